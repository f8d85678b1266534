//! The clocks of a game played on one device (`clock::Timer`): moves take time and give the
//! increment, an undo puts the clocks back as before the move, a flag fall stops the clock, and
//! a kept timer resumes with the time left (and nothing for the time the page was closed).

use engine::any::new_match;
use engine::clock::{TimeControl, Timer};
use engine::game::{Concession, Outcome, Status};

fn control(text: &str) -> TimeControl {
    TimeControl::parse(text).unwrap().unwrap()
}

fn lefts(t: &Timer, now: i64, seats: u8) -> Vec<u64> {
    (0..seats).map(|s| t.left(s, now)).collect()
}

#[test]
fn a_move_takes_its_time_and_adds_the_increment() {
    let mut t = Timer::new(control("10s+2"), 2);
    assert_eq!(t.follow(Some(0), 0, 1_000), None);
    assert_eq!(t.running(), Some(0));
    assert_eq!(lefts(&t, 4_000, 2), [7_000, 10_000], "only the seat to act loses time");
    assert_eq!(t.follow(Some(1), 1, 4_000), None);
    assert_eq!(lefts(&t, 4_000, 2), [9_000, 10_000], "3 s spent, 2 s added");
    assert_eq!(t.follow(Some(1), 1, 6_000), None, "the same turn followed again charges nothing");
    assert_eq!(t.follow(Some(0), 2, 8_500), None);
    assert_eq!(lefts(&t, 8_500, 2), [9_000, 7_500]);
}

#[test]
fn undo_puts_the_clocks_back_as_before_the_move() {
    let mut t = Timer::new(control("10s+2"), 2);
    t.follow(Some(0), 0, 0);
    t.follow(Some(1), 1, 3_000);
    t.follow(Some(0), 2, 9_000);
    assert_eq!(lefts(&t, 9_000, 2), [9_000, 6_000]);
    // Undo of one move: North to act again, with its time as when its turn began.
    t.follow(Some(1), 1, 10_000);
    assert_eq!(lefts(&t, 10_000, 2), [9_000, 10_000]);
    assert_eq!(lefts(&t, 11_000, 2), [9_000, 9_000], "its turn starts again at the undo");
    // Back to the start, then a different move: charged as any move.
    t.follow(Some(0), 0, 12_000);
    assert_eq!(lefts(&t, 12_000, 2), [10_000, 10_000]);
    t.follow(Some(1), 1, 13_000);
    assert_eq!(lefts(&t, 13_000, 2), [11_000, 10_000]);
}

#[test]
fn a_flag_fall_stops_the_clock_at_zero_and_undo_takes_it_back() {
    let mut t = Timer::new(control("5s+0"), 2);
    t.follow(Some(0), 0, 0);
    t.follow(Some(1), 1, 1_000);
    assert_eq!(t.flag(5_999), None);
    assert_eq!(t.flag(6_000), Some(1));
    assert_eq!(t.running(), None);
    assert_eq!(lefts(&t, 60_000, 2), [4_000, 0]);
    // The game is over (lost on time): following it changes nothing.
    assert_eq!(t.follow(None, 1, 61_000), None);
    assert_eq!(lefts(&t, 61_000, 2), [4_000, 0]);
    // The loss on time undone: North to act with the time it had at its turn's start.
    t.follow(Some(1), 1, 70_000);
    assert_eq!(lefts(&t, 70_000, 2), [4_000, 5_000]);
}

#[test]
fn a_move_after_the_flag_fell_is_lost_on_time() {
    let mut t = Timer::new(control("5s+3"), 2);
    t.follow(Some(0), 0, 0);
    assert_eq!(t.follow(Some(1), 1, 5_000), Some(0));
    assert_eq!(t.left(0, 5_000), 0, "no increment after the flag fell");
}

#[test]
fn four_seats_each_run_their_own_clock() {
    let mut t = Timer::new(control("1+1"), 4);
    for (i, seat) in [0, 1, 2, 3, 0].into_iter().enumerate() {
        t.follow(Some(seat), i * 2, i as i64 * 10_000);
    }
    assert_eq!(lefts(&t, 40_000, 4), [51_000; 4]);
    assert_eq!(t.left(0, 45_000), 46_000);
}

#[test]
fn the_end_of_the_game_charges_the_last_move_and_undo_reopens_it() {
    let mut t = Timer::new(control("10s+1"), 2);
    t.follow(Some(0), 0, 0);
    t.follow(Some(1), 1, 2_000);
    t.follow(None, 2, 5_000);
    assert_eq!(lefts(&t, 99_000, 2), [9_000, 8_000], "nobody's time runs once it is over");
    t.follow(Some(1), 1, 100_000);
    assert_eq!(lefts(&t, 100_000, 2), [9_000, 10_000]);
}

#[test]
fn a_kept_timer_resumes_where_it_was_and_the_closed_page_costs_nothing() {
    let mut t = Timer::new(control("10s+2"), 2);
    t.follow(Some(0), 0, 0);
    t.follow(Some(1), 1, 3_000);
    let kept = t.save(4_500);
    // A reload: the page's clock starts again from zero, much later in real time.
    let mut r = Timer::restore(&kept, 2).unwrap();
    r.follow(Some(1), 1, 100);
    assert_eq!(lefts(&r, 100, 2), [9_000, 8_500], "1.5 s spent before the reload");
    assert_eq!(lefts(&r, 1_100, 2), [9_000, 7_500]);
    // Undo after the reload still finds the turn starts.
    r.follow(Some(0), 0, 2_000);
    assert_eq!(lefts(&r, 2_000, 2), [10_000, 10_000]);
    // A kept game that went on elsewhere: the clocks of its last known turn, no carried time.
    let mut other = Timer::restore(&kept, 2).unwrap();
    other.follow(Some(0), 2, 0);
    assert_eq!(lefts(&other, 0, 2), [9_000, 10_000]);
    // A finished game keeps its faces.
    let mut over = Timer::new(control("5s+0"), 2);
    over.follow(Some(0), 0, 0);
    over.flag(5_000);
    let back = Timer::restore(&over.save(9_000), 2).unwrap();
    assert_eq!(lefts(&back, 0, 2), [0, 5_000]);
    assert_eq!(back.running(), None);
}

#[test]
fn a_bad_kept_timer_is_an_error_never_a_panic() {
    for bad in [
        "", "none 0 0 1", "3+2", "3+2 0 0", "3+2 x 0 1,2", "3+2 0 x 1,2", "3+2 0 0 1,x", "7 0 0 1", "3+2 0 0 1,2\n5",
        "3+2 0 0 1,2\nx 1,2", "3+2 0 0 1,2\n4 1,2\n2 1,2", "3+2 0 0 1,2\n4 1,-2", "3+2 0 0 1 2", "3+2 0 0 99999999999999999999999",
    ] {
        assert!(Timer::restore(bad, 2).is_err(), "{bad:?}");
    }
    // Mangled saves: every byte changed in turn reads or fails, and never panics.
    let mut t = Timer::new(control("3+2"), 3);
    t.follow(Some(0), 0, 0);
    t.follow(Some(1), 1, 5_000);
    let good = t.save(6_000);
    for i in 0..good.len() {
        for b in [b'0', b'9', b' ', b',', b'\n', b'-', b'x'] {
            let mut bytes = good.clone().into_bytes();
            bytes[i] = b;
            if let Ok(text) = String::from_utf8(bytes) {
                if let Ok(mut r) = Timer::restore(&text, 3) {
                    r.follow(Some(2), 2, 0);
                    let _ = r.flag(i64::MAX);
                    let _ = r.save(i64::MIN);
                }
            }
        }
    }
    // Huge kept times are bounded by the time control.
    let r = Timer::restore("3+2 - 0 18446744073709551615,5", 2).unwrap();
    assert!(r.left(0, 0) <= 180_000 * 100);
}

#[test]
fn a_real_game_lost_on_time_names_the_flagged_seat() {
    let mut game = new_match("gyges", &[], None, 7).unwrap();
    let mut t = Timer::new(control("4s+1"), 2);
    let to_act = |g: &dyn engine::any::AnyMatch| match g.status() {
        Status::Turn(s) => Some(s),
        _ => None,
    };
    t.follow(to_act(game.as_ref()), game.len(), 0);
    for i in 1..=3 {
        let action = game.legal_actions()[0].clone();
        game.play_text(&action).unwrap();
        assert_eq!(t.follow(to_act(game.as_ref()), game.len(), i * 1_000), None);
    }
    let seat = to_act(game.as_ref()).unwrap();
    let flagged = t.flag(100_000).unwrap();
    assert_eq!(flagged, seat);
    game.concede(Concession::OutOfTime(flagged)).unwrap();
    assert_eq!(game.status(), Status::Over(Outcome::Win(1 - seat)));
    assert!(game.record_text().contains(&format!("end time {seat}")));
    assert_eq!(game.conceded(), Some(Concession::OutOfTime(seat)));
    // Undo takes the loss on time back; the timer gives the seat its turn's time again.
    assert!(game.undo());
    assert_eq!(to_act(game.as_ref()), Some(seat));
    t.follow(Some(seat), game.len(), 200_000);
    assert_eq!(t.left(seat, 200_000), 4_000, "each move took 1 s and gave 1 s back");
}
