//! Why a live game refuses a proposal (a draw, a takeback, a rematch).

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Live {
    NoDrawByAgreement,
    NoMoveOfTheirs,
    RematchAfter,
    NothingToTakeBack,
}

impl fmt::Display for Live {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Live::NoDrawByAgreement => "this game has no draw by agreement",
            Live::NoMoveOfTheirs => "there is no move of theirs to take back",
            Live::RematchAfter => "a rematch comes when the game is over",
            Live::NothingToTakeBack => "nothing to take back",
        })
    }
}
