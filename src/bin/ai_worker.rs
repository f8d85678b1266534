//! The computer opponent's Web Worker: it runs the engine's search off the page's thread, so
//! the board stays responsive while the computer thinks. Built as its own wasm file and loaded
//! only when a computer seat or a hint is first needed, so it adds nothing to the first load.
//!
//! It speaks `search_protocol` (one typed `Request` and `Reply`): `ready` once it listens; a
//! move takes at most `THINK_CAP_S` (Master: the time the player gave it); an analysis reports each completed depth (Table Gype: each
//! playout batch) and returns to the message queue between reports, so a new `analyse` replaces
//! the running one and `stop` ends it; a review runs to its end in one turn (the page stops it
//! by terminating the worker).

#[path = "../search_protocol.rs"]
mod search_protocol;

use engine::ai::analysis::{self, AnyAnalysis, Eval, Progress};
use engine::ai::Level;
use engine::review::Review;
use search_protocol::{read_request, to_message, MoveReview, RankedMove, Reply, Request, ReviewLesson};
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
        let reply = match read_request(&e.data()) {
            Ok(request) => answer(request),
            Err(refused) => Some(refused),
        };
        if let Some(reply) = reply {
            post(&reply);
        }
    });
    scope.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    handler.forget();
    post(&Reply::Ready);
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post(reply: &Reply) {
    let _ = scope().post_message(&to_message(reply));
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// The reply to one request (`None` when it answers later or not at all).
fn answer(request: Request) -> Option<Reply> {
    let start = now();
    match request {
        Request::Stop => {
            RUNNING.with(|r| r.borrow_mut().take());
            None
        }
        Request::Analyse { id, record, depth, nodes, playouts } => {
            let at_least_one = |n: Option<f64>| n.filter(|n| n.is_finite() && *n >= 1.0);
            let mut limits = analysis::Limits::default();
            limits.depth = at_least_one(depth).map_or(limits.depth, |d| d.min(64.0) as u32);
            limits.nodes = at_least_one(nodes).map_or(limits.nodes, |n| n.min(1e15) as u64);
            limits.playouts = at_least_one(playouts).map_or(limits.playouts, |n| n.min(1e7) as u32);
            match analysis::analyse_record(&record, limits) {
                Err(e) => Some(Reply::Error { id, error: e.to_string() }),
                Ok(None) => Some(Reply::Done { id }),
                Ok(Some(analysis)) => {
                    RUNNING.with(|r| *r.borrow_mut() = Some(Running { id, start, analysis }));
                    schedule();
                    None
                }
            }
        }
        Request::Review { id, record } => {
            let mut progress = |done: usize, total: usize| post(&Reply::Progress { id, done, total });
            Some(match engine::review::review_record(&record, &mut progress) {
                Ok(review) => review_reply(id, &review, now() - start),
                Err(e) => Reply::Error { id, error: e.to_string() },
            })
        }
        Request::Move { id, record, level, think_ms } => {
            let chosen = Level::parse(&level).and_then(|level| {
                // A timed level thinks for the player's time; the others keep their budget under the cap.
                let seconds = if level.timed() { Level::master_seconds(think_ms.map_or(Level::MASTER_SECONDS, |ms| ms / 1000.0)) } else { THINK_CAP_S };
                engine::any::choose_from_record_within(&record, level, Some((seconds, now)))
            });
            Some(match chosen {
                Ok(action) => Reply::Move { id, action, ms: now() - start },
                Err(e) => Reply::Error { id, error: e.to_string() },
            })
        }
    }
}

/// Runs the next analysis step once the message queue has had its turn.
fn schedule() {
    gloo::timers::callback::Timeout::new(0, step).forget();
}

/// One depth (or playout batch) of the running analysis, then its report.
fn step() {
    let Some(mut running) = RUNNING.with(|r| r.borrow_mut().take()) else { return };
    let progress = running.analysis.step();
    let ms = now() - running.start;
    let id = running.id;
    // A request that came in during the step replaced this analysis: it stays replaced.
    let replaced = RUNNING.with(|r| r.borrow().is_some());
    match progress {
        Some(Progress::Depth(r)) => {
            let top = r.top.iter().map(|m| ranked_move(m.eval, m.chance, &m.line, &m.line_long)).collect();
            post(&Reply::Analysis { id, depth: r.depth, nodes: r.nodes as f64, seat: r.seat, top, last: r.last, ms });
        }
        Some(Progress::Chances(c)) => {
            // A playout share has no score: its text is the share itself.
            let top = c.top.iter().map(|m| RankedMove { eval: format!("{:.0}%", m.chance * 100.0), score: None, win: None, loss: None, chance: m.chance, line: m.line.clone(), long: m.line_long.clone() }).collect();
            post(&Reply::Chances { id, played: c.played, chances: c.chances, unfinished: c.unfinished, top, last: c.last, ms });
        }
        None => {
            post(&Reply::Done { id });
            return;
        }
    }
    if !replaced {
        RUNNING.with(|r| *r.borrow_mut() = Some(running));
        schedule();
    }
}

fn ranked_move(eval: Eval, chance: f64, line: &[String], long: &[String]) -> RankedMove {
    let (score, win, loss) = match eval {
        Eval::Score(s) => (Some(s), None, None),
        Eval::Win(n) => (None, Some(n), None),
        Eval::Loss(n) => (None, None, Some(n)),
    };
    RankedMove { eval: eval.text(), score, win, loss, chance, line: line.to_vec(), long: long.to_vec() }
}

fn review_reply(id: f64, review: &Review, ms: f64) -> Reply {
    let moves = review
        .moves
        .iter()
        .map(|m| MoveReview {
            index: m.index,
            seat: m.seat,
            played: m.played.clone(),
            played_long: m.played_long.clone(),
            before: m.before.text(),
            after: m.after.text(),
            chance_before: m.chance_before,
            chance_after: m.chance_after,
            loss: m.loss,
            class: m.class.name().to_string(),
            best: m.best.as_ref().map(|b| b.0.clone()),
            best_long: m.best.as_ref().map(|b| b.1.clone()),
            depth: m.depth,
        })
        .collect();
    let lessons = review.lessons.iter().map(|l| ReviewLesson { review: l.review, position: l.position.clone(), accepted: l.accepted.clone() }).collect();
    Reply::Review { id, game: review.game.clone(), moves, lessons, ms }
}
