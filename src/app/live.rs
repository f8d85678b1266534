//! The page's side of a live game: the room link, loading the live-play module on first use,
//! and the strings exchanged with it. The module checks every move from the other device
//! before the page sees it; the page only shows it and sends its own player's moves.

use super::{notice, show_error, show_lobby_error, with_app, App};
use crate::dom::{self, announce, random_seed, set_hidden, set_text};
use crate::persist;
use engine::any::match_from_record;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The module's loader script, built by Trunk next to the page.
const LOADER_URL: &str = "./live_loader.js";

pub(super) struct Live {
    room: String,
    /// The game's record for the host; empty for a guest.
    record: String,
    /// The seat played here, once the game is open.
    pub(super) seat: Option<u8>,
    /// Actions the other device knows of: later ones were played here and are to be sent.
    known: usize,
}

/// The room in a `#live=<room>` address.
pub(super) fn room_from_hash(hash: &str) -> Option<String> {
    hash.trim_start_matches('#').split('&').find_map(|kv| kv.strip_prefix("live=")).map(str::to_string)
}

/// What the live-play module tells the page.
#[wasm_bindgen(js_name = liveEvent)]
pub fn live_event(kind: String, text: String) {
    with_app(|app| app.live_event(&kind, &text));
}

fn module_call(name: &str, args: &[&str]) -> Result<(), String> {
    let module = js_sys::Reflect::get(&dom::window(), &"gboardsLive".into()).map_err(|_| "no live module")?;
    let f: js_sys::Function = js_sys::Reflect::get(&module, &name.into()).ok().and_then(|f| f.dyn_into().ok()).ok_or("no live module")?;
    let args: js_sys::Array = args.iter().map(|a| JsValue::from(*a)).collect();
    f.apply(&module, &args).map(|_| ()).map_err(|e| js_sys::Reflect::get(&e, &"message".into()).ok().and_then(|m| m.as_string()).unwrap_or_default())
}

fn show_state(text: &str) {
    set_text("live-state", text);
    set_hidden("live-state", false);
}

impl App {
    /// "Play a friend online": a new room for the game on show, hosted here.
    pub(super) fn host_live(&mut self) {
        let Some(s) = &self.screen else { return };
        let room = format!("{:016x}{:016x}", random_seed(), random_seed());
        self.live = Some(Live { room: room.clone(), record: s.game().record_text(), seat: None, known: 0 });
        persist::set_hash(&format!("#live={room}"));
        let link = dom::window().location().href().unwrap_or_default();
        persist::copy_to_clipboard(&link);
        notice(&format!("Send this link to your friend (copied): {link} — the game starts when they open it."));
        self.load_live();
    }

    /// Opened from a `#live=` link: joins the room as the guest.
    pub(super) fn join_live(&mut self, room: String) {
        self.live = Some(Live { room, record: String::new(), seat: None, known: 0 });
        show_lobby_error("Joining the live game…");
        self.load_live();
    }

    fn load_live(&mut self) {
        if js_sys::Reflect::get(&dom::window(), &"gboardsLive".into()).is_ok_and(|m| m.is_object()) {
            return self.live_event("loaded", "");
        }
        show_state("Loading live play…");
        let script = dom::document().create_element("script").ok();
        if let Some(script) = script {
            let _ = script.set_attribute("src", LOADER_URL);
            let _ = dom::document().body().map(|b| b.append_child(&script));
        }
    }

    /// The seat to act is played on the other device.
    pub(super) fn live_waits(&self, seat: u8) -> bool {
        self.live.as_ref().is_some_and(|l| l.seat.is_some_and(|me| me != seat))
    }

    /// After the game changed: sends this device's new move, if any.
    pub(super) fn live_follow(&mut self) {
        let (Some(live), Some(s)) = (&mut self.live, &self.screen) else { return };
        let len = s.game().len();
        if live.seat.is_none() || len <= live.known {
            return;
        }
        let action = s.game().action_texts().get(live.known).cloned().unwrap_or_default();
        live.known = len;
        if let Err(e) = module_call("live_command", &[&format!("move {action}")]) {
            show_error(&format!("The move could not be sent: {e}"));
        }
    }

    fn live_event(&mut self, kind: &str, text: &str) {
        let Some(live) = &self.live else { return };
        match kind {
            "loaded" => {
                if let Err(e) = module_call("live_start", &[&live.room, &live.record]) {
                    show_error(&format!("Live play could not start: {e}"));
                }
            }
            "failed" => show_error(text),
            "state" => show_state(match text {
                "connecting" => "Online: connecting…",
                "waiting" => "Online: waiting for your friend",
                "connected" => "Online: connected",
                "disconnected" => "Online: your friend is disconnected",
                _ => "Online: the signalling server cannot be reached",
            }),
            "open" => {
                let (seat, record) = text.split_once('\n').unwrap_or(("", ""));
                match (seat.parse::<u8>(), match_from_record(record)) {
                    (Ok(seat), Ok(game)) => {
                        let room = live.room.clone();
                        self.live.as_mut().map(|l| (l.seat, l.known) = (Some(seat), game.len()));
                        self.open_game(game, None);
                        // The player's own side at the bottom.
                        self.set_flipped(seat == 1);
                        self.redraw();
                        persist::set_hash(&format!("#live={room}"));
                        announce("The live game has started.");
                    }
                    (_, Err(e)) => show_error(&format!("The live game could not open: {e}")),
                    (Err(_), _) => show_error("The live game could not open: no seat"),
                }
            }
            "move" => {
                let Some(s) = &mut self.screen else { return };
                match s.play_computer(text) {
                    Ok(said) => announce(&said),
                    Err(e) => return show_error(&format!("The other player's move '{text}' did not play here: {e}")),
                }
                let len = s.game().len();
                self.live.as_mut().map(|l| l.known = len);
                self.game_changed();
            }
            "refused" => notice(&format!("A message from the other device was refused: {text}")),
            _ => {
                if self.screen.is_none() {
                    show_lobby_error(text);
                }
                notice(text);
            }
        }
    }
}
