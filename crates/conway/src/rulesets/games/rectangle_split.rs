//! Rectangle splitting: a grid where some cells are candidates.
//! A move picks a candidate and removes its whole row and column from the
//! rectangle it lies in, leaving up to four smaller rectangles that are
//! played independently. The last player to move wins.
//!
//! # Positions
//!
//! A position is one board: `#` a candidate, `.` an ordinary cell, `x` a
//! cell removed by an earlier move. The cells not removed fall into
//! rectangles separated by removed cells; those rectangles are the
//! independent parts. (A board whose remaining cells do not form
//! rectangles is not a position of this game and is rejected.)
//!
//! # The fast method
//!
//! The Grundy value of a rectangle is the mex, over its candidates, of the
//! nim-sum of the four rectangles the move leaves; a dynamic programme over
//! all sub-rectangles, by increasing height, computes every one of them in
//! `O(R²C² · (candidates per sub-rectangle))`. Rows and columns of a
//! rectangle with no candidate play no part (a move never removes them
//! from the part where they lie, and they never allow a move), so they are
//! deleted first. The position's value is the nim-sum over its rectangles.
//! The tests check this against plain search of the real game.

use crate::control::{unbounded, Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::grid::Grid;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::{Drawing, Kind, Metadata, Position};
use crate::schema::Detail;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// The largest number of rows or columns accepted: the dynamic programme
/// keeps a table of `(R + 1)² (C + 1)²` values.
pub const MAX_SIDE: usize = 40;

/// A cell of the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cell {
    /// `#`: a move may be made here.
    Candidate,
    /// `.`: an ordinary cell.
    Plain,
    /// `x`: removed by an earlier move.
    Removed,
}

impl Cell {
    fn from_char(c: char) -> Option<Cell> {
        match c {
            '#' => Some(Cell::Candidate),
            '.' => Some(Cell::Plain),
            'x' | 'X' => Some(Cell::Removed),
            _ => None,
        }
    }

    fn to_char(self) -> char {
        match self {
            Cell::Candidate => '#',
            Cell::Plain => '.',
            Cell::Removed => 'x',
        }
    }
}

/// A sub-rectangle: rows `top..bottom`, columns `left..right`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rect {
    /// First row.
    pub top: usize,
    /// One past the last row.
    pub bottom: usize,
    /// First column.
    pub left: usize,
    /// One past the last column.
    pub right: usize,
}

/// A board of the rectangle-splitting game.
///
/// ```
/// use conway::rulesets::impartial_position::ImpartialRules;
/// use conway::rulesets::rectangle_split::RectangleSplit;
/// let p = RectangleSplit::parse_board("#.#|...|#.#").unwrap();
/// // Any corner leaves just the opposite corner, *1; so the board is *0.
/// assert_eq!(p.grundy().0, 0);
/// assert_eq!(p.labelled_options()[0].1.notation(), "xxx|x..|x.#");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RectangleSplit {
    board: Grid<Cell>,
}

impl RectangleSplit {
    /// Reads a board (`#`, `.` and `x`, rows separated by `|`); the cells
    /// not removed must form rectangles.
    pub fn parse_board(text: &str) -> Result<RectangleSplit, ParseError> {
        let board = Grid::parse(
            text,
            Cell::from_char,
            "'#' (a candidate), '.' (an ordinary cell) or 'x' (removed)",
        )?;
        if board.rows() > MAX_SIDE || board.cols() > MAX_SIDE {
            return Err(ParseError::at(
                text,
                0,
                format!(
                    "the board is {}x{}; at most {MAX_SIDE} rows and {MAX_SIDE} columns are supported",
                    board.rows(),
                    board.cols()
                ),
            ));
        }
        let p = RectangleSplit { board };
        p.rectangles().map_err(|(r, c)| {
            ParseError::at(
                text,
                cell_offset(text, r * p.board.cols() + c),
                "the cells not removed ('x') must form rectangles; this cell joins a rectangle to cells outside it",
            )
        })?;
        Ok(p)
    }

    /// The board.
    pub fn board(&self) -> &Grid<Cell> {
        &self.board
    }

    /// The rectangles of cells not removed, in reading order of their top
    /// left corners; `Err((row, col))` names a cell that makes the cells not
    /// removed fail to be rectangles.
    fn rectangles(&self) -> Result<Vec<Rect>, (usize, usize)> {
        let (rows, cols) = (self.board.rows(), self.board.cols());
        let open = |r: usize, c: usize| *self.board.get(r, c) != Cell::Removed;
        let mut seen = vec![false; rows * cols];
        let mut out = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                if seen[r * cols + c] || !open(r, c) {
                    continue;
                }
                let right = (c..cols).find(|&j| !open(r, j)).unwrap_or(cols);
                let bottom = (r..rows)
                    .find(|&i| (c..right).any(|j| !open(i, j)))
                    .unwrap_or(rows);
                // The rectangle must be closed: removed cells or the edge
                // all around it.
                let sides = (r..bottom)
                    .flat_map(|i| [(i, c.wrapping_sub(1)), (i, right)])
                    .chain((c..right).flat_map(|j| [(r.wrapping_sub(1), j), (bottom, j)]));
                for (i, j) in sides {
                    if i < rows && j < cols && open(i, j) {
                        return Err((i, j));
                    }
                }
                for i in r..bottom {
                    for j in c..right {
                        seen[i * cols + j] = true;
                    }
                }
                out.push(Rect {
                    top: r,
                    bottom,
                    left: c,
                    right,
                });
            }
        }
        Ok(out)
    }

    /// The board split into its rectangles of candidates.
    pub fn parts(&self) -> Vec<Rect> {
        self.rectangles()
            .unwrap_or_else(|_| unreachable!("boards are checked when they are made"))
    }

    fn is_candidate(&self, r: usize, c: usize) -> bool {
        *self.board.get(r, c) == Cell::Candidate
    }

    /// The rows and columns of a rectangle that hold a candidate, and its
    /// candidates as a 0/1 matrix over them.
    fn compressed(&self, rect: Rect) -> (Vec<usize>, Vec<usize>, Vec<Vec<bool>>) {
        let rows: Vec<usize> = (rect.top..rect.bottom)
            .filter(|&r| (rect.left..rect.right).any(|c| self.is_candidate(r, c)))
            .collect();
        let cols: Vec<usize> = (rect.left..rect.right)
            .filter(|&c| (rect.top..rect.bottom).any(|r| self.is_candidate(r, c)))
            .collect();
        let cells = rows
            .iter()
            .map(|&r| cols.iter().map(|&c| self.is_candidate(r, c)).collect())
            .collect();
        (rows, cols, cells)
    }

    /// Each rectangle, solved under `control`.
    fn solve_with(&self, control: &Control) -> Result<Vec<SolvedPart>, Stop> {
        self.parts()
            .into_iter()
            .map(|rect| {
                let (rows, cols, cells) = self.compressed(rect);
                Ok(SolvedPart {
                    rect,
                    rows,
                    cols,
                    values: solved(cells, control)?,
                })
            })
            .collect()
    }

    /// The candidates of a rectangle as a 0/1 matrix, without the rows and
    /// columns that hold none.
    fn candidates(&self, rect: Rect) -> Vec<Vec<bool>> {
        self.compressed(rect).2
    }

    /// The candidate cells of a rectangle, in reading order.
    fn candidates_in(&self, rect: Rect) -> impl Iterator<Item = (usize, usize)> + '_ {
        (rect.top..rect.bottom)
            .flat_map(move |r| (rect.left..rect.right).map(move |c| (r, c)))
            .filter(|&(r, c)| self.is_candidate(r, c))
    }

    /// The board after the move at `(r, c)` inside `rect`.
    fn after(&self, rect: Rect, r: usize, c: usize) -> RectangleSplit {
        let mut board = self.board.clone();
        for j in rect.left..rect.right {
            board.set(r, j, Cell::Removed);
        }
        for i in rect.top..rect.bottom {
            board.set(i, c, Cell::Removed);
        }
        RectangleSplit { board }
    }

    /// A board holding just these candidates.
    pub fn from_candidates(cells: &[Vec<bool>]) -> RectangleSplit {
        let rows = cells.len();
        let cols = cells.first().map_or(0, Vec::len);
        let flat = cells
            .iter()
            .flatten()
            .map(|&b| if b { Cell::Candidate } else { Cell::Plain })
            .collect();
        RectangleSplit {
            board: Grid::from_cells(rows, cols, flat),
        }
    }
}

/// The byte offset in `text` of the `index`-th cell of a board read by
/// [`Grid::parse`] (cells are the characters other than `|` and space).
fn cell_offset(text: &str, index: usize) -> usize {
    text.char_indices()
        .filter(|&(_, ch)| ch != '|' && !ch.is_whitespace())
        .nth(index)
        .map_or(text.len(), |(i, _)| i)
}

/// The Grundy values of every sub-rectangle of a rectangle of candidates
/// (a 0/1 matrix), by a dynamic programme over sub-rectangles.
///
/// ```
/// use conway::rulesets::rectangle_split::SubRectangles;
/// let t = SubRectangles::new(&[vec![true, false], vec![false, true]]);
/// assert_eq!(t.whole(), 0); // either move leaves the other candidate alone
/// assert_eq!(t.value(0, 1, 0, 2), 1); // the top row alone
/// ```
pub struct SubRectangles {
    h1: usize,
    w1: usize,
    table: Vec<u16>,
}

impl SubRectangles {
    /// Solves every sub-rectangle of `cells` (rows of equal length).
    pub fn new(cells: &[Vec<bool>]) -> SubRectangles {
        unbounded(|c| SubRectangles::new_with(cells, c))
    }

    /// [`SubRectangles::new`] under `control`, one tick per sub-rectangle.
    ///
    /// ```
    /// use conway::control::{Control, Stop};
    /// use conway::rulesets::rectangle_split::SubRectangles;
    /// let cells = vec![vec![true; 8]; 8];
    /// let stopped = SubRectangles::new_with(&cells, &Control::new(Some(100), None));
    /// assert_eq!(stopped.err(), Some(Stop::Positions(100)));
    /// ```
    pub fn new_with(cells: &[Vec<bool>], control: &Control) -> Result<SubRectangles, Stop> {
        let h = cells.len();
        let w = cells.first().map_or(0, Vec::len);
        let mut t = SubRectangles {
            h1: h + 1,
            w1: w + 1,
            table: vec![0; (h + 1) * (h + 1) * (w + 1) * (w + 1)],
        };
        // Candidate columns of each row, to visit only candidates.
        let in_row: Vec<Vec<usize>> = cells
            .iter()
            .map(|row| (0..w).filter(|&c| row[c]).collect())
            .collect();
        let mut seen: Vec<u32> = vec![0; h * w + 2];
        let mut stamp = 0u32;
        for height in 1..=h {
            for top in 0..=h - height {
                let bottom = top + height;
                for width in 1..=w {
                    for left in 0..=w - width {
                        let right = left + width;
                        control.tick()?;
                        stamp += 1;
                        for (r, row) in in_row.iter().enumerate().take(bottom).skip(top) {
                            let from = row.partition_point(|&c| c < left);
                            let to = row.partition_point(|&c| c < right);
                            for &c in &row[from..to] {
                                let v = t.split(top, bottom, left, right, r, c);
                                if let Some(slot) = seen.get_mut(v as usize) {
                                    *slot = stamp;
                                }
                            }
                        }
                        // At most h * w options, so the mex is found in `seen`.
                        let mex = (0..seen.len()).find(|&v| seen[v] != stamp).unwrap_or(0);
                        let at = t.index(top, bottom, left, right);
                        t.table[at] = mex as u16;
                    }
                }
            }
        }
        Ok(t)
    }

    fn index(&self, top: usize, bottom: usize, left: usize, right: usize) -> usize {
        ((top * self.h1 + bottom) * self.w1 + left) * self.w1 + right
    }

    /// The value of rows `top..bottom`, columns `left..right`.
    pub fn value(&self, top: usize, bottom: usize, left: usize, right: usize) -> u64 {
        u64::from(self.table[self.index(top, bottom, left, right)])
    }

    /// The value of the whole rectangle.
    pub fn whole(&self) -> u64 {
        self.value(0, self.h1 - 1, 0, self.w1 - 1)
    }

    /// The value of the four pieces left by the move at `(r, c)` in the
    /// given sub-rectangle.
    pub fn split(
        &self,
        top: usize,
        bottom: usize,
        left: usize,
        right: usize,
        r: usize,
        c: usize,
    ) -> u64 {
        self.value(top, r, left, c)
            ^ self.value(top, r, c + 1, right)
            ^ self.value(r + 1, bottom, left, c)
            ^ self.value(r + 1, bottom, c + 1, right)
    }
}

/// A rectangle of the board with its candidate-free rows and columns
/// deleted, and its sub-rectangles solved.
struct SolvedPart {
    rect: Rect,
    /// Board rows and columns kept, in order.
    rows: Vec<usize>,
    cols: Vec<usize>,
    values: Arc<SubRectangles>,
}

/// The solved table of a rectangle of candidates, from a process-wide
/// cache (analysing a position asks for its value, its winning moves and
/// its details; `conway play` asks again at every turn).
fn solved(cells: Vec<Vec<bool>>, control: &Control) -> Result<Arc<SubRectangles>, Stop> {
    /// Table entries kept before the cache is emptied (about 64 MiB).
    const CAPACITY: usize = 32 << 20;
    type Cache = Mutex<(usize, HashMap<Vec<Vec<bool>>, Arc<SubRectangles>>)>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(t) = cache
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .1
        .get(&cells)
    {
        return Ok(Arc::clone(t));
    }
    let table = Arc::new(SubRectangles::new_with(&cells, control)?);
    let mut guard = cache.lock().unwrap_or_else(|p| p.into_inner());
    let (size, map) = &mut *guard;
    if *size + table.table.len() > CAPACITY {
        map.clear();
        *size = 0;
    }
    *size += table.table.len();
    map.insert(cells, Arc::clone(&table));
    Ok(table)
}

impl SolvedPart {
    /// The value of the pieces left by the move at board cell `(r, c)`.
    fn after_move(&self, r: usize, c: usize) -> u64 {
        let (Ok(i), Ok(j)) = (self.rows.binary_search(&r), self.cols.binary_search(&c)) else {
            unreachable!("a candidate's row and column are kept");
        };
        self.values
            .split(0, self.rows.len(), 0, self.cols.len(), i, j)
    }
}

impl ImpartialGame for RectangleSplit {
    fn options(&self) -> Vec<RectangleSplit> {
        self.options_from_moves()
    }

    fn components(&self) -> Vec<RectangleSplit> {
        self.parts()
            .into_iter()
            .map(|rect| RectangleSplit::from_candidates(&self.candidates(rect)))
            .collect()
    }

    /// A single rectangle without its candidate-free rows and columns.
    fn normalized(&self) -> RectangleSplit {
        match self.parts().as_slice() {
            [rect] => RectangleSplit::from_candidates(&self.candidates(*rect)),
            [] => RectangleSplit::from_candidates(&[]),
            _ => self.clone(),
        }
    }
}

impl ImpartialRules for RectangleSplit {
    fn notation(&self) -> String {
        self.board.notation(|c| c.to_char())
    }

    fn render(&self) -> String {
        self.notation().replace('|', "\n")
    }

    /// A cell chosen: the rectangle it lies in and its row and column.
    type Move = (Rect, usize, usize);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let parts = self.parts().into_iter();
        parts.flat_map(|rect| self.candidates_in(rect).map(move |(r, c)| (rect, r, c)))
    }

    fn play(&self, m: Self::Move) -> RectangleSplit {
        self.after(m.0, m.1, m.2)
    }

    fn label(&self, m: &Self::Move) -> String {
        move_label(m.1, m.2)
    }

    fn grundy_with(&self, control: &Control) -> Result<Nimber, Stop> {
        let parts = self.solve_with(control)?;
        Ok(Nimber(parts.iter().fold(0, |x, p| x ^ p.values.whole())))
    }

    /// The moves in every rectangle, of value `g` say, to pieces of value
    /// `g xor x` (`x` the value of the board), read off the rectangle's
    /// table of sub-rectangles. (Bouton's top-bit rule finds one in the rectangle
    /// whose `g` has the top bit of `x`; others may raise a smaller `g`.)
    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        let parts = self.solve_with(control)?;
        let x = parts.iter().fold(0, |x, p| x ^ p.values.whole());
        let mut out = Vec::new();
        if x == 0 {
            return Ok(out);
        }
        for part in &parts {
            control.check()?;
            let target = part.values.whole() ^ x;
            out.extend(
                self.candidates_in(part.rect)
                    .filter(|&(r, c)| part.after_move(r, c) == target)
                    .map(|(r, c)| move_label(r, c)),
            );
        }
        Ok(out)
    }

    fn details(&self) -> Vec<Detail> {
        let (mut text, mut json) = (Vec::new(), Vec::new());
        for rect in self.parts() {
            let nimber = unbounded(|c| solved(self.candidates(rect), c)).whole();
            let (rows, columns) = ([rect.top + 1, rect.bottom], [rect.left + 1, rect.right]);
            text.push(format!(
                "rows {}-{} x columns {}-{}: *{nimber}",
                rows[0], rows[1], columns[0], columns[1]
            ));
            json.push(serde_json::json!({"rows": rows, "columns": columns, "nimber": nimber}));
        }
        vec![Detail::shaped("rectangles", text.join("; "), json.into())]
    }
}

/// The label of the move at board cell `(r, c)`: `r2c3` is row 2, column
/// 3, counted from 1 at the top left.
fn move_label(r: usize, c: usize) -> String {
    format!("r{}c{}", r + 1, c + 1)
}

/// Reads a position of [`RECTANGLE_SPLIT`].
fn parse_rectangle_split(position: &str) -> Result<Box<dyn Position>, ParseError> {
    Ok(Box::new(ImpartialPosition(RectangleSplit::parse_board(
        position,
    )?)))
}

/// The ruleset `rectangle-split`.
pub const RECTANGLE_SPLIT: Metadata = Metadata {
    name: "rectangle-split",
    kind: Kind::Impartial,
    summary: "Rectangle splitting: pick a candidate, remove its row and column, play the pieces apart",
    syntax: "a board of '#' (candidate), '.' (ordinary cell) and 'x' (removed), rows separated by '|', at most 40x40, e.g. '#..#|.#..|..#.'",
    example: "#..#|.#..|..#.",
    parse: parse_rectangle_split,
    drawing: Some(Drawing::Grid),
    can_cycle: false,
};
