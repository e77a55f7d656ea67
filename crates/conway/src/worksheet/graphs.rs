//! CGSuite's `Graph` (cgsuite.util.Graph): an undirected multigraph whose
//! vertices and edges carry labels (any worksheet value; `Nothing` when
//! unlabelled), numbered from 1. Made by `Graph(text)` from CGSuite's
//! graph strings (read by [`cgsuite_graph`](crate::rulesets::cgsuite_graph)),
//! `Graph.Parse(text, labels)`, `Graph.FromAdjacencyList`, `Graph.Path`,
//! `Graph.Cycle`, `Graph.Star` and `Graph.Clique`; read by `g[v]` (a
//! vertex; `g[v][i]` its i-th edge), `VertexCount`, `EdgeCount`,
//! `Vertices`, `Edges`, `AdjacencyList`, `IsConnected`, `IsSimple`,
//! `IsEmpty`; changed copies by `DeleteEdge`, `DeleteEdgeByIndex`,
//! `DeleteVertex`, `DeleteVertices`, `RetainVertices`,
//! `UpdatedVertexLabels`; split by `ConnectedComponent(v)`,
//! `ConnectedComponents` and `Decomposition(label)` (the components left
//! when the vertices with that label are taken out).
//!
//! Each vertex keeps its edges in order, an edge between two vertices
//! once at each end and a loop once: the order is CGSuite's, and so is
//! the printed string (`Graph(":A-----:A")` for a 5-cycle): a depth-first
//! walk from each vertex not yet reached, following every edge once, a
//! vertex reached twice named `:A`, `:B`, ..., branches in parentheses,
//! labels longer than a character in braces (`{Left}`).
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! assert_eq!(w.eval_line("Graph.Cycle(5)").unwrap().to_string(), "Graph(\":A-----:A\")");
//! assert_eq!(w.eval_line("Graph.Star(4).DeleteVertex(1)").unwrap().to_string(), "Graph(\".;.;.\")");
//! assert_eq!(w.eval_line("Graph(\"-(-;-)\").AdjacencyList").unwrap().to_string(), "[[2], [1, 3, 4], [2], [2]]");
//! ```

use super::data::Value;
use super::functions::{f, inside_string, Call, Function};
use super::machine::{integer, Fail};
use crate::rulesets::cgsuite_graph;
use crate::value::Game;
use std::fmt;
use std::rc::Rc;

type Run<T> = Result<T, Fail>;

const SOURCE: &str = "CGSuite's graphs (cgsuite.util.Graph)";

/// The most vertices a graph made here may have.
const MAX_GRAPH: usize = 1 << 16;

/// The most edge ends (twice the edges, a loop once) it may have.
const MAX_ENDS: usize = 1 << 18;

/// An edge, as seen from its first end: both ends (from 1) and its label.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Edge {
    /// The vertex it is seen from.
    pub from: usize,
    /// The other end (the same vertex for a loop).
    pub to: usize,
    /// Its label (`Nothing` when unlabelled).
    pub label: Value,
}

impl fmt::Display for Edge {
    /// `Edge(Nothing, 1, 2)`, as CGSuite prints it: label, then ends.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Edge({}, {}, {})",
            nested(&self.label),
            self.from,
            self.to
        )
    }
}

/// A vertex: its label and its edges in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Vertex {
    /// Its label (`Nothing` when unlabelled).
    pub label: Value,
    /// Its edges, each seen from it.
    pub edges: Vec<Edge>,
}

impl fmt::Display for Vertex {
    /// `Vertex(Nothing, [2, 5])`, as CGSuite prints it: label, then the
    /// other ends of its edges.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ends: Vec<String> = self.neighbours().iter().map(usize::to_string).collect();
        write!(f, "Vertex({}, [{}])", nested(&self.label), ends.join(", "))
    }
}

impl Vertex {
    /// The other ends of its edges, in increasing order (as CGSuite
    /// prints them and gives them in `AdjacencyList`, whatever the order
    /// of the edges).
    ///
    /// ```
    /// use conway::worksheet::{Output, Value, Worksheet};
    /// let mut w = Worksheet::new();
    /// let Output::Data(Value::Graph(g)) = w.eval_line("Graph.Cycle(4)").unwrap() else { panic!() };
    /// assert_eq!((g.vertices()[0].edges[0].to, g.vertices()[0].neighbours()), (4, vec![2, 4]));
    /// ```
    pub fn neighbours(&self) -> Vec<usize> {
        let mut ends: Vec<usize> = self.edges.iter().map(|e| e.to).collect();
        ends.sort_unstable();
        ends
    }
}

/// A label as it appears inside `Edge(...)` and `Vertex(...)`.
fn nested(v: &Value) -> String {
    match v {
        Value::Str(s) => format!("\"{s}\""),
        Value::Nothing => "Nothing".to_string(),
        other => other.to_string(),
    }
}

/// An undirected multigraph with labelled vertices and edges, as
/// CGSuite's `Graph`.
///
/// ```
/// use conway::worksheet::{Output, Value, Worksheet};
/// let mut w = Worksheet::new();
/// let Output::Data(Value::Graph(g)) = w.eval_line("Graph(\"--;.\")").unwrap() else { panic!() };
/// assert_eq!((g.vertices().len(), g.edge_count()), (4, 2));
/// assert_eq!(g.to_string(), "Graph(\"--;.\")");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Graph {
    vertices: Vec<Vertex>,
}

impl Graph {
    /// The vertices, vertex `v` (from 1) at `v - 1`.
    ///
    /// ```
    /// use conway::worksheet::{Output, Value, Worksheet};
    /// let mut w = Worksheet::new();
    /// let Output::Data(Value::Graph(g)) = w.eval_line("Graph.Path(3)").unwrap() else { panic!() };
    /// assert_eq!(g.vertices()[1].edges.len(), 2);
    /// ```
    pub fn vertices(&self) -> &[Vertex] {
        &self.vertices
    }

    /// The number of edges (a loop counts once).
    ///
    /// ```
    /// use conway::worksheet::{Output, Value, Worksheet};
    /// let mut w = Worksheet::new();
    /// let Output::Data(Value::Graph(g)) = w.eval_line("Graph.Clique(4)").unwrap() else { panic!() };
    /// assert_eq!(g.edge_count(), 6);
    /// ```
    pub fn edge_count(&self) -> usize {
        self.edges().count()
    }

    /// Each edge once: at the end with the smaller number.
    fn edges(&self) -> impl Iterator<Item = &Edge> {
        self.vertices
            .iter()
            .flat_map(|v| v.edges.iter().filter(|e| e.from <= e.to))
    }

    /// The graph of `n` unlabelled vertices with the given neighbours
    /// (from 1), in order.
    fn from_adjacency(adjacency: Vec<Vec<usize>>) -> Graph {
        let vertices = adjacency
            .into_iter()
            .enumerate()
            .map(|(i, ends)| Vertex {
                label: Value::Nothing,
                edges: ends
                    .into_iter()
                    .map(|to| Edge {
                        from: i + 1,
                        to,
                        label: Value::Nothing,
                    })
                    .collect(),
            })
            .collect();
        Graph { vertices }
    }

    /// The graph read from a CGSuite string whose vertex and edge labels
    /// are the characters given, with the values they stand for.
    fn parse(
        text: &str,
        vertex_labels: &[(char, Value)],
        edge_labels: &[(char, Value)],
    ) -> Result<Graph, crate::error::ParseError> {
        let chars = |labels: &[(char, Value)]| labels.iter().map(|l| l.0).collect::<Vec<_>>();
        let read = cgsuite_graph::parse(text, &chars(vertex_labels), &chars(edge_labels))?;
        if read.vertices.len() > MAX_GRAPH || 2 * read.edges.len() > MAX_ENDS {
            return Err(crate::error::ParseError::at(
                text,
                0,
                format!("more than {MAX_GRAPH} vertices or {MAX_ENDS} edge ends"),
            ));
        }
        let value = |labels: &[(char, Value)], c: Option<char>| {
            labels
                .iter()
                .find(|l| Some(l.0) == c)
                .map_or(Value::Nothing, |l| l.1.clone())
        };
        let mut vertices: Vec<Vertex> = read
            .vertices
            .iter()
            .map(|&c| Vertex {
                label: value(vertex_labels, c),
                edges: Vec::new(),
            })
            .collect();
        for &(a, b, c) in &read.edges {
            let (a, b) = (a as usize + 1, b as usize + 1);
            let label = value(edge_labels, c);
            vertices[a - 1].edges.push(Edge {
                from: a,
                to: b,
                label: label.clone(),
            });
            if a != b {
                vertices[b - 1].edges.push(Edge {
                    from: b,
                    to: a,
                    label,
                });
            }
        }
        Ok(Graph { vertices })
    }

    /// The vertices reached from `v` (from 1), marked in `seen`.
    fn reach(&self, v: usize, seen: &mut [bool]) {
        let mut stack = vec![v];
        while let Some(v) = stack.pop() {
            if seen[v - 1] {
                continue;
            }
            seen[v - 1] = true;
            stack.extend(self.vertices[v - 1].edges.iter().rev().map(|e| e.to));
        }
    }

    /// The graph on the vertices marked in `keep`, numbered in order, with
    /// the edges between them.
    fn retain(&self, keep: &[bool]) -> Graph {
        let mut number = vec![0; keep.len()];
        let mut next = 0;
        for (i, &k) in keep.iter().enumerate() {
            if k {
                next += 1;
                number[i] = next;
            }
        }
        let vertices = self
            .vertices
            .iter()
            .zip(keep)
            .filter(|(_, k)| **k)
            .map(|(v, _)| Vertex {
                label: v.label.clone(),
                edges: v
                    .edges
                    .iter()
                    .filter(|e| keep[e.to - 1])
                    .map(|e| Edge {
                        from: number[e.from - 1],
                        to: number[e.to - 1],
                        label: e.label.clone(),
                    })
                    .collect(),
            })
            .collect();
        Graph { vertices }
    }

    /// The connected components (avoiding the vertices labelled `avoid`),
    /// by their first vertex, each vertex numbered in order within its
    /// component: one walk over the graph.
    fn components(&self, avoid: Option<&Value>) -> Vec<Graph> {
        let n = self.vertices.len();
        let mut seen = vec![false; n];
        let mut part = vec![usize::MAX; n];
        let mut members: Vec<Vec<usize>> = Vec::new();
        for v in 1..=n {
            if seen[v - 1] || avoid.is_some_and(|a| self.vertices[v - 1].label == *a) {
                continue;
            }
            let mut reached = Vec::new();
            let mut stack = vec![v];
            seen[v - 1] = true;
            while let Some(w) = stack.pop() {
                reached.push(w);
                for e in &self.vertices[w - 1].edges {
                    let u = e.to;
                    if !seen[u - 1] && !avoid.is_some_and(|a| self.vertices[u - 1].label == *a) {
                        seen[u - 1] = true;
                        stack.push(u);
                    }
                }
            }
            reached.sort_unstable();
            for &w in &reached {
                part[w - 1] = members.len();
            }
            members.push(reached);
        }
        let mut number = vec![0; n];
        for vs in &members {
            for (i, &w) in vs.iter().enumerate() {
                number[w - 1] = i + 1;
            }
        }
        members
            .iter()
            .enumerate()
            .map(|(c, vs)| Graph {
                vertices: vs
                    .iter()
                    .map(|&w| {
                        let v = &self.vertices[w - 1];
                        Vertex {
                            label: v.label.clone(),
                            edges: v
                                .edges
                                .iter()
                                .filter(|e| part[e.to - 1] == c)
                                .map(|e| Edge {
                                    from: number[e.from - 1],
                                    to: number[e.to - 1],
                                    label: e.label.clone(),
                                })
                                .collect(),
                        }
                    })
                    .collect(),
            })
            .collect()
    }

    /// The graph without the first edge at `from` to `to` with `label`,
    /// and its other end.
    fn without_edge(&self, from: usize, to: usize, label: &Value) -> Graph {
        let mut g = self.clone();
        let mut drop = |at: usize, other: usize| {
            let edges = &mut g.vertices[at - 1].edges;
            if let Some(k) = edges
                .iter()
                .position(|e| e.to == other && e.label == *label)
            {
                edges.remove(k);
            }
        };
        drop(from, to);
        if from != to {
            drop(to, from);
        }
        g
    }
}

impl fmt::Display for Graph {
    /// `Graph("...")` with CGSuite's string of the graph.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Graph(\"{}\")", text(self))
    }
}

/// A vertex of the walk that prints a graph: which vertex, and the edges
/// followed from it (the node reached, the edge's label).
struct Node {
    vertex: usize,
    children: Vec<(usize, String)>,
}

/// CGSuite's string of a graph (see the module's documentation).
pub(super) fn text(g: &Graph) -> String {
    let n = g.vertices.len();
    // The edges not yet followed: an edge is followed once, from either end.
    let mut left = Unfollowed::new(g);
    let mut reached = vec![0usize; n];
    let mut nodes: Vec<Node> = Vec::new();
    let mut roots = Vec::new();
    for v in 0..n {
        if reached[v] == 0 {
            roots.push(walk(v, &mut left, &mut reached, &mut nodes));
        }
    }
    let mut names = vec![None; n];
    let mut named = 0;
    let parts: Vec<String> = roots
        .into_iter()
        .map(|root| {
            let s = write_tree(g, root, &nodes, &reached, &mut names, &mut named);
            if s.is_empty() {
                ".".to_string()
            } else {
                s
            }
        })
        .collect();
    parts.join(";")
}

/// The edges not yet followed, each once from either end: at each vertex
/// its edges in order, with where the first one left is, and for each
/// ordered pair of ends the places of the edges between them in order.
struct Unfollowed<'g> {
    left: Vec<Vec<Option<&'g Edge>>>,
    first: Vec<usize>,
    between: std::collections::HashMap<(usize, usize), std::collections::VecDeque<usize>>,
}

impl<'g> Unfollowed<'g> {
    fn new(g: &'g Graph) -> Unfollowed<'g> {
        let mut between: std::collections::HashMap<_, std::collections::VecDeque<usize>> =
            std::collections::HashMap::new();
        for (v, vertex) in g.vertices.iter().enumerate() {
            for (k, e) in vertex.edges.iter().enumerate() {
                between.entry((v, e.to - 1)).or_default().push_back(k);
            }
        }
        Unfollowed {
            left: g
                .vertices
                .iter()
                .map(|v| v.edges.iter().map(Some).collect())
                .collect(),
            first: vec![0; g.vertices.len()],
            between,
        }
    }

    /// Takes the first edge left at `v`, and the same edge seen from its
    /// other end (the first edge left there back to `v` with its label).
    fn take(&mut self, v: usize) -> Option<&'g Edge> {
        let edges = &mut self.left[v];
        while self.first[v] < edges.len() && edges[self.first[v]].is_none() {
            self.first[v] += 1;
        }
        let e = edges.get_mut(self.first[v])?.take()?;
        let w = e.to - 1;
        if w != v {
            let places = self.between.get(&(w, v)).into_iter().flatten();
            let back = places
                .copied()
                .find(|&k| self.left[w][k].is_some_and(|b| b.label == e.label));
            if let Some(k) = back {
                self.left[w][k] = None;
            }
            if let Some(q) = self.between.get_mut(&(w, v)) {
                while q.front().is_some_and(|&k| self.left[w][k].is_none()) {
                    q.pop_front();
                }
            }
        }
        Some(e)
    }
}

/// The depth-first walk from vertex `v` (from 0) along the edges not yet
/// followed; a vertex reached again is a leaf. Returns the root's node.
fn walk(
    v: usize,
    left: &mut Unfollowed<'_>,
    reached: &mut [usize],
    nodes: &mut Vec<Node>,
) -> usize {
    let mut arrive = |v: usize, nodes: &mut Vec<Node>, stack: &mut Vec<usize>| {
        reached[v] += 1;
        nodes.push(Node {
            vertex: v,
            children: Vec::new(),
        });
        if reached[v] == 1 {
            stack.push(nodes.len() - 1);
        }
        nodes.len() - 1
    };
    let mut stack = Vec::new();
    let root = arrive(v, nodes, &mut stack);
    while let Some(&top) = stack.last() {
        let Some(e) = left.take(nodes[top].vertex) else {
            stack.pop();
            continue;
        };
        let child = arrive(e.to - 1, nodes, &mut stack);
        nodes[top].children.push((child, label_text(&e.label)));
    }
    root
}

/// The tree from `root` written out: each vertex's label, its name when
/// it is reached more than once, then its edges and what they lead to
/// (in parentheses, separated by `;`, when there are several).
fn write_tree(
    g: &Graph,
    root: usize,
    nodes: &[Node],
    reached: &[usize],
    names: &mut [Option<String>],
    named: &mut usize,
) -> String {
    let mut out = String::new();
    let mut head = |node: usize, out: &mut String| {
        let v = nodes[node].vertex;
        braced(out, &label_text(&g.vertices[v].label));
        if reached[v] > 1 {
            out.push(':');
            let name = names[v].get_or_insert_with(|| {
                *named += 1;
                match *named {
                    k @ 1..=26 => char::from(b'A' + (k - 1) as u8).to_string(),
                    k => format!("v{}", k - 1),
                }
            });
            braced(out, name);
        }
        if nodes[node].children.len() > 1 {
            out.push('(');
        }
    };
    head(root, &mut out);
    let mut stack = vec![(root, 0)];
    while let Some((node, i)) = stack.pop() {
        let children = &nodes[node].children;
        if i == children.len() {
            if children.len() > 1 {
                out.push(')');
            }
            continue;
        }
        if i > 0 {
            out.push(';');
        }
        stack.push((node, i + 1));
        let (child, edge_label) = &children[i];
        if edge_label.is_empty() {
            out.push('-');
        }
        braced(&mut out, edge_label);
        head(*child, &mut out);
        stack.push((*child, 0));
    }
    out
}

/// A label as written in a graph string: nothing for `Nothing`.
fn label_text(v: &Value) -> String {
    match v {
        Value::Nothing => String::new(),
        other => other.to_string(),
    }
}

/// Appends a label or name: in braces when longer than one character.
fn braced(out: &mut String, s: &str) {
    if s.chars().count() > 1 {
        out.push('{');
        out.push_str(s);
        out.push('}');
    } else {
        out.push_str(s);
    }
}

fn graph(g: Graph) -> Value {
    Value::Graph(Rc::new(g))
}

/// The graph of argument `i`.
fn the_graph<'c>(call: &'c Call<'_>, i: usize) -> Run<&'c Graph> {
    match &call.args[i].value {
        Value::Graph(g) => Ok(g),
        other => Err(call.fail(
            i,
            format!("{} takes a graph, not {}", call.name, other.kind()),
        )),
    }
}

/// A size argument: a whole number from 0 to [`MAX_GRAPH`].
fn size(call: &Call<'_>, i: usize) -> Run<usize> {
    let n = integer(&call.args[i].value, call.args[i].at)?;
    n.to_u64()
        .and_then(|k| usize::try_from(k).ok())
        .filter(|&k| k <= MAX_GRAPH)
        .ok_or_else(|| {
            call.fail(
                i,
                format!("{} takes a size from 0 to {MAX_GRAPH}, not {n}", call.name),
            )
        })
}

/// A vertex number (from 1) of a graph of `n` vertices.
fn vertex_number(call: &Call<'_>, value: &Value, i: usize, n: usize) -> Run<usize> {
    let at = call.args[i].at;
    let k = integer(value, at)?;
    k.to_u64()
        .and_then(|k| usize::try_from(k).ok())
        .filter(|&k| (1..=n).contains(&k))
        .ok_or_else(|| Fail::At(at, format!("vertex {k} is outside 1..{n} of the graph")))
}

/// The vertex numbers of a list argument.
fn vertex_list(call: &Call<'_>, i: usize, n: usize) -> Run<Vec<usize>> {
    let items = super::collections::items(call, i)?;
    items.iter().map(|v| vertex_number(call, v, i, n)).collect()
}

/// The size of a graph built by `Graph.Path(n)` and its kin, refused
/// when its edge ends would pass [`MAX_ENDS`].
fn check_ends(call: &Call<'_>, ends: usize) -> Run<()> {
    if ends > MAX_ENDS {
        return Err(call.fail(
            0,
            format!("{} would have more than {MAX_ENDS} edge ends", call.name),
        ));
    }
    Ok(())
}

fn path(call: &Call<'_>) -> Run<Value> {
    let n = size(call, 0)?;
    check_ends(call, 2 * n)?;
    Ok(graph(Graph::from_adjacency(
        (1..=n)
            .map(|v| {
                (v - 1..=v + 1)
                    .filter(|&w| w != v && w >= 1 && w <= n)
                    .collect()
            })
            .collect(),
    )))
}

fn cycle(call: &Call<'_>) -> Run<Value> {
    let n = size(call, 0)?;
    check_ends(call, 2 * n)?;
    let adjacency = match n {
        1 => vec![vec![1]],
        // Each vertex's edges: to the one before, then the one after.
        _ => (1..=n)
            .map(|v| {
                vec![
                    if v == 1 { n } else { v - 1 },
                    if v == n { 1 } else { v + 1 },
                ]
            })
            .collect(),
    };
    Ok(graph(Graph::from_adjacency(adjacency)))
}

fn star(call: &Call<'_>) -> Run<Value> {
    let n = size(call, 0)?;
    check_ends(call, 2 * n)?;
    let adjacency = (1..=n)
        .map(|v| match v {
            1 => (2..=n).collect(),
            _ => vec![1],
        })
        .collect();
    Ok(graph(Graph::from_adjacency(adjacency)))
}

fn clique(call: &Call<'_>) -> Run<Value> {
    let n = size(call, 0)?;
    check_ends(call, n.saturating_mul(n))?;
    let adjacency = (1..=n)
        .map(|v| (1..=n).filter(|&w| w != v).collect())
        .collect();
    Ok(graph(Graph::from_adjacency(adjacency)))
}

fn from_adjacency_list(call: &Call<'_>) -> Run<Value> {
    let rows = super::collections::items(call, 0)?;
    if rows.len() > MAX_GRAPH {
        return Err(call.fail(
            0,
            format!(
                "a graph has at most {MAX_GRAPH} vertices here, not {}",
                rows.len()
            ),
        ));
    }
    let n = rows.len();
    let mut adjacency = Vec::with_capacity(n);
    let mut ends = 0;
    for row in &rows {
        let Some(row) = row.items() else {
            return Err(call.fail(
                0,
                format!(
                    "expected a list of lists of vertices here, not a list holding {}",
                    row.kind()
                ),
            ));
        };
        ends += row.len();
        check_ends(call, ends)?;
        let ends: Run<Vec<usize>> = row.iter().map(|v| vertex_number(call, v, 0, n)).collect();
        adjacency.push(ends?);
    }
    Ok(graph(Graph::from_adjacency(adjacency)))
}

/// The text of argument `i`.
fn text_arg<'c>(call: &'c Call<'_>, i: usize) -> Run<&'c str> {
    match &call.args[i].value {
        Value::Str(s) => Ok(s),
        other => Err(call.fail(
            i,
            format!("{} takes a string here, not {}", call.name, other.kind()),
        )),
    }
}

/// `Graph(text)`: CGSuite's graph string, unlabelled.
fn from_text(call: &Call<'_>) -> Run<Value> {
    let text = text_arg(call, 0)?;
    Graph::parse(text, &[], &[])
        .map(graph)
        .map_err(|e| inside_string(&call.args[0], text, &e, "graph string"))
}

/// `Graph.Parse(text, vertexLabels)`: a map from one-character strings
/// (and `""`, the label of `.`) to the vertex labels they stand for.
fn parse_labelled(call: &Call<'_>) -> Run<Value> {
    let text = text_arg(call, 0)?;
    let Value::Map(entries) = &call.args[1].value else {
        return Err(call.fail(
            1,
            format!(
                "Graph.Parse takes a map of vertex labels here ({{\"L\" => Left}}), not {}",
                call.args[1].value.kind()
            ),
        ));
    };
    let mut labels = Vec::new();
    let mut plain = Value::Nothing;
    for (k, v) in entries.iter() {
        let key = match k {
            Value::Str(s) => s.to_string(),
            _ => String::new(),
        };
        let mut chars = key.chars();
        match (chars.next(), chars.next()) {
            (None, _) if matches!(k, Value::Str(_)) => plain = v.clone(),
            (Some(c), None) if !".-();:{} ".contains(c) => labels.push((c, v.clone())),
            _ => {
                return Err(call.fail(
                    1,
                    format!(
                        "a vertex label's key is one character (not one of . - ( ) ; : {{ }}) or \"\", not {}",
                        super::machine::brief(k)
                    ),
                ))
            }
        }
    }
    let mut g =
        Graph::parse(text, &labels, &[]).map_err(|e| call.fail(0, format!("graph string: {e}")))?;
    for v in &mut g.vertices {
        if v.label == Value::Nothing {
            v.label = plain.clone();
        }
    }
    Ok(graph(g))
}

/// `g[v]` on a graph (a vertex) and `g[v][i]` on a vertex (an edge).
pub(super) fn index(container: &Value, i: &Value, at: usize) -> Option<Run<Value>> {
    let found = |n: usize, what: &str| -> Run<usize> {
        let k = integer(i, at)?;
        k.to_u64()
            .and_then(|k| usize::try_from(k).ok())
            .filter(|&k| (1..=n).contains(&k))
            .ok_or_else(|| Fail::At(at, format!("{what} {k} is outside 1..{n}")))
    };
    match container {
        Value::Graph(g) => Some(
            found(g.vertices.len(), "vertex")
                .map(|k| Value::Vertex(Rc::new(g.vertices[k - 1].clone()))),
        ),
        Value::Vertex(v) => {
            Some(found(v.edges.len(), "edge").map(|k| Value::Edge(Rc::new(v.edges[k - 1].clone()))))
        }
        _ => None,
    }
}

/// `g.Decomposition(label)` on a graph (the strip's method dispatches
/// here).
pub(super) fn decomposition(call: &Call<'_>) -> Run<Value> {
    let g = the_graph(call, 0)?;
    let parts = g.components(Some(&call.args[1].value));
    Ok(Value::list(parts.into_iter().map(graph).collect()))
}

/// `g.IsEmpty` on a graph (the collection method dispatches here).
pub(super) fn is_empty(g: &Graph) -> Value {
    Value::Bool(g.vertices.is_empty())
}

fn count(n: usize) -> Value {
    Value::Game(Game::integer(n as i64))
}

fn delete_edge(call: &Call<'_>) -> Run<Value> {
    let g = the_graph(call, 0)?;
    let Value::Edge(e) = &call.args[1].value else {
        return Err(call.fail(
            1,
            format!(
                "DeleteEdge takes an edge (g[v][i]), not {}",
                call.args[1].value.kind()
            ),
        ));
    };
    let n = g.vertices.len();
    if e.from > n || e.to > n {
        return Err(call.fail(1, format!("{e} has an end outside 1..{n} of the graph")));
    }
    Ok(graph(g.without_edge(e.from, e.to, &e.label)))
}

fn delete_edge_by_index(call: &Call<'_>) -> Run<Value> {
    let g = the_graph(call, 0)?;
    let v = vertex_number(call, &call.args[1].value, 1, g.vertices.len())?;
    let edges = &g.vertices[v - 1].edges;
    let at = call.args[2].at;
    let k = integer(&call.args[2].value, at)?;
    let e = k
        .to_u64()
        .and_then(|k| usize::try_from(k).ok())
        .filter(|&k| (1..=edges.len()).contains(&k))
        .map(|k| &edges[k - 1])
        .ok_or_else(|| {
            Fail::At(
                at,
                format!("edge {k} is outside 1..{} of vertex {v}", edges.len()),
            )
        })?;
    Ok(graph(g.without_edge(e.from, e.to, &e.label)))
}

fn delete_vertices(call: &Call<'_>, vs: &[usize]) -> Run<Value> {
    let g = the_graph(call, 0)?;
    let mut keep = vec![true; g.vertices.len()];
    for &v in vs {
        keep[v - 1] = false;
    }
    Ok(graph(g.retain(&keep)))
}

fn retain_vertices(call: &Call<'_>) -> Run<Value> {
    let g = the_graph(call, 0)?;
    let mut keep = vec![false; g.vertices.len()];
    for v in vertex_list(call, 1, g.vertices.len())? {
        keep[v - 1] = true;
    }
    Ok(graph(g.retain(&keep)))
}

fn updated_vertex_labels(call: &Call<'_>) -> Run<Value> {
    let g = the_graph(call, 0)?;
    let Value::Map(entries) = &call.args[1].value else {
        return Err(call.fail(
            1,
            format!(
                "UpdatedVertexLabels takes a map from vertices to labels ({{1 => Left}}), not {}",
                call.args[1].value.kind()
            ),
        ));
    };
    let mut new = g.clone();
    for (k, label) in entries.iter() {
        let v = vertex_number(call, k, 1, g.vertices.len())?;
        new.vertices[v - 1].label = label.clone();
    }
    Ok(graph(new))
}

fn connected_component(call: &Call<'_>) -> Run<Value> {
    let g = the_graph(call, 0)?;
    let v = vertex_number(call, &call.args[1].value, 1, g.vertices.len())?;
    let mut seen = vec![false; g.vertices.len()];
    g.reach(v, &mut seen);
    Ok(graph(g.retain(&seen)))
}

fn is_connected(g: &Graph) -> bool {
    let mut seen = vec![false; g.vertices.len()];
    if !g.vertices.is_empty() {
        g.reach(1, &mut seen);
    }
    seen.iter().all(|&s| s)
}

fn is_simple(g: &Graph) -> bool {
    let edges: Vec<&Edge> = g.edges().collect();
    let distinct: std::collections::HashSet<&Edge> = edges.iter().copied().collect();
    edges.iter().all(|e| e.from != e.to) && distinct.len() == edges.len()
}

/// The graph functions: the constructors, then the methods.
pub(super) const FUNCTIONS: &[Function] = &[
    f("Graph", &[], "Graph(text)",
      "the graph of a CGSuite graph string: '.' a vertex, '-' an edge, (a;b) branches, ';' a new part, :A a named vertex",
      "Graph(\":A---:A\")", SOURCE, (1, 1), |_, call| from_text(call)),
    f("Graph.Parse", &[], "Graph.Parse(text, vertexLabels)",
      "the graph of a CGSuite graph string whose vertex labels are one-character keys of the map",
      "Graph.Parse(\"L-.-R\", {\"L\" => Left, \"R\" => Right})", SOURCE, (2, 2),
      |_, call| parse_labelled(call)),
    f("Graph.FromAdjacencyList", &[], "Graph.FromAdjacencyList(L)",
      "the graph whose vertex v has the edges to the vertices of L[v], in order (an edge is listed at both ends, a loop once)",
      "Graph.FromAdjacencyList([[2], [1, 3], [2]])", SOURCE, (1, 1),
      |_, call| from_adjacency_list(call)),
    f("Graph.Path", &[], "Graph.Path(n)", "the path of n vertices",
      "Graph.Path(4)", SOURCE, (1, 1), |_, call| path(call)),
    f("Graph.Cycle", &[], "Graph.Cycle(n)", "the cycle of n vertices (a loop when n is 1)",
      "Graph.Cycle(5)", SOURCE, (1, 1), |_, call| cycle(call)),
    f("Graph.Star", &[], "Graph.Star(n)", "the star of n vertices: vertex 1 joined to each other",
      "Graph.Star(5)", SOURCE, (1, 1), |_, call| star(call)),
    f("Graph.Clique", &[], "Graph.Clique(n)", "the complete graph of n vertices",
      "Graph.Clique(4)", SOURCE, (1, 1), |_, call| clique(call)),
    f("VertexCount", &[], "g.VertexCount", "the number of vertices",
      "Graph.Path(4).VertexCount", SOURCE, (1, 1),
      |_, call| Ok(count(the_graph(call, 0)?.vertices.len()))),
    f("EdgeCount", &[], "g.EdgeCount", "the number of edges (a loop counts once)",
      "Graph.Clique(4).EdgeCount", SOURCE, (1, 1),
      |_, call| Ok(count(the_graph(call, 0)?.edge_count()))),
    f("Vertices", &[], "g.Vertices", "the vertices, as Vertex(label, [neighbours])",
      "Graph.Path(3).Vertices", SOURCE, (1, 1),
      |_, call| Ok(Value::list(the_graph(call, 0)?.vertices.iter()
          .map(|v| Value::Vertex(Rc::new(v.clone()))).collect()))),
    f("Edges", &[], "g.Edges", "each edge once, as Edge(label, v, w) with v <= w",
      "Graph.Path(3).Edges", SOURCE, (1, 1),
      |_, call| Ok(Value::list(the_graph(call, 0)?.edges()
          .map(|e| Value::Edge(Rc::new(e.clone()))).collect()))),
    f("AdjacencyList", &[], "g.AdjacencyList", "the neighbours of each vertex, in increasing order",
      "Graph.Star(4).AdjacencyList", SOURCE, (1, 1),
      |_, call| Ok(Value::list(the_graph(call, 0)?.vertices.iter()
          .map(|v| Value::list(v.neighbours().into_iter().map(count).collect())).collect()))),
    f("IsConnected", &[], "g.IsConnected", "true if every vertex is reached from every other (the empty graph is)",
      "Graph(\"-;-\").IsConnected", SOURCE, (1, 1),
      |_, call| Ok(Value::Bool(is_connected(the_graph(call, 0)?)))),
    f("IsSimple", &[], "g.IsSimple", "true if the graph has no loop and no two edges alike",
      "Graph(\":A--:A\").IsSimple", SOURCE, (1, 1),
      |_, call| Ok(Value::Bool(is_simple(the_graph(call, 0)?)))),
    f("ConnectedComponent", &[], "g.ConnectedComponent(v)", "the component of vertex v, its vertices numbered in order",
      "Graph(\"-;--\").ConnectedComponent(3)", SOURCE, (2, 2), |_, call| connected_component(call)),
    f("ConnectedComponents", &[], "g.ConnectedComponents", "the components, by their first vertex",
      "Graph(\"-;--\").ConnectedComponents", SOURCE, (1, 1),
      |_, call| Ok(Value::list(the_graph(call, 0)?.components(None).into_iter().map(graph).collect()))),
    f("DeleteEdge", &[], "g.DeleteEdge(e)", "the graph without the edge e (as g[v][i] gives it)",
      "Graph.Path(3).DeleteEdge(Graph.Path(3)[1][1])", SOURCE, (2, 2), |_, call| delete_edge(call)),
    f("DeleteEdgeByIndex", &[], "g.DeleteEdgeByIndex(v, i)", "the graph without the i-th edge of vertex v",
      "Graph.Path(3).DeleteEdgeByIndex(2, 1)", SOURCE, (3, 3), |_, call| delete_edge_by_index(call)),
    f("DeleteVertex", &[], "g.DeleteVertex(v)", "the graph without vertex v and its edges (the later vertices renumbered)",
      "Graph.Star(4).DeleteVertex(1)", SOURCE, (2, 2),
      |_, call| {
          let n = the_graph(call, 0)?.vertices.len();
          let v = vertex_number(call, &call.args[1].value, 1, n)?;
          delete_vertices(call, &[v])
      }),
    f("DeleteVertices", &[], "g.DeleteVertices(L)", "the graph without the vertices of L and their edges",
      "Graph.Path(5).DeleteVertices([1, 3])", SOURCE, (2, 2),
      |_, call| {
          let n = the_graph(call, 0)?.vertices.len();
          let vs = vertex_list(call, 1, n)?;
          delete_vertices(call, &vs)
      }),
    f("RetainVertices", &[], "g.RetainVertices(L)", "the graph on the vertices of L only",
      "Graph.Path(5).RetainVertices([1, 2])", SOURCE, (2, 2), |_, call| retain_vertices(call)),
    f("UpdatedVertexLabels", &[], "g.UpdatedVertexLabels(M)", "the graph with vertex v labelled M[v] for each key v of the map M",
      "Graph.Path(3).UpdatedVertexLabels({1 => Left})", SOURCE, (2, 2),
      |_, call| updated_vertex_labels(call)),
];
