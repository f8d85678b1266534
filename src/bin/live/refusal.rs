//! Why live play refused a message or an action (`engine::live::LiveError`), and why quick
//! pairing cannot go on (`PairingError`), in the player's language. Every detail is a typed
//! fact of the engine's; a faulty peer's protocol line stays as it came (clipped), as notation
//! does. The rules' reasons are the page's own words (`reason`).

use crate::i18n::msg;
use crate::reason::engine_words;
use engine::live::message::{MAX_BYTES, VERSION};
use engine::live::pairing::{Mismatch, PairingError, RoomField, Unpairable};
use engine::live::{BadCommit, Decode, Garbage, LiveError, NotRated};
use engine::game::Seat;

pub fn words(e: &LiveError) -> String {
    match e {
        LiveError::TooLarge { bytes } => msg::live_refusal_too_large(*bytes, MAX_BYTES),
        LiveError::Garbage(why) => msg::live_refusal_garbage(&garbage(why)),
        LiveError::Version(theirs) => msg::live_refusal_version(*theirs, VERSION),
        LiveError::WrongSeat { seat, to_act: Some(turn) } => msg::live_refusal_wrong_seat(counted(*seat), counted(*turn)),
        LiveError::WrongSeat { seat, to_act: None } => msg::live_refusal_wrong_seat_none(counted(*seat)),
        LiveError::StalePly { got, expected } => msg::live_refusal_stale(*got, *expected),
        LiveError::Illegal(e) => engine_words(e),
        LiveError::HashMismatch { ply } => msg::live_refusal_hash(ply + 1),
        LiveError::NotSeated => msg::live_refusal_not_seated(),
        LiveError::UnknownSeat => msg::live_refusal_unknown_seat(),
        LiveError::BadCommit(why) => msg::live_refusal_bad_commit(&bad_commit(*why)),
        LiveError::BadToken { seat } => msg::live_refusal_bad_token(counted(*seat)),
        LiveError::TooSoon { what, actions } => msg::live_refusal_too_soon(what.name(), *actions),
        LiveError::NotRated(why) => msg::live_refusal_not_rated(&not_rated(*why)),
    }
}

/// A seat as people count them, from 1.
fn counted(seat: Seat) -> u32 {
    u32::from(seat) + 1
}

fn garbage(g: &Garbage) -> String {
    use Garbage::*;
    match g {
        Line { line, why } => msg::live_garbage_line(line, &decode(*why)),
        Name { most } => msg::live_garbage_name(*most),
        SavedWithoutRecord => msg::live_garbage_saved_without_record(),
        SavedWithoutSeat => msg::live_garbage_saved_without_seat(),
        ClockFromGuest => msg::live_garbage_clock_from_guest(),
        EveryoneHere => msg::live_garbage_everyone_here(),
        AbandonFromGuest => msg::live_garbage_abandon_from_guest(),
        StartByGuest => msg::live_garbage_start_by_guest(),
        StartingAlready => msg::live_garbage_starting_already(),
        SeatNotFilled { seat } => msg::live_garbage_seat_not_filled(counted(*seat)),
        NoChoiceDue => msg::live_garbage_no_choice_due(),
        NotAChoice { choice } => msg::live_garbage_not_a_choice(choice.as_str()),
        NoOfferStanding { what } => msg::live_garbage_no_offer_standing(what.name()),
        NoOfferToAnswer => msg::live_garbage_no_offer_to_answer(),
        ClaimedTime { claimed_ms, measured_ms } => msg::live_garbage_claimed_time(*claimed_ms, *measured_ms),
        ChoiceAsMove => msg::live_garbage_choice_as_move(),
        BeforeDraw => msg::live_garbage_before_draw(),
    }
}

fn decode(d: Decode) -> String {
    use Decode::*;
    match d {
        ExtraLines => msg::live_decode_extra_lines(),
        ControlCharacters => msg::live_decode_control_characters(),
        SeatNumber => msg::live_decode_seat_number(),
        PlyNumber => msg::live_decode_ply_number(),
        RoundNumber => msg::live_decode_round_number(),
        UnknownProposal => msg::live_decode_unknown_proposal(),
        NoRecord => msg::live_decode_no_record(),
        VersionNumber => msg::live_decode_version_number(),
        CommitmentHex => msg::live_decode_commitment_hex(),
        SecretHex => msg::live_decode_secret_hex(),
        LinkHex => msg::live_decode_link_hex(),
        PositionHash => msg::live_decode_position_hash(),
        NoAction => msg::live_decode_no_action(),
        TimeSpent => msg::live_decode_time_spent(),
        TimeControl => msg::live_decode_time_control(),
        HiddenChoice => msg::live_decode_hidden_choice(),
        AbandonFields => msg::live_decode_abandon_fields(),
        ChatTooLong => msg::live_decode_chat_too_long(),
        RatingNumbers => msg::live_decode_rating_numbers(),
        RatingImplausible => msg::live_decode_rating_implausible(),
        UnknownKind => msg::live_decode_unknown_kind(),
    }
}

fn bad_commit(b: BadCommit) -> String {
    use BadCommit::*;
    match b {
        SecondCommitment => msg::live_commit_second(),
        SecretFirst => msg::live_commit_secret_first(),
        SecretMismatch => msg::live_commit_secret_mismatch(),
        SeatOutside { seat, seats } => msg::live_commit_seat_outside(counted(seat), seats),
        ChosenAlready => msg::live_commit_chosen_already(),
        SecondChoiceCommitment => msg::live_commit_second_choice(),
        ChoiceFirst => msg::live_commit_choice_first(),
        ChoiceMismatch => msg::live_commit_choice_mismatch(),
        SecretFromOutsider => msg::live_commit_secret_from_outsider(),
        CommitmentFromOutsider => msg::live_commit_from_outsider(),
        CommitmentAfterStart => msg::live_commit_after_start(),
        Unasked => msg::live_commit_unasked(),
        SeatedEarly => msg::live_commit_seated_early(),
        OtherSeed => msg::live_commit_other_seed(),
        NoRound => msg::live_commit_no_round(),
        AfterOpen => msg::live_commit_after_open(),
    }
}

/// Why the game cannot be rated, without a frame (the refusal's, or the note after the game's).
pub fn not_rated(why: NotRated) -> String {
    match why {
        NotRated::NoGame => msg::live_unrated_no_game(),
        NotRated::Watching => msg::live_unrated_watching(),
        NotRated::GoesOn => msg::live_unrated_goes_on(),
        NotRated::NoPool { game, seats } => msg::live_unrated_no_pool(game.display_name(), seats),
        NotRated::NoClaim { seat } => msg::live_unrated_no_claim(counted(seat)),
    }
}

/// Why pairing cannot go on, without a frame.
pub fn pairing(e: &PairingError) -> String {
    match e {
        PairingError::Game(why) => msg::live_pairing_error_game(&unpairable(why)),
        PairingError::NotARoom(text) => msg::live_pairing_error_not_a_room(&engine::error::clip(text)),
        PairingError::OtherVersion(theirs) => msg::live_pairing_error_other_version(*theirs, VERSION),
        PairingError::BadField { field, value } => msg::live_pairing_error_bad_field(field_key(*field), &engine::error::clip(value)),
        PairingError::Mismatch(what) => msg::live_pairing_error_mismatch(&mismatch(what)),
        PairingError::Refused(e) => msg::live_pairing_error_refused(&words(e)),
        PairingError::Left => msg::live_pairing_error_left(),
        PairingError::BadTicket => msg::live_refusal_bad_ticket(),
    }
}

fn unpairable(why: &Unpairable) -> String {
    match why {
        Unpairable::Record(e) => engine_words(e),
        Unpairable::NotAtStart => msg::live_pairing_error_not_at_start(),
        Unpairable::TooManySeats => msg::live_pairing_error_too_many_seats(),
    }
}

fn mismatch(what: &Mismatch) -> String {
    match what {
        Mismatch::Unpairable(why) => unpairable(why),
        Mismatch::Seats { game, seats } => msg::live_pairing_error_seats(game.display_name(), *seats),
        Mismatch::Clock(Some(clock)) => msg::live_pairing_error_clock(&clock.name()),
        Mismatch::Clock(None) => msg::live_pairing_error_untimed(),
        Mismatch::Options(options) => msg::live_pairing_error_options(options.as_str()),
    }
}

/// A room id's field as the message's select names it.
fn field_key(field: RoomField) -> &'static str {
    match field {
        RoomField::RatingBand => "rating-band",
        other => other.name(),
    }
}
