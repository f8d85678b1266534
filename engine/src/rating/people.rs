//! A finished game between people, as one device rates it. Live play has no server, so each
//! device rates its own player from the result and from the other players' ratings as they
//! claimed them (`docs/ratings.md` says what that cannot guarantee). The live layer builds one
//! of these when a rated game ends; the profile rates it (`Profile::play_people`).

use super::{GameResult, Garble, Glicko, Pool, Rating, RatingError, TableRating};

/// A finished game between people in `pool`, seen from seat `me`.
#[derive(Clone, Debug, PartialEq)]
pub struct PeopleGame {
    pub pool: Pool,
    pub me: usize,
    /// Each seat's placing, from 1; seats that tie share one.
    pub ranks: Vec<usize>,
    /// Each seat's rating as its player claimed it; this device's own seat is `None` (the
    /// profile has it).
    pub claims: Vec<Option<Rating>>,
}

impl PeopleGame {
    /// This device's result in a game of two.
    fn result_of_two(&self) -> Result<GameResult, RatingError> {
        let (Some(&mine), Some(&theirs)) = (self.ranks.get(self.me), self.ranks.get(1 - self.me.min(1))) else { return Err(RatingError::Ranks) };
        Ok(match mine.cmp(&theirs) {
            std::cmp::Ordering::Less => GameResult::Win,
            std::cmp::Ordering::Equal => GameResult::Draw,
            std::cmp::Ordering::Greater => GameResult::Loss,
        })
    }

    /// One line: `<pool> <me> <ranks> <claims>`, ranks and claims one per seat separated by
    /// commas, a claim's numbers by colons, `-` for no claim (`gyges.live.blitz 0 2,1 -,1612.5:80.2:0.06`).
    pub fn to_text(&self) -> String {
        let ranks: Vec<String> = self.ranks.iter().map(usize::to_string).collect();
        let claims: Vec<String> = self.claims.iter().map(|c| c.as_ref().map_or("-".to_string(), claim_text)).collect();
        format!("{} {} {} {}", self.pool.key(), self.me, ranks.join(","), claims.join(","))
    }

    /// Reads `to_text`'s line back; every claim is checked as a claim from a peer is.
    pub fn from_text(text: &str) -> Result<PeopleGame, RatingError> {
        let garbled = RatingError::Garbled;
        let mut parts = text.split(' ');
        let pool = parts.next().and_then(Pool::parse).ok_or(garbled(Garble::NoSuchPool))?;
        let me: usize = parts.next().and_then(|m| m.parse().ok()).ok_or(garbled(Garble::NoSeat))?;
        let ranks = parts.next().ok_or(garbled(Garble::NoRanks))?.split(',').map(|r| r.parse().map_err(|_| garbled(Garble::RankNumber))).collect::<Result<Vec<usize>, _>>()?;
        let claims = parts.next().ok_or(garbled(Garble::NoClaims))?.split(',').map(read_claim).collect::<Result<Vec<_>, _>>()?;
        if parts.next().is_some() {
            return Err(garbled(Garble::ExtraParts));
        }
        if ranks.len() != claims.len() || me >= ranks.len() {
            return Err(garbled(Garble::PerSeat));
        }
        Ok(PeopleGame { pool, me, ranks, claims })
    }
}

/// A rating as its player claims it to others: `r:d:v` (Glicko-2) or `r:u` (Weng-Lin).
pub fn claim_text(rating: &Rating) -> String {
    match rating {
        Rating::Glicko(g) => format!("{}:{}:{}", g.rating(), g.deviation(), g.volatility()),
        Rating::Table(t) => format!("{}:{}", t.rating(), t.uncertainty()),
    }
}

/// A claim as `claim_text` writes it, checked as every claim from a peer is; `-` is none.
pub fn read_claim(text: &str) -> Result<Option<Rating>, RatingError> {
    if text == "-" {
        return Ok(None);
    }
    let numbers = text.split(':').map(|n| n.parse::<f64>().map_err(|_| RatingError::Garbled(Garble::ClaimNumbers))).collect::<Result<Vec<f64>, _>>()?;
    match numbers[..] {
        [r, d, v] => Ok(Some(Rating::Glicko(Glicko::new(r, d, v)?))),
        [r, u] => Ok(Some(Rating::Table(TableRating::new(r, u)?))),
        _ => Err(RatingError::Garbled(Garble::ClaimCount)),
    }
}

impl super::Profile {
    /// Rates and records a finished game between people; returns the new rating.
    pub fn play_people(&mut self, game: &PeopleGame, day: u32) -> Result<Rating, RatingError> {
        if game.claims.len() == 2 {
            let result = game.result_of_two()?;
            let Some(Rating::Glicko(opponent)) = game.claims.get(1 - game.me.min(1)).copied().flatten() else { return Err(RatingError::WrongSystem { pool: game.pool }) };
            return self.play_two(game.pool, opponent, result, day).map(Rating::Glicko);
        }
        let ratings = game
            .claims
            .iter()
            .enumerate()
            .map(|(seat, c)| match c {
                Some(Rating::Table(t)) => Ok(*t),
                None if seat == game.me => Ok(TableRating::START),
                _ => Err(RatingError::WrongSystem { pool: game.pool }),
            })
            .collect::<Result<Vec<_>, _>>()?;
        self.play_table(game.pool, game.me, &ratings, &game.ranks, day).map(Rating::Table)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{rate_table, rate_two, Duel, Profile, Seats, TimeClass};
    use super::*;

    fn blitz() -> Pool {
        Pool::Live(Duel::Gyges, TimeClass::Blitz)
    }

    #[test]
    fn a_game_of_two_rates_against_the_claim_as_glicko_2_does() {
        let claim = Glicko::new(1700.0, 80.0, 0.06).unwrap();
        let game = PeopleGame { pool: blitz(), me: 0, ranks: vec![1, 2], claims: vec![None, Some(Rating::Glicko(claim))] };
        let mut profile = Profile::new("Ann").unwrap();
        let after = profile.play_people(&game, 100).unwrap();
        assert_eq!(after, Rating::Glicko(rate_two(Glicko::START, claim, GameResult::Win)));
        assert!(after.value() > 1500.0, "a win over a stronger claim raises the rating");
        assert_eq!(profile.rating(blitz()), after);
        let lost = PeopleGame { ranks: vec![2, 1], ..game.clone() };
        assert!(profile.play_people(&lost, 101).unwrap().value() < after.value());
    }

    #[test]
    fn a_table_rates_with_weng_lin_against_every_claim() {
        let pool = Pool::Table(Seats::Three);
        let (a, b) = (TableRating::new(30.0, 5.0).unwrap(), TableRating::new(20.0, 7.0).unwrap());
        let game = PeopleGame { pool, me: 1, ranks: vec![2, 1, 2], claims: vec![Some(Rating::Table(a)), None, Some(Rating::Table(b))] };
        let mut profile = Profile::new("Ann").unwrap();
        let after = profile.play_people(&game, 100).unwrap();
        assert_eq!(after, Rating::Table(rate_table(1, &[a, TableRating::START, b], &[2, 1, 2]).unwrap()));
    }

    #[test]
    fn the_line_reads_back_and_forged_claims_are_refused() {
        let claim = Glicko::new(1612.5, 80.25, 0.06).unwrap();
        let game = PeopleGame { pool: blitz(), me: 1, ranks: vec![1, 1], claims: vec![Some(Rating::Glicko(claim)), None] };
        assert_eq!(PeopleGame::from_text(&game.to_text()), Ok(game));
        for forged in [
            "gyges.live.blitz 0 1,2 -,99999:80:0.06",
            "gyges.live.blitz 0 1,2 -,1500:0:0.06",
            "gyges.live.blitz 0 1,2 -,NaN:80:0.06",
            "gyges.live.blitz 0 1,2 -,1500",
            "gyges.live.blitz 2 1,2 -,-",
            "gyges.live.blitz 0 1 -,-",
            "nowhere 0 1,2 -,-",
            "gyges.live.blitz 0 1,2 -,- more",
        ] {
            assert!(PeopleGame::from_text(forged).is_err(), "{forged}");
        }
        let wrong_system = PeopleGame { pool: blitz(), me: 0, ranks: vec![1, 2], claims: vec![None, Some(Rating::Table(TableRating::START))] };
        assert!(Profile::new("Ann").unwrap().play_people(&wrong_system, 1).is_err());
    }

    #[test]
    fn a_garbled_line_says_which_part_is_wrong() {
        let why = |text: &str| PeopleGame::from_text(text).unwrap_err();
        let garbled = RatingError::Garbled;
        assert_eq!(why("nowhere 0 1,2 -,-"), garbled(Garble::NoSuchPool));
        assert_eq!(why("gyges.live.blitz"), garbled(Garble::NoSeat));
        assert_eq!(why("gyges.live.blitz x 1,2 -,-"), garbled(Garble::NoSeat));
        assert_eq!(why("gyges.live.blitz 0"), garbled(Garble::NoRanks));
        assert_eq!(why("gyges.live.blitz 0 1,x -,-"), garbled(Garble::RankNumber));
        assert_eq!(why("gyges.live.blitz 0 1,2"), garbled(Garble::NoClaims));
        assert_eq!(why("gyges.live.blitz 0 1,2 -,- more"), garbled(Garble::ExtraParts));
        assert_eq!(why("gyges.live.blitz 2 1,2 -,-"), garbled(Garble::PerSeat));
        assert_eq!(why("gyges.live.blitz 0 1 -,-"), garbled(Garble::PerSeat));
        assert_eq!(why("gyges.live.blitz 0 1,2 -,x:80"), garbled(Garble::ClaimNumbers));
        assert_eq!(why("gyges.live.blitz 0 1,2 -,1500"), garbled(Garble::ClaimCount));
        assert_eq!(why("gyges.live.blitz 0 1,2 -,1500:0:0.06"), RatingError::Implausible { field: super::super::Field::Deviation, value: 0.0 });
        assert_eq!(why("gyges.live.blitz 0 1,2 -,1500").to_string(), "a game to rate that does not read: a claim has two or three numbers");
        assert_eq!(RatingError::Name.to_string(), format!("a name is 1 to {} characters, none of them a control character", super::super::MAX_NAME));
    }
}
