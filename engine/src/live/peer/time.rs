//! Ending the game on time of a player whose device stopped answering during its turn. Each
//! device measures the turn going on from when it began there; the waiting side may end the
//! game once the absent player's time left (charged up to the last move both know) has run
//! out by its own measure, with a grace for the network's delay. That player's own device
//! began its turn later by one delay, so by its own measure the flag fell too.

use super::super::message::Message;
use super::super::table::Table;
use super::super::LiveError;
use super::{Event, Peer};
use crate::game::{Concession, Seat};

/// Milliseconds the waiting side allows beyond the absent player's time left before it ends
/// the game on time: more than a move's trip between honest devices.
pub const GRACE_MS: u64 = 2000;

impl Peer {
    /// The transport's measure of the turn going on: the game has `len` actions and its turn
    /// has run `ms` here.
    pub fn turn_time(&mut self, len: usize, ms: u64) {
        self.running = (len, ms);
    }

    /// Whether `seat`'s clock has run out by this device's measure of the turn going on.
    pub(super) fn ran_out_here(&self, seat: Seat) -> bool {
        let (len, ms) = self.running;
        let now = self.table.as_ref().map(|t| t.game().len());
        now == Some(len) && self.clocks.as_ref().is_some_and(|c| c.flagged(seat, ms))
    }

    /// Whether the player here may end the game on the time of the seat to act (another
    /// player's), whose time ran out here more than `GRACE_MS` ago.
    pub fn may_claim_time(&self) -> Option<Seat> {
        let t = self.table.as_ref()?;
        let seat = t.to_act().filter(|&s| t.seat().is_some_and(|me| me != s))?;
        let (len, ms) = self.running;
        let flagged = self.clocks.as_ref()?.flagged(seat, ms.saturating_sub(GRACE_MS));
        (flagged && len == t.game().len()).then_some(seat)
    }

    /// The player here ends the game on the time of the seat to act, whose device stopped
    /// answering: the others check the claim against their own measure (`ran_out_here`).
    pub fn claim_time(&mut self) -> Vec<Event> {
        self.local(|p| {
            let seat = p.may_claim_time().ok_or_else(|| LiveError::WrongSeat { seat: p.table.as_ref().and_then(Table::to_act).unwrap_or(0), to_act: None })?;
            let mut events = p.end(Concession::OutOfTime(seat))?;
            events.extend(p.broadcast(&Message::Flag { seat }));
            Ok(events)
        })
    }
}
