//! Position editors, one small board model per game: put and remove pieces, choose the side to
//! move and the options, and turn the result into the game's position string. Validation says
//! every problem in words; an invalid board never becomes a position to play or analyse.
//!
//! The games' own parsers stay the judges: `problems` runs the game's `parse_position` on the
//! edited string and reports its complaint. An editor adds only what no parser checks, counted
//! against the game's own figures (the pieces of its start, `Options::total_pieces`), never a
//! second copy of a rule.

pub mod gipf;
pub mod gyges;
pub mod gype;

use crate::error::Error;
use crate::game::{Game, Status};

/// What every game's editor provides.
pub trait Editor {
    type Game: Game;
    /// The position string of the board as edited (it need not parse).
    fn position_text(&self) -> String;
    fn options(&self) -> &<Self::Game as Game>::Options;
    /// The problems the game's parser does not look for, in words.
    fn count_problems(&self) -> Vec<String>;

    /// Every problem of the board, in words; empty when it is a position to play.
    fn problems(&self) -> Vec<String> {
        match self.playable() {
            Ok(_) => Vec::new(),
            Err(problems) => problems,
        }
    }

    /// The position to play, or every problem that stops it.
    fn playable(&self) -> Result<Self::Game, Vec<String>> {
        let mut problems = self.count_problems();
        match <Self::Game as Game>::parse_position(&self.position_text(), self.options()) {
            Err(e) => problems.push(plain(e)),
            Ok(pos) if matches!(pos.status(), Status::Over(_)) => problems.push("the game is already over in this position".into()),
            Ok(pos) if problems.is_empty() => return Ok(pos),
            Ok(_) => {}
        }
        problems.dedup();
        Err(problems)
    }
}

/// A parser's complaint without the quoted position string it begins with.
fn plain(e: Error) -> String {
    match e {
        Error::BadPosition(m) => match m.strip_prefix('\'').and_then(|rest| rest.split_once("': ")) {
            Some((_, why)) => why.to_string(),
            None => m,
        },
        other => other.to_string(),
    }
}

/// A count in words, for messages: "no", "one" … "twelve", then digits.
pub fn count_words(n: u32) -> String {
    const WORDS: [&str; 13] = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    WORDS.get(n as usize).map_or_else(|| n.to_string(), |w| w.to_string())
}
