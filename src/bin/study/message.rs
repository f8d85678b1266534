//! The messages between the study module's two halves: the page side (`page`) and the solver
//! in its module worker (`solver`). Both are this crate, so both read and write these types.

use crate::event::Event;
use serde::{Deserialize, Serialize};

/// From the page to the solver.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// One command line of `session::Study::command`.
    Command(String),
}

/// From the solver to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The solver listens: commands queued before now can be sent.
    Ready,
    /// The answer to one command.
    Events(Vec<Event>),
}
