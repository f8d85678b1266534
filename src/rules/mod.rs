//! The rules pane: each game's rules in our own words, with small diagrams drawn by the board
//! renderers. Diagrams are `<canvas data-diagram="...">` elements filled in after the text is shown.

mod gipf;
mod gyges;
mod gype;

use crate::render::{Canvas, Theme};
use engine::kind::GameKind;
use wasm_bindgen::JsCast;
use web_sys::HtmlCanvasElement;

/// The rules text (HTML) for a game.
pub fn html(game: GameKind) -> &'static str {
    match game {
        GameKind::Gyges => gyges::HTML,
        GameKind::Gype => gype::HTML,
        GameKind::Gipf => gipf::HTML,
    }
}

/// Draws every diagram canvas inside `root`.
pub fn draw_diagrams(root: &web_sys::Element, theme: &Theme) {
    let Ok(list) = root.query_selector_all("canvas[data-diagram]") else { return };
    for i in 0..list.length() {
        let Some(canvas) = list.item(i).and_then(|n| n.dyn_into::<HtmlCanvasElement>().ok()) else { continue };
        let name = canvas.get_attribute("data-diagram").unwrap_or_default();
        let c = Canvas::new(canvas);
        if let Some(rest) = name.strip_prefix("gyges-") {
            gyges::draw(rest, &c, theme);
        } else if let Some(rest) = name.strip_prefix("gype-") {
            gype::draw(rest, &c, theme);
        } else if let Some(rest) = name.strip_prefix("gipf-") {
            gipf::draw(rest, &c, theme);
        }
    }
}
