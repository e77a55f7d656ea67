//! Chomp: a bar of chocolate shaped as a Young diagram (rows left-aligned,
//! none longer than the row above), its top-left square poisoned. A move
//! picks a square and eats it with every square below and to the right of
//! it; whoever must eat the poison loses, so the poison is never picked and
//! a player left with it alone has no move (D. Gale, "A curious Nim-type
//! game", American Mathematical Monthly 81, 1974).
//!
//! Every full rectangle but `1×1` is a first-player win, by strategy
//! stealing (eating the bottom-right square first either wins or can be
//! answered by a move the first player could have made instead); which
//! move wins is known only for a few shapes: squares (eat `b2`, leaving a
//! symmetric L) and two rows (leave the bottom row one shorter). Values
//! come from the generic solver, shapes and their transposes sharing an
//! entry.
//!
//! ```
//! use conway::rulesets::chomp::Chomp;
//! use conway::rulesets::impartial_position::ImpartialRules;
//! let p = Chomp::parse("3x3").unwrap();
//! assert!(p.first_player_wins());
//! assert_eq!(p.winning_moves(), vec!["b2"]);
//! ```

use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::rulesets::grid::cell_name;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata, Position};

/// The most rows, and the longest row, accepted.
pub const MAX_SIDE: u64 = 100;

/// A position: the row lengths from the top, non-increasing, the first at
/// least 1 (the poison).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Chomp {
    rows: Vec<u32>,
}

impl Chomp {
    /// Reads `RxC` (a full rectangle of `R` rows and `C` columns) or row
    /// lengths from the top (`4 4 2 1`, none longer than the one above).
    ///
    /// ```
    /// use conway::rulesets::chomp::Chomp;
    /// use conway::rulesets::impartial_position::ImpartialRules;
    /// assert_eq!(Chomp::parse("2x3").unwrap().notation(), "3 3");
    /// assert_eq!(Chomp::parse("3 4").unwrap_err().column, 3);
    /// ```
    pub fn parse(text: &str) -> Result<Chomp, ParseError> {
        let mut s = Scanner::new(text);
        let side = |s: &mut Scanner, what: &str| {
            s.skip_space();
            let start = s.offset();
            let n = s.number(what)?;
            if n == 0 {
                return Err(s.error_at(start, format!("{what} must be at least 1")));
            }
            s.check_at_most(start, n, MAX_SIDE, what)?;
            Ok::<u32, ParseError>(n as u32)
        };
        let first = side(&mut s, "a row length")?;
        if s.eat('x') || s.eat('X') || s.eat('×') {
            let cols = side(&mut s, "the number of columns")?;
            s.expect_end("the end of the rectangle RxC")?;
            return Ok(Chomp {
                rows: vec![cols; first as usize],
            });
        }
        let mut rows = vec![first];
        while !s.at_end() {
            s.eat(',');
            let at = {
                s.skip_space();
                s.offset()
            };
            let r = side(&mut s, "a row length")?;
            if r > rows[rows.len() - 1] || rows.len() as u64 >= MAX_SIDE {
                return Err(s.error_at(
                    at,
                    format!(
                        "row {} is longer than the row above, or there are more than {MAX_SIDE} rows",
                        rows.len() + 1
                    ),
                ));
            }
            rows.push(r);
        }
        Ok(Chomp { rows })
    }

    /// The row lengths from the top.
    pub fn rows(&self) -> &[u32] {
        &self.rows
    }

    /// The shape with rows and columns exchanged.
    fn transposed(&self) -> Chomp {
        let cols = self.rows[0];
        Chomp {
            rows: (0..cols)
                .map(|c| self.rows.iter().take_while(|&&r| r > c).count() as u32)
                .collect(),
        }
    }

    /// After eating the square in row `r`, column `c`.
    fn eaten(&self, r: usize, c: u32) -> Chomp {
        let mut rows = self.rows.clone();
        for row in &mut rows[r..] {
            *row = (*row).min(c);
        }
        rows.retain(|&len| len > 0);
        Chomp { rows }
    }
}

impl ImpartialGame for Chomp {
    fn options(&self) -> Vec<Chomp> {
        self.options_from_moves()
    }

    fn normalized(&self) -> Chomp {
        let t = self.transposed();
        if t.rows < self.rows {
            t
        } else {
            self.clone()
        }
    }
}

impl ImpartialRules for Chomp {
    fn notation(&self) -> String {
        let rows: Vec<String> = self.rows.iter().map(u32::to_string).collect();
        rows.join(" ")
    }

    /// Rows from the top, `P` the poison, `#` a square.
    fn render(&self) -> String {
        let rows: Vec<String> = self
            .rows
            .iter()
            .enumerate()
            .map(|(r, &len)| {
                (0..len)
                    .map(|c| if r == 0 && c == 0 { 'P' } else { '#' })
                    .collect()
            })
            .collect();
        rows.join("\n")
    }

    /// A bite: the row and column of the square eaten (with every square
    /// above and to the right of it).
    type Move = (usize, u32);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let rows = self.rows.iter().enumerate();
        rows.flat_map(|(r, &len)| (u32::from(r == 0)..len).map(move |c| (r, c)))
    }

    fn play(&self, m: Self::Move) -> Chomp {
        self.eaten(m.0, m.1)
    }

    fn label(&self, m: &Self::Move) -> String {
        cell_name(m.0, m.1 as usize)
    }

    fn move_bound(&self) -> Option<u128> {
        Some(self.rows.iter().map(|&r| u128::from(r)).sum())
    }
}

/// Reads a position of [`CHOMP`].
fn parse_chomp(position: &str) -> Result<Box<dyn Position>, ParseError> {
    Chomp::parse(position).map(|p| Box::new(ImpartialPosition(p)) as Box<dyn Position>)
}

/// The Chomp ruleset.
pub const CHOMP: Metadata = Metadata {
    name: "chomp",
    kind: Kind::Impartial,
    summary: "Eat a square and all below and right of it; the top-left square is poisoned.",
    syntax: "A rectangle RxC (rows x columns), or row lengths from the top, none longer than the \
         one above ('5 5 3 1'). The poison is the top-left square a1; moves are squares (b2: \
         column letter, row number from the top).",
    example: "4x5",
    parse: parse_chomp,
    drawing: None,
    can_cycle: false,
};
