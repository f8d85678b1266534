//! The puzzle bar under the status line: what the module says, Hint, Try again and Next
//! puzzle, the rating and the streak. It keeps the streak, the puzzles' ratings and the
//! profile in storage and the puzzle's id in the address.

use crate::protocol::study::StudyNews;
use super::dom::{self, Dom};
use crate::event::{Event, Phase, ThemeMenu};
use crate::i18n::msg;
use crate::message::{PuzzleChoice, Request};
use crate::said::theme_label;
use crate::stored::{ASIDE_KEY, PROFILE_KEY};
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use web_sys::{HtmlButtonElement, HtmlElement, HtmlSelectElement};

const STREAK_KEY: &str = "gboards.puzzles.streak";
/// The puzzles' own ratings.
const RATINGS_KEY: &str = "gboards.puzzles.ratings";

/// The theme a game's next puzzles come from (absent: every puzzle).
fn theme_key(game: &str) -> String {
    format!("gboards.puzzles.theme.{game}")
}

/// The last puzzle opened of a game, so that Puzzles goes on from there.
fn last_key(game: &str) -> String {
    format!("gboards.puzzles.last.{game}")
}

pub struct PuzzleBar {
    bar: HtmlElement,
    line: HtmlElement,
    streak: HtmlElement,
    rating: HtmlElement,
    aside: HtmlElement,
    hint: HtmlButtonElement,
    retry: HtmlButtonElement,
    next: HtmlButtonElement,
    /// The theme the next puzzles come from.
    theme: HtmlSelectElement,
    /// The game whose themes the menu lists.
    theme_game: RefCell<String>,
    /// Where the puzzle stands.
    state: Cell<Phase>,
    /// The puzzle on show.
    current: RefCell<Option<String>>,
    /// Storage refused to keep a damaged profile aside: nothing is written over it.
    stuck: Cell<bool>,
}

impl PuzzleBar {
    /// Builds the bar, hidden, right after the status line.
    pub fn build() -> Dom<PuzzleBar> {
        let bar = dom::make("div", "study", "study")?;
        bar.set_hidden(true);
        let line = dom::make("p", "study-say", "")?;
        line.set_attribute("role", "status")?;
        let streak = dom::make("p", "study-streak", "study-streak")?;
        let rating = dom::make("p", "study-rating", "study-streak")?;
        // Said once a stored profile that could not be read is kept aside.
        let aside = dom::make("p", "study-aside", "")?;
        aside.set_attribute("role", "alert")?;
        aside.set_hidden(true);
        let row = dom::make("div", "", "row")?;
        let hint = dom::labelled_button("study-bar-hint", &msg::study_bar_hint(), "study-hint", "")?;
        let retry = dom::labelled_button("study-bar-try-again", &msg::study_bar_try_again(), "study-retry", "")?;
        let next = dom::labelled_button("study-bar-next", &msg::study_bar_next(), "study-next", "")?;
        row.append_with_node_3(&hint, &retry, &next)?;
        // "Theme " and the menu: the word in a span of its own, so a change of language
        // rewords it and leaves the menu be.
        let label = dom::make("label", "", "study-theme")?;
        let word = dom::make("span", "", "")?;
        dom::label(&word, "study-bar-theme", &msg::study_bar_theme());
        let theme: HtmlSelectElement = dom::make("select", "study-theme", "")?.unchecked_into();
        label.append_with_node_1(&word)?;
        label.append_with_str_1(" ")?;
        label.append_with_node_1(&theme)?;
        bar.append_with_node_5(&line, &row, &label, &rating, &streak)?;
        bar.append_with_node_1(&aside)?;
        dom::by_id("status").ok_or_else(|| wasm_bindgen::JsValue::from_str("the page has no status line"))?.after_with_node_1(&bar)?;
        dom::on_click(&hint, || super::send(Request::Hint));
        dom::on_click(&retry, || super::send(Request::Open(PuzzleChoice::Retry)));
        dom::on_click(&next, super::next_puzzle);
        dom::on_change(&theme, super::theme_chosen);
        let state = Cell::new(Phase::Playing);
        let theme_game = RefCell::new(String::new());
        Ok(PuzzleBar { bar, line, streak, rating, aside, hint, retry, next, theme, theme_game, state, current: RefCell::new(None), stuck: Cell::new(false) })
    }

    /// The theme picked in the menu: kept for its game, told to the solver, and the next
    /// puzzle of it opened.
    pub fn theme_requests(&self) -> [Request; 2] {
        let game = self.theme_game.borrow().clone();
        let key = self.theme.value();
        if key.is_empty() {
            dom::forget(&theme_key(&game));
        } else {
            dom::keep(&theme_key(&game), &key);
        }
        [Request::Theme { game, key }, self.next_request()]
    }

    /// The themes stored for each game, for the solver.
    pub fn stored_themes() -> Vec<Request> {
        engine::kind::GameKind::ALL
            .iter()
            .filter_map(|g| dom::stored(&theme_key(g.name())).map(|key| Request::Theme { game: g.name().to_string(), key }))
            .collect()
    }

    /// Lists a game's themes with their counts, the chosen one selected.
    fn show_themes(&self, menu: &ThemeMenu) -> dom::Dom<()> {
        if *self.theme_game.borrow() != menu.game || self.theme.length() as usize != menu.choices.len() + 1 {
            self.theme.set_inner_html("");
            let all = dom::make("option", "", "")?;
            dom::label(&all, "study-bar-all-puzzles", &msg::study_bar_all_puzzles());
            all.set_attribute("value", "")?;
            self.theme.append_with_node_1(&all)?;
            for choice in &menu.choices {
                let option = dom::text("option", "", &msg::study_bar_theme_choice(&theme_label(&menu.game, &choice.key), choice.count))?;
                option.set_attribute("value", &choice.key)?;
                self.theme.append_with_node_1(&option)?;
            }
            *self.theme_game.borrow_mut() = menu.game.clone();
        }
        self.theme.set_value(&menu.chosen);
        if menu.chosen.is_empty() {
            dom::forget(&theme_key(&menu.game));
        }
        Ok(())
    }

    /// The request of Next puzzle: the one after the puzzle on show.
    pub fn next_request(&self) -> Request {
        Request::Open(PuzzleChoice::Next(self.current.borrow().clone().unwrap_or_else(|| "gyges".into())))
    }

    pub fn hide(&self) {
        self.bar.set_hidden(true);
    }

    fn refresh(&self) {
        let state = self.state.get();
        self.hint.set_disabled(matches!(state, Phase::Wrong | Phase::Solved));
        self.retry.set_hidden(state != Phase::Wrong);
        dom::set_class(&self.next, "primary", state == Phase::Solved);
    }

    /// Before a puzzle is on show (loading, or one that cannot open), the lobby shows the line.
    pub fn say(&self, text: &str) {
        self.line.set_text_content(Some(text));
        if !dom::shown("play") {
            if let Some(error) = dom::by_id("lobby-error") {
                error.set_text_content(Some(text));
                error.set_hidden(false);
            }
        }
    }

    /// One event of the solver's, a lesson's aside.
    pub fn event(&self, event: Event) {
        match event {
            Event::Say(said) => self.say(&said.text()),
            Event::Streak(said) => self.streak.set_text_content(Some(&said.text())),
            Event::Store(text) => {
                dom::keep(STREAK_KEY, &text);
            }
            Event::Profile(text) => {
                if !self.stuck.get() {
                    dom::keep(PROFILE_KEY, &text);
                }
            }
            Event::Ratings(text) => {
                dom::keep(RATINGS_KEY, &text);
            }
            Event::Rating(said) => self.rating.set_text_content(Some(&said.text())),
            Event::Themes(menu) => {
                if let Err(e) = self.show_themes(&menu) {
                    self.say(&msg::study_bar_no_themes(&dom::words(&e)));
                }
            }
            Event::Aside(said) => {
                self.keep_aside();
                self.aside.set_text_content(Some(&said.text()));
                self.aside.set_hidden(false);
            }
            // The page hears the puzzle's state too: a solved puzzle's board takes no more moves.
            Event::State(phase) => {
                self.state.set(phase);
                self.refresh();
                dom::to_app(&StudyNews::Solved { solved: phase == Phase::Solved });
            }
            Event::Id(id) => {
                dom::set_address(&format!("#puzzle={id}"));
                dom::keep(&last_key(id.split('-').next().unwrap_or_default()), &id);
                *self.current.borrow_mut() = Some(id);
            }
            other => {
                if let Some(news) = dom::news_of(&other) {
                    dom::to_app(&news);
                }
                if matches!(other, Event::Open(_)) {
                    self.bar.set_hidden(false);
                    if let Some(error) = dom::by_id("lobby-error") {
                        error.set_hidden(true);
                    }
                }
            }
        }
    }

    /// A stored profile the module could not read is kept under the first free key, never
    /// dropped.
    fn keep_aside(&self) {
        let Some(text) = dom::stored(PROFILE_KEY) else { return };
        let mut key = ASIDE_KEY.to_string();
        let mut n = 2;
        while dom::stored(&key).is_some() {
            key = format!("{ASIDE_KEY}.{n}");
            n += 1;
        }
        dom::keep(&key, &text);
        if dom::stored(&key).as_deref() == Some(text.as_str()) {
            dom::forget(PROFILE_KEY);
        } else {
            // Storage refused it: the damaged text stays, and nothing is written over it.
            self.stuck.set(true);
        }
    }

    /// The last puzzle opened of `game`, or the game's name when there is none.
    pub fn last_of(game: &str) -> String {
        dom::stored(&last_key(game)).unwrap_or_else(|| game.to_string())
    }

    pub fn stored_streak() -> String {
        dom::stored(STREAK_KEY).unwrap_or_default()
    }

    pub fn stored_ratings() -> String {
        dom::stored(RATINGS_KEY).unwrap_or_default()
    }
}
