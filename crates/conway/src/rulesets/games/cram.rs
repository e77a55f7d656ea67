//! Cram: the impartial Domineering — either player places a domino either
//! way (vertical or horizontal) on the empty cells of a board; a player who
//! cannot place one loses (*Winning Ways*, ch. 5; Gardner, "Mathematical
//! Games", 1974).
//!
//! Positions and moves are written as in Domineering (`.` empty, `#`
//! blocked, rows separated by `|`; moves like `a1-b1`). Every value is a
//! nimber. Cram is computed with the partizan machinery (the canonical-form
//! [`Solver`](crate::partizan::Solver) and [`PartizanRules`]), whose value
//! core turns an impartial form `{*a, *b, … | *a, *b, …}` into the nimber
//! `*mex{a, b, …}` directly; the analysis reports that nimber and the
//! winning moves of the player to move. A board splits into its connected
//! regions, and each region is normalised under all eight symmetries of the
//! rectangle (Cram, unlike Domineering, does not care which way a domino
//! points).
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::cram::Cram;
//! use conway::value::Game;
//! let solver = Solver::new();
//! // 1×3: both moves leave a single cell, so the value is *mex{0} = *.
//! assert_eq!(solver.value(&Cram::parse("...").unwrap()), Game::nimber(1));
//! // 2×2: every move leaves room for one more domino (*): *mex{1} = 0.
//! assert_eq!(solver.value(&Cram::parse("..|..").unwrap()), Game::ZERO);
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::domino::{DominoBoard, Orientation};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::{Game, Player};

/// A Cram position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cram(pub DominoBoard);

impl Cram {
    /// Reads a board (`.` empty, `#` blocked, rows separated by `|`).
    pub fn parse(text: &str) -> Result<Cram, ParseError> {
        DominoBoard::parse(text).map(Cram)
    }

    /// The empty `rows × cols` rectangle.
    pub fn rectangle(rows: u32, cols: u32) -> Cram {
        Cram(DominoBoard::rectangle(rows, cols))
    }
}

impl PartizanGame for Cram {
    fn left_options(&self) -> Vec<Cram> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Cram> {
        self.options_of(Player::Right)
    }

    fn components(&self) -> Vec<Cram> {
        self.0.regions(2).into_iter().map(Cram).collect()
    }

    fn normalized(&self) -> Cram {
        Cram(self.0.canonical(true).0)
    }

    /// Zero when the second player wins by mirroring
    /// ([`Cram::mirror_strategy`]); otherwise not known without search.
    fn known_value(&self) -> Option<Game> {
        self.mirror_strategy().then_some(Game::ZERO)
    }
}

/// A map of cells `(row, column, height, width) -> (row, column)`.
type Involution = fn(usize, usize, usize, usize) -> (usize, usize);

/// The isometries of a `height × width` box (rows and columns from 0) that
/// are involutions: the half turn, the two mirrors, and on a square box the
/// two diagonal mirrors.
fn box_involutions(height: usize, width: usize) -> Vec<Involution> {
    let mut list: Vec<Involution> = vec![
        |r, c, h, w| (h - 1 - r, w - 1 - c),
        |r, c, _, w| (r, w - 1 - c),
        |r, c, h, _| (h - 1 - r, c),
    ];
    if height == width {
        list.push(|r, c, _, _| (c, r));
        list.push(|r, c, h, _| (h - 1 - c, h - 1 - r));
    }
    list
}

impl Cram {
    /// True if the empty cells are mapped onto themselves by a symmetry σ
    /// of their bounding box (half turn, mirror, or diagonal mirror of a
    /// square) such that no domino that fits on them covers a cell of its
    /// own image. Such a position is a second-player win, so its value is
    /// 0: the second player answers each domino `m` by `σ(m)` (the mirror
    /// strategy of *Winning Ways*, ch. 5 on Cram, after Gardner's
    /// "Mathematical Games", 1974: an even × even board is a second-player
    /// win by the half turn, and an even × odd one a first-player win, who
    /// takes the two central cells and then mirrors). Proof: before the
    /// first player's `m` the position is symmetric, so the cells of `σ(m)`
    /// are empty; `σ(m)` does not meet `m` (the condition, which holds for
    /// every later position too, since the dominoes that fit only become
    /// fewer), so `σ(m)` is still legal after `m`, and the position after
    /// it is symmetric again. The second player always has a move and the
    /// game is finite, so the first player runs out of moves first.
    ///
    /// ```
    /// use conway::rulesets::cram::Cram;
    /// // 4×6: the half turn pairs every domino with a disjoint one.
    /// assert!(Cram::rectangle(4, 6).mirror_strategy());
    /// // 3×4: the central domino of the middle row is its own image under
    /// // the half turn and under the mirror between the middle columns,
    /// // and the mirror of the rows fixes the middle row: the rule does not
    /// // apply (3×4 is a first-player win).
    /// assert!(!Cram::rectangle(3, 4).mirror_strategy());
    /// ```
    pub fn mirror_strategy(&self) -> bool {
        let cells = self.0.empty_cell_list();
        let Some(top) = cells.iter().map(|&(r, _)| r).min() else {
            return true;
        };
        let left = cells.iter().map(|&(_, c)| c).min().unwrap_or(0);
        let height = cells.iter().map(|&(r, _)| r).max().unwrap_or(0) + 1 - top;
        let width = cells.iter().map(|&(_, c)| c).max().unwrap_or(0) + 1 - left;
        let empty = |(r, c): (usize, usize)| self.0.is_empty(r + top, c + left);
        let local: Vec<(usize, usize)> = cells.iter().map(|&(r, c)| (r - top, c - left)).collect();
        box_involutions(height, width).into_iter().any(|sigma| {
            let image = |(r, c): (usize, usize)| sigma(r, c, height, width);
            local.iter().all(|&cell| {
                if !empty(image(cell)) {
                    return false;
                }
                // The dominoes with `cell` as their top or left cell.
                let (r, c) = cell;
                [(r + 1, c), (r, c + 1)].into_iter().all(|other| {
                    let fits = other.0 < height && other.1 < width && empty(other);
                    !fits || {
                        let (a, b) = (image(cell), image(other));
                        a != cell && a != other && b != cell && b != other
                    }
                })
            })
        })
    }
}

impl PartizanRules for Cram {
    const IMPARTIAL: bool = true;

    fn notation(&self) -> String {
        self.0.to_string()
    }

    fn render(&self) -> String {
        crate::rulesets::grid::with_coordinates(&self.0.to_string())
    }

    /// A domino: its orientation and its top or left cell, the vertical
    /// ones first (the same for both players).
    type Move = (Orientation, usize, usize);

    fn moves(&self, _player: Player) -> impl Iterator<Item = Self::Move> {
        [Orientation::Vertical, Orientation::Horizontal]
            .into_iter()
            .flat_map(|o| {
                self.0
                    .placements(o)
                    .into_iter()
                    .map(move |(r, c)| (o, r, c))
            })
    }

    fn play(&self, (o, r, c): Self::Move) -> Cram {
        Cram(self.0.place(o, r, c))
    }

    fn label(&self, &(o, r, c): &Self::Move) -> String {
        DominoBoard::placement_label(o, r, c)
    }

    /// A domino is typed as the two cells it covers, in either order.
    fn find_move(&self, player: Player, typed: &str) -> Option<usize> {
        let wanted = DominoBoard::read_placement(typed)?;
        self.moves(player).position(|m| m == wanted)
    }
}

/// The Cram ruleset.
pub const CRAM: Metadata = Metadata {
    name: "cram",
    kind: Kind::Impartial,
    summary: "Either player places a domino either way; who cannot place one loses (impartial Domineering).",
    syntax: "Rows from top to bottom separated by '|', '.' an empty cell, '#' a blocked one. \
         Moves are named by the cells covered, e.g. a1-b1 (column letter, row number from the top).",
    example: "....|....|....",
    parse: |position| Cram::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::Grid),
    can_cycle: false,
};
