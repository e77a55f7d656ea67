//! The Python package `conway`: the conway engine through pyo3.
//!
//! This file is only the registry of the native module `conway._conway`;
//! each concept lives in its own module and registers its classes and
//! functions here. The pure-Python package `python/conway` re-exports them
//! (and adds what is easier in Python: plots, NumPy arrays).

use pyo3::prelude::*;

mod arguments;
mod census;
mod errors;
mod game;
mod graphs;
mod grid;
mod limits;
mod loopy;
mod misere;
mod numbers;
mod outcome_search;
mod region_database;
mod rulesets;
mod sequences;
mod session;
mod thermograph;
mod transfinite;
mod user_games;

/// The native module, imported as `conway._conway`.
#[pymodule]
fn _conway(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // The package's version is the workspace's (pyproject reads it too).
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    census::register(m)?;
    errors::register(m)?;
    game::register(m)?;
    graphs::register(m)?;
    grid::register(m)?;
    limits::register(m)?;
    outcome_search::register(m)?;
    loopy::register(m)?;
    misere::register(m)?;
    region_database::register(m)?;
    rulesets::register(m)?;
    sequences::register(m)?;
    session::register(m)?;
    thermograph::register(m)?;
    transfinite::register(m)?;
    user_games::register(m)?;
    Ok(())
}
