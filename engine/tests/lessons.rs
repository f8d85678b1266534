//! Every step of every shipped lesson, played through the engine: each expected answer is
//! accepted, each listed wrong answer is refused with an explanation, every demonstration plays
//! to its end. And no lesson text, however broken, panics the parser or the checker.

use engine::any::new_match;
use engine::kind::GameKind;
use engine::lesson::{Course, LessonError, Refusal, Task, Verdict};
use engine::rng::Rng;
use std::path::PathBuf;

fn lesson_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../www/lessons")
}

fn read(game: &str) -> String {
    let path = lesson_dir().join(format!("{game}.txt"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn course(kind: GameKind) -> Course {
    let file = match kind {
        GameKind::Gyges => "gyges",
        GameKind::Gype => "gype",
        GameKind::Gipf => "gipf",
    };
    let c = Course::parse(&read(file)).unwrap_or_else(|e| panic!("{file}.txt: {e}"));
    assert_eq!(c.kind, kind, "{file}.txt names its own game");
    c
}

/// Plays `answer` action by action: every proper prefix must let the turn go on, the whole
/// answer must be accepted.
fn assert_accepted(c: &Course, l: usize, s: usize, answer: &[String], what: &str) {
    for k in 1..answer.len() {
        let prefix = answer[..k].join(";");
        let v = c.answer(l, s, &prefix).unwrap();
        assert!(matches!(v, Verdict::Continue { .. }), "{what}: '{prefix}' should let the turn go on, got {v:?}");
    }
    let text = answer.join(";");
    let v = c.answer(l, s, &text).unwrap();
    assert!(matches!(v, Verdict::Accepted { .. }), "{what}: '{text}' should be accepted, got {v:?}");
}

#[test]
fn every_step_of_every_lesson_plays() {
    for kind in GameKind::ALL {
        let c = course(kind);
        let mut steps = 0;
        for (l, lesson) in c.lessons.iter().enumerate() {
            for (s, step) in lesson.steps.iter().enumerate() {
                steps += 1;
                let what = format!("{} '{}', step '{}' (line {})", kind.name(), lesson.title, step.title, step.line);
                c.start(l, s).unwrap_or_else(|e| panic!("{what}: {e}"));
                if let Task::Watch(actions) = &step.task {
                    let frames = c.demonstration(l, s).unwrap_or_else(|e| panic!("{what}: {e}"));
                    assert_eq!(frames.len(), actions.len(), "{what}: the demonstration plays to its end");
                    continue;
                }
                match &step.task {
                    Task::OneOf(answers) => answers.iter().for_each(|a| assert_accepted(&c, l, s, a, &what)),
                    _ => {}
                }
                if let Some(solution) = &step.solution {
                    assert_accepted(&c, l, s, solution, &what);
                }
                assert!(!step.wrong.is_empty(), "{what}: list at least one wrong answer");
                let mut hint_heard = false;
                for wrong in &step.wrong {
                    let explanation = match c.answer(l, s, wrong).unwrap() {
                        Verdict::Refused { why } => why.to_string(),
                        v => panic!("{what}: the wrong answer '{wrong}' got {v:?}"),
                    };
                    // A legal wrong answer hears the step's hint, an illegal one the engine's reason.
                    let start = c.start(l, s).unwrap();
                    let mut m = new_match(kind.name(), &step.options, Some(&start), 1).unwrap();
                    let legal = wrong.split(';').map(str::trim).filter(|t| !t.is_empty()).all(|t| m.play_text(t).is_ok());
                    if legal {
                        let hint = step.hint.as_deref().unwrap_or("That is legal, but it is not what this step asks.");
                        assert_eq!(explanation, hint, "{what}: the legal wrong answer '{wrong}'");
                        hint_heard = true;
                    } else {
                        assert_ne!(Some(explanation.as_str()), step.hint.as_deref(), "{what}: '{wrong}' is illegal: the engine says why");
                    }
                }
                assert!(step.hint.is_none() || hint_heard, "{what}: list a legal wrong answer that hears the hint");
            }
        }
        assert!(steps > 0, "{}: no steps", kind.name());
        println!("{}: {} lessons, {} steps", kind.name(), c.lessons.len(), steps);
    }
}

/// A legal answer without the asked property is refused with the step's own hint, an illegal
/// one with the rules engine's reason.
#[test]
fn refusals_explain_why() {
    let text = "game gyges\nlesson Bounces\nstep Bounce once\nposition ....../....../....../....../..2.../..1... S\n\
                say Land on the double.\nask bounce 1\nsolution c1-c2-c4\nhint Land on the double and bounce.\nwrong c1-b1\n";
    let c = Course::parse(text).unwrap();
    assert_eq!(c.answer(0, 0, "c1-b1").unwrap(), Verdict::Refused { why: Refusal::Missed(Some("Land on the double and bounce.".into())) });
    match c.answer(0, 0, "c1-c3").unwrap() {
        Verdict::Refused { why: Refusal::Rules(e) } => assert!(e.to_string().starts_with("illegal move"), "{e}"),
        v => panic!("{v:?}"),
    }
    assert!(matches!(c.answer(0, 0, "c1-c2-c4").unwrap(), Verdict::Accepted { .. }));
    assert_eq!(c.answer(0, 1, "c1-b1"), Err(LessonError::NoSuchStep { lesson: 0, step: 1 }));
}

/// Lesson text made of pieces of the real files, shuffled and damaged, never panics the parser,
/// and a course that loads never panics the checker on random answers.
#[test]
fn arbitrary_lesson_text_never_panics() {
    let sources: Vec<String> = ["gyges", "gype", "gipf"].iter().map(|g| read(g)).collect();
    let lines: Vec<&str> = sources.iter().flat_map(|s| s.lines()).collect();
    let junk = ["", " ", ";", "|", "ask", "show", "step", "lesson", "game", "@", "-", "=", "é", "\u{0}", "9999999999", "x;x;x"];
    let mut rng = Rng::new(23);
    let mut loaded = 0;
    for round in 0..3000 {
        // Half the rounds damage a few lines of a real file, half shuffle lines of all files.
        let mut picked: Vec<String> = if round % 2 == 0 {
            sources[rng.below(sources.len())].lines().map(String::from).collect()
        } else {
            let header = ["game gyges", "game gype", "game gipf", "", "game chess"];
            let mut v = vec![header[rng.below(header.len())].to_string()];
            v.extend((0..rng.below(40)).map(|_| lines[rng.below(lines.len())].to_string()));
            v
        };
        for _ in 0..rng.below(3) {
            let i = rng.below(picked.len());
            let line = &mut picked[i];
            match rng.below(3) {
                0 => line.clear(),
                1 => {
                    let at = line.char_indices().nth(rng.below(line.chars().count() + 1)).map_or(line.len(), |(i, _)| i);
                    line.insert_str(at, junk[rng.below(junk.len())]);
                }
                _ => {
                    let keep = line.chars().count().saturating_sub(rng.below(8));
                    *line = line.chars().take(keep).collect();
                }
            }
        }
        let text = picked.join("\n");
        if let Ok(c) = Course::parse(&text) {
            loaded += 1;
            for _ in 0..4 {
                let l = rng.below(c.lessons.len() + 1);
                let s = rng.below(4);
                let answer = lines[rng.below(lines.len())].split_whitespace().last().unwrap_or("");
                let _ = c.answer(l, s, answer);
                let _ = c.demonstration(l, s);
                let _ = c.start(l, s);
            }
        }
    }
    assert!(loaded > 0, "some shuffled files still load");
}
