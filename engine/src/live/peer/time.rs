//! Ending the game on time of a player whose device stopped answering during its turn. Each
//! device measures the turn going on from when it began there; the waiting side may end the
//! game once the absent player's time left (charged up to the last move both know) has run
//! out by its own measure, with a grace for the network's delay. That player's own device
//! began its turn later by one delay, so by its own measure the flag fell too.
//! The same measure bounds the thinking time a move claims: a modified client cannot stop its
//! own clock by claiming less than the turn took here.

use super::super::message::Message;
use super::super::table::Table;
use super::super::reason::Garbage;
use super::super::LiveError;
use super::{Event, Peer};
use crate::game::{Concession, Seat};

/// Milliseconds the waiting side allows beyond the absent player's time left before it ends
/// the game on time: more than a move's trip between honest devices.
pub const GRACE_MS: u64 = 2000;

/// Milliseconds a move's claimed thinking time may fall short of this device's own measure of
/// the turn: the move's trip here and this device's polling (a background tab polls once a
/// second). A shorter claim is raised to the measure less this allowance.
pub const LATENCY_ALLOWANCE_MS: u64 = 1500;

/// Milliseconds a claim may exceed the measure of a turn seen here from its start before the
/// move is refused: an honest device begins its turn after this one does, so claims less.
pub const CLAIM_EXCESS_MS: u64 = 10_000;

/// How this device measured the turn going on: the game's length then, the milliseconds the
/// turn has run here, and whether this device saw the turn begin (after a reload it did not,
/// and the measure is only a lower bound).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct TurnMeasure {
    len: usize,
    ms: u64,
    whole: bool,
}

/// A move's thinking time as charged: the claim, or the measure less the allowance where the
/// claim was shorter (`raised`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Charge {
    pub ms: u64,
    pub raised: bool,
    /// This device's measure of the turn.
    pub measured: u64,
}

impl Peer {
    /// The transport's measure of the turn going on: the game has `len` actions and its turn
    /// has run at least `ms` here (this device may have joined it late).
    pub fn turn_time(&mut self, len: usize, ms: u64) {
        self.running = TurnMeasure { len, ms, whole: false };
    }

    /// As `turn_time`, for a turn this device saw begin: `ms` is the whole turn so far.
    pub fn whole_turn_time(&mut self, len: usize, ms: u64) {
        self.running = TurnMeasure { len, ms, whole: true };
    }

    /// What to charge for another seat's move that ends the turn at `len` and claims `claimed`
    /// milliseconds: never less than this device's measure less the latency allowance; a
    /// claim far beyond a whole turn's measure is refused. Without a measure of that turn the
    /// claim stands.
    pub(super) fn charge_for(&self, len: usize, claimed: u64) -> Result<Charge, LiveError> {
        let TurnMeasure { len: at, ms, whole } = self.running;
        if at != len {
            return Ok(Charge { ms: claimed, raised: false, measured: ms });
        }
        if whole && claimed > ms + CLAIM_EXCESS_MS {
            return Err(LiveError::Garbage(Garbage::ClaimedTime { claimed_ms: claimed, measured_ms: ms }));
        }
        let floor = ms.saturating_sub(LATENCY_ALLOWANCE_MS);
        Ok(Charge { ms: claimed.max(floor), raised: claimed < floor, measured: ms })
    }

    /// Whether `seat`'s clock has run out by this device's measure of the turn going on.
    pub(super) fn ran_out_here(&self, seat: Seat) -> bool {
        let TurnMeasure { len, ms, .. } = self.running;
        let now = self.table.as_ref().map(|t| t.game().len());
        now == Some(len) && self.clocks.as_ref().is_some_and(|c| c.flagged(seat, ms))
    }

    /// Whether the player here may end the game on the time of the seat to act (another
    /// player's), whose time ran out here more than `GRACE_MS` ago.
    pub fn may_claim_time(&self) -> Option<Seat> {
        let t = self.table.as_ref()?;
        let seat = t.to_act().filter(|&s| t.seat().is_some_and(|me| me != s))?;
        let TurnMeasure { len, ms, .. } = self.running;
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
