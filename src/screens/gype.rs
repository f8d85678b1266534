//! The Table Gype screen: the set-up (swap, randomize, pick faces, confirm), click-to-path jump
//! chains with a Done button, drag with a chooser, the Roll action, animated moves and rolls,
//! tallies of dice home, the block countdown and the final standings.

use super::{Screen, ScreenButton, KeyOutcome};
use crate::dom::now_ms;
use crate::input::gype::{step_cursor, PathInput, MAX_CHOICES};
use crate::render::gype::{self as board, Overlay, Popups, Target, Tumble, View};
use crate::render::{Canvas, Theme};
use engine::any::AnyMatch;
use engine::game::{Game, Status};
use engine::gype::{cell_name, parse_cell, Action, Cell, Face, Position, Side, StartFaces};
use engine::Match;
use serde::Serialize;
use wasm_bindgen::JsValue;

/// Milliseconds per hop of an animated move.
const HOP_MS: f64 = 190.0;
/// How long rolled dice tumble.
const TUMBLE_MS: f64 = 650.0;
/// A pointer that travels further than this (CSS px) between down and up is a drag.
const DRAG_PX: f64 = 8.0;

struct Flight {
    origin: Cell,
    side: Side,
    face: Face,
    points: Vec<(f64, f64)>,
    hat: bool,
}

/// A played action being shown: the die flies along its path, then rolled dice tumble.
struct Anim {
    start_ms: f64,
    before: Position,
    flight: Option<Flight>,
    tumbling: Vec<Cell>,
    tumble_ms: f64,
}

impl Anim {
    fn fly_ms(&self) -> f64 {
        self.flight.as_ref().map_or(0.0, |f| HOP_MS * (f.points.len() as f64 - 1.0))
    }
    fn total_ms(&self) -> f64 {
        self.fly_ms() + if self.tumbling.is_empty() { 0.0 } else { self.tumble_ms }
    }
}

struct Press {
    at: (f64, f64),
    target: Target,
    /// The press itself selected the die, so the click that ends it must not deselect.
    selected: bool,
}

pub struct GypeScreen {
    game: Match<Position>,
    input: PathInput,
    view: View,
    anim: Option<Anim>,
    press: Option<Press>,
    /// Where a dragged die is now (board units).
    drag_at: Option<(f64, f64)>,
    choice_hover: usize,
    /// The keyboard cursor: a cell, shown once an arrow key is pressed.
    cursor: Option<Cell>,
    /// The face the keyboard has picked out in the open face picker (index into `Face::ALL`).
    face_hover: usize,
    last_draw_ms: f64,
    /// A suggested action's cells (the hint).
    hint: Vec<Cell>,
}

impl GypeScreen {
    pub fn new(game: Match<Position>) -> Self {
        let mut screen =
            GypeScreen { game, input: PathInput::default(), view: View::default(), anim: None, press: None, drag_at: None, choice_hover: 0, cursor: None, face_hover: 0, last_draw_ms: 0.0, hint: Vec::new() };
        // A random start rolled every die before the set-up: show the dice tumbling.
        if screen.position().options().start == StartFaces::Random && screen.game.actions().iter().any(|a| matches!(a, Action::Die { .. })) {
            let cells = (0..screen.position().seat_count() as u8).flat_map(|s| screen.position().pieces_of(s)).collect();
            screen.anim = Some(Anim { start_ms: now_ms(), before: screen.position().clone(), flight: None, tumbling: cells, tumble_ms: 900.0 });
        }
        screen
    }

    fn position(&self) -> &Position {
        self.game.position()
    }

    fn side_name(&self, seat: u8) -> &'static str {
        let pos = self.position();
        if (seat as usize) < pos.seat_count() {
            pos.side(seat).name()
        } else {
            "?"
        }
    }

    /// Plays an action and starts its animation; returns the sentence to announce.
    fn commit(&mut self, action: Action) -> Option<String> {
        let before = self.position().clone();
        let n = self.game.actions().len();
        if let Err(e) = self.game.play(&action) {
            self.input.clear();
            return Some(e.to_string());
        }
        let rolls: Vec<(Cell, Face)> =
            self.game.actions()[n + 1..].iter().filter_map(|a| if let Action::Die { cell, face } = a { Some((*cell, *face)) } else { None }).collect();
        let flight = match &action {
            Action::Move(mv) => before.piece_at(mv.origin).map(|(seat, face)| Flight {
                origin: mv.origin,
                side: before.side(seat),
                face,
                points: std::iter::once(mv.origin).chain(mv.path.iter().copied()).map(board::centre).collect(),
                hat: face == Face::Hat,
            }),
            _ => None,
        };
        let tumbling: Vec<Cell> = match &action {
            Action::Swap(a, b) => vec![*a, *b],
            Action::SetFace(c, _) => vec![*c],
            _ => rolls.iter().map(|r| r.0).collect(),
        };
        let tumble_ms = if matches!(action, Action::Swap(..) | Action::SetFace(..)) { 250.0 } else { TUMBLE_MS };
        self.anim = Some(Anim { start_ms: now_ms(), before: before.clone(), flight, tumbling, tumble_ms });
        self.input.clear();
        self.drag_at = None;
        Some(describe(&before, &action, &rolls))
    }

    /// The last player's action: the path of a move (origin first) and the dice it rolled.
    fn last_action(&self) -> (Vec<Cell>, Vec<Cell>) {
        let actions = self.game.actions();
        let Some(i) = actions.iter().rposition(|a| !matches!(a, Action::Die { .. })) else { return (Vec::new(), Vec::new()) };
        let rolled = actions[i + 1..].iter().filter_map(|a| if let Action::Die { cell, .. } = a { Some(*cell) } else { None }).collect();
        match &actions[i] {
            Action::Move(mv) => (std::iter::once(mv.origin).chain(mv.path.iter().copied()).collect(), rolled),
            Action::Roll(_) => (Vec::new(), rolled),
            _ => (Vec::new(), Vec::new()),
        }
    }

    fn popups(&self) -> Popups {
        let pos = self.position();
        let from = self.input.from;
        Popups {
            picker: from.filter(|_| self.input.picking_face),
            chooser: self.input.choices.first().map(|m| (m.end(), self.input.choices.len())),
            roll: from.filter(|_| {
                self.input.path.is_empty() && self.input.choices.is_empty() && !pos.in_setup() && pos.options().rolls && self.anim.is_none()
            }),
        }
    }

    /// Shuffles the row of the player arranging it, as a series of swaps.
    fn randomize(&mut self) -> Option<String> {
        let pos = self.position().clone();
        if !pos.in_setup() || !matches!(pos.status(), Status::Turn(_)) {
            return None;
        }
        let cells = pos.pieces_of(pos.to_move());
        let mut faces: Vec<Face> = cells.iter().filter_map(|&c| pos.piece_at(c).map(|p| p.1)).collect();
        let mut target = faces.clone();
        for i in (1..target.len()).rev() {
            let j = (js_sys::Math::random() * (i + 1) as f64) as usize;
            target.swap(i, j.min(i));
        }
        let mut changed = Vec::new();
        for i in 0..cells.len() {
            if faces[i] == target[i] {
                continue;
            }
            let Some(j) = (i + 1..cells.len()).find(|&j| faces[j] == target[i]) else { continue };
            if self.game.play(&Action::swap(cells[i], cells[j])).is_ok() {
                faces.swap(i, j);
                changed.extend([cells[i], cells[j]]);
            }
        }
        self.input.clear();
        self.anim = Some(Anim { start_ms: now_ms(), before: pos.clone(), flight: None, tumbling: changed, tumble_ms: 450.0 });
        Some(format!("{} shuffles its row.", pos.side(pos.to_move()).name()))
    }

    fn confirm(&mut self) -> Option<String> {
        if self.position().in_setup() {
            self.commit(Action::Confirm)
        } else {
            None
        }
    }

    /// Done / Enter: plays the chain entered so far.
    fn done(&mut self) -> Option<String> {
        let pos = self.position().clone();
        let action = self.input.commit(&pos)?;
        self.commit(action)
    }

    fn roll(&mut self) -> Option<String> {
        let pos = self.position().clone();
        let action = self.input.roll(&pos)?;
        self.commit(action)
    }

    /// Enter at the keyboard cursor.
    fn act_at(&mut self, pos: &Position, c: Cell) -> Option<String> {
        if pos.in_setup() {
            if !PathInput::selectable(pos, c) {
                return self.confirm();
            }
            let action = self.input.click(pos, c);
            if self.input.picking_face {
                self.face_hover = pos.piece_at(c).map_or(0, |p| p.1.index());
            }
            return action.and_then(|a| self.commit(a));
        }
        if !self.input.path.is_empty() && !pos.jumps_from(self.input.from?, &self.input.path).iter().any(|&(land, _)| land == c) {
            return self.done();
        }
        let action = self.input.click(pos, c)?;
        self.commit(action)
    }

    fn choose(&mut self, i: usize) -> Option<String> {
        let action = self.input.choose(i)?;
        self.commit(action)
    }
}

fn describe(before: &Position, action: &Action, rolls: &[(Cell, Face)]) -> String {
    let who = if before.seat_count() > before.to_move() as usize { before.side(before.to_move()).name() } else { "?" };
    let outcome = || rolls.iter().map(|(c, f)| format!("{} shows {}", cell_name(*c), f.name())).collect::<Vec<_>>().join(", ");
    match action {
        Action::Move(mv) => {
            let face = before.piece_at(mv.origin).map(|p| p.1.name()).unwrap_or("die");
            let text = format!("{who} moves the {face} {}", before.format_action_long(action));
            if rolls.is_empty() { format!("{text}.") } else { format!("{text}; {}.", outcome()) }
        }
        Action::Roll(c) => format!("{who} rolls {}: {}.", cell_name(*c), outcome()),
        Action::Pass => format!("{who} passes."),
        Action::Swap(a, b) => format!("{who} swaps {} and {}.", cell_name(*a), cell_name(*b)),
        Action::SetFace(c, f) => format!("{who} turns {} to {}.", cell_name(*c), f.name()),
        Action::Confirm => format!("{who} has arranged its row."),
        Action::Die { cell, face } => format!("{} shows {}.", cell_name(*cell), face.name()),
    }
}

/// A face to show while a die tumbles: changes every 70 ms, differs by cell.
fn passing_face(c: Cell, t: f64) -> Face {
    let k = (t / 70.0) as u64;
    let h = (c as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ k.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    Face::ALL[((h >> 29) % 6) as usize]
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct InputState {
    in_setup: bool,
    selected: Option<String>,
    path: Vec<String>,
    steps: Vec<String>,
    jumps: Vec<String>,
    leaps: Vec<String>,
    will_roll: Vec<String>,
    movable: Vec<String>,
    /// The chooser's alternatives in long notation.
    choices: Vec<String>,
    picking_face: bool,
    /// The keyboard cursor's cell, the chooser row and the face picked out by the keyboard.
    cursor: Option<String>,
    choice_hover: usize,
    face_hover: Option<char>,
    /// Milliseconds the last redraw took.
    last_draw_ms: f64,
    home: Vec<u32>,
    blocked: Vec<u32>,
}

fn names(cells: impl IntoIterator<Item = Cell>) -> Vec<String> {
    cells.into_iter().map(cell_name).collect()
}

impl Screen for GypeScreen {
    fn game(&self) -> &dyn AnyMatch {
        &self.game
    }
    fn game_mut(&mut self) -> &mut dyn AnyMatch {
        &mut self.game
    }

    fn play_computer(&mut self, text: &str) -> Result<String, String> {
        let action = self.position().parse_action(text).map_err(|e| e.to_string())?;
        self.hint.clear();
        super::commit_checked(self, |s| s.commit(action))
    }

    fn set_hint(&mut self, action: Option<&str>) {
        let pos = self.position();
        self.hint = match action.map(|t| pos.parse_action(t)) {
            Some(Ok(Action::Move(mv))) => std::iter::once(mv.origin).chain(mv.path.iter().copied()).collect(),
            Some(Ok(Action::Roll(c) | Action::SetFace(c, _))) => vec![c],
            Some(Ok(Action::Swap(a, b))) => vec![a, b],
            _ => Vec::new(),
        };
    }

    fn seat_name(&self, seat: u8) -> String {
        self.side_name(seat).to_string()
    }

    fn status_text(&self) -> String {
        let pos = self.position();
        let who = self.side_name(pos.to_move());
        if pos.in_setup() {
            return if pos.options().start == StartFaces::Choose {
                format!("{who} sets up: click a die to choose its face, drag one onto another to swap, then Confirm.")
            } else {
                format!("{who} arranges its row: click two dice (or drag one onto another) to swap them, then Confirm.")
            };
        }
        if let Some(m) = self.input.choices.first() {
            return format!("{who}: several moves end on {}. Pick one.", cell_name(m.end()));
        }
        let rolls = pos.options().rolls;
        match self.input.from {
            Some(c) if !self.input.path.is_empty() => format!(
                "{who}: {} jump{} so far from {}. Click a ringed cell to jump on, or the last landing again (Done, Enter) to stop.",
                self.input.path.len(),
                if self.input.path.len() == 1 { "" } else { "s" },
                cell_name(c)
            ),
            Some(c) => {
                let face = pos.piece_at(c).map(|p| p.1.name()).unwrap_or("die");
                let hint = if pos.piece_at(c).is_some_and(|p| p.1 == Face::Hat) { "diamonds are leaps" } else { "dots are steps, rings are jumps" };
                let moves = if pos.moves_from(c).is_empty() { format!("The {face} on {} cannot move", cell_name(c)) } else { format!("{face} on {}: {hint}", cell_name(c)) };
                if rolls { format!("{who}: {moves}; or roll it (R).") } else { format!("{who}: {moves}.") }
            }
            None if self.only_pass().is_some() => format!("{who} cannot move and must pass."),
            None if rolls => format!("{who} to play: pick a die to move or roll."),
            None => format!("{who} to play: pick a die to move."),
        }
    }

    fn draw(&mut self, canvas: &Canvas, theme: &Theme) -> bool {
        let started = now_ms();
        if self.anim.as_ref().is_some_and(|a| started - a.start_ms >= a.total_ms()) {
            self.anim = None;
        }
        let pos = self.game.position();
        let mut hidden = None;
        let mut flying = None;
        let mut tumbling = Vec::new();
        let mut shown = pos;
        if let Some(a) = &self.anim {
            let t = started - a.start_ms;
            let fly = a.fly_ms();
            if let Some(f) = a.flight.as_ref().filter(|_| t < fly) {
                let s = (t / HOP_MS).max(0.0);
                let i = (s.floor() as usize).min(f.points.len() - 2);
                let frac = (s - i as f64).min(1.0);
                let ((ax, ay), (bx, by)) = (f.points[i], f.points[i + 1]);
                let lift = if f.hat { 0.35 } else if f.points.len() > 2 || (ax - bx).abs() > 1.5 || (ay - by).abs() > 1.5 { 0.16 } else { 0.05 };
                let zoom = 1.0 + lift * (std::f64::consts::PI * frac).sin();
                flying = Some((f.side, f.face, (ax + (bx - ax) * frac, ay + (by - ay) * frac), zoom));
                hidden = Some(f.origin);
                shown = &a.before;
            } else {
                let u = (t - fly).max(0.0);
                let fade = 1.0 - u / a.tumble_ms;
                tumbling = a
                    .tumbling
                    .iter()
                    .map(|&c| Tumble { cell: c, face: passing_face(c, u), angle: 0.35 * fade * (u / 45.0 + c as f64).sin(), zoom: 1.0 + 0.12 * fade })
                    .collect();
            }
        }
        // A dragged die follows the pointer.
        let pressed = match self.press.as_ref().map(|p| p.target) {
            Some(Target::Cell(c)) => Some(c),
            _ => None,
        };
        if let (Some(at), Some(from)) = (self.drag_at, pressed) {
            if let Some((seat, face)) = pos.piece_at(from) {
                hidden = Some(from);
                flying = Some((pos.side(seat), face, at, 1.12));
            }
        }
        let quiet = self.anim.is_some();
        let offer = if quiet { Default::default() } else { self.input.offer(pos) };
        let will_roll = self.input.will_roll(pos);
        let movable = if quiet || self.input.from.is_some() { Vec::new() } else { PathInput::movable(pos) };
        let (last_path, last_rolled) = self.last_action();
        let to_move = match pos.status() {
            Status::Turn(s) => Some(s),
            _ => None,
        };
        let overlay = Overlay {
            selected: if quiet { None } else { self.input.from },
            path: &self.input.path,
            steps: &offer.steps,
            jumps: &offer.jumps,
            leaps: &offer.leaps,
            will_roll: &will_roll,
            movable: &movable,
            last_path: &last_path,
            last_rolled: &last_rolled,
            hidden,
            flying,
            tumbling: &tumbling,
            popups: if quiet { Popups::default() } else { self.popups() },
            choices: &self.input.choices,
            choice_hover: self.choice_hover,
            to_move,
            quiet,
            cursor: self.cursor,
            face_cursor: self.input.picking_face.then(|| Face::ALL[self.face_hover.min(5)]),
            hint: &self.hint,
        };
        self.view.draw(canvas, theme, shown, &overlay);
        self.last_draw_ms = now_ms() - started;
        self.anim.is_some()
    }

    fn pointer_down(&mut self, px: f64, py: f64) {
        let pos = self.position().clone();
        let (x, y) = self.view.vp.to_board(px, py);
        let target = board::hit(&self.popups(), x, y);
        let mut selected = false;
        // Pressing a die selects it at once, so a drag shows its targets.
        if let Target::Cell(c) = target {
            if self.input.from.is_none() && !pos.in_setup() && PathInput::selectable(&pos, c) {
                self.input.click(&pos, c);
                selected = true;
            }
        }
        self.press = Some(Press { at: (px, py), target, selected });
        self.drag_at = None;
    }

    fn pointer_move(&mut self, px: f64, py: f64) -> bool {
        let (x, y) = self.view.vp.to_board(px, py);
        if let Some(press) = &self.press {
            let draggable = matches!(press.target, Target::Cell(c) if self.position().piece_at(c).is_some_and(|(s, _)| s == self.position().to_move()));
            if draggable && self.input.path.is_empty() && (px - press.at.0).hypot(py - press.at.1) > DRAG_PX {
                self.drag_at = Some((x, y));
                return true;
            }
            return false;
        }
        if let Target::Choice(i) = board::hit(&self.popups(), x, y) {
            if i != self.choice_hover {
                self.choice_hover = i;
                return true;
            }
        }
        false
    }

    fn pointer_up(&mut self, px: f64, py: f64) -> Option<String> {
        let pos = self.position().clone();
        let press = self.press.take()?;
        let dragged = self.drag_at.take().is_some();
        let (x, y) = self.view.vp.to_board(px, py);
        let target = board::hit(&self.popups(), x, y);
        if dragged || (px - press.at.0).hypot(py - press.at.1) > DRAG_PX {
            if let (Target::Cell(from), Target::Cell(to)) = (press.target, target) {
                if from != to {
                    let action = self.input.drag(&pos, from, to);
                    self.choice_hover = 0;
                    return action.and_then(|a| self.commit(a));
                }
            }
            return None;
        }
        if press.selected {
            return None;
        }
        let action = match target {
            Target::Face(f) => self.input.pick_face(&pos, f),
            Target::Choice(i) => self.input.choose(i),
            Target::Roll => self.input.roll(&pos),
            Target::Cell(c) => {
                if !self.input.choices.is_empty() || self.input.picking_face {
                    // A click beside an open popup closes it.
                    self.input.back();
                    if !pos.in_setup() {
                        return None;
                    }
                }
                self.input.click(&pos, c)
            }
            Target::Nothing => {
                if self.input.path.is_empty() || !self.input.choices.is_empty() {
                    self.input.back();
                }
                None
            }
        };
        if self.input.picking_face {
            self.face_hover = self.input.from.and_then(|c| pos.piece_at(c)).map_or(0, |p| p.1.index());
        }
        action.and_then(|a| self.commit(a))
    }

    fn back(&mut self) {
        self.input.back();
    }
    fn cancel(&mut self) {
        self.input.clear();
        self.drag_at = None;
    }
    fn input_active(&self) -> bool {
        !self.input.is_empty()
    }
    fn only_pass(&self) -> Option<String> {
        matches!(self.position().legal_actions().as_slice(), [Action::Pass]).then(|| "pass".to_string())
    }
    fn reset_input(&mut self) {
        self.input.clear();
        self.anim = None;
        self.press = None;
        self.drag_at = None;
    }
    fn animating(&self) -> bool {
        self.anim.is_some()
    }

    fn cue(&self, i: usize) -> crate::sound::Cue {
        use crate::sound::Cue;
        match self.game.actions().get(i) {
            Some(Action::Die { .. } | Action::Roll(_)) => Cue::Roll,
            Some(Action::Move(mv)) if mv.path.len() > 1 => Cue::Bounce(mv.path.len() as u8 - 1),
            _ => Cue::Move,
        }
    }

    fn players(&self) -> String {
        let pos = self.position();
        (0..pos.seat_count() as u8).map(|s| self.side_name(s)).collect::<Vec<_>>().join(" v ")
    }

    /// Arrows move the cursor over the cells (or through an open chooser or face picker);
    /// Enter or Space acts at the cursor like a click: it selects a die, steps or leaps, extends
    /// a jump chain, and on the chain's last landing (or anywhere no jump goes) plays the chain.
    /// In the set-up, Enter on one of the player's dice selects or swaps it, elsewhere it
    /// confirms the row. Without a cursor Enter plays the chain or confirms the row. R rolls the
    /// selected die; digits pick from the chooser, digits and face letters from the picker.
    fn key(&mut self, key: &str) -> KeyOutcome {
        let pos = self.position().clone();
        if self.input.picking_face {
            let pick = match key {
                "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" => {
                    let d: i32 = match key {
                        "ArrowLeft" => -1,
                        "ArrowRight" => 1,
                        "ArrowUp" => -3,
                        _ => 3,
                    };
                    self.face_hover = (self.face_hover as i32 + d).rem_euclid(6) as usize;
                    return KeyOutcome::Handled;
                }
                "Enter" | " " => Face::ALL.get(self.face_hover).copied(),
                _ => match key.parse::<usize>() {
                    Ok(n @ 1..=6) => Face::ALL.get(n - 1).copied(),
                    _ => key.chars().next().filter(|_| key.chars().count() == 1).and_then(|c| Face::from_letter(c.to_ascii_uppercase())),
                },
            };
            let Some(face) = pick else { return KeyOutcome::Ignored };
            let said = self.input.pick_face(&pos, face).and_then(|a| self.commit(a));
            return KeyOutcome::Played(said.unwrap_or_default());
        }
        if !self.input.choices.is_empty() {
            let n = self.input.choices.len();
            match key {
                "ArrowUp" | "ArrowLeft" => {
                    self.choice_hover = (self.choice_hover + n - 1) % n;
                    return KeyOutcome::Handled;
                }
                "ArrowDown" | "ArrowRight" => {
                    self.choice_hover = (self.choice_hover + 1) % n;
                    return KeyOutcome::Handled;
                }
                "Enter" | " " => {
                    let i = self.choice_hover.min(n - 1);
                    return KeyOutcome::Played(self.choose(i).unwrap_or_default());
                }
                _ => {}
            }
        }
        let (dx, dy) = match key {
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "Enter" | " " => {
                let said = match self.cursor {
                    // Nothing played: say what the selection now offers.
                    Some(c) => self.act_at(&pos, c).or_else(|| Some(self.status_text())),
                    None if key == " " => return KeyOutcome::Ignored,
                    None if pos.in_setup() => self.confirm(),
                    None => self.done(),
                };
                return KeyOutcome::Played(said.unwrap_or_default());
            }
            "r" | "R" => return KeyOutcome::Played(self.roll().unwrap_or_default()),
            _ => {
                return match key.parse::<usize>() {
                    Ok(n @ 1..=MAX_CHOICES) if !self.input.choices.is_empty() => KeyOutcome::Played(self.choose(n - 1).unwrap_or_default()),
                    _ => KeyOutcome::Ignored,
                }
            }
        };
        // The first arrow shows the cursor where play is likely: the selected die, the end of
        // the chain, or a die that can move.
        self.cursor = Some(match self.cursor {
            Some(c) => step_cursor(c, dx, dy),
            None => self
                .input
                .path
                .last()
                .copied()
                .or(self.input.from)
                .or_else(|| PathInput::movable(&pos).first().copied())
                .or_else(|| pos.pieces_of(pos.to_move()).first().copied())
                .unwrap_or(45),
        });
        KeyOutcome::Handled
    }

    fn cursor_text(&self) -> Option<String> {
        let pos = self.position();
        if self.input.picking_face {
            return Some(format!("Face: {}", Face::ALL[self.face_hover.min(5)].name()));
        }
        if let Some(m) = self.input.choices.get(self.choice_hover) {
            return Some(format!("Choice {} of {}: {}", self.choice_hover + 1, self.input.choices.len(), pos.format_action(&Action::Move(m.clone()))));
        }
        let c = self.cursor?;
        let what = match pos.piece_at(c) {
            Some((seat, face)) => format!("{} {}", self.side_name(seat), face.name()),
            None => "empty".into(),
        };
        Some(format!("{}: {what}", cell_name(c)))
    }

    fn buttons(&self) -> Vec<ScreenButton> {
        let pos = self.position();
        if matches!(pos.status(), Status::Over(_)) {
            return Vec::new();
        }
        if pos.in_setup() {
            let who = self.side_name(pos.to_move());
            return vec![
                ScreenButton { id: "randomize".into(), label: "Randomize".into(), enabled: true, primary: false },
                ScreenButton { id: "confirm".into(), label: format!("Confirm {who}'s row"), enabled: true, primary: true },
            ];
        }
        let mut out = vec![ScreenButton { id: "done".into(), label: "Done".into(), enabled: self.input.pending_move(pos).is_some(), primary: !self.input.path.is_empty() }];
        if pos.options().rolls {
            let roll = self.input.from.filter(|_| self.input.path.is_empty() && self.input.choices.is_empty());
            out.push(ScreenButton {
                id: "roll".into(),
                label: roll.map_or("Roll a die".into(), |c| format!("Roll {}", cell_name(c))),
                enabled: roll.is_some(),
                primary: false,
            });
        }
        out
    }

    fn button(&mut self, id: &str) -> Option<String> {
        match id {
            "randomize" => self.randomize(),
            "confirm" => self.confirm(),
            "done" => self.done(),
            "roll" => self.roll(),
            _ => None,
        }
    }

    fn notice(&self) -> Option<String> {
        let pos = self.position();
        let limit = pos.options().block_turns;
        if limit == 0 || matches!(pos.status(), Status::Over(_)) {
            return None;
        }
        let worst = (0..pos.seat_count() as u8).max_by_key(|&s| pos.block_counter(s))?;
        let n = pos.block_counter(worst);
        (n >= 2).then(|| {
            let left = limit.saturating_sub(n);
            format!("{} is blocked out of its goal row: {n} of {limit} turns; it wins in {left} more.", self.side_name(worst))
        })
    }

    fn outcome_lines(&self) -> Vec<String> {
        let pos = self.position();
        pos.standings()
            .iter()
            .map(|s| format!("{}. {}: {}/8 home, {} to go", s.rank, self.side_name(s.seat), s.home, s.distance))
            .collect()
    }

    fn ui_state(&self) -> JsValue {
        let pos = self.position();
        let offer = self.input.offer(pos);
        let n = pos.seat_count() as u8;
        let state = InputState {
            in_setup: pos.in_setup(),
            selected: self.input.from.map(cell_name),
            path: names(self.input.path.iter().copied()),
            steps: names(offer.steps),
            jumps: names(offer.jumps.into_iter().map(|j| j.0)),
            leaps: names(offer.leaps.into_iter().map(|l| l.0)),
            will_roll: names(self.input.will_roll(pos)),
            movable: names(PathInput::movable(pos)),
            choices: self.input.choices.iter().map(|m| pos.format_action_long(&Action::Move(m.clone()))).collect(),
            picking_face: self.input.picking_face,
            cursor: self.cursor.map(cell_name),
            choice_hover: self.choice_hover,
            face_hover: self.input.picking_face.then(|| Face::ALL[self.face_hover.min(5)].letter()),
            last_draw_ms: self.last_draw_ms,
            home: (0..n).map(|s| pos.home_count(s)).collect(),
            blocked: (0..n).map(|s| pos.block_counter(s)).collect(),
        };
        crate::dom::to_js(&state)
    }

    /// A cell (`e4`), the roll button (`roll`), a face in the picker (`face:H`), a row of the
    /// chooser (`choice1`), a side's hem (`hem:S`) or tally (`tally:S`).
    fn point(&self, name: &str) -> Option<(f64, f64)> {
        let popups = self.popups();
        let side = |s: &str| s.chars().next().and_then(Side::from_letter).filter(|_| s.len() == 1);
        let (x, y) = if name == "roll" {
            board::roll_button(popups.roll?)
        } else if let Some(f) = name.strip_prefix("face:") {
            let face = f.chars().next().and_then(Face::from_letter)?;
            board::picker_layout(popups.picker?).1.into_iter().find(|(g, _)| *g == face)?.1
        } else if let Some(i) = name.strip_prefix("choice").and_then(|n| n.parse::<usize>().ok()) {
            let (c, n) = popups.chooser?;
            let (rect, tops) = board::chooser_layout(c, n);
            let (tx, ty) = *tops.get(i.checked_sub(1)?)?;
            (tx + rect.2 / 2.0, ty + 0.31)
        } else if let Some(s) = name.strip_prefix("hem:").and_then(side) {
            let (x, y, w, h) = board::cloth::row_rect(s);
            let e = board::HEM / 2.0;
            match s {
                Side::South => (x + w / 2.0, y + h + e),
                Side::North => (x + w / 2.0, y - e),
                Side::West => (x - e, y + h / 2.0),
                Side::East => (x + w + e, y + h / 2.0),
            }
        } else if let Some(s) = name.strip_prefix("tally:").and_then(side) {
            board::corner(s)
        } else {
            board::centre(parse_cell(name).ok()?)
        };
        Some(self.view.vp.to_css(x, y))
    }
}
