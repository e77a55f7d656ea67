//! Node Kayles: a move takes a vertex of a graph together with all its
//! neighbours; a player who cannot move loses (T. J. Schaefer, "On the
//! complexity of some two-person perfect-information games", 1978). On a
//! path it is Dawson's Chess, the octal game 0.137 (*Winning Ways*, ch. 4).
//!
//! Positions are grids or graphs (see [`counter_graph`](crate::rulesets::counter_graph));
//! the value is found by the generic solver on the canonically numbered
//! connected components.
//!
//! ```
//! use conway::rulesets::impartial_position::ImpartialRules;
//! use conway::rulesets::node_kayles::NodeKayles;
//! // A path of three: take the middle vertex and win.
//! let p = NodeKayles::parse("n=3; 0-1-2").unwrap();
//! assert_eq!(p.grundy().0, 2);
//! assert_eq!(p.winning_moves(), vec!["1"]);
//! ```

use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::rulesets::counter_graph::{CounterGraph, Keep};
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::{Kind, Metadata, Position};

/// A Node Kayles position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct NodeKayles(pub CounterGraph);

impl NodeKayles {
    /// Reads a grid or a graph; counters (`c=1,0,1; ...`) may only be 0
    /// (taken) or 1.
    ///
    /// ```
    /// use conway::rulesets::node_kayles::NodeKayles;
    /// assert!(NodeKayles::parse("...|.#.").is_ok());
    /// assert!(NodeKayles::parse("c=2; n=1").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<NodeKayles, ParseError> {
        CounterGraph::parse(text, 1).map(NodeKayles)
    }
}

impl ImpartialGame for NodeKayles {
    fn options(&self) -> Vec<NodeKayles> {
        self.options_from_moves()
    }

    fn components(&self) -> Vec<NodeKayles> {
        let parts = self.0.components(Keep::Vertices);
        parts.into_iter().map(NodeKayles).collect()
    }

    fn normalized(&self) -> NodeKayles {
        NodeKayles(self.0.canonical())
    }
}

impl ImpartialRules for NodeKayles {
    fn notation(&self) -> String {
        self.0.to_string()
    }

    fn render(&self) -> String {
        self.0.to_string().replace('|', "\n")
    }

    /// The vertex taken (with its neighbours).
    type Move = u32;

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        self.0.live_vertices()
    }

    fn play(&self, m: Self::Move) -> NodeKayles {
        NodeKayles(self.0.without_closed_neighbourhood(m))
    }

    fn label(&self, m: &Self::Move) -> String {
        self.0.vertex_name(*m)
    }
}

/// Reads a position of [`NODE_KAYLES`].
fn parse_node_kayles(position: &str) -> Result<Box<dyn Position>, ParseError> {
    NodeKayles::parse(position).map(|p| Box::new(ImpartialPosition(p)) as Box<dyn Position>)
}

/// The Node Kayles ruleset.
pub const NODE_KAYLES: Metadata = Metadata {
    name: "node-kayles",
    kind: Kind::Impartial,
    summary: "Take a vertex of a graph and all its neighbours; whoever cannot move loses.",
    syntax:
        "A grid: rows separated by '|', '.' a vertex, '#' none; neighbours share a side; moves \
         are cells (b2). Or a graph: edges U-V or chains 0-1-2, n=7 for the vertex count \
         ('n=5; 0-1-2-3-4'); moves are vertex numbers. A vertex taken already: c=1,0,1; before \
         the board (one 0 or 1 per vertex).",
    example: "0-1-2-3-4-5-0 0-3",
    parse: parse_node_kayles,
    drawing: None,
    can_cycle: false,
};
