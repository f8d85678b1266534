//! Actions: every decision of a GIPF turn is one action with an acting player.
//!
//! A whole turn in official notation maps to a sequence of actions: `xe7,e8;c7-e7;xc2,d3,Gf3`
//! is `Remove{e7,e8}`, `Push{c7 SE}`, then one `Remove` per row taken after the move.
//! A TAMSK extra move is a `Place`/`Push` with `Intro::Tamsk`, or `Decline`.
//! With combining games, a potential move may be challenged: `Challenge`/`Allow` by the
//! opponent, then `FirstPlayer`, then the side game's `SideGameResult` or two `Throw`s.

use super::geometry::Spot;
use super::piece::Intro;
use crate::game::Seat;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Bring a piece in onto an empty spot on the edge (which dot it came from does not matter).
    Place { spot: Spot, intro: Intro },
    /// Bring a piece in by entry move `entry` (index into `geometry::entries()`), whose first
    /// spot is occupied: the pieces in the way shift one spot along the line.
    Push { entry: u8, intro: Intro },
    /// Take one row off the board: the set of points removed (bit per point). GIPF-pieces and
    /// loaded pieces of the row that are not in the set stay.
    Remove { points: u64 },
    /// Leave a row made of GIPF-pieces alone on the board for the rest of this removal phase.
    KeepRow { line: u8 },
    /// Use the ZÈRTZ-, YINSH-, DVONN- or PÜNCT-potential of the loaded piece on `from`: the
    /// potential leaves its basic piece and goes to `to`.
    Jump { from: Spot, to: Spot },
    /// Decline the TAMSK extra move on offer (the stack on the centre stays loaded).
    Decline,
    /// The opponent challenges the announced potential move (combining games).
    Challenge,
    /// The opponent lets the announced potential move be played.
    Allow,
    /// The challenged player names who starts the side game.
    FirstPlayer(Seat),
    /// The side game's result for the challenged player.
    SideGameResult(SideResult),
    /// A rock-paper-scissors choice in the side game.
    Throw(Hand),
}

/// A rock-paper-scissors choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hand {
    Rock,
    Paper,
    Scissors,
}

impl Hand {
    pub const ALL: [Hand; 3] = [Hand::Rock, Hand::Paper, Hand::Scissors];

    pub fn name(self) -> &'static str {
        ["rock", "paper", "scissors"][self as usize]
    }

    pub fn parse(text: &str) -> Option<Hand> {
        Hand::ALL.into_iter().find(|h| h.name() == text)
    }

    pub fn beats(self, other: Hand) -> bool {
        (self as u8 + 2) % 3 == other as u8
    }
}

/// The side game's result for the player who announced the potential move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SideResult {
    Win,
    Tie,
    Loss,
}

impl SideResult {
    pub const ALL: [SideResult; 3] = [SideResult::Win, SideResult::Tie, SideResult::Loss];

    pub fn name(self) -> &'static str {
        ["win", "tie", "loss"][self as usize]
    }

    pub fn parse(text: &str) -> Option<SideResult> {
        SideResult::ALL.into_iter().find(|r| r.name() == text)
    }
}
