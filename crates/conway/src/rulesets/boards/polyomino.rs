//! Every connected region of `n` cells, once each: the positions of an
//! endgame database of Domineering or Cram.
//!
//! A region is a set of cells of the square grid connected through shared
//! sides (a polyomino). Regions that differ by a translation, rotation or
//! reflection are one region here, listed as the representative the
//! domino games key their tables by ([`DominoBoard`]'s canonical image
//! under the eight symmetries of the square): Cram does not care which way
//! a region is turned, and Domineering turned a quarter is the same game
//! with the players exchanged, so its value is the representative's,
//! negated. The counts are therefore the free polyominoes (OEIS A000105:
//! 1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, … for 1, 2, 3, … cells).
//!
//! The regions are grown by Redelmeier's method (D. H. Redelmeier,
//! "Counting polyominoes: yet another attack", *Discrete Mathematics* 36,
//! 1981): every fixed polyomino (one per translation class, OEIS A001168)
//! is made exactly once, as a path in a tree whose nodes are polyominoes
//! rooted at their first cell; a region is kept when it is its own
//! representative. For work spread over many processes the tree is cut
//! into parts at [`SPLIT_DEPTH`] cells: the nodes there are dealt out in
//! turn to `parts` parts, and [`for_each_region`] walks the subtrees of
//! one part only, so the parts together list every region once.
//!
//! ```
//! use conway::rulesets::polyomino::for_each_region;
//! let mut tetrominoes = Vec::new();
//! for_each_region(4, 0, 1, |board| {
//!     tetrominoes.push(board.to_string());
//!     Ok::<(), ()>(())
//! })
//! .unwrap();
//! // I, O, T, S and L (free tetrominoes).
//! assert_eq!(tetrominoes.len(), 5);
//! assert!(tetrominoes.contains(&"..|..".to_string()));
//! ```

use crate::rulesets::domino::DominoBoard;

/// The number of cells at which the tree of regions is cut into parts:
/// 760 fixed polyominoes of 7 cells (OEIS A001168), dealt out in turn.
pub const SPLIT_DEPTH: usize = 7;

/// The most cells a region may have here (the grid the method grows
/// regions on is `MAX_CELLS × (2·MAX_CELLS − 1)` cells).
pub const MAX_CELLS: usize = 40;

/// Calls `visit` on every connected region of `cells` cells in part
/// `part` of `parts` (see the [module documentation](self)), each as its
/// representative board (trimmed, no blocked cell outside the region's
/// own bounding box), in a fixed order; stops at the first error `visit`
/// returns and hands it back.
///
/// `cells` is at most [`MAX_CELLS`] and `part < parts`; other arguments
/// list nothing.
pub fn for_each_region<E>(
    cells: usize,
    part: usize,
    parts: usize,
    mut visit: impl FnMut(DominoBoard) -> Result<(), E>,
) -> Result<(), E> {
    if cells == 0 || cells > MAX_CELLS || part >= parts {
        return Ok(());
    }
    let mut grower = Grower::new(cells, part, parts);
    let first = grower.index(0, 0);
    grower.state[first] = REACHED;
    grower.grow(&[first], &mut visit)
}

/// How many regions of `cells` cells there are (all parts), counted by
/// listing them.
///
/// ```
/// use conway::rulesets::polyomino::count_regions;
/// // Free pentominoes and hexominoes (OEIS A000105).
/// assert_eq!(count_regions(5), 12);
/// assert_eq!(count_regions(6), 35);
/// ```
pub fn count_regions(cells: usize) -> u64 {
    let mut count = 0;
    let _ = for_each_region(cells, 0, 1, |_| {
        count += 1;
        Ok::<(), ()>(())
    });
    count
}

/// A grid cell not in the region and not yet offered to it.
const FREE: u8 = 0;
/// A cell in the region, offered to it, or before the first cell.
const REACHED: u8 = 1;

/// Redelmeier's search on a grid of `cells` rows and `2·cells − 1`
/// columns, the first cell in row 0, column `cells − 1`: cells before it
/// (row 0, left of it) are never offered, so each region is grown from
/// its first cell in row-major order.
struct Grower {
    target: usize,
    width: usize,
    state: Vec<u8>,
    /// The region grown so far, as grid indices.
    region: Vec<usize>,
    part: usize,
    parts: usize,
    /// Nodes of [`SPLIT_DEPTH`] cells (or of `target`, if fewer) met so
    /// far, to deal them out to the parts.
    dealt: usize,
}

impl Grower {
    fn new(target: usize, part: usize, parts: usize) -> Grower {
        let width = 2 * target - 1;
        let mut state = vec![FREE; target * width];
        // Row 0 left of the first cell: never part of a region grown from it.
        state[..target - 1].fill(REACHED);
        Grower {
            target,
            width,
            state,
            region: Vec::with_capacity(target),
            part,
            parts,
            dealt: 0,
        }
    }

    fn index(&self, row: usize, offset: isize) -> usize {
        row * self.width + (self.target as isize - 1 + offset) as usize
    }

    /// The free neighbours of grid cell `i` (the grid is large enough that
    /// a region of `target` cells from the first cell never reaches its
    /// left, right or bottom edge, and row 0 is its top).
    fn neighbours(&self, i: usize) -> [Option<usize>; 4] {
        let (row, col) = (i / self.width, i % self.width);
        let up = (row > 0).then(|| i - self.width);
        let down = (row + 1 < self.target).then_some(i + self.width);
        let left = (col > 0).then(|| i - 1);
        let right = (col + 1 < self.width).then_some(i + 1);
        [up, down, left, right]
    }

    /// Grows the region by each cell of `untried` in turn (cells offered
    /// by the region's growth and not yet tried at this level).
    fn grow<E>(
        &mut self,
        untried: &[usize],
        visit: &mut impl FnMut(DominoBoard) -> Result<(), E>,
    ) -> Result<(), E> {
        for (k, &cell) in untried.iter().enumerate() {
            self.region.push(cell);
            let size = self.region.len();
            let mine = if size == SPLIT_DEPTH.min(self.target) {
                self.dealt += 1;
                (self.dealt - 1) % self.parts == self.part
            } else {
                true
            };
            if !mine {
            } else if size == self.target {
                if let Some(board) = self.representative() {
                    visit(board)?;
                }
            } else {
                let mut next: Vec<usize> = untried[k + 1..].to_vec();
                let offered = next.len();
                for n in self.neighbours(cell).into_iter().flatten() {
                    if self.state[n] == FREE {
                        self.state[n] = REACHED;
                        next.push(n);
                    }
                }
                let result = self.grow(&next, visit);
                for &n in &next[offered..] {
                    self.state[n] = FREE;
                }
                result?;
            }
            self.region.pop();
        }
        Ok(())
    }

    /// The region as a board, if it is its own representative.
    fn representative(&self) -> Option<DominoBoard> {
        let cells: Vec<(usize, usize)> = self
            .region
            .iter()
            .map(|&i| (i / self.width, i % self.width))
            .collect();
        let board = DominoBoard::from_cells(&cells);
        (board.canonical(true).0 == board).then_some(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Fixed polyominoes by brute force: every region of `n` cells grown
    /// from the regions of `n - 1` cells by adding a neighbour, up to
    /// translation.
    fn fixed_by_growth(n: usize) -> HashSet<Vec<(i32, i32)>> {
        let normal = |mut cells: Vec<(i32, i32)>| {
            let r0 = cells.iter().map(|c| c.0).min().unwrap();
            let c0 = cells.iter().map(|c| c.1).min().unwrap();
            for c in &mut cells {
                *c = (c.0 - r0, c.1 - c0);
            }
            cells.sort();
            cells
        };
        let mut level: HashSet<Vec<(i32, i32)>> = HashSet::from([vec![(0, 0)]]);
        for _ in 1..n {
            let mut next = HashSet::new();
            for cells in &level {
                for &(r, c) in cells {
                    for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                        let cell = (r + dr, c + dc);
                        if !cells.contains(&cell) {
                            let mut grown = cells.clone();
                            grown.push(cell);
                            next.insert(normal(grown));
                        }
                    }
                }
            }
            level = next;
        }
        level
    }

    fn board_of(cells: &[(i32, i32)]) -> DominoBoard {
        let cells: Vec<(usize, usize)> = cells
            .iter()
            .map(|&(r, c)| (r as usize, c as usize))
            .collect();
        DominoBoard::from_cells(&cells)
    }

    #[test]
    fn regions_are_the_free_polyominoes_found_by_brute_force() {
        for n in 1..=8 {
            let expected: HashSet<DominoBoard> = fixed_by_growth(n)
                .iter()
                .map(|cells| board_of(cells).canonical(true).0)
                .collect();
            let mut found = Vec::new();
            for_each_region(n, 0, 1, |b| {
                found.push(b);
                Ok::<(), ()>(())
            })
            .unwrap();
            let distinct: HashSet<DominoBoard> = found.iter().cloned().collect();
            assert_eq!(distinct.len(), found.len(), "{n} cells: a region twice");
            assert_eq!(distinct, expected, "{n} cells");
            assert!(found.iter().all(|b| b.empty_cells() == n));
        }
    }

    #[test]
    fn parts_share_out_the_regions() {
        for n in [3, 7, 9] {
            let all: Vec<DominoBoard> = {
                let mut v = Vec::new();
                for_each_region(n, 0, 1, |b| {
                    v.push(b);
                    Ok::<(), ()>(())
                })
                .unwrap();
                v
            };
            let mut joined = Vec::new();
            for part in 0..5 {
                for_each_region(n, part, 5, |b| {
                    joined.push(b);
                    Ok::<(), ()>(())
                })
                .unwrap();
            }
            let mut sorted = all.clone();
            sorted.sort();
            joined.sort();
            assert_eq!(joined, sorted, "{n} cells");
        }
    }

    #[test]
    fn a_visit_error_stops_the_walk() {
        let mut seen = 0;
        let stopped = for_each_region(6, 0, 1, |_| {
            seen += 1;
            if seen == 3 {
                Err("enough")
            } else {
                Ok(())
            }
        });
        assert_eq!(stopped, Err("enough"));
        assert_eq!(seen, 3);
    }
}
