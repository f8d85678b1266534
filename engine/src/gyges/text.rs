//! The position string.
//!
//! Ranks 6 down to 1 separated by `/`, `.` for empty and `1`/`2`/`3` for pieces, then
//! the side to move (`S`/`N`), then optional fields: `setup` (set-up phase), `goal=N2` (a piece
//! of size 2 entered goal N: the game is over), `passes=1`, `ply=N` (written when `max_plies` is
//! on), `hist=h,h,…` (hashes of the earlier positions, written when `repetition` is on).

use super::board::*;
use super::history::History;
use super::options::{Options, MAX_PLIES};
use super::position::Position;
use crate::error::{clip, Error, Gyges, Reason, Result};

fn bad_position(text: &str, why: Gyges) -> Error {
    Error::position(Reason::quoted(text, why))
}

pub(super) fn position_string(p: &Position) -> String {
    let mut out = String::with_capacity(48);
    for rank in (0..6u8).rev() {
        for file in 0..6u8 {
            out.push(match p.cells[(6 * rank + file) as usize] {
                0 => '.',
                s => (b'0' + s) as char,
            });
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push_str(if p.to_move == SOUTH { " S" } else { " N" });
    if p.setup {
        out.push_str(" setup");
    }
    if let Some((g, size)) = p.goal {
        out.push_str(&format!(" goal={}{size}", square_name(g)));
    }
    if p.passes > 0 {
        out.push_str(&format!(" passes={}", p.passes));
    }
    if p.options.max_plies != 0 {
        out.push_str(&format!(" ply={}", p.plies));
    }
    if p.options.repetition && !p.history.is_empty() {
        let hashes: Vec<String> = p.history.oldest_first().iter().map(|h| format!("{h:016x}")).collect();
        out.push_str(&format!(" hist={}", hashes.join(",")));
    }
    out
}

pub(super) fn parse_position(text: &str, options: &Options) -> Result<Position> {
    let mut fields = text.split_whitespace();
    let board = fields.next().ok_or_else(|| bad_position(text, Gyges::EmptyPosition))?;
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != 6 {
        return Err(bad_position(text, Gyges::SixRanks));
    }
    let side = match fields.next() {
        Some("S") => SOUTH,
        Some("N") => NORTH,
        _ => return Err(bad_position(text, Gyges::SideToMove)),
    };
    let mut p = Position::empty(options, side);
    let mut counts = [0u8; 4];
    for (i, row) in rows.iter().enumerate() {
        let rank = 5 - i as u8;
        if row.len() != 6 {
            return Err(bad_position(text, Gyges::RankSquares { rank: rank + 1 }));
        }
        for (file, c) in row.bytes().enumerate() {
            let size = match c {
                b'.' => 0,
                b'1'..=b'3' => c - b'0',
                _ => return Err(bad_position(text, Gyges::RankCharacters { rank: rank + 1 })),
            };
            p.put(6 * rank + file as u8, size);
            counts[size as usize] += 1;
        }
    }
    let mut seen: Vec<&str> = Vec::new();
    for field in fields {
        let (key, value) = field.split_once('=').unwrap_or((field, ""));
        if seen.contains(&key) {
            return Err(bad_position(text, Gyges::FieldTwice { key: clip(key) }));
        }
        seen.push(key);
        let bad_value = || bad_position(text, Gyges::BadValue { field: clip(field) });
        match key {
            "setup" if value.is_empty() && field == "setup" => p.setup = true,
            "goal" => {
                let goal = match value.get(..1) {
                    Some("N") => GOAL_N,
                    Some("S") => GOAL_S,
                    _ => return Err(bad_value()),
                };
                let size = match value.as_bytes() {
                    [_, s @ b'1'..=b'3'] => s - b'0',
                    _ => return Err(bad_value()),
                };
                p.goal = Some((goal, size));
                counts[size as usize] += 1;
            }
            "passes" => p.passes = value.parse().ok().filter(|&n| n <= 2).ok_or_else(bad_value)?,
            "ply" => {
                let plies: u32 = value.parse().map_err(|_| bad_value())?;
                let limit = ply_limit(&p.options);
                if plies > limit {
                    return Err(bad_position(text, Gyges::PlyPast { ply: plies, last: limit }));
                }
                p.plies = plies;
            }
            "hist" => {
                let hashes: Vec<u64> = value.split(',').map(|h| u64::from_str_radix(h, 16).map_err(|_| bad_value())).collect::<Result<_>>()?;
                p.history = History::from_oldest_first(&hashes);
            }
            _ => return Err(bad_position(text, Gyges::UnknownField { field: clip(field) })),
        }
    }
    if counts[1..].iter().any(|&c| c > 4) {
        return Err(bad_position(text, Gyges::FourOfEach));
    }
    if let Some((g, _)) = p.goal {
        let winner = if g == GOAL_N { SOUTH } else { NORTH };
        if p.to_move == winner {
            return Err(bad_position(text, Gyges::LoserToMove));
        }
    }
    if p.setup {
        check_setup(&p).map_err(|why| bad_position(text, why))?;
    }
    Ok(p)
}

/// The largest `ply=`: the game is over at `max_plies`, and without it the counter still
/// must leave room to count on.
fn ply_limit(options: &Options) -> u32 {
    if options.max_plies != 0 { options.max_plies } else { MAX_PLIES }
}

fn check_setup(p: &Position) -> std::result::Result<(), Gyges> {
    if p.goal.is_some() || p.passes > 0 || p.plies > 0 || !p.history.is_empty() {
        return Err(Gyges::SetupClean);
    }
    if p.occupied & !(rank_mask(0) | rank_mask(5)) != 0 {
        return Err(Gyges::SetupRanks);
    }
    for seat in [SOUTH, NORTH] {
        for size in 1..=3u8 {
            let on_row = squares_of_rank(p, home_rank(seat)).filter(|&s| p.cells[s as usize] == size).count();
            if on_row > 2 {
                return Err(Gyges::SetupTwoOfEach);
            }
        }
    }
    if p.tray(p.to_move) == [0; 3] {
        return Err(if p.tray(other(p.to_move)) == [0; 3] {
            Gyges::SetupAllPlaced
        } else {
            Gyges::SetupNoneLeft
        });
    }
    Ok(())
}

fn squares_of_rank(p: &Position, rank: u8) -> impl Iterator<Item = Square> + '_ {
    (0..6u8).map(move |f| 6 * rank + f).filter(move |&s| p.cells[s as usize] != 0)
}
