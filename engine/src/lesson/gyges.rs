//! Gygès lesson properties, read from the game's own move type.

use super::check::{count, Teach, Turn};
use crate::gyges::{rank_of, Action, Position, GOAL_N, GOAL_S};

pub(super) enum Property {
    /// The piece enters a goal.
    Goal,
    /// The move bounces at least this many times.
    Bounce(u32),
    /// The move replaces a piece (advanced rule).
    Replace,
    /// The replaced piece is dropped on this rank (1..=6).
    DropRank(u8),
    /// A piece of this size moves.
    Size(u8),
}

fn small(arg: Option<&str>, max: u32, what: &str) -> Result<u8, String> {
    match count(arg)? {
        n if n <= max => Ok(n as u8),
        _ => Err(format!("{what} is from 1 to {max}")),
    }
}

impl Teach for Position {
    type Property = Property;
    const NAMES: &'static str = "goal, bounce <n>, replace, drop-rank <rank>, size <1-3>";

    fn property(name: &str, arg: Option<&str>) -> Result<Property, String> {
        match name {
            "goal" | "replace" if arg.is_some() => Err(format!("'{name}' takes no argument")),
            "goal" => Ok(Property::Goal),
            "replace" => Ok(Property::Replace),
            "bounce" => count(arg).map(Property::Bounce),
            "drop-rank" => small(arg, 6, "a rank").map(Property::DropRank),
            "size" => small(arg, 3, "a size").map(Property::Size),
            _ => Err(format!("unknown Gygès property '{}'", crate::error::clip(name))),
        }
    }

    fn holds(property: &Property, turn: &Turn<'_, Position>) -> bool {
        turn.played().any(|(before, action)| {
            let Action::Move(m) = action else { return false };
            match *property {
                Property::Goal => m.to == GOAL_N || m.to == GOAL_S,
                Property::Bounce(n) => m.bounces().len() >= n as usize,
                Property::Replace => m.drop.is_some(),
                Property::DropRank(rank) => m.drop.is_some_and(|d| rank_of(d) + 1 == rank),
                Property::Size(size) => before.size_at(m.from) == size,
            }
        })
    }
}
