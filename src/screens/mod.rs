//! One screen per game: it owns the match, the input state and the animation, and knows how to
//! draw itself and turn pointer and key events into actions. The app shell around it is shared.

pub mod gipf;
pub mod gyges;

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
    /// The pointer moved over the board (hover or drag); returns true when a redraw is needed.
    fn pointer_move(&mut self, _x: f64, _y: f64) -> bool {
        false
    }
    /// Buttons the screen wants in the side panel now: (key, label, enabled).
    fn buttons(&self) -> Vec<(String, String, bool)> {
        Vec::new()
    }
    /// One of `buttons()` was pressed; returns a message for screen readers.
    fn button(&mut self, _key: &str) -> Option<String> {
        None
    }
    /// A key the shell does not use itself; `Some` when handled (a non-empty text is announced).
    fn key(&mut self, _key: &str) -> Option<String> {
        None
    }
}
