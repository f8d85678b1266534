//! Finding puzzles: computer games are played from a seed, and the first position of each where
//! the player to act forces a win with exactly one first move becomes a puzzle (the later ones
//! lie on its winning line). Reproducible: the same arguments find the same puzzles.

use super::solve::{OutOfBudget, Solver};
use super::Puzzle;
use crate::ai::{self, Level, Searchable};
use crate::error::Result;
use crate::game::Status;
use crate::kind::Listed;
use crate::rng::mix;
use crate::session::Match;

/// What to look for and how hard.
#[derive(Clone, Debug)]
pub struct Hunt {
    pub options: Vec<(String, String)>,
    /// The levels that play the games, drawn in turn for each side.
    pub levels: Vec<Level>,
    pub games: u32,
    pub seed: u64,
    /// The most moves a puzzle may take to win.
    pub max_moves: u32,
    /// Positions the solver may visit for one position of a game.
    pub budget: u64,
    /// Actions after which a game is given up.
    pub max_actions: usize,
}

/// What a hunt found, with the figures of its work.
#[derive(Clone, Debug, Default)]
pub struct Found {
    pub puzzles: Vec<Puzzle>,
    pub positions: u64,
    /// Positions left unsolved because the solver's budget ran out.
    pub too_hard: u64,
}

/// Plays the games and hands each puzzle to `found_one` as it is found (they are also kept in
/// the answer); `progress` hears how many games are done.
pub fn hunt<G: Searchable + Listed>(h: &Hunt, found_one: &mut dyn FnMut(&Puzzle), progress: &mut dyn FnMut(u32)) -> Result<Found> {
    let options = G::parse_options(&h.options)?;
    let mut found = Found::default();
    let mut seen = std::collections::HashSet::new();
    for g in 0..h.games {
        let seed = mix(h.seed ^ u64::from(g));
        let mut m: Match<G> = Match::new(&options, seed);
        let level = |k: usize| h.levels[(g as usize + k) % h.levels.len().max(1)];
        while m.actions().len() < h.max_actions {
            let Status::Turn(seat) = m.status() else { break };
            let pos = m.position().clone();
            if !pos.in_setup() && seen.insert(pos.key()) {
                found.positions += 1;
                match puzzle_at(&pos, h) {
                    // One puzzle a game: the positions after it lie on its own winning line.
                    Ok(Some(p)) => {
                        found_one(&p);
                        found.puzzles.push(p);
                        break;
                    }
                    Ok(None) => {}
                    Err(OutOfBudget) => found.too_hard += 1,
                }
            }
            let Some(action) = ai::choose_in_match(&m, level(seat as usize), mix(seed ^ m.actions().len() as u64)) else { break };
            m.play(&action)?;
        }
        progress(g + 1);
    }
    Ok(found)
}

/// The puzzle at `pos`, if the player to act forces a win within `max_moves` with one first move.
fn puzzle_at<G: Searchable + Listed>(pos: &G, h: &Hunt) -> std::result::Result<Option<Puzzle>, OutOfBudget> {
    let mut solver = Solver::new(h.budget);
    let Some((n, winners)) = solver.shortest_win(pos, h.max_moves)? else { return Ok(None) };
    let [solution] = &winners[..] else { return Ok(None) };
    Ok(Some(Puzzle {
        game: G::KIND,
        options: G::format_options(pos.options()),
        moves: n,
        position: pos.position_string(),
        solution: pos.format_action(solution),
        difficulty: h.budget - solver.budget_left(),
    }))
}
