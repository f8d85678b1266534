//! Actions and how they change a position: moves, rolls, passes, chance outcomes and the set-up.

use super::face::Face;
use super::geometry::{bit, cell_name, cells_of, Cell};
use super::movegen::Move;
use super::options::StartFaces;
use super::position::Position;
use crate::error::{Error, Result};
use crate::game::{Outcome, Status};

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

fn illegal(why: impl Into<String>) -> Error {
    Error::IllegalAction(why.into())
}

impl Position {
    /// Every legal action of the player to act (empty while chance acts or the game is over).
    pub fn actions(&self) -> Vec<Action> {
        if !matches!(self.status(), Status::Turn(_)) {
            return Vec::new();
        }
        let own: Vec<Cell> = cells_of(self.seat_mask[self.to_move as usize]).collect();
        let mut out = Vec::new();
        if self.setup_left > 0 {
            out.push(Action::Confirm);
            for (i, &a) in own.iter().enumerate() {
                for &b in &own[i + 1..] {
                    if self.face_at(a) != self.face_at(b) {
                        out.push(Action::Swap(a, b));
                    }
                }
            }
            if self.options.start == StartFaces::Choose {
                for &c in &own {
                    out.extend(Face::ALL.into_iter().filter(|&f| f != self.face_at(c)).map(|f| Action::SetFace(c, f)));
                }
            }
            return out;
        }
        for &c in &own {
            self.generate_moves(c, &mut |m| out.push(Action::Move(m)));
        }
        if self.options.rolls {
            out.extend(own.iter().map(|&c| Action::Roll(c)));
        }
        if out.is_empty() {
            out.push(Action::Pass);
        }
        out
    }

    /// Plays an action; on error the position is unchanged.
    pub fn apply(&mut self, action: &Action) -> Result<()> {
        match self.status() {
            Status::Over(_) => Err(Error::GameOver),
            Status::Chance(n) => match *action {
                Action::Die { cell, face } => self.apply_die(cell, face, n),
                _ => Err(illegal(format!("the die on {} is to be rolled first (e.g. {}=F)", self.next_roll().map(cell_name).unwrap_or_default(), self.next_roll().map(cell_name).unwrap_or_default()))),
            },
            Status::Turn(_) if self.setup_left > 0 => self.apply_setup(action),
            Status::Turn(_) => self.apply_play(action),
        }
    }

    fn own_piece(&self, c: Cell) -> Result<Face> {
        match self.piece_at(c) {
            Some((seat, face)) if seat == self.to_move => Ok(face),
            Some((seat, _)) => Err(illegal(format!("the piece on {} belongs to {}", cell_name(c), self.side(seat).name()))),
            None => Err(illegal(format!("there is no piece on {}", if (c as usize) < 100 { cell_name(c) } else { "that cell".into() }))),
        }
    }

    fn apply_die(&mut self, cell: Cell, face: Face, faces: u32) -> Result<()> {
        let next = self.next_roll().unwrap_or(cell);
        if cell != next {
            return Err(illegal(format!("the die on {} is rolled next, not one on {}", cell_name(next), if (cell as usize) < 100 { cell_name(cell) } else { "that cell".into() })));
        }
        if face.index() as u32 >= faces {
            return Err(illegal(format!("{} cannot come up: Ears are re-rolled at the start", face.name())));
        }
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
        Ok(())
    }

    fn apply_setup(&mut self, action: &Action) -> Result<()> {
        match *action {
            Action::Confirm => {
                self.setup_left -= 1;
                self.to_move = self.next_seat(self.to_move);
                if self.setup_left == 0 {
                    self.begin_turn();
                }
            }
            Action::Swap(a, b) => {
                let (fa, fb) = (self.own_piece(a)?, self.own_piece(b)?);
                if fa == fb {
                    return Err(illegal(format!("{} and {} show the same face: swapping them changes nothing", cell_name(a), cell_name(b))));
                }
                self.set_face(a, fb);
                self.set_face(b, fa);
            }
            Action::SetFace(c, f) => {
                if self.options.start != StartFaces::Choose {
                    return Err(illegal("faces are chosen only with start=choose"));
                }
                if self.own_piece(c)? == f {
                    return Err(illegal(format!("{} already shows {}", cell_name(c), f.name())));
                }
                self.set_face(c, f);
            }
            Action::Die { .. } => return Err(illegal("no die is being rolled now")),
            _ => return Err(illegal("players are arranging their rows: swap two pieces or confirm")),
        }
        Ok(())
    }

    fn apply_play(&mut self, action: &Action) -> Result<()> {
        match action {
            Action::Move(m) => {
                let (end, jumped) = self.check_path(m.origin, &m.path)?;
                if m.rolled_mask() != jumped || m.rolled.len() != jumped.count_ones() as usize {
                    return Err(illegal("the move's list of jumped pieces does not match its path"));
                }
                let seat = self.to_move;
                self.move_piece(m.origin, end);
                if self.has_arrived(seat) {
                    // The game ends at once; the jumped pieces are not rolled.
                    self.outcome = Some(Outcome::Win(seat));
                } else if self.options.rolls && jumped != 0 {
                    self.pending = jumped;
                } else {
                    self.finish_turn();
                }
            }
            &Action::Roll(c) => {
                if !self.options.rolls {
                    return Err(illegal("there are no rolls in this game (rolls=off)"));
                }
                self.own_piece(c)?;
                self.pending = bit(c);
            }
            Action::Pass => {
                if self.has_move() || (self.options.rolls && self.seat_mask[self.to_move as usize] != 0) {
                    return Err(illegal("a player may pass only when it has no other action"));
                }
                self.finish_turn();
            }
            Action::Die { .. } => return Err(illegal("no die is being rolled now")),
            Action::Swap(..) | Action::SetFace(..) | Action::Confirm => return Err(illegal("the set-up is over")),
        }
        Ok(())
    }
}
