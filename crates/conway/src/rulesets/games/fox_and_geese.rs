//! Fox and Geese (Berlekamp, Conway, Guy, *Winning Ways*, ch. 22): a fox
//! and some geese on a checkerboard. Left moves a goose one square
//! diagonally forward (down the board as written); Right moves the fox one
//! square diagonally in any direction; nobody jumps or captures. The fox
//! loses when it is trapped, the geese when none can move. The fox can
//! always go back where it came from, so play can cycle: positions are
//! analysed with draws ([`crate::rulesets::loopy_position`]). As in *Winning Ways*
//! and CGSuite (`game.grid.FoxAndGeese`), the geese are Left.
//!
//! Boards are written as rows from top to bottom separated by `|`: `g` a
//! goose, `f` the fox (exactly one), `.` an empty square. Pieces move
//! diagonally, so only squares of one colour matter. Moves name squares as
//! the other grid games do (columns `a`, `b`, … from the left, rows from 1
//! at the top): `b1-c2`.
//!
//! The standard start is the 8×8 board with four geese on the top row and
//! the fox on the bottom row, [`STANDARD`]. Its value is `2 + over`
//! (Winning Ways, 2nd edition, vol. 3, ch. 22, after Jonathan Welton; the
//! first edition's `1 + over` supposed an endless board): the geese win
//! whoever starts.
//!
//! Ceylonese Fox and Geese (CGSuite's `CeyloneseFoxAndGeese`, its
//! `GenFoxAndGeese` schema with `foxRange => 2`) gives the fox a longer
//! reach: it moves one or two squares along a diagonal in any direction,
//! never changing direction and never jumping a goose.
//!
//! ```
//! use conway::rulesets::{self, Position};
//! let p = rulesets::find("fox-and-geese").unwrap().parse("g.g.|....|.f..").unwrap();
//! let a = p.loopy().unwrap().analyze_loopy(&conway::control::Control::unlimited()).unwrap();
//! // Two geese against a fox behind them: the fox gets past, and wins.
//! assert_eq!(a.outcome.to_string(), "R");
//! ```

use crate::error::ParseError;
use crate::loopy::LoopyGame;
use crate::rulesets::grid::{cell_name, with_coordinates, Grid};
use crate::rulesets::loopy_position::{LoopyPosition, LoopyRules};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::{Game, Player};

/// The standard start: the geese on the top row, the fox on the bottom row
/// of an 8×8 board.
pub const STANDARD: &str =
    "g.g.g.g.|........|........|........|........|........|........|.f......";

/// A square, as an index `row * cols + col`.
type Square = u16;

/// A Fox and Geese position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct FoxAndGeese {
    rows: u16,
    cols: u16,
    /// The geese, in increasing order.
    geese: Vec<Square>,
    fox: Square,
    /// How many squares along a diagonal the fox may move (1, or 2 in the
    /// Ceylonese game).
    fox_range: u16,
}

/// The largest board side accepted.
const MAX_SIDE: usize = 64;

impl FoxAndGeese {
    /// Reads a board of `g`, `f` and `.` with exactly one fox.
    pub fn parse(text: &str) -> Result<FoxAndGeese, ParseError> {
        FoxAndGeese::parse_with_fox_range(text, 1)
    }

    /// Reads a board whose fox moves up to `fox_range` squares along a
    /// diagonal (2 in Ceylonese Fox and Geese).
    ///
    /// ```
    /// use conway::rulesets::fox_and_geese::FoxAndGeese;
    /// use conway::rulesets::loopy_position::LoopyRules;
    /// use conway::value::Player;
    /// let p = FoxAndGeese::parse_with_fox_range("...|...|f..", 2).unwrap();
    /// // b2 and c1: one and two squares up the diagonal.
    /// assert_eq!(p.labelled_moves(Player::Right).len(), 2);
    /// ```
    pub fn parse_with_fox_range(text: &str, fox_range: u16) -> Result<FoxAndGeese, ParseError> {
        let expected = "'g' (a goose), 'f' (the fox) or '.'";
        let grid = Grid::parse(text, |c| "gf.".contains(c).then_some(c), expected)?;
        if grid.rows() > MAX_SIDE || grid.cols() > MAX_SIDE {
            let message = format!("boards have at most {MAX_SIDE} rows and {MAX_SIDE} columns");
            return Err(ParseError::at(text, 0, message));
        }
        let squares = |piece: char| {
            let cells = grid.cells().iter().enumerate();
            cells
                .filter(move |&(_, &c)| c == piece)
                .map(|(i, _)| i as Square)
        };
        let foxes: Vec<Square> = squares('f').collect();
        if foxes.len() != 1 {
            let found = foxes.len();
            let at = text
                .match_indices('f')
                .nth(1)
                .map_or(text.len(), |(i, _)| i);
            let message = format!("expected exactly one fox 'f', found {found}");
            return Err(ParseError::at(text, at, message));
        }
        Ok(FoxAndGeese {
            rows: grid.rows() as u16,
            cols: grid.cols() as u16,
            geese: squares('g').collect(),
            fox: foxes[0],
            fox_range,
        })
    }

    /// The square one diagonal step from `from`, if on the board.
    fn step(&self, from: Square, down: bool, right: bool) -> Option<Square> {
        let (r, c) = (from / self.cols, from % self.cols);
        let r = if down { r + 1 } else { r.checked_sub(1)? };
        let c = if right { c + 1 } else { c.checked_sub(1)? };
        (r < self.rows && c < self.cols).then_some(r * self.cols + c)
    }

    fn is_empty(&self, square: Square) -> bool {
        square != self.fox && self.geese.binary_search(&square).is_err()
    }

    fn name(&self, square: Square) -> String {
        let cols = self.cols as usize;
        cell_name(square as usize / cols, square as usize % cols)
    }

    /// The geese's moves: each goose one square diagonally down.
    fn goose_moves(&self) -> Vec<PieceMove> {
        let mut moves = Vec::new();
        for &goose in &self.geese {
            for right in [false, true] {
                let Some(to) = self.step(goose, true, right) else {
                    continue;
                };
                if self.is_empty(to) {
                    moves.push((goose, to));
                }
            }
        }
        moves
    }

    /// The fox's moves: along each diagonal, up to its range, over empty
    /// squares only.
    fn fox_moves(&self) -> Vec<PieceMove> {
        let mut moves = Vec::new();
        for (down, right) in [(false, false), (false, true), (true, false), (true, true)] {
            let mut at = self.fox;
            for _ in 0..self.fox_range {
                match self.step(at, down, right) {
                    Some(to) if self.is_empty(to) => at = to,
                    _ => break,
                }
                moves.push((self.fox, at));
            }
        }
        moves
    }
}

/// A move: the square a piece leaves and the square it reaches.
type PieceMove = (Square, Square);

impl LoopyRules for FoxAndGeese {
    fn notation(&self) -> String {
        let (rows, cols) = (self.rows as usize, self.cols as usize);
        let mut cells = vec!['.'; rows * cols];
        for &g in &self.geese {
            cells[g as usize] = 'g';
        }
        cells[self.fox as usize] = 'f';
        Grid::from_cells(rows, cols, cells).notation(|&c| c)
    }

    fn render(&self) -> String {
        with_coordinates(&self.notation())
    }

    type Move = PieceMove;

    fn moves(&self, player: Player) -> impl Iterator<Item = PieceMove> {
        let moves = match player {
            Player::Left => self.goose_moves(),
            Player::Right => self.fox_moves(),
        };
        moves.into_iter()
    }

    fn play(&self, (from, to): PieceMove) -> FoxAndGeese {
        let mut next = self.clone();
        if from == self.fox {
            next.fox = to;
        } else if let Ok(i) = next.geese.binary_search(&from) {
            next.geese[i] = to;
            next.geese.sort_unstable();
        }
        next
    }

    fn label(&self, &(from, to): &PieceMove) -> String {
        format!("{}-{}", self.name(from), self.name(to))
    }

    /// The standard start's `2 + over` (Winning Ways, 2nd ed., vol. 3,
    /// ch. 22, after Welton): its 966,123 positions are too many for a
    /// simplest form, so the analysis proves this value by comparison.
    fn literature_values(&self) -> Vec<(LoopyGame, &'static str)> {
        let standard = self.fox_range == 1 && self.notation() == STANDARD;
        match standard {
            true => vec![(
                LoopyGame::from_game(Game::integer(2)) + LoopyGame::over(),
                "Winning Ways (2nd ed., ch. 22, after Welton)",
            )],
            false => Vec::new(),
        }
    }
}

/// The Fox and Geese ruleset.
pub const FOX_AND_GEESE: Metadata = Metadata {
    name: "fox-and-geese",
    kind: Kind::Partizan,
    summary: "Fox and Geese (Winning Ways ch. 22): geese (Left) step diagonally down, the fox \
         (Right) diagonally any way; the side that cannot move loses; play can cycle.",
    syntax: "Rows from top to bottom separated by '|': 'g' a goose, 'f' the fox (exactly one), \
         '.' empty. The standard start is g.g.g.g.|........|........|........|........|\
         ........|........|.f...... (value 2 + over: the geese win). Moves name squares \
         a1 (top left), b2, ...: b1-c2.",
    example: "g.g.g.|......|......|...f..",
    parse: |position| FoxAndGeese::parse(position).map(LoopyPosition::boxed),
    drawing: Some(Drawing::Grid),
    can_cycle: true,
};

/// Ceylonese Fox and Geese: the fox moves up to two squares.
pub const CEYLONESE_FOX_AND_GEESE: Metadata = Metadata {
    name: "ceylonese-fox-and-geese",
    kind: Kind::Partizan,
    summary: "Ceylonese Fox and Geese (CGSuite's CeyloneseFoxAndGeese): Fox and Geese with a fox \
         that moves one or two squares along a diagonal, never jumping a goose.",
    syntax: "As fox-and-geese: rows from top to bottom separated by '|', 'g' a goose, 'f' the \
         fox (exactly one), '.' empty; moves name squares a1 (top left), b2, ...: b1-d3.",
    example: "g.g.g.|......|......|...f..",
    parse: |position| FoxAndGeese::parse_with_fox_range(position, 2).map(LoopyPosition::boxed),
    drawing: Some(Drawing::Grid),
    can_cycle: true,
};
