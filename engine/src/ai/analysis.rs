//! Analysis of a position for the analysis board: the search deepened one iteration at a time,
//! with a report after each completed depth (the best root moves, their scores and lines), or
//! for Table Gype, where dice and up to four seats make one score meaningless, each seat's share
//! of playouts, reported in batches.
//!
//! Scores are for the player to act. A two-player game's score also reads as a win chance,
//! `1 / (1 + e^(-score / scale))` with a per-game `scale` (see [`chance_scale`]): the score of
//! an edge that wins about three games in four. A decided score is a win or loss in so many
//! actions, whose chance is 1 or 0.

use super::baseline::one_ahead;
use super::playouts::{next_step, Playouts, Step};
use super::search::{Search, WIN};
use super::{Searchable, Settings};
use crate::game::{Game, Seat, Status};
use crate::rng::{mix, Rng};
use crate::kind::{GameKind, Listed};
use crate::player::Level;

/// Scores beyond this are decided (the search's own threshold).
const DECIDED: i32 = WIN - 10_000;
/// How many root moves a report ranks.
pub const TOP_MOVES: usize = 3;
/// The longest principal line reported, in actions.
pub const MAX_LINE: usize = 16;
/// The deepest iteration an analysis runs unless told otherwise.
pub const DEPTH_CAP: u32 = 32;
/// Positions an analysis may create in all unless told otherwise: far beyond what a person
/// waits for; the page stops it sooner.
pub const NODE_CAP: u64 = 200_000_000;
/// Playouts in one Table Gype batch (a playout of a whole game takes tens of milliseconds),
/// and the most in one analysis.
pub const PLAYOUT_BATCH: u32 = 25;
pub const PLAYOUT_CAP: u32 = 5_000;
/// A playout ends, unfinished, after this many actions.
const PLAYOUT_ACTIONS: u32 = 3_000;

/// A score as people read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Centi-pieces for the player to act.
    Score(i32),
    /// The player to act wins within this many actions (the first one included).
    Win(u32),
    /// The player to act loses within this many actions.
    Loss(u32),
}

impl Eval {
    /// The search's score, decided ones turned into wins and losses.
    pub fn from_score(score: i32) -> Eval {
        if score >= DECIDED {
            Eval::Win((WIN - score).max(1) as u32)
        } else if score <= -DECIDED {
            Eval::Loss((WIN + score).max(1) as u32)
        } else {
            Eval::Score(score)
        }
    }

    /// The same evaluation for the other side.
    pub fn flip(self) -> Eval {
        match self {
            Eval::Score(s) => Eval::Score(-s),
            Eval::Win(n) => Eval::Loss(n),
            Eval::Loss(n) => Eval::Win(n),
        }
    }

    /// The chance that the player to act wins, from 0 to 1.
    pub fn chance(self, kind: GameKind) -> f64 {
        match self {
            Eval::Score(s) => 1.0 / (1.0 + (-(s as f64) / chance_scale(kind)).exp()),
            Eval::Win(_) => 1.0,
            Eval::Loss(_) => 0.0,
        }
    }

    /// "+1.25", "win in 3" or "loss in 2": a score in pieces, or the winning side's moves
    /// (every second action of the line).
    pub fn text(self) -> String {
        match self {
            Eval::Score(s) => format!("{:+.2}", s as f64 / 100.0),
            Eval::Win(n) => format!("win in {}", n.div_ceil(2)),
            Eval::Loss(n) => format!("loss in {}", n.div_ceil(2)),
        }
    }
}

/// The score whose win chance is 1 / (1 + e^-1), about 73%. Gygès: measured by `gboards tune
/// gyges`, which fits it to who won self-play games (13,766 and 14,524 on 600 and 400 Hard
/// games): about seven unique pieces' worth. GIPF: about four pieces; Table Gype: three or
/// four steps.
pub fn chance_scale(kind: GameKind) -> f64 {
    match kind {
        GameKind::Gyges => 14_000.0,
        GameKind::Gipf => 400.0,
        GameKind::Gype => 300.0,
    }
}

/// One ranked root move of a report.
#[derive(Clone, Debug, PartialEq)]
pub struct RankedMove {
    pub eval: Eval,
    /// `eval.chance`, for the player to act.
    pub chance: f64,
    /// The principal line, this move first, in short notation.
    pub line: Vec<String>,
    /// The same line in long notation (Gygès: the whole bounce path; GIPF: the push).
    pub line_long: Vec<String>,
}

/// What the search knew after one completed depth.
#[derive(Clone, Debug, PartialEq)]
pub struct DepthReport {
    pub depth: u32,
    /// Positions created so far in this analysis.
    pub nodes: u64,
    /// Who the scores are for.
    pub seat: u8,
    /// The best root moves, best first (at most `TOP_MOVES`).
    pub top: Vec<RankedMove>,
    /// No deeper iteration follows (depth or node cap, a decided score, or one move only).
    pub last: bool,
}

/// Analysis of a two-player game by the search.
pub struct Analysis<G: Searchable + Listed> {
    search: Search<G>,
    root: G,
    depth_cap: u32,
    depth: u32,
}

impl<G: Searchable + Listed> Analysis<G> {
    /// An analysis of `pos` up to `depth_cap` iterations and `node_cap` positions; `None` when
    /// no player acts there.
    pub fn new(pos: &G, depth_cap: u32, node_cap: u64) -> Option<Self> {
        let base = super::settings::<G>(Level::Expert)?;
        let settings = Settings { nodes: node_cap.max(1), max_depth: depth_cap.clamp(1, 64), noise: 0, ..base };
        let search = Search::new(pos.clone(), settings, 0)?.with_lines(TOP_MOVES);
        Some(Analysis { search, root: pos.clone(), depth_cap: settings.max_depth, depth: 0 })
    }

    /// Deepens by one iteration and reports it; `None` once the analysis is over.
    pub fn step(&mut self) -> Option<DepthReport> {
        if self.depth >= self.depth_cap {
            return None;
        }
        let chosen = self.search.step();
        let stats = self.search.stats();
        if stats.depth <= self.depth && self.depth > 0 {
            // The node cap cut the iteration short: nothing new to report.
            self.depth = self.depth_cap;
            return None;
        }
        self.depth = if chosen.is_some() { self.depth_cap } else { stats.depth };
        let mut scores = self.search.root_scores();
        if let (true, Some(action)) = (scores.is_empty(), chosen) {
            // Decided before any iteration (a win on the spot): the winning move alone.
            scores.push((action, stats.score));
        }
        let seat = match self.root.status() {
            Status::Turn(s) => s,
            _ => 0,
        };
        let top = scores
            .into_iter()
            .take(TOP_MOVES)
            .map(|(action, score)| {
                let eval = Eval::from_score(score);
                let (line, line_long) = notation(&self.root, &self.search.principal_line(&action, MAX_LINE));
                RankedMove { eval, chance: eval.chance(G::KIND), line, line_long }
            })
            .collect();
        Some(DepthReport { depth: stats.depth, nodes: stats.nodes, seat, top, last: self.depth >= self.depth_cap })
    }
}

/// A line in short and long notation, cut where an action no longer plays.
pub fn notation<G: Game>(root: &G, line: &[G::Action]) -> (Vec<String>, Vec<String>) {
    let mut pos = root.clone();
    let (mut short, mut long) = (Vec::new(), Vec::new());
    for action in line {
        let (s, l) = (pos.format_action(action), pos.format_action_long(action));
        if pos.play(action).is_err() {
            break;
        }
        short.push(s);
        long.push(l);
    }
    (short, long)
}

/// Each seat's chance to win after so many playouts, and the mover's best actions.
#[derive(Clone, Debug, PartialEq)]
pub struct ChanceReport {
    pub played: u32,
    /// By seat, from 0 to 1 (a draw counts half).
    pub chances: Vec<f64>,
    /// Playouts still going at the action cap.
    pub unfinished: u32,
    /// The best actions of the player to act, best first (at most `TOP_MOVES`), each by the
    /// playouts from the position it leads to.
    pub top: Vec<ChanceMove>,
    pub last: bool,
}

/// One ranked action of a playout analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct ChanceMove {
    /// The mover's share of the playouts after this action.
    pub chance: f64,
    pub played: u32,
    /// This action, then a likely continuation: each seat's greedy choice, the dice drawn
    /// (not averaged), in short and long notation.
    pub line: Vec<String>,
    pub line_long: Vec<String>,
}

/// How many of the mover's actions are weighed by playouts: the best by the evaluation one
/// action deep (a few dozen actions are usual, and each needs its own playouts).
pub const CANDIDATES: usize = 8;
/// Playouts per candidate in each batch.
const CANDIDATE_BATCH: u32 = 4;
/// Actions after the candidate in its line.
const CHANCE_LINE: usize = 4;

/// A root action weighed by the playouts after it.
struct Candidate<G: Searchable> {
    after: G,
    playouts: Playouts,
    line: Vec<String>,
    line_long: Vec<String>,
}

/// Analysis by playouts (Table Gype), one batch per step.
pub struct ChanceAnalysis<G: Searchable> {
    root: G,
    playouts: Playouts,
    cap: u32,
    seed: u64,
    /// The seat to act and its candidates (none while chance acts).
    mover: Option<Seat>,
    candidates: Vec<Candidate<G>>,
}

impl<G: Searchable> ChanceAnalysis<G> {
    /// Up to `cap` playouts from `pos`, drawn from `seed`; `None` when the game is over.
    pub fn new(pos: &G, cap: u32, seed: u64) -> Option<Self> {
        if matches!(pos.status(), Status::Over(_)) {
            return None;
        }
        let mover = match pos.status() {
            Status::Turn(me) => Some(me),
            _ => None,
        };
        let candidates = mover.map(|me| candidates(pos, me, seed)).unwrap_or_default();
        Some(ChanceAnalysis { root: pos.clone(), playouts: Playouts::new(pos.seat_count()), cap: cap.max(1), seed, mover, candidates })
    }

    /// Plays one more batch and reports the figures so far; `None` once the cap is reached.
    pub fn step(&mut self) -> Option<ChanceReport> {
        let left = self.cap.saturating_sub(self.playouts.played);
        if left == 0 {
            return None;
        }
        self.playouts.run(&self.root, left.min(PLAYOUT_BATCH), PLAYOUT_ACTIONS, self.seed);
        for (i, c) in self.candidates.iter_mut().enumerate() {
            c.playouts.run(&c.after, CANDIDATE_BATCH, PLAYOUT_ACTIONS, mix(self.seed ^ (i as u64 + 1)));
        }
        let p = &self.playouts;
        let mut top: Vec<ChanceMove> = match self.mover {
            Some(me) => self.candidates.iter().map(|c| ChanceMove { chance: c.playouts.chance(me as usize), played: c.playouts.played, line: c.line.clone(), line_long: c.line_long.clone() }).collect(),
            None => Vec::new(),
        };
        // Stable: equal chances keep the evaluation's order.
        top.sort_by(|a, b| b.chance.total_cmp(&a.chance));
        top.truncate(TOP_MOVES);
        Some(ChanceReport { played: p.played, chances: (0..p.wins.len()).map(|s| p.chance(s)).collect(), unfinished: p.unfinished, top, last: p.played >= self.cap })
    }
}

/// The mover's actions worth weighing, best first by the evaluation one action deep, each with
/// its line.
fn candidates<G: Searchable>(pos: &G, me: Seat, seed: u64) -> Vec<Candidate<G>> {
    let mut scored: Vec<(i32, G::Action, G)> = pos
        .legal_actions()
        .into_iter()
        .filter_map(|action| {
            let mut after = pos.clone();
            after.play(&action).ok()?;
            Some((one_ahead(&after, me), action, after))
        })
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0));
    scored.truncate(CANDIDATES);
    scored
        .into_iter()
        .map(|(_, action, after)| {
            let mut line = vec![action];
            line.extend(continuation(&after, seed));
            let (line, line_long) = notation(pos, &line);
            Candidate { after, playouts: Playouts::new(pos.seat_count()), line, line_long }
        })
        .collect()
}

/// A likely continuation from `pos`, as a playout goes on (`playouts::next_step`): each seat's
/// greedy choice, the dice drawn from `seed`.
fn continuation<G: Searchable>(pos: &G, seed: u64) -> Vec<G::Action> {
    let mut rng = Rng::new(mix(seed));
    let mut pos = pos.clone();
    let mut line = Vec::new();
    while line.len() < CHANCE_LINE {
        let next = match next_step(&pos, &mut rng) {
            Some(Step::Act(action)) => action,
            Some(Step::Move(mv)) => pos.to_action(mv),
            None => break,
        };
        if pos.play(&next).is_err() {
            break;
        }
        line.push(next);
    }
    line
}

/// One report of an analysis of any game.
#[derive(Clone, Debug, PartialEq)]
pub enum Progress {
    Depth(DepthReport),
    Chances(ChanceReport),
}

/// An analysis of any game, for the worker and the command line.
pub trait AnyAnalysis {
    /// The next report; `None` once the analysis is over.
    fn step(&mut self) -> Option<Progress>;
}

impl<G: Searchable + Listed> AnyAnalysis for Analysis<G> {
    fn step(&mut self) -> Option<Progress> {
        Analysis::step(self).map(Progress::Depth)
    }
}

impl<G: Searchable> AnyAnalysis for ChanceAnalysis<G> {
    fn step(&mut self) -> Option<Progress> {
        ChanceAnalysis::step(self).map(Progress::Chances)
    }
}

/// How far an analysis goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub depth: u32,
    pub nodes: u64,
    pub playouts: u32,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { depth: DEPTH_CAP, nodes: NODE_CAP, playouts: PLAYOUT_CAP }
    }
}

/// An analysis of `pos`: by playouts for Table Gype, by the search otherwise; `None` when
/// nobody acts there (over, or chance to act in a two-player game).
pub fn analyse<G: Searchable + Listed + 'static>(pos: &G, limits: Limits, seed: u64) -> Option<Box<dyn AnyAnalysis>> {
    match G::KIND {
        GameKind::Gype => ChanceAnalysis::new(pos, limits.playouts, seed).map(|a| Box::new(a) as Box<dyn AnyAnalysis>),
        _ => Analysis::new(pos, limits.depth, limits.nodes).map(|a| Box::new(a) as Box<dyn AnyAnalysis>),
    }
}

/// An analysis of the position a record reaches, for the worker.
pub fn analyse_record(text: &str, limits: Limits) -> crate::error::Result<Option<Box<dyn AnyAnalysis>>> {
    let (rec, lines) = crate::record::Record::parse(text)?;
    crate::with_kind!(GameKind::parse(&rec.game)?, G => {
        let m = crate::session::Match::<G>::from_record(&rec, &lines)?;
        Ok(analyse(m.position(), limits, m.seed()))
    })
}
