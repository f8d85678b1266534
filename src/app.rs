//! The DOM shell: lobby, board view, side panel and the event wiring. It holds the current
//! game's screen, redraws the canvas when the screen changes, and keeps the game: autosave,
//! the URL hash, records, and step-through replay of past positions.

use crate::computer::{Computer, Purpose, HINT_LEVEL, SEAT_CHOICES};
use crate::dom::{self, announce, by_id, el, set_disabled, set_hidden, set_text};
use crate::embed::{self, Embed, HostMessage};
use crate::persist;
use crate::render::{self, Canvas};
use crate::screens::{self, gipf::GipfScreen, gyges::GygesScreen, gype::GypeScreen, KeyOutcome, Screen};
use crate::sound::{self, Cue};
use engine::any::{match_from_record, AnyMatch};
use engine::game::{Game, Outcome, Status};
use engine::Match;
use gloo::events::{EventListener, EventListenerOptions};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DragEvent, HtmlCanvasElement, HtmlDialogElement, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent, PointerEvent};

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// Runs `f` on the app, if it has started.
pub fn with_app<R>(f: impl FnOnce(&mut App) -> R) -> Option<R> {
    APP.with(|a| a.borrow_mut().as_mut().map(f))
}

pub struct App {
    canvas: Canvas,
    dark: bool,
    pub screen: Option<Box<dyn Screen>>,
    /// A past position being looked at: the ply and a screen showing the game up to it.
    view: Option<(usize, Box<dyn Screen>)>,
    /// The autosave slot of the current game.
    save_id: String,
    frame_pending: bool,
    banner_closed: bool,
    embed: Embed,
    /// How many actions the host has been told about, and whether it heard of the game's end.
    posted: (usize, bool),
    painted: bool,
    computer: Computer,
    /// The computer seats wait (after undo, or when asked to pause).
    paused: bool,
    /// A computer move found and waiting to be shown: the game's length and the action.
    due: Option<(usize, String)>,
    /// The hint on show: the game's length it is for and the action.
    hint: Option<(usize, String)>,
    /// The board is seen from the second seat's side.
    flipped: bool,
}

pub fn start() {
    let canvas = Canvas::new(by_id::<HtmlCanvasElement>("board"));
    let dark = initial_dark();
    let embed = Embed::from_location();
    if embed.enabled {
        let _ = dom::document().body().map(|b| b.class_list().add_1("embed"));
    }
    APP.with(|a| {
        *a.borrow_mut() = Some(App {
            canvas,
            dark,
            screen: None,
            view: None,
            save_id: String::new(),
            frame_pending: false,
            banner_closed: false,
            embed,
            posted: (0, false),
            painted: false,
            computer: Computer::default(),
            paused: false,
            due: None,
            hint: None,
            flipped: false,
        })
    });
    apply_theme(dark);
    render::load_safe_colours();
    show_sound_state();
    wire_events();
    with_app(|app| {
        app.open_from_hash_or_lobby();
        app.embed.post("ready", &[]);
    });
}

fn initial_dark() -> bool {
    match dom::local_storage().and_then(|s| s.get_item("gboards.theme").ok().flatten()).as_deref() {
        Some("dark") => true,
        Some("light") => false,
        _ => dom::window().match_media("(prefers-color-scheme: dark)").ok().flatten().map(|m| m.matches()).unwrap_or(false),
    }
}

fn apply_theme(dark: bool) {
    if let Some(root) = dom::document().document_element() {
        let _ = root.set_attribute("data-theme", if dark { "dark" } else { "light" });
    }
}

fn show_sound_state() {
    let on = sound::enabled();
    set_text("btn-sound", if on { "♪ on" } else { "♪ off" });
    let _ = el("btn-sound").set_attribute("aria-pressed", if on { "true" } else { "false" });
}

fn on(id: &str, event: &'static str, mut f: impl FnMut(&mut App) + 'static) {
    EventListener::new(&el(id), event, move |_| {
        with_app(&mut f);
    })
    .forget();
}

fn wire_events() {
    on("start-gyges", "click", |app| {
        let options = read_gyges_options();
        match engine::gyges::Position::parse_options(&options) {
            Ok(opts) => {
                let mut m = Match::new(&opts, lobby_seed());
                let _ = m.set_players(vec![form_value("opts-gyges", "player0"), form_value("opts-gyges", "player1")]);
                app.open(Box::new(GygesScreen::new(m)), None)
            }
            Err(e) => show_error(&e.to_string()),
        }
    });
    on("start-gype", "click", |app| {
        let parsed = read_gype_options().and_then(|o| engine::gype::Position::parse_options(&o).map_err(|e| e.to_string()));
        match parsed {
            Ok(opts) => {
                let mut m: Match<engine::gype::Position> = Match::new(&opts, lobby_seed());
                let pos = m.position();
                let players: Vec<String> = (0..pos.seat_count() as u8).map(|s| form_value("opts-gype", &format!("player{}", pos.seat_letter(s)))).collect();
                let _ = m.set_players(players);
                app.open(Box::new(GypeScreen::new(m)), None)
            }
            Err(e) => show_error(&e),
        }
    });
    // Changing the number of players ticks the usual seats for that number.
    EventListener::new(&el("gype-players"), "change", |_| {
        let n = form_value("opts-gype", "players");
        for (side, seated) in [("S", "234"), ("W", "34"), ("N", "234"), ("E", "4")] {
            if let Some(b) = form_field("opts-gype", &format!("seat{side}")).and_then(|e| e.dyn_into::<HtmlInputElement>().ok()) {
                b.set_checked(seated.contains(n.as_str()));
            }
        }
        show_gype_player_choices();
    })
    .forget();
    // A seat's player choice shows only while the seat is ticked.
    EventListener::new(&el("opts-gype"), "change", |_| show_gype_player_choices()).forget();
    show_gype_player_choices();
    EventListener::new(&el("screen-buttons"), "click", |e| {
        let id = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|t| t.closest("button[data-id]").ok().flatten()).and_then(|b| b.get_attribute("data-id"));
        let Some(id) = id else { return };
        with_app(|app| {
            if let Some(said) = app.screen.as_mut().and_then(|s| s.button(&id)) {
                announce(&screens::sentence(said));
            }
            app.refresh();
        });
    })
    .forget();
    on("start-gipf", "click", |app| {
        let mut options = read_gipf_options();
        let players = vec![form_value("opts-gipf", "player0"), form_value("opts-gipf", "player1")];
        // The computer cannot play a side game: against it, challenges are settled by
        // rock-paper-scissors (its throw is random).
        if players.iter().any(|p| p != "human") {
            for (k, v) in options.iter_mut() {
                if k == "side_game" {
                    *v = "rps".into();
                }
            }
        }
        match engine::gipf::Position::parse_options(&options) {
            Ok(opts) => {
                let mut m = Match::new(&opts, lobby_seed());
                let _ = m.set_players(players);
                app.open(Box::new(GipfScreen::new(m)), None)
            }
            Err(e) => show_error(&e.to_string()),
        }
    });
    on("btn-hint", "click", App::ask_hint);
    on("btn-pause", "click", |app| {
        app.paused = !app.paused;
        if app.paused {
            app.stop_computer();
        }
        app.refresh();
    });
    on("btn-stop", "click", |app| {
        app.paused = true;
        app.stop_computer();
        app.refresh();
    });
    EventListener::new(&el("players-list"), "change", |e| {
        let Some(select) = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()) else { return };
        let seat: Option<usize> = select.get_attribute("data-seat").and_then(|s| s.parse().ok());
        let value = select.value();
        with_app(|app| app.set_player(seat, &value));
    })
    .forget();
    if let Some(saved) = dom::local_storage().and_then(|s| s.get_item("gboards.speed").ok().flatten()) {
        if SPEEDS.contains(&saved.as_str()) {
            by_id::<HtmlSelectElement>("ai-speed").set_value(&saved);
        }
    }
    EventListener::new(&el("ai-speed"), "change", |_| {
        if let Some(s) = dom::local_storage() {
            let _ = s.set_item("gboards.speed", &by_id::<HtmlSelectElement>("ai-speed").value());
        }
    })
    .forget();
    on("btn-flip", "click", |app| {
        app.set_flipped(!app.flipped);
        app.redraw();
    });
    on("btn-undo", "click", App::undo);
    on("btn-redo", "click", App::redo);
    on("btn-new", "click", App::show_lobby);
    on("btn-banner-new", "click", App::show_lobby);
    on("btn-banner-close", "click", |app| {
        app.banner_closed = true;
        app.refresh();
    });
    on("btn-cancel", "click", |app| {
        if let Some(s) = &mut app.screen {
            s.cancel();
        }
        app.refresh();
    });
    on("btn-pass", "click", |app| {
        if let Some(pass) = app.screen.as_ref().and_then(|s| s.only_pass()) {
            app.play_text(&pass);
        }
    });
    on("btn-theme", "click", |app| {
        app.dark = !app.dark;
        apply_theme(app.dark);
        if let Some(s) = dom::local_storage() {
            let _ = s.set_item("gboards.theme", if app.dark { "dark" } else { "light" });
        }
        app.redraw();
    });
    on("btn-palette", "click", |app| {
        render::toggle_safe_colours();
        app.redraw();
    });
    on("btn-sound", "click", |_| {
        let on = !sound::enabled();
        sound::set_enabled(on);
        show_sound_state();
        if on {
            sound::play(Cue::Move);
        }
    });
    on("btn-rules", "click", |app| {
        let game = app.screen.as_ref().map(|s| s.game().game()).unwrap_or("gyges");
        by_id::<HtmlSelectElement>("rules-game").set_value(game);
        // Shown first, so the diagrams have a size to draw at.
        let _ = by_id::<HtmlDialogElement>("rules-dialog").show_modal();
        app.show_rules(game);
    });
    on("rules-game", "change", |app| {
        let game = by_id::<HtmlSelectElement>("rules-game").value();
        app.show_rules(&game);
    });
    on("btn-rules-close", "click", |_| by_id::<HtmlDialogElement>("rules-dialog").close());
    on("btn-describe", "click", |app| {
        if let Some(s) = &app.screen {
            let text = s.describe();
            set_text("description", &text);
            set_hidden("description", false);
            announce(&text);
        }
    });
    on("btn-first", "click", |app| app.step_view(Step::First));
    on("btn-prev", "click", |app| app.step_view(Step::Prev));
    on("btn-next", "click", |app| app.step_view(Step::Next));
    on("btn-last", "click", |app| app.step_view(Step::Last));
    on("btn-takeover", "click", App::take_over);
    on("btn-share", "click", |app| app.share("Link to this game copied."));
    on("btn-send", "click", |app| app.share("Link copied: send it to your opponent, who moves and sends one back."));
    on("btn-export", "click", App::export);
    on("btn-import", "click", |_| open_import_dialog());
    on("btn-import-lobby", "click", |_| open_import_dialog());
    on("btn-import-cancel", "click", |_| by_id::<HtmlDialogElement>("import-dialog").close());
    on("btn-import-load", "click", |app| {
        let text = by_id::<HtmlTextAreaElement>("import-text").value();
        app.import(&text);
    });

    EventListener::new_with_options(&el("move-form"), "submit", EventListenerOptions::enable_prevent_default(), |e| {
        e.prevent_default();
        let input = by_id::<HtmlInputElement>("move-input");
        let text = input.value();
        if with_app(|app| app.play_text(text.trim())).unwrap_or(false) {
            input.set_value("");
        }
    })
    .forget();

    // A click on a move shows the position after it.
    EventListener::new(&el("moves"), "click", |e| {
        let ply = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("li").ok().flatten())
            .and_then(|li| li.get_attribute("data-ply"))
            .and_then(|p| p.parse::<usize>().ok());
        if let Some(ply) = ply {
            with_app(|app| app.show_ply(ply));
        }
    })
    .forget();

    let file_input = el("import-file");
    EventListener::new(&file_input, "change", |e| {
        let input: HtmlInputElement = e.target().and_then(|t| t.dyn_into().ok()).expect("the listener is on an input");
        if let Some(file) = input.files().and_then(|f| f.get(0)) {
            read_file(file, |text| by_id::<HtmlTextAreaElement>("import-text").set_value(&text));
        }
    })
    .forget();
    let body = dom::document().body().expect("the page has a body");
    for (event, dropping) in [("dragover", true), ("dragleave", false)] {
        EventListener::new_with_options(&body, event, EventListenerOptions::enable_prevent_default(), move |e| {
            e.prevent_default();
            let _ = dom::document().body().map(|b| b.class_list().toggle_with_force("dropping", dropping));
        })
        .forget();
    }
    EventListener::new_with_options(&body, "drop", EventListenerOptions::enable_prevent_default(), |e| {
        e.prevent_default();
        let _ = dom::document().body().map(|b| b.class_list().remove_1("dropping"));
        let file = e.unchecked_ref::<DragEvent>().data_transfer().and_then(|d| d.files()).and_then(|f| f.get(0));
        if let Some(file) = file {
            read_file(file, |text| {
                with_app(|app| app.import(&text));
            });
        }
    })
    .forget();

    let canvas = el("board");
    EventListener::new(&canvas, "pointerdown", |e| {
        let e = e.unchecked_ref::<PointerEvent>();
        if e.button() == 0 {
            with_app(|app| {
                if app.view.is_none() {
                    if let Some(s) = &mut app.screen {
                        s.pointer_down(e.offset_x() as f64, e.offset_y() as f64);
                    }
                }
                app.redraw();
            });
        }
    })
    .forget();
    EventListener::new(&canvas, "pointermove", |e| {
        let e = e.unchecked_ref::<PointerEvent>();
        with_app(|app| {
            if app.screen.as_mut().is_some_and(|s| s.pointer_move(e.offset_x() as f64, e.offset_y() as f64)) {
                app.redraw();
            }
        });
    })
    .forget();
    EventListener::new(&canvas, "pointerup", |e| {
        let e = e.unchecked_ref::<PointerEvent>();
        if e.button() == 0 {
            with_app(|app| {
                if app.view.is_some() {
                    return;
                }
                let said = app.screen.as_mut().and_then(|s| s.pointer_up(e.offset_x() as f64, e.offset_y() as f64));
                if let Some(said) = said {
                    announce(&screens::sentence(said));
                }
                app.refresh();
            });
        }
    })
    .forget();
    EventListener::new_with_options(&canvas, "contextmenu", EventListenerOptions::enable_prevent_default(), |e| {
        e.prevent_default();
        with_app(|app| {
            if let Some(s) = &mut app.screen {
                s.back();
            }
            app.refresh();
        });
    })
    .forget();
    EventListener::new_with_options(&dom::document(), "keydown", EventListenerOptions::enable_prevent_default(), |e| {
        let e = e.unchecked_ref::<KeyboardEvent>();
        // Keys typed into a form control (or Enter on a focused button) belong to it.
        let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
        let tag = target.as_ref().map(|t| t.tag_name()).unwrap_or_default();
        let target_id = target.map(|t| t.id()).unwrap_or_default();
        let typing = matches!(tag.as_str(), "INPUT" | "SELECT" | "TEXTAREA") || (tag == "BUTTON" && matches!(e.key().as_str(), "Enter" | " "));
        if typing && !e.ctrl_key() && !e.meta_key() && e.key() != "Escape" {
            return;
        }
        if with_app(|app| app.key(&e.key(), e.ctrl_key() || e.meta_key(), &target_id)).unwrap_or(false) {
            e.prevent_default();
        }
    })
    .forget();
    EventListener::new(&dom::window(), "resize", |_| {
        with_app(|app| {
            if app.canvas.resize() {
                app.redraw();
            }
        });
    })
    .forget();
    EventListener::new(&dom::window(), "message", |e| {
        let e = e.unchecked_ref::<web_sys::MessageEvent>();
        let (origin, data) = (e.origin(), e.data());
        with_app(|app| app.host_message(&origin, &data));
    })
    .forget();
    on("btn-embed", "click", |app| {
        let Some(s) = &app.screen else { return };
        let base = dom::window().location().href().unwrap_or_default();
        let base = base.split(['#', '?']).next().unwrap_or("").to_string();
        let origin = dom::window().location().origin().unwrap_or_default();
        let snippet = format!(
            "<iframe src=\"{base}?embed=1&amp;origins={}{}\" width=\"480\" height=\"640\" style=\"border:0\" title=\"{} on gboards\" loading=\"lazy\"></iframe>",
            escape(&origin), persist::hash_for(s.game(), app.view.as_ref().map(|v| v.0)), display_name(s.game().game())
        );
        by_id::<HtmlTextAreaElement>("embed-text").set_value(&snippet);
        let _ = by_id::<HtmlDialogElement>("embed-dialog").show_modal();
    });
    on("btn-embed-copy", "click", |_| {
        persist::copy_to_clipboard(&by_id::<HtmlTextAreaElement>("embed-text").value());
        by_id::<HtmlDialogElement>("embed-dialog").close();
        notice("Embed code copied.");
    });
    on("btn-embed-close", "click", |_| by_id::<HtmlDialogElement>("embed-dialog").close());
    EventListener::new(&dom::window(), "hashchange", |_| {
        with_app(|app| {
            let hash = dom::window().location().hash().unwrap_or_default();
            let current = app.screen.as_ref().map(|s| persist::hash_for(s.game(), app.view.as_ref().map(|v| v.0)));
            if current.as_deref() != Some(hash.as_str()) {
                app.open_from_hash_or_lobby();
            }
        });
    })
    .forget();
}

fn form_field(form: &str, name: &str) -> Option<web_sys::Element> {
    dom::document().query_selector(&format!("#{form} [name={name}]")).ok().flatten()
}

fn form_checked(form: &str, name: &str) -> bool {
    form_field(form, name).and_then(|e| e.dyn_into::<HtmlInputElement>().ok()).is_some_and(|i| i.checked())
}

/// The value of a select or text input of a lobby form ("" if absent).
fn form_value(form: &str, name: &str) -> String {
    let Some(e) = form_field(form, name) else { return String::new() };
    match e.dyn_into::<HtmlSelectElement>() {
        Ok(s) => s.value(),
        Err(e) => e.dyn_into::<HtmlInputElement>().map(|i| i.value()).unwrap_or_default(),
    }
}

/// Table Gype options from the lobby form, or a message saying what to fix.
fn read_gype_options() -> Result<Vec<(String, String)>, String> {
    const F: &str = "opts-gype";
    let players: usize = form_value(F, "players").parse().unwrap_or(2);
    let seats: String = ["S", "W", "N", "E"].into_iter().filter(|s| form_checked(F, &format!("seat{s}"))).collect();
    if seats.len() != players {
        return Err(format!("Tick {players} seats for {players} players (ticked: {}).", seats.len()));
    }
    let on_off = |b: bool| if b { "on" } else { "off" }.to_string();
    let first = match form_value(F, "first").as_str() {
        "random" => {
            let i = (random_seed() % seats.len() as u64) as usize;
            seats[i..i + 1].to_string()
        }
        f if seats.contains(f) && !f.is_empty() => f.to_string(),
        _ => seats[..1].to_string(),
    };
    let mut opts = vec![("seats".to_string(), seats), ("first".to_string(), first)];
    opts.push(("rolls".into(), on_off(form_checked(F, "rolls"))));
    opts.push(("reroll_ears".into(), on_off(form_checked(F, "reroll_ears"))));
    opts.push(("setup".into(), on_off(form_checked(F, "setup"))));
    opts.push(("chaos".into(), on_off(form_checked(F, "chaos"))));
    for key in ["start", "return_home", "hat_pass", "block_turns"] {
        opts.push((key.into(), form_value(F, key)));
    }
    Ok(opts)
}

/// Shows the lobby's Table Gype player choice of each ticked seat, and hides the others.
fn show_gype_player_choices() {
    for side in ["S", "W", "N", "E"] {
        let ticked = form_checked("opts-gype", &format!("seat{side}"));
        if let Some(label) = form_field("opts-gype", &format!("player{side}")).and_then(|e| e.parent_element()) {
            let _ = label.toggle_attribute_with_force("hidden", !ticked);
        }
    }
}

/// The seed for a new game: `?seed=N` in the page URL replays a known game, else random.
fn lobby_seed() -> u64 {
    let search = dom::window().location().search().unwrap_or_default();
    let given = search.trim_start_matches('?').split('&').find_map(|kv| kv.strip_prefix("seed=")?.parse::<u64>().ok());
    given.filter(|&s| s < 1 << 53).unwrap_or_else(random_seed)
}

fn read_gyges_options() -> Vec<(String, String)> {
    let field = |name: &str| dom::document().query_selector(&format!("#opts-gyges [name={name}]")).ok().flatten();
    let checked = |name: &str| field(name).and_then(|e| e.dyn_into::<HtmlInputElement>().ok()).map(|i| i.checked()).unwrap_or(false);
    let mut opts = Vec::new();
    if checked("replace") {
        opts.push(("replace".into(), "on".into()));
    }
    if checked("return_to_start") {
        opts.push(("return_to_start".into(), "allow".into()));
    }
    if checked("repetition") {
        opts.push(("repetition".into(), "on".into()));
    }
    if let Some(select) = field("setup").and_then(|e| e.dyn_into::<HtmlSelectElement>().ok()) {
        opts.push(("setup".into(), select.value()));
    }
    opts
}

/// The named fields of a lobby form as (name, value): ticked checkboxes, selects, filled inputs.
fn form_values(form: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let Ok(nodes) = dom::document().query_selector_all(&format!("#{form} [name]")) else { return out };
    for i in 0..nodes.length() {
        let Some(node) = nodes.item(i) else { continue };
        if let Some(input) = node.dyn_ref::<HtmlInputElement>() {
            if input.type_() == "checkbox" {
                if input.checked() {
                    out.push((input.name(), "on".into()));
                }
            } else if !input.value().is_empty() {
                out.push((input.name(), input.value()));
            }
        } else if let Some(select) = node.dyn_ref::<HtmlSelectElement>() {
            out.push((select.name(), select.value()));
        }
    }
    out
}

/// GIPF options; the potential counts (`pot_t`..`pot_y`) make one `potentials` mix.
fn read_gipf_options() -> Vec<(String, String)> {
    let mut opts = Vec::new();
    let mut mix = String::new();
    for (name, value) in form_values("opts-gipf") {
        if name.starts_with("player") {
            continue;
        }
        match name.strip_prefix("pot_") {
            Some(letter) if value != "0" => mix.push_str(&format!("{letter}{value}")),
            Some(_) => {}
            None => opts.push((name, value)),
        }
    }
    if !mix.is_empty() {
        opts.push(("potentials".into(), mix));
    }
    opts
}

fn open_import_dialog() {
    set_hidden("import-error", true);
    let _ = by_id::<HtmlDialogElement>("import-dialog").show_modal();
}

/// Reads a dropped or chosen file as text (at most 1 MB).
fn read_file(file: web_sys::File, done: impl FnOnce(String) + 'static) {
    if file.size() > 1_048_576.0 {
        show_error("That file is too large to be a game record.");
        return;
    }
    let cb = Closure::once(move |text: JsValue| done(text.as_string().unwrap_or_default()));
    let _ = file.text().then(&cb);
    cb.forget();
}

/// A fresh random seed for a new game, exact as a JS number.
pub fn random_seed() -> u64 {
    let mut b = [0u8; 8];
    if getrandom::fill(&mut b).is_err() {
        return (js_sys::Math::random() * 9.0e15) as u64;
    }
    u64::from_le_bytes(b) >> 11
}

fn show_error(message: &str) {
    set_text("error", message);
    set_hidden("error", false);
}

fn notice(message: &str) {
    set_text("notice", message);
    set_hidden("notice", false);
    announce(message);
}

fn outcome_text(screen: &dyn Screen, o: &Outcome) -> String {
    match o {
        Outcome::Win(s) => format!("{} wins!", screen.seat_name(*s)),
        Outcome::Draw => "Draw.".into(),
    }
}

#[derive(Clone, Copy)]
enum Step {
    First,
    Prev,
    Next,
    Last,
}

impl App {
    /// Shows a game's screen in place of the lobby, optionally at a past ply.
    pub fn open(&mut self, screen: Box<dyn Screen>, ply: Option<usize>) {
        self.stop_computer();
        self.paused = false;
        self.save_id = format!("{:x}", random_seed());
        self.posted = (screen.game().len(), matches!(screen.game().status(), Status::Over(_)));
        // Against the computer, the human's side is at the bottom.
        let players = screen.game().players();
        self.flipped = players.len() == 2 && players[0] != "human" && players[1] == "human";
        self.screen = Some(screen);
        self.view = None;
        self.banner_closed = false;
        self.set_flipped(self.flipped);
        self.build_players_panel();
        for id in ["error", "notice", "lobby", "lobby-error"] {
            set_hidden(id, true);
        }
        set_hidden("play", false);
        self.canvas.resize();
        if let Some(p) = ply {
            self.show_ply(p);
        } else {
            self.refresh();
        }
        let _ = el("board").focus();
        announce("Game started.");
    }

    fn open_game(&mut self, game: Box<dyn AnyMatch>, ply: Option<usize>) {
        self.open(screens::open(game), ply);
    }

    fn open_from_hash_or_lobby(&mut self) {
        let hash = dom::window().location().hash().unwrap_or_default();
        match persist::game_from_hash(&hash) {
            Some(Ok((game, ply))) => self.open_game(game, ply),
            None if self.embed.enabled && self.embed.game.is_some() => {
                let game = self.embed.game.clone().unwrap_or_default();
                let options = self.embed.options.clone();
                if let Err(message) = self.load_position(&game, None, &options) {
                    self.show_lobby();
                    set_text("lobby-error", &message);
                    set_hidden("lobby-error", false);
                }
            }
            Some(Err(message)) => {
                self.show_lobby();
                set_text("lobby-error", &message);
                set_hidden("lobby-error", false);
            }
            None => self.show_lobby(),
        }
    }

    fn show_rules(&self, game: &str) {
        let body = el("rules-body");
        body.set_inner_html(crate::rules::html(game));
        crate::rules::draw_diagrams(&body, if self.dark { &render::DARK } else { &render::LIGHT });
    }

    /// Starts a game from a name, an optional position string and options (`k=v k=v`).
    fn load_position(&mut self, game: &str, position: Option<&str>, options: &str) -> Result<(), String> {
        let game = engine::any::match_from_fields(game, position, options, random_seed()).map_err(|e| e.to_string())?;
        self.open_game(game, None);
        Ok(())
    }

    /// A message from the page embedding this one; ignored unless its origin is allowed.
    fn host_message(&mut self, origin: &str, data: &JsValue) {
        if !self.embed.enabled || !self.embed.allows(origin) {
            return;
        }
        let result = match embed::parse_message(data) {
            Ok(HostMessage::LoadRecord(text)) => match_from_record(&text).map(|g| self.open_game(g, None)).map_err(|e| e.to_string()),
            Ok(HostMessage::LoadPosition { game, position, options }) => self.load_position(&game, Some(&position), &options),
            Ok(HostMessage::SetOrientation(flipped)) => {
                self.set_flipped(flipped);
                self.redraw();
                Ok(())
            }
            Err(e) => Err(e),
        };
        if let Err(message) = result {
            self.embed.post("error", &[("message", message.into())]);
        }
    }

    /// Tells the host about new moves and the end of the game.
    fn post_events(&mut self) {
        let Some(s) = &self.screen else { return };
        let game = s.game();
        let len = game.len();
        if len > self.posted.0 {
            sound::play(if matches!(game.status(), Status::Over(Outcome::Win(_))) { Cue::Win } else { s.cue(len - 1) });
            let texts = game.action_texts();
            let last = texts.last().cloned().unwrap_or_default();
            self.embed.post("move", &[("move", last.into()), ("ply", (len as f64).into()), ("position", game.position_string().into())]);
        }
        let over = matches!(game.status(), Status::Over(_));
        if over && !self.posted.1 {
            let (winner, draw) = match game.status() {
                Status::Over(Outcome::Win(w)) => (JsValue::from(w as f64), false),
                _ => (JsValue::NULL, true),
            };
            let name = match game.status() {
                Status::Over(Outcome::Win(w)) => s.seat_name(w).into(),
                _ => JsValue::NULL,
            };
            self.embed.post("gameover", &[("winner", winner), ("winnerName", name), ("draw", draw.into())]);
        }
        self.posted = (len, over);
    }

    fn show_lobby(&mut self) {
        self.stop_computer();
        self.screen = None;
        self.view = None;
        set_hidden("play", true);
        set_hidden("banner", true);
        set_hidden("lobby", false);
        persist::clear_hash();
        self.list_saved_games();
    }

    /// Lists autosaved games in the lobby; saves that do not load are reported and set aside.
    fn list_saved_games(&mut self) {
        let list = el("saved-list");
        list.set_inner_html("");
        let saves = persist::saved_games();
        set_hidden("saved", saves.is_empty());
        let doc = dom::document();
        for save in saves {
            let Ok(li) = doc.create_element("li") else { continue };
            let date = save.saved_at.get(..16).unwrap_or(&save.saved_at).replace('T', " ");
            match &save.game {
                Ok(game) => {
                    let players = screens::open(game.boxed_clone()).players();
                    let state = match game.status() {
                        Status::Over(_) => "finished",
                        _ => "in progress",
                    };
                    li.set_inner_html(&format!(
                        "<span>{} · {} · {} moves · {} · {}</span><button type=\"button\" data-resume>Resume</button><button type=\"button\" data-forget aria-label=\"Delete this save\">✕</button>",
                        escape(&display_name(game.game())), escape(&players), game.len(), state, escape(&date)
                    ));
                }
                Err(message) => {
                    li.set_class_name("broken");
                    li.set_inner_html(&format!("<span>A saved game could not be read and was set aside: {}</span>", escape(message)));
                    persist::set_aside(&save.key);
                }
            }
            let key = save.key.clone();
            EventListener::new(&li, "click", move |e| {
                let button = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                let Some(button) = button else { return };
                if button.has_attribute("data-resume") {
                    let text = dom::local_storage().and_then(|s| s.get_item(&key).ok().flatten()).unwrap_or_default();
                    with_app(|app| match match_from_record(&text) {
                        Ok(game) => {
                            app.open_game(game, None);
                            app.save_id = key.trim_start_matches("gboards.game.").to_string();
                        }
                        Err(e) => {
                            set_text("lobby-error", &format!("That save could not be read: {e}"));
                            set_hidden("lobby-error", false);
                        }
                    });
                } else if button.has_attribute("data-forget") {
                    persist::forget(&key);
                    with_app(|app| app.list_saved_games());
                }
            })
            .forget();
            let _ = list.append_child(&li);
        }
    }

    /// Takes back the last move; against the computer, back to the last human's turn (the
    /// computer's reply goes too). Dice are never re-rolled: chance comes from the seed.
    fn undo(&mut self) {
        self.view = None;
        self.stop_computer();
        let Some(s) = &mut self.screen else { return };
        let game = s.game_mut();
        let mut undone = false;
        while game.undo() {
            undone = true;
            if human_to_act(game) || !has_human(game) {
                break;
            }
        }
        if undone {
            s.reset_input();
            self.banner_closed = false;
            announce("Move taken back.");
            // With no human seat, undo steps a demo back and pauses it there.
            if !has_human(s.game()) {
                self.paused = true;
            }
        }
        self.refresh();
    }

    fn redo(&mut self) {
        self.view = None;
        self.stop_computer();
        let Some(s) = &mut self.screen else { return };
        let game = s.game_mut();
        let mut redone = false;
        while game.redo() {
            redone = true;
            if human_to_act(game) || !has_human(game) {
                break;
            }
        }
        if redone {
            s.reset_input();
            announce("Move replayed.");
        }
        self.refresh();
    }

    /// Turns the board round (for the screens that can), the replay view too; the caller redraws.
    fn set_flipped(&mut self, flipped: bool) {
        self.flipped = flipped;
        if let Some(s) = &mut self.screen {
            s.set_flipped(flipped);
            set_hidden("btn-flip", !s.flippable());
            let _ = el("btn-flip").set_attribute("aria-pressed", if flipped { "true" } else { "false" });
        }
        if let Some((_, v)) = &mut self.view {
            v.set_flipped(flipped);
        }
    }

    /// Cancels any search and any computer move waiting to be shown.
    fn stop_computer(&mut self) {
        self.computer.cancel();
        self.due = None;
    }

    /// Rebuilds the side panel's seat choices for the current game.
    fn build_players_panel(&mut self) {
        let Some(s) = &self.screen else { return };
        let players = s.game().players();
        let mut html = String::new();
        for (seat, who) in players.iter().enumerate() {
            let name = escape(&s.seat_name(seat as u8));
            let options: String = SEAT_CHOICES
                .iter()
                .map(|(v, label)| format!("<option value=\"{v}\"{}>{label}</option>", if v == who { " selected" } else { "" }))
                .collect();
            html += &format!("<label for=\"seat-{seat}\">{name}</label><select id=\"seat-{seat}\" data-seat=\"{seat}\" aria-label=\"{name} is played by\">{options}</select>");
        }
        el("players-list").set_inner_html(&html);
        if players.iter().any(|p| p != "human") {
            let _ = el("players-panel").set_attribute("open", "");
        }
    }

    /// A seat's player changed in the side panel.
    fn set_player(&mut self, seat: Option<usize>, who: &str) {
        let Some(s) = &mut self.screen else { return };
        let Some(seat) = seat else { return };
        let mut players = s.game().players();
        let Some(slot) = players.get_mut(seat) else { return };
        *slot = who.to_string();
        if let Err(e) = s.game_mut().set_players(players) {
            show_error(&e.to_string());
            self.build_players_panel();
            return;
        }
        announce(&format!("{} is now played by {}.", s.seat_name(seat as u8), seat_label(who)));
        self.stop_computer();
        self.refresh();
    }

    /// Starts the computer's search when a computer seat is to act.
    fn drive_computer(&mut self) {
        let Some(s) = &self.screen else { return };
        let game = s.game();
        let Status::Turn(seat) = game.status() else { return };
        let level = game.players().get(seat as usize).cloned().unwrap_or_default();
        let len = game.len();
        if level == "human" || self.paused || self.view.is_some() || self.due.as_ref().is_some_and(|d| d.0 == len) {
            return;
        }
        if self.computer.pending().is_some_and(|p| p.purpose == Purpose::Move && p.len == len) {
            return;
        }
        if let Err(e) = self.computer.ask(&game.record_text(), &level, len, Purpose::Move) {
            self.computer_failed(&e);
        }
    }

    /// For `uiState()`: whether the computer is busy (thinking or about to move), the hint on
    /// show, and whether computer seats are paused.
    pub fn computer_state(&self) -> (bool, Option<String>, bool) {
        (self.computer.pending().is_some() || self.due.is_some(), self.hint.as_ref().map(|h| h.1.clone()), self.paused)
    }

    /// Asks for the move the Hard level would play for the human to act.
    fn ask_hint(&mut self) {
        let Some(s) = &self.screen else { return };
        let game = s.game();
        if self.view.is_some() || !human_to_act(game) {
            return;
        }
        let len = game.len();
        if self.hint.as_ref().is_some_and(|h| h.0 == len) {
            return;
        }
        match self.computer.ask(&game.record_text(), HINT_LEVEL, len, Purpose::Hint) {
            Ok(()) => announce("Looking for a good move…"),
            Err(e) => self.computer_failed(&e),
        }
        self.refresh();
    }

    /// A message from the search worker.
    pub fn computer_message(&mut self, data: &JsValue) {
        let Some(answer) = self.computer.receive(data) else { return };
        let Some(s) = &mut self.screen else { return };
        let len = s.game().len();
        if answer.pending.len != len {
            self.refresh();
            return;
        }
        match (answer.pending.purpose, answer.action) {
            (_, Err(e)) => self.computer_failed(&e),
            (_, Ok(None)) => self.refresh(),
            (Purpose::Hint, Ok(Some(action))) => {
                s.set_hint(Some(&action));
                announce(&format!("Hint: {action}"));
                self.hint = Some((len, action));
                self.refresh();
            }
            (Purpose::Move, Ok(Some(action))) => {
                // Show each computer move for at least the chosen time, so a fast search
                // does not make the board jump.
                let wait = speed_ms() - (dom::now_ms() - answer.pending.asked_ms);
                self.due = Some((len, action));
                after_ms(wait.max(0.0), |app| app.play_due());
                self.refresh();
            }
        }
    }

    /// Plays the computer move waiting to be shown, once the last move's animation is over.
    fn play_due(&mut self) {
        let Some(s) = &mut self.screen else { return };
        let Some((len, action)) = self.due.clone() else { return };
        if len != s.game().len() || self.view.is_some() {
            self.due = None;
            return;
        }
        if s.animating() {
            after_ms(60.0, |app| app.play_due());
            return;
        }
        self.due = None;
        match s.play_computer(&action) {
            Ok(said) => announce(&said),
            Err(e) => {
                self.computer_failed(&format!("The computer's move '{action}' did not play: {e}"));
                return;
            }
        }
        self.refresh();
    }

    /// The worker failed: say so and pause the computer seats, leaving the game as it was.
    pub fn computer_failed(&mut self, message: &str) {
        self.computer.reset();
        self.due = None;
        self.paused = true;
        show_error(message);
        self.refresh();
    }

    /// The thinking indicator, the hint line and the computer controls.
    fn show_computer_state(&mut self) {
        let Some(s) = &mut self.screen else { return };
        let len = s.game().len();
        if self.hint.as_ref().is_some_and(|h| h.0 != len) || self.view.is_some() {
            self.hint = None;
            s.set_hint(None);
        }
        let game = s.game();
        let players = game.players();
        let any_computer = players.iter().any(|p| p != "human");
        let pending = self.computer.pending().cloned();
        let thinking = match (&pending, &self.due) {
            (Some(p), _) if p.purpose == Purpose::Move => match game.status() {
                Status::Turn(seat) => Some(format!("{} ({}) is thinking…", s.seat_name(seat), p.level)),
                _ => None,
            },
            (Some(_), _) => Some("Looking for a hint…".to_string()),
            (None, Some(_)) => match game.status() {
                Status::Turn(seat) => Some(format!("{} is moving…", s.seat_name(seat))),
                _ => None,
            },
            _ => None,
        };
        set_text("thinking-text", thinking.as_deref().unwrap_or(""));
        set_hidden("thinking", thinking.is_none() || self.view.is_some());
        match &self.hint {
            Some((_, action)) => set_text("hint", &format!("Hint: {action}")),
            None => set_text("hint", ""),
        }
        set_hidden("hint", self.hint.is_none());
        let over = matches!(game.status(), Status::Over(_));
        set_disabled("btn-hint", self.view.is_some() || over || !human_to_act(game) || pending.is_some());
        set_hidden("btn-pause", !any_computer);
        set_text("btn-pause", if self.paused { "Resume" } else { "Pause" });
        let _ = el("btn-pause").set_attribute("aria-pressed", if self.paused { "true" } else { "false" });
    }

    /// Plays a typed move; returns whether it was played.
    fn play_text(&mut self, text: &str) -> bool {
        if self.view.is_some() {
            show_error("You are looking at an earlier position: go to the latest move, or take over from here.");
            return false;
        }
        let Some(s) = &mut self.screen else { return false };
        let played = match s.play_text(text) {
            Ok(said) => {
                set_hidden("error", true);
                announce(&said);
                true
            }
            Err(e) => {
                show_error(&e.to_string());
                false
            }
        };
        self.refresh();
        played
    }

    fn key(&mut self, key: &str, ctrl: bool, target_id: &str) -> bool {
        if self.screen.is_none() {
            return false;
        }
        match (key, ctrl) {
            ("z", true) => self.undo(),
            ("y", true) => self.redo(),
            // Other shortcuts with Ctrl or Cmd (reload, find...) belong to the browser.
            (_, true) => return false,
            ("Home", _) => self.step_view(Step::First),
            ("End", _) => self.step_view(Step::Last),
            ("ArrowLeft" | "ArrowUp", _) if target_id == "moves" => self.step_view(Step::Prev),
            ("ArrowRight" | "ArrowDown", _) if target_id == "moves" => self.step_view(Step::Next),
            _ if self.view.is_some() => return false,
            ("Escape", _) => {
                self.screen.as_mut().map(|s| s.cancel());
                self.refresh();
            }
            ("Backspace", false) => {
                self.screen.as_mut().map(|s| s.back());
                self.refresh();
            }
            _ => {
                let Some(s) = &mut self.screen else { return false };
                match s.key(key) {
                    // H asks for a hint unless the screen uses the letter (a face picker).
                    KeyOutcome::Ignored if matches!(key, "h" | "H") => self.ask_hint(),
                    KeyOutcome::Ignored if matches!(key, "f" | "F") => {
                        self.set_flipped(!self.flipped);
                        self.redraw();
                    }
                    KeyOutcome::Ignored => return false,
                    KeyOutcome::Handled => {
                        if let Some(text) = key.starts_with("Arrow").then(|| s.cursor_text()).flatten() {
                            announce(&text);
                        }
                        self.redraw();
                    }
                    KeyOutcome::Played(said) => {
                        announce(&screens::sentence(said));
                        self.refresh();
                    }
                }
            }
        }
        true
    }

    /// Shows the position after `ply` actions; the latest ply returns to live play.
    fn show_ply(&mut self, ply: usize) {
        let Some(s) = &self.screen else { return };
        let len = s.game().len();
        if ply >= len {
            self.view = None;
        } else {
            let mut game = s.game().boxed_clone();
            game.truncate(ply);
            let mut view = screens::open(game);
            view.set_flipped(self.flipped);
            self.view = Some((ply, view));
            announce(&format!("Showing the position after move {ply} of {len}."));
        }
        self.refresh();
    }

    fn step_view(&mut self, step: Step) {
        let Some(s) = &self.screen else { return };
        let len = s.game().len();
        let cur = self.view.as_ref().map(|v| v.0).unwrap_or(len);
        let ply = match step {
            Step::First => 0,
            Step::Prev => cur.saturating_sub(1),
            Step::Next => cur + 1,
            Step::Last => len,
        };
        self.show_ply(ply);
    }

    /// Continues the game from the position being viewed, dropping the later moves.
    fn take_over(&mut self) {
        let Some((ply, _)) = self.view.take() else { return };
        self.stop_computer();
        if let Some(s) = &mut self.screen {
            s.game_mut().truncate(ply);
            s.reset_input();
            self.banner_closed = false;
            announce("Playing on from here; the later moves were dropped.");
        }
        self.refresh();
    }

    fn share(&mut self, message: &str) {
        let Some(s) = &self.screen else { return };
        let link = persist::link_for(s.game(), self.view.as_ref().map(|v| v.0));
        persist::copy_to_clipboard(&link);
        notice(message);
    }

    fn export(&mut self) {
        let Some(s) = &self.screen else { return };
        let text = s.game().record_text();
        persist::copy_to_clipboard(&text);
        persist::download(&format!("{}-{}.txt", s.game().game(), self.save_id), &text);
        notice("Record downloaded and copied.");
    }

    /// Opens a pasted or dropped record; a bad one leaves the current game untouched.
    fn import(&mut self, text: &str) {
        match match_from_record(text) {
            Ok(game) => {
                by_id::<HtmlDialogElement>("import-dialog").close();
                self.open_game(game, None);
                notice("Record opened.");
            }
            Err(e) => {
                let message = format!("That record could not be opened: {e}");
                set_text("import-error", &message);
                set_hidden("import-error", false);
                if !by_id::<HtmlDialogElement>("import-dialog").open() {
                    show_error(&message);
                    if self.screen.is_none() {
                        set_text("lobby-error", &message);
                        set_hidden("lobby-error", false);
                    }
                }
            }
        }
    }

    /// Updates the side panel from the screen, saves the game, and redraws.
    pub fn refresh(&mut self) {
        let Some(s) = &self.screen else { return };
        let game = s.game();
        let shown: &dyn Screen = self.view.as_ref().map(|v| v.1.as_ref()).unwrap_or(s.as_ref());
        set_text("status", &match shown.game().status() {
            Status::Over(o) => outcome_text(shown, &o),
            _ if self.view.is_some() => "Looking at an earlier position.".into(),
            _ => s.status_text(),
        });
        set_disabled("btn-undo", !game.can_undo());
        set_disabled("btn-redo", !game.can_redo());
        set_hidden("btn-pass", self.view.is_some() || s.only_pass().is_none());
        set_disabled("btn-cancel", !s.input_active());
        let len = game.len();
        let at = self.view.as_ref().map(|v| v.0).unwrap_or(len);
        set_disabled("btn-first", at == 0);
        set_disabled("btn-prev", at == 0);
        set_disabled("btn-next", at >= len);
        set_disabled("btn-last", at >= len);
        set_hidden("viewing", self.view.is_none());
        set_text("viewing-text", &format!("After move {at} of {len}."));
        let buttons: String = s
            .buttons()
            .iter()
            .map(|b| {
                format!(
                    "<button type=\"button\" data-id=\"{}\"{}{}>{}</button>",
                    escape(&b.id),
                    if b.primary { " class=\"primary\"" } else { "" },
                    if b.enabled { "" } else { " disabled" },
                    escape(&b.label)
                )
            })
            .collect();
        let holder = el("screen-buttons");
        if holder.inner_html() != buttons {
            holder.set_inner_html(&buttons);
        }
        set_hidden("screen-buttons", self.view.is_some() || buttons.is_empty());
        let notice = s.notice();
        set_text("board-notice", notice.as_deref().unwrap_or(""));
        set_hidden("board-notice", notice.is_none());

        let list = el("moves");
        let texts = game.action_texts();
        let html: String = texts
            .iter()
            .enumerate()
            .map(|(i, t)| format!("<li data-ply=\"{}\"{}>{}</li>", i + 1, if i + 1 == at { " class=\"current\" aria-current=\"step\"" } else { "" }, escape(t)))
            .collect();
        list.set_inner_html(&html);
        if self.view.is_none() {
            list.set_scroll_top(list.scroll_height());
        }

        match game.status() {
            Status::Over(o) if !self.banner_closed && self.view.is_none() => {
                set_text("banner-text", &outcome_text(s.as_ref(), &o));
                let lines: String = s.outcome_lines().iter().map(|l| format!("<li>{}</li>", escape(l))).collect();
                el("banner-detail").set_inner_html(&lines);
                set_hidden("banner", false);
            }
            _ => set_hidden("banner", true),
        }
        if !self.embed.enabled {
            persist::autosave(&self.save_id, game);
            if let Some((key, record)) = s.side_save() {
                persist::save_side(&key, &record);
            }
        }
        self.post_events();
        let Some(game) = self.screen.as_ref().map(|s| s.game()) else { return };
        persist::set_hash(&persist::hash_for(game, self.view.as_ref().map(|v| v.0)));
        self.drive_computer();
        self.show_computer_state();
        self.redraw();
    }

    /// Times `n` full redraws of the board (for the benchmark script).
    pub fn time_redraws(&mut self, n: usize) -> Option<Vec<f64>> {
        let theme = if self.dark { &render::DARK } else { &render::LIGHT };
        let screen = self.screen.as_mut()?;
        Some(
            (0..n)
                .map(|_| {
                    let t = dom::now_ms();
                    screen.draw(&self.canvas, theme);
                    // Reading a pixel makes the browser rasterize now, so the time is the whole cost.
                    let _ = self.canvas.ctx.get_image_data(0.0, 0.0, 1.0, 1.0);
                    dom::now_ms() - t
                })
                .collect(),
        )
    }

    /// Draws the board now, and again each frame while the screen animates.
    pub fn redraw(&mut self) {
        let theme = if self.dark { &render::DARK } else { &render::LIGHT };
        let screen = match (&mut self.view, &mut self.screen) {
            (Some((_, v)), _) => v,
            (None, Some(s)) => s,
            (None, None) => return,
        };
        let animating = screen.draw(&self.canvas, theme);
        if !self.painted {
            // Time to first board paint, read by the benchmark script.
            self.painted = true;
            let _ = js_sys::Reflect::set(&dom::window(), &"gboardsFirstPaint".into(), &dom::now_ms().into());
        }
        if animating && !self.frame_pending {
            self.frame_pending = true;
            let cb = Closure::once_into_js(|| {
                with_app(|app| {
                    app.frame_pending = false;
                    app.redraw();
                });
            });
            let _ = dom::window().request_animation_frame(cb.unchecked_ref());
        }
    }
}

/// The speeds offered for computer moves (milliseconds each move is shown at least).
const SPEEDS: [&str; 3] = ["0", "700", "1600"];

fn speed_ms() -> f64 {
    // Parsed as an integer: parsing a float would link a large table into the page's wasm.
    by_id::<HtmlSelectElement>("ai-speed").value().parse::<u32>().unwrap_or(700) as f64
}

/// Runs `f` on the app after `ms` milliseconds.
fn after_ms(ms: f64, f: impl FnOnce(&mut App) + 'static) {
    gloo::timers::callback::Timeout::new(ms.round() as u32, move || {
        with_app(f);
    })
    .forget();
}

fn has_human(game: &dyn AnyMatch) -> bool {
    game.players().iter().any(|p| p == "human")
}

/// Whether a human seat acts now.
fn human_to_act(game: &dyn AnyMatch) -> bool {
    match game.status() {
        Status::Turn(seat) => game.players().get(seat as usize).is_some_and(|p| p == "human"),
        _ => false,
    }
}

fn seat_label(who: &str) -> &'static str {
    SEAT_CHOICES.iter().find(|(v, _)| *v == who).map(|(_, l)| *l).unwrap_or("Human")
}

pub fn display_name(game: &str) -> String {
    match game {
        "gyges" => "Gygès",
        "gype" => "Table Gype",
        "gipf" => "GIPF",
        other => other,
    }
    .to_string()
}

pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
