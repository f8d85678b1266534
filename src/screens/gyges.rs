//! The Gygès screen: set-up from the tray, click-to-path bounce chains, drag, replacement, and
//! the committed move animated along its path.

use super::Screen;
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
}

impl GygesScreen {
    pub fn new(game: Match<Position>) -> Self {
        GygesScreen { game, input: PathInput::default(), flight: None, press: None, vp: Viewport::fit(board::BOUNDS, 1.0, 1.0) }
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
                    let points = std::iter::once(mv.from).chain(before.steps_of(mv)).map(board::centre).collect();
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
            (Some(before), Some(Action::Move(mv))) => std::iter::once(mv.from).chain(before.steps_of(mv)).collect(),
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
}

impl Screen for GygesScreen {
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
        };
        self.vp = board::draw(canvas, theme, shown, &overlay);
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
        };
        crate::api::to_js(&state)
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
