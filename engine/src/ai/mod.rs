//! Computer opponents. One alpha-beta search serves every two-player game; each game supplies
//! its own move list, evaluation and hash through [`Searchable`]. Levels are node budgets, not
//! wall-clock time, so a phone and a desktop play the same move for the same seed; the app's
//! worker adds a time cap (`choose_in_match_within`) that only a device too slow for the
//! budget reaches. Master alone thinks for a time: the strongest play the device allows.
//!
//! Entry points: [`choose`] (one call) and [`Search`] (the same search run one deepening
//! iteration per `step`, for a caller that wants to yield between slices).

mod baseline;
mod clock;
mod gipf;
mod gyges;
mod gype;
mod gype_paths;
mod memory;
mod playouts;
pub mod analysis;
mod score;
mod search;
mod table;

pub use gyges::{terms as gyges_terms, weights as gyges_weights, BASE_WEIGHTS as GYGES_BASE_WEIGHTS, TERMS as GYGES_TERMS, WEIGHTS as GYGES_WEIGHTS};
pub use playouts::Playouts;
pub use search::{Search, SearchStats, WIN};

pub use crate::player::Level;

use crate::error::Result;
use crate::game::{Game, Seat, Status};
use crate::kind::GameKind;
use crate::session::Match;

// A level's search settings live with the search, so the leaf `player` knows nothing of it.
impl Level {
    /// The search settings of this level, or `None` for the baselines.
    pub fn settings(self) -> Option<Settings> {
        let s = |nodes, max_depth, noise, focus| Some(Settings { nodes, max_depth, noise, focus, worlds: 1, draw_correction: false });
        match self {
            Level::Random | Level::Greedy => None,
            // Easy looks one action ahead plus the opponent's immediate win, and its choice
            // among the safe moves is blurred by noise: it misses deeper threats.
            Level::Easy => s(1_500, 2, 60, false),
            Level::Medium => s(6_000, 64, 10, false),
            Level::Hard => s(25_000, 64, 0, true),
            Level::Expert => s(120_000, 64, 0, true),
            // Expert's search, its budget replaced by a time where a clock is given
            // (`choose_in_match_within`); without one it plays as Expert.
            Level::Master => s(120_000, 64, 0, true),
        }
    }
}

/// Search settings: a node budget, a depth cap and evaluation noise at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Positions the search may create (one per action played inside the search).
    pub nodes: u64,
    /// Deepest iteration (in actions).
    pub max_depth: u32,
    /// Each root action's score is shifted by a seeded amount in `-noise..=noise`
    /// (never for won or lost scores).
    pub noise: i32,
    /// Whether the search spends its budget on the likeliest lines, in a game that samples
    /// its dice: the root action's later dice in lanes and the root narrowed
    /// (`Searchable::CHANCE_SAMPLES`, `Searchable::ROOT_FILTER`). Hard and Expert; without
    /// it Medium is a plainer searcher a step below Hard.
    pub focus: bool,
    /// In a game that samples its dice: how many ways the dice below the root action are drawn.
    /// From the third iteration on, each root action scores the mean over these draws, so one
    /// lucky or unlucky draw of a reply's dice does not decide the move. 1 for every level;
    /// Table Gype's Hard uses 3 and Expert 5 (`Searchable::tune`).
    pub worlds: u32,
    /// In a game that samples its dice: a drawn outcome below the root action counts its
    /// searched value plus how much better the mean outcome stands than the drawn one, by the
    /// evaluation (a control variate). A reply is then not chosen for a lucky draw. Table Gype's
    /// Expert.
    pub draw_correction: bool,
}

/// What a game provides to the shared search. Its moves are the game's checked actions
/// (`Game::Checked`, the rules' own compact form), so the hot loop needs no witness paths or
/// second check.
pub trait Searchable: Game {

    /// The moves the search considers for whoever acts (may prune what a strong player never
    /// needs, like most drop squares of a Gygès replacement). Empty when the game is over.
    fn search_moves(&self, root: bool, out: &mut Vec<Self::Checked>);
    /// The position after `mv` (a move from `search_moves`).
    fn after(&self, mv: Self::Checked) -> Self;
    /// The public action for `mv`.
    fn to_action(&self, mv: Self::Checked) -> Self::Action;
    /// A 64-bit key of everything that decides the future of the game (for the table).
    fn key(&self) -> u64;
    /// The position's value for `seat`, in centi-pieces; wins are scored by the search.
    fn evaluate(&self, seat: Seat) -> i32;
    /// A small index for the history heuristic (`< HISTORY_SIZE`).
    fn move_index(&self, mv: Self::Checked) -> usize;
    /// An ordering bonus: higher is searched first.
    fn order_hint(&self, _mv: Self::Checked) -> i32 {
        0
    }
    /// This game's settings for a level: the default is the shared table; a game whose nodes
    /// are cheaper or whose scores are finer adjusts them.
    fn tune(_level: Level, settings: Settings) -> Settings {
        settings
    }
    /// A move that wins on the spot, when the game can see it cheaply (checked at every node).
    fn immediate_win(&self, _moves: &[Self::Checked]) -> Option<Self::Checked> {
        None
    }
    /// An action the computer takes without searching, at every level: where a search would be
    /// unfair (reading a hidden choice) or meaningless (a result of something it did not play).
    fn decided(&self, _seed: u64) -> Option<Self::Action> {
        None
    }
    /// Whether the search uses principal variation search: every move after the first is
    /// searched with a null window and searched again only when it proves better. Off by
    /// default, so a game's searches stay as they were.
    fn pvs() -> bool {
        false
    }
    /// Whether evaluations are worth remembering within a search (an evaluation that costs much
    /// more than a table probe).
    const CACHE_EVALUATIONS: bool = false;
    /// Work done on this thread since the last call, in the game's own unit (for Gygès, the
    /// runs its move generator tried). The search counts `work / WORK_PER_NODE` against the
    /// budget when that exceeds the positions created, so a level bounds its thinking time even
    /// where positions are unusually expensive. Deterministic like everything else.
    fn take_work() -> u64 {
        0
    }
    /// How many outcomes of a chance node below the root's own the search averages (all when
    /// larger than the node's count). Fewer let a game with several dice per action look
    /// further ahead; the outcomes are chosen by the position's key, so the search stays
    /// deterministic. The first die of a root action is always expanded in full, and its
    /// later dice in lanes (see `search::Dice`), so each of them takes every outcome too.
    const CHANCE_SAMPLES: u32 = u32::MAX;
    /// Narrows the root where only the likeliest actions repay a deeper search (a game with
    /// dice): `(count, margin)` keeps, after the second iteration, the best `count` root
    /// actions within `margin` of the best; that iteration scores every root action with a
    /// full window. One action left is the answer. `None` searches every root action.
    const ROOT_FILTER: Option<(usize, i32)> = None;
    /// The work of an expensive position (about twice the usual work per position).
    const WORK_PER_NODE: u64 = 1;
    /// Points off a root action for each time the position it leads to has already stood in
    /// the game (see [`choose_in_match`]). A game without a repetition rule uses it so that two
    /// computers never shuffle the same pieces back and forth for ever: each return makes the
    /// shuffle dearer until another action is better.
    const REPEAT_PENALTY: i32 = 0;
}

pub const HISTORY_SIZE: usize = 4096;

/// What `Searchable::evaluate` returns when the player to act wins with its next action
/// (negated for the other seat); the search turns it into a proper win score.
pub const WINS_NEXT: i32 = 500_000;

/// The search settings of a level for game `G` (`None` for the baselines).
pub fn settings<G: Searchable>(level: Level) -> Option<Settings> {
    level.settings().map(|s| G::tune(level, s))
}

/// Chooses an action for whoever acts now. Deterministic: the same position, level and seed give
/// the same action. `None` when no player acts (the game is over or chance acts).
pub fn choose<G: Searchable>(pos: &G, level: Level, seed: u64) -> Option<G::Action> {
    choose_knowing(pos, level, seed, Vec::new(), None)
}

/// Seconds by a clock: for a node-budget level, a cap that only a device too slow for the
/// budget reaches (`Search::with_cap`); for a timed level (Master), its time a move
/// (`Search::with_time_by`).
pub type Cap = (f64, clock::Millis);
pub use clock::Millis;
#[cfg(not(target_arch = "wasm32"))]
pub use clock::{process_millis, thread_cpu_millis};

/// `choose` for the position a match has reached, knowing the positions it passed through
/// (`Searchable::REPEAT_PENALTY`).
pub fn choose_in_match<G: Searchable>(m: &Match<G>, level: Level, seed: u64) -> Option<G::Action> {
    choose_in_match_within(m, level, seed, None)
}

/// `choose_in_match`, stopped early by `cap` on a device too slow for the level's budget.
pub fn choose_in_match_within<G: Searchable>(m: &Match<G>, level: Level, seed: u64, cap: Option<Cap>) -> Option<G::Action> {
    let mut seen = Vec::new();
    if G::REPEAT_PENALTY != 0 {
        let passed = (0..m.actions().len()).filter_map(|i| m.position_at(i));
        seen = passed.filter(|p| matches!(p.status(), Status::Turn(_))).map(|p| p.key()).collect();
    }
    choose_knowing(m.position(), level, seed, seen, cap)
}

fn choose_knowing<G: Searchable>(pos: &G, level: Level, seed: u64, seen: Vec<u64>, cap: Option<Cap>) -> Option<G::Action> {
    if !matches!(pos.status(), Status::Turn(_)) {
        return None;
    }
    if let Some(action) = pos.decided(seed) {
        return Some(action);
    }
    match settings::<G>(level) {
        None => baseline::choose(pos, level, seed),
        Some(settings) => {
            let mut s = Search::new(pos.clone(), settings, seed)?.with_history(seen);
            s = match cap {
                Some((seconds, now)) if level.timed() => s.with_time_by(seconds, now),
                Some((seconds, now)) => s.with_cap(seconds, now),
                #[cfg(not(target_arch = "wasm32"))]
                None if level.timed() => s.with_time(Level::MASTER_SECONDS),
                None => s,
            };
            loop {
                if let Some(a) = s.step() {
                    s.finish();
                    return Some(a);
                }
            }
        }
    }
}

/// Chooses an action for a game named at run time, given and returned in notation (for the app).
pub fn choose_text(game: &str, options: &[(String, String)], position: &str, level: Level, seed: u64) -> Result<Option<String>> {
    crate::with_kind!(GameKind::parse(game)?, G => {
        let opts = G::parse_options(options)?;
        let pos = if position == "start" { G::start(&opts) } else { G::parse_position(position, &opts)? };
        Ok(choose(&pos, level, seed).map(|a| pos.format_action(&a)))
    })
}
