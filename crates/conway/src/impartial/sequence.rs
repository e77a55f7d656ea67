//! Grundy sequences `G(0), G(1), …, G(n)` of heap games.
//!
//! Three ways to compute them, all exact:
//!
//! * [`Method::Plain`]: the definition. For each `n`, every option of a heap
//!   of `n` ([`HeapRule::for_each_option`]) is valued as the xor of its
//!   heaps' values, and `G(n)` is the mex. Works for any [`HeapRule`]; the
//!   reference the others are tested against.
//! * [`Method::Dense`]: the same mex, organised per family. For codes with
//!   a repeating digit, the options "take any number ≥ L and leave one
//!   heap" (or two) form sets that only grow with `n`, kept incrementally;
//!   seed 003's splitting game keeps its growing set of pair values the
//!   same way. O(n²) for games that split heaps, O(n·L) otherwise.
//! * [`Method::Sparse`]: the rare/common ("sparse space") method for games
//!   whose moves leave at most two heaps from a finite code, and Grundy's
//!   game (its module, `sequence::sparse`, describes it). Per position, work proportional to the
//!   number of rare positions (a few thousand) plus a check that rarely
//!   needs more than a few thousand splits; positions are computed in
//!   blocks, in parallel, on the assumption that they are not rare.
//!
//! [`Method::Auto`] takes the fastest method that applies and, for finite
//! codes, stops computing as soon as the sequence is *certified* periodic
//! by the periodicity theorem ([`crate::impartial::periodicity`]): the rest
//! is then copied from the period, which the theorem proves exact.

mod cross_off;
mod sparse;

use super::heap::{HeapGame, HeapRule, TakeBreak};
use super::periodicity;
use crate::numeric::Nimber;
use sparse::Sparse;

/// How to compute a sequence (all give the same values).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The fastest that applies, with the certified-period shortcut.
    Auto,
    /// The definition, option by option.
    Plain,
    /// The mex with incrementally kept option sets.
    Dense,
    /// The rare/common method where it applies (else as `Dense`).
    Sparse,
}

/// `G(0..=n)` for any heap rule, by the definition: O(n × options).
///
/// ```
/// use conway::impartial::heap::GrundysGame;
/// use conway::impartial::sequence::plain_sequence;
/// // Grundy's game, G(0..=8) (OEIS A002188).
/// assert_eq!(plain_sequence(&GrundysGame, 8), vec![0, 0, 0, 1, 0, 2, 1, 0, 2]);
/// ```
pub fn plain_sequence(rule: &dyn HeapRule, n: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(n + 1);
    let mut seen = Marks::default();
    for m in 0..=n {
        seen.clear();
        rule.for_each_option(m, &mut |heaps| {
            seen.mark(heaps.iter().fold(0, |acc, &h| acc ^ g[h]) as usize);
        });
        g.push(seen.mex_from(0) as u64);
    }
    g
}

impl HeapGame {
    /// `G(0..=n)` as nimbers, by [`Method::Auto`].
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::numeric::Nimber;
    /// let kayles = HeapGame::parse("kayles").unwrap();
    /// let g = kayles.sequence(1_000_000);
    /// // Kayles: period 12 from n = 71 on (Winning Ways ch. 4; OEIS A002186).
    /// assert_eq!(g[1_000_000], g[1_000_000 - 12]);
    /// assert_eq!(&g[..6], &[0, 1, 2, 3, 1, 4].map(Nimber));
    /// ```
    pub fn sequence(&self, n: usize) -> Vec<Nimber> {
        self.values(n, Method::Auto)
            .into_iter()
            .map(Nimber)
            .collect()
    }

    /// `G(0..=n)` as integers, computed by `method`.
    pub fn values(&self, n: usize, method: Method) -> Vec<u64> {
        match (self, method) {
            (_, Method::Plain) => plain_sequence(self, n),
            (HeapGame::SplitSmaller, _) => super::heap::split_smaller_sequence(n),
            (HeapGame::Grundy, Method::Dense) => plain_sequence(self, n),
            (HeapGame::Grundy, _) => widen(sparse(&SplitMoves::grundys_game(), n)),
            (HeapGame::TakeBreak(code), Method::Dense) => widen(dense(code, n)),
            (HeapGame::TakeBreak(code), Method::Sparse) => match SplitMoves::of(code) {
                Some(moves) => widen(sparse(&moves, n)),
                None => widen(dense(code, n)),
            },
            (HeapGame::TakeBreak(code), Method::Auto) => widen(auto(code, n)),
        }
    }
}

fn widen(g: Vec<u32>) -> Vec<u64> {
    g.into_iter().map(u64::from).collect()
}

/// Values are kept as `u32`: a heap of `n` has a value at most its number
/// of options, and `n` is at most a few billion here.
fn narrow(v: usize) -> u32 {
    u32::try_from(v).expect("Grundy values of heap games stay below 2^32")
}

/// [`Method::Auto`] for a take-and-break code: sparse or dense in stages,
/// checking at each stage whether the periodicity theorem already
/// certifies the values so far; if so the rest is copied from the period.
fn auto(code: &TakeBreak, n: usize) -> Vec<u32> {
    let moves = SplitMoves::of(code);
    let mut stage = 256usize.min(n + 1);
    let mut g = Vec::with_capacity(n + 1);
    let mut dense_state = Dense::new(code);
    let mut sparse_state = moves.as_ref().map(Sparse::new);
    loop {
        match &mut sparse_state {
            Some(s) => s.extend(&mut g, stage),
            None => {
                while g.len() < stage {
                    let v = dense_state.next(&g);
                    g.push(v);
                }
            }
        }
        if g.len() > n {
            return g;
        }
        if code.is_finite() {
            let wide: Vec<u64> = g.iter().map(|&v| u64::from(v)).collect();
            if let Some(c) = periodicity::certify_take_break(code, &wide) {
                while g.len() <= n {
                    g.push(g[g.len() - c.period]);
                }
                return g;
            }
        }
        stage = (stage * 2).min(n + 1);
    }
}

/// Positions computed by the plain mex before the sparse method takes over.
const WARM_UP: usize = 256;

/// The dense mex for any take-and-break code.
fn dense(code: &TakeBreak, n: usize) -> Vec<u32> {
    let mut state = Dense::new(code);
    let mut g = Vec::with_capacity(n + 1);
    while g.len() <= n {
        let v = state.next(&g);
        g.push(v);
    }
    g
}

/// Marks on values for one mex: a stamp per value, so clearing is O(1).
#[derive(Default)]
struct Marks {
    stamp: Vec<u32>,
    now: u32,
}

impl Marks {
    fn clear(&mut self) {
        self.now = self.now.wrapping_add(1);
        if self.now == 0 {
            self.stamp.iter_mut().for_each(|s| *s = u32::MAX);
            self.now = 1;
        }
    }

    fn mark(&mut self, v: usize) {
        if v >= self.stamp.len() {
            self.stamp.resize((v + 1).next_power_of_two(), 0);
        }
        self.stamp[v] = self.now;
    }

    fn has(&self, v: usize) -> bool {
        self.stamp.get(v) == Some(&self.now)
    }

    fn mex_from(&self, mut v: usize) -> usize {
        while self.has(v) {
            v += 1;
        }
        v
    }
}

/// A set of values that only grows, with its mex.
#[derive(Default)]
struct GrowingSet {
    has: Vec<bool>,
    mex: usize,
}

impl GrowingSet {
    fn insert(&mut self, v: usize) {
        if v >= self.has.len() {
            self.has.resize((v + 1).next_power_of_two(), false);
        }
        self.has[v] = true;
        while self.has.get(self.mex) == Some(&true) {
            self.mex += 1;
        }
    }

    fn contains(&self, v: usize) -> bool {
        self.has.get(v) == Some(&true)
    }
}

/// State of the dense computation for one code.
struct Dense<'a> {
    code: &'a TakeBreak,
    /// Values `G(1..=upto)` of single heaps left by repeating-digit moves.
    singles: GrowingSet,
    singles_upto: usize,
    /// Values of two heaps `a + b ≤ upto` left by repeating-digit moves.
    pairs: GrowingSet,
    pairs_upto: usize,
    marks: Marks,
}

impl<'a> Dense<'a> {
    fn new(code: &'a TakeBreak) -> Self {
        Dense {
            code,
            singles: GrowingSet::default(),
            singles_upto: 0,
            pairs: GrowingSet::default(),
            pairs_upto: 1,
            marks: Marks::default(),
        }
    }

    /// `G(n)` for `n = g.len()`.
    fn next(&mut self, g: &[u32]) -> u32 {
        let n = g.len();
        let digits = self.code.digits();
        let tail = self.code.tail();
        self.marks.clear();
        for (k, &d) in digits.iter().enumerate().take(n + 1) {
            mark_moves(&mut self.marks, g, n - k, k, d);
        }
        let mut lo = 0;
        if tail != 0 && n >= digits.len() {
            // Moves removing k ≥ L = digits.len() tokens leave r in 0..=n-L.
            let reach = n - digits.len();
            if tail & 1 != 0 {
                self.marks.mark(0);
            }
            if tail & 2 != 0 {
                while self.singles_upto < reach {
                    self.singles_upto += 1;
                    self.singles.insert(g[self.singles_upto] as usize);
                }
                lo = lo.max(self.singles.mex);
            }
            if tail & 4 != 0 {
                while self.pairs_upto < reach {
                    self.pairs_upto += 1;
                    let r = self.pairs_upto;
                    for a in 1..=r / 2 {
                        self.pairs.insert((g[a] ^ g[r - a]) as usize);
                    }
                }
                lo = lo.max(self.pairs.mex);
            }
        }
        let single = tail & 2 != 0 && n >= digits.len();
        let pair = tail & 4 != 0 && n >= digits.len();
        let mut v = lo;
        while self.marks.has(v)
            || (single && self.singles.contains(v))
            || (pair && self.pairs.contains(v))
        {
            v += 1;
        }
        narrow(v)
    }
}

/// Marks the values of the moves of digit `d` that remove `k` tokens and
/// leave `r` in up to three heaps.
fn mark_moves(marks: &mut Marks, g: &[u32], r: usize, k: usize, d: u8) {
    if d & 1 != 0 && r == 0 {
        marks.mark(0);
    }
    if d & 2 != 0 && r >= 1 && k >= 1 {
        marks.mark(g[r] as usize);
    }
    if d & 4 != 0 {
        for a in 1..=r / 2 {
            marks.mark((g[a] ^ g[r - a]) as usize);
        }
    }
    if d & 8 != 0 {
        for a in 1..=r / 3 {
            for b in a..=(r - a) / 2 {
                marks.mark((g[a] ^ g[b] ^ g[r - a - b]) as usize);
            }
        }
    }
}

/// The moves of a game the sparse method handles: removals leaving at
/// most one heap, and splits into two heaps after removing `k` tokens.
#[derive(Clone, Debug)]
struct SplitMoves {
    /// `(k, digit bits 1|2)` for every `k` with a removal leaving ≤ 1 heap.
    removals: Vec<(usize, u8)>,
    /// The `k` whose digit allows two heaps.
    splits: Vec<usize>,
    /// Grundy's game: the two heaps must differ.
    unequal: bool,
}

impl SplitMoves {
    /// The moves of a finite code without three-heap digits that splits
    /// somewhere; `None` otherwise.
    fn of(code: &TakeBreak) -> Option<SplitMoves> {
        if !code.is_finite() || code.max_heaps() != 2 {
            return None;
        }
        let d = code.digits();
        Some(SplitMoves {
            removals: (0..d.len())
                .filter(|&k| d[k] & 3 != 0)
                .map(|k| (k, d[k] & 3))
                .collect(),
            splits: (0..d.len()).filter(|&k| d[k] & 4 != 0).collect(),
            unequal: false,
        })
    }

    fn grundys_game() -> SplitMoves {
        SplitMoves {
            removals: Vec::new(),
            splits: vec![0],
            unequal: true,
        }
    }

    /// Whether all splits remove numbers of the same parity (needed for
    /// σ = 1: then X is the same for every split).
    fn splits_share_parity(&self) -> bool {
        self.splits.iter().all(|&k| k % 2 == self.splits[0] % 2)
    }
}

fn sparse(moves: &SplitMoves, n: usize) -> Vec<u32> {
    let mut g = Vec::with_capacity(n + 1);
    Sparse::new(moves).extend(&mut g, n + 1);
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::heap::{GrundysGame, SplitSmaller};

    fn all_methods_agree(game: &str, n: usize) {
        let game = HeapGame::parse(game).unwrap();
        let plain = game.values(n, Method::Plain);
        for method in [Method::Dense, Method::Sparse, Method::Auto] {
            assert_eq!(game.values(n, method), plain, "{game} by {method:?}");
        }
    }

    #[test]
    fn every_method_matches_the_definition() {
        for game in [
            "0.77",
            "0.07",
            "0.137",
            "0.6",
            "4.7",
            "0.4",
            "0.51",
            "0.16",
            "0.3f",
            "0.8",
            "4.6",
            "c.1",
            "0.123",
            "0.0407",
            "nim",
            "lasker",
            "all-but:2,5",
            "0.14...",
            "subtraction:2,5,6",
            "take-at-most:3",
            "grundy",
            "split-smaller",
        ] {
            all_methods_agree(game, 300);
        }
    }

    #[test]
    fn the_sparse_method_is_exact_past_its_warm_up() {
        // Long enough for several reviews of the classes; checked against
        // the dense mex, itself checked against the definition above.
        for code in ["0.6", "0.16", "0.54", "0.4", "0.0707"] {
            let game = HeapGame::parse(code).unwrap();
            assert_eq!(
                game.values(5000, Method::Sparse),
                game.values(5000, Method::Dense),
                "{code}"
            );
        }
        assert_eq!(
            sparse(&SplitMoves::grundys_game(), 3000)
                .iter()
                .map(|&v| u64::from(v))
                .collect::<Vec<_>>(),
            plain_sequence(&GrundysGame, 3000)
        );
    }

    #[test]
    fn split_smaller_by_definition() {
        assert_eq!(
            super::super::heap::split_smaller_sequence(40),
            plain_sequence(&SplitSmaller, 40)
        );
    }
}
