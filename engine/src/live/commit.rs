//! Commit-reveal for chance: no peer can choose the game's seed. Each peer draws a secret,
//! sends `SHA-256(tag ‖ secret)` first, and reveals the secret only once it holds every other
//! peer's commitment; a reveal that does not match its commitment is refused. The seed is
//! taken from the hash of every secret in seat order, so it is fixed once the last commitment
//! is in and unknown to all until the last reveal. A rematch's seed follows from the last
//! one, so it too was fixed before anyone could know it.

use super::message::{Commitment, Secret};
use super::reason::BadCommit;
use super::LiveError;
use sha2::{Digest, Sha256};

/// Domain separation: a commitment here is never a hash of the bare secret.
const COMMIT_TAG: &[u8] = b"gboards-live-commit-1";
const SEED_TAG: &[u8] = b"gboards-live-seed-1";
const REMATCH_TAG: &[u8] = b"gboards-live-rematch-1";
const SHARE_TAG: &[u8] = b"gboards-live-share-1";
const SEAT_TAG: &[u8] = b"gboards-live-seat-root-1";

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

/// The secret a peer commits to and reveals in its `attempt`th exchange for a seed, from its
/// own `master` secret, which never leaves the device: a start called off and begun again
/// never reuses a secret already shown, and the seat token's root stays unknown.
pub fn share(master: &Secret, attempt: u32) -> Secret {
    let d = digest(&[SHARE_TAG, master, &attempt.to_le_bytes()].concat());
    let mut out = [0u8; 16];
    out.copy_from_slice(&d[..16]);
    out
}

/// The root of a peer's seat token (`guard`), from its master secret.
pub fn seat_root(master: &Secret) -> Commitment {
    digest(&[SEAT_TAG, master].concat())
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
            Some(old) if old != c => Err(LiveError::BadCommit(BadCommit::SecondCommitment)),
            _ => {
                self.theirs_commit = Some(c);
                Ok(self.mine)
            }
        }
    }

    /// Takes the other peer's secret; it must match the commitment received before.
    pub fn their_secret(&mut self, s: Secret) -> Result<(), LiveError> {
        match self.theirs_commit {
            None => Err(LiveError::BadCommit(BadCommit::SecretFirst)),
            Some(c) if commitment(&s) != c => Err(LiveError::BadCommit(BadCommit::SecretMismatch)),
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

/// The exchange among every seat of a game of more than two (`pledge`, `unveil`): each player
/// commits to all before any reveals, and a player reveals only once it holds every seat's
/// commitment. The seed then comes from all the secrets in seat order, as with two.
#[derive(Clone, Debug)]
pub struct Round {
    me: usize,
    mine: Secret,
    commits: Vec<Option<Commitment>>,
    secrets: Vec<Option<Secret>>,
}

impl Round {
    /// This device plays `me` of `seats`; `mine` is its fresh secret.
    pub fn new(seats: usize, me: usize, mine: Secret) -> Self {
        let mut round = Round { me, mine, commits: vec![None; seats], secrets: vec![None; seats] };
        if let (Some(c), Some(s)) = (round.commits.get_mut(me), round.secrets.get_mut(me)) {
            *c = Some(commitment(&mine));
            *s = Some(mine);
        }
        round
    }

    pub fn seats(&self) -> usize {
        self.commits.len()
    }

    /// The seat this device plays.
    pub fn me(&self) -> usize {
        self.me
    }

    pub fn my_commitment(&self) -> Commitment {
        commitment(&self.mine)
    }

    /// Whether `seat`'s commitment is in.
    pub fn pledged(&self, seat: usize) -> bool {
        self.commits.get(seat).is_some_and(Option::is_some)
    }

    fn other(&self, seat: usize) -> Result<usize, LiveError> {
        (seat < self.seats() && seat != self.me).then_some(seat).ok_or_else(|| LiveError::BadCommit(BadCommit::SeatOutside { seat: crate::game::Seat::try_from(seat).unwrap_or(crate::game::Seat::MAX), seats: self.seats() }))
    }

    /// Another seat's commitment; a second, different one is refused (it could be chosen after
    /// seeing a reveal). One may come after another seat's secret: links differ in speed, and
    /// an honest peer revealed only once it held that commitment itself.
    pub fn their_commitment(&mut self, seat: usize, c: Commitment) -> Result<(), LiveError> {
        let seat = self.other(seat)?;
        match self.commits[seat] {
            Some(old) if old == c => Ok(()),
            Some(_) => Err(LiveError::BadCommit(BadCommit::SecondCommitment)),
            None => {
                self.commits[seat] = Some(c);
                Ok(())
            }
        }
    }

    /// This device's secret, to reveal once every commitment is in (and not before).
    pub fn my_reveal(&self) -> Option<Secret> {
        self.commits.iter().all(Option::is_some).then_some(self.mine)
    }

    /// Another seat's secret: it must match that seat's commitment.
    pub fn their_secret(&mut self, seat: usize, s: Secret) -> Result<(), LiveError> {
        let seat = self.other(seat)?;
        match self.commits[seat] {
            None => Err(LiveError::BadCommit(BadCommit::SecretFirst)),
            Some(c) if commitment(&s) != c => Err(LiveError::BadCommit(BadCommit::SecretMismatch)),
            Some(_) => {
                self.secrets[seat] = Some(s);
                Ok(())
            }
        }
    }

    /// The seed once every secret is in.
    pub fn seed(&self) -> Option<u64> {
        self.secrets.iter().copied().collect::<Option<Vec<_>>>().map(|all| seed(&all))
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

    #[test]
    fn a_round_of_four_reveals_after_every_commitment_and_agrees() {
        let mut rounds: Vec<Round> = (0..4).map(|s| Round::new(4, s, [s as u8 + 1; 16])).collect();
        let commits: Vec<Commitment> = rounds.iter().map(Round::my_commitment).collect();
        for (me, round) in rounds.iter_mut().enumerate() {
            for (seat, c) in commits.iter().enumerate().filter(|(s, _)| *s != me) {
                assert!(round.my_reveal().is_none(), "no reveal before every commitment ({seat})");
                round.their_commitment(seat, *c).unwrap();
            }
        }
        assert!(rounds[0].their_commitment(0, [0; 32]).is_err(), "its own seat");
        assert!(rounds[0].their_commitment(4, [0; 32]).is_err(), "no fifth seat");
        assert!(rounds[0].their_commitment(2, [0; 32]).is_err(), "a changed commitment");
        let secrets: Vec<Secret> = rounds.iter().map(|r| r.my_reveal().unwrap()).collect();
        assert!(rounds[1].their_secret(2, [7; 16]).is_err(), "a secret other than the committed one");
        for (me, round) in rounds.iter_mut().enumerate() {
            for (seat, s) in secrets.iter().enumerate().filter(|(s, _)| *s != me) {
                round.their_secret(seat, *s).unwrap();
            }
        }
        let seeds: Vec<_> = rounds.iter().map(Round::seed).collect();
        assert!(seeds.iter().all(|s| *s == Some(seed(&secrets))), "{seeds:?}");
    }
}
