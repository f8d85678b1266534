//! One move of ours, as `gboards ugi` and the match runner both find it: the game's own
//! decision where it takes one without searching (`Searchable::decided`), a baseline level, or
//! the search within its settings, an optional time target, and the positions the game has
//! passed through (`Searchable::REPEAT_PENALTY`).

use crate::ai::{self, Level, Search, SearchStats, Searchable, Settings};

/// The action chosen, and the search's figures when a search ran.
pub struct Thought<A> {
    pub action: Option<A>,
    pub stats: Option<SearchStats>,
}

/// Chooses for whoever acts in `pos` (`None` when no player acts). `settings` are the level's,
/// perhaps changed; `None` plays the baseline `level`. `time` is a time target by a clock (the
/// process's wall clock, or the thread's processor time).
pub fn think<G: Searchable>(pos: &G, level: Level, settings: Option<Settings>, time: Option<ai::Cap>, seen: Vec<u64>, seed: u64) -> Thought<G::Action> {
    let Some(settings) = settings else {
        return Thought { action: ai::choose(pos, level, seed), stats: None };
    };
    if let Some(action) = pos.decided(seed) {
        return Thought { action: Some(action), stats: None };
    }
    let Some(search) = Search::new(pos.clone(), settings, seed) else {
        return Thought { action: None, stats: None };
    };
    let mut search = search.with_history(seen);
    // Master thinks its own time unless the caller gives another.
    if let Some((seconds, clock)) = time.or(level.timed().then_some((Level::MASTER_SECONDS, ai::process_millis as ai::Millis))) {
        search = search.with_time_by(seconds, clock);
    }
    let action = loop {
        if let Some(a) = search.step() {
            break a;
        }
    };
    let stats = search.stats();
    search.finish();
    Thought { action: Some(action), stats: Some(stats) }
}

/// The budget units a search spent: its positions, or its work where that is larger.
pub fn spent<G: Searchable>(stats: &SearchStats) -> u64 {
    stats.nodes.max(stats.work / G::WORK_PER_NODE)
}
