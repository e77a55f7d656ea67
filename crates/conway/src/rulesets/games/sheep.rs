//! Sheep, as MCGS defines it (`sheep`, after the board game *Battle
//! Sheep*): herds of sheep on a board of hexagons. A cell holds a herd of
//! Left's (a positive number, its size), a herd of Right's (a negative
//! number) or nothing (`0`). A player picks one of their herds of two or
//! more and one of the six directions, slides as far as the empty cells in
//! that direction go (at least one step), and leaves there part of the
//! herd: `t` sheep for any `1 <= t < size`, the rest staying behind. A herd
//! of one never moves again, and blocks slides as any herd does. A player
//! who cannot move loses.
//!
//! The hexagons are stored as MCGS stores them, in rows and columns: the
//! six neighbours of `(r, c)` are `(r-1, c)`, `(r-1, c+1)`, `(r, c+1)`,
//! `(r+1, c)`, `(r+1, c-1)` and `(r, c-1)` (MCGS's `GRID_DIRS_HEX`).
//! Positions are written as MCGS reads them: rows separated by `|`, the
//! numbers in a row separated by spaces or commas (`3 0 | 0 -2`). A move
//! is named by the cells and the sheep moved: `a1-c1:2`.
//!
//! Herds of one are walls, so the board is the sum of the regions of other
//! cells connected through the six directions that hold a movable herd and
//! an empty cell (MCGS splits it the same way); each is cut to its
//! bounding box (walls elsewhere), and normalised under the half turn and
//! the transposition (which map the six directions onto themselves) and
//! under the exchange of the players' herds (which negates).
//!
//! ```
//! use conway::rulesets::sheep::Sheep;
//! use conway::rulesets::partizan_position::PartizanRules;
//! let v = |s: &str| Sheep::parse(s).unwrap().value().to_string();
//! // Left's herd of 2 next to one empty cell: one move, then none: 1.
//! assert_eq!(v("2 0"), "1");
//! // A herd of 3 with room for two moves, against Right's herd of 2: 2 - 1.
//! assert_eq!(v("3 0 0 1 -2 0"), "1");
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::grid::{cell_name, Grid};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::stones::bounds;
use crate::rulesets::{Kind, Metadata};
use crate::value::Player;

/// The six neighbours on MCGS's hexagonal board, as (row, column) steps.
const HEX: [(isize, isize); 6] = [(-1, 0), (-1, 1), (0, 1), (1, 0), (1, -1), (0, -1)];

/// The largest herd a position may hold (MCGS allows 50).
pub const MAX_HERD: i32 = 1000;

/// A Sheep position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Sheep(Grid<i32>);

/// A move: from where, to where, how many sheep, and the board after.
pub struct SheepMove {
    /// The herd's cell.
    pub from: (usize, usize),
    /// The empty cell the sheep move to.
    pub to: (usize, usize),
    /// How many sheep move.
    pub moved: i32,
    /// The board after.
    pub after: Sheep,
}

impl Sheep {
    /// Reads a board: rows separated by `|` or newlines, herds as whole
    /// numbers separated by spaces or commas (positive Left's, negative
    /// Right's, `0` empty), every row of the same length.
    pub fn parse(text: &str) -> Result<Sheep, ParseError> {
        let mut cells = Vec::new();
        let mut cols = None;
        for (start, row) in rows_of(text) {
            let row_cells = herds_of(text, start, row)?;
            if row_cells.is_empty() {
                return Err(ParseError::at(
                    text,
                    start,
                    "expected a row of herds (numbers)",
                ));
            }
            match cols {
                None => cols = Some(row_cells.len()),
                Some(c) if c != row_cells.len() => {
                    let message = format!(
                        "this row has {} cells but the first has {c}",
                        row_cells.len()
                    );
                    return Err(ParseError::at(text, start, message));
                }
                Some(_) => {}
            }
            cells.extend(row_cells);
        }
        let cols = cols.ok_or_else(|| ParseError::at(text, 0, "expected a board of herds"))?;
        Ok(Sheep(Grid::from_cells(cells.len() / cols, cols, cells)))
    }

    fn herd(&self, (r, c): (usize, usize)) -> i32 {
        *self.0.get(r, c)
    }

    fn step(&self, (r, c): (usize, usize), (dr, dc): (isize, isize)) -> Option<(usize, usize)> {
        let r = r.checked_add_signed(dr)?;
        let c = c.checked_add_signed(dc)?;
        (r < self.0.rows() && c < self.0.cols()).then_some((r, c))
    }

    /// Where a slide from `from` along `d` ends: the last empty cell
    /// before a herd or the edge (`None` if the first step is blocked).
    fn slide(&self, from: (usize, usize), d: (isize, isize)) -> Option<(usize, usize)> {
        let mut end = None;
        let mut at = from;
        while let Some(next) = self.step(at, d).filter(|&p| self.herd(p) == 0) {
            end = Some(next);
            at = next;
        }
        end
    }

    fn move_list(&self, player: Player) -> Vec<SheepMove> {
        let sign = if player == Player::Left { 1 } else { -1 };
        let mut out = Vec::new();
        for r in 0..self.0.rows() {
            for c in 0..self.0.cols() {
                let size = self.herd((r, c)) * sign;
                if size < 2 {
                    continue;
                }
                for to in HEX.iter().filter_map(|&d| self.slide((r, c), d)) {
                    for moved in 1..size {
                        let mut g = self.0.clone();
                        g.set(r, c, (size - moved) * sign);
                        g.set(to.0, to.1, moved * sign);
                        let after = Sheep(g);
                        out.push(SheepMove {
                            from: (r, c),
                            to,
                            moved,
                            after,
                        });
                    }
                }
            }
        }
        out
    }

    /// The board with every herd of one (a wall) written as `1`.
    fn walls_as_one(&self) -> Grid<i32> {
        let cells = (self.0.cells().iter())
            .map(|&h| if h == -1 { 1 } else { h })
            .collect();
        Grid::from_cells(self.0.rows(), self.0.cols(), cells)
    }

    /// The four images under the symmetries of the hexagonal board: the
    /// identity, the half turn, and both after transposition.
    fn images(g: &Grid<i32>) -> Vec<Grid<i32>> {
        let all = g.symmetries();
        [0, 3, 6, 7].iter().map(|&i| all[i].clone()).collect()
    }

    /// The region of non-wall cells connected to `start`, and whether it
    /// holds a movable herd and an empty cell.
    fn region(&self, start: (usize, usize), seen: &mut [bool]) -> (Vec<(usize, usize)>, bool) {
        let cols = self.0.cols();
        seen[start.0 * cols + start.1] = true;
        let mut cells = vec![start];
        let mut i = 0;
        while let Some(&p) = cells.get(i) {
            i += 1;
            for q in HEX.iter().filter_map(|&d| self.step(p, d)) {
                if self.herd(q).abs() != 1 && !seen[q.0 * cols + q.1] {
                    seen[q.0 * cols + q.1] = true;
                    cells.push(q);
                }
            }
        }
        let movable = cells.iter().any(|&p| self.herd(p).abs() >= 2);
        let empty = cells.iter().any(|&p| self.herd(p) == 0);
        (cells, movable && empty)
    }

    /// The bounding box of `cells`, with every other cell a wall.
    fn cut_to(&self, cells: &[(usize, usize)]) -> Sheep {
        let (r0, r1) = bounds(cells.iter().map(|p| p.0));
        let (c0, c1) = bounds(cells.iter().map(|p| p.1));
        let mut g = Grid::filled(r1 - r0 + 1, c1 - c0 + 1, 1);
        for &(r, c) in cells {
            g.set(r - r0, c - c0, self.herd((r, c)));
        }
        Sheep(g)
    }
}

/// The rows of a board with the byte offset each starts at: text between
/// `|`s, or a line that is not blank (as [`Grid::parse`] reads rows).
fn rows_of(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, ch) in text.char_indices() {
        if ch == '|' || ch == '\n' {
            let row = &text[start..i];
            if ch == '|' || !row.trim().is_empty() {
                out.push((start, row));
            }
            start = i + 1;
        }
    }
    if !text[start..].trim().is_empty() {
        out.push((start, &text[start..]));
    }
    out
}

/// The herds of one row, which starts at byte `start` of `text`.
fn herds_of(text: &str, start: usize, row: &str) -> Result<Vec<i32>, ParseError> {
    let mut out = Vec::new();
    let mut token_start = None;
    for (i, ch) in row.char_indices().chain([(row.len(), ' ')]) {
        let separator = ch.is_whitespace() || ch == ',';
        match (token_start, separator) {
            (None, false) => token_start = Some(i),
            (Some(t), true) => {
                out.push(herd(text, start + t, &row[t..i])?);
                token_start = None;
            }
            _ => {}
        }
    }
    Ok(out)
}

fn herd(text: &str, at: usize, token: &str) -> Result<i32, ParseError> {
    let bad = || {
        let message = format!(
            "expected a herd: a whole number from -{MAX_HERD} to {MAX_HERD} (positive Left's, \
             negative Right's, 0 empty), found '{token}'"
        );
        ParseError::at(text, at, message)
    };
    let h: i32 = token.parse().map_err(|_| bad())?;
    if h.abs() > MAX_HERD {
        return Err(bad());
    }
    Ok(h)
}

impl PartizanGame for Sheep {
    fn left_options(&self) -> Vec<Sheep> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Sheep> {
        self.options_of(Player::Right)
    }

    /// The regions between walls that hold a movable herd and an empty
    /// cell, each cut to its bounding box.
    fn components(&self) -> Vec<Sheep> {
        let mut seen = vec![false; self.0.rows() * self.0.cols()];
        let mut out = Vec::new();
        for r in 0..self.0.rows() {
            for c in 0..self.0.cols() {
                if seen[r * self.0.cols() + c] || self.herd((r, c)).abs() == 1 {
                    continue;
                }
                let (cells, playable) = self.region((r, c), &mut seen);
                if playable {
                    out.push(self.cut_to(&cells));
                }
            }
        }
        out
    }

    fn normalized(&self) -> Sheep {
        let images = Sheep::images(&self.walls_as_one());
        Sheep(images.into_iter().min().expect("four images"))
    }

    /// The smallest image of the board or of its negative (the herds
    /// exchanged, which negates the value).
    fn normalized_with_sign(&self) -> (Sheep, bool) {
        let board = self.normalized();
        let negated = Sheep(Grid::from_cells(
            self.0.rows(),
            self.0.cols(),
            self.0.cells().iter().map(|h| -h).collect(),
        ))
        .normalized();
        if negated.0 < board.0 {
            (negated, true)
        } else {
            (board, false)
        }
    }
}

impl PartizanRules for Sheep {
    fn notation(&self) -> String {
        (0..self.0.rows())
            .map(|r| {
                let row: Vec<String> = (0..self.0.cols())
                    .map(|c| self.herd((r, c)).to_string())
                    .collect();
                row.join(" ")
            })
            .collect::<Vec<_>>()
            .join(" | ")
    }

    fn render(&self) -> String {
        let rows = self.notation();
        (rows.split(" | ").enumerate())
            .map(|(r, row)| format!("{}{row}", " ".repeat(r)))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Sheep moved from one herd to a new cell, with the position after.
    type Move = SheepMove;

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> Sheep {
        m.after
    }

    fn label(&self, m: &Self::Move) -> String {
        format!(
            "{}-{}:{}",
            cell_name(m.from.0, m.from.1),
            cell_name(m.to.0, m.to.1),
            m.moved
        )
    }
}

/// The Sheep ruleset.
pub const SHEEP: Metadata = Metadata {
    name: "sheep",
    kind: Kind::Partizan,
    summary:
        "Slide part of one of your herds as far as it goes in one of six hexagonal directions \
         (MCGS's sheep).",
    syntax: "Rows separated by '|', herds separated by spaces or commas, as MCGS writes them: a \
         positive number is a herd of Left's, a negative one Right's, 0 an empty cell. The \
         neighbours of (r, c) are (r-1, c), (r-1, c+1), (r, c+1), (r+1, c), (r+1, c-1), \
         (r, c-1). Moves are named a1-c1:2 (from, to, sheep moved).",
    example: "4 0 0 | 0 1 0 | 0 0 -3",
    parse: |position| Sheep::parse(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};
