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
mod play;
mod position;
mod text;

use crate::game::{Outcome, Seat};
pub use face::Face;
pub use geometry::{all_cells, cell_at, cell_name, cell_xy, home_row_of, is_cell, parse_cell, Cell, Side, SideSet};
/// For the search (`ai::gype`), which walks the board the same way.
pub(crate) use geometry::{bit, cells_of, BOARD_MASK, DIRS, KNIGHT, NEIGHBOR, NO_CELL};
pub use movegen::Move;
pub use options::{HatPass, Options, ReturnHome, StartFaces};
pub use play::{Action, Checked};
pub use position::{Position, Standing, STANDARD_ROW};

use crate::error::{Error, Gype, Result};
use crate::game::{Ending, Game, Status};

impl Game for Position {
    type Action = Action;
    type Checked = Checked;
    type Options = Options;
    const NAME: &'static str = "gype";

    fn seat_count(&self) -> usize {
        self.seat_count as usize
    }
    fn seat_name(&self, seat: crate::game::Seat) -> &'static str {
        if (seat as usize) < Game::seat_count(self) {
            self.side(seat).name()
        } else {
            "?"
        }
    }
    fn parse_options(pairs: &[(String, String)]) -> Result<Options> {
        options::parse(pairs)
    }
    fn format_options(options: &Options) -> Vec<(String, String)> {
        options::format(options)
    }
    /// The standard rows (rolled first with `start=random`), then the set-up if there is one.
    fn start(options: &Options) -> Self {
        let mut p = Position::empty(*options);
        for seat in 0..p.seat_count {
            for (c, face) in cells_of(p.side(seat).start_row()).zip(STANDARD_ROW) {
                p.put(c, seat, face);
            }
        }
        if options.start == StartFaces::Random {
            p.pending = p.occupied();
            p.opening = true;
        }
        p.setup_left = if options.setup { p.seat_count } else { 0 };
        if p.setup_left == 0 && p.pending == 0 {
            p.begin_turn();
        }
        p
    }
    /// Its seats replace the options' `seats` (and `first` when that side is not seated).
    fn parse_position(text: &str, options: &Options) -> Result<Self> {
        text::parse(text, options)
    }
    fn position_string(&self) -> String {
        text::format(self)
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn in_setup(&self) -> bool {
        Position::in_setup(self)
    }
    fn ending(&self) -> Option<Ending> {
        self.outcome.as_ref()?;
        self.derive_ending().map(|e| e.1)
    }
    /// With 3–4 players a flag fall ends the game too: the best of the others by the standings
    /// wins (a tie at the top is a draw), as at the move cap.
    #[inline(never)]
    fn outcome_on_time(&self, flagged: Seat) -> Outcome {
        let rest: Vec<_> = self.standings().into_iter().filter(|s| s.seat != flagged).collect();
        match rest.as_slice() {
            [first, second, ..] if (second.home, second.distance) == (first.home, first.distance) => Outcome::Draw,
            [first, ..] => Outcome::Win(first.seat),
            [] => Outcome::Draw,
        }
    }
    fn status(&self) -> Status {
        if let Some(o) = &self.outcome {
            Status::Over(o.clone())
        } else if self.pending != 0 {
            Status::Chance(self.chance_faces())
        } else {
            Status::Turn(self.to_move)
        }
    }
    fn legal_actions(&self) -> Vec<Action> {
        play::legal_actions(self)
    }
    /// The next pending die shows `Face::ALL[index]`. Outside a chance node this is `Pass`,
    /// which `play` refuses.
    fn chance_action(&self, index: u32) -> Action {
        match (self.next_roll(), Face::from_index(index as usize)) {
            (Some(cell), Some(face)) => Action::Die { cell, face },
            _ => Action::Pass,
        }
    }
    /// `check`, then `transition`: on error the position is unchanged.
    fn check(&self, action: &Action) -> Result<Checked> {
        self.check_action(action)
    }
    fn apply(&mut self, checked: Checked) {
        self.transition(checked);
    }
    /// A move may be written by its full path or, when only one move goes from its origin to
    /// its end, as `origin-end`.
    fn parse_action(&self, text: &str) -> Result<Action> {
        notation::parse(self, text)
    }
    /// `origin-end` for a move unless another move shares both.
    fn format_action(&self, action: &Action) -> String {
        notation::format(self, action)
    }
    /// A move with its full path.
    fn format_action_long(&self, action: &Action) -> String {
        notation::format_long(action)
    }
    fn check_perft_depth(&self, depth: u32) -> Result<()> {
        if self.options.rolls && depth > 1 {
            return Err(Error::option(Gype::PerftRolls));
        }
        Ok(())
    }
    /// Turns of play, each seat's `confirm` counting as one.
    fn turn_number(&self) -> u32 {
        self.plies.saturating_add((self.seat_count - self.setup_left) as u32)
    }
}
