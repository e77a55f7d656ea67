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
//!   the least value of that class not reached (the *candidate*), unless
//!   a smaller value of class `X` is missing. Those smaller values are
//!   looked for among the splits of two common heaps, cheapest first: the
//!   split that last gave the value when the number of tokens split had
//!   the same residue mod 12 (the sequences are locally periodic), a
//!   scattered sample of splits, splits whose small heap has a value
//!   `w = u xor v` for a value `u` frequent among recent positions (while
//!   that settles at least one position in five), and finally every split, which settles it: a value no split gives makes
//!   `G(n)` that value (a rare position). The mask, σ and c only affect
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

/// State of the sparse computation.
struct Sparse<'a> {
    moves: &'a SplitMoves,
    classes: Classes,
    /// The rare positions so far and their values, in increasing order.
    rare: Vec<(u32, u32)>,
    /// The largest value so far.
    largest: u32,
    /// How often each value occurs at even and at odd positions (from 1).
    histogram: Vec<[u64; 2]>,
    next_review: usize,
    marks: Marks,
    /// For each value below the working width, its parity under the mask.
    odd: Vec<u8>,
    /// Scratch for one position: 1 for each value some move reaches.
    reached: Vec<u8>,
    /// Scratch for one position: 1 for each value below the candidate not
    /// yet known to be reached.
    missing: Vec<u8>,
    /// For each value, the positions (from 1) where it occurs.
    positions: Vec<Vec<u32>>,
    /// The values of the last quarter of the sequence, most frequent first
    /// (updated at each review).
    by_frequency: Vec<u32>,
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
            largest: 0,
            histogram: Vec::new(),
            next_review: WARM_UP,
            marks: Marks::default(),
            odd: Vec::new(),
            reached: Vec::new(),
            missing: Vec::new(),
            positions: Vec::new(),
            by_frequency: Vec::new(),
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
        if v >= self.positions.len() {
            self.positions.resize(v + 1, Vec::new());
        }
        self.positions[v].push(x as u32);
        self.largest = self.largest.max(g[x]);
        if self.classes.is_rare(x, g[x]) {
            self.rare.push((x as u32, g[x]));
        }
        if g.len() >= self.next_review {
            self.review(g);
            self.next_review = g.len() + g.len().min(1 << 14);
        }
    }

    /// Chooses the classes with the fewest rare positions so far, and
    /// orders the values by their frequency in the last quarter.
    fn review(&mut self, g: &[u32]) {
        let mut recent = vec![0usize; self.positions.len()];
        for &v in &g[g.len() - g.len() / 4..] {
            recent[v as usize] += 1;
        }
        let mut values: Vec<u32> = (0..recent.len() as u32)
            .filter(|&v| recent[v as usize] > 0)
            .collect();
        values.sort_by_key(|&v| std::cmp::Reverse(recent[v as usize]));
        self.by_frequency = values;
        let bits = usize::BITS - (self.histogram.len().max(2) - 1).leading_zeros();
        let sigmas: &[u32] = if self.moves.splits_share_parity() {
            &[0, 1]
        } else {
            &[0]
        };
        let mut best = (u64::MAX, self.classes);
        for mask in 1..(1u32 << bits) {
            for &sigma in sigmas {
                // Common positions must have values of the class that only
                // mixed pairs reach: c = σ·(k0 mod 2).
                let c = sigma & (self.moves.splits[0] as u32 & 1);
                let classes = Classes { mask, sigma, c };
                let count: u64 = self
                    .histogram
                    .iter()
                    .enumerate()
                    .flat_map(|(v, counts)| (0..2).map(move |p| (v as u32, p, counts[p])))
                    .filter(|&(v, p, _)| classes.is_rare(p, v))
                    .map(|(_, _, k)| k)
                    .sum();
                if count < best.0 {
                    best = (count, classes);
                }
            }
        }
        if best.1 != self.classes {
            self.classes = best.1;
            self.odd.clear();
            self.rare = (1..g.len())
                .filter(|&x| self.classes.is_rare(x, g[x]))
                .map(|x| (x as u32, g[x]))
                .collect();
        }
    }

    /// `G(n)` by plain enumeration of this game's moves (the warm-up).
    fn dense_next(&mut self, g: &[u32]) -> u32 {
        let n = g.len();
        self.marks.clear();
        for &(k, bits) in &self.moves.removals {
            if k <= n {
                mark_moves(&mut self.marks, g, n - k, k, bits);
            }
        }
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

    /// `G(n)` for `n = g.len()` by the rare/common method (or plainly,
    /// when so many positions are rare that the method would be slower).
    fn next(&mut self, g: &[u32]) -> u32 {
        let n = g.len();
        if self.rare.len() * 8 > n {
            return self.dense_next(g);
        }
        // Wide enough for every xor of two values and for the mex.
        let width = (self.largest as usize + 1).next_power_of_two() * 2;
        if self.odd.len() < width {
            self.odd = (0..width as u32)
                .map(|v| self.classes.parity(v) as u8)
                .collect();
        }
        self.reached.clear();
        self.reached.resize(width, 0);
        let moves = self.moves;
        let reached = &mut self.reached[..];
        for &(k, bits) in &moves.removals {
            if k <= n {
                let r = n - k;
                if bits & 1 != 0 && r == 0 {
                    reached[0] = 1;
                }
                if bits & 2 != 0 && r >= 1 && k >= 1 {
                    reached[g[r] as usize] = 1;
                }
            }
        }
        // Every split with a rare heap.
        for &k in &moves.splits {
            let Some(r) = n.checked_sub(k) else { continue };
            let end = self.rare.partition_point(|&(x, _)| (x as usize) < r);
            mark_rare_splits(reached, g, r, &self.rare[..end], moves.unequal);
        }
        // The least unreached value of class 1 xor X: all of that class are
        // reached by the splits above, or by none. The unreached values of
        // class X below it are missing until a split of two common heaps
        // is found to reach them.
        let class_x = (self.classes.sigma & (n.wrapping_sub(moves.splits[0]) as u32 & 1)) as u8;
        self.missing.clear();
        self.missing.resize(width, 0);
        let mut count = 0usize;
        let mut candidate = width;
        for (v, (&hit, &odd)) in reached.iter().zip(&self.odd).enumerate() {
            if hit == 0 {
                if odd != class_x {
                    candidate = v;
                    break;
                }
                self.missing[v] = 1;
                count += 1;
            }
        }
        debug_assert!(candidate < width, "the table is twice as wide as any value");
        if count == 0 || self.cross_off_splits(g, n, count) {
            return narrow(candidate);
        }
        // Some value below the candidate is reached by no move.
        let least = self.missing.iter().position(|&m| m != 0);
        narrow(least.unwrap_or(candidate))
    }

    /// Crosses the values of every split off `missing`, in order of the
    /// smaller heap; true as soon as nothing is missing any more. Splits
    /// with a small heap pair a value from the start of the sequence with
    /// one from its end, which finds the missing values soonest.
    fn cross_off_splits(&mut self, g: &[u32], n: usize, mut count: usize) -> bool {
        let moves = self.moves;
        for &k in &moves.splits {
            let Some(r) = n.checked_sub(k) else { continue };
            // Small heaps pair early values with recent ones, middle splits
            // pair recent values with recent ones: each reaches values the
            // other seldom does, so look at both ends alternately.
            let (mut low, mut high) = (1, r / 2);
            let mut step = STEP;
            while low <= high {
                let to = (low + step - 1).min(high);
                if self.cross_off_range(g, r, low, to, &mut count) {
                    return true;
                }
                low = to + 1;
                if low > high {
                    break;
                }
                let from = high.saturating_sub(step - 1).max(low);
                if self.cross_off_range(g, r, from, high, &mut count) {
                    return true;
                }
                high = from - 1;
                step *= 2;
            }
        }
        false
    }

    /// Crosses off the values of the splits `a + (r − a)` for `a` in
    /// `from..=to`; true as soon as nothing is missing any more.
    fn cross_off_range(&mut self, g: &[u32], r: usize, from: usize, to: usize, count: &mut usize) -> bool {
        if from > to {
            return false;
        }
        let unequal = self.moves.unequal;
        let missing = &mut self.missing[..];
        // `missing` has a power-of-two length above every xor of values.
        let mask = missing.len() - 1;
        // `low[i]` is `G(from + i)`, `high[high.len() - 1 - i]` is
        // `G(r - from - i)`.
        let low = &g[from..=to];
        let high = &g[r - to..=r - from];
        let mut a = from;
        for (lo, hi) in low.chunks(CHUNK).zip(high.rchunks(CHUNK)) {
            // Most chunks reach no missing value: test them without
            // branches, and look closer only at the few that do.
            let hit = lo
                .iter()
                .zip(hi.iter().rev())
                .fold(0, |acc, (&x, &y)| acc | missing[(x ^ y) as usize & mask]);
            if hit != 0 {
                for (i, (&x, &y)) in lo.iter().zip(hi.iter().rev()).enumerate() {
                    let v = (x ^ y) as usize & mask;
                    if missing[v] != 0 && !(unequal && 2 * (a + i) == r) {
                        missing[v] = 0;
                        *count -= 1;
                        if *count == 0 {
                            return true;
                        }
                    }
                }
            }
            a += lo.len();
        }
        false
    }
}

/// Splits examined at each end before turning to the other.
const STEP: usize = 128;
/// Splits examined together by [`Sparse::cross_off_splits`].
const CHUNK: usize = 16;

/// Marks the values of the splits of `r` tokens into a rare heap `x` (from
/// `rare`, all below `r`) and `r − x`.
fn mark_rare_splits(reached: &mut [u8], g: &[u32], r: usize, rare: &[(u32, u32)], unequal: bool) {
    if unequal {
        for &(x, gx) in rare {
            if 2 * x as usize != r {
                reached[(gx ^ g[r - x as usize]) as usize] = 1;
            }
        }
    } else {
        for &(x, gx) in rare {
            reached[(gx ^ g[r - x as usize]) as usize] = 1;
        }
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
