//! What a timed search (Master) leaves to the next one on the same thread for the same seat:
//! its transposition table, evaluation cache and move-ordering history. The next position is
//! usually two plies below the last root, so the shallow iterations come from the table and the
//! deeper ones start with good move orders. Levels with a node budget start afresh every move,
//! so they play alike on every device and in any order of requests.

use super::table::Table;
use crate::game::Seat;
use std::any::Any;
use std::cell::RefCell;

/// One search's memory.
pub(super) struct Memory<M: Copy> {
    pub table: Table<M>,
    pub history: Vec<i32>,
    pub evals: Vec<(u64, i32)>,
}

thread_local! {
    /// The memories kept, by seat; the type holds the game's move type, so games never mix.
    static KEPT: RefCell<Vec<(Seat, Box<dyn Any>)>> = const { RefCell::new(Vec::new()) };
}

/// The memory kept for `seat` of the game whose moves are `M`, if any (it is taken).
pub(super) fn take<M: Copy + 'static>(seat: Seat) -> Option<Memory<M>> {
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        let i = kept.iter().position(|(s, m)| *s == seat && m.is::<Memory<M>>())?;
        kept.swap_remove(i).1.downcast::<Memory<M>>().ok().map(|m| *m)
    })
}

/// Keeps `memory` for the next timed search of `seat`, in place of any kept before.
pub(super) fn keep<M: Copy + 'static>(seat: Seat, memory: Memory<M>) {
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        kept.retain(|(s, m)| !(*s == seat && m.is::<Memory<M>>()));
        kept.push((seat, Box::new(memory)));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn memory(mark: i32) -> Memory<u8> {
        Memory { table: Table::new(0), history: vec![mark], evals: Vec::new() }
    }

    #[test]
    fn a_memory_goes_back_to_its_own_seat_and_game_once() {
        keep(0, memory(1));
        keep(1, memory(2));
        keep(0, memory(3));
        assert!(take::<u16>(0).is_none(), "another game's moves");
        assert_eq!(take::<u8>(1).map(|m| m.history), Some(vec![2]));
        assert_eq!(take::<u8>(0).map(|m| m.history), Some(vec![3]), "the later memory replaces the earlier");
        assert!(take::<u8>(0).is_none(), "taken once");
    }
}
