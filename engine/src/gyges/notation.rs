//! The action notation: `3c1` (place a triple on c1), `pass`, `c1-c3` (short move), `c2-d3@d5`
//! (replacement), `a5-c4-c3-a3-a2-S` (long form: every bounce square, then the end).

use super::action::{Action, Move};
use super::board::*;
use super::position::Position;
use crate::error::{Error, Gyges, Reason, Result};
use crate::game::{Game, Status};

/// Text of an action: the short form (`c2-d3@d5`), `3c1` for a placement, `pass`.
pub(super) fn format_action(action: &Action) -> String {
    match action {
        Action::Place { square, size } => format!("{size}{}", square_name(*square)),
        Action::Pass => "pass".to_string(),
        Action::Move(m) => {
            let mut s = format!("{}-{}", square_name(m.from), square_name(m.to));
            if let Some(d) = m.drop {
                s += &format!("@{}", square_name(d));
            }
            s
        }
    }
}

/// Text of an action with the full path: `a5-c4-c3-a3-a2-S`.
pub(super) fn format_action_long(action: &Action) -> String {
    match action {
        Action::Move(m) => {
            let mut s = square_name(m.from);
            for &stop in &m.stops {
                s.push('-');
                s += &square_name(stop);
            }
            if let Some(d) = m.drop {
                s += &format!("@{}", square_name(d));
            }
            s
        }
        _ => format_action(action),
    }
}

/// Parses any action form and checks that it is legal here.
pub(super) fn parse_action(p: &Position, text: &str) -> Result<Action> {
    let t = text.trim();
    let action = if t.eq_ignore_ascii_case("pass") {
        Action::Pass
    } else if let Some(size) = t.chars().next().and_then(|c| c.to_digit(10)) {
        let square = parse_square(&t[1..]).map_err(|_| Error::notation(Reason::quoted(t, Gyges::PlacementForm)))?;
        Action::Place { square, size: size.min(9) as u8 }
    } else {
        return parse_move(p, t).map(Action::Move);
    };
    let mut check = p.clone();
    check.play(&action)?;
    Ok(action)
}

fn parse_move(p: &Position, t: &str) -> Result<Move> {
    let form = || Error::notation(Reason::quoted(t, Gyges::MoveForm));
    let (path, drop) = match t.split_once('@') {
        Some((path, d)) => (path, Some(parse_square(d)?)),
        None => (t, None),
    };
    let squares: Vec<Square> = path.split('-').map(parse_square).collect::<Result<_>>().map_err(|_| form())?;
    if squares.len() < 2 {
        return Err(form());
    }
    if squares.len() > 40 {
        return Err(Error::illegal(Reason::quoted(t, Gyges::PathTooLong)));
    }
    let (from, stops) = (squares[0], squares[1..].to_vec());
    let to = *stops.last().expect("two squares at least");
    if p.setup {
        return Err(Error::illegal(Gyges::StillPlacing));
    }
    if p.status() != Status::Turn(p.to_move) {
        return Err(Error::GameOver);
    }
    if stops.len() == 1 {
        // Short form: any legal path will do; take the shortest.
        if let Some(m) = p.legal_for_identity(from, to, drop) {
            return Ok(m);
        }
        p.check_origin(from)?;
        let (from, to) = (square_name(from), square_name(to));
        return Err(Error::illegal(match drop {
            None => Gyges::CannotReach { from, to },
            Some(_) if !p.options.replace => Gyges::ReplaceOff,
            Some(d) => Gyges::CannotReplace { from, to, drop: square_name(d) },
        }));
    }
    let mv = Move { from, to, drop, stops };
    p.check_move(&mv)?;
    Ok(mv)
}
