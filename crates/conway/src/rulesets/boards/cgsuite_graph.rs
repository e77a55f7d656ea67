//! CGSuite's graph strings, as its users write Snort, Col and Partizan Arc
//! Kayles positions (CGSuite 2, "Games on Graphs").
//!
//! * `.` is a vertex, `-` an edge; a vertex label (`L`, `R` for Snort and
//!   Col) is a labelled vertex, an edge label (`l`, `r`, `e` for Partizan
//!   Arc Kayles) a labelled edge. Vertices are implied where an edge needs
//!   an end: `---` is a path of four vertices, `llr` one with two blue
//!   edges and a red one.
//! * Parentheses hold branches from the vertex before them, separated by
//!   `;`: `--(-;--;---)` is a trunk with three branches. A `;` outside
//!   parentheses starts a new part of the graph.
//! * `:A` (or `:{name}`) after a vertex names it; vertices with the same
//!   name are one vertex, so `:A----:A` is a 4-cycle.
//!
//! Vertices are numbered in the order they appear, from 0.

use crate::error::ParseError;
use std::collections::HashMap;

/// A graph read from a CGSuite string.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct CgGraph {
    /// Each vertex's label, if it has one.
    pub vertices: Vec<Option<char>>,
    /// Edges `(v, w, label)`, in the order written (a loop has `v == w`).
    pub edges: Vec<(u32, u32, Option<char>)>,
}

/// Whether `text` looks like a CGSuite graph string rather than conway's
/// grid or edge-list syntax: no digits, and an edge, a branch or a name.
pub(crate) fn looks_like_cgsuite(text: &str) -> bool {
    !text.chars().any(|c| c.is_ascii_digit()) && text.chars().any(|c| "-():".contains(c))
}

/// Reads `text` with the given vertex and edge labels (besides `.` and
/// `-`).
pub(crate) fn parse(
    text: &str,
    vertex_labels: &[char],
    edge_labels: &[char],
) -> Result<CgGraph, ParseError> {
    let mut r = Reader {
        graph: CgGraph {
            vertices: Vec::new(),
            edges: Vec::new(),
        },
        names: HashMap::new(),
        current: None,
        pending: None,
    };
    // The vertices branches hang from, innermost last, with where the '('
    // was.
    let mut anchors: Vec<(Option<u32>, usize)> = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            c if c.is_whitespace() => {}
            '.' => r.vertex(None),
            c if vertex_labels.contains(&c) => r.vertex(Some(c)),
            '-' => r.edge(None),
            c if edge_labels.contains(&c) => r.edge(Some(c)),
            ':' => {
                let name = read_name(text, i, &mut chars)?;
                r.name(name);
            }
            '(' => {
                r.end_edge();
                let v = r.current_or_new();
                anchors.push((Some(v), i));
            }
            ';' => {
                r.end_edge();
                r.current = anchors.last().and_then(|&(a, _)| a);
            }
            ')' => {
                r.end_edge();
                let Some((anchor, _)) = anchors.pop() else {
                    return Err(ParseError::at(text, i, "')' without a '(' before it"));
                };
                r.current = anchor;
            }
            c => {
                let mut expected = String::from("'.' (a vertex), '-' (an edge)");
                for l in vertex_labels {
                    expected.push_str(&format!(", '{l}'"));
                }
                for l in edge_labels {
                    expected.push_str(&format!(", '{l}'"));
                }
                return Err(ParseError::at(
                    text,
                    i,
                    format!("unexpected '{c}': expected {expected}, '(', ';', ')' or ':NAME'"),
                ));
            }
        }
    }
    if let Some(&(_, at)) = anchors.last() {
        return Err(ParseError::at(text, at, "this '(' is never closed"));
    }
    r.end_edge();
    Ok(r.graph)
}

/// Reads the name after `:` at byte `colon`: one character, or `{...}`.
fn read_name(
    text: &str,
    colon: usize,
    chars: &mut std::iter::Peekable<std::str::CharIndices>,
) -> Result<String, ParseError> {
    match chars.next() {
        Some((_, '{')) => {
            let mut name = String::new();
            for (_, c) in chars.by_ref() {
                if c == '}' {
                    return Ok(name);
                }
                name.push(c);
            }
            Err(ParseError::at(text, colon, "a name '{...' is never closed"))
        }
        Some((_, c)) if c.is_alphanumeric() => Ok(c.to_string()),
        _ => Err(ParseError::at(
            text,
            colon + 1,
            "expected a vertex name after ':' (a letter, or {name})",
        )),
    }
}

/// The state of the reading.
struct Reader {
    graph: CgGraph,
    names: HashMap<String, u32>,
    /// The vertex last written or implied.
    current: Option<u32>,
    /// An edge from `current` waiting for its other end.
    pending: Option<Option<char>>,
}

impl Reader {
    fn new_vertex(&mut self, label: Option<char>) -> u32 {
        self.graph.vertices.push(label);
        self.graph.vertices.len() as u32 - 1
    }

    /// The current vertex, implied if there is none.
    fn current_or_new(&mut self) -> u32 {
        match self.current {
            Some(v) => v,
            None => {
                let v = self.new_vertex(None);
                self.current = Some(v);
                v
            }
        }
    }

    /// Joins `v` to the current vertex by the pending edge, if any, and
    /// makes it current.
    fn arrive(&mut self, v: u32) {
        if let (Some(label), Some(from)) = (self.pending.take(), self.current) {
            self.graph.edges.push((from, v, label));
        }
        self.current = Some(v);
    }

    fn vertex(&mut self, label: Option<char>) {
        let v = self.new_vertex(label);
        self.arrive(v);
    }

    fn edge(&mut self, label: Option<char>) {
        self.end_edge();
        self.current_or_new();
        self.pending = Some(label);
    }

    /// Ends a pending edge at an implied vertex.
    fn end_edge(&mut self) {
        if self.pending.is_some() {
            let v = self.new_vertex(None);
            self.arrive(v);
        }
    }

    /// Names the vertex just written (or an implied one): the first vertex
    /// of that name stands for it from then on.
    fn name(&mut self, name: String) {
        let just_written = self.pending.is_none() && self.current.is_some();
        let Some(&first) = self.names.get(&name) else {
            let v = match just_written {
                true => self.current.unwrap_or_default(),
                false => self.new_vertex(None),
            };
            self.names.insert(name, v);
            if !just_written {
                self.arrive(v);
            }
            return;
        };
        if !just_written {
            self.arrive(first);
            return;
        }
        // Merge the vertex just written into `first`: it is the last vertex,
        // and only the last edge can reach it.
        let v = self.current.unwrap_or_default();
        if v != first && v as usize == self.graph.vertices.len() - 1 {
            let label = self.graph.vertices.pop().flatten();
            if let Some(l) = label {
                self.graph.vertices[first as usize].get_or_insert(l);
            }
            for e in &mut self.graph.edges {
                if e.0 == v {
                    e.0 = first;
                }
                if e.1 == v {
                    e.1 = first;
                }
            }
        }
        self.current = Some(first);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(text: &str) -> (usize, Vec<(u32, u32)>) {
        let g = parse(text, &['L', 'R'], &['l', 'r', 'e']).unwrap();
        let edges = g.edges.iter().map(|&(v, w, _)| (v, w)).collect();
        (g.vertices.len(), edges)
    }

    #[test]
    fn paths_trees_and_cycles() {
        assert_eq!(shape("---"), (4, vec![(0, 1), (1, 2), (2, 3)]));
        assert_eq!(shape(".-.-.-."), shape("---"));
        assert_eq!(shape("-(-;--)"), (5, vec![(0, 1), (1, 2), (1, 3), (3, 4)]));
        assert_eq!(shape(":A---:A"), (3, vec![(0, 1), (1, 2), (2, 0)]));
        assert_eq!(shape(".:A-.-.:A"), (2, vec![(0, 1), (1, 0)]));
        assert_eq!(shape("-;-"), (4, vec![(0, 1), (2, 3)]));
        let g = parse("L-R-.", &['L', 'R'], &[]).unwrap();
        assert_eq!(g.vertices, vec![Some('L'), Some('R'), None]);
        let g = parse("llr", &[], &['l', 'r']).unwrap();
        let labels: Vec<Option<char>> = g.edges.iter().map(|e| e.2).collect();
        assert_eq!(labels, vec![Some('l'), Some('l'), Some('r')]);
    }

    #[test]
    fn errors_name_the_place() {
        let e = parse("--(-", &[], &[]).unwrap_err();
        assert_eq!(e.column, 3);
        let e = parse("--)", &[], &[]).unwrap_err();
        assert_eq!(e.column, 3);
        let e = parse("-x-", &[], &[]).unwrap_err();
        assert_eq!(e.column, 2);
        let e = parse("-:", &[], &[]).unwrap_err();
        assert_eq!(e.column, 3);
    }
}
