//! The work of one task of a `conway.census` sweep, for the pure-Python
//! module `conway.census` that schedules the tasks on Dask workers: each
//! function computes in the library and returns a row (a dict) or columns
//! of rows, plus what the next task needs to go on (a checkpoint, a part
//! of a region database). They are `conway._conway._census_*`, not part
//! of the package's public names.

use std::collections::HashMap;

use conway::control::Stop;
use conway::impartial::checkpoint::Checkpoint;
use conway::impartial::heap::HeapGame;
use conway::impartial::sequence::SequenceRun;
use conway::impartial::value_file::ValueSummary;
use conway::misere::{self, NoQuotient, QuotientLimits};
use conway::rulesets::region_database::{part_values, RegionDatabase, RegionGame};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

use crate::errors::parse_error;
use crate::limits::{self, Limits};

fn heap_game(code: &str) -> PyResult<HeapGame> {
    HeapGame::parse(code).map_err(|e| parse_error("heap game", code, &e))
}

/// Ctrl-C (`interrupted`) is the caller's to raise; a timeout or a
/// position budget is a task's normal end, reported in its row.
fn stop_reason(stop: Stop) -> Option<&'static str> {
    match stop {
        Stop::Interrupted => None,
        other => Some(limits::reason(other)),
    }
}

/// The Grundy sequence of `code` pushed until its period is certified or
/// `G(0..=to)` are known, resumed from `checkpoint` (bytes of
/// `conway.grundy`'s checkpoint format) and stopped after `timeout`
/// seconds. Returns the row and, unless the code is finished, the
/// checkpoint to go on from.
#[pyfunction]
#[pyo3(signature = (code, to, *, checkpoint = None, timeout = None))]
fn _census_sequence<'py>(
    py: Python<'py>,
    code: &str,
    to: usize,
    checkpoint: Option<&[u8]>,
    timeout: Option<f64>,
) -> PyResult<(Bound<'py, PyDict>, Option<Bound<'py, PyBytes>>)> {
    let game = heap_game(code)?;
    let mut run = match checkpoint {
        None => SequenceRun::new(&game),
        Some(bytes) => Checkpoint::decode(bytes)
            .and_then(|c| c.resume(&game))
            .map_err(|e| PyValueError::new_err(format!("checkpoint of {game}: {e}")))?,
    };
    let run_ref = &mut run;
    let finished = limits::run(py, Limits::new(None, timeout)?, move |control| {
        Ok(run_ref.extend_until_certified(to, control))
    })?;
    let stopped = match finished.result {
        Ok(Ok(())) => None,
        Ok(Err(stop)) | Err(stop) => match stop_reason(stop) {
            Some(reason) => Some(reason),
            None => {
                return Err(pyo3::exceptions::PyKeyboardInterrupt::new_err(
                    "interrupted",
                ))
            }
        },
    };
    let values = run.values();
    let mut summary = ValueSummary::default();
    values.iter().for_each(|&v| summary.note(v));
    let periodicity = if values.is_empty() {
        None
    } else {
        game.periodicity(&values)
    };
    let certified = periodicity
        .as_ref()
        .is_some_and(|p| p.certificate.is_some());
    let done = stopped.is_none();
    let row = PyDict::new(py);
    row.set_item("game", game.to_string())?;
    row.set_item("computed", values.len())?;
    row.set_item("finished", done)?;
    row.set_item("stopped_by", stopped)?;
    row.set_item("certified", certified)?;
    row.set_item("period", periodicity.as_ref().map(|p| p.period))?;
    row.set_item("preperiod", periodicity.as_ref().map(|p| p.preperiod))?;
    row.set_item("saltus", periodicity.as_ref().map(|p| p.saltus))?;
    row.set_item("largest", summary.largest)?;
    row.set_item("largest_at", summary.largest_at)?;
    let rare = run.rare_positions();
    row.set_item("rare_mask", rare.map(|r| r.mask))?;
    row.set_item("rare", rare.map(|r| r.count))?;
    row.set_item(
        "common",
        rare.map(|r| values.len().saturating_sub(1 + r.count)),
    )?;
    let saved = (!done).then(|| PyBytes::new(py, &Checkpoint::of(&run).encode()));
    Ok((row, saved))
}

/// The misère quotient of `code` for heaps up to `heaps`, summarised as a
/// row: whether a finite quotient was found (`status`), its size, its
/// P-portion's size, its generators and the heap that gave the last one
/// (after which the quotient did not change up to `heaps`).
#[pyfunction]
#[pyo3(signature = (code, heaps, *, max_size = 2048, timeout = None))]
fn _census_quotient<'py>(
    py: Python<'py>,
    code: &str,
    heaps: usize,
    max_size: usize,
    timeout: Option<f64>,
) -> PyResult<Bound<'py, PyDict>> {
    let game = heap_game(code)?;
    let bounds = QuotientLimits {
        max_size,
        ..QuotientLimits::default()
    };
    let finished = limits::run(py, Limits::new(None, timeout)?, |control| {
        misere::quotient(&game, heaps, &bounds, control)
    })?;
    let row = PyDict::new(py);
    row.set_item("game", game.to_string())?;
    row.set_item("heaps", heaps)?;
    let none: Option<usize> = None;
    for key in [
        "size",
        "p_portion",
        "generators",
        "last_generator_heap",
        "failed_at",
    ] {
        row.set_item(key, none)?;
    }
    let status = match finished.result {
        Err(stop) => match stop_reason(stop) {
            Some(reason) => reason,
            None => {
                return Err(pyo3::exceptions::PyKeyboardInterrupt::new_err(
                    "interrupted",
                ))
            }
        },
        Ok(Ok(q)) => {
            row.set_item("size", q.size())?;
            row.set_item("p_portion", q.p_portion.iter().filter(|&&p| p).count())?;
            row.set_item("generators", q.generators.len())?;
            row.set_item("last_generator_heap", q.generator_heaps.last().copied())?;
            "finite"
        }
        Ok(Err(why)) => {
            let (status, heap) = match why {
                NoQuotient::TooLarge { heap, .. } => ("too_large", heap),
                NoQuotient::Unchecked { heap, .. } => ("unchecked", heap),
                NoQuotient::Refuted { heap } => ("refuted", heap),
            };
            row.set_item("failed_at", heap)?;
            status
        }
    };
    row.set_item("status", status)?;
    Ok(row)
}

/// The regions of `cells` cells in part `part` of `parts` of the game's
/// endgame database, valued by the process's shared solver: the rows as
/// columns (`board`, `cells`, `value`, `temperature`, `mean`, and `nim`
/// for Cram), and the part as a region database file's bytes.
#[pyfunction]
#[pyo3(signature = (game, cells, part, parts, *, timeout = None))]
fn _census_regions<'py>(
    py: Python<'py>,
    game: &str,
    cells: usize,
    part: usize,
    parts: usize,
    timeout: Option<f64>,
) -> PyResult<(Bound<'py, PyDict>, Bound<'py, PyBytes>)> {
    let region_game = RegionGame::from_name(game).ok_or_else(|| {
        PyValueError::new_err(format!(
            "no region database for {game:?}: domineering or cram"
        ))
    })?;
    if part >= parts {
        return Err(PyValueError::new_err(format!(
            "part {part} of {parts}: parts are numbered from 0"
        )));
    }
    let rows = limits::run(py, Limits::new(None, timeout)?, |control| {
        part_values(region_game, cells, part, parts, control)
    })?
    .or_stopped(py, || py.None())?;
    let columns = PyDict::new(py);
    let boards: Vec<String> = rows.iter().map(|r| r.board.to_string()).collect();
    columns.set_item("board", boards)?;
    columns.set_item("cells", vec![cells; rows.len()])?;
    // Values repeat: each distinct one printed once.
    let mut printed: HashMap<conway::value::Game, String> = HashMap::new();
    let values: Vec<String> = rows
        .iter()
        .map(|r| {
            printed
                .entry(r.value)
                .or_insert_with(|| r.value.to_string())
                .clone()
        })
        .collect();
    columns.set_item("value", values)?;
    if region_game == RegionGame::Cram {
        let nim: Vec<Option<u64>> = rows
            .iter()
            .map(|r| r.value.as_nimber().map(|n| n.0))
            .collect();
        columns.set_item("nim", nim)?;
    }
    let text = |x: &conway::numeric::Dyadic| x.to_string();
    columns.set_item(
        "temperature",
        rows.iter()
            .map(|r| text(&r.temperature))
            .collect::<Vec<_>>(),
    )?;
    columns.set_item(
        "mean",
        rows.iter().map(|r| text(&r.mean)).collect::<Vec<_>>(),
    )?;
    let db =
        RegionDatabase::from_records(region_game, rows.into_iter().map(|r| (r.board, r.value)))
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
    let mut bytes = Vec::new();
    db.write(&mut bytes)
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok((columns, PyBytes::new(py, &bytes)))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(_census_sequence, m)?)?;
    m.add_function(wrap_pyfunction!(_census_quotient, m)?)?;
    m.add_function(wrap_pyfunction!(_census_regions, m)?)?;
    Ok(())
}
