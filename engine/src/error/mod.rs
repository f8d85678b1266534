//! Every way input from outside can be wrong, as typed values: an error's kind (`Error`) and
//! why (`Reason`, with the facts: squares, sizes, the offending text clipped). `Display` words
//! them in English for the command line and tests; the web app words them from its language
//! files and never calls it.

mod analysis;
mod gipf;
mod gyges;
mod gype;
mod limit;
mod live;
mod reason;
mod record;
mod setting;
mod study;

pub use analysis::Analysis;
pub use gipf::{Counter, Gipf};
pub use gyges::Gyges;
pub use gype::{Gype, Landing};
pub use limit::Limit;
pub use live::Live;
pub use reason::Reason;
pub use record::Record;
pub use setting::Setting;
pub use study::Study;

use std::fmt;

/// Shortens untrusted text quoted in an error message.
pub fn clip(s: &str) -> String {
    if s.chars().count() > 40 {
        format!("{}…", s.chars().take(40).collect::<String>())
    } else {
        s.to_string()
    }
}

/// A count in words, for the position editors' problems: "no", "one" … "twelve", then digits.
pub fn count_words(n: u32) -> String {
    const WORDS: [&str; 13] = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    WORDS.get(n as usize).map_or_else(|| n.to_string(), |w| w.to_string())
}

/// Every way input from outside (a CLI argument, JS, a URL, storage, a file) can be wrong.
/// Each variant carries a reason a person can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Error {
    /// A game name not in the list; `expected` names the games there are.
    UnknownGame { name: String, expected: String },
    BadOption(Reason),
    BadPosition(Reason),
    BadNotation(Reason),
    IllegalAction(Reason),
    GameOver,
    /// A shared link whose data is damaged.
    BadLink(Reason),
    /// A record that does not parse or replay; `line` is 1-based (0: no line of a file).
    BadRecord { line: usize, why: Reason },
    /// A request whose answer would take more memory, stack or time than the engine allows.
    TooLarge(Reason),
}

impl Error {
    pub fn option(why: impl Into<Reason>) -> Error {
        Error::BadOption(why.into())
    }
    pub fn position(why: impl Into<Reason>) -> Error {
        Error::BadPosition(why.into())
    }
    pub fn notation(why: impl Into<Reason>) -> Error {
        Error::BadNotation(why.into())
    }
    pub fn illegal(why: impl Into<Reason>) -> Error {
        Error::IllegalAction(why.into())
    }
    pub fn link(why: impl Into<Reason>) -> Error {
        Error::BadLink(why.into())
    }
    pub fn record(line: usize, why: impl Into<Reason>) -> Error {
        Error::BadRecord { line, why: why.into() }
    }
    pub fn too_large(why: impl Into<Reason>) -> Error {
        Error::TooLarge(why.into())
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownGame { name, expected } => write!(f, "unknown game '{name}' (expected {expected})"),
            Error::BadOption(m) => write!(f, "bad option: {m}"),
            Error::BadPosition(m) => write!(f, "bad position: {m}"),
            Error::BadNotation(m) => write!(f, "bad notation: {m}"),
            Error::IllegalAction(m) => write!(f, "illegal move: {m}"),
            Error::GameOver => write!(f, "the game is over"),
            Error::BadLink(m) => write!(f, "this link is damaged: {m}"),
            Error::BadRecord { line, why } => write!(f, "bad record, line {line}: {why}"),
            Error::TooLarge(m) => write!(f, "too large: {m}"),
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;

/// `expect` for a result the rules guarantee, panicking with `why` alone: `expect` would print
/// the error with `Debug`, whose formatting code would cost the web page about 1.5 KB gz.
pub trait Guaranteed<T> {
    fn guaranteed(self, why: &'static str) -> T;
}

impl<T> Guaranteed<T> for Result<T> {
    #[track_caller]
    fn guaranteed(self, why: &'static str) -> T {
        match self {
            Ok(v) => v,
            Err(_) => panic!("{why}"),
        }
    }
}
