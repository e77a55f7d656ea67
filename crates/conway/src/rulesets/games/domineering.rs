//! Domineering: Left places vertical dominoes, Right horizontal ones, on
//! the empty cells of a board; a player who cannot place one loses
//! (Berlekamp, Conway, Guy, *Winning Ways*, ch. 5; Berlekamp, "Blockbusting
//! and Domineering", 1988).
//!
//! Positions are written as boards: rows from top to bottom separated by
//! `|`, `.` an empty cell, `#` a blocked one. A move is named by the two
//! cells the domino covers (`a1-a2`: column letter from the left, row number
//! from the top).
//!
//! For the solver a board splits into its connected regions of empty cells
//! (no domino crosses between regions, so the board is their sum), regions
//! too small for a domino are dropped (they are 0), and each region is
//! trimmed to its bounding box and replaced by the smallest of its eight
//! images under the symmetries of the rectangle. The four that keep
//! vertical dominoes vertical (the identity, the left-right and top-bottom
//! mirrors and the half turn) keep the value; the four that exchange rows
//! and columns exchange the players, so they negate it (*Winning Ways*,
//! ch. 5: turning the board through a right angle gives the negative), and
//! a board and its transpose share one entry of the transposition table.
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::domineering::Domineering;
//! use conway::value::Game;
//! // The 2×2 board is ±1 (Winning Ways, ch. 5).
//! let board = Domineering::parse("..|..").unwrap();
//! assert_eq!(Solver::new().value(&board), Game::switch(Game::integer(1)));
//! ```

use crate::error::ParseError;
use crate::outcome::bounds::MoveBounds;
use crate::partizan::PartizanGame;
use crate::rulesets::domino::{DominoBoard, Orientation};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// A Domineering position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Domineering(pub DominoBoard);

impl Domineering {
    /// Reads a board (`.` empty, `#` blocked, rows separated by `|`).
    pub fn parse(text: &str) -> Result<Domineering, ParseError> {
        DominoBoard::parse(text).map(Domineering)
    }

    /// The empty `rows × cols` rectangle.
    ///
    /// ```
    /// use conway::rulesets::domineering::Domineering;
    /// assert_eq!(Domineering::rectangle(2, 3).0.to_string(), "...|...");
    /// ```
    pub fn rectangle(rows: u32, cols: u32) -> Domineering {
        Domineering(DominoBoard::rectangle(rows, cols))
    }

    /// The move-count bounds of the player placing `orientation` on
    /// `board`: its sure and most moves
    /// ([`DominoBoard::move_counts`](crate::rulesets::domino::DominoBoard::move_counts))
    /// and its protective blocks and vulnerable moves
    /// ([`DominoBoard::vulnerable_moves`](crate::rulesets::domino::DominoBoard::vulnerable_moves)).
    fn bounds_of(board: &DominoBoard, orientation: Orientation) -> MoveBounds {
        let (safe, most) = board.move_counts(orientation);
        let (protective, vulnerable) = board.vulnerable_moves(orientation);
        MoveBounds {
            safe,
            protective,
            vulnerable,
            most,
        }
    }

    fn orientation(player: Player) -> Orientation {
        match player {
            Player::Left => Orientation::Vertical,
            Player::Right => Orientation::Horizontal,
        }
    }
}

impl PartizanGame for Domineering {
    fn left_options(&self) -> Vec<Domineering> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Domineering> {
        self.options_of(Player::Right)
    }

    fn components(&self) -> Vec<Domineering> {
        self.0.regions(2).into_iter().map(Domineering).collect()
    }

    fn normalized(&self) -> Domineering {
        Domineering(self.0.canonical(false).0)
    }

    /// The smallest image under all eight symmetries; an image with rows
    /// and columns exchanged is the game with the players exchanged, so
    /// its value is negated.
    fn normalized_with_sign(&self) -> (Domineering, bool) {
        let (board, swapped) = self.0.canonical(true);
        (Domineering(board), swapped)
    }

    fn packed_key(&self) -> Option<u64> {
        self.0.packed()
    }
}

impl PartizanRules for Domineering {
    /// A domino: its orientation and its top or left cell.
    type Move = (Orientation, usize, usize);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        let o = Domineering::orientation(player);
        self.0
            .placements(o)
            .into_iter()
            .map(move |(r, c)| (o, r, c))
    }

    fn play(&self, (o, r, c): Self::Move) -> Domineering {
        Domineering(self.0.place(o, r, c))
    }

    fn label(&self, &(o, r, c): &Self::Move) -> String {
        DominoBoard::placement_label(o, r, c)
    }

    /// A domino is typed as the two cells it covers, in either order.
    fn find_move(&self, player: Player, typed: &str) -> Option<usize> {
        let wanted = DominoBoard::read_placement(typed)?;
        self.moves(player).position(|m| m == wanted)
    }

    fn notation(&self) -> String {
        self.0.to_string()
    }

    fn render(&self) -> String {
        crate::rulesets::grid::with_coordinates(&self.0.to_string())
    }

    /// Left's vertical and Right's horizontal move counts on the board
    /// ([`DominoBoard::move_counts`](crate::rulesets::domino::DominoBoard::move_counts)).
    ///
    /// ```
    /// use conway::rulesets::domineering::Domineering;
    /// use conway::rulesets::partizan_position::PartizanRules;
    /// use conway::value::Player;
    /// let board = Domineering::parse(".#|.#|..").unwrap();
    /// let left = board.move_bounds(Player::Left).unwrap();
    /// assert_eq!((left.safe, left.most), (1, 1));
    /// let right = board.move_bounds(Player::Right).unwrap();
    /// assert_eq!((right.safe, right.most), (0, 1));
    /// ```
    fn move_bounds(&self, player: Player) -> Option<MoveBounds> {
        Some(Domineering::bounds_of(
            &self.0,
            Domineering::orientation(player),
        ))
    }

    /// Both players' sure and most moves on each option's board (a
    /// board's counts are the sums of its regions': every run of empty
    /// cells lies in one region, and a cell's neighbours outside its region
    /// are filled); not the spoilable moves, which the search's move
    /// ordering does not read, so the bounds of every option stay cheap.
    fn option_move_bounds(&self, player: Player) -> Option<Vec<[MoveBounds; 2]>> {
        // Only the sure and most moves: what the search orders moves by.
        let bounds = |(safe, most)| MoveBounds {
            safe,
            most,
            ..MoveBounds::default()
        };
        let after = self
            .0
            .counts_after_placements(Domineering::orientation(player));
        Some(
            after
                .into_iter()
                .map(|[own, other]| [bounds(own), bounds(other)])
                .collect(),
        )
    }

    /// The `index`-th placement found on the board's word without listing
    /// the others (the outcome search makes options one at a time).
    fn option_at(&self, player: Player, index: usize) -> Option<Domineering> {
        let o = Domineering::orientation(player);
        let (r, c) = self.0.nth_placement(o, index)?;
        Some(Domineering(self.0.place(o, r, c)))
    }
}

/// The Domineering ruleset.
pub const DOMINEERING: Metadata = Metadata {
    name: "domineering",
    kind: Kind::Partizan,
    summary: "Left places vertical dominoes, Right horizontal ones; who cannot place one loses.",
    syntax:
        "Rows from top to bottom separated by '|', '.' an empty cell, '#' a blocked one. \
         Moves are named by the cells covered, e.g. a1-a2 (column letter, row number from the top).",
    example: "....|....|....|....",
    parse: |position| Domineering::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::Grid),
    can_cycle: false,
};
