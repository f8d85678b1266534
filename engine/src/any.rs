//! A match of any game behind one object-safe interface, for the JS API and the app shell.
//! The list of games lives here and in the CLI's dispatch.

use crate::error::{Error, Result};
use crate::game::{Game, Status};
use crate::record::{clip, Record};
use crate::session::Match;
use std::any::Any;

pub trait AnyMatch {
    fn game(&self) -> &'static str;
    fn status(&self) -> Status;
    /// Every legal action for the player to act, in canonical notation.
    fn legal_actions(&self) -> Vec<String>;
    /// Plays an action given in notation; returns its long form.
    fn play_text(&mut self, text: &str) -> Result<String>;
    fn undo(&mut self) -> bool;
    fn redo(&mut self) -> bool;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    fn position_string(&self) -> String;
    /// Every action so far in long notation.
    fn action_texts(&self) -> Vec<String>;
    fn record_text(&self) -> String;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<G: Game + 'static> AnyMatch for Match<G> {
    fn game(&self) -> &'static str {
        G::NAME
    }
    fn status(&self) -> Status {
        Match::status(self)
    }
    fn legal_actions(&self) -> Vec<String> {
        let p = self.position();
        p.legal_actions().iter().map(|a| p.format_action(a)).collect()
    }
    fn play_text(&mut self, text: &str) -> Result<String> {
        let before = self.position().clone();
        let action = Match::play_text(self, text)?;
        Ok(before.format_action_long(&action))
    }
    fn undo(&mut self) -> bool {
        Match::undo(self)
    }
    fn redo(&mut self) -> bool {
        Match::redo(self)
    }
    fn can_undo(&self) -> bool {
        Match::can_undo(self)
    }
    fn can_redo(&self) -> bool {
        Match::can_redo(self)
    }
    fn position_string(&self) -> String {
        self.position().position_string()
    }
    fn action_texts(&self) -> Vec<String> {
        Match::action_texts(self, true)
    }
    fn record_text(&self) -> String {
        self.to_record().to_text()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// Calls `$body` with `$G` bound to the game type named by `$name`.
macro_rules! with_game {
    ($name:expr, $G:ident => $body:expr) => {
        match $name {
            "gyges" => {
                type $G = crate::gyges::Position;
                $body
            }
            "gype" => {
                type $G = crate::gype::Position;
                $body
            }
            "gipf" => {
                type $G = crate::gipf::Position;
                $body
            }
            other => Err(Error::UnknownGame(clip(other))),
        }
    };
}

/// A new game at the standard start (or at `position`, a position string).
pub fn new_match(game: &str, options: &[(String, String)], position: Option<&str>, seed: u64) -> Result<Box<dyn AnyMatch>> {
    with_game!(game, G => {
        let opts = G::parse_options(options)?;
        let m: Match<G> = match position {
            None => Match::new(&opts, seed),
            Some(text) => Match::from_position(G::parse_position(text, &opts)?, seed),
        };
        Ok(Box::new(m) as Box<dyn AnyMatch>)
    })
}

/// Replays a record of any game.
pub fn match_from_record(text: &str) -> Result<Box<dyn AnyMatch>> {
    let (rec, lines) = Record::parse(text)?;
    with_game!(rec.game.as_str(), G => Ok(Box::new(Match::<G>::from_record(&rec, &lines)?) as Box<dyn AnyMatch>))
}
