//! The profile module: the player's ratings on this device. It rates games against the
//! computer, keeps the profile in the browser's storage and shows the profile panel with its
//! charts, Export and Import. Built as its own wasm file and fetched only when a rated game
//! ends or the panel opens (www/profile_loader.js), so the page's first load carries none of
//! the rating maths, the profile file or the panel. It runs on the page, not in a worker: it
//! draws the panel and reads the page's storage.
//!
//! The page sends a `ProfileCommand` a call to `profile_command` (`src/protocol/profile.rs`):
//! `rate-computer` when a game against the computer ends here, `rate-people` when the live
//! module sees a rated game between people end (the line shown goes to the banner's
//! `#banner-rating`), or `open` for the panel. Puzzles are rated by the study module,
//! which reads the same stored profile (`stored.rs`).

mod chart;
/// Every string a person sees, in the page's language (docs/i18n.md).
#[allow(dead_code)]
#[path = "../../i18n/mod.rs"]
mod i18n;
mod keep;
mod panel;
/// What the page and the live module ask of this module, defined once for both.
#[path = "../../protocol/mod.rs"]
mod protocol;
/// The engine's errors in the player's words, as on the page.
#[path = "../../reason/mod.rs"]
mod reason;
mod stored;

use i18n::msg;
use protocol::profile::ProfileCommand;
use gloo::events::EventListener;
use keep::Store;
use std::cell::Cell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, HtmlCanvasElement, HtmlDialogElement, HtmlElement, HtmlInputElement, Storage};

fn main() {}

/// The page's localStorage; without one (storage off) nothing is kept.
struct Local(Option<Storage>);

fn local() -> Local {
    Local(web_sys::window().and_then(|w| w.local_storage().ok().flatten()))
}

impl Store for Local {
    fn get(&self, key: &str) -> Option<String> {
        self.0.as_ref()?.get_item(key).ok().flatten()
    }
    fn set(&mut self, key: &str, value: &str) -> bool {
        self.0.as_ref().is_some_and(|s| s.set_item(key, value).is_ok())
    }
    fn remove(&mut self, key: &str) {
        if let Some(s) = &self.0 {
            let _ = s.remove_item(key);
        }
    }
    fn keys(&self) -> Vec<String> {
        let Some(s) = &self.0 else { return Vec::new() };
        (0..s.length().unwrap_or(0)).filter_map(|i| s.key(i).ok().flatten()).collect()
    }
}

/// Today, in days since 1970-01-01, as the device's clock tells it.
fn today() -> u32 {
    (js_sys::Date::now() / 86_400_000.0).max(0.0) as u32
}

fn document() -> Option<Document> {
    web_sys::window()?.document()
}

fn by_id<T: JsCast>(id: &str) -> Option<T> {
    document()?.get_element_by_id(id)?.dyn_into::<T>().ok()
}

/// Shows `text` in the element `id` (a note of the panel, the banner's rating line).
fn say(id: &str, text: &str) {
    if let Some(e) = by_id::<HtmlElement>(id) {
        e.set_text_content(Some(text));
        e.set_hidden(text.is_empty());
    }
}

/// One command from the page (a `ProfileCommand`); anything else is refused.
#[wasm_bindgen]
pub fn profile_command(value: JsValue) -> Result<(), JsError> {
    let command: ProfileCommand = serde_wasm_bindgen::from_value(value).map_err(|e| JsError::new(&format!("not a profile command: {e}")))?;
    let rated = match command {
        ProfileCommand::Open => return Ok(open()),
        ProfileCommand::RateComputer { id, game, level, result } => keep::rate(&mut local(), &id, &game, &level, result, today()),
        ProfileCommand::RatePeople { id, game } => keep::rate_people(&mut local(), &id, &game, today()),
    };
    say("banner-rating", &rated.unwrap_or_else(|why| msg::profile_not_rated(&keep::capitalised(why.trim_end_matches('.')))));
    Ok(())
}

thread_local! {
    /// The panel's listeners are added once, with its dialog.
    static WIRED: Cell<bool> = const { Cell::new(false) };
}

/// The panel's dialog, made on first use.
fn dialog() -> Option<HtmlDialogElement> {
    if let Some(d) = by_id::<HtmlDialogElement>("profile-dialog") {
        return Some(d);
    }
    let doc = document()?;
    let d: HtmlDialogElement = doc.create_element("dialog").ok()?.dyn_into().ok()?;
    d.set_id("profile-dialog");
    let _ = d.set_attribute("aria-labelledby", "profile-title");
    let _ = d.set_attribute("style", "width:min(42rem,calc(100vw - 1rem));max-height:92vh;overflow-wrap:anywhere");
    // Its words are written by `show`, in the language of the moment.
    d.set_inner_html(
        "<div class=\"row rules-head\"><h2 id=\"profile-title\"></h2>\
         <button type=\"button\" id=\"btn-profile-close\">✕</button></div>\
         <div id=\"profile-body\"></div>",
    );
    doc.body()?.append_child(&d).ok()?;
    Some(d)
}

/// Opens the panel on the stored profile.
fn open() {
    let Some(d) = dialog() else { return };
    if !WIRED.with(|w| w.replace(true)) {
        wire(&d);
    }
    show();
    if !d.open() {
        let _ = d.show_modal();
    }
    // Drawn once the dialog is open: the charts take the width it has.
    draw_charts();
}

/// Writes the panel's title and body from the stored profile.
fn show() {
    if let Some(title) = by_id::<Element>("profile-title") {
        title.set_text_content(Some(&msg::profile_title()));
    }
    if let Some(close) = by_id::<Element>("btn-profile-close") {
        let _ = close.set_attribute("aria-label", &msg::profile_close());
    }
    let mut store = local();
    let profile = keep::load(&mut store).profile;
    if let Some(body) = by_id::<Element>("profile-body") {
        body.set_inner_html(&panel::html(&profile, &keep::asides(&store)));
    }
}

fn draw_charts() {
    let Some(doc) = document() else { return };
    let profile = keep::load(&mut local()).profile;
    let style = doc.document_element().and_then(|root| web_sys::window()?.get_computed_style(&root).ok().flatten());
    let colour = |name: &str, fallback: &str| {
        let value = style.as_ref().and_then(|s| s.get_property_value(name).ok()).unwrap_or_default();
        if value.trim().is_empty() { fallback.to_string() } else { value.trim().to_string() }
    };
    let (ink, grid) = (colour("--fg", "#2a2622"), colour("--line", "#d9cfbf"));
    for game in engine::kind::GameKind::ALL {
        for (id, lines) in panel::charts(&profile, game) {
            let Some(canvas) = by_id::<HtmlCanvasElement>(&id) else { continue };
            let drawn = chart::draw(&canvas, &lines, &ink, &grid);
            // Where each line was drawn, in CSS pixels, for tests and tools to check.
            let points: Vec<String> = drawn.iter().map(|line| line.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect::<Vec<_>>().join(" ")).collect();
            let _ = canvas.set_attribute("data-lines", &points.join(";"));
        }
    }
}

/// The dialog's listeners: clicks on its buttons, the name form and the file input.
fn wire(d: &HtmlDialogElement) {
    let target = |e: &Event| e.target().and_then(|t| t.dyn_into::<Element>().ok());
    EventListener::new(d, "click", move |e| {
        let Some(t) = target(e).and_then(|t| t.closest("button").ok().flatten()) else { return };
        if t.id() == "btn-profile-close" {
            if let Some(d) = dialog() {
                d.close();
            }
        } else if t.id() == "btn-profile-export" {
            let text = keep::load(&mut local()).profile.to_text();
            download("gboards-profile.txt", &text);
        } else if let Some(key) = t.get_attribute("data-aside-download") {
            download("gboards-profile-damaged.txt", &local().get(&key).unwrap_or_default());
        } else if let Some(key) = t.get_attribute("data-aside-discard") {
            local().remove(&key);
            refresh(&msg::profile_aside_discarded());
        }
    })
    .forget();
    EventListener::new_with_options(d, "submit", gloo::events::EventListenerOptions::enable_prevent_default(), |e| {
        e.prevent_default();
        let name = by_id::<HtmlInputElement>("profile-name").map(|i| i.value()).unwrap_or_default();
        match keep::rename(&mut local(), &name) {
            Ok(p) => refresh(&msg::profile_name_saved(p.name())),
            Err(why) => say("profile-note", &why),
        }
    })
    .forget();
    EventListener::new(d, "change", |e| {
        let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()).filter(|i| i.id() == "profile-import") else { return };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        input.set_value("");
        if let Some(why) = keep::too_large(file.size()) {
            return say("profile-import-error", &why);
        }
        let read = Closure::once(move |buffer: JsValue| {
            let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
            match keep::import(&mut local(), &bytes) {
                Ok(p) => refresh(&msg::profile_imported(p.name())),
                Err(why) => say("profile-import-error", &why),
            }
        });
        let failed = Closure::once(|_: JsValue| say("profile-import-error", &msg::profile_file_unreadable()));
        let _ = file.array_buffer().then2(&read, &failed);
        read.forget();
        failed.forget();
    })
    .forget();
    // The charts follow the panel's width (a phone turned round, a window resized).
    if let Some(w) = web_sys::window() {
        EventListener::new(&w, "resize", |_| {
            if dialog().is_some_and(|d| d.open()) {
                draw_charts();
            }
        })
        .forget();
    }
}

/// The panel again from storage, with `note` under the name.
fn refresh(note: &str) {
    show();
    draw_charts();
    say("profile-note", note);
}

/// Downloads `text` as a file named `name`.
fn download(name: &str, text: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Some(a) = document().and_then(|d| d.create_element("a").ok()).and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok()) {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}
