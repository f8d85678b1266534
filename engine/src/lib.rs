//! The gboards rules engine: pure Rust, no web dependency.
//!
//! Every game implements [`Game`]. A game in progress is a [`Match`]: options, a seed and the list
//! of actions (chance outcomes included), so replay, undo, records and URLs all share one fold.

pub mod ai;
pub mod error;
pub mod game;
pub mod gyges;
pub mod gipf;
pub mod gype;
pub mod kind;
pub mod options;
pub mod record;
pub mod rng;
pub mod session;
pub mod sort;
pub mod perft;
pub mod player;
pub mod any;
pub mod compact;



pub use error::Error;
pub use game::{Game, Outcome, Status};
pub use kind::GameKind;
pub use session::Match;
