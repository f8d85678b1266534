//! Text forms: the position string and the action notation.
//!
//! Position: ranks 6 down to 1 separated by `/`, `.` for empty and `1`/`2`/`3` for pieces, then
//! the side to move (`S`/`N`), then optional fields: `setup` (set-up phase), `goal=N2` (a piece
//! of size 2 entered goal N: the game is over), `passes=1`, `ply=N` (written when `max_plies` is
//! on), `hist=h,h,…` (hashes of the earlier positions, written when `repetition` is on).
//!
//! Actions: `3c1` (place a triple on c1), `pass`, `c1-c3` (short move), `c2-d3@d5` (replacement),
//! `a5-c4-c3-a3-a2-S` (long form: every bounce square, then the end).

use super::action::{Action, Move};
use super::board::*;
use super::options::Options;
use super::position::Position;
use crate::error::{Error, Result};
use crate::error::clip;

fn bad_position(text: &str, why: impl std::fmt::Display) -> Error {
    Error::BadPosition(format!("'{}': {why}", clip(text)))
}

impl Position {
    pub fn to_position_string(&self) -> String {
        let mut out = String::with_capacity(48);
        for rank in (0..6u8).rev() {
            for file in 0..6u8 {
                out.push(match self.cells[(6 * rank + file) as usize] {
                    0 => '.',
                    s => (b'0' + s) as char,
                });
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push_str(if self.to_move == SOUTH { " S" } else { " N" });
        if self.setup {
            out.push_str(" setup");
        }
        if let Some((g, size)) = self.goal {
            out.push_str(&format!(" goal={}{size}", square_name(g)));
        }
        if self.passes > 0 {
            out.push_str(&format!(" passes={}", self.passes));
        }
        if self.options.max_plies != 0 {
            out.push_str(&format!(" ply={}", self.plies));
        }
        if self.options.repetition && !self.history.is_empty() {
            let hashes: Vec<String> = self.history.iter().map(|h| format!("{h:016x}")).collect();
            out.push_str(&format!(" hist={}", hashes.join(",")));
        }
        out
    }

    pub fn from_position_string(text: &str, options: &Options) -> Result<Position> {
        let mut fields = text.split_whitespace();
        let board = fields.next().ok_or_else(|| bad_position(text, "the position string is empty"))?;
        let rows: Vec<&str> = board.split('/').collect();
        if rows.len() != 6 {
            return Err(bad_position(text, "expected six ranks separated by '/', rank 6 first"));
        }
        let side = match fields.next() {
            Some("S") => SOUTH,
            Some("N") => NORTH,
            _ => return Err(bad_position(text, "the side to move (S or N) must follow the board")),
        };
        let mut p = Position::empty(options, side);
        let mut counts = [0u8; 4];
        for (i, row) in rows.iter().enumerate() {
            let rank = 5 - i as u8;
            if row.len() != 6 {
                return Err(bad_position(text, format!("rank {} must have six squares", rank + 1)));
            }
            for (file, c) in row.bytes().enumerate() {
                let size = match c {
                    b'.' => 0,
                    b'1'..=b'3' => c - b'0',
                    _ => return Err(bad_position(text, format!("rank {}: use '.', '1', '2' or '3'", rank + 1))),
                };
                p.put(6 * rank + file as u8, size);
                counts[size as usize] += 1;
            }
        }
        let mut seen: Vec<&str> = Vec::new();
        for field in fields {
            let (key, value) = field.split_once('=').unwrap_or((field, ""));
            if seen.contains(&key) {
                return Err(bad_position(text, format!("'{}' is given twice", clip(key))));
            }
            seen.push(key);
            let bad_value = || bad_position(text, format!("bad value in '{}'", clip(field)));
            match key {
                "setup" if value.is_empty() && field == "setup" => p.setup = true,
                "goal" => {
                    let goal = match value.get(..1) {
                        Some("N") => GOAL_N,
                        Some("S") => GOAL_S,
                        _ => return Err(bad_value()),
                    };
                    let size = match value.as_bytes() {
                        [_, s @ b'1'..=b'3'] => s - b'0',
                        _ => return Err(bad_value()),
                    };
                    p.goal = Some((goal, size));
                    counts[size as usize] += 1;
                }
                "passes" => p.passes = value.parse().ok().filter(|&n| n <= 2).ok_or_else(bad_value)?,
                "ply" => p.plies = value.parse().map_err(|_| bad_value())?,
                "hist" => {
                    p.history = value.split(',').map(|h| u64::from_str_radix(h, 16).map_err(|_| bad_value())).collect::<Result<_>>()?
                }
                _ => return Err(bad_position(text, format!("unknown field '{}' (expected setup, goal=, passes=, ply= or hist=)", clip(field)))),
            }
        }
        if counts[1..].iter().any(|&c| c > 4) {
            return Err(bad_position(text, "there are only four pieces of each size"));
        }
        if let Some((g, _)) = p.goal {
            let winner = if g == GOAL_N { SOUTH } else { NORTH };
            if p.to_move == winner {
                return Err(bad_position(text, "after a win the loser is to move"));
            }
        }
        if p.setup {
            p.check_setup().map_err(|why| bad_position(text, why))?;
        }
        Ok(p)
    }

    fn check_setup(&self) -> std::result::Result<(), &'static str> {
        if self.goal.is_some() || self.passes > 0 || self.plies > 0 || !self.history.is_empty() {
            return Err("the set-up phase has no goal, passes, plies or history");
        }
        if self.occupied & !(rank_mask(0) | rank_mask(5)) != 0 {
            return Err("during the set-up phase pieces stand only on ranks 1 and 6");
        }
        for seat in [SOUTH, NORTH] {
            for size in 1..=3u8 {
                let on_row = squares_of_rank(self, home_rank(seat)).filter(|&s| self.cells[s as usize] == size).count();
                if on_row > 2 {
                    return Err("each player places two pieces of each size");
                }
            }
        }
        if self.tray(self.to_move) == [0; 3] {
            return Err(if self.tray(other(self.to_move)) == [0; 3] {
                "every piece is placed: drop the 'setup' field"
            } else {
                "the side to move has no piece left to place"
            });
        }
        Ok(())
    }

    /// Text of an action: the short form (`c2-d3@d5`), `3c1` for a placement, `pass`.
    pub fn action_text(&self, action: &Action) -> String {
        match action {
            Action::Place { square, size } => format!("{size}{}", square_name(*square)),
            Action::Pass => "pass".to_string(),
            Action::Move(m) => {
                let mut s = format!("{}-{}", square_name(m.from), square_name(m.to));
                if let Some(d) = m.drop {
                    s += &format!("@{}", square_name(d));
                }
                s
            }
        }
    }

    /// Text of an action with the full path: `a5-c4-c3-a3-a2-S`.
    pub fn action_text_long(&self, action: &Action) -> String {
        match action {
            Action::Move(m) => {
                let mut s = square_name(m.from);
                for &stop in &m.stops {
                    s.push('-');
                    s += &square_name(stop);
                }
                if let Some(d) = m.drop {
                    s += &format!("@{}", square_name(d));
                }
                s
            }
            _ => self.action_text(action),
        }
    }

    /// Parses any action form and checks that it is legal here.
    pub fn parse_action_text(&self, text: &str) -> Result<Action> {
        let t = text.trim();
        let action = if t.eq_ignore_ascii_case("pass") {
            Action::Pass
        } else if let Some(size) = t.chars().next().and_then(|c| c.to_digit(10)) {
            let square = parse_square(&t[1..]).map_err(|_| {
                Error::BadNotation(format!("'{}': a placement is a size and a square, e.g. 3c1", clip(t)))
            })?;
            Action::Place { square, size: size.min(9) as u8 }
        } else {
            return self.parse_move(t).map(Action::Move);
        };
        let mut check = self.clone();
        check.play(&action)?;
        Ok(action)
    }

    fn parse_move(&self, t: &str) -> Result<Move> {
        let form = || Error::BadNotation(format!("'{}': a move is from-to, from-to@drop or a path such as a5-c4-c3-S", clip(t)));
        let (path, drop) = match t.split_once('@') {
            Some((path, d)) => (path, Some(parse_square(d)?)),
            None => (t, None),
        };
        let squares: Vec<Square> = path.split('-').map(parse_square).collect::<Result<_>>().map_err(|_| form())?;
        if squares.len() < 2 {
            return Err(form());
        }
        if squares.len() > 40 {
            return Err(Error::IllegalAction(format!("'{}': the path is too long", clip(t))));
        }
        let (from, stops) = (squares[0], squares[1..].to_vec());
        let to = *stops.last().expect("two squares at least");
        if self.setup {
            return Err(Error::IllegalAction("pieces are still being placed".into()));
        }
        if self.status() != crate::game::Status::Turn(self.to_move) {
            return Err(Error::GameOver);
        }
        if stops.len() == 1 {
            // Short form: any legal path will do; take the shortest.
            if let Some(m) = self.legal_for_identity(from, to, drop) {
                return Ok(m);
            }
            self.check_origin(from)?;
            let (f, t) = (square_name(from), square_name(to));
            return Err(Error::IllegalAction(match drop {
                None => format!("the piece on {f} cannot reach {t}"),
                Some(_) if !self.options.replace => "replacing needs the advanced rule (replace=on)".to_string(),
                Some(d) => format!("the piece on {f} cannot replace the one on {t} and drop it on {}", square_name(d)),
            }));
        }
        let mv = Move { from, to, drop, stops };
        self.check_move(&mv)?;
        Ok(mv)
    }

    /// The legal move with this identity, carrying a shortest witness path.
    pub fn legal_for_identity(&self, from: Square, to: Square, drop: Option<Square>) -> Option<Move> {
        if self.setup || from >= 36 || to > GOAL_N || self.playable_row() != Some(rank_of(from)) {
            return None;
        }
        self.witness(from, to, drop).map(|stops| Move { from, to, drop, stops })
    }
}

fn squares_of_rank(p: &Position, rank: u8) -> impl Iterator<Item = Square> + '_ {
    (0..6u8).map(move |f| 6 * rank + f).filter(move |&s| p.cells[s as usize] != 0)
}
