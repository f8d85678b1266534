//! The language module: formats the page's messages in the chosen language with Fluent
//! (`fluent-bundle`) and puts the page's own text (its `data-l10n-id` elements) in it. Built as
//! its own wasm file and fetched only when a language other than English is chosen
//! (www/lang_loader.js), so the first load carries no Fluent runtime; English is compiled into
//! the page (build.rs). The page asks it through `window.gboardsLang.format`.

#[allow(dead_code)]
#[path = "../../i18n/mod.rs"]
mod i18n;

use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, DocumentFragment, Element, HtmlTemplateElement};

fn main() {}

thread_local! {
    static BUNDLE: RefCell<Option<FluentBundle<FluentResource>>> = const { RefCell::new(None) };
}

/// Numbers as the language writes them (the browser's `Intl.NumberFormat`).
fn number_format<M>(value: &FluentValue, _memoizer: &M) -> Option<String> {
    let FluentValue::Number(FluentNumber { value, .. }) = value else { return None };
    let locale = BUNDLE_LOCALE.with(|l| l.borrow().clone());
    let format = js_sys::Intl::NumberFormat::new(&js_sys::Array::of1(&locale.into()), &js_sys::Object::new());
    format.format().call1(&format, &JsValue::from_f64(*value)).ok()?.as_string()
}

thread_local! {
    static BUNDLE_LOCALE: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Makes `ftl` (the text of `www/i18n/<code>.ftl`) the messages formatted from now on. A file
/// with unreadable entries still gives the rest; the error names how many were skipped.
#[wasm_bindgen]
pub fn set_language(code: &str, ftl: String) -> Result<(), JsError> {
    let langid: unic_langid::LanguageIdentifier = code.parse().map_err(|_| JsError::new(&format!("'{code}' is no language tag")))?;
    let (resource, skipped) = match FluentResource::try_new(ftl) {
        Ok(r) => (r, 0),
        Err((r, errors)) => (r, errors.len()),
    };
    let mut bundle = FluentBundle::new(vec![langid]);
    // The page is left to right in every language it has: no isolation marks in the text.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(number_format));
    bundle.add_resource(resource).map_err(|e| JsError::new(&format!("{code}.ftl: {} messages defined twice", e.len())))?;
    BUNDLE_LOCALE.with(|l| *l.borrow_mut() = code.to_string());
    BUNDLE.with(|b| *b.borrow_mut() = Some(bundle));
    if skipped > 0 {
        return Err(JsError::new(&format!("{code}.ftl: {skipped} entries could not be read")));
    }
    Ok(())
}

/// Message `index` of the page's list (`i18n::msg::IDS`) with `args`, its variables' values in
/// order (`i18n::msg::VARIABLES` names them); `undefined` when the language lacks it, so the
/// page falls back to English.
#[wasm_bindgen]
pub fn format(index: usize, args: js_sys::Array) -> Option<String> {
    let named = js_sys::Object::new();
    for (name, value) in i18n::msg::VARIABLES.get(index)?.iter().zip(args.iter()) {
        let _ = js_sys::Reflect::set(&named, &(*name).into(), &value);
    }
    format_id(i18n::msg::IDS.get(index)?, named.into())
}

/// Message `id` with `args`, for text whose English lives in a data file (the lessons);
/// `undefined` when the language lacks it.
#[wasm_bindgen(js_name = formatId)]
pub fn format_id(id: &str, args: JsValue) -> Option<String> {
    let values = fluent_args(&args);
    BUNDLE.with(|b| {
        let bundle = b.borrow();
        let bundle = bundle.as_ref()?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(bundle.format_pattern(pattern, Some(&values), &mut errors).into_owned())
    })
}

/// A message's variables from an object of numbers and strings (anything else is left out).
fn fluent_args(args: &JsValue) -> FluentArgs<'static> {
    let mut values = FluentArgs::new();
    if let Some(object) = args.dyn_ref::<js_sys::Object>() {
        for entry in js_sys::Object::entries(object).iter() {
            let pair: js_sys::Array = entry.unchecked_into();
            let (Some(name), value) = (pair.get(0).as_string(), pair.get(1)) else { continue };
            match (value.as_f64(), value.as_string()) {
                (Some(n), _) => values.set(name, n),
                (_, Some(s)) => values.set(name, s),
                _ => {}
            }
        }
    }
    values
}

/// Puts every `data-l10n-id` element of `root` (a document or an element, and their templates)
/// in the language: the
/// message's value as its text, the message's attributes as its attributes, its variables from
/// `data-l10n-args` (a JSON object). An element whose message the language lacks keeps what it
/// shows.
#[wasm_bindgen]
pub fn translate(root: &JsValue) {
    BUNDLE.with(|b| {
        let bundle = b.borrow();
        let Some(bundle) = bundle.as_ref() else { return };
        translate_in(bundle, root);
    });
}

/// The elements of a document, an element (itself included) or a template's content that
/// `selector` picks.
fn query(root: &JsValue, selector: &str) -> Vec<Element> {
    let list = if let Some(d) = root.dyn_ref::<Document>() {
        d.query_selector_all(selector).ok()
    } else if let Some(f) = root.dyn_ref::<DocumentFragment>() {
        f.query_selector_all(selector).ok()
    } else if let Some(e) = root.dyn_ref::<Element>() {
        e.query_selector_all(selector).ok()
    } else {
        None
    };
    let mut out: Vec<Element> = list.map(|l| (0..l.length()).filter_map(|i| l.item(i)?.dyn_into().ok()).collect()).unwrap_or_default();
    if let Some(e) = root.dyn_ref::<Element>().filter(|e| e.matches(selector).unwrap_or(false)) {
        out.insert(0, e.clone());
    }
    out
}

fn translate_in(bundle: &FluentBundle<FluentResource>, root: &JsValue) {
    for element in query(root, "[data-l10n-id]") {
        let Some(message) = element.get_attribute("data-l10n-id").and_then(|id| bundle.get_message(&id)) else { continue };
        let args = element.get_attribute("data-l10n-args").and_then(|json| js_sys::JSON::parse(&json).ok()).map(|a| fluent_args(&a));
        let mut errors = Vec::new();
        if let Some(value) = message.value() {
            let text = bundle.format_pattern(value, args.as_ref(), &mut errors);
            // Our own files only: an element marked `data-l10n-html` takes its message's markup
            // (the rules pane's and the lessons' bold words and code).
            if element.has_attribute("data-l10n-html") {
                element.set_inner_html(&text);
            } else {
                element.set_text_content(Some(&text));
            }
        }
        for attribute in message.attributes() {
            let _ = element.set_attribute(attribute.id(), &bundle.format_pattern(attribute.value(), args.as_ref(), &mut errors));
        }
    }
    for template in query(root, "template") {
        if let Ok(template) = template.dyn_into::<HtmlTemplateElement>() {
            translate_in(bundle, template.content().as_ref());
        }
    }
}

#[cfg(test)]
mod tests;
/// The page's words for the engine's errors, tested here against every language file.
#[cfg(test)]
#[path = "../../reason/mod.rs"]
mod reason;
#[cfg(test)]
mod reasons;
