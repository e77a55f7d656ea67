//! `conway.LoopyGame`: a loopy partizan game (a stopper such as `over`, a
//! game whose play can alternate for ever, or a sided value `A & B`), with
//! sums, order, outcomes with draws and sides.

use conway::loopy::{notation, sided, LoopyGame, SidedValue};
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::errors::parse_error;
use crate::game::{bool_object, game_from_py, PyGame};

/// Sums whose plain graph has more positions than this are refused
/// (simplifying costs time and memory quadratic in the size).
const MAX_SUM_NODES: usize = 4_000;

/// A loopy game: a game whose play may return to an earlier position
/// (Winning Ways ch. 11; Siegel, *Combinatorial Game Theory*, ch. VI).
///
/// Built from CGSuite's notation (``"{pass|}"``, ``"a{0|{a|*}}"``,
/// ``"on"``, ``"over"``, ``"upon"``, ``"dud"``, ``"tis"``, a sided value
/// ``"over & v"``), a ``Game``, an ``int`` or a ``Fraction``. Stoppers
/// are kept in simplest form and print as CGSuite prints them; values
/// compare by both sides (``dud`` is confused with everything).
///
/// >>> from conway import LoopyGame
/// >>> over = LoopyGame("{0|pass}")
/// >>> over
/// LoopyGame('over')
/// >>> print(over + 1, LoopyGame("on") + LoopyGame("off"))
/// 1over dud
/// >>> over > 0, over < LoopyGame("1/64"), over.is_stopper
/// (True, True, True)
/// >>> LoopyGame("tis").outcome, LoopyGame("tis").sides
/// ('D/L', (LoopyGame('1'), LoopyGame('0')))
/// >>> LoopyGame("over & v")
/// LoopyGame('over & v')
#[pyclass(module = "conway", name = "LoopyGame", frozen)]
#[derive(Clone)]
pub struct PyLoopyGame(Loopy);

/// A game graph, or the sides `A & B` of a game known only by them.
#[derive(Clone)]
enum Loopy {
    Game(LoopyGame),
    Sided(SidedValue),
}

impl Loopy {
    /// Sides that are equal are a stopper.
    fn of_sides(sides: SidedValue) -> Loopy {
        if sides.is_stopper() {
            Loopy::Game(sides.onside().clone())
        } else {
            Loopy::Sided(sides)
        }
    }

    fn sides(&self) -> PyResult<SidedValue> {
        match self {
            Loopy::Game(g) => g
                .sides()
                .map_err(|e| PyValueError::new_err(format!("{g}: {e}"))),
            Loopy::Sided(s) => Ok(s.clone()),
        }
    }

    fn text(&self) -> String {
        match self {
            Loopy::Game(g) => g.to_string(),
            Loopy::Sided(s) => s.to_string(),
        }
    }
}

/// A value given as a `LoopyGame`, a `Game`, an `int`, a `Fraction` or text.
fn loopy_from_py(x: &Bound<'_, PyAny>) -> PyResult<Loopy> {
    if let Ok(g) = x.downcast::<PyLoopyGame>() {
        return Ok(g.get().0.clone());
    }
    if let Ok(s) = x.downcast::<PyString>() {
        let text = &*s.to_cow()?;
        if text.contains('&') {
            let sides = sided::parse(text).map_err(|e| parse_error("loopy game", text, &e))?;
            return Ok(Loopy::of_sides(sides));
        }
        let game = notation::parse(text).map_err(|e| parse_error("loopy game", text, &e))?;
        return Ok(Loopy::Game(game));
    }
    let game = game_from_py(x).map_err(|_| {
        let kind = x.get_type().name().map(|n| n.to_string()).unwrap_or_default();
        PyTypeError::new_err(format!(
            "a loopy game is given as a LoopyGame, a Game, an int, a Fraction or CGSuite notation (str), not {kind}"
        ))
    })?;
    Ok(Loopy::Game(LoopyGame::from_game(game)))
}

/// `loopy_from_py`, but `None` (for `NotImplemented`) when the type is not a game's.
fn other_loopy(x: &Bound<'_, PyAny>) -> PyResult<Option<Loopy>> {
    if x.downcast::<PyLoopyGame>().is_ok()
        || x.downcast::<PyGame>().is_ok()
        || x.downcast::<PyString>().is_ok()
    {
        return loopy_from_py(x).map(Some);
    }
    Ok(loopy_from_py(x).ok())
}

/// `op` applied to `other` read as a loopy game (a short `Game` is one),
/// or `NotImplemented` for another type (a `MisereGame` then refuses).
fn operate(
    other: &Bound<'_, PyAny>,
    op: impl FnOnce(&Loopy) -> PyResult<Loopy>,
) -> PyResult<PyObject> {
    let py = other.py();
    match other_loopy(other)? {
        Some(h) => Ok(PyLoopyGame(op(&h)?).into_pyobject(py)?.into_any().unbind()),
        None => Ok(py.NotImplemented()),
    }
}

fn sum(a: &Loopy, b: &Loopy) -> PyResult<Loopy> {
    if let (Loopy::Game(g), Loopy::Game(h)) = (a, b) {
        let nodes = g.graph().len() * h.graph().len();
        if nodes > MAX_SUM_NODES {
            return Err(PyValueError::new_err(format!(
                "this loopy sum has {nodes} positions, more than the {MAX_SUM_NODES} simplified"
            )));
        }
        return Ok(Loopy::Game(g.clone() + h.clone()));
    }
    let total = a
        .sides()?
        .sum(&b.sides()?)
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(Loopy::of_sides(total))
}

fn negate(a: &Loopy) -> Loopy {
    match a {
        Loopy::Game(g) => Loopy::Game(-g.clone()),
        Loopy::Sided(s) => Loopy::Sided(-s.clone()),
    }
}

/// `(self >= other, self <= other)`, by both sides.
fn order(a: &Loopy, b: &Loopy) -> PyResult<(bool, bool)> {
    let (x, y) = (a.sides()?, b.sides()?);
    Ok((x.ge(&y), y.ge(&x)))
}

#[pymethods]
impl PyLoopyGame {
    #[new]
    #[pyo3(signature = (value = None))]
    fn py_new(value: Option<&Bound<'_, PyAny>>) -> PyResult<PyLoopyGame> {
        match value {
            None => Ok(PyLoopyGame(Loopy::Game(LoopyGame::zero()))),
            Some(v) => loopy_from_py(v).map(PyLoopyGame),
        }
    }

    fn __str__(&self) -> String {
        self.0.text()
    }

    fn __repr__(&self) -> String {
        format!("LoopyGame({:?})", self.0.text()).replace('"', "'")
    }

    /// One hash for all: equal values may have different graphs.
    fn __hash__(&self) -> isize {
        0x0100_b1e5
    }

    /// Pickled as its notation.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((py.get_type::<PyLoopyGame>().into_any(), (self.0.text(),)))
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<PyObject> {
        let py = other.py();
        let h = match other_loopy(other) {
            Ok(Some(h)) => h,
            Err(_) if matches!(op, CompareOp::Eq | CompareOp::Ne) => return Ok(py.NotImplemented()),
            Err(e) => return Err(e),
            Ok(None) => return Ok(py.NotImplemented()),
        };
        let (ge, le) = order(&self.0, &h)?;
        let answer = match op {
            CompareOp::Eq => ge && le,
            CompareOp::Ne => !(ge && le),
            CompareOp::Ge => ge,
            CompareOp::Le => le,
            CompareOp::Gt => ge && !le,
            CompareOp::Lt => le && !ge,
        };
        bool_object(py, answer)
    }

    /// True when ``self`` and ``other`` are incomparable.
    ///
    /// >>> from conway import LoopyGame
    /// >>> LoopyGame("dud").confused_with(0), LoopyGame("over").confused_with(0)
    /// (True, False)
    fn confused_with(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let (ge, le) = order(&self.0, &loopy_from_py(other)?)?;
        Ok(!ge && !le)
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        operate(other, |h| sum(&self.0, h))
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        operate(other, |h| sum(h, &self.0))
    }

    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        operate(other, |h| sum(&self.0, &negate(h)))
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        operate(other, |h| sum(h, &negate(&self.0)))
    }

    fn __neg__(&self) -> PyLoopyGame {
        PyLoopyGame(negate(&self.0))
    }

    fn __pos__(&self) -> PyLoopyGame {
        self.clone()
    }

    /// The outcome with draws: ``"L"``, ``"R"``, ``"N"``, ``"P"``, ``"D"``
    /// (a draw whoever starts), or the two results, Left's start first,
    /// as ``"L/D"`` (Left wins moving first, a draw when Right starts).
    ///
    /// >>> from conway import LoopyGame
    /// >>> [LoopyGame(x).outcome for x in ["on", "over", "dud", "tisn", "over & v"]]
    /// ['L', 'L', 'D', 'R/D', 'D']
    #[getter]
    fn outcome(&self) -> String {
        match &self.0 {
            Loopy::Game(g) => g.outcome().to_string(),
            Loopy::Sided(s) => s.outcome().to_string(),
        }
    }

    /// True when play can never alternate for ever (``on``, ``over``,
    /// short games); ``dud`` and ``tis`` are no stoppers.
    ///
    /// >>> from conway import LoopyGame
    /// >>> LoopyGame("upon").is_stopper, LoopyGame("dud").is_stopper
    /// (True, False)
    #[getter]
    fn is_stopper(&self) -> bool {
        match &self.0 {
            Loopy::Game(g) => g.is_stopper(),
            Loopy::Sided(_) => false,
        }
    }

    /// The onside: infinite play counted as a win for Left (found by
    /// sidling; where it does not settle, the game reduced with the same
    /// onside, which may be no stopper, as for Bach's carousel;
    /// ``ValueError`` when that game is too large to reduce).
    ///
    /// >>> from conway import LoopyGame
    /// >>> print(LoopyGame("tis").onside, LoopyGame("dud").onside)
    /// 1 on
    #[getter]
    fn onside(&self) -> PyResult<PyLoopyGame> {
        Ok(PyLoopyGame(Loopy::Game(self.0.sides()?.onside().clone())))
    }

    /// The offside: infinite play counted as a win for Right.
    ///
    /// >>> from conway import LoopyGame
    /// >>> print(LoopyGame("tis").offside)
    /// 0
    #[getter]
    fn offside(&self) -> PyResult<PyLoopyGame> {
        Ok(PyLoopyGame(Loopy::Game(self.0.sides()?.offside().clone())))
    }

    /// ``(onside, offside)``.
    #[getter]
    fn sides(&self) -> PyResult<(PyLoopyGame, PyLoopyGame)> {
        Ok((self.onside()?, self.offside()?))
    }

    /// The short game, when no cycle can be reached; else ``None``.
    ///
    /// >>> from conway import LoopyGame
    /// >>> LoopyGame("{1|0}").to_game(), LoopyGame("on").to_game()
    /// (Game('{1|0}'), None)
    fn to_game(&self) -> Option<PyGame> {
        match &self.0 {
            Loopy::Game(g) => g.to_game().map(PyGame),
            Loopy::Sided(_) => None,
        }
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyLoopyGame>()
}
