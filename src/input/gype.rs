//! Click-to-path entry of Table Gype actions.
//!
//! Play: select one of your dice; its steps, first jumps (or Hat leaps) are offered. A step or a
//! leap plays at once. A jump extends the path and offers the next jumps; the chain is played by
//! clicking its end again (or Done, or Enter), or by itself when no jump can follow. A drag to a
//! cell plays the move ending there; when moves of different identities end there (they roll
//! different dice), the player picks one. A selected die can also be rolled in place.
//!
//! Set-up: click two of your dice to swap them (or drag one onto the other); with chosen faces a
//! click opens a face picker instead.
//!
//! Everything legal comes from the engine; this module only filters what it offers.

use engine::game::{Game, Status};
use engine::gype::{Action, Cell, Face, Move, Position, StartFaces};

/// At most this many alternatives are offered after a drag.
pub const MAX_CHOICES: usize = 8;

#[derive(Clone, Debug, Default)]
pub struct PathInput {
    /// The selected die.
    pub from: Option<Cell>,
    /// Jump landings chosen so far.
    pub path: Vec<Cell>,
    /// Moves that a drag left undecided: the player picks one.
    pub choices: Vec<Move>,
    /// Set-up with chosen faces: the face picker is open for `from`.
    pub picking_face: bool,
}

/// The kinds of highlighted cells for a selected die.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Offer {
    pub steps: Vec<Cell>,
    /// Next jump landings, each with the die it jumps.
    pub jumps: Vec<(Cell, Cell)>,
    /// Hat leaps with the occupied cells passed over.
    pub leaps: Vec<(Cell, Vec<Cell>)>,
}

impl PathInput {
    pub fn clear(&mut self) {
        *self = PathInput::default();
    }

    pub fn is_empty(&self) -> bool {
        self.from.is_none() && self.choices.is_empty()
    }

    fn own(pos: &Position, c: Cell) -> bool {
        matches!(pos.status(), Status::Turn(_)) && pos.piece_at(c).is_some_and(|(seat, _)| seat == pos.to_move())
    }

    /// Can the player pick this die up: it moves, or (with rolls) it can be rolled.
    pub fn selectable(pos: &Position, c: Cell) -> bool {
        Self::own(pos, c) && (pos.in_setup() || pos.options().rolls || !pos.moves_from(c).is_empty())
    }

    /// Why a click with nothing selected takes nothing: another side's die.
    pub fn refusal(&self, pos: &Position, c: Cell) -> Option<String> {
        if self.from.is_some() || pos.in_setup() || !matches!(pos.status(), Status::Turn(_)) {
            return None;
        }
        let (seat, _) = pos.piece_at(c).filter(|&(seat, _)| seat != pos.to_move())?;
        Some(crate::i18n::msg::board_gype_not_yours(&pos.side(seat).name().to_ascii_lowercase()))
    }

    /// The player's dice that have a move now.
    pub fn movable(pos: &Position) -> Vec<Cell> {
        if pos.in_setup() || !matches!(pos.status(), Status::Turn(_)) {
            return Vec::new();
        }
        pos.pieces_of(pos.to_move()).into_iter().filter(|&c| !pos.moves_from(c).is_empty()).collect()
    }

    /// What the selected die may do next.
    pub fn offer(&self, pos: &Position) -> Offer {
        let Some(from) = self.from else { return Offer::default() };
        if pos.in_setup() || !self.choices.is_empty() {
            return Offer::default();
        }
        if self.path.is_empty() {
            Offer { steps: pos.steps_from(from), jumps: pos.jumps_from(from, &[]), leaps: pos.hat_leaps_from(from) }
        } else {
            Offer { jumps: pos.jumps_from(from, &self.path), ..Offer::default() }
        }
    }

    /// The dice the chain so far will roll.
    pub fn will_roll(&self, pos: &Position) -> Vec<Cell> {
        match (self.from, self.path.is_empty()) {
            (Some(from), false) => pos.move_for_path(from, &self.path).map(|m| m.rolled).unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// The move the current path would play, if it is a complete legal move.
    pub fn pending_move(&self, pos: &Position) -> Option<Move> {
        let from = self.from?;
        if self.path.is_empty() {
            return None;
        }
        pos.move_for_path(from, &self.path).ok()
    }

    /// Done, Enter or a second click on the end of the path.
    pub fn commit(&mut self, pos: &Position) -> Option<Action> {
        let mv = self.pending_move(pos)?;
        self.clear();
        Some(Action::Move(mv))
    }

    /// Rolls the selected die in place.
    pub fn roll(&mut self, pos: &Position) -> Option<Action> {
        let from = self.from?;
        if !self.path.is_empty() || pos.in_setup() || !pos.options().rolls || !Self::own(pos, from) {
            return None;
        }
        self.clear();
        Some(Action::Roll(from))
    }

    /// Handles a click on a cell; returns an action when the input is complete.
    pub fn click(&mut self, pos: &Position, c: Cell) -> Option<Action> {
        if pos.in_setup() {
            return self.click_setup(pos, c);
        }
        self.choices.clear();
        let Some(from) = self.from else {
            if Self::selectable(pos, c) {
                self.from = Some(c);
            }
            return None;
        };
        if !self.path.is_empty() {
            if self.path.last() == Some(&c) {
                return self.commit(pos);
            }
            if pos.jumps_from(from, &self.path).iter().any(|&(land, _)| land == c) {
                return self.extend(pos, c);
            }
            return None;
        }
        let offer = self.offer(pos);
        if offer.steps.contains(&c) || offer.leaps.iter().any(|(land, _)| *land == c) {
            let mv = pos.move_for_path(from, &[c]).ok()?;
            self.clear();
            return Some(Action::Move(mv));
        }
        if offer.jumps.iter().any(|&(land, _)| land == c) {
            return self.extend(pos, c);
        }
        // Another of one's dice switches the selection; anything else deselects.
        self.from = (c != from && Self::selectable(pos, c)).then_some(c);
        None
    }

    /// Adds a jump; the chain plays by itself when no jump can follow.
    fn extend(&mut self, pos: &Position, c: Cell) -> Option<Action> {
        self.path.push(c);
        let from = self.from?;
        if pos.jumps_from(from, &self.path).is_empty() {
            return self.commit(pos);
        }
        None
    }

    fn click_setup(&mut self, pos: &Position, c: Cell) -> Option<Action> {
        if !Self::own(pos, c) {
            self.clear();
            return None;
        }
        if pos.options().start == StartFaces::Choose {
            let again = self.from == Some(c) && self.picking_face;
            self.clear();
            if !again {
                self.from = Some(c);
                self.picking_face = true;
            }
            return None;
        }
        match self.from {
            Some(a) if a == c => {
                self.clear();
                None
            }
            Some(a) => {
                let swap = Self::swap(pos, a, c);
                if swap.is_some() {
                    self.clear();
                } else {
                    self.from = Some(c);
                }
                swap
            }
            None => {
                self.from = Some(c);
                None
            }
        }
    }

    /// A legal set-up swap of two of the player's dice (faces must differ).
    pub fn swap(pos: &Position, a: Cell, b: Cell) -> Option<Action> {
        let action = Action::swap(a, b);
        pos.legal_actions().contains(&action).then_some(action)
    }

    /// The face picker chose a face for the selected die.
    pub fn pick_face(&mut self, pos: &Position, face: Face) -> Option<Action> {
        let from = self.from?;
        self.clear();
        let action = Action::SetFace(from, face);
        pos.legal_actions().contains(&action).then_some(action)
    }

    /// Ends a drag from `from` on `to`: a swap in the set-up; in play, the move ending there, or
    /// a choice between the moves that do.
    pub fn drag(&mut self, pos: &Position, from: Cell, to: Cell) -> Option<Action> {
        if pos.in_setup() {
            let swap = Self::swap(pos, from, to);
            if swap.is_some() {
                self.clear();
            }
            return swap;
        }
        if !self.path.is_empty() {
            return None;
        }
        let mut ending: Vec<Move> = pos.moves_from(from).into_iter().filter(|m| m.end() == to).collect();
        match ending.len() {
            0 => None,
            1 => {
                self.clear();
                Some(Action::Move(ending.remove(0)))
            }
            _ => {
                // Shortest routes first: they are the ones a player most likely meant. The route
                // settles ties (std's unstable sort: the page links no stable one).
                ending.sort_unstable_by(|a, b| a.path.len().cmp(&b.path.len()).then_with(|| a.rolled.cmp(&b.rolled)).then_with(|| a.path.cmp(&b.path)));
                ending.truncate(MAX_CHOICES);
                self.from = Some(from);
                self.path.clear();
                self.choices = ending;
                None
            }
        }
    }

    /// The player picked alternative `i` of the chooser.
    pub fn choose(&mut self, i: usize) -> Option<Action> {
        let mv = self.choices.get(i)?.clone();
        self.clear();
        Some(Action::Move(mv))
    }

    /// Backspace or right-click: close a chooser or picker, drop the last jump, then the selection.
    pub fn back(&mut self) {
        if !self.choices.is_empty() {
            self.choices.clear();
        } else if self.picking_face || self.path.pop().is_none() {
            self.clear();
        }
    }
}

/// Moves the keyboard cursor one cell by `(dx, dy)` (file, rank; rank grows toward North). A
/// missing corner is stepped over; at the edge of the cloth the cursor stays.
pub fn step_cursor(c: Cell, dx: i32, dy: i32) -> Cell {
    use engine::gype::{cell_at, cell_xy};
    let (x, y) = cell_xy(c);
    cell_at(x + dx, y + dy).or_else(|| cell_at(x + 2 * dx, y + 2 * dy)).unwrap_or(c)
}

