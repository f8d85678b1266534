//! GIPF input: pick what to bring in, a dot, then one of its directions (or its target spot);
//! pick a pending row, toggle the GIPF- and loaded pieces to keep, and confirm; select a loaded
//! piece, then the target of its potential. Every action comes out of `legal_actions()`.

use engine::gipf::{entries, is_dot, point_axial, Action, EntryMove, Intro, Kind, PendingRow, Position, Potential, Spot, Stage};
use engine::game::Game;

/// What a click or tap hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A dot or a spot.
    Point(Spot),
    /// The arrow of an entry move (index into `entries()`).
    Arrow(u8),
    /// A chip choosing what to bring in.
    Bring(Intro),
    /// The coordinates toggle.
    Coords,
    Nothing,
}

/// The decision the player to move faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Bring a piece in, or use a potential.
    Move,
    /// A TAMSK extra move is on offer: push the potential in, or decline.
    Extra,
    /// Rows of the mover's colour wait for removal.
    Removal,
    /// A potential move is announced or challenged: decided by buttons, not on the board.
    Challenge,
    Over,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Move => "move",
            Phase::Extra => "extra",
            Phase::Removal => "removal",
            Phase::Challenge => "challenge",
            Phase::Over => "over",
        }
    }
}

/// An entry move from the selected dot as the board shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub entry: EntryMove,
    /// The action it plays with the piece chosen, when that is legal now.
    pub action: Option<Action>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GipfInput {
    /// The dot chosen for bringing a piece in.
    pub dot: Option<Spot>,
    /// What to bring in, when the player picked it (otherwise a default applies).
    pub bring: Option<Intro>,
    /// The pending row chosen, by line.
    pub row: Option<u8>,
    /// Optional pieces of the chosen row flipped from their default (keep own, take the opponent's).
    pub toggled: u64,
    /// A loaded piece whose potential the player wants to use.
    pub loaded: Option<Spot>,
}

/// The input phase of the engine's stage: the challenge steps are all decided by buttons.
pub fn phase(pos: &Position) -> Phase {
    match pos.due().stage {
        Stage::Over => Phase::Over,
        Stage::ChallengeOrAllow | Stage::SideGameStarter | Stage::SideGameResult | Stage::Throw => Phase::Challenge,
        Stage::ExtraMove => Phase::Extra,
        Stage::RowRemoval => Phase::Removal,
        Stage::Move => Phase::Move,
    }
}

/// The pieces that may be brought in now, in chip order: plain, GIPF, then potentials T Z D P Y.
pub fn bring_choices(pos: &Position) -> Vec<Intro> {
    let mut found: Vec<Intro> = Vec::new();
    for a in pos.legal_actions() {
        if let Action::Place { intro, .. } | Action::Push { intro, .. } = a {
            if !found.contains(&intro) {
                found.push(intro);
            }
        }
    }
    let chip_order = [Intro::Basic, Intro::Gipf].into_iter().chain(Potential::ALL.map(Intro::Loaded)).chain([Intro::Tamsk]);
    chip_order.filter(|i| found.contains(i)).collect()
}

fn arrows_from(pos: &Position, dot: Spot, intro: Option<Intro>, legal: &[Action]) -> Vec<Arrow> {
    pos.entry_moves()
        .into_iter()
        .filter(|e| e.dot == dot)
        .map(|entry| {
            let action = intro.filter(|_| !entry.blocked).and_then(|i| pos.entry_action(entry.dot, entry.dir, i)).filter(|a| legal.contains(a));
            Arrow { entry, action }
        })
        .collect()
}

fn bit(p: Spot) -> u64 {
    1u64 << (p as u32 & 63)
}

impl GipfInput {
    pub fn clear(&mut self) {
        *self = GipfInput::default();
    }

    /// Drops the per-turn selection but keeps the piece choice (it often holds for the next move).
    pub fn clear_selection(&mut self) {
        *self = GipfInput { bring: self.bring, ..GipfInput::default() };
    }

    pub fn is_empty(&self) -> bool {
        self.dot.is_none() && self.row.is_none() && self.toggled == 0 && self.loaded.is_none()
    }

    /// The piece that a dot click brings in: the player's pick, else the one that keeps every
    /// later choice open (a GIPF-piece, then a loaded piece, then a plain one).
    pub fn intro(&self, pos: &Position) -> Option<Intro> {
        let choices = bring_choices(pos);
        if let Some(b) = self.bring.filter(|b| choices.contains(b)) {
            return Some(b);
        }
        [Intro::Tamsk, Intro::Gipf]
            .into_iter()
            .find(|i| choices.contains(i))
            .or_else(|| choices.iter().copied().find(|i| matches!(i, Intro::Loaded(_))))
            .or_else(|| choices.first().copied())
    }

    /// The entry moves from `dot` with the action each plays now (None when blocked or illegal).
    pub fn arrows(&self, pos: &Position, dot: Spot) -> Vec<Arrow> {
        arrows_from(pos, dot, self.intro(pos), &pos.legal_actions())
    }

    /// Dots from which the chosen piece can come in now.
    pub fn active_dots(&self, pos: &Position) -> Vec<Spot> {
        if !matches!(phase(pos), Phase::Move | Phase::Extra) {
            return Vec::new();
        }
        let (intro, legal) = (self.intro(pos), pos.legal_actions());
        let mut dots: Vec<Spot> = entries().iter().map(|e| e.dot).collect();
        dots.dedup();
        dots.retain(|&d| arrows_from(pos, d, intro, &legal).iter().any(|a| a.action.is_some()));
        dots
    }

    /// Loaded pieces of the mover whose potential has a legal use now.
    pub fn usable_loaded(&self, pos: &Position) -> Vec<Spot> {
        if phase(pos) != Phase::Move {
            return Vec::new();
        }
        let mut out: Vec<Spot> = pos
            .legal_actions()
            .into_iter()
            .filter_map(|a| if let Action::Jump { from, .. } = a { Some(from) } else { None })
            .collect();
        out.dedup();
        out
    }

    /// Targets of the selected loaded piece.
    pub fn jump_targets(&self, pos: &Position) -> Vec<Spot> {
        let Some(from) = self.loaded else { return Vec::new() };
        pos.potential_uses(from).into_iter().filter_map(|a| if let Action::Jump { to, .. } = a { Some(to) } else { None }).collect()
    }

    /// The pending row being decided: the chosen one, or the only one.
    pub fn chosen_row(&self, pos: &Position) -> Option<PendingRow> {
        let rows = pos.pending_rows();
        if let Some(r) = rows.iter().find(|r| Some(r.line) == self.row) {
            return Some(r.clone());
        }
        if rows.len() == 1 { rows.into_iter().next() } else { None }
    }

    /// Points of the chosen row the player keeps on the board.
    pub fn kept(&self, pos: &Position, row: &PendingRow) -> u64 {
        let me = pos.to_move();
        row.optional.iter().fold(0u64, |keep, &s| {
            let own = pos.piece_at(s).is_some_and(|p| p.colour == me);
            let flipped = self.toggled & bit(s) != 0;
            if own != flipped { keep | bit(s) } else { keep }
        })
    }

    /// The removal the current choices describe, when it is legal.
    pub fn removal(&self, pos: &Position) -> Option<Action> {
        let row = self.chosen_row(pos)?;
        let all = row.points.iter().fold(0u64, |m, &s| m | bit(s));
        let mut keep = self.kept(pos, &row);
        // Own loaded pieces may not all stay unless the row may stay whole: default to taking them.
        if all & !keep == 0 && !row.may_stay && self.toggled == 0 {
            keep &= !row.optional.iter().filter(|&&s| matches!(pos.piece_at(s).map(|p| p.kind), Some(Kind::Loaded(_)))).fold(0, |m, &s| m | bit(s));
        }
        let points = all & !keep;
        let action = if points == 0 { Action::KeepRow { line: row.line } } else { Action::Remove { points } };
        pos.legal_actions().contains(&action).then_some(action)
    }

    /// Handles a click; returns an action when one is complete.
    pub fn click(&mut self, pos: &Position, target: Target) -> Option<Action> {
        match phase(pos) {
            Phase::Over | Phase::Challenge => None,
            Phase::Removal => {
                self.click_removal(pos, target);
                None
            }
            Phase::Move | Phase::Extra => self.click_move(pos, target),
        }
    }

    fn click_removal(&mut self, pos: &Position, target: Target) {
        let Target::Point(p) = target else { return };
        let rows = pos.pending_rows();
        let chosen = self.chosen_row(pos);
        if let Some(row) = &chosen {
            if row.optional.contains(&p) {
                self.row = Some(row.line);
                self.toggled ^= bit(p);
                return;
            }
        }
        // A piece of another row picks that row; a shared piece cycles through its rows.
        let holding: Vec<&PendingRow> = rows.iter().filter(|r| r.points.contains(&p)).collect();
        if holding.is_empty() {
            return;
        }
        let current = chosen.as_ref().and_then(|c| holding.iter().position(|r| r.line == c.line));
        let next = holding[current.map_or(0, |i| (i + 1) % holding.len())];
        if Some(next.line) != chosen.map(|c| c.line) {
            self.row = Some(next.line);
            self.toggled = 0;
        }
    }

    fn click_move(&mut self, pos: &Position, target: Target) -> Option<Action> {
        match target {
            Target::Bring(intro) => {
                if bring_choices(pos).contains(&intro) {
                    self.bring = Some(intro);
                    self.loaded = None;
                    if let Some(d) = self.dot {
                        if !self.arrows(pos, d).iter().any(|a| a.action.is_some()) {
                            self.dot = None;
                        }
                    }
                }
                None
            }
            Target::Arrow(entry) => {
                let dot = self.dot?;
                let action = self.arrows(pos, dot).into_iter().find(|a| a.entry.entry == entry)?.action;
                if action.is_some() {
                    self.clear_selection();
                }
                action
            }
            Target::Point(p) => {
                if let Some(dot) = self.dot {
                    if let Some(action) = self.arrows(pos, dot).into_iter().find(|a| a.entry.first == p).and_then(|a| a.action) {
                        self.clear_selection();
                        return Some(action);
                    }
                }
                if let Some(from) = self.loaded {
                    let jump = Action::Jump { from, to: p };
                    if pos.potential_uses(from).contains(&jump) {
                        self.clear_selection();
                        return Some(jump);
                    }
                }
                if self.active_dots(pos).contains(&p) {
                    self.dot = if self.dot == Some(p) { None } else { Some(p) };
                    self.loaded = None;
                } else if self.usable_loaded(pos).contains(&p) {
                    self.loaded = if self.loaded == Some(p) { None } else { Some(p) };
                    self.dot = None;
                } else if let Some(action) = self.place_on(pos, p) {
                    // An empty edge spot: the dot it came from makes no difference.
                    self.clear_selection();
                    return Some(action);
                } else {
                    self.dot = None;
                    self.loaded = None;
                }
                None
            }
            Target::Coords | Target::Nothing => {
                self.dot = None;
                self.loaded = None;
                None
            }
        }
    }

    /// Why a click takes nothing while nothing is chosen: a spot off the rim, which only a
    /// push from a dot reaches.
    pub fn refusal(&self, pos: &Position, target: Target) -> Option<String> {
        let Target::Point(p) = target else { return None };
        let idle = phase(pos) == Phase::Move && self.dot.is_none() && self.loaded.is_none();
        let takes = is_dot(p) || self.usable_loaded(pos).contains(&p) || self.place_on(pos, p).is_some();
        if idle && !takes { Some(String::from(crate::i18n::msg::board_gipf_dot_first())) } else { None }
    }

    /// A placement of the chosen piece onto the empty edge spot `p`, when legal.
    fn place_on(&self, pos: &Position, p: Spot) -> Option<Action> {
        let action = Action::Place { spot: p, intro: self.intro(pos)? };
        pos.legal_actions().contains(&action).then_some(action)
    }

    /// Ends a drag from `dot` on an arrow or a spot: the entry move it points at.
    pub fn drag(&mut self, pos: &Position, dot: Spot, target: Target) -> Option<Action> {
        let found = self.arrows(pos, dot).into_iter().find(|a| match target {
            Target::Arrow(e) => a.entry.entry == e,
            Target::Point(p) => a.entry.first == p,
            _ => false,
        });
        let action = found.and_then(|a| a.action);
        if action.is_some() {
            self.clear_selection();
        }
        action
    }

    /// The confirm button: the removal as chosen.
    pub fn confirm(&mut self, pos: &Position) -> Option<Action> {
        let action = self.removal(pos)?;
        self.clear_selection();
        Some(action)
    }

    /// Backspace or right-click: one step back.
    pub fn back(&mut self) {
        if self.toggled != 0 {
            self.toggled = 0;
        } else if self.row.is_some() {
            self.row = None;
        } else {
            self.clear_selection();
        }
    }
}

/// The short name of a piece choice for tests and chips: `basic`, `G`, `T`..`Y`, `t`.
pub fn intro_name(intro: Intro) -> String {
    match intro {
        Intro::Basic => "basic".into(),
        other => other.prefix(),
    }
}

pub fn parse_intro_name(name: &str) -> Option<Intro> {
    match name {
        "basic" => Some(Intro::Basic),
        "G" => Some(Intro::Gipf),
        "t" => Some(Intro::Tamsk),
        _ => {
            let mut chars = name.chars();
            let c = chars.next()?;
            if chars.next().is_some() || !c.is_ascii_uppercase() {
                return None;
            }
            Potential::from_letter(c).map(Intro::Loaded)
        }
    }
}


/// A point where the screen shows it, in board units (x right, y down), for the keyboard cursor.
fn screen_xy(p: Spot, flipped: bool) -> (f64, f64) {
    let (q, w) = point_axial(p);
    let (x, y) = (q as f64 * 0.866_025_403_784_438_6, q as f64 / 2.0 - w as f64);
    if flipped { (-x, -y) } else { (x, y) }
}

/// One step of the keyboard cursor in a screen direction (`dx`, `dy` in -1..=1, y down) over
/// all 61 dots and spots; returns the new point and the row to keep. Up and down follow the
/// vertical line; left and right go to the next column, zigzagging to stay near `row` (the
/// screen height where the sideways walk began). At the rim the cursor stays.
pub fn cursor_step(from: Spot, dx: i8, dy: i8, row: f64, flipped: bool) -> (Spot, f64) {
    let at = |p: Spot| screen_xy(p, flipped);
    let here = at(from);
    if dx == 0 {
        let next = (0..61u8)
            .filter(|&p| {
                let q = at(p);
                (q.0 - here.0).abs() < 0.1 && (q.1 - here.1) * dy as f64 > 0.5
            })
            .min_by(|&a, &b| (at(a).1 - here.1).abs().total_cmp(&(at(b).1 - here.1).abs()));
        return next.map_or((from, row), |p| (p, at(p).1));
    }
    let next = (0..61u8)
        .filter(|&p| {
            let q = at(p);
            let step = (q.0 - here.0) * dx as f64;
            step > 0.5 && step < 1.0 && (q.1 - here.1).abs() < 0.6
        })
        .min_by(|&a, &b| ((at(a).1 - row).abs(), at(a).1).partial_cmp(&((at(b).1 - row).abs(), at(b).1)).unwrap_or(std::cmp::Ordering::Equal));
    (next.unwrap_or(from), row)
}
