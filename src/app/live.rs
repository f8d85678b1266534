//! The page's side of a live game, kept small because it is in the first load: the room in the
//! address, which seat is played here, and what only the page can do: open the game, show the
//! other player's move, and end or take back moves as the hot-seat game does, once the
//! live-play module has agreed it with the others. Everything else (the socket, the checks of
//! every message, offers, the connection indicator and notes) is in that module.

use super::{with_app, App};
use crate::dom::{self, announce, random_seed};
use crate::persist;
use engine::game::Concession;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

pub(super) struct Live {
    /// The room's id, as in the address.
    room: String,
    /// The seat played here (`WATCHING` for a spectator), once the game is open.
    seat: Option<u8>,
    /// Actions the other device knows of: later ones were played here and are to be sent.
    known: usize,
}

impl Live {
    /// The seat played here (`WATCHING` for a spectator), once the game is open.
    pub(super) fn seat(&self) -> Option<u8> {
        self.seat
    }

    /// The room's address.
    pub(super) fn address(&self) -> String {
        format!("#live={}", self.room)
    }
}

/// The room in a `#live=<room>` address.
pub(super) fn room_from_hash(hash: &str) -> Option<&str> {
    hash.strip_prefix("#live=")
}

/// What the live-play module asks of the page: `open` (`<seat or watch>\n<record>`), `move`,
/// `end` (`resigned <seat>`, `time <seat>` or `agreed`), `takeback` (the game's new length) or
/// `wait` (a game that opened before its start was called off: back to the room's waiting). Both arguments
/// come from JS, so anything but two strings is refused with an error.
#[wasm_bindgen(js_name = liveEvent)]
pub fn live_event(kind: JsValue, text: JsValue) -> Result<(), JsError> {
    let (Some(kind), Some(text)) = (kind.as_string(), text.as_string()) else {
        return Err(JsError::new("liveEvent takes two strings: the event and its text"));
    };
    with_app(|app| app.live_event(&kind, &text));
    Ok(())
}

impl App {
    /// "Play a friend online": a new room for the game on show, hosted here.
    pub(super) fn host_live(&mut self) {
        let Some(s) = &self.screen else { return };
        let record = s.game().record_text();
        // The live module runs the clocks of a live game (its own time control).
        self.clock = None;
        crate::dom::set_hidden("clock", true);
        self.join_live(&format!("{:016x}{:016x}", random_seed(), random_seed()), &record);
        // The game waits for the friend now: the panel follows the room's mode.
        self.input_changed();
    }

    /// Loads the live-play module (www/live_loader.js) for `room`: as its host with the game in
    /// `record`, or as the guest when it is empty.
    pub(super) fn join_live(&mut self, room: &str, record: &str) {
        self.live = Some(Live { room: room.to_string(), seat: None, known: 0 });
        persist::set_hash(&format!("#live={room}"));
        let Ok(script) = dom::document().create_element("script") else { return };
        for (name, value) in [("data-room", room), ("data-record", record), ("src", "./live_loader.js")] {
            let _ = script.set_attribute(name, value);
        }
        let _ = dom::document().body().map(|b| b.append_child(&script));
    }

    /// The seat to act is played on the other device, or a hidden choice (a side game's hand) is made in
    /// the live module (hidden from the other side, so not on this board). While the room
    /// waits for the others, no seat plays: the game starts when they come.
    pub(super) fn live_waits(&self, seat: u8) -> bool {
        let hidden = || self.screen.as_ref().is_some_and(|s| s.game().hidden_choice().is_some());
        self.live.as_ref().is_some_and(|l| l.seat.is_none_or(|me| me != seat) || hidden())
    }

    /// After the game changed: sends this device's new move, if any.
    pub(super) fn live_follow(&mut self) {
        let (Some(live), Some(s)) = (&mut self.live, &self.screen) else { return };
        if live.seat.is_none() {
            return;
        }
        if let Some(action) = super::relay::unsent_action(s.game(), &mut live.known) {
            self.live_request(&format!("move {action}"));
        }
    }

    /// A command for the live-play module (see its `live_command`): a move, or a button's
    /// request such as `offer takeback`, which the others answer.
    pub(super) fn live_request(&self, command: &str) {
        let send = js_sys::Reflect::get(&dom::window(), &"gboardsLiveCommand".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        let _ = send.map(|f| f.call1(&JsValue::NULL, &command.into()));
    }

    fn live_event(&mut self, kind: &str, text: &str) {
        match kind {
            "pairing" => self.pairing_event(text),
            "open" => self.live_open(text),
            "wait" => self.live_wait(),
            "end" => {
                let seat = |prefix: &str| text.strip_prefix(prefix).and_then(|s| s.parse().ok());
                let conceded = match (seat("resigned "), seat("time "), seat("abandoned ")) {
                    (Some(s), ..) => Some(Concession::Resigned(s)),
                    (_, Some(s), _) => Some(Concession::OutOfTime(s)),
                    (_, _, Some(s)) => Some(Concession::Abandoned(s)),
                    _ => (text == "agreed").then_some(Concession::DrawAgreed),
                };
                let (Some(c), Some(s)) = (conceded, &mut self.screen) else { return };
                if s.game_mut().concede(c).is_ok() {
                    // The game is over: whatever was half chosen on the board goes.
                    s.reset_input();
                    self.banner_closed = false;
                    self.game_changed();
                }
            }
            "takeback" => {
                let (Ok(len), Some(s), Some(live)) = (text.parse::<usize>(), &mut self.screen, &mut self.live) else { return };
                self.view = None;
                s.game_mut().truncate(len);
                s.reset_input();
                live.known = s.game().len();
                announce("Moves taken back, as agreed.");
                self.game_changed();
            }
            _ => self.live_move(text),
        }
    }

    fn live_open(&mut self, text: &str) {
        let room = self.live.as_ref().map(|l| l.room.clone()).unwrap_or_default();
        let Some((seat, known)) = self.open_relayed(text) else { return };
        self.live = Some(Live { room, seat: Some(seat), known });
        self.pairing_opened();
        // The panel follows the mode the seat makes (a player's or a spectator's).
        self.input_changed();
    }

    /// A pairing's draw is done: the page takes part in its private room, whose game the live
    /// module opens when every player is in.
    pub(super) fn enter_paired_room(&mut self, room: &str) {
        self.live = Some(Live { room: room.to_string(), seat: None, known: 0 });
        persist::set_hash(&format!("#live={room}"));
    }

    /// A paired room given up before its game went on: the page is in no room any more.
    pub(super) fn leave_paired_room(&mut self) {
        if self.live.take().is_some() {
            self.close_screen();
            persist::clear_hash();
        }
    }

    /// Back to waiting in the room, still connected: the game that opened is gone, unplayed.
    fn live_wait(&mut self) {
        if self.live.is_none() {
            return;
        }
        self.close_screen();
        if let Some(live) = &mut self.live {
            live.seat = None;
            live.known = 0;
        }
    }

    /// A move the module has checked: shown as the computer's moves are.
    fn live_move(&mut self, text: &str) {
        if self.live.is_none() {
            return;
        }
        let known = self.play_relayed(text);
        if let (Some(live), Some(known)) = (&mut self.live, known) {
            live.known = known;
        }
        self.game_changed();
    }
}
