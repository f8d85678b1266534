//! The profile file: plain text, one item a line, so a person can read it and a damaged file
//! says which line is wrong.
//!
//! ```text
//! gboards-profile 1
//! name Ada
//! rating gyges.live.blitz 1623.5 92.25 0.059999
//! point gyges.live.blitz 41 20250 1623.5
//! rating gype.live.3p 27.1 5.5
//! games gyges 41
//! puzzles gipf 12 3
//! ```
//!
//! `rating <pool> <rating> <deviation> <volatility>` for a two-player pool, `rating <pool>
//! <mean> <uncertainty>` for a pool of three or four; `point <pool> <game number> <unix day>
//! <rating>`, oldest first; `games <game> <count>`; `puzzles <game> <solved> <failed>`. Blank
//! lines are skipped; anything else is refused with its line number.

use super::{check_name, check_value, Glicko, Point, Pool, Profile, Rating, RatingError, System, TableRating, Tally, HISTORY_CAP};
use crate::error::clip;
use crate::kind::GameKind;
use std::collections::BTreeMap;
use std::fmt;

/// The first word of a profile file; the second is the format's version.
pub const HEADER: &str = "gboards-profile";
const VERSION: &str = "1";

/// The largest profile file read. The largest a profile can write (17 pools of 500 points of
/// at most 63 bytes) is about 540 KB.
pub const MAX_PROFILE_BYTES: usize = 1 << 20;

/// Why a profile file is refused.
#[derive(Clone, Debug, PartialEq)]
pub enum ProfileError {
    /// Longer than [`MAX_PROFILE_BYTES`]; not read.
    TooLarge { bytes: usize },
    /// Not UTF-8 text.
    NotText,
    /// Line `line` (from 1) is wrong.
    Line { line: usize, why: Why },
    /// No `name` line.
    NoName,
}

/// What is wrong with a line of a profile file.
#[derive(Clone, Debug, PartialEq)]
pub enum Why {
    /// The first line is not `gboards-profile 1`.
    Header,
    /// A version of the format this engine does not read.
    Version(String),
    UnknownItem(String),
    Fields { expected: usize, found: usize },
    Number(String),
    UnknownPool(String),
    UnknownGame(String),
    /// A rating or a name that is refused.
    Value(RatingError),
    /// A second `name`, or a second line for the same pool or game.
    Again,
    /// More than [`HISTORY_CAP`] points for one pool.
    HistoryFull,
    /// A point whose game number is not above the one before.
    HistoryOrder,
    /// Points for a pool with no `rating` line (the first such point's line).
    NoRating,
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::Header => write!(f, "a profile starts with '{HEADER} {VERSION}'"),
            Why::Version(v) => write!(f, "version '{v}' of the profile format is not one this app reads (it reads {VERSION})"),
            Why::UnknownItem(item) => write!(f, "unknown item '{item}'"),
            Why::Fields { expected, found } => write!(f, "expected {expected} fields, found {found}"),
            Why::Number(text) => write!(f, "'{text}' is not a number"),
            Why::UnknownPool(key) => write!(f, "unknown rating pool '{key}'"),
            Why::UnknownGame(name) => write!(f, "unknown game '{name}'"),
            Why::Value(e) => write!(f, "{e}"),
            Why::Again => write!(f, "said already on an earlier line"),
            Why::HistoryFull => write!(f, "more than {HISTORY_CAP} points for one pool"),
            Why::HistoryOrder => write!(f, "a point's game number must be above the one before it"),
            Why::NoRating => write!(f, "points for a pool with no rating line"),
        }
    }
}

impl fmt::Display for ProfileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProfileError::TooLarge { bytes } => write!(f, "a profile file is at most {MAX_PROFILE_BYTES} bytes; this one is {bytes}"),
            ProfileError::NotText => write!(f, "a profile file is UTF-8 text"),
            ProfileError::Line { line, why } => write!(f, "profile, line {line}: {why}"),
            ProfileError::NoName => write!(f, "the profile has no name line"),
        }
    }
}

impl std::error::Error for ProfileError {}

/// The parts of a `rating` line after its pool, for its system.
fn rating_fields(rating: &Rating) -> String {
    match rating {
        Rating::Glicko(g) => format!("{} {} {}", g.rating(), g.deviation(), g.volatility()),
        Rating::Table(t) => format!("{} {}", t.rating(), t.uncertainty()),
    }
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T, Why> {
    text.parse().map_err(|_| Why::Number(clip(text)))
}

fn game(name: &str) -> Result<GameKind, Why> {
    GameKind::parse(name).map_err(|_| Why::UnknownGame(clip(name)))
}

fn pool(key: &str) -> Result<Pool, Why> {
    Pool::parse(key).ok_or_else(|| Why::UnknownPool(clip(key)))
}

/// The whitespace-separated fields of `rest`, refused unless there are `expected`.
fn fields(rest: &str, expected: usize) -> Result<Vec<&str>, Why> {
    // Counting first keeps a line of a million fields from being collected.
    let found = rest.split_whitespace().take(expected + 1).count();
    if found != expected {
        let found = if found > expected { rest.split_whitespace().count() } else { found };
        return Err(Why::Fields { expected, found });
    }
    Ok(rest.split_whitespace().collect())
}

/// A profile as it is read, with what is needed to refuse repeats.
struct Reader {
    profile: Profile,
    has_name: bool,
    games_seen: [bool; GameKind::ALL.len()],
    puzzles_seen: [bool; GameKind::ALL.len()],
    first_point: BTreeMap<Pool, usize>,
}

impl Reader {
    fn item(&mut self, line: usize, text: &str) -> Result<(), Why> {
        let (item, rest) = text.split_once(' ').unwrap_or((text, ""));
        match item {
            "name" => {
                if self.has_name {
                    return Err(Why::Again);
                }
                self.profile.name = check_name(rest).map_err(Why::Value)?;
                self.has_name = true;
            }
            "rating" => {
                let key = rest.split_whitespace().next().unwrap_or("");
                let pool = pool(key)?;
                let rating = match pool.system() {
                    System::Glicko2 => {
                        let f = fields(rest, 4)?;
                        Rating::Glicko(Glicko::new(number(f[1])?, number(f[2])?, number(f[3])?).map_err(Why::Value)?)
                    }
                    System::WengLin => {
                        let f = fields(rest, 3)?;
                        Rating::Table(TableRating::new(number(f[1])?, number(f[2])?).map_err(Why::Value)?)
                    }
                };
                if self.profile.ratings.insert(pool, rating).is_some() {
                    return Err(Why::Again);
                }
            }
            "point" => {
                let f = fields(rest, 4)?;
                let pool = pool(f[0])?;
                let point = Point { game: number(f[1])?, day: number(f[2])?, rating: check_value(pool.system(), number(f[3])?).map_err(Why::Value)? };
                self.first_point.entry(pool).or_insert(line);
                let points = self.profile.history.entry(pool).or_default();
                if points.last().is_some_and(|p| p.game >= point.game) {
                    return Err(Why::HistoryOrder);
                }
                if points.len() >= HISTORY_CAP {
                    return Err(Why::HistoryFull);
                }
                points.push(point);
            }
            "games" => {
                let f = fields(rest, 2)?;
                let g = game(f[0])?;
                let count = number(f[1])?;
                if std::mem::replace(&mut self.games_seen[g as usize], true) {
                    return Err(Why::Again);
                }
                self.profile.games[g as usize] = count;
            }
            "puzzles" => {
                let f = fields(rest, 3)?;
                let g = game(f[0])?;
                let (solved, failed) = (number(f[1])?, number(f[2])?);
                if std::mem::replace(&mut self.puzzles_seen[g as usize], true) {
                    return Err(Why::Again);
                }
                self.profile.puzzles[g as usize] = Tally { solved, failed };
            }
            _ => return Err(Why::UnknownItem(clip(item))),
        }
        Ok(())
    }
}

impl Profile {
    /// The profile as a file's text, which [`Profile::from_text`] reads back to an equal
    /// profile.
    pub fn to_text(&self) -> String {
        let mut out = format!("{HEADER} {VERSION}\nname {}\n", self.name);
        for pool in Pool::all() {
            let key = pool.key();
            if let Some(rating) = self.ratings.get(&pool) {
                out.push_str(&format!("rating {key} {}\n", rating_fields(rating)));
            }
            for p in self.history(pool) {
                out.push_str(&format!("point {key} {} {} {}\n", p.game, p.day, p.rating));
            }
        }
        for game in GameKind::ALL {
            out.push_str(&format!("games {} {}\n", game.name(), self.games(game)));
        }
        for game in GameKind::ALL {
            let tally = self.puzzles(game);
            out.push_str(&format!("puzzles {} {} {}\n", game.name(), tally.solved, tally.failed));
        }
        out
    }

    /// Reads a profile file's bytes: refused unread if over [`MAX_PROFILE_BYTES`], and if not
    /// UTF-8.
    pub fn from_bytes(bytes: &[u8]) -> Result<Profile, ProfileError> {
        if bytes.len() > MAX_PROFILE_BYTES {
            return Err(ProfileError::TooLarge { bytes: bytes.len() });
        }
        Profile::from_text(std::str::from_utf8(bytes).map_err(|_| ProfileError::NotText)?)
    }

    /// Reads a profile file's text. Items may come in any order after the header; lines may end
    /// in `\r\n`, and a byte-order mark some editors add is skipped.
    pub fn from_text(text: &str) -> Result<Profile, ProfileError> {
        if text.len() > MAX_PROFILE_BYTES {
            return Err(ProfileError::TooLarge { bytes: text.len() });
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).enumerate().map(|(i, l)| (i + 1, l));
        let (_, first) = lines.next().unwrap_or((1, ""));
        match first.split_whitespace().collect::<Vec<_>>()[..] {
            [HEADER, VERSION] => {}
            [HEADER, other] => return Err(ProfileError::Line { line: 1, why: Why::Version(clip(other)) }),
            _ => return Err(ProfileError::Line { line: 1, why: Why::Header }),
        }
        let mut reader = Reader {
            profile: Profile::unnamed(),
            has_name: false,
            games_seen: [false; GameKind::ALL.len()],
            puzzles_seen: [false; GameKind::ALL.len()],
            first_point: BTreeMap::new(),
        };
        for (line, text) in lines {
            if text.trim().is_empty() {
                continue;
            }
            reader.item(line, text).map_err(|why| ProfileError::Line { line, why })?;
        }
        if !reader.has_name {
            return Err(ProfileError::NoName);
        }
        if let Some(line) = reader.first_point.iter().filter(|(pool, _)| !reader.profile.ratings.contains_key(pool)).map(|(_, &line)| line).min() {
            return Err(ProfileError::Line { line, why: Why::NoRating });
        }
        Ok(reader.profile)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::{Duel, GameResult, TimeClass};

    #[test]
    fn lines_say_what_is_wrong() {
        let bad = |text: &str| Profile::from_text(text).unwrap_err();
        assert_eq!(bad(""), ProfileError::Line { line: 1, why: Why::Header });
        assert_eq!(bad("gboards-profile 2\nname A\n"), ProfileError::Line { line: 1, why: Why::Version("2".into()) });
        assert_eq!(bad("gboards-profile 1\n"), ProfileError::NoName);
        assert_eq!(bad("gboards-profile 1\nname A\nname B\n"), ProfileError::Line { line: 3, why: Why::Again });
        assert_eq!(bad("gboards-profile 1\nname A\nelo 3\n"), ProfileError::Line { line: 3, why: Why::UnknownItem("elo".into()) });
        assert_eq!(bad("gboards-profile 1\nname A\nrating gype.live.4p 25\n"), ProfileError::Line { line: 3, why: Why::Fields { expected: 3, found: 2 } });
        assert_eq!(bad("gboards-profile 1\nname A\nrating gyges.live.blitz 1500 x 0.06\n"), ProfileError::Line { line: 3, why: Why::Number("x".into()) });
        let e = bad("gboards-profile 1\nname A\nrating gyges.live.blitz NaN 50 0.06\n");
        assert!(matches!(e, ProfileError::Line { line: 3, why: Why::Value(RatingError::Implausible { .. }) }), "{e:?}");
        assert_eq!(bad("gboards-profile 1\nname A\npoint gipf.puzzle 1 2 1500\n"), ProfileError::Line { line: 3, why: Why::NoRating });
        assert_eq!(bad("gboards-profile 1\nname A\npoint gipf.puzzle 2 2 1500\npoint gipf.puzzle 2 2 1500\n"), ProfileError::Line { line: 4, why: Why::HistoryOrder });
        assert_eq!(bad("gboards-profile 1\nname A\ngames chess 3\n"), ProfileError::Line { line: 3, why: Why::UnknownGame("chess".into()) });
        assert_eq!(bad("gboards-profile 1\nname \u{1}\n"), ProfileError::Line { line: 2, why: Why::Value(RatingError::Name) });
        assert_eq!(bad("gboards-profile 1\r\nname A\r\ngames gipf 1\r\ngames gipf 1\r\n").to_string(), "profile, line 4: said already on an earlier line");
        assert_eq!(Profile::from_text("\u{feff}gboards-profile 1\r\nname A\r\n").map(|p| p.name), Ok("A".to_string()));
        assert_eq!(Profile::from_bytes(b"gboards-profile 1\nname \xff\n"), Err(ProfileError::NotText));
        assert_eq!(Profile::from_bytes(&vec![b' '; MAX_PROFILE_BYTES + 1]), Err(ProfileError::TooLarge { bytes: MAX_PROFILE_BYTES + 1 }));
        let long = format!("gboards-profile 1\nname A\n{} 1\n", "q".repeat(500));
        let ProfileError::Line { line: 3, why: Why::UnknownItem(item) } = bad(&long) else { panic!("{long}") };
        assert!(item.chars().count() < 100 && item.starts_with("qqq"), "the offending text is clipped: {item}");
    }

    #[test]
    fn a_written_profile_reads_back() {
        let mut p = Profile::new("Ada Lovelace").unwrap();
        p.play_two(Pool::Live(Duel::Gipf, TimeClass::Rapid), Glicko::START, GameResult::Win, 20_001).unwrap();
        let text = p.to_text();
        assert!(text.starts_with("gboards-profile 1\nname Ada Lovelace\nrating gipf.live.rapid "), "{text}");
        assert_eq!(Profile::from_text(&text), Ok(p));
    }
}
