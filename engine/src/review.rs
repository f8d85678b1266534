//! Game review: every decision of a record searched at the Hard level's budget, the loss each
//! move caused, a class by that loss, the better move, and for each mistake a small puzzle
//! ("learn from your mistakes") with the answers it accepts.
//!
//! One search per decision scores both the best root move and the played one exactly
//! (`Search::with_exact`), in the same iteration, so the loss never mixes two depths. Losses
//! are in win chance for the player who moved (`ai::analysis::Eval::chance`): a slower win is
//! no mistake, and a piece matters less in a lost position. Set-up placements and chance
//! outcomes are not reviewed.

use crate::ai::analysis::{notation, Eval};
use crate::ai::{self, Level, Search, Searchable};
use crate::game::{Seat, Status};
use crate::kind::{GameKind, Listed};
use crate::session::Match;

/// How a move is marked, by the win chance it lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Class {
    pub fn name(self) -> &'static str {
        match self {
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }
}

/// The least loss of win chance (0 to 1) of each class above good.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    pub inaccuracy: f64,
    pub mistake: f64,
    pub blunder: f64,
}

/// Each game's thresholds. Table Gype's dice blur every score, so its marks need larger losses.
pub fn thresholds(kind: GameKind) -> Thresholds {
    match kind {
        GameKind::Gyges | GameKind::Gipf => Thresholds { inaccuracy: 0.10, mistake: 0.20, blunder: 0.30 },
        GameKind::Gype => Thresholds { inaccuracy: 0.15, mistake: 0.25, blunder: 0.40 },
    }
}

impl Thresholds {
    pub fn class(&self, loss: f64) -> Class {
        if loss >= self.blunder {
            Class::Blunder
        } else if loss >= self.mistake {
            Class::Mistake
        } else if loss >= self.inaccuracy {
            Class::Inaccuracy
        } else {
            Class::Good
        }
    }
}

/// How many root moves each review search scores exactly: the candidates for accepted answers.
const REVIEW_LINES: usize = 3;

/// The review of one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The action's index in the record (chance outcomes counted).
    pub index: usize,
    pub seat: Seat,
    /// The move played, in short and long notation.
    pub played: String,
    pub played_long: String,
    /// The best move's evaluation for the mover before the move, and the played move's.
    pub before: Eval,
    pub after: Eval,
    /// The same as win chances for the mover (0 to 1).
    pub chance_before: f64,
    pub chance_after: f64,
    /// `chance_before - chance_after`, never below 0.
    pub loss: f64,
    pub class: Class,
    /// The better move (short and long notation), when the played one was not the best.
    pub best: Option<(String, String)>,
    /// Deepest search iteration completed.
    pub depth: u32,
}

/// A mistake to learn from: find a better move in `position`.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The index of the reviewed move in `Review::moves`.
    pub review: usize,
    /// The position string before the mistake.
    pub position: String,
    /// The best move and every move scored within the inaccuracy threshold of it, in long
    /// notation (any form of one of them is right).
    pub accepted: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Review {
    pub game: String,
    pub moves: Vec<MoveReview>,
    pub lessons: Vec<Lesson>,
}

/// Reviews every decision of `m`; `progress(done, total)` is called after each one.
pub fn review<G: Searchable + Listed>(m: &Match<G>, progress: &mut dyn FnMut(usize, usize)) -> Review {
    let marks = thresholds(G::KIND);
    let decisions: Vec<usize> = (0..m.actions().len())
        .filter(|&i| m.position_at(i).is_some_and(|p| matches!(p.status(), Status::Turn(_)) && !p.in_setup()))
        .collect();
    let mut out = Review { game: G::NAME.to_string(), ..Review::default() };
    for (n, &i) in decisions.iter().enumerate() {
        let (Some(pos), Some(played)) = (m.position_at(i), m.actions().get(i)) else { continue };
        if let Some((moved, accepted)) = review_move(pos, played, i, &marks) {
            if moved.class >= Class::Mistake && !accepted.is_empty() {
                out.lessons.push(Lesson { review: out.moves.len(), position: pos.position_string(), accepted });
            }
            out.moves.push(moved);
        }
        progress(n + 1, decisions.len());
    }
    out
}

/// The review of `played` at `pos` and the answers a lesson on it accepts.
fn review_move<G: Searchable + Listed>(pos: &G, played: &G::Action, index: usize, marks: &Thresholds) -> Option<(MoveReview, Vec<String>)> {
    let Status::Turn(seat) = pos.status() else { return None };
    let settings = ai::Settings { noise: 0, ..ai::settings::<G>(Level::Hard)? };
    let mut search = Search::new(pos.clone(), settings, 0)?.with_lines(REVIEW_LINES);
    let exact = search.with_exact(played);
    let chosen = loop {
        if let Some(a) = search.step() {
            break a;
        }
    };
    let mut scores = search.root_scores();
    if scores.is_empty() {
        // A win on the spot, found before any iteration.
        scores.push((chosen, search.stats().score));
    }
    let (best, best_score) = scores[0].clone();
    let played_score = match scores.iter().find(|s| s.0 == *played) {
        Some(s) if exact || s.0 == best => s.1,
        _ => score_after(pos, played, seat, settings)?,
    };
    let (before, after) = (Eval::from_score(best_score), Eval::from_score(played_score.min(best_score)));
    let (chance_before, chance_after) = (before.chance(G::KIND), after.chance(G::KIND));
    let loss = if best == *played { 0.0 } else { (chance_before - chance_after).max(0.0) };
    let class = marks.class(loss);
    let text = |a: &G::Action| (pos.format_action(a), pos.format_action_long(a));
    let (played_short, played_long) = text(played);
    let accepted = if class >= Class::Mistake {
        let close = scores.iter().take(REVIEW_LINES).filter(|s| s.0 != *played && before.chance(G::KIND) - Eval::from_score(s.1).chance(G::KIND) < marks.inaccuracy);
        close.map(|s| notation(pos, std::slice::from_ref(&s.0)).1.concat()).filter(|t| !t.is_empty()).collect()
    } else {
        Vec::new()
    };
    let moved = MoveReview {
        index,
        seat,
        played: played_short,
        played_long,
        before,
        after,
        chance_before,
        chance_after,
        loss,
        class,
        best: (best != *played).then(|| text(&best)),
        depth: search.stats().depth,
    };
    Some((moved, accepted))
}

/// The score for `seat` of the position `played` leads to, by a search of its own there (a
/// move the root search does not list, like most drop squares of a Gygès replacement).
fn score_after<G: Searchable>(pos: &G, played: &G::Action, seat: Seat, settings: ai::Settings) -> Option<i32> {
    let mut child = pos.clone();
    child.play(played).ok()?;
    let win = ai::WIN - 1;
    match child.status() {
        Status::Over(crate::game::Outcome::Win(s)) => Some(if s == seat { win } else { -win }),
        Status::Over(crate::game::Outcome::Draw) => Some(0),
        Status::Turn(next) => {
            let mut search = Search::new(child.clone(), settings, 0)?;
            while search.step().is_none() {}
            let score = search.stats().score;
            // One action further from the root: a decided score counts it.
            let score = if score.abs() >= ai::WIN - 10_000 { score - score.signum() } else { score };
            Some(if next == seat { score } else { -score })
        }
        // Chance next: only the root search averages it; take the position as it stands.
        Status::Chance(_) => Some(child.evaluate(seat).clamp(-(ai::WIN - 10_001), ai::WIN - 10_001)),
    }
}

/// Reviews a record of any game.
pub fn review_record(text: &str, progress: &mut dyn FnMut(usize, usize)) -> crate::error::Result<Review> {
    let (rec, lines) = crate::record::Record::parse(text)?;
    crate::with_kind!(GameKind::parse(&rec.game)?, G => {
        let m = Match::<G>::from_record(&rec, &lines)?;
        Ok(review(&m, progress))
    })
}

impl Review {
    /// The review as text: a line per move, then the lessons.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for r in &self.moves {
            let best = r.best.as_ref().map_or(String::new(), |b| format!(", better {}", b.0));
            out.push_str(&format!(
                "{:>3}. seat {} {:<12} {:>10} -> {:<10} ({:>3.0}% -> {:>3.0}%) {}{} [depth {}]\n",
                r.index + 1, r.seat, r.played, r.before.text(), r.after.text(), 100.0 * r.chance_before, 100.0 * r.chance_after, r.class.name(), best, r.depth
            ));
        }
        for (n, l) in self.lessons.iter().enumerate() {
            let r = &self.moves[l.review.min(self.moves.len().saturating_sub(1))];
            out.push_str(&format!("lesson {}: move {} '{}' at {}: accepted {}\n", n + 1, r.index + 1, r.played, l.position, l.accepted.join(", ")));
        }
        let count = |c: Class| self.moves.iter().filter(|r| r.class == c).count();
        out.push_str(&format!(
            "{} moves: {} good, {} inaccuracies, {} mistakes, {} blunders\n",
            self.moves.len(), count(Class::Good), count(Class::Inaccuracy), count(Class::Mistake), count(Class::Blunder)
        ));
        out
    }
}
