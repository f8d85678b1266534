//! Win chances by playouts: they add up, batches agree with one run, a won position is won, and
//! the side a step from the goal wins every playout.

use engine::ai::Playouts;
use engine::game::{Game, Outcome, Status};
use engine::rng::Rng;
use engine::{gyges, gype, Match};

#[test]
fn playouts_add_up_and_batches_agree() {
    for seats in ["SN", "SWN", "SWNE"] {
        let options = gype::Position::parse_options(&[("seats".into(), seats.into())]).unwrap();
        let start = gype::Position::start(&options);
        let mut once = Playouts::new(start.seat_count());
        once.run(&start, 12, 3_000, 77);
        let mut twice = Playouts::new(start.seat_count());
        twice.run(&start, 5, 3_000, 77);
        twice.run(&start, 7, 3_000, 77);
        assert_eq!(once, twice, "{seats}");
        assert_eq!(once.wins.len(), seats.len());
        assert_eq!(once.wins.iter().sum::<u32>() + once.draws + once.unfinished, once.played);
        let total: f64 = (0..seats.len()).map(|s| once.chance(s)).sum();
        assert!((total - 1.0).abs() < 1e-9 || once.unfinished > 0, "{seats}: {once:?}");
        // Different seeds play different games.
        let mut other = Playouts::new(start.seat_count());
        other.run(&start, 12, 3_000, 78);
        assert_eq!(other.played, 12);
    }
}

#[test]
fn a_finished_game_is_won_in_every_playout_and_the_last_step_too() {
    let mut rng = Rng::new(5);
    let mut checked = 0;
    for seed in 0..40 {
        let mut m: Match<gyges::Position> = Match::new(&Default::default(), seed);
        while let Status::Turn(_) = m.status() {
            let actions = m.position().legal_actions();
            m.play(&actions[rng.below(actions.len())]).unwrap();
        }
        let Status::Over(Outcome::Win(winner)) = m.status() else { continue };
        if m.position().ending() != Some(engine::game::Ending::Goal) {
            continue;
        }
        let mut end = Playouts::new(2);
        end.run(m.position(), 3, 100, 1);
        assert_eq!(end.wins[winner as usize], 3);
        // One action before the end, the winner stands a move from the goal: greedy takes it.
        let before = m.position_at(m.actions().len() - 1).unwrap();
        let mut last = Playouts::new(2);
        last.run(before, 5, 100, 2);
        assert_eq!((last.wins[winner as usize], last.chance(winner as usize)), (5, 1.0), "{}", before.position_string());
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} games reached the goal");
}
