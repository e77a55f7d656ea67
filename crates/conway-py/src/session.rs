//! `conway.Session` and `conway.play(...)`: a game against the engine, the
//! library's `play::Session` (turns, undo and redo, repetition and draw
//! rules, misère and loopy endings, the engine's move, hints and
//! explanations), saved and resumed as JSON. Every step that thinks runs
//! under the limits (`max_positions=`, `timeout=`, `with conway.limits`),
//! with Ctrl-C working; a limit leaves the analysis unknown and the engine
//! guesses, as at the command line.

use conway::control::{Control, Stop};
use conway::play::{Ending, PlayError, Saved, Seat, Session, Turn};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use crate::arguments::Count;
use crate::limits::{self, Limits};
use crate::rulesets::{player, PyPosition};

/// A game against the engine: you play one side of a ruleset's position,
/// the engine the other, perfectly where its analysis finishes.
///
/// Moves are named by their labels (as ``Position.moves()`` gives them;
/// the ruleset's other spellings count, so the domino ``b2-b1`` is
/// ``b1-b2``) or by their index in ``moves``. ``play`` and
/// ``engine_move`` return what happened, in sentences; ``ending`` says
/// how the game ended once it has.
///
/// >>> import conway
/// >>> s = conway.play("nim", "1 2")
/// >>> s.moves
/// ['heap 1: 1 -> 0', 'heap 2: 2 -> 1', 'heap 2: 2 -> 0']
/// >>> s.winning_moves()
/// ['heap 2: 2 -> 1']
/// >>> s.play("heap 2: 2 -> 1")[0]
/// 'You play heap 2: 2 -> 1.'
/// >>> s.to_move, s.position
/// ('engine', '1 1')
/// >>> s.engine_move()[0]
/// 'The engine plays heap 1: 1 -> 0.'
/// >>> s.play(0)
/// ['You play heap 2: 1 -> 0.', 'You kept a winning position.', 'The engine has no move: you win.']
/// >>> s.ending
/// {'winner': 'you', 'drawn': False}
#[pyclass(module = "conway", name = "Session")]
pub struct PySession {
    session: Session,
}

fn seat_name(seat: Seat) -> &'static str {
    seat.name()
}

fn seat(name: &str) -> PyResult<Seat> {
    match name.to_ascii_lowercase().as_str() {
        "you" => Ok(Seat::You),
        "engine" => Ok(Seat::Engine),
        _ => Err(PyValueError::new_err(format!(
            "first must be \"you\" or \"engine\", not {}",
            conway::error::quoted(name)
        ))),
    }
}

fn play_error(e: PlayError) -> PyErr {
    match e {
        PlayError::Interrupted => pyo3::exceptions::PyKeyboardInterrupt::new_err("interrupted"),
        other => PyValueError::new_err(other.to_string()),
    }
}

fn ending_dict<'py>(py: Python<'py>, ending: Ending) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("winner", ending.winner.map(seat_name))?;
    d.set_item("drawn", ending.drawn)?;
    Ok(d)
}

fn turn_dict<'py>(py: Python<'py>, turn: &Turn) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("by", seat_name(turn.by))?;
    d.set_item("move", &turn.label)?;
    d.set_item("kept_winning", turn.kept_winning)?;
    d.set_item("proven", turn.proven)?;
    Ok(d)
}

impl PySession {
    /// Runs `step` on the session under the limits, on the worker thread,
    /// and returns what it gives (a Ctrl-C is `KeyboardInterrupt`).
    fn think<T: Send>(
        &mut self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
        step: impl FnOnce(&mut Session, &Control) -> Result<T, PlayError> + Send,
    ) -> PyResult<T> {
        let limits = Limits::new(max_positions, timeout)?;
        let session = &mut self.session;
        let finished = limits::run(py, limits, move |control| {
            Ok::<_, Stop>(step(session, control))
        })?;
        match finished.result {
            Ok(result) => result.map_err(play_error),
            Err(stop) => Err(limits::stopped(
                py,
                stop,
                finished.positions,
                finished.seconds,
                py.None(),
            )),
        }
    }

    /// The move `chosen` names (a label or an index) as an index.
    fn index_of(&mut self, chosen: &Bound<'_, PyAny>) -> PyResult<usize> {
        let count = self.session.moves().map_err(play_error)?.len();
        if let Ok(i) = chosen.extract::<i64>() {
            if chosen.is_instance_of::<pyo3::types::PyBool>() {
                return Err(pyo3::exceptions::PyTypeError::new_err(
                    "a move is a label (str) or an index (int), not a bool",
                ));
            }
            return usize::try_from(i)
                .ok()
                .filter(|&i| i < count)
                .ok_or_else(|| {
                    pyo3::exceptions::PyIndexError::new_err(format!(
                        "move index {i} out of range: there are {count} moves"
                    ))
                });
        }
        let Ok(label) = chosen.extract::<String>() else {
            return Err(pyo3::exceptions::PyTypeError::new_err(format!(
                "a move is a label (str) or an index (int), not {}",
                chosen.get_type().name()?
            )));
        };
        self.session
            .find_move(&label)
            .map_err(play_error)?
            .filter(|&i| i < count)
            .ok_or_else(|| {
                let labels: Vec<String> = self
                    .session
                    .moves()
                    .map(|m| m.iter().take(8).map(|m| m.label.clone()).collect())
                    .unwrap_or_default();
                PyValueError::new_err(format!(
                    "{} is not a move here; the moves are {}{}",
                    conway::error::quoted(&label),
                    labels.join(", "),
                    if count > labels.len() { ", ..." } else { "" }
                ))
            })
    }

    /// After a move (or an undo): analyses the new position under the same
    /// limits and arrives there, adding what arriving says (a repetition,
    /// the end of the game).
    fn arrive(
        session: &mut Session,
        control: &Control,
        said: &mut Vec<String>,
    ) -> Result<(), PlayError> {
        session.moves()?;
        session.analyse(control)?;
        said.extend(session.arrive()?.said);
        Ok(())
    }

    /// Analyses the current position under the limits and arrives there
    /// (a new, resumed or taken-back position).
    fn settle(
        &mut self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<()> {
        self.think(py, max_positions, timeout, |s, control| {
            PySession::arrive(s, control, &mut Vec::new())
        })
    }

    fn check_turn(&self, expected: Seat) -> PyResult<()> {
        if let Some(ending) = self.session.ending() {
            let how = match ending.winner {
                Some(w) => format!("{} won", seat_name(w)),
                None => "drawn".to_string(),
            };
            return Err(PyValueError::new_err(format!("the game is over ({how})")));
        }
        if self.session.to_move() != expected {
            return Err(PyValueError::new_err(match expected {
                Seat::You => "it is the engine's move: call engine_move()",
                Seat::Engine => "it is your move: call play(move)",
            }));
        }
        Ok(())
    }
}

#[pymethods]
impl PySession {
    /// A new game of ``ruleset`` from ``position`` (its notation), or of a
    /// ``conway.Position`` given alone. ``you`` is your side in a partizan
    /// game (``"left"`` or ``"right"``; ignored in an impartial one),
    /// ``first`` who moves first (``"you"`` or ``"engine"``), ``misere``
    /// misère play (the player who cannot move wins).
    #[new]
    #[pyo3(signature = (ruleset, position = None, *, you = "left", first = "you", misere = false, max_positions = None, timeout = None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        ruleset: &Bound<'_, PyAny>,
        position: Option<&str>,
        you: &str,
        first: &str,
        misere: bool,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<PySession> {
        let (name, text) = match (ruleset.downcast::<PyPosition>(), position) {
            (Ok(p), None) => {
                let p = p.get();
                (p.rules().name().to_string(), p.position().notation())
            }
            (Ok(_), Some(_)) => {
                return Err(pyo3::exceptions::PyTypeError::new_err(
                    "give a Position alone, or a ruleset's name and a position",
                ))
            }
            (Err(_), Some(text)) => (ruleset.extract::<String>()?, text.to_string()),
            (Err(_), None) => {
                return Err(pyo3::exceptions::PyTypeError::new_err(
                    "Session() needs a Position, or a ruleset's name and a position",
                ))
            }
        };
        let session = Session::of_ruleset(&name, &text, player(you)?, seat(first)?, misere)
            .map_err(play_error)?;
        let mut made = PySession { session };
        made.settle(py, max_positions, timeout)?;
        Ok(made)
    }

    /// A saved game (``save()``'s JSON) resumed to where it stood.
    ///
    /// >>> import conway
    /// >>> s = conway.play("domineering", "..|..", first="engine")
    /// >>> _ = s.engine_move()
    /// >>> conway.Session.load(s.save()).position == s.position
    /// True
    #[staticmethod]
    fn load(py: Python<'_>, saved: &str) -> PyResult<PySession> {
        let saved: Saved = serde_json::from_str(saved)
            .map_err(|e| PyValueError::new_err(format!("not a saved game: {e}")))?;
        let session = Session::resume(saved).map_err(play_error)?;
        let mut made = PySession { session };
        made.settle(py, None, None)?;
        Ok(made)
    }

    /// The game as JSON: the ruleset, the starting position, the sides and
    /// the moves made (what ``Session.load`` and ``conway play --load``
    /// read).
    fn save(&self) -> PyResult<String> {
        serde_json::to_string(&self.session.save())
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// The current position in its ruleset's notation.
    #[getter]
    fn position(&self) -> String {
        self.session.position().notation()
    }

    /// Who is to move: ``"you"`` or ``"engine"``.
    #[getter]
    fn to_move(&self) -> &'static str {
        seat_name(self.session.to_move())
    }

    /// The side you play: ``"left"`` or ``"right"``.
    #[getter]
    fn you(&self) -> &'static str {
        self.session.side(Seat::You).key()
    }

    /// The labels of the moves of the player to move, in the ruleset's order.
    #[getter]
    fn moves(&mut self) -> PyResult<Vec<String>> {
        let moves = self.session.moves().map_err(play_error)?;
        Ok(moves.iter().map(|m| m.label.clone()).collect())
    }

    /// The moves made: dicts with ``by`` (``"you"``/``"engine"``),
    /// ``move``, ``kept_winning`` (your moves) and ``proven`` (the
    /// engine's: False when it guessed).
    #[getter]
    fn turns<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let turns = self
            .session
            .turns()
            .iter()
            .map(|t| turn_dict(py, t))
            .collect::<PyResult<Vec<_>>>()?;
        PyList::new(py, turns)
    }

    /// How the game ended (``{"winner": "you" | "engine" | None, "drawn":
    /// bool}``), or ``None`` while it goes on.
    #[getter]
    fn ending<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        self.session
            .ending()
            .map(|e| ending_dict(py, e))
            .transpose()
    }

    /// Who wins from here with perfect play (``"you"``, ``"engine"``), or
    /// ``None`` when drawn or when a limit stopped the analysis.
    #[getter]
    fn winner(&self) -> Option<&'static str> {
        self.session.winner().map(seat_name)
    }

    /// The value and who is winning, in words.
    ///
    /// >>> import conway
    /// >>> conway.play("nim", "1 2").standing()
    /// 'Value: *3 (the first player, to move, wins): you are winning.'
    fn standing(&self) -> String {
        self.session.standing(Seat::You)
    }

    /// The board, whose move it is and who is winning, as ``conway play``
    /// shows it.
    fn board(&self) -> String {
        self.session.board()
    }

    /// The labels of the winning moves of the player to move (empty when
    /// every move loses or a limit stopped the analysis).
    fn winning_moves(&self) -> Vec<String> {
        self.session.winning_moves().to_vec()
    }

    /// Plays ``move`` (a label or an index into ``moves``) for you; says
    /// whether you kept the win and, if you lost it, a move that would have
    /// kept it and why; then how the game stands if it ended.
    #[pyo3(signature = (r#move, *, max_positions = None, timeout = None))]
    fn play(
        &mut self,
        py: Python<'_>,
        r#move: &Bound<'_, PyAny>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Vec<String>> {
        self.check_turn(Seat::You)?;
        let i = self.index_of(r#move)?;
        self.think(py, max_positions, timeout, move |s, control| {
            let mut said = s.play(i, control)?;
            PySession::arrive(s, control, &mut said)?;
            Ok(said)
        })
    }

    /// The engine's move: a winning one when its analysis finds one (a
    /// best guess, said so, when a limit stopped it); then how the game
    /// stands if it ended.
    #[pyo3(signature = (*, max_positions = None, timeout = None))]
    fn engine_move(
        &mut self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Vec<String>> {
        self.check_turn(Seat::Engine)?;
        self.think(py, max_positions, timeout, |s, control| {
            let mut said = s.engine_move(control)?;
            PySession::arrive(s, control, &mut said)?;
            Ok(said)
        })
    }

    /// A winning move for the player to move and why; when every move
    /// loses, the move the stated rule picks and why.
    #[pyo3(signature = (*, max_positions = None, timeout = None))]
    fn hint(
        &mut self,
        py: Python<'_>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Vec<String>> {
        self.think(py, max_positions, timeout, |s, control| s.hint(control))
    }

    /// Why ``move`` (a label or an index) is good or bad here, or ``None``
    /// where there is no normal-play explanation (misère or loopy play).
    #[pyo3(signature = (r#move, *, max_positions = None, timeout = None))]
    fn explain(
        &mut self,
        py: Python<'_>,
        r#move: &Bound<'_, PyAny>,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<Option<String>> {
        let i = self.index_of(r#move)?;
        self.think(py, max_positions, timeout, move |s, control| {
            Ok(s.explain(i, control))
        })
    }

    /// Takes back your last move and the engine's reply; False when you
    /// have not moved yet.
    fn undo(&mut self, py: Python<'_>) -> PyResult<bool> {
        if !self.session.undo() {
            return Ok(false);
        }
        self.settle(py, None, None)?;
        Ok(true)
    }

    /// Plays again what the last ``undo`` took back; False when there is
    /// nothing to redo.
    fn redo(&mut self, py: Python<'_>) -> PyResult<bool> {
        let done = self.think(py, None, None, |s, control| {
            let redone = s.redo()?;
            if redone {
                PySession::arrive(s, control, &mut Vec::new())?;
            }
            Ok(redone)
        })?;
        Ok(done)
    }

    /// The current board drawn in a notebook (``None`` where the ruleset
    /// has no picture).
    fn _repr_svg_(&self) -> Option<String> {
        let saved = self.session.save();
        let ruleset = conway::rulesets::find(&saved.ruleset?).ok()?;
        conway::rulesets::svg(ruleset, &self.session.position().notation()).ok()
    }

    fn __repr__(&self) -> String {
        let saved = self.session.save();
        format!(
            "Session({}, {}, {} moves made, {} to move)",
            saved.ruleset.unwrap_or_else(|| "?".to_string()),
            conway::error::quoted(&self.session.position().notation()),
            self.session.turns().len(),
            seat_name(self.session.to_move())
        )
    }
}

/// A game against the engine: ``conway.Session(...)`` under a shorter
/// name.
///
/// >>> import conway
/// >>> s = conway.play("domineering", "...|...", you="right")
/// >>> s.you, s.to_move, len(s.moves)
/// ('right', 'you', 4)
#[pyfunction]
#[pyo3(signature = (ruleset, position = None, *, you = "left", first = "you", misere = false, max_positions = None, timeout = None))]
#[allow(clippy::too_many_arguments)]
fn play(
    py: Python<'_>,
    ruleset: &Bound<'_, PyAny>,
    position: Option<&str>,
    you: &str,
    first: &str,
    misere: bool,
    max_positions: Option<Count>,
    timeout: Option<f64>,
) -> PyResult<PySession> {
    PySession::new(
        py,
        ruleset,
        position,
        you,
        first,
        misere,
        max_positions,
        timeout,
    )
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PySession>()?;
    m.add_function(wrap_pyfunction!(play, m)?)?;
    Ok(())
}
