//! Wythoff's game: two heaps; a move takes any positive number of stones
//! from one heap, or the same positive number from both.
//!
//! * Who wins: the P-positions are the pairs `(⌊kφ⌋, ⌊kφ²⌋) = (a_k, a_k +
//!   k)`, `φ` the golden ratio (W. A. Wythoff, "A modification of the game
//!   of Nim", Nieuw Archief voor Wiskunde 7, 1907). With
//!   exact integers, `⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋` (`√5·k` is irrational
//!   for `k > 0`, so flooring the root first changes nothing). So the
//!   outcome and the winning moves of any position come from the formula.
//! * The nim value: no formula is known; it comes from a table filled row
//!   by row, each cell the least value missing from its row, column and
//!   diagonal (kept as bit sets), for heaps up to [`MAX_TABLE_HEAP`].
//!
//! The tests check both against plain search.

use crate::control::{unbounded, Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata, Position};
use crate::schema::Detail;

/// The largest heap accepted (so that `5k²` fits a `u128`).
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

/// Nim values are computed when both heaps are at most this (or one heap
/// is empty, which is Nim).
pub const MAX_TABLE_HEAP: u64 = 2048;

/// How many P-positions the details list.
const LISTED_P_POSITIONS: u64 = 30;

/// `a_k = ⌊kφ⌋`, the smaller heap of the `k`-th P-position.
///
/// ```
/// use conway::rulesets::wythoff::lower;
/// // Wythoff pairs (1,2), (3,5), (4,7), (6,10): OEIS A000201.
/// assert_eq!((1..=4).map(lower).collect::<Vec<_>>(), vec![1, 3, 4, 6]);
/// ```
pub fn lower(k: u64) -> u64 {
    let k = u128::from(k);
    ((k + (5 * k * k).isqrt()) / 2) as u64
}

/// The heap `w` such that `{v, w}` is a P-position (every `v` has exactly
/// one, the sequences `a_k` and `a_k + k` partitioning the positive
/// integers).
///
/// ```
/// use conway::rulesets::wythoff::partner;
/// assert_eq!((partner(0), partner(3), partner(5), partner(10)), (0, 5, 3, 6));
/// ```
pub fn partner(v: u64) -> u64 {
    if v == 0 {
        return 0;
    }
    // a_k = v needs k = ⌈v/φ⌉ or so, a_k + k = v needs k near v/φ². With
    // m = ⌊√(5v²)⌋: ⌊v/φ⌋ = ⌊(m - v)/2⌋ and ⌊v/φ²⌋ = ⌊(3v - m - 1)/2⌋
    // (exact, √5·v being irrational); the k sought is one of the neighbours.
    let (v2, m) = (u128::from(v), (5 * u128::from(v) * u128::from(v)).isqrt());
    let near = |k: u128| (k as u64).saturating_sub(1)..=k as u64 + 1;
    for k in near((m - v2) / 2) {
        if k > 0 && lower(k) == v {
            return v + k;
        }
    }
    for k in near((3 * v2 - m - 1) / 2) {
        if k > 0 && lower(k) + k == v {
            return lower(k);
        }
    }
    unreachable!("the Wythoff sequences partition the positive integers")
}

/// A position: the two heaps.
///
/// ```
/// use conway::rulesets::impartial_position::ImpartialRules;
/// use conway::rulesets::wythoff::Wythoff;
/// assert!(!Wythoff::new(3, 5).first_player_wins());
/// let p = Wythoff::new(4, 5);
/// assert_eq!(p.winning_moves(), vec!["heap 1: 4 -> 3", "both: 4 5 -> 1 2"]);
/// assert_eq!(p.grundy().0, 6); // by the table
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Wythoff {
    a: u64,
    b: u64,
}

impl Wythoff {
    /// Heaps `a` and `b`.
    pub fn new(a: u64, b: u64) -> Wythoff {
        Wythoff { a, b }
    }

    fn is_p(a: u64, b: u64) -> bool {
        partner(a) == b
    }

    fn heap_label(heap: usize, from: u64, to: u64) -> String {
        format!("heap {heap}: {from} -> {to}")
    }

    fn both_label(&self, k: u64) -> String {
        format!(
            "both: {} {} -> {} {}",
            self.a,
            self.b,
            self.a - k,
            self.b - k
        )
    }

    fn table_fits(&self) -> bool {
        self.a.max(self.b) <= MAX_TABLE_HEAP || self.a.min(self.b) == 0
    }
}

/// Nim values of all positions `(i, j)`, `i <= a`, `j <= b`, row by row.
///
/// ```
/// use conway::rulesets::wythoff::nim_values;
/// // Row 1: each value is the least one missing to its left, above it and
/// // on its diagonal (the tests compare with plain search).
/// assert_eq!(&nim_values(1, 5)[6..], &[1, 2, 0, 4, 5, 3]);
/// ```
pub fn nim_values(a: usize, b: usize) -> Vec<u32> {
    unbounded(|c| nim_values_with(a, b, c))
}

/// [`nim_values`] under `control`, one tick per cell.
pub fn nim_values_with(a: usize, b: usize, control: &Control) -> Result<Vec<u32>, Stop> {
    // A cell has at most a + b + min(a, b) options, so its value is below that.
    let bits = a + b + a.min(b) + 2;
    let words = bits / 64 + 1;
    let mut rows = vec![0u64; (a + 1) * words];
    let mut cols = vec![0u64; (b + 1) * words];
    let mut diags = vec![0u64; (a + b + 1) * words];
    let mut out = vec![0u32; (a + 1) * (b + 1)];
    for i in 0..=a {
        control.advance(b as u64 + 1)?;
        // Every value below `floor` is already in row i.
        let mut floor = 0;
        for j in 0..=b {
            let d = i + b - j;
            let (r, c, g) = (i * words, j * words, d * words);
            let v = (floor / 64..words)
                .find_map(|w| {
                    let taken = rows[r + w] | cols[c + w] | diags[g + w];
                    (taken != u64::MAX).then(|| w * 64 + taken.trailing_ones() as usize)
                })
                .unwrap_or_else(|| unreachable!("a value is below the option count"));
            for (set, at) in [(&mut rows, r), (&mut cols, c), (&mut diags, g)] {
                set[at + v / 64] |= 1 << (v % 64);
            }
            while rows[r + floor / 64] >> (floor % 64) & 1 == 1 {
                floor += 1;
            }
            out[i * (b + 1) + j] = v as u32;
        }
    }
    Ok(out)
}

/// A move of Wythoff's game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WythoffMove {
    /// The first heap reduced to this many.
    First(u64),
    /// The second heap reduced to this many.
    Second(u64),
    /// This many taken from both heaps.
    Both(u64),
}

impl ImpartialGame for Wythoff {
    fn options(&self) -> Vec<Wythoff> {
        self.options_from_moves()
    }

    fn normalized(&self) -> Wythoff {
        Wythoff::new(self.a.min(self.b), self.a.max(self.b))
    }
}

impl ImpartialRules for Wythoff {
    fn notation(&self) -> String {
        format!("{} {}", self.a, self.b)
    }

    /// A move of Wythoff's game.
    type Move = WythoffMove;

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let (a, b) = (self.a, self.b);
        let first = (0..a).rev().map(WythoffMove::First);
        let second = (0..b).rev().map(WythoffMove::Second);
        first
            .chain(second)
            .chain((1..=a.min(b)).map(WythoffMove::Both))
    }

    fn play(&self, m: Self::Move) -> Wythoff {
        match m {
            WythoffMove::First(to) => Wythoff::new(to, self.b),
            WythoffMove::Second(to) => Wythoff::new(self.a, to),
            WythoffMove::Both(k) => Wythoff::new(self.a - k, self.b - k),
        }
    }

    fn label(&self, m: &Self::Move) -> String {
        match *m {
            WythoffMove::First(to) => Wythoff::heap_label(1, self.a, to),
            WythoffMove::Second(to) => Wythoff::heap_label(2, self.b, to),
            WythoffMove::Both(k) => self.both_label(k),
        }
    }

    fn move_bound(&self) -> Option<u128> {
        let (a, b) = (u128::from(self.a), u128::from(self.b));
        Some(a + b + a.min(b))
    }

    /// By the table (its cost grows with `a · b · (a + b)`; `analyze`
    /// only uses it up to [`MAX_TABLE_HEAP`]).
    fn grundy_with(&self, control: &Control) -> Result<Nimber, Stop> {
        let (a, b) = (self.a.min(self.b), self.a.max(self.b));
        if a == 0 {
            return Ok(Nimber(b));
        }
        let values = nim_values_with(a as usize, b as usize, control)?;
        Ok(Nimber(u64::from(values[values.len() - 1])))
    }

    fn reported_grundy_with(&self, control: &Control) -> Result<Option<Nimber>, Stop> {
        match self.table_fits() {
            true => self.grundy_with(control).map(Some),
            false => Ok(None),
        }
    }

    fn first_player_wins(&self) -> bool {
        !Wythoff::is_p(self.a, self.b)
    }

    /// To the P-position with the same difference (taking from both), and
    /// to the partner of either heap (taking from the other).
    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        control.check()?;
        let (a, b) = (self.a, self.b);
        let mut out = Vec::new();
        if Wythoff::is_p(a, b) {
            return Ok(out);
        }
        if partner(b) < a {
            out.push(Wythoff::heap_label(1, a, partner(b)));
        }
        if partner(a) < b {
            out.push(Wythoff::heap_label(2, b, partner(a)));
        }
        let d = a.abs_diff(b);
        let low = lower(d);
        if low < a.min(b) {
            out.push(self.both_label(a.min(b) - low));
        }
        Ok(out)
    }

    fn details(&self) -> Vec<Detail> {
        let bound = self.a.max(self.b);
        let pairs: Vec<(u64, u64)> = (0..)
            .map(|k| (lower(k), lower(k) + k))
            .take_while(|&(_, hi)| hi <= bound)
            .take(LISTED_P_POSITIONS as usize)
            .collect();
        let text: Vec<String> = pairs
            .iter()
            .map(|(lo, hi)| format!("({lo},{hi})"))
            .collect();
        let json = pairs
            .iter()
            .map(|&(lo, hi)| serde_json::json!([lo, hi]))
            .collect();
        let mut details = vec![Detail::shaped(
            format!("P-positions (a_k, a_k + k), a_k = floor(k*phi), up to {bound} (at most {LISTED_P_POSITIONS})"),
            text.join(" "),
            json,
        )];
        if !self.table_fits() {
            details.push(Detail::text(
                "nim value",
                format!("not computed: the table covers heaps up to {MAX_TABLE_HEAP}"),
            ));
        }
        details
    }
}

/// Reads a position of [`WYTHOFF`].
fn parse_wythoff(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let mut scan = Scanner::new(position);
    let heap = |scan: &mut Scanner| -> Result<u64, ParseError> {
        scan.skip_space();
        let at = scan.offset();
        let h = scan.number("a heap size")?;
        scan.check_at_most(at, h, MAX_HEAP, "heap size")?;
        Ok(h)
    };
    let a = heap(&mut scan)?;
    scan.eat(',');
    let b = heap(&mut scan)?;
    scan.expect_end("the end: Wythoff's game has exactly two heaps")?;
    Ok(Box::new(ImpartialPosition(Wythoff::new(a, b))))
}

/// The ruleset `wythoff`.
pub const WYTHOFF: Metadata = Metadata {
    name: "wythoff",
    kind: Kind::Impartial,
    summary: "Wythoff's game: take from one heap, or the same number from both",
    syntax: "the two heap sizes, e.g. '4 7' (nim values up to 2048, outcome and winning moves up to 10^18)",
    example: "4 9",
    parse: parse_wythoff,
    drawing: None,
    can_cycle: false,
};
