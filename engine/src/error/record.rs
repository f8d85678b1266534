//! Why a record, a match or a link is refused: a record's lines, its replay, a concession, a
//! kept clock, a shared link's data.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Record {
    Header { expected: String, found: String },
    Empty,
    EndForm,
    AfterEnd,
    GameFirst,
    CommentEnd,
    LongComment { most: usize },
    SideLineStart,
    SideLineClose,
    EmptySideLine,
    Unclosed,
    GameName,
    Seed { text: String },
    NoGame,
    NoSeed,
    OtherGame { game: String, expected: String },
    CannotEnd,
    ChanceActs,
    NotAClock,
    // A shared link's data.
    CutShort,
    BeforeStart,
    Unpacked,
    Character,
    TooLong,
    NotText,
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Record::*;
        match self {
            Header { expected, found } => write!(f, "expected '{expected}', found '{found}'"),
            Empty => f.write_str("the record is empty"),
            EndForm => f.write_str("expected 'end resigned <seat>', 'end time <seat>', 'end abandoned <seat>' or 'end agreed'"),
            AfterEnd => f.write_str("nothing may follow the 'end' line"),
            GameFirst => f.write_str("the 'game' line must come before the actions"),
            CommentEnd => f.write_str("a comment ends with '}' on its line"),
            LongComment { most } => write!(f, "a comment is longer than {most} characters"),
            SideLineStart => f.write_str("a side line '(' must follow the action it replaces"),
            SideLineClose => f.write_str("')' closes no side line"),
            EmptySideLine => f.write_str("a side line has no action"),
            Unclosed => f.write_str("a side line '(' is never closed with ')'"),
            GameName => f.write_str("'game' needs a name"),
            Seed { text } => write!(f, "seed '{text}' is not a whole number"),
            NoGame => f.write_str("the record names no game"),
            NoSeed => f.write_str("the record has no 'seed' line"),
            OtherGame { game, expected } => write!(f, "this is a {game} record, not {expected}"),
            CannotEnd => f.write_str("this game cannot end that way"),
            ChanceActs => f.write_str("chance acts now, not a player"),
            NotAClock => f.write_str("not a kept clock"),
            CutShort => f.write_str("cut short"),
            BeforeStart => f.write_str("reference before the start"),
            Unpacked => f.write_str("too large"),
            Character => f.write_str("it has a character that does not belong in it"),
            TooLong => f.write_str("it is too long"),
            NotText => f.write_str("it is not text"),
        }
    }
}
