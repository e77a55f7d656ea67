//! NoGo: players take turns putting a stone of their colour on an empty
//! cell (Left `x`, Right `o`); a move is illegal if afterwards any group —
//! a set of same-coloured stones connected along rows and columns, of
//! either colour — has no liberty (no empty cell next to it): nothing is
//! ever captured and nothing may be suicided. A player who cannot move
//! loses. MCGS ships NoGo on strips (`nogo_1xn`) and on grids (`nogo`);
//! this ruleset takes any small rectangle, a strip being one row.
//!
//! Boards are written as for Clobber: rows separated by `|`, `x`, `o` and
//! `.` (MCGS's `X` and `O` read as `x` and `o`), and `#` for a blocked
//! cell (off the board: no stone goes there and it is no liberty), as in
//! MCGS's grids. A move is named by its cell, `b1`. The board splits into
//! its regions of cells that are not blocked, joined along rows and
//! columns; a region of several rows and columns is one game (a NoGo board
//! does not split in general), and a strip splits between neighbouring
//! stones of opposite colours. Boards are normalised by the eight
//! symmetries of the rectangle and the colour exchange (the negative).
//!
//! ```
//! use conway::rulesets::nogo::NoGo;
//! use conway::rulesets::partizan_position::PartizanRules;
//! let v = |s: &str| NoGo::parse(s).unwrap().value().to_string();
//! // One empty cell: either player fills it, leaving a group with no
//! // liberty: nobody can move.
//! assert_eq!(v("."), "0");
//! // Two cells: the first stone leaves the other cell, on which a stone
//! // would take the first one's last liberty: {0 | 0} = *.
//! assert_eq!(v(".."), "*");
//! // A blocked cell cuts the strip in two: * + * = 0.
//! assert_eq!(v("..#.."), "0");
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::bitboard::{cells, Adjacency, Shape};
use crate::rulesets::grid::cell_name;
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::stones::{bounds, Stone, StoneBoard, DIRECTIONS};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// The most cells a board may have (the search is over the whole board).
pub const MAX_CELLS: usize = 64;

/// A NoGo position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct NoGo(pub StoneBoard);

impl NoGo {
    /// Reads a board (`x`/`X` Left, `o`/`O` Right, `.` empty, `#`
    /// blocked, rows separated by `|`), of at most [`MAX_CELLS`] cells,
    /// every group with a liberty.
    ///
    /// ```
    /// use conway::rulesets::nogo::NoGo;
    /// assert_eq!(NoGo::parse("X.O").unwrap().0.to_string(), "x.o");
    /// assert_eq!(NoGo::parse("x.?").unwrap_err().column, 3);
    /// assert_eq!(NoGo::parse("x#|#.").unwrap_err().column, 1);
    /// assert_eq!(NoGo::parse("..|.x|xo").unwrap_err().column, 8);
    /// assert_eq!(NoGo::parse("..\n.x\nxo").unwrap_err().line, 3);
    /// ```
    pub fn parse(text: &str) -> Result<NoGo, ParseError> {
        let board = StoneBoard::parse_with_blocked(&text.replace('X', "x").replace('O', "o"))
            .map_err(|e| ParseError::at(text, offset_of(text, e.line, e.column), e.message))?;
        if board.rows() * board.cols() > MAX_CELLS {
            return Err(ParseError::at(
                text,
                0,
                format!("a NoGo board has at most {MAX_CELLS} cells"),
            ));
        }
        if let Some((r, c)) = board.stones().find(|&s| !has_liberty(&board, s)) {
            // The byte offset of that cell's character: cells are the
            // characters other than separators and space.
            let cell_at = (text.char_indices())
                .filter(|&(_, ch)| ch != '|' && !ch.is_whitespace())
                .nth(r * board.cols() + c)
                .map_or(0, |(i, _)| i);
            return Err(ParseError::at(
                text,
                cell_at,
                format!("the group at {} has no liberty", cell_name(r, c)),
            ));
        }
        Ok(NoGo(board))
    }

    /// Whether `stone` may be put on the empty `cell`: on a strip, by
    /// looking along it ([`strip_placement_legal`]); on a grid, on the
    /// board after.
    fn legal(&self, cell: (usize, usize), stone: Stone) -> bool {
        let b = &self.0;
        if b.rows() == 1 || b.cols() == 1 {
            strip_placement_legal(b.line(), cell.0 + cell.1, stone)
        } else {
            legal_after(&b.placed(cell, stone), cell)
        }
    }
}

/// Whether putting `stone` on the empty cell `i` of a strip leaves every
/// group a liberty: the run of its colour it joins ends at an empty cell
/// on one side, and each neighbouring run of the other colour, which the
/// stone closes on one side, ends at one on its other side.
fn strip_placement_legal(line: &[Stone], i: usize, stone: Stone) -> bool {
    let colour_at = |j: usize| if j == i { stone } else { line[j] };
    // The cell past the run of `colour` through `j`, going by `step`.
    let past = |j: usize, colour: Stone, step: isize| {
        let mut k = j;
        loop {
            match k.checked_add_signed(step).filter(|&k| k < line.len()) {
                Some(next) if colour_at(next) == colour => k = next,
                Some(next) => return Some(colour_at(next)),
                None => return None,
            }
        }
    };
    let empty = Some(Stone::Empty);
    let own = past(i, stone, -1) == empty || past(i, stone, 1) == empty;
    let neighbour_breathes = |j: Option<usize>, step: isize| match j.filter(|&j| j < line.len()) {
        Some(j) if matches!(line[j], Stone::Left | Stone::Right) && line[j] != stone => {
            past(j, line[j], step) == empty
        }
        _ => true,
    };
    own && neighbour_breathes(i.checked_sub(1), -1) && neighbour_breathes(Some(i + 1), 1)
}

/// The byte offset of a 1-based line and column in `text` (the replaced
/// letters keep every offset).
fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let start: usize = text.split('\n').take(line - 1).map(|l| l.len() + 1).sum();
    start + column - 1
}

/// A grid (at least two rows and two columns) of at most 64 cells as the
/// masks of its stones and empty cells (blocked cells in none), so that
/// the legal placements are read by flood fills of words.
struct GridMasks {
    shape: Shape,
    left: u64,
    right: u64,
    empty: u64,
}

impl GridMasks {
    fn of(b: &StoneBoard) -> Option<GridMasks> {
        let (rows, cols) = (b.rows(), b.cols());
        if rows == 1 || cols == 1 || !Shape::fits(rows, cols) {
            return None;
        }
        let shape = Shape::new(rows, cols);
        let mut m = GridMasks {
            shape,
            left: 0,
            right: 0,
            empty: 0,
        };
        for (r, c) in b.cells() {
            let bit = 1u64 << shape.bit(r, c);
            match b.get(r, c) {
                Stone::Left => m.left |= bit,
                Stone::Right => m.right |= bit,
                Stone::Empty => m.empty |= bit,
                Stone::Blocked => {}
            }
        }
        Some(m)
    }

    /// The empty cells where `stone` may be put: after it, the group it
    /// joins and every group of the other colour next to it still touch
    /// an empty cell.
    fn legal(&self, stone: Stone) -> u64 {
        let (own, other) = match stone {
            Stone::Left => (self.left, self.right),
            _ => (self.right, self.left),
        };
        let shape = self.shape;
        let breathes = |group: u64, empty: u64| shape.neighbours(group) & empty != 0;
        cells(self.empty).fold(0, |legal, bit| {
            let cell = 1u64 << bit;
            let empty = self.empty & !cell;
            let joined = shape.flood_joined(cell, own | cell, Adjacency::Sides);
            let others_breathe = cells(shape.neighbours(cell) & other)
                .all(|n| breathes(shape.flood_joined(1 << n, other, Adjacency::Sides), empty));
            if breathes(joined, empty) && others_breathe {
                legal | cell
            } else {
                legal
            }
        })
    }
}

/// Whether every group touching `cell` (its own and its neighbours') still
/// has a liberty on `board`, where a stone was just put on `cell`.
fn legal_after(board: &StoneBoard, cell: (usize, usize)) -> bool {
    let neighbours = DIRECTIONS.iter().filter_map(|&d| board.step(cell, d));
    std::iter::once(cell)
        .chain(neighbours)
        .filter(|&(r, c)| matches!(board.get(r, c), Stone::Left | Stone::Right))
        .all(|start| has_liberty(board, start))
}

/// Whether the group of the stone on `start` touches an empty cell.
fn has_liberty(board: &StoneBoard, start: (usize, usize)) -> bool {
    if board.rows() == 1 || board.cols() == 1 {
        return strip_has_liberty(board.line(), start.0 + start.1);
    }
    let colour = board.get(start.0, start.1);
    let mut seen = vec![start];
    let mut i = 0;
    while let Some(&cell) = seen.get(i) {
        i += 1;
        for d in DIRECTIONS {
            let Some((r, c)) = board.step(cell, d) else {
                continue;
            };
            match board.get(r, c) {
                Stone::Empty => return true,
                s if s == colour && !seen.contains(&(r, c)) => seen.push((r, c)),
                _ => {}
            }
        }
    }
    false
}

/// Whether the group of the stone on cell `i` of a strip touches an empty
/// cell: the run of its colour through `i` ends, on one side or the
/// other, at an empty cell.
fn strip_has_liberty(line: &[Stone], i: usize) -> bool {
    let colour = line[i];
    let before = line[..i].iter().rev().find(|&&s| s != colour);
    let after = line[i + 1..].iter().find(|&&s| s != colour);
    before == Some(&Stone::Empty) || after == Some(&Stone::Empty)
}

/// The parts of a strip (one row or one column, no blocked cell): it
/// splits between two neighbouring stones of opposite colours. The group
/// ending at the one has its liberties on its own side only (its other
/// neighbour is the opponent's stone), and so has the other, so no move on
/// one side changes which moves are legal on the other, and each side is
/// the strip it would be alone (the board's edge, like the opponent's
/// stone, is no liberty). Sides with no empty cell are left out (no move:
/// 0). Each part is written as a row with every run of stones of one
/// colour shortened to one stone (as MCGS's `nogo_1xn` does): a run is one
/// group whose liberties are the cells at its two ends, so the part has
/// the same moves, each as legal, as before (the same game).
fn strip_parts(b: &StoneBoard) -> Vec<NoGo> {
    let line = b.line();
    let stone = |i: usize| line[i];
    let mut parts = Vec::new();
    let mut start = 0;
    for i in 0..line.len() {
        let end = i + 1 == line.len()
            || matches!(
                (stone(i), stone(i + 1)),
                (Stone::Left, Stone::Right) | (Stone::Right, Stone::Left)
            );
        if !end {
            continue;
        }
        if (start..=i).any(|j| stone(j) == Stone::Empty) {
            let mut part: Vec<Stone> = Vec::new();
            for s in (start..=i).map(stone) {
                if s == Stone::Empty || part.last() != Some(&s) {
                    part.push(s);
                }
            }
            parts.push(NoGo(StoneBoard::row(part)));
        }
        start = i + 1;
    }
    parts
}

/// The board's regions: its sets of cells that are not blocked, joined
/// along rows and columns, each cut to its bounding rectangle with the
/// cells outside it blocked; regions with no empty cell are left out (no
/// move: 0). No group reaches from one region into another and no liberty
/// of one lies in another, so a move in one never changes which moves are
/// legal in another: the board is the sum of its regions.
fn regions(b: &StoneBoard) -> Vec<StoneBoard> {
    let blocked = |(r, c): (usize, usize)| b.get(r, c) == Stone::Blocked;
    let index = |(r, c): (usize, usize)| r * b.cols() + c;
    let mut region_of = vec![usize::MAX; b.rows() * b.cols()];
    let mut out = Vec::new();
    for first in b.cells().filter(|&cell| !blocked(cell)) {
        let id = index(first);
        if region_of[id] != usize::MAX {
            continue;
        }
        region_of[id] = id;
        let mut cells = vec![first];
        let mut i = 0;
        while let Some(&cell) = cells.get(i) {
            i += 1;
            for d in DIRECTIONS {
                let Some(next) = b.step(cell, d) else {
                    continue;
                };
                if !blocked(next) && region_of[index(next)] == usize::MAX {
                    region_of[index(next)] = id;
                    cells.push(next);
                }
            }
        }
        if cells.iter().all(|&(r, c)| b.get(r, c) != Stone::Empty) {
            continue;
        }
        let rows = bounds(cells.iter().map(|&(r, _)| r));
        let cols = bounds(cells.iter().map(|&(_, c)| c));
        let mut region = b.cut(rows, cols, |_, _| true);
        let outside: Vec<(usize, usize)> = (region.cells())
            .filter(|&(r, c)| region_of[index((r + rows.0, c + cols.0))] != id)
            .collect();
        for cell in outside {
            region = region.placed(cell, Stone::Blocked);
        }
        out.push(region);
    }
    out
}

impl PartizanGame for NoGo {
    fn left_options(&self) -> Vec<NoGo> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<NoGo> {
        self.options_of(Player::Right)
    }

    /// The board's regions of cells that are not blocked, joined along
    /// rows and columns ([`regions`]), a strip among them split further
    /// between its stones of opposite colours ([`strip_parts`]).
    fn components(&self) -> Vec<NoGo> {
        let parts = |b: &StoneBoard| {
            if b.rows() > 1 && b.cols() > 1 {
                vec![NoGo(b.clone())]
            } else {
                strip_parts(b)
            }
        };
        let b = &self.0;
        if !b.cells().any(|(r, c)| b.get(r, c) == Stone::Blocked) {
            return parts(b);
        }
        regions(b).iter().flat_map(parts).collect()
    }

    /// The smallest image under the symmetries of the rectangle (NoGo's
    /// rules treat every direction alike).
    fn normalized(&self) -> NoGo {
        NoGo(self.0.canonical())
    }

    /// The smaller of the normalised board and its colour exchange (the
    /// negative).
    fn normalized_with_sign(&self) -> (NoGo, bool) {
        // Not Clobber's: empty cells matter here, so nothing is cut away.
        let (board, exchanged) = self.0.canonical_up_to_colours();
        (NoGo(board), exchanged)
    }
}

impl PartizanRules for NoGo {
    fn notation(&self) -> String {
        self.0.to_string()
    }

    /// The board's symmetries and its colour exchange keep its moves.
    fn same_moves_normalized(&self) -> NoGo {
        self.normalized_with_sign().0
    }

    fn render(&self) -> String {
        self.0.to_string().replace('|', "\n")
    }

    /// A stone placed: its cell and the stone (the board is made only
    /// when the move is played).
    type Move = ((usize, usize), Stone);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        let stone = Stone::of(player);
        let b = &self.0;
        // A grid of at most 64 cells reads every placement from masks; the
        // others look along a strip or at the board after.
        let by_masks = GridMasks::of(b).map(|m| (m.shape, m.legal(stone)));
        b.cells()
            .filter(move |&(r, c)| match by_masks {
                Some((shape, legal)) => legal & (1 << shape.bit(r, c)) != 0,
                None => b.get(r, c) == Stone::Empty && self.legal((r, c), stone),
            })
            .map(move |cell| (cell, stone))
    }

    fn play(&self, (cell, stone): Self::Move) -> NoGo {
        NoGo(self.0.placed(cell, stone))
    }

    fn label(&self, m: &Self::Move) -> String {
        let &((r, c), _) = m;
        cell_name(r, c)
    }
}

/// The NoGo ruleset.
pub const NO_GO: Metadata = Metadata {
    name: "nogo",
    kind: Kind::Partizan,
    summary:
        "Put a stone on an empty cell; no group of either colour may be left without a liberty.",
    syntax: "Rows from top to bottom separated by '|' (a strip is one row; at most 64 cells): \
         'x' Left stone, 'o' Right stone, '.' empty, '#' blocked (MCGS's 'X'/'O' read too). \
         Moves name the cell, e.g. b1.",
    example: "...|.x.|...",
    parse: |position| NoGo::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::Grid),
    can_cycle: false,
};

/// The placements read from masks against the board after each one,
/// on every grid of 2×2 to 3×3 over `.xo#` and pseudo-random 4×4 to 8×8
/// grids.
#[cfg(test)]
mod tests {
    use super::*;

    fn grids() -> Vec<StoneBoard> {
        let symbols = ['.', 'x', 'o', '#'];
        let mut out = Vec::new();
        for (rows, cols) in [(2, 2), (2, 3), (3, 2), (3, 3)] {
            let n = rows * cols;
            for code in 0..4usize.pow(n as u32) {
                let cell = |i: usize| symbols[code / 4usize.pow(i as u32) % 4];
                let text: Vec<String> = (0..rows)
                    .map(|r| (0..cols).map(|c| cell(r * cols + c)).collect())
                    .collect();
                out.push(StoneBoard::parse_with_blocked(&text.join("|")).unwrap());
            }
        }
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for (rows, cols) in [(4, 4), (5, 7), (8, 8), (2, 32)] {
            for _ in 0..200 {
                let text: Vec<String> = (0..rows)
                    .map(|_| {
                        (0..cols)
                            .map(|_| {
                                x ^= x << 13;
                                x ^= x >> 7;
                                x ^= x << 17;
                                symbols[[0, 0, 1, 2, 3][(x % 5) as usize]]
                            })
                            .collect()
                    })
                    .collect();
                out.push(StoneBoard::parse_with_blocked(&text.join("|")).unwrap());
            }
        }
        out
    }

    #[test]
    fn placements_by_masks_are_those_the_board_after_allows() {
        for b in grids() {
            let masks = GridMasks::of(&b).expect("a grid of at most 64 cells");
            for stone in [Stone::Left, Stone::Right] {
                let legal = masks.legal(stone);
                for (r, c) in b.cells().filter(|&(r, c)| b.get(r, c) == Stone::Empty) {
                    let by_masks = legal & (1 << masks.shape.bit(r, c)) != 0;
                    let after = legal_after(&b.placed((r, c), stone), (r, c));
                    assert_eq!(by_masks, after, "{b} {stone:?} at {r},{c}");
                }
            }
        }
    }
}
