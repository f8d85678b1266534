//! `gboards ugi`: our Gygès computer behind the protocol. `go` searches within the budget and
//! answers at once (the search is bounded, so `stop` has nothing to interrupt). End of input
//! ends the session like `quit`.
//!
//! Options: `level` (random … expert, default expert), `maxNodes` (the level's node budget
//! replaced), `maxTime` (seconds per move: a node budget from the speed measured on the moves
//! so far), `maxPly` (deepest iteration). `0` clears `maxNodes`, `maxTime` and `maxPly`.

use super::protocol::{parse_command, Command, Info, Reply};
use super::{answer_of, position_of, ugi_options};
use crate::ai::{self, Level, Search, Searchable, Settings};
use crate::error::clip;
use crate::game::Game;
use crate::gyges::{Options, Position};
use crate::rng::mix;
use std::io::{self, BufRead, Write};
use std::time::Instant;

const OPTIONS: &[&str] = &["level", "maxTime", "maxNodes", "maxPly"];
/// The speed assumed for `maxTime` before a move has been timed (budget units per second).
const FIRST_RATE: f64 = 200_000.0;
/// The fewest budget units a time limit buys (one shallow iteration).
const MIN_NODES: u64 = 200;

/// The engine's state between commands.
pub struct Engine {
    options: Options,
    position: Position,
    level: Level,
    max_nodes: Option<u64>,
    max_seconds: Option<f64>,
    max_ply: Option<u32>,
    /// Budget units searched per second, measured on the last searches.
    rate: f64,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    pub fn new() -> Engine {
        // The protocol's rules parse: they are two fixed, valid pairs.
        let options = Position::parse_options(&ugi_options()).unwrap_or_default();
        let position = position_of(&super::protocol::START, &options).unwrap_or_else(|_| Position::start(&options));
        Engine { options, position, level: Level::Expert, max_nodes: None, max_seconds: None, max_ply: None, rate: FIRST_RATE }
    }

    /// The replies to one line, and whether the session ends.
    pub fn handle(&mut self, line: &str) -> (Vec<Reply>, bool) {
        let command = match parse_command(line) {
            Ok(Some(c)) => c,
            Ok(None) => return (Vec::new(), false),
            Err(e) => return (vec![Reply::Error(e.to_string())], false),
        };
        let replies = match command {
            Command::Ugi => vec![Reply::Hello { name: "gboards", author: "the gboards developers", options: OPTIONS }],
            Command::IsReady => vec![Reply::ReadyOk],
            Command::SetOption { name, value } => self.set_option(&name, &value).err().map(Reply::Error).into_iter().collect(),
            Command::SetPos(board) => match position_of(&board, &self.options) {
                Ok(p) => {
                    self.position = p;
                    Vec::new()
                }
                Err(e) => vec![Reply::Error(format!("setpos: {e}"))],
            },
            Command::ShowPos => vec![Reply::Text(super::board_of(&self.position).to_string())],
            Command::Go => self.go(),
            Command::Stop => Vec::new(),
            Command::Quit => return (Vec::new(), true),
        };
        (replies, false)
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let bad = |what: &str| format!("setoption {name}: '{}' is not {what}", clip(value));
        match name.to_ascii_lowercase().as_str() {
            "level" => self.level = Level::parse(value).map_err(|e| format!("setoption level: {e}"))?,
            "maxnodes" => self.max_nodes = Some(value.parse::<u64>().map_err(|_| bad("a whole number"))?).filter(|&n| n > 0),
            "maxtime" => {
                let s = value.parse::<f64>().ok().filter(|s| s.is_finite() && *s >= 0.0 && *s <= 86_400.0).ok_or_else(|| bad("a number of seconds"))?;
                self.max_seconds = Some(s).filter(|&s| s > 0.0);
            }
            "maxply" => self.max_ply = Some(value.parse::<u32>().map_err(|_| bad("a whole number"))?).filter(|&n| n > 0),
            _ => return Err(format!("unknown option '{}' (options: {})", clip(name), OPTIONS.join(", "))),
        }
        Ok(())
    }

    /// The level's settings with the options applied.
    fn settings(&self) -> Option<Settings> {
        let mut s = ai::settings::<Position>(self.level)?;
        if let Some(n) = self.max_nodes {
            s.nodes = n;
        }
        if let Some(seconds) = self.max_seconds {
            let by_time = ((self.rate * seconds) as u64).max(MIN_NODES);
            s.nodes = if self.max_nodes.is_some() { s.nodes.min(by_time) } else { by_time };
        }
        if let Some(p) = self.max_ply {
            s.max_depth = p;
        }
        Some(s)
    }

    fn go(&mut self) -> Vec<Reply> {
        let pos = self.position.clone();
        let seed = mix(pos.key());
        let started = Instant::now();
        let (action, info) = match self.settings() {
            None => (ai::choose(&pos, self.level, seed), None),
            Some(settings) => match Search::new(pos.clone(), settings, seed) {
                None => (None, None),
                Some(mut search) => {
                    let action = loop {
                        if let Some(a) = search.step() {
                            break a;
                        }
                    };
                    let stats = search.stats();
                    let spent = stats.nodes.max(stats.work / <Position as Searchable>::WORK_PER_NODE);
                    (Some(action), Some((stats, spent)))
                }
            },
        };
        let seconds = started.elapsed().as_secs_f64();
        let answer = action.as_ref().and_then(|a| answer_of(&pos, a));
        let mut replies = Vec::new();
        if let Some((stats, spent)) = info {
            // Short searches time badly; the rate follows the longer ones.
            if seconds > 0.005 && spent > 1_000 {
                self.rate = 0.5 * self.rate + 0.5 * spent as f64 / seconds;
            }
            replies.push(Reply::Info(Info { ply: stats.depth, best: answer, score: stats.score, nodes: stats.nodes, seconds }));
        }
        replies.push(Reply::BestMove(answer));
        replies
    }
}

/// Speaks the protocol until `quit` or the end of input. A write error (the front end has
/// gone) ends the session with that error.
pub fn serve(input: impl BufRead, output: &mut impl Write) -> io::Result<()> {
    let mut engine = Engine::new();
    for line in input.lines() {
        // A line that is not UTF-8 is an error to report, not the end of the session.
        let line = match line {
            Ok(l) => l,
            Err(e) if e.kind() == io::ErrorKind::InvalidData => {
                writeln!(output, "{}", Reply::Error("the line is not UTF-8".into()))?;
                output.flush()?;
                continue;
            }
            Err(e) => return Err(e),
        };
        let (replies, quit) = engine.handle(&line);
        for r in replies {
            writeln!(output, "{r}")?;
        }
        output.flush()?;
        if quit {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn talk(lines: &[&str]) -> String {
        let input = lines.join("\n");
        let mut out = Vec::new();
        serve(input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_session() {
        let out = talk(&["ugi", "isready", "setoption level easy", "setpos start", "go", "quit", "go"]);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "id name gboards");
        assert!(lines.contains(&"ugiok") && lines.contains(&"readyok"));
        assert_eq!(lines.iter().filter(|l| l.starts_with("bestmove ")).count(), 1, "nothing after quit");
        assert!(lines.iter().any(|l| l.starts_with("info ply ")));
    }

    #[test]
    fn bad_input_is_reported_and_the_session_goes_on() {
        let out = talk(&[
            "xyzzy",
            "setoption level grandmaster",
            "setoption maxTime -1",
            "setoption maxTime NaN",
            "setoption maxNodes lots",
            "setoption colour red",
            "setpos data 333333/333333/000000/000000/000000/000000",
            "setpos data 0",
            "isready",
        ]);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 9, "{out}");
        assert!(lines[..8].iter().all(|l| l.starts_with("info string error ")), "{out}");
        assert_eq!(lines[8], "readyok");
    }

    #[test]
    fn budgets_apply() {
        let mut e = Engine::new();
        e.handle("setoption maxNodes 5000");
        assert_eq!(e.settings().unwrap().nodes, 5000);
        e.handle("setoption maxTime 0.01");
        assert_eq!(e.settings().unwrap().nodes, 2000, "the smaller of the two");
        e.handle("setoption maxNodes 0");
        e.handle("setoption maxTime 0");
        e.handle("setoption maxPly 3");
        assert_eq!(e.settings().unwrap(), Settings { max_depth: 3, ..ai::settings::<Position>(Level::Expert).unwrap() });
    }
}
