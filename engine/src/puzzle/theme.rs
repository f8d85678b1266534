//! Puzzle themes, to choose puzzles by: the length, the goal, and motifs of the first move
//! that the rules can tell (a bounce in Gygès, a jump chain in Table Gype, a row taken at once
//! in GIPF). Worked out from the puzzle's line, so the shipped files need no theme field.

use super::goal::{Goal, PuzzleGame};
pub use super::motif::Motif;
use super::Puzzle;
use crate::kind::GameKind;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// Reached in this many of the player's moves (GIPF: turns).
    Length(u32),
    /// The goal is to win the game.
    Win,
    /// The goal is material (or the win).
    Material,
    Motif(Motif),
}

const MOTIFS: [(Motif, &str, &str); 11] = [
    (Motif::Straight, "straight", "No bounce"),
    (Motif::OneBounce, "one-bounce", "One bounce"),
    (Motif::BounceChain, "bounce-chain", "Bounce chain"),
    (Motif::Replacement, "replacement", "Replacement"),
    (Motif::Step, "step", "Step"),
    (Motif::Jump, "jump", "One jump"),
    (Motif::JumpChain, "jump-chain", "Jump chain"),
    (Motif::HatLeap, "hat-leap", "Hat leap"),
    (Motif::RollInPlace, "roll", "Roll in place"),
    (Motif::RowAtOnce, "row-at-once", "Row at once"),
    (Motif::QuietMove, "quiet", "Quiet first move"),
];

impl Theme {
    /// The theme's name in storage and messages: `in-2`, `win`, `material`, `bounce`…
    pub fn key(self) -> String {
        match self {
            Theme::Length(n) => format!("in-{n}"),
            Theme::Win => "win".into(),
            Theme::Material => "material".into(),
            Theme::Motif(m) => MOTIFS.iter().find(|(x, ..)| *x == m).map_or("", |(_, key, _)| key).into(),
        }
    }

    pub fn parse(key: &str) -> Option<Theme> {
        match key {
            "win" => Some(Theme::Win),
            "material" => Some(Theme::Material),
            _ => match key.strip_prefix("in-") {
                Some(n) => n.parse().ok().filter(|n| (1..=super::MAX_MOVES).contains(n)).map(Theme::Length),
                None => MOTIFS.iter().find(|(_, k, _)| *k == key).map(|(m, ..)| Theme::Motif(*m)),
            },
        }
    }

    /// The theme as the player reads it in `game`: "2 moves", "3 turns", "Bounce".
    pub fn label(self, game: GameKind) -> String {
        match self {
            Theme::Length(n) => {
                let unit = if game == GameKind::Gipf { "turn" } else { "move" };
                format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
            }
            Theme::Win => "Win the game".into(),
            Theme::Material => "Win material".into(),
            Theme::Motif(m) => MOTIFS.iter().find(|(x, ..)| *x == m).map_or("", |(.., label)| label).into(),
        }
    }
}

impl Puzzle {
    /// The puzzle's themes, sorted: its length, its goal, then its motifs. A line whose
    /// position or solution does not read has no motifs (the shipped sets are proved by tests).
    pub fn themes(&self) -> Vec<Theme> {
        let goal = match self.goal {
            Goal::Win => Theme::Win,
            Goal::Capture(_) => Theme::Material,
        };
        let mut themes = vec![Theme::Length(self.moves), goal];
        let motifs = crate::with_kind!(self.game, G => motifs_as::<G>(self));
        themes.extend(motifs.into_iter().map(Theme::Motif));
        themes.sort();
        themes.dedup();
        themes
    }
}

fn motifs_as<G: PuzzleGame>(p: &Puzzle) -> Vec<Motif> {
    let Ok(options) = G::parse_options(&p.options) else { return Vec::new() };
    let Ok(start) = G::parse_position(&p.position, &options) else { return Vec::new() };
    let Ok(parsed) = start.parse_action(&p.solution) else { return Vec::new() };
    // The listed action carries the rules' own path (a shortest one).
    let first = start.legal_actions().into_iter().find(|a| *a == parsed).unwrap_or(parsed);
    start.motifs(&first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_theme_reads_back_from_its_key() {
        let mut all: Vec<Theme> = (1..=super::super::MAX_MOVES).map(Theme::Length).collect();
        all.extend([Theme::Win, Theme::Material]);
        all.extend(MOTIFS.iter().map(|(m, ..)| Theme::Motif(*m)));
        for t in all {
            assert_eq!(Theme::parse(&t.key()), Some(t), "{t:?}");
            assert!(!t.label(GameKind::Gyges).is_empty());
        }
        for bad in ["", "in-0", "in-6", "in-x", "Bounce", "bounce ", "row"] {
            assert_eq!(Theme::parse(bad), None, "{bad}");
        }
        assert_eq!(Theme::Length(1).label(GameKind::Gipf), "1 turn");
        assert_eq!(Theme::Length(3).label(GameKind::Gype), "3 moves");
    }
}
