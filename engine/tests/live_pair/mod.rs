//! Two peers of a live room joined without a network, for the live tests: every message one
//! sends is handed to the other until none is left.

use engine::any::AnyMatch;
use engine::live::{Event, Peer, Remote};

pub const HOST: Remote = 0;
pub const GUEST: Remote = 1;

/// Delivers `first` (from the host when `from_host`) and every answer; each side's other events.
pub fn deliver(first: Vec<Event>, host: &mut Peer, guest: &mut Peer, from_host: bool) -> (Vec<Event>, Vec<Event>) {
    let mut shown = (Vec::new(), Vec::new());
    let mut queue: Vec<(bool, String)> = Vec::new();
    let mut split = |events: Vec<Event>, to_guest: bool, queue: &mut Vec<(bool, String)>| {
        for e in events {
            match e {
                Event::Send { text, .. } => queue.push((to_guest, text)),
                other if to_guest => shown.0.push(other),
                other => shown.1.push(other),
            }
        }
    };
    split(first, from_host, &mut queue);
    while !queue.is_empty() {
        let (to_guest, text) = queue.remove(0);
        let events = if to_guest { guest.receive(HOST, &text) } else { host.receive(GUEST, &text) };
        split(events, !to_guest, &mut queue);
    }
    shown
}

/// `host` and a fresh guest, greeted both ways until the guest is seated.
pub fn seated(mut host: Peer) -> (Peer, Peer) {
    let mut guest = Peer::guest([2; 16]);
    let hello = guest.connected(HOST);
    deliver(hello, &mut host, &mut guest, false);
    let hello = host.connected(GUEST);
    deliver(hello, &mut host, &mut guest, true);
    (host, guest)
}

pub fn game(p: &Peer) -> &dyn AnyMatch {
    p.table().unwrap().game()
}
