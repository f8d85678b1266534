//! Why a puzzle, the puzzle streak or a lesson refuses.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Study {
    // A puzzle file's line.
    Fields { found: usize },
    Moves { text: String, most: u32 },
    Difficulty { text: String },
    Goal { text: String, most: u32 },
    NoCaptures { game: String },
    NobodyToMove,
    OtherSideTurn,
    // The puzzle streak kept in storage.
    StreakPair { item: String },
    StreakCount { text: String },
    StreakField { key: String },
    StreakFields,
    StreakSums,
    // A lesson step and a player's answer to it.
    NobodyToAct,
    NoAction,
    AnswerTooLong { most: usize },
    AfterTurn { text: String },
    Demonstration,
}

impl fmt::Display for Study {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Study::*;
        match self {
            Fields { found } => write!(f, "puzzle: expected 6 or 7 tab-separated fields, found {found}"),
            Moves { text, most } => write!(f, "puzzle: '{text}' is not a number of moves from 1 to {most}"),
            Difficulty { text } => write!(f, "puzzle: difficulty '{text}' is not a whole number"),
            Goal { text, most } => write!(f, "puzzle: goal '{text}' is not win or capture=K (K from 1 to {most})"),
            NoCaptures { game } => write!(f, "puzzle: {game} has no captures, so no material goal"),
            NobodyToMove => f.write_str("puzzle: nobody is to move"),
            OtherSideTurn => f.write_str("it is the other side's turn"),
            StreakPair { item } => write!(f, "puzzle streak: '{item}' is not key=value"),
            StreakCount { text } => write!(f, "puzzle streak: '{text}' is not a count"),
            StreakField { key } => write!(f, "puzzle streak: unknown field '{key}'"),
            StreakFields => f.write_str("puzzle streak: streak, best and solved are all needed"),
            StreakSums => f.write_str("puzzle streak: the counts do not add up"),
            NobodyToAct => f.write_str("no player is to act in the step's position"),
            NoAction => f.write_str("Play a move first."),
            AnswerTooLong { most } => write!(f, "An answer has at most {most} actions."),
            AfterTurn { text } => write!(f, "'{text}' comes after your turn is over."),
            Demonstration => f.write_str("This step is a demonstration: watch it."),
        }
    }
}
