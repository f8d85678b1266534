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

use crate::error::{Analysis, Error, Reason};
use crate::game::{Game, Status};

/// What every game's editor provides.
pub trait Editor {
    type Game: Game;
    /// The position string of the board as edited (it need not parse).
    fn position_text(&self) -> String;
    fn options(&self) -> &<Self::Game as Game>::Options;
    /// The problems the game's parser does not look for.
    fn count_problems(&self) -> Vec<Reason>;

    /// Every problem of the board; empty when it is a position to play.
    fn problems(&self) -> Vec<Reason> {
        match self.playable() {
            Ok(_) => Vec::new(),
            Err(problems) => problems,
        }
    }

    /// The position to play, or every problem that stops it.
    fn playable(&self) -> Result<Self::Game, Vec<Reason>> {
        let mut problems = self.count_problems();
        match <Self::Game as Game>::parse_position(&self.position_text(), self.options()) {
            Err(e) => problems.push(plain(e)),
            Ok(pos) if matches!(pos.status(), Status::Over(_)) => problems.push(Analysis::AlreadyOver.into()),
            Ok(pos) if problems.is_empty() => return Ok(pos),
            Ok(_) => {}
        }
        problems.dedup();
        Err(problems)
    }
}

/// A parser's complaint without the quoted position string it begins with.
fn plain(e: Error) -> Reason {
    match e {
        Error::BadPosition(Reason::Quoted { why, .. }) => *why,
        Error::BadPosition(why) => why,
        other => Reason::inner(other),
    }
}
