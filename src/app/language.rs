//! The language picker in the header: the language at start (remembered, else the browser's
//! preference) and a switch. The messages of a language other than English come from the
//! language module (www/lang_loader.js), which puts the page in the language; `<html lang>`
//! follows the choice. Once it has (its `gboards-language` event), the app writes its own text
//! again (`relabel`).

use super::{lobby, App};
use crate::dom::{self, by_id};
use crate::i18n::language::{Language, STORAGE_KEY};
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use web_sys::HtmlSelectElement;

thread_local! {
    /// Whether the language module was asked for yet (English needs it only after another
    /// language, to put the page's own text back).
    static MODULE_ASKED: Cell<bool> = const { Cell::new(false) };
}

/// The longest the first screen waits for its language.
const LANGUAGE_WAIT_MS: u32 = 3000;

/// Takes the visitor's language, then calls `open`: at once in English, else once the language
/// module has put the page in the language (or could not), so that no screen or module writes
/// its first text in English.
pub(super) fn start_language(open: impl FnOnce() + 'static) {
    let remembered = dom::local_storage().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
    let browser: Vec<String> = dom::window().navigator().languages().iter().filter_map(|l| l.as_string()).collect();
    let chosen = Language::preferred(remembered.as_deref(), browser.iter().map(String::as_str));
    apply(chosen);
    if chosen == Language::English {
        return open();
    }
    let open = Rc::new(RefCell::new(Some(open)));
    let once = move || {
        if let Some(open) = open.borrow_mut().take() {
            open();
        }
    };
    for event in ["gboards-language", "gboards-language-failed"] {
        let once = once.clone();
        EventListener::once(&dom::window(), event, move |_| once()).forget();
    }
    // A loader that never arrives (offline before it was ever fetched) keeps nobody waiting.
    Timeout::new(LANGUAGE_WAIT_MS, once).forget();
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

impl App {
    /// Writes again every text the app made, in the language now loaded.
    pub(super) fn relabel(&mut self) {
        lobby::build_seat_fields();
        // The saved games again, once listed (at start the lobby lists them after this), unless
        // the list reports a save just set aside (said once).
        let listed = |selector: &str| dom::document().query_selector(selector).ok().flatten().is_some();
        if listed("#saved-list li") && !listed("#saved-list li.broken") {
            lobby::list_saved_games();
        }
        self.show_titles();
        let Some(s) = &self.screen else { return };
        let names: Vec<String> = (0..s.game().seats()).map(|seat| s.seat_name(seat as u8)).collect();
        super::moves::show_moves(s.game(), &names, self.view.as_ref().map(|v| v.0));
        self.build_players_panel();
        self.input_changed();
    }
}
