//! Ratings for games of more than two players (Table Gype with 3 or 4): Weng-Lin, computed by
//! `skillratings::weng_lin` as a free-for-all of one-player teams placed by rank.

use super::{in_band, quantise, Field, RatingError};
use crate::player::MAX_SEATS;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// The band a table rating's mean stays in (it starts at 25 and moves a few points a game).
pub const MIN_TABLE_RATING: f64 = -50.0;
pub const MAX_TABLE_RATING: f64 = 100.0;
/// A newcomer's uncertainty (skillratings' default, 25/3, to nine decimals), and the most any
/// table rating has.
pub const START_UNCERTAINTY: f64 = 8.333_333_333;
/// Above this uncertainty a table rating is provisional: half the start. Weng-Lin's
/// uncertainty shrinks more slowly than Glicko-2's deviation (110/350 of the start would take 20
/// to 35 tables); half takes about 7 to 11 tables against settled players, as 110 takes about 10
/// games in Glicko-2.
pub const TABLE_PROVISIONAL_UNCERTAINTY: f64 = START_UNCERTAINTY / 2.0;

/// The smallest uncertainty an update keeps, above zero even after quantising.
const KEPT_UNCERTAINTY: f64 = 0.000_001;

/// A Weng-Lin rating: a mean and its uncertainty. Every value is plausible and kept to nine
/// decimals.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableRating {
    rating: f64,
    uncertainty: f64,
}

impl TableRating {
    pub const START: TableRating = TableRating { rating: 25.0, uncertainty: START_UNCERTAINTY };

    /// A table rating from its numbers, refused unless the mean is within
    /// `MIN_TABLE_RATING..=MAX_TABLE_RATING` and the uncertainty in `(0, START_UNCERTAINTY]`.
    pub fn new(rating: f64, uncertainty: f64) -> Result<TableRating, RatingError> {
        Ok(TableRating {
            rating: in_band(Field::Rating, rating, MIN_TABLE_RATING, MAX_TABLE_RATING, false)?,
            uncertainty: in_band(Field::Uncertainty, uncertainty, 0.0, START_UNCERTAINTY, true)?,
        })
    }

    pub fn rating(&self) -> f64 {
        self.rating
    }

    pub fn uncertainty(&self) -> f64 {
        self.uncertainty
    }

    pub fn is_provisional(&self) -> bool {
        self.uncertainty > TABLE_PROVISIONAL_UNCERTAINTY
    }

    fn raw(&self) -> WengLinRating {
        WengLinRating { rating: self.rating, uncertainty: self.uncertainty }
    }

    fn settle(after: &WengLinRating, before: TableRating) -> TableRating {
        let keep = |new: f64, old: f64, low: f64, high: f64| if new.is_finite() { quantise(new.clamp(low, high)) } else { old };
        TableRating {
            rating: keep(after.rating, before.rating, MIN_TABLE_RATING, MAX_TABLE_RATING),
            uncertainty: keep(after.uncertainty, before.uncertainty, KEPT_UNCERTAINTY, START_UNCERTAINTY),
        }
    }
}

impl Default for TableRating {
    fn default() -> Self {
        TableRating::START
    }
}

/// The new rating of player `me` after a game between `ratings` (one per player, 2 to 4), who
/// placed `ranks` (1 for first; players who tie share a rank). The pools use it for 3 and 4
/// players; two players are rated with Glicko-2.
pub fn rate_table(me: usize, ratings: &[TableRating], ranks: &[usize]) -> Result<TableRating, RatingError> {
    let seats = ratings.len();
    if !(2..=MAX_SEATS).contains(&seats) {
        return Err(RatingError::Seats { found: seats });
    }
    if ranks.len() != seats || ranks.iter().any(|&r| r == 0 || r > seats) {
        return Err(RatingError::Ranks);
    }
    if me >= seats {
        return Err(RatingError::NoSuchSeat { index: me, seats });
    }
    let teams: Vec<[WengLinRating; 1]> = ratings.iter().map(|r| [r.raw()]).collect();
    let placed: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams.iter().zip(ranks).map(|(team, &rank)| (&team[..], MultiTeamOutcome::new(rank))).collect();
    let after = weng_lin_multi_team(&placed, &WengLinConfig::new());
    match after.get(me).and_then(|team| team.first()) {
        Some(mine) => Ok(TableRating::settle(mine, ratings[me])),
        // The crate returns one team per team given; kept as is should it ever not.
        None => Ok(ratings[me]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_stored_exactly() {
        let s = TableRating::START;
        assert_eq!(TableRating::new(s.rating, s.uncertainty), Ok(s));
        assert_eq!(quantise(25.0 / 3.0), START_UNCERTAINTY);
        assert!(s.is_provisional());
    }

    #[test]
    fn bad_tables_are_refused() {
        let four = [TableRating::START; 4];
        assert_eq!(rate_table(0, &four[..1], &[1]), Err(RatingError::Seats { found: 1 }));
        assert_eq!(rate_table(0, &[TableRating::START; 5], &[1, 2, 3, 4, 5]), Err(RatingError::Seats { found: 5 }));
        assert_eq!(rate_table(0, &four, &[1, 2, 3]), Err(RatingError::Ranks));
        assert_eq!(rate_table(0, &four, &[1, 2, 3, 5]), Err(RatingError::Ranks));
        assert_eq!(rate_table(0, &four, &[0, 2, 3, 4]), Err(RatingError::Ranks));
        assert_eq!(rate_table(4, &four, &[1, 2, 3, 4]), Err(RatingError::NoSuchSeat { index: 4, seats: 4 }));
    }

    #[test]
    fn first_rises_and_last_falls() {
        let four = [TableRating::START; 4];
        let ranks = [2, 1, 4, 3];
        let after: Vec<TableRating> = (0..4).map(|i| rate_table(i, &four, &ranks).unwrap()).collect();
        assert!(after[1].rating > after[0].rating && after[0].rating > 25.0);
        assert!(after[2].rating < after[3].rating && after[3].rating < 25.0);
        assert!(after.iter().all(|a| a.uncertainty < START_UNCERTAINTY));
    }
}
