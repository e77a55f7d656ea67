//! Coin-turning games (*Winning Ways*, ch. 14, "Turn and Turn About"): a
//! row of coins, heads or tails; a move turns over a set of coins the game
//! allows, the rightmost of which must go from heads to tails, so every
//! game ends.
//!
//! | ruleset           | a move turns                                      |
//! |-------------------|---------------------------------------------------|
//! | `turning-turtles` | one or two coins                                  |
//! | `twins`           | exactly two coins                                 |
//! | `mock-turtles`    | one, two or three coins                           |
//! | `moebius`         | one to five coins                                 |
//! | `mogul`           | one to seven coins                                |
//! | `ruler`           | a run of consecutive coins ending at its rightmost |
//!
//! The value of a row is the nim-sum of the values of its heads, each head
//! valued as if it were alone (*Winning Ways*, ch. 14: turning a tails
//! coin to heads is adding a head, turning heads to tails removing it, and
//! the heads' games are then independent). A head's value at position `n`
//! (from 1 at the left) is the least value not among the nim-sums of the
//! other coin sets a move at `n` may turn; [`coin_values`] computes them
//! by keeping, for each count of coins, the nim-sums reachable with that
//! many coins to the left. The tests check rows against plain search.

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::{Kind, Metadata, Position};
use crate::schema::Detail;
use std::collections::HashSet;

/// Which coins a move may turn besides its rightmost.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TurnRule {
    /// Up to this many coins in all, anywhere to the left.
    AtMost(u32),
    /// Exactly this many coins in all.
    Exactly(u32),
    /// Any number of consecutive coins ending at the rightmost.
    Run,
}

impl TurnRule {
    /// The most coins a row may have under this rule (long rows of the
    /// many-coin games have too many moves to list).
    pub fn max_coins(self) -> usize {
        match self {
            TurnRule::AtMost(k) | TurnRule::Exactly(k) if k > 3 => 18,
            TurnRule::AtMost(3) | TurnRule::Exactly(3) => 64,
            _ => 128,
        }
    }

    /// How many other coins a move may turn: `low..=high`.
    fn others(self, n: usize) -> (usize, usize) {
        match self {
            TurnRule::AtMost(k) => (0, (k as usize - 1).min(n - 1)),
            TurnRule::Exactly(k) => (k as usize - 1, k as usize - 1),
            TurnRule::Run => (0, n - 1),
        }
    }
}

/// The value of a lone head at each position `1..=len` (index 0 unused,
/// 0).
///
/// ```
/// use conway::rulesets::coin_turning::{coin_values, TurnRule};
/// // Mock Turtles: the odious numbers (OEIS A000069).
/// assert_eq!(coin_values(TurnRule::AtMost(3), 6)[1..], [1, 2, 4, 7, 8, 11]);
/// // Ruler: the largest power of 2 dividing n (OEIS A006519).
/// assert_eq!(coin_values(TurnRule::Run, 8)[1..], [1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
pub fn coin_values(rule: TurnRule, len: usize) -> Vec<u64> {
    let mut g = vec![0u64; len + 1];
    // reach[j]: the nim-sums of j distinct coins among those already valued.
    let most = match rule {
        TurnRule::AtMost(k) | TurnRule::Exactly(k) => k as usize - 1,
        TurnRule::Run => 0,
    };
    let mut reach: Vec<HashSet<u64>> = vec![HashSet::new(); most + 1];
    reach[0].insert(0);
    for n in 1..=len {
        let options: HashSet<u64> = match rule {
            TurnRule::AtMost(_) => reach.iter().flatten().copied().collect(),
            TurnRule::Exactly(_) => reach[most].clone(),
            TurnRule::Run => {
                let mut sum = 0;
                let mut set = HashSet::from([0]);
                for m in (1..n).rev() {
                    sum ^= g[m];
                    set.insert(sum);
                }
                set
            }
        };
        g[n] = (0..).find(|v| !options.contains(v)).unwrap_or(0);
        for j in (0..most).rev() {
            let shifted: Vec<u64> = reach[j].iter().map(|x| x ^ g[n]).collect();
            reach[j + 1].extend(shifted);
        }
    }
    g
}

/// A row of coins under a rule; bit `i` of `heads` is coin `i + 1` (from
/// the left).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CoinRow {
    rule: TurnRule,
    len: usize,
    heads: u128,
}

impl CoinRow {
    /// Reads `THHTH` (`H` heads, `T` tails, either case; spaces ignored).
    ///
    /// ```
    /// use conway::rulesets::coin_turning::{CoinRow, TurnRule};
    /// use conway::rulesets::impartial_position::ImpartialRules;
    /// let p = CoinRow::parse("THHTH", TurnRule::AtMost(2)).unwrap();
    /// // Turning Turtles is Nim with heaps 2, 3 and 5.
    /// assert_eq!(p.grundy().0, 2 ^ 3 ^ 5);
    /// assert_eq!(CoinRow::parse("THX", TurnRule::Run).unwrap_err().column, 3);
    /// ```
    pub fn parse(text: &str, rule: TurnRule) -> Result<CoinRow, ParseError> {
        let mut heads = 0u128;
        let mut len = 0;
        for (i, c) in text.char_indices() {
            let head = match c {
                'H' | 'h' => true,
                'T' | 't' => false,
                c if c.is_whitespace() => continue,
                c => {
                    return Err(ParseError::at(
                        text,
                        i,
                        format!("unexpected '{c}': expected H (heads) or T (tails)"),
                    ))
                }
            };
            if len == rule.max_coins() {
                return Err(ParseError::at(
                    text,
                    i,
                    format!(
                        "more than {} coins: too many moves to list",
                        rule.max_coins()
                    ),
                ));
            }
            heads |= u128::from(head) << len;
            len += 1;
        }
        if len == 0 {
            return Err(ParseError::at(
                text,
                text.len(),
                "expected a row of coins: H and T",
            ));
        }
        Ok(CoinRow { rule, len, heads })
    }

    fn is_head(&self, position: usize) -> bool {
        self.heads >> (position - 1) & 1 == 1
    }

    /// Every set of other coins (positions below `n`) a move at `n` may
    /// turn, as bit masks.
    fn other_sets(&self, n: usize) -> Vec<u128> {
        let (low, high) = self.rule.others(n);
        if self.rule == TurnRule::Run {
            return (low..=high)
                .map(|l| ((1u128 << l) - 1) << (n - 1 - l))
                .collect();
        }
        // Subsets of positions 1..n of sizes low..=high, built by size.
        let mut out = Vec::new();
        let mut stack: Vec<(u128, usize, usize)> = vec![(0, 0, 0)];
        while let Some((mask, size, next)) = stack.pop() {
            if size >= low {
                out.push(mask);
            }
            if size < high {
                for p in next..n - 1 {
                    stack.push((mask | 1 << p, size + 1, p + 1));
                }
            }
        }
        out
    }
}

impl ImpartialGame for CoinRow {
    fn options(&self) -> Vec<CoinRow> {
        self.options_from_moves()
    }
}

impl ImpartialRules for CoinRow {
    fn notation(&self) -> String {
        (1..=self.len)
            .map(|p| if self.is_head(p) { 'H' } else { 'T' })
            .collect()
    }

    /// The head turned (its position) and every coin turned, as a bit mask.
    type Move = (usize, u128);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let heads = (1..=self.len).filter(|&n| self.is_head(n));
        heads.flat_map(|n| {
            let mut sets = self.other_sets(n);
            sets.sort_unstable();
            sets.into_iter()
                .map(move |others| (n, others | 1 << (n - 1)))
        })
    }

    fn play(&self, m: Self::Move) -> CoinRow {
        CoinRow {
            heads: self.heads ^ m.1,
            ..*self
        }
    }

    fn label(&self, m: &Self::Move) -> String {
        let &(n, turned) = m;
        let positions: Vec<String> = (1..=n)
            .filter(|p| turned >> (p - 1) & 1 == 1)
            .map(|p| p.to_string())
            .collect();
        format!("turn {}", positions.join(","))
    }

    /// The nim-sum of the heads' values.
    fn grundy_with(&self, control: &Control) -> Result<Nimber, Stop> {
        control.check()?;
        let g = coin_values(self.rule, self.len);
        let sum = (1..=self.len)
            .filter(|&p| self.is_head(p))
            .fold(0, |x, p| x ^ g[p]);
        Ok(Nimber(sum))
    }

    /// The moves whose coins' values cancel the row's value.
    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        let g = coin_values(self.rule, self.len);
        let value = |row: &CoinRow| {
            (1..=row.len)
                .filter(|&p| row.is_head(p))
                .fold(0, |x, p| x ^ g[p])
        };
        let mut wins = Vec::new();
        for (label, option) in self.labelled_options() {
            control.check()?;
            if value(&option) == 0 {
                wins.push(label);
            }
        }
        Ok(wins)
    }

    fn details(&self) -> Vec<Detail> {
        let g = coin_values(self.rule, self.len);
        vec![Detail::counts("coin values", &g[1..], " ")]
    }
}

/// How the coin-turning rulesets write positions and moves.
const SYNTAX: &str = "A row of coins from the left, H heads and T tails ('THHTH'; at most 128 coins, 64 in \
         mock-turtles, 18 in moebius and mogul). Moves name the coins turned, numbered from 1 at the left: \
         'turn 2,5'.";

/// A row of coins of the turning rule `rule`.
fn parse_row(position: &str, rule: TurnRule) -> Result<Box<dyn Position>, ParseError> {
    let p = CoinRow::parse(position, rule)?;
    Ok(Box::new(ImpartialPosition(p)))
}

/// Turning Turtles: turn one or two coins (Nim in disguise).
pub const TURNING_TURTLES: Metadata = Metadata {
    name: "turning-turtles",
    kind: Kind::Impartial,
    summary: "Coins: turn one or two, the rightmost from heads to tails (Nim).",
    syntax: SYNTAX,
    example: "THHTTHTH",
    parse: |position| parse_row(position, TurnRule::AtMost(2)),
    drawing: None,
    can_cycle: false,
};

/// Twins: turn exactly two coins.
pub const TWINS: Metadata = Metadata {
    name: "twins",
    kind: Kind::Impartial,
    summary: "Coins: turn exactly two, the rightmost from heads to tails.",
    syntax: SYNTAX,
    example: "THHTTHTH",
    parse: |position| parse_row(position, TurnRule::Exactly(2)),
    drawing: None,
    can_cycle: false,
};

/// Mock Turtles: turn one, two or three coins.
pub const MOCK_TURTLES: Metadata = Metadata {
    name: "mock-turtles",
    kind: Kind::Impartial,
    summary: "Coins: turn one, two or three, the rightmost from heads to tails.",
    syntax: SYNTAX,
    example: "THHTTHTH",
    parse: |position| parse_row(position, TurnRule::AtMost(3)),
    drawing: None,
    can_cycle: false,
};

/// Moebius: turn one to five coins.
pub const MOEBIUS: Metadata = Metadata {
    name: "moebius",
    kind: Kind::Impartial,
    summary: "Coins: turn one to five, the rightmost from heads to tails.",
    syntax: SYNTAX,
    example: "THHTTHTH",
    parse: |position| parse_row(position, TurnRule::AtMost(5)),
    drawing: None,
    can_cycle: false,
};

/// Mogul: turn one to seven coins.
pub const MOGUL: Metadata = Metadata {
    name: "mogul",
    kind: Kind::Impartial,
    summary: "Coins: turn one to seven, the rightmost from heads to tails.",
    syntax: SYNTAX,
    example: "THHTTHTH",
    parse: |position| parse_row(position, TurnRule::AtMost(7)),
    drawing: None,
    can_cycle: false,
};

/// Ruler: turn a run of consecutive coins.
pub const RULER: Metadata = Metadata {
    name: "ruler",
    kind: Kind::Impartial,
    summary: "Coins: turn a run of consecutive coins, the rightmost from heads to tails.",
    syntax: SYNTAX,
    example: "THHTTHTH",
    parse: |position| parse_row(position, TurnRule::Run),
    drawing: None,
    can_cycle: false,
};
