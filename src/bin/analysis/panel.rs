//! The analysis panel under the page's status line: the evaluation bar and number, the depth,
//! the best lines (click a move of one to play the line up to it), the move list with its side
//! lines and comments, and the buttons. It runs the search of the move on show in a computer
//! worker of its own and draws the best moves on the board as arrows. Which of the page's
//! controls stay is the analysis mode's row in the page's policy (`src/app/mode.rs`).

use crate::protocol::analysis::AnalysisNews;
use super::dom::{self, by_id, make, make_text, set_text};
use super::i18n::{self, msg, Arg};
use super::event::{ListItem, ListedMove};
use super::search::{Heard, Search};
use super::search_protocol::{RankedMove, Reply, Request};
use super::session::{self, Step};
use js_sys::Object;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlTextAreaElement, KeyboardEvent};

const STYLE: &str = "
body.analysing #moves, body.analysing #moves + .row, body.analysing #banner, body.analysing #viewing { display: none !important; }
.analysis { display: grid; gap: .4rem; margin: .4rem 0; }
.an-bar { display: flex; height: 1.1rem; border-radius: .3rem; overflow: hidden; border: 1px solid currentColor; }
.an-bar > span { display: block; height: 100%; transition: width .3s; }
.an-eval { font-size: 1.3rem; font-weight: bold; margin: 0; }
.an-depth, .an-note { margin: 0; font-size: .85rem; }
.an-lines { margin: 0; padding-left: 1.2rem; font-size: .9rem; }
.an-lines button, .an-moves button { font: inherit; padding: .05rem .25rem; margin: .05rem; }
.an-moves { max-height: 14rem; overflow: auto; border: 1px solid #8884; padding: .3rem; font-size: .9rem; line-height: 1.7; }
.an-side { margin-left: 1rem; padding-left: .4rem; border-left: 2px solid #8886; color: #777; }
.an-side::before { content: '('; } .an-side::after { content: ')'; }
.an-moves button[aria-current=\"true\"] { background: #2f6d5a; color: #fff; }
.an-comment { font-style: italic; margin: 0 .3rem; }
.an-moves .inaccuracy::after { content: '?!'; color: #c80; }
.an-moves .mistake::after { content: '?'; color: #d60; }
.an-moves .blunder::after { content: '??'; color: #c00; }
.an-graph { width: 100%; height: 4rem; cursor: pointer; border: 1px solid #8884; }
.an-record { width: 100%; font-family: monospace; font-size: .8rem; }
";

/// The panel's opening tag (see `dom::panel_under_status`).
const SECTION: &str = r#"<section id="analysis" class="analysis" hidden aria-label="Analysis" data-l10n-id="analysis-panel">"#;

/// The panel's fixed part; the lines, the move list and the review are filled in later. Its
/// text is the messages' of its `data-l10n-id`s, in English.
const HTML: &str = r#"<div id="an-bar" class="an-bar" aria-hidden="true"></div>
<p id="an-eval" class="an-eval"></p><p id="an-depth" class="an-depth"></p>
<ol id="an-lines" class="an-lines" aria-label="Best lines" data-l10n-id="analysis-lines"></ol>
<p id="an-say" class="sr-only" aria-live="polite"></p><p id="an-note" class="an-note" role="status"></p>
<div id="an-moves" class="an-moves" tabindex="0" aria-label="Analysis moves: ← and → step through them" data-l10n-id="analysis-moves"></div>
<div class="row"><button type="button" id="an-first" title="Start (Home)" aria-label="Start position" data-l10n-id="analysis-first">«</button><button type="button" id="an-prev" title="Previous move (←)" aria-label="Previous move" data-l10n-id="analysis-previous">‹</button><button type="button" id="an-next" title="Next move (→)" aria-label="Next move" data-l10n-id="analysis-next">›</button><button type="button" id="an-last" title="End of the line (End)" aria-label="End of the line" data-l10n-id="analysis-last">»</button><button type="button" id="an-promote" title="Move this side line one place up" data-l10n-id="analysis-promote">Promote</button><button type="button" id="an-main" title="" data-l10n-id="analysis-make-main">Make main line</button><button type="button" id="an-delete" title="" data-l10n-id="analysis-delete">Delete from here</button></div>
<div class="row"><input id="an-comment-text" placeholder="Comment on this position" aria-label="Comment on this position" data-l10n-id="analysis-comment-text"><button type="button" id="an-comment" title="" data-l10n-id="analysis-comment">Comment</button><button type="button" id="an-pause" title="" data-l10n-id="analysis-stop">Stop analysing</button></div>
<div class="row"><button type="button" id="an-continue" title="Play on from this position" data-l10n-id="analysis-continue">Continue from here</button><button type="button" id="an-export" title="Show and copy the record with its side lines" data-l10n-id="analysis-export">Export</button><button type="button" id="an-import" title="" data-l10n-id="analysis-import">Import</button><button type="button" id="an-open" title="" hidden data-l10n-id="analysis-open">Open this record</button><button type="button" id="an-share" title="" data-l10n-id="analysis-share">Share link</button><button type="button" id="an-edit" title="Set up a position from this one" data-l10n-id="analysis-edit">Edit position</button><button type="button" id="an-review-start" title="Review every move of the game" data-l10n-id="analysis-review">Review</button><button type="button" id="an-close" title="Back to the game" data-l10n-id="analysis-close">Close</button></div>
<textarea id="an-record" class="an-record" rows="6" hidden aria-label="Record of the analysis" data-l10n-id="analysis-record"></textarea>
<div id="an-review"></div>"#;

/// A move of the list: its node, ply and whether it is on the main line.
#[derive(Clone)]
pub struct Listed {
    pub id: String,
    pub ply: usize,
    pub main: bool,
}

struct Panel {
    /// The record the analysis was opened on, and the record of the line on show.
    back: Option<String>,
    current: Option<String>,
    seats: Vec<String>,
    /// The colour the board gives each seat, for the bar's parts (its palette, colour-safe or not).
    colours: Vec<String>,
    search: Option<Search>,
    search_id: f64,
    running: bool,
    last_said: f64,
    last_depth: i64,
    list: Vec<Listed>,
    /// The report waiting for a frame (a later one replaces it), and whether a frame is asked.
    shown: Option<Reply>,
    frame: bool,
    lines_shown: String,
    arrows_shown: Option<String>,
    list_shape: Option<Vec<ListItem>>,
    stats: Object,
}

thread_local! {
    static PANEL: RefCell<Panel> = RefCell::new(Panel {
        back: None, current: None, seats: Vec::new(), colours: Vec::new(), search: None, search_id: 0.0, running: true,
        last_said: 0.0, last_depth: -1, list: Vec::new(), shown: None, frame: false, lines_shown: String::new(), arrows_shown: None,
        list_shape: None, stats: Object::new(),
    });
}

fn with<R>(f: impl FnOnce(&mut Panel) -> R) -> R {
    PANEL.with(|p| f(&mut p.borrow_mut()))
}

fn send(request: session::Request) {
    super::send(request);
}

pub fn build() {
    if dom::panel_under_status(SECTION, STYLE, HTML, clicked).is_none() {
        return;
    }
    let stats = dom::window_object("gboardsAnalysisStats");
    for (key, value) in [("updates", 0.0.into()), ("first", wasm_bindgen::JsValue::NULL), ("last", wasm_bindgen::JsValue::NULL), ("depth", 0.0.into())] {
        dom::set(&stats, key, value);
    }
    dom::set(&stats, "reports", js_sys::Array::new());
    with(|p| p.stats = stats);
    dom::capture("keydown", step_key);
    say(&msg::analysis_loading());
}

fn clicked(button: &Element) {
    if let Some(node) = button.get_attribute("data-node") {
        if let Ok(node) = node.parse() {
            send(session::Request::GoTo(node));
        }
        return;
    }
    if let Some(line) = button.get_attribute("data-play") {
        return send(session::Request::Play(line.lines().map(String::from).collect()));
    }
    let record = by_id::<HtmlTextAreaElement>("an-record");
    match button.id().as_str() {
        "an-first" => send(session::Request::Step(Step::First)),
        "an-prev" => send(session::Request::Step(Step::Prev)),
        "an-next" => send(session::Request::Step(Step::Next)),
        "an-last" => send(session::Request::Step(Step::Last)),
        "an-promote" => send(session::Request::Promote),
        "an-main" => send(session::Request::MakeMain),
        "an-delete" => send(session::Request::Delete),
        "an-comment" => {
            let Some(input) = by_id::<HtmlInputElement>("an-comment-text") else { return };
            let text = input.value();
            input.set_value("");
            send(session::Request::Comment(text));
        }
        "an-pause" => {
            let running = with(|p| {
                p.running = !p.running;
                p.running
            });
            // The button's message follows its state, so a switch of language keeps it.
            let (id, text) = if running { ("analysis-stop", msg::analysis_stop()) } else { ("analysis-analyse", msg::analysis_analyse()) };
            let _ = button.set_attribute("data-l10n-id", id);
            button.set_text_content(Some(&text));
            analyse();
        }
        "an-continue" => {
            let record = with(|p| p.current.clone().or_else(|| p.back.clone())).unwrap_or_default();
            super::page::tell_page(&AnalysisNews::Close { record });
        }
        "an-export" => send(session::Request::Export),
        "an-import" => {
            if let Some(r) = record {
                r.set_hidden(false);
                r.set_read_only(false);
                r.set_value("");
                let _ = r.focus();
            }
            dom::set_hidden("an-open", false);
        }
        "an-open" => send(session::Request::Open { ply: None, record: record.map(|r| r.value()).unwrap_or_default() }),
        "an-share" => send(session::Request::Share),
        "an-edit" => {
            if let Some(current) = with(|p| p.current.clone()) {
                send(session::Request::EditOpen(current));
            }
        }
        "an-review-start" => {
            let game = with(|p| p.back.clone().or_else(|| p.current.clone()));
            super::review_game(&game.unwrap_or_default());
        }
        "an-close" => {
            let record = with(|p| p.back.clone().or_else(|| p.current.clone())).unwrap_or_default();
            super::page::tell_page(&AnalysisNews::Close { record });
        }
        _ => {}
    }
}

/// ← and → (Home, End) step through the analysis anywhere but on the board and in a text field.
fn step_key(e: &web_sys::Event) {
    let Some(key) = e.dyn_ref::<KeyboardEvent>() else { return };
    if hidden() || key.alt_key() || key.meta_key() {
        return;
    }
    if let Some(t) = dom::target(e) {
        if t.id() == "board" || matches!(t.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT") {
            return;
        }
    }
    let step = match key.key().as_str() {
        "ArrowLeft" => Step::Prev,
        "ArrowRight" => Step::Next,
        "Home" => Step::First,
        "End" => Step::Last,
        _ => return,
    };
    if key.ctrl_key() {
        return;
    }
    e.prevent_default();
    e.stop_propagation();
    send(session::Request::Step(step));
}

fn hidden() -> bool {
    by_id::<HtmlElement>("analysis").is_none_or(|p| p.hidden())
}

/// An `open` or `link` command: the record to go back to (none for a link), the record box shut.
pub fn opening(back: Option<&str>) {
    with(|p| p.back = back.map(String::from));
    dom::set_hidden("an-record", true);
    dom::set_hidden("an-open", true);
}

pub fn show() {
    dom::set_hidden("analysis", false);
    if let Some(body) = dom::document().and_then(|d| d.body()) {
        let _ = body.class_list().add_1("analysing");
    }
}

pub fn close() {
    dom::set_hidden("analysis", true);
    if let Some(body) = dom::document().and_then(|d| d.body()) {
        let _ = body.class_list().remove_1("analysing");
    }
    let search = with(|p| {
        p.search_id += 1.0;
        p.search.take()
    });
    drop(search);
}

/// The seat at the bottom of the board: a person's against the computer, else the first.
pub fn bottom_seat() -> u8 {
    with(|p| p.back.clone()).map_or(0, |back| super::page::bottom_seat(&back))
}

/// A board is about to open: reports still to come of the search before are of another
/// position (the search of this one starts with the next event).
pub fn board_opening() {
    with(|p| p.search_id += 1.0);
}

/// The position editor opens: no search runs while a position is set up.
pub fn pause_for_editor() {
    if with(|p| p.current.take()).is_some() {
        analyse();
    }
}

/// The record of the line on show, to analyse.
pub fn search(record: &str) {
    let seats = super::page::seat_names(record);
    // The board on show is this record's (the page opened it a task ago).
    let colours = super::page::seat_colours();
    with(|p| {
        p.colours = colours;
        p.current = Some(record.to_string());
        if let Some(seats) = seats {
            p.seats = seats;
        }
    });
    say("");
    analyse();
}

/// Asks the worker for the position on show (a request replaces the one before), or stops it.
fn analyse() {
    let started = with(|p| p.search.is_some());
    if !started {
        match Search::start(heard) {
            Ok(search) => with(|p| p.search = Some(search)),
            Err(e) => return say(&msg::analysis_stopped(&e)),
        }
    }
    with(|p| {
        p.search_id += 1.0;
        p.last_depth = -1;
        // The board may have been opened afresh, without arrows.
        p.arrows_shown = None;
        let Some(search) = &p.search else { return };
        match (&p.current, p.running) {
            (Some(record), true) => {
                search.ask(Request::Analyse { id: p.search_id, record: record.clone(), depth: None, nodes: None, playouts: None });
                dom::set(&p.stats, "asked", dom::now());
            }
            _ => search.ask(Request::Stop),
        }
    });
}

/// What the search's worker said. A report waits for the next frame, and a later one replaces
/// it: the panel and the board change at most once a frame however fast the reports come.
fn heard(heard: Heard) {
    let reply = match heard {
        Heard::Reply(reply) => reply,
        Heard::Stopped(why) => return say(&msg::analysis_stopped(&why)),
    };
    let id = with(|p| p.search_id);
    match reply {
        Reply::Error { id: at, error } if at == id => say(&msg::analysis_unanalysable(&error)),
        Reply::Done { id: at } if at == id => with(|p| dom::set(&p.stats, "done", dom::now())),
        Reply::Analysis { id: at, .. } | Reply::Chances { id: at, .. } if at == id => {
            let ask = with(|p| {
                p.shown = Some(reply);
                !std::mem::replace(&mut p.frame, true)
            });
            if ask {
                dom::next_frame(show_report);
            }
        }
        _ => {}
    }
}

/// A chance (0 to 1) as a whole percentage, for the messages that write the `%`.
fn share(p: f64) -> i64 {
    (p * 100.0).round() as i64
}

/// A count of positions or playouts for a message: English groups its thousands with commas
/// (as it did before the messages, written into `text`); another language's number is
/// formatted by Fluent.
fn count(n: f64, text: &mut String) -> Arg<'_> {
    if i18n::language::loaded() == i18n::language::Language::English {
        *text = thousands(n);
        text.as_str().into()
    } else {
        (n.round().max(0.0) as i64).into()
    }
}

/// 1234567 as "1,234,567".
fn thousands(n: f64) -> String {
    let digits = format!("{}", n.round().max(0.0) as u64);
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The bar keeps its parts and only changes their widths (so they slide): one per seat.
fn draw_bar(p: &Panel, shares: &[f64]) {
    let Some(bar) = by_id::<Element>("an-bar") else { return };
    while bar.child_element_count() as usize > shares.len() {
        if let Some(last) = bar.last_element_child() {
            last.remove();
        }
    }
    while (bar.child_element_count() as usize) < shares.len() {
        let Some(part) = make("span", "", "") else { return };
        let _ = bar.append_child(&part);
    }
    let mut part = bar.first_element_child();
    for (i, share) in shares.iter().enumerate() {
        let this = part.take();
        part = this.as_ref().and_then(|p| p.next_element_sibling());
        let Some(part) = this.and_then(|e| e.dyn_into::<HtmlElement>().ok()) else { continue };
        let _ = part.style().set_property("width", &format!("{:.1}%", share * 100.0));
        let _ = part.style().set_property("background", p.colours.get(i).map_or("#888", String::as_str));
    }
}

fn speak(p: &mut Panel, done: bool, text: &str) {
    let now = dom::now();
    if !done && now - p.last_said < 2500.0 {
        return;
    }
    p.last_said = now;
    set_text("an-say", text);
}

/// A seat's name in the page's language (the engine gives it in English).
fn seat_name(p: &Panel, seat: usize) -> String {
    p.seats.get(seat).map_or_else(|| msg::analysis_seat(seat), |name| i18n::seat_name(name))
}

/// A ranked move's evaluation: a score as the worker wrote it ("+1.25"), a decided game in words.
fn eval_text(t: &RankedMove) -> String {
    match (t.win, t.loss) {
        (Some(n), _) => msg::analysis_win_in(n.div_ceil(2)),
        (None, Some(n)) => msg::analysis_loss_in(n.div_ceil(2)),
        _ => t.eval.clone(),
    }
}

fn show_report() {
    let arrows = with(|p| {
        p.frame = false;
        let data = p.shown.take()?;
        let now = dom::now();
        let updates = js_sys::Reflect::get(&p.stats, &"updates".into()).ok().and_then(|u| u.as_f64()).unwrap_or(0.0);
        dom::set(&p.stats, "updates", updates + 1.0);
        if js_sys::Reflect::get(&p.stats, &"first".into()).is_ok_and(|f| f.is_null() || f.is_undefined()) {
            dom::set(&p.stats, "first", now);
        }
        dom::set(&p.stats, "last", now);
        match data {
            Reply::Analysis { id, depth, nodes, seat, top, last, .. } => {
                let mover = seat_name(p, seat as usize);
                let best = top.first()?;
                let first = if seat == 0 { best.chance } else { 1.0 - best.chance };
                draw_bar(p, &[first, 1.0 - first]);
                let eval = eval_text(best);
                set_text("an-eval", &msg::analysis_eval(eval.as_str(), mover.as_str()));
                let mut written = String::new();
                let nodes = count(nodes, &mut written);
                set_text("an-depth", &if last { msg::analysis_depth_final(depth, nodes) } else { msg::analysis_depth(depth, nodes) });
                dom::set(&p.stats, "depth", depth);
                show_lines(p, &top);
                if i64::from(depth) != p.last_depth {
                    p.last_depth = i64::from(depth);
                    let text = msg::analysis_say_depth(depth, &eval, &mover, share(best.chance), &best.line.join(", "));
                    speak(p, last, &text);
                }
                let arrows: Vec<&str> = top.iter().filter_map(|t| t.long.first().map(String::as_str)).filter(|m| !m.is_empty()).collect();
                Some((id, arrows.join("\n")))
            }
            Reply::Chances { id, played, chances, unfinished, top, last, .. } => {
                draw_bar(p, &chances);
                let text = chances.iter().enumerate().map(|(i, c)| msg::analysis_chance(&seat_name(p, i), share(*c))).collect::<Vec<_>>().join(", ");
                set_text("an-eval", &text);
                let mut written = String::new();
                let playouts = count(f64::from(played), &mut written);
                let depth = match (unfinished > 0, last) {
                    (false, false) => msg::analysis_playouts(playouts),
                    (false, true) => msg::analysis_playouts_final(playouts),
                    (true, false) => msg::analysis_playouts_unfinished(playouts, unfinished),
                    (true, true) => msg::analysis_playouts_unfinished_final(playouts, unfinished),
                };
                set_text("an-depth", &depth);
                dom::set(&p.stats, "depth", played);
                show_lines(p, &top);
                let said = match top.first() {
                    Some(b) => msg::analysis_say_chances_best(played, text.as_str(), b.line.first().map_or("", String::as_str), share(b.chance)),
                    None => msg::analysis_say_chances(played, text.as_str()),
                };
                speak(p, last, &said);
                let arrows: Vec<&str> = top.iter().filter_map(|t| t.long.first().map(String::as_str)).filter(|m| !m.is_empty()).collect();
                Some((id, arrows.join("\n")))
            }
            _ => None,
        }
    });
    // The board's redraw in a task of its own, after the panel's (a report of a search since
    // replaced draws nothing); the board redraws only when its arrows change.
    if let Some((id, arrows)) = arrows {
        dom::later(move || {
            let changed = with(|p| p.search_id == id && p.arrows_shown.as_deref() != Some(arrows.as_str()));
            if changed {
                with(|p| p.arrows_shown = Some(arrows.clone()));
                super::page::tell_page(&AnalysisNews::Arrows { moves: arrows.lines().map(String::from).collect() });
            }
        });
    }
}

/// The best lines, rebuilt only when they changed (a deeper search often keeps them).
fn show_lines(p: &mut Panel, top: &[RankedMove]) {
    let key: String = top.iter().map(|t| format!("{}\u{1}{}\u{1}{}\u{2}", t.eval, t.line.join(" "), t.long.join(" "))).collect();
    if key == p.lines_shown {
        return;
    }
    p.lines_shown = key;
    let Some(list) = by_id::<Element>("an-lines") else { return };
    list.set_text_content(None);
    for t in top {
        let Some(item) = make_text("li", "", &format!("{} ", eval_text(t))) else { continue };
        for (k, m) in t.line.iter().enumerate() {
            let Some(b) = make_text("button", "", m) else { continue };
            let _ = b.set_attribute("type", "button");
            b.set_title(&msg::analysis_play_line());
            let _ = b.set_attribute("data-play", &t.long[..(k + 1).min(t.long.len())].join("\n"));
            let _ = item.append_child(&b);
        }
        let _ = list.append_child(&item);
    }
}

/// The move list from the session (see `Analysed::moves`). A step through the list changes
/// only the move on show: the buttons stay, the mark moves.
pub fn moves(items: &[ListItem]) {
    // The list's shape: its items without the mark of the move on show.
    let shape: Vec<ListItem> = items
        .iter()
        .map(|i| match i {
            ListItem::Move(m) => ListItem::Move(ListedMove { current: false, ..m.clone() }),
            other => other.clone(),
        })
        .collect();
    let current = items.iter().find_map(|i| if let ListItem::Move(m) = i { m.current.then(|| m.node.to_string()) } else { None });
    let Some(list) = by_id::<Element>("an-moves") else { return };
    if with(|p| p.list_shape.as_ref() == Some(&shape)) {
        if let Ok(Some(old)) = list.query_selector("button[aria-current=\"true\"]") {
            let _ = old.remove_attribute("aria-current");
        }
        let Ok(buttons) = list.query_selector_all("button") else { return };
        for i in 0..buttons.length() {
            let Some(b) = buttons.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
            if b.get_attribute("data-node") == current {
                let _ = b.set_attribute("aria-current", "true");
                into_view(&b);
            }
        }
        return;
    }
    let mut listed = Vec::new();
    let Some(root) = make("div", "", "an-line") else { return };
    let mut stack: Vec<Element> = vec![root.clone().into()];
    let mut focus = None;
    for item in items {
        let Some(top) = stack.last().cloned() else { break };
        let m = match item {
            ListItem::SideLineStart => {
                if let Some(side) = make("div", "", "an-side") {
                    let _ = top.append_child(&side);
                    stack.push(side.into());
                }
                continue;
            }
            ListItem::SideLineEnd => {
                if stack.len() > 1 {
                    stack.pop();
                }
                continue;
            }
            ListItem::Move(m) => m,
        };
        let id = m.node.to_string();
        listed.push(Listed { id: id.clone(), ply: m.ply, main: m.main });
        let label = if m.text.is_empty() { msg::analysis_start() } else { format!("{}. {}", m.ply, m.text) };
        let Some(b) = make_text("button", "", &label) else { continue };
        let _ = b.set_attribute("type", "button");
        let _ = b.set_attribute("data-node", &id);
        let _ = b.set_attribute("data-ply", &m.ply.to_string());
        if m.main {
            let _ = b.set_attribute("data-main", "1");
        }
        if m.current {
            let _ = b.set_attribute("aria-current", "true");
            focus = Some(b.clone());
        }
        let _ = top.append_child(&b);
        if !m.comment.is_empty() {
            if let Some(n) = make_text("span", "an-comment", &m.comment) {
                let _ = top.append_child(&n);
            }
        }
    }
    list.set_text_content(None);
    let _ = list.append_child(&root);
    with(|p| {
        p.list_shape = Some(shape);
        p.list = listed;
    });
    if let Some(b) = focus {
        into_view(&b);
    }
}

fn into_view(e: &Element) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    e.scroll_into_view_with_scroll_into_view_options(&options);
}

/// The moves of the list as last drawn.
pub fn list() -> Vec<Listed> {
    with(|p| p.list.clone())
}

/// The exported tree: shown below and copied.
pub fn record(text: &str) {
    show_record(text);
    dom::set_hidden("an-open", false);
    dom::copy(text);
    say(&msg::analysis_exported());
}

/// The tree packed for a link: the link is shown below and copied.
pub fn link(packed: &str) {
    let here = dom::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
    let link = format!("{}#analyse={packed}", here.split('#').next().unwrap_or_default());
    dom::copy(&link);
    show_record(&link);
    say(&msg::analysis_link_copied());
}

fn show_record(text: &str) {
    if let Some(r) = by_id::<HtmlTextAreaElement>("an-record") {
        r.set_hidden(false);
        r.set_read_only(true);
        r.set_value(text);
    }
}

/// A sentence in the panel's note (empty clears it).
pub fn say(text: &str) {
    set_text("an-note", text);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_numbers_are_grouped_by_thousands() {
        assert_eq!(thousands(0.0), "0");
        assert_eq!(thousands(999.4), "999");
        assert_eq!(thousands(1000.0), "1,000");
        assert_eq!(thousands(1_234_567.0), "1,234,567");
        assert_eq!(share(0.456), 46, "the messages write the %");
    }
}
