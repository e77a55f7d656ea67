//! Boards that dominoes are placed on: the position type shared by
//! Domineering and Cram.
//!
//! A [`DominoBoard`] is a rectangle of cells, each empty or blocked (filled
//! by an earlier domino or by the board's shape), stored as a bitset of the
//! empty cells. A board of up to 64 cells (every board a computer can
//! solve, and every component of one) is a single word laid out as in
//! `bitboard.rs`: 16 bytes as a transposition-table key, and
//! a handful of word operations for each of the steps below.
//!
//! The board knows what both games need:
//!
//! * where a vertical or a horizontal domino fits ([`DominoBoard::placements`]);
//! * its connected regions of empty cells, each trimmed to its bounding box
//!   ([`DominoBoard::regions`]) — no domino crosses from one region to
//!   another, so a board is the disjunctive sum of its regions;
//! * its images under the symmetries of the rectangle, and the smallest of a
//!   chosen set of them (`canonical_under`, `canonical_swapping`), the
//!   transposition-table key.
//!
//! The same board is the position of a grid game whose rule someone writes
//! (Python's `conway.Grid`, through
//! [`user_grid`](crate::rulesets::adapters::user_grid)): moves fill cells,
//! regions may be joined at corners too ([`Adjacency`]), and the
//! representative is taken under the symmetries the rule allows
//! ([`Symmetries`], [`DominoBoard::normal_form`]).
//!
//! Moves are labelled by the two cells a domino covers, as `a1-a2`: columns
//! are letters from the left (`a`…`z`, then `aa`, `ab`, …), rows are numbers
//! from the top line of the board string.

use crate::error::ParseError;
pub use crate::rulesets::bitboard::Adjacency;
pub(crate) use crate::rulesets::bitboard::Symmetry;
use crate::rulesets::bitboard::{cells, smallest_image, Shape};
use crate::rulesets::grid::{cell_name, read_cell_name, Grid};
use crate::rulesets::wide_bitboard::WideBoard;
use std::fmt::Write;

/// The orientation of a domino.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Orientation {
    /// Covering a cell and the one below it.
    Vertical,
    /// Covering a cell and the one to its right.
    Horizontal,
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

/// A board of at most 64 cells as one word: the set of its empty cells
/// on a [`Shape`] (see [`bitboard`](crate::rulesets::bitboard) for the layout).
/// Every operation the solver repeats (placements, regions, trimming,
/// symmetries) is a handful of word operations on it, and the whole board
/// is 16 bytes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
struct Word {
    shape: Shape,
    bits: u64,
}

impl Word {
    fn rows(self) -> usize {
        self.shape.rows()
    }

    fn cols(self) -> usize {
        self.shape.cols()
    }

    /// The cells where a domino of the given orientation has its top or
    /// left cell.
    fn placements(self, orientation: Orientation) -> u64 {
        match orientation {
            Orientation::Vertical => self.shape.with_neighbour_below(self.bits, self.bits),
            Orientation::Horizontal => self.shape.with_neighbour_right(self.bits, self.bits),
        }
    }

    /// The cells with an empty neighbour across the lines of
    /// `orientation` (left or right of a cell for vertical dominoes, above
    /// or below for horizontal ones): where the other player's dominoes
    /// can reach.
    fn crossed(self, orientation: Orientation) -> u64 {
        let (s, b) = (self.shape, self.bits);
        match orientation {
            Orientation::Vertical => ((b << 1) & !s.first_column()) | ((b >> 1) & !s.last_column()),
            Orientation::Horizontal => {
                let step = s.stride() as u32;
                b.checked_shl(step).unwrap_or(0) | b.checked_shr(step).unwrap_or(0)
            }
        }
    }

    /// `Σ ⌊k/2⌋` over the runs of `mask` along the lines of `orientation`.
    fn pairs(self, orientation: Orientation, mask: u64) -> u32 {
        match orientation {
            Orientation::Vertical => self.shape.vertical_pairs(mask),
            Orientation::Horizontal => self.shape.horizontal_pairs(mask),
        }
    }

    /// [`DominoBoard::move_counts`] by word operations.
    fn move_counts(self, orientation: Orientation) -> (u32, u32) {
        let b = self.bits;
        let crossed = self.crossed(orientation);
        (
            self.pairs(orientation, b & !crossed),
            self.pairs(orientation, b),
        )
    }

    /// The columns (`across` false) or rows (`across` true) of the given
    /// parity.
    fn every_other(self, across: bool, parity: usize) -> u64 {
        let s = self.shape;
        if s.is_small() {
            // A byte a row: the pattern repeats every byte or every word.
            let pattern = if across {
                0x00ff_00ff_00ff_00ff
            } else {
                0x5555_5555_5555_5555
            };
            let pattern = if parity == 0 { pattern } else { !pattern };
            return pattern & s.all();
        }
        if across {
            let row = u64::MAX >> (64 - s.cols().max(1));
            s.mask_of_rows((0..s.rows()).map(|r| if r % 2 == parity { row } else { 0 }))
        } else {
            (parity..s.cols())
                .step_by(2)
                .fold(0, |m, c| m | s.first_column() << c)
        }
    }

    /// The top-left cells of the protective blocks of the player placing
    /// `orientation` (see [`DominoBoard::vulnerable_moves`]), on every
    /// other line across (so no two share a cell), the parity with more.
    fn protective_corners(self, orientation: Orientation) -> u64 {
        let (s, b) = (self.shape, self.bits);
        let step = s.stride() as u32;
        let down = |m: u64, k: u32| m.checked_shr(k).unwrap_or(0);
        let right = s.with_neighbour_right(b, b);
        let below = s.with_neighbour_below(b, b);
        let corners = match orientation {
            Orientation::Vertical => {
                // Filled (or off the board) left of both rows' first
                // cell and right of both rows' second cell.
                let left_empty = (b << 1) & !s.first_column();
                let right_empty = (b >> 1) & !s.last_column();
                right
                    & below
                    & (below >> 1)
                    & !left_empty
                    & !down(left_empty, step)
                    & !(right_empty >> 1)
                    & !down(right_empty, step + 1)
            }
            Orientation::Horizontal => {
                // Filled (or off the board) above both columns' first
                // cell and below both columns' second cell.
                let above_empty = b.checked_shl(step).unwrap_or(0);
                right
                    & below
                    & down(right, step)
                    & !above_empty
                    & !(above_empty >> 1)
                    & !down(b, 2 * step)
                    & !down(b, 2 * step + 1)
            }
        };
        let across = orientation == Orientation::Vertical;
        let even = corners & self.every_other(across, 0);
        let odd = corners & self.every_other(across, 1);
        if even.count_ones() >= odd.count_ones() {
            even
        } else {
            odd
        }
    }

    /// [`DominoBoard::vulnerable_moves`] by word operations.
    fn vulnerable_moves(self, orientation: Orientation) -> (u32, u32) {
        let s = self.shape;
        let corners = self.protective_corners(orientation);
        let step = s.stride() as u32;
        let up = |k: u32| corners.checked_shl(k).unwrap_or(0);
        let blocks = corners | up(1) | up(step) | up(step + 1);
        let open = self.bits & self.crossed(orientation) & !blocks;
        let across = orientation == Orientation::Horizontal;
        let vulnerable = (0..2)
            .map(|parity| self.pairs(orientation, open & self.every_other(across, parity)))
            .max()
            .unwrap_or(0);
        (corners.count_ones(), vulnerable)
    }

    /// The given cells on the board of their bounding box.
    fn cut(self, cells: u64) -> Word {
        match self.shape.bounding_box(cells) {
            None => Word::default(),
            Some((r0, r1, c0, c1)) => {
                let shape = Shape::new(r1 - r0 + 1, c1 - c0 + 1);
                if shape == self.shape {
                    return Word {
                        bits: cells,
                        ..self
                    };
                }
                Word {
                    shape,
                    bits: self.shape.crop(cells, r0, c0, shape),
                }
            }
        }
    }

    /// The connected regions of at least `min_cells` cells, each trimmed.
    fn regions(self, adjacency: Adjacency, min_cells: usize) -> Vec<Word> {
        let mut free = self.bits;
        let mut out = Vec::new();
        while free != 0 {
            let region = self
                .shape
                .flood_joined(free & free.wrapping_neg(), free, adjacency);
            free &= !region;
            if region.count_ones() as usize >= min_cells {
                out.push(self.cut(region));
            }
        }
        out
    }

    /// The board cut to the bounding box of its empty cells.
    fn trimmed(self) -> Word {
        self.cut(self.bits)
    }

    /// The image under a symmetry.
    fn image(self, s: Symmetry) -> Word {
        Word {
            shape: self.shape.image_shape(s),
            bits: self.shape.image(s, self.bits),
        }
    }

    /// The trimmed board's least image, as [`DominoBoard::canonical`].
    fn canonical(self, swapping: bool) -> (Word, bool) {
        let w = self.trimmed();
        let (shape, bits, swapped) = w.shape.least_image(w.bits, swapping);
        (Word { shape, bits }, swapped)
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

    /// The board as one `u128` with a guard column, if it fits (boards up
    /// to 10×10): the outcome search's steps on it are word operations.
    fn wide(&self) -> Option<WideBoard> {
        let cols = self.cols;
        WideBoard::fits(self.rows, cols).then(|| {
            let cells = self.empty.iter().map(|i| (i / cols, i % cols));
            WideBoard::from_cells(self.rows, cols, cells)
        })
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

    fn regions(&self, adjacency: Adjacency, min_cells: usize) -> Vec<Cells> {
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
                let corners = adjacency == Adjacency::SidesAndCorners;
                let (up, down) = (r > 0, r + 1 < rows);
                let (left, right) = (c > 0, c + 1 < cols);
                let neighbours = [
                    up.then(|| i - cols),
                    down.then(|| i + cols),
                    left.then(|| i - 1),
                    right.then(|| i + 1),
                    (corners && up && left).then(|| i - cols - 1),
                    (corners && up && right).then(|| i - cols + 1),
                    (corners && down && left).then(|| i + cols - 1),
                    (corners && down && right).then(|| i + cols + 1),
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

    /// The smallest of the images of the trimmed board under the identity
    /// and `symmetries`, in the order of [`DominoBoard`], and the symmetry
    /// that gave it (`None` for the identity; the first one on a tie).
    fn smallest_image(&self, symmetries: &[Symmetry]) -> (DominoBoard, Option<Symmetry>) {
        let trimmed = self.trimmed();
        smallest_image(DominoBoard::from(trimmed.clone()), symmetries, |s| {
            DominoBoard::from(trimmed.image(s))
        })
    }
}

impl From<Word> for Cells {
    fn from(w: Word) -> Cells {
        let mut empty = Bits::empty(w.rows() * w.cols());
        if let Some(first) = empty.0.first_mut() {
            *first = w.shape.pack(w.bits);
        }
        Cells {
            rows: w.rows(),
            cols: w.cols(),
            empty,
        }
    }
}

/// The symmetries of the rectangle a game's rules allow: boards that are
/// images of each other under them have the same value. Translations are
/// always allowed (a region is trimmed to its bounding box).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Symmetries {
    /// Translations only.
    #[default]
    None,
    /// The mirror that exchanges left and right (columns reversed).
    LeftRight,
    /// The mirror that exchanges top and bottom (rows reversed).
    TopBottom,
    /// Both mirrors and the half turn: every symmetry that keeps rows
    /// rows (Domineering's, whose players place vertical and horizontal
    /// dominoes).
    Mirrors,
    /// All eight symmetries of the square (Cram's).
    All,
}

impl Symmetries {
    /// Every group, with the name [`parse`](Self::parse) reads.
    pub const NAMED: [(&'static str, Symmetries); 5] = [
        ("none", Symmetries::None),
        ("left-right", Symmetries::LeftRight),
        ("top-bottom", Symmetries::TopBottom),
        ("mirrors", Symmetries::Mirrors),
        ("all", Symmetries::All),
    ];

    /// The group of a name (`"none"`, `"left-right"`, `"top-bottom"`,
    /// `"mirrors"`, `"all"`).
    ///
    /// ```
    /// use conway::rulesets::domino::Symmetries;
    /// assert_eq!(Symmetries::parse("mirrors"), Some(Symmetries::Mirrors));
    /// assert_eq!(Symmetries::parse("rotations"), None);
    /// assert_eq!(Symmetries::All.name(), "all");
    /// ```
    pub fn parse(name: &str) -> Option<Symmetries> {
        Symmetries::NAMED
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, s)| s)
    }

    /// The name [`parse`](Self::parse) reads.
    pub fn name(self) -> &'static str {
        Symmetries::NAMED
            .iter()
            .find(|(_, s)| *s == self)
            .map(|&(n, _)| n)
            .expect("every group is named")
    }

    /// The symmetries other than the identity.
    fn list(self) -> &'static [Symmetry] {
        match self {
            Symmetries::None => &[],
            Symmetries::LeftRight => &[Symmetry::MirrorColumns],
            Symmetries::TopBottom => &[Symmetry::MirrorRows],
            Symmetries::Mirrors => &Symmetry::KEEP_ORIENTATION,
            Symmetries::All => &Symmetry::ALL,
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
        shape: Shape,
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
            shape: w.shape,
            bits: w.bits,
        })
    }
}

impl From<Cells> for DominoBoard {
    fn from(c: Cells) -> DominoBoard {
        if Shape::fits(c.rows, c.cols) {
            let shape = Shape::new(c.rows, c.cols);
            let packed = c.empty.0.first().copied().unwrap_or(0);
            return DominoBoard::from(Word {
                shape,
                bits: shape.unpack(packed),
            });
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
            &Repr::Word { shape, bits } => View::Word(Word { shape, bits }),
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

    /// The board of the bounding box of `cells` (row, column pairs, any
    /// offset), those cells empty and the rest of the box blocked; no
    /// cells make the `0 × 0` board.
    ///
    /// ```
    /// use conway::rulesets::domino::DominoBoard;
    /// let l = DominoBoard::from_cells(&[(5, 9), (6, 9), (6, 10)]);
    /// assert_eq!(l.to_string(), ".#|..");
    /// ```
    pub fn from_cells(cells: &[(usize, usize)]) -> DominoBoard {
        let Some(&(r, c)) = cells.first() else {
            return DominoBoard::from(Cells {
                rows: 0,
                cols: 0,
                empty: Bits::empty(0),
            });
        };
        let (mut r0, mut r1, mut c0, mut c1) = (r, r, c, c);
        for &(r, c) in cells {
            (r0, r1, c0, c1) = (r0.min(r), r1.max(r), c0.min(c), c1.max(c));
        }
        let (rows, cols) = (r1 - r0 + 1, c1 - c0 + 1);
        let mut empty = Bits::empty(rows * cols);
        for &(r, c) in cells {
            empty.insert((r - r0) * cols + (c - c0));
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
    #[cfg(test)]
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
            View::Word(w) => w.bits >> w.shape.bit(r, c) & 1 == 1,
            View::Cells(cells) => cells.is_empty(r, c),
        }
    }

    /// Move counts of the player placing dominoes of `orientation`, as
    /// `(safe, most)`. `most`: along each line of that orientation (a
    /// column for vertical dominoes, a row for horizontal ones), the sum of
    /// `⌊k/2⌋` over the maximal runs of `k` empty cells — every domino that
    /// player can still place lies in one run and they are disjoint, and
    /// runs only shrink. `safe`: the same over the runs of *protected*
    /// cells, empty cells whose two neighbours across the line (left and
    /// right of a vertical line, above and below a horizontal one) are off
    /// the board or filled. The other player's dominoes lie across the
    /// line, so they never cover a protected cell (a neighbour would have
    /// to be empty, and filled cells stay filled); the disjoint dominoes
    /// on pairs of protected cells stay placeable whatever the other player
    /// does, as long as the player places them and nothing else on them.
    ///
    /// ```
    /// use conway::rulesets::domino::{DominoBoard, Orientation};
    /// // A 3×1 column: one vertical domino at most, and it is protected.
    /// let column = DominoBoard::parse(".|.|.").unwrap();
    /// assert_eq!(column.move_counts(Orientation::Vertical), (1, 1));
    /// // The 2×2 square: two vertical dominoes at most, none protected.
    /// let square = DominoBoard::parse("..|..").unwrap();
    /// assert_eq!(square.move_counts(Orientation::Vertical), (0, 2));
    /// assert_eq!(square.move_counts(Orientation::Horizontal), (0, 2));
    /// ```
    pub fn move_counts(&self, orientation: Orientation) -> (u32, u32) {
        match self.view() {
            View::Word(w) => w.move_counts(orientation),
            View::Cells(c) => match c.wide() {
                Some(wide) => wide.move_counts(orientation),
                None => {
                    let (safe, most, _) = self.move_counts_by_cells(orientation);
                    (safe, most)
                }
            },
        }
    }

    /// Moves of the player placing dominoes of `orientation` that the
    /// other player can spoil, one at a time, as `(protective,
    /// vulnerable)` (Bullock's protective and vulnerable areas, Obsequi
    /// 2002):
    ///
    /// * *protective* blocks: 2×2 squares of empty cells whose neighbours
    ///   across the lines (left and right of the two rows for vertical
    ///   dominoes) are filled or off the board, on every other line across
    ///   (the rows for vertical dominoes), so disjoint. The other player
    ///   reaches the block only by a domino inside it, which spoils both of
    ///   the player's dominoes there; a domino of the player in the block
    ///   leaves the other line of the block protected, a sure move.
    /// * *vulnerable* moves: the most disjoint dominoes on runs of
    ///   *unprotected* empty cells (see [`move_counts`](Self::move_counts))
    ///   outside the blocks, along every other line (the even lines or the
    ///   odd ones, whichever holds more).
    ///
    /// They share no cell with each other or with the protected dominoes
    /// of `move_counts`' `safe`, and a domino of the other player lies
    /// across two neighbouring lines, one even and one odd, so it covers a
    /// cell of at most one of them (this is
    /// [`MoveBounds`](crate::outcome::bounds::MoveBounds)' rule). Boards of
    /// more than one word count no protective blocks.
    ///
    /// ```
    /// use conway::rulesets::domino::{DominoBoard, Orientation};
    /// // The 2×2 square is one protective block for either player.
    /// let square = DominoBoard::parse("..|..").unwrap();
    /// assert_eq!(square.vulnerable_moves(Orientation::Vertical), (1, 0));
    /// // Columns 0 and 2 of a 2×3 board: two, each spoiled only alone.
    /// let wide = DominoBoard::parse("...|...").unwrap();
    /// assert_eq!(wide.vulnerable_moves(Orientation::Vertical), (0, 2));
    /// ```
    pub fn vulnerable_moves(&self, orientation: Orientation) -> (u32, u32) {
        match self.view() {
            View::Word(w) => w.vulnerable_moves(orientation),
            View::Cells(c) => match c.wide() {
                Some(wide) => (0, wide.vulnerable(orientation)),
                None => (0, self.move_counts_by_cells(orientation).2),
            },
        }
    }

    /// [`DominoBoard::move_counts`] and
    /// [`DominoBoard::vulnerable_moves`] cell by cell, along each line.
    fn move_counts_by_cells(&self, orientation: Orientation) -> (u32, u32, u32) {
        let (rows, cols) = (self.rows(), self.cols());
        // Cell (i, j) of the line i, step j along it.
        let (lines, length) = match orientation {
            Orientation::Vertical => (cols, rows),
            Orientation::Horizontal => (rows, cols),
        };
        let at = |line: usize, step: usize| match orientation {
            Orientation::Vertical => (step, line),
            Orientation::Horizontal => (line, step),
        };
        let empty = |line: usize, step: usize| {
            let (r, c) = at(line, step);
            self.is_empty(r, c)
        };
        let (mut safe, mut most) = (0u32, 0u32);
        let mut vulnerable = [0u32; 2];
        for line in 0..lines {
            let (mut run, mut protected_run, mut open_run) = (0u32, 0u32, 0u32);
            for step in 0..=length {
                let free = step < length && empty(line, step);
                let protected = free
                    && (line == 0 || !empty(line - 1, step))
                    && (line + 1 == lines || !empty(line + 1, step));
                if free {
                    run += 1;
                } else {
                    most += run / 2;
                    run = 0;
                }
                if protected {
                    protected_run += 1;
                } else {
                    safe += protected_run / 2;
                    protected_run = 0;
                }
                if free && !protected {
                    open_run += 1;
                } else {
                    vulnerable[line % 2] += open_run / 2;
                    open_run = 0;
                }
            }
        }
        (safe, most, vulnerable[0].max(vulnerable[1]))
    }

    /// The cells `(r, c)` where a domino of the given orientation fits, with
    /// `(r, c)` its top or left cell, in row-major order.
    pub fn placements(&self, orientation: Orientation) -> Vec<(usize, usize)> {
        let w = match self.view() {
            View::Word(w) => w,
            View::Cells(c) => {
                return match c.wide() {
                    Some(wide) => wide.placements(orientation).collect(),
                    None => c.placements(orientation),
                }
            }
        };
        cells(w.placements(orientation))
            .map(|bit| w.shape.cell(bit))
            .collect()
    }

    /// For each of [`placements`](Self::placements) of `orientation` in
    /// order, the [`move_counts`](Self::move_counts) of the board after it,
    /// for `orientation` and for the other orientation (what the outcome
    /// search orders moves by), without making the boards.
    ///
    /// ```
    /// use conway::rulesets::domino::{DominoBoard, Orientation};
    /// let b = DominoBoard::rectangle(9, 9);
    /// let after = b.counts_after_placements(Orientation::Vertical);
    /// assert_eq!(after.len(), 72);
    /// let (r, c) = b.placements(Orientation::Vertical)[0];
    /// let next = b.place(Orientation::Vertical, r, c);
    /// let expected = [
    ///     next.move_counts(Orientation::Vertical),
    ///     next.move_counts(Orientation::Horizontal),
    /// ];
    /// assert_eq!(after[0], expected);
    /// ```
    pub fn counts_after_placements(&self, orientation: Orientation) -> Vec<[(u32, u32); 2]> {
        if let View::Cells(c) = self.view() {
            if let Some(wide) = c.wide() {
                return wide.counts_after_placements(orientation);
            }
        }
        let other = match orientation {
            Orientation::Vertical => Orientation::Horizontal,
            Orientation::Horizontal => Orientation::Vertical,
        };
        self.placements(orientation)
            .into_iter()
            .map(|(r, c)| {
                let board = self.place(orientation, r, c);
                [board.move_counts(orientation), board.move_counts(other)]
            })
            .collect()
    }

    /// The `index`-th of [`placements`](Self::placements), without
    /// listing the others (boards of one word).
    ///
    /// ```
    /// use conway::rulesets::domino::{DominoBoard, Orientation};
    /// let b = DominoBoard::parse("..#|...").unwrap();
    /// let all = b.placements(Orientation::Horizontal);
    /// for (i, &p) in all.iter().enumerate() {
    ///     assert_eq!(b.nth_placement(Orientation::Horizontal, i), Some(p));
    /// }
    /// assert_eq!(b.nth_placement(Orientation::Horizontal, all.len()), None);
    /// ```
    pub fn nth_placement(&self, orientation: Orientation, index: usize) -> Option<(usize, usize)> {
        match self.view() {
            View::Word(w) => cells(w.placements(orientation))
                .nth(index)
                .map(|bit| w.shape.cell(bit)),
            View::Cells(c) => match c.wide() {
                Some(wide) => wide.placements(orientation).nth(index),
                None => c.placements(orientation).get(index).copied(),
            },
        }
    }

    /// The board after a domino is placed with its top or left cell at
    /// `(r, c)` (the placement must be one of [`placements`](Self::placements)).
    pub fn place(&self, orientation: Orientation, r: usize, c: usize) -> DominoBoard {
        let (r2, c2) = match orientation {
            Orientation::Vertical => (r + 1, c),
            Orientation::Horizontal => (r, c + 1),
        };
        match self.view() {
            View::Word(w) => DominoBoard::from(Word {
                bits: w.bits & !(1 << w.shape.bit(r, c)) & !(1 << w.shape.bit(r2, c2)),
                ..w
            }),
            View::Cells(cells) => {
                let (i, j) = (r * cells.cols + c, r2 * cells.cols + c2);
                let mut next = cells.clone();
                next.empty.remove(i);
                next.empty.remove(j);
                DominoBoard(Repr::Cells(Box::new(next)))
            }
        }
    }

    /// How a placement is written: the two cells the domino covers
    /// (`a1-a2`, column letter and row number from the top).
    ///
    /// ```
    /// use conway::rulesets::domino::{DominoBoard, Orientation};
    /// assert_eq!(DominoBoard::placement_label(Orientation::Vertical, 0, 0), "a1-a2");
    /// assert_eq!(DominoBoard::placement_label(Orientation::Horizontal, 1, 2), "c2-d2");
    /// ```
    pub fn placement_label(orientation: Orientation, r: usize, c: usize) -> String {
        let (r2, c2) = match orientation {
            Orientation::Vertical => (r + 1, c),
            Orientation::Horizontal => (r, c + 1),
        };
        format!("{}-{}", cell_name(r, c), cell_name(r2, c2))
    }

    /// The placement a player typed: two cells sharing a side, named as
    /// [`placement_label`](DominoBoard::placement_label) names them, in
    /// either order (spaces and case aside); `None` for text that names no
    /// domino.
    ///
    /// ```
    /// use conway::rulesets::domino::{DominoBoard, Orientation};
    /// assert_eq!(DominoBoard::read_placement("a1-a2"), Some((Orientation::Vertical, 0, 0)));
    /// assert_eq!(DominoBoard::read_placement("D2 - c2"), Some((Orientation::Horizontal, 1, 2)));
    /// assert_eq!(DominoBoard::read_placement("a1-b2"), None); // not side by side
    /// assert_eq!(DominoBoard::read_placement("a1"), None);
    /// ```
    pub fn read_placement(typed: &str) -> Option<(Orientation, usize, usize)> {
        let (first, second) = typed.split_once('-')?;
        let a = read_cell_name(first)?;
        let b = read_cell_name(second)?;
        let ((r, c), (r2, c2)) = (a.min(b), a.max(b));
        match (r2 - r, c2.checked_sub(c)?) {
            (1, 0) => Some((Orientation::Vertical, r, c)),
            (0, 1) => Some((Orientation::Horizontal, r, c)),
            _ => None,
        }
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
        self.regions_joined_by(Adjacency::Sides, min_cells)
    }

    /// The connected regions of empty cells, cells next to each other as
    /// `adjacency` says, each trimmed as in [`regions`](Self::regions).
    ///
    /// ```
    /// use conway::rulesets::domino::{Adjacency, DominoBoard};
    /// let b = DominoBoard::parse(".#|#.").unwrap();
    /// assert_eq!(b.regions_joined_by(Adjacency::Sides, 1).len(), 2);
    /// let joined = b.regions_joined_by(Adjacency::SidesAndCorners, 1);
    /// assert_eq!(joined.iter().map(|r| r.to_string()).collect::<Vec<_>>(), [".#|#."]);
    /// ```
    pub fn regions_joined_by(&self, adjacency: Adjacency, min_cells: usize) -> Vec<DominoBoard> {
        match self.view() {
            View::Word(w) => w
                .regions(adjacency, min_cells)
                .into_iter()
                .map(DominoBoard::from)
                .collect(),
            View::Cells(c) => match c.wide() {
                Some(wide) => wide
                    .regions(adjacency == Adjacency::SidesAndCorners)
                    .into_iter()
                    .filter(|cells| cells.len() >= min_cells)
                    .map(|cells| {
                        let indices: Vec<usize> =
                            cells.iter().map(|&(r, col)| r * c.cols + col).collect();
                        DominoBoard::from(c.cut(&indices))
                    })
                    .collect(),
                None => c
                    .regions(adjacency, min_cells)
                    .into_iter()
                    .map(DominoBoard::from)
                    .collect(),
            },
        }
    }

    /// The board with the given cells filled, or the first cell that is
    /// off the board or not empty.
    ///
    /// ```
    /// use conway::rulesets::domino::DominoBoard;
    /// let b = DominoBoard::parse("...|...").unwrap();
    /// assert_eq!(b.with_filled(&[(0, 1), (1, 1)]).unwrap().to_string(), ".#.|.#.");
    /// assert_eq!(b.with_filled(&[(2, 0)]), Err((2, 0)));
    /// ```
    pub fn with_filled(&self, cells: &[(usize, usize)]) -> Result<DominoBoard, (usize, usize)> {
        let (rows, cols) = (self.rows(), self.cols());
        let mut next = self.clone();
        for &(r, c) in cells {
            if r >= rows || c >= cols || !next.is_empty(r, c) {
                return Err((r, c));
            }
            match &mut next.0 {
                Repr::Word { shape, bits } => *bits &= !(1 << shape.bit(r, c)),
                Repr::Cells(board) => board.empty.remove(r * cols + c),
            }
        }
        Ok(next)
    }

    /// The empty cells `(row, column)`, row by row.
    ///
    /// ```
    /// use conway::rulesets::domino::DominoBoard;
    /// let b = DominoBoard::parse(".#|..").unwrap();
    /// assert_eq!(b.empty_cell_list(), [(0, 0), (1, 0), (1, 1)]);
    /// ```
    pub fn empty_cell_list(&self) -> Vec<(usize, usize)> {
        match self.view() {
            View::Word(w) => cells(w.bits).map(|bit| w.shape.cell(bit)).collect(),
            View::Cells(c) => c.empty.iter().map(|i| (i / c.cols, i % c.cols)).collect(),
        }
    }

    /// The board trimmed, then the smallest of its images under the
    /// symmetries `allowed`: boards that are translations and images of
    /// each other under those symmetries get the same normal form.
    ///
    /// ```
    /// use conway::rulesets::domino::{DominoBoard, Symmetries};
    /// let a = DominoBoard::parse("##.|#..").unwrap();
    /// let b = DominoBoard::parse("..#|.##|###").unwrap();
    /// assert_eq!(a.normal_form(Symmetries::Mirrors), b.normal_form(Symmetries::Mirrors));
    /// assert_ne!(a.normal_form(Symmetries::None), b.normal_form(Symmetries::None));
    /// assert_eq!(a.normal_form(Symmetries::None).to_string(), "#.|..");
    /// ```
    pub fn normal_form(&self, allowed: Symmetries) -> DominoBoard {
        match (allowed, self.view()) {
            (Symmetries::Mirrors | Symmetries::All, View::Word(w)) => {
                DominoBoard::from(w.canonical(allowed == Symmetries::All).0)
            }
            (_, View::Word(w)) => {
                let w = w.trimmed();
                DominoBoard::from(smallest_image(w, allowed.list(), |s| w.image(s)).0)
            }
            (_, View::Cells(c)) => c.smallest_image(allowed.list()).0,
        }
    }

    /// The board as one word, when it has at most 7 rows and 8 columns:
    /// its cells a byte a row (the layout of [`bitboard`](crate::rulesets::bitboard)),
    /// with the rows and columns in the top byte, which those rows leave
    /// free. Different boards have different words.
    pub(crate) fn packed(&self) -> Option<u64> {
        match self.view() {
            View::Word(w) if w.shape.is_small() && (1..=7).contains(&w.rows()) && w.cols() > 0 => {
                Some(w.bits | ((w.rows() as u64) << 56) | ((w.cols() as u64) << 60))
            }
            _ => None,
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
            View::Word(w) => DominoBoard::from(w.image(s)),
            View::Cells(c) => DominoBoard::from(c.image(s)),
        }
    }

    /// The board trimmed, then the smallest of its images (in the order of
    /// the derived `Ord`) under the symmetries that keep rows rows
    /// ([`Symmetry::KEEP_ORIENTATION`]), and also those that exchange rows
    /// and columns if `swapping` (all eight): boards that differ by one of
    /// the symmetries get the same representative. The flag says whether
    /// the representative is reached only by exchanging rows and columns;
    /// in Domineering that exchanges the players, so a board's value is
    /// the representative's, negated when the flag is set.
    pub(crate) fn canonical(&self, swapping: bool) -> (DominoBoard, bool) {
        match self.view() {
            View::Word(w) => {
                let (best, swapped) = w.canonical(swapping);
                (DominoBoard::from(best), swapped)
            }
            View::Cells(c) => {
                let symmetries: &[Symmetry] = if swapping {
                    &Symmetry::ALL
                } else {
                    &Symmetry::KEEP_ORIENTATION
                };
                let (best, s) = c.smallest_image(symmetries);
                (best, s.is_some_and(Symmetry::swaps_axes))
            }
        }
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
                let (safe, most, vulnerable) = b.move_counts_by_cells(o);
                assert_eq!(b.move_counts(o), (safe, most), "{b}");
                if matches!(b.0, Repr::Cells(_)) || b.vulnerable_moves(o).0 == 0 {
                    assert_eq!(b.vulnerable_moves(o), (0, vulnerable), "{b}");
                }
            }
            assert_eq!(b.regions(1), boards(c.regions(Adjacency::Sides, 1)), "{b}");
            assert_eq!(b.regions(3), boards(c.regions(Adjacency::Sides, 3)), "{b}");
            let corners = Adjacency::SidesAndCorners;
            assert_eq!(
                b.regions_joined_by(corners, 1),
                boards(c.regions(corners, 1)),
                "{b}"
            );
            for (_, group) in Symmetries::NAMED {
                let expected = c.smallest_image(group.list()).0;
                assert_eq!(b.normal_form(group), expected, "{b} {group:?}");
                // Every image under the group has the same normal form.
                for &s in group.list() {
                    assert_eq!(b.image(s).normal_form(group), expected, "{b} {s:?}");
                }
            }
            assert_eq!(b.trimmed(), DominoBoard::from(c.trimmed()), "{b}");
            for s in Symmetry::ALL {
                assert_eq!(b.image(s), DominoBoard::from(c.image(s)), "{b} {s:?}");
            }
            let (kept_key, swapped) = b.canonical(false);
            assert_eq!(kept_key, c.smallest_image(&Symmetry::KEEP_ORIENTATION).0);
            assert!(!swapped, "{b}");
            let (key, swapped) = b.canonical(true);
            assert_eq!(key, c.smallest_image(&Symmetry::ALL).0, "{b}");
            // The flag says whether only images with rows and columns
            // exchanged are the representative.
            let kept = std::iter::once(c.trimmed())
                .chain(Symmetry::KEEP_ORIENTATION.map(|s| c.trimmed().image(s)))
                .any(|image| DominoBoard::from(image) == key);
            assert_eq!(swapped, !kept, "{b}");
        }
    }

    #[test]
    fn packed_words_tell_boards_apart() {
        let mut boards = sample_boards();
        boards.extend((1..=9).flat_map(|r| (1..=9).map(move |c| DominoBoard::rectangle(r, c))));
        boards.push(DominoBoard::parse("#.|..").unwrap());
        boards.push(DominoBoard::parse("..|.#").unwrap());
        let packed: Vec<_> = boards
            .iter()
            .filter_map(|b| Some((b.packed()?, b)))
            .collect();
        assert!(packed.len() > boards.len() / 4);
        for (i, (w, b)) in packed.iter().enumerate() {
            assert!(b.rows() <= 7 && b.cols() <= 8, "{b}");
            for (v, c) in &packed[..i] {
                assert_eq!(w == v, b == c, "{b} and {c}");
            }
        }
        // Every board of at most 7 rows and 8 columns has a word.
        assert!(boards
            .iter()
            .filter(|b| (1..=7).contains(&b.rows()) && (1..=8).contains(&b.cols()))
            .all(|b| b.packed().is_some()));
    }

    #[test]
    fn canonical_representative_is_shared_by_mirror_images() {
        let b = DominoBoard::parse("..#|...|#..").unwrap();
        let key = b.canonical(false);
        for s in Symmetry::KEEP_ORIENTATION {
            assert_eq!(b.image(s).canonical(false), key);
        }
        let padded = DominoBoard::parse("#####|#..##|#...#|##..#").unwrap();
        assert_eq!(padded.canonical(false), key);
        // Images with rows and columns exchanged share the key, flagged
        // (unless the board is one of its own such images, as `b` is).
        for board in [b, DominoBoard::parse("..#|...").unwrap()] {
            let (key, swapped) = board.canonical(true);
            let symmetric = Symmetry::SWAP_AXES.iter().any(|&s| board.image(s) == board);
            for s in Symmetry::SWAP_AXES {
                let expected = (key.clone(), swapped == symmetric);
                assert_eq!(board.image(s).canonical(true), expected, "{board}");
            }
        }
    }
}
