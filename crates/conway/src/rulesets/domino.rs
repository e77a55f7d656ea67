//! Boards that dominoes are placed on: the position type shared by
//! Domineering and Cram.
//!
//! A [`DominoBoard`] is a rectangle of cells, each empty or blocked (filled
//! by an earlier domino or by the board's shape), stored as a bitset of the
//! empty cells in row-major order. A board of up to 128 cells (every board a
//! computer can solve, and every component of one) lives inline, without a
//! heap allocation, so transposition-table keys stay small.
//!
//! The board knows what both games need:
//!
//! * where a vertical or a horizontal domino fits ([`DominoBoard::placements`]);
//! * its connected regions of empty cells, each trimmed to its bounding box
//!   ([`DominoBoard::regions`]) — no domino crosses from one region to
//!   another, so a board is the disjunctive sum of its regions;
//! * its images under the symmetries of the rectangle, and the smallest of a
//!   chosen set of them ([`DominoBoard::canonical_under`]), the
//!   transposition-table key.
//!
//! Moves are labelled by the two cells a domino covers, as `a1-a2`: columns
//! are letters from the left (`a`…`z`, then `aa`, `ab`, …), rows are numbers
//! from the top line of the board string.

use super::grid::Grid;
use crate::error::ParseError;
use smallvec::SmallVec;
use std::fmt::Write;

/// The orientation of a domino.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Orientation {
    /// Covering a cell and the one below it.
    Vertical,
    /// Covering a cell and the one to its right.
    Horizontal,
}

/// A symmetry of the rectangle, as a map of cells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Symmetry {
    /// Columns reversed.
    MirrorColumns,
    /// Rows reversed.
    MirrorRows,
    /// Rotation by a half turn (both mirrors).
    HalfTurn,
    /// Rows become columns.
    Transpose,
    /// Transposition after a half turn (the anti-diagonal reflection).
    AntiTranspose,
    /// A quarter turn clockwise.
    QuarterTurn,
    /// A quarter turn counter-clockwise.
    QuarterTurnBack,
}

impl Symmetry {
    /// The symmetries that keep vertical dominoes vertical: they preserve
    /// Domineering.
    pub const KEEP_ORIENTATION: [Symmetry; 3] = [
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::HalfTurn,
    ];

    /// All seven symmetries other than the identity: they preserve Cram.
    pub const ALL: [Symmetry; 7] = [
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::HalfTurn,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
        Symmetry::QuarterTurn,
        Symmetry::QuarterTurnBack,
    ];

    /// True if the symmetry exchanges rows and columns.
    fn swaps_axes(self) -> bool {
        matches!(
            self,
            Symmetry::Transpose
                | Symmetry::AntiTranspose
                | Symmetry::QuarterTurn
                | Symmetry::QuarterTurnBack
        )
    }

    /// Where cell `(r, c)` of a `rows × cols` board goes.
    fn map(self, r: usize, c: usize, rows: usize, cols: usize) -> (usize, usize) {
        let (rr, cc) = (rows - 1 - r, cols - 1 - c);
        match self {
            Symmetry::MirrorColumns => (r, cc),
            Symmetry::MirrorRows => (rr, c),
            Symmetry::HalfTurn => (rr, cc),
            Symmetry::Transpose => (c, r),
            Symmetry::AntiTranspose => (cc, rr),
            Symmetry::QuarterTurn => (c, rr),
            Symmetry::QuarterTurnBack => (cc, r),
        }
    }
}

/// A set of cell indices `0..n`, as `ceil(n / 64)` words (bits past `n`
/// are zero, so equal sets are equal vectors).
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
struct Bits(SmallVec<[u64; 2]>);

impl Bits {
    fn empty(n: usize) -> Bits {
        Bits(SmallVec::from_elem(0, n.div_ceil(64)))
    }

    fn get(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 == 1
    }

    fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }

    fn count(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The smallest member.
    fn first(&self) -> Option<usize> {
        let k = self.0.iter().position(|&w| w != 0)?;
        Some(k * 64 + self.0[k].trailing_zeros() as usize)
    }

    /// The members, in increasing order.
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(k, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let b = w.trailing_zeros() as usize;
                    w &= w - 1;
                    k * 64 + b
                })
            })
        })
    }
}

/// A rectangular board of empty and blocked cells.
///
/// ```
/// use conway::rulesets::domino::{DominoBoard, Orientation};
/// let b = DominoBoard::parse("..#|...").unwrap();
/// assert_eq!((b.rows(), b.cols()), (2, 3));
/// assert_eq!(b.placements(Orientation::Vertical).len(), 2);
/// assert_eq!(b.placements(Orientation::Horizontal).len(), 3);
/// assert_eq!(b.to_string(), "..#|...");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct DominoBoard {
    rows: u32,
    cols: u32,
    empty: Bits,
}

impl DominoBoard {
    /// An empty `rows × cols` rectangle.
    ///
    /// ```
    /// use conway::rulesets::domino::DominoBoard;
    /// assert_eq!(DominoBoard::rectangle(2, 3).to_string(), "...|...");
    /// ```
    pub fn rectangle(rows: u32, cols: u32) -> DominoBoard {
        let n = rows as usize * cols as usize;
        let mut empty = Bits::empty(n);
        for i in 0..n {
            empty.insert(i);
        }
        DominoBoard { rows, cols, empty }
    }

    /// Reads a board: rows separated by `|` or newlines, `.` an empty cell,
    /// `#` a blocked one.
    ///
    /// ```
    /// use conway::rulesets::domino::DominoBoard;
    /// let e = DominoBoard::parse("..|.x").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 5));
    /// ```
    pub fn parse(text: &str) -> Result<DominoBoard, ParseError> {
        let grid = Grid::parse(
            text,
            |c| match c {
                '.' => Some(true),
                '#' => Some(false),
                _ => None,
            },
            "'.' (empty) or '#' (blocked)",
        )?;
        let too_big = || ParseError::at(text, 0, "the board is too large");
        let rows = u32::try_from(grid.rows()).map_err(|_| too_big())?;
        let cols = u32::try_from(grid.cols()).map_err(|_| too_big())?;
        let mut board = DominoBoard {
            rows,
            cols,
            empty: Bits::empty(grid.cells().len()),
        };
        for (i, &e) in grid.cells().iter().enumerate() {
            if e {
                board.empty.insert(i);
            }
        }
        Ok(board)
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows as usize
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols as usize
    }

    /// Number of empty cells.
    pub fn empty_cells(&self) -> usize {
        self.empty.count()
    }

    /// True if cell `(r, c)` (row from the top, column from the left, both
    /// from 0) is empty.
    pub fn is_empty(&self, r: usize, c: usize) -> bool {
        self.empty.get(r * self.cols() + c)
    }

    /// The cells `(r, c)` where a domino of the given orientation fits, with
    /// `(r, c)` its top or left cell, in row-major order.
    pub fn placements(&self, orientation: Orientation) -> Vec<(usize, usize)> {
        let cols = self.cols();
        self.empty
            .iter()
            .map(|i| (i / cols, i % cols))
            .filter(|&(r, c)| match orientation {
                Orientation::Vertical => r + 1 < self.rows() && self.is_empty(r + 1, c),
                Orientation::Horizontal => c + 1 < cols && self.is_empty(r, c + 1),
            })
            .collect()
    }

    /// The board after a domino is placed with its top or left cell at
    /// `(r, c)` (the placement must be one of [`placements`](Self::placements)).
    pub fn place(&self, orientation: Orientation, r: usize, c: usize) -> DominoBoard {
        let (r2, c2) = match orientation {
            Orientation::Vertical => (r + 1, c),
            Orientation::Horizontal => (r, c + 1),
        };
        let mut next = self.clone();
        next.empty.remove(r * self.cols() + c);
        next.empty.remove(r2 * self.cols() + c2);
        next
    }

    /// Every placement of one orientation, labelled (`a1-a2`), with the
    /// board it leads to.
    pub fn labelled_placements(&self, orientation: Orientation) -> Vec<(String, DominoBoard)> {
        self.placements(orientation)
            .into_iter()
            .map(|(r, c)| {
                let (r2, c2) = match orientation {
                    Orientation::Vertical => (r + 1, c),
                    Orientation::Horizontal => (r, c + 1),
                };
                let label = format!("{}-{}", cell_name(r, c), cell_name(r2, c2));
                (label, self.place(orientation, r, c))
            })
            .collect()
    }

    /// The connected regions of empty cells (cells sharing a side), each on
    /// a board trimmed to its bounding box, in the order of their first
    /// cell. Regions of fewer than `min_cells` cells are left out.
    ///
    /// ```
    /// use conway::rulesets::domino::DominoBoard;
    /// let b = DominoBoard::parse("..#.|#.##|.#..").unwrap();
    /// let regions: Vec<String> = b.regions(2).iter().map(|r| r.to_string()).collect();
    /// assert_eq!(regions, ["..|#.", ".."]);
    /// ```
    pub fn regions(&self, min_cells: usize) -> Vec<DominoBoard> {
        let (rows, cols) = (self.rows(), self.cols());
        let mut unseen = self.empty.clone();
        let mut out = Vec::new();
        let mut stack = Vec::new();
        let mut cells = Vec::new();
        while let Some(start) = unseen.first() {
            unseen.remove(start);
            stack.push(start);
            cells.clear();
            while let Some(i) = stack.pop() {
                cells.push(i);
                let (r, c) = (i / cols, i % cols);
                let neighbours = [
                    (r > 0).then(|| i - cols),
                    (r + 1 < rows).then(|| i + cols),
                    (c > 0).then(|| i - 1),
                    (c + 1 < cols).then(|| i + 1),
                ];
                for j in neighbours.into_iter().flatten() {
                    if unseen.get(j) {
                        unseen.remove(j);
                        stack.push(j);
                    }
                }
            }
            if cells.len() >= min_cells {
                out.push(self.cut(&cells));
            }
        }
        out
    }

    /// The board trimmed to the bounding box of its empty cells (a board
    /// with no empty cell becomes `0 × 0`).
    pub fn trimmed(&self) -> DominoBoard {
        let cells: Vec<usize> = self.empty.iter().collect();
        self.cut(&cells)
    }

    /// The given cells (indices of empty cells) on a board of their
    /// bounding box.
    fn cut(&self, cells: &[usize]) -> DominoBoard {
        let cols = self.cols();
        let (mut r0, mut r1, mut c0, mut c1) = (usize::MAX, 0, usize::MAX, 0);
        for &i in cells {
            let (r, c) = (i / cols, i % cols);
            r0 = r0.min(r);
            r1 = r1.max(r);
            c0 = c0.min(c);
            c1 = c1.max(c);
        }
        if cells.is_empty() {
            return DominoBoard {
                rows: 0,
                cols: 0,
                empty: Bits::empty(0),
            };
        }
        let (rows, new_cols) = (r1 - r0 + 1, c1 - c0 + 1);
        let mut empty = Bits::empty(rows * new_cols);
        for &i in cells {
            empty.insert((i / cols - r0) * new_cols + (i % cols - c0));
        }
        DominoBoard {
            rows: rows as u32,
            cols: new_cols as u32,
            empty,
        }
    }

    /// The board with rows and columns exchanged (in Domineering, the same
    /// game with Left and Right exchanged).
    ///
    /// ```
    /// use conway::rulesets::domino::DominoBoard;
    /// let b = DominoBoard::parse("..#|...").unwrap();
    /// assert_eq!(b.transposed().to_string(), "..|..|#.");
    /// ```
    pub fn transposed(&self) -> DominoBoard {
        self.image(Symmetry::Transpose)
    }

    /// The image of the board under a symmetry.
    pub(crate) fn image(&self, s: Symmetry) -> DominoBoard {
        let (rows, cols) = (self.rows(), self.cols());
        let (new_rows, new_cols) = if s.swaps_axes() {
            (cols, rows)
        } else {
            (rows, cols)
        };
        let mut empty = Bits::empty(rows * cols);
        for i in self.empty.iter() {
            let (r, c) = s.map(i / cols, i % cols, rows, cols);
            empty.insert(r * new_cols + c);
        }
        DominoBoard {
            rows: new_rows as u32,
            cols: new_cols as u32,
            empty,
        }
    }

    /// The board trimmed, then the smallest of its images under the
    /// identity and `symmetries` (in the order of the derived `Ord`): boards
    /// that differ by one of the symmetries get the same representative.
    pub(crate) fn canonical_under(&self, symmetries: &[Symmetry]) -> DominoBoard {
        let trimmed = self.trimmed();
        symmetries
            .iter()
            .map(|&s| trimmed.image(s))
            .fold(trimmed.clone(), |best, b| if b < best { b } else { best })
    }
}

impl std::fmt::Display for DominoBoard {
    /// The board string: rows separated by `|`, `.` empty, `#` blocked.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for r in 0..self.rows() {
            if r > 0 {
                f.write_char('|')?;
            }
            for c in 0..self.cols() {
                f.write_char(if self.is_empty(r, c) { '.' } else { '#' })?;
            }
        }
        Ok(())
    }
}

/// The name of a cell: column letters from the left (`a`…`z`, `aa`, …) and
/// row number from the top, from 1.
fn cell_name(r: usize, c: usize) -> String {
    let mut letters = Vec::new();
    let mut k = c + 1;
    while k > 0 {
        k -= 1;
        letters.push(b'a' + (k % 26) as u8);
        k /= 26;
    }
    letters.reverse();
    format!("{}{}", String::from_utf8_lossy(&letters), r + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_names_run_like_spreadsheet_columns() {
        assert_eq!(cell_name(0, 0), "a1");
        assert_eq!(cell_name(2, 25), "z3");
        assert_eq!(cell_name(0, 26), "aa1");
        assert_eq!(cell_name(9, 27), "ab10");
    }

    #[test]
    fn symmetries_map_cells_as_named() {
        let b = DominoBoard::parse(".##|###").unwrap(); // only the top-left cell empty
        let image = |s| b.image(s).to_string();
        assert_eq!(image(Symmetry::MirrorColumns), "##.|###");
        assert_eq!(image(Symmetry::MirrorRows), "###|.##");
        assert_eq!(image(Symmetry::HalfTurn), "###|##.");
        assert_eq!(image(Symmetry::Transpose), ".#|##|##");
        assert_eq!(image(Symmetry::AntiTranspose), "##|##|#.");
        assert_eq!(image(Symmetry::QuarterTurn), "#.|##|##");
        assert_eq!(image(Symmetry::QuarterTurnBack), "##|##|.#");
    }

    #[test]
    fn large_boards_work_past_one_word() {
        let b = DominoBoard::rectangle(3, 50);
        assert_eq!(b.empty_cells(), 150);
        assert_eq!(b.placements(Orientation::Vertical).len(), 100);
        assert_eq!(b.placements(Orientation::Horizontal).len(), 147);
        // A vertical domino on rows 1-2 and a horizontal one on row 3 block
        // column 20 from top to bottom.
        let cut = b
            .place(Orientation::Vertical, 0, 20)
            .place(Orientation::Horizontal, 2, 19);
        let regions = cut.regions(1);
        assert_eq!(regions.len(), 2);
        assert_eq!((regions[0].rows(), regions[0].cols()), (3, 20));
        assert_eq!((regions[1].rows(), regions[1].cols()), (3, 29));
        assert_eq!(regions[0].empty_cells() + regions[1].empty_cells(), 150 - 4);
        assert_eq!(b.image(Symmetry::Transpose).image(Symmetry::Transpose), b);
    }

    #[test]
    fn canonical_representative_is_shared_by_mirror_images() {
        let b = DominoBoard::parse("..#|...|#..").unwrap();
        let key = b.canonical_under(&Symmetry::KEEP_ORIENTATION);
        for s in Symmetry::KEEP_ORIENTATION {
            assert_eq!(b.image(s).canonical_under(&Symmetry::KEEP_ORIENTATION), key);
        }
        let padded = DominoBoard::parse("#####|#..##|#...#|##..#").unwrap();
        assert_eq!(padded.canonical_under(&Symmetry::KEEP_ORIENTATION), key);
    }
}
