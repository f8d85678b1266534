//! Why the analysis board refuses: its variation tree, and the position editor's board.

use super::Error;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Analysis {
    NoMove { id: usize },
    DeleteStart,
    /// Move `number` (from 1) of a line, `text`, refused.
    LineMove { number: usize, text: String, error: Box<Error> },
    CommentAfter { after: usize, moves: usize },
    SideLineFor { number: usize, moves: usize },
    AlreadyOver,
    NotInPalette { code: String },
}

impl fmt::Display for Analysis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Analysis::*;
        match self {
            NoMove { id } => write!(f, "there is no move {id} in this analysis"),
            DeleteStart => f.write_str("the start of the analysis cannot be deleted"),
            LineMove { number, text, error } => write!(f, "move {number} of a line, '{text}': {error}"),
            CommentAfter { after, moves } => write!(f, "a comment after move {after} of a line of {moves}"),
            SideLineFor { number, moves } => write!(f, "a side line for move {number} of a line of {moves}"),
            AlreadyOver => f.write_str("the game is already over in this position"),
            NotInPalette { code } => write!(f, "'{code}' is not a piece of the palette"),
        }
    }
}
