//! How long a played move is shown moving: the player's choice (remembered), or none when the
//! system asks for reduced motion and nothing was chosen. A whole move, however many hops it
//! makes, fits in the chosen time.

use crate::dom::{self, by_id};
use std::cell::Cell;
use web_sys::HtmlSelectElement;

const KEY: &str = "gboards.animation";
/// The choices offered: the longest a whole move takes, in milliseconds ("0" is off).
pub const CHOICES: [&str; 4] = ["0", "150", "250", "500"];
const USUAL: u32 = 250;

thread_local! {
    static MOVE_MS: Cell<u32> = const { Cell::new(USUAL) };
}

/// The longest a whole move's animation may take; 0 when moves are not animated.
pub fn move_ms() -> f64 {
    MOVE_MS.with(Cell::get) as f64
}

fn chosen() -> Option<u32> {
    let saved = dom::local_storage()?.get_item(KEY).ok().flatten()?;
    CHOICES.contains(&saved.as_str()).then(|| saved.parse().ok()).flatten()
}

fn reduced_motion() -> bool {
    dom::window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches())
}

/// Reads the saved choice (or the system's wish) into the setting and its menu.
pub fn load() {
    let ms = chosen().unwrap_or(if reduced_motion() { 0 } else { USUAL });
    MOVE_MS.with(|m| m.set(ms));
    if let Some(value) = CHOICES.iter().find(|c| c.parse() == Ok(ms)) {
        by_id::<HtmlSelectElement>("anim-speed").set_value(value);
    }
}

/// The menu changed: use and remember its value.
pub fn choose() {
    let value = by_id::<HtmlSelectElement>("anim-speed").value();
    let Some(ms) = CHOICES.contains(&value.as_str()).then(|| value.parse::<u32>().ok()).flatten() else { return };
    MOVE_MS.with(|m| m.set(ms));
    if let Some(s) = dom::local_storage() {
        let _ = s.set_item(KEY, &value);
    }
}
