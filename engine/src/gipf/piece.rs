//! What can stand on a spot.

use crate::game::Seat;

pub const WHITE: Seat = 0;
pub const BLACK: Seat = 1;

/// A seat's name, its pieces' colour.
pub fn seat_name(seat: Seat) -> &'static str {
    match seat {
        WHITE => "White",
        BLACK => "Black",
        _ => "?",
    }
}

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
    /// Used DVONN- or PÜNCT-potentials stacked on a basic piece: the top one owns the spot.
    Stack(Stack),
    /// A GIPF-piece taken over by a PÜNCT-potential: a basic piece of colour `base` under a used
    /// PÜNCT-potential of the piece's colour. It counts as a GIPF-piece of the piece's colour.
    PunctGipf { base: Seat },
}

/// The most used potentials one stack can hold (6 DVONN or PÜNCT per player).
pub const MAX_STACK: u8 = 12;

/// A basic piece (possibly loaded with an unused potential of the stack's type) with used
/// DVONN- or PÜNCT-potentials on top, colours alternating. The top potential owns the spot;
/// when it is removed, the piece beneath takes the spot again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stack {
    /// Owner of the basic piece at the bottom.
    pub base: Seat,
    /// The bottom piece still carries its own unused potential (of the stack's type).
    pub base_loaded: bool,
    /// `Dvonn` or `Punct`.
    pub potential: Potential,
    /// Colour of each used potential, bottom first: bit `i` is layer `i` (0 = White, 1 = Black).
    pub layers: u16,
    /// Number of used potentials on the base (1..=MAX_STACK).
    pub height: u8,
}

impl Stack {
    /// The colour of layer `i` (0 = just above the base).
    pub fn layer(self, i: u8) -> Seat {
        (self.layers >> i & 1) as Seat
    }

    pub fn top(self) -> Seat {
        self.layer(self.height - 1)
    }

    /// The bottom piece on its own.
    pub fn base_piece(self) -> Piece {
        Piece::new(self.base, if self.base_loaded { Kind::Loaded(self.potential) } else { Kind::Basic })
    }

    /// The piece on `target` after a used potential of `colour` lands on it.
    pub fn on(target: Piece, colour: Seat, potential: Potential) -> Piece {
        let stack = match target.kind {
            Kind::Stack(s) => Stack { layers: s.layers | (colour as u16) << s.height, height: s.height + 1, ..s },
            kind => Stack { base: target.colour, base_loaded: kind != Kind::Basic, potential, layers: colour as u16, height: 1 },
        };
        Piece::new(colour, Kind::Stack(stack))
    }

    /// What stands on the spot once the top potential is taken off.
    pub fn without_top(self) -> Piece {
        if self.height == 1 {
            return self.base_piece();
        }
        let s = Stack { layers: self.layers & !(1 << (self.height - 1)), height: self.height - 1, ..self };
        Piece::new(s.top(), Kind::Stack(s))
    }
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

    /// Basic pieces of the piece's own colour in it (GIPF-piece 2, used potential 0). Stacks
    /// and taken-over GIPF-pieces hold one basic piece of their base's colour: see `basic_of`.
    pub fn basic_count(self) -> u8 {
        match self.kind {
            Kind::Basic | Kind::Loaded(_) => 1,
            Kind::Gipf => 2,
            Kind::Used(_) | Kind::Stack(_) | Kind::PunctGipf { .. } => 0,
        }
    }

    /// Basic pieces of colour `seat` physically in it, whoever owns the spot.
    pub fn basic_of(self, seat: Seat) -> u8 {
        match self.kind {
            Kind::Stack(s) => (s.base == seat) as u8,
            Kind::PunctGipf { base } => (base == seat) as u8,
            _ if self.colour == seat => self.basic_count(),
            _ => 0,
        }
    }

    /// Potentials of colour `seat` in it, loaded or used.
    pub fn potentials_of(self, seat: Seat) -> u8 {
        match self.kind {
            Kind::Stack(s) => (s.base_loaded && s.base == seat) as u8 + (0..s.height).filter(|&i| s.layer(i) == seat).count() as u8,
            Kind::Loaded(_) | Kind::Used(_) | Kind::PunctGipf { .. } => (self.colour == seat) as u8,
            Kind::Basic | Kind::Gipf => 0,
        }
    }

    /// A GIPF-piece: counts for the GIPF-piece rule and may stay in a row.
    pub fn is_gipf(self) -> bool {
        matches!(self.kind, Kind::Gipf | Kind::PunctGipf { .. })
    }

    /// May the remover leave it on the board when its row goes?
    pub fn is_optional(self) -> bool {
        matches!(self.kind, Kind::Gipf | Kind::PunctGipf { .. } | Kind::Loaded(_))
    }

    /// The prefix used in position strings (`""`, `G`, `T`.., `t`.., stacks bottom to top like
    /// `(b+wd)` or `(bD+wd+bd)`, a taken-over GIPF-piece `(b+wp)`).
    pub fn prefix(self) -> String {
        match self.kind {
            Kind::Basic => String::new(),
            Kind::Gipf => "G".into(),
            Kind::Loaded(p) => p.letter().to_string(),
            Kind::Used(p) => p.letter().to_ascii_lowercase().to_string(),
            Kind::PunctGipf { base } => format!("({}+{}p)", colour_char(base), colour_char(self.colour)),
            Kind::Stack(s) => {
                let mut out = format!("({}", colour_char(s.base));
                if s.base_loaded {
                    out.push(s.potential.letter());
                }
                for i in 0..s.height {
                    out.push('+');
                    out.push(colour_char(s.layer(i)));
                    out.push(s.potential.letter().to_ascii_lowercase());
                }
                out.push(')');
                out
            }
        }
    }

    /// The prefix in a removal list: what is taken off the spot (`d` for the top of a DVONN
    /// stack, `G` for a taken-over GIPF-piece).
    pub fn removal_prefix(self) -> String {
        match self.kind {
            Kind::Stack(s) => s.potential.letter().to_ascii_lowercase().to_string(),
            Kind::PunctGipf { .. } => "G".into(),
            _ => self.prefix(),
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

/// Lower-case colour letter used inside stacks: `w` or `b`.
pub fn colour_char(seat: Seat) -> char {
    if seat == WHITE { 'w' } else { 'b' }
}
