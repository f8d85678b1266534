//! Click-to-path entry of Gygès moves.
//!
//! Select a movable piece, then click run endpoints one by one: an empty square or the goal ends
//! the move, an occupied square extends the path with a bounce. In the advanced game, clicking the
//! last bounce square again chooses replacement; the next click picks the drop square. Set-up:
//! click a size in the tray, then a square of the first row.

use crate::i18n::msg;
use engine::game::Game;
use engine::gyges::{Action, Move, Position, Square, StopKind};

/// What a click or tap hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Square(Square),
    /// A piece size in the set-up tray of the player placing.
    Tray(u8),
    Nothing,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PathInput {
    pub from: Option<Square>,
    /// Run endpoints chosen so far (bounce squares).
    pub stops: Vec<Square>,
    /// Replacement chosen on the last stop; waiting for the drop square.
    pub replacing: bool,
    /// Set-up: the size picked in the tray.
    pub tray_size: Option<u8>,
}

impl PathInput {
    pub fn clear(&mut self) {
        *self = PathInput::default();
    }

    pub fn is_empty(&self) -> bool {
        self.from.is_none() && self.tray_size.is_none()
    }

    /// Handles a click; returns an action when the input is complete.
    pub fn click(&mut self, pos: &Position, target: Target) -> Option<Action> {
        if pos.in_setup() {
            return self.click_setup(pos, target);
        }
        let Target::Square(sq) = target else {
            self.clear();
            return None;
        };
        let Some(from) = self.from else {
            if pos.movable_pieces().contains(&sq) {
                self.from = Some(sq);
            }
            return None;
        };
        if self.replacing {
            let landed = *self.stops.last()?;
            if pos.drop_squares(from, landed).contains(&sq) {
                let action = Action::Move(Move { from, to: landed, drop: Some(sq), stops: self.stops.clone() });
                self.clear();
                return Some(action);
            }
            self.replacing = false;
            return None;
        }
        if let Some(stop) = pos.next_stops(from, &self.stops).into_iter().find(|s| s.square == sq) {
            self.stops.push(sq);
            if stop.kind == StopKind::End {
                let action = Action::Move(Move { from, to: sq, drop: None, stops: std::mem::take(&mut self.stops) });
                self.clear();
                return Some(action);
            }
            return None;
        }
        if self.stops.last() == Some(&sq) && pos.options().replace {
            self.replacing = true;
            return None;
        }
        if self.stops.is_empty() {
            // Another movable piece switches the selection; anything else deselects.
            self.from = (sq != from && pos.movable_pieces().contains(&sq)).then_some(sq);
        }
        None
    }

    /// Why a click with nothing selected takes nothing, when a person may not see why: a square
    /// before a ring is picked in the set-up, a ring outside the playable row.
    pub fn refusal(&self, pos: &Position, target: Target) -> Option<String> {
        let Target::Square(sq) = target else { return None };
        if pos.in_setup() {
            let sizes_left = pos.tray(pos.to_move()).iter().filter(|&&n| n > 0).count();
            let unpicked = self.tray_size.is_none() && sizes_left > 1;
            return if unpicked { Some(msg::board_gyges_pick_tray()) } else { None };
        }
        let ring = sq < 36 && pos.size_at(sq) > 0;
        let immovable = self.from.is_none() && ring && !pos.movable_pieces().contains(&sq);
        if immovable { Some(msg::board_gyges_nearest_row()) } else { None }
    }

    fn click_setup(&mut self, pos: &Position, target: Target) -> Option<Action> {
        let tray = pos.tray(pos.to_move());
        match target {
            Target::Tray(size) if (1..=3).contains(&size) && tray[size as usize - 1] > 0 => {
                self.tray_size = if self.tray_size == Some(size) { None } else { Some(size) };
                None
            }
            Target::Square(sq) if pos.setup_squares().contains(&sq) => {
                // With one size left in the tray, a square click alone places it.
                let only = {
                    let left: Vec<u8> = (1..=3).filter(|&s| tray[s as usize - 1] > 0).collect();
                    (left.len() == 1).then(|| left[0])
                };
                let size = self.tray_size.or(only)?;
                self.clear();
                Some(Action::Place { square: sq, size })
            }
            _ => {
                self.clear();
                None
            }
        }
    }

    /// Backspace or right-click: step back one bounce, then out of the selection.
    pub fn back(&mut self) {
        if self.replacing {
            self.replacing = false;
        } else if self.stops.pop().is_none() {
            self.clear();
        }
    }

    /// Ends a drag from `from` on `sq`: a legal move to that square with no drop, taking the
    /// shortest witness path the engine offers.
    pub fn drag(&mut self, pos: &Position, from: Square, sq: Square) -> Option<Action> {
        let found = pos.legal_actions().into_iter().find(|a| matches!(a, Action::Move(m) if m.from == from && m.to == sq && m.drop.is_none()));
        if found.is_some() {
            self.clear();
        }
        found
    }

    /// The squares to highlight next: (square, kind) where kind tells the style.
    pub fn hints(&self, pos: &Position) -> Vec<(Square, Hint)> {
        if pos.in_setup() {
            return if self.tray_size.is_some() || pos.tray(pos.to_move()).iter().filter(|&&n| n > 0).count() == 1 {
                pos.setup_squares().into_iter().map(|s| (s, Hint::End)).collect()
            } else {
                Vec::new()
            };
        }
        let Some(from) = self.from else {
            return pos.movable_pieces().into_iter().map(|s| (s, Hint::Movable)).collect();
        };
        if self.replacing {
            let landed = self.stops.last().copied().unwrap_or(from);
            return pos.drop_squares(from, landed).into_iter().map(|s| (s, Hint::Drop)).collect();
        }
        let mut hints: Vec<(Square, Hint)> = pos
            .next_stops(from, &self.stops)
            .into_iter()
            .map(|s| (s.square, if s.kind == StopKind::End { Hint::End } else { Hint::Bounce }))
            .collect();
        if pos.options().replace {
            if let Some(&last) = self.stops.last() {
                hints.push((last, Hint::Replace));
            }
        }
        hints
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    Movable,
    End,
    Bounce,
    Replace,
    Drop,
}
