//! Scenarios that pin rules a broken line of code would change: adjudication at the self-play
//! cap, the compulsory part of a row, rows left at the start of a turn, the winner when a player
//! loses its own last GIPF-piece, entry moves by dot and direction, the push preview, and a push
//! into a full line.

use engine::game::{Game, Outcome, Status};
use engine::gipf::geometry::entry_index;
use engine::gipf::{entries, parse_point, Action, Intro, Options, Position, Stage, BLACK, WHITE};

fn options(pairs: &[(&str, &str)]) -> Options {
    let pairs: Vec<(String, String)> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Position::parse_options(&pairs).unwrap()
}

fn pos(text: &str, o: &Options) -> Position {
    Position::parse_position(text, o).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn spot(name: &str) -> u8 {
    parse_point(name).unwrap()
}

fn bits(names: &[&str]) -> u64 {
    names.iter().fold(0, |m, n| m | 1 << spot(n))
}

#[test]
fn the_cap_goes_to_the_player_with_more_material() {
    // White: 10 in reserve + 6 on the board = 16; Black: 9 + 8 = 17. Reserve minus board
    // would favour White instead.
    let o = options(&[("max_plies", "5")]);
    let mut p = pos("W:Gb5,Ge2,Gh5 B:Gb2,c2,Ge8,g2,Gh2 10/9 W version=standard turn=4", &o);
    assert_eq!(p.adjudicate(), Outcome::Win(BLACK));
    let a = p.parse_action("h3").unwrap();
    p.play(&a).unwrap();
    assert_eq!(p.status(), Status::Over(Outcome::Win(BLACK)));
    // Equal material: GIPF-pieces decide, then a draw.
    assert_eq!(pos("W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/12 W version=standard", &o).adjudicate(), Outcome::Draw);
    assert_eq!(pos("W:Gb5,Ge2,Gh5 B:Gb2,Ge8,h2,h3 12/12 W version=standard", &o).adjudicate(), Outcome::Win(WHITE));
}

#[test]
fn every_plain_piece_of_a_row_goes() {
    // White's row c3-c6 with a GIPF-piece on c2: the GIPF-piece may stay, the plain ones may not.
    let o = Options::default();
    let p = pos("W:Gb5,Gc2,c3,c4,c5,c6,Gh5 B:Gb2,Ge8,Gh2 10/12 W version=standard moved=yes", &o);
    let remove = |names: &[&str]| Action::Remove { points: bits(names) };
    assert!(p.clone().play(&remove(&["c2", "c3", "c4", "c5", "c6"])).is_ok());
    assert!(p.clone().play(&remove(&["c3", "c4", "c5", "c6"])).is_ok());
    for partial in [&["c3", "c4", "c5"][..], &["c2", "c3"], &["c6"], &["c2"]] {
        assert!(p.clone().play(&remove(partial)).is_err(), "{partial:?}");
        assert!(!p.legal_actions().contains(&remove(partial)), "{partial:?}");
    }
    // A piece off the row is not part of it.
    assert!(p.clone().play(&remove(&["c3", "c4", "c5", "c6", "b5"])).is_err());
}

#[test]
fn a_row_left_at_the_start_of_a_turn_comes_before_the_move() {
    // Black's push made White's row c3-c6: White must take it before moving.
    let o = Options::default();
    let p = pos("W:Gb5,c3,c4,c5,c6,Ge2,Gh5 B:Gb2,Ge8,Gh2 8/12 W version=standard", &o);
    assert_eq!(p.due().stage, Stage::RowRemoval);
    assert!(p.legal_actions().iter().all(|a| matches!(a, Action::Remove { .. })));
    assert!(p.parse_action("h3").is_err());
    assert!(p.clone().play(&Action::Place { spot: spot("h3"), intro: Intro::Basic }).is_err());
    let e = entries().iter().position(|e| e.dot == spot("a1") && e.path[0] == spot("b2")).unwrap() as u8;
    assert!(p.clone().play(&Action::Push { entry: e, intro: Intro::Basic }).is_err());
}

#[test]
fn black_losing_its_last_gipf_piece_on_its_own_turn_gives_white_the_game() {
    // Black's own row holds its only GIPF-piece: taking the piece with the row loses.
    let o = Options::default();
    let mut p = pos("W:Gb5,Ge2,Gh5 B:Gc2,c3,c4,c5 12/12 B version=standard", &o);
    let a = p.parse_action("xGc2,c3,c4,c5").unwrap();
    p.play(&a).unwrap();
    assert_eq!(p.status(), Status::Over(Outcome::Win(WHITE)));
    assert_eq!(p.winner(), Some(WHITE));
    // And the same for White on its own turn.
    let mut p = pos("W:Gc2,c3,c4,c5 B:Gb2,Ge8,Gh2 12/12 W version=standard", &o);
    let a = p.parse_action("xGc2,c3,c4,c5").unwrap();
    p.play(&a).unwrap();
    assert_eq!(p.winner(), Some(BLACK));
}

#[test]
fn entry_moves_are_found_by_dot_and_direction() {
    for (i, e) in entries().iter().enumerate() {
        assert_eq!(entry_index(e.dot, e.dir), Some(i as u8));
        assert_eq!(entry_index(e.dot, (e.dir + 3) % 6), None, "no entry points out of the board");
    }
    let p = Position::start(&Options::default());
    // a1 into b2 (Black's GIPF-piece there): a push; a1 is the only dot of that line end.
    let e = entries().iter().find(|e| e.dot == spot("a1") && e.path[0] == spot("b2")).unwrap();
    let push = p.entry_action(e.dot, e.dir, Intro::Basic).unwrap();
    assert_eq!(p.format_action(&push), "a1-c3");
    let e = entries().iter().find(|e| e.dot == spot("a2") && e.path[0] == spot("b3")).unwrap();
    assert_eq!(p.entry_action(e.dot, e.dir, Intro::Basic), Some(Action::Place { spot: spot("b3"), intro: Intro::Basic }));
}

#[test]
fn the_push_preview_lists_every_piece_that_moves() {
    let p = Position::start(&Options::default());
    let push = p.parse_action("a1-c3").unwrap();
    assert_eq!(p.push_preview(&push), vec![(spot("a1"), spot("b2")), (spot("b2"), spot("c3"))]);
    let place = p.parse_action("b3").unwrap();
    let preview = p.push_preview(&place);
    assert_eq!(preview.len(), 1);
    assert_eq!(preview[0].1, spot("b3"));
    assert!(entries().iter().any(|e| e.dot == preview[0].0 && e.path[0] == spot("b3")));
    assert!(p.push_preview(&Action::Decline).is_empty());
}

#[test]
fn potentials_are_named_as_in_the_rules() {
    use engine::gipf::Potential;
    let names: Vec<&str> = [Potential::Tamsk, Potential::Zertz, Potential::Dvonn, Potential::Punct, Potential::Yinsh].iter().map(|p| p.name()).collect();
    assert_eq!(names, ["TAMSK", "ZÈRTZ", "DVONN", "PÜNCT", "YINSH"]);
}

#[test]
fn a_push_into_a_full_line_is_refused_as_full() {
    // Column b is full (b2-b5, no four of a colour): a push from b1 has nowhere to go. An entry
    // number that does not exist is refused in other words.
    let p = pos("W:Gb2,b4,Ge2,Gh5 B:b3,Gb5,Ge8,Gh2 10/10 W version=standard", &Options::default());
    let (i, _) = entries().iter().enumerate().find(|(_, e)| e.dot == spot("b1") && e.path[0] == spot("b2")).unwrap();
    let full = Action::Push { entry: i as u8, intro: Intro::Basic };
    let err = p.clone().play(&full).unwrap_err().to_string();
    assert!(err.contains("that line is full"), "{err}");
    assert!(!p.legal_actions().contains(&full));
    let missing = Action::Push { entry: entries().len() as u8, intro: Intro::Basic };
    let err = p.clone().play(&missing).unwrap_err().to_string();
    assert!(err.contains("no such entry move"), "{err}");
}
