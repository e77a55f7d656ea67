//! King-dirt, as MCGS defines it (`gen_king_dirt`): kings on a board;
//! a king steps to any of its eight neighbouring cells that is empty, and
//! the cell it leaves becomes dirt (`#`), where nothing may go again. A
//! player who cannot move loses.
//!
//! MCGS generalises it by three parameters `b,w,m`: Left (MCGS's BLACK,
//! `X`) still holds `b` kings to place and Right (WHITE, `O`) `w`; a
//! player with kings to place may put one on any empty cell as a move; when
//! `m` is 1, a player who still has kings to place must place rather than
//! step. Counts above the number of empty cells mean the same as that
//! number (MCGS trims them so, and drops `m` once both are 0).
//!
//! Positions are written `<b,w,m>: board` or as MCGS writes them,
//! `b,w,m:board` (no parameters: `0,0,0`); the board has rows separated by
//! `|`, `x` or `X` a Left king, `o` or `O` a Right king, `#` dirt, `.`
//! empty. A step is named `a1-b2`, a placement by its cell (`b2`).
//!
//! With nothing left to place, the board is the sum of its regions of
//! kings and empty cells connected through the eight directions, each cut
//! to its bounding box. Every position is normalised: a king with no empty
//! neighbour can never move again and becomes dirt, outer rows and columns
//! of dirt are dropped (the edge is dirt too), and the board is taken up to
//! the symmetries of the rectangle and to the exchange of colours and
//! counts (which negates).
//!
//! ```
//! use conway::rulesets::king_dirt::KingDirt;
//! use conway::rulesets::partizan_position::PartizanRules;
//! let v = |s: &str| KingDirt::parse(s).unwrap().value().to_string();
//! // A Left king in a row of three: two steps for Left, one after the other.
//! assert_eq!(v("x.."), "2");
//! // Kings facing across one empty cell: whoever steps there wins: *.
//! assert_eq!(v("x.o"), "*");
//! // MCGS's parameters: Left has a king to place on two empty cells; she
//! // places it, then steps: 2.
//! assert_eq!(v("1,0,0:.."), "2");
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::grid::{cell_name, Grid};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::stones::bounds;
use crate::rulesets::{Kind, Metadata};
use crate::value::Player;

/// The eight steps of a king.
const KING: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// The most kings a player may hold to place.
pub const MAX_UNPLACED: u64 = 1000;

/// What a cell holds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Cell {
    /// Nothing: a king may step or be placed here.
    Empty,
    /// A Left king.
    Left,
    /// A Right king.
    Right,
    /// Dirt: nothing goes here again.
    Dirt,
}

impl Cell {
    fn of(player: Player) -> Cell {
        match player {
            Player::Left => Cell::Left,
            Player::Right => Cell::Right,
        }
    }

    fn swapped(self) -> Cell {
        match self {
            Cell::Left => Cell::Right,
            Cell::Right => Cell::Left,
            other => other,
        }
    }
}

/// A King-dirt position.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct KingDirt {
    /// Kings Left and Right still hold to place.
    unplaced: [u64; 2],
    /// True if a player with kings to place must place one.
    must_place: bool,
    board: Grid<Cell>,
}

impl KingDirt {
    /// Reads `<b,w,m>: board`, MCGS's `b,w,m:board`, or a board alone.
    pub fn parse(text: &str) -> Result<KingDirt, ParseError> {
        let mut scan = Scanner::new(text);
        scan.skip_space();
        let bracketed = scan.eat('<');
        let params = bracketed || scan.peek().is_some_and(|c| c.is_ascii_digit());
        let mut numbers = [0u64; 3];
        if params {
            let names = [
                "kings Left places",
                "kings Right places",
                "must place (0 or 1)",
            ];
            for (i, name) in names.into_iter().enumerate() {
                scan.skip_space();
                let at = scan.offset();
                numbers[i] = scan.number(name)?;
                let max = if i == 2 { 1 } else { MAX_UNPLACED };
                scan.check_at_most(at, numbers[i], max, name)?;
                if i < 2 {
                    scan.expect(',', "between the three parameters")?;
                }
            }
            if bracketed {
                scan.expect('>', "after the three parameters")?;
            }
            scan.expect(':', "after the parameters")?;
        }
        let start = scan.offset();
        let board = Grid::parse(
            &text[start..],
            |c| match c {
                '.' => Some(Cell::Empty),
                'x' | 'X' => Some(Cell::Left),
                'o' | 'O' => Some(Cell::Right),
                '#' => Some(Cell::Dirt),
                _ => None,
            },
            "'x'/'X' (Left king), 'o'/'O' (Right king), '#' (dirt) or '.' (empty)",
        )
        .map_err(|e| shifted(text, start, e))?;
        Ok(KingDirt::new(
            [numbers[0], numbers[1]],
            numbers[2] == 1,
            board,
        ))
    }

    /// The position with the counts trimmed as MCGS trims them.
    fn new(unplaced: [u64; 2], must_place: bool, board: Grid<Cell>) -> KingDirt {
        let empty = board.cells().iter().filter(|&&c| c == Cell::Empty).count() as u64;
        let unplaced = unplaced.map(|n| n.min(empty));
        let must_place = must_place && unplaced != [0, 0];
        KingDirt {
            unplaced,
            must_place,
            board,
        }
    }

    fn step(&self, (r, c): (usize, usize), (dr, dc): (isize, isize)) -> Option<(usize, usize)> {
        let r = r.checked_add_signed(dr)?;
        let c = c.checked_add_signed(dc)?;
        (r < self.board.rows() && c < self.board.cols()).then_some((r, c))
    }

    fn cells(&self) -> impl Iterator<Item = (usize, usize)> + use<> {
        let cols = self.board.cols();
        (0..self.board.rows() * cols).map(move |i| (i / cols, i % cols))
    }

    fn at(&self, (r, c): (usize, usize)) -> Cell {
        *self.board.get(r, c)
    }

    /// `player`'s moves: the label and the position after.
    fn move_list(&self, player: Player) -> Vec<(String, KingDirt)> {
        let own = Cell::of(player);
        let i = usize::from(player == Player::Right);
        let empties: Vec<_> = self
            .cells()
            .filter(|&p| self.at(p) == Cell::Empty)
            .collect();
        let mut out = Vec::new();
        if self.unplaced[i] > 0 {
            for &p in &empties {
                let mut board = self.board.clone();
                board.set(p.0, p.1, own);
                let mut unplaced = self.unplaced;
                unplaced[i] -= 1;
                let after = KingDirt::new(unplaced, self.must_place, board);
                out.push((cell_name(p.0, p.1), after));
            }
            if self.must_place {
                return out;
            }
        }
        for from in self.cells().filter(|&p| self.at(p) == own) {
            for to in KING.iter().filter_map(|&d| self.step(from, d)) {
                if self.at(to) == Cell::Empty {
                    let mut board = self.board.clone();
                    board.set(from.0, from.1, Cell::Dirt);
                    board.set(to.0, to.1, own);
                    let after = KingDirt::new(self.unplaced, self.must_place, board);
                    let label = format!("{}-{}", cell_name(from.0, from.1), cell_name(to.0, to.1));
                    out.push((label, after));
                }
            }
        }
        out
    }

    fn with_board(&self, board: Grid<Cell>) -> KingDirt {
        KingDirt::new(self.unplaced, self.must_place, board)
    }

    /// The board with stuck kings turned to dirt and outer rows and
    /// columns of dirt dropped.
    fn trimmed(&self) -> Grid<Cell> {
        let stuck = |p| {
            self.at(p) != Cell::Empty
                && !KING
                    .iter()
                    .filter_map(|&d| self.step(p, d))
                    .any(|q| self.at(q) == Cell::Empty)
        };
        let open: Vec<(usize, usize)> = self.cells().filter(|&p| !stuck(p)).collect();
        if open.is_empty() {
            return Grid::filled(1, 1, Cell::Dirt);
        }
        self.cut_to(&open)
    }

    /// The bounding box of `cells`, every other cell dirt.
    fn cut_to(&self, cells: &[(usize, usize)]) -> Grid<Cell> {
        let (r0, r1) = bounds(cells.iter().map(|p| p.0));
        let (c0, c1) = bounds(cells.iter().map(|p| p.1));
        let mut g = Grid::filled(r1 - r0 + 1, c1 - c0 + 1, Cell::Dirt);
        for &(r, c) in cells {
            g.set(r - r0, c - c0, self.at((r, c)));
        }
        g
    }

    /// The regions of kings and empty cells connected by king steps.
    fn regions(&self) -> Vec<Vec<(usize, usize)>> {
        let cols = self.board.cols();
        let mut seen = vec![false; self.board.rows() * cols];
        let mut out = Vec::new();
        for start in self.cells() {
            if seen[start.0 * cols + start.1] || self.at(start) == Cell::Dirt {
                continue;
            }
            seen[start.0 * cols + start.1] = true;
            let mut region = vec![start];
            let mut i = 0;
            while let Some(&p) = region.get(i) {
                i += 1;
                for q in KING.iter().filter_map(|&d| self.step(p, d)) {
                    if self.at(q) != Cell::Dirt && !seen[q.0 * cols + q.1] {
                        seen[q.0 * cols + q.1] = true;
                        region.push(q);
                    }
                }
            }
            out.push(region);
        }
        out
    }

    /// The position with the colours and the counts exchanged.
    fn swapped(&self) -> KingDirt {
        let cells = self.board.cells().iter().map(|c| c.swapped()).collect();
        let board = Grid::from_cells(self.board.rows(), self.board.cols(), cells);
        KingDirt::new([self.unplaced[1], self.unplaced[0]], self.must_place, board)
    }
}

/// An error in the board part of `text` (from byte `start`), placed in the
/// whole text.
fn shifted(text: &str, start: usize, e: ParseError) -> ParseError {
    let board = &text[start..];
    let offset = board
        .split_inclusive('\n')
        .take(e.line - 1)
        .map(str::len)
        .sum::<usize>();
    let line = &board[offset..];
    let column: usize = line.chars().take(e.column - 1).map(char::len_utf8).sum();
    ParseError::at(text, start + offset + column, e.message)
}

impl PartizanGame for KingDirt {
    fn left_options(&self) -> Vec<KingDirt> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<KingDirt> {
        self.options_of(Player::Right)
    }

    /// With kings still to place, the whole board; otherwise its regions
    /// that hold a king and an empty cell.
    fn components(&self) -> Vec<KingDirt> {
        if self.unplaced != [0, 0] {
            return vec![self.clone()];
        }
        self.regions()
            .into_iter()
            .filter(|r| r.iter().any(|&p| self.at(p) == Cell::Empty))
            .filter(|r| r.iter().any(|&p| self.at(p) != Cell::Empty))
            .map(|r| self.with_board(self.cut_to(&r)))
            .collect()
    }

    fn normalized(&self) -> KingDirt {
        self.with_board(self.trimmed().smallest_image())
    }

    /// The smaller of the normalised position and the normalised position
    /// with colours and counts exchanged (true: the second, negated).
    fn normalized_with_sign(&self) -> (KingDirt, bool) {
        let plain = self.normalized();
        let swapped = self.swapped().normalized();
        if swapped < plain {
            (swapped, true)
        } else {
            (plain, false)
        }
    }
}

impl PartizanRules for KingDirt {
    fn notation(&self) -> String {
        let board = self.board.notation(|c| match c {
            Cell::Empty => '.',
            Cell::Left => 'x',
            Cell::Right => 'o',
            Cell::Dirt => '#',
        });
        if self.unplaced == [0, 0] {
            return board;
        }
        let [b, w] = self.unplaced;
        format!("<{b},{w},{}>: {board}", u8::from(self.must_place))
    }

    fn render(&self) -> String {
        let board = self.board.notation(|c| match c {
            Cell::Empty => '.',
            Cell::Left => 'x',
            Cell::Right => 'o',
            Cell::Dirt => '#',
        });
        let [b, w] = self.unplaced;
        let grid = crate::rulesets::grid::with_coordinates(&board);
        if self.unplaced == [0, 0] {
            return grid;
        }
        let rule = if self.must_place { ", must place" } else { "" };
        format!("to place: Left {b}, Right {w}{rule}\n{grid}")
    }

    /// A placement or a king's step, labelled as it is made, with the position after.
    type Move = (String, KingDirt);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> KingDirt {
        m.1
    }

    fn label(&self, m: &Self::Move) -> String {
        m.0.clone()
    }
}

/// The King-dirt ruleset.
pub const KING_DIRT: Metadata = Metadata {
    name: "king-dirt",
    kind: Kind::Partizan,
    summary:
        "Step a king to an empty neighbouring cell, leaving dirt behind; optionally place kings \
         first (MCGS's gen_king_dirt).",
    syntax: "'<b,w,m>: ' (or MCGS's 'b,w,m:') then rows separated by '|': 'x'/'X' Left king, \
         'o'/'O' Right king, '#' dirt, '.' empty. b and w: kings Left and Right still place; m=1: \
         a player who can place must. Steps are named a1-b2, placements b2.",
    example: "<1,1,0>: x..|.#.|...",
    parse: |position| KingDirt::parse(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};
