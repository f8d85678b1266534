//! Small drawings (a piece, a marker ring, a tally) kept in offscreen canvases and copied
//! with one `drawImage`: a copy costs far less to rasterize than the arcs and strokes it is made
//! of, and text drawn there makes the browser do no style work for the page's canvas.

use super::{new_offscreen, Canvas, Pen, Viewport};
use web_sys::HtmlCanvasElement;

/// Sprites by key: what is drawn (kind, size, colours, palette). The cache empties itself when
/// the scale or the device pixel ratio changes.
pub struct Sprites<K> {
    /// Device pixels per board unit the sprites were drawn at.
    px_per_unit: f64,
    dpr: f64,
    items: Vec<(K, bool, HtmlCanvasElement)>,
}

impl<K: PartialEq> Default for Sprites<K> {
    fn default() -> Self {
        Sprites { px_per_unit: 0.0, dpr: 1.0, items: Vec::new() }
    }
}

/// More kinds than a board shows at once means the keys vary by more than kind and size.
const MAX_SPRITES: usize = 256;

impl<K: PartialEq> Sprites<K> {
    /// Readies the cache for a draw at `vp` on `canvas`.
    pub fn begin(&mut self, canvas: &Canvas, vp: Viewport) {
        let dpr = canvas.element.width() as f64 / canvas.width.max(1.0);
        let px = vp.scale * dpr;
        if px != self.px_per_unit || dpr != self.dpr || self.items.len() > MAX_SPRITES {
            self.items.clear();
            self.px_per_unit = px;
            self.dpr = dpr;
        }
    }

    /// Draws sprite `key` centred on board point `at` through `pen`. When it is not cached
    /// yet, `paint` draws it first, centred on the origin and within `half` board units of it.
    /// A flipped pen draws flipped sprites, as drawing in place would. Falls back to painting in
    /// place.
    pub fn stamp(&mut self, pen: &Pen, key: K, at: (f64, f64), half: f64, paint: &dyn Fn(&Pen)) {
        let flipped = pen.vp.flip.is_some();
        // An even size in device pixels, so the centre falls on a pixel corner.
        let side = 2.0 * (half * self.px_per_unit).ceil().max(1.0);
        let index = match self.items.iter().position(|(k, f, _)| *k == key && *f == flipped) {
            Some(i) => i,
            None => match paint_sprite(pen, side, self.dpr, paint) {
                Some(element) => {
                    self.items.push((key, flipped, element));
                    self.items.len() - 1
                }
                None => return paint_in_place(pen, at, paint),
            },
        };
        copy_sprite(pen, &self.items[index].2, at, side, self.dpr);
    }
}

/// A new sprite `side` device pixels square, drawn by `paint` about its centre at `pen`'s scale.
fn paint_sprite(pen: &Pen, side: f64, dpr: f64, paint: &dyn Fn(&Pen)) -> Option<HtmlCanvasElement> {
    let (element, ctx) = new_offscreen(side as u32, side as u32)?;
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    let centre = side / 2.0 / dpr;
    paint(&Pen { ctx: &ctx, vp: Viewport { scale: pen.vp.scale, ox: centre, oy: centre, flip: pen.vp.flip.map(|_| (0.0, 0.0)) } });
    Some(element)
}

fn paint_in_place(pen: &Pen, (x, y): (f64, f64), paint: &dyn Fn(&Pen)) {
    let (ox, oy) = pen.vp.to_css(x, y);
    paint(&Pen { ctx: pen.ctx, vp: Viewport { ox, oy, flip: pen.vp.flip.map(|_| (0.0, 0.0)), ..pen.vp } });
}

/// Copies a sprite centred on board point (x, y), on whole device pixels: a copy at a fraction
/// of a pixel would blur.
fn copy_sprite(pen: &Pen, sprite: &HtmlCanvasElement, (x, y): (f64, f64), side: f64, dpr: f64) {
    let (cx, cy) = pen.vp.to_css(x, y);
    let corner = |c: f64| ((c * dpr - side / 2.0).round()) / dpr;
    let size = side / dpr;
    let _ = pen.ctx.draw_image_with_html_canvas_element_and_dw_and_dh(sprite, corner(cx), corner(cy), size, size);
}
