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
    msg::seat_name(&english.to_ascii_lowercase())
}

/// A message's variable: a whole number (selects by plural category) or text (selects by
/// value). A fraction is passed as text, written by the caller: whole numbers keep the page
/// free of float formatting and parsing, some 25 KB of the first load.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Arg<'a> {
    Number(i64),
    Text(&'a str),
}

macro_rules! number_args {
    ($($t:ty),*) => { $(impl From<$t> for Arg<'_> { fn from(n: $t) -> Self { Arg::Number(n as i64) } })* };
}
number_args!(i32, u32, i64, u64, usize, u8, u16);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(s)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(s)
    }
}

/// Message `index` of `msg::IDS`, which has no variables: from the language module when another
/// language is chosen and has it, else `english`.
fn text(index: usize, english: &str) -> String {
    language::foreign(index, &[]).unwrap_or_else(|| english.to_string())
}

/// Message `index` with its variables `args`: from the language module when another language
/// is chosen and has it, else English from `template` (build.rs writes it: text, and marks for
/// a variable and for a select on one, by value, then by plural category).
fn fill(index: usize, args: &[Arg], template: &str) -> String {
    if let Some(text) = language::foreign(index, args) {
        return text;
    }
    let mut out = String::new();
    write(&mut out, &mut template.chars(), args);
    out
}

/// Writes the template up to its end or the end of the variant or select it is in.
fn write(out: &mut String, template: &mut std::str::Chars, args: &[Arg]) {
    let arg = |c: Option<char>| c.and_then(|c| c.to_digit(10)).and_then(|i| args.get(i as usize));
    while let Some(c) = template.next() {
        match c {
            '\u{1}' => match arg(template.next()) {
                // Numbers as written: no grouping (as Fluent writes them).
                Some(Arg::Number(n)) => out.push_str(&n.to_string()),
                Some(Arg::Text(s)) => out.push_str(s),
                None => {}
            },
            '\u{2}' => {
                let selector = arg(template.next());
                select(out, template, selector, args)
            }
            '\u{4}' | '\u{5}' => return,
            c => out.push(c),
        }
    }
}

/// A select: the first variant whose key is `selector`'s value, else the one for its plural
/// category, else the default, written; the rest skipped.
fn select(out: &mut String, template: &mut std::str::Chars, selector: Option<&Arg>, args: &[Arg]) {
    let (mut by_value, mut by_plural) = (None, None);
    loop {
        let rest = template.as_str();
        // A key is plain text up to its mark; anything else is the default's template.
        let Some(key_end) = rest.find('\u{3}').filter(|k| rest[..*k].chars().all(|c| c > '\u{5}')) else { break };
        let key = &rest[..key_end];
        let body = &rest[key_end + 1..];
        match selector {
            Some(Arg::Text(s)) if by_value.is_none() && key == *s => by_value = Some(body),
            Some(Arg::Number(n)) if by_value.is_none() && key.parse::<i64>() == Ok(*n) => by_value = Some(body),
            Some(Arg::Number(n)) if by_plural.is_none() && key == language::english_plural(*n) => by_plural = Some(body),
            _ => {}
        }
        *template = body.chars();
        skip(template);
    }
    match by_value.or(by_plural) {
        Some(body) => {
            write(out, &mut body.chars(), args);
            skip(template);
        }
        None => write(out, template, args),
    }
}

/// Skips to the end of the variant or select the template is in (nested selects included).
fn skip(template: &mut std::str::Chars) {
    let mut depth = 0;
    for c in template.by_ref() {
        match c {
            '\u{2}' => depth += 1,
            '\u{5}' if depth > 0 => depth -= 1,
            '\u{4}' | '\u{5}' if depth == 0 => return,
            _ => {}
        }
    }
}
