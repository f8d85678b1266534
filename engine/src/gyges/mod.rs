//! Gygès: a 6×6 grid with a goal beyond each end row; twelve shared pieces of size 1–3 that move
//! exactly their size, bounce on the pieces they land on, and win by entering the far goal.
//! Rules: `rules/gyges.md`; engine notes, options and perft figures: `docs/gyges.md`.
//!
//! Seats: 0 = South (home rank 1, aims at goal `N`), 1 = North (home rank 6, aims at goal `S`).

mod action;
mod board;
mod input;
mod movegen;
mod notation;
mod options;
mod position;
mod rules;

pub use action::{Action, Move};
pub use board::{file_of, parse_square, rank_of, square_name, Square, GOAL_N, GOAL_S, NORTH, SOUTH};
pub use options::{Options, Setup};
pub use input::{Stop, StopKind};
pub use position::Position;

use crate::error::Result;
use crate::game::{Game, Status};

impl Game for Position {
    type Action = Action;
    type Options = Options;
    const NAME: &'static str = "gyges";

    fn parse_options(pairs: &[(String, String)]) -> Result<Options> {
        Options::parse(pairs)
    }

    fn format_options(options: &Options) -> Vec<(String, String)> {
        options.to_pairs()
    }

    fn start(options: &Options) -> Self {
        Position::new(options)
    }

    fn parse_position(text: &str, options: &Options) -> Result<Self> {
        Position::from_position_string(text, options)
    }

    fn position_string(&self) -> String {
        self.to_position_string()
    }

    fn options(&self) -> &Options {
        Position::options(self)
    }

    fn status(&self) -> Status {
        Position::status(self)
    }

    fn legal_actions(&self) -> Vec<Action> {
        Position::legal_actions(self)
    }

    fn play(&mut self, action: &Action) -> Result<()> {
        Position::play(self, action)
    }

    fn parse_action(&self, text: &str) -> Result<Action> {
        self.parse_action_text(text)
    }

    fn format_action(&self, action: &Action) -> String {
        self.action_text(action)
    }

    fn format_action_long(&self, action: &Action) -> String {
        self.action_text_long(action)
    }

    fn turn_number(&self) -> u32 {
        Position::turn_number(self)
    }
}
