//! The page's side of the analysis board, kept small because it is in the first load: the
//! module (www/analysis_loader.js loads it) holds the variation tree, the search and the
//! panels. The page opens the line to the move on show with every seat played here, tells the
//! module every action of its board after each change, and draws the best moves the module
//! sends as arrows. The game in progress is left as it was: nothing played in analysis is
//! saved or put in the address.

use super::relay::command_module;
use crate::protocol::analysis::{read_analysis_news, AnalysisCommand, AnalysisNews};
use super::{with_app, App};
use wasm_bindgen::prelude::*;

/// Which board of the analysis module is on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Board {
    /// The analysis board's line.
    Line,
    /// The position editor's board.
    Editor,
    /// The analysis board reviewing a game (the result banner's Review).
    Review,
}

impl Board {
    pub(super) fn mode(self) -> super::mode::Mode {
        match self {
            Board::Line => super::mode::Mode::Analysis,
            Board::Editor => super::mode::Mode::Editor,
            Board::Review => super::mode::Mode::Review,
        }
    }
}

/// The packed record of a `#analyse=<packed>` address.
pub(super) fn link_from_hash(hash: &str) -> Option<&str> {
    hash.strip_prefix("#analyse=").filter(|p| !p.is_empty())
}

/// What the analysis module asks of the page: an `AnalysisNews`. It comes from JS, so
/// anything else is refused with an error.
#[wasm_bindgen(js_name = analysisEvent)]
pub fn analysis_event(news: JsValue) -> Result<(), JsError> {
    let news = read_analysis_news(&news).ok_or_else(|| JsError::new("not news of the analysis (see protocol/analysis.rs)"))?;
    with_app(|app| app.analysis_news(news));
    Ok(())
}

impl App {
    /// Opens the analysis board on the game on show, at the move looked at; `link` is a
    /// `#analyse=` link's packed record.
    pub(super) fn start_analysis(&mut self, link: Option<&str>) {
        let command = match (link, &self.screen) {
            (Some(packed), _) => AnalysisCommand::Link { packed: packed.to_string() },
            (None, Some(s)) => AnalysisCommand::Open { ply: self.view.as_ref().map(|v| v.0), record: s.game().record_text() },
            (None, None) => return,
        };
        send_analysis(&command);
    }

    /// Opens the position editor (in the analysis module) on the position a record reaches.
    pub(super) fn start_editor(&mut self, record: &str) {
        send_analysis(&AnalysisCommand::Edit { record: record.to_string() });
    }

    /// The result banner's Review: the analysis opens on the game and reviews it.
    pub(super) fn start_review(&mut self) {
        if let Some(s) = &self.screen {
            send_analysis(&AnalysisCommand::Review { record: s.game().record_text() });
            // The board the module opens next is the review's.
            self.follow_now();
            self.analysis = Some(Board::Review);
        }
    }

    /// After the game changed: the module hears every action of the board.
    pub(super) fn analysis_follow(&mut self) {
        if let (Some(_), Some(s)) = (self.analysis, &self.screen) {
            send_analysis(&AnalysisCommand::Sync { actions: s.game().action_texts() });
        }
    }

    /// Leaving the analysis (the lobby, another game): the module's panel goes away.
    pub(super) fn end_analysis(&mut self) {
        if self.analysis.take().is_some() {
            send_analysis(&AnalysisCommand::Close);
        }
    }

    /// Opens a board of the module's: the line on show is neither saved nor put in the address.
    fn show_analysis_board(&mut self, board: Board, seat: u8, record: &str) {
        self.follow_now();
        self.analysis = None;
        self.open_relayed_game(seat, record);
        self.analysis = Some(board);
        self.input_changed();
    }

    fn analysis_news(&mut self, news: AnalysisNews) {
        match news {
            // A review stays one while its lines open.
            AnalysisNews::Open { seat, record } => {
                let board = if self.analysis == Some(Board::Review) { Board::Review } else { Board::Line };
                self.show_analysis_board(board, seat, &record);
            }
            AnalysisNews::Edit { seat, record } => self.show_analysis_board(Board::Editor, seat, &record),
            AnalysisNews::Arrows { moves } => {
                let Some(s) = &mut self.screen else { return };
                s.set_hint(Some(&moves.join("\n")));
                self.redraw();
            }
            AnalysisNews::Close { record } => {
                self.follow_now();
                self.end_analysis();
                self.import(&record);
            }
        }
    }
}

/// A command for the analysis module, loaded first if it is not yet.
fn send_analysis(command: &AnalysisCommand) {
    command_module("gboardsAnalysisCommand", "./analysis_loader.js", command);
}
