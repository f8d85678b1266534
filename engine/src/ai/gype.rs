//! Table Gype for the search: moves by identity (origin, end, rolled dice), dice as chance
//! nodes, and an evaluation of the race: pieces home, ranks gained, the faces showing (an Ear is
//! nearly worthless) and jumps ready to be made.

use super::{Level, Searchable, Settings};
use crate::game::{Outcome, Seat, Status};
use crate::gype::{cell_at, cell_xy, Action, Cell, Face, Position, Side};
use crate::rng::mix;

/// A Table Gype action in the search's compact form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GypeMove {
    /// A step, a Hat's leap or a chain of jumps; `rolled` has a bit per die jumped.
    Move { origin: Cell, end: Cell, rolled: u128 },
    Roll(Cell),
    Pass,
    /// Set-up: the computer keeps its row as it stands.
    Confirm,
}

/// The cells of a bit set, in increasing order.
fn cells(mut mask: u128) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let c = mask.trailing_zeros() as Cell;
            mask &= mask - 1;
            c
        })
    })
}

fn forward(side: Side) -> (i32, i32) {
    match side {
        Side::South => (0, 1),
        Side::North => (0, -1),
        Side::West => (1, 0),
        Side::East => (-1, 0),
    }
}

/// Step directions of a face for a piece moving `f` forward (Hats leap, Ears stay).
fn directions(face: Face, f: (i32, i32)) -> &'static [(i32, i32)] {
    const ALL: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
    const ORTHO: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
    const TREES: [[(i32, i32); 4]; 4] = [
        [(0, 1), (1, 1), (-1, 1), (0, -1)],
        [(0, -1), (1, -1), (-1, -1), (0, 1)],
        [(1, 0), (1, 1), (1, -1), (-1, 0)],
        [(-1, 0), (-1, 1), (-1, -1), (1, 0)],
    ];
    match face {
        Face::Flame => &ALL,
        Face::Book => &ORTHO,
        Face::Sword => &DIAG,
        Face::Tree => match f {
            (0, 1) => &TREES[0],
            (0, -1) => &TREES[1],
            (1, 0) => &TREES[2],
            _ => &TREES[3],
        },
        Face::Hat | Face::Ear => &[],
    }
}

/// What a face is worth to a piece still racing.
fn face_value(face: Face) -> i32 {
    match face {
        Face::Flame => 40,
        Face::Hat | Face::Tree => 30,
        Face::Book | Face::Sword => 20,
        Face::Ear => 0,
    }
}

/// The eight directions of the rules' step masks (`Face::step_dirs`), in their order.
const DIRS: [(i32, i32); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const NONE: Cell = 255;

/// Each cell's neighbour in each direction, its knight leaps, and the foreign Home Rows per side.
struct Geometry {
    next: [[Cell; 8]; 100],
    leap: [[Cell; 8]; 100],
}

static GEOMETRY: std::sync::LazyLock<Geometry> = std::sync::LazyLock::new(|| {
    let mut g = Geometry { next: [[NONE; 8]; 100], leap: [[NONE; 8]; 100] };
    for c in crate::gype::all_cells() {
        let (x, y) = cell_xy(c);
        for d in 0..8 {
            g.next[c as usize][d] = cell_at(x + DIRS[d].0, y + DIRS[d].1).unwrap_or(NONE);
            g.leap[c as usize][d] = cell_at(x + KNIGHT[d].0, y + KNIGHT[d].1).unwrap_or(NONE);
        }
    }
    g
});

/// Home Rows other than a side's own two: no piece of that side may land there.
fn foreign_rows(side: Side) -> u128 {
    [Side::South, Side::West, Side::North, Side::East]
        .into_iter()
        .filter(|&s| s != side && s != side.opposite())
        .fold(0, |m, s| m | s.start_row())
}

/// What one rank of the best action waiting for a seat is worth: to the seat that acts next
/// (it will likely take it) and to the others (the board may change first).
const ADVANCE_NEXT: i32 = 24;
const ADVANCE_LATER: i32 = 8;

impl Position {
    /// The most ranks one action of `seat` could gain now (a step, a Hat's leap or a chain of
    /// jumps), ignoring the rarer landing rules (chains inside the destination row, `chaos`,
    /// `return_home=never`): a measure of the tempo waiting for that seat.
    fn best_advance(&self, seat: Seat) -> i32 {
        let g = &*GEOMETRY;
        let side = self.side(seat);
        let dest = side.destination_row();
        let occupied = self.occupied();
        let open = !occupied & !foreign_rows(side);
        let mut best = 0;
        for c in cells(self.seat_mask[seat as usize] & !dest & !self.pending) {
            let face = self.face_at(c);
            let from = side.rank_of(c);
            match face {
                Face::Ear => {}
                Face::Hat => {
                    for &to in &g.leap[c as usize] {
                        if to != NONE && open >> to & 1 == 1 {
                            best = best.max(side.rank_of(to) - from);
                        }
                    }
                }
                _ => {
                    let dirs = face.step_dirs(side);
                    let empty = open | 1u128 << c;
                    let occ = occupied & !(1u128 << c);
                    for d in 0..8 {
                        let to = g.next[c as usize][d];
                        if dirs >> d & 1 == 1 && to != NONE && empty >> to & 1 == 1 {
                            best = best.max(side.rank_of(to) - from);
                        }
                    }
                    // Jump chains: each landing cell is visited once (a bound, not every chain).
                    let mut seen = 1u128 << c;
                    let mut stack = [NONE; 100];
                    let (mut top, mut cur) = (0usize, c);
                    loop {
                        for d in 0..8 {
                            let over = g.next[cur as usize][d];
                            if dirs >> d & 1 == 0 || over == NONE || occ >> over & 1 == 0 {
                                continue;
                            }
                            let land = g.next[over as usize][d];
                            if land != NONE && empty >> land & 1 == 1 && seen >> land & 1 == 0 {
                                seen |= 1u128 << land;
                                best = best.max(side.rank_of(land) - from);
                                stack[top] = land;
                                top += 1;
                            }
                        }
                        if top == 0 {
                            break;
                        }
                        top -= 1;
                        cur = stack[top];
                    }
                }
            }
        }
        best
    }

    /// One seat's standing in the race, in centi-ranks.
    fn race_score(&self, seat: Seat) -> i32 {
        let side = self.side(seat);
        let f = forward(side);
        let occupied = self.occupied();
        let mut score = 100 * self.block_counter(seat).min(4) as i32;
        for c in cells(self.seat_mask[seat as usize]) {
            let rank = side.rank_of(c);
            if rank == 9 {
                score += 400;
                continue;
            }
            score += 30 * rank;
            if self.pending >> c & 1 == 1 {
                // About to be rolled: the mean value of the six faces.
                score += 23;
                continue;
            }
            let face = self.face_at(c);
            score += face_value(face);
            let (x, y) = cell_xy(c);
            for &(dx, dy) in directions(face, f) {
                let over = cell_at(x + dx, y + dy);
                let land = cell_at(x + 2 * dx, y + 2 * dy);
                if let (Some(o), Some(l)) = (over, land) {
                    if occupied >> o & 1 == 1 && occupied >> l & 1 == 0 {
                        // A jump ready to be made, worth more when it gains ground.
                        score += if dx * f.0 + dy * f.1 > 0 { 12 } else { 3 };
                    }
                }
            }
        }
        score
    }

    /// Moves and rolls of the player to act; rolls only for pieces that cannot move.
    fn gype_moves(&self, out: &mut Vec<GypeMove>) {
        let seat = self.to_move;
        let dest = self.side(seat).destination_row();
        let mut still = Vec::new();
        for c in cells(self.seat_mask[seat as usize]) {
            let before = out.len();
            self.generate_moves(c, &mut |m| {
                out.push(GypeMove::Move { origin: m.origin, end: m.end(), rolled: m.rolled.iter().fold(0, |a, &r| a | 1u128 << r) })
            });
            if out.len() == before && dest >> c & 1 == 0 {
                still.push(c);
            }
        }
        if self.options.rolls {
            out.extend(still.iter().map(|&c| GypeMove::Roll(c)));
            if out.is_empty() {
                out.extend(cells(self.seat_mask[seat as usize]).map(GypeMove::Roll));
            }
        }
        if out.is_empty() {
            out.push(GypeMove::Pass);
        }
    }
}

impl Searchable for Position {
    type Move = GypeMove;

    fn search_moves(&self, _root: bool, out: &mut Vec<GypeMove>) {
        if !matches!(self.status(), Status::Turn(_)) {
            return;
        }
        if self.in_setup() {
            out.push(GypeMove::Confirm);
            return;
        }
        self.gype_moves(out);
    }

    fn after(&self, mv: GypeMove) -> Position {
        let mut p = self.clone();
        let seat = p.to_move;
        match mv {
            GypeMove::Move { origin, end, rolled } => {
                p.move_piece(origin, end);
                if p.has_arrived(seat) {
                    p.outcome = Some(Outcome::Win(seat));
                } else if p.options.rolls && rolled != 0 {
                    p.pending = rolled;
                } else {
                    p.finish_turn();
                }
            }
            GypeMove::Roll(c) => p.pending = 1u128 << c,
            GypeMove::Pass => p.finish_turn(),
            GypeMove::Confirm => {
                // Offered only in the set-up, where confirming is always legal.
                let _ = p.apply(&Action::Confirm);
            }
        }
        p
    }

    fn to_action(&self, mv: GypeMove) -> Action {
        match mv {
            GypeMove::Move { origin, end, rolled } => self
                .moves_from(origin)
                .into_iter()
                .find(|m| m.end() == end && m.rolled.iter().fold(0u128, |a, &r| a | 1u128 << r) == rolled)
                .map(Action::Move)
                .unwrap_or(Action::Pass),
            GypeMove::Roll(c) => Action::Roll(c),
            GypeMove::Pass => Action::Pass,
            GypeMove::Confirm => Action::Confirm,
        }
    }

    fn key(&self) -> u64 {
        let mut h = mix(self.to_move as u64 ^ (self.setup_left as u64) << 8 ^ (self.opening as u64) << 16);
        for chunk in self.board.chunks(8) {
            let word = chunk.iter().fold(0u64, |a, &b| a << 8 | b as u64);
            h = mix(h ^ word);
        }
        let blocks = self.block.iter().fold(0u64, |a, &b| a << 16 | b.min(0xFFFF) as u64);
        h ^ mix(self.pending as u64 ^ mix((self.pending >> 64) as u64) ^ mix(blocks))
    }

    fn evaluate(&self, seat: Seat) -> i32 {
        // The seat that acts next: after pending dice, the one after the mover.
        let next = if self.pending != 0 { self.next_seat(self.to_move) } else { self.to_move };
        let score = |s: Seat| {
            let mut v = self.race_score(s);
            if !self.in_setup() {
                v += self.best_advance(s) * if s == next { ADVANCE_NEXT } else { ADVANCE_LATER };
            }
            v
        };
        let mine = score(seat);
        let best_other = (0..self.seat_count).filter(|&s| s != seat).map(score).max().unwrap_or(0);
        mine - best_other
    }

    fn move_index(&self, mv: GypeMove) -> usize {
        match mv {
            GypeMove::Move { origin, end, .. } => (origin as usize * 100 + end as usize) % 4000,
            GypeMove::Roll(c) => 4000 + c as usize % 90,
            GypeMove::Pass => 4094,
            GypeMove::Confirm => 4095,
        }
    }

    /// Nodes are cheap here and dice make every search wide, so the budgets are four times
    /// larger (three for Expert, whose longest searches would otherwise pass 0.7 s); a rank is
    /// worth 30 and luck already blurs the race, so the noise is a quarter. Easy looks one turn
    /// further: a race is won by planning one's own jumps.
    fn tune(level: Level, s: Settings) -> Settings {
        Settings {
            nodes: s.nodes * if level == Level::Expert { 3 } else { 4 },
            max_depth: if level == Level::Easy { 3 } else { s.max_depth },
            noise: s.noise / 4,
        }
    }

    /// A jump chain may roll several dice (6 outcomes each): below the root action's own dice,
    /// the search follows one outcome per die, chosen by the position's key, and so reaches the
    /// next decisions instead of averaging thousands of rolls.
    const CHANCE_SAMPLES: u32 = 1;

    fn order_hint(&self, mv: GypeMove) -> i32 {
        match mv {
            GypeMove::Move { origin, end, .. } => {
                let side = self.side(self.to_move);
                10 * (side.rank_of(end) - side.rank_of(origin))
            }
            _ => -50,
        }
    }
}
