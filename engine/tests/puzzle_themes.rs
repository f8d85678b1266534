//! Puzzle themes over the shipped sets: every puzzle has its length and goal, and each motif
//! agrees with the rules seen another way (distances on the board, whose turn follows).

use engine::game::Status;
use engine::puzzle::goal::Goal;
use engine::puzzle::play::parse_set;
use engine::puzzle::theme::{Motif, Theme};
use engine::puzzle::Puzzle;
use engine::{gipf, gyges, gype, Game};
use std::collections::BTreeMap;

fn set(game: &str) -> Vec<Puzzle> {
    let path = format!("{}/../www/puzzles/{game}.txt", env!("CARGO_MANIFEST_DIR"));
    parse_set(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn motifs(p: &Puzzle) -> Vec<Motif> {
    p.themes().into_iter().filter_map(|t| if let Theme::Motif(m) = t { Some(m) } else { None }).collect()
}

fn counts(puzzles: &[Puzzle]) -> BTreeMap<Theme, usize> {
    let mut out = BTreeMap::new();
    for t in puzzles.iter().flat_map(Puzzle::themes) {
        *out.entry(t).or_default() += 1;
    }
    out
}

#[test]
fn every_puzzle_has_its_length_and_its_goal() {
    for game in ["gyges", "gype", "gipf"] {
        let puzzles = set(game);
        for p in &puzzles {
            let themes = p.themes();
            let lengths: Vec<&Theme> = themes.iter().filter(|t| matches!(t, Theme::Length(_))).collect();
            assert_eq!(lengths, [&Theme::Length(p.moves)], "{p:?}");
            let goal = if p.goal == Goal::Win { Theme::Win } else { Theme::Material };
            assert!(themes.contains(&goal) && !themes.contains(&if goal == Theme::Win { Theme::Material } else { Theme::Win }), "{p:?}");
            assert!(!motifs(p).is_empty(), "every shipped first move has a motif: {p:?}");
        }
        println!("{game}: {:?}", counts(&puzzles));
    }
}

#[test]
fn a_gyges_move_without_a_bounce_stays_within_its_count() {
    let mut bounced_far = 0;
    for p in set("gyges") {
        let start = gyges::Position::parse_position(&p.position, &Default::default()).unwrap();
        let gyges::Action::Move(m) = start.parse_action(&p.solution).unwrap() else { panic!("{p:?}") };
        let size = i32::from(start.size_at(m.from));
        let (rank, file) = (i32::from(gyges::rank_of(m.from)), i32::from(gyges::file_of(m.from)));
        // The fewest steps to the square (a goal is one step beyond either outer row).
        let distance = match m.to {
            gyges::GOAL_N | gyges::GOAL_S => rank.min(5 - rank) + 1,
            to => (rank - i32::from(gyges::rank_of(to))).abs() + (file - i32::from(gyges::file_of(to))).abs(),
        };
        let found = motifs(&p);
        assert_eq!(found.iter().filter(|m| matches!(m, Motif::Straight | Motif::OneBounce | Motif::BounceChain)).count(), 1, "{p:?}");
        if found.contains(&Motif::Straight) {
            assert!(distance <= size, "{p:?}: a run of {size} cannot go {distance} squares");
        } else if distance > size {
            bounced_far += 1;
        }
        assert!(!found.contains(&Motif::Replacement), "the basic rules replace nothing: {p:?}");
    }
    assert!(bounced_far > 50, "most bounces go further than the piece's count: {bounced_far}");
}

#[test]
fn a_table_gype_step_goes_one_cell_and_a_jump_two() {
    for p in set("gype") {
        let options = gype::Position::parse_options(&p.options).unwrap();
        let start = gype::Position::parse_position(&p.position, &options).unwrap();
        let gype::Action::Move(m) = start.parse_action(&p.solution).unwrap() else { panic!("{p:?}") };
        let ((x0, y0), (x1, y1)) = (gype::cell_xy(m.origin), gype::cell_xy(m.end()));
        let reach = (x0 - x1).abs().max((y0 - y1).abs());
        match motifs(&p)[..] {
            [Motif::Step] => assert_eq!(reach, 1, "{p:?}"),
            [Motif::Jump] => assert_eq!(reach, 2, "{p:?}"),
            [Motif::HatLeap] => assert_eq!(start.piece_at(m.origin).map(|(_, f)| f), Some(gype::Face::Hat)),
            ref other => panic!("{p:?}: {other:?}"),
        }
    }
}

#[test]
fn a_gipf_row_at_once_keeps_the_turn_and_a_quiet_move_ends_it() {
    let (mut rows, mut quiet) = (0, 0);
    for p in set("gipf") {
        let options = gipf::Position::parse_options(&p.options).unwrap();
        let mut pos = gipf::Position::parse_position(&p.position, &options).unwrap();
        let (Status::Turn(me), turn) = (pos.status(), pos.turn_number()) else { panic!("{p:?}") };
        let first = pos.parse_action(&p.solution).unwrap();
        pos.play(&first).unwrap();
        let goes_on = pos.turn_number() == turn && pos.status() == Status::Turn(me);
        match motifs(&p)[..] {
            [Motif::RowAtOnce] => {
                assert!(goes_on, "{p:?}");
                rows += 1;
            }
            [Motif::QuietMove] => {
                assert!(!goes_on, "{p:?}");
                quiet += 1;
            }
            ref other => panic!("{p:?}: {other:?}"),
        }
    }
    assert!(rows > 50 && quiet > 50, "{rows} rows at once, {quiet} quiet");
}

#[test]
fn a_line_that_does_not_read_keeps_its_length_and_goal() {
    let p = Puzzle::parse_line("gyges\t-\t2\tnot a position\tc6-S\t21").unwrap();
    assert_eq!(p.themes(), [Theme::Length(2), Theme::Win]);
}
