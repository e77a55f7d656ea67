//! Exceptions: `conway.Stopped`, and bad input as `ValueError` naming the place.

use conway::error::ParseError;
use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;

pyo3::create_exception!(
    conway,
    Stopped,
    PyException,
    "A search or operation stopped by a limit (`max_positions=`, `timeout=`, or \
     `with conway.limits(...)`) before it finished.\n\n\
     Attributes: `reason` (`\"max_positions\"` or `\"timeout\"`), `positions` (the work \
     done, in positions), `seconds` (the time taken) and `partial` (what was computed \
     before the stop, or None)."
);

/// A `ValueError` for bad text: names the column (and the line when the
/// text has several) and quotes the input.
pub fn parse_error(what: &str, text: &str, e: &ParseError) -> PyErr {
    let place = if text.contains('\n') {
        format!("line {}, column {}", e.line, e.column)
    } else {
        format!("column {}", e.column)
    };
    PyValueError::new_err(format!(
        "bad {what} {}: {place}: {}",
        conway::error::quoted(text),
        e.message
    ))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("Stopped", m.py().get_type::<Stopped>())
}
