//! Player ratings, kept on the player's own device: pools, the two rating systems (both from the
//! `skillratings` crate, never worked out here), the computer's anchored ladder, puzzle ratings
//! and the profile file that carries them between devices. `docs/ratings.md` explains the
//! choices.
//!
//! A leaf beside the games: it imports only `kind`, `player` and `error`, so that the live layer
//! and the app may use it without an import cycle.

mod glicko;
mod ladder;
mod people;
mod pool;
mod profile;
mod puzzle;
mod table;
mod text;

pub use glicko::{expected_score, rate_two, Glicko, MAX_DEVIATION, MAX_RATING, MAX_VOLATILITY, MIN_RATING, PROVISIONAL_DEVIATION};
pub use ladder::{bradley_terry, elo_difference, fit_ladders, level_elo, level_rating, rate_computer, Contestant, Measured, HELIOS_RATING, LADDER, LEVEL_DEVIATION, MEASURED, PRIOR_DRAWS};
pub use people::{claim_text, read_claim, PeopleGame};
pub use pool::{pool_for, Duel, Pool, Seats, System, TimeClass};
pub use profile::{check_name, Point, Profile, Tally, HISTORY_CAP, MAX_NAME};
pub use puzzle::{pick_near, puzzle_start, rate_puzzle, PUZZLE_DEVIATION};
pub use table::{rate_table, TableRating, MAX_TABLE_RATING, MIN_TABLE_RATING, START_UNCERTAINTY, TABLE_PROVISIONAL_UNCERTAINTY};
pub use text::{ProfileError, Why, HEADER, MAX_PROFILE_BYTES};

use crate::kind::GameKind;
use std::fmt;

/// How a game ended for the player being rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "lowercase"))]
pub enum GameResult {
    Win,
    Draw,
    Loss,
}

impl GameResult {
    fn outcome(self) -> skillratings::Outcomes {
        match self {
            GameResult::Win => skillratings::Outcomes::WIN,
            GameResult::Draw => skillratings::Outcomes::DRAW,
            GameResult::Loss => skillratings::Outcomes::LOSS,
        }
    }
}

/// The number a rating is made of, for messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Rating,
    Deviation,
    Volatility,
    Uncertainty,
}

impl Field {
    fn name(self) -> &'static str {
        match self {
            Field::Rating => "rating",
            Field::Deviation => "deviation",
            Field::Volatility => "volatility",
            Field::Uncertainty => "uncertainty",
        }
    }
}

/// Why a rating, a game to rate or a profile's value is refused.
#[derive(Clone, Debug, PartialEq)]
pub enum RatingError {
    /// A number that is not finite or lies outside the band a real rating stays in: a forged or
    /// damaged claim.
    Implausible { field: Field, value: f64 },
    /// A live game whose game and seat count have no pool.
    NoPool { game: GameKind, seats: usize },
    /// A table rated with a number of players the rating does not take.
    Seats { found: usize },
    /// Placings that do not fit the players: one per player, each from 1 to their number.
    Ranks,
    /// The player to rate is not one of the seats.
    NoSuchSeat { index: usize, seats: usize },
    /// A rating of one system given for a pool of the other.
    WrongSystem { pool: Pool },
    /// A puzzle pool given where a game pool belongs, or the reverse.
    WrongPool { pool: Pool },
    /// A display name of the wrong length or with a control character.
    Name,
    /// A line that does not read as a game to rate (`PeopleGame::from_text`): what is wrong.
    Garbled(Garble),
}

/// What is wrong with a game to rate as text (`PeopleGame::from_text`, `read_claim`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Garble {
    NoSuchPool,
    NoSeat,
    NoRanks,
    RankNumber,
    NoClaims,
    ExtraParts,
    PerSeat,
    ClaimNumbers,
    ClaimCount,
}

impl fmt::Display for Garble {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Garble::NoSuchPool => "no such pool",
            Garble::NoSeat => "no seat",
            Garble::NoRanks => "no ranks",
            Garble::RankNumber => "a rank is a number",
            Garble::NoClaims => "no claims",
            Garble::ExtraParts => "more than four parts",
            Garble::PerSeat => "one rank and one claim per seat, this device's among them",
            Garble::ClaimNumbers => "a claim is numbers",
            Garble::ClaimCount => "a claim has two or three numbers",
        })
    }
}

impl fmt::Display for RatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingError::Implausible { field, value } => write!(f, "implausible {}: {value}", field.name()),
            RatingError::NoPool { game, seats } => write!(f, "no rating pool for {} with {seats} players", game.display_name()),
            RatingError::Seats { found } => write!(f, "a table is rated with 2 to 4 players, not {found}"),
            RatingError::Ranks => write!(f, "placings need one rank per player, each from 1 to the number of players"),
            RatingError::NoSuchSeat { index, seats } => write!(f, "player {index} is not one of the {seats} players"),
            RatingError::WrongSystem { pool } => write!(f, "the pool {} takes the other kind of rating", pool.key()),
            RatingError::WrongPool { pool } => write!(f, "the pool {} is not for this kind of result", pool.key()),
            RatingError::Garbled(what) => write!(f, "a game to rate that does not read: {what}"),
            RatingError::Name => write!(f, "a name is 1 to {MAX_NAME} characters, none of them a control character"),
        }
    }
}

impl std::error::Error for RatingError {}

/// A rating in the system its pool uses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rating {
    Glicko(Glicko),
    Table(TableRating),
}

impl Rating {
    /// The rating a newcomer to a pool of `system` starts from.
    pub fn start(system: System) -> Rating {
        match system {
            System::Glicko2 => Rating::Glicko(Glicko::START),
            System::WengLin => Rating::Table(TableRating::START),
        }
    }

    pub fn system(&self) -> System {
        match self {
            Rating::Glicko(_) => System::Glicko2,
            Rating::Table(_) => System::WengLin,
        }
    }

    /// The main number: the Glicko-2 rating, or the Weng-Lin mean.
    pub fn value(&self) -> f64 {
        match self {
            Rating::Glicko(g) => g.rating(),
            Rating::Table(t) => t.rating(),
        }
    }

    /// Whether too few games stand behind the rating to trust it.
    pub fn is_provisional(&self) -> bool {
        match self {
            Rating::Glicko(g) => g.is_provisional(),
            Rating::Table(t) => t.is_provisional(),
        }
    }
}

/// Keeps a rating's numbers to nine decimals, so that each has a short decimal text that reads
/// back to the same number: the profile file round-trips exactly and stays small.
/// (Adding zero turns -0 into 0, which would otherwise be written `-0`.)
pub(crate) fn quantise(x: f64) -> f64 {
    (x * 1e9).round() / 1e9 + 0.0
}

/// `value` as the main number of a rating of `system` (a history point's), if plausible.
fn check_value(system: System, value: f64) -> Result<f64, RatingError> {
    match system {
        System::Glicko2 => in_band(Field::Rating, value, MIN_RATING, MAX_RATING, false),
        System::WengLin => in_band(Field::Rating, value, MIN_TABLE_RATING, MAX_TABLE_RATING, false),
    }
}

/// `value` after quantising, if it is finite and within `low..=high` (`low` itself excluded
/// when `open_low`).
fn in_band(field: Field, value: f64, low: f64, high: f64, open_low: bool) -> Result<f64, RatingError> {
    let q = quantise(value);
    let above_low = if open_low { q > low } else { q >= low };
    if q.is_finite() && above_low && q <= high {
        Ok(q)
    } else {
        Err(RatingError::Implausible { field, value })
    }
}
