//! `gboards ugi` driven as a child process, as a front end drives an engine: a whole game over
//! the protocol with every answer checked for legality, bad input answered and survived, and
//! the end of input ending the engine.

use engine::game::{Game, Outcome, Status};
use engine::gyges::{Action, Position};
use engine::ugi::protocol::{parse_best_move, Board};
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
        let mut child = Command::new(env!("CARGO_BIN_EXE_gboards"))
            .arg("ugi")
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
