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
use crate::rulesets::grid::cell_name;
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::stone_words::StoneWords;
use crate::rulesets::stones::{bounds, Stone, StoneBoard, StoneMove, DIRECTIONS};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// A Clobber position.
///
/// A board of at most 64 cells is kept as two words (the masks of Left's
/// and Right's stones), so that moves, groups and normal forms are word
/// operations; a larger one cell by cell. Every board that fits is kept
/// as words, so equal boards are equal values of this type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Clobber(Board);

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Board {
    Words(StoneWords),
    Cells(StoneBoard),
}

/// A Clobber move: the cells a stone moves from and onto (row, column,
/// from 0 at the top left).
///
/// ```
/// use conway::rulesets::clobber::{Capture, Clobber};
/// use conway::rulesets::partizan_position::PartizanRules;
/// use conway::value::Player;
/// let board = Clobber::parse("xo.|o..").unwrap();
/// let moves: Vec<Capture> = board.moves(Player::Left).collect();
/// assert_eq!(moves, [Capture { from: (0, 0), to: (1, 0) }, Capture { from: (0, 0), to: (0, 1) }]);
/// assert_eq!(board.label(&moves[1]), "a1-b1");
/// assert_eq!(board.play(moves[1]).notation(), ".x.|o..");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Capture {
    /// The cell the stone leaves.
    pub from: (usize, usize),
    /// The cell of the stone it clobbers.
    pub to: (usize, usize),
}

impl Clobber {
    /// Reads a board (`x` Left, `o` Right, `.` empty, rows separated by `|`).
    pub fn parse(text: &str) -> Result<Clobber, ParseError> {
        StoneBoard::parse(text).map(Clobber::from_board)
    }

    /// The position of a board; a blocked cell (`#`, which Clobber has
    /// not) is read as an empty one.
    ///
    /// ```
    /// use conway::rulesets::clobber::Clobber;
    /// use conway::rulesets::stones::StoneBoard;
    /// let b = StoneBoard::parse("xo.|.ox").unwrap();
    /// assert_eq!(Clobber::from_board(b.clone()).board(), b);
    /// let blocked = StoneBoard::parse_with_blocked("xo#").unwrap();
    /// assert_eq!(Clobber::from_board(blocked).board().to_string(), "xo.");
    /// ```
    pub fn from_board(board: StoneBoard) -> Clobber {
        let board = if board.line().contains(&Stone::Blocked) {
            StoneBoard::parse(&board.to_string().replace('#', ".")).expect("a board of x, o and .")
        } else {
            board
        };
        match StoneWords::from_board(&board) {
            Some(words) => Clobber(Board::Words(words)),
            None => Clobber(Board::Cells(board)),
        }
    }

    /// The board, cell by cell.
    pub fn board(&self) -> StoneBoard {
        match &self.0 {
            Board::Words(w) => w.to_board(),
            Board::Cells(b) => b.clone(),
        }
    }

    /// The least image of the board under the symmetries of the rectangle
    /// (and the exchange of colours, if `exchanging`), and whether it took
    /// the exchange.
    fn least_image(&self, exchanging: bool) -> (Clobber, bool) {
        let cut = match &self.0 {
            Board::Words(w) => return Self::least_of_words(*w, exchanging),
            Board::Cells(b) => cut_to_stones(b),
        };
        if let Some(w) = StoneWords::from_board(&cut) {
            return Self::least_of_words(w, exchanging);
        }
        let (board, negated) = if exchanging {
            cut.canonical_up_to_colours()
        } else {
            (cut.canonical(), false)
        };
        (Clobber(Board::Cells(board)), negated)
    }

    fn least_of_words(w: StoneWords, exchanging: bool) -> (Clobber, bool) {
        let (least, negated) = w.least_image(exchanging);
        (Clobber(Board::Words(least)), negated)
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
    cut_to_stones(b).canonical()
}

/// The board cut to the bounding box of its stones (one empty cell if it
/// has none).
fn cut_to_stones(b: &StoneBoard) -> StoneBoard {
    if b.rows() == 1 {
        let line = b.line();
        if let (Some(first), Some(last)) = (
            line.iter().position(|&s| s != Stone::Empty),
            line.iter().rposition(|&s| s != Stone::Empty),
        ) {
            return StoneBoard::row(line[first..=last].to_vec());
        }
    }
    let stones: Vec<(usize, usize)> = b.stones().collect();
    if stones.is_empty() {
        return StoneBoard::parse(".").expect("a one-cell board");
    }
    cut_to(b, &stones)
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
        match &self.0 {
            Board::Words(w) => w
                .groups()
                .into_iter()
                .filter(|g| g.has_both_colours())
                .map(|g| Clobber(Board::Words(g)))
                .collect(),
            // A row's groups are its runs of stones.
            Board::Cells(b) if b.rows() == 1 => b
                .line()
                .split(|&s| s == Stone::Empty)
                .filter(|run| run.contains(&Stone::Left) && run.contains(&Stone::Right))
                .map(|run| Clobber::from_board(StoneBoard::row(run.to_vec())))
                .collect(),
            Board::Cells(b) => groups(b)
                .into_iter()
                .filter(StoneBoard::has_both_colours)
                .map(Clobber::from_board)
                .collect(),
        }
    }

    /// The board cut to the bounding box of its stones, then the smallest
    /// of its images under the symmetries of the rectangle.
    fn normalized(&self) -> Clobber {
        self.least_image(false).0
    }

    /// The smaller of the normalised board and the normalised board with
    /// the colours exchanged; exchanging the colours exchanges the players,
    /// so the second one's value is negated, and a board and its colour
    /// swap share one entry of the transposition table.
    fn normalized_with_sign(&self) -> (Clobber, bool) {
        self.least_image(true)
    }
}

impl PartizanRules for Clobber {
    fn notation(&self) -> String {
        self.board().to_string()
    }

    fn render(&self) -> String {
        crate::rulesets::grid::with_coordinates(&self.board().to_string())
    }

    /// The least image under the symmetries of the rectangle and the
    /// exchange of colours: each has the same moves, renamed, or with the
    /// players exchanged, so the impartial variant keys its Grundy values
    /// by it.
    ///
    /// ```
    /// use conway::rulesets::clobber::Clobber;
    /// use conway::rulesets::partizan_position::PartizanRules;
    /// let a = Clobber::parse("xxo|..o").unwrap().same_moves_normalized();
    /// assert_eq!(a, Clobber::parse("o.|o.|xx").unwrap().same_moves_normalized());
    /// ```
    fn same_moves_normalized(&self) -> Clobber {
        self.least_image(true).0
    }

    /// A stone moved onto an adjacent one of the opponent.
    type Move = Capture;

    fn moves(&self, player: Player) -> impl Iterator<Item = Capture> {
        let (words, cells) = match &self.0 {
            Board::Words(w) => (Some(*w), None),
            Board::Cells(b) => (None, Some(b)),
        };
        let by_words = words.into_iter().flat_map(move |w| {
            w.captures(player).map(move |(from, to)| Capture {
                from: w.cell(from),
                to: w.cell(to),
            })
        });
        let by_cells = cells.into_iter().flat_map(move |b| {
            let (own, prey) = (Stone::of(player), Stone::of(player.opponent()));
            b.stones()
                .filter(move |&(r, c)| b.get(r, c) == own)
                .flat_map(move |from| {
                    DIRECTIONS
                        .iter()
                        .filter_map(move |&d| b.step(from, d))
                        .filter(move |&(r, c)| b.get(r, c) == prey)
                        .map(move |to| Capture { from, to })
                })
        });
        by_words.chain(by_cells)
    }

    fn play(&self, m: Capture) -> Clobber {
        match &self.0 {
            Board::Words(w) => {
                let bit = |(r, c): (usize, usize)| w.bit(r, c);
                Clobber(Board::Words(w.moved(bit(m.from), bit(m.to))))
            }
            Board::Cells(b) => Clobber(Board::Cells(b.moved(m.from, m.to, &[]))),
        }
    }

    fn label(&self, m: &Capture) -> String {
        format!(
            "{}-{}",
            cell_name(m.from.0, m.from.1),
            cell_name(m.to.0, m.to.1)
        )
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

/// The word form's captures and groups against the cell-by-cell functions
/// the other Clobber variants use, on every shape up to 4×4 and strips of
/// up to 64 cells.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::stone_words::tests::samples;

    #[test]
    fn captures_are_the_cell_by_cell_clobber_moves() {
        for b in samples() {
            let w = StoneWords::from_board(&b).unwrap();
            for player in [Player::Left, Player::Right] {
                let by_cells = capture_moves(&b, player, |t| t == Stone::of(player.opponent()));
                let by_words: Vec<_> = w.captures(player).collect();
                assert_eq!(by_words.len(), by_cells.len(), "{b}");
                for ((from, to), m) in by_words.into_iter().zip(by_cells) {
                    assert_eq!((w.cell(from), w.cell(to)), (m.from, m.to), "{b}");
                    assert_eq!(w.moved(from, to).to_board(), m.after, "{b}");
                }
            }
        }
    }

    #[test]
    fn groups_are_the_cell_by_cell_groups() {
        for b in samples() {
            let w = StoneWords::from_board(&b).unwrap();
            let by_words: Vec<StoneBoard> =
                w.groups().into_iter().map(StoneWords::to_board).collect();
            assert_eq!(by_words, groups(&b), "{b}");
        }
    }
}
