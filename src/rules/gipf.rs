//! The diagrams of the GIPF rules (the text is `www/rules/gipf.html`).

use crate::input::gipf::{GipfInput, Phase};
use crate::render::{gipf as board, Canvas, Theme};
use engine::game::Game;
use engine::gipf::{parse_point, Action, Intro, Piece, Position, WHITE};

/// Draws one named diagram with the board renderer: a push with its ghost preview, a row of four
/// with its extension marked for removal, a row where a GIPF-piece may stay.
pub fn draw(name: &str, canvas: &Canvas, theme: &Theme) {
    let (position, dot) = match name {
        "push" => ("W:e2,e4 B:e3 10/11 W version=basic", Some("e1")),
        "row" => ("W:e2,e3,e4,e5 B:e6 8/11 W version=basic", None),
        "piece" => ("W:e2,e3,Ge4,e5 B:Ge8,e6 12/15 W", None),
        _ => return,
    };
    let Ok(pos) = Position::parse_position(position, &Default::default()) else { return };
    let dark = std::ptr::eq(theme, &crate::render::DARK);
    // The highlights come from the engine and the input, as in play.
    let mut input = GipfInput::default();
    let arrows = dot.and_then(parse_point).map(|d| input.arrows(&pos, d)).unwrap_or_default();
    input.dot = dot.and_then(parse_point);
    let ghosts: Vec<board::Ghost> = arrows
        .iter()
        .filter_map(|a| a.action)
        .map(|a| board::Ghost { moves: pos.push_preview(&a), new_piece: Piece::new(WHITE, Intro::Basic.kind()), full: true })
        .collect();
    let rows = pos.pending_rows();
    let chosen = input.chosen_row(&pos);
    let kept = match (input.removal(&pos), &chosen) {
        (Some(Action::Remove { points }), Some(r)) => r.points.iter().fold(0u64, |m, &s| m | 1 << s) & !points,
        _ => 0,
    };
    let overlay = board::Overlay {
        coords: false,
        flipped: false,
        view: Some((-2.3, -1.6, 2.3, 4.5)),
        cursor: None,
        chip_row: false,
        phase: if rows.is_empty() { Phase::Move } else { Phase::Removal },
        active_dots: &[],
        dot: input.dot,
        arrows: &arrows,
        hover_entry: arrows.first().map(|a| a.entry.entry),
        ghosts: &ghosts,
        usable_loaded: &[],
        loaded: None,
        jump_targets: &[],
        rows: &rows,
        chosen_row: chosen.as_ref(),
        kept,
        chips: [&[], &[]],
        bring: None,
        last_move: &[],
        hint: &[],
        last_removed: &[],
        hidden: &[],
        flying: &[],
    };
    board::draw(canvas, theme, dark, &pos, &overlay, &mut Default::default());
}
