//! The language picker in the header: the language at start (remembered, else the browser's
//! preference) and a switch. The messages of a language other than English come from the
//! language module (www/lang_loader.js), which puts the page in the language; `<html lang>`
//! follows the choice.

use crate::dom::{self, by_id};
use crate::i18n::language::{Language, STORAGE_KEY};
use std::cell::Cell;
use web_sys::HtmlSelectElement;

thread_local! {
    /// Whether the language module was asked for yet (English needs it only after another
    /// language, to put the page's own text back).
    static MODULE_ASKED: Cell<bool> = const { Cell::new(false) };
}

/// Takes the visitor's language.
pub(super) fn start_language() {
    let remembered = dom::local_storage().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
    let browser: Vec<String> = dom::window().navigator().languages().iter().filter_map(|l| l.as_string()).collect();
    apply(Language::preferred(remembered.as_deref(), browser.iter().map(String::as_str)));
}

/// The player picked `code` in the header: it is remembered and the page switches to it.
pub(super) fn pick(code: &str) {
    let Some(chosen) = Language::parse(code) else { return };
    if let Some(store) = dom::local_storage() {
        let _ = store.set_item(STORAGE_KEY, chosen.code());
    }
    apply(chosen);
}

fn apply(chosen: Language) {
    if let Some(root) = dom::document().document_element() {
        let _ = root.set_attribute("lang", chosen.code());
    }
    by_id::<HtmlSelectElement>("lang-picker").set_value(chosen.code());
    if chosen != Language::English || MODULE_ASKED.with(Cell::get) {
        MODULE_ASKED.with(|m| m.set(true));
        crate::protocol::command_module("gboardsLanguage", "./lang_loader.js", &chosen.code().into());
    }
}
