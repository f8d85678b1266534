//! The whole state of a game, the turn cycle and the end of the game.

use super::face::Face;
use super::geometry::{bit, cells_of, Cell, Side};
use super::options::{Options, StartFaces};
use crate::game::{Outcome, Seat, Status};

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
    pub(crate) options: Options,
    /// Seats in turn order; seat index `i` is `sides[i]`.
    pub(crate) sides: [Side; 4],
    pub(crate) seat_count: u8,
    pub(crate) board: [u8; 100],
    /// Cells of each seat's pieces.
    pub(crate) seat_mask: [u128; 4],
    pub(crate) to_move: Seat,
    /// Seats that still have to arrange their row, beginning with `to_move`.
    pub(crate) setup_left: u8,
    /// Dice waiting to be rolled, in increasing cell order.
    pub(crate) pending: u128,
    /// The pending dice are the opening rolls of `start=random` (no turn ends after them).
    pub(crate) opening: bool,
    pub(crate) block: [u32; 4],
    /// Completed turns of play (set-up excluded).
    pub(crate) plies: u32,
    /// Cached from the state above (see `derive_outcome`).
    pub(crate) outcome: Option<Outcome>,
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
    pub(crate) fn empty(options: Options) -> Position {
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

    pub(crate) fn new_game(options: &Options) -> Position {
        let mut p = Position::empty(*options);
        for seat in 0..p.seat_count {
            for (c, face) in cells_of(p.side(seat).start_row()).zip(STANDARD_ROW) {
                p.put(c, seat, face);
            }
        }
        if options.start == StartFaces::Random {
            p.pending = p.occupied();
            p.opening = true;
        }
        p.setup_left = if options.setup { p.seat_count } else { 0 };
        if p.setup_left == 0 && p.pending == 0 {
            p.begin_turn();
        }
        p
    }

    // ----- board -----

    pub(crate) fn put(&mut self, c: Cell, seat: Seat, face: Face) {
        self.board[c as usize] = OCCUPIED | seat << 3 | face as u8;
        self.seat_mask[seat as usize] |= bit(c);
    }

    pub(crate) fn set_face(&mut self, c: Cell, face: Face) {
        self.board[c as usize] = (self.board[c as usize] & !7) | face as u8;
    }

    pub(crate) fn move_piece(&mut self, from: Cell, to: Cell) {
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
    pub fn seat_count(&self) -> usize {
        self.seat_count as usize
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
        cells_of(self.mask_of(seat)).collect()
    }
    fn mask_of(&self, seat: Seat) -> u128 {
        if seat < self.seat_count {
            self.seat_mask[seat as usize]
        } else {
            0
        }
    }

    // ----- state -----

    pub fn options(&self) -> &Options {
        &self.options
    }
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
        (self.mask_of(seat) & side.destination_row()).count_ones()
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
        cells_of(self.mask_of(seat)).map(|c| (9 - side.rank_of(c)) as u32).sum()
    }

    /// Every seat, best first: the winner if there is one, then most pieces home, then least
    /// distance to go.
    pub fn standings(&self) -> Vec<Standing> {
        let winner = match self.outcome {
            Some(Outcome::Win(w)) => Some(w),
            _ => None,
        };
        let key = |s: &Standing| (winner != Some(s.seat), std::cmp::Reverse(s.home), s.distance);
        let mut list: Vec<Standing> = (0..self.seat_count)
            .map(|seat| Standing { seat, home: self.home_count(seat), distance: self.distance_to_go(seat), rank: 0 })
            .collect();
        crate::sort::sort_small_by_key(&mut list, key);
        for i in 0..list.len() {
            list[i].rank = if i > 0 && key(&list[i]) == key(&list[i - 1]) { list[i - 1].rank } else { i as u32 + 1 };
        }
        list
    }

    pub fn status(&self) -> Status {
        if let Some(o) = &self.outcome {
            Status::Over(o.clone())
        } else if self.pending != 0 {
            Status::Chance(self.chance_faces())
        } else {
            Status::Turn(self.to_move)
        }
    }

    /// Faces the next pending die can show: Ears are re-rolled in the opening when asked.
    pub(crate) fn chance_faces(&self) -> u32 {
        if self.opening && self.options.reroll_ears {
            5
        } else {
            6
        }
    }

    pub(crate) fn turn_number(&self) -> u32 {
        self.plies.saturating_add((self.seat_count - self.setup_left) as u32)
    }

    // ----- turn cycle -----

    /// After a complete turn of play.
    pub(crate) fn finish_turn(&mut self) {
        self.plies = self.plies.saturating_add(1);
        self.to_move = self.next_seat(self.to_move);
        self.begin_turn();
    }

    /// At the start of `to_move`'s turn: the block counter, then the ply cap.
    pub(crate) fn begin_turn(&mut self) {
        let seat = self.to_move;
        self.block[seat as usize] = if self.is_blocked(seat) { self.block[seat as usize].saturating_add(1) } else { 0 };
        self.outcome = self.derive_outcome();
    }

    /// `seat` has pieces home and pieces to bring home, and its destination row is full.
    pub fn is_blocked(&self, seat: Seat) -> bool {
        let Some(side) = self.seats().get(seat as usize) else { return false };
        let dest = side.destination_row();
        let mine = self.mask_of(seat);
        mine & dest != 0 && mine & !dest != 0 && self.occupied() & dest == dest
    }

    /// A seat whose pieces (at least one) all stand on its destination row.
    pub(crate) fn has_arrived(&self, seat: Seat) -> bool {
        let mine = self.seat_mask[seat as usize];
        mine != 0 && mine & !self.side(seat).destination_row() == 0
    }

    /// The outcome the state implies: a seat home, a block win, or the ply cap.
    pub(crate) fn derive_outcome(&self) -> Option<Outcome> {
        if self.in_setup() || self.pending != 0 {
            return None;
        }
        if let Some(seat) = (0..self.seat_count).find(|&s| self.has_arrived(s)) {
            return Some(Outcome::Win(seat));
        }
        let limit = self.options.block_turns;
        if limit > 0 {
            if let Some(seat) = (0..self.seat_count).find(|&s| self.block[s as usize] >= limit) {
                return Some(Outcome::Win(seat));
            }
        }
        if self.options.max_plies > 0 && self.plies >= self.options.max_plies {
            let table = self.standings();
            let tied = table.len() > 1 && table[1].rank == 1;
            return Some(if tied { Outcome::Draw } else { Outcome::Win(table[0].seat) });
        }
        None
    }
}
