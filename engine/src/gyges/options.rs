//! Rules options: `replace`, `return_to_start`, `setup`, `first`, `repetition`, `max_plies`.

use super::board::{NORTH, SOUTH};
use crate::error::{clip, Error, Gyges, Result};
use crate::game::Seat;
use crate::options::OptionReader;

/// How the twelve pieces reach the two home rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setup {
    /// The players alternate, one piece at a time, starting with `Options::first_placer`.
    Alternate,
    /// The first placer places all six pieces, then the other player places six.
    OneRowEach,
    /// Fixed rows, no set-up phase: sizes of a1..f1 and of a6..f6.
    Preset { south: [u8; 6], north: [u8; 6] },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The advanced rule: a run ending on an occupied square may replace instead of bouncing.
    pub replace: bool,
    /// Allows moves that leave the board unchanged (ending on the start square).
    pub return_to_start: bool,
    pub setup: Setup,
    /// Who places first (0 = South). The other player places last, so moves first.
    pub first_placer: Seat,
    /// Threefold repetition of position and side to move is a draw.
    pub repetition: bool,
    /// Plies (moves and passes, placements excluded) after which the game is drawn; 0 = no cap.
    pub max_plies: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options { replace: false, return_to_start: false, setup: Setup::Alternate, first_placer: SOUTH, repetition: false, max_plies: 0 }
    }
}

/// Reads a row pattern such as `321123`: six sizes, two of each.
/// The largest `max_plies`, and so the largest `ply=` a position string may give.
pub const MAX_PLIES: u32 = 1_000_000;

fn parse_row(text: &str) -> Result<[u8; 6]> {
    let digits = || Error::option(Gyges::PresetDigits { row: clip(text) });
    let bytes = text.as_bytes();
    if bytes.len() != 6 {
        return Err(digits());
    }
    let mut row = [0u8; 6];
    for (i, &b) in bytes.iter().enumerate() {
        if !(b'1'..=b'3').contains(&b) {
            return Err(digits());
        }
        row[i] = b - b'0';
    }
    for size in 1..=3 {
        if row.iter().filter(|&&s| s == size).count() != 2 {
            return Err(Error::option(Gyges::PresetSizes { row: clip(text) }));
        }
    }
    Ok(row)
}

fn row_text(row: &[u8; 6]) -> String {
    row.iter().map(|s| (b'0' + s) as char).collect()
}

impl Options {
    pub fn parse(pairs: &[(String, String)]) -> Result<Options> {
        let mut r = OptionReader::new(pairs);
        let mut o = Options {
            replace: r.flag("replace", false)?,
            return_to_start: r.choice("return_to_start", &[("allow", true), ("forbid", false)], false)?,
            repetition: r.flag("repetition", false)?,
            max_plies: r.number("max_plies", 0, MAX_PLIES as u64, 0)? as u32,
            ..Options::default()
        };
        let first = r.choice("first", &[("south", Some(SOUTH)), ("north", Some(NORTH))], None)?;
        o.first_placer = first.unwrap_or(SOUTH);
        if let Some(setup) = r.get("setup") {
            o.setup = match setup {
                "alternate" => Setup::Alternate,
                "south_then_north" | "north_then_south" => {
                    let seat = if setup == "south_then_north" { SOUTH } else { NORTH };
                    if first.is_some_and(|f| f != seat) {
                        return Err(Error::option(Gyges::SetupContradictsFirst { setup: setup.to_string() }));
                    }
                    o.first_placer = seat;
                    Setup::OneRowEach
                }
                _ => match setup.strip_prefix("preset:") {
                    Some(pattern) => {
                        let (north, south) = match pattern.split_once('/') {
                            Some((n, s)) => (parse_row(n)?, parse_row(s)?),
                            None => (parse_row(pattern)?, parse_row(pattern)?),
                        };
                        Setup::Preset { south, north }
                    }
                    None => {
                        return Err(Error::option(Gyges::UnknownSetup { setup: clip(setup) }))
                    }
                },
            };
        }
        r.finish()?;
        Ok(o)
    }

    /// The options that differ from the defaults.
    pub fn to_pairs(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        let mut push = |k: &str, v: String| out.push((k.to_string(), v));
        if self.replace {
            push("replace", "on".into());
        }
        if self.return_to_start {
            push("return_to_start", "allow".into());
        }
        match &self.setup {
            Setup::Alternate => {}
            Setup::OneRowEach => {
                push("setup", if self.first_placer == SOUTH { "south_then_north" } else { "north_then_south" }.into())
            }
            Setup::Preset { south, north } => {
                let pattern = if south == north { row_text(south) } else { format!("{}/{}", row_text(north), row_text(south)) };
                push("setup", format!("preset:{pattern}"));
            }
        }
        if self.first_placer != SOUTH && self.setup != Setup::OneRowEach {
            push("first", "north".into());
        }
        if self.repetition {
            push("repetition", "on".into());
        }
        if self.max_plies != 0 {
            push("max_plies", self.max_plies.to_string());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::parse_pairs;

    fn parse(items: &[&str]) -> Result<Options> {
        Options::parse(&parse_pairs(items)?)
    }

    #[test]
    fn defaults_and_round_trip() {
        assert_eq!(parse(&[]).unwrap(), Options::default());
        for items in [
            vec!["replace=on", "return_to_start=allow"],
            vec!["setup=south_then_north"],
            vec!["setup=north_then_south"],
            vec!["setup=preset:321123", "first=north"],
            vec!["setup=preset:123321/321123"],
            vec!["repetition=on", "max_plies=200", "first=north"],
        ] {
            let o = parse(&items).unwrap();
            let pairs = o.to_pairs();
            assert_eq!(Options::parse(&pairs).unwrap(), o, "{items:?}");
        }
        let o = parse(&["setup=preset:123321/321123"]).unwrap();
        assert_eq!(o.setup, Setup::Preset { north: [1, 2, 3, 3, 2, 1], south: [3, 2, 1, 1, 2, 3] });
    }

    #[test]
    fn rejects() {
        for items in [
            vec!["setup=random"],
            vec!["setup=preset:32112"],
            vec!["setup=preset:333111"],
            vec!["setup=preset:321123/"],
            vec!["setup=south_then_north", "first=north"],
            vec!["return_to_start=yes"],
            vec!["max_plies=-1"],
            vec!["colour=red"],
        ] {
            assert!(parse(&items).is_err(), "{items:?}");
        }
    }
}
