//! The clocks of a game played on this device (hot seat, or against the computer): the card's
//! Clock choice starts them, one face per seat under the status line, a flag fall ends the
//! game on time. The timing rules are the engine's (`clock::Timer`); this is only the page's
//! glue: the faces, a tick while a clock runs, and the kept timer (`gboards.clock.<game id>`).
//! A live game's clocks are the live module's.

use super::mode::Clocks;
use super::{escape, with_app, App};
use crate::dom::{self, el, set_hidden};
use engine::clock::{face, TimeControl, Timer};
use engine::game::{Concession, Status};

pub(super) struct Clock {
    timer: Timer,
    /// The faces as last shown, and the second the timer was last kept (-1: keep it now).
    shown: String,
    kept_at: i64,
}

thread_local! {
    /// A tick is due: one at a time, whichever game's clock it finds.
    static TICKING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

impl Clock {
    pub(super) fn control(&self) -> TimeControl {
        self.timer.clocks().control()
    }
}

fn now() -> i64 {
    dom::now_ms() as i64
}

fn key(id: &str) -> String {
    format!("gboards.clock.{id}")
}

/// `?clock=` in the address (a short clock for tests, e.g. `5s%2B1`), else the card's choice.
pub(super) fn chosen(card: &str) -> Option<TimeControl> {
    let search = dom::window().location().search().unwrap_or_default();
    let given = search.trim_start_matches('?').split('&').find_map(|kv| kv.strip_prefix("clock=")).map(|v| v.replace("%2B", "+"));
    TimeControl::parse(&given.unwrap_or_else(|| card.to_string())).ok().flatten()
}

impl App {
    /// A new game from the lobby: its clocks, if it has a time control.
    pub(super) fn start_clock(&mut self, control: Option<TimeControl>) {
        let seats = self.screen.as_ref().map_or(0, |s| s.game().players().len());
        self.clock = control.map(|c| Clock { timer: Timer::new(c, seats), shown: String::new(), kept_at: -1 });
        if self.clock.is_none() {
            crate::persist::forget(&key(&self.save_id));
        }
        self.clock_follow();
    }

    /// A game opened from a save, a link or a reload: its kept clocks, if any. A kept timer
    /// that does not read is dropped (the game goes on without a clock) and said in the console.
    pub(super) fn resume_clock(&mut self) {
        self.clock = None;
        if self.live.is_some() || self.embed.enabled {
            return;
        }
        let seats = self.screen.as_ref().map_or(0, |s| s.game().players().len());
        let Some(text) = dom::local_storage().and_then(|s| s.get_item(&key(&self.save_id)).ok().flatten()) else { return };
        match Timer::restore(&text, seats) {
            Ok(timer) => self.clock = Some(Clock { timer, shown: String::new(), kept_at: -1 }),
            Err(e) => web_sys::console::warn_1(&format!("gboards: {}", crate::error::engine_words(&e)).into()),
        }
    }

    /// After the game changed: the turn that passed is charged (or an undo puts the clocks
    /// back), the next seat's time runs, the faces follow and the timer is kept.
    pub(super) fn clock_follow(&mut self) {
        // A puzzle, a lesson or the analysis board may show this game, but plays no clock.
        let clocks = self.policy().map(|p| p.clocks);
        if clocks != Some(Clocks::Device) {
            self.clock = None;
        }
        let (Some(c), Some(s)) = (&mut self.clock, &self.screen) else {
            // A live game shows the live module's clocks in the same place.
            if clocks != Some(Clocks::Live) {
                set_hidden("clock", true);
            }
            return;
        };
        let game = s.game();
        // Computer seats held back (a demo stepped back) do not lose time while they wait.
        let to_act = match game.status() {
            Status::Turn(seat) if !(self.paused && game.players().get(seat as usize).is_some_and(|p| *p != engine::player::Player::Human)) => Some(seat),
            _ => None,
        };
        let late = c.timer.follow(to_act, game.len(), now());
        if let Some(seat) = late {
            return self.lost_on_time(seat);
        }
        c.kept_at = -1;
        if c.timer.running().is_some() && !TICKING.with(|t| t.replace(true)) {
            dom::after_ms(100, Box::new(|| {
                TICKING.with(|t| t.set(false));
                with_app(App::clock_tick);
            }));
        }
        self.show_clock();
    }

    fn clock_tick(&mut self) {
        let Some(c) = &mut self.clock else { return };
        if let Some(seat) = c.timer.flag(now()) {
            return self.lost_on_time(seat);
        }
        self.clock_follow();
    }

    fn lost_on_time(&mut self, seat: u8) {
        if let Some(s) = &mut self.screen {
            if s.game_mut().concede(Concession::OutOfTime(seat)).is_ok() {
                s.reset_input();
                self.banner_closed = false;
            }
        }
        self.game_changed();
    }

    /// One face per seat (the running one marked), and the timer kept once a second.
    fn show_clock(&mut self) {
        let (Some(c), Some(s)) = (&mut self.clock, &self.screen) else { return };
        let t = now();
        let faces: String = (0..s.game().players().len() as u8)
            .map(|seat| {
                let run = c.timer.running() == Some(seat);
                let left = c.timer.left(seat, t);
                format!("<span{}>{}{} {}</span>", if run { " class=\"run\"" } else { "" }, if run { "▶ " } else { "" }, escape(&s.seat_name(seat)), face(left))
            })
            .collect();
        if faces != c.shown {
            el("clock").set_inner_html(&faces);
            c.shown = faces;
        }
        set_hidden("clock", false);
        if c.kept_at != t / 1000 && !self.embed.enabled {
            c.kept_at = t / 1000;
            if let Some(store) = dom::local_storage() {
                let _ = store.set_item(&key(&self.save_id), &c.timer.save(t));
            }
        }
    }

    /// Keeps the timer now (the page is going away).
    pub(super) fn keep_clock(&mut self) {
        if let Some(c) = &mut self.clock {
            c.kept_at = -1;
        }
        self.show_clock();
    }
}
