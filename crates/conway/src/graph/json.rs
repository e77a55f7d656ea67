//! The JSON format of game graphs (described in `docs/src/graph-format.md`).
//!
//! serde_json reads the structure and reports syntax and type errors with
//! their line and column. Errors of meaning (a name not among `vertices`,
//! an edge list that does not fit the kind) name the field and index, and
//! [`locate`] finds that element in the text for the line and column.

use super::build::{Builder, Colour, Kind, NameError};
use super::GameGraph;
use crate::error::ParseError;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonGraph {
    kind: Option<String>,
    vertices: Option<Vec<String>>,
    edges: Option<Vec<(String, String)>>,
    left_edges: Option<Vec<(String, String)>>,
    right_edges: Option<Vec<(String, String)>>,
    tokens: Option<Vec<String>>,
}

/// One step of a path into a JSON document.
#[derive(Clone, Copy)]
enum Step<'a> {
    Key(&'a str),
    Index(usize),
}

pub(crate) fn parse(text: &str) -> Result<GameGraph, ParseError> {
    let graph: JsonGraph = serde_json::from_str(text).map_err(|e| syntax_error(text, &e))?;
    let fail = |path: &[Step], message: String| -> ParseError {
        let offset = locate(text, path).unwrap_or(0);
        ParseError::at(text, offset, format!("{}: {message}", show(path)))
    };
    let kind = kind(&graph, &fail)?;
    let mut builder = Builder::default();
    if let Some(vertices) = &graph.vertices {
        builder.require_declarations();
        for (i, name) in vertices.iter().enumerate() {
            let path = [Step::Key("vertices"), Step::Index(i)];
            check_name(name).map_err(|m| fail(&path, m))?;
            builder
                .declare(name)
                .map_err(|e| fail(&path, name_error(name, e)))?;
        }
    }
    let lists = [
        ("edges", &graph.edges, Colour::Both),
        ("left_edges", &graph.left_edges, Colour::Left),
        ("right_edges", &graph.right_edges, Colour::Right),
    ];
    for (field, list, colour) in lists {
        for (i, (a, b)) in list.iter().flatten().enumerate() {
            let mut ends = [0; 2];
            for (j, name) in [a, b].into_iter().enumerate() {
                let path = [Step::Key(field), Step::Index(i), Step::Index(j)];
                check_name(name).map_err(|m| fail(&path, m))?;
                ends[j] = builder
                    .vertex(name)
                    .map_err(|e| fail(&path, name_error(name, e)))?;
            }
            builder.edge(ends[0], ends[1], colour);
        }
    }
    for (i, name) in graph.tokens.iter().flatten().enumerate() {
        let path = [Step::Key("tokens"), Step::Index(i)];
        check_name(name).map_err(|m| fail(&path, m))?;
        let v = builder
            .vertex(name)
            .map_err(|e| fail(&path, name_error(name, e)))?;
        builder.token(v);
    }
    if builder.is_empty() {
        return Err(ParseError::at(
            text,
            0,
            "the graph has no vertices: give `vertices`, edges or `tokens`",
        ));
    }
    Ok(builder.finish(kind))
}

/// The kind: the `kind` field, or else the edge lists present; edge lists
/// of the other kind are an error.
fn kind(
    graph: &JsonGraph,
    fail: &dyn Fn(&[Step], String) -> ParseError,
) -> Result<Kind, ParseError> {
    let coloured = graph.left_edges.is_some() || graph.right_edges.is_some();
    let kind = match &graph.kind {
        Some(word) => Kind::from_word(word).ok_or_else(|| {
            fail(
                &[Step::Key("kind")],
                format!("expected \"impartial\" or \"partizan\", found {word:?}"),
            )
        })?,
        None if coloured => Kind::Partizan,
        None => Kind::Impartial,
    };
    match kind {
        Kind::Impartial if coloured => {
            let field = if graph.left_edges.is_some() {
                "left_edges"
            } else {
                "right_edges"
            };
            Err(fail(
                &[Step::Key(field)],
                "an impartial graph has `edges`; `left_edges` and `right_edges` belong to \
                 partizan graphs"
                    .into(),
            ))
        }
        Kind::Partizan if graph.edges.is_some() => Err(fail(
            &[Step::Key("edges")],
            "a partizan graph has `left_edges` and `right_edges` instead of `edges`".into(),
        )),
        kind => Ok(kind),
    }
}

fn check_name(name: &str) -> Result<(), String> {
    if name.is_empty() {
        Err("a vertex name cannot be empty".into())
    } else {
        Ok(())
    }
}

fn name_error(name: &str, e: NameError) -> String {
    match e {
        NameError::Undeclared => format!("vertex {name:?} is not in `vertices`"),
        NameError::Duplicate => format!("vertex {name:?} is listed twice"),
        NameError::TooMany => format!(
            "too many vertices: at most {} are supported",
            super::MAX_VERTICES
        ),
    }
}

/// A serde_json error as a [`ParseError`], without serde's own " at line L
/// column C" suffix.
fn syntax_error(text: &str, e: &serde_json::Error) -> ParseError {
    let full = e.to_string();
    let message = match full.rfind(" at line ") {
        Some(i) => full[..i].to_owned(),
        None => full,
    };
    let message = if text.trim().is_empty() {
        "the file is empty: expected a JSON object or the text format".to_owned()
    } else {
        message
    };
    // serde_json counts columns in bytes; the error counts characters
    // (and must stay within the text, even at its end).
    let line_start: usize = text
        .split_inclusive('\n')
        .take(e.line().saturating_sub(1))
        .map(str::len)
        .sum();
    let offset = line_start + e.column().saturating_sub(1);
    ParseError::at(text, offset, message)
}

/// `edges[3][1]`.
fn show(path: &[Step]) -> String {
    let mut s = String::new();
    for step in path {
        match step {
            Step::Key(k) => {
                if !s.is_empty() {
                    s.push('.');
                }
                s.push_str(k);
            }
            Step::Index(i) => s.push_str(&format!("[{i}]")),
        }
    }
    s
}

/// The byte offset of the value at `path` in a JSON text that serde_json
/// has already accepted. For an object key, the offset of its value.
fn locate(text: &str, path: &[Step]) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut at = skip_space(bytes, 0);
    for step in path {
        match *step {
            Step::Key(key) => {
                if bytes.get(at) != Some(&b'{') {
                    return None;
                }
                at = skip_space(bytes, at + 1);
                loop {
                    let key_end = skip_value(bytes, at)?;
                    let found: String = serde_json::from_str(&text[at..key_end]).ok()?;
                    at = skip_space(bytes, key_end);
                    if bytes.get(at) != Some(&b':') {
                        return None;
                    }
                    at = skip_space(bytes, at + 1);
                    if found == key {
                        break;
                    }
                    at = skip_space(bytes, skip_value(bytes, at)?);
                    if bytes.get(at) != Some(&b',') {
                        return None;
                    }
                    at = skip_space(bytes, at + 1);
                }
            }
            Step::Index(index) => {
                if bytes.get(at) != Some(&b'[') {
                    return None;
                }
                at = skip_space(bytes, at + 1);
                for _ in 0..index {
                    at = skip_space(bytes, skip_value(bytes, at)?);
                    if bytes.get(at) != Some(&b',') {
                        return None;
                    }
                    at = skip_space(bytes, at + 1);
                }
            }
        }
    }
    Some(at)
}

fn skip_space(bytes: &[u8], mut at: usize) -> usize {
    while bytes.get(at).is_some_and(|b| b.is_ascii_whitespace()) {
        at += 1;
    }
    at
}

/// The offset just after the JSON value starting at `at` (without
/// recursion: brackets are counted, strings skipped).
fn skip_value(bytes: &[u8], mut at: usize) -> Option<usize> {
    let mut depth = 0usize;
    loop {
        match *bytes.get(at)? {
            b'"' => at = skip_string(bytes, at)?,
            b'[' | b'{' => {
                depth += 1;
                at += 1;
            }
            b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                at += 1;
            }
            _ if depth == 0 => {
                // A number or a literal: it runs to the next delimiter.
                while bytes
                    .get(at)
                    .is_some_and(|b| !b.is_ascii_whitespace() && !b",:]}".contains(b))
                {
                    at += 1;
                }
                return Some(at);
            }
            _ => at += 1,
        }
        if depth == 0 {
            return Some(at);
        }
    }
}

/// The offset just after the string whose opening quote is at `at`.
fn skip_string(bytes: &[u8], mut at: usize) -> Option<usize> {
    at += 1;
    loop {
        match *bytes.get(at)? {
            b'\\' => at += 2,
            b'"' => return Some(at + 1),
            _ => at += 1,
        }
    }
}
