//! The router: the page's assets, the JSON API, and the layers every
//! request passes (body limit, panic catcher). Handlers parse, call the
//! library on the pool and write a conway/1 document.

use crate::failure::Failure;
use crate::pool::{self, Pool};
use crate::sessions::Sessions;
use crate::worksheet::Sheet;
use crate::{assets, board, play, sequence, worksheet, Config};
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, FromRequest, Query, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use conway::control::Budget;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

/// What every handler shares.
pub struct App {
    /// The settings the server was started with.
    pub config: Config,
    /// The workers.
    pub pool: Pool,
    /// The tabs' worksheets.
    pub sheets: Sessions<Sheet>,
    /// The games being played.
    pub games: Sessions<Mutex<conway::play::Session>>,
}

/// The router of a server with `config`.
pub fn router(config: Config) -> Router {
    let budget = Budget {
        positions: None,
        timeout: Some(config.request_timeout),
        memory: config.memory,
    };
    let app = Arc::new(App {
        pool: Pool::new(config.workers, config.queue, budget),
        sheets: Sessions::new(config.sessions, config.idle),
        games: Sessions::new(config.sessions * 4, config.idle),
        config,
    });
    let mut api = Router::new()
        .route("/api/status", get(status))
        .route("/api/cancel", post(cancel))
        .route("/api/progress", get(progress))
        .route("/api/rulesets", get(board::rulesets))
        .route("/api/analyze", post(board::analyze))
        .route("/api/worksheet", post(worksheet::run))
        .route("/api/sequence", post(sequence::run))
        .route("/api/play/new", post(play::start))
        .route("/api/play/load", post(play::load))
        .route("/api/play/save", get(play::save))
        .route("/api/play/{action}", post(play::act));
    if app.config.test_routes {
        api = api
            .route("/api/test/panic", post(panic_in_handler))
            .route("/api/test/panic-worker", post(panic_in_worker));
    }
    let max_body = app.config.max_body;
    api.merge(assets::routes())
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(max_body))
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(panicked))
        .with_state(app)
}

/// A JSON request body: malformed JSON is a 400 naming the line and
/// column, a body over the limit a 413, both as error documents.
pub struct Body<T>(pub T);

impl<T: DeserializeOwned> FromRequest<Arc<App>> for Body<T> {
    type Rejection = Failure;

    async fn from_request(req: Request, state: &Arc<App>) -> Result<Self, Failure> {
        let limit = state.config.max_body;
        let bytes = Bytes::from_request(req, state)
            .await
            .map_err(|e: BytesRejection| match e.status() {
                StatusCode::PAYLOAD_TOO_LARGE => Failure::TooLarge(limit),
                _ => Failure::input("request body", e.body_text()),
            })?;
        serde_json::from_slice(&bytes).map(Body).map_err(|e| {
            let (line, column) = (e.line(), e.column());
            let message = e.to_string();
            let message = message
                .strip_suffix(&format!(" at line {line} column {column}"))
                .unwrap_or(&message);
            Failure::input(
                format!("request body, line {line}, column {column}"),
                message,
            )
        })
    }
}

/// `GET /api/status`: the pool's load and counters, the sessions kept.
async fn status(State(app): State<Arc<App>>) -> Json<Value> {
    let (running, waiting) = app.pool.load();
    let c = app.pool.counters();
    Json(conway::schema::document(json!({
        "workers": app.config.workers,
        "queue": app.config.queue,
        "running": running,
        "waiting": waiting,
        "finished": c.finished.load(Ordering::Relaxed),
        "cancelled": c.cancelled.load(Ordering::Relaxed),
        "refused": c.refused.load(Ordering::Relaxed),
        "panics": c.panics.load(Ordering::Relaxed),
        "worksheets": app.sheets.len(),
        "games": app.games.len(),
        "request_timeout": app.config.request_timeout.as_secs_f64(),
        "idle_minutes": app.config.idle.as_secs() / 60,
        "resident_memory": conway::control::resident_memory(),
    })))
}

/// The job a request named (`POST /api/cancel`, `GET /api/progress`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Cancel {
    job: String,
}

/// `POST /api/cancel`: the Stop button.
async fn cancel(State(app): State<Arc<App>>, Body(c): Body<Cancel>) -> Json<Value> {
    let cancelled = app.pool.cancel(&c.job);
    Json(conway::schema::document(
        json!({ "job": c.job, "cancelled": cancelled }),
    ))
}

/// `GET /api/progress?job=NAME`: how far the computation the page named
/// `job` has gone (positions searched, seconds), while it runs.
async fn progress(State(app): State<Arc<App>>, Query(c): Query<Cancel>) -> Json<Value> {
    let control = app.pool.progress(&c.job);
    Json(conway::schema::document(json!({
        "job": c.job,
        "running": control.is_some(),
        "positions": control.as_ref().map(|c| c.done()),
        "total": control.as_ref().and_then(|c| c.total()),
        "seconds": control.as_ref().map(|c| c.elapsed().as_secs_f64()),
    })))
}

async fn not_found(request: Request) -> Failure {
    Failure::NotFound(format!("{}: no such page or API", request.uri().path()))
}

/// A panic anywhere in a handler: logged, answered 500; the server goes on.
fn panicked(panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let what = pool::panic_message(panic.as_ref());
    eprintln!("conway serve: a request panicked: {what}");
    Failure::Internal(format!(
        "internal error: the request panicked ({what}); the server goes on"
    ))
    .into_response()
}

/// Test route: a panic in the handler itself.
async fn panic_in_handler() -> Json<Value> {
    panic!("injected by /api/test/panic")
}

/// Test route: a panic in a computation on the pool.
async fn panic_in_worker(State(app): State<Arc<App>>) -> Result<Json<Value>, Failure> {
    app.pool
        .run(None, pool::blocking, |_| -> Value {
            panic!("injected by /api/test/panic-worker")
        })
        .await
        .map(Json)
}
