//! Table Gype's reasons in words. Faces and sides reach the messages as keys (`flame`,
//! `south`), which each language words in the case its sentence needs.

use crate::i18n::msg;
use engine::error::{Gype, Landing};

pub(super) fn key(name: &str) -> String {
    name.to_ascii_lowercase()
}

fn landing(why: Landing) -> &'static str {
    match why {
        Landing::DestinationRow => "destination-row",
        Landing::NoReturn => "no-return",
        Landing::OffBoard => "off-board",
        Landing::Occupied => "occupied",
        Landing::HomeRow => "home-row",
        Landing::Chaos => "chaos",
    }
}

pub(super) fn words(r: &Gype) -> String {
    use Gype::*;
    match r {
        RollFirst { cell } => msg::reason_gype_roll_first(cell),
        NotNextDie { next, cell: Some(cell) } => msg::reason_gype_not_next_die(next, cell),
        NotNextDie { next, cell: None } => msg::reason_gype_not_next_die_off(next),
        EarsRerolled { face } => msg::reason_gype_ears_rerolled(&key(face)),
        NoPiece { cell: Some(cell) } => msg::reason_gype_no_piece(cell),
        NoPiece { cell: None } => msg::reason_gype_no_piece_off(),
        BelongsTo { cell, side } => msg::reason_gype_belongs_to(cell, &key(side)),
        Ear { cell } => msg::reason_gype_ear(cell),
        Finished { cell } => msg::reason_gype_finished(cell),
        DiceToRoll => msg::reason_gype_dice_to_roll(),
        StillArranging => msg::reason_gype_still_arranging(),
        Over => msg::reason_gype_over(),
        SameFace { first, second } => msg::reason_gype_same_face(first, second),
        ChooseOff => msg::reason_gype_choose_off(),
        AlreadyShows { cell, face } => msg::reason_gype_already_shows(cell, &key(face)),
        NoRoll => msg::reason_gype_no_roll(),
        Arranging => msg::reason_gype_arranging(),
        SetupOver => msg::reason_gype_setup_over(),
        JumpedList => msg::reason_gype_jumped_list(),
        RollsOff => msg::reason_gype_rolls_off(),
        NoPass => msg::reason_gype_no_pass(),
        NoLanding { cell } => msg::reason_gype_no_landing(cell),
        LandingOffBoard => msg::reason_gype_landing_off_board(),
        CannotLand { face, cell, why } => msg::reason_gype_cannot_land(&key(face), cell, landing(*why)),
        HatLeap => msg::reason_gype_hat_leap(),
        NoStep { face, side, from, to } => msg::reason_gype_no_step(&key(face), &key(side), from, to),
        Loop => msg::reason_gype_loop(),
        NotAJump { hop, face, side } => msg::reason_gype_not_a_jump(hop, &key(face), &key(side)),
        OverEmpty { hop, cell } => msg::reason_gype_over_empty(hop, cell),
        JumpTwice { hop } => msg::reason_gype_jump_twice(hop),
        HopCannotLand { hop, face, cell, why } => msg::reason_gype_hop_cannot_land(hop, &key(face), cell, landing(*why)),
        PerftRolls => msg::reason_gype_perft_rolls(),
        CellFaceForm => msg::reason_gype_cell_face_form(),
        FaceLetter => msg::reason_gype_face_letter(),
        EmptyAction => msg::reason_gype_empty_action(),
        ActionForms => msg::reason_gype_action_forms(),
        MoveForm => msg::reason_gype_move_form(),
        Ambiguous { from, to, first, second } => msg::reason_gype_ambiguous(from, to, first, second),
        NotACell { text } => msg::reason_gype_not_a_cell(text),
        Corner { text } => msg::reason_gype_corner(text),
        FirstLetter { value } => msg::reason_gype_first_letter(value),
        FirstNotSeated { first, seats } => msg::reason_gype_first_not_seated(&first.to_string(), seats),
        ChooseNeedsSetup => msg::reason_gype_choose_needs_setup(),
        SeatLetters { value } => msg::reason_gype_seat_letters(value),
        SeatTwice { value } => msg::reason_gype_seat_twice(value),
        SeatCount { value } => msg::reason_gype_seat_count(value),
        TooShort { text } => msg::reason_gype_too_short(text),
        FieldTwice { key } => msg::reason_gype_field_twice(key),
        RollOrOpening => msg::reason_gype_roll_or_opening(),
        PlyNumber { value } => msg::reason_gype_ply_number(value),
        UnknownField { key } => msg::reason_gype_unknown_field(key),
        TurnOrder { seats } => msg::reason_gype_turn_order(seats),
        NotASeat { text, seats } => msg::reason_gype_not_a_seat(text, seats),
        PieceForm { item } => msg::reason_gype_piece_form(item),
        Piece { item, error } => msg::reason_gype_piece(item, &super::engine_words(error)),
        PieceFace { item } => msg::reason_gype_piece_face(item),
        TwoPieces { cell } => msg::reason_gype_two_pieces(cell),
        ForeignRow { item, side, row } => msg::reason_gype_foreign_row(item, &key(side), &key(row)),
        MoreThanEight { side } => msg::reason_gype_more_than_eight(&key(side)),
        PendingCell { key, error } => msg::reason_gype_pending_cell(key, &super::engine_words(error)),
        NoDieToRoll { key, cell } => msg::reason_gype_no_die_to_roll(key, cell),
        SetupList { value } => msg::reason_gype_setup_list(value),
        SetupOrder { value, expected, place } => msg::reason_gype_setup_order(value, &expected.to_string(), *place),
        BlockEmpty => msg::reason_gype_block_empty(),
        BlockForm { value } => msg::reason_gype_block_form(value),
        RollNeedsRolls => msg::reason_gype_roll_needs_rolls(),
        SetupPending => msg::reason_gype_setup_pending(),
        OpeningPly => msg::reason_gype_opening_ply(),
        ArrangingRow { side } => msg::reason_gype_arranging_row(&key(side)),
        SetupPly => msg::reason_gype_setup_ply(),
        PlyPast { ply, most } => msg::reason_gype_ply_past(*ply, *most),
        TwoSeats { .. } | TooManyDice { .. } | NoDice { .. } => super::modules::gype(r),
    }
}
