//! Why Gygès refuses: its rules, its notation, its position strings, its options and its
//! position editor. Squares are notation (`c3`, `N`); ranks count from 1.

use super::count_words;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Gyges {
    // The rules.
    SizeOutOfRange { size: u8 },
    PlaceOnRank { rank: u8 },
    Taken { square: String },
    NoneLeftToPlace { size: u8 },
    StillPlacing,
    SetupOver,
    NotLegal { from: String, to: String },
    NoPiece { square: String },
    NearestRow { rank: u8 },
    OffBoard,
    PathEnd,
    CannotEnd { from: String, to: String },
    CannotLand { from: String, to: String },
    CannotReach { from: String, to: String },
    CannotReplace { from: String, to: String, drop: String },
    ReplaceOff,
    DropNotAllowed { square: String },
    NoPass,
    // The notation (quoted with the action's text, `Reason::Quoted`, but for a square).
    PlacementForm,
    MoveForm,
    PathTooLong,
    NotASquare { text: String },
    // The position string (quoted with it).
    EmptyPosition,
    SixRanks,
    SideToMove,
    RankSquares { rank: u8 },
    RankCharacters { rank: u8 },
    FieldTwice { key: String },
    BadValue { field: String },
    PlyPast { ply: u32, last: u32 },
    UnknownField { field: String },
    FourOfEach,
    LoserToMove,
    SetupClean,
    SetupRanks,
    SetupTwoOfEach,
    SetupAllPlaced,
    SetupNoneLeft,
    // The options.
    PresetDigits { row: String },
    PresetSizes { row: String },
    SetupContradictsFirst { setup: String },
    UnknownSetup { setup: String },
    // The position editor.
    NotABoardSquare { text: String },
    Rings { size: u8 },
    /// More pieces of `rings` rings (1 to 3) on the board than the game has.
    TooMany { rings: u8, count: u32, most: u32 },
    EmptyBoard,
}

impl fmt::Display for Gyges {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Gyges::*;
        match self {
            SizeOutOfRange { size } => write!(f, "a piece has size 1, 2 or 3, not {size}"),
            PlaceOnRank { rank } => write!(f, "pieces are placed on rank {rank}"),
            Taken { square } => write!(f, "{square} is taken"),
            NoneLeftToPlace { size } => write!(f, "no piece of size {size} is left to place"),
            StillPlacing => f.write_str("pieces are still being placed"),
            SetupOver => f.write_str("the set-up phase is over"),
            NotLegal { from, to } => write!(f, "{from}-{to} is not a legal move"),
            NoPiece { square } => write!(f, "there is no piece on {square}"),
            NearestRow { rank } => write!(f, "a piece on rank {rank} must move (the nearest row that can move)"),
            OffBoard => f.write_str("a square is off the board"),
            PathEnd => f.write_str("the path must end on the move's destination"),
            CannotEnd { from, to } => write!(f, "the piece on {from} cannot end on {to} by that path"),
            CannotLand { from, to } => write!(f, "the piece on {from} cannot land on {to} by that path"),
            CannotReach { from, to } => write!(f, "the piece on {from} cannot reach {to}"),
            CannotReplace { from, to, drop } => write!(f, "the piece on {from} cannot replace the one on {to} and drop it on {drop}"),
            ReplaceOff => f.write_str("replacing needs the advanced rule (replace=on)"),
            DropNotAllowed { square } => write!(f, "the replaced piece may not go to {square}"),
            NoPass => f.write_str("a piece can move, so passing is not allowed"),
            PlacementForm => f.write_str("a placement is a size and a square, e.g. 3c1"),
            MoveForm => f.write_str("a move is from-to, from-to@drop or a path such as a5-c4-c3-S"),
            PathTooLong => f.write_str("the path is too long"),
            NotASquare { text } => write!(f, "'{text}' is not a square (a1..f6, or the goals N and S)"),
            EmptyPosition => f.write_str("the position string is empty"),
            SixRanks => f.write_str("expected six ranks separated by '/', rank 6 first"),
            SideToMove => f.write_str("the side to move (S or N) must follow the board"),
            RankSquares { rank } => write!(f, "rank {rank} must have six squares"),
            RankCharacters { rank } => write!(f, "rank {rank}: use '.', '1', '2' or '3'"),
            FieldTwice { key } => write!(f, "'{key}' is given twice"),
            BadValue { field } => write!(f, "bad value in '{field}'"),
            PlyPast { ply, last } => write!(f, "ply={ply} is past the last ply, {last}"),
            UnknownField { field } => write!(f, "unknown field '{field}' (expected setup, goal=, passes=, ply= or hist=)"),
            FourOfEach => f.write_str("there are only four pieces of each size"),
            LoserToMove => f.write_str("after a win the loser is to move"),
            SetupClean => f.write_str("the set-up phase has no goal, passes, plies or history"),
            SetupRanks => f.write_str("during the set-up phase pieces stand only on ranks 1 and 6"),
            SetupTwoOfEach => f.write_str("each player places two pieces of each size"),
            SetupAllPlaced => f.write_str("every piece is placed: drop the 'setup' field"),
            SetupNoneLeft => f.write_str("the side to move has no piece left to place"),
            PresetDigits { row } => write!(f, "setup=preset:{row}: a row is six digits 1-3, e.g. 321123"),
            PresetSizes { row } => write!(f, "setup=preset:{row}: each row holds two pieces of each size"),
            SetupContradictsFirst { setup } => write!(f, "setup={setup} contradicts first="),
            UnknownSetup { setup } => {
                write!(f, "setup={setup}: expected alternate, south_then_north, north_then_south or preset:<row> (e.g. preset:321123)")
            }
            NotABoardSquare { text } => write!(f, "'{text}' is not a square of the board (a1..f6)"),
            Rings { size } => write!(f, "a piece has 1, 2 or 3 rings, not {size}"),
            TooMany { rings, count, most } => {
                let name = match rings {
                    1 => "singles",
                    2 => "doubles",
                    _ => "triples",
                };
                write!(f, "{} {name} on the board, at most {}", count_words(*count), count_words(*most))
            }
            EmptyBoard => f.write_str("the board is empty"),
        }
    }
}
