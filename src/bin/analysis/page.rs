//! What the module asks of the page's own wasm (`window.wasmBindings`): to open a board, draw
//! arrows or go back to a game (`analysisEvent`, an `AnalysisNews`), and where the
//! board draws a place (`boardPoint`, `boardPointer`). The seats of a record are read here
//! from the engine, not from the page.

use crate::protocol::analysis::AnalysisNews;
use engine::player::Player;
use js_sys::{Function, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

fn binding(name: &str) -> Option<(JsValue, Function)> {
    let bindings = Reflect::get(&super::dom::window()?.into(), &"wasmBindings".into()).ok()?;
    let f = Reflect::get(&bindings, &name.into()).ok()?.dyn_into::<Function>().ok()?;
    Some((bindings, f))
}

/// Tells the page a board to show (see `AnalysisNews`); what the page throws is logged, not
/// thrown on.
pub fn tell_page(news: &AnalysisNews) {
    let (Some((this, f)), Ok(value)) = (binding("analysisEvent"), serde_wasm_bindgen::to_value(news)) else { return };
    if let Err(e) = f.call1(&this, &value) {
        web_sys::console::warn_2(&"the page refused an analysis event:".into(), &e);
    }
}

/// The colour the board on show gives each seat (`uiState().seatColours`).
pub fn seat_colours() -> Vec<String> {
    let Some((this, f)) = binding("uiState") else { return Vec::new() };
    let colours = f.call0(&this).ok().and_then(|state| Reflect::get(&state, &"seatColours".into()).ok());
    colours.and_then(|c| c.dyn_into::<js_sys::Array>().ok()).map(|list| list.iter().filter_map(|c| c.as_string()).collect()).unwrap_or_default()
}

/// Two numbers from a binding that answers `[x, y]` (a `Float64Array`).
fn point(answer: Result<JsValue, JsValue>) -> Option<(f64, f64)> {
    let pair = answer.ok()?;
    let at = |i: u32| Reflect::get(&pair, &i.into()).ok()?.as_f64();
    Some((at(0)?, at(1)?))
}

/// Where the board draws `place`, in CSS pixels of the canvas.
pub fn board_point(place: &str) -> Option<(f64, f64)> {
    let (this, f) = binding("boardPoint")?;
    point(f.call1(&this, &place.into()))
}

/// A pointer's client coordinates in CSS pixels of the canvas.
pub fn board_pointer(x: f64, y: f64) -> Option<(f64, f64)> {
    let (this, f) = binding("boardPointer")?;
    point(f.call2(&this, &x.into(), &y.into()))
}

/// The seats' names of the game a record holds; `None` for a record that does not load.
pub fn seat_names(record: &str) -> Option<Vec<String>> {
    let game = engine::any::match_from_input(record).ok()?;
    Some(game.seat_names().into_iter().map(String::from).collect())
}

/// The seat drawn at the bottom: a person's against the computer, else the first (as the
/// page draws a game of its own).
pub fn bottom_seat(record: &str) -> u8 {
    let Ok(game) = engine::any::match_from_input(record) else { return 0 };
    let players = game.players();
    u8::from(players.len() == 2 && players[0] != Player::Human && players[1] == Player::Human)
}
