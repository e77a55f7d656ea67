//! Col: each player in turn colours an empty vertex of a graph with their
//! colour, but never next to a vertex of their own colour; a player who
//! cannot colour loses (*Winning Ways*, vol. 1, ch. 2). Every Col position
//! is a number or a number plus `*` (*Winning Ways*, vol. 1, ch. 2; checked
//! on all small positions in `tests/snort_col.rs`).
//!
//! Positions are grids or graphs with some vertices coloured already (see
//! [`colouring`](crate::rulesets::colouring) for the syntax and the reduction to
//! tinted components the solver works on).
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::col::Col;
//! use conway::value::Game;
//! let v = |s: &str| Solver::new().value(&Col::parse(s).unwrap());
//! // One vertex: either player colours it, *.
//! assert_eq!(v("."), Game::nimber(1));
//! // Two adjacent vertices: whoever colours one leaves the other to the
//! // opponent alone, {-1 | 1} = 0.
//! assert_eq!(v(".."), Game::ZERO);
//! // A vertex next to Left's colour is Right's alone: -1.
//! assert_eq!(v("x."), Game::integer(-1));
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::colouring::{Colouring, Rule, SYNTAX};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// A Col position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Col(pub Colouring);

impl Col {
    /// Reads a grid or a graph (see [`Colouring::parse`]).
    ///
    /// ```
    /// use conway::rulesets::col::Col;
    /// assert!(Col::parse("x.o|...").is_ok());
    /// assert!(Col::parse("0-1 R:").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Col, ParseError> {
        Colouring::parse(text).map(Col)
    }
}

impl PartizanGame for Col {
    fn left_options(&self) -> Vec<Col> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Col> {
        self.options_of(Player::Right)
    }

    fn components(&self) -> Vec<Col> {
        self.0.components(Rule::Col).into_iter().map(Col).collect()
    }

    fn normalized(&self) -> Col {
        Col(self.0.normalized())
    }
}

impl PartizanRules for Col {
    fn notation(&self) -> String {
        self.0.to_string()
    }

    fn render(&self) -> String {
        self.0.render()
    }

    /// A move colours a vertex: the player and the vertex's number.
    type Move = (Player, u32);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        let playable = self.0.playable(Rule::Col, player);
        playable.into_iter().map(move |v| (player, v))
    }

    fn play(&self, (player, v): Self::Move) -> Col {
        Col(self.0.coloured(Rule::Col, v, player))
    }

    fn label(&self, &(_, v): &Self::Move) -> String {
        self.0.vertex_name(v)
    }
}

/// The Col ruleset.
pub const COL: Metadata = Metadata {
    name: "col",
    kind: Kind::Partizan,
    summary: "Colour an empty vertex with your colour, never next to your own colour.",
    syntax: SYNTAX,
    example: ".x..|....|..o.",
    parse: |position| Col::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::GridNotGraph),
    can_cycle: false,
};
