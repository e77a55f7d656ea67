//! Snort: each player in turn colours an empty vertex of a graph with their
//! colour, but never next to a vertex of the opponent's colour; a player who
//! cannot colour loses (*Winning Ways*, vol. 1, ch. 2).
//!
//! Positions are grids or graphs with some vertices coloured already (see
//! [`colouring`](crate::rulesets::colouring) for the syntax and the reduction to
//! tinted components the solver works on).
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::snort::Snort;
//! use conway::value::Game;
//! let v = |s: &str| Solver::new().value(&Snort::parse(s).unwrap());
//! // One vertex: either player colours it, *.
//! assert_eq!(v("."), Game::nimber(1));
//! // Two adjacent vertices: whoever colours one keeps the other for
//! // themselves, ±1 (Winning Ways, ch. 2).
//! assert_eq!(v(".."), Game::switch(Game::integer(1)));
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::colouring::{Colouring, Rule, SYNTAX};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// A Snort position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Snort(pub Colouring);

impl Snort {
    /// Reads a grid or a graph (see [`Colouring::parse`]).
    ///
    /// ```
    /// use conway::rulesets::snort::Snort;
    /// assert!(Snort::parse("n=3; 0-1-2; L:0").is_ok());
    /// assert!(Snort::parse("..|.?").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Snort, ParseError> {
        Colouring::parse(text).map(Snort)
    }
}

impl PartizanGame for Snort {
    fn left_options(&self) -> Vec<Snort> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Snort> {
        self.options_of(Player::Right)
    }

    fn components(&self) -> Vec<Snort> {
        self.0
            .components(Rule::Snort)
            .into_iter()
            .map(Snort)
            .collect()
    }

    fn normalized(&self) -> Snort {
        Snort(self.0.normalized())
    }
}

impl PartizanRules for Snort {
    fn notation(&self) -> String {
        self.0.to_string()
    }

    fn render(&self) -> String {
        self.0.render()
    }

    /// A move colours a vertex: the player and the vertex's number.
    type Move = (Player, u32);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        let playable = self.0.playable(Rule::Snort, player);
        playable.into_iter().map(move |v| (player, v))
    }

    fn play(&self, (player, v): Self::Move) -> Snort {
        Snort(self.0.coloured(Rule::Snort, v, player))
    }

    fn label(&self, &(_, v): &Self::Move) -> String {
        self.0.vertex_name(v)
    }
}

/// The Snort ruleset.
pub const SNORT: Metadata = Metadata {
    name: "snort",
    kind: Kind::Partizan,
    summary: "Colour an empty vertex with your colour, never next to your opponent's colour.",
    syntax: SYNTAX,
    example: "...|...|...",
    parse: |position| Snort::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::GridNotGraph),
    can_cycle: false,
};
