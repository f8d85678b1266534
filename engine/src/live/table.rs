//! A live game as one peer holds it: the full record and who plays here. Every move from a
//! peer is checked against it (seat, ply, legality, then the position hash after it) on a copy,
//! so a refused move leaves the game as it was. The same goes for a record from a peer who
//! catches up after a reload: it is replayed, and only then taken.

use super::commit::rematch_seed;
use super::message::{Message, Proposal};
use super::{position_hash, Garbage, LiveError};
use crate::any::{match_from, match_from_parsed, AnyMatch};
use crate::error::{Error, Live};
use crate::game::{Concession, Seat, Status};
use crate::record::Record;

/// The seat whose record wins when two records disagree: the host's.
pub const AUTHORITY: Seat = 0;

pub struct Table {
    game: Box<dyn AnyMatch>,
    /// The seat played on this device; `None` for a spectator.
    me: Option<Seat>,
}

/// What a peer's record did to this one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Synced {
    /// The same game, or one this peer is ahead of (the other side catches up from ours).
    Kept,
    /// The peer's record went further, by checked actions of its own: taken.
    CaughtUp,
    /// The records differ and the host's won: taken.
    Resynchronised,
}

/// `a` is where `b` was or will be: the same game, and `b` went on from it (or is it).
fn leads_to(a: &Record, b: &Record) -> bool {
    let same_game = (&a.game, &a.options, a.seed, &a.start) == (&b.game, &b.options, b.seed, &b.start);
    same_game && b.actions.starts_with(&a.actions) && (a.conceded.is_none() || (a.conceded == b.conceded && a.actions.len() == b.actions.len()))
}

impl Table {
    pub fn new(game: Box<dyn AnyMatch>, me: Option<Seat>) -> Self {
        Table { game, me }
    }

    pub fn game(&self) -> &dyn AnyMatch {
        self.game.as_ref()
    }

    pub fn seat(&self) -> Option<Seat> {
        self.me
    }

    pub fn record(&self) -> String {
        self.game.record_text()
    }

    fn my_seat(&self) -> Result<Seat, LiveError> {
        self.me.ok_or(LiveError::NotSeated)
    }

    /// An action of this device's player, in notation: plays it and returns the message that
    /// tells the others.
    pub fn local_move(&mut self, text: &str) -> Result<Message, LiveError> {
        let me = self.my_seat()?;
        self.check_turn(me)?;
        self.check_not_hidden()?;
        let ply = self.game.len();
        let mut next = self.game.boxed_clone();
        let action = next.play_text(text).map_err(LiveError::Illegal)?;
        let hash = position_hash(next.as_ref());
        self.game = next;
        Ok(Message::Move { ply, hash, spent_ms: None, action })
    }

    /// A move from the player of seat `from`: returns the action in long notation once it has
    /// been checked and played.
    pub fn remote_move(&mut self, from: Seat, ply: usize, hash: u64, text: &str) -> Result<String, LiveError> {
        if Some(from) == self.me {
            return Err(LiveError::WrongSeat { seat: from, to_act: self.to_act() });
        }
        self.check_turn(from)?;
        self.check_not_hidden()?;
        let expected = self.game.len();
        if ply != expected {
            return Err(LiveError::StalePly { got: ply, expected });
        }
        let mut next = self.game.boxed_clone();
        let long = next.play_text(text).map_err(LiveError::Illegal)?;
        if position_hash(next.as_ref()) != hash {
            return Err(LiveError::HashMismatch { ply });
        }
        self.game = next;
        Ok(long)
    }

    /// A hidden choice travels committed and then shown (`hidden`), never as a move.
    fn check_not_hidden(&self) -> Result<(), LiveError> {
        match self.game.hidden_choice() {
            Some(_) => Err(LiveError::Garbage(Garbage::ChoiceAsMove)),
            None => Ok(()),
        }
    }

    /// Plays both hidden choices, the first seat's first, once both are shown: their long
    /// notation. A choice that is not a legal action leaves the game as it was.
    pub fn play_hidden(&mut self, choices: &[String; 2]) -> Result<Vec<String>, LiveError> {
        let mut next = self.game.boxed_clone();
        let played = choices.iter().map(|c| next.play_text(c)).collect::<Result<Vec<_>, _>>().map_err(LiveError::Illegal)?;
        self.game = next;
        Ok(played)
    }

    /// Ends the game going on by a concession (a resignation, a claim, an agreed draw).
    pub fn concede(&mut self, c: Concession) -> Result<(), LiveError> {
        self.game.concede(c).map_err(LiveError::Illegal)
    }

    /// Whether `by` may propose `what` now: a draw or a takeback while the game goes on (where
    /// the rules allow a draw, and once `by` has moved), a rematch once it is over. With more
    /// than two seats too: every other player answers (`peer::offers`).
    pub fn may_propose(&self, what: Proposal, by: Seat) -> Result<(), LiveError> {
        let going_on = !matches!(self.game.status(), Status::Over(_));
        let refuse = |why: Live| Err(LiveError::Illegal(Error::illegal(why)));
        match what {
            Proposal::Draw if !going_on => Err(LiveError::Illegal(Error::GameOver)),
            Proposal::Draw if !self.game.draw_by_agreement() => refuse(Live::NoDrawByAgreement),
            Proposal::Takeback if !going_on => Err(LiveError::Illegal(Error::GameOver)),
            Proposal::Takeback if self.takeback_target(by).is_none() => refuse(Live::NoMoveOfTheirs),
            Proposal::Rematch if going_on => refuse(Live::RematchAfter),
            _ => Ok(()),
        }
    }

    /// The game's length once `by`'s last move (and any reply) is taken back: undone turn by
    /// turn until `by` is to act again. Chance is never re-drawn: it comes from the seed.
    pub fn takeback_target(&self, by: Seat) -> Option<usize> {
        let mut game = self.game.boxed_clone();
        while game.undo() {
            if game.status() == Status::Turn(by) {
                return Some(game.len());
            }
        }
        None
    }

    pub fn take_back(&mut self, by: Seat) -> Option<usize> {
        let target = self.takeback_target(by)?;
        self.game.truncate(target);
        Some(target)
    }

    /// The rematch: the same options and start, the next seed, every player one seat on (with
    /// two, the seats swapped).
    pub fn rematch(&self) -> Result<Table, LiveError> {
        let old = self.game.record();
        let seats = self.game.players().len();
        let next = Record { seed: rematch_seed(old.seed), actions: Vec::new(), notes: Default::default(), conceded: None, players: Vec::new(), ..old };
        let game = match_from(&next).map_err(LiveError::Illegal)?;
        Ok(Table::new(game, self.me.map(|s| (s + 1) % seats as Seat)))
    }

    /// A peer playing `from` sent its whole record. A record that goes further is replayed
    /// from this one, and taken only if no added action is this device's player's (nobody
    /// else speaks for it); a spectator takes it only as far as `from`'s own actions go, the
    /// rest coming from their own players. A claim or a resignation may end it. Records that
    /// disagree are settled by the host's.
    pub fn sync(&mut self, from: Seat, record: &str) -> Result<Synced, LiveError> {
        let (theirs, lines) = Record::parse(record).map_err(LiveError::Illegal)?;
        let mine = self.game.record();
        if leads_to(&theirs, &mine) {
            return Ok(Synced::Kept);
        }
        let goes_on = leads_to(&mine, &theirs);
        if from == AUTHORITY {
            self.game = match_from_parsed(&theirs, &lines).map_err(LiveError::Illegal)?;
            return Ok(if goes_on { Synced::CaughtUp } else { Synced::Resynchronised });
        }
        if !goes_on {
            // The host's record settles it when it comes.
            return Ok(Synced::Kept);
        }
        let mut next = self.game.boxed_clone();
        while next.len() < theirs.actions.len() {
            let mover = to_act(next.as_ref());
            if self.me.is_none() && mover.is_some() && mover != Some(from) {
                // A spectator stops at another seat's action: its own player tells it.
                break;
            }
            if mover.is_none() || mover == self.me {
                return Err(LiveError::WrongSeat { seat: from, to_act: mover });
            }
            next.play_text(&theirs.actions[next.len()]).map_err(LiveError::Illegal)?;
        }
        if !theirs.actions.starts_with(&next.action_texts()) {
            return Err(LiveError::HashMismatch { ply: mine.actions.len() });
        }
        if next.len() == mine.actions.len() {
            return Ok(Synced::Kept);
        }
        if let Some(c) = theirs.conceded.filter(|_| next.len() == theirs.actions.len()) {
            next.concede(c).map_err(LiveError::Illegal)?;
        }
        self.game = next;
        Ok(Synced::CaughtUp)
    }

    /// The seat to act now, if the game goes on and is not at chance.
    pub fn to_act(&self) -> Option<Seat> {
        to_act(self.game.as_ref())
    }

    fn check_turn(&self, seat: Seat) -> Result<(), LiveError> {
        match self.game.status() {
            Status::Over(_) => Err(LiveError::Illegal(Error::GameOver)),
            Status::Turn(s) if s == seat => Ok(()),
            _ => Err(LiveError::WrongSeat { seat, to_act: self.to_act() }),
        }
    }
}

fn to_act(game: &dyn AnyMatch) -> Option<Seat> {
    match game.status() {
        Status::Turn(s) => Some(s),
        _ => None,
    }
}
