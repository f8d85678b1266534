//! The messages between the study module's two halves: the page side (`page`) and the solver
//! in its module worker (`solver`). Both are this crate, so both read and write these types.
//! Each request also has a text form (`Request::parse`): the page's app sends its commands as
//! text, and the native tests speak it.

use crate::event::Event;
use serde::{Deserialize, Serialize};

/// From the page to the solver.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// A game's puzzle file (`set <game>\n<file>`).
    Set { game: String, file: String },
    /// The streak kept in storage (`streak <text>`).
    Streak(String),
    /// The stored profile and name, read afresh before each puzzle (`profile <name>\n<text>`).
    Profile { name: String, stored: String },
    /// The puzzles' ratings kept in storage (`ratings <text>`).
    Ratings(String),
    /// `<game>-<n>`, `daily <day>`, `next <game or id>` or `retry` (`open <what>`).
    Open(String),
    /// An action played on the page (`move <action>`).
    Move(String),
    /// `hint`.
    Hint,
    /// The theme a game's next puzzles are drawn from, by its key; empty for every puzzle
    /// (`theme <game> <key>`).
    Theme { game: String, key: String },
    /// `learn <lesson request>`.
    Learn(LessonRequest),
}

/// From the page to the solver's lessons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LessonRequest {
    /// A game's lesson file (`course <game>\n<file>`).
    Course { game: String, file: String },
    /// A game's stored progress (`progress <game>\n<text>`).
    Progress { game: String, stored: String },
    /// A game's map (`map <game>`).
    Map(String),
    /// `<game>-<lesson>`, at its first step not done yet (`open <what>`).
    Open(String),
    /// A step of the lesson on show, from 1 (`step <n>`).
    Step(String),
    /// `next`: the next step, or the next lesson.
    Next,
    /// `watched`: a demonstration's last move has been seen.
    Watched,
    /// `replay`: the step starts again.
    Replay,
    /// A game's progress forgotten (`reset <game>`).
    Reset(String),
}

/// The first word and the rest, after a space or a line break.
fn verb(text: &str) -> (&str, &str) {
    text.split_once([' ', '\n']).unwrap_or((text, ""))
}

/// `<first line>\n<rest>`.
fn head_and_body(text: &str) -> (String, String) {
    let (head, body) = text.split_once('\n').unwrap_or((text, ""));
    (head.to_string(), body.to_string())
}

impl Request {
    /// A request's text form; the error is a sentence for the player.
    pub fn parse(text: &str) -> Result<Request, String> {
        let (verb, rest) = verb(text);
        Ok(match verb {
            "set" => {
                let (game, file) = head_and_body(rest);
                Request::Set { game, file }
            }
            "streak" => Request::Streak(rest.to_string()),
            "profile" => {
                let (name, stored) = head_and_body(rest);
                Request::Profile { name, stored }
            }
            "ratings" => Request::Ratings(rest.to_string()),
            "open" => Request::Open(rest.to_string()),
            "move" => Request::Move(rest.to_string()),
            "hint" => Request::Hint,
            "theme" => {
                let (game, key) = rest.split_once(' ').unwrap_or((rest, ""));
                Request::Theme { game: game.to_string(), key: key.trim().to_string() }
            }
            "learn" => Request::Learn(LessonRequest::parse(rest)?),
            _ => return Err(format!("The study module does not know the command '{}'.", engine::error::clip(verb))),
        })
    }
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

/// From the solver to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The solver listens: requests queued before now can be sent.
    Ready,
    /// The answer to one request.
    Events(Vec<Event>),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_forms_read_as_requests() {
        assert_eq!(Request::parse("set gyges\na\nb"), Ok(Request::Set { game: "gyges".into(), file: "a\nb".into() }));
        assert_eq!(Request::parse("profile Ann\nrating x"), Ok(Request::Profile { name: "Ann".into(), stored: "rating x".into() }));
        assert_eq!(Request::parse("profile "), Ok(Request::Profile { name: String::new(), stored: String::new() }));
        assert_eq!(Request::parse("open next gype-3"), Ok(Request::Open("next gype-3".into())));
        assert_eq!(Request::parse("hint"), Ok(Request::Hint));
        assert_eq!(Request::parse("theme gyges one-bounce"), Ok(Request::Theme { game: "gyges".into(), key: "one-bounce".into() }));
        assert_eq!(Request::parse("theme gipf"), Ok(Request::Theme { game: "gipf".into(), key: String::new() }));
        assert_eq!(Request::parse("learn step 2"), Ok(Request::Learn(LessonRequest::Step("2".into()))));
        assert_eq!(Request::parse("learn progress gipf\n"), Ok(Request::Learn(LessonRequest::Progress { game: "gipf".into(), stored: String::new() })));
    }

    #[test]
    fn unknown_verbs_are_refused_in_words() {
        assert_eq!(Request::parse("fly away"), Err("The study module does not know the command 'fly'.".into()));
        assert_eq!(Request::parse("learn fly"), Err("The study module does not know the lesson command 'fly'.".into()));
        assert!(Request::parse("").is_err());
    }
}
