//! `conway.grundy(game, n)`: the Grundy sequence of a heap game, with its
//! periodicity and certificate, as a `conway.Sequence`.

use std::sync::Arc;

use conway::impartial::heap::HeapGame;
use conway::impartial::periodicity::SequenceReport;
use conway::impartial::sequence::SequenceRun;
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList};

use crate::arguments::Count;
use crate::errors::parse_error;
use crate::limits::{self, Limits};

/// How a sequence pickles: `Sequence._from_values(game, value bytes, n)`.
type Reduced<'py> = (Bound<'py, PyAny>, (String, Bound<'py, PyBytes>, usize));

/// At most this many values (as `conway grundy --to`).
const MAX_TO: usize = 100_000_000;

/// The Grundy values ``G(0..=n)`` of a heap game, with the periodicity
/// they show.
///
/// Indexable and iterable like a list of ints; ``values`` is that list.
/// ``period``, ``preperiod`` and ``saltus`` describe the pattern (``None``
/// when none is seen); ``certificate`` names the theorem that proves it
/// goes on forever (``None`` when it is only apparent). ``to_numpy()``
/// (and ``numpy.asarray(seq)``) gives a ``uint64`` array, ``plot()`` a
/// matplotlib scatter plot of ``G(n)`` against ``n``.
///
/// >>> import conway
/// >>> kayles = conway.grundy("0.77", 20)
/// >>> kayles[:12]
/// [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
/// >>> kayles.period, kayles.preperiod, kayles.certified
/// (12, 71, True)
/// >>> conway.grundy("grundy", 10).values
/// [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]
#[pyclass(module = "conway", name = "Sequence", frozen)]
pub struct PySequence {
    game: HeapGame,
    /// Every value computed (possibly beyond `n`, to certify the period).
    computed: Arc<Vec<u64>>,
    report: SequenceReport,
    /// The last heap size asked for.
    n: usize,
}

impl PySequence {
    fn new(game: HeapGame, computed: Vec<u64>, n: usize) -> PySequence {
        let report = game.report(computed.clone(), n);
        PySequence {
            game,
            computed: Arc::new(computed),
            report,
            n,
        }
    }

    fn values(&self) -> &[u64] {
        &self.report.values
    }
}

fn parse_game(text: &str) -> PyResult<HeapGame> {
    HeapGame::parse(text).map_err(|e| parse_error("heap game", text, &e))
}

#[pymethods]
impl PySequence {
    /// Rebuilds a sequence from its computed values (for pickling).
    #[staticmethod]
    fn _from_values(game: &str, values: &[u8], n: usize) -> PyResult<PySequence> {
        let computed: Vec<u64> = values
            .chunks_exact(8)
            .map(|b| u64::from_le_bytes(b.try_into().expect("chunks of 8")))
            .collect();
        if computed.is_empty() {
            return Err(PyValueError::new_err("a sequence has at least one value"));
        }
        Ok(PySequence::new(parse_game(game)?, computed, n))
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Reduced<'py>> {
        let this = slf.get();
        let bytes: Vec<u8> = this.computed.iter().flat_map(|v| v.to_le_bytes()).collect();
        Ok((
            slf.get_type().getattr("_from_values")?,
            (
                this.game.to_string(),
                PyBytes::new(slf.py(), &bytes),
                this.n,
            ),
        ))
    }

    /// The game, as its take-and-break code or name (``"0.77"``, ``"grundy"``).
    #[getter]
    fn game(&self) -> String {
        self.game.to_string()
    }

    /// The values ``G(0), ..., G(n)`` (as many as were computed when a limit stopped the run).
    #[getter(values)]
    fn values_list(&self) -> Vec<u64> {
        self.values().to_vec()
    }

    /// The least period of the pattern, or ``None``.
    #[getter]
    fn period(&self) -> Option<usize> {
        self.report.periodicity.as_ref().map(|p| p.period)
    }

    /// Where the pattern starts (the last exceptional value is at ``preperiod - 1``), or ``None``.
    #[getter]
    fn preperiod(&self) -> Option<usize> {
        self.report.periodicity.as_ref().map(|p| p.preperiod)
    }

    /// What is added each period (0 for ordinary periodicity), or ``None``.
    #[getter]
    fn saltus(&self) -> Option<u64> {
        self.report.periodicity.as_ref().map(|p| p.saltus)
    }

    /// The theorem proving the pattern goes on forever, in words, or ``None``.
    #[getter]
    fn certificate(&self) -> Option<String> {
        let p = self.report.periodicity.as_ref()?;
        p.certificate.as_ref().map(|c| c.to_string())
    }

    /// The sequence as a dict of JSON values, the document ``conway grundy
    /// --json`` prints (``docs/schema/grundy.json``, ``"schema":
    /// "conway/1"``).
    ///
    /// >>> import conway
    /// >>> d = conway.grundy("0.77", 1000).to_dict()
    /// >>> d["schema"], d["game"], d["period"], d["preperiod"], d["certified"], d["values"][:5]
    /// ('conway/1', '0.77', 12, 71, True, [0, 1, 2, 3, 1])
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let game = self.game.to_string();
        let body = self.report.to_json(&game, &game);
        let text = conway::schema::document(body).to_string();
        py.import("json")?.call_method1("loads", (text,))
    }

    /// True when the periodicity is proved (``certificate`` is not ``None``).
    #[getter]
    fn certified(&self) -> bool {
        self.certificate().is_some()
    }

    /// How many values the pattern was checked on (at least ``len(self)``).
    #[getter]
    fn checked(&self) -> usize {
        self.report.checked
    }

    fn __len__(&self) -> usize {
        self.values().len()
    }

    fn __getitem__(&self, py: Python<'_>, index: &Bound<'_, PyAny>) -> PyResult<PyObject> {
        get_item(py, self.values(), index)
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        iterate(py, self.values())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.downcast::<PySequence>().is_ok_and(|o| {
            let o = o.get();
            o.game == self.game && o.values() == self.values()
        })
    }

    fn __repr__(&self) -> String {
        let pattern = match &self.report.periodicity {
            Some(p) => format!(
                ", period {} from {}{}{}",
                p.period,
                p.preperiod,
                if p.saltus > 0 {
                    format!(", saltus {}", p.saltus)
                } else {
                    String::new()
                },
                if p.certificate.is_some() {
                    ", certified"
                } else {
                    ", apparent"
                }
            ),
            None => String::new(),
        };
        format!(
            "<conway.Sequence {}: G(0..={}){pattern}>",
            self.game,
            self.values().len().saturating_sub(1)
        )
    }

    /// The values as a NumPy ``uint64`` array (NumPy must be installed:
    /// ``pip install 'conway[numpy]'``).
    ///
    /// >>> import conway
    /// >>> conway.grundy("0.07", 9).to_numpy()
    /// array([0, 0, 1, 1, 2, 0, 3, 1, 1, 0], dtype=uint64)
    fn to_numpy<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_numpy(py, self.values())
    }

    #[pyo3(signature = (dtype = None, copy = None))]
    fn __array__<'py>(
        &self,
        py: Python<'py>,
        dtype: Option<&Bound<'py, PyAny>>,
        copy: Option<bool>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let _ = copy; // the array is always a fresh copy
        as_array(py, self.values(), dtype)
    }

    /// A scatter plot of ``G(n)`` against ``n`` (as CGSuite's
    /// ScatterPlot), on ``ax`` or a new matplotlib figure; returns the axes
    /// (matplotlib must be installed: ``pip install 'conway[plot]'``).
    #[pyo3(signature = (ax = None, **style))]
    fn plot<'py>(
        slf: &Bound<'py, Self>,
        ax: Option<&Bound<'py, PyAny>>,
        style: Option<&Bound<'py, pyo3::types::PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        plot(slf.as_any(), ax, style)
    }
}

/// The values as a NumPy ``uint64`` array, or the error naming the extra
/// to install; `Sequence` and `HeapSequence` share it.
pub(crate) fn to_numpy<'py>(py: Python<'py>, values: &[u64]) -> PyResult<Bound<'py, PyAny>> {
    let require = py.import("conway._extras")?.getattr("require")?;
    let numpy = require.call1(("numpy", "to_numpy()"))?;
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    let dtype = numpy.getattr("dtype")?.call1(("<u8",))?;
    numpy
        .getattr("frombuffer")?
        .call1((PyBytes::new(py, &bytes), dtype))?
        .call_method1("astype", ("uint64",))
}

/// `numpy.asarray(sequence, dtype)`: the values as an array of `dtype`.
pub(crate) fn as_array<'py>(
    py: Python<'py>,
    values: &[u64],
    dtype: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let array = to_numpy(py, values)?;
    match dtype {
        Some(d) if !d.is_none() => array.call_method1("astype", (d,)),
        _ => Ok(array),
    }
}

/// The scatter plot of a sequence of either kind (matplotlib from the
/// `plot` extra).
pub(crate) fn plot<'py>(
    sequence: &Bound<'py, PyAny>,
    ax: Option<&Bound<'py, PyAny>>,
    style: Option<&Bound<'py, pyo3::types::PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let plot = sequence
        .py()
        .import("conway._plot")?
        .getattr("plot_sequence")?;
    plot.call((sequence, ax), style)
}

/// The Grundy values ``G(0..=n)`` of a heap game and their periodicity,
/// as ``conway grundy GAME --to n`` computes them.
///
/// ``game`` is a take-and-break code (``"0.77"`` is Kayles, ``"0.137"``
/// Dawson's chess, hexadecimal digits allowed, ``"4.3..."`` Lasker's Nim)
/// or a name: ``kayles``, ``dawson-kayles``, ``dawsons-chess``, ``nim``,
/// ``lasker``, ``grundy``, ``split-smaller``, ``subtraction:1,3,4``,
/// ``take-at-most:3``, ``all-but:1,2``. A limit raises ``conway.Stopped``
/// whose ``partial`` is the ``Sequence`` of the values computed so far.
///
/// >>> import conway
/// >>> s = conway.grundy("subtraction:1,3,4", 30)
/// >>> s.period, s.preperiod, s[:7]
/// (7, 0, [0, 1, 0, 1, 2, 3, 2])
/// >>> try:
/// ...     conway.grundy("grundy", 10**6, max_positions=1000)
/// ... except conway.Stopped as stop:
/// ...     print(stop.reason, len(stop.partial))
/// max_positions 1000
#[pyfunction]
#[pyo3(signature = (game, n, *, max_positions = None, timeout = None))]
fn grundy(
    py: Python<'_>,
    game: &str,
    n: Count,
    max_positions: Option<Count>,
    timeout: Option<f64>,
) -> PyResult<PySequence> {
    let n: usize = n.get("n")?;
    let limits = Limits::new(max_positions, timeout)?;
    sequence_of(py, game, n, "n", limits)
}

/// `G(0..=n)` of the heap game `game` (a code or a name) under `limits`;
/// `name` is the argument that gave `n`, for the error when it is too large.
pub(crate) fn sequence_of(
    py: Python<'_>,
    game: &str,
    n: usize,
    name: &str,
    limits: Limits,
) -> PyResult<PySequence> {
    let game = parse_game(game)?;
    if n > MAX_TO {
        return Err(PyValueError::new_err(format!(
            "{name} must be at most {MAX_TO} (the values computed), not {n}"
        )));
    }
    let target = game.analysis_length(n);
    let mut run = SequenceRun::new(&game);
    let run_ref = &mut run;
    let finished = limits::run(py, limits, move |control| {
        run_ref.extend_to(target, control)
    })?;
    let computed = run.values();
    if let Err(stop) = finished.result {
        let partial = if computed.is_empty() {
            py.None()
        } else {
            Py::new(py, PySequence::new(game, computed, n))?.into_any()
        };
        return Err(limits::stopped(
            py,
            stop,
            finished.positions,
            finished.seconds,
            partial,
        ));
    }
    Ok(PySequence::new(game, computed, n))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PySequence>()?;
    m.add_function(wrap_pyfunction!(grundy, m)?)?;
    Ok(())
}

/// `values[index]` for a Python index: an int (negative from the end) read
/// directly, a slice through a list. Shared by the sequence classes.
pub(crate) fn get_item(
    py: Python<'_>,
    values: &[u64],
    index: &Bound<'_, PyAny>,
) -> PyResult<PyObject> {
    if let Ok(i) = index.extract::<isize>() {
        let len = values.len() as isize;
        let j = if i < 0 { i + len } else { i };
        if j < 0 || j >= len {
            return Err(PyIndexError::new_err(format!(
                "heap {i} is outside G(0..{len})"
            )));
        }
        return Ok(values[j as usize].into_pyobject(py)?.into_any().unbind());
    }
    let list = PyList::new(py, values)?;
    Ok(list.as_any().get_item(index)?.unbind())
}

/// An iterator over the values, through one list.
pub(crate) fn iterate<'py>(py: Python<'py>, values: &[u64]) -> PyResult<Bound<'py, PyAny>> {
    PyList::new(py, values)?.try_iter().map(|i| i.into_any())
}
