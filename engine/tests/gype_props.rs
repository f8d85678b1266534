//! Property tests over many random games with random options (2, 3 and 4 players), and a
//! chi-square test that a Match's rolls are uniform.

use engine::game::{Game, Outcome, Status};
use engine::gype::{all_cells, Action, Face, Move, Options, Position};
use engine::options::parse_pairs;
use engine::record::Record;
use engine::rng::{self, Rng};
use engine::Match;

/// Random options; `max_plies` keeps every game short.
fn random_options(rng: &mut Rng) -> Options {
    let mut items = vec![format!("seats={}", ["SN", "SWN", "SWNE", "WE", "SNE", "SW"][rng.below(6)])];
    let mut maybe = |rng: &mut Rng, key: &str, values: &[&str]| {
        if rng.below(2) == 0 {
            items.push(format!("{key}={}", values[rng.below(values.len())]));
        }
    };
    maybe(rng, "rolls", &["on", "off"]);
    maybe(rng, "start", &["standard", "random", "choose"]);
    maybe(rng, "reroll_ears", &["on", "off"]);
    maybe(rng, "hat_pass", &["leg", "rect"]);
    maybe(rng, "return_home", &["free", "never"]);
    maybe(rng, "chaos", &["on", "off"]);
    maybe(rng, "block_turns", &["0", "1", "2", "5"]);
    maybe(rng, "first", &["S", "W", "N", "E"]);
    items.push(format!("max_plies={}", 10 + rng.below(240)));
    if !items.iter().any(|i| i == "start=choose") && rng.below(2) == 0 {
        items.push("setup=off".into());
    }
    // `first` must name a seat: drop it when it does not.
    let pairs = parse_pairs(&items).unwrap();
    Position::parse_options(&pairs).unwrap_or_else(|_| {
        let kept: Vec<_> = pairs.into_iter().filter(|(k, _)| k != "first").collect();
        Position::parse_options(&kept).unwrap()
    })
}

/// A player who mostly makes progress, so that games reach their end, and sometimes anything.
fn choose(p: &Position, actions: &[Action], rng: &mut Rng) -> Action {
    if rng.below(3) != 0 {
        let side = p.side(p.to_move());
        let gain = |a: &Action| match a {
            Action::Move(m) => side.rank_of(m.end()) - side.rank_of(m.origin),
            _ => -10,
        };
        if let Some(best) = actions.iter().map(gain).max().filter(|&g| g > 0) {
            let top: Vec<&Action> = actions.iter().filter(|a| gain(a) == best).collect();
            return top[rng.below(top.len())].clone();
        }
    }
    actions[rng.below(actions.len())].clone()
}

/// The dice a move rolls are the dice its path jumps over, each once (a die jumped twice, along
/// two lines, still rolls once), read from the path alone: every hop of two cells in a line
/// passes over the cell between. A Hat's leap passes over cells by its own rule, not checked here.
fn check_jumped_dice(p: &Position, m: &Move, long: &str, text: &str) {
    if p.piece_at(m.origin).is_some_and(|(_, face)| face == Face::Hat) {
        return;
    }
    let mut over: Vec<u8> = std::iter::once(m.origin)
        .chain(m.path.iter().copied())
        .zip(m.path.iter().copied())
        .filter_map(|(a, b)| {
            let ((ax, ay), (bx, by)) = (engine::gype::cell_xy(a), engine::gype::cell_xy(b));
            ((ax - bx).abs() == 2 || (ay - by).abs() == 2).then(|| engine::gype::cell_at((ax + bx) / 2, (ay + by) / 2).expect("the cell between two board cells"))
        })
        .collect();
    over.sort_unstable();
    over.dedup();
    let mut rolled = m.rolled.clone();
    rolled.sort_unstable();
    assert_eq!(rolled, over, "{long} in {text}");
}

/// What may change between two positions, given the action played.
fn check_effect(before: &Position, action: &Action, after: &Position) {
    let (b, a) = (|c: usize| before.piece_at(c as u8), |c: usize| after.piece_at(c as u8));
    let changed: Vec<usize> = (0..100).filter(|&c| b(c) != a(c)).collect();
    match action {
        Action::Move(m) => {
            let (o, e) = (m.origin as usize, m.end() as usize);
            if o == e {
                assert!(changed.is_empty());
            } else {
                assert_eq!(changed, { let mut v = vec![o, e]; v.sort(); v });
                assert_eq!((b(o), a(o), b(e)), (a(e), None, None));
            }
        }
        Action::Die { cell, face } => {
            assert!(changed.iter().all(|&c| c == *cell as usize));
            assert_eq!(a(*cell as usize).map(|x| x.1), Some(*face));
            assert_eq!(a(*cell as usize).map(|x| x.0), b(*cell as usize).map(|x| x.0));
        }
        Action::Swap(x, y) => {
            assert_eq!(changed, vec![*x as usize, *y as usize]);
            assert_eq!((a(*x as usize), a(*y as usize)), (b(*y as usize), b(*x as usize)));
        }
        Action::SetFace(x, _) => assert_eq!(changed, vec![*x as usize]),
        Action::Roll(_) | Action::Pass | Action::Confirm => assert!(changed.is_empty()),
    }
}

// 10,000 games in all, in two halves that run in parallel.
#[test]
fn random_games_keep_every_invariant() {
    random_games(1, 5_000);
}

#[test]
fn more_random_games_keep_every_invariant() {
    random_games(2, 5_000);
}

/// Plays `games` games. Chance is drawn exactly as `Match` draws it (`rng::draw(seed, k, n)` for
/// the k-th chance node), so every tenth game also runs a real `Match` alongside and compares.
/// Every game's record is replayed at the end.
fn random_games(seed: u64, games: usize) {
    let mut rng = Rng::new(seed);
    let (mut wins, mut draws, mut plies, mut chains, mut passes) = (0, 0, 0, 0, 0);
    let (mut arrivals, mut blocks) = (0, 0);
    for game in 0..games {
        let options = random_options(&mut rng);
        let game_seed = rng.next_u64();
        // Check every action of every position in some games, a sample in the others.
        let thorough = game % 10 == 0;
        let mut shadow: Option<Match<Position>> = thorough.then(|| Match::new(&options, game_seed));
        let mut p = Position::start(&options);
        let pieces = p.seat_count() * 8;
        let mut log: Vec<String> = Vec::new();
        let mut chance_nodes = 0u64;
        loop {
            let a = match p.status() {
                Status::Over(_) => break,
                Status::Chance(n) => {
                    chance_nodes += 1;
                    p.chance_action(rng::draw(game_seed, chance_nodes - 1, n))
                }
                Status::Turn(_) => {
                    // Every game here has a ply cap: a turn at or past it would never end.
                    assert!(p.plies() < options.max_plies, "a turn at ply {} of max_plies={}", p.plies(), options.max_plies);
                    if let Some(m) = &shadow {
                        assert_eq!(m.position(), &p);
                    }
                    let text = p.position_string();
                    assert_eq!(Position::parse_position(&text, p.options()).as_ref(), Ok(&p), "{text}");
                    assert_eq!(all_cells().filter(|&c| p.piece_at(c).is_some()).count(), pieces, "{text}");
                    let actions = p.legal_actions();
                    assert!(!actions.is_empty(), "{text}");
                    // Formatting a chain move searches its origin's chains again, so long move
                    // lists (thousands of chains after lucky rolls) are sampled.
                    let limit = if thorough { 64 } else { 3 };
                    let stride = actions.len() / limit + 1;
                    for (i, a) in actions.iter().enumerate() {
                        if i % stride != plies % stride {
                            continue;
                        }
                        let short = p.format_action(a);
                        let long = p.format_action_long(a);
                        assert_eq!(p.parse_action(&short).as_ref(), Ok(a), "{short} in {text}");
                        let parsed = p.parse_action(&long);
                        assert_eq!(parsed.as_ref(), Ok(a), "{long} in {text}");
                        if let (Ok(Action::Move(x)), Action::Move(y)) = (&parsed, a) {
                            assert_eq!(x.path, y.path, "the long form keeps its path");
                        }
                        if let Action::Move(m) = a {
                            check_jumped_dice(&p, m, &long, &text);
                        }
                        let mut next = p.clone();
                        next.play(a).unwrap_or_else(|e| panic!("{long} in {text}: {e}"));
                        if thorough {
                            check_effect(&p, a, &next);
                        }
                    }
                    let a = choose(&p, &actions, &mut rng);
                    match &a {
                        Action::Move(mv) if mv.path.len() > 1 => chains += 1,
                        Action::Pass => passes += 1,
                        _ => {}
                    }
                    if let Some(m) = &mut shadow {
                        m.play(&a).unwrap();
                    }
                    plies += 1;
                    a
                }
            };
            log.push(p.format_action_long(&a));
            let before = p.clone();
            p.play(&a).unwrap_or_else(|e| panic!("{} in {}: {e}", log.last().unwrap(), before.position_string()));
            check_effect(&before, &a, &p);
        }
        if let Some(m) = &shadow {
            assert_eq!(m.position(), &p);
            assert_eq!(m.action_texts(true), log);
        }
        match p.status() {
            Status::Over(Outcome::Win(w)) => {
                wins += 1;
                if p.home_count(w) as usize == p.pieces_of(w).len() {
                    arrivals += 1;
                } else if p.block_counter(w) > 0 {
                    blocks += 1;
                }
            }
            Status::Over(Outcome::Draw) => draws += 1,
            s => panic!("a game stopped at {s:?}"),
        }
        let record = Record { game: "gype".into(), options: Position::format_options(&options), seed: game_seed, start: None, players: Vec::new(), actions: log.clone(), notes: Default::default(), conceded: None };
        let text = record.to_text();
        let back = Match::<Position>::from_record_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.position(), &p, "{text}");
        assert_eq!(back.action_texts(true), log, "the replay reproduces every roll");
        // Illegal actions leave the position unchanged.
        let before = p.clone();
        assert!(p.play(&Action::Pass).is_err());
        assert_eq!(p, before);
    }
    eprintln!("{games} games: {wins} wins ({arrivals} home, {blocks} by blocking), {draws} draws, {plies} plies, {chains} chains, {passes} passes");
    assert!(arrivals > games / 20 && blocks > 0, "every way to win occurs");
    assert!(wins > games / 10 && draws > 0, "{wins} wins, {draws} draws");
    assert!(chains > games && passes > 0 && plies > games * 20, "{chains} chains, {passes} passes, {plies} plies");
}

#[test]
fn match_rolls_are_uniform() {
    let mut counts = [0u64; 6];
    let options = Position::parse_options(&parse_pairs(&["setup=off"]).unwrap()).unwrap();
    for seed in 0..300 {
        let mut m: Match<Position> = Match::new(&options, seed);
        for i in 0..100 {
            let seat = m.position().to_move();
            let cell = m.position().pieces_of(seat)[i % 8];
            m.play(&Action::Roll(cell)).unwrap();
        }
        for a in m.actions() {
            if let Action::Die { face, .. } = a {
                counts[face.index()] += 1;
            }
        }
    }
    let n: u64 = counts.iter().sum();
    assert_eq!(n, 30_000);
    let expected = n as f64 / 6.0;
    let chi2: f64 = counts.iter().map(|&c| (c as f64 - expected).powi(2) / expected).sum();
    // 5 degrees of freedom: p = 0.001 at 20.5.
    assert!(chi2 < 20.5, "chi-square {chi2} for {counts:?}");
}

#[test]
fn opening_rolls_are_uniform_over_the_moving_faces() {
    let mut counts = [0u64; 6];
    let options = Position::parse_options(&parse_pairs(&["start=random", "seats=SWNE"]).unwrap()).unwrap();
    for seed in 0..500 {
        let m: Match<Position> = Match::new(&options, seed);
        for a in m.actions() {
            if let Action::Die { face, .. } = a {
                counts[face.index()] += 1;
            }
        }
    }
    assert_eq!(counts[Face::Ear.index()], 0);
    let n: u64 = counts.iter().sum();
    assert_eq!(n, 16_000);
    let expected = n as f64 / 5.0;
    let chi2: f64 = counts[..5].iter().map(|&c| (c as f64 - expected).powi(2) / expected).sum();
    // 4 degrees of freedom: p = 0.001 at 18.5.
    assert!(chi2 < 18.5, "chi-square {chi2} for {counts:?}");
}

/// Garbage and mutated input: parsers return errors, never panic; whatever parses round-trips,
/// and playing a parsed action either works or leaves the position unchanged.
#[test]
fn parsers_survive_garbage() {
    const ALPHABET: &[char] = &['S', 'W', 'N', 'E', 'F', 'B', 'T', 'H', 'a', 'e', 'j', 'k', '0', '4', '9', '-', '=', ',', ' ', 'x', 'é', '9', '1'];
    let seeds = [
        "SN S SSb0,STc0,SBd0,SFe0,SFf0,SBg0,STh0,SSi0,NSb9,NTc9,NBd9,NFe9,NFf9,NBg9,NTh9,NSi9 setup=SN",
        "SWN N SFe4,WBa3,NHe5 roll=a3,e4 block=S1,N2 ply=40",
        "SWNE W SSb0,WTa2,NFb9,EEj5 setup=WNES opening=b0,a2",
        "SN S SFe4,NBe5,NBf6,NBg5,NBf4",
    ];
    let actions = ["e4-e6-g6-g4-e4", "roll e4", "e5=F", "swap b0 c0", "set b0=H", "confirm", "pass", "b0-c1"];
    let mut rng = Rng::new(77);
    let options = Options::default();
    for i in 0..20_000 {
        let base: Vec<char> = if i % 3 == 0 { Vec::new() } else { seeds[rng.below(seeds.len())].chars().collect() };
        let mut text = base;
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(text.len() + 1);
            match rng.below(3) {
                0 if at < text.len() => {
                    text.remove(at);
                }
                1 if at < text.len() => text[at] = ALPHABET[rng.below(ALPHABET.len())],
                _ => text.insert(at, ALPHABET[rng.below(ALPHABET.len())]),
            }
        }
        let text: String = text.into_iter().collect();
        if let Ok(p) = Position::parse_position(&text, &options) {
            let again = p.position_string();
            assert_eq!(Position::parse_position(&again, &options).as_ref(), Ok(&p), "{text}");
            let mut a: Vec<char> = actions[rng.below(actions.len())].chars().collect();
            let at = rng.below(a.len() + 1);
            a.insert(at, ALPHABET[rng.below(ALPHABET.len())]);
            let a: String = a.into_iter().collect();
            for t in [a.as_str(), actions[i % actions.len()]] {
                if let Ok(action) = p.parse_action(t) {
                    let mut q = p.clone();
                    if q.play(&action).is_err() {
                        assert_eq!(q, p);
                    }
                }
            }
        }
    }
}

/// Option sets of the listed/accepted property: every seat count, start mode and rule switch.
const OPTION_SETS: &[&[&str]] = &[
    &["seats=SN", "max_plies=80"],
    &["seats=SWN", "start=random", "max_plies=80"],
    &["seats=SWNE", "start=choose", "max_plies=60"],
    &["seats=WE", "setup=off", "rolls=off", "max_plies=80"],
    &["seats=SNE", "chaos=on", "hat_pass=rect", "return_home=never", "max_plies=80"],
    &["seats=SW", "start=random", "reroll_ears=off", "block_turns=1", "first=W", "max_plies=80"],
];

/// Offers `play` actions around the listed ones: every roll, pass, confirm, swap and face of
/// the player's pieces, every one-cell path from each piece, each listed chain cut short or with
/// a landing left out, and while chance acts, every face on every cell. Whatever is accepted is
/// listed (a move by its identity), every path `move_for_path` accepts plays, every listed
/// action plays.
fn check_listed_accepted(p: &Position, legal: &[Action]) {
    let text = p.position_string();
    for a in legal {
        assert!(p.clone().play(a).is_ok(), "listed {} refused in {text}", p.format_action_long(a));
    }
    let cells: Vec<u8> = all_cells().collect();
    let mut candidates = vec![Action::Pass, Action::Confirm, Action::Roll(200)];
    if let Status::Chance(n) = p.status() {
        let mut accepted = Vec::new();
        for &cell in &cells {
            for face in Face::ALL {
                let a = Action::Die { cell, face };
                if p.clone().play(&a).is_ok() {
                    accepted.push(a);
                }
            }
        }
        let drawn: Vec<Action> = (0..n).map(|i| p.chance_action(i)).collect();
        assert_eq!(accepted, drawn, "chance outcomes in {text}");
    }
    let own = if matches!(p.status(), Status::Turn(_)) { p.pieces_of(p.to_move()) } else { Vec::new() };
    let mut paths: Vec<(u8, Vec<u8>)> = Vec::new();
    for &c in &own {
        candidates.push(Action::Roll(c));
        candidates.extend(Face::ALL.map(|f| Action::SetFace(c, f)));
        candidates.extend(own.iter().map(|&d| Action::swap(c, d)));
        candidates.push(Action::Die { cell: c, face: Face::ALL[0] });
        paths.extend(cells.iter().map(|&to| (c, vec![to])));
    }
    for a in legal {
        if let Action::Move(m) = a {
            if m.path.len() > 1 {
                let k = m.path.len();
                paths.push((m.origin, m.path[..k - 1].to_vec()));
                paths.push((m.origin, m.path.iter().enumerate().filter(|&(i, _)| i != k / 2).map(|(_, &c)| c).collect()));
            }
            // The right path with a wrong list of jumped pieces: one cell swapped for another
            // (the right length), a cell listed twice (the right cells), one left out.
            if let Some(&first) = m.rolled.first() {
                let other = cells.iter().copied().find(|c| !m.rolled.contains(c)).unwrap_or(first);
                let mut swapped = m.rolled.clone();
                swapped[0] = other;
                swapped.sort_unstable();
                let mut twice = m.rolled.clone();
                twice.insert(0, first);
                for rolled in [swapped, twice, m.rolled[1..].to_vec()] {
                    candidates.push(Action::Move(Move { rolled, ..m.clone() }));
                }
            }
        }
    }
    for (origin, path) in paths {
        match p.move_for_path(origin, &path) {
            Ok(m) => {
                let a = Action::Move(m);
                assert!(p.clone().play(&a).is_ok() && legal.contains(&a), "{} in {text}", p.format_action_long(&a));
            }
            Err(_) => candidates.push(Action::Move(Move { origin, path, rolled: Vec::new() })),
        }
    }
    // The other player's pieces are not the player's to roll or arrange.
    for c in cells.iter().copied().filter(|&c| p.piece_at(c).is_some_and(|(s, _)| s != p.to_move())).take(3) {
        candidates.extend([Action::Roll(c), Action::SetFace(c, Face::ALL[1]), Action::swap(c, own.first().copied().unwrap_or(c))]);
    }
    for a in &candidates {
        if p.clone().play(a).is_ok() {
            assert!(legal.contains(a), "unlisted {a:?} accepted in {text}");
        }
    }
}

#[test]
fn play_accepts_exactly_the_listed_actions() {
    let mut rng = Rng::new(0x6c69_7374);
    let (mut turns, mut chances) = (0, 0);
    for items in OPTION_SETS {
        let options = Position::parse_options(&parse_pairs(items).unwrap()).unwrap();
        for _game in 0..8 {
            let mut p = Position::start(&options);
            loop {
                let legal = p.legal_actions();
                let action = match p.status() {
                    Status::Over(outcome) => {
                        if let Outcome::Win(seat) = outcome {
                            assert!((seat as usize) < p.seat_count(), "winner {seat} in {}", p.position_string());
                        }
                        assert!(legal.is_empty());
                        break;
                    }
                    Status::Chance(n) => {
                        assert!(legal.is_empty() && n > 0);
                        if rng.below(8) == 0 {
                            check_listed_accepted(&p, &legal);
                            chances += 1;
                        }
                        p.chance_action(rng.below(n as usize) as u32)
                    }
                    Status::Turn(_) => {
                        assert!(!legal.is_empty(), "no action in {}", p.position_string());
                        assert!(p.plies() < options.max_plies, "a turn past max_plies in {}", p.position_string());
                        if rng.below(4) == 0 {
                            check_listed_accepted(&p, &legal);
                            turns += 1;
                        }
                        choose(&p, &legal, &mut rng)
                    }
                };
                p.play(&action).unwrap();
            }
        }
    }
    eprintln!("{turns} turns, {chances} chance nodes");
    assert!(turns > 500 && chances > 100, "{turns} turns, {chances} chance nodes");
}

/// A record is a Match's, and a Match never waits for chance: a record that stops where a roll
/// is due (a game cut short, or written by another program) replays with that roll drawn from
/// its seed, and up to its last action it is the game that was played. (Found by the `games`
/// fuzz target: a game stopped at its action cap with a roll due.)
#[test]
fn a_record_that_stops_at_a_due_roll_replays_with_the_roll_drawn() {
    let options = Position::parse_options(&parse_pairs(&["seats=SNE"]).unwrap()).unwrap();
    let mut rng = Rng::new(46);
    let mut found = 0;
    for _ in 0..200 {
        // A game played on the bare position, every choice (chance too) drawn here, stopped
        // at the first roll due after a few moves.
        let mut p = Position::start(&options);
        let mut log = Vec::new();
        let stop = 4 + rng.below(40);
        loop {
            let action = match p.status() {
                Status::Chance(_) if log.len() >= stop => break,
                Status::Chance(n) => p.chance_action(rng.below(n as usize) as u32),
                Status::Turn(_) => {
                    let legal = p.legal_actions();
                    legal[rng.below(legal.len())].clone()
                }
                Status::Over(_) => break,
            };
            log.push(p.format_action_long(&action));
            p.play(&action).unwrap();
        }
        if !matches!(p.status(), Status::Chance(_)) {
            continue;
        }
        found += 1;
        let record = Record { game: "gype".into(), options: Position::format_options(&options), actions: log.clone(), seed: 9, ..Record::default() };
        let replay = Match::<Position>::from_record_text(&record.to_text()).unwrap();
        assert_eq!(replay.position_at(log.len()).unwrap().position_string(), p.position_string(), "the game as played, up to the record's end");
        assert!(replay.actions().len() > log.len(), "the roll due is drawn");
        for i in log.len()..replay.actions().len() {
            assert!(matches!(replay.position_at(i).unwrap().status(), Status::Chance(_)), "only rolls follow the record's end");
        }
        assert!(!matches!(replay.status(), Status::Chance(_)), "the replay waits for no roll");
    }
    assert!(found >= 20, "games stopped at a due roll: {found}");
}
