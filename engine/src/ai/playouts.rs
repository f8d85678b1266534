//! Win chances by Monte-Carlo playouts: games finished from a position by the greedy baseline
//! for every seat, chance drawn from a seed. Where dice and three or four seats make one score
//! meaningless (Table Gype), analysis reports each seat's share of these games instead.

use super::baseline::greedy;
use super::Searchable;
use crate::game::{Outcome, Status};
use crate::rng::{mix, Rng};

/// What the playouts so far came to. `wins[seat]` counts the games that seat won.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Playouts {
    pub played: u32,
    pub wins: Vec<u32>,
    pub draws: u32,
    /// Games still going at the action cap (counted in `played`, won by no one).
    pub unfinished: u32,
}

impl Playouts {
    pub fn new(seats: usize) -> Self {
        Playouts { wins: vec![0; seats], ..Playouts::default() }
    }

    /// The share of the games `seat` won, a draw counting half (0 before any game).
    pub fn chance(&self, seat: usize) -> f64 {
        if self.played == 0 {
            return 0.0;
        }
        let won = self.wins.get(seat).copied().unwrap_or(0) as f64;
        (won + self.draws as f64 / 2.0) / self.played as f64
    }

    /// Plays `count` more games from `pos`, each at most `max_actions` actions long. Game `k`
    /// (counting every game so far) draws from `mix(seed ^ k)`, so batches add up to the same
    /// figures as one run of their total.
    pub fn run<G: Searchable>(&mut self, pos: &G, count: u32, max_actions: u32, seed: u64) {
        for _ in 0..count {
            let mut rng = Rng::new(mix(seed ^ u64::from(self.played)));
            self.played += 1;
            match play_out(pos.clone(), max_actions, &mut rng) {
                Some(Outcome::Win(seat)) => {
                    if let Some(w) = self.wins.get_mut(seat as usize) {
                        *w += 1;
                    }
                }
                Some(Outcome::Draw) => self.draws += 1,
                None => self.unfinished += 1,
            }
        }
    }
}

/// A playout's next step from a position where someone acts: a chance outcome or a decided
/// action drawn from `rng`, or the greedy baseline's move for the seat to act.
pub(super) enum Step<G: Searchable> {
    Act(G::Action),
    Move(G::Checked),
}

/// The next step of a playout at `pos`; `None` when the game is over or the greedy baseline
/// has no move there.
pub(super) fn next_step<G: Searchable>(pos: &G, rng: &mut Rng) -> Option<Step<G>> {
    match pos.status() {
        Status::Over(_) => None,
        Status::Chance(n) => Some(Step::Act(pos.chance_action(rng.below(n as usize) as u32))),
        Status::Turn(me) => match pos.decided(rng.next_u64()) {
            Some(action) => Some(Step::Act(action)),
            None => greedy(pos, me, rng).map(Step::Move),
        },
    }
}

/// One game to its end (`None` at the action cap).
fn play_out<G: Searchable>(mut pos: G, max_actions: u32, rng: &mut Rng) -> Option<Outcome> {
    for _ in 0..max_actions {
        let next = match next_step(&pos, rng) {
            Some(Step::Move(mv)) => {
                pos = pos.after(mv);
                continue;
            }
            Some(Step::Act(action)) => action,
            None => match pos.status() {
                Status::Over(outcome) => return Some(outcome),
                // Greedy has no move: any legal action.
                _ => {
                    let actions = pos.legal_actions();
                    actions.get(rng.below(actions.len().max(1))).cloned()?
                }
            },
        };
        pos.play(&next).ok()?;
    }
    match pos.status() {
        Status::Over(outcome) => Some(outcome),
        _ => None,
    }
}
