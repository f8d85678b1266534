//! The transition: playing a placement, a move or a pass, after checking it; and a fast perft
//! by move identity over the same transition.

use super::action::{Action, Checked, Move};
use super::board::*;
use super::options::Setup;
use super::path::path_exists;
use super::movegen::Reached;
use super::position::Position;
use crate::error::{Error, Guaranteed, Gyges, Result};
use crate::game::Game;

impl Position {
    fn push_history(&mut self) {
        if self.options.repetition {
            self.history.push(self.hash());
        }
    }

    /// Plays a move identity known to be legal.
    pub(crate) fn apply_move(&mut self, from: Square, to: Square, drop: Option<Square>) {
        self.push_history();
        let size = self.cells[from as usize];
        self.put(from, 0);
        if to >= 36 {
            self.goal = Some((to, size));
        } else {
            let displaced = self.cells[to as usize];
            self.put(to, size);
            if let Some(d) = drop {
                self.put(d, displaced);
            }
        }
        self.passes = 0;
        self.end_ply();
    }

    pub(crate) fn apply_pass(&mut self) {
        self.push_history();
        self.passes += 1;
        self.end_ply();
    }

    fn end_ply(&mut self) {
        // Counters from parsed text are bounded there; saturating keeps any other start safe.
        self.plies = self.plies.saturating_add(1);
        self.turns = self.turns.saturating_add(1);
        self.to_move = other(self.to_move);
    }

    fn check_place(&self, square: Square, size: u8) -> Result<()> {
        let seat = self.to_move;
        if !(1..=3).contains(&size) {
            return Err(Error::illegal(Gyges::SizeOutOfRange { size }));
        }
        if square >= 36 || rank_of(square) != home_rank(seat) {
            return Err(Error::illegal(Gyges::PlaceOnRank { rank: home_rank(seat) + 1 }));
        }
        if self.occupied & bit(square) != 0 {
            return Err(Error::illegal(Gyges::Taken { square: square_name(square) }));
        }
        if self.tray(seat)[size as usize - 1] == 0 {
            return Err(Error::illegal(Gyges::NoneLeftToPlace { size }));
        }
        Ok(())
    }

    /// Places a piece `check_place` allowed.
    fn place(&mut self, square: Square, size: u8) {
        let seat = self.to_move;
        self.put(square, size);
        self.turns += 1;
        let next = if self.options.setup == Setup::OneRowEach { seat } else { other(seat) };
        if self.tray(next) != [0; 3] {
            self.to_move = next;
        } else if self.tray(other(next)) != [0; 3] {
            self.to_move = other(next);
        } else {
            // Whoever places the last piece makes the first move.
            self.setup = false;
        }
    }

    /// Plays the legal move with this identity, whatever its path (for search and drag input).
    pub fn play_identity(&mut self, from: Square, to: Square, drop: Option<Square>) -> Result<()> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        if self.setup {
            return Err(Error::illegal(Gyges::StillPlacing));
        }
        self.check_origin(from)?;
        if to > GOAL_N || self.witness(from, to, drop).is_none() {
            return Err(Error::illegal(Gyges::NotLegal { from: square_name(from), to: square_name(to) }));
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
                    next.play(a).guaranteed("generated placements are legal");
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
        if count.count == 0 {
            // A forced pass.
            if depth == 1 {
                return 1;
            }
            let mut next = self.clone();
            next.apply_pass();
            return if next.is_over() { 1 } else { next.perft(depth - 1) };
        }
        if depth == 1 { count.count } else { total }
    }

    /// Checks that the player to move may move the piece on `from` (its row is the playable one).
    pub(crate) fn check_origin(&self, from: Square) -> Result<()> {
        if from >= 36 || self.occupied & bit(from) == 0 {
            return Err(Error::illegal(Gyges::NoPiece { square: square_name(from) }));
        }
        let rank = rank_of(from);
        if let Some(nearer) = ranks_from(self.to_move).take_while(|&r| r != rank).find(|&r| self.row_can_move(r)) {
            return Err(Error::illegal(Gyges::NearestRow { rank: nearer + 1 }));
        }
        Ok(())
    }

    /// Checks that `mv` is legal here, its path included.
    pub(crate) fn check_move(&self, mv: &Move) -> Result<()> {
        let name = |sq: Square| square_name(sq);
        let illegal = |why: Gyges| Err(Error::illegal(why));
        self.check_origin(mv.from)?;
        if mv.to > GOAL_N || mv.stops.iter().any(|&s| s > GOAL_N) || mv.drop.is_some_and(|d| d >= 36) {
            return illegal(Gyges::OffBoard);
        }
        if mv.stops.last() != Some(&mv.to) {
            return illegal(Gyges::PathEnd);
        }
        let m = self.mover(mv.from);
        match mv.drop {
            None => {
                if !path_exists(&self.cells, &m, &mv.stops, Reached::End) {
                    return illegal(Gyges::CannotEnd { from: name(mv.from), to: name(mv.to) });
                }
            }
            Some(d) => {
                if !self.options.replace {
                    return illegal(Gyges::ReplaceOff);
                }
                if !path_exists(&self.cells, &m, &mv.stops, Reached::Landing) {
                    return illegal(Gyges::CannotLand { from: name(mv.from), to: name(mv.to) });
                }
                if self.drop_zone(mv.from, mv.to) & bit(d) == 0 {
                    return illegal(Gyges::DropNotAllowed { square: name(d) });
                }
            }
        }
        Ok(())
    }
}

/// Whether `action` is legal here, and its checked form.
pub(super) fn check(p: &Position, action: &Action) -> Result<Checked> {
    if p.is_over() {
        return Err(Error::GameOver);
    }
    match action {
        Action::Place { square, size } => {
            if !p.setup {
                return Err(Error::illegal(Gyges::SetupOver));
            }
            p.check_place(*square, *size)?;
            Ok(Checked::Place { square: *square, size: *size })
        }
        _ if p.setup => Err(Error::illegal(Gyges::StillPlacing)),
        Action::Move(mv) => {
            p.check_move(mv)?;
            Ok(Checked::Move { from: mv.from, to: mv.to, drop: mv.drop })
        }
        Action::Pass => {
            if p.playable_row().is_some() {
                return Err(Error::illegal(Gyges::NoPass));
            }
            Ok(Checked::Pass)
        }
    }
}

/// Plays an action checked here.
pub(super) fn apply(p: &mut Position, checked: Checked) {
    match checked {
        Checked::Place { square, size } => p.place(square, size),
        Checked::Move { from, to, drop } => p.apply_move(from, to, drop),
        Checked::Pass => p.apply_pass(),
    }
}
