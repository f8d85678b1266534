//! Keeping games: autosave to localStorage, links that carry a whole game in the URL hash, and
//! record files. Nothing read back from storage or a URL is trusted: a bad save is reported and
//! set aside under another key, never silently dropped.

use crate::error::{AppError, BadLink};
use crate::dom;
use engine::any::{match_from_record, AnyMatch};
use engine::compact;
use wasm_bindgen::JsCast;

const SAVE_PREFIX: &str = "gboards.game.";
const BROKEN_PREFIX: &str = "gboards.broken.";

/// A saved game as listed in the lobby.
pub struct Saved {
    pub key: String,
    pub game: Result<Box<dyn AnyMatch>, AppError>,
    pub saved_at: String,
}

/// A game's identity: the lines a record starts from (game, options, seed, start position).
/// Every reload, tab and link of one game shares it, whatever its moves and players.
pub fn game_id(record: &str) -> String {
    let mut hash = FNV_START;
    for line in record.lines() {
        match line.split(' ').next() {
            Some("players") => {}
            Some("gboards-record" | "game" | "option" | "seed" | "start") => hash = fnv(hash, line),
            _ => break,
        }
    }
    format!("{hash:x}")
}

const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// FNV-1a over `text`, continuing from `hash`.
fn fnv(hash: u64, text: &str) -> u64 {
    text.bytes().fold(hash, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

/// The storage key of game `id`'s save.
pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// The record of game `id` as saved, without its comment line.
pub fn saved_record(id: &str) -> Option<String> {
    let text = dom::local_storage()?.get_item(&save_key(id)).ok().flatten()?;
    // Autosave's one comment line, the time, comes first.
    Some(if text.starts_with('#') { text.split_once('\n')?.1.to_string() } else { text })
}

/// Saves `record` as its game's one save, unless the save holds moves this page never saw
/// (another tab went on with the game): `seen` is the record this page last saved or read.
/// Returns false when it kept the other save.
pub fn autosave(record: &str, seen: &mut Option<String>) -> bool {
    let Some(store) = dom::local_storage() else { return true };
    let id = game_id(record);
    if let Some(saved) = saved_record(&id) {
        if seen.as_deref() != Some(saved.as_str()) && !record.starts_with(&saved) {
            return false;
        }
    }
    let when = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default();
    let _ = store.set_item(&save_key(&id), &format!("# saved {when}\n{record}"));
    *seen = Some(record.to_string());
    true
}

pub fn forget(key: &str) {
    if let Some(store) = dom::local_storage() {
        let _ = store.remove_item(key);
    }
}

/// Every autosaved game, newest first, one per game: a save kept under another key than its
/// game's id (older versions saved each opening apart) joins its game's save.
pub fn saved_games() -> Vec<Saved> {
    let Some(store) = dom::local_storage() else { return Vec::new() };
    let len = store.length().unwrap_or(0);
    let keys: Vec<String> = (0..len).filter_map(|i| store.key(i).ok().flatten()).filter(|k| k.starts_with(SAVE_PREFIX)).collect();
    // Kept newest first as they are read; the key settles ties.
    let mut out: Vec<(Saved, String)> = Vec::with_capacity(keys.len());
    for key in keys {
        let text = store.get_item(&key).ok().flatten().unwrap_or_default();
        let saved_at = text.lines().next().and_then(|l| l.strip_prefix("# saved ")).unwrap_or("").to_string();
        let at = out.partition_point(|(s, _)| (&s.saved_at, std::cmp::Reverse(&s.key)) > (&saved_at, std::cmp::Reverse(&key)));
        let game = match_from_record(&text).map_err(AppError::from);
        out.insert(at, (Saved { key, game, saved_at }, text));
    }
    let mut ids: Vec<String> = Vec::new();
    out.into_iter()
        .filter_map(|(mut save, text)| {
            let Ok(game) = &save.game else {
                return Some(save);
            };
            let id = game_id(&game.record_text());
            let own = save_key(&id);
            if ids.contains(&id) {
                if save.key != own {
                    let _ = store.remove_item(&save.key);
                }
                return None;
            }
            if save.key != own {
                let _ = store.set_item(&own, &text);
                let _ = store.remove_item(&save.key);
                save.key = own;
            }
            ids.push(id);
            Some(save)
        })
        .collect()
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
    let stake = fnv(FNV_START, stake);
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
pub fn game_from_hash(hash: &str) -> Option<Result<(Box<dyn AnyMatch>, Option<usize>), AppError>> {
    let hash = hash.trim_start_matches('#');
    let mut packed = None;
    let mut ply = None;
    for part in hash.split('&') {
        if let Some(v) = part.strip_prefix("g=") {
            packed = Some(v);
        } else if let Some(v) = part.strip_prefix("ply=") {
            ply = Some(v.parse::<usize>().map_err(|_| AppError::Link(BadLink::Ply)));
        }
    }
    let packed = packed?;
    Some((|| {
        let text = compact::unpack(packed).map_err(|e| AppError::Link(BadLink::Unpacked(e)))?;
        let game = match_from_record(&text).map_err(|e| AppError::Link(BadLink::Game(e)))?;
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
    // replaceState costs a few milliseconds of the page's thread even when nothing changes
    // (the analysis board restores the address each time it opens a line).
    if dom::window().location().hash().is_ok_and(|h| h == hash) {
        return;
    }
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

