//! The study module: everything that drives the board without being a normal game (puzzles
//! and lessons). One ES module (bindgen target `web`), loaded by www/study_loader.js and fetched
//! only when a puzzle or a lesson is opened, so the page's first load carries none of it. It
//! runs twice: on the page (`page`: the puzzle bar, the lesson map and the step's bar, storage,
//! the address) and in a module worker of its own (`solver`), so the solver never blocks the
//! page. The two halves talk in `message`'s typed `Request` and `Reply`.
//!
//! A request is a typed `message::Request` (each with a text form, which the page's app
//! uses); a reply lists typed events (`event.rs`). The kinds the page's app acts on: `open` (`<seat>\n<record>`), `move` (an
//! action to show, long notation), `hint` (an action to highlight, `piece <action>` for its
//! piece only), `status` (the status line while the board waits for the module). The kinds
//! for the page side: `say` (a sentence for the player), `state` (`playing`, `right`, `wrong`
//! or `solved`), `id` (the puzzle on show), `streak` (to show), `store` (the streak text to keep
//! in storage). Lessons add their own (see `lesson`). Puzzle ratings add `profile` and
//! `ratings` (texts to store), `rating` (to show) and `aside` (the stored profile could not be
//! read: the page side keeps it aside); see `rating`.
//!
//! What the player reads travels as data (`said::Said`, a lesson file's line as
//! `said::LessonLine`): the worker has no language, so the page side words it (`said`).

mod event;
/// The messages (`i18n::msg`): every sentence the page side shows (docs/i18n.md).
#[allow(dead_code)]
#[path = "../../i18n/mod.rs"]
mod i18n;
mod lesson;
mod message;
mod page;
mod progress;
/// What the page and this module say to each other, defined once for both.
#[path = "../../protocol/mod.rs"]
mod protocol;
mod rating;
/// The engine's errors in the player's words, as on the page.
#[path = "../../reason/mod.rs"]
mod reason;
mod said;
mod session;
mod solver;
/// The stored profile and its storage keys, as the profile module reads and keeps them (the
/// solver reads the profile, the page side its keys; some of the file goes unused here).
#[path = "../profile/stored.rs"]
#[allow(dead_code)]
mod stored;

use wasm_bindgen::JsCast;

/// Runs when the module is instantiated: in the worker it starts the solver; on the page it
/// waits for the loader's calls (`page::study_command`).
fn main() {
    if let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() {
        solver::serve(scope);
    }
}
