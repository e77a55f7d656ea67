//! `conway.Position`: a position of a built-in ruleset, with its value,
//! outcome, moves and winning moves. The per-ruleset classes
//! (`conway.Domineering`, ...) are Python subclasses made in
//! `python/conway/_rulesets.py` from [`rulesets`] below.

use std::sync::OnceLock;

use conway::misere::MisereError;
use conway::rulesets::loopy_position::LoopyAnalysis;
use conway::rulesets::misere_analysis::MisereAnalysis;
use conway::rulesets::{self, document, Analysis, Kind, Position, Ruleset};
use conway::value::Player;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

use crate::arguments::Count;
use crate::errors::parse_error;
use crate::game::PyGame;
use crate::limits::{self, Limits};
use crate::misere::PyMisereGame;

/// A position of a built-in ruleset (``conway.rulesets()`` lists them).
///
/// Made by ``conway.position(name, text)`` or by the ruleset's class
/// (``conway.Domineering(text)``). Searches take ``max_positions=`` and
/// ``timeout=`` and raise ``conway.Stopped`` at a limit; the analysis is
/// kept once computed.
///
/// >>> import conway
/// >>> p = conway.position("domineering", "..|..")  # Winning Ways: the 2x2 square is +-1
/// >>> p
/// Domineering('..|..')
/// >>> print(p.value(), p.outcome())
/// +-1 N
/// >>> q = conway.Clobber("xo")
/// >>> print(q.value(), q.winning_moves("left"), q.winning_moves("right"))
/// * ['a1-b1'] ['b1-a1']
/// >>> conway.Nim("3 5 7").nimber(), conway.Nim("3 5 7").winning_moves()
/// (1, ['heap 1: 3 -> 2', 'heap 2: 5 -> 4', 'heap 3: 7 -> 6'])
#[pyclass(module = "conway", name = "Position", subclass, frozen)]
pub struct PyPosition {
    rules: &'static dyn Ruleset,
    position: Box<dyn Position>,
    analysis: OnceLock<Analysis>,
}

fn find(name: &str) -> PyResult<&'static dyn Ruleset> {
    rulesets::find(name).map_err(|e| PyValueError::new_err(e.to_string()))
}

pub(crate) fn player(name: &str) -> PyResult<Player> {
    match name.to_ascii_lowercase().as_str() {
        "left" | "l" => Ok(Player::Left),
        "right" | "r" => Ok(Player::Right),
        _ => Err(PyValueError::new_err(format!(
            "player must be \"left\" or \"right\", not {}",
            conway::error::quoted(name)
        ))),
    }
}

impl PyPosition {
    /// The position.
    pub(crate) fn position(&self) -> &dyn Position {
        self.position.as_ref()
    }

    /// Its ruleset.
    pub(crate) fn rules(&self) -> &'static dyn Ruleset {
        self.rules
    }

    fn parse(rules: &'static dyn Ruleset, text: &str) -> PyResult<PyPosition> {
        let position = rules
            .parse(text)
            .map_err(|e| parse_error(&format!("{} position", rules.name()), text, &e))?;
        Ok(PyPosition::from_position(rules, position))
    }

    fn from_position(rules: &'static dyn Ruleset, position: Box<dyn Position>) -> PyPosition {
        PyPosition {
            rules,
            position,
            analysis: OnceLock::new(),
        }
    }

    /// The analysis, computed once (under the limits) and then kept.
    fn analysis(
        &self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<&Analysis> {
        if let Some(a) = self.analysis.get() {
            return Ok(a);
        }
        let limits = Limits::new(max_positions, timeout)?;
        let position = self.position.as_ref();
        let analysis = limits::run(py, limits, |control| position.analyze_with(control))?
            .or_stopped(py, || py.None())?;
        Ok(self.analysis.get_or_init(|| analysis))
    }

    /// The analysis under misère play; `None` for partizan rulesets.
    fn misere_analysis(
        &self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Option<MisereAnalysis>> {
        let limits = Limits::new(max_positions, timeout)?;
        let position = self.position.as_ref();
        let found = limits::run(py, limits, |control| {
            match position.misere().map(|m| m.analyze_misere(control)) {
                None => Ok(None),
                Some(Ok(analysis)) => Ok(Some(Ok(analysis))),
                Some(Err(MisereError::Stopped(stop))) => Err(stop),
                Some(Err(e)) => Ok(Some(Err(e.to_string()))),
            }
        })?
        .or_stopped(py, || py.None())?;
        found.transpose().map_err(PyValueError::new_err)
    }

    /// The analysis with draws of a position whose play can cycle.
    fn loopy_analysis(
        &self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Option<LoopyAnalysis>> {
        if !self.rules.can_cycle() {
            return Ok(None);
        }
        let limits = Limits::new(max_positions, timeout)?;
        let position = self.position.as_ref();
        limits::run(py, limits, |control| {
            position
                .loopy()
                .map(|l| l.analyze_loopy(control))
                .transpose()
        })?
        .or_stopped(py, || py.None())
    }

    /// A child position as an object of the same class as `slf`.
    fn child<'py>(
        slf: &Bound<'py, Self>,
        position: Box<dyn Position>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let py = slf.py();
        let rules = slf.get().rules;
        let class = slf.get_type();
        if class.is(py.get_type::<PyPosition>()) {
            return Ok(Bound::new(py, PyPosition::from_position(rules, position))?.into_any());
        }
        class.call1((position.notation(),))
    }
}

#[pymethods]
impl PyPosition {
    #[new]
    fn py_new(ruleset: &str, position: &str) -> PyResult<PyPosition> {
        PyPosition::parse(find(ruleset)?, position)
    }

    /// The ruleset's name, as ``conway.rulesets()`` lists it.
    #[getter]
    fn ruleset(&self) -> &'static str {
        self.rules.name()
    }

    /// True for impartial rulesets (values are nimbers).
    #[getter]
    fn impartial(&self) -> bool {
        self.rules.kind() == Kind::Impartial
    }

    /// The position in the ruleset's notation (it reads back to the same position).
    #[getter]
    fn notation(&self) -> String {
        self.position.notation()
    }

    /// The board as SVG text (Domineering, Cram, Clobber, Konane, Amazons,
    /// Snort and Col grids, Advance or Eat, Toads and Frogs, Hackenbush);
    /// ``ValueError`` for rulesets without a board.
    ///
    /// >>> import conway
    /// >>> conway.Domineering("..|.#").svg().startswith("<svg")
    /// True
    fn svg(&self) -> PyResult<String> {
        conway::rulesets::svg(self.rules, &self.position.notation())
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// The board drawn in a notebook (``None`` where there is no board).
    fn _repr_svg_(&self) -> Option<String> {
        self.svg().ok()
    }

    /// A picture for the terminal, as ``conway analyze`` draws it.
    fn render(&self) -> String {
        self.position.render()
    }

    fn __str__(&self) -> String {
        self.position.notation()
    }

    fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
        let class = slf.get_type().name()?.to_string();
        let notation = slf.get().position.notation();
        Ok(if class == "Position" {
            format!("Position({:?}, {:?})", slf.get().rules.name(), notation)
        } else {
            format!("{class}({})", python_string(&notation))
        })
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.downcast::<PyPosition>().is_ok_and(|o| {
            let o = o.get();
            o.rules.name() == self.rules.name() && o.position.notation() == self.position.notation()
        })
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        (self.rules.name(), self.position.notation())
            .into_pyobject(py)?
            .hash()
    }

    /// Pickled as ``conway.position(ruleset, notation)``.
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyAny>, (&'static str, String))> {
        let make = py.import("conway")?.getattr("position")?;
        Ok((make, (self.rules.name(), self.position.notation())))
    }

    /// The canonical value (a ``Game``; a nimber for impartial rulesets),
    /// or ``None`` for games that are not sums (the divisor-chain game).
    #[pyo3(signature = (*, max_positions = None, timeout = None))]
    fn value(
        &self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Option<PyGame>> {
        Ok(self.analysis(py, max_positions, timeout)?.value.map(PyGame))
    }

    /// The Grundy value (an ``int``) of an impartial position, or ``None``.
    #[pyo3(signature = (*, max_positions = None, timeout = None))]
    fn nimber(
        &self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Option<u64>> {
        Ok(self
            .analysis(py, max_positions, timeout)?
            .nimber
            .map(|n| n.0))
    }

    /// The misère simplest form (a ``MisereGame``) of an impartial
    /// position, the last player to move losing; ``None`` for partizan
    /// rulesets.
    ///
    /// >>> import conway
    /// >>> conway.position("take-and-break", "0.77: 1").misere()
    /// MisereGame('*[1]')
    #[pyo3(signature = (*, max_positions = None, timeout = None))]
    fn misere(
        &self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Option<PyMisereGame>> {
        let limits = Limits::new(max_positions, timeout)?;
        let position = self.position.as_ref();
        let found = limits::run(py, limits, |control| {
            match position.misere().map(|m| m.misere_form(control)) {
                None => Ok(None),
                Some(Ok(form)) => Ok(Some(Ok(form))),
                Some(Err(MisereError::Stopped(stop))) => Err(stop),
                Some(Err(e)) => Ok(Some(Err(e.to_string()))),
            }
        })?
        .or_stopped(py, || py.None())?;
        Ok(found
            .transpose()
            .map_err(PyValueError::new_err)?
            .map(PyMisereGame))
    }

    /// The misère outcome, ``"N"`` or ``"P"``, of an impartial position
    /// (by genus theory when every component is tame); ``None`` for
    /// partizan rulesets.
    ///
    /// >>> import conway
    /// >>> conway.position("take-and-break", "0.77: 1 1").misere_outcome()
    /// 'N'
    #[pyo3(signature = (*, max_positions = None, timeout = None))]
    fn misere_outcome(
        &self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Option<&'static str>> {
        Ok(self
            .misere_analysis(py, max_positions, timeout)?
            .map(|a| a.outcome.as_str()))
    }

    /// The outcome class: ``"L"``, ``"R"``, ``"N"`` or ``"P"``.
    #[pyo3(signature = (*, max_positions = None, timeout = None))]
    fn outcome(
        &self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<&'static str> {
        Ok(self.analysis(py, max_positions, timeout)?.outcome.as_str())
    }

    /// The winning moves of ``player`` (``"left"`` or ``"right"``) moving
    /// first, as move labels; for impartial games, of the player to move.
    #[pyo3(signature = (player = "left", *, max_positions = None, timeout = None))]
    fn winning_moves(
        &self,
        py: Python<'_>,
        player: &str,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Vec<String>> {
        let side = self::player(player)?;
        let analysis = self.analysis(py, max_positions, timeout)?;
        Ok(match side {
            Player::Left => analysis.left_moves.clone(),
            Player::Right if self.impartial() => analysis.left_moves.clone(),
            Player::Right => analysis.right_moves.clone(),
        })
    }

    /// For rulesets whose play can cycle (Fox and Geese, Backsliding Toads
    /// and Frogs): who wins with Left and with Right moving first, draws
    /// included — ``"L"``, ``"R"``, ``"N"``, ``"P"``, ``"D"`` (a draw
    /// whoever starts) or two letters such as ``"L/D"`` (Left's start
    /// first); ``None`` for the other rulesets.
    ///
    /// >>> import conway
    /// >>> conway.BackslidingToadsAndFrogs("t.|.f").outcome_with_draws()
    /// 'D'
    #[pyo3(signature = (*, max_positions = None, timeout = None))]
    fn outcome_with_draws(
        &self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Option<String>> {
        let loopy = self.loopy_analysis(py, max_positions, timeout)?;
        Ok(loopy.map(|a| a.outcome.to_string()))
    }

    /// For rulesets whose play can cycle: the moves of ``player`` moving
    /// first that keep a draw, when it has no winning move; ``[]``
    /// otherwise.
    ///
    /// >>> import conway
    /// >>> conway.BackslidingToadsAndFrogs("t.|.f").drawing_moves("left")
    /// ['strip 1: 1-2']
    #[pyo3(signature = (player = "left", *, max_positions = None, timeout = None))]
    fn drawing_moves(
        &self,
        py: Python<'_>,
        player: &str,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Vec<String>> {
        let side = self::player(player)?;
        let loopy = self.loopy_analysis(py, max_positions, timeout)?;
        Ok(loopy.map_or_else(Vec::new, |a| match side {
            Player::Left => a.left.drawing,
            Player::Right => a.right.drawing,
        }))
    }

    /// Who wins this position with Left and with Right moving first, and
    /// a winning move, by the outcome search (``conway.outcome_search``):
    /// for positions too big for ``value()``.
    ///
    /// >>> import conway
    /// >>> conway.Clobber("xo" * 3).outcome_search().outcome  # (XO)^3: the second player wins
    /// 'P'
    #[pyo3(signature = (*, max_positions = None, timeout = None, table_size = Count::of(64 << 20), threads = None))]
    fn outcome_search(
        slf: &Bound<'_, Self>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
        table_size: Count,
        threads: Option<Count>,
    ) -> PyResult<crate::outcome_search::PyOutcomeResult> {
        let terms = PyTuple::new(slf.py(), [slf])?;
        crate::outcome_search::outcome_search(
            slf.py(),
            &terms,
            max_positions,
            timeout,
            table_size,
            false,
            threads,
        )
    }

    /// The analysis as a dict of JSON values, the document ``conway analyze
    /// --json`` prints (``docs/schema/analyze.json``, ``"schema":
    /// "conway/1"``): value, outcome, temperature and mean or nimber, the
    /// winning moves by player and the ruleset's details; with draws where
    /// play can cycle.
    ///
    /// >>> import conway
    /// >>> d = conway.Domineering("..|..").to_dict()
    /// >>> d["schema"], d["value"], d["outcome"], d["left_moves"]
    /// ('conway/1', '+-1', 'N', ['a1-a2', 'b1-b2'])
    /// >>> conway.position("advance-or-eat", "W.B.|.BW.|B..W|.W.B").to_dict()["details"]["sum"]
    /// '-1/4'
    #[pyo3(signature = (*, max_positions = None, timeout = None))]
    fn to_dict<'py>(
        &self,
        py: Python<'py>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let position = self.position.as_ref();
        let body = match self.loopy_analysis(py, max_positions.clone(), timeout)? {
            Some(a) => document::loopy_analysis(self.rules, position, &a),
            None => {
                let a = self.analysis(py, max_positions, timeout)?;
                let value = a.value.map(|v| v.to_string());
                document::analysis(self.rules, position, a, value)
            }
        };
        let text = conway::schema::document(body).to_string();
        py.import("json")?.call_method1("loads", (text,))
    }

    /// Ruleset-specific facts of the analysis (a column's value in Advance
    /// or Eat, the number of winning first moves, ...), as ``(name, text)`` pairs in order.
    #[pyo3(signature = (*, max_positions = None, timeout = None))]
    fn details(
        &self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Vec<(String, String)>> {
        let a = self.analysis(py, max_positions, timeout)?;
        Ok(a.details
            .iter()
            .map(|d| (d.label.clone(), d.text.clone()))
            .collect())
    }

    /// The moves of ``player`` as ``(label, position)`` pairs (the same for
    /// both players in impartial games).
    ///
    /// >>> import conway
    /// >>> conway.Domineering("..|..").moves("left")
    /// [('a1-a2', Domineering('#.|#.')), ('b1-b2', Domineering('.#|.#'))]
    #[pyo3(signature = (player = "left"))]
    fn moves<'py>(slf: &Bound<'py, Self>, player: &str) -> PyResult<Bound<'py, PyList>> {
        let side = self::player(player)?;
        let this = slf.get();
        if let Some(bound) = this.position.move_bound() {
            if bound > 1_000_000 {
                return Err(PyValueError::new_err(format!(
                    "this position has up to {bound} moves: too many to list"
                )));
            }
        }
        let list = PyList::empty(slf.py());
        for m in this.position.moves(side) {
            list.append((m.label, PyPosition::child(slf, m.position)?))?;
        }
        Ok(list)
    }
}

/// A string as Python's `repr` writes it (single quotes).
fn python_string(s: &str) -> String {
    format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// The built-in rulesets as ``(name, kind, summary, syntax, example)``.
#[pyfunction]
#[pyo3(name = "rulesets")]
fn ruleset_table() -> Vec<(
    &'static str,
    String,
    &'static str,
    &'static str,
    &'static str,
)> {
    rulesets::all()
        .into_iter()
        .map(|r| {
            (
                r.name(),
                r.kind().to_string(),
                r.summary(),
                r.syntax(),
                r.example(),
            )
        })
        .collect()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyPosition>()?;
    m.add_function(wrap_pyfunction!(ruleset_table, m)?)?;
    Ok(())
}
