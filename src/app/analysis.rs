//! The page's side of the analysis board, kept small because it is in the first load: the
//! module (www/analysis_loader.js and its worker) holds the variation tree, the search and the
//! panel. The page opens the line to the move on show with every seat played here, reports
//! the moves played on the board, and draws the best moves the loader sends as arrows. The
//! game in progress is left as it was: nothing played in analysis is saved or put in the
//! address.

use super::{with_app, App};
use crate::dom;
use engine::any::match_from_record;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

pub(super) struct Analysis {
    /// Actions the module knows of: later ones were played here and are to be reported.
    known: usize,
}

/// The packed record of a `#analyse=<packed>` address.
pub(super) fn link_from_hash(hash: &str) -> Option<&str> {
    hash.strip_prefix("#analyse=").filter(|p| !p.is_empty())
}

/// What the loader asks of the page: `open` (`<actions the module knows>\n<record>`: the line
/// to show), `arrows` (the best moves, one a line, to draw; empty clears them) or `close`
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
    /// Opens the analysis board on the game on show, at the move looked at.
    pub(super) fn start_analysis(&mut self) {
        let Some(s) = &self.screen else { return };
        let ply = self.view.as_ref().map_or("end".to_string(), |v| v.0.to_string());
        let what = format!("open {ply}\n{}", s.game().record_text());
        load_analysis(&what);
    }

    /// Opens the analysis a `#analyse=` link carries.
    pub(super) fn open_analysis_link(&mut self, packed: &str) {
        load_analysis(&format!("link {packed}"));
    }

    /// After the game changed: reports the moves played here since, one a line.
    pub(super) fn analysis_follow(&mut self) {
        let (Some(analysis), Some(s)) = (&mut self.analysis, &self.screen) else { return };
        let texts = s.game().action_texts();
        if let Some(new) = texts.get(analysis.known..).filter(|n| !n.is_empty()) {
            analysis_command(&format!("move {}", new.join("\n")));
            analysis.known = texts.len();
        }
    }

    /// Leaving the analysis (the lobby, another game): the module's panel goes away.
    pub(super) fn end_analysis(&mut self) {
        if self.analysis.take().is_some() {
            analysis_command("close");
        }
    }

    fn analysis_event(&mut self, kind: &str, text: &str) {
        let (known, record) = text.split_once('\n').unwrap_or_default();
        match kind {
            "open" => {
                let (Ok(known), Ok(game)) = (known.parse(), match_from_record(record)) else { return };
                // Moves played here are reported before the board changes; the line on show is
                // neither saved nor put in the address.
                self.follow_now();
                let (flipped, hash) = (self.flipped, dom::window().location().hash().unwrap_or_default());
                self.analysis = None;
                self.open_game(game, None);
                self.analysis = Some(Analysis { known });
                self.set_flipped(flipped);
                self.redraw();
                crate::persist::set_hash(&hash);
            }
            "arrows" => {
                let Some(s) = &mut self.screen else { return };
                s.set_hint(Some(text).filter(|t| !t.is_empty()));
                self.redraw();
            }
            "close" => {
                self.end_analysis();
                if let Ok(game) = match_from_record(text) {
                    self.open_game(game, None);
                }
            }
            _ => {}
        }
    }
}

/// Starts the loader with its first command, or sends it once the loader runs.
fn load_analysis(what: &str) {
    if analysis_command(what) {
        return;
    }
    let Ok(script) = dom::document().create_element("script") else { return };
    let _ = script.set_attribute("data-open", what);
    let _ = script.set_attribute("src", "./analysis_loader.js");
    let _ = dom::document().body().map(|b| b.append_child(&script));
}

/// A command for the analysis module's loader (see www/analysis_loader.js); false when the
/// loader has not started.
fn analysis_command(text: &str) -> bool {
    let send = js_sys::Reflect::get(&dom::window(), &"gboardsAnalysisCommand".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    send.map(|f| f.call1(&JsValue::NULL, &text.into())).is_some()
}
