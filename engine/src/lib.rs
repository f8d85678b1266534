//! The gboards rules engine: pure Rust, no web dependency.
//!
//! Every game implements [`Game`]. A game in progress is a [`Match`]: options, a seed and the list
//! of actions (chance outcomes included), so replay, undo, records and URLs all share one fold.

// Layers, each using only those above it in this list (tests/module_graph.rs checks there is
// no cycle): leaves; the `Game` trait; the games; the list of games and perft; records and
// matches; the computer; the Gygès engine protocol; a match of any game for the app; live play
// between devices.
pub mod clock;
pub mod error;
pub mod compact;
pub mod options;
pub mod player;
pub mod rng;

pub mod game;

pub mod gipf;
pub mod gyges;
pub mod gype;

pub mod kind;
pub mod perft;
pub mod puzzle;
pub mod lesson;
pub mod rating;

pub mod record;
pub mod tree;
pub mod session;

pub mod ai;
pub mod review;
pub mod editor;
pub mod ugi;

pub mod any;

pub mod live;

pub use error::Error;
pub use game::{Game, Outcome, Status};
pub use kind::GameKind;
pub use session::Match;
