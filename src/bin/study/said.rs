//! What the study module says to the player, as data. The solver runs in a worker, which has no
//! language: it names each sentence with its values (`Said`), and the page side words it in the
//! player's language (`Said::text`, through `i18n::msg`; in the worker and in native tests, in
//! English). A lesson file's own lines (titles, texts, hints, praise) are English in the file;
//! their translations are messages named by their place (`lesson_id`), which the page side asks
//! of the language module by id (`window.gboardsLang.formatId(id, args)`), falling back to the
//! file's English.

use crate::i18n::language;
use crate::i18n::msg;
use crate::reason;
use engine::error::{Error, Reason};
use engine::kind::GameKind;
use engine::lesson::LessonError;
use engine::puzzle::theme::Theme;
use serde::{Deserialize, Serialize};

/// A line of a lesson file: its message id (`lesson_id`) and its English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonLine {
    pub id: String,
    pub english: String,
}

impl LessonLine {
    pub fn new(id: String, english: &str) -> LessonLine {
        LessonLine { id, english: english.to_string() }
    }

    /// The line in the player's language where it has it, else the file's English.
    pub fn text(&self) -> String {
        lesson_text(&self.id, &self.english)
    }
}

/// The message id of a line of a game's lesson file, `lesson` and `step` counted from 1: a
/// lesson's `study-lesson-<game>-<lesson>-<field>` (`title`, `about`), a step's
/// `study-lesson-<game>-<lesson>-<step>-<field>` (`title`, `say`, `hint`, `praise`).
pub fn lesson_id(game: &str, lesson: usize, step: Option<usize>, field: &str) -> String {
    match step {
        Some(step) => format!("study-lesson-{game}-{lesson}-{step}-{field}"),
        None => format!("study-lesson-{game}-{lesson}-{field}"),
    }
}

/// Lesson line `id` in the player's language, else `english` (the lesson file's).
pub fn lesson_text(id: &str, english: &str) -> String {
    language::by_id(id).unwrap_or_else(|| english.to_string())
}

/// A game's name as players read it, from its lower-case name.
pub fn game_name(game: &str) -> String {
    GameKind::parse(game).map_or_else(|_| game.to_string(), |g| g.display_name().to_string())
}

/// What a puzzle asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Aim {
    Win,
    /// Capture this many pieces more than the player loses.
    Capture(u32),
    /// Table Gype: finish, or block.
    FinishOrBlock,
}

/// A sentence for the player, worded on the page. Games are named by their lower-case name;
/// text from the engine (its errors' reasons) or the page's storage is shown as it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Said {
    /// Nothing: the line is cleared.
    Nothing,
    /// Words of the browser or of a stored rating, as they are (English).
    Plain(String),
    /// The engine's error, worded here.
    Engine(Box<Error>),
    /// A reason alone, without an error's frame (a lesson's refusal of an answer).
    Reason(Box<Reason>),
    /// What is wrong with a lesson file (its authors' words for a line that does not read:
    /// the files the site ships are checked by the tests) or a request about it.
    LessonFile(Box<LessonError>),
    /// A reason said on its own: capitalised, with a full stop.
    Sentence(Box<Said>),
    /// Sentences one after another.
    Sentences(Vec<Said>),
    /// A line of a lesson file.
    Lesson(LessonLine),
    /// The worker was sent something that is not a request.
    NotACommand,
    // Puzzles (`session`).
    PuzzleFileUnread(Box<Error>),
    StreakUnread(Box<Error>),
    Streak { streak: u32, best: u32, solved: u32, reset: Option<Box<Said>> },
    NoThemeGame(String),
    NoTheme(String),
    NoPuzzleToRetry,
    NoPuzzlesLoaded,
    NoPuzzleWithTheme { game: String, theme: String },
    NoPuzzles(String),
    NotAPuzzleId(String),
    PuzzleOutOfRange { count: usize, game: String, id: String },
    CannotOpen(Box<Said>),
    PuzzleOpen { game: String, number: usize, aim: Aim, moves: u32 },
    NoPuzzleOpen,
    TryOver,
    OutOfStep(Box<Error>),
    Solved { action: String, material: bool },
    StreakGrows,
    /// A puzzle's themes, by their keys.
    Themes { game: String, keys: Vec<String> },
    RightGoesOn { game: String, left: u32 },
    RightReply { game: String, replies: String, left: u32 },
    WrongWins { action: String, refutation: String },
    WrongNoWin { action: String, refutation: String },
    PressTryAgain,
    NoWinLeft,
    NoHint(Box<Error>),
    HintPiece,
    HintMove(String),
    // Ratings (`rating`).
    ProfileAside(String),
    RatingsUnread(Box<Said>),
    RatingsLine { line: usize, why: Box<Said> },
    RatingsExpected,
    Rating { game: String, rating: i64, provisional: bool },
    RatedBefore { rating: i64, provisional: bool },
    RatingChange { before: i64, after: i64, provisional: bool },
    // Lessons (`lesson`, `progress`).
    LessonsNotLoaded(String),
    LessonsUnread { game: String, error: Box<LessonError> },
    WrongLessonFile { game: String, teaches: String },
    NotALessonName(String),
    LessonOutOfRange { count: usize, game: String, name: String },
    NoLessonOpen,
    StepsOneTo(usize),
    CannotShow(Box<Said>),
    NobodyToAct,
    NoSeed,
    ProgressUnread { game: String, error: Box<Said> },
    ProgressNotNumber { text: String, max: usize },
    ProgressNotItem(String),
    ProgressReset(String),
    WatchDemonstration,
    RightPressNext,
    SetBack,
    NoStepOpen,
    StepDone,
    DemonstrationSeen,
    /// A step's praise when its file gives none.
    Right,
    /// A step's hint when its file gives none.
    Missed,
    LessonComplete { title: LessonLine, done: usize, steps: usize },
    LessonLastStep { title: LessonLine, done: usize, steps: usize },
    NextOrAll,
    LastLesson,
    IsDemonstration,
    AnyMove,
    LikeThis(String),
    NoLessonHint,
}

impl Said {
    /// A reason said on its own.
    pub fn sentence(why: Said) -> Said {
        Said::Sentence(Box::new(why))
    }

    /// Words of the browser or of a stored rating.
    pub fn plain(text: impl ToString) -> Said {
        Said::Plain(text.to_string())
    }

    /// The engine's error.
    pub fn engine(e: Error) -> Said {
        Said::Engine(Box::new(e))
    }

    /// What is wrong with a lesson file or a request about it.
    pub fn lesson(e: LessonError) -> Said {
        Said::LessonFile(Box::new(e))
    }

    /// The sentence in the player's language.
    pub fn text(&self) -> String {
        self.words()
    }

    fn words(&self) -> String {
        let rated = |rating: i64, provisional: bool| crate::stored::shown(rating as f64, provisional);
        match self {
            Said::Nothing => String::new(),
            Said::Plain(text) => text.clone(),
            Said::Engine(e) => reason::engine_words(e),
            Said::Reason(why) => reason::words(why),
            Said::LessonFile(e) => match &**e {
                LessonError::Syntax { line, message } => msg::reason_lesson_file(*line, message),
                LessonError::Rules { line, error } => msg::reason_lesson_file(*line, &reason::engine_words(error)),
                LessonError::NoSuchStep { lesson, step } => msg::reason_lesson_no_step(step + 1, lesson + 1),
            },
            Said::Sentence(why) => capital(&why.words()) + ".",
            Said::Sentences(all) => all.iter().map(Said::words).filter(|s| !s.is_empty()).collect::<Vec<_>>().join(" "),
            Said::Lesson(line) => line.text(),
            Said::NotACommand => msg::study_not_a_command(),
            Said::PuzzleFileUnread(error) => msg::study_puzzle_file_unread(&reason::engine_words(error)),
            Said::StreakUnread(error) => msg::study_streak_unread(&reason::engine_words(error)),
            Said::Streak { streak, best, solved, reset: None } => msg::study_streak(*streak, *best, *solved),
            Said::Streak { streak, best, solved, reset: Some(why) } => msg::study_streak_reset(*streak, *best, *solved, &why.words()),
            Said::NoThemeGame(game) => msg::study_theme_no_game(game),
            Said::NoTheme(theme) => msg::study_theme_unknown(theme),
            Said::NoPuzzleToRetry => msg::study_puzzle_no_retry(),
            Said::NoPuzzlesLoaded => msg::study_puzzle_none_loaded(),
            Said::NoPuzzleWithTheme { game, theme } => msg::study_puzzle_none_with_theme(&game_name(game), &theme_label(game, theme)),
            Said::NoPuzzles(game) => msg::study_puzzle_none(&game_name(game)),
            Said::NotAPuzzleId(id) => msg::study_puzzle_bad_id(id),
            Said::PuzzleOutOfRange { count, game, id } => msg::study_puzzle_out_of_range(*count, &game_name(game), id),
            Said::CannotOpen(why) => msg::study_puzzle_cannot_open(&why.words()),
            Said::PuzzleOpen { game, number, aim, moves } => {
                let length = length(game, *moves);
                let goal = match aim {
                    Aim::Win => msg::study_puzzle_goal_win(&length),
                    Aim::Capture(pieces) => msg::study_puzzle_goal_capture(*pieces, &length),
                    Aim::FinishOrBlock => msg::study_puzzle_goal_gype(&length),
                };
                msg::study_puzzle_open(&game_name(game), *number, &goal)
            }
            Said::NoPuzzleOpen => msg::study_puzzle_none_open(),
            Said::TryOver => msg::study_puzzle_try_over(),
            Said::OutOfStep(error) => msg::study_puzzle_out_of_step(&reason::engine_words(error)),
            Said::Solved { action, material: false } => msg::study_puzzle_solved(action),
            Said::Solved { action, material: true } => msg::study_puzzle_solved_material(action),
            Said::StreakGrows => msg::study_puzzle_streak_grows(),
            Said::Themes { game, keys } => msg::study_puzzle_themes(&keys.iter().map(|k| theme_label(game, k)).collect::<Vec<_>>().join(" · ")),
            Said::RightGoesOn { game, left } => msg::study_puzzle_right_goes_on(&length(game, *left)),
            Said::RightReply { game, replies, left } => msg::study_puzzle_right_reply(replies, &length(game, *left)),
            Said::WrongWins { action, refutation } => msg::study_puzzle_wrong_wins(action, refutation),
            Said::WrongNoWin { action, refutation } => msg::study_puzzle_wrong_no_win(action, refutation),
            Said::PressTryAgain => msg::study_puzzle_press_try_again(),
            Said::NoWinLeft => msg::study_puzzle_no_win_left(),
            Said::NoHint(error) => msg::study_puzzle_no_hint(&reason::engine_words(error)),
            Said::HintPiece => msg::study_puzzle_hint_piece(),
            Said::HintMove(action) => msg::study_puzzle_hint_move(action),
            Said::ProfileAside(error) => msg::study_rating_profile_aside(error),
            Said::RatingsUnread(why) => msg::study_rating_unread(&why.words()),
            Said::RatingsLine { line, why } => msg::study_rating_line(*line, &why.words()),
            Said::RatingsExpected => msg::study_rating_expected(),
            Said::Rating { game, rating, provisional } => msg::study_rating_yours(&game_name(game), &rated(*rating, *provisional)),
            Said::RatedBefore { rating, provisional } => msg::study_rating_tried_before(&rated(*rating, *provisional)),
            Said::RatingChange { before, after, provisional } => msg::study_rating_change(&before.to_string(), &rated(*after, *provisional)),
            Said::LessonsNotLoaded(game) => msg::study_learn_not_loaded(&game_name(game)),
            Said::LessonsUnread { game, error } => msg::study_learn_unreadable(&game_name(game), &Said::LessonFile(error.clone()).words()),
            Said::WrongLessonFile { game, teaches } => msg::study_learn_wrong_file(&game_name(game), &game_name(teaches)),
            Said::NotALessonName(name) => msg::study_learn_bad_name(name),
            Said::LessonOutOfRange { count, game, name } => msg::study_learn_out_of_range(*count, &game_name(game), name),
            Said::NoLessonOpen => msg::study_learn_none_open(),
            Said::StepsOneTo(steps) => msg::study_learn_steps(*steps),
            Said::CannotShow(why) => msg::study_learn_cannot_show(&why.words()),
            Said::NobodyToAct => msg::study_learn_nobody_to_act(),
            Said::NoSeed => msg::study_learn_no_seed(),
            Said::ProgressUnread { game, error } => msg::study_learn_progress_unread(&game_name(game), &error.words()),
            Said::ProgressNotNumber { text, max } => msg::study_learn_progress_not_number(text, *max),
            Said::ProgressNotItem(text) => msg::study_learn_progress_not_item(text),
            Said::ProgressReset(game) => msg::study_learn_progress_reset(&game_name(game)),
            Said::WatchDemonstration => msg::study_learn_watch(),
            Said::RightPressNext => msg::study_learn_right_press_next(),
            Said::SetBack => msg::study_learn_set_back(),
            Said::NoStepOpen => msg::study_learn_no_step_open(),
            Said::StepDone => msg::study_learn_step_done(),
            Said::DemonstrationSeen => msg::study_learn_demonstration_seen(),
            Said::Right => msg::study_learn_right(),
            Said::Missed => msg::study_learn_missed(),
            Said::LessonComplete { title, done, steps } => msg::study_learn_complete(&title.text(), *done, *steps),
            Said::LessonLastStep { title, done, steps } => msg::study_learn_last_step(&title.text(), *done, *steps),
            Said::NextOrAll => msg::study_learn_next_or_all(),
            Said::LastLesson => msg::study_learn_was_last(),
            Said::IsDemonstration => msg::study_learn_is_demonstration(),
            Said::AnyMove => msg::study_learn_any_move(),
            Said::LikeThis(action) => msg::study_learn_like_this(action),
            Said::NoLessonHint => msg::study_learn_no_hint(),
        }
    }
}

impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text())
    }
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// "3 moves" (GIPF: "3 turns", its turns holding a move and its row removals).
fn length(game: &str, n: u32) -> String {
    if game == GameKind::Gipf.name() { msg::study_theme_turns(n) } else { msg::study_theme_moves(n) }
}

/// A puzzle theme's name in `game`, from its key (the engine's English for a key not known
/// here).
pub fn theme_label(game: &str, key: &str) -> String {
    let Some(theme) = Theme::parse(key) else { return key.to_string() };
    match theme {
        Theme::Length(n) => return length(game, n),
        Theme::Win => return msg::study_theme_win(),
        Theme::Material => return msg::study_theme_material(),
        Theme::Motif(_) => {}
    }
    match key {
        "straight" => msg::study_theme_straight(),
        "one-bounce" => msg::study_theme_one_bounce(),
        "bounce-chain" => msg::study_theme_bounce_chain(),
        "replacement" => msg::study_theme_replacement(),
        "step" => msg::study_theme_step(),
        "jump" => msg::study_theme_jump(),
        "jump-chain" => msg::study_theme_jump_chain(),
        "hat-leap" => msg::study_theme_hat_leap(),
        "roll" => msg::study_theme_roll(),
        "row-at-once" => msg::study_theme_row_at_once(),
        "quiet" => msg::study_theme_quiet(),
        _ => GameKind::parse(game).map_or_else(|_| key.to_string(), |g| theme.label(g)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_themes() -> Vec<String> {
        let mut keys: Vec<String> = (1..=engine::puzzle::MAX_MOVES).map(|n| format!("in-{n}")).collect();
        keys.extend(["win", "material", "straight", "one-bounce", "bounce-chain", "replacement", "step", "jump", "jump-chain", "hat-leap", "roll", "row-at-once", "quiet"].map(String::from));
        for game in GameKind::ALL {
            let set = std::fs::read_to_string(format!("{}/www/puzzles/{}.txt", env!("CARGO_MANIFEST_DIR"), game.name())).unwrap();
            for puzzle in engine::puzzle::play::parse_set(&set).unwrap() {
                keys.extend(puzzle.themes().into_iter().map(Theme::key));
            }
        }
        keys.sort();
        keys.dedup();
        keys
    }

    #[test]
    fn themes_read_as_the_engine_names_them() {
        for game in GameKind::ALL {
            for key in all_themes() {
                let theme = Theme::parse(&key).unwrap_or_else(|| panic!("{key}"));
                assert_eq!(theme_label(game.name(), &key), theme.label(game), "{key} in {game:?}");
            }
        }
    }

    #[test]
    fn sentences_read_as_before() {
        let open = |game: &str, aim, moves| Said::PuzzleOpen { game: game.into(), number: 4, aim, moves }.text();
        assert_eq!(open("gyges", Aim::Win, 1), "Gygès puzzle 4: win in 1 move. Your side is at the bottom; you move first.");
        assert_eq!(open("gipf", Aim::Capture(1), 2), "GIPF puzzle 4: capture 1 piece more than you lose (or win) in 2 turns. Your side is at the bottom; you move first.");
        assert_eq!(open("gipf", Aim::Capture(3), 1), "GIPF puzzle 4: capture 3 pieces more than you lose (or win) in 1 turn. Your side is at the bottom; you move first.");
        assert_eq!(open("gype", Aim::FinishOrBlock, 3), "Table Gype puzzle 4: finish or block in 3 moves. Your side is at the bottom; you move first.");
        assert_eq!(Said::RightGoesOn { game: "gipf".into(), left: 1 }.text(), "Right. Your turn goes on; 1 turn left.");
        assert_eq!(Said::RightReply { game: "gyges".into(), replies: "a6-a5".into(), left: 2 }.text(), "Right. The reply: a6-a5. 2 moves left.");
        let themes = Said::Themes { game: "gyges".into(), keys: vec!["in-2".into(), "win".into(), "one-bounce".into()] };
        let solved = Said::Sentences(vec![Said::Solved { action: "c1-c2".into(), material: false }, Said::Nothing, themes.clone()]);
        assert_eq!(solved.text(), "Solved! c1-c2 wins. Themes: 2 moves · Win the game · One bounce.");
        let solved = Said::Sentences(vec![Said::Solved { action: "c2".into(), material: true }, Said::StreakGrows, themes]);
        assert_eq!(solved.text(), "Solved! c2 wins the material. Your streak grows. Themes: 2 moves · Win the game · One bounce.");
        let reset = Said::StreakUnread(Box::new(engine::puzzle::play::Streak::parse("best=x").unwrap_err()));
        assert_eq!(
            Said::Streak { streak: 0, best: 2, solved: 5, reset: Some(Box::new(reset)) }.text(),
            "Streak 0 · best 2 · solved 5. Your stored puzzle streak could not be read (bad record, line 1: puzzle streak: 'x' is not a count); it starts again from zero."
        );
        assert_eq!(Said::sentence(Said::LessonsNotLoaded("gipf".into())).text(), "The GIPF lessons are not loaded.");
        assert_eq!(Said::RatingChange { before: 1500, after: 1437, provisional: true }.text(), "Puzzle rating 1500 → 1437 (provisional)");
        assert_eq!(Said::RatedBefore { rating: 1613, provisional: false }.text(), "Puzzle rating 1613: this puzzle was tried here before, so it does not count again");
        let title = LessonLine::new(lesson_id("gyges", 3, None, "title"), "When the nearest row is stuck");
        let end = Said::Sentences(vec![Said::Right, Said::LessonLastStep { title, done: 1, steps: 2 }, Said::LastLesson]);
        assert_eq!(end.text(), "Right. The last step of When the nearest row is stuck: 1 of 2 steps done; the others are open above. That was the last lesson.");
    }
}
