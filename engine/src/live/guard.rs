//! Seat tokens: a player who comes back to a room proves it plays the seat it names. Each
//! player's token is a hash chain: from a secret root, link `k` is `SHA-256^(LINKS - k)(root)`,
//! and the anchor (link 0, the root hashed `LINKS` times) is given to the other players when
//! the seat is taken. A claim of the seat carries the next unused link: whoever holds an older
//! link (or the anchor) checks it by hashing it forward, and keeps it as its new reference, so
//! a link seen once (by a spectator, say) proves nothing any more. Nobody can work a chain
//! backward, so only the root's holder makes new links; a verifier that missed some reveals
//! still checks a later link, in more steps.

use super::message::Commitment;
use sha2::{Digest, Sha256};

/// Links in a chain: the claims one player can make in one game (a claim each time it meets a
/// peer anew, so a reload in a room of four spends three).
pub const LINKS: u32 = 1024;
const TAG: &[u8] = b"gboards-live-seat-1";

fn step(link: &Commitment) -> Commitment {
    Sha256::digest([TAG, link].concat()).into()
}

fn walk(mut link: Commitment, steps: u32) -> Commitment {
    for _ in 0..steps {
        link = step(&link);
    }
    link
}

/// This device's token: the chain's root and how many links went out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatKey {
    root: Commitment,
    used: u32,
}

impl SeatKey {
    pub fn new(root: Commitment) -> SeatKey {
        SeatKey { root, used: 0 }
    }

    /// The anchor the other players keep.
    pub fn anchor(&self) -> Commitment {
        walk(self.root, LINKS)
    }

    /// The next unused link, for a claim; `None` once the chain is spent.
    pub fn next_link(&mut self) -> Option<Commitment> {
        (self.used + 1 < LINKS).then(|| {
            self.used += 1;
            walk(self.root, LINKS - self.used)
        })
    }

    /// The form kept in storage: the root and the links used, `<64 hex> <used>`.
    pub fn kept(&self) -> String {
        format!("{} {}", super::message::hex(&self.root), self.used)
    }

    pub fn from_kept(text: &str) -> Option<SeatKey> {
        let (root, used) = text.split_once(' ')?;
        let used = used.parse().ok().filter(|&u| u < LINKS)?;
        Some(SeatKey { root: super::message::unhex::<32>(root)?, used })
    }
}

/// What a peer holds of another seat's chain: the latest link it has seen (at first the anchor).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guard(pub Commitment);

impl Guard {
    /// The guard holding `link` if it is later in the chain than the one held (hashing it
    /// forward comes to it in one step or more): the same link twice proves nothing.
    pub fn advanced(&self, link: &Commitment) -> Option<Guard> {
        let mut at = *link;
        for _ in 0..LINKS {
            at = step(&at);
            if at == self.0 {
                return Some(Guard(*link));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_check_once_in_order_and_a_verifier_behind_catches_up() {
        let mut key = SeatKey::new([7; 32]);
        let anchor = Guard(key.anchor());
        let first = key.next_link().unwrap();
        let fresh = anchor.advanced(&first).expect("the first link");
        assert_eq!(fresh.advanced(&first), None, "a link seen is spent");
        let second = key.next_link().unwrap();
        assert_eq!(fresh.advanced(&second), Some(Guard(second)));
        let behind = anchor.advanced(&second).expect("a verifier that missed a link checks the next");
        assert_eq!(behind.advanced(&first), None, "an older link is refused");
        assert_eq!(anchor.advanced(&[0; 32]), None);
        assert_eq!(Guard(SeatKey::new([8; 32]).anchor()).advanced(&second), None, "another chain");
        let kept = SeatKey::from_kept(&key.kept()).unwrap();
        assert_eq!(kept, key);
        assert_eq!(SeatKey::from_kept("zz 1"), None);
        assert_eq!(SeatKey::from_kept(&format!("{} {LINKS}", super::super::message::hex(&[1; 32]))), None);
    }
}
