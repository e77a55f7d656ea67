//! Toppling Dominoes: rows of blue (`L`, Left's), red (`R`, Right's) and
//! green (`G`, either player's) dominoes; a player topples one domino they
//! may use to the left or to the right, and it knocks down every domino on
//! that side of it in its row; a player who cannot move loses (Fink,
//! Nowakowski, Siegel, Wolfe, "Toppling Dominoes", 2015).
//!
//! A row is written left to right, e.g. `LRRGL`; several rows separated by
//! `|` are their sum (lower-case letters are read too). Dominoes are
//! numbered from 1 at the left, and a move is named by the domino and the
//! direction: `3 left` leaves the dominoes right of domino 3, `3 right`
//! those left of it; with several rows, `row 2: 3 left`.
//!
//! Each row is a component, and a row and its mirror image are the same
//! game: a row is replaced by the smaller of the two.
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::toppling_dominoes::TopplingDominoes;
//! use conway::value::Game;
//! let v = |s: &str| Solver::new().value(&TopplingDominoes::parse(s).unwrap());
//! // n blue dominoes: Left can leave any 0..n-1 of them, Right nothing: n.
//! assert_eq!(v("LLL"), Game::integer(3));
//! // LR: Left leaves R (-1) or nothing (0), Right leaves L (1) or nothing:
//! // {-1, 0 | 0, 1} = {0 | 0} = *. A green domino alone is {0 | 0} = * too.
//! assert_eq!(v("LR"), Game::nimber(1));
//! assert_eq!(v("G"), Game::nimber(1));
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::strip::{parse_strips, strip_label, strips_notation};
use crate::rulesets::{Kind, Metadata};
use crate::value::Player;

/// A domino's colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Domino {
    /// Blue: Left's (`L`).
    Blue,
    /// Red: Right's (`R`).
    Red,
    /// Green: either player's (`G`).
    Green,
}

impl Domino {
    fn symbol(&self) -> char {
        match self {
            Domino::Blue => 'L',
            Domino::Red => 'R',
            Domino::Green => 'G',
        }
    }

    fn usable_by(self, player: Player) -> bool {
        match self {
            Domino::Blue => player == Player::Left,
            Domino::Red => player == Player::Right,
            Domino::Green => true,
        }
    }
}

/// A Toppling Dominoes position: one or more rows, summed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TopplingDominoes {
    rows: Vec<Vec<Domino>>,
}

impl TopplingDominoes {
    /// Reads rows of `L`, `R` and `G` separated by `|`; empty text is the
    /// finished position (every domino toppled).
    ///
    /// ```
    /// use conway::rulesets::toppling_dominoes::TopplingDominoes;
    /// assert!(TopplingDominoes::parse("LRG|rl").is_ok());
    /// assert!(TopplingDominoes::parse("").unwrap().rows().is_empty());
    /// let e = TopplingDominoes::parse("LR.G").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 3));
    /// ```
    pub fn parse(text: &str) -> Result<TopplingDominoes, ParseError> {
        if text.trim().is_empty() {
            // Every domino toppled: the notation is empty.
            return Ok(TopplingDominoes { rows: Vec::new() });
        }
        let rows = parse_strips(
            text,
            |c| match c.to_ascii_uppercase() {
                'L' => Some(Domino::Blue),
                'R' => Some(Domino::Red),
                'G' => Some(Domino::Green),
                _ => None,
            },
            "'L' (blue, Left), 'R' (red, Right) or 'G' (green, either)",
        )?;
        Ok(TopplingDominoes { rows })
    }

    /// The rows, each from left to right.
    pub fn rows(&self) -> &[Vec<Domino>] {
        &self.rows
    }

    /// The moves of `player`: row, domino (from 0), whether it falls to the
    /// left, and the position after.
    fn move_list(&self, player: Player) -> Vec<(usize, usize, bool, TopplingDominoes)> {
        let mut out = Vec::new();
        for (k, row) in self.rows.iter().enumerate() {
            for (i, _) in row.iter().enumerate().filter(|(_, d)| d.usable_by(player)) {
                for leftwards in [true, false] {
                    let rest = if leftwards { &row[i + 1..] } else { &row[..i] };
                    let mut next = self.clone();
                    next.rows[k] = rest.to_vec();
                    next.rows.retain(|r| !r.is_empty());
                    out.push((k, i, leftwards, next));
                }
            }
        }
        out
    }
}

impl PartizanGame for TopplingDominoes {
    fn left_options(&self) -> Vec<TopplingDominoes> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<TopplingDominoes> {
        self.options_of(Player::Right)
    }

    /// Each row on its own.
    fn components(&self) -> Vec<TopplingDominoes> {
        self.rows
            .iter()
            .map(|r| TopplingDominoes {
                rows: vec![r.clone()],
            })
            .collect()
    }

    /// Each row replaced by the smaller of it and its mirror image, the
    /// rows in sorted order.
    fn normalized(&self) -> TopplingDominoes {
        let mut rows: Vec<Vec<Domino>> = self
            .rows
            .iter()
            .map(|r| {
                let mirrored: Vec<Domino> = r.iter().rev().copied().collect();
                mirrored.min(r.clone())
            })
            .collect();
        rows.sort();
        TopplingDominoes { rows }
    }
}

impl PartizanRules for TopplingDominoes {
    fn notation(&self) -> String {
        strips_notation(&self.rows, Domino::symbol)
    }

    /// A domino toppled: the row, the domino, which way, and the position after.
    type Move = (usize, usize, bool, TopplingDominoes);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> TopplingDominoes {
        m.3
    }

    fn label(&self, m: &Self::Move) -> String {
        let &(k, i, leftwards, _) = m;
        let side = if leftwards { "left" } else { "right" };
        strip_label("row", self.rows.len(), k, format!("{} {side}", i + 1))
    }
}

/// The Toppling Dominoes ruleset.
pub const TOPPLING_DOMINOES: Metadata = Metadata {
    name: "toppling-dominoes",
    kind: Kind::Partizan,
    summary: "Topple one of your dominoes (or a green one) left or right, knocking down every \
         domino on that side of it.",
    syntax: "A row of 'L' (blue, Left), 'R' (red, Right) and 'G' (green, either), left to right; \
         rows separated by '|' are summed. Moves: '3 left' or '3 right' (domino number from 1).",
    example: "LRLGRRL|RLG",
    parse: |position| TopplingDominoes::parse(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};
