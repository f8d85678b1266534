//! The one state transition, and the check that an action is legal before it.
//!
//! `Game::play` checks, then calls `transition`; the search calls `transition` on actions from
//! the generator. A turn of player P: P resolves its own rows (left by the opponent, or rows of
//! GIPF-pieces it may reconsider), P brings in a piece, P resolves the rows of its colour. Rows
//! of the opponent's colour wait for the opponent's turn, where they come first.

use super::action::Action;
use super::position::{Challenge, Step};
use super::geometry::{entries, is_spot, lines, Spot, CENTRE, POINTS};
use super::piece::{Intro, Kind, Piece, Potential, BLACK, WHITE};
use super::position::{IntroStage, Position, Stage};
use crate::error::{Error, Gipf, Result};
use crate::game::{Ending, Outcome, Seat};

impl Position {
    /// Checks that `action` is legal now, without changing anything.
    pub(super) fn check_action(&self, action: &Action) -> Result<()> {
        let illegal = |why: Gipf| Err(Error::illegal(why));
        if self.result.is_some() {
            return Err(Error::GameOver);
        }
        if let Some(c) = self.challenge {
            return self.check_challenge_step(c, action);
        }
        if action.is_challenge_step() {
            return illegal(Gipf::NoAnnounced);
        }
        let is_extra = matches!(action, Action::Place { intro: Intro::Tamsk, .. } | Action::Push { intro: Intro::Tamsk, .. });
        if self.extra && !is_extra && *action != Action::Decline {
            return illegal(Gipf::ExtraFirst);
        }
        if !self.extra && (is_extra || *action == Action::Decline) {
            return illegal(Gipf::NoExtra);
        }
        let rows = self.rows_due();
        match *action {
            Action::Decline => Ok(()),
            Action::Place { .. } | Action::Push { .. } | Action::Jump { .. } if rows != 0 => illegal(Gipf::RowsFirst),
            Action::Place { .. } | Action::Push { .. } | Action::Jump { .. } if self.moved && !is_extra => illegal(Gipf::MoveMade),
            Action::Jump { from, to } => {
                let mut jumps = vec![];
                if (from as usize) < POINTS {
                    self.jumps_from(from, &mut jumps);
                }
                if jumps.contains(&Action::Jump { from, to }) {
                    Ok(())
                } else {
                    illegal(Gipf::NotYourPotential)
                }
            }
            Action::Place { intro, .. } | Action::Push { intro, .. } => {
                if !is_extra && !self.intro_allowed(self.to_move, intro) {
                    return illegal(self.intro_refusal(intro));
                }
                if let Action::Place { spot, .. } = *action {
                    if !is_spot(spot) || !entries().iter().any(|e| e.path[0] == spot) {
                        return illegal(Gipf::NotEdge { spot: super::geometry::point_name(spot) });
                    }
                    if self.board[spot as usize].is_some() {
                        return illegal(Gipf::Occupied { spot: super::geometry::point_name(spot) });
                    }
                } else if let Action::Push { entry, .. } = *action {
                    match self.first_empty(entry) {
                        None if (entry as usize) >= entries().len() => return illegal(Gipf::NoEntry),
                        None => return illegal(Gipf::LineFull),
                        Some(0) => return illegal(Gipf::FirstEmpty),
                        Some(_) => {}
                    }
                }
                Ok(())
            }
            Action::Remove { points } => {
                if rows == 0 {
                    return illegal(Gipf::NoRow);
                }
                for line in (0..lines().len() as u8).filter(|l| rows >> l & 1 == 1) {
                    let Some((a, b)) = self.row_segment(line, self.to_move) else { continue };
                    let spots = &lines()[line as usize].spots[a..b];
                    let all = spots.iter().fold(0u64, |m, &s| m | 1 << s);
                    let compulsory = spots.iter().filter(|&&s| !self.board[s as usize].is_some_and(|p| p.is_optional())).fold(0u64, |m, &s| m | 1 << s);
                    if points != 0 && points & !all == 0 && compulsory & !points == 0 {
                        return Ok(());
                    }
                }
                illegal(Gipf::NotARow)
            }
            Action::Challenge | Action::Allow | Action::FirstPlayer(_) | Action::SideGameResult(_) | Action::Throw(_) => illegal(Gipf::NoAnnounced),
            Action::KeepRow { line } => {
                if line as usize >= lines().len() || rows >> line & 1 == 0 {
                    return illegal(Gipf::NoRowToKeep);
                }
                let (a, b) = self.row_segment(line, self.to_move).unwrap_or((0, 0));
                let spots = &lines()[line as usize].spots[a..b];
                if spots.iter().all(|&s| self.board[s as usize].is_some_and(|p| p.is_gipf())) {
                    Ok(())
                } else {
                    illegal(Gipf::OnlyGipfRow)
                }
            }
        }
    }

    fn intro_refusal(&self, intro: Intro) -> Gipf {
        let s = self.to_move as usize;
        if self.reserve[s] < intro.cost() {
            return Gipf::ReserveShort;
        }
        match (intro, self.intro[s]) {
            (_, IntroStage::FirstGipf) => Gipf::FirstGipf,
            (Intro::Gipf, _) => Gipf::NoMoreGipf,
            (Intro::Loaded(p), IntroStage::Plain) => Gipf::NoMorePotential { potential: p.name().into() },
            (Intro::Loaded(p), _) => Gipf::NoneInHand { potential: p.name().into() },
            _ => Gipf::NotBroughtIn,
        }
    }

    // ---- playing ----

    /// The one state transition: carries out an action that `check` accepts (the search calls
    /// it on the generator's actions, `Game::play` after `check`).
    pub(crate) fn transition(&mut self, action: &Action) {
        if let Some(c) = self.challenge {
            self.play_challenge_step(c, action);
        } else if self.is_challengeable(action) {
            self.challenge = Some(Challenge { action: *action, step: Step::Announced });
        } else {
            self.apply(action);
        }
        self.advance();
    }

    /// Carries out a legal action (not a challenge step).
    pub(super) fn apply(&mut self, action: &Action) {
        match *action {
            Action::Place { spot, intro } => {
                self.start_move(intro);
                self.set(spot, Some(Piece::new(self.to_move, intro.kind())));
            }
            Action::Push { entry, intro } => {
                self.start_move(intro);
                let e = &entries()[entry as usize];
                let k = self.first_empty(entry).unwrap_or(0);
                for i in (0..k).rev() {
                    let moving = self.board[e.path[i] as usize];
                    self.set(e.path[i + 1], moving);
                }
                self.set(e.path[0], Some(Piece::new(self.to_move, intro.kind())));
                if e.path[1..=k].contains(&CENTRE) {
                    self.tamsk_arrival();
                }
            }
            Action::Jump { from, to } => {
                if let Some(Piece { colour, kind: Kind::Loaded(p) }) = self.piece_at(from) {
                    self.set(from, Some(Piece::new(colour, Kind::Basic)));
                    let landed = match (p, self.piece_at(to)) {
                        (Potential::Dvonn | Potential::Punct, Some(target)) => self.land_on(target, colour, p),
                        _ => Piece::new(colour, Kind::Used(p)),
                    };
                    self.set(to, Some(landed));
                }
                self.regular_move_made();
                self.check_gipf_loss();
            }
            Action::Decline => self.extra = false,
            Action::Remove { points } => {
                let mut rest = points;
                while rest != 0 {
                    let s = rest.trailing_zeros() as Spot;
                    rest &= rest - 1;
                    self.take_at(s);
                }
                self.check_gipf_loss();
            }
            Action::KeepRow { line } => self.kept |= 1 << line,
            Action::Challenge | Action::Allow | Action::FirstPlayer(_) | Action::SideGameResult(_) | Action::Throw(_) => {}
        }
    }

    /// Takes the piece to bring in: from the reserve, or the TAMSK-potential off the centre.
    fn start_move(&mut self, intro: Intro) {
        if intro == Intro::Tamsk {
            self.extra = false;
            self.extra_first |= !self.moved;
            self.set(CENTRE, Some(Piece::new(self.to_move, Kind::Basic)));
        } else {
            self.bring_in(intro);
            self.regular_move_made();
        }
    }

    /// The turn's regular move is made: its removal phase (with the rows an earlier extra move
    /// formed) comes next.
    fn regular_move_made(&mut self) {
        self.moved = true;
        self.extra_first = false;
        self.kept = 0;
    }

    /// A push has just put a new piece on the centre: a TAMSK-stack there earns its owner an
    /// extra move, now (the mover) or at the start of its next turn (the opponent).
    fn tamsk_arrival(&mut self) {
        if let Some(Piece { colour, kind: Kind::Loaded(Potential::Tamsk) }) = self.piece_at(CENTRE) {
            if colour == self.to_move {
                self.extra = true;
            } else {
                self.extra_next = Some(colour);
            }
        }
    }

    fn bring_in(&mut self, intro: Intro) {
        let s = self.to_move as usize;
        self.reserve[s] -= intro.cost();
        self.intro[s] = match intro {
            Intro::Gipf => IntroStage::Gipf,
            Intro::Loaded(p) => {
                self.hand[s][p as usize] -= 1;
                IntroStage::Loaded
            }
            Intro::Basic => {
                // Potentials not in play by the first plain piece are lost.
                self.hand[s] = [0; 5];
                IntroStage::Plain
            }
            Intro::Tamsk => self.intro[s],
        };
    }

    /// A DVONN- or PÜNCT-potential of `colour` lands on `target`: it stacks on top, or takes
    /// over a GIPF-piece ([decision] the GIPF-piece's top basic piece goes back to its owner's
    /// reserve; a PÜNCT-potential on top of a taken-over one leaves the game).
    fn land_on(&mut self, target: Piece, colour: Seat, potential: Potential) -> Piece {
        match target.kind {
            Kind::Gipf => {
                self.reserve[target.colour as usize] = self.reserve[target.colour as usize].saturating_add(1);
                Piece::new(colour, Kind::PunctGipf { base: target.colour })
            }
            Kind::PunctGipf { base } => Piece::new(colour, Kind::PunctGipf { base }),
            _ => super::piece::Stack::on(target, colour, potential),
        }
    }

    /// The player to move takes what stands on `spot` off the board as part of a row: own
    /// basic pieces back to the reserve, the opponent's captured, potentials out of the game.
    /// A stack loses only its top potential: the piece beneath takes the spot again.
    fn take_at(&mut self, spot: Spot) {
        let Some(p) = self.board[spot as usize] else { return };
        if let Kind::Stack(s) = p.kind {
            self.set(spot, Some(s.without_top()));
            return;
        }
        let me = self.to_move as usize;
        let mine = p.basic_of(me as Seat);
        let theirs = p.basic_of(1 - me as Seat);
        self.reserve[me] = self.reserve[me].saturating_add(mine);
        self.captured[me] = self.captured[me].saturating_add(theirs);
        self.set(spot, None);
    }

    /// Whether losing the last GIPF-piece loses the game for `seat` (it has brought one in).
    fn gipf_rule_applies(&self, seat: Seat) -> bool {
        self.options.version.has_gipf_pieces() && self.intro[seat as usize] != IntroStage::FirstGipf
    }

    pub(super) fn check_gipf_loss(&mut self) {
        let me = self.to_move;
        let lost = |s: Seat| self.gipf_rule_applies(s) && self.gipf_count(s) == 0;
        if lost(1 - me) {
            self.result = Some(Outcome::Win(me));
        } else if lost(me) {
            self.result = Some(Outcome::Win(1 - me));
        }
    }

    /// Why the game ended, from the state `check_gipf_loss` and `advance` decided it on.
    pub(super) fn end_reason(&self) -> Option<Ending> {
        let loser = match self.result.as_ref()? {
            Outcome::Win(w) => 1 - *w,
            Outcome::Draw => return Some(Ending::MoveCap),
        };
        Some(
            if self.gipf_rule_applies(loser) && self.gipf_count(loser) == 0 {
                Ending::GipfPieces
            } else if self.options.max_plies > 0 && self.turns >= self.options.max_plies {
                Ending::MoveCap
            } else {
                Ending::NoMove
            },
        )
    }

    /// Decides a parsed position that is already lost, then settles it like a played one.
    pub(super) fn settle_parsed(&mut self) {
        let lost = |s: Seat| self.gipf_rule_applies(s) && self.gipf_count(s) == 0;
        match (lost(WHITE), lost(BLACK)) {
            (true, false) => self.result = Some(Outcome::Win(BLACK)),
            (false, true) => self.result = Some(Outcome::Win(WHITE)),
            (true, true) => self.result = Some(Outcome::Win(self.to_move)),
            (false, false) => self.advance(),
        }
    }

    /// Moves the game on after an action: ends the turn when the mover's rows are resolved,
    /// and decides a player who cannot move.
    pub(super) fn advance(&mut self) {
        loop {
            if self.stage() != Stage::Move {
                return;
            }
            if !self.moved && self.extra_next == Some(self.to_move) {
                self.extra_next = None;
                let stack = Some(Piece::new(self.to_move, Kind::Loaded(Potential::Tamsk)));
                if self.piece_at(CENTRE) == stack {
                    self.extra = true;
                    return;
                }
            }
            if !self.moved {
                if !self.has_move() {
                    self.result = Some(Outcome::Win(1 - self.to_move));
                }
                return;
            }
            // Saturates: a parsed turn counter may already be at its largest.
            self.turns = self.turns.saturating_add(1);
            self.to_move = 1 - self.to_move;
            self.moved = false;
            self.kept = 0;
            if self.options.max_plies > 0 && self.turns >= self.options.max_plies {
                self.result = Some(self.adjudicate());
                return;
            }
        }
    }

    /// Material (reserve + pieces on board); equal material goes to GIPF-pieces, then a draw.
    pub fn adjudicate(&self) -> Outcome {
        let score = |s: Seat| (self.reserve[s as usize] as u32 + self.pieces_on_board(s), self.gipf_count(s));
        match score(WHITE).cmp(&score(BLACK)) {
            std::cmp::Ordering::Greater => Outcome::Win(WHITE),
            std::cmp::Ordering::Less => Outcome::Win(BLACK),
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }
}
