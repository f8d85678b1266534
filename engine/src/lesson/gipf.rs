//! GIPF lesson properties, read from the game's own action and piece types.

use super::check::{count, Teach, Turn};
use crate::gipf::{Action, Intro, Kind, Position, Potential};

pub(super) enum Property {
    /// The player takes a row of its colour off the board.
    Row,
    /// The player captures at least this many of the opponent's pieces.
    Capture(u32),
    /// The player brings in a GIPF-piece.
    Gipf,
    /// The player brings in a piece loaded with this potential.
    Load(Potential),
    /// The player uses this potential (TAMSK: its extra move).
    Use(Potential),
    /// The player takes a row off but leaves one of its GIPF-pieces or loaded pieces standing.
    Keep,
    /// The player challenges a potential move.
    Challenge,
}

fn potential(arg: Option<&str>) -> Result<Potential, String> {
    let mut letters = arg.unwrap_or("").chars();
    match (letters.next().and_then(Potential::from_letter), letters.next()) {
        (Some(p), None) => Ok(p),
        _ => Err("a potential is one of the letters T Z D P Y".into()),
    }
}

/// What a piece brought in, used or standing on a spot carries, if a potential.
fn loaded(kind: Kind) -> Option<Potential> {
    match kind {
        Kind::Loaded(p) => Some(p),
        Kind::Stack(s) if s.base_loaded => Some(s.potential),
        _ => None,
    }
}

impl Teach for Position {
    type Property = Property;
    const NAMES: &'static str = "row, capture <n>, gipf, load <T Z D P Y>, potential <T Z D P Y>, keep, challenge";

    fn property(name: &str, arg: Option<&str>) -> Result<Property, String> {
        let plain = |p: Property| match arg {
            None => Ok(p),
            Some(_) => Err(format!("'{name}' takes no argument")),
        };
        match name {
            "row" => plain(Property::Row),
            "gipf" => plain(Property::Gipf),
            "keep" => plain(Property::Keep),
            "challenge" => plain(Property::Challenge),
            "capture" => count(arg).map(Property::Capture),
            "load" => potential(arg).map(Property::Load),
            "potential" => potential(arg).map(Property::Use),
            _ => Err(format!("unknown GIPF property '{}'", crate::error::clip(name))),
        }
    }

    fn holds(property: &Property, turn: &Turn<'_, Position>) -> bool {
        if let Property::Capture(n) = *property {
            let first = turn.before.first().map_or(0, |p| p.captured(turn.seat));
            return u32::from(turn.after.captured(turn.seat).saturating_sub(first)) >= n;
        }
        turn.played().any(|(before, action)| match (property, action) {
            (Property::Row, Action::Remove { .. }) => true,
            (Property::Keep, Action::Remove { points }) => before
                .pending_rows()
                .iter()
                .any(|row| row.optional.iter().any(|&s| points & (1u64.checked_shl(u32::from(s)).unwrap_or(0)) == 0) && row.points.iter().all(|&s| row.optional.contains(&s) || points & (1u64.checked_shl(u32::from(s)).unwrap_or(0)) != 0)),
            (Property::Gipf, Action::Place { intro, .. } | Action::Push { intro, .. }) => *intro == Intro::Gipf,
            (Property::Load(p), Action::Place { intro, .. } | Action::Push { intro, .. }) => *intro == Intro::Loaded(*p),
            (Property::Use(Potential::Tamsk), Action::Place { intro, .. } | Action::Push { intro, .. }) => *intro == Intro::Tamsk,
            (Property::Use(p), Action::Jump { from, .. }) => before.piece_at(*from).and_then(|piece| loaded(piece.kind)) == Some(*p),
            (Property::Challenge, Action::Challenge) => true,
            _ => false,
        })
    }
}
