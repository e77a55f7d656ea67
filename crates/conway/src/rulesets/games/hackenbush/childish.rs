//! Childish Hackenbush: Hackenbush in which a blue or red edge may be cut
//! only when its removal lets nothing fall (everything.com's and Winning
//! Ways' blue-red game). Green edges are cut as in Hackenbush, whatever
//! falls: that is CGSuite's `game.graph.ChildishHackenbush`
//! (`GenHackenbush` with blue and red as its "childish" colours), whose
//! published values (its `GameGraphTest`) the tests check. Left cuts blue
//! edges, Right red ones, either green ones; a player who cannot cut
//! loses.
//!
//! Positions are written as Hackenbush's (stalks, pictures, CGSuite's
//! strings) and kept as pictures; moves are named by the edge cut. A
//! picture splits at the ground into pieces played independently, each
//! renumbered canonically for the transposition table. (Hackenbush's
//! green-fusion and stalk rules do not hold here and are not used.)
//!
//! ```
//! use conway::rulesets::hackenbush::childish::Childish;
//! use conway::rulesets::partizan_position::PartizanRules;
//! // CGSuite's GameGraphTest: the tree l(l;rl) is 2 (3/2 in Hackenbush).
//! assert_eq!(Childish::parse("l(l;rl)").unwrap().value().to_string(), "2");
//! ```

use super::{Colour, Edge, Hackenbush, Picture, Repr};
use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Kind, Metadata};
use crate::value::Player;

/// A Childish Hackenbush position: a picture.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Childish(Picture);

impl Childish {
    /// Reads a position in any of Hackenbush's syntaxes.
    ///
    /// ```
    /// use conway::rulesets::hackenbush::childish::Childish;
    /// assert_eq!(Childish::parse("BR").unwrap().picture().to_string(), "g-1:B 1-2:R");
    /// assert!(Childish::parse("l(l;rx)").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Childish, ParseError> {
        Hackenbush::parse(text).map(|h| Childish(as_picture(h)))
    }

    /// The position as a picture.
    pub fn picture(&self) -> &Picture {
        &self.0
    }

    /// The cuts `player` may make (edge index, position after): their
    /// colour allows it, and nothing falls unless the edge is green.
    fn cuts(&self, player: Player) -> Vec<(usize, Childish)> {
        let edges = self.0.edges();
        let mut seen: Vec<Edge> = Vec::new();
        let mut out = Vec::new();
        for (i, e) in edges.iter().enumerate() {
            // Parallel edges of one colour are one move.
            if !e.colour.usable_by(player) || seen.contains(e) {
                continue;
            }
            seen.push(*e);
            let after = self.0.cut(i);
            if e.colour == Colour::Green || after.edges().len() + 1 == edges.len() {
                out.push((i, Childish(after)));
            }
        }
        out
    }
}

/// Stalks become paths from the ground, numbered upwards.
fn as_picture(h: Hackenbush) -> Picture {
    match h.0 {
        Repr::Picture(p) => p,
        Repr::Stalks(stalks) => {
            let mut edges = Vec::new();
            let mut next = 1u32;
            for s in stalks {
                let mut below = 0;
                for &colour in s.colours() {
                    edges.push(Edge {
                        from: below,
                        to: next,
                        colour,
                    });
                    below = next;
                    next += 1;
                }
            }
            Picture::new(edges)
        }
    }
}

impl PartizanGame for Childish {
    fn left_options(&self) -> Vec<Childish> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Childish> {
        self.options_of(Player::Right)
    }

    /// The pieces meeting only at the ground.
    fn components(&self) -> Vec<Childish> {
        self.0.components().into_iter().map(Childish).collect()
    }

    fn normalized(&self) -> Childish {
        if self.0.components().len() == 1 {
            Childish(self.0.renumbered())
        } else {
            self.clone()
        }
    }
}

impl PartizanRules for Childish {
    fn notation(&self) -> String {
        self.0.to_string()
    }

    /// A cut: the edge's index and the picture after.
    type Move = (usize, Childish);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.cuts(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> Childish {
        m.1
    }

    fn label(&self, m: &Self::Move) -> String {
        self.0.edges()[m.0].to_string()
    }
}

/// The Childish Hackenbush ruleset.
pub const CHILDISH_HACKENBUSH: Metadata = Metadata {
    name: "childish-hackenbush",
    kind: Kind::Partizan,
    summary: "Hackenbush where a blue or red edge may be cut only if nothing falls (green edges as in Hackenbush).",
    syntax: "As hackenbush: stalks 'BRR GG', a picture 'g-1:B 1-2:R 2-g:G' (vertex 0 or g the \
         ground), or CGSuite's strings 'l(l;rl)', ':{ground}llrr:{ground}'. Moves: the edge \
         cut, as the picture writes it (1-2:R).",
    example: ":{ground}llllllrrrr:{ground}",
    parse: |position| Childish::parse(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};
