//! GIPF perft golden figures, cross-checked against a slow independent generator written here
//! from the rules (axial coordinates computed from the official names, a map for the board).

use engine::game::{Game, Status};
use engine::gipf::{point_name, Options, Position, Version, BLACK, WHITE};
use engine::perft::{perft, perft_unique};
use engine::rng::Rng;
use std::collections::{BTreeMap, BTreeSet};

type Hex = (i32, i32);
const DIRS: [Hex; 6] = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)];

fn dist((q, w): Hex) -> i32 {
    q.abs().max(w.abs()).max((w - q).abs())
}
fn is_spot(h: Hex) -> bool {
    dist(h) <= 3
}
fn add(a: Hex, d: Hex) -> Hex {
    (a.0 + d.0, a.1 + d.1)
}
/// Research §1.3: q = c - 4, w = r - 5 + max(0, q).
fn hex_of_name(name: &str) -> Hex {
    let c = (name.as_bytes()[0] - b'a') as i32;
    let r: i32 = name[1..].parse().unwrap();
    let q = c - 4;
    (q, r - 5 + q.max(0))
}

#[derive(Clone)]
struct Slow {
    /// colour, is a GIPF-piece
    cells: BTreeMap<Hex, (u8, bool)>,
    reserve: [i32; 2],
    to_move: u8,
    moved: bool,
    gipf_rule: bool,
    over: bool,
}

impl Slow {
    fn from(p: &Position) -> Slow {
        let mut cells = BTreeMap::new();
        for s in 0..61u8 {
            if let Some(pc) = p.piece_at(s) {
                cells.insert(hex_of_name(&point_name(s)), (pc.colour, pc.kind == engine::gipf::Kind::Gipf));
            }
        }
        Slow {
            cells,
            reserve: [p.reserve(WHITE) as i32, p.reserve(BLACK) as i32],
            to_move: p.to_move(),
            moved: p.has_moved(),
            gipf_rule: p.options().version != Version::Basic,
            over: matches!(p.status(), Status::Over(_)),
        }
    }

    /// Maximal occupied runs on every line that hold 4 adjacent pieces of `colour`.
    fn rows(&self, colour: u8) -> Vec<Vec<Hex>> {
        let mut out = vec![];
        let all: Vec<Hex> = (-4..=4).flat_map(|q| (-4..=4).map(move |w| (q, w))).filter(|&h| is_spot(h)).collect();
        for d in &DIRS[..3] {
            for &s in &all {
                if is_spot(add(s, (-d.0, -d.1))) {
                    continue;
                }
                let mut line = vec![];
                let mut h = s;
                while is_spot(h) {
                    line.push(h);
                    h = add(h, *d);
                }
                let mut i = 0;
                while i < line.len() {
                    if !self.cells.contains_key(&line[i]) {
                        i += 1;
                        continue;
                    }
                    let mut j = i;
                    while j < line.len() && self.cells.contains_key(&line[j]) {
                        j += 1;
                    }
                    let seg = &line[i..j];
                    let has_four = seg.windows(4).any(|w| w.iter().all(|h| self.cells[h].0 == colour));
                    if has_four {
                        out.push(seg.to_vec());
                    }
                    i = j;
                }
            }
        }
        out
    }

    fn settle(&mut self) {
        loop {
            if self.over || !self.rows(self.to_move).is_empty() {
                return;
            }
            if self.moved {
                self.to_move = 1 - self.to_move;
                self.moved = false;
                continue;
            }
            if self.reserve[self.to_move as usize] == 0 {
                self.over = true;
            }
            return;
        }
    }

    fn gipfs(&self, colour: u8) -> usize {
        self.cells.values().filter(|&&(c, g)| c == colour && g).count()
    }

    fn successors(&self) -> Vec<Slow> {
        let mut out = vec![];
        if self.over {
            return out;
        }
        let me = self.to_move;
        let rows = self.rows(me);
        if !rows.is_empty() {
            let mut seen: BTreeSet<Vec<Hex>> = BTreeSet::new();
            for seg in rows {
                let optional: Vec<Hex> = seg.iter().copied().filter(|h| self.cells[h].1).collect();
                for keep in 0..1u32 << optional.len() {
                    let kept: Vec<Hex> = (0..optional.len()).filter(|i| keep >> i & 1 == 1).map(|i| optional[i]).collect();
                    let removed: Vec<Hex> = seg.iter().copied().filter(|h| !kept.contains(h)).collect();
                    if removed.is_empty() || !seen.insert(removed.clone()) {
                        continue;
                    }
                    let mut n = self.clone();
                    for h in &removed {
                        let (c, g) = n.cells.remove(h).unwrap();
                        if c == me {
                            n.reserve[me as usize] += if g { 2 } else { 1 };
                        }
                    }
                    if n.gipf_rule && (n.gipfs(1 - me) == 0 || n.gipfs(me) == 0) {
                        n.over = true;
                    }
                    n.settle();
                    out.push(n);
                }
            }
            return out;
        }
        if self.moved || self.reserve[me as usize] == 0 {
            return out;
        }
        let mut placed = BTreeSet::new();
        for q in -4..=4 {
            for w in -4..=4 {
                let dot = (q, w);
                if dist(dot) != 4 {
                    continue;
                }
                for d in DIRS {
                    let mut path = vec![];
                    let mut h = add(dot, d);
                    while is_spot(h) {
                        path.push(h);
                        h = add(h, d);
                    }
                    let Some(k) = path.iter().position(|h| !self.cells.contains_key(h)) else { continue };
                    if k == 0 && !placed.insert(path[0]) {
                        continue;
                    }
                    let mut n = self.clone();
                    for i in (0..k).rev() {
                        let v = n.cells.remove(&path[i]).unwrap();
                        n.cells.insert(path[i + 1], v);
                    }
                    n.cells.insert(path[0], (me, false));
                    n.reserve[me as usize] -= 1;
                    n.moved = true;
                    n.settle();
                    out.push(n);
                }
            }
        }
        out
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let succ = self.successors();
        if depth == 1 {
            return succ.len() as u64;
        }
        succ.iter().map(|s| if s.over { 1 } else { s.perft(depth - 1) }).sum()
    }
}

fn start(version: &str) -> Position {
    Position::start(&Position::parse_options(&[("version".into(), version.into())]).unwrap())
}

#[test]
fn golden_perft_standard() {
    let p = start("standard");
    let expected = [30, 924, 29_016, 924_432, 29_769_120];
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&p, d as u32 + 1), n, "depth {}", d + 1);
    }
    let unique = [30, 876, 15_120, 249_489];
    for (d, &n) in unique.iter().enumerate() {
        assert_eq!(perft_unique(&p, d as u32 + 1).unwrap(), n, "unique depth {}", d + 1);
    }
}

#[test]
fn golden_perft_basic() {
    let p = start("basic");
    let expected = [30, 924, 29_016, 924_432];
    for (d, &n) in expected.iter().enumerate() {
        assert_eq!(perft(&p, d as u32 + 1), n, "depth {}", d + 1);
    }
    let unique = [24, 558, 7_476, 96_885];
    for (d, &n) in unique.iter().enumerate() {
        assert_eq!(perft_unique(&p, d as u32 + 1).unwrap(), n, "unique depth {}", d + 1);
    }
}

#[test]
fn slow_generator_agrees_from_the_starts() {
    for v in ["basic", "standard"] {
        let p = start(v);
        for d in 1..=3 {
            assert_eq!(perft(&p, d), Slow::from(&p).perft(d), "{v} depth {d}");
        }
    }
}

/// Positions from random games, where rows, extensions and GIPF choices occur.
#[test]
fn slow_generator_agrees_in_random_positions() {
    let mut rng = Rng::new(2024);
    let mut checked = 0;
    let mut with_rows = 0;
    for game in 0..300 {
        let v = if game % 2 == 0 { "basic" } else { "standard" };
        let mut p = start(v);
        let plies = 6 + rng.below(30);
        for _ in 0..plies {
            let actions = p.legal_actions();
            if actions.is_empty() {
                break;
            }
            p.play(&actions[rng.below(actions.len())]).unwrap();
        }
        if matches!(p.status(), Status::Over(_)) {
            continue;
        }
        if !p.pending_rows().is_empty() {
            with_rows += 1;
        }
        let slow = Slow::from(&p);
        for d in 1..=2 {
            assert_eq!(perft(&p, d), slow.perft(d), "{} depth {d}", p.position_string());
        }
        checked += 1;
    }
    assert!(checked > 150 && with_rows > 10, "checked {checked}, with rows {with_rows}");
}

#[test]
fn perft_outcomes_of_a_removal() {
    // EB-7 after the push: White's removal then the turn passes.
    let mut p = Position::parse_position("W:b5,e4,f3,g4,h3,h4 B:c5,c6,d3,d6,e6,f2,f4 5/5 W version=basic", &Options::default()).unwrap();
    let a = p.parse_action("f1-f5").unwrap();
    p.play(&a).unwrap();
    assert_eq!(perft(&p, 1), 1);
    assert_eq!(perft(&p, 2), 1);
}

#[test]
fn golden_perft_ultimate_and_challenges() {
    // Ultimate start: GIPF-pieces only at first. Depth 2 by hand: after White's GIPF-piece on
    // one of the 18 edge spots, Black places on the 17 others or pushes through it (3 entries
    // on a corner spot, 2 on the others): 6 * 20 + 12 * 19 = 348.
    let p = start("ultimate");
    for (d, &n) in [18, 348, 50_064, 7_599_312].iter().enumerate() {
        assert_eq!(perft(&p, d as u32 + 1), n, "depth {}", d + 1);
    }
    for (d, &n) in [18, 336, 42_552].iter().enumerate() {
        assert_eq!(perft_unique(&p, d as u32 + 1).unwrap(), n, "unique depth {}", d + 1);
    }
    // DVONN and PÜNCT moves with challenges settled by rock-paper-scissors.
    let pairs: Vec<(String, String)> = [("potentials", "d3"), ("challenges", "on"), ("side_game", "rps")].iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let o = Position::parse_options(&pairs).unwrap();
    let p = Position::parse_position("W:Gb5,d3,Dd4,Pc3 B:Gb2,e5,Ge8,Gh2,Pd5 5/5 W", &o).unwrap();
    for (d, &n) in [28, 706, 20_914, 556_225].iter().enumerate() {
        assert_eq!(perft(&p, d as u32 + 1), n, "depth {}", d + 1);
    }
}
