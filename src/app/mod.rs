//! The DOM shell around the board: it holds the current game's screen and keeps the page in
//! step with it. State flows one way: an event changes the input or the game, then the page
//! follows. A changed input only updates the panel and redraws; a changed game also rebuilds
//! the move list, saves, updates the URL, tells the host page and lets the computer move.
//!
//! Files by concern: `wiring` (event listeners), `lobby` (option cards, saved games), `panel`
//! (status, buttons, move list, banner), `seats` (computer seats and hints), `replay` (undo,
//! redo, stepping through), `records` (links, files, embedding, the host page), `inspect`
//! (the page's state for tests and benchmarks), `mode` (what the screen is for, and the one
//! table of what each mode allows), `leave` (leaving a screen, and what the page asks first),
//! `verdict` (the result in words, resigning, draw offers, rematch), `clock` (a hot-seat
//! game's clocks), `live`, `study`, `analysis` and `profile` (the hooks of the modules fetched
//! on use) and `relay` (what both share: a game whose other seats are played elsewhere).

mod analysis;
mod clock;
mod inspect;
mod language;
mod live;
mod pairing;
mod leave;
mod lobby;
mod mode;
mod moves;
mod panel;
mod profile;
mod records;
mod relay;
mod replay;
mod seats;
mod study;
mod verdict;
mod wiring;

pub use inspect::{bench_redraw, board_point, board_pointer, ui_state};

use crate::computer::{Computer, Report};
use crate::dom::{self, announce, by_id, el, set_hidden, set_text};
use crate::embed::Embed;
use crate::i18n::msg;
use crate::persist;
use crate::render::{self, Canvas};
use crate::screens::{self, Screen};
use crate::sound;
use engine::any::AnyMatch;
use engine::kind::GameKind;
use engine::game::Status;
use engine::player::Player;
use std::cell::RefCell;
use web_sys::{HtmlCanvasElement, HtmlDialogElement, HtmlSelectElement};

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// Runs `f` on the app, if it has started.
fn with_app<R>(f: impl FnOnce(&mut App) -> R) -> Option<R> {
    APP.with(|a| a.borrow_mut().as_mut().map(f))
}

struct App {
    canvas: Canvas,
    dark: bool,
    screen: Option<Box<dyn Screen>>,
    /// A past position being looked at: the ply and a screen showing the game up to it.
    view: Option<(usize, Box<dyn Screen>)>,
    /// The current game's id (see `persist::game_id`), naming its save and its files.
    save_id: String,
    /// The record this page last saved or read from the save, to tell another tab's moves.
    seen: Option<String>,
    frame_pending: bool,
    /// The game changed since it was last saved, put in the URL and told to the host page.
    follow_pending: bool,
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
    /// The last click on the board dropped a selection, being on nothing on offer (the status
    /// says so); between pointerdown and pointerup, whether a selection stood.
    missed: bool,
    /// The pointer is over something a click would take (the board shows a hand).
    hand: bool,
    /// A draw offered on this device: the game's length when it was offered.
    draw_offer: Option<usize>,
    /// What the game was when the page last followed it, to tell a played action from input.
    stamp: GameStamp,
    /// The live game this page takes part in, if any.
    live: Option<live::Live>,
    /// A search for players to pair with, on show in the lobby.
    pairing: Option<pairing::Pairing>,
    /// The study module's position on show (a puzzle or a lesson), if any.
    study: Option<study::Study>,
    /// The analysis module's board on show: a line, the editor's position or a review.
    analysis: Option<analysis::Board>,
    /// Resign was pressed once: the button asks for a second press until this request ends.
    resign_asked: Option<u32>,
    /// How many times Resign has been pressed once, to tell one request's timer from a later one's.
    asked_count: u32,
    /// A question the page asks before leaving the screen, on show under the status line.
    asking: Option<leave::Ask>,
    /// The clocks of a game played on this device, when it has a time control.
    clock: Option<clock::Clock>,
    /// What the page has seen of the game, to have it rated when it ends.
    rating: profile::Watch,
}

/// What identifies the game's state for saving: its length and any side game's record. An
/// action always lengthens the game; a side game changes only its own record.
#[derive(Clone, Default, PartialEq)]
struct GameStamp {
    len: usize,
    side: Option<String>,
}

impl GameStamp {
    fn of(screen: &dyn Screen) -> Self {
        GameStamp { len: screen.game().len(), side: screen.side_save().map(|(_, record)| record) }
    }
}

pub fn start() {
    let canvas = Canvas::new(by_id::<HtmlCanvasElement>("board"));
    let dark = wiring::initial_dark();
    let embed = Embed::from_location();
    if embed.enabled {
        let _ = dom::document().body().map(|b| b.class_list().add_1("embed"));
    }
    // The worker's answers come back through the app, once it has started.
    let computer = Computer::new(|report: Report| {
        with_app(|app| app.computer_report(report));
    });
    APP.with(|a| {
        *a.borrow_mut() = Some(App {
            canvas,
            dark,
            screen: None,
            view: None,
            save_id: String::new(),
            seen: None,
            draw_offer: None,
            missed: false,
            hand: false,
            frame_pending: false,
            follow_pending: false,
            banner_closed: false,
            embed,
            posted: (0, false),
            painted: false,
            computer,
            paused: false,
            due: None,
            hint: None,
            flipped: false,
            stamp: GameStamp::default(),
            live: None,
            pairing: None,
            study: None,
            analysis: None,
            resign_asked: None,
            asked_count: 0,
            asking: None,
            clock: None,
            rating: profile::Watch::default(),
        })
    });
    wiring::apply_theme(dark);
    render::load_safe_colours();
    wiring::show_sound_state();
    wiring::wire_events();
    language::start_language(|| {
        with_app(|app| {
            app.open_from_hash_or_lobby();
            app.embed.post("ready", &[]);
        });
    });
}

fn show_error(message: &str) {
    set_text("error", message);
    set_hidden("error", false);
}

fn show_lobby_error(message: &str) {
    set_text("lobby-error", message);
    set_hidden("lobby-error", false);
}

fn notice(message: &str) {
    set_text("notice", message);
    set_hidden("notice", false);
    announce(message);
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

impl App {
    /// Shows a game's screen in place of the lobby, optionally at a past ply.
    fn open(&mut self, screen: Box<dyn Screen>, ply: Option<usize>) {
        self.follow_now();
        self.stop_computer();
        self.end_study();
        self.end_analysis();
        self.paused = false;
        self.save_id = persist::game_id(&screen.game().record_text());
        self.seen = None;
        self.draw_offer = None;
        self.resign_asked = None;
        self.asking = None;
        self.posted = (screen.game().len(), matches!(screen.game().status(), Status::Over(_)));
        self.flipped = bottom_seat(&screen.game().players()) == 1;
        self.screen = Some(screen);
        self.reset_rating();
        self.view = None;
        dom::set_hidden("clock", true);
        self.resume_clock();
        self.banner_closed = false;
        self.set_flipped(self.flipped);
        // The page lays the board out by its shape (see the phone layout in the style sheet).
        let aspect = self.screen.as_ref().map_or(100, |s| s.aspect_pct());
        let _ = el("play").style().set_property("--board-aspect", &aspect.to_string());
        self.build_players_panel();
        for id in ["error", "notice", "lobby", "lobby-error"] {
            set_hidden(id, true);
        }
        set_hidden("play", false);
        self.canvas.resize();
        if let Some(p) = ply {
            self.show_ply(p);
        } else {
            self.game_changed();
        }
        // The focus goes to the screen's heading, so the arrow keys step through the game at
        // once; Tab reaches the board's cursor. An embed leaves the focus to its host page.
        self.show_titles();
        if !self.embed.enabled {
            let _ = el("play-title").focus();
        }
        announce(&msg::shell_game_started());
    }

    /// The screen's heading (the game's name) and the board's label, in the language chosen.
    pub(super) fn show_titles(&self) {
        if let Some(s) = &self.screen {
            let name = s.game().kind().display_name();
            set_text("play-title", name);
            let _ = el("board").set_attribute("aria-label", &msg::shell_board_label(name));
        }
    }

    fn open_game(&mut self, game: Box<dyn AnyMatch>, ply: Option<usize>) {
        self.open(screens::open(game), ply);
    }

    fn open_from_hash_or_lobby(&mut self) {
        let hash = dom::window().location().hash().unwrap_or_default();
        if let Some(room) = live::room_from_hash(&hash) {
            self.show_lobby();
            return self.join_live(&room.to_string(), "");
        }
        if let Some(packed) = analysis::link_from_hash(&hash).map(str::to_string) {
            self.show_lobby();
            return self.start_analysis(Some(&packed));
        }
        if let Some(what) = study::study_from_hash(&hash).map(str::to_string).or_else(|| self.embed.puzzle.clone()) {
            self.show_lobby();
            return self.start_study(&what);
        }
        match persist::game_from_hash(&hash) {
            Some(Ok((game, ply))) => self.open_game(game, ply),
            None if self.embed.enabled && self.embed.game.is_some() => {
                let game = self.embed.game.clone().unwrap_or_default();
                let options = self.embed.options.clone();
                if let Err(problem) = self.load_position(&game, None, &options) {
                    self.show_lobby();
                    show_lobby_error(&problem.to_string());
                }
            }
            Some(Err(message)) => {
                self.show_lobby();
                show_lobby_error(&message.to_string());
            }
            None => self.show_lobby(),
        }
    }

    /// After input that may or may not have played an action (a click, a key, a screen
    /// button, a typed move): follows the game if it changed, else only the input.
    fn after_input(&mut self) {
        let Some(s) = &self.screen else { return };
        if GameStamp::of(s.as_ref()) != self.stamp {
            self.game_changed();
        } else {
            self.input_changed();
        }
    }

    /// The game changed (an action, undo, a loaded game, a seat's player, the ply on show):
    /// rebuilds the move list, lets the computer move and shows the input at once; saving, the
    /// URL and the host page follow in a task of their own (see `follow_soon`).
    fn game_changed(&mut self) {
        let Some(s) = &self.screen else { return };
        self.stamp = GameStamp::of(s.as_ref());
        self.missed = false;
        // A Resign pressed once is for the position it was pressed in.
        self.resign_asked = None;
        let names: Vec<String> = (0..s.game().seats()).map(|seat| s.seat_name(seat as u8)).collect();
        moves::show_moves(s.game(), &names, self.view.as_ref().map(|v| v.0));
        self.clock_follow();
        self.follow_rating();
        self.seats_changed();
        self.follow_soon();
    }

    /// Saving, the URL and the host page follow the game in the next task, so the task that
    /// shows a move stays short (the page's thread never blocks for long). Leaving the game
    /// (another game, the lobby, the page closing) does it at once: see `follow_now`.
    fn follow_soon(&mut self) {
        if self.follow_pending {
            return;
        }
        self.follow_pending = true;
        dom::after_ms(0, Box::new(|| {
            with_app(App::follow_now);
        }));
    }

    /// Saves, updates the URL and tells the host page, if the game changed since they last did.
    fn follow_now(&mut self) {
        self.keep_clock();
        if !std::mem::take(&mut self.follow_pending) {
            return;
        }
        let Some(s) = &self.screen else { return };
        let at = self.view.as_ref().map(|v| v.0);
        if at.is_none() {
            moves::scroll_moves_to_end();
        }
        let policy = self.policy();
        let saved = policy.as_ref().map(|p| p.saved);
        if saved == Some(mode::Saved::Autosave) {
            if !persist::autosave(&s.game().record_text(), &mut self.seen) {
                notice(&msg::shell_other_tab_newer());
            }
            if let Some((key, record)) = s.side_save() {
                persist::save_side(&key, &record);
            }
        }
        self.post_events();
        // A live game keeps its room in the address, so a reload finds the room again.
        // A study keeps its own address (the puzzle's id), the analysis module its own.
        match policy.map(|p| p.address) {
            Some(mode::Address::Study) => self.study_follow(),
            Some(mode::Address::Analysis) => self.analysis_follow(),
            Some(mode::Address::GameLink) => {
                if let Some(s) = &self.screen {
                    persist::set_hash(&persist::hash_for(s.game(), at));
                }
            }
            Some(mode::Address::Room) => self.live_follow(),
            None => {}
        }
    }

    /// The computer seats may have work (resumed, a new turn): starts it, then shows the input.
    fn seats_changed(&mut self) {
        self.drive_computer();
        self.input_changed();
    }

    /// The input changed (a selection, a hover, a cancel): the panel and the board.
    fn input_changed(&mut self) {
        self.show_panel();
        self.show_computer_state();
        self.redraw();
    }

    /// Draws the board now, and again each frame while the screen animates.
    fn redraw(&mut self) {
        let theme = if self.dark { &render::DARK } else { &render::LIGHT };
        let input_allowed = self.board_takes_moves();
        let screen = match (&mut self.view, &mut self.screen) {
            (Some((_, v)), _) => v,
            (None, Some(s)) => s,
            (None, None) => return,
        };
        screen.set_input_allowed(input_allowed);
        let animating = screen.draw(&self.canvas, theme);
        if !self.painted {
            // Time to first board paint, read by the benchmark script.
            self.painted = true;
            let _ = js_sys::Reflect::set(&dom::window(), &"gboardsFirstPaint".into(), &dom::now_ms().into());
        }
        if animating && !self.frame_pending {
            self.frame_pending = true;
            dom::next_frame(Box::new(|| {
                with_app(|app| {
                    app.frame_pending = false;
                    app.redraw();
                });
            }));
        }
    }

    /// Turns the board round (for the screens that can), the replay view too; the caller redraws.
    fn set_flipped(&mut self, flipped: bool) {
        self.flipped = flipped;
        if let Some(s) = &mut self.screen {
            s.set_flipped(flipped);
            let _ = el("btn-flip").set_attribute("aria-pressed", if flipped { "true" } else { "false" });
        }
        if let Some((_, v)) = &mut self.view {
            v.set_flipped(flipped);
        }
    }

    fn toggle_theme(&mut self) {
        self.dark = !self.dark;
        wiring::apply_theme(self.dark);
        if let Some(s) = dom::local_storage() {
            let _ = s.set_item("gboards.theme", if self.dark { "dark" } else { "light" });
        }
        self.redraw();
    }

    /// Opens the rules dialog on the game in play (Gygès in the lobby). The texts are fetched
    /// on first use; meanwhile the button says it is busy.
    fn open_rules(&mut self) {
        let game = self.screen.as_ref().map_or(GameKind::Gyges, |s| s.game().kind());
        if crate::rules::loaded() {
            self.show_rules_dialog(game, Ok(()));
            return;
        }
        let button = el("btn-rules");
        if button.get_attribute("aria-busy").is_some() {
            return;
        }
        let _ = button.set_attribute("aria-busy", "true");
        crate::rules::load(move |result| {
            let _ = el("btn-rules").remove_attribute("aria-busy");
            with_app(|app| app.show_rules_dialog(game, result));
        });
    }

    fn show_rules_dialog(&self, game: GameKind, loaded: Result<(), crate::error::AppError>) {
        by_id::<HtmlSelectElement>("rules-game").set_value(game.name());
        // Shown first, so the diagrams have a size to draw at.
        let _ = by_id::<HtmlDialogElement>("rules-dialog").show_modal();
        match loaded {
            Ok(()) => self.show_rules(game),
            Err(why) => set_text("rules-body", &msg::shell_rules_failed(&why.to_string())),
        }
    }

    fn show_rules(&self, game: GameKind) {
        let body = el("rules-body");
        let Some(text) = crate::rules::html(game) else { return };
        body.set_inner_html(&text);
        crate::i18n::language::translate(&body);
        let _ = body.set_attribute("data-game", game.name());
        crate::rules::draw_diagrams(&body, if self.dark { &render::DARK } else { &render::LIGHT });
    }

    fn toggle_sound(&mut self) {
        let on = !sound::enabled();
        sound::set_enabled(on);
        wiring::show_sound_state();
        if on {
            sound::play(sound::Cue::Move);
        }
    }
}

/// The seat drawn at the bottom: against the computer, the person's; else the first.
pub(crate) fn bottom_seat(players: &[Player]) -> u8 {
    u8::from(players.len() == 2 && players[0] != Player::Human && players[1] == Player::Human)
}
