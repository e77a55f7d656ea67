//! Arguments that count or size something (`n`, `heaps=`, `to=`,
//! `max_positions=`, `table_size=`, ...): taken as Python ints of any size
//! and sign and checked here, so a negative or too large one is a
//! `ValueError` naming the argument (pyo3's own conversion to an unsigned
//! type raises a bare `OverflowError`).

use num_bigint::BigInt;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// A whole number given for a count or a size, not yet checked. Anything
/// but an int is pyo3's `TypeError` naming the argument.
#[derive(Clone)]
pub struct Count(BigInt);

impl<'py> FromPyObject<'py> for Count {
    fn extract_bound(ob: &Bound<'py, PyAny>) -> PyResult<Self> {
        ob.extract::<BigInt>().map(Count)
    }
}

impl Count {
    /// `n`, as a default.
    pub fn of(n: u64) -> Count {
        Count(BigInt::from(n))
    }

    /// The count as a `T` (`u64`, `usize`, `u32`), or a `ValueError` naming
    /// the argument `name` when it is negative or larger than `T` holds.
    pub fn get<T: TryFrom<u64>>(&self, name: &str) -> PyResult<T> {
        let n = &self.0;
        if n.sign() == num_bigint::Sign::Minus {
            return Err(PyValueError::new_err(format!(
                "{name} must be 0 or more, not {n}"
            )));
        }
        u64::try_from(n)
            .ok()
            .and_then(|n| T::try_from(n).ok())
            .ok_or_else(|| PyValueError::new_err(format!("{name} = {n} is too large")))
    }
}

/// An optional count checked as [`Count::get`] does.
pub fn optional<T: TryFrom<u64>>(count: Option<Count>, name: &str) -> PyResult<Option<T>> {
    count.map(|c| c.get(name)).transpose()
}

/// A list of counts checked as [`Count::get`] does; `name` is the list's.
pub fn all<T: TryFrom<u64>>(counts: Vec<Count>, name: &str) -> PyResult<Vec<T>> {
    counts.iter().map(|c| c.get(name)).collect()
}
