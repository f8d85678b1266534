//! Game clocks: a time control (none, or minutes plus an increment per move) and one clock per
//! seat. Each player's time is measured where that player plays and charged when the move is
//! made, so in a live game the network's delay is never charged to anyone. A clock that runs
//! out (a flag fall) loses the game on time (`Concession::OutOfTime`).

use crate::error::{clip, Error, Record, Setting};
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
        let bad = || Error::option(Setting::Clock { text: clip(text) });
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

/// The clocks of a game played on one device (hot seat, or against the computer): whose time
/// runs and since when, and every turn's start, so that an undo puts the clocks back as they
/// were before the move. Times are the caller's milliseconds (any steady clock).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timer {
    clocks: Clocks,
    /// Each turn's start so far: the game's length then and every seat's time left.
    starts: Vec<(usize, Vec<u64>)>,
    /// The seat to act, the game's length and when its turn began.
    turn: Option<(Seat, usize, i64)>,
    /// From a save: the game's length then and the time already spent on that turn.
    carried: Option<(usize, u64)>,
}

impl Timer {
    pub fn new(control: TimeControl, seats: usize) -> Timer {
        Timer { clocks: Clocks::new(control, seats), starts: Vec::new(), turn: None, carried: None }
    }

    pub fn clocks(&self) -> &Clocks {
        &self.clocks
    }

    /// The seat whose time runs.
    pub fn running(&self) -> Option<Seat> {
        self.turn.map(|t| t.0)
    }

    /// Time left for `seat` at `now`.
    pub fn left(&self, seat: Seat, now: i64) -> u64 {
        self.clocks.left(seat, self.spent(seat, now))
    }

    fn spent(&self, seat: Seat, now: i64) -> u64 {
        spent_on(self.turn, seat, now)
    }

    fn set_left(&mut self, left: &[u64]) {
        self.clocks = Clocks::kept(self.clocks.control(), left, self.clocks.left_all().len());
    }

    /// The game is at length `len` with `to_act` to act (`None`: over). A move charges its
    /// seat and adds the increment; a return to a turn start seen before (an undo, a flag fall
    /// taken back) puts every clock back as it was then. Returns the seat whose move came
    /// after its flag fell (lost on time).
    pub fn follow(&mut self, to_act: Option<Seat>, len: usize, now: i64) -> Option<Seat> {
        let key = to_act.map(|s| (s, len));
        if self.turn.map(|(s, l, _)| (s, l)) == key {
            return None;
        }
        let prev = self.turn.take();
        self.starts.retain(|(l, _)| *l <= len);
        let mut flagged = None;
        match (prev, self.starts.last().cloned()) {
            (_, Some((l, left))) if l == len => self.set_left(&left),
            (Some((seat, l, _)), _) if l < len => {
                if !self.clocks.charge(seat, spent_on(prev, seat, now)) {
                    flagged = Some(seat);
                }
                self.starts.push((len, self.clocks.left_all().to_vec()));
            }
            (_, last) => {
                if let Some((_, left)) = last {
                    self.set_left(&left);
                }
                self.starts.push((len, self.clocks.left_all().to_vec()));
            }
        }
        let carried = match self.carried.take() {
            Some((l, spent)) if l == len => spent as i64,
            _ => 0,
        };
        self.turn = key.map(|(s, l)| (s, l, now - carried));
        flagged
    }

    /// The seat to act whose flag has fallen by `now`: its clock stops at zero.
    pub fn flag(&mut self, now: i64) -> Option<Seat> {
        let (seat, _, _) = self.turn?;
        let spent = self.spent(seat, now);
        if !self.clocks.flagged(seat, spent) {
            return None;
        }
        let _ = self.clocks.charge(seat, spent);
        self.turn = None;
        Some(seat)
    }

    /// The timer as text for storage, `restore` reads it back: the time control, the game's
    /// length (`-` when no turn runs), the time spent on the turn going on and each seat's
    /// time left, then one line per turn start (its length and the times left then).
    pub fn save(&self, now: i64) -> String {
        let mut out = self.clocks.control().name();
        match self.turn {
            Some((s, l, _)) => push_numbers(&mut out, &[l as u64, self.spent(s, now)], ' '),
            None => out += " - 0",
        }
        push_numbers(&mut out, self.clocks.left_all(), ',');
        for (l, left) in &self.starts {
            out.push('\n');
            out += &(*l as u32).to_string();
            push_numbers(&mut out, left, ',');
        }
        out
    }

    /// Reads what `save` wrote, for a game of `seats` seats. The turn saved goes on with the
    /// time already spent on it when the game is found at the same length (see `follow`).
    pub fn restore(text: &str, seats: usize) -> Result<Timer, Error> {
        Timer::read(text, seats).ok_or_else(|| Error::record(1, Record::NotAClock))
    }

    /// `restore` without its error (kept small: this is in the page's first load).
    fn read(text: &str, seats: usize) -> Option<Timer> {
        let mut lines = text.lines();
        let mut head = lines.next()?.split(' ');
        let control = TimeControl::parse(head.next()?).ok()??;
        let (len, spent, left) = (head.next()?, numbers(head.next()?)?, numbers(head.next()?)?);
        if head.next().is_some() || spent.len() != 1 {
            return None;
        }
        let carried = if len == "-" { None } else { Some((len.parse().ok()?, spent[0])) };
        let mut timer = Timer { clocks: Clocks::kept(control, &left, seats), starts: Vec::new(), turn: None, carried };
        for line in lines {
            let (len, left) = line.split_once(' ')?;
            let len: usize = len.parse().ok()?;
            if timer.starts.last().is_some_and(|(l, _)| *l >= len) {
                return None;
            }
            let left = Clocks::kept(control, &numbers(left)?, seats).left_all().to_vec();
            timer.starts.push((len, left));
        }
        Some(timer)
    }
}

/// Appends the numbers, the first after a space and the others after `sep` (as 32-bit
/// numbers, whose text is already in the page: times are at most 100 times 600 minutes).
fn push_numbers(out: &mut String, list: &[u64], sep: char) {
    for (i, n) in list.iter().enumerate() {
        out.push(if i == 0 { ' ' } else { sep });
        out.push_str(&(*n as u32).to_string());
    }
}

/// Numbers separated by commas; `None` if any is not one.
fn numbers(text: &str) -> Option<Vec<u64>> {
    text.split(',').map(|n| n.parse().ok()).collect()
}

/// What `seat` has spent on `turn` by `now` (0 when the turn is another seat's).
fn spent_on(turn: Option<(Seat, usize, i64)>, seat: Seat, now: i64) -> u64 {
    turn.filter(|t| t.0 == seat).map_or(0, |(_, _, since)| now.saturating_sub(since).max(0) as u64)
}

/// A clock's face: `m:ss`, with tenths under ten seconds.
pub fn face(ms: u64) -> String {
    let secs = (ms / 1000) as u32;
    if secs < 10 {
        format!("0:{secs:02}.{}", (ms % 1000 / 100) as u32)
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
