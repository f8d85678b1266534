//! The position string: `<seats> <to-move> <pieces> [key=value ...]`, e.g.
//! `SN S SSb0,STc0,...,NSi9 roll=e5,f6 block=N2 ply=12`. See docs/gype.md for every field.

use super::face::Face;
use super::geometry::{bit, cell_name, cells_of, home_row_of, parse_cell, push_cell, Cell, Side, SideSet};
use super::options::Options;
use super::position::Position;
use crate::error::{clip, Error, Gype, Reason, Result, Setting};
use crate::game::Seat;

fn bad(why: impl Into<Reason>) -> Error {
    Error::position(why)
}

fn push_cell_list(out: &mut String, mask: u128) {
    for (i, c) in cells_of(mask).enumerate() {
        if i > 0 {
            out.push(',');
        }
        push_cell(out, c);
    }
}

/// The position string (`Game::position_string`).
pub(super) fn format(p: &Position) -> String {
    let mut out = String::with_capacity(160);
    out += &p.options.seats.letters();
    out.push(' ');
    out.push(p.seat_letter(p.to_move));
    out.push(' ');
    let mut any = false;
    for seat in 0..p.seat_count {
        for c in cells_of(p.seat_mask[seat as usize]) {
            if any {
                out.push(',');
            }
            any = true;
            out.push(p.seat_letter(seat));
            out.push(p.face_at(c).letter());
            push_cell(&mut out, c);
        }
    }
    if !any {
        out.push('-');
    }
    if p.setup_left > 0 {
        out += " setup=";
        out.extend(p.setup_seats().into_iter().map(|s| p.seat_letter(s)));
    }
    if p.pending != 0 {
        out += if p.opening { " opening=" } else { " roll=" };
        push_cell_list(&mut out, p.pending);
    }
    let blocks: Vec<String> =
        (0..p.seat_count).filter(|&s| p.block[s as usize] > 0).map(|s| format!("{}{}", p.seat_letter(s), p.block[s as usize])).collect();
    if !blocks.is_empty() {
        out += &format!(" block={}", blocks.join(","));
    }
    if p.plies > 0 {
        out += &format!(" ply={}", p.plies);
    }
    out
}

/// Parses a position string (`Game::parse_position`).
pub(super) fn parse(text: &str, options: &Options) -> Result<Position> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 3 {
        return Err(bad(Gype::TooShort { text: clip(text) }));
    }
    let seats = parse_turn_order(words[0])?;
    let mut options = *options;
    options.seats = seats;
    if options.first.is_some_and(|f| !seats.contains(f)) {
        options.first = None;
    }
    let mut p = Position::empty(options);
    p.to_move = seat_from_letter(&p, words[1])?;
    if words[2] != "-" {
        for item in words[2].split(',') {
            parse_piece(&mut p, item)?;
        }
    }
    let mut seen = Vec::new();
    for field in &words[3..] {
        let (key, value) = field.split_once('=').ok_or_else(|| bad(Setting::NotKeyValue { item: clip(field) }))?;
        if seen.contains(&key) {
            return Err(bad(Gype::FieldTwice { key: clip(key) }));
        }
        seen.push(key);
        match key {
            "setup" => parse_setup(&mut p, value)?,
            "roll" | "opening" => {
                if p.pending != 0 {
                    return Err(bad(Gype::RollOrOpening));
                }
                p.pending = parse_cells(&p, value, key)?;
                p.opening = key == "opening";
            }
            "block" => parse_blocks(&mut p, value)?,
            "ply" => p.plies = value.parse().map_err(|_| bad(Gype::PlyNumber { value: clip(value) }))?,
            _ => return Err(bad(Gype::UnknownField { key: clip(key) })),
        }
    }
    check_consistency(&p)?;
    p.outcome = p.derive_outcome();
    Ok(p)
}

/// Seats in turn order: letters of `SWNE`, starting anywhere but keeping the cyclic order.
fn parse_turn_order(word: &str) -> Result<SideSet> {
    let set = super::options::parse_seats(word).map_err(|e| bad(Reason::inner(e)))?;
    let canonical: Vec<char> = set.letters().chars().collect();
    let given: Vec<char> = word.chars().map(|c| c.to_ascii_uppercase()).collect();
    let rotation = (0..canonical.len()).any(|r| canonical.iter().cycle().skip(r).take(canonical.len()).eq(given.iter()));
    if !rotation {
        return Err(bad(Gype::TurnOrder { seats: clip(word) }));
    }
    Ok(set)
}

fn seat_from_letter(p: &Position, word: &str) -> Result<Seat> {
    let mut chars = word.chars();
    let side = match (chars.next(), chars.next()) {
        (Some(c), None) => Side::from_letter(c),
        _ => None,
    };
    side.and_then(|s| p.seat_of(s)).ok_or_else(|| bad(Gype::NotASeat { text: clip(word), seats: p.options.seats.letters() }))
}

fn parse_piece(p: &mut Position, item: &str) -> Result<()> {
    let mut chars = item.chars();
    let (Some(s), Some(f)) = (chars.next(), chars.next()) else {
        return Err(bad(Gype::PieceForm { item: clip(item) }));
    };
    let in_piece = |e: Error| bad(Gype::Piece { item: clip(item), error: Box::new(e) });
    let seat = seat_from_letter(p, &s.to_string()).map_err(in_piece)?;
    let face = Face::from_letter(f).filter(|_| f.is_ascii_uppercase()).ok_or_else(|| bad(Gype::PieceFace { item: clip(item) }))?;
    let c = parse_cell(chars.as_str()).map_err(in_piece)?;
    if p.piece_at(c).is_some() {
        return Err(bad(Gype::TwoPieces { cell: cell_name(c) }));
    }
    let side = p.side(seat);
    if let Some(row) = home_row_of(c) {
        if row != side && row != side.opposite() {
            return Err(bad(Gype::ForeignRow { item: clip(item), side: side.name().into(), row: row.name().into() }));
        }
    }
    if p.seat_mask[seat as usize].count_ones() >= 8 {
        return Err(bad(Gype::MoreThanEight { side: side.name().into() }));
    }
    p.put(c, seat, face);
    Ok(())
}

fn parse_cells(p: &Position, value: &str, key: &str) -> Result<u128> {
    let mut mask = 0;
    for name in value.split(',') {
        let c: Cell = parse_cell(name).map_err(|e| bad(Gype::PendingCell { key: key.into(), error: Box::new(e) }))?;
        if p.piece_at(c).is_none() {
            return Err(bad(Gype::NoDieToRoll { key: key.into(), cell: cell_name(c) }));
        }
        mask |= bit(c);
    }
    Ok(mask)
}

fn parse_setup(p: &mut Position, value: &str) -> Result<()> {
    let n = value.chars().count();
    if n == 0 || n > p.seat_count as usize {
        return Err(bad(Gype::SetupList { value: clip(value) }));
    }
    for (i, c) in value.chars().enumerate() {
        let expected = p.seat_letter((p.to_move + i as u8) % p.seat_count);
        if c.to_ascii_uppercase() != expected {
            return Err(bad(Gype::SetupOrder { value: clip(value), expected, place: i + 1 }));
        }
    }
    p.setup_left = n as u8;
    Ok(())
}

fn parse_blocks(p: &mut Position, value: &str) -> Result<()> {
    for item in value.split(',') {
        let mut chars = item.chars();
        let seat = chars.next().map(|c| seat_from_letter(p, &c.to_string())).unwrap_or_else(|| Err(bad(Gype::BlockEmpty)))?;
        p.block[seat as usize] = chars.as_str().parse().map_err(|_| bad(Gype::BlockForm { value: clip(value) }))?;
    }
    Ok(())
}

fn check_consistency(p: &Position) -> Result<()> {
    if p.pending != 0 && !p.opening && !p.options.rolls {
        return Err(bad(Gype::RollNeedsRolls));
    }
    if p.setup_left > 0 && p.pending != 0 && !p.opening {
        return Err(bad(Gype::SetupPending));
    }
    if p.opening && p.plies > 0 {
        return Err(bad(Gype::OpeningPly));
    }
    for seat in p.setup_seats() {
        let side = p.side(seat);
        if p.seat_mask[seat as usize] & !side.start_row() != 0 {
            return Err(bad(Gype::ArrangingRow { side: side.name().into() }));
        }
    }
    if p.setup_left > 0 && p.plies > 0 {
        return Err(bad(Gype::SetupPly));
    }
    // The game ends at max_plies, so no position lies past it.
    if p.options.max_plies > 0 && p.plies > p.options.max_plies {
        return Err(bad(Gype::PlyPast { ply: p.plies, most: p.options.max_plies }));
    }
    Ok(())
}
