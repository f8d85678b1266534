//! Search scores: wins counted in plies from the root, and their form in the table.

use super::WINS_NEXT;

/// A won game scores `WIN - plies to the win`.
pub const WIN: i32 = 1_000_000;
pub(super) const INFINITY: i32 = WIN + 1;
/// Scores beyond this are wins or losses.
pub(super) const DECIDED: i32 = WIN - 10_000;

/// An evaluation, with "the player to act wins next" turned into a win score.
pub(super) fn leaf_value(score: i32, ply: i32) -> i32 {
    if score >= WINS_NEXT {
        WIN - ply - 1
    } else if score <= -WINS_NEXT {
        ply + 1 - WIN
    } else {
        score
    }
}

/// Win scores count plies from the root; the table stores them from the node.
pub(super) fn to_table(score: i32, ply: i32) -> i32 {
    if score >= DECIDED {
        score + ply
    } else if score <= -DECIDED {
        score - ply
    } else {
        score
    }
}

pub(super) fn from_table(score: i32, ply: i32) -> i32 {
    if score >= DECIDED {
        score - ply
    } else if score <= -DECIDED {
        score + ply
    } else {
        score
    }
}

