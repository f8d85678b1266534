//! The live-play module: it carries the engine's live protocol (`engine::live`) between
//! browsers over WebRTC data channels, through `matchbox_socket` and a signalling server, and
//! shows the room around the page's board (`panel/`). Built as its own wasm file and fetched
//! only when a live game starts (www/live_loader.js, which hands it its script tag's data), so
//! the page's first load never carries the networking code.
//!
//! The glue with the page is typed (`src/protocol/live.rs`, shared with the page): the page
//! sends a `Command` to `live_command`; this module tells its `LiveEvent`s to
//! `gboardsLiveEvent` (the panel's `live_event`; docs/live.md), and the panel hands the game's
//! own (`GameNews`) to the page's `liveEvent`. The game is kept in the
//! browser's storage under the room after every change, so a reload of the same link resumes it.

/// The messages in the player's language (docs/i18n.md): this module's own copy, which
/// follows the page's choice (`follow_language`).
#[allow(dead_code)]
#[path = "../../i18n/mod.rs"]
mod i18n;
mod notes;
mod pairing;
mod panel;
/// The commands and events between the page and this module, defined once for both.
#[path = "../../protocol/mod.rs"]
mod protocol;
mod qr;
mod rated;
/// The engine's errors in the player's words, as on the page.
#[path = "../../reason/mod.rs"]
mod reason;
mod refusal;
/// The stored profile and its storage keys, as the profile module reads them (a rated game
/// claims the rating it holds).
#[path = "../profile/stored.rs"]
#[allow(dead_code)]
mod stored;

use engine::clock::{face, TimeControl};
use engine::game::Seat;
use engine::live::{Event, Peer, Remote};
use i18n::msg;
use protocol::live::{Command, Connection, GameNews, LiveEvent, SeatPlayer};
use matchbox_socket::{MessageLoopFuture, PeerId, PeerState, RtcIceServerConfig, WebRtcSocket};
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;

/// The signalling server used unless the page's address names one with `?signal=`.
const DEFAULT_SIGNAL: &str = match option_env!("GBOARDS_SIGNAL") {
    Some(url) => url,
    None => "ws://127.0.0.1:3536/",
};

/// How often the socket is polled, in milliseconds.
const POLL_MS: i32 = 25;

/// Milliseconds a newcomer to a room waits for anyone there before the page says that nobody
/// hosts it (a host answers within a second or two of the signalling server's welcome).
const NOBODY_HOSTS_MS: f64 = 12_000.0;

struct Live {
    peer: Peer,
    room: String,
    /// The peers met so far; a peer's place here is its `Remote` number.
    ids: Vec<PeerId>,
    commands: Vec<Command>,
    /// What was last kept in storage.
    saved: Option<String>,
    /// The turn going on as this device saw it begin: this device's player's thinking time,
    /// and the others' claimed times, are measured from it.
    turn: Option<Turn>,
    /// The clocks as last shown.
    shown_clock: String,
    /// The players' names as last told to the panel.
    told_names: Vec<SeatPlayer>,
    /// A game that came from quick pairing, until it opens.
    joined: Option<pairing::Joined>,
    /// The seed of the last game handed to the profile module to rate (`rated.rs`).
    rated: Option<u64>,
}

/// A seat as this device's player says it: "You", else the name its player goes by, else
/// "Your friend" (of two) or its number.
fn who(seat: Seat, me: Option<Seat>, seats: usize, name: Option<&str>) -> String {
    match (me, name) {
        (Some(m), _) if m == seat => msg::live_you(),
        (_, Some(name)) => name.to_string(),
        (Some(_), None) if seats == 2 => msg::live_your_friend(),
        _ => msg::live_seat(u32::from(seat) + 1),
    }
}

/// When the language the language module has loaded (`i18n::language::loaded`) changes, the
/// panel's standing text is written again. Called where the module's work begins: the loader's
/// and the panel's calls, the panel's clicks and timers, and each round of a socket loop (so a
/// switch shows within a round); not in `live_command`, which the page may call from within its
/// own work.
fn follow_language() {
    let language = i18n::language::loaded();
    let before = LANGUAGE.with(|l| l.replace(Some(language)));
    if before.is_some_and(|b| b != language) {
        panel::relabel();
    }
}

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// A turn as this device saw it: the seat to act, the game's length, when it began here (the
/// page's milliseconds), and whether this device saw it begin (not a turn found going on
/// after a reload).
#[derive(Clone, Copy)]
struct Turn {
    seat: Seat,
    len: usize,
    since: f64,
    whole: bool,
}

impl Live {
    /// Follows whose turn it is and tells the peer how long it has run here: read before the
    /// peers' messages, which are checked against it. The seat to act and the milliseconds.
    fn measure_turn(&mut self) -> Option<(Seat, u64)> {
        let t = self.peer.table()?;
        let (to_act, len) = (t.to_act(), t.game().len());
        if self.turn.map(|t| (t.seat, t.len)) != to_act.map(|s| (s, len)) {
            let whole = self.turn.is_some();
            self.turn = to_act.map(|seat| Turn { seat, len, since: now_ms(), whole });
        }
        let turn = self.turn?;
        let running = (now_ms() - turn.since).max(0.0) as u64;
        if turn.whole {
            self.peer.whole_turn_time(turn.len, running);
        } else {
            self.peer.turn_time(turn.len, running);
        }
        Some((turn.seat, running))
    }

    /// Follows the turn: when it passes, the next seat's time starts; when this device's
    /// player runs out of time, the game is lost on time.
    fn follow_turn(&mut self) -> Vec<Event> {
        let Some((seat, running)) = self.measure_turn() else { return Vec::new() };
        let me = self.peer.table().and_then(|t| t.seat());
        let Some(clocks) = self.peer.clocks() else { return Vec::new() };
        let seats = clocks.left_all().len();
        if me == Some(seat) && clocks.flagged(seat, running) {
            return self.peer.flag();
        }
        if self.peer.may_claim_time().is_some() {
            // The player to act has run out of time here and its device has not said so.
            note(msg::live_time_out(&who(seat, me, seats, self.peer.name_of(seat))));
            return self.peer.claim_time();
        }
        let Some(clocks) = self.peer.clocks() else { return Vec::new() };
        let faces: Vec<String> = (0..clocks.left_all().len() as Seat)
            .map(|s| {
                let who = who(s, me, seats, self.peer.name_of(s));
                let left = clocks.left(s, if s == seat { running } else { 0 });
                format!("{}{who} {}", if s == seat { "▶ " } else { "" }, face(left))
            })
            .collect();
        let text = faces.join(" · ");
        if text != self.shown_clock {
            tell(LiveEvent::Clock { line: text.clone() });
            self.shown_clock = text;
        }
        Vec::new()
    }

    /// Tells the panel the names the seats' players go by and the ratings they claim, when
    /// they change.
    fn tell_names(&mut self) {
        let Some(seats) = self.peer.table().map(|t| t.game().players().len() as Seat) else { return };
        let players: Vec<SeatPlayer> = (0..seats)
            .map(|seat| SeatPlayer { seat, name: self.peer.name_of(seat).map(str::to_string), rating: self.peer.claim_of(seat).as_ref().map(rated::shown) })
            .filter(|p| p.name.is_some() || p.rating.is_some())
            .collect();
        if players != self.told_names {
            tell(LiveEvent::Players { players: players.clone() });
            self.told_names = players;
        }
    }

    /// A newcomer to the room (no game of its own, not its host) that has met nobody there.
    fn alone_as_newcomer(&self) -> bool {
        // A paired game's room has its own watch (`pairing::follow`).
        self.ids.is_empty() && !self.peer.is_host() && self.peer.table().is_none() && self.joined.is_none()
    }

    /// The milliseconds this device's player has thought on the turn going on.
    fn spent_ms(&self) -> u64 {
        self.turn.map_or(0, |t| (now_ms() - t.since).max(0.0) as u64)
    }

    fn remote(&mut self, id: PeerId) -> Remote {
        let at = self.ids.iter().position(|&known| known == id).unwrap_or_else(|| {
            self.ids.push(id);
            self.ids.len() - 1
        });
        at as Remote
    }

    /// Keeps the game under the room's key, for a reload.
    fn save(&mut self) {
        let saved = self.peer.saved();
        if saved == self.saved {
            return;
        }
        if let Some(storage) = storage() {
            // Gone when a game that had opened goes back to waiting (a start called off).
            let _ = match &saved {
                Some(text) => storage.set_item(&storage_key(&self.room), text),
                None => storage.remove_item(&storage_key(&self.room)),
            };
        }
        self.saved = saved;
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn storage_key(room: &str) -> String {
    format!("gboards.live.{room}")
}

thread_local! {
    static LIVE: RefCell<Option<Live>> = const { RefCell::new(None) };
    /// Each socket loop's number: a loop whose number is no longer the latest ends, and its
    /// socket with it (a search given up, a room left for another).
    static GENERATION: Cell<u32> = const { Cell::new(0) };
    /// The language this module's messages were last in (`follow_language`).
    static LANGUAGE: Cell<Option<i18n::language::Language>> = const { Cell::new(None) };
}

/// A new socket loop's number; every earlier loop ends at its next round.
fn new_generation() -> u32 {
    GENERATION.with(|g| {
        g.set(g.get().wrapping_add(1));
        g.get()
    })
}

fn is_current(generation: u32) -> bool {
    GENERATION.with(Cell::get) == generation
}

/// A socket for the signalling server's room at `url`, with the page's STUN/TURN servers.
fn socket_for(url: String) -> (WebRtcSocket, MessageLoopFuture) {
    let mut builder = WebRtcSocket::builder(url).add_reliable_channel().reconnect_attempts(Some(2));
    if let Some(ice) = ice_servers() {
        builder = builder.ice_server(ice);
    }
    builder.build()
}

/// Why a socket to the signalling or pairing server failed, in the player's words; the
/// library's own detail (English) goes to the console.
fn socket_failure(e: &matchbox_socket::Error) -> String {
    web_sys::console::warn_1(&format!("gboards: {e:?}").into());
    match e {
        matchbox_socket::Error::ConnectionFailed(_) => msg::live_socket_not_opened(),
        matchbox_socket::Error::Disconnected(_) => msg::live_socket_cut(),
    }
}

/// Opens `live`'s room: its socket loop starts, and any earlier one ends.
fn install(live: Live) {
    let url = format!("{}{}", signal_base(), live.room);
    LIVE.with(|l| l.borrow_mut().replace(live));
    wasm_bindgen_futures::spawn_local(run(url, new_generation()));
}

/// Leaves whatever this page is in (a search, a room): every socket closes.
fn leave() {
    new_generation();
    LIVE.with(|l| l.borrow_mut().take());
}

fn main() {}

/// Tells the panel: `window.gboardsLiveEvent(event)`, which the loader points at the panel's
/// `live_event` (through the page's global, so that a test or benchmark may listen).
fn tell(event: LiveEvent) {
    if let Ok(value) = serde_wasm_bindgen::to_value(&event) {
        protocol::call_global("gboardsLiveEvent", &value);
    }
}

/// A sentence for the player, in the panel's notes.
fn note(text: String) {
    tell(LiveEvent::Note { text });
}

fn state(state: Connection) {
    tell(LiveEvent::State { state });
}

/// A setting in the page's address (`?name=value`), decoded.
fn query(name: &str) -> Option<String> {
    let search = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
    let prefix = format!("{name}=");
    let raw = search.trim_start_matches('?').split('&').find_map(|kv| kv.strip_prefix(prefix.as_str()).map(str::to_string))?;
    js_sys::decode_uri_component(&raw).ok()?.as_string()
}

/// The STUN/TURN servers: `?ice=<url>[,<url>…]` (with `ice_user=` and `ice_pass=` for a TURN
/// relay) in the page's address, else the build's `GBOARDS_ICE` (`GBOARDS_ICE_USER`,
/// `GBOARDS_ICE_PASS`), else matchbox's public STUN servers.
fn ice_servers() -> Option<RtcIceServerConfig> {
    let urls = query("ice").or(option_env!("GBOARDS_ICE").map(str::to_string))?;
    let urls: Vec<String> = urls.split(',').map(str::trim).filter(|u| u.starts_with("stun:") || u.starts_with("turn:") || u.starts_with("turns:")).map(str::to_string).collect();
    let username = query("ice_user").or(option_env!("GBOARDS_ICE_USER").map(str::to_string));
    let credential = query("ice_pass").or(option_env!("GBOARDS_ICE_PASS").map(str::to_string));
    (!urls.is_empty()).then_some(RtcIceServerConfig { urls, username, credential })
}

/// The signalling server: `?signal=` in the page's address, else the build's default.
fn signal_base() -> String {
    let from_page = query("signal").filter(|v| v.starts_with("ws://") || v.starts_with("wss://"));
    let base = from_page.unwrap_or_else(|| DEFAULT_SIGNAL.to_string());
    if base.ends_with('/') { base } else { base + "/" }
}

fn secret() -> [u8; 16] {
    let mut s = [0u8; 16];
    // Without the browser's random source there is no fair seed: a zero secret still cannot
    // choose the outcome, since the other side's secret is mixed in.
    let _ = getrandom::fill(&mut s);
    s
}

/// Joins `room`: as its host with the game in `record` (and the time control `clock`: `none`,
/// `3+2`, …); else back in the game this browser
/// kept for the room (a reload); else as a newcomer, seated or watching. True when this page
/// hosts the room and its game has not opened yet (the panel shows the room's link).
fn live_start(room: String, record: String, clock: String) -> Result<bool, String> {
    if !room.bytes().all(|b| b.is_ascii_alphanumeric()) || room.len() < 16 || room.len() > 64 {
        return Err(msg::live_bad_room());
    }
    let kept = storage().and_then(|s| s.get_item(&storage_key(&room)).ok().flatten());
    let mut peer = if !record.is_empty() {
        let control = TimeControl::parse(&clock).map_err(|e| reason::engine_words(&e))?;
        Peer::host(&record, secret()).map_err(|e| refusal::words(&e))?.with_clock(control)
    } else if let Some(resumed) = kept.and_then(|k| Peer::resume(&k, secret()).ok()) {
        resumed
    } else {
        Peer::guest(secret())
    };
    let opening = peer.start();
    let hosting = peer.is_host() && peer.table().is_none();
    install(Live::new(peer, room, None));
    show(opening);
    Ok(hosting)
}

impl Live {
    fn new(peer: Peer, room: String, joined: Option<pairing::Joined>) -> Live {
        Live { peer, room, ids: Vec::new(), commands: Vec::new(), saved: None, turn: None, shown_clock: String::new(), told_names: Vec::new(), joined, rated: None }
    }
}

/// A command from the page (a `Command` as a plain object, see `protocol`). Nothing else:
/// tests forge messages as a modified client would, on the data channel itself.
#[wasm_bindgen]
pub fn live_command(command: JsValue) {
    match serde_wasm_bindgen::from_value::<Command>(command) {
        Ok(command) => queue(command),
        Err(why) => {
            web_sys::console::warn_1(&format!("gboards: a live command that does not read: {why}").into());
            note(msg::live_unknown_command());
        }
    }
}

/// Hands a command to the socket loop (`Leave` closes the sockets at once).
fn queue(command: Command) {
    if command == Command::Leave {
        return leave();
    }
    LIVE.with(|l| {
        // Taken by the socket loop (a command from within its own event): that round's
        // commands are read already, so this one is refused rather than lost unseen.
        match l.try_borrow_mut() {
            Ok(mut live) => live.as_mut().map_or((), |live| live.commands.push(command)),
            Err(_) => note(msg::live_busy()),
        }
    });
}

async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Tells the panel and the page what the peer's events mean for them; sends are not here.
fn show(events: Vec<Event>) {
    for event in events {
        tell(match event {
            Event::Send { .. } => continue,
            Event::Open { seat, record } => {
                // The panel's own: how many seats, and whether a draw may be offered.
                let table = LIVE.with(|l| l.try_borrow().ok()?.as_ref()?.peer.table().map(|t| (t.game().players().len(), t.game().draw_by_agreement())));
                if let Some((seats, draws)) = table {
                    tell(LiveEvent::Table { seats, draws });
                }
                LiveEvent::Game(GameNews::Open { seat, record })
            }
            Event::Played(action) => LiveEvent::Game(GameNews::Move { action }),
            Event::Ended(how) => LiveEvent::Game(GameNews::End { how }),
            Event::TakenBack(len) => LiveEvent::Game(GameNews::TakeBack { len }),
            Event::Offered { what, by } => LiveEvent::Offered { what, by },
            Event::Declined { what, by } => LiveEvent::Declined { what, by },
            Event::Withdrawn { what, by } => LiveEvent::Withdrawn { what, by },
            Event::Present(seat) => LiveEvent::Present { seat },
            Event::Away(seat) => LiveEvent::Away { seat },
            Event::Refused(why) => LiveEvent::Refused { why: refusal::words(&why) },
            Event::Note(note) => LiveEvent::Note { text: notes::words(&note) },
            Event::Chat { seat, text } => LiveEvent::Chat { seat, text },
            // After a reload the hand chosen before it stands: the page shows it.
            Event::ChoiceDue => LiveEvent::Hands { chosen: LIVE.with(|l| Some(l.try_borrow().ok()?.as_ref()?.peer.chosen_hidden()?.to_string())) },
            Event::Lobby { seat, filled, of } => {
                // The host's screen lists the seats taken.
                let taken = LIVE.with(|l| {
                    let l = l.try_borrow().ok();
                    let peer = l.as_ref().and_then(|l| l.as_ref()).map(|live| &live.peer);
                    (0..of as Seat).filter(|&s| s == seat || peer.is_some_and(|p| p.present(s))).collect()
                });
                LiveEvent::Lobby { mine: seat, filled: filled.map(|f| f as Seat), of: of as Seat, taken }
            }
        });
    }
}

/// How a connection to the signalling server ended.
enum Ended {
    /// A later loop took over, or the page left.
    Replaced,
    /// The connection was lost (or never made, when `met` is false): why.
    Lost { why: String, met: bool },
}

/// Between tries to reconnect after a network drop.
const RECONNECT_MS: i32 = 2_000;

/// The socket loop of a room: connects, and after a network drop (the signalling server's
/// connection lost once it was made) reconnects by itself, the game kept: the others meet
/// this device again as after a reload. Ends when a later loop replaces it (`generation`).
async fn run(url: String, generation: u32) {
    state(Connection::Connecting);
    let mut met_once = false;
    loop {
        let why = match connection(&url, generation).await {
            Ended::Replaced => return,
            Ended::Lost { why, met } => {
                met_once |= met;
                why
            }
        };
        if !met_once {
            state(Connection::Unreachable);
            return note(msg::live_play_by_link(&why));
        }
        // Everyone met through the lost connection is gone; they are met again on the next.
        let events = LIVE.with(|l| {
            let mut l = l.borrow_mut();
            let Some(live) = l.as_mut() else { return Vec::new() };
            let gone = std::mem::take(&mut live.ids).len() as Remote;
            (0..gone).flat_map(|r| live.peer.disconnected(r)).collect::<Vec<_>>()
        });
        show(events);
        state(Connection::Reconnecting);
        sleep(RECONNECT_MS).await;
        if !is_current(generation) {
            return;
        }
    }
}

/// One connection to the signalling server, polled for peers, packets and the page's commands
/// until it is lost or replaced.
async fn connection(url: &str, generation: u32) -> Ended {
    let (mut socket, message_loop) = socket_for(url.to_string());
    let failed: std::rc::Rc<RefCell<Option<String>>> = Default::default();
    let failure = failed.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let why = match message_loop.await {
            Ok(()) => msg::live_server_closed(),
            Err(e) => msg::live_server_unreachable(&socket_failure(&e)),
        };
        *failure.borrow_mut() = Some(why);
    });
    let mut said_waiting = false;
    let began = now_ms();
    let mut said_nobody = false;
    loop {
        if !is_current(generation) {
            return Ended::Replaced;
        }
        follow_language();
        if let Some(why) = failed.borrow_mut().take() {
            return Ended::Lost { why, met: said_waiting };
        }
        if !said_waiting && socket.id().is_some() {
            said_waiting = true;
            state(Connection::Waiting);
        }
        if !said_nobody && now_ms() - began > NOBODY_HOSTS_MS && LIVE.with(|l| l.borrow().as_ref().is_some_and(Live::alone_as_newcomer)) {
            // A stale link: say so, and keep listening in case the host comes after all.
            said_nobody = true;
            state(Connection::NoHost);
        }
        let Ok(changes) = socket.try_update_peers() else {
            return Ended::Lost { why: msg::live_server_ended(), met: said_waiting };
        };
        let packets = socket.channel_mut(0).receive();
        // The peer's events, and this module's own sentences (a packet that is not text, an
        // action of this device's player refused), shown after them.
        let (events, said, ids, again) = LIVE.with(|l| {
            let mut l = l.borrow_mut();
            let Some(live) = l.as_mut() else { return (Vec::new(), Vec::new(), Vec::new(), None) };
            let mut events = Vec::new();
            let mut said = Vec::new();
            for (id, state) in changes {
                let r = live.remote(id);
                events.extend(match state {
                    // A paired game's guests come in on their tickets (`pairing`).
                    PeerState::Connected => pairing::meet(live, r).unwrap_or_else(|| live.peer.connected(r)),
                    PeerState::Disconnected => {
                        pairing::left(live, r);
                        live.peer.disconnected(r)
                    }
                });
            }
            // Messages are checked against this device's own measure of the turn.
            live.measure_turn();
            for (id, packet) in packets {
                let r = live.remote(id);
                let Ok(text) = std::str::from_utf8(&packet) else {
                    said.push(msg::live_refused(&msg::live_not_text()));
                    continue;
                };
                match pairing::take(live, r, text) {
                    Some(Ok(taken)) => events.extend(taken),
                    Some(Err(refused)) => said.push(refused),
                    None => events.extend(live.peer.receive(r, text)),
                }
            }
            for command in std::mem::take(&mut live.commands) {
                // What the rules or the protocol refuse to this device's own player is a note
                // to it, not a message refused from another device.
                let own = match command {
                    Command::Move { action } => {
                        let spent = live.spent_ms();
                        live.peer.local_move_timed(&action, spent)
                    }
                    Command::Resign => live.peer.resign(),
                    Command::Claim => live.peer.claim(),
                    Command::Offer { what } => live.peer.propose(what),
                    Command::Answer { accept } => live.peer.answer(accept),
                    Command::Chat { text } => live.peer.chat(&text),
                    Command::Hand { hand } => live.peer.choose_hidden(&hand, secret()),
                    Command::Start => live.peer.begin(),
                    Command::Name { name } => live.peer.set_name(&name),
                    // Handled as it came (`queue`).
                    Command::Leave => Vec::new(),
                };
                for event in own {
                    match event {
                        Event::Refused(why) => said.push(msg::live_not_done(&refusal::words(&why))),
                        other => events.push(other),
                    }
                }
            }
            events.extend(live.follow_turn());
            let again = match pairing::follow(live, &events) {
                Ok(more) => {
                    events.extend(more);
                    None
                }
                Err(again) => Some(again),
            };
            live.tell_names();
            live.rate_when_over();
            live.save();
            (events, said, live.ids.clone(), again)
        });
        if let Some(again) = again {
            // The paired game did not start as drawn: back to looking, this room left, and
            // nothing of it shown.
            pairing::search_again(*again);
            return Ended::Replaced;
        }
        for event in &events {
            if let Event::Send { to, text } = event {
                if let Some(&id) = ids.get(*to as usize) {
                    // A closed socket is seen by the next round's peer update.
                    let _ = socket.channel_mut(0).try_send(text.clone().into_bytes().into(), id);
                }
            }
        }
        show(events);
        said.into_iter().for_each(note);
        sleep(POLL_MS).await;
    }
}
