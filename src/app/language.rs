//! The language picker in the header: the language at start (remembered, else the browser's
//! preference), a switch, and what a switch redoes. The messages of a language other than
//! English come from the language module (www/lang_loader.js); `<html lang>` follows the choice.

use super::{lobby, with_app, App};
use crate::dom::{self, by_id, el};
use crate::i18n::language::{self, Language, STORAGE_KEY};
use std::cell::Cell;
use wasm_bindgen::prelude::*;
use web_sys::HtmlSelectElement;

thread_local! {
    /// Whether the language module was asked for yet (English needs it only after another
    /// language, to put the page's own text back).
    static MODULE_ASKED: Cell<bool> = const { Cell::new(false) };
}

/// Fills the picker and takes the visitor's language.
pub(super) fn start_language() {
    let remembered = dom::local_storage().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
    let browser: Vec<String> = dom::window().navigator().languages().iter().filter_map(|l| l.as_string()).collect();
    let chosen = Language::preferred(remembered.as_deref(), browser.iter().map(String::as_str));
    let options: String = Language::ALL
        .iter()
        .map(|l| format!("<option value=\"{0}\" lang=\"{0}\"{1}>{2}</option>", l.code(), if *l == chosen { " selected" } else { "" }, l.own_name()))
        .collect();
    el("lang-picker").set_inner_html(&options);
    apply(chosen);
}

/// The player picked `code` in the header: it is remembered and the page switches to it.
pub(super) fn pick(code: &str) {
    let Some(chosen) = Language::parse(code) else { return };
    if let Some(store) = dom::local_storage() {
        let _ = store.set_item(STORAGE_KEY, chosen.code());
    }
    apply(chosen);
    with_app(|app| app.relabel());
}

fn apply(chosen: Language) {
    language::choose(chosen);
    if let Some(root) = dom::document().document_element() {
        let _ = root.set_attribute("lang", chosen.code());
    }
    by_id::<HtmlSelectElement>("lang-picker").set_value(chosen.code());
    if chosen != Language::English || MODULE_ASKED.with(Cell::get) {
        MODULE_ASKED.with(|m| m.set(true));
        crate::protocol::command_module("gboardsLanguage", "./lang_loader.js", &chosen.code().into());
    }
}

/// The language module has the chosen language's messages and has put the page's own text in
/// it: everything the app wrote is written again.
#[wasm_bindgen(js_name = languageReady)]
pub fn language_ready() {
    with_app(|app| app.relabel());
}

impl App {
    /// Writes again every text the app made, in the language now chosen.
    pub(super) fn relabel(&mut self) {
        lobby::build_seat_fields();
        let Some(s) = &self.screen else { return };
        let names: Vec<String> = (0..s.game().seats()).map(|seat| s.seat_name(seat as u8)).collect();
        super::moves::show_moves(s.game(), &names, self.view.as_ref().map(|v| v.0));
        self.build_players_panel();
        self.input_changed();
    }
}
