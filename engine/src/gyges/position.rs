//! The position: board, phase, side to move and counters; the start, status and hashing.

use super::board::*;
use super::history::History;
use super::options::{Options, Setup};
use crate::game::{Ending, Game, Outcome, Seat, Status};

/// A complete Gygès position: everything the rules need to go on.
#[derive(Clone, Debug)]
pub struct Position {
    /// Piece size per grid square (0 = empty).
    pub(super) cells: [u8; 36],
    pub(super) occupied: u64,
    pub(super) to_move: Seat,
    /// The set-up phase: pieces are being placed on the home rows.
    pub(super) setup: bool,
    /// The piece that entered a goal, which ends the game.
    pub(super) goal: Option<(Square, u8)>,
    /// Consecutive passes (two end the game in a draw).
    pub(super) passes: u8,
    /// Moves and passes played (placements excluded); used by `max_plies`.
    pub(super) plies: u32,
    /// Every action played since this value was created or parsed.
    pub(super) turns: u32,
    /// Hashes of the earlier positions of the playing phase, kept when `repetition` is on.
    pub(super) history: History,
    pub(super) options: Options,
}

impl Position {
    /// An empty board in the playing phase (for puzzles and tests).
    pub(super) fn empty(options: &Options, to_move: Seat) -> Position {
        Position {
            cells: [0; 36],
            occupied: 0,
            to_move,
            setup: false,
            goal: None,
            passes: 0,
            plies: 0,
            turns: 0,
            history: History::default(),
            options: options.clone(),
        }
    }

    pub(super) fn put(&mut self, sq: Square, size: u8) {
        self.cells[sq as usize] = size;
        if size == 0 {
            self.occupied &= !bit(sq);
        } else {
            self.occupied |= bit(sq);
        }
    }

    /// The size of the piece on a square or goal (0 = empty).
    pub fn size_at(&self, sq: Square) -> u8 {
        match sq {
            0..=35 => self.cells[sq as usize],
            _ => match self.goal {
                Some((g, size)) if g == sq => size,
                _ => 0,
            },
        }
    }

    /// A copy without the repetition history, for the search (which does not see threefold
    /// repetitions below its root).
    pub(crate) fn without_history(&self) -> Position {
        Position { history: History::default(), options: self.options.clone(), ..*self }
    }

    /// Consecutive passes so far (two end the game).
    pub(crate) fn passes(&self) -> u8 {
        self.passes
    }

    /// Who acts next: places (set-up phase) or moves. After the game ends, the loser.
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    pub fn in_setup(&self) -> bool {
        self.setup
    }

    /// Pieces of size 1, 2, 3 the seat still has to place (all zero after the set-up phase).
    pub fn tray(&self, seat: Seat) -> [u8; 3] {
        if !self.setup {
            return [0; 3];
        }
        let mut tray = [2u8; 3];
        for sq in squares_of(self.occupied & rank_mask(home_rank(seat))) {
            let size = self.cells[sq as usize];
            tray[size as usize - 1] = tray[size as usize - 1].saturating_sub(1);
        }
        tray
    }

    /// Where the player to act may place a piece now (empty outside the set-up phase).
    pub fn setup_squares(&self) -> Vec<Square> {
        if !self.setup || self.tray(self.to_move) == [0; 3] {
            return Vec::new();
        }
        squares_of(rank_mask(home_rank(self.to_move)) & !self.occupied).collect()
    }

    /// Hash of the board, the phase and the side to move (Zobrist).
    pub fn hash(&self) -> u64 {
        let (keys, mut h) = (&*ZOBRIST, 0);
        for sq in squares_of(self.occupied) {
            h ^= keys[sq as usize][self.cells[sq as usize] as usize];
        }
        if let Some((g, size)) = self.goal {
            h ^= keys[g as usize][size as usize];
        }
        if self.to_move == NORTH {
            h ^= ZOBRIST_NORTH_TO_MOVE;
        }
        if self.setup {
            h ^= ZOBRIST_SETUP;
        }
        h
    }

    fn repeated_thrice(&self) -> bool {
        if !self.options.repetition || self.history.len() < 2 {
            return false;
        }
        self.history.count(self.hash()) >= 2
    }

    pub(crate) fn is_over(&self) -> bool {
        matches!(self.status(), Status::Over(_))
    }

}

/// The start of a game: the set-up phase, or the preset rows with the first move to play.
pub(super) fn start(options: &Options) -> Position {
    match &options.setup {
        Setup::Preset { south, north } => {
            // With no placing, the player who would have placed last moves first.
            let mut p = Position::empty(options, other(options.first_placer));
            for f in 0..6u8 {
                p.put(f, south[f as usize]);
                p.put(30 + f, north[f as usize]);
            }
            p
        }
        _ => {
            let mut p = Position::empty(options, options.first_placer);
            p.setup = true;
            p
        }
    }
}

/// Won or drawn, and why; `None` while the game goes on.
pub(super) fn ending(p: &Position) -> Option<(Outcome, Ending)> {
    if let Some((g, _)) = p.goal {
        return Some((
            Outcome::Win(if g == GOAL_N { SOUTH } else { NORTH }),
            Ending::Goal,
        ));
    }
    let why = if p.passes >= 2 {
        Ending::NoMove
    } else if p.repeated_thrice() {
        Ending::Repetition
    } else if p.options.max_plies != 0 && p.plies >= p.options.max_plies {
        Ending::MoveCap
    } else {
        return None;
    };
    Some((Outcome::Draw, why))
}

/// Won, drawn, or whose turn it is.
pub(super) fn status(p: &Position) -> Status {
    match ending(p) {
        Some((o, _)) => Status::Over(o),
        None => Status::Turn(p.to_move),
    }
}
