//! The position: board, phase, side to move and counters; status, hashing and playing an action.

use super::action::Action;
use super::board::*;
use super::rules::squares_of;
use super::options::{Options, Setup};
use crate::error::{Error, Result};
use crate::game::{Outcome, Seat, Status};

/// A complete Gygès position: everything the rules need to go on.
#[derive(Clone, Debug)]
pub struct Position {
    /// Piece size per grid square (0 = empty).
    pub(crate) cells: [u8; 36],
    pub(crate) occupied: u64,
    pub(crate) to_move: Seat,
    /// The set-up phase: pieces are being placed on the home rows.
    pub(crate) setup: bool,
    /// The piece that entered a goal, which ends the game.
    pub(crate) goal: Option<(Square, u8)>,
    /// Consecutive passes (two end the game in a draw).
    pub(crate) passes: u8,
    /// Moves and passes played (placements excluded); used by `max_plies`.
    pub(crate) plies: u32,
    /// Every action played since this value was created or parsed.
    pub(crate) turns: u32,
    /// Hashes of the earlier positions of the playing phase, kept when `repetition` is on.
    pub(crate) history: Vec<u64>,
    pub(crate) options: Options,
}

impl Position {
    /// An empty board in the playing phase (for puzzles and tests).
    pub(crate) fn empty(options: &Options, to_move: Seat) -> Position {
        Position {
            cells: [0; 36],
            occupied: 0,
            to_move,
            setup: false,
            goal: None,
            passes: 0,
            plies: 0,
            turns: 0,
            history: Vec::new(),
            options: options.clone(),
        }
    }

    /// The start of a game: the set-up phase, or the preset rows with the first move to play.
    pub fn new(options: &Options) -> Position {
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

    pub(crate) fn put(&mut self, sq: Square, size: u8) {
        self.cells[sq as usize] = size;
        if size == 0 {
            self.occupied &= !bit(sq);
        } else {
            self.occupied |= bit(sq);
        }
    }

    pub fn options(&self) -> &Options {
        &self.options
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
        let mut h = 0;
        for sq in squares_of(self.occupied) {
            h ^= ZOBRIST[sq as usize][self.cells[sq as usize] as usize];
        }
        if let Some((g, size)) = self.goal {
            h ^= ZOBRIST[g as usize][size as usize];
        }
        if self.to_move == NORTH {
            h ^= ZOBRIST_NORTH_TO_MOVE;
        }
        if self.setup {
            h ^= ZOBRIST_SETUP;
        }
        h
    }

    pub fn status(&self) -> Status {
        if let Some((g, _)) = self.goal {
            return Status::Over(Outcome::Win(if g == GOAL_N { SOUTH } else { NORTH }));
        }
        if self.passes >= 2 || self.repeated_thrice() || (self.options.max_plies != 0 && self.plies >= self.options.max_plies) {
            return Status::Over(Outcome::Draw);
        }
        Status::Turn(self.to_move)
    }

    fn repeated_thrice(&self) -> bool {
        if !self.options.repetition || self.history.len() < 2 {
            return false;
        }
        let h = self.hash();
        self.history.iter().filter(|&&old| old == h).count() >= 2
    }

    pub(crate) fn is_over(&self) -> bool {
        matches!(self.status(), Status::Over(_))
    }

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
        self.plies += 1;
        self.turns += 1;
        self.to_move = other(self.to_move);
    }

    fn place(&mut self, square: Square, size: u8) -> Result<()> {
        let seat = self.to_move;
        if !(1..=3).contains(&size) {
            return Err(Error::IllegalAction(format!("a piece has size 1, 2 or 3, not {size}")));
        }
        if square >= 36 || rank_of(square) != home_rank(seat) {
            return Err(Error::IllegalAction(format!("pieces are placed on rank {}", home_rank(seat) + 1)));
        }
        if self.occupied & bit(square) != 0 {
            return Err(Error::IllegalAction(format!("{} is taken", square_name(square))));
        }
        if self.tray(seat)[size as usize - 1] == 0 {
            return Err(Error::IllegalAction(format!("no piece of size {size} is left to place")));
        }
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
        Ok(())
    }

    /// Plays an action; on error the position is unchanged.
    pub fn play(&mut self, action: &Action) -> Result<()> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        match action {
            Action::Place { square, size } => {
                if !self.setup {
                    return Err(Error::IllegalAction("the set-up phase is over".into()));
                }
                self.place(*square, *size)
            }
            _ if self.setup => Err(Error::IllegalAction("pieces are still being placed".into())),
            Action::Move(mv) => {
                self.check_move(mv)?;
                self.apply_move(mv.from, mv.to, mv.drop);
                Ok(())
            }
            Action::Pass => {
                if self.playable_row().is_some() {
                    return Err(Error::IllegalAction("a piece can move, so passing is not allowed".into()));
                }
                self.apply_pass();
                Ok(())
            }
        }
    }

    pub fn turn_number(&self) -> u32 {
        self.turns
    }
}
