//! The steps of a game's lessons a player has done, as kept in the browser's storage: items
//! `<lesson>:<step>,<step>…` (numbers from 1) separated by spaces, such as `1:1,2,3 2:1`.

use crate::said::Said;
use std::collections::BTreeSet;
use std::fmt;

/// The highest lesson or step number read: a stored text names no more.
const MAX_NUMBER: usize = 999;

/// Why a stored progress text could not be read (worded on the page).
#[derive(Debug, PartialEq, Eq)]
pub struct ProgressError(pub Said);

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.text())
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// (lesson, step), both from 0.
    done: BTreeSet<(usize, usize)>,
}

fn number(text: &str) -> Result<usize, ProgressError> {
    match text.parse::<usize>() {
        Ok(n) if (1..=MAX_NUMBER).contains(&n) => Ok(n - 1),
        _ => Err(ProgressError(Said::ProgressNotNumber { text: engine::error::clip(text), max: MAX_NUMBER })),
    }
}

impl Progress {
    pub fn parse(text: &str) -> Result<Progress, ProgressError> {
        let mut done = BTreeSet::new();
        for item in text.split_whitespace() {
            let (lesson, steps) = item.split_once(':').ok_or_else(|| ProgressError(Said::ProgressNotItem(engine::error::clip(item))))?;
            let lesson = number(lesson)?;
            for step in steps.split(',') {
                done.insert((lesson, number(step)?));
            }
        }
        Ok(Progress { done })
    }

    pub fn to_text(&self) -> String {
        let mut items: Vec<String> = Vec::new();
        let mut last = None;
        for &(lesson, step) in &self.done {
            if last == Some(lesson) {
                if let Some(item) = items.last_mut() {
                    item.push_str(&format!(",{}", step + 1));
                }
            } else {
                items.push(format!("{}:{}", lesson + 1, step + 1));
                last = Some(lesson);
            }
        }
        items.join(" ")
    }

    pub fn mark(&mut self, lesson: usize, step: usize) -> bool {
        lesson < MAX_NUMBER && step < MAX_NUMBER && self.done.insert((lesson, step))
    }

    pub fn is_done(&self, lesson: usize, step: usize) -> bool {
        self.done.contains(&(lesson, step))
    }

    /// How many of a lesson's `steps` are done (numbers past its end, from an older file, do
    /// not count).
    pub fn count(&self, lesson: usize, steps: usize) -> usize {
        self.done.range((lesson, 0)..(lesson, steps)).count()
    }

    /// A mark per step of the lesson: `1` done, `0` not yet.
    pub fn marks(&self, lesson: usize, steps: usize) -> String {
        (0..steps).map(|s| if self.is_done(lesson, s) { '1' } else { '0' }).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_reads_back() {
        let p = Progress::parse(" 2:3,1  1:2 ").unwrap();
        assert_eq!(p.to_text(), "1:2 2:1,3");
        assert_eq!((p.count(1, 3), p.count(1, 2), p.marks(1, 4)), (2, 1, "1010".to_string()));
        assert_eq!(Progress::parse("").unwrap(), Progress::default());
        let mut q = Progress::default();
        assert!(q.mark(0, 0) && !q.mark(0, 0));
        assert_eq!(q.to_text(), "1:1");
    }

    #[test]
    fn bad_progress_is_an_error() {
        for text in ["1", "x:1", "1:", "0:1", "1:1,,2", "1:1000", "{\"a\":1}", "1:-1", "99999999999999999999:1"] {
            assert!(Progress::parse(text).is_err(), "{text}");
        }
        assert_eq!(Progress::parse("1:z").unwrap_err().to_string(), "'z' is not a number from 1 to 999");
    }
}
