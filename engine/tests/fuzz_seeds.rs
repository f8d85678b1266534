//! Writes the fuzz seed corpus (`fuzz/seeds/<target>/`) from games of every option set, played
//! by the greedy computer and at random, and profile files. Not a test: run it after changing an input format,
//!
//! ```text
//! cargo test --release -p gboards-engine --test fuzz_seeds -- --ignored
//! ```

use engine::ai::{choose_in_match, Searchable};
use engine::compact::pack;
use engine::game::{Game, Status};
use engine::kind::GameKind;
use engine::options::parse_pairs;
use engine::player::Level;
use engine::rating::{level_rating, GameResult, PeopleGame, Profile};
use engine::rng::Rng;
use engine::Match;
use std::path::{Path, PathBuf};

/// Every option set the fuzz targets start from, as `game options…`.
const OPTION_SETS: &[&str] = &[
    "gyges max_plies=80",
    "gyges replace=on max_plies=80",
    "gyges replace=on return_to_start=allow setup=south_then_north max_plies=80",
    "gyges repetition=on first=north max_plies=80",
    "gyges replace=on repetition=on setup=preset:321123 max_plies=80",
    "gype max_plies=40",
    "gype seats=SWN start=random max_plies=40",
    "gype seats=SWNE start=choose max_plies=30",
    "gype seats=WE setup=off rolls=off max_plies=40",
    "gype seats=SNE chaos=on hat_pass=rect return_home=never block_turns=1 max_plies=40",
    "gipf version=basic max_plies=60",
    "gipf max_plies=60",
    "gipf version=tournament handicap=2 max_plies=60",
    "gipf potentials=t3z3/d3p3y3 max_plies=60",
    "gipf version=ultimate challenges=on side_game=rps max_plies=60",
    "gipf version=ultimate challenges=2 side_game=reported max_plies=60",
];

fn write(dir: &Path, target: &str, name: &str, bytes: &[u8]) {
    let dir = dir.join(target);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(name), bytes).unwrap();
}

/// Plays one game of `header`'s option set and writes a seed for each fuzz target.
fn seeds_of<G: Game + Searchable>(dir: &Path, name: &str, header: &str, seed: u64) {
    let items: Vec<&str> = header.split_whitespace().skip(1).collect();
    let options = G::parse_options(&parse_pairs(&items).unwrap()).unwrap();
    let mut m: Match<G> = Match::new(&options, seed);
    let mut rng = Rng::new(seed);
    let mut positions = Vec::new();
    while let Status::Turn(_) = m.status() {
        let legal = m.position().legal_actions();
        // A choice byte can name only the first 256 actions.
        let greedy = choose_in_match(&m, Level::Greedy, rng.next_u64()).filter(|a| legal.iter().take(256).any(|b| b == a));
        let action = match greedy {
            Some(a) if rng.below(2) == 0 => a,
            _ => legal[rng.below(legal.len().min(256))].clone(),
        };
        if rng.below(12) == 0 {
            positions.push((m.position().position_string(), m.position().format_action_long(&action)));
        }
        m.play(&action).unwrap();
    }
    // `games`: the header, then each action's index among those listed (or the chance outcome).
    let mut choices = format!("{header}\n").into_bytes();
    let mut p = G::start(&options);
    for a in m.actions() {
        let index = match p.status() {
            Status::Chance(n) => (0..n).position(|i| p.chance_action(i) == *a).unwrap(),
            _ => p.legal_actions().iter().position(|b| b == a).unwrap(),
        };
        choices.push(u8::try_from(index).unwrap());
        p.play(a).unwrap();
    }
    write(dir, "games", name, &choices);
    let record = m.to_record().to_text();
    write(dir, "records", name, record.as_bytes());
    write(dir, "messages", name, format!("record\n\n\n\n{record}").as_bytes());
    write(dir, "links", name, pack(&record).unwrap().as_bytes());
    let kind = GameKind::ALL.iter().position(|k| k.name() == G::NAME).unwrap() as u8;
    for (i, (position, action)) in positions.iter().take(3).enumerate() {
        write(dir, "actions", &format!("{name}-{i}"), format!("{header}\n{position}\n{action}").as_bytes());
        let mut text = vec![kind];
        text.extend_from_slice(position.as_bytes());
        write(dir, "positions", &format!("{name}-{i}"), &text);
    }
}

#[test]
#[ignore = "writes the fuzz seed corpus"]
fn write_fuzz_seeds() {
    let dir: PathBuf = [env!("CARGO_MANIFEST_DIR"), "..", "fuzz", "seeds"].iter().collect();
    let _ = std::fs::remove_dir_all(&dir);
    for (i, header) in OPTION_SETS.iter().enumerate() {
        let game = header.split_whitespace().next().unwrap();
        let name = format!("{i:02}-{game}");
        engine::with_kind!(GameKind::parse(game).unwrap(), G => seeds_of::<G>(&dir, &name, header, i as u64 + 1));
    }
    // `live`: messages a peer may send, blank lines between them: a greeting, moves with and
    // without a time claim, offers and answers, chat, a name, a rating claim, a hidden choice's
    // commitment and reveal, a flag and a resignation.
    for (i, messages) in [
        "hello 5\n\nname Ann\n\nrating 1612.5:80.25:0.06\n\nchat good luck",
        "move 0 0123456789abcdef a1\n\nmove 1 0123456789abcdef @4250 i5\n\noffer draw 2\n\naccept draw 2",
        "offer takeback 3\n\ndecline takeback 3\n\nflag 1\n\nresign 1",
        "hand 12 5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a\n\nshow 12 rock 03030303030303030303030303030303\n\nrating 27.5:6.25",
    ]
    .iter()
    .enumerate()
    {
        write(&dir, "live", &format!("messages-{i}"), messages.as_bytes());
    }
    // `profile`: profile files (a new one, and one with games against the computer, puzzles and
    // a live game), and games between people to rate, one line each.
    let people = ["gyges.live.blitz 0 2,1 -,1612.5:80.25:0.06", "gype.live.3p 1 2,1,3 27.5:6.25,-,22:7", "gipf.live.rapid 1 1,1 1500:350:0.06,-"];
    let mut profile = Profile::new("Ann").unwrap();
    write(&dir, "profile", "new", profile.to_text().as_bytes());
    for (day, game) in GameKind::ALL.into_iter().enumerate() {
        profile.play_computer(game, Level::Medium, GameResult::Win, 20_000 + day as u32);
        profile.try_puzzle(game, level_rating(game, Level::Hard), day % 2 == 0, 20_000 + day as u32);
    }
    for line in people {
        let game = PeopleGame::from_text(line).unwrap();
        profile.play_people(&game, 20_010).unwrap();
    }
    write(&dir, "profile", "played", profile.to_text().as_bytes());
    for (i, line) in people.iter().enumerate() {
        write(&dir, "profile", &format!("people-{i}"), line.as_bytes());
    }
    for (i, fields) in ["start\ngype\n\nseats=SWN start=random", "start\ngipf\n\nversion=ultimate challenges=on", "position\ngyges\n321123/....../....../....../....../321123 S\nreplace=on"].iter().enumerate() {
        write(&dir, "messages", &format!("fields-{i}"), fields.as_bytes());
    }
}
