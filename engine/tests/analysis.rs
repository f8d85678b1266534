//! Analysis reports: depths go up, the best moves come best first with lines that replay, a
//! win on the spot reads "win in 1", and Table Gype's playout batches add up to one run.

use engine::ai::analysis::{self, Analysis, ChanceAnalysis, Eval, Limits, Progress};
use engine::ai::{Playouts, Searchable, WIN};
use engine::game::{Game, Outcome, Status};
use engine::kind::{GameKind, Listed};
use engine::rng::Rng;
use engine::{gipf, gyges, gype, Match};

#[test]
fn evaluations_read_as_scores_wins_and_chances() {
    assert_eq!(Eval::from_score(WIN - 1), Eval::Win(1));
    assert_eq!(Eval::from_score(3 - WIN), Eval::Loss(3));
    assert_eq!(Eval::from_score(125), Eval::Score(125));
    assert_eq!(Eval::Score(125).text(), "+1.25");
    assert_eq!(Eval::Win(3).text(), "win in 2");
    assert_eq!(Eval::Loss(2).text(), "loss in 1");
    assert_eq!(Eval::Win(5).flip(), Eval::Loss(5));
    for kind in GameKind::ALL {
        assert!((Eval::Score(0).chance(kind) - 0.5).abs() < 1e-12);
        assert!(Eval::Score(300).chance(kind) > Eval::Score(100).chance(kind));
        assert!((Eval::Score(-200).chance(kind) + Eval::Score(200).chance(kind) - 1.0).abs() < 1e-12);
        assert_eq!((Eval::Win(9).chance(kind), Eval::Loss(1).chance(kind)), (1.0, 0.0));
    }
}

/// Analyses positions along random games to `depth`, checking every report.
fn check_reports<G: Searchable + Listed>(games: u64, depth: u32) -> u32 {
    let mut rng = Rng::new(31);
    let mut reports = 0;
    for seed in 0..games {
        let mut m = Match::<G>::new(&Default::default(), seed);
        let mut ply = 0;
        while let Status::Turn(_) = m.status() {
            if ply % 7 == 3 {
                let pos = m.position().clone();
                let mut a = Analysis::new(&pos, depth, 3_000_000).expect("a player acts");
                let mut last_depth = 0;
                while let Some(r) = a.step() {
                    reports += 1;
                    assert!(r.depth > last_depth || r.depth == 0, "depths go up");
                    last_depth = r.depth;
                    assert!(!r.top.is_empty() && r.top.len() <= analysis::TOP_MOVES);
                    for pair in r.top.windows(2) {
                        assert!(pair[0].chance >= pair[1].chance, "best first");
                    }
                    let mut firsts: Vec<&String> = r.top.iter().map(|t| &t.line_long[0]).collect();
                    firsts.dedup();
                    assert_eq!(firsts.len(), r.top.len(), "distinct moves");
                    for t in &r.top {
                        assert_eq!(t.line.len(), t.line_long.len());
                        for line in [&t.line, &t.line_long] {
                            let mut p = pos.clone();
                            for text in line {
                                let action = p.parse_action(text).unwrap_or_else(|e| panic!("{}: '{text}' in {line:?}: {e}", G::NAME));
                                p.play(&action).unwrap_or_else(|e| panic!("{}: '{text}' in {line:?}: {e}", G::NAME));
                            }
                        }
                    }
                    if r.last {
                        assert!(a.step().is_none());
                        break;
                    }
                }
            }
            let actions = m.position().legal_actions();
            m.play(&actions[rng.below(actions.len())]).unwrap();
            ply += 1;
        }
    }
    reports
}

#[test]
fn gyges_reports_replay() {
    assert!(check_reports::<gyges::Position>(3, 4) > 10);
}

#[test]
fn gipf_reports_replay() {
    assert!(check_reports::<gipf::Position>(2, 3) > 10);
}

/// A position where the player to act wins with one move reads "win in 1" at once.
#[test]
fn a_win_on_the_spot_is_reported() {
    let mut rng = Rng::new(4);
    let mut found = 0;
    for seed in 0..200 {
        let mut m = Match::<gyges::Position>::new(&Default::default(), seed);
        while let Status::Turn(me) = m.status() {
            let actions = m.position().legal_actions();
            let wins = actions.iter().any(|a| {
                let mut p = m.position().clone();
                p.play(a).is_ok() && p.status() == Status::Over(Outcome::Win(me))
            });
            if wins && !m.position().in_setup() {
                let mut a = Analysis::new(m.position(), 8, 1_000_000).unwrap();
                let r = a.step().unwrap();
                assert_eq!(r.top[0].eval, Eval::Win(1), "{}", m.position().position_string());
                found += 1;
                break;
            }
            m.play(&actions[rng.below(actions.len())]).unwrap();
        }
        if found == 5 {
            break;
        }
    }
    assert_eq!(found, 5);
}

#[test]
fn playout_batches_add_up_to_one_run() {
    let options = gype::Position::parse_options(&[("seats".into(), "SWN".into())]).unwrap();
    let start = gype::Position::start(&options);
    let mut a = ChanceAnalysis::new(&start, 60, 8).unwrap();
    let mut seen = Vec::new();
    while let Some(r) = a.step() {
        seen.push(r.played);
        assert_eq!(r.chances.len(), 3);
        let total: f64 = r.chances.iter().sum();
        assert!((total + r.unfinished as f64 / r.played as f64 - 1.0).abs() < 1e-9);
        if r.last {
            let mut once = Playouts::new(3);
            once.run(&start, 60, 3_000, 8);
            assert_eq!(r.chances, (0..3).map(|s| once.chance(s)).collect::<Vec<_>>());
        }
    }
    assert_eq!(seen, vec![25, 50, 60]);
}

#[test]
fn records_of_every_game_analyse() {
    for (game, want_chances) in [("gyges", false), ("gipf", false), ("gype", true)] {
        let m = engine::any::new_match(game, &[], None, 1).unwrap();
        let limits = Limits { depth: 2, nodes: 200_000, playouts: 100 };
        let mut a = analysis::analyse_record(&m.record_text(), limits).unwrap().expect("someone acts");
        match a.step() {
            Some(Progress::Chances(c)) => assert!(want_chances && c.played == analysis::PLAYOUT_BATCH),
            Some(Progress::Depth(r)) => assert!(!want_chances && r.depth == 1 && !r.top.is_empty()),
            None => panic!("{game}: no report"),
        }
    }
    assert!(analysis::analyse_record("not a record", Limits::default()).is_err());
}

#[test]
fn table_gype_ranks_the_movers_actions_by_playouts() {
    // South wins at once with b8-c9 (its last piece home); the playouts after it are all won.
    let options = gype::Position::parse_options(&[]).unwrap();
    let pos = gype::Position::parse_position("SN S SFb8,SFb9,NEc7,NFf5", &options).unwrap();
    let mut a = ChanceAnalysis::new(&pos, 50, 3).unwrap();
    let first = a.step().unwrap();
    assert!(!first.top.is_empty() && first.top.len() <= analysis::TOP_MOVES, "{:?}", first.top);
    assert_eq!(first.top[0].line[0], "b8-c9", "{:?}", first.top);
    assert_eq!(first.top[0].chance, 1.0);
    assert_eq!(first.top[0].line.len(), 1, "nothing follows a win");
    // From the start of a two-player game: three actions, best first, each with a line of
    // actions that play, its dice drawn.
    let options = gype::Position::parse_options(&[("setup".into(), "off".into())]).unwrap();
    let start = gype::Position::start(&options);
    let mut a = ChanceAnalysis::new(&start, 50, 5).unwrap();
    let mut last = None;
    while let Some(r) = a.step() {
        last = Some(r);
    }
    let r = last.unwrap();
    assert_eq!(r.top.len(), analysis::TOP_MOVES);
    assert!(r.top.windows(2).all(|w| w[0].chance >= w[1].chance), "{:?}", r.top);
    for m in &r.top {
        assert!((0.0..=1.0).contains(&m.chance) && m.played > 0);
        assert_eq!(m.line.len(), m.line_long.len());
        assert!(m.line.len() > 1, "a line goes on after the action: {m:?}");
        let mut p = start.clone();
        for action in &m.line_long {
            let parsed = p.parse_action(action).unwrap_or_else(|e| panic!("{action}: {e}"));
            p.play(&parsed).unwrap();
        }
    }
    let lines: std::collections::HashSet<&str> = r.top.iter().map(|m| m.line[0].as_str()).collect();
    assert_eq!(lines.len(), analysis::TOP_MOVES, "three different actions");
}
