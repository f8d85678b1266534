//! Shared links: unpacking arbitrary text never panics, and packing round-trips any text of
//! at most `MAX_DECODED` bytes (longer text is refused by `pack`).
#![no_main]
use engine::compact::{pack, unpack, MAX_DECODED};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(unpacked) = unpack(text) {
        let _ = engine::any::match_from_record(&unpacked);
    }
    match pack(text) {
        Ok(packed) => assert_eq!(unpack(&packed).expect("packed text unpacks"), text),
        Err(_) => assert!(text.len() > MAX_DECODED, "pack refused {} bytes", text.len()),
    }
});
