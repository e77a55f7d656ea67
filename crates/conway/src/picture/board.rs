//! Boards of rulesets as SVG pictures: the grid games (Domineering, Cram,
//! Clobber, Konane, Amazons, Snort's grids, Advance or Eat), the strips of
//! Toads and Frogs, and Hackenbush (stalks, and pictures on the ground).
//!
//! Pictures are drawn from a position's notation, as
//! [`Position::notation`](crate::rulesets::Position::notation) writes it.
//! Left's pieces are blue and Right's red, as in the thermographs; grid
//! cells carry the names the moves use (column letters along the top, row
//! numbers from the top down the left).

use super::{escape, PictureError};
use std::fmt::Write;

const CELL: f64 = 40.0;
const MARGIN: f64 = 24.0;
const LEFT_COLOUR: &str = "#1f5fbf";
const RIGHT_COLOUR: &str = "#c0392b";
const GREEN_COLOUR: &str = "#2a8a2a";
const BLOCKED_COLOUR: &str = "#555";

/// How a ruleset's positions are drawn, as the ruleset declares it
/// ([`crate::rulesets::Metadata::drawing`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Drawing {
    /// A grid of cells, rows separated by `|` (Domineering, Clobber,
    /// Amazons, ...).
    Grid,
    /// A grid; the same ruleset's positions written as graphs are not
    /// drawn (Snort, Col, Fjords).
    GridNotGraph,
    /// Strips of cells, one a row (Toads and Frogs).
    Strips,
    /// Hackenbush: stalks, or a picture on the ground.
    Hackenbush,
}

/// The position `notation` of the ruleset called `ruleset`, drawn as
/// `drawing`, as an SVG picture; an error for text that is not such a
/// board (`ruleset` names it). [`crate::rulesets::svg`] draws a position
/// of a ruleset the way the ruleset declares.
///
/// ```
/// use conway::picture::board::{svg, Drawing};
/// let picture = svg(Drawing::Grid, "domineering", "..#|...").unwrap();
/// assert!(picture.starts_with("<svg") && picture.matches("<rect").count() >= 6);
/// assert!(svg(Drawing::Hackenbush, "hackenbush", "BRB G").unwrap().contains("<line"));
/// // Fox and Geese: three geese (Left) and the fox (Right).
/// let fox = svg(Drawing::Grid, "fox-and-geese", "g.g.g.|......|......|...f..").unwrap();
/// assert_eq!(fox.matches("<circle").count(), 4);
/// assert!(svg(Drawing::GridNotGraph, "snort", "3; 0-1-2").is_err());
/// ```
pub fn svg(drawing: Drawing, ruleset: &str, notation: &str) -> Result<String, PictureError> {
    let drawn_as = ruleset.strip_prefix("impartial-").unwrap_or(ruleset);
    match drawing {
        Drawing::Strips => strips(notation),
        Drawing::Hackenbush => hackenbush(notation),
        Drawing::GridNotGraph if notation.contains(['-', ':', '=']) => Err(PictureError(format!(
            "a graph position of {drawn_as} is not drawn (only grids are)"
        ))),
        Drawing::Grid | Drawing::GridNotGraph => grid(notation),
    }
}

fn header(width: f64, height: f64) -> String {
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.2} {height:.2}" font-family="sans-serif" font-size="13">
<rect width="100%" height="100%" fill="white"/>
"#
    )
}

/// The rows of a board written with `|` between rows.
fn rows(notation: &str) -> Result<Vec<Vec<char>>, PictureError> {
    let rows: Vec<Vec<char>> = notation
        .trim()
        .split('|')
        .map(|r| r.trim().chars().collect())
        .collect();
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    if width == 0 || width > 200 || rows.len() > 200 {
        return Err(PictureError(format!(
            "{} is not a board of at most 200 x 200 cells",
            crate::error::quoted(notation)
        )));
    }
    Ok(rows)
}

/// A grid board: `.` empty, `#` blocked, `x`/`L`/`W`/`t`/`g` Left's
/// pieces (a goose is `g`), `o`/`R`/`B`/`f` Right's (the fox is `f`).
fn grid(notation: &str) -> Result<String, PictureError> {
    let rows = rows(notation)?;
    let width = rows.iter().map(Vec::len).max().unwrap_or(0);
    let (w, h) = (
        2.0 * MARGIN + width as f64 * CELL,
        2.0 * MARGIN + rows.len() as f64 * CELL,
    );
    let mut s = header(w, h);
    for c in 0..width {
        let _ = writeln!(
            s,
            r##"<text x="{:.1}" y="{:.1}" text-anchor="middle" fill="#777">{}</text>"##,
            MARGIN + (c as f64 + 0.5) * CELL,
            MARGIN - 8.0,
            column_name(c)
        );
    }
    for (r, row) in rows.iter().enumerate() {
        let y = MARGIN + r as f64 * CELL;
        let _ = writeln!(
            s,
            r##"<text x="{:.1}" y="{:.1}" text-anchor="middle" fill="#777">{}</text>"##,
            MARGIN / 2.0,
            y + CELL / 2.0 + 4.0,
            r + 1
        );
        for (c, &ch) in row.iter().enumerate() {
            cell(&mut s, MARGIN + c as f64 * CELL, y, ch);
        }
    }
    s.push_str("</svg>\n");
    Ok(s)
}

/// Column names as the moves write them: a..z, then aa, ab, ...
fn column_name(c: usize) -> String {
    let letter = |i: usize| char::from(b'a' + (i % 26) as u8);
    if c < 26 {
        letter(c).to_string()
    } else {
        format!("{}{}", letter(c / 26 - 1), letter(c))
    }
}

fn cell(s: &mut String, x: f64, y: f64, ch: char) {
    let fill = if ch == '#' { BLOCKED_COLOUR } else { "#f4f1e8" };
    let _ = writeln!(
        s,
        r##"<rect x="{x:.1}" y="{y:.1}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="#999"/>"##
    );
    let colour = match ch {
        'x' | 'L' | 'W' | 't' | 'g' => LEFT_COLOUR,
        'o' | 'R' | 'B' | 'f' => RIGHT_COLOUR,
        _ => return,
    };
    let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
    let _ = writeln!(
        s,
        r##"<circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="{colour}" stroke="#222"/><text x="{cx:.1}" y="{:.1}" text-anchor="middle" fill="white" font-weight="bold">{}</text>"##,
        CELL * 0.36,
        cy + 4.5,
        escape(&ch.to_string())
    );
}

/// Toads and Frogs: each strip a row of cells (strips are summed).
fn strips(notation: &str) -> Result<String, PictureError> {
    grid(notation)
}

/// A Hackenbush edge: its two ends (0 the ground) and colour.
struct Edge {
    from: usize,
    to: usize,
    colour: char,
}

fn edge_colour(c: char) -> &'static str {
    match c {
        'B' | 'L' => LEFT_COLOUR,
        'R' => RIGHT_COLOUR,
        _ => GREEN_COLOUR,
    }
}

/// Hackenbush: stalks (`BRR GG`) or a picture (`g-1:B 1-2:R`), drawn
/// standing on a ground line; a picture's vertices are placed in rows by
/// their distance from the ground.
fn hackenbush(notation: &str) -> Result<String, PictureError> {
    let edges = if notation.contains(['-', ':']) {
        picture_edges(notation)?
    } else {
        stalk_edges(notation)?
    };
    let vertices = 1 + edges.iter().map(|e| e.from.max(e.to)).max().unwrap_or(0);
    if vertices > 2000 {
        return Err(PictureError("too many vertices to draw".into()));
    }
    let level = levels(vertices, &edges);
    let mut slot = vec![0usize; vertices];
    let mut per_level: Vec<usize> = Vec::new();
    for v in 1..vertices {
        let l = level[v];
        if per_level.len() <= l {
            per_level.resize(l + 1, 0);
        }
        slot[v] = per_level[l];
        per_level[l] += 1;
    }
    let columns = per_level.iter().copied().max().unwrap_or(1).max(1);
    let height_levels = per_level.len().max(2);
    let (w, h) = (
        2.0 * MARGIN + columns as f64 * CELL * 1.5,
        2.0 * MARGIN + height_levels as f64 * CELL,
    );
    let ground_y = h - MARGIN;
    let place = |v: usize, towards: usize| -> (f64, f64) {
        if v == 0 {
            // A ground end sits on the ground under the other end.
            let x = MARGIN + (slot[towards] as f64 + 0.5) * CELL * 1.5;
            return (x, ground_y);
        }
        (
            MARGIN + (slot[v] as f64 + 0.5) * CELL * 1.5,
            ground_y - level[v] as f64 * CELL,
        )
    };
    let mut s = header(w, h);
    // Edges off the ground (none in a position as conway writes it) are not drawn.
    let grounded = |v: usize| level[v] != usize::MAX;
    for e in edges.iter().filter(|e| grounded(e.from) && grounded(e.to)) {
        let (x1, y1) = place(e.from, e.to);
        let (x2, y2) = place(e.to, e.from);
        let _ = writeln!(
            s,
            r#"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{}" stroke-width="5" stroke-linecap="round"/>"#,
            edge_colour(e.colour)
        );
    }
    for (v, _) in level
        .iter()
        .enumerate()
        .skip(1)
        .filter(|&(_, &l)| l != usize::MAX)
    {
        let (x, y) = place(v, v);
        let _ = writeln!(
            s,
            r##"<circle cx="{x:.1}" cy="{y:.1}" r="4" fill="#222"/>"##
        );
    }
    let _ = writeln!(
        s,
        r##"<line x1="{:.1}" y1="{ground_y:.1}" x2="{:.1}" y2="{ground_y:.1}" stroke="#6b4f2a" stroke-width="3"/>"##,
        MARGIN / 2.0,
        w - MARGIN / 2.0
    );
    s.push_str("</svg>\n");
    Ok(s)
}

/// Stalks from the ground up, separated by spaces or `+`.
fn stalk_edges(notation: &str) -> Result<Vec<Edge>, PictureError> {
    let mut edges = Vec::new();
    let mut next = 1;
    for stalk in notation.split([' ', '+']).filter(|s| !s.is_empty()) {
        let mut below = 0;
        for colour in stalk.chars() {
            if !matches!(colour, 'B' | 'L' | 'R' | 'G') {
                return Err(PictureError(format!(
                    "{} is not a Hackenbush stalk",
                    crate::error::quoted(stalk)
                )));
            }
            edges.push(Edge {
                from: below,
                to: next,
                colour,
            });
            below = next;
            next += 1;
        }
    }
    Ok(edges)
}

/// Edges `U-V:C` (vertex `0` or `g` the ground), renumbered from 1 in order of appearance.
fn picture_edges(notation: &str) -> Result<Vec<Edge>, PictureError> {
    let mut names: Vec<String> = Vec::new();
    let mut number = |name: &str| -> usize {
        if name == "0" || name == "g" {
            return 0;
        }
        match names.iter().position(|n| n == name) {
            Some(i) => i + 1,
            None => {
                names.push(name.to_string());
                names.len()
            }
        }
    };
    let mut edges = Vec::new();
    for word in notation.split_whitespace() {
        let bad = || {
            PictureError(format!(
                "{} is not an edge U-V:C",
                crate::error::quoted(word)
            ))
        };
        let (ends, colour) = word.split_once(':').ok_or_else(bad)?;
        let (u, v) = ends.split_once('-').ok_or_else(bad)?;
        let colour = colour.chars().next().ok_or_else(bad)?;
        edges.push(Edge {
            from: number(u),
            to: number(v),
            colour,
        });
    }
    Ok(edges)
}

/// Each vertex's distance from the ground (breadth first; `usize::MAX`
/// for vertices not connected to it).
fn levels(vertices: usize, edges: &[Edge]) -> Vec<usize> {
    let mut level = vec![usize::MAX; vertices];
    level[0] = 0;
    let mut frontier = vec![0];
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &u in &frontier {
            for e in edges {
                let other = match (e.from == u, e.to == u) {
                    (true, _) => e.to,
                    (_, true) => e.from,
                    _ => continue,
                };
                if level[other] == usize::MAX {
                    level[other] = level[u] + 1;
                    next.push(other);
                }
            }
        }
        frontier = next;
    }
    level
}
