//! What the page and the live module ask of the profile module (src/bin/profile/): to open its
//! panel, and to rate a game that ended.

use engine::rating::GameResult;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ProfileCommand {
    /// Open the profile panel.
    Open,
    /// Rate the game `id` against the computer (`game`, `level` by their names), once.
    RateComputer { id: String, game: String, level: String, result: GameResult },
    /// Rate the live game `id` between people, once: the `PeopleGame` line the live module
    /// built from the players' claims.
    RatePeople { id: String, game: String },
}
