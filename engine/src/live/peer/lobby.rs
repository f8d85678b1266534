//! Seating a game of more than two seats (Table Gype for 3–4 players). The host places each
//! newcomer at the next free seat (`place`), sees who is in and starts once every seat is
//! filled; then every player commits to its secret to all the others (`pledge`, the host's
//! first, which is the start) and reveals it (`unveil`) only once every seat's pledge is in.
//! Each player opens the game itself when every secret is in, with the seed they give. A
//! player who leaves while the game starts calls the start off: the host frees its seat and
//! every player begins a new round (fresh secrets, the round's number one higher) at the next
//! Start.

use super::super::commit::{share, Round};
use super::super::message::{Message, Secret};
use super::super::table::Table;
use super::super::note::Note;
use super::super::reason::{BadCommit, Garbage};
use super::super::LiveError;
use super::{Event, Peer, Remote, HOST_SEAT};
use crate::any::{match_from, match_from_parsed};
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
    /// Starts called off so far: the round's number, in its messages.
    number: u32,
    /// This device's secret for round `number` is its share `base + number`: a guest placed
    /// again by a host who came back takes a base past every share it used before.
    base: u32,
}

impl Lobby {
    pub(super) fn new(seats: usize, me: Seat, game: Record, master: &Secret, host: Option<Remote>, number: u32, base: u32) -> Lobby {
        let secret = share(master, base.wrapping_add(number));
        Lobby { round: Round::new(seats, me as usize, secret), game, pledged: false, revealed: false, host, number, base }
    }

    /// The same lobby from round `number` on, with that round's secret and nothing pledged.
    fn renumbered(&self, master: &Secret, number: u32) -> Lobby {
        Lobby::new(self.round.seats(), self.round_me(), self.game.clone(), master, self.host, number, self.base)
    }

    /// The start is called off: the next round, with a fresh secret (the last one may be out).
    fn restart(&mut self, master: &Secret) {
        *self = self.renumbered(master, self.number.wrapping_add(1));
    }

    /// The first share this device has not used in this lobby's rounds.
    fn unused_share(&self) -> u32 {
        self.base.wrapping_add(self.number).wrapping_add(1)
    }

    pub(super) fn number(&self) -> u32 {
        self.number
    }

    fn round_me(&self) -> Seat {
        self.round.me() as Seat
    }

    /// This device's pledge for the round.
    fn my_pledge(&self) -> Message {
        Message::Pledge { seat: self.round_me(), round: self.number, commit: self.round.my_commitment() }
    }

    /// This device's secret for the round, once every pledge is in.
    fn my_unveil(&self) -> Option<Message> {
        self.round.my_reveal().map(|secret| Message::Unveil { seat: self.round_me(), round: self.number, secret })
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
        let place = Message::Place { seat, round: lobby.number, record: lobby.game.to_text() };
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
            if lobby.pledged {
                events.push(Peer::send(r, &lobby.my_pledge()));
            }
            if let Some(unveil) = lobby.my_unveil().filter(|_| lobby.revealed) {
                events.push(Peer::send(r, &unveil));
            }
        }
        events
    }

    /// A host back after a reload numbers its rounds from `number` on.
    pub(super) fn renumber_lobby(&mut self, number: u32) {
        if let Some(l) = &mut self.lobby {
            *l = l.renumbered(&self.master, number);
        }
    }

    /// The seat this device has in a game not yet open.
    pub(super) fn lobby_seat(&self) -> Option<Seat> {
        self.lobby.as_ref().map(Lobby::round_me)
    }

    /// A placed player left before the game opened: its seat is free again (the host's screen
    /// shows it). If the start was under way, the host calls it off and tells the others: the
    /// round cannot finish without that player's secret.
    pub(super) fn left_lobby(&mut self, seat: Option<Seat>) -> Vec<Event> {
        let (Some(lobby), Some(left)) = (&mut self.lobby, seat) else { return Vec::new() };
        let host_here = self.pending_game.is_some();
        match (lobby.pledged, host_here) {
            (false, _) => {
                let me = lobby.round_me();
                self.lobby_event(me).into_iter().collect()
            }
            (true, true) => {
                let round = lobby.number;
                lobby.restart(&self.master);
                self.guards.clear();
                let mut events = self.broadcast(&Message::Abandon { seat: left, round });
                events.push(Event::Note(Note::StartCalledOff { seat: left }));
                events.extend(self.lobby_event(HOST_SEAT));
                events
            }
            // The host calls the start off and says so (`abandoned`).
            (true, false) => Vec::new(),
        }
    }

    /// The host left a guest's lobby, or a game that opened here before anyone played in it:
    /// the host's page keeps the room and gives the seats again when it comes back, so this
    /// device waits as a newcomer does. `None` when the game is on (the host is away as any
    /// player is).
    pub(super) fn host_left(&mut self) -> Option<Vec<Event>> {
        let unplayed = self.table.as_ref().is_some_and(|t| t.game().is_empty());
        let lobby = match self.lobby.take() {
            Some(lobby) => lobby,
            None if unplayed => self.started.take()?,
            None => return None,
        };
        self.next_share = lobby.unused_share();
        let (seat, of) = (lobby.round_me(), lobby.round.seats());
        (self.table, self.seed, self.clocks, self.started, self.partner, self.offer) = (None, None, None, None, None, None);
        self.early.clear();
        self.guards.clear();
        self.left = 0;
        // Seats are given afresh: what the other guests played is forgotten.
        self.remotes.values_mut().for_each(|s| *s = None);
        // The seat line first (a page with the game open goes back to waiting); the note stays.
        Some(vec![
            Event::Lobby { seat, filled: None, of },
            Event::Note(Note::HostLeft),
        ])
    }

    /// The host called off the start of round `round`, the player of `seat` having left: a
    /// new round begins at the host's next Start.
    pub(super) fn abandoned(&mut self, r: Remote, seat: Seat, round: u32) -> Result<Vec<Event>, LiveError> {
        // A guest may have opened the game already (the leaver's secret reached it and not the
        // host): nobody has played in it, and it goes back to waiting.
        let unplayed = self.table.as_ref().is_some_and(|t| t.game().is_empty());
        if self.started.as_ref().is_some_and(|l| unplayed && l.host == Some(r) && l.number == round) {
            (self.lobby, self.table, self.seed, self.clocks) = (self.started.take(), None, None, None);
        }
        let Some(lobby) = self.lobby.as_mut().filter(|l| l.host == Some(r)) else {
            return Err(LiveError::Garbage(Garbage::AbandonFromGuest));
        };
        if round != lobby.number {
            return Ok(Vec::new());
        }
        lobby.restart(&self.master);
        // Anchors come again when the game opens: a new player may take the seat.
        self.guards.clear();
        // The seat line first: the note after it is the one that stays on screen.
        let me = lobby.round_me();
        let mut events: Vec<Event> = self.lobby_event(me).into_iter().collect();
        events.push(Event::Note(Note::StartCalledOffByHost { seat }));
        events.extend(self.replay_early());
        Ok(events)
    }

    /// A guest is told its seat and the game's options by the host.
    pub(super) fn placed(&mut self, r: Remote, seat: Seat, round: u32, record: &str) -> Result<Vec<Event>, LiveError> {
        if self.table.is_some() || self.pending_game.is_some() || self.lobby.is_some() || self.partner.is_some() {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
        let (rec, lines) = Record::parse(record).map_err(LiveError::Illegal)?;
        let seats = match_from_parsed(&rec, &lines).map_err(LiveError::Illegal)?.players().len();
        if seats <= 2 || seat == HOST_SEAT || seat as usize >= seats {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
        self.lobby = Some(Lobby::new(seats, seat, rec, &self.master, Some(r), round, self.next_share));
        self.partner = Some(r);
        self.remotes.insert(r, Some(HOST_SEAT));
        Ok(self.lobby_event(seat).into_iter().chain([Event::Present(HOST_SEAT)]).collect())
    }

    /// The host presses Start: every seat must be filled and its player here.
    pub fn begin(&mut self) -> Vec<Event> {
        self.local(|p| {
            let lobby = p.lobby.as_ref().filter(|_| p.pending_game.is_some()).ok_or(LiveError::Garbage(Garbage::StartByGuest))?;
            let seats = lobby.round.seats() as Seat;
            if lobby.pledged {
                return Err(LiveError::Garbage(Garbage::StartingAlready));
            }
            if let Some(empty) = (1..seats).find(|&s| !p.present(s)) {
                return Err(LiveError::Garbage(Garbage::SeatNotFilled { seat: empty }));
            }
            let mut events = p.advance_round(true)?;
            events.push(Event::Note(Note::Starting));
            Ok(events)
        })
    }

    /// A pledge or an unveil from `r`, who says it plays `seat`: checked against the seat the
    /// host gave it (at the host), or the host's peer for seat 0, or any seat not yet known.
    fn round_sender(&self, r: Remote, seat: Seat) -> Result<(), LiveError> {
        let lobby = self.lobby.as_ref().ok_or(LiveError::BadCommit(BadCommit::NoRound))?;
        let known = self.remotes.get(&r).copied().flatten();
        let host_here = self.pending_game.is_some();
        let ok = match known {
            Some(s) => s == seat,
            None => !host_here && seat != HOST_SEAT && !self.present(seat) && lobby.host != Some(r),
        };
        if ok { Ok(()) } else { Err(LiveError::WrongSeat { seat, to_act: None }) }
    }

    /// Messages of the round reaching a peer outside it: ignored by a newcomer who waits to
    /// watch; once the game is on, a copy of one of the round that opened it (a player sends
    /// its pledge and secret again over a link that opened late) changes nothing, and anything
    /// else is refused.
    fn outside_round(&mut self, round: u32, same: impl FnOnce(&mut Round) -> Result<(), LiveError>) -> Result<Vec<Event>, LiveError> {
        if self.table.is_none() {
            return Ok(Vec::new());
        }
        let copy = self.started.as_mut().filter(|l| l.number == round).is_some_and(|opened| same(&mut opened.round).is_ok());
        if copy { Ok(Vec::new()) } else { Err(LiveError::BadCommit(BadCommit::AfterOpen)) }
    }

    /// Whether a message of round `round` is for the round going on: one of a round called
    /// off is dropped, one of the next round (a player who heard the host's word first) is
    /// held until this device hears it too.
    fn this_round(&mut self, r: Remote, round: u32, text: &str) -> bool {
        let Some(number) = self.lobby.as_ref().map(|l| l.number) else { return false };
        if round > number && self.early.len() < super::EARLY_MAX {
            self.early.push((r, text.to_string()));
        }
        round == number
    }

    pub(super) fn pledge(&mut self, r: Remote, seat: Seat, round: u32, commit: [u8; 32], text: &str) -> Result<Vec<Event>, LiveError> {
        if self.lobby.is_none() {
            return self.outside_round(round, |opened| opened.their_commitment(seat as usize, commit));
        }
        if !self.this_round(r, round, text) {
            return Ok(Vec::new());
        }
        self.round_sender(r, seat)?;
        let lobby = self.lobby.as_mut().ok_or(LiveError::NotSeated)?;
        lobby.round.their_commitment(seat as usize, commit)?;
        self.remotes.insert(r, Some(seat));
        self.advance_round(false)
    }

    pub(super) fn unveil(&mut self, r: Remote, seat: Seat, round: u32, secret: [u8; 16], text: &str) -> Result<Vec<Event>, LiveError> {
        if self.lobby.is_none() {
            return self.outside_round(round, |opened| opened.their_secret(seat as usize, secret));
        }
        if !self.this_round(r, round, text) {
            return Ok(Vec::new());
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
        let mut out = Vec::new();
        if !lobby.pledged && if host_here { start } else { lobby.round.pledged(HOST_SEAT as usize) } {
            lobby.pledged = true;
            out.push(lobby.my_pledge());
        }
        if let Some(unveil) = lobby.my_unveil().filter(|_| lobby.pledged && !lobby.revealed) {
            lobby.revealed = true;
            out.push(unveil);
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
        let rec = Record { seed, ..lobby.game.clone() };
        let game = match_from(&rec).map_err(LiveError::Illegal)?;
        let record = rec.to_text();
        let seats = game.players().len() as Seat;
        self.clocks = self.control.map(|c| Clocks::new(c, seats as usize));
        self.table = Some(Table::new(game, Some(me)));
        self.pending_game = None;
        self.seed = Some(seed);
        self.started = Some(lobby);
        let mut events = vec![Event::Open { seat: Some(me), record: record.clone() }];
        events.extend((0..seats).filter(|&s| s != me && self.present(s)).map(Event::Present));
        // The players get this device's token anchor; a newcomer who waited, the game.
        let sync = Message::Sync { seat: me, link: None, record };
        let anchor = self.anchor_message(me);
        events.extend(self.remotes.iter().map(|(&to, s)| Peer::send(to, if s.is_some() { &anchor } else { &sync })));
        Ok(events)
    }
}
