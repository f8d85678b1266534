//! GIPF options (`key=value`): version, handicap, potentials, challenges, self-play cap.

use super::piece::{Potential, BLACK, WHITE};
use crate::error::{clip, Error, Gipf, Result};
use crate::game::Seat;
use crate::options::OptionReader;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Version {
    /// 15 single pieces each, 3 on the corners.
    Basic,
    /// 18 pieces each, 3 GIPF-pieces on the corners.
    Standard,
    /// 18 pieces each, empty board, GIPF-pieces brought in first.
    Tournament,
    /// Tournament start with 21 pieces and 15 potentials each (seed §D).
    Ultimate,
}

impl Version {
    pub const NAMES: [(&'static str, Version); 4] =
        [("basic", Version::Basic), ("standard", Version::Standard), ("tournament", Version::Tournament), ("ultimate", Version::Ultimate)];

    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize].0
    }

    pub fn parse(text: &str) -> Option<Version> {
        Self::NAMES.iter().find(|(n, _)| *n == text).map(|&(_, v)| v)
    }

    /// Basic pieces each player owns (before any handicap).
    pub fn pieces(self) -> u8 {
        match self {
            Version::Basic => 15,
            Version::Standard | Version::Tournament => 18,
            Version::Ultimate => 21,
        }
    }

    /// Versions with GIPF-pieces, where losing the last one loses the game.
    pub fn has_gipf_pieces(self) -> bool {
        self != Version::Basic
    }

    /// Versions that start on an empty board with GIPF-pieces brought in first.
    pub fn starts_empty(self) -> bool {
        matches!(self, Version::Tournament | Version::Ultimate)
    }
}

/// How the side game of a challenge is played (combining games, seed §E).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SideGame {
    /// Played elsewhere (another board game, or over the table); its result is entered as an action.
    Reported,
    /// Rock-paper-scissors inside the engine: both choices are actions.
    RockPaperScissors,
    /// A game of Gygès, played in the app; its result is entered as an action, as `Reported`.
    Gyges,
    /// A 2-player game of Table Gype, played in the app; its result is entered as an action.
    Gype,
}

impl SideGame {
    pub const NAMES: [(&'static str, SideGame); 4] =
        [("reported", SideGame::Reported), ("rps", SideGame::RockPaperScissors), ("gyges", SideGame::Gyges), ("gype", SideGame::Gype)];

    /// The option value.
    pub fn name(self) -> &'static str {
        SideGame::NAMES.iter().find(|n| n.1 == self).map_or("reported", |n| n.0)
    }

    /// Settled by a result entered as an action (`win`, `tie`, `loss`), not by throws.
    pub fn reports_result(self) -> bool {
        self != SideGame::RockPaperScissors
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub version: Version,
    /// Extra reserve pieces for the weaker player.
    pub handicap: u8,
    pub weaker: Seat,
    /// Potentials each player starts with, per type in `Potential::ALL` order.
    pub potentials: [[u8; 5]; 2],
    /// Challenges each player may make in a game (0 = potentials are never challenged).
    pub challenges: u8,
    pub side_game: SideGame,
    /// Self-play cap: after this many turns the game is adjudicated by material (0 = no cap).
    pub max_plies: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options::for_version(Version::Standard)
    }
}

/// Challenges per player when combining games is switched on (rules file, seed §E.2).
pub const DEFAULT_CHALLENGES: u8 = 3;

/// Ultimate GIPF's standard mix: 3 of each type.
const ULTIMATE_MIX: [u8; 5] = [3; 5];

impl Options {
    pub fn for_version(version: Version) -> Self {
        let mix = if version == Version::Ultimate { ULTIMATE_MIX } else { [0; 5] };
        Options { version, handicap: 0, weaker: BLACK, potentials: [mix, mix], challenges: 0, side_game: SideGame::Reported, max_plies: 0 }
    }

    /// All basic pieces `seat` owns in this game.
    pub fn total_pieces(&self, seat: Seat) -> u8 {
        self.version.pieces() + if seat == self.weaker { self.handicap } else { 0 }
    }

    pub fn total_potentials(&self, seat: Seat) -> u8 {
        self.potentials[seat as usize].iter().sum()
    }

    pub fn parse(pairs: &[(String, String)]) -> Result<Self> {
        // Every GIPF key and value is short: refuse a long one before a message copies it whole.
        if let Some((k, v)) = pairs.iter().find(|(k, v)| clip(k) != *k || clip(v) != *v) {
            return Err(Error::option(Gipf::LongOption { key: clip(k), value: clip(v) }));
        }
        let mut r = OptionReader::new(pairs);
        let version = r.choice("version", &Version::NAMES, Version::Standard)?;
        let mut o = Options::for_version(version);
        o.handicap = r.number("handicap", 0, 3, 0)? as u8;
        o.weaker = r.choice("weaker", &[("white", WHITE), ("black", BLACK)], BLACK)?;
        if let Some(spec) = r.get("potentials") {
            o.potentials = parse_potentials(spec)?;
        }
        o.challenges = match r.get("challenges") {
            None | Some("off") => 0,
            Some("on") => DEFAULT_CHALLENGES,
            Some(n) => match n.parse::<u8>() {
                Ok(n) if n <= 15 => n,
                _ => return Err(Error::option(Gipf::ChallengesValue { value: clip(n), default: DEFAULT_CHALLENGES })),
            },
        };
        o.side_game = r.choice("side_game", &SideGame::NAMES, SideGame::Reported)?;
        o.max_plies = r.number("max_plies", 0, 100_000, 0)? as u32;
        r.finish()?;
        if o.challenges > 0 && o.potentials.iter().all(|p| p.iter().all(|&n| n == 0)) {
            return Err(Error::option(Gipf::ChallengesNeedPotentials));
        }
        Ok(o)
    }

    pub fn format(&self) -> Vec<(String, String)> {
        let base = Options::for_version(self.version);
        let mut out = vec![];
        if self.version != Version::Standard {
            out.push(("version".into(), self.version.name().into()));
        }
        if self.handicap != 0 {
            out.push(("handicap".into(), self.handicap.to_string()));
        }
        if self.weaker != base.weaker {
            out.push(("weaker".into(), "white".into()));
        }
        if self.potentials != base.potentials {
            out.push(("potentials".into(), format_potentials(&self.potentials)));
        }
        if self.challenges != 0 {
            out.push(("challenges".into(), self.challenges.to_string()));
        }
        if self.side_game != base.side_game {
            out.push(("side_game".into(), self.side_game.name().into()));
        }
        if self.max_plies != 0 {
            out.push(("max_plies".into(), self.max_plies.to_string()));
        }
        out
    }
}

/// One player's mix: letters with counts (`t6`, `t3z3d3p3y3`), or `-`/`none` for no potentials.
pub fn parse_mix(text: &str) -> Result<[u8; 5]> {
    let value = || clip(text);
    let mut mix = [0u8; 5];
    if text == "-" || text == "none" || text.is_empty() {
        return Ok(mix);
    }
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let p = Potential::from_letter(c).ok_or_else(|| Error::option(Gipf::PotentialLetters { value: value() }))?;
        let mut digits = String::new();
        while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
            digits.push(*d);
            chars.next();
        }
        let n: u8 = digits.parse().map_err(|_| Error::option(Gipf::PotentialCount { value: value() }))?;
        if mix[p as usize] != 0 {
            return Err(Error::option(Gipf::PotentialTwice { value: value(), letter: c }));
        }
        if n > 6 {
            return Err(Error::option(Gipf::SixOfOne { value: value() }));
        }
        mix[p as usize] = n;
    }
    if mix.iter().sum::<u8>() > 15 {
        return Err(Error::option(Gipf::FifteenPerPlayer { value: value() }));
    }
    Ok(mix)
}

pub fn format_mix(mix: &[u8; 5]) -> String {
    let s: String = Potential::ALL
        .iter()
        .filter(|p| mix[**p as usize] > 0)
        .map(|p| format!("{}{}", p.letter().to_ascii_lowercase(), mix[*p as usize]))
        .collect();
    if s.is_empty() { "-".into() } else { s }
}

/// `potentials=<mix>` (both players) or `<white mix>/<black mix>`.
pub fn parse_potentials(text: &str) -> Result<[[u8; 5]; 2]> {
    match text.split_once('/') {
        Some((w, b)) => Ok([parse_mix(w)?, parse_mix(b)?]),
        None => {
            let m = parse_mix(text)?;
            Ok([m, m])
        }
    }
}

pub fn format_potentials(p: &[[u8; 5]; 2]) -> String {
    if p[0] == p[1] { format_mix(&p[0]) } else { format!("{}/{}", format_mix(&p[0]), format_mix(&p[1])) }
}
