//! Position strings of every game: parsing never panics, and what parses round-trips.
#![no_main]
use engine::game::Game;
use engine::kind::GameKind;
use libfuzzer_sys::fuzz_target;

fn check<G: Game>(text: &str) {
    if let Ok(pos) = G::parse_position(text, &G::Options::default()) {
        let again = pos.position_string();
        let back = G::parse_position(&again, &G::Options::default()).expect("a written position parses");
        assert_eq!(back.position_string(), again);
        let _ = pos.legal_actions();
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let kind = GameKind::ALL[which as usize % GameKind::ALL.len()];
    engine::with_kind!(kind, G => check::<G>(text));
});
