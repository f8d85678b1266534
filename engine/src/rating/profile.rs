//! A player's profile: a name, a rating per pool with its recent history, and counts of games
//! and puzzles. There are no accounts: the profile lives on the device and travels as a file
//! (`text.rs`).

use super::{rate_computer, rate_puzzle, rate_table, rate_two, GameResult, Glicko, Pool, Rating, RatingError, TableRating};
use crate::kind::GameKind;
use crate::player::Level;
use std::collections::BTreeMap;

/// The longest name, in characters: the same as a live game's (`live::message::MAX_NAME`).
pub const MAX_NAME: usize = 24;

/// The most history points a pool keeps: the latest ones.
pub const HISTORY_CAP: usize = 500;

/// A display name as a profile may hold it: 1 to [`MAX_NAME`] characters once trimmed, none of
/// them a control character. The same rule as `live::message::check_name`, which this leaf
/// cannot import: the live layer sits above it and may come to use ratings (`tests/rating.rs`
/// checks the two agree).
pub fn check_name(text: &str) -> Result<String, RatingError> {
    let name = text.trim();
    let chars = name.chars().count();
    if chars == 0 || chars > MAX_NAME || name.chars().any(char::is_control) {
        return Err(RatingError::Name);
    }
    Ok(name.to_string())
}

/// A pool's rating after one of its games, for a chart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// The game's number in the pool, counting from 1; it grows along a history.
    pub game: u32,
    /// The day it was played, in days since 1970-01-01 (as the app's clock told it).
    pub day: u32,
    /// The rating after it: the Glicko-2 rating, or the Weng-Lin mean.
    pub rating: f64,
}

/// Puzzles tried in one game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub solved: u32,
    pub failed: u32,
}

/// A player's ratings and counts. Every rating is plausible and in its pool's system, every
/// history is at most [`HISTORY_CAP`] points with growing game numbers, so any profile writes
/// a text that reads back to it.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    pub(super) name: String,
    pub(super) ratings: BTreeMap<Pool, Rating>,
    /// Never holds an empty list.
    pub(super) history: BTreeMap<Pool, Vec<Point>>,
    /// By `GameKind as usize`.
    pub(super) games: [u32; GameKind::ALL.len()],
    pub(super) puzzles: [Tally; GameKind::ALL.len()],
}

impl Profile {
    /// A new profile: no games, every rating at its start.
    pub fn new(name: &str) -> Result<Profile, RatingError> {
        Ok(Profile { name: check_name(name)?, ..Profile::unnamed() })
    }

    /// An empty profile whose name is still to be set: the reader's start.
    pub(super) fn unnamed() -> Profile {
        Profile {
            name: String::new(),
            ratings: BTreeMap::new(),
            history: BTreeMap::new(),
            games: [0; GameKind::ALL.len()],
            puzzles: [Tally::default(); GameKind::ALL.len()],
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn set_name(&mut self, name: &str) -> Result<(), RatingError> {
        self.name = check_name(name)?;
        Ok(())
    }

    /// The rating in `pool`: the start of its system until a game there is rated.
    pub fn rating(&self, pool: Pool) -> Rating {
        self.ratings.get(&pool).copied().unwrap_or_else(|| Rating::start(pool.system()))
    }

    /// The Glicko-2 rating in `pool`, which must be a two-player pool.
    fn glicko(&self, pool: Pool) -> Result<Glicko, RatingError> {
        match self.rating(pool) {
            Rating::Glicko(g) => Ok(g),
            Rating::Table(_) => Err(RatingError::WrongSystem { pool }),
        }
    }

    /// The pools with a rated game, in key order.
    pub fn rated_pools(&self) -> impl Iterator<Item = (Pool, Rating)> + '_ {
        self.ratings.iter().map(|(p, r)| (*p, *r))
    }

    /// The pool's latest ratings, oldest first.
    pub fn history(&self, pool: Pool) -> &[Point] {
        self.history.get(&pool).map_or(&[], Vec::as_slice)
    }

    /// Rated games played of `game` (puzzles aside).
    pub fn games(&self, game: GameKind) -> u32 {
        self.games[game as usize]
    }

    pub fn puzzles(&self, game: GameKind) -> Tally {
        self.puzzles[game as usize]
    }

    /// Keeps `rating` as the pool's and adds it to the history, on unix day `day`.
    fn keep(&mut self, pool: Pool, rating: Rating, day: u32) {
        self.ratings.insert(pool, rating);
        let points = self.history.entry(pool).or_default();
        // A history whose count is spent (u32::MAX games) stops growing rather than repeat it.
        let Some(game) = points.last().map_or(Some(1), |p| p.game.checked_add(1)) else { return };
        points.push(Point { game, day, rating: rating.value() });
        if points.len() > HISTORY_CAP {
            points.remove(0);
        }
    }

    /// Records a rated game's outcome in a game pool: the new rating (from [`rate_two`],
    /// [`rate_table`] or [`rate_computer`]) and one more game played.
    pub fn record(&mut self, pool: Pool, rating: Rating, day: u32) -> Result<(), RatingError> {
        if matches!(pool, Pool::Puzzle(_)) {
            return Err(RatingError::WrongPool { pool });
        }
        if rating.system() != pool.system() {
            return Err(RatingError::WrongSystem { pool });
        }
        self.keep(pool, rating, day);
        let game = &mut self.games[pool.game() as usize];
        *game = game.saturating_add(1);
        Ok(())
    }

    /// Records a puzzle try in `game`'s puzzle pool: the player's new rating (from
    /// [`rate_puzzle`]) and the tally.
    pub fn record_puzzle(&mut self, game: GameKind, rating: Glicko, solved: bool, day: u32) {
        self.keep(Pool::Puzzle(game), Rating::Glicko(rating), day);
        let tally = &mut self.puzzles[game as usize];
        if solved {
            tally.solved = tally.solved.saturating_add(1);
        } else {
            tally.failed = tally.failed.saturating_add(1);
        }
    }

    /// Rates and records a two-player game between people in `pool` (a live pool of two)
    /// against `opponent`'s claimed rating; returns the new rating.
    pub fn play_two(&mut self, pool: Pool, opponent: Glicko, result: GameResult, day: u32) -> Result<Glicko, RatingError> {
        if !matches!(pool, Pool::Live(..) | Pool::Table(_)) {
            return Err(RatingError::WrongPool { pool });
        }
        let after = rate_two(self.glicko(pool)?, opponent, result);
        self.record(pool, Rating::Glicko(after), day)?;
        Ok(after)
    }

    /// Rates and records a game of three or four in `pool`: `ratings` has one rating per seat,
    /// the others' as they claim them (the one at `me` is replaced by this profile's own),
    /// `ranks` their placings. Returns the new rating.
    pub fn play_table(&mut self, pool: Pool, me: usize, ratings: &[TableRating], ranks: &[usize], day: u32) -> Result<TableRating, RatingError> {
        let Pool::Table(seats) = pool else { return Err(RatingError::WrongPool { pool }) };
        if seats.count() != ratings.len() {
            return Err(RatingError::Seats { found: ratings.len() });
        }
        let Rating::Table(mine) = self.rating(pool) else { return Err(RatingError::WrongSystem { pool }) };
        let mut all = ratings.to_vec();
        let slot = all.get_mut(me).ok_or(RatingError::NoSuchSeat { index: me, seats: ratings.len() })?;
        *slot = mine;
        let after = rate_table(me, &all, ranks)?;
        self.record(pool, Rating::Table(after), day)?;
        Ok(after)
    }

    /// Rates and records a game of `game` against the computer at `level`; returns the new
    /// rating.
    pub fn play_computer(&mut self, game: GameKind, level: Level, result: GameResult, day: u32) -> Glicko {
        let pool = Pool::Computer(game);
        let before = self.glicko(pool).unwrap_or(Glicko::START);
        let after = rate_computer(before, game, level, result);
        self.keep(pool, Rating::Glicko(after), day);
        let played = &mut self.games[game as usize];
        *played = played.saturating_add(1);
        after
    }

    /// Rates and records a try at a puzzle of `game` rated `puzzle`; returns the puzzle's new
    /// rating, for the app to keep with the puzzle.
    pub fn try_puzzle(&mut self, game: GameKind, puzzle: Glicko, solved: bool, day: u32) -> Glicko {
        let before = self.glicko(Pool::Puzzle(game)).unwrap_or(Glicko::START);
        let (player, puzzle) = rate_puzzle(before, puzzle, solved);
        self.record_puzzle(game, player, solved, day);
        puzzle
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::{Duel, Seats, TimeClass};

    #[test]
    fn names_follow_the_rule() {
        assert_eq!(check_name("  Ada  "), Ok("Ada".into()));
        assert_eq!(check_name(&"é".repeat(24)), Ok("é".repeat(24)));
        assert_eq!(check_name(&"é".repeat(25)), Err(RatingError::Name));
        assert_eq!(check_name(" \t "), Err(RatingError::Name));
        assert_eq!(check_name("a\u{7}b"), Err(RatingError::Name));
    }

    #[test]
    fn games_are_recorded_in_their_pool() {
        let mut p = Profile::new("Ada").unwrap();
        let blitz = Pool::Live(Duel::Gyges, TimeClass::Blitz);
        let after = p.play_two(blitz, Glicko::START, GameResult::Win, 20_000).unwrap();
        assert_eq!(p.rating(blitz), Rating::Glicko(after));
        assert_eq!(p.history(blitz), &[Point { game: 1, day: 20_000, rating: after.rating() }]);
        assert_eq!(p.games(GameKind::Gyges), 1);
        let three = Pool::Table(Seats::Three);
        assert_eq!(p.play_two(three, Glicko::START, GameResult::Win, 1), Err(RatingError::WrongSystem { pool: three }));
        assert_eq!(p.record(three, Rating::Glicko(after), 1), Err(RatingError::WrongSystem { pool: three }));
        assert_eq!(p.record(Pool::Puzzle(GameKind::Gipf), Rating::Glicko(after), 1), Err(RatingError::WrongPool { pool: Pool::Puzzle(GameKind::Gipf) }));
        let t = p.play_table(three, 2, &[TableRating::START; 3], &[3, 2, 1], 2).unwrap();
        assert!(t.rating() > 25.0);
        assert_eq!(p.games(GameKind::Gype), 1);
        assert_eq!(p.play_table(three, 3, &[TableRating::START; 3], &[3, 2, 1], 2), Err(RatingError::NoSuchSeat { index: 3, seats: 3 }));
        assert_eq!(p.play_table(three, 0, &[TableRating::START; 4], &[3, 2, 1, 4], 2), Err(RatingError::Seats { found: 4 }));
        p.play_computer(GameKind::Gipf, Level::Easy, GameResult::Loss, 3);
        assert_eq!(p.games(GameKind::Gipf), 1);
        p.try_puzzle(GameKind::Gipf, Glicko::START, false, 3);
        assert_eq!(p.puzzles(GameKind::Gipf), Tally { solved: 0, failed: 1 });
        assert_eq!(p.rated_pools().count(), 4);
    }

    #[test]
    fn history_keeps_the_latest() {
        let mut p = Profile::new("Ada").unwrap();
        for day in 0..(HISTORY_CAP as u32 + 20) {
            p.play_computer(GameKind::Gyges, Level::Medium, GameResult::Draw, day);
        }
        let h = p.history(Pool::Computer(GameKind::Gyges));
        assert_eq!(h.len(), HISTORY_CAP);
        assert_eq!((h[0].game, h[HISTORY_CAP - 1].game), (21, HISTORY_CAP as u32 + 20));
    }
}
