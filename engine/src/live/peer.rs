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
mod names;
mod claims;
mod offers;
mod seats;
mod hidden;
mod time;
pub use offers::OFFER_PAUSE_ACTIONS;
pub use time::{CLAIM_EXCESS_MS, GRACE_MS, LATENCY_ALLOWANCE_MS};

use super::commit::{seat_root, share, Exchange};
use super::guard::{Guard, SeatKey};
use super::hidden::Choices;
use super::message::{Message, Proposal, Secret, VERSION};
use super::table::{Synced, Table};
use super::note::Note;
use super::reason::{BadCommit, Garbage};
use super::LiveError;
use crate::any::{match_from, match_from_parsed, match_from_record};
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
    /// The player of seat `by` proposes this; answer with `answer`.
    Offered { what: Proposal, by: Seat },
    /// The player of seat `by` declined the proposal standing: it is dropped.
    Declined { what: Proposal, by: Seat },
    /// The player of seat `by` came back (a reload, a new connection), its device knowing
    /// nothing of the proposal standing: it is dropped everywhere it is heard, and may be made
    /// again.
    Withdrawn { what: Proposal, by: Seat },
    /// The player of this seat is in the room, or has left it.
    Present(Seat),
    Away(Seat),
    /// A message that was refused, and why; nothing was played.
    Refused(LiveError),
    /// Something to tell the player (a resynchronisation, a hidden choice made on the other side).
    Note(Note),
    /// A chat line from the player of this seat.
    Chat { seat: Seat, text: String },
    /// A hidden choice waits for both players (`Game::hidden_choice`): make it with
    /// `choose_hidden`.
    ChoiceDue,
    /// A game of more than two seats waits for its players: this device plays `seat` of `of`;
    /// at the host, `filled` seats are taken (its own included) and `begin` starts once all are.
    Lobby { seat: Seat, filled: Option<usize>, of: usize },
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
    /// Seats whose player left the room (one bit each) and has not come back yet.
    left: u8,
    offer: Option<offers::Offer>,
    /// Proposals declined in this game, each its player's last: asked again only later.
    declined: Vec<offers::Declined>,
    /// The names the peers' players go by, and this device's player's own.
    names: BTreeMap<Remote, String>,
    my_name: Option<String>,
    /// The ratings the peers' players claim in a rated game (kept by seat once a peer left),
    /// and this device's player's own.
    claims: BTreeMap<Remote, crate::rating::Rating>,
    left_claims: BTreeMap<Seat, crate::rating::Rating>,
    my_claim: Option<crate::rating::Rating>,
    early: Vec<(Remote, String)>,
    /// The hidden choices due now, if any.
    choices: Option<Choices>,
    /// The ply at which `Event::ChoiceDue` was last given.
    choice_told: Option<usize>,
    /// The host's time control, and every seat's clock once the game is on.
    control: Option<TimeControl>,
    clocks: Option<Clocks>,
    /// A game of more than two seats before it opens.
    lobby: Option<lobby::Lobby>,
    /// The lobby the game opened from: a guest's start may still be called off by the host,
    /// and a copy of its round's messages may still come over a link that opened late.
    started: Option<lobby::Lobby>,
    /// The game's length and how long its turn has run on this device, as the transport last
    /// said (`turn_time`): a claim that another seat's time ran out, and the thinking time a
    /// move claims, are checked against it.
    running: time::TurnMeasure,
    /// This device's own secret, never sent: the secrets it reveals and its seat token come
    /// from it (`commit::share`, `commit::seat_root`).
    master: Secret,
    /// Exchanges with a guest begun so far (a guest who leaves before the start is replaced).
    attempt: u32,
    /// The first share of `master` a lobby may still use here (see `lobby::Lobby`).
    next_share: u32,
    /// This device's seat token, and what it holds of the other seats' tokens.
    key: SeatKey,
    guards: BTreeMap<Seat, Guard>,
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
        let seats = match_from(&rec).map_err(LiveError::Illegal)?.players().len();
        let lobby = (seats > 2).then(|| lobby::Lobby::new(seats, HOST_SEAT, rec.clone(), &secret, None, 0, 0));
        Ok(Peer { pending_game: Some(rec), lobby, ..Peer::guest(secret) })
    }

    pub fn guest(secret: Secret) -> Peer {
        Peer {
            pending_game: None,
            exchange: Exchange::new(share(&secret, 0)),
            partner: None,
            seed: None,
            table: None,
            remotes: BTreeMap::new(),
            left: 0,
            offer: None,
            declined: Vec::new(),
            names: BTreeMap::new(),
            my_name: None,
            claims: BTreeMap::new(),
            left_claims: BTreeMap::new(),
            my_claim: None,
            early: Vec::new(),
            choices: None,
            choice_told: None,
            control: None,
            clocks: None,
            lobby: None,
            started: None,
            running: time::TurnMeasure::default(),
            master: secret,
            attempt: 0,
            next_share: 0,
            key: SeatKey::new(seat_root(&secret)),
            guards: BTreeMap::new(),
        }
    }

    /// A player back in the room after a reload, from what `saved` kept.
    pub fn resume(saved: &str, secret: Secret) -> Result<Peer, LiveError> {
        let (kept, saved) = hidden::kept_choice(saved);
        let mut keyed = Peer::guest(secret);
        let saved = keyed.take_key_line(saved);
        let mut peer = Peer::resume_game(saved, secret)?;
        (peer.key, peer.guards) = (keyed.key, keyed.guards);
        if let Some(kept) = kept {
            peer.keep_choice(kept);
        }
        Ok(peer)
    }

    fn resume_game(saved: &str, secret: Secret) -> Result<Peer, LiveError> {
        let (head, record) = saved.split_once('\n').ok_or(LiveError::Garbage(Garbage::SavedWithoutRecord))?;
        let mut fields = head.split(' ');
        let first = fields.next().unwrap_or_default();
        let control = fields.next().and_then(|c| TimeControl::parse(c).ok().flatten());
        if first == "host" {
            // The host reloaded before the game opened: the room is still its own. Its rounds
            // go on past the last one (`round=`), so a message of an earlier one is known late.
            let last = head.split(' ').find_map(|f| f.strip_prefix("round=")?.parse::<u32>().ok());
            let mut peer = Peer::host(record, secret)?.with_clock(control);
            if let Some(last) = last {
                peer.renumber_lobby(last.wrapping_add(1));
            }
            return Ok(peer);
        }
        let seat = first.parse::<Seat>().map_err(|_| LiveError::Garbage(Garbage::SavedWithoutSeat))?;
        let left: Vec<u64> = fields.next().unwrap_or("").split(',').filter_map(|ms| ms.parse().ok()).collect();
        let (rec, lines) = Record::parse(record).map_err(LiveError::Illegal)?;
        let game = match_from_parsed(&rec, &lines).map_err(LiveError::Illegal)?;
        if seat as usize >= game.players().len() {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
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
            let round = self.lobby.as_ref().map(|l| format!(" round={}", l.number())).unwrap_or_default();
            return Some(format!("host{clock}{round}\n{}", rec.to_text()));
        }
        let table = self.table.as_ref()?;
        Some(format!("{}{}{}{clock}\n{}", self.choice_line(), self.key_line(), table.seat()?, table.record()))
    }

    /// The events of a peer that already has its game (a resumed one): open it.
    pub fn start(&mut self) -> Vec<Event> {
        let mut events: Vec<Event> = self.table.iter().map(|t| Event::Open { seat: t.seat(), record: t.record() }).collect();
        self.tell_choice(&mut events);
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
        events.extend(self.name_for(r));
        events.extend(self.claim_for(r));
        if self.table.is_some() {
            events.extend(self.greet(r));
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
        self.names.remove(&r);
        self.keep_claim(r, seat);
        if self.partner == Some(r) && self.table.is_none() {
            // The guest left before the game started: the next one starts afresh.
            self.partner = None;
            self.attempt += 1;
            self.exchange = Exchange::new(share(&self.master, self.attempt));
        }
        self.early.retain(|(from, _)| *from != r);
        if seat == Some(HOST_SEAT) && self.pending_game.is_none() {
            if let Some(events) = self.host_left() {
                return events;
            }
        }
        let mut events = self.left_lobby(seat);
        let away = seat.filter(|&s| !self.present(s) && self.table.is_some());
        if let Some(s) = away {
            self.left |= 1 << s;
        }
        events.extend(away.map(Event::Away));
        events
    }

    /// A message from peer `r`. Whatever it is, this never panics and never plays anything
    /// that was not checked: refusals come back as `Event::Refused`.
    pub fn receive(&mut self, r: Remote, text: &str) -> Vec<Event> {
        self.remotes.entry(r).or_insert(None);
        let mut events = match Message::decode(text).and_then(|m| self.handle(r, m, text)) {
            Ok(events) => events,
            Err(e) => vec![Event::Refused(e)],
        };
        self.tell_choice(&mut events);
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
        self.remotes.get(&r).copied().flatten().ok_or(LiveError::UnknownSeat)
    }

    fn handle(&mut self, r: Remote, message: Message, text: &str) -> Result<Vec<Event>, LiveError> {
        match message {
            Message::Hello { version } if version != VERSION => Err(LiveError::Version(version)),
            Message::Hello { .. } => Ok(Vec::new()),
            Message::Commit(c) => self.their_commitment(r, c),
            Message::Reveal(s) => {
                if self.partner != Some(r) || self.table.is_some() {
                    return Err(LiveError::BadCommit(BadCommit::SecretFromOutsider));
                }
                self.exchange.their_secret(s)?;
                self.seed = self.exchange.seed(self.is_host());
                self.seat_guest(r)
            }
            Message::Seat { seat, record } => self.take_seat(r, seat, &record),
            Message::Sync { seat, link, record } => self.sync(r, seat, link, &record),
            Message::Guard { seat, link } => self.guard(r, seat, link),
            Message::Move { ply, hash, spent_ms, action } => {
                let from = self.seat_of(r)?;
                let in_turn = self.table.as_ref().is_some_and(|t| t.to_act() == Some(from) && t.game().len() == ply);
                // The thinking time to charge: the claim, bounded by this device's measure.
                let charge = match self.clocks {
                    Some(_) if in_turn => Some(self.charge_for(ply, spent_ms.unwrap_or(0))?),
                    _ => None,
                };
                if let (Some(c), Some(charge)) = (&self.clocks, charge) {
                    if c.flagged(from, charge.ms) {
                        // Made after its player's own clock ran out: lost on time instead.
                        return self.end(Concession::OutOfTime(from));
                    }
                }
                if self.table.as_ref().is_some_and(|t| ply > t.game().len()) && self.may_hold() && self.early.len() < EARLY_MAX {
                    self.early.push((r, text.to_string()));
                    return Ok(Vec::new());
                }
                match self.table_mut()?.remote_move(from, ply, hash, &action) {
                    Ok(long) => {
                        self.offer = None;
                        let mut events = vec![Event::Played(long)];
                        if let (Some(c), Some(charge)) = (&mut self.clocks, charge) {
                            let _ = c.charge(from, charge.ms);
                            if charge.raised {
                                let claimed_ms = spent_ms.unwrap_or(0);
                                events.push(Event::Note(Note::TimeCharged { seat: from, claimed_ms, measured_ms: charge.measured, charged_ms: charge.ms }));
                            }
                        }
                        events.extend(self.replay_early());
                        Ok(events)
                    }
                    Err(e @ LiveError::HashMismatch { .. }) => {
                        // Both sides then settle on the host's record (see `Table::sync`).
                        let mut events = vec![Event::Refused(e)];
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
                    return Err(LiveError::Garbage(Garbage::ClockFromGuest));
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
                self.end(Concession::Abandoned(seat))
            }
            Message::Offer { what, ply } => self.offered(r, what, ply),
            Message::Answer { what, ply, accept } => self.answered(r, what, ply, accept),
            Message::Chat(text) => Ok(vec![Event::Chat { seat: self.seat_of(r)?, text }]),
            Message::Name(name) => Ok(self.named(r, name)),
            Message::Rating(rating) => Ok(self.claimed(r, rating)),
            Message::Hand { ply, commit } => {
                let from = self.seat_of(r)?;
                if let Some(early) = self.early_choice(r, ply, text) {
                    return Ok(early);
                }
                let (_, due) = self.due_choice(Some(ply), from)?;
                let choices = self.choices_at(ply);
                choices.their_commitment(from, commit)?;
                let chosen = choices.chosen();
                let mut events = self.reveal_and_settle()?;
                if !chosen && self.table.as_ref().and_then(Table::seat).is_some() {
                    events.push(Event::Note(Note::Chosen { noun: due.noun }));
                }
                Ok(events)
            }
            Message::Show { ply, choice, secret } => {
                let from = self.seat_of(r)?;
                self.due_choice(Some(ply), from)?;
                self.check_choice(&choice)?;
                self.choices_at(ply).their_reveal(from, &choice, secret)?;
                self.reveal_and_settle()
            }
            Message::Place { seat, round, record } => self.placed(r, seat, round, &record),
            Message::Pledge { seat, round, commit } => self.pledge(r, seat, round, commit, text),
            Message::Unveil { seat, round, secret } => self.unveil(r, seat, round, secret, text),
            Message::Abandon { seat, round } => self.abandoned(r, seat, round),
        }
    }

    fn their_commitment(&mut self, r: Remote, c: [u8; 32]) -> Result<Vec<Event>, LiveError> {
        if self.table.is_some() {
            return Err(LiveError::BadCommit(BadCommit::CommitmentAfterStart));
        }
        let is_host = self.pending_game.is_some();
        match self.partner {
            Some(p) if p != r => return Err(LiveError::BadCommit(BadCommit::CommitmentFromOutsider)),
            None if is_host => return Err(LiveError::BadCommit(BadCommit::Unasked)),
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
        let rec = Record { seed, ..rec.clone() };
        let game = match_from(&rec).map_err(LiveError::Illegal)?;
        let record = rec.to_text();
        self.clocks = self.control.map(|c| Clocks::new(c, game.players().len()));
        self.table = Some(Table::new(game, Some(HOST_SEAT)));
        self.pending_game = None;
        self.remotes.insert(r, Some(GUEST_SEAT));
        let clock = self.control.map(|c| Peer::send(r, &Message::Clock(c)));
        Ok(clock.into_iter().chain([
            Peer::send(r, &Message::Seat { seat: GUEST_SEAT, record: record.clone() }),
            Peer::send(r, &self.anchor_message(HOST_SEAT)),
            Event::Open { seat: Some(HOST_SEAT), record },
            Event::Present(GUEST_SEAT),
        ]).collect())
    }

    /// The guest, told its seat and the game by its partner: the seed must be the agreed one.
    fn take_seat(&mut self, r: Remote, seat: Seat, record: &str) -> Result<Vec<Event>, LiveError> {
        if self.partner != Some(r) || self.table.is_some() {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
        let seed = self.seed.ok_or(LiveError::BadCommit(BadCommit::SeatedEarly))?;
        let (rec, lines) = Record::parse(record).map_err(LiveError::Illegal)?;
        if rec.seed != seed {
            return Err(LiveError::BadCommit(BadCommit::OtherSeed));
        }
        let game = match_from_parsed(&rec, &lines).map_err(LiveError::Illegal)?;
        if seat as usize >= game.players().len() || seat == HOST_SEAT {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
        self.clocks = self.control.map(|c| Clocks::new(c, game.players().len()));
        self.table = Some(Table::new(game, Some(seat)));
        self.remotes.insert(r, Some(HOST_SEAT));
        Ok(vec![Peer::send(r, &self.anchor_message(seat)), Event::Open { seat: Some(seat), record: record.to_string() }, Event::Present(HOST_SEAT)])
    }

    fn sync_message(&self) -> Option<Message> {
        let t = self.table.as_ref()?;
        Some(Message::Sync { seat: t.seat()?, link: None, record: t.record() })
    }

    /// A seated peer told us its seat and record: it is that seat's player from now on (if its
    /// token says so, `check_claim`), and whichever record is behind catches up. A newcomer
    /// without a game watches it.
    fn sync(&mut self, r: Remote, seat: Seat, link: Option<[u8; 32]>, record: &str) -> Result<Vec<Event>, LiveError> {
        let mut events = Vec::new();
        let mut claimed = None;
        if self.table.is_none() {
            if self.pending_game.is_some() {
                return Err(LiveError::WrongSeat { seat, to_act: None });
            }
            let game = match_from_record(record).map_err(LiveError::Illegal)?;
            if seat as usize >= game.players().len() {
                return Err(LiveError::WrongSeat { seat, to_act: None });
            }
            self.table = Some(Table::new(game, None));
            events.push(Event::Open { seat: None, record: record.to_string() });
            events.push(Event::Note(Note::Watching));
        } else {
            if self.table.as_ref().and_then(Table::seat) == Some(seat) {
                return Err(LiveError::WrongSeat { seat, to_act: None });
            }
            claimed = self.check_claim(r, seat, link)?;
            let t = self.table_mut()?;
            let before = t.game().len();
            let synced = t.sync(seat, record)?;
            let open = Event::Open { seat: t.seat(), record: t.record() };
            let added = t.game().len().saturating_sub(before);
            match synced {
                Synced::Kept => {}
                Synced::CaughtUp => events.extend([open, Event::Note(Note::CaughtUp { added })]),
                Synced::Resynchronised => events.extend([open, Event::Note(Note::Resynchronised)]),
            }
            if synced != Synced::Kept {
                self.offer = None;
            }
        }
        let was_present = self.present(seat);
        events.extend(self.withdraw_on_return(r, seat));
        self.seat_claimed(r, seat, claimed);
        if !was_present {
            events.push(Event::Present(seat));
        }
        // A hidden choice crosses again, in case one side reloaded in between.
        events.extend(self.choice_again(r));
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
            let away = (0..seats).find(|&s| s != me && !p.present(s)).ok_or(LiveError::Garbage(Garbage::EveryoneHere))?;
            let mut events = p.end(Concession::Abandoned(away))?;
            events.extend(p.broadcast(&Message::Claim { seat: away }));
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
        let mut events = f(self).unwrap_or_else(|e| vec![Event::Refused(e)]);
        self.tell_choice(&mut events);
        events
    }
}
