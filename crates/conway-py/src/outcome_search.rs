//! `conway.outcome_search(*terms)` and `Position.outcome_search()`: who
//! wins a sum of positions and values, by the library's outcome search
//! (`conway::outcome`), without the canonical form of the whole.

use conway::outcome::{
    default_threads, Answer, OutcomeSearch, Settings, SumOfTerms, TermError, Verdict,
};
use conway::rulesets::Position;
use conway::value::{Game, Player};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::arguments::Count;
use crate::game::game_from_py;
use crate::limits::{self, Limits};
use crate::rulesets::PyPosition;

/// What the outcome search proved about a sum: who wins with Left moving
/// first and with Right moving first (``"left"``, ``"right"``, or
/// ``None`` when a limit stopped the search first), a winning move for
/// each winner, and the outcome class once both are known.
///
/// >>> import conway
/// >>> r = conway.outcome_search(conway.Clobber("xoxo"))
/// >>> r
/// OutcomeResult(outcome='N', left_first='left', right_first='right')
/// >>> r.winning_move("left")  # in term 0, its part xoxo, x at a1 takes b1
/// (0, 'xoxo', 'a1-b1')
/// >>> r.decided, r.stop
/// (True, None)
#[pyclass(module = "conway", name = "OutcomeResult", frozen)]
pub struct PyOutcomeResult {
    verdict: Verdict,
}

fn winner(answer: &Answer) -> Option<&'static str> {
    answer.winner.map(Player::key)
}

#[pymethods]
impl PyOutcomeResult {
    /// The outcome class ``"L"``, ``"R"``, ``"N"`` or ``"P"``, or ``None``
    /// while either question is undecided.
    #[getter]
    fn outcome(&self) -> Option<&'static str> {
        self.verdict.outcome().map(|o| o.as_str())
    }

    /// Who wins with Left moving first: ``"left"``, ``"right"`` or ``None``.
    #[getter]
    fn left_first(&self) -> Option<&'static str> {
        winner(&self.verdict.left_first)
    }

    /// Who wins with Right moving first: ``"left"``, ``"right"`` or ``None``.
    #[getter]
    fn right_first(&self) -> Option<&'static str> {
        winner(&self.verdict.right_first)
    }

    /// True when both questions are decided.
    #[getter]
    fn decided(&self) -> bool {
        self.verdict.outcome().is_some()
    }

    /// Why the search stopped before deciding both (``"max_positions"``,
    /// ``"timeout"``, …), or ``None``.
    #[getter]
    fn stop(&self) -> Option<String> {
        self.verdict.stop.map(|s| limits::reason(s).to_string())
    }

    /// Positions the search examined.
    #[getter]
    fn positions(&self) -> u64 {
        self.verdict.positions
    }

    /// A winning first move of ``player`` (``"left"`` or ``"right"``) as
    /// ``(term, part, move)``: the index of the term moved in (``None``
    /// for the values, summed), the part of it moved in, in its
    /// ruleset's notation, and the move's label; ``None`` when that
    /// player loses moving first or it is undecided.
    ///
    /// >>> import conway
    /// >>> r = conway.outcome_search(conway.Domineering("..|.."), "2")
    /// >>> r.outcome, r.winning_move("left"), r.winning_move("right")
    /// ('L', (0, '..|..', 'a1-a2'), None)
    #[pyo3(signature = (player = "left"))]
    fn winning_move(&self, player: &str) -> PyResult<Option<(Option<usize>, String, String)>> {
        let side = crate::rulesets::player(player)?;
        Ok(self
            .verdict
            .first(side)
            .winning_move
            .as_ref()
            .map(|m| (m.term, m.component.clone(), m.label.clone())))
    }

    fn __repr__(&self) -> String {
        let text = |s: Option<&str>| s.map_or("None".to_string(), |s| format!("'{s}'"));
        format!(
            "OutcomeResult(outcome={}, left_first={}, right_first={})",
            text(self.outcome()),
            text(self.left_first()),
            text(self.right_first())
        )
    }
}

/// A term of the sum: a position (searched) or a value.
enum Term<'a> {
    Position(&'a dyn Position, String),
    Value(Game),
}

/// Who wins the sum of ``terms`` — positions of built-in rulesets
/// (``conway.Clobber("xoxo")``) and values (a ``Game``, an ``int``, a
/// ``Fraction`` or CGSuite notation such as ``"{1|*}"``) — with Left and
/// with Right moving first, and a winning move, by a boolean search over
/// the sum that replaces small parts by their canonical forms, so that
/// positions far too big for a canonical form are decided.
///
/// ``table_size`` is the bytes of the transposition table (it never
/// grows); ``threads`` the threads searching together (default: one per
/// core, as ``conway outcome``; the answers and the winning moves
/// reported are the same whatever their number); ``known_forms=True`` replaces any part whose canonical form the
/// solver already holds — an endgame database given to it by
/// ``conway.RegionDatabase(path).preload()`` — by that form, however big; ``max_positions`` and ``timeout`` bound the search, which then
/// returns what it proved (``decided`` False, ``stop`` the reason)
/// instead of raising. A position whose play can cycle has no value to
/// add: ``ValueError``.
///
/// >>> import conway
/// >>> # (XO)^12: a first-player win (Albert, Grossman, Nowakowski, Wolfe, 2005)
/// >>> conway.outcome_search(conway.Clobber("xo" * 12)).outcome
/// 'N'
/// >>> conway.outcome_search(conway.Clobber("xoxo"), conway.Domineering("..|.."), "{1|*}").outcome
/// 'N'
/// >>> # The same winning move on one thread and on two
/// >>> one = conway.outcome_search(conway.Clobber("xo" * 6), threads=1)
/// >>> one.winning_move("left") == conway.outcome_search(conway.Clobber("xo" * 6), threads=2).winning_move("left")
/// True
/// >>> r = conway.outcome_search(conway.Domineering("......|" * 5 + "......"), max_positions=200)
/// >>> r.decided, r.stop
/// (False, 'max_positions')
#[pyfunction]
#[pyo3(signature = (*terms, max_positions = None, timeout = None, table_size = Count::of(64 << 20), known_forms = false, threads = None))]
pub fn outcome_search(
    py: Python<'_>,
    terms: &Bound<'_, PyTuple>,
    max_positions: Option<Count>,
    timeout: Option<f64>,
    table_size: Count,
    known_forms: bool,
    threads: Option<Count>,
) -> PyResult<PyOutcomeResult> {
    let table_size: usize = table_size.get("table_size")?;
    if table_size == 0 {
        return Err(PyValueError::new_err(
            "table_size must be a positive number of bytes",
        ));
    }
    let threads: usize = match threads {
        Some(n) => n.get("threads")?,
        None => default_threads(),
    };
    if threads == 0 {
        return Err(PyValueError::new_err(
            "threads must be a positive number of threads",
        ));
    }
    let items: Vec<Bound<'_, PyAny>> = terms.iter().collect();
    let mut positions = Vec::with_capacity(items.len());
    for item in &items {
        positions.push(match item.downcast::<PyPosition>() {
            Ok(p) => Some(p.clone()),
            Err(_) => None,
        });
    }
    let mut sum_terms = Vec::with_capacity(items.len());
    for (item, position) in items.iter().zip(&positions) {
        sum_terms.push(match position {
            Some(p) => {
                let p = p.get();
                Term::Position(
                    p.position(),
                    format!("{}:{}", p.rules().name(), p.position().notation()),
                )
            }
            None => Term::Value(game_from_py(item)?),
        });
    }
    let settings = Settings {
        table_bytes: table_size,
        known_forms,
        threads,
        ..Settings::default()
    };
    let limits = Limits::new(max_positions, timeout)?;
    let finished = limits::run(py, limits, |control| {
        let mut sum = SumOfTerms::new();
        for term in &sum_terms {
            match term {
                Term::Position(p, name) => match sum.add_position(name.clone(), *p, control) {
                    Ok(()) => {}
                    Err(TermError::Stopped(stop)) => return Err(stop),
                    Err(e @ TermError::NoValue) => return Ok(Err(format!("{name}: {e}"))),
                },
                Term::Value(g) => sum.add_value(g.to_string(), *g),
            }
        }
        Ok(Ok(OutcomeSearch::new(settings).decide(&sum, control)))
    })?;
    let verdict = finished
        .or_stopped(py, || py.None())?
        .map_err(PyValueError::new_err)?;
    Ok(PyOutcomeResult { verdict })
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyOutcomeResult>()?;
    m.add_function(wrap_pyfunction!(outcome_search, m)?)?;
    Ok(())
}
