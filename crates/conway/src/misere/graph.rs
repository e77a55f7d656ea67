//! Misère play on an impartial game graph with tokens: each vertex's misère
//! simplest form (the form of its successors' forms, found in one pass over
//! the graph in reverse topological order, without recursion), the outcome
//! of the tokens' sum and the winning token moves. Graphs with a cycle
//! reachable from a token are refused: misère play of loopy games is not
//! supported.

use super::{MisereError, MisereGame, TameSum};
use crate::control::{watch, Control};
use crate::graph::{ImpartialGraph, Vertex};

/// The misère solution of a graph with tokens.
#[derive(Clone, Debug)]
pub struct GraphMisere {
    /// The form of each vertex reachable from a token (`None` elsewhere).
    pub forms: Vec<Option<MisereGame>>,
    /// Whether the player to move wins the sum of the tokens.
    pub first_player_wins: bool,
    /// The winning moves, as (token index, from, to).
    pub winning_moves: Vec<(usize, Vertex, Vertex)>,
}

/// Solves `graph` under misère play.
///
/// ```
/// use conway::control::Control;
/// use conway::graph::ImpartialGraph;
/// use conway::misere::solve_graph;
/// // a -> b -> c: one token on a. Misère: moving to b leaves the opponent
/// // one move, which they must make and lose.
/// let names = ["a", "b", "c"].map(String::from).to_vec();
/// let g = ImpartialGraph::new(names, &[(0, 1), (1, 2)], vec![0]).unwrap();
/// let s = solve_graph(&g, &Control::unlimited()).unwrap();
/// assert!(s.first_player_wins);
/// assert_eq!(s.winning_moves, vec![(0, 0, 1)]);
/// ```
pub fn solve_graph(graph: &ImpartialGraph, control: &Control) -> Result<GraphMisere, MisereError> {
    let forms = vertex_forms(graph, control)?;
    let token_forms: Vec<MisereGame> = graph
        .tokens()
        .iter()
        .map(|&t| forms[t as usize].expect("tokens are valued"))
        .collect();
    let wins = |parts: &[MisereGame]| match TameSum::of(parts) {
        Some(tame) => tame.first_player_wins(),
        None => parts
            .iter()
            .copied()
            .sum::<MisereGame>()
            .first_player_wins(),
    };
    let first_player_wins = watch(control, || wins(&token_forms))?;
    let mut winning_moves = Vec::new();
    if first_player_wins {
        for (i, &from) in graph.tokens().iter().enumerate() {
            for &to in graph.edges().successors(from) {
                let mut after = token_forms.clone();
                after[i] = forms[to as usize].expect("successors are valued");
                if !watch(control, || wins(&after))? {
                    winning_moves.push((i, from, to));
                }
            }
        }
    }
    Ok(GraphMisere {
        forms,
        first_player_wins,
        winning_moves,
    })
}

/// The form of every vertex reachable from a token, by an explicit-stack
/// depth-first search; a vertex met again while open is a cycle.
fn vertex_forms(
    graph: &ImpartialGraph,
    control: &Control,
) -> Result<Vec<Option<MisereGame>>, MisereError> {
    let edges = graph.edges();
    let mut forms: Vec<Option<MisereGame>> = vec![None; graph.vertex_count()];
    let mut open = vec![false; graph.vertex_count()];
    for &token in graph.tokens() {
        let mut stack = vec![(token, false)];
        while let Some((v, expanded)) = stack.pop() {
            let vi = v as usize;
            if forms[vi].is_some() {
                continue;
            }
            if expanded {
                control.tick()?;
                let options = edges
                    .successors(v)
                    .iter()
                    .map(|&w| forms[w as usize].expect("successors first"))
                    .collect();
                forms[vi] = Some(watch(control, || MisereGame::from_options(options))?);
                open[vi] = false;
                continue;
            }
            if open[vi] {
                return Err(MisereError::Cycle);
            }
            open[vi] = true;
            stack.push((v, true));
            for &w in edges.successors(v) {
                if open[w as usize] {
                    return Err(MisereError::Cycle);
                }
                if forms[w as usize].is_none() {
                    stack.push((w, false));
                }
            }
        }
    }
    Ok(forms)
}
