//! Proposals between the players: a draw, a takeback, a rematch. One player proposes; it is
//! carried out once every other player has accepted (with two players, the other's yes), and
//! any one player's no drops it. Every peer (spectators too) counts the answers it hears, so
//! all carry out the same proposal from the same record, with no further message.

use super::super::message::{Message, Proposal};
use super::super::table::Table;
use super::super::note::Note;
use super::super::reason::Garbage;
use super::super::LiveError;
use super::{Event, Peer, Remote};
use crate::game::{Concession, Seat};

/// A proposal standing in the position after `ply` actions, and who has accepted it so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Offer {
    what: Proposal,
    ply: usize,
    by: Seat,
    /// One bit per seat that has said yes; the proposer's own is set.
    yes: u8,
}

/// Actions the game must grow by, after a draw or takeback was declined, before the same
/// player may propose it again (as on lichess): a no is not asked again and again.
pub const OFFER_PAUSE_ACTIONS: usize = 6;

/// A declined proposal: what, by whom, and the game's length then.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Declined {
    what: Proposal,
    by: Seat,
    ply: usize,
}

impl Offer {
    fn new(what: Proposal, ply: usize, by: Seat) -> Offer {
        Offer { what, ply, by, yes: 1 << by }
    }
}

impl Peer {
    fn seats(&self) -> usize {
        self.table.as_ref().map_or(0, |t| t.game().players().len())
    }

    /// Whether every seat has said yes to `offer`.
    fn agreed(&self, offer: &Offer) -> bool {
        (0..self.seats()).all(|s| offer.yes & (1 << s) != 0)
    }

    fn check_offer(&self, what: Proposal, ply: usize, by: Seat) -> Result<(), LiveError> {
        let t = self.table.as_ref().ok_or(LiveError::NotSeated)?;
        let expected = t.game().len();
        if ply != expected {
            return Err(LiveError::StalePly { got: ply, expected });
        }
        t.may_propose(what, by)?;
        let paused = self.declined.iter().find(|d| d.what == what && d.by == by && what != Proposal::Rematch);
        match paused.map(|d| d.ply + OFFER_PAUSE_ACTIONS) {
            Some(again) if expected < again => Err(LiveError::TooSoon { what, actions: again - expected }),
            _ => Ok(()),
        }
    }

    /// Keeps that `offer` was declined, so that its player waits before asking again.
    fn note_declined(&mut self, offer: Offer) {
        self.declined.retain(|d| !(d.what == offer.what && d.by == offer.by));
        self.declined.push(Declined { what: offer.what, by: offer.by, ply: offer.ply });
    }

    /// Another player proposes `what`: it replaces any proposal standing.
    pub(super) fn offered(&mut self, r: Remote, what: Proposal, ply: usize) -> Result<Vec<Event>, LiveError> {
        let by = self.seat_of(r)?;
        self.check_offer(what, ply, by)?;
        self.offer = Some(Offer::new(what, ply, by));
        Ok(vec![Event::Offered { what, by }])
    }

    /// Another player's answer to the standing proposal: counted, and the proposal carried out
    /// once every player has accepted it, or dropped on a no.
    pub(super) fn answered(&mut self, r: Remote, what: Proposal, ply: usize, accept: bool) -> Result<Vec<Event>, LiveError> {
        let from = self.seat_of(r)?;
        let standing = self.offer.filter(|o| o.what == what && o.ply == ply && o.by != from);
        let Some(mut offer) = standing else {
            return Err(LiveError::Garbage(Garbage::NoOfferStanding { what }));
        };
        let playing = self.table.as_ref().and_then(Table::seat).is_some();
        if !accept {
            self.offer = None;
            self.note_declined(offer);
            return Ok(if playing { vec![Event::Declined { what, by: from }] } else { Vec::new() });
        }
        offer.yes |= 1 << from;
        self.settle(offer, playing.then_some(from))
    }

    /// Carries out `offer` if every player has said yes, else keeps it standing (and tells a
    /// player who has said yes, `from` being the last).
    fn settle(&mut self, offer: Offer, from: Option<Seat>) -> Result<Vec<Event>, LiveError> {
        if self.agreed(&offer) {
            self.offer = None;
            return self.carry_out(offer);
        }
        self.offer = Some(offer);
        let waiting: Vec<Seat> = (0..self.seats() as Seat).filter(|&s| offer.yes & (1 << s) == 0).collect();
        Ok(from.map(|seat| Event::Note(Note::Accepted { seat, what: offer.what, waiting })).into_iter().collect())
    }

    /// An accepted proposal, the same on every device.
    fn carry_out(&mut self, offer: Offer) -> Result<Vec<Event>, LiveError> {
        let t = self.table_mut()?;
        match offer.what {
            Proposal::Draw => self.end(Concession::DrawAgreed),
            Proposal::Takeback => {
                let len = t.take_back(offer.by).ok_or(LiveError::Illegal(crate::error::Error::illegal(crate::error::Live::NothingToTakeBack)))?;
                Ok(vec![Event::TakenBack(len)])
            }
            Proposal::Rematch => {
                let next = t.rematch()?;
                let open = Event::Open { seat: next.seat(), record: next.record() };
                self.seed = Some(next.game().seed());
                self.clocks = self.control.map(|c| crate::clock::Clocks::new(c, next.game().players().len()));
                self.table = Some(next);
                self.early.clear();
                self.declined.clear();
                // Every player moves on one seat: who plays which seat, and whose token
                // guards it, turn round with them.
                let seats = self.seats() as Seat;
                for seat in self.remotes.values_mut().flatten() {
                    *seat = (*seat + 1) % seats;
                }
                self.guards = std::mem::take(&mut self.guards).into_iter().map(|(s, g)| ((s + 1) % seats, g)).collect();
                Ok(vec![open])
            }
        }
    }

    /// The player of `seat` is back at `r` (it had left, or another connection held its seat):
    /// its device lost any proposal standing (its own, or its yes), so the proposal is dropped
    /// rather than carried out on some devices and not on that one.
    pub(super) fn withdraw_on_return(&mut self, r: Remote, seat: Seat) -> Option<Event> {
        let elsewhere = self.remotes.iter().any(|(&other, s)| other != r && *s == Some(seat));
        let returned = elsewhere || self.left & (1 << seat) != 0;
        self.left &= !(1 << seat);
        let offer = self.offer.filter(|_| returned)?;
        self.offer = None;
        Some(Event::Withdrawn { what: offer.what, by: seat })
    }

    /// The player here proposes `what` to the others.
    pub fn propose(&mut self, what: Proposal) -> Vec<Event> {
        self.local(|p| {
            let by = p.my_seat()?;
            let ply = p.table.as_ref().map_or(0, |t| t.game().len());
            p.check_offer(what, ply, by)?;
            p.offer = Some(Offer::new(what, ply, by));
            Ok(p.broadcast(&Message::Offer { what, ply }))
        })
    }

    /// The player here answers the standing proposal of another.
    pub fn answer(&mut self, accept: bool) -> Vec<Event> {
        self.local(|p| {
            let me = p.my_seat()?;
            let mut offer = p.offer.filter(|o| o.by != me && o.yes & (1 << me) == 0).ok_or(LiveError::Garbage(Garbage::NoOfferToAnswer))?;
            let mut events = p.broadcast(&Message::Answer { what: offer.what, ply: offer.ply, accept });
            if accept {
                offer.yes |= 1 << me;
                events.extend(p.settle(offer, None)?);
            } else {
                p.offer = None;
                p.note_declined(offer);
            }
            Ok(events)
        })
    }
}
