//! What the page does for a game some of whose seats are played elsewhere, by another device
//! (live play) or by a module (a puzzle's replies): it opens the game a module sends, with the
//! side played here at the bottom, and shows the moves it sends as the computer's moves are.

use super::App;
use crate::dom::{self, announce};
use crate::persist;
use engine::any::{match_from_record, AnyMatch};

/// A spectator's seat: it plays none, so every seat is played elsewhere.
pub(super) const WATCHING: u8 = u8::MAX;

impl App {
    /// Opens the game in `record`, with `seat` played here (`WATCHING`: none), keeping the
    /// address as it is. Returns the game's length, or `None` for a record that is not a game.
    pub(super) fn open_relayed_game(&mut self, seat: u8, record: &str) -> Option<usize> {
        let game = match_from_record(record).ok()?;
        let hash = dom::window().location().hash().unwrap_or_default();
        let known = game.len();
        self.open_game(game, None);
        self.set_flipped(seat == 1);
        self.redraw();
        persist::set_hash(&hash);
        Some(known)
    }

    /// Shows a move played elsewhere and announces it; returns the game's new length.
    pub(super) fn play_relayed(&mut self, text: &str) -> Option<usize> {
        let s = self.screen.as_mut()?;
        if let Ok(said) = s.play_computer(text) {
            announce(&said);
        }
        Some(s.game().len())
    }
}

/// Hands a lazily loaded module a `protocol` command (see `protocol::command_module`).
pub(super) fn command_module(name: &str, src: &str, command: &impl serde::Serialize) {
    crate::protocol::command_module(name, src, &dom::to_js(command));
}

/// The first action played since the module last heard of the game (`known` actions), which
/// is then brought up to the game's length; `None` when there is nothing new.
pub(super) fn unsent_action(game: &dyn AnyMatch, known: &mut usize) -> Option<String> {
    let len = game.len();
    if len <= *known {
        return None;
    }
    let action = game.action_texts().get(*known).cloned().unwrap_or_default();
    *known = len;
    Some(action)
}
