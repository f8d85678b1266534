//! The page's side of a live game, kept small because it is in the first load: the room in the
//! address, which seat is played here, and what only the page can do: open the game, show the
//! other player's move, and end or take back moves as the hot-seat game does, once the
//! live-play module has agreed it with the others. Everything else (the socket, the checks of
//! every message, offers, the connection indicator and notes) is in that module.

use super::{with_app, App};
use crate::dom::{self, announce, random_seed};
use crate::i18n::msg;
use crate::persist;
use crate::protocol::live::{read_news, Command, GameNews};
use wasm_bindgen::prelude::*;

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

/// What the live-play module asks of the page: a `GameNews` (see `protocol::live`). It comes
/// from JS, so anything else is refused with an error.
#[wasm_bindgen(js_name = liveEvent)]
pub fn live_event(news: JsValue) -> Result<(), JsError> {
    let news = read_news(&news).ok_or_else(|| JsError::new("not a live game's news (see protocol/live.rs)"))?;
    with_app(|app| app.live_news(news));
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
        crate::protocol::load_loader("./live_loader.js", &[("data-room", room), ("data-record", record)]);
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
            self.live_request(Command::Move { action });
        }
    }

    /// A command for the live-play module (see its `live_command`): a move, or a button's
    /// request such as an offer of a takeback, which the others answer.
    pub(super) fn live_request(&self, command: Command) {
        crate::protocol::call_global("gboardsLiveCommand", &dom::to_js(&command));
    }

    fn live_news(&mut self, news: GameNews) {
        match news {
            GameNews::Pairing(news) => self.pairing_event(news),
            GameNews::Open { seat, record } => self.live_open(seat.unwrap_or(super::relay::WATCHING), &record),
            GameNews::Wait => self.live_wait(),
            GameNews::End { how } => {
                let Some(s) = &mut self.screen else { return };
                if s.game_mut().concede(how).is_ok() {
                    // The game is over: whatever was half chosen on the board goes.
                    s.reset_input();
                    self.banner_closed = false;
                    self.game_changed();
                }
            }
            GameNews::TakeBack { len } => {
                let (Some(s), Some(live)) = (&mut self.screen, &mut self.live) else { return };
                self.view = None;
                s.game_mut().truncate(len);
                s.reset_input();
                live.known = s.game().len();
                announce(&msg::shell_taken_back_agreed());
                self.game_changed();
            }
            GameNews::Move { action } => self.live_move(&action),
        }
    }

    fn live_open(&mut self, seat: u8, record: &str) {
        let room = self.live.as_ref().map(|l| l.room.clone()).unwrap_or_default();
        let Some(known) = self.open_relayed_game(seat, record) else { return };
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
