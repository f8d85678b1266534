//! Whole games of any option set. The input's first line names the game and its options
//! (`gipf version=tournament potentials=t6`); every byte after it picks the next action among
//! those listed (or the chance outcome), and the bytes are read again from the start until the
//! game ends or 2,000 actions are played. At every step: a listed action plays, an action that
//! plays is listed (actions listed one step earlier are offered again), notation reads back,
//! every winner is a seat, and at the end the game's record replays to the same position (and
//! then draws any roll due, as every match does).
#![no_main]
use engine::game::{Game, Outcome, Status};
use engine::kind::GameKind;
use engine::record::Record;
use engine::Match;
use libfuzzer_sys::fuzz_target;

/// Listed actions checked in one position: long lists (Table Gype chains) are sampled.
const SAMPLE: usize = 24;

fn sample<T>(items: &[T]) -> impl Iterator<Item = &T> {
    items.iter().step_by(items.len() / SAMPLE + 1)
}

fn play_through<G: Game>(pairs: &[(String, String)], choices: &[u8]) {
    let Ok(options) = G::parse_options(pairs) else { return };
    let mut p = G::start(&options);
    let mut log = Vec::new();
    let mut earlier: Vec<String> = Vec::new();
    for &byte in choices.iter().cycle().take(2_000) {
        let legal = p.legal_actions();
        let action = match p.status() {
            Status::Over(outcome) => {
                if let Outcome::Win(seat) = outcome {
                    assert!((seat as usize) < p.seat_count(), "winner {seat}");
                }
                assert!(legal.is_empty(), "actions listed after the end");
                break;
            }
            Status::Chance(n) => {
                assert!(legal.is_empty() && n > 0, "a chance node lists player actions");
                let outcomes: Vec<u32> = (0..n).collect();
                for &i in sample(&outcomes) {
                    p.clone().play(&p.chance_action(i)).expect("a chance outcome plays");
                }
                p.chance_action(byte as u32 % n)
            }
            Status::Turn(seat) => {
                assert!((seat as usize) < p.seat_count(), "seat {seat} to act");
                assert!(!legal.is_empty(), "no action for the player to act");
                for a in sample(&legal) {
                    p.clone().play(a).expect("a listed action plays");
                    let long = p.format_action_long(a);
                    assert_eq!(p.parse_action(&long).as_ref(), Ok(a), "{long} reads back");
                }
                for text in &earlier {
                    if let Ok(a) = p.parse_action(text) {
                        if p.clone().play(&a).is_ok() {
                            assert!(legal.contains(&a), "unlisted {text} plays");
                        }
                    }
                }
                earlier = sample(&legal).map(|a| p.format_action_long(a)).collect();
                legal[byte as usize % legal.len()].clone()
            }
        };
        log.push(p.format_action_long(&action));
        let before = p.position_string();
        p.play(&action).unwrap_or_else(|e| panic!("{} in {before}: {e}", log.last().unwrap()));
    }
    let played = log.len();
    let record = Record { game: G::NAME.into(), options: G::format_options(&options), actions: log, ..Record::default() };
    let replay = Match::<G>::from_record_text(&record.to_text()).expect("a played game replays");
    // A match never waits for chance: a record stopped at a roll due (the action cap) replays
    // with that roll drawn from its seed. Up to the record's end it is the game played here.
    let at_end = replay.position_at(played).expect("the replay holds every action of the record");
    assert_eq!(at_end.position_string(), p.position_string());
    for i in played..replay.actions().len() {
        assert!(matches!(replay.position_at(i).map(Game::status), Some(Status::Chance(_))), "only rolls follow the record's end");
    }
}

fuzz_target!(|data: &[u8]| {
    let newline = data.iter().position(|&b| b == b'\n').unwrap_or(data.len());
    let Ok(header) = std::str::from_utf8(&data[..newline]) else { return };
    let choices = data.get(newline + 1..).unwrap_or(&[]);
    if choices.is_empty() {
        return;
    }
    let mut words = header.split_whitespace();
    let Some(Ok(kind)) = words.next().map(GameKind::parse) else { return };
    let items: Vec<&str> = words.collect();
    let Ok(pairs) = engine::options::parse_pairs(&items) else { return };
    engine::with_kind!(kind, G => play_through::<G>(&pairs, choices));
});
