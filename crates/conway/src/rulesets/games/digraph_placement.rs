//! Digraph Placement (Clow and McKay, "Digraph placement games",
//! arXiv:2407.12219; the `cgt` crate's `digraph_placement`): a directed
//! graph whose vertices are Left's (blue) or Right's (red). A player
//! chooses a vertex of their own colour and removes it together with every
//! vertex it has an arc to (its out-neighbours). Many placement games
//! (Snort, Col, Node Kayles, Domineering) are Digraph Placement on a
//! suitable digraph.
//!
//! A position is written as items separated by spaces or `;`: arcs `U>V`
//! (or chains `0>1>2`), the vertices of each colour `L:0,2` and `R:1`,
//! and optionally the number of vertices `n=5` (vertices `0..n`; without
//! it, one more than the largest vertex named). Every vertex has a colour.
//! A move is named by its vertex. After a move the vertices left are
//! numbered again from 0 in their old order, as the notation shows.
//!
//! ```
//! use conway::rulesets::digraph_placement::Digraph;
//! use conway::rulesets::partizan_position::PartizanRules;
//! // Left's vertex 0 with an arc to Right's vertex 1: Left moving removes
//! // both; Right moving leaves Left's vertex. {0 | 1} = 1/2.
//! assert_eq!(Digraph::parse("0>1 L:0 R:1").unwrap().value().to_string(), "1/2");
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata};
use crate::value::Player;
use std::sync::Arc;

/// The most vertices a digraph may have (a vertex set is a 64-bit mask).
pub const MAX_VERTICES: usize = 64;

/// The fixed part of a position: colours and arcs.
#[derive(PartialEq, Eq, Hash, Debug)]
struct Layout {
    /// The vertices of Left's colour, as a mask.
    left: u64,
    /// `out[v]`: the mask of `v`'s out-neighbours.
    out: Vec<u64>,
}

/// A Digraph Placement position: a digraph and the vertices still in it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Digraph {
    layout: Arc<Layout>,
    present: u64,
}

fn bits(mask: u64) -> impl Iterator<Item = usize> {
    (0..64).filter(move |&v| mask >> v & 1 == 1)
}

impl Digraph {
    /// Reads a position (see the module documentation).
    ///
    /// ```
    /// use conway::rulesets::digraph_placement::Digraph;
    /// assert_eq!(Digraph::parse("n=3; 0>1>2; L:0,1 R:2").unwrap().vertices(), 3);
    /// let e = Digraph::parse("0>1 L:0").unwrap_err(); // vertex 1 has no colour
    /// assert_eq!((e.line, e.column), (1, 8));
    /// ```
    pub fn parse(text: &str) -> Result<Digraph, ParseError> {
        let mut s = Scanner::new(text);
        let mut arcs: Vec<(usize, usize)> = Vec::new();
        let mut colours: Vec<Option<Player>> = Vec::new();
        let mut count: Option<(usize, usize)> = None;
        loop {
            while s.eat(';') {}
            match s.peek() {
                None => break,
                Some(c) if c.is_ascii_digit() => read_chain(&mut s, &mut arcs, &mut colours)?,
                Some(c @ ('n' | 'N')) => {
                    s.eat(c);
                    s.expect('=', "after n")?;
                    s.skip_space();
                    let at = s.offset();
                    let n = s.number("the number of vertices")?;
                    s.check_at_most(at, n, MAX_VERTICES as u64, "the number of vertices")?;
                    if count.replace((n as usize, at)).is_some() {
                        return Err(s.error_at(at, "the number of vertices is given twice"));
                    }
                }
                Some(c @ ('L' | 'l' | 'R' | 'r')) => {
                    s.eat(c);
                    s.expect(':', "after the colour, then its vertices")?;
                    let player = if c.eq_ignore_ascii_case(&'L') {
                        Player::Left
                    } else {
                        Player::Right
                    };
                    loop {
                        let (v, at) = vertex(&mut s, &mut colours)?;
                        if colours[v].replace(player).is_some_and(|p| p != player) {
                            return Err(s.error_at(at, format!("vertex {v} is given both colours")));
                        }
                        if !s.eat(',') {
                            break;
                        }
                    }
                }
                Some(_) => return Err(s.unexpected(
                    "an arc such as 0>1, the vertices of one colour such as L:0,3 or R:2, or n=5",
                )),
            }
        }
        if count.is_none() && colours.is_empty() {
            return Err(s.error_at(
                text.len(),
                "expected a digraph: arcs such as 0>1 with colours such as L:0 R:1, or n=0 for the empty one",
            ));
        }
        let n = match count {
            Some((n, at)) if colours.len() > n => {
                return Err(s.error_at(
                    at,
                    format!("vertex {} is not below n={n}", colours.len() - 1),
                ))
            }
            Some((n, _)) => n,
            None => colours.len(),
        };
        colours.resize(n, None);
        if let Some(v) = colours.iter().position(Option::is_none) {
            return Err(s.error_at(
                text.len(),
                format!("vertex {v} has no colour: list it under L: or R:"),
            ));
        }
        let mut out = vec![0u64; n];
        for (a, b) in arcs {
            out[a] |= 1 << b;
        }
        let left = bits(u64::MAX)
            .take(n)
            .filter(|&v| colours[v] == Some(Player::Left))
            .fold(0, |m, v| m | 1 << v);
        let present = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        Ok(Digraph {
            layout: Arc::new(Layout { left, out }),
            present,
        })
    }

    /// The number of vertices left.
    pub fn vertices(&self) -> usize {
        self.present.count_ones() as usize
    }

    fn owner(&self, v: usize) -> Player {
        if self.layout.left >> v & 1 == 1 {
            Player::Left
        } else {
            Player::Right
        }
    }

    /// The vertex's number as the notation writes it (its rank among
    /// those left).
    fn name(&self, v: usize) -> usize {
        (self.present & ((1u64 << v) - 1)).count_ones() as usize
    }

    fn with_present(&self, present: u64) -> Digraph {
        Digraph {
            layout: Arc::clone(&self.layout),
            present,
        }
    }

    fn move_list(&self, player: Player) -> Vec<(String, Digraph)> {
        bits(self.present)
            .filter(|&v| self.owner(v) == player)
            .map(|v| {
                let gone = 1u64 << v | self.layout.out[v];
                (
                    self.name(v).to_string(),
                    self.with_present(self.present & !gone),
                )
            })
            .collect()
    }

    /// The vertices left joined to `v` by an arc either way.
    fn touching(&self, v: usize) -> u64 {
        let into = bits(self.present)
            .filter(|&u| self.layout.out[u] >> v & 1 == 1)
            .fold(0, |m, u| m | 1 << u);
        (self.layout.out[v] | into) & self.present
    }
}

/// One vertex number, recorded in `colours` (which grows to hold it).
fn vertex(
    s: &mut Scanner,
    colours: &mut Vec<Option<Player>>,
) -> Result<(usize, usize), ParseError> {
    s.skip_space();
    let at = s.offset();
    let v = s.number("a vertex")?;
    s.check_at_most(at, v, MAX_VERTICES as u64 - 1, "vertex")?;
    let v = v as usize;
    if colours.len() <= v {
        colours.resize(v + 1, None);
    }
    Ok((v, at))
}

/// A chain of arcs `a>b>c`.
fn read_chain(
    s: &mut Scanner,
    arcs: &mut Vec<(usize, usize)>,
    colours: &mut Vec<Option<Player>>,
) -> Result<(), ParseError> {
    let (mut a, _) = vertex(s, colours)?;
    if s.peek() != Some('>') {
        return Err(s.unexpected("'>' and the head of the arc"));
    }
    while s.eat('>') {
        let (b, at) = vertex(s, colours)?;
        if a == b {
            return Err(s.error_at(at, format!("an arc {a}>{a} joins a vertex to itself")));
        }
        arcs.push((a, b));
        a = b;
    }
    Ok(())
}

impl PartizanGame for Digraph {
    fn left_options(&self) -> Vec<Digraph> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Digraph> {
        self.options_of(Player::Right)
    }

    /// The weakly connected parts of what is left: a move removes only
    /// vertices of its own part.
    fn components(&self) -> Vec<Digraph> {
        let mut parts = Vec::new();
        let mut left = self.present;
        while left != 0 {
            let mut part = 1u64 << left.trailing_zeros();
            let mut frontier = part;
            while frontier != 0 {
                let v = frontier.trailing_zeros() as usize;
                frontier &= frontier - 1;
                let new = self.touching(v) & !part;
                part |= new;
                frontier |= new;
            }
            left &= !part;
            parts.push(self.with_present(part));
        }
        parts
    }
}

impl PartizanRules for Digraph {
    fn notation(&self) -> String {
        let mut items = vec![format!("n={}", self.vertices())];
        let arcs: Vec<String> = bits(self.present)
            .flat_map(|a| {
                bits(self.layout.out[a] & self.present)
                    .map(move |b| (a, b))
                    .collect::<Vec<_>>()
            })
            .map(|(a, b)| format!("{}>{}", self.name(a), self.name(b)))
            .collect();
        if !arcs.is_empty() {
            items.push(arcs.join(" "));
        }
        for (player, tag) in [(Player::Left, "L"), (Player::Right, "R")] {
            let own: Vec<String> = bits(self.present)
                .filter(|&v| self.owner(v) == player)
                .map(|v| self.name(v).to_string())
                .collect();
            if !own.is_empty() {
                items.push(format!("{tag}:{}", own.join(",")));
            }
        }
        items.join("; ")
    }

    /// A vertex taken: its name and the position after.
    type Move = (String, Digraph);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> Digraph {
        m.1
    }

    fn label(&self, m: &Self::Move) -> String {
        m.0.clone()
    }
}

/// The Digraph Placement ruleset.
pub const DIGRAPH_PLACEMENT: Metadata = Metadata {
    name: "digraph-placement",
    kind: Kind::Partizan,
    summary:
        "Choose a vertex of your colour in a digraph; it and every vertex it points to are removed.",
    syntax:
        "Arcs 'U>V' (chains '0>1>2'), the vertices of each colour 'L:0,2' and 'R:1', optionally \
         'n=5'; items separated by spaces or ';'; every vertex coloured, at most 64. Moves: the \
         vertex number (vertices left are renumbered from 0).",
    example: "1>0 2>0 3>0 4>0 2>1 3>1 4>1 1>4 2>4 3>4; L:2,3,4 R:0,1",
    parse: |position| Digraph::parse(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};
