//! The Table Gype board: a cloth with 96 cells (a 10×10 frame without corners), dice drawn as
//! small cubes, and the overlay of the move being entered.
//!
//! Units: one cell = 1. Cell (x, y) covers [x, x+1] × [9-y, 10-y]: rank 0 (South's row) is at the
//! bottom. The cloth adds a margin for coordinates and the edge lines.

pub mod cloth;
pub mod dice;

use super::{cos, sin, Align, Canvas, Pen, Sprites, TextStyle, Theme, Viewport, DARK};
use crate::i18n::msg;
use cloth::{Cloth, ClothKey};
use dice::{side_colours, Atlas, SPRITE};
use engine::game::Game;
use engine::gype::{cell_at, cell_name, cell_xy, Cell, Face, Move, Position, Side};

pub const MARGIN: f64 = 0.78;
/// Width of the coloured hem outside each home row.
pub const HEM: f64 = 0.1;
pub const BOUNDS: Rect = (-MARGIN, -MARGIN, 10.0 + MARGIN, 10.0 + MARGIN);

/// A point in board units.
pub type Point = (f64, f64);
/// x, y, width, height in board units.
pub type Rect = (f64, f64, f64, f64);

pub use crate::render::new_offscreen;

/// Top-left corner of a cell.
pub fn cell_rect(c: Cell) -> (f64, f64) {
    let (x, y) = cell_xy(c);
    (x as f64, (9 - y) as f64)
}

pub fn centre(c: Cell) -> (f64, f64) {
    let (x, y) = cell_rect(c);
    (x + 0.5, y + 0.5)
}

pub fn cell_from_point(x: f64, y: f64) -> Option<Cell> {
    if !(0.0..10.0).contains(&x) || !(0.0..10.0).contains(&y) {
        return None;
    }
    cell_at(x as i32, 9 - y as i32)
}

/// The corner patch where a side's tally is shown: at its right hand as it sits.
pub fn corner(side: Side) -> (f64, f64) {
    match side {
        Side::South => (9.5, 9.5),
        Side::West => (0.5, 9.5),
        Side::North => (0.5, 0.5),
        Side::East => (9.5, 0.5),
    }
}

/// What a press on the board hit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Target {
    Cell(Cell),
    /// A face in the set-up face picker.
    Face(Face),
    /// An alternative in the move chooser.
    Choice(usize),
    /// The roll button beside the selected die.
    Roll,
    /// Outside every popup and cell.
    Nothing,
}

/// Popups over the board, for hit-testing and drawing.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Popups {
    /// The face picker beside this die.
    pub picker: Option<Cell>,
    /// The chooser for moves ending on this cell, with this many rows.
    pub chooser: Option<(Cell, usize)>,
    /// The roll button beside this die.
    pub roll: Option<Cell>,
}

const ROLL_R: f64 = 0.23;

pub fn roll_button(c: Cell) -> (f64, f64) {
    let (x, y) = centre(c);
    // Toward the board's middle, so it never leaves the cloth.
    let dx = if x < 5.0 { 0.5 } else { -0.5 };
    (x + dx, y - 0.5)
}

/// A popup box of `w`×`h` near cell `c`, above it in the lower half and below it in the upper.
fn popup_box(c: Cell, w: f64, h: f64) -> (f64, f64) {
    let (cx, cy) = centre(c);
    let y = if cy > 5.0 { cy - 0.65 - h } else { cy + 0.65 };
    // max/min, not clamp: clamp's panic message would link float formatting into the wasm.
    let x = (cx - w / 2.0).min(BOUNDS.2 - 0.05 - w).max(BOUNDS.0 + 0.05);
    (x, y)
}

const PICK: f64 = 0.95;

/// The face picker: a 3×2 grid of faces; returns the box and each face's centre.
pub fn picker_layout(c: Cell) -> (Rect, Vec<(Face, Point)>) {
    let (w, h) = (3.0 * PICK + 0.2, 2.0 * PICK + 0.2);
    let (x, y) = popup_box(c, w, h);
    let faces = Face::ALL.iter().enumerate().map(|(i, &f)| (f, (x + 0.1 + PICK * ((i % 3) as f64 + 0.5), y + 0.1 + PICK * ((i / 3) as f64 + 0.5)))).collect();
    ((x, y, w, h), faces)
}

const ROW_H: f64 = 0.62;
const CHOOSER_W: f64 = 5.2;

/// The chooser: one row per alternative; returns the box and each row's top-left.
pub fn chooser_layout(c: Cell, rows: usize) -> (Rect, Vec<Point>) {
    let h = ROW_H * (rows as f64 + 1.0) + 0.1;
    let (x, y) = popup_box(c, CHOOSER_W, h);
    let tops = (0..rows).map(|i| (x + 0.05, y + 0.05 + ROW_H * (i as f64 + 1.0))).collect();
    ((x, y, CHOOSER_W, h), tops)
}

fn inside((x, y, w, h): Rect, px: f64, py: f64) -> bool {
    px >= x && px <= x + w && py >= y && py <= y + h
}

pub fn hit(popups: &Popups, x: f64, y: f64) -> Target {
    if let Some(c) = popups.picker {
        let (rect, faces) = picker_layout(c);
        if inside(rect, x, y) {
            let near = faces.into_iter().find(|(_, (fx, fy))| (x - fx).abs() <= PICK / 2.0 && (y - fy).abs() <= PICK / 2.0);
            return near.map(|(f, _)| Target::Face(f)).unwrap_or(Target::Nothing);
        }
    }
    if let Some((c, n)) = popups.chooser {
        let (rect, tops) = chooser_layout(c, n);
        if inside(rect, x, y) {
            let row = tops.iter().position(|&(_, ty)| y >= ty && y < ty + ROW_H);
            return row.map(Target::Choice).unwrap_or(Target::Nothing);
        }
    }
    if let Some(c) = popups.roll {
        let (bx, by) = roll_button(c);
        if (x - bx).hypot(y - by) <= ROLL_R + 0.05 {
            return Target::Roll;
        }
    }
    cell_from_point(x, y).map(Target::Cell).unwrap_or(Target::Nothing)
}

/// A die being rolled: drawn with a passing face, turned and lifted.
pub struct Tumble {
    pub cell: Cell,
    pub face: Face,
    pub angle: f64,
    pub zoom: f64,
}

/// What to draw besides the position.
#[derive(Default)]
pub struct Overlay<'a> {
    pub selected: Option<Cell>,
    pub path: &'a [Cell],
    pub steps: &'a [Cell],
    pub jumps: &'a [(Cell, Cell)],
    pub leaps: &'a [(Cell, Vec<Cell>)],
    /// Dice the chain entered so far will roll.
    pub will_roll: &'a [Cell],
    /// The player's dice that can move (shown when nothing is selected).
    pub movable: &'a [Cell],
    /// The last move: origin and landings.
    pub last_path: &'a [Cell],
    pub last_rolled: &'a [Cell],
    /// A die lifted off its cell: its cell is drawn empty.
    pub hidden: Option<Cell>,
    /// The die in flight: its side, face, board point and zoom.
    pub flying: Option<(Side, Face, (f64, f64), f64)>,
    pub tumbling: &'a [Tumble],
    pub popups: Popups,
    /// The chooser's alternatives and the highlighted one.
    pub choices: &'a [Move],
    pub choice_hover: usize,
    /// Seat to act, to mark its tally.
    pub to_move: Option<u8>,
    /// Ignore input styling while pieces move.
    pub quiet: bool,
    /// The keyboard cursor.
    pub cursor: Option<Cell>,
    /// The face the keyboard picks out in the open face picker.
    pub face_cursor: Option<Face>,
    /// A suggested action's cells (the hint): a move's origin and landings, or one cell.
    pub hint: &'a [Vec<Cell>],
}

/// The board view: its caches and the viewport of the last draw.
pub struct View {
    cloth: Option<Cloth>,
    atlas: Option<Atlas>,
    tallies: Sprites<TallyKey>,
    pub vp: Viewport,
}

impl Default for View {
    fn default() -> Self {
        View { cloth: None, atlas: None, tallies: Sprites::default(), vp: Viewport::fit(BOUNDS, 1.0, 1.0) }
    }
}

/// What a side's tally shows: its count home, whether it acts, in which palette. Copied from a
/// sprite, its count adds no text to the page's canvas, where any text makes the browser bring
/// the page's style up to date first.
#[derive(Clone, Copy, PartialEq)]
struct TallyKey {
    side: Side,
    home: u8,
    acting: bool,
    safe: bool,
}

struct Palette {
    step: &'static str,
    jump: &'static str,
    leap: &'static str,
    path: &'static str,
    roll: &'static str,
    last: &'static str,
    panel: &'static str,
    panel_text: &'static str,
    ink: &'static str,
    cursor: &'static str,
    cursor_halo: &'static str,
}

fn palette(dark: bool) -> Palette {
    if dark {
        Palette { step: "#7fe0bf", jump: "#ffb347", leap: "#c9a2ff", path: "#ff9a6b", roll: "#ffd166", last: "rgba(255,230,150,0.30)", panel: "rgba(30,32,36,0.96)", panel_text: "#efe6d4", ink: "#e0d6c2", cursor: "#ffffff", cursor_halo: "rgba(0,0,0,0.6)" }
    } else {
        Palette { step: "#1f7a5c", jump: "#c25a12", leap: "#6b3fb5", path: "#c0392b", roll: "#b8860b", last: "rgba(70,50,20,0.22)", panel: "rgba(255,253,248,0.97)", panel_text: "#2a2622", ink: "#4a3a2a", cursor: "#1a1410", cursor_halo: "rgba(255,255,255,0.7)" }
    }
}

impl View {
    /// Redraws everything: the cached cloth, then the dice and the overlay.
    pub fn draw(&mut self, canvas: &Canvas, theme: &Theme, pos: &Position, ov: &Overlay) {
        self.draw_region(canvas, theme, pos, ov, BOUNDS);
    }

    /// Draws the part of the board inside `region` (x0, y0, x1, y1 in board units), fitted to
    /// the canvas: the rules pane's diagrams show a few cells this way.
    pub fn draw_region(&mut self, canvas: &Canvas, theme: &Theme, pos: &Position, ov: &Overlay, region: (f64, f64, f64, f64)) {
        let vp = Viewport::fit(region, canvas.width, canvas.height);
        self.vp = vp;
        let dark = theme.background == DARK.background;
        let ctx = &canvas.ctx;
        let dpr = canvas.element.width() as f64 / canvas.width.max(1.0);
        let safe = crate::render::safe_colours();
        let key = ClothKey { width: canvas.element.width(), height: canvas.element.height(), dark, seats: pos.options().seats, safe, language: crate::i18n::language::loaded() };
        if self.cloth.as_ref().map(|c| c.key) != Some(key) {
            self.cloth = Cloth::new(key, vp, dpr, theme.background);
        }
        let sprite_px = (SPRITE * vp.scale * dpr).round();
        if self.atlas.as_ref().map(|a| (a.px, a.safe)) != Some((sprite_px.max(8.0), safe)) {
            self.atlas = Atlas::new(sprite_px);
        }
        match &self.cloth {
            Some(cloth) => {
                ctx.save();
                let _ = ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
                let _ = ctx.draw_image_with_html_canvas_element(&cloth.canvas, 0.0, 0.0);
                ctx.restore();
            }
            None => canvas.clear(theme.background),
        }
        let pen = Pen { ctx, vp };
        let pal = palette(dark);

        self.tallies.begin(canvas, vp);
        tallies(&pen, &mut self.tallies, pos, ov.to_move, &pal);

        // The last move: its path and the dice it rolled.
        if !ov.quiet {
            pen.polyline(ov.last_path.iter().map(|&c| centre(c)), pal.last, 0.14);
            for &c in ov.last_rolled {
                let (x, y) = centre(c);
                pen.rounded_rect(x - 0.47, y - 0.47, 0.94, 0.94, 0.16);
                ctx.set_fill_style_str(pal.last);
                ctx.fill();
            }
        }

        // Where the selected die can go, under the dice.
        for &c in ov.steps {
            let (x, y) = centre(c);
            pen.circle(x, y, 0.16);
            ctx.set_fill_style_str(pal.step);
            ctx.fill();
        }
        for (land, passed) in ov.leaps {
            let (x, y) = centre(*land);
            if let Some(from) = ov.selected {
                hat_leg(&pen, from, *land, pal.leap);
            }
            pen.polygon(&[(x, y - 0.2), (x + 0.2, y), (x, y + 0.2), (x - 0.2, y)]);
            ctx.set_fill_style_str(pal.leap);
            ctx.fill();
            for &p in passed {
                roll_mark(&pen, p, pal.leap, false);
            }
        }
        for &(land, _) in ov.jumps {
            let (x, y) = centre(land);
            pen.circle(x, y, 0.3);
            ctx.set_stroke_style_str(pal.jump);
            pen.line_width(0.08);
            ctx.stroke();
            pen.circle(x, y, 0.08);
            ctx.set_fill_style_str(pal.jump);
            ctx.fill();
        }

        // The dice.
        let size = SPRITE * vp.scale;
        let snap = |v: f64| (v * dpr).round() / dpr;
        if let Some(atlas) = &self.atlas {
            for seat in 0..pos.seat_count() as u8 {
                let side = pos.side(seat);
                for c in pos.pieces_of(seat) {
                    if ov.hidden == Some(c) || ov.tumbling.iter().any(|t| t.cell == c) {
                        continue;
                    }
                    let Some((_, face)) = pos.piece_at(c) else { continue };
                    let (x, y) = centre(c);
                    let (px, py) = vp.to_css(x, y);
                    atlas.blit(ctx, side, face, (snap(px), snap(py)), size, (0.0, 1.0));
                    if pos.is_finished_piece(c) {
                        finished_mark(&pen, c);
                    }
                }
            }
            for t in ov.tumbling {
                if let Some((seat, _)) = pos.piece_at(t.cell) {
                    let (x, y) = centre(t.cell);
                    let (px, py) = vp.to_css(x, y);
                    atlas.blit(ctx, pos.side(seat), t.face, (px, py), size, (t.angle, t.zoom));
                }
            }
        }

        if !ov.quiet && ov.selected.is_none() {
            for &c in ov.movable {
                let (x, y) = centre(c);
                pen.rounded_rect(x - 0.46, y - 0.46, 0.92, 0.92, 0.16);
                ctx.set_stroke_style_str(pal.step);
                pen.line_width(0.04);
                ctx.stroke();
            }
        }

        // The chain being entered: the selected die, the path with numbered landings, and a
        // mark on every die it will roll.
        if let Some(from) = ov.selected {
            let (x, y) = centre(from);
            pen.rounded_rect(x - 0.48, y - 0.48, 0.96, 0.96, 0.17);
            // The frame in the mover's colour (4 players: whose die it is).
            ctx.set_stroke_style_str(ov.to_move.map_or(pal.path, |s| side_colours(pos.side(s)).0));
            pen.line_width(0.09);
            ctx.stroke();
            pen.polyline(std::iter::once(from).chain(ov.path.iter().copied()).map(centre), pal.path, 0.08);
            for (i, &c) in ov.path.iter().enumerate() {
                let (x, y) = centre(c);
                pen.circle(x, y, 0.2);
                ctx.set_fill_style_str(pal.path);
                ctx.fill();
                label(&pen, &(i + 1).to_string(), x, y, 0.24, "#ffffff", Align::Centre);
            }
            for &c in ov.will_roll {
                roll_mark(&pen, c, pal.roll, true);
            }
        }

        if let (Some(atlas), Some((side, face, (x, y), zoom))) = (&self.atlas, ov.flying) {
            let (px, py) = vp.to_css(x, y);
            atlas.blit(ctx, side, face, (px, py), size, (0.0, zoom));
        }

        if !ov.quiet {
            pen.hint_arrows(ov.hint, &centre, pal.step, 0.08);
        }

        if let Some(c) = ov.cursor {
            let (x, y) = centre(c);
            cursor_box(&pen, x, y, 1.0, &pal);
        }

        if let Some(c) = ov.popups.roll {
            roll_button_art(&pen, c, &pal);
        }
        if let (Some(c), Some(atlas)) = (ov.popups.picker, &self.atlas) {
            let side = pos.piece_at(c).map(|(s, _)| pos.side(s)).unwrap_or(Side::South);
            let ((bx, by, bw, bh), faces) = picker_layout(c);
            panel(&pen, bx, by, bw, bh, &pal);
            let current = pos.piece_at(c).map(|(_, f)| f);
            for (face, (fx, fy)) in faces {
                if current == Some(face) {
                    pen.rounded_rect(fx - 0.46, fy - 0.46, 0.92, 0.92, 0.14);
                    ctx.set_stroke_style_str(pal.path);
                    pen.line_width(0.06);
                    ctx.stroke();
                }
                let (px, py) = vp.to_css(fx, fy);
                atlas.blit(ctx, side, face, (px, py), size * 0.92, (0.0, 1.0));
                if ov.face_cursor == Some(face) {
                    cursor_box(&pen, fx, fy, PICK, &pal);
                }
            }
        }
        if let Some((c, n)) = ov.popups.chooser {
            chooser(&pen, c, n, ov, &pal);
        }
    }
}

/// A seat's tally in its corner patch: dice home out of 8, in its colour; the seat to act is
/// ringed, and a block countdown shows under the count.
fn tallies(pen: &Pen, sprites: &mut Sprites<TallyKey>, pos: &Position, to_move: Option<u8>, pal: &Palette) {
    for seat in 0..pos.seat_count() as u8 {
        let side = pos.side(seat);
        let (x, y) = corner(side);
        let key = TallyKey { side, home: pos.home_count(seat) as u8, acting: to_move == Some(seat), safe: crate::render::safe_colours() };
        sprites.stamp(pen, key, (x, y), 0.5, &|pen| tally(pen, key));
        let blocked = pos.block_counter(seat);
        if blocked > 0 && pos.options().block_turns > 0 {
            label(pen, &format!("⛔{blocked}/{}", pos.options().block_turns), x, y + 0.5, 0.17, pal.ink, Align::Centre);
        }
    }
}

/// A side's tally, centred on the origin: a disc in its colour, ringed while it acts, with its
/// count home (and its mark in the colour-blind-safe palette).
fn tally(pen: &Pen, key: TallyKey) {
    let ctx = pen.ctx;
    let (body, _) = side_colours(key.side);
    pen.circle(0.0, 0.0, 0.34);
    ctx.set_fill_style_str(body);
    ctx.fill();
    if key.acting {
        pen.circle(0.0, 0.0, 0.43);
        ctx.set_stroke_style_str(body);
        pen.line_width(0.07);
        ctx.stroke();
    }
    if key.safe {
        let (mx, my) = pen.vp.to_css(0.0, -0.24);
        ctx.save();
        let _ = ctx.translate(mx, my);
        dice::side_mark(ctx, key.side, 0.06 * pen.vp.scale);
        ctx.set_fill_style_str("#ffffff");
        ctx.fill();
        ctx.restore();
    }
    label(pen, &format!("{}/8", key.home), 0.0, if key.safe { 0.06 } else { -0.02 }, 0.24, "#ffffff", Align::Centre);
}

/// The cells a Hat's leap passes over, drawn as the leg it travels along.
fn hat_leg(pen: &Pen, from: Cell, to: Cell, colour: &str) {
    let (fx, fy) = cell_xy(from);
    let (tx, ty) = cell_xy(to);
    let (dx, dy) = (tx - fx, ty - fy);
    // The long leg first, then the short side step.
    let corner_cell = if dx.abs() == 2 { (fx + dx, fy) } else { (fx, fy + dy) };
    let (a, b, c) = (centre(from), (corner_cell.0 as f64 + 0.5, 9.5 - corner_cell.1 as f64), centre(to));
    pen.ctx.set_global_alpha(0.55);
    pen.polyline([a, b, c].into_iter(), colour, 0.05);
    pen.ctx.set_global_alpha(1.0);
}

/// "Will be rolled": a dashed ring with a small arrow turning round the die.
fn roll_mark(pen: &Pen, c: Cell, colour: &str, strong: bool) {
    let ctx = pen.ctx;
    let (x, y) = centre(c);
    let s = pen.vp.scale;
    let (cx, cy) = pen.vp.to_css(x, y);
    ctx.begin_path();
    let _ = ctx.arc(cx, cy, 0.5 * s, -2.4, 1.9);
    let dash = js_sys::Array::of2(&(0.1 * s).into(), &(0.06 * s).into());
    let _ = ctx.set_line_dash(&dash);
    ctx.set_stroke_style_str(colour);
    pen.line_width(if strong { 0.07 } else { 0.045 });
    ctx.stroke();
    let _ = ctx.set_line_dash(&js_sys::Array::new());
    // Arrow head at the end of the arc.
    let (nx, ny) = (cos(1.9), sin(1.9));
    let (ex, ey) = (cx + 0.5 * s * nx, cy + 0.5 * s * ny);
    let (tx, ty) = (-ny, nx);
    let k = if strong { 0.16 } else { 0.12 } * s;
    ctx.begin_path();
    ctx.move_to(ex + tx * k, ey + ty * k);
    ctx.line_to(ex + nx * k * 0.7, ey + ny * k * 0.7);
    ctx.line_to(ex - nx * k * 0.7, ey - ny * k * 0.7);
    ctx.close_path();
    ctx.set_fill_style_str(colour);
    ctx.fill();
}

/// A finished die: a small gold star on its corner.
fn finished_mark(pen: &Pen, c: Cell) {
    let (x, y) = centre(c);
    let (cx, cy) = (x + 0.3, y - 0.3);
    let pts: Vec<(f64, f64)> = (0..10)
        .map(|i| {
            let a = -std::f64::consts::FRAC_PI_2 + i as f64 * std::f64::consts::PI / 5.0;
            let r = if i % 2 == 0 { 0.17 } else { 0.075 };
            (cx + r * cos(a), cy + r * sin(a))
        })
        .collect();
    pen.polygon(&pts);
    pen.ctx.set_fill_style_str("#ffd24a");
    pen.ctx.fill();
    pen.ctx.set_stroke_style_str("#6b4a00");
    pen.line_width(0.02);
    pen.ctx.stroke();
}

/// The keyboard focus: a dashed square of side `w` round a point, with a light halo so it shows
/// on dice of every colour.
fn cursor_box(pen: &Pen, x: f64, y: f64, w: f64, pal: &Palette) {
    let ctx = pen.ctx;
    let h = w / 2.0;
    pen.rounded_rect(x - h, y - h, w, w, 0.14);
    ctx.set_stroke_style_str(pal.cursor_halo);
    pen.line_width(0.11);
    ctx.stroke();
    let s = pen.vp.scale;
    let _ = ctx.set_line_dash(&js_sys::Array::of2(&(0.14 * s).into(), &(0.08 * s).into()));
    ctx.set_stroke_style_str(pal.cursor);
    pen.line_width(0.06);
    ctx.stroke();
    let _ = ctx.set_line_dash(&js_sys::Array::new());
}

fn roll_button_art(pen: &Pen, c: Cell, pal: &Palette) {
    let ctx = pen.ctx;
    let (x, y) = roll_button(c);
    pen.circle(x, y, ROLL_R);
    ctx.set_fill_style_str(pal.roll);
    ctx.fill();
    ctx.set_stroke_style_str("#ffffff");
    pen.line_width(0.03);
    ctx.stroke();
    // A tiny die with three pips.
    let h = 0.11;
    pen.rounded_rect(x - h, y - h, 2.0 * h, 2.0 * h, 0.03);
    ctx.set_fill_style_str("#ffffff");
    ctx.fill();
    for k in -1..=1 {
        pen.circle(x + k as f64 * 0.055, y + k as f64 * 0.055, 0.022);
        ctx.set_fill_style_str("#333333");
        ctx.fill();
    }
}

fn panel(pen: &Pen, x: f64, y: f64, w: f64, h: f64, pal: &Palette) {
    pen.rounded_rect(x, y, w, h, 0.12);
    pen.ctx.set_fill_style_str(pal.panel);
    pen.ctx.fill();
    pen.ctx.set_stroke_style_str(pal.path);
    pen.line_width(0.04);
    pen.ctx.stroke();
}

fn chooser(pen: &Pen, c: Cell, n: usize, ov: &Overlay, pal: &Palette) {
    let ((bx, by, bw, bh), tops) = chooser_layout(c, n);
    // The highlighted route, drawn on the board under the panel.
    if let Some(mv) = ov.choices.get(ov.choice_hover) {
        pen.polyline(std::iter::once(mv.origin).chain(mv.path.iter().copied()).map(centre), pal.path, 0.08);
        for &r in &mv.rolled {
            roll_mark(pen, r, pal.roll, true);
        }
    }
    panel(pen, bx, by, bw, bh, pal);
    // The panel is as wide for every language: longer words are set smaller.
    let heading = msg::board_gype_which(&cell_name(c));
    fitted_label(pen, &heading, (bx + 0.2, by + 0.05 + ROW_H / 2.0), bw - 0.3, pal.panel_text);
    for (i, (tx, ty)) in tops.into_iter().enumerate() {
        let Some(mv) = ov.choices.get(i) else { continue };
        if i == ov.choice_hover {
            pen.rounded_rect(tx, ty, bw - 0.1, ROW_H, 0.08);
            pen.ctx.set_fill_style_str(pal.last);
            pen.ctx.fill();
        }
        let rolled: Vec<String> = mv.rolled.iter().map(|&r| cell_name(r)).collect();
        let text = msg::board_gype_route(i + 1, mv.path.len(), &rolled.join(" "));
        fitted_label(pen, &text, (tx + 0.15, ty + ROW_H / 2.0), bw - 0.3, pal.panel_text);
    }
}

/// A left-aligned label of the chooser, set as `label` does, made smaller if it would be wider
/// than `width` board units.
fn fitted_label(pen: &Pen, s: &str, at: (f64, f64), width: f64, colour: &str) {
    let style = TextStyle::label(pen.px(0.22).max(8.0), colour).align(Align::Left);
    pen.text(s, at.0, at.1, &style.fitted(pen.ctx, s, pen.px(width)));
}

/// A label of `size` board units, never under 8 CSS px.
fn label(pen: &Pen, s: &str, x: f64, y: f64, size: f64, colour: &str, align: Align) {
    pen.text(s, x, y, &TextStyle::label(pen.px(size).max(8.0), colour).align(align));
}
