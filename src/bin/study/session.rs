//! The puzzle session behind the study module's messages: the sets loaded, the puzzle on show,
//! the try under way and the player's streak. Plain Rust: it answers each command with the
//! events to send, so it knows nothing of the worker around it.

use crate::lesson::Lessons;
use crate::message::{LessonRequest, PuzzleChoice, Request};
use crate::rating::Ratings;
use crate::said::{Aim, Said};
use engine::kind::GameKind;
use engine::puzzle::play::{daily_index, parse_set, Attempt, Streak, Verdict, BUDGET};
use engine::puzzle::theme::Theme;
use engine::puzzle::{goal::Goal, Puzzle};

pub use crate::event::{Board, Event, Phase, ThemeChoice, ThemeMenu};

#[derive(Default)]
pub struct Study {
    sets: Vec<Set>,
    /// The theme each game's next puzzles come from (none: every puzzle).
    themes: Vec<(GameKind, Theme)>,
    current: Option<Current>,
    streak: Streak,
    /// Why the stored streak was reset, shown with the streak until it next changes.
    reset: Option<Said>,
    lessons: Lessons,
    ratings: Ratings,
}

/// A game's puzzles and the themes of each.
struct Set {
    game: GameKind,
    puzzles: Vec<Puzzle>,
    themes: Vec<Vec<Theme>>,
}

struct Current {
    game: GameKind,
    /// The puzzle's place in its set, from 0 (its id counts from 1).
    index: usize,
    attempt: Attempt,
    /// Hints shown in this try: the piece, then the move.
    hints: u8,
    /// A move of some try at this puzzle was wrong, or a hint was shown: a solve is not clean.
    helped: bool,
    /// The ratings moved for this puzzle: its first try was solved or failed (a wrong move or
    /// a hint); its later tries do not count.
    rated: bool,
    done: bool,
}

impl Current {
    fn id(&self) -> String {
        puzzle_id(self.game, self.index)
    }
}

pub(crate) fn puzzle_id(game: GameKind, index: usize) -> String {
    format!("{}-{}", game.name(), index + 1)
}

fn say(said: Said) -> Event {
    Event::Say(said)
}

impl Study {
    /// Today, in days since 1970-01-01: the day a puzzle's try is recorded on.
    pub fn set_today(&mut self, day: u32) {
        self.ratings.today = day;
    }

    /// Answers one request. The page's moves, Undo (`Open("retry")`) and hints go to the
    /// lesson while one is on show.
    pub fn request(&mut self, request: Request) -> Vec<Event> {
        if self.lessons.on_show() {
            match &request {
                Request::Move(action) => return self.lessons.play(action),
                Request::Open(PuzzleChoice::Retry) => return self.lessons.request(LessonRequest::Replay),
                Request::Hint => return self.lessons.hint(),
                Request::Open(_) => self.lessons.close(),
                _ => {}
            }
        }
        match request {
            Request::Learn(lesson) => self.lessons.request(lesson),
            Request::Set { game, file } => self.load_set(&game, &file),
            Request::Streak(stored) => self.read_streak(&stored),
            Request::Profile { name, stored } => self.ratings.read_profile(&name, &stored),
            Request::Ratings(stored) => self.ratings.read_puzzles(&stored),
            Request::Open(choice) => self.open(&choice),
            Request::Move(action) => self.play(&action),
            Request::Hint => self.hint(),
            Request::Theme { game, key } => self.choose_theme(&game, &key),
        }
    }

    fn load_set(&mut self, game: &str, text: &str) -> Vec<Event> {
        let result = GameKind::parse(game).and_then(|g| Ok((g, parse_set(text)?)));
        match result {
            Ok((game, puzzles)) => {
                self.sets.retain(|s| s.game != game);
                let themes = puzzles.iter().map(Puzzle::themes).collect();
                self.sets.push(Set { game, puzzles, themes });
                Vec::new()
            }
            Err(e) => vec![say(Said::PuzzleFileUnread(Box::new(e)))],
        }
    }

    /// The streak kept in storage; a bad one is reported and starts again from zero.
    fn read_streak(&mut self, stored: &str) -> Vec<Event> {
        let mut events = Vec::new();
        self.streak = if stored.trim().is_empty() {
            Streak::default()
        } else {
            match Streak::parse(stored) {
                Ok(s) => s,
                Err(e) => {
                    let why = Said::StreakUnread(Box::new(e));
                    events.push(say(why.clone()));
                    self.reset = Some(why);
                    events.push(Event::Store(Streak::default().to_text()));
                    Streak::default()
                }
            }
        };
        events.push(self.streak_event());
        events
    }

    fn streak_event(&self) -> Event {
        let s = self.streak;
        Event::Streak(Said::Streak { streak: s.streak, best: s.best, solved: s.solved, reset: self.reset.clone().map(Box::new) })
    }

    fn set(&self, game: GameKind) -> &[Puzzle] {
        self.sets.iter().find(|s| s.game == game).map_or(&[], |s| &s.puzzles)
    }

    fn themes_of(&self, game: GameKind) -> &[Vec<Theme>] {
        self.sets.iter().find(|s| s.game == game).map_or(&[], |s| &s.themes)
    }

    fn chosen(&self, game: GameKind) -> Option<Theme> {
        self.themes.iter().find(|(g, _)| *g == game).map(|(_, t)| *t)
    }

    /// The places in `game`'s set of the chosen theme's puzzles (all of them without one).
    fn candidates(&self, game: GameKind) -> Vec<usize> {
        let chosen = self.chosen(game);
        let themes = self.themes_of(game);
        (0..self.set(game).len()).filter(|&i| chosen.is_none_or(|t| themes.get(i).is_some_and(|ts| ts.contains(&t)))).collect()
    }

    /// Picks the theme of `game`'s next puzzles (`key` empty: every puzzle), and answers with
    /// the game's menu.
    fn choose_theme(&mut self, game: &str, key: &str) -> Vec<Event> {
        let Ok(game) = GameKind::parse(game) else { return vec![say(Said::NoThemeGame(engine::error::clip(game)))] };
        self.themes.retain(|(g, _)| *g != game);
        if !key.is_empty() {
            match Theme::parse(key) {
                Some(theme) => self.themes.push((game, theme)),
                None => return vec![say(Said::NoTheme(engine::error::clip(key))), Event::Themes(self.menu(game))],
            }
        }
        vec![Event::Themes(self.menu(game))]
    }

    /// The themes of `game`'s set to choose from: each that some puzzles have and others not,
    /// in order (lengths, goals, motifs), with the chosen one.
    fn menu(&self, game: GameKind) -> ThemeMenu {
        let themes = self.themes_of(game);
        let mut counts: Vec<(Theme, usize)> = Vec::new();
        for t in themes.iter().flatten() {
            match counts.iter_mut().find(|(x, _)| x == t) {
                Some((_, n)) => *n += 1,
                None => counts.push((*t, 1)),
            }
        }
        counts.sort();
        let choices = counts
            .into_iter()
            .filter(|&(t, n)| n < themes.len() || self.chosen(game) == Some(t))
            .map(|(t, count)| ThemeChoice { key: t.key(), label: t.label(game), count })
            .collect();
        ThemeMenu { game: game.name().to_string(), chosen: self.chosen(game).map(Theme::key).unwrap_or_default(), choices }
    }

    /// Which puzzle `what` names: an id, `daily <day>`, `next <id or game>` or `retry`.
    fn find(&self, choice: &PuzzleChoice) -> Result<(GameKind, usize), Said> {
        match choice {
            PuzzleChoice::Retry => self.current.as_ref().map(|c| (c.game, c.index)).ok_or(Said::NoPuzzleToRetry),
            &PuzzleChoice::Daily(day) => {
                let all: Vec<(GameKind, usize)> = self.sets.iter().flat_map(|s| (0..s.puzzles.len()).map(move |i| (s.game, i))).collect();
                daily_index(day, all.len()).map(|i| all[i]).ok_or(Said::NoPuzzlesLoaded)
            }
            PuzzleChoice::Next(arg) => {
                let (game, after) = match parse_id(arg) {
                    Some((game, index)) => (game, Some(index)),
                    None => (GameKind::parse(arg).map_err(Said::engine)?, None),
                };
                // The nearest the player's rating, as lichess offers puzzles.
                let next = self.ratings.next(game, self.set(game), |i| puzzle_id(game, i), &self.candidates(game), after);
                next.map(|i| (game, i)).ok_or_else(|| match self.chosen(game) {
                    Some(t) if !self.set(game).is_empty() => Said::NoPuzzleWithTheme { game: game.name().into(), theme: t.key() },
                    _ => Said::NoPuzzles(game.name().into()),
                })
            }
            PuzzleChoice::Id(what) => {
                let (game, index) = parse_id(what).ok_or_else(|| Said::NotAPuzzleId(engine::error::clip(what)))?;
                let count = self.set(game).len();
                if index >= count {
                    return Err(Said::PuzzleOutOfRange { count, game: game.name().into(), id: engine::error::clip(what) });
                }
                Ok((game, index))
            }
        }
    }

    fn open(&mut self, choice: &PuzzleChoice) -> Vec<Event> {
        let (game, index) = match self.find(choice) {
            Ok(found) => found,
            Err(why) => return vec![say(Said::CannotOpen(Box::new(why)))],
        };
        let Some(puzzle) = self.set(game).get(index).cloned() else { return Vec::new() };
        let same = self.current.as_ref().is_some_and(|c| c.game == game && c.index == index);
        let helped = same && self.current.as_ref().is_some_and(|c| c.helped);
        let rated = same && self.current.as_ref().is_some_and(|c| c.rated);
        let attempt = Attempt::new(puzzle.clone());
        let (record, seat) = match (attempt.start_record(), attempt.seat()) {
            (Ok(r), Ok(s)) => (r, s),
            (Err(e), _) | (_, Err(e)) => return vec![say(Said::CannotOpen(Box::new(Said::engine(e))))],
        };
        let current = Current { game, index, attempt, hints: 0, helped, rated, done: false };
        let id = current.id();
        self.current = Some(current);
        let aim = match (game, puzzle.goal) {
            (GameKind::Gype, _) => Aim::FinishOrBlock,
            (_, Goal::Win) => Aim::Win,
            (_, Goal::Capture(k)) => Aim::Capture(k),
        };
        vec![
            Event::Open(Board { seat: Some(seat), record }),
            Event::Id(id.clone()),
            Event::State(Phase::Playing),
            say(Said::PuzzleOpen { game: game.name().into(), number: index + 1, aim, moves: puzzle.moves }),
            self.ratings.line(game),
            Event::Themes(self.menu(game)),
        ]
    }

    fn play(&mut self, action: &str) -> Vec<Event> {
        let Some(c) = self.current.as_mut() else { return vec![say(Said::NoPuzzleOpen)] };
        if c.done {
            return vec![say(Said::TryOver)];
        }
        let verdict = match c.attempt.judge(action, BUDGET) {
            Ok(v) => v,
            Err(e) => {
                let mut events = vec![say(Said::OutOfStep(Box::new(e)))];
                events.extend(self.open(&PuzzleChoice::Retry));
                return events;
            }
        };
        let moves = |replies: &[String]| replies.iter().map(|r| Event::Move(r.clone())).collect::<Vec<Event>>();
        match verdict {
            Verdict::Solved => {
                c.done = true;
                self.reset = None;
                self.streak.solved(!c.helped);
                let solved = Said::Solved { action: action.to_string(), material: c.attempt.puzzle.goal != Goal::Win };
                let clean = if c.helped { Said::Nothing } else { Said::StreakGrows };
                let words = Said::Sentences(vec![solved, clean, theme_words(&self.sets, c.game, c.index)]);
                let mut events = vec![Event::State(Phase::Solved), say(words), Event::Store(self.streak.to_text()), self.streak_event()];
                events.extend(self.rate(true));
                events
            }
            Verdict::Right { replies } => {
                let left = c.attempt.puzzle.moves.saturating_sub(c.attempt.used);
                c.hints = 0;
                let mut events = moves(&replies);
                events.push(Event::State(Phase::Right));
                let game = c.game.name().to_string();
                events.push(say(if replies.is_empty() {
                    Said::RightGoesOn { game, left }
                } else {
                    Said::RightReply { game, replies: replies.join(", "), left }
                }));
                events
            }
            Verdict::Wrong { replies, defender_wins } => {
                c.done = true;
                c.helped = true;
                self.reset = None;
                self.streak.failed();
                let (action, refutation) = (action.to_string(), replies.join(", "));
                let why = if defender_wins { Said::WrongWins { action, refutation } } else { Said::WrongNoWin { action, refutation } };
                let words = Said::Sentences(vec![why, Said::PressTryAgain, theme_words(&self.sets, c.game, c.index)]);
                let mut events = moves(&replies);
                events.extend([Event::State(Phase::Wrong), say(words), Event::Store(self.streak.to_text()), self.streak_event()]);
                events.extend(self.rate(false));
                events
            }
        }
    }

    fn hint(&mut self) -> Vec<Event> {
        let Some(c) = self.current.as_mut() else { return vec![say(Said::NoPuzzleOpen)] };
        if c.done {
            return vec![say(Said::TryOver)];
        }
        let action = match c.attempt.hint(BUDGET) {
            Ok(Some(a)) => a,
            Ok(None) => return vec![say(Said::NoWinLeft)],
            Err(e) => return vec![say(Said::NoHint(Box::new(e)))],
        };
        c.helped = true;
        c.hints = c.hints.saturating_add(1);
        let mut events = if c.hints == 1 {
            vec![Event::Hint { action: action.clone(), piece_only: true }, say(Said::HintPiece)]
        } else {
            vec![Event::Hint { action: action.clone(), piece_only: false }, say(Said::HintMove(action.clone()))]
        };
        // A hint fails the puzzle for the ratings, as a wrong move does.
        events.extend(self.rate(false));
        events
    }

    /// The first try at the puzzle on show moves the ratings, solved or failed; later tries do
    /// not.
    fn rate(&mut self, solved: bool) -> Vec<Event> {
        let Some(c) = self.current.as_mut().filter(|c| !c.rated) else { return Vec::new() };
        c.rated = true;
        let (game, id, moves) = (c.game, c.id(), c.attempt.puzzle.moves);
        self.ratings.rate(game, &id, moves, solved)
    }
}

/// The themes of puzzle `index` of `game`'s set, said: "Themes: 3 moves · Bounce chain."
/// (Apart from `Study`, so that it reads the sets while the try on show is borrowed.)
fn theme_words(sets: &[Set], game: GameKind, index: usize) -> Said {
    let themes = sets.iter().find(|s| s.game == game).and_then(|s| s.themes.get(index)).map_or(&[][..], |t| t);
    Said::Themes { game: game.name().to_string(), keys: themes.iter().map(|t| t.key()).collect() }
}

/// `<game>-<n>` (n from 1) as a game and a place in its set.
fn parse_id(id: &str) -> Option<(GameKind, usize)> {
    let (game, n) = id.rsplit_once('-')?;
    let n: usize = n.parse().ok().filter(|&n| n >= 1)?;
    Some((GameKind::parse(game).ok()?, n - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped(game: &str) -> String {
        std::fs::read_to_string(format!("{}/www/puzzles/{game}.txt", env!("CARGO_MANIFEST_DIR"))).unwrap()
    }

    fn study() -> Study {
        let mut s = Study::default();
        for game in ["gyges", "gipf"] {
            assert!(s.request(Request::Set { game: game.into(), file: shipped(game) }).is_empty());
        }
        s
    }

    fn menu_of(events: &[Event]) -> &ThemeMenu {
        events.iter().find_map(|e| if let Event::Themes(m) = e { Some(m) } else { None }).expect("a theme menu")
    }

    fn opened_id(events: &[Event]) -> String {
        events.iter().find_map(|e| if let Event::Id(id) = e { Some(id.clone()) } else { None }).unwrap_or_else(|| panic!("{events:?}"))
    }

    #[test]
    fn next_puzzles_come_from_the_chosen_theme() {
        let mut s = study();
        let set = parse_set(&shipped("gyges")).unwrap();
        let menu = s.request(Request::Theme { game: "gyges".into(), key: "one-bounce".into() });
        let menu = menu_of(&menu);
        assert_eq!(menu.chosen, "one-bounce");
        let bounce = Theme::parse("one-bounce").unwrap();
        let count = set.iter().filter(|p| p.themes().contains(&bounce)).count();
        assert!(menu.choices.iter().any(|c| c.key == "one-bounce" && c.label == "One bounce" && c.count == count), "{menu:?}");
        // Every Gygès puzzle is a win: that is no choice.
        assert!(!menu.choices.iter().any(|c| c.key == "win"), "{menu:?}");
        let mut after = "gyges".to_string();
        let mut seen = Vec::new();
        for _ in 0..5 {
            let events = s.request(Request::Open(PuzzleChoice::Next(after.to_string())));
            after = opened_id(&events);
            let (_, index) = parse_id(&after).unwrap();
            assert!(set[index].themes().contains(&bounce), "{after}");
            assert!(!seen.contains(&after), "{after} again");
            seen.push(after.clone());
            assert_eq!(menu_of(&events).chosen, "one-bounce");
            // A hint fails the try: the puzzle is tried, so the next is another.
            s.request(Request::Hint);
        }
        // Every puzzle again.
        assert_eq!(menu_of(&s.request(Request::Theme { game: "gyges".into(), key: String::new() })).chosen, "");
        let lengths: Vec<String> = menu_of(&s.request(Request::Open(PuzzleChoice::Id("gyges-1".into())))).choices.iter().map(|c| c.label.clone()).collect();
        assert_eq!(lengths[..5], ["1 move", "2 moves", "3 moves", "4 moves", "5 moves"]);
    }

    #[test]
    fn a_theme_is_said_after_the_try_and_bad_ones_are_refused() {
        let mut s = study();
        let gipf_menu = s.request(Request::Theme { game: "gipf".into(), key: "material".into() });
        assert!(menu_of(&gipf_menu).choices.iter().any(|c| c.label == "Win material"));
        let set = parse_set(&shipped("gyges")).unwrap();
        let index = set.iter().position(|p| p.moves == 1).unwrap();
        s.request(Request::Open(PuzzleChoice::Id(puzzle_id(GameKind::Gyges, index))));
        let events = s.request(Request::Move(set[index].solution.clone()));
        let said: Vec<&Event> = events.iter().filter(|e| matches!(e, Event::Say(_))).collect();
        let words = theme_words(&s.sets, GameKind::Gyges, index).text();
        assert!(words.starts_with("Themes: 1 move · Win the game · ") && words.ends_with('.'), "{words}");
        assert!(matches!(said[..], [Event::Say(t)] if t.text().ends_with(&words)), "{events:?}");
        // An unknown theme or game is said, and every puzzle is offered.
        let events = s.request(Request::Theme { game: "gyges".into(), key: "sacrifice".into() });
        assert!(matches!(&events[..], [Event::Say(t), Event::Themes(m)] if t.text().contains("'sacrifice'") && m.chosen.is_empty()), "{events:?}");
        assert!(matches!(&s.request(Request::Theme { game: "chess".into(), key: String::new() })[..], [Event::Say(_)]));
        // A theme no puzzle of the set has opens nothing, and says so.
        s.request(Request::Theme { game: "gyges".into(), key: "jump-chain".into() });
        let events = s.request(Request::Open(PuzzleChoice::Next("gyges".into())));
        assert!(matches!(&events[..], [Event::Say(t)] if t.text().contains("no Gygès puzzle has the theme Jump chain")), "{events:?}");
    }
}
