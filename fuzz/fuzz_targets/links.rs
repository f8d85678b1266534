//! Shared links: unpacking arbitrary text never panics, and packing round-trips any text.
#![no_main]
use engine::compact::{pack, unpack};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(unpacked) = unpack(text) {
        let _ = engine::any::match_from_record(&unpacked);
    }
    assert_eq!(unpack(&pack(text)).expect("packed text unpacks"), text);
});
