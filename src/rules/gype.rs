//! The diagrams of the Table Gype rules (the text is `www/rules/gype.html`).

use crate::render::gype::{Overlay, View};
use crate::render::{Canvas, Theme};
use engine::game::Game;
use engine::gype::{parse_cell, Cell, Options, Position};

/// Draws one named diagram with the board renderer: a position, the move being entered (or the
/// last move) and the dice it rolls, all worked out by the engine as in play.
pub fn draw(name: &str, canvas: &Canvas, theme: &Theme) {
    let Some(d) = diagram(name) else { return };
    let overlay = Overlay {
        selected: d.selected,
        path: &d.path,
        jumps: &d.jumps,
        will_roll: &d.will_roll,
        last_path: &d.last_path,
        last_rolled: &d.last_rolled,
        ..Overlay::default()
    };
    // Files b..f, ranks 2..6, with a little cloth around them.
    View::default().draw_region(canvas, theme, &d.pos, &overlay, (0.75, 2.75, 6.25, 8.25));
}

/// A diagram's position and overlay.
pub struct Diagram {
    pub pos: Position,
    pub selected: Option<Cell>,
    pub path: Vec<Cell>,
    pub jumps: Vec<(Cell, Cell)>,
    pub will_roll: Vec<Cell>,
    pub last_path: Vec<Cell>,
    pub last_rolled: Vec<Cell>,
}

fn cells(names: &[&str]) -> Vec<Cell> {
    names.iter().filter_map(|n| parse_cell(n).ok()).collect()
}

/// The diagrams: `jump` (a Flame about to jump an enemy Sword), `rolled` (the same jump played:
/// the Sword came up an Ear) and `chain` (a Book two jumps into a chain, a third one offered).
pub fn diagram(name: &str) -> Option<Diagram> {
    let (position, origin, path, last): (&str, &str, &[&str], &[&str]) = match name {
        "jump" => ("SN S SFd3,NSd4,NBf5,NTe6", "d3", &["d5"], &[]),
        "rolled" => ("SN N SFd5,NEd4,NBf5,NTe6", "", &[], &["d3", "d5"]),
        "chain" => ("SN S SBc2,NSc3,NFd4,NEe5,NTb6", "c2", &["c4", "e4"], &[]),
        _ => return None,
    };
    let pos = Position::parse_position(position, &Options::default()).ok()?;
    let selected = parse_cell(origin).ok();
    let path = cells(path);
    let (jumps, will_roll) = match selected {
        Some(from) => (pos.jumps_from(from, &path), pos.move_for_path(from, &path).ok()?.rolled),
        None => (Vec::new(), Vec::new()),
    };
    let last_path = cells(last);
    // The die the last move jumped: between its two cells.
    let last_rolled = match last_path.as_slice() {
        [a, b] => vec![(a + b) / 2],
        _ => Vec::new(),
    };
    Some(Diagram { pos, selected, path, jumps, will_roll, last_path, last_rolled })
}
