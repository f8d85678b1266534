//! Scenario tests: every public example of rules/gype.md, then each rule and option in turn.

use engine::game::{Game, Outcome, Status};
use engine::gype::{cell_name, parse_cell, Action, Face, Options, Position, Side};
use engine::options::parse_pairs;
use engine::error::{Gype, Reason};
use engine::{Error, Match};
use std::collections::BTreeSet;

const START_2: &str = "SN S SSb0,STc0,SBd0,SFe0,SFf0,SBg0,STh0,SSi0,NSb9,NTc9,NBd9,NFe9,NFf9,NBg9,NTh9,NSi9";

fn opts(items: &[&str]) -> Options {
    Position::parse_options(&parse_pairs(items).unwrap()).unwrap()
}

fn pos(text: &str, items: &[&str]) -> Position {
    Position::parse_position(text, &opts(items)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn c(name: &str) -> u8 {
    parse_cell(name).unwrap()
}

/// Moves as `origin-end` with the rolled cells, e.g. `e4-d6 [e5 e6]`.
fn move_set(p: &Position) -> BTreeSet<String> {
    p.legal_moves()
        .iter()
        .map(|m| {
            let rolled: Vec<String> = m.rolled.iter().map(|&r| cell_name(r)).collect();
            format!("{}-{} [{}]", cell_name(m.origin), cell_name(m.end()), rolled.join(" "))
        })
        .collect()
}

fn ends_from(p: &Position, from: &str) -> BTreeSet<String> {
    p.moves_from(c(from)).iter().map(|m| cell_name(m.end())).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn play(p: &mut Position, text: &str) {
    let a = p.parse_action(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    p.play(&a).unwrap_or_else(|e| panic!("{text}: {e}"));
}

// ----- the public examples -----

#[test]
fn example_standard_start() {
    let p = pos(START_2, &[]);
    let moves: BTreeSet<String> = p.legal_moves().iter().map(|m| p.format_action(&Action::Move(m.clone()))).collect();
    let expected = set(&[
        "b0-c1", "c0-b1", "c0-c1", "c0-d1", "d0-d1", "e0-d1", "e0-e1", "e0-f1", "f0-e1", "f0-f1", "f0-g1", "g0-g1", "h0-g1", "h0-h1", "h0-i1", "i0-h1",
    ]);
    assert_eq!(moves, expected);
    let rolls = p.legal_actions().iter().filter(|a| matches!(a, Action::Roll(_))).count();
    assert_eq!((p.legal_actions().len(), rolls), (24, 8));
    // a1 and j1 are foreign rows.
    assert!(!ends_from(&p, "b0").contains("a1") && !ends_from(&p, "i0").contains("j1"));
}

#[test]
fn example_tree_orientation() {
    assert_eq!(ends_from(&pos("SWNE W WTd4", &[]), "d4"), set(&["e4", "e5", "e3", "c4"]));
    assert_eq!(ends_from(&pos("SWNE E ETd4", &[]), "d4"), set(&["c4", "c5", "c3", "e4"]));
    // South and North for completeness: forward straight or diagonal, backward straight.
    assert_eq!(ends_from(&pos("SN S STd4", &[]), "d4"), set(&["d5", "c5", "e5", "d3"]));
    assert_eq!(ends_from(&pos("SN N NTd4", &[]), "d4"), set(&["d3", "c3", "e3", "d5"]));
}

#[test]
fn example_hat() {
    let p = pos("SN S SHe4,NBe5,SEe6,NTf4", &[]);
    assert_eq!(
        move_set(&p),
        set(&["e4-d6 [e5 e6]", "e4-f6 [e5 e6]", "e4-g5 [f4]", "e4-g3 [f4]", "e4-c5 []", "e4-c3 []", "e4-d2 []", "e4-f2 []"])
    );
}

#[test]
fn example_loop() {
    let mut p = pos("SN S SFe4,NBe5,NBf6,NBg5,NBf4", &[]);
    let a = p.parse_action("e4-e6-g6-g4-e4").unwrap();
    let Action::Move(m) = &a else { panic!() };
    assert_eq!(m.path, vec![c("e6"), c("g6"), c("g4"), c("e4")]);
    assert_eq!(m.rolled, vec![c("f4"), c("e5"), c("g5"), c("f6")]);
    p.play(&a).unwrap();
    assert_eq!(p.piece_at(c("e4")), Some((0, Face::Flame)));
    // Four dice to roll, in increasing cell order; then North's turn.
    for (cell, face) in [("f4", "H"), ("e5", "E"), ("g5", "T"), ("f6", "S")] {
        assert_eq!(p.status(), Status::Chance(6));
        assert_eq!(p.next_roll(), Some(c(cell)));
        play(&mut p, &format!("{cell}={face}"));
    }
    assert_eq!(p.status(), Status::Turn(1));
    assert_eq!(p.position_string(), "SN N SFe4,NHf4,NEe5,NTg5,NSf6 ply=1");
}

// ----- movement -----

#[test]
fn jumps_over_any_piece_and_chains_are_optional() {
    // A Book jumps its own and others' pieces; it may stop after each jump.
    let p = pos("SN S SBd2,SEd3,NTd5", &[]);
    let ends = ends_from(&p, "d2");
    assert!(ends.contains("d4") && ends.contains("d6"), "{ends:?}");
    // No step after a jump: from d4 the Book may not step to d5 (occupied) or e4.
    assert!(!ends.contains("e4"));
    // Swords do not jump orthogonally.
    let p = pos("SN S SSd2,SEd3", &[]);
    assert!(!ends_from(&p, "d2").contains("d4"));
}

#[test]
fn chain_never_uses_a_jump_twice_but_may_revisit_cells() {
    // Book on d4 between two pieces: d4-d6 and back d6-d4 would use the same jump.
    let p = pos("SN S SBd4,NTd5", &[]);
    assert!(p.move_for_path(c("d4"), &[c("d6"), c("d4")]).is_err());
    assert_eq!(move_set(&p), set(&["d4-c4 []", "d4-e4 []", "d4-d3 []", "d4-d6 [d5]"]));
    // Cells may be revisited: this chain passes e6 twice, each time by a new jump.
    let p = pos("SN S SFe4,NBe5,NBf6,NBd6,NBd7,NBf7", &[]);
    let m = p.move_for_path(c("e4"), &[c("e6"), c("g6"), c("e8"), c("c6"), c("e6")]).unwrap();
    assert_eq!(m.rolled.len(), 5);
}

#[test]
fn the_start_cell_is_empty_during_the_move() {
    // The Flame can land on its own start cell mid-chain and jump on from it.
    let p = pos("SN S SFe4,NBe5,NBf6,NBg5,NBf4,NBd4", &[]);
    let m = p.move_for_path(c("e4"), &[c("e6"), c("g6"), c("g4"), c("e4"), c("c4")]).unwrap();
    assert_eq!(m.rolled.len(), 5);
}

#[test]
fn ears_and_finished_pieces_never_move_but_can_be_rolled() {
    let p = pos("SN S SEe4,SFe9,SFb1", &[]);
    assert!(p.moves_from(c("e4")).is_empty());
    assert!(p.moves_from(c("e9")).is_empty());
    assert!(p.is_finished_piece(c("e9")) && !p.is_finished_piece(c("b1")));
    let rolls: Vec<String> = p.legal_actions().iter().filter(|a| matches!(a, Action::Roll(_))).map(|a| p.format_action(a)).collect();
    assert_eq!(rolls, vec!["roll b1", "roll e4", "roll e9"]);
    let e = p.parse_action("e4-e5").unwrap_err();
    assert!(e.to_string().contains("Ear"), "{e}");
}

#[test]
fn foreign_rows_are_never_entered() {
    // Two players: the side rows are closed.
    let p = pos("SN S SFb4,SFi4", &[]);
    assert!(!ends_from(&p, "b4").iter().any(|e| e.starts_with('a')));
    assert!(!ends_from(&p, "i4").iter().any(|e| e.starts_with('j')));
    // Three players: South may not enter the empty East row, West may (its destination).
    let p = pos("SWN S SFi4,WFi5", &[]);
    assert!(!ends_from(&p, "i4").iter().any(|e| e.starts_with('j')));
    let p = pos("SWN W SFi4,WFi5", &[]);
    assert!(ends_from(&p, "i5").contains("j5"));
    // Nor jump into them.
    let p = pos("SN S SBc4,NBb4", &[]);
    assert!(!ends_from(&p, "c4").contains("a4"));
}

#[test]
fn return_home_free_or_never() {
    let free = pos("SN S STe1,SBd0,NEe5", &[]);
    assert!(ends_from(&free, "e1").contains("e0"));
    let never = pos("SN S STe1,SBd0,NEe5", &["return_home=never"]);
    assert!(!ends_from(&never, "e1").contains("e0"));
    // Along its own row before leaving: allowed with both.
    assert!(ends_from(&never, "d0").contains("c0"));
    // Leaving mid-chain counts: d0 jumps d1 to d2, then may not come back to d0 over d1 (nor
    // reach the row at all), while with `free` another route home is fine.
    let p = pos("SN S SFd0,NEd1,NEe2,NEc1", &["return_home=never"]);
    assert!(p.move_for_path(c("d0"), &[c("d2"), c("f2")]).is_ok());
    assert!(p.move_for_path(c("d0"), &[c("d2"), c("b0")]).is_err());
    let p = pos("SN S SFd0,NEd1,NEe2,NEc1", &[]);
    assert!(p.move_for_path(c("d0"), &[c("d2"), c("b0")]).is_ok());
    // Moving along the row and then out is one chain.
    let p = pos("SN S SBd0,SEe0,NEf1", &["return_home=never"]);
    assert!(p.move_for_path(c("d0"), &[c("f0"), c("f2")]).is_ok());
}

#[test]
fn a_chain_in_the_destination_row_stays_there() {
    // South Book on e7: e7-e9 over e8, then along the row over f9 to g9; not back out.
    let p = pos("SN S SBe7,NEe8,NEf9,NEg8", &[]);
    assert!(p.move_for_path(c("e7"), &[c("e9"), c("g9")]).is_ok());
    let p = pos("SN S SBe7,NEe8,NTd9", &[]);
    let e = p.move_for_path(c("e7"), &[c("e9"), c("c9")]);
    assert!(e.is_ok(), "{e:?}");
    // Flame reaching its row may not jump back into the field.
    let p = pos("SN S SFe7,NEe8,NEf8", &[]);
    let e = p.move_for_path(c("e7"), &[c("e9"), c("g7")]).unwrap_err();
    assert!(e.to_string().contains("destination row"), "{e}");
}

#[test]
fn chaos_keeps_pieces_behind_the_middle_while_one_is_home() {
    let at_home = "SN S SFe4,SBb0";
    assert!(ends_from(&pos(at_home, &[]), "e4").contains("e5"));
    assert!(!ends_from(&pos(at_home, &["chaos=on"]), "e4").contains("e5"));
    assert!(ends_from(&pos(at_home, &["chaos=on"]), "e4").contains("e3"));
    // Jumps may not land there mid-chain either.
    let p = pos("SN S SFe2,NEe3,NEe5,SBb0", &["chaos=on"]);
    assert!(p.move_for_path(c("e2"), &[c("e4")]).is_ok());
    assert!(p.move_for_path(c("e2"), &[c("e4"), c("e6")]).is_err());
    // With the start row empty, no limit.
    assert!(ends_from(&pos("SN S SFe4,SBb1", &["chaos=on"]), "e4").contains("e5"));
    // North counts its ranks from the top.
    assert!(!ends_from(&pos("SN N NFe5,NBb9", &["chaos=on"]), "e5").contains("e4"));
}

#[test]
fn hat_pass_rect_rolls_the_whole_box() {
    let text = "SN S SHe4,NBe5,NBf5,NEf4";
    let leg = pos(text, &[]);
    let rect = pos(text, &["hat_pass=rect"]);
    let pick = |p: &Position| p.moves_from(c("e4")).into_iter().find(|m| m.end() == c("f6")).unwrap().rolled;
    assert_eq!(pick(&leg), vec![c("e5")]);
    assert_eq!(pick(&rect), vec![c("f4"), c("e5"), c("f5")]);
    let hat = rect.hat_leaps_from(c("e4"));
    assert!(hat.contains(&(c("f6"), vec![c("f4"), c("e5"), c("f5")])));
}

#[test]
fn click_to_path_helpers() {
    let p = pos("SN S SFe4,NBe5,NBf6,NBg5,NBf4", &[]);
    let steps: BTreeSet<String> = p.steps_from(c("e4")).into_iter().map(cell_name).collect();
    assert_eq!(steps, set(&["d3", "d4", "d5", "e3", "f3", "f5"]));
    assert_eq!(p.jumps_from(c("e4"), &[]), vec![(c("g4"), c("f4")), (c("e6"), c("e5"))]);
    assert_eq!(p.jumps_from(c("e4"), &[c("e6")]), vec![(c("g6"), c("f6"))]);
    // The used jump e6-e4 is not offered again.
    assert_eq!(p.jumps_from(c("e4"), &[c("e6"), c("g6"), c("g4")]), vec![(c("e4"), c("f4"))]);
    assert!(p.jumps_from(c("e4"), &[c("e5")]).is_empty());
    assert!(p.hat_leaps_from(c("e4")).is_empty());
    assert!(p.steps_from(c("e5")).is_empty());
    let m = p.move_for_path(c("e4"), &[c("e6"), c("g6")]).unwrap();
    assert_eq!(m.rolled, vec![c("e5"), c("f6")]);
}

// ----- turns, rolls and chance -----

#[test]
fn roll_action_and_chance_outcomes() {
    let mut p = pos(START_2, &[]);
    play(&mut p, "roll e0");
    assert_eq!(p.status(), Status::Chance(6));
    assert!(p.legal_actions().is_empty());
    assert_eq!(p.chance_action(4), Action::Die { cell: c("e0"), face: Face::Hat });
    // Anything but the pending die is refused, and the position is unchanged.
    let before = p.clone();
    assert!(p.play(&Action::Die { cell: c("f0"), face: Face::Hat }).is_err());
    assert!(p.play(&p.parse_action("e0-e1").unwrap_or(Action::Pass)).is_err());
    assert_eq!(p, before);
    play(&mut p, "e0=H");
    assert_eq!(p.piece_at(c("e0")), Some((0, Face::Hat)));
    assert_eq!(p.status(), Status::Turn(1));
    assert_eq!(p.turn_number(), 3); // two set-up turns (skipped) and one ply
}

#[test]
fn rolls_off_has_no_rolls_loops_or_needless_actions() {
    let p = pos("SN S SFe4,NBe5,NBf6,NBg5,NBf4", &["rolls=off"]);
    assert!(!p.legal_actions().iter().any(|a| matches!(a, Action::Roll(_))));
    assert!(p.move_for_path(c("e4"), &[c("e6"), c("g6"), c("g4"), c("e4")]).is_err());
    let mut q = p.clone();
    play(&mut q, "e4-e6-g6");
    assert_eq!(q.status(), Status::Turn(1), "no dice after a jump");
    assert_eq!(q.piece_at(c("e5")), Some((1, Face::Book)));
    assert!(q.parse_action("roll e5").is_ok_and(|a| q.clone().play(&a).is_err()));
}

#[test]
fn pass_only_without_any_action() {
    // South's only piece is an Ear: with rolls off it passes.
    let mut p = pos("SN S SEe4,NFe6", &["rolls=off"]);
    assert_eq!(p.legal_actions(), vec![Action::Pass]);
    play(&mut p, "pass");
    assert_eq!(p.status(), Status::Turn(1));
    assert_eq!(p.position_string(), "SN N SEe4,NFe6 ply=1");
    // With rolls it rolls instead.
    let p = pos("SN S SEe4,NFe6", &[]);
    assert_eq!(p.legal_actions(), vec![Action::Roll(c("e4"))]);
    assert!(p.clone().play(&Action::Pass).is_err());
}

#[test]
fn turn_order_goes_to_the_left() {
    let mut p = pos("SWNE S SEb1,WEa1,NEb9,EEj1", &["rolls=off"]);
    let mut order = String::new();
    for _ in 0..5 {
        order.push(p.seat_letter(p.to_move()));
        play(&mut p, "pass");
    }
    assert_eq!(order, "SWNES");
    let p = Position::start(&opts(&["seats=SWN", "first=N", "setup=off"]));
    assert_eq!(p.seat_letter(p.to_move()), 'N');
}

// ----- end of the game -----

#[test]
fn the_last_piece_home_wins_at_once() {
    let mut p = pos("SN S SBe7,SFb9,NEe8,NFf5", &[]);
    // A jump into the row wins at once, without rolling: e7 is South's last piece out.
    play(&mut p, "e7-e9");
    assert_eq!(p.status(), Status::Over(Outcome::Win(0)));
    assert!(p.legal_actions().is_empty());
    assert_eq!(p.clone().play(&Action::Pass), Err(Error::GameOver));
    let mut p = pos("SN S SFb8,SFb9,NEc7", &[]);
    play(&mut p, "b8-c9");
    assert_eq!(p.status(), Status::Over(Outcome::Win(0)));
    // The position string alone shows the game is over.
    assert_eq!(pos(&p.position_string(), &[]).status(), Status::Over(Outcome::Win(0)));
    // Three players: the game ends there too.
    let mut p = pos("SWN W WFi5,SFe4,NFe6", &[]);
    play(&mut p, "i5-j5");
    assert_eq!(p.status(), Status::Over(Outcome::Win(1)));
}

#[test]
fn indefinite_blocking_wins_after_block_turns() {
    // South has a piece home and one to bring; North's row is otherwise full of North's pieces.
    let text = "SN S SFc8,SFb9,NEc9,NEd9,NEe9,NEf9,NEg9,NEh9,NEi9";
    let mut p = pos(text, &["block_turns=3"]);
    assert!(p.is_blocked(0));
    // Counters count at the start of South's turns; the parsed position is mid-turn.
    for turn in 1..=3 {
        play(&mut p, "roll b9");
        play(&mut p, "b9=F");
        play(&mut p, "roll c9");
        play(&mut p, "c9=E");
        assert_eq!(p.block_counter(0), turn);
        assert_eq!(p.block_counter(1), 0, "North has no finished piece");
    }
    assert_eq!(p.status(), Status::Over(Outcome::Win(0)));
    assert!(p.position_string().ends_with("block=S3 ply=6"), "{}", p.position_string());
    assert_eq!(pos(&p.position_string(), &["block_turns=3"]).status(), Status::Over(Outcome::Win(0)));
    // Moving the blocked piece does not help; an opening in the row resets the counter.
    let mut p = pos(&format!("{text} block=S2 ply=4"), &["block_turns=3"]);
    play(&mut p, "c8-c7");
    play(&mut p, "roll c9");
    play(&mut p, "c9=E");
    assert!(p.is_blocked(0));
    assert_eq!(p.block_counter(0), 3);
    let mut p = pos("SN N SFc8,SFb9,NEc9,NEd9,NEe9,NEf9,NEg9,NEh9,NFi9 block=S2", &["block_turns=3"]);
    play(&mut p, "i9-i8");
    assert_eq!(p.block_counter(0), 0);
    assert_eq!(p.status(), Status::Turn(0));
    // block_turns=0 never adjudicates.
    let p = pos(&format!("{text} block=S9"), &["block_turns=0"]);
    assert_eq!(p.status(), Status::Turn(0));
}

#[test]
fn max_plies_adjudicates_by_standings() {
    let mut p = pos("SN S SFc8,SFb9,NFe5,NFe6", &["max_plies=2", "rolls=off"]);
    assert_eq!(p.plies(), 0);
    play(&mut p, "c8-c7");
    assert_eq!(p.plies(), 1);
    play(&mut p, "e5-e4");
    assert_eq!(p.plies(), 2, "two turns played, the cap reached");
    // South: 1 home, distance 2; North: 0 home.
    assert_eq!(p.status(), Status::Over(Outcome::Win(0)));
    let table = p.standings();
    assert_eq!((table[0].seat, table[0].home, table[0].distance, table[0].rank), (0, 1, 2, 1));
    assert_eq!((table[1].seat, table[1].home, table[1].distance, table[1].rank), (1, 0, 4 + 6, 2));
    // Equal leaders draw.
    let mut p = pos("SN S SFe4,NFe5", &["max_plies=2", "rolls=off"]);
    play(&mut p, "e4-d4");
    play(&mut p, "e5-f5");
    assert_eq!(p.status(), Status::Over(Outcome::Draw));
    assert_eq!(p.standings()[1].rank, 1);
}

/// With more than two players, a die may not land on the Home Row of a player who is neither
/// its own side nor the side facing it; the refusal says so.
#[test]
fn another_players_home_row_is_refused_in_words() {
    let p = pos("SWN S SBb2,WSa5,NSe9", &[]);
    let e = p.parse_action("b2-a2").unwrap_err();
    assert!(e.to_string().contains("another player's Home Row"), "{e}");
    assert!(!ends_from(&p, "b2").contains("a2"));
}

/// A player whose only piece that can move is a Hat may not pass while it has a leap, even with
/// every cell next to its leaps taken (b4's leaps to c6, a6, c2, a2, d5 and d3 are free).
#[test]
fn a_hat_with_a_leap_may_not_pass() {
    let p = pos("SN S SHb4,NEb6,NEb2,NEc5,NEc3", &["rolls=off", "setup=off"]);
    assert!(p.legal_actions().iter().all(|a| matches!(a, Action::Move(_))), "only the Hat's leaps");
    assert!(ends_from(&p, "b4").contains("c6"));
    let e = p.parse_action("pass").and_then(|a| p.clone().play(&a)).unwrap_err();
    assert!(e.to_string().contains("pass only when"), "{e}");
}

/// An empty action is refused as empty, not as a form the reader does not know.
#[test]
fn an_empty_action_is_called_empty() {
    let p = pos(START_2, &["rolls=off", "setup=off"]);
    for blank in ["", "   "] {
        let e = p.parse_action(blank).unwrap_err();
        assert!(e.to_string().contains("the action is empty"), "{e}");
    }
}

/// The set-up comes before play: a position still arranging its rows has no completed turn.
#[test]
fn a_set_up_position_with_turns_played_is_refused() {
    let arranging = format!("{START_2} setup=SN");
    assert!(Position::parse_position(&arranging, &opts(&[])).is_ok());
    let e = Position::parse_position(&format!("{arranging} ply=3"), &opts(&[])).unwrap_err();
    assert!(e.to_string().contains("the set-up comes before play"), "{e}");
}

/// Two moves are equal when they are the same move (origin, end and the dice jumped), however
/// they are written: the legal moves are all different, and each reads back equal to itself
/// from its notation.
#[test]
fn moves_are_equal_by_what_they_do() {
    let mut p = pos(START_2, &["rolls=off", "setup=off"]);
    for _ in 0..6 {
        let actions = p.legal_actions();
        assert!(actions.len() > 8);
        for (i, a) in actions.iter().enumerate() {
            assert_eq!(&p.parse_action(&p.format_action(a)).unwrap(), a);
            for b in &actions[i + 1..] {
                assert_ne!(a, b, "{} and {}", p.format_action(a), p.format_action(b));
            }
        }
        let first = actions[0].clone();
        p.play(&first).unwrap();
    }
}

/// With three players a flag fall ends the game by the others' standings: the player whose
/// time ran out cannot win, even when leading.
#[test]
fn a_flag_fall_of_three_is_won_by_the_best_of_the_others() {
    let p = pos("SWN S SFb9,SFc8,WFh5,NFe6", &["rolls=off"]);
    let table: Vec<_> = p.standings().iter().map(|s| (s.seat, s.home)).collect();
    assert_eq!(table[0], (0, 1), "South leads: {table:?}");
    let second = table[1].0;
    assert_eq!(p.outcome_on_time(0), Outcome::Win(second));
    assert_eq!(p.outcome_on_time(second), Outcome::Win(0));
    assert_eq!(p.outcome_on_time(table[2].0), Outcome::Win(0));
}

// ----- set-up and starts -----

#[test]
fn setup_swaps_then_confirms_in_turn_order() {
    let mut p = Position::start(&Options::default());
    assert!(p.in_setup());
    assert_eq!(p.position_string(), format!("{START_2} setup=SN"));
    // 24 swaps of different faces, and confirm.
    assert_eq!(p.legal_actions().len(), 25);
    assert!(p.parse_action("swap b0 i0").is_ok_and(|a| p.clone().play(&a).is_err()), "same faces");
    play(&mut p, "swap c0 b0");
    assert_eq!(p.piece_at(c("b0")), Some((0, Face::Tree)));
    assert!(p.clone().play(&p.parse_action("b0-b1").unwrap_or(Action::Pass)).is_err());
    play(&mut p, "confirm");
    assert_eq!((p.to_move(), p.in_setup()), (1, true));
    assert!(p.position_string().ends_with("setup=N"));
    assert!(p.clone().play(&p.parse_action("swap b0 d0").unwrap()).is_err(), "not North's pieces");
    play(&mut p, "confirm");
    assert!(!p.in_setup());
    assert_eq!(p.status(), Status::Turn(0));
    assert_eq!(p.turn_number(), 2);
    assert!(p.parse_action("set b0=H").is_ok_and(|a| p.clone().play(&a).is_err()));
}

#[test]
fn start_choose_lets_players_pick_faces() {
    let mut p = Position::start(&opts(&["start=choose"]));
    assert_eq!(p.legal_actions().len(), 1 + 24 + 8 * 5);
    play(&mut p, "set b0=H");
    play(&mut p, "set c0=E");
    assert_eq!(p.piece_at(c("c0")), Some((0, Face::Ear)));
    play(&mut p, "confirm");
    play(&mut p, "confirm");
    assert_eq!(p.status(), Status::Turn(0));
}

#[test]
fn start_random_rolls_every_die_first() {
    let p = Position::start(&opts(&["start=random"]));
    assert_eq!(p.status(), Status::Chance(5), "Ears are re-rolled");
    assert_eq!(p.next_roll(), Some(c("b0")));
    assert_eq!(p.pending_rolls().len(), 16);
    assert!(p.clone().play(&Action::Die { cell: c("b0"), face: Face::Ear }).is_err());
    assert!(p.position_string().contains(" opening=b0,"));
    let q = Position::start(&opts(&["start=random", "reroll_ears=off"]));
    assert_eq!(q.status(), Status::Chance(6));
    // The rolls come from the Match's seed, then the set-up follows.
    let m: Match<Position> = Match::new(&opts(&["start=random"]), 7);
    assert_eq!(m.actions().len(), 16);
    assert!(m.position().in_setup() && m.status() == Status::Turn(0));
    // Without set-up, play begins right after the rolls, and no turn has passed.
    let m: Match<Position> = Match::new(&opts(&["start=random", "setup=off", "seats=SWN"]), 7);
    assert_eq!(m.actions().len(), 24);
    assert_eq!((m.status(), m.position().plies()), (Status::Turn(0), 0));
}

// ----- notation -----

#[test]
fn short_form_only_when_unique() {
    let p = pos("SN S SFe4,NBe5,NBf6,NBg5,NBf4", &[]);
    // Two moves end on g6 (over e5,f6 or over f4,g5).
    let e = p.parse_action("e4-g6").unwrap_err();
    assert!(matches!(&e, Error::BadNotation(Reason::Quoted { why, .. }) if matches!(**why, Reason::Gype(Gype::Ambiguous { .. }))), "{e}");
    assert!(e.to_string().contains("full path"), "{e}");
    let a = p.parse_action("e4-e6-g6").unwrap();
    assert_eq!(p.format_action(&a), "e4-e6-g6");
    // Unique ends use the short form and parse back to the same identity, with its path.
    let a = p.parse_action("e4-e4").unwrap();
    assert_eq!(p.format_action(&a), "e4-e4");
    assert_eq!(p.format_action_long(&a).split('-').count(), 5);
    assert_eq!(p.parse_action(&p.format_action_long(&a)).unwrap(), a);
    // A single jump written out is its own long form.
    let a = p.parse_action("e4-e6").unwrap();
    let Action::Move(m) = &a else { panic!() };
    assert_eq!(m.path, vec![c("e6")]);
}

#[test]
fn notation_of_every_kind_round_trips() {
    let p = pos(START_2, &[]);
    for text in ["b0-c1", "roll e0", "pass", "e5=F", "swap b0 c0", "set b0=H", "confirm"] {
        let a = p.parse_action(text).unwrap();
        assert_eq!(p.format_action(&a), text);
    }
    assert_eq!(p.parse_action("swap c0 b0").unwrap(), Action::swap(c("b0"), c("c0")));
    assert_eq!(p.parse_action("  roll   e0 ").unwrap(), Action::Roll(c("e0")));
}

#[test]
fn bad_input_gives_typed_errors() {
    let p = pos(START_2, &[]);
    for text in ["", "b0", "b0-", "b0-z9", "roll", "roll a0", "e5=X", "e5=FF", "set b0", "swap b0", "fly away", "b0-c1-d2-e3-f4-g5-h6-i7-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"] {
        let e = p.parse_action(text).unwrap_err();
        assert!(matches!(e, Error::BadNotation(_) | Error::IllegalAction(_)), "{text}: {e:?}");
        assert!(e.to_string().len() < 300, "{e}");
    }
    assert!(matches!(p.parse_action("b0-b1"), Err(Error::IllegalAction(_))));
    assert!(matches!(p.parse_action("b9-c8"), Err(Error::IllegalAction(Reason::Gype(Gype::BelongsTo { side, .. }))) if side == "North"));
    let o = Options::default();
    for text in [
        "",
        "SN",
        "SN S",
        "SX S SFe4",
        "SNW S SFe4",
        "SN W SFe4",
        "SN S SFa0",
        "SN S SFe4,NFe4",
        "SN S SXe4",
        "SN S SFa4",
        "SN S SFe4 ply=x",
        "SN S SFe4 roll=e5",
        "SN S SFe4 roll=e4 opening=e4",
        "SN S SFe4 setup=N",
        "SN S SFe4 setup=SN",
        "SN S SFe4 hello=1",
        "SN S SFe4 ply=1 ply=2",
        "SN S SFb0,SFc0,SFd0,SFe0,SFf0,SFg0,SFh0,SFi0,SFe5",
        "SN S SFe4 block=X1",
    ] {
        let e = Position::parse_position(text, &o).unwrap_err();
        assert!(matches!(e, Error::BadPosition(_) | Error::BadOption(_)), "{text}: {e:?}");
    }
    let no_rolls = opts(&["rolls=off"]);
    assert!(Position::parse_position("SN S SFe4 roll=e4", &no_rolls).is_err());
}

#[test]
fn position_strings_round_trip_with_every_field() {
    for text in [
        START_2,
        "SN S - ply=3",
        "SWN N SFe4,WBa3,NHe5 roll=a3,e4 block=S1,N2 ply=40",
        "SWNE W SSb0,WTa2,NFb9,EEj5 setup=WNES opening=b0,a2",
        "SN N NTb9 opening=b9",
    ] {
        let p = pos(text, &[]);
        assert_eq!(p.position_string(), text);
    }
    // Seats may start anywhere in turn order; they are written from South.
    assert_eq!(pos("NS N NFe4,SFe5", &[]).position_string(), "SN N SFe5,NFe4");
    assert_eq!(pos("NES N NFe4", &[]).seats(), &[Side::South, Side::North, Side::East]);
}

#[test]
fn record_replay_keeps_every_roll() {
    let mut m: Match<Position> = Match::new(&opts(&["start=random"]), 99);
    m.play_text("confirm").unwrap();
    m.play_text("confirm").unwrap();
    let moves = m.position().legal_moves();
    m.play(&Action::Move(moves[0].clone())).unwrap();
    m.play_text(&format!("roll {}", cell_name(m.position().pieces_of(1)[0]))).unwrap();
    let text = m.to_record().to_text();
    assert!(text.contains("b0="), "{text}");
    let back = Match::<Position>::from_record_text(&text).unwrap();
    assert_eq!(back.position(), m.position());
    assert_eq!(back.actions(), m.actions());
    // Undo never re-rolls.
    let before = m.position().clone();
    assert!(m.undo() && m.redo());
    assert_eq!(m.position(), &before);
}
