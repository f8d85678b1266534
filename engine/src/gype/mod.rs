//! Uncle Chestnut's Table Gype: 2 to 4 players race 8 dice each across a 96-cell board; a die
//! moves as its face-up symbol and jumped dice are rolled. Rules: `rules/gype.md`; engine
//! notes, options, notation and position strings: `docs/gype.md`.
//!
//! Chance never draws numbers here: after a move that jumps pieces, a Roll action or the
//! opening of `start=random`, `status()` is `Chance(n)` once per die, in increasing cell order,
//! and `chance_action(i)` is the action "that die shows `Face::ALL[i]`".

mod face;
mod geometry;
mod movegen;
mod notation;
mod options;
mod position;
mod rules;
mod text;

pub use face::Face;
pub use geometry::{all_cells, cell_at, cell_name, cell_xy, home_row_of, is_cell, parse_cell, Cell, Side, SideSet};
/// For the search (`ai::gype`), which walks the board the same way.
pub(crate) use geometry::{cells_of, shift, BOARD_MASK, DIRS, KNIGHT, NEIGHBOR, NO_CELL};
pub use movegen::Move;
pub use options::{HatPass, Options, ReturnHome, StartFaces};
pub use position::{Position, Standing, STANDARD_ROW};
pub use rules::Action;

use crate::error::{Error, Result};
use crate::game::{Game, Status};

impl Game for Position {
    type Action = Action;
    type Options = Options;
    const NAME: &'static str = "gype";

    fn seat_count(&self) -> usize {
        Position::seat_count(self)
    }

    fn parse_options(pairs: &[(String, String)]) -> Result<Options> {
        Options::parse(pairs)
    }
    fn format_options(options: &Options) -> Vec<(String, String)> {
        options.format()
    }
    fn start(options: &Options) -> Self {
        Position::new_game(options)
    }
    fn parse_position(text: &str, options: &Options) -> Result<Self> {
        Position::from_position_string(text, options)
    }
    fn position_string(&self) -> String {
        self.to_position_string()
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn status(&self) -> Status {
        Position::status(self)
    }
    fn legal_actions(&self) -> Vec<Action> {
        self.actions()
    }
    /// The next pending die shows `Face::ALL[index]`. Outside a chance node this is `Pass`,
    /// which `play` refuses.
    fn chance_action(&self, index: u32) -> Action {
        match (self.next_roll(), Face::from_index(index as usize)) {
            (Some(cell), Some(face)) => Action::Die { cell, face },
            _ => Action::Pass,
        }
    }
    fn play(&mut self, action: &Action) -> Result<()> {
        self.apply(action)
    }
    fn parse_action(&self, text: &str) -> Result<Action> {
        Position::parse_action(self, text)
    }
    fn format_action(&self, action: &Action) -> String {
        Position::format_action(self, action)
    }
    fn format_action_long(&self, action: &Action) -> String {
        Position::format_action_long(self, action)
    }
    fn check_perft_depth(&self, depth: u32) -> Result<()> {
        if self.options.rolls && depth > 1 {
            return Err(Error::BadOption(
                "perft beyond depth 1 needs --opt rolls=off: with rolls every jump branches into dice outcomes".into(),
            ));
        }
        Ok(())
    }
    fn turn_number(&self) -> u32 {
        Position::turn_number(self)
    }
}
