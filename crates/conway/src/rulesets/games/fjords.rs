//! Fjords: each player in turn colours an empty vertex of a graph with
//! their colour, but only next to a vertex of their own colour; a player
//! who cannot colour loses.
//!
//! This is the second phase of Franz-Benno Delonge's board game *Fjords*
//! (Hans im Glück / Rio Grande Games, 2005: a field goes on an empty
//! meadow next to one of the player's own fields or farms) played on any
//! graph under normal play, as Burke and Hearn define it ("PSPACE-complete
//! two-color planar placement games", *International Journal of Game
//! Theory* 48 (2019), arXiv:1602.06012, who show it PSPACE-complete on
//! planar graphs; Kyle Burke's table of rulesets lists it so). The players'
//! starting farms are the vertices coloured in the position. Neither
//! CGSuite nor MCGS ships it.
//!
//! Positions are grids or graphs with some vertices coloured already, as
//! for Snort and Col (see [`colouring`](crate::rulesets::colouring) for the syntax
//! and the reduction to tinted components the solver works on); here a
//! vertex next to both colours stays playable by both.
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::fjords::Fjords;
//! use conway::value::Game;
//! let v = |s: &str| Solver::new().value(&Fjords::parse(s).unwrap());
//! // Nobody has a farm: nobody can move.
//! assert_eq!(v("..."), Game::ZERO);
//! // Left's farm with two fields' room: Left's two moves, 2.
//! assert_eq!(v("x.."), Game::integer(2));
//! // Between the two farms: either player takes it, *.
//! assert_eq!(v("x.o"), Game::nimber(1));
//! // Each player's first field opens the other's to both: {* | *} = 0.
//! assert_eq!(v("x..o"), Game::ZERO);
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::colouring::{Colouring, Rule, SYNTAX};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// A Fjords position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Fjords(pub Colouring);

impl Fjords {
    /// Reads a grid or a graph (see [`Colouring::parse`]).
    ///
    /// ```
    /// use conway::rulesets::fjords::Fjords;
    /// assert!(Fjords::parse("x..|..o").is_ok());
    /// assert!(Fjords::parse("n=3; 0-1-2; L:0 R:2").is_ok());
    /// assert!(Fjords::parse("x.?").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Fjords, ParseError> {
        Colouring::parse(text).map(Fjords)
    }
}

impl PartizanGame for Fjords {
    fn left_options(&self) -> Vec<Fjords> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Fjords> {
        self.options_of(Player::Right)
    }

    fn components(&self) -> Vec<Fjords> {
        let parts = self.0.components(Rule::Fjords);
        parts.into_iter().map(Fjords).collect()
    }

    fn normalized(&self) -> Fjords {
        Fjords(self.0.normalized())
    }
}

impl PartizanRules for Fjords {
    fn notation(&self) -> String {
        self.0.to_string()
    }

    fn render(&self) -> String {
        self.0.render()
    }

    /// A move colours a vertex: the player and the vertex's number.
    type Move = (Player, u32);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        let playable = self.0.playable(Rule::Fjords, player);
        playable.into_iter().map(move |v| (player, v))
    }

    fn play(&self, (player, v): Self::Move) -> Fjords {
        Fjords(self.0.coloured(Rule::Fjords, v, player))
    }

    fn label(&self, &(_, v): &Self::Move) -> String {
        self.0.vertex_name(v)
    }
}

/// The Fjords ruleset.
pub const FJORDS: Metadata = Metadata {
    name: "fjords",
    kind: Kind::Partizan,
    summary: "Fjords (the board game's second phase on a graph; Burke & Hearn): colour an empty \
         vertex with your colour, only next to your own colour.",
    syntax: SYNTAX,
    example: "x...|.#..|...o",
    parse: |position| Fjords::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::GridNotGraph),
    can_cycle: false,
};
