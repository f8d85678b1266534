//! The page's side of the study module (puzzles and lessons; the analysis board later),
//! kept small because it is in the first load: the module (www/study_loader.js and its worker)
//! opens a position with the seat played here, the other seats wait for it, the page reports
//! this device's moves and plays the moves and hints the module sends. The puzzles, the lessons,
//! the solver, the messages and the buttons all live in the module and its loader.

use super::{with_app, App};
use crate::dom;
use crate::protocol::study::{read_study_news, StudyCommand, StudyNews};
use wasm_bindgen::prelude::*;

pub(super) struct Study {
    /// The seat played here, once the module has opened a position.
    seat: Option<u8>,
    /// Actions the module knows of: later ones were played here and are to be reported.
    known: usize,
    /// Moves the module sent, shown one by one once the board is still.
    due: Vec<String>,
    /// The status line while the module's seats wait, if the module set one.
    pub(super) status: Option<String>,
    /// A lesson's step rather than a puzzle.
    pub(super) lesson: bool,
    /// The puzzle on show is solved: nobody moves on its board until the next one opens.
    pub(super) solved: bool,
}

/// What a `#puzzle=<id>` address asks for (`daily` or an id such as `gyges-17`), or a
/// `#learn=<game>[-<lesson>]` one (`learn=gyges-1`, as the study module's loader takes it).
pub(super) fn study_from_hash(hash: &str) -> Option<&str> {
    hash.strip_prefix("#puzzle=").or_else(|| hash.strip_prefix('#').filter(|h| h.starts_with("learn="))).filter(|p| !p.is_empty())
}

/// What the study module asks of the page: a `StudyNews`. It comes from JS, so anything else
/// is refused with an error.
#[wasm_bindgen(js_name = studyEvent)]
pub fn study_event(news: JsValue) -> Result<(), JsError> {
    let news = read_study_news(&news).ok_or_else(|| JsError::new("not news of the study (see protocol/study.rs)"))?;
    with_app(|app| app.study_news(news));
    Ok(())
}

impl App {
    /// Loads the study module (www/study_loader.js), which opens `what`: a puzzle id, `daily`,
    /// `next <game>` or `learn=<game>[-<lesson>]`.
    pub(super) fn start_study(&mut self, what: &str) {
        let lesson = what.starts_with("learn=");
        self.study = Some(Study { seat: None, known: 0, due: Vec::new(), status: None, lesson, solved: false });
        study_command(&StudyCommand::Open { what: what.to_string() });
    }

    /// The seat to act is played by the study module.
    pub(super) fn study_waits(&self, seat: u8) -> bool {
        self.study.as_ref().is_some_and(|s| s.seat.is_some_and(|me| me != seat))
    }

    /// After the game changed: reports this device's new move to the module, if any.
    pub(super) fn study_follow(&mut self) {
        let (Some(study), Some(s)) = (&mut self.study, &self.screen) else { return };
        if study.seat.is_none() {
            return;
        }
        if let Some(action) = super::relay::unsent_action(s.game(), &mut study.known) {
            study_command(&StudyCommand::Move { action });
        }
    }

    /// Leaving the study (the lobby, another game): the module's controls go away.
    pub(super) fn end_study(&mut self) {
        if self.study.take().is_some() {
            study_command(&StudyCommand::Close);
        }
    }

    /// Shows the module's next move once the last one's animation is over, as the computer's
    /// moves are shown.
    fn play_study_due(&mut self) {
        let (Some(study), Some(s)) = (&self.study, &self.screen) else { return };
        let Some(next) = study.due.first().cloned() else { return };
        if s.animating() {
            dom::after_ms(60, Box::new(|| {
                with_app(App::play_study_due);
            }));
            return;
        }
        let known = self.play_relayed(&next);
        if let Some(study) = &mut self.study {
            study.due.remove(0);
            study.known = known.unwrap_or(study.known);
        }
        self.game_changed();
        self.play_study_due();
    }

    /// Undo during a study: the position starts again, as the module has it.
    pub(super) fn study_restart(&self) {
        study_command(&StudyCommand::Retry);
    }

    fn study_news(&mut self, news: StudyNews) {
        match news {
            StudyNews::Open { seat, record } => {
                let lesson = self.study.as_ref().is_some_and(|s| s.lesson);
                let seat = seat.unwrap_or(super::relay::WATCHING);
                let Some(known) = self.open_relayed_game(seat, &record) else { return };
                self.study = Some(Study { seat: Some(seat), known, due: Vec::new(), status: None, lesson, solved: false });
                self.input_changed();
            }
            StudyNews::Solved { solved } => {
                let Some(study) = &mut self.study else { return };
                study.solved = solved;
                self.input_changed();
            }
            StudyNews::Status { line } => {
                let Some(study) = &mut self.study else { return };
                study.status = Some(line);
                self.input_changed();
            }
            StudyNews::Move { action } => {
                let Some(study) = &mut self.study else { return };
                study.due.push(action);
                if study.due.len() == 1 {
                    self.play_study_due();
                }
            }
            StudyNews::Hint { action, piece_only } => {
                let Some(s) = &mut self.screen else { return };
                // The board's hint: an action, or `piece <action>` for its piece alone.
                let hint = if piece_only { format!("piece {action}") } else { action };
                s.set_hint(Some(&hint));
                self.hint = Some((s.game().len(), hint));
                self.input_changed();
            }
        }
    }
}

/// A command for the study module, loaded first if it is not yet (www/study_loader.js).
pub(super) fn study_command(command: &StudyCommand) {
    super::relay::command_module("gboardsStudyCommand", "./study_loader.js", command);
}
