//! Ski Jumps (*Winning Ways*, vol. 1, ch. 2; the `cgt` crate's
//! `ski_jumps`): skiers on a slope of rows. Left's skiers travel east (to
//! the right), Right's west. A move slides one of your skiers one or more
//! empty squares along its row, or off the edge of the board, never past
//! another skier. A *jumper* (capital letter) may instead jump over an
//! opposing skier directly below it, onto the empty square directly below
//! that; the skier jumped over becomes a *slipper* (small letter), which
//! may slide but never jump again.
//!
//! A position is written as the `cgt` crate writes it: rows from top to
//! bottom separated by `|`, `.` an empty square, `L`/`l` Left's jumper and
//! slipper, `R`/`r` Right's. Moves are named by cells (column letter, row
//! number from the top): `b1-d1` slides, `b1-off` leaves the board, `b1^b3`
//! jumps.
//!
//! When no jumper has an opposing skier in the row below and no Left skier
//! faces a Right one in its row, nothing can interact any more: the value
//! is the integer of Left's squares to go minus Right's (each skier can
//! always step one square at a time).
//!
//! ```
//! use conway::rulesets::ski_jumps::SkiJumps;
//! use conway::rulesets::partizan_position::PartizanRules;
//! // Winning Ways' example (as the cgt crate tests it): 5/2.
//! assert_eq!(SkiJumps::parse(".L...|.R...|.....").unwrap().value().to_string(), "5/2");
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::grid::{cell_name, with_coordinates, Grid};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Kind, Metadata};
use crate::value::{Game, Player};

/// The most squares a board may have.
pub const MAX_SQUARES: usize = 100;

/// A square of the slope.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Square {
    /// No skier.
    Empty,
    /// A skier of `player`; `jumper` while it may still jump.
    Skier {
        /// Whose skier.
        player: Player,
        /// A jumper (`L`, `R`) rather than a slipper (`l`, `r`).
        jumper: bool,
    },
}

impl Square {
    fn from_char(c: char) -> Option<Square> {
        let skier = |player, jumper| Some(Square::Skier { player, jumper });
        match c {
            '.' => Some(Square::Empty),
            'L' => skier(Player::Left, true),
            'l' => skier(Player::Left, false),
            'R' => skier(Player::Right, true),
            'r' => skier(Player::Right, false),
            _ => None,
        }
    }

    fn to_char(self) -> char {
        match self {
            Square::Empty => '.',
            Square::Skier { player, jumper } => match (player, jumper) {
                (Player::Left, true) => 'L',
                (Player::Left, false) => 'l',
                (Player::Right, true) => 'R',
                (Player::Right, false) => 'r',
            },
        }
    }

    fn owner(self) -> Option<Player> {
        match self {
            Square::Empty => None,
            Square::Skier { player, .. } => Some(player),
        }
    }
}

/// A Ski Jumps position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SkiJumps {
    board: Grid<Square>,
}

impl SkiJumps {
    /// Reads a board (`.`, `L`, `l`, `R`, `r`; rows separated by `|`) of at
    /// most [`MAX_SQUARES`] squares.
    ///
    /// ```
    /// use conway::rulesets::ski_jumps::SkiJumps;
    /// assert!(SkiJumps::parse("L..|..r").is_ok());
    /// let e = SkiJumps::parse("L.x").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 3));
    /// ```
    pub fn parse(text: &str) -> Result<SkiJumps, ParseError> {
        let board = Grid::parse(text, Square::from_char, "'.', 'L', 'l', 'R' or 'r'")?;
        if board.cells().len() > MAX_SQUARES {
            return Err(ParseError::at(
                text,
                0,
                format!(
                    "the board has {} squares; at most {MAX_SQUARES} are searched",
                    board.cells().len()
                ),
            ));
        }
        Ok(SkiJumps { board })
    }

    /// The square in row `r` (from the top), column `c`.
    pub fn square(&self, r: usize, c: usize) -> Square {
        *self.board.get(r, c)
    }

    fn with(&self, changes: &[(usize, usize, Square)]) -> SkiJumps {
        let mut board = self.board.clone();
        for &(r, c, s) in changes {
            board.set(r, c, s);
        }
        SkiJumps { board }
    }

    /// The moves of one skier of `player` at `(r, c)`: slides, off the
    /// edge, and the jump.
    fn skier_moves(
        &self,
        r: usize,
        c: usize,
        player: Player,
        jumper: bool,
    ) -> Vec<(String, SkiJumps)> {
        let from = cell_name(r, c);
        let here = self.square(r, c);
        let mut out = Vec::new();
        let step = |c: usize| match player {
            Player::Left => (c + 1 < self.board.cols()).then_some(c + 1),
            Player::Right => c.checked_sub(1),
        };
        let mut at = c;
        loop {
            match step(at) {
                None => {
                    let off = self.with(&[(r, c, Square::Empty)]);
                    out.push((format!("{from}-off"), off));
                    break;
                }
                Some(next) if self.square(r, next) == Square::Empty => {
                    let slid = self.with(&[(r, c, Square::Empty), (r, next, here)]);
                    out.push((format!("{from}-{}", cell_name(r, next)), slid));
                    at = next;
                }
                Some(_) => break,
            }
        }
        if jumper && r + 2 < self.board.rows() {
            let below = self.square(r + 1, c);
            if below.owner() == Some(player.opponent()) && self.square(r + 2, c) == Square::Empty {
                let slipper = Square::Skier {
                    player: player.opponent(),
                    jumper: false,
                };
                let jumped =
                    self.with(&[(r, c, Square::Empty), (r + 1, c, slipper), (r + 2, c, here)]);
                out.push((format!("{from}^{}", cell_name(r + 2, c)), jumped));
            }
        }
        out
    }

    fn move_list(&self, player: Player) -> Vec<(String, SkiJumps)> {
        let mut out = Vec::new();
        for r in 0..self.board.rows() {
            for c in 0..self.board.cols() {
                if let Square::Skier { player: p, jumper } = self.square(r, c) {
                    if p == player {
                        out.extend(self.skier_moves(r, c, player, jumper));
                    }
                }
            }
        }
        out
    }

    /// Whether skiers can still meet: a jumper above an opposing skier's
    /// row, or a Left skier west of a Right one in the same row.
    fn can_interact(&self) -> bool {
        let rows = self.board.rows();
        let row_has = |r: usize, player: Player| {
            (0..self.board.cols()).any(|c| self.square(r, c).owner() == Some(player))
        };
        (0..rows).any(|r| {
            let mut left_seen = false;
            (0..self.board.cols()).any(|c| match self.square(r, c) {
                Square::Empty => false,
                Square::Skier { player, jumper } => {
                    let facing = player == Player::Right && left_seen;
                    left_seen |= player == Player::Left;
                    let jump = jumper && r + 1 < rows && row_has(r + 1, player.opponent());
                    facing || jump
                }
            })
        })
    }

    /// Left's squares to go (to leave the board) minus Right's.
    fn distance_balance(&self) -> i64 {
        let cols = self.board.cols() as i64;
        let mut total = 0i64;
        for r in 0..self.board.rows() {
            for c in 0..self.board.cols() {
                match self.square(r, c).owner() {
                    Some(Player::Left) => total += cols - c as i64,
                    Some(Player::Right) => total -= c as i64 + 1,
                    None => {}
                }
            }
        }
        total
    }
}

impl PartizanGame for SkiJumps {
    fn left_options(&self) -> Vec<SkiJumps> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<SkiJumps> {
        self.options_of(Player::Right)
    }

    /// Empty rows at the top never matter (skiers only go down).
    fn normalized(&self) -> SkiJumps {
        let cols = self.board.cols();
        let empty_rows = (0..self.board.rows())
            .take_while(|&r| (0..cols).all(|c| self.square(r, c) == Square::Empty))
            .count();
        if empty_rows == 0 || empty_rows == self.board.rows() {
            return self.clone();
        }
        let cells = self.board.cells()[empty_rows * cols..].to_vec();
        SkiJumps {
            board: Grid::from_cells(self.board.rows() - empty_rows, cols, cells),
        }
    }

    fn known_value(&self) -> Option<Game> {
        (!self.can_interact()).then(|| Game::integer(self.distance_balance()))
    }
}

impl PartizanRules for SkiJumps {
    fn notation(&self) -> String {
        self.board.notation(|s| s.to_char())
    }

    fn render(&self) -> String {
        with_coordinates(&self.notation())
    }

    /// A slide or a jump, labelled as it is made, with the position after.
    type Move = (String, SkiJumps);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> SkiJumps {
        m.1
    }

    fn label(&self, m: &Self::Move) -> String {
        m.0.clone()
    }
}

/// The Ski Jumps ruleset.
pub const SKI_JUMPS: Metadata = Metadata {
    name: "ski-jumps",
    kind: Kind::Partizan,
    summary: "Skiers slide east (Left) or west (Right) or off the board; a jumper may jump an opposing skier below, who becomes a slipper.",
    syntax: "Rows separated by '|' (as the cgt crate writes them): '.' empty, 'L'/'l' Left's \
         jumper/slipper, 'R'/'r' Right's, at most 100 squares. Moves: 'b1-d1', 'b1-off', \
         'b1^b3' (a jump).",
    example: "L....|....R|l....",
    parse: |position| SkiJumps::parse(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};
