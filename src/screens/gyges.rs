//! The Gygès board: set-up from the tray, click-to-path bounce chains, drag, replacement, and
//! the committed move animated along its path.

use super::board::{Board, BoardScreen, BoardView, Input, KeyInput, Source};
use super::Refusal;
use crate::dom::now_ms;
use crate::i18n::msg;
use crate::input::gyges::{Hint, PathInput, Target};
use crate::render::{gyges as board, Canvas, Theme, Viewport};
use crate::sound::Cue;
use engine::game::Game;
use engine::gyges::{self, Action, Position, Square};
use wasm_bindgen::JsValue;

/// Milliseconds per step of an animated move.
const STEP_MS: f64 = 200.0;

/// A ring flying along its path (the move's position before is the animation's).
pub struct Flight {
    size: u8,
    points: Vec<(f64, f64)>,
    from: Square,
}

pub type GygesScreen = BoardScreen<GygesView>;

impl GygesScreen {
    pub fn new(game: Box<dyn Source<Position>>) -> Self {
        BoardScreen::with_source(GygesView::default(), game, Viewport::fit(board::BOUNDS, 1.0, 1.0))
    }
}

#[derive(Default)]
pub struct GygesView {
    input: PathInput,
    layer: Option<board::BoardLayer>,
}

fn last_move_steps(b: &Board<GygesView>) -> Vec<Square> {
    let n = b.game.actions().len();
    match (n.checked_sub(1).and_then(|i| b.game.position_at(i)), b.game.actions().last()) {
        (Some(before), Some(Action::Move(mv))) => before.steps_of(mv),
        _ => Vec::new(),
    }
}

/// A seat's name ("South", "North") in the chosen language.
pub fn seat_name(seat: u8) -> String {
    crate::i18n::seat_name(engine::gyges::seat_name(seat))
}

fn describe(before: &Position, action: &Action) -> String {
    let who = seat_name(before.to_move());
    match action {
        Action::Place { square, size } => msg::board_gyges_places(&who, *size, &gyges::square_name(*square)),
        Action::Pass => msg::board_passes(&who),
        Action::Move(_) => msg::board_gyges_plays(&who, &before.format_action_long(action)),
    }
}

/// What a square holds, as a key of `board-gyges-square` (`empty`, `single`, `double`,
/// `triple`; `goal` off the board).
fn contents(pos: &Position, sq: Square) -> &'static str {
    match sq {
        0..=35 => match pos.size_at(sq) {
            0 => "empty",
            1 => "single",
            2 => "double",
            _ => "triple",
        },
        _ => "goal",
    }
}

#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct InputState {
    in_setup: bool,
    selected: Option<String>,
    path: Vec<String>,
    hints: Vec<String>,
    tray_size: Option<u8>,
    cursor: Option<String>,
}

impl GygesView {
    /// Where a bounce chain being entered stands and what the next click can do.
    fn chain_status(&self, pos: &Position) -> Option<String> {
        let from = self.input.from?;
        let at = *self.input.stops.last().unwrap_or(&from);
        let mut path = gyges::square_name(from);
        for &s in &self.input.stops {
            path = path + "→" + &gyges::square_name(s);
        }
        // What the next click can do, as a key of `board-gyges-chain`: `end-bounce`...
        let hints = self.input.hints(pos);
        let offered: Vec<&str> = [(Hint::End, "end"), (Hint::Bounce, "bounce"), (Hint::Replace, "replace")]
            .into_iter()
            .filter(|(hint, _)| hints.iter().any(|h| h.1 == *hint))
            .map(|(_, key)| key)
            .collect();
        let options = if offered.is_empty() { "none".to_string() } else { offered.join("-") };
        Some(msg::board_gyges_chain(&seat_name(pos.to_move()), &path, pos.size_at(at), &options))
    }
}

impl BoardView for GygesView {
    type Position = Position;
    type Target = Target;
    type Flight = Flight;
    const FLIPPABLE: bool = true;


    fn status(&self, b: &Board<Self>) -> String {
        let pos = b.position();
        let seat = seat_name(pos.to_move());
        if pos.in_setup() {
            msg::board_gyges_setup(&seat, if pos.to_move() == 0 { 1 } else { 6 })
        } else if let Some(r) = pos.playable_row() {
            if self.input.replacing {
                msg::board_gyges_drop(&seat)
            } else if let Some(chain) = self.chain_status(pos) {
                chain
            } else {
                msg::board_gyges_to_move(&seat, r + 1)
            }
        } else {
            msg::board_gyges_must_pass(&seat)
        }
    }

    fn draw(&mut self, b: &mut Board<Self>, canvas: &Canvas, theme: &Theme) -> bool {
        let hints = if b.playable() { self.input.hints(b.position()) } else { Vec::new() };
        let last_move = last_move_steps(b);
        let flying = b.anim.as_ref().map(|a| {
            let f = &a.flight;
            let t = a.elapsed(now_ms()) / STEP_MS;
            let i = (t.floor().max(0.0) as usize).min(f.points.len() - 2);
            let frac = t - i as f64;
            let (p, q) = (f.points[i], f.points[i + 1]);
            (f.size, (p.0 + (q.0 - p.0) * frac, p.1 + (q.1 - p.1) * frac), f.from)
        });
        let shown = b.anim.as_ref().map(|a| &a.before).unwrap_or(b.game.position());
        let moving = flying.is_some();
        let overlay = board::Overlay {
            hints: if moving { &[] } else { &hints },
            selected: self.input.from,
            path: &self.input.stops,
            tray_size: self.input.tray_size,
            last_move: if moving { &[] } else { &last_move },
            flying,
            cursor: b.cursor,
            flipped: b.flipped,
            hint: if moving { &[] } else { &b.hint },
        };
        b.vp = board::draw(canvas, theme, shown, &overlay, &mut self.layer);
        b.anim.is_some()
    }

    fn hit(&self, b: &Board<Self>, x: f64, y: f64) -> Target {
        board::hit(b.position(), x, y)
    }

    fn press(&mut self, b: &Board<Self>, target: Target) -> bool {
        let pos = b.position();
        // Pressing a movable piece selects it at once, so a drag shows its targets.
        if let Target::Square(sq) = target {
            if self.input.from.is_none() && !pos.in_setup() && pos.movable_pieces().contains(&sq) {
                self.input.click(pos, target);
                return true;
            }
        }
        false
    }

    fn aspect_pct(&self, _b: &Board<Self>) -> u32 {
        crate::render::aspect_pct(board::BOUNDS)
    }

    fn offered(&self, b: &Board<Self>, target: Target) -> bool {
        let pos = b.position();
        match target {
            Target::Square(sq) => self.input.hints(pos).iter().any(|h| h.0 == sq),
            Target::Tray(size) => pos.tray(pos.to_move()).get(usize::from(size).wrapping_sub(1)).is_some_and(|&n| n > 0),
            Target::Nothing => false,
        }
    }

    fn drop(&mut self, b: &Board<Self>, from: Target, to: Target) -> Input<Action> {
        if let (Target::Square(from), Target::Square(to)) = (from, to) {
            if from != to && self.input.stops.is_empty() && self.input.from == Some(from) {
                return self.input.drag(b.position(), from, to).map_or(Input::None, Input::Play);
            }
        }
        Input::None
    }

    fn click(&mut self, b: &mut Board<Self>, target: Target) -> Input<Action> {
        if let Some(why) = self.input.refusal(b.position(), target) {
            return Input::Reply(Err(Refusal::NotOnOffer(why)));
        }
        self.input.click(b.position(), target).map_or(Input::None, Input::Play)
    }

    fn key(&mut self, b: &mut Board<Self>, key: &str) -> KeyInput<Action> {
        let pos = b.game.position();
        if pos.in_setup() {
            if let Ok(size @ 1..=3) = key.parse::<u8>() {
                self.input.click(pos, Target::Tray(size));
                return KeyInput::Handled;
            }
        }
        let start = || self.input.from.or_else(|| pos.movable_pieces().first().copied()).or_else(|| pos.setup_squares().first().copied()).unwrap_or(0);
        let cur = b.cursor.unwrap_or_else(start);
        // Screen directions; when the board is flipped, up on screen is toward South.
        let (dx, dy): (i8, i8) = match key {
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "Enter" | " " => {
                b.cursor = Some(cur);
                if let Some(why) = self.input.refusal(pos, Target::Square(cur)) {
                    return KeyInput::Act(Input::Reply(Err(Refusal::NotOnOffer(why))));
                }
                let action = self.input.click(pos, Target::Square(cur));
                return match action {
                    Some(action) => KeyInput::Act(Input::Play(action)),
                    None => KeyInput::Handled,
                };
            }
            _ => return KeyInput::Ignored,
        };
        let (dx, dy) = if b.flipped { (-dx, -dy) } else { (dx, dy) };
        b.cursor = Some(if b.cursor.is_none() { cur } else { step_cursor(cur, dx, dy) });
        KeyInput::Handled
    }

    fn played(&mut self, b: &mut Board<Self>, before: &Position, action: &Action) -> String {
        if let Action::Move(mv) = action {
            let points: Vec<(f64, f64)> = before.steps_of(mv).into_iter().map(board::centre).collect();
            let duration = STEP_MS * (points.len() as f64 - 1.0);
            b.animate(before.clone(), Flight { size: before.size_at(mv.from), points, from: mv.from }, duration);
        }
        self.input.clear();
        describe(before, action)
    }

    fn hint_marks(&self, pos: &Position, action: &Action) -> Vec<Square> {
        match action {
            Action::Move(mv) => pos.steps_of(mv),
            Action::Place { square, .. } => vec![*square],
            Action::Pass => Vec::new(),
        }
    }

    fn back(&mut self) {
        self.input.back();
    }
    fn cancel(&mut self) {
        self.input.clear();
    }
    fn reset(&mut self, _b: &mut Board<Self>) {
        self.input.clear();
    }
    fn input_active(&self) -> bool {
        !self.input.is_empty()
    }
    fn only_pass(&self, pos: &Position) -> Option<String> {
        matches!(pos.legal_actions().as_slice(), [Action::Pass]).then(|| "pass".to_string())
    }

    fn ui_state(&self, b: &Board<Self>) -> JsValue {
        let pos = b.position();
        let state = InputState {
            in_setup: pos.in_setup(),
            selected: self.input.from.map(gyges::square_name),
            path: self.input.stops.iter().map(|&s| gyges::square_name(s)).collect(),
            hints: self.input.hints(pos).iter().map(|&(s, _)| gyges::square_name(s)).collect(),
            tray_size: self.input.tray_size,
            cursor: b.cursor.map(gyges::square_name),
        };
        crate::dom::to_js(&state)
    }

    fn cursor_text(&self, b: &Board<Self>) -> Option<String> {
        let sq = b.cursor?;
        Some(msg::board_gyges_square(&gyges::square_name(sq), contents(b.position(), sq)))
    }

    fn cue(&self, action: Option<&Action>) -> Cue {
        match action {
            Some(Action::Move(mv)) if !mv.bounces().is_empty() => Cue::Bounce(mv.bounces().len() as u8),
            _ => Cue::Move,
        }
    }

    fn describe(&self, b: &Board<Self>) -> String {
        let pos = b.position();
        let mut rows = Vec::new();
        for r in (0..6u8).rev() {
            let pieces: Vec<String> = (0..6u8)
                .filter_map(|f| {
                    let sq = r * 6 + f;
                    let size = pos.size_at(sq);
                    (size > 0).then(|| msg::board_gyges_ring_on(contents(pos, sq), &gyges::square_name(sq)))
                })
                .collect();
            if !pieces.is_empty() {
                rows.push(msg::board_gyges_row(r + 1, &pieces.join(", ")));
            }
        }
        if rows.is_empty() {
            rows.push(msg::board_gyges_empty());
        }
        format!("{} {}", self.status(b), rows.join(" "))
    }

    /// A square (`c1`, `N`) or a tray slot of the player placing (`tray1`..`tray3`).
    fn point(&self, b: &Board<Self>, name: &str) -> Option<(f64, f64)> {
        let (x, y) = match name.strip_prefix("tray").and_then(|n| n.parse::<u8>().ok()) {
            Some(size @ 1..=3) => board::tray_centre(b.position().to_move(), size),
            Some(_) => return None,
            None => board::centre(gyges::parse_square(name).ok()?),
        };
        Some(b.vp.to_css(x, y))
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
