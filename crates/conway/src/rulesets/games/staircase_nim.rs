//! Staircase Nim: stones lie on stairs `1..n`; a move sends any
//! positive number of stones from one stair to the stair below; stones
//! that reach the ground (stair 0) are out of play.
//!
//! Every move changes the count on exactly one odd stair (moving from an
//! odd stair lowers it; moving from an even stair raises the odd stair
//! below), and an odd stair can be lowered to any smaller count, so the
//! Grundy value is the nim-sum of the odd stairs (the
//! tests check it against plain search).

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata, Position};
use crate::schema::Detail;

/// A staircase: `stairs[i]` stones on stair `i + 1`.
///
/// ```
/// use conway::rulesets::impartial_position::ImpartialRules;
/// use conway::rulesets::staircase_nim::Staircase;
/// let p = Staircase::new(vec![3, 9, 5]); // stairs 1 and 3 count: 3 xor 5
/// assert_eq!(p.grundy().0, 6);
/// assert_eq!(p.winning_moves(), vec!["stair 2 -> 1: 2", "stair 3 -> 2: 2"]);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Staircase {
    stairs: Vec<u64>,
}

impl Staircase {
    /// The staircase with these counts on stairs 1, 2, ... (their total
    /// must fit a `u64`; the parser checks it).
    pub fn new(stairs: Vec<u64>) -> Staircase {
        Staircase { stairs }
    }

    /// The position after moving `count` stones down from stair `i + 1`.
    fn after(&self, i: usize, count: u64) -> Staircase {
        let mut stairs = self.stairs.clone();
        stairs[i] -= count;
        if i > 0 {
            stairs[i - 1] += count;
        }
        Staircase { stairs }
    }

    fn step_label(i: usize, count: u64) -> String {
        format!("stair {} -> {}: {count}", i + 1, i)
    }
}

impl ImpartialGame for Staircase {
    fn options(&self) -> Vec<Staircase> {
        self.options_from_moves()
    }

    /// Empty stairs at the top change nothing.
    fn normalized(&self) -> Staircase {
        let len = self
            .stairs
            .iter()
            .rposition(|&s| s > 0)
            .map_or(0, |i| i + 1);
        Staircase::new(self.stairs[..len].to_vec())
    }
}

impl ImpartialRules for Staircase {
    fn notation(&self) -> String {
        let parts: Vec<String> = self.stairs.iter().map(u64::to_string).collect();
        parts.join(" ")
    }

    fn render(&self) -> String {
        let rows: Vec<String> = self
            .stairs
            .iter()
            .enumerate()
            .rev()
            .map(|(i, s)| format!("stair {:>2}: {s}", i + 1))
            .collect();
        rows.join("\n")
    }

    /// Coins moved down: the stair and how many.
    type Move = (usize, u64);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let stairs = self.stairs.iter().enumerate();
        stairs.flat_map(|(i, &s)| (1..=s).map(move |count| (i, count)))
    }

    fn play(&self, m: Self::Move) -> Staircase {
        self.after(m.0, m.1)
    }

    fn label(&self, m: &Self::Move) -> String {
        Staircase::step_label(m.0, m.1)
    }

    fn move_bound(&self) -> Option<u128> {
        Some(self.stairs.iter().map(|&s| u128::from(s)).sum())
    }

    /// The Nim formula on the odd stairs (immediate).
    fn grundy_with(&self, _control: &Control) -> Result<Nimber, Stop> {
        Ok(Nimber(self.stairs.iter().step_by(2).fold(0, |x, &s| x ^ s)))
    }

    /// Odd stair `i` must become `s_i xor x`: lowered by moving stones off
    /// it, or raised by moving stones onto it from the even stair above.
    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        let x = self.grundy_with(control)?.0;
        let mut out = Vec::new();
        if x == 0 {
            return Ok(out);
        }
        for i in (0..self.stairs.len()).step_by(2) {
            let (s, target) = (self.stairs[i], self.stairs[i] ^ x);
            if target < s {
                out.push(Staircase::step_label(i, s - target));
            } else if let Some(&above) = self.stairs.get(i + 1) {
                if target - s <= above {
                    out.push(Staircase::step_label(i + 1, target - s));
                }
            }
        }
        Ok(out)
    }

    fn details(&self) -> Vec<Detail> {
        let odd: Vec<u64> = self.stairs.iter().step_by(2).copied().collect();
        vec![Detail::counts("odd stairs (1, 3, 5, ...)", &odd, " ")]
    }
}

/// Reads a position of [`STAIRCASE`].
fn parse_staircase(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let mut scan = Scanner::new(position);
    let stairs = scan.numbers("a number of stones")?;
    // Stones only move down, so no stair ever holds more than the total.
    if stairs
        .iter()
        .try_fold(0u64, |t, &s| t.checked_add(s))
        .is_none()
    {
        return Err(scan.error_at(0, format!("too many stones in all (at most {})", u64::MAX)));
    }
    Ok(Box::new(ImpartialPosition(Staircase::new(stairs))))
}

/// The ruleset `staircase-nim`.
pub const STAIRCASE: Metadata = Metadata {
    name: "staircase-nim",
    kind: Kind::Impartial,
    summary: "Staircase Nim: move any number of stones from a stair to the one below",
    syntax: "the number of stones on stairs 1, 2, 3, ... (stair 1 is next to the ground), e.g. '3 0 5 2'",
    example: "3 0 5 2",
    parse: parse_staircase,
    drawing: None,
    can_cycle: false,
};
