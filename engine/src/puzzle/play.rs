//! Playing a puzzle: the player's moves are judged by the solver, a right move is answered
//! with the defender's best reply and a wrong one with its refutation. Also the puzzle sets as
//! shipped (one file a game, a puzzle a line, named `<game>-<line>`), the daily pick and the
//! player's streak as kept in storage.

use super::goal::{PuzzleGame, Target};
use super::solve::{OutOfBudget, Solver};
use super::Puzzle;
use crate::ai::Searchable;
use crate::error::{clip, Error, Limit, Reason, Result, Study};
use crate::game::{Game, Outcome, Seat, Status};
use crate::rng::mix;
use crate::session::Match;

/// Positions the solver may visit to answer one move (the hardest shipped puzzle needs 600,000).
pub const BUDGET: u64 = 4_000_000;
/// How far ahead a refutation looks for a win of its own.
const REFUTATION_MOVES: u32 = 2;
/// Replies in a row the defender may make before the player is to act again.
const MAX_REPLIES: usize = 8;

/// A puzzle set: the puzzles of one file, in order.
pub fn parse_set(text: &str) -> Result<Vec<Puzzle>> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| Puzzle::parse_line(l).map_err(|e| Error::record(i + 1, Reason::inner(e))))
        .collect()
}

/// The puzzle of the day `day` (days since 1 January 1970, UTC) among `count`.
pub fn daily_index(day: u64, count: usize) -> Option<usize> {
    (count > 0).then(|| (mix(day ^ 0x7075_7a7a_6c65) % count as u64) as usize)
}

/// What a judged move leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move wins the game (or reaches the material goal): the puzzle is solved.
    Solved,
    /// The move keeps the win: the defender's replies (long notation), then the player again.
    /// No replies when the player's turn goes on (a GIPF row to remove after the move).
    Right { replies: Vec<String> },
    /// The move lets the win go: the refutation's replies (after the rest of the player's turn,
    /// if it goes on), and whether they win for the defender.
    Wrong { replies: Vec<String>, defender_wins: bool },
}

/// One try at a puzzle: the moves played since its start.
#[derive(Clone, Debug)]
pub struct Attempt {
    pub puzzle: Puzzle,
    /// Every action since the start, the player's and the replies, in long notation.
    pub played: Vec<String>,
    /// The player's moves made so far.
    pub used: u32,
}

impl Attempt {
    pub fn new(puzzle: Puzzle) -> Self {
        Attempt { puzzle, played: Vec::new(), used: 0 }
    }

    /// The record of the puzzle's start, every seat played by a human.
    pub fn start_record(&self) -> Result<String> {
        crate::with_kind!(self.puzzle.game, G => Ok(self.start_match::<G>()?.to_record().to_text()))
    }

    /// The seat the player plays.
    pub fn seat(&self) -> Result<Seat> {
        crate::with_kind!(self.puzzle.game, G => match self.start_match::<G>()?.status() {
            Status::Turn(s) => Ok(s),
            _ => Err(Error::position(Study::NobodyToMove)),
        })
    }

    /// Judges the player's action `text` (short or long notation) and plays the answer to it.
    pub fn judge(&mut self, text: &str, budget: u64) -> Result<Verdict> {
        crate::with_kind!(self.puzzle.game, G => self.judge_as::<G>(text, budget))
    }

    /// A winning action for the player from where the try stands, in long notation.
    pub fn hint(&self, budget: u64) -> Result<Option<String>> {
        crate::with_kind!(self.puzzle.game, G => {
            let m = self.current::<G>()?;
            let pos = m.position();
            let mut solver = Solver::with_target(budget, self.target::<G>()?);
            let left = self.puzzle.moves.saturating_sub(self.used);
            let found = solver.shortest_win(pos, left).map_err(too_hard)?;
            Ok(found.and_then(|(_, winners)| winners.first().map(|a| pos.format_action_long(a))))
        })
    }

    /// The puzzle's material target, counted from its start.
    fn target<G: Searchable + PuzzleGame>(&self) -> Result<Option<Target>> {
        self.puzzle.goal.target(self.start_match::<G>()?.position())
    }

    fn start_match<G: Searchable>(&self) -> Result<Match<G>> {
        let options = G::parse_options(&self.puzzle.options)?;
        Ok(Match::from_position(G::parse_position(&self.puzzle.position, &options)?, 0))
    }

    fn current<G: Searchable>(&self) -> Result<Match<G>> {
        let mut m = self.start_match::<G>()?;
        for text in &self.played {
            m.play_text(text)?;
        }
        Ok(m)
    }

    fn judge_as<G: Searchable + PuzzleGame>(&mut self, text: &str, budget: u64) -> Result<Verdict> {
        let mut m = self.current::<G>()?;
        let Status::Turn(me) = m.status() else { return Err(Error::GameOver) };
        if me != self.seat()? {
            return Err(Error::illegal(Study::OtherSideTurn));
        }
        let left = self.puzzle.moves.saturating_sub(self.used);
        let turn = m.position().turn_number();
        let before = m.position().clone();
        let action = m.play_text(text)?;
        self.played.push(before.format_action_long(&action));
        let after = m.position().clone();
        let mut solver = Solver::with_target(budget, self.target::<G>()?);
        if solver.reached(&after, me) {
            return Ok(Verdict::Solved);
        }
        let rest = if after.turn_number() != turn {
            self.used += 1;
            left.saturating_sub(1)
        } else {
            left
        };
        let keeps = solver.wins(&after, me, rest).map_err(too_hard)?;
        let mut replies = Vec::new();
        let mut defender_wins = false;
        // The replies of the other side, until the player is to act again or the game is over.
        while replies.len() < MAX_REPLIES {
            let pos = m.position().clone();
            let Status::Turn(them) = pos.status() else { break };
            if them == me {
                if keeps || pos.turn_number() != turn {
                    break;
                }
                // A wrong move whose turn goes on (a GIPF row to remove): the rest of the turn
                // is played for the player, so that the refutation can follow.
                let Some(rest_of_turn) = pos.legal_actions().into_iter().next() else { break };
                let long = pos.format_action_long(&rest_of_turn);
                m.play(&rest_of_turn)?;
                self.played.push(long.clone());
                replies.push(long);
                continue;
            }
            let reply = if keeps {
                solver.best_defence(&pos, me, rest).map_err(too_hard)?
            } else {
                match refuting_win(&mut solver, &pos)? {
                    Some(win) => {
                        defender_wins = true;
                        Some(win)
                    }
                    None => solver.best_defence(&pos, me, rest).map_err(too_hard)?,
                }
            };
            let Some(reply) = reply else { break };
            let long = pos.format_action_long(&reply);
            m.play(&reply)?;
            self.played.push(long.clone());
            replies.push(long);
        }
        if !keeps && m.status() == Status::Over(Outcome::Win(me)) {
            // The player won after all (a longer way than the puzzle asks): still not the answer.
            defender_wins = false;
        }
        Ok(if keeps { Verdict::Right { replies } } else { Verdict::Wrong { replies, defender_wins } })
    }
}

/// The defender's first move of its own quickest forced win, if it has one soon.
fn refuting_win<G: Searchable + PuzzleGame>(solver: &mut Solver, pos: &G) -> Result<Option<G::Action>> {
    Ok(solver.shortest_win(pos, REFUTATION_MOVES).map_err(too_hard)?.and_then(|(_, winners)| winners.into_iter().next()))
}

fn too_hard(_: OutOfBudget) -> Error {
    Error::too_large(Limit::PuzzleSearch)
}

/// The player's record kept in storage: the current streak of puzzles solved without a wrong
/// move, the best streak and the puzzles solved. Stored as `streak=N best=N solved=N`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    pub streak: u32,
    pub best: u32,
    pub solved: u32,
}

impl Streak {
    pub fn parse(text: &str) -> Result<Streak> {
        let bad = |why: Study| Error::record(1, why);
        let mut s = Streak::default();
        let mut seen = [false; 3];
        for item in text.split_whitespace() {
            let (key, value) = item.split_once('=').ok_or_else(|| bad(Study::StreakPair { item: clip(item) }))?;
            let n: u32 = value.parse().map_err(|_| bad(Study::StreakCount { text: clip(value) }))?;
            let at = match key {
                "streak" => 0,
                "best" => 1,
                "solved" => 2,
                _ => return Err(bad(Study::StreakField { key: clip(key) })),
            };
            seen[at] = true;
            *[&mut s.streak, &mut s.best, &mut s.solved][at] = n;
        }
        if seen != [true; 3] {
            return Err(bad(Study::StreakFields));
        }
        if s.streak > s.best || s.best > s.solved {
            return Err(bad(Study::StreakSums));
        }
        Ok(s)
    }

    pub fn to_text(self) -> String {
        format!("streak={} best={} solved={}", self.streak, self.best, self.solved)
    }

    /// A puzzle solved; `clean` when no move of the try was wrong.
    pub fn solved(&mut self, clean: bool) {
        self.solved = self.solved.saturating_add(1);
        self.streak = if clean { self.streak.saturating_add(1) } else { 0 };
        self.best = self.best.max(self.streak);
    }

    pub fn failed(&mut self) {
        self.streak = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_streak_reads_back_and_a_bad_one_is_refused() {
        let mut s = Streak::default();
        s.solved(true);
        s.solved(true);
        s.failed();
        s.solved(false);
        assert_eq!(Streak::parse(&s.to_text()), Ok(s));
        assert_eq!(s, Streak { streak: 0, best: 2, solved: 3 });
        for bad in ["", "streak=1", "streak=x best=1 solved=1", "streak=5 best=1 solved=9", "{\"a\":1}", "streak=1 best=1 solved=1 odd=2"] {
            assert!(Streak::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_daily_pick_is_in_range() {
        assert_eq!(daily_index(20_000, 0), None);
        for day in 20_000..20_100 {
            assert!(daily_index(day, 7).is_some_and(|i| i < 7));
        }
        assert_eq!(daily_index(20_423, 270), daily_index(20_423, 270));
    }
}
