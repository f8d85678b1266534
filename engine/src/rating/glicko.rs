//! Two-player ratings: Glicko-2, computed by `skillratings::glicko2` with its default settings
//! (tau 0.5), one game at a time as lichess does.

use super::{in_band, quantise, Field, GameResult, RatingError};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};

/// The band a rating stays in. Real ratings keep far inside it; a claim outside is forged.
pub const MIN_RATING: f64 = 0.0;
pub const MAX_RATING: f64 = 4000.0;
/// A newcomer's deviation, and the most any rating has.
pub const MAX_DEVIATION: f64 = 350.0;
/// Volatility barely moves from its start (0.06); a claim above this is forged, and an update
/// that would pass it is held at it.
pub const MAX_VOLATILITY: f64 = 0.1;
/// Above this deviation a rating is provisional: lichess's threshold.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The smallest deviation and volatility an update keeps: they must stay above zero, which the
/// claim check requires, even after quantising.
const KEPT_DEVIATION: f64 = 0.001;
const KEPT_VOLATILITY: f64 = 0.000_001;

/// A Glicko-2 rating. Every value is plausible (see [`Glicko::new`]) and kept to nine decimals.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko {
    rating: f64,
    deviation: f64,
    volatility: f64,
}

impl Glicko {
    /// Where every player and every pool starts: skillratings' (and Glickman's) default.
    pub const START: Glicko = Glicko { rating: 1500.0, deviation: 350.0, volatility: 0.06 };

    /// A rating from its three numbers, as a profile or a peer states them. Refused unless each
    /// is finite and plausible: rating within `MIN_RATING..=MAX_RATING`, deviation in
    /// `(0, MAX_DEVIATION]`, volatility in `(0, MAX_VOLATILITY]`.
    pub fn new(rating: f64, deviation: f64, volatility: f64) -> Result<Glicko, RatingError> {
        Ok(Glicko {
            rating: in_band(Field::Rating, rating, MIN_RATING, MAX_RATING, false)?,
            deviation: in_band(Field::Deviation, deviation, 0.0, MAX_DEVIATION, true)?,
            volatility: in_band(Field::Volatility, volatility, 0.0, MAX_VOLATILITY, true)?,
        })
    }

    pub fn rating(&self) -> f64 {
        self.rating
    }

    pub fn deviation(&self) -> f64 {
        self.deviation
    }

    pub fn volatility(&self) -> f64 {
        self.volatility
    }

    /// Whether the deviation is still above [`PROVISIONAL_DEVIATION`]: too few games to trust.
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// A rating this module sets itself (a computer level, a new puzzle), with the starting
    /// volatility; `rating` and `deviation` must be in band and quantised, which tests check.
    pub(super) const fn fixed(rating: f64, deviation: f64) -> Glicko {
        Glicko { rating, deviation, volatility: Glicko::START.volatility }
    }

    pub(super) fn raw(&self) -> Glicko2Rating {
        Glicko2Rating { rating: self.rating, deviation: self.deviation, volatility: self.volatility }
    }

    /// The crate's result, held inside the bands (so that peers accept it) and quantised. A
    /// number that is not finite, which valid inputs never give, leaves `before`'s.
    pub(super) fn settle(after: Glicko2Rating, before: Glicko) -> Glicko {
        let keep = |new: f64, old: f64, low: f64, high: f64| if new.is_finite() { quantise(new.clamp(low, high)) } else { old };
        Glicko {
            rating: keep(after.rating, before.rating, MIN_RATING, MAX_RATING),
            deviation: keep(after.deviation, before.deviation, KEPT_DEVIATION, MAX_DEVIATION),
            volatility: keep(after.volatility, before.volatility, KEPT_VOLATILITY, MAX_VOLATILITY),
        }
    }
}

impl Default for Glicko {
    fn default() -> Self {
        Glicko::START
    }
}

/// The player's new rating after one game against `opponent`. Only the player's own rating is
/// returned: in live play each device rates its own player, taking the opponent's rating as
/// the opponent claims it.
pub fn rate_two(me: Glicko, opponent: Glicko, result: GameResult) -> Glicko {
    let (mine, _) = glicko2(&me.raw(), &opponent.raw(), &result.outcome(), &Glicko2Config::new());
    Glicko::settle(mine, me)
}

/// The chance, from 0 to 1, that `me` beats `opponent` (a draw counting half).
pub fn expected_score(me: Glicko, opponent: Glicko) -> f64 {
    skillratings::glicko2::expected_score(&me.raw(), &opponent.raw()).0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_stored_exactly() {
        let s = Glicko::START;
        assert_eq!(Glicko::new(s.rating, s.deviation, s.volatility), Ok(s));
        assert!(s.is_provisional());
    }

    #[test]
    fn updates_stay_in_band() {
        // A player at the top beating the weakest possible opponent, and the reverse: the
        // result is held in the band the claim check uses.
        let top = Glicko::new(MAX_RATING, MAX_DEVIATION, MAX_VOLATILITY).unwrap();
        let bottom = Glicko::new(MIN_RATING, MAX_DEVIATION, MAX_VOLATILITY).unwrap();
        for (me, them) in [(top, bottom), (bottom, top)] {
            for result in [GameResult::Win, GameResult::Draw, GameResult::Loss] {
                let after = rate_two(me, them, result);
                assert_eq!(Glicko::new(after.rating, after.deviation, after.volatility), Ok(after));
            }
        }
    }

    #[test]
    fn quantised_values_read_back_exactly() {
        let g = Glicko::new(1_523.123_456_789_123, 87.654_321_987_654, 0.059_999_675_372_338).unwrap();
        assert_eq!(g.rating, 1_523.123_456_789);
        let again = Glicko::new(g.rating.to_string().parse().unwrap(), g.deviation.to_string().parse().unwrap(), g.volatility.to_string().parse().unwrap());
        assert_eq!(again, Ok(g));
    }
}
