//! GIPF with potentials: general rules, TAMSK (seed §C.1), ZÈRTZ and YINSH.

use engine::game::{Game, Status};
use engine::gipf::{parse_point, point_name, Action, Kind, Options, Piece, Position, Potential, BLACK, WHITE};
use std::collections::BTreeSet;

fn pos(text: &str) -> Position {
    Position::parse_position(text, &Options::default()).unwrap_or_else(|e| panic!("{text}: {e}"))
}
fn pt(name: &str) -> u8 {
    parse_point(name).unwrap()
}
fn play(p: &mut Position, text: &str) {
    let a = p.parse_action(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.position_string()));
    p.play(&a).unwrap();
}
fn kind(p: &Position, name: &str) -> Option<Kind> {
    p.piece_at(pt(name)).map(|x| x.kind)
}

#[test]
fn loaded_pieces_come_first_and_unused_ones_are_lost() {
    let o = Position::parse_options(&[("potentials".into(), "t2z1".into())]).unwrap();
    let mut p = Position::start(&o);
    assert!(p.position_string().ends_with("hand=t2z1/t2z1"), "{}", p.position_string());
    play(&mut p, "Ta1-c3");
    assert_eq!(kind(&p, "b2"), Some(Kind::Loaded(Potential::Tamsk)));
    play(&mut p, "c2");
    // Black played a plain piece: its potentials are gone.
    assert_eq!(p.potentials_in_hand(BLACK), [0; 5]);
    play(&mut p, "Zc6");
    assert_eq!(p.potentials_in_hand(WHITE), [1, 0, 0, 0, 0]);
    assert!(p.parse_action("Td2").is_err(), "Black's potentials are lost");
}

#[test]
fn tamsk_own_stack_to_the_centre() {
    let mut p = pos("W:e3,Te4 B:b2,e2,e8,h2 5/5 W version=basic");
    play(&mut p, "e1-e5");
    assert_eq!(kind(&p, "e5"), Some(Kind::Loaded(Potential::Tamsk)));
    assert!(p.extra_move_on_offer());
    assert_eq!(p.status(), Status::Turn(WHITE));
    assert!(p.position_string().contains("extra=yes"));
    assert!(p.legal_actions().contains(&Action::Decline));
    assert!(p.parse_action("c2").is_err(), "the regular move is made");
    play(&mut p, "tc2");
    assert_eq!(kind(&p, "e5"), Some(Kind::Basic));
    assert_eq!(kind(&p, "c2"), Some(Kind::Used(Potential::Tamsk)));
    assert_eq!(p.status(), Status::Turn(BLACK));
    assert_eq!(p.turns(), 1);
    assert_eq!(p.reserve(WHITE), 4, "the extra move takes nothing from the reserve");
}

#[test]
fn tamsk_opponents_push_gives_an_extra_move_first() {
    let mut p = pos("W:Te6 B:b2,e7,e8,h2 5/5 B version=basic");
    play(&mut p, "e9-e5");
    assert_eq!(kind(&p, "e5"), Some(Kind::Loaded(Potential::Tamsk)));
    assert_eq!(p.status(), Status::Turn(WHITE));
    assert!(p.extra_move_on_offer(), "{}", p.position_string());
    assert_eq!(p.turns(), 1);
    play(&mut p, "tb5");
    assert!(!p.has_moved());
    assert_eq!(p.turns(), 1);
    play(&mut p, "h5");
    assert_eq!(p.turns(), 2);
    assert_eq!(p.status(), Status::Turn(BLACK));
}

#[test]
fn tamsk_two_stacks_in_one_turn() {
    let mut p = pos("W:e3,Te4,Td5 B:b2,b5,c5,e2,e8,h2 5/5 W version=basic");
    play(&mut p, "e1-e5");
    assert!(p.extra_move_on_offer());
    play(&mut p, "ta5-f4");
    assert_eq!(kind(&p, "e5"), Some(Kind::Loaded(Potential::Tamsk)));
    assert_eq!(kind(&p, "b5"), Some(Kind::Used(Potential::Tamsk)));
    assert!(p.extra_move_on_offer(), "the second stack on the centre chains");
    play(&mut p, "tc2");
    assert!(!p.extra_move_on_offer());
    assert_eq!(p.status(), Status::Turn(BLACK));
}

#[test]
fn tamsk_declined() {
    let mut p = pos("W:e3,Te4 B:b2,e2,e8,h2 5/5 W version=basic");
    play(&mut p, "e1-e5");
    play(&mut p, "decline");
    assert_eq!(kind(&p, "e5"), Some(Kind::Loaded(Potential::Tamsk)));
    assert_eq!(p.status(), Status::Turn(BLACK));
}

#[test]
fn tamsk_no_removal_in_the_interim() {
    // The push makes a white row e2-e5 and puts the stack on the centre: extra move first.
    let mut p = pos("W:e2,e3,Te4 B:b2,e8,h2 5/5 W version=basic");
    play(&mut p, "e1-e5");
    assert!(p.extra_move_on_offer());
    assert!(p.pending_rows().is_empty());
    assert!(p.legal_actions().iter().all(|a| !matches!(a, Action::Remove { .. })));
    play(&mut p, "decline");
    assert_eq!(p.pending_rows().len(), 1);
    // The loaded piece may stay, like a GIPF-piece.
    let outcomes: BTreeSet<String> = p.legal_actions().iter().map(|a| p.format_action(a)).collect();
    assert_eq!(outcomes, ["xe2,e3,e4", "xe2,e3,e4,Te5"].iter().map(|s| s.to_string()).collect());
}

#[test]
fn zertz_and_yinsh() {
    let p = pos("W:Zd4,Yf5 B:b2,e5,e8,h2,c4 5/5 W version=basic hand=-/-");
    let targets = |from: &str| -> BTreeSet<String> {
        p.potential_uses(pt(from))
            .iter()
            .map(|a| match a {
                Action::Jump { to, .. } => point_name(*to),
                _ => unreachable!(),
            })
            .collect()
    };
    // ZÈRTZ jumps e5 (NE) to f5? f5 holds White's YINSH stack: over both to g5; c4 (NW) to b4.
    assert_eq!(targets("d4"), ["b4", "g5"].iter().map(|s| s.to_string()).collect());
    let y = targets("f5");
    assert!(y.contains("f7") && y.contains("h5") && !y.contains("e5") && !y.contains("d5"));
    let mut q = p.clone();
    play(&mut q, "Zd4>g5");
    assert_eq!(kind(&q, "d4"), Some(Kind::Basic));
    assert_eq!(q.piece_at(pt("g5")), Some(Piece::new(WHITE, Kind::Used(Potential::Zertz))));
    assert_eq!(q.status(), Status::Turn(BLACK));
    assert!(q.parse_action("Zd4>b4").is_err());
}

#[test]
fn used_potentials_never_stay() {
    let p = pos("W:b2,c3,d4,ze5,Gh5 B:Gb5,Ge8,Gh2 5/5 W");
    let removals: Vec<String> = p.legal_actions().iter().map(|a| p.format_action(a)).collect();
    assert_eq!(removals, ["xb2,c3,d4,ze5"]);
}

#[test]
fn empty_reserve_with_a_potential_to_use() {
    let p = pos("W:Yd4 B:b2,e8,h2 0/5 W version=basic");
    assert_eq!(p.status(), Status::Turn(WHITE));
    assert!(p.legal_actions().iter().all(|a| matches!(a, Action::Jump { .. })));
    let p = pos("W:d4 B:b2,e8,h2 0/5 W version=basic");
    assert!(matches!(p.status(), Status::Over(_)));
}
