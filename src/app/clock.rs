//! The clock of a game played on this device (hot-seat, or against the computer): the time
//! control chosen in the lobby, one clock per seat (the engine's `clock`), charged when the
//! turn passes; a flag fall ends the game on time. A live game's clocks are the live module's.

use super::{with_app, App};
use crate::dom::{self, set_hidden, set_text};
use engine::clock::{face, Clocks, TimeControl};
use engine::game::{Concession, Status};
use wasm_bindgen::JsCast;

pub(super) struct Clock {
    clocks: Clocks,
    /// The seat whose turn runs, and when it began (the page's milliseconds).
    turn: Option<(u8, f64)>,
    ticking: bool,
}

/// The lobby's choice, or `?clock=` in the address (a short clock for tests, e.g. `5s+0`).
fn chosen() -> Option<TimeControl> {
    let search = dom::window().location().search().unwrap_or_default();
    let given = search.trim_start_matches('?').split('&').find_map(|kv| kv.strip_prefix("clock=")).map(|v| v.replace("%2B", "+"));
    let picked = || dom::document().get_element_by_id("clock-choice")?.dyn_into::<web_sys::HtmlSelectElement>().ok().map(|s| s.value());
    TimeControl::parse(&given.or_else(picked)?).ok().flatten()
}

impl App {
    /// A new game from the lobby: its clocks, if a time control is chosen.
    pub(super) fn start_clock(&mut self) {
        let seats = self.screen.as_ref().map_or(0, |s| s.game().players().len());
        self.clock = chosen().map(|c| Clock { clocks: Clocks::new(c, seats), turn: None, ticking: false });
        set_hidden("clock", self.clock.is_none());
        self.clock_follow();
    }

    /// After the game changed: the seat whose turn passed is charged; the next turn starts.
    pub(super) fn clock_follow(&mut self) {
        let (Some(c), Some(s)) = (&mut self.clock, &self.screen) else { return };
        let to_act = match s.game().status() {
            Status::Turn(seat) => Some(seat),
            _ => None,
        };
        if c.turn.map(|t| t.0) != to_act {
            let now = dom::now_ms();
            if let Some((seat, since)) = c.turn.take() {
                let _ = c.clocks.charge(seat, (now - since) as u64);
            }
            c.turn = to_act.map(|seat| (seat, now));
        }
        if !c.ticking && c.turn.is_some() {
            c.ticking = true;
            dom::after_ms(100, Box::new(|| {
                with_app(App::clock_tick);
            }));
        }
        self.show_clock();
    }

    fn clock_tick(&mut self) {
        let Some(c) = &mut self.clock else { return };
        c.ticking = false;
        if let Some((seat, since)) = c.turn.filter(|(seat, since)| c.clocks.flagged(*seat, (dom::now_ms() - since) as u64)) {
            let _ = c.clocks.charge(seat, (dom::now_ms() - since) as u64);
            c.turn = None;
            if let Some(s) = &mut self.screen {
                if s.game_mut().concede(Concession::OutOfTime(seat)).is_ok() {
                    self.banner_closed = false;
                    self.game_changed();
                }
            }
        }
        self.clock_follow();
    }

    fn show_clock(&self) {
        let (Some(c), Some(s)) = (&self.clock, &self.screen) else { return };
        let now = dom::now_ms();
        let faces: Vec<String> = (0..s.game().players().len() as u8)
            .map(|seat| {
                let running = c.turn.filter(|t| t.0 == seat).map(|t| (now - t.1) as u64);
                let mark = if running.is_some() { "▶ " } else { "" };
                format!("{mark}{} {}", s.seat_name(seat), face(c.clocks.left(seat, running.unwrap_or(0))))
            })
            .collect();
        set_text("clock", &faces.join(" · "));
    }
}
