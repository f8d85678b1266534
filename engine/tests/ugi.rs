//! `gboards ugi` driven as a child process, as a front end drives an engine: a whole game over
//! the protocol with every answer checked for legality (Gygès in Helios's frame, GIPF and Table
//! Gype in our own notation, the test rolling Table Gype's dice), bad input answered and
//! survived, and the end of input ending the engine.

use engine::game::{Game, Outcome, Status};
use engine::gyges::{Action, Position};
use engine::ugi::protocol::{parse_best_move, Board};
use engine::rng::Rng;
use engine::ugi::{action_of, board_of, ugi_options};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        Engine::start_with(&[])
    }

    /// `gboards ugi` with these arguments.
    fn start_with(args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gboards"))
            .arg("ugi")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Engine { child, stdin, stdout }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    fn line(&mut self) -> String {
        let mut l = String::new();
        assert!(self.stdout.read_line(&mut l).unwrap() > 0, "the engine closed its output");
        l.trim_end().to_string()
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let l = self.line();
            let done = l.starts_with(prefix);
            lines.push(l);
            if done {
                return lines;
            }
        }
    }

    fn finish(mut self) -> String {
        drop(self.stdin);
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status}");
                break;
            }
            assert!(Instant::now() < deadline, "the engine did not exit when its input closed");
            std::thread::sleep(Duration::from_millis(20));
        }
        let mut err = String::new();
        std::io::Read::read_to_string(&mut self.child.stderr.take().unwrap(), &mut err).unwrap();
        err
    }
}

fn options(setup: &str) -> engine::gyges::Options {
    let mut pairs = ugi_options();
    pairs.push(("setup".into(), setup.into()));
    pairs.push(("max_plies".into(), "120".into()));
    Position::parse_options(&pairs).unwrap()
}

#[test]
fn a_full_game_over_the_protocol() {
    let mut e = Engine::start();
    e.send("ugi");
    let hello = e.until("ugiok");
    assert!(hello.iter().any(|l| l == "id name gboards"), "{hello:?}");
    assert!(hello.iter().any(|l| l == "option maxNodes"), "{hello:?}");
    e.send("setoption level medium");
    e.send("setoption maxNodes 3000");
    e.send("isready");
    assert_eq!(e.until("readyok"), ["readyok"]);

    let mut pos = Position::start(&options("preset:132231/321123"));
    let mut plies = 0;
    while let Status::Turn(_) = pos.status() {
        let board: Board = board_of(&pos);
        e.send(&format!("setpos data {board}"));
        e.send("go");
        let lines = e.until("bestmove ");
        let answer = parse_best_move(lines.last().unwrap()).unwrap().unwrap();
        let action = action_of(&pos, &answer).unwrap_or_else(|err| panic!("ply {plies}: {err} ({lines:?})"));
        if pos.legal_moves().is_empty() {
            assert_eq!(action, Action::Pass);
        }
        assert!(lines.iter().any(|l| l.starts_with("info ply ")) || action == Action::Pass, "{lines:?}");
        pos.play(&action).unwrap();
        plies += 1;
    }
    assert!(plies >= 2);
    assert!(matches!(pos.status(), Status::Over(Outcome::Win(_) | Outcome::Draw)));
    e.send("quit");
    let err = e.finish();
    assert!(err.is_empty(), "{err}");
}

#[test]
fn bad_lines_are_answered_and_the_engine_goes_on() {
    let mut e = Engine::start();
    for bad in [
        "nonsense",
        "setoption",
        "setoption maxTime soon",
        "setoption level grandmaster",
        "setpos data 1234",
        "setpos data 333333/333333/000000/000000/000000/000000",
        "setpos data 321123/000000/000000/000000/000000/32112x",
        "setpos somewhere",
    ] {
        e.send(bad);
        let reply = e.line();
        assert!(reply.starts_with("info string error "), "{bad}: {reply}");
    }
    // Bytes that are not UTF-8, and a very long line.
    e.stdin.write_all(b"\xff\xfe go\n").unwrap();
    assert!(e.line().starts_with("info string error "));
    e.send(&"x".repeat(100_000));
    assert!(e.line().len() < 200);
    e.send("");
    e.send("isready");
    assert_eq!(e.line(), "readyok", "a blank line gets no answer");
    // The position is still the start: a move comes.
    e.send("setoption maxNodes 500");
    e.send("go");
    let lines = e.until("bestmove ");
    assert!(parse_best_move(lines.last().unwrap()).unwrap().is_ok());
    // No `quit`: the end of input ends the engine.
    let err = e.finish();
    assert!(!err.contains("panicked"), "{err}");
}

/// The engine's answer to `go` at `pos`, checked: the `info` line names the same move last,
/// and the move is legal here by our rules.
fn answer<G: Game>(e: &mut Engine, pos: &G) -> G::Action {
    e.send("go");
    let lines = e.until("bestmove ");
    let text = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    let action = pos.parse_action(text).unwrap_or_else(|err| panic!("{}: '{text}': {err} ({lines:?})", pos.position_string()));
    assert!(pos.legal_actions().contains(&action), "{}: '{text}' is not legal", pos.position_string());
    assert!(lines.iter().all(|l| !l.starts_with("info string error")), "{lines:?}");
    if let Some(info) = lines.iter().find(|l| l.starts_with("info ply ")) {
        assert!(info.ends_with(&format!(" pv {text}")), "{info}");
    }
    action
}

/// A whole game of `game` against the engine: each position sent as the start and the actions
/// so far (`moves`) or, every third ply, as its own position string; the test rolls the dice
/// by its seed, and asks `go` at a die once to hear it refused.
fn whole_game<G: Game>(game: &str, rules: &str, seed: u64) -> (G, usize, bool) {
    let mut e = Engine::start();
    for line in [&format!("setoption game {game}"), &format!("setoption rules {rules}"), "setoption level medium", "setoption maxNodes 2000", "isready"] {
        e.send(line);
    }
    assert_eq!(e.until("readyok"), ["readyok"], "the options are accepted");
    let pairs: Vec<(String, String)> = rules.split_whitespace().map(|p| p.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())).unwrap()).collect();
    let start = G::start(&G::parse_options(&pairs).unwrap());
    let mut pos = start.clone();
    let mut texts: Vec<String> = Vec::new();
    let mut rng = Rng::new(seed);
    let (mut plies, mut asked_at_a_die) = (0, false);
    loop {
        let action = match pos.status() {
            Status::Over(_) => break,
            Status::Chance(n) => {
                if !asked_at_a_die {
                    e.send(&format!("setpos data {} moves {}", start.position_string(), texts.join(" ")));
                    e.send("go");
                    let reply = e.line();
                    assert!(reply.starts_with("info string error go: chance acts here"), "{reply}");
                    asked_at_a_die = true;
                }
                pos.chance_action(rng.below(n as usize) as u32)
            }
            Status::Turn(_) => {
                if plies % 3 == 2 {
                    e.send(&format!("setpos data {}", pos.position_string()));
                } else {
                    e.send(&format!("setpos data {} moves {}", start.position_string(), texts.join(" ")));
                }
                e.send("showpos");
                assert_eq!(e.line(), format!("info string {}", pos.position_string()), "the engine reads the position as we do");
                plies += 1;
                answer(&mut e, &pos)
            }
        };
        texts.push(pos.format_action(&action));
        pos.play(&action).unwrap();
    }
    e.send("quit");
    let err = e.finish();
    assert!(err.is_empty(), "{err}");
    (pos, plies, asked_at_a_die)
}

#[test]
fn a_whole_gipf_game_over_the_protocol() {
    let (pos, plies, _) = whole_game::<engine::gipf::Position>("gipf", "max_plies=150", 1);
    assert!(plies >= 20, "{plies}");
    assert!(matches!(pos.status(), Status::Over(_)));
}

#[test]
fn a_whole_table_gype_game_over_the_protocol() {
    // The set-up phase included: swaps and `confirm`, then play with dice.
    let (pos, plies, rolled) = whole_game::<engine::gype::Position>("gype", "max_plies=150 setup=on", 2);
    assert!(plies >= 20 && rolled, "{plies} {rolled}");
    assert!(matches!(pos.status(), Status::Over(_)));
}

#[test]
fn bad_lines_of_other_games_are_answered_and_the_engine_goes_on() {
    let mut e = Engine::start_with(&["--game", "gype"]);
    e.send("showpos");
    assert!(e.line().starts_with("info string SN S "), "--game picks the game at start");
    for bad in [
        "setoption game chess",
        "setoption name game value Gipf",
        "setoption rules seats=SX",
        "setoption rules nokey",
        "setoption rules",
        "setpos data SN S QQz9",
        "setpos data SN S SFe4,NBe5,NBf6,NBg5,NBf4 moves e4-e4 zz",
        "setpos start moves confirm confirm confirm",
        "setpos data SN N SFe9,NBe5",
        "go",
        "setpos data SN S SFe4,NBe5,NBf6,NBg5,NBf4 moves roll e4",
        "go",
    ] {
        e.send(bad);
        if bad.starts_with("setpos data SN N SFe9") || bad.ends_with("roll e4") {
            // Accepted: a finished game and a die to roll; `go` refuses both.
            continue;
        }
        let reply = e.line();
        assert!(reply.starts_with("info string error "), "{bad}: {reply}");
    }
    e.send("setoption game gipf");
    for bad in ["setoption rules version=grand", "setpos data W:Gb5 B:Gb2 12/12", "setpos start moves c6 c6", "setpos start moves"] {
        e.send(bad);
        if bad == "setpos start moves" {
            continue;
        }
        let reply = e.line();
        assert!(reply.starts_with("info string error "), "{bad}: {reply}");
    }
    e.send("isready");
    assert_eq!(e.line(), "readyok");
    e.send("setoption maxNodes 500");
    let start = engine::gipf::Position::start(&Default::default());
    answer(&mut e, &start);
    let err = e.finish();
    assert!(!err.contains("panicked"), "{err}");
}
