//! Why live play refused a message or an action, in detail: a message that makes no sense
//! (`Garbage`), a commit-reveal exchange that went wrong (`BadCommit`), a game that cannot be
//! rated (`NotRated`). Typed facts, as the engine's other reasons (`crate::error`): the web app
//! words them in the player's language, and `Display` is English for tests and the command line.

use super::proposal::Proposal;
use crate::game::Seat;
use crate::kind::GameKind;
use std::fmt;

/// Why a message (or an action of the player here) makes no sense.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Garbage {
    /// A protocol line (clipped) that does not decode, and why.
    Line { line: String, why: Decode },
    /// A display name out of bounds (`message::check_name`): 1 to `most` characters, none of
    /// them a control character.
    Name { most: usize },
    SavedWithoutRecord,
    SavedWithoutSeat,
    ClockFromGuest,
    /// A claim of an absent player's game when every player is here.
    EveryoneHere,
    AbandonFromGuest,
    StartByGuest,
    StartingAlready,
    SeatNotFilled { seat: Seat },
    NoChoiceDue,
    /// A hidden choice (clipped) that is not one of the legal actions.
    NotAChoice { choice: String },
    /// An answer to a proposal that is not standing.
    NoOfferStanding { what: Proposal },
    NoOfferToAnswer,
    /// A move whose thinking time is far beyond the turn's measure here.
    ClaimedTime { claimed_ms: u64, measured_ms: u64 },
    ChoiceAsMove,
    /// A message of the game itself during quick pairing's draw of seats.
    BeforeDraw,
}

/// What is wrong with a protocol line (`Message::decode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decode {
    ExtraLines,
    ControlCharacters,
    SeatNumber,
    PlyNumber,
    RoundNumber,
    UnknownProposal,
    NoRecord,
    VersionNumber,
    CommitmentHex,
    SecretHex,
    LinkHex,
    PositionHash,
    NoAction,
    TimeSpent,
    TimeControl,
    HiddenChoice,
    AbandonFields,
    ChatTooLong,
    RatingNumbers,
    RatingImplausible,
    UnknownKind,
}

/// Why the commit-reveal exchange (of the seed, a round of seats or a hidden choice) failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadCommit {
    SecondCommitment,
    SecretFirst,
    SecretMismatch,
    /// A commitment for a seat that is not another player's of a game of `seats`.
    SeatOutside { seat: Seat, seats: usize },
    ChosenAlready,
    SecondChoiceCommitment,
    ChoiceFirst,
    ChoiceMismatch,
    SecretFromOutsider,
    CommitmentFromOutsider,
    CommitmentAfterStart,
    Unasked,
    SeatedEarly,
    OtherSeed,
    NoRound,
    AfterOpen,
}

/// Why a live game cannot be rated (`Peer::people_game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotRated {
    NoGame,
    Watching,
    GoesOn,
    /// No rating pool takes `game` with `seats` players.
    NoPool { game: GameKind, seats: usize },
    /// The player of `seat` claimed no rating.
    NoClaim { seat: Seat },
}

impl fmt::Display for Garbage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Garbage::*;
        match self {
            Line { line, why } => write!(f, "'{line}': {why}"),
            Name { most } => write!(f, "a name is 1 to {most} characters, none of them a control character"),
            SavedWithoutRecord => f.write_str("a saved live game without its record"),
            SavedWithoutSeat => f.write_str("a saved live game without its seat"),
            ClockFromGuest => f.write_str("a time control from a peer that is not the host"),
            EveryoneHere => f.write_str("every player is here"),
            AbandonFromGuest => f.write_str("a start called off by a peer that is not the host, or after the game opened"),
            StartByGuest => f.write_str("only the host of a game of more than two seats starts it"),
            StartingAlready => f.write_str("the game is starting already"),
            SeatNotFilled { seat } => write!(f, "seat {} is not filled yet", u32::from(*seat) + 1),
            NoChoiceDue => f.write_str("a hidden choice when none is due"),
            NotAChoice { choice } => write!(f, "'{choice}' is not a choice here"),
            NoOfferStanding { what } => write!(f, "an answer to no standing {} offer", what.name()),
            NoOfferToAnswer => f.write_str("no offer to answer"),
            ClaimedTime { claimed_ms, measured_ms } => write!(f, "a move claiming {claimed_ms} ms of thought when its turn has run {measured_ms} ms here"),
            ChoiceAsMove => f.write_str("a hidden choice travels committed and shown (hand and show), never as a move"),
            BeforeDraw => f.write_str("a game message before the seats are drawn"),
        }
    }
}

impl fmt::Display for Decode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Decode::*;
        f.write_str(match self {
            ExtraLines => "only a seat, sync or place message has more than one line",
            ControlCharacters => "control characters",
            SeatNumber => "bad seat number",
            PlyNumber => "bad ply number",
            RoundNumber => "bad round number",
            UnknownProposal => "unknown proposal",
            NoRecord => "a seat, sync or place message carries the game's record",
            VersionNumber => "bad version",
            CommitmentHex => "a commitment is 64 hex digits",
            SecretHex => "a secret is 32 hex digits",
            LinkHex => "a token link is 64 hex digits",
            PositionHash => "bad position hash",
            NoAction => "no action",
            TimeSpent => "bad time spent",
            TimeControl => "bad time control",
            HiddenChoice => "a hidden choice is one word of up to 16 characters",
            AbandonFields => "abandon names a seat and a round",
            ChatTooLong => "chat line too long",
            RatingNumbers => "a rating claim has two or three numbers",
            RatingImplausible => "a rating claim with an implausible number",
            UnknownKind => "unknown message kind",
        })
    }
}

impl fmt::Display for BadCommit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BadCommit::*;
        match self {
            SecondCommitment => f.write_str("a second, different commitment"),
            SecretFirst => f.write_str("a secret revealed before its commitment"),
            SecretMismatch => f.write_str("the secret does not match its commitment"),
            SeatOutside { seat, seats } => write!(f, "a commitment for seat {} in a game of {seats} seats", u32::from(*seat) + 1),
            ChosenAlready => f.write_str("the hidden choice here is chosen already"),
            SecondChoiceCommitment => f.write_str("a second, different commitment to a hidden choice"),
            ChoiceFirst => f.write_str("a choice shown before its commitment"),
            ChoiceMismatch => f.write_str("the choice shown does not match its commitment"),
            SecretFromOutsider => f.write_str("a secret from a peer outside the exchange"),
            CommitmentFromOutsider => f.write_str("a commitment from a peer outside the exchange"),
            CommitmentAfterStart => f.write_str("a commitment after the game started"),
            Unasked => f.write_str("a commitment the host did not ask for"),
            SeatedEarly => f.write_str("seated before the seed was agreed"),
            OtherSeed => f.write_str("the game's seed is not the agreed one"),
            NoRound => f.write_str("a commitment outside the exchange"),
            AfterOpen => f.write_str("a commitment or secret after the game started"),
        }
    }
}

impl fmt::Display for NotRated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotRated::NoGame => f.write_str("no game"),
            NotRated::Watching => f.write_str("only the players' games are rated"),
            NotRated::GoesOn => f.write_str("the game goes on"),
            NotRated::NoPool { game, seats } => write!(f, "no rating pool for {} with {seats} players", game.display_name()),
            NotRated::NoClaim { seat } => write!(f, "the player of seat {} claimed no rating", u32::from(*seat) + 1),
        }
    }
}
