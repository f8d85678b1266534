//! Table Gype lesson properties, read from the game's own move type.

use super::check::{count, Teach, Turn};
use crate::gype::{Action, Face, Move, Position};

pub(super) enum Property {
    /// The player rolls one of its own pieces.
    Roll,
    /// A single step, no jump.
    Step,
    /// A jump chain over at least this many different pieces.
    Jump(u32),
    /// A chain of at least this many jumps.
    Chain(u32),
    /// A Hat's leap that passes over at least one piece.
    HatPass,
    /// The moving piece shows this face.
    Face(Face),
    /// The moving piece ends on its destination row.
    Home,
    /// The moving piece ends where it started.
    Loop,
}

impl Teach for Position {
    type Property = Property;
    const NAMES: &'static str = "roll, step, jump <n>, chain <n>, hat-pass, face <F B S T H E>, home, loop";

    fn property(name: &str, arg: Option<&str>) -> Result<Property, String> {
        let plain = |p: Property| match arg {
            None => Ok(p),
            Some(_) => Err(format!("'{name}' takes no argument")),
        };
        match name {
            "roll" => plain(Property::Roll),
            "step" => plain(Property::Step),
            "hat-pass" => plain(Property::HatPass),
            "home" => plain(Property::Home),
            "loop" => plain(Property::Loop),
            "jump" => count(arg).map(Property::Jump),
            "chain" => count(arg).map(Property::Chain),
            "face" => {
                let mut letters = arg.unwrap_or("").chars();
                match (letters.next().and_then(Face::from_letter), letters.next()) {
                    (Some(face), None) => Ok(Property::Face(face)),
                    _ => Err("'face' takes one of the letters F B S T H E".into()),
                }
            }
            _ => Err(format!("unknown Table Gype property '{}'", crate::error::clip(name))),
        }
    }

    fn holds(property: &Property, turn: &Turn<'_, Position>) -> bool {
        turn.played().any(|(before, action)| match action {
            Action::Roll(_) => matches!(property, Property::Roll),
            Action::Move(m) => move_holds(property, before, m, turn.after),
            _ => false,
        })
    }
}

fn move_holds(property: &Property, before: &Position, m: &Move, after: &Position) -> bool {
    let Some((_, face)) = before.piece_at(m.origin) else { return false };
    let jumps = face != Face::Hat && !m.rolled.is_empty();
    match *property {
        Property::Roll => false,
        Property::Step => face != Face::Hat && m.rolled.is_empty(),
        Property::Jump(n) => jumps && m.rolled.len() >= n as usize,
        Property::Chain(n) => jumps && m.path.len() >= n as usize,
        Property::HatPass => face == Face::Hat && !m.rolled.is_empty(),
        Property::Face(f) => face == f,
        Property::Home => after.is_finished_piece(m.end()),
        Property::Loop => m.end() == m.origin,
    }
}
