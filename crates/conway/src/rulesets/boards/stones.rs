//! Boards of Left and Right stones: the position type shared by Clobber and
//! Konane.
//!
//! A [`StoneBoard`] is a rectangle of cells, each empty (`.`), holding a
//! Left stone (`x`) or a Right stone (`o`), read with [`Grid::parse`] (rows
//! from top to bottom separated by `|`). It knows what both games need to
//! split and normalise positions: cutting out a sub-rectangle with only some
//! of the stones ([`StoneBoard::cut`]) and the smallest of the board's eight
//! images under the symmetries of the rectangle ([`StoneBoard::canonical`]),
//! which both games respect (their moves are along rows and columns, and
//! treat every direction alike).

use crate::error::ParseError;
use crate::rulesets::grid::{cell_name, Grid};
use crate::value::Player;
use std::fmt;

/// What a cell holds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Stone {
    /// Nothing.
    Empty,
    /// A Left stone (`x`).
    Left,
    /// A Right stone (`o`).
    Right,
    /// A cell no stone may ever occupy (`#`; read only by
    /// [`StoneBoard::parse_with_blocked`], for NoGo's boards): it is off
    /// the board, and not a liberty.
    Blocked,
}

impl Stone {
    /// The stone of a player.
    pub fn of(player: Player) -> Stone {
        match player {
            Player::Left => Stone::Left,
            Player::Right => Stone::Right,
        }
    }

    /// The stone of the other player; an empty or blocked cell is itself.
    fn exchanged(self) -> Stone {
        match self {
            Stone::Left => Stone::Right,
            Stone::Right => Stone::Left,
            other => other,
        }
    }

    /// The character a board writes for the cell: `.`, `x`, `o` or `#`.
    fn symbol(self) -> char {
        match self {
            Stone::Empty => '.',
            Stone::Left => 'x',
            Stone::Right => 'o',
            Stone::Blocked => '#',
        }
    }
}

/// The four directions of a move along a row or a column, as (row, column)
/// steps.
pub const DIRECTIONS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The least and greatest of some coordinates (`(usize::MAX, 0)` for
/// none).
pub fn bounds(xs: impl Iterator<Item = usize>) -> (usize, usize) {
    xs.fold((usize::MAX, 0), |(lo, hi), x| (lo.min(x), hi.max(x)))
}

/// The cell a board's character stands for: `.`, `x`/`X` or `o`/`O`.
fn stone_of(c: char) -> Option<Stone> {
    match c {
        '.' => Some(Stone::Empty),
        'x' | 'X' => Some(Stone::Left),
        'o' | 'O' => Some(Stone::Right),
        _ => None,
    }
}

/// A rectangle of empty cells and Left and Right stones.
///
/// ```
/// use conway::rulesets::stones::{Stone, StoneBoard};
/// let b = StoneBoard::parse("xo.|.ox").unwrap();
/// assert_eq!((b.rows(), b.cols()), (2, 3));
/// assert_eq!(b.get(0, 1), Stone::Right);
/// assert_eq!(b.to_string(), "xo.|.ox");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct StoneBoard(Grid<Stone>);

impl StoneBoard {
    /// Reads a board: rows separated by `|` or newlines, `x` a Left stone,
    /// `o` a Right stone, `.` an empty cell. MCGS's capitals `X` (its
    /// BLACK, the Left player) and `O` (WHITE, Right) are read too.
    ///
    /// ```
    /// use conway::rulesets::stones::StoneBoard;
    /// let e = StoneBoard::parse("xo|o#").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 5));
    /// // MCGS's letters: X is Left, O is Right.
    /// assert_eq!(StoneBoard::parse("XO.").unwrap().to_string(), "xo.");
    /// ```
    pub fn parse(text: &str) -> Result<StoneBoard, ParseError> {
        Grid::parse(
            text,
            stone_of,
            "'x' or 'X' (Left), 'o' or 'O' (Right) or '.' (empty)",
        )
        .map(StoneBoard)
    }

    /// Reads a board as [`StoneBoard::parse`] does, where `#` is also a
    /// blocked cell ([`Stone::Blocked`]), as in MCGS's NoGo grids.
    ///
    /// ```
    /// use conway::rulesets::stones::{Stone, StoneBoard};
    /// let b = StoneBoard::parse_with_blocked("x.|#o").unwrap();
    /// assert_eq!((b.get(1, 0), b.to_string()), (Stone::Blocked, "x.|#o".to_string()));
    /// assert_eq!(b.stones().count(), 2);
    /// assert_eq!(StoneBoard::parse_with_blocked("x?").unwrap_err().column, 2);
    /// ```
    pub fn parse_with_blocked(text: &str) -> Result<StoneBoard, ParseError> {
        Grid::parse(
            text,
            |c| match c {
                '#' => Some(Stone::Blocked),
                c => stone_of(c),
            },
            "'x' or 'X' (Left), 'o' or 'O' (Right), '.' (empty) or '#' (blocked)",
        )
        .map(StoneBoard)
    }

    /// The board of one row holding `cells` from left to right.
    ///
    /// ```
    /// use conway::rulesets::stones::{Stone, StoneBoard};
    /// let b = StoneBoard::row(vec![Stone::Left, Stone::Empty, Stone::Right]);
    /// assert_eq!(b.to_string(), "x.o");
    /// ```
    pub fn row(cells: Vec<Stone>) -> StoneBoard {
        StoneBoard(Grid::from_cells(1, cells.len(), cells))
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.0.rows()
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.0.cols()
    }

    /// The cell in row `r`, column `c` (from 0, row 0 at the top).
    pub fn get(&self, r: usize, c: usize) -> Stone {
        *self.0.get(r, c)
    }

    /// The cell one step of `(dr, dc)` from `(r, c)`, if on the board.
    pub fn step(&self, (r, c): (usize, usize), (dr, dc): (isize, isize)) -> Option<(usize, usize)> {
        let r = r.checked_add_signed(dr)?;
        let c = c.checked_add_signed(dc)?;
        (r < self.rows() && c < self.cols()).then_some((r, c))
    }

    /// The cells holding stones (not the empty or blocked ones), row by
    /// row.
    pub fn stones(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let cols = self.cols();
        self.0
            .cells()
            .iter()
            .enumerate()
            .filter(|(_, s)| matches!(s, Stone::Left | Stone::Right))
            .map(move |(i, _)| (i / cols, i % cols))
    }

    /// True if the board holds stones of both players.
    pub fn has_both_colours(&self) -> bool {
        let cells = self.0.cells();
        cells.contains(&Stone::Left) && cells.contains(&Stone::Right)
    }

    /// The board after moving the stone on `from` to `to` and emptying the
    /// cells in `emptied`.
    pub fn moved(
        &self,
        from: (usize, usize),
        to: (usize, usize),
        emptied: &[(usize, usize)],
    ) -> StoneBoard {
        let mut g = self.0.clone();
        let stone = self.get(from.0, from.1);
        g.set(from.0, from.1, Stone::Empty);
        for &(r, c) in emptied {
            g.set(r, c, Stone::Empty);
        }
        g.set(to.0, to.1, stone);
        StoneBoard(g)
    }

    /// The board with `stone` put on the cell `(r, c)`.
    ///
    /// ```
    /// use conway::rulesets::stones::{Stone, StoneBoard};
    /// let b = StoneBoard::parse("x..").unwrap();
    /// assert_eq!(b.placed((0, 2), Stone::Right).to_string(), "x.o");
    /// ```
    pub fn placed(&self, (r, c): (usize, usize), stone: Stone) -> StoneBoard {
        let mut g = self.0.clone();
        g.set(r, c, stone);
        StoneBoard(g)
    }

    /// The cells of the board, row by row.
    pub fn cells(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let cols = self.cols();
        (0..self.rows() * cols).map(move |i| (i / cols, i % cols))
    }

    /// The rectangle of rows `rows` and columns `cols` (inclusive ranges),
    /// with only the stones for which `keep` holds (the others emptied).
    ///
    /// ```
    /// use conway::rulesets::stones::StoneBoard;
    /// let b = StoneBoard::parse("xo.|.ox|o..").unwrap();
    /// assert_eq!(b.cut((0, 1), (1, 2), |r, _| r == 0).to_string(), "o.|..");
    /// ```
    pub fn cut(
        &self,
        rows: (usize, usize),
        cols: (usize, usize),
        keep: impl Fn(usize, usize) -> bool,
    ) -> StoneBoard {
        let cells = (rows.0..=rows.1)
            .flat_map(|r| (cols.0..=cols.1).map(move |c| (r, c)))
            .map(|(r, c)| {
                if keep(r, c) {
                    self.get(r, c)
                } else {
                    Stone::Empty
                }
            })
            .collect();
        StoneBoard(Grid::from_cells(
            rows.1 - rows.0 + 1,
            cols.1 - cols.0 + 1,
            cells,
        ))
    }

    /// The smallest of the board's images under the eight symmetries of
    /// the rectangle: boards that differ by a rotation or a reflection get
    /// the same representative.
    ///
    /// ```
    /// use conway::rulesets::stones::StoneBoard;
    /// let a = StoneBoard::parse("xo.|...").unwrap();
    /// let b = StoneBoard::parse("..|o.|x.").unwrap(); // a quarter turn
    /// assert_eq!(a.canonical(), b.canonical());
    /// ```
    pub fn canonical(&self) -> StoneBoard {
        StoneBoard(self.0.smallest_image())
    }

    /// The same board with the stones of the two players exchanged (the
    /// game with Left and Right exchanged: the negative).
    ///
    /// ```
    /// use conway::rulesets::stones::StoneBoard;
    /// assert_eq!(StoneBoard::parse("xo.").unwrap().swapped().to_string(), "ox.");
    /// ```
    pub fn swapped(&self) -> StoneBoard {
        let cells = self.0.cells().iter().map(|s| s.exchanged()).collect();
        StoneBoard(Grid::from_cells(self.rows(), self.cols(), cells))
    }

    /// The cells in reading order, row by row (a strip's cells from one
    /// end to the other).
    ///
    /// ```
    /// use conway::rulesets::stones::{Stone, StoneBoard};
    /// let column = StoneBoard::parse("x|.|o").unwrap();
    /// assert_eq!(column.line(), [Stone::Left, Stone::Empty, Stone::Right]);
    /// ```
    pub fn line(&self) -> &[Stone] {
        self.0.cells()
    }

    /// The least of [`canonical`](StoneBoard::canonical) and the canonical
    /// board with the colours exchanged, and whether that exchange gave it
    /// (only when strictly smaller): a representative of the board up to
    /// its symmetries and the colour exchange. A strip (one row or one
    /// column, whose least image is a row) compares its four images cell
    /// by cell and makes only the least one.
    ///
    /// ```
    /// use conway::rulesets::stones::StoneBoard;
    /// let (least, exchanged) = StoneBoard::parse("x|.|.").unwrap().canonical_up_to_colours();
    /// assert_eq!((least.to_string().as_str(), exchanged), ("..x", false));
    /// // Reversed, or with its colours exchanged, `.ox.` is `.xo.`.
    /// let (least, exchanged) = StoneBoard::parse(".ox.").unwrap().canonical_up_to_colours();
    /// assert_eq!((least.to_string().as_str(), exchanged), (".xo.", false));
    /// assert!(StoneBoard::parse("o..").unwrap().canonical_up_to_colours().1);
    /// ```
    pub fn canonical_up_to_colours(&self) -> (StoneBoard, bool) {
        if self.rows() > 1 && self.cols() > 1 {
            let board = self.canonical();
            let swapped = board.swapped().canonical();
            return if swapped < board {
                (swapped, true)
            } else {
                (board, false)
            };
        }
        let line = self.line();
        let n = line.len();
        // Image k: reversed if bit 0 is set, colours exchanged if bit 1.
        let image = |k: usize, i: usize| {
            let s = if k & 1 == 0 { line[i] } else { line[n - 1 - i] };
            if k & 2 == 0 {
                s
            } else {
                s.exchanged()
            }
        };
        let less = |k: usize, best: usize| {
            (0..n)
                .map(|i| image(k, i).cmp(&image(best, i)))
                .find(|o| o.is_ne())
                .is_some_and(|o| o.is_lt())
        };
        let best = (1..4).fold(0, |best, k| if less(k, best) { k } else { best });
        let cells = (0..n).map(|i| image(best, i)).collect();
        // An exchanged image equal to an unexchanged one was not taken.
        (StoneBoard::row(cells), best & 2 != 0)
    }
}

/// A move of a stone: where it starts and ends, and the board after.
#[derive(Clone, Debug)]
pub struct StoneMove {
    /// The cell the stone leaves.
    pub from: (usize, usize),
    /// The cell it ends on.
    pub to: (usize, usize),
    /// The board after the move.
    pub after: StoneBoard,
}

impl StoneMove {
    /// The move as `a1-b1` (column letter from the left, row number from
    /// the top).
    ///
    /// ```
    /// use conway::rulesets::stones::{StoneBoard, StoneMove};
    /// let b = StoneBoard::parse("xo").unwrap();
    /// let m = StoneMove { from: (0, 0), to: (0, 1), after: b.moved((0, 0), (0, 1), &[]) };
    /// assert_eq!((m.label(), m.after.to_string()), ("a1-b1".to_string(), ".x".to_string()));
    /// ```
    pub fn label(&self) -> String {
        let name = |(r, c): (usize, usize)| cell_name(r, c);
        format!("{}-{}", name(self.from), name(self.to))
    }
}

impl fmt::Display for StoneBoard {
    /// The board string: rows separated by `|`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.notation(|s| s.symbol()))
    }
}
