//! Official GIPF notation, both ways.
//!
//! One action: `e2` (onto an empty spot), `a1-f5` (dot to the spot of the farthest pushed piece;
//! the GF1 form `a1-b2`, dot to first spot, is accepted too), a prefix for what is brought in
//! (`G` GIPF-piece, `T Z D P Y` loaded piece), `xc2,d3,Gf3` (one row removed; `*` marks are
//! ignored), `=b2-e5` (a row of GIPF-pieces left standing, named by its end spots).
//! Potentials: `Zc3>e5` (the ZÈRTZ-, YINSH-, DVONN- or PÜNCT-potential on c3 goes to e5), `t`
//! prefix for a TAMSK extra move (`te2`, `ta1-f5`), `decline` to pass it up.
//! Combining games: `challenge`, `allow`, `first=W` / `first=B` (who starts the side game),
//! `win` / `tie` / `loss` (the side game's result for the announcing player), `rock` / `paper` /
//! `scissors`. The short form of the first (sealed) throw is `throw`: it hides the choice from
//! the other player; the long form names it, and only the long form can be read back.
//! A whole turn joins its actions with `;`: `xe7,e8;c7-e7;xc2,d3,Gf3` (`:` is accepted as well).

use super::action::Action;
use super::action::{Hand, SideResult};
use super::geometry::{entries, is_dot, is_spot, lines, parse_point, point_name, Spot};
use super::piece::{Intro, Potential};
use super::position::{Position, Stage};
use crate::error::{clip, Error, Gipf, Reason, Result};
use crate::game::Game;

/// One notation item, read without looking at a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    Place { intro: Intro, spot: Spot },
    /// `dot-spot`: the end spot of the push, or the first spot (GF1 form).
    Move { intro: Intro, dot: Spot, spot: Spot },
    /// Removed points; empty for the short form `x`.
    Remove(Vec<Spot>),
    Keep { from: Spot, to: Spot },
    /// `Zc3>e5`: a potential used from a loaded piece (the letter is optional on import).
    Jump { from: Spot, to: Spot },
    Decline,
    Challenge,
    Allow,
    First(crate::game::Seat),
    Result(SideResult),
    Throw(Hand),
    /// `throw`: a sealed choice as shown to the other player; it cannot be played back.
    SealedThrow,
}

fn bad(text: &str, why: Gipf) -> Error {
    Error::notation(Reason::quoted(text, why))
}

fn point(text: &str, whole: &str) -> Result<Spot> {
    parse_point(text).ok_or_else(|| bad(whole, Gipf::NotAPoint { text: clip(text) }))
}

/// Reads one item of notation.
pub fn parse_token(text: &str) -> Result<Token> {
    let t = text.trim();
    if t.is_empty() {
        return Err(bad(text, Gipf::EmptyMove));
    }
    if let Some(list) = t.strip_prefix('x') {
        let mut points = Vec::new();
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let item = item.trim_end_matches('*');
            let name = item.trim_start_matches(|c: char| c.is_ascii_uppercase() || matches!(c, 't' | 'z' | 'p' | 'y'));
            let name = if name.len() > 2 && name.starts_with('d') && name.as_bytes()[1].is_ascii_lowercase() { &name[1..] } else { name };
            points.push(point(name, text)?);
        }
        return Ok(Token::Remove(points));
    }
    match t {
        "decline" => return Ok(Token::Decline),
        "challenge" => return Ok(Token::Challenge),
        "allow" => return Ok(Token::Allow),
        "first=W" | "first=w" => return Ok(Token::First(super::piece::WHITE)),
        "first=B" | "first=b" => return Ok(Token::First(super::piece::BLACK)),
        "throw" => return Ok(Token::SealedThrow),
        _ => {}
    }
    if let Some(r) = SideResult::parse(t) {
        return Ok(Token::Result(r));
    }
    if let Some(h) = Hand::parse(t) {
        return Ok(Token::Throw(h));
    }
    if let Some((a, b)) = t.split_once('>') {
        let a = a.strip_prefix(|c: char| c.is_ascii_uppercase()).unwrap_or(a);
        let (from, to) = (point(a, text)?, point(b, text)?);
        return Ok(Token::Jump { from, to });
    }
    if let Some(row) = t.strip_prefix('=') {
        let (a, b) = row.split_once('-').ok_or_else(|| bad(text, Gipf::KeptRowForm))?;
        return Ok(Token::Keep { from: point(a, text)?, to: point(b, text)? });
    }
    let mut chars = t.chars();
    let first = chars.next().unwrap_or(' ');
    let (intro, rest) = match first {
        'G' => (Intro::Gipf, chars.as_str()),
        't' => (Intro::Tamsk, chars.as_str()),
        c if c.is_ascii_uppercase() => match Potential::from_letter(c) {
            Some(p) => (Intro::Loaded(p), chars.as_str()),
            None => return Err(bad(text, Gipf::MoveStart)),
        },
        _ => (Intro::Basic, t),
    };
    match rest.split_once('-') {
        None => {
            let spot = point(rest, text)?;
            if !is_spot(spot) {
                return Err(bad(text, Gipf::StayOnDot));
            }
            Ok(Token::Place { intro, spot })
        }
        Some((a, b)) => {
            let (dot, spot) = (point(a, text)?, point(b, text)?);
            if !is_dot(dot) {
                return Err(bad(text, Gipf::NotADot { point: point_name(dot) }));
            }
            if !is_spot(spot) {
                return Err(bad(text, Gipf::PushEndsOnDot { point: point_name(spot) }));
            }
            Ok(Token::Move { intro, dot, spot })
        }
    }
}

/// Whether a `dot-spot` pair lies on one line from the dot (geometric consistency).
pub fn move_is_on_a_line(dot: Spot, spot: Spot) -> bool {
    entries().iter().any(|e| e.dot == dot && e.path().contains(&spot))
}

/// The short (official) notation of an action in this position.
pub(super) fn format_action(p: &Position, action: &Action) -> String {
    match *action {
        Action::Place { spot, intro } => format!("{}{}", intro.prefix(), point_name(spot)),
        Action::Push { entry, intro } => {
            let Some(e) = entries().get(entry as usize) else { return "?".into() };
            let end = p.first_empty(entry).map(|k| e.path[k]).unwrap_or(e.path[0]);
            format!("{}{}-{}", intro.prefix(), point_name(e.dot), point_name(end))
        }
        Action::Remove { points } => {
            let items: Vec<String> = (0..64u8)
                .filter(|&s| points >> s & 1 == 1)
                .map(|s| format!("{}{}", p.piece_at(s).map(|p| p.removal_prefix()).unwrap_or_default(), point_name(s)))
                .collect();
            format!("x{}", items.join(","))
        }
        Action::KeepRow { line } => match p.row_segment(line, p.to_move()) {
            Some((a, b)) => {
                let l = &lines()[line as usize];
                format!("={}-{}", point_name(l.spots[a]), point_name(l.spots[b - 1]))
            }
            None => "=?".into(),
        },
        Action::Jump { from, to } => {
            let letter = match p.piece_at(from).map(|p| p.kind) {
                Some(super::piece::Kind::Loaded(p)) => p.letter().to_string(),
                _ => String::new(),
            };
            format!("{letter}{}>{}", point_name(from), point_name(to))
        }
        Action::Decline => "decline".into(),
        Action::Challenge => "challenge".into(),
        Action::Allow => "allow".into(),
        Action::FirstPlayer(seat) => format!("first={}", super::piece::colour_letter(seat)),
        Action::SideGameResult(r) => r.name().into(),
        // The first throw stays sealed: its short form does not show the choice.
        Action::Throw(_) if p.side_game().is_some_and(|g| !g.first_throw_made) => "throw".into(),
        Action::Throw(h) => h.name().into(),
    }
}

/// The long notation: as the short one, except that a sealed throw names its choice. Records
/// keep this form.
pub(super) fn format_action_long(p: &Position, action: &Action) -> String {
    match *action {
        Action::Throw(h) => h.name().into(),
        _ => format_action(p, action),
    }
}

/// Parses one action in this position.
pub(super) fn parse_action(p: &Position, text: &str) -> Result<Action> {
    let action = p.resolve(&parse_token(text)?, text)?;
    p.check(&action).map_err(|e| match e {
        Error::IllegalAction(why) => Error::illegal(Reason::quoted(text, why)),
        e => e,
    })?;
    Ok(action)
}

impl Position {
    fn resolve(&self, token: &Token, text: &str) -> Result<Action> {
        match *token {
            Token::Place { intro, spot } => {
                if self.piece_at(spot).is_some() {
                    return Err(bad(text, Gipf::OccupiedWritePush { spot: point_name(spot) }));
                }
                Ok(Action::Place { spot, intro })
            }
            Token::Move { intro, dot, spot } => {
                for (i, e) in entries().iter().enumerate().filter(|(_, e)| e.dot == dot) {
                    let Some(at) = e.path().iter().position(|&s| s == spot) else { continue };
                    let first_empty = self.first_empty(i as u8);
                    if at == 0 {
                        // GF1 form: dot and first spot.
                        return Ok(if first_empty == Some(0) { Action::Place { spot, intro } } else { Action::Push { entry: i as u8, intro } });
                    }
                    return match first_empty {
                        Some(k) if k == at => Ok(Action::Push { entry: i as u8, intro }),
                        Some(k) if k > 0 => Err(bad(text, Gipf::PushEndsOn { end: point_name(e.path[k]), given: point_name(spot) })),
                        Some(_) => Err(bad(text, Gipf::JustPlace { spot: point_name(e.path[0]) })),
                        None => Err(Error::illegal(Reason::quoted(text, Gipf::LineFull))),
                    };
                }
                Err(bad(text, Gipf::NotOnLine { spot: point_name(spot), dot: point_name(dot) }))
            }
            Token::Remove(ref points) => {
                let legal = self.legal_actions();
                let removals: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Remove { .. } | Action::KeepRow { .. })).collect();
                if points.is_empty() {
                    return match removals[..] {
                        [only] => Ok(*only),
                        [] => Err(Error::illegal(Gipf::NoRow)),
                        _ => Err(bad(text, Gipf::SeveralRemovals)),
                    };
                }
                Ok(Action::Remove { points: points.iter().fold(0u64, |m, &s| m | 1 << s) })
            }
            Token::Jump { from, to } => Ok(Action::Jump { from, to }),
            Token::Decline => Ok(Action::Decline),
            Token::Challenge => Ok(Action::Challenge),
            Token::Allow => Ok(Action::Allow),
            Token::First(seat) => Ok(Action::FirstPlayer(seat)),
            Token::Result(r) => Ok(Action::SideGameResult(r)),
            Token::Throw(h) => Ok(Action::Throw(h)),
            Token::SealedThrow => Err(bad(text, Gipf::SealedThrow)),
            Token::Keep { from, to } => lines()
                .iter()
                .position(|l| l.spots().contains(&from) && l.spots().contains(&to) && from != to)
                .map(|line| Action::KeepRow { line: line as u8 })
                .ok_or_else(|| bad(text, Gipf::NotOneLine)),
        }
    }

    /// Parses a whole turn in official notation (`xe7,e8;c7-e7;xc2,d3`) into actions, checking
    /// each on a copy of the position. A removal list may cover several rows.
    pub fn parse_turn(&self, text: &str) -> Result<Vec<Action>> {
        let mut pos = self.clone();
        let mut out = Vec::new();
        for part in text.split([';', ':']).map(str::trim).filter(|s| !s.is_empty()) {
            match parse_token(part)? {
                Token::Remove(points) if !points.is_empty() => {
                    let set = points.iter().fold(0u64, |m, &s| m | 1 << s);
                    let seq = split_removals(&pos, set).ok_or_else(|| Error::illegal(Reason::quoted(part, Gipf::NotRowSet)))?;
                    for a in seq {
                        pos.play(&a)?;
                        out.push(a);
                    }
                }
                Token::Remove(_) => {
                    // Short form: take every forced removal.
                    let mut any = false;
                    while pos.stage() == Stage::RowRemoval {
                        let a = pos.parse_action(part)?;
                        pos.play(&a)?;
                        out.push(a);
                        any = true;
                    }
                    if !any {
                        return Err(Error::illegal(Reason::quoted(part, Gipf::NoRow)));
                    }
                }
                _ => {
                    let a = pos.parse_action(part)?;
                    pos.play(&a)?;
                    out.push(a);
                }
            }
        }
        Ok(out)
    }

    /// Official notation of a sequence of actions played from this position; removals that
    /// follow each other share one list. Throws are named, except a first throw still sealed at
    /// the end of the sequence.
    pub fn format_turn(&self, actions: &[Action]) -> Result<String> {
        let mut pos = self.clone();
        let mut parts: Vec<String> = Vec::new();
        let mut removing = false;
        for (i, a) in actions.iter().enumerate() {
            let sealed_at_end = i + 1 == actions.len() && matches!(a, Action::Throw(_));
            let text = if sealed_at_end { pos.format_action(a) } else { pos.format_action_long(a) };
            match (a, removing, parts.last_mut()) {
                (Action::Remove { .. }, true, Some(last)) => {
                    last.push(',');
                    last.push_str(&text[1..]);
                }
                _ => parts.push(text),
            }
            removing = matches!(a, Action::Remove { .. });
            pos.play(a)?;
        }
        Ok(parts.join(";"))
    }
}

/// Splits a set of removed points into legal single-row removals, in an order that works.
fn split_removals(pos: &Position, set: u64) -> Option<Vec<Action>> {
    if set == 0 {
        return Some(vec![]);
    }
    for a in pos.legal_actions() {
        if let Action::Remove { points } = a {
            if points & !set == 0 {
                let mut next = pos.clone();
                next.play(&a).ok()?;
                if let Some(mut rest) = split_removals(&next, set & !points) {
                    rest.insert(0, a);
                    return Some(rest);
                }
            }
        }
    }
    None
}
