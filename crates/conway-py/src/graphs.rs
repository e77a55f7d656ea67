//! `conway.solve_graph`: explicit game graphs (tokens on a
//! directed graph) from a file, text or a dict, in the formats of
//! `docs/src/graph-format.md`.

use conway::control::Stop;
use conway::graph::{GameGraph, GraphError, Grundy, TokenMove};
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::arguments::Count;
use crate::errors::parse_error;
use crate::game::PyGame;
use crate::limits::{self, Limits};
use crate::numbers::dyadic_to_fraction;

/// The graph's text: a dict is written as JSON; a string is a file path
/// unless `text=True`; a `pathlib.Path` is read.
fn graph_text(source: &Bound<'_, PyAny>, text: bool) -> PyResult<(String, String)> {
    let py = source.py();
    if source.downcast::<PyDict>().is_ok() {
        let json = py.import("json")?.getattr("dumps")?.call1((source,))?;
        return Ok(("graph dict".into(), json.extract()?));
    }
    if text {
        return Ok(("graph text".into(), source.extract()?));
    }
    let path: std::path::PathBuf = source.extract()?;
    let bytes = py
        .allow_threads(|| std::fs::read(&path))
        .map_err(|e| PyOSError::new_err(format!("{}: {e}", path.display())))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        PyValueError::new_err(format!(
            "{}: not UTF-8 text (a game graph file is text or JSON): byte {}",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })?;
    Ok((format!("graph file {}", path.display()), text))
}

fn token_moves<'py>(
    py: Python<'py>,
    names: &[String],
    moves: &[TokenMove],
) -> PyResult<Bound<'py, PyList>> {
    PyList::new(
        py,
        moves
            .iter()
            .map(|m| (names[m.from as usize].clone(), names[m.to as usize].clone())),
    )
}

fn grundy_to_py(py: Python<'_>, g: &Grundy) -> PyResult<PyObject> {
    Ok(match g {
        Grundy::Finite(n) => n.into_pyobject(py)?.into_any().unbind(),
        Grundy::Infinite(_) => g.ascii().into_pyobject(py)?.into_any().unbind(),
    })
}

/// Solves a game graph: the value of every vertex and of the token
/// position, who wins and with which moves.
///
/// ``source`` is a path to a graph file (text or JSON format, see
/// ``docs/src/graph-format.md``), a dict in the JSON format, or, with
/// ``text=True``, the text itself. Returns a dict: for impartial graphs
/// ``kind``, ``values`` (vertex name → Grundy value, an ``int``, or a
/// string such as ``"inf{0,2}"`` on cycles), ``value``, ``winner``
/// (``"first"``, ``"second"`` or ``"draw"``) and ``winning_moves``
/// (``(from, to)`` pairs); for partizan graphs ``values`` (name →
/// ``Game``, or ``None`` where a cycle is reachable), ``number_values``
/// (the simplest-number rule), ``value``, ``outcome``,
/// ``left_first``/``right_first`` (``"left"``, ``"right"``, ``"draw"``)
/// and ``left_moves``/``right_moves``.
///
/// >>> import conway
/// >>> s = conway.solve_graph({"edges": [["a", "b"], ["a", "c"], ["b", "c"]], "tokens": ["a", "b"]})
/// >>> s["values"], s["value"], s["winner"], s["winning_moves"]
/// ({'a': 2, 'b': 1, 'c': 0}, 3, 'first', [('a', 'b')])
/// >>> p = conway.solve_graph("s -L-> z\ns -R-> z\nt -L-> z\ntokens s t", text=True)
/// >>> print(p["values"]["s"], p["values"]["t"], p["value"], p["outcome"])
/// * 1 1* L
#[pyfunction]
#[pyo3(signature = (source, *, text = false, max_positions = None, timeout = None))]
fn solve_graph<'py>(
    py: Python<'py>,
    source: &Bound<'py, PyAny>,
    text: bool,
    max_positions: Option<Count>,
    timeout: Option<f64>,
) -> PyResult<Bound<'py, PyDict>> {
    let (what, input) = graph_text(source, text)?;
    let graph = GameGraph::parse(&input).map_err(|e| parse_error(&what, &input, &e))?;
    let limits = Limits::new(max_positions, timeout)?;
    let out = PyDict::new(py);
    let names = graph.names().to_vec();
    let named = |values: Vec<(String, PyObject)>| -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        for (k, v) in values {
            d.set_item(k, v)?;
        }
        Ok(d)
    };
    match &graph {
        GameGraph::Impartial(g) => {
            let s = limits::run(py, limits, |c| g.solve_with(c))?.or_stopped(py, || py.None())?;
            out.set_item("kind", "impartial")?;
            let values = names
                .iter()
                .zip(&s.values)
                .map(|(n, v)| Ok((n.clone(), grundy_to_py(py, v)?)))
                .collect::<PyResult<Vec<_>>>()?;
            out.set_item("values", named(values)?)?;
            out.set_item("value", grundy_to_py(py, &s.value)?)?;
            out.set_item("winner", s.winner.to_string())?;
            out.set_item("winning_moves", token_moves(py, &names, &s.winning_moves)?)?;
        }
        GameGraph::Partizan(g) => {
            let finished = limits::run(py, limits, |c| match g.solve_with(c) {
                Ok(s) => Ok(Ok(s)),
                Err(GraphError::Stopped(stop)) => Err::<_, Stop>(stop),
                Err(e) => Ok(Err(e)),
            })?;
            let s = finished
                .or_stopped(py, || py.None())?
                .map_err(|e| PyValueError::new_err(e.to_string()))?;
            out.set_item("kind", "partizan")?;
            let values = names
                .iter()
                .zip(&s.values)
                .map(|(n, v)| {
                    Ok((
                        n.clone(),
                        v.map(PyGame).into_pyobject(py)?.into_any().unbind(),
                    ))
                })
                .collect::<PyResult<Vec<_>>>()?;
            out.set_item("values", named(values)?)?;
            let numbers = names
                .iter()
                .zip(&s.number_values)
                .map(|(n, v)| {
                    Ok((
                        n.clone(),
                        match v {
                            Some(x) => dyadic_to_fraction(py, x)?.unbind(),
                            None => py.None(),
                        },
                    ))
                })
                .collect::<PyResult<Vec<_>>>()?;
            out.set_item("number_values", named(numbers)?)?;
            out.set_item("value", s.value.map(PyGame))?;
            out.set_item("outcome", s.outcome.map(conway::value::Outcome::as_str))?;
            out.set_item("left_first", s.left_first.to_string())?;
            out.set_item("right_first", s.right_first.to_string())?;
            out.set_item("left_moves", token_moves(py, &names, &s.left_moves)?)?;
            out.set_item("right_moves", token_moves(py, &names, &s.right_moves)?)?;
        }
    }
    Ok(out)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(solve_graph, m)?)
}
