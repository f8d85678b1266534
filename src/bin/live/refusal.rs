//! Why live play refused a message or an action (`engine::live::LiveError`), in the player's
//! language. The rules' reasons are the page's own words (`reason`); a faulty peer's protocol
//! detail (a message that makes no sense, a broken commit-reveal exchange) stays the engine's
//! English: no device of ours sends one.

use crate::i18n::msg;
use crate::reason::engine_words;
use engine::live::message::{Proposal, MAX_BYTES, VERSION};
use engine::live::LiveError;

pub fn words(e: &LiveError) -> String {
    match e {
        LiveError::TooLarge { bytes } => msg::live_refusal_too_large(*bytes, MAX_BYTES),
        LiveError::Garbage(detail) => msg::live_refusal_garbage(detail),
        LiveError::Version(theirs) => msg::live_refusal_version(*theirs, VERSION),
        LiveError::WrongSeat { seat, to_act: Some(turn) } => msg::live_refusal_wrong_seat(seat + 1, turn + 1),
        LiveError::WrongSeat { seat, to_act: None } => msg::live_refusal_wrong_seat_none(seat + 1),
        LiveError::StalePly { got, expected } => msg::live_refusal_stale(*got, *expected),
        LiveError::Illegal(e) => engine_words(e),
        LiveError::HashMismatch { ply } => msg::live_refusal_hash(ply + 1),
        LiveError::NotSeated => msg::live_refusal_not_seated(),
        LiveError::UnknownSeat => msg::live_refusal_unknown_seat(),
        LiveError::BadCommit(detail) => msg::live_refusal_bad_commit(detail),
        LiveError::BadToken { seat } => msg::live_refusal_bad_token(seat + 1),
        LiveError::TooSoon { what, actions } => msg::live_refusal_too_soon(proposal(*what), *actions),
        LiveError::NotRated(detail) => msg::live_refusal_not_rated(detail),
    }
}

fn proposal(what: Proposal) -> &'static str {
    what.name()
}
