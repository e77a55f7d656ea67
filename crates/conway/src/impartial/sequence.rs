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
use crate::control::{Control, Stop};
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
            (_, Method::Auto) => {
                let mut run = SequenceRun::new(self);
                match run.extend_to(n, &Control::unlimited()) {
                    Ok(()) => run.values(),
                    Err(stop) => unreachable!("a control without limits stopped: {stop}"),
                }
            }
            (HeapGame::SplitSmaller, _) => super::heap::split_smaller_sequence(n),
            (HeapGame::Grundy, Method::Dense) => plain_sequence(self, n),
            (HeapGame::Grundy, _) => widen(sparse(&SplitMoves::grundys_game(), n)),
            (HeapGame::TakeBreak(code), Method::Dense) => widen(dense(code, n)),
            (HeapGame::TakeBreak(code), Method::Sparse) => match SplitMoves::of(code) {
                Some(moves) => widen(sparse(&moves, n)),
                None => widen(dense(code, n)),
            },
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

/// A Grundy sequence being computed by [`Method::Auto`]: the values so
/// far and the state of the method, so that the computation can be
/// extended step by step, stopped by a [`Control`], and resumed from saved
/// values (for checkpoints).
///
/// Everything the method keeps besides the values (the rare positions, the
/// value histogram, the sets of pair values, the certified period) is
/// derived from the values, and [`SequenceRun::resume`] rebuilds it from
/// them. The only state that is not rebuilt are the sparse method's search
/// hints, which decide where it looks first and never what it finds: a
/// resumed run gives exactly the values of an uninterrupted one.
///
/// ```
/// use conway::control::{Control, Stop};
/// use conway::impartial::heap::HeapGame;
/// use conway::impartial::sequence::SequenceRun;
/// let kayles = HeapGame::parse("kayles").unwrap();
/// let mut run = SequenceRun::new(&kayles);
/// // Stopped by a budget of 50 values ...
/// let stopped = run.extend_to(1000, &Control::new(Some(50), None));
/// assert_eq!(stopped, Err(Stop::Positions(50)));
/// assert_eq!(run.len(), 50);
/// // ... saved, and resumed in another run: the same values as without a stop.
/// let saved = run.values();
/// let mut resumed = SequenceRun::resume(&kayles, &saved).unwrap();
/// resumed.extend_to(1000, &Control::unlimited()).unwrap();
/// assert_eq!(resumed.values(), kayles.values(1000, conway::impartial::sequence::Method::Auto));
/// ```
pub struct SequenceRun {
    game: HeapGame,
    g: Vec<u32>,
    engine: Engine,
    /// The period certified by the periodicity theorem, once it is: from
    /// then on values are copied from one period back.
    period: Option<usize>,
    /// The length at which certification is tried next.
    next_certify: usize,
}

/// The method's own state for each family of heap games.
enum Engine {
    /// Seed 003's game: the growing set of the values `G(a) xor G(b)` of
    /// the pairs `a <= b` below the current heap, and its mex.
    SplitSmaller { reached: Vec<bool>, mex: u32 },
    /// Codes and Grundy's game: the dense mex (absent for Grundy's game,
    /// whose warm-up uses the sparse state's plain enumeration) and the
    /// rare/common method where it applies.
    Split {
        dense: Option<Dense>,
        sparse: Option<Box<Sparse>>,
    },
}

/// Why saved values cannot be resumed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ResumeError {
    /// A saved value is too large to be a value of this game at its heap.
    #[error(
        "the saved value G({heap}) = {value} is impossible: a heap of {heap} has fewer options"
    )]
    Impossible {
        /// The heap.
        heap: usize,
        /// The saved value.
        value: u64,
    },
}

/// How many values pass between two looks at the clock and the cancel
/// flag while a sequence is extended.
const CHECK_EVERY: usize = 16;

impl SequenceRun {
    /// A run with no values yet.
    pub fn new(game: &HeapGame) -> SequenceRun {
        let engine = match game {
            HeapGame::SplitSmaller => Engine::SplitSmaller {
                reached: Vec::new(),
                mex: 0,
            },
            HeapGame::Grundy => Engine::Split {
                dense: None,
                sparse: Some(Box::new(Sparse::new(&SplitMoves::grundys_game()))),
            },
            HeapGame::TakeBreak(code) => Engine::Split {
                dense: Some(Dense::new(code)),
                sparse: SplitMoves::of(code).map(|m| Box::new(Sparse::new(&m))),
            },
        };
        SequenceRun {
            game: game.clone(),
            g: Vec::new(),
            engine,
            period: None,
            next_certify: WARM_UP,
        }
    }

    /// A run that continues from the saved values `G(0..values.len())`,
    /// with the method's state rebuilt from them. Values that no heap of
    /// their size can have (larger than its number of options allows) are
    /// refused; values are otherwise trusted (a checkpoint file carries a
    /// checksum for that).
    pub fn resume(game: &HeapGame, values: &[u64]) -> Result<SequenceRun, ResumeError> {
        let mut run = SequenceRun::new(game);
        run.g.reserve(values.len());
        for (heap, &value) in values.iter().enumerate() {
            let v = u32::try_from(value)
                .ok()
                .filter(|&v| (v as u128) <= max_options(game, heap))
                .ok_or(ResumeError::Impossible { heap, value })?;
            run.push(v);
        }
        Ok(run)
    }

    /// The number of values computed: `G(0..len)`.
    pub fn len(&self) -> usize {
        self.g.len()
    }

    /// True when no value is computed yet.
    pub fn is_empty(&self) -> bool {
        self.g.is_empty()
    }

    /// The values computed so far, `G(0..len)`.
    pub fn values(&self) -> Vec<u64> {
        widen(self.g.clone())
    }

    /// The game.
    pub fn game(&self) -> &HeapGame {
        &self.game
    }

    /// Computes values until `G(0..=n)` are known, one tick of `control`
    /// per value; on a stop the values computed so far are kept (and the
    /// run may be extended again, or saved and resumed).
    pub fn extend_to(&mut self, n: usize, control: &Control) -> Result<(), Stop> {
        while self.g.len() <= n {
            control.tick()?;
            if self.g.len() % CHECK_EVERY == 0 {
                control.check()?;
            }
            self.step();
        }
        Ok(())
    }

    /// Computes the next value.
    fn step(&mut self) {
        let n = self.g.len();
        let v = match (self.period, &mut self.engine) {
            (Some(p), _) => self.g[n - p],
            (None, Engine::SplitSmaller { mex, .. }) => *mex,
            (None, Engine::Split { dense, sparse }) => match (dense, sparse) {
                (_, Some(s)) if n >= WARM_UP => s.next(&self.g),
                (Some(d), _) => d.next(&self.g),
                (None, Some(s)) => s.dense_next(&self.g),
                (None, None) => unreachable!("a split engine has a dense or a sparse state"),
            },
        };
        self.push(v);
    }

    /// Appends `v = G(len)` and updates the derived state.
    fn push(&mut self, v: u32) {
        self.g.push(v);
        if self.period.is_some() {
            return;
        }
        match &mut self.engine {
            Engine::SplitSmaller { reached, mex } => {
                // Pairs (a, m) for a <= m become available from heap m + 1 on.
                let m = self.g.len() - 1;
                for a in 0..=m {
                    let x = (self.g[a] ^ self.g[m]) as usize;
                    if x >= reached.len() {
                        reached.resize((x + 1).next_power_of_two(), false);
                    }
                    reached[x] = true;
                }
                while reached.get(*mex as usize).copied().unwrap_or(false) {
                    *mex += 1;
                }
            }
            Engine::Split { sparse, .. } => {
                if let Some(s) = sparse {
                    s.record(&self.g);
                }
            }
        }
        self.try_certify();
    }

    /// At lengths 256, 512, 1024, …: whether the periodicity theorem now
    /// certifies the values of a finite code, after which the rest is
    /// copied from the period.
    fn try_certify(&mut self) {
        if self.g.len() < self.next_certify {
            return;
        }
        self.next_certify = self.g.len() * 2;
        if let HeapGame::TakeBreak(code) = &self.game {
            if code.is_finite() {
                let wide: Vec<u64> = self.g.iter().map(|&v| u64::from(v)).collect();
                if let Some(c) = periodicity::certify_take_break(code, &wide) {
                    self.period = Some(c.period);
                    // The engine's state is no longer needed.
                    self.engine = Engine::Split {
                        dense: None,
                        sparse: None,
                    };
                }
            }
        }
    }
}

/// An upper bound on the number of options of a heap of `n` (so on
/// `G(n)`), for checking saved values.
fn max_options(game: &HeapGame, n: usize) -> u128 {
    let n = n as u128;
    match game {
        // Pairs a <= b < n, and (0, 0).
        HeapGame::SplitSmaller => n * (n + 1) / 2 + 1,
        // At most n choices of amount, times up to n^2 ways to split.
        _ => (n + 1) * (n + 1) * (n + 1),
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
struct Dense {
    code: TakeBreak,
    /// Values `G(1..=upto)` of single heaps left by repeating-digit moves.
    singles: GrowingSet,
    singles_upto: usize,
    /// Values of two heaps `a + b ≤ upto` left by repeating-digit moves.
    pairs: GrowingSet,
    pairs_upto: usize,
    marks: Marks,
}

impl Dense {
    fn new(code: &TakeBreak) -> Self {
        Dense {
            code: code.clone(),
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

    /// The values below `width` of odd parity under the mask, as a bit set.
    fn odd_values(self, width: usize) -> Vec<u64> {
        let mut bits = vec![0u64; width.div_ceil(64)];
        for v in 0..width {
            if self.parity(v as u32) == 1 {
                bits[v / 64] |= 1 << (v % 64);
            }
        }
        bits
    }

    fn is_rare(self, x: usize, v: u32) -> bool {
        self.parity(v) ^ (self.sigma & (x as u32 & 1)) == self.c
    }
}

/// A step near `0.618·len` with no factor in common with `len`, so that
/// `i·step mod len` visits every residue once.
fn coprime_stride(len: usize) -> usize {
    fn gcd(a: usize, b: usize) -> usize {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }
    let mut step = (len as u64 * 618 / 1000) as usize | 1;
    while len > 1 && gcd(step, len) != 1 {
        step += 2;
    }
    step.max(1)
}

/// State of the sparse computation.
struct Sparse {
    moves: SplitMoves,
    classes: Classes,
    rare: Vec<usize>,
    /// `G(x)` for each rare `x`.
    rare_values: Vec<u32>,
    /// The largest value so far.
    largest: u32,
    /// How often each value occurs at even and at odd positions (from 1).
    histogram: Vec<[u64; 2]>,
    next_review: usize,
    marks: Marks,
    /// The values of odd parity under the mask, below `odd.len() * 64`.
    odd: Vec<u64>,
    /// For each value, the positions (from 1) where it occurs.
    positions: Vec<Vec<u32>>,
    /// The values of the last quarter of the sequence, most frequent
    /// first (updated at each review).
    by_frequency: Vec<u32>,
    /// For each value and residue of the tokens split, the heap of the
    /// split that last gave the value.
    hints: Vec<std::cell::Cell<u32>>,
    /// How often the targeted search ran since the last review, and how
    /// often it settled the position.
    targeted_stats: std::cell::Cell<(u64, u64)>,
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

impl Sparse {
    fn new(moves: &SplitMoves) -> Self {
        Sparse {
            moves: moves.clone(),
            classes: Classes {
                mask: 1,
                sigma: 0,
                c: 0,
            },
            rare: Vec::new(),
            rare_values: Vec::new(),
            largest: 0,
            histogram: Vec::new(),
            next_review: WARM_UP,
            marks: Marks::default(),
            odd: Vec::new(),
            positions: Vec::new(),
            by_frequency: Vec::new(),
            hints: Vec::new(),
            targeted_stats: std::cell::Cell::new((0, 0)),
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
            self.rare.push(x);
            self.rare_values.push(g[x]);
        }
        if g.len() >= self.next_review {
            self.review(g);
            self.next_review = g.len() + g.len().min(1 << 14);
        }
    }

    /// Chooses the classes with the fewest rare positions so far, and
    /// orders the values by frequency.
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
        self.targeted_stats.set((0, 0));
        let bits = usize::BITS - (self.histogram.len().max(2) - 1).leading_zeros();
        let sigmas: &[u32] = if self.moves.splits_share_parity() {
            &[0, 1]
        } else {
            &[0]
        };
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
                        .flat_map(|(v, counts)| (0..2).map(move |p| (v as u32, p, counts[p])))
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
            self.odd.clear();
            self.rare = (1..g.len())
                .filter(|&x| self.classes.is_rare(x, g[x]))
                .collect();
            self.rare_values = self.rare.iter().map(|&x| g[x]).collect();
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
        let moves = &self.moves;
        // Values reached, as a bit set wide enough for every xor of two
        // values and for the mex.
        let width = (self.largest as usize + 1).next_power_of_two() * 2;
        let mut reached = vec![0u64; width.div_ceil(64)];
        let mut set = |v: usize| reached[v / 64] |= 1 << (v % 64);
        for &(k, bits) in &moves.removals {
            if k <= n {
                let r = n - k;
                if bits & 1 != 0 && r == 0 {
                    set(0);
                }
                if bits & 2 != 0 && r >= 1 && k >= 1 {
                    set(g[r] as usize);
                }
            }
        }
        // Every split with a rare heap.
        for &k in &moves.splits {
            let Some(r) = n.checked_sub(k) else { continue };
            for (&x, &gx) in self.rare.iter().zip(&self.rare_values) {
                if x >= r {
                    break;
                }
                if !(moves.unequal && 2 * x == r) {
                    set((gx ^ g[r - x]) as usize);
                }
            }
        }
        // The least unreached value of class 1 xor X: all of that class
        // are reached by the splits above, or by none.
        let class_x = self.classes.sigma & ((n.wrapping_sub(moves.splits[0])) as u32 & 1);
        if self.odd.len() * 64 < width {
            self.odd = self.classes.odd_values(width);
        }
        let odd = &self.odd;
        let want = |i: usize| if class_x == 1 { !odd[i] } else { odd[i] };
        let candidate = (0..reached.len())
            .find_map(|i| {
                let free = !reached[i] & want(i);
                (free != 0).then(|| i * 64 + free.trailing_zeros() as usize)
            })
            .expect("the bit set is twice as wide as any value");
        let mut missing = Missing::below(candidate, &reached);
        if missing.count == 0 {
            return narrow(candidate);
        }
        // Look for the missing values: first among a sample of splits, then
        // value by value through the positions of a likely partner, and
        // last among all splits (which settles it either way).
        if self.hinted(g, n, &mut missing) {
            return narrow(candidate);
        }
        if self.sample_splits(g, n, &mut missing) {
            return narrow(candidate);
        }
        if self.targeted_pays() {
            let settled = self.targeted(g, n, &mut missing);
            self.targeted_record(settled);
            if settled {
                return narrow(candidate);
            }
        }
        if self.scan_all_splits(g, n, &mut missing) {
            return narrow(candidate);
        }
        // Some value below the candidate is reached by no move.
        narrow(missing.least().unwrap_or(candidate))
    }
}

impl Sparse {
    /// Whether the targeted search settles often enough to be worth its
    /// cost (it is tried again after each review).
    fn targeted_pays(&self) -> bool {
        let (tries, wins) = self.targeted_stats.get();
        tries < 256 || 5 * wins >= tries
    }

    fn targeted_record(&self, settled: bool) {
        let (tries, wins) = self.targeted_stats.get();
        self.targeted_stats
            .set((tries + 1, wins + u64::from(settled)));
    }

    /// Remembers that splitting `r` with heap `x` gave value `v`.
    fn hint(&self, v: usize, r: usize, x: usize) {
        if let Some(slot) = self.hints.get(v * HINT_PHASES + r % HINT_PHASES) {
            slot.set(x as u32);
        }
    }

    /// Tries, for each missing value, the heap that gave it the last time
    /// the number of tokens split had the same residue modulo
    /// [`HINT_PHASES`]: the sequences are locally periodic with small
    /// periods, so the same heap often gives the same value again.
    fn hinted(&mut self, g: &[u32], n: usize, missing: &mut Missing) -> bool {
        let moves = &self.moves;
        let needed = (missing.bits.len() * 64) * HINT_PHASES;
        if self.hints.len() < needed {
            self.hints.resize(needed, std::cell::Cell::new(0));
        }
        for v in missing.values() {
            for &k in &moves.splits {
                let Some(r) = n.checked_sub(k) else { continue };
                let x = self.hints[v * HINT_PHASES + r % HINT_PHASES].get() as usize;
                if x == 0 || x >= r || (moves.unequal && 2 * x == r) {
                    continue;
                }
                if missing.found((g[x] ^ g[r - x]) as usize) {
                    return true;
                }
            }
        }
        false
    }

    /// Crosses off the values of [`SAMPLE`] splits spread over the range;
    /// true when nothing is missing any more.
    fn sample_splits(&self, g: &[u32], n: usize, missing: &mut Missing) -> bool {
        let moves = &self.moves;
        for &k in &moves.splits {
            let Some(r) = n.checked_sub(k) else { continue };
            let window = r / 2;
            if window == 0 {
                continue;
            }
            let stride = coprime_stride(window);
            let mut a = n % window;
            for _ in 0..SAMPLE.min(window) {
                a += stride;
                if a >= window {
                    a -= window;
                }
                let a = a + 1;
                if moves.unequal && 2 * a == r {
                    continue;
                }
                let found = (g[a] ^ g[r - a]) as usize;
                if missing.has(found) {
                    self.hint(found, r, a);
                }
                if missing.found(found) {
                    return true;
                }
            }
        }
        false
    }

    /// For each missing value `v`, tries the most frequent values `u`
    /// whose partner `w = u xor v` occurs: a split into heaps `x` and
    /// `r − x` with `G(x) = w` gives `v` when `G(r − x) = u`, which is
    /// likely when `u` is frequent. A bounded number of tries per value.
    fn targeted(&self, g: &[u32], n: usize, missing: &mut Missing) -> bool {
        let moves = &self.moves;
        for v in missing.values() {
            if !missing.has(v) {
                continue;
            }
            let partners = self.by_frequency.iter().filter_map(|&u| {
                let w = u as usize ^ v;
                self.positions.get(w).filter(|list| !list.is_empty())
            });
            'partners: for list in partners.take(PARTNERS) {
                // Positions of w spread over its first occurrences: their
                // partners r − x are recent, where u is frequent.
                let spread = (list.len().min(TRIES * 16) / TRIES).max(1);
                for &k in &moves.splits {
                    let Some(r) = n.checked_sub(k) else { continue };
                    for &x in list.iter().step_by(spread).take(TRIES) {
                        let x = x as usize;
                        if x >= r {
                            break;
                        }
                        if moves.unequal && 2 * x == r {
                            continue;
                        }
                        let found = (g[x] ^ g[r - x]) as usize;
                        if missing.has(found) {
                            self.hint(found, r, x);
                            if missing.found(found) {
                                return true;
                            }
                            if found == v {
                                break 'partners;
                            }
                        }
                    }
                }
            }
        }
        false
    }

    /// Crosses off the values of every split, in blocks of neighbouring
    /// splits; true when nothing is missing any more.
    fn scan_all_splits(&self, g: &[u32], n: usize, missing: &mut Missing) -> bool {
        let moves = &self.moves;
        for &k in &moves.splits {
            let Some(r) = n.checked_sub(k) else { continue };
            for a in 1..=r / 2 {
                if moves.unequal && 2 * a == r {
                    continue;
                }
                let found = (g[a] ^ g[r - a]) as usize;
                if missing.has(found) {
                    self.hint(found, r, a);
                }
                if missing.found(found) {
                    return true;
                }
            }
        }
        false
    }
}

/// Residues of the number of tokens split that keep separate hints.
const HINT_PHASES: usize = 12;
/// Splits sampled before the search goes value by value.
const SAMPLE: usize = 96;
/// Positions tried per partner value.
const TRIES: usize = 48;
/// Partner values tried per missing value.
const PARTNERS: usize = 4;

/// The values below a candidate not yet known to be reached, as a bit set.
struct Missing {
    bits: Vec<u64>,
    count: u32,
}

impl Missing {
    /// The values below `candidate` not in `reached`.
    fn below(candidate: usize, reached: &[u64]) -> Missing {
        let words = candidate.div_ceil(64);
        let mut bits: Vec<u64> = reached[..words].iter().map(|w| !w).collect();
        if candidate % 64 != 0 {
            bits[words - 1] &= (1u64 << (candidate % 64)) - 1;
        }
        let count = bits.iter().map(|w| w.count_ones()).sum();
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

    #[inline]
    fn has(&self, v: usize) -> bool {
        self.bits
            .get(v / 64)
            .is_some_and(|w| w >> (v % 64) & 1 != 0)
    }

    /// The values still missing, least first.
    fn values(&self) -> Vec<usize> {
        let mut out = Vec::with_capacity(self.count as usize);
        for (i, &word) in self.bits.iter().enumerate() {
            let mut w = word;
            while w != 0 {
                out.push(i * 64 + w.trailing_zeros() as usize);
                w &= w - 1;
            }
        }
        out
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

    /// A run stopped anywhere, saved and resumed, gives the values of an
    /// uninterrupted run: in the warm-up, across the sparse method's
    /// reviews, before and after certification, for every family.
    #[test]
    fn resumed_runs_match_uninterrupted_ones() {
        for (game, n) in [
            ("0.77", 2000),
            ("0.6", 5000),
            ("0.16", 3000),
            ("4.7", 600),
            ("0.3...", 600),
            ("0.3f", 600),
            ("grundy", 3000),
            ("split-smaller", 400),
        ] {
            let game = HeapGame::parse(game).unwrap();
            let whole = game.values(n, Method::Auto);
            for cut in [0, 1, 7, 255, 256, 257, 511, 700, 1024, 1500, 2049, 4097] {
                if cut > n {
                    continue;
                }
                let mut first = SequenceRun::new(&game);
                let stop = first.extend_to(n, &Control::new(Some(cut as u64), None));
                assert_eq!(stop, Err(Stop::Positions(cut as u64)), "{game} at {cut}");
                assert_eq!(first.len(), cut);
                let mut resumed = SequenceRun::resume(&game, &first.values()).unwrap();
                resumed.extend_to(n, &Control::unlimited()).unwrap();
                assert_eq!(resumed.values(), whole, "{game} resumed at {cut}");
            }
        }
    }

    #[test]
    fn impossible_saved_values_are_refused() {
        let kayles = HeapGame::parse("kayles").unwrap();
        assert_eq!(
            SequenceRun::resume(&kayles, &[0, 1, 2, 1 << 40]).err(),
            Some(ResumeError::Impossible {
                heap: 3,
                value: 1 << 40
            })
        );
        assert!(SequenceRun::resume(&HeapGame::SplitSmaller, &[0, 5]).is_err());
    }

    #[test]
    fn split_smaller_by_definition() {
        assert_eq!(
            super::super::heap::split_smaller_sequence(40),
            plain_sequence(&SplitSmaller, 40)
        );
    }
}
