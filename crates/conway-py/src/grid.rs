//! `conway.Grid`: the board of a grid game whose move rule is a Python
//! function, and the searches of such games (`conway.canonical_form`,
//! `grundy_value`, `outcome`, `winning_moves` given a `Grid`).
//!
//! The board is the library's `DominoBoard` (a rectangle of empty and
//! filled cells); the game is `conway::rulesets::user_grid::GridGame`,
//! which splits a board into its regions of empty cells, puts each in
//! normal form under the symmetries the grid names, and calls the rule
//! only on regions in normal form, once each. The search runs on the
//! calling thread with the GIL held, as for the other user games.

use conway::control::{watch, Control};
use conway::rulesets::domino::{Adjacency, DominoBoard, Symmetries};
use conway::rulesets::user_grid::{GridGame, GridRules};
use conway::user_games::{is_winning_move, ImpartialSearch, PartizanSearch, SearchError};
use conway::value::Player;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::GILOnceCell;
use pyo3::types::{PyFrozenSet, PyTuple, PyType};

use crate::game::PyGame;
use crate::limits::Limits;
use crate::user_games::{stopped, Kind};

/// A rectangular board of empty and filled cells, the position of a grid
/// game whose rule you write: moves fill cells.
///
/// ``Grid(rows, cols, blocked=(), symmetry="none", adjacency="orthogonal")``:
/// the cells are ``(row, column)`` pairs from ``(0, 0)`` at the top left;
/// ``blocked`` are filled from the start. ``symmetry`` names the
/// symmetries your rule allows (boards that are images of each other under
/// them have the same value): ``"none"`` (translations only),
/// ``"left-right"``, ``"top-bottom"``, ``"mirrors"`` (both mirrors and the
/// half turn: every symmetry that keeps rows rows, as in Domineering) or
/// ``"all"`` (the eight symmetries of the square, as in Cram).
/// ``adjacency`` says which cells touch: ``"orthogonal"`` (sharing a side)
/// or ``"king"`` (a side or a corner).
///
/// Given a ``Grid``, :func:`conway.canonical_form`, :func:`grundy_value`,
/// :func:`outcome` and :func:`winning_moves` split every board into its
/// regions of empty cells (connected as ``adjacency`` says), trim each to
/// its bounding box, take its normal form under ``symmetry`` for the
/// transposition table, and call your rule only on those regions. So the
/// rule must depend only on the empty cells of the region it is given
/// (not on where the region lies, nor on cells of other regions), and
/// must list its options as Grids, made with :meth:`with_filled`.
///
/// >>> import conway
/// >>> # Domineering: Left places vertical dominoes, Right horizontal ones.
/// >>> def left(g):
/// ...     return [g.with_filled([(r, c), (r + 1, c)]) for r, c in g.empty if (r + 1, c) in g.empty]
/// >>> def right(g):
/// ...     return [g.with_filled([(r, c), (r, c + 1)]) for r, c in g.empty if (r, c + 1) in g.empty]
/// >>> print(conway.canonical_form(conway.Grid(4, 5, symmetry="mirrors"), left, right))
/// 1
/// >>> print(conway.canonical_form(conway.Grid(2, 2), left, right))
/// +-1
/// >>> g = conway.Grid.parse("..#|...")
/// >>> g.rows, g.cols, sorted(g.blocked), (0, 2) in g
/// (2, 3, [(0, 2)], False)
/// >>> print(g.with_filled([(1, 1), (1, 2)]))
/// ..#|.##
#[pyclass(module = "conway", name = "Grid", frozen)]
pub struct PyGrid {
    board: DominoBoard,
    symmetries: Symmetries,
    adjacency: Adjacency,
    /// `empty`, made on first use.
    empty: GILOnceCell<Py<PyFrozenSet>>,
}

impl PyGrid {
    fn of(&self, board: DominoBoard) -> PyGrid {
        PyGrid::new(board, self.symmetries, self.adjacency)
    }

    fn new(board: DominoBoard, symmetries: Symmetries, adjacency: Adjacency) -> PyGrid {
        PyGrid {
            board,
            symmetries,
            adjacency,
            empty: GILOnceCell::new(),
        }
    }
}

/// The named symmetries and adjacency, or a `ValueError` listing the names.
fn settings(symmetry: &str, adjacency: &str) -> PyResult<(Symmetries, Adjacency)> {
    let names = |named: &[&str]| named.join("\", \"");
    let s = Symmetries::parse(symmetry).ok_or_else(|| {
        let known: Vec<&str> = Symmetries::NAMED.iter().map(|n| n.0).collect();
        PyValueError::new_err(format!(
            "symmetry must be one of \"{}\", not {symmetry:?}",
            names(&known)
        ))
    })?;
    let a = Adjacency::parse(adjacency).ok_or_else(|| {
        let known: Vec<&str> = Adjacency::NAMED.iter().map(|n| n.0).collect();
        PyValueError::new_err(format!(
            "adjacency must be one of \"{}\", not {adjacency:?}",
            names(&known)
        ))
    })?;
    Ok((s, a))
}

/// The cells of an iterable of `(row, column)` pairs, or a `TypeError`
/// naming the argument.
fn cells_of(cells: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<(usize, usize)>> {
    let bad = || PyTypeError::new_err(format!("{what} must be (row, column) pairs of ints >= 0"));
    cells
        .try_iter()
        .map_err(|_| bad())?
        .map(|cell| cell?.extract::<(usize, usize)>().map_err(|_| bad()))
        .collect()
}

/// The most cells a grid may have (the library's bound on a searchable
/// board's empty cells).
const MAX_CELLS: usize = conway::rulesets::domino::MAX_EMPTY_CELLS;

#[pymethods]
impl PyGrid {
    #[new]
    #[pyo3(signature = (rows, cols, blocked = None, symmetry = "none", adjacency = "orthogonal"))]
    fn py_new(
        rows: usize,
        cols: usize,
        blocked: Option<&Bound<'_, PyAny>>,
        symmetry: &str,
        adjacency: &str,
    ) -> PyResult<PyGrid> {
        let (symmetries, adjacency) = settings(symmetry, adjacency)?;
        if rows.saturating_mul(cols) > MAX_CELLS {
            return Err(PyValueError::new_err(format!(
                "a grid has at most {MAX_CELLS} cells, not {rows} x {cols}"
            )));
        }
        let blocked = match blocked {
            Some(b) => cells_of(b, "blocked")?,
            None => Vec::new(),
        };
        let board = DominoBoard::rectangle(rows as u32, cols as u32)
            .with_filled(&blocked)
            .map_err(|(r, c)| {
                PyValueError::new_err(format!(
                    "blocked cell ({r}, {c}) is off the {rows} x {cols} grid or listed twice"
                ))
            })?;
        Ok(PyGrid::new(board, symmetries, adjacency))
    }

    /// The grid written as rows joined by ``|``, ``.`` an empty cell and
    /// ``#`` a filled one (as ``str(grid)`` writes it).
    ///
    /// >>> import conway
    /// >>> conway.Grid.parse(".#|..", symmetry="all")
    /// Grid.parse('.#|..', symmetry='all')
    #[classmethod]
    #[pyo3(signature = (text, symmetry = "none", adjacency = "orthogonal"))]
    fn parse(
        _cls: &Bound<'_, PyType>,
        text: &str,
        symmetry: &str,
        adjacency: &str,
    ) -> PyResult<PyGrid> {
        let (symmetries, adjacency) = settings(symmetry, adjacency)?;
        let board = DominoBoard::parse(text).map_err(|e| PyValueError::new_err(e.to_string()))?;
        Ok(PyGrid::new(board, symmetries, adjacency))
    }

    /// The number of rows.
    #[getter]
    fn rows(&self) -> usize {
        self.board.rows()
    }

    /// The number of columns.
    #[getter]
    fn cols(&self) -> usize {
        self.board.cols()
    }

    /// The empty cells, a frozenset of ``(row, column)`` pairs.
    #[getter]
    fn empty<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyFrozenSet>> {
        let set = self.empty.get_or_try_init(py, || {
            PyFrozenSet::new(py, self.board.empty_cell_list()).map(Bound::unbind)
        })?;
        Ok(set.bind(py).clone())
    }

    /// The filled cells, a frozenset of ``(row, column)`` pairs.
    #[getter]
    fn blocked<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyFrozenSet>> {
        let b = &self.board;
        let filled = (0..b.rows())
            .flat_map(|r| (0..b.cols()).map(move |c| (r, c)))
            .filter(|&(r, c)| !b.is_empty(r, c));
        PyFrozenSet::new(py, filled)
    }

    /// The symmetries the rule allows, by name.
    #[getter]
    fn symmetry(&self) -> &'static str {
        self.symmetries.name()
    }

    /// Which cells touch, by name.
    #[getter]
    fn adjacency(&self) -> &'static str {
        self.adjacency.name()
    }

    /// True if ``cell`` (a ``(row, column)`` pair) is an empty cell.
    fn __contains__(&self, cell: &Bound<'_, PyAny>) -> bool {
        match cell.extract::<(usize, usize)>() {
            Ok((r, c)) => {
                r < self.board.rows() && c < self.board.cols() && self.board.is_empty(r, c)
            }
            Err(_) => false,
        }
    }

    /// The number of empty cells.
    fn __len__(&self) -> usize {
        self.board.empty_cells()
    }

    /// The grid with the given cells (``(row, column)`` pairs, each empty)
    /// filled: a move.
    fn with_filled(&self, cells: &Bound<'_, PyAny>) -> PyResult<PyGrid> {
        let cells = cells_of(cells, "cells")?;
        let board = self.board.with_filled(&cells).map_err(|(r, c)| {
            PyValueError::new_err(format!(
                "cell ({r}, {c}) is not an empty cell of the {} x {} grid {}",
                self.board.rows(),
                self.board.cols(),
                self.board
            ))
        })?;
        Ok(self.of(board))
    }

    /// The regions of empty cells (connected as ``adjacency`` says), each
    /// trimmed to its bounding box, in the order of their first cell.
    ///
    /// >>> import conway
    /// >>> [str(r) for r in conway.Grid.parse("..#.|#.##|.#..").regions()]
    /// ['..|#.', '.', '.', '..']
    fn regions(&self) -> Vec<PyGrid> {
        self.board
            .regions_joined_by(self.adjacency, 1)
            .into_iter()
            .map(|b| self.of(b))
            .collect()
    }

    /// The grid trimmed to its empty cells, then the least of its images
    /// under ``symmetry``: the form the searches give the rule.
    ///
    /// >>> import conway
    /// >>> a = conway.Grid.parse("##.|#..", symmetry="mirrors")
    /// >>> b = conway.Grid.parse("..#|.##|###", symmetry="mirrors")
    /// >>> a.normal_form() == b.normal_form()
    /// True
    fn normal_form(&self) -> PyGrid {
        self.of(self.board.normal_form(self.symmetries))
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other.downcast::<PyGrid>().is_ok_and(|o| {
            let o = o.get();
            (o.board == self.board)
                & (o.symmetries == self.symmetries)
                & (o.adjacency == self.adjacency)
        })
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (&self.board, self.symmetries, self.adjacency).hash(&mut h);
        h.finish()
    }

    fn __str__(&self) -> String {
        self.board.to_string()
    }

    fn __repr__(&self) -> String {
        let mut extra = String::new();
        if self.symmetries != Symmetries::None {
            extra += &format!(", symmetry='{}'", self.symmetries.name());
        }
        if self.adjacency != Adjacency::Sides {
            extra += &format!(", adjacency='{}'", self.adjacency.name());
        }
        format!("Grid.parse('{}'{extra})", self.board)
    }

    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let g = slf.get();
        let parse = slf.get_type().getattr("parse")?;
        let args = PyTuple::new(
            py,
            [
                g.board.to_string(),
                g.symmetries.name().to_string(),
                g.adjacency.name().to_string(),
            ],
        )?;
        Ok((parse, args))
    }
}

/// A rule given as Python functions of a `Grid`.
struct PyGridRules {
    options: Option<PyObject>,
    left: Option<PyObject>,
    right: Option<PyObject>,
    symmetries: Symmetries,
    adjacency: Adjacency,
}

impl GridRules for PyGridRules {
    type Error = PyErr;
    fn options(
        &mut self,
        board: &DominoBoard,
        player: Option<Player>,
    ) -> PyResult<Vec<DominoBoard>> {
        let (rule, name) = match player {
            None => (&self.options, "options="),
            Some(Player::Left) => (&self.left, "left="),
            Some(Player::Right) => (&self.right, "right="),
        };
        let rule = rule
            .as_ref()
            .ok_or_else(|| PyTypeError::new_err(format!("{name} is required")))?;
        Python::with_gil(|py| {
            let grid = Py::new(
                py,
                PyGrid::new(board.clone(), self.symmetries, self.adjacency),
            )?;
            let listed = rule.bind(py).call1((grid,))?;
            // Ctrl-C during the search's own work.
            py.check_signals()?;
            let mut out = Vec::new();
            for item in listed.try_iter()? {
                let item = item?;
                let option = item.downcast::<PyGrid>().map_err(|_| {
                    PyTypeError::new_err(format!(
                        "{name} must list Grids (made by grid.with_filled(...)), not {}",
                        item.repr().map(|r| r.to_string()).unwrap_or_default()
                    ))
                })?;
                out.push(option.get().board.clone());
            }
            Ok(out)
        })
    }
}

/// The rules of a grid game, with a `TypeError` for `components=` or
/// `key=` (a grid splits and normalises itself).
pub(crate) struct GridCall<'a> {
    pub grid: &'a PyGrid,
    pub options: Option<PyObject>,
    pub left: Option<PyObject>,
    pub right: Option<PyObject>,
}

impl GridCall<'_> {
    fn game(self) -> (GridGame<PyGridRules>, DominoBoard) {
        let rules = PyGridRules {
            options: self.options,
            left: self.left,
            right: self.right,
            symmetries: self.grid.symmetries,
            adjacency: self.grid.adjacency,
        };
        let game = GridGame::new(rules, self.grid.symmetries, self.grid.adjacency);
        (game, self.grid.board.clone())
    }
}

/// The refusal of `components=`/`key=` with a grid.
pub(crate) fn refuse_split(
    py: Python<'_>,
    components: &Option<PyObject>,
    key: &Option<PyObject>,
) -> PyResult<()> {
    let given = |f: &Option<PyObject>| f.as_ref().is_some_and(|f| !f.is_none(py));
    if given(components) || given(key) {
        return Err(PyTypeError::new_err(
            "a Grid splits itself into regions and normalises them: \
             components= and key= are not taken with one",
        ));
    }
    Ok(())
}

/// The Python error of a failed grid search.
fn error(
    py: Python<'_>,
    game: &GridGame<PyGridRules>,
    e: SearchError<PyErr>,
    control: &Control,
) -> PyErr {
    match e {
        SearchError::Rules(e) => e,
        SearchError::Stopped(stop) => stopped(py, stop, control, py.None()),
        SearchError::Cycle(id) => {
            let board = game
                .region(id)
                .map(|b| format!("the region {b}"))
                .unwrap_or_else(|| "a sum of regions".to_string());
            PyValueError::new_err(format!(
                "the game has a cycle: {board} can be reached from itself \
                 (values here are for games that always end)"
            ))
        }
    }
}

/// The canonical form of a grid game.
pub(crate) fn canonical_form(
    py: Python<'_>,
    call: GridCall<'_>,
    limits: Limits,
) -> PyResult<PyGame> {
    let (mut game, board) = call.game();
    let root = game.intern(&board);
    let mut search = PartizanSearch::new(game);
    let control = limits.control();
    search
        .canonical_form(root, &control)
        .map(PyGame)
        .map_err(|e| error(py, search.rules(), e, &control))
}

/// The Grundy value of an impartial grid game.
pub(crate) fn grundy_value(py: Python<'_>, call: GridCall<'_>, limits: Limits) -> PyResult<u64> {
    let (mut game, board) = call.game();
    let root = game.intern(&board);
    let mut search = ImpartialSearch::new(game);
    let control = limits.control();
    search
        .grundy_value(root, &control)
        .map(|v| v.0)
        .map_err(|e| error(py, search.rules(), e, &control))
}

/// The outcome class of a grid game.
pub(crate) fn outcome(
    py: Python<'_>,
    call: GridCall<'_>,
    kind: Kind,
    limits: Limits,
) -> PyResult<&'static str> {
    let (mut game, board) = call.game();
    let root = game.intern(&board);
    let control = limits.control();
    let found = match kind {
        Kind::Impartial => {
            let mut search = ImpartialSearch::new(game);
            search
                .outcome(root, &control)
                .map_err(|e| error(py, search.rules(), e, &control))?
        }
        Kind::Partizan => {
            let mut search = PartizanSearch::new(game);
            search
                .outcome(root, &control)
                .map_err(|e| error(py, search.rules(), e, &control))?
        }
    };
    Ok(found.as_str())
}

/// The winning moves of a grid game: the options the rule lists for the
/// grid itself (in its coordinates, as Grids) that win for the mover.
pub(crate) fn winning_moves(
    py: Python<'_>,
    call: GridCall<'_>,
    kind: Kind,
    player: Player,
    limits: Limits,
) -> PyResult<Vec<PyGrid>> {
    let grid = call.grid;
    let (mut game, board) = call.game();
    let control = limits.control();
    let mover = match kind {
        Kind::Impartial => None,
        Kind::Partizan => Some(player),
    };
    let options = game.options_of(&board, mover)?;
    let mut winning = Vec::new();
    match kind {
        Kind::Impartial => {
            let mut search = ImpartialSearch::new(game);
            for (option, id) in options {
                let v = search
                    .grundy_value(id, &control)
                    .map_err(|e| error(py, search.rules(), e, &control))?;
                if v.0 == 0 {
                    winning.push(grid.of(option));
                }
            }
        }
        Kind::Partizan => {
            let mut search = PartizanSearch::new(game);
            for (option, id) in options {
                let v = search
                    .canonical_form(id, &control)
                    .map_err(|e| error(py, search.rules(), e, &control))?;
                let wins = watch(&control, || is_winning_move(v, player))
                    .map_err(|stop| stopped(py, stop, &control, py.None()))?;
                if wins {
                    winning.push(grid.of(option));
                }
            }
        }
    }
    Ok(winning)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyGrid>()?;
    Ok(())
}
