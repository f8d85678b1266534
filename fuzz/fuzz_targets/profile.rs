//! Profile files: reading any bytes never panics, and a profile that reads writes a text that
//! reads back to an equal profile (and writes the same text again).
#![no_main]
use engine::rating::Profile;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(profile) = Profile::from_bytes(data) {
        let text = profile.to_text();
        let again = Profile::from_text(&text).expect("a written profile reads back");
        assert_eq!(again, profile);
        assert_eq!(again.to_text(), text);
    }
});
