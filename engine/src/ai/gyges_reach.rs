//! Where one Gygès piece can go, for the search: the set of squares it can end on or land on,
//! found by the rules' path enumeration without building paths, with every step counted.
//!
//! The runs tried are counted (`take_work`) so the search can charge a node whose pieces bounce
//! through long chains for the work it really costs: a level's budget bounds its thinking time.

use crate::game::Seat;
use crate::gyges::{Square, SOUTH};
use std::cell::Cell;

thread_local! {
    /// Runs tried since the counter was last taken.
    static WORK: Cell<u64> = const { Cell::new(0) };
}

/// Takes the number of runs tried on this thread since the last call.
pub(super) fn take_work() -> u64 {
    WORK.with(|w| w.replace(0))
}

/// Charges work done outside the walk (in runs tried).
pub(super) fn add_work(runs: u64) {
    WORK.with(|w| w.set(w.get() + runs));
}

/// The neighbour of a square in each direction (up, down, left, right) and the bit of the edge
/// crossed to reach it; edge 0 marks the board's border.
const fn build_steps() -> [[(Square, u64); 4]; 36] {
    let mut t = [[(0u8, 0u64); 4]; 36];
    let mut sq = 0u8;
    while sq < 36 {
        let (r, f) = (sq / 6, sq % 6);
        // Edge numbering of the rules: horizontal 5r + f (0..30), vertical 30 + 6r + f (30..60).
        if r < 5 {
            t[sq as usize][0] = (sq + 6, 1u64 << (30 + 6 * r + f));
        }
        if r > 0 {
            t[sq as usize][1] = (sq - 6, 1u64 << (30 + 6 * (r - 1) + f));
        }
        if f > 0 {
            t[sq as usize][2] = (sq - 1, 1u64 << (5 * r + f - 1));
        }
        if f < 5 {
            t[sq as usize][3] = (sq + 1, 1u64 << (5 * r + f));
        }
        sq += 1;
    }
    t
}

static STEPS: [[(Square, u64); 4]; 36] = build_steps();

/// One way to play a whole run from a square: the edges it crosses, the squares it passes
/// through (which must be empty) and the square it finishes on. A goal entry (`end` 36 or 37)
/// is a run whose last step goes from the far rank into the goal: it crosses no edge there.
#[derive(Clone, Copy)]
struct Run {
    edges: u64,
    inner: u64,
    end: Square,
}

/// Every run of 1, 2 and 3 steps from every square that never steps straight back (a run that
/// did would cross an edge twice), indexed by `square * 3 + k - 1`.
struct Runs {
    runs: Vec<Run>,
    start: [u32; 36 * 3 + 1],
}

fn build_runs() -> Runs {
    fn extend(out: &mut Vec<Run>, cur: Square, k: u8, edges: u64, inner: u64, last: u8) {
        if k == 1 {
            if cur / 6 == 5 {
                out.push(Run { edges, inner, end: 37 });
            }
            if cur / 6 == 0 {
                out.push(Run { edges, inner, end: 36 });
            }
        }
        for dir in 0..4u8 {
            let (next, edge) = STEPS[cur as usize][dir as usize];
            if edge == 0 || (last < 4 && dir == last ^ 1) {
                continue;
            }
            if k == 1 {
                out.push(Run { edges: edges | edge, inner, end: next });
            } else {
                extend(out, next, k - 1, edges | edge, inner | 1 << next, dir);
            }
        }
    }
    let mut runs = Vec::new();
    let mut start = [0u32; 36 * 3 + 1];
    for sq in 0..36u8 {
        for k in 1..=3u8 {
            start[sq as usize * 3 + k as usize - 1] = runs.len() as u32;
            extend(&mut runs, sq, k, 0, 0, 4);
        }
    }
    start[36 * 3] = runs.len() as u32;
    Runs { runs, start }
}

static RUNS: std::sync::LazyLock<Runs> = std::sync::LazyLock::new(build_runs);

/// A piece's reachable squares: ends (empty squares, and the goal as bit 36 or 37) and landings
/// (occupied squares a run can finish on).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Reach {
    pub ends: u64,
    pub landings: u64,
}

/// The moving piece and the board it sees (its start square lifted).
struct Walk<'a> {
    runs: &'a Runs,
    cells: &'a [u8; 36],
    /// Occupied squares, the start excluded.
    occupied: u64,
    /// Squares where a move may end: empty, the start only if allowed.
    may_end: u64,
    goal: Square,
    found: Reach,
    runs_tried: u64,
}

impl Walk<'_> {
    /// Every path of the rules: runs of `k` steps through empty squares, a bounce at the end of
    /// a run on a piece not bounced on yet, no edge crossed twice.
    fn walk(&mut self, cur: Square, k: u8, used: u64, bounced: u64) {
        let i = cur as usize * 3 + k as usize - 1;
        let runs = &self.runs.runs[self.runs.start[i] as usize..self.runs.start[i + 1] as usize];
        self.runs_tried += runs.len() as u64;
        for r in runs {
            if r.edges & used != 0 || r.inner & self.occupied != 0 {
                continue;
            }
            if r.end >= 36 {
                if r.end == self.goal {
                    self.found.ends |= 1 << r.end;
                }
                continue;
            }
            let nb = 1u64 << r.end;
            if self.occupied & nb == 0 {
                self.found.ends |= nb & self.may_end;
            } else if bounced & nb == 0 {
                self.found.landings |= nb;
                self.walk(r.end, self.cells[r.end as usize], used | r.edges, bounced | nb);
            }
        }
    }
}

/// Where the piece on `from` can go when `seat` moves it (whoever is to move).
pub(super) fn reach(cells: &[u8; 36], occupied: u64, seat: Seat, from: Square, allow_return: bool) -> Reach {
    let occupied = occupied & !(1u64 << from);
    let mut w = Walk {
        runs: &RUNS,
        cells,
        occupied,
        may_end: !occupied & ((1u64 << 36) - 1) & !((!allow_return as u64) << from),
        goal: if seat == SOUTH { 37 } else { 36 },
        found: Reach::default(),
        runs_tried: 0,
    };
    w.walk(from, cells[from as usize], 0, 0);
    WORK.with(|c| c.set(c.get() + w.runs_tried));
    w.found
}

