//! GIPF pieces: discs, stacks, coins and potential glyphs, and the sprites they are copied
//! from on the board and in the trays.

use super::{text, BLACK_EDGE_DARK, BLACK_EDGE_LIGHT, BLACK_FILL, COIN_EDGE, COIN_FILL, GLYPH, WHITE, WHITE_EDGE, WHITE_FILL};
use crate::render::{Align, Pen, Sprites};
use engine::gipf::{Kind, Piece, Potential};

/// What a sprite of the GIPF board shows: a piece of a radius (in thousandths of a board
/// unit) in a theme and palette, or a marker ring or disc of a colour.
#[derive(Clone, Copy, PartialEq)]
pub enum Sprite {
    Piece { piece: Piece, radius: u32, dark: bool, safe: bool },
    Ring { radius: u32, width: u32, colour: &'static str },
    Disc { radius: u32, colour: &'static str },
}

pub type PieceSprites = Sprites<Sprite>;

fn milli(v: f64) -> u32 {
    (v * 1000.0).round() as u32
}

/// A piece at full opacity, copied from its sprite; see `draw_piece`.
pub fn stamp_piece(pen: &Pen, sprites: &mut PieceSprites, dark: bool, piece: Piece, x: f64, y: f64, r: f64) {
    let key = Sprite::Piece { piece, radius: milli(r), dark, safe: crate::render::safe_colours() };
    // A GIPF-piece's lower disc reaches 1.2 r below its centre, a stack's count 1.1 r out.
    sprites.stamp(pen, key, (x, y), r * 1.45, &|p| draw_piece(p, dark, piece, 0.0, 0.0, r, 1.0));
}

/// A stroked ring of radius `r` and line width `width` (board units).
pub fn stamp_ring(pen: &Pen, sprites: &mut PieceSprites, (x, y): (f64, f64), r: f64, width: f64, colour: &'static str) {
    let key = Sprite::Ring { radius: milli(r), width: milli(width), colour };
    // The line is never under a pixel wide (see `Pen::line_width`).
    let half = r + width.max(1.0 / pen.vp.scale) / 2.0 + 1.0 / pen.vp.scale;
    sprites.stamp(pen, key, (x, y), half, &|p| {
        p.circle(0.0, 0.0, r);
        p.ctx.set_stroke_style_str(colour);
        p.line_width(width);
        p.ctx.stroke();
    });
}

/// A filled disc of radius `r` (board units).
pub fn stamp_disc(pen: &Pen, sprites: &mut PieceSprites, (x, y): (f64, f64), r: f64, colour: &'static str) {
    let key = Sprite::Disc { radius: milli(r), colour };
    sprites.stamp(pen, key, (x, y), r + 1.0 / pen.vp.scale, &|p| {
        p.circle(0.0, 0.0, r);
        p.ctx.set_fill_style_str(colour);
        p.ctx.fill();
    });
}

pub(super) fn piece_colours(dark: bool, colour: u8) -> (&'static str, &'static str, &'static str) {
    if crate::render::safe_colours() {
        // White and black already differ by lightness, not hue; the colour-blind-safe palette
        // keeps them and gives each piece an edge that stands out from the board and the other.
        return if colour == WHITE { (WHITE_FILL, "#1a1612", BLACK_FILL) } else { (BLACK_FILL, if dark { "#f2ece0" } else { "#5a5248" }, WHITE_FILL) };
    }
    if colour == WHITE { (WHITE_FILL, WHITE_EDGE, BLACK_FILL) } else { (BLACK_FILL, if dark { BLACK_EDGE_DARK } else { BLACK_EDGE_LIGHT }, WHITE_FILL) }
}

fn disc(pen: &Pen, x: f64, y: f64, r: f64, fill: &str, edge: &str) {
    pen.circle(x, y, r);
    pen.ctx.set_fill_style_str(fill);
    pen.ctx.fill();
    pen.ctx.set_stroke_style_str(edge);
    pen.line_width(r * 0.08);
    pen.ctx.stroke();
}

/// A piece of radius `r`: a disc, a stack of two for a GIPF-piece, a potential coin on top for a
/// loaded piece, the glyph with a gold rim for a used potential.
pub fn draw_piece(pen: &Pen, dark: bool, piece: Piece, x: f64, y: f64, r: f64, alpha: f64) {
    let (fill, edge, ink) = piece_colours(dark, piece.colour);
    pen.ctx.set_global_alpha(alpha);
    match piece.kind {
        Kind::Basic => disc(pen, x, y, r, fill, edge),
        Kind::Gipf => {
            disc(pen, x, y + r * 0.2, r, fill, edge);
            disc(pen, x, y - r * 0.08, r, fill, edge);
            pen.circle(x, y - r * 0.08, r * 0.5);
            pen.ctx.set_stroke_style_str(ink);
            pen.line_width(r * 0.12);
            pen.ctx.stroke();
        }
        Kind::Loaded(p) => {
            disc(pen, x, y + r * 0.12, r, fill, edge);
            disc(pen, x, y - r * 0.1, r * 0.66, COIN_FILL, COIN_EDGE);
            glyph(pen, p, x, y - r * 0.1, r * 0.42, GLYPH);
        }
        Kind::Used(p) => used(pen, dark, piece.colour, p, x, y, r),
        Kind::Stack(stack) => {
            // The base piece, then one thin layer per used potential, the top with its glyph.
            let (bf, be, _) = piece_colours(dark, stack.base);
            disc(pen, x, y + r * 0.15, r, bf, be);
            let step = r * 0.1;
            for i in 0..stack.height.min(6) {
                let (lf, le, _) = piece_colours(dark, stack.layer(i));
                disc(pen, x, y + r * 0.05 - step * i as f64, r * 0.92, lf, le);
            }
            let top = y + r * 0.05 - step * stack.height.min(6).saturating_sub(1) as f64;
            used(pen, dark, stack.top(), stack.potential, x, top, r * 0.92);
            if stack.height > 1 {
                text(pen, &stack.height.to_string(), x + r * 0.8, y - r * 0.8, r * 0.55, COIN_EDGE, Align::Centre);
            }
        }
        Kind::PunctGipf { base } => {
            let (bf, be, _) = piece_colours(dark, base);
            disc(pen, x, y + r * 0.2, r, bf, be);
            used(pen, dark, piece.colour, Potential::Punct, x, y - r * 0.08, r);
        }
    }
    pen.ctx.set_global_alpha(1.0);
}

/// A used potential standing as a piece: the owner's disc, a gold rim and the glyph.
fn used(pen: &Pen, dark: bool, colour: u8, p: Potential, x: f64, y: f64, r: f64) {
    let (fill, edge, ink) = piece_colours(dark, colour);
    disc(pen, x, y, r, fill, edge);
    pen.circle(x, y, r * 0.84);
    pen.ctx.set_stroke_style_str(COIN_FILL);
    pen.line_width(r * 0.16);
    pen.ctx.stroke();
    glyph(pen, p, x, y, r * 0.45, ink);
}

/// One glyph per potential, drawn in a box of half-size `s`: TAMSK an hourglass, ZÈRTZ three
/// marbles, DVONN a diamond, PÜNCT a triangle, YINSH a ring.
pub fn glyph(pen: &Pen, p: Potential, x: f64, y: f64, s: f64, colour: &str) {
    let ctx = pen.ctx;
    ctx.set_fill_style_str(colour);
    ctx.set_stroke_style_str(colour);
    match p {
        Potential::Tamsk => {
            pen.polygon(&[(x - s * 0.7, y - s), (x + s * 0.7, y - s), (x, y), (x + s * 0.7, y + s), (x - s * 0.7, y + s), (x, y)]);
            ctx.fill();
        }
        Potential::Zertz => {
            for (dx, dy) in [(0.0, -0.55), (-0.55, 0.4), (0.55, 0.4)] {
                pen.circle(x + dx * s, y + dy * s, s * 0.38);
                ctx.fill();
            }
        }
        Potential::Dvonn => {
            pen.polygon(&[(x, y - s), (x + s * 0.75, y), (x, y + s), (x - s * 0.75, y)]);
            ctx.fill();
        }
        Potential::Punct => {
            pen.polygon(&[(x, y - s), (x + s * 0.9, y + s * 0.7), (x - s * 0.9, y + s * 0.7)]);
            pen.line_width(s * 0.28);
            ctx.set_line_join("round");
            ctx.stroke();
        }
        Potential::Yinsh => {
            pen.circle(x, y, s * 0.72);
            pen.line_width(s * 0.36);
            ctx.stroke();
        }
    }
}
