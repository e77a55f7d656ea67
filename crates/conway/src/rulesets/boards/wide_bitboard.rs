//! Domino boards of 65 to 128 cells (with a guard column) as one `u128`:
//! the hot steps of the outcome search on a 9×9 or 10×10 Domineering board
//! before it splits into regions of one word.
//!
//! A [`WideBoard`] holds the empty cells of a `rows × cols` board with cell
//! `(r, c)` at bit `r * (cols + 1) + c`: each row is followed by one guard
//! bit that is never set, so a shift by one along a row never wraps into
//! the next row (the guard is empty, as off the board is), and a shift by
//! the stride moves a cell one row. Bits increase in row-major order, so
//! the placements come out in the order of the cell-by-cell board. It fits
//! when `rows * (cols + 1) ≤ 128` (10×10, 9×11, 8×14, …). Everything here
//! is checked against the cell-by-cell definitions in
//! `crates/conway/tests` (the Domineering bounds tests).

use super::domino::Orientation;

/// The empty cells of a board of at most 128 bits with a guard column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct WideBoard {
    rows: usize,
    cols: usize,
    bits: u128,
}

/// `Σ ⌊k/2⌋` over the maximal runs of `k` cells of `mask` along lines
/// whose next cell is `step` bits up: one pass takes the first two cells of
/// every run of at least two (runs of one stay and pair with nothing), so
/// at most half the longest run's length passes.
fn pairs(mask: u128, step: u32) -> u32 {
    let (mut left, mut count) = (mask, 0);
    loop {
        let starts = left & !(left << step);
        let pair = starts & (left >> step);
        if pair == 0 {
            return count;
        }
        count += pair.count_ones();
        left &= !(pair | pair << step);
    }
}

impl WideBoard {
    /// True if a `rows × cols` board fits with its guard column.
    pub fn fits(rows: usize, cols: usize) -> bool {
        rows.saturating_mul(cols + 1) <= 128
    }

    /// The board of `rows × cols` (which must [`fit`](Self::fits)) with the
    /// cells `(r, c)` the iterator gives empty.
    pub fn from_cells(
        rows: usize,
        cols: usize,
        empty: impl Iterator<Item = (usize, usize)>,
    ) -> Self {
        let stride = cols + 1;
        let bits = empty.fold(0u128, |bits, (r, c)| bits | 1 << (r * stride + c));
        WideBoard { rows, cols, bits }
    }

    fn stride(self) -> u32 {
        self.cols as u32 + 1
    }

    /// The bit of the cell one step along a line of `orientation`.
    fn along(self, orientation: Orientation) -> u32 {
        match orientation {
            Orientation::Vertical => self.stride(),
            Orientation::Horizontal => 1,
        }
    }

    /// The cell `(r, c)` of a bit.
    fn cell(self, bit: u32) -> (usize, usize) {
        let stride = self.stride();
        ((bit / stride) as usize, (bit % stride) as usize)
    }

    /// The top or left cells of the dominoes of `orientation` that fit.
    fn placement_mask(self, orientation: Orientation) -> u128 {
        self.bits & (self.bits >> self.along(orientation))
    }

    /// The placements `(r, c)` of `orientation`, in row-major order.
    pub fn placements(self, orientation: Orientation) -> impl Iterator<Item = (usize, usize)> {
        let mut mask = self.placement_mask(orientation);
        std::iter::from_fn(move || {
            (mask != 0).then(|| {
                let bit = mask.trailing_zeros();
                mask &= mask - 1;
                self.cell(bit)
            })
        })
    }

    /// The empty cells with an empty neighbour across the lines of
    /// `orientation`: where the other player's dominoes reach.
    fn crossed(self, orientation: Orientation) -> u128 {
        let b = self.bits;
        let across = match orientation {
            Orientation::Vertical => 1,
            Orientation::Horizontal => self.stride(),
        };
        b & ((b << across) | (b >> across))
    }

    /// The lines of `orientation` (columns for vertical dominoes, rows
    /// for horizontal ones) of the given parity.
    fn lines_of_parity(self, orientation: Orientation, parity: usize) -> u128 {
        let stride = self.stride() as usize;
        let mut mask = 0u128;
        for r in 0..self.rows {
            for c in 0..self.cols {
                let line = match orientation {
                    Orientation::Vertical => c,
                    Orientation::Horizontal => r,
                };
                if line % 2 == parity {
                    mask |= 1 << (r * stride + c);
                }
            }
        }
        mask
    }

    /// `(safe, most)` as [`DominoBoard::move_counts`](super::domino::DominoBoard::move_counts).
    pub fn move_counts(self, orientation: Orientation) -> (u32, u32) {
        let step = self.along(orientation);
        let protected = self.bits & !self.crossed(orientation);
        (pairs(protected, step), pairs(self.bits, step))
    }

    /// The vulnerable moves of the cell-by-cell count (no protective
    /// blocks): the most disjoint dominoes on the runs of unprotected
    /// cells along every other line, the parity with more.
    pub fn vulnerable(self, orientation: Orientation) -> u32 {
        let step = self.along(orientation);
        let open = self.crossed(orientation);
        (0..2)
            .map(|parity| pairs(open & self.lines_of_parity(orientation, parity), step))
            .max()
            .unwrap_or(0)
    }

    /// For each placement of `orientation` in order, `(safe, most)` after
    /// it for `orientation` and for the other orientation.
    pub fn counts_after_placements(self, orientation: Orientation) -> Vec<[(u32, u32); 2]> {
        let other = match orientation {
            Orientation::Vertical => Orientation::Horizontal,
            Orientation::Horizontal => Orientation::Vertical,
        };
        let step = self.along(orientation);
        let mut mask = self.placement_mask(orientation);
        let mut out = Vec::with_capacity(mask.count_ones() as usize);
        while mask != 0 {
            let bit = mask & mask.wrapping_neg();
            mask &= mask - 1;
            let after = WideBoard {
                bits: self.bits & !(bit | bit << step),
                ..self
            };
            out.push([after.move_counts(orientation), after.move_counts(other)]);
        }
        out
    }

    /// The connected regions of empty cells (sharing a side, or also a
    /// corner with `corners`), each as its cells `(r, c)`, in the order of
    /// their first cell.
    pub fn regions(self, corners: bool) -> Vec<Vec<(usize, usize)>> {
        let s = self.stride();
        let grow = |x: u128| {
            let sides = x | x << 1 | x >> 1 | x << s | x >> s;
            if corners {
                sides | x << (s + 1) | x >> (s + 1) | x << (s - 1) | x >> (s - 1)
            } else {
                sides
            }
        };
        let mut free = self.bits;
        let mut out = Vec::new();
        while free != 0 {
            let mut region = free & free.wrapping_neg();
            loop {
                let next = grow(region) & free;
                if next == region {
                    break;
                }
                region = next;
            }
            free &= !region;
            let mut cells = Vec::with_capacity(region.count_ones() as usize);
            while region != 0 {
                cells.push(self.cell(region.trailing_zeros()));
                region &= region - 1;
            }
            out.push(cells);
        }
        out
    }
}
