//! A peer's hidden choices (`Game::hidden_choice`): committed to and shown
//! (`super::super::hidden`), then played on every device.

use super::super::hidden::{commitment, Choices};
use super::super::message::{Message, Secret};
use super::super::table::Table;
use super::super::reason::Garbage;
use super::super::LiveError;
use super::{Event, Peer, Remote, EARLY_MAX};
use crate::game::{HiddenChoice, Seat};

impl Peer {
    /// Adds `ChoiceDue` once when the game comes to a hidden choice.
    pub(super) fn tell_choice(&mut self, events: &mut Vec<Event>) {
        let Some(t) = &self.table else { return };
        let ply = t.game().len();
        if t.game().hidden_choice().is_some() && self.choice_told != Some(ply) {
            self.choice_told = Some(ply);
            events.push(Event::ChoiceDue);
        }
    }

    /// A spectator may get a commitment before the move that led to the choice (two players'
    /// messages cross): held back as early moves are.
    pub(super) fn early_choice(&mut self, r: Remote, ply: usize, text: &str) -> Option<Vec<Event>> {
        let len = self.table.as_ref()?.game().len();
        (self.watching() && ply > len && self.early.len() < EARLY_MAX).then(|| {
            self.early.push((r, text.to_string()));
            Vec::new()
        })
    }

    /// The hidden choice due after `ply` actions (the game's length when `None`): its ply and
    /// the game's description of it. A message from this device's own seat is refused.
    pub(super) fn due_choice(&self, ply: Option<usize>, from: Seat) -> Result<(usize, HiddenChoice), LiveError> {
        let t = self.table.as_ref().ok_or(LiveError::NotSeated)?;
        let due = t.game().hidden_choice().ok_or(LiveError::Garbage(Garbage::NoChoiceDue))?;
        let expected = t.game().len();
        match ply {
            Some(got) if got != expected => Err(LiveError::StalePly { got, expected }),
            _ if t.seat() == Some(from) && ply.is_some() => Err(LiveError::WrongSeat { seat: from, to_act: None }),
            _ if ![due.first, due.second].contains(&from) && ply.is_some() => Err(LiveError::WrongSeat { seat: from, to_act: None }),
            _ => Ok((expected, due)),
        }
    }

    /// A choice must be one of the legal actions where the game stands (both seats choose
    /// from the same position).
    pub(super) fn check_choice(&self, choice: &str) -> Result<(), LiveError> {
        let legal = self.table.as_ref().is_some_and(|t| t.game().legal_actions().iter().any(|a| a == choice));
        legal.then_some(()).ok_or_else(|| LiveError::Garbage(Garbage::NotAChoice { choice: crate::error::clip(choice) }))
    }

    pub(super) fn choices_at(&mut self, ply: usize) -> &mut Choices {
        if self.choices.as_ref().is_some_and(|t| t.ply != ply) {
            self.choices = None;
        }
        self.choices.get_or_insert_with(|| Choices::new(ply))
    }

    /// Shows this device's choice once both commitments are in; plays both once both are shown.
    pub(super) fn reveal_and_settle(&mut self) -> Result<Vec<Event>, LiveError> {
        let mut events = Vec::new();
        let me = self.table.as_ref().and_then(Table::seat);
        let shown = self.choices.as_mut().zip(me).and_then(|(t, me)| Some((t.ply, t.my_reveal(me)?)));
        if let Some((ply, (choice, secret))) = shown {
            events.extend(self.broadcast(&Message::Show { ply, choice, secret }));
        }
        let (ply, due) = self.due_choice(None, Seat::MAX)?;
        if let Some(both) = self.choices.as_ref().filter(|t| t.ply == ply).and_then(|t| t.both(due.first)) {
            let played = self.table_mut()?.play_hidden(&both)?;
            self.choices = None;
            self.offer = None;
            events.extend(played.into_iter().map(Event::Played));
            events.extend(self.replay_early());
        }
        Ok(events)
    }

    /// The player here makes the hidden choice due now (an action's text); `secret` is fresh.
    pub fn choose_hidden(&mut self, choice: &str, secret: Secret) -> Vec<Event> {
        self.local(|p| {
            let me = p.my_seat()?;
            let (ply, _) = p.due_choice(None, me)?;
            p.check_choice(choice)?;
            let commit = p.choices_at(ply).choose(me, choice, secret)?;
            let mut events = p.broadcast(&Message::Hand { ply, commit });
            events.extend(p.reveal_and_settle()?);
            Ok(events)
        })
    }
}

/// A saved game may begin with this device's hidden choice due (a `show` line, kept for a
/// reload mid-exchange): the choice, and the rest.
pub(super) fn kept_choice(saved: &str) -> (Option<(usize, String, Secret)>, &str) {
    let Some((line, rest)) = saved.split_once('\n').filter(|(l, _)| l.starts_with("show ")) else { return (None, saved) };
    match Message::decode(line) {
        Ok(Message::Show { ply, choice, secret }) => (Some((ply, choice, secret)), rest),
        _ => (None, rest),
    }
}

impl Peer {
    /// The hidden choice this device's player made for the one due now, if any (after a reload
    /// too): the page shows it instead of asking again.
    pub fn chosen_hidden(&self) -> Option<&str> {
        let len = self.table.as_ref()?.game().len();
        self.choices.as_ref().filter(|t| t.ply == len)?.kept().map(|(choice, _)| choice)
    }

    /// The line `saved` starts with while this device's choice waits for the other's: a reload
    /// keeps the choice, so it is never made twice.
    pub(super) fn choice_line(&self) -> String {
        match self.choices.as_ref().and_then(|t| Some((t.ply, t.kept()?))) {
            Some((ply, (choice, secret))) => format!("{}\n", Message::Show { ply, choice: choice.to_string(), secret }.encode()),
            None => String::new(),
        }
    }

    /// A resumed player's kept choice, if it is still due where the game stands.
    pub(super) fn keep_choice(&mut self, (ply, choice, secret): (usize, String, Secret)) {
        let Some(me) = self.table.as_ref().and_then(Table::seat) else { return };
        if self.due_choice(None, me).is_ok_and(|(due, _)| due == ply) {
            let _ = self.choices_at(ply).choose(me, &choice, secret);
        }
    }

    /// On meeting a player again while a hidden choice waits: this device's commitment, and its
    /// choice if shown already, go to it once more (a reload on either side lost them there).
    pub(super) fn choice_again(&mut self, r: Remote) -> Vec<Event> {
        let Some(me) = self.table.as_ref().and_then(Table::seat) else { return Vec::new() };
        let Ok((ply, _)) = self.due_choice(None, me) else { return Vec::new() };
        let Some(t) = self.choices.as_ref().filter(|t| t.ply == ply) else { return Vec::new() };
        let Some((choice, secret)) = t.kept() else { return Vec::new() };
        let choice = choice.to_string();
        let mut events = vec![Peer::send(r, &Message::Hand { ply, commit: commitment(&choice, &secret) })];
        if t.shown(me) {
            events.push(Peer::send(r, &Message::Show { ply, choice, secret }));
        }
        events
    }
}
