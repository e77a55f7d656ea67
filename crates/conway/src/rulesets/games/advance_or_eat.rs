//! Advance or Eat, the partizan game of the Advance or Eat problem.
//!
//! A board of `W` (White, Left, who moves first), `B` (Black, Right) and `.`
//! (empty) cells, written as rows from top to bottom separated by `|` or
//! newlines: the first row written is the top row. On a turn a player
//! either advances one of their own pieces one square *up* (towards the
//! first row) into an empty square, or eats (removes) any one of the
//! opponent's pieces. Both colours move up. A player who cannot move loses.
//! The problem's boards are N×N; any rectangle of at most 64 rows works.
//!
//! Every move changes one column only, so the board is the sum of its
//! columns, and the problem's editorial proves that every column is a
//! number: when White can move to `a` and Black to `b`, then `a < b` (the
//! two moves commute, or one of them undoes the other and there is a White
//! move from `b` to `a`). A column's value is therefore given by the
//! simplest-number rule over its options ([`column_value`], memoised
//! for the process), and the board's value is the sum of the column values:
//! White, moving first, wins exactly when it is positive. Rows below a
//! column's lowest piece never matter (pieces only move up), so a column is
//! its two sets of pieces, whatever the board's height.
//!
//! For the canonical-form [`Solver`] the board splits into its non-empty
//! columns, each trimmed below its lowest piece; tests check the two
//! methods agree on every column up to height 8, and against plain
//! canonical forms on every column up to height 6 and on small boards.
//!
//! Moves are labelled by cells (column letter, row number from the top):
//! `a3-a2` advances the piece on a3 to a2, `eat b5` removes the piece on b5.
//!
//! ```
//! use conway::rulesets::advance_or_eat::AdvanceOrEat;
//! use conway::rulesets::partizan_position::PartizanRules;
//! use conway::value::Game;
//! // A White piece alone on the top row: only Black can move (eating it),
//! // so the column is { | 0} = -1. One row lower, White may first advance
//! // it: {-1 | 0} = -1/2.
//! let board = AdvanceOrEat::parse("W.|.W").unwrap();
//! let values: Vec<String> = board.column_values().iter().map(|v| v.as_ref().unwrap().to_string()).collect();
//! assert_eq!(values, ["-1", "-1/2"]);
//! assert_eq!(board.value().to_string(), "-3/2");
//! ```

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::numeric::Dyadic;
use crate::partizan::simplest_number::simplest_number;
use crate::partizan::{PartizanGame, Solver};
use crate::rulesets::grid::{cell_name, column_name, Grid};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::schema::Detail;
use crate::value::{Game, Player};
use rustc_hash::FxHashMap;
use std::sync::{LazyLock, Mutex};

/// The most rows a board may have (a column is two 64-bit sets).
pub const MAX_ROWS: usize = 64;

/// One column: the rows (bit `r` is row `r` from the top, from 0) holding
/// White and Black pieces. The board's height does not matter to the game:
/// pieces only move up.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Column {
    /// Rows holding a White piece.
    pub white: u64,
    /// Rows holding a Black piece.
    pub black: u64,
}

impl Column {
    /// True if the column holds no piece.
    pub fn is_empty(self) -> bool {
        self.white | self.black == 0
    }

    /// The number of rows down to the lowest piece (0 for an empty column).
    pub fn height(self) -> usize {
        64 - (self.white | self.black).leading_zeros() as usize
    }

    /// The moves of `player`: `(from, to, after)` where `to` is `Some(row)`
    /// for an advance from `from` to `row` and `None` for eating the piece
    /// on `from`.
    fn moves(self, player: Player) -> Vec<(usize, Option<usize>, Column)> {
        let (own, other) = match player {
            Player::Left => (self.white, self.black),
            Player::Right => (self.black, self.white),
        };
        let occupied = own | other;
        let mut out = Vec::new();
        for r in rows(own) {
            if r > 0 && occupied >> (r - 1) & 1 == 0 {
                let moved = own & !(1 << r) | 1 << (r - 1);
                out.push((r, Some(r - 1), Column::with(player, moved, other)));
            }
        }
        for r in rows(other) {
            out.push((r, None, Column::with(player, own, other & !(1 << r))));
        }
        out
    }

    /// The column with `own` the pieces of `player` and `other` the
    /// opponent's.
    fn with(player: Player, own: u64, other: u64) -> Column {
        match player {
            Player::Left => Column {
                white: own,
                black: other,
            },
            Player::Right => Column {
                white: other,
                black: own,
            },
        }
    }

    fn options(self, player: Player) -> Vec<Column> {
        self.moves(player).into_iter().map(|m| m.2).collect()
    }
}

/// The members of a set of rows, from the top.
fn rows(set: u64) -> impl Iterator<Item = usize> {
    let mut s = set;
    std::iter::from_fn(move || {
        (s != 0).then(|| {
            let r = s.trailing_zeros() as usize;
            s &= s - 1;
            r
        })
    })
}

/// Column values found so far in this process, by the simplest-number rule
/// (`None` where the rule finds no number; never, by the editorial's proof).
static COLUMN_VALUES: LazyLock<Mutex<FxHashMap<Column, Option<Dyadic>>>> =
    LazyLock::new(|| Mutex::new(FxHashMap::default()));

/// The value of one column by the simplest-number rule: the simplest
/// number greater than every White option and less than every Black option
/// ([`simplest_number`]), computed over the column states it can reach with
/// an explicit stack and memoised for the process. `None` if some state has
/// no such number (the editorial proves this never happens; the tests check
/// it on every column up to height 8).
///
/// ```
/// use conway::numeric::Dyadic;
/// use conway::rulesets::advance_or_eat::{column_value, Column};
/// // White on row 0 above Black on row 1 (bits from the top). White's only
/// // move eats Black, leaving White alone on top: { | 0} = -1. Black's only
/// // move eats White, leaving Black below an empty square, which is
/// // {0 | {0 | }} = {0 | 1} = 1/2. So the column is {-1 | 1/2} = 0.
/// let col = Column { white: 0b01, black: 0b10 };
/// assert_eq!(column_value(col), Some(Dyadic::ZERO));
/// ```
pub fn column_value(column: Column) -> Option<Dyadic> {
    let mut memo = COLUMN_VALUES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(v) = memo.get(&column) {
        return v.clone();
    }
    // (state, its options have been pushed)
    let mut stack = vec![(column, false)];
    while let Some((c, expanded)) = stack.pop() {
        if memo.contains_key(&c) {
            continue;
        }
        let left = c.options(Player::Left);
        let right = c.options(Player::Right);
        if !expanded {
            stack.push((c, true));
            stack.extend(
                left.iter()
                    .chain(&right)
                    .filter(|o| !memo.contains_key(*o))
                    .map(|&o| (o, false)),
            );
            continue;
        }
        let values =
            |os: &[Column]| -> Vec<Option<Dyadic>> { os.iter().map(|o| memo[o].clone()).collect() };
        let v = simplest_number(&values(&left), &values(&right));
        memo.insert(c, v);
    }
    memo[&column].clone()
}

/// An Advance or Eat board.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AdvanceOrEat {
    rows: usize,
    columns: Vec<Column>,
}

impl AdvanceOrEat {
    /// Reads a board: rows from top to bottom separated by `|` or newlines,
    /// `W` a White piece, `B` a Black one, `.` an empty square (lower case
    /// accepted); at most 64 rows.
    ///
    /// ```
    /// use conway::rulesets::advance_or_eat::AdvanceOrEat;
    /// let e = AdvanceOrEat::parse("W.|.X").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 5));
    /// ```
    pub fn parse(text: &str) -> Result<AdvanceOrEat, ParseError> {
        let grid = Grid::parse(
            text,
            |c| match c.to_ascii_uppercase() {
                'W' => Some(Some(Player::Left)),
                'B' => Some(Some(Player::Right)),
                '.' => Some(None),
                _ => None,
            },
            "'W', 'B' or '.'",
        )?;
        if grid.rows() > MAX_ROWS {
            let at = text.match_indices(['|', '\n']).nth(MAX_ROWS - 1);
            return Err(ParseError::at(
                text,
                at.map_or(text.len(), |(i, _)| i),
                format!("a board has at most {MAX_ROWS} rows"),
            ));
        }
        let mut columns = vec![Column::default(); grid.cols()];
        for r in 0..grid.rows() {
            for (c, column) in columns.iter_mut().enumerate() {
                match grid.get(r, c) {
                    Some(Player::Left) => column.white |= 1 << r,
                    Some(Player::Right) => column.black |= 1 << r,
                    None => {}
                }
            }
        }
        Ok(AdvanceOrEat {
            rows: grid.rows(),
            columns,
        })
    }

    /// A board of `rows` rows with the given columns, from the left (pieces
    /// below row `rows` are not allowed).
    ///
    /// ```
    /// use conway::rulesets::advance_or_eat::{AdvanceOrEat, Column};
    /// use conway::rulesets::partizan_position::PartizanRules;
    /// let b = AdvanceOrEat::from_columns(3, vec![Column { white: 0b100, black: 0b001 }]);
    /// assert_eq!(b.notation(), "B|.|W");
    /// ```
    ///
    /// # Panics
    /// If `rows > 64` or a column has a piece below the board.
    pub fn from_columns(rows: usize, columns: Vec<Column>) -> AdvanceOrEat {
        assert!(rows <= MAX_ROWS, "at most {MAX_ROWS} rows");
        assert!(
            columns.iter().all(|c| c.height() <= rows),
            "pieces must be on the board"
        );
        AdvanceOrEat { rows, columns }
    }

    /// The columns, from the left.
    pub fn columns(&self) -> &[Column] {
        &self.columns
    }

    /// Each column's value by the simplest-number rule (see [`column_value`]).
    pub fn column_values(&self) -> Vec<Option<Dyadic>> {
        self.columns.iter().map(|&c| column_value(c)).collect()
    }

    /// The sum of the column values by the simplest-number rule, `None` if some
    /// column has no number value (never, by the editorial's proof).
    ///
    /// ```
    /// use conway::rulesets::advance_or_eat::AdvanceOrEat;
    /// // -1 (White on top) + 1/2 (Black below an empty square).
    /// let b = AdvanceOrEat::parse("W.|.B").unwrap();
    /// assert_eq!(b.number_value().unwrap().to_string(), "-1/2");
    /// ```
    pub fn number_value(&self) -> Option<Dyadic> {
        let mut sum = Dyadic::ZERO;
        for &c in &self.columns {
            sum = &sum + &column_value(c)?;
        }
        Some(sum)
    }

    fn single(column: Column) -> AdvanceOrEat {
        AdvanceOrEat {
            rows: column.height(),
            columns: vec![column],
        }
    }
}

impl PartizanGame for AdvanceOrEat {
    fn left_options(&self) -> Vec<AdvanceOrEat> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<AdvanceOrEat> {
        self.options_of(Player::Right)
    }

    /// The non-empty columns, each on its own, trimmed below its lowest
    /// piece.
    fn components(&self) -> Vec<AdvanceOrEat> {
        self.columns
            .iter()
            .filter(|c| !c.is_empty())
            .map(|&c| AdvanceOrEat::single(c))
            .collect()
    }

    /// The non-empty columns in sorted order, trimmed below the lowest
    /// piece (the order of the columns of a sum does not matter).
    fn normalized(&self) -> AdvanceOrEat {
        let mut columns: Vec<Column> = self
            .columns
            .iter()
            .copied()
            .filter(|c| !c.is_empty())
            .collect();
        columns.sort();
        AdvanceOrEat {
            rows: columns.iter().map(|c| c.height()).max().unwrap_or(0),
            columns,
        }
    }

    /// A single column's number by the simplest-number rule
    /// ([`column_value`]), so the solver and the outcome search add columns
    /// instead of searching them.
    fn known_value(&self) -> Option<Game> {
        match self.columns.as_slice() {
            [] => Some(Game::ZERO),
            [column] => column_value(*column).map(Game::dyadic),
            _ => None,
        }
    }
}

impl PartizanRules for AdvanceOrEat {
    fn notation(&self) -> String {
        let mut s = String::new();
        for r in 0..self.rows {
            if r > 0 {
                s.push('|');
            }
            for c in &self.columns {
                s.push(match (c.white >> r & 1, c.black >> r & 1) {
                    (1, _) => 'W',
                    (_, 1) => 'B',
                    _ => '.',
                });
            }
        }
        s
    }

    fn render(&self) -> String {
        crate::rulesets::grid::with_coordinates(&self.notation())
    }

    /// A piece advanced or an enemy piece eaten: the column, the row
    /// from, the row to (none for eating), and the column after.
    type Move = (usize, usize, Option<usize>, Column);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        let columns = self.columns.iter().enumerate();
        columns.flat_map(move |(i, &column)| {
            let moves = column.moves(player).into_iter();
            moves.map(move |(from, to, after)| (i, from, to, after))
        })
    }

    fn play(&self, (i, _, _, after): Self::Move) -> AdvanceOrEat {
        let mut next = self.clone();
        next.columns[i] = after;
        next
    }

    fn label(&self, &(i, from, to, _): &Self::Move) -> String {
        match to {
            Some(to) => format!("{}-{}", cell_name(from, i), cell_name(to, i)),
            None => format!("eat {}", cell_name(from, i)),
        }
    }

    /// The sum of the column values by the simplest-number rule; the canonical-form
    /// solver only if some column were not a number.
    fn value_with(&self, control: &Control) -> Result<Game, Stop> {
        match self.number_value() {
            Some(x) => Ok(Game::dyadic(x)),
            None => Solver::<AdvanceOrEat>::shared().value_with(self, control),
        }
    }

    fn details(&self, _value: Game) -> Vec<Detail> {
        let mut out: Vec<Detail> = self
            .column_values()
            .into_iter()
            .enumerate()
            .map(|(i, v)| {
                let v = v.map_or_else(|| "not a number".to_string(), |v| v.to_string());
                Detail::text(format!("column {}", column_name(i)), v)
            })
            .collect();
        if let Some(sum) = self.number_value() {
            let winner = if sum.signum() > 0 { "White" } else { "Black" };
            out.push(Detail::text("sum", sum.to_string()));
            out.push(Detail::text("winner with White to move", winner));
        }
        out
    }
}

/// The Advance or Eat ruleset.
pub const ADVANCE_OR_EAT: Metadata = Metadata {
    name: "advance-or-eat",
    kind: Kind::Partizan,
    summary: "Advance or Eat: move one of your pieces one square up, or eat any opponent piece; \
         White (Left) moves first.",
    syntax: "Rows from top to bottom separated by '|': 'W' White (Left), 'B' Black (Right), '.' empty; \
         up is towards the first row. Moves: a3-a2 (advance), eat b5 (column letter, row from the top).",
    example: "W.B.|.BW.|B..W|.W.B",
    parse: |position| AdvanceOrEat::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::Grid),
    can_cycle: false,
};
