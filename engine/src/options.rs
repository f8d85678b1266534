//! `key=value` option lists, shared by the CLI, records, URLs and the lobby.

use crate::error::{clip, Error, Result, Setting};

/// Split `key=value` strings (whitespace- or comma-free items) into pairs.
pub fn parse_pairs<S: AsRef<str>>(items: &[S]) -> Result<Vec<(String, String)>> {
    items
        .iter()
        .map(|item| {
            let item = item.as_ref().trim();
            match item.split_once('=') {
                Some((k, v)) if !k.is_empty() => Ok((k.trim().to_string(), v.trim().to_string())),
                _ => Err(Error::option(Setting::NotKeyValue { item: clip(item) })),
            }
        })
        .collect()
}

pub fn format_pairs(pairs: &[(String, String)]) -> String {
    pairs.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" ")
}

/// Reads typed values out of a pair list and rejects keys nobody asked for.
pub struct OptionReader<'a> {
    pairs: &'a [(String, String)],
    used: Vec<bool>,
}

impl<'a> OptionReader<'a> {
    pub fn new(pairs: &'a [(String, String)]) -> Self {
        OptionReader { pairs, used: vec![false; pairs.len()] }
    }

    /// The last value given for `key`, if any.
    pub fn get(&mut self, key: &str) -> Option<&'a str> {
        let mut found = None;
        for (i, (k, v)) in self.pairs.iter().enumerate() {
            if k == key {
                self.used[i] = true;
                found = Some(v.as_str());
            }
        }
        found
    }

    /// One of `choices`, or `default` when absent.
    pub fn choice<T: Copy>(&mut self, key: &str, choices: &[(&str, T)], default: T) -> Result<T> {
        match self.get(key) {
            None => Ok(default),
            Some(v) => choices.iter().find(|(name, _)| *name == v).map(|&(_, t)| t).ok_or_else(|| {
                let names: Vec<&str> = choices.iter().map(|(n, _)| *n).collect();
                Error::option(Setting::Choice { key: key.to_string(), value: clip(v), choices: names.join(", ") })
            }),
        }
    }

    /// `on|off` (also `true|false`, `yes|no`, `1|0`).
    pub fn flag(&mut self, key: &str, default: bool) -> Result<bool> {
        self.choice(
            key,
            &[("on", true), ("off", false), ("true", true), ("false", false), ("yes", true), ("no", false), ("1", true), ("0", false)],
            default,
        )
    }

    /// An integer in `min..=max`.
    pub fn number(&mut self, key: &str, min: u64, max: u64, default: u64) -> Result<u64> {
        match self.get(key) {
            None => Ok(default),
            Some(v) => match v.parse::<u64>() {
                Ok(n) if (min..=max).contains(&n) => Ok(n),
                _ => Err(Error::option(Setting::Number { key: key.to_string(), value: clip(v), min, max })),
            },
        }
    }

    /// Fails on the first key that no reader asked for.
    pub fn finish(self) -> Result<()> {
        match self.used.iter().position(|u| !u) {
            Some(i) => Err(Error::option(Setting::UnknownOption { key: clip(&self.pairs[i].0) })),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_rejects() {
        let pairs = parse_pairs(&["replace=on", "n=3"]).unwrap();
        let mut r = OptionReader::new(&pairs);
        assert!(r.flag("replace", false).unwrap());
        assert_eq!(r.number("n", 0, 5, 1).unwrap(), 3);
        assert!(r.finish().is_ok());

        let pairs = parse_pairs(&["bogus=1"]).unwrap();
        assert!(OptionReader::new(&pairs).finish().is_err());
        assert!(parse_pairs(&["novalue"]).is_err());
        let pairs = parse_pairs(&["n=9"]).unwrap();
        assert!(OptionReader::new(&pairs).number("n", 0, 5, 1).is_err());
    }
}
