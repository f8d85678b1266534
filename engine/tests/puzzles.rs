//! Every shipped puzzle (www/puzzles/*.txt) is proved by the solver: its solution reaches the
//! goal (a win, or in GIPF material) in the stated number of moves, no shorter way exists, and
//! no other first move reaches it. A puzzle is also played as the app plays it.

use engine::puzzle::goal::Goal;
use engine::puzzle::solve::Solver;
use engine::puzzle::Puzzle;
use engine::rng::Rng;
use engine::{gipf, gyges, Game};

fn shipped(game: &str) -> Vec<Puzzle> {
    let path = format!("{}/../www/puzzles/{game}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines().filter(|l| !l.is_empty()).map(|l| Puzzle::parse_line(l).unwrap_or_else(|e| panic!("{l}: {e}"))).collect()
}

#[test]
fn every_shipped_gyges_puzzle_is_proved() {
    let puzzles = shipped("gyges");
    assert!(puzzles.len() >= 300, "only {} Gygès puzzles", puzzles.len());
    for n in 1..=5 {
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
fn every_shipped_gipf_puzzle_is_proved() {
    let puzzles = shipped("gipf");
    assert!(puzzles.len() >= 200, "only {} GIPF puzzles", puzzles.len());
    for version in [gipf::Version::Basic, gipf::Version::Standard, gipf::Version::Tournament] {
        assert!(puzzles.iter().any(|p| gipf::Position::parse_options(&p.options).unwrap().version == version), "no GIPF puzzle of the {version:?} version");
    }
    assert!(puzzles.iter().any(|p| p.goal == Goal::Win), "no GIPF puzzle to win outright");
    let mut positions = std::collections::HashSet::new();
    for p in &puzzles {
        assert!(positions.insert(&p.position), "{} is shipped twice", p.position);
        p.check(p.difficulty + 1).unwrap_or_else(|e| panic!("{}: {e}", p.to_line()));
    }
}

#[test]
fn a_wrong_material_puzzle_is_refused() {
    let puzzles = shipped("gipf");
    let p = puzzles.iter().find(|p| matches!(p.goal, Goal::Capture(_)) && p.moves >= 2).expect("a material puzzle in 2 or more");
    let Goal::Capture(k) = p.goal else { unreachable!() };
    // The hunt asks for the most material forced within its turns: one piece more is not.
    let greedier = Puzzle { goal: Goal::Capture(k + 1), ..p.clone() };
    assert!(greedier.check(u64::MAX).is_err(), "{} is not forced", greedier.to_line());
    let sooner = Puzzle { moves: p.moves - 1, ..p.clone() };
    assert!(sooner.check(u64::MAX).is_err());
    let options = gipf::Position::parse_options(&p.options).unwrap();
    let pos = gipf::Position::parse_position(&p.position, &options).unwrap();
    let other = pos.legal_actions().into_iter().map(|a| pos.format_action(&a)).find(|a| *a != p.solution).unwrap();
    assert!(Puzzle { solution: other, ..p.clone() }.check(u64::MAX).is_err());
    // A material goal needs a game with captures.
    let gyges = shipped("gyges").remove(0);
    assert!(Puzzle { goal: Goal::Capture(1), ..gyges }.check(u64::MAX).is_err());
    // Old lines (six fields) are wins; a material line reads back.
    assert_eq!(Puzzle::parse_line(&p.to_line()).as_ref(), Ok(p));
    assert!(Puzzle::parse_line(&format!("{}\tcapture=0", shipped("gyges")[0].to_line())).is_err());
}

/// Arbitrary puzzle lines (shipped lines cut, spliced and with bytes changed, and random text)
/// never panic the parser, the set reader or the checker.
#[test]
fn arbitrary_puzzle_lines_never_panic() {
    let lines: Vec<String> = ["gyges", "gype", "gipf"].iter().flat_map(|g| shipped(g).into_iter().take(20)).map(|p| p.to_line()).collect();
    let alphabet: Vec<char> = "\t =-/,.:x0123456789abcdefghiNSWBEGLPF capture=win\u{e8}\u{0}".chars().collect();
    let mut rng = Rng::new(23);
    for round in 0..4000 {
        let base: Vec<char> = lines[rng.below(lines.len())].chars().collect();
        let mut text = base.clone();
        for _ in 0..1 + rng.below(4) {
            match rng.below(4) {
                0 if !text.is_empty() => {
                    let at = rng.below(text.len());
                    text[at] = alphabet[rng.below(alphabet.len())];
                }
                1 => text.truncate(rng.below(text.len() + 1)),
                2 => {
                    let at = rng.below(text.len() + 1);
                    text.insert(at, alphabet[rng.below(alphabet.len())]);
                }
                _ => text = (0..rng.below(60)).map(|_| alphabet[rng.below(alphabet.len())]).collect(),
            }
        }
        let line: String = text.into_iter().collect();
        if let Ok(p) = Puzzle::parse_line(&line) {
            assert_eq!(Puzzle::parse_line(&p.to_line()).map(|q| q.to_line()), Ok(p.to_line()), "round {round}: {line:?}");
            let _ = p.check(2_000);
        }
        let _ = engine::puzzle::play::parse_set(&format!("{line}\n{line}"));
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

/// A GIPF material puzzle played as the app plays it: the hints (a move, then its removals)
/// solve it, and a wrong first move is answered with the rest of its turn and a refutation.
#[test]
fn a_gipf_attempt_is_solved_by_its_hints_and_a_wrong_move_refuted() {
    use engine::puzzle::play::{Attempt, Verdict, BUDGET};
    let puzzles = shipped("gipf");
    for p in puzzles.iter().filter(|p| p.moves >= 2 && matches!(p.goal, Goal::Capture(_))).take(3) {
        let mut attempt = Attempt::new(p.clone());
        let mut verdict = Verdict::Right { replies: Vec::new() };
        // A turn is a move and its removals: a few actions a turn at most.
        for _ in 0..4 * p.moves {
            let hint = attempt.hint(BUDGET).unwrap().expect("a winning action");
            verdict = attempt.judge(&hint, BUDGET).unwrap();
            if verdict == Verdict::Solved {
                break;
            }
            assert!(matches!(verdict, Verdict::Right { .. }), "{verdict:?}");
        }
        assert_eq!(verdict, Verdict::Solved, "{}", p.to_line());
        assert!(attempt.used < p.moves, "solved within the turns");
        let options = gipf::Position::parse_options(&p.options).unwrap();
        let pos = gipf::Position::parse_position(&p.position, &options).unwrap();
        let wrong = pos.legal_actions().into_iter().map(|a| pos.format_action(&a)).find(|a| *a != p.solution).unwrap();
        let mut attempt = Attempt::new(p.clone());
        match attempt.judge(&wrong, BUDGET).unwrap() {
            Verdict::Wrong { replies, .. } => assert!(!replies.is_empty(), "{}: {wrong} is answered", p.to_line()),
            v => panic!("{}: {wrong} is not the answer, yet {v:?}", p.to_line()),
        }
    }
}
