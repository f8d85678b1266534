//! Puzzle ratings, as lichess keeps them (`engine::rating`): the player's rating per game in
//! the profile this device keeps, and each puzzle's own, kept by puzzle id in the browser's
//! storage (`gboards.puzzles.ratings`). A puzzle starts from its length (`puzzle_start`); the
//! first try at a puzzle on this device moves both ratings (a puzzle failed, then opened again
//! by its link, does not count again); the next puzzle is the one nearest the player's rating
//! that this device has not tried yet (`pick_near`).
//!
//! The loader sends the stored profile before each puzzle opens (`profile <name>\n<text>`),
//! since a game against the computer may have changed it meanwhile, and the stored puzzle
//! ratings once (`ratings <text>`). The module answers with the texts to store.

use crate::event::Event;
use crate::said::Said;
use crate::stored;
use engine::kind::GameKind;
use engine::puzzle::Puzzle;
use engine::rating::{pick_near, puzzle_start, Glicko, Pool, Profile, Rating};
use std::collections::BTreeMap;

/// The most puzzle ratings kept: far more than the shipped sets hold.
const MAX_KEPT: usize = 10_000;

#[derive(Default)]
pub struct Ratings {
    /// The stored profile, once the loader has sent it.
    profile: Option<Profile>,
    /// The ratings of the puzzles tried on this device, by id.
    puzzles: BTreeMap<String, Glicko>,
    /// Today, in days since 1970-01-01: the day a try is recorded on.
    pub today: u32,
}

/// The stored puzzle ratings: lines `<id> <rating> <deviation> <volatility>`.
fn parse_puzzles(text: &str) -> Result<BTreeMap<String, Glicko>, Said> {
    let mut out = BTreeMap::new();
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()).take(MAX_KEPT) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let numbers: Vec<f64> = fields.iter().skip(1).filter_map(|f| f.parse().ok()).collect();
        let rating = match (fields.first(), numbers.as_slice()) {
            (Some(id), &[r, d, v]) if fields.len() == 4 => Glicko::new(r, d, v).map(|g| (id.to_string(), g)).map_err(Said::plain),
            _ => Err(Said::RatingsExpected),
        };
        let (id, g) = rating.map_err(|why| Said::RatingsLine { line: n + 1, why: Box::new(why) })?;
        out.insert(id, g);
    }
    Ok(out)
}

impl Ratings {
    /// `<name>\n<profile text>` as stored (either may be empty). A stored profile that cannot
    /// be read starts a new one; the loader keeps the text aside (`aside`).
    pub fn read_profile(&mut self, name: &str, text: &str) -> Vec<Event> {
        let read = stored::read(Some(text), Some(name));
        self.profile = Some(read.profile);
        match read.damaged {
            Some(why) => vec![Event::Aside(Said::ProfileAside(why))],
            None => Vec::new(),
        }
    }

    /// The stored puzzle ratings; unreadable ones are reported and start again.
    pub fn read_puzzles(&mut self, text: &str) -> Vec<Event> {
        match parse_puzzles(text) {
            Ok(puzzles) => {
                self.puzzles = puzzles;
                Vec::new()
            }
            Err(why) => {
                self.puzzles.clear();
                vec![
                    Event::Say(Said::RatingsUnread(Box::new(why))),
                    Event::Ratings(String::new()),
                ]
            }
        }
    }

    fn player(&self, game: GameKind) -> Glicko {
        match self.profile.as_ref().map(|p| p.rating(Pool::Puzzle(game))) {
            Some(Rating::Glicko(g)) => g,
            _ => Glicko::START,
        }
    }

    /// The puzzle `id`'s rating: as tried here, else its start.
    fn puzzle(&self, id: &str, moves: u32) -> Glicko {
        self.puzzles.get(id).copied().unwrap_or_else(|| puzzle_start(moves))
    }

    /// The player's rating in `game`'s puzzles, to show.
    pub fn line(&self, game: GameKind) -> Event {
        let g = self.player(game);
        Event::Rating(Said::Rating { game: game.name().to_string(), rating: rounded(g), provisional: g.is_provisional() })
    }

    /// Rates a try at the puzzle `id` of `game`, a win in `moves`: both ratings move, and the
    /// texts to store and the change to show are told.
    pub fn rate(&mut self, game: GameKind, id: &str, moves: u32, solved: bool) -> Vec<Event> {
        let before = self.player(game);
        if self.puzzles.contains_key(id) {
            return vec![Event::Rating(Said::RatedBefore { rating: rounded(before), provisional: before.is_provisional() })];
        }
        let puzzle = self.puzzle(id, moves);
        let profile = self.profile.get_or_insert_with(|| stored::read(None, None).profile);
        let puzzle_after = profile.try_puzzle(game, puzzle, solved, self.today);
        let text = profile.to_text();
        self.puzzles.insert(id.to_string(), puzzle_after);
        let kept: String = self.puzzles.iter().map(|(id, g)| format!("{id} {} {} {}\n", g.rating(), g.deviation(), g.volatility())).collect();
        let after = self.player(game);
        vec![Event::Profile(text), Event::Ratings(kept), Event::Rating(Said::RatingChange { before: rounded(before), after: rounded(after), provisional: after.is_provisional() })]
    }

    /// The puzzle of `set` (`game`'s, each named by `id_of` its index) to offer next, among
    /// the `candidates` (indices of `set`: a theme's puzzles), after the one at `after`: the
    /// nearest the player's rating among those not tried here, else among all but `after`.
    pub fn next(&self, game: GameKind, set: &[Puzzle], id_of: impl Fn(usize) -> String, candidates: &[usize], after: Option<usize>) -> Option<usize> {
        let ids: Vec<String> = candidates.iter().map(|&i| id_of(i)).collect();
        let ratings: Vec<f64> = candidates.iter().zip(&ids).map(|(&i, id)| set.get(i).map_or(f64::NAN, |p| self.puzzle(id, p.moves).rating())).collect();
        let mut seen: Vec<usize> = (0..candidates.len()).filter(|&k| self.puzzles.contains_key(&ids[k])).collect();
        let after = after.and_then(|a| candidates.iter().position(|&i| i == a));
        seen.extend(after);
        if seen.len() >= candidates.len() {
            seen = after.into_iter().collect();
        }
        pick_near(self.player(game).rating(), &ratings, &seen).map(|k| candidates[k])
    }
}

/// A rating as the player reads it, rounded.
fn rounded(g: Glicko) -> i64 {
    g.rating().round() as i64
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::puzzle::play::parse_set;

    const SET: &str = "gyges\t-\t1\t..3.../....../.2..../3.12../1...3./.13212 N\tc6-S\t21\n\
                       gyges\t-\t3\t..3322/....../1...../..13../...11./2.3..2 N\td6-b3\t101177\n\
                       gyges\t-\t2\t.3.21./....../1...../13..../2..2../33.2.1 N\td6-f2\t19114\n";

    fn set() -> Vec<Puzzle> {
        parse_set(SET).unwrap()
    }

    #[test]
    fn a_solve_lifts_the_player_and_a_failure_lowers() {
        let mut r = Ratings::default();
        assert!(r.read_profile("Ada", "").is_empty());
        let events = r.rate(GameKind::Gyges, "gyges-2", 3, true);
        let Event::Rating(line) = &events[2] else { panic!("{events:?}") };
        assert!(line.text().starts_with("Puzzle rating 1500 → 1"), "{line:?}");
        let up = r.player(GameKind::Gyges).rating();
        assert!(up > 1500.0);
        assert!(r.puzzle("gyges-2", 3).rating() < 1500.0, "a solved puzzle gets easier");
        r.rate(GameKind::Gyges, "gyges-3", 2, false);
        assert!(r.player(GameKind::Gyges).rating() < up);
        let Event::Profile(text) = &events[0] else { panic!() };
        assert!(text.contains("name Ada") && text.contains("puzzles gyges 1 0"));
        // A puzzle tried before does not count again, solved or not.
        let again = r.rate(GameKind::Gyges, "gyges-3", 2, true);
        assert!(matches!(&again[..], [Event::Rating(line)] if line.text().ends_with("tried here before, so it does not count again")), "{again:?}");
        assert!(r.player(GameKind::Gyges).rating() < up);
        let Event::Ratings(kept) = &r.rate(GameKind::Gipf, "gipf-1", 1, true)[1] else { panic!() };
        assert_eq!(kept.lines().count(), 3);
        let mut again = Ratings::default();
        assert!(again.read_puzzles(kept).is_empty());
        assert_eq!(again.puzzles, r.puzzles);
    }

    #[test]
    fn the_next_puzzle_is_the_nearest_untried() {
        let mut r = Ratings::default();
        let set = set();
        // A newcomer (1500) gets the win in 3 (1500), then the win in 2 (1250) nearer than 1000.
        assert_eq!(r.next(GameKind::Gyges, &set, |i| format!("gyges-{}", i + 1), &[0, 1, 2], None), Some(1));
        assert_eq!(r.next(GameKind::Gyges, &set, |i| format!("gyges-{}", i + 1), &[0, 1, 2], Some(1)), Some(2));
        r.rate(GameKind::Gyges, "gyges-2", 3, false);
        r.rate(GameKind::Gyges, "gyges-3", 2, false);
        assert_eq!(r.next(GameKind::Gyges, &set, |i| format!("gyges-{}", i + 1), &[0, 1, 2], Some(2)), Some(0));
        r.rate(GameKind::Gyges, "gyges-1", 1, false);
        // All tried: the nearest of all but the one just shown.
        assert!(r.next(GameKind::Gyges, &set, |i| format!("gyges-{}", i + 1), &[0, 1, 2], Some(0)).is_some_and(|i| i != 0));
        assert_eq!(r.next(GameKind::Gyges, &[], |i| format!("gyges-{}", i + 1), &[], None), None);
        // Within a theme: only its puzzles, even the one just shown when it is the only one.
        let fresh = Ratings::default();
        assert_eq!(fresh.next(GameKind::Gyges, &set, |i| format!("gyges-{}", i + 1), &[0, 2], None), Some(2));
        assert_eq!(fresh.next(GameKind::Gyges, &set, |i| format!("gyges-{}", i + 1), &[0, 2], Some(2)), Some(0));
        assert_eq!(fresh.next(GameKind::Gyges, &set, |i| format!("gyges-{}", i + 1), &[0], Some(0)), Some(0));
    }

    #[test]
    fn bad_stored_texts_are_reported() {
        let mut r = Ratings::default();
        let events = r.read_profile("Ada", "gboards-profile 1\nname Ada\nelo 3\n");
        assert!(matches!(&events[..], [Event::Aside(why)] if why.text().contains("line 3")));
        assert_eq!(r.profile.as_ref().map(|p| p.name()), Some("Ada"));
        for text in ["gyges-1 1500 350", "gyges-1 1500 350 x", "gyges-1 NaN 350 0.06", "gyges-1 1500 350 0.06 9"] {
            let events = r.read_puzzles(text);
            assert!(matches!(&events[..], [Event::Say(why), Event::Ratings(t)] if why.text().contains("line 1") && t.is_empty()), "{text}: {events:?}");
        }
        assert!(r.read_puzzles("").is_empty());
        let Event::Rating(line) = r.line(GameKind::Gype) else { panic!("a rating") };
        assert_eq!(line.text(), "Your Table Gype puzzle rating: 1500 (provisional)");
    }
}
