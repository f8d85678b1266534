//! What the study module's solver tells its page side: one typed event each (the kinds are
//! described in `main.rs` and `lesson.rs`), sent inside a `message::Reply`. What the player
//! reads is a `Said` (or a lesson file's `LessonLine`), worded on the page in its language.

use crate::said::{LessonLine, Said};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The board to open.
    Open(Board),
    /// An action to show, in long notation.
    Move(String),
    /// An action to highlight, or only its piece.
    Hint { action: String, piece_only: bool },
    /// A sentence for the player.
    Say(Said),
    /// Where the puzzle or the lesson step stands.
    State(Phase),
    /// The puzzle or lesson on show, for the address.
    Id(String),
    /// The streak to show.
    Streak(Said),
    /// The streak text to keep in storage.
    Store(String),
    /// The status line while the board waits for the module.
    Status(Said),
    /// A game's lessons with their progress.
    Map(CourseMap),
    /// The lesson step on show.
    Step(StepHead),
    /// The step's text.
    Teach(LessonLine),
    /// A game's lesson progress to keep in storage.
    Progress { game: String, stored: String },
    /// The places a lesson step marks on the board.
    Marks(String),
    /// The profile text to keep in storage (a puzzle was rated).
    Profile(String),
    /// The puzzles' ratings to keep in storage.
    Ratings(String),
    /// The player's puzzle rating, or its change, to show.
    Rating(Said),
    /// The stored profile could not be read (why, in words): the loader keeps it aside.
    Aside(Said),
    /// The themes of the game on show to choose puzzles by.
    Themes(ThemeMenu),
}

/// A board for the page to open: the record, and the seat the player takes at the bottom
/// (`None`: a demonstration to watch, every seat the module's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub seat: Option<u8>,
    pub record: String,
}

/// Where a puzzle (playing, right, wrong, solved) or a lesson step (asking, watching, right,
/// wrong, end) stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Playing,
    Asking,
    Watching,
    Right,
    Wrong,
    Solved,
    End,
}

impl Phase {
    /// The name, which is also the class that styles the lesson's sentence.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Playing => "playing",
            Phase::Asking => "asking",
            Phase::Watching => "watching",
            Phase::Right => "right",
            Phase::Wrong => "wrong",
            Phase::Solved => "solved",
            Phase::End => "end",
        }
    }
}

/// A game's lessons, each with the steps the player has done.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CourseMap {
    pub game: String,
    /// The game's name as players read it.
    pub name: String,
    pub lessons: Vec<LessonRow>,
}

/// A lesson of the map. Its title and what it is about are the lesson file's English; the page
/// words them by their ids (`said::lesson_id`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonRow {
    /// Steps done.
    pub done: usize,
    pub steps: usize,
    pub title: String,
    pub about: String,
}

/// The lesson step on show. The titles are the lesson file's English; the page words them by
/// their ids (`said::lesson_id`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepHead {
    pub game: String,
    /// The lesson, from 1.
    pub lesson: usize,
    /// The step, from 1.
    pub step: usize,
    /// Lessons in the game's course.
    pub lessons: usize,
    /// A demonstration to watch, not a move to find.
    pub demonstration: bool,
    pub lesson_title: String,
    pub step_title: String,
    /// A mark per step of the lesson: `1` done, `0` not yet.
    pub marks: String,
}

/// A game's puzzle themes, as the puzzle bar offers them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThemeMenu {
    pub game: String,
    /// The chosen theme's key; empty for every puzzle.
    pub chosen: String,
    pub choices: Vec<ThemeChoice>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThemeChoice {
    pub key: String,
    /// In English: the page words the theme by its key (`said::theme_label`).
    pub label: String,
    /// Puzzles of the set with the theme.
    pub count: usize,
}

impl Event {
    pub fn say(said: Said) -> Event {
        Event::Say(said)
    }

    /// The kind's name (the native tests sort events by it).
    #[cfg(test)]
    pub fn kind(&self) -> &'static str {
        match self {
            Event::Open { .. } => "open",
            Event::Move(_) => "move",
            Event::Hint { .. } => "hint",
            Event::Say(_) => "say",
            Event::State(_) => "state",
            Event::Id(_) => "id",
            Event::Streak(_) => "streak",
            Event::Store(_) => "store",
            Event::Status(_) => "status",
            Event::Map(_) => "map",
            Event::Step(_) => "step",
            Event::Teach(_) => "teach",
            Event::Progress { .. } => "progress",
            Event::Marks(_) => "marks",
            Event::Profile(_) => "profile",
            Event::Ratings(_) => "ratings",
            Event::Rating(_) => "rating",
            Event::Aside(_) => "aside",
            Event::Themes(_) => "themes",
        }
    }

    /// The event's main text, what the player reads in English.
    #[cfg(test)]
    pub fn text(&self) -> String {
        match self {
            Event::Move(t) | Event::Id(t) | Event::Store(t) | Event::Marks(t) => t.clone(),
            Event::Say(said) | Event::Streak(said) | Event::Status(said) | Event::Rating(said) | Event::Aside(said) => said.text(),
            Event::Teach(line) => line.text(),
            // The typed ones give their main text: the record, the action, the phase, the
            // stored progress.
            Event::Open(board) => board.record.clone(),
            Event::Hint { action, .. } => action.clone(),
            Event::State(phase) => phase.name().to_string(),
            Event::Progress { stored, .. } => stored.clone(),
            // Typed events name their game here.
            Event::Map(map) => map.game.clone(),
            Event::Step(head) => head.game.clone(),
            Event::Profile(t) | Event::Ratings(t) => t.clone(),
            Event::Themes(menu) => menu.chosen.clone(),
        }
    }
}
