//! Computer opponents in Table Gype: the winning step, the block, dice as chance nodes, 2 to 4
//! players, determinism and legal play.

use engine::ai::{choose, choose_in_match, settings, Level, Search, Settings};
use engine::game::{Game, Outcome, Status};
use engine::gype::{Options, Position};
use engine::options::parse_pairs;
use engine::Match;

fn opts(items: &[&str]) -> Options {
    Position::parse_options(&parse_pairs(items).unwrap()).unwrap()
}

#[test]
fn takes_the_winning_step() {
    let o = Options::default();
    let p = Position::parse_position("SN S SBb9,SBc9,SBd9,SFe8,SBf9,SBg9,SBh9,SBi9,NFe2,NTd5", &o).unwrap();
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
        let a = choose(&p, level, 1).unwrap();
        let mut next = p.clone();
        next.play(&a).unwrap();
        assert_eq!(next.status(), Status::Over(Outcome::Win(0)), "{level:?} played {}", p.format_action(&a));
    }
}

#[test]
fn blocks_the_last_cell_home() {
    // North's Flame on e1 steps home to e0 and wins unless South's Flame fills e0 first. (Without
    // the Ear on f1, jumping the Flame to roll it is a fair gamble: half its faces cannot reach e0.)
    let o = Options::default();
    let p = Position::parse_position("SN S SFd1,SEf1,NBb0,NBc0,NBd0,NBf0,NBg0,NBh0,NBi0,NFe1", &o).unwrap();
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
        for seed in 0..3 {
            let a = choose(&p, level, seed).unwrap();
            assert_eq!(p.format_action(&a), "d1-e0", "{level:?} seed {seed}");
        }
    }
}

#[test]
fn rolls_a_sword_that_cannot_reach_home() {
    // The last free cell, e9, is the other colour from the Sword on e8: no move of a Sword can
    // ever get there, so the computer rolls it rather than shuffling it about.
    let o = Options::default();
    let p = Position::parse_position("SN S SBb9,SBc9,SBd9,SBf9,SBg9,SBh9,SBi9,SSe8,NBh5,NBi5", &o).unwrap();
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
        let a = choose(&p, level, 1).unwrap();
        assert_eq!(p.format_action(&a), "roll e8", "{level:?}");
    }
}

#[test]
fn walks_sideways_to_the_last_free_cell() {
    // Only b9 is free: a Book on f8 has no rank to gain and must walk along rank 8 first.
    // (North is too far off to get in the way.)
    let o = Options::default();
    let p = Position::parse_position("SN S SBc9,SBd9,SBe9,SBf9,SBg9,SBh9,SBi9,SBf8,NBh5,NBi5", &o).unwrap();
    for level in [Level::Greedy, Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
        for seed in 0..3 {
            let a = choose(&p, level, seed).unwrap();
            assert_eq!(p.format_action(&a), "f8-e8", "{level:?} seed {seed}");
        }
    }
}

#[test]
fn waits_for_a_blocker_to_step_aside() {
    // North's last piece, a Tree on f1, needs f0, held by South's Flame; North's row is full,
    // so each turn it waits runs its block counter towards a win. Stepping back to f2 resets
    // the counter and lets South's Flame leave and return in time, for ever.
    let o = Options::default();
    let p = Position::parse_position("SN N SFf0,SHe1,SBc9,SFd9,SSf9,SBg9,SFh9,SSi9,NHb0,NSc0,NTd0,NHe0,NHg0,NBh0,NSi0,NTf1 block=N1", &o).unwrap();
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Expert] {
        let a = choose(&p, level, 1).unwrap();
        let text = p.format_action(&a);
        assert!(text.starts_with("roll ") && text.ends_with('0'), "{level:?} played {text}");
    }
    let mut m = Match::from_position(p, 3);
    while let Status::Turn(_) = m.status() {
        assert!(m.actions().len() < 60, "no result after 60 actions: {}", m.position().position_string());
        let a = choose_in_match(&m, Level::Easy, m.actions().len() as u64).unwrap();
        m.play(&a).unwrap();
    }
    assert_eq!(m.status(), Status::Over(Outcome::Win(1)));
}

#[test]
fn a_dance_of_two_last_pieces_ends() {
    // South's Tree (g7) wants h9; North's Book (h8) steps onto h9 and off again to shadow it.
    // Without the game's history Easy repeats these four moves for ever; knowing the positions
    // already seen, a return grows dearer each time until another move is better.
    let o = Options::default();
    let p = Position::parse_position("SN S SSi0,STg7,SSc9,SFd9,SHe9,SSf9,SSg9,SFi9,NSb0,NHc0,NFd0,NHe0,NHf0,NTg0,NSg2,NBh8", &o).unwrap();
    let mut blind = Match::from_position(p.clone(), 5);
    for _ in 0..80 {
        let a = choose(blind.position(), Level::Easy, blind.actions().len() as u64 + 644).unwrap();
        blind.play(&a).unwrap();
    }
    assert_eq!(blind.status(), Status::Turn(0), "the dance this test guards against");
    let mut m = Match::from_position(p, 5);
    while let Status::Turn(_) = m.status() {
        assert!(m.actions().len() < 400, "no result after 400 actions: {}", m.position().position_string());
        let a = choose_in_match(&m, Level::Easy, m.actions().len() as u64 + 644).unwrap();
        m.play(&a).unwrap();
    }
}

#[test]
fn deterministic() {
    let o = Options::default();
    let mut m: Match<Position> = Match::new(&o, 5);
    for i in 0..20u64 {
        let p = m.position().clone();
        for level in [Level::Random, Level::Greedy, Level::Easy, Level::Medium] {
            assert_eq!(choose(&p, level, i), choose(&p, level, i), "{level:?}");
        }
        let a = choose(&p, Level::Easy, i).unwrap();
        m.play(&a).unwrap();
    }
}

/// Expert scores its root actions in five dice worlds with corrected draws; stepping its search
/// one iteration at a time must give the same action as one call, whatever the worlds leave
/// behind in the table.
#[test]
fn expert_in_dice_worlds_is_deterministic_and_sliced_alike() {
    let expert = settings::<Position>(Level::Expert).unwrap();
    assert_eq!((expert.worlds, expert.draw_correction), (5, true));
    let hard = settings::<Position>(Level::Hard).unwrap();
    assert_eq!((hard.worlds, hard.draw_correction), (3, false));
    assert_eq!(settings::<Position>(Level::Medium).unwrap().worlds, 1);
    let mut m: Match<Position> = Match::new(&Options::default(), 11);
    for i in 0..24u64 {
        if i % 8 == 7 {
            let p = m.position().clone();
            let mut search = Search::new(p.clone(), expert, i).unwrap();
            let sliced = loop {
                if let Some(a) = search.step() {
                    break a;
                }
            };
            assert_eq!(Some(sliced.clone()), choose(&p, Level::Expert, i));
            assert_eq!(Some(sliced), choose(&p, Level::Expert, i + 1), "Expert uses no noise");
        }
        let a = choose(m.position(), Level::Easy, i).unwrap();
        m.play(&a).unwrap();
    }
}

/// The draw correction is wired in: on positions from a game it changes the score some
/// searches see below the root, and every search still returns a legal action.
#[test]
fn draw_correction_weighs_the_drawn_dice() {
    let plain = Settings { nodes: 20_000, worlds: 1, draw_correction: false, ..settings::<Position>(Level::Hard).unwrap() };
    let corrected = Settings { draw_correction: true, ..plain };
    let mut m: Match<Position> = Match::new(&Options::default(), 5);
    let (mut searched, mut differ) = (0, 0);
    for i in 0..60u64 {
        if i % 4 == 3 && matches!(m.position().status(), Status::Turn(_)) {
            let p = m.position().clone();
            let run = |s: Settings| {
                let mut search = Search::new(p.clone(), s, i).unwrap();
                let action = loop {
                    if let Some(a) = search.step() {
                        break a;
                    }
                };
                (search.stats().score, action)
            };
            let (a, b) = (run(plain), run(corrected));
            assert!(p.legal_actions().contains(&b.1), "{}", p.format_action(&b.1));
            searched += 1;
            differ += (a.0 != b.0) as u32;
        }
        match choose(m.position(), Level::Easy, i) {
            Some(a) => m.play(&a).unwrap(),
            None => break,
        }
    }
    assert!(searched >= 10 && differ > 0, "{differ} of {searched} searches changed");
}

#[test]
fn games_with_two_to_four_players_are_legal_and_replay() {
    for (g, items) in [
        vec!["max_plies=60"],
        vec!["seats=SWN", "max_plies=45"],
        vec!["seats=SWNE", "max_plies=40", "start=random"],
        vec!["rolls=off", "max_plies=40"],
    ]
    .iter()
    .enumerate()
    {
        let mut m: Match<Position> = Match::new(&opts(items), g as u64);
        let levels = [Level::Easy, Level::Medium, Level::Greedy, Level::Random];
        while let Status::Turn(seat) = m.status() {
            let a = choose(m.position(), levels[seat as usize], m.actions().len() as u64).unwrap();
            m.play(&a).unwrap();
        }
        let again = Match::<Position>::from_record_text(&m.to_record().to_text()).unwrap();
        assert_eq!(again.position().position_string(), m.position().position_string(), "{items:?}");
    }
}

/// A clock for `with_cap` tests that never moves: play must be what the budget alone gives.
fn frozen_clock() -> f64 {
    0.0
}

/// A clock that jumps a second at every look: the cap is spent at once.
fn racing_clock() -> f64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static TICKS: AtomicU64 = AtomicU64::new(0);
    TICKS.fetch_add(1, Ordering::Relaxed) as f64 * 1000.0
}

/// Runs Expert's search after 12 actions of Easy self-play, with an optional cap; returns its
/// action and stats.
fn expert_search(cap: Option<engine::ai::Cap>) -> (String, engine::ai::SearchStats) {
    let mut m: Match<Position> = Match::new(&Options::default(), 5);
    for i in 0..12u64 {
        let a = choose(m.position(), Level::Easy, i).unwrap();
        m.play(&a).unwrap();
    }
    let p = m.position().clone();
    let mut s = Search::new(p.clone(), settings::<Position>(Level::Expert).unwrap(), 3).unwrap();
    if let Some((seconds, now)) = cap {
        s = s.with_cap(seconds, now);
    }
    let action = loop {
        if let Some(a) = s.step() {
            break a;
        }
    };
    (p.format_action(&action), s.stats())
}

#[test]
fn a_time_cap_leaves_play_alone_within_it_and_stops_a_slow_search() {
    let (free, free_stats) = expert_search(None);
    let (within, within_stats) = expert_search(Some((1.8, frozen_clock)));
    assert_eq!((within, within_stats), (free, free_stats), "a cap never reached changes nothing");
    let (_, capped) = expert_search(Some((1.8, racing_clock)));
    assert_eq!(capped.depth, 1, "no iteration starts after the cap soft share: {capped:?} against {free_stats:?}");
    assert!(capped.nodes * 4 < free_stats.nodes, "the capped search stops early: {} nodes against {}", capped.nodes, free_stats.nodes);
}
