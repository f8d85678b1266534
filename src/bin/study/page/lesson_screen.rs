//! The lesson screen: the map of a game's lessons (`map`), inside the lobby, and the step's
//! bar beside the board (`step_bar`). The solver holds the lessons and judges every answer;
//! this side shows what it says, keeps the progress in storage, paces a demonstration's moves
//! and leaves a wrong move on the board for a moment before the position is set back.

mod map;
mod step_bar;
mod style;

use crate::protocol::study::StudyNews;
use super::dom::{self, Dom};
use crate::event::{Board, CourseMap, Event, Phase};
use crate::i18n::msg;
use crate::message::{LessonRequest, Request};
use engine::kind::GameKind;
use gloo::timers::callback::Timeout;
use map::LessonMap;
use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};
use step_bar::{StepBar, StepOnShow};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// How long a wrong move stays on the board, and a demonstration's pace, in ms.
const SET_BACK: u32 = 900;
const FIRST_MOVE: u32 = 500;
const BETWEEN: u32 = 1100;
/// How long Reset progress waits for its second press, in ms.
const RESET_WAIT: u32 = 5000;

fn progress_key(game: &str) -> String {
    format!("gboards.lessons.{game}")
}

/// A game's lesson file: being fetched (with the lessons asked for meanwhile), or sent.
enum Course {
    Fetching(Vec<String>),
    Sent,
}

pub struct LessonScreen {
    map: LessonMap,
    bar: StepBar,
    /// The game of the map or step on show.
    game: RefCell<String>,
    step: RefCell<Option<StepOnShow>>,
    /// Board events waiting for their time (a demonstration's moves, a set-back).
    timers: RefCell<Vec<Timeout>>,
    /// When the last demonstration move is due, in ms from its first.
    demo_at: Cell<u32>,
    /// The last answer was wrong: the next position waits a moment.
    set_back: Cell<bool>,
    /// The page is opening a position sent here: its `close` is not the player leaving.
    opening: Cell<bool>,
    /// A report that came before any view was on show (a corrupt progress, say).
    note: RefCell<String>,
    /// Reset progress was pressed once; it waits for the second press.
    reset_asked: RefCell<Option<Timeout>>,
    /// Tells the solver the demonstration has been seen, after its last move.
    watched: RefCell<Option<Timeout>>,
    courses: RefCell<Vec<(GameKind, Course)>>,
}

impl LessonScreen {
    pub fn build() -> Dom<Rc<LessonScreen>> {
        let style = dom::make("style", "lesson-style", "")?;
        style.set_text_content(Some(style::CSS));
        dom::document()?.query_selector("head")?.ok_or_else(|| JsValue::from_str("the page has no head"))?.append_with_node_1(&style)?;
        let screen = Rc::new(LessonScreen {
            map: LessonMap::build()?,
            bar: StepBar::build()?,
            game: RefCell::new(String::new()),
            step: RefCell::new(None),
            timers: RefCell::new(Vec::new()),
            demo_at: Cell::new(0),
            set_back: Cell::new(false),
            opening: Cell::new(false),
            note: RefCell::new(String::new()),
            reset_asked: RefCell::new(None),
            watched: RefCell::new(None),
            courses: RefCell::new(Vec::new()),
        });
        screen.wire()?;
        Ok(screen)
    }

    fn wire(self: &Rc<Self>) -> Dom<()> {
        let bar = &self.bar;
        for target in [&bar.to_map, &bar.all] {
            let me = Rc::downgrade(self);
            dom::on_click(target, move || {
                if let Some(me) = me.upgrade() {
                    super::send_lesson(LessonRequest::Map(me.game.borrow().clone()));
                }
            });
        }
        dom::on_click(&bar.next, || super::send_lesson(LessonRequest::Next));
        dom::on_click(&bar.next_lesson, || super::send_lesson(LessonRequest::Next));
        dom::on_click(&bar.hint, || super::send(Request::Hint));
        dom::on_click(&bar.replay, || super::send_lesson(LessonRequest::Replay));
        let me = Rc::downgrade(self);
        dom::on_click(&self.map.back, move || {
            if let Some(me) = me.upgrade() {
                me.map.hide();
                dom::set_address(&dom::address_without_hash());
            }
        });
        let me = Rc::downgrade(self);
        dom::on_click(&self.map.reset, move || {
            if let Some(me) = me.upgrade() {
                me.press_reset();
            }
        });
        // Where the board's room depends on the bar (an embed, a phone on its side), the page
        // lays the board out again on a window resize: a change of the bar's text is one.
        let step_bar = self.bar.bar.clone();
        let on_resize = Closure::<dyn FnMut()>::new(move || {
            if !step_bar.hidden() {
                if let (Some(window), Ok(resize)) = (web_sys::window(), web_sys::Event::new("resize")) {
                    let _ = window.dispatch_event(&resize);
                }
            }
        });
        let observer = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref())?;
        on_resize.forget();
        if let Some(board) = dom::by_id("board-wrap") {
            observer.observe(&board);
        }
        Ok(())
    }

    /// Reset progress asks to be pressed twice.
    fn press_reset(self: &Rc<Self>) {
        if self.reset_asked.borrow_mut().take().is_some() {
            super::send_lesson(LessonRequest::Reset(self.game.borrow().clone()));
            return;
        }
        dom::label(&self.map.reset, "study-map-reset-again", &msg::study_map_reset_again());
        let me = Rc::downgrade(self);
        let wait = Timeout::new(RESET_WAIT, move || {
            if let Some(me) = me.upgrade() {
                me.reset_asked.borrow_mut().take();
                dom::label(&me.map.reset, "study-map-reset", &msg::study_map_reset());
            }
        });
        *self.reset_asked.borrow_mut() = Some(wait);
    }

    /// Opens `<game>` (its map) or `<game>-<lesson>`, once the game's lessons are sent.
    pub fn open(self: &Rc<Self>, what: &str) {
        let game = what.split('-').next().unwrap_or_default();
        let Ok(kind) = GameKind::parse(game) else {
            super::say(&msg::study_learn_no_lessons(game));
            return;
        };
        let mut courses = self.courses.borrow_mut();
        match courses.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, Course::Sent)) => {
                drop(courses);
                send_open(what);
            }
            Some((_, Course::Fetching(waiting))) => waiting.push(what.to_string()),
            None => {
                courses.push((kind, Course::Fetching(vec![what.to_string()])));
                drop(courses);
                wasm_bindgen_futures::spawn_local(fetch_course(Rc::downgrade(self), kind));
            }
        }
    }

    /// Takes the solver's event if it is the lesson's; else gives it back.
    pub fn event(self: &Rc<Self>, event: Event) -> Option<Event> {
        match event {
            Event::Map(map) => self.show_map(&map),
            Event::Id(id) => dom::set_address(&format!("#learn={id}")),
            Event::Step(head) => {
                self.set_back.set(false);
                if let Ok(step) = self.bar.show_step(&head) {
                    *self.game.borrow_mut() = step.game.clone();
                    *self.step.borrow_mut() = Some(step);
                }
            }
            Event::Marks(marks) => {
                let on_show = self.step.borrow().as_ref().map_or(0, |s| s.k);
                let _ = self.bar.draw_marks(&marks, on_show);
            }
            Event::Teach(line) => self.bar.teach.set_text_content(Some(&line.text())),
            Event::Say(said) => self.show_say(said.text()),
            Event::State(phase) => {
                self.set_back.set(phase == Phase::Wrong);
                let step = self.step.borrow().clone();
                self.bar.set_state(phase, step.as_ref());
            }
            Event::Progress { game, stored } => {
                dom::keep(&progress_key(&game), &stored);
            }
            Event::Open(board) => self.open_board(board),
            Event::Move(text) => self.demonstration_move(text),
            other => return Some(other),
        }
        None
    }

    /// The page leaves the board (the lobby, another game, a puzzle), or opens the position
    /// sent here.
    pub fn close(&self) {
        if self.opening.get() {
            return;
        }
        self.bar.bar.set_hidden(true);
        self.cancel();
        self.map.hide();
        if let Some(play) = dom::by_id("play") {
            dom::set_class(&play, "learning", false);
        }
    }

    fn later(&self, ms: u32, action: impl FnOnce() + 'static) {
        self.timers.borrow_mut().push(Timeout::new(ms, action));
    }

    fn cancel(&self) {
        let timers = std::mem::take(&mut *self.timers.borrow_mut());
        drop(timers);
        let watched = self.watched.borrow_mut().take();
        drop(watched);
        self.demo_at.set(0);
    }

    fn show_say(&self, mut text: String) {
        if text.is_empty() {
            text = std::mem::take(&mut *self.note.borrow_mut());
        }
        self.bar.said.set_text_content(Some(&text));
        if self.map.shown() {
            self.map.say.set_text_content(Some(&text));
        } else if !dom::shown("play") {
            if !text.is_empty() {
                *self.note.borrow_mut() = text.clone();
            }
            super::say(&text);
        }
    }

    fn show_map(&self, map: &CourseMap) {
        self.cancel();
        // The map lives in the lobby: the board goes first.
        if dom::shown("play") {
            if let Some(new_game) = dom::by_id("btn-new") {
                new_game.click();
            }
        }
        if let Some(error) = dom::by_id("lobby-error") {
            error.set_hidden(true);
        }
        let note = std::mem::take(&mut *self.note.borrow_mut());
        match self.map.show(map, &note) {
            Ok(game) => *self.game.borrow_mut() = game,
            Err(e) => super::say(&msg::study_map_failed(&dom::words(&e))),
        }
    }

    /// The position to show: at once, or after a wrong move has been seen.
    fn open_board(self: &Rc<Self>, board: Board) {
        self.cancel();
        let set_back = self.set_back.replace(false);
        let me = Rc::downgrade(self);
        // The bar first, so the page lays the board out in the room that is left.
        let go = move || {
            let Some(me) = me.upgrade() else { return };
            me.map.hide();
            me.bar.bar.set_hidden(false);
            if let Some(play) = dom::by_id("play") {
                dom::set_class(&play, "learning", true);
            }
            me.opening.set(true);
            if let Some(news) = dom::news_of(&Event::Open(board.clone())) {
                dom::to_app(&news);
            }
            me.opening.set(false);
        };
        if set_back {
            self.later(SET_BACK, go);
            self.demo_at.set(SET_BACK);
        } else {
            go();
            self.demo_at.set(0);
        }
    }

    /// A demonstration's moves, one at a time; when the last has been seen, the solver hears
    /// of it.
    fn demonstration_move(&self, text: String) {
        let at = self.demo_at.get() + if self.demo_at.get() > 0 { BETWEEN } else { FIRST_MOVE };
        self.demo_at.set(at);
        self.later(at, move || dom::to_app(&StudyNews::Move { action: text.clone() }));
        *self.watched.borrow_mut() = Some(Timeout::new(at + BETWEEN, || super::send_lesson(LessonRequest::Watched)));
    }
}

/// The solver's request for `<game>` or `<game>-<lesson>`.
fn send_open(what: &str) {
    super::send_lesson(if what.contains('-') { LessonRequest::Open(what.to_string()) } else { LessonRequest::Map(what.to_string()) });
}

/// Fetches a game's lesson file and sends it with the stored progress, then opens what was
/// asked for. On failure the next open fetches it again.
async fn fetch_course(screen: Weak<LessonScreen>, game: GameKind) {
    let fetched = dom::read_text(dom::start_fetch(&format!("./lessons/{}.txt", game.name()))).await;
    let Some(screen) = screen.upgrade() else { return };
    if let Ok(text) = &fetched {
        super::send_lesson(LessonRequest::Course { game: game.name().to_string(), file: text.clone() });
        let stored = dom::stored(&progress_key(game.name())).unwrap_or_default();
        super::send_lesson(LessonRequest::Progress { game: game.name().to_string(), stored });
    }
    let waiting = {
        let mut courses = screen.courses.borrow_mut();
        let waiting = match courses.iter_mut().find(|(k, _)| *k == game) {
            Some((_, course)) => match std::mem::replace(course, Course::Sent) {
                Course::Fetching(waiting) => waiting,
                Course::Sent => Vec::new(),
            },
            None => Vec::new(),
        };
        if fetched.is_err() {
            courses.retain(|(k, _)| *k != game);
        }
        waiting
    };
    for what in waiting {
        match &fetched {
            Ok(_) => send_open(&what),
            Err(why) => {
                screen.show_say(msg::study_learn_fetch_failed(game.display_name(), why));
            }
        }
    }
}
