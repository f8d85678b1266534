//! The lesson commands on the shipped lesson files, as the loader sends them.

use super::Lessons;
use crate::message::LessonRequest;
use crate::event::{Board, CourseMap, Event, StepHead};
use engine::any::match_from_record;
use engine::kind::GameKind;
use engine::lesson::{Course, Task};

const FILES: [(&str, &str); 3] = [
    ("gyges", include_str!("../../../../www/lessons/gyges.txt")),
    ("gype", include_str!("../../../../www/lessons/gype.txt")),
    ("gipf", include_str!("../../../../www/lessons/gipf.txt")),
];

fn loaded() -> Lessons {
    let mut l = Lessons::default();
    for (game, text) in FILES {
        assert_eq!(l.request(LessonRequest::Course { game: game.to_string(), file: text.to_string() }), vec![], "{game}");
    }
    l
}

/// The events of a kind as the player reads them (in English).
fn kinds(events: &[Event], kind: &str) -> Vec<String> {
    events.iter().filter(|e| e.kind() == kind).map(|e| e.text()).collect()
}

/// The one progress event's game and stored text.
fn progress(events: &[Event]) -> (&str, &str) {
    match events.iter().filter_map(|e| if let Event::Progress { game, stored } = e { Some((game.as_str(), stored.as_str())) } else { None }).collect::<Vec<_>>()[..] {
        [one] => one,
        ref other => panic!("expected one progress event, got {other:?} in {events:?}"),
    }
}

fn progress_of(game: &str, stored: &str) -> LessonRequest {
    LessonRequest::Progress { game: game.into(), stored: stored.into() }
}

fn one(events: &[Event], kind: &str) -> String {
    match &kinds(events, kind)[..] {
        [text] => text.clone(),
        other => panic!("expected one '{kind}' event, got {other:?} in {events:?}"),
    }
}

fn map_of(events: &[Event]) -> &CourseMap {
    match &events.iter().filter(|e| matches!(e, Event::Map(_))).collect::<Vec<_>>()[..] {
        [Event::Map(map)] => map,
        other => panic!("expected one map, got {other:?}"),
    }
}

fn step_of(events: &[Event]) -> &StepHead {
    match &events.iter().filter(|e| matches!(e, Event::Step(_))).collect::<Vec<_>>()[..] {
        [Event::Step(head)] => head,
        other => panic!("expected one step, got {other:?}"),
    }
}

/// A map's lessons as `(done, steps, title)`.
fn rows(map: &CourseMap) -> Vec<(usize, usize, &str)> {
    map.lessons.iter().map(|l| (l.done, l.steps, l.title.as_str())).collect()
}

#[test]
fn a_map_lists_lessons_with_progress() {
    let mut l = loaded();
    assert!(l.request(progress_of("gyges", "1:1,2 2:1")).is_empty());
    let events = l.request(LessonRequest::Map("gyges".into()));
    let map = map_of(&events);
    assert_eq!((map.game.as_str(), map.name.as_str()), ("gyges", "Gygès"));
    assert_eq!(map.lessons.len(), 4, "four lessons");
    assert_eq!(rows(map)[..2], [(2, 6, "First moves"), (1, 5, "Bounces and the goal")]);
    assert!(map.lessons[0].about.starts_with("Place your pieces"), "{:?}", map.lessons[0]);
    assert_eq!(one(&events, "id"), "gyges");
    // Reset empties it and says so.
    let events = l.request(LessonRequest::Reset("gyges".into()));
    assert_eq!(progress(&events), ("gyges", ""));
    assert!(map_of(&events).lessons.iter().all(|l| l.done == 0));
    assert!(one(&events, "say").contains("reset"));
}

#[test]
fn corrupt_progress_is_reported_and_reset() {
    let mut l = loaded();
    let events = l.request(progress_of("gipf", "{\"lessons\": 3}"));
    assert!(one(&events, "say").starts_with("Your stored GIPF lesson progress could not be read ("), "{events:?}");
    assert_eq!(progress(&events), ("gipf", ""));
    assert!(map_of(&l.request(LessonRequest::Map("gipf".into()))).lessons.iter().all(|l| l.done == 0));
}

#[test]
fn a_step_is_answered_wrong_then_right() {
    let mut l = loaded();
    // Lesson 2 of Gygès opens at its first step: bounce once.
    let events = l.request(LessonRequest::Open("gyges-2".into()));
    assert_eq!(one(&events, "id"), "gyges-2");
    let head = StepHead {
        game: "gyges".into(),
        lesson: 2,
        step: 1,
        lessons: 4,
        demonstration: false,
        lesson_title: "Bounces and the goal".into(),
        step_title: "Bounce".into(),
        marks: "00000".into(),
    };
    assert_eq!(step_of(&events), &head);
    assert!(one(&events, "teach").starts_with("A run may end on another piece."));
    assert!(matches!(events.iter().find(|e| e.kind() == "open"), Some(Event::Open(Board { seat: Some(0), .. }))), "South plays: {events:?}");
    let open = one(&events, "open");
    let start = match_from_record(&open).unwrap().position_string();
    assert_eq!(one(&events, "state"), "asking");
    // A legal move that misses the point: the step's hint, and the start again.
    let events = l.play("c1-b1");
    assert_eq!(one(&events, "state"), "wrong");
    assert_eq!(one(&events, "say"), "That move stops on an empty square. Land on the double on c2 instead.");
    assert_eq!(one(&events, "open"), open, "the position is set back");
    assert!(kinds(&events, "progress").is_empty());
    // Show me: the answer's move, in the page's notation.
    assert_eq!(one(&l.hint(), "hint"), "c1-c2-c4");
    let events = l.play("c1-c2-c4");
    assert_eq!(one(&events, "state"), "right");
    assert_eq!(one(&events, "say"), "Bounced: the double sent you two squares further.");
    assert_eq!(progress(&events), ("gyges", "2:1"));
    assert_eq!(one(&events, "marks"), "10000");
    assert!(one(&l.play("c4-c5"), "say").contains("press Next"), "the step is over");
    // Next: the second step; Undo on the board starts it again.
    let events = l.request(LessonRequest::Next);
    assert_eq!((step_of(&events).lesson, step_of(&events).step), (2, 2));
    let events = l.request(LessonRequest::Replay);
    assert_eq!(one(&events, "state"), "asking");
    assert_ne!(match_from_record(&one(&events, "open")).unwrap().position_string(), start);
}

#[test]
fn a_gipf_turn_waits_for_its_removal() {
    let mut l = loaded();
    let events = l.request(LessonRequest::Open("gipf-2".into()));
    assert_eq!((step_of(&events).lesson_title.as_str(), step_of(&events).step_title.as_str()), ("Rows", "Make a row and remove it"));
    assert_eq!(l.play("c2"), vec![], "the push: the turn goes on");
    let events = l.play("xc2,c3,c4,c5");
    assert_eq!(one(&events, "state"), "right", "{events:?}");
    // A whole turn that misses the point is judged once its removal is made.
    l.request(LessonRequest::Step(3));
    assert_eq!(l.play("c2"), vec![]);
    let events = l.play("xc2,c3,c4,Gc5");
    assert_eq!(one(&events, "state"), "wrong", "{events:?}");
    assert_eq!(one(&events, "say"), "Your GIPF-piece went with the row. Remove the row but leave the GIPF-piece on c5.");
}

#[test]
fn the_last_step_ends_the_lesson() {
    let mut l = loaded();
    l.request(progress_of("gyges", "3:1"));
    let events = l.request(LessonRequest::Open("gyges-3".into()));
    assert_eq!((step_of(&events).lesson, step_of(&events).step), (3, 2), "the first step not done");
    let events = l.play("b2-b3");
    assert_eq!(one(&events, "state"), "end", "{events:?}");
    assert!(one(&events, "say").contains("Lesson complete: When the nearest row is stuck, 2 of 2 steps."), "{events:?}");
    let events = l.request(LessonRequest::Next);
    assert_eq!((step_of(&events).lesson, step_of(&events).step), (4, 1), "on to the next lesson");
}

/// Every demonstration of every file opens as a record and moves that the page's own match
/// plays to the demonstration's last position, dice included.
#[test]
fn demonstrations_play_on_the_page_as_written() {
    let mut l = loaded();
    for (game, text) in FILES {
        let course = Course::parse(text).unwrap();
        assert_eq!(course.kind, GameKind::parse(game).unwrap());
        for (i, lesson) in course.lessons.iter().enumerate() {
            for (j, step) in lesson.steps.iter().enumerate() {
                if !matches!(step.task, Task::Watch(_)) {
                    continue;
                }
                l.request(LessonRequest::Open(format!("{game}-{}", i + 1)));
                let events = l.request(LessonRequest::Step(j + 1));
                assert_eq!(one(&events, "state"), "watching", "{game} {}: {events:?}", step.title);
                let Some(Event::Open(Board { seat: None, record })) = events.iter().find(|e| e.kind() == "open") else { panic!("a demonstration opens a board to watch: {events:?}") };
                let mut m = match_from_record(record).unwrap();
                for action in kinds(&events, "move") {
                    m.play_text(&action).unwrap();
                }
                let frames = course.demonstration(i, j).unwrap();
                assert_eq!(m.position_string(), frames.last().unwrap().position, "{game}: {}", step.title);
                assert!(!kinds(&l.request(LessonRequest::Watched), "state").is_empty());
            }
        }
    }
}

#[test]
fn bad_lesson_commands_are_answered_in_words() {
    let mut l = loaded();
    let open = |what: &str| LessonRequest::Open(what.into());
    let course = |file: &str| LessonRequest::Course { game: "gyges".into(), file: file.into() };
    for request in [open("gyges-9"), open("gyges"), open("chess-1"), LessonRequest::Step(2), LessonRequest::Next, LessonRequest::Map(String::new()), course("game gype"), course("nonsense")] {
        let events = l.request(request.clone());
        assert!(!one(&events, "say").is_empty(), "{request:?}");
    }
    assert!(one(&l.play("c1-c2"), "say").contains("No lesson"));
}

/// The English messages (`www/i18n/en.ftl`).
fn english_messages() -> Vec<(String, String)> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("www/i18n");
    let text = std::fs::read_to_string(root.join("en.ftl")).unwrap();
    let resource = fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(_, errors)| panic!("{errors:?}"));
    let mut out = Vec::new();
    for entry in &resource.body {
        let Entry::Message(m) = entry else { continue };
        let Some(value) = &m.value else { continue };
        let words = value.elements.iter().map(|e| match e {
            PatternElement::TextElement { value } => value.to_string(),
            PatternElement::Placeable { expression: Expression::Inline(InlineExpression::StringLiteral { value }) } => value.to_string(),
            other => format!("{other:?}"),
        });
        out.push((m.id.name.to_string(), words.collect()));
    }
    out
}

/// Every line a player reads in the lesson files (titles, what a lesson is about, a step's text,
/// hint and praise) has its message (`said::lesson_id`) with the file's English, so the other
/// languages can give it; and no lesson message is left over from lines that are gone.
#[test]
fn every_lesson_line_has_its_message() {
    use crate::said::lesson_id;
    let messages = english_messages();
    let english = |id: &str| messages.iter().find(|(i, _)| i == id).map(|(_, text)| text.as_str());
    let mut wanted = Vec::new();
    for (game, text) in FILES {
        let course = Course::parse(text).unwrap();
        for (i, lesson) in course.lessons.iter().enumerate() {
            let mut lines = vec![(lesson_id(game, i + 1, None, "title"), lesson.title.as_str()), (lesson_id(game, i + 1, None, "about"), lesson.about.as_str())];
            for (j, step) in lesson.steps.iter().enumerate() {
                let id = |field| lesson_id(game, i + 1, Some(j + 1), field);
                lines.extend([(id("title"), step.title.as_str()), (id("say"), step.text.as_str())]);
                lines.extend(step.hint.as_deref().map(|h| (id("hint"), h)));
                lines.extend(step.praise.as_deref().map(|p| (id("praise"), p)));
            }
            for (id, line) in lines.into_iter().filter(|(_, line)| !line.is_empty()) {
                assert_eq!(english(&id), Some(line), "{id}: www/i18n/en.ftl must say what the lesson file says");
                wanted.push(id);
            }
        }
    }
    let left_over: Vec<_> = messages.iter().map(|(id, _)| id).filter(|id| id.starts_with("study-lesson-") && !wanted.contains(id)).collect();
    assert!(left_over.is_empty(), "lesson messages for no line of the files: {left_over:?}");
}
