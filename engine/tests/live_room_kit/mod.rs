//! A room of peers without a network, shared by the room tests: every peer's sends are queued
//! and delivered over the links between peers that have met.
#![allow(dead_code)]

use engine::any::AnyMatch;
use engine::live::{Event, Peer, Remote};
use std::collections::{BTreeSet, VecDeque};

/// Peers numbered by their place here; the number is also the `Remote` the others know them by
/// (a reloaded page is a new peer, as it gets a new id from the signalling server).
#[derive(Default)]
pub struct Room {
    pub peers: Vec<Option<Peer>>,
    pub links: BTreeSet<(usize, usize)>,
    pub queue: VecDeque<(usize, usize, String)>,
    /// Every event other than a send, per peer.
    pub seen: Vec<Vec<Event>>,
}

impl Room {
    pub fn add(&mut self, mut peer: Peer) -> usize {
        let events = peer.start();
        self.peers.push(Some(peer));
        self.seen.push(Vec::new());
        let at = self.peers.len() - 1;
        self.take(at, events);
        at
    }

    pub fn peer(&self, at: usize) -> &Peer {
        self.peers[at].as_ref().expect("a peer in the room")
    }

    pub fn game(&self, at: usize) -> &dyn AnyMatch {
        self.peer(at).table().expect("a game").game()
    }

    /// `at` meets every other peer in the room.
    pub fn join(&mut self, at: usize) {
        for other in 0..self.peers.len() {
            if other != at && self.peers[other].is_some() {
                self.connect(other, at);
            }
        }
        self.run();
    }

    /// Opens the link between `a` and `b`: each is told of the other (nothing delivered yet).
    pub fn connect(&mut self, a: usize, b: usize) {
        self.links.insert((a.min(b), a.max(b)));
        let e = self.act(a, |p| p.connected(b as Remote));
        self.take(a, e);
        let e = self.act(b, |p| p.connected(a as Remote));
        self.take(b, e);
    }

    /// `at` leaves; the others are told. Its saved state is returned for a reload.
    pub fn leave(&mut self, at: usize) -> Option<String> {
        let saved = self.peer(at).saved();
        self.peers[at] = None;
        self.links.retain(|&(a, b)| a != at && b != at);
        for other in 0..self.peers.len() {
            if self.peers[other].is_some() {
                let e = self.act(other, |p| p.disconnected(at as Remote));
                self.take(other, e);
            }
        }
        self.run();
        saved
    }

    pub fn act(&mut self, at: usize, f: impl FnOnce(&mut Peer) -> Vec<Event>) -> Vec<Event> {
        self.peers[at].as_mut().map(f).unwrap_or_default()
    }

    /// Does `f` at `at`, delivers everything, and returns what `at` saw.
    pub fn local(&mut self, at: usize, f: impl FnOnce(&mut Peer) -> Vec<Event>) -> Vec<Event> {
        let before = self.seen[at].len();
        let e = self.act(at, f);
        self.take(at, e);
        self.run();
        self.seen[at][before..].to_vec()
    }

    pub fn take(&mut self, at: usize, events: Vec<Event>) {
        for e in events {
            match e {
                Event::Send { to, text } => self.queue.push_back((at, to as usize, text)),
                other => self.seen[at].push(other),
            }
        }
    }

    pub fn run(&mut self) {
        while let Some((from, to, text)) = self.queue.pop_front() {
            if self.links.contains(&(from.min(to), from.max(to))) {
                let e = self.act(to, |p| p.receive(from as Remote, &text));
                self.take(to, e);
            }
        }
    }

    pub fn clear(&mut self) {
        self.seen.iter_mut().for_each(Vec::clear);
    }

    /// The player to act at `at` plays its first legal action.
    pub fn play_first(&mut self, at: usize) -> String {
        let action = self.game(at).legal_actions()[0].clone();
        let events = self.local(at, |p| p.local_move(&action));
        assert!(!events.iter().any(|e| matches!(e, Event::Refused(_))), "{action}: {events:?}");
        action
    }
}

