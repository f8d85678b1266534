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
    /// `<game>-<n>`, `daily <day>`, `next <game or id>` or `retry`.
    Open(String),
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
    Step(String),
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

/// The lessons' requests in a text form, which the native tests speak.
#[cfg(test)]
mod text_form {
    use super::LessonRequest;

    /// The first word and the rest, after a space or a line break.
    fn verb(text: &str) -> (&str, &str) {
        text.split_once([' ', '\n']).unwrap_or((text, ""))
    }

    /// `<first line>\n<rest>`.
    fn head_and_body(text: &str) -> (String, String) {
        let (head, body) = text.split_once('\n').unwrap_or((text, ""));
        (head.to_string(), body.to_string())
    }

    impl LessonRequest {
        pub fn parse(text: &str) -> Result<LessonRequest, String> {
            let (verb, rest) = verb(text);
            Ok(match verb {
                "course" => {
                    let (game, file) = head_and_body(rest);
                    LessonRequest::Course { game, file }
                }
                "progress" => {
                    let (game, stored) = head_and_body(rest);
                    LessonRequest::Progress { game, stored }
                }
                "map" => LessonRequest::Map(rest.to_string()),
                "open" => LessonRequest::Open(rest.to_string()),
                "step" => LessonRequest::Step(rest.to_string()),
                "next" => LessonRequest::Next,
                "watched" => LessonRequest::Watched,
                "replay" => LessonRequest::Replay,
                "reset" => LessonRequest::Reset(rest.to_string()),
                _ => return Err(format!("The study module does not know the lesson command '{}'.", engine::error::clip(verb))),
            })
        }
    }
}
