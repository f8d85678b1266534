//! The rules pane: each game's rules in our own words, with small diagrams drawn by the board
//! renderers. The texts are static pages (`www/rules/<game>.html`, copied next to the app),
//! fetched when the pane is first opened, so they add nothing to the first load. Diagrams are
//! `<canvas data-diagram="...">` elements filled in after the text is shown.

mod gipf;
mod gyges;
mod gype;

use crate::error::AppError;
use crate::dom;
use crate::render::{Canvas, Theme};
use engine::kind::GameKind;
use js_sys::{Array, Promise};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, Response};

thread_local! {
    /// The fetched texts, in `GameKind::ALL` order.
    static TEXTS: RefCell<Option<Vec<String>>> = const { RefCell::new(None) };
}

/// The rules text (HTML) for a game, once `load` has brought it in.
pub fn html(game: GameKind) -> Option<String> {
    let i = GameKind::ALL.iter().position(|g| *g == game)?;
    TEXTS.with(|t| t.borrow().as_ref().and_then(|texts| texts.get(i).cloned()))
}

pub fn loaded() -> bool {
    TEXTS.with(|t| t.borrow().is_some())
}

/// Fetches every game's rules text, then calls `done` (always later, from the event loop) with
/// why not when a text could not be had.
pub fn load(done: impl FnOnce(Result<(), AppError>) + 'static) {
    let once: RefCell<Option<Box<dyn FnOnce(Result<(), AppError>)>>> = RefCell::new(Some(Box::new(done)));
    let finish: Rc<dyn Fn(Result<(), AppError>)> = Rc::new(move |result| {
        if let Some(f) = once.borrow_mut().take() {
            f(result);
        }
    });
    let window = dom::window();
    let fetches = Array::new();
    for game in GameKind::ALL {
        fetches.push(&window.fetch_with_str(&format!("./rules/{}.html", game.name())));
    }
    let (texts_done, failed) = (finish.clone(), finish.clone());
    settle(&Promise::all(&fetches), failed, move |responses| {
        let texts = Array::new();
        for response in Array::from(&responses).iter() {
            match response.dyn_into::<Response>() {
                Ok(r) if r.ok() => match r.text() {
                    Ok(text) => texts.push(&text),
                    Err(e) => return texts_done(Err(reason(&e))),
                },
                Ok(r) => return texts_done(Err(AppError::Status(r.status()))),
                Err(_) => return texts_done(Err(AppError::Browser { doing: "fetching the rules", detail: "no answer".into() })),
            };
        }
        let stored = texts_done.clone();
        settle(&Promise::all(&texts), texts_done, move |texts| {
            let texts = Array::from(&texts).iter().map(|t| t.as_string().unwrap_or_default()).collect();
            TEXTS.with(|t| *t.borrow_mut() = Some(texts));
            stored(Ok(()));
        });
    });
}

/// Runs `ok` with the promise's value, or `failed` with why it was rejected.
fn settle(promise: &Promise, failed: Rc<dyn Fn(Result<(), AppError>)>, ok: impl FnOnce(JsValue) + 'static) {
    let ok = Closure::once(ok);
    let fail = Closure::once(move |e: JsValue| failed(Err(reason(&e))));
    let _ = promise.then2(&ok, &fail);
    // Only one of the two runs, and only a few are made per page: they are left to the page.
    ok.forget();
    fail.forget();
}

fn reason(e: &JsValue) -> AppError {
    let detail = e.dyn_ref::<js_sys::Error>().map_or_else(|| "the request failed".into(), |e| String::from(e.message()));
    AppError::Browser { doing: "fetching the rules", detail }
}

/// Draws every diagram canvas inside `root`.
pub fn draw_diagrams(root: &web_sys::Element, theme: &Theme) {
    let Ok(list) = root.query_selector_all("canvas[data-diagram]") else { return };
    for i in 0..list.length() {
        let Some(canvas) = list.item(i).and_then(|n| n.dyn_into::<HtmlCanvasElement>().ok()) else { continue };
        let name = canvas.get_attribute("data-diagram").unwrap_or_default();
        let c = Canvas::new(canvas);
        if let Some(rest) = name.strip_prefix("gyges-") {
            gyges::draw(rest, &c, theme);
        } else if let Some(rest) = name.strip_prefix("gype-") {
            gype::draw(rest, &c, theme);
        } else if let Some(rest) = name.strip_prefix("gipf-") {
            gipf::draw(rest, &c, theme);
        }
    }
}
