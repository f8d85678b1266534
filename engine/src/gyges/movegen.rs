//! The move generator: every path of one moving piece, run by run, over a precomputed table of
//! runs. The rules' legal moves, move checking, perft, the UI's click-to-path and the computer's
//! search all walk the board through [`Mover::each_run`], the one place that says which run may
//! follow which.
//!
//! State of a move in progress: the square it stands on, the steps of the run about to start,
//! the set of edges already crossed (a `u64`, never reset) and the set of pieces already bounced
//! on. A whole run of 1–3 steps is one table entry: the edges it crosses, the squares it passes
//! through (which must be empty) and where it finishes.
//!
//! On top of it, the position's moves: the playable row, replacement drop zones, legal moves with
//! witness paths, and move identities with the work they cost (the computer's time budget).

use super::action::{Action, Move};
use super::board::*;
use super::position::Position;
use crate::game::Seat;
use std::sync::LazyLock;

/// One way to play a whole run from a square. A goal entry (`end` 36 or 37) is a run whose last
/// step goes from the far rank into the goal: that step crosses no edge.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Run {
    pub edges: u64,
    /// The squares stepped through before the end.
    pub inner: u64,
    pub end: Square,
    /// Steps, the goal step included.
    pub len: u8,
    /// The squares visited in order, `end` last.
    pub path: [Square; 3],
}

/// Every run of 1, 2 and 3 steps from every square that never steps straight back (a run that
/// did would cross an edge twice), indexed by `square * 3 + k - 1`. Within one start and length
/// the order is the depth-first order up, down, left, right, a goal entry before the steps from
/// the same square: it fixes which shortest witness path is found first.
struct RunTable {
    runs: Vec<Run>,
    start: [u32; 36 * 3 + 1],
}

fn build_runs() -> RunTable {
    fn extend(out: &mut Vec<Run>, cur: Square, k: u8, edges: u64, inner: u64, path: [Square; 3], len: u8) {
        let mut path = path;
        if k == 1 {
            for (rank, goal) in [(5, GOAL_N), (0, GOAL_S)] {
                if cur / 6 == rank {
                    path[len as usize] = goal;
                    out.push(Run { edges, inner, end: goal, len: len + 1, path });
                }
            }
        }
        let nb = &NEIGHBOURS[cur as usize];
        for i in 0..nb.count as usize {
            let (next, edge) = (nb.squares[i], nb.edges[i]);
            if edges & edge != 0 {
                continue;
            }
            path[len as usize] = next;
            if k == 1 {
                out.push(Run { edges: edges | edge, inner, end: next, len: len + 1, path });
            } else {
                extend(out, next, k - 1, edges | edge, inner | bit(next), path, len + 1);
            }
        }
    }
    let mut runs = Vec::new();
    let mut start = [0u32; 36 * 3 + 1];
    for sq in 0..36u8 {
        for k in 1..=3u8 {
            start[sq as usize * 3 + k as usize - 1] = runs.len() as u32;
            extend(&mut runs, sq, k, 0, 0, [0; 3], 0);
        }
    }
    start[36 * 3] = runs.len() as u32;
    RunTable { runs, start }
}

static RUNS: LazyLock<RunTable> = LazyLock::new(build_runs);

/// The piece being moved and what it sees: its start square is lifted (empty for the whole move).
#[derive(Clone, Copy)]
pub(crate) struct Mover {
    table: &'static RunTable,
    pub start: Square,
    pub size: u8,
    /// Occupied grid squares, the start square excluded.
    pub occupied: u64,
    /// Where the move may end: empty squares (the start square only if allowed) and the goal.
    may_end: u64,
    /// The goal this piece may enter.
    pub goal: Square,
}

/// A move in progress at the start of a run.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Progress {
    pub at: Square,
    /// Steps of the run about to start.
    pub k: u8,
    pub used: u64,
    pub bounced: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reached {
    /// An empty square or the goal: the move ends.
    End,
    /// An occupied square: bounce (or replace).
    Landing,
}

impl Mover {
    pub fn new(cells: &[u8; 36], occupied: u64, from: Square, goal: Square, allow_return: bool) -> Mover {
        let occupied = occupied & !bit(from);
        let forbidden_start = if allow_return { 0 } else { bit(from) };
        Mover {
            table: &RUNS,
            start: from,
            size: cells[from as usize],
            occupied,
            may_end: (GRID & !occupied & !forbidden_start) | bit(goal),
            goal,
        }
    }

    /// The state at the start of the move.
    pub fn first(&self) -> Progress {
        Progress { at: self.start, k: self.size, used: 0, bounced: 0 }
    }

    /// How many runs the table holds from the state's square and length: the work unit.
    fn runs_from(&self, s: &Progress) -> &'static [Run] {
        let i = s.at as usize * 3 + s.k as usize - 1;
        &self.table.runs[self.table.start[i] as usize..self.table.start[i + 1] as usize]
    }

    /// The rule of a run: whether run `r` may be played from state `s` (its edges not crossed
    /// yet, its inner squares empty), and how it finishes: in the piece's goal or on an empty
    /// square it may end on (`End`), or on a piece not bounced on yet (`Landing`).
    #[inline(always)]
    pub fn classify(&self, s: &Progress, r: &Run) -> Option<Reached> {
        // The goals are bits 36 and 37 of these sets, never occupied.
        if r.edges & s.used != 0 || r.inner & self.occupied != 0 {
            None
        } else if self.occupied & bit(r.end) == 0 {
            (self.may_end & bit(r.end) != 0).then_some(Reached::End)
        } else {
            // A second bounce on a piece reaches nothing the first did not.
            (s.bounced & bit(r.end) == 0).then_some(Reached::Landing)
        }
    }

    /// Calls `f` for every run that may be played from `s`, in table order. Stops when `f`
    /// returns `true`; returns whether it stopped, and counts the runs tried in `work`.
    #[inline(always)]
    pub fn each_run(&self, s: &Progress, work: &mut u64, mut f: impl FnMut(&Run, Reached) -> bool) -> bool {
        let runs = self.runs_from(s);
        *work += runs.len() as u64;
        runs.iter().any(|r| self.classify(s, r).is_some_and(|reached| f(r, reached)))
    }

    /// The state after a run that landed on a piece: the bounce starts.
    #[inline(always)]
    pub fn bounce(&self, cells: &[u8; 36], s: &Progress, r: &Run) -> Progress {
        Progress { at: r.end, k: cells[r.end as usize], used: s.used | r.edges, bounced: s.bounced | bit(r.end) }
    }
}

/// Receives every way a run can finish. Returning `true` stops the whole search.
pub(crate) trait Visitor {
    /// Whether the visitor reads the stops (the walk keeps them only then).
    const STOPS: bool = false;
    /// The move ends on an empty square or the goal.
    fn end(&mut self, to: Square, stops: &[Square], steps: u8) -> bool;
    /// A run ends on an occupied square (the search then bounces on it).
    fn landing(&mut self, on: Square, stops: &[Square], steps: u8) -> bool;
}

/// What a search found, whether its visitor stopped it, and the runs it tried.
pub(crate) struct Searched<V> {
    pub found: V,
    pub stopped: bool,
    pub work: u64,
}

struct Walker<'a, V: Visitor> {
    cells: &'a [u8; 36],
    m: Mover,
    stops: [Square; 16],
    depth: usize,
    work: u64,
    visitor: V,
}

impl<V: Visitor> Walker<'_, V> {
    fn walk(&mut self, s: Progress, steps: u8) -> bool {
        let runs = self.m.runs_from(&s);
        self.work += runs.len() as u64;
        for r in runs {
            let Some(reached) = self.m.classify(&s, r) else { continue };
            // Steps and stops matter only to a visitor that reads them.
            let steps = if V::STOPS { steps + r.len } else { 0 };
            if V::STOPS {
                self.stops[self.depth] = r.end;
            }
            let stops = if V::STOPS { &self.stops[..=self.depth] } else { &[][..] };
            let stop = match reached {
                Reached::End => self.visitor.end(r.end, stops, steps),
                Reached::Landing => {
                    self.visitor.landing(r.end, stops, steps) || {
                        self.depth += V::STOPS as usize;
                        let stop = self.walk(self.m.bounce(self.cells, &s, r), steps);
                        self.depth -= V::STOPS as usize;
                        stop
                    }
                }
            };
            if stop {
                return true;
            }
        }
        false
    }
}

/// Runs the full search for `m` from its start.
pub(crate) fn search<V: Visitor>(cells: &[u8; 36], m: &Mover, visitor: V) -> Searched<V> {
    search_from(cells, m, m.first(), visitor)
}

/// The same search resumed from a state in the middle of a move.
pub(crate) fn search_from<V: Visitor>(cells: &[u8; 36], m: &Mover, s: Progress, visitor: V) -> Searched<V> {
    let mut w = Walker { cells, m: *m, stops: [0; 16], depth: 0, work: 0, visitor };
    let stopped = w.walk(s, 0);
    Searched { found: w.visitor, stopped, work: w.work }
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
    const STOPS: bool = true;
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


/// The grid squares from `seat`'s home rank up to and including `rank`.
fn ranks_up_to(seat: Seat, rank: u8) -> u64 {
    let below = (1u64 << (6 * rank as u32)) - 1;
    if seat == SOUTH { (below << 6 | 0x3F) & GRID } else { GRID & !below }
}

/// What finding a replacement's drop zone is charged, in runs tried (an estimate: it runs the
/// generator for the opponent's playable row).
pub(super) const DROP_ZONE_WORK: u64 = 100;

/// A count of moves and the work spent finding them, in runs tried: the computer charges a node
/// whose pieces bounce through long chains for what it really costs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Generated {
    pub count: u64,
    pub work: u64,
    /// The pieces that can enter the goal.
    pub goal_pieces: u64,
}

/// The grid neighbours of every square, as bit sets.
const NEIGHBOUR_SETS: [u64; 36] = {
    let mut sets = [0u64; 36];
    let mut sq = 0;
    while sq < 36 {
        let nb = &NEIGHBOURS[sq];
        let mut i = 0;
        while i < nb.count as usize {
            sets[sq] |= bit(nb.squares[i]);
            i += 1;
        }
        sq += 1;
    }
    sets
};

/// Whether the piece on `sq` has a move when a landing counts as one (with the displaced piece
/// in hand no replacement is looked at deeper): some run of its size passes through empty
/// squares only. Such a run always ends somewhere it may: on a piece, or on an empty square
/// that is not its start (no run of 1–3 steps without stepping straight back returns there).
fn has_open_run(cells: &[u8; 36], occupied: u64, sq: Square) -> bool {
    let empty = GRID & !occupied;
    match cells[sq as usize] {
        1 => true,
        2 => NEIGHBOUR_SETS[sq as usize] & empty != 0,
        _ => squares_of(NEIGHBOUR_SETS[sq as usize] & empty).any(|n| NEIGHBOUR_SETS[n as usize] & empty != 0),
    }
}

/// `seat`'s playable row on a board where a replacement is under way (the displaced piece in
/// hand). A landing counts as a move here without looking one replacement deeper.
fn playable_row_during_replacement(cells: &[u8; 36], occupied: u64, seat: Seat) -> Option<u8> {
    ranks_from(seat).find(|&rank| squares_of(occupied & rank_mask(rank)).any(|s| has_open_run(cells, occupied, s)))
}

impl Position {
    pub(crate) fn mover(&self, from: Square) -> Mover {
        Mover::new(&self.cells, self.occupied, from, target_goal(self.to_move), self.options.return_to_start)
    }

    /// Where the displaced piece may go when the piece from `from` replaces the one on `to`.
    /// The opponent's playable row is taken after the mover has landed.
    pub(crate) fn drop_zone(&self, from: Square, to: Square) -> u64 {
        let size = self.cells[from as usize];
        let displaced = self.cells[to as usize];
        let mut cells = self.cells;
        cells[from as usize] = 0;
        cells[to as usize] = size;
        let occupied = self.occupied & !bit(from);
        let zone = match playable_row_during_replacement(&cells, occupied, other(self.to_move)) {
            Some(rank) => ranks_up_to(self.to_move, rank),
            None => GRID,
        };
        let mut allowed = (zone & !occupied) | bit(from);
        if displaced == size && !self.options.return_to_start {
            allowed &= !bit(from); // the board would not change
        }
        allowed
    }

    /// Whether the piece on `from` has a legal move, ignoring the playable row.
    fn piece_can_move(&self, from: Square) -> bool {
        let m = self.mover(from);
        let replace = self.options.replace;
        search(&self.cells, &m, AnyMove { accept_landing: |on| replace && self.drop_zone(from, on) != 0 }).stopped
    }

    pub(crate) fn row_can_move(&self, rank: u8) -> bool {
        squares_of(self.occupied & rank_mask(rank)).any(|s| self.piece_can_move(s))
    }

    /// The rank index (0 = rank 1) the player to move must play from: the nearest non-empty row
    /// with a piece that can move. `None` in the set-up phase, after the game, or with no move.
    pub fn playable_row(&self) -> Option<u8> {
        if self.setup || self.is_over() {
            return None;
        }
        ranks_from(self.to_move).find(|&rank| self.row_can_move(rank))
    }

    /// The pieces the player to move may move (empty in the set-up phase or when passing).
    pub fn movable_pieces(&self) -> Vec<Square> {
        match self.playable_row() {
            Some(rank) => squares_of(self.occupied & rank_mask(rank)).filter(|&s| self.piece_can_move(s)).collect(),
            None => Vec::new(),
        }
    }

    /// Every legal move of one piece with a shortest witness path, whatever its row.
    fn piece_moves(&self, from: Square, out: &mut Vec<Move>) {
        let w = search(&self.cells, &self.mover(from), Witnesses::new()).found;
        for to in squares_of(w.reach.ends | w.reach.landings) {
            if w.reach.ends & bit(to) != 0 {
                out.push(Move { from, to, drop: None, stops: w.stops(to) });
            } else if self.options.replace {
                let stops = w.stops(to);
                for d in squares_of(self.drop_zone(from, to)) {
                    out.push(Move { from, to, drop: Some(d), stops: stops.clone() });
                }
            }
        }
    }

    /// Every legal move, one per identity `(from, to, drop)`, each with a shortest witness path.
    /// Empty in the set-up phase, after the game, or when the player must pass.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        if self.setup || self.is_over() {
            return out;
        }
        for rank in ranks_from(self.to_move) {
            for s in squares_of(self.occupied & rank_mask(rank)) {
                self.piece_moves(s, &mut out);
            }
            if !out.is_empty() {
                break;
            }
        }
        out
    }

    /// The legal moves of the piece on `from` (none for an empty square, or a piece that may
    /// not move now).
    pub fn moves_from(&self, from: Square) -> Vec<Move> {
        let mut out = Vec::new();
        if from < 36 && self.occupied & bit(from) != 0 && self.playable_row() == Some(rank_of(from)) {
            self.piece_moves(from, &mut out);
        }
        out
    }

    /// A shortest path for the identity if the piece on `from` can make it (row not checked).
    pub(crate) fn witness(&self, from: Square, to: Square, drop: Option<Square>) -> Option<Vec<Square>> {
        let w = search(&self.cells, &self.mover(from), Witnesses::new()).found;
        let legal = match drop {
            None => w.reach.ends & bit(to) != 0,
            Some(d) => {
                self.options.replace && w.reach.landings & bit(to) != 0 && d < 36 && self.drop_zone(from, to) & bit(d) != 0
            }
        };
        legal.then(|| w.stops(to))
    }

    /// The legal move with this identity, carrying a shortest witness path.
    pub fn legal_for_identity(&self, from: Square, to: Square, drop: Option<Square>) -> Option<Move> {
        if self.setup || from >= 36 || self.occupied & bit(from) == 0 || to > GOAL_N || self.playable_row() != Some(rank_of(from)) {
            return None;
        }
        self.witness(from, to, drop).map(|stops| Move { from, to, drop, stops })
    }

    /// Calls `f(from, to, drop)` for every legal move identity of the player to move, without
    /// paths, as if in the playing phase; returns how many and the work spent.
    pub(crate) fn for_each_identity(&self, f: impl FnMut(Square, Square, Option<Square>)) -> Generated {
        self.generate(true, f)
    }

    /// The number of legal move identities (as `for_each_identity` counts them), by bit counts.
    pub(crate) fn count_identities(&self) -> u64 {
        self.generate(false, |_, _, _| {}).count
    }

    #[inline(always)]
    fn generate(&self, each: bool, mut f: impl FnMut(Square, Square, Option<Square>)) -> Generated {
        let mut g = Generated::default();
        for rank in ranks_from(self.to_move) {
            for from in squares_of(self.occupied & rank_mask(rank)) {
                let m = self.mover(from);
                let s = search(&self.cells, &m, Reach::default());
                g.work += s.work;
                if s.found.ends & bit(m.goal) != 0 {
                    g.goal_pieces |= bit(from);
                }
                if each {
                    for to in squares_of(s.found.ends) {
                        f(from, to, None);
                    }
                }
                g.count += s.found.ends.count_ones() as u64;
                if self.options.replace {
                    for to in squares_of(s.found.landings) {
                        g.work += DROP_ZONE_WORK;
                        let zone = self.drop_zone(from, to);
                        if each {
                            for d in squares_of(zone) {
                                f(from, to, Some(d));
                            }
                        }
                        g.count += zone.count_ones() as u64;
                    }
                }
            }
            if g.count > 0 {
                break;
            }
        }
        g
    }

    /// Every legal move identity `(from, to, drop)` without paths: cheaper than `legal_moves`,
    /// for search. Empty in the set-up phase, after the game, or when the player must pass.
    pub fn move_identities(&self) -> Vec<(Square, Square, Option<Square>)> {
        let mut out = Vec::new();
        if !self.setup && !self.is_over() {
            self.for_each_identity(|from, to, drop| out.push((from, to, drop)));
        }
        out
    }

}

/// How many actions `legal_actions` lists, without building them (`Game::count_actions`).
pub(super) fn count_actions(p: &Position) -> u64 {
    if p.setup || p.is_over() {
        return legal_actions(p).len() as u64;
    }
    p.count_identities().max(1) // none: a forced pass
}

/// Every legal action: placements, moves, or a forced pass (`Game::legal_actions`).
pub(super) fn legal_actions(p: &Position) -> Vec<Action> {
    if p.is_over() {
        return Vec::new();
    }
    if p.setup {
        let tray = p.tray(p.to_move);
        let mut out = Vec::new();
        for square in p.setup_squares() {
            for size in 1..=3u8 {
                if tray[size as usize - 1] > 0 {
                    out.push(Action::Place { square, size });
                }
            }
        }
        return out;
    }
    let moves = p.legal_moves();
    if moves.is_empty() {
        vec![Action::Pass]
    } else {
        moves.into_iter().map(Action::Move).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every run's path steps between neighbours, and its edges are the edges of those steps.
    #[test]
    fn runs_follow_the_grid() {
        let table = &*RUNS;
        for sq in 0..36u8 {
            for k in 1..=3u8 {
                let i = sq as usize * 3 + k as usize - 1;
                for r in &table.runs[table.start[i] as usize..table.start[i + 1] as usize] {
                    assert_eq!(r.len, k);
                    assert_eq!(r.path[k as usize - 1], r.end);
                    let (mut cur, mut edges, mut inner) = (sq, 0u64, 0u64);
                    for (j, &next) in r.path[..k as usize].iter().enumerate() {
                        if next >= 36 {
                            assert_eq!(j, k as usize - 1, "a goal step is the last");
                            continue;
                        }
                        let nb = &NEIGHBOURS[cur as usize];
                        let e = (0..nb.count as usize).find(|&e| nb.squares[e] == next).expect("a neighbour");
                        assert_eq!(edges & nb.edges[e], 0, "no edge twice");
                        edges |= nb.edges[e];
                        if j + 1 < k as usize {
                            inner |= bit(next);
                        }
                        cur = next;
                    }
                    assert_eq!((r.edges, r.inner), (edges, inner));
                }
            }
        }
    }
}
