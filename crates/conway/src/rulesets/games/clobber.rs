//! Clobber: a player moves one of their stones onto an orthogonally
//! adjacent stone of the opponent, which is removed ("clobbered"); a player
//! who cannot move loses (Albert, Grossman, Nowakowski, Wolfe, "An
//! introduction to Clobber", Integers 5, 2005; Albert, Nowakowski, Wolfe,
//! *Lessons in Play*).
//!
//! Positions are boards as CGSuite writes them: rows from top to bottom
//! separated by `|`, `x` a Left stone, `o` a Right stone, `.` an empty
//! cell; MCGS's `X` (its BLACK, which is its Left) and `O` read the same.
//! A move is named by the two cells, `a1-b1` (column letter, row number
//! from the top).
//!
//! Stones only ever move onto cells that hold stones, so the stones fall
//! into groups connected along rows and columns that never meet again: the
//! board is the sum of its groups. A group of one colour has no move (it is
//! 0) and is dropped; each other group is cut to its bounding box and
//! replaced by the smallest of its eight images under the symmetries of the
//! rectangle, or of the eight images with the colours exchanged, which is
//! the game with the players exchanged: its value is negated.
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::clobber::Clobber;
//! use conway::value::Game;
//! let v = |s: &str| Solver::new().value(&Clobber::parse(s).unwrap());
//! // xo: either player's only move leaves one stone (0): {0 | 0} = *.
//! assert_eq!(v("xo"), Game::nimber(1));
//! // xxo: Left clobbers to x.x (0), Right to xo. (*): {0 | *} = ↑.
//! assert_eq!(v("xxo"), Game::up(1));
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::stones::{bounds, Stone, StoneBoard, StoneMove, DIRECTIONS};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// A Clobber position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Clobber(pub StoneBoard);

impl Clobber {
    /// Reads a board (`x` Left, `o` Right, `.` empty, rows separated by `|`).
    pub fn parse(text: &str) -> Result<Clobber, ParseError> {
        StoneBoard::parse(text).map(Clobber)
    }

    /// The moves of `player`: the cells moved from and to, and the board
    /// after.
    fn move_list(&self, player: Player) -> Vec<StoneMove> {
        capture_moves(&self.0, player, |target| {
            target == Stone::of(player.opponent())
        })
    }
}

/// `player`'s moves of one stone onto an orthogonally adjacent stone that
/// `may_take` accepts, which is removed: Clobber's moves, and Cannibal
/// Clobber's.
pub(crate) fn capture_moves(
    b: &StoneBoard,
    player: Player,
    may_take: impl Fn(Stone) -> bool,
) -> Vec<StoneMove> {
    moves_along(b, player, &DIRECTIONS, false, may_take, Stone::Empty)
}

/// `player`'s moves of one stone by one of `steps` (repeated across empty
/// cells when `slide`, as a rook or queen moves) onto a cell whose
/// content `may_take` accepts; the cell left holds `left_behind` after.
/// Every Clobber variant's moves (CGSuite's `GenClobber`).
pub(crate) fn moves_along(
    b: &StoneBoard,
    player: Player,
    steps: &[(isize, isize)],
    slide: bool,
    may_take: impl Fn(Stone) -> bool,
    left_behind: Stone,
) -> Vec<StoneMove> {
    let own = Stone::of(player);
    let mut out = Vec::new();
    for from in b.stones().filter(|&(r, c)| b.get(r, c) == own) {
        for &d in steps {
            let mut at = from;
            while let Some(to) = b.step(at, d) {
                let target = b.get(to.0, to.1);
                if may_take(target) {
                    let after = b.moved(from, to, &[]);
                    let after = match left_behind {
                        Stone::Empty => after,
                        stone => after.placed(from, stone),
                    };
                    out.push(StoneMove { from, to, after });
                }
                if target != Stone::Empty || !slide {
                    break;
                }
                at = to;
            }
        }
    }
    out
}

/// The groups of stones connected along rows and columns, each as a list
/// of cells, each cut to its bounding box: stones that only ever move onto
/// stones never leave their group, so the board is the sum of them.
pub(crate) fn groups(b: &StoneBoard) -> Vec<StoneBoard> {
    groups_along(b, &DIRECTIONS)
}

/// The groups of stones connected by `steps` (one step each), each cut to
/// its bounding box.
pub(crate) fn groups_along(b: &StoneBoard, steps: &[(isize, isize)]) -> Vec<StoneBoard> {
    let mut seen = vec![false; b.rows() * b.cols()];
    let mut out = Vec::new();
    for start in b.stones() {
        if seen[start.0 * b.cols() + start.1] {
            continue;
        }
        seen[start.0 * b.cols() + start.1] = true;
        let mut group = vec![start];
        let mut i = 0;
        while let Some(&cell) = group.get(i) {
            i += 1;
            for &d in steps {
                if let Some((r, c)) = b.step(cell, d) {
                    if b.get(r, c) != Stone::Empty && !seen[r * b.cols() + c] {
                        seen[r * b.cols() + c] = true;
                        group.push((r, c));
                    }
                }
            }
        }
        out.push(cut_to(b, &group));
    }
    out
}

/// The board cut to the bounding box of its stones, then the smallest of
/// its images under the symmetries of the rectangle.
pub(crate) fn normalized_board(b: &StoneBoard) -> StoneBoard {
    let stones: Vec<(usize, usize)> = b.stones().collect();
    if stones.is_empty() {
        return StoneBoard::parse(".").expect("a one-cell board");
    }
    cut_to(b, &stones).canonical()
}

/// The smaller of the normalised board and the normalised board with the
/// colours exchanged (true: the second, whose value is the negative).
pub(crate) fn normalized_board_with_sign(b: &StoneBoard) -> (StoneBoard, bool) {
    let board = normalized_board(b);
    let swapped = board.swapped().canonical();
    if swapped < board {
        (swapped, true)
    } else {
        (board, false)
    }
}

/// The board cut to the bounding box of `cells`, keeping only those.
fn cut_to(board: &StoneBoard, cells: &[(usize, usize)]) -> StoneBoard {
    let rows = bounds(cells.iter().map(|c| c.0));
    let cols = bounds(cells.iter().map(|c| c.1));
    let mut kept = vec![false; board.rows() * board.cols()];
    for &(r, c) in cells {
        kept[r * board.cols() + c] = true;
    }
    board.cut(rows, cols, |r, c| kept[r * board.cols() + c])
}

impl PartizanGame for Clobber {
    fn left_options(&self) -> Vec<Clobber> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Clobber> {
        self.options_of(Player::Right)
    }

    /// The groups of connected stones that hold both colours, each cut to
    /// its bounding box.
    fn components(&self) -> Vec<Clobber> {
        groups(&self.0)
            .into_iter()
            .filter(StoneBoard::has_both_colours)
            .map(Clobber)
            .collect()
    }

    /// The board cut to the bounding box of its stones, then the smallest
    /// of its images under the symmetries of the rectangle.
    fn normalized(&self) -> Clobber {
        Clobber(normalized_board(&self.0))
    }

    /// The smaller of the normalised board and the normalised board with
    /// the colours exchanged; exchanging the colours exchanges the players,
    /// so the second one's value is negated, and a board and its colour
    /// swap share one entry of the transposition table.
    fn normalized_with_sign(&self) -> (Clobber, bool) {
        let (board, negated) = normalized_board_with_sign(&self.0);
        (Clobber(board), negated)
    }
}

impl PartizanRules for Clobber {
    fn notation(&self) -> String {
        self.0.to_string()
    }

    fn render(&self) -> String {
        crate::rulesets::grid::with_coordinates(&self.0.to_string())
    }

    /// A stone moved onto an adjacent one, with the board after.
    type Move = StoneMove;

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> Clobber {
        Clobber(m.after)
    }

    fn label(&self, m: &Self::Move) -> String {
        m.label()
    }
}

/// The Clobber ruleset.
pub const CLOBBER: Metadata = Metadata {
    name: "clobber",
    kind: Kind::Partizan,
    summary: "Move one of your stones onto an orthogonally adjacent opponent stone, removing it.",
    syntax: "Rows from top to bottom separated by '|': 'x' Left stone, 'o' Right stone, '.' empty \
         (MCGS's 'X' and 'O' read as Left and Right). Moves are named by the cells, e.g. a1-b1 \
         (column letter, row number from the top).",
    example: "xox|oxo|xox",
    parse: |position| Clobber::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::Grid),
    can_cycle: false,
};
