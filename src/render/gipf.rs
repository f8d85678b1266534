//! The GIPF board: the hexagon of 37 spots and 24 dots with its 21 lines, pieces (GIPF-pieces as
//! stacks, loaded pieces with a potential coin on top, used potentials with their glyph), entry
//! arrows, ghost previews of a push, pending rows, and a tray per player for reserve, captures
//! and potentials. Units: neighbouring points are 1 apart; `e5` is the origin, White sits below.

mod piece;

pub use piece::{draw_piece, PieceSprites};
use piece::{stamp_disc, stamp_piece, stamp_ring};
use super::{cos, draw_layer, sin, Align, Canvas, Layer, Pen, TextStyle, Theme, Viewport};
use crate::i18n::{language::Language, msg};
use crate::input::gipf::{Arrow, Phase, Target};
use engine::gipf::{entries, is_dot, lines, point_axial, point_name, Intro, Kind, PendingRow, Piece, Position, Spot, BLACK, CENTRE, WHITE, LINES};
use std::f64::consts::TAU;

/// The board's rectangle; `chip_row` adds a row of chips to each tray (piece choices, potentials).
pub fn bounds(chip_row: bool) -> (f64, f64, f64, f64) {
    let h = if chip_row { 6.45 } else { 5.6 };
    (-4.6, -h, 4.6, h)
}
const SQRT3_2: f64 = 0.866_025_403_784_438_6;
pub const PIECE_R: f64 = 0.4;
const CHIP_R: f64 = 0.32;
const TRAY_LEFT: f64 = -4.05;
const CHIP_STEP: f64 = 0.92;

pub(crate) const WHITE_FILL: &str = "#f6f2ea";
const WHITE_EDGE: &str = "#6d5f4c";
pub(crate) const BLACK_FILL: &str = "#2b2724";
const BLACK_EDGE_LIGHT: &str = "#0d0b0a";
const BLACK_EDGE_DARK: &str = "#b3a999";
const COIN_FILL: &str = "#e0ad3e";
const COIN_EDGE: &str = "#7c5913";
const GLYPH: &str = "#3b2a06";
const REMOVE: &str = "#c8372d";

/// Centre of a point in board units.
pub fn centre(p: Spot) -> (f64, f64) {
    let (q, w) = point_axial(p);
    let (q, w) = (q as f64, w as f64);
    (q * SQRT3_2, q / 2.0 - w)
}

/// Trays are laid out in screen space: the player at the bottom of the screen (White, or Black
/// on a flipped board) has the tray below the hexagon. `scr` maps between screen space and
/// board units (a flip is a half-turn about the origin).
pub fn scr(flipped: bool, p: (f64, f64)) -> (f64, f64) {
    if flipped { (-p.0, -p.1) } else { p }
}
fn at_bottom(seat: u8, flipped: bool) -> bool {
    (seat == WHITE) != flipped
}
fn info_y(seat: u8, flipped: bool) -> f64 {
    if at_bottom(seat, flipped) { 5.05 } else { -5.05 }
}
fn chip_y(seat: u8, flipped: bool) -> f64 {
    if at_bottom(seat, flipped) { 5.9 } else { -5.9 }
}
/// A chip of a tray, in board units.
pub fn chip_centre(seat: u8, index: usize, flipped: bool) -> (f64, f64) {
    scr(flipped, (TRAY_LEFT + index as f64 * CHIP_STEP, chip_y(seat, flipped)))
}
/// Where a player's reserve is shown (removed own pieces fly there), in board units.
pub fn reserve_centre(seat: u8, flipped: bool) -> (f64, f64) {
    scr(flipped, (RESERVE_X, info_y(seat, flipped)))
}
/// Where a player's captures are shown, in board units.
pub fn captured_centre(seat: u8, flipped: bool) -> (f64, f64) {
    scr(flipped, (CAPTURED_X, info_y(seat, flipped)))
}
/// Screen x of a tray's reserve and captures.
const RESERVE_X: f64 = 0.3;
const CAPTURED_X: f64 = 2.75;
/// The tray's inner right edge, where its last text must end.
const TRAY_RIGHT: f64 = 4.4;
/// The coordinates toggle, top right in screen space.
pub const COORDS_TOGGLE: (f64, f64) = (4.05, -4.0);
pub fn coords_toggle(flipped: bool) -> (f64, f64) {
    scr(flipped, COORDS_TOGGLE)
}

/// A chip in a tray: a kind of piece to bring in, or potentials still in hand.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chip {
    pub intro: Intro,
    pub count: Option<u8>,
    /// The acting player may click it.
    pub clickable: bool,
}

/// A ghost preview of a Place or Push: every move `(from, to)`, the new piece first.
pub struct Ghost {
    pub moves: Vec<(Spot, Spot)>,
    pub new_piece: Piece,
    /// Full ghosts; otherwise only small direction marks on the pieces that would shift.
    pub full: bool,
}

/// A piece in flight between two board-unit points.
#[derive(Clone, Copy, Debug)]
pub struct Mover {
    pub piece: Piece,
    pub from: (f64, f64),
    pub to: (f64, f64),
}

/// What to draw besides the position.
pub struct Overlay<'a> {
    pub coords: bool,
    /// Seen from Black's side: a half-turn, Black's tray at the bottom.
    pub flipped: bool,
    /// A part of the board to show alone (diagrams): no trays, no coordinates toggle.
    pub view: Option<(f64, f64, f64, f64)>,
    /// The keyboard cursor.
    pub cursor: Option<Spot>,
    pub chip_row: bool,
    pub phase: Phase,
    pub active_dots: &'a [Spot],
    pub dot: Option<Spot>,
    pub arrows: &'a [Arrow],
    pub hover_entry: Option<u8>,
    pub ghosts: &'a [Ghost],
    pub usable_loaded: &'a [Spot],
    pub loaded: Option<Spot>,
    pub jump_targets: &'a [Spot],
    pub rows: &'a [PendingRow],
    pub chosen_row: Option<&'a PendingRow>,
    /// Points of the chosen row that stay.
    pub kept: u64,
    pub chips: [&'a [Chip]; 2],
    pub bring: Option<Intro>,
    pub last_move: &'a [Spot],
    pub last_removed: &'a [Spot],
    /// Spots whose piece is drawn by a mover instead.
    pub hidden: &'a [Spot],
    /// Pieces in flight, each at its current place.
    pub flying: &'a [(Piece, (f64, f64))],
    /// A suggested action's points (the hint): a push's dot and first spot, a jump's two
    /// spots, or a row's points.
    pub hint: &'a [Vec<Spot>],
}

fn dist(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// The arrow of an entry move: the point of its hit zone, between the dot and the first spot.
fn arrow_anchor(dot: Spot, first: Spot) -> (f64, f64) {
    let (a, b) = (centre(dot), centre(first));
    (a.0 + (b.0 - a.0) * 0.45, a.1 + (b.1 - a.1) * 0.45)
}

pub fn hit(ov_arrows: &[Arrow], chips: &[Chip], seat: u8, flipped: bool, x: f64, y: f64) -> Target {
    for a in ov_arrows {
        if dist(arrow_anchor(a.entry.dot, a.entry.first), (x, y)) <= 0.27 {
            return Target::Arrow(a.entry.entry);
        }
    }
    for (i, chip) in chips.iter().enumerate() {
        if chip.clickable && dist(chip_centre(seat, i, flipped), (x, y)) <= CHIP_R + 0.08 {
            return Target::Bring(chip.intro);
        }
    }
    if dist(coords_toggle(flipped), (x, y)) <= 0.35 {
        return Target::Coords;
    }
    (0..61u8).find(|&p| dist(centre(p), (x, y)) <= 0.46).map_or(Target::Nothing, Target::Point)
}

/// Corners of the hexagon through the six corner points at `radius` steps from the centre.
fn hexagon(radius: f64) -> Vec<(f64, f64)> {
    (0..6).map(|i| {
        let a = TAU / 6.0 * i as f64 - TAU / 4.0;
        (radius * cos(a), radius * sin(a))
    })
    .collect()
}

/// What the static layer depends on besides the canvas size: theme, coordinates, tray layout,
/// orientation, and what the trays show (none in a diagram).
/// Drawn again when the language changes: the layer holds the trays' and the toggle's words.
type StaticLayer = Layer<(Language, bool, bool, bool, bool, Option<TrayKey>)>;

/// What the trays show: they change only with a move or a choice, so they are drawn with the
/// board into its layer. Drawn there, their texts also set no font on the page's canvas, which
/// would make the browser recompute the page's style at once after the move list changed.
#[derive(PartialEq)]
struct TrayKey {
    to_move: u8,
    phase: Phase,
    reserve: [u8; 2],
    captured: [u8; 2],
    chips: [Vec<Chip>; 2],
    bring: Option<Intro>,
    safe: bool,
}

impl TrayKey {
    fn of(pos: &Position, ov: &Overlay) -> Self {
        TrayKey {
            to_move: pos.to_move(),
            phase: ov.phase,
            reserve: [pos.reserve(WHITE), pos.reserve(BLACK)],
            captured: [pos.captured(WHITE), pos.captured(BLACK)],
            chips: [ov.chips[0].to_vec(), ov.chips[1].to_vec()],
            bring: ov.bring,
            safe: super::safe_colours(),
        }
    }
}

/// What a GIPF board keeps between draws: the static layer, and the sprites its pieces and
/// markers are copied from.
#[derive(Default)]
pub struct Caches {
    layer: Option<StaticLayer>,
    sprites: PieceSprites,
}

fn draw_static(pen: &Pen, theme: &Theme, coords: bool, toggle: bool, width: f64, height: f64) {
    let ctx = pen.ctx;
    ctx.set_fill_style_str(theme.background);
    ctx.fill_rect(0.0, 0.0, width, height);
    pen.polygon(&hexagon(4.5));
    ctx.set_fill_style_str(theme.board);
    ctx.fill();
    ctx.set_stroke_style_str(theme.board_edge);
    pen.line_width(0.06);
    ctx.stroke();
    pen.polygon(&hexagon(3.45));
    ctx.set_fill_style_str(theme.cell);
    ctx.fill();

    ctx.set_stroke_style_str(theme.line);
    pen.line_width(0.035);
    ctx.begin_path();
    for line in lines() {
        let (a, b) = (centre(line.ends[0]), centre(line.ends[1]));
        pen.move_to(a.0, a.1);
        pen.line_to(b.0, b.1);
    }
    ctx.stroke();

    for p in 0..61u8 {
        let (x, y) = centre(p);
        if is_dot(p) {
            pen.circle(x, y, 0.11);
            ctx.set_fill_style_str(theme.board_edge);
            ctx.fill();
            if coords {
                let r = x.hypot(y).max(0.1);
                text(pen, &point_name(p), x + x / r * 0.42, y + y / r * 0.42, 0.24, theme.text, Align::Centre);
            }
        } else {
            pen.circle(x, y, if p == CENTRE { 0.1 } else { 0.055 });
            ctx.set_fill_style_str(theme.line);
            ctx.fill();
        }
    }

    if !toggle {
        return;
    }
    // In screen space, so it stays top right on a flipped board.
    let pen = &Pen { ctx, vp: Viewport { flip: None, ..pen.vp } };
    let (tx, ty) = COORDS_TOGGLE;
    pen.rounded_rect(tx - 0.32, ty - 0.22, 0.64, 0.44, 0.1);
    ctx.set_fill_style_str(if coords { theme.highlight } else { theme.background });
    ctx.fill();
    ctx.set_stroke_style_str(theme.line);
    pen.line_width(0.03);
    ctx.stroke();
    text(pen, "a1", tx, ty, 0.24, if coords { theme.background } else { theme.text }, Align::Centre);
    // Centred left of the toggle; a longer word is made smaller rather than run into it.
    let label = msg::board_gipf_coordinates();
    let style = TextStyle::label(pen.px(0.2).round().max(8.0), theme.text);
    pen.text(&label, tx - 1.05, ty, &style.fitted(ctx, &label, pen.px(1.4)));
}

pub fn draw(canvas: &Canvas, theme: &Theme, dark: bool, pos: &Position, ov: &Overlay, cache: &mut Caches) -> Viewport {
    let b = ov.view.unwrap_or_else(|| bounds(ov.chip_row));
    let vp = Viewport::fit(b, canvas.width, canvas.height).flipped(b, ov.flipped);
    let pen = Pen { ctx: &canvas.ctx, vp };
    let ctx = &canvas.ctx;
    let trays = ov.view.is_none();
    // The board itself changes only with the size, theme, coordinates toggle, tray layout and
    // orientation.
    cache.sprites.begin(canvas, vp);
    let sprites = &mut cache.sprites;
    let key = (crate::i18n::language::loaded(), dark, ov.coords, ov.chip_row && trays, ov.flipped, trays.then(|| TrayKey::of(pos, ov)));
    draw_layer(&mut cache.layer, canvas, key, |layer| {
        draw_static(&Pen { ctx: layer, vp }, theme, ov.coords, trays, canvas.width, canvas.height);
        if trays {
            // Trays are drawn in screen space, so the bottom player's tray is at the bottom.
            let tray_pen = Pen { ctx: layer, vp: Viewport { flip: None, ..vp } };
            for seat in [WHITE, BLACK] {
                draw_tray(&tray_pen, sprites, theme, dark, pos, ov, seat);
            }
        }
    });

    // Full lines cannot be entered from either end.
    let mut blocked = [false; LINES];
    for e in pos.entry_moves().iter().filter(|e| e.blocked) {
        blocked[entries()[e.entry as usize].line as usize] = true;
    }
    if blocked.contains(&true) {
        ctx.set_stroke_style_str(REMOVE);
        pen.line_width(0.07);
        let _ = ctx.set_line_dash(&js_dash(&[0.15 * vp.scale, 0.12 * vp.scale]));
        ctx.begin_path();
        for line in lines().iter().zip(blocked).filter_map(|(line, b)| b.then_some(line)) {
            let (a, b) = (centre(line.ends[0]), centre(line.ends[1]));
            pen.move_to(a.0, a.1);
            pen.line_to(b.0, b.1);
        }
        ctx.stroke();
        let _ = ctx.set_line_dash(&js_dash(&[]));
    }

    // Last move: the dot and every spot a piece moved to; removed points as dashed rings.
    for &p in ov.last_move {
        stamp_disc(&pen, sprites, centre(p), 0.47, theme.last_move);
    }
    for &p in ov.last_removed {
        let (x, y) = centre(p);
        pen.circle(x, y, 0.33);
        ctx.set_stroke_style_str(theme.highlight);
        pen.line_width(0.04);
        let _ = ctx.set_line_dash(&js_dash(&[0.08 * vp.scale, 0.08 * vp.scale]));
        ctx.stroke();
        let _ = ctx.set_line_dash(&js_dash(&[]));
    }

    // Pending rows: a band under the pieces, stronger for the row being decided.
    for row in ov.rows {
        let chosen = ov.chosen_row.is_some_and(|c| c.line == row.line);
        band(&pen, row, if chosen { 0.98 } else { 0.9 }, if chosen { theme.path } else { theme.last_move }, if chosen { 0.45 } else { 0.8 });
    }

    // A full ghost shows the result: the pieces it moves leave their spots.
    let moving: Vec<Spot> = ov.ghosts.iter().filter(|g| g.full).flat_map(|g| g.moves.iter().skip(1).map(|m| m.0)).collect();
    for p in 0..61u8 {
        if let Some(piece) = pos.piece_at(p) {
            if !ov.hidden.contains(&p) && !moving.contains(&p) {
                let (x, y) = centre(p);
                stamp_piece(&pen, sprites, dark, piece, x, y, PIECE_R);
            }
        }
    }

    // Removal marks: a cross on what goes, a ring on what stays, a dashed ring on what may toggle.
    if let Some(row) = ov.chosen_row {
        for &p in &row.points {
            let (x, y) = centre(p);
            let keep = ov.kept >> p & 1 == 1;
            if row.optional.contains(&p) {
                pen.circle(x, y, 0.5);
                ctx.set_stroke_style_str(theme.highlight);
                pen.line_width(0.04);
                let _ = ctx.set_line_dash(&js_dash(&[0.1 * vp.scale, 0.07 * vp.scale]));
                ctx.stroke();
                let _ = ctx.set_line_dash(&js_dash(&[]));
            }
            if keep {
                pen.circle(x, y, 0.44);
                ctx.set_stroke_style_str(theme.highlight);
                pen.line_width(0.09);
                ctx.stroke();
            } else {
                cross(&pen, x, y, 0.17, REMOVE, 0.09);
            }
        }
    }

    // Movable markers for the input in progress.
    if matches!(ov.phase, Phase::Move | Phase::Extra) {
        for &d in ov.active_dots {
            if ov.dot == Some(d) {
                stamp_disc(&pen, sprites, centre(d), 0.27, theme.path);
            } else {
                stamp_ring(&pen, sprites, centre(d), 0.2, 0.06, theme.highlight);
            }
        }
        for &s in ov.usable_loaded {
            let chosen = ov.loaded == Some(s);
            stamp_ring(&pen, sprites, centre(s), 0.48, if chosen { 0.09 } else { 0.045 }, if chosen { theme.path } else { theme.highlight });
        }
        for &s in ov.jump_targets {
            stamp_disc(&pen, sprites, centre(s), 0.15, theme.highlight);
        }
    }

    for g in ov.ghosts {
        draw_ghost(&pen, theme, dark, pos, g);
    }
    for a in ov.arrows {
        draw_arrow(&pen, theme, a, ov.hover_entry == Some(a.entry.entry));
    }

    if let Some(p) = ov.cursor {
        let (x, y) = centre(p);
        pen.circle(x, y, 0.52);
        ctx.set_stroke_style_str(theme.path);
        pen.line_width(0.06);
        let _ = ctx.set_line_dash(&js_dash(&[0.12 * vp.scale, 0.08 * vp.scale]));
        ctx.stroke();
        let _ = ctx.set_line_dash(&js_dash(&[]));
    }

    pen.hint_arrows(ov.hint, &centre, theme.highlight, 0.06);

    for &(piece, (x, y)) in ov.flying {
        stamp_piece(&pen, sprites, dark, piece, x, y, PIECE_R);
    }
    vp
}

fn js_dash(parts: &[f64]) -> wasm_bindgen::JsValue {
    let arr = js_sys::Array::new();
    for &p in parts {
        arr.push(&p.into());
    }
    arr.into()
}

/// A label of `size` board units, never under 8 CSS px.
fn text(pen: &Pen, s: &str, x: f64, y: f64, size: f64, colour: &str, align: Align) {
    pen.text(s, x, y, &TextStyle::label(pen.px(size).round().max(8.0), colour).align(align));
}

/// Left-aligned text at `at` that ends by `right` (board units), made smaller if need be.
fn fitted_text(pen: &Pen, s: &str, at: (f64, f64), right: f64, size: f64, colour: &str) {
    let style = TextStyle::label(pen.px(size).round().max(8.0), colour).align(Align::Left);
    pen.text(s, at.0, at.1, &style.fitted(pen.ctx, s, pen.px(right - at.0)));
}

fn cross(pen: &Pen, x: f64, y: f64, r: f64, colour: &str, width: f64) {
    pen.ctx.begin_path();
    pen.move_to(x - r, y - r);
    pen.line_to(x + r, y + r);
    pen.move_to(x + r, y - r);
    pen.line_to(x - r, y + r);
    pen.ctx.set_stroke_style_str(colour);
    pen.ctx.set_line_cap("round");
    pen.line_width(width);
    pen.ctx.stroke();
}

/// A translucent capsule along a row, under its pieces.
fn band(pen: &Pen, row: &PendingRow, width: f64, colour: &str, alpha: f64) {
    let (Some(&first), Some(&last)) = (row.points.first(), row.points.last()) else { return };
    let (a, b) = (centre(first), centre(last));
    pen.ctx.set_global_alpha(alpha);
    pen.ctx.begin_path();
    pen.move_to(a.0, a.1);
    pen.line_to(b.0, b.1);
    pen.ctx.set_stroke_style_str(colour);
    pen.ctx.set_line_cap("round");
    pen.line_width(width);
    pen.ctx.stroke();
    pen.ctx.set_global_alpha(1.0);
}

fn draw_arrow(pen: &Pen, theme: &Theme, arrow: &Arrow, hovered: bool) {
    let (d, f) = (centre(arrow.entry.dot), centre(arrow.entry.first));
    let (ux, uy) = (f.0 - d.0, f.1 - d.1);
    let at = |t: f64, side: f64| (d.0 + ux * t - uy * side, d.1 + uy * t + ux * side);
    let legal = arrow.action.is_some();
    let colour = if !legal { theme.line } else if hovered { theme.path } else { theme.highlight };
    let ctx = pen.ctx;
    ctx.begin_path();
    let (a, b) = (at(0.2, 0.0), at(0.5, 0.0));
    pen.move_to(a.0, a.1);
    pen.line_to(b.0, b.1);
    ctx.set_stroke_style_str(colour);
    ctx.set_line_cap("round");
    pen.line_width(if hovered { 0.12 } else { 0.09 });
    ctx.stroke();
    if legal {
        pen.polygon(&[at(0.68, 0.0), at(0.45, 0.15), at(0.45, -0.15)]);
        ctx.set_fill_style_str(colour);
        ctx.fill();
    } else {
        // A bar across: this line is full.
        ctx.begin_path();
        let (a, b) = (at(0.55, 0.16), at(0.55, -0.16));
        pen.move_to(a.0, a.1);
        pen.line_to(b.0, b.1);
        ctx.set_stroke_style_str(REMOVE);
        pen.line_width(0.09);
        ctx.stroke();
    }
}

fn draw_ghost(pen: &Pen, theme: &Theme, dark: bool, pos: &Position, g: &Ghost) {
    for (i, &(from, to)) in g.moves.iter().enumerate() {
        let piece = if i == 0 { Some(g.new_piece) } else { pos.piece_at(from) };
        let (a, b) = (centre(from), centre(to));
        if g.full {
            if let Some(p) = piece {
                draw_piece(pen, dark, p, b.0, b.1, PIECE_R, 0.72);
            }
        }
        if i > 0 || g.full {
            // A short mark from the piece towards where it goes.
            let (ux, uy) = (b.0 - a.0, b.1 - a.1);
            let (s, e) = ((a.0 + ux * 0.25, a.1 + uy * 0.25), (a.0 + ux * 0.62, a.1 + uy * 0.62));
            pen.ctx.begin_path();
            pen.move_to(s.0, s.1);
            pen.line_to(e.0, e.1);
            pen.ctx.set_stroke_style_str(theme.path);
            pen.ctx.set_line_cap("round");
            pen.line_width(0.07);
            pen.ctx.stroke();
            pen.polygon(&[(a.0 + ux * 0.74, a.1 + uy * 0.74), (e.0 - uy * 0.1, e.1 + ux * 0.1), (e.0 + uy * 0.1, e.1 - ux * 0.1)]);
            pen.ctx.set_fill_style_str(theme.path);
            pen.ctx.fill();
        }
    }
}


fn draw_tray(pen: &Pen, sprites: &mut PieceSprites, theme: &Theme, dark: bool, pos: &Position, ov: &Overlay, seat: u8) {
    let ctx = pen.ctx;
    let acting = ov.phase != Phase::Over && pos.to_move() == seat;
    let f = ov.flipped;
    let (iy, cy) = (info_y(seat, f), chip_y(seat, f));
    let (top, height) = match (ov.chip_row, at_bottom(seat, f)) {
        (false, _) => (iy - 0.45, 0.9),
        (true, true) => (iy - 0.45, 1.75),
        (true, false) => (cy - 0.45, 1.75),
    };
    pen.rounded_rect(-4.5, top, 9.0, height, 0.18);
    ctx.set_fill_style_str(theme.board);
    ctx.set_global_alpha(if acting { 0.55 } else { 0.25 });
    ctx.fill();
    ctx.set_global_alpha(1.0);
    ctx.set_stroke_style_str(if acting { theme.highlight } else { theme.line });
    pen.line_width(if acting { 0.07 } else { 0.025 });
    ctx.stroke();

    // In screen space. Each text is shrunk, if need be, to end before the next icon: phones
    // are narrow.
    let icon = 0.2;
    let doing_x = TRAY_LEFT + 1.55;
    stamp_piece(pen, sprites, dark, Piece::new(seat, Kind::Basic), TRAY_LEFT, iy, 0.24);
    let name = crate::i18n::seat_name(engine::gipf::seat_name(seat));
    fitted_text(pen, &name, (TRAY_LEFT + 0.36, iy), doing_x - 0.1, 0.32, theme.text);
    if acting {
        let doing = match ov.phase {
            Phase::Removal => msg::board_gipf_tray_removes(),
            Phase::Extra => msg::board_gipf_tray_extra(),
            _ => msg::board_gipf_tray_to_move(),
        };
        fitted_text(pen, &doing, (doing_x, iy), RESERVE_X - icon - 0.1, 0.26, theme.highlight);
    }
    stamp_piece(pen, sprites, dark, Piece::new(seat, Kind::Basic), RESERVE_X, iy + 0.06, icon);
    stamp_piece(pen, sprites, dark, Piece::new(seat, Kind::Basic), RESERVE_X, iy - 0.04, icon);
    let reserve = msg::board_gipf_tray_reserve(pos.reserve(seat));
    fitted_text(pen, &reserve, (RESERVE_X + 0.3, iy), CAPTURED_X - icon - 0.1, 0.27, theme.text);
    stamp_piece(pen, sprites, dark, Piece::new(1 - seat, Kind::Basic), CAPTURED_X, iy, icon);
    let captured = msg::board_gipf_tray_captured(pos.captured(seat));
    fitted_text(pen, &captured, (CAPTURED_X + 0.3, iy), TRAY_RIGHT, 0.27, theme.text);

    for (i, chip) in ov.chips[seat as usize].iter().enumerate() {
        let (x, y) = scr(f, chip_centre(seat, i, f));
        let selected = chip.clickable && ov.bring == Some(chip.intro);
        if selected {
            stamp_disc(pen, sprites, (x, y), CHIP_R + 0.09, theme.path);
        } else if chip.clickable {
            stamp_ring(pen, sprites, (x, y), CHIP_R + 0.07, 0.04, theme.highlight);
        }
        stamp_piece(pen, sprites, dark, Piece::new(seat, chip.intro.kind()), x, y, CHIP_R);
        if let Some(n) = chip.count {
            text(pen, &format!("{n}"), x + CHIP_R + 0.12, y + 0.18, 0.22, theme.text, Align::Centre);
        }
    }
}
