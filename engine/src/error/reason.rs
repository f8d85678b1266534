//! Why an input was refused: a reason of one area (a game's rules and notation, option lists,
//! records, limits, study, analysis, live play), or a reason about a piece of text, or an
//! error inside another.

use super::{clip, Analysis, Error, Gipf, Gyges, Gype, Limit, Live, Record, Setting, Study};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Reason {
    Gyges(Gyges),
    Gype(Gype),
    Gipf(Gipf),
    Setting(Setting),
    Record(Record),
    Limit(Limit),
    Study(Study),
    Analysis(Analysis),
    Live(Live),
    /// `'{text}': {why}`: what is wrong with a piece of text (clipped).
    Quoted { text: String, why: Box<Reason> },
    /// `'{text}': {error}`: an action or item refused with an error of its own kind.
    Refused { text: String, error: Box<Error> },
    /// An error inside another: a record's option line that is a bad option, say.
    Inner(Box<Error>),
    /// Words of the command-line tools and the engine protocol (`bin/`, `ugi/`, perft counts
    /// beyond one depth, `tune`), in English: the web app cannot reach them (it calls none of
    /// `perft_unique`, `turn_outcomes`, `ugi` or the binaries), so no page shows them.
    Console(String),
}

impl Reason {
    /// `why` about `text`, clipped.
    pub fn quoted(text: &str, why: impl Into<Reason>) -> Reason {
        Reason::Quoted { text: clip(text), why: Box::new(why.into()) }
    }

    /// `error` about the action or item `text`, clipped.
    pub fn refused(text: &str, error: Error) -> Reason {
        Reason::Refused { text: clip(text), error: Box::new(error) }
    }

    pub fn inner(error: Error) -> Reason {
        Reason::Inner(Box::new(error))
    }
}

macro_rules! areas {
    ($($area:ident),*) => {
        $(impl From<$area> for Reason {
            fn from(why: $area) -> Reason {
                Reason::$area(why)
            }
        })*
    };
}
areas!(Gyges, Gype, Gipf, Setting, Record, Limit, Study, Analysis, Live);

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Gyges(r) => r.fmt(f),
            Reason::Gype(r) => r.fmt(f),
            Reason::Gipf(r) => r.fmt(f),
            Reason::Setting(r) => r.fmt(f),
            Reason::Record(r) => r.fmt(f),
            Reason::Limit(r) => r.fmt(f),
            Reason::Study(r) => r.fmt(f),
            Reason::Analysis(r) => r.fmt(f),
            Reason::Live(r) => r.fmt(f),
            Reason::Quoted { text, why } => write!(f, "'{text}': {why}"),
            Reason::Refused { text, error } => write!(f, "'{text}': {error}"),
            Reason::Inner(e) => e.fmt(f),
            Reason::Console(words) => f.write_str(words),
        }
    }
}
