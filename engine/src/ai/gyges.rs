//! Gygès for the search: compact moves, a light position copy without the repetition history,
//! a goal check at every node and an evaluation by mobility and goal threats.

use super::gyges_reach::{add_work, reach, take_work};
use super::{Searchable, WINS_NEXT};
use crate::game::{Seat, Status};
use crate::gyges::{Action, Position, Square, GOAL_S, SOUTH};
use crate::rng::mix;

/// A Gygès action without its witness path: what the search plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GygesMove {
    Place { square: Square, size: u8 },
    /// `drop` is `NO_DROP` for a move without replacement.
    Move { from: Square, to: Square, drop: Square },
    Pass,
}

const NO_DROP: Square = u8::MAX;

/// What finding a replacement's drop zone is charged, in runs tried (an estimate: it runs the
/// rules' own search for the opponent's playable row).
const DROP_ZONE_WORK: u64 = 100;

/// Drop squares kept per replacement below the root (the root keeps them all).
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

impl Position {
    /// A copy for the search: the repetition history is left behind (the search does not see
    /// threefold repetitions below the root).
    fn light_copy(&self) -> Position {
        Position {
            cells: self.cells,
            occupied: self.occupied,
            to_move: self.to_move,
            setup: self.setup,
            goal: self.goal,
            passes: self.passes,
            plies: self.plies,
            turns: self.turns,
            history: Vec::new(),
            options: self.options.clone(),
        }
    }

    /// Calls `f(from, to, drop)` for every legal move identity of the player to move (the same
    /// set as the rules' `for_each_identity`, in the same order); returns how many.
    fn for_each_move(&self, mut f: impl FnMut(Square, Square, Option<Square>)) -> u32 {
        let seat = self.to_move;
        let allow_return = self.options.return_to_start;
        let mut count = 0;
        for i in 0..6u8 {
            let rank = if seat == SOUTH { i } else { 5 - i };
            let mut row = self.occupied & (0x3F << (6 * rank));
            while row != 0 {
                let from = row.trailing_zeros() as Square;
                row &= row - 1;
                let r = reach(&self.cells, self.occupied, seat, from, allow_return);
                let mut ends = r.ends;
                while ends != 0 {
                    let to = ends.trailing_zeros() as Square;
                    ends &= ends - 1;
                    f(from, to, None);
                    count += 1;
                }
                if self.options.replace {
                    let mut landings = r.landings;
                    while landings != 0 {
                        let to = landings.trailing_zeros() as Square;
                        landings &= landings - 1;
                        // The drop zone looks for the opponent's playable row on the new board.
                        add_work(DROP_ZONE_WORK);
                        let mut zone = self.drop_zone(from, to);
                        while zone != 0 {
                            let d = zone.trailing_zeros() as Square;
                            zone &= zone - 1;
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

    /// Legal moves and goal entries of `seat` if it were to move in the playing phase; the
    /// goal entries are counted by distinct moving piece.
    fn mobility(&self, seat: Seat) -> (i32, i32) {
        let mut goal_pieces = 0u64;
        let mut tally = |from: Square, to: Square, _| {
            if to >= 36 {
                goal_pieces |= 1 << from;
            }
        };
        let count = if seat == self.to_move && !self.setup {
            self.for_each_move(&mut tally)
        } else {
            let mut p = self.light_copy();
            p.to_move = seat;
            p.setup = false;
            p.for_each_move(&mut tally)
        };
        (count as i32, goal_pieces.count_ones() as i32)
    }
}

impl Searchable for Position {
    type Move = GygesMove;

    fn search_moves(&self, root: bool, out: &mut Vec<GygesMove>) {
        if !matches!(self.status(), Status::Turn(_)) {
            return;
        }
        if self.setup {
            for a in self.legal_actions() {
                if let Action::Place { square, size } = a {
                    out.push(GygesMove::Place { square, size });
                }
            }
            return;
        }
        let mover = self.to_move;
        let mut group: Option<(Square, Square)> = None;
        let mut drops: Vec<Square> = Vec::new();
        let count = self.for_each_move(|from, to, drop| match drop {
            None => out.push(GygesMove::Move { from, to, drop: NO_DROP }),
            Some(d) if root => out.push(GygesMove::Move { from, to, drop: d }),
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
        if count == 0 {
            out.push(GygesMove::Pass);
        }
    }

    fn after(&self, mv: GygesMove) -> Position {
        let mut p = self.light_copy();
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
        self.hash() ^ mix(self.passes as u64 + 0x9A55)
    }

    fn evaluate(&self, seat: Seat) -> i32 {
        let stm = self.to_move;
        let (mob_me, goals_me) = self.mobility(stm);
        if goals_me > 0 && !self.setup {
            return if seat == stm { WINS_NEXT } else { -WINS_NEXT };
        }
        let (mob_opp, goals_opp) = self.mobility(1 - stm);
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
        take_work()
    }

    /// A usual position costs 200-1,000 runs tried, one with long bounce chains up to 3,000.
    const WORK_PER_NODE: u64 = 1024;

    fn immediate_win(&self, moves: &[GygesMove]) -> Option<GygesMove> {
        moves.iter().copied().find(|m| matches!(m, GygesMove::Move { to, .. } if *to >= GOAL_S))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::gyges::Options;
    use crate::options::parse_pairs;
    use crate::rng::Rng;

    fn identities(p: &Position, fast: bool) -> Vec<(Square, Square, Option<Square>)> {
        let mut out = Vec::new();
        if fast {
            p.for_each_move(|f, t, d| out.push((f, t, d)));
        } else {
            p.for_each_identity(|f, t, d| out.push((f, t, d)));
        }
        out
    }

    /// The search's move generator agrees with the rules' on positions from random games and on
    /// random crowded boards, with every rules option that changes moves.
    #[test]
    fn reach_agrees_with_the_rules() {
        let mut rng = Rng::new(11);
        let mut checked = 0;
        for opts in [vec![], vec!["replace=on"], vec!["return_to_start=allow"], vec!["replace=on", "return_to_start=allow"]] {
            let options = Options::parse(&parse_pairs(&opts).unwrap()).unwrap();
            for _ in 0..300 {
                let mut p = Position::start(&options);
                let plies = 12 + rng.below(30);
                for _ in 0..plies {
                    let actions = p.legal_actions();
                    if actions.is_empty() {
                        break;
                    }
                    p.play(&actions[rng.below(actions.len())]).unwrap();
                    if !p.setup && p.status() == Status::Turn(p.to_move) {
                        assert_eq!(identities(&p, true), identities(&p, false), "{}", p.position_string());
                        checked += 1;
                    }
                }
            }
            for _ in 0..300 {
                let mut p = Position::empty(&options, (rng.below(2)) as Seat);
                for _ in 0..4 + rng.below(14) {
                    let sq = rng.below(36) as Square;
                    p.put(sq, 1 + rng.below(3) as u8);
                }
                assert_eq!(identities(&p, true), identities(&p, false), "{}", p.position_string());
                checked += 1;
            }
        }
        assert!(checked > 3000, "{checked}");
    }
}
