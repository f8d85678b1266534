//! Why a game ended: every finished game names a reason, and the reason fits the outcome.

use engine::game::{Ending, Game, Outcome, Status};
use engine::options::parse_pairs;
use engine::rng::Rng;
use engine::{gipf, gyges, gype, Match};

/// Plays `games` random games (at most `plies` actions each) and returns how the finished ones
/// ended; a game still going names no reason.
fn endings<G: Game>(options: &[&str], games: u64, plies: usize) -> Vec<(Outcome, Ending)> {
    let options = G::parse_options(&parse_pairs(options).unwrap()).unwrap();
    let mut rng = Rng::new(0x656e_6473);
    let mut out = Vec::new();
    for seed in 0..games {
        let mut m: Match<G> = Match::new(&options, seed);
        for _ in 0..plies {
            if !matches!(m.status(), Status::Turn(_)) {
                break;
            }
            assert_eq!(m.position().ending(), None, "a game going on has no ending");
            let actions = m.position().legal_actions();
            m.play(&actions[rng.below(actions.len())].clone()).unwrap();
        }
        if let Status::Over(o) = m.status() {
            out.push((o, m.position().ending().expect("a finished game says why")));
        }
    }
    out
}

fn reasons(list: &[(Outcome, Ending)]) -> Vec<Ending> {
    let mut out: Vec<Ending> = list.iter().map(|e| e.1).collect();
    out.dedup();
    out
}

#[test]
fn gyges_goal_and_draws() {
    let list = endings::<gyges::Position>(&[], 40, 400);
    for (o, e) in &list {
        assert_eq!(
            matches!(o, Outcome::Win(_)),
            *e == Ending::Goal,
            "{o:?} {e:?}"
        );
    }
    assert!(reasons(&list).contains(&Ending::Goal));
    let capped = endings::<gyges::Position>(&["max_plies=6"], 5, 100);
    assert!(
        capped
            .iter()
            .all(|e| e == &(Outcome::Draw, Ending::MoveCap))
            && !capped.is_empty(),
        "{capped:?}"
    );
    // North's single on c1 goes into South's goal.
    let p = gyges::Position::parse_position(
        "....../....../....../....../....../..1... N",
        &gyges::Options::default(),
    )
    .unwrap();
    let win = p
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, gyges::Action::Move(m) if m.to == gyges::GOAL_S))
        .unwrap();
    let mut after = p.clone();
    after.play(&win).unwrap();
    assert_eq!(
        (after.status(), after.ending()),
        (Status::Over(Outcome::Win(1)), Some(Ending::Goal))
    );
}

#[test]
fn gipf_no_move_gipf_pieces_and_cap() {
    let basic = endings::<gipf::Position>(&["version=basic"], 6, 3000);
    assert!(
        !basic.is_empty() && basic.iter().all(|e| e.1 == Ending::NoMove),
        "{basic:?}"
    );
    let standard = endings::<gipf::Position>(&[], 12, 3000);
    assert!(
        standard
            .iter()
            .all(|e| matches!(e.1, Ending::NoMove | Ending::GipfPieces)),
        "{standard:?}"
    );
    // Black's own row holds its only GIPF-piece: taking it with the row loses.
    let mut p = gipf::Position::parse_position(
        "W:Gb5,Ge2,Gh5 B:Gc2,c3,c4,c5 12/12 B version=standard",
        &gipf::Options::default(),
    )
    .unwrap();
    p.play(&p.parse_action("xGc2,c3,c4,c5").unwrap()).unwrap();
    assert_eq!(
        (p.status(), p.ending()),
        (Status::Over(Outcome::Win(0)), Some(Ending::GipfPieces))
    );
    let capped = endings::<gipf::Position>(&["max_plies=4"], 4, 100);
    assert!(
        !capped.is_empty() && capped.iter().all(|e| e.1 == Ending::MoveCap),
        "{capped:?}"
    );
}

#[test]
fn gype_home_block_and_cap() {
    let list = endings::<gype::Position>(&["rolls=off"], 10, 3000);
    assert!(!list.is_empty());
    for (o, e) in &list {
        assert!(
            matches!(
                (o, e),
                (Outcome::Win(_), Ending::AllHome | Ending::Blocked) | (_, Ending::MoveCap)
            ),
            "{o:?} {e:?}"
        );
    }
    let capped = endings::<gype::Position>(&["max_plies=10"], 4, 100);
    assert!(
        !capped.is_empty() && capped.iter().all(|e| e.1 == Ending::MoveCap),
        "{capped:?}"
    );
}

#[test]
fn resignation_and_agreed_draw() {
    use engine::game::Concession;
    let mut m: Match<gyges::Position> = Match::new(&gyges::Options::default(), 3);
    let first = m.position().legal_actions()[0].clone();
    m.play(&first).unwrap();
    m.concede(Concession::Resigned(0)).unwrap();
    assert_eq!(
        (m.status(), m.ending()),
        (Status::Over(Outcome::Win(1)), Some(Ending::Resigned))
    );
    assert!(
        m.play(&m.position().legal_actions()[0].clone()).is_err(),
        "no move after a resignation"
    );
    let text = m.to_record().to_text();
    assert!(text.ends_with("end resigned 0\n"), "{text}");
    let back = Match::<gyges::Position>::from_record_text(&text).unwrap();
    assert_eq!(
        (back.status(), back.ending(), back.actions().len()),
        (m.status(), m.ending(), 1)
    );
    assert!(m.undo(), "undo takes the resignation back");
    assert_eq!(
        (m.status(), m.actions().len()),
        (Status::Turn(m.position().to_move()), 1)
    );
    m.concede(Concession::DrawAgreed).unwrap();
    assert_eq!(
        (m.status(), m.ending()),
        (Status::Over(Outcome::Draw), Some(Ending::Agreed))
    );
    assert!(
        m.concede(Concession::Resigned(1)).is_err(),
        "the game is over"
    );
    // GIPF has no draws. With four seats a resignation ends the game by the others'
    // standings, as a flag fall does: at the start all are level, so a draw; no fifth seat.
    let mut g: Match<gipf::Position> = Match::new(&gipf::Options::default(), 1);
    assert!(g.concede(Concession::DrawAgreed).is_err());
    let four = gype::Position::parse_options(&parse_pairs(&["seats=SWNE"]).unwrap()).unwrap();
    let mut t: Match<gype::Position> = Match::new(&four, 1);
    assert!(t.concede(Concession::Resigned(4)).is_err());
    t.concede(Concession::Resigned(0)).unwrap();
    assert_eq!((t.status(), t.ending()), (Status::Over(Outcome::Draw), Some(Ending::Resigned)));
    assert!(g.concede(Concession::Resigned(1)).is_ok());
}
