//! The baseline levels: a random player and a one-action-deep greedy player.

use super::search::WIN;
use super::{Level, Searchable};
use crate::game::{Outcome, Status};
use crate::rng::Rng;

pub fn choose<G: Searchable>(pos: &G, level: Level, seed: u64) -> Option<G::Action> {
    let Status::Turn(me) = pos.status() else { return None };
    let mut rng = Rng::new(seed ^ pos.key());
    if level == Level::Random {
        let actions = pos.legal_actions();
        return (!actions.is_empty()).then(|| actions[rng.below(actions.len())].clone());
    }
    match greedy(pos, me, &mut rng) {
        Some(mv) => Some(pos.to_action(mv)),
        None => pos.legal_actions().into_iter().next(),
    }
}

/// The value of `child`, a position one action ahead, for `me`: a finished game's result, else
/// the evaluation.
pub fn one_ahead<G: Searchable>(child: &G, me: crate::game::Seat) -> i32 {
    match child.status() {
        Status::Over(Outcome::Win(s)) => if s == me { WIN } else { -WIN },
        Status::Over(Outcome::Draw) => 0,
        _ => child.evaluate(me),
    }
}

/// The move with the best evaluation one action ahead for `me`, ties drawn by `rng`.
pub fn greedy<G: Searchable>(pos: &G, me: crate::game::Seat, rng: &mut Rng) -> Option<G::Checked> {
    let mut moves = Vec::new();
    pos.search_moves(true, &mut moves);
    let mut best: Option<(i32, G::Checked)> = None;
    let mut ties = 0;
    for &mv in &moves {
        let score = one_ahead(&pos.after(mv), me);
        match best {
            Some((b, _)) if score < b => {}
            Some((b, _)) if score == b => {
                // Reservoir choice among equal scores.
                ties += 1;
                if rng.below(ties + 1) == 0 {
                    best = Some((score, mv));
                }
            }
            _ => {
                best = Some((score, mv));
                ties = 0;
            }
        }
    }
    best.map(|(_, mv)| mv)
}
