//! Graphs with counters on their vertices: the board of Node Kayles, Arc
//! Kayles and Weighted Arc Kayles.
//!
//! A vertex with no counter left is gone. Node Kayles takes a vertex and its
//! neighbours away ([`CounterGraph::without_closed_neighbourhood`]); Arc
//! Kayles takes both ends of an edge away, and Weighted Arc Kayles takes one
//! counter off each end ([`CounterGraph::with_edge_played`]).
//!
//! # Syntax
//!
//! Snort's and Col's boards without colours (see
//! [`colouring`](crate::rulesets::colouring)): a grid (`...|.#.`, `#` no vertex,
//! neighbours share a side; vertices named by their cells, `b2`) or a graph
//! (`n=5; 0-1-2-3-4`, vertices named by number). Counters other than one are
//! written first, one per vertex in order: `c=2,1,3; 0-1-2` (a vertex with
//! `0` counters is gone).
//!
//! # Reduction
//!
//! The search works on the graph of the vertices still there (for the arc
//! games, those with an edge left to play), split into connected components;
//! each component is numbered canonically by
//! [`graph_labelling`](crate::rulesets::graph_labelling), its counters as vertex
//! colours, so that isomorphic components share a table entry.

use crate::error::ParseError;
use crate::rulesets::colouring::parse_plain;
use crate::rulesets::graph_labelling::canonical_edges;
use crate::rulesets::grid::{cell_name, Grid};
use crate::rulesets::scan::Scanner;
use std::fmt;
use std::sync::Arc;

/// The largest counter on one vertex.
pub const MAX_COUNTER: u64 = 1_000_000;

/// How a board was written as a grid: rows, columns, the vertex in each cell.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct GridLayout {
    rows: usize,
    cols: usize,
    cells: Vec<Option<u32>>,
}

/// A graph with a counter on each vertex.
///
/// ```
/// use conway::rulesets::counter_graph::CounterGraph;
/// let g = CounterGraph::parse("c=2,1,3; 0-1-2", u64::MAX).unwrap();
/// assert_eq!(g.to_string(), "c=2,1,3; n=3; 0-1 1-2");
/// assert_eq!(g.with_edge_played(1, 2).to_string(), "c=2,0,2; n=3; 0-1 1-2");
/// let grid = CounterGraph::parse("...|.#.", 1).unwrap();
/// // a1 goes with its neighbours b1 and a2.
/// assert_eq!(grid.without_closed_neighbourhood(0).to_string(), "##.|##.");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CounterGraph {
    counters: Vec<u32>,
    /// Each edge once, `(v, w, colour)` with `v <= w`, sorted (colour 0
    /// for the games whose edges have none).
    edges: Arc<[(u32, u32, u8)]>,
    /// The grid the board was written as, if any (parts the solver makes
    /// have none, and name vertices by number).
    grid: Option<Arc<GridLayout>>,
}

/// Which vertices a component keeps.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Keep {
    /// Every vertex with a counter (Node Kayles: a lone vertex is a move).
    Vertices,
    /// Only vertices on an edge that can still be played (the arc games).
    Edges,
}

impl CounterGraph {
    /// Reads a board (see the [module documentation](self)); counters
    /// above `max_counter` are refused, naming the counter.
    pub fn parse(text: &str, max_counter: u64) -> Result<CounterGraph, ParseError> {
        let (counters, board_text) = read_counters(text, max_counter)?;
        let board = parse_plain(&board_text)?;
        let counters = match counters {
            None => vec![1; board.vertices],
            Some((list, _)) if list.len() == board.vertices => list,
            Some((list, at)) => {
                return Err(ParseError::at(
                    text,
                    at,
                    format!(
                        "{} counters for {} vertices: give one counter per vertex",
                        list.len(),
                        board.vertices
                    ),
                ))
            }
        };
        let grid = board
            .grid
            .map(|(rows, cols, cells)| Arc::new(GridLayout { rows, cols, cells }));
        let edges: Vec<(u32, u32, u8)> = board.edges.iter().map(|&(v, w)| (v, w, 0)).collect();
        Ok(CounterGraph {
            counters,
            edges: edges.into(),
            grid,
        })
    }

    /// A graph of `vertices` vertices with one counter each and coloured
    /// edges `(v, w, colour)` (the edges are sorted here).
    pub fn with_coloured_edges(vertices: usize, mut edges: Vec<(u32, u32, u8)>) -> CounterGraph {
        for e in &mut edges {
            *e = (e.0.min(e.1), e.0.max(e.1), e.2);
        }
        edges.sort_unstable();
        edges.dedup();
        CounterGraph {
            counters: vec![1; vertices],
            edges: edges.into(),
            grid: None,
        }
    }

    /// The edges whose both ends still have a counter, with their colours.
    pub fn live_coloured_edges(&self) -> impl Iterator<Item = (u32, u32, u8)> + '_ {
        self.edges
            .iter()
            .copied()
            .filter(|&(v, w, _)| self.counters[v as usize] > 0 && self.counters[w as usize] > 0)
    }

    /// The number of vertices (including those with no counter).
    pub fn vertex_count(&self) -> usize {
        self.counters.len()
    }

    /// The counters, by vertex.
    pub fn counters(&self) -> &[u32] {
        &self.counters
    }

    /// The edges whose both ends still have a counter.
    pub fn live_edges(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.live_coloured_edges().map(|(v, w, _)| (v, w))
    }

    /// The vertices that still have a counter.
    pub fn live_vertices(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.counters.len() as u32).filter(|&v| self.counters[v as usize] > 0)
    }

    /// The board after Node Kayles takes `v`: `v` and its neighbours are gone.
    pub fn without_closed_neighbourhood(&self, v: u32) -> CounterGraph {
        let mut next = self.clone();
        next.counters[v as usize] = 0;
        for &(a, b, _) in self.edges.iter() {
            if a == v {
                next.counters[b as usize] = 0;
            } else if b == v {
                next.counters[a as usize] = 0;
            }
        }
        next
    }

    /// The board after the edge `v-w` is played: one counter less on each
    /// end (Arc Kayles' counters are all one, so both ends go; a loop
    /// takes one counter).
    pub fn with_edge_played(&self, v: u32, w: u32) -> CounterGraph {
        let mut next = self.clone();
        next.counters[v as usize] -= 1;
        if w != v {
            next.counters[w as usize] -= 1;
        }
        next
    }

    /// How a vertex is named in moves: its cell on a grid, else its number.
    pub fn vertex_name(&self, v: u32) -> String {
        match &self.grid {
            Some(g) => g
                .cells
                .iter()
                .position(|&c| c == Some(v))
                .map_or_else(|| v.to_string(), |i| cell_name(i / g.cols, i % g.cols)),
            None => v.to_string(),
        }
    }

    /// The connected components of what `keep` keeps, each renumbered in
    /// order, with no grid.
    pub fn components(&self, keep: Keep) -> Vec<CounterGraph> {
        let n = self.counters.len();
        let mut parent: Vec<u32> = (0..n as u32).collect();
        let find = |parent: &mut Vec<u32>, mut v: u32| {
            while parent[v as usize] != v {
                parent[v as usize] = parent[parent[v as usize] as usize];
                v = parent[v as usize];
            }
            v
        };
        let mut on_edge = vec![false; n];
        for (v, w, _) in self.live_coloured_edges() {
            let (a, b) = (find(&mut parent, v), find(&mut parent, w));
            parent[a.max(b) as usize] = a.min(b);
            on_edge[v as usize] = true;
            on_edge[w as usize] = true;
        }
        let kept = |v: u32| match keep {
            Keep::Vertices => self.counters[v as usize] > 0,
            Keep::Edges => on_edge[v as usize],
        };
        let mut roots: Vec<u32> = Vec::new();
        let mut members: Vec<Vec<u32>> = Vec::new();
        for v in (0..n as u32).filter(|&v| kept(v)) {
            let r = find(&mut parent, v);
            match roots.iter().position(|&x| x == r) {
                Some(i) => members[i].push(v),
                None => {
                    roots.push(r);
                    members.push(vec![v]);
                }
            }
        }
        members.iter().map(|vs| self.induced(vs)).collect()
    }

    /// The subgraph on `vertices` (sorted), renumbered in order, no grid.
    fn induced(&self, vertices: &[u32]) -> CounterGraph {
        let index = |v: u32| vertices.binary_search(&v).ok().map(|i| i as u32);
        let edges: Vec<(u32, u32, u8)> = self
            .live_coloured_edges()
            .filter_map(|(v, w, c)| Some((index(v)?, index(w)?, c)))
            .collect();
        CounterGraph {
            counters: vertices
                .iter()
                .map(|&v| self.counters[v as usize])
                .collect(),
            edges: edges.into(),
            grid: None,
        }
    }

    /// The graph numbered canonically (counters as vertex colours); a board
    /// written as a grid is returned as it is.
    pub fn canonical(&self) -> CounterGraph {
        if self.grid.is_some() {
            return self.clone();
        }
        let (edges, rank) = canonical_edges(&self.counters, &self.edges);
        let mut counters = vec![0; self.counters.len()];
        for (v, &c) in self.counters.iter().enumerate() {
            counters[rank[v] as usize] = c;
        }
        CounterGraph {
            counters,
            edges: edges.into(),
            grid: None,
        }
    }
}

/// Reads a leading `c=2,1,3;` if there is one: the counters, where they
/// start, and the text with that prefix blanked out (so that errors in the
/// rest keep their columns).
type Counters = (Option<(Vec<u32>, usize)>, String);

fn read_counters(text: &str, max_counter: u64) -> Result<Counters, ParseError> {
    let mut s = Scanner::new(text);
    s.skip_space();
    let at = s.offset();
    let Some(c @ ('c' | 'C')) = s.peek() else {
        return Ok((None, text.to_string()));
    };
    s.eat(c);
    s.expect('=', "after c, then the counters on the vertices")?;
    let mut list = Vec::new();
    loop {
        s.skip_space();
        let start = s.offset();
        let c = s.number("a counter")?;
        s.check_at_most(start, c, max_counter, "counter")?;
        list.push(c as u32);
        if !s.eat(',') {
            break;
        }
    }
    s.expect(';', "after the counters, then the board")?;
    let end = s.offset();
    // Line breaks stay, so that the rest keeps its lines as well.
    let prefix: String = text[..end]
        .chars()
        .map(|c| if c == '\n' { '\n' } else { ' ' })
        .collect();
    let blanked = prefix + &text[end..];
    Ok((Some((list, at)), blanked))
}

impl fmt::Display for CounterGraph {
    /// A grid as a grid (`#` where no counter is left) when every counter
    /// is at most one, else the counters first; a graph as `n=N; edges`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plain = self.counters.iter().all(|&c| c <= 1);
        if !plain || (self.grid.is_none() && self.counters.contains(&0)) {
            let list: Vec<String> = self.counters.iter().map(u32::to_string).collect();
            write!(f, "c={}; ", list.join(","))?;
        }
        if let Some(g) = &self.grid {
            let grid = Grid::from_cells(g.rows, g.cols, g.cells.clone());
            let cell = |c: &Option<u32>| match c {
                Some(v) if !plain || self.counters[*v as usize] > 0 => '.',
                _ => '#',
            };
            return f.write_str(&grid.notation(cell));
        }
        write!(f, "n={}", self.counters.len())?;
        for (i, (v, w, _)) in self.edges.iter().enumerate() {
            write!(f, "{}{v}-{w}", if i == 0 { "; " } else { " " })?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_read_and_write_back() {
        for text in [
            "..#|...",
            "n=4; 0-1 1-2 2-3",
            "c=2,0,3; n=3; 0-1 1-2",
            "c=1,2; ..",
            "n=3",
        ] {
            let g = CounterGraph::parse(text, MAX_COUNTER).unwrap();
            assert_eq!(g.to_string(), text);
            assert_eq!(CounterGraph::parse(&g.to_string(), MAX_COUNTER).unwrap(), g);
        }
        let e = CounterGraph::parse("c=1,2; 0-1-2", 5).unwrap_err();
        assert_eq!(e.column, 1);
        assert!(
            e.message.contains("2 counters for 3 vertices"),
            "{}",
            e.message
        );
        let e = CounterGraph::parse("c=1,9; 0-1", 5).unwrap_err();
        assert_eq!(e.column, 5);
        let e = CounterGraph::parse("c=1,1; 0-1 L:0", 5).unwrap_err();
        assert_eq!(e.column, 12);
        let e = CounterGraph::parse("c=1,1; 0-1 Q", 5).unwrap_err();
        assert_eq!(e.column, 12);
    }

    #[test]
    fn components_keep_what_the_game_needs() {
        // A triangle, a lone vertex and an edge with one end spent.
        let g = CounterGraph::parse("c=1,1,1,1,1,0; 0-1-2-0 4-5", 9).unwrap();
        assert_eq!(g.components(Keep::Vertices).len(), 3);
        assert_eq!(g.components(Keep::Edges).len(), 1);
        // Relabelled triangles and paths meet.
        let a = CounterGraph::parse("0-2 2-1", 9)
            .unwrap()
            .components(Keep::Edges);
        let b = CounterGraph::parse("1-0 0-2", 9)
            .unwrap()
            .components(Keep::Edges);
        assert_eq!(a[0].canonical(), b[0].canonical());
    }
}
