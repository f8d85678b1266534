//! Counting: perft (leaf action sequences), unique positions after whole turns, and one turn's
//! outcomes. Generic over every game; chance nodes count each outcome.

use crate::error::{Error, Guaranteed, Limit, Reason, Result};
use crate::game::{all_actions, Game, Status};
use std::collections::BTreeSet;
use std::collections::HashSet;

/// The deepest perft asked for: the count recurses once per level, so a depth from outside
/// must not set the stack's depth (and no deeper count would ever finish anyway).
pub const MAX_DEPTH: u32 = 64;

/// The most positions `turn_outcomes` may hold for one turn and `perft_unique` for one layer:
/// a Table Gype turn 0 with `start=random` or `start=choose` has 5^16 outcomes.
pub const MAX_POSITIONS: usize = 1_000_000;

/// Refuses a depth beyond `MAX_DEPTH`, then asks the game (`Game::check_perft_depth`).
pub fn check_depth<G: Game>(pos: &G, depth: u32) -> Result<()> {
    if depth > MAX_DEPTH {
        return Err(Error::too_large(Limit::PerftDepth { depth, most: MAX_DEPTH }));
    }
    pos.check_perft_depth(depth)
}

fn too_many_positions(what: &str) -> Error {
    Error::too_large(Reason::Console(format!("{what} reaches more than {MAX_POSITIONS} positions")))
}

/// Leaf action sequences of length `depth`. A winning action is a leaf.
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    perft_within(pos, depth, u64::MAX).unwrap_or(u64::MAX)
}

/// `perft`, but `None` as soon as the count passes `limit`: for a caller that must not run
/// unbounded, whatever depth it is given.
pub fn perft_within<G: Game>(pos: &G, depth: u32, limit: u64) -> Option<u64> {
    fn count<G: Game>(pos: &G, depth: u32, left: &mut u64) -> Option<()> {
        if depth <= 1 {
            *left = left.checked_sub(pos.count_actions())?;
        } else {
            for a in &all_actions(pos) {
                let mut next = pos.clone();
                next.play(a).guaranteed("generated actions are legal");
                if matches!(next.status(), Status::Over(_)) {
                    *left = left.checked_sub(1)?;
                } else {
                    count(&next, depth - 1, left)?;
                }
            }
        }
        Some(())
    }
    if depth == 0 {
        return (limit >= 1).then_some(1);
    }
    let mut left = limit;
    count(pos, depth, &mut left).map(|()| limit - left)
}

/// Positions reached after exactly one complete turn (or where the game ends during it);
/// refused once more than `MAX_POSITIONS` are held.
pub fn turn_outcomes<G: Game>(pos: &G) -> Result<BTreeSet<String>> {
    let mut out = BTreeSet::new();
    let mut seen = HashSet::new();
    let start_turn = pos.turn_number();
    let mut stack = vec![pos.clone()];
    while let Some(p) = stack.pop() {
        for a in all_actions(&p) {
            let mut next = p.clone();
            next.play(&a).guaranteed("generated actions are legal");
            let key = next.position_string();
            if next.turn_number() != start_turn || matches!(next.status(), Status::Over(_)) {
                out.insert(key);
            } else if seen.insert(key) {
                stack.push(next);
            }
            if out.len() + seen.len() > MAX_POSITIONS {
                return Err(too_many_positions("one turn from here"));
            }
        }
    }
    Ok(out)
}

/// Distinct positions after `depth` complete turns. Refused when a layer holds more than
/// `MAX_POSITIONS`, and when no line lasts `depth` turns (a count of 0 would read as a bug).
pub fn perft_unique<G: Game>(pos: &G, depth: u32) -> Result<usize> {
    let mut layer: Vec<G> = vec![pos.clone()];
    let mut keys: BTreeSet<String> = BTreeSet::new();
    for d in 0..depth {
        keys.clear();
        let mut next_layer = Vec::new();
        for p in &layer {
            if matches!(p.status(), Status::Over(_)) {
                continue;
            }
            for key in turn_outcomes(p)? {
                if keys.insert(key.clone()) && d + 1 < depth {
                    next_layer.push(G::parse_position(&key, p.options())?);
                }
                if keys.len() > MAX_POSITIONS {
                    return Err(too_many_positions(&format!("turn {} from here", d + 1)));
                }
            }
        }
        if keys.is_empty() {
            return Err(Error::option(Reason::Console(format!(
                "no position is {depth} whole turns away: every line ends within {d} turn{}",
                if d == 1 { "" } else { "s" }
            ))));
        }
        layer = next_layer;
    }
    Ok(keys.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gipf::Position;

    #[test]
    fn perft_within_counts_or_gives_up() {
        let start = Position::start(&Default::default());
        for depth in 0..=3 {
            let n = perft(&start, depth);
            assert_eq!(perft_within(&start, depth, n), Some(n), "depth {depth}");
            assert_eq!(perft_within(&start, depth, n - 1), None, "depth {depth}");
        }
    }
}
