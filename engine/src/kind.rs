//! The one list of games. A new game is added here (and in `any::TypedMatch`): a variant of [`GameKind`],
//! its entry in `ALL` and `display_name`, its `Listed` impl and its arm of [`with_kind!`]. Every
//! place that picks a game by name (the API, records, the CLI, the computer) goes through
//! `GameKind::parse` and `with_kind!`.

use crate::error::{clip, Error, Result};
use crate::game::Game;

/// A game of the collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameKind {
    Gyges,
    Gype,
    Gipf,
}

/// Runs `$body` with `$G` standing for the position type of `$kind` (a [`GameKind`]). The one
/// dispatch from a kind to a type: `$body` may use anything the games have in common.
///
/// ```
/// use engine::game::Game;
/// use engine::kind::GameKind;
/// let name = engine::with_kind!(GameKind::Gipf, G => G::NAME);
/// assert_eq!(name, "gipf");
/// ```
#[macro_export]
macro_rules! with_kind {
    ($kind:expr, $G:ident => $body:expr) => {
        match $kind {
            $crate::kind::GameKind::Gyges => {
                type $G = $crate::gyges::Position;
                $body
            }
            $crate::kind::GameKind::Gype => {
                type $G = $crate::gype::Position;
                $body
            }
            $crate::kind::GameKind::Gipf => {
                type $G = $crate::gipf::Position;
                $body
            }
        }
    };
}

/// A game's position type knows its kind.
pub trait Listed: Game {
    const KIND: GameKind;
}

impl Listed for crate::gyges::Position {
    const KIND: GameKind = GameKind::Gyges;
}
impl Listed for crate::gype::Position {
    const KIND: GameKind = GameKind::Gype;
}
impl Listed for crate::gipf::Position {
    const KIND: GameKind = GameKind::Gipf;
}

impl GameKind {
    /// Every game, in the order the app and the CLI list them.
    pub const ALL: [GameKind; 3] = [GameKind::Gyges, GameKind::Gype, GameKind::Gipf];

    /// The lower-case name used on the command line, in records and in URLs.
    pub fn name(self) -> &'static str {
        with_kind!(self, G => G::NAME)
    }

    /// The name people read.
    pub fn display_name(self) -> &'static str {
        match self {
            GameKind::Gyges => "Gygès",
            GameKind::Gype => "Table Gype",
            GameKind::Gipf => "GIPF",
        }
    }

    /// The full title, as the lobby's card heads it.
    pub fn full_name(self) -> &'static str {
        match self {
            GameKind::Gype => "Uncle Chestnut's Table Gype",
            other => other.display_name(),
        }
    }

    /// The game called `name` (exactly as `name()` spells it).
    pub fn parse(name: &str) -> Result<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.name() == name).ok_or_else(|| Error::UnknownGame { name: clip(name), expected: GameKind::names_text() })
    }

    /// Every game's name, for messages: `a, b or c`.
    pub fn names_text() -> String {
        let names: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => names.concat(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_names_its_own_type() {
        for (i, kind) in GameKind::ALL.into_iter().enumerate() {
            assert_eq!(kind as usize, i, "ALL is in declaration order");
            assert_eq!(with_kind!(kind, G => G::KIND), kind);
            assert_eq!(GameKind::parse(kind.name()), Ok(kind));
        }
        assert_eq!(GameKind::names_text(), "gyges, gype or gipf");
        let e = GameKind::parse("chess").unwrap_err();
        assert_eq!(e.to_string(), "unknown game 'chess' (expected gyges, gype or gipf)");
        assert!(GameKind::parse("GIPF").is_err(), "names are exact");
    }
}
