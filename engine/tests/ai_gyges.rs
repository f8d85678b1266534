//! Computer opponents in Gygès: wins in one are taken, avoidable wins in one are never allowed,
//! answers are deterministic and legal.

use engine::ai::{choose, Level, Search};
use engine::game::{Game, Outcome, Status};
use engine::gyges::{Action, Options, Position, GOAL_N};
use engine::options::parse_pairs;
use engine::rng::Rng;
use engine::Match;

fn opts(items: &[&str]) -> Options {
    Options::parse(&parse_pairs(items).unwrap()).unwrap()
}

fn pos(text: &str, options: &Options) -> Position {
    Position::parse_position(text, options).unwrap()
}

/// Whether `action` wins on the spot for the player to move.
fn wins(p: &Position, action: &Action) -> bool {
    let mut next = p.clone();
    next.play(action).unwrap();
    next.status() == Status::Over(Outcome::Win(p.to_move()))
}

/// Whether the opponent can win at once after `action`.
fn allows_win(p: &Position, action: &Action) -> bool {
    let mut next = p.clone();
    next.play(action).unwrap();
    matches!(next.status(), Status::Turn(_)) && next.legal_actions().iter().any(|a| wins(&next, a))
}

/// Positions from random games: the set-up, then a random number of random moves.
fn random_positions(count: usize, options: &Options, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut p = Position::start(options);
        let plies = 12 + rng.below(14);
        for _ in 0..plies {
            let actions = p.legal_actions();
            if actions.is_empty() {
                break;
            }
            p.play(&actions[rng.below(actions.len())]).unwrap();
        }
        if matches!(p.status(), Status::Turn(_)) && !p.in_setup() {
            out.push(p);
        }
    }
    out
}

/// Checks the two safety rules on every position for `level`; returns how many positions had a
/// win to take and how many a threat to parry.
fn check_safety(level: Level, positions: &[Position]) -> (usize, usize) {
    let (mut wins_seen, mut threats_seen) = (0, 0);
    for (i, p) in positions.iter().enumerate() {
        let actions = p.legal_actions();
        let chosen = choose(p, level, i as u64).expect("a player acts");
        assert!(actions.contains(&chosen), "{level:?} chose an illegal action in {}", p.position_string());
        if actions.iter().any(|a| wins(p, a)) {
            wins_seen += 1;
            assert!(wins(p, &chosen), "{level:?} missed a win in one in {}", p.position_string());
        } else if actions.iter().any(|a| allows_win(p, a)) && actions.iter().any(|a| !allows_win(p, a)) {
            threats_seen += 1;
            assert!(!allows_win(p, &chosen), "{level:?} allowed a win in one in {}: {}", p.position_string(), p.format_action(&chosen));
        }
    }
    (wins_seen, threats_seen)
}

#[test]
fn takes_the_win() {
    let o = Options::default();
    // From the rules: South's playable row is rank 6; a6 and f6 can enter goal N.
    let p = pos("1....3/....../....../....../....../...... S", &o);
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
        match choose(&p, level, 7) {
            Some(Action::Move(m)) => assert_eq!(m.to, GOAL_N, "{level:?}"),
            other => panic!("{level:?}: {other:?}"),
        }
    }
}

#[test]
fn blocks_the_threat() {
    let o = Options::default();
    // Found in random games: North has 23 moves and only one leaves South no win in one;
    // South has 22 moves and four of them parry.
    for text in ["33221./....1./....../...3../....../12.213 N", ".1...2/.3..../2..3.1/.....1/1.2.../.23..3 S"] {
        let p = pos(text, &o);
        let actions = p.legal_actions();
        assert!(!actions.iter().any(|a| wins(&p, a)));
        assert!(actions.iter().filter(|a| !allows_win(&p, a)).count() <= 4);
        for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
            for seed in 0..3 {
                let a = choose(&p, level, seed).unwrap();
                assert!(!allows_win(&p, &a), "{level:?} seed {seed} in {text}: {}", p.format_action(&a));
            }
        }
    }
}

#[test]
fn safety_on_random_positions() {
    let o = Options::default();
    let positions = random_positions(150, &o, 11);
    let (w, t) = check_safety(Level::Easy, &positions);
    assert!(w > 10 && t > 10, "the sample must contain wins ({w}) and threats ({t})");
    check_safety(Level::Medium, &positions);
    check_safety(Level::Hard, &positions[..30]);
    check_safety(Level::Expert, &positions[..4]);
}

#[test]
fn safety_with_replacements() {
    let o = opts(&["replace=on"]);
    let positions = random_positions(30, &o, 12);
    check_safety(Level::Easy, &positions);
    check_safety(Level::Medium, &positions[..15]);
}

#[test]
fn deterministic_and_sliced_search_agree() {
    let o = Options::default();
    for (i, p) in random_positions(12, &o, 13).iter().enumerate() {
        for level in [Level::Random, Level::Greedy, Level::Easy, Level::Medium] {
            let a = choose(p, level, i as u64);
            assert_eq!(a, choose(p, level, i as u64), "{level:?}");
        }
        let settings = engine::ai::settings::<Position>(Level::Medium).unwrap();
        let mut s = Search::new(p.clone(), settings, 5).unwrap();
        let mut steps = 0;
        let sliced = loop {
            steps += 1;
            if let Some(a) = s.step() {
                break a;
            }
        };
        assert!(steps >= 1);
        assert_eq!(Some(sliced), choose(p, Level::Medium, 5));
    }
}

#[test]
fn games_between_levels_are_legal_and_replay() {
    for (g, options) in [opts(&["repetition=on", "max_plies=80"]), opts(&["replace=on", "repetition=on", "max_plies=40"])].iter().enumerate() {
        let mut m: Match<Position> = Match::new(options, g as u64);
        let levels = [Level::Easy, Level::Medium];
        while let Status::Turn(seat) = m.status() {
            let a = choose(m.position(), levels[seat as usize], m.actions().len() as u64).unwrap();
            m.play(&a).unwrap();
        }
        let again = Match::<Position>::from_record_text(&m.to_record().to_text()).unwrap();
        assert_eq!(again.position().position_string(), m.position().position_string());
    }
}

#[test]
fn levels_parse() {
    for l in Level::ALL {
        assert_eq!(Level::parse(l.name()).unwrap(), l);
    }
    assert_eq!(Level::parse(" Hard ").unwrap(), Level::Hard);
    assert!(Level::parse("grandmaster").is_err());
    assert!(choose(&pos("....../....../....../....../....../...... S", &Options::default()), Level::Hard, 0).is_some());
}

/// This thread's CPU time (Linux; wall-clock time elsewhere), not inflated by a busy machine.
fn cpu_seconds() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|t| t.split_whitespace().next()?.parse::<f64>().ok())
        .map_or_else(|| std::time::UNIX_EPOCH.elapsed().unwrap().as_secs_f64(), |ns| ns / 1e9)
}

/// Crowded boards (all twelve pieces on the four middle ranks) give the longest bounce chains:
/// the worst case for the search's speed. Prints the Expert's think time on such boards; run
/// with `cargo test --release -p gboards-engine --test ai_gyges -- --ignored --nocapture`.
#[test]
#[ignore]
fn think_time_on_crowded_boards() {
    for options in [Options::default(), opts(&["replace=on"])] {
        let mut rng = Rng::new(17);
        let (mut total, mut max, mut n) = (0.0f64, 0.0f64, 0);
        let mut worst = String::new();
        for _ in 0..40 {
            let mut cells = ['.'; 36];
            for size in ['1', '1', '1', '1', '2', '2', '2', '2', '3', '3', '3', '3'] {
                loop {
                    let sq = 6 + rng.below(24);
                    if cells[sq] == '.' {
                        cells[sq] = size;
                        break;
                    }
                }
            }
            let ranks: Vec<String> = (0..6).rev().map(|r| cells[6 * r..6 * r + 6].iter().collect()).collect();
            let text = format!("{} {}", ranks.join("/"), if rng.below(2) == 0 { "S" } else { "N" });
            let p = pos(&text, &options);
            if !matches!(p.status(), Status::Turn(_)) {
                continue;
            }
            let t = cpu_seconds();
            choose(&p, Level::Expert, 1).unwrap();
            let s = cpu_seconds() - t;
            total += s;
            n += 1;
            if s > max {
                max = s;
                worst = text;
            }
        }
        println!("replace={}: {n} boards, CPU time mean {:.0} ms, max {:.0} ms ({worst})", options.replace, 1000.0 * total / n as f64, 1000.0 * max);
    }
}

/// In this game of the app's (Hard's hints for South against Easy, preset `321123`, no
/// repetition rule), both sides shuffled a piece back and forth for ever. The app now plays
/// the computer with the repetition rule on, as the rules decide; with it, the game ends.
#[test]
fn default_rules_games_end() {
    let opening = "c6-d6-e6-e4 c1-c2 b6-d6-d5 b1-c2-c3 f6-d5-d3 e1-d2 e6-e4-e3 f1-e1 a6-d6-d5-c4 \
                   a1-c2-d2-e3-f4 d6-d5-f5 e1-f1 d5-b5";
    for seed in 1..5 {
        let mut record = format!("gboards-record 1\ngame gyges\nseed {seed}\noption setup=preset:321123\noption repetition=on\n");
        opening.split_whitespace().for_each(|a| record += &format!("{a}\n"));
        let mut plies = 13;
        while let Some(action) = engine::any::choose_from_record(&record, if plies % 2 == 1 { Level::Hard } else { Level::Easy }).unwrap() {
            assert!(plies < 120, "seed {seed}: no end after {plies} plies:\n{record}");
            record += &format!("{action}\n");
            plies += 1;
        }
        assert!(plies > 13, "seed {seed}: the game went on from the opening");
    }
}
