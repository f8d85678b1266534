//! The hashes of the earlier positions of a game (for threefold repetition), shared: a position
//! and every position played from it share the common part, so a match that keeps every
//! position of a long game stores each hash once instead of once per later position.

use std::sync::Arc;

struct Node {
    hash: u64,
    prev: Option<Arc<Node>>,
    /// Every hash of the list ending here, sorted in runs whose lengths are distinct powers of
    /// two, longest first (a binary counter): counting one hash takes a binary search per run,
    /// so a game's repetition checks stay near linear in its length, not quadratic.
    runs: Box<[Arc<[u64]>]>,
}

/// A persistent list of hashes, newest first; cloning it is O(1).
#[derive(Clone, Default)]
pub(super) struct History {
    newest: Option<Arc<Node>>,
    len: usize,
}

impl History {
    pub fn push(&mut self, hash: u64) {
        let prev = self.newest.take();
        let mut runs: Vec<Arc<[u64]>> = prev.as_ref().map_or_else(Vec::new, |n| n.runs.to_vec());
        let mut run = vec![hash];
        while runs.last().is_some_and(|last| last.len() == run.len()) {
            let last = runs.pop().unwrap_or_else(|| Arc::from([]));
            run = merge(&last, &run);
        }
        runs.push(run.into());
        self.newest = Some(Arc::new(Node { hash, prev, runs: runs.into_boxed_slice() }));
        self.len += 1;
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many times `hash` is in the list.
    pub fn count(&self, hash: u64) -> usize {
        let Some(node) = &self.newest else { return 0 };
        node.runs.iter().map(|run| run[run.partition_point(|&h| h < hash)..].iter().take_while(|&&h| h == hash).count()).sum()
    }

    /// The hashes, newest first.
    pub fn iter(&self) -> impl Iterator<Item = u64> + '_ {
        let mut node = self.newest.as_deref();
        std::iter::from_fn(move || {
            let n = node?;
            node = n.prev.as_deref();
            Some(n.hash)
        })
    }

    /// The hashes, oldest first (the order of the position string).
    pub fn oldest_first(&self) -> Vec<u64> {
        let mut all: Vec<u64> = self.iter().collect();
        all.reverse();
        all
    }

    pub fn from_oldest_first(hashes: &[u64]) -> History {
        let mut h = History::default();
        for &hash in hashes {
            h.push(hash);
        }
        h
    }
}

/// Two sorted runs as one.
fn merge(a: &[u64], b: &[u64]) -> Vec<u64> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i] <= b[j] {
            out.push(a[i]);
            i += 1;
        } else {
            out.push(b[j]);
            j += 1;
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

impl Drop for History {
    /// Frees the nodes no other list shares one by one: dropping a long list recursively could
    /// overflow the stack.
    fn drop(&mut self) {
        let mut node = self.newest.take();
        while let Some(n) = node {
            match Arc::try_unwrap(n) {
                Ok(mut owned) => node = owned.prev.take(),
                Err(_) => break,
            }
        }
    }
}

impl std::fmt::Debug for History {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "History({} hashes)", self.len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_lists_keep_their_own_hashes() {
        let mut a = History::default();
        a.push(1);
        a.push(2);
        let mut b = a.clone();
        b.push(3);
        a.push(4);
        assert_eq!(a.oldest_first(), vec![1, 2, 4]);
        assert_eq!(b.oldest_first(), vec![1, 2, 3]);
        assert_eq!(History::from_oldest_first(&[5, 6]).oldest_first(), vec![5, 6]);
        drop(a);
        assert_eq!(b.len(), 3);
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![3, 2, 1]);
    }

    #[test]
    fn counts_agree_with_a_scan() {
        let mut rng = crate::rng::Rng::new(5);
        let mut lists = vec![History::default()];
        for _ in 0..3_000 {
            // Branch from an earlier list now and then, as a match's takebacks and clones do.
            let from = if rng.below(8) == 0 { rng.below(lists.len()) } else { lists.len() - 1 };
            let mut next = lists[from].clone();
            next.push(rng.below(40) as u64);
            for probe in 0..41 {
                assert_eq!(next.count(probe), next.iter().filter(|&h| h == probe).count());
            }
            lists.push(next);
        }
    }

    #[test]
    fn a_long_list_drops_without_recursion() {
        let mut h = History::default();
        for i in 0..1_000_000 {
            h.push(i);
        }
        drop(h);
    }
}
