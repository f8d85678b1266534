//! What one player may propose to the others in a live game, and its name in the protocol.

/// What one player may propose and the other accept or decline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "lowercase"))]
pub enum Proposal {
    Draw,
    /// The proposer's last move goes back (and the other's reply, if any).
    Takeback,
    /// A new game of the same options, the seats swapped.
    Rematch,
}

impl Proposal {
    pub fn name(self) -> &'static str {
        match self {
            Proposal::Draw => "draw",
            Proposal::Takeback => "takeback",
            Proposal::Rematch => "rematch",
        }
    }

    pub fn parse(text: &str) -> Option<Proposal> {
        [Proposal::Draw, Proposal::Takeback, Proposal::Rematch].into_iter().find(|p| p.name() == text)
    }
}
