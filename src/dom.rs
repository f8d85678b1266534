//! Thin helpers over web-sys for the DOM shell.

use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, Window};

pub fn window() -> Window {
    web_sys::window().expect("the app runs in a browser window")
}

pub fn document() -> Document {
    window().document().expect("a window has a document")
}

/// An element the shell's HTML is known to contain.
pub fn by_id<T: JsCast>(id: &str) -> T {
    document()
        .get_element_by_id(id)
        .unwrap_or_else(|| panic!("index.html lacks #{id}"))
        .dyn_into::<T>()
        .unwrap_or_else(|_| panic!("#{id} has an unexpected element type"))
}

pub fn el(id: &str) -> HtmlElement {
    by_id(id)
}

pub fn set_text(id: &str, text: &str) {
    el(id).set_text_content(Some(text));
}

pub fn set_hidden(id: &str, hidden: bool) {
    el(id).set_hidden(hidden);
}

pub fn set_disabled(id: &str, disabled: bool) {
    let e: Element = by_id(id);
    if disabled {
        let _ = e.set_attribute("disabled", "");
    } else {
        let _ = e.remove_attribute("disabled");
    }
}

/// Says something to screen readers through the polite live region.
pub fn announce(text: &str) {
    set_text("live", text);
}

pub fn now_ms() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

pub fn local_storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}
