//! What can stand on a spot.

use crate::game::Seat;

pub const WHITE: Seat = 0;
pub const BLACK: Seat = 1;

/// The five potentials, in the order of their letters `T Z D P Y`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Potential {
    Tamsk,
    Zertz,
    Dvonn,
    Punct,
    Yinsh,
}

impl Potential {
    pub const ALL: [Potential; 5] = [Potential::Tamsk, Potential::Zertz, Potential::Dvonn, Potential::Punct, Potential::Yinsh];

    /// Upper-case letter: `T Z D P Y`.
    pub fn letter(self) -> char {
        ['T', 'Z', 'D', 'P', 'Y'][self as usize]
    }

    pub fn from_letter(c: char) -> Option<Potential> {
        Potential::ALL.iter().copied().find(|p| p.letter() == c.to_ascii_uppercase())
    }

    pub fn name(self) -> &'static str {
        ["TAMSK", "ZÈRTZ", "DVONN", "PÜNCT", "YINSH"][self as usize]
    }
}

/// The kind of piece standing on a spot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A single basic piece.
    Basic,
    /// Two basic pieces stacked: counts as one piece in rows, as two in material.
    Gipf,
    /// A basic piece with an unused potential on top.
    Loaded(Potential),
    /// A potential that has been used, standing as a single piece.
    Used(Potential),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub colour: Seat,
    pub kind: Kind,
}

impl Piece {
    pub fn new(colour: Seat, kind: Kind) -> Self {
        Piece { colour, kind }
    }

    /// Basic pieces in it (what a capture or a return to the reserve counts).
    pub fn basic_count(self) -> u8 {
        match self.kind {
            Kind::Basic | Kind::Loaded(_) => 1,
            Kind::Gipf => 2,
            Kind::Used(_) => 0,
        }
    }

    /// May the remover leave it on the board when its row goes?
    pub fn is_optional(self) -> bool {
        matches!(self.kind, Kind::Gipf | Kind::Loaded(_))
    }

    /// The prefix used in position strings and removal lists (`""`, `G`, `T`.., `t`..).
    pub fn prefix(self) -> String {
        match self.kind {
            Kind::Basic => String::new(),
            Kind::Gipf => "G".into(),
            Kind::Loaded(p) => p.letter().to_string(),
            Kind::Used(p) => p.letter().to_ascii_lowercase().to_string(),
        }
    }
}

/// What a player brings in from its reserve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intro {
    Basic,
    Gipf,
    Loaded(Potential),
    /// A TAMSK-potential taken off its stack on the centre, played as an extra move.
    Tamsk,
}

impl Intro {
    pub fn kind(self) -> Kind {
        match self {
            Intro::Basic => Kind::Basic,
            Intro::Gipf => Kind::Gipf,
            Intro::Loaded(p) => Kind::Loaded(p),
            Intro::Tamsk => Kind::Used(Potential::Tamsk),
        }
    }

    /// Reserve pieces it takes.
    pub fn cost(self) -> u8 {
        match self {
            Intro::Gipf => 2,
            Intro::Tamsk => 0,
            _ => 1,
        }
    }

    pub fn prefix(self) -> String {
        match self {
            Intro::Basic => String::new(),
            Intro::Gipf => "G".into(),
            Intro::Loaded(p) => p.letter().to_string(),
            Intro::Tamsk => "t".into(),
        }
    }
}

pub fn colour_letter(seat: Seat) -> char {
    if seat == WHITE { 'W' } else { 'B' }
}
