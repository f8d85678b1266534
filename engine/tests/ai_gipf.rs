//! Computer opponents in GIPF: the best removal, the TAMSK extra move, consecutive decisions of
//! one player, determinism and legal play.

use engine::ai::{choose, Level};
use engine::game::{Game, Outcome, Status};
use engine::gipf::{Action, Options, Position, BLACK, WHITE};
use engine::options::parse_pairs;
use engine::Match;

fn opts(items: &[&str]) -> Options {
    Options::parse(&parse_pairs(items).unwrap()).unwrap()
}

const SEARCH_LEVELS: [Level; 5] = [Level::Greedy, Level::Easy, Level::Medium, Level::Hard, Level::Expert];

#[test]
fn removes_the_row_that_takes_the_last_gipf_piece() {
    // White's row e2-e5 has Black's last GIPF-piece as its extension: taking it wins.
    let o = Options::default();
    let p = Position::parse_position("W:Gb5,e2,e3,e4,e5 B:Ge6,b2 10/12 W version=standard", &o).unwrap();
    assert_eq!(p.legal_actions().len(), 2);
    for level in SEARCH_LEVELS {
        let a = choose(&p, level, 1).unwrap();
        assert_eq!(p.format_action(&a), "xe2,e3,e4,e5,Ge6", "{level:?}");
        let mut next = p.clone();
        next.play(&a).unwrap();
        assert_eq!(next.status(), Status::Over(Outcome::Win(WHITE)));
    }
}

#[test]
fn removal_takes_the_extension() {
    // White's row e3-e6 carries two black pieces as its extension; White may keep its
    // GIPF-piece on e2 or not, and either way captures both.
    let o = Options::default();
    let p = Position::parse_position("W:Gb5,Ge2,e3,e4,e5,e6,c3,d4,f6 B:e7,e8,Gh2,Gb2 8/10 W version=standard", &o).unwrap();
    let removals: Vec<Action> = p.legal_actions();
    assert!(removals.len() >= 2, "{}", p.position_string());
    for level in [Level::Greedy, Level::Medium, Level::Hard] {
        let mut q = p.clone();
        // Play this player's decisions until the turn passes to Black.
        while q.status() == Status::Turn(WHITE) && !q.has_moved() && !q.pending_rows().is_empty() {
            let a = choose(&q, level, 3).unwrap();
            q.play(&a).unwrap();
        }
        assert_eq!(q.captured(WHITE), 2, "{level:?}: {}", q.position_string());
    }
}

#[test]
fn takes_the_tamsk_extra_move() {
    // The extra move on offer completes the row c2-c5 with the black c6 as its extension.
    let o = opts(&["potentials=t1"]);
    let p = Position::parse_position("W:Gb5,Ge2,c3,c4,c5,Te5 B:c6,Gh2 10/12 W version=standard moved=yes extra=yes", &o).unwrap();
    assert!(p.extra_move_on_offer());
    for level in SEARCH_LEVELS {
        let mut q = p.clone();
        let first = choose(&q, level, 2).unwrap();
        assert_ne!(first, Action::Decline, "{level:?}");
        while q.status() == Status::Turn(WHITE) {
            let a = choose(&q, level, 2).unwrap();
            q.play(&a).unwrap();
        }
        // Noisy levels may put the same gain off to the next turn; the others take it now.
        if level.settings().is_none_or(|s| s.noise == 0) {
            assert_eq!(q.captured(WHITE), 1, "{level:?}: {}", q.position_string());
        }
    }
}

#[test]
fn deterministic() {
    let o = Options::default();
    let mut p = Position::start(&o);
    for i in 0..12u64 {
        for level in [Level::Random, Level::Greedy, Level::Easy, Level::Medium] {
            assert_eq!(choose(&p, level, i), choose(&p, level, i), "{level:?}");
        }
        let a = choose(&p, Level::Easy, i).unwrap();
        p.play(&a).unwrap();
    }
}

#[test]
fn games_between_levels_are_legal_and_replay() {
    for (g, items) in [vec!["max_plies=60"], vec!["version=basic", "max_plies=60"], vec!["version=tournament", "potentials=t2z2y2", "max_plies=40"]].iter().enumerate() {
        let mut m: Match<Position> = Match::new(&opts(items), g as u64);
        let levels = [Level::Easy, Level::Medium];
        while let Status::Turn(seat) = m.status() {
            let a = choose(m.position(), levels[seat as usize], m.actions().len() as u64).unwrap();
            m.play(&a).unwrap();
        }
        let again = Match::<Position>::from_record_text(&m.to_record().to_text()).unwrap();
        assert_eq!(again.position().position_string(), m.position().position_string());
        assert!(m.position().reserve(BLACK) <= 18);
    }
}
