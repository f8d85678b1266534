//! Commit-reveal for chance: no peer can choose the game's seed. Each peer draws a secret,
//! sends `SHA-256(tag ‖ secret)` first, and reveals the secret only once it holds every other
//! peer's commitment; a reveal that does not match its commitment is refused. The seed is
//! taken from the hash of every secret in seat order, so it is fixed once the last commitment
//! is in and unknown to all until the last reveal. A rematch's seed follows from the last
//! one, so it too was fixed before anyone could know it.

use super::message::{Commitment, Secret};
use super::LiveError;
use sha2::{Digest, Sha256};

/// Domain separation: a commitment here is never a hash of the bare secret.
const COMMIT_TAG: &[u8] = b"gboards-live-commit-1";
const SEED_TAG: &[u8] = b"gboards-live-seed-1";
const REMATCH_TAG: &[u8] = b"gboards-live-rematch-1";

fn digest(data: &[u8]) -> [u8; 32] {
    Sha256::digest(data).into()
}

fn first_u64(d: [u8; 32]) -> u64 {
    u64::from_le_bytes([d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]])
}

pub fn commitment(secret: &Secret) -> Commitment {
    digest(&[COMMIT_TAG, secret].concat())
}

/// The seed of the rematch after a game of `seed`.
pub fn rematch_seed(seed: u64) -> u64 {
    first_u64(digest(&[REMATCH_TAG, &seed.to_le_bytes()].concat()))
}

/// The seed every peer computes from the secrets, in seat order.
pub fn seed(secrets: &[Secret]) -> u64 {
    let mut data = SEED_TAG.to_vec();
    for s in secrets {
        data.extend_from_slice(s);
    }
    first_u64(digest(&data))
}

/// One peer's side of the exchange with one other peer.
#[derive(Clone, Debug)]
pub struct Exchange {
    mine: Secret,
    theirs_commit: Option<Commitment>,
    theirs: Option<Secret>,
}

impl Exchange {
    pub fn new(mine: Secret) -> Self {
        Exchange { mine, theirs_commit: None, theirs: None }
    }

    pub fn mine(&self) -> Secret {
        self.mine
    }

    pub fn my_commitment(&self) -> Commitment {
        commitment(&self.mine)
    }

    /// Takes the other peer's commitment; returns the secret to reveal now. A second,
    /// different commitment is refused: it could be chosen after seeing a reveal.
    pub fn their_commitment(&mut self, c: Commitment) -> Result<Secret, LiveError> {
        match self.theirs_commit {
            Some(old) if old != c => Err(LiveError::BadCommit("a second, different commitment".into())),
            _ => {
                self.theirs_commit = Some(c);
                Ok(self.mine)
            }
        }
    }

    /// Takes the other peer's secret; it must match the commitment received before.
    pub fn their_secret(&mut self, s: Secret) -> Result<(), LiveError> {
        match self.theirs_commit {
            None => Err(LiveError::BadCommit("a secret revealed before its commitment".into())),
            Some(c) if commitment(&s) != c => Err(LiveError::BadCommit("the secret does not match its commitment".into())),
            Some(_) => {
                self.theirs = Some(s);
                Ok(())
            }
        }
    }

    /// The seed once both secrets are known; `i_am_first` puts this peer's secret first.
    pub fn seed(&self, i_am_first: bool) -> Option<u64> {
        let theirs = self.theirs?;
        Some(if i_am_first { seed(&[self.mine, theirs]) } else { seed(&[theirs, self.mine]) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_of_known_inputs() {
        let hex = |d: [u8; 32]| d.iter().map(|b| format!("{b:02x}")).collect::<String>();
        assert_eq!(hex(digest(b"abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assert_eq!(hex(digest(b"")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    }

    #[test]
    fn both_sides_agree_and_a_false_reveal_is_refused() {
        let (mut host, mut guest) = (Exchange::new([1; 16]), Exchange::new([2; 16]));
        // Each side reveals its own secret once it holds the other's commitment.
        let guest_reveal = guest.their_commitment(host.my_commitment()).unwrap();
        let host_reveal = host.their_commitment(guest.my_commitment()).unwrap();
        assert_eq!((host_reveal, guest_reveal), ([1; 16], [2; 16]));
        assert!(Exchange::new([3; 16]).their_secret([1; 16]).is_err(), "no reveal before a commitment");
        assert!(host.their_secret([9; 16]).is_err(), "a secret other than the committed one");
        assert!(host.their_commitment([0; 32]).is_err(), "a changed commitment");
        host.their_secret(guest_reveal).unwrap();
        guest.their_secret(host_reveal).unwrap();
        assert_eq!(host.seed(true), guest.seed(false));
        assert_ne!(host.seed(true), Some(seed(&[[2; 16], [1; 16]])), "the order is part of the seed");
    }
}
