//! Game clocks: a time control (none, or minutes plus an increment per move) and one clock per
//! seat. Each player's time is measured where that player plays and charged when the move is
//! made, so in a live game the network's delay is never charged to anyone. A clock that runs
//! out (a flag fall) loses the game on time (`Concession::OutOfTime`).

use crate::error::{clip, Error};
use crate::game::Seat;

/// The time controls offered where a game is set up.
pub const CHOICES: [&str; 4] = ["none", "3+2", "10+5", "30+20"];

/// Minutes for the whole game, plus seconds added after each move; kept in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub base_ms: u64,
    pub increment_ms: u64,
}

/// The longest game time accepted, in minutes, and the largest increment, in seconds.
const MAX_MINUTES: u64 = 600;
const MAX_INCREMENT: u64 = 600;

impl TimeControl {
    /// Reads `minutes+seconds` (`3+2`); `none` (or nothing) is no clock. A base of `<n>s`
    /// counts seconds (`5s+0`), for short test games.
    pub fn parse(text: &str) -> Result<Option<TimeControl>, Error> {
        let text = text.trim();
        if text.is_empty() || text == "none" {
            return Ok(None);
        }
        let bad = || Error::BadOption(format!("clock {}: none, or minutes+seconds such as 3+2", clip(text)));
        let (base, inc) = text.split_once('+').ok_or_else(bad)?;
        let number = |t: &str, max: u64| t.parse::<u64>().ok().filter(|n| *n <= max && t.bytes().all(|b| b.is_ascii_digit()));
        let base_ms = match base.strip_suffix('s') {
            Some(secs) => number(secs, MAX_MINUTES * 60).ok_or_else(bad)? * 1000,
            None => number(base, MAX_MINUTES).ok_or_else(bad)? * 60_000,
        };
        let increment_ms = number(inc, MAX_INCREMENT).ok_or_else(bad)? * 1000;
        if base_ms == 0 {
            return Err(bad());
        }
        Ok(Some(TimeControl { base_ms, increment_ms }))
    }

    /// The text `parse` reads back.
    pub fn name(&self) -> String {
        let inc = self.increment_ms / 1000;
        if self.base_ms % 60_000 == 0 {
            format!("{}+{inc}", self.base_ms / 60_000)
        } else {
            format!("{}s+{inc}", self.base_ms / 1000)
        }
    }
}

/// Every seat's clock in one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    control: TimeControl,
    /// Time left per seat, in milliseconds, as of the seat's last move.
    left_ms: Vec<u64>,
}

impl Clocks {
    pub fn new(control: TimeControl, seats: usize) -> Self {
        Clocks { control, left_ms: vec![control.base_ms; seats] }
    }

    /// Clocks kept for a reload: `left_ms` per seat (the base time for any seat missing).
    pub fn kept(control: TimeControl, left_ms: &[u64], seats: usize) -> Self {
        Clocks { control, left_ms: (0..seats).map(|s| left_ms.get(s).copied().unwrap_or(control.base_ms).min(control.base_ms.max(1) * 100)).collect() }
    }

    /// Time left per seat as of each seat's last move.
    pub fn left_all(&self) -> &[u64] {
        &self.left_ms
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Time left for `seat` when it has been thinking for `running_ms` on the current turn
    /// (0 when another seat is to act); 0 once its flag fell.
    pub fn left(&self, seat: Seat, running_ms: u64) -> u64 {
        self.left_ms.get(seat as usize).map_or(0, |l| l.saturating_sub(running_ms))
    }

    /// Whether `seat`'s flag has fallen after `running_ms` on its turn.
    pub fn flagged(&self, seat: Seat, running_ms: u64) -> bool {
        self.left_ms.get(seat as usize).is_some_and(|l| running_ms >= *l)
    }

    /// `seat` made a move after thinking `spent_ms`: its time is taken and the increment
    /// added. False when the flag fell first (or there is no such seat): lost on time.
    pub fn charge(&mut self, seat: Seat, spent_ms: u64) -> bool {
        let inc = self.control.increment_ms;
        let Some(left) = self.left_ms.get_mut(seat as usize) else { return false };
        if spent_ms >= *left {
            *left = 0;
            return false;
        }
        *left = *left - spent_ms + inc;
        true
    }
}

/// A clock's face: `m:ss`, with tenths under ten seconds.
pub fn face(ms: u64) -> String {
    let secs = ms / 1000;
    if secs < 10 {
        format!("0:{secs:02}.{}", ms % 1000 / 100)
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_are_read_and_named() {
        assert_eq!(TimeControl::parse("none").unwrap(), None);
        assert_eq!(TimeControl::parse("").unwrap(), None);
        for name in &CHOICES[1..] {
            assert_eq!(TimeControl::parse(name).unwrap().unwrap().name(), *name);
        }
        assert_eq!(TimeControl::parse("3+2").unwrap(), Some(TimeControl { base_ms: 180_000, increment_ms: 2000 }));
        assert_eq!(TimeControl::parse("5s+0").unwrap().unwrap().name(), "5s+0");
        for bad in ["3", "+2", "3+", "x+2", "0+5", "3+-1", "601+0", "3+601", "3 +2", "1e3+0", "99999999999999999999+0"] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn moves_take_time_and_give_the_increment_and_a_late_move_flags() {
        let mut c = Clocks::new(TimeControl::parse("3+2").unwrap().unwrap(), 4);
        assert!(c.charge(0, 10_000));
        assert_eq!(c.left(0, 0), 172_000);
        assert_eq!(c.left(1, 500), 179_500, "a seat to act loses what it thinks");
        assert!(!c.flagged(3, 179_999));
        assert!(c.flagged(3, 180_000));
        assert!(!c.charge(2, 180_000), "the flag fell before the move");
        assert_eq!(c.left(2, 0), 0);
        assert!(!c.charge(9, 1), "no such seat");
        assert_eq!(c.left(9, 0), 0);
    }

    #[test]
    fn faces() {
        assert_eq!(face(180_000), "3:00");
        assert_eq!(face(61_999), "1:01");
        assert_eq!(face(9_950), "0:09.9");
        assert_eq!(face(0), "0:00.0");
    }
}
