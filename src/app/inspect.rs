//! The page's own game as seen from JS, for tests, assistive tools and the benchmark script:
//! its state merged with the input's, the board position of a named place (and of a pointer),
//! and redraw times.

use super::mode::Control;
use super::{with_app, App};
use crate::api::{state_of, string_arg};
use crate::dom;
use crate::render;
use wasm_bindgen::prelude::*;

/// The page's current game and input state as one plain object, or null in the lobby.
#[wasm_bindgen(js_name = uiState)]
pub fn ui_state() -> JsValue {
    with_app(|app| {
        let screen = app.screen.as_ref()?;
        let state = dom::to_js(&state_of(screen.game()));
        let input = screen.ui_state();
        let merged = js_sys::Object::assign(&js_sys::Object::from(state), &js_sys::Object::from(input));
        let _ = js_sys::Reflect::set(&merged, &"animating".into(), &screen.animating().into());
        let legal: js_sys::Array = screen.game().legal_actions().iter().map(|a| JsValue::from(a.as_str())).collect();
        let _ = js_sys::Reflect::set(&merged, &"legal".into(), &legal);
        let players: js_sys::Array = screen.game().players().iter().map(|p| JsValue::from(p.name())).collect();
        let _ = js_sys::Reflect::set(&merged, &"players".into(), &players);
        let (thinking, hint, paused) = app.computer_state();
        let _ = js_sys::Reflect::set(&merged, &"thinking".into(), &thinking.into());
        let _ = js_sys::Reflect::set(&merged, &"hint".into(), &hint.map(JsValue::from).unwrap_or(JsValue::NULL));
        let _ = js_sys::Reflect::set(&merged, &"paused".into(), &paused.into());
        // The hint arrows the board draws (the analysis's best moves): each one's places. Not
        // `arrows`, which a GIPF screen's state uses for the entry arrows at a chosen dot.
        let arrows: js_sys::Array = screen.arrows().iter().map(|a| JsValue::from(a.iter().map(|&p| JsValue::from(p)).collect::<js_sys::Array>())).collect();
        let _ = js_sys::Reflect::set(&merged, &"hintArrows".into(), &arrows);
        // The mode and what its policy makes of each control, for tests to hold the page to.
        if let Some(mode) = app.mode() {
            let policy = mode.policy(&app.facts());
            let _ = js_sys::Reflect::set(&merged, &"mode".into(), &mode.name().into());
            let controls = js_sys::Object::new();
            for c in Control::ALL {
                let _ = js_sys::Reflect::set(&controls, &c.id().into(), &policy.control(c).name().into());
            }
            let _ = js_sys::Reflect::set(&merged, &"controls".into(), &controls);
        }
        Some(JsValue::from(merged))
    })
    .flatten()
    .unwrap_or(JsValue::NULL)
}

/// CSS pixel centre of a named place on the board canvas (`"c1"`, `"N"`, `"tray2"`).
#[wasm_bindgen(js_name = boardPoint)]
pub fn board_point(name: JsValue) -> Result<Vec<f64>, JsError> {
    let name = string_arg(&name, "name")?;
    let point = with_app(|app| app.screen.as_ref().and_then(|s| s.point(&name))).flatten();
    match point {
        Some((x, y)) => Ok(vec![x, y]),
        None => Err(JsError::new(&format!("no place named '{}' on the board", engine::error::clip(&name)))),
    }
}

/// A point of the page (a pointer event's `clientX`, `clientY`) in the units of `boardPoint`:
/// the one mapping from where a person clicks to the board, for input handled outside the app.
#[wasm_bindgen(js_name = boardPointer)]
pub fn board_pointer(client_x: JsValue, client_y: JsValue) -> Result<Vec<f64>, JsError> {
    let (Some(cx), Some(cy)) = (client_x.as_f64().filter(|v| v.is_finite()), client_y.as_f64().filter(|v| v.is_finite())) else {
        return Err(JsError::new("clientX and clientY must be finite numbers"));
    };
    with_app(|app| {
        let (x, y) = app.canvas.point_of(cx, cy);
        vec![x, y]
    })
    .ok_or_else(|| JsError::new("the app has not started"))
}

/// Redraws the current board `n` times (1..=2000) and returns each redraw's time in ms.
#[wasm_bindgen(js_name = benchRedraw)]
pub fn bench_redraw(n: JsValue) -> Result<Vec<f64>, JsError> {
    let n = match n.as_f64() {
        Some(n) if (1.0..=2000.0).contains(&n) => n as usize,
        _ => return Err(JsError::new("n must be from 1 to 2000")),
    };
    with_app(|app| app.time_redraws(n)).flatten().ok_or_else(|| JsError::new("no board is shown"))
}

impl App {
    /// Times `n` full redraws of the board.
    fn time_redraws(&mut self, n: usize) -> Option<Vec<f64>> {
        let theme = if self.dark { &render::DARK } else { &render::LIGHT };
        let screen = self.screen.as_mut()?;
        Some(
            (0..n)
                .map(|_| {
                    let t = dom::now_ms();
                    screen.draw(&self.canvas, theme);
                    // Reading a pixel makes the browser rasterize now, so the time is the whole cost.
                    let _ = self.canvas.ctx.get_image_data(0.0, 0.0, 1.0, 1.0);
                    dom::now_ms() - t
                })
                .collect(),
        )
    }
}
