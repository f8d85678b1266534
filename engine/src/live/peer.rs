//! One peer of a room as a state machine, so the whole protocol runs (and is tested) without a
//! network: the transport numbers the other peers it is connected to (`Remote`), hands over
//! what arrives from each, and carries out the events it gets back.
//!
//! Order of play: the host greets each newcomer; while its game has no guest it commits to a
//! secret with the first one, who commits back and reveals; once both secrets are in, both
//! know the seed, and the host sends `seat 1` with the game. A seated peer greets every
//! newcomer with `sync` and its record instead: a player who reloaded is recognised by its
//! seat and catches up (or is caught up with), anyone else watches. Moves, resignations,
//! claims, offers and answers then go to every peer in the room.

mod lobby;
mod throws;
mod time;
pub use time::GRACE_MS;

use super::commit::Exchange;
use super::hands::Throws;
use super::message::{Message, Proposal, Secret, VERSION};
use super::table::{Synced, Table};
use super::LiveError;
use crate::any::match_from_record;
use crate::clock::{Clocks, TimeControl};
use crate::game::{Concession, Seat};
use crate::record::Record;
use std::collections::BTreeMap;

/// The transport's number for another peer it is connected to.
pub type Remote = u32;

/// What the owner of a peer must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Send this to that peer.
    Send { to: Remote, text: String },
    /// Open this game; this device plays `seat`, or watches (`None`).
    Open { seat: Option<Seat>, record: String },
    /// Another player's action, checked and played here: show it.
    Played(String),
    /// The game ended by a concession (a resignation, a claim, an agreed draw).
    Ended(Concession),
    /// Moves were taken back: the game now has this many actions.
    TakenBack(usize),
    /// The other player proposes this; answer with `answer`.
    Offered(Proposal),
    /// The other player declined this device's proposal.
    Declined(Proposal),
    /// The player of this seat is in the room, or has left it.
    Present(Seat),
    Away(Seat),
    /// A message that was refused, and why; nothing was played.
    Refused(String),
    /// Something to tell the player (a resynchronisation, a hand chosen on the other side).
    Note(String),
    /// A chat line from the player of this seat.
    Chat { seat: Seat, text: String },
    /// A rock-paper-scissors side game waits for both hands: choose one with `throw`.
    ThrowsDue,
    /// A game of more than two seats waits for its players: this device plays `seat` of `of`;
    /// at the host, `filled` seats are taken (its own included) and `begin` starts once all are.
    Lobby { seat: Seat, filled: Option<usize>, of: usize },
}

/// A proposal standing in the position after `ply` actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Offer {
    what: Proposal,
    ply: usize,
    by: Seat,
}

/// Moves a spectator holds back because they arrived before the one they follow (each player
/// sends its own moves, so two players' moves may cross).
const EARLY_MAX: usize = 8;

pub struct Peer {
    /// The host's game until the guest is seated: its options and start, no moves.
    pending_game: Option<Record>,
    exchange: Exchange,
    /// The peer of the commit-reveal exchange, before the game starts.
    partner: Option<Remote>,
    seed: Option<u64>,
    table: Option<Table>,
    /// Peers connected now, with the seat each plays once known.
    remotes: BTreeMap<Remote, Option<Seat>>,
    offer: Option<Offer>,
    early: Vec<(Remote, String)>,
    /// The hidden hands of the side game due now, if any.
    throws: Option<Throws>,
    /// The ply at which `Event::ThrowsDue` was last given.
    throws_told: Option<usize>,
    /// The host's time control, and every seat's clock once the game is on.
    control: Option<TimeControl>,
    clocks: Option<Clocks>,
    /// A game of more than two seats before it opens.
    lobby: Option<lobby::Lobby>,
    /// The game's length and how long its turn has run on this device, as the transport last
    /// said (`turn_time`): a claim that another seat's time ran out is checked against it.
    running: (usize, u64),
}

/// The seat the host plays; the guest is seated at 1.
pub const HOST_SEAT: Seat = 0;
pub const GUEST_SEAT: Seat = 1;

impl Peer {
    /// The host of a new game with the options (and start) of `record`.
    pub fn host(record: &str, secret: Secret) -> Result<Peer, LiveError> {
        let (mut rec, _) = Record::parse(record).map_err(LiveError::Illegal)?;
        rec.actions.clear();
        rec.players.clear();
        rec.conceded = None;
        rec.notes = Default::default();
        let seats = match_from_record(&rec.to_text()).map_err(LiveError::Illegal)?.players().len();
        let lobby = (seats > 2).then(|| lobby::Lobby::new(seats, HOST_SEAT, rec.clone(), secret, None));
        Ok(Peer { pending_game: Some(rec), lobby, ..Peer::guest(secret) })
    }

    pub fn guest(secret: Secret) -> Peer {
        Peer {
            pending_game: None,
            exchange: Exchange::new(secret),
            partner: None,
            seed: None,
            table: None,
            remotes: BTreeMap::new(),
            offer: None,
            early: Vec::new(),
            throws: None,
            throws_told: None,
            control: None,
            clocks: None,
            lobby: None,
            running: (0, 0),
        }
    }

    /// A player back in the room after a reload, from what `saved` kept.
    pub fn resume(saved: &str, secret: Secret) -> Result<Peer, LiveError> {
        let (hand, saved) = throws::kept_hand(saved);
        let mut peer = Peer::resume_game(saved, secret)?;
        if let Some(hand) = hand {
            peer.keep_hand(hand);
        }
        Ok(peer)
    }

    fn resume_game(saved: &str, secret: Secret) -> Result<Peer, LiveError> {
        let (head, record) = saved.split_once('\n').ok_or_else(|| LiveError::Garbage("a saved live game without its record".into()))?;
        let mut fields = head.split(' ');
        let first = fields.next().unwrap_or_default();
        let control = fields.next().and_then(|c| TimeControl::parse(c).ok().flatten());
        if first == "host" {
            // The host reloaded before its guest came: the room is still its own.
            return Ok(Peer::host(record, secret)?.with_clock(control));
        }
        let seat = first.parse::<Seat>().map_err(|_| LiveError::Garbage("a saved live game without its seat".into()))?;
        let left: Vec<u64> = fields.next().unwrap_or("").split(',').filter_map(|ms| ms.parse().ok()).collect();
        let game = match_from_record(record).map_err(LiveError::Illegal)?;
        if seat as usize >= game.players().len() {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
        let (rec, _) = Record::parse(record).map_err(LiveError::Illegal)?;
        let seats = game.players().len();
        let clocks = control.map(|c| Clocks::kept(c, &left, seats));
        Ok(Peer { seed: Some(rec.seed), table: Some(Table::new(game, Some(seat))), control, clocks, ..Peer::guest(secret) })
    }

    /// The game is played with this time control (from the host's choice).
    pub fn with_clock(self, control: Option<TimeControl>) -> Peer {
        Peer { control, ..self }
    }

    /// Every seat's clock, when the game has a time control.
    pub fn clocks(&self) -> Option<&Clocks> {
        self.clocks.as_ref()
    }

    /// What to keep for a reload: the seat (`host` while the host waits for its guest), the
    /// time control and each seat's time left, and the record (`resume` reads it). Nothing for
    /// a spectator or a guest before the game starts.
    pub fn saved(&self) -> Option<String> {
        let clock = match (&self.control, &self.clocks) {
            (Some(c), Some(clocks)) => format!(" {} {}", c.name(), clocks.left_all().iter().map(u64::to_string).collect::<Vec<_>>().join(",")),
            (Some(c), None) => format!(" {}", c.name()),
            _ => String::new(),
        };
        if let Some(rec) = &self.pending_game {
            return Some(format!("host{clock}\n{}", rec.to_text()));
        }
        let table = self.table.as_ref()?;
        Some(format!("{}{}{clock}\n{}", self.hand_line(), table.seat()?, table.record()))
    }

    /// The events of a peer that already has its game (a resumed one): open it.
    pub fn start(&mut self) -> Vec<Event> {
        let mut events: Vec<Event> = self.table.iter().map(|t| Event::Open { seat: t.seat(), record: t.record() }).collect();
        self.tell_throws(&mut events);
        events
    }

    pub fn is_host(&self) -> bool {
        self.pending_game.is_some() || self.table.as_ref().is_some_and(|t| t.seat() == Some(HOST_SEAT))
    }

    /// The game, once seated or watching.
    pub fn table(&self) -> Option<&Table> {
        self.table.as_ref()
    }

    /// The agreed seed, once both secrets are in.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// Whether the player of `seat` is connected here.
    pub fn present(&self, seat: Seat) -> bool {
        self.remotes.values().any(|s| *s == Some(seat))
    }

    fn send(to: Remote, m: &Message) -> Event {
        Event::Send { to, text: m.encode() }
    }

    fn broadcast(&self, m: &Message) -> Vec<Event> {
        let text = m.encode();
        self.remotes.keys().map(|&to| Event::Send { to, text: text.clone() }).collect()
    }

    /// Another peer is connected: greet it, then commit (the host, for a guest) or tell it the
    /// game (a seated peer).
    pub fn connected(&mut self, r: Remote) -> Vec<Event> {
        // A message may come through before the connection is reported: keep the seat it named.
        self.remotes.entry(r).or_insert(None);
        let mut events = vec![Peer::send(r, &Message::Hello { version: VERSION })];
        if let Some(t) = &self.table {
            if let Some(seat) = t.seat() {
                events.push(Peer::send(r, &Message::Sync { seat, record: t.record() }));
            }
        } else if self.lobby.is_some() {
            events.extend(self.meet_in_lobby(r));
        } else if self.pending_game.is_some() && self.partner.is_none() {
            self.partner = Some(r);
            events.push(Peer::send(r, &Message::Commit(self.exchange.my_commitment())));
        }
        events
    }

    /// Another peer left (a reload, a closed lid, a network drop).
    pub fn disconnected(&mut self, r: Remote) -> Vec<Event> {
        let seat = self.remotes.remove(&r).flatten();
        if self.partner == Some(r) && self.table.is_none() {
            // The guest left before the game started: the next one starts afresh.
            self.partner = None;
            self.exchange = Exchange::new(self.exchange.mine());
        }
        self.early.retain(|(from, _)| *from != r);
        let mut events = self.left_lobby(seat);
        events.extend(seat.filter(|&s| !self.present(s) && self.table.is_some()).map(Event::Away));
        events
    }

    /// A message from peer `r`. Whatever it is, this never panics and never plays anything
    /// that was not checked: refusals come back as `Event::Refused`.
    pub fn receive(&mut self, r: Remote, text: &str) -> Vec<Event> {
        self.remotes.entry(r).or_insert(None);
        let mut events = match Message::decode(text).and_then(|m| self.handle(r, m, text)) {
            Ok(events) => events,
            Err(e) => vec![Event::Refused(e.to_string())],
        };
        self.tell_throws(&mut events);
        events
    }

    fn watching(&self) -> bool {
        self.table.as_ref().is_some_and(|t| t.seat().is_none())
    }

    /// Moves from the future are held by a spectator, and by a player of a game of more than
    /// two seats: two players' moves may cross on the way to a third.
    fn may_hold(&self) -> bool {
        self.watching() || self.table.as_ref().is_some_and(|t| t.game().players().len() > 2)
    }

    fn table_mut(&mut self) -> Result<&mut Table, LiveError> {
        self.table.as_mut().ok_or(LiveError::NotSeated)
    }

    /// The seat `r` plays, as it told us.
    fn seat_of(&self, r: Remote) -> Result<Seat, LiveError> {
        self.remotes.get(&r).copied().flatten().ok_or(LiveError::NotSeated)
    }

    fn handle(&mut self, r: Remote, message: Message, text: &str) -> Result<Vec<Event>, LiveError> {
        match message {
            Message::Hello { version } if version != VERSION => Err(LiveError::Version(version)),
            Message::Hello { .. } => Ok(Vec::new()),
            Message::Commit(c) => self.their_commitment(r, c),
            Message::Reveal(s) => {
                if self.partner != Some(r) || self.table.is_some() {
                    return Err(LiveError::BadCommit("a secret from a peer outside the exchange".into()));
                }
                self.exchange.their_secret(s)?;
                self.seed = self.exchange.seed(self.is_host());
                self.seat_guest(r)
            }
            Message::Seat { seat, record } => self.take_seat(r, seat, &record),
            Message::Sync { seat, record } => self.sync(r, seat, &record),
            Message::Move { ply, hash, spent_ms, action } => {
                let from = self.seat_of(r)?;
                if self.table.as_ref().is_some_and(|t| t.to_act() == Some(from) && t.game().len() == ply)
                    && self.clocks.as_ref().is_some_and(|c| c.flagged(from, spent_ms.unwrap_or(0)))
                {
                    // Made after its player's own clock ran out: lost on time instead.
                    return self.end(Concession::OutOfTime(from));
                }
                if self.table.as_ref().is_some_and(|t| ply > t.game().len()) && self.may_hold() && self.early.len() < EARLY_MAX {
                    self.early.push((r, text.to_string()));
                    return Ok(Vec::new());
                }
                match self.table_mut()?.remote_move(from, ply, hash, &action) {
                    Ok(long) => {
                        self.offer = None;
                        if let Some(c) = &mut self.clocks {
                            let _ = c.charge(from, spent_ms.unwrap_or(0));
                        }
                        let mut events = vec![Event::Played(long)];
                        events.extend(self.replay_early());
                        Ok(events)
                    }
                    Err(e @ LiveError::HashMismatch { .. }) => {
                        // Both sides then settle on the host's record (see `Table::sync`).
                        let mut events = vec![Event::Refused(e.to_string())];
                        events.extend(self.sync_message().map(|m| Peer::send(r, &m)));
                        Ok(events)
                    }
                    Err(e) => Err(e),
                }
            }
            Message::Resign { seat } => {
                if self.seat_of(r)? != seat {
                    return Err(LiveError::WrongSeat { seat, to_act: None });
                }
                self.end(Concession::Resigned(seat))
            }
            Message::Clock(c) => {
                if self.partner != Some(r) || self.table.is_some() || self.pending_game.is_some() {
                    return Err(LiveError::Garbage("a time control from a peer that is not the host".into()));
                }
                self.control = Some(c);
                Ok(Vec::new())
            }
            Message::Flag { seat } => {
                let own = self.seat_of(r)? == seat;
                if self.table.as_ref().and_then(Table::to_act) != Some(seat) || self.clocks.is_none() || !(own || self.ran_out_here(seat)) {
                    return Err(LiveError::WrongSeat { seat, to_act: None });
                }
                self.end(Concession::OutOfTime(seat))
            }
            Message::Claim { seat } => {
                let from = self.seat_of(r)?;
                if from == seat || self.present(seat) || self.table.as_ref().and_then(Table::seat) == Some(seat) {
                    return Err(LiveError::WrongSeat { seat, to_act: None });
                }
                self.end(Concession::Resigned(seat))
            }
            Message::Offer { what, ply } => {
                let by = self.seat_of(r)?;
                self.check_offer(what, ply, by)?;
                self.offer = Some(Offer { what, ply, by });
                Ok(vec![Event::Offered(what)])
            }
            Message::Answer { what, ply, accept } => {
                // The proposer, or a spectator, hears the other player's answer.
                let from = self.seat_of(r)?;
                let standing = self.offer.filter(|o| o.what == what && o.ply == ply && o.by != from);
                let Some(offer) = standing else {
                    return Err(LiveError::Garbage(format!("an answer to no standing {} offer", what.name())));
                };
                self.offer = None;
                match (accept, self.table.as_ref().and_then(Table::seat) == Some(offer.by)) {
                    (true, _) => self.carry_out(offer),
                    (false, true) => Ok(vec![Event::Declined(what)]),
                    (false, false) => Ok(Vec::new()),
                }
            }
            Message::Chat(text) => Ok(vec![Event::Chat { seat: self.seat_of(r)?, text }]),
            Message::Hand { ply, commit } => {
                let from = self.seat_of(r)?;
                if let Some(early) = self.early_hand(r, ply, text) {
                    return Ok(early);
                }
                self.due_throws(Some(ply), from)?;
                let throws = self.throws_at(ply);
                throws.their_commitment(from, commit)?;
                let chosen = throws.chosen();
                let mut events = self.reveal_and_settle()?;
                if !chosen && self.table.as_ref().and_then(Table::seat).is_some() {
                    events.push(Event::Note("Your friend has chosen a hand.".into()));
                }
                Ok(events)
            }
            Message::Show { ply, hand, secret } => {
                let from = self.seat_of(r)?;
                self.due_throws(Some(ply), from)?;
                self.throws_at(ply).their_reveal(from, hand, secret)?;
                self.reveal_and_settle()
            }
            Message::Place { seat, record } => self.placed(r, seat, &record),
            Message::Pledge { seat, commit } => self.pledge(r, seat, commit),
            Message::Unveil { seat, secret } => self.unveil(r, seat, secret),
        }
    }

    fn their_commitment(&mut self, r: Remote, c: [u8; 32]) -> Result<Vec<Event>, LiveError> {
        if self.table.is_some() {
            return Err(LiveError::BadCommit("a commitment after the game started".into()));
        }
        let is_host = self.pending_game.is_some();
        match self.partner {
            Some(p) if p != r => return Err(LiveError::BadCommit("a commitment from a peer outside the exchange".into())),
            None if is_host => return Err(LiveError::BadCommit("a commitment the host did not ask for".into())),
            _ => {}
        }
        let secret = self.exchange.their_commitment(c)?;
        let mut events = Vec::new();
        if self.partner.is_none() {
            // The guest answers the host's commitment with its own.
            self.partner = Some(r);
            events.push(Peer::send(r, &Message::Commit(self.exchange.my_commitment())));
        }
        events.push(Peer::send(r, &Message::Reveal(secret)));
        Ok(events)
    }

    /// The host, once the seed is agreed: seats the guest and opens the game here.
    fn seat_guest(&mut self, r: Remote) -> Result<Vec<Event>, LiveError> {
        let (Some(rec), Some(seed)) = (&self.pending_game, self.seed) else { return Ok(Vec::new()) };
        let record = Record { seed, ..rec.clone() }.to_text();
        let game = match_from_record(&record).map_err(LiveError::Illegal)?;
        self.clocks = self.control.map(|c| Clocks::new(c, game.players().len()));
        self.table = Some(Table::new(game, Some(HOST_SEAT)));
        self.pending_game = None;
        self.remotes.insert(r, Some(GUEST_SEAT));
        let clock = self.control.map(|c| Peer::send(r, &Message::Clock(c)));
        Ok(clock.into_iter().chain([
            Peer::send(r, &Message::Seat { seat: GUEST_SEAT, record: record.clone() }),
            Event::Open { seat: Some(HOST_SEAT), record },
            Event::Present(GUEST_SEAT),
        ]).collect())
    }

    /// The guest, told its seat and the game by its partner: the seed must be the agreed one.
    fn take_seat(&mut self, r: Remote, seat: Seat, record: &str) -> Result<Vec<Event>, LiveError> {
        if self.partner != Some(r) || self.table.is_some() {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
        let seed = self.seed.ok_or_else(|| LiveError::BadCommit("seated before the seed was agreed".into()))?;
        let (rec, _) = Record::parse(record).map_err(LiveError::Illegal)?;
        let game = match_from_record(record).map_err(LiveError::Illegal)?;
        if rec.seed != seed {
            return Err(LiveError::BadCommit("the game's seed is not the agreed one".into()));
        }
        if seat as usize >= game.players().len() || seat == HOST_SEAT {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
        self.clocks = self.control.map(|c| Clocks::new(c, game.players().len()));
        self.table = Some(Table::new(game, Some(seat)));
        self.remotes.insert(r, Some(HOST_SEAT));
        Ok(vec![Event::Open { seat: Some(seat), record: record.to_string() }, Event::Present(HOST_SEAT)])
    }

    fn sync_message(&self) -> Option<Message> {
        let t = self.table.as_ref()?;
        Some(Message::Sync { seat: t.seat()?, record: t.record() })
    }

    /// A seated peer told us its seat and record: it is that seat's player from now on, and
    /// whichever record is behind catches up. A newcomer without a game watches it.
    fn sync(&mut self, r: Remote, seat: Seat, record: &str) -> Result<Vec<Event>, LiveError> {
        let mut events = Vec::new();
        match &mut self.table {
            None => {
                if self.pending_game.is_some() {
                    return Err(LiveError::WrongSeat { seat, to_act: None });
                }
                let game = match_from_record(record).map_err(LiveError::Illegal)?;
                if seat as usize >= game.players().len() {
                    return Err(LiveError::WrongSeat { seat, to_act: None });
                }
                self.table = Some(Table::new(game, None));
                events.push(Event::Open { seat: None, record: record.to_string() });
                events.push(Event::Note("This game is full: you are watching it.".into()));
            }
            Some(t) => {
                if t.seat() == Some(seat) {
                    return Err(LiveError::WrongSeat { seat, to_act: None });
                }
                let before = t.game().len();
                match t.sync(seat, record)? {
                    Synced::Kept => {}
                    Synced::CaughtUp => {
                        self.offer = None;
                        events.push(Event::Open { seat: t.seat(), record: t.record() });
                        let added = t.game().len().saturating_sub(before);
                        events.push(Event::Note(format!("Caught up with the other device ({added} new actions).")));
                    }
                    Synced::Resynchronised => {
                        self.offer = None;
                        events.push(Event::Open { seat: t.seat(), record: t.record() });
                        events.push(Event::Note("The records differed: this game now follows the host's record.".into()));
                    }
                }
            }
        }
        let was_present = self.present(seat);
        self.remotes.insert(r, Some(seat));
        if !was_present {
            events.push(Event::Present(seat));
        }
        // A side game's hands cross again, in case one side reloaded in between.
        events.extend(self.hand_again(r));
        Ok(events)
    }

    /// Moves that arrived early, played now that their turn came (or dropped if still not).
    fn replay_early(&mut self) -> Vec<Event> {
        let early = std::mem::take(&mut self.early);
        early.into_iter().flat_map(|(r, text)| self.receive(r, &text)).collect()
    }

    fn end(&mut self, c: Concession) -> Result<Vec<Event>, LiveError> {
        self.table_mut()?.concede(c)?;
        self.offer = None;
        Ok(vec![Event::Ended(c)])
    }

    fn check_offer(&self, what: Proposal, ply: usize, by: Seat) -> Result<(), LiveError> {
        let t = self.table.as_ref().ok_or(LiveError::NotSeated)?;
        let expected = t.game().len();
        if ply != expected {
            return Err(LiveError::StalePly { got: ply, expected });
        }
        t.may_propose(what, by)
    }

    /// An accepted proposal, the same on both sides.
    fn carry_out(&mut self, offer: Offer) -> Result<Vec<Event>, LiveError> {
        let t = self.table_mut()?;
        match offer.what {
            Proposal::Draw => self.end(Concession::DrawAgreed),
            Proposal::Takeback => {
                let len = t.take_back(offer.by).ok_or(LiveError::Illegal(crate::error::Error::IllegalAction("nothing to take back".into())))?;
                Ok(vec![Event::TakenBack(len)])
            }
            Proposal::Rematch => {
                let next = t.rematch()?;
                let open = Event::Open { seat: next.seat(), record: next.record() };
                self.seed = next.game().record_text().lines().find_map(|l| l.strip_prefix("seed ")?.parse().ok());
                self.clocks = self.control.map(|c| Clocks::new(c, next.game().players().len()));
                self.table = Some(next);
                self.early.clear();
                // Who plays which seat changed: the other seats swap round too.
                let seats = self.table.as_ref().map_or(2, |t| t.game().players().len()) as Seat;
                for seat in self.remotes.values_mut().flatten() {
                    *seat = (*seat + 1) % seats;
                }
                Ok(vec![open])
            }
        }
    }

    /// The player here acted: the message for the others, or why not.
    pub fn local_move(&mut self, text: &str) -> Vec<Event> {
        self.local_move_timed(text, 0)
    }

    /// The player here acted after thinking `spent_ms` (measured on this device): with a
    /// clock, the time goes with the move; a move after the flag fell loses on time instead.
    pub fn local_move_timed(&mut self, text: &str, spent_ms: u64) -> Vec<Event> {
        self.local(|p| {
            let me = p.my_seat()?;
            if p.clocks.as_ref().is_some_and(|c| c.flagged(me, spent_ms)) {
                return p.flag_fell();
            }
            let mut m = p.table_mut()?.local_move(text)?;
            p.offer = None;
            if let (Some(c), Message::Move { spent_ms: spent, .. }) = (&mut p.clocks, &mut m) {
                let _ = c.charge(me, spent_ms);
                *spent = Some(spent_ms);
            }
            Ok(p.broadcast(&m))
        })
    }

    /// This device's player ran out of time (its clock runs here): the game is lost on time.
    pub fn flag(&mut self) -> Vec<Event> {
        self.local(Peer::flag_fell)
    }

    fn flag_fell(&mut self) -> Result<Vec<Event>, LiveError> {
        let seat = self.my_seat()?;
        if self.clocks.is_none() || self.table.as_ref().and_then(Table::to_act) != Some(seat) {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
        let mut events = self.end(Concession::OutOfTime(seat))?;
        events.extend(self.broadcast(&Message::Flag { seat }));
        Ok(events)
    }

    fn my_seat(&self) -> Result<Seat, LiveError> {
        self.table.as_ref().and_then(Table::seat).ok_or(LiveError::NotSeated)
    }

    /// The player here resigns.
    pub fn resign(&mut self) -> Vec<Event> {
        self.local(|p| {
            let seat = p.my_seat()?;
            let mut events = p.end(Concession::Resigned(seat))?;
            events.extend(p.broadcast(&Message::Resign { seat }));
            Ok(events)
        })
    }

    /// The player here takes the game of the other, who has stayed away.
    pub fn claim(&mut self) -> Vec<Event> {
        self.local(|p| {
            let me = p.my_seat()?;
            let seats = p.table.as_ref().map_or(0, |t| t.game().players().len()) as Seat;
            let away = (0..seats).find(|&s| s != me && !p.present(s)).ok_or_else(|| LiveError::Garbage("every player is here".into()))?;
            let mut events = p.end(Concession::Resigned(away))?;
            events.extend(p.broadcast(&Message::Claim { seat: away }));
            Ok(events)
        })
    }

    /// The player here proposes `what` to the other.
    pub fn propose(&mut self, what: Proposal) -> Vec<Event> {
        self.local(|p| {
            let by = p.my_seat()?;
            let ply = p.table.as_ref().map_or(0, |t| t.game().len());
            p.check_offer(what, ply, by)?;
            p.offer = Some(Offer { what, ply, by });
            Ok(p.broadcast(&Message::Offer { what, ply }))
        })
    }

    /// The player here answers the other's standing proposal.
    pub fn answer(&mut self, accept: bool) -> Vec<Event> {
        self.local(|p| {
            let me = p.my_seat()?;
            let offer = p.offer.filter(|o| o.by != me).ok_or_else(|| LiveError::Garbage("no offer to answer".into()))?;
            p.offer = None;
            let mut events = p.broadcast(&Message::Answer { what: offer.what, ply: offer.ply, accept });
            if accept {
                events.extend(p.carry_out(offer)?);
            }
            Ok(events)
        })
    }

    /// Text from a chat box, sent as it is once it decodes as a chat line.
    pub fn chat(&mut self, text: &str) -> Vec<Event> {
        self.local(|p| {
            let m = Message::decode(&format!("chat {text}"))?;
            Ok(p.broadcast(&m))
        })
    }

    fn local(&mut self, f: impl FnOnce(&mut Peer) -> Result<Vec<Event>, LiveError>) -> Vec<Event> {
        let mut events = f(self).unwrap_or_else(|e| vec![Event::Refused(e.to_string())]);
        self.tell_throws(&mut events);
        events
    }
}
