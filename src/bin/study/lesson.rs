//! The lessons behind the study module's `learn` commands: the courses loaded (www/lessons),
//! each game's progress, and the step on show. As the puzzle session, it answers each command
//! with the events to send; the engine's checker (`engine::lesson`) judges every answer.
//!
//! Events besides the board's (`open`, `move`, `hint`, `status`) and `say`: `map` (a game's
//! lessons with their progress), `step` (the step on show), `teach` (its text), `state`
//! (`asking`, `watching`, `right`, `wrong` or `end`), `id` (`<game>-<lesson>`, for the address)
//! and `progress` (`<game>\n<text>` to keep in storage). The lesson file's lines go as its
//! English with their message ids (`said::LessonLine`), which the page words.

use crate::progress::Progress;
use crate::event::{Board, CourseMap, Event, LessonRow, Phase, StepHead};
use crate::message::LessonRequest;
use crate::said::{lesson_id, LessonLine, Said};
use engine::any::new_match;
use engine::game::Status;
use engine::kind::GameKind;
use engine::lesson::{Course, Frame, Refusal, Step, Task, Verdict};

/// Seeds tried for a demonstration with chance outcomes: the page rolls its dice from the seed.
const SEEDS: u64 = 20_000;

#[derive(Default)]
pub struct Lessons {
    courses: Vec<Course>,
    progress: Vec<(GameKind, Progress)>,
    on: Option<OnShow>,
}

struct OnShow {
    game: GameKind,
    lesson: usize,
    step: usize,
    /// The actions of this try so far: a GIPF push waits for the row it removes.
    played: Vec<String>,
    /// The answer was accepted: the board waits for Next.
    over: bool,
}

fn say(said: Said) -> Event {
    Event::Say(said)
}

impl Lessons {
    /// A lesson's step or demonstration is on the board.
    pub fn on_show(&self) -> bool {
        self.on.is_some()
    }

    /// Another study (a puzzle) takes the board.
    pub fn close(&mut self) {
        self.on = None;
    }

    pub fn request(&mut self, request: LessonRequest) -> Vec<Event> {
        let result = match request {
            LessonRequest::Course { game, file } => self.load(&game, &file),
            LessonRequest::Progress { game, stored } => self.read_progress(&game, &stored),
            LessonRequest::Map(game) => game_of(&game).map(|g| self.map(g)),
            LessonRequest::Open(what) => self.open(&what),
            LessonRequest::Step(n) => self.step_command(n),
            LessonRequest::Next => self.next(),
            LessonRequest::Watched => Ok(self.watched()),
            LessonRequest::Replay => self.restart(),
            LessonRequest::Reset(game) => game_of(&game).map(|g| self.reset(g)),
        };
        result.unwrap_or_else(|why| vec![say(Said::sentence(why))])
    }

    fn course(&self, game: GameKind) -> Result<&Course, Said> {
        self.courses.iter().find(|c| c.kind == game).ok_or_else(|| Said::LessonsNotLoaded(game.name().into()))
    }

    fn progress_of(&mut self, game: GameKind) -> &mut Progress {
        let at = match self.progress.iter().position(|(g, _)| *g == game) {
            Some(at) => at,
            None => {
                self.progress.push((game, Progress::default()));
                self.progress.len() - 1
            }
        };
        &mut self.progress[at].1
    }

    fn store(&mut self, game: GameKind) -> Event {
        Event::Progress { game: game.name().into(), stored: self.progress_of(game).to_text() }
    }

    fn load(&mut self, game: &str, text: &str) -> Result<Vec<Event>, Said> {
        let game = game_of(game)?;
        let course = Course::parse(text).map_err(|error| Said::LessonsUnread { game: game.name().into(), error: Box::new(error) })?;
        if course.kind != game {
            return Err(Said::WrongLessonFile { game: game.name().into(), teaches: course.kind.name().into() });
        }
        self.courses.retain(|c| c.kind != game);
        self.courses.push(course);
        Ok(Vec::new())
    }

    /// The progress kept in storage; a bad one is reported and starts again from nothing.
    fn read_progress(&mut self, game: &str, stored: &str) -> Result<Vec<Event>, Said> {
        let game = game_of(game)?;
        let mut events = Vec::new();
        let progress = Progress::parse(stored).unwrap_or_else(|e| {
            events.push(say(Said::ProgressUnread { game: game.name().into(), error: Box::new(e.0) }));
            Progress::default()
        });
        *self.progress_of(game) = progress;
        if !events.is_empty() {
            events.push(self.store(game));
        }
        Ok(events)
    }

    fn map(&mut self, game: GameKind) -> Vec<Event> {
        self.on = None;
        let progress = self.progress_of(game).clone();
        let course = match self.course(game) {
            Ok(course) => course,
            Err(why) => return vec![say(Said::sentence(why))],
        };
        let lessons = course
            .lessons
            .iter()
            .enumerate()
            .map(|(i, l)| LessonRow { done: progress.count(i, l.steps.len()), steps: l.steps.len(), title: l.title.clone(), about: l.about.clone() })
            .collect();
        let map = CourseMap { game: game.name().to_string(), name: game.display_name().to_string(), lessons };
        vec![Event::Map(map), Event::Id(game.name().to_string())]
    }

    fn reset(&mut self, game: GameKind) -> Vec<Event> {
        *self.progress_of(game) = Progress::default();
        let mut events = vec![self.store(game)];
        events.extend(self.map(game));
        events.push(say(Said::ProgressReset(game.name().into())));
        events
    }

    /// `<game>-<lesson>`: the lesson at its first step not done yet (the first when all are).
    fn open(&mut self, what: &str) -> Result<Vec<Event>, Said> {
        let bad = || Said::NotALessonName(engine::error::clip(what));
        let (game, n) = what.rsplit_once('-').ok_or_else(bad)?;
        let game = game_of(game)?;
        let n: usize = n.parse().map_err(|_| bad())?;
        let count = self.course(game)?.lessons.len();
        if n == 0 || n > count {
            return Err(Said::LessonOutOfRange { count, game: game.name().into(), name: engine::error::clip(what) });
        }
        let steps = self.course(game)?.lessons[n - 1].steps.len();
        let progress = self.progress_of(game);
        let first = (0..steps).find(|&s| !progress.is_done(n - 1, s)).unwrap_or(0);
        self.show(game, n - 1, first)
    }

    fn step_command(&mut self, n: usize) -> Result<Vec<Event>, Said> {
        let on = self.on.as_ref().ok_or(Said::NoLessonOpen)?;
        let (game, lesson) = (on.game, on.lesson);
        let steps = self.course(game)?.lessons[lesson].steps.len();
        match n {
            1.. if n <= steps => self.show(game, lesson, n - 1),
            _ => Err(Said::StepsOneTo(steps)),
        }
    }

    /// Next: the lesson's next step, else the next lesson, else the map.
    fn next(&mut self) -> Result<Vec<Event>, Said> {
        let on = self.on.as_ref().ok_or(Said::NoLessonOpen)?;
        let (game, lesson, step) = (on.game, on.lesson, on.step);
        let course = self.course(game)?;
        if step + 1 < course.lessons[lesson].steps.len() {
            self.show(game, lesson, step + 1)
        } else if lesson + 1 < course.lessons.len() {
            self.open(&format!("{}-{}", game.name(), lesson + 2))
        } else {
            Ok(self.map(game))
        }
    }

    /// Shows a step from its start: its texts, then the board.
    fn show(&mut self, game: GameKind, lesson: usize, step: usize) -> Result<Vec<Event>, Said> {
        let course = self.course(game)?;
        let l = &course.lessons[lesson];
        let s = course.step(lesson, step).map_err(Said::lesson)?;
        let watch = matches!(s.task, Task::Watch(_));
        let head = StepHead {
            game: game.name().to_string(),
            lesson: lesson + 1,
            step: step + 1,
            lessons: course.lessons.len(),
            demonstration: watch,
            lesson_title: l.title.clone(),
            step_title: s.title.clone(),
            marks: String::new(),
        };
        let teach = LessonLine::new(lesson_id(game.name(), lesson + 1, Some(step + 1), "say"), &s.text);
        let steps = l.steps.len();
        self.on = Some(OnShow { game, lesson, step, played: Vec::new(), over: false });
        let board = self.board()?;
        // Watching a demonstration is doing its step.
        if watch {
            self.progress_of(game).mark(lesson, step);
        }
        let marks = self.progress_of(game).marks(lesson, steps);
        let mut events = vec![Event::Id(format!("{}-{}", game.name(), lesson + 1)), Event::Step(StepHead { marks, ..head }), Event::Teach(teach), say(Said::Nothing)];
        if watch {
            events.push(self.store(game));
        }
        events.extend(board);
        events.push(Event::State(if watch { Phase::Watching } else { Phase::Asking }));
        Ok(events)
    }

    /// The board events of the step on show, from its start: the position, the moves of a
    /// demonstration, and what the page's status line says meanwhile.
    fn board(&self) -> Result<Vec<Event>, Said> {
        let on = self.on.as_ref().ok_or(Said::NoLessonOpen)?;
        let course = self.course(on.game)?;
        let s = course.step(on.lesson, on.step).map_err(Said::lesson)?;
        let cannot = |why: Said| Said::CannotShow(Box::new(why));
        if let Task::Watch(_) = s.task {
            let frames = course.demonstration(on.lesson, on.step).map_err(|e| cannot(Said::lesson(e)))?;
            let (record, moves) = demonstration(on.game, s, &frames).map_err(cannot)?;
            let mut events = vec![Event::Open(Board { seat: None, record })];
            events.extend(moves.into_iter().map(Event::Move));
            events.push(Event::Status(Said::WatchDemonstration));
            return Ok(events);
        }
        let m = new_match(on.game.name(), &s.options, s.position.as_deref(), 0).map_err(|e| cannot(Said::engine(e)))?;
        let Status::Turn(seat) = m.status() else { return Err(cannot(Said::NobodyToAct)) };
        Ok(vec![Event::Open(Board { seat: Some(seat), record: m.record_text() })])
    }

    /// The page reports an action played on the board.
    pub fn play(&mut self, action: &str) -> Vec<Event> {
        let Some(on) = self.on.as_mut() else { return vec![say(Said::NoStepOpen)] };
        if on.over {
            return vec![say(Said::StepDone)];
        }
        on.played.push(action.to_string());
        let (game, lesson, step, answer) = (on.game, on.lesson, on.step, on.played.join(";"));
        let verdict = match self.course(game).and_then(|c| c.answer(lesson, step, &answer).map_err(Said::lesson)) {
            Ok(v) => v,
            Err(why) => return vec![say(Said::sentence(why))],
        };
        match verdict {
            Verdict::Continue { .. } => Vec::new(),
            Verdict::Accepted { message, .. } => {
                if let Some(on) = self.on.as_mut() {
                    on.over = true;
                }
                self.progress_of(game).mark(lesson, step);
                let mut events = vec![self.store(game), Event::Status(Said::RightPressNext)];
                let praise = self.line(|s| s.praise.as_deref(), "praise", &message).unwrap_or_else(|| if message == DEFAULT_PRAISE { Said::Right } else { Said::Plain(message) });
                events.extend(self.finished(praise));
                events
            }
            Verdict::Refused { why } => {
                if let Some(on) = self.on.as_mut() {
                    on.played.clear();
                }
                // The step's hint, else the checker's own words: its default hint, the rules'
                // reason for an illegal action, or what is wrong with the answer.
                let why = match why {
                    Refusal::Missed(Some(hint)) => self.line(|s| s.hint.as_deref(), "hint", &hint).unwrap_or(Said::Plain(hint)),
                    Refusal::Missed(None) => Said::Missed,
                    Refusal::Rules(e) => Said::engine(e),
                    Refusal::Answer(why) => Said::Reason(Box::new(why.into())),
                };
                let mut events = vec![Event::State(Phase::Wrong), say(why), Event::Status(Said::SetBack)];
                events.extend(self.board().unwrap_or_else(|why| vec![say(Said::sentence(why))]));
                events
            }
        }
    }

    /// A demonstration has been shown to its end.
    fn watched(&mut self) -> Vec<Event> {
        match self.on.as_mut() {
            Some(on) => {
                on.over = true;
                self.finished(Said::DemonstrationSeen)
            }
            None => Vec::new(),
        }
    }

    /// The step is done: `right`, or `end` when it is the lesson's last, with its sentence.
    fn finished(&mut self, message: Said) -> Vec<Event> {
        let Some(on) = self.on.as_ref() else { return Vec::new() };
        let (game, lesson, step) = (on.game, on.lesson, on.step);
        let Ok(course) = self.course(game) else { return Vec::new() };
        let steps = l_steps(course, lesson);
        let more = lesson + 1 < course.lessons.len();
        let title = LessonLine::new(lesson_id(game.name(), lesson + 1, None, "title"), &course.lessons[lesson].title);
        let done = self.progress_of(game).count(lesson, steps);
        let marks = self.progress_of(game).marks(lesson, steps);
        let mut events = vec![Event::Marks(marks)];
        if step + 1 < steps {
            events.extend([Event::State(Phase::Right), say(message)]);
            return events;
        }
        let end = if done == steps { Said::LessonComplete { title, done, steps } } else { Said::LessonLastStep { title, done, steps } };
        let next = if more { Said::NextOrAll } else { Said::LastLesson };
        events.extend([Event::State(Phase::End), say(Said::Sentences(vec![message, end, next]))]);
        events
    }

    /// The step on show starts again (Replay, or Undo on the board).
    pub fn restart(&mut self) -> Result<Vec<Event>, Said> {
        let on = self.on.as_mut().ok_or(Said::NoLessonOpen)?;
        on.played.clear();
        on.over = false;
        let (game, lesson, step) = (on.game, on.lesson, on.step);
        let watch = matches!(self.course(game)?.step(lesson, step).map(|s| &s.task), Ok(Task::Watch(_)));
        let mut events = vec![say(Said::Nothing)];
        events.extend(self.board()?);
        events.push(Event::State(if watch { Phase::Watching } else { Phase::Asking }));
        Ok(events)
    }

    /// Show me: the next action of the step's answer is highlighted on the board.
    pub fn hint(&self) -> Vec<Event> {
        let Some(on) = &self.on else { return vec![say(Said::NoStepOpen)] };
        let Ok(course) = self.course(on.game) else { return Vec::new() };
        let Ok(s) = course.step(on.lesson, on.step) else { return Vec::new() };
        let answer = match &s.task {
            Task::Watch(_) => return vec![say(Said::IsDemonstration)],
            Task::OneOf(answers) => answers.first().cloned(),
            _ => s.solution.clone(),
        };
        let Some(answer) = answer else { return vec![say(Said::AnyMove)] };
        match long_forms(on.game, s, &answer).map(|l| l.get(on.played.len()).cloned()) {
            Ok(Some(action)) => vec![Event::Hint { action: action.clone(), piece_only: false }, say(Said::LikeThis(action))],
            _ => vec![say(Said::NoLessonHint)],
        }
    }

    /// The step on show's `field` line (its hint or praise, picked by `of`) when the checker
    /// said `text` from it: the line with its message id.
    fn line(&self, of: impl Fn(&Step) -> Option<&str>, field: &str, text: &str) -> Option<Said> {
        let on = self.on.as_ref()?;
        let s = self.course(on.game).ok()?.step(on.lesson, on.step).ok()?;
        let line = of(s).filter(|l| *l == text)?;
        Some(Said::Lesson(LessonLine::new(lesson_id(on.game.name(), on.lesson + 1, Some(on.step + 1), field), line)))
    }
}

/// What the checker (`engine::lesson`) says where the step has no praise of its own, worded
/// here as `Said::Right`.
const DEFAULT_PRAISE: &str = "Right.";

fn l_steps(course: &Course, lesson: usize) -> usize {
    course.lessons.get(lesson).map_or(0, |l| l.steps.len())
}

fn game_of(name: &str) -> Result<GameKind, Said> {
    GameKind::parse(name.trim()).map_err(Said::engine)
}

/// An answer's actions in long notation, as the page names them.
fn long_forms(game: GameKind, step: &Step, answer: &[String]) -> Result<Vec<String>, engine::Error> {
    let mut m = new_match(game.name(), &step.options, step.position.as_deref(), 0)?;
    answer.iter().map(|a| m.play_text(a)).collect()
}

/// A record the page can play a demonstration from: the step's start with a seed whose chance
/// outcomes are the demonstration's own (the page rolls its dice from the seed), and the
/// players' actions to show.
fn demonstration(game: GameKind, step: &Step, frames: &[Frame]) -> Result<(String, Vec<String>), Said> {
    'seeds: for seed in 0..SEEDS {
        let mut m = new_match(game.name(), &step.options, step.position.as_deref(), seed).map_err(Said::engine)?;
        let record = m.record_text();
        let mut moves = Vec::new();
        for (i, frame) in frames.iter().enumerate() {
            if m.len() <= i {
                if m.play_text(&frame.action).is_err() {
                    continue 'seeds;
                }
                moves.push(frame.action.clone());
            }
            if m.action_texts().get(i) != Some(&frame.action) {
                continue 'seeds;
            }
        }
        return Ok((record, moves));
    }
    Err(Said::NoSeed)
}

#[cfg(test)]
mod tests;
