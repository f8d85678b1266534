//! Leaving the screen for the lobby (New game), as the mode's policy says: at once, or after
//! a question asked in the page, under the status line (never the browser's `confirm()`, which
//! blocks the page and cannot be styled or tested like the rest).

use crate::protocol::live::Command;
use super::mode::Leaving;
use super::App;
use crate::dom::{el, set_hidden, set_text};
use crate::i18n::msg;

/// A question the page asks before leaving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ask {
    /// A game going on here: it stays saved, and the page says where.
    LeaveSaved,
    /// A live game going on: leaving resigns it.
    LeaveResigning,
}

impl Ask {
    /// The question, and the labels of the two answers.
    fn words(self) -> (String, String, String) {
        match self {
            Ask::LeaveSaved => (msg::shell_ask_leave_saved(), msg::shell_ask_new_game(), msg::shell_ask_stay()),
            Ask::LeaveResigning => (msg::shell_ask_leave_live(), msg::shell_ask_resign_leave(), msg::shell_ask_stay()),
        }
    }
}

impl App {
    /// New game pressed: leaves, or asks first.
    pub(super) fn leave(&mut self) {
        let ask = match self.policy().map(|p| p.leaving) {
            Some(Leaving::SaysSaved) => Ask::LeaveSaved,
            Some(Leaving::Resigns) => Ask::LeaveResigning,
            Some(Leaving::Leave) | None => return self.show_lobby(),
        };
        self.asking = Some(ask);
        self.input_changed();
        let _ = el("btn-ask-no").focus();
    }

    /// An answer to the question on show: leave (resigning a live game first), or stay.
    pub(super) fn answer(&mut self, leave: bool) {
        let Some(ask) = self.asking.take() else { return };
        if !leave {
            return self.input_changed();
        }
        if ask == Ask::LeaveResigning {
            // The live module sends it before anything else it has to do; its room stays open
            // in the page until the page goes, so the resignation reaches the others.
            self.live_request(Command::Resign);
        }
        self.show_lobby();
    }

    /// The question under the status line, if one is asked.
    pub(super) fn show_ask(&self) {
        set_hidden("ask", self.asking.is_none());
        let Some(ask) = self.asking else { return };
        let (question, yes, no) = ask.words();
        set_text("ask-text", &question);
        set_text("btn-ask-yes", &yes);
        set_text("btn-ask-no", &no);
    }
}
