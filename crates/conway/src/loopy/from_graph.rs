//! Loopy values of the vertices of a partizan game graph (`conway solve`).

use super::game::LoopyGame;
use super::graph::{Graph, Node};
use crate::graph::{PartizanGraph, Vertex};
use crate::value::Player;

/// The loopy graph with the vertices of `g` as its nodes.
fn loopy_graph(g: &PartizanGraph) -> Graph {
    let mut graph = Graph::new();
    for _ in 0..g.vertex_count() {
        graph.add_node();
    }
    for player in [Player::Left, Player::Right] {
        let edges = g.edges(player);
        for v in 0..g.vertex_count() as Vertex {
            for &w in edges.successors(v) {
                graph.add_option(v as Node, player, w as Node);
            }
        }
    }
    graph
}

/// Graphs with more vertices get no loopy values (each vertex's simplest
/// form costs time quadratic in the part it reaches).
pub const MAX_VALUED_VERTICES: usize = 500;

/// Sums of tokens whose plain sum graph would exceed this many nodes get
/// no value.
pub const MAX_SUM_NODES: usize = 100_000;

/// The value of every vertex of a partizan game graph as a loopy game
/// (in simplest form where it is a stopper), and of the sum of the tokens
/// (`None` when its graph would have more than [`MAX_SUM_NODES`] nodes);
/// `None` for graphs of more than [`MAX_VALUED_VERTICES`] vertices.
///
/// ```
/// use conway::graph::GameGraph;
/// use conway::loopy::graph_values;
/// // a -L-> a is on; b -L-> z, b -R-> b is over.
/// let text = "kind partizan\na -L-> a\nb -L-> z\nb -R-> b\ntokens b b";
/// let GameGraph::Partizan(g) = GameGraph::parse(text).unwrap() else { unreachable!() };
/// let (values, sum) = graph_values(&g).unwrap();
/// assert_eq!(values[0].to_string(), "on");
/// assert_eq!(values[1].to_string(), "over");
/// assert_eq!(sum.unwrap().to_string(), "over"); // over + over = over
/// ```
pub fn graph_values(g: &PartizanGraph) -> Option<(Vec<LoopyGame>, Option<LoopyGame>)> {
    if g.vertex_count() > MAX_VALUED_VERTICES {
        return None;
    }
    let graph = loopy_graph(g);
    let values: Vec<LoopyGame> = (0..graph.len() as Node)
        .map(|v| LoopyGame::new(graph.clone(), v))
        .collect();
    let mut sum = Some(LoopyGame::zero());
    for &t in g.tokens() {
        let x = &values[t as usize];
        sum = sum.filter(|acc| acc.graph().len() * x.graph().len() <= MAX_SUM_NODES);
        sum = sum.map(|acc| acc + x.clone());
    }
    Some((values, sum))
}
