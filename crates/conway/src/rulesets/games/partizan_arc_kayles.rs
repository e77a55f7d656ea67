//! Partizan Arc Kayles: a graph whose edges are blue (`l`, Left's), red
//! (`r`, Right's) or green (`e`, either player's); a move takes an edge of
//! the mover's colour or green together with both its ends, and every edge
//! at them; a player who cannot move loses. This is CGSuite's
//! `PartizanArcKayles`, and positions are written as CGSuite writes them
//! (see [`cgsuite_graph`](crate::rulesets::cgsuite_graph)): `llr` is a path of three
//! edges, two blue and a red, `lrlr(ll;ree(rl;l))` a tree.
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::partizan_arc_kayles::PartizanArcKayles;
//! use conway::value::notation;
//! // CGSuite's own example: `llr` is 1/2.
//! let p = PartizanArcKayles::parse("llr").unwrap();
//! assert_eq!(Solver::new().value(&p), notation::parse("1/2").unwrap());
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::cgsuite_graph;
use crate::rulesets::counter_graph::{CounterGraph, Keep};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Kind, Metadata};
use crate::value::Player;

/// Edge colours on the board: nobody's (`-`), Left's, Right's, either's.
const COLOURS: [char; 4] = ['-', 'l', 'r', 'e'];

/// A Partizan Arc Kayles position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PartizanArcKayles(CounterGraph);

impl PartizanArcKayles {
    /// Reads a CGSuite graph string with edges `l`, `r`, `e` (and `-`,
    /// an edge nobody may take).
    ///
    /// ```
    /// use conway::rulesets::partizan_arc_kayles::PartizanArcKayles;
    /// assert!(PartizanArcKayles::parse("lr(e;l)").is_ok());
    /// assert_eq!(PartizanArcKayles::parse("lx").unwrap_err().column, 2);
    /// assert!(PartizanArcKayles::parse(" ").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<PartizanArcKayles, ParseError> {
        if text.trim().is_empty() {
            return Err(ParseError::at(
                text,
                text.len(),
                "expected a graph such as 'llr'",
            ));
        }
        let g = cgsuite_graph::parse(text, &[], &COLOURS[1..])?;
        let colour = |l: Option<char>| {
            l.and_then(|c| COLOURS.iter().position(|&x| x == c))
                .unwrap_or(0) as u8
        };
        let edges = g.edges.iter().map(|&(v, w, l)| (v, w, colour(l))).collect();
        Ok(PartizanArcKayles(CounterGraph::with_coloured_edges(
            g.vertices.len(),
            edges,
        )))
    }

    fn move_list(&self, player: Player) -> Vec<(String, PartizanArcKayles)> {
        let mine = match player {
            Player::Left => 1,
            Player::Right => 2,
        };
        self.0
            .live_coloured_edges()
            .filter(|&(_, _, c)| c == mine || c == 3)
            .map(|(v, w, _)| {
                let label = format!("{}-{}", v + 1, w + 1);
                (label, PartizanArcKayles(self.0.with_edge_played(v, w)))
            })
            .collect()
    }
}

impl PartizanGame for PartizanArcKayles {
    fn left_options(&self) -> Vec<PartizanArcKayles> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<PartizanArcKayles> {
        self.options_of(Player::Right)
    }

    fn components(&self) -> Vec<PartizanArcKayles> {
        let parts = self.0.components(Keep::Edges);
        parts.into_iter().map(PartizanArcKayles).collect()
    }

    fn normalized(&self) -> PartizanArcKayles {
        PartizanArcKayles(self.0.canonical())
    }
}

impl PartizanRules for PartizanArcKayles {
    /// Each edge left as `:{v}l:{w}` (vertices numbered from 1), the
    /// edges separated by `;`; `.` when none is left.
    fn notation(&self) -> String {
        let edges: Vec<String> = numbered_by_appearance(self.0.live_coloured_edges().collect())
            .into_iter()
            .map(|(v, w, c)| format!(":{{{}}}{}:{{{}}}", v + 1, COLOURS[c as usize], w + 1))
            .collect();
        if edges.is_empty() {
            return ".".to_string();
        }
        edges.join(";")
    }

    /// An edge played: its name and the position after.
    type Move = (String, PartizanArcKayles);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> PartizanArcKayles {
        m.1
    }

    fn label(&self, m: &Self::Move) -> String {
        m.0.clone()
    }
}

/// The Partizan Arc Kayles ruleset.
pub const PARTIZAN_ARC_KAYLES: Metadata = Metadata {
    name: "partizan-arc-kayles",
    kind: Kind::Partizan,
    summary:
        "Take an edge of your colour (or green) with both its ends; whoever cannot move loses.",
    syntax:
        "CGSuite's graph strings: edges l (Left's), r (Right's), e (either's), vertices implied \
         or '.'; '(' branches separated by ';' ')'; ':A' names a vertex, the same name the same \
         vertex (':A lll :A' without spaces is a triangle); ';' outside parentheses starts a new \
         part. Moves are edges by their ends, numbered from 1 in the order written (1-2).",
    example: "lrlr(ll;ree(rl;l))",
    parse: |position| PartizanArcKayles::parse(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};

/// The edges with their vertices renumbered in order of first appearance
/// in the sorted edge list, repeated until the numbering stays (at most a
/// few rounds), so that reading the printed notation back, which numbers
/// vertices as they appear, prints the same notation.
fn numbered_by_appearance(mut edges: Vec<(u32, u32, u8)>) -> Vec<(u32, u32, u8)> {
    edges.sort_unstable();
    for _ in 0..16 {
        let mut number = std::collections::HashMap::new();
        for &(v, w, _) in &edges {
            for x in [v, w] {
                let next = number.len() as u32;
                number.entry(x).or_insert(next);
            }
        }
        if number.iter().all(|(old, new)| old == new) {
            break;
        }
        for e in &mut edges {
            let (v, w) = (number[&e.0], number[&e.1]);
            *e = (v.min(w), v.max(w), e.2);
        }
        edges.sort_unstable();
    }
    edges
}
