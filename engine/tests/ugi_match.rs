//! `gboards match` against our own `gboards ugi` as the external engine: two games (one set-up,
//! seats swapped) on a small budget, every engine move checked, the report complete.

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

#[test]
fn a_missing_engine_is_a_clear_error() {
    let out = Command::new(env!("CARGO_BIN_EXE_gboards")).args(["match", "--engine", "/nonexistent/engine"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot start the engine") && !err.contains("panicked"), "{err}");
}
