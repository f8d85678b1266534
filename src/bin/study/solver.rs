//! The study module in its module worker: it answers each `Request` with the events of
//! `session::Study`, so the solver never blocks the page. A worker has no language: what the
//! player reads goes as `said::Said`, which the page side words.

use crate::message::{Reply, Request};
use crate::session::Study;
use crate::event::Event;
use crate::said::Said;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

thread_local! {
    static STUDY: RefCell<Study> = RefCell::new(Study::default());
}

/// Listens to the page, then tells it the solver is ready.
pub fn serve(scope: DedicatedWorkerGlobalScope) {
    let replies = scope.clone();
    let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let events = match serde_wasm_bindgen::from_value::<Request>(e.data()) {
            Ok(request) => STUDY.with(|s| {
                let mut study = s.borrow_mut();
                study.set_today((js_sys::Date::now() / 86_400_000.0).max(0.0) as u32);
                study.request(request)
            }),
            Err(_) => vec![Event::say(Said::NotACommand)],
        };
        post(&replies, &Reply::Events(events));
    });
    scope.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    handler.forget();
    post(&scope, &Reply::Ready);
}

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
    if let Ok(value) = serde_wasm_bindgen::to_value(reply) {
        let _ = scope.post_message(&value);
    }
}
