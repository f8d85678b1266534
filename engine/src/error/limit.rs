//! Why a request is too large: more than the engine reads, keeps or searches.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Limit {
    RecordBytes { bytes: usize, most: usize },
    LinkBytes { bytes: usize, most: usize },
    NestsDeeper { most: usize },
    NestAtMost { most: usize },
    CommentCharacters { most: usize },
    Actions { most: usize },
    PuzzleSearch,
    PerftDepth { depth: u32, most: u32 },
    PerftLeaves { depth: u32, most: u64 },
}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Limit::*;
        match self {
            RecordBytes { bytes, most } => write!(f, "a record of {bytes} bytes (the longest taken is {most})"),
            LinkBytes { bytes, most } => write!(f, "{bytes} bytes of text: a link holds at most {most}"),
            NestsDeeper { most } => write!(f, "side lines nest more than {most} deep"),
            NestAtMost { most } => write!(f, "side lines may nest at most {most} deep"),
            CommentCharacters { most } => write!(f, "a comment may have at most {most} characters"),
            Actions { most } => write!(f, "more than {most} actions"),
            PuzzleSearch => f.write_str("the puzzle needs a longer search than the engine allows"),
            PerftDepth { depth, most } => write!(f, "perft depth {depth}: the deepest is {most}"),
            PerftLeaves { depth, most } => write!(f, "perft {depth} from here counts more than {most} leaves; choose a smaller depth"),
        }
    }
}
