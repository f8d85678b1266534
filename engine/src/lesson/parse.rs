//! The lesson file format (docs/lessons.md): one `key text` item per line, `#` comments.

use super::{Course, ItemLines, Lesson, Step, Task};
use crate::error::{clip, Error};
use crate::kind::GameKind;
use std::fmt;

/// Longest line read (a lesson line is a sentence or two, or a short list of moves).
const MAX_LINE: usize = 2000;

/// Everything that can be wrong with a lesson file or a request about it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum LessonError {
    /// The file does not follow the format; `line` is 1-based.
    Syntax { line: usize, message: String },
    /// The rules refuse a position, an option, an answer or a demonstration of the file.
    Rules { line: usize, error: Error },
    /// No such lesson or step in the course.
    NoSuchStep { lesson: usize, step: usize },
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::Syntax { line, message } => write!(f, "lesson file, line {line}: {message}"),
            LessonError::Rules { line, error } => write!(f, "lesson file, line {line}: {error}"),
            LessonError::NoSuchStep { lesson, step } => write!(f, "there is no step {} in lesson {}", step + 1, lesson + 1),
        }
    }
}

impl std::error::Error for LessonError {}

fn syntax(line: usize, message: impl Into<String>) -> LessonError {
    LessonError::Syntax { line, message: message.into() }
}

/// Splits `a; b ;c` into its non-empty actions.
pub(super) fn actions_of(text: &str) -> Vec<String> {
    text.split(';').map(str::trim).filter(|s| !s.is_empty()).map(String::from).collect()
}

/// A step being read: every field optional until the step ends.
struct Draft {
    step: Step,
    asked: bool,
}

impl Draft {
    fn new(title: &str, line: usize, options: &[(String, String)], options_line: usize) -> Draft {
        Draft {
            step: Step {
                title: title.to_string(),
                options: options.to_vec(),
                position: None,
                text: String::new(),
                task: Task::Any,
                hint: None,
                praise: None,
                solution: None,
                wrong: Vec::new(),
                line,
                lines: ItemLines { options: options_line, position: line, task: line, solution: line },
            },
            asked: false,
        }
    }

    fn finish(self) -> Result<Step, LessonError> {
        let s = self.step;
        if !self.asked {
            return Err(syntax(s.line, format!("step '{}' has neither 'ask' nor 'show'", clip(&s.title))));
        }
        if s.text.is_empty() {
            return Err(syntax(s.line, format!("step '{}' has no 'say' line", clip(&s.title))));
        }
        if matches!(s.task, Task::Property { .. }) && s.solution.is_none() {
            return Err(syntax(s.line, format!("step '{}' asks for a property: give a 'solution'", clip(&s.title))));
        }
        Ok(s)
    }
}

fn parse_ask(line: usize, text: &str) -> Result<Task, LessonError> {
    let (word, rest) = text.split_once(char::is_whitespace).map(|(w, r)| (w, r.trim())).unwrap_or((text, ""));
    match word {
        "" => Err(syntax(line, "'ask' needs 'any', 'one-of <answers>' or a property")),
        "any" if rest.is_empty() => Ok(Task::Any),
        "one-of" => {
            let answers: Vec<Vec<String>> = rest.split('|').map(actions_of).filter(|a| !a.is_empty()).collect();
            if answers.is_empty() {
                return Err(syntax(line, "'ask one-of' needs answers separated by '|'"));
            }
            Ok(Task::OneOf(answers))
        }
        name => Ok(Task::Property { name: name.to_string(), arg: (!rest.is_empty()).then(|| rest.to_string()) }),
    }
}

fn set_once<T>(slot: &mut Option<T>, value: T, line: usize, key: &str) -> Result<(), LessonError> {
    if slot.is_some() {
        return Err(syntax(line, format!("'{key}' is given twice in this step")));
    }
    *slot = Some(value);
    Ok(())
}

fn parse_options(line: usize, text: &str) -> Result<Vec<(String, String)>, LessonError> {
    let items: Vec<&str> = text.split_whitespace().collect();
    crate::options::parse_pairs(&items).map_err(|error| LessonError::Rules { line, error })
}

/// Reads the file's structure; the rules are checked afterwards (`check::validate`).
pub(super) fn parse_course(text: &str) -> Result<Course, LessonError> {
    let mut kind: Option<GameKind> = None;
    let mut lessons: Vec<Lesson> = Vec::new();
    let mut lesson_options: Vec<(String, String)> = Vec::new();
    let mut lesson_options_line = 0;
    let mut draft: Option<Draft> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.len() > MAX_LINE {
            return Err(syntax(line, format!("the line is longer than {MAX_LINE} bytes")));
        }
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let (key, value) = trimmed.split_once(char::is_whitespace).map(|(k, v)| (k, v.trim())).unwrap_or((trimmed, ""));
        if key == "game" {
            if kind.is_some() {
                return Err(syntax(line, "'game' is given twice"));
            }
            kind = Some(GameKind::parse(value).map_err(|error| LessonError::Rules { line, error })?);
            continue;
        }
        if kind.is_none() {
            return Err(syntax(line, "the file must begin with 'game <name>'"));
        }
        if value.is_empty() {
            return Err(syntax(line, format!("'{}' needs a value", clip(key))));
        }
        match key {
            "lesson" => {
                if let Some(d) = draft.take() {
                    push_step(&mut lessons, d)?;
                }
                if let Some(last) = lessons.last() {
                    if last.steps.is_empty() {
                        return Err(syntax(line, format!("lesson '{}' has no step", clip(&last.title))));
                    }
                }
                lessons.push(Lesson { title: value.to_string(), about: String::new(), steps: Vec::new() });
                lesson_options.clear();
                lesson_options_line = line;
            }
            "step" => {
                if lessons.is_empty() {
                    return Err(syntax(line, "a step must follow a 'lesson' line"));
                }
                if let Some(d) = draft.take() {
                    push_step(&mut lessons, d)?;
                }
                draft = Some(Draft::new(value, line, &lesson_options, if lesson_options.is_empty() { line } else { lesson_options_line }));
            }
            _ => match draft.as_mut() {
                None => match (key, lessons.last_mut()) {
                    ("about", Some(lesson)) => join(&mut lesson.about, value),
                    ("options", Some(_)) => {
                        lesson_options = parse_options(line, value)?;
                        lesson_options_line = line;
                    }
                    _ => return Err(syntax(line, format!("'{}' must be inside a step", clip(key)))),
                },
                Some(d) => step_item(d, key, value, line)?,
            },
        }
    }
    if let Some(d) = draft.take() {
        push_step(&mut lessons, d)?;
    }
    let kind = kind.ok_or_else(|| syntax(1, "the file must begin with 'game <name>'"))?;
    match lessons.last() {
        None => Err(syntax(1, "the file has no lesson")),
        Some(last) if last.steps.is_empty() => Err(syntax(1, format!("lesson '{}' has no step", clip(&last.title)))),
        Some(_) => Ok(Course { kind, lessons }),
    }
}

fn push_step(lessons: &mut [Lesson], d: Draft) -> Result<(), LessonError> {
    let step = d.finish()?;
    if let Some(lesson) = lessons.last_mut() {
        lesson.steps.push(step);
    }
    Ok(())
}

fn join(text: &mut String, more: &str) {
    if !text.is_empty() {
        text.push(' ');
    }
    text.push_str(more);
}

fn step_item(d: &mut Draft, key: &str, value: &str, line: usize) -> Result<(), LessonError> {
    let s = &mut d.step;
    match key {
        "say" => join(&mut s.text, value),
        "options" => {
            s.options = parse_options(line, value)?;
            s.lines.options = line;
        }
        "position" => {
            set_once(&mut s.position, value.to_string(), line, key)?;
            s.lines.position = line;
        }
        "hint" => set_once(&mut s.hint, value.to_string(), line, key)?,
        "praise" => set_once(&mut s.praise, value.to_string(), line, key)?,
        "solution" => {
            set_once(&mut s.solution, actions_of(value), line, key)?;
            s.lines.solution = line;
        }
        "wrong" => s.wrong.push(value.to_string()),
        "ask" | "show" => {
            if d.asked && !matches!((key, &s.task), ("show", Task::Watch(_))) {
                return Err(syntax(line, "a step has one 'ask', or 'show' lines, not both"));
            }
            if !d.asked {
                s.lines.task = line;
            }
            if key == "ask" {
                s.task = parse_ask(line, value)?;
            } else {
                let actions = actions_of(value);
                match &mut s.task {
                    Task::Watch(list) if d.asked => list.extend(actions),
                    _ => s.task = Task::Watch(actions),
                }
            }
            d.asked = true;
        }
        _ => {
            return Err(syntax(
                line,
                format!("unknown key '{}' (expected say, options, position, ask, show, solution, hint, praise or wrong)", clip(key)),
            ))
        }
    }
    Ok(())
}
