//! The page: plain HTML, CSS and JavaScript, embedded in the binary (no
//! build step, nothing read from disk).

use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use std::sync::Arc;

const INDEX: &str = include_str!("../assets/index.html");
const SCRIPT: &str = include_str!("../assets/app.js");
const STYLE: &str = include_str!("../assets/style.css");

/// The routes of the page's files.
pub fn routes() -> Router<Arc<crate::app::App>> {
    Router::new()
        .route("/", get(|| file("text/html; charset=utf-8", INDEX)))
        .route(
            "/app.js",
            get(|| file("text/javascript; charset=utf-8", SCRIPT)),
        )
        .route("/style.css", get(|| file("text/css; charset=utf-8", STYLE)))
}

async fn file(kind: &'static str, text: &'static str) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, kind)], text)
}
