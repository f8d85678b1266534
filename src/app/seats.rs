//! The computer seats: who plays each seat, starting the search when a computer is to act,
//! showing its move after the chosen delay, hints for a human, and the thinking indicator.

use super::mode::Control;
use super::{escape, show_error, with_app, App};
use crate::computer::{seat_label, seat_options, Purpose, Report, HINT_LEVEL, MASTER_DEFAULT_MS, MASTER_TIMES_MS};
use crate::dom::{self, announce, by_id, el, set_hidden, set_text};
use crate::i18n::msg;
use engine::game::Status;
use engine::player::{Level, Player};
use web_sys::HtmlSelectElement;

/// The speeds offered for computer moves (milliseconds each move is shown at least).
pub(super) const SPEEDS: [&str; 3] = ["0", "700", "1600"];

/// Master's time a move as the players panel sets it, in milliseconds.
pub(super) fn master_ms() -> u32 {
    let chosen = by_id::<HtmlSelectElement>("master-time").value().parse::<u32>().ok();
    chosen.filter(|ms| MASTER_TIMES_MS.contains(ms)).unwrap_or(MASTER_DEFAULT_MS)
}

fn speed_ms() -> f64 {
    // Parsed as an integer: parsing a float would link a large table into the page's wasm.
    by_id::<HtmlSelectElement>("ai-speed").value().parse::<u32>().unwrap_or(700) as f64
}

/// Runs `f` on the app after `ms` milliseconds (the callback is freed once it has run).
fn after_ms(ms: f64, f: fn(&mut App)) {
    dom::after_ms(ms.round() as i32, Box::new(move || {
        with_app(f);
    }));
}

/// Who acts when it is not a person at this device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Absent {
    /// A player on another device, in a live game.
    Online,
    /// The puzzle's or lesson's own side.
    Puzzle,
    Computer(Level),
}

impl Absent {
    /// How the status line names it, "North (online) is thinking…": the `$who` of
    /// `shell-who`.
    fn label(self) -> &'static str {
        match self {
            Absent::Online => "online",
            Absent::Puzzle => "puzzle",
            Absent::Computer(level) => level.name(),
        }
    }
}

impl App {
    /// The computer seat to act in the live game, and its level: the board, the move box and
    /// the screen's buttons take no move for it.
    pub(super) fn computer_to_act(&self) -> Option<(u8, Absent)> {
        if self.view.is_some() {
            return None;
        }
        let game = self.screen.as_ref()?.game();
        let Status::Turn(seat) = game.status() else { return None };
        if self.live_waits(seat) {
            return Some((seat, Absent::Online));
        }
        if self.study_waits(seat) {
            return Some((seat, Absent::Puzzle));
        }
        match game.players().get(seat as usize)? {
            Player::Human => None,
            Player::Computer(level) => Some((seat, Absent::Computer(*level))),
        }
    }

    /// The status line while a computer seat is to act.
    pub(super) fn computer_status(&self) -> Option<String> {
        let (seat, who) = self.computer_to_act()?;
        let level = msg::shell_who(who.label());
        if let Some(said) = self.study.as_ref().and_then(|s| s.status.clone()).filter(|_| self.study_waits(seat)) {
            return Some(said);
        }
        let name = self.screen.as_ref()?.seat_name(seat);
        Some(if self.paused { msg::shell_paused(&name, &level) } else { msg::shell_thinking(&name, &level) })
    }

    /// Cancels any search and any computer move waiting to be shown.
    pub(super) fn stop_computer(&mut self) {
        self.computer.cancel();
        self.due = None;
    }

    /// Pause pressed: the computer seats wait, or play on.
    pub(super) fn toggle_pause(&mut self) {
        self.paused = !self.paused;
        if self.paused {
            self.stop_computer();
        }
        self.seats_changed();
    }

    /// Stop pressed: the computer seats wait.
    pub(super) fn pause(&mut self) {
        self.paused = true;
        self.stop_computer();
        self.seats_changed();
    }

    /// Rebuilds the side panel's seat choices for the current game.
    pub(super) fn build_players_panel(&mut self) {
        let Some(s) = &self.screen else { return };
        let players = s.game().players();
        let kind = s.game().kind();
        let mut html = String::new();
        for (seat, who) in players.iter().enumerate() {
            let name = escape(&s.seat_name(seat as u8));
            let options = seat_options(kind, Some(*who));
            let label = escape(&msg::shell_played_by(&s.seat_name(seat as u8)));
            html += &format!("<label for=\"seat-{seat}\">{name}</label><select id=\"seat-{seat}\" data-seat=\"{seat}\" aria-label=\"{label}\">{options}</select>");
        }
        el("players-list").set_inner_html(&html);
        if players.iter().any(|p| *p != Player::Human) {
            let _ = el("players-panel").set_attribute("open", "");
        }
    }

    /// A seat's player changed in the side panel.
    pub(super) fn set_player(&mut self, seat: Option<usize>, who: &str) {
        let Some(s) = &mut self.screen else { return };
        let Some(seat) = seat else { return };
        let who = match Player::parse(who) {
            Ok(p) => p,
            Err(e) => return show_error(&crate::error::engine_words(&e)),
        };
        let mut players = s.game().players();
        let Some(slot) = players.get_mut(seat) else { return };
        *slot = who;
        if let Err(e) = s.game_mut().set_players(players) {
            show_error(&crate::error::engine_words(&e));
            self.build_players_panel();
            return;
        }
        announce(&msg::shell_now_played_by(&s.seat_name(seat as u8), &seat_label(who)));
        self.stop_computer();
        // The players are part of the record: saved and in the link.
        self.game_changed();
    }

    /// Starts the computer's search when a computer seat is to act.
    pub(super) fn drive_computer(&mut self) {
        let Some(s) = &self.screen else { return };
        let game = s.game();
        let Status::Turn(seat) = game.status() else { return };
        let Some(Player::Computer(level)) = game.players().get(seat as usize).copied() else { return };
        let len = game.len();
        if self.paused || self.view.is_some() || self.due.as_ref().is_some_and(|d| d.0 == len) {
            return;
        }
        if self.computer.pending().is_some_and(|p| p.purpose == Purpose::Move && p.len == len) {
            return;
        }
        if let Err(e) = self.computer.ask(&game.record_text(), level, Some(master_ms()), len, Purpose::Move) {
            self.computer_failed(e);
        }
    }

    /// For `uiState()`: whether the computer is busy (thinking or about to move), the hint on
    /// show, and whether computer seats are paused.
    pub(super) fn computer_state(&self) -> (bool, Option<String>, bool) {
        (self.computer.pending().is_some() || self.due.is_some(), self.hint.as_ref().map(|h| h.1.clone()), self.paused)
    }

    /// Asks for the move the Hard level would play for the human to act.
    pub(super) fn ask_hint(&mut self) {
        if !self.policy().is_some_and(|p| p.enabled(Control::Hint)) {
            return;
        }
        let Some(s) = &self.screen else { return };
        let game = s.game();
        let len = game.len();
        if self.hint.as_ref().is_some_and(|h| h.0 == len) {
            return;
        }
        match self.computer.ask(&game.record_text(), HINT_LEVEL, None, len, Purpose::Hint) {
            Ok(()) => announce(&msg::shell_hint_looking()),
            Err(e) => self.computer_failed(e),
        }
        self.seats_changed();
    }

    /// What the search worker reported.
    pub(super) fn computer_report(&mut self, report: Report) {
        match report {
            Report::Message(data) => self.computer_message(&data),
            Report::Failed(problem) => self.computer_failed(problem),
        }
    }

    fn computer_message(&mut self, data: &wasm_bindgen::JsValue) {
        let Some(answer) = self.computer.receive(data) else { return };
        let Some(s) = &mut self.screen else { return };
        let len = s.game().len();
        if answer.pending.len != len {
            self.seats_changed();
            return;
        }
        match (answer.pending.purpose, answer.action) {
            (_, Err(e)) => self.computer_failed(e),
            (_, Ok(None)) => self.seats_changed(),
            (Purpose::Hint, Ok(Some(action))) => {
                s.set_hint(Some(&action));
                announce(&msg::shell_hint(&action));
                self.hint = Some((len, action));
                self.seats_changed();
            }
            (Purpose::Move, Ok(Some(action))) => {
                // Show each computer move for at least the chosen time, so a fast search
                // does not make the board jump.
                let wait = speed_ms() - (dom::now_ms() - answer.pending.asked_ms);
                self.due = Some((len, action));
                after_ms(wait.max(0.0), |app| app.play_due());
                self.seats_changed();
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
                self.computer_failed(msg::shell_error_computer_move(&action, &e.to_string()));
                return;
            }
        }
        self.game_changed();
    }

    /// The worker failed: say so and pause the computer seats, leaving the game as it was.
    fn computer_failed(&mut self, problem: impl std::fmt::Display) {
        self.computer.reset();
        self.due = None;
        self.paused = true;
        show_error(&problem.to_string());
        self.seats_changed();
    }

    /// The thinking indicator, the hint line and the computer controls.
    pub(super) fn show_computer_state(&mut self) {
        let Some(s) = &mut self.screen else { return };
        let len = s.game().len();
        if self.hint.as_ref().is_some_and(|h| h.0 != len) || self.view.is_some() {
            self.hint = None;
            s.set_hint(None);
        }
        let game = s.game();
        let pending = self.computer.pending().cloned();
        let thinking = match (&pending, &self.due) {
            (Some(p), _) if p.purpose == Purpose::Move => match game.status() {
                Status::Turn(seat) => Some(msg::shell_thinking(&s.seat_name(seat), &msg::shell_who(p.level.name()))),
                _ => None,
            },
            (Some(_), _) => Some(msg::shell_thinking_hint()),
            (None, Some(_)) => match game.status() {
                Status::Turn(seat) => Some(msg::shell_moving(&s.seat_name(seat))),
                _ => None,
            },
            _ => None,
        };
        set_text("thinking-text", thinking.as_deref().unwrap_or(""));
        set_hidden("thinking", thinking.is_none() || self.view.is_some());
        match &self.hint {
            Some((_, action)) => set_text("hint", &msg::shell_hint(action)),
            None => set_text("hint", ""),
        }
        set_hidden("hint", self.hint.is_none());
        // Whether Hint and Pause are there, and usable, is the mode's (see `mode`).
        set_text("btn-pause", &if self.paused { msg::shell_resume() } else { msg::shell_pause() });
        let _ = el("btn-pause").set_attribute("aria-pressed", if self.paused { "true" } else { "false" });
    }
}
