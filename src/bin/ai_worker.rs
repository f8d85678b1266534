//! The computer opponent's Web Worker: it runs the engine's search off the page's thread, so
//! the board stays responsive while the computer thinks. Built as its own wasm file and loaded
//! only when a computer seat or a hint is first needed, so it adds nothing to the first load.
//!
//! Protocol (every request carries a number `id`, echoed in each answer; `{ id, error }` names
//! what was wrong with a request). The worker posts `{ ready: true }` once it listens.
//! - `{ id, record, level }`: the computer's move. Answer `{ id, action, ms }`, the action in
//!   long notation (`null` when no player acts). A move takes at most `THINK_CAP_S`.
//! - `{ id, kind: "analyse", record, depth?, nodes?, playouts? }`: analysis of the position the
//!   record reaches (caps default to the engine's `ai::analysis::Limits`). After each completed
//!   depth: `{ id, kind: "analysis", depth, nodes, seat, top, last, ms }`, `top` the best moves
//!   (at most three) as `{ eval, score, win, loss, chance, line, long }`: `eval` as text ("+1.25",
//!   "win in 3"), `score` in centi-pieces or `null` when decided, `win`/`loss` the actions to the
//!   end or `null`, `chance` the win chance of `seat` (the player to act), `line` the principal
//!   line in short notation and `long` in long notation. Table Gype reports each playout batch
//!   instead: `{ id, kind: "chances", played, chances, unfinished, last, ms }` (`chances` by
//!   seat). The analysis ends with `{ id, kind: "done" }`. The worker returns to its message
//!   queue between two reports, so a new `analyse` request replaces the running one, and
//!   `{ kind: "stop" }` ends it without an answer; other requests are answered in between.
//! - `{ id, kind: "review", record }`: a review of every move. After each move `{ id, kind:
//!   "progress", done, total }`, then `{ id, kind: "review", moves, lessons, ms }` (see
//!   `review_object`). A review runs to its end in one turn: the page stops it by terminating
//!   the worker.

use engine::ai::analysis::{self, AnyAnalysis, Eval, Progress};
use engine::ai::Level;
use engine::review::Review;
use js_sys::{Array, Object, Reflect};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// The longest a move may take, in seconds: the levels are node budgets, which a slow device
/// (or Table Gype's Expert in some positions) would otherwise take over 2 s to spend.
const THINK_CAP_S: f64 = 1.8;

/// The analysis running between messages: its request id, when it started, and itself.
struct Running {
    id: f64,
    start: f64,
    analysis: Box<dyn AnyAnalysis>,
}

thread_local! {
    static RUNNING: RefCell<Option<Running>> = const { RefCell::new(None) };
}

fn main() {
    let scope = scope();
    let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(reply) = answer(&e.data()) {
            post(&reply);
        }
    });
    scope.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    handler.forget();
    post(&object(&[("ready", JsValue::TRUE)]));
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post(message: &JsValue) {
    let _ = scope().post_message(message);
}

fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in fields {
        let _ = Reflect::set(&o, &(*k).into(), v);
    }
    o.into()
}

fn strings(items: &[String]) -> JsValue {
    items.iter().map(|s| JsValue::from(s.as_str())).collect::<Array>().into()
}

fn error(id: f64, message: String) -> JsValue {
    object(&[("id", id.into()), ("error", message.into())])
}

/// The reply to one request (`None` when it answers later or not at all); malformed requests
/// get an error naming the problem.
fn answer(data: &JsValue) -> Option<JsValue> {
    let id = Reflect::get(data, &"id".into()).ok().and_then(|v| v.as_f64()).unwrap_or(-1.0);
    let field = |name: &str| Reflect::get(data, &name.into()).ok().and_then(|v| v.as_string());
    let number = |name: &str| Reflect::get(data, &name.into()).ok().and_then(|v| v.as_f64()).filter(|n| n.is_finite() && *n >= 1.0);
    let start = js_sys::Date::now();
    let record = field("record");
    match field("kind").as_deref() {
        None => {}
        Some("stop") => {
            RUNNING.with(|r| r.borrow_mut().take());
            return None;
        }
        Some("analyse") => {
            let mut limits = analysis::Limits::default();
            limits.depth = number("depth").map_or(limits.depth, |d| d.min(64.0) as u32);
            limits.nodes = number("nodes").map_or(limits.nodes, |n| n.min(1e15) as u64);
            limits.playouts = number("playouts").map_or(limits.playouts, |n| n.min(1e7) as u32);
            let Some(record) = record else { return Some(error(id, "the request has no record".into())) };
            return match analysis::analyse_record(&record, limits) {
                Err(e) => Some(error(id, e.to_string())),
                Ok(None) => Some(object(&[("id", id.into()), ("kind", "done".into())])),
                Ok(Some(analysis)) => {
                    RUNNING.with(|r| *r.borrow_mut() = Some(Running { id, start, analysis }));
                    schedule();
                    None
                }
            };
        }
        Some("review") => {
            let Some(record) = record else { return Some(error(id, "the request has no record".into())) };
            let mut progress = |done: usize, total: usize| post(&object(&[("id", id.into()), ("kind", "progress".into()), ("done", done.into()), ("total", total.into())]));
            return Some(match engine::review::review_record(&record, &mut progress) {
                Ok(review) => review_object(id, &review, js_sys::Date::now() - start),
                Err(e) => error(id, e.to_string()),
            });
        }
        Some(other) => return Some(error(id, format!("unknown request kind '{}'", engine::error::clip(other)))),
    }
    let result = (|| {
        let record = record.ok_or("the request has no record")?;
        let level = Level::parse(&field("level").ok_or("the request has no level")?).map_err(|e| e.to_string())?;
        engine::any::choose_from_record_within(&record, level, Some((THINK_CAP_S, js_sys::Date::now))).map_err(|e| e.to_string())
    })();
    Some(match result {
        Ok(action) => object(&[("id", id.into()), ("action", action.map(JsValue::from).unwrap_or(JsValue::NULL)), ("ms", (js_sys::Date::now() - start).into())]),
        Err(message) => error(id, message),
    })
}

/// Runs the next analysis step once the message queue has had its turn.
fn schedule() {
    gloo::timers::callback::Timeout::new(0, step).forget();
}

/// One depth (or playout batch) of the running analysis, then its report.
fn step() {
    let Some(mut running) = RUNNING.with(|r| r.borrow_mut().take()) else { return };
    let progress = running.analysis.step();
    let ms = JsValue::from(js_sys::Date::now() - running.start);
    let id = JsValue::from(running.id);
    // A request that came in during the step replaced this analysis: it stays replaced.
    let replaced = RUNNING.with(|r| r.borrow().is_some());
    match progress {
        Some(Progress::Depth(r)) => {
            let top: Array = r.top.iter().map(|m| ranked_move(m.eval, m.chance, &m.line, &m.line_long)).collect();
            post(&object(&[("id", id), ("kind", "analysis".into()), ("depth", r.depth.into()), ("nodes", (r.nodes as f64).into()), ("seat", r.seat.into()), ("top", top.into()), ("last", r.last.into()), ("ms", ms)]));
        }
        Some(Progress::Chances(c)) => {
            let chances: Array = c.chances.iter().map(|&p| JsValue::from(p)).collect();
            post(&object(&[("id", id), ("kind", "chances".into()), ("played", c.played.into()), ("chances", chances.into()), ("unfinished", c.unfinished.into()), ("last", c.last.into()), ("ms", ms)]));
        }
        None => {
            post(&object(&[("id", id), ("kind", "done".into())]));
            return;
        }
    }
    if !replaced {
        RUNNING.with(|r| *r.borrow_mut() = Some(running));
        schedule();
    }
}

fn ranked_move(eval: Eval, chance: f64, line: &[String], long: &[String]) -> JsValue {
    let (score, win, loss) = match eval {
        Eval::Score(s) => (JsValue::from(s), JsValue::NULL, JsValue::NULL),
        Eval::Win(n) => (JsValue::NULL, n.into(), JsValue::NULL),
        Eval::Loss(n) => (JsValue::NULL, JsValue::NULL, n.into()),
    };
    object(&[("eval", eval.text().into()), ("score", score), ("win", win), ("loss", loss), ("chance", chance.into()), ("line", strings(line)), ("long", strings(long))])
}

/// `moves`: one `{ index, seat, played, playedLong, before, after, chanceBefore, chanceAfter,
/// loss, class, best, bestLong, depth }` per reviewed move (`before`/`after` as text, chances
/// for the mover, `best` `null` when the played move was the best); `lessons`: `{ review,
/// position, accepted }` (`review` indexes `moves`, `accepted` in long notation).
fn review_object(id: f64, review: &Review, ms: f64) -> JsValue {
    let moves: Array = review
        .moves
        .iter()
        .map(|m| {
            let (best, best_long) = m.best.as_ref().map_or((JsValue::NULL, JsValue::NULL), |b| (b.0.as_str().into(), b.1.as_str().into()));
            object(&[
                ("index", m.index.into()),
                ("seat", m.seat.into()),
                ("played", m.played.as_str().into()),
                ("playedLong", m.played_long.as_str().into()),
                ("before", m.before.text().into()),
                ("after", m.after.text().into()),
                ("chanceBefore", m.chance_before.into()),
                ("chanceAfter", m.chance_after.into()),
                ("loss", m.loss.into()),
                ("class", m.class.name().into()),
                ("best", best),
                ("bestLong", best_long),
                ("depth", m.depth.into()),
            ])
        })
        .collect();
    let lessons: Array = review
        .lessons
        .iter()
        .map(|l| object(&[("review", l.review.into()), ("position", l.position.as_str().into()), ("accepted", strings(&l.accepted))]))
        .collect();
    object(&[("id", id.into()), ("kind", "review".into()), ("game", review.game.as_str().into()), ("moves", moves.into()), ("lessons", lessons.into()), ("ms", ms.into())])
}
