//! The command line's answers to input it cannot honour: a clear error, exit code 2, quickly.

use std::process::Command;

fn gboards(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gboards")).args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

fn refused(args: &[&str], says: &str) {
    let (code, _, err) = gboards(args);
    assert_eq!(code, 2, "{args:?}: {err}");
    assert!(err.contains(says), "{args:?}: {err}");
    assert!(err.len() < 2_000, "{args:?}: a {}-byte message", err.len());
}

#[test]
fn deep_perft_is_refused() {
    refused(&["perft", "gyges", "start", "40000"], "deepest");
    for game in ["gyges", "gipf", "gype"] {
        refused(&["perft", game, "start", "4294967295"], "deepest");
    }
    refused(&["bench", "perft", "gipf", "start", "4294967295"], "deepest");
}

#[test]
fn gype_opening_outcomes_are_refused() {
    refused(&["outcomes", "gype", "start", "--opt", "start=random"], "more than");
    refused(&["outcomes", "gype", "start", "--opt", "start=choose", "--opt", "setup=on"], "more than");
    refused(&["perft", "gype", "start", "1", "--unique", "--opt", "start=choose", "--opt", "setup=on", "--opt", "rolls=off"], "more than");
}

#[test]
fn games_count_out_of_range_is_refused() {
    refused(&["selfplay", "gipf", "--a", "random", "--b", "random", "--games", "18446744073709551615"], "--games");
    refused(&["bench", "ai", "gipf", "random", "--games", "1000001"], "--games");
}

#[test]
fn unique_perft_says_when_every_line_ends_early() {
    // Gygès with max_plies=1: every line ends after one move.
    refused(&["perft", "gyges", "123321/....../....../....../....../321123 S ply=0", "2", "--unique", "--opt", "max_plies=1"], "every line ends");
}

#[test]
fn untrusted_words_are_clipped() {
    let huge = "y".repeat(100_000);
    let opt = format!("{huge}=1");
    let value = format!("max_plies={huge}");
    let flag = format!("--{huge}");
    refused(&[&huge], "unknown command");
    refused(&[&flag], "unknown flag");
    refused(&["moves", "gyges", "start", "--opt", &opt], "unknown option");
    refused(&["moves", "gyges", "start", "--opt", &value], "max_plies");
    refused(&["moves", "gyges", "start", "--opt", &huge], "key=value");
    refused(&["perft", "gyges", "start", &huge], "not a number");
    refused(&["bench", &huge, "gyges", "start"], "unknown benchmark");
}
