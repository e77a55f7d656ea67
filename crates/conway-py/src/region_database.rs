//! `conway.RegionDatabase`: an endgame database of Domineering or Cram
//! regions (the library's `rulesets::region_database`), read from its
//! compact file, computed in this process, or merged from a sweep's parts.

use std::fs::File;
use std::io::{BufReader, BufWriter};
use std::path::PathBuf;

use conway::rulesets::domino::DominoBoard;
use conway::rulesets::region_database::{DatabaseError, RegionDatabase, RegionGame, RegionMerger};
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;

use crate::arguments::Count;
use crate::errors::parse_error;
use crate::game::PyGame;
use crate::limits::{self, Limits};

/// An endgame database: every connected region of up to ``k`` cells of
/// Domineering or Cram (one per shape up to turning and reflecting) with
/// its value, as ``python -m conway.census domineering-db`` writes it.
///
/// ``RegionDatabase(path)`` reads a database file;
/// ``RegionDatabase.compute(game, max_cells)`` computes one in this
/// process; ``RegionDatabase.merge(paths)`` joins the files of a sweep's
/// parts. ``value(board)`` values any board whose regions are all in it,
/// and ``preload()`` hands the entries to the solver that
/// ``conway.Domineering(...).value()`` and ``conway.outcome_search`` use.
///
/// >>> import conway
/// >>> db = conway.RegionDatabase.compute("domineering", 6)
/// >>> len(db), db.counts_by_cells
/// (56, [0, 1, 1, 2, 5, 12, 35])
/// >>> db.value("..|..")
/// Game('+-1')
/// >>> db.value("..#.|..#.")  # two regions: the square (+-1) and a column (1)
/// Game('{2|0}')
#[pyclass(module = "conway", name = "RegionDatabase", frozen)]
pub struct PyRegionDatabase {
    db: RegionDatabase,
}

fn game_named(name: &str) -> PyResult<RegionGame> {
    RegionGame::from_name(name).ok_or_else(|| {
        PyValueError::new_err(format!(
            "no region database for {name:?}: the games are 'domineering' and 'cram'"
        ))
    })
}

fn damaged(path: &std::path::Path, e: DatabaseError) -> PyErr {
    match e {
        DatabaseError::Read(why) => PyOSError::new_err(format!("{}: {why}", path.display())),
        other => PyValueError::new_err(format!("{}: {other}", path.display())),
    }
}

fn read(path: &PathBuf) -> PyResult<RegionDatabase> {
    let file =
        File::open(path).map_err(|e| PyOSError::new_err(format!("{}: {e}", path.display())))?;
    RegionDatabase::read(BufReader::new(file)).map_err(|e| damaged(path, e))
}

#[pymethods]
impl PyRegionDatabase {
    /// Reads the database file ``path``; ``OSError`` if it cannot be
    /// read, ``ValueError`` if it is not a sound database.
    #[new]
    fn new(py: Python<'_>, path: PathBuf) -> PyResult<PyRegionDatabase> {
        let db = py.allow_threads(|| read(&path))?;
        Ok(PyRegionDatabase { db })
    }

    /// Every region of 1 to ``max_cells`` cells of ``game``
    /// (``"domineering"`` or ``"cram"``), valued here, in one process.
    #[staticmethod]
    #[pyo3(signature = (game, max_cells, *, max_positions = None, timeout = None))]
    fn compute(
        py: Python<'_>,
        game: &str,
        max_cells: Count,
        max_positions: Option<Count>,
        timeout: Option<f64>,
    ) -> PyResult<PyRegionDatabase> {
        let game = game_named(game)?;
        let max_cells: usize = max_cells.get("max_cells")?;
        let limits = Limits::new(max_positions, timeout)?;
        let db = limits::run(py, limits, |control| {
            RegionDatabase::compute(game, max_cells, control)
        })?
        .or_stopped(py, || py.None())?;
        Ok(PyRegionDatabase { db })
    }

    /// One database of the entries of the database files ``paths`` (of
    /// the same game).
    #[staticmethod]
    fn merge(py: Python<'_>, paths: Vec<PathBuf>) -> PyResult<PyRegionDatabase> {
        let db = py.allow_threads(|| {
            let bad = |e: DatabaseError| PyValueError::new_err(e.to_string());
            let mut merger = RegionMerger::default();
            for path in &paths {
                merger.add(read(path)?).map_err(bad)?;
            }
            merger.finish().map_err(bad)
        })?;
        Ok(PyRegionDatabase { db })
    }

    /// Writes the database to the file ``path`` (the compact format the
    /// library defines).
    fn write(&self, py: Python<'_>, path: PathBuf) -> PyResult<()> {
        py.allow_threads(|| {
            let file = File::create(&path)
                .map_err(|e| PyOSError::new_err(format!("{}: {e}", path.display())))?;
            self.db
                .write(BufWriter::new(file))
                .map_err(|e| PyOSError::new_err(format!("{}: {e}", path.display())))
        })
    }

    /// The game: ``"domineering"`` or ``"cram"``.
    #[getter]
    fn game(&self) -> &'static str {
        self.db.game().name()
    }

    /// How many regions of each size: entry ``n`` counts those of ``n`` cells.
    #[getter]
    fn counts_by_cells(&self) -> Vec<u64> {
        self.db.counts_by_cells()
    }

    /// The value of ``board`` (the game's board notation, rows separated
    /// by ``|``): the sum of its regions' values, or ``None`` if one of
    /// its regions is not in the database.
    fn value(&self, board: &str) -> PyResult<Option<PyGame>> {
        let b = DominoBoard::parse(board).map_err(|e| parse_error("board", board, &e))?;
        Ok(self.db.value(&b).map(PyGame))
    }

    /// Puts every entry into this process's solver of the game, so that
    /// the values of positions made of these regions, and the outcome
    /// search of sums of them, look them up instead of searching; returns
    /// the number of entries.
    fn preload(&self, py: Python<'_>) -> usize {
        py.allow_threads(|| self.db.preload())
    }

    fn __len__(&self) -> usize {
        self.db.len()
    }

    fn __repr__(&self) -> String {
        format!(
            "<RegionDatabase of {}: {} regions of up to {} cells>",
            self.db.game(),
            self.db.len(),
            self.db.counts_by_cells().len().saturating_sub(1)
        )
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyRegionDatabase>()
}
