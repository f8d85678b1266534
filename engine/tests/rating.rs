//! Ratings: the numbers are skillratings' own, games move ratings the right way, forged claims
//! and damaged profile files are refused without a panic, and the computer's ladder still
//! follows the measured self-play results.

use engine::kind::GameKind;
use engine::player::Level;
use engine::rating::*;
use engine::rng::Rng;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

fn glicko(rating: f64, deviation: f64, volatility: f64) -> Glicko {
    Glicko::new(rating, deviation, volatility).unwrap()
}

fn table(rating: f64, uncertainty: f64) -> TableRating {
    TableRating::new(rating, uncertainty).unwrap()
}

/// A uniform number in `low..=high`, with all of an f64's precision.
fn uniform(rng: &mut Rng, low: f64, high: f64) -> f64 {
    low + (high - low) * ((rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64)
}

// --- The crate's own reference values (its documentation's examples) ---

#[test]
fn glicko2_gives_the_crates_reference_values() {
    // skillratings::glicko2::glicko2's example: two newcomers, one wins.
    let win = rate_two(Glicko::START, Glicko::START, GameResult::Win);
    assert_eq!(win.rating().round(), 1662.0);
    assert_eq!(win.deviation().round(), 290.0);
    assert!((win.volatility() - 0.059_999_675_372_338_14).abs() < 1e-9, "{}", win.volatility());
    let loss = rate_two(Glicko::START, Glicko::START, GameResult::Loss);
    assert_eq!(loss.rating().round(), 1338.0);
    assert_eq!(loss.deviation().round(), 290.0);
    // skillratings::glicko2::expected_score's example.
    let chance = expected_score(glicko(2500.0, 41.0, 0.06), glicko(1950.0, 320.0, 0.06));
    assert_eq!((chance * 100.0).round(), 90.0);
}

#[test]
fn glicko2_is_the_crates_to_nine_decimals() {
    let mut rng = Rng::new(5);
    for _ in 0..2000 {
        let me = glicko(uniform(&mut rng, 800.0, 2400.0), uniform(&mut rng, 40.0, 350.0), uniform(&mut rng, 0.04, 0.08));
        let them = glicko(uniform(&mut rng, 800.0, 2400.0), uniform(&mut rng, 40.0, 350.0), uniform(&mut rng, 0.04, 0.08));
        let result = [GameResult::Win, GameResult::Draw, GameResult::Loss][rng.below(3)];
        let outcome = [skillratings::Outcomes::WIN, skillratings::Outcomes::DRAW, skillratings::Outcomes::LOSS][result as usize];
        let raw = |g: Glicko| skillratings::glicko2::Glicko2Rating { rating: g.rating(), deviation: g.deviation(), volatility: g.volatility() };
        let (theirs, _) = skillratings::glicko2::glicko2(&raw(me), &raw(them), &outcome, &skillratings::glicko2::Glicko2Config::new());
        let ours = rate_two(me, them, result);
        assert!((ours.rating() - theirs.rating).abs() <= 1e-9 * 2.0, "{ours:?} {theirs:?}");
        assert!((ours.deviation() - theirs.deviation).abs() <= 1e-9 * 2.0);
        assert!((ours.volatility() - theirs.volatility).abs() <= 1e-9 * 2.0);
    }
}

#[test]
fn weng_lin_gives_the_crates_reference_values() {
    // skillratings::weng_lin::weng_lin's example (42 ± 1.3 beats a newcomer), as a table of two.
    let players = [table(42.0, 1.3), TableRating::START];
    let winner = rate_table(0, &players, &[1, 2]).unwrap();
    let loser = rate_table(1, &players, &[1, 2]).unwrap();
    assert_eq!((winner.rating() * 100.0).round(), 4203.0);
    assert_eq!((winner.uncertainty() * 100.0).round(), 130.0);
    assert_eq!((loser.rating() * 100.0).round(), 2391.0);
    assert_eq!((loser.uncertainty() * 100.0).round(), 803.0);

    // skillratings::weng_lin::weng_lin_multi_team's example, three teams of three: the crate
    // version in use still gives its documented numbers.
    let team = |a: (f64, f64), b: (f64, f64), c: (f64, f64)| [a, b, c].map(|(rating, uncertainty)| WengLinRating { rating, uncertainty });
    let one = team((25.0, 25.0 / 3.0), (30.0, 1.2), (21.0, 6.5));
    let two = team((25.0, 25.0 / 3.0), (41.0, 1.4), (19.2, 4.3));
    let three = team((25.0, 25.0 / 3.0), (29.4, 1.6), (17.2, 2.1));
    let after = weng_lin_multi_team(&[(&one[..], MultiTeamOutcome::new(2)), (&two[..], MultiTeamOutcome::new(1)), (&three[..], MultiTeamOutcome::new(3))], &WengLinConfig::new());
    let hundredths: Vec<Vec<f64>> = after.iter().map(|t| t.iter().map(|p| (p.rating * 100.0).round()).collect()).collect();
    assert_eq!(hundredths, vec![vec![2538.0, 3001.0, 2123.0], vec![2796.0, 4108.0, 1999.0], vec![2166.0, 2928.0, 1699.0]]);
}

#[test]
fn tables_are_the_crates_free_for_all_to_nine_decimals() {
    let mut rng = Rng::new(9);
    for _ in 0..1000 {
        let seats = 3 + rng.below(2);
        let ratings: Vec<TableRating> = (0..seats).map(|_| table(uniform(&mut rng, 10.0, 40.0), uniform(&mut rng, 1.0, 8.0))).collect();
        let ranks: Vec<usize> = (0..seats).map(|_| 1 + rng.below(seats)).collect();
        let teams: Vec<[WengLinRating; 1]> = ratings.iter().map(|r| [WengLinRating { rating: r.rating(), uncertainty: r.uncertainty() }]).collect();
        let placed: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams.iter().zip(&ranks).map(|(t, &r)| (&t[..], MultiTeamOutcome::new(r))).collect();
        let theirs = weng_lin_multi_team(&placed, &WengLinConfig::new());
        for (me, their_team) in theirs.iter().enumerate() {
            let ours = rate_table(me, &ratings, &ranks).unwrap();
            assert!((ours.rating() - their_team[0].rating).abs() <= 2e-9);
            assert!((ours.uncertainty() - their_team[0].uncertainty).abs() <= 2e-9);
        }
    }
}

// --- Games move ratings the right way ---

#[test]
fn wins_raise_losses_lower_and_draws_between_equals_keep() {
    let me = glicko(1600.0, 80.0, 0.06);
    let them = glicko(1600.0, 80.0, 0.06);
    assert!(rate_two(me, them, GameResult::Win).rating() > 1600.0);
    assert!(rate_two(me, them, GameResult::Loss).rating() < 1600.0);
    let draw = rate_two(me, them, GameResult::Draw);
    assert!((draw.rating() - 1600.0).abs() < 1e-6, "{draw:?}");
    assert!(draw.deviation() < 80.0, "a game teaches something even when drawn");
    // Beating a stronger player earns more than beating a weaker one.
    let strong = glicko(1900.0, 80.0, 0.06);
    let weak = glicko(1300.0, 80.0, 0.06);
    assert!(rate_two(me, strong, GameResult::Win).rating() > rate_two(me, weak, GameResult::Win).rating());
}

#[test]
fn provisional_ends_after_enough_games() {
    let opponent = glicko(1500.0, 60.0, 0.06);
    let mut me = Glicko::START;
    let mut games = 0;
    while me.is_provisional() {
        me = rate_two(me, opponent, if games % 2 == 0 { GameResult::Win } else { GameResult::Loss });
        games += 1;
        assert!(games < 40, "still provisional after {games} games: {me:?}");
    }
    assert!(games >= 5, "no longer provisional after only {games} games");
    assert!(me.deviation() <= PROVISIONAL_DEVIATION);
    assert!(Rating::Glicko(me).is_provisional() == me.is_provisional());

    for seats in [3, 4] {
        let settled = table(25.0, 3.0);
        let mut seat = TableRating::START;
        let mut tables = 0;
        while seat.is_provisional() {
            let mut all = vec![settled; seats];
            all[0] = seat;
            let ranks: Vec<usize> = (0..seats).map(|i| if i == 0 { 1 + tables % seats } else { i }).collect();
            seat = rate_table(0, &all, &ranks).unwrap();
            tables += 1;
            assert!(tables < 20, "{seats} players: still provisional after {tables} tables: {seat:?}");
        }
        assert!(tables >= 5, "{seats} players: settled after only {tables} tables");
    }
}

#[test]
fn forged_claims_are_refused() {
    let implausible = |field, value: f64| Err(RatingError::Implausible { field, value });
    for (r, d, v) in [(f64::NAN, 50.0, 0.06), (f64::INFINITY, 50.0, 0.06), (-1.0, 50.0, 0.06), (4000.5, 50.0, 0.06), (1e300, 50.0, 0.06)] {
        assert!(matches!(Glicko::new(r, d, v), Err(RatingError::Implausible { field: Field::Rating, .. })), "{r}");
    }
    assert_eq!(Glicko::new(1500.0, 0.0, 0.06), implausible(Field::Deviation, 0.0));
    assert_eq!(Glicko::new(1500.0, 1e-12, 0.06), implausible(Field::Deviation, 1e-12));
    assert_eq!(Glicko::new(1500.0, 351.0, 0.06), implausible(Field::Deviation, 351.0));
    assert_eq!(Glicko::new(1500.0, -5.0, 0.06), implausible(Field::Deviation, -5.0));
    assert!(Glicko::new(1500.0, f64::NAN, 0.06).is_err());
    assert_eq!(Glicko::new(1500.0, 50.0, 0.0), implausible(Field::Volatility, 0.0));
    assert_eq!(Glicko::new(1500.0, 50.0, 0.5), implausible(Field::Volatility, 0.5));
    assert!(Glicko::new(1500.0, 50.0, f64::NEG_INFINITY).is_err());
    assert!(TableRating::new(101.0, 3.0).is_err());
    assert!(TableRating::new(25.0, 9.0).is_err());
    assert!(TableRating::new(25.0, 0.0).is_err());
    assert!(TableRating::new(f64::NAN, 3.0).is_err());
    // The edges of the bands are plausible.
    assert!(Glicko::new(MIN_RATING, MAX_DEVIATION, MAX_VOLATILITY).is_ok());
    assert!(Glicko::new(MAX_RATING, 0.001, 0.000_001).is_ok());
    assert_eq!(Glicko::new(1500.0, 351.0, 0.06).unwrap_err().to_string(), "implausible deviation: 351");
}

// --- The computer's ladder ---

/// The "Measured strength" rows of `docs/strength.md`: (game, A, B, A's wins, draws, B's wins).
fn measured_in_docs() -> Vec<(String, String, String, u32, u32, u32)> {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/strength.md")).expect("docs/strength.md");
    let section = docs.split("## Measured strength").nth(1).expect("a Measured strength section");
    section
        .lines()
        .skip_while(|l| !l.starts_with("| game"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            let (a, b) = cells[2].split_once(" vs ").unwrap();
            let counts: Vec<u32> = cells[3].split('/').map(|n| n.trim().parse().unwrap()).collect();
            (cells[1].to_string(), a.to_string(), b.to_string(), counts[0], counts[1], counts[2])
        })
        .collect()
}

#[test]
fn the_ladder_follows_the_measured_results() {
    let docs = measured_in_docs();
    assert_eq!(docs.len(), MEASURED.len(), "docs/strength.md has {} measured lines, the ladder {}", docs.len(), MEASURED.len());
    for m in MEASURED {
        let (a, b) = (m.a.name(), m.b.name());
        let row = docs.iter().find(|(g, x, y, ..)| *g == m.game.name() && x == a && y == b);
        let &(.., wins, draws, losses) = row.unwrap_or_else(|| panic!("{} {a} vs {b} is not in docs/strength.md", m.game.name()));
        assert_eq!((wins, draws, losses), (m.wins, m.draws, m.losses), "{} {a} vs {b}", m.game.name());
    }
    let fitted = fit_ladders(&MEASURED).unwrap();
    for (game, fit) in fitted {
        for level in Level::ALL {
            assert_eq!(fit[level as usize].round(), f64::from(level_elo(game, level)), "{} {}", game.name(), level.name());
            assert_eq!(level_rating(game, level).rating(), f64::from(level_elo(game, level)));
        }
    }
    // One scale: the random player stands alike in every game.
    let random: Vec<u16> = GameKind::ALL.iter().map(|&g| level_elo(g, Level::Random)).collect();
    assert!(random.windows(2).all(|w| w[0] == w[1]), "{random:?}");
    // Without Helios, Gygès has no anchor: no ladder.
    let without: Vec<Measured> = MEASURED.iter().copied().filter(|m| m.b != Contestant::Helios).collect();
    assert_eq!(fit_ladders(&without), None);
}

#[test]
fn computer_games_rate_against_fixed_levels() {
    let game = GameKind::Gyges;
    let me = glicko(900.0, 80.0, 0.06);
    let beat_expert = rate_computer(me, game, Level::Expert, GameResult::Win);
    let beat_easy = rate_computer(me, game, Level::Easy, GameResult::Win);
    assert!(beat_expert.rating() > beat_easy.rating() && beat_easy.rating() > 900.0);
    assert!(rate_computer(me, game, Level::Easy, GameResult::Loss).rating() < 900.0);
    // The same as a game against the level's fixed rating, which does not move.
    assert_eq!(beat_expert, rate_two(me, level_rating(game, Level::Expert), GameResult::Win));
    // A newcomer (1500) who loses to Expert and Hard and beats Medium settles between them,
    // and the levels stay where they were.
    let mut profile = Profile::new("Ada").unwrap();
    for round in 0..30 {
        let (level, result) = [(Level::Expert, GameResult::Loss), (Level::Medium, GameResult::Win), (Level::Hard, GameResult::Loss)][round % 3];
        profile.play_computer(game, level, result, 1);
    }
    let (medium, hard) = (f64::from(level_elo(game, Level::Medium)), f64::from(level_elo(game, Level::Hard)));
    assert_eq!(level_rating(game, Level::Hard).rating(), hard);
    let Rating::Glicko(after) = profile.rating(Pool::Computer(game)) else { panic!("a two-player pool") };
    assert!(after.rating() > medium && after.rating() < hard && !after.is_provisional(), "{after:?}");
    assert_eq!(profile.games(game), 30);
}

// --- Puzzles ---

#[test]
fn puzzle_ratings_move_with_solves_and_failures() {
    let mut player = Glicko::START;
    let mut puzzle = puzzle_start(3);
    for _ in 0..5 {
        let (p, q) = rate_puzzle(player, puzzle, true);
        assert!(p.rating() > player.rating() && q.rating() < puzzle.rating());
        (player, puzzle) = (p, q);
    }
    for _ in 0..5 {
        let (p, q) = rate_puzzle(player, puzzle, false);
        assert!(p.rating() < player.rating() && q.rating() > puzzle.rating());
        (player, puzzle) = (p, q);
    }
    let mut profile = Profile::new("Ada").unwrap();
    let after = profile.try_puzzle(GameKind::Gype, puzzle_start(1), true, 7);
    assert!(after.rating() < 1000.0);
    assert_eq!(profile.puzzles(GameKind::Gype), Tally { solved: 1, failed: 0 });
    assert_eq!(profile.games(GameKind::Gype), 0, "puzzles are not games");
}

#[test]
fn pick_near_picks_the_closest_unseen() {
    let ratings = [1000.0, 1250.0, 1500.0, 1750.0, 2000.0];
    assert_eq!(pick_near(1480.0, &ratings, &[]), Some(2));
    assert_eq!(pick_near(1480.0, &ratings, &[2]), Some(1));
    assert_eq!(pick_near(1480.0, &ratings, &[2, 1]), Some(3));
    assert_eq!(pick_near(5000.0, &ratings, &[]), Some(4));
    assert_eq!(pick_near(1480.0, &ratings, &[0, 1, 2, 3, 4]), Some(2), "all seen: the closest again");
    assert_eq!(pick_near(1480.0, &[], &[0]), None);
    let mut rng = Rng::new(3);
    for _ in 0..500 {
        let candidates: Vec<f64> = (0..1 + rng.below(20)).map(|_| uniform(&mut rng, 500.0, 2500.0)).collect();
        let seen: Vec<usize> = (0..rng.below(5)).map(|_| rng.below(30)).collect();
        let me = uniform(&mut rng, 500.0, 2500.0);
        let picked = pick_near(me, &candidates, &seen).unwrap();
        let open: Vec<usize> = (0..candidates.len()).filter(|i| !seen.contains(i)).collect();
        let pool = if open.is_empty() { (0..candidates.len()).collect() } else { open };
        assert!(pool.contains(&picked));
        assert!(pool.iter().all(|&i| (candidates[i] - me).abs() >= (candidates[picked] - me).abs()));
    }
}

// --- Profiles ---

const NAME_CHARS: &[char] = &['a', 'Z', '0', ' ', 'é', 'ß', '名', '🙂', '-', '\'', '\u{2028}'];

/// A profile made by a random run of games, puzzles and recorded ratings, some at the edges of
/// the bands.
fn random_profile(rng: &mut Rng) -> Profile {
    let name: String = (0..1 + rng.below(MAX_NAME)).map(|_| NAME_CHARS[rng.below(NAME_CHARS.len())]).collect();
    let name = if check_name(&name).is_ok() { name } else { "x".to_string() };
    let mut p = Profile::new(&name).unwrap();
    let pools = Pool::all();
    let edge = |rng: &mut Rng, low: f64, high: f64| match rng.below(6) {
        0 => low,
        1 => high,
        _ => uniform(rng, low, high),
    };
    for _ in 0..rng.below(80) {
        let pool = pools[rng.below(pools.len())];
        let game = GameKind::ALL[rng.below(3)];
        let day = if rng.below(4) == 0 { u32::MAX - rng.below(3) as u32 } else { 19_000 + rng.below(2000) as u32 };
        match rng.below(5) {
            0 => {
                p.play_computer(game, Level::ALL[rng.below(6)], [GameResult::Win, GameResult::Draw, GameResult::Loss][rng.below(3)], day);
            }
            1 => {
                p.try_puzzle(game, puzzle_start(1 + rng.below(5) as u32), rng.below(2) == 0, day);
            }
            _ if matches!(pool, Pool::Puzzle(_)) => {
                let g = glicko(edge(rng, MIN_RATING, MAX_RATING), edge(rng, 0.001, MAX_DEVIATION), edge(rng, 0.000_001, MAX_VOLATILITY));
                p.record_puzzle(pool.game(), g, rng.below(2) == 0, day);
            }
            _ => {
                let rating = match pool.system() {
                    System::Glicko2 => Rating::Glicko(glicko(edge(rng, MIN_RATING, MAX_RATING), edge(rng, 0.001, MAX_DEVIATION), edge(rng, 0.000_001, MAX_VOLATILITY))),
                    System::WengLin => Rating::Table(table(edge(rng, MIN_TABLE_RATING, MAX_TABLE_RATING), edge(rng, 0.000_001, START_UNCERTAINTY))),
                };
                p.record(pool, rating, day).unwrap();
            }
        }
    }
    p
}

#[test]
fn random_profiles_round_trip() {
    let mut rng = Rng::new(1);
    for _ in 0..400 {
        let p = random_profile(&mut rng);
        let text = p.to_text();
        assert!(text.len() <= MAX_PROFILE_BYTES);
        let back = Profile::from_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, p, "{text}");
        assert_eq!(back.to_text(), text);
        assert_eq!(Profile::from_bytes(text.as_bytes()), Ok(p));
    }
}

/// Reads `bytes` as a file; anything accepted must also round-trip.
fn read_without_panic(bytes: &[u8]) {
    if let Ok(p) = Profile::from_bytes(bytes) {
        assert_eq!(Profile::from_text(&p.to_text()), Ok(p));
    }
}

#[test]
fn damaged_profiles_are_refused_not_panicked_on() {
    let mut rng = Rng::new(2);
    let mut p = Profile::new("Ada é").unwrap();
    p.play_two(Pool::Live(Duel::Gyges, TimeClass::Blitz), glicko(1700.0, 60.0, 0.06), GameResult::Win, 20_000).unwrap();
    p.play_table(Pool::Table(Seats::Three), 0, &[TableRating::START; 3], &[1, 2, 2], 20_001).unwrap();
    p.play_computer(GameKind::Gipf, Level::Hard, GameResult::Draw, 20_002);
    p.try_puzzle(GameKind::Gyges, puzzle_start(2), true, 20_003);
    let text = p.to_text();
    let bytes = text.as_bytes();
    let mut accepted = 0;
    let mut checked = 0;
    for i in 0..bytes.len() {
        for b in 0..=255u8 {
            let mut damaged = bytes.to_vec();
            damaged[i] = b;
            read_without_panic(&damaged);
            accepted += usize::from(Profile::from_bytes(&damaged).is_ok());
            checked += 1;
        }
    }
    for end in 0..=bytes.len() {
        read_without_panic(&bytes[..end]);
    }
    // Bigger profiles: a sample of damage.
    for _ in 0..20 {
        let text = random_profile(&mut rng).to_text();
        let bytes = text.as_bytes();
        for _ in 0..2000 {
            let mut damaged = bytes.to_vec();
            let i = rng.below(damaged.len());
            damaged[i] = rng.below(256) as u8;
            read_without_panic(&damaged);
        }
        for end in (0..=bytes.len()).step_by(7) {
            read_without_panic(&bytes[..end]);
        }
    }
    assert!(accepted > 0 && accepted < checked, "{accepted} of {checked}");
}

#[test]
fn oversized_input_is_refused_unread() {
    let big = format!("{HEADER} 1\nname A\n{}", " ".repeat(MAX_PROFILE_BYTES));
    assert_eq!(Profile::from_text(&big), Err(ProfileError::TooLarge { bytes: big.len() }));
    assert_eq!(Profile::from_bytes(&vec![0xff; MAX_PROFILE_BYTES + 1]), Err(ProfileError::TooLarge { bytes: MAX_PROFILE_BYTES + 1 }));
    assert_eq!(Profile::from_bytes(&[0xff, b'\n']), Err(ProfileError::NotText));
    // A line of a great many fields is counted, not collected.
    let wide = format!("{HEADER} 1\nname A\ngames{}\n", " 1".repeat(200_000));
    assert_eq!(Profile::from_text(&wide), Err(ProfileError::Line { line: 3, why: Why::Fields { expected: 2, found: 200_000 } }));
}

#[test]
fn the_largest_profile_fits() {
    // Every pool full of points with the longest numbers a profile can hold.
    let mut text = format!("{HEADER} 1\nname {}\n", "🙂".repeat(MAX_NAME));
    for pool in Pool::all() {
        let (rating, point) = match pool.system() {
            System::Glicko2 => ("3999.123456789 349.123456789 0.099999999", "3999.123456789"),
            System::WengLin => ("-49.123456789 8.123456789", "-49.123456789"),
        };
        text.push_str(&format!("rating {} {rating}\n", pool.key()));
        for i in 0..HISTORY_CAP as u32 {
            text.push_str(&format!("point {} {} {} {point}\n", pool.key(), u32::MAX - HISTORY_CAP as u32 + i + 1, u32::MAX));
        }
    }
    for game in GameKind::ALL {
        text.push_str(&format!("games {0} {1}\npuzzles {0} {1} {1}\n", game.name(), u32::MAX));
    }
    let p = Profile::from_text(&text).unwrap();
    assert_eq!(p.to_text().len(), text.len());
    assert!(text.len() <= MAX_PROFILE_BYTES, "{} bytes", text.len());
    // One more point is one too many.
    let pool = Pool::all()[0].key();
    let over = text.replacen(&format!("rating {pool}"), &format!("point {pool} 1 1 1500\nrating {pool}"), 1);
    assert!(matches!(Profile::from_text(&over), Err(ProfileError::Line { why: Why::HistoryFull, .. })));
    // A full history whose count is spent keeps its points as they are.
    let mut full = p.clone();
    full.play_computer(GameKind::Gyges, Level::Easy, GameResult::Win, 1);
    assert_eq!(full.history(Pool::Computer(GameKind::Gyges)), p.history(Pool::Computer(GameKind::Gyges)));
    assert_eq!(Profile::from_text(&full.to_text()), Ok(full));
}

#[test]
fn the_name_rule_is_the_live_games() {
    let samples = ["Ada", "  Ada  ", "", " ", "a\u{0}", "a\nb", "a\u{85}", "\u{2028}x", &"x".repeat(24), &"x".repeat(25), &"名".repeat(24), &"名".repeat(25), "\t tab\t"];
    for s in samples {
        assert_eq!(check_name(s).ok(), engine::live::message::check_name(s).ok(), "{s:?}");
    }
    assert_eq!(MAX_NAME, engine::live::message::MAX_NAME);
}

#[test]
fn the_documented_example_reads() {
    let docs = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/ratings.md")).expect("docs/ratings.md");
    let example = docs.split("### The file").nth(1).and_then(|s| s.split("```text\n").nth(1)).and_then(|s| s.split("```").next()).expect("an example file");
    let p = Profile::from_text(example).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(p.to_text(), example);
    assert_eq!(p.name(), "Ada");
    assert_eq!(p.puzzles(GameKind::Gipf), Tally { solved: 12, failed: 3 });
}
