//! The command line when its reader goes away early (`gboards … | head -1`): it stops quietly,
//! with no panic message.

use std::process::{Command, Stdio};

fn closed_early(args: &[&str]) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gboards")).args(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked") && err.is_empty(), "{args:?}: {err}");
    assert!(out.status.success(), "{args:?}: {}", out.status);
}

#[test]
fn a_closed_stdout_ends_the_command_quietly() {
    // Hundreds of lines: the first write or one soon after meets the closed pipe.
    closed_early(&["moves", "gyges", "321123/....../....../....../....../321123 S", "--opt", "replace=on"]);
    closed_early(&["help"]);
    closed_early(&["perft", "gyges", "start", "1"]);
}

/// `gboards games` lists the registry for the build, which stamps a lobby card per line, with
/// each offered level's rating for the card's level picker.
#[test]
fn games_lists_every_game_with_its_names() {
    let out = Command::new(env!("CARGO_BIN_EXE_gboards")).arg("games").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<Vec<&str>> = text.lines().map(|l| l.split('\t').collect()).collect();
    let levels = |k: engine::kind::GameKind| {
        let pairs: Vec<String> = engine::player::Level::PLAYABLE.iter().map(|&l| format!("{}={}", l.name(), engine::rating::level_elo(k, l))).collect();
        pairs.join(" ")
    };
    let expected: Vec<Vec<String>> = engine::kind::GameKind::ALL.iter().map(|&k| vec![k.name().into(), k.display_name().into(), k.full_name().into(), levels(k)]).collect();
    assert_eq!(rows, expected);
    assert_eq!(rows[1][..3], ["gype", "Table Gype", "Uncle Chestnut's Table Gype"]);
    assert!(rows[1][3].starts_with("easy=") && rows[1][3].contains(" master="), "{}", rows[1][3]);
}
