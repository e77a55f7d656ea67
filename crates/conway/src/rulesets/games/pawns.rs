//! Pawns on a row: a move takes one pawn 1 to `k` squares to
//! the left (`k = 2` in the classic problem), without jumping over or landing on
//! another pawn and without leaving the board.
//!
//! The fast method is a reduction to staircase Nim. Let pile `j` be the number of
//! free squares in front of pawn `j` (counted from the left). Moving pawn
//! `j` by `d` takes `d <= k` stones from pile `j` and puts them on pile
//! `j + 1` (off the board for the last pawn): staircase Nim whose stairs
//! allow at most `k` stones at a time. Counting piles from the right end,
//! every move changes exactly one odd-numbered pile, by `1..=k` stones, and
//! such a pile of `n` stones behaves as the heap `n mod (k + 1)` of "take at
//! most `k`"; so the Grundy value is the nim-sum of `n mod (k + 1)` over the
//! piles 1, 3, 5, ... from the end. The tests check it against plain search
//! of the pawn game on every small row.

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata, Position};
use crate::schema::Detail;

/// A row of squares, some holding pawns, and the longest step `k`.
///
/// ```
/// use conway::rulesets::impartial_position::ImpartialRules;
/// use conway::rulesets::pawns::Pawns;
/// // ...P..P.P....: piles 3 2 1; from the end 1 and 3 count: 1 xor 0.
/// let p = Pawns::parse_row("...P..P.P....", 2).unwrap();
/// assert_eq!(p.grundy().0, 1);
/// assert_eq!(p.winning_moves(), vec!["4-2", "7-5", "9-8"]);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Pawns {
    k: u64,
    squares: Vec<bool>,
}

impl Pawns {
    /// A row from `.` (empty) and `P` (pawn) characters, pawns stepping 1 to
    /// `k` squares.
    pub fn parse_row(row: &str, k: u64) -> Result<Pawns, ParseError> {
        Pawns::read_row(&mut Scanner::new(row), k)
    }

    fn read_row(scan: &mut Scanner, k: u64) -> Result<Pawns, ParseError> {
        let mut squares = Vec::new();
        while let Some(c) = scan.peek() {
            match c {
                '.' => squares.push(false),
                'P' | 'p' => squares.push(true),
                _ => return Err(scan.unexpected("'.' (an empty square) or 'P' (a pawn)")),
            }
            scan.eat(c);
        }
        if squares.is_empty() {
            return Err(scan.unexpected("a row of '.' and 'P', e.g. '..P.P'"));
        }
        Ok(Pawns { k, squares })
    }

    /// The piles of the reduction: the free squares in front of each pawn,
    /// pawns from left to right.
    pub fn piles(&self) -> Vec<u64> {
        let mut piles = Vec::new();
        let mut free = 0;
        for &pawn in &self.squares {
            if pawn {
                piles.push(free);
                free = 0;
            } else {
                free += 1;
            }
        }
        piles
    }

    /// The Grundy value of a pile that counts (`n mod (k + 1)`).
    fn pile_value(&self, n: u64) -> u64 {
        n % (self.k + 1)
    }

    /// Whether pile `j` of `count` piles counts: odd-numbered from the end.
    fn counts(j: usize, count: usize) -> bool {
        (count - 1 - j) % 2 == 0
    }

    /// The Grundy value of the reduction for these piles.
    fn value_of_piles(&self, piles: &[u64]) -> u64 {
        piles
            .iter()
            .enumerate()
            .filter(|&(j, _)| Pawns::counts(j, piles.len()))
            .fold(0, |x, (_, &n)| x ^ self.pile_value(n))
    }

    /// Every move as (pawn index among pawns, square, steps).
    fn steps(&self) -> Vec<(usize, usize, usize)> {
        let mut out = Vec::new();
        let mut pawn = 0;
        for (at, &p) in self.squares.iter().enumerate() {
            if !p {
                continue;
            }
            let mut d = 1;
            while (d as u64) <= self.k && d <= at && !self.squares[at - d] {
                out.push((pawn, at, d));
                d += 1;
            }
            pawn += 1;
        }
        out
    }

    fn step_label(at: usize, d: usize) -> String {
        format!("{}-{}", at + 1, at + 1 - d)
    }
}

impl ImpartialGame for Pawns {
    fn options(&self) -> Vec<Pawns> {
        self.options_from_moves()
    }
}

impl ImpartialRules for Pawns {
    fn notation(&self) -> String {
        let row: String = self
            .squares
            .iter()
            .map(|&p| if p { 'P' } else { '.' })
            .collect();
        if self.k == 2 {
            row
        } else {
            format!("k={}:{row}", self.k)
        }
    }

    /// A pawn moved: its number among the pawns, its square, and the steps.
    type Move = (usize, usize, usize);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        self.steps().into_iter()
    }

    fn play(&self, m: Self::Move) -> Pawns {
        let (_, at, d) = m;
        let mut next = self.clone();
        next.squares[at] = false;
        next.squares[at - d] = true;
        next
    }

    fn label(&self, m: &Self::Move) -> String {
        Pawns::step_label(m.1, m.2)
    }

    /// The staircase reduction (immediate).
    fn grundy_with(&self, _control: &Control) -> Result<Nimber, Stop> {
        Ok(Nimber(self.value_of_piles(&self.piles())))
    }

    /// A move of pawn `j` by `d` changes one counting pile: pile `j` (down
    /// by `d`) if it counts, else pile `j + 1` (up by `d`).
    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        control.check()?;
        let piles = self.piles();
        let x = self.value_of_piles(&piles);
        if x == 0 {
            return Ok(Vec::new());
        }
        let n = piles.len();
        Ok(self
            .steps()
            .into_iter()
            .filter(|&(j, _, d)| {
                let d = d as u64;
                let (pile, after) = if Pawns::counts(j, n) {
                    (piles[j], piles[j] - d)
                } else {
                    (piles[j + 1], piles[j + 1] + d)
                };
                x ^ self.pile_value(pile) ^ self.pile_value(after) == 0
            })
            .map(|(_, at, d)| Pawns::step_label(at, d))
            .collect())
    }

    fn details(&self) -> Vec<Detail> {
        let piles = self.piles();
        let counting: Vec<u64> = piles
            .iter()
            .enumerate()
            .filter(|&(j, _)| Pawns::counts(j, piles.len()))
            .map(|(_, &n)| n)
            .collect();
        vec![
            Detail::count("k", self.k),
            Detail::counts("piles (free squares before each pawn)", &piles, " "),
            Detail::counts(
                format!(
                    "piles that count (1st, 3rd, ... from the right), each worth n mod {}",
                    self.k + 1
                ),
                &counting,
                " ",
            ),
        ]
    }
}

/// Reads a position of [`PAWNS`].
fn parse_pawns(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let mut scan = Scanner::new(position);
    let at = scan.offset();
    let k = scan.setting("k")?.unwrap_or(2);
    if k == 0 {
        return Err(scan.error_at(at, "k must be at least 1"));
    }
    Ok(Box::new(ImpartialPosition(Pawns::read_row(&mut scan, k)?)))
}

/// The ruleset `pawns`.
pub const PAWNS: Metadata = Metadata {
    name: "pawns",
    kind: Kind::Impartial,
    summary: "Pawns on a row: move a pawn 1 to k squares left (k = 2 unless set), no jumping",
    syntax: "a row of '.' (empty) and 'P' (pawn), optionally after 'k=N:' for steps of 1 to N squares (default 2), e.g. '..P.P' or 'k=3:..P.P'",
    example: "...P..P.P....",
    parse: parse_pawns,
    drawing: None,
    can_cycle: false,
};
