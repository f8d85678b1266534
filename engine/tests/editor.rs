//! The position editors: the problems are typed reasons that the command line words in English,
//! random edits never panic, and every board the validator accepts parses and plays.

use engine::editor::gipf::GipfBoard;
use engine::editor::gyges::GygesBoard;
use engine::editor::gype::GypeBoard;
use engine::editor::Editor;
use engine::error::{Gype, Gyges, Reason};
use engine::game::{all_actions, Game, Status};
use engine::gipf::{Kind, Potential};
use engine::gype::{all_cells, cell_name, Face, Side};
use engine::rng::Rng;
use engine::{gipf, gyges, gype, Match};

/// The problems of a board in the command line's words.
fn words<E: Editor>(board: &E) -> Vec<String> {
    board.problems().iter().map(Reason::to_string).collect()
}

/// An accepted board is a position that parses back, reads back as the same board, and plays.
fn check_accepted<E: Editor + PartialEq + std::fmt::Debug>(board: &E, read: impl Fn(&E::Game) -> E) -> bool {
    let Ok(pos) = board.playable() else { return false };
    let again = E::Game::parse_position(&pos.position_string(), board.options()).expect("an accepted position parses again");
    assert_eq!(read(&again), *board, "{}", board.position_text());
    let actions = all_actions(&pos);
    assert!(!actions.is_empty(), "an accepted position has an action: {}", board.position_text());
    let mut next = pos.clone();
    next.play(&actions[0]).expect("the first action plays");
    assert!(board.problems().is_empty());
    true
}

#[test]
fn gyges_problems_in_words() {
    let options = gyges::Options::default();
    let mut b = GygesBoard::new(&options);
    assert!(b.problems().contains(&Gyges::EmptyBoard.into()));
    for sq in ["a1", "b1", "c1", "d1", "e1"] {
        b.put(sq, 3).unwrap();
    }
    assert!(b.problems().contains(&Gyges::TooMany { rings: 3, count: 5, most: 4 }.into()), "{:?}", b.problems());
    assert!(words(&b).contains(&"five triples on the board, at most four".to_string()), "{:?}", words(&b));
    assert!(b.playable().is_err());
    b.remove("e1").unwrap();
    b.put("c6", 1).unwrap();
    assert_eq!(b.problems(), Vec::<Reason>::new());
    assert!(b.put("g1", 1).is_err() && b.put("a1", 4).is_err() && b.put("N", 1).is_err());
}

#[test]
fn gipf_problems_in_words() {
    let options = gipf::Position::parse_options(&[("version".into(), "standard".into())]).unwrap();
    let start = gipf::Position::start(&options);
    let mut b = GipfBoard::from_position(&start);
    assert!(b.problems().is_empty(), "{:?}", b.problems());
    b.put("e5", 0, Kind::Basic).unwrap();
    b.set_captured(1, 3);
    let problems = words(&b);
    assert!(problems.iter().any(|p| p.starts_with("White has ") && p.ends_with(", at most 18")), "{problems:?}");
    b.set_captured(1, 0);
    b.set_reserve(0, 9);
    assert!(b.problems().is_empty(), "{:?}", b.problems());
    assert!(b.put("a1", 0, Kind::Basic).is_err(), "a dot holds no piece");
    let ultimate = gipf::Position::parse_options(&[("version".into(), "ultimate".into())]).unwrap();
    let mut u = GipfBoard::new(&ultimate);
    u.put("e5", 1, Kind::Loaded(Potential::Yinsh)).unwrap();
    u.put("d4", 0, Kind::Used(Potential::Tamsk)).unwrap();
    let text = u.position_text();
    assert!(text.contains("Ye5") && text.contains("td4"), "{text}");
}

#[test]
fn gype_problems_in_words() {
    let options = gype::Position::parse_options(&[("seats".into(), "SN".into())]).unwrap();
    let start = gype::Position::start(&options);
    let mut b = GypeBoard::from_position(&start);
    let cells: Vec<String> = all_cells().map(cell_name).collect();
    for c in &cells {
        if b.piece_at(c).unwrap().is_none() && b.clone().put(c, Side::South, Face::from_index(0).unwrap()).is_ok() {
            b.put(c, Side::South, Face::from_index(0).unwrap()).unwrap();
            break;
        }
    }
    assert!(b.problems().contains(&Gype::TooManyDice { side: "South".into(), count: 9, most: 8 }.into()), "{:?}", b.problems());
    assert!(words(&b).contains(&"South has nine dice, at most eight".to_string()), "{:?}", words(&b));
    let mut empty = GypeBoard::new(&options);
    empty.set_to_move(Side::North);
    assert!(words(&empty).contains(&"North has no dice".to_string()));
}

#[test]
fn random_edits_never_panic_and_accepted_boards_play() {
    let mut rng = Rng::new(2026);
    let mut accepted = [0u32; 3];
    // Gygès: sizes on squares.
    for trial in 0..60 {
        let mut b = GygesBoard::new(&Default::default());
        for _ in 0..(trial % 20 + 1) {
            let sq = gyges::square_name(rng.below(38) as u8);
            let _ = match rng.below(5) {
                0 => b.remove(&sq),
                _ => b.put(&sq, rng.below(5) as u8),
            };
            b.set_to_move(rng.below(3) as u8);
            accepted[0] += check_accepted(&b, GygesBoard::from_position) as u32;
        }
    }
    // GIPF: every kind of piece, reserves, captures and potentials in hand.
    for trial in 0..40 {
        let version = ["basic", "standard", "tournament", "ultimate"][trial % 4];
        let options = gipf::Position::parse_options(&[("version".into(), version.into())]).unwrap();
        let mut b = GipfBoard::from_position(&gipf::Position::start(&options));
        for _ in 0..30 {
            let spot = gipf::point_name(rng.below(64) as u8);
            let potential = Potential::ALL[rng.below(5)];
            let kind = [Kind::Basic, Kind::Gipf, Kind::Loaded(potential), Kind::Used(potential)][rng.below(4)];
            let seat = rng.below(3) as u8;
            match rng.below(8) {
                0 => drop(b.remove(&spot)),
                1 => b.set_reserve(seat, rng.below(22) as u8),
                2 => b.set_captured(seat, rng.below(6) as u8),
                3 => b.set_hand(seat, [0; 5].map(|_| rng.below(3) as u8)),
                4 => b.set_to_move(seat),
                _ => drop(b.put(&spot, seat, kind)),
            }
            accepted[1] += check_accepted(&b, GipfBoard::from_position) as u32;
        }
    }
    // Table Gype: dice of seated and unseated sides, block counters, turns.
    let cells: Vec<String> = all_cells().map(cell_name).collect();
    for trial in 0..40 {
        let seats = ["SN", "SWN", "SWNE"][trial % 3];
        let options = gype::Position::parse_options(&[("seats".into(), seats.into())]).unwrap();
        let mut m = Match::<gype::Position>::new(&options, trial as u64);
        for _ in 0..rng.below(60) {
            let actions = all_actions(m.position());
            if actions.is_empty() || matches!(m.status(), Status::Over(_)) {
                break;
            }
            let a = actions[rng.below(actions.len())].clone();
            let _ = m.play(&a);
        }
        let mut b = GypeBoard::from_position(m.position());
        for _ in 0..20 {
            let side = [Side::South, Side::West, Side::North, Side::East][rng.below(4)];
            let cell = &cells[rng.below(cells.len())];
            match rng.below(6) {
                0 => drop(b.remove(cell)),
                1 => b.set_block(side, rng.below(4) as u32),
                2 => b.set_to_move(side),
                3 => b.set_plies(rng.below(50) as u32),
                _ => drop(b.put(cell, side, Face::from_index(rng.below(6)).unwrap())),
            }
            accepted[2] += check_accepted(&b, GypeBoard::from_position) as u32;
        }
    }
    assert!(accepted.iter().all(|&n| n > 0), "some boards of every game are accepted: {accepted:?}");
}

/// Positions reached in play read into the editor and back to a position that plays the same.
#[test]
fn positions_from_games_round_trip() {
    let mut rng = Rng::new(9);
    for seed in 0..10 {
        let mut m = Match::<gyges::Position>::new(&Default::default(), seed);
        while let Status::Turn(_) = m.status() {
            let actions = m.position().legal_actions();
            m.play(&actions[rng.below(actions.len())]).unwrap();
            if !m.position().in_setup() && matches!(m.status(), Status::Turn(_)) {
                let b = GygesBoard::from_position(m.position());
                let pos = b.playable().unwrap_or_else(|p| panic!("{p:?}: {}", b.position_text()));
                assert_eq!(pos.legal_actions().len(), m.position().legal_actions().len());
            }
        }
    }
}
