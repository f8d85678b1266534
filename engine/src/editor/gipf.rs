//! The GIPF editor: what stands on each spot (basic pieces, GIPF-pieces, loaded pieces and used
//! potentials of either colour), the reserves, the pieces each player captured, the potentials
//! still in hand, the side to move and the options (the version among them). Pieces are the
//! game's own `Piece`, written by its own prefixes; stacks read from a position are kept as
//! they are.

use super::Editor;
use crate::error::{clip, Error, Gipf, Reason, Result};
use crate::game::{Game, Seat};
use crate::gipf::options::format_mix;
use crate::gipf::{is_spot, parse_point, point_name, Kind, Options, Piece, Position, Spot, BLACK, WHITE};

/// Spots and dots of the board (`is_spot` tells them apart).
const POINTS: usize = 61;

#[derive(Clone, Debug, PartialEq)]
pub struct GipfBoard {
    spots: Vec<Option<Piece>>,
    reserve: [u8; 2],
    /// `captured[s]`: the opponent's pieces seat `s` took.
    captured: [u8; 2],
    /// Potentials not yet in play, by seat and type (`T Z D P Y`).
    hand: [[u8; 5]; 2],
    to_move: Seat,
    options: Options,
}

impl GipfBoard {
    /// An empty board, every piece of the version in reserve, White to move.
    pub fn new(options: &Options) -> Self {
        let reserve = [WHITE, BLACK].map(|s| options.total_pieces(s));
        GipfBoard { spots: vec![None; POINTS], reserve, captured: [0; 2], hand: options.potentials, to_move: WHITE, options: options.clone() }
    }

    pub fn from_position(pos: &Position) -> Self {
        let mut b = GipfBoard::new(pos.options());
        for (spot, slot) in b.spots.iter_mut().enumerate() {
            *slot = pos.piece_at(spot as Spot);
        }
        b.reserve = [pos.reserve(WHITE), pos.reserve(BLACK)];
        b.captured = [pos.captured(WHITE), pos.captured(BLACK)];
        b.hand = [pos.potentials_in_hand(WHITE), pos.potentials_in_hand(BLACK)];
        b.to_move = pos.to_move();
        b
    }

    pub fn parse(text: &str, options: &Options) -> Result<Self> {
        Ok(Self::from_position(&Position::parse_position(text, options)?))
    }

    fn spot(name: &str) -> Result<Spot> {
        parse_point(name).filter(|&s| is_spot(s)).ok_or_else(|| Error::notation(Gipf::NotABoardSpot { text: clip(name) }))
    }

    /// Puts a piece of `colour` and `kind` (basic, GIPF-piece, loaded or used potential) on
    /// `spot`, replacing what stood there.
    pub fn put(&mut self, spot: &str, colour: Seat, kind: Kind) -> Result<()> {
        if !matches!(kind, Kind::Basic | Kind::Gipf | Kind::Loaded(_) | Kind::Used(_)) {
            return Err(Error::notation(Gipf::EditorPieces));
        }
        let spot = Self::spot(spot)?;
        self.spots[spot as usize] = Some(Piece::new(colour.min(BLACK), kind));
        Ok(())
    }

    pub fn remove(&mut self, spot: &str) -> Result<()> {
        let spot = Self::spot(spot)?;
        self.spots[spot as usize] = None;
        Ok(())
    }

    pub fn piece_at(&self, spot: &str) -> Result<Option<Piece>> {
        Ok(self.spots[Self::spot(spot)? as usize])
    }

    pub fn reserve(&self, seat: Seat) -> u8 {
        self.reserve[seat.min(BLACK) as usize]
    }

    pub fn set_reserve(&mut self, seat: Seat, count: u8) {
        self.reserve[seat.min(BLACK) as usize] = count;
    }

    /// The pieces of the opponent that `seat` has captured.
    pub fn captured(&self, seat: Seat) -> u8 {
        self.captured[seat.min(BLACK) as usize]
    }

    pub fn set_captured(&mut self, seat: Seat, count: u8) {
        self.captured[seat.min(BLACK) as usize] = count;
    }

    /// The potentials `seat` still holds, by type in the order `T Z D P Y`.
    pub fn set_hand(&mut self, seat: Seat, mix: [u8; 5]) {
        self.hand[seat.min(BLACK) as usize] = mix;
    }

    pub fn set_to_move(&mut self, seat: Seat) {
        self.to_move = seat.min(BLACK);
    }

    pub fn set_options(&mut self, pairs: &[(String, String)]) -> Result<()> {
        self.options = Position::parse_options(pairs)?;
        Ok(())
    }
}

fn colour_name(seat: Seat) -> &'static str {
    crate::gipf::seat_name(seat)
}

impl Editor for GipfBoard {
    type Game = Position;

    fn position_text(&self) -> String {
        let side = |seat: Seat| -> String {
            let spots: Vec<String> = self.spots.iter().enumerate().filter_map(|(s, p)| p.filter(|p| p.colour == seat).map(|p| format!("{}{}", p.prefix(), point_name(s as Spot)))).collect();
            spots.join(",")
        };
        let colour = if self.to_move == WHITE { 'W' } else { 'B' };
        let mut out = format!("W:{} B:{} {}/{} {colour} version={}", side(WHITE), side(BLACK), self.reserve[0], self.reserve[1], self.options.version.name());
        if self.captured != [0, 0] {
            out += &format!(" captured={}/{}", self.captured[0], self.captured[1]);
        }
        if self.hand != [[0; 5]; 2] {
            out += &format!(" hand={}/{}", format_mix(&self.hand[0]), format_mix(&self.hand[1]));
        }
        out
    }

    fn options(&self) -> &Options {
        &self.options
    }

    /// A player's pieces on the board, in reserve and captured by the opponent make at most the
    /// pieces the version gives it (the parser counts only the last two).
    fn count_problems(&self) -> Vec<Reason> {
        let mut out = Vec::new();
        for seat in [WHITE, BLACK] {
            let on_board: u32 = self.spots.iter().flatten().map(|p| p.basic_of(seat) as u32).sum();
            let owned = on_board + self.reserve[seat as usize] as u32 + self.captured[1 - seat as usize] as u32;
            let total = self.options.total_pieces(seat) as u32;
            if owned > total {
                out.push(Gipf::TooManyPieces { colour: colour_name(seat).into(), count: owned, most: total }.into());
            }
        }
        out
    }
}
