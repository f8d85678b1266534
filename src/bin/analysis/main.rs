//! The analysis module: the variation tree of the analysis board and the position editor. It runs in a Web Worker of
//! its own (www/analysis_loader.js starts it) and is fetched only when analysis opens, so the
//! page's first load carries none of it; the search itself runs in the computer's worker.
//!
//! Protocol: the loader posts `{ command }` (a line of text, see `Session::command`); the
//! module answers `{ events: [[kind, text], ...] }`. Kinds: `board` (the record of the line to
//! the move on show, for the page to open),
//! `search` (the record to analyse), `moves` (the move list, see `Analysed::moves`), `record`
//! (the exported tree), `link` (the tree packed for a link) and `say` (a sentence for the
//! player). The position editor adds `edit` (its state: places, palette, seats, counts and
//! problems, one item a line), `edit-board` (the edited position's record, for the page to
//! draw), `edit-record` (the record to analyse or play, empty while there are problems) and
//! `edit-at` (what stands on a place, for the keyboard cursor).

mod editor;
mod event;
mod session;

use js_sys::{Array, Object, Reflect};
use session::Session;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

thread_local! {
    static SESSION: RefCell<Session> = RefCell::new(Session::default());
}

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let command = Reflect::get(&e.data(), &"command".into()).ok().and_then(|v| v.as_string());
        let events = match command {
            Some(text) => SESSION.with(|s| s.borrow_mut().command(&text)),
            None => vec![event::Event::say("The analysis module was sent something that is not a command.")],
        };
        let list = Array::new();
        for event in events {
            list.push(&Array::of2(&event.kind().into(), &event.text().into()));
        }
        let reply = Object::new();
        let _ = Reflect::set(&reply, &"events".into(), &list);
        let _ = replies.post_message(&reply);
    });
    scope.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    handler.forget();
    let ready = Object::new();
    let _ = Reflect::set(&ready, &"ready".into(), &JsValue::TRUE);
    let _ = scope.post_message(&ready);
}
