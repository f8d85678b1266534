//! The DOM shell: lobby, board view, side panel and the event wiring. It holds the current
//! game's screen and redraws the canvas when the screen changes.

use crate::dom::{self, announce, by_id, el, set_disabled, set_hidden, set_text};
use crate::render::{self, Canvas};
use crate::screens::{gipf::GipfScreen, gyges::GygesScreen, Screen};
use engine::game::{Game, Outcome, Status};
use engine::Match;
use gloo::events::{EventListener, EventListenerOptions};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, HtmlInputElement, HtmlSelectElement, KeyboardEvent, PointerEvent};

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
    frame_pending: bool,
    banner_closed: bool,
}

pub fn start() {
    let canvas = Canvas::new(by_id::<HtmlCanvasElement>("board"));
    let dark = initial_dark();
    APP.with(|a| *a.borrow_mut() = Some(App { canvas, dark, screen: None, frame_pending: false, banner_closed: false }));
    apply_theme(dark);
    wire_events();
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
            Ok(opts) => app.open(Box::new(GygesScreen::new(Match::new(&opts, random_seed())))),
            Err(e) => show_error(&e.to_string()),
        }
    });
    on("start-gipf", "click", |app| {
        let options = read_gipf_options();
        match engine::gipf::Position::parse_options(&options) {
            Ok(opts) => app.open(Box::new(GipfScreen::new(Match::new(&opts, random_seed())))),
            Err(e) => show_error(&e.to_string()),
        }
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
        let Some(screen) = &mut app.screen else { return };
        if let Some(pass) = screen.only_pass() {
            match screen.game_mut().play_text(&pass) {
                Ok(_) => announce(&format!("{} passes.", screen.seat_name(to_move(screen.as_ref())))),
                Err(e) => show_error(&e.to_string()),
            }
            screen.reset_input();
        }
        app.refresh();
    });
    on("btn-theme", "click", |app| {
        app.dark = !app.dark;
        apply_theme(app.dark);
        if let Some(s) = dom::local_storage() {
            let _ = s.set_item("gboards.theme", if app.dark { "dark" } else { "light" });
        }
        app.redraw();
    });

    let canvas = el("board");
    EventListener::new(&canvas, "pointerdown", |e| {
        let e = e.unchecked_ref::<PointerEvent>();
        if e.button() == 0 {
            with_app(|app| {
                if let Some(s) = &mut app.screen {
                    s.pointer_down(e.offset_x() as f64, e.offset_y() as f64);
                }
                app.redraw();
            });
        }
    })
    .forget();
    EventListener::new(&canvas, "pointerup", |e| {
        let e = e.unchecked_ref::<PointerEvent>();
        if e.button() == 0 {
            with_app(|app| {
                let said = app.screen.as_mut().and_then(|s| s.pointer_up(e.offset_x() as f64, e.offset_y() as f64));
                if let Some(text) = said {
                    announce(&text);
                }
                app.refresh();
            });
        }
    })
    .forget();
    EventListener::new(&canvas, "pointermove", |e| {
        let e = e.unchecked_ref::<PointerEvent>();
        with_app(|app| {
            let moved = app.screen.as_mut().is_some_and(|s| s.pointer_move(e.offset_x() as f64, e.offset_y() as f64));
            if moved {
                app.redraw();
            }
        });
    })
    .forget();
    // Buttons a screen asks for (Confirm, Decline...) live in one container; one listener serves all.
    EventListener::new(&el("screen-buttons"), "click", |e| {
        let key = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|t| t.closest("button[data-key]").ok().flatten()).and_then(|b| b.get_attribute("data-key"));
        let Some(key) = key else { return };
        with_app(|app| {
            if let Some(text) = app.screen.as_mut().and_then(|s| s.button(&key)) {
                announce(&text);
            }
            app.refresh();
        });
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
        // Keys typed into a form control belong to it, except the shell's own shortcuts.
        let in_control = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).is_some_and(|t| matches!(t.tag_name().as_str(), "BUTTON" | "INPUT" | "SELECT" | "TEXTAREA"));
        if with_app(|app| app.key(&e.key(), e.ctrl_key() || e.meta_key(), in_control)).unwrap_or(false) {
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

fn to_move(screen: &dyn Screen) -> u8 {
    match screen.game().status() {
        Status::Turn(s) => s,
        _ => 0,
    }
}

fn outcome_text(screen: &dyn Screen, o: &Outcome) -> String {
    match o {
        Outcome::Win(s) => format!("{} wins!", screen.seat_name(*s)),
        Outcome::Draw => "Draw.".into(),
    }
}

impl App {
    /// Shows a game's screen in place of the lobby.
    pub fn open(&mut self, screen: Box<dyn Screen>) {
        self.screen = Some(screen);
        self.banner_closed = false;
        set_hidden("error", true);
        set_hidden("lobby", true);
        set_hidden("play", false);
        self.canvas.resize();
        self.refresh();
        let _ = el("board").focus();
        announce("New game.");
    }

    fn show_lobby(&mut self) {
        self.screen = None;
        set_hidden("play", true);
        set_hidden("banner", true);
        set_hidden("lobby", false);
    }

    fn undo(&mut self) {
        let Some(s) = &mut self.screen else { return };
        if s.game_mut().undo() {
            s.reset_input();
            self.banner_closed = false;
            announce("Move taken back.");
        }
        self.refresh();
    }

    fn redo(&mut self) {
        let Some(s) = &mut self.screen else { return };
        if s.game_mut().redo() {
            s.reset_input();
            announce("Move replayed.");
        }
        self.refresh();
    }

    fn key(&mut self, key: &str, ctrl: bool, in_control: bool) -> bool {
        let Some(s) = &mut self.screen else { return false };
        match (key, ctrl) {
            ("Escape", _) => s.cancel(),
            ("Backspace", false) => s.back(),
            ("z", true) => return { self.undo(); true },
            ("y", true) => return { self.redo(); true },
            (_, false) if !in_control => match s.key(key) {
                Some(text) => {
                    if !text.is_empty() {
                        announce(&text);
                    }
                }
                None => return false,
            },
            _ => return false,
        }
        self.refresh();
        true
    }

    /// Updates the side panel from the screen, then redraws.
    pub fn refresh(&mut self) {
        let Some(s) = &self.screen else { return };
        let game = s.game();
        set_text("status", &match game.status() {
            Status::Over(o) => outcome_text(s.as_ref(), &o),
            _ => s.status_text(),
        });
        set_disabled("btn-undo", !game.can_undo());
        set_disabled("btn-redo", !game.can_redo());
        set_hidden("btn-pass", s.only_pass().is_none());
        set_disabled("btn-cancel", !s.input_active());
        let buttons: String = s
            .buttons()
            .iter()
            .map(|(key, label, enabled)| format!("<button type=\"button\" class=\"primary\" data-key=\"{}\"{}>{}</button>", escape(key), if *enabled { "" } else { " disabled" }, escape(label)))
            .collect();
        let container = el("screen-buttons");
        if container.inner_html() != buttons {
            container.set_inner_html(&buttons);
        }
        set_hidden("screen-buttons", buttons.is_empty());

        let list = el("moves");
        let texts = game.action_texts();
        let html: String = texts
            .iter()
            .enumerate()
            .map(|(i, t)| format!("<li{}>{}</li>", if i + 1 == texts.len() { " class=\"current\"" } else { "" }, escape(t)))
            .collect();
        list.set_inner_html(&html);
        list.set_scroll_top(list.scroll_height());

        match game.status() {
            Status::Over(o) if !self.banner_closed => {
                set_text("banner-text", &outcome_text(s.as_ref(), &o));
                set_hidden("banner", false);
            }
            _ => set_hidden("banner", true),
        }
        self.redraw();
    }

    /// Draws the board now, and again each frame while the screen animates.
    pub fn redraw(&mut self) {
        let theme = if self.dark { &render::DARK } else { &render::LIGHT };
        let Some(s) = &mut self.screen else { return };
        if s.draw(&self.canvas, theme) && !self.frame_pending {
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

pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}
