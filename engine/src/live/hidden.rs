//! Choices two players make at once between devices (`Game::hidden_choice`, GIPF's
//! rock-paper-scissors side game). On one screen the rules seal the first choice; over the
//! network a choice sent in the clear would show the other player what to beat. So both
//! choose at once: each sends `hand <ply> <commitment>` (SHA-256 of a tag, the choice and a
//! fresh secret), reveals with `show <ply> <choice> <secret>` only once it holds the other's
//! commitment, and a reveal that does not match its commitment is refused. When both reveals
//! are in, every device plays the two choices in the rules' order (`first`'s first), so the
//! records agree without a `move` message.

use super::message::{Commitment, Secret};
use super::reason::BadCommit;
use super::LiveError;
use crate::game::Seat;
use sha2::{Digest, Sha256};

// The tag names the first game to use it; changing it would break the protocol.
const CHOICE_TAG: &[u8] = b"gboards-live-hand-1";

/// The commitment to `choice` (an action's text) with `secret`.
pub fn commitment(choice: &str, secret: &Secret) -> Commitment {
    Sha256::digest([CHOICE_TAG, choice.as_bytes(), b"\n", secret].concat()).into()
}

/// One seat's part: its commitment, then its choice once revealed.
#[derive(Clone, Debug, Default)]
struct Part {
    commit: Option<Commitment>,
    choice: Option<String>,
}

/// The hidden choices due in the position after `ply` actions, between two seats.
#[derive(Clone, Debug)]
pub struct Choices {
    pub ply: usize,
    /// This device's choice and its secret, once made.
    mine: Option<(String, Secret)>,
    parts: [Part; 2],
}

impl Choices {
    pub fn new(ply: usize) -> Self {
        Choices { ply, mine: None, parts: Default::default() }
    }

    pub fn chosen(&self) -> bool {
        self.mine.is_some()
    }

    /// This device's choice and secret, once made.
    pub fn kept(&self) -> Option<(&str, Secret)> {
        self.mine.as_ref().map(|(c, s)| (c.as_str(), *s))
    }

    /// Whether `seat`'s choice is shown (for this device's seat: sent).
    pub fn shown(&self, seat: Seat) -> bool {
        self.parts.get(seat as usize).is_some_and(|p| p.choice.is_some())
    }

    /// This device's player (`seat`) chooses: the commitment to send.
    pub fn choose(&mut self, seat: Seat, choice: &str, secret: Secret) -> Result<Commitment, LiveError> {
        if self.mine.is_some() {
            return Err(LiveError::BadCommit(BadCommit::ChosenAlready));
        }
        let c = commitment(choice, &secret);
        self.part(seat)?.commit = Some(c);
        self.mine = Some((choice.to_string(), secret));
        Ok(c)
    }

    fn part(&mut self, seat: Seat) -> Result<&mut Part, LiveError> {
        self.parts.get_mut(seat as usize).ok_or(LiveError::WrongSeat { seat, to_act: None })
    }

    /// A commitment from the player of `seat`; a second, different one is refused.
    pub fn their_commitment(&mut self, seat: Seat, c: Commitment) -> Result<(), LiveError> {
        let part = self.part(seat)?;
        match part.commit {
            Some(old) if old != c => Err(LiveError::BadCommit(BadCommit::SecondChoiceCommitment)),
            _ => {
                part.commit = Some(c);
                Ok(())
            }
        }
    }

    /// A reveal from the player of `seat`: it must match that seat's commitment.
    pub fn their_reveal(&mut self, seat: Seat, choice: &str, secret: Secret) -> Result<(), LiveError> {
        let part = self.part(seat)?;
        match part.commit {
            None => Err(LiveError::BadCommit(BadCommit::ChoiceFirst)),
            Some(c) if c != commitment(choice, &secret) => Err(LiveError::BadCommit(BadCommit::ChoiceMismatch)),
            Some(_) => {
                part.choice = Some(choice.to_string());
                Ok(())
            }
        }
    }

    /// This device's reveal, once both commitments are in (and not before: the other could
    /// still choose).
    pub fn my_reveal(&mut self, seat: Seat) -> Option<(String, Secret)> {
        let (choice, secret) = self.mine.clone()?;
        if self.parts.iter().any(|p| p.commit.is_none()) || self.parts.get(seat as usize)?.choice.is_some() {
            return None;
        }
        self.parts[seat as usize].choice = Some(choice.clone());
        Some((choice, secret))
    }

    /// Both choices, `first`'s first, once both are shown.
    pub fn both(&self, first: Seat) -> Option<[String; 2]> {
        let a = self.parts.get(first as usize)?.choice.clone()?;
        let b = self.parts.get(1 - first as usize)?.choice.clone()?;
        Some([a, b])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_are_shown_only_after_both_commitments_and_must_match() {
        let (mut white, mut black) = (Choices::new(9), Choices::new(9));
        let cw = white.choose(0, "rock", [1; 16]).unwrap();
        assert!(white.my_reveal(0).is_none(), "no reveal before the other's commitment");
        let cb = black.choose(1, "paper", [2; 16]).unwrap();
        black.their_commitment(0, cw).unwrap();
        white.their_commitment(1, cb).unwrap();
        assert!(white.their_commitment(1, [0; 32]).is_err(), "a changed commitment");
        let (hw, sw) = white.my_reveal(0).unwrap();
        let (hb, sb) = black.my_reveal(1).unwrap();
        assert!(black.their_reveal(0, "scissors", sw).is_err(), "another choice than the committed one");
        black.their_reveal(0, &hw, sw).unwrap();
        white.their_reveal(1, &hb, sb).unwrap();
        assert_eq!(white.both(0), Some(["rock".to_string(), "paper".to_string()]));
        assert_eq!(black.both(0), white.both(0));
        assert_eq!(black.both(1), Some(["paper".to_string(), "rock".to_string()]));
    }

    #[test]
    fn the_commitment_is_the_one_the_protocol_has_always_sent() {
        // SHA-256 of the tag, "rock\n" and sixteen 7s: what devices of earlier releases send.
        let hex: String = commitment("rock", &[7; 16]).iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(hex, "847dce0cbc60e0fb48493b97afd8d356beffa47b16ee75d6225c85f51de471f5");
    }
}
