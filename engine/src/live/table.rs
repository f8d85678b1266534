//! A live game as one peer holds it: the full record and who plays here. Every move from a
//! peer is checked against it (seat, ply, legality, then the position hash after it) on a copy,
//! so a refused move leaves the game as it was.

use super::message::Message;
use super::{position_hash, LiveError};
use crate::any::AnyMatch;
use crate::game::{Seat, Status};

pub struct Table {
    game: Box<dyn AnyMatch>,
    /// The seat played on this device.
    me: Seat,
}

impl Table {
    pub fn new(game: Box<dyn AnyMatch>, me: Seat) -> Self {
        Table { game, me }
    }

    pub fn game(&self) -> &dyn AnyMatch {
        self.game.as_ref()
    }

    pub fn seat(&self) -> Seat {
        self.me
    }

    /// An action of this device's player, in notation: plays it and returns the message that
    /// tells the others.
    pub fn local_move(&mut self, text: &str) -> Result<Message, LiveError> {
        self.check_turn(self.me)?;
        let ply = self.game.len();
        let mut next = self.game.boxed_clone();
        let action = next.play_text(text).map_err(LiveError::Illegal)?;
        let hash = position_hash(next.as_ref());
        self.game = next;
        Ok(Message::Move { ply, hash, action })
    }

    /// A move from the player of seat `from`: returns the action in long notation once it has
    /// been checked and played.
    pub fn remote_move(&mut self, from: Seat, ply: usize, hash: u64, text: &str) -> Result<String, LiveError> {
        if from == self.me {
            return Err(LiveError::WrongSeat { seat: from, to_act: self.to_act() });
        }
        self.check_turn(from)?;
        let expected = self.game.len();
        if ply != expected {
            return Err(LiveError::StalePly { got: ply, expected });
        }
        let mut next = self.game.boxed_clone();
        let long = next.play_text(text).map_err(LiveError::Illegal)?;
        if position_hash(next.as_ref()) != hash {
            return Err(LiveError::HashMismatch { ply });
        }
        self.game = next;
        Ok(long)
    }

    fn to_act(&self) -> Option<Seat> {
        match self.game.status() {
            Status::Turn(s) => Some(s),
            _ => None,
        }
    }

    fn check_turn(&self, seat: Seat) -> Result<(), LiveError> {
        match self.game.status() {
            Status::Over(_) => Err(LiveError::Illegal(crate::error::Error::GameOver)),
            Status::Turn(s) if s == seat => Ok(()),
            _ => Err(LiveError::WrongSeat { seat, to_act: self.to_act() }),
        }
    }
}
