//! The live panel: what the page shows of a live room around its board. The connection
//! indicator, the notes, the live buttons (`buttons.rs`: resign with its confirmation, offers
//! and their answers, the claim of an absent player's game), a side game's hands, the chat and
//! the player's name (`chat.rs`), and the room's panels (`room.rs`: the link with its QR code,
//! the host's lobby of seats, a stale link's way back).
//!
//! The module's events reach it as `gboardsLiveEvent(event)` (a `LiveEvent`; docs/live.md);
//! the game's own (`GameNews`) go on to the page's `liveEvent`. Its buttons are plain elements: one click handler on the document reads their
//! ids, so nothing is left listening when a row is drawn again.

mod buttons;
mod chat;
mod page;
mod room;
mod words;

use crate::i18n::msg;
use crate::protocol::live::{Command, Connection, GameNews, LiveEvent, Search, SeatPlayer};
use engine::game::Seat;
use engine::live::Proposal;
use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, HtmlSelectElement};

/// What the panel keeps of the room on show.
struct Panel {
    /// The room (for a search, the private room it leads to, once paired).
    room: Option<String>,
    /// The seat played here, or watching, once the game is open.
    place: Option<Place>,
    /// How many seats the game has.
    seats: usize,
    /// The names the seats' players go by and the ratings they claim, as the module tells them.
    players: Vec<SeatPlayer>,
    /// The chat is muted on this device.
    muted: bool,
    /// Resign was pressed once; a second press resigns until the timer runs out.
    resign_asked: bool,
    resign_timer: Option<Timeout>,
    /// Runs while another player is away: when it ends, this player may claim the game.
    away_timer: Option<Timeout>,
    /// The live buttons as last drawn (their ids and labels, and whether Resign asks to confirm).
    buttons_drawn: String,
    /// The connection indicator's state as last shown (`None`: another line, or none).
    state: Option<Connection>,
}

impl Panel {
    fn new() -> Panel {
        Panel { room: None, place: None, seats: 2, players: Vec::new(), muted: false, resign_asked: false, resign_timer: None, away_timer: None, buttons_drawn: String::new(), state: None }
    }

    fn watching(&self) -> bool {
        self.place == Some(Place::Watching)
    }

    fn playing(&self) -> bool {
        matches!(self.place, Some(Place::Playing(_)))
    }

    fn seat(&self) -> Option<Seat> {
        match self.place {
            Some(Place::Playing(seat)) => Some(seat),
            _ => None,
        }
    }

    /// A seat as this player names it: the name its player goes by, else "Your friend" of two,
    /// else by its number.
    fn named(&self, seat: Seat) -> String {
        match self.players.iter().find(|p| p.seat == seat).and_then(|p| p.name.as_ref()) {
            Some(name) => name.clone(),
            None if self.seats > 2 || self.watching() => words::seat_called(seat),
            None => msg::live_your_friend(),
        }
    }
}

/// Where this page is in the game on show.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Playing(Seat),
    Watching,
}

thread_local! {
    static PANEL: RefCell<Panel> = RefCell::new(Panel::new());
    /// The document's click handler is listening.
    static LISTENING: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` on the panel's state; `None` if it is in use already (an event told while the
/// panel acts). Nothing inside calls out of the module.
fn with<R>(f: impl FnOnce(&mut Panel) -> R) -> Option<R> {
    PANEL.with(|p| p.try_borrow_mut().ok().map(|mut p| f(&mut p)))
}

/// A command for the socket loop (see `live_command`).
fn command(command: Command) {
    crate::queue(command);
}

/// The loader hands over its script tag's data: the room to join (with the game's record, for
/// its host), or `pair` (a time control) to look for players for the game in `record`. Any of
/// them may be absent (`undefined`).
#[wasm_bindgen]
pub fn live_load(room: JsValue, record: JsValue, pair: JsValue) {
    let (room, record, pair) = (room.as_string(), record.as_string(), pair.as_string());
    crate::follow_language();
    let muted = chat::muted_here();
    let old = with(|p| std::mem::replace(p, Panel { room: room.clone(), muted, ..Panel::new() }));
    // The last room's timers end with it, outside the borrow.
    drop(old);
    listen();
    chat::build();
    let hosting_record = record.as_deref().filter(|r| !r.is_empty());
    if pair.is_none() {
        if hosting_record.is_some() {
            room::copy_link();
            page::note(&words::invite(&page::href(), true));
        } else {
            page::note(&msg::live_joining());
        }
    }
    start(room.as_deref().unwrap_or(""), record.as_deref().unwrap_or(""), pair.as_deref());
}

/// A later search on this page (`Search`; `null`: the search was given up).
#[wasm_bindgen]
pub fn live_search(search: JsValue) -> Result<(), JsError> {
    let search: Option<Search> = serde_wasm_bindgen::from_value(search).map_err(|e| JsError::new(&format!("not a search: {e}")))?;
    let room = with(|p| p.room.clone()).flatten().unwrap_or_default();
    crate::follow_language();
    match search {
        Some(Search { clock, record }) => start(&room, &record, Some(&clock)),
        None => start(&room, "", Some("")),
    }
    Ok(())
}

/// Starts the room, or the search for players (`pair`, empty when given up before it began).
fn start(room: &str, record: &str, pair: Option<&str>) {
    if let Some(pair) = pair {
        if !pair.is_empty() {
            if let Err(why) = crate::pairing::live_pair(record.to_string(), pair.to_string()) {
                page::note(&msg::live_could_not_start(&why));
            }
        }
        return;
    }
    // The host's time control: `?clock=` in the address (short clocks for tests), else the
    // choice next to "Play a friend online".
    let chosen = crate::query("clock").or_else(|| page::by_id::<HtmlSelectElement>("live-clock").map(|s| s.value()));
    let clock = if record.is_empty() { "none".to_string() } else { chosen.unwrap_or_else(|| "none".into()).replace(' ', "+") };
    match crate::live_start(room.to_string(), record.to_string(), clock) {
        Ok(hosting) => {
            chat::send_name();
            if hosting {
                room::show_link(!record.is_empty());
            }
        }
        Err(why) => page::note(&msg::live_could_not_start(&why)),
    }
}

/// One event from the module: `window.gboardsLiveEvent(event)`.
#[wasm_bindgen]
pub fn live_event(event: JsValue) -> Result<(), JsError> {
    let event: LiveEvent = serde_wasm_bindgen::from_value(event).map_err(|e| JsError::new(&format!("not a live event: {e}")))?;
    crate::follow_language();
    self::event(event);
    Ok(())
}

fn event(event: LiveEvent) {
    let watching = with(|p| p.watching()).unwrap_or(false);
    let playing = with(|p| p.playing()).unwrap_or(false);
    let many = with(|p| p.seats > 2).unwrap_or(false);
    let named = |seat: Seat| with(|p| p.named(seat)).unwrap_or_default();
    match event {
        LiveEvent::State { state: Connection::NoHost } => {
            with(|p| p.state = None);
            room::nobody_hosts();
        }
        LiveEvent::State { state } => show_state(state),
        LiveEvent::Clock { line } => page::show("clock", &line),
        LiveEvent::Refused { why } => page::note(&msg::live_refused(&why)),
        LiveEvent::Note { text } => page::note(&text),
        LiveEvent::Present { .. } => {
            if watching {
                return;
            }
            buttons::stop_away();
            show_state(Connection::Connected);
        }
        LiveEvent::Away { seat } => {
            if watching {
                return page::note(&msg::live_seat_left(words::seat_number(seat)));
            }
            show_state(Connection::Disconnected);
            if playing {
                buttons::start_away();
            }
        }
        LiveEvent::Offered { what, by } => {
            let (accept, decline) = (msg::live_accept(), msg::live_decline());
            page::prompt("live-offer", &words::asks(what, &named(by), many), &[(&accept, "live-accept"), (&decline, "live-decline")]);
        }
        LiveEvent::Declined { what, by } => {
            page::remove("live-offer");
            page::note(&words::declined(what, &named(by), many));
        }
        LiveEvent::Withdrawn { what, by } => {
            page::remove("live-offer");
            page::note(&words::withdrawn(what, &named(by)));
        }
        // Whether draws may be offered is the page's to act on: see its policy.
        LiveEvent::Table { seats, .. } => {
            with(|p| p.seats = seats);
            return;
        }
        LiveEvent::Lobby { mine, filled, of, taken } => {
            with(|p| p.seats = of as usize);
            let Some(filled) = filled else {
                // A game that opened here before its start was called off is gone: back to waiting.
                if !page::in_lobby() {
                    page::tell_page(&GameNews::Wait);
                }
                return page::note(&msg::live_lobby_wait(words::seat_number(mine), of));
            };
            room::show_lobby(filled, of, &words::seat_lines(mine, of, &taken));
        }
        LiveEvent::Chat { seat, text } => chat::heard(seat, &text),
        LiveEvent::Players { players } => {
            let line = with(|p| {
                let line = words::playing_line(&players, p.seat());
                p.players = players;
                line
            });
            room::show_names(line.flatten().as_deref());
        }
        LiveEvent::Hands { chosen } => {
            if !playing {
                return page::note(&msg::live_hands_others());
            }
            if let Some(hand) = chosen {
                return page::prompt("live-throws", &msg::live_hand_chosen(&hand), &[]);
            }
            let labels = words::HANDS.map(words::hand_label);
            let ids = words::HANDS.map(|h| format!("live-hand-{h}"));
            let hands: Vec<(&str, &str)> = labels.iter().zip(&ids).map(|(l, id)| (l.as_str(), id.as_str())).collect();
            page::prompt("live-throws", &msg::live_hands_choose(), &hands);
        }
        LiveEvent::Game(news) => return game_news(news),
    }
    buttons::refresh();
}

/// The connection indicator shows `state`.
fn show_state(state: Connection) {
    with(|p| p.state = Some(state));
    page::show("live-state", &words::state_line(state).unwrap_or_default());
}

/// The page's language changed: the panel's standing text (the connection indicator, the live
/// buttons, the chat's and the name's controls) is written again; notes stay as they were said.
pub fn relabel() {
    if let Some(Some(state)) = with(|p| p.state) {
        show_state(state);
    }
    chat::relabel();
    buttons::refresh();
}

/// The game's own news: the panel follows it, and the page acts on it.
fn game_news(news: GameNews) {
    match &news {
        GameNews::Pairing(pairing) => {
            // A search's news is the page's; once paired, the room is the one the draw gave.
            if let crate::protocol::live::PairingNews::Paired { room } = pairing {
                with(|p| p.room = Some(room.clone()));
                chat::send_name();
            }
            return page::tell_page(&news);
        }
        GameNews::Open { seat, .. } => {
            page::remove("live-room");
            with(|p| p.place = Some(seat.map_or(Place::Watching, Place::Playing)));
            page::remove("live-lobby");
            if seat.is_none() {
                show_state(Connection::Watching);
            }
        }
        _ => {}
    }
    // Any change of the game drops a standing offer (and settles a side game's hands).
    page::remove("live-offer");
    page::remove("live-throws");
    page::tell_page(&news);
    if matches!(news, GameNews::End { .. }) {
        buttons::stop_away();
    }
    buttons::refresh();
}

/// Listens for clicks on the panel's buttons, once per page.
fn listen() {
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    EventListener::new(&document, "click", clicked).forget();
}

/// A click anywhere on the page: the panel's buttons act by their ids.
fn clicked(event: &web_sys::Event) {
    let target = event.target().and_then(|t| t.dyn_into::<Element>().ok());
    let Some(button) = target.and_then(|t| t.closest("button").ok().flatten()) else { return };
    crate::follow_language();
    let id = button.id();
    match id.as_str() {
        "live-rematch" => command(Command::Offer { what: Proposal::Rematch }),
        "live-resign" => buttons::resign(),
        "live-draw" => command(Command::Offer { what: Proposal::Draw }),
        "live-takeback" => command(Command::Offer { what: Proposal::Takeback }),
        "live-accept" | "live-decline" => {
            page::remove("live-offer");
            command(Command::Answer { accept: id == "live-accept" });
        }
        "live-claim-yes" => {
            buttons::stop_away();
            command(Command::Claim);
        }
        "live-claim-wait" => buttons::start_away(),
        "live-start" => {
            if let Ok(start) = button.dyn_into::<HtmlButtonElement>() {
                start.set_disabled(true);
            }
            command(Command::Start);
        }
        "live-nohost-back" => room::back_to_lobby(),
        _ => {
            if let Some(hand) = id.strip_prefix("live-hand-").filter(|h| words::HANDS.contains(h)) {
                page::prompt("live-throws", &msg::live_hand_chosen(hand), &[]);
                command(Command::Hand { hand: hand.to_string() });
            } else if let Some(phrase) = id.strip_prefix("live-phrase-").and_then(|i| words::PHRASES.get(i.parse::<usize>().ok()?)) {
                chat::send(phrase);
            }
        }
    }
}
