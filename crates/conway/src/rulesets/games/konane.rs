//! Konane (Hawaiian checkers) as combinatorial game theory studies it: a
//! player jumps one of their stones over an orthogonally adjacent stone of
//! the opponent into the empty cell just beyond, removing the jumped stone,
//! and may go on jumping in the same straight line; a player who cannot
//! move loses (Ernst, "Playing Konane mathematically: a combinatorial
//! game-theoretic analysis", UMAP Journal, 1995). Positions are any boards: the traditional opening, where
//! the first stones are lifted from a full board, is not part of it.
//!
//! Positions are written like Clobber's: rows from top to bottom separated
//! by `|`, `x` a Left stone, `o` a Right stone, `.` an empty cell. A move is
//! named by where the stone starts and ends, `a1-a3` (one jump) or `a1-a5`
//! (two jumps in a line).
//!
//! # Splitting and normalising
//!
//! Every jump removes a stone and lands next to the stone it removed, so a
//! group of `k` stones left to itself never reaches a cell more than `k - 1`
//! rows or columns beyond their bounding box. Stones are grouped so that
//! these *reach boxes* are pairwise separated by at least one whole row or
//! column (groups whose boxes come closer are merged, until none do); no
//! stone of one group can then ever come next to a stone of, or land on a
//! cell of, another, and the board is the sum of the groups. Each group
//! holding both colours is cut to its reach box (clipped to the board: the
//! board's edges stay edges), groups of one colour are dropped (they have no
//! move), and the result is replaced by the smallest of its eight images
//! under the symmetries of the rectangle.
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::konane::Konane;
//! use conway::value::Game;
//! let v = |s: &str| Solver::new().value(&Konane::parse(s).unwrap());
//! // xo.: only Left can jump, and then nobody can: {0 | } = 1.
//! assert_eq!(v("xo."), Game::integer(1));
//! // xo.o.: Left jumps once, to ..xo. (where either player can jump:
//! // {0 | 0} = *), or twice, to ....x (0); Right has no move: {0, * | } = 1.
//! assert_eq!(v("..xo."), Game::nimber(1));
//! assert_eq!(v("xo.o."), Game::integer(1));
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::stones::{bounds, Stone, StoneBoard, StoneMove, DIRECTIONS};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// A Konane position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Konane(pub StoneBoard);

/// A rectangle of cells: inclusive row and column ranges.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Box2 {
    rows: (usize, usize),
    cols: (usize, usize),
}

impl Box2 {
    /// True if the two boxes are apart by at least one whole row or
    /// column, so that no cell of one is next to or on a cell of the other.
    fn separated(self, other: Box2) -> bool {
        let apart = |a: (usize, usize), b: (usize, usize)| a.1 + 1 < b.0 || b.1 + 1 < a.0;
        apart(self.rows, other.rows) || apart(self.cols, other.cols)
    }
}

impl Konane {
    /// Reads a board (`x` Left, `o` Right, `.` empty, rows separated by `|`).
    pub fn parse(text: &str) -> Result<Konane, ParseError> {
        StoneBoard::parse(text).map(Konane)
    }

    /// The moves of `player`: the cells jumped from and to, and the board
    /// after.
    fn move_list(&self, player: Player) -> Vec<StoneMove> {
        let b = &self.0;
        let (own, other) = (Stone::of(player), Stone::of(player.opponent()));
        let mut out = Vec::new();
        for from in b.stones().filter(|&(r, c)| b.get(r, c) == own) {
            for d in DIRECTIONS {
                let mut at = from;
                let mut jumped = Vec::new();
                loop {
                    let over = b.step(at, d).filter(|&(r, c)| b.get(r, c) == other);
                    let Some(over) = over else { break };
                    let land = b
                        .step(over, d)
                        .filter(|&(r, c)| b.get(r, c) == Stone::Empty);
                    let Some(land) = land else { break };
                    jumped.push(over);
                    at = land;
                    out.push(StoneMove {
                        from,
                        to: at,
                        after: b.moved(from, at, &jumped),
                    });
                }
            }
        }
        out
    }

    /// The reach box of a group of stones: their bounding box grown by one
    /// less than their number on every side, clipped to the board.
    fn reach(&self, cells: &[(usize, usize)]) -> Box2 {
        let grow = cells.len() - 1;
        let (r0, r1) = bounds(cells.iter().map(|c| c.0));
        let (c0, c1) = bounds(cells.iter().map(|c| c.1));
        Box2 {
            rows: (r0.saturating_sub(grow), (r1 + grow).min(self.0.rows() - 1)),
            cols: (c0.saturating_sub(grow), (c1 + grow).min(self.0.cols() - 1)),
        }
    }

    /// The stones in groups whose reach boxes are pairwise separated.
    fn groups(&self) -> Vec<Vec<(usize, usize)>> {
        let mut groups: Vec<Vec<(usize, usize)>> = self.0.stones().map(|s| vec![s]).collect();
        'merge: loop {
            for i in 0..groups.len() {
                for j in i + 1..groups.len() {
                    if !self.reach(&groups[i]).separated(self.reach(&groups[j])) {
                        let g = groups.swap_remove(j);
                        groups[i].extend(g);
                        continue 'merge;
                    }
                }
            }
            return groups;
        }
    }

    /// The board cut to the reach box of `cells`, with only those stones.
    fn cut_to(&self, cells: &[(usize, usize)]) -> StoneBoard {
        let b = self.reach(cells);
        self.0.cut(b.rows, b.cols, |r, c| cells.contains(&(r, c)))
    }
}

impl PartizanGame for Konane {
    fn left_options(&self) -> Vec<Konane> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Konane> {
        self.options_of(Player::Right)
    }

    /// The groups of stones with separated reach boxes that hold both
    /// colours, each cut to its reach box.
    fn components(&self) -> Vec<Konane> {
        self.groups()
            .iter()
            .map(|g| self.cut_to(g))
            .filter(StoneBoard::has_both_colours)
            .map(Konane)
            .collect()
    }

    /// The board cut to the reach box of all its stones, then the smallest
    /// of its images under the symmetries of the rectangle.
    fn normalized(&self) -> Konane {
        let stones: Vec<(usize, usize)> = self.0.stones().collect();
        if stones.is_empty() {
            return Konane(StoneBoard::parse(".").expect("a one-cell board"));
        }
        Konane(self.cut_to(&stones).canonical())
    }
}

impl PartizanRules for Konane {
    fn notation(&self) -> String {
        self.0.to_string()
    }

    fn render(&self) -> String {
        crate::rulesets::grid::with_coordinates(&self.0.to_string())
    }

    /// A jump (or a chain of jumps in one line), with the board after.
    type Move = StoneMove;

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> Konane {
        Konane(m.after)
    }

    fn label(&self, m: &Self::Move) -> String {
        m.label()
    }
}

/// The Konane ruleset.
pub const KONANE: Metadata = Metadata {
    name: "konane",
    kind: Kind::Partizan,
    summary: "Jump one of your stones over an adjacent opponent stone into the empty cell beyond, \
         removing it; further jumps in the same line allowed.",
    syntax: "Rows from top to bottom separated by '|': 'x' Left stone, 'o' Right stone, '.' empty \
         (any position; no opening phase). Moves are named by start and end cells, e.g. a1-a3.",
    example: "xox.|o.ox|xoxo",
    parse: |position| Konane::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::Grid),
    can_cycle: false,
};
