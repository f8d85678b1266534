//! Puzzles: "win in N" (or "win material in N") positions with a single winning first move,
//! found in computer games by an exact solver. One puzzle a line, fields separated by tabs:
//!
//! ```text
//! <game> <tab> <options, space-separated, or -> <tab> <N> <tab> <position> <tab> <first move> <tab> <difficulty> [<tab> <goal>]
//! ```
//! The difficulty is the number of positions the solver visited to prove the answer unique.
//! The goal is `capture=K` for a material puzzle (see [`goal`]); without it, the goal is a win.

pub mod generate;
pub mod goal;
pub mod motif;
pub mod play;
pub mod solve;
pub mod theme;

use crate::ai::Searchable;
use crate::error::{clip, Error, Reason, Result, Study};
use crate::game::Status;
use crate::kind::GameKind;
use crate::options::parse_pairs;
use goal::{PuzzleGame, Goal};
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
    pub goal: Goal,
}

impl Puzzle {
    pub fn to_line(&self) -> String {
        let options = if self.options.is_empty() { "-".to_string() } else { self.options.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" ") };
        let line = format!("{}\t{options}\t{}\t{}\t{}\t{}", self.game.name(), self.moves, self.position, self.solution, self.difficulty);
        match self.goal.token() {
            Some(goal) => format!("{line}\t{goal}"),
            None => line,
        }
    }

    pub fn parse_line(line: &str) -> Result<Puzzle> {

        let fields: Vec<&str> = line.split('\t').collect();
        let (game, options, moves, position, solution, difficulty, goal) = match fields[..] {
            [game, options, moves, position, solution, difficulty] => (game, options, moves, position, solution, difficulty, Goal::Win),
            [game, options, moves, position, solution, difficulty, goal] => (game, options, moves, position, solution, difficulty, Goal::parse(goal)?),
            _ => return Err(Error::position(Study::Fields { found: fields.len() })),
        };
        let items: Vec<&str> = if options == "-" { Vec::new() } else { options.split(' ').collect() };
        let moves: u32 = moves.parse().ok().filter(|n| (1..=MAX_MOVES).contains(n)).ok_or_else(|| Error::position(Study::Moves { text: clip(moves), most: MAX_MOVES }))?;
        Ok(Puzzle {
            game: GameKind::parse(game)?,
            options: parse_pairs(&items)?,
            moves,
            position: position.to_string(),
            solution: solution.to_string(),
            difficulty: difficulty.parse().map_err(|_| Error::position(Study::Difficulty { text: clip(difficulty) }))?,
            goal,
        })
    }

    /// Proves the puzzle with the solver: the solution reaches the goal within `moves`, no
    /// shorter way does, and no other first move reaches it within `moves`.
    pub fn check(&self, budget: u64) -> Result<()> {
        crate::with_kind!(self.game, G => check_as::<G>(self, budget))
    }
}

fn check_as<G: Searchable + PuzzleGame>(p: &Puzzle, budget: u64) -> Result<()> {
    let options = G::parse_options(&p.options)?;
    let pos = G::parse_position(&p.position, &options)?;
    // Checked by the command line and the tests only: in English (`Reason::Console`).
    let wrong = |m: String| Error::position(Reason::Console(format!("puzzle {}: {m}", clip(&p.position))));
    if !matches!(pos.status(), Status::Turn(_)) {
        return Err(wrong("nobody is to move".into()));
    }
    if !pos.starts_a_puzzle() {
        return Err(wrong("the player to act does not begin a turn with a move".into()));
    }
    let solution = pos.parse_action(&p.solution)?;
    let mut solver = Solver::with_target(budget, p.goal.target(&pos)?);
    let out = |_| wrong("the solver ran out of its budget".into());
    let winners = match solver.shortest_win(&pos, p.moves).map_err(out)? {
        Some((n, winners)) if n == p.moves => winners,
        _ => return Err(wrong(format!("it is not a {} in exactly {}", p.goal.describe(), p.moves))),
    };
    if winners != [solution] {
        let list: Vec<String> = winners.iter().map(|a| pos.format_action(a)).collect();
        return Err(wrong(format!("the winning first moves are {}, not only {}", list.join(", "), p.solution)));
    }
    Ok(())
}
