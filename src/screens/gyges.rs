//! The Gygès screen: set-up from the tray, click-to-path bounce chains, drag, replacement, and
//! the committed move animated along its path.

use super::{KeyOutcome, Screen};
use crate::dom::now_ms;
use crate::input::gyges::{PathInput, Target};
use crate::render::{gyges as board, Canvas, Theme, Viewport};
use engine::any::AnyMatch;
use engine::game::Game;
use engine::gyges::{self, Action, Position, Square};
use engine::Match;
use serde::Serialize;
use wasm_bindgen::JsValue;

/// Milliseconds per step of an animated move.
const STEP_MS: f64 = 200.0;
/// A pointer that travels further than this (CSS px) between down and up is a drag.
const DRAG_PX: f64 = 8.0;

struct Flight {
    size: u8,
    points: Vec<(f64, f64)>,
    start_ms: f64,
    from: Square,
    before: Position,
}

struct Press {
    at: (f64, f64),
    target: Target,
    /// The press itself selected the piece, so the click that ends it must not deselect.
    selected: bool,
}

pub struct GygesScreen {
    game: Match<Position>,
    input: PathInput,
    flight: Option<Flight>,
    press: Option<Press>,
    vp: Viewport,
    cursor: Option<Square>,
    flipped: bool,
    layer: Option<board::BoardLayer>,
    /// A suggested action's squares (the hint).
    hint: Vec<Square>,
}

impl GygesScreen {
    pub fn new(game: Match<Position>) -> Self {
        GygesScreen { game, input: PathInput::default(), flight: None, press: None, vp: Viewport::fit(board::BOUNDS, 1.0, 1.0), cursor: None, flipped: false, layer: None, hint: Vec::new() }
    }

    fn position(&self) -> &Position {
        self.game.position()
    }

    /// Plays an action and starts its animation; returns the sentence to announce.
    fn commit(&mut self, action: Action) -> Option<String> {
        let before = self.position().clone();
        match self.game.play(&action) {
            Ok(()) => {
                if let Action::Move(mv) = &action {
                    let points = before.steps_of(mv).into_iter().map(board::centre).collect();
                    self.flight = Some(Flight { size: before.size_at(mv.from), points, start_ms: now_ms(), from: mv.from, before: before.clone() });
                }
                self.input.clear();
                Some(describe(&before, &action))
            }
            Err(e) => Some(e.to_string()),
        }
    }

    fn last_move_steps(&self) -> Vec<Square> {
        let m = &self.game;
        let n = m.actions().len();
        match (n.checked_sub(1).and_then(|i| m.position_at(i)), m.actions().last()) {
            (Some(before), Some(Action::Move(mv))) => before.steps_of(mv),
            _ => Vec::new(),
        }
    }
}

pub fn seat_name(seat: u8) -> &'static str {
    if seat == 0 { "South" } else { "North" }
}

fn describe(before: &Position, action: &Action) -> String {
    let who = seat_name(before.to_move());
    match action {
        Action::Place { square, size } => format!("{who} places a {size}-ring on {}.", gyges::square_name(*square)),
        Action::Pass => format!("{who} passes."),
        Action::Move(_) => format!("{who} plays {}.", before.format_action_long(action)),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct InputState {
    in_setup: bool,
    selected: Option<String>,
    path: Vec<String>,
    hints: Vec<String>,
    tray_size: Option<u8>,
    cursor: Option<String>,
}

impl Screen for GygesScreen {
    fn play_computer(&mut self, text: &str) -> Result<String, String> {
        let action = self.position().parse_action(text).map_err(|e| e.to_string())?;
        self.input.clear();
        self.hint.clear();
        super::commit_checked(self, |s| s.commit(action))
    }

    fn set_hint(&mut self, action: Option<&str>) {
        let pos = self.position();
        self.hint = match action.map(|t| pos.parse_action(t)) {
            Some(Ok(Action::Move(mv))) => pos.steps_of(&mv),
            Some(Ok(Action::Place { square, .. })) => vec![square],
            _ => Vec::new(),
        };
    }

    fn game(&self) -> &dyn AnyMatch {
        &self.game
    }
    fn game_mut(&mut self) -> &mut dyn AnyMatch {
        &mut self.game
    }

    fn seat_name(&self, seat: u8) -> String {
        seat_name(seat).to_string()
    }

    fn status_text(&self) -> String {
        let pos = self.position();
        let seat = seat_name(pos.to_move());
        if pos.in_setup() {
            format!("{seat} places a ring: pick a size in the tray, then a square of row {}.", if pos.to_move() == 0 { 1 } else { 6 })
        } else if let Some(r) = pos.playable_row() {
            if self.input.replacing {
                format!("{seat}: click an empty square to drop the displaced ring.")
            } else {
                format!("{seat} to move, from row {}.", r + 1)
            }
        } else {
            format!("{seat} has no move and must pass.")
        }
    }

    fn draw(&mut self, canvas: &Canvas, theme: &Theme) -> bool {
        let hints = self.input.hints(self.position());
        let last_move = self.last_move_steps();
        let mut flying = None;
        if let Some(f) = &self.flight {
            let steps = (f.points.len() - 1) as f64;
            let t = ((now_ms() - f.start_ms) / STEP_MS).min(steps);
            if t < steps {
                let i = t.floor() as usize;
                let frac = t - i as f64;
                let (a, b) = (f.points[i], f.points[i + 1]);
                flying = Some((f.size, (a.0 + (b.0 - a.0) * frac, a.1 + (b.1 - a.1) * frac), f.from));
            }
        }
        if flying.is_none() {
            self.flight = None;
        }
        let shown = self.flight.as_ref().map(|f| &f.before).unwrap_or(self.game.position());
        let overlay = board::Overlay {
            hints: if flying.is_some() { &[] } else { &hints },
            selected: self.input.from,
            path: &self.input.stops,
            tray_size: self.input.tray_size,
            last_move: if flying.is_some() { &[] } else { &last_move },
            flying,
            cursor: self.cursor,
            flipped: self.flipped,
            hint: if flying.is_some() { &[] } else { &self.hint },
        };
        self.vp = board::draw(canvas, theme, shown, &overlay, &mut self.layer);
        self.flight.is_some()
    }

    fn pointer_down(&mut self, px: f64, py: f64) {
        let pos = self.position().clone();
        let (x, y) = self.vp.to_board(px, py);
        let target = board::hit(&pos, x, y);
        let mut selected = false;
        // Pressing a movable piece selects it at once, so a drag shows its targets.
        if let Target::Square(sq) = target {
            if self.input.from.is_none() && !pos.in_setup() && pos.movable_pieces().contains(&sq) {
                self.input.click(&pos, target);
                selected = true;
            }
        }
        self.press = Some(Press { at: (px, py), target, selected });
    }

    fn pointer_up(&mut self, px: f64, py: f64) -> Option<String> {
        let pos = self.position().clone();
        let press = self.press.take()?;
        let (x, y) = self.vp.to_board(px, py);
        let target = board::hit(&pos, x, y);
        if (px - press.at.0).hypot(py - press.at.1) > DRAG_PX {
            if let (Target::Square(from), Target::Square(to)) = (press.target, target) {
                if from != to && self.input.stops.is_empty() && self.input.from == Some(from) {
                    let action = self.input.drag(&pos, from, to)?;
                    return self.commit(action);
                }
            }
            None
        } else if press.selected {
            None
        } else {
            let action = self.input.click(&pos, target)?;
            self.commit(action)
        }
    }

    fn back(&mut self) {
        self.input.back();
    }
    fn cancel(&mut self) {
        self.input.clear();
    }
    fn input_active(&self) -> bool {
        !self.input.is_empty()
    }
    fn only_pass(&self) -> Option<String> {
        matches!(self.position().legal_actions().as_slice(), [Action::Pass]).then(|| "pass".to_string())
    }
    fn reset_input(&mut self) {
        self.input.clear();
        self.flight = None;
        self.press = None;
    }
    fn animating(&self) -> bool {
        self.flight.is_some()
    }

    fn ui_state(&self) -> JsValue {
        let pos = self.position();
        let state = InputState {
            in_setup: pos.in_setup(),
            selected: self.input.from.map(gyges::square_name),
            path: self.input.stops.iter().map(|&s| gyges::square_name(s)).collect(),
            hints: self.input.hints(pos).iter().map(|&(s, _)| gyges::square_name(s)).collect(),
            tray_size: self.input.tray_size,
            cursor: self.cursor.map(gyges::square_name),
        };
        crate::dom::to_js(&state)
    }

    fn key(&mut self, key: &str) -> KeyOutcome {
        let pos = self.position().clone();
        if pos.in_setup() {
            if let Some(size @ 1..=3) = key.parse::<u8>().ok() {
                self.input.click(&pos, Target::Tray(size));
                return KeyOutcome::Handled;
            }
        }
        let start = || self.input.from.or_else(|| pos.movable_pieces().first().copied()).or_else(|| pos.setup_squares().first().copied()).unwrap_or(0);
        let cur = self.cursor.unwrap_or_else(start);
        // Screen directions; when the board is flipped, up on screen is toward South.
        let (dx, dy): (i8, i8) = match key {
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "Enter" | " " => {
                self.cursor = Some(cur);
                return match self.input.click(&pos, Target::Square(cur)) {
                    Some(action) => KeyOutcome::Played(self.commit(action).unwrap_or_default()),
                    None => KeyOutcome::Handled,
                };
            }
            _ => return KeyOutcome::Ignored,
        };
        let (dx, dy) = if self.flipped { (-dx, -dy) } else { (dx, dy) };
        self.cursor = Some(if self.cursor.is_none() { cur } else { step_cursor(cur, dx, dy) });
        KeyOutcome::Handled
    }

    fn cursor_text(&self) -> Option<String> {
        let sq = self.cursor?;
        let what = match sq {
            0..=35 => match self.position().size_at(sq) {
                0 => "empty",
                1 => "single",
                2 => "double",
                _ => "triple",
            },
            _ => "goal",
        };
        Some(format!("{}: {what}", gyges::square_name(sq)))
    }

    fn cue(&self, i: usize) -> crate::sound::Cue {
        match self.game.actions().get(i) {
            Some(Action::Move(mv)) if !mv.bounces().is_empty() => crate::sound::Cue::Bounce(mv.bounces().len() as u8),
            _ => crate::sound::Cue::Move,
        }
    }

    fn describe(&self) -> String {
        let pos = self.position();
        let mut rows = Vec::new();
        for r in (0..6u8).rev() {
            let pieces: Vec<String> = (0..6u8)
                .filter_map(|f| {
                    let sq = r * 6 + f;
                    let size = pos.size_at(sq);
                    (size > 0).then(|| format!("{} on {}", ["single", "double", "triple"][size as usize - 1], gyges::square_name(sq)))
                })
                .collect();
            if !pieces.is_empty() {
                rows.push(format!("Row {}: {}.", r + 1, pieces.join(", ")));
            }
        }
        if rows.is_empty() {
            rows.push("The board is empty.".into());
        }
        format!("{} {}", self.status_text(), rows.join(" "))
    }

    fn flippable(&self) -> bool {
        true
    }

    fn set_flipped(&mut self, flipped: bool) {
        self.flipped = flipped;
    }

    /// A square (`c1`, `N`) or a tray slot of the player placing (`tray1`..`tray3`).
    fn point(&self, name: &str) -> Option<(f64, f64)> {
        let (x, y) = match name.strip_prefix("tray").and_then(|n| n.parse::<u8>().ok()) {
            Some(size @ 1..=3) => board::tray_centre(self.position().to_move(), size),
            Some(_) => return None,
            None => board::centre(gyges::parse_square(name).ok()?),
        };
        Some(self.vp.to_css(x, y))
    }
}

/// Moves the keyboard cursor one square; off the far rows it reaches the goals.
fn step_cursor(sq: Square, dx: i8, dy: i8) -> Square {
    use engine::gyges::{GOAL_N, GOAL_S};
    match sq {
        GOAL_N => if dy < 0 { 32 } else { GOAL_N },
        GOAL_S => if dy > 0 { 2 } else { GOAL_S },
        _ => {
            let (f, r) = ((sq % 6) as i8 + dx, (sq / 6) as i8 + dy);
            match r {
                6 => GOAL_N,
                -1 => GOAL_S,
                _ => (r * 6 + f.clamp(0, 5)) as Square,
            }
        }
    }
}
