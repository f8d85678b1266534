//! Move notation of every game in positions of any option set. The input is three lines: the
//! game and its options (`gyges replace=on`), a position string (or `start`), and an action's
//! text. Never a panic; a parsed action either plays, and then it is listed, or is refused
//! with an error that leaves the position as it was.
#![no_main]
use engine::game::Game;
use engine::kind::GameKind;
use libfuzzer_sys::fuzz_target;

fn check<G: Game>(pairs: &[(String, String)], position: &str, text: &str) {
    let Ok(options) = G::parse_options(pairs) else { return };
    let pos = if position == "start" { G::start(&options) } else {
        let Ok(pos) = G::parse_position(position, &options) else { return };
        pos
    };
    if let Ok(action) = pos.parse_action(text) {
        let mut next = pos.clone();
        match next.play(&action) {
            Ok(()) => assert!(pos.legal_actions().contains(&action), "unlisted {text} plays"),
            Err(_) => assert_eq!(next.position_string(), pos.position_string()),
        }
        let _ = pos.format_action_long(&action);
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut lines = text.splitn(3, '\n');
    let (header, position, action) = (lines.next().unwrap_or(""), lines.next().unwrap_or("start"), lines.next().unwrap_or(""));
    let mut words = header.split_whitespace();
    let Some(Ok(kind)) = words.next().map(GameKind::parse) else { return };
    let items: Vec<&str> = words.collect();
    let Ok(pairs) = engine::options::parse_pairs(&items) else { return };
    engine::with_kind!(kind, G => check::<G>(&pairs, position, action));
});
