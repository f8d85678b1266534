//! The page side's DOM, storage and address helpers. A failure to build an element is a
//! `JsValue` error, reported once by the caller.

use crate::event::{Event, Phase};
use crate::protocol::study::StudyNews;
use gloo::events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, EventTarget, HtmlButtonElement, HtmlElement, Storage};

pub type Dom<T> = Result<T, JsValue>;

pub fn document() -> Dom<Document> {
    web_sys::window().and_then(|w| w.document()).ok_or_else(|| JsValue::from_str("there is no document"))
}

pub fn by_id(id: &str) -> Option<HtmlElement> {
    document().ok()?.get_element_by_id(id)?.dyn_into().ok()
}

/// A new element with its id and class (either may be empty).
pub fn make(tag: &str, id: &str, class: &str) -> Dom<HtmlElement> {
    let element: HtmlElement = document()?.create_element(tag)?.dyn_into().map_err(|_| JsValue::from_str("not an HTML element"))?;
    if !id.is_empty() {
        element.set_id(id);
    }
    if !class.is_empty() {
        element.set_class_name(class);
    }
    Ok(element)
}

/// A new element holding `text`.
pub fn text(tag: &str, class: &str, text: &str) -> Dom<HtmlElement> {
    let element = make(tag, "", class)?;
    element.set_text_content(Some(text));
    Ok(element)
}

pub fn button(label: &str, id: &str, class: &str) -> Dom<HtmlButtonElement> {
    let b: HtmlButtonElement = make("button", id, class)?.unchecked_into();
    b.set_type("button");
    b.set_text_content(Some(label));
    Ok(b)
}

/// Shows `text`, message `message`'s (no variables): the language module words the element
/// again when the player picks another language (its `data-l10n-id`).
pub fn label(element: &HtmlElement, message: &str, text: &str) {
    element.set_text_content(Some(text));
    let _ = element.set_attribute("data-l10n-id", message);
}

/// A button showing message `message` (no variables), worded again on a change of language.
pub fn labelled_button(message: &str, text: &str, id: &str, class: &str) -> Dom<HtmlButtonElement> {
    let b = button(text, id, class)?;
    label(&b, message, text);
    Ok(b)
}

/// Calls `action` on every click of `target`, for the visit.
pub fn on_click(target: &EventTarget, mut action: impl FnMut() + 'static) {
    EventListener::new(target, "click", move |_| action()).forget();
}

/// Calls `action` on every change of `target` (a menu), for the visit.
pub fn on_change(target: &EventTarget, mut action: impl FnMut() + 'static) {
    EventListener::new(target, "change", move |_| action()).forget();
}

/// The element `id` is on show (the page's `play` section, the lobby).
pub fn shown(id: &str) -> bool {
    by_id(id).is_some_and(|e| !e.hidden())
}

pub fn set_class(element: &HtmlElement, class: &str, on: bool) {
    let _ = element.class_list().toggle_with_force(class, on);
}

fn storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

pub fn stored(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Keeps `text` under `key`; false when storage is off or full (kept for the visit).
pub fn keep(key: &str, text: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, text).is_ok())
}

pub fn forget(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// Replaces the address without a new history entry.
pub fn set_address(url: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(url));
    }
}

/// The page's address without its hash.
pub fn address_without_hash() -> String {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return String::new() };
    format!("{}{}", location.pathname().unwrap_or_default(), location.search().unwrap_or_default())
}

/// Tells the page's app what to show on its board (`studyEvent`, a `StudyNews`).
pub fn to_app(news: &StudyNews) {
    let Some(window) = web_sys::window() else { return };
    let bindings = js_sys::Reflect::get(&window, &"wasmBindings".into()).unwrap_or(JsValue::UNDEFINED);
    let study_event = js_sys::Reflect::get(&bindings, &"studyEvent".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let (Some(f), Ok(value)) = (study_event, serde_wasm_bindgen::to_value(news)) {
        let _ = f.call1(&JsValue::NULL, &value);
    }
}

/// The page's news in one of the session's events (its board's: open, move, hint, status and
/// the puzzle's state); `None` for the others, which are the module's own.
pub fn news_of(event: &Event) -> Option<StudyNews> {
    Some(match event {
        Event::Open(board) => StudyNews::Open { seat: board.seat, record: board.record.clone() },
        Event::Move(action) => StudyNews::Move { action: action.clone() },
        Event::Hint { action, piece_only } => StudyNews::Hint { action: action.clone(), piece_only: *piece_only },
        Event::Status(line) => StudyNews::Status { line: line.text() },
        Event::State(phase) => StudyNews::Solved { solved: *phase == Phase::Solved },
        _ => return None,
    })
}

/// Starts fetching `./<path>`; `read_text` waits for its text.
pub fn start_fetch(path: &str) -> Option<js_sys::Promise> {
    Some(web_sys::window()?.fetch_with_str(path))
}

/// The text a fetch answered with, or why not, in words.
pub async fn read_text(fetch: Option<js_sys::Promise>) -> Result<String, String> {
    let fetch = fetch.ok_or("there is no window")?;
    let response = wasm_bindgen_futures::JsFuture::from(fetch).await.map_err(|e| words(&e))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| "the answer is not a response".to_string())?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    let text = wasm_bindgen_futures::JsFuture::from(response.text().map_err(|e| words(&e))?).await.map_err(|e| words(&e))?;
    text.as_string().ok_or_else(|| "the answer is not text".into())
}

/// A JS error's message.
pub fn words(error: &JsValue) -> String {
    js_sys::Reflect::get(error, &"message".into()).ok().and_then(|m| m.as_string()).or_else(|| error.as_string()).unwrap_or_else(|| "an unknown error".into())
}
