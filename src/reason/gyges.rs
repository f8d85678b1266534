//! Gygès's reasons in words.

use crate::i18n::msg;
use engine::error::Gyges;

pub(super) fn words(r: &Gyges) -> String {
    use Gyges::*;
    match r {
        SizeOutOfRange { size } => msg::reason_gyges_size(*size),
        PlaceOnRank { rank } => msg::reason_gyges_place_on_rank(*rank),
        Taken { square } => msg::reason_gyges_taken(square),
        NoneLeftToPlace { size } => msg::reason_gyges_none_left(*size),
        StillPlacing => msg::reason_gyges_still_placing(),
        SetupOver => msg::reason_gyges_setup_over(),
        NotLegal { from, to } => msg::reason_gyges_not_legal(from, to),
        NoPiece { square } => msg::reason_gyges_no_piece(square),
        NearestRow { rank } => msg::reason_gyges_nearest_row(*rank),
        OffBoard => msg::reason_gyges_off_board(),
        PathEnd => msg::reason_gyges_path_end(),
        CannotEnd { from, to } => msg::reason_gyges_cannot_end(from, to),
        CannotLand { from, to } => msg::reason_gyges_cannot_land(from, to),
        CannotReach { from, to } => msg::reason_gyges_cannot_reach(from, to),
        CannotReplace { from, to, drop } => msg::reason_gyges_cannot_replace(from, to, drop),
        ReplaceOff => msg::reason_gyges_replace_off(),
        DropNotAllowed { square } => msg::reason_gyges_drop_not_allowed(square),
        NoPass => msg::reason_gyges_no_pass(),
        PlacementForm => msg::reason_gyges_placement_form(),
        MoveForm => msg::reason_gyges_move_form(),
        PathTooLong => msg::reason_gyges_path_too_long(),
        NotASquare { text } => msg::reason_gyges_not_a_square(text),
        EmptyPosition => msg::reason_gyges_empty_position(),
        SixRanks => msg::reason_gyges_six_ranks(),
        SideToMove => msg::reason_gyges_side_to_move(),
        RankSquares { rank } => msg::reason_gyges_rank_squares(*rank),
        RankCharacters { rank } => msg::reason_gyges_rank_characters(*rank),
        FieldTwice { key } => msg::reason_gyges_field_twice(key),
        BadValue { field } => msg::reason_gyges_bad_value(field),
        PlyPast { ply, last } => msg::reason_gyges_ply_past(*ply, *last),
        UnknownField { field } => msg::reason_gyges_unknown_field(field),
        FourOfEach => msg::reason_gyges_four_of_each(),
        LoserToMove => msg::reason_gyges_loser_to_move(),
        SetupClean => msg::reason_gyges_setup_clean(),
        SetupRanks => msg::reason_gyges_setup_ranks(),
        SetupTwoOfEach => msg::reason_gyges_setup_two_of_each(),
        SetupAllPlaced => msg::reason_gyges_setup_all_placed(),
        SetupNoneLeft => msg::reason_gyges_setup_none_left(),
        PresetDigits { row } => msg::reason_gyges_preset_digits(row),
        PresetSizes { row } => msg::reason_gyges_preset_sizes(row),
        SetupContradictsFirst { setup } => msg::reason_gyges_setup_contradicts(setup),
        UnknownSetup { setup } => msg::reason_gyges_unknown_setup(setup),
        NotABoardSquare { .. } | Rings { .. } | TooMany { .. } | EmptyBoard => super::modules::gyges(r),
    }
}
