//! `gboards tune gyges`: fits the weights of the Gygès evaluation's terms to the outcomes of
//! self-play games (a logistic fit of the result on the terms of each position played) and
//! prints them beside the weights in use, each judged on games it was not fitted on.

use super::{selfplay_options, Out};
use engine::session::opening;
use engine::ai::{self, gyges_terms, gyges_weights, Level, GYGES_TERMS};
use engine::game::{Game, Outcome, Seat, Status};
use engine::gyges::{Position, NORTH, SOUTH};
use engine::rng::mix;
use engine::error::Reason;
use engine::Error;
use std::io::Write;

const T: usize = GYGES_TERMS;

/// A position played: its terms for the side to act, and how the game ended for that side
/// (1 a win, 0 a loss, 0.5 a draw).
struct Sample {
    terms: [f64; T],
    result: f64,
}

/// The positions of one self-play game between two copies of `level`, labelled.
fn play_game(level: Level, options: &<Position as Game>::Options, seed: u64) -> Result<Vec<Sample>, Error> {
    let mut m = opening::<Position>(options, seed);
    let mut seen = Vec::new();
    while let Status::Turn(seat) = m.status() {
        if let Some(t) = gyges_terms(m.position()) {
            seen.push((seat, t.map(f64::from)));
        }
        let Some(action) = ai::choose_in_match(&m, level, mix(seed ^ m.actions().len() as u64)) else { break };
        m.play(&action)?;
    }
    let winner = match m.status() {
        Status::Over(Outcome::Win(s)) => Some(s),
        _ => None,
    };
    Ok(labelled(seen, winner))
}

/// The positions a game passed through (the side to act and its terms), each labelled with how
/// the game ended for that side (`winner`: `None` for a draw).
fn labelled(seen: Vec<(Seat, [f64; T])>, winner: Option<Seat>) -> Vec<Sample> {
    seen.into_iter().map(|(seat, terms)| Sample { terms, result: winner.map_or(0.5, |w| if w == seat { 1.0 } else { 0.0 }) }).collect()
}

/// The positions of the games in a match log (`gboards match --show-moves`), labelled, a list per
/// game with its number from 0 in the match. Void games are left out; a line that is not a
/// game's is skipped.
fn read_log(text: &str) -> Result<Vec<(u32, Vec<Sample>)>, Error> {
    let mut games = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let Some(game) = logged_game(line).map_err(|reason| Error::record(n + 1, Reason::Console(reason)))? else { continue };
        games.push(game);
    }
    Ok(games)
}

/// One logged game's number from 0 and positions (`None`: not a game line, or a void game).
fn logged_game(line: &str) -> Result<Option<(u32, Vec<Sample>)>, String> {
    let Some((number, rest)) = line.strip_prefix("game ").and_then(|r| r.split_once(": ours ")) else { return Ok(None) };
    let number = number.parse::<u32>().ok().and_then(|n| n.checked_sub(1)).ok_or("no game number")?;
    let (side, rest) = rest.split_once(", ").ok_or("no side")?;
    let (end, rest) = rest.split_once(" after ").ok_or("no end")?;
    let ours = if side == "South" { SOUTH } else { NORTH };
    let winner = match end {
        "Won" | "Resigned" => Some(ours),
        "Lost" => Some(1 - ours),
        "Drawn" => None,
        e if e.starts_with("Illegal") => Some(ours),
        _ => return Ok(None),
    };
    let Some((_, record)) = rest.split_once("]: '") else { return Err("no moves: log the match with --show-moves".to_string()) };
    let (start, rest) = record.split_once('\'').ok_or("no end of the position")?;
    let words: Vec<&str> = rest.split_whitespace().collect();
    let pairs: Vec<(String, String)> = words.iter().filter_map(|w| w.split_once('=')).map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let options = Position::parse_options(&pairs).map_err(|e| e.to_string())?;
    let mut p = Position::parse_position(start, &options).map_err(|e| e.to_string())?;
    let mut seen = Vec::new();
    for text in words.iter().filter(|w| !w.contains('=')) {
        if let (Status::Turn(seat), Some(t)) = (p.status(), gyges_terms(&p)) {
            seen.push((seat, t.map(f64::from)));
        }
        let action = p.parse_action(text).map_err(|e| e.to_string())?;
        p.play(&action).map_err(|e| e.to_string())?;
    }
    Ok(Some((number, labelled(seen, winner))))
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean log loss of predicting each sample's result as sigmoid(w · terms).
fn loss(samples: &[&Sample], w: &[f64; T]) -> f64 {
    let eps = 1e-9;
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = sigmoid(s.terms.iter().zip(w).map(|(t, w)| t * w).sum()).clamp(eps, 1.0 - eps);
            -(s.result * p.ln() + (1.0 - s.result) * (1.0 - p).ln())
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// The weights that minimise `loss`: Newton's method on terms scaled to unit size, with a
/// little ridge so that terms that move together still give one answer. No constant term: the
/// evaluation of a position is the negation of the other side's.
fn fit(samples: &[&Sample]) -> [f64; T] {
    let n = samples.len().max(1) as f64;
    let mut scale = [0.0; T];
    for s in samples {
        for i in 0..T {
            scale[i] += s.terms[i] * s.terms[i] / n;
        }
    }
    let scale = scale.map(|v| if v > 0.0 { v.sqrt() } else { 1.0 });
    let scaled: Vec<([f64; T], f64)> = samples.iter().map(|s| (std::array::from_fn(|i| s.terms[i] / scale[i]), s.result)).collect();
    let mut w = [0.0; T];
    for _ in 0..30 {
        let mut grad = [0.0; T];
        let mut hess = [[0.0; T]; T];
        for (x, result) in &scaled {
            let z: f64 = x.iter().zip(&w).map(|(x, w)| x * w).sum();
            let p = sigmoid(z);
            for i in 0..T {
                grad[i] += (p - result) * x[i] / n;
                for j in 0..T {
                    hess[i][j] += p * (1.0 - p) * x[i] * x[j] / n;
                }
            }
        }
        for i in 0..T {
            grad[i] += RIDGE * w[i];
            hess[i][i] += RIDGE;
        }
        let step = solve(hess, grad);
        for i in 0..T {
            w[i] -= step[i];
        }
    }
    std::array::from_fn(|i| w[i] / scale[i])
}

/// The ridge on the scaled weights.
const RIDGE: f64 = 1e-4;

/// `x` with `a x = b` (Gaussian elimination with partial pivoting; `a` is positive definite).
fn solve(mut a: [[f64; T]; T], mut b: [f64; T]) -> [f64; T] {
    for col in 0..T {
        let pivot = (col..T).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs())).unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in col + 1..T {
            let f = a[row][col] / a[col][col];
            for k in col..T {
                a[row][k] -= f * a[col][k];
            }
            b[row] -= f * b[col];
        }
    }
    let mut x = [0.0; T];
    for row in (0..T).rev() {
        let rest: f64 = (row + 1..T).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}

/// The factor k for which sigmoid(k · evaluation) best predicts the results.
fn best_factor(samples: &[&Sample], weights: &[f64; T]) -> f64 {
    let (mut lo, mut hi) = (1e-7f64, 10.0f64);
    for _ in 0..100 {
        let (a, b) = (lo * (hi / lo).powf(1.0 / 3.0), lo * (hi / lo).powf(2.0 / 3.0));
        if loss(samples, &weights.map(|w| w * a)) < loss(samples, &weights.map(|w| w * b)) {
            hi = b;
        } else {
            lo = a;
        }
    }
    lo
}

/// Fits the weights to `games` self-play games between two copies of `level` and to the games of
/// the match logs `logs` (each file's games paired as the match played them).
pub fn tune(level: Level, games: u32, seed: u64, opts: &[(String, String)], logs: &[String], out: &mut Out) -> Result<(), super::Failure> {
    let options = selfplay_options::<Position>(opts)?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    // Each game's set-up is drawn from its pair (games 2k and 2k+1) and its parity; each thread
    // plays every `threads`-th pair.
    let per_thread: Vec<Result<Vec<(u32, Vec<Sample>)>, Error>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let options = &options;
                scope.spawn(move || {
                    (0..games)
                        .filter(|g| (g / 2) % threads == t)
                        .map(|g| Ok((g, play_game(level, options, mix(seed ^ mix(u64::from(g / 2))) ^ u64::from(g % 2))?)))
                        .collect()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err(Error::option(Reason::Console("a game thread failed".to_string()))))).collect()
    });
    let mut played = Vec::new();
    for part in per_thread {
        played.extend(part?);
    }
    let mut logged = 0;
    for path in logs {
        let log = read_log(&super::read_record(path)?)?;
        logged += log.len();
        played.extend(log);
    }
    // Fitted on the games of even pairs, judged on the odd ones.
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (g, samples) in &played {
        let side = if (g / 2) % 2 == 0 { &mut train } else { &mut test };
        side.extend(samples.iter());
    }
    let current = gyges_weights(&options).map(f64::from);
    let k = best_factor(&train, &current);
    let fitted = fit(&train);
    // In the units of the weights in use: the same scale of win chances per point.
    let rescaled = fitted.map(|w| w / k);
    let all: Vec<&Sample> = train.iter().chain(test.iter()).copied().collect();
    let k_all = best_factor(&all, &current);
    let fitted_all = fit(&all).map(|w| w / k_all);
    writeln!(out, "games {games}, logged games {logged}, positions {} (fitted on {}, judged on {})", all.len(), train.len(), test.len())?;
    writeln!(out, "terms: reach, unique pieces of size 1/2/3, unique empty squares, one threat, many threats (per piece), movers, row advance, far ends, far landings, movers' sizes")?;
    let show = |w: &[f64; T]| w.iter().map(|v| format!("{v:.0}")).collect::<Vec<_>>().join(" ");
    writeln!(out, "in use   {}  held-out log loss {:.5}", show(&current), loss(&test, &current.map(|w| w * k)))?;
    writeln!(out, "fitted   {}  held-out log loss {:.5}", show(&rescaled), loss(&test, &fitted))?;
    writeln!(out, "all data {}", show(&fitted_all))?;
    // The analysis reads a score as the win chance sigmoid(score / scale).
    writeln!(out, "win-chance scale of the weights in use: {:.0} (the score of a 73% chance)", 1.0 / k_all)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::rng::Rng;

    const LOGGED: &str = "game 2: ours North, Resigned after 11 plies [2/0/0, ms per move 339 : 336, CPU 326 : 304]: '231132/....../....../....../....../123312 N ply=0' replace=on return_to_start=allow setup=preset:231132/123312 max_plies=200 e6-a4 e1-d1@a2 a6-a4@d5 f1-a2@b5 c6-a2@b2 a1-b1@a5 f6-b6@e3 c1-d1@e1 b6-d1@f3 d1-b2@e4 d6-e5";

    /// A logged game gives its positions labelled for the side to act: our wins 1 for our
    /// seat and 0 for the other, the reverse for a loss, 0.5 for a draw.
    #[test]
    fn a_match_log_gives_labelled_positions() {
        let won = read_log(&format!("gboards master vs Helios\n{LOGGED}\n")).unwrap();
        assert_eq!(won.len(), 1);
        let (number, samples) = &won[0];
        assert_eq!(*number, 1);
        assert!((5..=11).contains(&samples.len()), "{} positions", samples.len());
        // North moves first here, and it is ours: the positions alternate 1, 0, 1 …
        let results: Vec<f64> = samples.iter().map(|s| s.result).collect();
        assert!(results.contains(&1.0) && results.contains(&0.0), "{results:?}");
        let lost = read_log(&LOGGED.replace("Resigned", "Lost")).unwrap();
        assert!(lost[0].1.iter().zip(samples).all(|(l, w)| l.result == 1.0 - w.result && l.terms == w.terms));
        let drawn = read_log(&LOGGED.replace("Resigned", "Drawn")).unwrap();
        assert!(drawn[0].1.iter().all(|s| s.result == 0.5));
        let void = LOGGED.replace("Resigned", "Void(\"no move after 8 retries\")");
        assert!(read_log(&void).unwrap().is_empty());
    }

    /// A damaged line is an error naming its line, not a panic.
    #[test]
    fn a_damaged_log_line_is_an_error() {
        for bad in [LOGGED.replace("e6-a4", "e6-a9"), LOGGED.replace("'231132", "'2311"), LOGGED.replace("]: '", "] '"), LOGGED.replace("replace=on", "replace=maybe")] {
            let e = read_log(&format!("\n{bad}")).err().expect(&bad);
            assert!(e.to_string().contains("line 2"), "{e}");
        }
    }

    /// Results drawn from known weights are fitted back to them, and the fit predicts held-out
    /// results better than weights pointing elsewhere.
    #[test]
    fn the_fit_recovers_the_weights_that_drew_the_results() {
        let truth = [0.02, 0.9, 0.4, 0.1, 0.05, -0.6, 0.3, 0.2, -0.1, 0.15, 0.0, 0.05];
        let mut rng = Rng::new(7);
        let mut uniform = move || (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        let samples: Vec<Sample> = (0..40_000)
            .map(|_| {
                let mut terms = [0.0; T];
                terms[0] = (uniform() * 60.0 - 30.0).round();
                for t in &mut terms[1..5] {
                    *t = (uniform() * 6.0 - 3.0).round();
                }
                terms[5] = f64::from(uniform() < 0.2);
                terms[6] = if uniform() < 0.1 { 2.0 } else { 0.0 };
                for t in &mut terms[7..] {
                    *t = (uniform() * 8.0 - 4.0).round();
                }
                let z: f64 = terms.iter().zip(truth).map(|(t, w)| t * w).sum();
                Sample { terms, result: f64::from(uniform() < sigmoid(z)) }
            })
            .collect();
        let (train, test): (Vec<&Sample>, Vec<&Sample>) = (samples[..30_000].iter().collect(), samples[30_000..].iter().collect());
        let fitted = fit(&train);
        for (i, (f, t)) in fitted.iter().zip(truth).enumerate() {
            assert!((f - t).abs() < 0.05 + 0.1 * t.abs(), "weight {i}: fitted {f:.3}, drawn with {t}");
        }
        let wrong = [0.02, 0.1, 0.4, 0.9, 0.05, 0.6, -0.3, -0.2, 0.1, 0.0, 0.15, 0.05];
        assert!(loss(&test, &fitted) < loss(&test, &wrong));
        // The best factor on weights already right is about 1.
        let k = best_factor(&train, &truth);
        assert!((0.9..1.1).contains(&k), "factor {k}");
    }
}
