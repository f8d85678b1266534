//! The computer's ladder: each level has a fixed rating per game, and a game against the
//! computer rates the person with Glicko-2 against it. Level ratings never move, so the pool
//! stays anchored however many people play it.
//!
//! The ratings are one Bradley–Terry (Elo) fit of every measured match between levels (and,
//! for Gygès, against the engine Helios 1.1), so every level of every game stands on one scale:
//! Helios 1.1 at `maxTime 0.1` is [`HELIOS_RATING`] in Gygès, and the random player, the one
//! player every game shares, stands in GIPF and Table Gype where the fit puts it in Gygès.

use super::{rate_two, GameResult, Glicko};
use crate::kind::GameKind;
use crate::player::Level;

/// One side of a measured match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contestant {
    Level(Level),
    /// The Gygès engine Helios 1.1.0 at `maxTime 0.1`, the Gygès scale's anchor.
    Helios,
}

impl Contestant {
    /// The name `docs/strength.md` gives it: a level's name, or `helios`.
    pub fn name(self) -> &'static str {
        match self {
            Contestant::Level(level) => level.name(),
            Contestant::Helios => "helios",
        }
    }

    /// The contestant named `text` (as [`Contestant::name`] writes it).
    pub fn parse(text: &str) -> Option<Contestant> {
        match text {
            "helios" => Some(Contestant::Helios),
            _ => Level::parse(text).ok().map(Contestant::Level),
        }
    }

    /// Its place in a fit's list: the levels in the order of `Level::ALL`, then Helios.
    fn index(self) -> usize {
        match self {
            Contestant::Level(level) => level as usize,
            Contestant::Helios => Level::ALL.len(),
        }
    }
}

/// How many contestants a fit places: every level, and Helios.
const CONTESTANTS: usize = Level::ALL.len() + 1;

/// One measured match of the "Measured strength" table in `docs/strength.md`: `a`'s wins, the draws
/// and `b`'s wins.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    pub game: GameKind,
    pub a: Contestant,
    pub b: Contestant,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Measured {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// `a`'s score, a draw counting half, from 0 to 1.
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games().max(1))
    }
}

const fn line(game: GameKind, a: Level, b: Level, wins: u32, draws: u32, losses: u32) -> Measured {
    Measured { game, a: Contestant::Level(a), b: Contestant::Level(b), wins, draws, losses }
}

const fn helios(a: Level, wins: u32, draws: u32, losses: u32) -> Measured {
    Measured { game: GameKind::Gyges, a: Contestant::Level(a), b: Contestant::Helios, wins, draws, losses }
}

use GameKind::{Gipf, Gype, Gyges};
use Level::{Easy, Expert, Greedy, Hard, Master, Medium, Random};

/// The matches behind [`LADDER`], copied from `docs/strength.md` ("Measured strength");
/// `tests/rating.rs` checks they still match it.
pub const MEASURED: [Measured; 26] = [
    line(Gyges, Easy, Greedy, 165, 2, 33),
    line(Gyges, Medium, Easy, 164, 2, 34),
    line(Gyges, Hard, Medium, 148, 1, 51),
    line(Gyges, Expert, Hard, 138, 3, 59),
    line(Gyges, Hard, Greedy, 197, 0, 3),
    line(Gyges, Hard, Random, 100, 0, 0),
    line(Gyges, Greedy, Random, 200, 0, 0),
    line(Gyges, Master, Expert, 38, 1, 21),
    helios(Expert, 21, 0, 5),
    helios(Master, 209, 7, 83),
    line(Gipf, Easy, Greedy, 137, 0, 63),
    line(Gipf, Medium, Easy, 200, 0, 0),
    line(Gipf, Hard, Medium, 185, 0, 15),
    line(Gipf, Expert, Hard, 84, 0, 6),
    line(Gipf, Hard, Greedy, 100, 0, 0),
    line(Gipf, Hard, Random, 50, 0, 0),
    line(Gipf, Greedy, Random, 200, 0, 0),
    line(Gipf, Master, Expert, 38, 0, 2),
    line(Gype, Easy, Greedy, 150, 0, 50),
    line(Gype, Medium, Easy, 134, 0, 66),
    line(Gype, Hard, Medium, 141, 0, 59),
    line(Gype, Hard, Greedy, 188, 0, 12),
    line(Gype, Hard, Random, 100, 0, 0),
    line(Gype, Greedy, Random, 200, 0, 0),
    line(Gype, Master, Expert, 6, 0, 4),
    line(Gype, Expert, Hard, 121, 0, 79),
];

/// Helios 1.1 at `maxTime 0.1` on the Gygès scale: the number the scale is pinned to (about
/// where a strong club player sits on the usual Elo scales; the choice only shifts every number).
pub const HELIOS_RATING: f64 = 2000.0;

/// The prior of the fit: every measured pair also counts this many drawn games, so a clean
/// sweep (Hard against Random) gives a large but finite gap.
pub const PRIOR_DRAWS: f64 = 1.0;

/// Each level's rating per game, in the order of `Level::ALL` (Random, Greedy, Easy, Medium,
/// Hard, Expert, Master), from [`fit_ladders`] on [`MEASURED`], rounded.
pub const LADDER: [(GameKind, [u16; Level::ALL.len()]); 3] = [
    (Gyges, [334, 1256, 1525, 1788, 1968, 2112, 2166]),
    (Gype, [334, 1260, 1450, 1573, 1724, 1798, 1861]),
    (Gipf, [334, 1254, 1385, 2238, 2658, 3103, 3578]),
];

/// The deviation given to a level's rating: about the error of a fit on 200-game matches, so
/// a game against the computer counts a little less than one against a person whose rating is
/// settled.
pub const LEVEL_DEVIATION: f64 = 50.0;

/// The rating difference at which the stronger side scores `score` (0 to 1) by the logistic
/// Elo formula `400 · log10(p / (1 − p))`.
pub fn elo_difference(score: f64) -> f64 {
    400.0 * (score / (1.0 - score)).log10()
}

/// The Bradley–Terry ratings of the contestants of `game` in `measured` (by [`Contestant`]'s
/// index; `None` for one that played no match), by maximum likelihood with the
/// [`PRIOR_DRAWS`] prior (Zermelo's iteration), on the Elo scale, the lowest rated at 0.
/// `None` when the matches do not connect every contestant that played.
pub fn bradley_terry(game: GameKind, measured: &[Measured]) -> Option<[Option<f64>; CONTESTANTS]> {
    // games[i][j]: games between i and j; score[i]: points of i, prior draws included.
    let mut games = [[0.0f64; CONTESTANTS]; CONTESTANTS];
    let mut score = [0.0f64; CONTESTANTS];
    for m in measured.iter().filter(|m| m.game == game) {
        let (a, b) = (m.a.index(), m.b.index());
        let n = f64::from(m.games()) + PRIOR_DRAWS;
        games[a][b] += n;
        games[b][a] += n;
        score[a] += f64::from(m.wins) + (f64::from(m.draws) + PRIOR_DRAWS) / 2.0;
        score[b] += f64::from(m.losses) + (f64::from(m.draws) + PRIOR_DRAWS) / 2.0;
    }
    let played: Vec<usize> = (0..CONTESTANTS).filter(|&i| games[i].iter().any(|&n| n > 0.0)).collect();
    if played.is_empty() || !connected(&games, &played) {
        return None;
    }
    let mut strength = [1.0f64; CONTESTANTS];
    for _ in 0..100_000 {
        let mut next = strength;
        for &i in &played {
            let denominator: f64 = played.iter().filter(|&&j| j != i).map(|&j| games[i][j] / (strength[i] + strength[j])).sum();
            next[i] = score[i] / denominator;
        }
        // Strengths are defined up to a factor: keep their product at 1.
        let log_mean = played.iter().map(|&i| next[i].ln()).sum::<f64>() / played.len() as f64;
        let change = played.iter().map(|&i| ((next[i].ln() - log_mean) - strength[i].ln()).abs()).fold(0.0, f64::max);
        for &i in &played {
            strength[i] = (next[i].ln() - log_mean).exp();
        }
        if change < 1e-12 {
            break;
        }
    }
    let elo = |i: usize| 400.0 * strength[i].log10();
    let lowest = played.iter().map(|&i| elo(i)).fold(f64::INFINITY, f64::min);
    let mut ratings = [None; CONTESTANTS];
    for &i in &played {
        ratings[i] = Some(elo(i) - lowest);
    }
    Some(ratings)
}

/// Whether the matches link every contestant in `played` to every other.
fn connected(games: &[[f64; CONTESTANTS]; CONTESTANTS], played: &[usize]) -> bool {
    let mut reached = vec![played[0]];
    let mut i = 0;
    while i < reached.len() {
        let from = reached[i];
        for &to in played {
            if games[from][to] > 0.0 && !reached.contains(&to) {
                reached.push(to);
            }
        }
        i += 1;
    }
    reached.len() == played.len()
}

/// Every game's level ratings from `measured`, unrounded, in the order of `Level::ALL`, and
/// Helios's: Gygès pinned by Helios at [`HELIOS_RATING`], the other games by Random at Gygès's
/// Random. `None` when a game misses a level or the Gygès matches miss Helios.
pub fn fit_ladders(measured: &[Measured]) -> Option<[(GameKind, [f64; Level::ALL.len()]); 3]> {
    let gyges = bradley_terry(Gyges, measured)?;
    let helios = gyges[Contestant::Helios.index()]?;
    let shift = HELIOS_RATING - helios;
    let random = gyges[Random as usize]? + shift;
    let mut ladders = [(Gyges, [0.0; Level::ALL.len()]), (Gype, [0.0; Level::ALL.len()]), (Gipf, [0.0; Level::ALL.len()])];
    for (game, ladder) in ladders.iter_mut() {
        let fit = if *game == Gyges { gyges } else { bradley_terry(*game, measured)? };
        let shift = if *game == Gyges { shift } else { random - fit[Random as usize]? };
        for level in Level::ALL {
            ladder[level as usize] = fit[level as usize]? + shift;
        }
    }
    Some(ladders)
}

/// The rating of the computer at `level` in `game`, as the level picker shows it.
pub fn level_elo(game: GameKind, level: Level) -> u16 {
    LADDER.iter().find(|(g, _)| *g == game).map_or(0, |(_, r)| r[level as usize])
}

/// The fixed rating of the computer at `level` in `game`.
pub fn level_rating(game: GameKind, level: Level) -> Glicko {
    Glicko::fixed(f64::from(level_elo(game, level)), LEVEL_DEVIATION)
}

/// The person's new rating in `game`'s computer pool after a game against `level`.
pub fn rate_computer(me: Glicko, game: GameKind, level: Level, result: GameResult) -> Glicko {
    rate_two(me, level_rating(game, level), result)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_what_the_fit_gives() {
        let fitted = fit_ladders(&MEASURED).expect("every level is measured");
        for (game, fit) in fitted {
            let rounded: Vec<u16> = fit.iter().map(|r| r.round() as u16).collect();
            let (_, table) = LADDER.iter().find(|(g, _)| *g == game).expect("every game has a ladder");
            assert_eq!(&rounded[..], &table[..], "{}: fitted {fit:?}", game.name());
            assert!(table.windows(2).all(|w| w[0] < w[1]), "{}: levels in order", game.name());
        }
    }

    #[test]
    fn the_fit_recovers_known_strengths() {
        // Expected results of players 0, 200 and 500 apart: the fit finds the gaps again.
        let expected = |gap: f64| 1.0 / (1.0 + 10f64.powf(-gap / 400.0));
        let games = 1_000_000u32;
        let result = |a, b, gap: f64| {
            let wins = (expected(gap) * f64::from(games)).round() as u32;
            line(Gipf, a, b, wins, 0, games - wins)
        };
        let measured = [result(Easy, Greedy, 200.0), result(Medium, Easy, 300.0), result(Medium, Greedy, 500.0)];
        let fit = bradley_terry(Gipf, &measured).unwrap();
        let at = |l: Level| fit[l as usize].unwrap();
        assert!((at(Greedy)).abs() < 1e-9, "the lowest is 0");
        assert!((at(Easy) - 200.0).abs() < 0.5 && (at(Medium) - 500.0).abs() < 0.5, "{fit:?}");
        assert_eq!(fit[Random as usize], None);
        // Two groups that never met: no fit.
        assert_eq!(bradley_terry(Gipf, &[result(Easy, Greedy, 100.0), result(Hard, Medium, 100.0)]), None);
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
        assert!((elo_difference(0.25) + elo_difference(0.75)).abs() < 1e-9);
    }
}
