//! One screen per game: it owns the match, the input state and the animation, and knows how to
//! draw itself and turn pointer and key events into actions. The app shell around it is shared.

pub mod gyges;
pub mod gype;

use crate::render::{Canvas, Theme};
use engine::any::AnyMatch;
use wasm_bindgen::JsValue;

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
    /// Returns a message for screen readers when an action was played.
    fn pointer_up(&mut self, x: f64, y: f64) -> Option<String>;
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

    /// Pointer motion over the canvas (hover, drag preview); returns whether to redraw.
    fn pointer_move(&mut self, _x: f64, _y: f64) -> bool {
        false
    }
    /// A key the shell does not use itself (Enter, letters, digits). `Some(message)` when
    /// handled; the message (possibly empty) is announced to screen readers.
    fn key(&mut self, _key: &str) -> Option<String> {
        None
    }
    /// Screen-specific buttons for the side panel (Done, Roll, Confirm...).
    fn buttons(&self) -> Vec<ScreenButton> {
        Vec::new()
    }
    /// One of `buttons()` was pressed; returns a message to announce.
    fn button(&mut self, _id: &str) -> Option<String> {
        None
    }
    /// A short warning shown over the board while it holds (e.g. a countdown).
    fn notice(&self) -> Option<String> {
        None
    }
    /// Lines for the end-of-game banner below the result (standings).
    fn outcome_lines(&self) -> Vec<String> {
        Vec::new()
    }
}

/// A button a screen adds to the side panel.
pub struct ScreenButton {
    pub id: &'static str,
    pub label: String,
    pub enabled: bool,
    pub primary: bool,
}
