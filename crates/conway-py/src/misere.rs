//! `conway.MisereGame` (impartial games under misère play, in misère
//! simplest form, CGSuite's `*[2,0]` notation) and `conway.quotient` (the
//! misère quotient of a heap game, as `conway.Quotient`).

use conway::control::Control;
use conway::impartial::heap::HeapGame;
use conway::misere::{self, generator_name, MisereGame, Quotient, QuotientLimits, MAX_NIM_HEAP};
use pyo3::basic::CompareOp;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::arguments::{self, Count};
use crate::errors::parse_error;
use crate::game::{bool_object, PyGame};
use crate::limits::{self, bounded, Limits};
use crate::loopy::PyLoopyGame;

/// An impartial game under misère play (the last player to move loses),
/// in its misère simplest form (Conway, *On Numbers and Games* ch. 12;
/// *Winning Ways* ch. 13): equal games are one value, so ``==`` and
/// ``hash`` are exact.
///
/// Built from CGSuite's notation (``"*[2]"`` the nim heap, ``"*[2#]"`` the
/// game whose only option is ``*2``, ``"*[[2],2,1,0]"`` a game by its
/// options, ``"*[[2]]"`` the game ``{*2}`` as CGSuite reads it, a sum
/// ``"*[2] + *[2]"``, or CGSuite's printed form such as ``"*[2#0]"``), an
/// ``int`` (the nim heap) or another ``MisereGame``;
/// ``MisereGame.from_options`` builds one from options. Printed as CGSuite
/// prints it (``*[2[2]]`` is ``*2 + *2``).
///
/// >>> from conway import MisereGame
/// >>> two = MisereGame(2)
/// >>> two + two
/// MisereGame('*[2[2]]')
/// >>> MisereGame(1) + MisereGame(1) == MisereGame(0)
/// True
/// >>> g = MisereGame("*[2] + *[2]")
/// >>> g.outcome, g.misere_nim_value, g.genus, g.birthday
/// ('P', 0, '0^0', 4)
/// >>> MisereGame.from_options([0, 2])
/// MisereGame('*[1]')
#[pyclass(module = "conway", name = "MisereGame", frozen)]
#[derive(Clone, Copy)]
pub struct PyMisereGame(pub MisereGame);

/// A value given as a `MisereGame`, an `int` (a nim heap) or notation.
fn misere_from_py(x: &Bound<'_, PyAny>) -> PyResult<MisereGame> {
    if let Ok(g) = x.downcast::<PyMisereGame>() {
        return Ok(g.get().0);
    }
    if let Ok(s) = x.downcast::<PyString>() {
        let text = &*s.to_cow()?;
        let py = x.py();
        let owned = text.to_string();
        return bounded(py, move || misere::parse_sum(&owned))?
            .map_err(|e| parse_error("misère game", text, &e));
    }
    if x.is_instance_of::<pyo3::types::PyBool>() {
        return Err(not_misere(x));
    }
    if let Ok(n) = x.extract::<u64>() {
        if n > u64::from(MAX_NIM_HEAP) {
            return Err(PyValueError::new_err(format!(
                "nim heaps up to {MAX_NIM_HEAP} are supported, not {n}"
            )));
        }
        return Ok(MisereGame::nim_heap(n as u32));
    }
    Err(not_misere(x))
}

fn not_misere(x: &Bound<'_, PyAny>) -> PyErr {
    let kind = x
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_default();
    PyTypeError::new_err(format!(
        "a misère game is given as a MisereGame, an int (a nim heap) or CGSuite's notation such as '*[2,0]' (str), not {kind}"
    ))
}

/// True for the normal-play values `Game` and `LoopyGame`, which a misère
/// game is never added to nor ordered against.
fn is_normal_play(x: &Bound<'_, PyAny>) -> bool {
    x.downcast::<PyGame>().is_ok() || x.downcast::<PyLoopyGame>().is_ok()
}

/// The `TypeError` of an operator between a misère game and the
/// normal-play value `other` (either order), naming both types.
fn mixed_play(other: &Bound<'_, PyAny>, op: &str) -> PyErr {
    let kind = other
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_default();
    PyTypeError::new_err(format!(
        "unsupported operand types for {op}: 'MisereGame' and '{kind}': a misère game \
         (the last player to move loses) and a normal-play game (the last player to move \
         wins) are values of different games"
    ))
}

fn op_symbol(op: CompareOp) -> &'static str {
    match op {
        CompareOp::Lt => "<",
        CompareOp::Le => "<=",
        CompareOp::Gt => ">",
        CompareOp::Ge => ">=",
        CompareOp::Eq => "==",
        CompareOp::Ne => "!=",
    }
}

/// `misere_from_py`, but `None` (for `NotImplemented`) when the type is not one.
fn other_misere(x: &Bound<'_, PyAny>) -> PyResult<Option<MisereGame>> {
    if x.downcast::<PyMisereGame>().is_ok() || x.downcast::<PyString>().is_ok() {
        return misere_from_py(x).map(Some);
    }
    Ok(misere_from_py(x).ok())
}

#[pymethods]
impl PyMisereGame {
    #[new]
    #[pyo3(signature = (value = None))]
    fn py_new(value: Option<&Bound<'_, PyAny>>) -> PyResult<PyMisereGame> {
        match value {
            None => Ok(PyMisereGame(MisereGame::ZERO)),
            Some(v) => misere_from_py(v).map(PyMisereGame),
        }
    }

    /// The simplest form of the game with these options (each a
    /// ``MisereGame``, an ``int`` or notation).
    ///
    /// >>> from conway import MisereGame
    /// >>> MisereGame.from_options([2])
    /// MisereGame('*[2#]')
    #[staticmethod]
    fn from_options(options: &Bound<'_, PyAny>) -> PyResult<PyMisereGame> {
        let py = options.py();
        let games = options
            .try_iter()?
            .map(|o| misere_from_py(&o?))
            .collect::<PyResult<Vec<_>>>()?;
        bounded(py, move || {
            PyMisereGame(MisereGame::from_options(games.clone()))
        })
    }

    fn __str__(&self) -> String {
        self.0.to_string()
    }

    fn __repr__(&self) -> String {
        format!("MisereGame('{}')", self.0)
    }

    /// The notation, for notebooks that show text.
    fn _repr_pretty_(&self, printer: &Bound<'_, PyAny>, _cycle: bool) -> PyResult<()> {
        printer.call_method1("text", (self.__repr__(),))?;
        Ok(())
    }

    fn __hash__(&self) -> isize {
        // Equal games are one handle, and the handle's hash is fixed.
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.0.hash(&mut hasher);
        hasher.finish() as isize
    }

    /// Pickled as its notation, which reads back to the same game in any process.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((
            py.get_type::<PyMisereGame>().into_any(),
            (self.0.to_string(),),
        ))
    }

    /// ``==`` and ``!=`` only: two impartial misère games are equal or not.
    /// ``==`` and ``!=`` only (misère games are not ordered here); a
    /// normal-play ``Game`` or ``LoopyGame`` is never equal to a misère
    /// game, and ordering one against it is a ``TypeError``.
    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<PyObject> {
        let py = other.py();
        let eq = matches!(op, CompareOp::Eq | CompareOp::Ne);
        if !eq && is_normal_play(other) {
            return Err(mixed_play(other, op_symbol(op)));
        }
        let h = match (eq, other_misere(other)) {
            (true, Ok(Some(h))) => h,
            _ => return Ok(py.NotImplemented()),
        };
        bool_object(py, (self.0 == h) == matches!(op, CompareOp::Eq))
    }

    fn __add__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        let py = other.py();
        if is_normal_play(other) {
            return Err(mixed_play(other, "+"));
        }
        let Some(h) = other_misere(other)? else {
            return Ok(py.NotImplemented());
        };
        let g = self.0;
        let sum = bounded(py, move || PyMisereGame(g + h))?;
        Ok(sum.into_pyobject(py)?.into_any().unbind())
    }

    fn __radd__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.__add__(other)
    }

    /// Misère games are not subtracted (misère play has no negatives);
    /// against a normal-play value this says why the two do not mix.
    fn __sub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        match is_normal_play(other) {
            true => Err(mixed_play(other, "-")),
            false => Ok(other.py().NotImplemented()),
        }
    }

    fn __rsub__(&self, other: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        self.__sub__(other)
    }

    /// The options of the simplest form.
    ///
    /// >>> from conway import MisereGame
    /// >>> sorted(str(o) for o in MisereGame("*[3,2]").options)
    /// ['*[2]', '*[3]']
    #[getter]
    fn options(&self) -> Vec<PyMisereGame> {
        self.0.options().iter().map(|&o| PyMisereGame(o)).collect()
    }

    /// The misère outcome: ``"N"`` (the player to move wins) or ``"P"``.
    ///
    /// >>> from conway import MisereGame
    /// >>> MisereGame(0).outcome, MisereGame(1).outcome
    /// ('N', 'P')
    #[getter]
    fn outcome(&self) -> &'static str {
        self.0.outcome().as_str()
    }

    /// The misère nim value ``G-``: 1 for 0, else the mex of the options'
    /// values; 0 exactly for misère P-positions.
    #[getter]
    fn misere_nim_value(&self) -> u32 {
        self.0.misere_grundy()
    }

    /// The normal-play nim value ``G+``.
    #[getter]
    fn nim_value(&self) -> u32 {
        self.0.normal_grundy()
    }

    /// The genus ``g^γ0γ1…`` as CGSuite prints it: ``"2"`` for the heap
    /// ``*2``, one superscript digit ``G+^G-`` for a tame or restive game.
    ///
    /// >>> from conway import MisereGame
    /// >>> MisereGame(0).genus, MisereGame(2).genus, MisereGame("*[2] + *[2]").genus
    /// ('0', '2', '0^0')
    #[getter]
    fn genus(&self) -> String {
        self.0.genus().to_string()
    }

    /// The genus with every superscript written, nim heaps included
    /// (Winning Ways ch. 13 writes ``0^120`` for 0 and ``1^031`` for ``*``).
    ///
    /// >>> from conway import MisereGame
    /// >>> MisereGame(0).extended_genus, MisereGame(1).extended_genus
    /// ('0^120', '1^031')
    #[getter]
    fn extended_genus(&self) -> String {
        self.0.genus().extended()
    }

    /// The birthday: the height of the simplest form's game tree.
    #[getter]
    fn birthday(&self) -> u32 {
        self.0.birthday()
    }

    /// ``n`` when the game is the nim heap ``*n``, else ``None``.
    #[getter]
    fn nim_heap(&self) -> Option<u32> {
        self.0.as_nim_heap()
    }

    /// True when the game and every follower have tame genus (Winning Ways
    /// ch. 13): it plays in sums like a misère Nim position.
    ///
    /// >>> from conway import MisereGame
    /// >>> MisereGame("*[2] + *[3]").is_tame
    /// True
    #[getter]
    fn is_tame(&self) -> bool {
        self.0.is_tame()
    }

    /// True when every option is tame and ``G+ ≤ 1 < G-`` (Winning Ways ch. 13).
    ///
    /// >>> from conway import MisereGame
    /// >>> MisereGame("*[[[3,2],3,2],1]").is_restive
    /// True
    #[getter]
    fn is_restive(&self) -> bool {
        self.0.is_restive()
    }

    /// True when every option is tame and ``G- ≤ 1 < G+`` (Winning Ways ch. 13).
    ///
    /// >>> from conway import MisereGame
    /// >>> MisereGame("*[[[3,2],3,2],0]").is_restless
    /// True
    #[getter]
    fn is_restless(&self) -> bool {
        self.0.is_restless()
    }

    /// The mate: ``*`` for 0, else the game whose options are the options'
    /// mates (Winning Ways ch. 13).
    ///
    /// >>> from conway import MisereGame
    /// >>> MisereGame(0).mate(), MisereGame(2).mate()
    /// (MisereGame('*[1]'), MisereGame('*[2]'))
    fn mate(&self, py: Python<'_>) -> PyResult<PyMisereGame> {
        let g = self.0;
        bounded(py, move || PyMisereGame(g.mate()))
    }
}

/// The misère quotient of a heap game restricted to heaps up to ``heaps``
/// (Plambeck, INTEGERS 5 (2005); Plambeck and Siegel, JCTA 115 (2008)):
/// what ``conway.quotient`` returns.
///
/// >>> import conway
/// >>> q = conway.quotient("nim", heaps=2)
/// >>> q.size, q.generators, q.relations[0]
/// (6, ['a', 'b'], 'a^2 = 1')
/// >>> sorted(q.p_portion)
/// ['a', 'b^2']
/// >>> q.pretending
/// ['1', 'a', 'b']
/// >>> q.outcome([2, 2]), q.outcome([1, 2, 2])
/// ('P', 'N')
#[pyclass(module = "conway", name = "Quotient", frozen)]
pub struct PyQuotient {
    game: String,
    quotient: Quotient,
}

#[pymethods]
impl PyQuotient {
    /// The heap game, as its code.
    #[getter]
    fn game(&self) -> &str {
        &self.game
    }

    /// The largest heap covered.
    #[getter]
    fn heaps(&self) -> usize {
        self.quotient.heaps()
    }

    /// The number of elements.
    #[getter]
    fn size(&self) -> usize {
        self.quotient.size()
    }

    /// The generators' names, ``a``, ``b``, …, in order of their heaps.
    #[getter]
    fn generators(&self) -> Vec<String> {
        (0..self.quotient.generators.len())
            .map(generator_name)
            .collect()
    }

    /// The heap whose image each generator is.
    #[getter]
    fn generator_heaps(&self) -> Vec<usize> {
        self.quotient.generator_heaps.clone()
    }

    /// The defining relations of the presentation, as words: a minimal
    /// set (none follows from the others), simplest first.
    ///
    /// >>> import conway
    /// >>> conway.quotient("nim", heaps=2).relations
    /// ['a^2 = 1', 'b^3 = b']
    #[getter]
    fn relations(&self) -> Vec<String> {
        self.quotient.relations()
    }

    /// The presentation, generators and relations, as one string.
    ///
    /// >>> import conway
    /// >>> conway.quotient("0.75", heaps=12).presentation
    /// '<a, b, c | a^2 = 1, bc = ab, c^2 = b^2>'
    #[getter]
    fn presentation(&self) -> String {
        self.quotient.presentation()
    }

    /// Every element, as a shortest word in the generators (``1`` the identity).
    #[getter]
    fn elements(&self) -> Vec<String> {
        (0..self.quotient.size())
            .map(|x| self.quotient.word(x))
            .collect()
    }

    /// The elements of the P-portion (the sums that are misère
    /// P-positions), as words.
    #[getter]
    fn p_portion(&self) -> Vec<String> {
        (0..self.quotient.size())
            .filter(|&x| self.quotient.p_portion[x])
            .map(|x| self.quotient.word(x))
            .collect()
    }

    /// The pretending function: ``pretending[h]`` is the element (a word)
    /// a heap of ``h`` is, for ``h`` from 0 to ``heaps``.
    #[getter]
    fn pretending(&self) -> Vec<String> {
        self.quotient
            .heap_element
            .iter()
            .map(|&x| self.quotient.word(x))
            .collect()
    }

    /// The element (a word) of the sum of these heaps.
    fn element(&self, heaps: Vec<Count>) -> PyResult<String> {
        let heaps: Vec<usize> = arguments::all(heaps, "heaps")?;
        let x = self
            .quotient
            .element(&heaps)
            .ok_or_else(|| self.beyond(&heaps))?;
        Ok(self.quotient.word(x))
    }

    /// The misère outcome of the sum of these heaps, ``"N"`` or ``"P"``,
    /// read off the quotient (fast for sums of many heaps).
    ///
    /// >>> import conway
    /// >>> conway.quotient("0.77", heaps=6).outcome([1] * 100001)
    /// 'P'
    fn outcome(&self, heaps: Vec<Count>) -> PyResult<&'static str> {
        let heaps: Vec<usize> = arguments::all(heaps, "heaps")?;
        match self.quotient.first_player_wins(&heaps) {
            Some(true) => Ok("N"),
            Some(false) => Ok("P"),
            None => Err(self.beyond(&heaps)),
        }
    }

    fn __repr__(&self) -> String {
        format!(
            "<Quotient of {} for heaps up to {}: {} elements>",
            self.game,
            self.quotient.heaps(),
            self.quotient.size()
        )
    }
}

impl PyQuotient {
    fn beyond(&self, heaps: &[usize]) -> PyErr {
        let n = self.quotient.heaps();
        let big = heaps.iter().copied().max().unwrap_or(0);
        PyValueError::new_err(format!(
            "heap {big} is beyond the heaps up to {n} this quotient covers"
        ))
    }
}

/// The misère quotient of the heap game ``code`` (a take-and-break code
/// such as ``"0.77"``, ``"kayles"``, ``"nim"``, ``"subtraction:1,2"``, as
/// ``conway grundy`` reads it) restricted to heaps up to ``heaps``, built
/// heap by heap and checked exactly. ``ValueError`` when no finite
/// quotient is found within ``max_size`` elements (the quotient may be
/// infinite); ``conway.Stopped`` at ``max_positions=``/``timeout=``.
///
/// >>> import conway
/// >>> q = conway.quotient("0.75", heaps=10)
/// >>> q.size, len(q.p_portion)
/// (8, 2)
#[pyfunction]
#[pyo3(signature = (code, heaps, *, max_size = Count::of(2048), max_positions = None, timeout = None))]
pub fn quotient(
    py: Python<'_>,
    code: &str,
    heaps: Count,
    max_size: Count,
    max_positions: Option<Count>,
    timeout: Option<f64>,
) -> PyResult<PyQuotient> {
    let (heaps, max_size): (usize, usize) = (heaps.get("heaps")?, max_size.get("max_size")?);
    let game = HeapGame::parse(code).map_err(|e| parse_error("heap game", code, &e))?;
    let bounds = QuotientLimits {
        max_size,
        ..QuotientLimits::default()
    };
    let limits = Limits::new(max_positions, timeout)?;
    let found = limits::run(py, limits, |control: &Control| {
        misere::quotient(&game, heaps, &bounds, control)
    })?
    .or_stopped(py, || py.None())?;
    let quotient = found
        .map_err(|why| PyValueError::new_err(format!("game {game}, heaps up to {heaps}: {why}")))?;
    Ok(PyQuotient {
        game: game.to_string(),
        quotient,
    })
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyMisereGame>()?;
    m.add_class::<PyQuotient>()?;
    m.add_function(wrap_pyfunction!(quotient, m)?)
}
