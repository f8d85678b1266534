//! The DOM shell: lobby, board view, side panel and the event wiring. It holds the current match
//! and the input state, and redraws the canvas when either changes.

use crate::dom::{self, announce, by_id, el, set_disabled, set_hidden, set_text};
use crate::input::gyges::{PathInput, Target};
use crate::render::{self, gyges as board, Canvas, Viewport};
use engine::game::{Game, Outcome, Status};
use engine::gyges::{self, Action, Position, Square};
use engine::Match;
use gloo::events::{EventListener, EventListenerOptions};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, HtmlInputElement, HtmlSelectElement, KeyboardEvent, PointerEvent};

/// Milliseconds per step of an animated move.
const STEP_MS: f64 = 200.0;
/// A pointer that travels further than this (CSS px) between down and up is a drag.
const DRAG_PX: f64 = 8.0;

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// Runs `f` on the app, if it has started.
pub fn with_app<R>(f: impl FnOnce(&mut App) -> R) -> Option<R> {
    APP.with(|a| a.borrow_mut().as_mut().map(f))
}

pub struct Flight {
    size: u8,
    points: Vec<(f64, f64)>,
    start_ms: f64,
    from: Square,
    before: Position,
}

pub struct App {
    canvas: Canvas,
    vp: Viewport,
    dark: bool,
    pub game: Option<Match<Position>>,
    pub input: PathInput,
    flight: Option<Flight>,
    frame_pending: bool,
    pointer_down: Option<Press>,
    banner_closed: bool,
}

pub fn start() {
    let canvas = Canvas::new(by_id::<HtmlCanvasElement>("board"));
    let dark = initial_dark();
    let vp = Viewport::fit(board::BOUNDS, canvas.width, canvas.height);
    APP.with(|a| {
        *a.borrow_mut() = Some(App {
            canvas,
            vp,
            dark,
            game: None,
            input: PathInput::default(),
            flight: None,
            frame_pending: false,
            pointer_down: None,
            banner_closed: false,
        })
    });
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

fn on(id: &str, event: &'static str, mut f: impl FnMut(&web_sys::Event) + 'static) {
    EventListener::new(&el(id), event, move |e| f(e)).forget();
}

fn wire_events() {
    on("start-gyges", "click", |_| {
        let options = read_gyges_options();
        with_app(|app| app.new_game(&options));
    });
    on("btn-undo", "click", |_| {
        with_app(|app| app.undo());
    });
    on("btn-redo", "click", |_| {
        with_app(|app| app.redo());
    });
    on("btn-new", "click", |_| {
        with_app(|app| app.to_lobby());
    });
    on("btn-banner-new", "click", |_| {
        with_app(|app| app.to_lobby());
    });
    on("btn-banner-close", "click", |_| {
        with_app(|app| {
            app.banner_closed = true;
            app.refresh();
        });
    });
    on("btn-cancel", "click", |_| {
        with_app(|app| {
            app.input.clear();
            app.refresh();
        });
    });
    on("btn-pass", "click", |_| {
        with_app(|app| app.commit(Action::Pass));
    });
    on("btn-theme", "click", |_| {
        with_app(|app| {
            app.dark = !app.dark;
            apply_theme(app.dark);
            if let Some(s) = dom::local_storage() {
                let _ = s.set_item("gboards.theme", if app.dark { "dark" } else { "light" });
            }
            app.redraw();
        });
    });

    let canvas = el("board");
    EventListener::new(&canvas, "pointerdown", |e| {
        let e = e.unchecked_ref::<PointerEvent>();
        if e.button() != 0 {
            return;
        }
        with_app(|app| app.pointer_down(e.offset_x() as f64, e.offset_y() as f64));
    })
    .forget();
    EventListener::new(&canvas, "pointerup", |e| {
        let e = e.unchecked_ref::<PointerEvent>();
        if e.button() != 0 {
            return;
        }
        with_app(|app| app.pointer_up(e.offset_x() as f64, e.offset_y() as f64));
    })
    .forget();
    EventListener::new_with_options(&canvas, "contextmenu", EventListenerOptions::enable_prevent_default(), |e| {
        e.prevent_default();
        with_app(|app| {
            app.input.back();
            app.refresh();
        });
    })
    .forget();
    EventListener::new(&dom::document(), "keydown", |e| {
        let e = e.unchecked_ref::<KeyboardEvent>();
        let handled = with_app(|app| app.key(&e.key(), e.ctrl_key() || e.meta_key())).unwrap_or(false);
        if handled {
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
    let form = "opts-gyges";
    let checkbox = |name: &str| -> bool {
        dom::document()
            .query_selector(&format!("#{form} [name={name}]"))
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<HtmlInputElement>().ok())
            .map(|i| i.checked())
            .unwrap_or(false)
    };
    let mut opts = Vec::new();
    for key in ["replace", "return_to_start", "repetition"] {
        if checkbox(key) {
            opts.push((key.to_string(), if key == "return_to_start" { "allow".into() } else { "on".into() }));
        }
    }
    if let Some(select) = dom::document()
        .query_selector(&format!("#{form} [name=setup]"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlSelectElement>().ok())
    {
        opts.push(("setup".into(), select.value()));
    }
    opts
}

/// A fresh random seed for a new game.
pub fn random_seed() -> u64 {
    let mut b = [0u8; 8];
    if getrandom::fill(&mut b).is_err() {
        return (js_sys::Math::random() * 9.0e15) as u64;
    }
    u64::from_le_bytes(b) >> 11 // fits a JS number exactly
}

impl App {
    pub fn new_game(&mut self, options: &[(String, String)]) {
        match Position::parse_options(options) {
            Ok(opts) => {
                self.game = Some(Match::new(&opts, random_seed()));
                self.input.clear();
                self.flight = None;
                self.banner_closed = false;
                set_hidden("lobby", true);
                set_hidden("play", false);
                self.canvas.resize();
                self.refresh();
                let _ = el("board").focus();
                announce("New game of Gygès.");
            }
            Err(e) => self.show_error(&e.to_string()),
        }
    }

    pub fn load(&mut self, m: Match<Position>) {
        self.game = Some(m);
        self.input.clear();
        self.flight = None;
        self.banner_closed = false;
        set_hidden("lobby", true);
        set_hidden("play", false);
        self.canvas.resize();
        self.refresh();
    }

    fn to_lobby(&mut self) {
        self.game = None;
        self.input.clear();
        self.flight = None;
        set_hidden("play", true);
        set_hidden("banner", true);
        set_hidden("lobby", false);
    }

    fn undo(&mut self) {
        if let Some(m) = &mut self.game {
            if m.undo() {
                self.input.clear();
                self.flight = None;
                self.banner_closed = false;
                announce("Move taken back.");
                self.refresh();
            }
        }
    }

    fn redo(&mut self) {
        if let Some(m) = &mut self.game {
            if m.redo() {
                self.input.clear();
                self.flight = None;
                self.refresh();
            }
        }
    }

    fn key(&mut self, key: &str, ctrl: bool) -> bool {
        if self.game.is_none() {
            return false;
        }
        match (key, ctrl) {
            ("Escape", _) => self.input.clear(),
            ("Backspace", false) => self.input.back(),
            ("z", true) => self.undo(),
            ("y", true) => self.redo(),
            _ => return false,
        }
        self.refresh();
        true
    }

    fn pointer_down(&mut self, px: f64, py: f64) {
        let Some(pos) = self.game.as_ref().map(|m| m.position().clone()) else { return };
        let (x, y) = self.vp.to_board(px, py);
        let target = board::hit(&pos, x, y);
        let mut selected = false;
        // Pressing a movable piece selects it at once, so a drag shows its targets.
        if let Target::Square(sq) = target {
            if self.input.from.is_none() && !pos.in_setup() && pos.movable_pieces().contains(&sq) {
                self.input.click(&pos, target);
                selected = true;
                self.redraw();
            }
        }
        self.pointer_down = Some(Press { at: (px, py), target, selected });
    }

    fn pointer_up(&mut self, px: f64, py: f64) {
        let Some(pos) = self.game.as_ref().map(|m| m.position().clone()) else { return };
        let Some(press) = self.pointer_down.take() else { return };
        let (x, y) = self.vp.to_board(px, py);
        let target = board::hit(&pos, x, y);
        let dragged = (px - press.at.0).hypot(py - press.at.1) > DRAG_PX;
        if dragged {
            if let (Target::Square(from), Target::Square(to)) = (press.target, target) {
                if from != to && self.input.stops.is_empty() && self.input.from == Some(from) {
                    if let Some(action) = self.input.drag(&pos, from, to) {
                        self.commit(action);
                        return;
                    }
                }
            }
        } else if !press.selected {
            if let Some(action) = self.input.click(&pos, target) {
                self.commit(action);
                return;
            }
        }
        self.refresh();
    }

    /// Plays an action from the board or a button, animating a move along its path.
    pub fn commit(&mut self, action: Action) {
        let Some(m) = &mut self.game else { return };
        let before = m.position().clone();
        match m.play(&action) {
            Ok(()) => {
                set_hidden("error", true);
                if let Action::Move(mv) = &action {
                    let points = before.steps_of(mv).into_iter().map(board::centre).collect::<Vec<_>>();
                    let points = std::iter::once(board::centre(mv.from)).chain(points).collect();
                    self.flight = Some(Flight { size: before.size_at(mv.from), points, start_ms: dom::now_ms(), from: mv.from, before: before.clone() });
                }
                announce(&describe(&before, &action));
                self.input.clear();
                self.refresh();
            }
            Err(e) => self.show_error(&e.to_string()),
        }
    }

    fn show_error(&self, message: &str) {
        set_text("error", message);
        set_hidden("error", false);
    }

    /// Updates the side panel and redraws.
    pub fn refresh(&mut self) {
        let Some(m) = &self.game else { return };
        let pos = m.position();
        let status = status_text(pos);
        set_text("status", &status);
        set_disabled("btn-undo", !m.can_undo());
        set_disabled("btn-redo", !m.can_redo());
        let only_pass = matches!(pos.legal_actions().as_slice(), [Action::Pass]);
        set_hidden("btn-pass", !only_pass);
        set_disabled("btn-cancel", self.input.is_empty());

        let list = el("moves");
        let texts = m.action_texts(true);
        let html: String = texts
            .iter()
            .enumerate()
            .map(|(i, t)| format!("<li{}>{}</li>", if i + 1 == texts.len() { " class=\"current\"" } else { "" }, escape(t)))
            .collect();
        list.set_inner_html(&html);
        list.set_scroll_top(list.scroll_height());

        match pos.status() {
            Status::Over(outcome) if !self.banner_closed => {
                set_text("banner-text", &outcome_text(&outcome));
                set_hidden("banner", false);
            }
            _ => set_hidden("banner", true),
        }
        self.redraw();
    }

    /// Draws the board now, and keeps drawing each frame while a piece is in flight.
    pub fn redraw(&mut self) {
        let Some(m) = &self.game else { return };
        let theme = if self.dark { &render::DARK } else { &render::LIGHT };
        let pos = m.position();
        let hints = self.input.hints(pos);
        let last_move = last_move_steps(m);
        let mut flying = None;
        let mut shown = pos;
        if let Some(f) = &self.flight {
            let steps = (f.points.len() - 1) as f64;
            let t = ((dom::now_ms() - f.start_ms) / STEP_MS).min(steps);
            if t >= steps {
                self.flight = None;
            } else {
                let i = t.floor() as usize;
                let frac = t - i as f64;
                let (a, b) = (f.points[i], f.points[i + 1]);
                flying = Some((f.size, (a.0 + (b.0 - a.0) * frac, a.1 + (b.1 - a.1) * frac), f.from));
                shown = &f.before;
            }
        }
        let overlay = board::Overlay {
            hints: if flying.is_some() { &[] } else { &hints },
            selected: self.input.from,
            path: &self.input.stops,
            tray_size: self.input.tray_size,
            last_move: if flying.is_some() { &[] } else { &last_move },
            flying,
        };
        self.vp = board::draw(&self.canvas, theme, shown, &overlay);
        if self.flight.is_some() && !self.frame_pending {
            self.frame_pending = true;
            request_frame();
        }
    }

    /// CSS pixel centre of a square, for tests and assistive tooling.
    pub fn square_point(&self, sq: Square) -> (f64, f64) {
        let (x, y) = board::centre(sq);
        self.vp.to_css(x, y)
    }

    pub fn tray_point(&self, seat: u8, size: u8) -> (f64, f64) {
        let (x, y) = board::tray_centre(seat, size);
        self.vp.to_css(x, y)
    }

    pub fn is_animating(&self) -> bool {
        self.flight.is_some()
    }
}

struct Press {
    at: (f64, f64),
    target: Target,
    selected: bool,
}

fn request_frame() {
    let cb = Closure::once_into_js(|| {
        with_app(|app| {
            app.frame_pending = false;
            app.redraw();
        });
    });
    let _ = dom::window().request_animation_frame(cb.unchecked_ref());
}

fn last_move_steps(m: &Match<Position>) -> Vec<Square> {
    let n = m.actions().len();
    match (n.checked_sub(1).and_then(|i| m.position_at(i)), m.actions().last()) {
        (Some(before), Some(Action::Move(mv))) => std::iter::once(mv.from).chain(before.steps_of(mv)).collect(),
        _ => Vec::new(),
    }
}

pub fn seat_name(seat: u8) -> &'static str {
    if seat == 0 { "South" } else { "North" }
}

fn status_text(pos: &Position) -> String {
    match pos.status() {
        Status::Over(o) => outcome_text(&o),
        _ if pos.in_setup() => {
            let seat = pos.to_move();
            format!("{} places a ring: pick a size in the tray, then a square of row {}.", seat_name(seat), if seat == 0 { 1 } else { 6 })
        }
        _ => {
            let seat = pos.to_move();
            match pos.playable_row() {
                Some(r) => format!("{} to move, from row {}.", seat_name(seat), r + 1),
                None => format!("{} has no move and must pass.", seat_name(seat)),
            }
        }
    }
}

fn outcome_text(o: &Outcome) -> String {
    match o {
        Outcome::Win(s) => format!("{} wins!", seat_name(*s)),
        Outcome::Draw => "Draw.".into(),
    }
}

fn describe(before: &Position, action: &Action) -> String {
    let who = seat_name(before.to_move());
    match action {
        Action::Place { square, size } => format!("{who} places a {size}-ring on {}.", gyges::square_name(*square)),
        Action::Pass => format!("{who} passes."),
        Action::Move(_) => format!("{who} plays {}.", before.format_action_long(action)),
    }
}

pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}
