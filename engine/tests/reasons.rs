//! Errors carry typed reasons, the facts as values, which the app words in the player's
//! language; `Display` still says them in English for the command line.

use engine::any::{match_from_record, new_match};
use engine::compact::{pack, unpack};
use engine::error::{Gyges, Limit, Reason, Record, Setting};
use engine::Error;

/// Why a record does not replay.
fn refused(record: &str) -> Error {
    match match_from_record(record) {
        Ok(_) => panic!("the record replays"),
        Err(e) => e,
    }
}

#[test]
fn a_gyges_move_from_an_empty_square_names_the_square() {
    let options = vec![("setup".to_string(), "preset:321123".to_string())];
    let mut m = new_match("gyges", &options, None, 1).unwrap();
    let e = m.play_text("c3-c4").unwrap_err();
    assert_eq!(e, Error::IllegalAction(Gyges::NoPiece { square: "c3".into() }.into()));
    assert_eq!(e.to_string(), "illegal move: there is no piece on c3");
}

#[test]
fn a_record_with_an_illegal_move_names_its_line_the_move_and_why() {
    let record = "gboards-record 1\ngame gyges\nseed 1\noption setup=preset:321123\nc3-c4\n";
    let e = refused(record);
    let illegal = Error::illegal(Gyges::NoPiece { square: "c3".into() });
    assert_eq!(e, Error::BadRecord { line: 5, why: Reason::refused("c3-c4", illegal) });
    assert_eq!(e.to_string(), "bad record, line 5: 'c3-c4': illegal move: there is no piece on c3");
    // A record's own faults name their line too, and an option that does not read is the
    // option's error inside the record's.
    assert_eq!(refused("gboards-record 1\nc3-c4\n"), Error::record(2, Record::GameFirst));
    let e = refused("gboards-record 1\ngame gyges\nseed 1\noption fly=on\n");
    assert_eq!(e, Error::record(4, Reason::inner(Error::option(Setting::UnknownOption { key: "fly".into() }))));
}

#[test]
fn a_damaged_link_says_what_is_wrong_with_it() {
    assert_eq!(unpack("@@@not-a-game").unwrap_err(), Error::link(Record::Character));
    assert!(matches!(unpack(&"A".repeat(engine::compact::MAX_PACKED + 1)), Err(e) if e == Error::link(Record::TooLong)));
    let most = engine::compact::MAX_DECODED;
    let long = "x".repeat(most + 1);
    assert!(matches!(pack(&long), Err(e) if e == Error::too_large(Limit::LinkBytes { bytes: most + 1, most })));
    assert_eq!(Error::link(Record::Character).to_string(), "this link is damaged: it has a character that does not belong in it");
}
