//! The whole state of a game and what it implies: seats, standings, the end of the game.

use super::face::Face;
use super::geometry::{bit, cells_of, Cell, Side};
use super::options::Options;
use crate::game::{Ending, Outcome, Seat};
use crate::rng::mix;

/// Board byte of an occupied cell: `OCCUPIED | seat << 3 | face`.
const OCCUPIED: u8 = 0x80;

/// The default row from the player's left: Sword Tree Book Flame Flame Book Tree Sword. It is
/// symmetric, so it reads the same in increasing cell order on every side.
pub const STANDARD_ROW: [Face; 8] =
    [Face::Sword, Face::Tree, Face::Book, Face::Flame, Face::Flame, Face::Book, Face::Tree, Face::Sword];

/// A position: board, seats, whose turn, the set-up phase, dice waiting to be rolled, block
/// counters and the ply counter. Everything here is in the position string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(super) options: Options,
    /// Seats in turn order; seat index `i` is `sides[i]`.
    pub(super) sides: [Side; 4],
    pub(super) seat_count: u8,
    pub(super) board: [u8; 100],
    /// Cells of each seat's pieces.
    pub(super) seat_mask: [u128; 4],
    pub(super) to_move: Seat,
    /// Seats that still have to arrange their row, beginning with `to_move`.
    pub(super) setup_left: u8,
    /// Dice waiting to be rolled, in increasing cell order.
    pub(super) pending: u128,
    /// The pending dice are the opening rolls of `start=random` (no turn ends after them).
    pub(super) opening: bool,
    pub(super) block: [u32; 4],
    /// Completed turns of play (set-up excluded).
    pub(super) plies: u32,
    /// Cached from the state above (see `derive_outcome`).
    pub(super) outcome: Option<Outcome>,
}

/// One seat's place in the race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub seat: Seat,
    /// Pieces on the destination row.
    pub home: u32,
    /// Sum over the seat's pieces of the ranks still to go.
    pub distance: u32,
    /// 1 for the leader (or winner); equal seats share a rank.
    pub rank: u32,
}

impl Position {
    /// An empty board with the options' seats; `to_move` is the first player.
    pub(super) fn empty(options: Options) -> Position {
        let mut sides = [Side::South; 4];
        let mut n = 0;
        for s in options.seats.sides() {
            sides[n] = s;
            n += 1;
        }
        let first = options.first_side();
        let to_move = sides[..n].iter().position(|&s| s == first).unwrap_or(0) as Seat;
        Position {
            options,
            sides,
            seat_count: n as u8,
            board: [0; 100],
            seat_mask: [0; 4],
            to_move,
            setup_left: 0,
            pending: 0,
            opening: false,
            block: [0; 4],
            plies: 0,
            outcome: None,
        }
    }

    // ----- board -----

    pub(super) fn put(&mut self, c: Cell, seat: Seat, face: Face) {
        self.board[c as usize] = OCCUPIED | seat << 3 | face as u8;
        self.seat_mask[seat as usize] |= bit(c);
    }

    pub(super) fn set_face(&mut self, c: Cell, face: Face) {
        self.board[c as usize] = (self.board[c as usize] & !7) | face as u8;
    }

    pub(super) fn move_piece(&mut self, from: Cell, to: Cell) {
        let code = self.board[from as usize];
        let seat = (code >> 3 & 3) as usize;
        self.board[from as usize] = 0;
        self.board[to as usize] = code;
        self.seat_mask[seat] = self.seat_mask[seat] & !bit(from) | bit(to);
    }

    /// The owner and face of the piece on `c`.
    pub fn piece_at(&self, c: Cell) -> Option<(Seat, Face)> {
        let code = *self.board.get(c as usize)?;
        if code & OCCUPIED == 0 {
            return None;
        }
        Some((code >> 3 & 3, Face::from_index((code & 7) as usize)?))
    }

    pub(crate) fn face_at(&self, c: Cell) -> Face {
        Face::from_index((self.board[c as usize] & 7) as usize).unwrap_or(Face::Ear)
    }

    pub(crate) fn occupied(&self) -> u128 {
        self.seat_mask.iter().fold(0, |m, s| m | s)
    }

    // ----- seats -----

    /// The seats in play, in turn order; seat index `i` sits on `seats()[i]`.
    pub fn seats(&self) -> &[Side] {
        &self.sides[..self.seat_count as usize]
    }
    /// The side a seat sits on. Panics on a seat index that is not in play (see `seat_count`).
    pub fn side(&self, seat: Seat) -> Side {
        self.seats()[seat as usize]
    }
    /// `S`, `W`, `N` or `E` (`?` for a seat not in play).
    pub fn seat_letter(&self, seat: Seat) -> char {
        self.seats().get(seat as usize).map_or('?', |s| s.letter())
    }
    /// The seat sitting on `side`, if it is in play.
    pub fn seat_of(&self, side: Side) -> Option<Seat> {
        self.seats().iter().position(|&s| s == side).map(|i| i as Seat)
    }
    /// The seat acting now (also while its jumped pieces are being rolled).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }
    pub(crate) fn next_seat(&self, seat: Seat) -> Seat {
        (seat + 1) % self.seat_count
    }
    /// Cells of a seat's pieces, in increasing order (none for a seat not in play).
    pub fn pieces_of(&self, seat: Seat) -> Vec<Cell> {
        cells_of(self.pieces_mask(seat)).collect()
    }
    /// A bit per cell of a seat's pieces (none for a seat not in play).
    pub fn pieces_mask(&self, seat: Seat) -> u128 {
        if seat < self.seat_count {
            self.seat_mask[seat as usize]
        } else {
            0
        }
    }

    // ----- state -----

    /// True while players arrange their rows (or the opening dice are being rolled).
    pub fn in_setup(&self) -> bool {
        self.setup_left > 0 || self.opening
    }
    /// Seats still to arrange their row, the one acting first.
    pub fn setup_seats(&self) -> Vec<Seat> {
        (0..self.setup_left).map(|i| (self.to_move + i) % self.seat_count).collect()
    }
    /// Dice waiting to be rolled, in the order they are rolled.
    pub fn pending_rolls(&self) -> Vec<Cell> {
        cells_of(self.pending).collect()
    }
    /// A bit per die waiting to be rolled.
    pub(crate) fn pending_mask(&self) -> u128 {
        self.pending
    }
    /// The die that chance rolls next.
    pub fn next_roll(&self) -> Option<Cell> {
        cells_of(self.pending).next()
    }
    /// A piece on its destination row: it never moves again.
    pub fn is_finished_piece(&self, c: Cell) -> bool {
        match self.piece_at(c) {
            Some((seat, _)) => self.side(seat).destination_row() & bit(c) != 0,
            None => false,
        }
    }
    /// Pieces of `seat` on its destination row.
    pub fn home_count(&self, seat: Seat) -> u32 {
        let Some(side) = self.seats().get(seat as usize) else { return 0 };
        (self.pieces_mask(seat) & side.destination_row()).count_ones()
    }
    /// Turns in a row that `seat` has begun indefinitely blocked (see `block_turns`).
    pub fn block_counter(&self, seat: Seat) -> u32 {
        self.block.get(seat as usize).copied().unwrap_or(0)
    }
    /// Completed turns of play.
    pub fn plies(&self) -> u32 {
        self.plies
    }
    /// Sum of the ranks `seat`'s pieces still have to go.
    pub fn distance_to_go(&self, seat: Seat) -> u32 {
        let Some(&side) = self.seats().get(seat as usize) else { return 0 };
        cells_of(self.pieces_mask(seat)).map(|c| (9 - side.rank_of(c)) as u32).sum()
    }

    /// Every seat, best first: the winner if there is one, then most pieces home, then least
    /// distance to go.
    pub fn standings(&self) -> Vec<Standing> {
        let winner = match self.outcome {
            Some(Outcome::Win(w)) => Some(w),
            _ => None,
        };
        let key = |s: &Standing| (winner != Some(s.seat), std::cmp::Reverse(s.home), s.distance);
        let all: Vec<Standing> = (0..self.seat_count)
            .map(|seat| Standing { seat, home: self.home_count(seat), distance: self.distance_to_go(seat), rank: 0 })
            .collect();
        // At most four seats: each one's place is the number of seats ahead of it, ties in seat
        // order (a sort would link a copy of std's sort into the page for four items).
        let mut list = all.clone();
        for s in &all {
            list[all.iter().filter(|t| (key(t), t.seat) < (key(s), s.seat)).count()] = s.clone();
        }
        for i in 0..list.len() {
            list[i].rank = if i > 0 && key(&list[i]) == key(&list[i - 1]) { list[i - 1].rank } else { i as u32 + 1 };
        }
        list
    }

    /// Faces the next pending die can show: Ears are re-rolled in the opening when asked.
    pub(super) fn chance_faces(&self) -> u32 {
        if self.opening && self.options.reroll_ears {
            5
        } else {
            6
        }
    }

    /// `seat` has pieces home and pieces to bring home, and its destination row is full.
    pub fn is_blocked(&self, seat: Seat) -> bool {
        let Some(side) = self.seats().get(seat as usize) else { return false };
        let dest = side.destination_row();
        let mine = self.pieces_mask(seat);
        mine & dest != 0 && mine & !dest != 0 && self.occupied() & dest == dest
    }

    /// A seat whose pieces (at least one) all stand on its destination row.
    pub(super) fn has_arrived(&self, seat: Seat) -> bool {
        let mine = self.seat_mask[seat as usize];
        mine != 0 && mine & !self.side(seat).destination_row() == 0
    }

    /// A 64-bit hash of everything that decides the game's future (the search's table key).
    pub(crate) fn hash_key(&self) -> u64 {
        let mut h = mix(self.to_move as u64 ^ (self.setup_left as u64) << 8 ^ (self.opening as u64) << 16);
        for chunk in self.board.chunks(8) {
            let word = chunk.iter().fold(0u64, |a, &b| a << 8 | b as u64);
            h = mix(h ^ word);
        }
        let blocks = self.block.iter().fold(0u64, |a, &b| a << 16 | b.min(0xFFFF) as u64);
        h ^ mix(self.pending as u64 ^ mix((self.pending >> 64) as u64) ^ mix(blocks))
    }

    /// The outcome the state implies: a seat home, a block win, or the ply cap.
    pub(super) fn derive_outcome(&self) -> Option<Outcome> {
        self.derive_ending().map(|e| e.0)
    }

    /// The outcome the state implies and why.
    pub(super) fn derive_ending(&self) -> Option<(Outcome, Ending)> {
        if self.in_setup() || self.pending != 0 {
            return None;
        }
        if let Some(seat) = (0..self.seat_count).find(|&s| self.has_arrived(s)) {
            return Some((Outcome::Win(seat), Ending::AllHome));
        }
        let limit = self.options.block_turns;
        if limit > 0 {
            if let Some(seat) = (0..self.seat_count).find(|&s| self.block[s as usize] >= limit) {
                return Some((Outcome::Win(seat), Ending::Blocked));
            }
        }
        if self.options.max_plies > 0 && self.plies >= self.options.max_plies {
            let table = self.standings();
            let tied = table.len() > 1 && table[1].rank == 1;
            return Some((if tied { Outcome::Draw } else { Outcome::Win(table[0].seat) }, Ending::MoveCap));
        }
        None
    }
}
