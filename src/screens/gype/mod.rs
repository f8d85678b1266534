//! The Table Gype screen: the set-up (swap, randomize, pick faces, confirm), click-to-path jump
//! chains with a Done button, drag with a chooser, the Roll action, animated moves and rolls,
//! tallies of dice home, the block countdown and the final standings.

mod state;

use super::board::{Board, BoardScreen, BoardView, Input, KeyInput, Press, Source};
use super::ScreenButton;
use crate::dom::now_ms;
use crate::i18n::msg;
use crate::input::gype::{step_cursor, PathInput, MAX_CHOICES};
use crate::render::gype::{self as board, Overlay, Popups, Target, Tumble, View};
use crate::render::{Canvas, Theme};
use crate::sound::Cue;
use engine::game::{Game, Status};
use engine::gype::{cell_name, Action, Cell, Face, Position, Side, StartFaces};
use wasm_bindgen::JsValue;

/// Milliseconds per hop of an animated move.
const HOP_MS: f64 = 190.0;
/// How long rolled dice tumble.
const TUMBLE_MS: f64 = 650.0;

struct Hop {
    origin: Cell,
    side: Side,
    face: Face,
    points: Vec<(f64, f64)>,
    hat: bool,
}

/// A played action being shown: the die flies along its path, then rolled dice tumble.
pub struct Flight {
    hop: Option<Hop>,
    tumbling: Vec<Cell>,
    tumble_ms: f64,
}

impl Flight {
    fn fly_ms(&self) -> f64 {
        self.hop.as_ref().map_or(0.0, |f| HOP_MS * (f.points.len() as f64 - 1.0))
    }
    fn total_ms(&self) -> f64 {
        self.fly_ms() + if self.tumbling.is_empty() { 0.0 } else { self.tumble_ms }
    }
}

/// Starts the tumble of `cells` (no die flies).
fn tumble(b: &mut Board<GypeView>, before: Position, cells: Vec<Cell>, ms: f64) {
    let flight = Flight { hop: None, tumbling: cells, tumble_ms: ms };
    let total = flight.total_ms();
    b.animate(before, flight, total);
}

pub type GypeScreen = BoardScreen<GypeView>;

impl GypeScreen {
    pub fn new(game: Box<dyn Source<Position>>) -> Self {
        let view = GypeView { input: PathInput::default(), view: View::default(), drag_at: None, choice_hover: 0, face_hover: 0, last_draw_ms: 0.0 };
        let fit = view.view.vp;
        BoardScreen::with_source(view, game, fit)
    }
}

pub struct GypeView {
    input: PathInput,
    view: View,
    /// Where a dragged die is now (board units).
    drag_at: Option<(f64, f64)>,
    choice_hover: usize,
    /// The face the keyboard has picked out in the open face picker (index into `Face::ALL`).
    face_hover: usize,
    last_draw_ms: f64,
}

impl GypeView {
    /// The last player's action: the path of a move (origin first) and the dice it rolled.
    fn last_action(b: &Board<Self>) -> (Vec<Cell>, Vec<Cell>) {
        let actions = b.game.actions();
        let Some(i) = actions.iter().rposition(|a| !matches!(a, Action::Die { .. })) else { return (Vec::new(), Vec::new()) };
        let rolled = actions[i + 1..].iter().filter_map(|a| if let Action::Die { cell, .. } = a { Some(*cell) } else { None }).collect();
        match &actions[i] {
            Action::Move(mv) => (std::iter::once(mv.origin).chain(mv.path.iter().copied()).collect(), rolled),
            Action::Roll(_) => (Vec::new(), rolled),
            _ => (Vec::new(), Vec::new()),
        }
    }

    fn popups(&self, b: &Board<Self>) -> Popups {
        let pos = b.position();
        let from = self.input.from;
        Popups {
            picker: from.filter(|_| self.input.picking_face),
            chooser: self.input.choices.first().map(|m| (m.end(), self.input.choices.len())),
            roll: from.filter(|_| {
                self.input.path.is_empty() && self.input.choices.is_empty() && !pos.in_setup() && pos.options().rolls && b.anim.is_none()
            }),
        }
    }

    /// Shuffles the row of the player arranging it, as a series of swaps.
    fn randomize(&mut self, b: &mut Board<Self>) -> Input<Action> {
        let pos = b.position().clone();
        if !pos.in_setup() || !matches!(pos.status(), Status::Turn(_)) {
            return Input::None;
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
            if b.game.play(&Action::swap(cells[i], cells[j])).is_ok() {
                faces.swap(i, j);
                changed.extend([cells[i], cells[j]]);
            }
        }
        self.input.clear();
        let said = msg::board_gype_shuffles(&crate::i18n::seat_name(pos.side(pos.to_move()).name()));
        tumble(b, pos, changed, 450.0);
        Input::Reply(Ok(said))
    }

    fn confirm(&self, b: &Board<Self>) -> Input<Action> {
        if b.position().in_setup() {
            Input::Play(Action::Confirm)
        } else {
            Input::None
        }
    }

    /// Done / Enter: plays the chain entered so far.
    fn done(&mut self, b: &Board<Self>) -> Input<Action> {
        self.input.commit(b.position()).map_or(Input::None, Input::Play)
    }

    fn roll(&mut self, b: &Board<Self>) -> Input<Action> {
        self.input.roll(b.position()).map_or(Input::None, Input::Play)
    }

    /// Enter at the keyboard cursor.
    fn act_at(&mut self, b: &Board<Self>, c: Cell) -> Input<Action> {
        let pos = b.position();
        if pos.in_setup() {
            if !PathInput::selectable(pos, c) {
                return self.confirm(b);
            }
            let action = self.input.click(pos, c);
            if self.input.picking_face {
                self.face_hover = pos.piece_at(c).map_or(0, |p| p.1.index());
            }
            return action.map_or(Input::None, Input::Play);
        }
        if !self.input.path.is_empty() {
            let Some(from) = self.input.from else { return Input::None };
            if !pos.jumps_from(from, &self.input.path).iter().any(|&(land, _)| land == c) {
                return self.done(b);
            }
        }
        self.input.click(pos, c).map_or(Input::None, Input::Play)
    }

    fn choose(&mut self, i: usize) -> Input<Action> {
        self.input.choose(i).map_or(Input::None, Input::Play)
    }
}

/// A face's name ("Flame"), in the chosen language.
pub(crate) fn face_name(face: Face) -> String {
    msg::board_gype_face(&face.name().to_ascii_lowercase())
}

fn describe(before: &Position, action: &Action, rolls: &[(Cell, Face)]) -> String {
    let who = if before.seat_count() > before.to_move() as usize { crate::i18n::seat_name(before.side(before.to_move()).name()) } else { "?".into() };
    let outcome = || rolls.iter().map(|(c, f)| msg::board_gype_shows(&cell_name(*c), &face_name(*f))).collect::<Vec<_>>().join(", ");
    match action {
        Action::Move(mv) => {
            let face = match before.piece_at(mv.origin) {
                Some((_, f)) => face_name(f),
                None => msg::board_gype_die(),
            };
            let long = before.format_action_long(action);
            if rolls.is_empty() { msg::board_gype_moves(&who, &face, &long) } else { msg::board_gype_moves_rolling(&who, &face, &long, &outcome()) }
        }
        Action::Roll(c) => msg::board_gype_rolls(&who, &cell_name(*c), &outcome()),
        Action::Pass => msg::board_passes(&who),
        Action::Swap(a, b) => msg::board_gype_swaps(&who, &cell_name(*a), &cell_name(*b)),
        Action::SetFace(c, f) => msg::board_gype_turns(&who, &cell_name(*c), &face_name(*f)),
        Action::Confirm => msg::board_gype_arranged(&who),
        Action::Die { cell, face } => msg::board_gype_die_shows(&cell_name(*cell), &face_name(*face)),
    }
}

/// A face to show while a die tumbles: changes every 70 ms, differs by cell.
fn passing_face(c: Cell, t: f64) -> Face {
    let k = (t / 70.0) as u64;
    let h = (c as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ k.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    Face::ALL[((h >> 29) % 6) as usize]
}

impl BoardView for GypeView {
    type Position = Position;
    type Target = Target;
    type Flight = Flight;
    const FLIPPABLE: bool = false;

    /// A random start rolled every die before the set-up: show the dice tumbling.
    fn open(&mut self, b: &mut Board<Self>) {
        let pos = b.position();
        if pos.options().start == StartFaces::Random && b.game.actions().iter().any(|a| matches!(a, Action::Die { .. })) {
            let cells = (0..pos.seat_count() as u8).flat_map(|s| pos.pieces_of(s)).collect();
            let pos = pos.clone();
            tumble(b, pos, cells, 900.0);
        }
    }


    fn status(&self, b: &Board<Self>) -> String {
        let pos = b.position();
        let who = self.seat_name(pos, pos.to_move());
        if pos.in_setup() {
            return if pos.options().start == StartFaces::Choose { msg::board_gype_set_up(&who) } else { msg::board_gype_arrange(&who) };
        }
        if let Some(m) = self.input.choices.first() {
            return msg::board_gype_pick_one(&who, &cell_name(m.end()));
        }
        let rolls = pos.options().rolls;
        match self.input.from {
            Some(c) if !self.input.path.is_empty() => msg::board_gype_chain(&who, self.input.path.len(), &cell_name(c)),
            Some(c) => {
                let face = match pos.piece_at(c) {
                    Some((_, f)) => face_name(f),
                    None => msg::board_gype_die(),
                };
                let state = if pos.moves_from(c).is_empty() {
                    "stuck"
                } else if pos.piece_at(c).is_some_and(|p| p.1 == Face::Hat) {
                    "hat"
                } else {
                    "other"
                };
                msg::board_gype_selected(&who, state, &face, &cell_name(c), if rolls { "yes" } else { "no" })
            }
            None if self.only_pass(pos).is_some() => msg::board_gype_must_pass(&who),
            None if rolls => msg::board_gype_to_play_roll(&who),
            None => msg::board_gype_to_play(&who),
        }
    }

    fn draw(&mut self, b: &mut Board<Self>, canvas: &Canvas, theme: &Theme) -> bool {
        let started = now_ms();
        let pos = b.game.position();
        let mut hidden = None;
        let mut flying = None;
        let mut tumbling = Vec::new();
        let mut shown = pos;
        if let Some(a) = &b.anim {
            let t = a.elapsed(started);
            let fly = a.flight.fly_ms();
            if let Some(f) = a.flight.hop.as_ref().filter(|_| t < fly) {
                let s = (t / HOP_MS).max(0.0);
                let i = (s.floor() as usize).min(f.points.len() - 2);
                let frac = (s - i as f64).min(1.0);
                let ((ax, ay), (bx, by)) = (f.points[i], f.points[i + 1]);
                let lift = if f.hat { 0.35 } else if f.points.len() > 2 || (ax - bx).abs() > 1.5 || (ay - by).abs() > 1.5 { 0.16 } else { 0.05 };
                let zoom = 1.0 + lift * crate::render::sin(std::f64::consts::PI * frac);
                flying = Some((f.side, f.face, (ax + (bx - ax) * frac, ay + (by - ay) * frac), zoom));
                hidden = Some(f.origin);
                shown = &a.before;
            } else {
                let u = (t - fly).max(0.0);
                let fade = 1.0 - u / a.flight.tumble_ms;
                tumbling = a
                    .flight
                    .tumbling
                    .iter()
                    .map(|&c| Tumble { cell: c, face: passing_face(c, u), angle: 0.35 * fade * crate::render::sin(u / 45.0 + c as f64), zoom: 1.0 + 0.12 * fade })
                    .collect();
            }
        }
        // A dragged die follows the pointer.
        let pressed = match b.press.as_ref().map(|p| p.target) {
            Some(Target::Cell(c)) => Some(c),
            _ => None,
        };
        if let (Some(at), Some(from)) = (self.drag_at, pressed) {
            if let Some((seat, face)) = pos.piece_at(from) {
                hidden = Some(from);
                flying = Some((pos.side(seat), face, at, 1.12));
            }
        }
        let quiet = b.anim.is_some();
        let offer = if quiet { Default::default() } else { self.input.offer(pos) };
        let will_roll = self.input.will_roll(pos);
        let movable = if quiet || self.input.from.is_some() || !b.playable() { Vec::new() } else { PathInput::movable(pos) };
        let (last_path, last_rolled) = Self::last_action(b);
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
            popups: if quiet { Popups::default() } else { self.popups(b) },
            choices: &self.input.choices,
            choice_hover: self.choice_hover,
            to_move,
            quiet,
            cursor: b.cursor,
            face_cursor: self.input.picking_face.then(|| Face::ALL[self.face_hover.min(5)]),
            hint: &b.hint,
        };
        self.view.draw(canvas, theme, shown, &overlay);
        b.vp = self.view.vp;
        self.last_draw_ms = now_ms() - started;
        b.anim.is_some()
    }

    fn hit(&self, b: &Board<Self>, x: f64, y: f64) -> Target {
        board::hit(&self.popups(b), x, y)
    }

    fn press(&mut self, b: &Board<Self>, target: Target) -> bool {
        let pos = b.position();
        self.drag_at = None;
        // Pressing a die selects it at once, so a drag shows its targets.
        if let Target::Cell(c) = target {
            if self.input.from.is_none() && !pos.in_setup() && PathInput::selectable(pos, c) {
                self.input.click(pos, c);
                return true;
            }
        }
        false
    }

    fn pointer_move(&mut self, b: &Board<Self>, at: (f64, f64), target: Target, press: Option<(&Press<Target>, bool)>) -> bool {
        let pos = b.position();
        if let Some((press, far)) = press {
            let draggable = matches!(press.target, Target::Cell(c) if pos.piece_at(c).is_some_and(|(s, _)| s == pos.to_move()));
            if draggable && self.input.path.is_empty() && far {
                self.drag_at = Some(at);
                return true;
            }
            return false;
        }
        if let Target::Choice(i) = target {
            if i != self.choice_hover {
                self.choice_hover = i;
                return true;
            }
        }
        false
    }

    fn offered(&self, b: &Board<Self>, target: Target) -> bool {
        let pos = b.position();
        match target {
            Target::Face(_) | Target::Choice(_) | Target::Roll => true,
            Target::Cell(c) if self.input.from.is_none() || pos.in_setup() => PathInput::selectable(pos, c),
            Target::Cell(c) => {
                let offer = self.input.offer(pos);
                offer.steps.contains(&c) || offer.jumps.iter().any(|j| j.0 == c) || offer.leaps.iter().any(|l| l.0 == c)
            }
            Target::Nothing => false,
        }
    }

    fn end_drag(&mut self) -> bool {
        self.drag_at.take().is_some()
    }

    fn drop(&mut self, b: &Board<Self>, from: Target, to: Target) -> Input<Action> {
        if let (Target::Cell(from), Target::Cell(to)) = (from, to) {
            if from != to {
                let action = self.input.drag(b.position(), from, to);
                self.choice_hover = 0;
                return action.map_or(Input::None, Input::Play);
            }
        }
        Input::None
    }

    fn click(&mut self, b: &mut Board<Self>, target: Target) -> Input<Action> {
        let pos = b.position();
        let action = match target {
            Target::Face(f) => self.input.pick_face(pos, f),
            Target::Choice(i) => self.input.choose(i),
            Target::Roll => self.input.roll(pos),
            Target::Cell(c) => {
                if !self.input.choices.is_empty() || self.input.picking_face {
                    // A click beside an open popup closes it.
                    self.input.back();
                    if !pos.in_setup() {
                        return Input::None;
                    }
                }
                if let Some(why) = self.input.refusal(pos, c) {
                    return Input::Reply(Err(super::Refusal::NotOnOffer(why)));
                }
                self.input.click(pos, c)
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
        action.map_or(Input::None, Input::Play)
    }

    fn played(&mut self, b: &mut Board<Self>, before: &Position, action: &Action) -> String {
        let actions = b.game.actions();
        let n = actions.iter().rposition(|a| !matches!(a, Action::Die { .. })).unwrap_or(0);
        let rolls: Vec<(Cell, Face)> = actions[n + 1..].iter().filter_map(|a| if let Action::Die { cell, face } = a { Some((*cell, *face)) } else { None }).collect();
        let hop = match action {
            Action::Move(mv) => before.piece_at(mv.origin).map(|(seat, face)| Hop {
                origin: mv.origin,
                side: before.side(seat),
                face,
                points: std::iter::once(mv.origin).chain(mv.path.iter().copied()).map(board::centre).collect(),
                hat: face == Face::Hat,
            }),
            _ => None,
        };
        let tumbling: Vec<Cell> = match action {
            Action::Swap(a, b) => vec![*a, *b],
            Action::SetFace(c, _) => vec![*c],
            _ => rolls.iter().map(|r| r.0).collect(),
        };
        let tumble_ms = if matches!(action, Action::Swap(..) | Action::SetFace(..)) { 250.0 } else { TUMBLE_MS };
        let flight = Flight { hop, tumbling, tumble_ms };
        let total = flight.total_ms();
        b.animate(before.clone(), flight, total);
        self.input.clear();
        self.drag_at = None;
        describe(before, action, &rolls)
    }

    fn refused(&mut self) {
        self.input.clear();
    }

    fn hint_marks(&self, _pos: &Position, action: &Action) -> Vec<Cell> {
        match action {
            Action::Move(mv) => std::iter::once(mv.origin).chain(mv.path.iter().copied()).collect(),
            Action::Roll(c) | Action::SetFace(c, _) => vec![*c],
            Action::Swap(a, b) => vec![*a, *b],
            _ => Vec::new(),
        }
    }

    fn back(&mut self) {
        self.input.back();
    }
    fn cancel(&mut self) {
        self.input.clear();
        self.drag_at = None;
    }
    fn reset(&mut self, _b: &mut Board<Self>) {
        self.input.clear();
        self.drag_at = None;
    }
    fn input_active(&self) -> bool {
        !self.input.is_empty()
    }
    fn only_pass(&self, pos: &Position) -> Option<String> {
        matches!(pos.legal_actions().as_slice(), [Action::Pass]).then(|| "pass".to_string())
    }

    fn cue(&self, action: Option<&Action>) -> Cue {
        match action {
            Some(Action::Die { .. } | Action::Roll(_)) => Cue::Roll,
            Some(Action::Move(mv)) if mv.path.len() > 1 => Cue::Bounce(mv.path.len() as u8 - 1),
            _ => Cue::Move,
        }
    }

    /// Arrows move the cursor over the cells (or through an open chooser or face picker);
    /// Enter or Space acts at the cursor like a click: it selects a die, steps or leaps, extends
    /// a jump chain, and on the chain's last landing (or anywhere no jump goes) plays the chain.
    /// In the set-up, Enter on one of the player's dice selects or swaps it, elsewhere it
    /// confirms the row. Without a cursor Enter plays the chain or confirms the row. R rolls the
    /// selected die; digits pick from the chooser, digits and face letters from the picker.
    fn key(&mut self, b: &mut Board<Self>, key: &str) -> KeyInput<Action> {
        let pos = b.position().clone();
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
                    return KeyInput::Handled;
                }
                "Enter" | " " => Face::ALL.get(self.face_hover).copied(),
                _ => match key.parse::<usize>() {
                    Ok(n @ 1..=6) => Face::ALL.get(n - 1).copied(),
                    _ => key.chars().next().filter(|_| key.chars().count() == 1).and_then(|c| Face::from_letter(c.to_ascii_uppercase())),
                },
            };
            let Some(face) = pick else { return KeyInput::Ignored };
            return KeyInput::Act(self.input.pick_face(&pos, face).map_or(Input::None, Input::Play));
        }
        if !self.input.choices.is_empty() {
            let n = self.input.choices.len();
            match key {
                "ArrowUp" | "ArrowLeft" => {
                    self.choice_hover = (self.choice_hover + n - 1) % n;
                    return KeyInput::Handled;
                }
                "ArrowDown" | "ArrowRight" => {
                    self.choice_hover = (self.choice_hover + 1) % n;
                    return KeyInput::Handled;
                }
                "Enter" | " " => {
                    let i = self.choice_hover.min(n - 1);
                    return KeyInput::Act(self.choose(i));
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
                let act = match b.cursor {
                    Some(c) => match self.act_at(b, c) {
                        // Nothing played: say what the selection now offers.
                        Input::None => Input::Reply(Ok(self.status(b))),
                        act => act,
                    },
                    None if key == " " => return KeyInput::Ignored,
                    None if pos.in_setup() => self.confirm(b),
                    None => self.done(b),
                };
                return KeyInput::Act(act);
            }
            "r" | "R" => return KeyInput::Act(self.roll(b)),
            _ => {
                return match key.parse::<usize>() {
                    Ok(n @ 1..=MAX_CHOICES) if !self.input.choices.is_empty() => KeyInput::Act(self.choose(n - 1)),
                    _ => KeyInput::Ignored,
                }
            }
        };
        // The first arrow shows the cursor where play is likely: the selected die, the end of
        // the chain, or a die that can move.
        b.cursor = Some(match b.cursor {
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
        KeyInput::Handled
    }

    fn cursor_text(&self, b: &Board<Self>) -> Option<String> {
        let pos = b.position();
        if self.input.picking_face {
            return Some(msg::board_gype_face_cursor(&face_name(Face::ALL[self.face_hover.min(5)])));
        }
        if let Some(m) = self.input.choices.get(self.choice_hover) {
            return Some(msg::board_gype_choice(self.choice_hover + 1, self.input.choices.len(), &pos.format_action(&Action::Move(m.clone()))));
        }
        let c = b.cursor?;
        Some(match pos.piece_at(c) {
            Some((seat, face)) => msg::board_gype_cell_die(&cell_name(c), &self.seat_name(pos, seat), &face_name(face)),
            None => msg::board_gype_cell_empty(&cell_name(c)),
        })
    }

    fn buttons(&self, b: &Board<Self>) -> Vec<ScreenButton> {
        let pos = b.position();
        if matches!(pos.status(), Status::Over(_)) {
            return Vec::new();
        }
        if pos.in_setup() {
            let who = self.seat_name(pos, pos.to_move());
            return vec![
                ScreenButton { id: "randomize".into(), label: msg::board_gype_randomize(), enabled: true, primary: false },
                ScreenButton { id: "confirm".into(), label: msg::board_gype_confirm(&who), enabled: true, primary: true },
            ];
        }
        let mut out = vec![ScreenButton { id: "done".into(), label: msg::board_gype_done(), enabled: self.input.pending_move(pos).is_some(), primary: !self.input.path.is_empty() }];
        if pos.options().rolls {
            let roll = self.input.from.filter(|_| self.input.path.is_empty() && self.input.choices.is_empty());
            out.push(ScreenButton {
                id: "roll".into(),
                label: match roll {
                    Some(c) => msg::board_gype_roll(&cell_name(c)),
                    None => msg::board_gype_roll_a_die(),
                },
                enabled: roll.is_some(),
                primary: false,
            });
        }
        out
    }

    fn button(&mut self, b: &mut Board<Self>, id: &str) -> Input<Action> {
        match id {
            "randomize" => self.randomize(b),
            "confirm" => self.confirm(b),
            "done" => self.done(b),
            "roll" => self.roll(b),
            _ => Input::None,
        }
    }

    fn notice(&self, b: &Board<Self>) -> Option<String> {
        let pos = b.position();
        let limit = pos.options().block_turns;
        if limit == 0 || matches!(pos.status(), Status::Over(_)) {
            return None;
        }
        let worst = (0..pos.seat_count() as u8).max_by_key(|&s| pos.block_counter(s))?;
        let n = pos.block_counter(worst);
        (n >= 2).then(|| {
            let left = limit.saturating_sub(n);
            msg::board_gype_blocked(&self.seat_name(pos, worst), n, limit, left)
        })
    }

    fn outcome_lines(&self, b: &Board<Self>) -> Vec<String> {
        let pos = b.position();
        pos.standings()
            .iter()
            .map(|s| msg::board_gype_standing(s.rank, &self.seat_name(pos, s.seat), s.home, s.distance))
            .collect()
    }

    fn ui_state(&self, b: &Board<Self>) -> JsValue {
        self.state(b)
    }

    fn seat_colour(&self, pos: &Position, seat: u8) -> &'static str {
        board::dice::side_colours(pos.side(seat)).0
    }

    /// A cell (`e4`), the roll button (`roll`), a face in the picker (`face:H`), a row of the
    /// chooser (`choice1`), a side's hem (`hem:S`) or tally (`tally:S`).
    fn point(&self, b: &Board<Self>, name: &str) -> Option<(f64, f64)> {
        self.place(b, name)
    }
}
