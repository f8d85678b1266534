//! Quick pairing with strangers: the search in a pairing room of the signalling server (its
//! `?next=N` matchmaking joins the next N players who ask for the same room id), the draw of
//! seats and private room among the group it joins (`engine::live::pairing::draw`), and then
//! the game in that private room as any live game, until it opens: the host lets its guests in
//! on their tickets, starts a game of more than two seats once every seat is in, and each guest
//! checks it got the seat it drew and the room's game. Anything that goes wrong on the way (a
//! player who never answers, leaves, speaks another version or opens another game) is said to
//! the page, and the search goes on.
//!
//! The page hears `pairing <what>`: `searching <room id>`, `note <text>` (why it looks again),
//! `long` (nobody came for a minute), `unreachable <why>` and `paired <private room>`.

use super::reason::engine_words;
use super::refusal;
use super::{install, is_current, new_generation, now_ms, query, secret, signal_base, sleep, socket_for, storage, storage_key, tell, Live, LIVE, POLL_MS};
use crate::i18n::msg;
use crate::protocol::live::{GameNews, LiveEvent, PairingNews};
use engine::clock::TimeControl;
use engine::live::pairing::draw::{Admission, Draw, DrawEvent, Paired};
use engine::live::pairing::{read_ticket, ticket_message, RatingBand, Scope};
use engine::rating::Rating;
use engine::live::{Event, Peer, Remote};
use matchbox_socket::{PeerId, PeerState};
use std::cell::RefCell;
use std::rc::Rc;

/// After this long with nobody found, the page offers a game against the computer meanwhile.
const LONG_WAIT_MS: f64 = 60_000.0;

/// The long wait: a minute, or `?pairing_long=<seconds>` in the address (for tests).
fn long_wait_ms() -> f64 {
    // Whole seconds: a float parser would add kilobytes to the module for a test setting.
    query("pairing_long").and_then(|s| s.parse::<u32>().ok()).map_or(LONG_WAIT_MS, |s| f64::from(s) * 1000.0)
}
/// A player found who sends no commitment this long after the link opened, or a group that
/// has not finished its draw this long after it was complete, is given up.
const SILENT_MS: f64 = 15_000.0;
/// Alone in the room this long, the search asks for its place again: a peer the server matched
/// with this one but whose page never answered (a frozen tab) would otherwise hold it forever.
const REFRESH_MS: f64 = 30_000.0;
/// The paired game must open within this long of the draw, or the search goes on.
const START_MS: f64 = 20_000.0;
/// The room of the draw stays open this long once it is done, so this device's last message
/// reaches the others before its connections close.
const LINGER_MS: i32 = 5_000;

/// What is being looked for: the room's scope, and the game the host of the pair will open.
#[derive(Clone)]
pub(super) struct Search {
    scope: Scope,
    record: String,
    clock: Option<TimeControl>,
    /// When the search began (the page's milliseconds), how long a wait is long (`long_wait_ms`),
    /// and whether the long wait was told.
    since: f64,
    long_ms: f64,
    told_long: Rc<RefCell<bool>>,
    /// This device's player's rating in the game's pool, claimed once the game opens; its
    /// band's room is searched first (`BAND_MS`).
    claim: Option<Rating>,
}

impl Search {
    /// The room to look in now: the rating band's for the first `BAND_MS`, then everyone's.
    fn room_now(&self) -> engine::live::pairing::RoomId {
        let mut scope = self.scope.clone();
        if now_ms() - self.since > band_ms() {
            scope.rating_band = RatingBand::any();
        }
        scope.room()
    }
}

/// How long a search stays in its own rating band's room before it looks in everyone's: the
/// refresh time, so a player alone in its band moves on at its first refresh.
const BAND_MS: f64 = REFRESH_MS;

/// The band time, or `?pairing_band=<seconds>` in the address (for tests).
fn band_ms() -> f64 {
    query("pairing_band").and_then(|s| s.parse::<u32>().ok()).map_or(BAND_MS, |s| f64::from(s) * 1000.0)
}

/// A game that came from a pairing, until it opens.
pub(super) struct Joined {
    search: Search,
    paired: Paired,
    /// The host's door: guests come in on their tickets, seat by seat.
    door: Option<Admission>,
    /// What guests not yet let in sent meanwhile, handed on when they come in.
    held: Vec<(Remote, String)>,
    since: f64,
    /// The game opened as drawn: from then on the room is any live game's.
    opened: bool,
}

/// Starts looking for players for a new game of `record` with the time control `clock`
/// (`none`, `3+2`, …); `?pairing_salt=` in the address keeps a test run's rooms its own.
/// Returns the pairing room's id.
pub(super) fn live_pair(record: String, clock: String) -> Result<String, String> {
    let clock = TimeControl::parse(&clock).map_err(|e| engine_words(&e))?;
    let mut scope = Scope::of_game(&record, clock).map_err(|e| refusal::pairing(&e))?;
    if let Some(salt) = query("pairing_salt") {
        scope = scope.with_salt(&salt).map_err(|e| refusal::pairing(&e))?;
    }
    let claim = super::rated::my_rating(&record, clock);
    if let Some(rating) = &claim {
        scope.rating_band = RatingBand::around(rating);
    }
    let room = scope.room().to_string();
    let search = Search { scope, record, clock, since: now_ms(), long_ms: long_wait_ms(), told_long: Rc::new(RefCell::new(false)), claim };
    LIVE.with(|l| l.borrow_mut().take());
    wasm_bindgen_futures::spawn_local(look(search, None, new_generation()));
    Ok(room)
}

/// A paired game given up: the search it came from, and why (for the page).
pub(super) struct Again {
    search: Search,
    why: String,
}

/// The paired game did not start as drawn: its room is left (and forgotten), and the search
/// goes on with the note `why`.
pub(super) fn search_again(Again { search, why }: Again) {
    let room = LIVE.with(|l| l.borrow_mut().take()).map(|live| live.room);
    if let (Some(room), Some(storage)) = (room, storage()) {
        let _ = storage.remove_item(&storage_key(&room));
    }
    wasm_bindgen_futures::spawn_local(look(search, Some(why), new_generation()));
}

/// How one attempt in the pairing room ended.
enum Outcome {
    Paired(Paired),
    /// The group failed; look again, saying why (nothing said for a quiet refresh).
    Again(Option<String>),
    /// Given up (the page left) or the server cannot be reached.
    Over,
}

/// The search: attempt after attempt in the pairing room, until a draw is done.
async fn look(search: Search, mut note: Option<String>, generation: u32) {
    loop {
        if let Some(why) = note.take() {
            pairing(PairingNews::Note { text: why.to_string() });
        }
        match attempt(&search, generation).await {
            Outcome::Paired(paired) => return start(search, paired),
            Outcome::Again(why) => note = why,
            Outcome::Over => return,
        }
        if !is_current(generation) {
            return;
        }
    }
}

/// The number of a peer met in this attempt.
fn remote(ids: &mut Vec<PeerId>, id: PeerId) -> Remote {
    let at = ids.iter().position(|&known| known == id).unwrap_or_else(|| {
        ids.push(id);
        ids.len() - 1
    });
    at as Remote
}

/// One stay in the pairing room: joins it, draws with the group the server brings, and
/// leaves it when the draw is done or fails.
async fn attempt(search: &Search, generation: u32) -> Outcome {
    let room = search.room_now();
    let (mut socket, message_loop) = socket_for(format!("{}{}", signal_base(), room.signal_path()));
    let failed: Rc<RefCell<Option<String>>> = Rc::default();
    let failure = failed.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let why = match message_loop.await {
            Ok(()) => msg::live_pairing_closed(),
            Err(e) => super::socket_failure(&e),
        };
        *failure.borrow_mut() = Some(why);
    });
    pairing(PairingNews::Searching { room: room.to_string() });
    let seats = search.scope.seats as usize;
    let mut draw = Draw::new(seats, secret());
    let mut ids = Vec::new();
    let began = now_ms();
    // When each peer's link opened, and when the group was complete (the server matched it).
    let mut linked: Vec<(Remote, f64)> = Vec::new();
    let mut complete: Option<f64> = None;
    loop {
        if !is_current(generation) {
            return Outcome::Over;
        }
        super::follow_language();
        if let Some(why) = failed.borrow_mut().take() {
            pairing(PairingNews::Unreachable { why: why.to_string() });
            return Outcome::Over;
        }
        let now = now_ms();
        if now - search.since > search.long_ms && !search.told_long.replace(true) {
            pairing(PairingNews::Long);
        }
        let Ok(changes) = socket.try_update_peers() else {
            pairing(PairingNews::Unreachable { why: msg::live_pairing_ended() });
            return Outcome::Over;
        };
        let mut sends = Vec::new();
        for (id, state) in changes {
            let r = remote(&mut ids, id);
            match state {
                PeerState::Connected => {
                    sends.extend(draw.connected(r));
                    linked.push((r, now));
                    if draw.others() + 1 >= seats {
                        complete.get_or_insert(now);
                    }
                }
                PeerState::Disconnected => {
                    linked.retain(|(x, _)| *x != r);
                    // Once matched, the server brings nobody else to this group: look again.
                    if draw.disconnected(r).is_err() || complete.is_some() {
                        return Outcome::Again(Some(msg::live_pairing_left()));
                    }
                }
            }
        }
        for (id, packet) in socket.channel_mut(0).receive() {
            let r = remote(&mut ids, id);
            let text = String::from_utf8_lossy(&packet);
            match draw.receive(r, &text) {
                Ok(events) => sends.extend(events),
                Err(e) => return Outcome::Again(Some(msg::live_pairing_again(&refusal::pairing(&e)))),
            }
        }
        let mut paired = None;
        for event in sends {
            match event {
                DrawEvent::Send { to, text } => {
                    if let Some(&id) = ids.get(to as usize) {
                        let _ = socket.channel_mut(0).try_send(text.into_bytes().into(), id);
                    }
                }
                DrawEvent::Paired(p) => paired = Some(p),
            }
        }
        if let Some(p) = paired {
            // The last secret may still be on its way out: the room closes a little later.
            wasm_bindgen_futures::spawn_local(async move {
                sleep(LINGER_MS).await;
                drop(socket);
            });
            return Outcome::Paired(p);
        }
        let silent = linked.iter().any(|&(r, at)| now - at > SILENT_MS && !draw.committed_by(r));
        if silent || complete.is_some_and(|at| now - at > SILENT_MS) {
            return Outcome::Again(Some(msg::live_pairing_silent()));
        }
        if linked.is_empty() && complete.is_none() && now - began > REFRESH_MS {
            return Outcome::Again(None);
        }
        sleep(POLL_MS).await;
    }
}

/// The draw is done: the game moves to its private room, hosted by seat 0's player.
fn start(search: Search, paired: Paired) {
    let host = paired.seat == 0;
    let peer = if host { Peer::host(&search.record, secret()).map(|p| p.with_clock(search.clock)) } else { Ok(Peer::guest(secret())) };
    let Ok(peer) = peer else {
        // The record was read when the search began; should it fail now, look again.
        return search_again(Again { search, why: msg::live_pairing_unopened() });
    };
    let door = host.then(|| Admission::new(&paired.tickets));
    let room = paired.room.clone();
    install(Live::new(peer, room.clone(), Some(Joined { search, paired, door, held: Vec::new(), since: now_ms(), opened: false })));
    // The room first: the page's commands (its player's name) go to it.
    pairing(PairingNews::Paired { room: room.to_string() });
}

/// A peer's link in the private room opened. A guest shows it its ticket first; the host lets
/// it in only on its ticket (`take`). `None` once the game is open: as any room.
pub(super) fn meet(live: &mut Live, r: Remote) -> Option<Vec<Event>> {
    let joined = live.joined.as_ref().filter(|j| !j.opened)?;
    if joined.door.is_some() {
        return Some(Vec::new());
    }
    let mut events = vec![Event::Send { to: r, text: ticket_message(&joined.paired.ticket()) }];
    events.extend(live.peer.connected(r));
    Some(events)
}

/// A peer left the private room: its seat is free for its ticket again.
pub(super) fn left(live: &mut Live, r: Remote) {
    if let Some(door) = live.joined.as_mut().and_then(|j| j.door.as_mut()) {
        door.left(r);
    }
    if let Some(j) = live.joined.as_mut() {
        j.held.retain(|(from, _)| *from != r);
    }
}

/// A message in the private room, before the game opens: a ticket (the host lets its holder
/// in), or a message from a guest not yet let in (held). `None`: the game's, as any room's;
/// `Err`: a ticket refused, in words for the player.
pub(super) fn take(live: &mut Live, r: Remote, text: &str) -> Option<Result<Vec<Event>, String>> {
    let ticket = read_ticket(text);
    let Some(joined) = live.joined.as_mut().filter(|j| !j.opened) else {
        // A ticket reaching a game already open changes nothing.
        return ticket.map(|_| Ok(Vec::new()));
    };
    let Some(door) = joined.door.as_mut() else { return ticket.map(|_| Ok(Vec::new())) };
    let Some(ticket) = ticket else {
        if door.admitted(r) {
            return None;
        }
        joined.held.push((r, text.to_string()));
        return Some(Ok(Vec::new()));
    };
    let admitted = match ticket.and_then(|t| door.ticket(r, &t)) {
        Ok(admitted) => admitted,
        // The only refusal of a ticket: it names no seat of the draw, or one already taken.
        Err(_) => return Some(Err(msg::live_refused(&msg::live_refusal_bad_ticket()))),
    };
    let mut events = Vec::new();
    for guest in admitted {
        events.extend(live.peer.connected(guest));
        let held: Vec<String> = live.joined.as_mut().map(|j| {
            let (theirs, others): (Vec<_>, Vec<_>) = std::mem::take(&mut j.held).into_iter().partition(|(from, _)| *from == guest);
            j.held = others;
            theirs.into_iter().map(|(_, t)| t).collect()
        }).unwrap_or_default();
        for text in held {
            events.extend(live.peer.receive(guest, &text));
        }
    }
    Some(Ok(events))
}

/// After a round of the private room: the host starts a game of more than two seats once every
/// seat is in; a guest whose game opens checks it is the room's, at the seat it drew; a game
/// that has not opened in time, or that goes back to waiting once open (a player left while it
/// was starting), is given up. `Err`: back to looking, and why.
pub(super) fn follow(live: &mut Live, events: &[Event]) -> Result<Vec<Event>, Box<Again>> {
    let Some(mut joined) = live.joined.take() else { return Ok(Vec::new()) };
    let again = |joined: Joined, why: String| Err(Box::new(Again { search: joined.search, why }));
    let mut more = Vec::new();
    for event in events {
        match event {
            Event::Lobby { filled: Some(filled), of, .. } if filled == of && joined.door.is_some() && !joined.opened => more.extend(live.peer.begin()),
            Event::Open { seat, record } if !joined.opened => {
                let drawn = joined.paired.seat;
                let checked = match seat {
                    Some(s) if *s == drawn => joined.search.scope.admits(record, live.peer.clocks().map(|c| c.control())).map_err(|e| msg::live_pairing_again(&refusal::pairing(&e))),
                    _ => Err(msg::live_pairing_wrong_seat(u32::from(drawn) + 1)),
                };
                if let Err(why) = checked {
                    return again(joined, why);
                }
                joined.opened = true;
                // A paired game is rated: this player's rating goes to the others.
                if let Some(rating) = joined.search.claim {
                    more.extend(live.peer.claim_rating(rating));
                }
            }
            _ => {}
        }
    }
    if joined.opened && live.peer.table().is_none() {
        return again(joined, msg::live_pairing_player_left());
    }
    if !joined.opened && now_ms() - joined.since > START_MS {
        return again(joined, msg::live_pairing_no_start());
    }
    live.joined = Some(joined);
    Ok(more)
}

/// The search's news, for the page.
fn pairing(news: PairingNews) {
    tell(LiveEvent::Game(GameNews::Pairing(news)));
}
