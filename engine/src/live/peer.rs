//! One peer of a two-player room as a state machine, so the whole protocol runs (and is tested)
//! without a network: the transport hands it what arrives and carries out the events it returns.
//!
//! Order of play: on connecting, each side sends `hello` and its commitment; on a commitment,
//! it reveals its secret; once the secrets are in, both know the seed, and the host sends
//! `seat 1` with the game (its options, the agreed seed, no moves yet). Then moves go both ways.

use super::commit::Exchange;
use super::message::{Message, Secret, VERSION};
use super::table::Table;
use super::LiveError;
use crate::any::match_from_record;
use crate::game::Seat;
use crate::record::Record;

/// What the owner of a peer must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Send this to the other peer.
    Send(String),
    /// Open this game; this device plays `seat`.
    Open { seat: Seat, record: String },
    /// The other player's action, checked and played here: show it.
    Played(String),
    /// A message that was refused, and why; nothing was played.
    Refused(String),
    /// Something to tell the player (a resignation, a chat line).
    Note(String),
}

pub struct Peer {
    /// The host's game: its options, seed and start, moves dropped. `None` for a guest.
    host_game: Option<Record>,
    exchange: Exchange,
    committed: bool,
    seed: Option<u64>,
    table: Option<Table>,
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
        match_from_record(&rec.to_text()).map_err(LiveError::Illegal)?;
        Ok(Peer { host_game: Some(rec), ..Peer::guest(secret) })
    }

    pub fn guest(secret: Secret) -> Peer {
        Peer { host_game: None, exchange: Exchange::new(secret), committed: false, seed: None, table: None }
    }

    pub fn is_host(&self) -> bool {
        self.host_game.is_some()
    }

    /// The game, once seated.
    pub fn table(&self) -> Option<&Table> {
        self.table.as_ref()
    }

    /// The agreed seed, once both secrets are in.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The other peer is connected: greet it and commit.
    pub fn connected(&mut self) -> Vec<Event> {
        if self.committed {
            return Vec::new();
        }
        self.committed = true;
        vec![Event::Send(Message::Hello { version: VERSION }.encode()), Event::Send(Message::Commit(self.exchange.my_commitment()).encode())]
    }

    /// A message from the other peer. Whatever it is, this never panics and never plays
    /// anything that was not checked: refusals come back as `Event::Refused`.
    pub fn receive(&mut self, text: &str) -> Vec<Event> {
        match Message::decode(text).and_then(|m| self.handle(m)) {
            Ok(events) => events,
            Err(e) => vec![Event::Refused(e.to_string())],
        }
    }

    /// This device's player acted: the message for the other peer, or why not.
    pub fn local_move(&mut self, text: &str) -> Vec<Event> {
        let Some(table) = &mut self.table else { return vec![Event::Refused(LiveError::NotSeated.to_string())] };
        match table.local_move(text) {
            Ok(m) => vec![Event::Send(m.encode())],
            Err(e) => vec![Event::Refused(e.to_string())],
        }
    }

    fn handle(&mut self, message: Message) -> Result<Vec<Event>, LiveError> {
        match message {
            Message::Hello { version } if version != VERSION => Err(LiveError::Version(version)),
            Message::Hello { .. } => Ok(Vec::new()),
            Message::Commit(c) => {
                let secret = self.exchange.their_commitment(c)?;
                let mut events = self.connected();
                events.push(Event::Send(Message::Reveal(secret).encode()));
                Ok(events)
            }
            Message::Reveal(s) => {
                self.exchange.their_secret(s)?;
                self.seed = self.exchange.seed(self.is_host());
                self.seat_guest()
            }
            Message::Seat { seat, record } => self.take_seat(seat, &record),
            Message::Move { ply, hash, action } => {
                let table = self.table.as_mut().ok_or(LiveError::NotSeated)?;
                let from = if table.seat() == HOST_SEAT { GUEST_SEAT } else { HOST_SEAT };
                Ok(vec![Event::Played(table.remote_move(from, ply, hash, &action)?)])
            }
            Message::Resign { seat } => Ok(vec![Event::Note(format!("The player of seat {} resigned.", seat + 1))]),
            Message::Chat(text) => Ok(vec![Event::Note(text)]),
        }
    }

    /// The host, once the seed is agreed: seats the guest and opens the game here.
    fn seat_guest(&mut self) -> Result<Vec<Event>, LiveError> {
        let (Some(rec), Some(seed)) = (&self.host_game, self.seed) else { return Ok(Vec::new()) };
        if self.table.is_some() {
            return Ok(Vec::new());
        }
        let record = Record { seed, ..rec.clone() }.to_text();
        let game = match_from_record(&record).map_err(LiveError::Illegal)?;
        self.table = Some(Table::new(game, HOST_SEAT));
        Ok(vec![Event::Send(Message::Seat { seat: GUEST_SEAT, record: record.clone() }.encode()), Event::Open { seat: HOST_SEAT, record }])
    }

    /// The guest, told its seat and the game: the seed must be the agreed one.
    fn take_seat(&mut self, seat: Seat, record: &str) -> Result<Vec<Event>, LiveError> {
        if self.is_host() {
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
        self.table = Some(Table::new(game, seat));
        Ok(vec![Event::Open { seat, record: record.to_string() }])
    }
}
