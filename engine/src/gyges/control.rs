//! What a side reaches, for the computer's evaluation: a read-only pass of the generator over
//! the row a side would play, and a quicker one that asks only whether a piece can enter the
//! goal.

use super::board::*;
use super::movegen::{search, Reach, Visitor, DROP_ZONE_WORK};
use super::position::Position;
use crate::game::Seat;

/// What a seat's pieces reach, for the computer's evaluation, and the work spent finding it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Control {
    /// The pieces that can enter the goal.
    pub goal_pieces: u64,
    /// The pieces of the playable row that can move.
    pub movers: u64,
    /// The empty squares where a move ends (goals excluded).
    pub ends: u64,
    /// The pieces some move lands on.
    pub landings: u64,
    /// Every piece's ends and landings counted, a landing `LANDING_WEIGHT` times.
    pub reach: u64,
    pub work: u64,
}

/// What a landing counts in `Control::reach` against an end: a landing is a bounce and a
/// replacement, the start of many moves.
const LANDING_WEIGHT: u64 = 25;

/// Stops when a run ends in the goal.
struct GoalOnly {
    goal: Square,
}

impl Visitor for GoalOnly {
    #[inline]
    fn end(&mut self, to: Square, _: &[Square], _: u8) -> bool {
        to == self.goal
    }
    #[inline]
    fn landing(&mut self, _: Square, _: &[Square], _: u8) -> bool {
        false
    }
}

impl Position {
    /// The lowest square of a piece `seat` could enter the goal with if it were to move (the
    /// lowest of `control(seat).goal_pieces`), found sooner: each walk stops at the goal, and a
    /// row's other moves are looked for only when none of its pieces gets there. With the
    /// runs tried.
    pub fn goal_piece(&self, seat: Seat) -> (Option<Square>, u64) {
        let mut p = self.without_history();
        p.to_move = seat;
        p.setup = false;
        let mut work = 0;
        for rank in ranks_from(seat) {
            let row = p.occupied & rank_mask(rank);
            if row == 0 {
                continue;
            }
            for from in squares_of(row) {
                let m = p.mover(from);
                let s = search(&p.cells, &m, GoalOnly { goal: m.goal });
                work += s.work;
                if s.stopped {
                    return (Some(from), work);
                }
            }
            // Priced as one more walk per piece, which `row_can_move` rarely exceeds.
            work += row.count_ones() as u64 * 8;
            if p.row_can_move(rank) {
                return (None, work);
            }
        }
        (None, work)
    }

    /// What `seat` reaches if it were to move in the playing phase, from the row it would play
    /// (drops are not counted: a drop zone is looked up only to learn whether a row whose
    /// pieces only land on others can move).
    pub fn control(&self, seat: Seat) -> Control {
        if seat == self.to_move && !self.setup {
            return self.control_of_mover();
        }
        let mut p = self.without_history();
        p.to_move = seat;
        p.setup = false;
        p.control_of_mover()
    }

    fn control_of_mover(&self) -> Control {
        let mut c = Control::default();
        for rank in ranks_from(self.to_move) {
            let mut row_moves = false;
            for from in squares_of(self.occupied & rank_mask(rank)) {
                let m = self.mover(from);
                let s = search(&self.cells, &m, Reach::default());
                c.work += s.work;
                let (ends, landings) = (s.found.ends, s.found.landings);
                if ends & bit(m.goal) != 0 {
                    c.goal_pieces |= bit(from);
                }
                if ends | landings != 0 {
                    c.movers |= bit(from);
                }
                c.ends |= ends & GRID;
                c.landings |= landings;
                c.reach += u64::from(ends.count_ones()) + LANDING_WEIGHT * u64::from(landings.count_ones());
                if ends != 0 {
                    row_moves = true;
                } else if !row_moves && self.options.replace {
                    row_moves = squares_of(landings).any(|to| {
                        c.work += DROP_ZONE_WORK;
                        self.drop_zone(from, to) != 0
                    });
                }
            }
            if row_moves {
                return c;
            }
            // A row that cannot move is not played.
            c = Control { work: c.work, ..Control::default() };
        }
        c
    }
}
