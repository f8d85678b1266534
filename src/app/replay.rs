//! Moving through the game: undo and redo, stepping through past positions, and taking over
//! from one of them.

use crate::protocol::live::Command;
use engine::live::Proposal;
use super::mode::{Control, UndoMeans};
use super::mode::{has_human, human_to_act};
use super::App;
use crate::dom::announce;
use crate::i18n::msg;
use crate::screens;
use engine::any::AnyMatch;

#[derive(Clone, Copy)]
pub(super) enum Step {
    First,
    Prev,
    Next,
    Last,
}

impl App {
    /// Takes back the last move; against the computer, back to the last human's turn (the
    /// computer's reply goes too). Dice are never re-rolled: chance comes from the seed.
    pub(super) fn undo(&mut self) {
        match self.policy().map(|p| p.undo) {
            // In a live game the other player decides: undo asks for a takeback.
            Some(UndoMeans::AskTakeback) => return self.live_request(Command::Offer { what: Proposal::Takeback }),
            Some(UndoMeans::Restart) => return self.study_restart(),
            Some(UndoMeans::Nothing) | None => return,
            Some(UndoMeans::TakeBack) => {}
        }
        if self.step_game(|g| g.undo()) {
            self.banner_closed = false;
            announce(&msg::shell_undone());
            // With no human seat, undo steps a demo back and pauses it there.
            if self.screen.as_ref().is_some_and(|s| !has_human(s.game())) {
                self.paused = true;
            }
        }
        self.game_changed();
    }

    pub(super) fn redo(&mut self) {
        if !self.policy().is_some_and(|p| p.enabled(Control::Redo)) {
            return;
        }
        if self.step_game(|g| g.redo()) {
            announce(&msg::shell_redone());
        }
        self.game_changed();
    }

    /// Undoes or redoes (`step`) until a human is to act, or once in a game of computers only;
    /// returns whether anything moved.
    fn step_game(&mut self, step: impl Fn(&mut dyn AnyMatch) -> bool) -> bool {
        self.view = None;
        self.stop_computer();
        let Some(s) = &mut self.screen else { return false };
        let game = s.game_mut();
        let mut moved = false;
        while step(game) {
            moved = true;
            if human_to_act(game) || !has_human(game) {
                break;
            }
        }
        if moved {
            s.reset_input();
        }
        moved
    }

    /// Shows the position after `ply` actions; the latest ply returns to live play.
    pub(super) fn show_ply(&mut self, ply: usize) {
        let Some(s) = &self.screen else { return };
        let len = s.game().len();
        if ply >= len {
            self.view = None;
        } else {
            let mut view = screens::open_replay(s.game().boxed_clone(), ply);
            view.set_flipped(self.flipped);
            self.view = Some((ply, view));
            announce(&msg::shell_showing_ply(ply, len));
        }
        // The ply on show is in the link and marked in the move list.
        self.game_changed();
    }

    pub(super) fn step_view(&mut self, step: Step) {
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
    pub(super) fn take_over(&mut self) {
        if !self.policy().is_some_and(|p| p.enabled(Control::TakeOver)) {
            return;
        }
        let Some((ply, _)) = self.view.take() else { return };
        self.stop_computer();
        if let Some(s) = &mut self.screen {
            s.game_mut().truncate(ply);
            s.reset_input();
            self.banner_closed = false;
            announce(&msg::shell_took_over());
        }
        self.game_changed();
    }
}
