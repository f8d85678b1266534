//! A game in progress: the start position, every action so far (chance outcomes included) and a
//! redo list. Chance is resolved here, never inside the rules: outcome number `k` of a game is
//! `rng::draw(seed, k, n)`, so undo and redo can never produce a different roll.

use crate::error::{self, clip, Error, Guaranteed, Reason, Result, Setting};
use crate::game::{Concession, Ending, Game, Seat, Status};
use crate::options::parse_pairs;
use crate::player::Player;
use crate::record::{LineNumbers, Record};
use crate::rng;

#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    seed: u64,
    /// Set when the game did not begin at the standard start.
    custom_start: bool,
    /// `positions[i]` is the position before `actions[i]`; the last one is the current position.
    positions: Vec<G>,
    /// `chances_before[i]`: how many of `positions[..i]` awaited chance (the draw counter of the
    /// next outcome), kept along so that drawing one never scans the game.
    chances_before: Vec<u64>,
    actions: Vec<G::Action>,
    /// Undone turns, most recent last; each is a player's action and the chance outcomes after it.
    redo: Vec<Vec<G::Action>>,
    /// Who plays each seat; empty when every seat is human (a human seat is never last).
    players: Vec<Player>,
    /// The players ended the game after the last action: a resignation or an agreed draw.
    conceded: Option<Concession>,
}

impl<G: Game> Match<G> {
    pub fn new(options: &G::Options, seed: u64) -> Self {
        Self::with_start(G::start(options), seed, false)
    }

    pub fn from_position(start: G, seed: u64) -> Self {
        Self::with_start(start, seed, true)
    }

    fn with_start(start: G, seed: u64, custom_start: bool) -> Self {
        let mut m = Match { seed, custom_start, positions: vec![start], chances_before: vec![0], actions: Vec::new(), redo: Vec::new(), players: Vec::new(), conceded: None };
        m.resolve_chance();
        m
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn position(&self) -> &G {
        self.positions.last().expect("a match always has a position")
    }
    pub fn start(&self) -> &G {
        &self.positions[0]
    }
    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }
    /// The position before action `i` (`i == actions().len()` gives the current one).
    pub fn position_at(&self, i: usize) -> Option<&G> {
        self.positions.get(i)
    }
    pub fn status(&self) -> Status {
        match self.conceded {
            // With 3–4 seats a resignation ends the game as a flag fall does: by the standings
            // of the others (docs/live.md); with two the other seat wins either way.
            Some(Concession::OutOfTime(seat) | Concession::Resigned(seat) | Concession::Abandoned(seat)) => self.lost_on_time(seat),
            Some(c) => Status::Over(c.outcome()),
            None => self.position().status(),
        }
    }

    /// Kept out of line: `status` is called everywhere, and a flag fall is rare.
    #[cold]
    #[inline(never)]
    fn lost_on_time(&self, seat: Seat) -> Status {
        Status::Over(self.position().outcome_on_time(seat))
    }

    pub fn conceded(&self) -> Option<Concession> {
        self.conceded
    }

    /// Why the game is over: the players' concession, else the rules' reason.
    pub fn ending(&self) -> Option<Ending> {
        match self.conceded {
            Some(Concession::Resigned(_)) => Some(Ending::Resigned),
            Some(Concession::DrawAgreed) => Some(Ending::Agreed),
            Some(Concession::OutOfTime(_)) => Some(Ending::OutOfTime),
            Some(Concession::Abandoned(_)) => Some(Ending::Abandoned),
            None => self.position().ending(),
        }
    }

    /// Ends a game going on by a resignation or an agreed draw (where the rules allow one).
    /// Undo takes it back.
    pub fn concede(&mut self, c: Concession) -> Result<()> {
        if !matches!(self.status(), Status::Turn(_)) {
            return Err(Error::GameOver);
        }
        let allowed = match c {
            Concession::Resigned(seat) | Concession::OutOfTime(seat) | Concession::Abandoned(seat) => (seat as usize) < self.start().seat_count(),
            Concession::DrawAgreed => G::DRAW_BY_AGREEMENT,
        };
        if !allowed {
            return Err(Error::illegal(error::Record::CannotEnd));
        }
        self.conceded = Some(c);
        self.redo.clear();
        Ok(())
    }
    pub fn can_undo(&self) -> bool {
        self.conceded.is_some() || self.last_player_action().is_some()
    }
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Who plays each seat.
    pub fn players(&self) -> Vec<Player> {
        (0..self.start().seat_count()).map(|i| self.players.get(i).copied().unwrap_or(Player::Human)).collect()
    }

    /// Sets who plays each seat (missing seats are human); more players than seats is an error.
    pub fn set_players(&mut self, mut players: Vec<Player>) -> Result<()> {
        let seats = self.start().seat_count();
        if players.len() > seats {
            return Err(Error::option(Setting::PlayersForSeats { players: players.len(), seats }));
        }
        while players.last() == Some(&Player::Human) {
            players.pop();
        }
        self.players = players;
        Ok(())
    }

    /// Plays a player's action, then any chance outcomes that follow it. Clears redo.
    pub fn play(&mut self, action: &G::Action) -> Result<()> {
        if !matches!(self.status(), Status::Turn(_)) {
            return Err(match self.status() {
                Status::Over(_) => Error::GameOver,
                _ => Error::illegal(error::Record::ChanceActs),
            });
        }
        self.push(action)?;
        self.redo.clear();
        self.resolve_chance();
        Ok(())
    }

    /// Parses an action in the current position's notation and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<G::Action> {
        let action = self.position().parse_action(text)?;
        self.play(&action)?;
        Ok(action)
    }

    /// Takes back the last player's action and the chance outcomes after it.
    pub fn undo(&mut self) -> bool {
        if self.conceded.take().is_some() {
            return true;
        }
        let Some(i) = self.last_player_action() else { return false };
        let group = self.actions.split_off(i);
        self.positions.truncate(i + 1);
        self.chances_before.truncate(i + 1);
        self.redo.push(group);
        true
    }

    /// Replays the last undone turn with its stored chance outcomes.
    pub fn redo(&mut self) -> bool {
        let Some(group) = self.redo.pop() else { return false };
        for a in &group {
            self.push(a).guaranteed("a redone action was legal when first played");
        }
        true
    }

    /// Drops everything after action `i`: "take over from here".
    pub fn truncate(&mut self, i: usize) {
        if i < self.actions.len() {
            self.conceded = None;
            self.actions.truncate(i);
            self.positions.truncate(i + 1);
            self.chances_before.truncate(i + 1);
            self.redo.clear();
            self.resolve_chance();
        }
    }

    /// Each action in notation, formatted in the position it was played from.
    pub fn action_texts(&self, long: bool) -> Vec<String> {
        self.actions
            .iter()
            .zip(&self.positions)
            .map(|(a, p)| if long { p.format_action_long(a) } else { p.format_action(a) })
            .collect()
    }

    pub fn to_record(&self) -> Record {
        Record {
            game: G::NAME.to_string(),
            options: G::format_options(self.start().options()),
            seed: self.seed,
            start: self.custom_start.then(|| self.start().position_string()),
            players: self.players.clone(),
            actions: self.action_texts(true),
            notes: Default::default(),
            conceded: self.conceded,
        }
    }

    /// Replays a record. Chance actions in the record are checked like any other action.
    pub fn from_record(rec: &Record, at: &LineNumbers) -> Result<Self> {
        let bad_at = |line: usize, why: Reason| Error::record(at.or_header(line), why);
        if rec.game != G::NAME {
            return Err(bad_at(at.header, error::Record::OtherGame { game: clip(&rec.game), expected: G::NAME.into() }.into()));
        }
        let options = G::parse_options(&rec.options).map_err(|e| bad_at(failing_pair(&rec.options, G::parse_options).and_then(|k| at.options.get(k).copied()).unwrap_or(0), Reason::inner(e)))?;
        let (start, custom) = match &rec.start {
            Some(text) => (G::parse_position(text, &options).map_err(|e| bad_at(at.start, Reason::inner(e)))?, true),
            None => (G::start(&options), false),
        };
        let mut m = Match { seed: rec.seed, custom_start: custom, positions: vec![start], chances_before: vec![0], actions: Vec::new(), redo: Vec::new(), players: Vec::new(), conceded: None };
        m.set_players(rec.players.clone()).map_err(|e| bad_at(at.players, Reason::inner(e)))?;
        for (i, text) in rec.actions.iter().enumerate() {
            let line = at.actions.get(i).copied().unwrap_or(0);
            let bad = |e: Error| Error::record(line, Reason::refused(text, e));
            if let Status::Over(_) = m.status() {
                return Err(bad(Error::GameOver));
            }
            let action = m.position().parse_action(text).map_err(bad)?;
            m.push(&action).map_err(bad)?;
        }
        m.resolve_chance();
        if let Some(c) = rec.conceded {
            m.concede(c).map_err(|e| bad_at(at.end, Reason::inner(e)))?;
        }
        Ok(m)
    }

    pub fn from_record_text(text: &str) -> Result<Self> {
        let (rec, lines) = Record::parse(text)?;
        Self::from_record(&rec, &lines)
    }

    /// Options as given on a command line or in a URL (`key=value` items).
    pub fn parse_options(items: &[String]) -> Result<G::Options> {
        G::parse_options(&parse_pairs(items)?)
    }

    fn push(&mut self, action: &G::Action) -> Result<()> {
        let mut next = self.position().clone();
        next.play(action)?;
        let chance = matches!(self.position().status(), Status::Chance(_));
        self.chances_before.push(self.chance_count() + u64::from(chance));
        self.actions.push(action.clone());
        self.positions.push(next);
        Ok(())
    }

    /// How many chance outcomes the game has drawn so far.
    fn chance_count(&self) -> u64 {
        self.chances_before.last().copied().unwrap_or(0)
    }

    fn resolve_chance(&mut self) {
        if !matches!(self.status(), Status::Chance(_)) {
            return;
        }
        let mut k = self.chance_count();
        while let Status::Chance(n) = self.status() {
            let outcome = self.position().chance_action(rng::draw(self.seed, k, n));
            self.push(&outcome).guaranteed("a chance outcome offered by the rules is legal");
            k += 1;
        }
    }

    fn last_player_action(&self) -> Option<usize> {
        (0..self.actions.len()).rev().find(|&i| matches!(self.positions[i].status(), Status::Turn(_)))
    }
}

/// The index of an option pair that makes `pairs`, which fail to parse, fail: the pairs before
/// it parse and the pairs up to it do not. Found by halving, as a record may repeat an option
/// thousands of times and trying every prefix in turn would be quadratic.
fn failing_pair<T>(pairs: &[(String, String)], parse: impl Fn(&[(String, String)]) -> Result<T>) -> Option<usize> {
    // The first `good` pairs parse (none is the game's defaults); the first `bad` do not.
    let (mut good, mut bad) = (0, pairs.len());
    while bad - good > 1 {
        let mid = (good + bad) / 2;
        if parse(&pairs[..mid]).is_ok() {
            good = mid;
        } else {
            bad = mid;
        }
    }
    bad.checked_sub(1)
}

/// Random actions before the players take over in self-play and matches, so that games differ:
/// the whole Gygès set-up, the first two GIPF actions (Table Gype games differ by their dice).
fn opening_plies(game: crate::kind::GameKind) -> usize {
    match game {
        crate::kind::GameKind::Gyges => 12,
        crate::kind::GameKind::Gipf => 2,
        crate::kind::GameKind::Gype => 0,
    }
}

/// A seeded opening for self-play and matches: `opening_plies` random actions, chance by the seed.
pub fn opening<G: crate::kind::Listed>(options: &G::Options, seed: u64) -> Match<G> {
    let mut m = Match::<G>::new(options, seed);
    let mut rng = rng::Rng::new(seed ^ 0x0DE1);
    for _ in 0..opening_plies(G::KIND) {
        let actions = m.position().legal_actions();
        if actions.is_empty() || !matches!(m.status(), Status::Turn(_)) {
            break;
        }
        let a = actions[rng.below(actions.len())].clone();
        let _ = m.play(&a);
    }
    m
}
