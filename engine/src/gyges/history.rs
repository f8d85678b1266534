//! The hashes of the earlier positions of a game (for threefold repetition), shared: a position
//! and every position played from it share the common part, so a match that keeps every
//! position of a long game stores each hash once instead of once per later position.

use std::sync::Arc;

struct Node {
    hash: u64,
    prev: Option<Arc<Node>>,
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
        self.newest = Some(Arc::new(Node { hash, prev }));
        self.len += 1;
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
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
    fn a_long_list_drops_without_recursion() {
        let mut h = History::default();
        for i in 0..1_000_000 {
            h.push(i);
        }
        drop(h);
    }
}
