//! Boards of Left and Right stones of at most 64 cells as two bit masks:
//! the form Clobber's positions take while a solver or a search walks
//! them.
//!
//! A [`StoneWords`] is a [`Shape`] and the masks of Left's and Right's
//! stones, so a move, a split into groups and the least image under the
//! symmetries of the rectangle and the exchange of colours are word
//! operations, and a position is three words to hash and compare. Boards
//! with more cells stay [`StoneBoard`]s. The least image is checked here
//! against every image of sample boards; captures and groups against
//! Clobber's cell-by-cell functions in `clobber.rs`'s tests.

use crate::rulesets::bitboard::{cells, Adjacency, Shape, Symmetry};
use crate::rulesets::stones::{Stone, StoneBoard};
use crate::value::Player;

/// A board of at most 64 cells holding only empty cells and Left and
/// Right stones. Derived equality, hashing and order are the board's (a
/// set of cells has one mask per shape).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub(crate) struct StoneWords {
    shape: Shape,
    left: u64,
    right: u64,
}

impl StoneWords {
    /// The board as words, if it has at most 64 cells and no blocked
    /// cell.
    pub fn from_board(board: &StoneBoard) -> Option<StoneWords> {
        let (rows, cols) = (board.rows(), board.cols());
        if !Shape::fits(rows, cols) {
            return None;
        }
        let shape = Shape::new(rows, cols);
        let mut words = StoneWords {
            shape,
            left: 0,
            right: 0,
        };
        for (r, c) in board.cells() {
            let bit = 1u64 << shape.bit(r, c);
            match board.get(r, c) {
                Stone::Empty => {}
                Stone::Left => words.left |= bit,
                Stone::Right => words.right |= bit,
                Stone::Blocked => return None,
            }
        }
        Some(words)
    }

    /// The board cell by cell.
    pub fn to_board(self) -> StoneBoard {
        let (rows, cols) = (self.shape.rows(), self.shape.cols());
        let text: Vec<String> = (0..rows)
            .map(|r| (0..cols).map(|c| self.symbol(r, c)).collect())
            .collect();
        StoneBoard::parse(&text.join("|")).expect("a board of x, o and .")
    }

    fn symbol(self, r: usize, c: usize) -> char {
        let bit = 1u64 << self.shape.bit(r, c);
        if self.left & bit != 0 {
            'x'
        } else if self.right & bit != 0 {
            'o'
        } else {
            '.'
        }
    }

    /// The stones of `player`.
    fn own(self, player: Player) -> u64 {
        match player {
            Player::Left => self.left,
            Player::Right => self.right,
        }
    }

    /// The bit of cell `(r, c)`.
    pub fn bit(self, r: usize, c: usize) -> usize {
        self.shape.bit(r, c)
    }

    /// The cell `(row, column)` of a bit.
    pub fn cell(self, bit: usize) -> (usize, usize) {
        self.shape.cell(bit)
    }

    /// `player`'s captures: a stone onto an orthogonally adjacent stone of
    /// the opponent, as the bits moved from and to, by the cell moved from
    /// (row by row), then up, down, left, right: Clobber's moves, in the
    /// order [`StoneBoard`]'s cell-by-cell scan lists them.
    pub fn captures(self, player: Player) -> impl Iterator<Item = (usize, usize)> {
        let own = self.own(player);
        let prey = self.own(player.opponent());
        let shape = self.shape;
        let stride = shape.stride();
        let up = own & prey.checked_shl(stride as u32).unwrap_or(0);
        let down = own & prey.checked_shr(stride as u32).unwrap_or(0);
        let left = own & (prey << 1) & !shape.first_column();
        let right = own & (prey >> 1) & !shape.last_column();
        cells(up | down | left | right).flat_map(move |from| {
            let bit = 1u64 << from;
            [
                (up, from.wrapping_sub(stride)),
                (down, from + stride),
                (left, from.wrapping_sub(1)),
                (right, from + 1),
            ]
            .into_iter()
            .filter(move |&(mask, _)| mask & bit != 0)
            .map(move |(_, to)| (from, to))
        })
    }

    /// The board after the stone on bit `from` moves onto bit `to`,
    /// removing what was there.
    pub fn moved(self, from: usize, to: usize) -> StoneWords {
        let (from, to) = (1u64 << from, 1u64 << to);
        let step = |mask: u64| {
            if mask & from != 0 {
                (mask & !from) | to
            } else {
                mask & !to
            }
        };
        StoneWords {
            shape: self.shape,
            left: step(self.left),
            right: step(self.right),
        }
    }

    /// True if the board holds stones of both players.
    pub fn has_both_colours(self) -> bool {
        self.left != 0 && self.right != 0
    }

    /// The groups of stones connected along rows and columns, each cut to
    /// its bounding box, in the order of their first cells.
    pub fn groups(self) -> Vec<StoneWords> {
        let stones = self.left | self.right;
        let mut rest = stones;
        let mut out = Vec::new();
        while rest != 0 {
            let seed = rest & rest.wrapping_neg();
            let group = self.shape.flood_joined(seed, stones, Adjacency::Sides);
            rest &= !group;
            out.push(self.cut(group));
        }
        out
    }

    /// The board cut to the bounding box of `kept` (a set of stones), with
    /// only those stones; a board without stones is one empty cell.
    fn cut(self, kept: u64) -> StoneWords {
        let Some((r0, r1, c0, c1)) = self.shape.bounding_box(kept) else {
            return StoneWords {
                shape: Shape::new(1, 1),
                left: 0,
                right: 0,
            };
        };
        let to = Shape::new(r1 - r0 + 1, c1 - c0 + 1);
        StoneWords {
            shape: to,
            left: self.shape.crop(self.left & kept, r0, c0, to),
            right: self.shape.crop(self.right & kept, r0, c0, to),
        }
    }

    /// The image under a symmetry.
    fn image(self, s: Symmetry) -> StoneWords {
        StoneWords {
            shape: self.shape.image_shape(s),
            left: self.shape.image(s, self.left),
            right: self.shape.image(s, self.right),
        }
    }

    /// The board with the colours exchanged (the players exchanged: the
    /// negative).
    fn exchanged(self) -> StoneWords {
        StoneWords {
            shape: self.shape,
            left: self.right,
            right: self.left,
        }
    }

    /// The board cut to the bounding box of its stones, then the least of
    /// its images under the symmetries of the rectangle and, if
    /// `exchanging`, the exchange of colours; with whether the least one
    /// needed the exchange (only when strictly smaller than every image
    /// without it).
    pub fn least_image(self, exchanging: bool) -> (StoneWords, bool) {
        let board = self.cut(self.left | self.right);
        let (rows, cols) = (board.shape.rows(), board.shape.cols());
        let least_kept = |b: StoneWords| {
            if rows == 1 {
                // A row: itself and its reversal are its only images of
                // the least shape.
                let reverse = |m: u64| m.reverse_bits() >> (64 - cols);
                let reversed = StoneWords {
                    left: reverse(b.left),
                    right: reverse(b.right),
                    ..b
                };
                return b.min(reversed);
            }
            if cols == 1 {
                // A column: the row it is, with stride 1 whatever its
                // length when it is longer than 8.
                let row = if b.shape.is_small() {
                    b.image(Symmetry::Transpose)
                } else {
                    StoneWords {
                        shape: Shape::new(1, rows),
                        ..b
                    }
                };
                return row.least_image(false).0;
            }
            // The least of the images by (shape, Left's stones, Right's
            // stones), making each image only as far as it can still win:
            // the four that exchange rows and columns are skipped when that
            // shape is larger, and Right's stones only imaged on a tie.
            let mut best = b;
            for s in Symmetry::ALL {
                let shape = b.shape.image_shape(s);
                if shape > best.shape {
                    continue;
                }
                let left = b.shape.image(s, b.left);
                if (shape, left) > (best.shape, best.left) {
                    continue;
                }
                let right = b.shape.image(s, b.right);
                best = best.min(StoneWords { shape, left, right });
            }
            best
        };
        let kept = least_kept(board);
        if !exchanging {
            return (kept, false);
        }
        let swapped = least_kept(board.exchanged());
        if swapped < kept {
            (swapped, true)
        } else {
            (kept, false)
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Boards of every shape up to 4×4 and strips up to 1×12 and 10×2, a
    /// few pseudo-random fillings each (a fixed xorshift sequence).
    pub(crate) fn samples() -> Vec<StoneBoard> {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut out = Vec::new();
        let shapes = (1..=4).flat_map(|r| (1..=4).map(move |c| (r, c))).chain([
            (1, 12),
            (12, 1),
            (10, 2),
            (2, 10),
            (9, 3),
            (1, 64),
            (64, 1),
        ]);
        for (rows, cols) in shapes {
            for _ in 0..40 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let text: Vec<String> = (0..rows)
                    .map(|r| {
                        (0..cols)
                            .map(|c| ['.', 'x', 'o'][((x >> ((r * cols + c) % 61)) % 3) as usize])
                            .collect()
                    })
                    .collect();
                out.push(StoneBoard::parse(&text.join("|")).unwrap());
            }
        }
        out
    }

    #[test]
    fn words_read_back_the_board() {
        for b in samples() {
            assert_eq!(StoneWords::from_board(&b).unwrap().to_board(), b);
        }
        assert!(StoneWords::from_board(&StoneBoard::parse_with_blocked("x#o").unwrap()).is_none());
    }

    #[test]
    fn the_least_image_is_one_for_all_sixteen_images() {
        for b in samples() {
            let w = StoneWords::from_board(&b).unwrap();
            let (least, exchanged) = w.least_image(true);
            let (kept, _) = w.least_image(false);
            // Every image of the board, with and without the exchange, has
            // the same least image; the least one is an image.
            let cut = w.cut(w.left | w.right);
            let images: Vec<StoneBoard> = std::iter::once(cut)
                .chain(Symmetry::ALL.iter().map(|&s| cut.image(s)))
                .map(StoneWords::to_board)
                .collect();
            assert!(images.contains(&kept.to_board()), "{b}");
            for image in &images {
                let i = StoneWords::from_board(image).unwrap();
                assert_eq!(i.least_image(false).0, kept, "{b}");
                assert_eq!(i.least_image(true).0, least, "{b}");
                let swapped = StoneWords::from_board(&image.swapped()).unwrap();
                assert_eq!(swapped.least_image(true).0, least, "{b}");
            }
            let swapped_kept = StoneWords::from_board(&b.swapped())
                .unwrap()
                .least_image(false)
                .0;
            assert_eq!(least, kept.min(swapped_kept), "{b}");
            assert_eq!(exchanged, swapped_kept < kept, "{b}");
        }
    }
}
