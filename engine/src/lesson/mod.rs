//! Lessons: short courses written as data (one text file per game, format in docs/lessons.md)
//! and the checker that judges a player's answer with the game's own rules.
//!
//! A [`Course`] is one parsed file: lessons, each a titled list of steps. A step sets up a
//! position, says what to learn and either asks for an action ([`Task`]) or shows moves to
//! watch. [`Course::answer`] plays the player's action in the step's position and returns a
//! [`Verdict`]: an illegal action is refused with the engine's own reason, a legal one that
//! misses the point with the step's hint.
//!
//! Where things live: `parse` (the file format and its errors), `check` (playing an answer and
//! judging it, the same for every game), `gyges`, `gype`, `gipf` (each game's properties such as
//! "bounce twice", read from its own action types).

mod check;
mod gipf;
mod gyges;
mod gype;
mod parse;

pub use parse::LessonError;

use crate::error::{Error, Study};
use crate::kind::GameKind;
use std::fmt;

/// One lesson file: the lessons of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Course {
    pub kind: GameKind,
    pub lessons: Vec<Lesson>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    pub title: String,
    /// One sentence for the list of lessons (may be empty).
    pub about: String,
    pub steps: Vec<Step>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub title: String,
    /// Rules options, as `key=value` pairs.
    pub options: Vec<(String, String)>,
    /// The position string; `None` is the game's start.
    pub position: Option<String>,
    /// What to learn, in a sentence or two.
    pub text: String,
    pub task: Task,
    /// Said when a legal answer misses what the step asks.
    pub hint: Option<String>,
    /// Said when the answer is right.
    pub praise: Option<String>,
    /// An answer with the asked property (the screen may offer it as "show me").
    pub solution: Option<Vec<String>>,
    /// Answers the lesson test must see refused.
    pub wrong: Vec<String>,
    /// The line of the file where the step starts (for messages).
    pub line: usize,
    /// Where each item of the step is written, for the rules' errors.
    pub(crate) lines: ItemLines,
}

/// The file lines of a step's items (the step's own line for an item it leaves out).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ItemLines {
    pub options: usize,
    pub position: usize,
    pub task: usize,
    pub solution: usize,
}

/// What a step asks of the player. An answer is a list of actions of one turn (GIPF: a move
/// and the removals it makes, written `c7-e7;x`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// Any legal action.
    Any,
    /// One of these answers, each a list of actions in the game's notation.
    OneOf(Vec<Vec<String>>),
    /// An answer with a property the game defines (`bounce 2`, `jump 3`, `potential Y`, `win`…).
    Property { name: String, arg: Option<String> },
    /// A demonstration: these actions are played for the player to watch.
    Watch(Vec<String>),
}

/// The checker's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Right. `position` is where the answer led.
    Accepted { message: String, position: String },
    /// Right so far, and the turn goes on: the player acts again from `position` (a GIPF row to
    /// remove after the push, say). The next answer repeats these actions and adds the next.
    Continue { position: String },
    /// Wrong: the rules engine's refusal for an illegal action, or the step's hint.
    Refused { why: Refusal },
}

/// Why an answer is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules refused an action, or the step's position.
    Rules(Error),
    /// No action, too many, one after the turn, or an answer to a demonstration.
    Answer(Study),
    /// Legal, but not what the step asks: the step's hint, `None` where it has none.
    Missed(Option<String>),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Rules(e) => e.fmt(f),
            Refusal::Answer(why) => why.fmt(f),
            Refusal::Missed(Some(hint)) => f.write_str(hint),
            Refusal::Missed(None) => f.write_str("That is legal, but it is not what this step asks."),
        }
    }
}

/// One action of a demonstration and where it leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The action in long notation (the full path of a chain).
    pub action: String,
    pub position: String,
}

impl Course {
    /// Reads a lesson file. Every position, option, answer and demonstration is checked against
    /// the rules here, so a loaded course only asks questions that have answers.
    pub fn parse(text: &str) -> Result<Course, LessonError> {
        let course = parse::parse_course(text)?;
        for lesson in &course.lessons {
            for step in &lesson.steps {
                check::validate(course.kind, step)?;
            }
        }
        Ok(course)
    }

    pub fn step(&self, lesson: usize, step: usize) -> Result<&Step, LessonError> {
        self.lessons.get(lesson).and_then(|l| l.steps.get(step)).ok_or(LessonError::NoSuchStep { lesson, step })
    }

    /// The position string where a step starts.
    pub fn start(&self, lesson: usize, step: usize) -> Result<String, LessonError> {
        let s = self.step(lesson, step)?;
        check::start_text(self.kind, s)
    }

    /// Judges the player's answer to a step: actions of one turn in the game's notation,
    /// separated by `;`.
    pub fn answer(&self, lesson: usize, step: usize, text: &str) -> Result<Verdict, LessonError> {
        let s = self.step(lesson, step)?;
        Ok(check::answer(self.kind, s, text))
    }

    /// The actions of a demonstration step with the position after each (empty for other steps).
    pub fn demonstration(&self, lesson: usize, step: usize) -> Result<Vec<Frame>, LessonError> {
        let s = self.step(lesson, step)?;
        check::demonstration(self.kind, s)
    }
}

#[cfg(test)]
mod tests;
