//! `POST /api/sequence`: the Grundy sequence of a heap game, its period
//! and the certificate (the document of `conway grundy --json`), or under
//! misère play (`"misere": true`) its misère Grundy values, genera and
//! apparent period (`conway grundy --misere --json`'s), for the page's
//! plot.

use crate::app::{App, Body};
use crate::failure::{self, Failure};
use crate::pool;
use axum::extract::State;
use axum::Json;
use conway::control;
use conway::control::Control;
use conway::impartial::heap::HeapGame;
use conway::impartial::sequence::SequenceRun;
use conway::misere::{quotient, quotient_json, MisereSequence, QuotientLimits};
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
    /// Misère play: the misère Grundy values and genera.
    #[serde(default)]
    misere: bool,
    job: Option<String>,
}

/// The most heaps valued under misère play (each heap's misère form is
/// built from all its options' sums).
pub const MOST_MISERE: usize = 2_000;

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
    at_most(asked.to, MOST_VALUES, "values")?;
    let timeout = app.pool.timeout();
    if asked.misere {
        return misere(&app, game, asked).await;
    }
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

/// The misère sequence of `game` up to `asked.to`; a stop keeps the heaps
/// valued before it.
async fn misere(app: &App, game: HeapGame, asked: Asked) -> Result<Json<Value>, Failure> {
    at_most(asked.to, MOST_MISERE, "misère values")?;
    let timeout = app.pool.timeout();
    let title = game.title(&asked.game);
    let doc = app
        .pool
        .run(asked.job.as_deref(), pool::blocking, move |control| {
            control.set_total(asked.to as u64 + 1);
            let mut sequence = MisereSequence::new(game);
            let mut stop = sequence.extend_to(asked.to, control).err();
            let mut doc = sequence.to_json(&title);
            let Some(map) = doc.as_object_mut() else {
                return doc;
            };
            if stop.is_none() {
                match misere_quotient(&sequence, asked.to, control) {
                    Ok(q) => {
                        map.insert("quotient".into(), q);
                    }
                    Err(s) => stop = Some(s),
                }
            }
            if let Some(stop) = stop {
                failure::mark_stopped(map, stop, timeout);
            }
            doc
        })
        .await?;
    Ok(Json(conway::schema::document(doc)))
}

/// The largest heap of the misère quotient shown beside a sequence.
pub const QUOTIENT_HEAPS: usize = 64;

/// Positions the quotient may take here (`conway quotient` goes further).
pub const QUOTIENT_BUDGET: u64 = 500_000;

/// The misère quotient of the sequence's game for heaps up to `to` (at
/// most [`QUOTIENT_HEAPS`]), within [`QUOTIENT_BUDGET`] positions and 512
/// elements; `null` when it is not found within them.
fn misere_quotient(
    sequence: &MisereSequence<HeapGame>,
    to: usize,
    control: &Control,
) -> Result<Value, control::Stop> {
    let heaps = to.min(QUOTIENT_HEAPS);
    let limits = QuotientLimits {
        max_size: 512,
        ..QuotientLimits::default()
    };
    let game = sequence.rule();
    match quotient(game, heaps, &limits, &control.part(QUOTIENT_BUDGET)) {
        Ok(found) => control::watch(control, || quotient_json(&game.to_string(), heaps, &found)),
        Err(control::Stop::Positions(_)) => Ok(Value::Null),
        Err(stop) => Err(stop),
    }
}

/// Refuses a request for more than `most` heaps' `what` (the `to` field).
fn at_most(to: usize, most: usize, what: &str) -> Result<(), Failure> {
    if to > most {
        return Err(Failure::input(
            "to",
            format!("at most {most} {what} are computed here, not {to}"),
        ));
    }
    Ok(())
}
