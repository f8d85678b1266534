//! The computer opponent's Web Worker: it runs the engine's search off the page's thread, so
//! the board stays responsive while the computer thinks. Built as its own wasm file and loaded
//! only when a computer seat or a hint is first needed, so it adds nothing to the first load.
//!
//! Protocol: the page posts `{ id, record, level }` (a game record and a level name); the worker
//! answers `{ id, action, ms }` with the action in long notation (`null` when no player acts)
//! or `{ id, error }`. It posts `{ ready: true }` once it listens. To cancel, the page
//! terminates the worker.

use engine::ai::Level;
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// The longest a move may take, in seconds: the levels are node budgets, which a slow device
/// (or Table Gype's Expert in some positions) would otherwise take over 2 s to spend.
const THINK_CAP_S: f64 = 1.8;

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let _ = replies.post_message(&answer(&e.data()));
    });
    scope.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    handler.forget();
    let _ = scope.post_message(&object(&[("ready", JsValue::TRUE)]));
}

fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in fields {
        let _ = Reflect::set(&o, &(*k).into(), v);
    }
    o.into()
}

/// The reply to one request; malformed requests get an error naming the problem.
fn answer(data: &JsValue) -> JsValue {
    let id = Reflect::get(data, &"id".into()).ok().and_then(|v| v.as_f64()).unwrap_or(-1.0);
    let field = |name: &str| Reflect::get(data, &name.into()).ok().and_then(|v| v.as_string());
    let start = js_sys::Date::now();
    let result = (|| {
        let record = field("record").ok_or("the request has no record")?;
        let level = Level::parse(&field("level").ok_or("the request has no level")?).map_err(|e| e.to_string())?;
        engine::any::choose_from_record_within(&record, level, Some((THINK_CAP_S, js_sys::Date::now))).map_err(|e| e.to_string())
    })();
    match result {
        Ok(action) => object(&[("id", id.into()), ("action", action.map(JsValue::from).unwrap_or(JsValue::NULL)), ("ms", (js_sys::Date::now() - start).into())]),
        Err(message) => object(&[("id", id.into()), ("error", message.into())]),
    }
}
