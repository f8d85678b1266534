//! What the page and its lazily loaded modules say to each other, defined once for both sides:
//! the modules include this folder as their own (`#[path]`), so both sides read one type.
//! Each type crosses JS as serde writes it (external tagging: `{"move": {"action": …}}`, or
//! `"close"` for a variant without fields), since reading an internally tagged enum takes
//! serde's buffering reader. The page reads what comes to it field by field
//! (`read_*`, each held to serde's writer by a test), since serde's reader would add some
//! 16 KB to the page's first load; the modules use serde both ways.

// Each side uses its part: the page never reads a command, a module never writes one.
#![allow(dead_code)]

pub mod analysis;
pub mod live;
pub mod profile;
pub mod study;

use wasm_bindgen::JsValue;

/// Calls the page's global function `name` with `value`; false when there is none (its
/// module's loader has not run yet).
pub(crate) fn call_global(name: &str, value: &JsValue) -> bool {
    let f = web_sys::window().and_then(|w| js_sys::Reflect::get(&w, &name.into()).ok()).and_then(|f| wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(f).ok());
    f.map(|f| f.call1(&JsValue::NULL, value)).is_some()
}

/// Adds a module's loader script (`src`) with these attributes, which it reads when it runs.
pub(crate) fn load_loader(src: &str, attributes: &[(&str, &str)]) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(script) = document.create_element("script") else { return };
    for (name, value) in attributes {
        let _ = script.set_attribute(name, value);
    }
    let _ = script.set_attribute("src", src);
    let _ = document.body().map(|b| b.append_child(&script));
}

/// Hands a lazily loaded module a command (a value of this folder's): through the global
/// `name` its loader sets, or, before the loader has run, in the `data-open` of the loader's
/// script tag (`src`), as JSON, which the loader reads.
pub(crate) fn command_module(name: &str, src: &str, command: &JsValue) {
    if !call_global(name, command) {
        let json = js_sys::JSON::stringify(command).ok().and_then(|j| j.as_string()).unwrap_or_default();
        load_loader(src, &[("data-open", &json)]);
    }
}

/// An externally tagged value: a variant's name alone, or an object of one key, the variant's
/// name, holding its fields.
pub(crate) fn tagged(value: &JsValue) -> Option<(String, JsValue)> {
    if let Some(name) = value.as_string() {
        return Some((name, JsValue::UNDEFINED));
    }
    let object = wasm_bindgen::JsCast::dyn_ref::<js_sys::Object>(value)?;
    let keys = js_sys::Object::keys(object);
    let name = (keys.length() == 1).then(|| keys.get(0).as_string()).flatten()?;
    let fields = js_sys::Reflect::get(value, &name.as_str().into()).ok()?;
    Some((name, fields))
}

/// A field of an object; `None` when absent or null.
pub(crate) fn field(object: &JsValue, name: &str) -> Option<JsValue> {
    js_sys::Reflect::get(object, &name.into()).ok().filter(|v| !v.is_undefined() && !v.is_null())
}

/// A seat's number (0 to 255).
pub(crate) fn seat(value: &JsValue) -> Option<u8> {
    value.as_f64().filter(|n| n.fract() == 0.0 && (0.0..=255.0).contains(n)).map(|n| n as u8)
}

/// A field `seat` that may be absent: `Some(None)` when it is, `None` when it is no seat.
pub(crate) fn optional_seat(fields: &JsValue) -> Option<Option<u8>> {
    match field(fields, "seat") {
        None => Some(None),
        Some(v) => seat(&v).map(Some),
    }
}

/// A field that is a list of strings.
pub(crate) fn texts(object: &JsValue, name: &str) -> Option<Vec<String>> {
    let list = wasm_bindgen::JsCast::dyn_into::<js_sys::Array>(field(object, name)?).ok()?;
    list.iter().map(|v| v.as_string()).collect()
}
