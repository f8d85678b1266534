//! An exact solver for "win in N": does the player to act force a win within `n` of its own
//! moves, whatever the others do? It plays the rules' own actions (never the search's pruned
//! move lists), so its answers are proofs. A move is complete when the turn number goes up, so a
//! GIPF move with its removals counts as one. Positions with chance are not solved. With a
//! material target, reaching it counts as a win for the player it belongs to.

use super::goal::{PuzzleGame, Target};
use crate::ai::Searchable;
use crate::game::{Outcome, Seat, Status};
use std::collections::HashMap;

/// The solver ran out of its position budget: the answer is unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfBudget;

pub struct Solver {
    /// Positions it may still visit.
    budget: u64,
    /// `(key, attacker, moves left)` → whether the attacker forces a win from there.
    known: HashMap<(u64, Seat, u32), bool>,
    /// A material goal that wins for its player, besides winning the game.
    target: Option<Target>,
}

type Answer = Result<bool, OutOfBudget>;

impl Solver {
    pub fn new(budget: u64) -> Self {
        Self::with_target(budget, None)
    }

    /// A solver for which `target`, once reached, is as good as a win.
    pub fn with_target(budget: u64, target: Option<Target>) -> Self {
        Solver { budget, known: HashMap::new(), target }
    }

    /// Whether `me` has won at `pos`: the game, or the material target.
    pub fn reached<G: PuzzleGame>(&self, pos: &G, me: Seat) -> bool {
        pos.status() == Status::Over(Outcome::Win(me)) || self.target.is_some_and(|t| t.reached(pos, me))
    }

    /// Positions visited so far are subtracted from the budget; this is what is left.
    pub fn budget_left(&self) -> u64 {
        self.budget
    }

    /// Whether `me` forces a win within `n` of its moves from `pos` (where anyone may act).
    pub fn wins<G: Searchable + PuzzleGame>(&mut self, pos: &G, me: Seat, n: u32) -> Answer {
        if self.reached(pos, me) {
            return Ok(true);
        }
        match pos.status() {
            Status::Over(Outcome::Win(s)) => return Ok(s == me),
            Status::Over(Outcome::Draw) | Status::Chance(_) => return Ok(false),
            Status::Turn(_) if n == 0 => return Ok(false),
            Status::Turn(_) => {}
        }
        let key = (pos.key(), me, n);
        if let Some(&known) = self.known.get(&key) {
            return Ok(known);
        }
        let answer = self.search(pos, me, n)?;
        self.known.insert(key, answer);
        Ok(answer)
    }

    fn search<G: Searchable + PuzzleGame>(&mut self, pos: &G, me: Seat, n: u32) -> Answer {
        let Status::Turn(actor) = pos.status() else { return Ok(false) };
        let attacking = actor == me;
        let turn = pos.turn_number();
        let children = self.children(pos)?;
        // A win on the spot settles an attacking node before anything deeper is tried.
        if attacking && children.iter().any(|c| self.reached(c, me)) {
            return Ok(true);
        }
        for child in &children {
            // The attacker's move uses up one of its moves once its turn is over.
            let left = if attacking && child.turn_number() != turn { n - 1 } else { n };
            let won = self.wins(child, me, left)?;
            if won == attacking {
                return Ok(attacking);
            }
        }
        Ok(!attacking)
    }

    fn children<G: Searchable>(&mut self, pos: &G) -> Result<Vec<G>, OutOfBudget> {
        let actions = pos.legal_actions();
        if self.budget < actions.len() as u64 {
            return Err(OutOfBudget);
        }
        self.budget -= actions.len() as u64;
        Ok(actions
            .iter()
            .filter_map(|a| {
                let mut child = pos.clone();
                child.play(a).ok().map(|_| child)
            })
            .collect())
    }

    /// The fewest moves (1..=`max`) in which the player to act forces a win, or `None`.
    pub fn distance<G: Searchable + PuzzleGame>(&mut self, pos: &G, max: u32) -> Result<Option<u32>, OutOfBudget> {
        let Status::Turn(me) = pos.status() else { return Ok(None) };
        for n in 1..=max {
            if self.wins(pos, me, n)? {
                return Ok(Some(n));
            }
        }
        Ok(None)
    }

    /// The shortest forced win within `max` moves for the player to act: its length and every
    /// first action that wins in it.
    pub fn shortest_win<G: Searchable + PuzzleGame>(&mut self, pos: &G, max: u32) -> Result<Option<(u32, Vec<G::Action>)>, OutOfBudget> {
        let Some(n) = self.distance(pos, max)? else { return Ok(None) };
        Ok(Some((n, self.winning_actions(pos, n)?)))
    }

    /// The actions with which the player to act forces a win within `n` moves.
    pub fn winning_actions<G: Searchable + PuzzleGame>(&mut self, pos: &G, n: u32) -> Result<Vec<G::Action>, OutOfBudget> {
        let Status::Turn(me) = pos.status() else { return Ok(Vec::new()) };
        let turn = pos.turn_number();
        let mut out = Vec::new();
        for a in pos.legal_actions() {
            let mut child = pos.clone();
            if child.play(&a).is_err() {
                continue;
            }
            let left = if child.turn_number() != turn { n - 1 } else { n };
            if self.wins(&child, me, left)? {
                out.push(a);
            }
        }
        Ok(out)
    }

    /// The defender's reply that holds out longest against `attacker`, who has `n` moves left;
    /// where every reply loses as fast, the first. A reply that escapes the win comes first
    /// (the refutation of a wrong move).
    pub fn best_defence<G: Searchable + PuzzleGame>(&mut self, pos: &G, attacker: Seat, n: u32) -> Result<Option<G::Action>, OutOfBudget> {
        let mut best: Option<(u32, G::Action)> = None;
        for a in pos.legal_actions() {
            let mut child = pos.clone();
            if child.play(&a).is_err() {
                continue;
            }
            // How many attacker moves it still takes after this reply (n + 1: it escapes).
            let mut needed = n + 1;
            for k in 0..=n {
                if self.wins(&child, attacker, k)? {
                    needed = k;
                    break;
                }
            }
            if best.as_ref().is_none_or(|(b, _)| needed > *b) {
                best = Some((needed, a));
            }
            if needed > n {
                break;
            }
        }
        Ok(best.map(|(_, a)| a))
    }
}
