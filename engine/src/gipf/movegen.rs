//! Move generation: every action the rules allow now, by stage (bringing a piece in, potential
//! moves, row removals, the TAMSK extra move, challenge steps).

use super::action::Action;
use super::geometry::{entries, geometry, is_spot, lines, Spot};
use super::piece::{Intro, Kind, Piece, Potential};
use super::position::{IntroStage, Stage};
use super::position::Position;
use crate::game::Seat;

/// Whether a DVONN- or PÜNCT-potential of `me` may jump onto `target` (research §10.4, §10.6):
/// DVONN onto the opponent's basic piece, DVONN-loaded piece or DVONN on top of a stack; PÜNCT
/// onto the opponent's PÜNCT-loaded piece, PÜNCT on top of a stack, or GIPF-piece.
fn may_land_on(potential: Potential, me: Seat, target: Piece) -> bool {
    if target.colour == me {
        return false;
    }
    match (potential, target.kind) {
        (Potential::Dvonn, Kind::Basic | Kind::Loaded(Potential::Dvonn)) => true,
        (Potential::Punct, Kind::Loaded(Potential::Punct) | Kind::Gipf | Kind::PunctGipf { .. }) => true,
        (p, Kind::Stack(s)) => s.potential == p,
        _ => false,
    }
}

/// Every legal action now (`Game::legal_actions`), by stage.
pub(super) fn legal_actions(p: &Position) -> Vec<Action> {
    let mut out = Vec::new();
    match (p.stage(), p.challenge) {
        (Stage::Over, _) => {}
        (Stage::ExtraMove, _) => {
            p.move_actions(&[Intro::Tamsk], &mut out);
            out.push(Action::Decline);
        }
        (Stage::RowRemoval, _) => p.removal_actions(p.rows_due(), &mut out),
        (Stage::Move, _) => {
            if !p.moved {
                p.move_actions(&p.allowed_intros(), &mut out);
                let mut mine = p.occ[p.to_move as usize];
                while mine != 0 {
                    let s = mine.trailing_zeros() as Spot;
                    mine &= mine - 1;
                    p.jumps_from(s, &mut out);
                }
            }
        }
        (_, Some(c)) => p.challenge_actions(c, &mut out),
        (_, None) => {}
    }
    out
}

impl Position {
    /// The potential moves of the loaded piece on `spot` (ZÈRTZ, YINSH, DVONN, PÜNCT) that are
    /// legal now.
    pub fn potential_uses(&self, spot: Spot) -> Vec<Action> {
        if self.stage() != Stage::Move || self.moved {
            return vec![];
        }
        let mut out = vec![];
        self.jumps_from(spot, &mut out);
        out
    }

    // ---- legality ----

    pub(super) fn intro_allowed(&self, seat: Seat, intro: Intro) -> bool {
        let s = seat as usize;
        if self.reserve[s] < intro.cost() {
            return false;
        }
        let stage = self.intro[s];
        match intro {
            Intro::Gipf => stage <= IntroStage::Gipf,
            Intro::Loaded(p) => matches!(stage, IntroStage::Gipf | IntroStage::Loaded) && self.hand[s][p as usize] > 0,
            Intro::Basic => stage != IntroStage::FirstGipf,
            Intro::Tamsk => false,
        }
    }

    /// What the player to move may bring in now.
    pub(super) fn allowed_intros(&self) -> Vec<Intro> {
        let mut out = Vec::with_capacity(3);
        for intro in [Intro::Basic, Intro::Gipf] {
            if self.intro_allowed(self.to_move, intro) {
                out.push(intro);
            }
        }
        for p in super::piece::Potential::ALL {
            if self.intro_allowed(self.to_move, Intro::Loaded(p)) {
                out.push(Intro::Loaded(p));
            }
        }
        out
    }

    fn some_line_open(&self) -> bool {
        let occ = self.occupied();
        lines().iter().any(|l| occ & l.mask != l.mask)
    }

    /// Whether the player to move has any move: a piece to bring in, or a potential to use.
    pub(super) fn has_move(&self) -> bool {
        if self.some_line_open() && !self.allowed_intros().is_empty() {
            return true;
        }
        let mut jumps = vec![];
        let mut mine = self.occ[self.to_move as usize];
        while mine != 0 && jumps.is_empty() {
            let s = mine.trailing_zeros() as Spot;
            mine &= mine - 1;
            self.jumps_from(s, &mut jumps);
        }
        !jumps.is_empty()
    }

    /// Potential moves from `from` (which must hold the mover's loaded piece).
    pub(super) fn jumps_from(&self, from: Spot, out: &mut Vec<Action>) {
        let Some(Piece { colour, kind: Kind::Loaded(pot) }) = self.piece_at(from) else { return };
        if colour != self.to_move {
            return;
        }
        let g = geometry();
        for dir in 0..6 {
            let step = |s: Spot| {
                let n = g.neighbour[s as usize][dir];
                (n != super::geometry::NONE && is_spot(n)).then_some(n)
            };
            match pot {
                Potential::Zertz => {
                    // Over one or more adjacent pieces onto the first empty spot.
                    let mut s = match step(from) {
                        Some(n) if self.board[n as usize].is_some() => n,
                        _ => continue,
                    };
                    while let Some(n) = step(s) {
                        if self.board[n as usize].is_none() {
                            out.push(Action::Jump { from, to: n });
                            break;
                        }
                        s = n;
                    }
                }
                Potential::Yinsh => {
                    let mut s = from;
                    while let Some(n) = step(s) {
                        if self.board[n as usize].is_some() {
                            break;
                        }
                        out.push(Action::Jump { from, to: n });
                        s = n;
                    }
                }
                Potential::Dvonn | Potential::Punct => {
                    // Onto an adjacent opponent's piece of the kinds research §10.4 / §10.6 allow.
                    if let Some(to) = step(from) {
                        if self.board[to as usize].is_some_and(|t| may_land_on(pot, colour, t)) {
                            out.push(Action::Jump { from, to });
                        }
                    }
                }
                Potential::Tamsk => {}
            }
        }
    }

    fn move_actions(&self, intros: &[Intro], out: &mut Vec<Action>) {
        if intros.is_empty() {
            return;
        }
        let mut placed = 0u64;
        for (i, e) in entries().iter().enumerate() {
            let Some(k) = self.first_empty(i as u8) else { continue };
            if k == 0 {
                // One action per empty spot: the dot it came from does not matter.
                if placed >> e.path[0] & 1 == 1 {
                    continue;
                }
                placed |= 1 << e.path[0];
                out.extend(intros.iter().map(|&intro| Action::Place { spot: e.path[0], intro }));
            } else {
                out.extend(intros.iter().map(|&intro| Action::Push { entry: i as u8, intro }));
            }
        }
    }

    fn removal_actions(&self, mut rows: u32, out: &mut Vec<Action>) {
        let first = out.len();
        while rows != 0 {
            let line = rows.trailing_zeros() as u8;
            rows &= rows - 1;
            let Some((a, b)) = self.row_segment(line, self.to_move) else { continue };
            let spots = &lines()[line as usize].spots[a..b];
            let mut all = 0u64;
            let mut optional = [0u64; 7];
            let mut n_opt = 0;
            let mut all_gipf = true;
            for &s in spots {
                all |= 1 << s;
                let p = self.board[s as usize];
                if p.is_some_and(|p| p.is_optional()) {
                    optional[n_opt] = 1 << s;
                    n_opt += 1;
                }
                all_gipf &= p.is_some_and(|p| p.is_gipf());
            }
            for keep_bits in 0u32..1 << n_opt {
                let keep = (0..n_opt).filter(|i| keep_bits >> i & 1 == 1).fold(0, |m, i| m | optional[i]);
                let points = all & !keep;
                if points == 0 {
                    if all_gipf {
                        out.push(Action::KeepRow { line });
                    }
                    continue;
                }
                let action = Action::Remove { points };
                if !out[first..].contains(&action) {
                    out.push(action);
                }
            }
        }
    }

}
