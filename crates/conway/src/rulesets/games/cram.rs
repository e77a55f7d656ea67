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
use crate::value::Player;

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
