//! Fission (CGSuite's `game.grid.Fission`, MCGS's `fission`): stones on a
//! board with walls. Left picks a stone whose neighbours above and below
//! are both empty cells of the board, removes it and puts a stone on each
//! of them; Right does the same across a row (left and right neighbours).
//! A player who cannot move loses.
//!
//! Boards are written as both CGSuite and MCGS write them: rows from top to
//! bottom separated by `|`, `x` (or MCGS's `X`) a stone, `#` a wall, `.`
//! an empty cell. A move is named by the stone that splits (`b3`). Left is
//! the vertical player in both tools (CGSuite's `Options` split Left's
//! stones along `(1, 0)`; MCGS's BLACK, its Left, splits up and down).
//!
//! Stones multiply into empty cells, so the board does not split into
//! independent parts that stay apart; it is normalised by dropping outer
//! rows and columns that are all wall (the edge of the board is a wall as
//! well) and taking the smallest image under the mirrors, and under the
//! transposition, which exchanges the players (the value is negated).
//!
//! ```
//! use conway::rulesets::fission::Fission;
//! use conway::rulesets::partizan_position::PartizanRules;
//! let v = |s: &str| Fission::parse(s).unwrap().value().to_string();
//! // A stone in the middle of a column of five: Left splits it, then one
//! // of the two halves again; Right never moves. Two moves: 2.
//! assert_eq!(v(".|.|x|.|."), "2");
//! // The same across a row is Right's: -2.
//! assert_eq!(v("..x.."), "-2");
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::grid::{cell_name, Grid};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// What a cell of a Fission board holds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Cell {
    /// An empty cell.
    Empty,
    /// A stone.
    Stone,
    /// A wall: never holds a stone.
    Wall,
}

/// A Fission position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Fission(Grid<Cell>);

impl Fission {
    /// Reads a board (`x` or `X` a stone, `#` a wall, `.` empty, rows
    /// separated by `|`).
    pub fn parse(text: &str) -> Result<Fission, ParseError> {
        let cell = |c| match c {
            '.' => Some(Cell::Empty),
            'x' | 'X' => Some(Cell::Stone),
            '#' => Some(Cell::Wall),
            _ => None,
        };
        Grid::parse(
            text,
            cell,
            "'x' or 'X' (a stone), '#' (a wall) or '.' (empty)",
        )
        .map(Fission)
    }

    /// The cell one step of `(dr, dc)` from `(r, c)`, if it is on the board
    /// and empty.
    fn empty_step(
        &self,
        (r, c): (usize, usize),
        (dr, dc): (isize, isize),
    ) -> Option<(usize, usize)> {
        let r = r.checked_add_signed(dr)?;
        let c = c.checked_add_signed(dc)?;
        let on_board = r < self.0.rows() && c < self.0.cols();
        (on_board && *self.0.get(r, c) == Cell::Empty).then_some((r, c))
    }

    /// `player`'s moves: the stone that splits, and the board after.
    fn move_list(&self, player: Player) -> Vec<((usize, usize), Fission)> {
        let (back, forth) = match player {
            Player::Left => ((-1, 0), (1, 0)),
            Player::Right => ((0, -1), (0, 1)),
        };
        let mut out = Vec::new();
        for r in 0..self.0.rows() {
            for c in 0..self.0.cols() {
                if *self.0.get(r, c) != Cell::Stone {
                    continue;
                }
                let ends = self
                    .empty_step((r, c), back)
                    .zip(self.empty_step((r, c), forth));
                if let Some((a, b)) = ends {
                    let mut g = self.0.clone();
                    g.set(r, c, Cell::Empty);
                    g.set(a.0, a.1, Cell::Stone);
                    g.set(b.0, b.1, Cell::Stone);
                    out.push(((r, c), Fission(g)));
                }
            }
        }
        out
    }

    /// The board without outer rows and columns made only of walls.
    fn trimmed(&self) -> Grid<Cell> {
        let g = &self.0;
        let open_row = |r: usize| (0..g.cols()).any(|c| *g.get(r, c) != Cell::Wall);
        let open_col = |c: usize| (0..g.rows()).any(|r| *g.get(r, c) != Cell::Wall);
        let rows: Vec<usize> = (0..g.rows()).filter(|&r| open_row(r)).collect();
        let cols: Vec<usize> = (0..g.cols()).filter(|&c| open_col(c)).collect();
        let (Some(&r0), Some(&r1), Some(&c0), Some(&c1)) =
            (rows.first(), rows.last(), cols.first(), cols.last())
        else {
            return Grid::filled(1, 1, Cell::Wall);
        };
        let cells = (r0..=r1)
            .flat_map(|r| (c0..=c1).map(move |c| *g.get(r, c)))
            .collect();
        Grid::from_cells(r1 - r0 + 1, c1 - c0 + 1, cells)
    }
}

impl PartizanGame for Fission {
    fn left_options(&self) -> Vec<Fission> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Fission> {
        self.options_of(Player::Right)
    }

    fn normalized(&self) -> Fission {
        let images = self.trimmed().symmetries();
        let best = images.into_iter().take(4).min().expect("four images");
        Fission(best)
    }

    /// The smallest of the eight images of the trimmed board; the last
    /// four are transposed, which exchanges the players.
    fn normalized_with_sign(&self) -> (Fission, bool) {
        let images = self.trimmed().symmetries();
        let (i, best) = (images.into_iter().enumerate())
            .min_by(|a, b| a.1.cmp(&b.1))
            .expect("eight images");
        (Fission(best), i >= 4)
    }
}

impl PartizanRules for Fission {
    fn notation(&self) -> String {
        self.0.notation(|c| match c {
            Cell::Empty => '.',
            Cell::Stone => 'x',
            Cell::Wall => '#',
        })
    }

    fn render(&self) -> String {
        crate::rulesets::grid::with_coordinates(&self.notation())
    }

    /// A stone split: its cell and the board after.
    type Move = ((usize, usize), Fission);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> Fission {
        m.1
    }

    fn label(&self, m: &Self::Move) -> String {
        let &((r, c), _) = m;
        cell_name(r, c)
    }
}

/// The Fission ruleset.
pub const FISSION: Metadata = Metadata {
    name: "fission",
    kind: Kind::Partizan,
    summary: "Split a stone into two on the empty cells either side of it: Left vertically, Right \
         horizontally (CGSuite's and MCGS's Fission).",
    syntax:
        "Rows from top to bottom separated by '|': 'x' (or MCGS's 'X') a stone, '#' a wall, '.' \
         empty. A move is named by the stone that splits, e.g. b3 (column letter, row number \
         from the top).",
    example: "....|.x..|...x|....",
    parse: |position| Fission::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::Grid),
    can_cycle: false,
};
