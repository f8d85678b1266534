//! Gygès for the search: compact moves, a light position copy without the repetition history,
//! a goal check at every node and an evaluation by mobility and goal threats (a threat that no
//! move parries scores as the loss it is). Moves come from the rules' own generator, which also
//! reports the work each call cost.

use super::{Searchable, WINS_NEXT};
use crate::game::{Game, Seat, Status};
use crate::gyges::{Action, Mobility, Position, Square, GOAL_S, SOUTH};
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

/// Legal moves and goal-entering pieces of `seat` as if it were to move, the work charged.
fn mobility(p: &Position, seat: Seat) -> (i32, i32) {
    let Mobility { moves, goal_pieces, work } = p.mobility(seat);
    add_work(work);
    (moves as i32, goal_pieces as i32)
}

/// Whether the side to move has a move after which the other side has no piece that can enter
/// the goal. Every move counts here, each replacement with all its drops: a block may need
/// any drop square.
fn can_parry(p: &Position) -> bool {
    let mut moves = Vec::with_capacity(256);
    let generated = p.for_each_identity(|from, to, drop| moves.push(GygesMove::Move { from, to, drop: drop.unwrap_or(NO_DROP) }));
    add_work(generated.work);
    let threatened = 1 - p.to_move();
    moves.into_iter().any(|m| mobility(&p.after(m), threatened).1 == 0)
}

/// A Gygès action without its witness path: what the search plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GygesMove {
    Place { square: Square, size: u8 },
    /// `drop` is `NO_DROP` for a move without replacement.
    Move { from: Square, to: Square, drop: Square },
    Pass,
}

const NO_DROP: Square = u8::MAX;

/// Drop squares kept per replacement where the search prunes them (see `search_moves`).
fn prune_drops(mover: Seat, from: Square, drops: &[Square], out: &mut Vec<GygesMove>, to: Square) {
    let advance = |d: Square| if mover == SOUTH { d / 6 } else { 5 - d / 6 };
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
    out.extend(kept.iter().flatten().map(|&drop| GygesMove::Move { from, to, drop }));
}

impl Searchable for Position {
    type Move = GygesMove;

    fn search_moves(&self, root: bool, out: &mut Vec<GygesMove>) {
        if !matches!(self.status(), Status::Turn(_)) {
            return;
        }
        if self.in_setup() {
            for a in self.legal_actions() {
                if let Action::Place { square, size } = a {
                    out.push(GygesMove::Place { square, size });
                }
            }
            return;
        }
        let mover = self.to_move();
        if root {
            ROOT_TURN.with(|t| t.set(self.turn_number()));
        }
        // Every drop is kept at the root, in the opponent's direct replies (a drop anywhere may
        // set up a threat that no move parries, seen at the horizon), and by a side facing a
        // goal threat (its one block may be any drop square: a line that wins only because the
        // block was pruned is no win).
        let reply = ROOT_TURN.with(|t| t.get()).wrapping_add(1) == self.turn_number();
        let all_drops = root || reply || mobility(self, 1 - mover).1 > 0;
        let mut group: Option<(Square, Square)> = None;
        let mut drops: Vec<Square> = Vec::new();
        let generated = self.for_each_identity(|from, to, drop| match drop {
            None => out.push(GygesMove::Move { from, to, drop: NO_DROP }),
            Some(d) if all_drops => out.push(GygesMove::Move { from, to, drop: d }),
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
            out.push(GygesMove::Pass);
        }
    }

    fn after(&self, mv: GygesMove) -> Position {
        let mut p = self.without_history();
        match mv {
            GygesMove::Move { from, to, drop } => p.apply_move(from, to, (drop != NO_DROP).then_some(drop)),
            GygesMove::Pass => p.apply_pass(),
            GygesMove::Place { square, size } => {
                // Placements come from `legal_actions`, so this cannot fail.
                let _ = p.play(&Action::Place { square, size });
            }
        }
        p
    }

    fn to_action(&self, mv: GygesMove) -> Action {
        match mv {
            GygesMove::Place { square, size } => Action::Place { square, size },
            GygesMove::Pass => Action::Pass,
            GygesMove::Move { from, to, drop } => {
                let drop = (drop != NO_DROP).then_some(drop);
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
        let stm = self.to_move();
        let (mob_me, goals_me) = mobility(self, stm);
        if goals_me > 0 && !self.in_setup() {
            return if seat == stm { WINS_NEXT } else { -WINS_NEXT };
        }
        let (mob_opp, goals_opp) = mobility(self, 1 - stm);
        // A goal threat that no move parries wins the next move but one: the search sees two
        // plies further along forcing lines.
        if goals_opp > 0 && !self.in_setup() && !can_parry(self) {
            return if seat == stm { -WINS_NEXT } else { WINS_NEXT };
        }
        // A threat from one piece can often be blocked; threats from two pieces rarely.
        let threat = match goals_opp {
            0 => 0,
            1 => 150,
            _ => 400 + 100 * goals_opp,
        };
        let score = 4 * (mob_me.min(80) - mob_opp.min(80)) - threat;
        if seat == stm {
            score
        } else {
            -score
        }
    }

    fn move_index(&self, mv: GygesMove) -> usize {
        match mv {
            GygesMove::Move { from, to, drop } => {
                let d = if drop == NO_DROP { 36 } else { drop as usize };
                ((from as usize * 38 + to as usize) * 37 + d) % 4000
            }
            GygesMove::Place { square, size } => 4000 + (square as usize % 30) * 3 + size as usize - 1,
            GygesMove::Pass => 4095,
        }
    }

    fn order_hint(&self, mv: GygesMove) -> i32 {
        match mv {
            GygesMove::Move { drop: NO_DROP, .. } => 0,
            _ => -20,
        }
    }

    const CACHE_EVALUATIONS: bool = true;

    fn take_work() -> u64 {
        WORK.with(|w| w.replace(0))
    }

    /// A usual position costs 200-1,000 runs tried, one with long bounce chains up to 3,000.
    const WORK_PER_NODE: u64 = 1024;

    fn immediate_win(&self, moves: &[GygesMove]) -> Option<GygesMove> {
        moves.iter().copied().find(|m| matches!(m, GygesMove::Move { to, .. } if *to >= GOAL_S))
    }
}
