//! A peer's side-game throws: the hidden hands of rock-paper-scissors, committed to and shown
//! (`super::super::hands`), then played on every device.

use super::super::hands::{throws_due, Throws};
use super::super::message::{Message, Secret};
use super::super::table::Table;
use super::super::LiveError;
use super::{Event, Peer, Remote, EARLY_MAX};
use crate::game::Seat;
use crate::gipf::Hand;

impl Peer {
    /// Adds `ThrowsDue` once when the game comes to a side game's hidden throws.
    pub(super) fn tell_throws(&mut self, events: &mut Vec<Event>) {
        let Some(t) = &self.table else { return };
        let ply = t.game().len();
        if throws_due(t.game()).is_some() && self.throws_told != Some(ply) {
            self.throws_told = Some(ply);
            events.push(Event::ThrowsDue);
        }
    }

    /// A spectator may get a hand before the move that led to the side game (two players'
    /// messages cross): held back as early moves are.
    pub(super) fn early_hand(&mut self, r: Remote, ply: usize, text: &str) -> Option<Vec<Event>> {
        let len = self.table.as_ref()?.game().len();
        (self.watching() && ply > len && self.early.len() < EARLY_MAX).then(|| {
            self.early.push((r, text.to_string()));
            Vec::new()
        })
    }

    /// The side game whose throws are due after `ply` actions (the game's length when `None`):
    /// its ply and starter. A hand from this device's own seat is refused.
    pub(super) fn due_throws(&self, ply: Option<usize>, from: Seat) -> Result<(usize, Seat), LiveError> {
        let t = self.table.as_ref().ok_or(LiveError::NotSeated)?;
        let starter = throws_due(t.game()).ok_or_else(|| LiveError::Garbage("a hand when no side game waits for one".into()))?;
        let expected = t.game().len();
        match ply {
            Some(got) if got != expected => Err(LiveError::StalePly { got, expected }),
            _ if t.seat() == Some(from) && ply.is_some() => Err(LiveError::WrongSeat { seat: from, to_act: None }),
            _ => Ok((expected, starter)),
        }
    }

    pub(super) fn throws_at(&mut self, ply: usize) -> &mut Throws {
        if self.throws.as_ref().is_some_and(|t| t.ply != ply) {
            self.throws = None;
        }
        self.throws.get_or_insert_with(|| Throws::new(ply))
    }

    /// Shows this device's hand once both commitments are in; plays both throws once both
    /// hands are shown.
    pub(super) fn reveal_and_settle(&mut self) -> Result<Vec<Event>, LiveError> {
        let mut events = Vec::new();
        let me = self.table.as_ref().and_then(Table::seat);
        let shown = self.throws.as_mut().zip(me).and_then(|(t, me)| Some((t.ply, t.my_reveal(me)?)));
        if let Some((ply, (hand, secret))) = shown {
            events.extend(self.broadcast(&Message::Show { ply, hand, secret }));
        }
        let (ply, starter) = self.due_throws(None, Seat::MAX)?;
        if let Some(hands) = self.throws.as_ref().filter(|t| t.ply == ply).and_then(|t| t.hands(starter)) {
            self.throws = None;
            self.offer = None;
            events.extend(self.table_mut()?.play_throws(hands)?.into_iter().map(Event::Played));
            events.extend(self.replay_early());
        }
        Ok(events)
    }

    /// The player here chooses a hand for the side game due now; `secret` is fresh.
    pub fn throw(&mut self, hand: &str, secret: Secret) -> Vec<Event> {
        self.local(|p| {
            let me = p.my_seat()?;
            let hand = Hand::parse(hand).ok_or_else(|| LiveError::Garbage("a hand is rock, paper or scissors".into()))?;
            let (ply, _) = p.due_throws(None, me)?;
            let commit = p.throws_at(ply).choose(me, hand, secret)?;
            let mut events = p.broadcast(&Message::Hand { ply, commit });
            events.extend(p.reveal_and_settle()?);
            Ok(events)
        })
    }
}

/// A saved game may begin with this device's hand for the side game due (a `show` line, kept
/// for a reload mid-exchange): the hand, and the rest.
pub(super) fn kept_hand(saved: &str) -> (Option<(usize, Hand, Secret)>, &str) {
    let Some((line, rest)) = saved.split_once('\n').filter(|(l, _)| l.starts_with("show ")) else { return (None, saved) };
    match Message::decode(line) {
        Ok(Message::Show { ply, hand, secret }) => (Some((ply, hand, secret)), rest),
        _ => (None, rest),
    }
}

impl Peer {
    /// The hand this device's player chose for the side game due now, if any (after a reload
    /// too): the page shows it instead of asking again.
    pub fn chosen_hand(&self) -> Option<Hand> {
        let len = self.table.as_ref()?.game().len();
        self.throws.as_ref().filter(|t| t.ply == len)?.kept().map(|(hand, _)| hand)
    }

    /// The line `saved` starts with while this device's hand waits for the other's: a reload
    /// keeps the hand, so it is never chosen twice.
    pub(super) fn hand_line(&self) -> String {
        match self.throws.as_ref().and_then(|t| Some((t.ply, t.kept()?))) {
            Some((ply, (hand, secret))) => format!("{}\n", Message::Show { ply, hand, secret }.encode()),
            None => String::new(),
        }
    }

    /// A resumed player's kept hand, if the side game is still due where the game stands.
    pub(super) fn keep_hand(&mut self, (ply, hand, secret): (usize, Hand, Secret)) {
        let Some(me) = self.table.as_ref().and_then(Table::seat) else { return };
        if self.due_throws(None, me).is_ok_and(|(due, _)| due == ply) {
            let _ = self.throws_at(ply).choose(me, hand, secret);
        }
    }

    /// On meeting a player again while a side game waits: this device's commitment, and its
    /// hand if shown already, go to it once more (a reload on either side lost them there).
    pub(super) fn hand_again(&mut self, r: Remote) -> Vec<Event> {
        let Some(me) = self.table.as_ref().and_then(Table::seat) else { return Vec::new() };
        let Ok((ply, _)) = self.due_throws(None, me) else { return Vec::new() };
        let Some(t) = self.throws.as_ref().filter(|t| t.ply == ply) else { return Vec::new() };
        let Some((hand, secret)) = t.kept() else { return Vec::new() };
        let mut events = vec![Peer::send(r, &Message::Hand { ply, commit: super::super::hands::commitment(hand, &secret) })];
        if t.shown(me) {
            events.push(Peer::send(r, &Message::Show { ply, hand, secret }));
        }
        events
    }
}
