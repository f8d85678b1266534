//! The page as the panel reaches it: elements by id, new elements and buttons, the notes, and
//! the page's own bindings (`window.wasmBindings`: `uiState`, `liveEvent`).

use crate::protocol::live::GameNews;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, HtmlElement};

fn document() -> Option<Document> {
    web_sys::window()?.document()
}

pub fn by_id<T: JsCast>(id: &str) -> Option<T> {
    document()?.get_element_by_id(id)?.dyn_into::<T>().ok()
}

pub fn remove(id: &str) {
    if let Some(e) = by_id::<Element>(id) {
        e.remove();
    }
}

/// A new element `tag` with this id (none when empty) and text (none when empty).
pub fn element<T: JsCast>(tag: &str, id: &str, text: &str) -> Option<T> {
    let e = document()?.create_element(tag).ok()?;
    if !id.is_empty() {
        e.set_id(id);
    }
    if !text.is_empty() {
        e.set_text_content(Some(text));
    }
    e.dyn_into::<T>().ok()
}

/// A button; the panel's one click handler (`panel::clicked`) knows it by its id.
pub fn button(label: &str, id: &str) -> Option<HtmlElement> {
    let b = element::<HtmlElement>("button", id, label)?;
    let _ = b.set_attribute("type", "button");
    Some(b)
}

pub fn append(parent: &Element, child: &Element) {
    let _ = parent.append_child(child);
}

pub fn append_text(parent: &Element, text: &str) {
    let _ = parent.append_with_str_1(text);
}

/// Shows `text` in the element `id`.
pub fn show(id: &str, text: &str) {
    if let Some(e) = by_id::<HtmlElement>(id) {
        e.set_text_content(Some(text));
        e.set_hidden(false);
    }
}

/// The game screen is not on show: the lobby is (a guest waits there for the game).
pub fn in_lobby() -> bool {
    by_id::<HtmlElement>("play").is_none_or(|p| p.hidden())
}

/// A note on the game screen, or in the lobby while the game has not opened.
pub fn note(text: &str) {
    show(if in_lobby() { "lobby-error" } else { "notice" }, text);
}

/// Where the room's panels go: under the notes of the screen on show (a host back after a
/// reload waits on the lobby screen until the game opens).
pub fn spot() -> Option<HtmlElement> {
    by_id(if in_lobby() { "lobby-error" } else { "live-state" })
}

/// A line beside the status line, in view without scrolling on a phone too (an offer, the
/// claim of a game, a side game's hands): `text`, then its buttons. It replaces the line `id`.
pub fn prompt(id: &str, text: &str, buttons: &[(&str, &str)]) {
    remove(id);
    let (Some(line), Some(prompts)) = (element::<Element>("p", id, ""), by_id::<Element>("prompts").or_else(|| by_id("live-actions"))) else { return };
    let _ = line.set_attribute("role", "status");
    append_text(&line, text);
    append_text(&line, " ");
    for (label, id) in buttons {
        if let Some(b) = button(label, id) {
            append(&line, &b);
        }
    }
    append(&prompts, &line);
}

/// The page's binding `name`.
fn binding(name: &str) -> Option<js_sys::Function> {
    let bindings = js_sys::Reflect::get(&js_sys::global(), &"wasmBindings".into()).ok()?;
    js_sys::Reflect::get(&bindings, &name.into()).ok()?.dyn_into().ok()
}

/// Hands the page the game's news (the page's `liveEvent`).
pub fn tell_page(news: &GameNews) {
    if let (Some(f), Ok(value)) = (binding("liveEvent"), serde_wasm_bindgen::to_value(news)) {
        let _ = f.call1(&JsValue::NULL, &value);
    }
}

fn field(value: &JsValue, name: &str) -> Option<JsValue> {
    js_sys::Reflect::get(value, &name.into()).ok().filter(|v| !v.is_undefined() && !v.is_null())
}

fn ui_state() -> Option<JsValue> {
    binding("uiState")?.call0(&JsValue::NULL).ok().filter(JsValue::is_object)
}

/// The game on the page is over.
pub fn game_over() -> bool {
    ui_state().and_then(|s| field(&s, "status")?.as_string()).is_some_and(|s| s == "over")
}

/// Which of the controls `ids` the page's policy shows in its mode (`uiState().controls`).
pub fn controls_shown(ids: &[&str]) -> Vec<bool> {
    let controls = ui_state().and_then(|s| field(&s, "controls"));
    ids.iter()
        .map(|id| controls.as_ref().and_then(|c| field(c, id)?.as_string()).is_some_and(|state| state != "hidden"))
        .collect()
}

/// The page's address.
pub fn href() -> String {
    web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default()
}

pub fn set_hidden(id: &str, hidden: bool) {
    if let Some(e) = by_id::<HtmlElement>(id) {
        e.set_hidden(hidden);
    }
}
