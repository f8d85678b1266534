use std::fmt;

/// Shortens untrusted text quoted in an error message.
pub fn clip(s: &str) -> String {
    if s.chars().count() > 40 {
        format!("{}…", s.chars().take(40).collect::<String>())
    } else {
        s.to_string()
    }
}

/// Every way input from outside (a CLI argument, JS, a URL, storage, a file) can be wrong.
/// Each variant carries a message a person can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A game name not in the list; `expected` names the games there are.
    UnknownGame { name: String, expected: String },
    BadOption(String),
    BadPosition(String),
    BadNotation(String),
    IllegalAction(String),
    GameOver,
    /// A shared link whose data is damaged.
    BadLink(String),
    /// A record that does not parse or replay; `line` is 1-based.
    BadRecord { line: usize, message: String },
    /// A request whose answer would take more memory, stack or time than the engine allows.
    TooLarge(String),
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
            Error::BadRecord { line, message } => write!(f, "bad record, line {line}: {message}"),
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
