//! Paths of one moving piece: the full depth-first search behind move generation, and the
//! step-by-step run enumeration behind path checking, animation and click-to-path entry.
//!
//! State of a move in progress: the square it stands on, the steps left in the current run, the
//! set of edges already crossed (a `u64`, never reset) and the set of pieces already bounced on.

use super::board::{bit, Square, NEIGHBOURS};

/// The piece being moved and what it sees: its start square is lifted (empty for the whole move).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Mover {
    pub start: Square,
    pub size: u8,
    /// Occupied grid squares, the start square excluded.
    pub occupied: u64,
    /// The rank from which the target goal can be entered, as a bit set.
    pub far_rank: u64,
    pub goal: Square,
    /// Whether the move may end on its own start square.
    pub allow_return: bool,
}

/// Receives every way a run can finish. Returning `true` stops the whole search.
pub(crate) trait Visitor {
    /// The move ends on an empty square or the goal.
    fn end(&mut self, to: Square, stops: &[Square], steps: u8) -> bool;
    /// A run ends on an occupied square (the search then bounces on it).
    fn landing(&mut self, on: Square, stops: &[Square], steps: u8) -> bool;
}

struct Walker<'a, V: Visitor> {
    cells: &'a [u8; 36],
    m: Mover,
    stops: [Square; 16],
    depth: usize,
    visitor: V,
}

impl<V: Visitor> Walker<'_, V> {
    fn walk(&mut self, cur: Square, k: u8, used: u64, bounced: u64, steps: u8) -> bool {
        if k == 1 && self.m.far_rank & bit(cur) != 0 {
            self.stops[self.depth] = self.m.goal;
            if self.visitor.end(self.m.goal, &self.stops[..=self.depth], steps + 1) {
                return true;
            }
        }
        let nb = &NEIGHBOURS[cur as usize];
        for i in 0..nb.count as usize {
            let (next, edge) = (nb.squares[i], nb.edges[i]);
            if used & edge != 0 {
                continue;
            }
            let next_bit = bit(next);
            if self.m.occupied & next_bit != 0 {
                // Only the last step of a run may reach a piece, and never one already bounced on
                // (a second visit reaches nothing the first did not).
                if k != 1 || bounced & next_bit != 0 {
                    continue;
                }
                self.stops[self.depth] = next;
                if self.visitor.landing(next, &self.stops[..=self.depth], steps + 1) {
                    return true;
                }
                self.depth += 1;
                let stop = self.walk(next, self.cells[next as usize], used | edge, bounced | next_bit, steps + 1);
                self.depth -= 1;
                if stop {
                    return true;
                }
            } else if k == 1 {
                if next == self.m.start && !self.m.allow_return {
                    continue;
                }
                self.stops[self.depth] = next;
                if self.visitor.end(next, &self.stops[..=self.depth], steps + 1) {
                    return true;
                }
            } else if self.walk(next, k - 1, used | edge, bounced, steps + 1) {
                return true;
            }
        }
        false
    }
}

/// Runs the full search for `m` from its start; returns the visitor and whether it stopped early.
pub(crate) fn search<V: Visitor>(cells: &[u8; 36], m: &Mover, visitor: V) -> (V, bool) {
    search_from(cells, m, m.start, m.size, 0, 0, visitor)
}

/// The same search resumed from a state in the middle of a move.
pub(crate) fn search_from<V: Visitor>(
    cells: &[u8; 36],
    m: &Mover,
    at: Square,
    k: u8,
    used: u64,
    bounced: u64,
    visitor: V,
) -> (V, bool) {
    let mut w = Walker { cells, m: *m, stops: [0; 16], depth: 0, visitor };
    let stopped = w.walk(at, k, used, bounced, 0);
    (w.visitor, stopped)
}

/// Collects the reachable ends and landings as bit sets (goals are bits 36 and 37).
#[derive(Default)]
pub(crate) struct Reach {
    pub ends: u64,
    pub landings: u64,
}

impl Visitor for Reach {
    #[inline]
    fn end(&mut self, to: Square, _: &[Square], _: u8) -> bool {
        self.ends |= bit(to);
        false
    }
    #[inline]
    fn landing(&mut self, on: Square, _: &[Square], _: u8) -> bool {
        self.landings |= bit(on);
        false
    }
}

/// Stops at the first end, or at the first landing `accept_landing` approves.
pub(crate) struct AnyMove<F: FnMut(Square) -> bool> {
    pub accept_landing: F,
}

impl<F: FnMut(Square) -> bool> Visitor for AnyMove<F> {
    fn end(&mut self, _: Square, _: &[Square], _: u8) -> bool {
        true
    }
    fn landing(&mut self, on: Square, _: &[Square], _: u8) -> bool {
        (self.accept_landing)(on)
    }
}

/// The shortest path found so far to one square: fewest steps, then fewest stops.
#[derive(Clone, Copy)]
struct Best {
    steps: u8,
    len: u8,
    stops: [Square; 16],
}

/// Like [`Reach`], and keeps a shortest witness path to every end and landing.
pub(crate) struct Witnesses {
    pub reach: Reach,
    best: [Best; 38],
}

impl Witnesses {
    pub fn new() -> Self {
        Witnesses { reach: Reach::default(), best: [Best { steps: u8::MAX, len: 0, stops: [0; 16] }; 38] }
    }

    /// The witness stops to `to` (an end or a landing that was reached).
    pub fn stops(&self, to: Square) -> Vec<Square> {
        let b = &self.best[to as usize];
        b.stops[..b.len as usize].to_vec()
    }

    fn keep(&mut self, to: Square, stops: &[Square], steps: u8) {
        let b = &mut self.best[to as usize];
        if (steps, stops.len() as u8) < (b.steps, b.len) {
            b.steps = steps;
            b.len = stops.len() as u8;
            b.stops[..stops.len()].copy_from_slice(stops);
        }
    }
}

impl Visitor for Witnesses {
    fn end(&mut self, to: Square, stops: &[Square], steps: u8) -> bool {
        self.reach.ends |= bit(to);
        self.keep(to, stops, steps);
        false
    }
    fn landing(&mut self, on: Square, stops: &[Square], steps: u8) -> bool {
        self.reach.landings |= bit(on);
        self.keep(on, stops, steps);
        false
    }
}

/// A move in progress at the start of a run, with the step route that led there.
#[derive(Clone, Debug)]
pub(crate) struct Trail {
    pub at: Square,
    /// Steps of the run about to start.
    pub k: u8,
    pub used: u64,
    pub bounced: u64,
    /// Every square visited, the start square first.
    pub route: Vec<Square>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reached {
    /// An empty square or the goal: the move ends.
    End,
    /// An occupied square: bounce (or replace).
    Landing,
}

/// The trail at the start of the move.
pub(crate) fn first_trail(m: &Mover) -> Trail {
    Trail { at: m.start, k: m.size, used: 0, bounced: 0, route: vec![m.start] }
}

/// Every way the run starting at `t` can finish. For a landing the trail given continues from the
/// landed-on piece; for an end it stands on the end square.
pub(crate) fn runs(cells: &[u8; 36], m: &Mover, t: &Trail, f: &mut dyn FnMut(Square, Reached, Trail)) {
    let mut route = t.route.clone();
    step(cells, m, t.at, t.k, t.used, t.bounced, &mut route, f);
}

#[allow(clippy::too_many_arguments)]
fn step(
    cells: &[u8; 36],
    m: &Mover,
    cur: Square,
    k: u8,
    used: u64,
    bounced: u64,
    route: &mut Vec<Square>,
    f: &mut dyn FnMut(Square, Reached, Trail),
) {
    if k == 1 && m.far_rank & bit(cur) != 0 {
        route.push(m.goal);
        f(m.goal, Reached::End, Trail { at: m.goal, k: 0, used, bounced, route: route.clone() });
        route.pop();
    }
    let nb = &NEIGHBOURS[cur as usize];
    for i in 0..nb.count as usize {
        let (next, edge) = (nb.squares[i], nb.edges[i]);
        if used & edge != 0 {
            continue;
        }
        route.push(next);
        if m.occupied & bit(next) != 0 {
            if k == 1 && bounced & bit(next) == 0 {
                let t = Trail { at: next, k: cells[next as usize], used: used | edge, bounced: bounced | bit(next), route: route.clone() };
                f(next, Reached::Landing, t);
            }
        } else if k == 1 {
            if next != m.start || m.allow_return {
                f(next, Reached::End, Trail { at: next, k: 0, used: used | edge, bounced, route: route.clone() });
            }
        } else {
            step(cells, m, next, k - 1, used | edge, bounced, route, f);
        }
        route.pop();
    }
}

/// Every distinct trail whose bounce squares are exactly `bounces`, standing on the last of them
/// (or at the start when `bounces` is empty). Trails with the same crossed edges are merged.
pub(crate) fn follow(cells: &[u8; 36], m: &Mover, bounces: &[Square]) -> Vec<Trail> {
    let mut trails = vec![first_trail(m)];
    for &target in bounces {
        let mut next: Vec<Trail> = Vec::new();
        for t in &trails {
            runs(cells, m, t, &mut |sq, reached, nt| {
                if sq == target && reached == Reached::Landing && !next.iter().any(|o| o.used == nt.used) {
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
    !stops.is_empty() && run_to(cells, m, m.start, m.size, 0, 0, stops, last)
}

fn grid_distance(a: Square, b: Square) -> u8 {
    (a / 6).abs_diff(b / 6) + (a % 6).abs_diff(b % 6)
}

#[allow(clippy::too_many_arguments)]
fn run_to(cells: &[u8; 36], m: &Mover, cur: Square, k: u8, used: u64, bounced: u64, stops: &[Square], last: Reached) -> bool {
    let (target, is_last) = (stops[0], stops.len() == 1);
    if target < 36 {
        // A run of k steps on a grid reaches only squares at distance k, k-2, ...
        let d = grid_distance(cur, target);
        if d > k || (k - d) % 2 != 0 {
            return false;
        }
    } else if target != m.goal || !is_last || last != Reached::End {
        return false;
    } else if k == 1 && m.far_rank & bit(cur) != 0 {
        return true;
    }
    let nb = &NEIGHBOURS[cur as usize];
    for i in 0..nb.count as usize {
        let (next, edge) = (nb.squares[i], nb.edges[i]);
        if used & edge != 0 {
            continue;
        }
        if m.occupied & bit(next) != 0 {
            if k != 1 || next != target || bounced & bit(next) != 0 {
                continue;
            }
            if is_last {
                if last == Reached::Landing {
                    return true;
                }
            } else if run_to(cells, m, next, cells[next as usize], used | edge, bounced | bit(next), &stops[1..], last) {
                return true;
            }
        } else if k == 1 {
            if next == target && is_last && last == Reached::End && (next != m.start || m.allow_return) {
                return true;
            }
        } else if run_to(cells, m, next, k - 1, used | edge, bounced, stops, last) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
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
            let m = Mover {
                start,
                size: cells[start as usize],
                occupied: occupied & !bit(start),
                far_rank: 0x3F << 30,
                goal: 37,
                allow_return: rng.below(2) == 0,
            };
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
