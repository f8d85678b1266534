//! Input that once exhausted memory or the stack, overflowed a counter or made a huge error
//! message: each is now refused with a typed error, quickly.

use engine::any::new_match;
use engine::error::Error;
use engine::game::Game;
use engine::kind::GameKind;
use engine::perft::{perft_unique, turn_outcomes, MAX_DEPTH};
use engine::{compact, gyges, gype};
use std::time::{Duration, Instant};

fn pairs(items: &[&str]) -> Vec<(String, String)> {
    engine::options::parse_pairs(items).unwrap()
}

fn gype_start(items: &[&str]) -> gype::Position {
    gype::Position::start(&gype::Position::parse_options(&pairs(items)).unwrap())
}

/// Runs `f`, failing if it takes longer than `secs` (the bounds must answer quickly).
fn quickly<T>(secs: u64, f: impl FnOnce() -> T) -> T {
    let t = Instant::now();
    let out = f();
    assert!(t.elapsed() < Duration::from_secs(secs), "took {:?}", t.elapsed());
    out
}

#[test]
fn gype_opening_outcomes_are_refused_not_listed() {
    for items in [&["start=random"][..], &["start=choose", "setup=on"]] {
        let err = quickly(60, || turn_outcomes(&gype_start(items))).unwrap_err();
        assert!(matches!(err, Error::TooLarge(_)), "{items:?}: {err}");
    }
    let err = quickly(60, || perft_unique(&gype_start(&["start=choose", "setup=on", "rolls=off"]), 1)).unwrap_err();
    assert!(matches!(err, Error::TooLarge(_)), "{err}");
    // The standard opening still lists its outcomes.
    assert_eq!(turn_outcomes(&gype_start(&[])).unwrap().len(), 2520);
}

#[test]
fn deep_perft_is_refused_in_every_game() {
    for kind in GameKind::ALL {
        let m = new_match(kind.name(), &[], None, 1).unwrap();
        for depth in [MAX_DEPTH + 1, 40_000, u32::MAX] {
            let err = m.perft(depth, 1_000).unwrap_err();
            assert!(matches!(err, Error::TooLarge(_)), "{} depth {depth}: {err}", kind.name());
        }
        assert!(m.perft(1, u64::MAX).is_ok(), "{}", kind.name());
    }
}

#[test]
fn perft_unique_says_when_every_line_ends_early() {
    // With max_plies=1 every Gygès line ends after one move: there is nothing two turns away.
    let options = gyges::Position::parse_options(&pairs(&["max_plies=1"])).unwrap();
    let p = gyges::Position::parse_position("123321/....../....../....../....../321123 S ply=0", &options).unwrap();
    assert!(perft_unique(&p, 1).unwrap() > 0);
    let err = perft_unique(&p, 2).unwrap_err();
    assert!(err.to_string().contains("every line ends within 1 turn"), "{err}");
}

#[test]
fn gyges_ply_counter_cannot_overflow() {
    let board = "123321/....../....../....../....../321123 S";
    let with_limit = gyges::Position::parse_options(&pairs(&["max_plies=1000000"])).unwrap();
    for ply in [1_000_001u64, u32::MAX as u64] {
        for options in [&with_limit, &Default::default()] {
            let err = gyges::Position::parse_position(&format!("{board} ply={ply}"), options).unwrap_err().to_string();
            assert!(err.contains(&format!("ply={ply} is past the last ply, 1000000")), "{err}");
        }
    }
    let p = gyges::Position::parse_position(&format!("{board} ply=999999"), &with_limit).unwrap();
    let mut next = p.clone();
    next.play(&p.legal_actions()[0]).unwrap();
    assert!(next.position_string().contains("ply=1000000"), "{}", next.position_string());
}

#[test]
fn gype_ply_counter_saturates() {
    // Table Gype's only counter in its text is `ply=`; it saturates instead of wrapping.
    let options = gype::Position::parse_options(&pairs(&["rolls=off"])).unwrap();
    let p = gype::Position::parse_position("SN S SFe1,NFe8 ply=4294967295", &options).unwrap();
    let mut next = p.clone();
    next.play(&p.legal_actions()[0]).unwrap();
    assert!(next.position_string().ends_with("ply=4294967295"), "{}", next.position_string());
}

#[test]
fn gype_ply_past_max_plies_is_refused() {
    // As in the other games: the game ends at max_plies, so a later ply is no position of it.
    let options = gype::Position::parse_options(&pairs(&["rolls=off", "max_plies=10"])).unwrap();
    let err = gype::Position::parse_position("SN S SFe1,NFe8 ply=11", &options).unwrap_err().to_string();
    assert!(err.contains("ply=11 is past max_plies=10"), "{err}");
    let at_cap = gype::Position::parse_position("SN S SFe1,NFe8 ply=10", &options).unwrap();
    assert!(matches!(at_cap.status(), engine::game::Status::Over(_)), "the game is over at max_plies");
}

#[test]
fn error_messages_clip_untrusted_text() {
    let huge = "x".repeat(1 << 20);
    let short = |e: Error| {
        let m = e.to_string();
        assert!(m.len() < 1_000, "a {}-byte message", m.len());
    };
    short(engine::options::parse_pairs(&[huge.as_str()]).unwrap_err());
    for kind in GameKind::ALL {
        for (k, v) in [(huge.as_str(), "1"), ("max_plies", huge.as_str()), ("first", huge.as_str()), ("seats", huge.as_str())] {
            let opts = vec![(k.to_string(), v.to_string())];
            if let Err(e) = new_match(kind.name(), &opts, None, 1) {
                short(e);
            }
        }
    }
}

#[test]
fn pack_refuses_what_unpack_would_refuse() {
    // Incompressible text (every 3-byte run new) just under the limit packs and unpacks; one
    // byte over, pack refuses with a typed error instead of making a link that cannot load.
    let mut rng = engine::rng::Rng::new(7);
    let alphabet: Vec<char> = ('!'..='~').collect();
    let text: String = (0..compact::MAX_DECODED).map(|_| alphabet[rng.below(alphabet.len())]).collect();
    let packed = compact::pack(&text).unwrap();
    assert_eq!(compact::unpack(&packed).unwrap(), text);
    let over = text + "x";
    assert!(matches!(compact::pack(&over), Err(Error::TooLarge(_))));
}
