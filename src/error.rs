//! The web app's typed errors: what one module tells another went wrong, put in words only
//! where it is shown.

use crate::i18n::msg;
pub use crate::reason::engine_words;
use crate::reason::words;
use std::fmt;

/// What was being done when the computer's worker could not be asked or started
/// (`AppError::Browser`), put in words where it is shown.
pub const ASKING_COMPUTER: &str = "The computer could not be asked";
pub const STARTING_COMPUTER: &str = "The computer could not start";
/// What src/rules asks: shown in the player's words too.
const FETCHING_RULES: &str = "fetching the rules";
const NO_ANSWER: &str = "no answer";

#[derive(Clone, Debug, PartialEq)]
pub enum AppError {
    /// The rules, a record, a position or an option refused (the engine's own error).
    Engine(engine::Error),
    /// A browser facility failed: what was being done, and what the browser said.
    Browser { doing: &'static str, detail: String },
    /// A server answered a fetch with this status.
    Status(u16),
    /// A lobby card asks for a number of players but ticks another number of seats.
    SeatsTicked { players: usize, ticked: usize },
    /// A saved side game that belongs to another GIPF game or challenge.
    OtherSideGame,
    /// A message from the host page that the embed does not take.
    HostMessage(BadHostMessage),
    /// A game link that does not open.
    Link(BadLink),
    /// The computer's worker refused a request or stopped, in its words.
    Computer(String),
    /// A "Play online" tile that is not one of the lobby's.
    NoSuchTile,
}

/// Why a game link does not open.
#[derive(Clone, Debug, PartialEq)]
pub enum BadLink {
    /// `ply=` is not a number.
    Ply,
    /// The packed text does not unpack.
    Unpacked(engine::Error),
    /// The unpacked record does not load.
    Game(engine::Error),
}

/// Why a host page's message was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum BadHostMessage {
    NotAnObject,
    NoType,
    UnknownType(String),
    LoadNeedsWhat,
    OrientationNeedsFlipped,
}

impl From<engine::Error> for AppError {
    fn from(e: engine::Error) -> Self {
        AppError::Engine(e)
    }
}

impl From<BadHostMessage> for AppError {
    fn from(e: BadHostMessage) -> Self {
        AppError::HostMessage(e)
    }
}

impl fmt::Display for AppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AppError::Engine(e) => f.write_str(&engine_words(e)),
            AppError::Browser { doing, detail } => {
                let detail = if detail == NO_ANSWER { msg::shell_error_no_answer() } else { detail.clone() };
                f.write_str(&match *doing {
                    ASKING_COMPUTER => msg::shell_error_computer_asked(&detail),
                    STARTING_COMPUTER => msg::shell_error_computer_start(&detail),
                    FETCHING_RULES => msg::shell_error_fetching_rules(&detail),
                    _ => format!("{doing}: {detail}"),
                })
            }
            AppError::Status(code) => f.write_str(&msg::shell_error_status(*code)),
            AppError::SeatsTicked { players, ticked } => f.write_str(&msg::shell_error_seats_ticked(*players, *ticked)),
            AppError::OtherSideGame => f.write_str(&msg::shell_error_other_side_game()),
            // Words for the host page's developer, not its visitors: left in English.
            AppError::HostMessage(e) => e.fmt(f),
            AppError::Computer(why) => f.write_str(why),
            AppError::NoSuchTile => f.write_str(&msg::shell_error_no_such_tile()),
            AppError::Link(BadLink::Ply) => f.write_str(&msg::shell_error_link_ply()),
            // Shown alone, so begun with a capital.
            AppError::Link(BadLink::Unpacked(e)) => f.write_str(&match e {
                engine::Error::BadLink(why) => msg::shell_error_link_damaged(&words(why)),
                engine::Error::TooLarge(why) => msg::shell_error_link_too_large(&words(why)),
                other => engine_words(other),
            }),
            AppError::Link(BadLink::Game(e)) => f.write_str(&msg::shell_error_link_game(&engine_words(e))),
        }
    }
}

impl fmt::Display for BadHostMessage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadHostMessage::NotAnObject => f.write_str("a message must be an object"),
            BadHostMessage::NoType => f.write_str("a message needs a type"),
            BadHostMessage::UnknownType(t) => write!(f, "unknown message type '{}'", engine::error::clip(t)),
            BadHostMessage::LoadNeedsWhat => f.write_str("'load' needs a record, or a game and a position"),
            BadHostMessage::OrientationNeedsFlipped => f.write_str("'setOrientation' needs flipped: true or false"),
        }
    }
}
