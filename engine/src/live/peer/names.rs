//! Display names. Each player picks one on its own device, where it is kept, and tells it to
//! every peer it meets, spectators included; a peer shows it in place of "Your friend" or
//! "Seat 2". There is no account behind a name: nothing checks it but its form
//! (`message::check_name`), so two players may share one.

use super::super::message::{check_name, Message};
use super::super::table::Table;
use super::{Event, Peer, Remote};
use crate::game::Seat;

impl Peer {
    /// The player here goes by `name`: told to every peer now, and to each one met later.
    pub fn set_name(&mut self, name: &str) -> Vec<Event> {
        self.local(|p| {
            let name = check_name(name)?;
            p.my_name = Some(name.clone());
            Ok(p.broadcast(&Message::Name(name)))
        })
    }

    /// The name to tell a peer just met, if the player here has one.
    pub(super) fn name_for(&self, r: Remote) -> Option<Event> {
        self.my_name.as_ref().map(|name| Peer::send(r, &Message::Name(name.clone())))
    }

    /// A peer's player goes by `name`.
    pub(super) fn named(&mut self, r: Remote, name: String) -> Vec<Event> {
        self.names.insert(r, name);
        Vec::new()
    }

    /// The name the player of `seat` goes by: this device's own, or one told by the peer that
    /// plays it and is here now.
    pub fn name_of(&self, seat: Seat) -> Option<&str> {
        if self.table.as_ref().and_then(Table::seat) == Some(seat) {
            return self.my_name.as_deref();
        }
        let r = self.remotes.iter().find(|(_, s)| **s == Some(seat)).map(|(r, _)| r)?;
        self.names.get(r).map(String::as_str)
    }
}
