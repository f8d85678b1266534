//! Cross-checks the engine's move generation against the slow enumerator on random positions.

mod gyges_slow;

use engine::game::Game;
use engine::gyges::{Action, Options};
use engine::rng::Rng;
use gyges_slow::{engine_identities, random_position, Slow};

#[test]
fn legal_moves_match_the_slow_enumerator_on_random_positions() {
    let mut rng = Rng::new(20240611);
    for (replace, return_to_start, count) in [(false, false, 4000), (false, true, 2000), (true, false, 1500), (true, true, 800)] {
        let options = Options { replace, return_to_start, ..Options::default() };
        for _ in 0..count {
            let p = random_position(&mut rng, &options);
            let engine = engine_identities(&p);
            let slow = Slow::from_position(&p).moves();
            assert_eq!(engine, slow, "position {} replace={replace} return={return_to_start}", p.position_string());
            // Perft's last ply counts without building the actions.
            assert_eq!(p.count_actions(), p.legal_actions().len() as u64, "count in {}", p.position_string());
            // Every witness path is itself a legal path.
            for m in p.legal_moves() {
                let long = p.format_action_long(&Action::Move(m.clone()));
                let back = p.parse_action(&long).unwrap_or_else(|e| panic!("{long} in {}: {e}", p.position_string()));
                assert_eq!(back, Action::Move(m));
            }
        }
    }
}
