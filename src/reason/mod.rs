//! The engine's errors in the player's language (docs/i18n.md): the kind as a frame ("illegal
//! move: …") around the reason, each typed fact in its place in the sentence. The page and the
//! modules that show the engine's errors compile this folder; none calls the engine's English
//! `Display`, which stays for the command line.

mod gipf;
mod gype;
mod gyges;
/// The reasons only the lazily loaded modules meet; the page's copy words none of them.
#[cfg(any(feature = "analysis", feature = "study", feature = "live", test))]
mod modules;
#[cfg(not(any(feature = "analysis", feature = "study", feature = "live", test)))]
mod modules {
    //! On the page, where these reasons never come: no words.
    pub(super) fn any<T>(_: &T) -> String {
        String::new()
    }
    pub(super) use any as gyges;
    pub(super) use any as gype;
    pub(super) use any as gipf;
    pub(super) use any as limit;
    pub(super) use any as study;
    pub(super) use any as analysis;
    pub(super) use any as live;
}
mod other;

use crate::i18n::msg;
use engine::error::{Error, Reason};

/// The error in the player's language.
pub fn engine_words(e: &Error) -> String {
    use Error::*;
    match e {
        UnknownGame { name, .. } => msg::error_unknown_game(name, &games()),
        BadOption(why) => msg::error_bad_option(&words(why)),
        BadPosition(why) => msg::error_bad_position(&words(why)),
        BadNotation(why) => msg::error_bad_notation(&words(why)),
        IllegalAction(why) => msg::error_illegal_action(&words(why)),
        GameOver => msg::error_game_over(),
        BadLink(why) => msg::error_bad_link(&words(why)),
        BadRecord { line, why } => msg::error_bad_record(*line, &words(why)),
        TooLarge(why) => msg::error_too_large(&words(why)),
    }
}

/// A face's or a side's English name as the messages' key: `Flame` → `flame`.
fn key(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// The games' names, as notation: `gyges, gype, gipf`.
fn games() -> String {
    engine::GameKind::ALL.map(|g| g.name()).join(", ")
}

/// The reason alone, without its error's frame.
pub fn words(r: &Reason) -> String {
    match r {
        Reason::Gyges(r) => gyges::words(r),
        Reason::Gype(r) => gype::words(r),
        Reason::Gipf(r) => gipf::words(r),
        Reason::Setting(r) => other::setting(r),
        Reason::Record(r) => other::record(r),
        Reason::Limit(r) => other::limit(r),
        Reason::Study(r) => modules::study(r),
        Reason::Analysis(r) => modules::analysis(r),
        Reason::Live(r) => modules::live(r),
        Reason::Quoted { text, why } => msg::reason_quoted(text, &words(why)),
        Reason::Refused { text, error } => msg::reason_quoted(text, &engine_words(error)),
        Reason::Inner(e) => engine_words(e),
        // The command line's and the engine protocol's own words: no page reaches them.
        Reason::Console(english) => english.clone(),
    }
}
