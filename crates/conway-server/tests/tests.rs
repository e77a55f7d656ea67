//! The server's tests: one binary, a module per topic.

mod api;
mod explorer;
mod limits;
mod server;
