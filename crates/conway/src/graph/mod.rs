//! Explicit game graphs: vertices, edges (coloured for partizan games,
//! possibly cyclic) and tokens, read from a text or JSON file.
//!
//! A game graph is a game of tokens on a graph: tokens sit on the vertices of a
//! directed graph (several may share a vertex); a move takes one token
//! along one edge; a player who cannot move loses. In an
//! [`ImpartialGraph`] both players use every edge; in a [`PartizanGraph`]
//! Left ("white", the first player of the classic problems) uses the Left edges and Right
//! ("black") the Right edges. The tokens form a disjunctive sum: each token
//! is an independent component.
//!
//! * [`ImpartialGraph::solve`] computes the generalised Sprague–Grundy
//!   value of every vertex ([`Grundy`]: a nimber, or `∞` with the finite
//!   values it can reach when the vertex can keep play going for ever), the
//!   value of the token position, its winner (first, second, or a draw) and
//!   the winning moves, the first of them by Bouton's top-bit rule ([`grundy`]).
//! * [`PartizanGraph::solve`] computes the canonical form of every vertex
//!   that cannot reach a cycle (together with the simplest-number rule's
//!   value, which agrees wherever it is defined), the value of the
//!   token position, its outcome class and the winning moves of each
//!   player; where tokens can reach a cycle it falls back to retrograde
//!   analysis of the token positions ([`partizan`]).
//!
//! Both file formats are described in `docs/src/graph-format.md`, included
//! here:
//!
#![doc = include_str!("../../../../docs/src/graph-format.md")]

mod adjacency;
mod build;
pub mod grundy;
mod json;
pub mod partizan;
pub mod retrograde;
mod text;

pub use adjacency::Adjacency;
pub use grundy::{Grundy, ImpartialSolution, Winner};
pub use partizan::{PartizanSolution, PlayResult};

use crate::error::ParseError;

/// A game graph as read from a file: impartial or partizan.
#[derive(Clone, Debug)]
pub enum GameGraph {
    /// Both players use every edge.
    Impartial(ImpartialGraph),
    /// Left uses the Left (white) edges, Right the Right (black) edges.
    Partizan(PartizanGraph),
}

impl GameGraph {
    /// Reads a game graph in either format: JSON when the first character
    /// that is not white space is `{`, the text format otherwise.
    ///
    /// ```
    /// use conway::graph::GameGraph;
    /// let text = "a -> b c\nb -> c\ntokens a a b";
    /// let json = r#"{"kind": "impartial", "edges": [["a","b"],["a","c"],["b","c"]], "tokens": ["a","a","b"]}"#;
    /// for input in [text, json] {
    ///     let GameGraph::Impartial(g) = GameGraph::parse(input).unwrap() else { panic!() };
    ///     assert_eq!(g.vertex_count(), 3);
    ///     assert_eq!(g.tokens().len(), 3);
    /// }
    /// let err = GameGraph::parse("a -> b\nb c").unwrap_err();
    /// assert_eq!(err.to_string(), "2:3: expected an arrow (`->`, `-L->`, `-R->` or `-LR->`) after the vertex `b`");
    /// ```
    pub fn parse(input: &str) -> Result<GameGraph, ParseError> {
        if input.trim_start().starts_with('{') {
            json::parse(input)
        } else {
            text::parse(input)
        }
    }

    /// Reads a game graph from the bytes of a file: like
    /// [`GameGraph::parse`], after checking that the bytes are UTF-8 text.
    ///
    /// ```
    /// use conway::graph::GameGraph;
    /// let err = GameGraph::parse_bytes(b"a -> b\n\xff\xfe").unwrap_err();
    /// assert_eq!((err.line, err.column), (2, 1));
    /// ```
    pub fn parse_bytes(bytes: &[u8]) -> Result<GameGraph, ParseError> {
        match std::str::from_utf8(bytes) {
            Ok(text) => GameGraph::parse(text),
            Err(e) => {
                let valid = std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default();
                Err(ParseError::at(
                    valid,
                    valid.len(),
                    "the file is not UTF-8 text (a game graph file is text or JSON)",
                ))
            }
        }
    }

    /// The vertex names, in order of first appearance in the file.
    pub fn names(&self) -> &[String] {
        match self {
            GameGraph::Impartial(g) => g.names(),
            GameGraph::Partizan(g) => g.names(),
        }
    }
}

/// A vertex's index: vertices are numbered `0..vertex_count()` in the order
/// of their names.
pub type Vertex = u32;

/// A move of one token: from the vertex it stands on, along an edge, to
/// another vertex. Tokens on the same vertex are interchangeable, so this
/// names the move completely.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct TokenMove {
    /// The vertex the token leaves.
    pub from: Vertex,
    /// The vertex it moves to.
    pub to: Vertex,
}

/// An error building a graph from indices (file input reports
/// [`ParseError`]s instead).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GraphError {
    /// An edge or token names a vertex index that does not exist.
    #[error("vertex index {index} is out of range: the graph has {vertices} vertices")]
    VertexOutOfRange {
        /// The bad index.
        index: u32,
        /// The number of vertices.
        vertices: usize,
    },
    /// A loopy partizan token position has more positions than the
    /// retrograde analysis explores.
    #[error(
        "the tokens of this partizan graph can reach cycles, and their positions number more \
         than {limit}: conway has no values for loopy partizan games and analyses such token \
         positions by exhaustive retrograde analysis only"
    )]
    TooManyPositions {
        /// The limit, [`partizan::LOOPY_POSITION_LIMIT`].
        limit: usize,
    },
    /// The search was stopped by its [`Control`](crate::control::Control):
    /// a limit was reached or it was cancelled.
    #[error("{0}")]
    Stopped(#[from] crate::control::Stop),
    /// More vertices than a [`Vertex`] index can number.
    #[error("too many vertices: at most {max} are supported")]
    TooManyVertices {
        /// The largest supported number of vertices.
        max: usize,
    },
}

/// The largest number of vertices a graph may have.
pub const MAX_VERTICES: usize = (u32::MAX - 1) as usize;

/// Names, checked tokens and the vertex count, shared by both kinds.
#[derive(Clone, Debug)]
struct Layout {
    names: Vec<String>,
    tokens: Vec<Vertex>,
}

impl Layout {
    fn new(names: Vec<String>, tokens: Vec<Vertex>) -> Result<Layout, GraphError> {
        if names.len() > MAX_VERTICES {
            return Err(GraphError::TooManyVertices { max: MAX_VERTICES });
        }
        check_indices(names.len(), tokens.iter().copied())?;
        Ok(Layout { names, tokens })
    }
}

fn check_indices(n: usize, indices: impl IntoIterator<Item = Vertex>) -> Result<(), GraphError> {
    match indices.into_iter().find(|&v| v as usize >= n) {
        Some(index) => Err(GraphError::VertexOutOfRange { index, vertices: n }),
        None => Ok(()),
    }
}

/// An impartial game graph with tokens: both players move any token along
/// any edge. Cycles are allowed.
///
/// ```
/// use conway::graph::{ImpartialGraph, Grundy, Winner};
/// // a -> b -> c, and a -> c: G(c) = 0, G(b) = 1, G(a) = 2.
/// let names = ["a", "b", "c"].map(String::from).to_vec();
/// let g = ImpartialGraph::new(names, &[(0, 1), (1, 2), (0, 2)], vec![0, 1]).unwrap();
/// let s = g.solve();
/// assert_eq!(s.values, [Grundy::Finite(2), Grundy::Finite(1), Grundy::Finite(0)]);
/// assert_eq!(s.value, Grundy::Finite(3));
/// assert_eq!(s.winner, Winner::First);
/// ```
#[derive(Clone, Debug)]
pub struct ImpartialGraph {
    layout: Layout,
    edges: Adjacency,
}

impl ImpartialGraph {
    /// A graph on the named vertices (numbered in order) with the given
    /// edges and tokens. Repeated edges count once.
    pub fn new(
        names: Vec<String>,
        edges: &[(Vertex, Vertex)],
        tokens: Vec<Vertex>,
    ) -> Result<ImpartialGraph, GraphError> {
        let layout = Layout::new(names, tokens)?;
        let edges = Adjacency::from_edges(layout.names.len(), edges)?;
        Ok(ImpartialGraph { layout, edges })
    }

    /// The vertex names.
    pub fn names(&self) -> &[String] {
        &self.layout.names
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.layout.names.len()
    }

    /// The edges, as successor lists.
    pub fn edges(&self) -> &Adjacency {
        &self.edges
    }

    /// The vertices the tokens stand on (one entry per token).
    pub fn tokens(&self) -> &[Vertex] {
        &self.layout.tokens
    }

    /// The index of the vertex with this name.
    pub fn vertex(&self, name: &str) -> Option<Vertex> {
        self.names()
            .iter()
            .position(|n| n == name)
            .map(|i| i as Vertex)
    }
}

/// A partizan game graph with tokens: Left moves a token along a Left
/// (white) edge, Right along a Right (black) edge.
///
/// ```
/// use conway::graph::{PartizanGraph, PlayResult};
/// use conway::value::Game;
/// // b: Left may move to a sink, so b = {0 | } = 1.
/// let names = ["a", "b"].map(String::from).to_vec();
/// let g = PartizanGraph::new(names, &[(1, 0)], &[], vec![1]).unwrap();
/// let s = g.solve().unwrap();
/// assert_eq!(s.values[1], Some(Game::integer(1)));
/// assert_eq!(s.left_first, PlayResult::LeftWins);
/// assert_eq!(s.right_first, PlayResult::LeftWins);
/// ```
#[derive(Clone, Debug)]
pub struct PartizanGraph {
    layout: Layout,
    left: Adjacency,
    right: Adjacency,
}

impl PartizanGraph {
    /// A graph on the named vertices with the given Left and Right edges and
    /// tokens. Repeated edges count once.
    pub fn new(
        names: Vec<String>,
        left: &[(Vertex, Vertex)],
        right: &[(Vertex, Vertex)],
        tokens: Vec<Vertex>,
    ) -> Result<PartizanGraph, GraphError> {
        let layout = Layout::new(names, tokens)?;
        let left = Adjacency::from_edges(layout.names.len(), left)?;
        let right = Adjacency::from_edges(layout.names.len(), right)?;
        Ok(PartizanGraph {
            layout,
            left,
            right,
        })
    }

    /// The vertex names.
    pub fn names(&self) -> &[String] {
        &self.layout.names
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.layout.names.len()
    }

    /// The edges one player may use.
    pub fn edges(&self, player: crate::value::Player) -> &Adjacency {
        match player {
            crate::value::Player::Left => &self.left,
            crate::value::Player::Right => &self.right,
        }
    }

    /// The vertices the tokens stand on (one entry per token).
    pub fn tokens(&self) -> &[Vertex] {
        &self.layout.tokens
    }

    /// The index of the vertex with this name.
    pub fn vertex(&self, name: &str) -> Option<Vertex> {
        self.names()
            .iter()
            .position(|n| n == name)
            .map(|i| i as Vertex)
    }
}

/// The distinct vertices that carry tokens, each with its number of tokens,
/// in order of first appearance.
pub(crate) fn token_counts(tokens: &[Vertex]) -> Vec<(Vertex, u64)> {
    let mut index = rustc_hash::FxHashMap::default();
    let mut counts: Vec<(Vertex, u64)> = Vec::new();
    for &t in tokens {
        let i = *index.entry(t).or_insert_with(|| {
            counts.push((t, 0));
            counts.len() - 1
        });
        counts[i].1 += 1;
    }
    counts
}
