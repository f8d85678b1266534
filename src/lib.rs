//! The gboards web app: the JS-facing API (`api`), the DOM shell (`app`), the canvas renderer
//! (`render`) and input handling (`input`). Rules live in the `engine` crate.
//!
//! Imports run one way: `app` over `screens`, `computer`, `persist`, `embed` and `api`;
//! `screens` over `render` and `input`; everything over `dom`.

pub mod api;
mod app;
mod computer;
mod dom;
mod embed;
mod error;
pub mod i18n;
pub mod input;
mod motion;
mod render;
mod rules;
mod persist;
mod protocol;
mod reason;
mod search_protocol;
mod screens;
mod sound;

pub use app::{bench_redraw, board_point, board_pointer, ui_state};

use wasm_bindgen::prelude::*;

/// Starts the app when the page has the board; a page without it (tests) only gets the API.
#[wasm_bindgen(start)]
pub fn start() {
    let has_board = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("board")).is_some();
    if has_board {
        app::start();
    }
}
