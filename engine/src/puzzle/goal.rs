//! What a puzzle asks for: win the game, or (in a game with captures) win material: be
//! `K` captured pieces further ahead than at the start, at the latest after the player's N-th
//! turn. Material is counted net (the player's captures less the opponent's), so a defence that
//! captures back counts.

use crate::error::{clip, Error, Result, Study};
use super::motif::Motif;
use crate::game::{Game, Seat, Status};

/// The most pieces a material goal may ask for.
pub const MAX_CAPTURE: u32 = 18;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Win the game.
    #[default]
    Win,
    /// Win the game, or gain this many captured pieces (net) within the puzzle's turns.
    Capture(u32),
}

impl Goal {
    /// The puzzle line's goal field: `capture=K` (a win needs no field).
    pub fn token(self) -> Option<String> {
        match self {
            Goal::Win => None,
            Goal::Capture(k) => Some(format!("capture={k}")),
        }
    }

    pub fn parse(text: &str) -> Result<Goal> {
        let bad = || Error::position(Study::Goal { text: clip(text), most: MAX_CAPTURE });
        if text == "win" {
            return Ok(Goal::Win);
        }
        let k = text.strip_prefix("capture=").ok_or_else(bad)?;
        k.parse().ok().filter(|k| (1..=MAX_CAPTURE).contains(k)).map(Goal::Capture).ok_or_else(bad)
    }

    /// What the player to act at `start` must reach, as the solver counts it.
    pub fn target<G: PuzzleGame>(self, start: &G) -> Result<Option<Target>> {
        let Goal::Capture(k) = self else { return Ok(None) };
        let Status::Turn(seat) = start.status() else { return Err(Error::GameOver) };
        let net = start.net_captures(seat).ok_or_else(|| Error::position(Study::NoCaptures { game: G::NAME.into() }))?;
        Ok(Some(Target { seat, net: net + k as i32 }))
    }

    /// A short description: "win" or "win, or capture 3 pieces".
    pub fn describe(self) -> String {
        match self {
            Goal::Win => "win".into(),
            Goal::Capture(k) => format!("capture {k} piece{} more than you lose (or win)", if k == 1 { "" } else { "s" }),
        }
    }
}

/// A material goal as the solver checks it: `seat` reaches it once its net captures are `net`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    pub seat: Seat,
    pub net: i32,
}

impl Target {
    pub fn reached<G: PuzzleGame>(self, pos: &G, me: Seat) -> bool {
        me == self.seat && pos.net_captures(me).is_some_and(|n| n >= self.net)
    }
}

/// What puzzles need of a game beyond its rules: where a puzzle may start, and captures.
pub trait PuzzleGame: Game {
    /// A puzzle starts where the player to act begins a turn with a move (in GIPF, not with
    /// a row to remove: that is only the end of the opponent's last move).
    fn starts_a_puzzle(&self) -> bool {
        true
    }

    /// Pieces `seat` has captured from its opponent; `None` in a game without captures.
    fn captures(&self, _seat: Seat) -> Option<u32> {
        None
    }

    /// `seat`'s captures less its opponent's. In GIPF this never goes up during the
    /// opponent's turn, so checking it at any position equals checking it when a turn ends.
    fn net_captures(&self, seat: Seat) -> Option<i32> {
        Some(self.captures(seat)? as i32 - self.captures(1 - seat)? as i32)
    }

    /// What the puzzle's first move `first` shows (its themes, `theme`).
    fn motifs(&self, _first: &Self::Action) -> Vec<Motif> {
        Vec::new()
    }
}

impl PuzzleGame for crate::gyges::Position {
    fn motifs(&self, first: &crate::gyges::Action) -> Vec<Motif> {
        let crate::gyges::Action::Move(m) = first else { return Vec::new() };
        let run = match m.bounces().len() {
            0 => Motif::Straight,
            1 => Motif::OneBounce,
            _ => Motif::BounceChain,
        };
        let mut motifs = vec![run];
        if m.drop.is_some() {
            motifs.push(Motif::Replacement);
        }
        motifs
    }
}

impl PuzzleGame for crate::gype::Position {
    fn motifs(&self, first: &crate::gype::Action) -> Vec<Motif> {
        use crate::gype::{Action, Face};
        let motif = match first {
            Action::Roll(_) => Motif::RollInPlace,
            Action::Move(m) if self.piece_at(m.origin).is_some_and(|(_, face)| face == Face::Hat) => Motif::HatLeap,
            Action::Move(m) if m.path.len() >= 2 => Motif::JumpChain,
            Action::Move(m) if !m.rolled.is_empty() => Motif::Jump,
            Action::Move(_) => Motif::Step,
            _ => return Vec::new(),
        };
        vec![motif]
    }
}

impl PuzzleGame for crate::gipf::Position {
    fn starts_a_puzzle(&self) -> bool {
        self.due().stage == crate::gipf::Stage::Move && !self.has_moved()
    }

    /// Basic pieces taken from the opponent (a GIPF-piece counts two).
    fn captures(&self, seat: Seat) -> Option<u32> {
        Some(u32::from(self.captured(seat)))
    }

    fn motifs(&self, first: &crate::gipf::Action) -> Vec<Motif> {
        let (Status::Turn(me), mut after) = (self.status(), self.clone()) else { return Vec::new() };
        if after.play(first).is_err() {
            return Vec::new();
        }
        // A row of the mover's to take off keeps the turn with the mover.
        let row = after.due().stage == crate::gipf::Stage::RowRemoval && after.due().by == me;
        vec![if row { Motif::RowAtOnce } else { Motif::QuietMove }]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_goal_reads_back() {
        for g in [Goal::Capture(1), Goal::Capture(MAX_CAPTURE)] {
            assert_eq!(Goal::parse(&g.token().unwrap()), Ok(g));
        }
        assert_eq!(Goal::parse("win"), Ok(Goal::Win));
        for bad in ["", "capture=0", "capture=19", "capture=-1", "capture", "take=2", "capture=2 "] {
            assert!(Goal::parse(bad).is_err(), "{bad}");
        }
    }
}
