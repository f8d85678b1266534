//! GIPF (Kris Burm) with its versions (basic, standard, tournament, Ultimate) and potentials.
//!
//! Seats: 0 = White (moves first), 1 = Black. Every decision is an action of the player who
//! makes it: bringing in a piece, each row removal, leaving a row of GIPF-pieces standing.
//! See docs/gipf.md for the position string, the notation and the decisions taken.

pub mod action;
pub mod challenge;
pub mod geometry;
pub mod notation;
pub mod options;
pub mod piece;
mod movegen;
mod play;
pub mod position;
mod text;

pub use action::{Action, Hand, SideResult};
pub use challenge::{ChallengeStage, PendingChallenge, SideGameState};
pub use geometry::{entries, is_dot, is_spot, lines, parse_point, point_axial, point_name, Spot, CENTRE, LINES};
pub use options::{Options, SideGame, Version};
pub use piece::{seat_name, Intro, Kind, Piece, Potential, Stack, BLACK, WHITE};
pub use position::{Due, EntryMove, IntroStage, PendingRow, Position, Stage};

use crate::error::Result;
use crate::game::{Ending, Game, Outcome, Status};


impl Game for Position {
    type Action = Action;
    type Checked = Action;
    type Options = Options;
    const NAME: &'static str = "gipf";

    fn seat_name(&self, seat: crate::game::Seat) -> &'static str {
        piece::seat_name(seat)
    }

    /// Rock-paper-scissors before its first throw: both hands are chosen at once.
    fn hidden_choice(&self) -> Option<crate::game::HiddenChoice> {
        let side = self.side_game()?;
        (side.kind == SideGame::RockPaperScissors && !side.first_throw_made)
            .then_some(crate::game::HiddenChoice { first: side.starter, second: 1 - side.starter, noun: "hand" })
    }

    fn parse_options(pairs: &[(String, String)]) -> Result<Options> {
        Options::parse(pairs)
    }
    fn format_options(options: &Options) -> Vec<(String, String)> {
        options.format()
    }
    fn start(options: &Options) -> Self {
        let mut p = Position::empty(options);
        for seat in [WHITE, BLACK] {
            p.reserve[seat as usize] = options.total_pieces(seat);
            p.hand[seat as usize] = options.potentials[seat as usize];
            p.intro[seat as usize] = p.default_intro(seat);
        }
        if !options.version.starts_empty() {
            let kind = if options.version == Version::Basic { Kind::Basic } else { Kind::Gipf };
            for (name, seat) in [("b5", WHITE), ("e2", WHITE), ("h5", WHITE), ("b2", BLACK), ("e8", BLACK), ("h2", BLACK)] {
                let spot = parse_point(name).unwrap_or(0);
                p.set(spot, Some(Piece::new(seat, kind)));
                p.reserve[seat as usize] -= Piece::new(seat, kind).basic_count();
            }
        }
        p
    }

    fn parse_position(text: &str, options: &Options) -> Result<Self> {
        text::parse(text, options)
    }
    fn position_string(&self) -> String {
        text::format(self)
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn status(&self) -> Status {
        match &self.result {
            Some(o) => Status::Over(o.clone()),
            None => Status::Turn(self.actor()),
        }
    }
    fn ending(&self) -> Option<Ending> {
        self.end_reason()
    }
    fn legal_actions(&self) -> Vec<Action> {
        movegen::legal_actions(self)
    }
    fn check(&self, action: &Action) -> Result<Action> {
        self.check_action(action).map(|()| *action)
    }
    fn apply(&mut self, checked: Action) {
        self.transition(&checked);
    }
    fn parse_action(&self, text: &str) -> Result<Action> {
        notation::parse_action(self, text)
    }
    fn format_action(&self, action: &Action) -> String {
        notation::format_action(self, action)
    }
    fn format_action_long(&self, action: &Action) -> String {
        notation::format_action_long(self, action)
    }
    fn turn_number(&self) -> u32 {
        self.turns
    }
}

impl Position {
    /// The position string as `viewer` may see it: the other player's sealed rock-paper-scissors
    /// throw shows as `?` (display only: such a string does not parse).
    pub fn position_string_for(&self, viewer: crate::game::Seat) -> String {
        text::format_for(self, Some(viewer))
    }

    pub fn winner(&self) -> Option<crate::game::Seat> {
        match self.result {
            Some(Outcome::Win(s)) => Some(s),
            _ => None,
        }
    }
}
