//! The page's side of the computer opponent: it starts the search worker on first use, sends
//! it the game, and hands back the answer if the game has not moved on meanwhile. Cancelling
//! terminates the worker, so a long search never runs on after undo or a new game.

use crate::dom;
use crate::error::{AppError, ASKING_COMPUTER, STARTING_COMPUTER};
use crate::i18n::msg;
use engine::kind::GameKind;
use engine::player::{Level, Player};
use crate::search_protocol::{move_request, read_reply, Reply};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker's loader script, built by Trunk next to the page.
const WORKER_URL: &str = "./ai_worker_loader.js";

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The move of a computer seat.
    Move,
    /// The move the Hard level suggests to a human.
    Hint,
}

/// A search under way.
#[derive(Clone, Debug)]
pub struct Pending {
    id: u32,
    /// The game's length when asked: an answer for another length is stale.
    pub len: usize,
    pub purpose: Purpose,
    pub level: Level,
    pub asked_ms: f64,
}

/// A finished search.
pub struct Answer {
    pub pending: Pending,
    /// The action in notation, `None` when no player acts, or what went wrong.
    pub action: Result<Option<String>, AppError>,
}

/// What the worker says, handed to the computer's owner as it arrives.
pub enum Report {
    /// A message from the worker, for `receive`.
    Message(JsValue),
    /// The worker stopped with an error.
    Failed(AppError),
}

pub struct Computer {
    /// Where the worker's reports go: the worker's events arrive outside any call into this.
    report: Rc<dyn Fn(Report)>,
    worker: Option<Worker>,
    ready: bool,
    /// A request made before the worker listened; sent on `ready`.
    queued: Option<JsValue>,
    pending: Option<Pending>,
    next_id: u32,
}

impl Computer {
    /// A computer that hands what the worker says to `report`.
    pub fn new(report: impl Fn(Report) + 'static) -> Self {
        Computer { report: Rc::new(report), worker: None, ready: false, queued: None, pending: None, next_id: 0 }
    }

    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }

    /// Starts a search of the game in `record` at `level`, replacing any search under way;
    /// `think_ms` is a timed level's time a move (Master).
    pub fn ask(&mut self, record: &str, level: Level, think_ms: Option<u32>, len: usize, purpose: Purpose) -> Result<(), AppError> {
        if self.pending.is_some() {
            self.cancel();
        }
        let worker = match &self.worker {
            Some(w) => w.clone(),
            None => self.spawn()?,
        };
        self.next_id = self.next_id.wrapping_add(1);
        let id = self.next_id;
        let request = move_request(id as f64, record, level.name(), think_ms.filter(|_| level.timed()));
        if self.ready {
            worker.post_message(&request).map_err(|e| AppError::Browser { doing: ASKING_COMPUTER, detail: format!("{e:?}") })?;
        } else {
            self.queued = Some(request.into());
        }
        self.pending = Some(Pending { id, len, purpose, level, asked_ms: dom::now_ms() });
        Ok(())
    }

    /// Stops the search under way, if any.
    pub fn cancel(&mut self) {
        if self.pending.take().is_some() {
            self.reset();
        }
    }

    fn spawn(&mut self) -> Result<Worker, AppError> {
        let worker = Worker::new(WORKER_URL).map_err(|e| AppError::Browser { doing: STARTING_COMPUTER, detail: format!("{e:?}") })?;
        let report = self.report.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| report(Report::Message(e.data())));
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        let report = self.report.clone();
        let on_error = Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |e: web_sys::ErrorEvent| {
            report(Report::Failed(AppError::Computer(msg::shell_error_computer_stopped(&e.message()))));
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        on_error.forget();
        self.worker = Some(worker.clone());
        self.ready = false;
        Ok(worker)
    }

    /// Reads a message from the worker: `Some` when it answers the search under way.
    pub fn receive(&mut self, data: &JsValue) -> Option<Answer> {
        let (id, action) = match read_reply(data) {
            Some(Reply::Ready) => {
                self.ready = true;
                if let (Some(request), Some(w)) = (self.queued.take(), &self.worker) {
                    if w.post_message(&request).is_err() {
                        let pending = self.pending.take()?;
                        return Some(Answer { pending, action: Err(AppError::Computer(msg::shell_error_computer_not_asked())) });
                    }
                }
                return None;
            }
            Some(Reply::Move { id, action, .. }) => (id, Ok(action)),
            Some(Reply::Error { id, error }) => (id, Err(AppError::Computer(error))),
            _ => return None,
        };
        if self.pending.as_ref().map(|p| p.id as f64) != Some(id) {
            return None;
        }
        let pending = self.pending.take()?;
        Some(Answer { pending, action })
    }

    /// Ends the worker and anything asked of it (after a failure too), so the next request
    /// starts a fresh one.
    pub fn reset(&mut self) {
        self.pending = None;
        self.queued = None;
        self.ready = false;
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
    }
}

/// The players offered for a seat.
pub const SEAT_CHOICES: [Player; 6] = [
    Player::Human,
    Player::Computer(Level::Easy),
    Player::Computer(Level::Medium),
    Player::Computer(Level::Hard),
    Player::Computer(Level::Expert),
    Player::Computer(Level::Master),
];

/// A seat's player in words: "Human", "Computer · Easy".
pub fn seat_label(player: Player) -> String {
    match player {
        Player::Human => msg::shell_seat_human(),
        Player::Computer(level) => msg::shell_seat_computer(&msg::shell_level(level.name())),
    }
}

/// The `<option>`s of a seat's player choice in `game`, each computer level with its rating on
/// the one scale (`docs/strength.md`), `chosen` selected.
pub fn seat_options(game: GameKind, chosen: Option<Player>) -> String {
    SEAT_CHOICES
        .iter()
        .map(|&player| {
            let label = match player {
                // The rating as written, not as a number of the language (no grouping).
                Player::Computer(level) => msg::shell_seat_computer_rated(&msg::shell_level(level.name()), &engine::rating::level_elo(game, level).to_string()),
                Player::Human => msg::shell_seat_human(),
            };
            let selected = if Some(player) == chosen { " selected" } else { "" };
            format!("<option value=\"{}\"{selected}>{label}</option>", player.name())
        })
        .collect()
}

/// The times a move offered for Master, in milliseconds, within `Level::MASTER_RANGE`.
pub const MASTER_TIMES_MS: [u32; 6] = [500, 1000, 1500, 2000, 3000, 5000];
/// Master's time unless the player chose another (`Level::MASTER_SECONDS`).
pub const MASTER_DEFAULT_MS: u32 = 1500;
const _: () = assert!(MASTER_DEFAULT_MS as f64 == Level::MASTER_SECONDS * 1000.0);

/// The level a hint is searched at.
pub const HINT_LEVEL: Level = Level::Hard;
