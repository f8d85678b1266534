//! The rating history chart: a line per pool over the games played in it, with both axes
//! labelled and a legend, drawn on a canvas. The scales and ticks are plain Rust (tested
//! natively); `draw` paints them at the canvas's displayed size.

use crate::i18n::msg;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// One pool's line: its name, colour and (game number, rating) points, oldest first.
pub struct Series {
    pub label: String,
    pub colour: &'static str,
    pub points: Vec<(f64, f64)>,
}

/// Colours that stay apart for colour-blind eyes (Okabe and Ito's), on light and dark panels.
pub const COLOURS: [&str; 6] = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9"];

/// The chart's height in CSS pixels: room for the legend, the lines and two axes' labels.
pub const HEIGHT: f64 = 220.0;
const FONT_PX: f64 = 12.0;
const LINE_GAP: f64 = 16.0;
/// The least rating span shown, so one game's change is not blown up to fill the chart.
const MIN_SPAN: f64 = 100.0;

/// Where the lines go: the plot's box in CSS pixels, and the ranges and ticks of both axes.
#[derive(Debug, PartialEq)]
pub struct Plot {
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
    pub games: (f64, f64),
    pub ratings: (f64, f64),
    pub game_ticks: Vec<f64>,
    pub rating_ticks: Vec<f64>,
}

/// Round values (1, 2 or 5 times a power of ten apart, at least `least` apart) from `low` to
/// `high`, about `count` of them.
pub fn ticks(low: f64, high: f64, count: usize, least: f64) -> Vec<f64> {
    let span = high - low;
    if !(span.is_finite() && span > 0.0) {
        return vec![low];
    }
    let rough = span / count.max(1) as f64;
    let power = 10f64.powf(rough.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0].iter().map(|m| m * power).find(|s| *s >= rough).unwrap_or(power * 10.0).max(least);
    let first = (low / step).ceil() as i64;
    let last = (high / step).floor() as i64;
    (first..=last).map(|k| k as f64 * step).collect()
}

impl Plot {
    /// The plot of `series` in a box from (`left`, `top`) to (`right`, `bottom`).
    pub fn new(series: &[Series], left: f64, top: f64, right: f64, bottom: f64) -> Plot {
        let all = || series.iter().flat_map(|s| s.points.iter());
        let last_game = all().map(|p| p.0).fold(1.0, f64::max);
        let (low, high) = all().fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| (lo.min(p.1), hi.max(p.1)));
        let (low, high) = if low.is_finite() { (low, high) } else { (1500.0, 1500.0) };
        // A little room above and below the lines, and at least MIN_SPAN in all.
        let pad = ((MIN_SPAN - (high - low)).max(0.0) / 2.0).max((high - low) * 0.08);
        let (low, high) = (low - pad, high + pad);
        let rating_ticks = ticks(low, high, 4, 1.0);
        let game_ticks = ticks(0.0, last_game, 5, 1.0);
        Plot { left, top, right, bottom, games: (0.0, last_game), ratings: (low, high), game_ticks, rating_ticks }
    }

    /// Where game `game` at `rating` is drawn.
    pub fn at(&self, game: f64, rating: f64) -> (f64, f64) {
        let x = self.left + (game - self.games.0) / (self.games.1 - self.games.0) * (self.right - self.left);
        let y = self.bottom - (rating - self.ratings.0) / (self.ratings.1 - self.ratings.0) * (self.bottom - self.top);
        (x, y)
    }
}

/// A tick's label: whole numbers, or one decimal for a small scale (Weng-Lin's).
fn label(value: f64, step: f64) -> String {
    if step < 1.0 { format!("{value:.1}") } else { format!("{}", value.round()) }
}

/// Draws `series` on `canvas` at its displayed width, in `ink` (text and axes) and `grid`;
/// returns each line's points as drawn, in CSS pixels.
pub fn draw(canvas: &HtmlCanvasElement, series: &[Series], ink: &str, grid: &str) -> Vec<Vec<(f64, f64)>> {
    let Some(ctx) = canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok()) else {
        return Vec::new();
    };
    let ratio = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio()).max(1.0);
    let width = f64::from(canvas.client_width()).max(200.0);
    canvas.set_width((width * ratio).round() as u32);
    canvas.set_height((HEIGHT * ratio).round() as u32);
    let _ = ctx.set_transform(ratio, 0.0, 0.0, ratio, 0.0, 0.0);
    ctx.clear_rect(0.0, 0.0, width, HEIGHT);
    ctx.set_font(&format!("{FONT_PX}px system-ui, sans-serif"));
    ctx.set_text_baseline("middle");
    let text_width = |t: &str| ctx.measure_text(t).map_or(t.len() as f64 * 7.0, |m| m.width());

    // The legend, in as many rows as the width needs.
    let mut legend = Vec::new();
    let (mut x, mut row) = (0.0, 0.0);
    for s in series {
        let w = 14.0 + text_width(&s.label) + 14.0;
        if x > 0.0 && x + w > width {
            x = 0.0;
            row += 1.0;
        }
        legend.push((x, row * LINE_GAP + LINE_GAP / 2.0, s));
        x += w;
    }
    for (x, y, s) in &legend {
        ctx.set_fill_style_str(s.colour);
        ctx.fill_rect(*x, y - 4.0, 10.0, 8.0);
        ctx.set_fill_style_str(ink);
        let _ = ctx.fill_text(&s.label, x + 14.0, *y);
    }
    let top = (row + 1.0) * LINE_GAP + LINE_GAP;

    let probe = Plot::new(series, 0.0, top, width, HEIGHT);
    let step = probe.rating_ticks.windows(2).next().map_or(1.0, |w| w[1] - w[0]);
    let left = probe.rating_ticks.iter().map(|t| text_width(&label(*t, step))).fold(0.0, f64::max) + 8.0;
    let plot = Plot::new(series, left, top, width - 10.0, HEIGHT - 2.0 * LINE_GAP - 4.0);

    // The axes' titles: the ratings' above their ticks, the games' under theirs.
    ctx.set_fill_style_str(ink);
    let _ = ctx.fill_text(&msg::profile_chart_rating(), 0.0, top - LINE_GAP / 2.0 - 2.0);
    ctx.set_text_align("center");
    let _ = ctx.fill_text(&msg::profile_chart_games(), (plot.left + plot.right) / 2.0, HEIGHT - LINE_GAP / 2.0);

    ctx.set_line_width(1.0);
    ctx.set_stroke_style_str(grid);
    for t in &plot.rating_ticks {
        let (_, y) = plot.at(0.0, *t);
        ctx.begin_path();
        ctx.move_to(plot.left, y.round() + 0.5);
        ctx.line_to(plot.right, y.round() + 0.5);
        ctx.stroke();
    }
    ctx.set_text_align("right");
    for t in &plot.rating_ticks {
        let _ = ctx.fill_text(&label(*t, step), plot.left - 6.0, plot.at(0.0, *t).1);
    }
    ctx.set_text_align("center");
    for g in &plot.game_ticks {
        let (x, _) = plot.at(*g, plot.ratings.0);
        let _ = ctx.fill_text(&format!("{g}"), x, plot.bottom + LINE_GAP / 2.0 + 2.0);
    }
    ctx.set_stroke_style_str(ink);
    ctx.begin_path();
    ctx.move_to(plot.left + 0.5, plot.top);
    ctx.line_to(plot.left + 0.5, plot.bottom + 0.5);
    ctx.line_to(plot.right, plot.bottom + 0.5);
    ctx.stroke();

    let mut drawn = Vec::new();
    ctx.set_line_width(2.5);
    ctx.set_line_join("round");
    for s in series {
        let points: Vec<(f64, f64)> = s.points.iter().map(|(g, r)| plot.at(*g, *r)).collect();
        ctx.set_stroke_style_str(s.colour);
        ctx.set_fill_style_str(s.colour);
        ctx.begin_path();
        for (i, (x, y)) in points.iter().enumerate() {
            if i == 0 { ctx.move_to(*x, *y) } else { ctx.line_to(*x, *y) }
        }
        ctx.stroke();
        // Each game's point, while they are few enough to tell apart.
        if points.len() <= 40 {
            for (x, y) in &points {
                ctx.begin_path();
                let _ = ctx.arc(*x, *y, 3.0, 0.0, std::f64::consts::TAU);
                ctx.fill();
            }
        }
        drawn.push(points);
    }
    ctx.set_text_align("start");
    drawn
}

#[cfg(test)]
mod tests {
    use super::*;

    fn series(points: &[(f64, f64)]) -> Series {
        Series { label: "x".into(), colour: COLOURS[0], points: points.to_vec() }
    }

    #[test]
    fn ticks_are_round() {
        assert_eq!(ticks(1437.0, 1550.0, 4, 1.0), vec![1450.0, 1500.0, 1550.0]);
        assert_eq!(ticks(0.0, 3.0, 5, 1.0), vec![0.0, 1.0, 2.0, 3.0]);
        assert_eq!(ticks(0.0, 1.0, 5, 1.0), vec![0.0, 1.0]);
        assert_eq!(ticks(0.0, 480.0, 5, 1.0), vec![0.0, 100.0, 200.0, 300.0, 400.0]);
        assert_eq!(ticks(24.0, 26.0, 4, 0.1), vec![24.0, 24.5, 25.0, 25.5, 26.0]);
        assert_eq!(ticks(5.0, 5.0, 4, 1.0), vec![5.0]);
        assert_eq!(ticks(f64::NAN, 5.0, 4, 1.0).len(), 1);
    }

    #[test]
    fn lines_fill_the_box_and_keep_a_least_span() {
        let plot = Plot::new(&[series(&[(0.0, 1500.0), (1.0, 1437.0)])], 40.0, 30.0, 340.0, 180.0);
        assert_eq!(plot.games, (0.0, 1.0));
        assert!(plot.ratings.1 - plot.ratings.0 >= MIN_SPAN);
        assert!(plot.ratings.0 < 1437.0 && plot.ratings.1 > 1500.0);
        let (x0, y0) = plot.at(0.0, 1500.0);
        let (x1, y1) = plot.at(1.0, 1437.0);
        assert_eq!((x0, x1), (40.0, 340.0));
        assert!(y0 < y1 && y0 > 30.0 && y1 < 180.0, "a fall goes down: {y0} {y1}");
        // No points at all still makes a plot.
        let empty = Plot::new(&[], 0.0, 0.0, 100.0, 100.0);
        assert!(empty.ratings.0.is_finite() && empty.ratings.1 > empty.ratings.0);
        assert!(!empty.rating_ticks.is_empty());
    }

    #[test]
    fn a_long_history_gets_few_game_ticks() {
        let points: Vec<(f64, f64)> = (0..=480).map(|g| (g as f64, 1500.0 + (g as f64).sin() * 300.0)).collect();
        let plot = Plot::new(&[series(&points)], 0.0, 0.0, 300.0, 200.0);
        assert!(plot.game_ticks.len() <= 6);
        assert!(plot.rating_ticks.len() >= 3 && plot.rating_ticks.len() <= 6, "{:?}", plot.rating_ticks);
    }
}
