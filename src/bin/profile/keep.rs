//! What the profile module keeps in the browser's storage and how each command changes it:
//! rating a game against the computer or between people (once per game), renaming, importing, and the stored
//! profiles kept aside because they could not be read. Plain Rust over a `Store`, so that the
//! rules are tested natively; `main.rs` gives it the page's localStorage.

use crate::i18n::msg;
use crate::stored::refusal;
use crate::stored::{self, aside_key, change, change_of, ASIDE_KEY, NAME_KEY, PROFILE_KEY};
use engine::kind::GameKind;
use engine::player::Level;
use engine::rating::{check_name, GameResult, Glicko, PeopleGame, Pool, Profile, Rating, MAX_PROFILE_BYTES};

/// The games rated on this device, by game id (the page's
/// `persist::game_id`): lines `<id> <the line shown>`, the latest [`LEDGER_CAP`].
pub const LEDGER_KEY: &str = "gboards.profile.rated";
pub const LEDGER_CAP: usize = 200;

/// Key-value storage: the browser's localStorage, or a map in the tests.
pub trait Store {
    fn get(&self, key: &str) -> Option<String>;
    /// False when the value could not be kept (storage full or off).
    fn set(&mut self, key: &str, value: &str) -> bool;
    fn remove(&mut self, key: &str);
    fn keys(&self) -> Vec<String>;
}

/// The profile as stored, read; a stored text that cannot be read is kept aside first, and
/// `damaged` says why.
pub fn load(store: &mut dyn Store) -> stored::Stored {
    let text = store.get(PROFILE_KEY);
    let read = stored::read(text.as_deref(), store.get(NAME_KEY).as_deref());
    if let (Some(text), Some(_)) = (&text, &read.damaged) {
        if keep_aside(store, text) {
            store.remove(PROFILE_KEY);
        }
    }
    read
}

/// Keeps `text` under the first free key of [`ASIDE_KEY`]'s; false if storage refused it.
pub fn keep_aside(store: &mut dyn Store, text: &str) -> bool {
    let free = (1..).map(aside_key).find(|k| store.get(k).is_none()).unwrap_or_else(|| ASIDE_KEY.to_string());
    store.set(&free, text)
}

/// The profiles kept aside, in the order they were kept: each key and why it was not read.
pub fn asides(store: &dyn Store) -> Vec<(String, String)> {
    let number = |key: &str| match key.strip_prefix(ASIDE_KEY) {
        Some("") => Some(1),
        Some(rest) => rest.strip_prefix('.')?.parse::<usize>().ok(),
        None => None,
    };
    let mut kept: Vec<(usize, String)> = store.keys().into_iter().filter_map(|k| Some((number(&k)?, k))).collect();
    kept.sort();
    kept.into_iter()
        .map(|(_, key)| {
            let why = match store.get(&key).map(|t| Profile::from_text(&t)) {
                Some(Err(e)) => refusal::profile(&e),
                // Read now (a later engine, or a text fixed by hand): it can be imported.
                _ => msg::profile_aside_reads_now(),
            };
            (key, why)
        })
        .collect()
}

/// Stores `profile`, unless the stored text is one that could not be read and is still there
/// (keeping it aside failed): that is never written over.
pub fn save(store: &mut dyn Store, profile: &Profile) -> Result<(), String> {
    if store.get(PROFILE_KEY).is_some_and(|old| !old.trim().is_empty() && Profile::from_text(&old).is_err()) {
        return Err(msg::profile_save_refused());
    }
    if store.set(PROFILE_KEY, &profile.to_text()) {
        Ok(())
    } else {
        Err(msg::profile_save_failed())
    }
}

/// Stores `profile` and its name as the name live play uses: the player chose it (renaming,
/// importing). A newcomer's name is never written there, so live play goes on calling a
/// player who chose no name "Your friend".
fn save_named(store: &mut dyn Store, profile: &Profile) -> Result<(), String> {
    save(store, profile)?;
    if store.set(NAME_KEY, profile.name()) {
        Ok(())
    } else {
        Err(msg::profile_name_save_failed())
    }
}

/// Rates the game `id` of `game` against the computer at `level` (by their names), with the
/// person's `result`, on unix day `day`, unless it was rated already; returns the line to show.
pub fn rate(store: &mut dyn Store, id: &str, game: &str, level: &str, result: GameResult, day: u32) -> Result<String, String> {
    if id.is_empty() {
        return Err(msg::profile_no_game_id());
    }
    let game = GameKind::parse(game).map_err(|e| crate::reason::engine_words(&e))?;
    let level = Level::parse(level).map_err(|e| crate::reason::engine_words(&e))?;
    rate_once(store, id, |profile| {
        let before = match profile.rating(Pool::Computer(game)) {
            Rating::Glicko(g) => g,
            Rating::Table(_) => Glicko::START,
        };
        let after = profile.play_computer(game, level, result, day);
        Ok(change(&msg::profile_rating(), before, after))
    })
}

/// Rates the finished live game `id` between people (`line`: the `PeopleGame` the live module
/// builds from the others' claims), once per game id.
pub fn rate_people(store: &mut dyn Store, id: &str, line: &str, day: u32) -> Result<String, String> {
    if id.is_empty() {
        return Err(msg::profile_no_game_id());
    }
    let game = PeopleGame::from_text(line).map_err(|e| refusal::rating(&e))?;
    rate_once(store, id, |profile| {
        let before = profile.rating(game.pool);
        let after = profile.play_people(&game, day).map_err(|e| refusal::rating(&e))?;
        Ok(change_of(&msg::profile_rating(), before, after))
    })
}

/// Rates the game `id` with `play` unless the ledger has it already (then its line again), and
/// keeps the profile: the line to show.
fn rate_once(store: &mut dyn Store, id: &str, play: impl FnOnce(&mut Profile) -> Result<String, String>) -> Result<String, String> {
    let mut ledger: Vec<(String, String)> = store
        .get(LEDGER_KEY)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.split_once(' '))
        .map(|(i, line)| (i.to_string(), line.to_string()))
        .collect();
    if let Some((_, line)) = ledger.iter().find(|(i, _)| i == id) {
        return Ok(line.clone());
    }
    let loaded = load(store);
    let mut profile = loaded.profile;
    let line = play(&mut profile)?;
    save(store, &profile)?;
    ledger.push((id.to_string(), line.clone()));
    let skip = ledger.len().saturating_sub(LEDGER_CAP);
    let text: String = ledger.iter().skip(skip).map(|(i, l)| format!("{i} {l}\n")).collect();
    // The rating is kept; a ledger that could not be is only a weaker guard.
    let _ = store.set(LEDGER_KEY, &text);
    Ok(match loaded.damaged {
        Some(why) => msg::profile_rated_anew(&line, &why),
        None => line,
    })
}

/// Sets the profile's name, and the name live play uses.
pub fn rename(store: &mut dyn Store, name: &str) -> Result<Profile, String> {
    let name = check_name(name).map_err(|e| format!("{}.", capitalised(&refusal::rating(&e))))?;
    let mut profile = load(store).profile;
    profile.set_name(&name).map_err(|e| refusal::rating(&e))?;
    save_named(store, &profile)?;
    Ok(profile)
}

/// Replaces the profile with the one in a file's `bytes`; a file that is not one leaves the
/// profile as it was and says why, naming the line.
pub fn import(store: &mut dyn Store, bytes: &[u8]) -> Result<Profile, String> {
    let profile = Profile::from_bytes(bytes).map_err(|e| msg::profile_import_refused(&refusal::profile(&e)))?;
    save_named(store, &profile)?;
    Ok(profile)
}

/// A file of `size` bytes is refused before it is read when it is larger than any profile.
pub fn too_large(size: f64) -> Option<String> {
    (size > MAX_PROFILE_BYTES as f64).then(|| msg::profile_import_too_large(MAX_PROFILE_BYTES / 1024))
}

/// `text` with a capital first letter.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// A map, which refuses keys that start with its `full` prefix (storage that is full).
    #[derive(Default)]
    struct Map(BTreeMap<String, String>, Option<&'static str>);

    impl Store for Map {
        fn get(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set(&mut self, key: &str, value: &str) -> bool {
            if self.1.is_some_and(|full| key.starts_with(full)) {
                return false;
            }
            self.0.insert(key.into(), value.into());
            true
        }
        fn remove(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn keys(&self) -> Vec<String> {
            self.0.keys().cloned().collect()
        }
    }

    #[test]
    fn a_game_is_rated_once() {
        let mut store = Map::default();
        let line = rate(&mut store, "abc", "gyges", "easy", GameResult::Loss, 20_000).unwrap();
        assert!(line.starts_with("Rating 1500 → ") && line.ends_with("(provisional)"), "{line}");
        assert_eq!(rate(&mut store, "abc", "gyges", "easy", GameResult::Win, 20_001).unwrap(), line, "the same game again");
        let profile = load(&mut store).profile;
        assert_eq!(profile.games(GameKind::Gyges), 1);
        assert_eq!(profile.history(Pool::Computer(GameKind::Gyges)).len(), 1);
        rate(&mut store, "def", "gyges", "easy", GameResult::Win, 20_001).unwrap();
        assert_eq!(load(&mut store).profile.games(GameKind::Gyges), 2);
        assert_eq!(store.get(NAME_KEY), None, "a name nobody chose is not sent to live play");
    }

    #[test]
    fn a_live_game_is_rated_once_against_the_claim() {
        let mut store = Map::default();
        let game = "gyges.live.blitz 0 1,2 -,1700:80:0.06";
        let line = rate_people(&mut store, "room1.7", game, 20_000).unwrap();
        let after = load(&mut store).profile.rating(Pool::Live(engine::rating::Duel::Gyges, engine::rating::TimeClass::Blitz));
        let expected = engine::rating::rate_two(Glicko::START, Glicko::new(1700.0, 80.0, 0.06).unwrap(), GameResult::Win);
        assert_eq!(after, Rating::Glicko(expected));
        assert_eq!(line, change("Rating", Glicko::START, expected));
        assert_eq!(rate_people(&mut store, "room1.7", game, 20_001).unwrap(), line, "the same game again");
        let table = rate_people(&mut store, "room2.9", "gype.live.3p 2 2,2,1 27:5,20:6,-", 20_001).unwrap();
        assert!(table.starts_with("Rating 25.0 → ") && table.ends_with("(provisional)"), "{table}");
        for (id, bad) in [("", "gyges.live.blitz 0 1,2 -,-"), ("room3", ""), ("room3", "gyges.live.blitz 0 1,2 -,99999:80:0.06"), ("room3", "gyges.live.blitz 0 1,2 -,-"), ("room3", "chess 0 1,2 -,-")] {
            assert!(rate_people(&mut store, id, bad, 1).is_err(), "{id} {bad}");
        }
        assert_eq!(load(&mut store).profile.games(GameKind::Gyges), 1, "nothing refused was counted");
    }

    #[test]
    fn bad_rate_commands_are_refused() {
        let mut store = Map::default();
        for (id, game, level) in [("", "gyges", "easy"), ("abc", "chess", "easy"), ("abc", "gyges", "grand"), ("abc", "", "easy")] {
            assert!(rate(&mut store, id, game, level, GameResult::Win, 1).is_err(), "{id} {game} {level}");
        }
        assert!(store.keys().is_empty());
    }

    #[test]
    fn the_ledger_keeps_the_latest() {
        let mut store = Map::default();
        for n in 0..LEDGER_CAP + 5 {
            rate(&mut store, &format!("g{n}"), "gipf", "medium", GameResult::Draw, 1).unwrap();
        }
        let ledger = store.get(LEDGER_KEY).unwrap();
        assert_eq!(ledger.lines().count(), LEDGER_CAP);
        assert!(ledger.starts_with("g5 Rating "));
    }

    #[test]
    fn a_damaged_profile_is_kept_aside_never_dropped() {
        let mut store = Map::default();
        store.set(PROFILE_KEY, "gboards-profile 1\nname Ada\nelo 3\n");
        let line = rate(&mut store, "abc", "gype", "hard", GameResult::Win, 1).unwrap();
        assert!(line.contains("line 3: unknown item 'elo'"), "{line}");
        assert_eq!(store.get(ASIDE_KEY).as_deref(), Some("gboards-profile 1\nname Ada\nelo 3\n"));
        // A second damaged text goes to the next free key.
        store.set(PROFILE_KEY, "nonsense");
        assert!(load(&mut store).damaged.is_some());
        assert_eq!(store.get("gboards.profile.bad.2").as_deref(), Some("nonsense"));
        let kept = asides(&store);
        assert_eq!(kept.len(), 2);
        assert_eq!(kept[0], (ASIDE_KEY.to_string(), "profile, line 3: unknown item 'elo'".to_string()));
        assert!(kept[1].1.contains("line 1"));
        assert_eq!(store.get(PROFILE_KEY), None);
    }

    #[test]
    fn a_damaged_profile_that_cannot_be_kept_aside_is_not_written_over() {
        let mut store = Map(BTreeMap::new(), Some(ASIDE_KEY));
        store.0.insert(PROFILE_KEY.into(), "damaged".into());
        assert!(rate(&mut store, "abc", "gyges", "easy", GameResult::Win, 1).unwrap_err().contains("could not be kept aside"));
        assert!(rename(&mut store, "Ada").is_err());
        assert!(import(&mut store, Profile::new("Ada").unwrap().to_text().as_bytes()).is_err());
        assert_eq!(store.get(PROFILE_KEY).as_deref(), Some("damaged"));
        assert_eq!(store.get(LEDGER_KEY), None, "a game not rated is not in the ledger");
    }

    #[test]
    fn names_and_imports() {
        let mut store = Map::default();
        assert_eq!(rename(&mut store, "  Ada ").unwrap().name(), "Ada");
        assert_eq!(store.get(NAME_KEY).as_deref(), Some("Ada"));
        assert!(rename(&mut store, "").unwrap_err().starts_with("A name is 1 to 24 characters"));
        let before = store.get(PROFILE_KEY);
        let err = import(&mut store, b"gboards-profile 1\nname Grace\nrating gyges.computer 1500 x 0.06\n").unwrap_err();
        assert_eq!(err, "That file was not imported (profile, line 3: 'x' is not a number). Your profile is unchanged.");
        assert!(import(&mut store, &[0xff, 0xfe]).is_err());
        assert_eq!(store.get(PROFILE_KEY), before);
        let mut grace = Profile::new("Grace").unwrap();
        grace.play_computer(GameKind::Gipf, Level::Hard, GameResult::Win, 3);
        assert_eq!(import(&mut store, grace.to_text().as_bytes()).unwrap(), grace);
        assert_eq!(store.get(NAME_KEY).as_deref(), Some("Grace"));
        assert_eq!(load(&mut store).profile, grace);
        assert!(too_large(2e6).is_some() && too_large(1000.0).is_none());
    }
}
