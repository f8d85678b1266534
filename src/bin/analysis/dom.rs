//! Small DOM helpers for the module's panels: finding and making elements, listening, timers,
//! the clipboard and JS objects kept on `window` for tests and tools to read.

use gloo::events::{EventListener, EventListenerOptions, EventListenerPhase};
use js_sys::{Function, Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, HtmlElement, Window};

pub fn window() -> Option<Window> {
    web_sys::window()
}

pub fn document() -> Option<Document> {
    window()?.document()
}

pub fn by_id<T: JsCast>(id: &str) -> Option<T> {
    document()?.get_element_by_id(id)?.dyn_into::<T>().ok()
}

/// A new element with its tag, id (none when empty) and class (none when empty).
pub fn make(tag: &str, id: &str, class: &str) -> Option<HtmlElement> {
    let e: HtmlElement = document()?.create_element(tag).ok()?.dyn_into().ok()?;
    if !id.is_empty() {
        e.set_id(id);
    }
    if !class.is_empty() {
        e.set_class_name(class);
    }
    Some(e)
}

/// A new element with its text.
pub fn make_text(tag: &str, class: &str, text: &str) -> Option<HtmlElement> {
    let e = make(tag, "", class)?;
    e.set_text_content(Some(text));
    Some(e)
}

pub fn set_text(id: &str, text: &str) {
    if let Some(e) = by_id::<Element>(id) {
        e.set_text_content(Some(text));
    }
}

pub fn set_hidden(id: &str, hidden: bool) {
    if let Some(e) = by_id::<HtmlElement>(id) {
        e.set_hidden(hidden);
    }
}

/// The milliseconds since the page opened.
pub fn now() -> f64 {
    window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// Runs `f` in a task of its own, after the ones waiting.
pub fn later(f: impl FnOnce() + 'static) {
    gloo::timers::callback::Timeout::new(0, f).forget();
}

/// Runs `f` before the next frame is drawn.
pub fn next_frame(f: impl FnOnce() + 'static) {
    let Some(w) = window() else { return };
    let callback = Closure::once_into_js(move |_: JsValue| f());
    if w.request_animation_frame(callback.unchecked_ref()).is_err() {
        later(|| {});
    }
}

/// Listens to `kind` events on `target` for good.
pub fn listen(target: &web_sys::EventTarget, kind: &'static str, f: impl FnMut(&Event) + 'static) {
    EventListener::new(target, kind, f).forget();
}

/// Listens to `kind` events on the window in their capture phase (before the page's own
/// listeners), free to cancel them.
pub fn capture(kind: &'static str, f: impl FnMut(&Event) + 'static) {
    let Some(w) = window() else { return };
    let options = EventListenerOptions { phase: EventListenerPhase::Capture, passive: false };
    EventListener::new_with_options(&w, kind, options, f).forget();
}

/// The element an event happened on.
pub fn target(e: &Event) -> Option<Element> {
    e.target()?.dyn_into::<Element>().ok()
}

/// Copies `text` to the clipboard where the page may (a refusal changes nothing).
pub fn copy(text: &str) {
    let Some(navigator) = window().map(|w| w.navigator()) else { return };
    let Ok(clipboard) = Reflect::get(&navigator, &"clipboard".into()) else { return };
    let Some(write) = Reflect::get(&clipboard, &"writeText".into()).ok().and_then(|f| f.dyn_into::<Function>().ok()) else { return };
    if let Ok(promise) = write.call1(&clipboard, &text.into()).and_then(|p| p.dyn_into::<js_sys::Promise>()) {
        // A refusal is no error of the page's (a copy is a click, so the closure kept is small).
        let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
        let _ = promise.catch(&ignore);
        ignore.forget();
    }
}

/// Sets `key` of a plain JS object.
pub fn set(object: &Object, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(object, &key.into(), &value.into());
}

/// A plain object kept on `window` under `name` (made on first use), for tests and tools.
pub fn window_object(name: &str) -> Object {
    let Some(w) = window() else { return Object::new() };
    if let Some(o) = Reflect::get(&w, &name.into()).ok().and_then(|o| o.dyn_into::<Object>().ok()) {
        return o;
    }
    let o = Object::new();
    let _ = Reflect::set(&w, &name.into(), &o);
    o
}

/// Puts a function on `window` under `name`.
pub fn expose(name: &str, f: JsValue) {
    if let Some(w) = window() {
        let _ = Reflect::set(&w, &name.into(), &f);
    }
}

/// A panel of the module's under the page's status line: its opening tag `section` (a hidden
/// `<section>` with its id, class and label), its style and markup, and a click on any of its
/// buttons handed to `clicked`. Its text is put in the page's language (`data-l10n-id`).
pub fn panel_under_status(section: &str, css: &str, html: &str, clicked: fn(&Element)) -> Option<HtmlElement> {
    add_style(css);
    let holder = make("div", "", "")?;
    holder.set_inner_html(&format!("{section}{html}</section>"));
    let panel: HtmlElement = holder.first_element_child()?.dyn_into().ok()?;
    if let Some(status) = by_id::<Element>("status") {
        let _ = status.after_with_node_1(&panel);
    }
    translate(&panel);
    listen(&panel, "click", move |e| {
        let Some(button) = target(e).and_then(|t| t.closest("button").ok().flatten()) else { return };
        clicked(&button);
    });
    Some(panel)
}

/// Puts the `data-l10n-id` elements of `root` in the page's language (English as written).
pub fn translate(root: &Element) {
    super::i18n::language::translate(root);
}

/// The page's `<head>` gets this style sheet.
pub fn add_style(css: &str) {
    let Some(style) = make("style", "", "") else { return };
    style.set_text_content(Some(css));
    if let Some(head) = document().and_then(|d| d.query_selector("head").ok().flatten()) {
        let _ = head.append_child(&style);
    }
}
