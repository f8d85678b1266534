//! The position: board, reserves and turn state, with the queries the UI and the search read.
//! Every decision is one action, and the player whose turn it is acts throughout it (the
//! opponent only answers a challenge).

use super::action::{Action, Hand};
use super::geometry::{entries, lines, Spot, POINTS};
use super::options::Options;
use super::piece::{Intro, Piece, WHITE};
use crate::game::{Outcome, Seat};

/// What a player may still bring in, in the order GIPF-pieces, loaded pieces, plain pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntroStage {
    /// First move of the tournament version: a GIPF-piece is required.
    FirstGipf,
    /// GIPF-pieces, loaded pieces and plain pieces are allowed.
    Gipf,
    /// Loaded and plain pieces are allowed.
    Loaded,
    /// Only plain pieces.
    Plain,
}

impl IntroStage {
    pub fn letter(self) -> char {
        ['F', 'G', 'L', 'P'][self as usize]
    }
    pub fn from_letter(c: char) -> Option<Self> {
        [IntroStage::FirstGipf, IntroStage::Gipf, IntroStage::Loaded, IntroStage::Plain].into_iter().find(|s| s.letter() == c)
    }
}

/// A row waiting for its owner's decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingRow {
    pub line: u8,
    /// Every piece that goes with the row: the row and its extension, in line order.
    pub points: Vec<Spot>,
    /// The pieces the remover may leave on the board (GIPF-pieces and loaded pieces).
    pub optional: Vec<Spot>,
    /// True when the whole row may stay (it holds GIPF-pieces only).
    pub may_stay: bool,
}

/// What kind of action is due now. The generator, the check and the UI all read it here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Bring a piece in (onto an empty edge spot, or pushing a line) or use a potential.
    Move,
    /// The TAMSK extra move: bring the potential on the centre in again, or decline.
    ExtraMove,
    /// Rows of the actor's colour: take one off, choosing which GIPF- and loaded pieces stay,
    /// or leave a row made of GIPF-pieces standing.
    RowRemoval,
    /// The opponent challenges or allows the announced potential move.
    ChallengeOrAllow,
    /// The challenged player names who starts the side game.
    SideGameStarter,
    /// The challenged player reports the side game's result.
    SideGameResult,
    /// A rock-paper-scissors throw (the starter's first, sealed; then the other's).
    Throw,
    Over,
}

/// The stage and the player who acts in it (while over: the player who would act).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Due {
    pub stage: Stage,
    pub by: Seat,
}

/// An entry move as the UI shows it: dot, direction and whether its line is full.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntryMove {
    pub entry: u8,
    pub dot: Spot,
    pub dir: u8,
    pub first: Spot,
    pub blocked: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(super) options: Options,
    pub(super) board: [Option<Piece>; POINTS],
    /// Points whose piece is White's / Black's.
    pub(super) occ: [u64; 2],
    pub(super) reserve: [u8; 2],
    /// Basic pieces each player has captured from the other.
    pub(super) captured: [u8; 2],
    /// Potentials not yet brought into play, per type.
    pub(super) hand: [[u8; 5]; 2],
    pub(super) intro: [IntroStage; 2],
    pub(super) to_move: Seat,
    /// The player to move has made its move this turn (its rows are being removed).
    pub(super) moved: bool,
    /// Lines whose all-GIPF row the player chose to leave, in this removal phase.
    pub(super) kept: u32,
    pub(super) turns: u32,
    pub(super) result: Option<Outcome>,
    /// A TAMSK extra move is on offer to the player to move.
    pub(super) extra: bool,
    /// The player to move made a TAMSK extra move before its regular move: the rows it formed
    /// wait until after the regular move (nothing is removed between the two moves of a turn).
    pub(super) extra_first: bool,
    /// This player's TAMSK-stack was pushed onto the centre by the opponent: its extra move
    /// comes at the start of its next turn, after its removals.
    pub(super) extra_next: Option<Seat>,
    /// Challenges each player may still make (combining games).
    pub(super) challenges_left: [u8; 2],
    /// A potential move announced and waiting for the challenge decision or a side game.
    pub(super) challenge: Option<Challenge>,
}

impl Position {
    pub(super) fn empty(options: &Options) -> Self {
        Position {
            options: options.clone(),
            board: [None; POINTS],
            occ: [0; 2],
            reserve: [0; 2],
            captured: [0; 2],
            hand: [[0; 5]; 2],
            intro: [IntroStage::Plain; 2],
            to_move: WHITE,
            moved: false,
            kept: 0,
            turns: 0,
            result: None,
            extra: false,
            extra_first: false,
            extra_next: None,
            challenges_left: [options.challenges; 2],
            challenge: None,
        }
    }

    /// The intro stage a player starts with in this version, given the potentials in hand.
    pub(super) fn default_intro(&self, seat: Seat) -> IntroStage {
        if self.options.version.starts_empty() {
            IntroStage::FirstGipf
        } else if self.hand[seat as usize].iter().any(|&n| n > 0) {
            IntroStage::Loaded
        } else {
            IntroStage::Plain
        }
    }

    // ---- queries for the UI and the AI ----

    pub fn piece_at(&self, spot: Spot) -> Option<Piece> {
        self.board.get(spot as usize).copied().flatten()
    }
    /// Basic pieces in `seat`'s reserve.
    pub fn reserve(&self, seat: Seat) -> u8 {
        self.reserve[seat as usize & 1]
    }
    /// Basic pieces `seat` has captured from the opponent.
    pub fn captured(&self, seat: Seat) -> u8 {
        self.captured[seat as usize & 1]
    }
    /// Potentials `seat` has not brought into play yet, per type (`Potential::ALL` order).
    pub fn potentials_in_hand(&self, seat: Seat) -> [u8; 5] {
        self.hand[seat as usize & 1]
    }
    pub fn intro_stage(&self, seat: Seat) -> IntroStage {
        self.intro[seat as usize & 1]
    }
    /// The player who acts now (also while the game is over: the player who would act). During
    /// a challenge this may be the opponent of the player whose turn it is.
    pub fn to_move(&self) -> Seat {
        self.actor()
    }
    /// The player whose turn it is (who announced a pending potential move).
    pub fn turn_player(&self) -> Seat {
        self.to_move
    }
    /// True once the player to move has made this turn's move.
    pub fn has_moved(&self) -> bool {
        self.moved
    }
    /// True while the player to move decides on a TAMSK extra move.
    pub fn extra_move_on_offer(&self) -> bool {
        self.extra
    }

    /// True when this turn's TAMSK extra move came before the regular move, which is still to
    /// come: rows wait until after it.
    pub fn extra_move_made_first(&self) -> bool {
        self.extra_first
    }

    /// What kind of action is due now, and by whom.
    pub fn due(&self) -> Due {
        Due { stage: self.stage(), by: self.actor() }
    }

    pub(super) fn stage(&self) -> Stage {
        if self.result.is_some() {
            return Stage::Over;
        }
        if let Some(c) = self.challenge {
            return match c.step {
                Step::Announced => Stage::ChallengeOrAllow,
                Step::Challenged => Stage::SideGameStarter,
                Step::Playing { .. } if self.options.side_game.reports_result() => Stage::SideGameResult,
                Step::Playing { .. } => Stage::Throw,
            };
        }
        if self.extra {
            Stage::ExtraMove
        } else if self.rows_due() != 0 {
            Stage::RowRemoval
        } else {
            Stage::Move
        }
    }

    /// GIPF-pieces of `seat` on the board.
    pub fn gipf_count(&self, seat: Seat) -> u32 {
        self.board.iter().flatten().filter(|p| p.colour == seat && p.is_gipf()).count() as u32
    }

    /// Basic pieces of `seat` on the board (a GIPF-piece counts 2), including those under
    /// the opponent's DVONN- or PÜNCT-potentials.
    pub fn pieces_on_board(&self, seat: Seat) -> u32 {
        self.board.iter().flatten().map(|p| p.basic_of(seat) as u32).sum()
    }

    /// Potentials of `seat` on the board, loaded or used (stacked ones included).
    pub fn potentials_on_board(&self, seat: Seat) -> u32 {
        self.board.iter().flatten().map(|p| p.potentials_of(seat) as u32).sum()
    }

    /// The 42 entry moves, each with whether its line is full.
    pub fn entry_moves(&self) -> Vec<EntryMove> {
        entries()
            .iter()
            .enumerate()
            .map(|(i, e)| EntryMove { entry: i as u8, dot: e.dot, dir: e.dir, first: e.path[0], blocked: self.first_empty(i as u8).is_none() })
            .collect()
    }

    /// The action that brings `intro` in from `dot` in direction `dir` (Place when the first spot
    /// is empty), whether or not it is legal now.
    pub fn entry_action(&self, dot: Spot, dir: u8, intro: Intro) -> Option<Action> {
        let entry = super::geometry::entry_index(dot, dir)?;
        let first = entries()[entry as usize].path[0];
        Some(if self.board[first as usize].is_none() { Action::Place { spot: first, intro } } else { Action::Push { entry, intro } })
    }

    /// Every piece that moves with a Place or Push: `(from, to)`, the new piece first (from its dot).
    pub fn push_preview(&self, action: &Action) -> Vec<(Spot, Spot)> {
        match *action {
            Action::Place { spot, .. } => {
                let dot = entries().iter().find(|e| e.path[0] == spot).map(|e| e.dot).unwrap_or(spot);
                vec![(dot, spot)]
            }
            Action::Push { entry, .. } => {
                let Some(e) = entries().get(entry as usize) else { return vec![] };
                let Some(k) = self.first_empty(entry) else { return vec![] };
                let mut out = vec![(e.dot, e.path[0])];
                out.extend((0..k).map(|i| (e.path[i], e.path[i + 1])));
                out
            }
            _ => vec![],
        }
    }

    /// The rows the player to move must resolve now.
    pub fn pending_rows(&self) -> Vec<PendingRow> {
        if self.stage() != Stage::RowRemoval {
            return vec![];
        }
        let mut out = vec![];
        let mut rows = self.rows_due();
        while rows != 0 {
            let line = rows.trailing_zeros() as u8;
            rows &= rows - 1;
            if let Some((a, b)) = self.row_segment(line, self.to_move) {
                let spots = &lines()[line as usize].spots[a..b];
                let optional: Vec<Spot> = spots.iter().copied().filter(|&s| self.board[s as usize].is_some_and(|p| p.is_optional())).collect();
                let may_stay = spots.iter().all(|&s| self.board[s as usize].is_some_and(|p| p.is_gipf()));
                out.push(PendingRow { line, points: spots.to_vec(), optional, may_stay });
            }
        }
        out
    }

    // ---- board primitives ----

    pub(super) fn set(&mut self, spot: Spot, piece: Option<Piece>) {
        let bit = 1u64 << spot;
        self.occ[0] &= !bit;
        self.occ[1] &= !bit;
        if let Some(p) = piece {
            self.occ[p.colour as usize & 1] |= bit;
        }
        self.board[spot as usize] = piece;
    }

    pub(super) fn occupied(&self) -> u64 {
        self.occ[0] | self.occ[1]
    }

    /// Index along the entry's path of the first empty spot; None when the line is full.
    pub(super) fn first_empty(&self, entry: u8) -> Option<usize> {
        let e = entries().get(entry as usize)?;
        e.path().iter().position(|&s| self.board[s as usize].is_none())
    }

    /// The occupied run (`start..end` along the line) holding 4 or more adjacent pieces of
    /// `colour`, if the line has such a row.
    pub(super) fn row_segment(&self, line: u8, colour: Seat) -> Option<(usize, usize)> {
        let l = &lines()[line as usize];
        if (self.occ[colour as usize] & l.mask).count_ones() < 4 {
            return None;
        }
        let spots = l.spots();
        let mut run = 0;
        for (i, &s) in spots.iter().enumerate() {
            run = if self.occ[colour as usize] >> s & 1 == 1 { run + 1 } else { 0 };
            if run == 4 {
                let occ = self.occupied();
                let mut a = i + 1 - 4;
                while a > 0 && occ >> spots[a - 1] & 1 == 1 {
                    a -= 1;
                }
                let mut b = i + 1;
                while b < spots.len() && occ >> spots[b] & 1 == 1 {
                    b += 1;
                }
                return Some((a, b));
            }
        }
        None
    }

    /// Lines holding a row of `colour`.
    pub(super) fn row_lines(&self, colour: Seat) -> u32 {
        let mine = self.occ[colour as usize];
        let mut out = 0;
        for (l, line) in lines().iter().enumerate() {
            // Most lines hold fewer than four of the colour: skip the walk along them.
            if (mine & line.mask).count_ones() >= 4 && self.row_segment(l as u8, colour).is_some() {
                out |= 1 << l;
            }
        }
        out
    }

    /// Rows the player to move must still decide on.
    fn pending_lines(&self) -> u32 {
        self.row_lines(self.to_move) & !self.kept
    }

    /// The rows the player to move must decide on before anything else: none while a TAMSK
    /// extra move is on offer or made before the regular move (nothing is removed between the
    /// two moves of a turn).
    pub(super) fn rows_due(&self) -> u32 {
        if self.extra || self.extra_first {
            0
        } else {
            self.pending_lines()
        }
    }

}

/// Where a challenge stands (internal form: it holds the sealed throw).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Step {
    Announced,
    Challenged,
    Playing { starter: Seat, sealed: Option<Hand> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Challenge {
    pub action: Action,
    pub step: Step,
}
