//! Puzzle ratings, the way lichess keeps them: the player and every puzzle have a Glicko-2
//! rating in the game's puzzle pool; solving is a win against the puzzle, failing a loss, and
//! both ratings move.

use super::{rate_two, GameResult, Glicko, MAX_RATING};

/// A new puzzle's rating for a win in `moves`: 1000 for a win in 1, 250 more for each further
/// move (a win in 5, the longest the generator makes, starts at 2000).
const PUZZLE_FIRST: u64 = 1000;
const PUZZLE_STEP: u64 = 250;

/// A new puzzle's deviation: its length is a fair guide, so it starts surer than a newcomer
/// (350), and still settles within a few dozen tries.
pub const PUZZLE_DEVIATION: f64 = 150.0;

/// The rating a puzzle starts from, by the moves its winner needs (`puzzle::Puzzle::moves`).
pub fn puzzle_start(moves: u32) -> Glicko {
    let extra = u64::from(moves.max(1) - 1);
    let rating = PUZZLE_FIRST.saturating_add(PUZZLE_STEP.saturating_mul(extra));
    Glicko::fixed((rating as f64).min(MAX_RATING), PUZZLE_DEVIATION)
}

/// The new ratings of the player and the puzzle after one try.
pub fn rate_puzzle(player: Glicko, puzzle: Glicko, solved: bool) -> (Glicko, Glicko) {
    let result = if solved { GameResult::Win } else { GameResult::Loss };
    let puzzle_result = if solved { GameResult::Loss } else { GameResult::Win };
    // Each side is rated from both old ratings, as one two-player game would rate them.
    (rate_two(player, puzzle, result), rate_two(puzzle, player, puzzle_result))
}

/// The index of the candidate puzzle whose rating is closest to `player_rating`, leaving out
/// the indices in `seen`; if every candidate is seen, the closest of all. Ties go to the easier
/// puzzle, then to the first. A rating that is not a number never counts as close. `None`
/// only when there is no candidate.
pub fn pick_near(player_rating: f64, candidates: &[f64], seen: &[usize]) -> Option<usize> {
    let mut is_seen = vec![false; candidates.len()];
    for &i in seen {
        if let Some(s) = is_seen.get_mut(i) {
            *s = true;
        }
    }
    let distance = |i: usize| {
        let d = (candidates[i] - player_rating).abs();
        if d.is_nan() { f64::INFINITY } else { d }
    };
    let closest = |indices: &mut dyn Iterator<Item = usize>| {
        indices.min_by(|&a, &b| distance(a).total_cmp(&distance(b)).then(candidates[a].total_cmp(&candidates[b])).then(a.cmp(&b)))
    };
    closest(&mut (0..candidates.len()).filter(|&i| !is_seen[i])).or_else(|| closest(&mut (0..candidates.len())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_grow_with_length() {
        assert_eq!(puzzle_start(1).rating(), 1000.0);
        assert_eq!(puzzle_start(0).rating(), 1000.0);
        assert_eq!(puzzle_start(3).rating(), 1500.0);
        assert_eq!(puzzle_start(5).rating(), 2000.0);
        assert_eq!(puzzle_start(u32::MAX).rating(), MAX_RATING);
        let p = puzzle_start(2);
        assert_eq!(Glicko::new(p.rating(), p.deviation(), p.volatility()), Ok(p));
    }

    #[test]
    fn ties_and_odd_ratings() {
        assert_eq!(pick_near(1500.0, &[], &[]), None);
        // 1400 and 1600 are as close; the easier wins.
        assert_eq!(pick_near(1500.0, &[1600.0, 1400.0], &[]), Some(1));
        assert_eq!(pick_near(1500.0, &[1400.0, 1400.0], &[]), Some(0));
        assert_eq!(pick_near(1500.0, &[f64::NAN, 3000.0], &[]), Some(1));
        assert_eq!(pick_near(f64::NAN, &[1200.0, 1100.0], &[]), Some(1));
        assert_eq!(pick_near(1500.0, &[1500.0, 2500.0], &[0, 7, 0]), Some(1));
        assert_eq!(pick_near(1500.0, &[1500.0, 2500.0], &[0, 1]), Some(0));
    }
}
