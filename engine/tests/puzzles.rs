//! Every shipped puzzle (www/puzzles/*.txt) is proved by the solver: its solution wins in the
//! stated number of moves, no shorter win exists, and no other first move wins. A puzzle is
//! also played as the app plays it.

use engine::puzzle::solve::Solver;
use engine::puzzle::Puzzle;
use engine::{gyges, Game};

fn shipped(game: &str) -> Vec<Puzzle> {
    let path = format!("{}/../www/puzzles/{game}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines().filter(|l| !l.is_empty()).map(|l| Puzzle::parse_line(l).unwrap_or_else(|e| panic!("{l}: {e}"))).collect()
}

#[test]
fn every_shipped_gyges_puzzle_is_proved() {
    let puzzles = shipped("gyges");
    assert!(puzzles.len() >= 250, "only {} Gygès puzzles", puzzles.len());
    for n in 1..=4 {
        assert!(puzzles.iter().any(|p| p.moves == n), "no Gygès puzzle wins in {n}");
    }
    let mut positions = std::collections::HashSet::new();
    for p in &puzzles {
        assert!(positions.insert(&p.position), "{} is shipped twice", p.position);
        p.check(p.difficulty + 1).unwrap_or_else(|e| panic!("{}: {e}", p.to_line()));
    }
}

#[test]
fn every_shipped_table_gype_puzzle_is_proved() {
    let puzzles = shipped("gype");
    assert!(puzzles.len() >= 100, "only {} Table Gype puzzles", puzzles.len());
    let mut positions = std::collections::HashSet::new();
    for p in &puzzles {
        assert_eq!(p.options, [("rolls".to_string(), "off".to_string())], "{}: a puzzle without chance", p.position);
        assert!(positions.insert(&p.position), "{} is shipped twice", p.position);
        p.check(p.difficulty + 1).unwrap_or_else(|e| panic!("{}: {e}", p.to_line()));
    }
}

#[test]
fn a_wrong_puzzle_is_refused() {
    let mut p = shipped("gyges").into_iter().find(|p| p.moves >= 2).unwrap();
    let proved = p.clone();
    p.moves -= 1;
    assert!(p.check(u64::MAX).is_err(), "a win in {} is not a win in {}", proved.moves, p.moves);
    let pos = gyges::Position::parse_position(&proved.position, &Default::default()).unwrap();
    let mut other = proved.clone();
    let wrong = pos.legal_actions().into_iter().map(|a| pos.format_action(&a)).find(|a| *a != proved.solution).unwrap();
    other.solution = wrong;
    assert!(other.check(u64::MAX).is_err());
    assert!(proved.check(proved.difficulty / 2).is_err(), "half the budget does not suffice");
    assert!(Puzzle::parse_line("gyges\t-\t9\tx\ty\t1").is_err());
    assert!(Puzzle::parse_line("gyges\t-\t2").is_err());
}

#[test]
fn the_best_defence_refutes_a_wrong_move() {
    let p = shipped("gyges").into_iter().find(|p| p.moves >= 2).unwrap();
    let pos = gyges::Position::parse_position(&p.position, &Default::default()).unwrap();
    let me = match pos.status() {
        engine::Status::Turn(s) => s,
        _ => unreachable!(),
    };
    let mut solver = Solver::new(u64::MAX);
    for a in pos.legal_actions() {
        let mut after = pos.clone();
        after.play(&a).unwrap();
        let wins = solver.wins(&after, me, p.moves - 1).unwrap();
        assert_eq!(wins, pos.format_action(&a) == p.solution, "{}", pos.format_action(&a));
        if !wins {
            let reply = solver.best_defence(&after, me, p.moves - 1).unwrap().expect("a reply");
            let mut refuted = after.clone();
            refuted.play(&reply).unwrap();
            assert!(!solver.wins(&refuted, me, p.moves - 1).unwrap());
        }
    }
}

/// Playing a puzzle as the app does: following the hints solves it, every reply is the
/// solver's, and a wrong first move is answered and called wrong.
#[test]
fn an_attempt_is_solved_by_its_hints_and_a_wrong_move_refuted() {
    use engine::puzzle::play::{Attempt, Verdict, BUDGET};
    for p in shipped("gyges").into_iter().filter(|p| p.moves >= 2).take(3) {
        let mut attempt = Attempt::new(p.clone());
        let mut verdict = Verdict::Right { replies: Vec::new() };
        for _ in 0..p.moves {
            let hint = attempt.hint(BUDGET).unwrap().expect("a winning move");
            verdict = attempt.judge(&hint, BUDGET).unwrap();
            if verdict == Verdict::Solved {
                break;
            }
            assert!(matches!(verdict, Verdict::Right { ref replies } if !replies.is_empty()), "{verdict:?}");
        }
        assert_eq!(verdict, Verdict::Solved, "{}", p.to_line());
        let pos = gyges::Position::parse_position(&p.position, &Default::default()).unwrap();
        let wrong = pos.legal_actions().into_iter().map(|a| pos.format_action(&a)).find(|a| *a != p.solution).unwrap();
        let mut attempt = Attempt::new(p.clone());
        assert!(matches!(attempt.judge(&wrong, BUDGET).unwrap(), Verdict::Wrong { ref replies, .. } if !replies.is_empty()));
        assert!(attempt.judge("zz", BUDGET).is_err());
    }
}

#[test]
fn a_table_gype_attempt_is_solved_by_its_hints() {
    use engine::puzzle::play::{Attempt, Verdict, BUDGET};
    for p in shipped("gype").into_iter().filter(|p| p.moves >= 2).take(3) {
        let mut attempt = Attempt::new(p.clone());
        let first = attempt.hint(BUDGET).unwrap().expect("a winning move");
        let mut verdict = attempt.judge(&first, BUDGET).unwrap();
        for _ in 1..p.moves {
            assert!(matches!(verdict, Verdict::Right { .. }), "{verdict:?}");
            let hint = attempt.hint(BUDGET).unwrap().expect("a winning move");
            verdict = attempt.judge(&hint, BUDGET).unwrap();
        }
        assert_eq!(verdict, Verdict::Solved, "{}", p.to_line());
    }
}
