//! The Gygès editor: a ring size (1 to 3) or nothing on each of the 36 squares, the side to
//! move and the options. Pieces belong to nobody; the set of pieces is the start's.

use super::Editor;
use crate::error::{clip, Error, Gyges, Reason, Result};
use crate::game::{Game, Seat};
use crate::gyges::{parse_square, square_name, Options, Position, Square, NORTH, SOUTH};

#[derive(Clone, Debug, PartialEq)]
pub struct GygesBoard {
    /// Ring size by square (0 empty), `6 * rank + file`.
    cells: [u8; 36],
    to_move: Seat,
    options: Options,
}

impl GygesBoard {
    /// An empty board, South to move.
    pub fn new(options: &Options) -> Self {
        GygesBoard { cells: [0; 36], to_move: SOUTH, options: options.clone() }
    }

    /// The board of a position (a set-up position's placed pieces as they stand).
    pub fn from_position(pos: &Position) -> Self {
        let mut b = GygesBoard::new(pos.options());
        for sq in 0..36u8 {
            b.cells[sq as usize] = pos.size_at(sq).min(3);
        }
        b.to_move = pos.to_move();
        b
    }

    /// The board of a position string.
    pub fn parse(text: &str, options: &Options) -> Result<Self> {
        Ok(Self::from_position(&Position::parse_position(text, options)?))
    }

    fn square(name: &str) -> Result<Square> {
        parse_square(name).ok().filter(|&s| s < 36).ok_or_else(|| Error::notation(Gyges::NotABoardSquare { text: clip(name) }))
    }

    /// Puts a piece of `size` rings (1 to 3) on `square`, replacing what stood there.
    pub fn put(&mut self, square: &str, size: u8) -> Result<()> {
        if !(1..=3).contains(&size) {
            return Err(Error::notation(Gyges::Rings { size }));
        }
        self.cells[Self::square(square)? as usize] = size;
        Ok(())
    }

    pub fn remove(&mut self, square: &str) -> Result<()> {
        self.cells[Self::square(square)? as usize] = 0;
        Ok(())
    }

    pub fn size_at(&self, square: &str) -> Result<u8> {
        Ok(self.cells[Self::square(square)? as usize])
    }

    pub fn set_to_move(&mut self, seat: Seat) {
        self.to_move = if seat == NORTH { NORTH } else { SOUTH };
    }

    pub fn set_options(&mut self, pairs: &[(String, String)]) -> Result<()> {
        self.options = Position::parse_options(pairs)?;
        Ok(())
    }

    /// How many pieces of each size the game has: those of its start, placed or still to place.
    fn piece_set(&self) -> [u32; 3] {
        let start = Position::start(&self.options);
        let mut set = [0u32; 3];
        for (i, n) in set.iter_mut().enumerate() {
            let placed = (0..36u8).filter(|&s| start.size_at(s) as usize == i + 1).count() as u32;
            *n = placed + [SOUTH, NORTH].iter().map(|&s| start.tray(s)[i] as u32).sum::<u32>();
        }
        set
    }
}

impl Editor for GygesBoard {
    type Game = Position;

    fn position_text(&self) -> String {
        let ranks: Vec<String> = (0..6u8).rev().map(|r| (0..6u8).map(|f| match self.cells[(6 * r + f) as usize] { 0 => '.', s => (b'0' + s) as char }).collect()).collect();
        format!("{} {}", ranks.join("/"), if self.to_move == NORTH { "N" } else { "S" })
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn count_problems(&self) -> Vec<Reason> {
        let set = self.piece_set();
        let mut out = Vec::new();
        for rings in 1..=3u8 {
            let count = self.cells.iter().filter(|&&c| c == rings).count() as u32;
            let most = set[rings as usize - 1];
            if count > most {
                out.push(Gyges::TooMany { rings, count, most }.into());
            }
        }
        if self.cells.iter().all(|&c| c == 0) {
            out.push(Gyges::EmptyBoard.into());
        }
        out
    }
}

/// Every square's name, for editors that list them.
pub fn squares() -> impl Iterator<Item = String> {
    (0..36u8).map(square_name)
}
