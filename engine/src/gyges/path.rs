//! Paths step by step, on the generator's runs: checking a given path, following the bounces
//! entered so far (click-to-path), and the route of a move for animation.

use super::board::Square;
use super::movegen::{Mover, Progress, Reached};

/// A move in progress at the start of a run, with the step route that led there.
#[derive(Clone, Debug)]
pub(crate) struct Trail {
    pub at: Progress,
    /// Every square visited, the start square first.
    pub route: Vec<Square>,
}

/// Every way the run starting at `t` can finish. For a landing the trail given continues from the
/// landed-on piece; for an end it stands on the end square (with no steps left).
pub(crate) fn runs(cells: &[u8; 36], m: &Mover, t: &Trail, f: &mut dyn FnMut(Square, Reached, Trail)) {
    let mut work = 0;
    m.each_run(&t.at, &mut work, |r, reached| {
        let mut route = t.route.clone();
        route.extend_from_slice(&r.path[..r.len as usize]);
        let at = match reached {
            Reached::Landing => m.bounce(cells, &t.at, r),
            Reached::End => Progress { at: r.end, k: 0, used: t.at.used | r.edges, bounced: t.at.bounced },
        };
        f(r.end, reached, Trail { at, route });
        false
    });
}

/// Every distinct trail whose bounce squares are exactly `bounces`, standing on the last of them
/// (or at the start when `bounces` is empty). Trails with the same crossed edges are merged.
pub(crate) fn follow(cells: &[u8; 36], m: &Mover, bounces: &[Square]) -> Vec<Trail> {
    let mut trails = vec![Trail { at: m.first(), route: vec![m.start] }];
    for &target in bounces {
        let mut next: Vec<Trail> = Vec::new();
        for t in &trails {
            runs(cells, m, t, &mut |sq, reached, nt| {
                if sq == target && reached == Reached::Landing && !next.iter().any(|o| o.at.used == nt.at.used) {
                    next.push(nt);
                }
            });
        }
        if next.is_empty() {
            return next;
        }
        trails = next;
    }
    trails
}

/// A step route through `stops` (bounces, then the last stop reached as `last`), if one exists.
pub(crate) fn find_route(cells: &[u8; 36], m: &Mover, stops: &[Square], last: Reached) -> Option<Vec<Square>> {
    let (&target, bounces) = stops.split_last()?;
    let mut found = None;
    for t in follow(cells, m, bounces) {
        runs(cells, m, &t, &mut |sq, reached, nt| {
            if found.is_none() && sq == target && reached == last {
                found = Some(nt.route);
            }
        });
        if found.is_some() {
            break;
        }
    }
    found
}

/// Whether some step route visits `stops` as its run ends: every stop but the last is a bounce,
/// the last is reached as `last`. Allocation-free, for checking moves.
pub(crate) fn path_exists(cells: &[u8; 36], m: &Mover, stops: &[Square], last: Reached) -> bool {
    !stops.is_empty() && run_to(cells, m, &m.first(), stops, last)
}

fn run_to(cells: &[u8; 36], m: &Mover, s: &Progress, stops: &[Square], last: Reached) -> bool {
    let (target, rest) = (stops[0], &stops[1..]);
    let mut work = 0;
    m.each_run(s, &mut work, |r, reached| {
        if r.end != target {
            false
        } else if rest.is_empty() {
            reached == last
        } else {
            reached == Reached::Landing && run_to(cells, m, &m.bounce(cells, s, r), rest, last)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gyges::board::{bit, GOAL_N};
    use crate::rng::Rng;

    /// The allocation-free check agrees with the route search on random stop lists.
    #[test]
    fn path_exists_agrees_with_find_route() {
        let mut rng = Rng::new(3);
        let mut agreed_true = 0;
        for _ in 0..3000 {
            let mut cells = [0u8; 36];
            let mut occupied = 0u64;
            for _ in 0..2 + rng.below(11) {
                let sq = rng.below(36);
                cells[sq] = 1 + rng.below(3) as u8;
                occupied |= 1 << sq;
            }
            let start = occupied.trailing_zeros() as Square;
            let m = Mover::new(&cells, occupied, start, GOAL_N, rng.below(2) == 0);
            let pieces: Vec<Square> = (0..36).filter(|&s| m.occupied & bit(s) != 0).collect();
            for _ in 0..20 {
                let len = 1 + rng.below(4);
                let stops: Vec<Square> = (0..len)
                    .map(|_| match rng.below(4) {
                        0 => 37,
                        1 => rng.below(36) as Square,
                        _ if pieces.is_empty() => 37,
                        _ => pieces[rng.below(pieces.len())],
                    })
                    .collect();
                for last in [Reached::End, Reached::Landing] {
                    let fast = path_exists(&cells, &m, &stops, last);
                    assert_eq!(fast, find_route(&cells, &m, &stops, last).is_some(), "{stops:?} {last:?}");
                    agreed_true += fast as u32;
                }
            }
        }
        assert!(agreed_true > 100, "{agreed_true}");
    }
}
