//! Nimstring, the normal-play form of Dots-and-Boxes (*Winning Ways*,
//! ch. 16; Berlekamp, *The Dots and Boxes Game*): players draw lines
//! between neighbouring dots; a player who completes a box (or two) must
//! draw another line; a player who cannot draw loses. So a player who
//! completes the last box, with no line left to draw, loses.
//!
//! A turn is therefore a run of lines: every line but the last completes a
//! box, and the last completes none. The options of a position are the
//! boards such turns leave (once each, however the run was ordered); a
//! run that completes the last box ends nowhere and is no option. Values
//! are nimbers, found by the shared Grundy solver over whole boards (no
//! splitting into strings-and-coins components, whose sums need Winning
//! Ways' loony values), each board keyed by its smallest image under the
//! symmetries of its rectangle (reflections, and on a square board the
//! transpositions too), so that mirror images share a table entry. The
//! search of one turn's runs of box-completing lines counts each board it
//! passes as work on the analysis's limits (positions, time, Ctrl-C).
//!
//! A board is drawn in ASCII, rows from the top separated by newlines or
//! `/`: rows of dots `+` with `-` for a drawn line between two dots, and
//! rows between them with `|` for a drawn line; a space or `.` is no line
//! (and the inside of a box). Rows between dots may stop early (the rest
//! undrawn). `+-+-+/|. . |/+ +-+` is a board of two boxes. Lines are named
//! by their dots, columns `a, b, …` from the left and rows from 1 at the
//! top: `a1-b1`, `b1-b2`; a turn by its lines in order, `a1-b1, b1-b2`.
//!
//! ```
//! use conway::rulesets::nimstring::Nimstring;
//! use conway::rulesets::impartial_position::ImpartialRules;
//! // One box, no line drawn: *1 (with one line left, the only line
//! // completes the last box, so that player cannot move; two lines: *1;
//! // three: 0; four: *1).
//! assert_eq!(Nimstring::parse("+ +/. ./+ +").unwrap().grundy().0, 1);
//! ```

use crate::control::{watch, work_point, Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::grid::cell_name;
use crate::rulesets::impartial_position::{solver_grundy_with, ImpartialPosition, ImpartialRules};
use crate::rulesets::{Kind, Metadata, Position};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// The most lines a board may have (a board is a 64-bit set of lines; a
/// 4 x 4 board of boxes has 40).
pub const MAX_LINES: usize = 40;

/// The shape of a board: its boxes' sides and its lines' names.
#[derive(PartialEq, Eq, Hash, Debug)]
struct Layout {
    rows: usize,
    cols: usize,
    /// Each box's four sides, as a set of lines.
    boxes: Vec<u64>,
    /// The symmetries of the board other than the identity, each as the
    /// line every line goes to.
    symmetries: Vec<Vec<u8>>,
}

impl Layout {
    fn new(rows: usize, cols: usize) -> Layout {
        let mut boxes = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                let h = |r: usize| 1u64 << (r * cols + c);
                let v = |c: usize| 1u64 << ((rows + 1) * cols + r * (cols + 1) + c);
                boxes.push(h(r) | h(r + 1) | v(c) | v(c + 1));
            }
        }
        let mut layout = Layout {
            rows,
            cols,
            boxes,
            symmetries: Vec::new(),
        };
        layout.symmetries = layout.symmetry_maps();
        layout
    }

    /// The line maps of the reflections (left-right, top-bottom, both) and,
    /// on a square board, of the transposition composed with each.
    fn symmetry_maps(&self) -> Vec<Vec<u8>> {
        let (rows, cols, hs) = (self.rows, self.cols, self.horizontal());
        // A line as (vertical?, row, column) and back.
        let at = |l: usize| match l < hs {
            true => (false, l / cols, l % cols),
            false => (true, (l - hs) / (cols + 1), (l - hs) % (cols + 1)),
        };
        let index = |(v, r, c): (bool, usize, usize)| match v {
            false => r * cols + c,
            true => hs + r * (cols + 1) + c,
        };
        let flip_lr = |(v, r, c): (bool, usize, usize)| (v, r, cols - c - usize::from(!v));
        let flip_tb = |(v, r, c): (bool, usize, usize)| (v, rows - r - usize::from(v), c);
        let transpose = |(v, r, c): (bool, usize, usize)| (!v, c, r);
        let mut maps = Vec::new();
        for t in [false, true] {
            if t && rows != cols {
                continue;
            }
            for (lr, tb) in [(false, false), (true, false), (false, true), (true, true)] {
                if !t && !lr && !tb {
                    continue;
                }
                let map = (0..self.lines()).map(|l| {
                    let mut x = at(l);
                    x = if lr { flip_lr(x) } else { x };
                    x = if tb { flip_tb(x) } else { x };
                    x = if t { transpose(x) } else { x };
                    index(x) as u8
                });
                maps.push(map.collect());
            }
        }
        maps
    }

    /// The smallest image of a set of lines under the symmetries.
    fn smallest_image(&self, drawn: u64) -> u64 {
        let image = |map: &Vec<u8>| {
            (0..self.lines())
                .filter(|&l| drawn >> l & 1 == 1)
                .fold(0u64, |acc, l| acc | 1 << map[l])
        };
        self.symmetries.iter().map(image).fold(drawn, u64::min)
    }

    fn horizontal(&self) -> usize {
        (self.rows + 1) * self.cols
    }

    fn lines(&self) -> usize {
        self.horizontal() + self.rows * (self.cols + 1)
    }

    /// `a1-b1`: the line's two dots.
    fn name(&self, line: usize) -> String {
        let (from, to) = if line < self.horizontal() {
            let (r, c) = (line / self.cols, line % self.cols);
            ((r, c), (r, c + 1))
        } else {
            let k = line - self.horizontal();
            let (r, c) = (k / (self.cols + 1), k % (self.cols + 1));
            ((r, c), (r + 1, c))
        };
        format!("{}-{}", cell_name(from.0, from.1), cell_name(to.0, to.1))
    }

    /// Whether drawing `line` on `drawn` (without it) completes a box.
    fn completes(&self, drawn: u64, line: usize) -> bool {
        let after = drawn | 1 << line;
        self.boxes
            .iter()
            .any(|&b| b >> line & 1 == 1 && b & after == b)
    }
}

/// A Nimstring position: a board and its drawn lines.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Nimstring {
    layout: Arc<Layout>,
    drawn: u64,
}

impl Nimstring {
    /// Reads an ASCII board (see the [module documentation](self)).
    ///
    /// ```
    /// use conway::rulesets::nimstring::Nimstring;
    /// let b = Nimstring::parse("+-+-+\n|   |\n+ +-+").unwrap();
    /// assert_eq!(b.undrawn(), 2);
    /// let e = Nimstring::parse("+-+/|x|/+-+").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 6));
    /// ```
    pub fn parse(text: &str) -> Result<Nimstring, ParseError> {
        let rows = split_rows(text);
        let Some(&(first_at, first)) = rows.first() else {
            return Err(ParseError::at(
                text,
                0,
                "expected a board: rows of dots '+'",
            ));
        };
        if first.len() < 3 || first.len() % 2 == 0 {
            return Err(ParseError::at(
                text,
                first_at,
                "the first row is dots '+' with lines between them, e.g. '+-+ +'",
            ));
        }
        if rows.len() < 3 || rows.len() % 2 == 0 {
            let at = rows.last().map_or(text.len(), |&(at, _)| at);
            return Err(ParseError::at(
                text,
                at,
                "a board is rows of dots with rows of '|' between them, dots first and last",
            ));
        }
        let (box_rows, box_cols) = (rows.len() / 2, first.len() / 2);
        // Counted before the layout is built: its lines are bits of a u64.
        let lines = (box_rows + 1)
            .saturating_mul(box_cols)
            .saturating_add(box_rows.saturating_mul(box_cols + 1));
        if lines > MAX_LINES {
            return Err(ParseError::at(
                text,
                first_at,
                format!("the board has {lines} lines; at most {MAX_LINES}"),
            ));
        }
        let layout = Layout::new(box_rows, box_cols);
        let mut drawn = 0u64;
        for (i, &(at, row)) in rows.iter().enumerate() {
            drawn |= read_row(text, at, row, i, &layout)?;
        }
        Ok(Nimstring {
            layout: Arc::new(layout),
            drawn,
        })
    }

    /// How many lines are still to draw.
    pub fn undrawn(&self) -> usize {
        self.layout.lines() - self.drawn.count_ones() as usize
    }

    fn undrawn_lines(&self, drawn: u64) -> impl Iterator<Item = usize> + '_ {
        (0..self.layout.lines()).filter(move |&l| drawn >> l & 1 == 0)
    }

    /// Every turn: the boards it leaves, each once, with the lines of one
    /// run that leaves it.
    fn turns(&self) -> Vec<(Vec<usize>, u64)> {
        // Boards reached after completing boxes, with how: (previous, line).
        let mut via: HashMap<u64, (u64, usize)> = HashMap::new();
        let mut ends: Vec<(Vec<usize>, u64)> = Vec::new();
        let mut seen_ends: HashSet<u64> = HashSet::new();
        let mut stack = vec![self.drawn];
        while let Some(board) = stack.pop() {
            // Each board a run passes is work: an analysis watching this
            // thread stops here at its limits.
            work_point();
            for line in self.undrawn_lines(board) {
                let after = board | 1 << line;
                if self.layout.completes(board, line) {
                    if let std::collections::hash_map::Entry::Vacant(slot) = via.entry(after) {
                        slot.insert((board, line));
                        stack.push(after);
                    }
                } else if seen_ends.insert(after) {
                    let mut run = vec![line];
                    let mut at = board;
                    while at != self.drawn {
                        let (before, l) = via[&at];
                        run.push(l);
                        at = before;
                    }
                    run.reverse();
                    ends.push((run, after));
                }
            }
        }
        ends
    }
}

/// The rows of `text` (split at newlines and `/`), with their byte
/// offsets, trimmed on the right; blank rows before and after the board
/// are dropped (a blank row inside it is a row with no lines).
fn split_rows(text: &str) -> Vec<(usize, &str)> {
    let mut rows = Vec::new();
    let mut start = 0;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), '\n')))
    {
        if c == '\n' || c == '/' {
            rows.push((start, text[start..i].trim_end()));
            start = i + c.len_utf8();
        }
    }
    let first = rows
        .iter()
        .position(|r| !r.1.is_empty())
        .unwrap_or(rows.len());
    let last = rows
        .iter()
        .rposition(|r| !r.1.is_empty())
        .map_or(first, |i| i + 1);
    rows[first..last].to_vec()
}

/// The lines drawn in row `i` of the drawing (even rows dots, odd rows
/// between them).
fn read_row(
    text: &str,
    at: usize,
    row: &str,
    i: usize,
    layout: &Layout,
) -> Result<u64, ParseError> {
    let width = 2 * layout.cols + 1;
    let dots = i % 2 == 0;
    let mut drawn = 0u64;
    let mut count = 0;
    for (k, (j, c)) in row.char_indices().enumerate() {
        count = k + 1;
        let error = |expected: &str| {
            Err(ParseError::at(
                text,
                at + j,
                format!("unexpected '{c}': expected {expected}"),
            ))
        };
        if k >= width {
            return error("the end of the row (it is longer than the first)");
        }
        let blank = c == ' ' || c == '.';
        match (dots, k % 2 == 0) {
            (true, true) if c != '+' => return error("a dot '+'"),
            (true, false) if c == '-' => drawn |= 1 << ((i / 2) * layout.cols + k / 2),
            (false, true) if c == '|' => {
                drawn |= 1 << (layout.horizontal() + (i / 2) * (layout.cols + 1) + k / 2)
            }
            (true, false) if !blank => return error("'-' (a line) or ' ' or '.' (none)"),
            (false, true) if !blank => return error("'|' (a line) or ' ' or '.' (none)"),
            (false, false) if !blank => return error("' ' or '.' inside a box"),
            _ => {}
        }
    }
    if dots && count < width {
        return Err(ParseError::at(
            text,
            at + row.len(),
            "this row of dots is shorter than the first",
        ));
    }
    Ok(drawn)
}

impl ImpartialGame for Nimstring {
    fn options(&self) -> Vec<Nimstring> {
        self.options_from_moves()
    }

    /// The board's smallest image under its symmetries.
    fn normalized(&self) -> Nimstring {
        Nimstring {
            layout: Arc::clone(&self.layout),
            drawn: self.layout.smallest_image(self.drawn),
        }
    }
}

impl ImpartialRules for Nimstring {
    /// The shared solver's search, watched by `control` so that the search
    /// of a single turn's runs stops at its limits too.
    fn grundy_with(&self, control: &Control) -> Result<Nimber, Stop> {
        watch(control, || solver_grundy_with(self, control))?
    }

    fn notation(&self) -> String {
        let l = &self.layout;
        let mut rows = Vec::new();
        for r in 0..=l.rows {
            let mut dots = String::from("+");
            for c in 0..l.cols {
                dots.push(if self.drawn >> (r * l.cols + c) & 1 == 1 {
                    '-'
                } else {
                    '.'
                });
                dots.push('+');
            }
            rows.push(dots);
            if r < l.rows {
                let mut between = String::new();
                for c in 0..=l.cols {
                    let line = l.horizontal() + r * (l.cols + 1) + c;
                    between.push(if self.drawn >> line & 1 == 1 {
                        '|'
                    } else {
                        '.'
                    });
                    if c < l.cols {
                        between.push('.');
                    }
                }
                rows.push(between);
            }
        }
        rows.join("/")
    }

    fn render(&self) -> String {
        self.notation().replace('.', " ").replace('/', "\n")
    }

    /// A turn: the lines drawn, in order, and the lines drawn after it.
    type Move = (Vec<usize>, u64);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        self.turns().into_iter()
    }

    fn play(&self, m: Self::Move) -> Nimstring {
        Nimstring {
            layout: Arc::clone(&self.layout),
            drawn: m.1,
        }
    }

    fn label(&self, m: &Self::Move) -> String {
        let names: Vec<String> = m.0.iter().map(|&l| self.layout.name(l)).collect();
        names.join(", ")
    }
}

/// The Nimstring ruleset.
pub const NIMSTRING: Metadata = Metadata {
    name: "nimstring",
    kind: Kind::Impartial,
    summary: "Dots-and-Boxes under normal play: draw a line; completing a box obliges another; who cannot draw loses.",
    syntax: "An ASCII board, rows separated by newlines or '/': dots '+' with '-' between them for \
         drawn lines, and rows of '|' (drawn) between the rows of dots; ' ' or '.' is no line \
         (at most 40 lines). Moves: the lines of a turn by their dots, 'a1-b1, b1-b2'.",
    example: "+-+.+.+/|.....|/+.+-+.+/|.|...|/+-+.+-+",
    parse: |position| Nimstring::parse(position).map(|p| Box::new(ImpartialPosition(p)) as Box<dyn Position>),
    drawing: None,
    can_cycle: false,
};
