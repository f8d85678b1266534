//! Which moves are legal: the playable row, every path of a piece, replacement drop zones, move
//! checking, and a fast perft by move identity.

use super::action::{Action, Move};
use super::board::*;
use super::movegen::{path_exists, search, AnyMove, Mover, Reach, Reached, Witnesses};
use super::options::Options;
use super::position::Position;
use crate::error::{Error, Result};
use crate::game::Seat;

/// The squares of a bit set, in increasing order.
pub(crate) fn squares_of(mut set: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let sq = set.trailing_zeros() as Square;
            set &= set - 1;
            Some(sq)
        }
    })
}

/// The grid squares from `seat`'s home rank up to and including `rank`.
fn ranks_up_to(seat: Seat, rank: u8) -> u64 {
    let below = (1u64 << (6 * rank as u32)) - 1;
    if seat == SOUTH { (below << 6 | 0x3F) & GRID } else { GRID & !below }
}

pub(crate) fn mover_for(cells: &[u8; 36], occupied: u64, seat: Seat, from: Square, allow_return: bool) -> Mover {
    Mover {
        start: from,
        size: cells[from as usize],
        occupied: occupied & !bit(from),
        far_rank: rank_mask(far_rank(seat)),
        goal: target_goal(seat),
        allow_return,
    }
}

/// `seat`'s playable row on a board where a replacement is under way (the displaced piece in
/// hand). A landing counts as a move here without looking one replacement deeper.
fn playable_row_during_replacement(cells: &[u8; 36], occupied: u64, seat: Seat, options: &Options) -> Option<u8> {
    ranks_from(seat).find(|&rank| {
        squares_of(occupied & rank_mask(rank)).any(|s| {
            let m = mover_for(cells, occupied, seat, s, options.return_to_start);
            search(cells, &m, AnyMove { accept_landing: |_| options.replace }).1
        })
    })
}

impl Position {
    pub(crate) fn mover(&self, from: Square) -> Mover {
        mover_for(&self.cells, self.occupied, self.to_move, from, self.options.return_to_start)
    }

    /// Where the displaced piece may go when the piece from `from` replaces the one on `to`.
    /// The opponent's playable row is taken after the mover has landed.
    pub(crate) fn drop_zone(&self, from: Square, to: Square) -> u64 {
        let size = self.cells[from as usize];
        let displaced = self.cells[to as usize];
        let mut cells = self.cells;
        cells[from as usize] = 0;
        cells[to as usize] = size;
        let occupied = self.occupied & !bit(from);
        let zone = match playable_row_during_replacement(&cells, occupied, other(self.to_move), &self.options) {
            Some(rank) => ranks_up_to(self.to_move, rank),
            None => GRID,
        };
        let mut allowed = (zone & !occupied) | bit(from);
        if displaced == size && !self.options.return_to_start {
            allowed &= !bit(from); // the board would not change
        }
        allowed
    }

    /// Whether the piece on `from` has a legal move, ignoring the playable row.
    fn piece_can_move(&self, from: Square) -> bool {
        let m = self.mover(from);
        let replace = self.options.replace;
        search(&self.cells, &m, AnyMove { accept_landing: |on| replace && self.drop_zone(from, on) != 0 }).1
    }

    fn row_can_move(&self, rank: u8) -> bool {
        squares_of(self.occupied & rank_mask(rank)).any(|s| self.piece_can_move(s))
    }

    /// The rank index (0 = rank 1) the player to move must play from: the nearest non-empty row
    /// with a piece that can move. `None` in the set-up phase, after the game, or with no move.
    pub fn playable_row(&self) -> Option<u8> {
        if self.setup || self.is_over() {
            return None;
        }
        ranks_from(self.to_move).find(|&rank| self.row_can_move(rank))
    }

    /// The pieces the player to move may move (empty in the set-up phase or when passing).
    pub fn movable_pieces(&self) -> Vec<Square> {
        match self.playable_row() {
            Some(rank) => squares_of(self.occupied & rank_mask(rank)).filter(|&s| self.piece_can_move(s)).collect(),
            None => Vec::new(),
        }
    }

    /// Every legal move of one piece with a shortest witness path, whatever its row.
    fn piece_moves(&self, from: Square, out: &mut Vec<Move>) {
        let m = self.mover(from);
        let (w, _) = search(&self.cells, &m, Witnesses::new());
        for to in squares_of(w.reach.ends | w.reach.landings) {
            if w.reach.ends & bit(to) != 0 {
                out.push(Move { from, to, drop: None, stops: w.stops(to) });
            } else if self.options.replace {
                let stops = w.stops(to);
                for d in squares_of(self.drop_zone(from, to)) {
                    out.push(Move { from, to, drop: Some(d), stops: stops.clone() });
                }
            }
        }
    }

    /// Every legal move, one per identity `(from, to, drop)`, each with a shortest witness path.
    /// Empty in the set-up phase, after the game, or when the player must pass.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        if self.setup || self.is_over() {
            return out;
        }
        for rank in ranks_from(self.to_move) {
            for s in squares_of(self.occupied & rank_mask(rank)) {
                self.piece_moves(s, &mut out);
            }
            if !out.is_empty() {
                break;
            }
        }
        out
    }

    /// The legal moves of the piece on `from` (empty unless it may move now).
    pub fn moves_from(&self, from: Square) -> Vec<Move> {
        let mut out = Vec::new();
        if from < 36 && self.playable_row() == Some(rank_of(from)) {
            self.piece_moves(from, &mut out);
        }
        out
    }

    /// Every legal action: placements, moves, or a forced pass.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.is_over() {
            return Vec::new();
        }
        if self.setup {
            let tray = self.tray(self.to_move);
            let mut out = Vec::new();
            for square in self.setup_squares() {
                for size in 1..=3u8 {
                    if tray[size as usize - 1] > 0 {
                        out.push(Action::Place { square, size });
                    }
                }
            }
            return out;
        }
        let moves = self.legal_moves();
        if moves.is_empty() {
            vec![Action::Pass]
        } else {
            moves.into_iter().map(Action::Move).collect()
        }
    }

    /// A shortest path for the identity if the piece on `from` can make it (row not checked).
    pub(crate) fn witness(&self, from: Square, to: Square, drop: Option<Square>) -> Option<Vec<Square>> {
        let (w, _) = search(&self.cells, &self.mover(from), Witnesses::new());
        let legal = match drop {
            None => w.reach.ends & bit(to) != 0,
            Some(d) => {
                self.options.replace && w.reach.landings & bit(to) != 0 && d < 36 && self.drop_zone(from, to) & bit(d) != 0
            }
        };
        legal.then(|| w.stops(to))
    }

    /// Calls `f(from, to, drop)` for every legal move identity, without paths; returns how many.
    pub(crate) fn for_each_identity(&self, mut f: impl FnMut(Square, Square, Option<Square>)) -> u64 {
        let mut count = 0;
        for rank in ranks_from(self.to_move) {
            for from in squares_of(self.occupied & rank_mask(rank)) {
                let (reach, _) = search(&self.cells, &self.mover(from), Reach::default());
                for to in squares_of(reach.ends) {
                    f(from, to, None);
                    count += 1;
                }
                if self.options.replace {
                    for to in squares_of(reach.landings) {
                        for d in squares_of(self.drop_zone(from, to)) {
                            f(from, to, Some(d));
                            count += 1;
                        }
                    }
                }
            }
            if count > 0 {
                break;
            }
        }
        count
    }

    /// Every legal move identity `(from, to, drop)` without paths: cheaper than `legal_moves`,
    /// for search. Empty in the set-up phase, after the game, or when the player must pass.
    pub fn move_identities(&self) -> Vec<(Square, Square, Option<Square>)> {
        let mut out = Vec::new();
        if !self.setup && !self.is_over() {
            self.for_each_identity(|from, to, drop| out.push((from, to, drop)));
        }
        out
    }

    /// Plays the legal move with this identity, whatever its path (for search and drag input).
    pub fn play_identity(&mut self, from: Square, to: Square, drop: Option<Square>) -> Result<()> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        if self.setup {
            return Err(Error::IllegalAction("pieces are still being placed".into()));
        }
        self.check_origin(from)?;
        if to > GOAL_N || self.witness(from, to, drop).is_none() {
            return Err(Error::IllegalAction(format!("{}-{} is not a legal move", square_name(from), square_name(to))));
        }
        self.apply_move(from, to, drop);
        Ok(())
    }

    /// Leaf count of the game tree to `depth`, like the generic perft but without building
    /// witness paths or re-checking moves (a winning move is a leaf).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.is_over() {
            return 0;
        }
        if self.setup {
            let actions = self.legal_actions();
            if depth == 1 {
                return actions.len() as u64;
            }
            return actions
                .iter()
                .map(|a| {
                    let mut next = self.clone();
                    next.play(a).expect("generated placements are legal");
                    next.perft(depth - 1)
                })
                .sum();
        }
        let mut total = 0;
        let count = self.for_each_identity(|from, to, drop| {
            if depth > 1 {
                let mut next = self.clone();
                next.apply_move(from, to, drop);
                total += if next.is_over() { 1 } else { next.perft(depth - 1) };
            }
        });
        if count == 0 {
            // A forced pass.
            if depth == 1 {
                return 1;
            }
            let mut next = self.clone();
            next.apply_pass();
            return if next.is_over() { 1 } else { next.perft(depth - 1) };
        }
        if depth == 1 { count } else { total }
    }

    /// Checks that the player to move may move the piece on `from` (its row is the playable one).
    pub(crate) fn check_origin(&self, from: Square) -> Result<()> {
        if from >= 36 || self.occupied & bit(from) == 0 {
            return Err(Error::IllegalAction(format!("there is no piece on {}", square_name(from))));
        }
        let rank = rank_of(from);
        if let Some(nearer) = ranks_from(self.to_move).take_while(|&r| r != rank).find(|&r| self.row_can_move(r)) {
            return Err(Error::IllegalAction(format!("a piece on rank {} must move (the nearest row that can move)", nearer + 1)));
        }
        Ok(())
    }

    /// Checks that `mv` is legal here, its path included.
    pub(crate) fn check_move(&self, mv: &Move) -> Result<()> {
        let name = |sq: Square| square_name(sq);
        let illegal = |why: String| Err(Error::IllegalAction(why));
        self.check_origin(mv.from)?;
        if mv.to > GOAL_N || mv.stops.iter().any(|&s| s > GOAL_N) || mv.drop.is_some_and(|d| d >= 36) {
            return illegal("a square is off the board".into());
        }
        if mv.stops.last() != Some(&mv.to) {
            return illegal("the path must end on the move's destination".into());
        }
        let m = self.mover(mv.from);
        match mv.drop {
            None => {
                if !path_exists(&self.cells, &m, &mv.stops, Reached::End) {
                    return illegal(format!("the piece on {} cannot end on {} by that path", name(mv.from), name(mv.to)));
                }
            }
            Some(d) => {
                if !self.options.replace {
                    return illegal("replacing needs the advanced rule (replace=on)".into());
                }
                if !path_exists(&self.cells, &m, &mv.stops, Reached::Landing) {
                    return illegal(format!("the piece on {} cannot land on {} by that path", name(mv.from), name(mv.to)));
                }
                if self.drop_zone(mv.from, mv.to) & bit(d) == 0 {
                    return illegal(format!("the replaced piece may not go to {}", name(d)));
                }
            }
        }
        Ok(())
    }

}
