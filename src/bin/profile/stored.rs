//! The profile as this device keeps it in the browser's storage: the engine's profile text
//! under `gboards.profile`, going by the name live play uses (`gboards.name`). Plain Rust,
//! compiled by the profile module and by the study module (which rates puzzles), so that both
//! read a stored profile the same way. A stored text that cannot be read is never dropped: the
//! reader says why, and the caller keeps the text aside under `gboards.profile.bad`. Its words
//! are messages (`crate::i18n`), so a module that compiles it includes the i18n module.

use crate::i18n::msg;
use engine::rating::{check_name, Glicko, Profile, Rating};

/// Why a rating, a game to rate or a profile file is refused, in the player's words: here, so
/// that every module that reads the stored profile (study, live) says why as this one does.
#[path = "refusal.rs"]
pub mod refusal;

pub const PROFILE_KEY: &str = "gboards.profile";
/// The name live play sends to the other players; the profile's name is the same.
pub const NAME_KEY: &str = "gboards.name";
/// Where a stored profile that could not be read is kept: the first free of this key,
/// `gboards.profile.bad.2`, `.3` …
pub const ASIDE_KEY: &str = "gboards.profile.bad";
/// The name of a profile whose player has not chosen one yet, in English (the message
/// `profile-newcomer` gives it in the player's language).
pub const NEWCOMER: &str = "Player";

/// A profile read from storage.
pub struct Stored {
    pub profile: Profile,
    /// Why the stored text could not be read, in words; the caller keeps the text aside, and
    /// `profile` is a new one.
    pub damaged: Option<String>,
}

/// The profile stored as `text` (`None` or blank: none yet), going by `name` (the live name)
/// when that is a valid name: a name set in live play is taken up here.
pub fn read(text: Option<&str>, name: Option<&str>) -> Stored {
    let chosen = name.and_then(|n| check_name(n).ok());
    let (read, damaged) = match text.filter(|t| !t.trim().is_empty()) {
        None => (None, None),
        Some(t) => match Profile::from_text(t) {
            Ok(p) => (Some(p), None),
            Err(e) => (None, Some(refusal::profile(&e))),
        },
    };
    let mut profile = read.unwrap_or_else(|| newcomer(chosen.as_deref()));
    if let Some(name) = chosen {
        // A valid name cannot be refused.
        let _ = profile.set_name(&name);
    }
    Stored { profile, damaged }
}

/// A new profile named `name`, or the newcomer's name in the player's language ([`NEWCOMER`]
/// in English).
fn newcomer(name: Option<&str>) -> Profile {
    name.and_then(|n| Profile::new(n).ok())
        .or_else(|| Profile::new(&msg::profile_newcomer()).ok())
        .unwrap_or_else(|| Profile::new(NEWCOMER).expect("NEWCOMER is a valid name"))
}

/// The storage key of the `n`th profile kept aside (from 1).
pub fn aside_key(n: usize) -> String {
    if n <= 1 { ASIDE_KEY.to_string() } else { format!("{ASIDE_KEY}.{n}") }
}

/// A rating as the player reads it: rounded, with "(provisional)" while few games stand
/// behind it.
pub fn shown(rating: f64, provisional: bool) -> String {
    marked(rating.round().to_string(), provisional)
}

/// A rating written out (`value`: "1437", "25.0"), with "(provisional)" while few games stand
/// behind it.
pub fn marked(value: String, provisional: bool) -> String {
    msg::profile_rating_value(if provisional { "yes" } else { "no" }, &value)
}

/// A change of rating in one line, `label` the rating's name: "Rating 1500 → 1437
/// (provisional)".
pub fn change(label: &str, before: Glicko, after: Glicko) -> String {
    msg::profile_rating_change(label, &before.rating().round().to_string(), &shown(after.rating(), after.is_provisional()))
}

/// A change of a rating of either system: Weng-Lin's smaller scale keeps one decimal
/// ("Rating 25.0 → 27.3 (provisional)"), as the panel shows it.
pub fn change_of(label: &str, before: Rating, after: Rating) -> String {
    match (before, after) {
        (Rating::Glicko(b), Rating::Glicko(a)) => change(label, b, a),
        _ => msg::profile_rating_change(label, &format!("{:.1}", before.value()), &marked(format!("{:.1}", after.value()), after.is_provisional())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::kind::GameKind;
    use engine::player::Level;
    use engine::rating::GameResult;

    #[test]
    fn a_stored_profile_takes_up_the_live_name() {
        let mut p = Profile::new("Ada").unwrap();
        p.play_computer(GameKind::Gyges, Level::Easy, GameResult::Win, 20_000);
        let text = p.to_text();
        let same = read(Some(&text), None);
        assert_eq!((same.profile.clone(), same.damaged), (p.clone(), None));
        let renamed = read(Some(&text), Some("  Grace "));
        assert_eq!(renamed.profile.name(), "Grace");
        assert_eq!(renamed.profile.games(GameKind::Gyges), 1);
        // A live name against the rule is not taken up.
        assert_eq!(read(Some(&text), Some("")).profile.name(), "Ada");
        assert_eq!(read(Some(&text), Some(&"x".repeat(25))).profile.name(), "Ada");
    }

    #[test]
    fn a_new_profile_goes_by_the_live_name_or_the_newcomers() {
        assert_eq!(read(None, Some("Grace")).profile.name(), "Grace");
        assert_eq!(read(Some(" \n"), None).profile.name(), NEWCOMER);
        assert_eq!(read(None, Some("\u{7}")).profile.name(), NEWCOMER);
        assert!(read(None, None).damaged.is_none());
    }

    #[test]
    fn a_damaged_profile_says_which_line() {
        let stored = read(Some("gboards-profile 1\nname Ada\nelo 3\n"), Some("Grace"));
        assert_eq!(stored.damaged.as_deref(), Some("profile, line 3: unknown item 'elo'"));
        assert_eq!(stored.profile.name(), "Grace");
        assert_eq!(stored.profile.games(GameKind::Gyges), 0);
        assert!(read(Some("\u{0}\u{ffff}"), None).damaged.is_some());
    }

    #[test]
    fn changes_read_as_words() {
        assert_eq!(aside_key(1), "gboards.profile.bad");
        assert_eq!(aside_key(3), "gboards.profile.bad.3");
        let after = Glicko::new(1437.4, 200.0, 0.06).unwrap();
        assert_eq!(change("Rating", Glicko::START, after), "Rating 1500 → 1437 (provisional)");
        let settled = Glicko::new(1612.6, 60.0, 0.06).unwrap();
        assert_eq!(change("Puzzle rating", after, settled), "Puzzle rating 1437 → 1613");
    }
}
