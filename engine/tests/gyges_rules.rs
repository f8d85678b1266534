//! Scenario tests: every public example of the rules file, the research micro-tests and the
//! replay test, the set-up phase, passes and draws, notation and position strings.

use engine::game::{Game, Outcome, Status};
use engine::gyges::*;
use engine::options::parse_pairs;
use engine::error::{Gyges, Reason};
use engine::{Error, Match};
use std::collections::BTreeSet;

fn opts(items: &[&str]) -> Options {
    Options::parse(&parse_pairs(items).unwrap()).unwrap()
}

fn sq(name: &str) -> Square {
    parse_square(name).unwrap()
}

fn names(squares: impl IntoIterator<Item = Square>) -> BTreeSet<String> {
    squares.into_iter().map(square_name).collect()
}

fn set(list: &str) -> BTreeSet<String> {
    list.split_whitespace().map(String::from).collect()
}

/// A position from `square=size` items and the side to move.
fn pos(pieces: &str, side: &str, options: &Options) -> Position {
    let mut cells = [b'.'; 36];
    for item in pieces.split(',') {
        let (s, size) = item.trim().split_once('=').unwrap();
        cells[sq(s) as usize] = size.as_bytes()[0];
    }
    let rows: Vec<String> = (0..6).rev().map(|r| String::from_utf8(cells[r * 6..r * 6 + 6].to_vec()).unwrap()).collect();
    Position::parse_position(&format!("{} {side}", rows.join("/")), options).unwrap()
}

/// Destinations of plain moves (no replacement) of the piece on `from`.
fn ends(p: &Position, from: &str) -> BTreeSet<String> {
    names(p.legal_moves().iter().filter(|m| m.from == sq(from) && m.drop.is_none()).map(|m| m.to))
}

fn play(p: &mut Position, text: &str) {
    let a = p.parse_action(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    p.play(&a).unwrap();
}

// ----- Public examples of the rules file and the research micro-tests -----

#[test]
fn double_cannot_go_back_and_forth() {
    // Rules example 1 / MT1.
    let p = pos("c1=2, f6=1", "S", &Options::default());
    assert_eq!(ends(&p, "c1"), set("a1 e1 b2 d2 c3"));
}

#[test]
fn own_goal_is_never_entered() {
    // Rules example 2 / MT5.
    let p = pos("a1=1, c6=1", "S", &Options::default());
    assert_eq!(ends(&p, "a1"), set("a2 b1"));
}

#[test]
fn runs_never_pass_through_pieces() {
    // Rules example 3 / MT6, with and without the extra piece on f6.
    for pieces in ["b1=3, b2=1, a1=1, c1=1", "b1=3, b2=1, a1=1, c1=1, f6=1"] {
        let p = pos(pieces, "S", &Options::default());
        assert!(ends(&p, "b1").is_empty());
        assert!(!ends(&p, "a1").is_empty() && !ends(&p, "c1").is_empty());
        assert_eq!(names(p.movable_pieces()), set("a1 c1"));
    }
}

#[test]
fn goal_from_the_far_row() {
    // Rules example 4 / MT4: South's playable row is rank 6.
    let p = pos("a6=1, f6=3", "S", &Options::default());
    assert_eq!(p.playable_row(), Some(5));
    assert_eq!(ends(&p, "a6"), set("N a5 b6"));
    assert_eq!(ends(&p, "f6"), set("N c6 d5 e4 e6 f3 f5"));
    let win = p.legal_for_identity(sq("f6"), GOAL_N, None).unwrap();
    assert_eq!(p.steps_of(&win), vec![sq("f6"), sq("e6"), sq("d6"), GOAL_N]);
}

#[test]
fn replacement_drop_zone() {
    // Rules example 5 / MT7.
    let p = pos("c1=1, d1=2, e4=3", "S", &opts(&["replace=on"]));
    let drops: Vec<Square> = p.legal_moves().iter().filter(|m| m.from == sq("c1") && m.to == sq("d1")).map(|m| m.drop.unwrap()).collect();
    assert_eq!(drops.len(), 22);
    assert!(drops.contains(&sq("c1")));
    assert!(drops.iter().all(|&d| rank_of(d) <= 3));
    assert_eq!(p.drop_squares(sq("c1"), sq("d1")), drops);
    // Not a landing of this piece: no drops.
    assert!(p.drop_squares(sq("c1"), sq("e4")).is_empty());
}

#[test]
fn a_row_of_blocked_pieces_does_not_bound_the_drop() {
    // South's nearest row, rank 1, holds a double and triples that cannot move: the double on
    // a1 has no empty neighbour, and the triples' empty neighbours c1 and f1 have none either.
    // So rank 2 bounds the drop of North's replacement c5-c2, and c1 and f1 are not drops.
    let p = pos("a5=2, c5=3, a2=1, b2=1, c2=2, d2=1, e2=1, f2=2, a1=2, b1=3, d1=3, e1=3", "N", &opts(&["replace=on"]));
    let drops = names(p.drop_squares(sq("c5"), sq("c2")));
    assert!(!drops.contains("c1") && !drops.contains("f1"), "{drops:?}");
    // Every square of ranks 3 to 6 but a5's (c5, which the mover leaves, among them).
    assert_eq!(drops.len(), 24 - 1, "{drops:?}");
    assert!(drops.contains("c5") && drops.contains("c3") && drops.contains("f6"));
}

#[test]
fn a_double_whose_only_move_is_a_landing_keeps_its_row_playable_for_the_drop() {
    // North's nearest row is rank 6. Its triples there cannot move, but the double on a6 can:
    // a6-a5 and on to the piece on a4 or b5. So rank 6 bounds the drop, and its empty squares
    // c6 and e6 are drop squares for South's replacement a1-b1.
    let p = pos("a6=2, b6=3, d6=3, f6=3, b5=1, c5=1, d5=2, e5=2, f5=3, a4=1, a1=1, b1=2", "S", &opts(&["replace=on"]));
    let drops = names(p.drop_squares(sq("a1"), sq("b1")));
    assert!(drops.contains("c6") && drops.contains("e6"), "{drops:?}");
    assert_eq!(drops.len(), 36 - 12 + 1, "every empty square and a1: {drops:?}");
}

#[test]
fn squares_may_be_revisited_through_new_edges() {
    // MT2: d1 only via c1-d1-d2-e2-e1-d1.
    let p = pos("c1=2, c2=2, d2=3, c5=2", "S", &Options::default());
    assert_eq!(ends(&p, "c1"), set("a1 a2 b1 b2 b3 c4 d1 d3 d5 e1 e2 e4 f1 f3"));
    let d1 = p.legal_for_identity(sq("c1"), sq("d1"), None).unwrap();
    assert_eq!(p.steps_of(&d1), ["c1", "d1", "d2", "e2", "e1", "d1"].map(sq).to_vec());
    let adv = pos("c1=2, c2=2, d2=3, c5=2", "S", &opts(&["replace=on"]));
    let landings = names(adv.legal_moves().iter().filter(|m| m.from == sq("c1") && m.drop.is_some()).map(|m| m.to));
    assert_eq!(landings, set("c2 d2"));
}

#[test]
fn return_to_start_is_an_option() {
    // MT3.
    let base = "a1=1, b1=3, f6=1";
    let p = pos(base, "S", &Options::default());
    assert_eq!(ends(&p, "a1"), set("a2 a3 b2 b4 c1 c3 d2 e1"));
    let p = pos(base, "S", &opts(&["return_to_start=allow"]));
    assert_eq!(ends(&p, "a1"), set("a1 a2 a3 b2 b4 c1 c3 d2 e1"));
    let back = p.legal_for_identity(sq("a1"), sq("a1"), None).unwrap();
    assert_eq!(p.format_action_long(&Action::Move(back)), "a1-b1-a1");
    let p = pos(base, "S", &opts(&["replace=on"]));
    let landings = names(p.legal_moves().iter().filter(|m| m.from == sq("a1") && m.drop.is_some()).map(|m| m.to));
    assert_eq!(landings, set("b1"));
}

#[test]
fn blocked_row_exception() {
    // MT8: rank 1 is fully blocked, so South plays from rank 2.
    let text = "....../....../13..../.....1/222211/3.3.3. S";
    let p = Position::parse_position(text, &Options::default()).unwrap();
    assert_eq!(p.playable_row(), Some(1));
    assert_eq!(p.legal_moves().len(), 41);
    assert!(p.legal_moves().iter().all(|m| rank_of(m.from) == 1));
    assert!(p.parse_action("a1-a2").is_err());
    // Advanced: 314 identities, less the 7 replacements that would change nothing.
    let adv = Position::parse_position(text, &opts(&["replace=on"])).unwrap();
    assert_eq!(adv.legal_moves().len(), 307);
    let both = Position::parse_position(text, &opts(&["replace=on", "return_to_start=allow"])).unwrap();
    assert_eq!(both.legal_moves().len(), 307 + 7 + 1);
}

#[test]
fn same_size_replacement_may_not_drop_on_the_start() {
    let p = Position::parse_position("....../....../13..../.....1/222211/3.3.3. S", &opts(&["replace=on"])).unwrap();
    assert!(p.parse_action("b2-a2@b2").is_err());
    assert!(p.parse_action("b2-a2@b3").is_ok());
    let p = Position::parse_position("....../....../13..../.....1/222211/3.3.3. S", &opts(&["replace=on", "return_to_start=allow"])).unwrap();
    assert!(p.parse_action("b2-a2@b2").is_ok());
}

#[test]
fn worked_example_bounce_chain_to_the_goal() {
    // Research §5.2: North must move a5 and wins by a5-c4-c3-a3-a2-S.
    let text = "....../3...../..1..2/1.2.21/3..3../...213 N";
    let p = Position::parse_position(text, &Options::default()).unwrap();
    assert_eq!(p.playable_row(), Some(4));
    assert_eq!(p.movable_pieces(), vec![sq("a5")]);
    assert!(p.legal_moves().iter().all(|m| m.from == sq("a5")));
    assert!(p.legal_for_identity(sq("a5"), GOAL_S, None).is_some());
    let Action::Move(m) = p.parse_action("a5-c4-c3-a3-a2-S").unwrap() else { panic!() };
    assert_eq!(m.stops, ["c4", "c3", "a3", "a2", "S"].map(sq).to_vec());
    let steps = p.steps_of(&m);
    assert_eq!(steps.first(), Some(&sq("a5")));
    assert_eq!(steps.last(), Some(&GOAL_S));
    assert_eq!(steps.len(), 11, "{:?}", names(steps.clone()));
    let mut after = p.clone();
    after.play(&Action::Move(m)).unwrap();
    assert_eq!(after.status(), Status::Over(Outcome::Win(NORTH)));
    assert_eq!(after.size_at(GOAL_S), 3);
}

#[test]
fn scripted_game_replays() {
    // Research §5.3, in basic and advanced rules.
    for options in [Options::default(), opts(&["replace=on"])] {
        let mut p = Position::parse_position("113223/....../....../....../....../321213 S", &options).unwrap();
        for text in ["a1-b3", "b6-b5", "d1-e2", "c6-d4", "b1-c2", "f6-f3", "e1-e2-f3-f6"] {
            play(&mut p, text);
            assert_eq!(p.status(), Status::Turn(p.to_move()));
        }
        let winners: BTreeSet<Square> = p.legal_moves().iter().filter(|m| m.to == GOAL_S).map(|m| m.from).collect();
        assert_eq!(winners, BTreeSet::from([sq("d6")]));
        for alt in ["d6-d4-e2-S", "d6-d4-e2-f1-S"] {
            assert!(p.parse_action(alt).is_ok(), "{alt}");
        }
        let before = p.clone();
        play(&mut p, "d6-d4-e2-f1-c1-S");
        assert_eq!(p.status(), Status::Over(Outcome::Win(NORTH)));
        let Action::Move(m) = before.parse_action("d6-d4-e2-f1-c1-S").unwrap() else { panic!() };
        let witness = ["d6", "d5", "d4", "d3", "d2", "e2", "f2", "f1", "e1", "d1", "c1", "S"].map(sq).to_vec();
        assert_eq!(before.steps_of(&m), witness);
        assert_eq!(p.play(&Action::Pass), Err(Error::GameOver));
    }
}

/// Of the paths of one move, the long notation shows the one of fewest steps. d1 (a 3) reaches
/// c2 by bouncing on d2 (a 1: 3 + 1 steps) or on a1 (a 3: 3 + 3 steps); both have one bounce.
#[test]
fn the_long_notation_shows_the_path_of_fewest_steps() {
    let p = Position::parse_position("1.2.../.1...2/...23./3.1.2./...1../3..3.. S", &Options::default()).unwrap();
    let a = p.parse_action("d1-c2").unwrap();
    assert_eq!(p.format_action_long(&a), "d1-d2-c2");
    let mv = p.legal_moves().into_iter().find(|m| m.from == sq("d1") && m.to == sq("c2")).expect("d1-c2 is legal");
    assert_eq!(mv.stops, vec![sq("d2"), sq("c2")]);
    // The longer path is legal too, written out.
    assert!(p.parse_action("d1-a1-c2").is_ok());
}

/// A position's turn count may not pass the game's cap; without a cap it is free.
#[test]
fn a_position_past_the_ply_cap_is_refused() {
    let text = "321123/....../....../....../....../321123 S";
    assert!(Position::parse_position(&format!("{text} ply=5"), &Options::default()).is_ok());
    let capped = opts(&["max_plies=10"]);
    assert!(Position::parse_position(&format!("{text} ply=10"), &capped).is_ok());
    let e = Position::parse_position(&format!("{text} ply=11"), &capped).unwrap_err();
    assert!(e.to_string().contains("past the last ply"), "{e}");
}

/// `setup` is a word alone; `setup=` with a value, even an empty one, is not a field.
#[test]
fn setup_takes_no_value() {
    let empty = "....../....../....../....../....../...... S";
    assert!(Position::parse_position(&format!("{empty} setup"), &Options::default()).is_ok());
    for bad in ["setup=", "setup=1"] {
        let e = Position::parse_position(&format!("{empty} {bad}"), &Options::default()).unwrap_err();
        assert!(e.to_string().contains("unknown field"), "{bad}: {e}");
    }
}

// ----- Set-up phase -----

#[test]
fn alternate_setup_last_placer_moves_first() {
    let mut p = Position::start(&Options::default());
    assert!(p.in_setup());
    assert_eq!(p.position_string(), "....../....../....../....../....../...... S setup");
    assert_eq!(p.legal_actions().len(), 18);
    assert_eq!(p.tray(SOUTH), [2, 2, 2]);
    let order = ["3a1", "3a6", "2b1", "2b6", "1c1", "1c6", "1d1", "1d6", "2e1", "2e6", "3f1", "3f6"];
    for (i, text) in order.iter().enumerate() {
        assert_eq!(p.to_move(), (i % 2) as u8, "{text}");
        assert_eq!(p.setup_squares().len(), 6 - i / 2);
        play(&mut p, text);
    }
    assert!(!p.in_setup());
    assert_eq!(p.to_move(), NORTH);
    assert_eq!(p.position_string(), "321123/....../....../....../....../321123 N");
    assert_eq!(p.tray(NORTH), [0, 0, 0]);
    assert_eq!(p.turn_number(), 12);
}

#[test]
fn setup_rules_are_enforced() {
    let mut p = Position::start(&Options::default());
    for bad in ["3a6", "4a1", "0a1", "3a2", "a1-a2", "pass"] {
        assert!(p.parse_action(bad).is_err(), "{bad}");
    }
    play(&mut p, "3a1");
    assert!(matches!(p.parse_action("3a1"), Err(Error::IllegalAction(_))));
    play(&mut p, "3a6");
    play(&mut p, "3b1");
    assert_eq!(p.tray(SOUTH), [2, 2, 0]);
    play(&mut p, "1b6");
    assert!(p.parse_action("3c1").is_err());
    assert!(p.play(&Action::Place { square: sq("c1"), size: 3 }).is_err());
    let before = p.position_string();
    assert!(p.play(&Action::Place { square: sq("c2"), size: 1 }).is_err());
    assert_eq!(p.position_string(), before);
}

#[test]
fn one_row_each_and_first_placer() {
    let mut p = Position::start(&opts(&["setup=south_then_north"]));
    for text in ["1a1", "1b1", "2c1", "2d1", "3e1", "3f1"] {
        assert_eq!(p.to_move(), SOUTH);
        play(&mut p, text);
    }
    for text in ["1a6", "1b6", "2c6", "2d6", "3e6", "3f6"] {
        assert_eq!(p.to_move(), NORTH);
        play(&mut p, text);
    }
    assert_eq!(p.to_move(), NORTH);
    assert!(!p.in_setup());

    let p = Position::start(&opts(&["setup=north_then_south"]));
    assert_eq!(p.to_move(), NORTH);
    let p = Position::start(&opts(&["first=north"]));
    assert_eq!((p.to_move(), p.in_setup()), (NORTH, true));
    let p = Position::start(&opts(&["setup=preset:321123"]));
    assert_eq!(p.position_string(), "321123/....../....../....../....../321123 N");
    let p = Position::start(&opts(&["setup=preset:123321/321123", "first=north"]));
    assert_eq!(p.position_string(), "123321/....../....../....../....../321123 S");
}

#[test]
fn setup_through_a_match_record() {
    let mut m: Match<Position> = Match::new(&opts(&["replace=on"]), 7);
    for text in ["3a1", "3a6", "2b1", "2b6", "1c1", "1c6", "1d1", "1d6", "2e1", "2e6", "3f1", "3f6", "a6-a3"] {
        m.play_text(text).unwrap();
    }
    let text = m.to_record().to_text();
    let back = Match::<Position>::from_record_text(&text).unwrap();
    assert_eq!(back.position().position_string(), m.position().position_string());
    assert!(m.undo());
    assert!(m.position().parse_action("a6-a3").is_ok());
}

// ----- Passes and draws -----

#[test]
fn no_move_means_pass_and_two_passes_draw() {
    let mut p = Position::parse_position("....../....../....../....../....../...... S", &Options::default()).unwrap();
    assert_eq!(p.legal_actions(), vec![Action::Pass]);
    assert_eq!(p.playable_row(), None);
    play(&mut p, "pass");
    assert_eq!(p.position_string(), "....../....../....../....../....../...... N passes=1");
    assert_eq!(p.status(), Status::Turn(NORTH));
    play(&mut p, "pass");
    assert_eq!(p.status(), Status::Over(Outcome::Draw));
    // Passing while a piece can move is illegal.
    let p = pos("a1=1", "S", &Options::default());
    assert!(matches!(p.parse_action("pass"), Err(Error::IllegalAction(_))));
}

#[test]
fn threefold_repetition_draws_when_on() {
    let shuffle = ["a1-a2", "f6-f5", "a2-a1", "f5-f6"];
    for (repetition, expect_draw) in [(true, true), (false, false)] {
        let options = Options { repetition, ..Options::default() };
        let mut p = pos("a1=1, f6=1", "S", &options);
        for round in 0..2 {
            for (i, text) in shuffle.iter().enumerate() {
                assert_eq!(p.status(), Status::Turn(p.to_move()), "round {round} move {i}");
                play(&mut p, text);
                let back = Position::parse_position(&p.position_string(), &options).unwrap();
                assert_eq!(back.position_string(), p.position_string());
                assert_eq!(back.status(), p.status());
            }
        }
        assert_eq!(p.status() == Status::Over(Outcome::Draw), expect_draw);
    }
}

#[test]
fn ply_cap_draws() {
    let options = opts(&["max_plies=3"]);
    let mut p = pos("a1=1, f6=1", "S", &options);
    assert_eq!(p.position_string(), "....1./....../....../....../....../1..... S ply=0".replace("....1.", ".....1"));
    for text in ["a1-a2", "f6-f5", "a2-a1"] {
        play(&mut p, text);
    }
    assert_eq!(p.status(), Status::Over(Outcome::Draw));
    assert!(p.position_string().ends_with(" N ply=3"));
}

// ----- Notation and position strings -----

#[test]
fn notation_forms() {
    let p = Position::parse_position("321123/....../....../....../....../321123 S", &Options::default()).unwrap();
    let a = p.parse_action("c1-f2").unwrap();
    assert_eq!(p.format_action(&a), "c1-f2");
    assert!(p.parse_action("C1-F2").is_ok());
    let adv = Position::parse_position("321123/....../....../....../....../321123 S", &opts(&["replace=on"])).unwrap();
    let a = adv.parse_action("a1-b1@a3").unwrap();
    assert_eq!(adv.format_action(&a), "a1-b1@a3");
    assert_eq!(adv.format_action_long(&a), "a1-b1@a3");
    for (bad, notation) in [("", true), ("a1", true), ("a1-z9", true), ("a1-b1@", true), ("3z1", true), ("a1-a2", false), ("a1-b1@a3", false), ("b2-b3", false)] {
        let e = p.parse_action(bad).unwrap_err();
        assert_eq!(matches!(e, Error::BadNotation(_)), notation, "{bad}: {e}");
    }
    // Long forms must be legal paths.
    let q = pos("c1=2, c2=2, d2=3, c5=2", "S", &Options::default());
    assert!(q.parse_action("c1-d2-d1").is_ok());
    assert!(q.parse_action("c1-d2-c2-d1").is_err());
    let long = "x".repeat(300);
    let msg = p.parse_action(&long).unwrap_err().to_string();
    assert!(msg.len() < 200, "{msg}");
}

#[test]
fn illegal_moves_leave_the_position_unchanged() {
    let mut p = Position::parse_position("321123/....../....../....../....../321123 S", &Options::default()).unwrap();
    let before = p.position_string();
    for mv in [
        Move::identity(sq("a1"), sq("a1"), None),
        Move::identity(sq("a2"), sq("a3"), None),
        Move::identity(sq("a1"), GOAL_N, None),
        Move::identity(sq("a1"), sq("b1"), Some(sq("a1"))),
        Move { from: sq("c1"), to: sq("c2"), drop: None, stops: vec![sq("c3")] },
        Move { from: sq("c1"), to: sq("c2"), drop: None, stops: vec![] },
        Move { from: 99, to: 200, drop: Some(250), stops: vec![200] },
    ] {
        assert!(matches!(p.play(&Action::Move(mv)), Err(Error::IllegalAction(_))));
        assert_eq!(p.position_string(), before);
    }
    assert!(p.play(&Action::Place { square: 0, size: 1 }).is_err());
    for (from, to) in [(0, 0), (0, 37), (6, 12), (99, 3), (0, 200)] {
        assert!(p.play_identity(from, to, None).is_err());
    }
    assert!(p.play_identity(sq("a1"), sq("b1"), Some(sq("a1"))).is_err());
    assert_eq!(p.position_string(), before);
    p.play_identity(sq("c1"), sq("f2"), None).unwrap();
    assert_ne!(p.position_string(), before);
}

#[test]
fn position_strings() {
    let o = Options::default();
    for text in [
        "321123/....../....../....../....../321123 S",
        "....../3...../..1..2/1.2.21/3..3../...213 N",
        "3.1.../....../....../....../....../2.1... N setup",
        "....../....../....../....../....../...... N passes=1",
        "....2./....../....../....../....../...... N goal=N3",
    ] {
        assert_eq!(Position::parse_position(text, &o).unwrap().position_string(), text);
    }
    let with_plies = opts(&["max_plies=100", "repetition=on"]);
    let text = "....1./....../....../....../....../1..... S ply=4 hist=00000000000000ff,0123456789abcdef";
    assert_eq!(Position::parse_position(text, &with_plies).unwrap().position_string(), text);
    for bad in [
        "",
        "321123",
        "321123/....../....../....../....../321123",
        "321123/....../....../....../....../321123 X",
        "321123/....../....../....../321123 S",
        "3211234/....../....../....../....../321123 S",
        "321123/....../....../....../....../32112x S",
        "333333/....../....../....../....../321123 S",
        "321123/....../....../....../....../321123 S wat",
        "321123/....../....../....../....../321123 S setup",
        "321123/....../....../....../....../...... N setup",
        "3...../....../....../..1.../....../...... S setup",
        "333.../....../....../....../....../...... S setup",
        "....../....../....../....../....../...... S goal=N2",
        "....../....../....../....../....../...... N goal=X2",
        "....../....../....../....../....../...... N passes=7",
        "....../....../....../....../....../...... N ply=1 ply=2",
        "....../....../....../....../....../...... N hist=zz",
    ] {
        let e = Position::parse_position(bad, &o).unwrap_err();
        assert!(matches!(e, Error::BadPosition(_)), "{bad}: {e:?}");
    }
}

#[test]
fn hash_tracks_board_and_side() {
    let o = Options::default();
    let a = Position::parse_position("321123/....../....../....../....../321123 S", &o).unwrap();
    let b = Position::parse_position("321123/....../....../....../....../321123 N", &o).unwrap();
    assert_ne!(a.hash(), b.hash());
    let mut x = a.clone();
    play(&mut x, "a1-a4");
    let y = Position::parse_position("321123/....../3...../....../....../.21123 N", &o).unwrap();
    assert_eq!(x.hash(), y.hash());
    assert_ne!(x.hash(), a.hash());
    let setup = Position::parse_position("321123/....../....../....../....../.21123 S setup", &o).unwrap();
    assert_ne!(setup.hash(), Position::parse_position("321123/....../....../....../....../.21123 S", &o).unwrap().hash());
}

// ----- Click-to-path helpers -----

#[test]
fn next_stops_guide_path_entry() {
    let p = pos("c1=2, c2=2, d2=3, c5=2", "S", &Options::default());
    let first = p.next_stops(sq("c1"), &[]);
    let by_square = |stops: &[Stop], name: &str| stops.iter().find(|s| s.square == sq(name)).copied();
    let d2 = by_square(&first, "d2").unwrap();
    assert_eq!((d2.kind, d2.continues, d2.replace), (StopKind::Bounce, true, false));
    assert_eq!(by_square(&first, "a1").unwrap().kind, StopKind::End);
    assert!(by_square(&first, "c1").is_none());
    let after_d2 = p.next_stops(sq("c1"), &[sq("d2")]);
    assert!(by_square(&after_d2, "d1").is_some());
    assert!(p.next_stops(sq("c2"), &[]).is_empty(), "c2 is not on the playable row");
    assert!(p.next_stops(sq("c1"), &[sq("a1")]).is_empty(), "a1 is no bounce");
    assert!(p.next_stops(sq("c1"), &[GOAL_N]).is_empty());

    let adv = pos("c1=1, d1=2, e4=3", "S", &opts(&["replace=on"]));
    let d1 = by_square(&adv.next_stops(sq("c1"), &[]), "d1").unwrap();
    assert!(d1.replace && d1.continues);
}

#[test]
fn a_piece_whose_only_landing_bounces_nowhere_cannot_move() {
    // e1 (double) reaches only f2 by e1-f1-f2, and the double on f2 cannot run on: every way out
    // of f2 starts on a piece or crosses f1-f2 again. Without replacements e1 has no move; with
    // them it may replace f2.
    let p = pos("d1=3, e1=2, e2=2, f2=2, e3=1, f3=3", "S", &Options::default());
    assert_eq!(p.playable_row(), Some(0));
    assert_eq!(names(p.movable_pieces()), set("d1"));
    assert!(p.moves_from(sq("e1")).is_empty());
    assert!(p.next_stops(sq("e1"), &[]).is_empty());
    let p = pos("d1=3, e1=2, e2=2, f2=2, e3=1, f3=3", "S", &opts(&["replace=on"]));
    assert_eq!(names(p.movable_pieces()), set("d1 e1"));
    assert!(p.moves_from(sq("e1")).iter().all(|m| m.to == sq("f2") && m.drop.is_some()));
}

/// A set-up position carries nothing of a game under way: each of a goal, passes and a ply
/// count is refused on its own (a sampled mutant joined the first two with `&&`).
#[test]
fn a_set_up_position_with_a_goal_passes_or_plies_is_refused() {
    let opts = Options::default();
    for fields in ["goal=N2", "passes=1", "ply=2"] {
        for mover in ["S", "N"] {
            let text = format!("....../....../....../....../....../...... {mover} setup {fields}");
            assert!(Position::parse_position(&text, &opts).is_err(), "{text}");
        }
    }
    assert!(Position::parse_position("....../....../....../....../....../...... S setup", &opts).is_ok());
}

/// The seats' names as players read them (a sampled mutant emptied them unnoticed).
#[test]
fn the_seats_are_south_and_north() {
    let p = Position::start(&Options::default());
    assert_eq!([p.seat_name(0), p.seat_name(1)], ["South", "North"]);
}

/// Square names run from a1 to f6: one file or rank past either end names no square (a sampled
/// mutant read "g1" as a2).
#[test]
fn squares_beyond_the_board_are_refused() {
    assert_eq!((sq("a1"), sq("f1"), sq("a6"), sq("f6")), (0, 5, 30, 35));
    assert_eq!((sq("N"), sq("s")), (GOAL_N, GOAL_S));
    for bad in ["g1", "G6", "a7", "f0", "a0", "`1", "aa", "a", "a10", ""] {
        assert!(parse_square(bad).is_err(), "{bad}");
    }
}

/// A written path is read up to 40 squares; a longer one is refused for its length alone.
#[test]
fn a_path_of_more_than_forty_squares_is_too_long() {
    let p = Position::parse_position("321123/....../....../....../....../321123 S", &Options::default()).unwrap();
    let path = |n: usize| vec!["a1"; n].join("-");
    let too_long = |text: &str| matches!(p.parse_action(text), Err(Error::IllegalAction(Reason::Quoted { why, .. })) if *why == Gyges::PathTooLong.into());
    assert!(too_long(&path(41)));
    assert!(!too_long(&path(40)) && p.parse_action(&path(40)).is_err());
}
