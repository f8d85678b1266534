//! Move notation of every game, parsed in a few fixed positions: never a panic, and a parsed
//! action either plays or is refused with an error that leaves the position as it was.
#![no_main]
use engine::game::Game;
use libfuzzer_sys::fuzz_target;

fn check<G: Game>(position: &str, text: &str) {
    let options = G::Options::default();
    let pos = if position == "start" { G::start(&options) } else { G::parse_position(position, &options).expect("a fixed test position") };
    if let Ok(action) = pos.parse_action(text) {
        let mut next = pos.clone();
        if next.play(&action).is_err() {
            assert_eq!(next.position_string(), pos.position_string());
        }
        let _ = pos.format_action_long(&action);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(rest) else { return };
    match which % 5 {
        0 => check::<engine::gyges::Position>("321123/....../....../....../....../321123 S", text),
        1 => check::<engine::gyges::Position>("start", text),
        2 => check::<engine::gype::Position>("SN S SSb0,STc0,SBd0,SFe0,SFf0,SBg0,STh0,SSi0,NSb9,NTc9,NBd9,NFe9,NFf9,NBg9,NTh9,NSi9", text),
        3 => check::<engine::gipf::Position>("start", text),
        _ => check::<engine::gipf::Position>("W:Gb5,d3,Dd4,Pc3 B:Gb2,e5,Ge8,Gh2,Pd5 5/5 W", text),
    }
});
