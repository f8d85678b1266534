//! What the page and the analysis module (src/bin/analysis/) say to each other: the page's
//! commands, and the boards the module asks the page to show.

use super::{field, seat, tagged, texts};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

/// What the page asks of the analysis module.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnalysisCommand {
    /// Analyse a record, at move `ply` of its main line (its end when `None`).
    Open { ply: Option<usize>, record: String },
    /// A `#analyse=` link's packed record.
    Link { packed: String },
    /// Set up the position a record reaches in the editor.
    Edit { record: String },
    /// Analyse a finished game and review it (the result banner's Review).
    Review { record: String },
    /// Every action of the page's board, after a change.
    Sync { actions: Vec<String> },
    /// The page left the analysis.
    Close,
}

/// What the analysis module asks of the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnalysisNews {
    /// Show the line in `record`, `seat` at the bottom, every seat played here.
    Open { seat: u8, record: String },
    /// The same, for the position editor's board.
    Edit { seat: u8, record: String },
    /// Draw the best moves as arrows (none: clear them).
    Arrows { moves: Vec<String> },
    /// Back to the game in `record`, played as usual.
    Close { record: String },
}

/// `AnalysisNews` as the module writes it, read on the page's side (see `protocol`).
pub fn read_analysis_news(value: &JsValue) -> Option<AnalysisNews> {
    let (tag, fields) = tagged(value)?;
    let text = |name: &str| field(&fields, name)?.as_string();
    let board = || Some((seat(&field(&fields, "seat")?)?, text("record")?));
    Some(match tag.as_str() {
        "open" => board().map(|(seat, record)| AnalysisNews::Open { seat, record })?,
        "edit" => board().map(|(seat, record)| AnalysisNews::Edit { seat, record })?,
        "arrows" => AnalysisNews::Arrows { moves: texts(&fields, "moves")? },
        "close" => AnalysisNews::Close { record: text("record")? },
        _ => return None,
    })
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::*;

    #[wasm_bindgen_test]
    fn the_page_reads_the_boards_the_module_writes() {
        let every = [
            AnalysisNews::Open { seat: 1, record: "r".into() },
            AnalysisNews::Edit { seat: 0, record: "e".into() },
            AnalysisNews::Arrows { moves: vec!["a1-a2".into(), "b1-b3".into()] },
            AnalysisNews::Arrows { moves: vec![] },
            AnalysisNews::Close { record: "c".into() },
        ];
        for news in every {
            assert_eq!(read_analysis_news(&serde_wasm_bindgen::to_value(&news).unwrap()), Some(news));
        }
        for bad in [JsValue::from("open"), js_sys::JSON::parse(r#"{"arrows":{"moves":[1]}}"#).unwrap(), js_sys::JSON::parse(r#"{"open":{"record":"r"}}"#).unwrap()] {
            assert_eq!(read_analysis_news(&bad), None);
        }
    }
}
