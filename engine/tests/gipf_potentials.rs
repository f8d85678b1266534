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
    assert_eq!(p.turn_number(), 1);
    assert_eq!(p.reserve(WHITE), 4, "the extra move takes nothing from the reserve");
}

#[test]
fn tamsk_opponents_push_gives_an_extra_move_first() {
    let mut p = pos("W:Te6 B:b2,e7,e8,h2 5/5 B version=basic");
    play(&mut p, "e9-e5");
    assert_eq!(kind(&p, "e5"), Some(Kind::Loaded(Potential::Tamsk)));
    assert_eq!(p.status(), Status::Turn(WHITE));
    assert!(p.extra_move_on_offer(), "{}", p.position_string());
    assert_eq!(p.turn_number(), 1);
    play(&mut p, "tb5");
    assert!(!p.has_moved());
    assert_eq!(p.turn_number(), 1);
    play(&mut p, "h5");
    assert_eq!(p.turn_number(), 2);
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

#[test]
fn dvonn_onto_an_opponents_basic_piece_makes_a_row_and_the_piece_beneath_comes_back() {
    let mut p = pos("W:e2,e3,e4,Dd4 B:b2,e5,e8,h2 5/5 W version=basic");
    assert_eq!(p.potential_uses(pt("d4")), vec![Action::Jump { from: pt("d4"), to: pt("e5") }]);
    play(&mut p, "Dd4>e5");
    let Some(Piece { colour: WHITE, kind: Kind::Stack(s) }) = p.piece_at(pt("e5")) else { panic!("{}", p.position_string()) };
    assert_eq!((s.base, s.base_loaded, s.potential, s.height), (BLACK, false, Potential::Dvonn, 1));
    assert_eq!(kind(&p, "d4"), Some(Kind::Basic));
    assert_eq!(p.position_string(), "W:d4,e2,e3,e4,(b+wd)e5 B:b2,e8,h2 5/5 W version=basic moved=yes");
    assert_eq!(pos(&p.position_string()), p);
    // The black piece under White's DVONN is still Black's piece on the board.
    assert_eq!((p.pieces_on_board(WHITE), p.pieces_on_board(BLACK)), (4, 4));
    // e2-e5 is a white row: the DVONN-potential counts as White there and cannot stay.
    let rows = p.pending_rows();
    assert_eq!(rows.len(), 1);
    assert!(rows[0].optional.is_empty());
    let removals: Vec<String> = p.legal_actions().iter().map(|a| p.format_action(a)).collect();
    assert_eq!(removals, ["xe2,e3,e4,de5"]);
    play(&mut p, "xe2,e3,e4,de5");
    assert_eq!(p.piece_at(pt("e5")), Some(Piece::new(BLACK, Kind::Basic)), "the black piece beneath comes back");
    assert_eq!(p.reserve(WHITE), 8);
    assert_eq!(p.captured(WHITE), 0);
    assert_eq!(p.potentials_on_board(WHITE), 0, "the used DVONN-potential leaves the game");
    assert_eq!(p.status(), Status::Turn(BLACK));
}

#[test]
fn dvonn_targets() {
    // d4's neighbours: e5 a black DVONN-loaded piece, d5 a black GIPF-piece, c4 a black TAMSK
    // stack, d3 White's own piece, e4 a black stack topped by Black's DVONN on White's piece.
    let p = pos("W:Gb5,d3,Dd4 B:Gb2,Tc4,Gd5,(w+bd)e4,De5,Ge8 5/5 W");
    let mut targets: Vec<String> = p.potential_uses(pt("d4")).iter().map(|a| p.format_action(a)).collect();
    targets.sort();
    assert_eq!(targets, ["Dd4>e4", "Dd4>e5"]);
    let mut q = p.clone();
    play(&mut q, "Dd4>e5");
    assert_eq!(q.piece_at(pt("e5")).map(|x| x.prefix()), Some("(bD+wd)".to_string()));
    let mut q = p.clone();
    play(&mut q, "Dd4>e4");
    assert_eq!(q.piece_at(pt("e4")).map(|x| x.prefix()), Some("(w+bd+wd)".to_string()));
    assert_eq!(q.piece_at(pt("e4")).map(|x| x.colour), Some(WHITE));
    assert_eq!(pos(&q.position_string()), q);
}

#[test]
fn punct_onto_a_punct_loaded_piece_and_back() {
    let mut p = pos("W:Pd4,Gb5,Gh5 B:Pe5,Pf5,Ge8,Gb2,Gh2 5/5 W hand=-/-");
    // Not onto plain basic or GIPF-pieces of its own, only the opponent's PÜNCT-loaded piece here.
    assert_eq!(p.potential_uses(pt("d4")), vec![Action::Jump { from: pt("d4"), to: pt("e5") }]);
    play(&mut p, "Pd4>e5");
    assert_eq!(p.piece_at(pt("e5")).map(|x| (x.colour, x.prefix())), Some((WHITE, "(bP+wp)".to_string())));
    // Black's PÜNCT on f5 may jump onto White's PÜNCT sitting on Black's piece.
    play(&mut p, "Pf5>e5");
    assert_eq!(p.piece_at(pt("e5")).map(|x| (x.colour, x.prefix())), Some((BLACK, "(bP+wp+bp)".to_string())));
    assert_eq!(pos(&p.position_string()), p);
    assert_eq!(p.potentials_on_board(WHITE), 1);
    assert_eq!(p.potentials_on_board(BLACK), 2);
}

#[test]
fn punct_stack_in_a_row_loses_only_its_top() {
    let mut p = pos("W:b2,c3,d4,(bP+wp)e5,Gb5,Gh5 B:Ge8,Gh2 5/5 W moved=yes");
    let removals: Vec<String> = p.legal_actions().iter().map(|a| p.format_action(a)).collect();
    assert_eq!(removals, ["xb2,c3,d4,pe5"]);
    play(&mut p, "x");
    assert_eq!(p.piece_at(pt("e5")), Some(Piece::new(BLACK, Kind::Loaded(Potential::Punct))));
    assert_eq!(p.reserve(WHITE), 8);
}

#[test]
fn a_two_high_stack_in_a_row_loses_only_its_top() {
    // Black's PÜNCT tops White's on a black piece; Black's row takes the top one off.
    let mut p = pos("W:Gb5,Gh5 B:b2,c3,d4,(bP+wp+bp)e5,Ge8,Gh2 5/5 B moved=yes");
    play(&mut p, "x");
    let expected = pos("W:Gb5,Gh5,(bP+wp)e5 B:Ge8,Gh2 5/8 W version=standard turn=1");
    assert_eq!(p.piece_at(pt("e5")), expected.piece_at(pt("e5")), "White's PÜNCT on the black piece, nothing else");
    assert_eq!(p.piece_at(pt("e5")).map(|x| (x.colour, x.prefix())), Some((WHITE, "(bP+wp)".to_string())));
}

#[test]
fn punct_onto_a_gipf_piece_takes_it_over() {
    let mut p = pos("W:Pd4,Gb5 B:Ge5,Gh2 5/5 W");
    play(&mut p, "Pd4>e5");
    assert_eq!(p.piece_at(pt("e5")), Some(Piece::new(WHITE, Kind::PunctGipf { base: BLACK })));
    assert_eq!(p.reserve(BLACK), 6, "the top basic piece goes back to Black's reserve");
    assert_eq!((p.gipf_count(WHITE), p.gipf_count(BLACK)), (2, 1));
    assert_eq!(p.position_string(), "W:Gb5,d4,(b+wp)e5 B:Gh2 5/6 B version=standard turn=1");
    assert_eq!(pos(&p.position_string()), p);
    // Taking Black's last GIPF-piece wins.
    let mut q = pos("W:Pd4,Gb5 B:Ge5 5/5 W");
    play(&mut q, "Pd4>e5");
    assert_eq!(q.status(), Status::Over(engine::game::Outcome::Win(WHITE)));
    // Black takes it back with its own PÜNCT-potential: White's leaves the game.
    let mut r = pos("W:Pd4,Gb5 B:Ge5,Gh2,Pf5 5/5 W");
    play(&mut r, "Pd4>e5");
    play(&mut r, "Pf5>e5");
    assert_eq!(r.piece_at(pt("e5")), Some(Piece::new(BLACK, Kind::PunctGipf { base: BLACK })));
    assert_eq!(r.potentials_on_board(WHITE), 0);
}

#[test]
fn taken_over_gipf_piece_in_a_row() {
    // White's taken-over GIPF-piece may stay; removed, its black basic piece is captured.
    let p = pos("W:b2,c3,d4,(b+wp)e5,Gb5 B:Ge8,Gh2 5/5 W moved=yes");
    let mut removals: Vec<String> = p.legal_actions().iter().map(|a| p.format_action(a)).collect();
    removals.sort();
    assert_eq!(removals, ["xb2,c3,d4", "xb2,c3,d4,Ge5"]);
    let mut q = p.clone();
    play(&mut q, "xb2,c3,d4,Ge5");
    assert_eq!((q.reserve(WHITE), q.captured(WHITE)), (8, 1));
    assert_eq!(q.piece_at(pt("e5")), None);
}

#[test]
fn stack_strings_are_checked() {
    for bad in [
        "W:(b+wd B:b2 5/5 W version=basic",
        "W:(b+bd)e5 B:b2 5/5 W version=basic",
        "W:(b+wd+bp)e5 B:b2 5/5 W version=basic",
        "B:(b+wd)e5 W:b2 5/5 W version=basic",
        "W: B:(b+wd)e5 5/5 W version=basic",
        "W:(bT+wd)e5 B: 5/5 W version=basic",
        "W:(b)e5 B: 5/5 W version=basic",
        "W:(b+wp+bp)e5 B: 5/5 W version=basic",
        "W:(x+wd)e5 B: 5/5 W version=basic",
    ] {
        assert!(Position::parse_position(bad, &Options::default()).is_err(), "{bad}");
    }
}
