//! Game records: parsing and replay never panic; a record that loads exports and reloads to the
//! same game.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(game) = engine::any::match_from_record(text) {
        let again = engine::any::match_from_record(&game.record_text()).expect("an exported record loads");
        assert_eq!(again.position_string(), game.position_string());
    }
});
