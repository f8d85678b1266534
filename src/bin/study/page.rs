//! The study module on the page: the loader's calls (`study_command`, a `StudyCommand`), the
//! solver's module worker and its queue, the puzzle sets fetched for the first puzzle, and the
//! solver's events handed to the lesson screen (while a lesson is on show), the puzzle bar or
//! the page's app. The solver's sentences (`said::Said`) are worded here, in the language the
//! page's language module has loaded.

mod dom;
mod lesson_screen;
mod puzzle_bar;

use crate::protocol::study::StudyCommand;
use crate::event::Event;
use crate::i18n::msg;
use crate::message::{LessonRequest, PuzzleChoice, Reply, Request};
use engine::kind::GameKind;
use lesson_screen::LessonScreen;
use puzzle_bar::PuzzleBar;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The module's script, which in a worker starts the solver.
const WORKER_SCRIPT: &str = "./study_loader.js";

struct Page {
    worker: Worker,
    /// The solver listens; until then commands wait in `queue`.
    ready: Cell<bool>,
    queue: RefCell<Vec<Request>>,
    bar: PuzzleBar,
    /// Built when a lesson is first opened.
    lessons: RefCell<Option<Rc<LessonScreen>>>,
    /// A lesson is on show: the lesson screen takes the solver's events first.
    lesson_on: Cell<bool>,
    sets: RefCell<Sets>,
}

/// The puzzle sets, fetched for the first puzzle opened.
enum Sets {
    NotFetched,
    /// The puzzles asked for meanwhile.
    Fetching(Vec<String>),
    Sent,
}

thread_local! {
    static PAGE: RefCell<Option<Rc<Page>>> = const { RefCell::new(None) };
}

/// The page side, started on first use. The borrow of `PAGE` ends here, so that a call from
/// the page's app during an event (its `close` as a board opens) finds the page free.
fn page() -> Option<Rc<Page>> {
    if let Some(page) = PAGE.with(|p| p.borrow().clone()) {
        return Some(page);
    }
    match start() {
        Ok(page) => {
            PAGE.with(|p| *p.borrow_mut() = Some(page.clone()));
            Some(page)
        }
        Err(e) => {
            if let Some(line) = dom::by_id("lobby-error") {
                line.set_text_content(Some(&msg::study_page_cannot_start(&dom::words(&e))));
                line.set_hidden(false);
            }
            None
        }
    }
}

fn start() -> dom::Dom<Rc<Page>> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(WORKER_SCRIPT, &options)?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| match serde_wasm_bindgen::from_value::<Reply>(e.data()) {
        Ok(reply) => on_reply(reply),
        Err(_) => say(&msg::study_page_unreadable()),
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(|e: ErrorEvent| say(&msg::study_page_stopped(&e.message())));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    // The bar last: a start that fails leaves no worker and no bar behind to make twice.
    let bar = PuzzleBar::build().inspect_err(|_| worker.terminate())?;
    let page = Page {
        worker,
        ready: Cell::new(false),
        queue: RefCell::new(Vec::new()),
        bar,
        lessons: RefCell::new(None),
        lesson_on: Cell::new(false),
        sets: RefCell::new(Sets::NotFetched),
    };
    Ok(Rc::new(page))
}

/// A command from the page's app (`gboardsStudyCommand`, a `StudyCommand`; the loader's
/// first from its script tag). Anything else is refused.
#[wasm_bindgen]
pub fn study_command(value: JsValue) -> Result<(), JsError> {
    let command: StudyCommand = serde_wasm_bindgen::from_value(value).map_err(|e| JsError::new(&format!("not a study command: {e}")))?;
    let Some(page) = page() else { return Ok(()) };
    match command {
        StudyCommand::Open { what } => open(&page, what),
        StudyCommand::Move { action } => send(Request::Move(action)),
        StudyCommand::Retry => send(Request::Open(PuzzleChoice::Retry)),
        StudyCommand::Close => {
            page.bar.hide();
            let screen = if page.lesson_on.get() { page.lessons.borrow().clone() } else { None };
            if let Some(screen) = screen {
                screen.close();
            }
        }
    }
    Ok(())
}

/// Opens `what`: a puzzle id, `daily`, `next <game>` or `learn=<game>[-<lesson>]`.
fn open(page: &Page, what: String) {
    if let Some(lesson) = what.strip_prefix("learn=") {
        match lesson_screen(page) {
            Ok(screen) => {
                page.lesson_on.set(true);
                screen.open(lesson);
            }
            Err(e) => say(&msg::study_page_no_lesson_screen(&dom::words(&e))),
        }
        return;
    }
    leave_lesson(page);
    page.bar.say(&msg::study_page_opening());
    open_puzzle(page, what);
}

fn lesson_screen(page: &Page) -> dom::Dom<Rc<LessonScreen>> {
    if let Some(screen) = page.lessons.borrow().clone() {
        return Ok(screen);
    }
    let screen = LessonScreen::build()?;
    *page.lessons.borrow_mut() = Some(screen.clone());
    Ok(screen)
}

/// A puzzle takes the board from the lesson.
fn leave_lesson(page: &Page) {
    if page.lesson_on.replace(false) {
        let screen = page.lessons.borrow().clone();
        if let Some(screen) = screen {
            screen.close();
        }
    }
}

fn say(text: &str) {
    if let Some(page) = page() {
        page.bar.say(text);
    }
}

/// The solver's request for `what`: the address's `daily` and `next <game>` are worked out here.
fn opening(what: &str) -> Request {
    if what == "daily" {
        return Request::Open(PuzzleChoice::Daily((js_sys::Date::now() / 86_400_000.0).max(0.0) as u64));
    }
    Request::Open(match what.strip_prefix("next ") {
        Some(game) => PuzzleChoice::Next(PuzzleBar::last_of(game)),
        None => PuzzleChoice::Id(what.to_string()),
    })
}

fn open_puzzle(page: &Page, what: String) {
    let mut sets = page.sets.borrow_mut();
    match &mut *sets {
        Sets::Sent => {
            drop(sets);
            send(opening(&what));
        }
        Sets::Fetching(waiting) => waiting.push(what),
        Sets::NotFetched => {
            *sets = Sets::Fetching(vec![what]);
            drop(sets);
            wasm_bindgen_futures::spawn_local(fetch_sets());
        }
    }
}

/// Fetches the three sets at once and sends them, then the stored streak and ratings, then
/// the puzzles asked for meanwhile. A set that cannot be fetched is left out.
async fn fetch_sets() {
    let fetches: Vec<_> = GameKind::ALL.iter().map(|game| (game.name(), dom::start_fetch(&format!("./puzzles/{}.txt", game.name())))).collect();
    for (game, fetch) in fetches {
        if let Ok(text) = dom::read_text(fetch).await {
            if !text.is_empty() {
                send(Request::Set { game: game.to_string(), file: text });
            }
        }
    }
    send(Request::Streak(PuzzleBar::stored_streak()));
    send(Request::Ratings(PuzzleBar::stored_ratings()));
    for theme in PuzzleBar::stored_themes() {
        send(theme);
    }
    let Some(page) = page() else { return };
    let waiting = match std::mem::replace(&mut *page.sets.borrow_mut(), Sets::Sent) {
        Sets::Fetching(waiting) => waiting,
        _ => Vec::new(),
    };
    for what in waiting {
        send(opening(&what));
    }
}

/// Sends a request to the solver. The profile may have changed since the last puzzle (a game
/// rated, a name set, an import): the solver reads it afresh before each one opens.
fn send(request: Request) {
    if matches!(request, Request::Open(_)) {
        let name = dom::stored(crate::stored::NAME_KEY).unwrap_or_default();
        let stored = dom::stored(crate::stored::PROFILE_KEY).unwrap_or_default();
        post(Request::Profile { name, stored });
    }
    post(request);
}

/// A request for the solver's lessons.
fn send_lesson(request: LessonRequest) {
    send(Request::Learn(request));
}

fn theme_chosen() {
    if let Some(page) = page() {
        for request in page.bar.theme_requests() {
            send(request);
        }
    }
}

fn next_puzzle() {
    if let Some(page) = page() {
        send(page.bar.next_request());
    }
}

fn post(request: Request) {
    let Some(page) = page() else { return };
    if page.ready.get() {
        post_now(&page.worker, &request);
    } else {
        page.queue.borrow_mut().push(request);
    }
}

fn post_now(worker: &Worker, request: &Request) {
    if let Ok(message) = serde_wasm_bindgen::to_value(request) {
        let _ = worker.post_message(&message);
    }
}

fn on_reply(reply: Reply) {
    let Some(page) = page() else { return };
    match reply {
        Reply::Ready => {
            page.ready.set(true);
            let queue = std::mem::take(&mut *page.queue.borrow_mut());
            for request in queue {
                post_now(&page.worker, &request);
            }
        }
        Reply::Events(events) => {
            for event in events {
                on_event(&page, event);
            }
        }
    }
}

fn on_event(page: &Page, event: Event) {
    let screen = if page.lesson_on.get() { page.lessons.borrow().clone() } else { None };
    let event = match screen {
        Some(screen) => match screen.event(event) {
            Some(other) => other,
            None => return,
        },
        None => event,
    };
    page.bar.event(event);
}
