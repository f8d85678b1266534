//! Geometry of the Gygès board: 36 grid squares, two goals, 60 numbered edges, Zobrist keys.

use crate::error::{clip, Error, Gyges, Result};
use crate::game::Seat;

/// A space: `0..=35` is `6 * rank_index + file_index` (a1 = 0, f1 = 5, a6 = 30); then the goals.
pub type Square = u8;

/// The goal beyond rank 1, which North tries to reach.
pub const GOAL_S: Square = 36;
/// The goal beyond rank 6, which South tries to reach.
pub const GOAL_N: Square = 37;

pub const SOUTH: Seat = 0;
pub const NORTH: Seat = 1;

/// A seat's name: South plays up the board from row 1, North down from row 6.
pub fn seat_name(seat: Seat) -> &'static str {
    match seat {
        SOUTH => "South",
        NORTH => "North",
        _ => "?",
    }
}

/// Every grid square as a bit set.
pub const GRID: u64 = (1 << 36) - 1;

pub const fn bit(sq: Square) -> u64 {
    1u64 << sq
}

pub const fn rank_of(sq: Square) -> u8 {
    sq / 6
}

pub const fn file_of(sq: Square) -> u8 {
    sq % 6
}

/// The six squares of rank index `rank` (0 = rank 1).
pub const fn rank_mask(rank: u8) -> u64 {
    0x3F << (6 * rank as u32)
}

pub const fn other(seat: Seat) -> Seat {
    1 - seat
}

/// The rank index a seat places its pieces on.
pub const fn home_rank(seat: Seat) -> u8 {
    if seat == SOUTH { 0 } else { 5 }
}

/// The goal a seat tries to reach.
pub const fn target_goal(seat: Seat) -> Square {
    if seat == SOUTH { GOAL_N } else { GOAL_S }
}

/// Rank indices from the seat's own side to the far side.
pub fn ranks_from(seat: Seat) -> impl Iterator<Item = u8> {
    (0..6u8).map(move |i| if seat == SOUTH { i } else { 5 - i })
}

/// `a1`..`f6`, `S`, `N`.
pub fn square_name(sq: Square) -> String {
    match sq {
        0..=35 => format!("{}{}", (b'a' + file_of(sq)) as char, rank_of(sq) + 1),
        GOAL_S => "S".to_string(),
        GOAL_N => "N".to_string(),
        _ => format!("?{sq}"),
    }
}

/// Reads `a1`..`f6` (files in either case) or a goal `N` / `S`.
pub fn parse_square(text: &str) -> Result<Square> {
    let bad = || Error::notation(Gyges::NotASquare { text: clip(text) });
    let bytes = text.as_bytes();
    match bytes {
        [b'N' | b'n'] => Ok(GOAL_N),
        [b'S' | b's'] => Ok(GOAL_S),
        [f, r] => {
            let file = f.to_ascii_lowercase().wrapping_sub(b'a');
            let rank = r.wrapping_sub(b'1');
            if file < 6 && rank < 6 { Ok(6 * rank + file) } else { Err(bad()) }
        }
        _ => Err(bad()),
    }
}

/// A square's grid neighbours and the edge bit of the segment to each. Goal steps are not edges:
/// a goal is only ever the last step of a move.
#[derive(Clone, Copy)]
pub(crate) struct Neighbours {
    pub count: u8,
    pub squares: [Square; 4],
    pub edges: [u64; 4],
}

/// Edge numbering: horizontal `5r + f` (0..30), vertical `30 + 6r + f` (30..60).
const fn horizontal_edge(rank: u8, file: u8) -> u64 {
    1u64 << (5 * rank + file)
}

const fn vertical_edge(rank: u8, file: u8) -> u64 {
    1u64 << (30 + 6 * rank + file)
}

const fn build_neighbours() -> [Neighbours; 36] {
    let mut table = [Neighbours { count: 0, squares: [0; 4], edges: [0; 4] }; 36];
    let mut sq = 0u8;
    while sq < 36 {
        let (r, f) = (rank_of(sq), file_of(sq));
        let mut n = Neighbours { count: 0, squares: [0; 4], edges: [0; 4] };
        // Order: up, down, left, right. It fixes which shortest witness path is found first.
        if r < 5 {
            n.squares[n.count as usize] = sq + 6;
            n.edges[n.count as usize] = vertical_edge(r, f);
            n.count += 1;
        }
        if r > 0 {
            n.squares[n.count as usize] = sq - 6;
            n.edges[n.count as usize] = vertical_edge(r - 1, f);
            n.count += 1;
        }
        if f > 0 {
            n.squares[n.count as usize] = sq - 1;
            n.edges[n.count as usize] = horizontal_edge(r, f - 1);
            n.count += 1;
        }
        if f < 5 {
            n.squares[n.count as usize] = sq + 1;
            n.edges[n.count as usize] = horizontal_edge(r, f);
            n.count += 1;
        }
        table[sq as usize] = n;
        sq += 1;
    }
    table
}

pub(crate) static NEIGHBOURS: [Neighbours; 36] = build_neighbours();

const fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Zobrist keys: `[square][size]` for sizes 1..=3 (index 0 unused), goals included.
const fn build_zobrist() -> [[u64; 4]; 38] {
    let mut keys = [[0u64; 4]; 38];
    let mut i = 0;
    while i < 38 {
        let mut s = 1;
        while s < 4 {
            keys[i][s] = splitmix((i * 4 + s) as u64 ^ 0x6779_6765_7300_0000);
            s += 1;
        }
        i += 1;
    }
    keys
}

/// Built on first use: as a table in the binary it would be 1.2 KB of random bytes, which gzip
/// cannot shrink, in the web page's first load.
pub(crate) static ZOBRIST: std::sync::LazyLock<[[u64; 4]; 38]> = std::sync::LazyLock::new(build_zobrist);
pub(crate) const ZOBRIST_NORTH_TO_MOVE: u64 = splitmix(0x6779_6765_7300_1001);
pub(crate) const ZOBRIST_SETUP: u64 = splitmix(0x6779_6765_7300_1002);

/// The squares of a bit set, in increasing order.
pub(crate) fn squares_of(mut set: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let sq = set.trailing_zeros() as Square;
            set &= set - 1;
            Some(sq)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in 0..38u8 {
            assert_eq!(parse_square(&square_name(sq)).unwrap(), sq);
        }
        assert_eq!(parse_square("a1").unwrap(), 0);
        assert_eq!(parse_square("F6").unwrap(), 35);
        for bad in ["", "g1", "a7", "a0", "a11", "x", "é1", "NN"] {
            assert!(parse_square(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn sixty_distinct_edges() {
        let mut all = 0u64;
        let mut count = 0;
        for sq in 0..36u8 {
            let n = &NEIGHBOURS[sq as usize];
            for i in 0..n.count as usize {
                all |= n.edges[i];
                count += 1;
                // The edge is shared with the neighbour's entry for us.
                let back = &NEIGHBOURS[n.squares[i] as usize];
                let j = (0..back.count as usize).find(|&j| back.squares[j] == sq).unwrap();
                assert_eq!(back.edges[j], n.edges[i]);
            }
        }
        assert_eq!(count, 120);
        assert_eq!(all, (1u64 << 60) - 1);
    }
}
