//! Short synthesized sounds (no audio files to load): a click for a move, ticks for bounces, a
//! rattle for a roll, a low thud for a removal, a rising chord for a win. Muted by default until
//! the player turns sound on; the choice is remembered.

use crate::dom;
use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Move,
    /// A move with this many bounces or hops.
    Bounce(u8),
    Roll,
    Removal,
    Win,
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

const KEY: &str = "gboards.sound";

pub fn enabled() -> bool {
    dom::local_storage().and_then(|s| s.get_item(KEY).ok().flatten()).as_deref() == Some("on")
}

pub fn set_enabled(on: bool) {
    if let Some(s) = dom::local_storage() {
        let _ = s.set_item(KEY, if on { "on" } else { "off" });
    }
}

/// One tone: frequency in Hz, start offset and length in seconds, oscillator shape.
fn tone(ctx: &AudioContext, freq: f32, at: f64, len: f64, shape: OscillatorType, volume: f32) {
    let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else { return };
    osc.set_type(shape);
    osc.frequency().set_value(freq);
    let t = ctx.current_time() + at;
    let g = gain.gain();
    let _ = g.set_value_at_time(volume, t);
    let _ = g.exponential_ramp_to_value_at_time(0.001, t + len);
    let _ = osc.connect_with_audio_node(&gain);
    let _ = gain.connect_with_audio_node(&ctx.destination());
    let _ = osc.start_with_when(t);
    let _ = osc.stop_with_when(t + len);
}

pub fn play(cue: Cue) {
    if !enabled() {
        return;
    }
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = AudioContext::new().ok();
        }
        let Some(ctx) = c.as_ref() else { return };
        match cue {
            Cue::Move => tone(ctx, 520.0, 0.0, 0.08, OscillatorType::Triangle, 0.25),
            Cue::Bounce(n) => {
                for i in 0..n.min(8) {
                    tone(ctx, 600.0 + 60.0 * i as f32, 0.2 * i as f64, 0.07, OscillatorType::Triangle, 0.2);
                }
                tone(ctx, 520.0, 0.2 * n.min(8) as f64, 0.08, OscillatorType::Triangle, 0.25);
            }
            Cue::Roll => {
                for i in 0..5 {
                    tone(ctx, 300.0 + 90.0 * ((i * 7) % 5) as f32, 0.05 * i as f64, 0.04, OscillatorType::Square, 0.08);
                }
            }
            Cue::Removal => tone(ctx, 160.0, 0.0, 0.22, OscillatorType::Sine, 0.35),
            Cue::Win => {
                for (i, f) in [523.0, 659.0, 784.0, 1047.0].into_iter().enumerate() {
                    tone(ctx, f, 0.12 * i as f64, 0.35, OscillatorType::Triangle, 0.2);
                }
            }
        }
    });
}
