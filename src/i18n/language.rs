//! The chosen language: the one remembered on this device, else the first of the browser's
//! preferences we have, else English. Another language's messages come from the language module
//! (`www/lang_loader.js`), which the page asks through `window.gboardsLang`.

use super::Arg;

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

/// The language module as the page holds it (`window.gboardsLang`) when it has a language other
/// than English loaded. Every copy of this folder (the page's, each module's) reads the same
/// one, so the page and its modules always speak the language the module has.
#[cfg(target_arch = "wasm32")]
fn foreign_module() -> Option<(wasm_bindgen::JsValue, Language)> {
    let module = js_sys::Reflect::get(&js_sys::global(), &"gboardsLang".into()).ok().filter(|m| m.is_object())?;
    let code = js_sys::Reflect::get(&module, &"code".into()).ok()?.as_string()?;
    Language::parse(&code).filter(|l| *l != Language::English).map(|l| (module, l))
}

/// The language messages are formatted in: the one the language module has loaded, English
/// before it has one (and in a worker, which has none).
pub fn loaded() -> Language {
    #[cfg(target_arch = "wasm32")]
    return foreign_module().map_or(Language::English, |(_, l)| l);
    #[cfg(not(target_arch = "wasm32"))]
    Language::English
}

/// Calls the language module's `name` with `args`; `None` in English, before the module is
/// ready, or where it has no answer (the language lacks the message).
#[cfg(target_arch = "wasm32")]
fn ask(name: &str, args: &[&wasm_bindgen::JsValue]) -> Option<String> {
    use wasm_bindgen::JsCast;
    let (module, _) = foreign_module()?;
    let function = js_sys::Reflect::get(&module, &name.into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    let args: js_sys::Array = args.iter().copied().collect();
    function.apply(&module, &args).ok()?.as_string()
}

/// Message `index` in the loaded language, from the language module.
#[cfg(target_arch = "wasm32")]
pub(super) fn foreign(index: usize, args: &[Arg]) -> Option<String> {
    use wasm_bindgen::JsValue;
    // The variables in order; the module knows their names (`msg::VARIABLES`).
    let values: js_sys::Array = args
        .iter()
        .map(|arg| match arg {
            Arg::Number(n) => JsValue::from_f64(*n as f64),
            Arg::Text(s) => JsValue::from_str(s),
        })
        .collect();
    ask("format", &[&JsValue::from_f64(index as f64), &values])
}

/// Formats message `index` with its variables in another language.
#[cfg(not(target_arch = "wasm32"))]
pub type Formatter = Box<dyn Fn(usize, &[Arg]) -> Option<String>>;

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    /// Natively, another language for tests (the language module's tests set one that asks
    /// Fluent); English without one.
    pub static NATIVE: std::cell::RefCell<Option<Formatter>> = const { std::cell::RefCell::new(None) };
}

#[cfg(not(target_arch = "wasm32"))]
pub(super) fn foreign(index: usize, args: &[Arg]) -> Option<String> {
    NATIVE.with(|n| n.borrow().as_ref().and_then(|format| format(index, args)))
}

/// Message `id` (one looked up by name: a lesson line) in the loaded language, from the
/// language module; `None` in English or where the language lacks it.
#[cfg(target_arch = "wasm32")]
pub fn by_id(id: &str) -> Option<String> {
    ask("formatId", &[&id.into(), &js_sys::Object::new().into()])
}

#[cfg(not(target_arch = "wasm32"))]
pub fn by_id(_id: &str) -> Option<String> {
    None
}

/// Puts `root`'s `data-l10n-id` elements in the loaded language: for text the app inserts
/// after the page loaded (the rules pane, a module's panel). English needs nothing (the text
/// is English as written).
#[cfg(target_arch = "wasm32")]
pub fn translate(root: &web_sys::Element) {
    let _ = ask("translate", &[root.as_ref()]);
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

/// A moment written as an ISO timestamp (`2026-12-07T06:49:12.000Z`), as the loaded language
/// writes a date and time in the player's time zone (the browser's `Intl`); the text as it is
/// when it is no moment.
#[cfg(target_arch = "wasm32")]
pub fn date_time(iso: &str) -> String {
    let date = js_sys::Date::new(&iso.into());
    if date.get_time().is_nan() {
        return iso.to_string();
    }
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"dateStyle".into(), &"medium".into());
    let _ = js_sys::Reflect::set(&options, &"timeStyle".into(), &"short".into());
    date.to_locale_string(loaded().code(), &options).into()
}

#[cfg(not(target_arch = "wasm32"))]
pub fn date_time(iso: &str) -> String {
    iso.get(..16).unwrap_or(iso).replace('T', " ")
}
