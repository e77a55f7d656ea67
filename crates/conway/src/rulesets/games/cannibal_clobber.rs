//! Cannibal Clobber: Clobber in which a stone may also clobber a stone of
//! its own colour — a player moves one of their stones onto an orthogonally
//! adjacent stone of either colour, which is removed (CGSuite's and MCGS's
//! `cannibal_clobber`).
//!
//! Boards are written as for [Clobber](crate::rulesets::clobber) (`x` Left, `o`
//! Right, `.` empty, rows separated by `|`), moves as `a1-b1`. Stones still
//! only move onto stones, so the board is the sum of its connected groups,
//! each normalised as in Clobber; but a group of one colour is no longer 0
//! (its owner can eat their own stones), so only single stones are dropped.
//!
//! ```
//! use conway::rulesets::cannibal_clobber::CannibalClobber;
//! use conway::rulesets::partizan_position::PartizanRules;
//! let v = |s: &str| CannibalClobber::parse(s).unwrap().value().to_string();
//! // xx: Left eats one of her stones, then nobody can move: 1.
//! assert_eq!(v("xx"), "1");
//! // xxo: Left to xo (*) or to 0, Right to xo (*): {0, * | *} = ^.
//! assert_eq!(v("xxo"), "^");
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::clobber::{
    capture_moves, groups, normalized_board, normalized_board_with_sign,
};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::stones::{Stone, StoneBoard, StoneMove};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// A Cannibal Clobber position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CannibalClobber(pub StoneBoard);

impl CannibalClobber {
    /// Reads a board (`x` Left, `o` Right, `.` empty, rows separated by `|`).
    pub fn parse(text: &str) -> Result<CannibalClobber, ParseError> {
        StoneBoard::parse(text).map(CannibalClobber)
    }

    /// `player`'s moves: onto any adjacent stone.
    fn move_list(&self, player: Player) -> Vec<StoneMove> {
        capture_moves(&self.0, player, |s| s != Stone::Empty)
    }
}

impl PartizanGame for CannibalClobber {
    fn left_options(&self) -> Vec<CannibalClobber> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<CannibalClobber> {
        self.options_of(Player::Right)
    }

    /// The connected groups of two stones or more, each cut to its
    /// bounding box.
    fn components(&self) -> Vec<CannibalClobber> {
        groups(&self.0)
            .into_iter()
            .filter(|g| g.stones().nth(1).is_some())
            .map(CannibalClobber)
            .collect()
    }

    /// As Clobber: cut to the stones, smallest image under the symmetries.
    fn normalized(&self) -> CannibalClobber {
        CannibalClobber(normalized_board(&self.0))
    }

    /// As Clobber: exchanging the colours exchanges the players.
    fn normalized_with_sign(&self) -> (CannibalClobber, bool) {
        let (board, negated) = normalized_board_with_sign(&self.0);
        (CannibalClobber(board), negated)
    }
}

impl PartizanRules for CannibalClobber {
    fn notation(&self) -> String {
        self.0.to_string()
    }

    fn render(&self) -> String {
        self.0.to_string().replace('|', "\n")
    }

    /// A stone moved onto an adjacent stone, with the board after.
    type Move = StoneMove;

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> CannibalClobber {
        CannibalClobber(m.after)
    }

    fn label(&self, m: &Self::Move) -> String {
        m.label()
    }
}

/// The Cannibal Clobber ruleset.
pub const CANNIBAL_CLOBBER: Metadata = Metadata {
    name: "cannibal-clobber",
    kind: Kind::Partizan,
    summary: "Clobber in which a stone may also clobber an adjacent stone of its own colour.",
    syntax: "Rows from top to bottom separated by '|': 'x' Left stone, 'o' Right stone, '.' empty \
         (MCGS's 'X' and 'O' read as Left and Right). Moves are named by the cells, e.g. a1-b1 \
         (column letter, row number from the top).",
    example: "xxo|oxo",
    parse: |position| CannibalClobber::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::Grid),
    can_cycle: false,
};
