//! Live play between devices: the messages peers exchange, the checks every move from a peer
//! passes before it is played, and commit-reveal for the seed that chance comes from. No
//! network here: the web app's live module carries the text between browsers (docs/live.md).

pub mod commit;
pub mod guard;
pub mod hidden;
pub mod message;
pub mod note;
pub mod pairing;
pub mod peer;
mod proposal;
pub mod reason;
pub mod table;

pub use message::{Message, Proposal};
pub use note::Note;
pub use peer::{Event, Peer, Remote};
pub use reason::{BadCommit, Decode, Garbage, NotRated};

use crate::any::AnyMatch;
use crate::error::Error;
use crate::game::Seat;
use std::fmt;

/// Why a message from a peer was refused. Nothing refused is ever played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveError {
    /// Longer than `message::MAX_BYTES`.
    TooLarge { bytes: usize },
    /// Not a message of this protocol, or an action that makes no sense here.
    Garbage(Garbage),
    Version(u32),
    /// A move for a seat that is not to act (or not the sender's).
    WrongSeat { seat: Seat, to_act: Option<Seat> },
    /// A move made in another position than the current one.
    StalePly { got: usize, expected: usize },
    /// The rules refused the move (or the record).
    Illegal(Error),
    /// The move played, but the position differs from the sender's.
    HashMismatch { ply: usize },
    /// A move before the game started.
    NotSeated,
    /// A message that needs the sender's seat, from a peer that has not said which it plays.
    UnknownSeat,
    /// The commit-reveal exchange went wrong.
    BadCommit(BadCommit),
    /// A claim of `seat` (or a link of its token) that its token does not bear out.
    BadToken { seat: Seat },
    /// A draw or takeback proposed again too soon after a no: `actions` more first.
    TooSoon { what: message::Proposal, actions: usize },
    /// The game cannot be rated here, and why (`Peer::people_game`).
    NotRated(NotRated),
}

impl fmt::Display for LiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LiveError::TooLarge { bytes } => write!(f, "a message of {bytes} bytes is too long (at most {})", message::MAX_BYTES),
            LiveError::Garbage(m) => write!(f, "a message that makes no sense: {m}"),
            LiveError::Version(v) => write!(f, "the other side speaks version {v} of the live protocol, this one {}", message::VERSION),
            LiveError::WrongSeat { seat, to_act: Some(t) } => write!(f, "a move for seat {} when seat {} is to act", seat + 1, t + 1),
            LiveError::WrongSeat { seat, to_act: None } => write!(f, "a move or seat for seat {} that it may not have", seat + 1),
            LiveError::StalePly { got, expected } => write!(f, "a move made after {got} actions, but the game has {expected}"),
            LiveError::Illegal(e) => e.fmt(f),
            LiveError::HashMismatch { ply } => write!(f, "after move {} the positions differ", ply + 1),
            LiveError::NotSeated => f.write_str("a move before the game has started"),
            LiveError::UnknownSeat => f.write_str("a message from a device that has not said which seat it plays"),
            LiveError::BadCommit(m) => write!(f, "the fair-dice exchange failed: {m}"),
            LiveError::BadToken { seat } => write!(f, "a claim of seat {} without that seat's token: its player keeps it", seat + 1),
            LiveError::TooSoon { what, actions: 1 } => write!(f, "after a no, a {} may be proposed again after one more move", what.name()),
            LiveError::TooSoon { what, actions } => write!(f, "after a no, a {} may be proposed again after {actions} more moves", what.name()),
            LiveError::NotRated(why) => write!(f, "this game is not rated: {why}"),
        }
    }
}

impl std::error::Error for LiveError {}

/// The position hash peers compare after every move: FNV-1a over the position string, which
/// holds everything the rules read.
pub fn position_hash(game: &dyn AnyMatch) -> u64 {
    game.position_string().bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}
