//! Rules options (`key=value`), as chosen in the lobby and stored in records.

use super::geometry::{Side, SideSet};
use crate::error::{clip, Error, Gype, Result};
use crate::options::OptionReader;

/// How the dice show at the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StartFaces {
    /// 2 Swords, 2 Trees, 2 Books, 2 Flames.
    Standard,
    /// Every die is rolled before the set-up.
    Random,
    /// Each player picks every face during the set-up.
    Choose,
}

/// Which cells a Hat passes over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HatPass {
    /// The two cells of the long leg, counted from the start.
    Leg,
    /// All four inner cells of the 2×3 box.
    Rect,
}

/// May a piece land on its start row again after leaving it?
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReturnHome {
    Free,
    Never,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// Seats in play (2 to 4 sides).
    pub seats: SideSet,
    /// Who acts first; `None` is the first seat in S W N E order.
    pub first: Option<Side>,
    /// Jumped pieces are rolled and the Roll action exists.
    pub rolls: bool,
    pub start: StartFaces,
    /// With `start=random`, Ears are re-rolled until they show a moving face.
    pub reroll_ears: bool,
    /// Each player arranges its row (and picks faces with `start=choose`) before play.
    pub setup: bool,
    pub hat_pass: HatPass,
    pub return_home: ReturnHome,
    /// While a player has a piece on its start row, none of its pieces may land beyond the middle.
    pub chaos: bool,
    /// Turns of indefinite blocking after which the blocked player wins; 0 = never.
    pub block_turns: u32,
    /// Plies after which the leader wins; 0 = no cap.
    pub max_plies: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            seats: SideSet::new(&[Side::South, Side::North]),
            first: None,
            rolls: true,
            start: StartFaces::Standard,
            reroll_ears: true,
            setup: true,
            hat_pass: HatPass::Leg,
            return_home: ReturnHome::Free,
            chaos: false,
            block_turns: 5,
            max_plies: 0,
        }
    }
}

impl Options {
    /// The side that acts first.
    pub fn first_side(&self) -> Side {
        self.first.or_else(|| self.seats.sides().next()).unwrap_or(Side::South)
    }
}

/// `key=value` pairs to options (`Game::parse_options`): unknown keys and bad values are errors.
pub(super) fn parse(pairs: &[(String, String)]) -> Result<Options> {
    let d = Options::default();
    let mut r = OptionReader::new(pairs);
    let seats = match r.get("seats") {
        None => d.seats,
        Some(v) => parse_seats(v)?,
    };
    let first = match r.get("first") {
        None => None,
        Some(v) => {
            let side = single_side(v).ok_or_else(|| Error::option(Gype::FirstLetter { value: clip(v) }))?;
            if !seats.contains(side) {
                return Err(Error::option(Gype::FirstNotSeated { first: side.letter(), seats: seats.letters() }));
            }
            Some(side)
        }
    };
    let o = Options {
        seats,
        first,
        rolls: r.flag("rolls", d.rolls)?,
        start: r.choice("start", &[("standard", StartFaces::Standard), ("random", StartFaces::Random), ("choose", StartFaces::Choose)], d.start)?,
        reroll_ears: r.flag("reroll_ears", d.reroll_ears)?,
        setup: r.flag("setup", d.setup)?,
        hat_pass: r.choice("hat_pass", &[("leg", HatPass::Leg), ("rect", HatPass::Rect)], d.hat_pass)?,
        return_home: r.choice("return_home", &[("free", ReturnHome::Free), ("never", ReturnHome::Never)], d.return_home)?,
        chaos: r.flag("chaos", d.chaos)?,
        block_turns: r.number("block_turns", 0, 10_000, d.block_turns as u64)? as u32,
        max_plies: r.number("max_plies", 0, 10_000_000, d.max_plies as u64)? as u32,
    };
    r.finish()?;
    if o.start == StartFaces::Choose && !o.setup {
        return Err(Error::option(Gype::ChooseNeedsSetup));
    }
    Ok(o)
}

/// The options that differ from the defaults (`Game::format_options`).
pub(super) fn format(options: &Options) -> Vec<(String, String)> {
    let d = Options::default();
    let mut out = Vec::new();
    let mut put = |k: &str, v: String| out.push((k.to_string(), v));
    let on_off = |b: bool| if b { "on" } else { "off" }.to_string();
    if options.seats != d.seats {
        put("seats", options.seats.letters());
    }
    if let Some(f) = options.first {
        put("first", f.letter().to_string());
    }
    if options.rolls != d.rolls {
        put("rolls", on_off(options.rolls));
    }
    if options.start != d.start {
        put("start", ["standard", "random", "choose"][options.start as usize].into());
    }
    if options.reroll_ears != d.reroll_ears {
        put("reroll_ears", on_off(options.reroll_ears));
    }
    if options.setup != d.setup {
        put("setup", on_off(options.setup));
    }
    if options.hat_pass != d.hat_pass {
        put("hat_pass", "rect".into());
    }
    if options.return_home != d.return_home {
        put("return_home", "never".into());
    }
    if options.chaos != d.chaos {
        put("chaos", on_off(options.chaos));
    }
    if options.block_turns != d.block_turns {
        put("block_turns", options.block_turns.to_string());
    }
    if options.max_plies != d.max_plies {
        put("max_plies", options.max_plies.to_string());
    }
    out
}

fn single_side(v: &str) -> Option<Side> {
    let mut chars = v.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Side::from_letter(c),
        _ => None,
    }
}

/// 2 to 4 distinct letters of `SWNE`, in any order.
pub(crate) fn parse_seats(v: &str) -> Result<SideSet> {
    let value = || clip(v);
    let mut sides = Vec::new();
    for c in v.chars() {
        let s = Side::from_letter(c).ok_or_else(|| Error::option(Gype::SeatLetters { value: value() }))?;
        if sides.contains(&s) {
            return Err(Error::option(Gype::SeatTwice { value: value() }));
        }
        sides.push(s);
    }
    if !(2..=4).contains(&sides.len()) {
        return Err(Error::option(Gype::SeatCount { value: value() }));
    }
    Ok(SideSet::new(&sides))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_seats_are_the_usual_two() {
        assert_eq!(SideSet::usual(2), Some(Options::default().seats));
    }
    use crate::options::parse_pairs;

    #[test]
    fn round_trip_and_errors() {
        let pairs = parse_pairs(&["seats=NWS", "first=N", "rolls=off", "start=random", "hat_pass=rect", "max_plies=100"]).unwrap();
        let o = parse(&pairs).unwrap();
        assert_eq!(o.seats.letters(), "SWN");
        assert_eq!(o.first_side(), Side::North);
        assert_eq!(parse(&format(&o)).unwrap(), o);
        assert_eq!(format(&Options::default()), vec![]);
        for bad in ["seats=S", "seats=SSN", "seats=SXN", "first=E", "first=SN", "start=odd", "block_turns=x", "colour=red"] {
            assert!(parse(&parse_pairs(&[bad]).unwrap()).is_err(), "{bad}");
        }
        assert!(parse(&parse_pairs(&["start=choose", "setup=off"]).unwrap()).is_err());
    }
}
