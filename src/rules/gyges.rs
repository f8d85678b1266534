//! The diagrams of the Gygès rules (the text is `www/rules/gyges.html`).

use crate::input::gyges::Hint;
use crate::render::{gyges as board, Canvas, Theme};
use engine::game::Game;
use engine::gyges::{parse_square, Position, StopKind};

/// Draws one named diagram with the board renderer.
pub fn draw(name: &str, canvas: &Canvas, theme: &Theme) {
    let (position, path): (&str, &[&str]) = match name {
        "move" => ("....../....../....../....../....../..2... S", &[]),
        "bounce" => ("....../....../....../....../..3.../..1... S", &["c2"]),
        _ => return,
    };
    let Ok(pos) = Position::parse_position(position, &Default::default()) else { return };
    let (Ok(from), Ok(path)) = (parse_square("c1"), path.iter().map(|p| parse_square(p)).collect::<Result<Vec<_>, _>>()) else { return };
    // The highlighted squares come from the engine, as in play.
    let hints: Vec<_> = pos.next_stops(from, &path).into_iter().map(|s| (s.square, if s.kind == StopKind::End { Hint::End } else { Hint::Bounce })).collect();
    let overlay = board::Overlay {
        hints: &hints,
        selected: Some(from),
        path: &path,
        tray_size: None,
        last_move: &[],
        flying: None,
        cursor: None,
        flipped: false,
        hint: &[],
    };
    board::draw(canvas, theme, &pos, &overlay, &mut None);
}
