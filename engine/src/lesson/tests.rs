//! The format's errors and the checker's verdicts on small courses written here.

use super::{Course, LessonError, Refusal, Task, Verdict};
use crate::error::Study;

const GYGES_STEP: &str = "game gyges\nlesson L\nstep S\nposition ....../....../....../....../....../..1... S\nsay Move.\nask any\nwrong c1-c3\n";

fn syntax_line(text: &str) -> usize {
    match Course::parse(text) {
        Err(LessonError::Syntax { line, .. }) => line,
        other => panic!("expected a syntax error, got {other:?}"),
    }
}

#[test]
fn lesson_format_errors_name_their_line() {
    assert_eq!(syntax_line("lesson L\n"), 1, "the game comes first");
    assert_eq!(syntax_line("game gyges\nstep S\n"), 2, "a step needs a lesson");
    assert_eq!(syntax_line("game gyges\nlesson L\nstep S\nsay x\nbogus 1\n"), 5);
    assert_eq!(syntax_line("game gyges\nlesson L\nstep S\nsay x\n"), 3, "no ask");
    assert_eq!(syntax_line("game gyges\nlesson L\nstep S\nsay x\nask any\nshow c1-c2\n"), 6);
    assert_eq!(syntax_line("game gyges\nlesson L\nstep S\nsay x\nask goal\n"), 3, "a property needs a solution");
    assert_eq!(syntax_line("game gyges\nlesson L\nstep S\nsay x\nask any\nhint a\nhint b\n"), 7);
    assert_eq!(syntax_line("game gyges\nlesson L\nlesson M\nstep S\nsay x\nask any\n"), 3, "an empty lesson");
    assert_eq!(syntax_line("game gyges\n"), 1, "no lesson");
    assert_eq!(syntax_line(&format!("game gyges\nlesson {}\n", "x".repeat(3000))), 2);
    let e = Course::parse("game chess\n").unwrap_err();
    assert!(matches!(e, LessonError::Rules { line: 1, .. }), "{e:?}");
    assert_eq!(e.to_string(), "lesson file, line 1: unknown game 'chess' (expected gyges, gype or gipf)");
}

#[test]
fn lesson_rules_are_checked_on_load() {
    let bad_position = GYGES_STEP.replace("..1... S", "..1... X");
    assert!(matches!(Course::parse(&bad_position), Err(LessonError::Rules { line: 4, .. })), "the position's line");
    let bad_answer = GYGES_STEP.replace("ask any", "ask one-of c1-c3");
    assert!(matches!(Course::parse(&bad_answer), Err(LessonError::Rules { line: 6, .. })), "the ask line");
    let bad_property = GYGES_STEP.replace("ask any", "ask fly\nsolution c1-c2");
    let e = Course::parse(&bad_property).unwrap_err();
    assert!(e.to_string().contains("unknown Gygès property 'fly'"), "{e}");
    let bad_demo = GYGES_STEP.replace("ask any\nwrong c1-c3", "show c1-c2; c1-c2");
    assert!(matches!(Course::parse(&bad_demo), Err(LessonError::Rules { line: 6, .. })), "the show line");
    let bad_option = GYGES_STEP.replace("say Move.", "options replace=maybe\nsay Move.");
    assert!(matches!(Course::parse(&bad_option), Err(LessonError::Rules { line: 5, .. })), "the options line");
    let bad_solution = GYGES_STEP.replace("ask any", "ask goal\nsolution c1-c3");
    assert!(matches!(Course::parse(&bad_solution), Err(LessonError::Rules { line: 7, .. })), "the solution line");
    let bad_lesson_option = GYGES_STEP.replace("lesson L", "lesson L\noptions replace=maybe");
    assert!(matches!(Course::parse(&bad_lesson_option), Err(LessonError::Rules { line: 3, .. })), "the lesson's options line");
}

#[test]
fn lesson_steps_read_back() {
    let text = "# a comment\ngame gyges\n\nlesson First\nabout One.\nabout Two.\noptions replace=on\nstep S\nsay Move\nsay it.\nask one-of c1-b1 | c1-d1\nwrong c1-c3\n";
    let c = Course::parse(&text.replace("replace=on", "")).err().map(|e| e.to_string());
    assert!(c.is_some(), "'options' needs a value");
    let c = Course::parse(&text.replace("step S", "step S\nposition ....../....../....../....../....../..1... S")).unwrap();
    let (lesson, step) = (&c.lessons[0], &c.lessons[0].steps[0]);
    assert_eq!((lesson.title.as_str(), lesson.about.as_str()), ("First", "One. Two."));
    assert_eq!(step.text, "Move it.");
    assert_eq!(step.options, vec![("replace".to_string(), "on".to_string())]);
    assert_eq!(step.task, Task::OneOf(vec![vec!["c1-b1".into()], vec!["c1-d1".into()]]));
    assert_eq!(c.start(0, 0).unwrap(), "....../....../....../....../....../..1... S");
    assert!(matches!(c.answer(0, 0, "c1-d1").unwrap(), Verdict::Accepted { .. }));
    assert!(matches!(c.answer(0, 0, "c1-c2").unwrap(), Verdict::Refused { .. }));
    assert_eq!(c.demonstration(0, 0).unwrap(), vec![]);
    assert_eq!(c.start(1, 0), Err(LessonError::NoSuchStep { lesson: 1, step: 0 }));
}

#[test]
fn lesson_answers_from_nowhere_are_refused() {
    let c = Course::parse(GYGES_STEP).unwrap();
    for answer in ["a1-a2", "", ";", "c1-c2;c6-c5", "zz", "c1-c2-c3-c4-c5-c6-N"] {
        assert!(matches!(c.answer(0, 0, answer).unwrap(), Verdict::Refused { .. }), "{answer}");
    }
    match c.answer(0, 0, "c1-c2;c2-c3").unwrap() {
        Verdict::Refused { why } => {
            assert_eq!(why, Refusal::Answer(Study::AfterTurn { text: "c2-c3".into() }));
            assert_eq!(why.to_string(), "'c2-c3' comes after your turn is over.");
        }
        v => panic!("{v:?}"),
    }
}

#[test]
fn lesson_turns_go_on_until_the_removal() {
    let text = "game gipf\nlesson Rows\noptions version=basic\nstep Row\nposition W:c3,c4,c5 B:b2,e8,h2 10/10 W\n\
                say Make a row.\nask row\nsolution c2;x\nhint No row.\nwrong d2\n\
                step Demo\nposition W:c3,c4,c5 B:b2,e8,h2 10/10 W\nsay Watch.\nshow c2; x\n";
    let c = Course::parse(text).unwrap();
    let Verdict::Continue { position } = c.answer(0, 0, "c2").unwrap() else { panic!() };
    assert!(position.contains("moved=yes"), "{position}");
    assert!(matches!(c.answer(0, 0, "c2;x").unwrap(), Verdict::Accepted { .. }));
    assert_eq!(c.answer(0, 0, "d2").unwrap(), Verdict::Refused { why: Refusal::Missed(Some("No row.".into())) });
    let frames = c.demonstration(0, 1).unwrap();
    assert_eq!(frames.iter().map(|f| f.action.as_str()).collect::<Vec<_>>(), ["c2", "xc2,c3,c4,c5"]);
    assert_eq!(frames[1].position, "W: B:b2,e8,h2 13/10 B version=basic turn=1");
    assert!(matches!(c.answer(0, 1, "c2").unwrap(), Verdict::Refused { .. }), "a demonstration asks nothing");
}
