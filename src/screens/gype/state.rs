//! What the Table Gype board reports to tests and assistive tools (`uiState()`), and where its
//! named places are (`boardPoint()`).

use super::GypeView;
use crate::input::gype::PathInput;
use crate::render::gype as board;
use crate::screens::board::Board;
use engine::game::Game;
use engine::gype::{cell_name, parse_cell, Action, Cell, Face, Side};
use crate::dom::to_js;
use wasm_bindgen::JsValue;

#[derive(serde::Serialize)]
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

impl GypeView {
    pub(super) fn state(&self, b: &Board<Self>) -> JsValue {
        let pos = b.position();
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
            cursor: b.cursor.map(cell_name),
            choice_hover: self.choice_hover,
            face_hover: self.input.picking_face.then(|| Face::ALL[self.face_hover.min(5)].letter()),
            last_draw_ms: self.last_draw_ms,
            home: (0..n).map(|s| pos.home_count(s)).collect(),
            blocked: (0..n).map(|s| pos.block_counter(s)).collect(),
        };
        to_js(&state)
    }

    /// CSS pixel centre of a named place (see `BoardView::point`).
    pub(super) fn place(&self, b: &Board<Self>, name: &str) -> Option<(f64, f64)> {
        let popups = self.popups(b);
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
        Some(b.vp.to_css(x, y))
    }
}
