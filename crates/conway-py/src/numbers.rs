//! Exact numbers between Rust and Python: `Integer` ↔ `int`,
//! `Dyadic` ↔ `fractions.Fraction` (power-of-two denominators only).

use conway::numeric::{Dyadic, Integer};
use num_bigint::BigInt;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::GILOnceCell;
use pyo3::types::{PyInt, PyString, PyType};

static FRACTION: GILOnceCell<Py<PyType>> = GILOnceCell::new();

/// The class `fractions.Fraction`.
pub fn fraction_type(py: Python<'_>) -> PyResult<&Bound<'_, PyType>> {
    FRACTION.import(py, "fractions", "Fraction")
}

/// An `Integer` as a Python `int`.
pub fn integer_to_py<'py>(py: Python<'py>, n: &Integer) -> PyResult<Bound<'py, PyAny>> {
    match n.to_i64() {
        Some(small) => Ok(small.into_pyobject(py)?.into_any()),
        None => Ok(n.to_bigint().into_pyobject(py)?.into_any()),
    }
}

/// A Python `int` as an `Integer`.
pub fn integer_from_py(n: &Bound<'_, PyAny>) -> PyResult<Integer> {
    if let Ok(small) = n.extract::<i64>() {
        return Ok(Integer::from(small));
    }
    Ok(Integer::from(n.extract::<BigInt>()?))
}

/// A `Dyadic` as a `fractions.Fraction`.
pub fn dyadic_to_fraction<'py>(py: Python<'py>, x: &Dyadic) -> PyResult<Bound<'py, PyAny>> {
    let num = integer_to_py(py, x.numerator())?;
    let den = integer_to_py(py, &Integer::pow2(x.exponent()))?;
    fraction_type(py)?.call1((num, den))
}

/// A number given as an `int`, a `Fraction` with a power-of-two
/// denominator, or a string such as `"3/8"` or `"-1.25"`; `None` if `x` is
/// none of these types. A `Fraction` with another denominator, or a bad
/// string, is a `ValueError`.
pub fn dyadic_from_py(x: &Bound<'_, PyAny>) -> PyResult<Option<Dyadic>> {
    let py = x.py();
    if x.is_instance_of::<PyInt>() {
        return Ok(Some(Dyadic::from(integer_from_py(x)?)));
    }
    if x.is_instance(fraction_type(py)?)? {
        let num = integer_from_py(&x.getattr("numerator")?)?;
        let den: BigInt = x.getattr("denominator")?.extract()?;
        let exp = den.trailing_zeros().unwrap_or(0);
        if den != BigInt::from(1) << exp {
            return Err(PyValueError::new_err(format!(
                "{} is not a dyadic rational: its denominator {den} is not a power of two",
                x.str()?
            )));
        }
        return Ok(Some(Dyadic::new(num, exp)));
    }
    if let Ok(s) = x.downcast::<PyString>() {
        let text = &*s.to_cow()?;
        return text.trim().parse::<Dyadic>().map(Some).map_err(|e| {
            PyValueError::new_err(format!("bad number {}: {e}", conway::error::quoted(text)))
        });
    }
    Ok(None)
}

/// Like [`dyadic_from_py`], but a `TypeError` naming `what` for other types.
pub fn require_dyadic(x: &Bound<'_, PyAny>, what: &str) -> PyResult<Dyadic> {
    dyadic_from_py(x)?.ok_or_else(|| {
        PyTypeError::new_err(format!(
            "{what} must be an int, a Fraction or a string, not {}",
            x.get_type()
                .name()
                .map(|n| n.to_string())
                .unwrap_or_default()
        ))
    })
}
