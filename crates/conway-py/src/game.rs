//! `conway.Game`: a canonical short game, with its algebra and analyses.

use conway::numeric::{Dyadic, Integer};
use conway::value::{notation, Game, Outcome};
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};

use crate::arguments::Count;
use crate::errors::parse_error;
use crate::limits::bounded;
use crate::numbers::{dyadic_from_py, dyadic_to_fraction, integer_to_py, require_dyadic};

/// A short combinatorial game in canonical form.
///
/// Built from CGSuite's notation, an ``int``, a ``Fraction`` with a
/// power-of-two denominator, or another ``Game``; ``str`` prints what
/// CGSuite prints. Values compare by the game order, which is partial:
/// ``g < h``, ``g > h`` and ``g == h`` are all false when ``g`` and ``h``
/// are confused (``g.confused_with(h)``).
///
/// >>> from conway import Game
/// >>> g = Game("{3||2*|1*}")
/// >>> g
/// Game('{3||2*|1*}')
/// >>> print(Game("{1|-1}") + Game("{1|-1}"))
/// 0
/// >>> Game("^") > 0, Game("*") > 0, Game("*").confused_with(0)
/// (True, False, True)
/// >>> from fractions import Fraction
/// >>> print(Game(Fraction(3, 8)) + 1)
/// 11/8
///
/// Every operation obeys ``with conway.limits(...)`` and Ctrl-C: see
/// ``conway.limits``.
#[pyclass(module = "conway", name = "Game", frozen)]
#[derive(Clone, Copy)]
pub struct PyGame(pub Game);

/// A value given as a `Game`, an `int`, a `Fraction` or notation text.
pub fn game_from_py(x: &Bound<'_, PyAny>) -> PyResult<Game> {
    if let Ok(g) = x.downcast::<PyGame>() {
        return Ok(g.get().0);
    }
    if let Ok(s) = x.downcast::<PyString>() {
        let text = &*s.to_cow()?;
        return bounded(x.py(), || notation::parse(text))?
            .map_err(|e| parse_error("game", text, &e));
    }
    match dyadic_from_py(x)? {
        Some(d) => Ok(Game::dyadic(d)),
        None => Err(PyTypeError::new_err(format!(
            "a game is given as a Game, an int, a Fraction or CGSuite notation (str), not {}",
            x.get_type().name()?
        ))),
    }
}

/// `game_from_py`, but `None` (for `NotImplemented`) when the type is not a game's.
fn other_game(x: &Bound<'_, PyAny>) -> PyResult<Option<Game>> {
    if x.downcast::<PyGame>().is_ok() || x.downcast::<PyString>().is_ok() {
        return game_from_py(x).map(Some);
    }
    Ok(dyadic_from_py(x)?.map(Game::dyadic))
}

/// `op` applied to `other` read as a game, or `NotImplemented` when
/// `other` is of a type a game is not made from (a `LoopyGame`, which
/// then adds the short game to itself; a `MisereGame`, which refuses).
fn operate(
    other: &Bound<'_, PyAny>,
    op: impl Fn(Game) -> Game + Send + Sync,
) -> PyResult<PyObject> {
    let py = other.py();
    match other_game(other)? {
        Some(h) => {
            let value = bounded(py, || PyGame(op(h)))?;
            Ok(value.into_pyobject(py)?.into_any().unbind())
        }
        None => Ok(py.NotImplemented()),
    }
}

fn games_from_py(xs: &Bound<'_, PyAny>) -> PyResult<Vec<Game>> {
    xs.try_iter()?.map(|x| game_from_py(&x?)).collect()
}

fn tuple_of<'py>(py: Python<'py>, games: &[Game]) -> PyResult<Bound<'py, PyTuple>> {
    PyTuple::new(py, games.iter().map(|&g| PyGame(g)))
}

pub(crate) fn bool_object(py: Python<'_>, b: bool) -> PyResult<PyObject> {
    Ok(b.into_pyobject(py)?.to_owned().into_any().unbind())
}

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(signature = (value = None))]
    fn py_new(value: Option<&Bound<'_, PyAny>>) -> PyResult<PyGame> {
        value.map_or(Ok(Game::ZERO), game_from_py).map(PyGame)
    }

    /// The game ``{left | right}`` from its options (games, ints,
    /// Fractions or notation), in canonical form.
    ///
    /// >>> from conway import Game
    /// >>> print(Game.from_options([0], [0]))
    /// *
    /// >>> print(Game.from_options([3], ["{2*|1*}"]))
    /// {3||2*|1*}
    #[staticmethod]
    fn from_options(left: &Bound<'_, PyAny>, right: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let py = left.py();
        let (left, right) = (games_from_py(left)?, games_from_py(right)?);
        bounded(py, || PyGame(Game::new(&left, &right)))
    }

    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        let g = self.0;
        bounded(py, || notation::print(g))
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let text = self.__str__(py)?;
        Ok(format!("Game({:?})", text).replace('"', "'"))
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        // Equal values are one handle; numbers hash as the int/Fraction they equal.
        match self.0.as_number() {
            Some(x) => dyadic_to_fraction(py, x)?.hash(),
            None => Ok(self.0.id() as isize ^ 0x5bd1_e995),
        }
    }

    /// Pickled as its notation, which reads back to the same value in any process.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((py.get_type::<PyGame>().into_any(), (self.__str__(py)?,)))
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<PyObject> {
        let py = other.py();
        let h = match other_game(other) {
            Ok(Some(h)) => h,
            // `g == "text"` or `g == Fraction(1, 3)`: not equal, not an error.
            Err(_) if matches!(op, CompareOp::Eq | CompareOp::Ne) => return Ok(py.NotImplemented()),
            Err(e) => return Err(e),
            Ok(None) => return Ok(py.NotImplemented()),
        };
        let g = self.0;
        let answer = match op {
            // Equal values are one handle: no work to bound.
            CompareOp::Eq => return bool_object(py, g == h),
            CompareOp::Ne => return bool_object(py, g != h),
            _ => bounded(py, || match op {
                CompareOp::Le => g.leq(h),
                CompareOp::Ge => h.leq(g),
                CompareOp::Lt => g != h && g.leq(h),
                CompareOp::Gt => g != h && h.leq(g),
                CompareOp::Eq | CompareOp::Ne => unreachable!("answered above"),
            })?,
        };
        bool_object(py, answer)
    }

    /// True when ``self`` and ``other`` are incomparable (``G || H``):
    /// the first player wins their difference.
    ///
    /// >>> from conway import Game, star
    /// >>> star().confused_with(0), Game("{1|-1}").confused_with(Game("1/2"))
    /// (True, True)
    fn confused_with(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let (g, h) = (self.0, game_from_py(other)?);
        bounded(other.py(), || g.is_confused_with(h))
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        let g = self.0;
        operate(other, move |h| g + h)
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        let g = self.0;
        operate(other, move |h| h + g)
    }

    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        let g = self.0;
        operate(other, move |h| g - h)
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        let g = self.0;
        operate(other, move |h| h - g)
    }

    fn __neg__(&self, py: Python<'_>) -> PyResult<PyGame> {
        let g = self.0;
        bounded(py, || PyGame(-g))
    }

    fn __pos__(&self) -> PyGame {
        *self
    }

    /// The outcome class: ``"L"`` (Left wins), ``"R"``, ``"N"`` (the first
    /// player wins) or ``"P"`` (the second player wins).
    ///
    /// >>> from conway import Game
    /// >>> [Game(x).outcome for x in ["1", "-1", "*", "0", "^", "{1|-1}"]]
    /// ['L', 'R', 'N', 'P', 'L', 'N']
    #[getter]
    fn outcome(&self, py: Python<'_>) -> PyResult<&'static str> {
        let g = self.0;
        bounded(py, || g.outcome().as_str())
    }

    /// Left's stop (the number reached when Left moves first and both
    /// play to the end of hot play), as a ``Fraction``.
    ///
    /// >>> from conway import Game
    /// >>> Game("{3||2*|1*}").left_stop
    /// Fraction(3, 1)
    #[getter]
    fn left_stop<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let g = self.0;
        dyadic_to_fraction(py, &bounded(py, || g.left_stop())?)
    }

    /// Right's stop, as a ``Fraction``.
    ///
    /// >>> from conway import Game
    /// >>> Game("{3||2*|1*}").right_stop
    /// Fraction(2, 1)
    #[getter]
    fn right_stop<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let g = self.0;
        dyadic_to_fraction(py, &bounded(py, || g.right_stop())?)
    }

    /// The pair ``(left_stop, right_stop)``.
    ///
    /// >>> from conway import Game
    /// >>> Game("{5|1}").stops
    /// (Fraction(5, 1), Fraction(1, 1))
    #[getter]
    fn stops<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
        Ok((self.left_stop(py)?, self.right_stop(py)?))
    }

    /// The mean value (exact, a ``Fraction``).
    ///
    /// >>> from conway import Game
    /// >>> Game("{3|-1}").mean, Game("{3||2*|1*}").mean
    /// (Fraction(1, 1), Fraction(9, 4))
    #[getter]
    fn mean<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let g = self.0;
        dyadic_to_fraction(py, &bounded(py, || g.mean())?)
    }

    /// The temperature (exact, a ``Fraction``; negative for numbers that
    /// are not integers, ``-1`` for integers, as CGSuite).
    ///
    /// >>> from conway import Game
    /// >>> Game("{3|-1}").temperature, Game("1/4").temperature
    /// (Fraction(2, 1), Fraction(-1, 4))
    #[getter]
    fn temperature<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let g = self.0;
        dyadic_to_fraction(py, &bounded(py, || g.temperature())?)
    }

    /// The birthday: the height of the canonical game tree.
    ///
    /// >>> from conway import Game
    /// >>> Game("^").birthday, Game("7/4").birthday
    /// (2, 4)
    #[getter]
    fn birthday<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let g = self.0;
        integer_to_py(py, &bounded(py, || g.birthday())?)
    }

    /// Left options of the canonical form, as a tuple of games.
    ///
    /// >>> from conway import Game
    /// >>> Game("{3||2*|1*}").left_options
    /// (Game('3'),)
    #[getter]
    fn left_options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple_of(py, &self.0.left_options())
    }

    /// Right options of the canonical form, as a tuple of games.
    ///
    /// >>> from conway import Game
    /// >>> Game("{3||2*|1*}").right_options
    /// (Game('{2*|1*}'),)
    #[getter]
    fn right_options<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        tuple_of(py, &self.0.right_options())
    }

    /// True when the value is a number.
    #[getter]
    fn is_number(&self) -> bool {
        self.0.is_number()
    }

    /// True when the value is an integer.
    #[getter]
    fn is_integer(&self) -> bool {
        self.0.is_integer()
    }

    /// True when the value is a nimber ``*n`` (``0`` included).
    #[getter]
    fn is_nimber(&self) -> bool {
        self.0.as_nimber().is_some()
    }

    /// True when the value is infinitesimal (between every pair of
    /// negative and positive numbers, and not 0-sized numbers).
    ///
    /// >>> from conway import Game
    /// >>> Game("^").is_infinitesimal, Game("1/64").is_infinitesimal
    /// (True, False)
    #[getter]
    fn is_infinitesimal(&self, py: Python<'_>) -> PyResult<bool> {
        let g = self.0;
        bounded(py, || g.is_infinitesimal())
    }

    /// True when the value is all-small (every subposition with options
    /// for one player has options for both).
    #[getter]
    fn is_all_small(&self, py: Python<'_>) -> PyResult<bool> {
        let g = self.0;
        bounded(py, || g.is_all_small())
    }

    /// The nim value ``n`` of a nimber ``*n``.
    ///
    /// >>> from conway import star
    /// >>> int((star(3) + star(5)).nim_value)
    /// 6
    #[getter]
    fn nim_value(&self) -> PyResult<u64> {
        self.0
            .as_nimber()
            .map(|n| n.0)
            .ok_or_else(|| PyValueError::new_err(format!("{} is not a nimber", self.0)))
    }

    /// The atomic weight of an atomic infinitesimal (CGSuite's
    /// ``AtomicWeight``); ``ValueError`` when it has none.
    ///
    /// >>> from conway import Game
    /// >>> print(Game("^").atomic_weight(), Game("^^*").atomic_weight())
    /// 1 2
    fn atomic_weight(&self, py: Python<'_>) -> PyResult<PyGame> {
        let g = self.0;
        bounded(py, || g.atomic_weight().map(PyGame))?.ok_or_else(|| {
            PyValueError::new_err(format!(
                "{} has no atomic weight (it is not an atomic infinitesimal)",
                self.0
            ))
        })
    }

    /// The reduced canonical form (infinitesimals reduced away).
    ///
    /// >>> from conway import Game
    /// >>> print(Game("{1|^}").reduced(), Game("{0|^}").reduced())
    /// {1|0} 0
    fn reduced(&self, py: Python<'_>) -> PyResult<PyGame> {
        let g = self.0;
        bounded(py, || PyGame(g.reduced()))
    }

    /// The game cooled by ``t`` (a number: int, Fraction or string; ``t > -1``).
    ///
    /// >>> from conway import Game
    /// >>> g = Game("{3|-1}")
    /// >>> print(g.cool(1), g.cool(2), g.cool(5))
    /// {2|0} 1* 1
    fn cool(&self, py: Python<'_>, t: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let t = require_dyadic(t, "the temperature t")?;
        let g = self.0;
        bounded(py, || g.cool(&t).map(PyGame))?.ok_or_else(|| {
            PyValueError::new_err(format!("cooling is defined for t > -1, not t = {t}"))
        })
    }

    /// The game heated by ``t`` (any game): ``∫^t G``.
    ///
    /// >>> from conway import star
    /// >>> print(star().heat(1))
    /// +-1
    fn heat(&self, py: Python<'_>, t: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let (g, t) = (self.0, game_from_py(t)?);
        bounded(py, || PyGame(g.heat(t)))
    }

    /// The game overheated from ``s`` to ``t``: ``∫_s^t G`` (Berlekamp's
    /// operator as CGSuite computes it).
    ///
    /// >>> from conway import Game
    /// >>> print(Game("1/2").overheat(1, 1))
    /// {1|0}
    fn overheat(
        &self,
        py: Python<'_>,
        s: &Bound<'_, PyAny>,
        t: &Bound<'_, PyAny>,
    ) -> PyResult<PyGame> {
        let (g, s, t) = (self.0, game_from_py(s)?, game_from_py(t)?);
        bounded(py, || PyGame(g.overheat(s, t)))
    }

    /// The ordinal sum ``G : H`` (``H`` played on top of ``G``).
    ///
    /// >>> from conway import Game
    /// >>> print(Game(1).ordinal_sum(-1))
    /// 1/2
    fn ordinal_sum(&self, h: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let (g, h2) = (self.0, game_from_py(h)?);
        bounded(h.py(), || PyGame(g.ordinal_sum(h2)))
    }

    /// The conjunctive sum (a move is made in every component).
    ///
    /// >>> from conway import star
    /// >>> print(star().conjunctive_sum(star()))
    /// *
    fn conjunctive_sum(&self, h: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let (g, h2) = (self.0, game_from_py(h)?);
        bounded(h.py(), || PyGame(g.conjunctive_sum(h2)))
    }

    /// The selective sum (a move is made in any non-empty set of components).
    ///
    /// >>> from conway import star
    /// >>> print(star().selective_sum(star()))
    /// *2
    fn selective_sum(&self, h: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let (g, h2) = (self.0, game_from_py(h)?);
        bounded(h.py(), || PyGame(g.selective_sum(h2)))
    }

    /// The Norton product ``G.U`` (``G`` an integer or a game with
    /// options; ``U`` positive).
    ///
    /// >>> from conway import Game
    /// >>> print(Game(3).norton_product("^"))
    /// ^3
    fn norton_product(&self, unit: &Bound<'_, PyAny>) -> PyResult<PyGame> {
        let py = unit.py();
        let (g, unit) = (self.0, game_from_py(unit)?);
        // Positive: Left wins whoever starts.
        if bounded(py, || unit.outcome() != Outcome::L)? {
            return Err(PyValueError::new_err(format!(
                "the unit of a Norton product must be positive, not {unit}"
            )));
        }
        bounded(py, || PyGame(g.norton_product(unit)))
    }

    /// Left's incentives ``G^L - G``, as a tuple.
    ///
    /// >>> from conway import Game
    /// >>> Game("{3|-1}").left_incentives
    /// (Game('{4|0}'),)
    #[getter]
    fn left_incentives<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let g = self.0;
        tuple_of(py, &bounded(py, || g.left_incentives())?)
    }

    /// Right's incentives ``G - G^R``, as a tuple.
    #[getter]
    fn right_incentives<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let g = self.0;
        tuple_of(py, &bounded(py, || g.right_incentives())?)
    }

    /// The thermograph (a ``conway.Thermograph``), drawn in notebooks.
    ///
    /// >>> from conway import Game
    /// >>> Game("{3||2*|1*}").thermograph()
    /// <conway.Thermograph of {3||2*|1*}: temperature 3/4, mean 9/4>
    fn thermograph(&self, py: Python<'_>) -> PyResult<crate::thermograph::PyThermograph> {
        crate::thermograph::of(py, self.0)
    }

    /// An integer value as an ``int`` (``ValueError`` for other values).
    ///
    /// >>> from conway import Game
    /// >>> int(Game("{2|}")), int(Game(-7))
    /// (3, -7)
    fn __int__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match self.0.as_number().and_then(Dyadic::to_integer) {
            Some(n) => integer_to_py(py, n),
            None => Err(PyValueError::new_err(format!(
                "{} is not an integer",
                self.0
            ))),
        }
    }

    /// A number as an exact ``Fraction`` (``ValueError`` for other values).
    ///
    /// >>> from conway import Game
    /// >>> Game("{0|1/2}").to_fraction()
    /// Fraction(1, 4)
    #[pyo3(name = "to_fraction")]
    fn as_fraction<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match self.0.as_number() {
            Some(x) => dyadic_to_fraction(py, x),
            None => Err(PyValueError::new_err(format!("{} is not a number", self.0))),
        }
    }
}

/// The nimber ``*n``.
///
/// >>> from conway import star
/// >>> print(star(), star(0), star(3) + star(5))
/// * 0 *6
#[pyfunction]
#[pyo3(signature = (n = Count::of(1)))]
fn star(n: Count) -> PyResult<PyGame> {
    Ok(PyGame(Game::nimber(n.get("n")?)))
}

/// ``n`` times up (``↑``, written ``^``); negative ``n`` gives down.
///
/// >>> from conway import up
/// >>> print(up(), up(2), up(-1), up(3))
/// ^ ^^ v ^3
#[pyfunction]
#[pyo3(signature = (n = None))]
fn up(py: Python<'_>, n: Option<&Bound<'_, PyAny>>) -> PyResult<PyGame> {
    let n = n.map_or(Ok(Integer::from(1)), crate::numbers::integer_from_py)?;
    bounded(py, || PyGame(Game::up(n.clone())))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyGame>()?;
    m.add_function(wrap_pyfunction!(star, m)?)?;
    m.add_function(wrap_pyfunction!(up, m)?)?;
    Ok(())
}
