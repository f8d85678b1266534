//! The computer's worker protocol: one typed request and one typed reply, defined once. The page
//! (`computer.rs`) and the worker (`bin/ai_worker.rs`, which includes this file) use the types;
//! the analysis loader posts and reads the same objects. Each message is a plain object whose
//! `kind` names its variant; every request carries a number `id`, echoed in its replies.

use serde::{Deserialize, Serialize};

/// What the worker is asked.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Request {
    /// The computer's move at `level` in the game of `record`; `think_ms` is a timed level's
    /// time (Master), the level's default when absent.
    Move {
        id: f64,
        record: String,
        level: String,
        #[serde(default, rename = "thinkMs")]
        think_ms: Option<f64>,
    },
    /// Analysis of the position `record` reaches; caps default to `ai::analysis::Limits`.
    Analyse {
        id: f64,
        record: String,
        #[serde(default)]
        depth: Option<f64>,
        #[serde(default)]
        nodes: Option<f64>,
        #[serde(default)]
        playouts: Option<f64>,
    },
    /// A review of every move of `record`.
    Review { id: f64, record: String },
    /// Ends the running analysis without an answer.
    Stop,
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Reply {
    /// The worker listens.
    Ready,
    /// A request was refused or failed; `id` is -1 when the request had none. In English: the
    /// worker has no language, and it is asked only about records the page wrote itself, so
    /// the rules have nothing to refuse that a player could cause.
    Error { id: f64, error: String },
    /// The move, in long notation (`None` when no player acts).
    Move { id: f64, action: Option<String>, ms: f64 },
    /// One completed depth of an analysis: the best moves (at most three) for `seat`.
    Analysis { id: f64, depth: u32, nodes: f64, seat: u8, top: Vec<RankedMove>, last: bool, ms: f64 },
    /// One playout batch of a Table Gype analysis: each seat's chance to win, and the mover's
    /// best actions (at most three) by the playouts after each, with a line whose dice are drawn.
    Chances {
        id: f64,
        played: u32,
        chances: Vec<f64>,
        unfinished: u32,
        #[serde(default)]
        top: Vec<RankedMove>,
        last: bool,
        ms: f64,
    },
    /// The analysis ended.
    Done { id: f64 },
    /// A review's progress, after each move.
    Progress { id: f64, done: usize, total: usize },
    /// The finished review.
    Review { id: f64, game: String, moves: Vec<MoveReview>, lessons: Vec<ReviewLesson>, ms: f64 },
}

/// A ranked root move: `eval` as text ("+1.25", "win in 3"), `score` in centi-pieces or none
/// when decided, `win`/`loss` the actions to the end, `chance` the win chance of the seat to
/// act, the principal line in short and long notation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RankedMove {
    pub eval: String,
    pub score: Option<i32>,
    pub win: Option<u32>,
    pub loss: Option<u32>,
    pub chance: f64,
    pub line: Vec<String>,
    pub long: Vec<String>,
}

/// One reviewed move: chances are the mover's, `best` is none when the played move was best.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveReview {
    pub index: usize,
    pub seat: u8,
    pub played: String,
    pub played_long: String,
    pub before: String,
    pub after: String,
    pub chance_before: f64,
    pub chance_after: f64,
    pub loss: f64,
    pub class: String,
    pub best: Option<String>,
    pub best_long: Option<String>,
    pub depth: u32,
}

/// A position worth practising from a review: `review` indexes the moves, `accepted` the
/// answers in long notation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewLesson {
    pub review: usize,
    pub position: String,
    pub accepted: Vec<String>,
}

/// Plain JS data for a message (`None` as null); the worker's side.
#[allow(dead_code)]
pub fn to_message<T: Serialize>(value: &T) -> wasm_bindgen::JsValue {
    let plain = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value.serialize(&plain).unwrap_or(wasm_bindgen::JsValue::NULL)
}

/// `Request::Move` as the page sends it, written field by field: serde's writer for the whole
/// enum would add over 1 KB to the page's first load (the page's side only).
#[allow(dead_code)]
pub fn move_request(id: f64, record: &str, level: &str, think_ms: Option<u32>) -> wasm_bindgen::JsValue {
    let out = js_sys::Object::new();
    let think: wasm_bindgen::JsValue = think_ms.map_or(wasm_bindgen::JsValue::UNDEFINED, |ms| ms.into());
    for (key, value) in [("kind", "move".into()), ("id", id.into()), ("record", record.into()), ("level", level.into()), ("thinkMs", think)] {
        let _ = js_sys::Reflect::set(&out, &wasm_bindgen::JsValue::from_str(key), &value);
    }
    out.into()
}

/// A request as the worker received it (the worker's side only); anything else is an error reply naming the problem.
#[allow(dead_code)]
pub fn read_request(data: &wasm_bindgen::JsValue) -> Result<Request, Reply> {
    serde_wasm_bindgen::from_value(data.clone()).map_err(|e| {
        let id = js_sys::Reflect::get(data, &"id".into()).ok().and_then(|v| v.as_f64()).filter(|n| n.is_finite()).unwrap_or(-1.0);
        Reply::Error { id, error: format!("a malformed request: {e}") }
    })
}

/// A reply as the page received it: `Ready`, `Move` or `Error`; `None` for the others, which
/// go to the analysis loader (the page's side only). Read field by field: serde's reader would
/// add some 4 KB to the page's first load for these three fields.
#[allow(dead_code)]
pub fn read_reply(data: &wasm_bindgen::JsValue) -> Option<Reply> {
    let field = |name: &str| js_sys::Reflect::get(data, &name.into()).ok();
    let id = field("id").and_then(|v| v.as_f64()).unwrap_or(-1.0);
    match field("kind")?.as_string()?.as_str() {
        "ready" => Some(Reply::Ready),
        "move" => Some(Reply::Move { id, action: field("action").and_then(|v| v.as_string()), ms: field("ms").and_then(|v| v.as_f64()).unwrap_or(0.0) }),
        "error" => Some(Reply::Error { id, error: field("error").and_then(|v| v.as_string()).unwrap_or_default() }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::*;

    /// The page's hand-written move request is the worker's `Request::Move`.
    #[wasm_bindgen_test]
    fn the_page_move_request_reads_as_the_typed_request() {
        let sent = move_request(7.0, "gboards-record 1\ngame gyges\n", "hard", None);
        assert_eq!(read_request(&sent), Ok(Request::Move { id: 7.0, record: "gboards-record 1\ngame gyges\n".into(), level: "hard".into(), think_ms: None }));
        let sent = move_request(8.0, "r", "master", Some(2500));
        assert_eq!(read_request(&sent), Ok(Request::Move { id: 8.0, record: "r".into(), level: "master".into(), think_ms: Some(2500.0) }));
        let reply = to_message(&Reply::Move { id: 7.0, action: Some("a1-a2".into()), ms: 3.0 });
        assert_eq!(read_reply(&reply), Some(Reply::Move { id: 7.0, action: Some("a1-a2".into()), ms: 3.0 }));
        assert_eq!(read_reply(&to_message(&Reply::Ready)), Some(Reply::Ready));
        assert_eq!(read_reply(&to_message(&Reply::Done { id: 1.0 })), None, "the analysis's replies are the loader's");
        assert!(matches!(read_request(&wasm_bindgen::JsValue::from(42)), Err(Reply::Error { id, .. }) if id == -1.0));
    }
}
