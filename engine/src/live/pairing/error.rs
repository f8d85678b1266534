//! Why pairing cannot go on. Input from the page, the address or a peer is never trusted: each
//! way it can be wrong has its variant, with the facts typed (the web app words them in the
//! player's language; `Display` is English for tests and the command line).

use super::super::message::VERSION;
use super::super::LiveError;
use crate::clock::TimeControl;
use crate::error::{clip, Error};
use crate::kind::GameKind;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingError {
    /// A game that cannot be paired.
    Game(Unpairable),
    /// Text that is not a pairing room id.
    NotARoom(String),
    /// A room id, or a peer, of another version of the live protocol.
    OtherVersion(u32),
    /// A field of a room id (or a test run's salt) that does not read.
    BadField { field: RoomField, value: String },
    /// The game a paired player opened is not the room's.
    Mismatch(Mismatch),
    /// A message of the draw was refused: the group's draw cannot be trusted.
    Refused(LiveError),
    /// A player of the group left once secrets were shown: the draw is called off.
    Left,
    /// A ticket to the private room that names no seat of the draw, or one already taken.
    BadTicket,
}

/// A field of a pairing room's id (`RoomId`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoomField {
    Version,
    Game,
    Seats,
    Clock,
    Options,
    RatingBand,
    Salt,
}

impl RoomField {
    /// Its name in English.
    pub fn name(self) -> &'static str {
        match self {
            RoomField::Version => "version",
            RoomField::Game => "game",
            RoomField::Seats => "seats",
            RoomField::Clock => "clock",
            RoomField::Options => "options",
            RoomField::RatingBand => "rating band",
            RoomField::Salt => "salt",
        }
    }
}

/// Why a game cannot be paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unpairable {
    /// Its record does not read, or its game cannot be made.
    Record(Error),
    /// It does not begin at the start (a set position, moves played, a game conceded).
    NotAtStart,
    /// More seats than a room counts.
    TooManySeats,
}

/// How the game a paired player opened differs from the room's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// It is no game to pair at all.
    Unpairable(Unpairable),
    /// Another game, or another number of seats.
    Seats { game: GameKind, seats: u8 },
    /// Another time control (`None`: none).
    Clock(Option<TimeControl>),
    /// Other options that change the rules, as its record writes them (clipped).
    Options(String),
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingError::Game(why) => write!(f, "this game cannot be paired: {why}"),
            PairingError::NotARoom(t) => write!(f, "'{}' is not a pairing room", clip(t)),
            PairingError::OtherVersion(v) => write!(f, "the other player's page speaks version {v} of the live protocol, this one {VERSION}: one of you should reload the page for the newest version"),
            PairingError::BadField { field, value } => write!(f, "a pairing room with a bad {} '{}'", field.name(), clip(value)),
            PairingError::Mismatch(what) => write!(f, "the player found opened another game than the one chosen ({what})"),
            PairingError::Refused(e) => write!(f, "the player found sent a message that was refused: {e}"),
            PairingError::Left => f.write_str("a player left while the seats were being drawn"),
            PairingError::BadTicket => f.write_str("a player came to the game without a seat of the draw"),
        }
    }
}

impl fmt::Display for Unpairable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unpairable::Record(e) => e.fmt(f),
            Unpairable::NotAtStart => f.write_str("a paired game begins at the start"),
            Unpairable::TooManySeats => f.write_str("too many seats"),
        }
    }
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Unpairable(why) => why.fmt(f),
            Mismatch::Seats { game, seats } => write!(f, "{} for {seats} players", game.display_name()),
            Mismatch::Clock(None) => f.write_str("no clock"),
            Mismatch::Clock(Some(c)) => write!(f, "clock {}", c.name()),
            Mismatch::Options(options) => write!(f, "options '{options}'"),
        }
    }
}

impl std::error::Error for PairingError {}
