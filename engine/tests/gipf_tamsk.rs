//! The TAMSK interim rule (seed C.1.4): the regular move and the extra move are one turn, and
//! nothing is removed between them, whichever comes first; stacks reaching the centre chain.

use engine::game::{Game, Status};
use engine::gipf::{Action, Options, Position, Stage, BLACK, WHITE};

fn options(potentials: &str) -> Options {
    Position::parse_options(&[("potentials".into(), potentials.into())]).unwrap()
}

fn pos(text: &str, o: &Options) -> Position {
    Position::parse_position(text, o).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(p: &mut Position, text: &str) {
    let a = p.parse_action(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", p.position_string()));
    p.play(&a).unwrap();
    let again = pos(&p.position_string(), p.options());
    assert_eq!(&again, p, "round trip after {text}");
}

fn removals(p: &Position) -> Vec<String> {
    p.legal_actions().iter().filter(|a| matches!(a, Action::Remove { .. })).map(|a| p.format_action(a)).collect()
}

fn stage(p: &Position) -> (Stage, u8) {
    let due = p.due();
    (due.stage, due.by)
}

/// Black pushed White's TAMSK-stack onto e5: White's extra move comes first.
const EXTRA_FIRST: &str = "W:Te5,c3,c4,c5,Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 8/12 W extra=yes";

#[test]
fn a_row_made_by_an_extra_move_first_waits_for_the_regular_move() {
    let o = options("t1");
    let mut p = pos(EXTRA_FIRST, &o);
    assert_eq!(stage(&p), (Stage::ExtraMove, WHITE));
    play(&mut p, "tc2");
    assert_eq!(stage(&p), (Stage::Move, WHITE), "{}", p.position_string());
    assert!(removals(&p).is_empty());
    assert!(p.pending_rows().is_empty());
    assert!(p.extra_move_made_first());
    assert!(p.legal_actions().contains(&p.parse_action("h3").unwrap()));
    play(&mut p, "h3");
    assert_eq!(stage(&p), (Stage::RowRemoval, WHITE));
    assert_eq!(removals(&p), ["xtc2,c3,c4,c5"]);
    play(&mut p, "xtc2,c3,c4,c5");
    assert_eq!((p.status(), p.turn_number()), (Status::Turn(BLACK), 1));
}

#[test]
fn a_row_made_by_an_extra_move_first_and_broken_by_the_regular_move_is_not_removed() {
    let o = options("t1");
    let mut p = pos(EXTRA_FIRST, &o);
    play(&mut p, "tc2");
    // a1-d4 pushes Black's GIPF-piece from b2 onto c3, between White's pieces.
    play(&mut p, "a1-d4");
    assert_eq!((stage(&p), p.turn_number()), ((Stage::Move, BLACK), 1));
    assert_eq!(p.reserve(WHITE), 7);
}

#[test]
fn a_row_made_by_an_extra_move_first_and_extended_by_the_regular_move_goes_whole() {
    let o = options("t1");
    let mut p = pos(EXTRA_FIRST, &o);
    play(&mut p, "tc2");
    play(&mut p, "c6");
    assert_eq!(removals(&p), ["xtc2,c3,c4,c5,c6"]);
}

#[test]
fn a_row_made_by_the_regular_move_waits_for_the_extra_move_after_it() {
    let o = options("t2");
    let mut p = pos("W:Gb5,Ge2,e3,Te4,Gh5 B:Gb2,Ge8,Gh2 11/12 W", &o);
    // The push makes the row e2-e5 and brings White's own stack onto the centre.
    play(&mut p, "e1-e5");
    assert_eq!(stage(&p), (Stage::ExtraMove, WHITE));
    assert!(removals(&p).is_empty());
    play(&mut p, "th3");
    assert_eq!(stage(&p), (Stage::RowRemoval, WHITE));
    assert_eq!(removals(&p), ["xe2,Ge3,e4,e5", "xe2,e4,e5"]);
}

#[test]
fn chained_stacks_before_the_regular_move_keep_every_row_for_after_it() {
    let o = options("t2");
    let mut p = pos("W:Gb5,Ge2,e3,Te4,Te5,Gh5 B:Gb2,Ge8,Gh2 10/12 W extra=yes", &o);
    // The first extra move pushes the second stack onto the centre and makes the row e2-e6.
    play(&mut p, "te1-e6");
    assert_eq!(stage(&p), (Stage::ExtraMove, WHITE));
    play(&mut p, "th4");
    assert_eq!(stage(&p), (Stage::Move, WHITE));
    assert!(removals(&p).is_empty());
    play(&mut p, "h3");
    assert_eq!(stage(&p), (Stage::RowRemoval, WHITE));
    assert_eq!(removals(&p).len(), 2, "{:?}", removals(&p));
}

#[test]
fn the_interim_flag_is_read_back_and_refused_after_the_regular_move() {
    let o = options("t1");
    let p = pos("W:Gb5,tc2,c3,c4,c5,Ge2,e5,Gh5 B:Gb2,Ge8,Gh2 8/12 W extra_first=yes", &o);
    assert_eq!(stage(&p), (Stage::Move, WHITE));
    assert!(Position::parse_position("W:Gb5,tc2,c3,c4,c5,Ge2,e5,h3,Gh5 B:Gb2,Ge8,Gh2 7/12 W moved=yes extra_first=yes", &o).is_err());
}
