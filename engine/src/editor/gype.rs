//! The Table Gype editor: a die of a seat showing a face on each cell, the seats in play (an
//! option), the side to move, each seat's block counter and the turns played. Who has finished
//! follows from where the dice stand (a seat with every die home has won).

use super::Editor;
use crate::error::{clip, Error, Gype, Reason, Result};
use crate::game::Game;
use crate::gype::{parse_cell, Cell, Face, Options, Position, Side};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq)]
pub struct GypeBoard {
    pieces: BTreeMap<Cell, (Side, Face)>,
    to_move: Side,
    /// Non-zero block counters.
    blocks: BTreeMap<Side, u32>,
    plies: u32,
    options: Options,
}

impl GypeBoard {
    /// An empty board, the first seat to move.
    pub fn new(options: &Options) -> Self {
        let first = options.seats.sides().next().unwrap_or(Side::South);
        GypeBoard { pieces: BTreeMap::new(), to_move: first, blocks: BTreeMap::new(), plies: 0, options: *options }
    }

    /// The board of a position (pending dice are dropped: the editor's positions await a move).
    pub fn from_position(pos: &Position) -> Self {
        let mut b = GypeBoard::new(pos.options());
        for seat in 0..pos.seat_count() as u8 {
            let side = pos.side(seat);
            for c in pos.pieces_of(seat) {
                if let Some((_, face)) = pos.piece_at(c) {
                    b.pieces.insert(c, (side, face));
                }
            }
            if pos.block_counter(seat) > 0 {
                b.blocks.insert(side, pos.block_counter(seat));
            }
        }
        b.to_move = pos.side(pos.to_move());
        b.plies = pos.plies();
        b
    }

    pub fn parse(text: &str, options: &Options) -> Result<Self> {
        Ok(Self::from_position(&Position::parse_position(text, options)?))
    }

    /// Puts a die of `side` showing `face` on `cell`, replacing what stood there.
    pub fn put(&mut self, cell: &str, side: Side, face: Face) -> Result<()> {
        self.pieces.insert(parse_cell(cell)?, (side, face));
        Ok(())
    }

    pub fn remove(&mut self, cell: &str) -> Result<()> {
        self.pieces.remove(&parse_cell(cell)?);
        Ok(())
    }

    pub fn piece_at(&self, cell: &str) -> Result<Option<(Side, Face)>> {
        Ok(self.pieces.get(&parse_cell(cell)?).copied())
    }

    pub fn set_to_move(&mut self, side: Side) {
        self.to_move = side;
    }

    pub fn block(&self, side: Side) -> u32 {
        self.blocks.get(&side).copied().unwrap_or(0)
    }

    pub fn set_block(&mut self, side: Side, count: u32) {
        if count == 0 {
            self.blocks.remove(&side);
        } else {
            self.blocks.insert(side, count);
        }
    }

    pub fn set_plies(&mut self, plies: u32) {
        self.plies = plies;
    }

    /// New options (the seats among them: `seats=SWN`).
    pub fn set_options(&mut self, pairs: &[(String, String)]) -> Result<()> {
        let options = Position::parse_options(pairs)?;
        if options.seats.len() < 2 {
            return Err(Error::option(Gype::TwoSeats { seats: clip(&options.seats.letters()) }));
        }
        self.options = options;
        Ok(())
    }
}

impl Editor for GypeBoard {
    type Game = Position;

    fn position_text(&self) -> String {
        let mut pieces: Vec<String> = Vec::new();
        for side in self.options.seats.sides() {
            for (&c, &(s, face)) in &self.pieces {
                if s == side {
                    pieces.push(format!("{}{}{}", side.letter(), face.letter(), crate::gype::cell_name(c)));
                }
            }
        }
        // Pieces of a side not seated are written too, for the parser to name.
        for (&c, &(s, face)) in &self.pieces {
            if !self.options.seats.contains(s) {
                pieces.push(format!("{}{}{}", s.letter(), face.letter(), crate::gype::cell_name(c)));
            }
        }
        let mut out = format!("{} {} {}", self.options.seats.letters(), self.to_move.letter(), if pieces.is_empty() { "-".to_string() } else { pieces.join(",") });
        let blocks: Vec<String> = self.blocks.iter().map(|(s, n)| format!("{}{n}", s.letter())).collect();
        if !blocks.is_empty() {
            out += &format!(" block={}", blocks.join(","));
        }
        if self.plies > 0 {
            out += &format!(" ply={}", self.plies);
        }
        out
    }

    fn options(&self) -> &Options {
        &self.options
    }

    /// A seat has at most the dice of its start.
    fn count_problems(&self) -> Vec<Reason> {
        let start = Position::start(&self.options);
        let mut out = Vec::new();
        for seat in 0..start.seat_count() as u8 {
            let side = start.side(seat);
            let allowed = start.pieces_of(seat).len() as u32;
            let n = self.pieces.values().filter(|p| p.0 == side).count() as u32;
            if n > allowed {
                out.push(Gype::TooManyDice { side: side.name().into(), count: n, most: allowed }.into());
            }
            if n == 0 {
                out.push(Gype::NoDice { side: side.name().into() }.into());
            }
        }
        out
    }
}
