//! GIPF's rock-paper-scissors side game between devices. On one screen the first throw is
//! sealed; over the network a throw sent in the clear would show the other player what to
//! beat. So both players choose at once: each sends `hand <ply> <commitment>` (SHA-256 of a
//! tag, the hand and a fresh secret), reveals with `show <ply> <hand> <secret>` only once it
//! holds the other's commitment, and a reveal that does not match its commitment is refused.
//! When both reveals are in, every device plays the two throws in the rules' order (the
//! starter's first), so the records agree without a `move` message.

use super::message::{Commitment, Secret};
use super::LiveError;
use crate::any::{AnyMatch, TypedMatch};
use crate::game::Seat;
use crate::gipf::{Hand, SideGame};
use sha2::{Digest, Sha256};

const HAND_TAG: &[u8] = b"gboards-live-hand-1";

/// The commitment to `hand` with `secret`.
pub fn commitment(hand: Hand, secret: &Secret) -> Commitment {
    Sha256::digest([HAND_TAG, hand.name().as_bytes(), b"\n", secret].concat()).into()
}

/// The seat that throws first when a rock-paper-scissors side game waits for its throws
/// (none is made yet); `None` otherwise.
pub fn throws_due(game: &dyn AnyMatch) -> Option<Seat> {
    let TypedMatch::Gipf(m) = game.typed() else { return None };
    let side = m.position().side_game()?;
    (side.kind == SideGame::RockPaperScissors && !side.first_throw_made).then_some(side.starter)
}

/// One seat's part: its commitment, then its hand once revealed.
#[derive(Clone, Copy, Debug, Default)]
struct Part {
    commit: Option<Commitment>,
    hand: Option<Hand>,
}

/// The throws of one side game, in the position after `ply` actions.
#[derive(Clone, Debug)]
pub struct Throws {
    pub ply: usize,
    /// This device's choice and its secret, once made.
    mine: Option<(Hand, Secret)>,
    parts: [Part; 2],
}

impl Throws {
    pub fn new(ply: usize) -> Self {
        Throws { ply, mine: None, parts: [Part::default(); 2] }
    }

    pub fn chosen(&self) -> bool {
        self.mine.is_some()
    }

    /// This device's hand and secret, once chosen.
    pub fn kept(&self) -> Option<(Hand, Secret)> {
        self.mine
    }

    /// Whether `seat`'s hand is shown (for this device's seat: sent).
    pub fn shown(&self, seat: Seat) -> bool {
        self.parts.get(seat as usize).is_some_and(|p| p.hand.is_some())
    }

    /// This device's player (`seat`) chooses: the commitment to send.
    pub fn choose(&mut self, seat: Seat, hand: Hand, secret: Secret) -> Result<Commitment, LiveError> {
        if self.mine.is_some() {
            return Err(LiveError::BadCommit("this side game's hand is chosen already".into()));
        }
        let c = commitment(hand, &secret);
        self.mine = Some((hand, secret));
        self.part(seat)?.commit = Some(c);
        Ok(c)
    }

    fn part(&mut self, seat: Seat) -> Result<&mut Part, LiveError> {
        self.parts.get_mut(seat as usize).ok_or(LiveError::WrongSeat { seat, to_act: None })
    }

    /// A commitment from the player of `seat`; a second, different one is refused.
    pub fn their_commitment(&mut self, seat: Seat, c: Commitment) -> Result<(), LiveError> {
        let part = self.part(seat)?;
        match part.commit {
            Some(old) if old != c => Err(LiveError::BadCommit("a second, different commitment to a hand".into())),
            _ => {
                part.commit = Some(c);
                Ok(())
            }
        }
    }

    /// A reveal from the player of `seat`: it must match that seat's commitment.
    pub fn their_reveal(&mut self, seat: Seat, hand: Hand, secret: Secret) -> Result<(), LiveError> {
        let part = self.part(seat)?;
        match part.commit {
            None => Err(LiveError::BadCommit("a hand shown before its commitment".into())),
            Some(c) if c != commitment(hand, &secret) => Err(LiveError::BadCommit("the hand shown does not match its commitment".into())),
            Some(_) => {
                part.hand = Some(hand);
                Ok(())
            }
        }
    }

    /// This device's reveal, once both commitments are in (and not before: the other could
    /// still choose).
    pub fn my_reveal(&mut self, seat: Seat) -> Option<(Hand, Secret)> {
        let (hand, secret) = self.mine?;
        if self.parts.iter().any(|p| p.commit.is_none()) || self.parts.get(seat as usize)?.hand.is_some() {
            return None;
        }
        self.parts[seat as usize].hand = Some(hand);
        Some((hand, secret))
    }

    /// Both hands, the starter's first, once both are shown.
    pub fn hands(&self, starter: Seat) -> Option<[Hand; 2]> {
        let first = self.parts.get(starter as usize)?.hand?;
        let second = self.parts.get(1 - starter as usize)?.hand?;
        Some([first, second])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_are_shown_only_after_both_commitments_and_must_match() {
        let (mut white, mut black) = (Throws::new(9), Throws::new(9));
        let cw = white.choose(0, Hand::Rock, [1; 16]).unwrap();
        assert!(white.my_reveal(0).is_none(), "no reveal before the other's commitment");
        let cb = black.choose(1, Hand::Paper, [2; 16]).unwrap();
        black.their_commitment(0, cw).unwrap();
        white.their_commitment(1, cb).unwrap();
        assert!(white.their_commitment(1, [0; 32]).is_err(), "a changed commitment");
        let (hw, sw) = white.my_reveal(0).unwrap();
        let (hb, sb) = black.my_reveal(1).unwrap();
        assert!(black.their_reveal(0, Hand::Scissors, sw).is_err(), "another hand than the committed one");
        black.their_reveal(0, hw, sw).unwrap();
        white.their_reveal(1, hb, sb).unwrap();
        assert_eq!(white.hands(0), Some([Hand::Rock, Hand::Paper]));
        assert_eq!(black.hands(0), white.hands(0));
        assert_eq!(black.hands(1), Some([Hand::Paper, Hand::Rock]));
    }
}
