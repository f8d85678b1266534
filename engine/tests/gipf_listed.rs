//! Over random positions of every option set: `play` accepts exactly the actions that
//! `legal_actions` lists, and every winner is a seat of the game.

use engine::game::{Game, Outcome, Status};
use engine::gipf::{entries, lines, Action, Hand, Intro, Options, Position, Potential, SideResult};
use engine::rng::Rng;

const OPTION_SETS: &[&[(&str, &str)]] = &[
    &[("version", "basic")],
    &[],
    &[("version", "tournament"), ("handicap", "2")],
    &[("version", "ultimate")],
    &[("potentials", "t6")],
    &[("potentials", "t3z3/d3p3y3")],
    &[("version", "ultimate"), ("challenges", "on"), ("side_game", "rps")],
    &[("version", "ultimate"), ("challenges", "2"), ("side_game", "reported")],
    &[("potentials", "t4d2"), ("max_plies", "30")],
];

fn options(pairs: &[(&str, &str)]) -> Options {
    let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Position::parse_options(&pairs).unwrap()
}

const INTROS: [Intro; 8] = [
    Intro::Basic,
    Intro::Gipf,
    Intro::Tamsk,
    Intro::Loaded(Potential::Tamsk),
    Intro::Loaded(Potential::Zertz),
    Intro::Loaded(Potential::Dvonn),
    Intro::Loaded(Potential::Punct),
    Intro::Loaded(Potential::Yinsh),
];

/// Actions to offer `play`: every placement, push, jump, kept row and challenge step, and each
/// listed removal with one point more or fewer.
fn candidates(p: &Position, legal: &[Action]) -> Vec<Action> {
    let mut out = vec![Action::Decline, Action::Challenge, Action::Allow, Action::FirstPlayer(0), Action::FirstPlayer(1)];
    out.extend(SideResult::ALL.map(Action::SideGameResult));
    out.extend(Hand::ALL.map(Action::Throw));
    for intro in INTROS {
        out.extend((0..61).map(|spot| Action::Place { spot, intro }));
        out.extend((0..entries().len() as u8 + 2).map(|entry| Action::Push { entry, intro }));
    }
    out.extend((0..lines().len() as u8 + 2).map(|line| Action::KeepRow { line }));
    for from in (0..61).filter(|&s| p.piece_at(s).is_some()) {
        out.extend((0..61).map(|to| Action::Jump { from, to }));
    }
    for a in legal {
        if let Action::Remove { points } = *a {
            out.extend((0..61).map(|s| Action::Remove { points: points ^ 1 << s }));
        }
    }
    out
}

#[test]
fn play_accepts_exactly_the_listed_actions() {
    let mut rng = Rng::new(0x6c69_7374);
    let mut checked = 0;
    for pairs in OPTION_SETS {
        let o = options(pairs);
        for _game in 0..10 {
            let mut p = Position::start(&o);
            for _ply in 0..150 {
                let legal = p.legal_actions();
                if let Status::Over(outcome) = p.status() {
                    if let Outcome::Win(seat) = outcome {
                        assert!((seat as usize) < p.seat_count(), "winner {seat} in {}", p.position_string());
                    }
                    assert!(legal.is_empty());
                    break;
                }
                assert!(!legal.is_empty(), "no action in {}", p.position_string());
                for a in &legal {
                    assert!(p.clone().play(a).is_ok(), "listed {a:?} refused in {}", p.position_string());
                }
                for a in candidates(&p, &legal) {
                    let accepted = p.clone().play(&a).is_ok();
                    assert_eq!(accepted, legal.contains(&a), "{a:?} in {} {pairs:?}", p.position_string());
                }
                checked += 1;
                p.play(&legal[rng.below(legal.len())]).unwrap();
            }
        }
    }
    assert!(checked > 3000, "{checked} positions");
}
