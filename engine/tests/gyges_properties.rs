//! Property tests over many random complete games (random options, random set-up): nothing
//! panics, every generated action plays, notation and position strings round-trip, records
//! replay, long forms parse back to legal paths, and click-to-path entry reaches exactly the
//! legal moves.

use engine::game::{Game, Status};
use engine::gyges::*;
use engine::rng::Rng;
use engine::Match;
use std::collections::BTreeSet;

/// 10,000 games in release builds; fewer in debug builds, which are many times slower.
const GAMES: u32 = if cfg!(debug_assertions) { 300 } else { 10_000 };

fn random_options(rng: &mut Rng) -> Options {
    let setup = match rng.below(4) {
        0 => Setup::OneRowEach,
        // Preset rows, the same for both sides or not (the options text writes them apart).
        1 => {
            let south = random_row(rng);
            Setup::Preset { south, north: if rng.below(2) == 0 { south } else { random_row(rng) } }
        }
        _ => Setup::Alternate,
    };
    Options {
        replace: rng.below(2) == 0,
        return_to_start: rng.below(4) == 0,
        setup,
        first_placer: rng.below(2) as u8,
        repetition: rng.below(2) == 0,
        max_plies: 120,
    }
}

/// A home row: two pieces of each size in random order.
fn random_row(rng: &mut Rng) -> [u8; 6] {
    let mut sizes = vec![1, 1, 2, 2, 3, 3];
    std::array::from_fn(|_| sizes.swap_remove(rng.below(sizes.len())))
}

type Identity = (Square, Square, Option<Square>);

/// Every move identity reachable by clicking through `next_stops` (and `drop_squares`).
fn walk_stops(p: &Position, from: Square, prefix: &mut Vec<Square>, out: &mut BTreeSet<Identity>) {
    for stop in p.next_stops(from, prefix) {
        match stop.kind {
            StopKind::End => {
                out.insert((from, stop.square, None));
            }
            StopKind::Bounce => {
                assert!(stop.continues || stop.replace, "dead bounce offered");
                if stop.replace {
                    let drops = p.drop_squares(from, stop.square);
                    assert!(!drops.is_empty());
                    out.extend(drops.into_iter().map(|d| (from, stop.square, Some(d))));
                }
                if stop.continues {
                    prefix.push(stop.square);
                    walk_stops(p, from, prefix, out);
                    prefix.pop();
                }
            }
        }
    }
}

fn check_steps(p: &Position, m: &Move) {
    let steps = p.steps_of(m);
    assert_eq!(steps.first(), Some(&m.from));
    assert_eq!(steps.last(), Some(&m.to));
    for pair in steps.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let adjacent = if b >= 36 { a < 36 } else { a < 36 && (a / 6).abs_diff(b / 6) + (a % 6).abs_diff(b % 6) == 1 };
        assert!(adjacent, "{} to {} in {:?}", square_name(a), square_name(b), steps);
    }
    // Each stop is visited in order.
    let mut rest = steps.iter();
    for s in &m.stops {
        assert!(rest.any(|x| x == s), "stop {} missing from the steps", square_name(*s));
    }
}

fn check_action(p: &Position, a: &Action) {
    let mut next = p.clone();
    next.play(a).unwrap_or_else(|e| panic!("{} in {}: {e}", p.format_action_long(a), p.position_string()));
    let short = p.format_action(a);
    assert_eq!(&p.parse_action(&short).unwrap(), a, "{short}");
    let long = p.format_action_long(a);
    let back = p.parse_action(&long).unwrap_or_else(|e| panic!("{long} in {}: {e}", p.position_string()));
    assert_eq!(&back, a);
    if let (Action::Move(m), Action::Move(b)) = (a, &back) {
        assert_eq!(m.stops, b.stops, "{long}");
    }
}

fn check_position(p: &Position, rng: &mut Rng) {
    let text = p.position_string();
    let back = Position::parse_position(&text, p.options()).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(back.position_string(), text);
    assert_eq!(back.status(), p.status());
    assert_eq!(back.hash(), p.hash());

    let actions = p.legal_actions();
    // Every generated action plays, everywhere; the costlier checks run on a sample.
    for a in &actions {
        let mut next = p.clone();
        next.play(a).unwrap_or_else(|e| panic!("{} in {}: {e}", p.format_action_long(a), p.position_string()));
    }
    // The search's quick goal check names the lowest piece the rules let enter the goal.
    if !p.in_setup() && matches!(p.status(), Status::Turn(_)) {
        let goal_moves = actions.iter().filter_map(|a| if let Action::Move(m) = a { (m.to >= 36).then_some(m.from) } else { None });
        assert_eq!(p.goal_piece(p.to_move()).0, goal_moves.min(), "goal_piece in {text}");
    }
    let full = rng.below(16) == 0;
    if full {
        let identities: BTreeSet<Identity> =
            actions.iter().filter_map(|a| if let Action::Move(m) = a { Some((m.from, m.to, m.drop)) } else { None }).collect();
        assert_eq!(identities.len(), actions.iter().filter(|a| matches!(a, Action::Move(_))).count(), "duplicate identities");
        for a in &actions {
            check_action(p, a);
            if let Action::Move(m) = a {
                check_steps(p, m);
            }
        }
        assert_eq!(p.move_identities().into_iter().collect::<BTreeSet<_>>(), identities);
        if let Some(&(from, to, drop)) = identities.iter().next() {
            let mut by_identity = p.clone();
            by_identity.play_identity(from, to, drop).unwrap();
            let mut by_action = p.clone();
            by_action.play(&Action::Move(p.legal_for_identity(from, to, drop).unwrap())).unwrap();
            assert_eq!(by_identity.position_string(), by_action.position_string());
        }
        let movable: BTreeSet<Square> = p.movable_pieces().into_iter().collect();
        assert_eq!(movable, identities.iter().map(|i| i.0).collect());
        // No move starts from a square without a movable piece, empty ones included.
        for from in (0..36).filter(|s| !movable.contains(s)) {
            for to in 0..=GOAL_N {
                assert!(p.legal_for_identity(from, to, None).is_none(), "{}-{} in {text}", square_name(from), square_name(to));
            }
        }
        if rng.below(4) == 0 {
            let mut walked = BTreeSet::new();
            for &from in &movable {
                walk_stops(p, from, &mut Vec::new(), &mut walked);
            }
            assert_eq!(walked, identities, "next_stops in {}", text);
        }
    }
}

#[test]
fn random_complete_games() {
    let mut rng = Rng::new(0x0067_7967_6573);
    let mut outcomes = [0u32; 3];
    let mut total_plies = 0u64;
    for game in 0..GAMES {
        let options = random_options(&mut rng);
        let mut m: Match<Position> = Match::new(&options, game as u64);
        while let Status::Turn(_) = m.status() {
            let p = m.position().clone();
            check_position(&p, &mut rng);
            let actions = p.legal_actions();
            assert!(!actions.is_empty());
            // Take a win when there is one, otherwise play at random.
            let win = actions.iter().find(|a| matches!(a, Action::Move(mv) if mv.to >= 36));
            let a = win.cloned().unwrap_or_else(|| actions[rng.below(actions.len())].clone());
            m.play(&a).unwrap();
            total_plies += 1;
        }
        match m.status() {
            Status::Over(engine::Outcome::Win(seat)) => outcomes[seat as usize] += 1,
            _ => outcomes[2] += 1,
        }
        let text = m.to_record().to_text();
        let replay = Match::<Position>::from_record_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(replay.position().position_string(), m.position().position_string());
        assert_eq!(replay.status(), m.status());
    }
    // Both sides win some games; the cap draws some advanced ones.
    assert!(outcomes[0] > 0 && outcomes[1] > 0, "{outcomes:?}");
    assert!(total_plies > GAMES as u64 * 12);
}

#[test]
fn garbage_input_never_panics() {
    let mut rng = Rng::new(5);
    let alphabet: Vec<char> = "abcdefgNS0123456789-@/ .xé".chars().collect();
    let p = Position::parse_position("321123/....../....../....../....../321123 S", &Options { replace: true, ..Options::default() }).unwrap();
    for _ in 0..20_000 {
        let len = rng.below(24);
        let text: String = (0..len).map(|_| alphabet[rng.below(alphabet.len())]).collect();
        let _ = p.parse_action(&text);
        let _ = Position::parse_position(&text, &Options::default());
        let _ = parse_square(&text);
    }
    for from in 0..40u8 {
        for to in 0..40u8 {
            let _ = p.next_stops(from, &[to]);
            let _ = p.drop_squares(from, to);
            let mv = Move { from, to, drop: Some(to ^ 1), stops: vec![to, from] };
            let _ = p.steps_of(&mv);
            let mut q = p.clone();
            let _ = q.play(&Action::Move(mv));
            let _ = q.play(&Action::Place { square: from, size: to });
        }
    }
}

/// The option sets the listed/accepted property runs over.
const OPTION_SETS: [Options; 6] = [
    Options { replace: false, return_to_start: false, setup: Setup::Alternate, first_placer: 0, repetition: false, max_plies: 0 },
    Options { replace: true, return_to_start: false, setup: Setup::Alternate, first_placer: 0, repetition: false, max_plies: 0 },
    Options { replace: true, return_to_start: true, setup: Setup::OneRowEach, first_placer: 1, repetition: false, max_plies: 0 },
    Options { replace: false, return_to_start: true, setup: Setup::Alternate, first_placer: 1, repetition: true, max_plies: 60 },
    Options { replace: true, return_to_start: false, setup: Setup::OneRowEach, first_placer: 0, repetition: true, max_plies: 0 },
    Options { replace: false, return_to_start: false, setup: Setup::Alternate, first_placer: 0, repetition: false, max_plies: 40 },
];

/// A playing-phase position with 2 to 12 pieces anywhere (at most four of each size), so that
/// crowded rows, dead bounces and far playable rows occur more often than in played games.
fn scattered_position(rng: &mut Rng, options: &Options) -> Position {
    let mut cells = [b'.'; 36];
    let mut sizes: Vec<u8> = (0..12).map(|i| b'1' + i % 3).collect();
    for _ in 0..2 + rng.below(11) {
        let size = sizes.swap_remove(rng.below(sizes.len()));
        let free: Vec<usize> = (0..36).filter(|&s| cells[s] == b'.').collect();
        cells[free[rng.below(free.len())]] = size;
    }
    let ranks: Vec<String> = (0..6).rev().map(|r| String::from_utf8(cells[6 * r..6 * r + 6].to_vec()).unwrap()).collect();
    let text = format!("{} {}", ranks.join("/"), if rng.below(2) == 0 { "S" } else { "N" });
    Position::parse_position(&text, options).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// `play` accepts only listed actions, among placements, passes and moves whose identity or
/// path is borrowed from a listed move and changed; every listed action plays.
fn check_listed_accepted(p: &Position, legal: &[Action]) {
    let text = p.position_string();
    for a in legal {
        assert!(p.clone().play(a).is_ok(), "listed {} refused in {text}", p.format_action_long(a));
    }
    let mut candidates = vec![Action::Pass];
    for square in 0..38 {
        candidates.extend((0..5).map(|size| Action::Place { square, size }));
    }
    let paths: Vec<Vec<Square>> = legal.iter().filter_map(|a| if let Action::Move(m) = a { Some(m.stops.clone()) } else { None }).collect();
    // Every piece, and a few empty squares.
    for from in 0..36u8 {
        if p.size_at(from) == 0 && from % 7 != 0 {
            continue;
        }
        for to in 0..38u8 {
            for drop in [None, Some(from), Some(to), Some((to + 1) % 36), Some(35 - to % 36)] {
                candidates.push(Action::Move(Move::identity(from, to, drop)));
            }
        }
        for stops in paths.iter().take(8) {
            let to = *stops.last().unwrap();
            for drop in [None, Some(from), Some(to)] {
                candidates.push(Action::Move(Move { from, to, drop, stops: stops.clone() }));
            }
        }
    }
    for a in &candidates {
        if p.clone().play(a).is_ok() {
            assert!(legal.contains(a), "unlisted {a:?} accepted in {text}");
        }
    }
}

/// `play_identity` succeeds exactly for the listed identities, over every origin and
/// destination, and every drop square of a destination holding a piece.
fn check_identities(p: &Position, legal: &[Action]) {
    let text = p.position_string();
    let listed: BTreeSet<Identity> = legal.iter().filter_map(|a| if let Action::Move(m) = a { Some((m.from, m.to, m.drop)) } else { None }).collect();
    for from in (0..36u8).filter(|&s| p.size_at(s) != 0) {
        for to in 0..38u8 {
            let drops: Vec<Option<Square>> = if to < 36 && p.size_at(to) != 0 {
                std::iter::once(None).chain((0..36).map(Some)).collect()
            } else {
                vec![None, Some(from), Some((to + 5) % 36)]
            };
            for drop in drops {
                let played = p.clone().play_identity(from, to, drop).is_ok();
                assert_eq!(played, listed.contains(&(from, to, drop)), "play_identity({}, {}, {drop:?}) in {text}", square_name(from), square_name(to));
            }
        }
    }
}

fn check_winner(p: &Position) {
    if let Status::Over(engine::Outcome::Win(seat)) = p.status() {
        assert!((seat as usize) < p.seat_count(), "winner {seat} in {}", p.position_string());
    }
}

#[test]
fn play_accepts_exactly_the_listed_actions() {
    let mut rng = Rng::new(0x6c69_7374);
    let (mut checked, mut identities) = (0, 0);
    for (i, options) in OPTION_SETS.iter().enumerate() {
        // Positions of played games, set-up phase included.
        for game in 0..6 {
            let mut m: Match<Position> = Match::new(options, (i * 100 + game) as u64);
            while let Status::Turn(_) = m.status() {
                let p = m.position().clone();
                let legal = p.legal_actions();
                assert!(!legal.is_empty(), "no action in {}", p.position_string());
                if rng.below(8) == 0 {
                    check_listed_accepted(&p, &legal);
                    checked += 1;
                }
                if rng.below(30) == 0 && !p.in_setup() {
                    check_identities(&p, &legal);
                    identities += 1;
                }
                m.play(&legal[rng.below(legal.len())]).unwrap();
                check_winner(m.position());
            }
            assert!(m.position().legal_actions().is_empty());
        }
        // Scattered positions.
        for _ in 0..50 {
            let p = scattered_position(&mut rng, options);
            check_winner(&p);
            let legal = p.legal_actions();
            if let Status::Turn(_) = p.status() {
                assert!(!legal.is_empty(), "no action in {}", p.position_string());
            }
            check_listed_accepted(&p, &legal);
            check_identities(&p, &legal);
            let movable: BTreeSet<Square> = p.movable_pieces().into_iter().collect();
            let froms: BTreeSet<Square> = legal.iter().filter_map(|a| if let Action::Move(m) = a { Some(m.from) } else { None }).collect();
            assert_eq!(movable, froms, "movable pieces in {}", p.position_string());
            checked += 1;
            identities += 1;
        }
    }
    eprintln!("{checked} positions, {identities} with every identity");
    assert!(checked > 400 && identities > 300, "{checked} positions, {identities} with every identity");
}

/// Plays `games` random games from the start under each of `rule_sets`, the actions drawn from
/// `seed`, and shows `visit` every position on the way (with the game's options).
fn along_random_games(seed: u64, rule_sets: &[Options], games: usize, mut visit: impl FnMut(&Position, &Options)) {
    let mut rng = Rng::new(seed);
    for options in rule_sets {
        for _ in 0..games {
            let mut p = Position::start(options);
            while !matches!(p.status(), Status::Over(_)) {
                visit(&p, options);
                let actions = p.legal_actions();
                if actions.is_empty() {
                    break;
                }
                p.play(&actions[rng.below(actions.len())]).unwrap();
            }
        }
    }
}

/// The basic and the advanced rule.
fn with_and_without_replacement() -> [Options; 2] {
    [false, true].map(|replace| Options { replace, ..Default::default() })
}

/// `goal_piece` is the lowest piece of `control`'s goal pieces, for both seats, along random
/// games of every rule set (the evaluation's two ways of asking).
#[test]
fn goal_piece_agrees_with_control() {
    let mut seen_goal = 0;
    let rule_sets = [(false, false), (true, false), (true, true), (false, true)].map(|(replace, back)| Options { replace, return_to_start: back, ..Default::default() });
    along_random_games(7, &rule_sets, 60, |p, _| {
        for seat in [0, 1] {
            let goal = p.control(seat).goal_pieces;
            let lowest = (goal != 0).then(|| goal.trailing_zeros() as Square);
            assert_eq!(p.goal_piece(seat).0, lowest, "{} seat {seat}", p.position_string());
            seen_goal += (goal != 0) as u32;
        }
    });
    assert!(seen_goal > 100, "goal threats met: {seen_goal}");
}

/// For the side to move, `control` agrees with the rules' legal moves: its goal pieces are the
/// origins of moves into the goal, its movers the origins of every move, and without the
/// advanced rule its ends every square a move ends on.
#[test]
fn control_agrees_with_the_legal_moves() {
    let mut compared = 0;
    along_random_games(11, &with_and_without_replacement(), 40, |p, options| {
        if p.in_setup() {
            return;
        }
        let c = p.control(p.to_move());
        let moves = p.legal_moves();
        let bits = |squares: &mut dyn Iterator<Item = Square>| squares.fold(0u64, |b, sq| b | (1 << sq));
        let at = p.position_string();
        assert_eq!(c.goal_pieces, bits(&mut moves.iter().filter(|m| m.to >= 36).map(|m| m.from)), "{at}");
        assert_eq!(c.movers, bits(&mut moves.iter().map(|m| m.from)), "{at}");
        if !options.replace {
            assert_eq!(c.ends, bits(&mut moves.iter().filter(|m| m.to < 36).map(|m| m.to)), "{at}");
        }
        // Every piece a move bounces on, and every piece a replacement lands on, is a landing.
        let bounced = bits(&mut moves.iter().flat_map(|m| m.stops[..m.stops.len().saturating_sub(1)].iter().copied()));
        let replaced = bits(&mut moves.iter().filter(|m| m.drop.is_some()).map(|m| m.to));
        assert_eq!((bounced | replaced) & !c.landings, 0, "{at}");
        compared += 1;
    });
    assert!(compared > 1000, "positions compared: {compared}");
}

/// The click input's `moves_from` lists exactly the legal moves of that piece, for every square
/// (none for a piece outside the playable row, a goal or an empty square).
#[test]
fn moves_from_are_the_legal_moves_of_that_piece() {
    let mut listed = 0;
    along_random_games(5, &with_and_without_replacement(), 30, |p, _| {
        if p.in_setup() {
            return;
        }
        let all = p.legal_moves();
        for sq in 0..38 {
            let mut from: Vec<(Square, Square, Option<Square>)> = p.moves_from(sq).iter().map(|m| (m.from, m.to, m.drop)).collect();
            let mut legal: Vec<(Square, Square, Option<Square>)> = all.iter().filter(|m| m.from == sq).map(|m| (m.from, m.to, m.drop)).collect();
            from.sort();
            legal.sort();
            assert_eq!(from, legal, "{} from {sq}", p.position_string());
            listed += from.len();
        }
    });
    assert!(listed > 1000, "moves listed: {listed}");
}
