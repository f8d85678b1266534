//! The one way text is set on a canvas: font, size, alignment, baseline and colour in a
//! `TextStyle`, drawn by `fill`. Every board, tray, popup and header goes through it.

use web_sys::CanvasRenderingContext2d;

/// The typeface and its weight or slant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Font {
    /// The interface sans-serif with a CSS weight ("600", "700").
    Sans(&'static str),
    /// The quotations on the Table Gype cloth.
    SerifItalic,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Align {
    Centre,
    Left,
}

/// Where the drawing point sits vertically on the line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Baseline {
    /// Half way up the em box: the point is the text's vertical centre.
    Middle,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextStyle<'a> {
    pub font: Font,
    /// CSS pixels.
    pub size: f64,
    pub align: Align,
    pub baseline: Baseline,
    pub colour: &'a str,
}

impl<'a> TextStyle<'a> {
    /// Sans-serif at weight 600, centred on the point: the boards' labels.
    pub fn label(size: f64, colour: &'a str) -> Self {
        TextStyle { font: Font::Sans("600"), size, align: Align::Centre, baseline: Baseline::Middle, colour }
    }
    pub fn font(self, font: Font) -> Self {
        TextStyle { font, ..self }
    }
    pub fn align(self, align: Align) -> Self {
        TextStyle { align, ..self }
    }
    pub fn size(self, size: f64) -> Self {
        TextStyle { size, ..self }
    }
    /// The same style, no smaller than `min` CSS pixels.
    pub fn at_least(self, min: f64) -> Self {
        self.size(self.size.max(min))
    }

    /// The CSS `font` shorthand, at whole CSS pixels (the backing store is scaled by the
    /// device's pixel ratio, so text stays sharp).
    fn css_font(&self) -> String {
        let size = self.size.round().max(1.0) as u32;
        match self.font {
            Font::Sans(weight) => format!("{weight} {size}px system-ui, sans-serif"),
            Font::SerifItalic => format!("italic {size}px Georgia, 'Times New Roman', serif"),
        }
    }

    fn apply(&self, ctx: &CanvasRenderingContext2d) {
        set_font(ctx, &self.css_font());
        ctx.set_text_align(match self.align {
            Align::Centre => "center",
            Align::Left => "left",
        });
        ctx.set_text_baseline(match self.baseline {
            Baseline::Middle => "middle",
        });
        ctx.set_fill_style_str(self.colour);
    }

    /// The width of `s` in CSS pixels.
    pub fn width(&self, ctx: &CanvasRenderingContext2d, s: &str) -> f64 {
        set_font(ctx, &self.css_font());
        ctx.measure_text(s).map(|m| m.width()).unwrap_or(0.0)
    }

    /// The same style made smaller, if need be, so `s` fits in `max_width` CSS pixels.
    pub fn fitted(self, ctx: &CanvasRenderingContext2d, s: &str, max_width: f64) -> Self {
        let width = self.width(ctx, s);
        if width > max_width { self.size(self.size * max_width / width) } else { self }
    }
}

/// Sets the font unless it is the one set already. Setting a font, even the same one, makes
/// the browser bring the page's style up to date first: right after the move list or the
/// status changed, that is the whole page's style work, inside the task that draws.
fn set_font(ctx: &CanvasRenderingContext2d, font: &str) {
    if ctx.font() != font {
        ctx.set_font(font);
    }
}

/// Draws `s` at a CSS pixel point.
pub fn fill(ctx: &CanvasRenderingContext2d, s: &str, x: f64, y: f64, style: &TextStyle) {
    fill_all(ctx, style, [(s, x, y)]);
}

/// Draws several strings in one style (a row of coordinates), setting the style once.
pub fn fill_all<'s>(ctx: &CanvasRenderingContext2d, style: &TextStyle, items: impl IntoIterator<Item = (&'s str, f64, f64)>) {
    style.apply(ctx);
    for (s, x, y) in items {
        let _ = ctx.fill_text(s, x, y);
    }
}
