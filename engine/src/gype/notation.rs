//! Action notation: `b0-c1`, `e4-e6-g6-g4-e4`, `roll e4`, `pass`, `e5=F`, `swap b0 c0`,
//! `set b0=H`, `confirm`.

use super::face::Face;
use super::geometry::{cell_name, cell_xy, parse_cell, push_cell, Cell};
use super::position::Position;
use super::movegen::Move;
use super::play::Action;
use crate::error::{Error, Gype, Reason, Result};

fn bad(text: &str, why: Gype) -> Error {
    Error::notation(Reason::quoted(text, why))
}

/// `e5=F`: a cell and a face letter.
fn parse_cell_face(text: &str, whole: &str) -> Result<(Cell, Face)> {
    let (c, f) = text.split_once('=').ok_or_else(|| bad(whole, Gype::CellFaceForm))?;
    let mut letters = f.chars();
    let face = match (letters.next(), letters.next()) {
        (Some(l), None) => Face::from_letter(l),
        _ => None,
    }
    .ok_or_else(|| bad(whole, Gype::FaceLetter))?;
    Ok((parse_cell(c.trim())?, face))
}

/// Parses an action in this position (`Game::parse_action`).
pub(super) fn parse(p: &Position, text: &str) -> Result<Action> {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        ["pass"] => Ok(Action::Pass),
        ["confirm"] => Ok(Action::Confirm),
        ["roll", c] => Ok(Action::Roll(parse_cell(c)?)),
        ["swap", a, b] => Ok(Action::swap(parse_cell(a)?, parse_cell(b)?)),
        ["set", spec] => parse_cell_face(spec, text).map(|(c, f)| Action::SetFace(c, f)),
        [one] if one.contains('=') => parse_cell_face(one, text).map(|(cell, face)| Action::Die { cell, face }),
        [one] if one.contains('-') => parse_move(p, one),
        [] => Err(bad(text, Gype::EmptyAction)),
        _ => Err(bad(text, Gype::ActionForms)),
    }
}

fn parse_move(p: &Position, text: &str) -> Result<Action> {
    let cells = text.split('-').map(parse_cell).collect::<Result<Vec<Cell>>>()?;
    let (origin, path) = (cells[0], &cells[1..]);
    if path.is_empty() {
        return Err(bad(text, Gype::MoveForm));
    }
    let direct = p.move_for_path(origin, path);
    if path.len() > 1 || direct.is_ok() {
        return direct.map(Action::Move);
    }
    // `origin-end` as a short form. Only jump chains can share an origin and an end, and a
    // step or leap would have been the direct path.
    let end = path[0];
    let mut candidates = p.chains_ending(origin, end, 2);
    match candidates.len() {
        1 => Ok(Action::Move(candidates.remove(0))),
        0 => direct.map(Action::Move),
        _ => Err(bad(
            text,
            Gype::Ambiguous {
                from: cell_name(origin),
                to: cell_name(end),
                first: long_move(origin, &candidates[0].path),
                second: long_move(origin, &candidates[1].path),
            },
        )),
    }
}

/// The short notation (`Game::format_action`).
pub(super) fn format(p: &Position, action: &Action) -> String {
    match action {
        Action::Move(m) => {
            if !shares_ends(p, m) {
                format!("{}-{}", cell_name(m.origin), cell_name(m.end()))
            } else {
                long_move(m.origin, &m.path)
            }
        }
        other => format_long(other),
    }
}

/// Does another move share this move's origin and end? Only jump chains can: a chain keeps
/// the parity of both coordinates, which no step or Hat leap does.
fn shares_ends(p: &Position, m: &Move) -> bool {
    let ((x0, y0), (x1, y1)) = (cell_xy(m.origin), cell_xy(m.end()));
    if (x1 - x0) % 2 != 0 || (y1 - y0) % 2 != 0 {
        return false;
    }
    p.chains_ending(m.origin, m.end(), 2).len() != 1
}

/// The long notation (`Game::format_action_long`).
pub(super) fn format_long(action: &Action) -> String {
    match action {
        Action::Move(m) => long_move(m.origin, &m.path),
        Action::Roll(c) => format!("roll {}", cell_name(*c)),
        Action::Pass => "pass".into(),
        Action::Die { cell, face } => format!("{}={}", cell_name(*cell), face.letter()),
        Action::Swap(a, b) => format!("swap {} {}", cell_name(*a), cell_name(*b)),
        Action::SetFace(c, f) => format!("set {}={}", cell_name(*c), f.letter()),
        Action::Confirm => "confirm".into(),
    }
}

fn long_move(origin: Cell, path: &[Cell]) -> String {
    let mut out = String::with_capacity(3 * path.len() + 2);
    push_cell(&mut out, origin);
    for &c in path {
        out.push('-');
        push_cell(&mut out, c);
    }
    out
}
