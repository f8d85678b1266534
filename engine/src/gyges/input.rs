//! Click-to-path entry for the UI: the next possible stops of a path being entered, the drop
//! squares of a replacement, and the step-by-step route of a move for animation.

use super::action::Move;
use super::board::*;
use super::movegen::{search, search_from, AnyMove, Reach, Reached};
use super::path::{find_route, follow, runs};
use super::position::Position;

/// How the UI may use a square clicked next while entering a move path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StopKind {
    /// An empty square or the goal: the move ends there.
    End,
    /// An occupied square: the run ends on a piece.
    Bounce,
}

/// A square that can be the next stop of a path being entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stop {
    pub square: Square,
    pub kind: StopKind,
    /// For `Bounce`: some legal move continues from this piece (add it to the prefix).
    pub continues: bool,
    /// For `Bounce`: replacing this piece is legal (ask `drop_squares` for where it may go).
    pub replace: bool,
}

impl Position {
    /// Where the replaced piece may go after the piece on `from` lands on `landed`. Empty unless
    /// `replace` is on and that landing is part of a legal move now.
    pub fn drop_squares(&self, from: Square, landed: Square) -> Vec<Square> {
        if !self.options.replace || from >= 36 || landed >= 36 || self.playable_row() != Some(rank_of(from)) {
            return Vec::new();
        }
        let reach = search(&self.cells, &self.mover(from), Reach::default()).found;
        if reach.landings & bit(landed) == 0 {
            return Vec::new();
        }
        squares_of(self.drop_zone(from, landed)).collect()
    }

    /// The squares that may be clicked next when entering a move of the piece on `from` whose
    /// bounce squares so far are `prefix`. Every step route consistent with the prefix counts.
    /// A bounce square is listed only if a legal move continues from it or replaces it.
    pub fn next_stops(&self, from: Square, prefix: &[Square]) -> Vec<Stop> {
        if from >= 36 || prefix.iter().any(|&s| s >= 36) || self.playable_row() != Some(rank_of(from)) {
            return Vec::new();
        }
        let m = self.mover(from);
        let replace = self.options.replace;
        let mut zone_nonempty: [Option<bool>; 36] = [None; 36];
        let mut can_replace = |on: Square| -> bool {
            replace && *zone_nonempty[on as usize].get_or_insert_with(|| self.drop_zone(from, on) != 0)
        };
        let mut found: Vec<Stop> = Vec::new();
        for t in follow(&self.cells, &m, prefix) {
            runs(&self.cells, &m, &t, &mut |sq, reached, nt| {
                let (kind, continues, replaces) = match reached {
                    Reached::End => (StopKind::End, false, false),
                    Reached::Landing => {
                        let replaces = can_replace(sq);
                        let known = found.iter().any(|s| s.square == sq && s.continues);
                        let continues = known || {
                            let accept = |on: Square| can_replace(on);
                            search_from(&self.cells, &m, nt.at, AnyMove { accept_landing: accept }).stopped
                        };
                        (StopKind::Bounce, continues, replaces)
                    }
                };
                if kind == StopKind::Bounce && !continues && !replaces {
                    return;
                }
                // Kept in square order, one stop a square.
                match found.binary_search_by_key(&sq, |s| s.square) {
                    Ok(i) => {
                        found[i].continues |= continues;
                        found[i].replace |= replaces;
                    }
                    Err(i) => found.insert(i, Stop { square: sq, kind, continues, replace: replaces }),
                }
            });
        }
        found
    }

    /// Every square the move visits step by step, `from` first and `to` last (for animation).
    /// For a move that is not legal here, `from` followed by its stops.
    pub fn steps_of(&self, mv: &Move) -> Vec<Square> {
        let last = if mv.drop.is_some() { Reached::Landing } else { Reached::End };
        let route = (mv.from < 36 && self.occupied & bit(mv.from) != 0 && !mv.stops.is_empty())
            .then(|| find_route(&self.cells, &self.mover(mv.from), &mv.stops, last))
            .flatten();
        route.unwrap_or_else(|| std::iter::once(mv.from).chain(mv.stops.iter().copied()).collect())
    }

}
