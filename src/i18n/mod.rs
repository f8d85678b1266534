//! Every string a person sees, in the player's language (docs/i18n.md). The messages live in
//! `www/i18n/<language>.ftl`, English first. English is compiled into the page (`msg`, made by
//! build.rs from `en.ftl`); another language is formatted by the language module
//! (`www/lang_loader.js`, `fluent-bundle`), fetched when chosen. A message the chosen
//! language lacks falls back to English.

pub mod language;

/// One function per message of `en.ftl`, its variables as arguments.
#[allow(clippy::all)]
pub mod msg {
    include!(concat!(env!("OUT_DIR"), "/messages.rs"));
}


/// A seat's name as the engine gives it ("South", "White"…), in the chosen language.
pub fn seat_name(english: &str) -> String {
    msg::seat_name(english.to_ascii_lowercase())
}

/// A message's variable: a number (selects by plural category) or text (selects by value).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Number(f64),
    Text(String),
}

macro_rules! number_args {
    ($($t:ty),*) => { $(impl From<$t> for Arg { fn from(n: $t) -> Arg { Arg::Number(n as f64) } })* };
}
number_args!(i32, u32, i64, u64, usize, u8, u16, f64);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

/// English compiled from `en.ftl` (build.rs): text, a variable, a select on a variable (by
/// value, then plural category; the last part is the default), or a term's or message's parts.
pub enum Piece {
    Text(&'static str),
    Var(usize),
    Select(usize, &'static [(&'static str, &'static [Piece])], &'static [Piece]),
    Nested(&'static [Piece]),
}

/// Message `index` of `msg::IDS`, which has no variables: from the language module when another
/// language is chosen and has it, else `english`.
fn text(index: usize, english: &str) -> String {
    language::foreign(index, &[]).unwrap_or_else(|| english.to_string())
}

/// Message `index` with its variables `args`: from the language module when another language
/// is chosen and has it, else the English `pieces`.
fn fill(index: usize, args: &[(&str, Arg)], pieces: &[Piece]) -> String {
    if let Some(text) = language::foreign(index, args) {
        return text;
    }
    let mut out = String::new();
    write(&mut out, pieces, args);
    out
}

fn write(out: &mut String, pieces: &[Piece], args: &[(&str, Arg)]) {
    for piece in pieces {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Var(i) => match &args[*i].1 {
                // Numbers as written: no grouping, no trailing `.0` (as Fluent writes them).
                Arg::Number(n) => out.push_str(&n.to_string()),
                Arg::Text(s) => out.push_str(s),
            },
            Piece::Select(i, keyed, default) => {
                let arg = &args[*i].1;
                let by_value = keyed.iter().find(|(k, _)| match arg {
                    Arg::Text(s) => k == s,
                    Arg::Number(n) => k.parse::<f64>().is_ok_and(|k| k == *n),
                });
                let by_plural = || match arg {
                    Arg::Number(n) => keyed.iter().find(|(k, _)| *k == language::english_plural(*n)),
                    Arg::Text(_) => None,
                };
                write(out, by_value.or_else(by_plural).map_or(default, |(_, p)| p), args);
            }
            Piece::Nested(p) => write(out, p, args),
        }
    }
}
