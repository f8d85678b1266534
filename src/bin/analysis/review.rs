//! Game review on the analysis board: the computer's worker reviews every move of the game with
//! progress shown and can be stopped; the panel draws an evaluation graph (click it to go to
//! that move), marks each move of the move list, lists the mistakes with the better move, and
//! "Learn from your mistakes" steps through the player's mistakes as small puzzles. A review is
//! kept in storage with the game, so it shows again at once.

use engine::player::Player;
use engine::record::Record;
use super::dom::{self, by_id, make_text, set_hidden, set_text};
use super::i18n::msg;
use super::search::{Heard, Search};
use super::search_protocol::{to_message, MoveReview, Reply, Request, ReviewLesson};
use super::session::{self, Step};
use js_sys::Object;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use web_sys::{Element, MouseEvent};

/// The review's fixed part; its text is the messages' of its `data-l10n-id`s, in English.
const HTML: &str = r#"<p id="an-review-status" role="status"></p>
<progress id="an-review-progress" max="1" value="0" hidden aria-label="Review progress" data-l10n-id="analysis-review-progress"></progress>
<button type="button" id="an-review-stop" hidden data-l10n-id="analysis-review-stop">Stop the review</button>
<svg id="an-graph" class="an-graph" viewBox="0 0 100 40" preserveAspectRatio="none" role="img" style="display: none"></svg>
<ol id="an-mistakes"></ol>
<button type="button" id="an-learn" hidden data-l10n-id="analysis-learn">Learn from your mistakes</button>
<p id="an-lesson" aria-live="polite"></p>
<div class="row" id="an-lesson-row" hidden><button type="button" id="an-lesson-answer" data-l10n-id="analysis-lesson-answer">Show the answer</button><button type="button" id="an-lesson-next" data-l10n-id="analysis-lesson-next">Next mistake</button></div>"#;

/// A finished review as it is kept in storage.
#[derive(Clone, Serialize, Deserialize)]
struct Kept {
    moves: Vec<MoveReview>,
    lessons: Vec<ReviewLesson>,
    ms: f64,
}

#[derive(Default)]
struct Reviewing {
    worker: Option<Search>,
    started: f64,
    actions: usize,
    record: Option<String>,
    result: Option<Kept>,
    /// The mistakes of the people's seats, and the one being practised.
    lessons: Vec<ReviewLesson>,
    lesson: Option<usize>,
    stats: Option<Object>,
}

thread_local! {
    static REVIEW: RefCell<Reviewing> = RefCell::new(Reviewing::default());
}

fn with<R>(f: impl FnOnce(&mut Reviewing) -> R) -> R {
    REVIEW.with(|r| f(&mut r.borrow_mut()))
}

fn stats() -> Object {
    with(|r| r.stats.get_or_insert_with(|| dom::window_object("gboardsReviewStats")).clone())
}

pub fn build() {
    let Some(panel) = by_id::<Element>("an-review") else { return };
    panel.set_inner_html(HTML);
    dom::translate(&panel);
    dom::set(&stats(), "runs", js_sys::Array::new());
    dom::listen(&panel, "click", |e| {
        let Some(target) = dom::target(e) else { return };
        if target.closest("#an-graph").ok().flatten().is_some() {
            if let Some(m) = e.dyn_ref::<MouseEvent>() {
                graph_clicked(m.client_x() as f64);
            }
            return;
        }
        let Some(button) = target.closest("button").ok().flatten() else { return };
        if let Some(index) = button.get_attribute("data-index").and_then(|i| i.parse().ok()) {
            return go_to_move(index);
        }
        match button.id().as_str() {
            "an-review-stop" => {
                stop_review();
                set_text("an-review-status", &msg::analysis_review_stopped());
            }
            "an-learn" => open_lesson(0),
            "an-lesson-next" => open_lesson(with(|r| r.lesson.map_or(0, |k| k + 1))),
            "an-lesson-answer" => {
                let answer = with(|r| r.lesson.and_then(|k| r.lessons.get(k)?.accepted.first().cloned()));
                if let Some(answer) = answer {
                    set_text("an-lesson", &msg::analysis_answer(&answer));
                }
            }
            _ => {}
        }
    });
}

fn storage() -> Option<web_sys::Storage> {
    dom::window()?.local_storage().ok().flatten()
}

/// A game's key: the record without its players and end lines, hashed (FNV-1a over UTF-16,
/// so that reviews kept before stay found).
fn key_of(text: &str) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for line in text.split('\n') {
        if line.starts_with("players ") || line.starts_with("end ") {
            continue;
        }
        for unit in line.encode_utf16() {
            h = (h ^ u32::from(unit)).wrapping_mul(16_777_619);
        }
        h = (h ^ 10).wrapping_mul(16_777_619);
    }
    format!("gboards.review.{h:x}")
}

/// The actions of a record, as the engine reads it (none for a record it cannot read).
fn actions_of(text: &str) -> Vec<String> {
    Record::parse(text).map(|(record, _)| record.actions).unwrap_or_default()
}

/// The seats a person played: the lessons are theirs (every seat's when none is named).
fn human_seats(text: &str) -> Option<Vec<u8>> {
    let (record, _) = Record::parse(text).ok()?;
    (!record.players.is_empty()).then(|| record.players.iter().enumerate().filter(|(_, p)| **p == Player::Human).map(|(i, _)| i as u8).collect())
}

/// Goes to the main line's move `index` (from 0).
fn go_to_move(index: usize) {
    if let Some(node) = super::panel::list().into_iter().find(|n| n.main && n.ply == index + 1) {
        if let Ok(id) = node.id.parse() {
            super::send(session::Request::GoTo(id));
        }
    }
}

fn stop_review() {
    let worker = with(|r| r.worker.take());
    drop(worker);
    set_hidden("an-review-progress", true);
    set_hidden("an-review-stop", true);
}

/// Leaving the analysis: the review stops and so does a lesson.
pub fn stop() {
    stop_review();
    end_lesson();
}

/// Reviews the game of `text`, or shows the review kept with it.
pub fn start(text: &str) {
    if text.is_empty() {
        return;
    }
    stop_review();
    with(|r| r.record = Some(text.to_string()));
    let saved = storage().and_then(|s| s.get_item(&key_of(text)).ok().flatten());
    if let Some(kept) = saved.and_then(|s| js_sys::JSON::parse(&s).ok()).and_then(|v| serde_wasm_bindgen::from_value::<Kept>(v).ok()) {
        show(kept, true);
        return;
    }
    set_text("an-review-status", &msg::analysis_reviewing());
    if let Some(progress) = by_id::<Element>("an-review-progress") {
        let _ = progress.set_attribute("value", "0");
    }
    set_hidden("an-review-progress", false);
    set_hidden("an-review-stop", false);
    match Search::start(heard) {
        Ok(worker) => {
            worker.ask(Request::Review { id: 1.0, record: text.to_string() });
            with(|r| {
                r.worker = Some(worker);
                r.started = dom::now();
                r.actions = actions_of(text).len();
            });
        }
        Err(why) => stopped(&msg::analysis_review_failed(&why)),
    }
}

fn stopped(text: &str) {
    stop_review();
    set_text("an-review-status", text);
}

fn heard(heard: Heard) {
    let reply = match heard {
        Heard::Reply(reply) => reply,
        Heard::Stopped(why) => return stopped(&msg::analysis_review_failed(&why)),
    };
    match reply {
        Reply::Error { error, .. } => stopped(&msg::analysis_unreviewable(&error)),
        Reply::Progress { done, total, .. } => {
            if let Some(progress) = by_id::<Element>("an-review-progress") {
                let _ = progress.set_attribute("max", &total.to_string());
                let _ = progress.set_attribute("value", &done.to_string());
            }
            set_text("an-review-status", &msg::analysis_review_move(done, total));
        }
        Reply::Review { moves, lessons, ms, .. } => {
            stop_review();
            let (started, actions, key) = with(|r| (r.started, r.actions, r.record.as_deref().map(key_of)));
            let run = Object::new();
            dom::set(&run, "ms", dom::now() - started);
            dom::set(&run, "workerMs", ms);
            dom::set(&run, "moves", moves.len() as f64);
            dom::set(&run, "actions", actions as f64);
            if let Ok(runs) = js_sys::Reflect::get(&stats(), &"runs".into()).and_then(|r| r.dyn_into::<js_sys::Array>()) {
                runs.push(&run);
            }
            let kept = Kept { moves, lessons, ms };
            if let (Some(store), Some(key), Ok(text)) = (storage(), key, js_sys::JSON::stringify(&to_message(&kept))) {
                // Without room in storage the review is kept for the visit only.
                let _ = store.set_item(&key, &String::from(text));
            }
            show(kept, false);
        }
        _ => {}
    }
}

const CLASSES: [&str; 3] = ["inaccuracy", "mistake", "blunder"];

/// A finished review: `saved` when it was kept in storage with the game.
fn show(review: Kept, saved: bool) {
    let stats = stats();
    let indices = js_sys::Array::new();
    for m in &review.moves {
        indices.push(&(m.index as f64).into());
    }
    dom::set(&stats, "indices", indices);
    let [inaccuracies, mistakes, blunders] = CLASSES.map(|c| review.moves.iter().filter(|m| m.class == c).count());
    let moves = review.moves.len();
    let status = if saved { msg::analysis_reviewed_saved(moves, inaccuracies, mistakes, blunders) } else { msg::analysis_reviewed(moves, inaccuracies, mistakes, blunders) };
    set_text("an-review-status", &status);
    let record = with(|r| r.record.clone()).unwrap_or_default();
    draw_graph(&review.moves, &record);
    if let Some(list) = by_id::<Element>("an-mistakes") {
        list.set_text_content(None);
        for m in review.moves.iter().filter(|m| m.class != "good") {
            let Some(item) = dom::make("li", "", &m.class) else { continue };
            if let Some(b) = make_text("button", "", &format!("{}. {}", m.index + 1, m.played)) {
                let _ = b.set_attribute("type", "button");
                let _ = b.set_attribute("data-index", &m.index.to_string());
                let _ = item.append_child(&b);
            }
            let loss = (m.loss * 100.0).round() as i64;
            let lost = match &m.best {
                Some(better) => msg::analysis_mistake_better(m.class.as_str(), loss, better),
                None => msg::analysis_mistake(m.class.as_str(), loss),
            };
            let _ = item.append_with_str_1(&format!(" {lost}"));
            let _ = list.append_child(&item);
        }
    }
    let seats = human_seats(&record);
    let lessons: Vec<ReviewLesson> = review
        .lessons
        .iter()
        .filter(|l| seats.as_ref().is_none_or(|s| review.moves.get(l.review).is_some_and(|m| s.contains(&m.seat))))
        .cloned()
        .collect();
    dom::set(&stats, "lessons", to_message(&lessons));
    set_hidden("an-learn", lessons.is_empty());
    with(|r| {
        r.lessons = lessons;
        r.result = Some(review);
    });
    marks();
}

/// Whether a record's game has more than two seats (Table Gype with three or four).
fn many_seats(record: &str) -> bool {
    let Ok((record, _)) = Record::parse(record) else { return false };
    engine::any::new_match(&record.game, &record.options, None, 0).is_ok_and(|m| m.seat_names().len() > 2)
}

/// Each reviewed move's chance for the first seat (two seats), or the mover's (more).
fn draw_graph(list: &[MoveReview], record: &str) {
    let Some(graph) = by_id::<Element>("an-graph") else { return };
    let _ = graph.set_attribute("style", if list.is_empty() { "display: none" } else { "" });
    if list.is_empty() {
        graph.set_inner_html("");
        return;
    }
    let two = !many_seats(record);
    let value = |m: &MoveReview| if two && m.seat != 0 { 1.0 - m.chance_after } else { m.chance_after };
    let x = |i: usize| if list.len() == 1 { 50.0 } else { i as f64 / (list.len() - 1) as f64 * 100.0 };
    let points: Vec<String> = list.iter().enumerate().map(|(i, m)| format!("{:.2},{:.2}", x(i), 40.0 - value(m) * 40.0)).collect();
    let mut svg = String::from(r##"<line x1="0" y1="20" x2="100" y2="20" stroke="#8888" stroke-width="0.3"></line>"##);
    svg += &format!(r##"<polyline points="{}" fill="none" stroke="#2f6d5a" stroke-width="0.8" vector-effect="non-scaling-stroke"></polyline>"##, points.join(" "));
    for (i, m) in list.iter().enumerate() {
        let colour = match m.class.as_str() {
            "inaccuracy" => "#c80",
            "mistake" => "#d60",
            "blunder" => "#c00",
            _ => continue,
        };
        svg += &format!(r#"<circle cx="{}" cy="{}" r="1.2" fill="{colour}"></circle>"#, x(i), 40.0 - value(m) * 40.0);
    }
    graph.set_inner_html(&svg);
    let _ = graph.set_attribute("aria-label", &msg::analysis_graph(list.len()));
}

/// A click on the graph goes to the move under it.
fn graph_clicked(client_x: f64) {
    let Some(graph) = by_id::<Element>("an-graph") else { return };
    let indices: Vec<usize> = with(|r| r.result.as_ref().map(|k| k.moves.iter().map(|m| m.index).collect())).unwrap_or_default();
    let Some(last) = indices.len().checked_sub(1) else { return };
    let box_ = graph.get_bounding_client_rect();
    if box_.width() <= 0.0 {
        return;
    }
    let at = (((client_x - box_.left()) / box_.width()) * last as f64).round().clamp(0.0, last as f64) as usize;
    if let Some(&index) = indices.get(at) {
        go_to_move(index);
    }
}

/// The move list's main-line moves carry their review marks.
pub fn marks() {
    let marks: Vec<(usize, String)> = with(|r| r.result.as_ref().map(|k| k.moves.iter().filter(|m| m.class != "good").map(|m| (m.index + 1, m.class.clone())).collect())).unwrap_or_default();
    if marks.is_empty() {
        return;
    }
    let Some(buttons) = dom::document().and_then(|d| d.query_selector_all("#an-moves button[data-main]").ok()) else { return };
    for i in 0..buttons.length() {
        let Some(b) = buttons.item(i).and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok()) else { continue };
        let ply: Option<usize> = b.get_attribute("data-ply").and_then(|p| p.parse().ok());
        if let Some((_, mark)) = marks.iter().find(|(at, _)| Some(*at) == ply) {
            let _ = b.class_list().add_1(mark);
            b.set_title(&msg::analysis_class(mark.as_str()));
        }
    }
}

/// Learn from your mistakes: the position before each mistake, to find a better move.
fn end_lesson() {
    with(|r| r.lesson = None);
    set_hidden("an-lesson-row", true);
    set_text("an-lesson", "");
}

fn open_lesson(k: usize) {
    let found = with(|r| {
        let lesson = r.lessons.get(k)?;
        let m = r.result.as_ref()?.moves.get(lesson.review)?.clone();
        r.lesson = Some(k);
        Some((m, r.lessons.len()))
    });
    let Some((m, count)) = found else {
        end_lesson();
        return set_text("an-lesson", &msg::analysis_last_mistake());
    };
    set_hidden("an-lesson-row", false);
    set_text("an-lesson", &msg::analysis_lesson(k + 1, count, m.index + 1, m.played.as_str(), m.class.as_str()));
    match m.index.checked_sub(1) {
        None => super::send(session::Request::Step(Step::First)),
        Some(before) => go_to_move(before),
    }
}

/// After each move on show: in a lesson, judges a move played from its position.
pub fn lesson_check(record: &str) {
    let Some((lesson, m)) = with(|r| {
        let lesson = r.lessons.get(r.lesson?)?.clone();
        let m = r.result.as_ref()?.moves.get(lesson.review)?.clone();
        Some((lesson, m))
    }) else {
        return;
    };
    let actions = actions_of(record);
    if actions.len() != m.index + 1 {
        return;
    }
    let Some(played) = actions.last().cloned() else { return };
    if played == m.played_long {
        set_text("an-lesson", &msg::analysis_lesson_same(m.played.as_str(), m.class.as_str()));
        super::send(session::Request::Step(Step::Prev));
    } else if lesson.accepted.contains(&played) {
        set_text("an-lesson", &msg::analysis_lesson_right(&played));
        set_hidden("an-lesson-row", false);
    } else {
        set_text("an-lesson", &msg::analysis_lesson_wrong(&played));
        super::send(session::Request::Delete);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_keeps_the_key_its_reviews_were_stored_under() {
        // The key the page's earlier script gave this record (FNV-1a over UTF-16 code units).
        let record = "gboards-record 1\ngame gyges\nseed 1\nplayers human hard\na1-a2 {é}\nend resign\n";
        assert_eq!(key_of(record), "gboards.review.745c2cdc");
        assert_eq!(key_of(&record.replace("players human hard", "players hard human")), key_of(record), "the players do not change the game");
    }

    #[test]
    fn the_actions_and_the_people_of_a_record_are_read() {
        let record = "gboards-record 1\ngame gype\noption seats=SWN\nseed 1\nplayers human easy human\n# a note\ne3-e4\n\ne6-e5\nend resigned 1\n";
        assert_eq!(actions_of(record), ["e3-e4", "e6-e5"]);
        assert_eq!(human_seats(record), Some(vec![0, 2]));
        assert_eq!(human_seats("gboards-record 1\ngame gyges\n"), None);
        assert!(many_seats(record));
        assert!(!many_seats("gboards-record 1\ngame gype\noption seats=SN\n"));
        assert!(!many_seats("gboards-record 1\ngame gyges\n"));
    }
}
