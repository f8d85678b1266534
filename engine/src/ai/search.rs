//! Alpha-beta with iterative deepening, a transposition table, the history heuristic and a node
//! budget. Scores are from the point of view of a given seat and are negated only where the actor
//! changes sides, so a player may take several decisions in a row (GIPF removals). With more
//! than two players the searching seat faces all the others as one side ("paranoid" search).
//! Chance nodes are averaged (expectimax) with a full window; at the horizon they are evaluated
//! as they stand.

use super::clock::{Clock, Millis, CAP_SOFT_SHARE, SOFT_SHARE};
#[cfg(not(target_arch = "wasm32"))]
use super::clock::process_millis;
use super::score::{from_table, leaf_value, to_table, DECIDED, INFINITY};
pub use super::score::WIN;
use super::memory::{self, Memory};
use super::table::{Bound, Entry, Table};
use super::{Searchable, Settings, HISTORY_SIZE};
use crate::game::{Outcome, Seat, Status};
use crate::rng::mix;

/// The iteration after which a game with `Searchable::ROOT_FILTER` narrows its root.
const FILTER_DEPTH: i32 = 2;
/// The first iteration whose lines reach a die below the root action (the root action, a reply,
/// the reply's dice), from which `Settings::worlds` applies.
const WORLDS_DEPTH: i32 = 3;

/// What the last search found (for the CLI and tests).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    pub nodes: u64,
    /// Deepest iteration completed.
    pub depth: u32,
    /// The game's own measure of the work done (see `Searchable::take_work`); the budget is
    /// spent when `nodes` or `work / WORK_PER_NODE` reaches it.
    pub work: u64,
    /// The chosen move's score for the player to act (noise excluded).
    pub score: i32,
}

/// A search in progress. Each `step` runs one deepening iteration; the answer comes once the
/// budget or the depth cap is reached (or the result is certain). Splitting a search into steps
/// never changes its answer.
pub struct Search<G: Searchable> {
    root: G,
    me: Seat,
    settings: Settings,
    seed: u64,
    table: Table<G::Checked>,
    history: Vec<i32>,
    /// Evaluations by position key (games with `CACHE_EVALUATIONS`).
    evals: Vec<(u64, i32)>,
    nodes: u64,
    /// The game's own measure of work done (`Searchable::take_work`).
    work: u64,
    aborted: bool,
    root_moves: Vec<G::Checked>,
    best: Option<(G::Checked, i32)>,
    depth: u32,
    done: Option<G::Checked>,
    /// Keys of the positions the game has passed through, sorted (`REPEAT_PENALTY`).
    seen: Vec<u64>,
    /// Mixed into the choice of sampled dice and into table keys: 0 in the first world.
    salt: u64,
    /// A wall-clock limit: instead of the node budget (`with_time`), or beside it (`with_cap`).
    clock: Option<Clock>,
    /// How many root moves get an exact score (`with_lines`); 1 when playing.
    lines: usize,
    /// Root moves always scored exactly (`with_exact`): a reviewed move.
    exact: Vec<G::Checked>,
    /// Every root move's score (noise excluded) in the last completed iteration, best first.
    root_scores: Vec<(G::Checked, i32)>,
    /// Whether the tables are left to the next search (a timed search).
    remember: bool,
}

impl<G: Searchable> Search<G> {
    /// A search for the player to act in `root`; `None` when no player acts there (the game is
    /// over or chance acts).
    pub fn new(root: G, settings: Settings, seed: u64) -> Option<Self> {
        let me = match root.status() {
            Status::Turn(s) => s,
            _ => return None,
        };
        G::take_work();
        let mut root_moves = Vec::new();
        root.search_moves(true, &mut root_moves);
        if root_moves.is_empty() {
            return None;
        }
        let done = match root_moves.len() {
            1 => Some(root_moves[0]),
            _ => root.immediate_win(&root_moves),
        };
        let win = done.filter(|_| root_moves.len() > 1).map(|m| (m, WIN - 1));
        Some(Search {
            table: Table::new(settings.nodes),
            history: vec![0; HISTORY_SIZE],
            evals: if G::CACHE_EVALUATIONS { vec![(0, i32::MIN); eval_slots(settings.nodes)] } else { Vec::new() },
            work: 0,
            root,
            me,
            settings,
            seed,
            nodes: 0,
            aborted: false,
            root_moves,
            best: win,
            depth: 0,
            done,
            seen: Vec::new(),
            salt: 0,
            clock: None,
            lines: 1,
            exact: Vec::new(),
            root_scores: Vec::new(),
            remember: false,
        })
    }

    /// Searches for about `seconds` of wall-clock time by the process's clock instead of a node
    /// budget (the match runner's time target, and Master natively).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_time(self, seconds: f64) -> Self {
        self.with_time_by(seconds, process_millis)
    }

    /// Searches for about `seconds` of wall-clock time by `now` instead of a node budget
    /// (Master). The first iteration still completes; no iteration starts after `SOFT_SHARE`
    /// of the time; the search stops at the full time and plays the best root action finished.
    pub fn with_time_by(mut self, seconds: f64, now: Millis) -> Self {
        self.clock = Some(Clock::starting(now, seconds, SOFT_SHARE));
        self.settings.nodes = u64::MAX;
        // The tables take their largest sizes, or come from the last timed search.
        match memory::take::<G::Checked>(self.me).filter(|m| m.table.fits(u64::MAX)) {
            Some(m) => {
                self.table = m.table;
                // Older successes weigh less than this position's.
                self.history = m.history.into_iter().map(|h| h / 2).collect();
                self.evals = m.evals;
            }
            None => {
                self.table = Table::new(u64::MAX);
                if G::CACHE_EVALUATIONS {
                    self.evals = vec![(0, i32::MIN); eval_slots(u64::MAX)];
                }
            }
        }
        self.remember = true;
        self
    }

    /// Ends the search, leaving a timed search's tables to the next one (`memory`).
    pub fn finish(self) {
        if self.remember {
            memory::keep(self.me, Memory { table: self.table, history: self.history, evals: self.evals });
        }
    }

    /// Keeps the node budget but stops within `seconds` of wall-clock time by `now`: after
    /// `CAP_SOFT_SHARE` of it no iteration starts, and at the full time the search plays the best
    /// root action finished. Only a slow device notices: within the cap, play is unchanged.
    pub fn with_cap(mut self, seconds: f64, now: Millis) -> Self {
        self.clock = Some(Clock::starting(now, seconds, CAP_SOFT_SHARE));
        self
    }

    /// Whether the time target is spent.
    fn out_of_time(&mut self) -> bool {
        self.clock.as_mut().is_some_and(Clock::expired)
    }

    /// Scores the best `count` root moves exactly in every iteration, not only the best one
    /// (analysis). A single root move is then searched too, for its score and line.
    pub fn with_lines(mut self, count: usize) -> Self {
        self.lines = count.max(1);
        if self.root_moves.len() == 1 {
            self.done = None;
        }
        self
    }

    /// Scores the root move playing `action` exactly in every iteration (review); false when
    /// the search does not consider that action at the root.
    pub fn with_exact(&mut self, action: &G::Action) -> bool {
        match self.root_moves.iter().find(|&&m| self.root.to_action(m) == *action) {
            Some(&mv) => {
                self.exact.push(mv);
                true
            }
            None => false,
        }
    }

    /// The root actions and their scores for the player to act (noise excluded) in the last
    /// completed iteration, best first. Exact for the best `with_lines` ones and the
    /// `with_exact` ones; the others are upper bounds. Empty before the first iteration.
    pub fn root_scores(&self) -> Vec<(G::Action, i32)> {
        self.root_scores.iter().map(|&(m, s)| (self.root.to_action(m), s)).collect()
    }

    /// The principal line of the root action `action` (itself first), at most `max` actions,
    /// from the best moves the table remembers; each is a move the search lists there, so the
    /// line replays. It stops at chance, the end of the game or a repeated position.
    pub fn principal_line(&self, action: &G::Action, max: usize) -> Vec<G::Action> {
        let Some(&first) = self.root_moves.iter().find(|&&m| self.root.to_action(m) == *action) else {
            return Vec::new();
        };
        let mut line = vec![action.clone()];
        let mut pos = self.root.after(first);
        let mut seen = vec![self.root.key()];
        let mut moves = Vec::new();
        while line.len() < max && matches!(pos.status(), Status::Turn(_)) {
            let key = pos.key();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(mv) = self.table.get(key).and_then(|e| e.best) else { break };
            moves.clear();
            pos.search_moves(false, &mut moves);
            if !moves.contains(&mv) {
                break;
            }
            line.push(pos.to_action(mv));
            pos = pos.after(mv);
        }
        line
    }

    /// The positions the game has passed through (keys), to make returns to them dearer.
    pub fn with_history(mut self, mut seen: Vec<u64>) -> Self {
        seen.sort_unstable();
        self.seen = seen;
        self
    }

    /// The root shift of `mv` leading to `child`: its noise, less the repetition penalty.
    fn shift(&self, mv: G::Checked, child: &G) -> i32 {
        let mut shift = self.noise(mv);
        if G::REPEAT_PENALTY != 0 && !self.seen.is_empty() && matches!(child.status(), Status::Turn(_)) {
            let key = child.key();
            let from = self.seen.partition_point(|&k| k < key);
            let times = self.seen[from..].iter().take_while(|&&k| k == key).count() as i32;
            shift -= times * G::REPEAT_PENALTY;
        }
        shift
    }

    pub fn stats(&self) -> SearchStats {
        SearchStats { nodes: self.nodes, depth: self.depth, work: self.work, score: self.best.map_or(0, |b| b.1) }
    }

    /// Whether the answer is ready (`step` then returns it at once).
    pub fn finished(&self) -> bool {
        let late = self.clock.is_some_and(|c| self.depth >= 1 && (c.now)() >= c.soft);
        self.done.is_some() || self.out_of_budget() || late || self.depth >= self.settings.max_depth
    }

    fn out_of_budget(&self) -> bool {
        self.aborted || (self.spent() >= self.settings.nodes && self.depth >= 1)
    }

    /// The budget used: positions created, or the game's own measure of work when larger.
    fn spent(&self) -> u64 {
        self.nodes.max(self.work / G::WORK_PER_NODE)
    }

    /// Runs one more iteration, or returns the chosen action once the search is over.
    pub fn step(&mut self) -> Option<G::Action> {
        if !self.finished() {
            self.iterate();
        }
        if !self.finished() {
            return None;
        }
        let mv = self.done.or(self.best.map(|b| b.0)).unwrap_or(self.root_moves[0]);
        self.done = Some(mv);
        Some(self.root.to_action(mv))
    }

    fn noise(&self, mv: G::Checked) -> i32 {
        let n = self.settings.noise;
        if n == 0 {
            return 0;
        }
        let idx = self.root.move_index(mv) as u64;
        let r = mix(self.seed ^ mix(idx.wrapping_add(0x5EED))) % (2 * n as u64 + 1);
        r as i32 - n
    }

    /// One iteration at the next depth over every root move, the previous best first.
    fn iterate(&mut self) {
        let depth = self.depth as i32 + 1;
        if let Some((best, _)) = self.best {
            if let Some(i) = self.root_moves.iter().position(|&m| m == best) {
                self.root_moves[..=i].rotate_right(1);
            }
        }
        let moves = self.root_moves.clone();
        // A game that narrows its root has every root action scored exactly at that depth
        // (unless the search ends there anyway).
        let narrow = G::ROOT_FILTER.filter(|_| self.settings.focus && depth == FILTER_DEPTH && self.settings.max_depth > FILTER_DEPTH as u32);
        let mut scored: Vec<(G::Checked, i32)> = Vec::new();
        let mut exact_scores: Vec<(G::Checked, i32)> = Vec::new();
        let mut best: Option<(G::Checked, i32, i32)> = None; // move, noisy score, score
        for (i, &mv) in moves.iter().enumerate() {
            let child = self.root.after(mv);
            self.nodes += 1;
            let shift = self.shift(mv, &child);
            let worlds = if depth >= WORLDS_DEPTH { self.settings.worlds.max(1) } else { 1 };
            // A mean needs every world's exact score.
            let alpha = if narrow.is_some() || worlds > 1 || self.exact.contains(&mv) {
                -INFINITY
            } else if self.lines > 1 {
                // Beating the last of the best `lines` moves so far needs an exact score.
                nth_best(&scored, self.lines).map_or(-INFINITY, |s| s - shift)
            } else {
                best.map_or(-INFINITY, |b| b.1 - shift)
            };
            let mut sum = 0i64;
            for world in 0..worlds {
                self.salt = if world == 0 { 0 } else { mix(u64::from(world) ^ 0x5A17) };
                let value = if G::pvs() && alpha > -INFINITY {
                    // Only a move that beats the best so far needs its exact score.
                    let bound = self.value(&child, depth - 1, 1, alpha, alpha + 1, self.me, Dice::Root);
                    if bound > alpha && !self.aborted {
                        self.value(&child, depth - 1, 1, alpha, INFINITY, self.me, Dice::Root)
                    } else {
                        bound
                    }
                } else {
                    self.value(&child, depth - 1, 1, alpha, INFINITY, self.me, Dice::Root)
                };
                sum += i64::from(value);
                if self.aborted {
                    break;
                }
            }
            self.salt = 0;
            if self.aborted {
                break;
            }
            let score = (sum / i64::from(worlds)) as i32;
            let noisy = if score.abs() >= DECIDED { score } else { score + shift };
            scored.push((mv, noisy));
            exact_scores.push((mv, score));
            if best.is_none_or(|b| noisy > b.1) {
                best = Some((mv, noisy, score));
                // Keep the best moves at the front for the next iteration's order.
                self.root_moves.remove(self.root_moves.iter().position(|&m| m == mv).unwrap_or(i));
                self.root_moves.insert(0, mv);
            }
        }
        if let Some((mv, _, score)) = best {
            self.best = Some((mv, score));
        }
        if !self.aborted {
            self.depth = depth as u32;
            exact_scores.sort_by_key(|s| std::cmp::Reverse(s.1));
            self.root_scores = exact_scores;
            if best.is_some_and(|b| b.2.abs() >= DECIDED) {
                self.done = best.map(|b| b.0);
            }
            if let Some((count, margin)) = narrow {
                scored.sort_by_key(|s| std::cmp::Reverse(s.1));
                let top = scored.first().map_or(0, |s| s.1);
                self.root_moves = scored.iter().take(count.max(1)).filter(|s| s.1 >= top - margin).map(|s| s.0).collect();
                // A reviewed move keeps its exact score.
                for &mv in &self.exact {
                    if !self.root_moves.contains(&mv) {
                        self.root_moves.push(mv);
                    }
                }
                if self.root_moves.len() == 1 {
                    self.done = self.done.or(Some(self.root_moves[0]));
                }
            }
        }
    }

    /// Whether two seats are on the same side: the searching seat against everyone else.
    fn same_side(&self, a: Seat, b: Seat) -> bool {
        a == b || (a != self.me && b != self.me)
    }

    /// The static value of `pos` for `me`'s side.
    fn evaluate(&mut self, pos: &G, me: Seat, ply: i32) -> i32 {
        let raw = if self.evals.is_empty() {
            pos.evaluate(self.me)
        } else {
            let key = pos.key();
            let slot = key as usize & (self.evals.len() - 1);
            match self.evals[slot] {
                (k, v) if k == key && v != i32::MIN => v,
                _ => {
                    let v = pos.evaluate(self.me);
                    self.evals[slot] = (key, v);
                    v
                }
            }
        };
        let v = leaf_value(raw, ply);
        if me == self.me {
            v
        } else {
            -v
        }
    }

    /// The value of `pos` for `me` with `depth` actions to go; `dice` says how a chance node
    /// here is expanded.
    #[allow(clippy::too_many_arguments)]
    fn value(&mut self, pos: &G, depth: i32, ply: i32, alpha: i32, beta: i32, me: Seat, dice: Dice) -> i32 {
        match pos.status() {
            Status::Over(outcome) => self.outcome_value(outcome, me, ply),
            Status::Chance(_) if depth <= 0 => self.evaluate(pos, me, ply),
            Status::Chance(n) => self.chance_value(pos, depth, ply, me, n, dice),
            Status::Turn(s) if !self.same_side(s, me) => -self.value(pos, depth, ply, -beta, -alpha, s, dice),
            Status::Turn(_) => self.negamax(pos, depth, ply, alpha, beta, me),
        }
    }

    fn chance_value(&mut self, pos: &G, depth: i32, ply: i32, me: Seat, n: u32, dice: Dice) -> i32 {
        let (first, samples) = match dice {
            Dice::Root => (0, n),
            Dice::Lane(i, j) => ((i + j) % n, 1),
            Dice::Deep => {
                let samples = n.min(G::CHANCE_SAMPLES.max(1));
                (if samples < n { (mix(pos.key() ^ 0xD1CE ^ self.salt) % n as u64) as u32 } else { 0 }, samples)
            }
        };
        let corrected = self.settings.draw_correction && matches!(dice, Dice::Deep) && samples < n;
        let mut sum = 0i64;
        for j in 0..samples {
            // Samples spread evenly over the outcomes from the chosen start.
            let i = (first + j * n / samples) % n;
            let mut child = pos.clone();
            if child.play(&pos.chance_action(i)).is_err() {
                continue;
            }
            self.nodes += 1;
            let next = match dice {
                Dice::Root if G::CHANCE_SAMPLES < n && self.settings.focus => Dice::Lane(i, 1),
                Dice::Root => Dice::Deep,
                Dice::Lane(lane, j) => Dice::Lane(lane, j + 1),
                Dice::Deep => Dice::Deep,
            };
            sum += self.value(&child, depth, ply + 1, -INFINITY, INFINITY, me, next) as i64;
            if self.aborted {
                return 0;
            }
            if corrected {
                sum += self.draw_luck(pos, &child, n, me, ply + 1);
            }
        }
        (sum / samples.max(1) as i64) as i32
    }

    /// How much better the mean outcome of the chance node `pos` stands for `me` than the
    /// drawn outcome `drawn`, by the evaluation (`Settings::draw_correction`); 0 when an
    /// outcome decides the game.
    fn draw_luck(&mut self, pos: &G, drawn: &G, n: u32, me: Seat, ply: i32) -> i64 {
        let own = self.static_value(drawn, me, ply);
        if own.abs() >= DECIDED {
            return 0;
        }
        let mut total = 0i64;
        for i in 0..n {
            let mut child = pos.clone();
            if child.play(&pos.chance_action(i)).is_err() {
                return 0;
            }
            self.nodes += 1;
            let v = self.static_value(&child, me, ply);
            if v.abs() >= DECIDED {
                return 0;
            }
            total += i64::from(v);
        }
        total / i64::from(n) - i64::from(own)
    }

    /// The value of `pos` for `me` as it stands.
    fn static_value(&mut self, pos: &G, me: Seat, ply: i32) -> i32 {
        match pos.status() {
            Status::Over(outcome) => self.outcome_value(outcome, me, ply),
            _ => self.evaluate(pos, me, ply),
        }
    }

    /// A finished game's value for `me`: the sooner won, the better.
    fn outcome_value(&self, outcome: Outcome, me: Seat, ply: i32) -> i32 {
        match outcome {
            Outcome::Win(s) if self.same_side(s, me) => WIN - ply,
            Outcome::Win(_) => ply - WIN,
            Outcome::Draw => 0,
        }
    }

    /// Alpha-beta for `me`, who acts at `pos`.
    fn negamax(&mut self, pos: &G, depth: i32, ply: i32, mut alpha: i32, beta: i32, me: Seat) -> i32 {
        // The first iteration always completes, so every level sees one action deep.
        self.work += G::take_work();
        if self.depth >= 1 && (self.spent() >= self.settings.nodes || self.out_of_time()) {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        if depth <= 0 {
            return self.evaluate(pos, me, ply);
        }
        // Values below the root action depend on the world's dice.
        let key = pos.key() ^ self.salt;
        let mut tt_move = None;
        if let Some(e) = self.table.get(key) {
            tt_move = e.best;
            if e.depth >= depth {
                let score = from_table(e.score, ply);
                match e.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        let mut moves = Vec::with_capacity(64);
        pos.search_moves(false, &mut moves);
        if moves.is_empty() {
            return self.evaluate(pos, me, ply);
        }
        if pos.immediate_win(&moves).is_some() {
            return WIN - ply - 1;
        }
        self.order(pos, &mut moves, tt_move);
        let alpha0 = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        for (i, &mv) in moves.iter().enumerate() {
            let child = pos.after(mv);
            self.nodes += 1;
            let score = if G::pvs() && i > 0 && beta > alpha + 1 {
                // Principal variation search: the later moves are first only shown no better.
                let bound = self.value(&child, depth - 1, ply + 1, alpha, alpha + 1, me, Dice::Deep);
                if bound > alpha && bound < beta && !self.aborted {
                    self.value(&child, depth - 1, ply + 1, alpha, beta, me, Dice::Deep)
                } else {
                    bound
                }
            } else {
                self.value(&child, depth - 1, ply + 1, alpha, beta, me, Dice::Deep)
            };
            if self.aborted {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        let h = &mut self.history[pos.move_index(mv) % HISTORY_SIZE];
                        *h = h.saturating_add(depth * depth);
                        break;
                    }
                }
            }
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.put(Entry { key, depth, score: to_table(best_score, ply), bound, best: best_move });
        best_score
    }

    fn order(&self, pos: &G, moves: &mut [G::Checked], tt_move: Option<G::Checked>) {
        let mut keyed: Vec<(i32, G::Checked)> = moves
            .iter()
            .map(|&m| {
                let k = if Some(m) == tt_move {
                    i32::MAX
                } else {
                    pos.order_hint(m).saturating_add(self.history[pos.move_index(m) % HISTORY_SIZE])
                };
                (k, m)
            })
            .collect();
        keyed.sort_by_key(|k| std::cmp::Reverse(k.0));
        for (slot, (_, m)) in moves.iter_mut().zip(keyed) {
            *slot = m;
        }
    }
}

/// How the search expands a chance node.
#[derive(Clone, Copy)]
enum Dice {
    /// The first die rolled by a root action: every outcome.
    Root,
    /// A later die of the same root action (in a game that samples its dice), in the lane of
    /// the first die's outcome `i`: the `j`-th die after it shows outcome `i + j`. Each die so
    /// takes every outcome once across the lanes, for the cost of one die, and no root action
    /// is judged by one lucky draw of its second or third die.
    Lane(u32, u32),
    /// Below the first decision: `Searchable::CHANCE_SAMPLES` outcomes chosen by the key.
    Deep,
}

/// The `n`-th best score of `scored` (1 = the best), if it has that many.
fn nth_best<M>(scored: &[(M, i32)], n: usize) -> Option<i32> {
    let mut scores: Vec<i32> = scored.iter().map(|s| s.1).collect();
    if scores.len() < n {
        return None;
    }
    scores.sort_unstable_by_key(|&s| std::cmp::Reverse(s));
    Some(scores[n - 1])
}

/// Slots of the evaluation cache: a power of two near the budget, at most 2^16.
fn eval_slots(nodes: u64) -> usize {
    nodes.clamp(1024, 1 << 16).next_power_of_two() as usize
}
