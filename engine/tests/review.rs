//! Game review: every decision of a 40-move game is reviewed and marked by its loss, the
//! better move is given, and each lesson's accepted answers play and exclude the mistake.

use engine::game::{Game, Outcome, Status};
use engine::review::{review, review_record, thresholds, Class};
use engine::rng::Rng;
use engine::{gyges, Match};

fn check(text: &str) {
    let mut calls = Vec::new();
    let r = review_record(text, &mut |done, total| calls.push((done, total))).unwrap();
    assert_eq!(r.moves.len(), 40, "{}", r.game);
    assert_eq!(calls.len(), 40);
    assert_eq!(calls.last(), Some(&(40, 40)));
    let kind = engine::kind::GameKind::parse(&r.game).unwrap();
    let marks = thresholds(kind);
    for m in &r.moves {
        assert!(m.loss >= 0.0 && m.loss <= 1.0);
        assert_eq!(m.class, marks.class(m.loss));
        assert!(m.chance_before >= m.chance_after - 1e-12);
        if m.best.is_none() {
            assert_eq!(m.loss, 0.0, "the best move loses nothing");
        }
    }
    let replay = engine::any::match_from_record(text).unwrap();
    for lesson in &r.lessons {
        let m = &r.moves[lesson.review];
        assert!(m.class >= Class::Mistake);
        assert!(!lesson.accepted.is_empty());
        assert!(!lesson.accepted.contains(&m.played_long), "the mistake is no answer");
        assert_eq!(Some(&lesson.accepted[0]), m.best.as_ref().map(|b| &b.1), "the best move comes first");
        let mut at = replay.boxed_clone();
        at.truncate(m.index);
        assert_eq!(at.position_string(), lesson.position);
        for answer in &lesson.accepted {
            at.boxed_clone().play_text(answer).unwrap_or_else(|e| panic!("'{answer}': {e}"));
        }
    }
}

#[test]
fn a_gyges_game_is_reviewed() {
    check(include_str!("review_games/gyges-40.txt"));
}

#[test]
fn a_gipf_game_is_reviewed() {
    check(include_str!("review_games/gipf-40.txt"));
}

/// A move after which the opponent wins on the spot, from a position not already lost, is a
/// blunder, and the review names a better move.
#[test]
fn handing_over_a_win_is_a_blunder() {
    let mut rng = Rng::new(12);
    let mut found = 0;
    for seed in 0..300 {
        let mut m = Match::<gyges::Position>::new(&Default::default(), seed);
        while let Status::Turn(me) = m.status() {
            let pos = m.position().clone();
            let actions = pos.legal_actions();
            if !pos.in_setup() {
                let loses = actions.iter().find(|a| {
                    let mut p = pos.clone();
                    p.play(a).is_ok() && matches!(p.status(), Status::Turn(_)) && p.legal_actions().iter().any(|b| {
                        let mut q = p.clone();
                        q.play(b).is_ok() && q.status() == Status::Over(Outcome::Win(1 - me))
                    })
                });
                if let Some(bad) = loses {
                    let mut start = Match::from_position(pos.clone(), 0);
                    start.play(bad).unwrap();
                    let r = review(&start, &mut |_, _| {});
                    let moved = &r.moves[0];
                    if moved.chance_before >= 0.4 {
                        assert_eq!(moved.class, Class::Blunder, "{} then {}", pos.position_string(), moved.played);
                        assert!(moved.best.is_some());
                        assert_eq!(r.lessons.len(), 1);
                        found += 1;
                        break;
                    }
                }
            }
            m.play(&actions[rng.below(actions.len())]).unwrap();
        }
        if found == 4 {
            break;
        }
    }
    assert_eq!(found, 4);
}
