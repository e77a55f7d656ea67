//! The text format of game graphs (described in `docs/src/graph-format.md`).
//!
//! The file is read line by line; a line is split into words at white
//! space after `#` comments are cut off. Every error names the line and
//! column of the word at fault. `vertices` lines are read in a first pass,
//! so that a file that lists its vertices may do so anywhere.

use super::build::{Builder, Colour, Kind, NameError};
use super::GameGraph;
use crate::error::ParseError;

/// The words that start a statement and so cannot name a vertex.
const KEYWORDS: [&str; 3] = ["kind", "vertices", "tokens"];

const ARROWS: &str = "an arrow (`->`, `-L->`, `-R->` or `-LR->`)";

/// A word of the file and its byte offset.
#[derive(Clone, Copy)]
struct Word<'a> {
    text: &'a str,
    offset: usize,
}

/// An edge arrow: `->` (uncoloured) or coloured.
enum Arrow {
    Plain,
    Coloured(Colour),
}

pub(crate) fn parse(text: &str) -> Result<GameGraph, ParseError> {
    Parser {
        text,
        builder: Builder::default(),
        kind: None,
    }
    .run()
}

struct Parser<'a> {
    text: &'a str,
    builder: Builder,
    /// The kind, once a `kind` line or the first edge has fixed it.
    kind: Option<Kind>,
}

impl<'a> Parser<'a> {
    fn run(mut self) -> Result<GameGraph, ParseError> {
        self.declarations()?;
        let mut words = Vec::new();
        for line in self.lines() {
            self.words(line, &mut words)?;
            self.statement(&words, line)?;
        }
        if self.builder.is_empty() {
            return Err(self.error(
                self.text.len(),
                "the file describes no vertices: expected lines such as `a -> b`, \
                 `vertices a b` or `tokens a` (see docs/src/graph-format.md)",
            ));
        }
        let kind = self.kind.unwrap_or(Kind::Impartial);
        Ok(self.builder.finish(kind))
    }

    /// Each line as `(text, byte offset)`, without its line break; a byte
    /// order mark at the start is skipped.
    fn lines(&self) -> impl Iterator<Item = (&'a str, usize)> + use<'a> {
        let text = self.text;
        let start = if text.starts_with('\u{feff}') { 3 } else { 0 };
        let mut offset = start;
        text[start..].split('\n').map(move |line| {
            let at = offset;
            offset += line.len() + 1;
            (line.strip_suffix('\r').unwrap_or(line), at)
        })
    }

    /// The words of a line before any `#` comment, into `words` (a buffer
    /// reused from line to line).
    fn words(
        &self,
        (line, at): (&'a str, usize),
        words: &mut Vec<Word<'a>>,
    ) -> Result<(), ParseError> {
        words.clear();
        let code = line.split('#').next().unwrap_or("");
        if let Some((i, c)) = code
            .char_indices()
            .find(|&(_, c)| c.is_control() && c != '\t' && c != '\r')
        {
            return Err(self.error(
                at + i,
                format!("unexpected control character U+{:04X}", c as u32),
            ));
        }
        let mut rest = code;
        while let Some(start) = rest.find(|c: char| !c.is_whitespace()) {
            let len = rest[start..]
                .find(char::is_whitespace)
                .unwrap_or(rest.len() - start);
            let offset = at + (code.len() - rest.len()) + start;
            words.push(Word {
                text: &rest[start..start + len],
                offset,
            });
            rest = &rest[start + len..];
        }
        Ok(())
    }

    /// First pass: the `vertices` lines.
    fn declarations(&mut self) -> Result<(), ParseError> {
        for line in self.lines() {
            if !line.0.trim_start().starts_with("vertices") {
                continue;
            }
            let mut words = Vec::new();
            self.words(line, &mut words)?;
            if words.first().map(|w| w.text) != Some("vertices") {
                continue;
            }
            self.builder.require_declarations();
            for &w in &words[1..] {
                self.check_name(w)?;
                self.builder
                    .declare(w.text)
                    .map_err(|e| self.name_error(w, e))?;
            }
        }
        Ok(())
    }

    fn statement(&mut self, words: &[Word<'a>], line: (&str, usize)) -> Result<(), ParseError> {
        let Some(&first) = words.first() else {
            return Ok(());
        };
        match first.text {
            "kind" => self.kind_line(words, line),
            "vertices" => Ok(()),
            "tokens" => {
                for &w in &words[1..] {
                    let v = self.vertex(w)?;
                    self.builder.token(v);
                }
                Ok(())
            }
            _ => self.edge_line(words, line),
        }
    }

    fn kind_line(&mut self, words: &[Word<'a>], line: (&str, usize)) -> Result<(), ParseError> {
        let Some(&w) = words.get(1) else {
            return Err(self.error(
                line_end(line),
                "expected `impartial` or `partizan` after `kind`",
            ));
        };
        let Some(kind) = Kind::from_word(w.text) else {
            return Err(self.error(
                w.offset,
                format!(
                    "expected `impartial` or `partizan`, found `{}`",
                    shown(w.text)
                ),
            ));
        };
        if let Some(&extra) = words.get(2) {
            return Err(self.error(extra.offset, "expected the end of the `kind` line"));
        }
        if self.kind.is_some() {
            return Err(self.error(
                words[0].offset,
                "the `kind` line must come once, before the first edge",
            ));
        }
        self.kind = Some(kind);
        Ok(())
    }

    fn edge_line(&mut self, words: &[Word<'a>], line: (&str, usize)) -> Result<(), ParseError> {
        let from = words[0];
        if arrow(from.text).is_some() {
            return Err(self.error(from.offset, "expected a vertex name before the arrow"));
        }
        self.check_name(from)?;
        let Some(&arrow_word) = words.get(1) else {
            return Err(self.error(
                line_end(line),
                format!("expected {ARROWS} after the vertex `{}`", shown(from.text)),
            ));
        };
        let Some(arrow) = arrow(arrow_word.text) else {
            return Err(self.error(
                arrow_word.offset,
                format!("expected {ARROWS} after the vertex `{}`", shown(from.text)),
            ));
        };
        let colour = self.colour(arrow, arrow_word)?;
        if words.len() < 3 {
            return Err(self.error(
                line_end(line),
                "expected at least one vertex name after the arrow",
            ));
        }
        let from = self.vertex(from)?;
        for &w in &words[2..] {
            let to = self.vertex(w)?;
            self.builder.edge(from, to, colour);
        }
        Ok(())
    }

    /// Checks an arrow against the kind of the graph (fixing the kind at
    /// the first edge when no `kind` line came before).
    fn colour(&mut self, arrow: Result<Arrow, ()>, word: Word) -> Result<Colour, ParseError> {
        let arrow = arrow.map_err(|()| {
            self.error(
                word.offset,
                format!(
                    "unknown edge colour in `{}`: expected `-L->` (Left, white), \
                     `-R->` (Right, black) or `-LR->` (both)",
                    shown(word.text)
                ),
            )
        })?;
        let kind = *self.kind.get_or_insert(match arrow {
            Arrow::Plain => Kind::Impartial,
            Arrow::Coloured(_) => Kind::Partizan,
        });
        match (kind, arrow) {
            (Kind::Impartial, Arrow::Plain) => Ok(Colour::Both),
            (Kind::Partizan, Arrow::Coloured(c)) => Ok(c),
            (Kind::Impartial, Arrow::Coloured(_)) => Err(self.error(
                word.offset,
                "a coloured edge in an impartial graph: write `a -> b`, \
                 or start the file with `kind partizan`",
            )),
            (Kind::Partizan, Arrow::Plain) => Err(self.error(
                word.offset,
                "an edge of a partizan graph needs a colour: `-L->` (Left, white), \
                 `-R->` (Right, black) or `-LR->` (both)",
            )),
        }
    }

    /// The vertex a word names.
    fn vertex(&mut self, w: Word) -> Result<super::Vertex, ParseError> {
        self.check_name(w)?;
        self.builder
            .vertex(w.text)
            .map_err(|e| self.name_error(w, e))
    }

    fn check_name(&self, w: Word) -> Result<(), ParseError> {
        if arrow(w.text).is_some() {
            return Err(self.error(
                w.offset,
                format!(
                    "expected a vertex name, found the arrow `{}`",
                    shown(w.text)
                ),
            ));
        }
        if w.text.contains("->") {
            return Err(self.error(
                w.offset,
                format!(
                    "`{}`: put spaces around arrows (a vertex name cannot contain `->`)",
                    shown(w.text)
                ),
            ));
        }
        if KEYWORDS.contains(&w.text) {
            return Err(self.error(
                w.offset,
                format!("`{}` is a keyword and cannot name a vertex", shown(w.text)),
            ));
        }
        Ok(())
    }

    fn name_error(&self, w: Word, e: NameError) -> ParseError {
        let message = match e {
            NameError::Undeclared => format!(
                "vertex `{}` is not listed: this file lists its vertices in `vertices` lines",
                shown(w.text)
            ),
            NameError::Duplicate => format!("vertex `{}` is listed twice", shown(w.text)),
            NameError::TooMany => format!(
                "too many vertices: at most {} are supported",
                super::MAX_VERTICES
            ),
        };
        self.error(w.offset, message)
    }

    fn error(&self, offset: usize, message: impl Into<String>) -> ParseError {
        ParseError::at(self.text, offset, message)
    }
}

/// The byte offset just after the code of a line (before any comment).
fn line_end((line, at): (&str, usize)) -> usize {
    at + line.split('#').next().unwrap_or("").trim_end().len()
}

/// Reads an arrow: `None` if the word is not one, `Some(Err(()))` if it
/// looks like a coloured arrow with an unknown colour.
fn arrow(word: &str) -> Option<Result<Arrow, ()>> {
    if word == "->" {
        return Some(Ok(Arrow::Plain));
    }
    let colour = word.strip_prefix('-')?.strip_suffix("->")?;
    Some(match colour {
        "L" | "W" => Ok(Arrow::Coloured(Colour::Left)),
        "R" | "B" => Ok(Arrow::Coloured(Colour::Right)),
        "LR" | "RL" | "WB" | "BW" => Ok(Arrow::Coloured(Colour::Both)),
        _ => Err(()),
    })
}

/// A word of the file as a message shows it: whole when short, else its
/// first 40 characters (a vertex name may be a million characters long).
fn shown(text: &str) -> String {
    const SHOWN: usize = 40;
    match text.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}
