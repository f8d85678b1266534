//! Turning clicks, drags and keys into actions. Input logic is pure: it asks the engine for
//! legal continuations and never decides legality itself.

pub mod gipf;
pub mod gyges;
pub mod gype;
