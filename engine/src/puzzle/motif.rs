//! The motifs of a puzzle's first move (`theme`), apart so that the games' puzzle hooks
//! (`goal::PuzzleGame`) name them without depending on the themes.

/// What the first move shows, as far as the rules can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Motif {
    /// Gygès: the piece runs its count without bouncing.
    Straight,
    /// Gygès: the piece bounces off another once (no way without a bounce gets there).
    OneBounce,
    /// Gygès: two bounces or more.
    BounceChain,
    /// Gygès, advanced rule: the piece lands on another and puts it elsewhere.
    Replacement,
    /// Table Gype: a step to a neighbouring cell.
    Step,
    /// Table Gype: one jump over a piece, which is rolled.
    Jump,
    /// Table Gype: a chain of jumps.
    JumpChain,
    /// Table Gype: a Hat's leap.
    HatLeap,
    /// Table Gype: a die rolled in place.
    RollInPlace,
    /// GIPF: the first move makes a row to take off at once.
    RowAtOnce,
    /// GIPF: the first move takes nothing; the threat comes later.
    QuietMove,
}
