//! Games people define in Python: `conway.grundy_value`,
//! `conway.canonical_form`, `conway.outcome`, `conway.winning_moves` and
//! `conway.heap_sequence` (the classes `conway.ImpartialGame` and
//! `conway.PartizanGame` are Python, in `python/conway/_user_games.py`).
//!
//! The search is the library's (`conway::user_games`): iterative, with a
//! transposition table, in Rust. Python is called only for the rules. A
//! position is interned to an id through a dict from its key (the position
//! itself, or `key(position)`) to the id, so Python's own hash and equality
//! decide which positions meet in the table; the first position met with a
//! key is the one whose options are asked. The search runs on the calling
//! thread with the GIL held (the callbacks need it), under a control made
//! from `max_positions=`/`timeout=`; Python's signal handlers run after
//! every callback, so Ctrl-C raises `KeyboardInterrupt`. An exception
//! raised by a rule is returned as it is, with its own traceback.

use conway::control::{watch, Control, Stop};
use conway::impartial::periodicity::{apparent, SequenceReport};
use conway::user_games::heap::{HeapError, HeapSequence};
use conway::user_games::{
    is_winning_move, Id, ImpartialCallbacks, ImpartialSearch, PartizanCallbacks, PartizanSearch,
    SearchError,
};
use conway::value::Player;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString};

use crate::arguments::Count;
use crate::game::PyGame;
use crate::grid::{self, GridCall, PyGrid};
use crate::limits::{self, Limits};
use crate::rulesets::player;

/// The rules of a game written in Python, and the interner of its
/// positions.
struct PyRules {
    options: Option<PyObject>,
    left: Option<PyObject>,
    right: Option<PyObject>,
    components: Option<PyObject>,
    interner: Interner,
}

/// Positions and their ids.
struct Interner {
    key: Option<PyObject>,
    /// Key → id.
    ids: Py<PyDict>,
    /// Id → the first position met with that key.
    positions: Vec<PyObject>,
}

/// A rule that was not given (`options=` for an impartial search, both
/// `left=` and `right=` for a partizan one).
fn missing(what: &str) -> PyErr {
    PyTypeError::new_err(format!("{what} is required"))
}

/// One of the rules that list positions.
#[derive(Clone, Copy)]
enum Rule {
    Options,
    Left,
    Right,
    Components,
}

impl Interner {
    /// The id of `position`, interning it if its key is new.
    fn intern(&mut self, position: &Bound<'_, PyAny>) -> PyResult<Id> {
        let py = position.py();
        let key = match &self.key {
            Some(k) => k.bind(py).call1((position,))?,
            None => position.clone(),
        };
        let ids = self.ids.bind(py);
        if let Some(id) = ids.get_item(&key).map_err(|e| unhashable(py, e))? {
            return id.extract();
        }
        let id = self.positions.len() as Id;
        ids.set_item(&key, id).map_err(|e| unhashable(py, e))?;
        self.positions.push(position.clone().unbind());
        Ok(id)
    }

    /// The position of an id.
    fn position<'py>(&self, py: Python<'py>, id: Id) -> Bound<'py, PyAny> {
        self.positions[id as usize].bind(py).clone()
    }
}

impl PyRules {
    fn new(
        py: Python<'_>,
        options: Option<PyObject>,
        left: Option<PyObject>,
        right: Option<PyObject>,
        components: Option<PyObject>,
        key: Option<PyObject>,
    ) -> PyRules {
        let none = |f: Option<PyObject>| f.filter(|f| !f.is_none(py));
        PyRules {
            options: none(options),
            left: none(left),
            right: none(right),
            components: none(components),
            interner: Interner {
                key: none(key),
                ids: PyDict::new(py).unbind(),
                positions: Vec::new(),
            },
        }
    }

    fn intern(&mut self, position: &Bound<'_, PyAny>) -> PyResult<Id> {
        self.interner.intern(position)
    }

    fn position<'py>(&self, py: Python<'py>, id: Id) -> Bound<'py, PyAny> {
        self.interner.position(py, id)
    }

    /// Calls `which` on the position `id` and hands each position it lists,
    /// with its id, to `visit`; then runs Python's signal handlers, so that
    /// Ctrl-C stops the search with `KeyboardInterrupt` (as a rule's error). Returns false, visiting nothing, when the
    /// rule is `components=` and it is not given or returns None (the
    /// position does not split).
    fn each_listed(
        &mut self,
        which: Rule,
        id: Id,
        mut visit: impl FnMut(Bound<'_, PyAny>, Id),
    ) -> PyResult<bool> {
        let (rule, name) = match which {
            Rule::Options => (&self.options, "options="),
            Rule::Left => (&self.left, "left="),
            Rule::Right => (&self.right, "right="),
            Rule::Components => match &self.components {
                None => return Ok(false),
                some => (some, "components="),
            },
        };
        let rule = rule.as_ref().ok_or_else(|| missing(name))?;
        let interner = &mut self.interner;
        Python::with_gil(|py| {
            let listed = rule.bind(py).call1((interner.position(py, id),))?;
            // Ctrl-C during the search's own work (a handler that raises
            // during a rule raises in the rule).
            py.check_signals()?;
            if matches!(which, Rule::Components) && listed.is_none() {
                return Ok(false);
            }
            for item in listed.try_iter()? {
                let item = item?;
                let option = interner.intern(&item)?;
                visit(item, option);
            }
            Ok(true)
        })
    }

    /// The positions `which` lists for `id`, each with its id.
    fn listed(&mut self, which: Rule, id: Id) -> PyResult<Vec<(PyObject, Id)>> {
        let mut out = Vec::new();
        self.each_listed(which, id, |item, option| out.push((item.unbind(), option)))?;
        Ok(out)
    }

    /// The ids of the positions `which` lists for `id`.
    fn ids_of(&mut self, which: Rule, id: Id) -> PyResult<Vec<Id>> {
        let mut out = Vec::new();
        self.each_listed(which, id, |_, option| out.push(option))?;
        Ok(out)
    }

    /// The parts of `id`: `[id]` when there is no `components=` or it
    /// returns None (cheaper than `[position]`, which is interned again).
    fn split(&mut self, id: Id) -> PyResult<Vec<Id>> {
        let mut out = Vec::new();
        if self.each_listed(Rule::Components, id, |_, part| out.push(part))? {
            Ok(out)
        } else {
            Ok(vec![id])
        }
    }

    /// The Python error of a search that failed without a stop.
    fn error(&self, py: Python<'_>, e: SearchError<PyErr>) -> PyErr {
        match e {
            SearchError::Rules(e) => e,
            SearchError::Cycle(id) => {
                let repr = self
                    .position(py, id)
                    .repr()
                    .map(|r| r.to_string())
                    .unwrap_or_else(|_| format!("position {id}"));
                PyValueError::new_err(format!(
                    "the game has a cycle: {repr} can be reached from itself \
                     (values here are for games that always end)"
                ))
            }
            SearchError::Stopped(stop) => PyValueError::new_err(stop.to_string()),
        }
    }
}

/// Adds a hint to the `TypeError` of an unhashable position.
fn unhashable(py: Python<'_>, e: PyErr) -> PyErr {
    if e.is_instance_of::<PyTypeError>(py) {
        let hint = PyTypeError::new_err(format!(
            "{} (positions are table keys: use tuples or frozensets, or give key=)",
            e.value(py)
        ));
        hint.set_cause(py, Some(e));
        return hint;
    }
    e
}

impl ImpartialCallbacks for PyRules {
    type Error = PyErr;
    fn options(&mut self, id: Id) -> PyResult<Vec<Id>> {
        self.ids_of(Rule::Options, id)
    }
    fn components(&mut self, id: Id) -> PyResult<Vec<Id>> {
        self.split(id)
    }
}

impl PartizanCallbacks for PyRules {
    type Error = PyErr;
    fn left_options(&mut self, id: Id) -> PyResult<Vec<Id>> {
        self.ids_of(Rule::Left, id)
    }
    fn right_options(&mut self, id: Id) -> PyResult<Vec<Id>> {
        self.ids_of(Rule::Right, id)
    }
    fn components(&mut self, id: Id) -> PyResult<Vec<Id>> {
        self.split(id)
    }
}

/// Runs `work` on this thread, under a control made from the limits, and
/// turns its failures into Python exceptions: a rule's own exception
/// (`KeyboardInterrupt` included: see [`PyRules::each_listed`]),
/// `conway.Stopped` at a limit, a `ValueError` for a cycle.
///
/// Unlike the built-in searches, which run on the limits runner's worker
/// thread without the GIL, a search of Python rules needs the GIL for
/// nearly all its work, so it keeps it and stays on the calling thread:
/// handing the GIL to a worker for every callback would cost more than
/// the search (the engine is iterative and needs no big stack).
fn run<S, T, F>(py: Python<'_>, limits: Limits, state: &mut S, work: F) -> PyResult<T>
where
    S: Searching,
    F: FnOnce(&mut S, &Control) -> Result<T, SearchError<PyErr>>,
{
    let control = limits.control();
    match work(state, &control) {
        Ok(v) => Ok(v),
        Err(SearchError::Stopped(stop)) => Err(stopped(py, stop, &control, py.None())),
        Err(e) => Err(state.py_rules().error(py, e)),
    }
}

/// `conway.Stopped` for a stop of `control`, with `partial`.
pub(crate) fn stopped(py: Python<'_>, stop: Stop, control: &Control, partial: PyObject) -> PyErr {
    limits::stopped(
        py,
        stop,
        control.done(),
        control.elapsed().as_secs_f64(),
        partial,
    )
}

/// A search of Python rules (for the errors that name a position).
trait Searching {
    fn py_rules(&self) -> &PyRules;
}

impl Searching for ImpartialSearch<PyRules> {
    fn py_rules(&self) -> &PyRules {
        self.rules()
    }
}

impl Searching for PartizanSearch<PyRules> {
    fn py_rules(&self) -> &PyRules {
        self.rules()
    }
}

/// Which kind of game a call is about, from the rules it was given.
pub(crate) enum Kind {
    Impartial,
    Partizan,
}

impl PyRules {
    fn kind(&self) -> PyResult<Kind> {
        kind_of(&self.options, &self.left, &self.right)
    }
}

/// The kind of game of the rules given (each already `None` if Python's
/// `None`).
fn kind_of(
    options: &Option<PyObject>,
    left: &Option<PyObject>,
    right: &Option<PyObject>,
) -> PyResult<Kind> {
    match (options, left, right) {
        (Some(_), None, None) => Ok(Kind::Impartial),
        (None, Some(_), Some(_)) => Ok(Kind::Partizan),
        _ => Err(PyTypeError::new_err(
            "give options= (an impartial game) or both left= and right= (a partizan game)",
        )),
    }
}

/// A rule given (not Python's `None`).
fn given(py: Python<'_>, rule: Option<PyObject>) -> Option<PyObject> {
    rule.filter(|f| !f.is_none(py))
}

/// The rules of a call about a `conway.Grid`, with `components=` and
/// `key=` refused.
fn grid_call<'a>(
    py: Python<'_>,
    grid: &'a Bound<'_, PyGrid>,
    (options, left, right): (Option<PyObject>, Option<PyObject>, Option<PyObject>),
    components: &Option<PyObject>,
    key: &Option<PyObject>,
) -> PyResult<(GridCall<'a>, Kind)> {
    grid::refuse_split(py, components, key)?;
    let (options, left, right) = (given(py, options), given(py, left), given(py, right));
    let kind = kind_of(&options, &left, &right)?;
    let call = GridCall {
        grid: grid.get(),
        options,
        left,
        right,
    };
    Ok((call, kind))
}

fn impartial_search(rules: PyRules) -> ImpartialSearch<PyRules> {
    ImpartialSearch::new(rules)
}

/// The Grundy value (nimber) of an impartial game defined by its rules.
///
/// ``options(p)`` lists the positions one move away from ``p``;
/// ``components(p)``, if given, the independent parts whose sum ``p`` is
/// (their values are xor-ed; ``[p]`` or ``None`` means ``p`` does not
/// split; parts may split again);
/// ``key(p)``, if given, a hashable normal form: positions with equal keys
/// share one entry of the transposition table, so they must have the same
/// value. Positions must be hashable (or have a key). The search runs in
/// Rust, with no Python recursion limit.
///
/// >>> import conway
/// >>> # The subtraction game {1, 3, 4}: period 7, 0101232 (Winning Ways, ch. 4).
/// >>> take = lambda n: [n - s for s in (1, 3, 4) if s <= n]
/// >>> [conway.grundy_value(n, take) for n in range(10)]
/// [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
/// >>> # Nim with several heaps, split into components (Bouton: 3 ^ 5 ^ 6 = 0).
/// >>> def nim(heaps):
/// ...     return [heaps[:i] + (k,) + heaps[i + 1:] for i, h in enumerate(heaps) for k in range(h)]
/// >>> conway.grundy_value((3, 5, 6), nim, components=lambda hs: [(h,) for h in hs])
/// 0
#[pyfunction]
#[pyo3(signature = (position, options, components = None, key = None, *, max_positions = None, timeout = None))]
#[allow(clippy::too_many_arguments)]
fn grundy_value(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    options: PyObject,
    components: Option<PyObject>,
    key: Option<PyObject>,
    max_positions: Option<Count>,
    timeout: Option<f64>,
) -> PyResult<u64> {
    let limits = Limits::new(max_positions, timeout)?;
    if let Ok(g) = position.downcast::<PyGrid>() {
        let (call, _) = grid_call(py, g, (Some(options), None, None), &components, &key)?;
        return grid::grundy_value(py, call, limits);
    }
    let mut rules = PyRules::new(py, Some(options), None, None, components, key);
    let root = rules.intern(position)?;
    let mut search = impartial_search(rules);
    run(py, limits, &mut search, |s, c| {
        s.grundy_value(root, c).map(|v| v.0)
    })
}

/// The canonical form (a :class:`conway.Game`) of a partizan game defined
/// by its rules.
///
/// ``left(p)`` and ``right(p)`` list the positions Left and Right can move
/// to; ``components`` and ``key`` are as for :func:`grundy_value` (the
/// parts' values are summed).
///
/// >>> import conway
/// >>> # A heap where Left takes 1 token and Right takes 2.
/// >>> g = conway.canonical_form(5, left=lambda n: [n - 1] if n >= 1 else [],
/// ...                           right=lambda n: [n - 2] if n >= 2 else [])
/// >>> print(g)
/// {1|0}
/// >>> # Two such heaps, split into components: {1|0} + {1|0} = 1.
/// >>> print(conway.canonical_form((5, 5), left=lambda n: [n - 1] if n >= 1 else [],
/// ...                             right=lambda n: [n - 2] if n >= 2 else [],
/// ...                             components=lambda p: list(p) if isinstance(p, tuple) else [p]))
/// 1
#[pyfunction]
#[pyo3(signature = (position, left, right, components = None, key = None, *, max_positions = None, timeout = None))]
#[allow(clippy::too_many_arguments)]
fn canonical_form(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    left: PyObject,
    right: PyObject,
    components: Option<PyObject>,
    key: Option<PyObject>,
    max_positions: Option<Count>,
    timeout: Option<f64>,
) -> PyResult<PyGame> {
    let limits = Limits::new(max_positions, timeout)?;
    if let Ok(g) = position.downcast::<PyGrid>() {
        let rules = (None, Some(left), Some(right));
        let (call, _) = grid_call(py, g, rules, &components, &key)?;
        return grid::canonical_form(py, call, limits);
    }
    let mut rules = PyRules::new(py, None, Some(left), Some(right), components, key);
    let root = rules.intern(position)?;
    let mut search = PartizanSearch::new(rules);
    run(py, limits, &mut search, |s, c| {
        s.canonical_form(root, c).map(PyGame)
    })
}

/// The outcome class of a game defined by its rules: ``"P"`` (the second
/// player wins), ``"N"`` (the first), ``"L"`` or ``"R"`` (that player,
/// whoever starts). Give ``options=`` for an impartial game, or ``left=``
/// and ``right=`` for a partizan one.
///
/// >>> import conway
/// >>> conway.outcome(7, options=lambda n: [n - s for s in (1, 3, 4) if s <= n])
/// 'P'
/// >>> conway.outcome(3, left=lambda n: [n - 1] if n else [], right=lambda n: [])
/// 'L'
#[pyfunction]
#[pyo3(signature = (position, options = None, left = None, right = None, components = None, key = None, *, max_positions = None, timeout = None))]
#[allow(clippy::too_many_arguments)]
fn outcome(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    options: Option<PyObject>,
    left: Option<PyObject>,
    right: Option<PyObject>,
    components: Option<PyObject>,
    key: Option<PyObject>,
    max_positions: Option<Count>,
    timeout: Option<f64>,
) -> PyResult<&'static str> {
    let limits = Limits::new(max_positions, timeout)?;
    if let Ok(g) = position.downcast::<PyGrid>() {
        let (call, kind) = grid_call(py, g, (options, left, right), &components, &key)?;
        return grid::outcome(py, call, kind, limits);
    }
    let mut rules = PyRules::new(py, options, left, right, components, key);
    let kind = rules.kind()?;
    let root = rules.intern(position)?;
    let found = match kind {
        Kind::Impartial => {
            let mut search = impartial_search(rules);
            run(py, limits, &mut search, |s, c| s.outcome(root, c))?
        }
        Kind::Partizan => {
            let mut search = PartizanSearch::new(rules);
            run(py, limits, &mut search, |s, c| s.outcome(root, c))?
        }
    };
    Ok(found.as_str())
}

/// The winning moves of a game defined by its rules: the options (as the
/// rules list them) that win for the player who moves to them. For an
/// impartial game (``options=``), the options of value 0; for a partizan
/// one (``left=``, ``right=``), the options of ``player`` (``"left"`` or
/// ``"right"``, moving first) of value ``>= 0`` for Left, ``<= 0`` for
/// Right. Empty when the player to move loses.
///
/// >>> import conway
/// >>> take = lambda n: [n - s for s in (1, 3, 4) if s <= n]
/// >>> conway.winning_moves(10, options=take)
/// [9, 7]
/// >>> conway.winning_moves(7, options=take)
/// []
/// >>> # The switch {1 | -1}: Left moves to 1, Right to -1.
/// >>> rules = {"+-1": (["1"], ["-1"]), "1": (["0"], []), "-1": ([], ["0"]), "0": ([], [])}
/// >>> conway.winning_moves("+-1", left=lambda p: rules[p][0], right=lambda p: rules[p][1],
/// ...                      player="right")
/// ['-1']
#[pyfunction]
#[pyo3(signature = (position, options = None, left = None, right = None, player = "left", components = None, key = None, *, max_positions = None, timeout = None))]
#[allow(clippy::too_many_arguments)]
fn winning_moves(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    options: Option<PyObject>,
    left: Option<PyObject>,
    right: Option<PyObject>,
    player: &str,
    components: Option<PyObject>,
    key: Option<PyObject>,
    max_positions: Option<Count>,
    timeout: Option<f64>,
) -> PyResult<Vec<PyObject>> {
    let limits = Limits::new(max_positions, timeout)?;
    let side = self::player(player)?;
    if let Ok(g) = position.downcast::<PyGrid>() {
        let (call, kind) = grid_call(py, g, (options, left, right), &components, &key)?;
        let moves = grid::winning_moves(py, call, kind, side, limits)?;
        return moves
            .into_iter()
            .map(|m| Ok(Py::new(py, m)?.into_any()))
            .collect();
    }
    let mut rules = PyRules::new(py, options, left, right, components, key);
    let kind = rules.kind()?;
    let root = rules.intern(position)?;
    match kind {
        Kind::Impartial => {
            let mut search = impartial_search(rules);
            run(py, limits, &mut search, |s, c| {
                let listed = s
                    .rules_mut()
                    .listed(Rule::Options, root)
                    .map_err(SearchError::Rules)?;
                let mut winning = Vec::new();
                for (option, id) in listed {
                    if s.grundy_value(id, c)?.0 == 0 {
                        winning.push(option);
                    }
                }
                Ok(winning)
            })
        }
        Kind::Partizan => {
            let mut search = PartizanSearch::new(rules);
            run(py, limits, &mut search, |s, c| {
                let rule = match side {
                    Player::Left => Rule::Left,
                    Player::Right => Rule::Right,
                };
                let listed = s
                    .rules_mut()
                    .listed(rule, root)
                    .map_err(SearchError::Rules)?;
                let mut winning = Vec::new();
                for (option, id) in listed {
                    let v = s.canonical_form(id, c)?;
                    if watch(c, || is_winning_move(v, side))? {
                        winning.push(option);
                    }
                }
                Ok(winning)
            })
        }
    }
}

/// The Grundy sequence of a heap game given by a move function, with its
/// apparent period: ``G(0), ..., G(to)``.
///
/// Made by :func:`conway.heap_sequence` from a function ``moves(n)``
/// listing, for each move on a heap of ``n`` tokens, the heaps it leaves
/// (a tuple of sizes, each smaller than ``n``; ``()`` when the move takes
/// everything). ``G(n)`` is the mex over the moves of the xor of the
/// values of the heaps left (Sprague-Grundy). The period found is
/// *apparent*: it holds on the values computed, but a function can do
/// anything further on, so nothing is certified (``certified`` is False).
/// Give a take-and-break code as a string instead for a certificate.
///
/// >>> import conway
/// >>> # Kayles: knock down one pin or two adjacent pins.
/// >>> def kayles(n):
/// ...     return [(a, n - t - a) for t in (1, 2) if t <= n for a in range(n - t + 1)]
/// >>> s = conway.heap_sequence(kayles, to=150)
/// >>> s[:12], s.period, s.preperiod
/// ([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6], 12, 71)
/// >>> len(s), s.certified
/// (151, False)
/// >>> import pickle; pickle.loads(pickle.dumps(s)) == s
/// True
#[pyclass(module = "conway", name = "HeapSequence", frozen, sequence)]
pub struct PyHeapSequence {
    values: Vec<u64>,
    period: Option<(usize, usize, u64)>,
}

#[pymethods]
impl PyHeapSequence {
    /// The sequence of these values (what unpickling calls).
    #[new]
    fn py_new(values: Vec<u64>) -> PyHeapSequence {
        PyHeapSequence::from_values(values)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyAny>, (Vec<u64>,)) {
        (slf.get_type().into_any(), (slf.get().values.clone(),))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .downcast::<PyHeapSequence>()
            .is_ok_and(|o| o.get().values == self.values)
    }

    /// ``[G(0), ..., G(to)]``.
    #[getter]
    fn values(&self) -> Vec<u64> {
        self.values.clone()
    }

    /// The apparent period, or None when none shows in the values.
    #[getter]
    fn period(&self) -> Option<usize> {
        self.period.map(|p| p.0)
    }

    /// The apparent preperiod (the last exceptional value is at
    /// ``preperiod - 1``), or None.
    #[getter]
    fn preperiod(&self) -> Option<usize> {
        self.period.map(|p| p.1)
    }

    /// What is added each period (0 for ordinary periodicity), or None.
    #[getter]
    fn saltus(&self) -> Option<u64> {
        self.period.map(|p| p.2)
    }

    /// Always False: a move function's period is never proven.
    #[getter]
    fn certified(&self) -> bool {
        false
    }

    /// Always None (no theorem applies to a move function), as for an
    /// uncertified :class:`conway.Sequence`.
    #[getter]
    fn certificate(&self) -> Option<String> {
        None
    }

    /// The sequence as a dict of JSON values, shaped as
    /// :meth:`conway.Sequence.to_dict` (``docs/schema/grundy.json``), with
    /// ``game`` and ``name`` None (a rule given as a function has no code).
    ///
    /// >>> import conway
    /// >>> d = conway.heap_sequence(lambda n: [(n - 1,)] if n else [], to=9).to_dict()
    /// >>> d["schema"], d["game"], d["values"], d["period"], d["certified"]
    /// ('conway/1', None, [0, 1, 0, 1, 0, 1, 0, 1, 0, 1], 2, False)
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let report = SequenceReport {
            values: self.values.clone(),
            periodicity: apparent(&self.values),
            checked: self.values.len(),
        };
        let mut body = report.to_json("", "");
        body["game"] = serde_json::Value::Null;
        body["name"] = serde_json::Value::Null;
        let text = conway::schema::document(body).to_string();
        py.import("json")?.call_method1("loads", (text,))
    }

    fn __len__(&self) -> usize {
        self.values.len()
    }

    fn __getitem__(&self, py: Python<'_>, index: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        crate::sequences::get_item(py, &self.values, index)
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        crate::sequences::iterate(py, &self.values)
    }

    /// Always None: the game is a move function, not a named one (as
    /// :attr:`conway.Sequence.game` names a code).
    #[getter]
    fn game(&self) -> Option<String> {
        None
    }

    /// How many values were computed (all of them: no condition is
    /// checked on a move function), as :attr:`conway.Sequence.checked`.
    #[getter]
    fn checked(&self) -> usize {
        self.values.len()
    }

    /// The values as a NumPy ``uint64`` array (NumPy must be installed:
    /// ``pip install 'conway[numpy]'``), as :meth:`conway.Sequence.to_numpy`.
    ///
    /// >>> import conway
    /// >>> conway.heap_sequence(lambda n: [n - 1] if n else [], to=4).to_numpy()
    /// array([0, 1, 0, 1, 0], dtype=uint64)
    fn to_numpy<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        crate::sequences::to_numpy(py, &self.values)
    }

    #[pyo3(signature = (dtype = None, copy = None))]
    fn __array__<'py>(
        &self,
        py: Python<'py>,
        dtype: Option<&Bound<'py, PyAny>>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let _ = copy; // the array is always a fresh copy
        crate::sequences::as_array(py, &self.values, dtype)
    }

    /// A scatter plot of ``G(n)`` against ``n``, on ``ax`` or a new
    /// matplotlib figure; returns the axes (matplotlib must be installed:
    /// ``pip install 'conway[plot]'``), as :meth:`conway.Sequence.plot`.
    #[pyo3(signature = (ax = None, **style))]
    fn plot<'py>(
        slf: &Bound<'py, Self>,
        ax: Option<&Bound<'py, PyAny>>,
        style: Option<&Bound<'py, pyo3::types::PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        crate::sequences::plot(slf.as_any(), ax, style)
    }

    fn __repr__(&self) -> String {
        let shown: Vec<String> = self.values.iter().take(20).map(u64::to_string).collect();
        let more = if self.values.len() > 20 { ", ..." } else { "" };
        let period = match self.period {
            Some((p, q, 0)) => format!("apparent period {p} from {q}"),
            Some((p, q, s)) => format!("apparent period {p} from {q}, saltus {s}"),
            None => "no period found".to_string(),
        };
        format!(
            "HeapSequence([{}{more}], {} values, {period})",
            shown.join(", "),
            self.values.len()
        )
    }
}

impl PyHeapSequence {
    fn of(sequence: &HeapSequence) -> PyHeapSequence {
        PyHeapSequence::from_values(sequence.values().to_vec())
    }

    /// The values with their apparent periodicity (as
    /// [`HeapSequence::periodicity`] finds it).
    fn from_values(values: Vec<u64>) -> PyHeapSequence {
        let period = apparent(&values).map(|p| (p.period, p.preperiod, p.saltus));
        PyHeapSequence { values, period }
    }
}

/// The heaps of one move, as ``moves(n)`` gives it: a tuple (or any
/// iterable) of sizes, or a single size.
fn heaps_of(option: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
    if let Ok(size) = option.extract::<usize>() {
        return Ok(vec![size]);
    }
    option
        .try_iter()
        .and_then(|it| it.map(|h| h?.extract::<usize>()).collect())
        .map_err(|_| {
            PyTypeError::new_err(format!(
                "a move must be a tuple of heap sizes (ints >= 0), not {}",
                option.repr().map(|r| r.to_string()).unwrap_or_default()
            ))
        })
}

/// The Grundy sequence of a heap game given by a move function (see
/// :class:`HeapSequence`), or by a code or name (a ``Sequence``, as
/// ``conway.grundy`` gives).
#[pyfunction]
#[pyo3(signature = (moves, to, *, max_positions = None, timeout = None))]
fn user_heap_sequence(
    py: Python<'_>,
    moves: PyObject,
    to: Count,
    max_positions: Option<Count>,
    timeout: Option<f64>,
) -> PyResult<PyObject> {
    let to: usize = to.get("to")?;
    let limits = Limits::new(max_positions, timeout)?;
    if let Ok(code) = moves.bind(py).downcast::<PyString>() {
        let sequence = crate::sequences::sequence_of(py, &code.to_cow()?, to, "to", limits)?;
        return Ok(Py::new(py, sequence)?.into_any());
    }
    user_sequence(py, moves, to, limits).and_then(|s| Ok(Py::new(py, s)?.into_any()))
}

/// `G(0..=to)` of the heap game whose moves `moves(n)` gives.
fn user_sequence(
    py: Python<'_>,
    moves: PyObject,
    to: usize,
    limits: Limits,
) -> PyResult<PyHeapSequence> {
    let control = limits.control();
    let mut sequence = HeapSequence::new();
    let call = |n: usize| -> PyResult<Vec<Vec<usize>>> {
        let listed = moves.bind(py).call1((n,))?;
        py.check_signals()?;
        listed.try_iter()?.map(|o| heaps_of(&o?)).collect()
    };
    match sequence.extend_to(to, call, &control) {
        Ok(()) => Ok(PyHeapSequence::of(&sequence)),
        Err(HeapError::Rules(e)) => Err(e),
        Err(HeapError::Stopped(stop)) => {
            let partial = Bound::new(py, PyHeapSequence::of(&sequence))?
                .into_any()
                .unbind();
            Err(stopped(py, stop, &control, partial))
        }
        Err(e) => Err(PyValueError::new_err(format!("{e}"))),
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(grundy_value, m)?)?;
    m.add_function(wrap_pyfunction!(canonical_form, m)?)?;
    m.add_function(wrap_pyfunction!(outcome, m)?)?;
    m.add_function(wrap_pyfunction!(winning_moves, m)?)?;
    m.add_function(wrap_pyfunction!(user_heap_sequence, m)?)?;
    m.add_class::<PyHeapSequence>()?;
    Ok(())
}
