//! Who plays which seat, proved by the seat token (`super::super::guard`). A player gives its
//! token's anchor to the others when it takes its seat (`guard`), and greets every peer it
//! meets with `sync` and the token's next link; a peer that holds the seat's anchor takes a
//! claim of that seat only with a link later than any it has seen. The link is also sent to
//! every other peer at once, so one who saw it (a spectator) cannot use it anywhere.

use super::super::guard::{Guard, SeatKey};
use super::super::message::{unhex, hex, Message};
use super::super::LiveError;
use super::{Event, Peer, Remote};
use crate::game::Seat;

impl Peer {
    /// A seated player meets `r`: its seat, a fresh link of its token and its record; the
    /// link goes to everyone else too, so it proves nothing more.
    pub(super) fn greet(&mut self, r: Remote) -> Vec<Event> {
        let Some((seat, record)) = self.table.as_ref().and_then(|t| Some((t.seat()?, t.record()))) else { return Vec::new() };
        let link = self.key.next_link();
        let mut events = vec![Peer::send(r, &Message::Sync { seat, link, record })];
        if let Some(link) = link {
            let spent = Message::Guard { seat, link }.encode();
            events.extend(self.remotes.keys().filter(|&&to| to != r).map(|&to| Event::Send { to, text: spent.clone() }));
        }
        events
    }

    /// The anchor of this device's token, for the players it has just sat down with.
    pub(super) fn anchor_message(&self, seat: Seat) -> Message {
        Message::Guard { seat, link: self.key.anchor() }
    }

    /// A `guard` from `r`: the anchor of its own seat's token, taken once; or a link the
    /// seat's player gave in a claim, which moves the kept link on (from anyone: a later link
    /// only ever spends links).
    pub(super) fn guard(&mut self, r: Remote, seat: Seat, link: [u8; 32]) -> Result<Vec<Event>, LiveError> {
        let mine = self.table.as_ref().and_then(|t| t.seat()).or(self.lobby_seat());
        if mine == Some(seat) {
            return Err(LiveError::WrongSeat { seat, to_act: None });
        }
        let next = match self.guards.get(&seat) {
            Some(g) if g.0 == link => return Ok(Vec::new()),
            Some(g) => g.advanced(&link).ok_or(LiveError::BadToken { seat })?,
            None if self.remotes.get(&r) == Some(&Some(seat)) => Guard(link),
            None => return Err(LiveError::WrongSeat { seat, to_act: None }),
        };
        self.guards.insert(seat, next);
        Ok(Vec::new())
    }

    /// `r` says it plays `seat` (its `sync`): taken from the peer already known as that seat's
    /// player, else only with a fresh link of the seat's token when this device holds its
    /// anchor (a seat whose anchor never came is taken on the word of the first to claim it).
    /// Changes nothing: the guard moved on by the link comes back, for `seat_claimed`.
    pub(super) fn check_claim(&self, r: Remote, seat: Seat, link: Option<[u8; 32]>) -> Result<Option<Guard>, LiveError> {
        let known = self.remotes.get(&r) == Some(&Some(seat));
        let guard = self.guards.get(&seat);
        match (guard.zip(link).and_then(|(g, link)| g.advanced(&link)), guard) {
            (Some(next), _) => Ok(Some(next)),
            (None, Some(_)) if !known => Err(LiveError::BadToken { seat }),
            (None, _) => Ok(None),
        }
    }

    /// The claim `check_claim` took: `r` alone plays `seat` from now on.
    pub(super) fn seat_claimed(&mut self, r: Remote, seat: Seat, guard: Option<Guard>) {
        if let Some(g) = guard {
            self.guards.insert(seat, g);
        }
        for (_, s) in self.remotes.iter_mut().filter(|(&other, s)| other != r && **s == Some(seat)) {
            *s = None;
        }
        self.remotes.insert(r, Some(seat));
    }

    /// The line `saved` keeps for the token: its root and links used, and the anchor or last
    /// link held for each other seat (`key <root> <used> <seat>:<link>,…`).
    pub(super) fn key_line(&self) -> String {
        let guards: Vec<String> = self.guards.iter().map(|(s, g)| format!("{s}:{}", hex(&g.0))).collect();
        format!("key {} {}\n", self.key.kept(), guards.join(","))
    }

    /// Reads the line `key_line` wrote, if `saved` begins with one: a device's token and the
    /// others' links survive a reload.
    pub(super) fn take_key_line<'a>(&mut self, saved: &'a str) -> &'a str {
        let Some((line, rest)) = saved.split_once('\n').filter(|(l, _)| l.starts_with("key ")) else { return saved };
        let mut fields = line.splitn(4, ' ').skip(1);
        let (root, used, guards) = (fields.next().unwrap_or(""), fields.next().unwrap_or(""), fields.next().unwrap_or(""));
        if let Some(key) = SeatKey::from_kept(&format!("{root} {used}")) {
            self.key = key;
        }
        for pair in guards.split(',') {
            let parsed = pair.split_once(':').and_then(|(s, l)| Some((s.parse::<Seat>().ok().filter(|&s| s < 8)?, unhex::<32>(l)?)));
            if let Some((seat, link)) = parsed {
                self.guards.insert(seat, Guard(link));
            }
        }
        rest
    }
}
