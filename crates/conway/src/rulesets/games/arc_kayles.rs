//! Arc Kayles: a move takes an edge of a graph together with both its ends
//! (so every edge at them goes too); a player who cannot move loses
//! (T. J. Schaefer, 1978). On a path of `n` vertices it is Dawson's Kayles,
//! the octal game 0.07 (*Winning Ways*, ch. 4).
//!
//! Arc Kayles is Weighted Arc Kayles with one counter on every vertex, and
//! shares its game type [`ArcKayles`]: a move takes a counter off each end
//! of an edge whose ends both have one (A. Dailly, V. Gledel, M. Heinrich,
//! "A generalization of Arc-Kayles", Int. J. Game Theory 48, 2019).
//!
//! ```
//! use conway::rulesets::arc_kayles::ArcKayles;
//! use conway::rulesets::impartial_position::ImpartialRules;
//! // A path of four vertices: take the middle edge and win.
//! let p = ArcKayles::parse("0-1-2-3", 1).unwrap();
//! assert_eq!(p.grundy().0, 2);
//! assert_eq!(p.winning_moves(), vec!["1-2"]);
//! ```

use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::rulesets::counter_graph::{CounterGraph, Keep};
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::{Kind, Metadata, Position};

/// An Arc Kayles or Weighted Arc Kayles position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ArcKayles(pub CounterGraph);

impl ArcKayles {
    /// Reads a grid or a graph with counters up to `max_counter` (1 for
    /// Arc Kayles).
    ///
    /// ```
    /// use conway::rulesets::arc_kayles::ArcKayles;
    /// assert!(ArcKayles::parse("c=2,3; 0-1", 5).is_ok());
    /// assert!(ArcKayles::parse("c=2,3; 0-1", 1).is_err());
    /// ```
    pub fn parse(text: &str, max_counter: u64) -> Result<ArcKayles, ParseError> {
        CounterGraph::parse(text, max_counter).map(ArcKayles)
    }

    /// Boxed as a ruleset position.
    pub(crate) fn boxed(self) -> Box<dyn Position> {
        Box::new(ImpartialPosition(self))
    }
}

impl ImpartialGame for ArcKayles {
    fn options(&self) -> Vec<ArcKayles> {
        self.options_from_moves()
    }

    fn components(&self) -> Vec<ArcKayles> {
        let parts = self.0.components(Keep::Edges);
        parts.into_iter().map(ArcKayles).collect()
    }

    fn normalized(&self) -> ArcKayles {
        ArcKayles(self.0.canonical())
    }
}

impl ImpartialRules for ArcKayles {
    fn notation(&self) -> String {
        self.0.to_string()
    }

    fn render(&self) -> String {
        self.0.to_string().replace('|', "\n")
    }

    /// The edge taken, by its two ends.
    type Move = (u32, u32);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        self.0.live_edges()
    }

    fn play(&self, m: Self::Move) -> ArcKayles {
        ArcKayles(self.0.with_edge_played(m.0, m.1))
    }

    fn label(&self, m: &Self::Move) -> String {
        format!("{}-{}", self.0.vertex_name(m.0), self.0.vertex_name(m.1))
    }
}

/// The Arc Kayles ruleset.
pub const ARC_KAYLES: Metadata = Metadata {
    name: "arc-kayles",
    kind: Kind::Impartial,
    summary: "Take an edge of a graph with both its ends; whoever cannot move loses.",
    syntax:
        "A grid: rows separated by '|', '.' a vertex, '#' none; neighbours share a side; moves \
         are edges between cells (a1-b1). Or a graph: edges U-V or chains 0-1-2, n=7 for the \
         vertex count ('n=5; 0-1-2-3-4'); moves are edges (0-1). A vertex taken already: \
         c=1,0,1; before the board (one 0 or 1 per vertex).",
    example: "...|...|...",
    parse: |position| ArcKayles::parse(position, 1).map(ArcKayles::boxed),
    drawing: None,
    can_cycle: false,
};
