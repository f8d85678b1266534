//! Puzzles: "win in N" positions with a single winning first move, found in computer games by
//! an exact solver. One puzzle a line, fields separated by tabs:
//!
//! ```text
//! <game> <tab> <options, space-separated, or -> <tab> <N> <tab> <position> <tab> <first move> <tab> <difficulty>
//! ```
//! The difficulty is the number of positions the solver visited to prove the answer unique.

pub mod generate;
pub mod play;
pub mod solve;

use crate::ai::Searchable;
use crate::error::{clip, Error, Result};
use crate::game::Status;
use crate::kind::GameKind;
use crate::options::parse_pairs;
use solve::Solver;

/// The most moves a puzzle may ask for.
pub const MAX_MOVES: u32 = 5;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub game: GameKind,
    pub options: Vec<(String, String)>,
    /// Moves of the side to act in which it wins.
    pub moves: u32,
    pub position: String,
    /// The one first move that wins in `moves`, in notation.
    pub solution: String,
    pub difficulty: u64,
}

impl Puzzle {
    pub fn to_line(&self) -> String {
        let options = if self.options.is_empty() { "-".to_string() } else { self.options.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" ") };
        format!("{}\t{options}\t{}\t{}\t{}\t{}", self.game.name(), self.moves, self.position, self.solution, self.difficulty)
    }

    pub fn parse_line(line: &str) -> Result<Puzzle> {
        let bad = |m: String| Error::BadPosition(format!("puzzle: {m}"));
        let fields: Vec<&str> = line.split('\t').collect();
        let [game, options, moves, position, solution, difficulty] = fields[..] else {
            return Err(bad(format!("expected 6 tab-separated fields, found {}", fields.len())));
        };
        let items: Vec<&str> = if options == "-" { Vec::new() } else { options.split(' ').collect() };
        let moves: u32 = moves.parse().ok().filter(|n| (1..=MAX_MOVES).contains(n)).ok_or_else(|| bad(format!("'{}' is not a number of moves from 1 to {MAX_MOVES}", clip(moves))))?;
        Ok(Puzzle {
            game: GameKind::parse(game)?,
            options: parse_pairs(&items)?,
            moves,
            position: position.to_string(),
            solution: solution.to_string(),
            difficulty: difficulty.parse().map_err(|_| bad(format!("difficulty '{}' is not a whole number", clip(difficulty))))?,
        })
    }

    /// Proves the puzzle with the solver: the solution wins within `moves`, no win is shorter,
    /// and no other first move wins within `moves`.
    pub fn check(&self, budget: u64) -> Result<()> {
        crate::with_kind!(self.game, G => check_as::<G>(self, budget))
    }
}

fn check_as<G: Searchable>(p: &Puzzle, budget: u64) -> Result<()> {
    let options = G::parse_options(&p.options)?;
    let pos = G::parse_position(&p.position, &options)?;
    let wrong = |m: String| Error::BadPosition(format!("puzzle {}: {m}", clip(&p.position)));
    if !matches!(pos.status(), Status::Turn(_)) {
        return Err(wrong("nobody is to move".into()));
    }
    let solution = pos.parse_action(&p.solution)?;
    let mut solver = Solver::new(budget);
    let out = |_| wrong("the solver ran out of its budget".into());
    let winners = match solver.shortest_win(&pos, p.moves).map_err(out)? {
        Some((n, winners)) if n == p.moves => winners,
        _ => return Err(wrong(format!("it is not a win in exactly {}", p.moves))),
    };
    if winners != [solution] {
        let list: Vec<String> = winners.iter().map(|a| pos.format_action(a)).collect();
        return Err(wrong(format!("the winning first moves are {}, not only {}", list.join(", "), p.solution)));
    }
    Ok(())
}
