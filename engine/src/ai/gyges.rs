//! Gygès for the search: the rules' checked moves, a light position copy without the repetition history,
//! a goal check at every node and an evaluation by reach, control and goal threats (a threat that no
//! move parries scores as the loss it is). Moves come from the rules' own generator, which also
//! reports the work each call cost.

use super::{Searchable, WINS_NEXT};
use crate::game::{Game, Seat, Status};
use crate::gyges::{home_rank, rank_mask, rank_of, squares_of, Action, Checked, Control, Position, Square, GOAL_N, GOAL_S, SOUTH};
use crate::rng::mix;
use std::cell::Cell;

thread_local! {
    /// The generator's work (runs tried) since the search last took it.
    static WORK: Cell<u64> = const { Cell::new(0) };
    /// The turn number of the last root searched: its direct replies keep every drop.
    static ROOT_TURN: Cell<u32> = const { Cell::new(u32::MAX) };
}

fn add_work(runs: u64) {
    WORK.with(|w| w.set(w.get() + runs));
}

/// What `seat` reaches as if it were to move, the work charged.
fn reach(p: &Position, seat: Seat) -> Control {
    let m = p.control(seat);
    add_work(m.work);
    m
}

/// The lowest square of a piece `seat` could enter the goal with if it were to move, the work
/// charged.
fn goal_piece(p: &Position, seat: Seat) -> Option<Square> {
    let (piece, work) = p.goal_piece(seat);
    add_work(work);
    piece
}

/// How many terms the evaluation weighs (`terms`).
pub const TERMS: usize = 12;

/// The weight of each of `terms` under the advanced rule (`replace=on`), fitted to the
/// results of 1,600 games between two Hard levels (`gboards tune gyges --a hard --games 1600
/// --seed 602 --opt replace=on --opt return_to_start=allow`, docs/ai.md): held-out log loss
/// 0.618 against 0.638 for the seven terms before the last five. Reach 14 a square; a piece of
/// size 1, 2, 3 that one side alone reaches (one it may bounce on or replace, or one safe from
/// the other side) 3,870, 1,328, 1,639; an empty square one side alone reaches 292. A goal
/// threat the side to act can parry counts for it, 9,030 (several, 2,721 a piece): a parried
/// threat has spent the threatening side's move. Then each side's row at play: a piece of it
/// that can move −2,782, each rank it stands from the side's home 9,362 (nearer the goal it
/// attacks), an empty square of the far rank reached 422, a piece there reached −2,257, and
/// 241 for each step of size among its movers. In units of the hand-set weights of the first
/// evaluation (reach 1), so the levels' noise keeps its meaning.
pub const WEIGHTS: [i32; TERMS] = [14, 3870, 1328, 1639, 292, 9030, 2721, -2782, 9362, 422, -2257, 241];

/// The same under the default rules (no replacement), fitted the same way on 600 games between
/// two Hard levels (`gboards tune gyges --a hard --games 600 --seed 3`): held-out log loss
/// 0.604 against 0.647 for [`WEIGHTS`]. Without replacements a lone small piece is a target
/// more than a resource, and the big pieces and open squares one side alone reaches weigh more.
/// Fitted before the row-at-play terms, which stay unweighted here: the levels' steps under
/// these rules (docs/strength.md) were measured without them.
pub const BASE_WEIGHTS: [i32; TERMS] = [10, -2625, 921, 3607, 1673, 2910, 1934, 0, 0, 0, 0, 0];

/// The weights for a game under `options`: [`BASE_WEIGHTS`] without the advanced rule,
/// [`WEIGHTS`] with it.
pub fn weights(options: &crate::gyges::Options) -> [i32; TERMS] {
    if options.replace { WEIGHTS } else { BASE_WEIGHTS }
}

/// The terms of the evaluation for the side to act (`me`) against the other side (`opp`):
/// reach difference; the difference in pieces of size 1, 2, 3 one side alone reaches; the same
/// for empty squares; whether one goal threat is faced (which the side to act can parry, or
/// the evaluation would not get here); how many pieces threaten, when more than one; then, of
/// each side's row at play, the difference in its movers, in how far it stands from the side's
/// home, in the empty squares and pieces of the far rank it reaches, and in its movers' sizes.
fn terms_of(p: &Position, me: &Control, opp: &Control) -> [i32; TERMS] {
    let pieces = |m: &Control| m.movers | m.landings;
    let mut t = [0; TERMS];
    t[0] = me.reach as i32 - opp.reach as i32;
    for (a, b, sign) in [(me, opp, 1), (opp, me, -1)] {
        let unique = pieces(a) & !pieces(b);
        for sq in squares_of(unique) {
            t[p.size_at(sq).clamp(1, 3) as usize] += sign;
        }
        t[4] += sign * (a.ends & !b.ends).count_ones() as i32;
    }
    let stm = p.to_move();
    for (c, seat, sign) in [(me, stm, 1), (opp, 1 - stm, -1)] {
        let far = rank_mask(5 - home_rank(seat));
        t[7] += sign * c.movers.count_ones() as i32;
        // A side's movers all stand on one row: the first row from its home that can move.
        if let Some(sq) = squares_of(c.movers).next() {
            t[8] += sign * i32::from(rank_of(sq).abs_diff(home_rank(seat)));
        }
        t[9] += sign * (c.ends & far).count_ones() as i32;
        t[10] += sign * (c.landings & far).count_ones() as i32;
        t[11] += sign * squares_of(c.movers).map(|sq| i32::from(p.size_at(sq))).sum::<i32>();
    }
    match opp.goal_pieces.count_ones() {
        0 => {}
        1 => t[5] = 1,
        n => t[6] = n as i32,
    }
    t
}

/// The evaluation's view of `p` for the side to act: its terms, or `Err` with the score of a
/// position the next two plies decide (the side wins next, or faces a goal threat that no move
/// parries and loses the move after: the search so sees two plies further along forcing
/// lines). The set-up is never decided.
fn judge(p: &Position) -> Result<[i32; TERMS], i32> {
    let stm = p.to_move();
    let me = reach(p, stm);
    if me.goal_pieces > 0 && !p.in_setup() {
        return Err(WINS_NEXT);
    }
    let opp = reach(p, 1 - stm);
    if opp.goal_pieces > 0 && !p.in_setup() && !can_parry(p, &opp) {
        return Err(-WINS_NEXT);
    }
    Ok(terms_of(p, &me, &opp))
}

/// The evaluation's terms for the side to act in `p`, or `None` where the evaluation does not
/// weigh them: during the set-up, and where the next two plies decide the game. For tuning
/// the weights.
pub fn terms(p: &Position) -> Option<[i32; TERMS]> {
    if p.in_setup() || !matches!(p.status(), Status::Turn(_)) {
        return None;
    }
    judge(p).ok()
}

/// Whether the side to move has a move after which the other side, whose reach is `threat`,
/// has no piece that can enter the goal. Every move counts here, each replacement with all its
/// drops: a block may need any drop square. Moves that touch a square the threat reaches are
/// tried first: a parry is usually among them, and the first one found ends the search.
fn can_parry(p: &Position, threat: &Control) -> bool {
    let mut moves = Vec::with_capacity(256);
    let generated = p.for_each_identity(|from, to, drop| moves.push((from, to, drop)));
    add_work(generated.work);
    let threatened = 1 - p.to_move();
    let near = threat.ends | threat.landings | threat.goal_pieces;
    let touches = |&(from, to, drop): &(Square, Square, Option<Square>)| [Some(from), Some(to), drop].iter().flatten().any(|&sq| sq < 36 && near & (1 << sq) != 0);
    let parries = |&(from, to, drop): &(Square, Square, Option<Square>)| goal_piece(&p.after(Checked::Move { from, to, drop }), threatened).is_none();
    moves.iter().filter(|m| touches(m)).any(parries) || moves.iter().filter(|m| !touches(m)).any(parries)
}

/// Drop squares kept per replacement where the search prunes them (see `search_moves`).
fn prune_drops(mover: Seat, from: Square, drops: &[Square], out: &mut Vec<Checked>, to: Square) {
    let advance = |d: Square| rank_of(d).abs_diff(home_rank(mover));
    let far = drops.iter().map(|&d| advance(d)).max().unwrap_or(0);
    let near = drops.iter().map(|&d| advance(d)).min().unwrap_or(0);
    let far_first = drops.iter().find(|&&d| advance(d) == far);
    let far_last = drops.iter().rev().find(|&&d| advance(d) == far);
    let near_first = drops.iter().find(|&&d| advance(d) == near);
    let start = drops.iter().find(|&&d| d == from);
    let mut kept: [Option<Square>; 4] = [start.copied(), far_first.copied(), far_last.copied(), near_first.copied()];
    for i in 0..4 {
        if kept[..i].contains(&kept[i]) {
            kept[i] = None;
        }
    }
    out.extend(kept.iter().flatten().map(|&drop| Checked::Move { from, to, drop: Some(drop) }));
}

impl Searchable for Position {

    fn search_moves(&self, root: bool, out: &mut Vec<Checked>) {
        if !matches!(self.status(), Status::Turn(_)) {
            return;
        }
        if self.in_setup() {
            for a in self.legal_actions() {
                if let Action::Place { square, size } = a {
                    out.push(Checked::Place { square, size });
                }
            }
            return;
        }
        let mover = self.to_move();
        if root {
            ROOT_TURN.with(|t| t.set(self.turn_number()));
        }
        // A side that can enter its goal needs no other move (nor the cost of finding them).
        if let Some(from) = goal_piece(self, mover) {
            let goal = if mover == SOUTH { GOAL_N } else { GOAL_S };
            out.push(Checked::Move { from, to: goal, drop: None });
            return;
        }
        // Every drop is kept at the root, in the opponent's direct replies (a drop anywhere may
        // set up a threat that no move parries, seen at the horizon), and by a side facing a
        // goal threat (its one block may be any drop square: a line that wins only because the
        // block was pruned is no win).
        let reply = ROOT_TURN.with(|t| t.get()).wrapping_add(1) == self.turn_number();
        let all_drops = root || reply || goal_piece(self, 1 - mover).is_some();
        let mut group: Option<(Square, Square)> = None;
        let mut drops: Vec<Square> = Vec::new();
        let generated = self.for_each_identity(|from, to, drop| match drop {
            None => out.push(Checked::Move { from, to, drop: None }),
            Some(d) if all_drops => out.push(Checked::Move { from, to, drop: Some(d) }),
            Some(d) => {
                if group != Some((from, to)) {
                    if let Some((f, t)) = group {
                        prune_drops(mover, f, &drops, out, t);
                    }
                    group = Some((from, to));
                    drops.clear();
                }
                drops.push(d);
            }
        });
        if let Some((f, t)) = group {
            prune_drops(mover, f, &drops, out, t);
        }
        add_work(generated.work);
        if generated.count == 0 {
            out.push(Checked::Pass);
        }
    }

    fn after(&self, mv: Checked) -> Position {
        let mut p = self.without_history();
        p.apply(mv);
        p
    }

    fn to_action(&self, mv: Checked) -> Action {
        match mv {
            Checked::Place { square, size } => Action::Place { square, size },
            Checked::Pass => Action::Pass,
            Checked::Move { from, to, drop } => {
                self.legal_moves()
                    .into_iter()
                    .find(|m| (m.from, m.to, m.drop) == (from, to, drop))
                    .map(Action::Move)
                    .unwrap_or(Action::Pass)
            }
        }
    }

    fn key(&self) -> u64 {
        self.hash() ^ mix(self.passes() as u64 + 0x9A55)
    }

    fn evaluate(&self, seat: Seat) -> i32 {
        let score = judge(self).map_or_else(|decided| decided, |t| t.iter().zip(weights(self.options())).map(|(t, w)| t * w).sum());
        if seat == self.to_move() {
            score
        } else {
            -score
        }
    }

    fn move_index(&self, mv: Checked) -> usize {
        match mv {
            Checked::Move { from, to, drop } => {
                let d = drop.map_or(36, usize::from);
                ((from as usize * 38 + to as usize) * 37 + d) % 4000
            }
            Checked::Place { square, size } => 4000 + (square as usize % 30) * 3 + size as usize - 1,
            Checked::Pass => 4095,
        }
    }

    fn order_hint(&self, mv: Checked) -> i32 {
        match mv {
            Checked::Move { drop: None, .. } => 0,
            _ => -20,
        }
    }

    const CACHE_EVALUATIONS: bool = true;

    /// Most moves here fail low against the first: a null window settles them more cheaply.
    fn pvs() -> bool {
        true
    }

    fn take_work() -> u64 {
        WORK.with(|w| w.replace(0))
    }

    /// A usual position costs 200-1,000 runs tried, one with long bounce chains up to 3,000.
    const WORK_PER_NODE: u64 = 1024;

    fn immediate_win(&self, moves: &[Checked]) -> Option<Checked> {
        moves.iter().copied().find(|m| matches!(m, Checked::Move { to, .. } if *to >= GOAL_S))
    }
}
