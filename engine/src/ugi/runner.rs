//! `gboards match`: one of our levels against an engine that speaks UGI, in a child process.
//! This file holds the match's configuration and report and plays Gygès in Helios's frame;
//! `runner/table.rs` plays GIPF and Table Gype in our own notation.
//!
//! Gygès rules: the protocol's (`replace=on`, `return_to_start=allow`), home rows drawn from the seed,
//! each set-up played twice with the seats swapped, a ply cap (a draw). Every move of the engine
//! is checked: an illegal one loses the game. The protocol has no pass, so a side with no move
//! passes without being asked. When the engine's search panics (seen on stderr) it is
//! restarted and asked again with twice the time (`--engine-time`), up to `--retries` times;
//! a move it never gives voids the game.

mod table;

use super::client::{Client, ClientError};
use super::{action_of, board_of, ugi_options};
use crate::ai::{self, Level, Search};
use crate::error::{clip, Error, Reason};
use crate::game::{Game, Outcome, Seat, Status};
use crate::gyges::{Action, Position, NORTH, SOUTH};
use crate::kind::GameKind;
use crate::options::parse_pairs;
use crate::rng::{mix, Rng};
use std::fmt;
use std::time::{Duration, Instant};

pub const USAGE: &str = "usage: gboards match [--game gyges|gipf|gype] --engine <command> [--engine-opt NAME=VALUE]... [--engine-time SECONDS]
    [--level LEVEL] [--nodes N] [--time SECONDS|engine|engine-cpu] [--games N] [--seed S] [--max-plies N] [--opt KEY=VALUE]...
    [--retries N] [--timeout SECONDS] [--show-moves]
  plays our LEVEL (default expert; --nodes replaces its node budget, --time gives it a time target
  per move instead; --time engine targets the engine's mean time per move so far, --time engine-cpu
  its mean processor time, our search timed by its own processor time) against the UGI engine
  started by <command> (split at spaces), --games games (default 2) in pairs sharing a set-up (Gygès) or
  an opening and dice (GIPF, Table Gype). The ply cap (--max-plies; default 200 in Gygès, a draw, and
  300 turns in GIPF and Table Gype, decided by their rules) and --opt (GIPF and Table Gype: the game's
  rules, two seats) are sent to the engine as its rules.";

/// What a match is.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchConfig {
    pub game: GameKind,
    pub engine: Vec<String>,
    /// `setoption` pairs sent at start.
    pub engine_options: Vec<(String, String)>,
    /// Sent as `maxTime` (seconds); doubled on each retry after a crash.
    pub engine_time: Option<f64>,
    pub level: Level,
    pub nodes: Option<u64>,
    /// Our side's wall-clock target per move, instead of the level's node budget.
    pub time: Option<TimeTarget>,
    pub games: u32,
    pub seed: u64,
    /// `None`: the game's default (`MatchConfig::max_plies`).
    pub max_plies: Option<u32>,
    /// The game's options (`--opt`), GIPF and Table Gype.
    pub rules: Vec<(String, String)>,
    pub retries: u32,
    /// The longest wait for one answer.
    pub timeout: Duration,
    /// Whether the report of each game lists its moves.
    pub show_moves: bool,
}

impl MatchConfig {
    pub fn parse(args: &[String]) -> Result<MatchConfig, Error> {
        let mut c = MatchConfig {
            game: GameKind::Gyges,
            engine: Vec::new(),
            engine_options: Vec::new(),
            engine_time: None,
            level: Level::Expert,
            nodes: None,
            time: None,
            games: 2,
            seed: 1,
            max_plies: None,
            rules: Vec::new(),
            retries: 8,
            timeout: Duration::from_secs(60),
            show_moves: false,
        };
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let mut value = || it.next().ok_or_else(|| Error::option(Reason::Console(format!("{} needs a value\n{USAGE}", clip(flag)))));
            fn number<T: std::str::FromStr>(flag: &str, v: &str) -> Result<T, Error> {
                v.parse().map_err(|_| Error::option(Reason::Console(format!("{flag} '{}' is not a number", clip(v)))))
            }
            match flag.as_str() {
                "--game" => c.game = GameKind::parse(value()?)?,
                "--opt" => c.rules.extend(parse_pairs(&[value()?])?),
                "--engine" => c.engine = value()?.split_whitespace().map(String::from).collect(),
                "--engine-opt" => {
                    let v = value()?;
                    let (k, val) = v.split_once('=').ok_or_else(|| Error::option(Reason::Console(format!("--engine-opt '{}': expected NAME=VALUE", clip(v)))))?;
                    c.engine_options.push((k.to_string(), val.to_string()));
                }
                "--engine-time" => {
                    let s: f64 = number(flag, value()?)?;
                    c.engine_time = Some(s).filter(|s| s.is_finite() && *s > 0.0 && *s <= 3600.0);
                    if c.engine_time.is_none() {
                        return Err(Error::option(Reason::Console("--engine-time: expected seconds above 0, at most 3600".to_string())));
                    }
                }
                "--level" => c.level = Level::parse(value()?)?,
                "--nodes" => c.nodes = Some(number(flag, value()?)?).filter(|&n| n > 0),
                "--time" => {
                    let v = value()?;
                    c.time = Some(if v == "engine" {
                        TimeTarget::Engine
                    } else if v == "engine-cpu" {
                        TimeTarget::EngineCpu
                    } else {
                        let s: f64 = number(flag, v)?;
                        if !(s.is_finite() && s > 0.0 && s <= 3600.0) {
                            return Err(Error::option(Reason::Console("--time: expected seconds above 0 (at most 3600) or 'engine' or 'engine-cpu'".to_string())));
                        }
                        TimeTarget::Seconds(s)
                    });
                }
                "--games" => c.games = number::<u32>(flag, value()?)?.min(100_000),
                "--seed" => c.seed = number(flag, value()?)?,
                "--max-plies" => c.max_plies = Some(number::<u32>(flag, value()?)?.clamp(1, 10_000)),
                "--retries" => c.retries = number::<u32>(flag, value()?)?.min(20),
                "--show-moves" => c.show_moves = true,
                "--timeout" => c.timeout = Duration::from_secs_f64(number::<f64>(flag, value()?)?.clamp(0.1, 86_400.0)),
                other => return Err(Error::option(Reason::Console(format!("unknown flag '{}'\n{USAGE}", clip(other))))),
            }
        }
        if c.engine.is_empty() {
            return Err(Error::option(Reason::Console(format!("--engine <command> is needed\n{USAGE}"))));
        }
        if c.game == GameKind::Gyges && !c.rules.is_empty() {
            return Err(Error::option(Reason::Console("--opt: Gygès is played by the protocol's rules (replace=on return_to_start=allow)".to_string())));
        }
        Ok(c)
    }

    /// The ply cap: Gygès 200 plies (a draw), the other games 300 turns (their rules decide).
    pub fn max_plies(&self) -> u32 {
        self.max_plies.unwrap_or(if self.game == GameKind::Gyges { 200 } else { 300 })
    }
}

/// Our side's time per move in a match.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TimeTarget {
    Seconds(f64),
    /// The engine's mean time per move so far (`ENGINE_FIRST` before its first move): our
    /// search starts no iteration after 40% of its target and stops at the target, so it uses
    /// less than it is given, and by how much varies. Each target is therefore what keeps our
    /// total equal to the engine's mean times our moves, this one included, times
    /// `ENGINE_SHARE`, and kept within `ENGINE_BOUNDS` of that mean: our mean per move comes
    /// out at the engine's.
    Engine,
    /// `Engine` in processor time: the engine's mean processor time per move (all its
    /// threads) against ours, our search timed by its own thread's processor time, so the two
    /// sides think equally however busy the machine is.
    EngineCpu,
}

/// The target before the engine has moved, in seconds.
const ENGINE_FIRST: f64 = 1.0;
/// Our target per move against the time still owed to us.
const ENGINE_SHARE: f64 = 1.25;
/// The least and most one move's target may be, as multiples of the engine's mean.
const ENGINE_BOUNDS: (f64, f64) = (0.5, 4.0);

impl TimeTarget {
    /// The clock our search is timed by: its thread's processor time for `EngineCpu`, else
    /// the wall clock.
    fn clock(self) -> ai::Millis {
        match self {
            TimeTarget::EngineCpu => ai::thread_cpu_millis,
            _ => ai::process_millis,
        }
    }

    fn seconds(self, theirs: &Clock, ours: &Clock) -> f64 {
        match self {
            TimeTarget::Seconds(s) => s,
            TimeTarget::Engine if theirs.moves == 0 => ENGINE_FIRST,
            TimeTarget::Engine => owed(theirs.mean(), ours.moves, ours.total),
            TimeTarget::EngineCpu => match theirs.cpu_mean() {
                Some(mean) => owed(mean, ours.cpu_moves, ours.cpu),
                None => ENGINE_FIRST,
            },
        }
    }
}

/// The target that brings our total, this move included, to the engine's `mean` per move.
fn owed(mean: f64, moves: u64, total: f64) -> f64 {
    let owed = mean * (moves + 1) as f64 - total;
    (ENGINE_SHARE * owed).clamp(ENGINE_BOUNDS.0 * mean, ENGINE_BOUNDS.1 * mean)
}

/// Think time of one side.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clock {
    pub moves: u64,
    pub total: f64,
    pub max: f64,
    /// Processor time, over the moves where it could be read.
    pub cpu: f64,
    pub cpu_moves: u64,
}

impl Clock {
    fn add(&mut self, seconds: f64, cpu: Option<f64>) {
        self.moves += 1;
        self.total += seconds;
        self.max = self.max.max(seconds);
        if let Some(c) = cpu {
            self.cpu += c;
            self.cpu_moves += 1;
        }
    }
    pub fn mean(&self) -> f64 {
        if self.moves == 0 { 0.0 } else { self.total / self.moves as f64 }
    }
    /// The mean processor time per move, where it was read.
    pub fn cpu_mean(&self) -> Option<f64> {
        (self.cpu_moves > 0).then(|| self.cpu / self.cpu_moves as f64)
    }
}

/// This thread's processor time so far (Linux), which a busy machine does not inflate.
pub(super) fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

/// How one game ended, from our side.
#[derive(Clone, Debug, PartialEq)]
pub enum GameEnd {
    Won,
    Drawn,
    Lost,
    /// The engine played an illegal move (we win).
    Illegal(String),
    /// The engine resigned (we win).
    Resigned,
    /// The engine gave no move even after its retries: the game does not count.
    Void(String),
}

/// The results so far.
#[derive(Clone, Debug, Default)]
pub struct MatchReport {
    /// The game, named for games other than Gygès (whose report stays as it was).
    pub game: Option<&'static str>,
    pub engine: String,
    pub level: String,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub illegal: u32,
    pub resigned: u32,
    pub void: u32,
    pub restarts: u32,
    pub plies: u64,
    pub ours: Clock,
    pub theirs: Clock,
}

impl MatchReport {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Our score as a fraction and its 95% interval (normal approximation over the three
    /// outcomes).
    pub fn score(&self) -> (f64, f64, f64) {
        let n = self.games().max(1) as f64;
        let s = (self.wins as f64 + 0.5 * self.draws as f64) / n;
        let var = (self.wins as f64 * (1.0 - s).powi(2) + self.draws as f64 * (0.5 - s).powi(2) + self.losses as f64 * s.powi(2)) / n;
        let half = 1.96 * (var / n).sqrt();
        (s, (s - half).max(0.0), (s + half).min(1.0))
    }
}

impl fmt::Display for MatchReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (s, lo, hi) = self.score();
        let game = self.game.map_or(String::new(), |g| format!(", {g}"));
        writeln!(f, "gboards {} vs {}{game}: {} games", self.level, self.engine, self.games())?;
        writeln!(f, "W/D/L {}/{}/{}: score {:.1}% (95% CI {:.1}-{:.1}%)", self.wins, self.draws, self.losses, 100.0 * s, 100.0 * lo, 100.0 * hi)?;
        writeln!(f, "engine resigned {}, illegal moves by the engine {} (both counted as our wins), void games {}, engine restarts {}", self.resigned, self.illegal, self.void, self.restarts)?;
        let ms = |c: &Clock| {
            let cpu = c.cpu_mean().map_or(String::new(), |m| format!("; CPU mean {:.1} ms", 1000.0 * m));
            format!("mean {:.1} ms, max {:.1} ms over {} moves{cpu}", 1000.0 * c.mean(), 1000.0 * c.max, c.moves)
        };
        writeln!(f, "our time per move: {}", ms(&self.ours))?;
        writeln!(f, "engine time per move: {}", ms(&self.theirs))?;
        write!(f, "plies played: {}", self.plies)
    }
}

/// A home row: two pieces of each size in a seeded order.
fn home_row(rng: &mut Rng) -> String {
    let mut row = [1u8, 1, 2, 2, 3, 3];
    for i in (1..row.len()).rev() {
        row.swap(i, rng.below(i + 1));
    }
    row.iter().map(|s| (b'0' + s) as char).collect()
}

/// The options of the pair of games `pair`: the protocol's rules, seeded rows, the ply cap.
fn game_options(config: &MatchConfig, pair: u32) -> Result<crate::gyges::Options, Error> {
    let mut rng = Rng::new(mix(config.seed ^ mix(u64::from(pair) + 0x5E7))); // set-up seed
    let setup = format!("preset:{}/{}", home_row(&mut rng), home_row(&mut rng));
    let mut pairs = ugi_options();
    pairs.push(("setup".into(), setup));
    pairs.push(("max_plies".into(), config.max_plies().to_string()));
    Position::parse_options(&pairs)
}

/// The engine, restarted when its search dies.
struct Opponent<'a> {
    config: &'a MatchConfig,
    client: Option<Client>,
    restarts: u32,
    /// `setoption` pairs sent before the engine's own: the game and its rules (none in Gygès,
    /// which Helios plays with no such options).
    protocol: Vec<(String, String)>,
}

impl Opponent<'_> {
    fn options(&self, time: Option<f64>) -> Vec<(String, String)> {
        let mut o = self.protocol.clone();
        o.extend(self.config.engine_options.iter().cloned());
        if let Some(t) = time {
            o.push(("maxTime".into(), format!("{t}")));
        }
        o
    }

    fn client(&mut self) -> Result<&mut Client, ClientError> {
        if self.client.is_none() {
            self.client = Some(Client::start(&self.config.engine, &self.options(self.config.engine_time))?);
        }
        self.client.as_mut().ok_or(ClientError::Closed)
    }

    /// The engine's move with its think time, retried with more time after a crash.
    fn best_move(&mut self, pos: &Position) -> Result<(Action, f64, Option<f64>), GameEnd> {
        let board = board_of(pos);
        let (answer, seconds, cpu) = self.ask(|c, limit| c.best_move(&board, limit))?;
        let action = action_of(pos, &answer).map_err(|e| GameEnd::Illegal(e.to_string()))?;
        Ok((action, seconds, cpu))
    }

    /// What `question` gets from the engine, with its time and processor time; a search that dies, times out or
    /// exits is asked again of a fresh process with twice the time.
    fn ask<T>(&mut self, mut question: impl FnMut(&mut Client, Duration) -> Result<T, ClientError>) -> Result<(T, f64, Option<f64>), GameEnd> {
        let mut time = self.config.engine_time;
        let mut last = String::new();
        for attempt in 0..=self.config.retries {
            if attempt > 0 {
                // A fresh process, given more time for this move only.
                self.client = None;
                self.restarts += 1;
                time = time.map(|t| t * 2.0);
                let options = self.options(time);
                match Client::start(&self.config.engine, &options) {
                    Ok(c) => self.client = Some(c),
                    Err(e) => return Err(GameEnd::Void(e.to_string())),
                }
            }
            let limit = self.config.timeout;
            let started = Instant::now();
            let cpu_before = self.client.as_ref().and_then(Client::cpu_seconds);
            let result = self.client().and_then(|c| question(c, limit));
            let seconds = started.elapsed().as_secs_f64();
            let cpu = cpu_before.zip(self.client.as_ref().and_then(Client::cpu_seconds)).map(|(a, b)| b - a);
            match result {
                Ok(answer) => {
                    if attempt > 0 {
                        let base = self.options(self.config.engine_time);
                        if let Some(c) = self.client.as_mut() {
                            c.set_options(&base).map_err(|e| GameEnd::Void(e.to_string()))?;
                        }
                    }
                    return Ok((answer, seconds, cpu));
                }
                Err(e @ (ClientError::Panicked(_) | ClientError::Timeout | ClientError::Closed)) => last = e.to_string(),
                Err(ClientError::Resigned) => return Err(GameEnd::Resigned),
                Err(e) => return Err(GameEnd::Void(e.to_string())),
            }
        }
        // An engine still searching could answer the next question with this one's move.
        self.client = None;
        Err(GameEnd::Void(format!("no move after {} retries: {last}", self.config.retries)))
    }
}

/// One finished game, for the progress report.
pub struct Played<'a> {
    pub game: u32,
    pub ours: Seat,
    /// Our seat's name ("South", "White").
    pub side: &'static str,
    pub end: &'a GameEnd,
    /// The start position and the options, to replay the game with `gboards play`.
    pub start: String,
    pub options: String,
    /// The moves in our notation.
    pub moves: &'a [String],
    /// The results so far, this game included.
    pub report: &'a MatchReport,
}

/// Plays the match, telling `progress` each finished game.
pub fn run_match(config: &MatchConfig, mut progress: impl FnMut(Played)) -> Result<MatchReport, Error> {
    let protocol = match config.game {
        GameKind::Gyges => Vec::new(),
        GameKind::Gipf => table::protocol::<crate::gipf::Position>(config)?,
        GameKind::Gype => table::protocol::<crate::gype::Position>(config)?,
    };
    let mut opponent = Opponent { config, client: None, restarts: 0, protocol };
    let name = opponent.client().map(|c| c.name.clone()).map_err(|e| Error::option(Reason::Console(e.to_string())))?;
    let mut report = MatchReport { engine: name, level: config.level.name().to_string(), ..MatchReport::default() };
    if let Some(n) = config.nodes {
        report.level = format!("{} ({n} nodes)", config.level.name());
    }
    match config.time {
        Some(TimeTarget::Seconds(t)) => report.level = format!("{} ({t} s a move)", config.level.name()),
        Some(TimeTarget::Engine) => report.level = format!("{} (the engine's time a move)", config.level.name()),
        Some(TimeTarget::EngineCpu) => report.level = format!("{} (the engine's processor time a move)", config.level.name()),
        None => {}
    }
    match config.game {
        GameKind::Gyges => play_gyges(config, &mut opponent, &mut report, &mut progress)?,
        GameKind::Gipf => table::play::<crate::gipf::Position>(config, &mut opponent, &mut report, &mut progress)?,
        GameKind::Gype => table::play::<crate::gype::Position>(config, &mut opponent, &mut report, &mut progress)?,
    }
    Ok(report)
}

/// Counts a finished game.
fn tally(report: &mut MatchReport, end: &GameEnd, plies: usize, restarts: u32) {
    match end {
        GameEnd::Won => report.wins += 1,
        GameEnd::Drawn => report.draws += 1,
        GameEnd::Lost => report.losses += 1,
        GameEnd::Illegal(_) => {
            report.illegal += 1;
            report.wins += 1;
        }
        GameEnd::Resigned => {
            report.resigned += 1;
            report.wins += 1;
        }
        GameEnd::Void(_) => report.void += 1,
    }
    report.plies += plies as u64;
    report.restarts = restarts;
}

/// The Gygès games of a match, in Helios's frame.
fn play_gyges(config: &MatchConfig, opponent: &mut Opponent, report: &mut MatchReport, progress: &mut impl FnMut(Played)) -> Result<(), Error> {
    for game in 0..config.games {
        let options = game_options(config, game / 2)?;
        let ours = if game % 2 == 0 { SOUTH } else { NORTH };
        let mut pos = Position::start(&options);
        let mut moves = Vec::new();
        let end = loop {
            let seat = match pos.status() {
                Status::Turn(s) => s,
                Status::Over(Outcome::Win(s)) if s == ours => break GameEnd::Won,
                Status::Over(Outcome::Win(_)) => break GameEnd::Lost,
                _ => break GameEnd::Drawn,
            };
            let action = if pos.legal_moves().is_empty() {
                Action::Pass
            } else if seat == ours {
                let started = Instant::now();
                let cpu_before = thread_cpu_seconds();
                let time = config.time.map(|t| t.seconds(&report.theirs, &report.ours));
                let choice = our_move(&pos, config, time, mix(config.seed ^ mix(u64::from(game) << 20 | moves.len() as u64)));
                let cpu = cpu_before.zip(thread_cpu_seconds()).map(|(a, b)| b - a);
                report.ours.add(started.elapsed().as_secs_f64(), cpu);
                choice.unwrap_or(Action::Pass)
            } else {
                match opponent.best_move(&pos) {
                    Ok((a, seconds, cpu)) => {
                        report.theirs.add(seconds, cpu);
                        a
                    }
                    Err(end) => break end,
                }
            };
            moves.push(pos.format_action(&action));
            pos.play(&action)?;
        };
        tally(report, &end, moves.len(), opponent.restarts);
        let start = Position::start(&options);
        let options = crate::options::format_pairs(&Position::format_options(&options));
        progress(Played { game, ours, side: crate::gyges::seat_name(ours), end: &end, start: start.position_string(), options, moves: &moves, report });
    }
    Ok(())
}

/// Our level's move, with its node budget replaced by a node count or a time target when the
/// match says so.
fn our_move(pos: &Position, config: &MatchConfig, time: Option<f64>, seed: u64) -> Option<Action> {
    let Some(mut settings) = ai::settings::<Position>(config.level) else {
        return ai::choose(pos, config.level, seed);
    };
    if let Some(n) = config.nodes {
        settings.nodes = n;
    }
    let mut search = Search::new(pos.clone(), settings, seed)?;
    // Master thinks its own time unless the match gives another.
    let time = time.or(config.level.timed().then_some(Level::MASTER_SECONDS));
    if let Some(t) = time {
        search = search.with_time_by(t, config.time.map_or(ai::process_millis as ai::Millis, TimeTarget::clock));
    }
    loop {
        if let Some(a) = search.step() {
            search.finish();
            return Some(a);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn config() {
        let c = MatchConfig::parse(&args("--engine helios --engine-time 0.1 --level hard --games 10 --seed 3")).unwrap();
        assert_eq!((c.engine, c.engine_time, c.level, c.games, c.seed), (vec!["helios".to_string()], Some(0.1), Level::Hard, 10, 3));
        assert_eq!(MatchConfig::parse(&args("--engine x --time 0.5")).unwrap().time, Some(TimeTarget::Seconds(0.5)));
        assert_eq!(MatchConfig::parse(&args("--engine x --time engine")).unwrap().time, Some(TimeTarget::Engine));
        assert_eq!(MatchConfig::parse(&args("--engine x --time engine-cpu")).unwrap().time, Some(TimeTarget::EngineCpu));
        for bad in ["", "--games 3", "--engine x --time 0", "--engine x --games", "--engine x --level god", "--engine x --engine-time -1", "--engine x --what 1", "--engine x --engine-opt novalue"] {
            assert!(MatchConfig::parse(&args(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn our_time_follows_the_engines_mean() {
        let clock = |moves: u64, total: f64| Clock { moves, total, ..Clock::default() };
        let theirs = clock(10, 4.0);
        assert_eq!(TimeTarget::Engine.seconds(&clock(0, 0.0), &clock(0, 0.0)), ENGINE_FIRST);
        let even = TimeTarget::Engine.seconds(&theirs, &clock(10, 4.0));
        assert!((even - ENGINE_SHARE * 0.4).abs() < 1e-9, "{even}");
        let behind = TimeTarget::Engine.seconds(&theirs, &clock(10, 3.0));
        let ahead = TimeTarget::Engine.seconds(&theirs, &clock(10, 4.3));
        assert!(ahead < even && even < behind, "{ahead} {even} {behind}");
        assert_eq!(TimeTarget::Engine.seconds(&theirs, &clock(10, 0.0)), ENGINE_BOUNDS.1 * 0.4);
        assert_eq!(TimeTarget::Engine.seconds(&theirs, &clock(10, 40.0)), ENGINE_BOUNDS.0 * 0.4);
        // A search that uses 60% of its target: its mean settles at the engine's.
        let mut ours = Clock::default();
        for _ in 0..400 {
            ours.add(0.6 * TimeTarget::Engine.seconds(&theirs, &ours), None);
        }
        assert!((ours.mean() - 0.4).abs() < 0.01, "{}", ours.mean());
    }

    #[test]
    fn score_and_interval() {
        let r = MatchReport { wins: 50, draws: 0, losses: 50, ..MatchReport::default() };
        let (s, lo, hi) = r.score();
        assert!((s - 0.5).abs() < 1e-9 && (hi - lo - 2.0 * 1.96 * 0.05).abs() < 1e-6);
        let r = MatchReport { wins: 0, draws: 4, losses: 0, ..MatchReport::default() };
        assert_eq!(r.score(), (0.5, 0.5, 0.5));
    }

    #[test]
    fn set_ups_differ_by_pair_and_keep_two_of_each() {
        let c = MatchConfig::parse(&args("--engine x")).unwrap();
        let a = game_options(&c, 0).unwrap();
        let b = game_options(&c, 1).unwrap();
        assert_ne!(a, b);
        assert!(a.replace && a.return_to_start && a.max_plies == 200);
        let gipf = MatchConfig::parse(&args("--game gipf --engine x --opt version=basic")).unwrap();
        assert_eq!((gipf.game, gipf.max_plies(), gipf.rules.len()), (GameKind::Gipf, 300, 1));
        assert!(MatchConfig::parse(&args("--engine x --opt replace=off")).is_err(), "Gygès plays the protocol's rules");
        assert!(MatchConfig::parse(&args("--game chess --engine x")).is_err());
    }
}
