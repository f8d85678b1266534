//! Golden perft figures for Gygès, each computed by the generic perft over `legal_actions`/`play`
//! and by the engine's fast identity perft, and cross-checked against the slow enumerator at the
//! shallow depths. Reproduce: `gboards perft gyges '<position>' <depth> [--opt replace=on]`.

mod gyges_slow;

use engine::game::Game;
use engine::gyges::{Options, Position};
use engine::options::parse_pairs;
use engine::perft::{perft, perft_unique};

const START: &str = "321123/....../....../....../....../321123 S";

fn position(text: &str, items: &[&str]) -> Position {
    let options = Options::parse(&parse_pairs(items).unwrap()).unwrap();
    if text == "start" { Position::start(&options) } else { Position::parse_position(text, &options).unwrap() }
}

/// Checks one figure three ways (the slow enumerator only up to `slow_depth`).
fn check(text: &str, items: &[&str], figures: &[u64], generic_depth: u32, slow_depth: u32) {
    let p = position(text, items);
    for (i, &expected) in figures.iter().enumerate() {
        let depth = i as u32 + 1;
        if cfg!(debug_assertions) && expected > 1_000_000 {
            continue; // release builds only: debug builds are many times slower
        }
        assert_eq!(p.perft(depth), expected, "fast perft {depth} of {text} {items:?}");
        if depth <= generic_depth {
            assert_eq!(perft(&p, depth), expected, "generic perft {depth} of {text} {items:?}");
        }
        if depth <= slow_depth {
            assert_eq!(gyges_slow::Slow::from_position(&p).perft(depth), expected, "slow perft {depth} of {text} {items:?}");
        }
    }
}

#[test]
fn basic_rules_from_the_standard_start() {
    check(START, &[], &[24, 574, 16_716, 522_434, 18_162_502], 4, 3);
}

#[test]
fn replacement_from_the_standard_start() {
    check(START, &["replace=on"], &[222, 56_352, 16_360_280], 2, 2);
    // Null replacements allowed too: the research figure of 224 first moves.
    check(START, &["replace=on", "return_to_start=allow"], &[224, 57_374], 2, 2);
}

#[test]
fn return_to_start_from_the_standard_start() {
    check(START, &["return_to_start=allow"], &[24, 574, 17_006, 540_758], 4, 3);
}

#[test]
fn blocked_row_position() {
    // Research MT8.
    let text = "....../....../13..../.....1/222211/3.3.3. S";
    check(text, &[], &[41, 837, 10_145], 3, 3);
    check(text, &["replace=on"], &[307], 1, 1);
}

#[test]
fn setup_phase() {
    check("start", &[], &[18, 324, 4_860, 72_900], 3, 0);
}

#[test]
fn distinct_positions() {
    let p = position(START, &[]);
    assert_eq!(perft_unique(&p, 1).unwrap(), 24);
    assert_eq!(perft_unique(&p, 2).unwrap(), 574);
    assert_eq!(perft_unique(&p, 3).unwrap(), 12_522);
    // Identities giving the same board (same-size swaps) collapse here.
    assert_eq!(perft_unique(&position(START, &["replace=on"]), 1).unwrap(), 210);
}
