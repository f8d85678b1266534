//! Rating claims in a rated game. Each player tells every peer the rating its profile holds in
//! the game's pool, as names are told; when the game ends, each device rates its own player
//! against the others' claims (`rating::PeopleGame`). Nothing can check a claim but its form
//! (`rating::read_claim`): `docs/ratings.md` says what that cannot guarantee.

use super::super::message::Message;
use super::super::table::Table;
use super::super::reason::NotRated;
use super::super::LiveError;
use super::{Event, Peer, Remote};
use crate::game::{Outcome, Seat, Status};
use crate::rating::{pool_for, PeopleGame, Rating};

impl Peer {
    /// The player here claims `rating` (its profile's, in the game's pool): told to every peer
    /// now, and to each one met later.
    pub fn claim_rating(&mut self, rating: Rating) -> Vec<Event> {
        self.my_claim = Some(rating);
        self.broadcast(&Message::Rating(rating))
    }

    /// The claim to tell a peer just met, if the player here made one.
    pub(super) fn claim_for(&self, r: Remote) -> Option<Event> {
        self.my_claim.map(|rating| Peer::send(r, &Message::Rating(rating)))
    }

    /// A peer's player claims `rating`.
    pub(super) fn claimed(&mut self, r: Remote, rating: Rating) -> Vec<Event> {
        self.claims.insert(r, rating);
        Vec::new()
    }

    /// A peer left: the claim of the seat it played stays, for the game's end.
    pub(super) fn keep_claim(&mut self, r: Remote, seat: Option<Seat>) {
        if let (Some(rating), Some(seat)) = (self.claims.remove(&r), seat) {
            self.left_claims.insert(seat, rating);
        }
    }

    /// The rating the player of `seat` claims: this device's own, or one told by the peer
    /// that plays it (or played it before leaving).
    pub fn claim_of(&self, seat: Seat) -> Option<Rating> {
        if self.table.as_ref().and_then(Table::seat) == Some(seat) {
            return self.my_claim;
        }
        let here = self.remotes.iter().find(|(_, s)| **s == Some(seat)).and_then(|(r, _)| self.claims.get(r));
        here.or_else(|| self.left_claims.get(&seat)).copied()
    }

    /// The finished game for the profile to rate the player here: refused while the game goes
    /// on, on a spectator's device, or when a seat's claim never came.
    pub fn people_game(&self) -> Result<PeopleGame, LiveError> {
        let not_rated = |why: NotRated| Err(LiveError::NotRated(why));
        let Some(table) = &self.table else { return not_rated(NotRated::NoGame) };
        let Some(me) = table.seat() else { return not_rated(NotRated::Watching) };
        let game = table.game();
        let Status::Over(outcome) = game.status() else { return not_rated(NotRated::GoesOn) };
        let seats = game.seats();
        let clock = self.control.map(|c| ((c.base_ms / 1000) as u32, (c.increment_ms / 1000) as u32));
        // The only way a live game has no pool: its game and seat count have none.
        let pool = pool_for(game.kind(), clock, seats).map_err(|_| LiveError::NotRated(NotRated::NoPool { game: game.kind(), seats }))?;
        let ranks = (0..seats)
            .map(|s| match outcome {
                Outcome::Win(w) if w as usize != s => 2,
                _ => 1,
            })
            .collect();
        let mut claims = Vec::with_capacity(seats);
        for seat in 0..seats as Seat {
            match self.claim_of(seat) {
                _ if seat == me => claims.push(None),
                Some(rating) => claims.push(Some(rating)),
                None => return not_rated(NotRated::NoClaim { seat }),
            }
        }
        Ok(PeopleGame { pool, me: me as usize, ranks, claims })
    }
}
