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
//!   game (*Winning Ways* vol. 1 ch. 4, "Sparse space spells speed";
//!   Gangolli & Plambeck 1989; Flammenkamp's octal-game pages). Choose a
//!   bit mask `m` and call a value *odd* when `v & m` has an odd number of
//!   bits. With `σ ∈ {0,1}` and `c ∈ {0,1}`, position `x` is *rare* when
//!   `parity(G(x) & m) xor σ·(x mod 2) = c`. For a split leaving `a + b =
//!   n − k`, `parity((G(a) xor G(b)) & m) = X xor [exactly one of a, b is
//!   rare]` with `X = σ·((n − k) mod 2)`. So every option value of the
//!   class `1 xor X` comes from a pair containing a rare position, and
//!   these are enumerated over the (few) rare positions. `G(n)` is then
//!   the least value of that class not reached, unless a smaller value of
//!   class `X` is missing: each such value is looked for among the pairs
//!   until found (usually within a few pairs), and if the search runs
//!   out, the least missing one is `G(n)`. The mask, σ and c only affect
//!   the speed, never the result; they are chosen (and re-chosen as the
//!   sequence grows) to make rare positions fewest.
//!
//! [`Method::Auto`] takes the fastest method that applies and, for finite
//! codes, stops computing as soon as the sequence is *certified* periodic
//! by the periodicity theorem ([`crate::impartial::periodicity`]): the rest
//! is then copied from the period, which the theorem proves exact.

use super::heap::{HeapGame, HeapRule, TakeBreak};
use super::periodicity;
use crate::numeric::Nimber;

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
        self.values(n, Method::Auto).into_iter().map(Nimber).collect()
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
        while g.len() < stage {
            let v = match &mut sparse_state {
                Some(s) if g.len() >= WARM_UP => s.next(&g),
                _ => dense_state.next(&g),
            };
            push(&mut g, v, sparse_state.as_mut());
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

fn push(g: &mut Vec<u32>, v: u32, sparse: Option<&mut Sparse>) {
    g.push(v);
    if let Some(s) = sparse {
        s.record(g);
    }
}

/// Positions computed densely before the sparse method takes over.
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
        while self.marks.has(v) || (single && self.singles.contains(v)) || (pair && self.pairs.contains(v)) {
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
            removals: (0..d.len()).filter(|&k| d[k] & 3 != 0).map(|k| (k, d[k] & 3)).collect(),
            splits: (0..d.len()).filter(|&k| d[k] & 4 != 0).collect(),
            unequal: false,
        })
    }

    /// The value of the split of `n` that removes `k` tokens and leaves
    /// heaps `a` and `n − k − a` with `a` the smaller, if that is a move.
    fn pair_value(&self, g: &[u32], n: usize, k: usize, a: usize) -> Option<usize> {
        if n < k + 2 * a {
            return None;
        }
        let b = n - k - a;
        if self.unequal && a == b {
            return None;
        }
        Some((g[a] ^ g[b]) as usize)
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

/// The rare/common classification: position `x` is rare when
/// `parity(G(x) & mask) xor σ·(x mod 2) = c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Classes {
    mask: u32,
    sigma: u32,
    c: u32,
}

impl Classes {
    fn parity(self, v: u32) -> u32 {
        (v & self.mask).count_ones() & 1
    }

    fn is_rare(self, x: usize, v: u32) -> bool {
        self.parity(v) ^ (self.sigma & (x as u32 & 1)) == self.c
    }
}

/// A step near `0.618·len` with no factor in common with `len`, so that
/// `i·step mod len` visits every residue once.
fn coprime_stride(len: usize) -> usize {
    fn gcd(a: usize, b: usize) -> usize {
        if b == 0 { a } else { gcd(b, a % b) }
    }
    let mut step = (len as u64 * 618 / 1000) as usize | 1;
    while len > 1 && gcd(step, len) != 1 {
        step += 2;
    }
    step.max(1)
}

/// State of the sparse computation.
struct Sparse<'a> {
    moves: &'a SplitMoves,
    classes: Classes,
    rare: Vec<usize>,
    /// How often each value occurs at even and at odd positions (from 1).
    histogram: Vec<[u64; 2]>,
    next_review: usize,
    marks: Marks,
}

fn sparse(moves: &SplitMoves, n: usize) -> Vec<u32> {
    let mut state = Sparse::new(moves);
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    while g.len() <= n {
        let v = if g.len() < WARM_UP {
            state.dense_next(&g)
        } else {
            state.next(&g)
        };
        g.push(v);
        state.record(&g);
    }
    g
}

impl<'a> Sparse<'a> {
    fn new(moves: &'a SplitMoves) -> Self {
        Sparse {
            moves,
            classes: Classes {
                mask: 1,
                sigma: 0,
                c: 0,
            },
            rare: Vec::new(),
            histogram: Vec::new(),
            next_review: WARM_UP,
            marks: Marks::default(),
        }
    }

    /// Notes the value just appended to `g`; reviews the classes when the
    /// sequence has doubled.
    fn record(&mut self, g: &[u32]) {
        let x = g.len() - 1;
        let v = g[x] as usize;
        if x == 0 {
            return;
        }
        if v >= self.histogram.len() {
            self.histogram.resize(v + 1, [0, 0]);
        }
        self.histogram[v][x & 1] += 1;
        if self.classes.is_rare(x, g[x]) {
            self.rare.push(x);
        }
        if g.len() >= self.next_review {
            self.review(g);
            self.next_review = g.len() * 2;
        }
    }

    /// Chooses the classes with the fewest rare positions so far.
    fn review(&mut self, g: &[u32]) {
        let bits = usize::BITS - (self.histogram.len().max(2) - 1).leading_zeros();
        let sigmas: &[u32] = if self.moves.splits_share_parity() { &[0, 1] } else { &[0] };
        let mut best = (u64::MAX, self.classes);
        for mask in 1..(1u32 << bits) {
            for &sigma in sigmas {
                for c in 0..2 {
                    // Common positions must have values of the class that
                    // only mixed pairs reach: c = σ·(k0 mod 2).
                    if c != sigma & (self.moves.splits[0] as u32 & 1) {
                        continue;
                    }
                    let classes = Classes { mask, sigma, c };
                    let count: u64 = self
                        .histogram
                        .iter()
                        .enumerate()
                        .flat_map(|(v, counts)| {
                            (0..2).map(move |p| (v as u32, p, counts[p]))
                        })
                        .filter(|&(v, p, _)| classes.is_rare(p, v))
                        .map(|(_, _, k)| k)
                        .sum();
                    if count < best.0 {
                        best = (count, classes);
                    }
                }
            }
        }
        if best.1 != self.classes {
            self.classes = best.1;
            self.rare = (1..g.len()).filter(|&x| self.classes.is_rare(x, g[x])).collect();
        }
    }

    /// `G(n)` by plain enumeration of this game's moves (the warm-up).
    fn dense_next(&mut self, g: &[u32]) -> u32 {
        let n = g.len();
        self.marks.clear();
        self.mark_removals(g);
        for &k in &self.moves.splits {
            if k <= n {
                let r = n - k;
                for a in 1..=r / 2 {
                    if !(self.moves.unequal && 2 * a == r) {
                        self.marks.mark((g[a] ^ g[r - a]) as usize);
                    }
                }
            }
        }
        narrow(self.marks.mex_from(0))
    }

    fn mark_removals(&mut self, g: &[u32]) {
        let n = g.len();
        for &(k, bits) in &self.moves.removals {
            if k <= n {
                mark_moves(&mut self.marks, g, n - k, k, bits);
            }
        }
    }

    /// `G(n)` for `n = g.len()` by the rare/common method (or plainly,
    /// when so many positions are rare that the method would be slower).
    fn next(&mut self, g: &[u32]) -> u32 {
        let n = g.len();
        if self.rare.len() * 8 > n {
            return self.dense_next(g);
        }
        let moves = self.moves;
        self.marks.clear();
        self.mark_removals(g);
        // Every pair with a rare member.
        for &x in &self.rare {
            for &k in &moves.splits {
                if n > k + x {
                    let y = n - k - x;
                    if !(moves.unequal && x == y) {
                        self.marks.mark((g[x] ^ g[y]) as usize);
                    }
                }
            }
        }
        let k0 = moves.splits[0];
        let class_x = self.classes.sigma & ((n.wrapping_sub(k0)) as u32 & 1);
        // The least unreached value of class 1 xor X: all of that class are marked.
        let mut candidate = 0usize;
        while self.marks.has(candidate) || self.classes.parity(candidate as u32) == class_x {
            candidate += 1;
        }
        if (0..candidate).all(|v| self.marks.has(v)) {
            return narrow(candidate);
        }
        // Look for the missing values among all splits, visiting blocks of
        // neighbouring splits in a scattered order (a stride coprime to the
        // number of blocks): neighbouring blocks give correlated values,
        // scattered ones find the missing values much sooner, and within a
        // block the memory is read in order.
        let mut missing = Missing::new(candidate, &self.marks);
        for &k in &moves.splits {
            if n < k + 2 {
                continue;
            }
            let r = n - k;
            let half = r / 2;
            let blocks = half.div_ceil(BLOCK);
            let stride = coprime_stride(blocks);
            let mut block = 0;
            for _ in 0..blocks {
                block = (block + stride) % blocks;
                let first = block * BLOCK + 1;
                for a in first..=(first + BLOCK - 1).min(half) {
                    let b = r - a;
                    if moves.unequal && a == b {
                        continue;
                    }
                    if missing.found((g[a] ^ g[b]) as usize) {
                        return narrow(candidate);
                    }
                }
            }
        }
        // Some value below the candidate is reached by no move.
        narrow(missing.least().unwrap_or(candidate))
    }
}

/// Splits scanned in order before jumping elsewhere.
const BLOCK: usize = 32;

/// The values below a candidate not yet known to be reached, as a bit set.
struct Missing {
    bits: Vec<u64>,
    count: usize,
}

impl Missing {
    fn new(candidate: usize, marks: &Marks) -> Missing {
        let mut bits = vec![0u64; candidate.div_ceil(64)];
        let mut count = 0;
        for v in (0..candidate).filter(|&v| !marks.has(v)) {
            bits[v / 64] |= 1 << (v % 64);
            count += 1;
        }
        Missing { bits, count }
    }

    /// Crosses `v` off; true when nothing is missing any more.
    #[inline]
    fn found(&mut self, v: usize) -> bool {
        if let Some(word) = self.bits.get_mut(v / 64) {
            let bit = 1u64 << (v % 64);
            if *word & bit != 0 {
                *word &= !bit;
                self.count -= 1;
            }
        }
        self.count == 0
    }

    fn least(&self) -> Option<usize> {
        self.bits
            .iter()
            .enumerate()
            .find(|(_, &w)| w != 0)
            .map(|(i, w)| i * 64 + w.trailing_zeros() as usize)
    }
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
            "0.77", "0.07", "0.137", "0.6", "4.7", "0.4", "0.51", "0.16", "0.3f", "0.8", "4.6",
            "c.1", "0.123", "0.0407", "nim", "lasker", "all-but:2,5", "0.14...", "subtraction:2,5,6",
            "take-at-most:3", "grundy", "split-smaller",
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
            sparse(&SplitMoves::grundys_game(), 3000).iter().map(|&v| u64::from(v)).collect::<Vec<_>>(),
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
