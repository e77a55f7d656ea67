//! Clobber's variants from CGSuite's `GenClobber` schema (its `game.grid`
//! library): the stones move as chess pieces, or into empty cells.
//!
//! - `clobber-kings` (CGSuite's `Kings`): a stone clobbers an opponent's
//!   stone on any of the eight neighbouring cells (orthogonal or diagonal).
//! - `clobber-knights`: a stone clobbers an opponent's stone a knight's
//!   move away. CGSuite ships no knights: its `game.grid` constants (read
//!   for this) name `Clobber`, `AntiClobber`, `HotClobber`, `Kings`,
//!   `Rooks` and `Queens` only. This one is ours: the schema with the eight
//!   knight's leaps as its directions, which `GenClobber` accepts.
//! - `hot-clobber` (CGSuite's `HotClobber`: the schema with each player
//!   clobbering stones of *either* colour): a stone clobbers any
//!   orthogonally adjacent stone, the opponent's or the player's own.
//! - `clobber-rooks` (CGSuite's `Rooks`: the schema with unlimited
//!   distance): a stone slides along its row or column over empty cells and
//!   clobbers the first stone it meets, if that is the opponent's. (This is
//!   our reading of "distance": the schema's code for it was not available
//!   to check.)
//! - `clobber-queens` (CGSuite's `Queens`): the same along rows, columns
//!   and diagonals.
//! - `anti-clobber` (CGSuite's `AntiClobber`): a stone moves onto an
//!   orthogonally adjacent *empty* cell, and the cell it leaves gets a stone
//!   of the opponent's colour.
//!
//! Boards are written as for [Clobber](crate::rulesets::clobber) (`x` Left, `o`
//! Right, `.` empty, rows separated by `|`; MCGS's `X`/`O` read too), moves
//! as `a1-b2`. Where stones only move onto stones one step away (kings,
//! knights, Hot Clobber), the board is the sum of its groups connected by
//! those steps;
//! the rooks' and queens' boards are cut to their stones, Anti-Clobber's
//! (whose empty cells matter) is kept whole. Each is normalised under the
//! eight symmetries of the rectangle and the exchange of colours (which
//! negates), all of which the rules respect.
//!
//! ```
//! use conway::rulesets::gen_clobber::{GenClobber, Variant};
//! use conway::rulesets::partizan_position::PartizanRules;
//! let v = |variant, s: &str| GenClobber::parse(variant, s).unwrap().value().to_string();
//! // x and o diagonally adjacent: kings clobber ({0 | 0} = *), stones do not.
//! assert_eq!(v(Variant::KINGS, "x.|.o"), "*");
//! // A rook slides over the gap: x.o is * (each player's one move ends it).
//! assert_eq!(v(Variant::ROOKS, "x.o"), "*");
//! // Anti-Clobber x.: Left moves to .x leaving an o behind (ox, no moves): 1.
//! assert_eq!(v(Variant::ANTI_CLOBBER, "x."), "1");
//! // Hot Clobber xx: Left clobbers her own stone (to a lone x, 0); Right
//! // has no stone: {0 | } = 1.
//! assert_eq!(v(Variant::HOT, "xx"), "1");
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::clobber::{groups_along, moves_along, normalized_board_with_sign};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::stones::{Stone, StoneBoard, StoneMove, DIRECTIONS};
use crate::rulesets::{Drawing, Kind, Metadata, Position};
use crate::value::Player;

/// The eight neighbours: orthogonal and diagonal steps.
const COMPASS: [(isize, isize); 8] = [
    (-1, 0),
    (1, 0),
    (0, -1),
    (0, 1),
    (-1, -1),
    (-1, 1),
    (1, -1),
    (1, 1),
];

/// The eight leaps of a knight.
const KNIGHT: [(isize, isize); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];

/// What a variant's stone moves onto (CGSuite's `clobbered` and
/// `leftBehind`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Target {
    /// An opponent's stone, leaving the cell it came from empty.
    Opponent,
    /// Any stone, the player's own too, leaving its cell empty.
    AnyStone,
    /// An empty cell, leaving an opponent's stone behind (Anti-Clobber).
    EmptyLeavingOpponent,
}

/// How a variant's stones move: along which steps, whether repeated over
/// empty cells, and onto what.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Variant {
    /// The ruleset's name on the command line.
    pub name: &'static str,
    summary: &'static str,
    example: &'static str,
    steps: &'static [(isize, isize)],
    slide: bool,
    target: Target,
}

impl Variant {
    /// CGSuite's `Kings`: clobbering onto any of the eight neighbours.
    pub const KINGS: Variant = Variant {
        name: "clobber-kings",
        summary: "Clobber with kings: clobber onto any of the eight neighbours (CGSuite's Kings).",
        example: "xox|oxo|xox",
        steps: &COMPASS,
        slide: false,
        target: Target::Opponent,
    };
    /// Clobbering a knight's move away.
    pub const KNIGHTS: Variant = Variant {
        name: "clobber-knights",
        summary: "Clobber with knights: clobber an opponent stone a knight's move away.",
        example: "xox|oxo|xox",
        steps: &KNIGHT,
        slide: false,
        target: Target::Opponent,
    };
    /// CGSuite's `Rooks`: sliding along rows and columns, clobbering the
    /// first stone met.
    pub const ROOKS: Variant = Variant {
        name: "clobber-rooks",
        summary: "Clobber with rooks: slide along a row or column and clobber the first stone \
                  met, if it is the opponent's (CGSuite's Rooks).",
        example: "xo.x|o..o|x.ox",
        steps: &DIRECTIONS,
        slide: true,
        target: Target::Opponent,
    };
    /// CGSuite's `Queens`: sliding along rows, columns and diagonals.
    pub const QUEENS: Variant = Variant {
        name: "clobber-queens",
        summary: "Clobber with queens: slide along a row, column or diagonal and clobber the \
                  first stone met, if it is the opponent's (CGSuite's Queens).",
        example: "xo.x|o...|x.ox",
        steps: &COMPASS,
        slide: true,
        target: Target::Opponent,
    };
    /// CGSuite's `AntiClobber`: a step onto an empty orthogonal neighbour,
    /// leaving an opponent's stone behind.
    pub const ANTI_CLOBBER: Variant = Variant {
        name: "anti-clobber",
        summary: "Move a stone onto an orthogonally adjacent empty cell, leaving an opponent \
                  stone behind (CGSuite's AntiClobber).",
        example: "xo..|...x",
        steps: &DIRECTIONS,
        slide: false,
        target: Target::EmptyLeavingOpponent,
    };
    /// CGSuite's `HotClobber`: clobbering an orthogonally adjacent stone of
    /// either colour.
    pub const HOT: Variant = Variant {
        name: "hot-clobber",
        summary: "Clobber onto any orthogonally adjacent stone, the opponent's or your own \
                  (CGSuite's HotClobber).",
        example: "xox|xoo|oxx",
        steps: &DIRECTIONS,
        slide: false,
        target: Target::AnyStone,
    };
}

/// A position of one of the Clobber variants.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GenClobber {
    variant: Variant,
    board: StoneBoard,
}

impl GenClobber {
    /// Reads a board of `variant` (`x`/`X` Left, `o`/`O` Right, `.` empty,
    /// rows separated by `|`).
    pub fn parse(variant: Variant, text: &str) -> Result<GenClobber, ParseError> {
        StoneBoard::parse(text).map(|board| GenClobber { variant, board })
    }

    fn with(&self, board: StoneBoard) -> GenClobber {
        GenClobber {
            variant: self.variant,
            board,
        }
    }

    /// `player`'s moves.
    fn move_list(&self, player: Player) -> Vec<StoneMove> {
        let v = self.variant;
        let opponent = Stone::of(player.opponent());
        let (b, steps) = (&self.board, v.steps);
        match v.target {
            Target::Opponent => {
                let onto = |s: Stone| s == opponent;
                moves_along(b, player, steps, v.slide, onto, Stone::Empty)
            }
            Target::AnyStone => {
                let onto = |s: Stone| s != Stone::Empty;
                moves_along(b, player, steps, v.slide, onto, Stone::Empty)
            }
            Target::EmptyLeavingOpponent => {
                let onto = |s: Stone| s == Stone::Empty;
                moves_along(b, player, steps, v.slide, onto, opponent)
            }
        }
    }

    /// True if stones move only onto stones one step away, so that groups
    /// connected by the steps never meet.
    fn splits_into_groups(&self) -> bool {
        self.variant.target != Target::EmptyLeavingOpponent && !self.variant.slide
    }

    /// True if a group of stones may hold a move: both colours, or (where
    /// a stone may clobber its own colour) two stones.
    fn may_move(&self, group: &StoneBoard) -> bool {
        match self.variant.target {
            Target::AnyStone => group.stones().nth(1).is_some(),
            _ => group.has_both_colours(),
        }
    }
}

impl PartizanGame for GenClobber {
    fn left_options(&self) -> Vec<GenClobber> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<GenClobber> {
        self.options_of(Player::Right)
    }

    /// Kings, knights and Hot Clobber: the groups connected by their steps
    /// that may hold a move. The others: the whole board.
    fn components(&self) -> Vec<GenClobber> {
        if self.splits_into_groups() {
            return groups_along(&self.board, self.variant.steps)
                .into_iter()
                .filter(|g| self.may_move(g))
                .map(|g| self.with(g))
                .collect();
        }
        vec![self.clone()]
    }

    fn normalized(&self) -> GenClobber {
        self.normalized_with_sign().0
    }

    /// The smallest image under the symmetries and the colour exchange
    /// (which negates). Boards whose stones only move onto stones are cut
    /// to their stones first; Anti-Clobber's keeps its empty border.
    fn normalized_with_sign(&self) -> (GenClobber, bool) {
        if self.variant.target == Target::EmptyLeavingOpponent {
            let board = self.board.canonical();
            let swapped = self.board.swapped().canonical();
            return if swapped < board {
                (self.with(swapped), true)
            } else {
                (self.with(board), false)
            };
        }
        let (board, negated) = normalized_board_with_sign(&self.board);
        (self.with(board), negated)
    }
}

impl PartizanRules for GenClobber {
    fn notation(&self) -> String {
        self.board.to_string()
    }

    fn render(&self) -> String {
        crate::rulesets::grid::with_coordinates(&self.board.to_string())
    }

    /// A stone moved by the variant's rule, with the board after.
    type Move = StoneMove;

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> GenClobber {
        self.with(m.after)
    }

    fn label(&self, m: &Self::Move) -> String {
        m.label()
    }
}

/// How the Clobber variants write positions and moves.
const SYNTAX: &str =
    "Rows from top to bottom separated by '|': 'x' Left stone, 'o' Right stone, '.' empty \
         (MCGS's 'X' and 'O' read as Left and Right). Moves are named by the cells, e.g. a1-b2 \
         (column letter, row number from the top).";

/// The ruleset of a variant: its name, summary and example are the
/// variant's.
const fn ruleset(
    variant: Variant,
    parse: fn(&str) -> Result<Box<dyn Position>, ParseError>,
) -> Metadata {
    Metadata {
        name: variant.name,
        kind: Kind::Partizan,
        summary: variant.summary,
        syntax: SYNTAX,
        example: variant.example,
        parse,
        drawing: Some(Drawing::Grid),
        can_cycle: false,
    }
}

/// CGSuite's AntiClobber.
pub const ANTI_CLOBBER: Metadata = ruleset(Variant::ANTI_CLOBBER, |position| {
    GenClobber::parse(Variant::ANTI_CLOBBER, position).map(PartizanPosition::boxed)
});

/// Clobber with kings (CGSuite's Kings).
pub const CLOBBER_KINGS: Metadata = ruleset(Variant::KINGS, |position| {
    GenClobber::parse(Variant::KINGS, position).map(PartizanPosition::boxed)
});

/// Clobber with knights.
pub const CLOBBER_KNIGHTS: Metadata = ruleset(Variant::KNIGHTS, |position| {
    GenClobber::parse(Variant::KNIGHTS, position).map(PartizanPosition::boxed)
});

/// Clobber with rooks (CGSuite's Rooks).
pub const CLOBBER_ROOKS: Metadata = ruleset(Variant::ROOKS, |position| {
    GenClobber::parse(Variant::ROOKS, position).map(PartizanPosition::boxed)
});

/// Clobber with queens (CGSuite's Queens).
pub const CLOBBER_QUEENS: Metadata = ruleset(Variant::QUEENS, |position| {
    GenClobber::parse(Variant::QUEENS, position).map(PartizanPosition::boxed)
});

/// CGSuite's HotClobber.
pub const HOT_CLOBBER: Metadata = ruleset(Variant::HOT, |position| {
    GenClobber::parse(Variant::HOT, position).map(PartizanPosition::boxed)
});
