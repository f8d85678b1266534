//! Profile files: reading any bytes never panics, and a profile that reads writes a text that
//! reads back to an equal profile (and writes the same text again). The same input as a game
//! between people to rate (the live module's `rate-people` line): it reads or is refused, one
//! that reads writes itself back, and a profile rates it or refuses it without a panic.
#![no_main]
use engine::rating::{PeopleGame, Profile};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(profile) = Profile::from_bytes(data) {
        let text = profile.to_text();
        let again = Profile::from_text(&text).expect("a written profile reads back");
        assert_eq!(again, profile);
        assert_eq!(again.to_text(), text);
    }
    let Ok(line) = std::str::from_utf8(data) else { return };
    if let Ok(game) = PeopleGame::from_text(line) {
        assert_eq!(PeopleGame::from_text(&game.to_text()).as_ref(), Ok(&game), "a written game reads back");
        if let Ok(mut profile) = Profile::new("Fuzz") {
            let _ = profile.play_people(&game, 20_000);
        }
    }
});
