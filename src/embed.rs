//! Embedding: with `?embed=1` the page shows just the board and a few controls, sized to its
//! frame. A postMessage API talks to the host page, and every incoming message is checked
//! against the allowed origins: those the URL lists (`origins=https://a.example,https://b.example`),
//! or else the origin of the page framing this one, as the browser reports it.
//!
//! Frame → host: `{source: "gboards", type: "ready" | "move" | "gameover" | "error", ...}`.
//! Host → frame: `{type: "load", record}` or `{type: "load", game, position, options}`, and
//! `{type: "setOrientation", flipped: true|false}`.

use crate::error::BadHostMessage;
use crate::dom;
use js_sys::{Object, Reflect};
use wasm_bindgen::JsValue;

/// The embed settings read from the page's query string.
#[derive(Clone, Debug, Default)]
pub struct Embed {
    pub enabled: bool,
    pub origins: Vec<String>,
    /// A game to start when the hash holds none: `game=gyges&options=setup=preset:321123`.
    pub game: Option<String>,
    pub options: String,
    /// A puzzle to show (`puzzle=gyges-17` or `puzzle=daily`).
    pub puzzle: Option<String>,
}

fn query_param(search: &str, key: &str) -> Option<String> {
    search.trim_start_matches('?').split('&').find_map(|kv| {
        let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
        (k == key).then(|| js_sys::decode_uri_component(v).ok().and_then(|s| s.as_string()).unwrap_or_default())
    })
}

impl Embed {
    pub fn from_location() -> Embed {
        let search = dom::window().location().search().unwrap_or_default();
        let enabled = query_param(&search, "embed").is_some_and(|v| v != "0");
        let mut origins: Vec<String> = query_param(&search, "origins")
            .map(|o| o.split(',').map(|s| s.trim().trim_end_matches('/').to_string()).filter(|s| s.starts_with("http")).collect())
            .unwrap_or_default();
        if enabled && origins.is_empty() {
            origins.extend(framing_origin());
        }
        Embed { enabled, origins, game: query_param(&search, "game"), options: query_param(&search, "options").unwrap_or_default(), puzzle: query_param(&search, "puzzle") }
    }

    pub fn allows(&self, origin: &str) -> bool {
        self.origins.iter().any(|o| o == origin)
    }

    /// Sends an event to the host, to each allowed origin only (the browser drops the others).
    pub fn post(&self, kind: &str, fields: &[(&str, JsValue)]) {
        if !self.enabled || self.origins.is_empty() {
            return;
        }
        let Ok(Some(parent)) = dom::window().parent() else { return };
        let msg = Object::new();
        let _ = Reflect::set(&msg, &"source".into(), &"gboards".into());
        let _ = Reflect::set(&msg, &"type".into(), &kind.into());
        for (k, v) in fields {
            let _ = Reflect::set(&msg, &(*k).into(), v);
        }
        for origin in &self.origins {
            let _ = parent.post_message(&msg, origin);
        }
    }
}

/// The origin of the page this one is framed in: the browser's list of ancestors where it has
/// one, else the referrer. None when the page is not in a frame.
fn framing_origin() -> Option<String> {
    let window = dom::window();
    let parent = window.parent().ok().flatten()?;
    if parent == window {
        return None;
    }
    let ancestors = Reflect::get(&window.location(), &"ancestorOrigins".into()).ok().filter(|a| !a.is_undefined());
    let first = ancestors.and_then(|a| Reflect::get(&a, &0.into()).ok()).and_then(|o| o.as_string());
    let origin = first.or_else(|| {
        let referrer = dom::document().referrer();
        web_sys::Url::new(&referrer).ok().map(|u| u.origin())
    })?;
    origin.starts_with("http").then_some(origin)
}

/// A message from the host, parsed. Unknown or malformed messages are `Err` with a reason.
pub enum HostMessage {
    LoadRecord(String),
    LoadPosition { game: String, position: String, options: String },
    SetOrientation(bool),
}

pub fn parse_message(data: &JsValue) -> Result<HostMessage, BadHostMessage> {
    let field = |k: &str| Reflect::get(data, &k.into()).ok().and_then(|v| v.as_string());
    if !data.is_object() {
        return Err(BadHostMessage::NotAnObject);
    }
    match field("type").as_deref() {
        Some("load") => {
            if let Some(record) = field("record") {
                return Ok(HostMessage::LoadRecord(record));
            }
            match (field("game"), field("position")) {
                (Some(game), Some(position)) => Ok(HostMessage::LoadPosition { game, position, options: field("options").unwrap_or_default() }),
                _ => Err(BadHostMessage::LoadNeedsWhat),
            }
        }
        Some("setOrientation") => {
            let flipped = Reflect::get(data, &"flipped".into()).ok().and_then(|v| v.as_bool());
            flipped.map(HostMessage::SetOrientation).ok_or(BadHostMessage::OrientationNeedsFlipped)
        }
        Some(other) => Err(BadHostMessage::UnknownType(other.to_string())),
        None => Err(BadHostMessage::NoType),
    }
}
