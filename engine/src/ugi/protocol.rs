//! The UGI text: commands into a typed [`Command`], moves and boards in the protocol's own form,
//! replies out. Nothing here panics on any input line. The text of a position or a move is read
//! by the game's frame (`frame.rs`), as it differs by game.
//!
//! Gygès's frame: squares 0–35 row by row from the mover's home row (square 0 is the left
//! end of it), 36 the goal behind the mover's home row, 37 the goal the mover aims at. A board
//! is 36 digits `0`–`3` (`/` between rows allowed), the mover's home row first. A move is
//! `from|to` or, replacing the piece on `to`, `from|to|drop`.

use crate::error::clip;
use std::fmt;

/// The goal the mover aims at, in the protocol's frame.
pub const TARGET_GOAL: u8 = 37;
/// The goal behind the mover's home row.
pub const HOME_GOAL: u8 = 36;

/// A board in the protocol's frame: piece size per square, the mover's home row first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board(pub [u8; 36]);

/// A move in the protocol's frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UgiMove {
    pub from: u8,
    pub to: u8,
    pub drop: Option<u8>,
}

/// What a line from the front end asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `ugi`: identify and list the options.
    Ugi,
    /// `isready`
    IsReady,
    /// `setoption <name> <value>` (the name matched without regard to case); `rules` takes
    /// several words (`setoption rules key=value ...`), kept joined by single spaces.
    SetOption { name: String, value: String },
    /// `setpos start|data <position> [moves <move>...]` (`position` is accepted for `setpos`).
    /// The move words stay unread: a move of some games spans several words.
    SetPos { start: Start, moves: Vec<String> },
    /// `showpos`: print the board.
    ShowPos,
    /// `go`: search and answer `bestmove`.
    Go,
    /// `stop`
    Stop,
    /// `quit`
    Quit,
}

/// Where `setpos` starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// `setpos start`: the game's start (Gygès: the standard home rows).
    Standard,
    /// `setpos data <text>`: the words after `data` (up to `moves`), joined by single spaces.
    Data(String),
}

/// Why a line is not a command; shown to the front end as `info string error …`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    UnknownCommand(String),
    /// A known command with missing or bad arguments: the command, then what is wrong.
    Malformed(&'static str, String),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::UnknownCommand(c) => write!(f, "unknown command '{c}'"),
            ProtocolError::Malformed(cmd, why) => write!(f, "{cmd}: {why}"),
        }
    }
}

/// The standard start: 3 2 1 1 2 3 on both home rows.
pub const START: Board = Board([
    3, 2, 1, 1, 2, 3, //
    0, 0, 0, 0, 0, 0, //
    0, 0, 0, 0, 0, 0, //
    0, 0, 0, 0, 0, 0, //
    0, 0, 0, 0, 0, 0, //
    3, 2, 1, 1, 2, 3,
]);

/// Parses one line. `Ok(None)` for a blank line, which UGI engines ignore.
pub fn parse_command(line: &str) -> Result<Option<Command>, ProtocolError> {
    let mut words = line.split_whitespace();
    let Some(head) = words.next() else { return Ok(None) };
    let rest: Vec<&str> = words.collect();
    let command = match head {
        "ugi" => Command::Ugi,
        "isready" => Command::IsReady,
        "showpos" => Command::ShowPos,
        "go" => Command::Go,
        "stop" => Command::Stop,
        "quit" => Command::Quit,
        "setoption" => match rest.as_slice() {
            // UCI's `setoption name <n> value <v>` is accepted too.
            ["name", name, "value", value] | [name, value] => Command::SetOption { name: name.to_string(), value: value.to_string() },
            // The game's rules are several `key=value` words.
            ["name", name, "value", value @ ..] | [name, value @ ..] if name.eq_ignore_ascii_case("rules") && !value.is_empty() => {
                Command::SetOption { name: name.to_string(), value: value.join(" ") }
            }
            _ => return Err(ProtocolError::Malformed("setoption", "expected 'setoption <name> <value>'".into())),
        },
        "setpos" | "position" => {
            let (at, moves) = match rest.iter().position(|w| *w == "moves") {
                Some(i) => (&rest[..i], rest[i + 1..].iter().map(|w| w.to_string()).collect()),
                None => (&rest[..], Vec::new()),
            };
            let start = match at {
                ["start"] => Start::Standard,
                ["data", text @ ..] if !text.is_empty() => Start::Data(text.join(" ")),
                _ => return Err(ProtocolError::Malformed("setpos", "expected 'setpos start' or 'setpos data <position>', then 'moves <move>...' if any".into())),
            };
            Command::SetPos { start, moves }
        }
        other => return Err(ProtocolError::UnknownCommand(clip(other))),
    };
    Ok(Some(command))
}

impl Board {
    /// Reads 36 digits `0`–`3`, `/` anywhere between them; 38 digits are accepted when the last
    /// two (the goals) are `0`.
    pub fn parse(text: &str) -> Result<Board, String> {
        let digits: Vec<u8> = text.bytes().filter(|&b| b != b'/').collect();
        if let Some(&bad) = digits.iter().find(|b| !(b'0'..=b'3').contains(b)) {
            return Err(format!("'{}': a board uses the digits 0-3 (and '/'), not '{}'", clip(text), bad.escape_ascii()));
        }
        let cells = match digits.len() {
            36 => &digits[..],
            38 if digits[36..] == [b'0', b'0'] => &digits[..36],
            38 => return Err(format!("'{}': the game is over (a piece stands in a goal)", clip(text))),
            n => return Err(format!("'{}': a board has 36 squares, this one {n}", clip(text))),
        };
        let mut board = [0u8; 36];
        for (cell, digit) in board.iter_mut().zip(cells) {
            *cell = digit - b'0';
        }
        Ok(Board(board))
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (row, cells) in self.0.chunks(6).enumerate() {
            if row > 0 {
                f.write_str("/")?;
            }
            for c in cells {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

impl UgiMove {
    /// Reads `from|to` or `from|to|drop`.
    pub fn parse(text: &str) -> Result<UgiMove, String> {
        let numbers: Vec<Option<u8>> = text.split('|').map(|n| n.parse::<u8>().ok().filter(|&n| n <= TARGET_GOAL)).collect();
        let bad = || format!("'{}': a move is from|to or from|to|drop, squares 0-35, goals 36 and 37", clip(text));
        match numbers.as_slice() {
            [Some(from), Some(to)] if *from < 36 => Ok(UgiMove { from: *from, to: *to, drop: None }),
            [Some(from), Some(to), Some(drop)] if *from < 36 && *to < 36 && *drop < 36 => Ok(UgiMove { from: *from, to: *to, drop: Some(*drop) }),
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for UgiMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}|{}", self.from, self.to)?;
        if let Some(d) = self.drop {
            write!(f, "|{d}")?;
        }
        Ok(())
    }
}

/// What the engine answers `go` with. `None` stands for "no move": the protocol has no pass,
/// so the answer is `bestmove pass` (a front end plays the pass itself).
pub type Answer = Option<UgiMove>;

/// An answer as `bestmove` writes it.
pub fn answer_text(answer: &Answer) -> String {
    answer.map_or_else(|| "pass".to_string(), |m| m.to_string())
}

/// A search report, in the protocol's `info` line.
#[derive(Clone, Debug, PartialEq)]
pub struct Info {
    pub ply: u32,
    /// The move found, as `bestmove` writes it.
    pub best: String,
    pub score: i32,
    pub nodes: u64,
    pub seconds: f64,
}

impl Info {
    fn nps(&self) -> u64 {
        (self.nodes as f64 / self.seconds.max(1e-6)) as u64
    }
}

/// A line the engine writes.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The answer to `ugi`: name, author, option names, then `ugiok`.
    Hello { name: &'static str, author: &'static str, options: &'static [&'static str] },
    ReadyOk,
    /// Helios's `info` line: `info ply … bestmove <move> score … pv <move>` (Gygès).
    Info(Info),
    /// The `info` line with the move last, as our notation's moves may hold spaces:
    /// `info ply … score … nodes … nps … time … pv <move>` (GIPF, Table Gype).
    InfoMoveLast(Info),
    /// `bestmove <move>`, the move as the game's frame writes it.
    BestMove(String),
    /// Free text: `info string <text>`.
    Text(String),
    /// `info string error <text>`.
    Error(String),
}

impl fmt::Display for Reply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reply::Hello { name, author, options } => {
                writeln!(f, "id name {name}")?;
                writeln!(f, "id author {author}")?;
                for o in *options {
                    writeln!(f, "option {o}")?;
                }
                f.write_str("ugiok")
            }
            Reply::ReadyOk => f.write_str("readyok"),
            Reply::Info(i) => {
                let best = &i.best;
                write!(f, "info ply {} bestmove {best} score {} nodes {} nps {} time {:.6} pv {best}", i.ply, i.score, i.nodes, i.nps(), i.seconds)
            }
            Reply::InfoMoveLast(i) => write!(f, "info ply {} score {} nodes {} nps {} time {:.6} pv {}", i.ply, i.score, i.nodes, i.nps(), i.seconds, i.best),
            Reply::BestMove(a) => write!(f, "bestmove {a}"),
            Reply::Text(t) => write!(f, "info string {t}"),
            Reply::Error(t) => write!(f, "info string error {t}"),
        }
    }
}

/// Reads an engine's `bestmove` line: `Some(Ok(answer))`, `Some(Err(why))` for a bad move, `None`
/// for any other line.
pub fn parse_best_move(line: &str) -> Option<Result<Answer, String>> {
    let mut words = line.split_whitespace();
    if words.next() != Some("bestmove") {
        return None;
    }
    Some(match words.next() {
        Some("pass") => Ok(None),
        Some(m) => UgiMove::parse(m).map(Some),
        None => Err("'bestmove' without a move".into()),
    })
}

/// Whether a `bestmove` line gives the game up: `bestmove resign`, or the null move Helios
/// answers when every move loses (each square out of range, e.g. `100|100|100`).
pub fn is_resignation(line: &str) -> bool {
    let mut words = line.split_whitespace();
    if words.next() != Some("bestmove") {
        return false;
    }
    match words.next() {
        Some("resign") => true,
        Some(m) => m.split('|').all(|n| n.parse::<u32>().is_ok_and(|n| n > u32::from(TARGET_GOAL))),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands() {
        assert_eq!(parse_command("  "), Ok(None));
        assert_eq!(parse_command("ugi"), Ok(Some(Command::Ugi)));
        assert_eq!(parse_command(" isready \r"), Ok(Some(Command::IsReady)));
        assert_eq!(parse_command("setoption maxTime 0.1"), Ok(Some(Command::SetOption { name: "maxTime".into(), value: "0.1".into() })));
        assert_eq!(parse_command("setoption name level value hard"), Ok(Some(Command::SetOption { name: "level".into(), value: "hard".into() })));
        let start = |start: Start, moves: &[&str]| Ok(Some(Command::SetPos { start, moves: moves.iter().map(|m| m.to_string()).collect() }));
        assert_eq!(parse_command("setpos start"), start(Start::Standard, &[]));
        let data = "setpos data 321123/000000/000000/000000/000000/321123";
        assert_eq!(parse_command(data), start(Start::Data("321123/000000/000000/000000/000000/321123".into()), &[]));
        assert_eq!(parse_command("position start moves 0|6 35|29"), start(Start::Standard, &["0|6", "35|29"]));
        assert_eq!(parse_command("setpos start moves"), start(Start::Standard, &[]));
        let gype = "setpos data  SN S  SFe4,NBe5 ply=3 moves roll e4 e4=F";
        assert_eq!(parse_command(gype), start(Start::Data("SN S SFe4,NBe5 ply=3".into()), &["roll", "e4", "e4=F"]));
        let rules = |v: &str| Ok(Some(Command::SetOption { name: "rules".into(), value: v.into() }));
        assert_eq!(parse_command("setoption rules max_plies=80  version=tournament"), rules("max_plies=80 version=tournament"));
        assert_eq!(parse_command("setoption name rules value a=1 b=2"), rules("a=1 b=2"));
        assert_eq!(parse_command("setoption name game value gipf"), Ok(Some(Command::SetOption { name: "game".into(), value: "gipf".into() })));
    }

    #[test]
    fn malformed_lines_are_errors_not_panics() {
        let lines = [
            "hello",
            "setoption",
            "setoption maxTime",
            "setoption a b c",
            "setpos",
            "setpos data",
            "setpos data moves 0|6",
            "setpos start 0|6",
            "setpos moves",
            "setpos bench",
            "setoption rules",
            "setoption game gipf gype",
            "\u{0}\u{7f}é",
            "go go go",
        ];
        for line in lines {
            let parsed = parse_command(line);
            if line == "go go go" {
                assert_eq!(parsed, Ok(Some(Command::Go)), "extra words after a command are ignored");
                continue;
            }
            let err = parsed.expect_err(line);
            assert!(!err.to_string().is_empty());
        }
        let long = "x".repeat(10_000);
        assert!(parse_command(&long).unwrap_err().to_string().len() < 100);
    }

    #[test]
    fn boards() {
        assert_eq!(Board::parse("321123000000000000000000000000321123"), Ok(START));
        assert_eq!(Board::parse("321123/000000/000000/000000/000000/32112300"), Ok(START));
        for bad in [
            "32112/000000",
            "321123/000000/000000/000000/000000/32112x",
            "3211230000000000000000000000003211231",
            "32112300000000000000000000000032112301",
            "321123/000000/000000/000000/000000/321123 extra",
        ] {
            assert!(Board::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn moves() {
        assert_eq!(UgiMove::parse("0|1|14"), Ok(UgiMove { from: 0, to: 1, drop: Some(14) }));
        assert_eq!(UgiMove::parse("5|37"), Ok(UgiMove { from: 5, to: 37, drop: None }));
        for bad in ["", "|", "1|", "1|2|", "36|1", "1|38", "1|37|2", "1|2|37", "-1|2", "1|2|3|4", "a|b", "99999999999|1"] {
            assert!(UgiMove::parse(bad).is_err(), "{bad}");
        }
        for text in ["0|1|14", "5|37", "35|0"] {
            assert_eq!(UgiMove::parse(text).unwrap().to_string(), text);
        }
        assert_eq!(parse_best_move("bestmove 0|1|14"), Some(Ok(Some(UgiMove { from: 0, to: 1, drop: Some(14) }))));
        assert_eq!(parse_best_move("bestmove pass"), Some(Ok(None)));
        assert!(matches!(parse_best_move("bestmove"), Some(Err(_))));
        assert!(matches!(parse_best_move("bestmove 1|99"), Some(Err(_))));
        assert_eq!(parse_best_move("info ply 3 bestmove 0|1|14"), None);
        assert!(is_resignation("bestmove 100|100|100") && is_resignation("bestmove resign"));
        assert!(!is_resignation("bestmove 0|1|14") && !is_resignation("bestmove 1|100") && !is_resignation("bestmove"));
    }

    #[test]
    fn replies() {
        assert_eq!(START.to_string(), "321123/000000/000000/000000/000000/321123");
        let info = Info { ply: 3, best: answer_text(&Some(UgiMove { from: 0, to: 1, drop: Some(14) })), score: 12, nodes: 1000, seconds: 0.5 };
        assert_eq!(Reply::Info(info.clone()).to_string(), "info ply 3 bestmove 0|1|14 score 12 nodes 1000 nps 2000 time 0.500000 pv 0|1|14");
        let roll = Info { best: "roll e4".into(), ..info };
        assert_eq!(Reply::InfoMoveLast(roll).to_string(), "info ply 3 score 12 nodes 1000 nps 2000 time 0.500000 pv roll e4");
        assert_eq!(Reply::BestMove(answer_text(&None)).to_string(), "bestmove pass");
        assert_eq!(Reply::Error("x".into()).to_string(), "info string error x");
        let hello = Reply::Hello { name: "n", author: "a", options: &["level"] };
        assert_eq!(hello.to_string(), "id name n\nid author a\noption level\nugiok");
    }
}
