//! The cloth: a plain-weave texture, the four home rows dyed in the sides' colours with a hem,
//! stitched seams, coordinates and a short Chesterton line along each edge. It changes only with
//! the canvas size, the theme and the seats, so it is drawn once into an offscreen canvas and
//! copied on every redraw.

use super::dice::{side_angle, side_colours};
use super::{cell_rect, new_offscreen, BOUNDS, HEM};

/// Distance of the edge lines from the cells, in cells.
const QUOTE_AT: f64 = 0.5;
use crate::i18n::{language::Language, msg};
use crate::render::text::{self, Font, TextStyle};
use crate::render::{Pen, Viewport};
use engine::gype::{all_cells, cell_xy, home_row_of, Side, SideSet};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// One public-domain line per edge (Chesterton died in 1936; all four were published before
/// 1915), each facing the player who sits there: the quotation, its author and its source, in
/// the chosen language.
fn line(side: Side) -> String {
    match side {
        Side::South => msg::board_gype_quote_south(),
        Side::West => msg::board_gype_quote_west(),
        Side::North => msg::board_gype_quote_north(),
        Side::East => msg::board_gype_quote_east(),
    }
}

pub struct ClothColours {
    pub base: (u8, u8, u8),
    pub thread: &'static str,
    pub seam: &'static str,
    pub ink: &'static str,
    pub field_tint: &'static str,
}

pub fn colours(dark: bool) -> ClothColours {
    if dark {
        ClothColours { base: (58, 62, 68), thread: "#cbb994", seam: "rgba(0,0,0,0.35)", ink: "#e0d6c2", field_tint: "rgba(255,255,255,0.035)" }
    } else {
        ClothColours { base: (232, 222, 199), thread: "#7d5b38", seam: "rgba(90,60,30,0.22)", ink: "#4a3a2a", field_tint: "rgba(120,90,50,0.05)" }
    }
}

/// What the cached cloth depends on.
#[derive(Clone, Copy, PartialEq)]
pub struct ClothKey {
    pub width: u32,
    pub height: u32,
    pub dark: bool,
    pub seats: SideSet,
    /// The colour-blind-safe palette.
    pub safe: bool,
    /// The edge lines' language.
    pub language: Language,
}

pub struct Cloth {
    pub key: ClothKey,
    pub canvas: HtmlCanvasElement,
}

/// A small deterministic hash for thread-by-thread variation.
fn jitter(i: u32, j: u32) -> f64 {
    let mut h = i.wrapping_mul(0x9E37_79B1) ^ j.wrapping_mul(0x85EB_CA77) ^ 0x1234_5678;
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    (h & 0xFFFF) as f64 / 65535.0 * 2.0 - 1.0
}

/// A tile of plain weave, `n` threads square at `pitch` device pixels per thread.
fn weave_tile(base: (u8, u8, u8), pitch: f64, n: u32, contrast: f64) -> Option<HtmlCanvasElement> {
    let size = (pitch * n as f64).round() as u32;
    let (canvas, ctx) = new_offscreen(size, size)?;
    let (r, g, b) = base;
    ctx.set_fill_style_str(&format!("rgb({r},{g},{b})"));
    ctx.fill_rect(0.0, 0.0, size as f64, size as f64);
    let p = size as f64 / n as f64;
    for j in 0..n {
        for i in 0..n {
            let (x, y) = (i as f64 * p, j as f64 * p);
            // Each yarn has its own thickness; each crossing its own light.
            let yarn = if (i + j) % 2 == 0 { jitter(i, 1000) } else { jitter(1000, j) };
            let shade = 0.5 * jitter(i, j) + 0.5 * yarn;
            if (i + j) % 2 == 0 {
                // The vertical thread passes over: light along its middle, dark at its sides.
                ctx.set_fill_style_str("#fff");
                ctx.set_global_alpha(contrast * (0.12 + 0.06 * shade));
                ctx.fill_rect(x + p * 0.18, y, p * 0.64, p);
                ctx.set_fill_style_str("#000");
                ctx.set_global_alpha(contrast * 0.08);
                ctx.fill_rect(x, y, p * 0.12, p);
            } else {
                ctx.set_fill_style_str("#000");
                ctx.set_global_alpha(contrast * (0.06 + 0.035 * shade));
                ctx.fill_rect(x, y + p * 0.18, p, p * 0.64);
                ctx.set_global_alpha(contrast * 0.05);
                ctx.fill_rect(x, y, p, p * 0.12);
            }
        }
    }
    ctx.set_global_alpha(1.0);
    Some(canvas)
}

impl Cloth {
    /// Draws the cloth for a canvas of `key.width`×`key.height` device pixels at `dpr`.
    pub fn new(key: ClothKey, vp: Viewport, dpr: f64, background: &str) -> Option<Cloth> {
        let (canvas, ctx) = new_offscreen(key.width, key.height)?;
        let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
        let col = colours(key.dark);
        ctx.set_fill_style_str(background);
        ctx.fill_rect(0.0, 0.0, key.width as f64 / dpr, key.height as f64 / dpr);
        let pen = Pen { ctx: &ctx, vp };
        let (x0, y0, x1, y1) = BOUNDS;

        // The whole cloth: a rounded sheet of woven texture.
        pen.rounded_rect(x0, y0, x1 - x0, y1 - y0, 0.18);
        ctx.save();
        ctx.clip();
        let pitch = (vp.scale * dpr / 12.0).max(2.0).min(8.0);
        if let Some(tile) = weave_tile(col.base, pitch, 24, if key.dark { 0.6 } else { 1.0 }) {
            let _ = ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
            let t = tile.width() as f64;
            let (w, h) = (key.width as f64, key.height as f64);
            let mut y = 0.0;
            while y < h {
                let mut x = 0.0;
                while x < w {
                    let _ = ctx.draw_image_with_html_canvas_element(&tile, x, y);
                    x += t;
                }
                y += t;
            }
            let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
        }
        ctx.restore();

        // The 8×8 field, lightly checked so cells are easy to count.
        for c in all_cells() {
            let (x, y) = cell_xy(c);
            let (rx, ry) = cell_rect(c);
            match home_row_of(c) {
                None if (x + y) % 2 == 0 => {
                    ctx.set_fill_style_str(col.field_tint);
                    ctx.fill_rect(vp.to_css(rx, ry).0, vp.to_css(rx, ry).1, vp.scale, vp.scale);
                }
                _ => {}
            }
        }
        for side in Side::ALL {
            home_row(&ctx, &pen, side, key.seats.contains(side), key.dark);
        }

        // Seams between cells.
        ctx.set_stroke_style_str(col.seam);
        pen.line_width(0.02);
        ctx.begin_path();
        for k in 0..=10 {
            let t = k as f64;
            let (a, b) = if k == 0 || k == 10 { (1.0, 9.0) } else { (0.0, 10.0) };
            pen.move_to(t, a);
            pen.line_to(t, b);
            pen.move_to(a, t);
            pen.line_to(b, t);
        }
        ctx.stroke();

        // Stitches: around the field, around the whole frame and along the cloth's hem.
        pen.polygon(&[(1.0, 1.0), (9.0, 1.0), (9.0, 9.0), (1.0, 9.0)]);
        stitch_current(&ctx, &pen, col.thread, 0.035);
        stitch_outline(&ctx, &pen, col.thread);
        pen.rounded_rect(x0 + 0.1, y0 + 0.1, x1 - x0 - 0.2, y1 - y0 - 0.2, 0.12);
        stitch_current(&ctx, &pen, col.thread, 0.03);

        // Corner patches, where each side's tally is shown.
        for (cx, cy) in [(0.5, 0.5), (9.5, 0.5), (0.5, 9.5), (9.5, 9.5)] {
            pen.circle(cx, cy, 0.4);
            stitch_current(&ctx, &pen, col.thread, 0.025);
        }

        coordinates(&ctx, &vp, col.ink);
        for side in [Side::South, Side::West, Side::North, Side::East] {
            quote(&ctx, &vp, side, &line(side), col.ink);
        }
        Some(Cloth { key, canvas })
    }
}

/// A home row: dyed in its side's colour (pale and hatched when no one sits there), with a hem
/// along the outer edge.
fn home_row(ctx: &CanvasRenderingContext2d, pen: &Pen, side: Side, seated: bool, dark: bool) {
    let (body, _) = side_colours(side);
    let (x, y, w, h) = row_rect(side);
    let (hx, hy, hw, hh) = match side {
        Side::South => (x, y + h, w, HEM),
        Side::North => (x, y - HEM, w, HEM),
        Side::West => (x - HEM, y, HEM, h),
        Side::East => (x + w, y, HEM, h),
    };
    let fill = |x: f64, y: f64, w: f64, h: f64, alpha: f64| {
        let (px, py) = pen.vp.to_css(x, y);
        ctx.set_global_alpha(alpha);
        ctx.set_fill_style_str(body);
        ctx.fill_rect(px, py, w * pen.vp.scale, h * pen.vp.scale);
        ctx.set_global_alpha(1.0);
    };
    let strength = if dark { 0.62 } else { 0.5 };
    fill(x, y, w, h, if seated { strength } else { strength * 0.35 });
    fill(hx, hy, hw, hh, if seated { 0.95 } else { 0.5 });
    if !seated {
        // Hatching says "closed": nobody may land here in this game.
        ctx.save();
        pen.ctx.begin_path();
        let (px, py) = pen.vp.to_css(x, y);
        ctx.rect(px, py, w * pen.vp.scale, h * pen.vp.scale);
        ctx.clip();
        ctx.set_stroke_style_str(body);
        ctx.set_global_alpha(0.45);
        pen.line_width(0.03);
        ctx.begin_path();
        let mut t = -10.0;
        while t < 20.0 {
            pen.move_to(t, 0.0);
            pen.line_to(t + 10.0, 10.0);
            t += 0.25;
        }
        ctx.stroke();
        ctx.restore();
    }
    pen.rounded_rect(x + 0.06, y + 0.06, w - 0.12, h - 0.12, 0.08);
    stitch_current(ctx, pen, if dark { "rgba(255,255,255,0.55)" } else { "rgba(255,255,255,0.8)" }, 0.03);
}

/// The rectangle of a side's home row in board units.
pub fn row_rect(side: Side) -> (f64, f64, f64, f64) {
    match side {
        Side::South => (1.0, 9.0, 8.0, 1.0),
        Side::North => (1.0, 0.0, 8.0, 1.0),
        Side::West => (0.0, 1.0, 1.0, 8.0),
        Side::East => (9.0, 1.0, 1.0, 8.0),
    }
}

fn stitch_current(ctx: &CanvasRenderingContext2d, pen: &Pen, colour: &str, width: f64) {
    let s = pen.vp.scale;
    let dash = js_sys::Array::of2(&(0.12 * s).into(), &(0.08 * s).into());
    let _ = ctx.set_line_dash(&dash);
    ctx.set_stroke_style_str(colour);
    pen.line_width(width);
    ctx.stroke();
    let _ = ctx.set_line_dash(&js_sys::Array::new());
}

/// The outline of the 96 cells: a square with its corner cells cut out.
fn stitch_outline(ctx: &CanvasRenderingContext2d, pen: &Pen, colour: &str) {
    pen.polygon(&[
        (1.0, 0.0), (9.0, 0.0), (9.0, 1.0), (10.0, 1.0), (10.0, 9.0), (9.0, 9.0),
        (9.0, 10.0), (1.0, 10.0), (1.0, 9.0), (0.0, 9.0), (0.0, 1.0), (1.0, 1.0),
    ]);
    stitch_current(ctx, pen, colour, 0.04);
}

fn coordinates(ctx: &CanvasRenderingContext2d, vp: &Viewport, ink: &str) {
    let style = TextStyle::label((0.17 * vp.scale).max(7.0), ink);
    let labels: Vec<(String, (f64, f64))> = (0..10)
        .flat_map(|i| {
            let file = ((b'a' + i as u8) as char).to_string();
            [(file, vp.to_css(i as f64 + 0.5, 10.0 + 0.22)), (i.to_string(), vp.to_css(-0.22, 9.5 - i as f64))]
        })
        .collect();
    ctx.set_global_alpha(0.7);
    text::fill_all(ctx, &style, labels.iter().map(|(s, (x, y))| (s.as_str(), *x, *y)));
    ctx.set_global_alpha(1.0);
}

/// A line along one edge, readable from that side's seat, shrunk to fit the edge.
fn quote(ctx: &CanvasRenderingContext2d, vp: &Viewport, side: Side, line: &str, ink: &str) {
    let centre = match side {
        Side::South => (5.0, 10.0 + QUOTE_AT),
        Side::North => (5.0, -QUOTE_AT),
        Side::West => (-QUOTE_AT, 5.0),
        Side::East => (10.0 + QUOTE_AT, 5.0),
    };
    let (cx, cy) = vp.to_css(centre.0, centre.1);
    ctx.save();
    let _ = ctx.translate(cx, cy);
    let _ = ctx.rotate(side_angle(side));
    let style = TextStyle::label(0.22 * vp.scale, ink).font(Font::SerifItalic).fitted(ctx, line, 8.6 * vp.scale);
    ctx.set_global_alpha(0.85);
    text::fill(ctx, line, 0.0, 0.0, &style);
    ctx.restore();
}
