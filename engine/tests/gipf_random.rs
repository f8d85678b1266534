//! Property tests over random GIPF games: no panic, every generated action plays, pieces are
//! conserved, notation and position strings round-trip, records replay exactly.

use engine::game::{Game, Status};
use engine::gipf::{Action, Kind, Options, Position, BLACK, WHITE};
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

#[derive(Default)]
struct Stats {
    finished: u32,
    removals: u32,
    /// Positions with a DVONN/PÜNCT stack or a taken-over GIPF-piece on the board.
    stacks: u32,
    challenges: u32,
    /// Challenged moves cancelled by a lost side game.
    cancelled: u32,
}

fn has_stack(p: &Position) -> bool {
    (0..61).any(|s| matches!(p.piece_at(s).map(|x| x.kind), Some(Kind::Stack(_) | Kind::PunctGipf { .. })))
}

/// Checks the notation of every action: the long form reads back; the short form is the same
/// except for a sealed first throw, which shows as `throw`.
fn check_notation(p: &Position, a: &Action, text: &str) {
    let long = p.format_action_long(a);
    assert_eq!(&p.parse_action(&long).unwrap(), a, "{long} in {text}");
    let short = p.format_action(a);
    if short != long {
        assert!(matches!(a, Action::Throw(_)) && short == "throw" && !p.side_game().unwrap().first_throw_made, "{short} / {long} in {text}");
    }
}

/// Plays `games` random games; every 20th game checks every action's notation and the
/// position string at every step (the rest check a sample).
fn random_games(o: &Options, games: u32, seed: u64) -> Stats {
    let mut rng = Rng::new(seed);
    let mut stats = Stats::default();
    for g in 0..games {
        let mut m: Match<Position> = Match::new(o, g as u64);
        let thorough = g % 20 == 0;
        loop {
            let p = m.position().clone();
            let actions = p.legal_actions();
            if let Status::Over(_) = p.status() {
                assert!(actions.is_empty());
                stats.finished += 1;
                break;
            }
            assert!(!actions.is_empty(), "no action in {}", p.position_string());
            assert_eq!(p.status(), Status::Turn(p.to_move()));
            if thorough || rng.below(8) == 0 {
                let text = p.position_string();
                assert_eq!(Position::parse_position(&text, o).unwrap(), p, "{text}");
                for a in &actions {
                    check_notation(&p, a, &text);
                    if thorough {
                        let mut q = p.clone();
                        q.play(a).unwrap();
                    }
                }
            }
            let a = actions[rng.below(actions.len())];
            match a {
                Action::Remove { .. } => stats.removals += 1,
                Action::Challenge => stats.challenges += 1,
                _ => {}
            }
            m.play(&a).unwrap();
            let next = m.position();
            if p.pending_challenge().is_some() && next.pending_challenge().is_none() && p.turn_player() == next.turn_player() && !next.has_moved() && p.turn_number() == next.turn_number() {
                stats.cancelled += !matches!(a, Action::Allow) as u32;
            }
            stats.stacks += has_stack(next) as u32;
            check_conservation(next, o);
        }
        let replay = Match::<Position>::from_record_text(&m.to_record().to_text()).unwrap();
        assert_eq!(replay.position(), m.position());
    }
    stats
}

#[test]
fn random_basic_games() {
    let o = options(&[("version", "basic"), ("max_plies", "400")]);
    let stats = random_games(&o, 10_000, 1);
    assert_eq!(stats.finished, 10_000);
    assert!(stats.removals > 10_000);
}

#[test]
fn random_standard_games() {
    let o = options(&[("max_plies", "400")]);
    let stats = random_games(&o, 10_000, 2);
    assert_eq!(stats.finished, 10_000);
    assert!(stats.removals > 10_000);
}

#[test]
fn random_tournament_and_handicap_games() {
    let o = options(&[("version", "tournament"), ("max_plies", "400")]);
    assert_eq!(random_games(&o, 10_000, 3).finished, 10_000);
    let o = options(&[("version", "basic"), ("handicap", "3"), ("weaker", "white")]);
    random_games(&o, 1_000, 4);
}

#[test]
fn random_games_with_potentials() {
    let mut rng = Rng::new(77);
    let mixes = ["t6", "z3y3", "d6", "p6", "d3p3", "t3z3y3", "t2z2d2p2y2", "t6/y4", "d6/p6", "z6"];
    let mut stacks = 0;
    for (i, version) in ["basic", "standard", "tournament", "ultimate"].iter().cycle().take(12).enumerate() {
        let mix = mixes[rng.below(mixes.len())];
        let o = options(&[("version", version), ("potentials", mix), ("max_plies", "300")]);
        stacks += random_games(&o, 300, 100 + i as u64).stacks;
    }
    let o = options(&[("version", "ultimate"), ("max_plies", "300")]);
    stacks += random_games(&o, 300, 120).stacks;
    assert!(stacks > 1_000, "DVONN and PÜNCT stacks appear: {stacks}");
}

#[test]
fn random_games_with_challenges() {
    let mut stats = Stats::default();
    for (i, (version, mix, side_game, challenges)) in [
        ("ultimate", "t3z3d3p3y3", "reported", "on"),
        ("ultimate", "t3z3d3p3y3", "rps", "15"),
        ("standard", "d3p3", "rps", "2"),
        ("tournament", "t6/z3y3", "reported", "5"),
        ("basic", "t2z2d2p2y2", "rps", "on"),
    ]
    .into_iter()
    .enumerate()
    {
        let o = options(&[("version", version), ("potentials", mix), ("side_game", side_game), ("challenges", challenges), ("max_plies", "300")]);
        let s = random_games(&o, 400, 200 + i as u64);
        stats.challenges += s.challenges;
        stats.cancelled += s.cancelled;
        stats.stacks += s.stacks;
    }
    assert!(stats.challenges > 1_000, "{}", stats.challenges);
    assert!(stats.cancelled > 200, "{}", stats.cancelled);
}
