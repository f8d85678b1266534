//! Property tests over random GIPF games: no panic, every generated action plays, pieces are
//! conserved, notation and position strings round-trip, records replay exactly.

use engine::game::{Game, Status};
use engine::gipf::{Options, Position, BLACK, WHITE};
use engine::rng::Rng;
use engine::Match;

fn options(pairs: &[(&str, &str)]) -> Options {
    let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Position::parse_options(&pairs).unwrap()
}

fn check_conservation(p: &Position, o: &Options) {
    for seat in [WHITE, BLACK] {
        let basic = p.pieces_on_board(seat) + p.reserve(seat) as u32 + p.captured(1 - seat) as u32;
        assert_eq!(basic, o.total_pieces(seat) as u32, "basic pieces of {seat} in {}", p.position_string());
        let hand: u32 = p.potentials_in_hand(seat).iter().map(|&n| n as u32).sum();
        assert!(hand + p.potentials_on_board(seat) <= o.total_potentials(seat) as u32);
    }
}

/// Plays `games` random games; every `deep`-th game checks every action's notation and the
/// position string at every step (the rest check a sample).
fn random_games(o: &Options, games: u32, seed: u64) -> (u32, u32) {
    let mut rng = Rng::new(seed);
    let mut finished = 0;
    let mut removals = 0;
    for g in 0..games {
        let mut m: Match<Position> = Match::new(o, g as u64);
        let thorough = g % 20 == 0;
        loop {
            let p = m.position().clone();
            let actions = p.legal_actions();
            if let Status::Over(_) = p.status() {
                assert!(actions.is_empty());
                finished += 1;
                break;
            }
            assert!(!actions.is_empty(), "no action in {}", p.position_string());
            if thorough || rng.below(8) == 0 {
                let text = p.position_string();
                assert_eq!(Position::parse_position(&text, o).unwrap(), p, "{text}");
                for a in &actions {
                    let s = p.format_action(a);
                    assert_eq!(&p.parse_action(&s).unwrap(), a, "{s} in {text}");
                    if thorough {
                        let mut q = p.clone();
                        q.play(a).unwrap();
                    }
                }
            }
            let a = actions[rng.below(actions.len())];
            if matches!(a, engine::gipf::Action::Remove { .. }) {
                removals += 1;
            }
            m.play(&a).unwrap();
            check_conservation(m.position(), o);
        }
        let replay = Match::<Position>::from_record_text(&m.to_record().to_text()).unwrap();
        assert_eq!(replay.position(), m.position());
    }
    (finished, removals)
}

#[test]
fn random_basic_games() {
    let o = options(&[("version", "basic"), ("max_plies", "400")]);
    let (finished, removals) = random_games(&o, 10_000, 1);
    assert_eq!(finished, 10_000);
    assert!(removals > 10_000);
}

#[test]
fn random_standard_games() {
    let o = options(&[("max_plies", "400")]);
    let (finished, removals) = random_games(&o, 10_000, 2);
    assert_eq!(finished, 10_000);
    assert!(removals > 10_000);
}

#[test]
fn random_tournament_and_handicap_games() {
    let o = options(&[("version", "tournament"), ("max_plies", "400")]);
    random_games(&o, 2_000, 3);
    let o = options(&[("version", "basic"), ("handicap", "3"), ("weaker", "white")]);
    random_games(&o, 1_000, 4);
}

#[test]
fn random_games_with_potentials() {
    let mut rng = Rng::new(77);
    let mixes = ["t6", "z3y3", "d6", "p6", "d3p3", "t3z3y3", "t2z2d2p2y2", "t6/y4", "d6/p6", "z6"];
    for (i, version) in ["basic", "standard", "tournament", "ultimate"].iter().cycle().take(12).enumerate() {
        let mix = mixes[rng.below(mixes.len())];
        let o = options(&[("version", version), ("potentials", mix), ("max_plies", "300")]);
        random_games(&o, 300, 100 + i as u64);
    }
}
