//! The engine's game between commands, for any game: its rules, the position `setpos` set, the
//! positions its `moves` passed through, and `go`. One generic [`Table`] serves every game
//! through its frame ([`Spoken`]); the server holds it as a [`Desk`] so that changing the game
//! is changing one value.

use super::frame::Spoken;
use super::protocol::{Info, Reply, Start};
use super::think::{spent, think};
use crate::ai::{self, Level, Settings};
use crate::error::clip;
use crate::game::Status;
use crate::kind::GameKind;
use crate::rng::mix;
use std::time::Instant;

/// The speed assumed for `maxTime` before a move has been timed (budget units per second).
pub const FIRST_RATE: f64 = 200_000.0;
/// The fewest budget units a time limit buys (one shallow iteration).
const MIN_NODES: u64 = 200;
/// The most words one move's text spans (Table Gype's `swap b0 c0`).
const MOVE_WORDS: usize = 3;

/// How long `go` may think: the level and the options that change its budget.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    pub level: Level,
    pub max_nodes: Option<u64>,
    pub max_seconds: Option<f64>,
    pub max_ply: Option<u32>,
    /// Budget units searched per second, measured on the last searches.
    pub rate: f64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { level: Level::Expert, max_nodes: None, max_seconds: None, max_ply: None, rate: FIRST_RATE }
    }
}

impl Limits {
    /// The level's settings in game `G` with the options applied.
    pub fn settings<G: Spoken>(&self) -> Option<Settings> {
        let mut s = ai::settings::<G>(self.level)?;
        if let Some(n) = self.max_nodes {
            s.nodes = n;
        }
        if let Some(seconds) = self.max_seconds {
            let by_time = ((self.rate * seconds) as u64).max(MIN_NODES);
            s.nodes = if self.max_nodes.is_some() { s.nodes.min(by_time) } else { by_time };
        }
        if let Some(p) = self.max_ply {
            s.max_depth = p;
        }
        Some(s)
    }
}

/// A game on the engine's table, whatever the game.
pub trait Desk {
    fn kind(&self) -> GameKind;
    /// Sets the position; on error nothing changes.
    fn set_pos(&mut self, start: &Start, moves: &[String]) -> Result<(), String>;
    fn show(&self) -> String;
    /// The replies to `go`.
    fn go(&mut self, limits: &mut Limits) -> Vec<Reply>;
}

/// One game's table.
pub struct Table<G: Spoken> {
    options: G::Options,
    position: G,
    /// Keys of the positions `moves` passed through where a player acted, for the search's
    /// repetition penalty.
    seen: Vec<u64>,
}

/// The table of game `kind` under `rules` (over the protocol's own), at its start.
pub fn desk(kind: GameKind, rules: &[(String, String)]) -> Result<Box<dyn Desk>, String> {
    crate::with_kind!(kind, G => Table::<G>::new(rules).map(|t| Box::new(t) as Box<dyn Desk>))
}

/// The table of game `kind` under the protocol's rules, at its start.
pub fn start_desk(kind: GameKind) -> Box<dyn Desk> {
    crate::with_kind!(kind, G => Box::new(Table::<G>::protocol()) as Box<dyn Desk>)
}

impl<G: Spoken> Table<G> {
    /// Under the protocol's rules, which always parse (the game's defaults stand in for them
    /// if they did not).
    pub fn protocol() -> Table<G> {
        let options = G::parse_options(&G::protocol_rules()).unwrap_or_default();
        Table { position: G::protocol_start(&options), options, seen: Vec::new() }
    }

    pub fn new(rules: &[(String, String)]) -> Result<Table<G>, String> {
        let mut pairs = G::protocol_rules();
        for (k, v) in rules {
            match pairs.iter_mut().find(|(key, _)| key == k) {
                Some(pair) => pair.1 = v.clone(),
                None => pairs.push((k.clone(), v.clone())),
            }
        }
        let options = G::parse_options(&pairs).map_err(|e| e.to_string())?;
        Ok(Table { position: G::protocol_start(&options), options, seen: Vec::new() })
    }

    /// The action the words at the head of `words` name, and how many words it took: the
    /// fewest that make a legal action (a move of ours is one to three words).
    fn read_move(pos: &G, words: &[String]) -> Result<(G::Action, usize), String> {
        let mut first_error = String::new();
        for n in 1..=MOVE_WORDS.min(words.len()) {
            match G::read_action(pos, &words[..n].join(" ")) {
                Ok(a) => return Ok((a, n)),
                Err(e) if n == 1 => first_error = e,
                Err(_) => {}
            }
        }
        Err(format!("'{}' is not a legal action here: {first_error}", clip(&words[0])))
    }
}

impl<G: Spoken> Desk for Table<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }

    fn set_pos(&mut self, start: &Start, moves: &[String]) -> Result<(), String> {
        let mut pos = match start {
            Start::Standard => G::protocol_start(&self.options),
            Start::Data(text) => G::read_position(text, &self.options)?,
        };
        let mut seen = Vec::new();
        let (mut at, mut count) = (0, 0);
        while at < moves.len() {
            count += 1;
            let (action, words) = Self::read_move(&pos, &moves[at..]).map_err(|e| format!("move {count}: {e}"))?;
            if matches!(pos.status(), Status::Turn(_)) {
                seen.push(pos.key());
            }
            pos.play(&action).map_err(|e| format!("move {count}: {e}"))?;
            at += words;
        }
        self.position = pos;
        self.seen = seen;
        Ok(())
    }

    fn show(&self) -> String {
        self.position.show()
    }

    fn go(&mut self, limits: &mut Limits) -> Vec<Reply> {
        let pos = &self.position;
        match pos.status() {
            Status::Turn(_) => {}
            Status::Chance(_) => return vec![Reply::Error("go: chance acts here, not a player: send the outcome with 'setpos … moves'".into())],
            Status::Over(_) => return vec![Reply::Error("go: the game is over".into())],
        }
        let started = Instant::now();
        // A timed level (Master) thinks `maxTime` itself, or its own time without it.
        let time = limits.max_seconds.filter(|_| limits.level.timed()).map(|s| (s, crate::ai::process_millis as crate::ai::Millis));
        let thought = think(pos, limits.level, limits.settings::<G>(), time, self.seen.clone(), mix(pos.key()));
        let seconds = started.elapsed().as_secs_f64();
        let Some(action) = thought.action else {
            return vec![Reply::Error("go: no action found".into())];
        };
        let best = pos.write_action(&action);
        let mut replies = Vec::new();
        if let Some(stats) = thought.stats {
            let spent = spent::<G>(&stats);
            // Short searches time badly; the rate follows the longer ones.
            if seconds > 0.005 && spent > 1_000 {
                limits.rate = 0.5 * limits.rate + 0.5 * spent as f64 / seconds;
            }
            let info = Info { ply: stats.depth, best: best.clone(), score: stats.score, nodes: stats.nodes, seconds };
            replies.push(if G::HELIOS_INFO { Reply::Info(info) } else { Reply::InfoMoveLast(info) });
        }
        replies.push(Reply::BestMove(best));
        replies
    }
}
