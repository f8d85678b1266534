//! Rating pools: which games are rated together. A blitz rating says little about classical
//! play, a three-player table little about a duel, so each has its own pool, as on lichess.

use super::RatingError;
use crate::kind::GameKind;

/// Moves a game is assumed to last when turning an increment into time: lichess's rule.
pub const INCREMENT_MOVES: u64 = 40;
/// Estimated game times (seconds) below which a clock is blitz, and rapid.
pub const BLITZ_UNDER: u64 = 8 * 60;
pub const RAPID_UNDER: u64 = 25 * 60;

/// How fast a two-player live game is, from its clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TimeClass {
    Blitz,
    Rapid,
    Classical,
    /// No clock.
    Untimed,
}

impl TimeClass {
    pub const ALL: [TimeClass; 4] = [TimeClass::Blitz, TimeClass::Rapid, TimeClass::Classical, TimeClass::Untimed];

    pub fn name(self) -> &'static str {
        ["blitz", "rapid", "classical", "untimed"][self as usize]
    }

    /// The class of a clock of `base` seconds plus `increment` seconds a move (`None`: no
    /// clock), by the estimated game time `base + 40 × increment`.
    pub fn of(clock: Option<(u32, u32)>) -> TimeClass {
        let Some((base, increment)) = clock else { return TimeClass::Untimed };
        let estimate = u64::from(base) + INCREMENT_MOVES * u64::from(increment);
        if estimate < BLITZ_UNDER {
            TimeClass::Blitz
        } else if estimate < RAPID_UNDER {
            TimeClass::Rapid
        } else {
            TimeClass::Classical
        }
    }
}

/// A game played by two, whose live pools go by the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Duel {
    Gyges,
    Gipf,
}

impl Duel {
    pub const ALL: [Duel; 2] = [Duel::Gyges, Duel::Gipf];

    pub fn game(self) -> GameKind {
        match self {
            Duel::Gyges => GameKind::Gyges,
            Duel::Gipf => GameKind::Gipf,
        }
    }
}

/// How many play a live game of Table Gype: its pools go by that, clock or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seats {
    Two,
    Three,
    Four,
}

impl Seats {
    pub const ALL: [Seats; 3] = [Seats::Two, Seats::Three, Seats::Four];

    pub fn count(self) -> usize {
        self as usize + 2
    }
}

/// The rating system a pool uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum System {
    /// Two players: [`Glicko`](super::Glicko).
    Glicko2,
    /// Three or four players: [`TableRating`](super::TableRating).
    WengLin,
}

/// A rating pool. Its key (`gyges.live.blitz`, `gype.live.3p`, `gipf.computer`,
/// `gyges.puzzle` …) names it in profiles and never changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pool {
    /// Live two-player Gygès or GIPF between people, by time class.
    Live(Duel, TimeClass),
    /// Live Table Gype between people, by number of players.
    Table(Seats),
    /// Games against the computer, rated against its levels' fixed ratings.
    Computer(GameKind),
    /// Puzzles, each rated like an opponent.
    Puzzle(GameKind),
}

impl Pool {
    /// Every pool, in the order profiles list them.
    pub fn all() -> Vec<Pool> {
        let live = Duel::ALL.into_iter().flat_map(|d| TimeClass::ALL.into_iter().map(move |c| Pool::Live(d, c)));
        let table = Seats::ALL.into_iter().map(Pool::Table);
        let computer = GameKind::ALL.into_iter().map(Pool::Computer);
        let puzzle = GameKind::ALL.into_iter().map(Pool::Puzzle);
        live.chain(table).chain(computer).chain(puzzle).collect()
    }

    pub fn key(&self) -> String {
        match self {
            Pool::Live(duel, class) => format!("{}.live.{}", duel.game().name(), class.name()),
            Pool::Table(seats) => format!("{}.live.{}p", GameKind::Gype.name(), seats.count()),
            Pool::Computer(game) => format!("{}.computer", game.name()),
            Pool::Puzzle(game) => format!("{}.puzzle", game.name()),
        }
    }

    /// The pool whose key is `key`, exactly.
    pub fn parse(key: &str) -> Option<Pool> {
        Pool::all().into_iter().find(|p| p.key() == key)
    }

    pub fn game(&self) -> GameKind {
        match self {
            Pool::Live(duel, _) => duel.game(),
            Pool::Table(_) => GameKind::Gype,
            Pool::Computer(game) | Pool::Puzzle(game) => *game,
        }
    }

    pub fn system(&self) -> System {
        match self {
            Pool::Table(Seats::Three | Seats::Four) => System::WengLin,
            _ => System::Glicko2,
        }
    }
}

/// The pool of a live game between people: `game`, its clock (`base` and `increment` seconds,
/// or `None`) and its number of players.
pub fn pool_for(game: GameKind, clock: Option<(u32, u32)>, seats: usize) -> Result<Pool, RatingError> {
    let no_pool = RatingError::NoPool { game, seats };
    match game {
        GameKind::Gyges | GameKind::Gipf if seats != 2 => Err(no_pool),
        GameKind::Gyges => Ok(Pool::Live(Duel::Gyges, TimeClass::of(clock))),
        GameKind::Gipf => Ok(Pool::Live(Duel::Gipf, TimeClass::of(clock))),
        GameKind::Gype => Seats::ALL.into_iter().find(|s| s.count() == seats).map(Pool::Table).ok_or(no_pool),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_parse_back() {
        let all = Pool::all();
        assert_eq!(all.len(), 17);
        for pool in &all {
            assert_eq!(Pool::parse(&pool.key()), Some(*pool));
        }
        let mut keys: Vec<String> = all.iter().map(Pool::key).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), all.len());
        assert_eq!(Pool::parse("gyges.live"), None);
    }

    #[test]
    fn clocks_fall_into_classes() {
        assert_eq!(TimeClass::of(None), TimeClass::Untimed);
        assert_eq!(TimeClass::of(Some((180, 2))), TimeClass::Blitz); // 260 s
        assert_eq!(TimeClass::of(Some((300, 4))), TimeClass::Blitz); // 460 s
        assert_eq!(TimeClass::of(Some((320, 4))), TimeClass::Rapid); // exactly 8 min
        assert_eq!(TimeClass::of(Some((600, 5))), TimeClass::Rapid); // 800 s
        assert_eq!(TimeClass::of(Some((1500, 0))), TimeClass::Classical);
        assert_eq!(TimeClass::of(Some((u32::MAX, u32::MAX))), TimeClass::Classical);
    }

    #[test]
    fn live_games_find_their_pool() {
        assert_eq!(pool_for(GameKind::Gyges, Some((180, 2)), 2).unwrap().key(), "gyges.live.blitz");
        assert_eq!(pool_for(GameKind::Gipf, None, 2).unwrap().key(), "gipf.live.untimed");
        assert_eq!(pool_for(GameKind::Gype, Some((60, 0)), 3).unwrap().key(), "gype.live.3p");
        assert_eq!(pool_for(GameKind::Gype, None, 3), pool_for(GameKind::Gype, Some((900, 10)), 3));
        assert_eq!(pool_for(GameKind::Gype, None, 2).unwrap().system(), System::Glicko2);
        assert_eq!(pool_for(GameKind::Gype, None, 4).unwrap().system(), System::WengLin);
        assert_eq!(pool_for(GameKind::Gyges, None, 3), Err(RatingError::NoPool { game: GameKind::Gyges, seats: 3 }));
        assert_eq!(pool_for(GameKind::Gype, None, 5), Err(RatingError::NoPool { game: GameKind::Gype, seats: 5 }));
    }
}
