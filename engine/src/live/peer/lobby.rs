//! Seating a game of more than two seats (Table Gype for 3–4 players). The host places each
//! newcomer at the next free seat (`place`), sees who is in and starts once every seat is
//! filled; then every player commits to its secret to all the others (`pledge`, the host's
//! first, which is the start) and reveals it (`unveil`) only once every seat's pledge is in.
//! Each player opens the game itself when every secret is in, with the seed they give.

use super::super::commit::Round;
use super::super::message::{Message, Secret};
use super::super::table::Table;
use super::super::LiveError;
use super::{Event, Peer, Remote, HOST_SEAT};
use crate::any::match_from_record;
use crate::clock::Clocks;
use crate::game::Seat;
use crate::record::Record;

/// A game of more than two seats before it opens.
pub(super) struct Lobby {
    round: Round,
    /// The host's options and start; the seed comes from the round.
    game: Record,
    /// This device's pledge went out (for the host: Start was pressed).
    pledged: bool,
    revealed: bool,
    /// For a guest: the peer that placed it.
    host: Option<Remote>,
}

impl Lobby {
    pub(super) fn new(seats: usize, me: Seat, game: Record, secret: Secret, host: Option<Remote>) -> Lobby {
        Lobby { round: Round::new(seats, me as usize, secret), game, pledged: false, revealed: false, host }
    }

    fn round_me(&self) -> Seat {
        self.round.me() as Seat
    }
}

impl Peer {
    /// The seats taken (the host's included) and of how many, for the host's screen.
    fn lobby_event(&self, seat: Seat) -> Option<Event> {
        let of = self.lobby.as_ref()?.round.seats();
        let filled = self.pending_game.as_ref().map(|_| 1 + (1..of as Seat).filter(|&s| self.present(s)).count());
        Some(Event::Lobby { seat, filled, of })
    }

    /// The host meets a newcomer before the game starts: the next free seat, if any. Once
    /// every seat is filled (or the start is under way) a newcomer waits and then watches.
    pub(super) fn place(&mut self, r: Remote) -> Vec<Event> {
        let Some(lobby) = self.lobby.as_ref().filter(|l| !l.pledged && self.pending_game.is_some()) else { return Vec::new() };
        let Some(seat) = (1..lobby.round.seats() as Seat).find(|&s| !self.present(s)) else { return Vec::new() };
        let place = Message::Place { seat, record: lobby.game.to_text() };
        self.remotes.insert(r, Some(seat));
        let mut events = vec![Peer::send(r, &place)];
        events.extend(self.control.map(|c| Peer::send(r, &Message::Clock(c))));
        events.extend(self.lobby_event(HOST_SEAT));
        events
    }

    /// Another peer is connected before the game opens: the host seats a newcomer, and a player
    /// whose pledge (or secret) already went out sends it again, since the link to this peer may
    /// have opened only after the broadcast.
    pub(super) fn meet_in_lobby(&mut self, r: Remote) -> Vec<Event> {
        let mut events = self.place(r);
        if let Some(lobby) = &self.lobby {
            let me = lobby.round_me();
            if lobby.pledged {
                events.push(Peer::send(r, &Message::Pledge { seat: me, commit: lobby.round.my_commitment() }));
            }
            if let Some(secret) = lobby.round.my_reveal().filter(|_| lobby.revealed) {
                events.push(Peer::send(r, &Message::Unveil { seat: me, secret }));
            }
        }
        events
    }

    /// A placed player left before the game opened: its seat is free again (the host's screen
    /// shows it). Once the start is under way the round cannot finish without it.
    pub(super) fn left_lobby(&mut self, seat: Option<Seat>) -> Vec<Event> {
        let Some(lobby) = &self.lobby else { return Vec::new() };
        match (seat, lobby.pledged) {
            (Some(_), false) => self.lobby_event(lobby.round_me()).into_iter().collect(),
            (Some(s), true) => vec![Event::Note(format!("The player of seat {} left while the game was starting: it cannot open without them; the host opens a new room.", s + 1))],
            (None, _) => Vec::new(),
        }
    }

    /// A guest is told its seat and the game's options by the host.
    pub(super) fn placed(&mut self, r: Remote, seat: Seat, record: &str) -> Result<Vec<Event>, LiveError> {
        if self.table.is_some() || self.pending_game.is_some() || self.lobby.is_some() || self.partner.is_some() {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
        let (rec, _) = Record::parse(record).map_err(LiveError::Illegal)?;
        let seats = match_from_record(record).map_err(LiveError::Illegal)?.players().len();
        if seats <= 2 || seat == HOST_SEAT || seat as usize >= seats {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
        self.lobby = Some(Lobby::new(seats, seat, rec, self.exchange.mine(), Some(r)));
        self.partner = Some(r);
        self.remotes.insert(r, Some(HOST_SEAT));
        Ok(self.lobby_event(seat).into_iter().chain([Event::Present(HOST_SEAT)]).collect())
    }

    /// The host presses Start: every seat must be filled and its player here.
    pub fn begin(&mut self) -> Vec<Event> {
        self.local(|p| {
            let lobby = p.lobby.as_ref().filter(|_| p.pending_game.is_some()).ok_or_else(|| LiveError::Garbage("only the host of a game of more than two seats starts it".into()))?;
            let seats = lobby.round.seats() as Seat;
            if lobby.pledged {
                return Err(LiveError::Garbage("the game is starting already".into()));
            }
            if let Some(empty) = (1..seats).find(|&s| !p.present(s)) {
                return Err(LiveError::Garbage(format!("seat {} is not filled yet", empty + 1)));
            }
            p.advance_round(true)
        })
    }

    /// A pledge or an unveil from `r`, who says it plays `seat`: checked against the seat the
    /// host gave it (at the host), or the host's peer for seat 0, or any seat not yet known.
    fn round_sender(&self, r: Remote, seat: Seat) -> Result<(), LiveError> {
        let lobby = self.lobby.as_ref().ok_or_else(|| LiveError::BadCommit("a commitment outside the exchange".into()))?;
        let known = self.remotes.get(&r).copied().flatten();
        let host_here = self.pending_game.is_some();
        let ok = match known {
            Some(s) => s == seat,
            None => !host_here && seat != HOST_SEAT && !self.present(seat) && lobby.host != Some(r),
        };
        if ok { Ok(()) } else { Err(LiveError::WrongSeat { seat, to_act: None }) }
    }

    /// Messages of the round reaching a peer outside it: refused once the game is on (a late
    /// commitment), ignored by a newcomer who waits to watch.
    fn outside_round(&self) -> Result<Vec<Event>, LiveError> {
        if self.table.is_some() {
            return Err(LiveError::BadCommit("a commitment or secret after the game started".into()));
        }
        Ok(Vec::new())
    }

    pub(super) fn pledge(&mut self, r: Remote, seat: Seat, commit: [u8; 32]) -> Result<Vec<Event>, LiveError> {
        if self.lobby.is_none() {
            return self.outside_round();
        }
        self.round_sender(r, seat)?;
        let lobby = self.lobby.as_mut().ok_or(LiveError::NotSeated)?;
        lobby.round.their_commitment(seat as usize, commit)?;
        self.remotes.insert(r, Some(seat));
        self.advance_round(false)
    }

    pub(super) fn unveil(&mut self, r: Remote, seat: Seat, secret: [u8; 16]) -> Result<Vec<Event>, LiveError> {
        if self.lobby.is_none() {
            return self.outside_round();
        }
        self.round_sender(r, seat)?;
        self.lobby.as_mut().ok_or(LiveError::NotSeated)?.round.their_secret(seat as usize, secret)?;
        self.advance_round(false)
    }

    /// Sends this device's pledge (the host's on Start, a guest's once the host's is in), its
    /// secret once every pledge is in, and opens the game once every secret is.
    fn advance_round(&mut self, start: bool) -> Result<Vec<Event>, LiveError> {
        let host_here = self.pending_game.is_some();
        let lobby = self.lobby.as_mut().ok_or(LiveError::NotSeated)?;
        let me = lobby.round_me();
        let mut out = Vec::new();
        if !lobby.pledged && if host_here { start } else { lobby.round.pledged(HOST_SEAT as usize) } {
            lobby.pledged = true;
            out.push(Message::Pledge { seat: me, commit: lobby.round.my_commitment() });
        }
        if let Some(secret) = lobby.round.my_reveal().filter(|_| lobby.pledged && !lobby.revealed) {
            lobby.revealed = true;
            out.push(Message::Unveil { seat: me, secret });
        }
        let mut events: Vec<Event> = out.iter().flat_map(|m| self.broadcast(m)).collect();
        if let Some(seed) = self.lobby.as_ref().and_then(|l| l.round.seed()) {
            events.extend(self.open_round(seed)?);
        }
        Ok(events)
    }

    /// Every secret is in: the game opens here with the agreed seed, and a newcomer who waited
    /// is told the game (it watches).
    fn open_round(&mut self, seed: u64) -> Result<Vec<Event>, LiveError> {
        let lobby = self.lobby.take().ok_or(LiveError::NotSeated)?;
        let me = lobby.round_me();
        let record = Record { seed, ..lobby.game }.to_text();
        let game = match_from_record(&record).map_err(LiveError::Illegal)?;
        let seats = game.players().len() as Seat;
        self.clocks = self.control.map(|c| Clocks::new(c, seats as usize));
        self.table = Some(Table::new(game, Some(me)));
        self.pending_game = None;
        self.seed = Some(seed);
        let mut events = vec![Event::Open { seat: Some(me), record: record.clone() }];
        events.extend((0..seats).filter(|&s| s != me && self.present(s)).map(Event::Present));
        let sync = Message::Sync { seat: me, record };
        events.extend(self.remotes.iter().filter(|(_, s)| s.is_none()).map(|(&to, _)| Peer::send(to, &sync)));
        Ok(events)
    }
}
