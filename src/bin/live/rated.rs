//! Rated games from quick pairing. This device's player claims the rating its profile holds in
//! the game's pool; when the game ends, the game to rate goes to the profile module
//! (`rate-people`), once, and the profile rates this device's player only. A game with a
//! friend by link makes no claim, so nobody rates it.

use super::{note, Live};
use crate::i18n::msg;
use crate::protocol::profile::ProfileCommand;
use engine::any::match_from_record;
use engine::clock::TimeControl;
use engine::game::Status;
use engine::live::LiveError;
use engine::rating::{pool_for, Rating};

/// This device's player's rating in the pool of a game of `record` with `clock`: the stored
/// profile's, or a newcomer's start when there is none or it cannot be read (the profile
/// module says so when it rates). `None`: a game no pool takes.
pub(super) fn my_rating(record: &str, clock: Option<TimeControl>) -> Option<Rating> {
    let game = match_from_record(record).ok()?;
    let clock = clock.map(|c| ((c.base_ms / 1000) as u32, (c.increment_ms / 1000) as u32));
    let pool = pool_for(game.kind(), clock, game.seats()).ok()?;
    let stored = super::storage().and_then(|s| s.get_item(super::stored::PROFILE_KEY).ok().flatten());
    // A damaged profile reads as a new one, as the profile module reads it (and says so).
    Some(super::stored::read(stored.as_deref(), None).profile.rating(pool))
}

/// A rating as players read it: whole Glicko-2 points, Weng-Lin's smaller scale to a tenth,
/// `?` while provisional.
pub(super) fn shown(rating: &Rating) -> String {
    let mark = if rating.is_provisional() { "?" } else { "" };
    match rating {
        Rating::Glicko(g) => format!("{}{mark}", g.rating().round() as i64),
        Rating::Table(t) => format!("{:.1}{mark}", t.rating()),
    }
}

impl Live {
    /// Once the game on show is over: the game to rate goes to the profile module, once per
    /// game (the room and the game's seed). A game nobody claimed a rating in is not rated,
    /// and nothing is said; a rated one that cannot be is said why.
    pub(super) fn rate_when_over(&mut self) {
        let Some(table) = self.peer.table() else { return };
        if !matches!(table.game().status(), Status::Over(_)) {
            return;
        }
        // Checked every round of the socket loop: the seed tells this game from a rematch.
        let seed = table.game().seed();
        if self.rated == Some(seed) {
            return;
        }
        self.rated = Some(seed);
        let id = format!("live.{}.{seed}", self.room);
        let claimed_here = table.seat().is_some_and(|me| self.peer.claim_of(me).is_some());
        match self.peer.people_game() {
            Ok(game) => profile_command(&ProfileCommand::RatePeople { id, game: game.to_text() }),
            Err(LiveError::NotRated(why)) if claimed_here => note(msg::live_not_rated(&super::refusal::not_rated(why))),
            Err(_) => {}
        }
    }
}

/// A command for the profile module, which is loaded first if it is not yet (its loader reads
/// the first from its script tag, as JSON).
fn profile_command(command: &ProfileCommand) {
    if let Ok(value) = serde_wasm_bindgen::to_value(command) {
        crate::protocol::command_module("gboardsProfile", "./profile_loader.js", &value);
    }
}
