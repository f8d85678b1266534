//! The position editor's screen. The session's editor (`editor.rs`) holds the board and judges
//! it; this builds the palette, passes clicks and keys on the page's board canvas to it as place
//! names (found from the page's `boardPoint`), shows the problems in words as the board changes,
//! and offers "Analyse this position" and "Play from here" only when there are none. The page
//! draws the edited position whenever its game can.

use crate::protocol::analysis::{AnalysisCommand, AnalysisNews};
use super::editor::EditRequest;
use super::session::Request;
use super::dom::{self, by_id, make, make_text, set_hidden, set_text};
use super::i18n::msg;
use super::event::{EditorState, Event};
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlSelectElement, KeyboardEvent, PointerEvent};

const STYLE: &str = "
body.editing #analysis { display: none !important; }
.editor { display: grid; gap: .4rem; margin: .4rem 0; }
.editor[hidden] { display: none; }
.ed-group { display: flex; flex-wrap: wrap; gap: .25rem; align-items: center; }
.ed-group button[aria-pressed=\"true\"] { background: #2f6d5a; color: #fff; outline: 2px solid #2f6d5a; }
.ed-problems { margin: 0; padding-left: 1.2rem; color: #b03a2e; }
.ed-ok { margin: 0; color: #2f6d5a; }
.ed-count input { width: 4rem; }
.ed-cursor { position: absolute; pointer-events: none; border: 3px solid #2f6d5a; border-radius: 50%; box-shadow: 0 0 0 2px #fff; }
.ed-link { width: 100%; font-family: monospace; font-size: .8rem; }
";

/// The editor's opening tag (see `dom::panel_under_status`).
const SECTION: &str = r#"<section id="editor" class="editor" hidden aria-label="Position editor" data-l10n-id="analysis-editor-panel">"#;

/// The editor's fixed part; its text is the messages' of its `data-l10n-id`s, in English.
const HTML: &str = r#"<h2 data-l10n-id="analysis-editor-title">Set up a position</h2>
<p class="an-note" data-l10n-id="analysis-editor-help">Choose a piece, then click a point of the board to put it there; click it again, or use the eraser, to take it off. On the board, the arrow keys move a cursor, Enter puts the piece and Delete takes it off.</p>
<div id="ed-palette" class="ed-palette"></div>
<label><span data-l10n-id="analysis-editor-to-move">To move</span> <select id="ed-side"></select></label>
<div id="ed-counts" class="ed-group"></div>
<div aria-live="polite"><ul id="ed-problems" class="ed-problems"></ul><p id="ed-ok" class="ed-ok"></p></div>
<p id="ed-at" class="sr-only" aria-live="polite"></p>
<div class="row"><button type="button" id="ed-clear" title="Take every piece off the board" data-l10n-id="analysis-editor-clear">Clear</button><button type="button" id="ed-start" title="The game's start" data-l10n-id="analysis-editor-start">Start position</button></div>
<div class="row"><button type="button" id="ed-analyse" title="" disabled data-l10n-id="analysis-editor-analyse">Analyse this position</button><select id="ed-players" aria-label="Who plays from here" data-l10n-id="analysis-editor-players"><option value="" data-l10n-id="analysis-editor-players-device">Players on this device</option><option value="easy" data-l10n-id="analysis-editor-players-easy">Against the computer · Easy</option><option value="medium" data-l10n-id="analysis-editor-players-medium">Against the computer · Medium</option><option value="hard" data-l10n-id="analysis-editor-players-hard">Against the computer · Hard</option></select><button type="button" id="ed-play" title="" disabled data-l10n-id="analysis-editor-play">Play from here</button></div>
<div class="row"><button type="button" id="ed-share" title="" disabled data-l10n-id="analysis-editor-share">Share link</button><button type="button" id="ed-close" title="" data-l10n-id="analysis-editor-close">Close</button></div>
<p id="ed-note" class="an-note" role="status"></p>
<input id="ed-link" class="ed-link" readonly hidden aria-label="Link to this position" data-l10n-id="analysis-editor-link">"#;

/// A palette group: its name and its pieces (code, label).
#[derive(Clone, PartialEq)]
struct Group {
    name: String,
    items: Vec<(String, String)>,
}

#[derive(Default)]
struct Screen {
    places: Vec<String>,
    groups: Vec<Group>,
    /// The piece chosen in each group (the group's first when none).
    chosen: Vec<(String, String)>,
    erasing: bool,
    /// The record to analyse or play; empty while the position has problems.
    record: String,
    /// Where Close goes back to: the analysis it was opened from, or the lobby.
    from_analysis: bool,
    cursor: Option<String>,
}

thread_local! {
    static SCREEN: RefCell<Screen> = RefCell::new(Screen::default());
}

fn with<R>(f: impl FnOnce(&mut Screen) -> R) -> R {
    SCREEN.with(|s| f(&mut s.borrow_mut()))
}

fn send(request: EditRequest) {
    super::send(Request::Edit(request));
}

fn board() -> Option<HtmlElement> {
    by_id("board")
}

pub fn build() {
    let Some(panel) = dom::panel_under_status(SECTION, STYLE, HTML, clicked) else { return };
    if let (Some(ring), Some(wrap)) = (make("div", "", "ed-cursor"), by_id::<Element>("board-wrap")) {
        ring.set_hidden(true);
        let _ = wrap.append_child(&ring);
    }
    dom::listen(&panel, "change", |e| {
        let Some(t) = dom::target(e) else { return };
        if t.id() == "ed-side" {
            let side = t.dyn_ref::<HtmlSelectElement>().map(|s| s.value()).unwrap_or_default();
            send(EditRequest::Side(side.parse().unwrap_or(usize::MAX)));
        } else if let (Some(i), Some(input)) = (t.id().strip_prefix("ed-count-"), t.dyn_ref::<HtmlInputElement>()) {
            let n = input.value().trim().parse::<f64>().ok().filter(|n| n.is_finite()).unwrap_or(0.0).floor().max(0.0);
            send(EditRequest::Count { index: i.parse().unwrap_or(usize::MAX), value: n.min(f64::from(u32::MAX)) as u32 });
        }
    });
    // Clicks and keys on the board are the editor's while it is open: nothing reaches the game.
    for kind in ["pointerdown", "pointermove", "contextmenu", "mousedown", "click"] {
        dom::capture(kind, |e| {
            swallow(e);
        });
    }
    dom::capture("pointerup", |e| {
        if !swallow(e) {
            return;
        }
        let Some(p) = e.dyn_ref::<PointerEvent>() else { return };
        if let Some((x, y)) = super::page::board_pointer(p.client_x() as f64, p.client_y() as f64) {
            act(place_at(x, y));
        }
    });
    dom::capture("keydown", key);
}

fn clicked(button: &Element) {
    if let (Some(group), Some(code)) = (button.get_attribute("data-group"), button.get_attribute("data-code")) {
        with(|s| {
            s.chosen.retain(|(g, _)| *g != group);
            s.chosen.push((group, code));
            s.erasing = false;
        });
        return pressed();
    }
    match button.id().as_str() {
        "ed-eraser" => {
            with(|s| s.erasing = !s.erasing);
            pressed();
        }
        "ed-clear" => send(EditRequest::Clear),
        "ed-start" => send(EditRequest::Start),
        "ed-share" => send(EditRequest::Share),
        "ed-analyse" => {
            let record = with(|s| s.record.clone());
            if !record.is_empty() {
                super::command(AnalysisCommand::Open { ply: None, record });
            }
        }
        "ed-play" => play_from(),
        "ed-close" => {
            hide();
            if with(|s| s.from_analysis) {
                super::send(Request::Show);
            } else if let Some(new) = by_id::<HtmlElement>("btn-new") {
                new.click();
            }
        }
        _ => {}
    }
}

/// Whether the editor is open.
pub fn editing() -> bool {
    by_id::<HtmlElement>("editor").is_some_and(|p| !p.hidden())
}

/// The place the keyboard cursor is on.
pub fn cursor() -> Option<String> {
    with(|s| s.cursor.clone())
}

fn set_body_class(name: &str, on: bool) {
    let Some(body) = dom::document().and_then(|d| d.body()) else { return };
    let _ = if on { body.class_list().add_1(name) } else { body.class_list().remove_1(name) };
}

fn open() {
    if !editing() {
        let from_analysis = by_id::<HtmlElement>("analysis").is_some_and(|a| !a.hidden());
        with(|s| s.from_analysis = from_analysis);
    }
    set_hidden("editor", false);
    set_hidden("ed-link", true);
    set_text("ed-note", "");
    set_body_class("analysing", true);
    set_body_class("editing", true);
}

/// Hides the editor (the analysis panel or another game takes its place).
pub fn hide() {
    set_hidden("editor", true);
    with(|s| s.cursor = None);
    ring_hidden();
    set_body_class("editing", false);
}

fn ring() -> Option<HtmlElement> {
    dom::document()?.query_selector(".ed-cursor").ok()??.dyn_into().ok()
}

fn ring_hidden() {
    if let Some(r) = ring() {
        r.set_hidden(true);
    }
}

/// A game from the edited position: against the computer, the seat to move is the person's.
fn play_from() {
    let record = with(|s| s.record.clone());
    if record.is_empty() {
        return;
    }
    let level = by_id::<HtmlSelectElement>("ed-players").map(|s| s.value()).unwrap_or_default();
    let side = by_id::<HtmlSelectElement>("ed-side");
    let seats = side.as_ref().map_or(0, |s| s.length());
    let to_move: u32 = side.map(|s| s.value()).and_then(|v| v.parse().ok()).unwrap_or(0);
    let line = if level.is_empty() {
        String::new()
    } else {
        let players: Vec<&str> = (0..seats).map(|i| if i == to_move { "human" } else { level.as_str() }).collect();
        format!("players {}\n", players.join(" "))
    };
    hide();
    super::page::tell_page(&AnalysisNews::Close { record: format!("{record}{line}") });
}

/// One of the session's events for the editor.
pub fn event(event: Event) {
    match event {
        Event::Edit(state) => {
            open();
            show(&state);
        }
        Event::EditBoard(record) => {
            // The page opens the position as a new board, which takes the focus: the keyboard
            // stays on the board.
            let active = dom::document().and_then(|d| d.active_element());
            let focused = active.is_some_and(|a| a.id() == "board");
            super::page::tell_page(&AnalysisNews::Edit { seat: 0, record });
            if let (true, Some(b)) = (focused, board()) {
                let _ = b.focus();
            }
        }
        Event::EditRecord(record) => {
            let none = record.is_empty();
            with(|s| s.record = record);
            for id in ["ed-analyse", "ed-play", "ed-share"] {
                if let Some(b) = by_id::<HtmlButtonElement>(id) {
                    b.set_disabled(none);
                }
            }
        }
        Event::EditAt(text) => set_text("ed-at", &text),
        Event::Link(packed) => {
            let here = dom::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
            let link = format!("{}#analyse={packed}", here.split('#').next().unwrap_or_default());
            if let Some(input) = by_id::<HtmlInputElement>("ed-link") {
                input.set_value(&link);
                input.set_hidden(false);
            }
            dom::copy(&link);
            set_text("ed-note", &msg::analysis_editor_link_copied());
        }
        Event::Say(text) => set_text("ed-note", &text),
        _ => {}
    }
}

/// The engine's problems are phrases: each is shown as a sentence.
fn sentence(p: &str) -> String {
    let mut chars = p.chars();
    let first = chars.next().map(|c| c.to_uppercase().collect::<String>()).unwrap_or_default();
    let stop = if p.ends_with(['.', '!', '?']) { "" } else { "." };
    format!("{first}{}{stop}", chars.as_str())
}

/// The editor's state from the session (see `Edited::state`).
fn show(state: &EditorState) {
    let mut groups: Vec<Group> = Vec::new();
    for item in &state.palette {
        match groups.iter_mut().find(|g| g.name == item.group) {
            Some(g) => g.items.push((item.code.clone(), item.label.clone())),
            None => groups.push(Group { name: item.group.clone(), items: vec![(item.code.clone(), item.label.clone())] }),
        }
    }
    if let Some(side) = by_id::<Element>("ed-side") {
        side.set_text_content(None);
        for (i, name) in state.sides.iter().enumerate() {
            if let Some(o) = make_text("option", "", name) {
                let _ = o.set_attribute("value", &i.to_string());
                let _ = side.append_child(&o);
            }
        }
    }
    if let Some(side) = by_id::<HtmlSelectElement>("ed-side") {
        side.set_value(&state.side.to_string());
    }
    let (problems, drawn) = (&state.problems, state.drawn);
    let redraw = with(|s| {
        s.places = state.places.clone();
        s.chosen.retain(|(group, code)| groups.iter().any(|g| g.name == *group && g.items.iter().any(|(c, _)| c == code)));
        let changed = s.groups != groups;
        s.groups = groups;
        changed
    });
    if redraw {
        draw_palette();
    }
    show_counts(&state.counts);
    if let Some(list) = by_id::<Element>("ed-problems") {
        list.set_text_content(None);
        let mut lines: Vec<String> = problems.iter().map(|p| sentence(p)).collect();
        if !drawn {
            lines.push(msg::analysis_editor_undrawable());
        }
        for line in lines {
            if let Some(item) = make_text("li", "", &line) {
                let _ = list.append_child(&item);
            }
        }
    }
    set_text("ed-ok", &if problems.is_empty() { msg::analysis_editor_ok() } else { String::new() });
}

fn draw_palette() {
    let Some(palette) = by_id::<Element>("ed-palette") else { return };
    palette.set_text_content(None);
    for g in with(|s| s.groups.clone()) {
        let Some(group) = make("div", "", "ed-group") else { continue };
        let _ = group.set_attribute("role", "group");
        let _ = group.set_attribute("aria-label", &msg::analysis_editor_group(g.name.as_str()));
        for (code, label) in &g.items {
            let Some(b) = make_text("button", "", label) else { continue };
            let _ = b.set_attribute("type", "button");
            let _ = b.set_attribute("data-group", &g.name);
            let _ = b.set_attribute("data-code", code);
            let _ = group.append_child(&b);
        }
        let _ = palette.append_child(&group);
    }
    if let (Some(group), Some(eraser)) = (make("div", "", "ed-group"), make_text("button", "", &msg::analysis_editor_eraser())) {
        eraser.set_id("ed-eraser");
        // A switch of language puts it in the new one (the palette is drawn again only for another game).
        let _ = eraser.set_attribute("data-l10n-id", "analysis-editor-eraser");
        let _ = eraser.set_attribute("type", "button");
        let _ = group.append_child(&eraser);
        let _ = palette.append_child(&group);
    }
    pressed();
}

/// The chosen piece of each group, or the group's first.
fn chosen_in(s: &Screen, g: &Group) -> Option<String> {
    s.chosen.iter().find(|(group, _)| *group == g.name).map(|(_, c)| c.clone()).or_else(|| g.items.first().map(|(c, _)| c.clone()))
}

fn pressed() {
    let (erasing, chosen) = with(|s| (s.erasing, s.groups.iter().map(|g| (g.name.clone(), chosen_in(s, g))).collect::<Vec<_>>()));
    let Some(buttons) = dom::document().and_then(|d| d.query_selector_all("#ed-palette button[data-group]").ok()) else { return };
    for i in 0..buttons.length() {
        let Some(b) = buttons.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
        let group = b.get_attribute("data-group");
        let on = !erasing && chosen.iter().any(|(g, c)| Some(g) == group.as_ref() && c.is_some() && *c == b.get_attribute("data-code"));
        let _ = b.set_attribute("aria-pressed", if on { "true" } else { "false" });
    }
    if let Some(e) = by_id::<Element>("ed-eraser") {
        let _ = e.set_attribute("aria-pressed", if erasing { "true" } else { "false" });
    }
}

/// The counts of pieces off the board (where the game has them), one number field each.
fn show_counts(list: &[(String, u32)]) {
    let Some(counts) = by_id::<Element>("ed-counts") else { return };
    if counts.child_element_count() as usize != list.len() {
        counts.set_text_content(None);
        for (i, (name, _)) in list.iter().enumerate() {
            let (Some(label), Some(input)) = (make_text("label", "ed-count", &format!("{name} ")), make("input", &format!("ed-count-{i}"), "")) else { continue };
            for (k, v) in [("type", "number"), ("min", "0"), ("max", "255")] {
                let _ = input.set_attribute(k, v);
            }
            let _ = label.append_child(&input);
            let _ = counts.append_child(&label);
        }
    }
    let active = dom::document().and_then(|d| d.active_element()).map(|a| a.id());
    for (i, (_, n)) in list.iter().enumerate() {
        let id = format!("ed-count-{i}");
        if let (Some(input), false) = (by_id::<HtmlInputElement>(&id), active.as_deref() == Some(id.as_str())) {
            input.set_value(&n.to_string());
        }
    }
}

/// Whether an event is on the board while the editor is open; if so it goes no further.
fn swallow(e: &web_sys::Event) -> bool {
    if !editing() || dom::target(e).is_none_or(|t| t.id() != "board") {
        return false;
    }
    e.stop_propagation();
    e.prevent_default();
    true
}

/// The board's places in CSS pixels of the canvas, as the page draws them now.
fn points() -> Vec<(String, f64, f64)> {
    with(|s| s.places.clone()).into_iter().filter_map(|name| super::page::board_point(&name).map(|(x, y)| (name, x, y))).collect()
}

/// The place within reach of a point: the nearest, if nearer than 0.6 of the gap to its nearest
/// neighbour.
fn place_at(x: f64, y: f64) -> Option<String> {
    let all = points();
    let distance = |a: (f64, f64), b: (f64, f64)| (a.0 - b.0).hypot(a.1 - b.1);
    let (best, d) = all.iter().map(|p| (p, distance((p.1, p.2), (x, y)))).min_by(|a, b| a.1.total_cmp(&b.1))?;
    let gap = all.iter().filter(|p| p.0 != best.0).map(|p| distance((p.1, p.2), (best.1, best.2))).fold(f64::INFINITY, f64::min);
    (d <= gap * 0.6).then(|| best.0.clone())
}

fn act(place: Option<String>) {
    let Some(place) = place else { return };
    let (erasing, code) = with(|s| (s.erasing, s.groups.iter().filter_map(|g| chosen_in(s, g)).collect::<String>()));
    send(if erasing { EditRequest::Erase(place.clone()) } else { EditRequest::Put { place: place.clone(), code } });
    send(EditRequest::At(place));
}

fn move_cursor(dx: f64, dy: f64) {
    let all = points();
    let cursor = cursor();
    let Some(from) = all.iter().find(|p| Some(&p.0) == cursor.as_ref()).or_else(|| all.get(all.len() / 2)).cloned() else { return };
    if cursor.is_none() {
        return with(|s| s.cursor = Some(from.0));
    }
    let score = |p: &(String, f64, f64)| {
        let along = (p.1 - from.1) * dx + (p.2 - from.2) * dy;
        let across = ((p.1 - from.1) * dy - (p.2 - from.2) * dx).abs();
        (along > 1.0).then_some(along + 2.0 * across)
    };
    if let Some(best) = all.iter().filter_map(|p| score(p).map(|s| (p, s))).min_by(|a, b| a.1.total_cmp(&b.1)) {
        with(|s| s.cursor = Some(best.0 .0.clone()));
    }
}

fn draw_cursor() {
    let Some(place) = cursor() else { return ring_hidden() };
    let (Some(p), Some(canvas), Some(ring)) = (points().into_iter().find(|p| p.0 == place), board(), ring()) else { return ring_hidden() };
    let size = (f64::from(canvas.client_width().min(canvas.client_height())) / 10.0).max(16.0);
    let left = f64::from(canvas.offset_left()) + p.1 - size / 2.0;
    let top = f64::from(canvas.offset_top()) + p.2 - size / 2.0;
    let style = ring.style();
    for (k, v) in [("left", left), ("top", top), ("width", size), ("height", size)] {
        let _ = style.set_property(k, &format!("{v}px"));
    }
    ring.set_hidden(false);
    let _ = ring.set_attribute("data-place", &place);
}

/// The keyboard on the board: the arrows move the cursor, Enter puts the piece, Delete takes it off.
fn key(e: &web_sys::Event) {
    let Some(k) = e.dyn_ref::<KeyboardEvent>() else { return };
    if !editing() || dom::target(e).is_none_or(|t| t.id() != "board") || k.alt_key() || k.ctrl_key() || k.meta_key() {
        return;
    }
    let step = match k.key().as_str() {
        "ArrowLeft" => Some((-1.0, 0.0)),
        "ArrowRight" => Some((1.0, 0.0)),
        "ArrowUp" => Some((0.0, -1.0)),
        "ArrowDown" => Some((0.0, 1.0)),
        _ => None,
    };
    let cursor = cursor();
    match (step, k.key().as_str(), cursor) {
        (Some((dx, dy)), _, _) => {
            move_cursor(dx, dy);
            draw_cursor();
            if let Some(place) = self::cursor() {
                send(EditRequest::At(place));
            }
        }
        (None, "Enter" | " ", Some(place)) => act(Some(place)),
        (None, "Delete" | "Backspace", Some(place)) => {
            send(EditRequest::Erase(place.clone()));
            send(EditRequest::At(place));
        }
        (None, "Escape", _) => {
            with(|s| s.cursor = None);
            ring_hidden();
        }
        _ => return,
    }
    e.stop_propagation();
    e.prevent_default();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_is_shown_as_a_sentence() {
        assert_eq!(sentence("five triples on the board, at most four"), "Five triples on the board, at most four.");
        assert_eq!(sentence("ends here!"), "Ends here!");
        assert_eq!(sentence(""), ".");
    }
}
