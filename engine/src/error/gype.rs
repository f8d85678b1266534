//! Why Table Gype refuses: its rules, its notation, its position strings, its options and its
//! position editor. Cells are notation (`e4`); `face` and `side` are the English names the
//! engine gives them (`Flame`, `South`), which the app takes as keys.

use super::{count_words, Error};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Gype {
    // The rules.
    RollFirst { cell: String },
    /// The cell is `None` when it is off the board.
    NotNextDie { next: String, cell: Option<String> },
    EarsRerolled { face: String },
    NoPiece { cell: Option<String> },
    BelongsTo { cell: String, side: String },
    Ear { cell: String },
    Finished { cell: String },
    DiceToRoll,
    StillArranging,
    Over,
    SameFace { first: String, second: String },
    ChooseOff,
    AlreadyShows { cell: String, face: String },
    NoRoll,
    Arranging,
    SetupOver,
    JumpedList,
    RollsOff,
    NoPass,
    NoLanding { cell: String },
    LandingOffBoard,
    CannotLand { face: String, cell: String, why: Landing },
    HatLeap,
    NoStep { face: String, side: String, from: String, to: String },
    Loop,
    NotAJump { hop: String, face: String, side: String },
    OverEmpty { hop: String, cell: String },
    JumpTwice { hop: String },
    HopCannotLand { hop: String, face: String, cell: String, why: Landing },
    PerftRolls,
    // The notation (quoted with the action's text, `Reason::Quoted`, but for a cell).
    CellFaceForm,
    FaceLetter,
    EmptyAction,
    ActionForms,
    MoveForm,
    Ambiguous { from: String, to: String, first: String, second: String },
    NotACell { text: String },
    Corner { text: String },
    // The options.
    FirstLetter { value: String },
    FirstNotSeated { first: char, seats: String },
    ChooseNeedsSetup,
    SeatLetters { value: String },
    SeatTwice { value: String },
    SeatCount { value: String },
    // The position string.
    TooShort { text: String },
    FieldTwice { key: String },
    RollOrOpening,
    PlyNumber { value: String },
    UnknownField { key: String },
    TurnOrder { seats: String },
    NotASeat { text: String, seats: String },
    PieceForm { item: String },
    /// A piece whose seat or cell does not read.
    Piece { item: String, error: Box<Error> },
    PieceFace { item: String },
    TwoPieces { cell: String },
    ForeignRow { item: String, side: String, row: String },
    MoreThanEight { side: String },
    /// `roll=` or `opening=` (`key`) with a cell that does not read.
    PendingCell { key: String, error: Box<Error> },
    NoDieToRoll { key: String, cell: String },
    SetupList { value: String },
    SetupOrder { value: String, expected: char, place: usize },
    BlockEmpty,
    BlockForm { value: String },
    RollNeedsRolls,
    SetupPending,
    OpeningPly,
    ArrangingRow { side: String },
    SetupPly,
    PlyPast { ply: u32, most: u32 },
    // The position editor.
    TwoSeats { seats: String },
    TooManyDice { side: String, count: u32, most: u32 },
    NoDice { side: String },
}

/// Why a piece may not land on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Landing {
    DestinationRow,
    NoReturn,
    OffBoard,
    Occupied,
    HomeRow,
    Chaos,
}

impl fmt::Display for Landing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Landing::DestinationRow => "a chain that reached its destination row must stay in it",
            Landing::NoReturn => "a piece that has left its start row may not return to it (return_home=never)",
            Landing::OffBoard => "it is off the board",
            Landing::Occupied => "it is occupied",
            Landing::HomeRow => "it is another player's Home Row",
            Landing::Chaos => "no piece may land beyond the middle while one of its player's pieces is at home (chaos)",
        })
    }
}

impl fmt::Display for Gype {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Gype::*;
        let that = |cell: &Option<String>| cell.clone().unwrap_or_else(|| "that cell".into());
        match self {
            RollFirst { cell } => write!(f, "the die on {cell} is to be rolled first (e.g. {cell}=F)"),
            NotNextDie { next, cell } => write!(f, "the die on {next} is rolled next, not one on {}", that(cell)),
            EarsRerolled { face } => write!(f, "{face} cannot come up: Ears are re-rolled at the start"),
            NoPiece { cell } => write!(f, "there is no piece on {}", that(cell)),
            BelongsTo { cell, side } => write!(f, "the piece on {cell} belongs to {side}"),
            Ear { cell } => write!(f, "the piece on {cell} is an Ear: it cannot move"),
            Finished { cell } => write!(f, "the piece on {cell} is finished: it never moves again"),
            DiceToRoll => f.write_str("dice are still to be rolled"),
            StillArranging => f.write_str("players are still arranging their rows"),
            Over => f.write_str("the game is over"),
            SameFace { first, second } => write!(f, "{first} and {second} show the same face: swapping them changes nothing"),
            ChooseOff => f.write_str("faces are chosen only with start=choose"),
            AlreadyShows { cell, face } => write!(f, "{cell} already shows {face}"),
            NoRoll => f.write_str("no die is being rolled now"),
            Arranging => f.write_str("players are arranging their rows: swap two pieces or confirm"),
            SetupOver => f.write_str("the set-up is over"),
            JumpedList => f.write_str("the move's list of jumped pieces does not match its path"),
            RollsOff => f.write_str("there are no rolls in this game (rolls=off)"),
            NoPass => f.write_str("a player may pass only when it has no other action"),
            NoLanding { cell } => write!(f, "a move from {cell} needs at least one landing cell"),
            LandingOffBoard => f.write_str("a landing cell is not on the board"),
            CannotLand { face, cell, why } => write!(f, "{face} cannot land on {cell}: {why}"),
            HatLeap => f.write_str("a Hat makes one knight's leap (e.g. two up and one across), it never continues"),
            NoStep { face, side, from, to } => write!(f, "a {face} of {side} does not step from {from} to {to}"),
            Loop => f.write_str("without rolls a chain back to its start changes nothing, so it is not a move"),
            NotAJump { hop, face, side } => write!(f, "{hop} is not a jump of a {face} of {side} (jumps go two cells along its step directions)"),
            OverEmpty { hop, cell } => write!(f, "{hop} jumps over {cell}, which is empty"),
            JumpTwice { hop } => write!(f, "{hop}: a chain may not use the same jump twice"),
            HopCannotLand { hop, face, cell, why } => write!(f, "{hop}: {face} cannot land on {cell}: {why}"),
            PerftRolls => f.write_str("perft beyond depth 1 needs --opt rolls=off: with rolls every jump branches into dice outcomes"),
            CellFaceForm => f.write_str("expected a cell, '=' and a face letter, e.g. e5=F"),
            FaceLetter => f.write_str("the face is one of the letters F B S T H E (Flame Book Sword Tree Hat Ear)"),
            EmptyAction => f.write_str("the action is empty"),
            ActionForms => f.write_str("expected a move (e.g. b0-c1 or e4-e6-g6), 'roll e4', 'pass', a die 'e5=F', 'swap b0 c0', 'set b0=H' or 'confirm'"),
            MoveForm => f.write_str("a move needs an origin and at least one landing cell"),
            Ambiguous { from, to, first, second } => {
                write!(f, "several moves go from {from} to {to} (they jump different pieces): give the full path, e.g. {first} or {second}")
            }
            NotACell { text } => write!(f, "'{text}' is not a cell: a cell is a file a..j and a rank 0..9, e.g. e4"),
            Corner { text } => write!(f, "'{text}' is not a cell: the corners a0, j0, a9 and j9 are not on the board"),
            FirstLetter { value } => write!(f, "first={value}: expected one of S, W, N, E"),
            FirstNotSeated { first, seats } => write!(f, "first={first}: that side is not among the seats {seats}"),
            ChooseNeedsSetup => f.write_str("start=choose needs setup=on: faces are chosen during the set-up"),
            SeatLetters { value } => write!(f, "seats={value}: use the letters S, W, N and E, e.g. seats=SWN"),
            SeatTwice { value } => write!(f, "seats={value}: a side is named twice"),
            SeatCount { value } => write!(f, "seats={value}: 2 to 4 seats are needed"),
            TooShort { text } => write!(f, "'{text}' is too short: expected '<seats> <to-move> <pieces> [key=value ...]', e.g. 'SN S SFe4,NBe5'"),
            FieldTwice { key } => write!(f, "the field '{key}' is given twice"),
            RollOrOpening => f.write_str("give either roll= or opening=, not both"),
            PlyNumber { value } => write!(f, "ply={value}: expected a whole number"),
            UnknownField { key } => write!(f, "unknown field '{key}' (known: setup, roll, opening, block, ply)"),
            TurnOrder { seats } => write!(f, "seats '{seats}' are not in turn order (S W N E, each player's left), e.g. SWN"),
            NotASeat { text, seats } => write!(f, "'{text}' is not one of the seats {seats}"),
            PieceForm { item } => write!(f, "piece '{item}': expected seat, face and cell, e.g. SFe4"),
            Piece { item, error } => write!(f, "piece '{item}': {error}"),
            PieceFace { item } => write!(f, "piece '{item}': the face is one of F B S T H E"),
            TwoPieces { cell } => write!(f, "two pieces on {cell}"),
            ForeignRow { item, side, row } => write!(f, "piece '{item}': a {side} piece may not stand on the {row} row"),
            MoreThanEight { side } => write!(f, "{side} has more than 8 pieces"),
            PendingCell { key, error } => write!(f, "{key}=: {error}"),
            NoDieToRoll { key, cell } => write!(f, "{key}=: there is no die on {cell} to roll"),
            SetupList { value } => write!(f, "setup={value}: list the seats still to arrange their rows, the one to move first"),
            SetupOrder { value, expected, place } => write!(f, "setup={value}: expected the seats in turn order from the one to move ({expected} at place {place})"),
            BlockEmpty => f.write_str("block=: empty item"),
            BlockForm { value } => write!(f, "block={value}: expected items like N2"),
            RollNeedsRolls => f.write_str("roll= pending dice need rolls=on"),
            SetupPending => f.write_str("during the set-up only the opening dice (opening=) can be pending"),
            OpeningPly => f.write_str("opening dice are rolled before play: ply must be 0"),
            ArrangingRow { side } => write!(f, "{side} is still arranging its row, so all its pieces must stand on it"),
            SetupPly => f.write_str("the set-up comes before play: ply must be 0"),
            PlyPast { ply, most } => write!(f, "ply={ply} is past max_plies={most}"),
            TwoSeats { seats } => write!(f, "seats '{seats}': at least two"),
            TooManyDice { side, count, most } => write!(f, "{side} has {} dice, at most {}", count_words(*count), count_words(*most)),
            NoDice { side } => write!(f, "{side} has no dice"),
        }
    }
}
