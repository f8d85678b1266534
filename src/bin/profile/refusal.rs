//! Why a rating, a game to rate or a profile file is refused (`engine::rating::RatingError`,
//! `ProfileError`), in the player's language. Every detail is a typed fact of the engine's; a
//! profile's offending text (clipped by the engine) stays as it came, as notation does.

use crate::i18n::msg;
use engine::rating::{Field, Garble, ProfileError, RatingError, Why, MAX_NAME, MAX_PROFILE_BYTES};

pub fn rating(e: &RatingError) -> String {
    match e {
        RatingError::Implausible { field, value } => msg::profile_reason_implausible(field_key(*field), &value.to_string()),
        RatingError::NoPool { game, seats } => msg::profile_reason_no_pool(game.display_name(), *seats),
        RatingError::Seats { found } => msg::profile_reason_seats(*found),
        RatingError::Ranks => msg::profile_reason_ranks(),
        RatingError::NoSuchSeat { index, seats } => msg::profile_reason_no_such_seat(*index, *seats),
        RatingError::WrongSystem { pool } => msg::profile_reason_wrong_system(pool.key().as_str()),
        RatingError::WrongPool { pool } => msg::profile_reason_wrong_pool(pool.key().as_str()),
        RatingError::Name => msg::profile_reason_name(MAX_NAME),
        RatingError::Garbled(why) => msg::profile_reason_garbled(&garble(*why)),
    }
}

/// A rating's number as the message's select names it.
fn field_key(field: Field) -> &'static str {
    match field {
        Field::Rating => "rating",
        Field::Deviation => "deviation",
        Field::Volatility => "volatility",
        Field::Uncertainty => "uncertainty",
    }
}

fn garble(g: Garble) -> String {
    match g {
        Garble::NoSuchPool => msg::profile_reason_garble_no_such_pool(),
        Garble::NoSeat => msg::profile_reason_garble_no_seat(),
        Garble::NoRanks => msg::profile_reason_garble_no_ranks(),
        Garble::RankNumber => msg::profile_reason_garble_rank_number(),
        Garble::NoClaims => msg::profile_reason_garble_no_claims(),
        Garble::ExtraParts => msg::profile_reason_garble_extra_parts(),
        Garble::PerSeat => msg::profile_reason_garble_per_seat(),
        Garble::ClaimNumbers => msg::profile_reason_garble_claim_numbers(),
        Garble::ClaimCount => msg::profile_reason_garble_claim_count(),
    }
}

pub fn profile(e: &ProfileError) -> String {
    match e {
        ProfileError::TooLarge { bytes } => msg::profile_reason_too_large(MAX_PROFILE_BYTES, *bytes),
        ProfileError::NotText => msg::profile_reason_not_text(),
        ProfileError::Line { line, why } => msg::profile_reason_line(*line, &line_words(why)),
        ProfileError::NoName => msg::profile_reason_no_name(),
    }
}

fn line_words(why: &Why) -> String {
    match why {
        Why::Header => msg::profile_reason_header(),
        Why::Version(version) => msg::profile_reason_version(version.as_str()),
        Why::UnknownItem(item) => msg::profile_reason_unknown_item(item.as_str()),
        Why::Fields { expected, found } => msg::profile_reason_fields(*expected, *found),
        Why::Number(text) => msg::profile_reason_number(text.as_str()),
        Why::UnknownPool(key) => msg::profile_reason_unknown_pool(key.as_str()),
        Why::UnknownGame(name) => msg::profile_reason_unknown_game(name.as_str()),
        Why::Value(e) => rating(e),
        Why::Again => msg::profile_reason_again(),
        Why::HistoryFull => msg::profile_reason_history_full(engine::rating::HISTORY_CAP),
        Why::HistoryOrder => msg::profile_reason_history_order(),
        Why::NoRating => msg::profile_reason_no_rating(),
    }
}
