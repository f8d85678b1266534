//! The transposition table: one slot per key bucket, replaced when the new entry is deeper or
//! the slot holds another position.

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The score is at least this (a cut-off).
    Lower,
    /// The score is at most this (every move failed low).
    Upper,
}

#[derive(Clone, Copy)]
pub struct Entry<M: Copy> {
    pub key: u64,
    pub depth: i32,
    pub score: i32,
    pub bound: Bound,
    pub best: Option<M>,
}

pub struct Table<M: Copy> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of about `positions` slots (a power of two, at least 1024, at most 2^18).
    pub fn new(positions: u64) -> Self {
        let size = slots_for(positions);
        Table { slots: vec![None; size], mask: size - 1 }
    }

    /// Whether the table has the size `new(positions)` gives.
    pub fn fits(&self, positions: u64) -> bool {
        self.slots.len() == slots_for(positions)
    }

    pub fn get(&self, key: u64) -> Option<&Entry<M>> {
        self.slots[key as usize & self.mask].as_ref().filter(|e| e.key == key)
    }

    pub fn put(&mut self, entry: Entry<M>) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        if slot.is_none_or(|old| old.key != entry.key || old.depth <= entry.depth) {
            *slot = Some(entry);
        }
    }
}

/// The slots of a table for about `positions`: a power of two, at least 1024, at most 2^18.
fn slots_for(positions: u64) -> usize {
    positions.clamp(1024, 1 << 18).next_power_of_two() as usize
}
