//! GIPF click input without a browser page: dots and arrows, odd clicks, crossing rows with a
//! GIPF-piece to keep or take. Runs natively and under the wasm test runner.

use engine::game::Game;
use engine::gipf::{parse_point, Action, Intro, Options, Position, Spot};
use gboards_web::input::gipf::{phase, GipfInput, Phase, Target};
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

fn pt(name: &str) -> Spot {
    parse_point(name).unwrap()
}

fn mask(names: &[&str]) -> u64 {
    names.iter().fold(0, |m, n| m | 1u64 << pt(n))
}

#[test]
fn dot_then_arrow_or_spot_pushes() {
    let pos = Position::start(&Options::default());
    let mut input = GipfInput::default();
    assert_eq!(input.click(&pos, Target::Point(pt("a1"))), None);
    assert_eq!(input.dot, Some(pt("a1")));
    let arrows = input.arrows(&pos, pt("a1"));
    assert_eq!(arrows.len(), 1);
    let push = arrows[0].action.expect("a1 pushes into b2");
    assert_eq!(pos.format_action(&push), "a1-c3");
    assert_eq!(input.click(&pos, Target::Point(pt("b2"))), Some(push));
    assert!(input.is_empty());
    // A dot with two directions: its arrow picks one.
    input.click(&pos, Target::Point(pt("a2")));
    let arrows = input.arrows(&pos, pt("a2"));
    assert_eq!(arrows.len(), 2);
    let second = arrows[1];
    assert_eq!(input.click(&pos, Target::Arrow(second.entry.entry)), second.action);
}

#[test]
fn odd_clicks_do_nothing() {
    let pos = Position::start(&Options::default());
    let mut input = GipfInput::default();
    for t in [Target::Point(200), Target::Arrow(250), Target::Bring(Intro::Gipf), Target::Nothing, Target::Coords, Target::Point(pt("e5"))] {
        assert_eq!(input.click(&pos, t), None);
    }
    assert_eq!(input.confirm(&pos), None);
    input.back();
    assert!(input.is_empty());
}

#[test]
fn crossing_rows_choose_then_toggle_the_gipf_piece() {
    let pos = Position::parse_position("W:b2,c3,d4,e2,e3,e4,Ge5 B:Ge8 10/16 W version=standard moved=yes", &Options::default()).unwrap();
    assert_eq!(phase(&pos), Phase::Removal);
    let mut input = GipfInput::default();
    assert!(input.chosen_row(&pos).is_none(), "two rows: the player picks one");
    assert_eq!(input.removal(&pos), None);
    input.click(&pos, Target::Point(pt("c3")));
    let row = input.chosen_row(&pos).unwrap();
    assert_eq!(row.optional, vec![pt("e5")]);
    assert_eq!(input.removal(&pos), Some(Action::Remove { points: mask(&["b2", "c3", "d4"]) }), "own GIPF-piece kept by default");
    input.click(&pos, Target::Point(pt("e5")));
    assert_eq!(input.removal(&pos), Some(Action::Remove { points: mask(&["b2", "c3", "d4", "e5"]) }));
    input.click(&pos, Target::Point(pt("e3")));
    assert_eq!(input.removal(&pos), Some(Action::Remove { points: mask(&["e2", "e3", "e4"]) }), "the other row, toggles reset");
    assert_eq!(input.confirm(&pos), Some(Action::Remove { points: mask(&["e2", "e3", "e4"]) }));
}

#[test]
fn keyboard_cursor_steps_over_dots_and_spots() {
    use gboards_web::input::gipf::cursor_step;
    let step = |from: &str, dx: i8, dy: i8, flipped: bool| engine::gipf::point_name(cursor_step(pt(from), dx, dy, 0.0, flipped).0);
    assert_eq!(step("e5", 0, -1, false), "e6", "up on the screen is towards e9");
    assert_eq!(step("e5", 0, -1, true), "e4", "on a flipped board, towards e1");
    assert_eq!(step("e9", 0, -1, false), "e9", "the cursor stays at the rim");
    // Sideways from the centre: the next column, then back to the centre row.
    let (first, row) = cursor_step(pt("e5"), 1, 0, 0.0, false);
    let (second, _) = cursor_step(first, 1, 0, row, false);
    assert_eq!(engine::gipf::point_axial(second).0, 2);
    assert!((engine::gipf::point_axial(second).0 as f64 / 2.0 - engine::gipf::point_axial(second).1 as f64).abs() < 0.01, "back on the centre row");
    // Every point reaches every other one by arrow steps.
    for from in 0..61u8 {
        let mut seen = vec![false; 61];
        let mut todo = vec![from];
        seen[from as usize] = true;
        while let Some(p) = todo.pop() {
            for (dx, dy) in [(0, -1), (0, 1), (-1, 0), (1, 0)] {
                for row in [-4.0, -0.5, 0.0, 0.5, 4.0] {
                    let (q, _) = cursor_step(p, dx, dy, row, false);
                    if !seen[q as usize] {
                        seen[q as usize] = true;
                        todo.push(q);
                    }
                }
            }
        }
        assert!(seen.iter().all(|&s| s), "all points reachable from {}", engine::gipf::point_name(from));
    }
}
