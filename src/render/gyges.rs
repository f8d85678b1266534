//! The Gygès board: the upright 6×6 grid inside a hexagon-shaped outline, goals at both points
//! with converging lines, and rings of one, two or three concentric circles.
//! Units: one square = 1. Rank 6 is at the top; South sits at the bottom.

use super::{draw_layer, Canvas, Layer, Pen, TextStyle, Theme, Viewport};
use crate::input::gyges::{Hint, Target};
use engine::gyges::{Position, Square, GOAL_N, GOAL_S};

pub const BOUNDS: (f64, f64, f64, f64) = (-1.0, -2.05, 7.0, 8.05);
const PIECE_R: f64 = 0.4;
const GOAL_R: f64 = 0.55;

/// Centre of a square or goal in board units.
pub fn centre(sq: Square) -> (f64, f64) {
    match sq {
        GOAL_N => (3.0, -1.0),
        GOAL_S => (3.0, 7.0),
        _ => ((sq % 6) as f64 + 0.5, (5 - sq / 6) as f64 + 0.5),
    }
}

/// Tray slot of a piece size for the seat placing: South's along the outline's lower right edge,
/// just outside it and inside `BOUNDS`; North's the same turned round the board's centre.
pub fn tray_centre(seat: u8, size: u8) -> (f64, f64) {
    let i = (size - 1) as f64;
    let (x, y) = (4.77 + 0.75 * i, 7.63 - 0.4 * i);
    if seat == 0 { (x, y) } else { (6.0 - x, 6.0 - y) }
}

pub fn hit(pos: &Position, x: f64, y: f64) -> Target {
    if (0.0..6.0).contains(&x) && (0.0..6.0).contains(&y) {
        let (f, r) = (x as u8, 5 - y as u8);
        return Target::Square(r * 6 + f);
    }
    for goal in [GOAL_N, GOAL_S] {
        let (gx, gy) = centre(goal);
        if (x - gx).hypot(y - gy) <= GOAL_R + 0.15 {
            return Target::Square(goal);
        }
    }
    if pos.in_setup() {
        for size in 1..=3 {
            let (tx, ty) = tray_centre(pos.to_move(), size);
            if (x - tx).hypot(y - ty) <= 0.45 {
                return Target::Tray(size);
            }
        }
    }
    Target::Nothing
}

/// What to draw besides the position.
pub struct Overlay<'a> {
    pub hints: &'a [(Square, Hint)],
    pub selected: Option<Square>,
    pub path: &'a [Square],
    pub tray_size: Option<u8>,
    /// Squares along the last move, step by step.
    pub last_move: &'a [Square],
    /// A piece in flight: its size and where it is now, and the square left empty meanwhile.
    pub flying: Option<(u8, (f64, f64), Square)>,
    /// The keyboard cursor.
    pub cursor: Option<Square>,
    /// A suggested move: its squares step by step (a placement is one square).
    pub hint: &'a [Vec<Square>],
    /// Seen from North's side.
    pub flipped: bool,
}

/// The cached static board, keyed by theme, orientation and the mover's letter (the row it
/// points at and whose turn): drawn there, the letter's text adds no work on the page's canvas,
/// where any text makes the browser bring the page's style up to date first.
pub type BoardLayer = Layer<(&'static str, bool, Option<(u8, u8)>)>;

pub fn draw(canvas: &Canvas, theme: &Theme, pos: &Position, ov: &Overlay, cache: &mut Option<BoardLayer>) -> Viewport {
    let vp = Viewport::fit(BOUNDS, canvas.width, canvas.height).flipped(BOUNDS, ov.flipped);
    let pen = Pen { ctx: &canvas.ctx, vp };
    let ctx = &canvas.ctx;
    // The playable row, tinted, and the mover's letter pointing at it: whose turn, which row.
    let playable_row = if pos.in_setup() { None } else { pos.playable_row() };
    let letter = playable_row.filter(|_| status_turn(pos)).map(|row| (row, pos.to_move()));
    draw_layer(cache, canvas, (theme.board, ov.flipped, letter), |layer| {
        let pen = Pen { ctx: layer, vp };
        draw_board(&pen, theme, canvas.width, canvas.height);
        if let Some((row, mover)) = letter {
            let y = centre(row * 6).1;
            pen.text(if mover == 0 { "S▸" } else { "N▸" }, -0.72, y, &TextStyle::label(pen.px(0.26).round(), theme.path));
        }
    });
    if let Some(row) = playable_row {
        for f in 0..6u8 {
            let (x, y) = centre(row * 6 + f);
            pen.rounded_rect(x - 0.42, y - 0.42, 0.84, 0.84, 0.14);
            ctx.set_fill_style_str(theme.last_move);
            ctx.fill();
        }
    }

    pen.polyline(ov.last_move.iter().map(|&s| centre(s)), theme.last_move, 0.16);

    // The goals too: the winning ring stays where it arrived.
    for sq in 0..38u8 {
        let size = pos.size_at(sq);
        if size > 0 && ov.flying.map(|f| f.2) != Some(sq) {
            let (x, y) = centre(sq);
            piece(&pen, theme, x, y, size);
        }
    }

    for &(sq, hint) in ov.hints {
        let (x, y) = centre(sq);
        match hint {
            Hint::End | Hint::Drop => {
                pen.circle(x, y, if sq >= 36 { 0.3 } else { 0.15 });
                ctx.set_fill_style_str(if hint == Hint::Drop { theme.path } else { theme.highlight });
                ctx.fill();
            }
            Hint::Bounce | Hint::Movable | Hint::Replace => {
                pen.circle(x, y, if hint == Hint::Replace { 0.3 } else { 0.47 });
                ctx.set_stroke_style_str(if hint == Hint::Replace { theme.path } else { theme.highlight });
                pen.line_width(if hint == Hint::Movable { 0.05 } else { 0.08 });
                ctx.stroke();
            }
        }
    }

    pen.hint_arrows(ov.hint, &centre, theme.highlight, 0.07);

    if let Some(from) = ov.selected {
        let (x, y) = centre(from);
        pen.circle(x, y, 0.47);
        ctx.set_stroke_style_str(theme.path);
        pen.line_width(0.1);
        ctx.stroke();
        pen.polyline(std::iter::once(from).chain(ov.path.iter().copied()).map(centre), theme.path, 0.07);
        for (i, &s) in ov.path.iter().enumerate() {
            let (x, y) = centre(s);
            pen.circle(x + 0.3, y - 0.3, 0.14);
            ctx.set_fill_style_str(theme.path);
            ctx.fill();
            pen.text(&(i + 1).to_string(), x + 0.3, y - 0.3, &TextStyle::label(pen.px(0.18).round(), theme.piece));
        }
    }

    if pos.in_setup() {
        let seat = pos.to_move();
        let tray = pos.tray(seat);
        for size in 1..=3u8 {
            let (x, y) = tray_centre(seat, size);
            let left = tray[size as usize - 1];
            if ov.tray_size == Some(size) {
                pen.circle(x, y, 0.46);
                ctx.set_stroke_style_str(theme.path);
                pen.line_width(0.08);
                ctx.stroke();
            }
            if left > 0 {
                piece(&pen, theme, x, y, size);
            }
            // The count beside the piece, away from the outline.
            let side = if seat == 0 { 1.0 } else { -1.0 };
            pen.text(&format!("×{left}"), x + 0.5 * side, y + 0.22 * side, &TextStyle::label(pen.px(0.24).round(), theme.text));
        }
    }

    if let Some(sq) = ov.cursor {
        let (x, y) = centre(sq);
        pen.rounded_rect(x - 0.5, y - 0.5, 1.0, 1.0, 0.16);
        ctx.set_stroke_style_str(theme.path);
        pen.line_width(0.05);
        let dash = js_sys::Array::of2(&(0.12 * vp.scale).into(), &(0.08 * vp.scale).into());
        let _ = ctx.set_line_dash(&dash);
        ctx.stroke();
        let _ = ctx.set_line_dash(&js_sys::Array::new());
    }

    if let Some((size, (x, y), _)) = ov.flying {
        piece(&pen, theme, x, y, size);
    }
    vp
}

/// A ring piece: a disc with `size` concentric circles.
pub fn piece(pen: &Pen, theme: &Theme, x: f64, y: f64, size: u8) {
    pen.circle(x, y, PIECE_R);
    pen.ctx.set_fill_style_str(theme.piece);
    pen.ctx.fill();
    pen.ctx.set_stroke_style_str(theme.piece_edge);
    pen.line_width(0.015);
    pen.ctx.stroke();
    // Bold rings, one per unit of size, so 1/2/3 read at a glance.
    pen.ctx.set_stroke_style_str(theme.ring);
    for i in 0..size {
        pen.circle(x, y, 0.29 - 0.095 * i as f64);
        pen.line_width(0.06);
        pen.ctx.stroke();
    }
}

/// The board without pieces: outline, lines, squares, labels and goals. It changes only with
/// the canvas size, the theme and the orientation, so it is drawn once into a layer.
fn draw_board(pen: &Pen, theme: &Theme, width: f64, height: f64) {
    let ctx = pen.ctx;
    ctx.set_fill_style_str(theme.background);
    ctx.fill_rect(0.0, 0.0, width, height);

    // Outline: an elongated hexagon with the goals at its points.
    pen.polygon(&[(3.0, -1.95), (6.45, -0.1), (6.45, 6.1), (3.0, 7.95), (-0.45, 6.1), (-0.45, -0.1)]);
    ctx.set_fill_style_str(theme.board);
    ctx.fill();
    ctx.set_stroke_style_str(theme.board_edge);
    pen.line_width(0.06);
    ctx.stroke();

    // Converging lines to the goals and the lattice joining square centres.
    ctx.set_stroke_style_str(theme.line);
    pen.line_width(0.03);
    ctx.begin_path();
    for f in 0..6 {
        let x = f as f64 + 0.5;
        pen.move_to(x, 0.5);
        pen.line_to(3.0, -1.0);
        pen.move_to(x, 5.5);
        pen.line_to(3.0, 7.0);
        pen.move_to(x, 0.5);
        pen.line_to(x, 5.5);
        pen.move_to(0.5, x);
        pen.line_to(5.5, x);
    }
    ctx.stroke();

    // Squares.
    for sq in 0..36u8 {
        let (x, y) = centre(sq);
        pen.rounded_rect(x - 0.42, y - 0.42, 0.84, 0.84, 0.14);
        ctx.set_fill_style_str(theme.cell);
        ctx.fill();
    }
    for r in 0..6u8 {
        pen.text(&(r + 1).to_string(), -0.22, 5.5 - r as f64, &TextStyle::label(pen.px(0.22).round(), theme.text));
    }
    for f in 0..6u8 {
        pen.text(&((b'a' + f) as char).to_string(), f as f64 + 0.5, 6.2, &TextStyle::label(pen.px(0.22).round(), theme.text));
    }
    for (goal, label) in [(GOAL_N, "N"), (GOAL_S, "S")] {
        let (x, y) = centre(goal);
        pen.circle(x, y, GOAL_R);
        ctx.set_fill_style_str(theme.cell);
        ctx.fill();
        ctx.set_stroke_style_str(theme.board_edge);
        pen.line_width(0.05);
        ctx.stroke();
        pen.text(label, x, y, &TextStyle::label(pen.px(0.36).round(), theme.text));
    }

}

/// The game goes on (a finished position shows no turn).
fn status_turn(pos: &Position) -> bool {
    matches!(engine::game::Game::status(pos), engine::game::Status::Turn(_))
}
