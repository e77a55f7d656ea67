//! `Game.thermograph()`: a `conway.Thermograph` with exact walls, drawn as
//! SVG in notebooks by the library's drawing (the one `conway thermograph
//! --svg` uses).

use std::sync::Arc;

use conway::numeric::Dyadic;
use conway::picture::thermograph::{breakpoints, svg};
use conway::value::{Game, Thermograph, Trajectory};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;

use crate::game::PyGame;
use crate::numbers::{dyadic_to_fraction, require_dyadic};

/// The thermograph of a game: its left and right walls (piecewise linear,
/// with exact breakpoints), temperature and mean. Shows itself as a
/// picture in a notebook (``_repr_svg_``).
///
/// >>> from conway import Game
/// >>> th = Game("{3|-1}").thermograph()
/// >>> th.temperature, th.mean
/// (Fraction(2, 1), Fraction(1, 1))
/// >>> th.left_wall
/// [(Fraction(-1, 1), Fraction(4, 1)), (Fraction(2, 1), Fraction(1, 1))]
/// >>> th.left_value(1), th.right_value(1)
/// (Fraction(2, 1), Fraction(0, 1))
/// >>> th.svg().startswith("<svg")
/// True
#[pyclass(module = "conway", name = "Thermograph", frozen)]
pub struct PyThermograph {
    game: Game,
    thermograph: Arc<Thermograph>,
}

fn wall<'py>(py: Python<'py>, wall: &Trajectory) -> PyResult<Bound<'py, PyList>> {
    let list = PyList::empty(py);
    for (t, v) in breakpoints(wall) {
        list.append((dyadic_to_fraction(py, &t)?, dyadic_to_fraction(py, &v)?))?;
    }
    Ok(list)
}

#[pymethods]
impl PyThermograph {
    /// The game it is the thermograph of.
    #[getter]
    fn game(&self) -> PyGame {
        PyGame(self.game)
    }

    /// The temperature: where the walls meet the mast.
    #[getter]
    fn temperature<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        dyadic_to_fraction(py, self.thermograph.temperature())
    }

    /// The mean: the value of the mast.
    #[getter]
    fn mean<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        dyadic_to_fraction(py, self.thermograph.mast())
    }

    /// The left wall as breakpoints ``(t, value)`` from ``t = -1`` up:
    /// straight between them, vertical (the mast) above the last.
    #[getter]
    fn left_wall<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        wall(py, self.thermograph.left_wall())
    }

    /// The right wall as breakpoints ``(t, value)``.
    #[getter]
    fn right_wall<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        wall(py, self.thermograph.right_wall())
    }

    /// The value of the left wall at temperature ``t`` (exact; ``t >= -1``).
    fn left_value<'py>(&self, t: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        self.value_at(t, self.thermograph.left_wall())
    }

    /// The value of the right wall at temperature ``t`` (exact; ``t >= -1``).
    fn right_value<'py>(&self, t: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        self.value_at(t, self.thermograph.right_wall())
    }

    /// The picture as SVG text (``ValueError`` when the values are too
    /// large to place on a page).
    fn svg(&self) -> PyResult<String> {
        svg(self.game, &self.thermograph).map_err(|e| PyValueError::new_err(e.to_string()))
    }

    fn _repr_svg_(&self) -> Option<String> {
        self.svg().ok()
    }

    fn __repr__(&self) -> String {
        format!(
            "<conway.Thermograph of {}: temperature {}, mean {}>",
            self.game,
            self.thermograph.temperature(),
            self.thermograph.mast()
        )
    }
}

impl PyThermograph {
    fn value_at<'py>(
        &self,
        t: &Bound<'py, PyAny>,
        wall: &Trajectory,
    ) -> PyResult<Bound<'py, PyAny>> {
        let at = require_dyadic(t, "t")?;
        if at < Dyadic::from(-1) {
            return Err(PyValueError::new_err(format!(
                "the walls are drawn from t = -1 up, not t = {at}"
            )));
        }
        dyadic_to_fraction(t.py(), &wall.value_at(&at))
    }
}

/// The thermograph of `g`, for `Game.thermograph()`.
pub fn of(py: Python<'_>, g: Game) -> PyResult<PyThermograph> {
    Ok(PyThermograph {
        game: g,
        thermograph: crate::limits::bounded(py, || g.thermograph())?,
    })
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyThermograph>()
}
