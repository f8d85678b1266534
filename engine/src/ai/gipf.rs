//! GIPF for the search: every decision (move, removal, kept row, potential, TAMSK extra move) is
//! one search action, and a player's consecutive decisions are searched as such. The evaluation
//! weighs material (reserve first), GIPF-pieces, the centre, lines and potentials.

use super::Searchable;
use crate::game::{Game, Seat};
use crate::gipf::{lines, point_axial, Action, Intro, Kind, Position, SideResult, BLACK, WHITE};
use crate::rng::mix;
use std::sync::OnceLock;

const POINTS: usize = 61;

/// Piece codes: colour * 12 + (0 basic, 1 GIPF-piece, 2..7 loaded, 7..12 used).
fn piece_code(colour: Seat, kind: Kind) -> usize {
    let k = match kind {
        Kind::Basic => 0,
        Kind::Gipf => 1,
        Kind::Loaded(p) => 2 + p as usize,
        Kind::Used(p) => 7 + p as usize,
        // Stacks share the code of their top potential; `stack_key` tells them apart.
        Kind::Stack(st) => 7 + st.potential as usize,
        Kind::PunctGipf { .. } => 1,
    };
    colour as usize * 12 + k
}

/// Extra hash bits for what `piece_code` leaves out: a stack's layers and base.
fn stack_key(p: usize, kind: Kind) -> u64 {
    match kind {
        Kind::Stack(st) => mix(0x7374_6163_6b00_0000 ^ (p as u64) << 32 ^ (st.layers as u64) << 8 ^ (st.height as u64) << 4 ^ (st.base as u64) << 1 ^ st.base_loaded as u64),
        Kind::PunctGipf { base } => mix(0x7075_6e63_7400_0000 ^ (p as u64) << 8 ^ base as u64),
        _ => 0,
    }
}

fn zobrist() -> &'static [[u64; 24]; POINTS] {
    static KEYS: OnceLock<[[u64; 24]; POINTS]> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut keys = [[0u64; 24]; POINTS];
        for (p, row) in keys.iter_mut().enumerate() {
            for (c, k) in row.iter_mut().enumerate() {
                *k = mix(0x6769_7066_0000_0000 ^ (p * 24 + c) as u64);
            }
        }
        keys
    })
}

/// Hex distance of a point from the centre e5 (spots 0..=3, dots 4).
fn ring(p: usize) -> usize {
    let (q, w) = point_axial(p as u8);
    let (q, w) = (q as i32, w as i32);
    ((q.abs() + w.abs() + (q - w).abs()) / 2) as usize
}

fn rings() -> &'static [usize; POINTS] {
    static RINGS: OnceLock<[usize; POINTS]> = OnceLock::new();
    RINGS.get_or_init(|| std::array::from_fn(ring))
}

/// Value of a piece on a ring for its owner: the centre is where rows form and pushes reach.
const CENTRE_BONUS: [i32; 5] = [10, 7, 3, 0, 0];
const RESERVE: i32 = 120;
const ON_BOARD: i32 = 100;

impl Searchable for Position {

    /// The computer cannot play a side game and must not read the other player's sealed
    /// throw: it allows rather than challenges, reports a side game it had no part in as a tie,
    /// and throws at random.
    fn decided(&self, seed: u64) -> Option<Action> {
        let legal = self.legal_actions();
        let tie = Action::SideGameResult(SideResult::Tie);
        if legal.contains(&Action::Allow) {
            return Some(Action::Allow);
        }
        if legal.contains(&tie) {
            return Some(tie);
        }
        let throws: Vec<Action> = legal.into_iter().filter(|a| matches!(a, Action::Throw(_))).collect();
        (!throws.is_empty()).then(|| throws[(seed % throws.len() as u64) as usize].clone())
    }

    fn search_moves(&self, _root: bool, out: &mut Vec<Action>) {
        out.extend(self.legal_actions());
    }

    fn after(&self, mv: Action) -> Position {
        // Moves come from the rules' generator: the rules' own transition, without the check.
        let mut p = self.clone();
        p.transition(&mv);
        p
    }

    fn to_action(&self, mv: Action) -> Action {
        mv
    }

    fn key(&self) -> u64 {
        let keys = zobrist();
        let mut h = 0;
        for (p, row) in keys.iter().enumerate() {
            if let Some(piece) = self.piece_at(p as u8) {
                h ^= row[piece_code(piece.colour, piece.kind)] ^ stack_key(p, piece.kind);
            }
        }
        let counters = self.reserve(WHITE) as u64
            | (self.reserve(BLACK) as u64) << 8
            | (self.captured(WHITE) as u64) << 16
            | (self.captured(BLACK) as u64) << 24
            | (self.to_move() as u64) << 32
            | (self.has_moved() as u64) << 33
            | (self.extra_move_on_offer() as u64) << 34
            | (self.extra_move_made_first() as u64) << 35
            | (self.intro_stage(WHITE) as u64) << 36
            | (self.intro_stage(BLACK) as u64) << 40;
        let hands = self.potentials_in_hand(WHITE).iter().chain(&self.potentials_in_hand(BLACK)).fold(0u64, |a, &n| a << 4 | n as u64);
        h ^ mix(counters) ^ mix(hands ^ 0x68_616e_6473)
    }

    fn evaluate(&self, seat: Seat) -> i32 {
        let rings = rings();
        let mut side = [0i32; 2];
        let mut occ = [0u64; 2];
        let mut gipf = [0i32; 2];
        for p in 0..POINTS {
            let Some(piece) = self.piece_at(p as u8) else { continue };
            let c = piece.colour as usize & 1;
            occ[c] |= 1 << p;
            side[c] += ON_BOARD * piece.basic_count() as i32 + CENTRE_BONUS[rings[p].min(4)];
            match piece.kind {
                Kind::Gipf => gipf[c] += 1,
                // An unused potential is a move in hand.
                Kind::Loaded(_) => side[c] += 15,
                _ => {}
            }
        }
        let gipf_rule = self.options().version.has_gipf_pieces();
        for c in 0..2 {
            let r = self.reserve(c as Seat) as i32;
            side[c] += RESERVE * r;
            // Running out of pieces loses: the last few in reserve are worth more.
            side[c] -= 60 * (3 - r).max(0);
            if gipf_rule && self.intro_stage(c as Seat) != crate::gipf::IntroStage::FirstGipf {
                side[c] += 40 * gipf[c].min(3);
                if gipf[c] == 1 {
                    side[c] -= 120;
                }
            }
            side[c] += 10 * self.potentials_in_hand(c as Seat).iter().map(|&n| n as i32).sum::<i32>();
            // Three or more of one colour on a line, with the other colour not filling it.
            for l in lines() {
                let mine = (occ[c] & l.mask).count_ones() as i32;
                let theirs = (occ[1 - c] & l.mask).count_ones() as i32;
                if mine >= 3 {
                    side[c] += 6 * (mine - 2) * (mine - 2) - 2 * theirs;
                }
            }
        }
        // The player to act resolves its pending rows first: credit what the best one brings.
        let me = self.to_move() as usize & 1;
        let mut pending = 0;
        for row in self.pending_rows() {
            let gain: i32 = row
                .points
                .iter()
                .filter_map(|&s| self.piece_at(s))
                .map(|p| if p.colour as usize == me { RESERVE - ON_BOARD } else { ON_BOARD + 20 } * p.basic_count() as i32)
                .sum();
            pending = pending.max(gain);
        }
        side[me] += pending;
        let s = seat as usize & 1;
        side[s] - side[1 - s]
    }

    fn move_index(&self, mv: Action) -> usize {
        let intro = |i: Intro| match i {
            Intro::Basic => 0,
            Intro::Gipf => 1,
            Intro::Loaded(p) => 2 + p as usize,
            Intro::Tamsk => 7,
        };
        match mv {
            Action::Place { spot, intro: i } => spot as usize * 8 + intro(i),
            Action::Push { entry, intro: i } => 488 + entry as usize * 8 + intro(i),
            Action::Remove { points } => 1000 + (mix(points) % 2000) as usize,
            Action::KeepRow { line } => 3000 + line as usize,
            Action::Jump { from, to } => 3100 + (from as usize * 61 + to as usize) % 900,
            Action::Decline => 4095,
            // Challenge decisions: a handful of fixed slots below HISTORY_SIZE.
            Action::Challenge => 4080,
            Action::Allow => 4081,
            Action::FirstPlayer(seat) => 4082 + (seat as usize & 1),
            Action::SideGameResult(r) => 4084 + r as usize,
            Action::Throw(h) => 4088 + h as usize,
        }
    }

    fn order_hint(&self, mv: Action) -> i32 {
        match mv {
            Action::Remove { points } => {
                let me = self.to_move();
                let mut score = 1000;
                let mut rest = points;
                while rest != 0 {
                    let s = rest.trailing_zeros() as u8;
                    rest &= rest - 1;
                    if let Some(p) = self.piece_at(s) {
                        score += if p.colour == me { 5 } else { 100 } * p.basic_count() as i32;
                    }
                }
                score
            }
            Action::KeepRow { .. } => 900,
            Action::Push { .. } => 10,
            _ => 0,
        }
    }
}
