//! What both file formats produce: names interned in order of appearance,
//! coloured edges and tokens, turned into a [`GameGraph`] at the end.

use super::{GameGraph, ImpartialGraph, PartizanGraph, Vertex, MAX_VERTICES};

/// Impartial or partizan, as a file declares it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Impartial,
    Partizan,
}

impl Kind {
    /// `impartial`, `partizan` or `partisan`.
    pub(crate) fn from_word(word: &str) -> Option<Kind> {
        match word {
            "impartial" => Some(Kind::Impartial),
            "partizan" | "partisan" => Some(Kind::Partizan),
            _ => None,
        }
    }
}

/// Which player may use an edge.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Colour {
    /// Both players (an impartial edge, or `-LR->`).
    Both,
    Left,
    Right,
}

/// Why a name could not be used.
pub(crate) enum NameError {
    /// The file lists its vertices and this name is not among them.
    Undeclared,
    /// A vertex is declared twice.
    Duplicate,
    /// More than [`MAX_VERTICES`] vertices.
    TooMany,
}

/// Collects a graph while a file is read.
#[derive(Default)]
pub(crate) struct Builder {
    names: Vec<String>,
    /// Vertex names to indices.
    index: hashbrown::HashMap<Box<str>, Vertex>,
    /// True once the file lists its vertices: then every name must be listed.
    declared_only: bool,
    both: Vec<(Vertex, Vertex)>,
    left: Vec<(Vertex, Vertex)>,
    right: Vec<(Vertex, Vertex)>,
    tokens: Vec<Vertex>,
}

impl Builder {
    /// From now on, only declared names are vertices.
    pub(crate) fn require_declarations(&mut self) {
        self.declared_only = true;
    }

    /// Declares a vertex (from a `vertices` list).
    pub(crate) fn declare(&mut self, name: &str) -> Result<Vertex, NameError> {
        if self.index.contains_key(name) {
            return Err(NameError::Duplicate);
        }
        self.insert(name)
    }

    fn insert(&mut self, name: &str) -> Result<Vertex, NameError> {
        if self.names.len() >= MAX_VERTICES {
            return Err(NameError::TooMany);
        }
        let v = self.names.len() as Vertex;
        self.names.push(name.to_owned());
        self.index.insert(name.into(), v);
        Ok(v)
    }

    /// The vertex of a name used in an edge or token list.
    pub(crate) fn vertex(&mut self, name: &str) -> Result<Vertex, NameError> {
        match self.index.get(name) {
            Some(&v) => Ok(v),
            None if self.declared_only => Err(NameError::Undeclared),
            None => self.insert(name),
        }
    }

    pub(crate) fn edge(&mut self, from: Vertex, to: Vertex, colour: Colour) {
        match colour {
            Colour::Both => self.both.push((from, to)),
            Colour::Left => self.left.push((from, to)),
            Colour::Right => self.right.push((from, to)),
        }
    }

    pub(crate) fn token(&mut self, v: Vertex) {
        self.tokens.push(v);
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// The finished graph. The parsers see to it that an impartial graph
    /// has only edges for both players.
    pub(crate) fn finish(mut self, kind: Kind) -> GameGraph {
        let built = match kind {
            Kind::Impartial => {
                ImpartialGraph::new(self.names, &self.both, self.tokens).map(GameGraph::Impartial)
            }
            Kind::Partizan => {
                self.left.extend_from_slice(&self.both);
                self.right.extend_from_slice(&self.both);
                PartizanGraph::new(self.names, &self.left, &self.right, self.tokens)
                    .map(GameGraph::Partizan)
            }
        };
        // Every index came from `vertex` or `declare`, and the count is
        // checked there.
        built.expect("indices handed out by the builder are in range")
    }
}
