//! Playing an answer in a step's position and judging it: the same for every game. Each game
//! adds only its properties (the `Teach` trait, implemented next to this file).

use super::parse::{actions_of, LessonError};
use super::{Frame, Refusal, Step, Task, Verdict};
use crate::error::{Error, Limit, Result, Study};
use crate::game::{Game, Outcome, Seat, Status};
use crate::kind::GameKind;

/// The longest answer or demonstration played (a turn is a handful of actions).
const MAX_ACTIONS: usize = 200;

/// A turn as played in a lesson: what the properties look at.
pub(super) struct Turn<'a, G: Game> {
    /// The seat that answers.
    pub seat: Seat,
    /// The position before each action.
    pub before: &'a [G],
    pub actions: &'a [G::Action],
    pub after: &'a G,
}

impl<G: Game> Turn<'_, G> {
    /// Each action with the position it was played in.
    pub fn played(&self) -> impl Iterator<Item = (&G, &G::Action)> {
        self.before.iter().zip(self.actions)
    }
}

/// A game's lesson properties: the things a step may ask an answer to do.
pub(super) trait Teach: Game {
    type Property;
    /// The property names with their arguments, for messages.
    const NAMES: &'static str;
    fn property(name: &str, arg: Option<&str>) -> std::result::Result<Self::Property, String>;
    fn holds(property: &Self::Property, turn: &Turn<'_, Self>) -> bool;
}

/// A property of any game: winning, or one of the game's own.
enum Goal<P> {
    Win,
    Own(P),
}

fn goal<G: Teach>(name: &str, arg: Option<&str>) -> std::result::Result<Goal<G::Property>, String> {
    match (name, arg) {
        ("win", None) => Ok(Goal::Win),
        ("win", Some(_)) => Err("'win' takes no argument".into()),
        _ => G::property(name, arg).map(Goal::Own).map_err(|e| format!("{e} (properties: win, {})", G::NAMES)),
    }
}

fn goal_holds<G: Teach>(goal: &Goal<G::Property>, turn: &Turn<'_, G>) -> bool {
    match goal {
        Goal::Win => turn.after.status() == Status::Over(Outcome::Win(turn.seat)),
        Goal::Own(p) => G::holds(p, turn),
    }
}

/// A whole-number argument, 1 when absent.
pub(super) fn count(arg: Option<&str>) -> std::result::Result<u32, String> {
    match arg {
        None => Ok(1),
        Some(text) => text.parse::<u32>().ok().filter(|&n| (1..=100).contains(&n)).ok_or_else(|| format!("'{}' is not a count from 1 to 100", crate::error::clip(text))),
    }
}

/// The step's start position; an error names the line of the item the rules refuse.
fn start_of<G: Game>(step: &Step) -> std::result::Result<G, LessonError> {
    start::<G>(step).map_err(|(line, e)| at(line, e))
}

/// The step's start position, or the line of the item the rules refuse and why.
fn start<G: Game>(step: &Step) -> std::result::Result<G, (usize, Error)> {
    let options = G::parse_options(&step.options).map_err(|e| (step.lines.options, e))?;
    match &step.position {
        None => Ok(G::start(&options)),
        Some(text) => G::parse_position(text, &options).map_err(|e| (step.lines.position, e)),
    }
}

fn at(line: usize, error: Error) -> LessonError {
    LessonError::Rules { line, error }
}

/// Plays `texts` from `start`, keeping the position before each action.
fn play_all<G: Game>(start: &G, texts: &[String]) -> Result<(Vec<G>, Vec<G::Action>, G)> {
    if texts.len() > MAX_ACTIONS {
        return Err(Error::too_large(Limit::Actions { most: MAX_ACTIONS }));
    }
    let (mut before, mut actions, mut at) = (Vec::new(), Vec::new(), start.clone());
    for text in texts {
        let action = at.parse_action(text)?;
        let prior = at.clone();
        at.play(&action)?;
        before.push(prior);
        actions.push(action);
    }
    Ok((before, actions, at))
}

fn seat_to_act<G: Game>(p: &G) -> Result<Seat> {
    match p.status() {
        Status::Turn(seat) => Ok(seat),
        _ => Err(Error::position(Study::NobodyToAct)),
    }
}

fn judge<G: Teach>(step: &Step, text: &str) -> Verdict {
    let refuse = |why: Refusal| Verdict::Refused { why };
    let rules = |e: Error| refuse(Refusal::Rules(e));
    let start = match start::<G>(step) {
        Ok(p) => p,
        Err((_, e)) => return rules(e),
    };
    let seat = match seat_to_act(&start) {
        Ok(s) => s,
        Err(e) => return rules(e),
    };
    let texts = actions_of(text);
    if texts.is_empty() {
        return refuse(Refusal::Answer(Study::NoAction));
    }
    if texts.len() > MAX_ACTIONS {
        return refuse(Refusal::Answer(Study::AnswerTooLong { most: MAX_ACTIONS }));
    }
    // Play one action at a time: an action after the answering player's turn is over is refused.
    let mut at = start.clone();
    let (mut before, mut actions) = (Vec::new(), Vec::new());
    for t in &texts {
        if !actions.is_empty() && !turn_open(&at, &start, seat) {
            return refuse(Refusal::Answer(Study::AfterTurn { text: crate::error::clip(t) }));
        }
        let action = match at.parse_action(t) {
            Ok(a) => a,
            Err(e) => return rules(e),
        };
        let prior = at.clone();
        if let Err(e) = at.play(&action) {
            return rules(e);
        }
        before.push(prior);
        actions.push(action);
    }
    let open = turn_open(&at, &start, seat);
    let accepted = |at: &G| Verdict::Accepted { message: step.praise.clone().unwrap_or_else(|| "Right.".into()), position: at.position_string() };
    let missed = || refuse(Refusal::Missed(step.hint.clone()));
    match &step.task {
        Task::Any => accepted(&at),
        Task::Watch(_) => refuse(Refusal::Answer(Study::Demonstration)),
        Task::OneOf(answers) => {
            let mut prefix = false;
            for answer in answers {
                let Ok((_, expected, _)) = play_all(&start, answer) else { continue };
                if expected == actions {
                    return accepted(&at);
                }
                prefix |= expected.len() > actions.len() && expected[..actions.len()] == actions[..];
            }
            if prefix && open {
                Verdict::Continue { position: at.position_string() }
            } else {
                missed()
            }
        }
        Task::Property { name, arg } => {
            let Ok(goal) = goal::<G>(name, arg.as_deref()) else { return missed() };
            let turn = Turn { seat, before: &before, actions: &actions, after: &at };
            // A property is judged on the whole turn: the removals after a push belong to it.
            if open {
                Verdict::Continue { position: at.position_string() }
            } else if goal_holds(&goal, &turn) {
                accepted(&at)
            } else {
                missed()
            }
        }
    }
}

/// The answering seat still acts in the same turn.
fn turn_open<G: Game>(at: &G, start: &G, seat: Seat) -> bool {
    at.status() == Status::Turn(seat) && at.turn_number() == start.turn_number()
}

fn validate_in<G: Teach>(step: &Step) -> std::result::Result<(), LessonError> {
    let start = start_of::<G>(step)?;
    let task_line = step.lines.task;
    if let Task::Watch(actions) = &step.task {
        if actions.is_empty() {
            return Err(LessonError::Syntax { line: task_line, message: "a demonstration needs actions to show".into() });
        }
        return play_all(&start, actions).map(|_| ()).map_err(|e| at(task_line, e));
    }
    seat_to_act(&start).map_err(|e| at(step.lines.position, e))?;
    match &step.task {
        Task::OneOf(answers) => {
            for answer in answers {
                play_all(&start, answer).map_err(|e| at(task_line, e))?;
            }
        }
        Task::Property { name, arg } => {
            goal::<G>(name, arg.as_deref()).map_err(|message| LessonError::Syntax { line: task_line, message })?;
        }
        _ => {}
    }
    if let Some(solution) = &step.solution {
        play_all(&start, solution).map_err(|e| at(step.lines.solution, e))?;
    }
    Ok(())
}

pub(super) fn validate(kind: GameKind, step: &Step) -> std::result::Result<(), LessonError> {
    crate::with_kind!(kind, G => validate_in::<G>(step))
}

pub(super) fn answer(kind: GameKind, step: &Step, text: &str) -> Verdict {
    crate::with_kind!(kind, G => judge::<G>(step, text))
}

pub(super) fn start_text(kind: GameKind, step: &Step) -> std::result::Result<String, LessonError> {
    crate::with_kind!(kind, G => start_of::<G>(step).map(|p| p.position_string()))
}

fn frames<G: Game>(step: &Step) -> std::result::Result<Vec<Frame>, LessonError> {
    let Task::Watch(texts) = &step.task else { return Ok(Vec::new()) };
    let (before, actions, last) = play_all(&start_of::<G>(step)?, texts).map_err(|e| at(step.lines.task, e))?;
    let after = before.iter().skip(1).chain(std::iter::once(&last));
    Ok(before.iter().zip(&actions).zip(after).map(|((p, a), next)| Frame { action: p.format_action_long(a), position: next.position_string() }).collect())
}

pub(super) fn demonstration(kind: GameKind, step: &Step) -> std::result::Result<Vec<Frame>, LessonError> {
    crate::with_kind!(kind, G => frames::<G>(step))
}
