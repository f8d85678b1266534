//! The GIPF and Table Gype games of a match, in our own notation. Each pair of games starts from
//! one seeded opening, as `gboards selfplay` draws it (GIPF: two random actions; Table Gype:
//! none, its games differ by their dice), with the seats swapped; the match's seed rolls the
//! dice (`Match` draws them). The engine is sent the start and every action so far, dice
//! included (`setpos data <start> moves …`), so it knows the positions passed through as our
//! side does; its answer must be a legal action by our rules, or it loses the game. The ply cap
//! is the game's own `max_plies` rule (GIPF by material, Table Gype by the race), sent to the
//! engine with the other rules.

use super::{tally, thread_cpu_seconds, GameEnd, MatchConfig, MatchReport, Opponent, Played};
use crate::ai::{self, Searchable};
use crate::error::{clip, Error, Reason};
use crate::game::{Game, Outcome, Seat, Status};
use crate::options::format_pairs;
use crate::rng::mix;
use crate::session::{opening, Match};
use crate::ugi::frame::Spoken;
use crate::ugi::think::think;
use std::time::Instant;

/// The game's options for the match: `--opt`, and the ply cap unless `--opt` set one.
fn options<G: Game>(config: &MatchConfig) -> Result<G::Options, Error> {
    let mut pairs = config.rules.clone();
    if !pairs.iter().any(|(k, _)| k == "max_plies") {
        pairs.push(("max_plies".into(), config.max_plies().to_string()));
    }
    let options = G::parse_options(&pairs)?;
    if G::start(&options).seat_count() != 2 {
        return Err(Error::option(Reason::Console("a match is played by two seats".to_string())));
    }
    Ok(options)
}

/// The `setoption` pairs that give the engine the game and its rules.
pub(super) fn protocol<G: Spoken>(config: &MatchConfig) -> Result<Vec<(String, String)>, Error> {
    let rules = format_pairs(&G::format_options(&options::<G>(config)?));
    let rules = if rules.is_empty() { "default".to_string() } else { rules };
    Ok(vec![("game".into(), G::NAME.into()), ("rules".into(), rules)])
}


/// Each action of the match so far, as the protocol writes it.
fn action_texts<G: Spoken>(m: &Match<G>) -> Vec<String> {
    let positions = (0..m.actions().len()).filter_map(|i| m.position_at(i));
    positions.zip(m.actions()).map(|(p, a)| p.write_action(a)).collect()
}

/// Keys of the positions the match passed through where a player acted (the search's
/// repetition penalty), as `ai::choose_in_match` collects them.
fn seen<G: Searchable>(m: &Match<G>) -> Vec<u64> {
    if G::REPEAT_PENALTY == 0 {
        return Vec::new();
    }
    let passed = (0..m.actions().len()).filter_map(|i| m.position_at(i));
    passed.filter(|p| matches!(p.status(), Status::Turn(_))).map(|p| p.key()).collect()
}

/// Plays the match's games of `G`.
pub(super) fn play<G: Spoken>(config: &MatchConfig, opponent: &mut Opponent, report: &mut MatchReport, progress: &mut impl FnMut(Played)) -> Result<(), Error> {
    report.game = Some(G::KIND.display_name());
    let options = options::<G>(config)?;
    let settings = ai::settings::<G>(config.level).map(|mut s| {
        if let Some(n) = config.nodes {
            s.nodes = n;
        }
        s
    });
    for game in 0..config.games {
        let seed = mix(config.seed ^ mix(u64::from(game / 2)));
        let ours = (game % 2) as Seat;
        let mut m = opening::<G>(&options, seed);
        let end = loop {
            let seat = match m.status() {
                Status::Turn(s) => s,
                Status::Over(Outcome::Win(s)) if s == ours => break GameEnd::Won,
                Status::Over(Outcome::Win(_)) => break GameEnd::Lost,
                Status::Over(Outcome::Draw) => break GameEnd::Drawn,
                // A match rolls every die as soon as it is due.
                Status::Chance(_) => break GameEnd::Void("a die left unrolled".into()),
            };
            let action = if seat == ours {
                let started = Instant::now();
                let cpu_before = thread_cpu_seconds();
                let time = config.time.map(|t| (t.seconds(&report.theirs, &report.ours), t.clock()));
                let move_seed = mix(config.seed ^ mix(u64::from(game) << 20 | m.actions().len() as u64));
                let thought = think(m.position(), config.level, settings, time, seen(&m), move_seed);
                let cpu = cpu_before.zip(thread_cpu_seconds()).map(|(a, b)| b - a);
                report.ours.add(started.elapsed().as_secs_f64(), cpu);
                match thought.action {
                    Some(a) => a,
                    None => break GameEnd::Void("our side found no action".into()),
                }
            } else {
                let line = format!("setpos data {} moves {}", m.start().position_string(), action_texts(&m).join(" "));
                match opponent.ask(|c, limit| c.best_action(line.trim_end(), limit)) {
                    Ok((text, seconds, cpu)) => {
                        report.theirs.add(seconds, cpu);
                        match m.position().read_action(&text) {
                            Ok(a) => a,
                            Err(e) => break GameEnd::Illegal(format!("'{}': {e}", clip(&text))),
                        }
                    }
                    Err(end) => break end,
                }
            };
            m.play(&action)?;
        };
        tally(report, &end, m.actions().len(), opponent.restarts);
        // A move of several words is quoted, to replay with `gboards play`.
        let moves: Vec<String> = action_texts(&m).into_iter().map(|t| if t.contains(' ') { format!("'{t}'") } else { t }).collect();
        let start = m.start().position_string();
        let options = format_pairs(&G::format_options(&options));
        let side = m.start().seat_name(ours);
        progress(Played { game, ours, side, end: &end, start, options, moves: &moves, report });
    }
    Ok(())
}
