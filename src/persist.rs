//! Keeping games: autosave to localStorage, links that carry a whole game in the URL hash, and
//! record files. Nothing read back from storage or a URL is trusted: a bad save is reported and
//! set aside under another key, never silently dropped.

use crate::dom;
use engine::any::{match_from_record, AnyMatch};
use engine::compact;
use wasm_bindgen::JsCast;

const SAVE_PREFIX: &str = "gboards.game.";
const BROKEN_PREFIX: &str = "gboards.broken.";

/// A saved game as listed in the lobby.
pub struct Saved {
    pub key: String,
    pub game: Result<Box<dyn AnyMatch>, String>,
    pub saved_at: String,
}

/// Saves a game under `id`, with the time as a comment line the record parser skips.
pub fn autosave(id: &str, game: &dyn AnyMatch) {
    let Some(store) = dom::local_storage() else { return };
    let when = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default();
    let _ = store.set_item(&format!("{SAVE_PREFIX}{id}"), &format!("# saved {when}\n{}", game.record_text()));
}

pub fn forget(key: &str) {
    if let Some(store) = dom::local_storage() {
        let _ = store.remove_item(key);
    }
}

/// Every autosaved game, newest first. Saves that do not load come back with their error.
pub fn saved_games() -> Vec<Saved> {
    let Some(store) = dom::local_storage() else { return Vec::new() };
    let len = store.length().unwrap_or(0);
    let keys: Vec<String> = (0..len).filter_map(|i| store.key(i).ok().flatten()).filter(|k| k.starts_with(SAVE_PREFIX)).collect();
    let mut out: Vec<Saved> = keys
        .into_iter()
        .map(|key| {
            let text = store.get_item(&key).ok().flatten().unwrap_or_default();
            let saved_at = text.lines().next().and_then(|l| l.strip_prefix("# saved ")).unwrap_or("").to_string();
            let game = match_from_record(&text).map_err(|e| e.to_string());
            Saved { key, game, saved_at }
        })
        .collect();
    engine::sort::sort_small_by(&mut out, |a, b| b.saved_at.cmp(&a.saved_at));
    out
}

/// Moves a save that does not load out of the list, keeping its text for a person to look at.
pub fn set_aside(key: &str) {
    let Some(store) = dom::local_storage() else { return };
    if let Ok(Some(text)) = store.get_item(key) {
        let _ = store.set_item(&format!("{BROKEN_PREFIX}{}", key.trim_start_matches(SAVE_PREFIX)), &text);
    }
    let _ = store.remove_item(key);
}

const SIDE_PREFIX: &str = "gboards.side.";

/// The key of a side game in progress (a GIPF challenge played in place), from what makes it
/// that side game: the GIPF match's seed and ply, the game and the move at stake.
pub fn side_key(seed: u64, ply: usize, game: &str, stake: &str) -> String {
    let stake = stake.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3));
    format!("{seed:x}.{ply}.{game}.{stake:x}")
}

/// Saves a side game's record. Its first save also drops the saves of the match's earlier side
/// games (same seed, another key): one key lookup per save, a scan only when a side game starts.
pub fn save_side(key: &str, record: &str) {
    let Some(store) = dom::local_storage() else { return };
    let own = format!("{SIDE_PREFIX}{key}");
    if store.get_item(&own).ok().flatten().is_none() {
        let match_prefix = format!("{SIDE_PREFIX}{}.", key.split('.').next().unwrap_or(""));
        let len = store.length().unwrap_or(0);
        let stale: Vec<String> = (0..len).filter_map(|i| store.key(i).ok().flatten()).filter(|k| k.starts_with(&match_prefix) && *k != own).collect();
        for k in stale {
            let _ = store.remove_item(&k);
        }
    }
    let _ = store.set_item(&own, record);
}

pub fn load_side(key: &str) -> Option<String> {
    dom::local_storage()?.get_item(&format!("{SIDE_PREFIX}{key}")).ok().flatten()
}

pub fn forget_side(key: &str) {
    forget(&format!("{SIDE_PREFIX}{key}"));
}

/// Keeps a side game's save that did not load under another key, to be looked at, not lost.
pub fn set_side_aside(key: &str) {
    let Some(store) = dom::local_storage() else { return };
    if let Ok(Some(text)) = store.get_item(&format!("{SIDE_PREFIX}{key}")) {
        let _ = store.set_item(&format!("{BROKEN_PREFIX}side.{key}"), &text);
    }
    forget_side(key);
}

/// The URL hash for a game, optionally showing the position after `ply` actions.
pub fn hash_for(game: &dyn AnyMatch, ply: Option<usize>) -> String {
    let mut h = format!("#g={}", compact::pack(&game.record_text()).unwrap_or_default());
    if let Some(p) = ply {
        h += &format!("&ply={p}");
    }
    h
}

/// A link to the page with the game in its hash.
pub fn link_for(game: &dyn AnyMatch, ply: Option<usize>) -> String {
    let loc = dom::window().location();
    let base = loc.href().unwrap_or_default();
    let base = base.split('#').next().unwrap_or("").to_string();
    base + &hash_for(game, ply)
}

/// What the page's hash asks for: a game and maybe a ply to show. `None` without `g=`.
pub fn game_from_hash(hash: &str) -> Option<Result<(Box<dyn AnyMatch>, Option<usize>), String>> {
    let hash = hash.trim_start_matches('#');
    let mut packed = None;
    let mut ply = None;
    for part in hash.split('&') {
        if let Some(v) = part.strip_prefix("g=") {
            packed = Some(v);
        } else if let Some(v) = part.strip_prefix("ply=") {
            ply = Some(v.parse::<usize>().map_err(|_| "the link's move number is not a number".to_string()));
        }
    }
    let packed = packed?;
    Some((|| {
        let text = compact::unpack(packed).map_err(|e| capitalise(&e.to_string()))?;
        let game = match_from_record(&text).map_err(|e| format!("This link's game does not load: {e}"))?;
        let ply = ply.transpose()?;
        Ok((game, ply))
    })())
}

/// Drops the hash from the address without adding a history entry.
pub fn clear_hash() {
    let loc = dom::window().location();
    let url = format!("{}{}", loc.pathname().unwrap_or_default(), loc.search().unwrap_or_default());
    set_hash(&url);
}

/// Replaces the hash without adding a history entry.
pub fn set_hash(hash: &str) {
    if let Ok(history) = dom::window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
    }
}

pub fn copy_to_clipboard(text: &str) {
    let _ = dom::window().navigator().clipboard().write_text(text);
}

/// Offers `text` as a file download.
pub fn download(filename: &str, text: &str) {
    let parts = js_sys::Array::of1(&text.into());
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type("text/plain");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Ok(a) = dom::document().create_element("a") {
        let a: web_sys::HtmlAnchorElement = a.unchecked_into();
        a.set_href(&url);
        a.set_download(filename);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}
