//! The computer's worker (`www/ai_worker_loader.js`) as the analysis and the review use it:
//! typed requests out, typed replies in (`search_protocol`). A request sent before the worker
//! listens waits; a later one replaces it.

use super::i18n::msg;
use super::search_protocol::{to_message, Reply, Request};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// What a worker says to its owner: a reply, or that it stopped (in words).
pub enum Heard {
    Reply(Reply),
    Stopped(String),
}

/// A worker's listeners, kept while it runs.
type Handlers = (Closure<dyn FnMut(MessageEvent)>, Closure<dyn FnMut(ErrorEvent)>);

struct Inner {
    worker: Worker,
    ready: bool,
    waiting: Option<Request>,
}

/// One computer worker, ended when dropped.
pub struct Search {
    inner: Rc<RefCell<Inner>>,
    handlers: Option<Handlers>,
}

impl Search {
    /// Starts a worker whose replies (once it listens) go to `heard`.
    pub fn start(heard: impl Fn(Heard) + 'static) -> Result<Search, String> {
        let worker = Worker::new("./ai_worker_loader.js").map_err(|e| format!("{e:?}"))?;
        let inner = Rc::new(RefCell::new(Inner { worker: worker.clone(), ready: false, waiting: None }));
        let heard = Rc::new(heard);
        let on_message = {
            let (inner, heard) = (Rc::downgrade(&inner), heard.clone());
            Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                let Some(inner) = inner.upgrade() else { return };
                match serde_wasm_bindgen::from_value::<Reply>(e.data()) {
                    Ok(Reply::Ready) => {
                        let mut i = inner.borrow_mut();
                        i.ready = true;
                        if let Some(request) = i.waiting.take() {
                            let _ = i.worker.post_message(&to_message(&request));
                        }
                    }
                    Ok(reply) => heard(Heard::Reply(reply)),
                    Err(e) => heard(Heard::Stopped(msg::analysis_worker_unreadable(&e.to_string()))),
                }
            })
        };
        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |e: ErrorEvent| {
            heard(Heard::Stopped(e.message()))
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(Search { inner, handlers: Some((on_message, on_error)) })
    }

    /// Sends `request` now, or once the worker listens (replacing one waiting).
    pub fn ask(&self, request: Request) {
        let mut i = self.inner.borrow_mut();
        if i.ready {
            let _ = i.worker.post_message(&to_message(&request));
        } else {
            i.waiting = Some(request);
        }
    }
}

impl Drop for Search {
    fn drop(&mut self) {
        let i = self.inner.borrow();
        i.worker.set_onmessage(None);
        i.worker.set_onerror(None);
        i.worker.terminate();
        // A search may be ended by its own reply: its handlers go once that call returns.
        if let Some(handlers) = self.handlers.take() {
            super::dom::later(move || drop(handlers));
        }
    }
}
