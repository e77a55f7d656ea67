//! How a request fails: an HTTP status and a conway/1 error document
//! (`docs/schema/concepts/error.json`) whose `error` is the one-line
//! message the command line would print for the same input.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use conway::control::Stop;
use serde_json::json;
use std::fmt::Display;
use std::time::Duration;

/// Why a request got no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// Bad input (400): `place: message`, as the command line says it.
    Input(String),
    /// The body is over the size limit (413).
    TooLarge(usize),
    /// Every worker is busy and the queue is full (503).
    Busy(usize),
    /// Nothing here (404).
    NotFound(String),
    /// A panic or a lost worker (500): the server goes on.
    Internal(String),
}

impl Failure {
    /// Bad input at `place` (an argument, a field, the body).
    pub fn input(place: impl Display, message: impl Display) -> Failure {
        Failure::Input(one_line(&format!("{place}: {message}")))
    }

    fn status(&self) -> StatusCode {
        match self {
            Failure::Input(_) => StatusCode::BAD_REQUEST,
            Failure::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Failure::Busy(_) => StatusCode::SERVICE_UNAVAILABLE,
            Failure::NotFound(_) => StatusCode::NOT_FOUND,
            Failure::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The one-line message.
    pub fn message(&self) -> String {
        match self {
            Failure::Input(m) | Failure::Internal(m) | Failure::NotFound(m) => m.clone(),
            Failure::TooLarge(limit) => {
                format!("request body: larger than the limit of {limit} bytes")
            }
            Failure::Busy(queued) => format!(
                "the server is busy: every worker is computing and {queued} requests are waiting; try again shortly"
            ),
        }
    }
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        let body = conway::schema::document(json!({ "error": self.message() }));
        (self.status(), Json(body)).into_response()
    }
}

/// A message on one line, whatever it quotes.
fn one_line(message: &str) -> String {
    message.replace('\r', "\\r").replace('\n', "\\n")
}

/// What a stop says in a document: the `stopped` reason and the message
/// (`docs/schema/concepts/stopped.json`).
pub fn stopped(stop: Stop, timeout: Duration) -> serde_json::Value {
    let (reason, why) = match stop {
        Stop::Positions(n) => (
            "max-positions",
            format!("reached the limit of {n} positions"),
        ),
        Stop::Timeout(_) => (
            "timeout",
            format!(
                "reached the time limit of {} s (--request-timeout)",
                timeout.as_secs_f64()
            ),
        ),
        Stop::Interrupted => (
            "interrupted",
            "interrupted (the Stop button, or the page was closed)".to_string(),
        ),
        Stop::Memory(n) => (
            "max-memory",
            format!("reached the memory limit of {} MiB", n >> 20),
        ),
    };
    json!({ "complete": false, "stopped": reason, "error": why })
}

/// Marks a document's fields as stopped: adds [`stopped`]'s keys to them.
pub fn mark_stopped(
    fields: &mut serde_json::Map<String, serde_json::Value>,
    stop: Stop,
    timeout: Duration,
) {
    if let serde_json::Value::Object(said) = stopped(stop, timeout) {
        fields.extend(said);
    }
}
