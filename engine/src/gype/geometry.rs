//! The board: a 10×10 frame without its four corners (96 cells), the four Home Rows, the
//! players' sides and the direction tables that move generation reads.

use crate::error::{clip, Error, Gype, Result};

/// A cell index `x + 10 * y`: x is the file (`a`..`j` = 0..9), y the rank (`0`..`9`).
/// The corners 0 (`a0`), 9 (`j0`), 90 (`a9`) and 99 (`j9`) are not cells.
pub type Cell = u8;

/// Marks "no cell" in the tables (off the board or a corner).
pub(crate) const NO_CELL: Cell = 255;

pub const fn is_cell(c: Cell) -> bool {
    c < 100 && c != 0 && c != 9 && c != 90 && c != 99
}

/// The cell at file `x`, rank `y`, if it exists.
pub fn cell_at(x: i32, y: i32) -> Option<Cell> {
    if (0..10).contains(&x) && (0..10).contains(&y) {
        let c = (x + 10 * y) as Cell;
        is_cell(c).then_some(c)
    } else {
        None
    }
}

/// `(x, y)` of a cell: file 0..9, rank 0..9.
pub fn cell_xy(c: Cell) -> (i32, i32) {
    ((c % 10) as i32, (c / 10) as i32)
}

/// The cell's name, e.g. `e4`.
pub fn cell_name(c: Cell) -> String {
    let mut s = String::with_capacity(2);
    push_cell(&mut s, c);
    s
}

/// Appends the cell's name (without allocating for it).
pub(crate) fn push_cell(out: &mut String, c: Cell) {
    let (x, y) = cell_xy(c);
    out.push((b'a' + x as u8) as char);
    if y < 10 {
        out.push((b'0' + y as u8) as char);
    } else {
        out.push_str(&y.to_string()); // only for out-of-range input
    }
}

/// Parses a cell name such as `e4`.
pub fn parse_cell(text: &str) -> Result<Cell> {
    let bad = || Error::notation(Gype::NotACell { text: clip(text) });
    let b = text.as_bytes();
    if b.len() != 2 {
        return Err(bad());
    }
    let (f, r) = (b[0].to_ascii_lowercase(), b[1]);
    if !(b'a'..=b'j').contains(&f) || !r.is_ascii_digit() {
        return Err(bad());
    }
    cell_at((f - b'a') as i32, (r - b'0') as i32).ok_or_else(|| Error::notation(Gype::Corner { text: clip(text) }))
}

/// Every cell, in increasing index.
pub fn all_cells() -> impl Iterator<Item = Cell> {
    (0..100u8).filter(|&c| is_cell(c))
}

pub(crate) const fn bit(c: Cell) -> u128 {
    1u128 << c
}

/// The cells of a mask, in increasing index.
pub(crate) fn cells_of(mut mask: u128) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let c = mask.trailing_zeros() as Cell;
            mask &= mask - 1;
            Some(c)
        }
    })
}

/// A side of the board, where a player sits. The order S, W, N, E is the turn order (to the
/// left) and the order of seats everywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    South,
    West,
    North,
    East,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::South, Side::West, Side::North, Side::East];

    pub fn index(self) -> usize {
        self as usize
    }
    pub fn letter(self) -> char {
        ['S', 'W', 'N', 'E'][self.index()]
    }
    pub fn from_letter(c: char) -> Option<Side> {
        match c.to_ascii_uppercase() {
            'S' => Some(Side::South),
            'W' => Some(Side::West),
            'N' => Some(Side::North),
            'E' => Some(Side::East),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        ["South", "West", "North", "East"][self.index()]
    }
    pub fn opposite(self) -> Side {
        Side::ALL[(self.index() + 2) % 4]
    }
    /// The cells of the Home Row this side starts on.
    pub fn start_row(self) -> u128 {
        ROW_MASK[self.index()]
    }
    /// The cells of the Home Row this side races to.
    pub fn destination_row(self) -> u128 {
        ROW_MASK[self.opposite().index()]
    }
    /// Distance of a cell from this side's start row: 0 on the start row, 9 on the destination row.
    pub fn rank_of(self, c: Cell) -> i32 {
        let (x, y) = cell_xy(c);
        match self {
            Side::South => y,
            Side::North => 9 - y,
            Side::West => x,
            Side::East => 9 - x,
        }
    }
    /// Index in `DIRS` of the forward unit (toward the destination row).
    pub(crate) fn forward_dir(self) -> usize {
        [2, 0, 6, 4][self.index()]
    }
    /// The Home Rows this side may never land on: all but its start and destination rows.
    pub(crate) fn foreign_rows(self) -> u128 {
        Side::ALL.into_iter().filter(|&s| s != self && s != self.opposite()).fold(0, |m, s| m | s.start_row())
    }
    /// Cells in the far half (relative ranks 5..9), closed to it under `chaos`.
    pub(crate) fn far_half(self) -> u128 {
        FAR_HALF[self.index()]
    }
}

/// The Home Row a cell belongs to, if any.
pub fn home_row_of(c: Cell) -> Option<Side> {
    Side::ALL.into_iter().find(|s| s.start_row() & bit(c) != 0)
}

/// A set of sides, e.g. the seats in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SideSet(u8);

impl SideSet {
    pub fn new(sides: &[Side]) -> Self {
        SideSet(sides.iter().fold(0, |m, s| m | 1 << s.index()))
    }
    /// The seats a game of `players` takes unless chosen otherwise: South and North; South,
    /// West and North; all four. `None` outside 2 to 4.
    pub fn usual(players: usize) -> Option<SideSet> {
        let sides: &[Side] = match players {
            2 => &[Side::South, Side::North],
            3 => &[Side::South, Side::West, Side::North],
            4 => &Side::ALL,
            _ => return None,
        };
        Some(SideSet::new(sides))
    }
    pub fn contains(self, s: Side) -> bool {
        self.0 & 1 << s.index() != 0
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The sides in turn order (S W N E).
    pub fn sides(self) -> impl Iterator<Item = Side> {
        Side::ALL.into_iter().filter(move |&s| self.contains(s))
    }
    /// Letters in turn order, e.g. `SWN`.
    pub fn letters(self) -> String {
        self.sides().map(Side::letter).collect()
    }
}

/// The 8 unit directions, counter-clockwise from east. Opposite directions differ by 4, so
/// `d & 3` names the line (axis) a direction runs along.
pub(crate) const DIRS: [(i32, i32); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];

/// `NEIGHBOR[c][d]`: the cell one step from `c` in direction `d`, or `NO_CELL`.
pub(crate) static NEIGHBOR: [[Cell; 8]; 100] = build_neighbors();

/// The 8 Hat leaps `(dx, dy)`.
pub(crate) const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// Home Rows by side index: South b0..i0, West a1..a8, North b9..i9, East j1..j8.
const ROW_MASK: [u128; 4] = build_rows();
const FAR_HALF: [u128; 4] = build_far_halves();
/// Every existing cell.
pub(crate) const BOARD_MASK: u128 = build_board();

const fn build_neighbors() -> [[Cell; 8]; 100] {
    let mut t = [[NO_CELL; 8]; 100];
    let mut c = 0;
    while c < 100 {
        if is_cell(c as Cell) {
            let (x, y) = ((c % 10) as i32, (c / 10) as i32);
            let mut d = 0;
            while d < 8 {
                let (nx, ny) = (x + DIRS[d].0, y + DIRS[d].1);
                if nx >= 0 && nx < 10 && ny >= 0 && ny < 10 && is_cell((nx + 10 * ny) as Cell) {
                    t[c][d] = (nx + 10 * ny) as Cell;
                }
                d += 1;
            }
        }
        c += 1;
    }
    t
}

const fn build_rows() -> [u128; 4] {
    let mut rows = [0u128; 4];
    let mut i = 1;
    while i <= 8 {
        rows[0] |= bit(i); // y = 0
        rows[1] |= bit(10 * i); // x = 0
        rows[2] |= bit(90 + i); // y = 9
        rows[3] |= bit(10 * i + 9); // x = 9
        i += 1;
    }
    rows
}

const fn build_far_halves() -> [u128; 4] {
    let mut m = [0u128; 4];
    let mut c = 0u8;
    while c < 100 {
        if is_cell(c) {
            let (x, y) = ((c % 10) as i32, (c / 10) as i32);
            if y >= 5 {
                m[0] |= bit(c);
            }
            if x >= 5 {
                m[1] |= bit(c);
            }
            if 9 - y >= 5 {
                m[2] |= bit(c);
            }
            if 9 - x >= 5 {
                m[3] |= bit(c);
            }
        }
        c += 1;
    }
    m
}

const fn build_board() -> u128 {
    let mut m = 0u128;
    let mut c = 0u8;
    while c < 100 {
        if is_cell(c) {
            m |= bit(c);
        }
        c += 1;
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usual_seats_follow_the_rules() {
        assert_eq!(SideSet::usual(2).map(SideSet::letters).as_deref(), Some("SN"));
        assert_eq!(SideSet::usual(3).map(SideSet::letters).as_deref(), Some("SWN"));
        assert_eq!(SideSet::usual(4).map(SideSet::letters).as_deref(), Some("SWNE"));
        assert!(SideSet::usual(1).is_none() && SideSet::usual(5).is_none());
    }

    #[test]
    fn board_shape() {
        assert_eq!(all_cells().count(), 96);
        assert_eq!(BOARD_MASK.count_ones(), 96);
        for s in Side::ALL {
            assert_eq!(s.start_row().count_ones(), 8);
            assert_eq!(s.far_half().count_ones(), 48); // ranks 5..8 of ten cells, and the 8-cell destination row
        }
        assert_eq!(parse_cell("e4").unwrap(), 44);
        assert!(parse_cell("a0").is_err());
        assert!(parse_cell("k1").is_err());
        assert!(parse_cell("").is_err());
        for c in all_cells() {
            assert_eq!(parse_cell(&cell_name(c)).unwrap(), c);
        }
        assert_eq!(home_row_of(parse_cell("a1").unwrap()), Some(Side::West));
        assert_eq!(home_row_of(parse_cell("b1").unwrap()), None);
    }
}
