//! An engine in a child process, driven through the protocol: start and handshake, options,
//! one move at a time with a deadline, and `quit` when dropped (an engine whose input closes
//! may spin for ever). Its stderr is watched: a line with "panicked" means its search died and
//! no move will come.

use super::protocol::{is_resignation, parse_best_move, Answer, Board};
use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

/// How long an engine may take to start and to answer `isready`.
const HANDSHAKE: Duration = Duration::from_secs(30);

/// Why an engine gave no move.
#[derive(Debug)]
pub enum ClientError {
    /// The command could not be started.
    Spawn(String),
    /// Its search panicked (seen on stderr).
    Panicked(String),
    /// No answer in time.
    Timeout,
    /// It exited or closed its output.
    Closed,
    /// It answered something that is not a move.
    BadAnswer(String),
    /// It gave the game up.
    Resigned,
}

impl fmt::Display for ClientError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClientError::Spawn(e) => write!(f, "cannot start the engine: {e}"),
            ClientError::Panicked(line) => write!(f, "the engine's search panicked: {line}"),
            ClientError::Timeout => write!(f, "the engine did not answer in time"),
            ClientError::Closed => write!(f, "the engine exited"),
            ClientError::BadAnswer(why) => write!(f, "the engine's answer is not a move: {why}"),
            ClientError::Resigned => write!(f, "the engine resigned"),
        }
    }
}

enum Line {
    Out(String),
    Err(String),
    Closed,
}

/// A running engine.
pub struct Client {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Line>,
    /// The name it gave in `id name`.
    pub name: String,
}

fn forward(reader: impl std::io::Read + Send + 'static, tx: Sender<Line>, wrap: fn(String) -> Line) {
    std::thread::spawn(move || {
        for line in BufReader::new(reader).lines() {
            let Ok(l) = line else { break };
            if tx.send(wrap(l)).is_err() {
                break;
            }
        }
        let _ = tx.send(Line::Closed);
    });
}

impl Client {
    /// The processor time the engine's process has used so far, all its threads together
    /// (Linux: `/proc/<pid>/stat`, in clock ticks of 1/100 s), so a match can compare its CPU
    /// per move with ours.
    pub fn cpu_seconds(&self) -> Option<f64> {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).ok()?;
        // The fields after the command name, which is in parentheses and may hold spaces.
        let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
        let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
        Some((ticks(11)? + ticks(12)?) as f64 / 100.0)
    }

    /// Starts `command` (program then arguments), says `ugi`, sets `options` and waits for
    /// `readyok`.
    pub fn start(command: &[String], options: &[(String, String)]) -> Result<Client, ClientError> {
        let (program, args) = command.split_first().ok_or_else(|| ClientError::Spawn("no command given".into()))?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| ClientError::Spawn(format!("{program}: {e}")))?;
        let (tx, lines) = channel();
        let (Some(stdin), Some(stdout), Some(stderr)) = (child.stdin.take(), child.stdout.take(), child.stderr.take()) else {
            let _ = child.kill();
            return Err(ClientError::Spawn("no pipes to the engine".into()));
        };
        forward(stdout, tx.clone(), Line::Out);
        forward(stderr, tx, Line::Err);
        let mut client = Client { child, stdin, lines, name: program.clone() };
        client.send("ugi")?;
        client.wait_for(HANDSHAKE, |l| l == "ugiok", |c, l| {
            if let Some(name) = l.strip_prefix("id name ") {
                c.name = name.trim().to_string();
            }
        })?;
        client.set_options(options)?;
        Ok(client)
    }

    /// Sends `setoption` lines, then waits for `readyok`.
    pub fn set_options(&mut self, options: &[(String, String)]) -> Result<(), ClientError> {
        for (k, v) in options {
            self.send(&format!("setoption {k} {v}"))?;
        }
        self.send("isready")?;
        self.wait_for(HANDSHAKE, |l| l == "readyok", |_, _| {})
    }

    fn send(&mut self, line: &str) -> Result<(), ClientError> {
        writeln!(self.stdin, "{line}").and_then(|_| self.stdin.flush()).map_err(|_| ClientError::Closed)
    }

    /// Reads lines until one that `done` accepts, showing every stdout line to `seen`.
    fn wait_for(&mut self, limit: Duration, done: impl Fn(&str) -> bool, mut seen: impl FnMut(&mut Client, &str)) -> Result<(), ClientError> {
        let deadline = Instant::now() + limit;
        loop {
            match self.next_line(deadline)? {
                l if done(l.trim()) => return Ok(()),
                l => seen(self, &l),
            }
        }
    }

    /// The next stdout line before `deadline`; a panic on stderr is an error.
    fn next_line(&mut self, deadline: Instant) -> Result<String, ClientError> {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(Line::Out(l)) => return Ok(l),
                Ok(Line::Err(l)) if l.contains("panicked") => return Err(ClientError::Panicked(l)),
                Ok(Line::Err(_)) => {}
                Ok(Line::Closed) | Err(RecvTimeoutError::Disconnected) => return Err(ClientError::Closed),
                Err(RecvTimeoutError::Timeout) => return Err(ClientError::Timeout),
            }
        }
    }

    /// Sets the board (the side to move is player one) and asks for a move within `limit`.
    /// A resignation is `Err(ClientError::Resigned)`.
    pub fn best_move(&mut self, board: &Board, limit: Duration) -> Result<Answer, ClientError> {
        self.send(&format!("setpos data {board}"))?;
        self.send("go")?;
        let deadline = Instant::now() + limit;
        loop {
            let line = self.next_line(deadline)?;
            if is_resignation(&line) {
                return Err(ClientError::Resigned);
            }
            if let Some(answer) = parse_best_move(&line) {
                return answer.map_err(ClientError::BadAnswer);
            }
        }
    }
}

impl Client {
    /// Sends `setpos` (the whole line) and `go`, and returns the text after `bestmove`: the
    /// rest of its line, as a move of our notation may hold spaces. `bestmove resign` is
    /// `Err(ClientError::Resigned)`; an `info string error` line means the engine refused the
    /// position, and no move of its would answer this one.
    pub fn best_action(&mut self, setpos: &str, limit: Duration) -> Result<String, ClientError> {
        self.send(setpos)?;
        self.send("go")?;
        let deadline = Instant::now() + limit;
        loop {
            let line = self.next_line(deadline)?;
            let line = line.trim();
            if let Some(why) = line.strip_prefix("info string error") {
                return Err(ClientError::BadAnswer(format!("it refused the position:{why}")));
            }
            let Some(text) = line.strip_prefix("bestmove").filter(|t| t.is_empty() || t.starts_with(char::is_whitespace)) else { continue };
            return match text.trim() {
                "" => Err(ClientError::BadAnswer("'bestmove' without a move".into())),
                "resign" => Err(ClientError::Resigned),
                text => Ok(text.to_string()),
            };
        }
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // A short grace, then the process is ended: one that panicked on the way out or never
        // reads its input must not outlive the match.
        let until = Instant::now() + Duration::from_millis(500);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
