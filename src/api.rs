//! The JS-facing API: `Match` works for every game; `benchPerft` and `wasmMemoryBytes` serve the
//! benchmark and soak scripts (the page's own game is read by `app`'s `uiState`). Every error
//! becomes a JS `Error` with a message; arguments are taken as `JsValue` and checked, so wrong
//! types from JS give an error, never a panic.

use crate::dom::{random_seed, to_js};
use engine::any::{match_from_input, new_match, AnyMatch};
use engine::game::{Outcome, Status};
use engine::options::parse_pairs;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

pub(crate) fn string_arg(v: &JsValue, name: &str) -> Result<String, JsError> {
    // A record is the longest text any call takes.
    const MAX: usize = engine::record::MAX_BYTES;
    match v.as_string() {
        Some(s) if s.len() <= MAX => Ok(s),
        Some(_) => Err(JsError::new(&format!("{name} is too long (over {MAX} bytes)"))),
        None => Err(JsError::new(&format!("{name} must be a string"))),
    }
}

/// Options as `"key=value key=value"` (spaces or commas between), or undefined for defaults.
fn options_arg(v: &JsValue) -> Result<Vec<(String, String)>, JsError> {
    if v.is_undefined() || v.is_null() {
        return Ok(Vec::new());
    }
    let text = string_arg(v, "options")?;
    let items: Vec<&str> = text.split(|c: char| c.is_whitespace() || c == ',').filter(|s| !s.is_empty()).collect();
    parse_pairs(&items).map_err(err)
}

fn seed_arg(v: &JsValue) -> Result<u64, JsError> {
    if v.is_undefined() || v.is_null() {
        return Ok(random_seed());
    }
    match v.as_f64() {
        Some(n) if n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n <= 9.007_199_254_740_991e15 => Ok(n as u64),
        _ => Err(JsError::new("seed must be a whole number from 0 to 2^53-1")),
    }
}

/// The error in the page's language, as the page words it (the engine's English `Display` stays
/// out of the page).
fn err(e: engine::Error) -> JsError {
    JsError::new(&crate::error::engine_words(&e))
}

#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct MatchState {
    game: &'static str,
    position: String,
    /// "turn", "chance" or "over".
    status: &'static str,
    to_move: Option<u8>,
    winner: Option<u8>,
    draw: bool,
    moves: Vec<String>,
    can_undo: bool,
    can_redo: bool,
}

pub(crate) fn state_of(m: &dyn AnyMatch) -> MatchState {
    let status = m.status();
    MatchState {
        game: m.game(),
        position: m.position_string(),
        status: match status {
            Status::Turn(_) => "turn",
            Status::Chance(_) => "chance",
            Status::Over(_) => "over",
        },
        to_move: match status {
            Status::Turn(s) => Some(s),
            _ => None,
        },
        winner: match status {
            Status::Over(Outcome::Win(s)) => Some(s),
            _ => None,
        },
        draw: status == Status::Over(Outcome::Draw),
        moves: m.action_texts(),
        can_undo: m.can_undo(),
        can_redo: m.can_redo(),
    }
}

/// A game of any kind: create, list legal moves, play in notation, undo and redo, and export or
/// import records.
#[wasm_bindgen(js_name = Match)]
pub struct JsMatch {
    inner: Box<dyn AnyMatch>,
}

#[wasm_bindgen(js_class = Match)]
impl JsMatch {
    /// `new Match("gyges", "replace=on", seed?)` starts a game at the standard start.
    #[wasm_bindgen(constructor)]
    pub fn new(game: JsValue, options: JsValue, seed: JsValue) -> Result<JsMatch, JsError> {
        let game = string_arg(&game, "game")?;
        let inner = new_match(&game, &options_arg(&options)?, None, seed_arg(&seed)?).map_err(err)?;
        Ok(JsMatch { inner })
    }

    /// A game from a position string.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(game: JsValue, position: JsValue, options: JsValue) -> Result<JsMatch, JsError> {
        let game = string_arg(&game, "game")?;
        let position = string_arg(&position, "position")?;
        let inner = new_match(&game, &options_arg(&options)?, Some(&position), random_seed()).map_err(err)?;
        Ok(JsMatch { inner })
    }

    /// Replays a record made by `exportRecord`.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: JsValue) -> Result<JsMatch, JsError> {
        let text = string_arg(&text, "record")?;
        Ok(JsMatch { inner: match_from_input(&text).map_err(err)? })
    }

    pub fn game(&self) -> String {
        self.inner.game().to_string()
    }

    /// Every legal move for the player to act, in canonical notation.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<String> {
        self.inner.legal_actions()
    }

    /// Plays a move in notation (short or long form); returns its long form.
    pub fn play(&mut self, notation: JsValue) -> Result<String, JsError> {
        let text = string_arg(&notation, "move")?;
        self.inner.play_text(&text).map_err(err)
    }

    pub fn undo(&mut self) -> bool {
        self.inner.undo()
    }

    pub fn redo(&mut self) -> bool {
        self.inner.redo()
    }

    /// The position string.
    pub fn position(&self) -> String {
        self.inner.position_string()
    }

    /// A plain object: game, position, status, toMove, winner, draw, moves, canUndo, canRedo.
    pub fn state(&self) -> JsValue {
        to_js(&state_of(self.inner.as_ref()))
    }

    #[wasm_bindgen(js_name = exportRecord)]
    pub fn export_record(&self) -> String {
        self.inner.record_text()
    }
}

/// Perft from a position (`"start"` for the standard start), timed in this browser:
/// `{ nodes, ms }`. For the benchmark script's wasm/native comparison. Counts beyond
/// `PERFT_LIMIT` leaves are refused (after a few seconds' work at most), not left to hang the page.
#[wasm_bindgen(js_name = benchPerft)]
pub fn bench_perft(game: JsValue, position: JsValue, depth: JsValue, options: JsValue) -> Result<JsValue, JsError> {
    let game = string_arg(&game, "game")?;
    let position = string_arg(&position, "position")?;
    let depth = match depth.as_f64() {
        Some(d) if (0.0..=8.0).contains(&d) && d.fract() == 0.0 => d as u32,
        _ => return Err(JsError::new("depth must be a whole number from 0 to 8")),
    };
    let m = new_match(&game, &options_arg(&options)?, (position != "start").then_some(position.as_str()), 0).map_err(err)?;
    let started = crate::dom::now_ms();
    let nodes = m.perft(depth, PERFT_LIMIT).map_err(err)?;
    let ms = crate::dom::now_ms() - started;
    #[derive(serde::Serialize)]
    struct Counted {
        nodes: f64,
        ms: f64,
    }
    Ok(to_js(&Counted { nodes: nodes as f64, ms }))
}

/// Above the benchmark's largest count (30 M leaves, GIPF depth 5).
const PERFT_LIMIT: u64 = 40_000_000;

/// Bytes of wasm linear memory in use by the module (it only grows), for the soak test.
#[wasm_bindgen(js_name = wasmMemoryBytes)]
pub fn wasm_memory_bytes() -> f64 {
    wasm_bindgen::memory().dyn_into::<js_sys::WebAssembly::Memory>().map(|m| m.buffer().dyn_into::<js_sys::ArrayBuffer>().map(|b| b.byte_length() as f64).unwrap_or(0.0)).unwrap_or(0.0)
}
