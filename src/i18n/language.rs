//! The chosen language: the one remembered on this device, else the first of the browser's
//! preferences we have, else English. Another language's messages come from the language module
//! (`www/lang_loader.js`), which the page asks through `window.gboardsLang`.

use super::Arg;
use std::cell::Cell;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    English,
    Ukrainian,
    French,
}

/// Where the choice is kept.
pub const STORAGE_KEY: &str = "gboards.lang";

impl Language {
    pub const ALL: [Language; 3] = [Language::English, Language::Ukrainian, Language::French];

    /// The BCP 47 code: `<html lang>` and the file `www/i18n/<code>.ftl`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Ukrainian => "uk",
            Language::French => "fr",
        }
    }

    /// The language's name in itself, as the picker shows it in every language.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Ukrainian => "Українська",
            Language::French => "Français",
        }
    }

    /// A language tag such as `fr-CA` or `uk`: its primary language, if we have it.
    pub fn parse(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language for a visitor: a remembered choice, else the first preference we have.
    pub fn preferred<'a>(remembered: Option<&str>, browser: impl IntoIterator<Item = &'a str>) -> Language {
        remembered.and_then(Language::parse).or_else(|| browser.into_iter().find_map(Language::parse)).unwrap_or(Language::English)
    }
}

thread_local! {
    static CHOSEN: Cell<Language> = const { Cell::new(Language::English) };
}

/// The language messages are formatted in now.
pub fn chosen() -> Language {
    CHOSEN.with(|c| c.get())
}

/// Formats in `language` from now on (the caller loads its messages and redraws).
pub fn choose(language: Language) {
    CHOSEN.with(|c| c.set(language));
}

/// Message `index` in the chosen language, from the language module; `None` in English, before
/// the module is ready, or where the language lacks the message.
#[cfg(target_arch = "wasm32")]
pub(super) fn foreign(index: usize, args: &[Arg]) -> Option<String> {
    use wasm_bindgen::{JsCast, JsValue};
    if chosen() == Language::English {
        return None;
    }
    let module = js_sys::Reflect::get(&js_sys::global(), &"gboardsLang".into()).ok().filter(|m| m.is_object())?;
    let format = js_sys::Reflect::get(&module, &"format".into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    // The variables in order; the module knows their names (`msg::VARIABLES`).
    let values: js_sys::Array = args
        .iter()
        .map(|arg| match arg {
            Arg::Number(n) => JsValue::from_f64(*n as f64),
            Arg::Text(s) => JsValue::from_str(s),
        })
        .collect();
    format.call2(&module, &JsValue::from_f64(index as f64), &values).ok()?.as_string()
}

#[cfg(not(target_arch = "wasm32"))]
pub(super) fn foreign(_index: usize, _args: &[Arg]) -> Option<String> {
    None
}

/// Puts `root`'s `data-l10n-id` elements in the chosen language: for text the app inserts
/// after the page loaded (the rules pane, a module's panel). English needs nothing (the text
/// is English as written).
#[cfg(target_arch = "wasm32")]
pub fn translate(root: &web_sys::Element) {
    use wasm_bindgen::JsCast;
    if chosen() == Language::English {
        return;
    }
    let Some(module) = js_sys::Reflect::get(&js_sys::global(), &"gboardsLang".into()).ok().filter(|m| m.is_object()) else { return };
    if let Some(translate) = js_sys::Reflect::get(&module, &"translate".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
        let _ = translate.call1(&module, root);
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub fn translate(_root: &web_sys::Element) {}

/// English's plural category of `n` (CLDR, by the browser's `Intl.PluralRules`).
#[cfg(target_arch = "wasm32")]
pub(super) fn english_plural(n: i64) -> &'static str {
    thread_local! {
        static RULES: js_sys::Intl::PluralRules = js_sys::Intl::PluralRules::new(&js_sys::Array::of1(&"en".into()), &js_sys::Object::new());
    }
    let category = RULES.with(|r| String::from(r.select(n as f64)));
    ["zero", "one", "two", "few", "many"].into_iter().find(|c| *c == category).unwrap_or("other")
}

#[cfg(not(target_arch = "wasm32"))]
pub(super) fn english_plural(n: i64) -> &'static str {
    use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
    let rules = PluralRules::create(unic_langid::langid!("en"), PluralRuleType::CARDINAL).expect("English plural rules");
    match rules.select(n) {
        Ok(PluralCategory::ONE) => "one",
        _ => "other",
    }
}
