//! Hackenbush: Left cuts a blue edge, Right a red one, either player a
//! green one; every edge no longer connected to the ground falls away, and
//! a player who cannot cut loses (*Winning Ways*, vol. 1, ch. 1, 2 and 7).
//!
//! Positions are written in one of two ways:
//!
//! * **Stalks** (Hackenbush strings), each from the ground up, separated by
//!   spaces or `+`: `BRR GG`. `B` is a blue edge (`L` is read too, for
//!   Left), `R` a red one, `G` a green one. Moves are named `S.E`, stalk `S`
//!   and edge `E` counted from the ground, both from 1. Blue-red stalks are
//!   valued by Berlekamp's rule and green stalks are nimbers (see
//!   [`stalk`]); other stalks by search.
//! * **Pictures**: edges `U-V:C` separated by spaces, vertex `0` (or `g`)
//!   the ground (see [`picture`]): `g-1:B 1-2:R 2-g:G`. Moves are named by
//!   the edge cut, as written.
//! * **CGSuite's strings** for trees and graphs (`l(l;rl)`, `:{ground}llrr:{ground}`;
//!   see [`Picture::parse_cgsuite`]): `l`, `r`, `e` edges, branches in
//!   parentheses, named vertices; the first vertex is the ground. They are
//!   read as pictures. (CGSuite's plain strings such as `lrle` are stalks.)
//!
//! A position splits into its stalks, or into the pieces of the picture
//! that meet only at the ground; each piece is normalised (paths become
//! stalks, green pieces their nimber's stalk, others a canonical
//! numbering) before the transposition table is consulted.
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::hackenbush::Hackenbush;
//! use conway::value::Game;
//! let v = |s: &str| Solver::new().value(&Hackenbush::parse(s).unwrap());
//! // BR = 1/2 and two of them make 1 (Winning Ways, ch. 1).
//! assert_eq!(v("BR BR R"), Game::ZERO);
//! // A blue edge with a red and a green edge above it, as a picture: both
//! // players' best move cuts the green edge, leaving BR = 1/2.
//! assert_eq!(v("g-1:B 1-2:R 1-3:G").to_string(), "1/2*");
//! ```

pub mod childish;
mod green;
pub mod picture;
pub mod stalk;

pub use picture::{Edge, Picture};
pub use stalk::Stalk;

use crate::error::ParseError;
use crate::partizan::{PartizanGame, Solver};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::schema::Detail;
use crate::value::{Game, Player};
use picture::Normal;

/// The colour of an edge.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u8)]
pub enum Colour {
    /// Blue: only Left may cut it.
    Blue = 0,
    /// Red: only Right may cut it.
    Red = 1,
    /// Green: either player may cut it.
    Green = 2,
}

/// What an edge colour may be, for error messages.
const COLOUR_WORDS: &str = "an edge colour: B (blue, Left's), R (red, Right's) or G (green)";

impl Colour {
    /// The colours in the order of their `u8` codes.
    pub const ALL: [Colour; 3] = [Colour::Blue, Colour::Red, Colour::Green];

    /// The colour written `c`: `B` or `L` blue, `R` red, `G` or `E` green, in
    /// either case.
    ///
    /// ```
    /// use conway::rulesets::hackenbush::Colour;
    /// assert_eq!(Colour::from_letter('l'), Some(Colour::Blue));
    /// assert_eq!(Colour::from_letter('x'), None);
    /// ```
    pub fn from_letter(c: char) -> Option<Colour> {
        match c.to_ascii_uppercase() {
            'B' | 'L' => Some(Colour::Blue),
            'R' => Some(Colour::Red),
            // CGSuite writes green `e`.
            'G' | 'E' => Some(Colour::Green),
            _ => None,
        }
    }

    /// The letter the colour is written with: `B`, `R` or `G`.
    pub fn letter(self) -> char {
        match self {
            Colour::Blue => 'B',
            Colour::Red => 'R',
            Colour::Green => 'G',
        }
    }

    /// True if `player` may cut an edge of this colour.
    pub fn usable_by(self, player: Player) -> bool {
        matches!(
            (self, player),
            (Colour::Green, _) | (Colour::Blue, Player::Left) | (Colour::Red, Player::Right)
        )
    }
}

/// A Hackenbush position: stalks or a picture.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Hackenbush(Repr);

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Repr {
    /// Hackenbush strings, none of them empty.
    Stalks(Vec<Stalk>),
    Picture(Picture),
}

/// A move of Hackenbush: the edge cut.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cut {
    /// Edge `edge` (from the ground up, from 0) of stalk `stalk`.
    Stalk {
        /// The stalk, from 0.
        stalk: usize,
        /// The edge, from 0 at the ground.
        edge: usize,
    },
    /// Edge number `0` of the picture.
    Edge(usize),
}

impl Hackenbush {
    /// Reads stalks (`BRR GG`) or a picture (`g-1:B 1-2:R`); see the
    /// [module documentation](self). Empty text is the empty position.
    ///
    /// ```
    /// use conway::rulesets::hackenbush::Hackenbush;
    /// let e = Hackenbush::parse("BRX").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 3));
    /// assert_eq!(Hackenbush::parse("BR + GG").unwrap().to_string(), "BR GG");
    /// ```
    pub fn parse(text: &str) -> Result<Hackenbush, ParseError> {
        if text.chars().any(|c| c.is_ascii_digit() || c == '-') {
            return Picture::parse(text).map(Hackenbush::picture);
        }
        if text.chars().any(|c| "():;".contains(c)) {
            return Picture::parse_cgsuite(text).map(Hackenbush::picture);
        }
        let mut stalks = Vec::new();
        let mut current = Vec::new();
        for (i, ch) in text.char_indices() {
            if ch.is_whitespace() || ch == '+' {
                stalks.push(Stalk::new(std::mem::take(&mut current)));
                continue;
            }
            match Colour::from_letter(ch) {
                Some(c) => current.push(c),
                None => {
                    return Err(ParseError::at(
                        text,
                        i,
                        format!(
                            "unexpected '{ch}': expected {COLOUR_WORDS}, with stalks separated \
                             by spaces or '+' (or a picture of edges such as g-1:B)"
                        ),
                    ))
                }
            }
        }
        stalks.push(Stalk::new(current));
        Ok(Hackenbush::stalks(stalks))
    }

    /// The position of these stalks (empty ones are dropped).
    ///
    /// ```
    /// use conway::rulesets::hackenbush::{Colour::*, Hackenbush, Stalk};
    /// let h = Hackenbush::stalks(vec![Stalk::new(vec![Blue, Red]), Stalk::new(vec![])]);
    /// assert_eq!(h.to_string(), "BR");
    /// ```
    pub fn stalks(stalks: Vec<Stalk>) -> Hackenbush {
        Hackenbush(Repr::Stalks(
            stalks.into_iter().filter(|s| !s.is_empty()).collect(),
        ))
    }

    /// The position of a picture.
    pub fn picture(picture: Picture) -> Hackenbush {
        Hackenbush(Repr::Picture(picture))
    }

    /// The cuts `player` may make; of parallel edges of one colour, which
    /// are one move, the first.
    fn cuts(&self, player: Player) -> Vec<Cut> {
        match &self.0 {
            Repr::Stalks(stalks) => stalks
                .iter()
                .enumerate()
                .flat_map(|(i, s)| {
                    s.colours()
                        .iter()
                        .enumerate()
                        .filter(move |(_, c)| c.usable_by(player))
                        .map(move |(e, _)| Cut::Stalk { stalk: i, edge: e })
                })
                .collect(),
            Repr::Picture(p) => {
                let edges = p.edges();
                (edges.iter().enumerate())
                    .filter(|&(i, e)| e.colour.usable_by(player) && !edges[..i].contains(e))
                    .map(|(i, _)| Cut::Edge(i))
                    .collect()
            }
        }
    }

    /// How a cut is written: `S.E` for stalks, the edge for pictures.
    fn cut_label(&self, cut: Cut) -> String {
        match (cut, &self.0) {
            (Cut::Stalk { stalk, edge }, _) => format!("{}.{}", stalk + 1, edge + 1),
            (Cut::Edge(i), Repr::Picture(p)) => p.edges()[i].to_string(),
            (Cut::Edge(i), Repr::Stalks(_)) => format!("edge {i}"),
        }
    }
}

impl std::fmt::Display for Hackenbush {
    /// Stalks separated by spaces, or the picture's edges.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.0 {
            Repr::Stalks(stalks) => {
                for (i, s) in stalks.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{s}")?;
                }
                Ok(())
            }
            Repr::Picture(p) => write!(f, "{p}"),
        }
    }
}

impl PartizanGame for Hackenbush {
    fn left_options(&self) -> Vec<Hackenbush> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Hackenbush> {
        self.options_of(Player::Right)
    }

    /// Each stalk, or each piece of the picture meeting the rest only at
    /// the ground.
    fn components(&self) -> Vec<Hackenbush> {
        match &self.0 {
            Repr::Stalks(stalks) if stalks.len() > 1 => stalks
                .iter()
                .map(|s| Hackenbush(Repr::Stalks(vec![s.clone()])))
                .collect(),
            Repr::Stalks(stalks) if stalks.is_empty() => Vec::new(),
            Repr::Stalks(_) => vec![self.clone()],
            Repr::Picture(p) => p
                .components()
                .into_iter()
                .map(Hackenbush::picture)
                .collect(),
        }
    }

    /// A piece of a picture becomes a stalk when it is a path from the
    /// ground or all green, else a canonically numbered picture.
    fn normalized(&self) -> Hackenbush {
        match &self.0 {
            Repr::Picture(p) if p.components().len() == 1 => match p.normal_form() {
                Normal::Stalk(s) => Hackenbush::stalks(vec![s]),
                Normal::Picture(p) => Hackenbush::picture(p),
            },
            _ => self.clone(),
        }
    }

    /// Berlekamp's rule for a blue-red stalk, `*n` for a green one.
    fn known_value(&self) -> Option<Game> {
        match &self.0 {
            Repr::Stalks(stalks) if stalks.is_empty() => Some(Game::ZERO),
            Repr::Stalks(stalks) if stalks.len() == 1 => stalks[0].formula_value(),
            _ => None,
        }
    }
}

impl PartizanRules for Hackenbush {
    fn notation(&self) -> String {
        self.to_string()
    }

    type Move = Cut;

    fn moves(&self, player: Player) -> impl Iterator<Item = Cut> {
        self.cuts(player).into_iter()
    }

    fn play(&self, cut: Cut) -> Hackenbush {
        match (cut, &self.0) {
            (Cut::Stalk { stalk, edge }, Repr::Stalks(stalks)) => {
                let mut next = stalks.clone();
                next[stalk] = stalks[stalk].cut(edge);
                Hackenbush::stalks(next)
            }
            (Cut::Edge(i), Repr::Picture(p)) => Hackenbush::picture(p.cut(i)),
            _ => unreachable!("a cut is made on the position that listed it"),
        }
    }

    fn label(&self, &cut: &Cut) -> String {
        self.cut_label(cut)
    }

    /// The value of each stalk or piece, when there are several.
    fn details(&self, _value: Game) -> Vec<Detail> {
        let parts = self.components();
        if parts.len() < 2 {
            return Vec::new();
        }
        let solver = Solver::<Hackenbush>::shared();
        let values: Vec<String> = parts.iter().map(|p| solver.value(p).to_string()).collect();
        let key = match self.0 {
            Repr::Stalks(_) => "stalks",
            Repr::Picture(_) => "pieces",
        };
        vec![Detail::texts(key, &values, " + ")]
    }
}

/// The Hackenbush ruleset.
pub const HACKENBUSH: Metadata = Metadata {
    name: "hackenbush",
    kind: Kind::Partizan,
    summary: "Left cuts blue edges, Right red ones, either green ones; what no longer touches the ground falls.",
    syntax: "Stalks from the ground up, B blue (Left's; L is read too), R red, G green (or E, so \
         CGSuite's strings such as 'lrle' read as they do there), separated by spaces or '+': \
         'BRR GG'. Or a picture: edges U-V:C separated by spaces, vertex 0 (or g) \
         the ground: 'g-1:B 1-2:R 2-g:G'. Or CGSuite's trees and graphs: 'l(l;rl)', \
         ':{ground}llrr:{ground}' (first vertex the ground). Moves: S.E cuts edge E of stalk S (both from 1, edges \
         from the ground); in a picture, the edge as written (1-2:R).",
    example: "BRB RRG GG",
    parse: |position| Hackenbush::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::Hackenbush),
    can_cycle: false,
};
