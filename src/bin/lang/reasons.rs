//! The engine's errors in words (`src/reason/`; live play's refusals and pairing errors,
//! `live/refusal.rs`; live play's notes, `live/notes.rs`; the profile's refusals,
//! `profile/refusal.rs`): the English compiled into the page
//! says what the engine's own `Display` says, every fact in its place, for a sample of every
//! reason and note; and in Ukrainian and French every sample reads without an English word.

use super::i18n::{language, msg, Arg};
use super::reason::engine_words;
use engine::error::{Analysis, Counter, Error, Gipf, Gype, Gyges, Landing, Limit, Live, Reason, Record, Setting, Study};
use engine::clock::TimeControl;
use engine::live::pairing::{Mismatch, PairingError, RoomField, Unpairable};
use engine::live::{BadCommit, Decode, Garbage, LiveError, Note, NotRated, Proposal};
use engine::rating::{Duel, Field, Garble, Pool, ProfileError, RatingError, Seats, TimeClass, Why};
use engine::GameKind;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::rc::Rc;

/// Live play's refusals and pairing errors, and its notes, worded by the live module.
#[path = "../live/refusal.rs"]
mod refusal;
#[path = "../live/notes.rs"]
mod notes;
/// The profile's refusals: a rating, a game to rate, a profile file.
#[path = "../profile/refusal.rs"]
mod profile_refusal;

fn s(text: &str) -> String {
    text.to_string()
}

fn boxed(e: Error) -> Box<Error> {
    Box::new(e)
}

/// The Gygès reasons, each with its own values.
fn gyges() -> Vec<Gyges> {
    use Gyges::*;
    let (a, b, c) = (s("c3"), s("d4"), s("e5"));
    vec![
        SizeOutOfRange { size: 7 }, PlaceOnRank { rank: 6 }, Taken { square: a.clone() }, NoneLeftToPlace { size: 2 }, StillPlacing, SetupOver,
        NotLegal { from: a.clone(), to: b.clone() }, NoPiece { square: a.clone() }, NearestRow { rank: 2 }, OffBoard, PathEnd,
        CannotEnd { from: a.clone(), to: b.clone() }, CannotLand { from: b.clone(), to: a.clone() }, CannotReach { from: a.clone(), to: c.clone() },
        CannotReplace { from: a.clone(), to: b.clone(), drop: c.clone() }, ReplaceOff, DropNotAllowed { square: c.clone() }, NoPass,
        PlacementForm, MoveForm, PathTooLong, NotASquare { text: s("z9") }, EmptyPosition, SixRanks, SideToMove, RankSquares { rank: 4 },
        RankCharacters { rank: 5 }, FieldTwice { key: s("qk") }, BadValue { field: s("qp=9") }, PlyPast { ply: 12, last: 10 },
        UnknownField { field: s("qz=1") }, FourOfEach, LoserToMove, SetupClean, SetupRanks, SetupTwoOfEach, SetupAllPlaced, SetupNoneLeft,
        PresetDigits { row: s("32112x") }, PresetSizes { row: s("111222") }, SetupContradictsFirst { setup: s("qs") },
        UnknownSetup { setup: s("qw") }, NotABoardSquare { text: s("N") }, Rings { size: 4 },
        TooMany { rings: 3, count: 5, most: 4 }, TooMany { rings: 1, count: 13, most: 0 }, TooMany { rings: 2, count: 1, most: 12 }, EmptyBoard,
    ]
}

fn gype() -> Vec<Gype> {
    use Gype::*;
    let (a, b) = (s("e4"), s("f6"));
    let notation = Error::notation(Gype::NotACell { text: s("k1") });
    let landings = [Landing::DestinationRow, Landing::NoReturn, Landing::OffBoard, Landing::Occupied, Landing::HomeRow, Landing::Chaos];
    let mut out = vec![
        RollFirst { cell: a.clone() }, NotNextDie { next: a.clone(), cell: Some(b.clone()) }, NotNextDie { next: b.clone(), cell: None },
        EarsRerolled { face: s("Ear") }, NoPiece { cell: Some(a.clone()) }, NoPiece { cell: None }, BelongsTo { cell: a.clone(), side: s("North") },
        Ear { cell: b.clone() }, Finished { cell: a.clone() }, DiceToRoll, StillArranging, Over, SameFace { first: a.clone(), second: b.clone() },
        ChooseOff, AlreadyShows { cell: a.clone(), face: s("Flame") }, NoRoll, Arranging, SetupOver, JumpedList, RollsOff, NoPass,
        NoLanding { cell: a.clone() }, LandingOffBoard, HatLeap, NoStep { face: s("Book"), side: s("West"), from: a.clone(), to: b.clone() }, Loop,
        NotAJump { hop: s("e4-e6"), face: s("Sword"), side: s("East") }, OverEmpty { hop: s("e4-e6"), cell: s("e5") }, JumpTwice { hop: s("g6-e6") },
        PerftRolls, CellFaceForm, FaceLetter, EmptyAction, ActionForms, MoveForm,
        Ambiguous { from: a.clone(), to: s("g6"), first: s("e4-e6-g6"), second: s("e4-g4-g6") }, NotACell { text: s("k1") }, Corner { text: s("a0") },
        FirstLetter { value: s("X") }, FirstNotSeated { first: 'E', seats: s("SN") }, ChooseNeedsSetup, SeatLetters { value: s("SQ") },
        SeatTwice { value: s("SS") }, SeatCount { value: s("S") }, TooShort { text: s("SN") }, FieldTwice { key: s("ply") }, RollOrOpening,
        PlyNumber { value: s("x") }, UnknownField { key: s("qz") }, TurnOrder { seats: s("SEN") }, NotASeat { text: s("W"), seats: s("SN") },
        PieceForm { item: s("S") }, Piece { item: s("SFk1"), error: boxed(notation.clone()) }, PieceFace { item: s("SXe4") },
        TwoPieces { cell: a.clone() }, ForeignRow { item: s("SFa5"), side: s("South"), row: s("West") }, MoreThanEight { side: s("West") },
        PendingCell { key: s("roll"), error: boxed(notation) }, NoDieToRoll { key: s("opening"), cell: b.clone() }, SetupList { value: s("") },
        SetupOrder { value: s("NS"), expected: 'S', place: 1 }, BlockEmpty, BlockForm { value: s("N") }, RollNeedsRolls, SetupPending, OpeningPly,
        ArrangingRow { side: s("North") }, SetupPly, PlyPast { ply: 9, most: 8 }, TwoSeats { seats: s("S") },
        TooManyDice { side: s("South"), count: 9, most: 8 }, TooManyDice { side: s("East"), count: 14, most: 1 }, NoDice { side: s("North") },
    ];
    for (i, why) in landings.into_iter().enumerate() {
        let face = s(["Flame", "Book", "Sword", "Tree", "Hat", "Ear"][i]);
        out.push(CannotLand { face: face.clone(), cell: a.clone(), why });
        out.push(HopCannotLand { hop: s("e4-e6"), face, cell: s("e6"), why });
    }
    out
}

fn gipf() -> Vec<Gipf> {
    use Gipf::*;
    let illegal = Error::illegal(Reason::quoted("Zd4>g5", Gipf::NotYourPotential));
    let mut out = vec![
        NoAnnounced, ExtraFirst, NoExtra, RowsFirst, MoveMade, NotYourPotential, ReserveShort, FirstGipf, NoMoreGipf,
        NoMorePotential { potential: s("ZÈRTZ") }, NoneInHand { potential: s("YINSH") }, NotBroughtIn, NotEdge { spot: s("e5") },
        Occupied { spot: s("b2") }, NoEntry, LineFull, FirstEmpty, NoRow, NotARow, NoRowToKeep, OnlyGipfRow, ChallengedAnswer,
        ChallengedStarter, ChallengedResult, ChallengedThrow, NotAPoint { text: s("z1") }, EmptyMove, KeptRowForm, MoveStart, StayOnDot,
        NotADot { point: s("e5") }, PushEndsOnDot { point: s("a1") }, OccupiedWritePush { spot: s("b2") }, PushEndsOn { end: s("c3"), given: s("d4") },
        JustPlace { spot: s("b2") }, NotOnLine { spot: s("e5"), dot: s("a1") }, SeveralRemovals, SealedThrow, NotOneLine, NotRowSet,
        LongOption { key: s("qe"), value: s("x") }, ChallengesValue { value: s("99"), default: 3 }, ChallengesNeedPotentials,
        PotentialLetters { value: s("q3") }, PotentialCount { value: s("t") }, PotentialTwice { value: s("t1t2"), letter: 't' },
        SixOfOne { value: s("t7") }, FifteenPerPlayer { value: s("t6z6d6") }, StackColour, StackPotentials, StackMixed, StackAlternate,
        StackHeight { most: 5 }, StackEmpty, StackBase, StackTop, TakenOver, StackClose, Prefix { letter: 'Q' }, PointLike { text: s("x9") },
        PieceOnDot { point: s("a1") }, PositionForm, UnknownVersion { value: s("qm") }, WordPrefix { word: 2, prefix: s("B:") },
        ListedTwice { point: s("e5") }, SideToMove { text: s("X") }, HandForm, IntroForm { value: s("QQ") }, YesNo { key: s("moved") },
        YesNo { key: s("extra_first") }, KeptLine { text: s("a1-b9") }, ExtraNext, TurnNumber { text: s("x") }, ResultForm, ExtraNeedsTamsk,
        ExtraFirstMoved, FinishedChallenge, TooManyOwned { colour: 'W', reserve: 14, captured: 6, total: 18, version: s("standard") },
        TurnPast { turn: 30, most: 20 }, ChallengeForm { value: s("x") }, ChallengeMove { error: boxed(illegal) },
        ChallengeNotPotential { text: s("b2") }, ChallengeStage { text: s("ql") }, NoChallengeLeft, HiddenThrow { text: s("qo") },
        ThrowsNeedRps, NotABoardSpot { text: s("a1") }, EditorPieces, TooManyPieces { colour: s("White"), count: 19, most: 18 },
        TooManyPieces { colour: s("Black"), count: 1, most: 0 },
    ];
    for what in [Counter::Reserves, Counter::Captured, Counter::Challenges] {
        out.push(Count { what, text: s("300") });
        out.push(Pair { what, text: s("12") });
    }
    out
}

fn setting() -> Vec<Setting> {
    use Setting::*;
    vec![
        NotKeyValue { item: s("qr") }, NotPair { item: s("qt") }, UnknownField { key: s("qz") },
        Choice { key: s("qa"), value: s("qv"), choices: s("q1, q2") }, Number { key: s("qn"), value: s("-1"), min: 0, max: 100 },
        UnknownOption { key: s("qd") }, Clock { text: s("qf") }, Level { text: s("qg") }, PlayersForSeats { players: 5, seats: 2 }, PlayerWords,
    ]
}

fn record() -> Vec<Record> {
    use Record::*;
    vec![
        Header { expected: s("gboards-record 1"), found: s("qh") }, Empty, EndForm, AfterEnd, GameFirst, CommentEnd, LongComment { most: 2000 },
        SideLineStart, SideLineClose, EmptySideLine, Unclosed, GameName, Seed { text: s("x") }, NoGame, NoSeed,
        OtherGame { game: s("qc"), expected: s("gyges") }, CannotEnd, ChanceActs, NotAClock, CutShort, BeforeStart, Unpacked, Character, TooLong, NotText,
    ]
}

fn limit() -> Vec<Limit> {
    use Limit::*;
    vec![
        RecordBytes { bytes: 2_000_000, most: 1_048_576 }, LinkBytes { bytes: 70_000, most: 65_536 }, NestsDeeper { most: 32 }, NestAtMost { most: 31 },
        CommentCharacters { most: 2000 }, Actions { most: 200 }, PuzzleSearch, PerftDepth { depth: 65, most: 64 }, PerftLeaves { depth: 9, most: 5_000_000 },
    ]
}

fn study() -> Vec<Study> {
    use Study::*;
    vec![
        Fields { found: 3 }, Moves { text: s("9"), most: 5 }, Difficulty { text: s("qx") }, Goal { text: s("capture=9"), most: 6 },
        NoCaptures { game: s("gyges") }, NobodyToMove, OtherSideTurn, StreakPair { item: s("qb") }, StreakCount { text: s("-1") },
        StreakField { key: s("qy") }, StreakFields, StreakSums, NobodyToAct, NoAction, AnswerTooLong { most: 200 },
        AfterTurn { text: s("c2-c3") }, Demonstration,
    ]
}

fn analysis() -> Vec<Analysis> {
    use Analysis::*;
    let refused = Error::illegal(Gyges::NoPiece { square: s("a1") });
    vec![
        NoMove { id: 42 }, DeleteStart, LineMove { number: 3, text: s("a1-a2"), error: boxed(refused) }, CommentAfter { after: 7, moves: 5 },
        SideLineFor { number: 8, moves: 6 }, AlreadyOver, NotInPalette { code: s("X9") },
    ]
}

fn live() -> Vec<Live> {
    vec![Live::NoDrawByAgreement, Live::NoMoveOfTheirs, Live::RematchAfter, Live::NothingToTakeBack]
}

/// An error of every kind around a sample of every reason, with the structures that nest them.
fn samples() -> Vec<Error> {
    let mut reasons: Vec<Reason> = Vec::new();
    reasons.extend(gyges().into_iter().map(Reason::from));
    reasons.extend(gype().into_iter().map(Reason::from));
    reasons.extend(gipf().into_iter().map(Reason::from));
    reasons.extend(setting().into_iter().map(Reason::from));
    reasons.extend(record().into_iter().map(Reason::from));
    reasons.extend(limit().into_iter().map(Reason::from));
    reasons.extend(study().into_iter().map(Reason::from));
    reasons.extend(analysis().into_iter().map(Reason::from));
    reasons.extend(live().into_iter().map(Reason::from));
    let mut out: Vec<Error> = reasons.into_iter().map(Error::illegal).collect();
    let why = || Reason::from(Gyges::OffBoard);
    out.extend([
        Error::option(why()),
        Error::position(Reason::quoted("321123/...", Gyges::SixRanks)),
        Error::notation(why()),
        Error::link(Record::CutShort),
        Error::record(3, Reason::refused("a1-a2", Error::illegal(Gyges::NoPiece { square: s("a1") }))),
        Error::record(4, Reason::refused("b2", Error::GameOver)),
        Error::record(2, Reason::inner(Error::option(Setting::UnknownOption { key: s("x") }))),
        Error::too_large(Limit::Actions { most: 200 }),
        Error::GameOver,
    ]);
    out
}

/// Live play's refusals, each with its own values: every detail of a message that makes no
/// sense, of a failed commit-reveal exchange and of a game that cannot be rated.
fn refusals() -> Vec<LiveError> {
    let mut out = vec![
        LiveError::TooLarge { bytes: 70_000 }, LiveError::Version(3), LiveError::WrongSeat { seat: 1, to_act: Some(0) },
        LiveError::WrongSeat { seat: 2, to_act: None }, LiveError::StalePly { got: 4, expected: 6 }, LiveError::Illegal(Error::illegal(Live::RematchAfter)),
        LiveError::HashMismatch { ply: 8 }, LiveError::NotSeated, LiveError::UnknownSeat, LiveError::BadToken { seat: 3 },
        LiveError::TooSoon { what: Proposal::Draw, actions: 1 }, LiveError::TooSoon { what: Proposal::Takeback, actions: 6 },
        LiveError::TooSoon { what: Proposal::Rematch, actions: 2 },
    ];
    use Decode::*;
    let lines = [
        ExtraLines, ControlCharacters, SeatNumber, PlyNumber, RoundNumber, UnknownProposal, NoRecord, VersionNumber, CommitmentHex, SecretHex,
        LinkHex, PositionHash, NoAction, TimeSpent, TimeControl, HiddenChoice, AbandonFields, ChatTooLong, RatingNumbers, RatingImplausible, UnknownKind,
    ];
    out.extend(lines.map(|why| LiveError::Garbage(Garbage::Line { line: s("qq 12"), why })));
    out.extend([
        Garbage::Name { most: 24 }, Garbage::SavedWithoutRecord, Garbage::SavedWithoutSeat, Garbage::ClockFromGuest, Garbage::EveryoneHere,
        Garbage::AbandonFromGuest, Garbage::StartByGuest, Garbage::StartingAlready, Garbage::SeatNotFilled { seat: 2 }, Garbage::NoChoiceDue,
        Garbage::NotAChoice { choice: s("qx") }, Garbage::NoOfferStanding { what: Proposal::Draw }, Garbage::NoOfferStanding { what: Proposal::Takeback },
        Garbage::NoOfferStanding { what: Proposal::Rematch }, Garbage::NoOfferToAnswer, Garbage::ClaimedTime { claimed_ms: 90_000, measured_ms: 4_250 },
        Garbage::ChoiceAsMove, Garbage::BeforeDraw,
    ].map(LiveError::Garbage));
    use BadCommit::*;
    out.extend([
        SecondCommitment, SecretFirst, SecretMismatch, SeatOutside { seat: 4, seats: 3 }, SeatOutside { seat: 1, seats: 1 }, ChosenAlready,
        SecondChoiceCommitment, ChoiceFirst, ChoiceMismatch, SecretFromOutsider, CommitmentFromOutsider, CommitmentAfterStart, Unasked, SeatedEarly,
        OtherSeed, NoRound, AfterOpen,
    ].map(LiveError::BadCommit));
    out.extend([
        NotRated::NoGame, NotRated::Watching, NotRated::GoesOn, NotRated::NoPool { game: GameKind::Gyges, seats: 3 },
        NotRated::NoPool { game: GameKind::Gype, seats: 5 }, NotRated::NoClaim { seat: 1 },
    ].map(LiveError::NotRated));
    out
}

/// Pairing's errors, each with its own values.
fn pairing_errors() -> Vec<PairingError> {
    let record = || Unpairable::Record(Error::record(2, Record::CutShort));
    let mut out = vec![
        PairingError::NotARoom(s("qqroom")), PairingError::OtherVersion(4),
        PairingError::Refused(LiveError::BadCommit(BadCommit::SecretMismatch)), PairingError::Left, PairingError::BadTicket,
    ];
    out.extend([record(), Unpairable::NotAtStart, Unpairable::TooManySeats].map(PairingError::Game));
    let fields = [RoomField::Version, RoomField::Game, RoomField::Seats, RoomField::Clock, RoomField::Options, RoomField::RatingBand, RoomField::Salt];
    out.extend(fields.map(|field| PairingError::BadField { field, value: s("qz") }));
    out.extend([
        Mismatch::Unpairable(record()), Mismatch::Unpairable(Unpairable::NotAtStart), Mismatch::Seats { game: GameKind::Gype, seats: 3 },
        Mismatch::Seats { game: GameKind::Gipf, seats: 1 }, Mismatch::Clock(Some(TimeControl { base_ms: 180_000, increment_ms: 2_000 })), Mismatch::Clock(None),
        Mismatch::Options(s("qo=1")),
    ].map(PairingError::Mismatch));
    out
}

/// Live play's notes, each with its own values.
fn live_notes() -> Vec<Note> {
    vec![
        Note::TimeCharged { seat: 1, claimed_ms: 0, measured_ms: 8_049, charged_ms: 6_550 }, Note::TimeCharged { seat: 0, claimed_ms: 1_250, measured_ms: 61_000, charged_ms: 59_999 },
        Note::CaughtUp { added: 1 }, Note::CaughtUp { added: 3 }, Note::CaughtUp { added: 12 }, Note::Resynchronised, Note::Watching,
        Note::StartCalledOff { seat: 2 }, Note::StartCalledOffByHost { seat: 3 }, Note::HostLeft, Note::Starting,
        Note::Accepted { seat: 0, what: Proposal::Takeback, waiting: vec![3] }, Note::Accepted { seat: 2, what: Proposal::Draw, waiting: vec![0, 3] },
        Note::Accepted { seat: 1, what: Proposal::Rematch, waiting: vec![2] }, Note::Chosen { noun: "hand" },
    ]
}

/// The profile's rating refusals, each with its own values.
fn rating_errors() -> Vec<RatingError> {
    let mut out: Vec<RatingError> = [Field::Rating, Field::Deviation, Field::Volatility, Field::Uncertainty]
        .into_iter()
        .zip([99_999.5, 0.0, f64::NAN, f64::INFINITY])
        .map(|(field, value)| RatingError::Implausible { field, value })
        .collect();
    let blitz = Pool::Live(Duel::Gyges, TimeClass::Blitz);
    out.extend([
        RatingError::NoPool { game: GameKind::Gyges, seats: 3 }, RatingError::NoPool { game: GameKind::Gype, seats: 1 },
        RatingError::NoPool { game: GameKind::Gipf, seats: 5 }, RatingError::Seats { found: 5 }, RatingError::Seats { found: 1 }, RatingError::Ranks,
        RatingError::NoSuchSeat { index: 4, seats: 3 }, RatingError::NoSuchSeat { index: 2, seats: 1 }, RatingError::NoSuchSeat { index: 7, seats: 5 },
        RatingError::WrongSystem { pool: Pool::Table(Seats::Three) }, RatingError::WrongPool { pool: blitz }, RatingError::WrongPool { pool: Pool::Puzzle(GameKind::Gipf) },
        RatingError::Name,
    ]);
    use Garble::*;
    out.extend([NoSuchPool, NoSeat, NoRanks, RankNumber, NoClaims, ExtraParts, PerSeat, ClaimNumbers, ClaimCount].map(RatingError::Garbled));
    out
}

/// A profile file's refusals, each with its own values.
fn profile_errors() -> Vec<ProfileError> {
    let mut out = vec![ProfileError::TooLarge { bytes: 2_000_000 }, ProfileError::NotText, ProfileError::NoName];
    let whys = [
        Why::Header, Why::Version(s("2")), Why::UnknownItem(s("qelo")), Why::Fields { expected: 3, found: 2 }, Why::Fields { expected: 1, found: 5 },
        Why::Fields { expected: 4, found: 1 }, Why::Number(s("x")), Why::UnknownPool(s("qq.live")), Why::UnknownGame(s("qchess")),
        Why::Value(RatingError::Name), Why::Value(RatingError::Implausible { field: Field::Rating, value: 5.0 }), Why::Again, Why::HistoryFull,
        Why::HistoryOrder, Why::NoRating,
    ];
    out.extend(whys.into_iter().enumerate().map(|(i, why)| ProfileError::Line { line: [1, 2, 3, 5, 11, 21, 22, 25][i % 8], why }));
    out
}

/// Every live and profile sample in its module's words, with what it is.
fn live_words() -> Vec<(String, String)> {
    let refusals = refusals().into_iter().map(|e| (refusal::words(&e), e.to_string()));
    let pairing = pairing_errors().into_iter().map(|e| (refusal::pairing(&e), e.to_string()));
    let notes = live_notes().into_iter().map(|n| (notes::words(&n), n.to_string()));
    let ratings = rating_errors().into_iter().map(|e| (profile_refusal::rating(&e), e.to_string()));
    let profiles = profile_errors().into_iter().map(|e| (profile_refusal::profile(&e), e.to_string()));
    refusals.chain(pairing).chain(notes).chain(ratings).chain(profiles).collect()
}

/// The messages the page's words for the samples call, by index.
fn formatted() -> BTreeSet<usize> {
    let seen = Rc::new(RefCell::new(BTreeSet::new()));
    let record = seen.clone();
    language::NATIVE.with(|n| *n.borrow_mut() = Some(Box::new(move |index, _| {
        record.borrow_mut().insert(index);
        None
    })));
    for e in samples() {
        engine_words(&e);
    }
    live_words();
    language::NATIVE.with(|n| *n.borrow_mut() = None);
    let out = seen.borrow().clone();
    out
}

#[test]
fn the_page_words_every_reason_as_the_engine_does_in_english() {
    for e in samples() {
        assert_eq!(engine_words(&e), e.to_string(), "{e:?}");
    }
    for (words, english) in live_words() {
        assert_eq!(words, english);
    }
    // The page names the games as records write them, without a list's English "or".
    let unknown = Error::UnknownGame { name: s("qc"), expected: engine::GameKind::names_text() };
    assert_eq!(engine_words(&unknown), "unknown game 'qc' (expected gyges, gype, gipf)");
}

#[test]
fn the_samples_reach_every_reason() {
    let seen = formatted();
    // A message only other messages name, never called itself.
    let referenced = ["reason-gype-landing", "reason-lesson-file", "reason-lesson-no-step"];
    let live = ["live-refusal-", "live-garbage-", "live-decode-", "live-commit-", "live-unrated-", "live-note-", "live-seconds", "live-pairing-error-", "profile-reason-"];
    let ours = |id: &str| id.starts_with("reason-") || live.iter().any(|p| id.starts_with(p));
    let missed: Vec<&str> = msg::IDS.iter().enumerate().filter(|(i, id)| ours(id) && !seen.contains(i) && !referenced.contains(id)).map(|(_, id)| *id).collect();
    assert!(missed.is_empty(), "no sample words {missed:?}");
}

/// The words of a language file's messages (its comments aside), lower case.
fn words(code: &str) -> BTreeSet<String> {
    let text = std::fs::read_to_string(format!("{}/www/i18n/{code}.ftl", env!("CARGO_MANIFEST_DIR"))).unwrap();
    text.lines().filter(|l| !l.trim_start().starts_with('#')).flat_map(split).collect()
}

fn split(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic()).filter(|w| w.chars().count() > 1).map(str::to_lowercase).collect()
}

/// Formats the page's messages in `code` natively, as the language module does in the browser.
fn speak(code: &'static str) {
    let source = std::fs::read_to_string(format!("{}/www/i18n/{code}.ftl", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let mut bundle = FluentBundle::new(vec![code.parse().unwrap()]);
    bundle.set_use_isolating(false);
    bundle.add_resource(FluentResource::try_new(source).unwrap()).unwrap();
    language::NATIVE.with(|n| {
        *n.borrow_mut() = Some(Box::new(move |index, args: &[Arg]| {
            let pattern = bundle.get_message(msg::IDS[index])?.value()?;
            let mut values = FluentArgs::new();
            for (name, arg) in msg::VARIABLES[index].iter().zip(args) {
                match arg {
                    Arg::Number(n) => values.set(*name, *n as f64),
                    Arg::Text(t) => values.set(*name, t.to_string()),
                }
            }
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&values), &mut errors).into_owned();
            assert!(errors.is_empty(), "{code}: {}: {errors:?}", msg::IDS[index]);
            Some(text)
        }))
    });
}

#[test]
fn ukrainian_and_french_word_every_reason_without_english() {
    let english = words("en");
    for code in ["uk", "fr"] {
        let own = words(code);
        let english_only: BTreeSet<&String> = english.difference(&own).collect();
        speak(code);
        let texts = samples().into_iter().map(|e| (engine_words(&e), format!("{e:?}")));
        for (text, what) in texts.chain(live_words()) {
            let found: Vec<String> = split(&text).into_iter().filter(|w| english_only.contains(w)).collect();
            assert!(found.is_empty(), "{code}: {found:?} in '{text}' ({what})");
        }
        language::NATIVE.with(|n| *n.borrow_mut() = None);
    }
}
