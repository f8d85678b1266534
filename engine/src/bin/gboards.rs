//! `gboards`: the native command line for tests, benchmarks and puzzle work.
//! Run `gboards help` for the commands.

use engine::game::{all_actions, Game};
use engine::options::parse_pairs;
use engine::{perft, Error};
use std::process::ExitCode;

const USAGE: &str = "usage:
  gboards moves    <game> <position> [--opt KEY=VALUE]...
  gboards perft    <game> <position> <depth> [--unique] [--opt KEY=VALUE]...
  gboards play     <game> <position> <move>... [--opt KEY=VALUE]...
  gboards outcomes <game> <position> [--opt KEY=VALUE]...
games: gyges, gype, gipf
<position> is a position string (see the game's rules) or 'start'.";

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
            "--opt" => opt_items.push(it.next().ok_or_else(|| Error::BadOption("--opt needs KEY=VALUE".into()))?),
            "--unique" => unique = true,
            s if s.starts_with("--opt=") => opt_items.push(s["--opt=".len()..].to_string()),
            s if s.starts_with("--") => return Err(Error::BadOption(format!("unknown flag '{s}'"))),
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
        Err(Error::BadOption(format!("missing arguments\n{USAGE}")))
    } else {
        Ok(())
    }
}

fn run_game<G: Game>(cmd: &str, args: &Args) -> Result<(), Error> {
    let w = &args.words;
    need(w, 3)?;
    let pos: G = position(&w[2], &args.opts)?;
    match cmd {
        "moves" => {
            for a in all_actions(&pos) {
                println!("{}", pos.format_action(&a));
            }
        }
        "perft" => {
            need(w, 4)?;
            let depth: u32 = w[3].parse().map_err(|_| Error::BadOption(format!("depth '{}' is not a number", w[3])))?;
            pos.check_perft_depth(depth)?;
            let count = if args.unique { perft::perft_unique(&pos, depth) as u64 } else { perft::perft(&pos, depth) };
            println!("{count}");
        }
        "play" => {
            let mut p = pos;
            for text in &w[3..] {
                let a = p.parse_action(text)?;
                p.play(&a)?;
            }
            println!("{}", p.position_string());
        }
        "outcomes" => {
            for s in perft::turn_outcomes(&pos) {
                println!("{s}");
            }
        }
        _ => unreachable!(),
    }
    Ok(())
}

fn run(raw: Vec<String>) -> Result<(), Error> {
    let args = parse_args(raw)?;
    let Some(cmd) = args.words.first().map(String::as_str) else {
        println!("{USAGE}");
        return Ok(());
    };
    match cmd {
        "help" | "-h" | "--help" => {
            println!("{USAGE}");
            Ok(())
        }
        "moves" | "perft" | "play" | "outcomes" => {
            need(&args.words, 2)?;
            match args.words[1].as_str() {
                "gyges" => run_game::<engine::gyges::Position>(cmd, &args),
                "gipf" => run_game::<engine::gipf::Position>(cmd, &args),
                "gype" => run_game::<engine::gype::Position>(cmd, &args),
                other => Err(Error::UnknownGame(other.to_string())),
            }
        }
        other => Err(Error::BadOption(format!("unknown command '{other}'\n{USAGE}"))),
    }
}

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gboards: {e}");
            ExitCode::from(2)
        }
    }
}
