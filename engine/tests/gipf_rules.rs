//! GIPF rule scenarios (research §12.4) and notation (§12.5).

use engine::game::{Ending, Game, Outcome, Status};
use engine::gipf::notation::{move_is_on_a_line, parse_token, Token};
use engine::gipf::{entries, geometry, parse_point, point_name, Action, Kind, Options, Position, BLACK, WHITE};
use std::collections::BTreeSet;

fn pos(text: &str) -> Position {
    Position::parse_position(text, &Options::default()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pt(name: &str) -> u8 {
    parse_point(name).unwrap()
}

fn set(names: &[&str]) -> u64 {
    names.iter().fold(0, |m, n| m | 1 << pt(n))
}

fn play(p: &mut Position, text: &str) {
    let a = p.parse_action(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    p.play(&a).unwrap();
}

/// Every distinct position reachable while the current player keeps acting in this turn.
fn turn_ends(p: &Position) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let start = p.turn_number();
    let mut stack = vec![p.clone()];
    while let Some(q) = stack.pop() {
        for a in q.legal_actions() {
            let mut n = q.clone();
            n.play(&a).unwrap();
            if n.turn_number() != start || matches!(n.status(), Status::Over(_)) {
                out.insert(n.position_string());
            } else {
                stack.push(n);
            }
        }
    }
    out
}

fn occupants(p: &Position, seat: u8) -> Vec<String> {
    (0..61).filter(|&s| p.piece_at(s).is_some_and(|pc| pc.colour == seat)).map(point_name).collect()
}

#[test]
fn standard_start_string() {
    let p = Position::start(&Options::default());
    assert_eq!(p.position_string(), "W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/12 W version=standard");
    assert_eq!(pos("W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/12 W version=standard"), p);
}

#[test]
fn geometry_tables() {
    let g = geometry::geometry();
    assert_eq!(g.lines.len(), 21);
    assert_eq!(entries().len(), 42);
    // Official move examples lie on lines from their dots.
    for m in ["a1-f5", "b1-e4", "g1-c3", "i3-f6", "f8-f4", "c1-e3", "h6-e6", "g7-d6", "i3-e3"] {
        let (a, b) = m.split_once('-').unwrap();
        assert!(move_is_on_a_line(pt(a), pt(b)), "{m}");
    }
    let corner_dots: Vec<String> = (0..61u8).filter(|&d| entries().iter().filter(|e| e.dot == d).count() == 1).map(point_name).collect();
    assert_eq!(corner_dots, ["a1", "a5", "e1", "e9", "i1", "i5"]);
    // A point's name has no leading zero, and its rank is on the board.
    for bad in ["a01", "e05", "a0", "a6", "e10", "j1", "a", ""] {
        assert_eq!(parse_point(bad), None, "{bad}");
    }
    assert_eq!(point_name(parse_point("e9").unwrap()), "e9");
    // Each entry names the line it pushes along (the board marks a blocked line by it): the line
    // holds every spot of the entry's path and ends at its dot.
    for e in entries() {
        let line = &g.lines[e.line as usize];
        assert!(e.path().iter().all(|&s| line.mask >> s & 1 == 1), "{}: {:?}", point_name(e.dot), e.path());
        assert!(line.ends.contains(&e.dot), "{}", point_name(e.dot));
    }
}

#[test]
fn eb2_push_of_a_mixed_chain() {
    let mut p = pos("W:b3,c4,d6,e2,e4,f2,f5 B:e3,e6,f6,f7,g2,g4,h3 5/5 W version=basic");
    play(&mut p, "i2-c6");
    assert_eq!(occupants(&p, WHITE), ["b3", "c4", "c6", "e2", "e4", "e6", "f2", "h3"]);
    assert_eq!(occupants(&p, BLACK), ["d6", "e3", "f5", "f6", "f7", "g2", "g4"]);
    assert_eq!((p.reserve(WHITE), p.reserve(BLACK)), (4, 5));
    assert_eq!(p.status(), Status::Turn(BLACK));
    assert!(p.pending_rows().is_empty());
}

#[test]
fn eb3_blocked_lines() {
    let p = pos("W:b5,c6,d6,e2,e4,e5,e8,f2,f5,g3,h3 B:b2,b3,b4,e3,e6,e7,f3,g2,g4,g5,h2 5/5 W version=basic");
    let blocked: BTreeSet<String> = p
        .entry_moves()
        .iter()
        .filter(|m| m.blocked)
        .map(|m| format!("{} {}", point_name(m.dot), engine::gipf::geometry::DIRECTION_NAMES[m.dir as usize]))
        .collect();
    let expected: BTreeSet<String> = ["b1 N", "b6 S", "b6 SE", "d1 NE", "e1 N", "e9 S", "i2 SW", "i2 NW"].iter().map(|s| s.to_string()).collect();
    assert_eq!(blocked, expected);
    let moves = p.legal_actions().len();
    // 34 legal entries; entries onto one empty spot count once.
    let places: BTreeSet<u8> = p.entry_moves().iter().filter(|m| !m.blocked && p.piece_at(m.first).is_none()).map(|m| m.first).collect();
    let pushes = p.entry_moves().iter().filter(|m| !m.blocked && p.piece_at(m.first).is_some()).count();
    assert_eq!(moves, places.len() + pushes);
    assert_eq!(p.entry_moves().iter().filter(|m| !m.blocked).count(), 34);
}

#[test]
fn eb4_extensions() {
    // column e from e2 to e8; Black must remove; (removed, back to Black, captured White)
    let cases = [
        ("e2,e3,e4,e5,e7", "e8", &["e2", "e3", "e4", "e5"][..], 4, 0),
        ("e2,e3,e4,e5", "e6,e8", &["e2", "e3", "e4", "e5", "e6"][..], 4, 1),
        ("e2,e4,e5,e6,e7", "e3", &["e2", "e3", "e4", "e5", "e6", "e7"][..], 5, 1),
        ("e3,e4,e5,e6,e8", "e2,e7", &["e2", "e3", "e4", "e5", "e6", "e7", "e8"][..], 5, 2),
    ];
    for (black, white, removed, back, captured) in cases {
        let mut p = pos(&format!("W:{white} B:{black} 5/5 B version=basic"));
        let actions = p.legal_actions();
        assert_eq!(actions, vec![Action::Remove { points: set(removed) }], "{black}");
        p.play(&actions[0]).unwrap();
        assert_eq!(p.reserve(BLACK), 5 + back);
        assert_eq!(p.captured(BLACK), captured);
        assert!(!p.has_moved() && p.status() == Status::Turn(BLACK));
    }
}

#[test]
fn eb6_intersecting_rows() {
    let p = pos("W:d4,d6,f3,g2 B:e2,e3,e4,e5,e6,f4,g4,h4 5/5 B version=basic");
    let actions: BTreeSet<String> = p.legal_actions().iter().map(|a| p.format_action(a)).collect();
    let expected: BTreeSet<String> = ["xe2,e3,e4,e5,e6", "xe4,f4,g4,h4"].iter().map(|s| s.to_string()).collect();
    assert_eq!(actions, expected);
    for a in p.legal_actions() {
        let mut q = p.clone();
        q.play(&a).unwrap();
        assert!(q.pending_rows().is_empty(), "removing one row leaves no other");
        assert!(q.legal_actions().iter().all(|a| matches!(a, Action::Place { .. } | Action::Push { .. })));
    }
    let mut q = p.clone();
    assert!(q.play(&Action::Remove { points: set(&["e2", "e3", "e4", "e5", "e6", "f4", "g4", "h4"]) }).is_err());
    assert_eq!(q, p);
}

#[test]
fn eb7_both_colours_mover_first() {
    let mut p = pos("W:b5,e4,f3,g4,h3,h4 B:c5,c6,d3,d6,e6,f2,f4 5/5 W version=basic");
    play(&mut p, "f1-f5");
    assert_eq!(p.status(), Status::Turn(WHITE));
    assert_eq!(p.legal_actions(), vec![Action::Remove { points: set(&["d3", "e4", "f4", "g4", "h4"]) }]);
    play(&mut p, "xd3,e4,f4,g4,h4");
    assert_eq!((p.reserve(WHITE), p.captured(WHITE)), (8, 1));
    assert_eq!(p.status(), Status::Turn(BLACK));
    assert_eq!(p.legal_actions(), vec![Action::Remove { points: set(&["c6", "d6", "e6", "f5"]) }]);
    play(&mut p, "x");
    assert_eq!((p.reserve(BLACK), p.captured(BLACK)), (9, 0));
    assert!(occupants(&p, WHITE).contains(&"h3".to_string()));
    // The whole turn in official notation.
    let q = pos("W:b5,e4,f3,g4,h3,h4 B:c5,c6,d3,d6,e6,f2,f4 5/5 W version=basic");
    let turn = q.parse_turn("f1-f5;xd3,e4,f4,g4,h4").unwrap();
    assert_eq!(q.format_turn(&turn).unwrap(), "f1-f5;xd3,e4,f4,g4,h4");
}

#[test]
fn eb_last_piece() {
    let mut p = pos("W:d4,e5,f5,g5 B:b2,e8,h2 0/5 W version=basic");
    assert_eq!(p.status(), Status::Turn(WHITE));
    play(&mut p, "xd4,e5,f5,g5");
    assert_eq!(p.reserve(WHITE), 4);
    assert!(p.legal_actions().iter().all(|a| matches!(a, Action::Place { .. } | Action::Push { .. })));
    let p = pos("W:d4,e5,f5 B:b2,e8,h2 0/5 W version=basic");
    assert_eq!(p.status(), Status::Over(Outcome::Win(BLACK)));
    // Playing the last piece does not lose on the spot.
    let mut p = pos("W:d4 B:b2,e8,h2 1/5 W version=basic");
    play(&mut p, "e2");
    assert_eq!(p.status(), Status::Turn(BLACK));
}

#[test]
fn e1_gipf_piece_on_the_intersection() {
    // With a second White GIPF-piece on h5 all four outcomes stay in play.
    let mut p = pos("W:c3,d4,e2,e3,Ge4,f5,Gh5 B:Gb5,Ge8,Gh2 5/5 W");
    play(&mut p, "e1-e5");
    assert_eq!(p.piece_at(pt("e5")).map(|x| x.kind), Some(Kind::Gipf));
    assert_eq!(p.pending_rows().len(), 2);
    let ends = turn_ends(&p);
    assert_eq!(ends.len(), 4, "{ends:#?}");
    let reserves: BTreeSet<u8> = ends.iter().map(|s| pos(s).reserve(WHITE)).collect();
    assert_eq!(reserves, [9, 10, 12].into_iter().collect());
    // As written (only GIPF-piece on e4): taking it loses at once.
    let mut p = pos("W:c3,d4,e2,e3,Ge4,f5 B:Gb5,Ge8,Gh2 5/5 W");
    play(&mut p, "e1-e5");
    let ends: Vec<Position> = turn_ends(&p).iter().map(|s| pos(s)).collect();
    assert_eq!(ends.len(), 4);
    assert_eq!(ends.iter().filter(|q| q.status() == Status::Over(Outcome::Win(BLACK))).count(), 3);
}

#[test]
fn e4_row_of_gipf_pieces() {
    let mut p = pos("W:Gc3,Gd4,Ge5 B:Gh2 12/16 W version=tournament intro=GG");
    play(&mut p, "Gb2");
    let actions = p.legal_actions();
    assert_eq!(actions.len(), 16);
    assert_eq!(turn_ends(&p).len(), 16);
    let keep = actions.iter().find(|a| matches!(a, Action::KeepRow { .. })).unwrap();
    assert_eq!(p.format_action(keep), "=b2-e5");
    assert_eq!(p.parse_action("=b2-e5").unwrap(), *keep);
    // A kept row names two different spots of one line.
    for bad in ["=b2-b2", "=b2-h2"] {
        let e = p.parse_action(bad).unwrap_err().to_string();
        assert!(e.contains("not on one line"), "{bad}: {e}");
    }
    p.play(keep).unwrap();
    assert_eq!(p.status(), Status::Turn(BLACK));
    play(&mut p, "Gi1-g3");
    // The row is White's to decide again on its next turn.
    assert_eq!(p.status(), Status::Turn(WHITE));
    assert_eq!(p.pending_rows().len(), 1);
    assert!(p.pending_rows()[0].may_stay);
    assert_eq!(p.legal_actions().len(), 16);
}

#[test]
fn e5_last_gipf_piece_captured() {
    let p = pos("W:c3,d4,e5,Gh2 B:Gf5 5/5 W");
    let mut q = p.clone();
    play(&mut q, "b2");
    let removals: BTreeSet<String> = q.legal_actions().iter().map(|a| q.format_action(a)).collect();
    assert_eq!(removals, ["xb2,c3,d4,e5", "xb2,c3,d4,e5,Gf5"].iter().map(|s| s.to_string()).collect());
    let mut win = q.clone();
    play(&mut win, "xb2,c3,d4,e5,Gf5");
    assert_eq!(win.status(), Status::Over(Outcome::Win(WHITE)));
    assert_eq!(win.captured(WHITE), 2);
    play(&mut q, "xb2,c3,d4,e5");
    assert_eq!(q.status(), Status::Turn(BLACK));
}

#[test]
fn notation_strings_from_the_research() {
    let strings = [
        "e2", "Ge8", "Gb5", "Gd8-f7", "b6-f5", "a3-e7", "Ge9-e6", "h6-c4;xc6*,d6,f5,g4", "a5-g3;xb3*,c4*,d5,g6", "xe7,e8;c7-e7",
        "xd7*,e7,f6,h4;a5-f4", "xe3,e2,e6;h1-b4;xe4,b4,f3,g2,Gd4,Gc4", "g1-c3;x", "f8-f3:xGf3",
    ];
    for s in strings {
        for part in s.split([';', ':']) {
            let token = parse_token(part).unwrap_or_else(|e| panic!("{s}: {e}"));
            if let Token::Move { dot, spot, .. } = token {
                assert!(move_is_on_a_line(dot, spot), "{part} is not on a line");
            }
        }
    }
    assert_eq!(parse_token("Gd8-f7").unwrap(), Token::Move { intro: engine::gipf::Intro::Gipf, dot: pt("d8"), spot: pt("f7") });
    assert_eq!(parse_token("xe4,b4,Gd4").unwrap(), Token::Remove(vec![pt("e4"), pt("b4"), pt("d4")]));
    for bad in ["", "j1", "e0", "e10", "a1", "e5-e1", "b2-c3", "Qe2", "x,zz", "=e2", "e1-", "-e2", "é"] {
        assert!(parse_token(bad).is_err(), "{bad} should not parse");
    }
}

#[test]
fn notation_in_position() {
    let p = Position::start(&Options::default());
    // Official and GF1 forms of the same push.
    assert_eq!(p.parse_action("a1-c3").unwrap(), p.parse_action("a1-b2").unwrap());
    assert_eq!(p.parse_action("a2-b3").unwrap(), p.parse_action("b3").unwrap());
    // A push written to the wrong end says where it ends.
    let wrong_end = p.parse_action("a1-d4").unwrap_err().to_string();
    assert!(wrong_end.contains("this push ends on c3, not d4"), "{wrong_end}");
    assert!(p.parse_action("b2").is_err());
    assert!(p.parse_action("Gb3").is_err(), "standard brings in no GIPF-pieces");
    assert!(p.parse_action("xb2").is_err());
    assert!(p.parse_action("e5").is_err(), "e5 is not on the edge");
}

#[test]
fn bad_position_strings() {
    for bad in [
        "",
        "W: B: 12/12",
        "W:e2 B:e2 12/12 W",
        "W:a1 B: 12/12 W",
        "W:e2 B: 12 W",
        "W:e2 B: 12/x W",
        "W:e2 B: 12/12 X",
        "W:e2 B: 12/12 W bogus=1",
        "W:e2 B: 12/12 W version=huge",
        "W:Qe2 B: 12/12 W",
        "W:e2 B: 12/12 W kept=a1-b2",
        "B:e2 W: 12/12 W",
        "W:e2 B: 300/12 W",
    ] {
        assert!(Position::parse_position(bad, &Options::default()).is_err(), "{bad}");
    }
}

#[test]
fn illegal_actions_leave_the_position_unchanged() {
    let p = Position::start(&Options::default());
    for a in [
        Action::Remove { points: 1 },
        Action::KeepRow { line: 3 },
        Action::KeepRow { line: 99 },
        Action::Push { entry: 200, intro: engine::gipf::Intro::Basic },
        Action::Place { spot: pt("e5"), intro: engine::gipf::Intro::Basic },
        Action::Place { spot: 200, intro: engine::gipf::Intro::Basic },
        Action::Place { spot: pt("c2"), intro: engine::gipf::Intro::Gipf },
    ] {
        let mut q = p.clone();
        assert!(q.play(&a).is_err(), "{a:?}");
        assert_eq!(q, p);
    }
}

#[test]
fn tournament_opening() {
    let o = Position::parse_options(&[("version".into(), "tournament".into())]).unwrap();
    let mut p = Position::start(&o);
    assert_eq!(p.position_string(), "W: B: 18/18 W version=tournament");
    assert!(p.parse_action("e2").is_err(), "the first piece is a GIPF-piece");
    play(&mut p, "Ge2");
    play(&mut p, "Ge8");
    play(&mut p, "Gb2");
    play(&mut p, "h2");
    play(&mut p, "Gb5");
    assert_eq!(p.reserve(WHITE), 12);
    assert!(p.parse_action("Gh5").is_err(), "Black has played a single piece");
    play(&mut p, "h5");
}

#[test]
fn adjudication_at_the_cap() {
    let o = Position::parse_options(&[("max_plies".into(), "2".into())]).unwrap();
    let mut p = Position::start(&o);
    play(&mut p, "e1-e3");
    play(&mut p, "e9-e7");
    assert_eq!(p.status(), Status::Over(Outcome::Draw));
}

#[test]
fn parsers_never_panic_on_garbage() {
    let mut rng = engine::rng::Rng::new(9);
    let alphabet: Vec<char> = "abcdefghijwxGTZDPYtzdpy0123456789-,;:=>*/ WB:é()+".chars().collect();
    let p = pos("W:b2,c3,d4,e5,Gh5,Te4 B:Gb5,Ge8,Gh2 5/5 W");
    for _ in 0..20_000 {
        let len = rng.below(14);
        let s: String = (0..len).map(|_| alphabet[rng.below(alphabet.len())]).collect();
        let _ = p.parse_action(&s);
        let _ = p.parse_turn(&s);
        let _ = Position::parse_position(&format!("W:{s} B: 5/5 W"), &Options::default());
        let _ = Position::parse_position(&s, &Options::default());
        let _ = engine::gipf::options::parse_potentials(&s);
        let _ = Position::parse_position(&format!("W:Gb5,d3,Dd4 B:Gb2,e5,Ge8,Gh2 5/5 W challenge={s}"), &Options::default());
        let _ = Position::parse_position(&format!("W:Gb5,({s})d3 B:Gb2 5/5 W"), &Options::default());
    }
}

/// The seats' names, as the lobby, the status line and records name them.
#[test]
fn the_seats_are_white_and_black() {
    let p = Position::start(&Options::default());
    assert_eq!((p.seat_name(WHITE), p.seat_name(BLACK)), ("White", "Black"));
    assert_eq!(p.seat_count(), 2);
}

/// Why a game ended: a player without a move loses by having none, even with its GIPF-pieces on
/// the board; one without GIPF-pieces loses by that.
#[test]
fn the_ending_names_why_the_loser_lost() {
    let p = pos("W:Gb5,d4 B:Gb2,e8,h2 0/5 W");
    assert_eq!(p.status(), Status::Over(Outcome::Win(BLACK)));
    assert_eq!(p.ending(), Some(Ending::NoMove));
    let p = pos("W:d4,e2 B:Gb2,e8,h2 5/5 W version=standard intro=PP");
    assert_eq!(p.status(), Status::Over(Outcome::Win(BLACK)), "{}", p.position_string());
    assert_eq!(p.ending(), Some(Ending::GipfPieces));
    // A game decided at the turn cap ended by the cap; the same position without one did not.
    let text = "W:Gb5,Ge2,Gh5,d4 B:Gb2,Ge8,Gh2 11/12 W version=standard turn=10 result=W";
    let capped = Position::parse_options(&[("max_plies".to_string(), "10".to_string())]).unwrap();
    let p = Position::parse_position(text, &capped).unwrap();
    assert_eq!((p.status(), p.ending()), (Status::Over(Outcome::Win(WHITE)), Some(Ending::MoveCap)));
    assert_eq!(pos(text).ending(), Some(Ending::NoMove));
}

/// Each piece that may not come in is refused with its reason: the reserve first, then the
/// stage of the player's bringing in, then its hand of potentials.
#[test]
fn a_piece_that_may_not_come_in_says_why() {
    use engine::gipf::{Intro, Potential};
    let standard = "W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2";
    for (text, intro, why) in [
        ("W:Gb5 B:Gb2 1/12 W version=tournament intro=GG", Intro::Gipf, "not enough pieces in the reserve"),
        (&format!("{standard} 2/12 W version=standard"), Intro::Gipf, "GIPF-pieces may no longer be brought in"),
        ("W: B: 12/12 W version=tournament", Intro::Basic, "the first piece must be a GIPF-piece"),
        (&format!("{standard} 12/12 W version=standard hand=t3/t3 intro=PP"), Intro::Loaded(Potential::Tamsk), "TAMSK-potentials may no longer be brought in"),
        (&format!("{standard} 12/12 W version=standard hand=z1/z1 intro=LL"), Intro::Loaded(Potential::Tamsk), "no TAMSK-potential left in hand"),
    ] {
        let p = pos(text);
        assert_eq!(p.status(), Status::Turn(WHITE), "{text}");
        let refused = p.clone().play(&Action::Place { spot: parse_point("b3").unwrap(), intro }).unwrap_err().to_string();
        assert!(refused.contains(why), "{text} {intro:?}: {refused}");
    }
}

/// Rows of GIPF-pieces left standing in a turn are named in the position string, and only they.
#[test]
fn a_kept_row_is_named_while_the_turn_goes_on() {
    let mut p = pos("W:Gb2,Gc3,Gd4,Ge5,Gg2,Gg3,Gg4,Gg5 B:Gh2 4/16 W version=tournament intro=GG moved=yes");
    play(&mut p, "=b2-e5");
    let text = p.position_string();
    assert!(text.ends_with(" moved=yes kept=a1-i5"), "the whole line through b2-e5: {text}");
    assert_eq!(pos(&text), p, "{text}");
    assert_eq!(p.status(), Status::Turn(WHITE), "the other row is still White's to decide: {text}");
}
