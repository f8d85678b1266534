//! The chat under the live buttons (short lines shown as text only, canned phrases, a mute kept
//! in storage, the room's lines kept with the game for a reload) and the name this player goes
//! by, kept on this device.

use super::{command, page, with, words};
use crate::i18n::msg;
use crate::protocol::live::Command;
use engine::game::Seat;
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlElement, HtmlInputElement};

const MUTE_KEY: &str = "gboards.live.mute";
const NAME_KEY: &str = "gboards.name";
/// The latest room's chat: `{"room": <id>, "lines": [<line>…]}` (a new room starts afresh).
const CHAT_KEY: &str = "gboards.live.chat";
/// Lines shown and kept.
const KEPT_LINES: usize = 30;

fn stored(key: &str) -> Option<String> {
    crate::storage()?.get_item(key).ok().flatten()
}

fn store(key: &str, value: &str) {
    // Without storage the chat and the name last as long as the page.
    if let Some(s) = crate::storage() {
        let _ = s.set_item(key, value);
    }
}

/// The chat is muted on this device.
pub fn muted_here() -> bool {
    stored(MUTE_KEY).as_deref() == Some("1")
}

/// The kept lines of `room`'s chat.
fn kept(room: Option<&str>) -> Vec<String> {
    let Some(room) = room else { return Vec::new() };
    let Some(kept) = stored(CHAT_KEY).and_then(|text| js_sys::JSON::parse(&text).ok()).filter(JsValue::is_object) else { return Vec::new() };
    let field = |name: &str| js_sys::Reflect::get(&kept, &name.into()).ok();
    if field("room").and_then(|r| r.as_string()).as_deref() != Some(room) {
        return Vec::new();
    }
    let Some(lines) = field("lines").and_then(|l| l.dyn_into::<js_sys::Array>().ok()) else { return Vec::new() };
    lines.iter().filter_map(|l| l.as_string()).collect()
}

fn keep(room: Option<&str>, line: &str) {
    let mut lines = kept(room);
    lines.push(line.to_string());
    let from = lines.len().saturating_sub(KEPT_LINES);
    let record = js_sys::Object::new();
    let array: js_sys::Array = lines[from..].iter().map(|l| JsValue::from_str(l)).collect();
    let _ = js_sys::Reflect::set(&record, &"room".into(), &room.map_or(JsValue::UNDEFINED, JsValue::from_str));
    let _ = js_sys::Reflect::set(&record, &"lines".into(), &array);
    if let Some(text) = js_sys::JSON::stringify(&record).ok().and_then(|t| t.as_string()) {
        store(CHAT_KEY, &text);
    }
}

fn show_line(line: &str) {
    let Some(log) = page::by_id::<HtmlElement>("live-chat-log") else { return };
    if let Some(li) = page::element::<Element>("li", "", line) {
        page::append(&log, &li);
    }
    while log.child_element_count() as usize > KEPT_LINES {
        let Some(first) = log.first_element_child() else { break };
        first.remove();
    }
    log.set_hidden(with(|p| p.muted).unwrap_or(false));
}

/// Shows and keeps `who`'s line `text` (a canned phrase in this player's language).
fn say(who: &str, text: &str) {
    let line = msg::live_chat_line(who, &words::phrase_shown(text));
    show_line(&line);
    let room = with(|p| p.room.clone()).flatten();
    keep(room.as_deref(), &line);
}

/// A chat line from a seat's player, unless muted.
pub fn heard(seat: Seat, line: &str) {
    if with(|p| p.muted).unwrap_or(false) {
        return;
    }
    let who = with(|p| p.named(seat)).unwrap_or_default();
    say(&who, line);
}

/// Sends a chat line of this player's.
pub fn send(text: &str) {
    let Some(line) = words::chat_line(text) else { return };
    command(Command::Chat { text: line.clone() });
    say(&msg::live_you(), &line);
}

/// Tells the others the name kept on this device, if any.
pub fn send_name() {
    let name = stored(NAME_KEY).unwrap_or_default();
    let name = name.trim();
    if !name.is_empty() {
        command(Command::Name { name: name.to_string() });
    }
}

fn input(id: &str, max: usize, placeholder: &str, autocomplete: &str, label: &str) -> Option<HtmlInputElement> {
    let input = page::element::<HtmlInputElement>("input", id, "")?;
    input.set_max_length(max as i32);
    input.set_placeholder(placeholder);
    input.set_autocomplete(autocomplete);
    let _ = input.set_attribute("aria-label", label);
    Some(input)
}

fn submit_button(label: &str, id: &str) -> Option<Element> {
    let b = page::element::<Element>("button", id, label)?;
    let _ = b.set_attribute("type", "submit");
    Some(b)
}

/// Calls `f` when `form` is submitted, instead of sending it anywhere.
fn on_submit(form: &Element, f: impl Fn() + 'static) {
    EventListener::new_with_options(form, "submit", EventListenerOptions::enable_prevent_default(), move |e| {
        e.prevent_default();
        f();
    })
    .forget();
}

/// The name form: kept on this device, checked here and by the module.
fn name_form() -> Option<Element> {
    let form = page::element::<Element>("form", "live-name-form", "")?;
    let name = input("live-name", words::MAX_NAME, &msg::live_name_placeholder(), "nickname", &msg::live_name_label())?;
    name.set_value(&stored(NAME_KEY).unwrap_or_default());
    page::append(&form, &name);
    page::append(&form, &submit_button(&msg::live_name_save(), "live-name-save")?);
    on_submit(&form, move || {
        crate::follow_language();
        let typed = name.value();
        let Some(chosen) = words::player_name(&typed) else {
            return page::note(&msg::live_name_length(words::MAX_NAME));
        };
        store(NAME_KEY, chosen);
        command(Command::Name { name: chosen.to_string() });
        page::note(&msg::live_name_saved(chosen));
    });
    Some(form)
}

/// The line entry, the canned phrases and the mute.
fn chat_controls() -> Option<(Element, Element)> {
    let form = page::element::<Element>("form", "", "")?;
    let text = input("live-chat-text", words::MAX_CHAT, &msg::live_chat_placeholder(), "off", &msg::live_chat_label())?;
    page::append(&form, &text);
    page::append(&form, &submit_button(&msg::live_chat_send(), "live-chat-send")?);
    on_submit(&form, move || {
        crate::follow_language();
        send(&text.value());
        text.set_value("");
    });
    let phrases = page::element::<Element>("p", "", "")?;
    for i in 0..words::PHRASES.len() {
        let button = page::button(&words::phrase_label(i)?, &format!("live-phrase-{i}"))?;
        page::append(&phrases, &button);
        page::append_text(&phrases, " ");
    }
    let mute = page::element::<HtmlInputElement>("input", "live-chat-mute", "")?;
    mute.set_type("checkbox");
    mute.set_checked(with(|p| p.muted).unwrap_or(false));
    let toggle = mute.clone();
    EventListener::new(&mute, "change", move |_| {
        let muted = toggle.checked();
        with(|p| p.muted = muted);
        store(MUTE_KEY, if muted { "1" } else { "0" });
        page::set_hidden("live-chat-log", muted);
    })
    .forget();
    let label = page::element::<Element>("label", "", "")?;
    page::append(&label, &mute);
    page::append_text(&label, &format!(" {}", msg::live_chat_mute()));
    page::append(&phrases, &label);
    Some((form, phrases))
}

/// Writes the chat's and the name form's labels again, in the language now chosen.
pub fn relabel() {
    for (id, placeholder, label) in [("live-name", msg::live_name_placeholder(), msg::live_name_label()), ("live-chat-text", msg::live_chat_placeholder(), msg::live_chat_label())] {
        if let Some(input) = page::by_id::<HtmlInputElement>(id) {
            input.set_placeholder(&placeholder);
            let _ = input.set_attribute("aria-label", &label);
        }
    }
    for (id, text) in [("live-name-save", msg::live_name_save()), ("live-chat-send", msg::live_chat_send())] {
        if let Some(b) = page::by_id::<Element>(id) {
            b.set_text_content(Some(&text));
        }
    }
    for i in 0..words::PHRASES.len() {
        if let (Some(b), Some(text)) = (page::by_id::<Element>(&format!("live-phrase-{i}")), words::phrase_label(i)) {
            b.set_text_content(Some(&text));
        }
    }
    // The mute's words follow its box in the label.
    if let Some(words) = page::by_id::<HtmlInputElement>("live-chat-mute").and_then(|m| m.next_sibling()) {
        words.set_text_content(Some(&format!(" {}", msg::live_chat_mute())));
    }
}

/// The live buttons' bar under the connection indicator, with the chat and the name form in
/// it: made once a page; a later room empties the log and shows its own kept lines.
pub fn build() {
    let muted = with(|p| p.muted).unwrap_or(false);
    if let Some(log) = page::by_id::<HtmlElement>("live-chat-log") {
        log.set_text_content(None);
        if let Some(mute) = page::by_id::<HtmlInputElement>("live-chat-mute") {
            mute.set_checked(muted);
        }
    } else if let Some(bar) = make_bar() {
        if let Some(state) = page::by_id::<Element>("live-state") {
            let _ = state.after_with_node_1(&bar);
        }
    }
    if let Some(bar) = page::by_id::<HtmlElement>("live-actions") {
        bar.set_hidden(true);
    }
    let room = with(|p| p.room.clone()).flatten();
    for line in kept(room.as_deref()) {
        show_line(&line);
    }
}

fn make_bar() -> Option<Element> {
    let bar = page::element::<HtmlElement>("div", "live-actions", "")?;
    bar.set_class_name("live-actions");
    bar.set_hidden(true);
    let chat = page::element::<Element>("div", "live-chat", "")?;
    let log = page::element::<Element>("ol", "live-chat-log", "")?;
    let _ = log.set_attribute("aria-live", "polite");
    let (form, phrases) = chat_controls()?;
    for part in [name_form()?, log, form, phrases] {
        page::append(&chat, &part);
    }
    page::append(&bar, &chat);
    Some(bar.into())
}
