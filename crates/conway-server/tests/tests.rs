//! The server's tests: one binary, a module per topic.

mod api;
mod limits;
mod server;
