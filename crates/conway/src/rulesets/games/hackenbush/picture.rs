//! Hackenbush pictures: any graph of coloured edges standing on the ground.
//!
//! A picture is written as a list of edges `U-V:C`, separated by spaces or
//! commas: `U` and `V` are vertex numbers, vertex `0` (also written `g`) is
//! the ground, and `C` is the edge's colour, `B` blue (Left's; `L` is read
//! too), `R` red (Right's) or `G` green (either player's). Loops (`2-2:G`)
//! and parallel edges are allowed. Every edge must be connected to the
//! ground. `g-1:B 1-2:R 1-3:G` is a blue trunk with a red and a green branch.
//!
//! Cutting an edge removes it and every edge no longer connected to the
//! ground. The picture splits at the ground into independent pieces (edges
//! joined through vertices other than the ground). Each piece is normalised
//! for the transposition table: a loop counts as an edge to a new vertex of
//! its own (cutting either removes just that edge), a piece that is a path
//! from the ground becomes a [`Stalk`], an all-green piece becomes the green
//! stalk of its nimber (fusion and colon principles, `green.rs`), and any
//! other piece is renumbered canonically (`graph_labelling.rs`).

use super::green::green_value;
use super::stalk::Stalk;
use super::Colour;
use crate::error::ParseError;
use crate::rulesets::cgsuite_graph;
use crate::rulesets::graph_labelling::canonical_edges;
use crate::rulesets::scan::Scanner;
use rustc_hash::FxHashMap;
use std::fmt;

/// An edge between two vertices (0 is the ground), with its colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Edge {
    /// One end.
    pub from: u32,
    /// The other end (equal to `from` for a loop).
    pub to: u32,
    /// Who may cut it.
    pub colour: Colour,
}

impl fmt::Display for Edge {
    /// `U-V:C`, with the ground written `g`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |v: u32| {
            if v == 0 {
                "g".to_string()
            } else {
                v.to_string()
            }
        };
        write!(
            f,
            "{}-{}:{}",
            name(self.from),
            name(self.to),
            self.colour.letter()
        )
    }
}

/// A Hackenbush picture: edges whose vertex 0 is the ground, every edge
/// connected to it.
///
/// ```
/// use conway::rulesets::hackenbush::Picture;
/// let p = Picture::parse("g-1:B 1-2:R 2-0:G").unwrap();
/// assert_eq!(p.to_string(), "g-1:B 1-2:R 2-g:G");
/// // Cutting the blue edge leaves the red edge hanging from the green one.
/// assert_eq!(p.cut(0).to_string(), "1-2:R 2-g:G");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Picture {
    edges: Vec<Edge>,
}

/// What a piece of a picture normalises to.
pub(super) enum Normal {
    Stalk(Stalk),
    Picture(Picture),
}

impl Picture {
    /// The picture of these edges, less any not connected to the ground.
    pub fn new(edges: Vec<Edge>) -> Picture {
        let keep = grounded(&edges);
        Picture {
            edges: edges
                .into_iter()
                .zip(keep)
                .filter_map(|(e, k)| k.then_some(e))
                .collect(),
        }
    }

    /// The edges, in the order written.
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// Reads a picture (see the [module documentation](self)); an edge not
    /// connected to the ground is an error pointing at it.
    ///
    /// ```
    /// use conway::rulesets::hackenbush::Picture;
    /// let e = Picture::parse("g-1:B 2-3:R").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 7));
    /// let e = Picture::parse("g-1:X").unwrap_err();
    /// assert_eq!(e.column, 5);
    /// ```
    pub fn parse(text: &str) -> Result<Picture, ParseError> {
        let mut s = Scanner::new(text);
        let mut edges = Vec::new();
        let mut starts = Vec::new();
        loop {
            while s.eat(',') {}
            if s.at_end() {
                break;
            }
            starts.push(s.offset());
            let from = vertex(&mut s)?;
            s.expect('-', "between the two ends of an edge")?;
            let to = vertex(&mut s)?;
            s.expect(':', "and the edge's colour after its ends")?;
            let letter = s.peek();
            let colour = match letter.and_then(Colour::from_letter) {
                Some(c) => {
                    s.eat(letter.unwrap_or(' '));
                    c
                }
                None => return Err(s.unexpected(super::COLOUR_WORDS)),
            };
            edges.push(Edge { from, to, colour });
        }
        if edges.is_empty() {
            return Err(s.unexpected("an edge such as g-1:B"));
        }
        if let Some(i) = grounded(&edges).iter().position(|&k| !k) {
            return Err(s.error_at(
                starts[i],
                format!(
                    "edge {} is not connected to the ground (vertex 0, also written g)",
                    edges[i]
                ),
            ));
        }
        Ok(Picture { edges })
    }

    /// Reads one of CGSuite's Hackenbush strings (see
    /// [`cgsuite_graph`](crate::rulesets::cgsuite_graph)): edges `l` (blue),
    /// `r` (red) and `e` (green), branches in parentheses, named vertices
    /// `:A`; the first vertex is the ground. Every edge must be connected to
    /// it (an error points at the `;` that starts a part which is not).
    ///
    /// ```
    /// use conway::rulesets::hackenbush::Picture;
    /// let p = Picture::parse_cgsuite("l(l;rl)").unwrap();
    /// assert_eq!(p.to_string(), "g-1:B 1-2:B 1-3:R 3-4:B");
    /// let e = Picture::parse_cgsuite("lrlr;lr").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 5));
    /// ```
    pub fn parse_cgsuite(text: &str) -> Result<Picture, ParseError> {
        const LETTERS: [char; 10] = ['l', 'r', 'e', 'b', 'g', 'L', 'R', 'E', 'B', 'G'];
        let graph = cgsuite_graph::parse(text, &[], &LETTERS)?;
        let edges: Vec<Edge> = graph
            .edges
            .iter()
            .map(|&(from, to, label)| Edge {
                from,
                to,
                // Only the letters asked for are edge labels.
                colour: label.and_then(Colour::from_letter).unwrap_or(Colour::Green),
            })
            .collect();
        if grounded(&edges).iter().any(|&k| !k) {
            let at = top_level_semicolon(text).unwrap_or(0);
            return Err(ParseError::at(
                text,
                at,
                "this part is not connected to the ground (the first vertex)",
            ));
        }
        Ok(Picture { edges })
    }

    /// The picture after cutting edge `index` (in the order of
    /// [`edges`](Picture::edges)): the edge goes, and so does every edge no
    /// longer connected to the ground.
    pub fn cut(&self, index: usize) -> Picture {
        let mut edges = self.edges.clone();
        edges.remove(index);
        Picture::new(edges)
    }

    /// The pieces of the picture that meet only at the ground, each a
    /// picture of its own, in the order of their first edge.
    ///
    /// ```
    /// use conway::rulesets::hackenbush::Picture;
    /// let p = Picture::parse("g-1:B 1-2:R g-3:G 2-g:B g-g:R").unwrap();
    /// let pieces: Vec<String> = p.components().iter().map(|c| c.to_string()).collect();
    /// assert_eq!(pieces, ["g-1:B 1-2:R 2-g:B", "g-3:G", "g-g:R"]);
    /// ```
    pub fn components(&self) -> Vec<Picture> {
        let (dense, _) = dense_ends(&self.edges);
        let n = dense.iter().map(|&(a, b)| a.max(b) + 1).max().unwrap_or(1) as usize;
        let mut parent: Vec<u32> = (0..n as u32).collect();
        fn find(parent: &mut [u32], mut v: u32) -> u32 {
            while parent[v as usize] != v {
                let up = parent[parent[v as usize] as usize];
                parent[v as usize] = up;
                v = up;
            }
            v
        }
        for &(a, b) in &dense {
            if a != 0 && b != 0 {
                let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
                parent[ra as usize] = rb;
            }
        }
        // A ground loop is a piece of its own; other edges belong to the
        // piece of their end off the ground.
        let mut pieces: Vec<Vec<Edge>> = Vec::new();
        let mut index_of: FxHashMap<u32, usize> = FxHashMap::default();
        for (&(a, b), e) in dense.iter().zip(&self.edges) {
            let off_ground = a.max(b);
            if off_ground == 0 {
                pieces.push(vec![*e]);
                continue;
            }
            let root = find(&mut parent, off_ground);
            let k = *index_of.entry(root).or_insert_with(|| {
                pieces.push(Vec::new());
                pieces.len() - 1
            });
            pieces[k].push(*e);
        }
        pieces.into_iter().map(|edges| Picture { edges }).collect()
    }

    /// The representative of one piece (see the [module documentation](self)).
    pub(super) fn normal_form(&self) -> Normal {
        let (dense, vertices) = self.loops_as_pendants();
        let colours: Vec<Colour> = self.edges.iter().map(|e| e.colour).collect();
        if colours.iter().all(|&c| c == Colour::Green) {
            let g = green_value(vertices as usize, &dense);
            return Normal::Stalk(Stalk::new(vec![Colour::Green; g as usize]));
        }
        if let Some(order) = path_from_ground(vertices as usize, &dense) {
            return Normal::Stalk(Stalk::new(order.iter().map(|&i| colours[i]).collect()));
        }
        Normal::Picture(self.renumbered())
    }

    /// The edges' ends numbered densely (the ground 0), each loop made an
    /// edge to a vertex of its own; and the number of vertices.
    fn loops_as_pendants(&self) -> (Vec<(u32, u32)>, u32) {
        let (mut dense, mut vertices) = dense_ends(&self.edges);
        for e in &mut dense {
            if e.0 == e.1 {
                e.1 = vertices;
                vertices += 1;
            }
        }
        (dense, vertices)
    }

    /// The piece with its vertices numbered canonically (loops made
    /// pendant edges): isomorphic pieces come out equal.
    pub(super) fn renumbered(&self) -> Picture {
        let (dense, vertices) = self.loops_as_pendants();
        let mut kinds = vec![1u32; vertices as usize];
        kinds[0] = 0;
        let coloured: Vec<(u32, u32, u8)> = dense
            .iter()
            .zip(&self.edges)
            .map(|(&(a, b), e)| (a, b, e.colour as u8))
            .collect();
        let (edges, _) = canonical_edges(&kinds, &coloured);
        Picture {
            edges: edges
                .into_iter()
                .map(|(from, to, c)| Edge {
                    from,
                    to,
                    colour: Colour::ALL[c as usize],
                })
                .collect(),
        }
    }
}

impl fmt::Display for Picture {
    /// The edges separated by spaces (nothing for the empty picture).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.edges.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

/// Where the first `;` outside parentheses is.
fn top_level_semicolon(text: &str) -> Option<usize> {
    let mut depth = 0i32;
    text.char_indices().find_map(|(i, c)| {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ';' if depth == 0 => return Some(i),
            _ => {}
        }
        None
    })
}

/// A vertex: a number, or `g` for the ground (0).
fn vertex(s: &mut Scanner) -> Result<u32, ParseError> {
    match s.peek() {
        Some(g @ ('g' | 'G')) => {
            s.eat(g);
            Ok(0)
        }
        Some(c) if c.is_ascii_digit() => {
            let start = s.offset();
            let n = s.number("a vertex")?;
            s.check_at_most(start, n, u64::from(u32::MAX), "vertex")?;
            Ok(n as u32)
        }
        _ => Err(s.unexpected("a vertex (a number, or g for the ground)")),
    }
}

/// The ends of the edges renumbered `0, 1, 2, …` in order of first
/// appearance, the ground staying 0; and the number of vertices.
fn dense_ends(edges: &[Edge]) -> (Vec<(u32, u32)>, u32) {
    let mut ids: FxHashMap<u32, u32> = FxHashMap::default();
    ids.insert(0, 0);
    let mut id = |v: u32| {
        let next = ids.len() as u32;
        *ids.entry(v).or_insert(next)
    };
    let dense = edges.iter().map(|e| (id(e.from), id(e.to))).collect();
    (dense, ids.len() as u32)
}

/// Which edges are connected to the ground.
fn grounded(edges: &[Edge]) -> Vec<bool> {
    let (dense, n) = dense_ends(edges);
    let mut adj: Vec<Vec<u32>> = vec![Vec::new(); n as usize];
    for &(a, b) in &dense {
        adj[a as usize].push(b);
        adj[b as usize].push(a);
    }
    let mut seen = vec![false; n as usize];
    seen[0] = true;
    let mut todo = vec![0u32];
    while let Some(v) = todo.pop() {
        for &w in &adj[v as usize] {
            if !std::mem::replace(&mut seen[w as usize], true) {
                todo.push(w);
            }
        }
    }
    dense.iter().map(|&(a, _)| seen[a as usize]).collect()
}

/// If the edges (with no loops) form one path starting at the ground, the
/// indices of the edges from the ground up.
fn path_from_ground(vertices: usize, edges: &[(u32, u32)]) -> Option<Vec<usize>> {
    if edges.len() + 1 != vertices {
        return None;
    }
    let mut at: Vec<Vec<usize>> = vec![Vec::new(); vertices];
    for (i, &(a, b)) in edges.iter().enumerate() {
        at[a as usize].push(i);
        at[b as usize].push(i);
    }
    if at[0].len() != 1 || at.iter().any(|es| es.len() > 2) {
        return None;
    }
    let mut order = Vec::with_capacity(edges.len());
    let (mut v, mut via) = (0u32, usize::MAX);
    while let Some(&e) = at[v as usize].iter().find(|&&e| e != via) {
        order.push(e);
        let (a, b) = edges[e];
        v = if a == v { b } else { a };
        via = e;
    }
    // A connected graph with one edge fewer than vertices is a tree; with
    // every degree at most 2 and the ground a leaf, the walk covers it.
    (order.len() == edges.len()).then_some(order)
}
