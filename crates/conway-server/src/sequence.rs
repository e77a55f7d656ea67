//! `POST /api/sequence`: the Grundy sequence of a heap game, its period
//! and the certificate (the document of `conway grundy --json`), for the
//! page's plot.

use crate::app::{App, Body};
use crate::failure::{self, Failure};
use crate::pool;
use axum::extract::State;
use axum::Json;
use conway::control;
use conway::impartial::heap::HeapGame;
use conway::impartial::sequence::SequenceRun;
use serde::Deserialize;
use serde_json::Value;
use std::sync::Arc;

/// The most values asked for (the page plots them all).
pub const MOST_VALUES: usize = 100_000;

/// A sequence to compute.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Asked {
    /// The game: a code (0.77, 4.7) or a name (kayles, subtraction:1,3,4).
    game: String,
    /// The last heap.
    to: usize,
    job: Option<String>,
}

/// `POST /api/sequence`.
pub async fn run(
    State(app): State<Arc<App>>,
    Body(asked): Body<Asked>,
) -> Result<Json<Value>, Failure> {
    let game = HeapGame::parse(&asked.game).map_err(|e| {
        Failure::input(
            format!("game '{}' column {}", asked.game, e.column),
            e.message,
        )
    })?;
    if asked.to > MOST_VALUES {
        return Err(Failure::input(
            "to",
            format!(
                "at most {MOST_VALUES} values are computed here, not {}",
                asked.to
            ),
        ));
    }
    let timeout = app.pool.timeout();
    let doc = app
        .pool
        .run(asked.job.as_deref(), pool::blocking, move |control| {
            let mut run = SequenceRun::new(&game);
            let mut stop = run.extend_to(game.analysis_length(asked.to), control).err();
            if run.is_empty() {
                return failure::stopped(stop.unwrap_or(control::Stop::Interrupted), timeout);
            }
            let report = match control::watch(control, || game.report(run.values(), asked.to)) {
                Ok(report) => report,
                Err(s) => {
                    // The values stand; the periodicity was not found.
                    stop = stop.or(Some(s));
                    let mut values = run.values();
                    values.truncate(asked.to + 1);
                    conway::impartial::periodicity::SequenceReport {
                        checked: values.len(),
                        values,
                        periodicity: None,
                    }
                }
            };
            let mut doc = report.to_json(&game.to_string(), asked.game.trim());
            if let (Some(stop), Some(map)) = (stop, doc.as_object_mut()) {
                failure::mark_stopped(map, stop, timeout);
            }
            doc
        })
        .await?;
    Ok(Json(conway::schema::document(doc)))
}
