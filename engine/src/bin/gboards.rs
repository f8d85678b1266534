//! `gboards`: the native command line for tests, benchmarks and puzzle work.
//! Run `gboards help` for the commands.

use engine::ai::{self, Level, Searchable};
use engine::game::{all_actions, Game, Outcome, Status};
use engine::kind::{GameKind, Listed};
use engine::error::{clip, Reason};
use engine::options::parse_pairs;
use engine::rng::mix;
use engine::session::opening;
use engine::{perft, with_kind, Error};
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

#[path = "gboards/tune.rs"]
mod tune;

/// The usage text, `{games}` standing for the list of games.
const USAGE_TEMPLATE: &str = "usage:
  gboards moves    <game> <position> [--opt KEY=VALUE]...
  gboards perft    <game> <position> <depth> [--unique] [--opt KEY=VALUE]...
  gboards play     <game> <position> <move>... [--opt KEY=VALUE]...
  gboards outcomes <game> <position> [--opt KEY=VALUE]...
  gboards bench perft <game> <position> <depth> [--opt KEY=VALUE]...
  gboards selfplay <game> --a <level> --b <level> [--games N] [--seed S] [--master-time SECONDS] [--cpu-clock] [--opt KEY=VALUE]...
  gboards bench ai <game> <level> [--games N] [--seed S] [--master-time SECONDS] [--cpu-clock] [--opt KEY=VALUE]...
  gboards ladder   (every level's rating: the Bradley-Terry fit of the measured matches)
  gboards tune gyges [--a <level>] [--games N] [--seed S] [--opt KEY=VALUE]... [<match-log>...]  (fits the evaluation's weights)
  gboards puzzles  <game> <max-moves> [--a <level>] [--b <level>] [--games N] [--seed S] [--budget N] [--per-game N] [--deeper-budget N] [--opt KEY=VALUE]...
  gboards review   <record-file>
  gboards analyse  <record-file> [<depth>]
  gboards ugi [--game <game>]  (the UGI engine protocol on stdin/stdout; Gygès unless --game)
  gboards games    (each game: name, short name, full name and its levels' ratings, tab-separated)
  gboards match [--game <game>] --engine <command> [--level L] [--games N] [--seed S] ... (gboards match --help)
games: {games}
levels: random, greedy, easy, medium, hard, expert, master (thinks 1.5 s a move unless --master-time says otherwise)
<position> is a position string (see the game's rules) or 'start'.";

fn usage() -> String {
    let games: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
    USAGE_TEMPLATE.replace("{games}", &games.join(", "))
}

/// Command-line arguments split into positional words, `--opt` pairs and flags.
struct Args {
    words: Vec<String>,
    opts: Vec<(String, String)>,
    unique: bool,
}

fn parse_args(raw: Vec<String>) -> Result<Args, Error> {
    let mut words = Vec::new();
    let mut opt_items = Vec::new();
    let mut unique = false;
    let mut it = raw.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--opt" => opt_items.push(it.next().ok_or_else(|| Error::option(Reason::Console("--opt needs KEY=VALUE".to_string())))?),
            "--unique" => unique = true,
            s if s.starts_with("--opt=") => opt_items.push(s["--opt=".len()..].to_string()),
            s if s.starts_with("--") => return Err(Error::option(Reason::Console(format!("unknown flag '{}'", clip(s))))),
            _ => words.push(a),
        }
    }
    Ok(Args { words, opts: parse_pairs(&opt_items)?, unique })
}

fn position<G: Game>(text: &str, opts: &[(String, String)]) -> Result<G, Error> {
    let options = G::parse_options(opts)?;
    if text == "start" { Ok(G::start(&options)) } else { G::parse_position(text, &options) }
}

fn need(words: &[String], n: usize) -> Result<(), Error> {
    if words.len() < n {
        Err(Error::option(Reason::Console(format!("missing arguments\n{}", usage()))))
    } else {
        Ok(())
    }
}

/// Why a command failed: bad input, or output that could not be written.
enum Failure {
    Input(Error),
    Output(io::Error),
}

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        Failure::Input(e)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Output(e)
    }
}

type Out<'a> = io::StdoutLock<'a>;

fn run_game<G: Game>(cmd: &str, args: &Args, out: &mut Out) -> Result<(), Failure> {
    let w = &args.words;
    need(w, 3)?;
    let pos: G = position(&w[2], &args.opts)?;
    match cmd {
        "moves" => {
            for a in all_actions(&pos) {
                writeln!(out, "{}", pos.format_action(&a))?;
            }
        }
        "perft" => {
            need(w, 4)?;
            let depth: u32 = w[3].parse().map_err(|_| Error::option(Reason::Console(format!("depth '{}' is not a number", clip(&w[3])))))?;
            perft::check_depth(&pos, depth)?;
            let count = if args.unique { perft::perft_unique(&pos, depth)? as u64 } else { perft::perft(&pos, depth) };
            writeln!(out, "{count}")?;
        }
        "play" => {
            let mut p = pos;
            for text in &w[3..] {
                let a = p.parse_action(text)?;
                p.play(&a)?;
            }
            writeln!(out, "{}", p.position_string())?;
        }
        "outcomes" => {
            for s in perft::turn_outcomes(&pos)? {
                writeln!(out, "{s}")?;
            }
        }
        _ => unreachable!(),
    }
    Ok(())
}

fn run(raw: Vec<String>, out: &mut Out) -> Result<(), Failure> {
    match raw.first().map(String::as_str) {
        // Engines in child processes and on stdin: the native command line only.
        #[cfg(not(target_arch = "wasm32"))]
        Some("ugi") => {
            let game = engine::ugi::server::game_flag(&raw[1..])?;
            return Ok(engine::ugi::server::serve_game(game, io::stdin().lock(), out)?);
        }
        #[cfg(not(target_arch = "wasm32"))]
        Some("match") => return play_match(&raw[1..], out),
        _ => {}
    }
    let (raw, ai_flags) = split_ai_flags(raw)?;
    let args = parse_args(raw)?;
    let Some(cmd) = args.words.first().map(String::as_str) else {
        writeln!(out, "{}", usage())?;
        return Ok(());
    };
    match cmd {
        "help" | "-h" | "--help" => {
            writeln!(out, "{}", usage())?;
            Ok(())
        }
        "moves" | "perft" | "play" | "outcomes" => {
            need(&args.words, 2)?;
            with_kind!(GameKind::parse(&args.words[1])?, G => run_game::<G>(cmd, &args, out))
        }
        "ladder" => ladder(out),
        "games" => {
            for kind in GameKind::ALL {
                let levels: Vec<String> = Level::PLAYABLE.iter().map(|&l| format!("{}={}", l.name(), engine::rating::level_elo(kind, l))).collect();
                writeln!(out, "{}\t{}\t{}\t{}", kind.name(), kind.display_name(), kind.full_name(), levels.join(" "))?;
            }
            Ok(())
        }
        "bench" if args.words.get(1).map(String::as_str) == Some("perft") => {
            let mut words = args.words.clone();
            words.remove(0);
            let args = Args { words, ..args };
            need(&args.words, 4)?;
            let depth: u32 = args.words[3].parse().map_err(|_| Error::option(Reason::Console(format!("depth '{}' is not a number", clip(&args.words[3])))))?;
            let pos = args.words[2].clone();
            let game = engine::any::new_match(&args.words[1], &args.opts, (pos != "start").then_some(pos.as_str()), 0)?;
            let started = std::time::Instant::now();
            let nodes = game.perft(depth, u64::MAX)?;
            let secs = started.elapsed().as_secs_f64();
            writeln!(out, "nodes {nodes}\nseconds {secs:.3}\nnodes/s {:.0}", nodes as f64 / secs.max(1e-9))?;
            Ok(())
        }
        "review" => {
            need(&args.words, 2)?;
            let text = read_record(&args.words[1])?;
            let started = Instant::now();
            let review = engine::review::review_record(&text, &mut |done, total| eprint!("\rreviewed {done}/{total}"))?;
            eprintln!();
            write!(out, "{}", review.to_text())?;
            writeln!(out, "review time {:.2} s", started.elapsed().as_secs_f64())?;
            Ok(())
        }
        "analyse" => {
            need(&args.words, 2)?;
            let text = read_record(&args.words[1])?;
            let mut limits = engine::ai::analysis::Limits::default();
            if let Some(d) = args.words.get(2) {
                limits.depth = d.parse().ok().filter(|d| (1..=64).contains(d)).ok_or_else(|| Error::option(Reason::Console(format!("depth '{}': a number from 1 to 64", clip(d)))))?;
                limits.playouts = limits.depth.saturating_mul(engine::ai::analysis::PLAYOUT_BATCH);
            }
            analyse(&text, limits, out)
        }
        "puzzles" => {
            need(&args.words, 3)?;
            with_kind!(GameKind::parse(&args.words[1])?, G => puzzles::<G>(&args, &ai_flags, out))
        }
        "selfplay" => {
            need(&args.words, 2)?;
            with_kind!(GameKind::parse(&args.words[1])?, G => selfplay::<G>(&args, &ai_flags, out))
        }
        "tune" => {
            need(&args.words, 2)?;
            if args.words[1] != "gyges" {
                return Err(Error::option(Reason::Console("tune: only gyges has weights to fit".to_string())).into());
            }
            let logs = &args.words[2..];
            let games = ai_flags.games.unwrap_or(if logs.is_empty() { 400 } else { 0 });
            tune::tune(ai_flags.a.unwrap_or(Level::Hard), games, ai_flags.seed, &args.opts, logs, out)
        }
        "bench" => {
            need(&args.words, 4)?;
            if args.words[1] != "ai" {
                return Err(Error::option(Reason::Console(format!("unknown benchmark '{}'\n{}", clip(&args.words[1]), usage()))).into());
            }
            let level = Level::parse(&args.words[3])?;
            with_kind!(GameKind::parse(&args.words[2])?, G => bench_ai::<G>(level, &args, &ai_flags, out))
        }
        other => Err(Error::option(Reason::Console(format!("unknown command '{}'\n{}", clip(other), usage()))).into()),
    }
}

/// `gboards ladder`: the levels' ratings fitted to the measured matches (`engine::rating`).
fn ladder(out: &mut Out) -> Result<(), Failure> {
    use engine::rating::{fit_ladders, MEASURED, HELIOS_RATING, LADDER};
    let fitted = fit_ladders(&MEASURED).ok_or_else(|| Error::option(Reason::Console("the measured matches do not rate every level".to_string())))?;
    let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    writeln!(out, "Bradley-Terry fit of {} measured matches; Helios 1.1 at maxTime 0.1 = {HELIOS_RATING} in gyges", MEASURED.len())?;
    writeln!(out, "game\t{}", names.join("\t"))?;
    for (game, ratings) in fitted {
        let cells: Vec<String> = ratings.iter().map(|r| format!("{r:.0}")).collect();
        let shipped = LADDER.iter().find(|(g, _)| *g == game).map(|(_, r)| r.iter().zip(&ratings).all(|(&s, f)| f64::from(s) == f.round()));
        let note = if shipped == Some(true) { "" } else { "\t(differs from the shipped table: update rating::LADDER)" };
        writeln!(out, "{}\t{}{note}", game.name(), cells.join("\t"))?;
    }
    Ok(())
}

/// A record file's text (`-` reads standard input).
fn read_record(path: &str) -> Result<String, Error> {
    let read = if path == "-" { io::read_to_string(io::stdin()) } else { std::fs::read_to_string(path) };
    read.map_err(|e| Error::record(0, Reason::Console(format!("cannot read '{}': {e}", clip(path)))))
}

/// Prints an analysis of the position a record reaches, a line per report.
fn analyse(text: &str, limits: engine::ai::analysis::Limits, out: &mut Out) -> Result<(), Failure> {
    use engine::ai::analysis::Progress;
    let Some(mut analysis) = engine::ai::analysis::analyse_record(text, limits)? else {
        writeln!(out, "no player acts in this position")?;
        return Ok(());
    };
    let started = Instant::now();
    while let Some(p) = analysis.step() {
        let ms = 1000.0 * started.elapsed().as_secs_f64();
        match p {
            Progress::Depth(r) => {
                writeln!(out, "depth {} nodes {} time {ms:.0} ms", r.depth, r.nodes)?;
                for m in &r.top {
                    writeln!(out, "  {:>10} {:>3.0}%  {}", m.eval.text(), 100.0 * m.chance, m.line.join(" "))?;
                }
            }
            Progress::Chances(c) => {
                let seats: Vec<String> = c.chances.iter().map(|p| format!("{:.1}%", 100.0 * p)).collect();
                writeln!(out, "playouts {} ({} unfinished) time {ms:.0} ms: {}", c.played, c.unfinished, seats.join(" "))?;
                for m in &c.top {
                    writeln!(out, "  {:.1}% after {} playouts: {}", 100.0 * m.chance, m.played, m.line.join(" "))?;
                }
            }
        }
        out.flush()?;
    }
    Ok(())
}

/// Finds puzzles in computer games and prints one a line; the figures go to stderr.
fn puzzles<G: Searchable + engine::kind::Listed + engine::puzzle::goal::PuzzleGame>(args: &Args, flags: &AiFlags, out: &mut Out) -> Result<(), Failure> {
    use engine::puzzle::{generate, goal::Goal, MAX_MOVES};
    let max_moves: u32 = args.words[2].parse().ok().filter(|n| (1..=MAX_MOVES).contains(n)).ok_or_else(|| Error::option(Reason::Console(format!("max-moves '{}': a number from 1 to {MAX_MOVES}", clip(&args.words[2])))))?;
    let hunt = generate::Hunt {
        options: args.opts.clone(),
        levels: vec![flags.a.unwrap_or(Level::Medium), flags.b.unwrap_or(Level::Hard)],
        games: flags.games.unwrap_or(20),
        seed: flags.seed,
        max_moves,
        budget: flags.budget.unwrap_or(600_000),
        max_actions: 400,
        material: true,
        per_game: flags.per_game.unwrap_or(1),
        deeper_budget: flags.deeper_budget.unwrap_or(0),
    };
    let started = Instant::now();
    let mut written = Ok(());
    let found = generate::hunt::<G>(&hunt, &mut |p| {
        if written.is_ok() {
            written = writeln!(out, "{}", p.to_line()).and_then(|_| out.flush());
        }
    }, &mut |games| eprintln!("{games} games done"))?;
    written?;
    let mut by_moves: Vec<String> = (1..=max_moves).map(|n| format!("{n}: {}", found.puzzles.iter().filter(|p| p.moves == n && p.goal == Goal::Win).count())).collect();
    let mut goals: Vec<(u32, u32)> = found.puzzles.iter().filter_map(|p| match p.goal {
        Goal::Capture(k) => Some((p.moves, k)),
        Goal::Win => None,
    }).collect();
    goals.sort_unstable();
    goals.dedup();
    for (n, k) in goals {
        by_moves.push(format!("{n} capture {k}: {}", found.puzzles.iter().filter(|p| p.moves == n && p.goal == Goal::Capture(k)).count()));
    }
    let mut difficulty: Vec<u64> = found.puzzles.iter().map(|p| p.difficulty).collect();
    difficulty.sort_unstable();
    let at = |q: usize| difficulty.get(difficulty.len().saturating_sub(1) * q / 4).copied().unwrap_or(0);
    eprintln!(
        "{} puzzles from {} positions of {} games ({} too hard for the budget) in {:.1} s; by moves to win: {}; difficulty (positions solved) min / quartiles / max: {} / {} / {} / {} / {}",
        found.puzzles.len(), found.positions, hunt.games, found.too_hard, started.elapsed().as_secs_f64(), by_moves.join(", "), at(0), at(1), at(2), at(3), at(4)
    );
    Ok(())
}

/// The flags of `selfplay` and `bench ai`.
#[derive(Default)]
struct AiFlags {
    a: Option<Level>,
    b: Option<Level>,
    games: Option<u32>,
    seed: u64,
    /// Positions the puzzle solver may visit for one position.
    budget: Option<u64>,
    /// Puzzles a hunt takes from one game.
    per_game: Option<u32>,
    /// The budget for a win in one move more at the previous turn of a longest win found.
    deeper_budget: Option<u64>,
    /// Master's time a move, in seconds (wall clock).
    master_time: Option<f64>,
    /// Whether Master's time is its thread's processor time: as on a quiet machine, however
    /// busy this one is.
    cpu_clock: bool,
}

impl AiFlags {
    /// The clock a level's search is given: Master's time, by the process's clock.
    #[cfg(target_arch = "wasm32")]
    fn think(&self, _level: Level) -> Option<ai::Cap> {
        None
    }

    /// The clock a level's search is given: Master's time, by the process's clock.
    #[cfg(not(target_arch = "wasm32"))]
    fn think(&self, level: Level) -> Option<ai::Cap> {
        let clock: ai::Millis = if self.cpu_clock { ai::thread_cpu_millis } else { ai::process_millis };
        level.timed().then(|| (self.master_time.unwrap_or(Level::MASTER_SECONDS), clock))
    }
}

/// Takes `--a`, `--b`, `--games` and `--seed` (and the puzzle hunt's `--budget` and
/// `--per-game`, `--deeper-budget`) out of the arguments.
fn split_ai_flags(raw: Vec<String>) -> Result<(Vec<String>, AiFlags), Error> {
    let mut rest = Vec::new();
    let mut flags = AiFlags::default();
    let mut it = raw.into_iter();
    while let Some(a) = it.next() {
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
            _ => (a.clone(), None),
        };
        if name == "--cpu-clock" {
            flags.cpu_clock = true;
            continue;
        }
        if !matches!(name.as_str(), "--a" | "--b" | "--games" | "--seed" | "--budget" | "--per-game" | "--deeper-budget" | "--master-time") {
            rest.push(a);
            continue;
        }
        let value = match inline {
            Some(v) => v,
            None => it.next().ok_or_else(|| Error::option(Reason::Console(format!("{name} needs a value"))))?,
        };
        let number = |v: &str| v.parse::<u64>().map_err(|_| Error::option(Reason::Console(format!("{name} '{}' is not a number", clip(v)))));
        match name.as_str() {
            "--a" => flags.a = Some(Level::parse(&value)?),
            "--b" => flags.b = Some(Level::parse(&value)?),
            "--games" => flags.games = Some(games_count(&value)?),
            "--budget" => flags.budget = Some(number(&value)?),
            "--deeper-budget" => flags.deeper_budget = Some(number(&value)?),
            "--per-game" => flags.per_game = Some(games_count(&value)?),
            "--master-time" => {
                let seconds = value.parse::<f64>().ok().filter(|s| s.is_finite() && *s > 0.0 && *s <= 600.0);
                flags.master_time = Some(seconds.ok_or_else(|| Error::option(Reason::Console(format!("--master-time '{}': seconds, more than 0 and at most 600", clip(&value)))))?);
            }
            _ => flags.seed = number(&value)?,
        }
    }
    Ok((rest, flags))
}

/// The most games `selfplay` and `bench ai` play in one run.
const MAX_GAMES: u32 = 1_000_000;

fn games_count(text: &str) -> Result<u32, Error> {
    text.parse::<u32>()
        .ok()
        .filter(|&n| n <= MAX_GAMES)
        .ok_or_else(|| Error::option(Reason::Console(format!("--games '{}': expected a whole number from 0 to {MAX_GAMES}", clip(text)))))
}

/// Self-play defaults: Gygès games end by threefold repetition or after 200 plies, other games
/// (GIPF, Table Gype) are adjudicated after 300 turns. Options given with `--opt` win.
fn selfplay_options<G: Listed>(given: &[(String, String)]) -> Result<G::Options, Error> {
    let mut pairs = given.to_vec();
    let defaults: &[(&str, &str)] = match G::KIND {
        GameKind::Gyges => &[("repetition", "on"), ("max_plies", "200")],
        _ => &[("max_plies", "300")],
    };
    for (k, v) in defaults {
        if !pairs.iter().any(|(key, _)| key == k) {
            pairs.push((k.to_string(), v.to_string()));
        }
    }
    G::parse_options(&pairs)
}


#[derive(Default)]
struct Clock {
    moves: u64,
    total: f64,
    max: f64,
}

impl Clock {
    fn add(&mut self, seconds: f64) {
        self.moves += 1;
        self.total += seconds;
        self.max = self.max.max(seconds);
    }
    fn mean_ms(&self) -> f64 {
        if self.moves == 0 { 0.0 } else { 1000.0 * self.total / self.moves as f64 }
    }
}

fn selfplay<G: Searchable + Listed>(args: &Args, flags: &AiFlags, out: &mut Out) -> Result<(), Failure> {
    let (Some(a), Some(b)) = (flags.a, flags.b) else {
        return Err(Error::option(Reason::Console(format!("selfplay needs --a <level> and --b <level>\n{}", usage()))).into());
    };
    let options = selfplay_options::<G>(&args.opts)?;
    let games = flags.games.unwrap_or(20);
    let (mut a_wins, mut draws, mut b_wins) = (0u32, 0u32, 0u32);
    let mut clocks = [Clock::default(), Clock::default()];
    let mut cpu_clocks = [Clock::default(), Clock::default()];
    let mut plies = 0u64;
    for g in 0..games {
        // Games 2k and 2k+1 share an opening with the sides swapped.
        let game_seed = mix(flags.seed ^ mix(g as u64 / 2));
        let a_seat = (g % 2) as u8;
        let mut m = opening::<G>(&options, game_seed);
        while let Status::Turn(seat) = m.status() {
            let (level, side) = if seat == a_seat { (a, 0) } else { (b, 1) };
            let t = Instant::now();
            let cpu = thread_cpu_seconds();
            let choice = ai::choose_in_match_within(&m, level, mix(game_seed ^ m.actions().len() as u64), flags.think(level));
            clocks[side].add(t.elapsed().as_secs_f64());
            if let (Some(a), Some(b)) = (cpu, thread_cpu_seconds()) {
                cpu_clocks[side].add(b - a);
            }
            let Some(action) = choice else { break };
            m.play(&action)?;
            plies += 1;
        }
        match m.status() {
            Status::Over(Outcome::Win(s)) if s == a_seat => a_wins += 1,
            Status::Over(Outcome::Win(_)) => b_wins += 1,
            _ => draws += 1,
        }
        // A running tally on standard error, for long matches.
        eprintln!("game {}: A {a_wins} / draws {draws} / B {b_wins}", g + 1);
    }
    let pct = |n: u32| 100.0 * n as f64 / games.max(1) as f64;
    writeln!(out, "{} {} (A) vs {} (B), {games} games, seed {}", G::NAME, a.name(), b.name(), flags.seed)?;
    writeln!(out, "A wins {a_wins} ({:.1}%), draws {draws} ({:.1}%), B wins {b_wins} ({:.1}%)", pct(a_wins), pct(draws), pct(b_wins))?;
    writeln!(out, "A think time: mean {:.2} ms, max {:.1} ms per move", clocks[0].mean_ms(), 1000.0 * clocks[0].max)?;
    writeln!(out, "B think time: mean {:.2} ms, max {:.1} ms per move", clocks[1].mean_ms(), 1000.0 * clocks[1].max)?;
    for (side, c) in ["A", "B"].iter().zip(&cpu_clocks) {
        if c.moves > 0 {
            writeln!(out, "{side} CPU time: mean {:.2} ms, max {:.1} ms per move", c.mean_ms(), 1000.0 * c.max)?;
        }
    }
    writeln!(out, "actions played: {plies}")?;
    Ok(())
}

/// Searches positions taken from self-play games at `level` and reports speed.
fn bench_ai<G: Searchable + Listed>(level: Level, args: &Args, flags: &AiFlags, out: &mut Out) -> Result<(), Failure> {
    let options = selfplay_options::<G>(&args.opts)?;
    let games = flags.games.unwrap_or(4);
    let mut clock = Clock::default();
    let mut cpu_clock = Clock::default();
    let mut nodes = 0u64;
    for g in 0..games {
        let game_seed = mix(flags.seed ^ mix(g as u64));
        let mut m = opening::<G>(&options, game_seed);
        while let Status::Turn(_) = m.status() {
            let seed = mix(game_seed ^ m.actions().len() as u64);
            let t = Instant::now();
            let cpu = thread_cpu_seconds();
            let choice = match ai::settings::<G>(level) {
                Some(settings) => match ai::Search::new(m.position().clone(), settings, seed) {
                    Some(mut s) => {
                        if let Some((seconds, now)) = flags.think(level) {
                            s = s.with_time_by(seconds, now);
                        }
                        let a = loop {
                            if let Some(a) = s.step() {
                                break a;
                            }
                        };
                        nodes += s.stats().nodes;
                        s.finish();
                        Some(a)
                    }
                    None => None,
                },
                None => ai::choose(m.position(), level, seed),
            };
            clock.add(t.elapsed().as_secs_f64());
            if let (Some(a), Some(b)) = (cpu, thread_cpu_seconds()) {
                cpu_clock.add(b - a);
            }
            let Some(action) = choice else { break };
            m.play(&action)?;
        }
    }
    writeln!(out, "{} {}: {} moves in {games} games", G::NAME, level.name(), clock.moves)?;
    writeln!(out, "time per move: mean {:.2} ms, max {:.1} ms", clock.mean_ms(), 1000.0 * clock.max)?;
    if cpu_clock.moves > 0 {
        writeln!(out, "CPU time per move: mean {:.2} ms, max {:.1} ms", cpu_clock.mean_ms(), 1000.0 * cpu_clock.max)?;
    }
    if clock.total > 0.0 && nodes > 0 {
        let cpu = if cpu_clock.total > 0.0 { format!(", {:.0} nodes per CPU second", nodes as f64 / cpu_clock.total) } else { String::new() };
        writeln!(out, "nodes: {nodes}, {:.0} nodes/s{cpu}", nodes as f64 / clock.total)?;
    }
    Ok(())
}

/// The CPU time of this thread so far (Linux), which a busy machine does not inflate the way it
/// inflates wall-clock time.
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

/// `gboards match`: our level against a UGI engine, a line per game, then the report.
#[cfg(not(target_arch = "wasm32"))]
fn play_match(args: &[String], out: &mut Out) -> Result<(), Failure> {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        writeln!(out, "{}", engine::ugi::runner::USAGE)?;
        return Ok(());
    }
    let config = engine::ugi::runner::MatchConfig::parse(args)?;
    let mut written = Ok(());
    let report = engine::ugi::runner::run_match(&config, |p| {
        let side = p.side;
        let moves = if config.show_moves { format!(": '{}' {} {}", p.start, p.options, p.moves.join(" ")) } else { String::new() };
        if written.is_ok() {
            let r = p.report;
            let cpu = |c: &engine::ugi::runner::Clock| c.cpu_mean().map_or("-".to_string(), |m| format!("{:.0}", 1000.0 * m));
            let so_far = format!("[{}/{}/{}, ms per move {:.0} : {:.0}, CPU {} : {}]", r.wins, r.draws, r.losses, 1000.0 * r.ours.mean(), 1000.0 * r.theirs.mean(), cpu(&r.ours), cpu(&r.theirs));
            written = writeln!(out, "game {}: ours {side}, {:?} after {} plies {so_far}{moves}", p.game + 1, p.end, p.moves.len()).and_then(|_| out.flush());
        }
    })?;
    written?;
    writeln!(out, "{report}")?;
    Ok(())
}

fn main() -> ExitCode {
    let mut out = io::stdout().lock();
    let result = run(std::env::args().skip(1).collect(), &mut out).and_then(|_| Ok(out.flush()?));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader has gone (`gboards … | head`): nothing is left to say.
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            eprintln!("gboards: cannot write the output: {e}");
            ExitCode::from(1)
        }
        Err(Failure::Input(e)) => {
            eprintln!("gboards: {e}");
            ExitCode::from(2)
        }
    }
}
