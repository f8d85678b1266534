//! What the engine's peer tells its player beside the game (`engine::live::Note`: a catch-up, a
//! start called off, an answer counted), in the player's language. Seats are numbers as people
//! count them.

use crate::i18n::msg;
use engine::live::note::{seat_list, seconds_and_tenths};
use engine::live::Note;

pub fn words(note: &Note) -> String {
    match note {
        Note::TimeCharged { seat, claimed_ms, measured_ms, charged_ms } => {
            msg::live_note_time_charged(u32::from(*seat) + 1, &seconds(*claimed_ms), &seconds(*measured_ms), &seconds(*charged_ms))
        }
        Note::CaughtUp { added } => msg::live_note_caught_up(*added),
        Note::Resynchronised => msg::live_note_resynchronised(),
        Note::Watching => msg::live_note_watching(),
        Note::StartCalledOff { seat } => msg::live_note_start_called_off(u32::from(*seat) + 1),
        Note::StartCalledOffByHost { seat } => msg::live_note_start_called_off_by_host(u32::from(*seat) + 1),
        Note::HostLeft => msg::live_note_host_left(),
        Note::Starting => msg::live_note_starting(),
        Note::Accepted { seat, what, waiting } => msg::live_note_accepted(u32::from(*seat) + 1, what.name(), waiting.len(), &seat_list(waiting)),
        Note::Chosen { noun } => msg::live_note_chosen(*noun),
    }
}

/// A time to the tenth of a second: whole numbers for the message, so no float formatting.
fn seconds(ms: u64) -> String {
    let (whole, tenths) = seconds_and_tenths(ms);
    msg::live_seconds(whole, tenths)
}
