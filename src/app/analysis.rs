//! The page's side of the analysis board, kept small because it is in the first load: the
//! module (www/analysis_loader.js loads it) holds the variation tree, the search and the
//! panels. The page opens the line to the move on show with every seat played here, tells the
//! module every action of its board after each change, and draws the best moves the module
//! sends as arrows. The game in progress is left as it was: nothing played in analysis is
//! saved or put in the address.

use super::relay::{call_global, load_script};
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

/// What the analysis module asks of the page: `open` (`<seat at the bottom>\n<record>`: the line to
/// show), `edit` (the same, for the position editor's board), `arrows` (the best moves, one a line, to draw; empty clears them) or `close`
/// (`<record>`: the game to go back to, played as usual). Both arguments come from JS, so
/// anything but two strings is refused with an error.
#[wasm_bindgen(js_name = analysisEvent)]
pub fn analysis_event(kind: JsValue, text: JsValue) -> Result<(), JsError> {
    let (Some(kind), Some(text)) = (kind.as_string(), text.as_string()) else {
        return Err(JsError::new("analysisEvent takes two strings: the event and its text"));
    };
    with_app(|app| app.analysis_event(&kind, &text));
    Ok(())
}

impl App {
    /// Opens the analysis board on the game on show, at the move looked at; `link` is a
    /// `#analyse=` link's packed record.
    pub(super) fn start_analysis(&mut self, link: Option<&str>) {
        let what = match (link, &self.screen) {
            (Some(packed), _) => format!("link {packed}"),
            (None, Some(s)) => format!("open {}\n{}", self.view.as_ref().map_or(usize::MAX, |v| v.0), s.game().record_text()),
            (None, None) => return,
        };
        self.send_analysis(&what);
    }

    /// Opens the position editor (in the analysis module) on the position a record reaches.
    pub(super) fn start_editor(&mut self, record: &str) {
        self.send_analysis(&format!("edit open\n{record}"));
    }

    /// The result banner's Review: the analysis opens on the game and reviews it.
    pub(super) fn start_review(&mut self) {
        if let Some(s) = &self.screen {
            let what = format!("review\n{}", s.game().record_text());
            self.send_analysis(&what);
            // The board the module opens next is the review's.
            self.follow_now();
            self.analysis = Some(Board::Review);
        }
    }

    fn send_analysis(&self, what: &str) {
        if !call_global("gboardsAnalysisCommand", what) {
            load_script("./analysis_loader.js", what);
        }
    }

    /// After the game changed: the module hears every action of the board.
    pub(super) fn analysis_follow(&mut self) {
        if let (Some(_), Some(s)) = (self.analysis, &self.screen) {
            call_global("gboardsAnalysisCommand", &format!("sync {}", s.game().action_texts().join("\n")));
        }
    }

    /// Leaving the analysis (the lobby, another game): the module's panel goes away.
    pub(super) fn end_analysis(&mut self) {
        if self.analysis.take().is_some() {
            call_global("gboardsAnalysisCommand", "close");
        }
    }

    fn analysis_event(&mut self, kind: &str, text: &str) {
        match kind {
            "open" | "edit" => {
                // The line on show is neither saved nor put in the address. A review stays one
                // while its lines open; the editor's board comes as `edit`.
                let board = match (kind, self.analysis) {
                    ("edit", _) => Board::Editor,
                    (_, Some(Board::Review)) => Board::Review,
                    _ => Board::Line,
                };
                self.follow_now();
                self.analysis = None;
                self.open_relayed(text);
                self.analysis = Some(board);
                self.input_changed();
            }
            "arrows" => {
                let Some(s) = &mut self.screen else { return };
                s.set_hint(Some(text));
                self.redraw();
            }
            "close" => {
                self.follow_now();
                self.end_analysis();
                self.import(text);
            }
            _ => {}
        }
    }
}
