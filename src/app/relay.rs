//! What the page does for a game some of whose seats are played elsewhere, by another device
//! (live play) or by a module (a puzzle's replies): it opens the game a module sends, with the
//! side played here at the bottom, and shows the moves it sends as the computer's moves are.

use super::App;
use crate::dom::{self, announce};
use crate::persist;
use engine::any::{match_from_record, AnyMatch};
use wasm_bindgen::JsCast;

/// A spectator's seat: it plays none, so every seat is played elsewhere.
pub(super) const WATCHING: u8 = u8::MAX;

impl App {
    /// Opens the game in `record`, with `seat` played here (`WATCHING`: none), keeping the
    /// address as it is. Returns the game's length, or `None` for a record that is not a game.
    pub(super) fn open_relayed_game(&mut self, seat: u8, record: &str) -> Option<usize> {
        let game = match_from_record(record).ok()?;
        let hash = dom::window().location().hash().unwrap_or_default();
        let known = game.len();
        self.open_game(game, None);
        self.set_flipped(seat == 1);
        self.redraw();
        persist::set_hash(&hash);
        Some(known)
    }

    /// Shows a move played elsewhere and announces it; returns the game's new length.
    pub(super) fn play_relayed(&mut self, text: &str) -> Option<usize> {
        let s = self.screen.as_mut()?;
        if let Ok(said) = s.play_computer(text) {
            announce(&said);
        }
        Some(s.game().len())
    }
}

/// Calls the page's global function `name` with `value`; false when there is none (its
/// module's loader has not run yet).
pub(super) fn call_global(name: &str, value: &wasm_bindgen::JsValue) -> bool {
    let f = js_sys::Reflect::get(&dom::window(), &name.into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    f.map(|f| f.call1(&wasm_bindgen::JsValue::NULL, value)).is_some()
}

/// Hands a lazily loaded module a command (a `protocol` value): through the global `name` its
/// loader sets, or, before the loader has run, in the `data-open` of the loader's script tag
/// (`src`), as JSON, which the loader reads.
pub(super) fn command_module(name: &str, src: &str, command: &impl serde::Serialize) {
    let value = dom::to_js(command);
    if !call_global(name, &value) {
        let json = js_sys::JSON::stringify(&value).ok().and_then(|j| j.as_string()).unwrap_or_default();
        load_script(src, &json);
    }
}

/// Loads a module's loader script, which reads its first command from `data-open`.
fn load_script(src: &str, what: &str) {
    load_script_with(src, &[("data-open", what)]);
}

/// Loads a module's loader script with these attributes, which it reads when it runs.
pub(super) fn load_script_with(src: &str, attributes: &[(&str, &str)]) {
    let Ok(script) = dom::document().create_element("script") else { return };
    for (name, value) in attributes {
        let _ = script.set_attribute(name, value);
    }
    let _ = script.set_attribute("src", src);
    let _ = dom::document().body().map(|b| b.append_child(&script));
}

/// The first action played since the module last heard of the game (`known` actions), which
/// is then brought up to the game's length; `None` when there is nothing new.
pub(super) fn unsent_action(game: &dyn AnyMatch, known: &mut usize) -> Option<String> {
    let len = game.len();
    if len <= *known {
        return None;
    }
    let action = game.action_texts().get(*known).cloned().unwrap_or_default();
    *known = len;
    Some(action)
}
