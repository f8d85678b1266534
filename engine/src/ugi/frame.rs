//! How a game's positions and moves cross the protocol. Gygès keeps Helios's frame (the board
//! as the mover sees it, `from|to|drop` moves: `ugi/mod.rs`), so Helios and its front ends
//! work unchanged. GIPF and Table Gype, which Helios never played, use our own position strings
//! and action notation (`docs/gipf.md`, `docs/gype.md`): a program that reads those can talk to
//! us with no second notation to learn.

use super::protocol::{answer_text, Board, UgiMove, START};
use super::{action_of, answer_of, board_of, position_of, ugi_options};
use crate::ai::Searchable;
use crate::game::Game;
use crate::kind::Listed;

/// A game as the protocol speaks it. The defaults are our own text; Gygès overrides them.
pub trait Spoken: Searchable + Listed {
    /// Whether `go`'s `info` line is Helios's, the move in the middle (Gygès), or ours, the
    /// move last, since our moves may hold spaces (`roll e4`).
    const HELIOS_INFO: bool = false;

    /// The rules the protocol plays before `setoption rules` changes any.
    fn protocol_rules() -> Vec<(String, String)> {
        Vec::new()
    }
    /// The position `setpos start` sets.
    fn protocol_start(options: &Self::Options) -> Self {
        Self::start(options)
    }
    /// The position `setpos data <text>` sets.
    fn read_position(text: &str, options: &Self::Options) -> Result<Self, String> {
        Self::parse_position(text, options).map_err(|e| e.to_string())
    }
    /// The text `showpos` prints.
    fn show(&self) -> String {
        self.position_string()
    }
    /// The action a move's text names here, checked legal (chance outcomes included).
    fn read_action(&self, text: &str) -> Result<Self::Action, String> {
        let action = self.parse_action(text).map_err(|e| e.to_string())?;
        self.check(&action).map_err(|e| e.to_string())?;
        Ok(action)
    }
    /// An action as `bestmove` and `moves` write it: the short notation where it reads back
    /// as the same action, else the long one (GIPF's sealed first throw is `throw` for short).
    fn write_action(&self, action: &Self::Action) -> String {
        let short = self.format_action(action);
        match self.parse_action(&short) {
            Ok(a) if &a == action => short,
            _ => self.format_action_long(action),
        }
    }
}

impl Spoken for crate::gipf::Position {}
impl Spoken for crate::gype::Position {}

impl Spoken for crate::gyges::Position {
    const HELIOS_INFO: bool = true;

    fn protocol_rules() -> Vec<(String, String)> {
        ugi_options()
    }
    fn protocol_start(options: &Self::Options) -> Self {
        // The standard rows always make a position; the fallback only keeps this total.
        position_of(&START, options).unwrap_or_else(|_| Self::start(options))
    }
    fn read_position(text: &str, options: &Self::Options) -> Result<Self, String> {
        position_of(&Board::parse(text)?, options).map_err(|e| e.to_string())
    }
    fn show(&self) -> String {
        board_of(self).to_string()
    }
    fn read_action(&self, text: &str) -> Result<Self::Action, String> {
        let answer = if text == "pass" { None } else { Some(UgiMove::parse(text)?) };
        action_of(self, &answer).map_err(|e| e.to_string())
    }
    fn write_action(&self, action: &Self::Action) -> String {
        answer_text(&answer_of(self, action))
    }
}
