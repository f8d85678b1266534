//! The reasons of every game alike in words: settings, records and links, limits.

use crate::i18n::msg;
use engine::error::{Limit, Record, Setting};

pub(super) fn setting(r: &Setting) -> String {
    use Setting::*;
    match r {
        NotKeyValue { item } => msg::reason_setting_not_key_value(item),
        NotPair { item } => msg::reason_setting_not_pair(item),
        UnknownField { key } => msg::reason_setting_unknown_field(key),
        Choice { key, value, choices } => msg::reason_setting_choice(key, value, choices),
        Number { key, value, min, max } => msg::reason_setting_number(key, value, *min, *max),
        UnknownOption { key } => msg::reason_setting_unknown_option(key),
        Clock { text } => msg::reason_setting_clock(text),
        Level { text } => msg::reason_setting_level(text),
        PlayersForSeats { players, seats } => msg::reason_setting_players_for_seats(*players, *seats),
        PlayerWords => msg::reason_setting_player_words(),
    }
}

pub(super) fn record(r: &Record) -> String {
    use Record::*;
    match r {
        Header { expected, found } => msg::reason_record_header(expected, found),
        Empty => msg::reason_record_empty(),
        EndForm => msg::reason_record_end_form(),
        AfterEnd => msg::reason_record_after_end(),
        GameFirst => msg::reason_record_game_first(),
        CommentEnd => msg::reason_record_comment_end(),
        LongComment { most } => msg::reason_record_long_comment(*most),
        SideLineStart => msg::reason_record_side_line_start(),
        SideLineClose => msg::reason_record_side_line_close(),
        EmptySideLine => msg::reason_record_empty_side_line(),
        Unclosed => msg::reason_record_unclosed(),
        GameName => msg::reason_record_game_name(),
        Seed { text } => msg::reason_record_seed(text),
        NoGame => msg::reason_record_no_game(),
        NoSeed => msg::reason_record_no_seed(),
        OtherGame { game, expected } => msg::reason_record_other_game(game, expected),
        CannotEnd => msg::reason_record_cannot_end(),
        ChanceActs => msg::reason_record_chance_acts(),
        NotAClock => msg::reason_record_not_a_clock(),
        CutShort => msg::reason_record_cut_short(),
        BeforeStart => msg::reason_record_before_start(),
        Unpacked => msg::reason_record_unpacked(),
        Character => msg::reason_record_character(),
        TooLong => msg::reason_record_too_long(),
        NotText => msg::reason_record_not_text(),
    }
}

pub(super) fn limit(r: &Limit) -> String {
    use Limit::*;
    match r {
        RecordBytes { bytes, most } => msg::reason_limit_record_bytes(*bytes, *most),
        LinkBytes { bytes, most } => msg::reason_limit_link_bytes(*bytes, *most),
        NestsDeeper { most } => msg::reason_limit_nests_deeper(*most),
        PerftDepth { depth, most } => msg::reason_limit_perft_depth(*depth, *most),
        PerftLeaves { depth, most } => msg::reason_limit_perft_leaves(*depth, *most),
        NestAtMost { .. } | CommentCharacters { .. } | Actions { .. } | PuzzleSearch => super::modules::limit(r),
    }
}
