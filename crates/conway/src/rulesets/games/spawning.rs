//! Spawning games by their codes, as CGSuite's `Spawning("…")` writes them:
//! coin-turning games (*Winning Ways*, ch. 14) seen as heap games. A heap
//! of size `n` is a head at coin `n` (coins numbered from 1); a move
//! replaces the heap by heaps of distinct sizes below `n` (it turns coin
//! `n` and those coins), and equal heaps cancel in the value as two heads
//! on one coin would.
//!
//! A code is elements separated by commas; each says how many coins a
//! move turns, counting coin `n` itself, and how they may lie:
//!
//! | element | a move turns |
//! |---|---|
//! | `3` | exactly 3 coins (coin `n` and two smaller) |
//! | `1-3` | 1 to 3 coins |
//! | `2+` | 2 coins or more |
//! | suffix `C` | coins that are consecutive (`n-k+1 … n`) |
//! | suffix `E` | coins equally spaced (an arithmetic progression ending at `n`) |
//! | suffix `S` | coins placed symmetrically about their middle |
//! | suffix `C(m)` | coins within a window of `m` consecutive coins |
//! | suffix `F` | coins among which is coin 1 |
//!
//! So `1-2` is Turning Turtles (Nim), `2` Twins, `1-3` Mock Turtles,
//! `1-5` Moebius, `1-7` Mogul and `1+C` Ruler (the tests check them against
//! [`coin_turning`](crate::rulesets::coin_turning)). A position is the code, a colon
//! and the heaps: `1-3: 4 7`. Letters may be written in either case.
//!
//! CGSuite's own enumeration treats `F` with a move turning coin `n` alone
//! differently (it allows it unless a window excludes coin 1); here `F`
//! always means that coin 1 is turned.
//!
//! ```
//! use conway::rulesets::spawning::Spawning;
//! use conway::rulesets::impartial_position::ImpartialRules;
//! // Mock Turtles: a head's values are the odious numbers 1, 2, 4, 7, 8, ...
//! assert_eq!(Spawning::parse("1-3: 4").unwrap().grundy().0, 7);
//! ```

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata, Position};
use crate::schema::Detail;
use std::sync::Arc;

/// The largest heap: a move may turn any set of smaller coins, so a heap
/// of `n` can have `2^(n-1)` moves. 20, as far as CGSuite's own tests of
/// its `Spawning` go (heaps 0 to 20).
pub const MAX_HEAP: u32 = 20;

/// How the coins of a move lie.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Spacing {
    /// Anywhere.
    Any,
    /// Consecutive, ending at the heap (`C`).
    Consecutive,
    /// Equally spaced, ending at the heap (`E`).
    EquallySpaced,
    /// Symmetric about their middle (`S`).
    Symmetric,
}

/// One element of a code.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Element {
    /// The fewest coins a move turns (at least 1).
    pub least: u32,
    /// The most (`u32::MAX` for `k+`).
    pub most: u32,
    /// How they lie.
    pub spacing: Spacing,
    /// All within this many consecutive coins (`C(m)`).
    pub window: Option<u32>,
    /// Coin 1 among them (`F`).
    pub first: bool,
}

impl Element {
    /// Whether the coins `spawned` (increasing, all below `n`) and `n`
    /// are a move of this element.
    fn allows(&self, n: u32, spawned: &[u32]) -> bool {
        let count = spawned.len() as u32 + 1;
        let lowest = spawned.first().copied().unwrap_or(n);
        let in_window = self.window.is_none_or(|m| n - lowest < m);
        let first = !self.first || lowest == 1;
        count >= self.least && count <= self.most && in_window && first
    }

    /// Every list of heaps a move of this element leaves from a heap `n`,
    /// each increasing.
    fn spawned(&self, n: u32) -> Vec<Vec<u32>> {
        let fewest = self.least - 1;
        let most = (self.most - 1).min(n - 1);
        let mut out = Vec::new();
        for c in fewest..=most {
            match self.spacing {
                Spacing::Any => subsets(1..n, c, &mut out),
                Spacing::Consecutive => out.push((n - c..n).collect()),
                Spacing::EquallySpaced if c == 0 => out.push(Vec::new()),
                Spacing::EquallySpaced => {
                    for d in 1..=(n - 1) / c {
                        out.push((1..=c).rev().map(|i| n - d * i).collect());
                    }
                }
                Spacing::Symmetric => symmetric_sets(n, c, &mut out),
            }
        }
        out.retain(|s| self.allows(n, s));
        out
    }
}

/// Every `c`-subset of `range`, increasing, appended to `out`.
fn subsets(range: std::ops::Range<u32>, c: u32, out: &mut Vec<Vec<u32>>) {
    let mut stack: Vec<Vec<u32>> = vec![Vec::new()];
    while let Some(set) = stack.pop() {
        if set.len() as u32 == c {
            out.push(set);
            continue;
        }
        let from = set.last().map_or(range.start, |&l| l + 1);
        for p in from..range.end {
            let mut more = set.clone();
            more.push(p);
            stack.push(more);
        }
    }
}

/// Every set of `c` coins below `n` that is, with `n`, symmetric about its
/// middle: the lowest `a` is paired with `n`, and the others in pairs
/// `(x, a + n - x)` (with the middle `(a + n) / 2` alone when `c` is even).
fn symmetric_sets(n: u32, c: u32, out: &mut Vec<Vec<u32>>) {
    if c == 0 {
        out.push(Vec::new());
        return;
    }
    for a in 1..n {
        let sum = a + n;
        let middle = (c % 2 == 0).then_some(sum / 2);
        if middle.is_some() && sum % 2 == 1 {
            continue;
        }
        // The inner pairs: (c - 1) / 2 values strictly between a and the middle.
        let pairs = (c - 1) / 2;
        let below_middle = sum.div_ceil(2); // x < sum - x  <=>  2x < sum
        let mut inner = Vec::new();
        subsets(a + 1..below_middle, pairs, &mut inner);
        for lows in inner {
            let mut set: Vec<u32> = std::iter::once(a).chain(lows.iter().copied()).collect();
            set.extend(middle);
            set.extend(lows.iter().rev().map(|&x| sum - x));
            out.push(set);
        }
    }
}

/// A spawning code: its elements and how it was written.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Code {
    text: String,
    elements: Vec<Element>,
}

impl Code {
    /// Reads a code (see the [module documentation](self)) up to what
    /// cannot continue it; errors name the line and column.
    fn read(scan: &mut Scanner) -> Result<Code, ParseError> {
        scan.skip_space();
        let start = scan.offset();
        let mut elements = Vec::new();
        loop {
            elements.push(read_element(scan)?);
            if !scan.eat(',') {
                break;
            }
        }
        let text = scan.text()[start..scan.offset()]
            .split_whitespace()
            .collect::<String>()
            .to_uppercase();
        Ok(Code { text, elements })
    }

    /// The elements.
    pub fn elements(&self) -> &[Element] {
        &self.elements
    }

    /// Every list of heaps a move on a heap `n` leaves (once each).
    pub fn spawned(&self, n: u32) -> Vec<Vec<u32>> {
        let mut seen = std::collections::HashSet::new();
        let mut out: Vec<Vec<u32>> = Vec::new();
        for e in &self.elements {
            for s in e.spawned(n) {
                if seen.insert(s.clone()) {
                    out.push(s);
                }
            }
        }
        out
    }

    /// The value of a lone heap of each size `0..=n`.
    ///
    /// ```
    /// use conway::rulesets::spawning::Spawning;
    /// // Ruler: the largest power of 2 dividing n (OEIS A006519).
    /// let ruler = Spawning::parse("1+C: 1").unwrap();
    /// assert_eq!(ruler.code().heap_values(8)[1..], [1, 2, 1, 4, 1, 2, 1, 8]);
    /// ```
    pub fn heap_values(&self, n: u32) -> Vec<u64> {
        let mut g: Vec<u64> = vec![0];
        for size in 1..=n {
            let mut seen: Vec<u64> = (self.spawned(size).iter())
                .map(|s| s.iter().fold(0, |x, &h| x ^ g[h as usize]))
                .collect();
            seen.sort_unstable();
            seen.dedup();
            let mex = seen.iter().enumerate().find(|&(i, &v)| v != i as u64);
            g.push(mex.map_or(seen.len() as u64, |(i, _)| i as u64));
        }
        g
    }
}

/// One element: a count or range, then modifiers.
fn read_element(scan: &mut Scanner) -> Result<Element, ParseError> {
    scan.skip_space();
    let at = scan.offset();
    let least = scan.number("the number of coins a move turns")?;
    let most = if scan.eat('+') {
        u64::from(u32::MAX)
    } else if scan.eat('-') {
        scan.number("the most coins a move turns")?
    } else {
        least
    };
    if least == 0 || most < least {
        return Err(scan.error_at(at, "a move turns at least 1 coin, and a range runs upwards"));
    }
    let clamp = |v: u64| v.min(u64::from(u32::MAX)) as u32;
    let mut e = Element {
        least: clamp(least),
        most: clamp(most),
        spacing: Spacing::Any,
        window: None,
        first: false,
    };
    loop {
        let spacing = match scan.rest().chars().next().map(|c| c.to_ascii_uppercase()) {
            Some('C') if scan.rest()[1..].trim_start().starts_with('(') => {
                scan.eat(scan.rest().chars().next().unwrap_or('C'));
                scan.expect('(', "after C")?;
                scan.skip_space();
                let w = scan.offset();
                let m = scan.number("the width of the window")?;
                if m == 0 {
                    return Err(scan.error_at(w, "the window is at least 1 coin wide"));
                }
                e.window = Some(clamp(m));
                scan.expect(')', "after the width")?;
                continue;
            }
            Some('C') => Spacing::Consecutive,
            Some('E') => Spacing::EquallySpaced,
            Some('S') => Spacing::Symmetric,
            Some('F') => {
                scan.eat(scan.rest().chars().next().unwrap_or('F'));
                e.first = true;
                continue;
            }
            _ => return Ok(e),
        };
        if e.spacing != Spacing::Any {
            return Err(scan.error("an element takes one of C, E and S"));
        }
        scan.eat(scan.rest().chars().next().unwrap_or(' '));
        e.spacing = spacing;
    }
}

/// A spawning position: a code and heaps.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Spawning {
    code: Arc<Code>,
    heaps: Vec<u32>,
}

impl Spawning {
    /// Reads `CODE: heaps` (heaps from 0 to [`MAX_HEAP`]).
    ///
    /// ```
    /// use conway::rulesets::spawning::Spawning;
    /// assert_eq!(Spawning::parse("1-2c, 3s: 4 6").unwrap().heaps(), &[4, 6]);
    /// let e = Spawning::parse("1-3x: 4").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 4));
    /// ```
    pub fn parse(text: &str) -> Result<Spawning, ParseError> {
        let mut scan = Scanner::new(text);
        let code = Code::read(&mut scan)?;
        scan.expect(':', "after the code, then the heaps")?;
        let mut heaps = Vec::new();
        while !scan.at_end() {
            scan.eat(',');
            scan.skip_space();
            let at = scan.offset();
            let h = scan.number("a heap size")?;
            scan.check_at_most(at, h, u64::from(MAX_HEAP), "heap")?;
            heaps.push(h as u32);
        }
        Ok(Spawning {
            code: Arc::new(code),
            heaps,
        })
    }

    /// The heaps, as written.
    pub fn heaps(&self) -> &[u32] {
        &self.heaps
    }

    /// The code.
    pub fn code(&self) -> &Code {
        &self.code
    }

    fn value_of(&self, g: &[u64]) -> u64 {
        self.heaps.iter().fold(0, |x, &h| x ^ g[h as usize])
    }

    fn largest(&self) -> u32 {
        self.heaps.iter().copied().max().unwrap_or(0)
    }
}

impl ImpartialGame for Spawning {
    fn options(&self) -> Vec<Spawning> {
        self.options_from_moves()
    }

    fn normalized(&self) -> Spawning {
        let mut heaps: Vec<u32> = self.heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        Spawning {
            code: Arc::clone(&self.code),
            heaps,
        }
    }
}

impl ImpartialRules for Spawning {
    fn notation(&self) -> String {
        let heaps: Vec<String> = self.heaps.iter().map(u32::to_string).collect();
        format!("{}: {}", self.code.text, heaps.join(" "))
    }

    /// A heap replaced: its index and the heaps spawned; of equal heaps only
    /// the first is moved on.
    type Move = (usize, Vec<u32>);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let heaps = self.heaps.iter().enumerate();
        let distinct = heaps.filter(|&(i, &n)| n != 0 && !self.heaps[..i].contains(&n));
        distinct.flat_map(|(i, &n)| self.code.spawned(n).into_iter().map(move |s| (i, s)))
    }

    fn play(&self, m: Self::Move) -> Spawning {
        let (i, spawned) = m;
        let mut heaps = self.heaps.clone();
        heaps.splice(i..=i, spawned);
        Spawning {
            code: Arc::clone(&self.code),
            heaps,
        }
    }

    fn label(&self, m: &Self::Move) -> String {
        let (i, spawned) = m;
        let list: Vec<String> = spawned.iter().map(u32::to_string).collect();
        let to = if list.is_empty() {
            "none".to_string()
        } else {
            list.join(" ")
        };
        format!("{} -> {to}", self.heaps[*i])
    }

    /// The nim-sum of the heaps' values.
    fn grundy_with(&self, control: &Control) -> Result<Nimber, Stop> {
        control.check()?;
        Ok(Nimber(
            self.value_of(&self.code.heap_values(self.largest())),
        ))
    }

    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        let g = self.code.heap_values(self.largest());
        let mut wins = Vec::new();
        for (label, option) in self.labelled_options() {
            control.check()?;
            if option.value_of(&g) == 0 {
                wins.push(label);
            }
        }
        Ok(wins)
    }

    fn details(&self) -> Vec<Detail> {
        let g = self.code.heap_values(self.largest());
        vec![Detail::counts("heap values", &g[1..], " ")]
    }
}

/// Reads a position of [`SPAWNING`].
fn parse_spawning(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let p = Spawning::parse(position)?;
    Ok(Box::new(ImpartialPosition(p)))
}

/// The spawning ruleset.
pub const SPAWNING: Metadata = Metadata {
    name: "spawning",
    kind: Kind::Impartial,
    summary: "CGSuite's spawning codes: a heap n is replaced by distinct smaller heaps (coins turned), as the code allows.",
    syntax: "'CODE: heaps' (heaps 0 to 20). The code is elements separated by ',': how many coins a \
         move turns, counting the heap's own ('3', '1-3', '2+'), then C (consecutive), E \
         (equally spaced), S (symmetric), C(m) (within m coins), F (coin 1 among them): \
         '1-3: 4 7' is Mock Turtles. Moves: '7 -> 2 5' (heap 7 becomes heaps 2 and 5).",
    example: "1-2,3E: 6 9 13",
    parse: parse_spawning,
    drawing: None,
    can_cycle: false,
};
