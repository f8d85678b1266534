//! Moves: steps, Hat leaps and jump chains; their generation, the check of a given path, and
//! the click-to-path helpers for the UI.

use super::face::Face;
use super::geometry::{bit, cell_at, home_row_of, cell_name, cell_xy, cells_of, Cell, Side, BOARD_MASK, KNIGHT, NEIGHBOR, NO_CELL};
use super::options::{HatPass, ReturnHome};
use super::position::Position;
use crate::error::{Error, Gype, Landing, Result};
use crate::game::{Game, Status};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A move of one piece: a step, a Hat's leap or a chain of jumps.
///
/// Its identity is (origin, end cell, set of jumped or passed-over cells): equality and hashing
/// look at nothing else. `path` is one route with that identity, kept for display.
#[derive(Clone, Debug)]
pub struct Move {
    pub origin: Cell,
    /// The landing cells in order; the last is where the piece ends.
    pub path: Vec<Cell>,
    /// Cells of the pieces jumped or passed over, in increasing order. Each is rolled once when
    /// the move completes (unless `rolls=off`).
    pub rolled: Vec<Cell>,
}

impl Move {
    pub fn end(&self) -> Cell {
        self.path.last().copied().unwrap_or(self.origin)
    }
    pub(crate) fn rolled_mask(&self) -> u128 {
        self.rolled.iter().fold(0, |m, &c| m | if c < 128 { bit(c) } else { 0 })
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.origin == other.origin && self.end() == other.end() && self.rolled == other.rolled
    }
}
impl Eq for Move {}
impl Hash for Move {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.origin.hash(h);
        self.end().hash(h);
        self.rolled.hash(h);
    }
}

/// Everything about the moving piece that landing rules need, fixed for the whole move.
pub(crate) struct Mover {
    pub side: Side,
    pub face: Face,
    pub origin: Cell,
    dirs: u8,
    /// Occupied cells, the mover's start cell excluded (it counts as empty during the move).
    pub occupied: u128,
    /// Empty cells the piece may land on at all this turn: existing, not a foreign Home Row,
    /// not beyond the middle under `chaos`.
    landable: u128,
    start_row: u128,
    dest_row: u128,
    never_return: bool,
    pub hat_pass: HatPass,
    /// Rolls are off: a chain back to its start cell is no move.
    pub loops_are_moves: bool,
}

impl Mover {
    /// Can the piece, standing on `from` during this move, land on `to`?
    #[inline]
    pub fn can_land(&self, from: Cell, to: Cell) -> bool {
        self.landing_problem(from, to).is_none()
    }

    pub fn landing_problem(&self, from: Cell, to: Cell) -> Option<Landing> {
        let t = bit(to);
        if self.landable & t != 0 {
            if self.dest_row & bit(from) != 0 && self.dest_row & t == 0 {
                Some(Landing::DestinationRow)
            } else if self.never_return && self.start_row & t != 0 && self.start_row & bit(from) == 0 {
                Some(Landing::NoReturn)
            } else {
                None
            }
        } else if BOARD_MASK & t == 0 {
            Some(Landing::OffBoard)
        } else if self.occupied & t != 0 {
            Some(Landing::Occupied)
        } else if home_row_of(to).is_some_and(|row| row != self.side && row != self.side.opposite()) {
            Some(Landing::HomeRow)
        } else {
            Some(Landing::Chaos)
        }
    }

    /// Direction index `d` of a single jump `from` → `to` over an occupied cell, if it is one.
    fn jump_dir(&self, from: Cell, to: Cell) -> Option<usize> {
        (0..8).filter(|d| self.dirs & 1 << d != 0).find(|&d| {
            let m = NEIGHBOR[from as usize][d];
            m != NO_CELL && NEIGHBOR[m as usize][d] == to
        })
    }

    /// Occupied cells a Hat leaping by `(dx, dy)` passes over.
    pub fn hat_passed(&self, dx: i32, dy: i32) -> u128 {
        let (x, y) = cell_xy(self.origin);
        let (sx, sy) = (dx.signum(), dy.signum());
        let cells: Vec<(i32, i32)> = match self.hat_pass {
            HatPass::Leg if dx.abs() == 2 => vec![(sx, 0), (2 * sx, 0)],
            HatPass::Leg => vec![(0, sy), (0, 2 * sy)],
            // The inner cells of the 2×3 box: all but the two ends.
            HatPass::Rect => {
                let mut v = Vec::with_capacity(4);
                for ix in 0..=dx.abs() {
                    for iy in 0..=dy.abs() {
                        let p = (ix * sx, iy * sy);
                        if p != (0, 0) && p != (dx, dy) {
                            v.push(p);
                        }
                    }
                }
                v
            }
        };
        cells.into_iter().filter_map(|(ox, oy)| cell_at(x + ox, y + oy)).fold(0, |m, c| m | bit(c)) & self.occupied
    }
}

/// The set of jumps a chain has used: jump over cell `m` along axis `a` is bit `m` of `used[a]`.
type UsedJumps = [u128; 4];

fn jumped_of(used: &UsedJumps) -> u128 {
    used[0] | used[1] | used[2] | used[3]
}

fn mask_cells(mask: u128) -> Vec<Cell> {
    cells_of(mask).collect()
}

/// A quick multiplicative hasher for the chain search's keys (a cell and bit masks); std's
/// SipHash costs more than the search itself in chain-rich positions.
#[derive(Default)]
struct MaskHasher(u64);

impl MaskHasher {
    fn add(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for MaskHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(b));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.add(n as u64);
    }
    fn write_u128(&mut self, n: u128) {
        self.add(n as u64);
        self.add((n >> 64) as u64);
    }
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

type FastSet<T> = HashSet<T, BuildHasherDefault<MaskHasher>>;

/// The (end, jumped set) pairs a chain search has emitted: a short list scanned in place, moved
/// into a hash set once it grows.
#[derive(Default)]
struct IdentitySet {
    few: Vec<(Cell, u128)>,
    many: FastSet<(Cell, u128)>,
}

impl IdentitySet {
    const FEW: usize = 8;

    /// Adds an identity; false if it was there already.
    fn insert(&mut self, end: Cell, jumped: u128) -> bool {
        if !self.many.is_empty() {
            return self.many.insert((end, jumped));
        }
        if self.few.contains(&(end, jumped)) {
            return false;
        }
        if self.few.len() < Self::FEW {
            self.few.push((end, jumped));
        } else {
            self.many.extend(self.few.drain(..));
            self.many.insert((end, jumped));
        }
        true
    }
}

/// Depth-first search over jump chains. Identities found are emitted once, with the first path
/// that reached them; the sink returns false to stop the search. A state (cell, used jumps)
/// reached again by another order of the same jumps has the same continuations, so it is
/// searched once.
struct ChainSearch<'a, F: FnMut(&[Cell], u128) -> bool> {
    mover: &'a Mover,
    used: UsedJumps,
    path: Vec<Cell>,
    seen_states: FastSet<(Cell, UsedJumps)>,
    found: IdentitySet,
    sink: F,
    stopped: bool,
}

impl<'a, F: FnMut(&[Cell], u128) -> bool> ChainSearch<'a, F> {
    fn run(mover: &'a Mover, sink: F) {
        let mut search =
            ChainSearch { mover, used: [0; 4], path: Vec::new(), seen_states: FastSet::default(), found: IdentitySet::default(), sink, stopped: false };
        search.extend(mover.origin);
    }

    fn extend(&mut self, cur: Cell) {
        let dirs = self.mover.dirs;
        for (d, &m) in NEIGHBOR[cur as usize].iter().enumerate() {
            if dirs & 1 << d == 0 || self.stopped {
                continue;
            }
            if m == NO_CELL || self.mover.occupied & bit(m) == 0 {
                continue;
            }
            let land = NEIGHBOR[m as usize][d];
            let axis = d & 3;
            if land == NO_CELL || self.used[axis] & bit(m) != 0 || !self.mover.can_land(cur, land) {
                continue;
            }
            self.used[axis] |= bit(m);
            self.path.push(land);
            // Two different orders of the same jumps need at least three of them.
            if self.path.len() < 3 || self.seen_states.insert((land, self.used)) {
                let jumped = jumped_of(&self.used);
                if (land != self.mover.origin || self.mover.loops_are_moves) && self.found.insert(land, jumped) {
                    self.stopped = !(self.sink)(&self.path, jumped);
                }
                self.extend(land);
            }
            self.path.pop();
            self.used[axis] &= !bit(m);
        }
    }
}

impl Position {
    /// The moving piece on `origin`, if the player to act may move it now.
    pub(crate) fn mover(&self, origin: Cell) -> Option<Mover> {
        if self.in_setup() || !matches!(self.status(), Status::Turn(_)) {
            return None;
        }
        let (seat, face) = self.piece_at(origin)?;
        let side = self.side(seat);
        let dest_row = side.destination_row();
        if seat != self.to_move || face == Face::Ear || dest_row & bit(origin) != 0 {
            return None;
        }
        let start_row = side.start_row();
        let occupied = self.occupied() & !bit(origin);
        let mut landable = BOARD_MASK & !occupied & !side.foreign_rows();
        if self.options.chaos && self.seat_mask[seat as usize] & start_row != 0 {
            landable &= !side.far_half();
        }
        Some(Mover {
            side,
            face,
            origin,
            dirs: face.step_dirs(side),
            occupied,
            landable,
            start_row,
            dest_row,
            never_return: self.options.return_home == ReturnHome::Never,
            hat_pass: self.options.hat_pass,
            loops_are_moves: self.options.rolls,
        })
    }

    /// Emits every move (one per identity) of the piece on `origin`.
    pub(crate) fn generate_moves<F: FnMut(Move)>(&self, origin: Cell, sink: &mut F) {
        let Some(mv) = self.mover(origin) else { return };
        if mv.face == Face::Hat {
            let (x, y) = cell_xy(origin);
            for (dx, dy) in KNIGHT {
                if let Some(to) = cell_at(x + dx, y + dy) {
                    if mv.can_land(origin, to) {
                        sink(Move { origin, path: vec![to], rolled: mask_cells(mv.hat_passed(dx, dy)) });
                    }
                }
            }
            return;
        }
        for (d, &to) in NEIGHBOR[origin as usize].iter().enumerate() {
            if mv.dirs & 1 << d != 0 && to != NO_CELL && mv.can_land(origin, to) {
                sink(Move { origin, path: vec![to], rolled: Vec::new() });
            }
        }
        ChainSearch::run(&mv, |path: &[Cell], jumped| {
            sink(Move { origin, path: path.to_vec(), rolled: mask_cells(jumped) });
            true
        });
    }

    /// Up to `limit` jump chains (one per identity) from `origin` that end on `end`.
    pub(crate) fn chains_ending(&self, origin: Cell, end: Cell, limit: usize) -> Vec<Move> {
        let mut out = Vec::new();
        if let Some(mv) = self.mover(origin).filter(|mv| mv.face != Face::Hat) {
            ChainSearch::run(&mv, |path: &[Cell], jumped| {
                if path.last() == Some(&end) {
                    out.push(Move { origin, path: path.to_vec(), rolled: mask_cells(jumped) });
                }
                out.len() < limit
            });
        }
        out
    }

    /// Every move of the piece on `origin` (empty if it cannot move now).
    pub fn moves_from(&self, origin: Cell) -> Vec<Move> {
        let mut out = Vec::new();
        self.generate_moves(origin, &mut |m| out.push(m));
        out
    }

    /// Every move of the player to act.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        for c in cells_of(self.seat_mask[self.to_move as usize]) {
            self.generate_moves(c, &mut |m| out.push(m));
        }
        out
    }

    /// Does the player to act have any move at all?
    pub(crate) fn has_move(&self) -> bool {
        cells_of(self.seat_mask[self.to_move as usize]).any(|c| {
            let Some(mv) = self.mover(c) else { return false };
            if mv.face == Face::Hat {
                let (x, y) = cell_xy(c);
                return KNIGHT.iter().any(|&(dx, dy)| cell_at(x + dx, y + dy).is_some_and(|to| mv.can_land(c, to)));
            }
            let step = (0..8).any(|d| mv.dirs & 1 << d != 0 && NEIGHBOR[c as usize][d] != NO_CELL && mv.can_land(c, NEIGHBOR[c as usize][d]));
            let mut chain = false;
            if !step {
                ChainSearch::run(&mv, |_: &[Cell], _| {
                    chain = true;
                    false
                });
            }
            step || chain
        })
    }

    // ----- click-to-path helpers -----

    /// Cells the piece on `c` can step to (empty for Hats, Ears and pieces that cannot move now).
    pub fn steps_from(&self, c: Cell) -> Vec<Cell> {
        let Some(mv) = self.mover(c) else { return Vec::new() };
        (0..8)
            .filter(|d| mv.dirs & 1 << d != 0)
            .map(|d| NEIGHBOR[c as usize][d])
            .filter(|&to| to != NO_CELL && mv.can_land(c, to))
            .collect()
    }

    /// The next jumps `(landing, jumped cell)` of the piece on `origin` after the landings
    /// `path_so_far` (empty for the first jump), leaving out jumps the path already used.
    /// Empty if the path so far is not a legal chain.
    pub fn jumps_from(&self, origin: Cell, path_so_far: &[Cell]) -> Vec<(Cell, Cell)> {
        let Some(mv) = self.mover(origin) else { return Vec::new() };
        if mv.face == Face::Hat {
            return Vec::new();
        }
        let Ok(used) = walk_jumps(&mv, path_so_far) else { return Vec::new() };
        let cur = path_so_far.last().copied().unwrap_or(origin);
        let mut out = Vec::new();
        for d in (0..8).filter(|d| mv.dirs & 1 << d != 0) {
            let m = NEIGHBOR[cur as usize][d];
            if m == NO_CELL || mv.occupied & bit(m) == 0 || used[d & 3] & bit(m) != 0 {
                continue;
            }
            let land = NEIGHBOR[m as usize][d];
            if land != NO_CELL && mv.can_land(cur, land) {
                out.push((land, m));
            }
        }
        out
    }

    /// The Hat's leaps from `c`: `(landing, occupied cells passed over)`.
    pub fn hat_leaps_from(&self, c: Cell) -> Vec<(Cell, Vec<Cell>)> {
        let Some(mv) = self.mover(c) else { return Vec::new() };
        if mv.face != Face::Hat {
            return Vec::new();
        }
        let (x, y) = cell_xy(c);
        KNIGHT
            .iter()
            .filter_map(|&(dx, dy)| cell_at(x + dx, y + dy).filter(|&to| mv.can_land(c, to)).map(|to| (to, mask_cells(mv.hat_passed(dx, dy)))))
            .collect()
    }

    /// The move that follows `path` (the landing cells) from `origin`, checked against the rules.
    pub fn move_for_path(&self, origin: Cell, path: &[Cell]) -> Result<Move> {
        let (end, rolled) = self.check_path(origin, path)?;
        debug_assert_eq!(end, *path.last().unwrap_or(&origin));
        Ok(Move { origin, path: path.to_vec(), rolled: mask_cells(rolled) })
    }

    /// Checks a path and returns its end and the jumped or passed-over cells.
    pub(crate) fn check_path(&self, origin: Cell, path: &[Cell]) -> Result<(Cell, u128)> {
        let illegal = |why: Gype| Error::illegal(why);
        let here = cell_name(origin);
        let Some(mv) = self.mover(origin) else {
            return Err(illegal(self.why_immobile(origin)));
        };
        let (Some(&first), Some(&end)) = (path.first(), path.last()) else {
            return Err(illegal(Gype::NoLanding { cell: here }));
        };
        if path.iter().any(|&c| BOARD_MASK & bit_checked(c) == 0) {
            return Err(illegal(Gype::LandingOffBoard));
        }
        let (x0, y0) = cell_xy(origin);
        let (x1, y1) = cell_xy(first);
        let (dx, dy) = (x1 - x0, y1 - y0);
        let landing = |from: Cell, to: Cell| match mv.landing_problem(from, to) {
            Some(why) => Err(illegal(Gype::CannotLand { face: mv.face.name().into(), cell: cell_name(to), why })),
            None => Ok(()),
        };
        if mv.face == Face::Hat {
            if path.len() != 1 || !KNIGHT.contains(&(dx, dy)) {
                return Err(illegal(Gype::HatLeap));
            }
            landing(origin, first)?;
            return Ok((first, mv.hat_passed(dx, dy)));
        }
        if path.len() == 1 && dx.abs() <= 1 && dy.abs() <= 1 {
            let d = (0..8).find(|&d| NEIGHBOR[origin as usize][d] == first);
            if d.is_none_or(|d| mv.dirs & 1 << d == 0) {
                return Err(illegal(Gype::NoStep { face: mv.face.name().into(), side: mv.side.name().into(), from: here, to: cell_name(first) }));
            }
            landing(origin, first)?;
            return Ok((first, 0));
        }
        let used = walk_jumps(&mv, path)?;
        if end == origin && !mv.loops_are_moves {
            return Err(illegal(Gype::Loop));
        }
        Ok((end, jumped_of(&used)))
    }

    /// Why the piece on `c` cannot move now, for error messages.
    fn why_immobile(&self, c: Cell) -> Gype {
        let cell = cell_name(c);
        match self.status() {
            Status::Over(_) => return Gype::Over,
            Status::Chance(_) => return Gype::DiceToRoll,
            Status::Turn(_) if self.in_setup() => return Gype::StillArranging,
            Status::Turn(_) => {}
        }
        match self.piece_at(c) {
            None => Gype::NoPiece { cell: Some(cell) },
            Some((seat, _)) if seat != self.to_move => Gype::BelongsTo { cell, side: self.side(seat).name().into() },
            Some((_, Face::Ear)) => Gype::Ear { cell },
            Some(_) => Gype::Finished { cell },
        }
    }
}

fn bit_checked(c: Cell) -> u128 {
    if c < 128 {
        bit(c)
    } else {
        0
    }
}

/// Checks that `path` is a chain of jumps from the mover's origin; returns the jumps used.
fn walk_jumps(mv: &Mover, path: &[Cell]) -> Result<UsedJumps> {
    let mut used: UsedJumps = [0; 4];
    let mut cur = mv.origin;
    for &to in path {
        let hop = || format!("{}-{}", cell_name(cur), cell_name(to));
        let d = mv.jump_dir(cur, to).ok_or_else(|| Error::illegal(Gype::NotAJump { hop: hop(), face: mv.face.name().into(), side: mv.side.name().into() }))?;
        let m = NEIGHBOR[cur as usize][d];
        if mv.occupied & bit(m) == 0 {
            return Err(Error::illegal(Gype::OverEmpty { hop: hop(), cell: cell_name(m) }));
        }
        if used[d & 3] & bit(m) != 0 {
            return Err(Error::illegal(Gype::JumpTwice { hop: hop() }));
        }
        if let Some(why) = mv.landing_problem(cur, to) {
            return Err(Error::illegal(Gype::HopCannotLand { hop: hop(), face: mv.face.name().into(), cell: cell_name(to), why }));
        }
        used[d & 3] |= bit(m);
        cur = to;
    }
    Ok(used)
}
