//! The computer's ladder: each level has a fixed rating per game, and a game against the
//! computer rates the person with Glicko-2 against it. Level ratings never move, so the pool
//! stays anchored however many people play it.
//!
//! Until the levels are rated against people, their ratings come from self-play: each measured
//! score between adjacent levels becomes a rating difference by the logistic Elo formula, and
//! the differences are chained up from Random at 0.

use super::{rate_two, GameResult, Glicko};
use crate::kind::GameKind;
use crate::player::Level;

/// One self-play line of the "Measured strength" table in `docs/ai.md` (the README's table
/// rounds the same figures): the stronger level's share of wins and of draws, in percent.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    pub game: GameKind,
    pub stronger: Level,
    pub weaker: Level,
    pub wins: f64,
    pub draws: f64,
}

impl Measured {
    /// The stronger level's score, a draw counting half, from 0 to 1.
    pub fn score(&self) -> f64 {
        (self.wins + self.draws / 2.0) / 100.0
    }
}

const fn line(game: GameKind, stronger: Level, weaker: Level, wins: f64, draws: f64) -> Measured {
    Measured { game, stronger, weaker, wins, draws }
}

use GameKind::{Gipf, Gype, Gyges};
use Level::{Easy, Expert, Greedy, Hard, Medium, Random};

/// The self-play results behind [`LADDER`], copied from `docs/ai.md` ("Measured strength");
/// `tests/rating.rs` checks they still match it.
pub const MEASURED: [Measured; 18] = [
    line(Gyges, Easy, Greedy, 80.0, 2.0),
    line(Gyges, Medium, Easy, 80.5, 0.5),
    line(Gyges, Hard, Medium, 72.5, 1.5),
    line(Gyges, Expert, Hard, 74.0, 2.0),
    line(Gyges, Hard, Greedy, 98.5, 1.0),
    line(Gyges, Hard, Random, 100.0, 0.0),
    line(Gipf, Easy, Greedy, 68.5, 0.0),
    line(Gipf, Medium, Easy, 100.0, 0.0),
    line(Gipf, Hard, Medium, 92.5, 0.0),
    line(Gipf, Expert, Hard, 93.3, 0.0),
    line(Gipf, Hard, Greedy, 100.0, 0.0),
    line(Gipf, Hard, Random, 100.0, 0.0),
    line(Gype, Easy, Greedy, 75.0, 0.0),
    line(Gype, Medium, Easy, 67.0, 0.0),
    line(Gype, Hard, Medium, 70.5, 0.0),
    line(Gype, Hard, Greedy, 94.0, 0.0),
    line(Gype, Hard, Random, 100.0, 0.0),
    line(Gype, Expert, Hard, 60.5, 0.0),
];

/// A clean sweep says only that the gap is large; it counts as this score, whose difference
/// (about 798 points) is then a lower bound.
pub const SCORE_CAP: f64 = 0.99;

/// Each level's rating per game, in the order of `Level::ALL` (Random, Greedy, Easy, Medium,
/// Hard, Expert), derived by [`derive_ladder`] from [`MEASURED`] and rounded. Greedy vs Random
/// was never measured: Greedy sits where Hard's 100% against Random (a gap of at least the
/// capped 798) puts it below Hard by the measured chain, and at Random where the chain alone
/// spans more than that (GIPF, whose clipped 100% steps make it so).
pub const LADDER: [(GameKind, [u16; 6]); 3] = [
    (Gyges, [0, 122, 374, 623, 798, 989]),
    (Gype, [0, 333, 524, 647, 798, 872]),
    (Gipf, [0, 0, 135, 933, 1370, 1827]),
];

/// The deviation given to a level's rating: about the error of a chain of 200-game
/// measurements, so a game against the computer counts a little less than one against a
/// person whose rating is settled.
pub const LEVEL_DEVIATION: f64 = 50.0;

/// The rating difference at which the stronger side scores `score` (0 to 1) by the logistic
/// Elo formula `400 · log10(p / (1 − p))`, with `p` clipped to `[1 − SCORE_CAP, SCORE_CAP]`.
pub fn elo_difference(score: f64) -> f64 {
    let p = score.clamp(1.0 - SCORE_CAP, SCORE_CAP);
    400.0 * (p / (1.0 - p)).log10()
}

/// Each level's rating for `game` from `measured`, unrounded, in the order of `Level::ALL`;
/// `None` if a step the chain needs is missing. Random is 0; Easy, Medium, Hard and Expert
/// each stand above the level below by their measured score; Greedy is placed so that Hard is
/// at least as far above Random as its measured (capped) score says, and never below Random.
pub fn derive_ladder(game: GameKind, measured: &[Measured]) -> Option<[f64; 6]> {
    let step = |stronger: Level, weaker: Level| {
        measured.iter().find(|m| m.game == game && m.stronger == stronger && m.weaker == weaker).map(|m| elo_difference(m.score()))
    };
    let (easy, medium, hard, expert) = (step(Easy, Greedy)?, step(Medium, Easy)?, step(Hard, Medium)?, step(Expert, Hard)?);
    let greedy = (step(Hard, Random)? - (easy + medium + hard)).max(0.0);
    let mut ladder = [0.0; 6];
    let mut rating = greedy;
    ladder[Greedy as usize] = rating;
    for (level, gap) in [(Easy, easy), (Medium, medium), (Hard, hard), (Expert, expert)] {
        rating += gap;
        ladder[level as usize] = rating;
    }
    Some(ladder)
}

/// The fixed rating of the computer at `level` in `game`.
pub fn level_rating(game: GameKind, level: Level) -> Glicko {
    let ratings = LADDER.iter().find(|(g, _)| *g == game).map_or([0; 6], |(_, r)| *r);
    Glicko::fixed(f64::from(ratings[level as usize]), LEVEL_DEVIATION)
}

/// The person's new rating in `game`'s computer pool after a game against `level`.
pub fn rate_computer(me: Glicko, game: GameKind, level: Level, result: GameResult) -> Glicko {
    rate_two(me, level_rating(game, level), result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_what_the_measurements_give() {
        for game in GameKind::ALL {
            let derived = derive_ladder(game, &MEASURED).expect("every step is measured");
            let rounded: Vec<u16> = derived.iter().map(|r| r.round() as u16).collect();
            let (_, table) = LADDER.iter().find(|(g, _)| *g == game).expect("every game has a ladder");
            assert_eq!(&rounded[..], &table[..], "{}: derived {derived:?}", game.name());
            assert!(table.windows(2).all(|w| w[0] <= w[1]), "{}: levels in order", game.name());
        }
    }

    #[test]
    fn level_ratings_are_plausible() {
        for game in GameKind::ALL {
            for level in Level::ALL {
                let g = level_rating(game, level);
                assert_eq!(Glicko::new(g.rating(), g.deviation(), g.volatility()), Ok(g));
            }
        }
    }

    #[test]
    fn the_formula_is_the_logistic_one() {
        assert!(elo_difference(0.5).abs() < 1e-12);
        assert!((elo_difference(0.75) - 400.0 * 3f64.log10()).abs() < 1e-9);
        assert_eq!(elo_difference(1.0), elo_difference(SCORE_CAP));
        assert!((elo_difference(1.0) - 798.25).abs() < 0.01);
        assert!((elo_difference(0.0) + elo_difference(1.0)).abs() < 1e-9);
    }
}
