//! Who plays a seat: a person, or the computer at a level. A leaf: records, matches, the AI and
//! the app all name players through this module, so it may import nothing of theirs.

use crate::error::{clip, Error, Reason, Result, Setting};
use std::fmt;

/// How strong the computer plays. `Random` and `Greedy` are baselines for testing. The search
/// settings of each level live with the search (`ai`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A uniformly random legal action.
    Random,
    /// The best action by the evaluation one action deep.
    Greedy,
    Easy,
    Medium,
    Hard,
    Expert,
    /// Expert's search given a time instead of a node budget ([`Level::MASTER_SECONDS`] a move
    /// unless the player sets another), so it plays as well as the device allows.
    Master,
}

impl Level {
    pub const ALL: [Level; 7] = [Level::Random, Level::Greedy, Level::Easy, Level::Medium, Level::Hard, Level::Expert, Level::Master];
    /// The levels offered to players.
    pub const PLAYABLE: [Level; 5] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert, Level::Master];
    /// Master's time a move unless the player chooses another, in seconds.
    pub const MASTER_SECONDS: f64 = 1.5;
    /// The times a move a player may give Master, in seconds.
    pub const MASTER_RANGE: (f64, f64) = (0.5, 5.0);

    pub fn name(self) -> &'static str {
        ["random", "greedy", "easy", "medium", "hard", "expert", "master"][self as usize]
    }

    /// Whether the level thinks for a time rather than a node budget (so it plays a little
    /// differently on every device and every run).
    pub fn timed(self) -> bool {
        self == Level::Master
    }

    /// A time a move for Master as a player set it: clamped to [`Level::MASTER_RANGE`]; the
    /// default for anything that is not a number.
    pub fn master_seconds(seconds: f64) -> f64 {
        let (low, high) = Level::MASTER_RANGE;
        if seconds.is_finite() {
            seconds.clamp(low, high)
        } else {
            Level::MASTER_SECONDS
        }
    }

    pub fn parse(text: &str) -> Result<Level> {
        Level::ALL.iter().copied().find(|l| l.name() == text.trim().to_ascii_lowercase()).ok_or_else(|| {
            Error::option(Setting::Level { text: clip(text) })
        })
    }
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    Human,
    Computer(Level),
}

impl Player {
    /// The word for this player in records and at the JS boundary: `human` or a level's name.
    pub fn name(self) -> &'static str {
        match self {
            Player::Human => "human",
            Player::Computer(level) => level.name(),
        }
    }

    /// `human` or a computer level, in any case.
    pub fn parse(text: &str) -> Result<Player> {
        if text.trim().eq_ignore_ascii_case("human") {
            Ok(Player::Human)
        } else {
            Level::parse(text).map(Player::Computer)
        }
    }
}

/// The most seats any game has.
pub const MAX_SEATS: usize = 4;

/// Why a list of players (a record's `players` line) is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadPlayers {
    /// No word, or more words than any game has seats.
    Count,
    /// A word that is neither `human` nor a level.
    Word(Error),
}

impl BadPlayers {
    /// Why, as an error's reason.
    pub fn reason(self) -> Reason {
        match self {
            BadPlayers::Count => Setting::PlayerWords.into(),
            BadPlayers::Word(e) => Reason::inner(e),
        }
    }
}

impl fmt::Display for BadPlayers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadPlayers::Count => write!(f, "'players' needs one to four words (human or a computer level)"),
            BadPlayers::Word(e) => write!(f, "{e}"),
        }
    }
}

/// The players of a `players` line, in seat order: one to four words, each `human` or a level.
pub fn parse_players(text: &str) -> std::result::Result<Vec<Player>, BadPlayers> {
    // Lower-cased first, so an error quotes the word as a record would hold it.
    let words: Vec<String> = text.split_whitespace().map(|w| w.to_ascii_lowercase()).collect();
    if words.is_empty() || words.len() > MAX_SEATS {
        return Err(BadPlayers::Count);
    }
    words.iter().map(|w| Player::parse(w).map_err(BadPlayers::Word)).collect()
}

/// The words of `players`, as a `players` line writes them.
pub fn format_players(players: &[Player]) -> String {
    players.iter().map(|p| p.name()).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for level in Level::ALL {
            assert_eq!(Level::parse(level.name()), Ok(level));
            assert_eq!(Player::parse(level.name()), Ok(Player::Computer(level)));
        }
        assert_eq!(Player::parse(" HUMAN "), Ok(Player::Human));
        assert_eq!(parse_players("human Hard"), Ok(vec![Player::Human, Player::Computer(Level::Hard)]));
        assert_eq!(format_players(&[Player::Human, Player::Computer(Level::Easy)]), "human easy");
        assert_eq!(Player::parse("Master"), Ok(Player::Computer(Level::Master)));
    }

    #[test]
    fn master_times_stay_in_range() {
        assert!(Level::Master.timed() && !Level::Expert.timed());
        assert_eq!(Level::master_seconds(0.1), 0.5);
        assert_eq!(Level::master_seconds(9.0), 5.0);
        assert_eq!(Level::master_seconds(2.5), 2.5);
        assert_eq!(Level::master_seconds(f64::NAN), Level::MASTER_SECONDS);
    }

    #[test]
    fn bad_lists_say_why() {
        assert_eq!(parse_players(" "), Err(BadPlayers::Count));
        assert_eq!(parse_players("human human human human human"), Err(BadPlayers::Count));
        let e = parse_players("human GENIUS").unwrap_err();
        assert_eq!(e.to_string(), "bad option: level 'genius': expected easy, medium, hard, expert, master, greedy or random");
    }
}
