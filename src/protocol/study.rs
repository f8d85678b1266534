//! What the page and the study module (src/bin/study/, puzzles and lessons) say to each other:
//! the page's commands, and what the module asks the page to show on its board.

use super::{field, optional_seat, tagged};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

/// What the page asks of the study module.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StudyCommand {
    /// Open a puzzle or a lesson, as an address or a lobby button names it: a puzzle's id,
    /// `daily`, `next <game>`, or `learn=<game>[-<lesson>]`.
    Open { what: String },
    /// This device's move on the study's board.
    Move { action: String },
    /// Start the position again (Undo during a puzzle or a lesson).
    Retry,
    /// The page left the study's board.
    Close,
}

/// What the study module asks of the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StudyNews {
    /// Show the position in `record`, with `seat` played here (`None`: a lesson's
    /// demonstration, watched).
    Open { seat: Option<u8>, record: String },
    /// Show the module's move, as the computer's are shown.
    Move { action: String },
    /// Highlight an action, or only its piece.
    Hint { action: String, piece_only: bool },
    /// The status line while the module's seats wait.
    Status { line: String },
    /// Whether the puzzle on show is solved (its board then takes no move).
    Solved { solved: bool },
}

/// `StudyNews` as the module writes it, read on the page's side (see `protocol`).
pub fn read_study_news(value: &JsValue) -> Option<StudyNews> {
    let (tag, fields) = tagged(value)?;
    let text = |name: &str| field(&fields, name)?.as_string();
    let flag = |name: &str| field(&fields, name)?.as_bool();
    Some(match tag.as_str() {
        "open" => StudyNews::Open { seat: optional_seat(&fields)?, record: text("record")? },
        "move" => StudyNews::Move { action: text("action")? },
        "hint" => StudyNews::Hint { action: text("action")?, piece_only: flag("piece_only")? },
        "status" => StudyNews::Status { line: text("line")? },
        "solved" => StudyNews::Solved { solved: flag("solved")? },
        _ => return None,
    })
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::*;

    #[wasm_bindgen_test]
    fn the_page_reads_what_the_module_writes() {
        let every = [
            StudyNews::Open { seat: Some(1), record: "r".into() },
            StudyNews::Open { seat: None, record: "w".into() },
            StudyNews::Move { action: "a1-a2".into() },
            StudyNews::Hint { action: "b1-b3".into(), piece_only: true },
            StudyNews::Status { line: "Thinking…".into() },
            StudyNews::Solved { solved: false },
        ];
        for news in every {
            assert_eq!(read_study_news(&serde_wasm_bindgen::to_value(&news).unwrap()), Some(news));
        }
        for bad in [JsValue::from("move"), js_sys::JSON::parse(r#"{"hint":{"action":"a"}}"#).unwrap(), js_sys::JSON::parse(r#"{"open":{"seat":-1,"record":"r"}}"#).unwrap()] {
            assert_eq!(read_study_news(&bad), None);
        }
    }
}
