//! Combining games (seed §E): a potential move may be challenged by the opponent and is then
//! decided by a side game.
//!
//! When the player to move announces a potential move (a `Jump`, or a TAMSK extra move) while
//! the opponent has challenges left, the move waits. The opponent acts: `Challenge` or `Allow`.
//! After a challenge the announcing player chooses who starts the side game (`FirstPlayer`).
//! The side game is then settled by a reported result (`SideGameResult`, from the announcing
//! player's point of view) or by two rock-paper-scissors `Throw`s, the starter's first and
//! sealed. A win or a tie plays the move; a loss takes that potential out of the game and the
//! announcing player, whose turn goes on, picks another move.

use super::action::{Action, Hand, SideResult};
use super::geometry::CENTRE;
use super::options::SideGame;
use super::piece::{Intro, Kind, Piece, Potential};
use super::position::{Challenge, Position, Step};
use crate::error::{Error, Gipf, Result};
use crate::game::Seat;

/// Where a challenge stands, as the UI may show it (the sealed throw is not included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChallengeStage {
    /// The opponent decides: `Challenge` or `Allow`.
    Announced,
    /// Challenged: the announcing player chooses who starts the side game.
    Challenged,
    /// The side game is on.
    SideGame,
}

/// A potential move waiting for the opponent's decision or for a side game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PendingChallenge {
    /// The announced move: a `Jump`, or a TAMSK extra move (`Place`/`Push` with `Intro::Tamsk`).
    pub action: Action,
    /// The potential at stake (it leaves the game if the side game is lost).
    pub potential: Potential,
    /// The player who announced it (whose turn it is).
    pub player: Seat,
    pub stage: ChallengeStage,
}

/// A side game in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SideGameState {
    pub kind: SideGame,
    /// The player who announced the potential move.
    pub player: Seat,
    /// The player who starts the side game (for rock-paper-scissors: who throws first).
    pub starter: Seat,
    /// Rock-paper-scissors: the starter's throw is made and sealed.
    pub first_throw_made: bool,
    /// Who acts now: reports the result (the announcing player) or throws.
    pub to_act: Seat,
}

impl Action {
    /// A move that uses a potential, which a challenge may cancel.
    pub fn is_potential_move(&self) -> bool {
        matches!(self, Action::Jump { .. } | Action::Place { intro: Intro::Tamsk, .. } | Action::Push { intro: Intro::Tamsk, .. })
    }

    /// A step of a challenge (decision, side game).
    pub fn is_challenge_step(&self) -> bool {
        matches!(self, Action::Challenge | Action::Allow | Action::FirstPlayer(_) | Action::SideGameResult(_) | Action::Throw(_))
    }
}

impl Position {
    /// The potential move waiting for a challenge decision or a side game, if any.
    pub fn pending_challenge(&self) -> Option<PendingChallenge> {
        let c = self.challenge?;
        let stage = match c.step {
            Step::Announced => ChallengeStage::Announced,
            Step::Challenged => ChallengeStage::Challenged,
            Step::Playing { .. } => ChallengeStage::SideGame,
        };
        Some(PendingChallenge { action: c.action, potential: self.potential_at_stake(&c.action).unwrap_or(Potential::Tamsk), player: self.to_move, stage })
    }

    /// The side game in progress, if any.
    pub fn side_game(&self) -> Option<SideGameState> {
        let Some(Challenge { step: Step::Playing { starter, sealed }, .. }) = self.challenge else { return None };
        Some(SideGameState { kind: self.options.side_game, player: self.to_move, starter, first_throw_made: sealed.is_some(), to_act: self.actor() })
    }

    /// Challenges `seat` may still make.
    pub fn challenges_left(&self, seat: Seat) -> u8 {
        self.challenges_left[seat as usize & 1]
    }

    /// The starter's sealed rock-paper-scissors throw. Hidden information: a UI shows it to
    /// nobody, and an AI must not read it.
    pub fn sealed_throw(&self) -> Option<Hand> {
        match self.challenge {
            Some(Challenge { step: Step::Playing { sealed, .. }, .. }) => sealed,
            _ => None,
        }
    }

    /// The player who acts now: the player whose turn it is, except during a challenge.
    pub(super) fn actor(&self) -> Seat {
        let me = self.to_move;
        match self.challenge {
            None => me,
            Some(c) => match c.step {
                Step::Announced => 1 - me,
                Step::Challenged => me,
                Step::Playing { starter, sealed } => match (self.options.side_game.reports_result(), sealed) {
                    (true, _) => me,
                    (false, None) => starter,
                    (false, Some(_)) => 1 - starter,
                },
            },
        }
    }

    /// The potential a potential move uses.
    pub(super) fn potential_at_stake(&self, action: &Action) -> Option<Potential> {
        match *action {
            Action::Jump { from, .. } => match self.piece_at(from)?.kind {
                Kind::Loaded(p) => Some(p),
                _ => None,
            },
            a if a.is_potential_move() => Some(Potential::Tamsk),
            _ => None,
        }
    }

    /// Whether playing this (legal) action only announces a potential move, which the opponent
    /// may then challenge (it has challenges left).
    pub fn is_challengeable(&self, action: &Action) -> bool {
        action.is_potential_move() && self.challenges_left[1 - self.to_move as usize] > 0
    }

    pub(super) fn challenge_actions(&self, c: Challenge, out: &mut Vec<Action>) {
        match c.step {
            Step::Announced => out.extend([Action::Challenge, Action::Allow]),
            Step::Challenged => out.extend([Action::FirstPlayer(self.to_move), Action::FirstPlayer(1 - self.to_move)]),
            Step::Playing { .. } => {
                if self.options.side_game.reports_result() {
                    out.extend(SideResult::ALL.map(Action::SideGameResult))
                } else {
                    out.extend(Hand::ALL.map(Action::Throw))
                }
            }
        }
    }

    pub(super) fn check_challenge_step(&self, c: Challenge, action: &Action) -> Result<()> {
        let mut legal = Vec::with_capacity(3);
        self.challenge_actions(c, &mut legal);
        if legal.contains(action) {
            return Ok(());
        }
        Err(Error::illegal(match c.step {
            Step::Announced => Gipf::ChallengedAnswer,
            Step::Challenged => Gipf::ChallengedStarter,
            Step::Playing { .. } if self.options.side_game.reports_result() => Gipf::ChallengedResult,
            Step::Playing { .. } => Gipf::ChallengedThrow,
        }))
    }

    /// Plays one step of the pending challenge; settles it when the side game is decided.
    pub(super) fn play_challenge_step(&mut self, mut c: Challenge, action: &Action) {
        let result = match (*action, c.step) {
            (Action::Allow, _) => Some(SideResult::Win),
            (Action::Challenge, _) => {
                self.challenges_left[1 - self.to_move as usize] -= 1;
                c.step = Step::Challenged;
                None
            }
            (Action::FirstPlayer(starter), _) => {
                c.step = Step::Playing { starter, sealed: None };
                None
            }
            (Action::SideGameResult(r), _) => Some(r),
            (Action::Throw(hand), Step::Playing { starter, sealed: None }) => {
                c.step = Step::Playing { starter, sealed: Some(hand) };
                None
            }
            (Action::Throw(second), Step::Playing { starter, sealed: Some(first) }) => {
                let (mine, theirs) = if starter == self.to_move { (first, second) } else { (second, first) };
                Some(if mine == theirs {
                    SideResult::Tie
                } else if mine.beats(theirs) {
                    SideResult::Win
                } else {
                    SideResult::Loss
                })
            }
            _ => None,
        };
        self.challenge = Some(c);
        if let Some(r) = result {
            self.challenge = None;
            if r == SideResult::Loss {
                self.neutralise(&c.action);
            } else {
                self.apply(&c.action);
            }
        }
    }

    /// A lost side game: the move is cancelled and its potential leaves the game.
    fn neutralise(&mut self, action: &Action) {
        match *action {
            Action::Jump { from, .. } => {
                if let Some(Piece { colour, kind: Kind::Loaded(_) }) = self.piece_at(from) {
                    self.set(from, Some(Piece::new(colour, Kind::Basic)));
                }
            }
            _ => {
                // A TAMSK extra move: the stack on the centre loses its potential.
                if let Some(Piece { colour, kind: Kind::Loaded(Potential::Tamsk) }) = self.piece_at(CENTRE) {
                    self.set(CENTRE, Some(Piece::new(colour, Kind::Basic)));
                }
                self.extra = false;
            }
        }
    }
}
