//! Amazons: a move slides one of the mover's amazons like a chess queen
//! (any distance along a row, column or diagonal, over empty squares only)
//! and then shoots an arrow from where it lands, again like a queen, onto
//! an empty square, which is burned for the rest of the game; a player who
//! cannot move loses (Berlekamp, "Sums of N×2 Amazons", 2000; Snatzke,
//! "Exhaustive search in the game Amazons", 2002). The arrow may land on
//! the square the amazon just left.
//!
//! Positions are written as boards, as CGSuite writes them: rows from top
//! to bottom separated by `|`, `.` an empty square, `x` (or `L`) a Left
//! amazon, `o` (or `R`) a Right amazon, `#` a burned square. A move is
//! named `a1-a3/c3`: the amazon's square, its landing square, and the
//! arrow's square (column letter, row number from the top).
//!
//! For the solver a board splits into its regions: the groups of unburned
//! squares connected through the eight neighbours of each square. Amazons
//! and arrows travel along lines of adjacent empty squares, so they never
//! leave their region and the board is the sum of its regions. A region
//! with no amazon, or with no empty square, has no moves and is dropped.
//! Each region is trimmed to its bounding box (squares of other regions in
//! it burned) and replaced by the smallest of its images under the eight
//! symmetries of the square, which all preserve the game.
//!
//! Amazons positions grow fast: boards up to 5×5 with a handful of empty
//! squares, or larger boards split into small regions, are what the
//! solver handles.
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::amazons::Amazons;
//! use conway::value::Game;
//! let v = |s: &str| Solver::new().value(&Amazons::parse(s).unwrap());
//! // Left moves into the gap and shoots back where she stood: one move.
//! assert_eq!(v("x."), Game::integer(1));
//! // Facing amazons with one square between them: whoever moves first
//! // takes it and burns the other's only square: *.
//! assert_eq!(v("x.o"), Game::nimber(1));
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::grid::{cell_name, Grid};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// A square of the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Square {
    /// Empty.
    Empty,
    /// Left's amazon.
    Left,
    /// Right's amazon.
    Right,
    /// Burned by an arrow (or not part of the board).
    Burned,
}

impl Square {
    fn amazon(player: Player) -> Square {
        match player {
            Player::Left => Square::Left,
            Player::Right => Square::Right,
        }
    }

    fn letter(self) -> char {
        match self {
            Square::Empty => '.',
            Square::Left => 'x',
            Square::Right => 'o',
            Square::Burned => '#',
        }
    }
}

/// The eight directions a queen moves in.
const DIRECTIONS: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// An Amazons position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Amazons(Grid<Square>);

/// A move: the amazon's square, where it lands, where the arrow lands.
type Shot = [(usize, usize); 3];

impl Amazons {
    /// Reads a board (see the [module documentation](self)).
    ///
    /// ```
    /// use conway::rulesets::amazons::Amazons;
    /// assert_eq!(Amazons::parse("L.#|..R").unwrap().to_string(), "x.#|..o");
    /// let e = Amazons::parse("x..|.z.").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 6));
    /// ```
    pub fn parse(text: &str) -> Result<Amazons, ParseError> {
        Grid::parse(
            text,
            |c| match c {
                '.' => Some(Square::Empty),
                'x' | 'X' | 'L' => Some(Square::Left),
                'o' | 'O' | 'R' => Some(Square::Right),
                '#' => Some(Square::Burned),
                _ => None,
            },
            "'.' (empty), 'x' or 'L' (Left's amazon), 'o' or 'R' (Right's), or '#' (burned)",
        )
        .map(Amazons)
    }

    /// The board.
    pub fn board(&self) -> &Grid<Square> {
        &self.0
    }

    /// The empty squares a queen reaches from `(r, c)`, in each direction
    /// in turn, nearest first.
    fn reach(board: &Grid<Square>, r: usize, c: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for (dr, dc) in DIRECTIONS {
            let (mut rr, mut cc) = (r, c);
            while let (Some(nr), Some(nc)) = (rr.checked_add_signed(dr), cc.checked_add_signed(dc))
            {
                if nr >= board.rows() || nc >= board.cols() || *board.get(nr, nc) != Square::Empty {
                    break;
                }
                out.push((nr, nc));
                (rr, cc) = (nr, nc);
            }
        }
        out
    }

    /// Every move of `player`, with the position it leads to.
    fn shots(&self, player: Player) -> Vec<(Shot, Amazons)> {
        let me = Square::amazon(player);
        let board = &self.0;
        let mut out = Vec::new();
        for r in 0..board.rows() {
            for c in 0..board.cols() {
                if *board.get(r, c) != me {
                    continue;
                }
                let mut moved = board.clone();
                moved.set(r, c, Square::Empty);
                for (tr, tc) in Amazons::reach(board, r, c) {
                    moved.set(tr, tc, me);
                    for (ar, ac) in Amazons::reach(&moved, tr, tc) {
                        let mut shot = moved.clone();
                        shot.set(ar, ac, Square::Burned);
                        out.push(([(r, c), (tr, tc), (ar, ac)], Amazons(shot)));
                    }
                    moved.set(tr, tc, Square::Empty);
                }
            }
        }
        out
    }

    /// The regions of unburned squares (eight-neighbour connected) holding
    /// an amazon and an empty square, each trimmed to its bounding box.
    fn regions(&self) -> Vec<Amazons> {
        let board = &self.0;
        let (rows, cols) = (board.rows(), board.cols());
        let mut region = vec![usize::MAX; rows * cols];
        let mut out = Vec::new();
        for start in 0..rows * cols {
            if region[start] != usize::MAX || board.cells()[start] == Square::Burned {
                continue;
            }
            let id = out.len();
            region[start] = id;
            let mut cells = vec![start];
            let mut todo = vec![start];
            while let Some(i) = todo.pop() {
                let (r, c) = (i / cols, i % cols);
                for (dr, dc) in DIRECTIONS {
                    let (Some(nr), Some(nc)) = (r.checked_add_signed(dr), c.checked_add_signed(dc))
                    else {
                        continue;
                    };
                    let j = nr * cols + nc;
                    if nr < rows
                        && nc < cols
                        && region[j] == usize::MAX
                        && board.cells()[j] != Square::Burned
                    {
                        region[j] = id;
                        cells.push(j);
                        todo.push(j);
                    }
                }
            }
            out.push(cells);
        }
        out.into_iter()
            .filter(|cells| {
                let has = |s: Square| cells.iter().any(|&i| board.cells()[i] == s);
                has(Square::Empty) && (has(Square::Left) || has(Square::Right))
            })
            .map(|cells| {
                let (r0, r1) = min_max(cells.iter().map(|&i| i / cols));
                let (c0, c1) = min_max(cells.iter().map(|&i| i % cols));
                let mut cut = Grid::filled(r1 - r0 + 1, c1 - c0 + 1, Square::Burned);
                for &i in &cells {
                    cut.set(i / cols - r0, i % cols - c0, board.cells()[i]);
                }
                Amazons(cut)
            })
            .collect()
    }
}

fn min_max(values: impl Iterator<Item = usize>) -> (usize, usize) {
    values.fold((usize::MAX, 0), |(lo, hi), v| (lo.min(v), hi.max(v)))
}

impl std::fmt::Display for Amazons {
    /// The board string (`x`, `o`, `.`, `#`; rows separated by `|`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.notation(|s| s.letter()))
    }
}

impl PartizanGame for Amazons {
    fn left_options(&self) -> Vec<Amazons> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Amazons> {
        self.options_of(Player::Right)
    }

    fn components(&self) -> Vec<Amazons> {
        self.regions()
    }

    /// The smallest image of the board under the eight symmetries of the
    /// square (compared by size, then square by square).
    fn normalized(&self) -> Amazons {
        let t = self.0.transpose();
        fn key(g: &Grid<Square>) -> (usize, usize, &[Square]) {
            (g.rows(), g.cols(), g.cells())
        }
        let mut best = self.0.clone();
        for g in [&self.0, &t] {
            let mc = g.mirror_columns();
            for image in [g.mirror_rows(), mc.mirror_rows(), mc] {
                if key(&image) < key(&best) {
                    best = image;
                }
            }
        }
        if key(&t) < key(&best) {
            best = t;
        }
        Amazons(best)
    }
}

impl PartizanRules for Amazons {
    fn notation(&self) -> String {
        self.to_string()
    }

    fn render(&self) -> String {
        crate::rulesets::grid::with_coordinates(&self.to_string())
    }

    /// An amazon's move and shot: the three cells, and the board after.
    type Move = (Shot, Amazons);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.shots(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> Amazons {
        m.1
    }

    fn label(&self, m: &Self::Move) -> String {
        let [(r, c), (tr, tc), (ar, ac)] = m.0;
        format!(
            "{}-{}/{}",
            cell_name(r, c),
            cell_name(tr, tc),
            cell_name(ar, ac)
        )
    }
}

/// The Amazons ruleset.
pub const AMAZONS: Metadata = Metadata {
    name: "amazons",
    kind: Kind::Partizan,
    summary: "Move an amazon like a queen, then shoot an arrow like a queen to burn a square.",
    syntax:
        "Rows from top to bottom separated by '|': '.' empty, 'x' (or L) Left's amazon, 'o' (or R) \
         Right's, '#' burned. Small boards only (a few empty squares per region). Moves are \
         from-to/arrow, e.g. a1-a3/c3 (column letter, row number from the top).",
    example: "x..#|.#..|..o.",
    parse: |position| Amazons::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::Grid),
    can_cycle: false,
};
