//! What a peer tells its player beside the game's own events (`Event::Note`): a catch-up, a
//! start called off, an answer counted. Typed facts: the web app words them in the player's
//! language, and `Display` is English for tests and the command line.

use super::proposal::Proposal;
use crate::game::Seat;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// Another seat's move claimed less thinking time than its turn ran here: it is charged
    /// this device's measure less the latency allowance instead.
    TimeCharged { seat: Seat, claimed_ms: u64, measured_ms: u64, charged_ms: u64 },
    /// This device's record was behind and caught up by `added` actions.
    CaughtUp { added: usize },
    /// The records differed: this game follows the host's from now on.
    Resynchronised,
    /// Every seat is taken: this device watches.
    Watching,
    /// At the host: the player of `seat` left during the start, which is called off.
    StartCalledOff { seat: Seat },
    /// At a guest: the host called the start off, the player of `seat` having left.
    StartCalledOffByHost { seat: Seat },
    /// The host left before the game started: this device waits for it to come back.
    HostLeft,
    /// The host pressed Start: every player commits to its secret.
    Starting,
    /// The player of `seat` accepts `what`; the players of `waiting` have not answered yet.
    Accepted { seat: Seat, what: Proposal, waiting: Vec<Seat> },
    /// The other player made its hidden choice (`HiddenChoice::noun`: "hand").
    Chosen { noun: &'static str },
}

/// Milliseconds as whole seconds and tenths, rounded to the nearest tenth (8049 → 8.0).
pub fn seconds_and_tenths(ms: u64) -> (u64, u64) {
    let tenths = ms.saturating_add(50) / 100;
    (tenths / 10, tenths % 10)
}

/// A list of seats as people count them: `2, 3`.
pub fn seat_list(seats: &[Seat]) -> String {
    seats.iter().map(|s| (u32::from(*s) + 1).to_string()).collect::<Vec<_>>().join(", ")
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = |ms: u64| {
            let (whole, tenth) = seconds_and_tenths(ms);
            format!("{whole}.{tenth} s")
        };
        match self {
            Note::TimeCharged { seat, claimed_ms, measured_ms, charged_ms } => write!(
                f,
                "Seat {}'s move claimed {} of thought, but its turn ran {} here: {} is charged.",
                u32::from(*seat) + 1,
                s(*claimed_ms),
                s(*measured_ms),
                s(*charged_ms)
            ),
            Note::CaughtUp { added: 1 } => f.write_str("Caught up with the other device (1 new action)."),
            Note::CaughtUp { added } => write!(f, "Caught up with the other device ({added} new actions)."),
            Note::Resynchronised => f.write_str("The records differed: this game now follows the host's record."),
            Note::Watching => f.write_str("This game is full: you are watching it."),
            Note::StartCalledOff { seat } => write!(f, "The player of seat {} left while the game was starting: the start is called off. Press Start again once the seat is filled.", u32::from(*seat) + 1),
            Note::StartCalledOffByHost { seat } => write!(f, "The player of seat {} left while the game was starting: the start is called off until the seat is filled again.", u32::from(*seat) + 1),
            Note::HostLeft => f.write_str("The host left before the game started: waiting for them to come back and give the seats again."),
            Note::Starting => f.write_str("Starting: every player commits to a secret for the dice…"),
            Note::Accepted { seat, what, waiting } => {
                let seats = if waiting.len() == 1 { "seat" } else { "seats" };
                write!(f, "Seat {} accepts {}; waiting for {seats} {}.", u32::from(*seat) + 1, what.name(), seat_list(waiting))
            }
            Note::Chosen { noun } => write!(f, "Your friend has chosen a {noun}."),
        }
    }
}
