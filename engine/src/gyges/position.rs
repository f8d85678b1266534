//! The position: board, phase, side to move and counters; the playable row, legal moves,
//! replacement drops and playing an action.

use super::action::{Action, Move};
use super::board::*;
use super::movegen::{find_route, follow, runs, search, search_from, AnyMove, Mover, Reach, Reached, Witnesses};
use super::options::{Options, Setup};
use crate::error::{Error, Result};
use crate::game::{Outcome, Seat, Status};

/// A complete Gygès position: everything the rules need to go on.
#[derive(Clone, Debug)]
pub struct Position {
    /// Piece size per grid square (0 = empty).
    pub(crate) cells: [u8; 36],
    pub(crate) occupied: u64,
    pub(crate) to_move: Seat,
    /// The set-up phase: pieces are being placed on the home rows.
    pub(crate) setup: bool,
    /// The piece that entered a goal, which ends the game.
    pub(crate) goal: Option<(Square, u8)>,
    /// Consecutive passes (two end the game in a draw).
    pub(crate) passes: u8,
    /// Moves and passes played (placements excluded); used by `max_plies`.
    pub(crate) plies: u32,
    /// Every action played since this value was created or parsed.
    pub(crate) turns: u32,
    /// Hashes of the earlier positions of the playing phase, kept when `repetition` is on.
    pub(crate) history: Vec<u64>,
    pub(crate) options: Options,
}

/// How the UI may use a square clicked next while entering a move path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StopKind {
    /// An empty square or the goal: the move ends there.
    End,
    /// An occupied square: the run ends on a piece.
    Bounce,
}

/// A square that can be the next stop of a path being entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stop {
    pub square: Square,
    pub kind: StopKind,
    /// For `Bounce`: some legal move continues from this piece (add it to the prefix).
    pub continues: bool,
    /// For `Bounce`: replacing this piece is legal (ask `drop_squares` for where it may go).
    pub replace: bool,
}

/// The squares of a bit set, in increasing order.
pub(crate) fn squares_of(mut set: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let sq = set.trailing_zeros() as Square;
            set &= set - 1;
            Some(sq)
        }
    })
}

/// The grid squares from `seat`'s home rank up to and including `rank`.
fn ranks_up_to(seat: Seat, rank: u8) -> u64 {
    let below = (1u64 << (6 * rank as u32)) - 1;
    if seat == SOUTH { (below << 6 | 0x3F) & GRID } else { GRID & !below }
}

fn mover_for(cells: &[u8; 36], occupied: u64, seat: Seat, from: Square, allow_return: bool) -> Mover {
    Mover {
        start: from,
        size: cells[from as usize],
        occupied: occupied & !bit(from),
        far_rank: rank_mask(far_rank(seat)),
        goal: target_goal(seat),
        allow_return,
    }
}

/// `seat`'s playable row on a board where a replacement is under way (the displaced piece in
/// hand). A landing counts as a move here without looking one replacement deeper.
fn playable_row_during_replacement(cells: &[u8; 36], occupied: u64, seat: Seat, options: &Options) -> Option<u8> {
    ranks_from(seat).find(|&rank| {
        squares_of(occupied & rank_mask(rank)).any(|s| {
            let m = mover_for(cells, occupied, seat, s, options.return_to_start);
            search(cells, &m, AnyMove { accept_landing: |_| options.replace }).1
        })
    })
}

impl Position {
    /// An empty board in the playing phase (for puzzles and tests).
    pub(crate) fn empty(options: &Options, to_move: Seat) -> Position {
        Position {
            cells: [0; 36],
            occupied: 0,
            to_move,
            setup: false,
            goal: None,
            passes: 0,
            plies: 0,
            turns: 0,
            history: Vec::new(),
            options: options.clone(),
        }
    }

    /// The start of a game: the set-up phase, or the preset rows with the first move to play.
    pub fn new(options: &Options) -> Position {
        match &options.setup {
            Setup::Preset { south, north } => {
                // With no placing, the player who would have placed last moves first.
                let mut p = Position::empty(options, other(options.first_placer));
                for f in 0..6u8 {
                    p.put(f, south[f as usize]);
                    p.put(30 + f, north[f as usize]);
                }
                p
            }
            _ => {
                let mut p = Position::empty(options, options.first_placer);
                p.setup = true;
                p
            }
        }
    }

    pub(crate) fn put(&mut self, sq: Square, size: u8) {
        self.cells[sq as usize] = size;
        if size == 0 {
            self.occupied &= !bit(sq);
        } else {
            self.occupied |= bit(sq);
        }
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The size of the piece on a square or goal (0 = empty).
    pub fn size_at(&self, sq: Square) -> u8 {
        match sq {
            0..=35 => self.cells[sq as usize],
            _ => match self.goal {
                Some((g, size)) if g == sq => size,
                _ => 0,
            },
        }
    }

    /// Who acts next: places (set-up phase) or moves. After the game ends, the loser.
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    pub fn in_setup(&self) -> bool {
        self.setup
    }

    /// Pieces of size 1, 2, 3 the seat still has to place (all zero after the set-up phase).
    pub fn tray(&self, seat: Seat) -> [u8; 3] {
        if !self.setup {
            return [0; 3];
        }
        let mut tray = [2u8; 3];
        for sq in squares_of(self.occupied & rank_mask(home_rank(seat))) {
            let size = self.cells[sq as usize];
            tray[size as usize - 1] = tray[size as usize - 1].saturating_sub(1);
        }
        tray
    }

    /// Where the player to act may place a piece now (empty outside the set-up phase).
    pub fn setup_squares(&self) -> Vec<Square> {
        if !self.setup || self.tray(self.to_move) == [0; 3] {
            return Vec::new();
        }
        squares_of(rank_mask(home_rank(self.to_move)) & !self.occupied).collect()
    }

    /// Hash of the board, the phase and the side to move (Zobrist).
    pub fn hash(&self) -> u64 {
        let mut h = 0;
        for sq in squares_of(self.occupied) {
            h ^= ZOBRIST[sq as usize][self.cells[sq as usize] as usize];
        }
        if let Some((g, size)) = self.goal {
            h ^= ZOBRIST[g as usize][size as usize];
        }
        if self.to_move == NORTH {
            h ^= ZOBRIST_NORTH_TO_MOVE;
        }
        if self.setup {
            h ^= ZOBRIST_SETUP;
        }
        h
    }

    pub fn status(&self) -> Status {
        if let Some((g, _)) = self.goal {
            return Status::Over(Outcome::Win(if g == GOAL_N { SOUTH } else { NORTH }));
        }
        if self.passes >= 2 || self.repeated_thrice() || (self.options.max_plies != 0 && self.plies >= self.options.max_plies) {
            return Status::Over(Outcome::Draw);
        }
        Status::Turn(self.to_move)
    }

    fn repeated_thrice(&self) -> bool {
        if !self.options.repetition || self.history.len() < 2 {
            return false;
        }
        let h = self.hash();
        self.history.iter().filter(|&&old| old == h).count() >= 2
    }

    fn is_over(&self) -> bool {
        matches!(self.status(), Status::Over(_))
    }

    pub(crate) fn mover(&self, from: Square) -> Mover {
        mover_for(&self.cells, self.occupied, self.to_move, from, self.options.return_to_start)
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
        let zone = match playable_row_during_replacement(&cells, occupied, other(self.to_move), &self.options) {
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
        search(&self.cells, &m, AnyMove { accept_landing: |on| replace && self.drop_zone(from, on) != 0 }).1
    }

    fn row_can_move(&self, rank: u8) -> bool {
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
        let m = self.mover(from);
        let (w, _) = search(&self.cells, &m, Witnesses::new());
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

    /// The legal moves of the piece on `from` (empty unless it may move now).
    pub fn moves_from(&self, from: Square) -> Vec<Move> {
        let mut out = Vec::new();
        if from < 36 && self.playable_row() == Some(rank_of(from)) {
            self.piece_moves(from, &mut out);
        }
        out
    }

    /// Every legal action: placements, moves, or a forced pass.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.is_over() {
            return Vec::new();
        }
        if self.setup {
            let tray = self.tray(self.to_move);
            let mut out = Vec::new();
            for square in self.setup_squares() {
                for size in 1..=3u8 {
                    if tray[size as usize - 1] > 0 {
                        out.push(Action::Place { square, size });
                    }
                }
            }
            return out;
        }
        let moves = self.legal_moves();
        if moves.is_empty() {
            vec![Action::Pass]
        } else {
            moves.into_iter().map(Action::Move).collect()
        }
    }

    /// A shortest path for the identity if the piece on `from` can make it (row not checked).
    pub(crate) fn witness(&self, from: Square, to: Square, drop: Option<Square>) -> Option<Vec<Square>> {
        let (w, _) = search(&self.cells, &self.mover(from), Witnesses::new());
        let legal = match drop {
            None => w.reach.ends & bit(to) != 0,
            Some(d) => {
                self.options.replace && w.reach.landings & bit(to) != 0 && d < 36 && self.drop_zone(from, to) & bit(d) != 0
            }
        };
        legal.then(|| w.stops(to))
    }

    /// Calls `f(from, to, drop)` for every legal move identity, without paths; returns how many.
    pub(crate) fn for_each_identity(&self, mut f: impl FnMut(Square, Square, Option<Square>)) -> u64 {
        let mut count = 0;
        for rank in ranks_from(self.to_move) {
            for from in squares_of(self.occupied & rank_mask(rank)) {
                let (reach, _) = search(&self.cells, &self.mover(from), Reach::default());
                for to in squares_of(reach.ends) {
                    f(from, to, None);
                    count += 1;
                }
                if self.options.replace {
                    for to in squares_of(reach.landings) {
                        for d in squares_of(self.drop_zone(from, to)) {
                            f(from, to, Some(d));
                            count += 1;
                        }
                    }
                }
            }
            if count > 0 {
                break;
            }
        }
        count
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

    /// Plays the legal move with this identity, whatever its path (for search and drag input).
    pub fn play_identity(&mut self, from: Square, to: Square, drop: Option<Square>) -> Result<()> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        if self.setup {
            return Err(Error::IllegalAction("pieces are still being placed".into()));
        }
        self.check_origin(from)?;
        if to > GOAL_N || self.witness(from, to, drop).is_none() {
            return Err(Error::IllegalAction(format!("{}-{} is not a legal move", square_name(from), square_name(to))));
        }
        self.apply_move(from, to, drop);
        Ok(())
    }

    /// Leaf count of the game tree to `depth`, like the generic perft but without building
    /// witness paths or re-checking moves (a winning move is a leaf).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.is_over() {
            return 0;
        }
        if self.setup {
            let actions = self.legal_actions();
            if depth == 1 {
                return actions.len() as u64;
            }
            return actions
                .iter()
                .map(|a| {
                    let mut next = self.clone();
                    next.play(a).expect("generated placements are legal");
                    next.perft(depth - 1)
                })
                .sum();
        }
        let mut total = 0;
        let count = self.for_each_identity(|from, to, drop| {
            if depth > 1 {
                let mut next = self.clone();
                next.apply_move(from, to, drop);
                total += if next.is_over() { 1 } else { next.perft(depth - 1) };
            }
        });
        if count == 0 {
            // A forced pass.
            if depth == 1 {
                return 1;
            }
            let mut next = self.clone();
            next.apply_pass();
            return if next.is_over() { 1 } else { next.perft(depth - 1) };
        }
        if depth == 1 { count } else { total }
    }

    /// Where the replaced piece may go after the piece on `from` lands on `landed`. Empty unless
    /// `replace` is on and that landing is part of a legal move now.
    pub fn drop_squares(&self, from: Square, landed: Square) -> Vec<Square> {
        if !self.options.replace || from >= 36 || landed >= 36 || self.playable_row() != Some(rank_of(from)) {
            return Vec::new();
        }
        let (reach, _) = search(&self.cells, &self.mover(from), Reach::default());
        if reach.landings & bit(landed) == 0 {
            return Vec::new();
        }
        squares_of(self.drop_zone(from, landed)).collect()
    }

    /// The squares that may be clicked next when entering a move of the piece on `from` whose
    /// bounce squares so far are `prefix`. Every step route consistent with the prefix counts.
    /// A bounce square is listed only if a legal move continues from it or replaces it.
    pub fn next_stops(&self, from: Square, prefix: &[Square]) -> Vec<Stop> {
        if from >= 36 || prefix.iter().any(|&s| s >= 36) || self.playable_row() != Some(rank_of(from)) {
            return Vec::new();
        }
        let m = self.mover(from);
        let replace = self.options.replace;
        let mut zone_nonempty: [Option<bool>; 36] = [None; 36];
        let mut can_replace = |on: Square| -> bool {
            replace && *zone_nonempty[on as usize].get_or_insert_with(|| self.drop_zone(from, on) != 0)
        };
        let mut found: Vec<Stop> = Vec::new();
        for t in follow(&self.cells, &m, prefix) {
            runs(&self.cells, &m, &t, &mut |sq, reached, nt| {
                let (kind, continues, replaces) = match reached {
                    Reached::End => (StopKind::End, false, false),
                    Reached::Landing => {
                        let replaces = can_replace(sq);
                        let known = found.iter().any(|s| s.square == sq && s.continues);
                        let continues = known || {
                            let accept = |on: Square| can_replace(on);
                            search_from(&self.cells, &m, sq, nt.k, nt.used, nt.bounced, AnyMove { accept_landing: accept }).1
                        };
                        (StopKind::Bounce, continues, replaces)
                    }
                };
                if kind == StopKind::Bounce && !continues && !replaces {
                    return;
                }
                match found.iter_mut().find(|s| s.square == sq) {
                    Some(s) => {
                        s.continues |= continues;
                        s.replace |= replaces;
                    }
                    None => found.push(Stop { square: sq, kind, continues, replace: replaces }),
                }
            });
        }
        found.sort_by_key(|s| s.square);
        found
    }

    /// Every square the move visits step by step, `from` first and `to` last (for animation).
    /// For a move that is not legal here, `from` followed by its stops.
    pub fn steps_of(&self, mv: &Move) -> Vec<Square> {
        let last = if mv.drop.is_some() { Reached::Landing } else { Reached::End };
        let route = (mv.from < 36 && self.occupied & bit(mv.from) != 0 && !mv.stops.is_empty())
            .then(|| find_route(&self.cells, &self.mover(mv.from), &mv.stops, last))
            .flatten();
        route.unwrap_or_else(|| std::iter::once(mv.from).chain(mv.stops.iter().copied()).collect())
    }

    /// Checks that the player to move may move the piece on `from` (its row is the playable one).
    pub(crate) fn check_origin(&self, from: Square) -> Result<()> {
        if from >= 36 || self.occupied & bit(from) == 0 {
            return Err(Error::IllegalAction(format!("there is no piece on {}", square_name(from))));
        }
        let rank = rank_of(from);
        if let Some(nearer) = ranks_from(self.to_move).take_while(|&r| r != rank).find(|&r| self.row_can_move(r)) {
            return Err(Error::IllegalAction(format!("a piece on rank {} must move (the nearest row that can move)", nearer + 1)));
        }
        Ok(())
    }

    /// Checks that `mv` is legal here, its path included.
    pub(crate) fn check_move(&self, mv: &Move) -> Result<()> {
        let name = |sq: Square| square_name(sq);
        let illegal = |why: String| Err(Error::IllegalAction(why));
        self.check_origin(mv.from)?;
        if mv.to > GOAL_N || mv.stops.iter().any(|&s| s > GOAL_N) || mv.drop.is_some_and(|d| d >= 36) {
            return illegal("a square is off the board".into());
        }
        if mv.stops.last() != Some(&mv.to) {
            return illegal("the path must end on the move's destination".into());
        }
        let m = self.mover(mv.from);
        match mv.drop {
            None => {
                if find_route(&self.cells, &m, &mv.stops, Reached::End).is_none() {
                    return illegal(format!("the piece on {} cannot end on {} by that path", name(mv.from), name(mv.to)));
                }
            }
            Some(d) => {
                if !self.options.replace {
                    return illegal("replacing needs the advanced rule (replace=on)".into());
                }
                if find_route(&self.cells, &m, &mv.stops, Reached::Landing).is_none() {
                    return illegal(format!("the piece on {} cannot land on {} by that path", name(mv.from), name(mv.to)));
                }
                if self.drop_zone(mv.from, mv.to) & bit(d) == 0 {
                    return illegal(format!("the replaced piece may not go to {}", name(d)));
                }
            }
        }
        Ok(())
    }

    fn push_history(&mut self) {
        if self.options.repetition {
            self.history.push(self.hash());
        }
    }

    /// Plays a move identity known to be legal.
    pub(crate) fn apply_move(&mut self, from: Square, to: Square, drop: Option<Square>) {
        self.push_history();
        let size = self.cells[from as usize];
        self.put(from, 0);
        if to >= 36 {
            self.goal = Some((to, size));
        } else {
            let displaced = self.cells[to as usize];
            self.put(to, size);
            if let Some(d) = drop {
                self.put(d, displaced);
            }
        }
        self.passes = 0;
        self.end_ply();
    }

    pub(crate) fn apply_pass(&mut self) {
        self.push_history();
        self.passes += 1;
        self.end_ply();
    }

    fn end_ply(&mut self) {
        self.plies += 1;
        self.turns += 1;
        self.to_move = other(self.to_move);
    }

    fn place(&mut self, square: Square, size: u8) -> Result<()> {
        let seat = self.to_move;
        if !(1..=3).contains(&size) {
            return Err(Error::IllegalAction(format!("a piece has size 1, 2 or 3, not {size}")));
        }
        if square >= 36 || rank_of(square) != home_rank(seat) {
            return Err(Error::IllegalAction(format!("pieces are placed on rank {}", home_rank(seat) + 1)));
        }
        if self.occupied & bit(square) != 0 {
            return Err(Error::IllegalAction(format!("{} is taken", square_name(square))));
        }
        if self.tray(seat)[size as usize - 1] == 0 {
            return Err(Error::IllegalAction(format!("no piece of size {size} is left to place")));
        }
        self.put(square, size);
        self.turns += 1;
        let next = if self.options.setup == Setup::OneRowEach { seat } else { other(seat) };
        if self.tray(next) != [0; 3] {
            self.to_move = next;
        } else if self.tray(other(next)) != [0; 3] {
            self.to_move = other(next);
        } else {
            // Whoever places the last piece makes the first move.
            self.setup = false;
        }
        Ok(())
    }

    /// Plays an action; on error the position is unchanged.
    pub fn play(&mut self, action: &Action) -> Result<()> {
        if self.is_over() {
            return Err(Error::GameOver);
        }
        match action {
            Action::Place { square, size } => {
                if !self.setup {
                    return Err(Error::IllegalAction("the set-up phase is over".into()));
                }
                self.place(*square, *size)
            }
            _ if self.setup => Err(Error::IllegalAction("pieces are still being placed".into())),
            Action::Move(mv) => {
                self.check_move(mv)?;
                self.apply_move(mv.from, mv.to, mv.drop);
                Ok(())
            }
            Action::Pass => {
                if self.playable_row().is_some() {
                    return Err(Error::IllegalAction("a piece can move, so passing is not allowed".into()));
                }
                self.apply_pass();
                Ok(())
            }
        }
    }

    pub fn turn_number(&self) -> u32 {
        self.turns
    }
}
