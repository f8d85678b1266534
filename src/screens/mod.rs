//! The board screens: one generic screen (`board::BoardScreen`) owns the game, the pointer,
//! the animation, the hint, the keyboard cursor, the flip and the viewport; each game supplies
//! a small view of its board (`gyges`, `gype`, `gipf`). The app shell around them is shared.

pub mod board;
pub mod gipf;
pub mod gyges;
pub mod gype;

use crate::i18n::msg;
use crate::render::{Canvas, Theme};
use engine::any::{AnyMatch, Typed, TypedMatch};
use engine::Match;
use std::fmt;
use wasm_bindgen::JsValue;

/// The screen for a match of any game, to play on: its kind names the board view.
pub fn open(game: Box<dyn AnyMatch>) -> Box<dyn Screen> {
    open_source(game, None)
}

/// The screen for the position after `ply` actions of a game, to look at only.
pub fn open_replay(game: Box<dyn AnyMatch>, ply: usize) -> Box<dyn Screen> {
    open_source(game, Some(ply))
}

fn open_source(game: Box<dyn AnyMatch>, replay: Option<usize>) -> Box<dyn Screen> {
    match game.typed() {
        TypedMatch::Gyges(m) => Box::new(gyges::GygesScreen::new(source(m, replay))),
        TypedMatch::Gype(m) => Box::new(gype::GypeScreen::new(source(m, replay))),
        TypedMatch::Gipf(m) => Box::new(gipf::GipfScreen::new(source(m, replay))),
    }
}

/// A match as its screen's source: live, or replayed at a ply.
fn source<G: Typed + 'static>(m: &Match<G>, replay: Option<usize>) -> Box<dyn board::Source<G>> {
    match replay {
        None => Box::new(m.clone()),
        Some(ply) => Box::new(board::Replay::new(m.clone(), ply)),
    }
}

/// Why an action was not played.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The rules (or the notation) refused it.
    Rules(engine::error::Error),
    /// The board shows an earlier position, which is not played on.
    Viewing,
    /// A click on something the input does not take, with what to do instead.
    NotOnOffer(String),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Rules(e) => f.write_str(&crate::error::engine_words(e)),
            Refusal::Viewing => f.write_str(&msg::board_viewing()),
            Refusal::NotOnOffer(why) => f.write_str(why),
        }
    }
}

impl From<engine::error::Error> for Refusal {
    fn from(e: engine::error::Error) -> Self {
        Refusal::Rules(e)
    }
}

/// What an input that plays did: the sentence to announce, or why nothing was played.
pub type Played = Result<String, Refusal>;

/// The sentence to announce for a reply, played or refused.
pub fn sentence(reply: Played) -> String {
    reply.unwrap_or_else(|e| e.to_string())
}

/// What a key press did.
pub enum KeyOutcome {
    Ignored,
    /// The screen changed (cursor, selection); redraw.
    Handled,
    /// The key acted: an action played or refused, or a sentence to announce.
    Played(Played),
}

pub trait Screen {
    /// The match, for the move list, undo/redo, records and state.
    fn game(&self) -> &dyn AnyMatch;
    fn game_mut(&mut self) -> &mut dyn AnyMatch;
    /// A sentence for the status line: who acts and what to do.
    fn status_text(&self) -> String;
    /// The names of seats in seat order.
    fn seat_name(&self, seat: u8) -> String;
    /// Draws the board; returns true while an animation is running (draw again next frame).
    fn draw(&mut self, canvas: &Canvas, theme: &Theme) -> bool;
    fn pointer_down(&mut self, x: f64, y: f64);
    /// What the release did: nothing, or an action played (the sentence for screen readers)
    /// or refused.
    fn pointer_up(&mut self, x: f64, y: f64) -> Option<Played>;
    /// Right-click or Backspace.
    fn back(&mut self);
    /// Escape.
    fn cancel(&mut self);
    /// Whether a selection or path is in progress (enables Cancel).
    fn input_active(&self) -> bool;
    /// A forced pass, if that is the only action (shows the Pass button).
    fn only_pass(&self) -> Option<String>;
    /// Drops the input state and any animation (after undo, redo, load).
    fn reset_input(&mut self);
    fn animating(&self) -> bool;
    /// Extra input state for tests and assistive tools, merged into `uiState()`.
    fn ui_state(&self) -> JsValue;
    /// CSS pixel centre of a named place on the board (a square, a tray slot...).
    fn point(&self, name: &str) -> Option<(f64, f64)>;
    /// Keyboard play: arrows move a cursor, Enter acts at it. Escape and Backspace go to
    /// `cancel` and `back`.
    fn key(&mut self, _key: &str) -> KeyOutcome {
        KeyOutcome::Ignored
    }
    /// The seats as a person reads them, e.g. "South v North".
    fn players(&self) -> String {
        [crate::i18n::seat_name("South"), crate::i18n::seat_name("North")].join(&msg::board_versus())
    }
    /// Plays an action typed in notation; returns the sentence to announce.
    fn play_text(&mut self, text: &str) -> Played {
        let long = self.game_mut().play_text(text)?;
        self.reset_input();
        Ok(msg::board_played(&long))
    }
    /// Plays an action chosen by the computer, animated like a player's move; returns the
    /// sentence to announce.
    fn play_computer(&mut self, text: &str) -> Played {
        self.play_text(text)
    }
    /// Shows (or clears) a suggested action on the board; several lines are several arrows.
    fn set_hint(&mut self, _action: Option<&str>) {}
    /// The arrows drawn: each one's places, the best first.
    fn arrows(&self) -> &[Vec<u8>] {
        &[]
    }
    /// The sound for action `i` of the game (0-based).
    fn cue(&self, _i: usize) -> crate::sound::Cue {
        crate::sound::Cue::Move
    }
    /// What the keyboard cursor points at, in words: announced to screen readers as the
    /// arrow keys move it.
    fn cursor_text(&self) -> Option<String> {
        None
    }
    /// A description of the position in words, for screen readers.
    fn describe(&self) -> String {
        msg::board_position(&self.game().position_string())
    }
    /// Whether the person may act on the board now (not while the computer or a remote
    /// player is to act): only then are movable pieces and targets marked.
    fn set_input_allowed(&mut self, _allowed: bool) {}
    /// Whether the board is drawn upside down (the embed's `setOrientation`).
    fn set_flipped(&mut self, _flipped: bool) {}
    /// Whether the board can be turned round (two sides facing each other).
    fn flippable(&self) -> bool {
        false
    }
    /// The board's height over its width, in percent (square: 100), for the page's layout.
    fn aspect_pct(&self) -> u32 {
        100
    }
    /// Whether a click at this CSS pixel point would do something (the pointer shows a hand).
    fn offers_at(&self, _x: f64, _y: f64) -> bool {
        false
    }
    /// Pointer motion over the canvas (hover, drag preview); returns whether to redraw.
    fn pointer_move(&mut self, _x: f64, _y: f64) -> bool {
        false
    }
    /// Screen-specific buttons for the side panel (Done, Roll, Confirm...).
    fn buttons(&self) -> Vec<ScreenButton> {
        Vec::new()
    }
    /// One of `buttons()` was pressed: what it played or said, if anything.
    fn button(&mut self, _id: &str) -> Option<Played> {
        None
    }
    /// A short warning shown over the board while it holds (e.g. a countdown).
    fn notice(&self) -> Option<String> {
        None
    }
    /// A game played inside this one that autosave should keep: its key and record.
    fn side_save(&self) -> Option<(String, String)> {
        None
    }
    /// Lines for the end-of-game banner below the result (standings).
    fn outcome_lines(&self) -> Vec<String> {
        Vec::new()
    }
}

/// A button a screen adds to the side panel.
pub struct ScreenButton {
    pub id: String,
    pub label: String,
    pub enabled: bool,
    pub primary: bool,
}
