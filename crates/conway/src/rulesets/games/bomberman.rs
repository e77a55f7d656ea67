//! Bomberman: rectangle splitting where every cell is a
//! candidate. A move in an `m × n` rectangle at row `r`, column `c`
//! leaves the rectangles `r × c`, `r × (n-1-c)`, `(m-1-r) × c` and
//! `(m-1-r) × (n-1-c)`, so a position is a sum of rectangles and a
//! rectangle's value depends only on its dimensions.
//!
//! The values `g(m, n)` for all `m, n <= N` come from one table, filled by
//! increasing dimensions; the move at `(r, c)` leaves the same pieces as
//! its mirror images `(m-1-r, c)`, `(r, n-1-c)`, so only a quarter of the
//! moves are tried, and `g(m, n) = g(n, m)`. The table is computed once per
//! process and grown when a larger board comes. The tests check it against
//! plain search of the game and against the general rectangle-splitting
//! programme.

use crate::control::{unbounded, Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata, Position};
use crate::schema::Detail;
use std::sync::{Arc, Mutex, OnceLock};

/// The largest side accepted.
pub const MAX_SIDE: u64 = 256;

/// The values `g(m, n)` of all boards with `m, n <= side`.
///
/// ```
/// use conway::rulesets::bomberman::BoardValues;
/// let t = BoardValues::compute(3);
/// assert_eq!((t.get(1, 3), t.get(2, 2), t.get(0, 3)), (1, 0, 0));
/// ```
pub struct BoardValues {
    side: usize,
    values: Vec<u16>,
}

impl BoardValues {
    /// The value of the `m × n` board (`m, n <= side`).
    pub fn get(&self, m: usize, n: usize) -> u64 {
        u64::from(self.values[m * (self.side + 1) + n])
    }

    /// Fills the table for sides up to `side`.
    pub fn compute(side: usize) -> BoardValues {
        unbounded(|c| BoardValues::compute_with(side, c))
    }

    /// Fills the table for sides up to `side` under `control`, one tick
    /// per board.
    ///
    /// ```
    /// use conway::control::{Control, Stop};
    /// use conway::rulesets::bomberman::BoardValues;
    /// let stopped = BoardValues::compute_with(100, &Control::new(Some(10), None));
    /// assert_eq!(stopped.err(), Some(Stop::Positions(10)));
    /// ```
    pub fn compute_with(side: usize, control: &Control) -> Result<BoardValues, Stop> {
        let mut t = BoardValues {
            side,
            values: vec![0; (side + 1) * (side + 1)],
        };
        let mut seen = vec![0u32; side * side + 2];
        let mut stamp = 0;
        for m in 1..=side {
            for n in m..=side {
                control.tick()?;
                stamp += 1;
                for r in 0..m.div_ceil(2) {
                    for c in 0..n.div_ceil(2) {
                        let v = t.split(m, n, r, c);
                        if let Some(slot) = seen.get_mut(v as usize) {
                            *slot = stamp;
                        }
                    }
                }
                let mex = (0..seen.len()).find(|&v| seen[v] != stamp).unwrap_or(0) as u16;
                t.values[m * (side + 1) + n] = mex;
                t.values[n * (side + 1) + m] = mex;
            }
        }
        Ok(t)
    }

    /// The value of the pieces left by the move at `(r, c)` in `m × n`.
    fn split(&self, m: usize, n: usize, r: usize, c: usize) -> u64 {
        let (b, d) = (m - 1 - r, n - 1 - c);
        self.get(r, c) ^ self.get(r, d) ^ self.get(b, c) ^ self.get(b, d)
    }
}

/// The table covering sides up to `side`, shared by the whole process.
fn table(side: usize) -> Arc<BoardValues> {
    unbounded(|c| table_with(side, c))
}

/// [`table`], computed under `control` when it is not there yet (a table
/// stopped half-way is not kept).
fn table_with(side: usize, control: &Control) -> Result<Arc<BoardValues>, Stop> {
    static TABLE: OnceLock<Mutex<Arc<BoardValues>>> = OnceLock::new();
    let cell = TABLE.get_or_init(|| Mutex::new(Arc::new(BoardValues::compute(0))));
    let mut current = cell.lock().unwrap_or_else(|p| p.into_inner());
    if current.side < side {
        *current = Arc::new(BoardValues::compute_with(side, control)?);
    }
    Ok(Arc::clone(&current))
}

/// The Grundy value of an `m × n` Bomberman board.
///
/// ```
/// use conway::rulesets::bomberman::board_value;
/// assert_eq!(board_value(1, 1), 1);
/// assert_eq!(board_value(2, 2), 0); // every move leaves a single cell, *1
/// ```
pub fn board_value(m: usize, n: usize) -> u64 {
    table(m.max(n)).get(m, n)
}

/// A sum of full rectangles, as (rows, columns).
///
/// ```
/// use conway::rulesets::bomberman::Bomberman;
/// use conway::rulesets::impartial_position::ImpartialRules;
/// let p = Bomberman::new(vec![(1, 3), (2, 2)]);
/// assert_eq!(p.notation(), "1x3 + 2x2");
/// // A move on one row removes all of it (*1); 2x2 is 0 (see board_value).
/// assert_eq!(p.grundy().0, 1);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Bomberman {
    boards: Vec<(usize, usize)>,
}

impl Bomberman {
    /// The sum of these boards.
    pub fn new(boards: Vec<(usize, usize)>) -> Bomberman {
        Bomberman { boards }
    }

    fn square_label(&self, i: usize, r: usize, c: usize) -> String {
        if self.boards.len() == 1 {
            format!("r{}c{}", r + 1, c + 1)
        } else {
            format!("{}:r{}c{}", i + 1, r + 1, c + 1)
        }
    }

    /// The position after the move at `(r, c)` on board `i`: the board is
    /// replaced by its non-empty pieces.
    fn after(&self, i: usize, r: usize, c: usize) -> Bomberman {
        let (m, n) = self.boards[i];
        let (b, d) = (m - 1 - r, n - 1 - c);
        let pieces = [(r, c), (r, d), (b, c), (b, d)]
            .into_iter()
            .filter(|&(h, w)| h > 0 && w > 0);
        let mut boards = self.boards[..i].to_vec();
        boards.extend(pieces);
        boards.extend_from_slice(&self.boards[i + 1..]);
        Bomberman { boards }
    }

    fn squares(&self) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        self.boards
            .iter()
            .enumerate()
            .flat_map(|(i, &(m, n))| (0..m).flat_map(move |r| (0..n).map(move |c| (i, r, c))))
    }

    fn largest_side(&self) -> usize {
        self.boards
            .iter()
            .map(|&(m, n)| m.max(n))
            .max()
            .unwrap_or(0)
    }
}

impl ImpartialGame for Bomberman {
    fn options(&self) -> Vec<Bomberman> {
        self.options_from_moves()
    }

    fn components(&self) -> Vec<Bomberman> {
        self.boards
            .iter()
            .map(|&b| Bomberman::new(vec![b]))
            .collect()
    }

    /// Boards turned to `rows <= columns`, empty ones dropped, sorted.
    fn normalized(&self) -> Bomberman {
        let mut boards: Vec<(usize, usize)> = self
            .boards
            .iter()
            .filter(|&&(m, n)| m > 0 && n > 0)
            .map(|&(m, n)| (m.min(n), m.max(n)))
            .collect();
        boards.sort_unstable();
        Bomberman { boards }
    }
}

impl ImpartialRules for Bomberman {
    fn notation(&self) -> String {
        if self.boards.is_empty() {
            return "0x0".into();
        }
        let parts: Vec<String> = self
            .boards
            .iter()
            .map(|(m, n)| format!("{m}x{n}"))
            .collect();
        parts.join(" + ")
    }

    /// The square bombed: the board and its row and column.
    type Move = (usize, usize, usize);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        self.squares()
    }

    fn play(&self, m: Self::Move) -> Bomberman {
        self.after(m.0, m.1, m.2)
    }

    fn label(&self, m: &Self::Move) -> String {
        self.square_label(m.0, m.1, m.2)
    }

    fn grundy_with(&self, control: &Control) -> Result<Nimber, Stop> {
        let t = table_with(self.largest_side(), control)?;
        Ok(Nimber(
            self.boards.iter().fold(0, |x, &(m, n)| x ^ t.get(m, n)),
        ))
    }

    /// The moves, on a board of value `g`, to pieces of value `g xor x`
    /// (`x` the value of the sum).
    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        let t = table_with(self.largest_side(), control)?;
        let x = self.boards.iter().fold(0, |x, &(m, n)| x ^ t.get(m, n));
        let mut wins = Vec::new();
        for (i, r, c) in self.squares() {
            control.poll()?;
            let (m, n) = self.boards[i];
            if x != 0 && t.split(m, n, r, c) == t.get(m, n) ^ x {
                wins.push(self.square_label(i, r, c));
            }
        }
        Ok(wins)
    }

    fn details(&self) -> Vec<Detail> {
        let t = table(self.largest_side());
        let values: Vec<String> = self
            .boards
            .iter()
            .map(|&(m, n)| format!("g({m}x{n}) = {}", t.get(m, n)))
            .collect();
        let json = self
            .boards
            .iter()
            .map(|&(m, n)| serde_json::json!({"rows": m, "cols": n, "nimber": t.get(m, n)}))
            .collect();
        vec![Detail::shaped("board values", values.join(", "), json)]
    }
}

/// Reads a position of [`BOMBERMAN`].
fn parse_bomberman(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let mut scan = Scanner::new(position);
    let mut boards = Vec::new();
    loop {
        let side = |scan: &mut Scanner| -> Result<usize, ParseError> {
            scan.skip_space();
            let at = scan.offset();
            let v = scan.number("a board side")?;
            scan.check_at_most(at, v, MAX_SIDE, "board side")?;
            Ok(v as usize)
        };
        let m = side(&mut scan)?;
        if !scan.eat('x') && !scan.eat('X') && !scan.eat('×') {
            return Err(scan.unexpected("'x' between rows and columns, e.g. '40x60'"));
        }
        let n = side(&mut scan)?;
        boards.push((m, n));
        if scan.at_end() {
            break;
        }
        scan.expect('+', "between boards, e.g. '3x4 + 2x2'")?;
    }
    Ok(Box::new(ImpartialPosition(Bomberman::new(boards))))
}

/// The ruleset `bomberman`.
pub const BOMBERMAN: Metadata = Metadata {
    name: "bomberman",
    kind: Kind::Impartial,
    summary: "Rectangle splitting with every cell a candidate: a sum of full m x n boards",
    syntax:
        "board sizes ROWSxCOLUMNS joined by '+', each side at most 256, e.g. '40x60' or '3x4 + 2x2'",
    example: "40x60",
    parse: parse_bomberman,
    drawing: None,
    can_cycle: false,
};
