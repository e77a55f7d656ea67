//! Weighted Arc Kayles: each vertex of a graph carries counters; a move
//! takes one counter off each end of an edge whose ends both have one; a
//! player who cannot move loses (A. Dailly, V. Gledel, M. Heinrich, "A
//! generalization of Arc-Kayles", Int. J. Game Theory 48, 2019). With one
//! counter everywhere it is Arc Kayles; the game type is
//! [`ArcKayles`](crate::rulesets::arc_kayles::ArcKayles).
//!
//! ```
//! use conway::rulesets::arc_kayles::ArcKayles;
//! use conway::rulesets::impartial_position::ImpartialRules;
//! // One edge with 2 and 3 counters: two moves, then none.
//! assert_eq!(ArcKayles::parse("c=2,3; 0-1", 9).unwrap().grundy().0, 0);
//! ```

use crate::rulesets::arc_kayles::ArcKayles;
use crate::rulesets::counter_graph::MAX_COUNTER;
use crate::rulesets::{Kind, Metadata};

/// The Weighted Arc Kayles ruleset.
pub const WEIGHTED_ARC_KAYLES: Metadata = Metadata {
    name: "weighted-arc-kayles",
    kind: Kind::Impartial,
    summary: "Take a counter off each end of an edge of a graph; whoever cannot move loses.",
    syntax:
        "The counters, one per vertex in order, then the board: c=2,1,3; 0-1-2. The board is a \
         grid (rows separated by '|', '.' a vertex, '#' none; neighbours share a side; moves are \
         edges between cells, a1-b1) or a graph (edges U-V or chains 0-1-2, n=7 for the vertex \
         count; moves are edges, 0-1). Without c=, one counter on every vertex.",
    example: "c=3,2,2,1,4; 0-1-2-3 1-4",
    parse: |position| ArcKayles::parse(position, MAX_COUNTER).map(ArcKayles::boxed),
    drawing: None,
    can_cycle: false,
};
