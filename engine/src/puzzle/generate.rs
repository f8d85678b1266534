//! Finding puzzles: computer games are played from a seed, and the first position of each where
//! the player to act forces a win with exactly one first move becomes a puzzle (the later ones
//! lie on its winning line). Where a game has captures, a position where the most material the
//! player forces within the moves allowed has one first move becomes a material puzzle. Only
//! positions at the start of a turn are tried. Reproducible: the same arguments find the same
//! puzzles.

use super::goal::{PuzzleGame, Goal, MAX_CAPTURE};
use super::solve::{OutOfBudget, Solver};
use super::Puzzle;
use crate::ai::{self, Level, Searchable};
use crate::error::Result;
use crate::game::{Seat, Status};
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
    /// Also look for material goals (in a game with captures).
    pub material: bool,
    /// The most puzzles taken from one game; after one, the positions on its line are skipped.
    pub per_game: u32,
    /// When non-zero: a win in `max_moves` found, the same player's previous turn is solved
    /// again with this budget for a win in one move more (the longest puzzles are rare and
    /// costly; that turn is the likeliest place for one).
    pub deeper_budget: u64,
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
pub fn hunt<G: Searchable + Listed + PuzzleGame>(h: &Hunt, found_one: &mut dyn FnMut(&Puzzle), progress: &mut dyn FnMut(u32)) -> Result<Found> {
    let options = G::parse_options(&h.options)?;
    let mut found = Found::default();
    let mut seen = std::collections::HashSet::new();
    for g in 0..h.games {
        let seed = mix(h.seed ^ u64::from(g));
        let mut m: Match<G> = Match::new(&options, seed);
        let level = |k: usize| h.levels[(g as usize + k) % h.levels.len().max(1)];
        let mut in_game = 0;
        // Positions before this turn lie on the line of a puzzle already taken.
        let mut skip_until = 0;
        let mut turn_start = true;
        // The turn starts tried in this game, with the player to act.
        let mut tried: Vec<(Seat, G)> = Vec::new();
        while m.actions().len() < h.max_actions && in_game < h.per_game {
            let Status::Turn(seat) = m.status() else { break };
            let pos = m.position().clone();
            if turn_start && !pos.in_setup() && pos.starts_a_puzzle() && pos.turn_number() >= skip_until && seen.insert(pos.key()) {
                found.positions += 1;
                match puzzle_at(&pos, h) {
                    Ok(Some(p)) => {
                        if let Some(longer) = deeper_at(&tried, seat, &p, h) {
                            found_one(&longer);
                            found.puzzles.push(longer);
                        }
                        found_one(&p);
                        in_game += 1;
                        skip_until = pos.turn_number() + 2 * p.moves;
                        found.puzzles.push(p);
                    }
                    Ok(None) => {}
                    Err(OutOfBudget) => found.too_hard += 1,
                }
                tried.push((seat, pos));
            }
            let Some(action) = ai::choose_in_match(&m, level(seat as usize), mix(seed ^ m.actions().len() as u64)) else { break };
            let turn = m.position().turn_number();
            m.play(&action)?;
            turn_start = m.position().turn_number() != turn;
        }
        progress(g + 1);
    }
    Ok(found)
}

/// With a deeper budget, after `found` (a win in the hunt's most moves): a win in one more at
/// `seat`'s previous turn start, if it has a single first move.
fn deeper_at<G: Searchable + Listed + PuzzleGame>(tried: &[(Seat, G)], seat: Seat, found: &Puzzle, h: &Hunt) -> Option<Puzzle> {
    if h.deeper_budget == 0 || found.goal != Goal::Win || found.moves != h.max_moves || h.max_moves >= super::MAX_MOVES {
        return None;
    }
    let (_, before) = tried.iter().rev().find(|(s, _)| *s == seat)?;
    let deeper = Hunt { max_moves: h.max_moves + 1, budget: h.deeper_budget, material: false, ..h.clone() };
    puzzle_at(before, &deeper).ok().flatten().filter(|p| p.moves == deeper.max_moves)
}

/// The puzzle at `pos`, if the player to act forces a win within `max_moves` with one first
/// move; else, when the hunt looks for material, if the most it forces within them has one.
fn puzzle_at<G: Searchable + Listed + PuzzleGame>(pos: &G, h: &Hunt) -> std::result::Result<Option<Puzzle>, OutOfBudget> {
    let mut solver = Solver::new(h.budget);
    if let Some((n, winners)) = solver.shortest_win(pos, h.max_moves)? {
        return Ok(single(pos, n, &winners, Goal::Win, h.budget - solver.budget_left()));
    }
    if !h.material {
        return Ok(None);
    }
    let mut left = solver.budget_left();
    // The largest gain forced within the moves allowed, and the fewest moves it takes.
    let mut best = None;
    for k in 1..=MAX_CAPTURE {
        let goal = Goal::Capture(k);
        let Ok(target) = goal.target(pos) else { return Ok(None) };
        let mut solver = Solver::with_target(left, target);
        let Some(n) = solver.distance(pos, h.max_moves)? else { break };
        left = solver.budget_left();
        best = Some((goal, target, n));
    }
    let Some((goal, target, n)) = best else { return Ok(None) };
    // Its proof as the checker makes it, from a fresh solver: that work is the difficulty.
    let mut solver = Solver::with_target(h.budget, target);
    let Some((n, winners)) = solver.shortest_win(pos, n)? else { return Ok(None) };
    Ok(single(pos, n, &winners, goal, h.budget - solver.budget_left()))
}

/// A puzzle when exactly one first action reaches the goal.
fn single<G: Searchable + Listed>(pos: &G, moves: u32, winners: &[G::Action], goal: Goal, difficulty: u64) -> Option<Puzzle> {
    let [solution] = winners else { return None };
    Some(Puzzle {
        game: G::KIND,
        options: G::format_options(pos.options()),
        moves,
        position: pos.position_string(),
        solution: pos.format_action(solution),
        difficulty,
        goal,
    })
}
