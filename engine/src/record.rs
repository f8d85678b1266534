//! Game records: a game name, options, a seed, an optional start position and every action in
//! order (chance outcomes included). Text form, one item per line:
//!
//! ```text
//! gboards-record 1
//! game gyges
//! option replace=on
//! seed 12345
//! start <position string>      (only when not the game's standard start)
//! players human hard           (who plays each seat; only when a computer plays)
//! <action>
//! <action>
//! (                            a side line: instead of the action above, these
//! <action>
//! {a short comment}            a comment on the position after the action above
//! )                            the side line ends (side lines nest)
//! end resigned 1               (only when the players ended it: seat 1 resigned, `end agreed`,
//!                               or `end time 1`: seat 1's clock ran out)
//! ```
//! Lines starting with `#` are ignored. A record replays by folding `play` over its actions;
//! records without side lines or comments read as before.

use crate::error::{self, clip, Error, Limit, Reason, Result};
use crate::game::Concession;
use crate::player::{format_players, parse_players, Player};

pub const HEADER: &str = "gboards-record 1";
/// How deeply side lines may nest, so a hostile record cannot exhaust the stack.
pub const MAX_DEPTH: usize = 32;
/// The longest comment, in characters.
pub const MAX_COMMENT: usize = 2_000;
/// The longest record taken from outside (pasted, dropped, sent by a host page or through the
/// JS API): enough for the longest games people play many times over, and a bound on the memory
/// a replay may take. A saved game that grew past it by play still loads (`Record::parse`).
pub const MAX_BYTES: usize = 1 << 20;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub game: String,
    pub options: Vec<(String, String)>,
    pub seed: u64,
    pub start: Option<String>,
    /// Who plays each seat in seat order. Empty: all human.
    pub players: Vec<Player>,
    pub actions: Vec<String>,
    /// Comments and side lines on the main line (`actions`).
    pub notes: Notes,
    pub conceded: Option<Concession>,
}

/// What a line carries besides its actions. Keys count actions from the start of the line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// `(k, text)`: a comment on the position after the line's first `k` actions.
    pub comments: Vec<(usize, String)>,
    /// `(k, line)`: a side line played instead of the line's action `k` (from the position
    /// after its first `k` actions).
    pub branches: Vec<(usize, Line)>,
}

/// A side line: its actions and what it carries.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    pub actions: Vec<String>,
    pub notes: Notes,
}

impl Notes {
    pub fn is_empty(&self) -> bool {
        self.comments.is_empty() && self.branches.is_empty()
    }
}

/// Writes a line's actions with its comments and side lines in place.
fn write_line(out: &mut String, actions: &[String], notes: &Notes) {
    let comments_at = |k: usize, out: &mut String| {
        for (_, text) in notes.comments.iter().filter(|(at, _)| *at == k) {
            *out += &format!("{{{}}}\n", text.replace(['\n', '\r'], " "));
        }
    };
    comments_at(0, out);
    for (i, a) in actions.iter().enumerate() {
        *out += a;
        out.push('\n');
        comments_at(i + 1, out);
        for (_, line) in notes.branches.iter().filter(|(at, _)| *at == i) {
            out.push_str("(\n");
            write_line(out, &line.actions, &line.notes);
            out.push_str(")\n");
        }
    }
}

impl Record {
    pub fn to_text(&self) -> String {
        let mut out = format!("{HEADER}\ngame {}\n", self.game);
        for (k, v) in &self.options {
            out += &format!("option {k}={v}\n");
        }
        out += &format!("seed {}\n", self.seed);
        if let Some(start) = &self.start {
            out += &format!("start {start}\n");
        }
        if !self.players.is_empty() {
            out += &format!("players {}\n", format_players(&self.players));
        }
        write_line(&mut out, &self.actions, &self.notes);
        match self.conceded {
            Some(Concession::Resigned(seat)) => out += &format!("end resigned {seat}\n"),
            Some(Concession::OutOfTime(seat)) => out += &format!("end time {seat}\n"),
            Some(Concession::Abandoned(seat)) => out += &format!("end abandoned {seat}\n"),
            Some(Concession::DrawAgreed) => out += "end agreed\n",
            None => {}
        }
        out
    }

    /// Parses the text form. Action lines are kept as text: the game checks them on replay.
    /// Also returns where each part was read, for the replay's error messages.
    pub fn parse(text: &str) -> Result<(Record, LineNumbers)> {
        let bad = |line: usize, why: Reason| Error::record(line, why);
        use error::Record::*;
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim())).filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
        match lines.next() {
            Some((_, HEADER)) => {}
            Some((n, l)) => return Err(bad(n, Header { expected: HEADER.into(), found: clip(l) }.into())),
            None => return Err(bad(1, Empty.into())),
        }
        let mut rec = Record::default();
        let mut seed_seen = false;
        let mut at = LineNumbers { header: 1, ..LineNumbers::default() };
        // Side lines being read, innermost last, each with the index of the action it replaces.
        let mut open: Vec<(usize, Line)> = Vec::new();
        for (n, line) in lines {
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            let rest = rest.trim();
            if word == "end" && open.is_empty() {
                let seat = |prefix: &str| rest.strip_prefix(prefix).and_then(|s| s.parse::<u8>().ok());
                at.end = n;
                rec.conceded = Some(match (rest, seat("resigned "), seat("time "), seat("abandoned ")) {
                    ("agreed", ..) => Concession::DrawAgreed,
                    (_, Some(seat), ..) => Concession::Resigned(seat),
                    (_, _, Some(seat), _) => Concession::OutOfTime(seat),
                    (_, _, _, Some(seat)) => Concession::Abandoned(seat),
                    _ => return Err(bad(n, EndForm.into())),
                });
                continue;
            }
            if rec.conceded.is_some() {
                return Err(bad(n, AfterEnd.into()));
            }
            let header = rec.actions.is_empty() && open.is_empty() && rec.notes.is_empty() && matches!(word, "game" | "option" | "seed" | "start" | "players");
            if !header && rec.game.is_empty() {
                return Err(bad(n, GameFirst.into()));
            }
            let in_side_line = !open.is_empty();
            let (actions, notes) = match open.last_mut() {
                Some((_, side)) => (&mut side.actions, &mut side.notes),
                None => (&mut rec.actions, &mut rec.notes),
            };
            if let Some(text) = line.strip_prefix('{') {
                let text = text.strip_suffix('}').ok_or_else(|| bad(n, CommentEnd.into()))?.trim();
                if text.chars().count() > MAX_COMMENT {
                    return Err(bad(n, LongComment { most: MAX_COMMENT }.into()));
                }
                if !text.is_empty() {
                    notes.comments.push((actions.len(), text.to_string()));
                }
            } else if line == "(" {
                let Some(at) = actions.len().checked_sub(1) else {
                    return Err(bad(n, SideLineStart.into()));
                };
                if open.len() >= MAX_DEPTH {
                    return Err(bad(n, Limit::NestsDeeper { most: MAX_DEPTH }.into()));
                }
                open.push((at, Line::default()));
            } else if line == ")" {
                let (at, side) = open.pop().ok_or_else(|| bad(n, SideLineClose.into()))?;
                if side.actions.is_empty() {
                    return Err(bad(n, EmptySideLine.into()));
                }
                match open.last_mut() {
                    Some((_, outer)) => outer.notes.branches.push((at, side)),
                    None => rec.notes.branches.push((at, side)),
                }
            } else if !header {
                if !in_side_line {
                    at.actions.push(n);
                }
                actions.push(line.to_string());
            } else {
                match word {
                    "game" => {
                        if rest.is_empty() {
                            return Err(bad(n, GameName.into()));
                        }
                        rec.game = rest.to_string();
                        at.header = n;
                    }
                    "option" => {
                        let pairs = crate::options::parse_pairs(&[rest]).map_err(|e| bad(n, Reason::inner(e)))?;
                        at.options.extend(pairs.iter().map(|_| n));
                        rec.options.extend(pairs);
                    }
                    "seed" => {
                        rec.seed = rest.parse().map_err(|_| bad(n, Seed { text: clip(rest) }.into()))?;
                        seed_seen = true;
                    }
                    "players" => {
                        rec.players = parse_players(rest).map_err(|e| bad(n, e.reason()))?;
                        at.players = n;
                    }
                    _ => {
                        rec.start = Some(rest.to_string());
                        at.start = n;
                    }
                }
            }
        }
        if !open.is_empty() {
            return Err(bad(text.lines().count().max(1), Unclosed.into()));
        }
        if rec.game.is_empty() {
            return Err(bad(1, NoGame.into()));
        }
        if !seed_seen {
            return Err(bad(1, NoSeed.into()));
        }
        Ok((rec, at))
    }
}

/// Where `Record::parse` read each part of a record (1-based line numbers), so that an error
/// found on replay names its line. A part the record leaves out points at the `game` line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineNumbers {
    /// The `game` line.
    pub header: usize,
    /// One per option pair, in the record's order.
    pub options: Vec<usize>,
    pub start: usize,
    pub players: usize,
    /// The `end` line.
    pub end: usize,
    /// One per action of the main line.
    pub actions: Vec<usize>,
}

impl LineNumbers {
    /// `line` if the part was read, else the `game` line.
    pub fn or_header(&self, line: usize) -> usize {
        if line == 0 {
            self.header
        } else {
            line
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let rec = Record {
            game: "gyges".into(),
            options: vec![("replace".into(), "on".into())],
            seed: 99,
            start: None,
            players: Vec::new(),
            actions: vec!["a1".into(), "b2-c3".into()],
            notes: Notes::default(),
            conceded: None,
        };
        let (back, lines) = Record::parse(&rec.to_text()).unwrap();
        assert_eq!(back, rec);
        assert_eq!(lines.actions, vec![5, 6]);
        assert_eq!((lines.header, lines.options.clone(), lines.start, lines.players), (2, vec![3], 0, 0));
        let vs = Record { players: vec![Player::Human, Player::Computer(crate::player::Level::Hard)], ..rec };
        let text = vs.to_text();
        assert!(text.contains("\nplayers human hard\n"), "{text}");
        assert_eq!(Record::parse(&text).unwrap().0, vs);
        for c in [Concession::Resigned(1), Concession::DrawAgreed, Concession::OutOfTime(0), Concession::Abandoned(1)] {
            let ended = Record {
                conceded: Some(c),
                ..vs.clone()
            };
            assert_eq!(Record::parse(&ended.to_text()).unwrap().0, ended);
        }
        assert!(Record::parse(&format!(
            "{}a1\n",
            Record {
                conceded: Some(Concession::DrawAgreed),
                ..vs
            }
            .to_text()
        ))
        .is_err());
    }

    #[test]
    fn bad_players_name_the_line() {
        for line in ["players", "players human genius", "players human human human human human"] {
            let e = Record::parse(&format!("gboards-record 1\ngame gyges\nseed 1\n{line}\n")).unwrap_err();
            assert!(matches!(e, Error::BadRecord { line: 4, .. }), "{line}: {e:?}");
        }
    }

    #[test]
    fn errors_name_the_line() {
        assert_eq!(Record::parse("").unwrap_err(), Error::record(1, error::Record::Empty));
        let e = Record::parse("gboards-record 1\ngame gyges\nseed x\n").unwrap_err();
        assert!(matches!(e, Error::BadRecord { line: 3, .. }), "{e:?}");
        let e = Record::parse("hello").unwrap_err();
        assert!(matches!(e, Error::BadRecord { line: 1, .. }));
    }
}
