//! Gygès: a 6×6 grid with a goal beyond each end row; twelve shared pieces of size 1–3 that move
//! exactly their size, bounce on the pieces they land on, and win by entering the far goal.
//! Rules: `rules/gyges.md`; engine notes, options and perft figures: `docs/gyges.md`.
//!
//! Seats: 0 = South (home rank 1, aims at goal `N`), 1 = North (home rank 6, aims at goal `S`).
//!
//! Where things live: `board` (squares, edges, hashing keys), `position` (state, start, status), `history` (repetition hashes, shared),
//! `movegen` (the one move generator), `path` (paths step by step), `play` (the transition),
//! `text` (position strings), `notation` (actions), `options`, `input` (click-to-path).

mod action;
mod board;
mod control;
mod history;
mod input;
mod movegen;
mod notation;
mod options;
mod path;
mod play;
mod position;
mod text;

pub use action::{Action, Checked, Move};
pub use board::{file_of, parse_square, rank_of, seat_name, square_name, Square, GOAL_N, GOAL_S, NORTH, SOUTH};
pub use control::Control;
pub(crate) use board::{home_rank, rank_mask, squares_of};
pub use options::{Options, Setup};
pub use input::{Stop, StopKind};
pub use position::Position;

use crate::error::Result;
use crate::game::{Ending, Game, Seat, Status};

impl Game for Position {
    const DRAW_BY_AGREEMENT: bool = true;
    type Action = Action;
    type Checked = Checked;
    type Options = Options;
    const NAME: &'static str = "gyges";

    fn seat_name(&self, seat: Seat) -> &'static str {
        board::seat_name(seat)
    }

    fn parse_options(pairs: &[(String, String)]) -> Result<Options> {
        Options::parse(pairs)
    }

    fn format_options(options: &Options) -> Vec<(String, String)> {
        options.to_pairs()
    }

    fn start(options: &Options) -> Self {
        position::start(options)
    }

    fn parse_position(text: &str, options: &Options) -> Result<Self> {
        text::parse_position(text, options)
    }

    fn position_string(&self) -> String {
        text::position_string(self)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn status(&self) -> Status {
        position::status(self)
    }
    fn in_setup(&self) -> bool {
        self.setup
    }
    fn ending(&self) -> Option<Ending> {
        position::ending(self).map(|e| e.1)
    }

    fn legal_actions(&self) -> Vec<Action> {
        movegen::legal_actions(self)
    }

    fn count_actions(&self) -> u64 {
        movegen::count_actions(self)
    }

    fn check(&self, action: &Action) -> Result<Checked> {
        play::check(self, action)
    }
    fn apply(&mut self, checked: Checked) {
        play::apply(self, checked);
    }

    fn parse_action(&self, text: &str) -> Result<Action> {
        notation::parse_action(self, text)
    }

    fn format_action(&self, action: &Action) -> String {
        notation::format_action(action)
    }

    fn format_action_long(&self, action: &Action) -> String {
        notation::format_action_long(action)
    }

    fn turn_number(&self) -> u32 {
        self.turns
    }
}
