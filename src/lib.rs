//! The gboards web app.
