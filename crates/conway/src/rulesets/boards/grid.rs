//! Rectangular boards written the way the field writes them: rows from top
//! to bottom separated by `|` or newlines, one character per cell.
//!
//! Every grid ruleset (Domineering, Clobber, Konane, Amazons, rectangle
//! splitting, ...) reads its boards through [`Grid::parse`], so they share
//! one set of error messages with line and column.

use crate::error::ParseError;

/// A rectangular board of cells of type `T`, stored row by row.
///
/// ```
/// use conway::rulesets::grid::Grid;
/// let g = Grid::parse("..#|...", |c| match c { '.' => Some(false), '#' => Some(true), _ => None }, "'.' or '#'").unwrap();
/// assert_eq!((g.rows(), g.cols()), (2, 3));
/// assert!(*g.get(0, 2));
/// assert_eq!(g.notation(|&b| if b { '#' } else { '.' }), "..#|...");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Grid<T> {
    rows: usize,
    cols: usize,
    cells: Vec<T>,
}

impl<T> Grid<T> {
    /// A `rows × cols` board filled with `fill`.
    pub fn filled(rows: usize, cols: usize, fill: T) -> Grid<T>
    where
        T: Clone,
    {
        Grid {
            rows,
            cols,
            cells: vec![fill; rows * cols],
        }
    }

    /// A board from its cells, row by row (`cells.len()` must be
    /// `rows * cols`).
    pub fn from_cells(rows: usize, cols: usize, cells: Vec<T>) -> Grid<T> {
        assert_eq!(cells.len(), rows * cols, "cell count must be rows * cols");
        Grid { rows, cols, cells }
    }

    /// Reads a board. Rows are separated by `|` or newlines (blank lines and
    /// surrounding spaces are ignored); every row must have the same length;
    /// `cell` maps a character to a cell or rejects it, and `expected` says
    /// in words what characters are allowed.
    pub fn parse(
        text: &str,
        cell: impl Fn(char) -> Option<T>,
        expected: &str,
    ) -> Result<Grid<T>, ParseError> {
        let mut cells = Vec::new();
        let mut cols: Option<usize> = None;
        let mut rows = 0;
        let mut row_len = 0;
        let mut row_start = 0;
        let mut end_row = |row_len: usize, at: usize, rows: &mut usize| -> Result<(), ParseError> {
            match cols {
                None => cols = Some(row_len),
                Some(c) if c != row_len => {
                    return Err(ParseError::at(
                        text,
                        at,
                        format!("row {} has {row_len} cells but row 1 has {c}", *rows + 1),
                    ))
                }
                Some(_) => {}
            }
            *rows += 1;
            Ok(())
        };
        for (i, ch) in text.char_indices() {
            match ch {
                '|' | '\n' => {
                    if row_len > 0 || ch == '|' {
                        end_row(row_len, row_start, &mut rows)?;
                    }
                    row_len = 0;
                    row_start = i + 1;
                }
                c if c.is_whitespace() => {}
                c => match cell(c) {
                    Some(v) => {
                        cells.push(v);
                        row_len += 1;
                    }
                    None => {
                        return Err(ParseError::at(
                            text,
                            i,
                            format!(
                                "unexpected '{c}': expected {expected}, with rows separated by '|'"
                            ),
                        ))
                    }
                },
            }
        }
        if row_len > 0 {
            end_row(row_len, row_start, &mut rows)?;
        }
        match cols {
            Some(c) if c > 0 => Ok(Grid {
                rows,
                cols: c,
                cells,
            }),
            _ => Err(ParseError::at(
                text,
                text.len(),
                format!("expected a board: rows of {expected} separated by '|'"),
            )),
        }
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The cell in row `r`, column `c` (both from 0, row 0 at the top).
    pub fn get(&self, r: usize, c: usize) -> &T {
        &self.cells[r * self.cols + c]
    }

    /// Replaces a cell.
    pub fn set(&mut self, r: usize, c: usize, v: T) {
        self.cells[r * self.cols + c] = v;
    }

    /// All cells, row by row.
    pub fn cells(&self) -> &[T] {
        &self.cells
    }

    /// The board written back in the same notation.
    pub fn notation(&self, cell: impl Fn(&T) -> char) -> String {
        let mut s = String::with_capacity(self.cells.len() + self.rows);
        for r in 0..self.rows {
            if r > 0 {
                s.push('|');
            }
            for c in 0..self.cols {
                s.push(cell(self.get(r, c)));
            }
        }
        s
    }

    /// The board with rows and columns exchanged.
    pub fn transpose(&self) -> Grid<T>
    where
        T: Clone,
    {
        let cells = (0..self.cols)
            .flat_map(|c| (0..self.rows).map(move |r| (r, c)))
            .map(|(r, c)| self.get(r, c).clone())
            .collect();
        Grid {
            rows: self.cols,
            cols: self.rows,
            cells,
        }
    }

    /// The board mirrored left to right.
    pub fn mirror_columns(&self) -> Grid<T>
    where
        T: Clone,
    {
        let cells = (0..self.rows)
            .flat_map(|r| (0..self.cols).rev().map(move |c| (r, c)))
            .map(|(r, c)| self.get(r, c).clone())
            .collect();
        Grid {
            rows: self.rows,
            cols: self.cols,
            cells,
        }
    }

    /// The board's images under the eight symmetries of the rectangle
    /// (identity first, then the two mirrors and the half turn, then the
    /// same three after transposition and the transposition itself).
    ///
    /// ```
    /// use conway::rulesets::grid::Grid;
    /// let g = Grid::parse("ab|cd", Some, "any character").unwrap();
    /// let images: Vec<String> = g.symmetries().iter().map(|i| i.notation(|&c| c)).collect();
    /// assert_eq!(images, ["ab|cd", "ba|dc", "cd|ab", "dc|ba", "ca|db", "bd|ac", "db|ca", "ac|bd"]);
    /// ```
    pub fn symmetries(&self) -> [Grid<T>; 8]
    where
        T: Clone,
    {
        let t = self.transpose();
        let half = |g: &Grid<T>| g.mirror_rows().mirror_columns();
        [
            self.clone(),
            self.mirror_columns(),
            self.mirror_rows(),
            half(self),
            t.mirror_columns(),
            t.mirror_rows(),
            half(&t),
            t,
        ]
    }

    /// The smallest of the board's [`symmetries`](Grid::symmetries) (the
    /// same as `symmetries().into_iter().min()`), found by reading the
    /// images through their maps of cells, so only the one returned is
    /// made: a search that normalises every position it meets makes one
    /// board where it made eight.
    ///
    /// ```
    /// use conway::rulesets::grid::Grid;
    /// let g = Grid::parse("ba.|dc.", Some, "any character").unwrap();
    /// let smallest = g.symmetries().into_iter().min().unwrap();
    /// assert_eq!(g.smallest_image(), smallest);
    /// assert_eq!(g.smallest_image().notation(|&c| c), ".ab|.cd");
    /// ```
    pub fn smallest_image(&self) -> Grid<T>
    where
        T: Clone + Ord,
    {
        let (rows, cols) = (self.rows, self.cols);
        let shape = |k: usize| if k < 4 { (rows, cols) } else { (cols, rows) };
        // The source cell of cell (r, c) of image k, in the order of
        // `symmetries`.
        let source = |k: usize, r: usize, c: usize| -> &T {
            let (sr, sc) = match k {
                0 => (r, c),
                1 => (r, cols - 1 - c),
                2 => (rows - 1 - r, c),
                3 => (rows - 1 - r, cols - 1 - c),
                4 => (rows - 1 - c, r),
                5 => (c, cols - 1 - r),
                6 => (rows - 1 - c, cols - 1 - r),
                _ => (c, r),
            };
            self.get(sr, sc)
        };
        let compare = |k: usize, best: usize| {
            shape(k).cmp(&shape(best)).then_with(|| {
                let (_, width) = shape(k);
                (0..rows * cols)
                    .map(|n| {
                        source(k, n / width, n % width).cmp(source(best, n / width, n % width))
                    })
                    .find(|o| o.is_ne())
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
        };
        let best = (1..8).fold(0, |best, k| if compare(k, best).is_lt() { k } else { best });
        let (image_rows, width) = shape(best);
        let cells = (0..rows * cols)
            .map(|n| source(best, n / width, n % width).clone())
            .collect();
        Grid {
            rows: image_rows,
            cols: width,
            cells,
        }
    }

    /// The board mirrored top to bottom.
    pub fn mirror_rows(&self) -> Grid<T>
    where
        T: Clone,
    {
        let cells = (0..self.rows)
            .rev()
            .flat_map(|r| (0..self.cols).map(move |c| (r, c)))
            .map(|(r, c)| self.get(r, c).clone())
            .collect();
        Grid {
            rows: self.rows,
            cols: self.cols,
            cells,
        }
    }
}

/// The name of a cell as board games write it: column letters from the
/// left (`a`…`z`, then `aa`, `ab`, …) and the row number from the top, both
/// counted from 1 (`r` and `c` count from 0).
///
/// ```
/// use conway::rulesets::grid::cell_name;
/// assert_eq!(cell_name(0, 0), "a1");
/// assert_eq!(cell_name(2, 25), "z3");
/// assert_eq!(cell_name(9, 27), "ab10");
/// ```
pub fn cell_name(r: usize, c: usize) -> String {
    format!("{}{}", column_name(c), r + 1)
}

/// The cell `name` names (`a1`, `B2`, `ab10`: column letters, then the row
/// number from 1), as `(row, column)` from 0: the inverse of [`cell_name`].
///
/// ```
/// use conway::rulesets::grid::read_cell_name;
/// assert_eq!(read_cell_name("a1"), Some((0, 0)));
/// assert_eq!(read_cell_name(" Z3 "), Some((2, 25)));
/// assert_eq!(read_cell_name("ab10"), Some((9, 27)));
/// assert_eq!(read_cell_name("a0"), None);
/// assert_eq!(read_cell_name("1a"), None);
/// ```
pub fn read_cell_name(name: &str) -> Option<(usize, usize)> {
    let name = name.trim().to_ascii_lowercase();
    let split = name.find(|c: char| !c.is_ascii_lowercase())?;
    let (letters, digits) = name.split_at(split);
    if letters.is_empty() || letters.len() > 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let column = letters
        .bytes()
        .fold(0usize, |c, b| c * 26 + usize::from(b - b'a') + 1);
    let row: usize = digits.parse().ok()?;
    Some((row.checked_sub(1)?, column - 1))
}

/// A board written as rows separated by `|` (one character a cell), drawn
/// for the terminal with its coordinates as moves name them: column
/// letters above, row numbers (from 1 at the top) on the left.
///
/// ```
/// use conway::rulesets::grid::with_coordinates;
/// assert_eq!(with_coordinates("x.o|..#"), "  a b c\n1 x . o\n2 . . #");
/// ```
pub fn with_coordinates(rows: &str) -> String {
    let rows: Vec<Vec<char>> = rows.split('|').map(|r| r.chars().collect()).collect();
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let number_width = rows.len().to_string().len();
    let cell_width = column_name(cols.saturating_sub(1)).len();
    let mut lines = Vec::with_capacity(rows.len() + 1);
    let header: Vec<String> = (0..cols)
        .map(|c| format!("{:>cell_width$}", column_name(c)))
        .collect();
    lines.push(format!("{:number_width$} {}", "", header.join(" ")));
    for (r, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(|ch| format!("{ch:>cell_width$}")).collect();
        lines.push(format!("{:>number_width$} {}", r + 1, cells.join(" ")));
    }
    lines.join("\n")
}

/// The letters of column `c` (from 0 at the left): `a`…`z`, then `aa`,
/// `ab`, ….
///
/// ```
/// use conway::rulesets::grid::column_name;
/// assert_eq!(column_name(0), "a");
/// assert_eq!(column_name(26), "aa");
/// ```
pub fn column_name(c: usize) -> String {
    let mut letters = Vec::new();
    let mut k = c + 1;
    while k > 0 {
        k -= 1;
        letters.push(b'a' + (k % 26) as u8);
        k /= 26;
    }
    letters.reverse();
    String::from_utf8_lossy(&letters).into_owned()
}
