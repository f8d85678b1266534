//! The map of a game's lessons with their progress, inside the lobby. Its buttons carry
//! `data-puzzles`, so the lobby opens a lesson as it opens a puzzle. The lessons' titles and
//! what they are about are the lesson file's lines, in the player's language where it has them.

use super::super::dom::{self, Dom};
use crate::event::{CourseMap, LessonRow};
use crate::i18n::msg;
use crate::said::{lesson_id, lesson_text};
use engine::kind::GameKind;
use web_sys::{HtmlButtonElement, HtmlElement};

pub struct LessonMap {
    pub section: HtmlElement,
    title: HtmlElement,
    games: HtmlElement,
    pub say: HtmlElement,
    list: HtmlElement,
    pub back: HtmlButtonElement,
    pub reset: HtmlButtonElement,
}

/// Screen-reader words beside what the eye reads (after it, so a space first).
fn unseen(text: &str) -> Dom<HtmlElement> {
    dom::text("span", "sr-only", &format!(" {text}"))
}

impl LessonMap {
    /// Builds the map, hidden, at the top of the lobby.
    pub fn build() -> Dom<LessonMap> {
        let title = dom::make("h1", "learn-title", "")?;
        title.set_tab_index(-1);
        let games = dom::make("div", "", "learn-games")?;
        let back = dom::labelled_button("study-map-all-games", &msg::study_map_all_games(), "learn-back", "")?;
        let say = dom::make("p", "learn-say", "")?;
        say.set_attribute("role", "status")?;
        let list = dom::make("ol", "learn-map", "learn-map")?;
        let reset = dom::labelled_button("study-map-reset", &msg::study_map_reset(), "learn-reset", "")?;
        let head = dom::make("div", "", "lobby-head")?;
        head.append_with_node_3(&title, &games, &back)?;
        let section = dom::make("section", "learn", "")?;
        section.set_hidden(true);
        section.append_with_node_4(&head, &say, &list, &reset)?;
        section.set_attribute("aria-labelledby", "learn-title")?;
        dom::by_id("lobby").ok_or_else(|| wasm_bindgen::JsValue::from_str("the page has no lobby"))?.prepend_with_node_1(&section)?;
        Ok(LessonMap { section, title, games, say, list, back, reset })
    }

    pub fn shown(&self) -> bool {
        !self.section.hidden()
    }

    pub fn hide(&self) {
        self.section.set_hidden(true);
        if let Some(lobby) = dom::by_id("lobby") {
            dom::set_class(&lobby, "learning", false);
        }
    }

    /// Shows a game's lessons, with `note` in its line. Returns the game.
    pub fn show(&self, map: &CourseMap, note: &str) -> Dom<String> {
        let game = map.game.as_str();
        self.title.set_text_content(Some(&msg::study_map_title(&map.name)));
        self.games.replace_children_with_node_0();
        for other in GameKind::ALL.into_iter().filter(|k| k.name() != game) {
            let b = dom::button(&msg::study_map_game_lessons(other.display_name()), "", "")?;
            b.set_attribute("data-puzzles", &format!("learn={}", other.name()))?;
            self.games.append_with_node_1(&b)?;
        }
        self.list.replace_children_with_node_0();
        for (i, row) in map.lessons.iter().enumerate() {
            let item = lesson_row(game, i + 1, row)?;
            self.list.append_with_node_1(&item)?;
        }
        dom::label(&self.reset, "study-map-reset", &msg::study_map_reset());
        self.say.set_text_content(Some(note));
        self.section.set_hidden(false);
        if let Some(lobby) = dom::by_id("lobby") {
            dom::set_class(&lobby, "learning", true);
        }
        let _ = self.title.focus();
        Ok(game.to_string())
    }
}

/// Lesson `n`'s button: its number (a tick once done), title, what it is about and its steps
/// done, the part done shaded behind.
fn lesson_row(game: &str, n: usize, row: &LessonRow) -> Dom<HtmlElement> {
    let (done, total) = (row.done, row.steps);
    let complete = done == total;
    let button = dom::button("", &format!("learn-{game}-{n}"), if complete { "learn-lesson done" } else { "learn-lesson" })?;
    button.set_attribute("data-puzzles", &format!("learn={game}-{n}"))?;
    let share = 100.0 * done as f64 / total.max(1) as f64;
    button.style().set_property("--done", &format!("{share}%"))?;
    let number = dom::text("span", "learn-n", &if complete { "✓".to_string() } else { n.to_string() })?;
    let spoken = unseen(&if complete { msg::study_map_lesson_complete(n) } else { msg::study_map_lesson(n) })?;
    number.append_with_node_1(&spoken)?;
    let words = dom::make("span", "", "learn-text")?;
    let title = lesson_text(&lesson_id(game, n, None, "title"), &row.title);
    let about = lesson_text(&lesson_id(game, n, None, "about"), &row.about);
    let (name, what) = (dom::text("b", "", &title)?, dom::text("small", "", &about)?);
    words.append_with_node_2(&name, &what)?;
    let count = dom::text("span", "learn-count", &format!("{done}/{total}"))?;
    let spoken = unseen(&msg::study_map_steps_done())?;
    count.append_with_node_1(&spoken)?;
    button.append_with_node_3(&number, &words, &count)?;
    let item = dom::make("li", "", "")?;
    item.append_with_node_1(&button)?;
    Ok(item)
}
