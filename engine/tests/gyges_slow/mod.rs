//! An independent, deliberately plain Gygès move enumerator for the tests (vectors, explicit edge
//! lists, no bit tricks), written from the rules file alone.
#![allow(dead_code)]

use engine::game::Game;
use engine::gyges::{Options, Position};
use engine::rng::Rng;
use std::collections::BTreeSet;

pub type Identity = (u8, u8, Option<u8>);

/// A bare board for the slow enumerator: sizes by square, side to move, rule flags.
#[derive(Clone)]
pub struct Slow {
    pub cells: Vec<u8>,
    pub south_to_move: bool,
    pub replace: bool,
    pub return_to_start: bool,
}

const GOAL_S: u8 = 36;
const GOAL_N: u8 = 37;

fn neighbours(sq: u8) -> Vec<u8> {
    let (r, f) = ((sq / 6) as i32, (sq % 6) as i32);
    let mut out = Vec::new();
    for (dr, df) in [(1, 0), (-1, 0), (0, -1), (0, 1)] {
        let (nr, nf) = (r + dr, f + df);
        if (0..6).contains(&nr) && (0..6).contains(&nf) {
            out.push((nr * 6 + nf) as u8);
        }
    }
    out
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Kind {
    End,
    Landing,
}

impl Slow {
    pub fn from_position(p: &Position) -> Slow {
        let o = p.options();
        Slow {
            cells: (0..36).map(|s| p.size_at(s)).collect(),
            south_to_move: p.to_move() == 0,
            replace: o.replace,
            return_to_start: o.return_to_start,
        }
    }

    /// Every (square, kind) where some path of the piece on `start` ends a run, for `south`.
    pub fn ends(&self, start: u8, south: bool) -> BTreeSet<(u8, Kind)> {
        let mut board = self.cells.clone();
        let size = board[start as usize];
        board[start as usize] = 0;
        let mut out = BTreeSet::new();
        let mut edges = Vec::new();
        let mut bounced = Vec::new();
        self.explore(&board, start, start, size, south, &mut edges, &mut bounced, &mut out);
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn explore(
        &self,
        board: &[u8],
        start: u8,
        cur: u8,
        left: u8,
        south: bool,
        edges: &mut Vec<(u8, u8)>,
        bounced: &mut Vec<u8>,
        out: &mut BTreeSet<(u8, Kind)>,
    ) {
        let far = if south { 5 } else { 0 };
        if left == 1 && cur / 6 == far {
            out.insert((if south { GOAL_N } else { GOAL_S }, Kind::End));
        }
        for n in neighbours(cur) {
            let edge = (cur.min(n), cur.max(n));
            if edges.contains(&edge) {
                continue;
            }
            let occupied = board[n as usize] != 0;
            if occupied && (left != 1 || bounced.contains(&n)) {
                continue;
            }
            if !occupied && left == 1 {
                if n != start || self.return_to_start {
                    out.insert((n, Kind::End));
                }
                continue;
            }
            edges.push(edge);
            if occupied {
                out.insert((n, Kind::Landing));
                bounced.push(n);
                self.explore(board, start, n, board[n as usize], south, edges, bounced, out);
                bounced.pop();
            } else {
                self.explore(board, start, n, left - 1, south, edges, bounced, out);
            }
            edges.pop();
        }
    }

    fn rows_from(south: bool) -> Vec<u8> {
        if south { (0..6).collect() } else { (0..6).rev().collect() }
    }

    /// The opponent's playable row while a replacement is under way: landings count as moves.
    fn rough_playable_row(&self, south: bool) -> Option<u8> {
        for row in Slow::rows_from(south) {
            for f in 0..6 {
                let s = row * 6 + f;
                if self.cells[s as usize] != 0
                    && self.ends(s, south).iter().any(|&(_, k)| k == Kind::End || self.replace)
                {
                    return Some(row);
                }
            }
        }
        None
    }

    fn drops(&self, from: u8, to: u8, south: bool) -> Vec<u8> {
        let mut after = self.clone();
        let size = self.cells[from as usize];
        after.cells[from as usize] = 0;
        after.cells[to as usize] = size;
        let row = after.rough_playable_row(!south);
        let mut out = Vec::new();
        for d in 0..36u8 {
            if after.cells[d as usize] != 0 {
                continue;
            }
            let allowed_rank = match row {
                None => true,
                Some(r) => if south { d / 6 <= r } else { d / 6 >= r },
            };
            let null = d == from && self.cells[to as usize] == size && !self.return_to_start;
            if (allowed_rank || d == from) && !null {
                out.push(d);
            }
        }
        out
    }

    pub fn piece_moves(&self, from: u8) -> BTreeSet<Identity> {
        let south = self.south_to_move;
        let mut out = BTreeSet::new();
        for (to, kind) in self.ends(from, south) {
            match kind {
                Kind::End => {
                    out.insert((from, to, None));
                }
                Kind::Landing if self.replace => {
                    for d in self.drops(from, to, south) {
                        out.insert((from, to, Some(d)));
                    }
                }
                Kind::Landing => {}
            }
        }
        out
    }

    /// Legal move identities of the side to move (empty: it must pass).
    pub fn moves(&self) -> BTreeSet<Identity> {
        for row in Slow::rows_from(self.south_to_move) {
            let mut all = BTreeSet::new();
            for f in 0..6 {
                let s = row * 6 + f;
                if self.cells[s as usize] != 0 {
                    all.extend(self.piece_moves(s));
                }
            }
            if !all.is_empty() {
                return all;
            }
        }
        BTreeSet::new()
    }

    pub fn play(&self, (from, to, drop): Identity) -> Slow {
        let mut next = self.clone();
        let size = next.cells[from as usize];
        next.cells[from as usize] = 0;
        if to < 36 {
            let displaced = next.cells[to as usize];
            next.cells[to as usize] = size;
            if let Some(d) = drop {
                next.cells[d as usize] = displaced;
            }
        }
        next.south_to_move = !next.south_to_move;
        next
    }

    /// Perft with a win as a leaf and a forced pass counted as one action.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if moves.is_empty() {
            return if depth == 1 { 1 } else { self.play_pass().perft(depth - 1) };
        }
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&m| if m.1 >= 36 { 1 } else { self.play(m).perft(depth - 1) }).sum()
    }

    fn play_pass(&self) -> Slow {
        let mut next = self.clone();
        next.south_to_move = !next.south_to_move;
        next
    }
}

/// A random playing-phase position: up to four pieces of each size on random squares.
pub fn random_position(rng: &mut Rng, options: &Options) -> Position {
    let mut cells = [b'.'; 36];
    let pieces = 1 + rng.below(12);
    let mut sizes: Vec<u8> = (0..12).map(|i| b'1' + (i % 3) as u8).collect();
    for i in 0..pieces {
        let j = i + rng.below(12 - i);
        sizes.swap(i, j);
        loop {
            let sq = rng.below(36);
            if cells[sq] == b'.' {
                cells[sq] = sizes[i];
                break;
            }
        }
    }
    let rows: Vec<String> = (0..6).rev().map(|r| String::from_utf8(cells[r * 6..r * 6 + 6].to_vec()).unwrap()).collect();
    let side = if rng.below(2) == 0 { "S" } else { "N" };
    Position::parse_position(&format!("{} {side}", rows.join("/")), options).unwrap()
}

pub fn engine_identities(p: &Position) -> BTreeSet<Identity> {
    p.legal_moves().iter().map(|m| (m.from, m.to, m.drop)).collect()
}
