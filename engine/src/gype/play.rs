//! Actions, the legal ones, and the one transition: `check` turns an action into a `Checked`
//! one or says why it is illegal, and `transition` plays a checked action. `Game::play` is the two in a row; the
//! search plays the moves it generated with `transition` alone.

use super::face::Face;
use super::geometry::{bit, cell_name, cells_of, Cell};
use super::movegen::Move;
use super::options::StartFaces;
use super::position::Position;
use crate::error::{Error, Gype, Result};
use crate::game::{Game, Outcome, Status};

/// Everything that can happen in a game. Equality of moves is their identity (see `Move`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Move a piece (notation `b0-c1`, or the full path `e4-e6-g6-g4-e4`).
    Move(Move),
    /// Roll one of one's own pieces in place (`roll e4`).
    Roll(Cell),
    /// The one action of a player who has no other (`pass`).
    Pass,
    /// Chance: the die on `cell` shows `face` (`e5=F`).
    Die { cell: Cell, face: Face },
    /// Set-up: exchange two pieces of one's row (`swap b0 c0`). Build with `Action::swap`.
    Swap(Cell, Cell),
    /// Set-up with `start=choose`: turn a die to a face (`set b0=H`).
    SetFace(Cell, Face),
    /// Set-up: the row is arranged (`confirm`).
    Confirm,
}

impl Action {
    /// A swap, its cells in increasing order so that equal swaps compare equal.
    pub fn swap(a: Cell, b: Cell) -> Action {
        Action::Swap(a.min(b), a.max(b))
    }
}

/// A legal action in the compact form the transition takes: a move by its identity (origin,
/// end, a bit per jumped or passed-over cell), without its path. Made by `Position::check`, or
/// by the search from the moves `movegen` generates (it is the search's move too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Checked {
    Move { origin: Cell, end: Cell, rolled: u128 },
    Roll(Cell),
    Pass,
    Die { cell: Cell, face: Face },
    Swap(Cell, Cell),
    SetFace(Cell, Face),
    Confirm,
}

impl Move {
    /// The move in the transition's compact form.
    pub fn checked(&self) -> Checked {
        Checked::Move { origin: self.origin, end: self.end(), rolled: self.rolled_mask() }
    }
}

/// Every legal action of the player to act (`Game::legal_actions`; empty while chance acts or
/// the game is over).
pub(super) fn legal_actions(p: &Position) -> Vec<Action> {
    if !matches!(p.status(), Status::Turn(_)) {
        return Vec::new();
    }
    let own: Vec<Cell> = cells_of(p.seat_mask[p.to_move as usize]).collect();
    let mut out = Vec::new();
    if p.setup_left > 0 {
        out.push(Action::Confirm);
        for (i, &a) in own.iter().enumerate() {
            for &b in &own[i + 1..] {
                if p.face_at(a) != p.face_at(b) {
                    out.push(Action::Swap(a, b));
                }
            }
        }
        if p.options.start == StartFaces::Choose {
            for &c in &own {
                out.extend(Face::ALL.into_iter().filter(|&f| f != p.face_at(c)).map(|f| Action::SetFace(c, f)));
            }
        }
        return out;
    }
    for &c in &own {
        p.generate_moves(c, &mut |m| out.push(Action::Move(m)));
    }
    if p.options.rolls {
        out.extend(own.iter().map(|&c| Action::Roll(c)));
    }
    if out.is_empty() {
        out.push(Action::Pass);
    }
    out
}

fn illegal(why: Gype) -> Error {
    Error::illegal(why)
}

/// A cell's name, or `None` for one off the board.
fn cell_on_board(c: Cell) -> Option<String> {
    ((c as usize) < 100).then(|| cell_name(c))
}

impl Position {
    /// Checks an action against the rules; the answer is what `transition` plays.
    pub(crate) fn check_action(&self, action: &Action) -> Result<Checked> {
        match self.status() {
            Status::Over(_) => Err(Error::GameOver),
            Status::Chance(n) => match *action {
                Action::Die { cell, face } => self.check_die(cell, face, n),
                _ => {
                    let cell = self.next_roll().map(cell_name).unwrap_or_default();
                    Err(illegal(Gype::RollFirst { cell }))
                }
            },
            Status::Turn(_) if self.setup_left > 0 => self.check_setup(action),
            Status::Turn(_) => self.check_play(action),
        }
    }

    /// Plays a legal action (from `check`, or a move the generator made in this position):
    /// the piece moves, then the game ends if its seat has arrived, or its jumped dice wait to
    /// be rolled, or the turn ends.
    pub(crate) fn transition(&mut self, action: Checked) {
        match action {
            Checked::Move { origin, end, rolled } => {
                let seat = self.to_move();
                self.move_piece(origin, end);
                if self.has_arrived(seat) {
                    // The game ends at once; the jumped pieces are not rolled.
                    self.outcome = Some(Outcome::Win(seat));
                } else if self.options.rolls && rolled != 0 {
                    self.pending = rolled;
                } else {
                    self.finish_turn();
                }
            }
            Checked::Roll(c) => self.pending = bit(c),
            Checked::Pass => self.finish_turn(),
            Checked::Die { cell, face } => {
                self.set_face(cell, face);
                self.pending &= !bit(cell);
                if self.pending == 0 {
                    if self.opening {
                        self.opening = false;
                        if self.setup_left == 0 {
                            self.begin_turn();
                        }
                    } else {
                        self.finish_turn();
                    }
                }
            }
            Checked::Swap(a, b) => {
                let (fa, fb) = (self.face_at(a), self.face_at(b));
                self.set_face(a, fb);
                self.set_face(b, fa);
            }
            Checked::SetFace(c, f) => self.set_face(c, f),
            Checked::Confirm => {
                self.setup_left -= 1;
                self.to_move = self.next_seat(self.to_move);
                if self.setup_left == 0 {
                    self.begin_turn();
                }
            }
        }
    }

    /// After a complete turn of play.
    fn finish_turn(&mut self) {
        self.plies = self.plies.saturating_add(1);
        self.to_move = self.next_seat(self.to_move);
        self.begin_turn();
    }

    /// At the start of `to_move`'s turn: the block counter, then the ply cap.
    pub(super) fn begin_turn(&mut self) {
        let seat = self.to_move;
        self.block[seat as usize] = if self.is_blocked(seat) { self.block[seat as usize].saturating_add(1) } else { 0 };
        self.outcome = self.derive_outcome();
    }

    fn own_piece(&self, c: Cell) -> Result<Face> {
        match self.piece_at(c) {
            Some((seat, face)) if seat == self.to_move => Ok(face),
            Some((seat, _)) => Err(illegal(Gype::BelongsTo { cell: cell_name(c), side: self.side(seat).name().into() })),
            None => Err(illegal(Gype::NoPiece { cell: cell_on_board(c) })),
        }
    }

    fn check_die(&self, cell: Cell, face: Face, faces: u32) -> Result<Checked> {
        let next = self.next_roll().unwrap_or(cell);
        if cell != next {
            return Err(illegal(Gype::NotNextDie { next: cell_name(next), cell: cell_on_board(cell) }));
        }
        if face.index() as u32 >= faces {
            return Err(illegal(Gype::EarsRerolled { face: face.name().into() }));
        }
        Ok(Checked::Die { cell, face })
    }

    fn check_setup(&self, action: &Action) -> Result<Checked> {
        match *action {
            Action::Confirm => Ok(Checked::Confirm),
            Action::Swap(a, b) => {
                let (fa, fb) = (self.own_piece(a)?, self.own_piece(b)?);
                if fa == fb {
                    return Err(illegal(Gype::SameFace { first: cell_name(a), second: cell_name(b) }));
                }
                Ok(Checked::Swap(a, b))
            }
            Action::SetFace(c, f) => {
                if self.options.start != StartFaces::Choose {
                    return Err(illegal(Gype::ChooseOff));
                }
                if self.own_piece(c)? == f {
                    return Err(illegal(Gype::AlreadyShows { cell: cell_name(c), face: f.name().into() }));
                }
                Ok(Checked::SetFace(c, f))
            }
            Action::Die { .. } => Err(illegal(Gype::NoRoll)),
            _ => Err(illegal(Gype::Arranging)),
        }
    }

    fn check_play(&self, action: &Action) -> Result<Checked> {
        match action {
            Action::Move(m) => {
                let (end, jumped) = self.check_path(m.origin, &m.path)?;
                if m.rolled_mask() != jumped || m.rolled.len() != jumped.count_ones() as usize {
                    return Err(illegal(Gype::JumpedList));
                }
                Ok(Checked::Move { origin: m.origin, end, rolled: jumped })
            }
            &Action::Roll(c) => {
                if !self.options.rolls {
                    return Err(illegal(Gype::RollsOff));
                }
                self.own_piece(c)?;
                Ok(Checked::Roll(c))
            }
            Action::Pass => {
                if self.has_move() || (self.options.rolls && self.pieces_mask(self.to_move) != 0) {
                    return Err(illegal(Gype::NoPass));
                }
                Ok(Checked::Pass)
            }
            Action::Die { .. } => Err(illegal(Gype::NoRoll)),
            Action::Swap(..) | Action::SetFace(..) | Action::Confirm => Err(illegal(Gype::SetupOver)),
        }
    }
}
