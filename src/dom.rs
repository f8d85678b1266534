//! Thin helpers over web-sys for the DOM shell.

use wasm_bindgen::{JsCast, JsValue};
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

/// The attributes that let the language module write again, in another language, an element
/// the app makes (`translate_in` in src/bin/lang): ` data-l10n-id="<id>"`, and its variables as
/// ` data-l10n-args` (a JSON object). Write the element's text from the same message (`msg::`).
pub fn l10n_attrs(id: &str, args: &[(&str, crate::i18n::Arg)]) -> String {
    let out = format!(" data-l10n-id=\"{id}\"");
    if args.is_empty() {
        return out;
    }
    let json = |s: &str| -> String {
        let mut q = String::from("\"");
        for c in s.chars() {
            match c {
                '"' => q.push_str("\\\""),
                '\\' => q.push_str("\\\\"),
                c if (c as u32) < 0x20 => q.push_str(&format!("\\u{:04x}", c as u32)),
                c => q.push(c),
            }
        }
        q + "\""
    };
    let fields: Vec<String> = args
        .iter()
        .map(|(name, arg)| {
            let value = match arg {
                crate::i18n::Arg::Number(n) => n.to_string(),
                crate::i18n::Arg::Text(t) => json(t),
            };
            format!("{}:{value}", json(name))
        })
        .collect();
    let object = format!("{{{}}}", fields.join(","));
    out + &format!(" data-l10n-args=\"{}\"", object.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;"))
}

/// Says something to screen readers through the polite live region.
pub fn announce(text: &str) {
    set_text("live", text);
}

/// Runs `f` once after `ms` milliseconds (0: in a task of its own, soon). Boxed, so every
/// caller shares one callback shim instead of adding its own to the page's wasm.
pub fn after_ms(ms: i32, f: Box<dyn FnOnce()>) {
    let cb = wasm_bindgen::closure::Closure::once_into_js(f);
    let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), ms);
}

/// Runs `f` whenever `element`'s displayed size changes, for as long as the page lives.
pub fn on_resize(element: &Element, f: impl Fn() + 'static) {
    let cb = wasm_bindgen::closure::Closure::<dyn Fn()>::new(f);
    if let Ok(observer) = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()) {
        observer.observe(element);
    }
    cb.forget();
}

/// Runs `f` once before the next frame is drawn.
pub fn next_frame(f: Box<dyn FnOnce()>) {
    let cb = wasm_bindgen::closure::Closure::once_into_js(f);
    let _ = window().request_animation_frame(cb.unchecked_ref());
}

pub fn now_ms() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

pub fn local_storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

/// A value as plain JS data: `None` as null, lists as arrays, structs and maps as objects.
pub fn to_js<T: serde::Serialize + ?Sized>(value: &T) -> JsValue {
    let plain = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true).serialize_maps_as_objects(true);
    value.serialize(&plain).unwrap_or(JsValue::NULL)
}

/// A fresh random seed for a new game, exact as a JS number.
pub fn random_seed() -> u64 {
    let mut b = [0u8; 8];
    if getrandom::fill(&mut b).is_err() {
        return (js_sys::Math::random() * 9.0e15) as u64;
    }
    u64::from_le_bytes(b) >> 11
}
