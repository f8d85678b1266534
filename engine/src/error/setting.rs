//! Why a setting is refused: an option list (`key=value`), a clock, a computer level, the
//! players of a game.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Setting {
    NotKeyValue { item: String },
    /// The same, in the words of position strings and stored counts.
    NotPair { item: String },
    UnknownField { key: String },
    /// `choices` lists the values there are, comma-separated.
    Choice { key: String, value: String, choices: String },
    Number { key: String, value: String, min: u64, max: u64 },
    UnknownOption { key: String },
    Clock { text: String },
    Level { text: String },
    PlayersForSeats { players: usize, seats: usize },
    PlayerWords,
}

impl fmt::Display for Setting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Setting::*;
        match self {
            NotKeyValue { item } => write!(f, "'{item}' is not of the form key=value"),
            NotPair { item } => write!(f, "'{item}' is not key=value"),
            UnknownField { key } => write!(f, "unknown field '{key}'"),
            Choice { key, value, choices } => write!(f, "{key}={value}: expected one of {choices}"),
            Number { key, value, min, max } => write!(f, "{key}={value}: expected a whole number from {min} to {max}"),
            UnknownOption { key } => write!(f, "unknown option '{key}'"),
            Clock { text } => write!(f, "clock {text}: none, or minutes+seconds such as 3+2"),
            Level { text } => write!(f, "level '{text}': expected easy, medium, hard, expert, master, greedy or random"),
            PlayersForSeats { players, seats } => write!(f, "{players} players named for {seats} seats"),
            PlayerWords => f.write_str("'players' needs one to four words (human or a computer level)"),
        }
    }
}
