//! Generalised Wythoff (Fraenkel's `a`-Wythoff): two heaps; a move takes
//! any positive number from one heap, or `k > 0` from one and `l > 0` from
//! the other with `|k - l| < a`. `a = 1` is Wythoff's game.
//!
//! Who wins: the P-positions are the pairs `(A_n, A_n + a·n)`, `A_n` the
//! least number not among the earlier `A_i` and `A_i + a·i`; in closed form
//! `A_n = ⌊nα⌋` with `α = (2 - a + √(a² + 4)) / 2` (A. S. Fraenkel, "How
//! to beat your Wythoff games' opponent on three fronts", American
//! Mathematical Monthly 89, 1982). So the outcome and the winning moves
//! come from the formula; nim values (no formula known) from the generic
//! solver, for heaps up to [`MAX_VALUED_HEAP`].
//!
//! ```
//! use conway::rulesets::generalised_wythoff::p_partner;
//! // a = 2: P-positions (0,0), (1,3), (2,6), (4,10), (5,13).
//! assert_eq!((1..=5).map(|x| p_partner(2, x)).collect::<Vec<_>>(), vec![3, 6, 1, 10, 13]);
//! ```

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata, Position};

/// The largest heap accepted.
pub const MAX_HEAP: u64 = 1_000_000;

/// The largest `a` accepted.
pub const MAX_A: u64 = 1_000;

/// Nim values are computed when both heaps are at most this.
pub const MAX_VALUED_HEAP: u64 = 100;

/// `A_n = ⌊nα⌋` for the game `a ≥ 1`: `⌊(n(2 - a) + √(n²(a² + 4)))/2⌋`;
/// `a² + 4` is not a square, so flooring the root first changes nothing.
fn lower(a: u64, n: u64) -> u64 {
    let (a, n) = (i128::from(a), i128::from(n));
    let root = ((n * n * (a * a + 4)) as u128).isqrt() as i128;
    ((n * (2 - a) + root).div_euclid(2)) as u64
}

/// `B_n = A_n + a·n`.
fn upper(a: u64, n: u64) -> u64 {
    lower(a, n) + a * n
}

/// The `n` with `f(n) = x`, if any, for `f` increasing (binary search on
/// `0..=x`: both `A_n` and `B_n` are at least `n`).
fn index_of(x: u64, f: impl Fn(u64) -> u64) -> Option<u64> {
    let (mut lo, mut hi) = (0, x);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if f(mid) < x {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    (f(lo) == x).then_some(lo)
}

/// The heap `y` such that `(x, y)` is a P-position of `a`-Wythoff (the
/// sequences `A_n` and `B_n` partition the positive integers, so there is
/// exactly one).
pub fn p_partner(a: u64, x: u64) -> u64 {
    match index_of(x, |n| lower(a, n)) {
        Some(n) => upper(a, n),
        None => {
            let n = index_of(x, |n| upper(a, n))
                .unwrap_or_else(|| unreachable!("A and B partition the positive integers"));
            lower(a, n)
        }
    }
}

/// A position: the rule's `a` and the two heaps.
///
/// ```
/// use conway::rulesets::generalised_wythoff::GenWythoff;
/// use conway::rulesets::impartial_position::ImpartialRules;
/// let p = GenWythoff::new(2, 3, 4);
/// assert!(p.first_player_wins());
/// assert_eq!(
///     p.winning_moves(),
///     vec!["heap 2: 4 -> 1", "both: 3 4 -> 0 0", "both: 3 4 -> 1 3"]
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GenWythoff {
    a: u64,
    x: u64,
    y: u64,
}

impl GenWythoff {
    /// Heaps `x` and `y` under the rule `a ≥ 1`.
    pub fn new(a: u64, x: u64, y: u64) -> GenWythoff {
        GenWythoff { a, x, y }
    }

    fn is_p(&self) -> bool {
        p_partner(self.a, self.x) == self.y
    }

    fn to(&self, x: u64, y: u64) -> GenWythoff {
        GenWythoff::new(self.a, x, y)
    }

    fn target_label(&self, x: u64, y: u64) -> String {
        match (x == self.x, y == self.y) {
            (false, true) => format!("heap 1: {} -> {x}", self.x),
            (true, false) => format!("heap 2: {} -> {y}", self.y),
            _ => format!("both: {} {} -> {x} {y}", self.x, self.y),
        }
    }

    /// The P-positions `(p, q)` a move taking from both heaps could reach:
    /// those whose difference `q - p` is within `a - 1` of `y - x`.
    fn p_targets_near(&self) -> Vec<(u64, u64)> {
        let (a, d) = (self.a as i128, self.y as i128 - self.x as i128);
        let mut out = Vec::new();
        for diff in d - (a - 1)..=d + (a - 1) {
            let n = diff.unsigned_abs() as u64 / self.a;
            if n * self.a != diff.unsigned_abs() as u64 {
                continue;
            }
            let (p, q) = (lower(self.a, n), upper(self.a, n));
            out.push(if diff >= 0 { (p, q) } else { (q, p) });
        }
        out
    }
}

impl ImpartialGame for GenWythoff {
    fn options(&self) -> Vec<GenWythoff> {
        self.options_from_moves()
    }

    fn normalized(&self) -> GenWythoff {
        self.to(self.x.min(self.y), self.x.max(self.y))
    }
}

impl ImpartialRules for GenWythoff {
    fn notation(&self) -> String {
        format!("a={}: {} {}", self.a, self.x, self.y)
    }

    /// The heaps after the move.
    type Move = (u64, u64);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let (x, y) = (self.x, self.y);
        let mut targets: Vec<(u64, u64)> = (0..x).rev().map(|to| (to, y)).collect();
        targets.extend((0..y).rev().map(|to| (x, to)));
        for k in 1..=x {
            let ls = k.saturating_sub(self.a - 1).max(1)..=(k + self.a - 1).min(y);
            targets.extend(ls.map(|l| (x - k, y - l)));
        }
        targets.into_iter()
    }

    fn play(&self, m: Self::Move) -> GenWythoff {
        self.to(m.0, m.1)
    }

    fn label(&self, m: &Self::Move) -> String {
        self.target_label(m.0, m.1)
    }

    fn move_bound(&self) -> Option<u128> {
        let (x, y) = (u128::from(self.x), u128::from(self.y));
        Some(x + y + x.min(y) * (2 * u128::from(self.a) - 1))
    }

    fn reported_grundy_with(&self, control: &Control) -> Result<Option<Nimber>, Stop> {
        match self.x.max(self.y) <= MAX_VALUED_HEAP {
            true => self.grundy_with(control).map(Some),
            false => Ok(None),
        }
    }

    fn first_player_wins(&self) -> bool {
        !self.is_p()
    }

    /// To the partner of either heap (taking from the other), and to the
    /// P-positions whose difference a move on both heaps can reach.
    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        control.check()?;
        if self.is_p() {
            return Ok(Vec::new());
        }
        let (x, y) = (self.x, self.y);
        let mut out = Vec::new();
        if p_partner(self.a, y) < x {
            out.push(self.target_label(p_partner(self.a, y), y));
        }
        if p_partner(self.a, x) < y {
            out.push(self.target_label(x, p_partner(self.a, x)));
        }
        for (p, q) in self.p_targets_near() {
            let (Some(k), Some(l)) = (x.checked_sub(p), y.checked_sub(q)) else {
                continue;
            };
            if k > 0 && l > 0 && k.abs_diff(l) < self.a {
                out.push(self.target_label(p, q));
            }
        }
        Ok(out)
    }
}

/// Reads a position of [`GEN_WYTHOFF`].
fn parse_gen_wythoff(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let mut s = Scanner::new(position);
    s.skip_space();
    let at = s.offset();
    let a = s.setting("a")?.unwrap_or(1);
    if a == 0 || a > MAX_A {
        return Err(s.error_at(at, format!("a={a}: a must be from 1 to {MAX_A}")));
    }
    let heap = |s: &mut Scanner| {
        s.skip_space();
        let start = s.offset();
        let h = s.number("a heap size")?;
        s.check_at_most(start, h, MAX_HEAP, "heap")?;
        Ok::<u64, ParseError>(h)
    };
    let x = heap(&mut s)?;
    s.eat(',');
    let y = heap(&mut s)?;
    s.expect_end("the end: two heaps")?;
    Ok(Box::new(ImpartialPosition(GenWythoff::new(a, x, y))))
}

/// The generalised Wythoff ruleset.
pub const GEN_WYTHOFF: Metadata = Metadata {
    name: "generalised-wythoff",
    kind: Kind::Impartial,
    summary: "Two heaps: take from one, or k and l from both with |k - l| < a (a = 1: Wythoff).",
    syntax:
        "Optionally a=A: (default 1), then the two heaps: 'a=2: 10 14'. Moves: heap 1: 10 -> 4, \
         both: 10 14 -> 4 9.",
    example: "a=2: 10 14",
    parse: parse_gen_wythoff,
    drawing: None,
    can_cycle: false,
};
