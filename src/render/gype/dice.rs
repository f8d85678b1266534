//! The dice: small cubes in the owner's colour, each face a glyph of our own drawing (Flame,
//! Book, crossed Swords, Tree, top Hat, Ear), turned to point the owner's way forward. Every
//! (side, face) pair is drawn once into a sprite atlas at the current pixel size; a redraw only
//! copies sprites.

use super::new_offscreen;
use engine::gype::{Face, Side};
use std::f64::consts::{FRAC_PI_2, FRAC_PI_4, PI};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// Side of a die's top face, in cells.
pub const DIE: f64 = 0.8;
/// Sprite box in cells: the die and its shaded sides.
pub const SPRITE: f64 = 0.94;
pub const GLYPH_INK: &str = "#fbf5e6";

/// Body and shaded-side colours of a side's dice (and its home row).
pub fn side_colours(side: Side) -> (&'static str, &'static str) {
    if crate::render::safe_colours() {
        // Okabe–Ito vermillion, blue, bluish green and orange; each side also has its mark.
        return match side {
            Side::South => ("#d55e00", "#8a3d00"),
            Side::West => ("#0072b2", "#004a74"),
            Side::North => ("#009e73", "#00664a"),
            Side::East => ("#e69f00", "#966700"),
        };
    }
    match side {
        Side::South => ("#b8452d", "#7a2a19"),
        Side::West => ("#2f63a6", "#1c3f6d"),
        Side::North => ("#2d7a4b", "#1a4d2e"),
        Side::East => ("#c7881a", "#84590c"),
    }
}

/// Rotation that turns "up" toward the side's destination row (and text toward its seat).
pub fn side_angle(side: Side) -> f64 {
    match side {
        Side::South => 0.0,
        Side::West => FRAC_PI_2,
        Side::North => PI,
        Side::East => -FRAC_PI_2,
    }
}

pub struct Atlas {
    canvas: HtmlCanvasElement,
    /// Device pixels per sprite.
    pub px: f64,
    /// Drawn in the colour-blind-safe palette, with the sides' marks.
    pub safe: bool,
}

impl Atlas {
    /// Draws all 24 sprites at `px` device pixels each.
    pub fn new(px: f64) -> Option<Atlas> {
        let px = px.round().max(8.0);
        let (canvas, ctx) = new_offscreen((px * 6.0) as u32, (px * 4.0) as u32)?;
        for side in Side::ALL {
            for face in Face::ALL {
                ctx.save();
                let _ = ctx.translate(face.index() as f64 * px + px / 2.0, side.index() as f64 * px + px / 2.0);
                let _ = ctx.scale(px / SPRITE, px / SPRITE);
                draw_die(&ctx, side, face);
                ctx.restore();
            }
        }
        Some(Atlas { canvas, px, safe: crate::render::safe_colours() })
    }

    /// Copies one die centred on CSS point `at`, `size` CSS pixels wide (the sprite box), turned
    /// by `angle` and scaled by `zoom` (for rolling and lifted dice).
    pub fn blit(&self, ctx: &CanvasRenderingContext2d, side: Side, face: Face, at: (f64, f64), size: f64, (angle, zoom): (f64, f64)) {
        let (cx, cy) = at;
        let (sx, sy) = (face.index() as f64 * self.px, side.index() as f64 * self.px);
        let d = size * zoom;
        if angle == 0.0 {
            let _ = ctx.draw_image_with_html_canvas_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
                &self.canvas, sx, sy, self.px, self.px, cx - d / 2.0, cy - d / 2.0, d, d,
            );
        } else {
            ctx.save();
            let _ = ctx.translate(cx, cy);
            let _ = ctx.rotate(angle);
            let _ = ctx.draw_image_with_html_canvas_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(
                &self.canvas, sx, sy, self.px, self.px, -d / 2.0, -d / 2.0, d, d,
            );
            ctx.restore();
        }
    }
}


/// A die centred on the origin, in cell units: a soft shadow, the shaded sides below and to the
/// right (light from the top left), the top face and its glyph.
fn draw_die(ctx: &CanvasRenderingContext2d, side: Side, face: Face) {
    let (body, shade) = side_colours(side);
    let h = DIE / 2.0;
    crate::render::rounded_rect_px(ctx, -h + 0.05, -h + 0.07, DIE, DIE, 0.12);
    ctx.set_fill_style_str("rgba(0,0,0,0.28)");
    ctx.fill();
    crate::render::rounded_rect_px(ctx, -h + 0.025, -h + 0.04, DIE, DIE, 0.12);
    ctx.set_fill_style_str(shade);
    ctx.fill();
    crate::render::rounded_rect_px(ctx, -h, -h, DIE, DIE - 0.02, 0.12);
    ctx.set_fill_style_str(body);
    ctx.fill();
    // A thin highlight on the top-left edges.
    ctx.begin_path();
    ctx.move_to(-h + 0.08, h - 0.1);
    ctx.line_to(-h + 0.03, -h + 0.12);
    let _ = ctx.arc_to(-h + 0.03, -h + 0.03, -h + 0.12, -h + 0.03, 0.1);
    ctx.line_to(h - 0.1, -h + 0.03);
    ctx.set_stroke_style_str("rgba(255,255,255,0.35)");
    ctx.set_line_width(0.025);
    ctx.stroke();

    ctx.save();
    let _ = ctx.rotate(side_angle(side));
    let _ = ctx.scale(0.29, 0.29);
    glyph(ctx, face, body);
    ctx.restore();
    if crate::render::safe_colours() {
        ctx.save();
        let _ = ctx.translate(-h + 0.1, -h + 0.1);
        side_mark(ctx, side, 0.065);
        ctx.set_fill_style_str(GLYPH_INK);
        ctx.fill();
        ctx.set_stroke_style_str(shade);
        ctx.set_line_width(0.015);
        ctx.stroke();
        ctx.restore();
    }
}

/// The path of a side's mark in the colour-blind-safe palette, centred on the origin with
/// radius `r`: South a disc, West a square, North a triangle, East a diamond.
pub fn side_mark(ctx: &CanvasRenderingContext2d, side: Side, r: f64) {
    ctx.begin_path();
    match side {
        Side::South => {
            let _ = ctx.arc(0.0, 0.0, r, 0.0, std::f64::consts::TAU);
        }
        Side::West => ctx.rect(-r * 0.85, -r * 0.85, r * 1.7, r * 1.7),
        Side::North => {
            ctx.move_to(0.0, -r * 1.1);
            ctx.line_to(r * 1.05, r * 0.75);
            ctx.line_to(-r * 1.05, r * 0.75);
            ctx.close_path();
        }
        Side::East => {
            ctx.move_to(0.0, -r * 1.15);
            ctx.line_to(r * 1.15, 0.0);
            ctx.line_to(0.0, r * 1.15);
            ctx.line_to(-r * 1.15, 0.0);
            ctx.close_path();
        }
    }
}

/// A face glyph in a box of [-1, 1]², pointing up; `body` is the die colour for cut-outs.
pub fn glyph(ctx: &CanvasRenderingContext2d, face: Face, body: &str) {
    ctx.set_fill_style_str(GLYPH_INK);
    ctx.set_stroke_style_str(GLYPH_INK);
    ctx.set_line_cap("round");
    ctx.set_line_join("round");
    match face {
        Face::Flame => {
            // Three tongues over a round base, with a hollow heart.
            ctx.begin_path();
            ctx.move_to(0.0, 1.0);
            ctx.bezier_curve_to(-0.56, 1.0, -0.86, 0.64, -0.8, 0.18);
            ctx.bezier_curve_to(-0.76, -0.18, -0.6, -0.38, -0.52, -0.66);
            ctx.bezier_curve_to(-0.36, -0.44, -0.28, -0.3, -0.24, -0.1);
            ctx.bezier_curve_to(-0.22, -0.52, -0.08, -0.8, 0.06, -1.06);
            ctx.bezier_curve_to(0.24, -0.74, 0.38, -0.5, 0.3, -0.16);
            ctx.bezier_curve_to(0.42, -0.3, 0.52, -0.44, 0.58, -0.62);
            ctx.bezier_curve_to(0.8, -0.3, 0.88, 0.0, 0.8, 0.3);
            ctx.bezier_curve_to(0.74, 0.72, 0.46, 1.0, 0.0, 1.0);
            ctx.close_path();
            ctx.fill();
            ctx.begin_path();
            ctx.move_to(0.0, 0.08);
            ctx.bezier_curve_to(0.26, 0.32, 0.4, 0.56, 0.3, 0.74);
            ctx.bezier_curve_to(0.2, 0.9, -0.2, 0.9, -0.3, 0.74);
            ctx.bezier_curve_to(-0.4, 0.54, -0.2, 0.38, 0.0, 0.08);
            ctx.close_path();
            ctx.set_fill_style_str(body);
            ctx.fill();
        }
        Face::Book => {
            for s in [-1.0, 1.0] {
                ctx.begin_path();
                ctx.move_to(0.0, -0.5);
                ctx.bezier_curve_to(s * 0.3, -0.74, s * 0.7, -0.74, s * 0.98, -0.58);
                ctx.line_to(s * 0.98, 0.66);
                ctx.bezier_curve_to(s * 0.7, 0.5, s * 0.3, 0.5, 0.0, 0.76);
                ctx.close_path();
                ctx.fill();
            }
            ctx.set_stroke_style_str(body);
            ctx.set_line_width(0.09);
            ctx.begin_path();
            for s in [-1.0, 1.0] {
                for k in 0..4 {
                    let y = -0.38 + k as f64 * 0.26;
                    ctx.move_to(s * 0.22, y);
                    ctx.line_to(s * 0.78, y - 0.06);
                }
            }
            ctx.move_to(0.0, -0.46);
            ctx.line_to(0.0, 0.7);
            ctx.stroke();
        }
        Face::Sword => {
            for a in [-FRAC_PI_4, FRAC_PI_4] {
                ctx.save();
                let _ = ctx.rotate(a);
                sword(ctx, body);
                ctx.restore();
            }
        }
        Face::Tree => {
            ctx.fill_rect(-0.13, 0.45, 0.26, 0.52);
            for (top, base, half) in [(-1.0, -0.25, 0.5), (-0.62, 0.15, 0.72), (-0.22, 0.55, 0.92)] {
                ctx.begin_path();
                ctx.move_to(0.0, top);
                ctx.line_to(half, base);
                ctx.line_to(-half, base);
                ctx.close_path();
                ctx.fill();
            }
        }
        Face::Hat => {
            ctx.begin_path();
            let _ = ctx.ellipse(0.0, 0.6, 0.98, 0.2, 0.0, 0.0, std::f64::consts::TAU);
            ctx.fill();
            ctx.begin_path();
            ctx.move_to(-0.56, 0.6);
            ctx.line_to(-0.5, -0.8);
            ctx.bezier_curve_to(-0.2, -0.92, 0.2, -0.92, 0.5, -0.8);
            ctx.line_to(0.56, 0.6);
            ctx.close_path();
            ctx.fill();
            ctx.set_fill_style_str(body);
            ctx.fill_rect(-0.55, 0.22, 1.1, 0.17);
        }
        Face::Ear => {
            ctx.set_line_width(0.24);
            ctx.begin_path();
            ctx.move_to(-0.5, -0.28);
            ctx.bezier_curve_to(-0.5, -0.8, -0.05, -1.0, 0.28, -0.95);
            ctx.bezier_curve_to(0.72, -0.86, 0.84, -0.4, 0.68, -0.08);
            ctx.bezier_curve_to(0.52, 0.22, 0.32, 0.3, 0.26, 0.56);
            ctx.bezier_curve_to(0.2, 0.88, -0.12, 0.98, -0.38, 0.8);
            ctx.stroke();
            ctx.set_line_width(0.16);
            ctx.begin_path();
            ctx.move_to(-0.16, -0.24);
            ctx.bezier_curve_to(-0.16, -0.56, 0.26, -0.62, 0.36, -0.36);
            ctx.bezier_curve_to(0.43, -0.15, 0.2, 0.0, 0.04, 0.06);
            ctx.stroke();
        }
    }
}

/// One sword pointing up, centred.
fn sword(ctx: &CanvasRenderingContext2d, body: &str) {
    ctx.begin_path();
    ctx.move_to(0.0, -1.05);
    ctx.line_to(0.11, -0.85);
    ctx.line_to(0.11, 0.42);
    ctx.line_to(-0.11, 0.42);
    ctx.line_to(-0.11, -0.85);
    ctx.close_path();
    ctx.fill();
    ctx.set_stroke_style_str(body);
    ctx.set_line_width(0.06);
    ctx.stroke();
    ctx.fill_rect(-0.36, 0.42, 0.72, 0.12);
    ctx.fill_rect(-0.07, 0.54, 0.14, 0.3);
    ctx.begin_path();
    let _ = ctx.arc(0.0, 0.9, 0.1, 0.0, std::f64::consts::TAU);
    ctx.fill();
}
