//! Boards that dominoes are placed on: the position type shared by
//! Domineering and Cram.
//!
//! A [`DominoBoard`] is a rectangle of cells, each empty or blocked (filled
//! by an earlier domino or by the board's shape), stored as a bitset of the
//! empty cells in row-major order. A board of up to 64 cells (every board a
//! computer can solve, and every component of one) is a single word: 16
//! bytes as a transposition-table key, and a handful of word operations for
//! each of the steps below.
//!
//! The board knows what both games need:
//!
//! * where a vertical or a horizontal domino fits ([`DominoBoard::placements`]);
//! * its connected regions of empty cells, each trimmed to its bounding box
//!   ([`DominoBoard::regions`]) — no domino crosses from one region to
//!   another, so a board is the disjunctive sum of its regions;
//! * its images under the symmetries of the rectangle, and the smallest of a
//!   chosen set of them (`canonical_under`), the
//!   transposition-table key.
//!
//! Moves are labelled by the two cells a domino covers, as `a1-a2`: columns
//! are letters from the left (`a`…`z`, then `aa`, `ab`, …), rows are numbers
//! from the top line of the board string.

use super::grid::{cell_name, Grid};
use crate::error::ParseError;
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

/// A set of cell indices `0..n` as `ceil(n / 64)` words (bits past `n` are
/// zero, so equal sets are equal vectors).
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
struct Bits(Vec<u64>);

impl Bits {
    fn empty(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
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

/// The word with the low `len <= 64` bits set.
fn low_bits(len: usize) -> u64 {
    if len >= 64 {
        u64::MAX
    } else {
        (1 << len) - 1
    }
}

/// `FIRST_COLUMN[cols][rows]`: the cells of column 0 of a `rows × cols`
/// board of at most 64 cells, as a [`Word`].
static FIRST_COLUMN: [[u64; 65]; 65] = {
    let mut table = [[0u64; 65]; 65];
    let mut cols = 1;
    while cols <= 64 {
        let mut rows = 1;
        while rows * cols <= 64 {
            table[cols][rows] = table[cols][rows - 1] | 1 << ((rows - 1) * cols);
            rows += 1;
        }
        cols += 1;
    }
    table
};

/// A board of at most 64 cells as one word: bit `r * cols + c` is set when
/// cell `(r, c)` is empty. Every operation the solver repeats (regions,
/// trimming, mirrors) is a handful of word operations on it, and the whole
/// board is 16 bytes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
struct Word {
    rows: u8,
    cols: u8,
    bits: u64,
}

impl Word {
    /// A board of `rows × cols <= 64` cells.
    fn new(rows: usize, cols: usize, bits: u64) -> Word {
        debug_assert!(rows * cols <= 64);
        Word {
            rows: rows as u8,
            cols: cols as u8,
            bits,
        }
    }

    fn rows(self) -> usize {
        usize::from(self.rows)
    }

    fn cols(self) -> usize {
        usize::from(self.cols)
    }

    /// Row `r`, as the low `cols` bits.
    fn row(self, r: usize) -> u64 {
        (self.bits >> (r * self.cols())) & low_bits(self.cols())
    }

    /// The board of the given rows (each the low `cols` bits of a word).
    fn from_rows(cols: usize, rows: impl Iterator<Item = u64>) -> Word {
        let mut bits = 0;
        let mut n = 0;
        for (r, m) in rows.enumerate() {
            bits |= m << (r * cols);
            n = r + 1;
        }
        Word::new(n, cols, bits)
    }

    /// The cells of column 0.
    fn first_column(self) -> u64 {
        FIRST_COLUMN[self.cols()][self.rows()]
    }

    /// The cells where a domino of the given orientation has its top or
    /// left cell.
    fn placements(self, orientation: Orientation) -> u64 {
        let below = self.bits.checked_shr(u32::from(self.cols)).unwrap_or(0);
        match orientation {
            Orientation::Vertical => self.bits & below,
            Orientation::Horizontal if self.cols > 0 => {
                self.bits & (self.bits >> 1) & !(self.first_column() << (self.cols - 1))
            }
            Orientation::Horizontal => 0,
        }
    }

    /// The cells of `free` connected to `seed` (a subset of `free`).
    fn flood(self, seed: u64, free: u64) -> u64 {
        let first = self.first_column();
        let last = first << (self.cols - 1);
        let step = u32::from(self.cols);
        let mut region = seed;
        loop {
            let grown = (region
                | (region << 1) & !first
                | (region >> 1) & !last
                | region.checked_shl(step).unwrap_or(0)
                | region.checked_shr(step).unwrap_or(0))
                & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// The connected regions of at least `min_cells` cells, each trimmed.
    fn regions(self, min_cells: usize) -> Vec<Word> {
        let mut free = self.bits;
        let mut out = Vec::new();
        while free != 0 {
            let region = self.flood(free & free.wrapping_neg(), free);
            free &= !region;
            if region.count_ones() as usize >= min_cells {
                out.push(
                    Word {
                        bits: region,
                        ..self
                    }
                    .trimmed(),
                );
            }
        }
        out
    }

    /// The board cut to the bounding box of its empty cells.
    fn trimmed(self) -> Word {
        if self.bits == 0 {
            return Word::default();
        }
        let cols = self.cols();
        let first = self.bits.trailing_zeros() as usize / cols;
        let last = (63 - self.bits.leading_zeros() as usize) / cols;
        let all = (first..=last).fold(0, |a, r| a | self.row(r));
        let (c0, c1) = (
            all.trailing_zeros() as usize,
            63 - all.leading_zeros() as usize,
        );
        if (first, last, c0, c1) == (0, self.rows() - 1, 0, cols - 1) {
            return self;
        }
        Word::from_rows(c1 - c0 + 1, (first..=last).map(|r| self.row(r) >> c0))
    }

    /// The image under a symmetry that keeps rows rows (the others go
    /// through [`Cells::image`]).
    fn image(self, s: Symmetry) -> Word {
        let n = self.rows() * self.cols();
        let half_turn = |w: Word| Word {
            bits: w.bits.reverse_bits() >> (64 - n),
            ..w
        };
        let mirror_rows =
            |w: Word| Word::from_rows(w.cols(), (0..w.rows()).rev().map(|r| w.row(r)));
        match s {
            _ if n == 0 => self,
            Symmetry::HalfTurn => half_turn(self),
            Symmetry::MirrorRows => mirror_rows(self),
            Symmetry::MirrorColumns => half_turn(mirror_rows(self)),
            _ => unreachable!("Word::image is only called for symmetries that keep rows"),
        }
    }
}

/// A board of any size, cell by cell: the representation of boards of more
/// than 64 cells, and the plain reference the [`Word`] operations are
/// tested against.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
struct Cells {
    rows: usize,
    cols: usize,
    empty: Bits,
}

impl Cells {
    fn is_empty(&self, r: usize, c: usize) -> bool {
        self.empty.get(r * self.cols + c)
    }

    fn placements(&self, orientation: Orientation) -> Vec<(usize, usize)> {
        let cols = self.cols;
        self.empty
            .iter()
            .map(|i| (i / cols, i % cols))
            .filter(|&(r, c)| match orientation {
                Orientation::Vertical => r + 1 < self.rows && self.is_empty(r + 1, c),
                Orientation::Horizontal => c + 1 < cols && self.is_empty(r, c + 1),
            })
            .collect()
    }

    fn regions(&self, min_cells: usize) -> Vec<Cells> {
        let (rows, cols) = (self.rows, self.cols);
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

    fn trimmed(&self) -> Cells {
        let cells: Vec<usize> = self.empty.iter().collect();
        self.cut(&cells)
    }

    /// The given cells (indices of empty cells) on a board of their
    /// bounding box.
    fn cut(&self, cells: &[usize]) -> Cells {
        let cols = self.cols;
        let (mut r0, mut r1, mut c0, mut c1) = (usize::MAX, 0, usize::MAX, 0);
        for &i in cells {
            let (r, c) = (i / cols, i % cols);
            r0 = r0.min(r);
            r1 = r1.max(r);
            c0 = c0.min(c);
            c1 = c1.max(c);
        }
        if cells.is_empty() {
            return Cells {
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
        Cells {
            rows,
            cols: new_cols,
            empty,
        }
    }

    fn image(&self, s: Symmetry) -> Cells {
        let (rows, cols) = (self.rows, self.cols);
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
        Cells {
            rows: new_rows,
            cols: new_cols,
            empty,
        }
    }

    /// The smallest of the images under the identity and `symmetries`, in
    /// the order of [`DominoBoard`].
    fn canonical_under(&self, symmetries: &[Symmetry]) -> DominoBoard {
        let trimmed = self.trimmed();
        symmetries
            .iter()
            .map(|&s| DominoBoard::from(trimmed.image(s)))
            .fold(DominoBoard::from(trimmed.clone()), DominoBoard::min)
    }
}

impl From<Word> for Cells {
    fn from(w: Word) -> Cells {
        let mut empty = Bits::empty(w.rows() * w.cols());
        if let Some(first) = empty.0.first_mut() {
            *first = w.bits;
        }
        Cells {
            rows: w.rows(),
            cols: w.cols(),
            empty,
        }
    }
}

/// The most empty cells a board may have. Found by fuzzing: a board of
/// 10^5 rows made the search's first steps (the two levels of moves it
/// spreads over threads, each a copy of the board) take tens of gigabytes
/// before any limit could be checked; that costs about `cells^3 / 8` bytes,
/// 8 MB at this bound. Boards this large (20 x 20) are far beyond what
/// any search solves anyway.
pub const MAX_EMPTY_CELLS: usize = 400;

/// The two representations of a board; a board of at most 64 cells is
/// always a [`Word`], so that equal boards are equal values.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
enum Repr {
    /// A [`Word`], its fields inline so that the enum stays 16 bytes.
    Word {
        rows: u8,
        cols: u8,
        bits: u64,
    },
    Cells(Box<Cells>),
}

/// A rectangular board of empty and blocked cells.
///
/// Boards of at most 64 cells (every board a computer can solve, and the
/// regions it splits into) are one word and 16 bytes, and are worked with
/// word operations; larger ones cell by cell. Both ways give the same
/// boards (checked in the tests).
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
pub struct DominoBoard(Repr);

impl From<Word> for DominoBoard {
    fn from(w: Word) -> DominoBoard {
        DominoBoard(Repr::Word {
            rows: w.rows,
            cols: w.cols,
            bits: w.bits,
        })
    }
}

impl From<Cells> for DominoBoard {
    fn from(c: Cells) -> DominoBoard {
        if c.rows * c.cols <= 64 {
            let bits = c.empty.0.first().copied().unwrap_or(0);
            return DominoBoard::from(Word::new(c.rows, c.cols, bits));
        }
        DominoBoard(Repr::Cells(Box::new(c)))
    }
}

/// A board as one of its two representations, borrowed.
enum View<'a> {
    Word(Word),
    Cells(&'a Cells),
}

impl DominoBoard {
    fn view(&self) -> View<'_> {
        match &self.0 {
            &Repr::Word { rows, cols, bits } => View::Word(Word { rows, cols, bits }),
            Repr::Cells(c) => View::Cells(c),
        }
    }

    /// An empty `rows × cols` rectangle.
    ///
    /// ```
    /// use conway::rulesets::domino::DominoBoard;
    /// assert_eq!(DominoBoard::rectangle(2, 3).to_string(), "...|...");
    /// ```
    pub fn rectangle(rows: u32, cols: u32) -> DominoBoard {
        let (rows, cols) = (rows as usize, cols as usize);
        let mut empty = Bits::empty(rows * cols);
        for i in 0..rows * cols {
            empty.insert(i);
        }
        DominoBoard::from(Cells { rows, cols, empty })
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
        if let Some((at, _)) = text.match_indices('.').nth(MAX_EMPTY_CELLS) {
            return Err(ParseError::at(
                text,
                at,
                format!(
                    "more than {MAX_EMPTY_CELLS} empty cells: boards that large cannot be searched"
                ),
            ));
        }
        let mut empty = Bits::empty(grid.cells().len());
        for (i, &e) in grid.cells().iter().enumerate() {
            if e {
                empty.insert(i);
            }
        }
        Ok(DominoBoard::from(Cells {
            rows: grid.rows(),
            cols: grid.cols(),
            empty,
        }))
    }

    /// The board cell by cell.
    fn to_cells(&self) -> Cells {
        match self.view() {
            View::Word(w) => Cells::from(w),
            View::Cells(c) => c.clone(),
        }
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        match self.view() {
            View::Word(w) => w.rows(),
            View::Cells(c) => c.rows,
        }
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        match self.view() {
            View::Word(w) => w.cols(),
            View::Cells(c) => c.cols,
        }
    }

    /// Number of empty cells.
    pub fn empty_cells(&self) -> usize {
        match self.view() {
            View::Word(w) => w.bits.count_ones() as usize,
            View::Cells(c) => c.empty.count(),
        }
    }

    /// True if cell `(r, c)` (row from the top, column from the left, both
    /// from 0) is empty.
    pub fn is_empty(&self, r: usize, c: usize) -> bool {
        match self.view() {
            View::Word(w) => w.bits >> (r * w.cols() + c) & 1 == 1,
            View::Cells(cells) => cells.is_empty(r, c),
        }
    }

    /// The cells `(r, c)` where a domino of the given orientation fits, with
    /// `(r, c)` its top or left cell, in row-major order.
    pub fn placements(&self, orientation: Orientation) -> Vec<(usize, usize)> {
        let w = match self.view() {
            View::Word(w) => w,
            View::Cells(c) => return c.placements(orientation),
        };
        let mut fits = w.placements(orientation);
        let mut out = Vec::with_capacity(fits.count_ones() as usize);
        while fits != 0 {
            let i = fits.trailing_zeros() as usize;
            out.push((i / w.cols(), i % w.cols()));
            fits &= fits - 1;
        }
        out
    }

    /// The board after a domino is placed with its top or left cell at
    /// `(r, c)` (the placement must be one of [`placements`](Self::placements)).
    pub fn place(&self, orientation: Orientation, r: usize, c: usize) -> DominoBoard {
        let (r2, c2) = match orientation {
            Orientation::Vertical => (r + 1, c),
            Orientation::Horizontal => (r, c + 1),
        };
        let (i, j) = (r * self.cols() + c, r2 * self.cols() + c2);
        match self.view() {
            View::Word(w) => DominoBoard::from(Word {
                bits: w.bits & !(1 << i) & !(1 << j),
                ..w
            }),
            View::Cells(cells) => {
                let mut next = cells.clone();
                next.empty.remove(i);
                next.empty.remove(j);
                DominoBoard(Repr::Cells(Box::new(next)))
            }
        }
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
        match self.view() {
            View::Word(w) => w
                .regions(min_cells)
                .into_iter()
                .map(DominoBoard::from)
                .collect(),
            View::Cells(c) => c
                .regions(min_cells)
                .into_iter()
                .map(DominoBoard::from)
                .collect(),
        }
    }

    /// The board trimmed to the bounding box of its empty cells (a board
    /// with no empty cell becomes `0 × 0`).
    pub fn trimmed(&self) -> DominoBoard {
        match self.view() {
            View::Word(w) => DominoBoard::from(w.trimmed()),
            View::Cells(c) => DominoBoard::from(c.trimmed()),
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
        match self.view() {
            View::Word(w) if !s.swaps_axes() => DominoBoard::from(w.image(s)),
            _ => DominoBoard::from(self.to_cells().image(s)),
        }
    }

    /// The board trimmed, then the smallest of its images under the
    /// identity and `symmetries` (in the order of the derived `Ord`): boards
    /// that differ by one of the symmetries get the same representative.
    pub(crate) fn canonical_under(&self, symmetries: &[Symmetry]) -> DominoBoard {
        let w = match self.view() {
            View::Word(w) => w.trimmed(),
            View::Cells(c) => return c.canonical_under(symmetries),
        };
        let keeps_rows = symmetries.iter().filter(|s| !s.swaps_axes());
        let best = DominoBoard::from(keeps_rows.map(|&s| w.image(s)).fold(w, Word::min));
        let swapped = symmetries.iter().filter(|s| s.swaps_axes());
        swapped
            .map(|&s| DominoBoard::from(Cells::from(w).image(s)))
            .fold(best, DominoBoard::min)
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
        // 70 columns: the cell-by-cell path.
        let b = DominoBoard::rectangle(3, 70);
        assert!(matches!(b.0, Repr::Cells(_)));
        assert_eq!(std::mem::size_of::<DominoBoard>(), 16);
        assert_eq!(b.empty_cells(), 210);
        assert_eq!(b.placements(Orientation::Vertical).len(), 140);
        assert_eq!(b.placements(Orientation::Horizontal).len(), 207);
        // A vertical domino on rows 1-2 and a horizontal one on row 3 block
        // column 20 from top to bottom.
        let cut = b
            .place(Orientation::Vertical, 0, 20)
            .place(Orientation::Horizontal, 2, 19);
        let regions = cut.regions(1);
        assert_eq!(regions.len(), 2);
        assert_eq!((regions[0].rows(), regions[0].cols()), (3, 20));
        assert_eq!((regions[1].rows(), regions[1].cols()), (3, 49));
        assert_eq!(regions[0].empty_cells() + regions[1].empty_cells(), 210 - 4);
        assert_eq!(regions[1].trimmed(), DominoBoard::rectangle(3, 49));
        assert_eq!(b.image(Symmetry::Transpose).image(Symmetry::Transpose), b);
    }

    /// Pseudo-random boards (a fixed xorshift sequence) of many shapes,
    /// including ones that cross word boundaries.
    fn sample_boards() -> Vec<DominoBoard> {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut out = Vec::new();
        for rows in 1..=9u32 {
            for cols in [1u32, 2, 3, 5, 7, 8, 11, 13, 20, 64] {
                for density in [2u64, 3, 4] {
                    let mut b = DominoBoard::rectangle(rows, cols).to_cells();
                    for i in 0..(rows * cols) as usize {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        if x % density == 0 {
                            b.empty.remove(i);
                        }
                    }
                    out.push(DominoBoard::from(b));
                }
            }
        }
        out
    }

    #[test]
    fn word_operations_agree_with_cell_operations() {
        let boards = |cs: Vec<Cells>| -> Vec<DominoBoard> {
            cs.into_iter().map(DominoBoard::from).collect()
        };
        for b in sample_boards() {
            let c = b.to_cells();
            assert_eq!(DominoBoard::from(c.clone()), b);
            for o in [Orientation::Vertical, Orientation::Horizontal] {
                assert_eq!(b.placements(o), c.placements(o), "{b}");
            }
            assert_eq!(b.regions(1), boards(c.regions(1)), "{b}");
            assert_eq!(b.regions(3), boards(c.regions(3)), "{b}");
            assert_eq!(b.trimmed(), DominoBoard::from(c.trimmed()), "{b}");
            for s in Symmetry::ALL {
                assert_eq!(b.image(s), DominoBoard::from(c.image(s)), "{b} {s:?}");
            }
            for symmetries in [&Symmetry::KEEP_ORIENTATION[..], &Symmetry::ALL[..]] {
                assert_eq!(
                    b.canonical_under(symmetries),
                    c.canonical_under(symmetries),
                    "{b}"
                );
            }
        }
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
