//! Graphs whose vertices the players colour: the position type shared by
//! Snort and Col (*Winning Ways*, vol. 1, ch. 2) and Fjords.
//!
//! A move colours an empty vertex with the mover's colour; in Col a player
//! may not colour a vertex next to one of their own colour, in Snort not
//! next to one of the opponent's colour, in Fjords only next to one of
//! their own colour ([`Rule`]).
//!
//! # Syntax
//!
//! * **Grid**: rows from top to bottom separated by `|`, `.` an empty
//!   vertex, `x` (or `L`) a vertex coloured by Left, `o` (or `R`) one
//!   coloured by Right, `#` no vertex; vertices are adjacent when they share
//!   a side. Moves are named by the cell (`b2`: column letter, row number
//!   from the top).
//! * **Graph**: items separated by spaces or `;`: edges `U-V` (or chains
//!   `0-1-2-3`), the vertices coloured by Left `L:0,4` and by Right `R:2`,
//!   and optionally the number of vertices `n=7` (vertices `0..n`; without
//!   it, one more than the largest vertex named). Moves are named by the
//!   vertex number. `n=5; 0-1-2-3-4; L:0` is a path of five vertices with
//!   Left's colour on its end.
//! * **CGSuite's graph strings** (see [`cgsuite_graph`](crate::rulesets::cgsuite_graph)),
//!   as CGSuite's Snort and Col read them: only empty vertices, `L` and `R`
//!   marking those tinted by a neighbour of that colour (`L-R---L`,
//!   `:A----:A`). Each tint is read as a coloured vertex joined to the
//!   tinted one alone, numbered after those written.
//!
//! # Reduction
//!
//! A coloured vertex matters only through the vertices next to it: an
//! empty vertex next to Left's colour is *tinted* Left, next to Right's
//! tinted Right, next to both tinted both ([`Tint`]); in Snort and Col
//! nobody can ever colour a vertex tinted both, and it is dropped. The solver works on the graph of empty vertices
//! with their tints ([`TintedGraph`]), which splits into its connected
//! components. Some edges carry no information and are dropped before the
//! split: in Snort an edge between two vertices of the same tint (colouring
//! one does not change the other), in Fjords one between two vertices tinted
//! both, in Col an edge between vertices of
//! opposite tints (each can only be coloured by the player whose tint the
//! other already has). Each component is then numbered canonically, so
//! that isomorphic components share a transposition-table entry.

use crate::error::ParseError;
use crate::rulesets::cgsuite_graph;
use crate::rulesets::graph_labelling::canonical_edges;
use crate::rulesets::grid::{cell_name, Grid};
use crate::rulesets::scan::Scanner;
use crate::value::Player;
use std::sync::Arc;

/// Which vertices a player may colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rule {
    /// Not next to a vertex of the opponent's colour.
    Snort,
    /// Not next to a vertex of the player's own colour.
    Col,
    /// Only next to a vertex of the player's own colour.
    Fjords,
}

impl Rule {
    /// True if `player` may colour an empty vertex with this tint.
    ///
    /// ```
    /// use conway::rulesets::colouring::{Rule, Tint};
    /// use conway::value::Player;
    /// // Next to Left's colour: in Snort only Left may colour it, in Col
    /// // only Right.
    /// assert!(Rule::Snort.may_colour(Player::Left, Tint::Left));
    /// assert!(!Rule::Col.may_colour(Player::Left, Tint::Left));
    /// ```
    pub fn may_colour(self, player: Player, tint: Tint) -> bool {
        let forbidden = match self {
            Rule::Snort => player.opponent(),
            Rule::Col => player,
            Rule::Fjords => return tint == Tint::of(player) || tint == Tint::Both,
        };
        tint != Tint::of(forbidden) && tint != Tint::Both
    }

    /// False for a tint no player can ever colour under this rule (tinted
    /// both, in Snort and Col): such vertices are dropped.
    fn keeps(self, tint: Tint) -> bool {
        self == Rule::Fjords || tint != Tint::Both
    }
}

/// What colours an empty vertex's neighbours already carry.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Tint {
    /// Next to no coloured vertex.
    None,
    /// Next to Left's colour only.
    Left,
    /// Next to Right's colour only.
    Right,
    /// Next to both colours.
    Both,
}

impl Tint {
    /// The tint a player's colour gives its neighbours.
    pub fn of(player: Player) -> Tint {
        match player {
            Player::Left => Tint::Left,
            Player::Right => Tint::Right,
        }
    }

    /// The tint after a neighbour is coloured by `player`.
    fn plus(self, player: Player) -> Tint {
        match (self, Tint::of(player)) {
            (Tint::None, t) => t,
            (a, b) if a == b => a,
            _ => Tint::Both,
        }
    }
}

/// What is on a vertex of a board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Stone {
    /// Not coloured yet.
    Empty,
    /// Coloured by Left.
    Left,
    /// Coloured by Right.
    Right,
}

impl Stone {
    fn of(player: Player) -> Stone {
        match player {
            Player::Left => Stone::Left,
            Player::Right => Stone::Right,
        }
    }
}

/// How a board was written, to write it back and name its vertices.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Shape {
    /// A grid; `cells[r * cols + c]` is the vertex in that cell, if any.
    Grid {
        rows: usize,
        cols: usize,
        cells: Vec<Option<u32>>,
    },
    /// A graph written as an edge list.
    Graph,
}

/// Sorted neighbour lists of vertices `0..n`, stored end to end (three
/// allocations for a whole graph, however many vertices).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Adjacency {
    /// Vertex `v`'s neighbours are `nbrs[start[v]..start[v + 1]]`.
    start: Vec<u32>,
    nbrs: Vec<u32>,
}

impl Adjacency {
    /// The lists `fill(v, out)` pushes for each `v` in `0..n`.
    fn build(n: usize, mut fill: impl FnMut(u32, &mut Vec<u32>)) -> Adjacency {
        let mut start = Vec::with_capacity(n + 1);
        let mut nbrs = Vec::new();
        start.push(0);
        for v in 0..n as u32 {
            fill(v, &mut nbrs);
            start.push(nbrs.len() as u32);
        }
        Adjacency { start, nbrs }
    }

    /// From lists, sorting each.
    fn from_lists(mut lists: Vec<Vec<u32>>) -> Adjacency {
        for ws in &mut lists {
            ws.sort_unstable();
            ws.dedup();
        }
        Adjacency::build(lists.len(), |v, out| out.extend(&lists[v as usize]))
    }

    /// The neighbours of `v`.
    fn of(&self, v: u32) -> &[u32] {
        &self.nbrs[self.start[v as usize] as usize..self.start[v as usize + 1] as usize]
    }

    /// Each edge once, as `(v, w)` with `v < w`.
    fn edges(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..self.start.len() as u32 - 1).flat_map(move |v| {
            self.of(v)
                .iter()
                .filter(move |&&w| v < w)
                .map(move |&w| (v, w))
        })
    }
}

/// The fixed part of a board: shape and adjacency.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Layout {
    shape: Shape,
    adj: Adjacency,
}

/// A board as written: every vertex with its stone.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    layout: Arc<Layout>,
    stones: Vec<Stone>,
}

/// The empty vertices of a position with their tints: what the solver
/// works on. Vertices are numbered `0..n`, neighbour lists sorted.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TintedGraph {
    tints: Vec<Tint>,
    adj: Adjacency,
}

/// A Snort or Col position: a board as written, or a part of one reduced
/// to tinted empty vertices.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Colouring {
    /// A board as written, with names for its vertices.
    Board(Board),
    /// Empty vertices with tints.
    Tinted(TintedGraph),
}

/// How positions are written, for the rulesets' `syntax`.
pub(crate) const SYNTAX: &str = "A grid: rows separated by '|', '.' an empty vertex, 'x' (or L) \
     coloured by Left, 'o' (or R) by Right, '#' no vertex; neighbours share a side; moves are \
     cells (b2). Or a graph: edges U-V or chains 0-1-2, L:0,4 and R:2 for coloured vertices, \
     n=7 for the vertex count, separated by spaces or ';' ('n=5; 0-1-2-3-4; L:0'); moves are \
     vertex numbers. Or CGSuite's graph strings of empty vertices: '.' a vertex, L and R \
     vertices tinted by a neighbour of that colour, '-' an edge, '(' branches ';' ')', ':A' names a vertex ('L-R---L', ':A----:A').";

/// The most vertices a graph may name.
const MAX_VERTICES: u64 = 100_000;

/// The most empty vertices a position may have (as for Domineering's
/// boards): far more than any search can finish, few enough that reading
/// and normalising a position stays instant.
pub const MAX_EMPTY_VERTICES: usize = 400;

impl Colouring {
    /// Reads a grid (`..x|o..`) or a graph (`n=5; 0-1-2; L:0`); see the
    /// [module documentation](self).
    ///
    /// ```
    /// use conway::rulesets::colouring::Colouring;
    /// let g = Colouring::parse("x..|.#o").unwrap();
    /// assert_eq!(g.to_string(), "x..|.#o");
    /// let h = Colouring::parse("0-1-2 L:2").unwrap();
    /// assert_eq!(h.to_string(), "n=3; 0-1 1-2; L:2");
    /// let e = Colouring::parse("0-1 Q:1").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 5));
    /// ```
    pub fn parse(text: &str) -> Result<Colouring, ParseError> {
        let graph = text
            .chars()
            .any(|c| c.is_ascii_digit() || matches!(c, '-' | ':' | '='));
        let board = if cgsuite_graph::looks_like_cgsuite(text) {
            parse_cgsuite(text)?
        } else if graph {
            parse_graph(text)?
        } else {
            parse_grid(text)?
        };
        let empty = board.stones.iter().filter(|&&s| s == Stone::Empty).count();
        if empty > MAX_EMPTY_VERTICES {
            // On a grid, at the first empty cell past the limit.
            let at = match graph {
                false => text.match_indices('.').nth(MAX_EMPTY_VERTICES),
                true => None,
            };
            return Err(ParseError::at(
                text,
                at.map_or(0, |(i, _)| i),
                format!(
                    "{empty} empty vertices, more than {MAX_EMPTY_VERTICES}: \
                     positions that large cannot be searched"
                ),
            ));
        }
        Ok(Colouring::Board(board))
    }

    /// The vertices `player` may colour under `rule`, by number: the
    /// moves of Col, Snort and Fjords.
    ///
    /// ```
    /// use conway::rulesets::colouring::{Colouring, Rule};
    /// use conway::value::Player;
    /// let p = Colouring::parse("x..").unwrap();
    /// // In Col Left may not colour b1, next to her own colour.
    /// assert_eq!(p.playable(Rule::Col, Player::Left).len(), 1);
    /// assert_eq!(p.playable(Rule::Snort, Player::Left).len(), 2);
    /// ```
    pub fn playable(&self, rule: Rule, player: Player) -> Vec<u32> {
        match self {
            Colouring::Board(b) => (0..b.stones.len() as u32)
                .filter(|&v| b.stones[v as usize] == Stone::Empty)
                .filter(|&v| rule.may_colour(player, b.tint(v)))
                .collect(),
            Colouring::Tinted(t) => (0..t.tints.len() as u32)
                .filter(|&v| rule.may_colour(player, t.tints[v as usize]))
                .collect(),
        }
    }

    /// The position after `player` colours vertex `v` under `rule` (one
    /// of [`playable`](Colouring::playable)).
    ///
    /// ```
    /// use conway::rulesets::colouring::{Colouring, Rule};
    /// use conway::value::Player;
    /// let p = Colouring::parse("x..").unwrap();
    /// assert_eq!(p.coloured(Rule::Snort, 2, Player::Left).to_string(), "x.x");
    /// ```
    pub fn coloured(&self, rule: Rule, v: u32, player: Player) -> Colouring {
        match self {
            Colouring::Board(b) => {
                let mut stones = b.stones.clone();
                stones[v as usize] = Stone::of(player);
                Colouring::Board(Board {
                    layout: b.layout.clone(),
                    stones,
                })
            }
            Colouring::Tinted(t) => Colouring::Tinted(t.coloured(rule, v, player)),
        }
    }

    /// How a move names vertex `v`: its cell on a grid (`b1`), its number
    /// on a graph.
    ///
    /// ```
    /// use conway::rulesets::colouring::Colouring;
    /// assert_eq!(Colouring::parse("x..").unwrap().vertex_name(2), "c1");
    /// ```
    pub fn vertex_name(&self, v: u32) -> String {
        match self {
            Colouring::Board(b) => match &b.layout.shape {
                Shape::Grid { cols, cells, .. } => cells
                    .iter()
                    .position(|&c| c == Some(v))
                    .map_or_else(|| v.to_string(), |i| cell_name(i / cols, i % cols)),
                Shape::Graph => v.to_string(),
            },
            Colouring::Tinted(_) => v.to_string(),
        }
    }

    /// The connected components of the empty vertices with their tints,
    /// after dropping the edges `rule` ignores.
    ///
    /// ```
    /// use conway::rulesets::colouring::{Colouring, Rule};
    /// // c1 is next to both colours and can never be coloured; the bottom
    /// // row stays one piece.
    /// let p = Colouring::parse("#x.o#|.....").unwrap();
    /// assert_eq!(p.components(Rule::Snort).len(), 1);
    /// // b1 is dead too, and a2 and c2 are apart.
    /// let q = Colouring::parse("x.o|.#.").unwrap();
    /// assert_eq!(q.components(Rule::Col).len(), 2);
    /// ```
    pub fn components(&self, rule: Rule) -> Vec<Colouring> {
        let whole = match self {
            Colouring::Board(b) => b.tinted(rule),
            Colouring::Tinted(t) => t.clone(),
        };
        whole
            .without_idle_edges(rule)
            .split()
            .into_iter()
            .map(Colouring::Tinted)
            .collect()
    }

    /// A tinted component numbered canonically (a board, or a position of
    /// several components, is returned as it is).
    pub fn normalized(&self) -> Colouring {
        match self {
            Colouring::Tinted(t) => Colouring::Tinted(t.canonical()),
            Colouring::Board(_) => self.clone(),
        }
    }

    /// A picture for the terminal: a grid on several lines, a graph as
    /// written.
    pub fn render(&self) -> String {
        match self {
            Colouring::Board(Board { layout, .. })
                if matches!(layout.shape, Shape::Grid { .. }) =>
            {
                crate::rulesets::grid::with_coordinates(&self.to_string())
            }
            _ => self.to_string(),
        }
    }
}

impl Board {
    /// The tint of empty vertex `v` from its coloured neighbours.
    fn tint(&self, v: u32) -> Tint {
        self.layout
            .adj
            .of(v)
            .iter()
            .fold(Tint::None, |t, &w| match self.stones[w as usize] {
                Stone::Empty => t,
                Stone::Left => t.plus(Player::Left),
                Stone::Right => t.plus(Player::Right),
            })
    }

    /// The empty vertices that can still be coloured under `rule`, with
    /// their tints.
    fn tinted(&self, rule: Rule) -> TintedGraph {
        let n = self.stones.len();
        let tints: Vec<Option<Tint>> = (0..n as u32)
            .map(|v| match self.stones[v as usize] {
                Stone::Empty => Some(self.tint(v)).filter(|&t| rule.keeps(t)),
                _ => None,
            })
            .collect();
        TintedGraph::induced(&tints, &self.layout.adj)
    }
}

impl TintedGraph {
    /// The subgraph on the vertices with `Some` tint, renumbered in order.
    fn induced(tints: &[Option<Tint>], adj: &Adjacency) -> TintedGraph {
        let mut new_index = vec![u32::MAX; tints.len()];
        let mut kept = Vec::new();
        for (v, t) in tints.iter().enumerate() {
            if let Some(t) = t {
                new_index[v] = kept.len() as u32;
                kept.push((v, *t));
            }
        }
        TintedGraph {
            tints: kept.iter().map(|&(_, t)| t).collect(),
            adj: Adjacency::build(kept.len(), |i, out| {
                let v = kept[i as usize].0 as u32;
                out.extend(
                    adj.of(v)
                        .iter()
                        .map(|&w| new_index[w as usize])
                        .filter(|&w| w != u32::MAX),
                )
            }),
        }
    }

    /// After `player` colours `v`: `v` goes, its neighbours take the tint,
    /// and those `rule` no longer keeps go too.
    fn coloured(&self, rule: Rule, v: u32, player: Player) -> TintedGraph {
        let mut tints: Vec<Option<Tint>> = self.tints.iter().map(|&t| Some(t)).collect();
        tints[v as usize] = None;
        for &w in self.adj.of(v) {
            tints[w as usize] =
                Some(self.tints[w as usize].plus(player)).filter(|&t| rule.keeps(t));
        }
        TintedGraph::induced(&tints, &self.adj)
    }

    /// The graph without the edges `rule` ignores (see the
    /// [module documentation](self)).
    fn without_idle_edges(&self, rule: Rule) -> TintedGraph {
        let idle = |a: Tint, b: Tint| match rule {
            Rule::Snort => a == b && a != Tint::None,
            // A tint may still grow to both; only then is it final.
            Rule::Fjords => a == Tint::Both && b == Tint::Both,
            Rule::Col => matches!(
                (a, b),
                (Tint::Left, Tint::Right) | (Tint::Right, Tint::Left)
            ),
        };
        TintedGraph {
            tints: self.tints.clone(),
            adj: Adjacency::build(self.tints.len(), |v, out| {
                let t = self.tints[v as usize];
                out.extend(
                    self.adj
                        .of(v)
                        .iter()
                        .filter(|&&w| !idle(t, self.tints[w as usize])),
                )
            }),
        }
    }

    /// The connected components, each renumbered in order.
    fn split(&self) -> Vec<TintedGraph> {
        let n = self.tints.len();
        let mut component = vec![u32::MAX; n];
        let mut count = 0;
        for start in 0..n {
            if component[start] != u32::MAX {
                continue;
            }
            component[start] = count;
            let mut todo = vec![start as u32];
            while let Some(v) = todo.pop() {
                for &w in self.adj.of(v) {
                    if component[w as usize] == u32::MAX {
                        component[w as usize] = count;
                        todo.push(w);
                    }
                }
            }
            count += 1;
        }
        if count == 1 {
            return vec![self.clone()];
        }
        (0..count)
            .map(|k| {
                let tints: Vec<Option<Tint>> = (0..n)
                    .map(|v| (component[v] == k).then_some(self.tints[v]))
                    .collect();
                TintedGraph::induced(&tints, &self.adj)
            })
            .collect()
    }

    /// If the graph is a path, its vertices from one end to the other,
    /// starting from the end that makes the tints read smaller.
    fn path_order(&self) -> Option<Vec<u32>> {
        let n = self.tints.len();
        let degree = |v: u32| self.adj.of(v).len();
        if n == 0 || self.adj.nbrs.len() != 2 * (n - 1) || (0..n as u32).any(|v| degree(v) > 2) {
            return None;
        }
        let end = (0..n as u32).find(|&v| degree(v) <= 1)?;
        let mut order = Vec::with_capacity(n);
        let (mut v, mut from) = (end, u32::MAX);
        loop {
            order.push(v);
            match self.adj.of(v).iter().find(|&&w| w != from) {
                Some(&w) => (v, from) = (w, v),
                None => break,
            }
        }
        if order.len() != n {
            return None;
        }
        let forward = order.iter().map(|&v| self.tints[v as usize]);
        let backward = order.iter().rev().map(|&v| self.tints[v as usize]);
        if backward.lt(forward) {
            order.reverse();
        }
        Some(order)
    }

    /// The graph renumbered canonically (paths along their length, other
    /// graphs by `graph_labelling`).
    fn canonical(&self) -> TintedGraph {
        if let Some(order) = self.path_order() {
            let n = order.len();
            return TintedGraph {
                tints: order.iter().map(|&v| self.tints[v as usize]).collect(),
                adj: Adjacency::build(n, |i, out| {
                    out.extend(i.checked_sub(1));
                    out.extend((i + 1 < n as u32).then_some(i + 1));
                }),
            };
        }
        let colours: Vec<u32> = self.tints.iter().map(|&t| t as u32).collect();
        let edges: Vec<(u32, u32, u8)> = self.adj.edges().map(|(v, w)| (v, w, 0)).collect();
        let (edges, rank) = canonical_edges(&colours, &edges);
        let mut tints = vec![Tint::None; self.tints.len()];
        for (v, &t) in self.tints.iter().enumerate() {
            tints[rank[v] as usize] = t;
        }
        let mut arcs: Vec<(u32, u32)> = edges
            .iter()
            .flat_map(|&(a, b, _)| [(a, b), (b, a)])
            .collect();
        arcs.sort_unstable();
        let mut next = arcs.iter().peekable();
        let adj = Adjacency::build(tints.len(), |v, out| {
            while let Some(&(_, w)) = next.next_if(|&&(a, _)| a == v) {
                out.push(w);
            }
        });
        TintedGraph { tints, adj }
    }
}

impl std::fmt::Display for Colouring {
    /// A board in the syntax it was written in. A tinted graph (met only
    /// inside the solver) is written as a graph with its tints listed:
    /// `n=3; 0-1; tL:0`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Colouring::Board(b) => match &b.layout.shape {
                Shape::Grid { rows, cols, cells } => {
                    let grid = Grid::from_cells(*rows, *cols, cells.clone());
                    f.write_str(&grid.notation(|c| match c {
                        None => '#',
                        Some(v) => match b.stones[*v as usize] {
                            Stone::Empty => '.',
                            Stone::Left => 'x',
                            Stone::Right => 'o',
                        },
                    }))
                }
                Shape::Graph => {
                    let mut lists = [(Stone::Left, "L"), (Stone::Right, "R")].map(|(s, name)| {
                        let vs: Vec<String> = (0..b.stones.len())
                            .filter(|&v| b.stones[v] == s)
                            .map(|v| v.to_string())
                            .collect();
                        (!vs.is_empty()).then(|| format!("{name}:{}", vs.join(",")))
                    });
                    write_graph(f, b.stones.len(), &b.layout.adj, &mut lists)
                }
            },
            Colouring::Tinted(t) => {
                let mut lists = [(Tint::Left, "tL"), (Tint::Right, "tR"), (Tint::Both, "tB")].map(
                    |(s, name)| {
                        let vs: Vec<String> = (0..t.tints.len())
                            .filter(|&v| t.tints[v] == s)
                            .map(|v| v.to_string())
                            .collect();
                        (!vs.is_empty()).then(|| format!("{name}:{}", vs.join(",")))
                    },
                );
                write_graph(f, t.tints.len(), &t.adj, &mut lists)
            }
        }
    }
}

/// `n=N; edges; lists`.
fn write_graph(
    f: &mut std::fmt::Formatter<'_>,
    n: usize,
    adj: &Adjacency,
    lists: &mut [Option<String>],
) -> std::fmt::Result {
    write!(f, "n={n}")?;
    let mut first = true;
    for (v, w) in adj.edges() {
        f.write_str(if first { "; " } else { " " })?;
        first = false;
        write!(f, "{v}-{w}")?;
    }
    let mut first = true;
    for list in lists.iter_mut().filter_map(Option::take) {
        f.write_str(if first { "; " } else { " " })?;
        first = false;
        f.write_str(&list)?;
    }
    Ok(())
}

/// A board of this syntax without colours, as the Kayles games on graphs
/// read it (their positions are written as Snort's and Col's are).
pub(crate) struct PlainBoard {
    /// The number of vertices.
    pub vertices: usize,
    /// Each edge once, `(v, w)` with `v < w`.
    pub edges: Vec<(u32, u32)>,
    /// For a grid: rows, columns, and the vertex in each cell.
    pub grid: Option<(usize, usize, Vec<Option<u32>>)>,
}

/// Reads a grid or a graph with no vertex coloured; an error points at the
/// first colour written.
pub(crate) fn parse_plain(text: &str) -> Result<PlainBoard, ParseError> {
    // A loop is a move of the counter games (Arc Kayles takes its vertex),
    // which the colouring board cannot hold: refused rather than dropped.
    if cgsuite_graph::looks_like_cgsuite(text) {
        let g = cgsuite_graph::parse(text, &[], &[])?;
        if g.edges.iter().any(|e| e.0 == e.1) {
            let at = text.find(':').unwrap_or(0);
            return Err(ParseError::at(
                text,
                at,
                "a loop (an edge from a vertex to itself) is not supported in this game",
            ));
        }
    }
    let Colouring::Board(board) = Colouring::parse(text)? else {
        unreachable!("parse reads boards")
    };
    if board.stones.iter().any(|&s| s != Stone::Empty) {
        let at = text
            .find(['x', 'X', 'o', 'O', 'L', 'l', 'R', 'r'])
            .unwrap_or(0);
        return Err(ParseError::at(
            text,
            at,
            "no vertex is coloured in this game: write '.' for a vertex, '#' for none",
        ));
    }
    let grid = match &board.layout.shape {
        Shape::Grid { rows, cols, cells } => Some((*rows, *cols, cells.clone())),
        Shape::Graph => None,
    };
    Ok(PlainBoard {
        vertices: board.stones.len(),
        edges: board.layout.adj.edges().collect(),
        grid,
    })
}

fn parse_grid(text: &str) -> Result<Board, ParseError> {
    let grid = Grid::parse(
        text,
        |c| match c {
            '.' => Some(Some(Stone::Empty)),
            'x' | 'X' | 'L' => Some(Some(Stone::Left)),
            'o' | 'O' | 'R' => Some(Some(Stone::Right)),
            '#' => Some(None),
            _ => None,
        },
        "'.' (empty), 'x' or 'L' (Left's colour), 'o' or 'R' (Right's), or '#' (no vertex)",
    )?;
    let (rows, cols) = (grid.rows(), grid.cols());
    let mut cells = Vec::with_capacity(rows * cols);
    let mut stones = Vec::new();
    for s in grid.cells() {
        cells.push(s.map(|s| {
            stones.push(s);
            stones.len() as u32 - 1
        }));
    }
    let mut adj = vec![Vec::new(); stones.len()];
    for r in 0..rows {
        for c in 0..cols {
            let Some(v) = cells[r * cols + c] else {
                continue;
            };
            let right = (c + 1 < cols).then(|| cells[r * cols + c + 1]).flatten();
            let below = (r + 1 < rows).then(|| cells[(r + 1) * cols + c]).flatten();
            for w in [right, below].into_iter().flatten() {
                adj[v as usize].push(w);
                adj[w as usize].push(v);
            }
        }
    }
    Ok(Board {
        layout: Arc::new(Layout {
            shape: Shape::Grid { rows, cols, cells },
            adj: Adjacency::from_lists(adj),
        }),
        stones,
    })
}

/// A graph in CGSuite's syntax (`L-R---L`, `.-.(-;--)`, `:A----:A`).
/// CGSuite keeps only the empty vertices, `L` and `R` marking those
/// *tinted* by a neighbour of that colour; each tint is read here as a
/// coloured vertex joined to that vertex alone, numbered after the
/// vertices written (a loop joins nothing and is dropped).
fn parse_cgsuite(text: &str) -> Result<Board, ParseError> {
    let g = cgsuite_graph::parse(text, &['L', 'R'], &[])?;
    let mut stones = vec![Stone::Empty; g.vertices.len()];
    let mut adj = vec![Vec::new(); g.vertices.len()];
    for &(v, w, _) in g.edges.iter().filter(|e| e.0 != e.1) {
        adj[v as usize].push(w);
        adj[w as usize].push(v);
    }
    for (v, label) in g.vertices.iter().enumerate() {
        let colour = match label {
            Some('L') => Stone::Left,
            Some('R') => Stone::Right,
            _ => continue,
        };
        let u = stones.len() as u32;
        stones.push(colour);
        adj.push(vec![v as u32]);
        adj[v].push(u);
    }
    Ok(Board {
        layout: Arc::new(Layout {
            shape: Shape::Graph,
            adj: Adjacency::from_lists(adj),
        }),
        stones,
    })
}

fn parse_graph(text: &str) -> Result<Board, ParseError> {
    let mut s = Scanner::new(text);
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut colours: Vec<(u32, Stone, usize)> = Vec::new();
    let mut count: Option<u64> = None;
    // The largest vertex named, and where.
    let mut largest: Option<(u32, usize)> = None;
    let vertex = |s: &mut Scanner, largest: &mut Option<(u32, usize)>| {
        s.skip_space();
        let start = s.offset();
        let v = s.number("a vertex")?;
        s.check_at_most(start, v, MAX_VERTICES - 1, "vertex")?;
        let v = v as u32;
        if largest.is_none_or(|(m, _)| v > m) {
            *largest = Some((v, start));
        }
        Ok::<(u32, usize), ParseError>((v, start))
    };
    loop {
        while s.eat(';') {}
        match s.peek() {
            None => break,
            Some(c) if c.is_ascii_digit() => {
                let (mut a, _) = vertex(&mut s, &mut largest)?;
                if s.peek() != Some('-') {
                    return Err(s.unexpected("'-' and the other end of the edge"));
                }
                while s.eat('-') {
                    let (b, at) = vertex(&mut s, &mut largest)?;
                    if a == b {
                        return Err(
                            s.error_at(at, format!("an edge {a}-{a} joins a vertex to itself"))
                        );
                    }
                    edges.push((a.min(b), a.max(b)));
                    a = b;
                }
            }
            Some(c @ ('n' | 'N')) => {
                s.eat(c);
                s.expect('=', "after n")?;
                s.skip_space();
                let start = s.offset();
                let n = s.number("the number of vertices")?;
                s.check_at_most(start, n, MAX_VERTICES, "the number of vertices")?;
                if count.replace(n).is_some() {
                    return Err(s.error_at(start, "the number of vertices is given twice"));
                }
            }
            Some(c @ ('L' | 'l' | 'R' | 'r')) => {
                s.eat(c);
                s.expect(':', "after the colour, then the vertices it is on")?;
                let stone = if c.eq_ignore_ascii_case(&'L') {
                    Stone::Left
                } else {
                    Stone::Right
                };
                loop {
                    let (v, at) = vertex(&mut s, &mut largest)?;
                    colours.push((v, stone, at));
                    if !s.eat(',') {
                        break;
                    }
                }
            }
            Some(_) => {
                return Err(s.unexpected(
                    "an edge such as 0-1, the vertices of one colour such as L:0,3 or R:2, or n=5",
                ))
            }
        }
    }
    let named = largest.map_or(0, |(m, _)| u64::from(m) + 1);
    let n = match (count, largest) {
        (Some(n), Some((m, at))) if u64::from(m) >= n => {
            return Err(s.error_at(at, format!("vertex {m} is not below n={n}")))
        }
        (Some(n), _) => n,
        (None, _) => named,
    } as usize;
    let mut stones = vec![Stone::Empty; n];
    for (v, stone, at) in colours {
        let old = std::mem::replace(&mut stones[v as usize], stone);
        if old != Stone::Empty && old != stone {
            return Err(s.error_at(at, format!("vertex {v} is given both colours")));
        }
    }
    let mut adj = vec![Vec::new(); n];
    edges.sort_unstable();
    edges.dedup();
    for (a, b) in edges {
        adj[a as usize].push(b);
        adj[b as usize].push(a);
    }
    Ok(Board {
        layout: Arc::new(Layout {
            shape: Shape::Graph,
            adj: Adjacency::from_lists(adj),
        }),
        stones,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_read_and_write_back() {
        for text in ["..x|o#.", "n=4; 0-1 1-2 2-3; L:0 R:3", "n=2", "n=3; 0-2"] {
            let p = Colouring::parse(text).unwrap();
            assert_eq!(p.to_string(), text);
        }
        let e = Colouring::parse("0-1-2, 2-0").unwrap_err();
        assert_eq!(e.column, 6);
        let e = Colouring::parse("0-1 L:1 R:1").unwrap_err();
        assert_eq!(e.column, 11);
        assert!(e.message.contains("both"), "{}", e.message);
        let e = Colouring::parse("n=2; 0-2").unwrap_err();
        assert_eq!(e.column, 8);
        let e = Colouring::parse("1-1").unwrap_err();
        assert_eq!(e.column, 3);
    }

    #[test]
    fn tints_and_dead_vertices() {
        // The middle vertex is next to both colours: dead.
        let p = Colouring::parse("x.o|...").unwrap();
        let Colouring::Board(b) = &p else { panic!() };
        let t = b.tinted(Rule::Snort);
        assert_eq!(t.tints, [Tint::Left, Tint::None, Tint::Right]);
        assert_eq!(
            (t.adj.of(0), t.adj.of(1), t.adj.of(2)),
            (&[1][..], &[0, 2][..], &[1][..])
        );
    }
}
