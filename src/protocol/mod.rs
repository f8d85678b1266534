//! What the page and its lazily loaded modules say to each other, defined once for both sides:
//! each module's file is also the module's own (`#[path]`), so both sides read one type.

pub mod live;
