//! What a player does: place a piece (set-up phase), move a piece, or pass.

use super::board::Square;
use std::hash::{Hash, Hasher};

/// A move. Its identity is `(from, to, drop)`: the resulting position depends on nothing else.
/// `stops` is the path at bounce granularity, kept for display, animation and the long notation:
/// every run's end after `from`, i.e. each bounce square, then `to`.
#[derive(Clone, Debug)]
pub struct Move {
    pub from: Square,
    /// Where the moving piece ends: an empty square, a goal, or (with `drop`) the replaced piece's
    /// square.
    pub to: Square,
    /// With the advanced rule: where the replaced piece is put.
    pub drop: Option<Square>,
    pub stops: Vec<Square>,
}

impl Move {
    /// The identity only, with the single-run path `[to]` (not necessarily a legal path).
    pub fn identity(from: Square, to: Square, drop: Option<Square>) -> Move {
        Move { from, to, drop, stops: vec![to] }
    }

    /// The squares where the piece bounced (every stop but the last).
    pub fn bounces(&self) -> &[Square] {
        &self.stops[..self.stops.len().saturating_sub(1)]
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Self) -> bool {
        (self.from, self.to, self.drop) == (other.from, other.to, other.drop)
    }
}

impl Eq for Move {}

impl Hash for Move {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.from, self.to, self.drop).hash(state);
    }
}

/// A legal action in the compact form the transition takes: a move by its identity, without
/// its path. Made by `Game::check`, or by the search from the identities `movegen` lists (it
/// is the search's move too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Checked {
    Place { square: Square, size: u8 },
    Move { from: Square, to: Square, drop: Option<Square> },
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Set-up phase: put a piece of `size` (1..=3) on an empty square of the own home row.
    Place { square: Square, size: u8 },
    Move(Move),
    /// Only when no piece can move.
    Pass,
}
