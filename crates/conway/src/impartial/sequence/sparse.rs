//! The rare/common ("sparse space") method for Grundy sequences (*Winning
//! Ways* vol. 1 ch. 4, "Sparse space spells speed"; Gangolli & Plambeck
//! 1989; Flammenkamp's octal-game pages), for games whose moves leave at
//! most two heaps from a finite code, and Grundy's game.
//!
//! Choose a bit mask `m` and call a value *odd* when `v & m` has an odd
//! number of bits. With `σ ∈ {0,1}` and `c ∈ {0,1}`, position `x` is *rare*
//! when `parity(G(x) & m) xor σ·(x mod 2) = c`. For a split leaving
//! `a + b = r` heaps, `parity((G(a) xor G(b)) & m) = X xor [exactly one of
//! a, b is rare]` with `X = σ·(r mod 2)`. So every option value of the
//! class `1 xor X` comes from a pair with a rare heap, and these pairs are
//! enumerated over the (few) rare positions. `G(n)` is then the least value
//! of that class they do not reach (the *candidate*), unless a smaller
//! value of class `X` is reached by no move at all; then `G(n)` is the
//! least such value, and `n` is a rare position. So the candidate is
//! checked by crossing the values of class `X` below it off along the
//! splits of two heaps (module `cross_off`). The mask, σ and c only affect
//! the speed, never the result; they are chosen (and re-chosen as the
//! sequence grows) to make rare positions fewest.
//!
//! Positions are computed in blocks `n0 .. n0 + b` (up to 256), on the
//! assumption, true for all but a fraction of a percent of positions, that
//! no position of the block is rare:
//!
//! 1. For each group of 32 positions of the block, the pairs of a rare heap
//!    `x` whose partner lies before the block are marked for the whole
//!    group at once: the partners of `x` for consecutive `n` are
//!    consecutive values, read in one sweep. The same sweep marks some
//!    splits of two heaps (the smaller heap small, or just below half; as
//!    many at each end as half the values' table width, at most 256), so
//!    that the check later starts with few values missing. Groups run in
//!    parallel.
//! 2. In order, each position adds its removals and the pairs with a rare
//!    heap whose partner lies in the block, takes its candidate, and
//!    provisionally records it as `G(n)`.
//! 3. The candidates are checked in parallel, each against the splits the
//!    sweep left out, from both ends of the range of the smaller heap
//!    alternately. Up to the first position whose check fails every value
//!    is proven; that one gets its least missing value, and the rest of
//!    the block is computed again.
//!
//! The result never depends on the block sizes or on the number of
//! threads: a position's check uses only earlier values, and those are
//! proven before it is accepted. Marking more splits than needed never
//! changes a candidate (values of the other class come only from pairs
//! with exactly one rare heap, all of which are marked), only the list of
//! values the check must find.

use super::cross_off::Missing;
use super::split_mex::mex_of_every_move;
use super::values::Values;
use super::{narrow, Marks, SplitMoves, WARM_UP};
use rayon::prelude::*;
use std::cell::RefCell;
use std::ops::Range;
use std::time::Duration;

thread_local! {
    /// Scratch for the checks, one per thread.
    static SCRATCH: RefCell<(Missing, Vec<Unchecked>)> = RefCell::default();
}

/// Block lengths: the fewest, the longest first block after a rare
/// position, and the most. Between them, the length follows the mean
/// distance between rare positions: half of it after a rare position,
/// doubling up to all of it while none occurs (0.04, with a rare position
/// in seven, takes blocks of 4 to 8; Grundy's game 32 to 256).
const FEWEST: usize = 4;
const MIN_BLOCK: usize = 32;
const MAX_BLOCK: usize = 256;
/// Blocks at least this long are checked on the thread pool; shorter ones
/// (chaotic codes such as 0.04 restart at 4 positions after each rare one)
/// on the calling thread, where waking a second thread for a few checks
/// costs more CPU time than it saves.
const PARALLEL_CHECKS: usize = 16;
/// Positions of a block whose far pairs are marked by one task.
const LANES: usize = 32;
/// The block method runs while every value is below this (so that values
/// and their xors fit in 16 bits); beyond it, the plain mex.
const MAX_WIDTH: usize = 1 << 15;
/// Splits examined at each end before turning to the other; doubles.
const STEP: usize = 128;
/// The most splits of two heaps swept with the far pairs, at each end of
/// the range of the smaller heap (small heaps, and heaps near half): the
/// check then starts with few values missing. A sweep costs every position
/// its length, so it is sized by the values to be reached (half the table
/// width: [`Sparse::sweep`]): 0.16, whose values stay below 32, ran twice
/// as fast with 32 as with 256, while 0.6 and Grundy's game (values to
/// about 300) gained nothing below 256 or above it.
const SWEEP: usize = 256;

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

/// Ways to compute the next values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Way {
    /// The definition, on the full-width values (the warm-up).
    Plain,
    /// Blocks of the rare/common method.
    Blocks,
    /// The plain mex over every split, on 16-bit values.
    EveryMove,
    /// Both of the last two, timed.
    Trial,
}

/// Blocks always when at most one position in `FEW_RARE` is rare; the mex
/// over every move always when more than one in `MANY_RARE` is.
const FEW_RARE: usize = 8;
const MANY_RARE: usize = 2;
/// Positions computed each way in a trial, in rounds.
const TRIAL: usize = 768;
const ROUNDS: usize = 3;

/// The CPU time of the whole process (all threads), where the system
/// tells it; else the clock. The trial compares ways by CPU time: the mex
/// over every split runs long heaps on two threads, which shortens its
/// wall-clock time but not its cost.
fn cpu_clock() -> Duration {
    #[cfg(unix)]
    {
        use rustix::time::{clock_gettime, ClockId};
        let t = clock_gettime(ClockId::ProcessCPUTime);
        Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
    }
    #[cfg(not(unix))]
    {
        use std::sync::OnceLock;
        use std::time::Instant;
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed()
    }
}

/// Time per position (nanoseconds; the largest for none).
fn per_position(elapsed: Duration, positions: usize) -> u128 {
    elapsed
        .as_nanos()
        .checked_div(positions as u128)
        .unwrap_or(u128::MAX)
}

/// State of the sparse computation.
pub(super) struct Sparse {
    moves: SplitMoves,
    /// How far back a value reads ([`SplitMoves::reach`]).
    reach: usize,
    classes: Classes,
    /// The rare positions so far and their values, in increasing order.
    rare: Vec<(u32, u32)>,
    /// The largest value so far.
    largest: u32,
    /// How often each value occurs at even and at odd positions (from 1).
    histogram: Vec<[u64; 2]>,
    next_review: usize,
    /// The faster way in the last trial, and where the next trial is.
    preferred: Way,
    next_trial: usize,
    /// Length of the next block, and the bounds it moves between.
    block: usize,
    min_block: usize,
    max_block: usize,
    /// Scratch for the plain mex.
    marks: Marks,
    /// For each value below the width, its class (parity under the mask),
    /// for `odd_classes`.
    odd: Vec<u8>,
    odd_classes: Option<Classes>,
    /// Scratch for a block: a table of reached values per position, and
    /// the candidates.
    tables: Vec<u8>,
    candidates: Vec<u16>,
    /// Positions computed by blocks (for tests).
    by_blocks: usize,
    /// Blocks only, past the warm-up, whatever the share of rare
    /// positions (for tests).
    blocks_only: bool,
}

/// How the splits removing `k` tokens are taken, for one group of
/// positions of a block; `far` and `near` index the rare list.
struct SplitRanges {
    k: usize,
    /// Rare heaps whose partners lie before the block, for every position
    /// of the block (and are not equal to them, in Grundy's game).
    far: [Range<usize>; 2],
    /// The other rare heaps, paired position by position.
    near: [Range<usize>; 3],
    /// Smaller heaps `a` whose splits `a + (r − a)` are swept with the far
    /// pairs (for every position of the group): some small ones, and some
    /// just below half of the group's first `r`.
    sweep: [Range<usize>; 2],
}

impl Sparse {
    pub(super) fn new(moves: &SplitMoves) -> Self {
        Self::with_blocks(moves, FEWEST, MAX_BLOCK)
    }

    fn with_blocks(moves: &SplitMoves, min_block: usize, max_block: usize) -> Self {
        Sparse {
            moves: moves.clone(),
            reach: moves.reach(),
            classes: Classes {
                mask: 1,
                sigma: 0,
                c: 0,
            },
            rare: Vec::new(),
            largest: 0,
            histogram: Vec::new(),
            next_review: WARM_UP,
            preferred: Way::Blocks,
            next_trial: 0,
            block: min_block,
            min_block,
            max_block,
            marks: Marks::default(),
            odd: Vec::new(),
            odd_classes: None,
            tables: Vec::new(),
            candidates: Vec::new(),
            by_blocks: 0,
            blocks_only: false,
        }
    }

    /// Appends values to `g` (the sequence so far, computed by this state)
    /// until it has `len`.
    pub(super) fn extend(&mut self, g: &mut Values, len: usize) {
        while g.len() < len {
            match self.way(g) {
                Way::Blocks => self.run_block(g, len),
                Way::EveryMove => self.every_move_next(g),
                Way::Trial => self.trial(g, len),
                Way::Plain => {
                    let v = self.dense_next(g);
                    self.push(g, v);
                }
            }
        }
    }

    /// How `G(n)` is computed. Blocks pay while rare positions are few,
    /// the plain mex over every split when they are many (a mixed pair per
    /// rare heap then costs as much as every split); in between, the way
    /// that was faster in the last trial, tried again each time the
    /// sequence grows by a quarter. The choice never changes a value, only
    /// the time.
    fn way(&self, g: &Values) -> Way {
        let n = g.len();
        if !self.fits(g) {
            return Way::Plain;
        }
        let rare = self.rare.len();
        if rare * FEW_RARE <= n || self.blocks_only {
            Way::Blocks
        } else if rare * MANY_RARE > n {
            Way::EveryMove
        } else if n >= self.next_trial {
            Way::Trial
        } else {
            self.preferred
        }
    }

    /// Whether the next value may be computed on the 16-bit values (past
    /// the warm-up, every value so far well below 2^16).
    fn fits(&self, g: &Values) -> bool {
        g.len() >= WARM_UP && g.as_narrow().is_some() && (self.largest as usize) < MAX_WIDTH
    }

    /// `G(n)` by the plain mex over every split, on the 16-bit values.
    fn every_move_next(&mut self, g: &mut Values) {
        let width = self.width();
        let vals = narrow_values(g);
        let v = mex_of_every_move(&self.moves, vals, vals.len(), width, &mut self.tables);
        self.push(g, u32::from(v));
    }

    /// Computes `TRIAL` positions by blocks and as many by every move, in
    /// `ROUNDS` alternating rounds, and prefers the way whose fastest
    /// round was faster until the next trial (the fastest round, so that a
    /// burst of load on a shared machine does not decide).
    fn trial(&mut self, g: &mut Values, len: usize) {
        let n0 = g.len();
        self.next_trial = n0 + n0 / 4;
        let (mut by_blocks, mut by_every_move) = (u128::MAX, u128::MAX);
        let (mut blocks, mut every_move) = (0, 0);
        for _ in 0..ROUNDS {
            let (time, count) = self.timed_round(g, len, |s, g, end| s.run_block(g, end));
            by_blocks = by_blocks.min(time);
            blocks += count;
            let (time, count) = self.timed_round(g, len, |s, g, _| s.every_move_next(g));
            by_every_move = by_every_move.min(time);
            every_move += count;
        }
        if blocks.min(every_move) < TRIAL / 4 {
            // Too few positions to tell: try again at the next call.
            self.next_trial = n0;
            return;
        }
        self.preferred = if by_blocks <= by_every_move {
            Way::Blocks
        } else {
            Way::EveryMove
        };
    }

    /// Extends `g` by up to `TRIAL / ROUNDS` positions (not past `len`)
    /// with `step` (given the round's end), and returns the CPU time per
    /// position and the number of positions.
    fn timed_round(
        &mut self,
        g: &mut Values,
        len: usize,
        step: impl Fn(&mut Self, &mut Values, usize),
    ) -> (u128, usize) {
        let (n, start) = (g.len(), cpu_clock());
        let end = (n + TRIAL / ROUNDS).min(len);
        while g.len() < end && self.fits(g) {
            step(self, g, end);
        }
        (per_position(cpu_clock() - start, g.len() - n), g.len() - n)
    }

    /// Whether values from `n` on are computed many at a time (by blocks
    /// or by the mex over every split, past the warm-up); if not, one at a
    /// time by the plain mex.
    pub(super) fn uses_blocks(&self, g: &Values) -> bool {
        self.way(g) != Way::Plain
    }

    /// The current classes and the number of rare positions.
    pub(super) fn rare_positions(&self) -> super::RarePositions {
        let Classes { mask, sigma, c } = self.classes;
        super::RarePositions {
            mask,
            sigma,
            c,
            count: self.rare.len(),
        }
    }

    /// Appends `v` to `g` and notes it (`v` computed here, or taken from a
    /// saved sequence when a run is resumed).
    pub(super) fn push(&mut self, g: &mut Values, v: u32) {
        g.push(v);
        self.record(g);
    }

    /// Notes the value just appended to `g`; reviews the classes when the
    /// sequence has doubled (or grown by 2^14).
    fn record(&mut self, g: &Values) {
        let x = g.len() - 1;
        if x == 0 {
            return;
        }
        let v = g.get(x);
        if v as usize >= self.histogram.len() {
            self.histogram.resize(v as usize + 1, [0, 0]);
        }
        self.histogram[v as usize][x & 1] += 1;
        self.largest = self.largest.max(v);
        if self.classes.is_rare(x, v) {
            self.rare.push((x as u32, v));
        }
        if g.len() >= self.next_review {
            self.review(g);
            self.next_review = g.len() + g.len().min(1 << 14);
        }
    }

    /// Chooses the classes with the fewest rare positions so far.
    fn review(&mut self, g: &Values) {
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
            self.rare = (1..g.len())
                .filter(|&x| self.classes.is_rare(x, g.get(x)))
                .map(|x| (x as u32, g.get(x)))
                .collect();
        }
    }

    /// `G(n)` by plain enumeration of this game's moves.
    fn dense_next(&mut self, g: &Values) -> u32 {
        let n = g.len();
        self.marks.clear();
        for &(k, bits) in &self.moves.removals {
            if k <= n {
                let r = n - k;
                if bits & 1 != 0 && r == 0 {
                    self.marks.mark(0);
                }
                if bits & 2 != 0 && r >= 1 && k >= 1 {
                    self.marks.mark(g.get(r) as usize);
                }
            }
        }
        for &k in &self.moves.splits {
            if k <= n {
                let r = n - k;
                for a in 1..=r / 2 {
                    if !(self.moves.unequal && 2 * a == r) {
                        self.marks.mark((g.get(a) ^ g.get(r - a)) as usize);
                    }
                }
            }
        }
        narrow(self.marks.mex_from(0))
    }

    /// A table width: a power of two above every value so far (so also
    /// above every xor of two of them).
    fn width(&self) -> usize {
        (self.largest as usize + 1).next_power_of_two().max(64)
    }

    /// How many splits the far pass sweeps at each end of a position's
    /// range of smaller heaps ([`SWEEP`]).
    fn sweep(&self) -> usize {
        (self.width() / 2).min(SWEEP)
    }

    /// Computes a block of values from `n0 = g.len()` on (at least one,
    /// at most up to `len`) and appends them to `g`.
    fn run_block(&mut self, g: &mut Values, len: usize) {
        let n0 = g.len();
        let width = self.width();
        if self.odd.len() != width || self.odd_classes != Some(self.classes) {
            let classes = self.classes;
            self.odd = (0..width as u32).map(|v| classes.parity(v) as u8).collect();
            self.odd_classes = Some(classes);
        }
        let mut b = self.block.min(len - n0);
        let (unequal, sweep) = (self.moves.unequal, self.sweep());
        // For each group of LANES positions, which rare heaps it pairs in
        // the sweep and which one position at a time.
        let groups: Vec<Vec<SplitRanges>> = (0..b.div_ceil(LANES))
            .map(|j| {
                let lanes = j * LANES..((j + 1) * LANES).min(b);
                let rare = &self.rare;
                let ranges = |&k: &usize| split_ranges(rare, k, n0, lanes.clone(), unequal, sweep);
                self.moves.splits.iter().map(ranges).collect()
            })
            .collect();

        // 1. Pairs of a rare heap and a partner before the block.
        self.tables.clear();
        self.tables.resize(b * width, 0);
        {
            let (vals, rare) = (narrow_values(g), &self.rare);
            self.tables
                .par_chunks_mut(LANES * width)
                .zip(&groups)
                .enumerate()
                .for_each(|(j, (tables, splits))| {
                    for s in splits {
                        // A removal longer than every position of the group
                        // leaves no split here (its ranges are all empty).
                        let Some(base) = (n0 + j * LANES).checked_sub(s.k) else {
                            continue;
                        };
                        for range in &s.far {
                            let pairs = rare[range.clone()].iter().map(|&(x, v)| (x as usize, v));
                            mark_far(tables, width, vals, pairs, base);
                        }
                        for range in &s.sweep {
                            let pairs = range.clone().map(|a| (a, u32::from(vals[a])));
                            mark_far(tables, width, vals, pairs, base);
                        }
                    }
                });
        }

        // 2. The other pairs and the candidates, in order.
        let (sigma, k0) = (self.classes.sigma, self.moves.splits[0]);
        // The class of the values of splits of two common heaps.
        let class_x = |n: usize| (sigma & (n.wrapping_sub(k0) as u32 & 1)) as u8;
        self.candidates.clear();
        for i in 0..b {
            let n = n0 + i;
            let table = &mut self.tables[i * width..(i + 1) * width];
            mark_near(
                table,
                &self.moves,
                narrow_values(g),
                &self.rare,
                &groups[i / LANES],
                n,
            );
            let other = 1 ^ class_x(n);
            // If every value of the other class below the width is reached,
            // the least above it: no move reaches a value that high.
            let candidate = first_unreached(table, &self.odd, other).unwrap_or_else(|| {
                let classes = self.classes;
                (width..)
                    .find(|&v| classes.parity(v as u32) as u8 == other)
                    .expect("the other class follows")
            });
            let v = u16::try_from(candidate).expect("candidates stay below 2 * MAX_WIDTH");
            self.candidates.push(v);
            g.push(u32::from(v));
            if candidate >= width {
                // Later positions would need a wider table.
                b = i + 1;
                break;
            }
        }

        // 3. The checks, in parallel for long blocks: the values of class X
        // below the candidate must be reached by splits of two common heaps.
        let (moves, vals, odd) = (&self.moves, narrow_values(g), &self.odd);
        let (tables, candidates, classes) = (&self.tables, &self.candidates, self.classes);
        let check = |i: usize| {
            let (n, candidate) = (n0 + i, usize::from(candidates[i]));
            let table = &tables[i * width..(i + 1) * width];
            let class_x = class_x(n);
            SCRATCH.with(|scratch| {
                let (missing, left) = &mut *scratch.borrow_mut();
                missing.clear();
                unreached_below(table, odd, class_x, candidate.min(width), |v| {
                    missing.insert(v)
                });
                for v in width..candidate {
                    if classes.parity(v as u32) as u8 == class_x {
                        missing.insert(v as u16);
                    }
                }
                verify(moves, vals, n, &groups[i / LANES], missing, left)
            })
        };
        let verdicts: Vec<Option<u16>> = if b >= PARALLEL_CHECKS {
            (0..b).into_par_iter().map(check).collect()
        } else {
            (0..b).map(check).collect()
        };

        // 4. Accept the proven values: a failed check gives the position
        // its value, and the positions that read no value from it on keep
        // theirs (a position reads values from `reach` positions back).
        let reach = self.reach;
        let mut accepted = b;
        let mut values: Vec<u32> = Vec::with_capacity(b);
        for (i, verdict) in verdicts.iter().enumerate().take(b) {
            if i >= accepted {
                break;
            }
            values.push(verdict.map_or_else(|| g.get(n0 + i), u32::from));
            if verdict.is_some() {
                accepted = accepted.min(i.saturating_add(reach));
            }
        }
        let failure = verdicts[..accepted].iter().any(Option::is_some);
        g.truncate(n0);
        for v in values {
            self.push(g, v);
        }
        self.by_blocks += accepted;
        let (restart, longest) = self.block_bounds(g.len());
        self.block = if failure {
            restart
        } else {
            (self.block * 2).clamp(restart, longest)
        };
    }

    /// The length of a block after a rare position, and the longest, from
    /// the mean distance between rare positions up to `n`.
    fn block_bounds(&self, n: usize) -> (usize, usize) {
        let spacing = n / self.rare.len().max(1);
        let restart = (spacing / 2)
            .min(MIN_BLOCK)
            .clamp(self.min_block, self.max_block);
        (restart, spacing.clamp(restart, self.max_block))
    }
}

/// The values of a run the blocks compute (16-bit, by [`Sparse::fits`]).
fn narrow_values(g: &Values) -> &[u16] {
    g.as_narrow()
        .expect("the blocks run while every value fits in 16 bits")
}

/// The rare heaps paired by the sweep and those paired one position at a
/// time, for splits removing `k`, for the positions `n0 + i`, `i` in
/// `lanes`, with `sweep` splits of two heaps swept at each end.
fn split_ranges(
    rare: &[(u32, u32)],
    k: usize,
    n0: usize,
    lanes: Range<usize>,
    unequal: bool,
    sweep: usize,
) -> SplitRanges {
    let index = |x: usize| rare.partition_point(|&(y, _)| (y as usize) < x);
    // Position n0 + i splits r = n0 - k + i tokens into x and r - x. For
    // every i, the partner must lie in 1 ..= n0 - 1: x in
    // [lanes.end - k, n0 - k + lanes.start).
    let end = (n0 + lanes.start).saturating_sub(k);
    let start = lanes.end.saturating_sub(k).max(1).min(end);
    // In Grundy's game, x = r / 2 for some i is no move: leave those out.
    let (skip_from, skip_to) = if unequal {
        (
            end.div_ceil(2),
            (n0 + lanes.end - 1).saturating_sub(k) / 2 + 1,
        )
    } else {
        (end, end)
    };
    let p1 = skip_from.clamp(start, end);
    let p2 = skip_to.clamp(p1, end);
    let [i0, i1, i2, i3] = [start, p1, p2, end].map(index);
    // Splits into a + (r - a) with the same condition on r - a, and
    // 2a < r for every i (so a is the smaller heap, never equal): small
    // heaps from `start`, and heaps just below half of the first r.
    let small = start..start + sweep;
    let middle_end = end.saturating_sub(1) / 2 + 1;
    let middle = middle_end.saturating_sub(sweep).max(small.end)..middle_end.max(small.end);
    let small = if middle.is_empty() { 0..0 } else { small };
    SplitRanges {
        k,
        far: [i0..i1, i2..i3],
        near: [0..i0, i1..i2, i3..rare.len()],
        sweep: [small, middle],
    }
}

/// Marks, for each position `n0 + i` of a group (`tables` holds one table
/// of `width` per position), the values of its splits into a heap `x` and
/// the partner `G(base + i − x)`, for the pairs `(x, G(x))` of `heaps`.
fn mark_far(
    tables: &mut [u8],
    width: usize,
    vals: &[u16],
    heaps: impl Iterator<Item = (usize, u32)>,
    base: usize,
) {
    // A width known to the compiler makes the inner loop four instructions.
    match width {
        64 => mark_far_in::<64>(tables, vals, heaps, base),
        128 => mark_far_in::<128>(tables, vals, heaps, base),
        256 => mark_far_in::<256>(tables, vals, heaps, base),
        512 => mark_far_in::<512>(tables, vals, heaps, base),
        1024 => mark_far_in::<1024>(tables, vals, heaps, base),
        2048 => mark_far_in::<2048>(tables, vals, heaps, base),
        4096 => mark_far_in::<4096>(tables, vals, heaps, base),
        _ => {
            let lanes = tables.len() / width;
            for (x, v) in heaps {
                let partners = &vals[base - x..][..lanes];
                for (table, &p) in tables.chunks_exact_mut(width).zip(partners) {
                    table[(usize::from(p) ^ v as usize) & (width - 1)] = 1;
                }
            }
        }
    }
}

fn mark_far_in<const WIDTH: usize>(
    tables: &mut [u8],
    vals: &[u16],
    heaps: impl Iterator<Item = (usize, u32)>,
    base: usize,
) {
    let lanes = tables.len() / WIDTH;
    for (x, v) in heaps {
        let partners = &vals[base - x..][..lanes];
        for (table, &p) in tables.chunks_exact_mut(WIDTH).zip(partners) {
            table[(usize::from(p) ^ v as usize) & (WIDTH - 1)] = 1;
        }
    }
}

/// Marks, for position `n`, the values of its removals and of its splits
/// with a rare heap that the far pass left out.
fn mark_near(
    table: &mut [u8],
    moves: &SplitMoves,
    vals: &[u16],
    rare: &[(u32, u32)],
    splits: &[SplitRanges],
    n: usize,
) {
    let mask = table.len() - 1;
    for &(k, bits) in &moves.removals {
        if k <= n {
            let r = n - k;
            if bits & 1 != 0 && r == 0 {
                table[0] = 1;
            }
            if bits & 2 != 0 && r >= 1 && k >= 1 {
                table[usize::from(vals[r]) & mask] = 1;
            }
        }
    }
    for s in splits {
        let Some(r) = n.checked_sub(s.k) else {
            continue;
        };
        for range in &s.near {
            for &(x, v) in &rare[range.clone()] {
                let x = x as usize;
                if x < r && !(moves.unequal && 2 * x == r) {
                    table[(usize::from(vals[r - x]) ^ v as usize) & mask] = 1;
                }
            }
        }
    }
}

/// For the 8 values from `8 j` on, a byte 1 at each value of `class` not
/// marked in `table` (tables and classes hold one byte 0 or 1 per value).
fn unreached_of_class<'t>(
    table: &'t [u8],
    odd: &'t [u8],
    class: u8,
) -> impl Iterator<Item = u64> + 't {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let class_bytes = u64::from(class) * ONES;
    table
        .chunks_exact(8)
        .zip(odd.chunks_exact(8))
        .map(move |(t, o)| {
            let t = u64::from_le_bytes(t.try_into().expect("8 bytes"));
            let o = u64::from_le_bytes(o.try_into().expect("8 bytes"));
            !t & !(o ^ class_bytes) & ONES
        })
}

/// The least value of `class` not marked in `table`, if any.
fn first_unreached(table: &[u8], odd: &[u8], class: u8) -> Option<usize> {
    unreached_of_class(table, odd, class)
        .enumerate()
        .find(|&(_, bytes)| bytes != 0)
        .map(|(j, bytes)| 8 * j + bytes.trailing_zeros() as usize / 8)
}

/// Calls `each` on the values of `class` below `end` not marked in
/// `table`, in increasing order.
fn unreached_below(table: &[u8], odd: &[u8], class: u8, end: usize, mut each: impl FnMut(u16)) {
    for (j, mut bytes) in unreached_of_class(table, odd, class)
        .enumerate()
        .take(end.div_ceil(8))
    {
        if 8 * j + 8 > end {
            bytes &= (1u64 << (8 * (end - 8 * j))) - 1;
        }
        while bytes != 0 {
            each((8 * j + bytes.trailing_zeros() as usize / 8) as u16);
            bytes &= bytes - 1;
        }
    }
}

/// Checks position `n`'s candidate: crosses its missing values off along
/// the splits of two heaps that the sweep left out (`splits` are its
/// group's). `None` if all are reached (the candidate is `G(n)`); else the
/// least value no move reaches, which is `G(n)`.
fn verify(
    moves: &SplitMoves,
    vals: &[u16],
    n: usize,
    splits: &[SplitRanges],
    missing: &mut Missing,
    left: &mut Vec<Unchecked>,
) -> Option<u16> {
    if missing.is_empty() {
        return None;
    }
    // Every family of splits a little at a time, in rounds of doubling
    // length: in some games a value is reached only by splits removing
    // one number of tokens.
    left.clear();
    left.extend(
        splits
            .iter()
            .filter(|s| s.k < n)
            .map(|s| Unchecked::new(n - s.k, moves.unequal, &s.sweep)),
    );
    let mut step = STEP;
    while left.iter().any(|u| !u.is_empty()) {
        for u in left.iter_mut() {
            let r = u.r;
            // The smaller heaps a in from..=to, the larger r - a downwards.
            let cross = |from: usize, to: usize| {
                missing.cross_off(&vals[from..=to], &vals[r - to..=r - from])
            };
            if u.take(step, cross) {
                return None;
            }
        }
        step *= 2;
    }
    missing.least()
}

/// The splits `a + (r − a)` of `r` tokens not yet examined, by the smaller
/// heap `a`: the smallest heaps `first..=first_end`, the heaps nearest half
/// `last_start..=last`, and between them `low..=high`.
struct Unchecked {
    r: usize,
    first: usize,
    first_end: usize,
    low: usize,
    high: usize,
    last_start: usize,
    last: usize,
}

impl Unchecked {
    /// All splits of `r` but those swept (`sweep`, a stretch near each end).
    fn new(r: usize, unequal: bool, sweep: &[Range<usize>; 2]) -> Self {
        let half = if unequal {
            r.saturating_sub(1) / 2
        } else {
            r / 2
        };
        let [small, middle] = sweep;
        let (first_end, low) = if small.is_empty() {
            (0, 1)
        } else {
            (small.start - 1, small.end)
        };
        let (last_start, high) = if middle.is_empty() {
            (half + 1, half)
        } else {
            (middle.end, middle.start - 1)
        };
        Unchecked {
            r,
            first: 1,
            first_end,
            low,
            high,
            last_start,
            last: half,
        }
    }

    fn is_empty(&self) -> bool {
        self.first > self.first_end && self.low > self.high && self.last_start > self.last
    }

    /// Hands up to `step` splits from each end to `cross` (as ranges of the
    /// smaller heap), the smallest heaps and those nearest half first:
    /// in some games only the smallest heaps, with their exceptional
    /// values, reach some values. Small heaps pair early values with
    /// recent ones, middle splits recent with recent, and each reaches
    /// values the other seldom does. True as soon as `cross` is.
    fn take(&mut self, step: usize, mut cross: impl FnMut(usize, usize) -> bool) -> bool {
        let mut budget = step;
        if self.first <= self.first_end {
            let to = (self.first + budget - 1).min(self.first_end);
            if cross(self.first, to) {
                return true;
            }
            budget -= to + 1 - self.first;
            self.first = to + 1;
        }
        if budget > 0 && self.low <= self.high {
            let to = (self.low + budget - 1).min(self.high);
            if cross(self.low, to) {
                return true;
            }
            self.low = to + 1;
        }
        let mut budget = step;
        if self.last_start <= self.last {
            let from = (self.last + 1).saturating_sub(budget).max(self.last_start);
            if cross(from, self.last) {
                return true;
            }
            budget -= self.last + 1 - from;
            self.last = from - 1;
        }
        if budget > 0 && self.low <= self.high {
            let from = (self.high + 1).saturating_sub(budget).max(self.low);
            if cross(from, self.high) {
                return true;
            }
            self.high = from - 1;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::heap::GrundysGame;
    use crate::impartial::sequence::{dense, plain_sequence};

    use crate::impartial::sequence::take_break as code;

    /// `G(0..=n)` by blocks of `min..=max` positions, and how many of them
    /// the blocks computed.
    fn by_blocks(moves: &SplitMoves, n: usize, min: usize, max: usize) -> (Vec<u32>, usize) {
        let mut state = Sparse::with_blocks(moves, min, max);
        state.blocks_only = true;
        let mut g = Values::narrow();
        // In uneven steps, as `auto` asks for them.
        let mut len = 1;
        while g.len() <= n {
            len = (len * 3 / 2 + 7).min(n + 1);
            state.extend(&mut g, len);
        }
        ((0..g.len()).map(|x| g.get(x)).collect(), state.by_blocks)
    }

    #[test]
    fn blocks_of_any_length_give_the_dense_values() {
        // Past several reviews of the classes and many rare positions,
        // against the dense mex (itself checked against the definition in
        // the parent module); blocks of one position, odd lengths and the
        // defaults.
        // 0.04 and 0.06 have a rare position in seven and in three, and
        // read values from 3 and 2 positions back: the positions after a
        // rare one up to there keep their checked values.
        for (text, n) in [
            ("0.6", 20_000),
            ("0.16", 12_000),
            ("0.54", 12_000),
            ("0.04", 8_000),
            ("0.06", 8_000),
        ] {
            let code = code(text);
            let moves = SplitMoves::of(&code).unwrap();
            let expected = dense(&code, n);
            for (min, max) in [(FEWEST, MAX_BLOCK), (1, 1), (3, 7)] {
                let (g, computed) = by_blocks(&moves, n, min, max);
                assert!(computed > n / 3, "{text}: the blocks ran ({computed})");
                assert_eq!(g, expected, "{text} with blocks {min}..={max}");
            }
        }
    }

    #[test]
    fn grundys_game_by_blocks() {
        let n = 20_000;
        let expected: Vec<u32> = plain_sequence(&GrundysGame, n)
            .into_iter()
            .map(|v| v as u32)
            .collect();
        let moves = SplitMoves::grundys_game();
        for (min, max) in [(FEWEST, MAX_BLOCK), (1, 1), (5, 9)] {
            let (g, computed) = by_blocks(&moves, n, min, max);
            assert!(computed > n / 2, "the blocks ran ({computed})");
            assert_eq!(g, expected, "blocks {min}..={max}");
        }
    }

    #[test]
    fn the_candidate_and_the_missing_values() {
        // Classes by the lowest bit.
        let odd: Vec<u8> = (0..64).map(|v| (v & 1) as u8).collect();
        let mut table = vec![0u8; 64];
        for v in [0, 1, 3, 4, 5, 7, 9, 11, 12] {
            table[v] = 1;
        }
        let below = |class, end| {
            let mut found = Vec::new();
            unreached_below(&table, &odd, class, end, |v| found.push(v));
            found
        };
        // Odd values 1, 3, 5, 7, 9, 11 are marked, 13 is not; the even ones
        // not marked below it are 2, 6, 8, 10.
        assert_eq!(first_unreached(&table, &odd, 1), Some(13));
        assert_eq!(below(0, 13), vec![2, 6, 8, 10]);
        assert_eq!(below(0, 8), vec![2, 6]);
        assert_eq!(below(0, 64).len(), 32 - 3);
        // The least unmarked even value is 2.
        assert_eq!(first_unreached(&table, &odd, 0), Some(2));
        assert_eq!(below(1, 2), Vec::<u16>::new());
        // Everything of one class marked: no candidate in the table.
        let full: Vec<u8> = (0..64).map(|v| (v & 1) as u8).collect();
        assert_eq!(first_unreached(&full, &odd, 1), None);
    }

    #[test]
    fn the_unchecked_splits_are_each_taken_once() {
        for (r, unequal, sweep) in [
            (2000, false, [10..266, 600..856]),
            (2001, true, [1..257, 700..956]),
            (2000, false, [0..0, 0..0]),
            (9, true, [0..0, 0..0]),
            (600, false, [31..287, 287..300]),
        ] {
            let half = if unequal { (r - 1) / 2 } else { r / 2 };
            let mut taken = vec![0; half + 1];
            for a in sweep.iter().flat_map(|s| s.clone()) {
                taken[a] += 1;
            }
            let mut unchecked = Unchecked::new(r, unequal, &sweep);
            let mut step = 3;
            while !unchecked.is_empty() {
                let done = unchecked.take(step, |from, to| {
                    assert!(1 <= from && from <= to && to <= half, "{from}..={to}");
                    for t in &mut taken[from..=to] {
                        *t += 1;
                    }
                    false
                });
                assert!(!done);
                step *= 2;
            }
            assert!(taken[1..].iter().all(|&t| t == 1), "{r} {sweep:?}");
        }
    }

    #[test]
    fn split_ranges_cover_the_rare_list_once() {
        let rare: Vec<(u32, u32)> = (1..400).filter(|x| x % 7 == 3).map(|x| (x, 0)).collect();
        for (k, n0, lanes, unequal) in [
            (0, 300, 0..32, true),
            (0, 300, 64..96, true),
            (1, 300, 0..32, false),
            (1, 300, 224..256, false),
            (2, 40, 0..64, false),
            (0, 33, 0..32, true),
            (0, 33, 32..40, true),
            (0, 3000, 224..256, true),
            (1, 3000, 0..32, false),
            (3, 1100, 96..128, false),
        ] {
            for sweep in [32, SWEEP] {
                let s = split_ranges(&rare, k, n0, lanes.clone(), unequal, sweep);
                let mut seen = vec![0; rare.len()];
                for r in s.far.iter().chain(&s.near) {
                    for i in r.clone() {
                        seen[i] += 1;
                    }
                }
                assert!(seen.iter().all(|&c| c == 1), "{k} {n0} {lanes:?} {sweep}");
                let [small, middle] = &s.sweep;
                assert!(small.end <= middle.start || small.is_empty() || middle.is_empty());
                for a in small.clone().chain(middle.clone()) {
                    for i in lanes.clone() {
                        let r = n0 - k + i;
                        assert!(
                            a >= 1 && 2 * a < r && r - a < n0,
                            "a sweep split {a} + {}",
                            r - a
                        );
                    }
                }
                for r in &s.far {
                    for &(x, _) in &rare[r.clone()] {
                        let x = x as usize;
                        for i in lanes.clone() {
                            let r = n0 - k + i;
                            assert!(x < r && r - x < n0, "partner before the block");
                            assert!(!(unequal && 2 * x == r), "no equal split");
                        }
                    }
                }
            }
        }
    }
}
