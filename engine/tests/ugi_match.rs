//! `gboards match` against our own `gboards ugi` as the external engine: two games (one set-up
//! or opening, seats swapped) on a small budget, every engine move checked, the report complete,
//! in each game.

use std::process::Command;

#[test]
fn a_short_match_against_our_own_ugi_engine() {
    let exe = env!("CARGO_BIN_EXE_gboards");
    let out = Command::new(exe)
        .args(["match", "--engine", &format!("{exe} ugi"), "--engine-opt", "level=medium", "--engine-opt", "maxNodes=2000"])
        .args(["--level", "medium", "--nodes", "2000", "--games", "2", "--seed", "7", "--max-plies", "80"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains("game 1: ours South") && text.contains("game 2: ours North"), "{text}");
    assert!(text.contains("gboards medium (2000 nodes) vs gboards: 2 games"), "{text}");
    assert!(text.contains("illegal moves by the engine 0 (both counted as our wins), void games 0, engine restarts 0"), "{text}");
    let wdl = text.lines().find_map(|l| l.strip_prefix("W/D/L ")).expect("a W/D/L line");
    let counts: Vec<u32> = wdl.split(':').next().unwrap().split('/').map(|n| n.trim().parse().unwrap()).collect();
    assert_eq!(counts.iter().sum::<u32>(), 2, "{text}");
    assert!(text.contains("our time per move: mean") && text.contains("engine time per move: mean"), "{text}");
}

/// The W/D/L counts of a report.
fn counts(text: &str) -> Vec<u32> {
    let wdl = text.lines().find_map(|l| l.strip_prefix("W/D/L ")).expect("a W/D/L line");
    wdl.split(':').next().unwrap().split('/').map(|n| n.trim().parse().unwrap()).collect()
}

/// A two-game match of `game` against our own engine: both games complete, seats swapped, no
/// illegal or void game, and the counts add up to the games, game by game.
fn short_match(game: &str, seats: [&str; 2], name: &str) {
    let exe = env!("CARGO_BIN_EXE_gboards");
    let out = Command::new(exe)
        .args(["match", "--game", game, "--engine", &format!("{exe} ugi"), "--engine-opt", "level=medium", "--engine-opt", "maxNodes=2000"])
        .args(["--level", "medium", "--nodes", "2000", "--games", "2", "--seed", "7", "--max-plies", "120", "--show-moves"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(text.contains(&format!("game 1: ours {}", seats[0])) && text.contains(&format!("game 2: ours {}", seats[1])), "{text}");
    assert!(text.contains(&format!("gboards medium (2000 nodes) vs gboards, {name}: 2 games")), "{text}");
    assert!(text.contains("illegal moves by the engine 0 (both counted as our wins), void games 0, engine restarts 0"), "{text}");
    // Each game line carries the running W/D/L, which grows by one game each time.
    for (i, line) in text.lines().filter(|l| l.starts_with("game ")).enumerate() {
        assert!(line.contains("Won") || line.contains("Drawn") || line.contains("Lost"), "{line}");
        let so_far: u32 = line.split('[').nth(1).unwrap().split(',').next().unwrap().split('/').map(|n| n.parse::<u32>().unwrap()).sum();
        assert_eq!(so_far as usize, i + 1, "{line}");
        assert!(line.contains("max_plies=120"), "the rules are shown with the moves: {line}");
    }
    assert_eq!(counts(&text).iter().sum::<u32>(), 2, "{text}");
    let plies: u64 = text.lines().find_map(|l| l.strip_prefix("plies played: ")).unwrap().parse().unwrap();
    assert!(plies >= 40, "{text}");
    assert!(text.contains("our time per move: mean") && text.contains("engine time per move: mean"), "{text}");
}

#[test]
fn a_short_gipf_match_against_our_own_ugi_engine() {
    short_match("gipf", ["White", "Black"], "GIPF");
}

#[test]
fn a_short_table_gype_match_against_our_own_ugi_engine() {
    short_match("gype", ["South", "North"], "Table Gype");
}

#[test]
fn a_missing_engine_is_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_gboards")).args(["match", "--engine", "/nonexistent/engine"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot start the engine") && !err.contains("panicked"), "{err}");
}
