//! Canvas drawing shared by every board: the canvas with its devicePixelRatio scaling, the
//! mapping from board units to pixels, and the colour theme. Boards draw in their own units.

pub mod gipf;
pub mod gyges;
pub mod gype;
pub mod sprites;
pub mod text;

pub use sprites::Sprites;
pub use text::{Align, TextStyle};

use std::sync::atomic::{AtomicBool, Ordering};
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// The colour-blind-safe player palette: seat colours from the Okabe–Ito set, each seat also
/// marked by a shape, so seats never differ by hue alone. It applies to the light and the dark
/// theme alike; boards read it while drawing and key their caches on it.
static SAFE_COLOURS: AtomicBool = AtomicBool::new(false);

const PALETTE_KEY: &str = "gboards.palette";

/// Sine, cosine and arctangent from the browser's `Math`: Rust's own would add their code
/// (and tables) to the first load.
pub fn sin(x: f64) -> f64 {
    js_sys::Math::sin(x)
}

pub fn cos(x: f64) -> f64 {
    js_sys::Math::cos(x)
}

pub fn atan2(y: f64, x: f64) -> f64 {
    js_sys::Math::atan2(y, x)
}

pub fn safe_colours() -> bool {
    SAFE_COLOURS.load(Ordering::Relaxed)
}

pub fn set_safe_colours(on: bool) {
    SAFE_COLOURS.store(on, Ordering::Relaxed);
    let doc = crate::dom::document();
    if let Some(root) = doc.document_element() {
        let _ = root.set_attribute("data-palette", if on { "safe" } else { "standard" });
    }
    if let Some(button) = doc.get_element_by_id("btn-palette") {
        let _ = button.set_attribute("aria-pressed", if on { "true" } else { "false" });
    }
}

/// Applies the palette remembered in local storage (standard when none is).
pub fn load_safe_colours() {
    let saved = crate::dom::local_storage().and_then(|s| s.get_item(PALETTE_KEY).ok().flatten());
    set_safe_colours(saved.as_deref() == Some("safe"));
}

/// The header's palette button: switches the palette and remembers the choice.
pub fn toggle_safe_colours() {
    let on = !safe_colours();
    set_safe_colours(on);
    if let Some(s) = crate::dom::local_storage() {
        let _ = s.set_item(PALETTE_KEY, if on { "safe" } else { "standard" });
    }
}

/// Fits a board's logical rectangle into the canvas, centred, keeping the aspect ratio.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    /// CSS pixels per board unit.
    pub scale: f64,
    /// CSS pixel position of the logical origin.
    pub ox: f64,
    pub oy: f64,
    /// Half-turn about the bounds' centre (the board seen from the other side), as
    /// `Some((x0 + x1, y0 + y1))`.
    pub flip: Option<(f64, f64)>,
}

/// A board's height over its width in percent, from its bounds, for the page's layout.
pub fn aspect_pct(bounds: (f64, f64, f64, f64)) -> u32 {
    let (x0, y0, x1, y1) = bounds;
    (100.0 * (y1 - y0) / (x1 - x0).max(0.01)).round() as u32
}

impl Viewport {
    /// `bounds` = (min_x, min_y, max_x, max_y) in board units; `w`, `h` in CSS pixels.
    pub fn fit(bounds: (f64, f64, f64, f64), w: f64, h: f64) -> Self {
        let (x0, y0, x1, y1) = bounds;
        let scale = (w / (x1 - x0)).min(h / (y1 - y0)).max(0.01);
        let ox = (w - (x1 - x0) * scale) / 2.0 - x0 * scale;
        let oy = (h - (y1 - y0) * scale) / 2.0 - y0 * scale;
        Viewport { scale, ox, oy, flip: None }
    }
    /// The same fit, turned half a turn when `flipped`.
    pub fn flipped(mut self, bounds: (f64, f64, f64, f64), flipped: bool) -> Self {
        self.flip = flipped.then_some((bounds.0 + bounds.2, bounds.1 + bounds.3));
        self
    }
    pub fn to_css(self, x: f64, y: f64) -> (f64, f64) {
        let (x, y) = match self.flip {
            Some((sx, sy)) => (sx - x, sy - y),
            None => (x, y),
        };
        (self.ox + x * self.scale, self.oy + y * self.scale)
    }
    pub fn to_board(self, px: f64, py: f64) -> (f64, f64) {
        let (x, y) = ((px - self.ox) / self.scale, (py - self.oy) / self.scale);
        match self.flip {
            Some((sx, sy)) => (sx - x, sy - y),
            None => (x, y),
        }
    }
}

pub struct Theme {
    pub background: &'static str,
    pub board: &'static str,
    pub board_edge: &'static str,
    pub cell: &'static str,
    pub line: &'static str,
    pub piece: &'static str,
    pub piece_edge: &'static str,
    pub ring: &'static str,
    pub highlight: &'static str,
    pub path: &'static str,
    pub last_move: &'static str,
    pub text: &'static str,
}

pub const LIGHT: Theme = Theme {
    background: "#f6f1e7",
    board: "#d9b98a",
    board_edge: "#8a6437",
    cell: "#e8cfa5",
    line: "#9c7a4e",
    piece: "#f7f1e3",
    piece_edge: "#b8a88c",
    ring: "#3b2f22",
    highlight: "#2f6d5a",
    path: "#c0542f",
    last_move: "rgba(47,109,90,0.35)",
    text: "#3b2f22",
};

pub const DARK: Theme = Theme {
    background: "#1b1d1f",
    board: "#5a4630",
    board_edge: "#2c2117",
    cell: "#6e5840",
    line: "#8f7456",
    piece: "#e9e1cf",
    piece_edge: "#8d8170",
    ring: "#2a2119",
    highlight: "#6fd0b0",
    path: "#ff8a5c",
    last_move: "rgba(111,208,176,0.35)",
    text: "#efe6d4",
};

/// The board canvas with a backing store sized for the devicePixelRatio.
pub struct Canvas {
    pub element: HtmlCanvasElement,
    pub ctx: CanvasRenderingContext2d,
    /// Size in CSS pixels.
    pub width: f64,
    pub height: f64,
}

impl Canvas {
    pub fn new(element: HtmlCanvasElement) -> Self {
        let ctx = element
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
            .expect("the browser supports canvas 2d");
        let mut c = Canvas { element, ctx, width: 0.0, height: 0.0 };
        c.resize();
        c
    }

    /// Matches the backing store to the element's CSS size and the devicePixelRatio, so lines
    /// stay crisp at any zoom. Returns whether anything changed.
    pub fn resize(&mut self) -> bool {
        let rect = self.element.get_bounding_client_rect();
        let dpr = crate::dom::window().device_pixel_ratio().max(1.0);
        let (w, h) = (rect.width().max(1.0), rect.height().max(1.0));
        let (pw, ph) = ((w * dpr).round() as u32, (h * dpr).round() as u32);
        if pw == self.element.width() && ph == self.element.height() && w == self.width && h == self.height {
            return false;
        }
        self.element.set_width(pw);
        self.element.set_height(ph);
        self.width = w;
        self.height = h;
        let _ = self.ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
        true
    }

    /// A point of the page (a pointer event's `clientX`, `clientY`) in the board's CSS pixels,
    /// the units the screens lay the board out in. Scaled by the canvas's displayed box, so a
    /// click lands where the board is drawn even while a frame or the page resizes it. Every
    /// input path maps pointers through this.
    pub fn point_of(&self, client_x: f64, client_y: f64) -> (f64, f64) {
        let rect = self.element.get_bounding_client_rect();
        let scale = |extent: f64, shown: f64| if shown > 0.0 { extent / shown } else { 1.0 };
        ((client_x - rect.left()) * scale(self.width, rect.width()), (client_y - rect.top()) * scale(self.height, rect.height()))
    }

    pub fn clear(&self, colour: &str) {
        self.ctx.set_fill_style_str(colour);
        self.ctx.fill_rect(0.0, 0.0, self.width, self.height);
    }
}

/// A fresh offscreen canvas of `w`×`h` pixels and its 2d context.
pub fn new_offscreen(w: u32, h: u32) -> Option<(HtmlCanvasElement, CanvasRenderingContext2d)> {
    let canvas: HtmlCanvasElement = crate::dom::document().create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(w.max(1));
    canvas.set_height(h.max(1));
    let ctx = canvas.get_context("2d").ok().flatten()?.dyn_into::<CanvasRenderingContext2d>().ok()?;
    Some((canvas, ctx))
}

/// A drawing kept in an offscreen canvas the size of the board canvas, redrawn only when its
/// key changes (size, theme, options): static board parts cost one copy per frame.
pub struct Layer<K> {
    key: K,
    surface: Surface,
}

/// An offscreen canvas and its context.
struct Surface {
    element: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
}

/// Copies the cached layer onto `canvas`, drawing it first with `paint` (in CSS pixels, like
/// the board canvas) when `key` differs from the cached one. Falls back to painting directly.
pub fn draw_layer<K: PartialEq>(cache: &mut Option<Layer<K>>, canvas: &Canvas, key: K, paint: impl FnOnce(&CanvasRenderingContext2d)) {
    let same_size = cache.as_ref().is_some_and(|l| l.surface.fits(canvas));
    if !same_size || cache.as_ref().is_some_and(|l| l.key != key) {
        let Some(surface) = Surface::ready(cache.take().map(|l| l.surface), canvas) else {
            return paint(&canvas.ctx);
        };
        paint(&surface.ctx);
        surface.ctx.restore();
        *cache = Some(Layer { key, surface });
    }
    if let Some(layer) = cache {
        let _ = canvas.ctx.draw_image_with_html_canvas_element_and_dw_and_dh(&layer.surface.element, 0.0, 0.0, canvas.width, canvas.height);
    }
}

impl Surface {
    fn fits(&self, canvas: &Canvas) -> bool {
        self.element.width() == canvas.element.width() && self.element.height() == canvas.element.height()
    }

    /// A surface the size of `canvas`, cleared, scaled like it and with its state saved, so
    /// every paint starts from the same state: `old` when it fits (a new canvas each time a
    /// key changes, each move for GIPF's trays, would cost an allocation and a context).
    fn ready(old: Option<Surface>, canvas: &Canvas) -> Option<Surface> {
        let (pw, ph) = (canvas.element.width(), canvas.element.height());
        let surface = match old.filter(|s| s.fits(canvas)) {
            Some(s) => s,
            None => new_offscreen(pw, ph).map(|(element, ctx)| Surface { element, ctx })?,
        };
        let ctx = &surface.ctx;
        let _ = ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
        ctx.clear_rect(0.0, 0.0, pw as f64, ph as f64);
        let _ = ctx.set_transform(pw as f64 / canvas.width.max(1.0), 0.0, 0.0, ph as f64 / canvas.height.max(1.0), 0.0, 0.0);
        ctx.save();
        Some(surface)
    }
}

/// A rounded rectangle path in the context's own units.
pub fn rounded_rect_px(ctx: &CanvasRenderingContext2d, x: f64, y: f64, w: f64, h: f64, r: f64) {
    ctx.begin_path();
    ctx.move_to(x + r, y);
    let _ = ctx.arc_to(x + w, y, x + w, y + h, r);
    let _ = ctx.arc_to(x + w, y + h, x, y + h, r);
    let _ = ctx.arc_to(x, y + h, x, y, r);
    let _ = ctx.arc_to(x, y, x + w, y, r);
    ctx.close_path();
}

/// Drawing in board units through a viewport.
pub struct Pen<'a> {
    pub ctx: &'a CanvasRenderingContext2d,
    pub vp: Viewport,
}

impl Pen<'_> {
    pub fn circle(&self, x: f64, y: f64, r: f64) {
        let (cx, cy) = self.vp.to_css(x, y);
        self.ctx.begin_path();
        let _ = self.ctx.arc(cx, cy, r * self.vp.scale, 0.0, std::f64::consts::TAU);
    }
    pub fn move_to(&self, x: f64, y: f64) {
        let (px, py) = self.vp.to_css(x, y);
        self.ctx.move_to(px, py);
    }
    pub fn line_to(&self, x: f64, y: f64) {
        let (px, py) = self.vp.to_css(x, y);
        self.ctx.line_to(px, py);
    }
    /// A closed polygon path.
    pub fn polygon(&self, points: &[(f64, f64)]) {
        self.ctx.begin_path();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 { self.move_to(x, y) } else { self.line_to(x, y) }
        }
        self.ctx.close_path();
    }
    pub fn rounded_rect(&self, x: f64, y: f64, w: f64, h: f64, r: f64) {
        // Both corners, so a flipped viewport draws the same rectangle.
        let (ax, ay) = self.vp.to_css(x, y);
        let (bx, by) = self.vp.to_css(x + w, y + h);
        let s = self.vp.scale;
        rounded_rect_px(self.ctx, ax.min(bx), ay.min(by), w * s, h * s, r * s);
    }
    /// A stroked line through `points`, with round joins.
    pub fn polyline(&self, points: impl Iterator<Item = (f64, f64)>, colour: &str, width: f64) {
        let pts: Vec<(f64, f64)> = points.collect();
        if pts.len() < 2 {
            return;
        }
        self.ctx.begin_path();
        self.move_to(pts[0].0, pts[0].1);
        for &(x, y) in &pts[1..] {
            self.line_to(x, y);
        }
        self.ctx.set_stroke_style_str(colour);
        self.ctx.set_line_cap("round");
        self.ctx.set_line_join("round");
        self.line_width(width);
        self.ctx.stroke();
    }
    /// Suggested moves, the best first (a hint is one, analysis shows up to three), each
    /// through its places' centres, the later ones thinner.
    pub fn hint_arrows(&self, arrows: &[Vec<u8>], centre: &dyn Fn(u8) -> (f64, f64), colour: &str, width: f64) {
        for (i, places) in arrows.iter().enumerate() {
            let points: Vec<(f64, f64)> = places.iter().map(|&p| centre(p)).collect();
            self.hint_arrow(&points, colour, width * (1.0 - 0.25 * i.min(2) as f64));
        }
    }
    /// A suggested move (a hint): a dashed line through `points` with an arrowhead at the end
    /// and a ring at the start, in board units.
    pub fn hint_arrow(&self, points: &[(f64, f64)], colour: &str, width: f64) {
        let (Some(&first), Some(&last)) = (points.first(), points.last()) else { return };
        let dash = js_sys::Array::of2(&(width * 2.0 * self.vp.scale).into(), &(width * 1.5 * self.vp.scale).into());
        let _ = self.ctx.set_line_dash(&dash);
        self.polyline(points.iter().copied(), colour, width);
        let _ = self.ctx.set_line_dash(&js_sys::Array::new());
        self.circle(first.0, first.1, width * 3.0);
        self.ctx.set_stroke_style_str(colour);
        self.line_width(width);
        self.ctx.stroke();
        if points.len() >= 2 {
            let (px, py) = points[points.len() - 2];
            let angle = atan2(last.1 - py, last.0 - px);
            let head = width * 4.0;
            self.ctx.begin_path();
            self.move_to(last.0, last.1);
            for side in [-0.45f64, 0.45] {
                let a = angle + std::f64::consts::PI + side;
                self.line_to(last.0 + head * cos(a), last.1 + head * sin(a));
            }
            self.ctx.close_path();
            self.ctx.set_fill_style_str(colour);
            self.ctx.fill();
        } else {
            self.circle(first.0, first.1, width * 1.5);
            self.ctx.set_fill_style_str(colour);
            self.ctx.fill();
        }
    }
    /// Line width in board units.
    pub fn line_width(&self, w: f64) {
        self.ctx.set_line_width((w * self.vp.scale).max(1.0));
    }
    /// CSS pixels for a length in board units.
    pub fn px(&self, size: f64) -> f64 {
        size * self.vp.scale
    }
    /// Text at a board point (the style's size is in CSS pixels).
    pub fn text(&self, s: &str, x: f64, y: f64, style: &TextStyle) {
        let (px, py) = self.vp.to_css(x, y);
        text::fill(self.ctx, s, px, py, style);
    }
}

