//! The messages between the study module's two halves: the page side (`page`) and the solver
//! in its module worker (`solver`). Both are this crate, so both read and write these types.

use crate::event::Event;
use serde::{Deserialize, Serialize};

/// From the page to the solver.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// A game's puzzle file.
    Set { game: String, file: String },
    /// The streak kept in storage.
    Streak(String),
    /// The stored profile and name, read afresh before each puzzle.
    Profile { name: String, stored: String },
    /// The puzzles' ratings kept in storage.
    Ratings(String),
    /// A puzzle to open.
    Open(PuzzleChoice),
    /// An action played on the page.
    Move(String),
    /// The next hint.
    Hint,
    /// The theme a game's next puzzles are drawn from, by its key; empty for every puzzle
    ///.
    Theme { game: String, key: String },
    /// A lesson's request.
    Learn(LessonRequest),
}

/// Which puzzle to open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PuzzleChoice {
    /// By its id, `<game>-<n>` (an address's `#puzzle=`).
    Id(String),
    /// The daily puzzle of day `n` (days since 1970).
    Daily(u64),
    /// The next puzzle for the player of a game, after a puzzle id or from a game's name.
    Next(String),
    /// The one on show again (in a lesson: the step again).
    Retry,
}

/// From the page to the solver's lessons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LessonRequest {
    /// A game's lesson file.
    Course { game: String, file: String },
    /// A game's stored progress.
    Progress { game: String, stored: String },
    /// A game's map.
    Map(String),
    /// `<game>-<lesson>`, at its first step not done yet.
    Open(String),
    /// A step of the lesson on show, from 1.
    Step(usize),
    /// The next step, or the next lesson.
    Next,
    /// A demonstration's last move has been seen.
    Watched,
    /// The step starts again.
    Replay,
    /// A game's progress forgotten.
    Reset(String),
}

/// From the solver to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The solver listens: requests queued before now can be sent.
    Ready,
    /// The answer to one request.
    Events(Vec<Event>),
}
