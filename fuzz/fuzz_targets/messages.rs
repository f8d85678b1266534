//! The embed's host messages, as far as Rust parses them: a `load` with a record, or with a
//! game, a position and options text. The input's lines are the message's fields (the type, then
//! the game, position and options, the rest a record). Nothing panics, and a game that loads
//! plays its listed actions.
#![no_main]
use engine::any::{match_from_fields, match_from_record};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut lines = text.splitn(5, '\n');
    let kind = lines.next().unwrap_or("");
    let game = lines.next().unwrap_or("");
    let position = lines.next().unwrap_or("");
    let options = lines.next().unwrap_or("");
    let record = lines.next().unwrap_or("");
    let loaded = match kind {
        "record" => match_from_record(record),
        "start" => match_from_fields(game, None, options, 1),
        _ => match_from_fields(game, Some(position), options, 1),
    };
    if let Ok(mut m) = loaded {
        for action in m.legal_actions().into_iter().take(8) {
            let mut next = m.boxed_clone();
            next.play_text(&action).expect("a listed action plays");
        }
        let _ = m.play_text(record);
    }
});
