//! The step's bar beside the board: the lesson's title, a dot per step, the step's text, what
//! the module said of the answer, and the ways on (Next, Next lesson, Show me, Replay, All
//! lessons). The titles are the lesson file's lines, in the player's language where it has them.

use super::super::dom::{self, Dom};
use crate::event::{Phase, StepHead};
use crate::i18n::msg;
use crate::message::LessonRequest;
use crate::said::{lesson_id, lesson_text};
use engine::kind::GameKind;
use web_sys::{HtmlButtonElement, HtmlElement};

pub struct StepBar {
    pub bar: HtmlElement,
    pub to_map: HtmlButtonElement,
    title: HtmlElement,
    steps: HtmlElement,
    step_name: HtmlElement,
    pub teach: HtmlElement,
    pub said: HtmlElement,
    pub next: HtmlButtonElement,
    pub next_lesson: HtmlButtonElement,
    pub hint: HtmlButtonElement,
    pub replay: HtmlButtonElement,
    pub all: HtmlButtonElement,
}

/// The step on show, from the `step` event.
#[derive(Clone, Debug, Default)]
pub struct StepOnShow {
    pub game: String,
    /// The step's number in its lesson, from 1.
    pub k: usize,
    /// The lesson's number, from 1.
    pub lesson: usize,
    /// How many lessons the game has.
    pub lessons: usize,
    /// A demonstration (`show`) or a task.
    pub demonstration: bool,
}

impl StepBar {
    /// Builds the bar, hidden, right after the status line.
    pub fn build() -> Dom<StepBar> {
        let to_map = dom::button("", "lesson-map", "linkish")?;
        let title = dom::make("h2", "lesson-title", "")?;
        let steps = dom::make("ol", "lesson-steps", "lesson-steps")?;
        steps.set_attribute("aria-label", &msg::study_step_list())?;
        let step_name = dom::make("b", "lesson-step", "")?;
        let teach = dom::make("span", "lesson-teach", "")?;
        let said = dom::make("p", "lesson-say", "lesson-say")?;
        // The step's text and each answer are read out as they change.
        let text = dom::make("p", "", "")?;
        text.append_with_node_1(&step_name)?;
        text.append_with_str_1(" ")?;
        text.append_with_node_1(&teach)?;
        let live = dom::make("div", "lesson-live", "")?;
        live.append_with_node_2(&text, &said)?;
        live.set_attribute("aria-live", "polite")?;
        let next = dom::labelled_button("study-step-next", &msg::study_step_next(), "lesson-next", "primary")?;
        let next_lesson = dom::labelled_button("study-step-next-lesson", &msg::study_step_next_lesson(), "lesson-next-lesson", "primary")?;
        let hint = dom::labelled_button("study-step-show-me", &msg::study_step_show_me(), "lesson-hint", "")?;
        let replay = dom::labelled_button("study-step-replay", &msg::study_step_replay(), "lesson-replay", "")?;
        let all = dom::labelled_button("study-step-all", &msg::study_step_all(), "lesson-all", "")?;
        let head = dom::make("div", "", "lesson-head")?;
        head.append_with_node_2(&title, &to_map)?;
        let row = dom::make("div", "", "row")?;
        row.append_with_node_5(&next, &next_lesson, &hint, &replay, &all)?;
        let bar = dom::make("div", "lesson", "lesson")?;
        bar.set_hidden(true);
        bar.append_with_node_4(&head, &steps, &live, &row)?;
        dom::by_id("status").ok_or_else(|| wasm_bindgen::JsValue::from_str("the page has no status line"))?.after_with_node_1(&bar)?;
        Ok(StepBar { bar, to_map, title, steps, step_name, teach, said, next, next_lesson, hint, replay, all })
    }

    /// Shows the step's heading and its lesson's marks.
    pub fn show_step(&self, head: &StepHead) -> Dom<StepOnShow> {
        let step = StepOnShow { game: head.game.clone(), k: head.step, lesson: head.lesson, lessons: head.lessons, demonstration: head.demonstration };
        let game_name = GameKind::parse(&head.game).map_or(head.game.as_str(), |g| g.display_name());
        let lesson_title = lesson_text(&lesson_id(&head.game, head.lesson, None, "title"), &head.lesson_title);
        let step_title = lesson_text(&lesson_id(&head.game, head.lesson, Some(head.step), "title"), &head.step_title);
        self.to_map.set_text_content(Some(&msg::study_step_to_map(game_name)));
        self.title.set_text_content(Some(&msg::study_step_lesson(head.lesson, &lesson_title)));
        self.step_name.set_text_content(Some(&msg::study_step_heading(head.step, head.marks.chars().count(), &step_title)));
        self.draw_marks(&head.marks, step.k)?;
        Ok(step)
    }

    /// A dot per step (`1` done, `0` not yet), the one on show marked; each opens its step.
    pub fn draw_marks(&self, marks: &str, on_show: usize) -> Dom<()> {
        self.steps.replace_children_with_node_0();
        for (i, mark) in marks.chars().enumerate() {
            let n = i + 1;
            let done = mark == '1';
            let dot = dom::button(&n.to_string(), "", if done { "lesson-dot done" } else { "lesson-dot" })?;
            dot.set_attribute("aria-label", &if done { msg::study_step_dot_done(n) } else { msg::study_step_dot(n) })?;
            if n == on_show {
                dot.set_attribute("aria-current", "step")?;
            }
            dom::on_click(&dot, move || super::super::send_lesson(LessonRequest::Step(n)));
            let item = dom::make("li", "", "")?;
            item.append_with_node_1(&dot)?;
            self.steps.append_with_node_1(&item)?;
        }
        Ok(())
    }

    /// The answer's state: `asking`, `watching`, `right`, `wrong` or `end`.
    pub fn set_state(&self, phase: Phase, step: Option<&StepOnShow>) {
        let demonstration = step.is_some_and(|s| s.demonstration);
        self.next.set_hidden(phase != Phase::Right);
        self.next_lesson.set_hidden(!(phase == Phase::End && step.is_some_and(|s| s.lesson < s.lessons)));
        self.all.set_hidden(phase != Phase::End);
        self.hint.set_hidden(demonstration || matches!(phase, Phase::Right | Phase::End));
        self.replay.set_hidden(!demonstration);
        self.replay.set_disabled(phase == Phase::Watching);
        self.said.set_class_name(&format!("lesson-say {}", phase.name()));
        // The way on takes the focus, so Enter goes on.
        if phase == Phase::Right {
            let _ = self.next.focus();
        }
        if phase == Phase::End {
            let _ = if self.next_lesson.hidden() { self.all.focus() } else { self.next_lesson.focus() };
        }
    }
}
