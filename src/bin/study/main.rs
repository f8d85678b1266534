//! The study module: everything that drives the board without being a normal game (puzzles
//! and lessons). It runs in a Web Worker of its own (www/study_loader.js starts it), so the
//! solver never blocks the page, and is fetched only when a puzzle or a lesson is opened, so
//! the page's first load carries none of it.
//!
//! Protocol: the loader posts `{ command }` (a line of text, see `command`); the module answers
//! `{ events: [[kind, text], ...] }`. The kinds the page acts on: `open` (`<seat>\n<record>`),
//! `move` (an action to show, long notation), `hint` (an action to highlight, `piece <action>`
//! for its piece only). The kinds for the loader: `say` (a sentence for the player), `state`
//! (`playing`, `right`, `wrong` or `solved`), `id` (the puzzle on show), `streak` (to show),
//! `store` (the streak text to keep in storage). Lessons add their own (see `lesson`), and
//! `status` for the page: the status line while the board waits for the module. Puzzle
//! ratings add `profile` and `ratings` (texts to store), `rating` (to show) and `aside` (the
//! stored profile could not be read: the loader keeps it aside); see `rating`.

mod event;
mod lesson;
mod progress;
mod rating;
mod session;
/// The stored profile, read as the profile module reads it. (Its storage keys go unused
/// here: the loader reads the storage.)
#[path = "../profile/stored.rs"]
#[allow(dead_code)]
mod stored;

use js_sys::{Array, Object, Reflect};
use session::Study;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

thread_local! {
    static STUDY: RefCell<Study> = RefCell::new(Study::default());
}

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let command = Reflect::get(&e.data(), &"command".into()).ok().and_then(|v| v.as_string());
        let events = match command {
            Some(text) => STUDY.with(|s| {
                let mut study = s.borrow_mut();
                study.set_today((js_sys::Date::now() / 86_400_000.0).max(0.0) as u32);
                study.command(&text)
            }),
            None => vec![event::Event::say("The study module was sent something that is not a command.")],
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
