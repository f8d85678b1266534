//! Counters and options from outside: values no game reaches are refused with a message, and a
//! counter read from text cannot wrap around when play goes on.

use engine::game::Game;
use engine::gipf::{Options, Position};

const START: &str = "W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/12 W version=standard";

fn options(pairs: &[(&str, &str)]) -> engine::error::Result<Options> {
    let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Position::parse_options(&pairs)
}

fn refused(text: &str, o: &Options) -> String {
    match Position::parse_position(text, o) {
        Ok(p) => panic!("{text} was accepted as {}", p.position_string()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn reserves_and_captures_beyond_the_pieces_of_the_version_are_refused() {
    let o = Options::default();
    let m = refused("W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 255/12 W version=standard", &o);
    assert!(m.contains("255 in reserve") && m.contains("18 pieces"), "{m}");
    let m = refused(&format!("{START} captured=255/0"), &o);
    assert!(m.contains("captured"), "{m}");
    // 12 in reserve and 7 captured by White is one more than Black's 18.
    refused("W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/12 W version=standard captured=7/0", &o);
    assert!(Position::parse_position("W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/6 W version=standard captured=6/0", &o).is_ok());
    // A handicap gives the weaker player more.
    let h = options(&[("handicap", "2")]).unwrap();
    assert!(Position::parse_position("W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/20 W version=standard", &h).is_ok());
    refused("W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/21 W version=standard", &h);
}

#[test]
fn a_turn_past_the_self_play_cap_is_refused() {
    let o = options(&[("max_plies", "10")]).unwrap();
    let m = refused(&format!("{START} turn=11"), &o);
    assert!(m.contains("max_plies"), "{m}");
    assert!(Position::parse_position(&format!("{START} turn=9"), &o).is_ok());
}

#[test]
fn the_largest_turn_counter_does_not_wrap_around() {
    let o = Options::default();
    let mut p = Position::parse_position(&format!("{START} turn=4294967295"), &o).unwrap();
    let a = p.parse_action("a1-b2").unwrap();
    p.play(&a).unwrap();
    assert_eq!(p.turn_number(), u32::MAX);
}

#[test]
fn a_potential_type_given_twice_is_refused() {
    let e = options(&[("version", "ultimate"), ("potentials", "t6t6t6t6")]).unwrap_err().to_string();
    assert!(e.contains("twice"), "{e}");
    assert!(options(&[("potentials", "t3t3")]).is_err());
    assert!(options(&[("potentials", "t6z6d3")]).is_ok());
}

#[test]
fn errors_clip_long_option_keys_and_values() {
    let long = "x".repeat(100_000);
    for pairs in [[("version", long.as_str())], [(long.as_str(), "1")], [("potentials", long.as_str())], [("max_plies", long.as_str())]] {
        let e = options(&pairs).unwrap_err().to_string();
        assert!(e.len() < 300, "{} bytes: {}", e.len(), &e[..200]);
    }
}
