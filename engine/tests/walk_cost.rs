//! The browser limits test builds its megabyte records by walking random moves through the JS
//! API (`AnyMatch`): list the moves, play one, list again, take it back where the game would
//! end. Every call of that walk must cost about the same at move 50,000 as at move 1,000, or the
//! walk is quadratic and the test takes hours. `walk_cost_is_flat` runs the walk through the same
//! calls, times each kind of call in windows at several game lengths, and fails when the cost
//! per move grows with the length. `cargo test --release --test walk_cost -- --nocapture` prints
//! the figures.

use engine::any::{new_match, AnyMatch};
use engine::rng::Rng;
use std::time::{Duration, Instant};

/// Time spent in each call of the walk, and how many moves it kept.
#[derive(Default, Debug, Clone, Copy)]
struct Costs {
    legal: Duration,
    play: Duration,
    undo: Duration,
    export: Duration,
    moves: u32,
}

impl Costs {
    fn total(&self) -> Duration {
        self.legal + self.play + self.undo + self.export
    }
    fn per_move_us(&self, d: Duration) -> f64 {
        d.as_secs_f64() * 1e6 / f64::from(self.moves.max(1))
    }
}

/// How the page's walk picks a move (null in JS is `None`).
type Pick = fn(&[String], usize, &mut Rng) -> Option<String>;

fn gyges_pick(moves: &[String], _: usize, rng: &mut Rng) -> Option<String> {
    let open: Vec<&String> = moves.iter().filter(|m| !m.ends_with("-N") && !m.ends_with("-S")).collect();
    (!open.is_empty()).then(|| open[rng.below(open.len())].clone())
}

fn gype_pick(moves: &[String], i: usize, _: &mut Rng) -> Option<String> {
    let rolls: Vec<&String> = moves.iter().filter(|m| m.starts_with("roll ")).collect();
    Some(if rolls.is_empty() { moves[0].clone() } else { rolls[i % rolls.len()].clone() })
}

/// One step of the page's walk (`buildRecord` in tests/e2e/limits.test.mjs); false when stuck.
fn step(m: &mut dyn AnyMatch, i: usize, pick: Pick, rng: &mut Rng, c: &mut Costs) -> bool {
    let t = Instant::now();
    let mut moves = m.legal_actions();
    c.legal += t.elapsed();
    while !moves.is_empty() {
        let Some(mv) = pick(&moves, i, rng) else { break };
        let t = Instant::now();
        m.play_text(&mv).expect("a listed move plays");
        c.play += t.elapsed();
        let t = Instant::now();
        let goes_on = !m.legal_actions().is_empty();
        c.legal += t.elapsed();
        if goes_on {
            return true;
        }
        let t = Instant::now();
        m.undo();
        c.undo += t.elapsed();
        moves.retain(|x| *x != mv);
    }
    let t = Instant::now();
    for _ in 0..=i % 4 {
        if !m.undo() {
            break;
        }
    }
    c.undo += t.elapsed();
    false
}

/// Walks to each length in `marks` (actions in the match), then measures a window of `window`
/// steps there. It exports the record every 500 steps, as the page's walk once did: that export
/// copies the whole game, the one call here whose cost grows (the page now exports a few times in all).
fn walk(game: &str, options: &[&str], pick: Pick, marks: &[usize], window: usize) -> Vec<(usize, Costs)> {
    let pairs = engine::options::parse_pairs(options).unwrap();
    let mut m = new_match(game, &pairs, None, 1).unwrap();
    let mut rng = Rng::new(3);
    let mut out = Vec::new();
    let mut i = 0;
    for &mark in marks {
        let mut scratch = Costs::default();
        while m.len() < mark {
            step(m.as_mut(), i, pick, &mut rng, &mut scratch);
            i += 1;
        }
        let mut c = Costs::default();
        let start = m.len();
        for _ in 0..window {
            if step(m.as_mut(), i, pick, &mut rng, &mut c) && i % 500 == 0 {
                let t = Instant::now();
                std::hint::black_box(m.record_text());
                c.export += t.elapsed();
            }
            i += 1;
        }
        c.moves = (m.len().saturating_sub(start)).max(1) as u32;
        out.push((m.len(), c));
    }
    out
}

fn report(game: &str, rows: &[(usize, Costs)]) {
    for (len, c) in rows {
        eprintln!(
            "{game} at {len:>6} actions: {:>7.1} µs/move (legal {:.1}, play {:.1}, undo {:.1}, export {:.1})",
            c.per_move_us(c.total()),
            c.per_move_us(c.legal),
            c.per_move_us(c.play),
            c.per_move_us(c.undo),
            c.per_move_us(c.export)
        );
    }
}

/// The cost per move at the longest length over that at the shortest (flat ≈ 1).
fn ratio(rows: &[(usize, Costs)]) -> f64 {
    let first = rows[0].1;
    let last = rows[rows.len() - 1].1;
    last.per_move_us(last.total()) / first.per_move_us(first.total())
}

#[test]
fn walk_cost_is_flat() {
    let (marks, window): (&[usize], usize) = if cfg!(debug_assertions) { (&[500, 2_000], 300) } else { (&[1_000, 10_000, 50_000], 3_000) };
    let games: [(&str, &[&str], Pick); 2] = [("gyges", &["repetition=on", "setup=preset:321123"], gyges_pick), ("gype", &["seats=SWNE"], gype_pick)];
    for (game, options, pick) in games {
        // Timing on a shared machine is noisy: a walk is measured again (up to three times) when
        // a burst of other work made it look steep. A quadratic walk is 10× or more off at 50×,
        // every time.
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let rows = walk(game, options, pick, marks, window);
            report(game, &rows);
            let r = ratio(&rows);
            eprintln!("{game}: cost per move at {} over at {} actions: {r:.2}", rows[rows.len() - 1].0, rows[0].0);
            best = best.min(r);
            if best < 3.0 {
                break;
            }
        }
        assert!(best < 3.0, "{game}: the walk's cost per move grows with the game ({best:.2}× in the best of three)");
    }
}
