//! The position: board, reserves, turn state, and the rules that change them.
//!
//! A turn of player P: P resolves its own rows (left by the opponent, or rows of GIPF-pieces it
//! may reconsider), P brings in a piece, P resolves the rows of its colour. Rows of the
//! opponent's colour wait for the opponent's turn, where they come first. Every decision is one
//! action, and P acts throughout its own turn.

use super::action::Action;
use super::challenge::Challenge;
use super::geometry::{entries, geometry, is_spot, lines, Spot, CENTRE, POINTS};
use super::options::{Options, Version};
use super::piece::{Intro, Kind, Piece, Potential, BLACK, WHITE};
use crate::error::{Error, Result};
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
    /// This player's TAMSK-stack was pushed onto the centre by the opponent: its extra move
    /// comes at the start of its next turn, after its removals.
    pub(super) extra_next: Option<Seat>,
    /// Challenges each player may still make (combining games).
    pub(super) challenges_left: [u8; 2],
    /// A potential move announced and waiting for the challenge decision or a side game.
    pub(super) challenge: Option<Challenge>,
}

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

impl Position {
    pub fn start(options: &Options) -> Self {
        let mut p = Position::empty(options);
        for seat in [WHITE, BLACK] {
            p.reserve[seat as usize] = options.total_pieces(seat);
            p.hand[seat as usize] = options.potentials[seat as usize];
            p.intro[seat as usize] = p.default_intro(seat);
        }
        if !options.version.starts_empty() {
            let kind = if options.version == Version::Basic { Kind::Basic } else { Kind::Gipf };
            for (name, seat) in [("b5", WHITE), ("e2", WHITE), ("h5", WHITE), ("b2", BLACK), ("e8", BLACK), ("h2", BLACK)] {
                let spot = super::geometry::parse_point(name).unwrap_or(0);
                p.set(spot, Some(Piece::new(seat, kind)));
                p.reserve[seat as usize] -= Piece::new(seat, kind).basic_count();
            }
        }
        p
    }

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

    pub fn options(&self) -> &Options {
        &self.options
    }
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
    pub fn result(&self) -> Option<&Outcome> {
        self.result.as_ref()
    }
    pub fn turns(&self) -> u32 {
        self.turns
    }
    /// True while the player to move decides on a TAMSK extra move.
    pub fn extra_move_on_offer(&self) -> bool {
        self.extra
    }

    /// The potential moves of the loaded piece on `spot` (ZÈRTZ, YINSH, DVONN, PÜNCT) that are
    /// legal now.
    pub fn potential_uses(&self, spot: Spot) -> Vec<Action> {
        if self.result.is_some() || self.challenge.is_some() || self.extra || self.moved || self.pending_lines() != 0 {
            return vec![];
        }
        let mut out = vec![];
        self.jumps_from(spot, &mut out);
        out
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
        if self.result.is_some() || self.extra || self.challenge.is_some() {
            return vec![];
        }
        let mut out = vec![];
        let mut rows = self.pending_lines();
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

    fn occupied(&self) -> u64 {
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
        (0..lines().len() as u8).filter(|&l| self.row_segment(l, colour).is_some()).fold(0, |m, l| m | 1 << l)
    }

    /// Rows the player to move must still decide on.
    pub(super) fn pending_lines(&self) -> u32 {
        self.row_lines(self.to_move) & !self.kept
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

    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        if self.result.is_some() {
            return out;
        }
        if let Some(c) = self.challenge {
            self.challenge_actions(c, &mut out);
            return out;
        }
        if self.extra {
            self.move_actions(&[Intro::Tamsk], &mut out);
            out.push(Action::Decline);
            return out;
        }
        let rows = self.pending_lines();
        if rows != 0 {
            self.removal_actions(rows, &mut out);
        } else if !self.moved {
            self.move_actions(&self.allowed_intros(), &mut out);
            let mut mine = self.occ[self.to_move as usize];
            while mine != 0 {
                let s = mine.trailing_zeros() as Spot;
                mine &= mine - 1;
                self.jumps_from(s, &mut out);
            }
        }
        out
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

    /// Checks that `action` is legal now, without changing anything.
    pub(super) fn check(&self, action: &Action) -> Result<()> {
        let illegal = |m: String| Err(Error::IllegalAction(m));
        if self.result.is_some() {
            return Err(Error::GameOver);
        }
        if let Some(c) = self.challenge {
            return self.check_challenge_step(c, action);
        }
        if action.is_challenge_step() {
            return illegal("no potential move is announced".into());
        }
        let is_extra = matches!(action, Action::Place { intro: Intro::Tamsk, .. } | Action::Push { intro: Intro::Tamsk, .. });
        if self.extra && !is_extra && *action != Action::Decline {
            return illegal("first make or decline the TAMSK extra move".into());
        }
        if !self.extra && (is_extra || *action == Action::Decline) {
            return illegal("no TAMSK extra move is on offer".into());
        }
        let rows = if self.extra { 0 } else { self.pending_lines() };
        match *action {
            Action::Decline => Ok(()),
            Action::Place { .. } | Action::Push { .. } | Action::Jump { .. } if rows != 0 => illegal("rows must be removed first".into()),
            Action::Place { .. } | Action::Push { .. } | Action::Jump { .. } if self.moved && !is_extra => illegal("the move of this turn is made".into()),
            Action::Jump { from, to } => {
                let mut jumps = vec![];
                if (from as usize) < POINTS {
                    self.jumps_from(from, &mut jumps);
                }
                if jumps.contains(&Action::Jump { from, to }) {
                    Ok(())
                } else {
                    illegal("that is not a potential move of yours".into())
                }
            }
            Action::Place { intro, .. } | Action::Push { intro, .. } => {
                if !is_extra && !self.intro_allowed(self.to_move, intro) {
                    return illegal(self.intro_refusal(intro));
                }
                if let Action::Place { spot, .. } = *action {
                    if !is_spot(spot) || !entries().iter().any(|e| e.path[0] == spot) {
                        return illegal(format!("{} is not a spot on the edge of the play area", super::geometry::point_name(spot)));
                    }
                    if self.board[spot as usize].is_some() {
                        return illegal(format!("{} is occupied", super::geometry::point_name(spot)));
                    }
                } else if let Action::Push { entry, .. } = *action {
                    match self.first_empty(entry) {
                        None if (entry as usize) >= entries().len() => return illegal("no such entry move".into()),
                        None => return illegal("that line is full".into()),
                        Some(0) => return illegal("the first spot is empty: that is a placement, not a push".into()),
                        Some(_) => {}
                    }
                }
                Ok(())
            }
            Action::Remove { points } => {
                if rows == 0 {
                    return illegal("there is no row to remove".into());
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
                illegal("those pieces are not one row with its extension (GIPF-pieces and loaded pieces may stay)".into())
            }
            Action::Challenge | Action::Allow | Action::FirstPlayer(_) | Action::SideGameResult(_) | Action::Throw(_) => illegal("no potential move is announced".into()),
            Action::KeepRow { line } => {
                if line as usize >= lines().len() || rows >> line & 1 == 0 {
                    return illegal("there is no such row to keep".into());
                }
                let (a, b) = self.row_segment(line, self.to_move).unwrap_or((0, 0));
                let spots = &lines()[line as usize].spots[a..b];
                if spots.iter().all(|&s| self.board[s as usize].is_some_and(|p| p.is_gipf())) {
                    Ok(())
                } else {
                    illegal("only a row made of GIPF-pieces alone may stay".into())
                }
            }
        }
    }

    fn intro_refusal(&self, intro: Intro) -> String {
        let s = self.to_move as usize;
        if self.reserve[s] < intro.cost() {
            return "not enough pieces in the reserve".into();
        }
        match (intro, self.intro[s]) {
            (_, IntroStage::FirstGipf) => "the first piece must be a GIPF-piece".into(),
            (Intro::Gipf, _) => "GIPF-pieces may no longer be brought in".into(),
            (Intro::Loaded(p), IntroStage::Plain) => format!("{}-potentials may no longer be brought in", p.name()),
            (Intro::Loaded(p), _) => format!("no {}-potential left in hand", p.name()),
            _ => "that piece may not be brought in".into(),
        }
    }

    // ---- playing ----

    pub fn play(&mut self, action: &Action) -> Result<()> {
        self.check(action)?;
        if let Some(c) = self.challenge {
            self.play_challenge_step(c, action);
        } else if self.is_challengeable(action) {
            self.challenge = Some(Challenge { action: *action, stage: super::challenge::Stage::Announced });
        } else {
            self.apply(action);
        }
        self.advance();
        Ok(())
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
                self.moved = true;
                self.kept = 0;
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
            self.set(CENTRE, Some(Piece::new(self.to_move, Kind::Basic)));
        } else {
            self.bring_in(intro);
            self.moved = true;
            self.kept = 0;
        }
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
                self.reserve[target.colour as usize] += 1;
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
        self.reserve[me] += mine;
        self.captured[me] += theirs;
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
            if self.result.is_some() || self.challenge.is_some() || self.extra || self.pending_lines() != 0 {
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
            self.turns += 1;
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
