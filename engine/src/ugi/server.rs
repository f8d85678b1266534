//! `gboards ugi`: our computer behind the protocol, for every game. `go` searches within the
//! budget and answers at once (the search is bounded, so `stop` has nothing to interrupt). End
//! of input ends the session like `quit`.
//!
//! Options: `game` (gyges, the default, gipf or gype: a new table at that game's start),
//! `rules` (the game's `key=value` options, over the protocol's own; `default` clears them),
//! `level` (random … expert, default expert), `maxNodes` (the level's node budget replaced),
//! `maxTime` (seconds per move: a node budget from the speed measured on the moves so far),
//! `maxPly` (deepest iteration). `0` clears `maxNodes`, `maxTime` and `maxPly`.

use super::protocol::{parse_command, Command, Reply};
use super::table::{desk, start_desk, Desk, Limits, FIRST_RATE};
use crate::ai::Level;
use crate::error::{clip, Error, Reason};
use crate::kind::GameKind;
use crate::options::parse_pairs;
use std::io::{self, BufRead, Write};

const OPTIONS: &[&str] = &["level", "maxTime", "maxNodes", "maxPly", "game", "rules"];

/// The engine's state between commands.
pub struct Engine {
    table: Box<dyn Desk>,
    /// The pairs of the last `setoption rules`.
    rules: Vec<(String, String)>,
    pub limits: Limits,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    /// An engine playing Gygès, as Helios does.
    pub fn new() -> Engine {
        Engine::for_game(GameKind::Gyges)
    }

    /// An engine playing `kind` under the protocol's rules.
    pub fn for_game(kind: GameKind) -> Engine {
        Engine { table: start_desk(kind), rules: Vec::new(), limits: Limits::default() }
    }

    /// The game being played.
    pub fn game(&self) -> GameKind {
        self.table.kind()
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
            Command::SetPos { start, moves } => match self.table.set_pos(&start, &moves) {
                Ok(()) => Vec::new(),
                Err(e) => vec![Reply::Error(format!("setpos: {e}"))],
            },
            Command::ShowPos => vec![Reply::Text(self.table.show())],
            Command::Go => self.table.go(&mut self.limits),
            Command::Stop => Vec::new(),
            Command::Quit => return (Vec::new(), true),
        };
        (replies, false)
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        let bad = |what: &str| format!("setoption {name}: '{}' is not {what}", clip(value));
        let limits = &mut self.limits;
        match name.to_ascii_lowercase().as_str() {
            "level" => limits.level = Level::parse(value).map_err(|e| format!("setoption level: {e}"))?,
            "maxnodes" => limits.max_nodes = Some(value.parse::<u64>().map_err(|_| bad("a whole number"))?).filter(|&n| n > 0),
            "maxtime" => {
                let s = value.parse::<f64>().ok().filter(|s| s.is_finite() && *s >= 0.0 && *s <= 86_400.0).ok_or_else(|| bad("a number of seconds"))?;
                limits.max_seconds = Some(s).filter(|&s| s > 0.0);
            }
            "maxply" => limits.max_ply = Some(value.parse::<u32>().map_err(|_| bad("a whole number"))?).filter(|&n| n > 0),
            "game" => {
                let kind = GameKind::parse(value).map_err(|e| format!("setoption game: {e}"))?;
                self.table = start_desk(kind);
                self.rules.clear();
                // Another game searches at another speed.
                limits.rate = FIRST_RATE;
            }
            "rules" => {
                let rules = if value == "default" { Vec::new() } else { parse_pairs(&value.split_whitespace().collect::<Vec<_>>()).map_err(|e| format!("setoption rules: {e}"))? };
                self.table = desk(self.table.kind(), &rules).map_err(|e| format!("setoption rules: {e}"))?;
                self.rules = rules;
            }
            _ => return Err(format!("unknown option '{}' (options: {})", clip(name), OPTIONS.join(", "))),
        }
        Ok(())
    }
}

/// The game `gboards ugi [--game <name>]` starts with.
pub fn game_flag(args: &[String]) -> Result<GameKind, Error> {
    match args {
        [] => Ok(GameKind::Gyges),
        [flag, name] if flag == "--game" => GameKind::parse(name),
        _ => Err(Error::option(Reason::Console("usage: gboards ugi [--game gyges|gipf|gype]".to_string()))),
    }
}

/// Speaks the protocol until `quit` or the end of input. A write error (the front end has
/// gone) ends the session with that error.
pub fn serve(input: impl BufRead, output: &mut impl Write) -> io::Result<()> {
    serve_game(GameKind::Gyges, input, output)
}

/// [`serve`], starting with game `kind`.
pub fn serve_game(kind: GameKind, input: impl BufRead, output: &mut impl Write) -> io::Result<()> {
    let mut engine = Engine::for_game(kind);
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
        use crate::ai::{self, Settings};
        use crate::gyges::Position;
        let mut e = Engine::new();
        let settings = |e: &Engine| e.limits.settings::<Position>().unwrap();
        e.handle("setoption maxNodes 5000");
        assert_eq!(settings(&e).nodes, 5000);
        e.handle("setoption maxTime 0.01");
        assert_eq!(settings(&e).nodes, 2000, "the smaller of the two");
        e.handle("setoption maxNodes 0");
        e.handle("setoption maxTime 0");
        e.handle("setoption maxPly 3");
        assert_eq!(settings(&e), Settings { max_depth: 3, ..ai::settings::<Position>(Level::Expert).unwrap() });
    }

    fn one(e: &mut Engine, line: &str) -> String {
        e.handle(line).0.iter().map(|r| r.to_string()).collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn games_and_rules() {
        let mut e = Engine::new();
        assert_eq!(one(&mut e, "showpos"), "info string 321123/000000/000000/000000/000000/321123");
        assert_eq!(one(&mut e, "setoption name game value gipf"), "");
        assert_eq!(e.game(), GameKind::Gipf);
        assert_eq!(one(&mut e, "showpos"), "info string W:Gb5,Ge2,Gh5 B:Gb2,Ge8,Gh2 12/12 W version=standard");
        assert_eq!(one(&mut e, "setoption rules version=basic"), "");
        assert!(one(&mut e, "showpos").ends_with("version=basic"), "a rules change starts the game again");
        assert!(one(&mut e, "setoption rules version=grand").starts_with("info string error setoption rules: "));
        assert!(one(&mut e, "setoption rules nokey").starts_with("info string error setoption rules: "));
        assert!(one(&mut e, "showpos").ends_with("version=basic"), "a refused change changes nothing");
        assert!(one(&mut e, "setoption game chess").starts_with("info string error setoption game: unknown game"));
        assert_eq!(e.game(), GameKind::Gipf);
        assert_eq!(one(&mut e, "setoption game gype"), "");
        assert!(one(&mut e, "showpos").starts_with("info string SN S "));
        assert_eq!(one(&mut e, "setoption game gyges"), "");
        assert_eq!(one(&mut e, "setoption rules replace=off"), "");
        assert_eq!(one(&mut e, "setpos start moves 2|8"), "");
        assert_eq!(one(&mut e, "showpos"), "info string 321123/000000/000000/000000/001000/320123", "North's view after South's move");
        assert_eq!(game_flag(&["--game".into(), "gipf".into()]), Ok(GameKind::Gipf));
        assert!(game_flag(&["--game".into()]).is_err() && game_flag(&["--game".into(), "go".into()]).is_err());
    }

    #[test]
    fn moves_of_several_words_and_chance() {
        let mut e = Engine::for_game(GameKind::Gype);
        let at = "setpos data SN S SFe4,NBe5,NBf6,NBg5,NBf4 moves";
        assert_eq!(one(&mut e, &format!("{at} roll e4")), "");
        assert!(one(&mut e, "go").starts_with("info string error go: chance acts here"));
        assert_eq!(one(&mut e, &format!("{at} roll e4 e4=F")), "");
        assert_eq!(one(&mut e, "showpos"), "info string SN N SFe4,NBf4,NBe5,NBg5,NBf6 ply=1");
        let bad = one(&mut e, &format!("{at} roll e4 e4=F zz"));
        assert!(bad.starts_with("info string error setpos: move 3: 'zz'"), "{bad}");
        assert!(one(&mut e, &format!("{at} e4-e4 roll e4")).starts_with("info string error setpos: move 2: "));
        assert_eq!(one(&mut e, "showpos"), "info string SN N SFe4,NBf4,NBe5,NBg5,NBf6 ply=1", "a refused setpos changes nothing");
        let go = one(&mut e, "go");
        assert!(go.lines().last().unwrap().starts_with("bestmove "), "{go}");
        assert!(go.starts_with("info ply ") && go.contains(" pv "), "{go}");
    }
}
