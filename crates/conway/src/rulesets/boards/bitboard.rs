//! Boards of at most 64 cells as bit masks: the geometry shared by the
//! one-word boards of Domineering and Cram ([`domino`](crate::rulesets::domino)) and
//! of Clobber (`stone_words`).
//!
//! A [`Shape`] is a `rows × cols` rectangle of at most 64 cells; a set of
//! its cells is a `u64` with cell `(r, c)` at bit `r * stride + c`. The
//! stride is 8 when the board fits in 8×8 (every Domineering or Clobber
//! board a computer can solve, and every region of one), so that each row
//! is one byte and the symmetries of the rectangle are a few word
//! operations (byte swap, bit reversal, the 8×8 transposition by delta
//! swaps); other shapes (a 2×20 strip) are packed with stride `cols` and
//! take a cell-by-cell path. The stride is a function of the shape, so a
//! set of cells has exactly one mask and derived equality, hashing and
//! order are those of the board.
//!
//! Everything here is checked against cell-by-cell definitions in the
//! tests.

/// Which cells of a board are next to each other, for splitting it into
/// connected regions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Adjacency {
    /// Cells sharing a side (a rook's step): the four orthogonal
    /// neighbours.
    #[default]
    Sides,
    /// Cells sharing a side or a corner (a king's step): all eight
    /// neighbours.
    SidesAndCorners,
}

impl Adjacency {
    /// Every adjacency, with the name [`parse`](Self::parse) reads.
    pub const NAMED: [(&'static str, Adjacency); 2] = [
        ("orthogonal", Adjacency::Sides),
        ("king", Adjacency::SidesAndCorners),
    ];

    /// The adjacency of a name: `"orthogonal"` (sides) or `"king"` (sides
    /// and corners).
    ///
    /// ```
    /// use conway::rulesets::domino::Adjacency;
    /// assert_eq!(Adjacency::parse("king"), Some(Adjacency::SidesAndCorners));
    /// assert_eq!(Adjacency::Sides.name(), "orthogonal");
    /// ```
    pub fn parse(name: &str) -> Option<Adjacency> {
        Adjacency::NAMED
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, a)| a)
    }

    /// The name [`parse`](Self::parse) reads.
    pub fn name(self) -> &'static str {
        Adjacency::NAMED
            .iter()
            .find(|(_, a)| *a == self)
            .map(|&(n, _)| n)
            .expect("every adjacency is named")
    }
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
    /// The symmetries that keep rows rows (and vertical dominoes vertical).
    pub const KEEP_ORIENTATION: [Symmetry; 3] = [
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::HalfTurn,
    ];

    /// The symmetries that exchange rows and columns.
    pub const SWAP_AXES: [Symmetry; 4] = [
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
        Symmetry::QuarterTurn,
        Symmetry::QuarterTurnBack,
    ];

    /// All seven symmetries other than the identity.
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
    pub fn swaps_axes(self) -> bool {
        Symmetry::SWAP_AXES.contains(&self)
    }

    /// Where cell `(r, c)` of a `rows × cols` board goes.
    pub fn map(self, r: usize, c: usize, rows: usize, cols: usize) -> (usize, usize) {
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

/// The smallest of `identity` and the images under `symmetries`, and the
/// symmetry that gave it (`None` for the identity; the first one listed on
/// a tie).
pub(crate) fn smallest_image<T: Ord>(
    identity: T,
    symmetries: &[Symmetry],
    image: impl Fn(Symmetry) -> T,
) -> (T, Option<Symmetry>) {
    symmetries.iter().fold((identity, None), |best, &s| {
        let candidate = image(s);
        if candidate < best.0 {
            (candidate, Some(s))
        } else {
            best
        }
    })
}

/// The word with the low `len` bits set (all of them from 64 on).
pub(crate) fn low_bits(len: usize) -> u64 {
    if len >= 64 {
        u64::MAX
    } else {
        (1 << len) - 1
    }
}

/// Column 0 of an 8×8 board.
const COLUMN_8: u64 = 0x0101_0101_0101_0101;

/// `FIRST_COLUMN[cols][rows]`: the cells of column 0 of a packed
/// `rows × cols` board of at most 64 cells.
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

/// The 8×8 transposition: bit `8r + c` goes to bit `8c + r` (three delta
/// swaps of blocks of 4, 2 and 1 bits; Warren, *Hacker's Delight*, 7-3).
fn transpose_8x8(x: u64) -> u64 {
    let t = (x ^ (x >> 28)) & 0x0000_0000_F0F0_F0F0;
    let x = x ^ t ^ (t << 28);
    let t = (x ^ (x >> 14)) & 0x0000_CCCC_0000_CCCC;
    let x = x ^ t ^ (t << 14);
    let t = (x ^ (x >> 7)) & 0x00AA_00AA_00AA_00AA;
    x ^ t ^ (t << 7)
}

/// The shape of a board of at most 64 cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub(crate) struct Shape {
    rows: u8,
    cols: u8,
}

impl Shape {
    /// True if a `rows × cols` board fits in a word.
    pub fn fits(rows: usize, cols: usize) -> bool {
        rows.saturating_mul(cols) <= 64 && rows <= 64 && cols <= 64
    }

    /// The shape `rows × cols`, which must [`fit`](Shape::fits).
    pub fn new(rows: usize, cols: usize) -> Shape {
        debug_assert!(Shape::fits(rows, cols));
        Shape {
            rows: rows as u8,
            cols: cols as u8,
        }
    }

    pub fn rows(self) -> usize {
        usize::from(self.rows)
    }

    pub fn cols(self) -> usize {
        usize::from(self.cols)
    }

    /// True if the board fits in 8×8 (stride 8, one byte a row).
    pub fn is_small(self) -> bool {
        self.rows <= 8 && self.cols <= 8
    }

    /// The distance in bits between a cell and the one below it.
    pub fn stride(self) -> usize {
        if self.is_small() {
            8
        } else {
            self.cols()
        }
    }

    /// The bit of cell `(r, c)`.
    pub fn bit(self, r: usize, c: usize) -> usize {
        r * self.stride() + c
    }

    /// The cell of a bit.
    pub fn cell(self, bit: usize) -> (usize, usize) {
        (bit / self.stride(), bit % self.stride())
    }

    /// Every cell of the board.
    pub fn all(self) -> u64 {
        if self.is_small() {
            self.first_column() * low_bits(self.cols())
        } else {
            low_bits(self.rows() * self.cols())
        }
    }

    /// The cells of column 0.
    pub fn first_column(self) -> u64 {
        if self.cols == 0 {
            0
        } else if self.is_small() {
            COLUMN_8 & low_bits(8 * self.rows())
        } else {
            FIRST_COLUMN[self.cols()][self.rows()]
        }
    }

    /// The cells of the last column (none on a board without columns).
    pub fn last_column(self) -> u64 {
        match self.cols {
            0 => 0,
            cols => self.first_column() << (cols - 1),
        }
    }

    /// Row `r` of `mask`, as the low `cols` bits.
    pub fn row(self, mask: u64, r: usize) -> u64 {
        mask.checked_shr((r * self.stride()) as u32).unwrap_or(0) & low_bits(self.cols())
    }

    /// The mask whose rows are the given ones (each the low `cols` bits).
    pub fn mask_of_rows(self, rows: impl Iterator<Item = u64>) -> u64 {
        let stride = self.stride();
        rows.enumerate()
            .fold(0, |m, (r, row)| m | row << (r * stride))
    }

    /// The mask of a set of cells given packed (bit `r * cols + c`).
    pub fn unpack(self, packed: u64) -> u64 {
        if !self.is_small() {
            return packed;
        }
        let packed_shape = Packed(self);
        self.mask_of_rows((0..self.rows()).map(|r| packed_shape.row(packed, r)))
    }

    /// The cells of `mask`, packed (bit `r * cols + c`).
    pub fn pack(self, mask: u64) -> u64 {
        if !self.is_small() {
            return mask;
        }
        let cols = self.cols();
        (0..self.rows()).fold(0, |m, r| m | self.row(mask, r) << (r * cols))
    }

    /// The cells next to a cell of `mask` along a row or a column.
    pub fn neighbours(self, mask: u64) -> u64 {
        let step = self.stride() as u32;
        (((mask << 1) & !self.first_column())
            | ((mask >> 1) & !self.last_column())
            | mask.checked_shl(step).unwrap_or(0)
            | mask.checked_shr(step).unwrap_or(0))
            & self.all()
    }

    /// The cells next to a cell of `mask` along a row, a column or a
    /// diagonal (a king's step), and the cells of `mask` themselves.
    pub fn neighbours_with_corners(self, mask: u64) -> u64 {
        let step = self.stride() as u32;
        // The row step first, kept on the board (a cell pushed past the
        // last column must not come back as the next row's first), then
        // the column step.
        let row =
            (mask | ((mask << 1) & !self.first_column()) | ((mask >> 1) & !self.last_column()))
                & self.all();
        (row | row.checked_shl(step).unwrap_or(0) | row.checked_shr(step).unwrap_or(0)) & self.all()
    }

    /// The cells of `free` connected to `seed` (a subset of `free`) through
    /// cells of `free` next to each other under `adjacency`.
    pub fn flood_joined(self, seed: u64, free: u64, adjacency: Adjacency) -> u64 {
        let mut region = seed;
        loop {
            let near = match adjacency {
                Adjacency::Sides => self.neighbours(region),
                Adjacency::SidesAndCorners => self.neighbours_with_corners(region),
            };
            let grown = (region | near) & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// `Σ ⌊k/2⌋` over the maximal vertical runs of `k` cells of `mask`:
    /// each cell is paired with the one below it, from the top, while
    /// both are free (the greedy pairing is the largest).
    pub fn vertical_pairs(self, mask: u64) -> u32 {
        let (mut pending, mut pairs) = (0u64, 0u32);
        for r in 0..self.rows() {
            let row = self.row(mask, r);
            let paired = pending & row;
            pairs += paired.count_ones();
            pending = row & !paired;
        }
        pairs
    }

    /// `Σ ⌊k/2⌋` over the maximal horizontal runs of `k` cells of `mask`,
    /// pairing from the left.
    pub fn horizontal_pairs(self, mask: u64) -> u32 {
        let column = self.first_column();
        let (mut pending, mut pairs) = (0u64, 0u32);
        for c in 0..self.cols() {
            let cells = (mask >> c) & column;
            let paired = pending & cells;
            pairs += paired.count_ones();
            pending = cells & !paired;
        }
        pairs
    }

    /// The cells of `mask` whose neighbour below is in `other`.
    pub fn with_neighbour_below(self, mask: u64, other: u64) -> u64 {
        mask & other.checked_shr(self.stride() as u32).unwrap_or(0)
    }

    /// The cells of `mask` whose right neighbour is in `other` (`other` a
    /// set of cells of the board).
    pub fn with_neighbour_right(self, mask: u64, other: u64) -> u64 {
        mask & (other >> 1) & !self.last_column()
    }

    /// The bounding box `(first row, last row, first column, last column)`
    /// of a non-empty mask.
    pub fn bounding_box(self, mask: u64) -> Option<(usize, usize, usize, usize)> {
        if mask == 0 {
            return None;
        }
        let stride = self.stride();
        let r0 = mask.trailing_zeros() as usize / stride;
        let r1 = (63 - mask.leading_zeros() as usize) / stride;
        let columns = if self.is_small() {
            let x = mask | mask >> 32;
            let x = x | x >> 16;
            (x | x >> 8) & 0xFF
        } else {
            (r0..=r1).fold(0, |a, r| a | self.row(mask, r))
        };
        let c0 = columns.trailing_zeros() as usize;
        let c1 = 63 - columns.leading_zeros() as usize;
        Some((r0, r1, c0, c1))
    }

    /// The sub-rectangle with top-left cell `(r0, c0)` and shape `to` of a
    /// mask (cells outside it are dropped).
    pub fn crop(self, mask: u64, r0: usize, c0: usize, to: Shape) -> u64 {
        if self.is_small() {
            // A smaller rectangle is small too: one shift. Cells left of
            // column c0 land past the last column of `to` and are masked.
            return (mask >> (r0 * 8 + c0)) & to.all();
        }
        to.mask_of_rows((r0..r0 + to.rows()).map(|r| self.row(mask, r) >> c0 & low_bits(to.cols())))
    }

    /// The shape of the image under a symmetry.
    pub fn image_shape(self, s: Symmetry) -> Shape {
        if s.swaps_axes() {
            Shape {
                rows: self.cols,
                cols: self.rows,
            }
        } else {
            self
        }
    }

    /// The image of a set of cells under a symmetry (on the board of
    /// [`image_shape`](Shape::image_shape)).
    pub fn image(self, s: Symmetry, mask: u64) -> u64 {
        if !self.is_small() {
            return self.image_by_cells(s, mask);
        }
        let (rows, cols) = (self.rows(), self.cols());
        // Rows reversed on a board of `rows` rows; columns reversed on one
        // of `cols` columns (bit reversal, then the bytes back in place).
        let flip_rows = |m: u64, rows: usize| m.swap_bytes().checked_shr(8 * (8 - rows) as u32);
        let flip_cols = |m: u64, cols: usize| m.reverse_bits().swap_bytes() >> (8 - cols);
        let flip_both = |m: u64, rows: usize, cols: usize| {
            m.reverse_bits()
                .checked_shr((8 * (8 - rows) + 8 - cols) as u32)
        };
        let image = match s {
            Symmetry::MirrorColumns => Some(flip_cols(mask, cols)),
            Symmetry::MirrorRows => flip_rows(mask, rows),
            Symmetry::HalfTurn => flip_both(mask, rows, cols),
            Symmetry::Transpose => Some(transpose_8x8(mask)),
            Symmetry::AntiTranspose => flip_both(transpose_8x8(mask), cols, rows),
            Symmetry::QuarterTurn => Some(flip_cols(transpose_8x8(mask), rows)),
            Symmetry::QuarterTurnBack => flip_rows(transpose_8x8(mask), cols),
        };
        // A shift of 64 happens only for a board without rows or columns,
        // whose masks are empty.
        image.unwrap_or(0)
    }

    /// The least image of a set of cells (by shape, then mask) under the
    /// identity and the symmetries that keep rows rows, and also those
    /// that exchange rows and columns if `swapping`; with whether it is
    /// reached only by exchanging them.
    ///
    /// On a small board this is straight-line code: the four images that
    /// keep rows are the mask, its rows reversed, its columns reversed and
    /// both; the other four are those of the transposed mask; and when the
    /// board is not square only one of the two groups has the smaller
    /// shape.
    pub fn least_image(self, mask: u64, swapping: bool) -> (Shape, u64, bool) {
        let (rows, cols) = (self.rows(), self.cols());
        if !self.is_small() || rows == 0 || cols == 0 {
            let symmetries: &[Symmetry] = if swapping {
                &Symmetry::ALL
            } else {
                &Symmetry::KEEP_ORIENTATION
            };
            let ((shape, mask), s) = smallest_image((self, mask), symmetries, |s| {
                (self.image_shape(s), self.image(s, mask))
            });
            return (shape, mask, s.is_some_and(Symmetry::swaps_axes));
        }
        let least_kept = |rows: usize, cols: usize, m: u64| {
            let flip_rows = m.swap_bytes() >> (8 * (8 - rows));
            let flip_cols = m.reverse_bits().swap_bytes() >> (8 - cols);
            let flip_both = m.reverse_bits() >> (8 * (8 - rows) + 8 - cols);
            m.min(flip_rows).min(flip_cols).min(flip_both)
        };
        let transposed = self.image_shape(Symmetry::Transpose);
        if !swapping || rows < cols {
            return (self, least_kept(rows, cols, mask), false);
        }
        let swapped = least_kept(cols, rows, transpose_8x8(mask));
        if rows > cols {
            return (transposed, swapped, true);
        }
        let kept = least_kept(rows, cols, mask);
        if swapped < kept {
            (transposed, swapped, true)
        } else {
            (self, kept, false)
        }
    }

    /// [`image`](Shape::image) cell by cell.
    fn image_by_cells(self, s: Symmetry, mask: u64) -> u64 {
        let to = self.image_shape(s);
        cells(mask).fold(0, |m, bit| {
            let (r, c) = self.cell(bit);
            let (r2, c2) = s.map(r, c, self.rows(), self.cols());
            m | 1 << to.bit(r2, c2)
        })
    }
}

/// A shape read with stride `cols` whatever its size (the packed layout).
struct Packed(Shape);

impl Packed {
    fn row(&self, mask: u64, r: usize) -> u64 {
        let cols = self.0.cols();
        mask.checked_shr((r * cols) as u32).unwrap_or(0) & low_bits(cols)
    }
}

/// The bits of a mask, in increasing order.
pub(crate) fn cells(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let b = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            b
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shape of at most 64 cells with a few pseudo-random masks each
    /// (a fixed xorshift sequence).
    fn samples() -> Vec<(Shape, u64)> {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut out = Vec::new();
        for rows in 0..=64usize {
            for cols in 0..=64usize {
                if !Shape::fits(rows, cols) {
                    continue;
                }
                let shape = Shape::new(rows, cols);
                for k in 0..6 {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    let m = match k {
                        0 => shape.all(),
                        1 => 0,
                        _ => x & shape.all(),
                    };
                    out.push((shape, m));
                }
            }
        }
        out
    }

    /// The cells of a mask as `(r, c)` pairs.
    fn cell_list(shape: Shape, mask: u64) -> Vec<(usize, usize)> {
        cells(mask).map(|b| shape.cell(b)).collect()
    }

    fn mask_of(shape: Shape, cells: impl IntoIterator<Item = (usize, usize)>) -> u64 {
        cells
            .into_iter()
            .fold(0, |m, (r, c)| m | 1 << shape.bit(r, c))
    }

    #[test]
    fn masks_hold_exactly_the_cells_of_the_board() {
        for (shape, _) in samples() {
            let all = (0..shape.rows()).flat_map(|r| (0..shape.cols()).map(move |c| (r, c)));
            assert_eq!(shape.all(), mask_of(shape, all), "{shape:?}");
            let first = (0..shape.rows()).map(|r| (r, 0));
            let first = if shape.cols() == 0 {
                0
            } else {
                mask_of(shape, first)
            };
            assert_eq!(shape.first_column(), first, "{shape:?}");
        }
    }

    #[test]
    fn packing_round_trips() {
        for (shape, m) in samples() {
            let packed = cell_list(shape, m)
                .iter()
                .fold(0u64, |p, &(r, c)| p | 1 << (r * shape.cols() + c));
            assert_eq!(shape.pack(m), packed, "{shape:?}");
            assert_eq!(shape.unpack(packed), m, "{shape:?}");
        }
    }

    #[test]
    fn images_move_cells_as_the_symmetry_says() {
        for (shape, m) in samples() {
            for s in Symmetry::ALL {
                let to = shape.image_shape(s);
                let expected = mask_of(
                    to,
                    cell_list(shape, m)
                        .into_iter()
                        .map(|(r, c)| s.map(r, c, shape.rows(), shape.cols())),
                );
                assert_eq!(shape.image(s, m), expected, "{shape:?} {s:?} {m:#x}");
            }
        }
    }

    #[test]
    fn neighbours_flood_and_boxes_agree_with_cells() {
        for (shape, m) in samples() {
            let near = cell_list(shape, m).into_iter().flat_map(|(r, c)| {
                let (rows, cols) = (shape.rows(), shape.cols());
                [
                    (r > 0).then(|| (r - 1, c)),
                    (r + 1 < rows).then(|| (r + 1, c)),
                    (c > 0).then(|| (r, c - 1)),
                    (c + 1 < cols).then(|| (r, c + 1)),
                ]
                .into_iter()
                .flatten()
            });
            assert_eq!(shape.neighbours(m), mask_of(shape, near), "{shape:?}");
            let (rows, cols) = (shape.rows() as isize, shape.cols() as isize);
            let king = cell_list(shape, m).into_iter().flat_map(|(r, c)| {
                let (r, c) = (r as isize, c as isize);
                (-1..=1)
                    .flat_map(move |dr| (-1..=1).map(move |dc| (r + dr, c + dc)))
                    .filter(move |&(r, c)| (0..rows).contains(&r) && (0..cols).contains(&c))
                    .map(|(r, c)| (r as usize, c as usize))
            });
            assert_eq!(
                shape.neighbours_with_corners(m),
                mask_of(shape, king),
                "{shape:?}"
            );
            let list = cell_list(shape, m);
            let expected = (!list.is_empty()).then(|| {
                let rs = list.iter().map(|p| p.0);
                let cs = list.iter().map(|p| p.1);
                (
                    rs.clone().min().unwrap(),
                    rs.max().unwrap(),
                    cs.clone().min().unwrap(),
                    cs.max().unwrap(),
                )
            });
            assert_eq!(shape.bounding_box(m), expected, "{shape:?}");
            if let Some((r0, r1, c0, c1)) = expected {
                let to = Shape::new(r1 - r0 + 1, c1 - c0 + 1);
                let moved = list.iter().map(|&(r, c)| (r - r0, c - c0));
                assert_eq!(shape.crop(m, r0, c0, to), mask_of(to, moved), "{shape:?}");
                // Flooding from the first cell reaches a superset of it
                // that is closed under neighbours within the mask.
                let seed = m & m.wrapping_neg();
                let region = shape.flood_joined(seed, m, Adjacency::Sides);
                assert!(region & seed != 0 && region & !m == 0);
                assert_eq!(shape.neighbours(region) & m & !region, 0);
            }
        }
    }
}
