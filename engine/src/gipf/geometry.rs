//! The GIPF board in official coordinates: 61 points (37 spots, 24 dots), 21 lines and 42 entry
//! moves. Everything is computed once into fixed tables.
//!
//! Points are numbered column by column (`a1`..`a5`, `b1`..`b6`, ..., `i1`..`i5`), so `a1` = 0 and
//! `i5` = 60. Axial coordinates `(q, w)` put `e5` at the origin; the six directions are
//! N (0,+1), NE (+1,+1), SE (+1,0), S (0,-1), SW (-1,-1), NW (-1,0).

use std::sync::OnceLock;

/// One of the 61 points of the board: a spot (inside the play area) or a dot (on the rim).
pub type Spot = u8;

pub const POINTS: usize = 61;
pub const LINES: usize = 21;
pub const ENTRIES: usize = 42;
/// The central spot `e5`, where TAMSK-stacks give an extra move.
pub const CENTRE: Spot = 30;
/// No neighbour in that direction.
pub const NONE: u8 = u8::MAX;

/// Column lengths a..i (dots and spots together).
const COLUMN_LEN: [u8; 9] = [5, 6, 7, 8, 9, 8, 7, 6, 5];
const COLUMN_START: [u8; 9] = [0, 5, 11, 18, 26, 35, 43, 50, 56];

pub const DIRECTION_NAMES: [&str; 6] = ["N", "NE", "SE", "S", "SW", "NW"];
const DELTA: [(i8, i8); 6] = [(0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0)];

/// A line of spots with its two end dots; spots run in one of the directions N, NE or SE.
#[derive(Clone, Debug)]
pub struct Line {
    pub spots: [Spot; 7],
    pub len: u8,
    /// The dot before the first spot and the dot after the last one.
    pub ends: [Spot; 2],
    /// Bit `p` set for every spot `p` on the line.
    pub mask: u64,
}

impl Line {
    pub fn spots(&self) -> &[Spot] {
        &self.spots[..self.len as usize]
    }
}

/// An entry move: a dot and a direction into the play area, with the spots it pushes along.
#[derive(Clone, Debug)]
pub struct Entry {
    pub dot: Spot,
    pub dir: u8,
    pub line: u8,
    /// Spots from the one next to the dot to the far end of the line.
    pub path: [Spot; 7],
    pub len: u8,
}

impl Entry {
    pub fn path(&self) -> &[Spot] {
        &self.path[..self.len as usize]
    }
}

pub struct Geometry {
    pub axial: [(i8, i8); POINTS],
    pub neighbour: [[u8; 6]; POINTS],
    pub lines: Vec<Line>,
    pub entries: Vec<Entry>,
    /// The (up to 3) lines through each spot.
    pub lines_through: [[u8; 3]; POINTS],
    /// Bit set of all 37 spots.
    pub spot_mask: u64,
}

pub fn geometry() -> &'static Geometry {
    static GEOMETRY: OnceLock<Geometry> = OnceLock::new();
    GEOMETRY.get_or_init(build)
}

fn column_row(p: Spot) -> (u8, u8) {
    let c = (0..9).rev().find(|&c| COLUMN_START[c] <= p).unwrap_or(0);
    (c as u8, p - COLUMN_START[c] + 1)
}

fn axial_of(p: Spot) -> (i8, i8) {
    let (c, r) = column_row(p);
    let q = c as i8 - 4;
    (q, r as i8 - 5 + q.max(0))
}

fn point_of_axial(q: i8, w: i8) -> Option<Spot> {
    if distance(q, w) > 4 {
        return None;
    }
    let c = q + 4;
    let r = w + 5 - q.max(0);
    if !(0..9).contains(&c) || r < 1 || r > COLUMN_LEN[c as usize] as i8 {
        return None;
    }
    Some(COLUMN_START[c as usize] + r as u8 - 1)
}

fn distance(q: i8, w: i8) -> i8 {
    q.abs().max(w.abs()).max((w - q).abs())
}

fn build() -> Geometry {
    let mut axial = [(0i8, 0i8); POINTS];
    let mut neighbour = [[NONE; 6]; POINTS];
    let mut spot_mask = 0u64;
    for p in 0..POINTS as u8 {
        axial[p as usize] = axial_of(p);
    }
    for p in 0..POINTS {
        let (q, w) = axial[p];
        if distance(q, w) < 4 {
            spot_mask |= 1 << p;
        }
        for (d, (dq, dw)) in DELTA.iter().enumerate() {
            if let Some(n) = point_of_axial(q + dq, w + dw) {
                neighbour[p][d] = n;
            }
        }
    }
    let is_spot = |p: u8| p != NONE && spot_mask >> p & 1 == 1;

    // Lines: start at every dot whose neighbour in direction N, NE or SE is a spot and walk.
    let mut lines = Vec::with_capacity(LINES);
    for dot in 0..POINTS as u8 {
        if is_spot(dot) {
            continue;
        }
        for dir in 0..3u8 {
            let first = neighbour[dot as usize][dir as usize];
            if !is_spot(first) {
                continue;
            }
            let mut spots = [NONE; 7];
            let mut len = 0u8;
            let mut mask = 0u64;
            let mut p = first;
            while is_spot(p) {
                spots[len as usize] = p;
                mask |= 1 << p;
                len += 1;
                p = neighbour[p as usize][dir as usize];
            }
            lines.push(Line { spots, len, ends: [dot, p], mask });
        }
    }

    let mut lines_through = [[NONE; 3]; POINTS];
    for (i, line) in lines.iter().enumerate() {
        for &s in line.spots() {
            let slot = lines_through[s as usize].iter().position(|&l| l == NONE).unwrap_or(0);
            lines_through[s as usize][slot] = i as u8;
        }
    }

    let mut entries = Vec::with_capacity(ENTRIES);
    for dot in 0..POINTS as u8 {
        if is_spot(dot) {
            continue;
        }
        for dir in 0..6u8 {
            let first = neighbour[dot as usize][dir as usize];
            if !is_spot(first) {
                continue;
            }
            let line = lines.iter().position(|l| l.mask >> first & 1 == 1 && (l.ends[0] == dot || l.ends[1] == dot)).unwrap_or(0);
            let mut path = [NONE; 7];
            let mut len = 0u8;
            let mut p = first;
            while is_spot(p) {
                path[len as usize] = p;
                len += 1;
                p = neighbour[p as usize][dir as usize];
            }
            entries.push(Entry { dot, dir, line: line as u8, path, len });
        }
    }
    Geometry { axial, neighbour, lines, entries, lines_through, spot_mask }
}

/// The official name of a point, e.g. `e5`.
pub fn point_name(p: Spot) -> String {
    if p as usize >= POINTS {
        return "?".into();
    }
    let (c, r) = column_row(p);
    format!("{}{}", (b'a' + c) as char, r)
}

/// Parses an official point name (`a1`..`i5`, lower case).
pub fn parse_point(text: &str) -> Option<Spot> {
    let bytes = text.as_bytes();
    if bytes.len() < 2 || !(b'a'..=b'i').contains(&bytes[0]) {
        return None;
    }
    let c = (bytes[0] - b'a') as usize;
    let r: u8 = text[1..].parse().ok()?;
    if text[1..].starts_with('0') || r < 1 || r > COLUMN_LEN[c] {
        return None;
    }
    Some(COLUMN_START[c] + r - 1)
}

/// Axial coordinates `(q, w)` with `e5` = (0, 0); see the module notes for the directions.
pub fn point_axial(p: Spot) -> (i8, i8) {
    geometry().axial.get(p as usize).copied().unwrap_or((0, 0))
}

/// True for the 24 dots on the rim, false for the 37 spots.
pub fn is_dot(p: Spot) -> bool {
    (p as usize) < POINTS && geometry().spot_mask >> p & 1 == 0
}

pub fn is_spot(p: Spot) -> bool {
    (p as usize) < POINTS && geometry().spot_mask >> p & 1 == 1
}

/// The 21 lines.
pub fn lines() -> &'static [Line] {
    &geometry().lines
}

/// The 42 entry moves.
pub fn entries() -> &'static [Entry] {
    &geometry().entries
}

/// The neighbour of `p` in direction `dir`, if it is on the board.
pub fn neighbour(p: Spot, dir: u8) -> Option<Spot> {
    let n = *geometry().neighbour.get(p as usize)?.get(dir as usize)?;
    (n != NONE).then_some(n)
}

/// The entry move from `dot` in direction `dir`, as an index into [`entries`].
pub fn entry_index(dot: Spot, dir: u8) -> Option<u8> {
    entries().iter().position(|e| e.dot == dot && e.dir == dir).map(|i| i as u8)
}

/// A line's name: its two end dots, e.g. `a1-i5`.
pub fn line_name(line: u8) -> String {
    match lines().get(line as usize) {
        Some(l) => format!("{}-{}", point_name(l.ends[0]), point_name(l.ends[1])),
        None => "?".into(),
    }
}

pub fn parse_line_name(text: &str) -> Option<u8> {
    let (a, b) = text.split_once('-')?;
    let (a, b) = (parse_point(a)?, parse_point(b)?);
    lines().iter().position(|l| l.ends == [a, b] || l.ends == [b, a]).map(|i| i as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts() {
        let g = geometry();
        assert_eq!(g.spot_mask.count_ones(), 37);
        assert_eq!((0..61).filter(|&p| is_dot(p)).count(), 24);
        assert_eq!(g.lines.len(), LINES);
        assert_eq!(g.entries.len(), ENTRIES);
        let mut lens: Vec<u8> = g.lines.iter().map(|l| l.len).collect();
        lens.sort();
        assert_eq!(lens, [4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 7, 7, 7]);
        for p in 0..61u8 {
            assert_eq!(parse_point(&point_name(p)), Some(p));
            if is_spot(p) {
                assert!(g.lines_through[p as usize].iter().all(|&l| l != NONE));
            }
        }
        assert_eq!(point_name(CENTRE), "e5");
    }
}
