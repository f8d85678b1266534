//! The analysis module: the analysis board's variation tree and panel, the game review and the
//! position editor. Built as an ES module (bindgen target `web`, so that it does not clash with
//! the live module's global) and fetched only when analysis opens (`www/analysis_loader.js`),
//! so the page's first load carries none of it. It runs on the page: the tree answers in
//! microseconds, and the search and the review run in computer workers of their own.
//!
//! The page sends one `AnalysisCommand` a call to `analysis_command`; the panels (`panel.rs`,
//! `review.rs`, `setup.rs`) send the session typed requests (`session::Request`). The session
//! answers with typed events (`event.rs`), handled here one a task, in order: opening the
//! board, starting the search and redrawing the move list each take a few milliseconds of the
//! page's thread, and together they would make one long task.

mod dom;
mod editor;
mod event;
/// The page's messages (`www/i18n/`): English compiled in, another language from the language
/// module, as on the page.
#[allow(dead_code)]
#[path = "../../i18n/mod.rs"]
mod i18n;
mod page;
mod panel;
mod review;
mod search;
/// What the page and this module say to each other, defined once for both.
#[path = "../../protocol/mod.rs"]
mod protocol;
/// The engine's errors in the player's words, as on the page.
#[path = "../../reason/mod.rs"]
mod reason;
#[allow(dead_code)]
#[path = "../../search_protocol.rs"]
mod search_protocol;
mod session;
mod setup;

use event::Event;
use protocol::analysis::{AnalysisCommand, AnalysisNews};
use session::{Request, Session};
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use wasm_bindgen::prelude::*;

thread_local! {
    static SESSION: RefCell<Session> = RefCell::new(Session::default());
    /// The session's events still to handle, and whether a task to handle the next is due.
    static EVENTS: RefCell<VecDeque<Event>> = const { RefCell::new(VecDeque::new()) };
    static SCHEDULED: Cell<bool> = const { Cell::new(false) };
    static BUILT: Cell<bool> = const { Cell::new(false) };
}

fn main() {}

/// One command from the page or the loader (an `AnalysisCommand`); anything else is refused.
#[wasm_bindgen]
pub fn analysis_command(value: JsValue) -> Result<(), JsError> {
    let from_page: AnalysisCommand = serde_wasm_bindgen::from_value(value).map_err(|e| JsError::new(&format!("not an analysis command: {e}")))?;
    command(from_page);
    Ok(())
}

/// Builds the panels once, beside the page's status line.
fn build() {
    if BUILT.with(|b| b.replace(true)) {
        return;
    }
    panel::build();
    review::build();
    setup::build();
    dom::expose(
        "gboardsReview",
        Closure::<dyn Fn(JsValue)>::new(|text: JsValue| {
            review::start(&text.as_string().unwrap_or_default())
        })
        .into_js_value(),
    );
    dom::expose("gboardsEditorCursor", Closure::<dyn Fn() -> JsValue>::new(|| setup::cursor().map_or(JsValue::NULL, JsValue::from)).into_js_value());
}

/// A command of the page's, or a panel's that stands for one.
fn command(from_page: AnalysisCommand) {
    build();
    match from_page {
        AnalysisCommand::Close => {
            panel::close();
            review::stop();
            setup::hide();
        }
        // The result banner's Review: the analysis opens on the game's end and reviews it.
        AnalysisCommand::Review { record } => {
            command(AnalysisCommand::Open { ply: None, record: record.clone() });
            review::start(&record);
        }
        // The board on show while a position is set up is the editor's, not a line to follow.
        AnalysisCommand::Sync { .. } if setup::editing() => {}
        AnalysisCommand::Sync { actions } => send(Request::Sync(actions)),
        AnalysisCommand::Open { ply, record } => {
            panel::opening(Some(&record));
            send(Request::Open { ply, record });
        }
        AnalysisCommand::Link { packed } => {
            panel::opening(None);
            send(Request::Link(packed));
        }
        AnalysisCommand::Edit { record } => send(Request::EditOpen(record)),
    }
}

/// A request for the session alone: the panels' own buttons (the analysis panel's Import opens
/// a record, but Close still goes back to the game the analysis was opened on).
fn send(request: Request) {
    build();
    let events = SESSION.with(|s| s.borrow_mut().command(request));
    EVENTS.with(|q| q.borrow_mut().extend(events));
    schedule();
}

/// The panel's Review: the review's panel takes the game (it reads the panel's move list, so
/// the two meet here).
fn review_game(game: &str) {
    review::start(game);
}

fn schedule() {
    let waiting = EVENTS.with(|q| !q.borrow().is_empty());
    if waiting && !SCHEDULED.with(|s| s.replace(true)) {
        dom::later(next_event);
    }
}

fn next_event() {
    SCHEDULED.with(|s| s.set(false));
    if let Some(event) = EVENTS.with(|q| q.borrow_mut().pop_front()) {
        handle(event);
    }
    schedule();
}

fn handle(event: Event) {
    match event {
        Event::Edit(_) | Event::EditBoard(_) | Event::EditRecord(_) | Event::EditAt(_) => {
            // No search runs while a position is set up.
            panel::pause_for_editor();
            setup::event(event);
        }
        Event::Link(_) | Event::Say(_) if setup::editing() => setup::event(event),
        Event::Board(record) => {
            panel::board_opening();
            page::tell_page(&AnalysisNews::Open { seat: panel::bottom_seat(), record });
            setup::hide();
            panel::show();
        }
        Event::Search(record) => {
            panel::search(&record);
            review::lesson_check(&record);
        }
        Event::Moves(items) => {
            panel::moves(&items);
            review::marks();
        }
        Event::Record(text) => panel::record(&text),
        Event::Link(packed) => panel::link(&packed),
        Event::Say(text) => panel::say(&text),
    }
}
