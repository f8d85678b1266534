use crate::error::Result;
use std::fmt::Debug;
use std::hash::Hash;

/// A seat index: 0 = the first seat in the game's own order (Gygès: South, North; GIPF: White,
/// Black; Gype: seats in turn order).
pub type Seat = u8;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win(Seat),
    Draw,
}

/// Why a game ended, as the rules decided it (each game says so in one place, next to where
/// it decides the outcome).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A piece reached the goal (Gygès).
    Goal,
    /// The player to act had no move (GIPF); no player could move (Gygès: two passes).
    NoMove,
    /// All of a seat's dice stand on its destination row (Table Gype).
    AllHome,
    /// A seat won by the block rule (Table Gype).
    Blocked,
    /// A player has no GIPF-piece left (GIPF).
    GipfPieces,
    /// The same position for the third time (Gygès).
    Repetition,
    /// The move cap: the game is decided by the standings or drawn.
    MoveCap,
    /// A player resigned (the players ended it, not the rules).
    Resigned,
    /// The players agreed a draw.
    Agreed,
    /// A seat's clock ran out.
    OutOfTime,
    /// A player left a live game, and another took it.
    Abandoned,
}

/// How the players, not the rules, ended a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "kebab-case"))]
pub enum Concession {
    /// This seat resigned.
    Resigned(Seat),
    DrawAgreed,
    /// This seat's clock ran out (see `clock`).
    OutOfTime(Seat),
    /// This seat's player left a live game and stayed away; another player took the game.
    Abandoned(Seat),
}

impl Concession {
    pub fn outcome(self) -> Outcome {
        match self {
            Concession::Resigned(seat) | Concession::OutOfTime(seat) | Concession::Abandoned(seat) => Outcome::Win(1 - seat.min(1)),
            Concession::DrawAgreed => Outcome::Draw,
        }
    }
}

/// Two seats choosing at once, neither told the other's choice before both are made (GIPF's
/// rock-paper-scissors side game). On one screen the rules seal the first choice; between
/// devices the live layer commits to each before showing it. Each choice is one of the
/// legal actions' texts, and both are played in turn, `first`'s first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HiddenChoice {
    pub first: Seat,
    pub second: Seat,
    /// What a player chooses, as a note names it ("hand").
    pub noun: &'static str,
}

/// Who acts next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// A player decides.
    Turn(Seat),
    /// Chance decides among `n` equally likely outcomes (`Game::chance_action(0..n)`).
    Chance(u32),
    Over(Outcome),
}

/// A game's rules. A value of the implementing type is a complete position: board, side to act,
/// pending decisions and any counters the rules need. Positions know their options.
///
/// `play` is atomic: on error the position is unchanged.
pub trait Game: Clone + Debug + Sized {
    type Action: Clone + Debug + PartialEq + Eq + Hash;
    /// An action checked legal where it was made, in the compact form the transition takes
    /// (no path to show); also the search's move. Shakmaty's `is_legal` + `play_unchecked`.
    type Checked: Copy + Debug + PartialEq + Eq + Hash + 'static;
    type Options: Clone + Debug + Default + PartialEq;

    /// Lower-case name used on the command line, in records and in URLs.
    const NAME: &'static str;
    /// The players may agree a draw (the rules say so).
    const DRAW_BY_AGREEMENT: bool = false;

    /// Parse `key=value` pairs. Unknown keys and bad values are errors.
    fn parse_options(pairs: &[(String, String)]) -> Result<Self::Options>;
    /// The options that differ from the defaults, as `key=value` pairs.
    fn format_options(options: &Self::Options) -> Vec<(String, String)>;

    /// The start of a new game. Deterministic: randomness enters only through chance actions.
    fn start(options: &Self::Options) -> Self;
    /// Parse a position string as defined in the game's rules file.
    fn parse_position(text: &str, options: &Self::Options) -> Result<Self>;
    fn position_string(&self) -> String;
    fn options(&self) -> &Self::Options;

    /// The outcome when `flagged` runs out of time: with two seats the other wins; a game
    /// of more seats decides by its standings without that seat (Table Gype overrides this).
    fn outcome_on_time(&self, flagged: Seat) -> Outcome {
        Outcome::Win(1 - flagged.min(1))
    }
    fn status(&self) -> Status;
    /// The players are still setting up (placing or arranging pieces, rolling for the start).
    fn in_setup(&self) -> bool {
        false
    }
    /// Why the game is over; `None` while it goes on (or when a parsed position says only who won).
    fn ending(&self) -> Option<Ending> {
        None
    }
    /// Every legal action for whoever acts (players only; chance actions come from
    /// `chance_action`). Empty when the game is over or chance acts.
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// The `index`-th outcome of a chance node (`index < n` of `Status::Chance(n)`).
    fn chance_action(&self, _index: u32) -> Self::Action {
        unreachable!("{} has no chance nodes", Self::NAME)
    }
    /// Checks `action` here: its checked form, or why it is illegal (the position unchanged).
    fn check(&self, action: &Self::Action) -> Result<Self::Checked>;
    /// Plays an action checked here (by `check`, or generated by the search from this
    /// position): no second check.
    fn apply(&mut self, checked: Self::Checked);
    /// Check, then apply: on error the position is unchanged.
    fn play(&mut self, action: &Self::Action) -> Result<()> {
        let checked = self.check(action)?;
        self.apply(checked);
        Ok(())
    }
    /// How many actions [`all_actions`] lists here; a game may count them without building them
    /// (perft's last ply).
    fn count_actions(&self) -> u64 {
        all_actions(self).len() as u64
    }

    /// Parse an action in this position's context (short or long form).
    fn parse_action(&self, text: &str) -> Result<Self::Action>;
    /// The canonical (short) notation.
    fn format_action(&self, action: &Self::Action) -> String;
    /// The long notation (full path); defaults to the short form.
    fn format_action_long(&self, action: &Self::Action) -> String {
        self.format_action(action)
    }

    /// Refuses `perft` depths that would be meaningless for this position (e.g. Gype with rolls
    /// beyond depth 1).
    fn check_perft_depth(&self, _depth: u32) -> Result<()> {
        Ok(())
    }

    /// Counts complete turns; it goes up when a turn ends. `perft --unique` and `outcomes`
    /// use it to tell where a turn ends.
    fn turn_number(&self) -> u32;

    /// How many seats play (seats are `0..seat_count()`).
    fn seat_count(&self) -> usize {
        2
    }

    /// The seat's name as players read it ("South", "White"); `?` for a seat not in play.
    fn seat_name(&self, seat: Seat) -> &'static str;

    /// The choice two seats make at once here, if the rules hide each from the other.
    fn hidden_choice(&self) -> Option<HiddenChoice> {
        None
    }
}

/// Every action available where the game stands: players' actions, or every chance outcome.
pub fn all_actions<G: Game>(pos: &G) -> Vec<G::Action> {
    match pos.status() {
        Status::Chance(n) => (0..n).map(|i| pos.chance_action(i)).collect(),
        Status::Turn(_) => pos.legal_actions(),
        Status::Over(_) => Vec::new(),
    }
}
