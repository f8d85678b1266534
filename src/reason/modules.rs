//! The reasons only the lazily loaded modules meet, in words: the analysis board's tree, the
//! position editors' problems, puzzles, lessons and live play's proposals. The page never meets
//! them, so its own copy of this folder words none of them (`mod.rs`): their sentences would
//! only cost its first load.

use super::key;
use crate::i18n::msg;
use engine::error::{Analysis, Gipf, Gype, Gyges, Limit, Live, Study};

pub(super) fn gyges(r: &Gyges) -> String {
    match r {
        Gyges::NotABoardSquare { text } => msg::reason_gyges_not_a_board_square(text),
        Gyges::Rings { size } => msg::reason_gyges_rings(*size),
        Gyges::TooMany { rings, count, most } => msg::reason_gyges_too_many(*count, *rings, *most),
        Gyges::EmptyBoard => msg::reason_gyges_empty_board(),
        // Worded in gyges.rs.
        _ => String::new(),
    }
}

pub(super) fn gype(r: &Gype) -> String {
    match r {
        Gype::TwoSeats { seats } => msg::reason_gype_two_seats(seats),
        Gype::TooManyDice { side, count, most } => msg::reason_gype_too_many_dice(&key(side), *count, *most),
        Gype::NoDice { side } => msg::reason_gype_no_dice(&key(side)),
        // Worded in gype.rs.
        _ => String::new(),
    }
}

pub(super) fn gipf(r: &Gipf) -> String {
    match r {
        Gipf::NotABoardSpot { text } => msg::reason_gipf_not_a_board_spot(text),
        Gipf::EditorPieces => msg::reason_gipf_editor_pieces(),
        Gipf::TooManyPieces { colour, count, most } => msg::reason_gipf_too_many_pieces(&colour.to_ascii_lowercase(), *count, *most),
        // Worded in gipf.rs.
        _ => String::new(),
    }
}

pub(super) fn limit(r: &Limit) -> String {
    match r {
        Limit::NestAtMost { most } => msg::reason_limit_nest_at_most(*most),
        Limit::CommentCharacters { most } => msg::reason_limit_comment_characters(*most),
        Limit::Actions { most } => msg::reason_limit_actions(*most),
        Limit::PuzzleSearch => msg::reason_limit_puzzle_search(),
        // Worded in other.rs.
        _ => String::new(),
    }
}

pub(super) fn study(r: &Study) -> String {
    use Study::*;
    match r {
        Fields { found } => msg::reason_study_fields(*found),
        Moves { text, most } => msg::reason_study_moves(text, *most),
        Difficulty { text } => msg::reason_study_difficulty(text),
        Goal { text, most } => msg::reason_study_goal(text, *most),
        NoCaptures { game } => msg::reason_study_no_captures(game),
        NobodyToMove => msg::reason_study_nobody_to_move(),
        OtherSideTurn => msg::reason_study_other_side_turn(),
        StreakPair { item } => msg::reason_study_streak_pair(item),
        StreakCount { text } => msg::reason_study_streak_count(text),
        StreakField { key } => msg::reason_study_streak_field(key),
        StreakFields => msg::reason_study_streak_fields(),
        StreakSums => msg::reason_study_streak_sums(),
        NobodyToAct => msg::reason_study_nobody_to_act(),
        NoAction => msg::reason_study_no_action(),
        AnswerTooLong { most } => msg::reason_study_answer_too_long(*most),
        AfterTurn { text } => msg::reason_study_after_turn(text),
        Demonstration => msg::reason_study_demonstration(),
    }
}

pub(super) fn analysis(r: &Analysis) -> String {
    use Analysis::*;
    match r {
        NoMove { id } => msg::reason_analysis_no_move(*id),
        DeleteStart => msg::reason_analysis_delete_start(),
        LineMove { number, text, error } => msg::reason_analysis_line_move(*number, text, &super::engine_words(error)),
        CommentAfter { after, moves } => msg::reason_analysis_comment_after(*after, *moves),
        SideLineFor { number, moves } => msg::reason_analysis_side_line_for(*number, *moves),
        AlreadyOver => msg::reason_analysis_already_over(),
        NotInPalette { code } => msg::reason_analysis_not_in_palette(code),
    }
}

pub(super) fn live(r: &Live) -> String {
    match r {
        Live::NoDrawByAgreement => msg::reason_live_no_draw(),
        Live::NoMoveOfTheirs => msg::reason_live_no_move_of_theirs(),
        Live::RematchAfter => msg::reason_live_rematch_after(),
        Live::NothingToTakeBack => msg::reason_live_nothing_to_take_back(),
    }
}
