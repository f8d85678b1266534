//! What the GIPF board marks besides the pieces: the animation of a played action, the tray
//! chips (piece choices and potentials in hand), the entry arrows, ghost previews of pushes and
//! potentials, the last move, and where the keyboard cursor starts.

use super::{bits, GipfView};
use crate::input::gipf::{bring_choices, phase, Arrow, Phase, Target};
use crate::render::gipf as board;
use crate::screens::board::Board;
use engine::gipf::{Action, Intro, Kind, Piece, Position, Potential, Spot, CENTRE};

const PUSH_MS: f64 = 200.0;
const REMOVE_MS: f64 = 380.0;

/// Pieces moving while an action is animated.
pub struct Flight {
    pub movers: Vec<board::Mover>,
    pub hidden: Vec<Spot>,
}

pub(super) fn ease(t: f64) -> f64 {
    1.0 - (1.0 - t).powi(3)
}

/// The animation of an action just played: pieces sliding along a push or jump, removed pieces
/// flying to the remover's reserve (own) or captures (the opponent's).
pub(super) fn flight_for(before: &Position, after: &Position, action: &Action, flipped: bool) -> Option<(Flight, f64)> {
    let (movers, hidden, duration): (Vec<board::Mover>, Vec<Spot>, f64) = match *action {
        Action::Place { .. } | Action::Push { .. } => {
            let moves = before.push_preview(action);
            let movers = moves.iter().filter_map(|&(f, t)| Some(board::Mover { piece: after.piece_at(t)?, from: board::centre(f), to: board::centre(t) })).collect();
            (movers, moves.iter().map(|m| m.1).collect(), PUSH_MS)
        }
        Action::Jump { from, to } => {
            let piece = after.piece_at(to)?;
            (vec![board::Mover { piece, from: board::centre(from), to: board::centre(to) }], vec![to], PUSH_MS)
        }
        Action::Remove { points } => {
            let me = before.to_move();
            let movers = bits(points)
                .into_iter()
                .filter_map(|s| {
                    let piece = before.piece_at(s)?;
                    let to = if piece.colour == me { board::reserve_centre(me, flipped) } else { board::captured_centre(me, flipped) };
                    Some(board::Mover { piece, from: board::centre(s), to })
                })
                .collect();
            (movers, Vec::new(), REMOVE_MS)
        }
        _ => return None,
    };
    Some((Flight { movers, hidden }, duration))
}

impl GipfView {
    /// Where the keyboard cursor appears first: at the selection, else where there is something
    /// to do (a dot to bring a piece in, a loaded piece, a row to remove), else the centre.
    pub(super) fn cursor_start(&self, pos: &Position) -> Spot {
        let rows = pos.pending_rows();
        self.input
            .dot
            .or(self.input.loaded)
            .or_else(|| self.input.chosen_row(pos).and_then(|r| r.points.first().copied()))
            .or_else(|| rows.first().and_then(|r| r.points.first().copied()))
            .or_else(|| self.input.active_dots(pos).first().copied())
            .or_else(|| self.input.usable_loaded(pos).first().copied())
            .unwrap_or(CENTRE)
    }

    /// The tray chips of a seat: piece choices for the player bringing one in, else potentials in hand.
    pub(super) fn chips(&self, b: &Board<Self>, seat: u8) -> Vec<board::Chip> {
        let pos = b.position();
        let hand = pos.potentials_in_hand(seat);
        if seat == pos.to_move() && phase(pos) == Phase::Move {
            let choices = bring_choices(pos);
            if choices.len() > 1 {
                return choices
                    .into_iter()
                    .map(|intro| board::Chip { intro, count: if let Intro::Loaded(p) = intro { Some(hand[p as usize]) } else { None }, clickable: true })
                    .collect();
            }
        }
        Potential::ALL
            .iter()
            .filter(|&&p| hand[p as usize] > 0)
            .map(|&p| board::Chip { intro: Intro::Loaded(p), count: Some(hand[p as usize]), clickable: false })
            .collect()
    }

    pub(super) fn arrows(&self, b: &Board<Self>) -> Vec<Arrow> {
        match self.input.dot {
            Some(d) => self.input.arrows(b.position(), d),
            None => Vec::new(),
        }
    }

    pub(super) fn hit_at(&self, b: &Board<Self>, x: f64, y: f64) -> Target {
        let seat = b.position().to_move();
        board::hit(&self.arrows(b), &self.chips(b, seat), seat, b.flipped, x, y)
    }

    /// The entry the pointer is on: its arrow, or its target spot.
    pub(super) fn hover_entry(&self, arrows: &[Arrow]) -> Option<u8> {
        arrows
            .iter()
            .find(|a| match self.hover {
                Target::Arrow(e) => a.entry.entry == e,
                Target::Point(p) => a.entry.first == p,
                _ => false,
            })
            .map(|a| a.entry.entry)
    }

    /// Ghost previews: the hovered entry (or the only legal one) in full, else marks on the
    /// pieces each legal entry would shift.
    pub(super) fn ghosts(&self, b: &Board<Self>, arrows: &[Arrow]) -> Vec<board::Ghost> {
        let pos = b.position();
        // An announced or challenged potential move: what it will do if it stands.
        if let Some(c) = pos.pending_challenge() {
            let moves = match c.action {
                Action::Jump { from, to } => vec![(from, to)],
                a => pos.push_preview(&a),
            };
            return vec![board::Ghost { moves, new_piece: Piece::new(c.player, Kind::Used(c.potential)), full: true }];
        }
        // A selected loaded piece: its potential on the target pointed at.
        if let (Some(from), Target::Point(to)) = (self.input.loaded, self.hover) {
            if let (Some(Kind::Loaded(p)), true) = (pos.piece_at(from).map(|x| x.kind), self.input.jump_targets(pos).contains(&to)) {
                return vec![board::Ghost { moves: vec![(from, to)], new_piece: Piece::new(pos.to_move(), Kind::Used(p)), full: true }];
            }
        }
        let Some(intro) = self.input.intro(pos) else { return Vec::new() };
        let new_piece = Piece::new(pos.to_move(), intro.kind());
        let legal: Vec<&Arrow> = arrows.iter().filter(|a| a.action.is_some()).collect();
        let hovered = self.hover_entry(arrows);
        let full: Vec<&Arrow> = match legal.iter().find(|a| Some(a.entry.entry) == hovered) {
            Some(a) => vec![*a],
            None if legal.len() == 1 => legal.clone(),
            None => Vec::new(),
        };
        let shown = if full.is_empty() { legal } else { full.clone() };
        shown
            .into_iter()
            .filter_map(|a| Some(board::Ghost { moves: pos.push_preview(&a.action?), new_piece, full: !full.is_empty() }))
            .collect()
    }

    /// The last move (its dot and every spot a piece moved to) and the points removed since.
    pub(super) fn last_marks(b: &Board<Self>) -> (Vec<Spot>, Vec<Spot>) {
        let acts = b.game.actions();
        let mut removed = Vec::new();
        for i in (0..acts.len()).rev() {
            match acts[i] {
                Action::Remove { points } => removed.extend(bits(points)),
                Action::Place { .. } | Action::Push { .. } => {
                    let Some(before) = b.game.position_at(i) else { break };
                    let moves = before.push_preview(&acts[i]);
                    let mut marks: Vec<Spot> = moves.first().map(|m| m.0).into_iter().collect();
                    marks.extend(moves.iter().map(|m| m.1));
                    return (marks, removed);
                }
                Action::Jump { from, to } => return (vec![from, to], removed),
                _ => {}
            }
        }
        (Vec::new(), removed)
    }
}
