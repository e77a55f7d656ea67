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
//!   the splitting game (replace a heap by two smaller ones) keeps its growing set of pair values the
//!   same way. O(n²) for games that split heaps, O(n·L) otherwise.
//! * [`Method::Sparse`]: the rare/common ("sparse space") method for games
//!   whose moves leave at most two heaps from a finite code, and Grundy's
//!   game (its module, `sequence::sparse`, describes it). Per position,
//!   work proportional to the number of rare positions (a few thousand)
//!   plus a check that rarely needs more than a few thousand splits;
//!   positions are computed in blocks, in parallel, on the assumption that
//!   they are not rare.
//!
//! [`Method::Auto`] takes the fastest method that applies and, for finite
//! codes, stops computing as soon as the sequence is *certified* periodic
//! by the periodicity theorem ([`crate::impartial::periodicity`]): the rest
//! is then copied from the period, which the theorem proves exact. It runs
//! as a [`SequenceRun`], which can be stopped by a [`Control`], saved and
//! resumed.

mod cross_off;
mod sparse;
mod split_mex;
mod values;

use super::heap::{Code, HeapGame, HeapRule, TakeBreak};
use super::periodicity;
use crate::control::{Control, Stop};
use crate::numeric::Nimber;
use sparse::Sparse;
use std::ops::ControlFlow;
use values::Values;

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
            (HeapGame::Code(code), _) => plain_sequence(code, n),
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
/// them. The only state that is not rebuilt is the length of the sparse
/// method's next block, which decides how many positions it guesses at
/// once and never what it finds: a resumed run gives exactly the values of
/// an uninterrupted one.
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
    g: Values,
    engine: Engine,
    /// The period certified by the periodicity theorem, once it is: from
    /// then on values are copied from one period back.
    period: Option<usize>,
    /// The length at which certification is tried next.
    next_certify: usize,
}

/// The method's own state for each family of heap games.
enum Engine {
    /// The splitting game's growing set of the values `G(a) xor G(b)` of
    /// the pairs `a <= b` below the current heap, and its mex.
    SplitSmaller { reached: Vec<bool>, mex: u32 },
    /// Codes whose moves leave at most two heaps, and Grundy's game: the
    /// rare/common method (with its own plain mex for the warm-up).
    Sparse(Box<Sparse>),
    /// Other codes: the dense mex.
    Dense(Box<Dense>),
    /// CGSuite's generalised codes: the plain mex, option by option.
    Plain(Marks),
    /// Nothing: the period is certified.
    Done,
}

/// The rare/common classes of the sparse method: heap `x` is rare when
/// `parity(G(x) & mask) xor sigma·(x mod 2) = c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RarePositions {
    /// The bit mask of the values.
    pub mask: u32,
    /// Whether the heap's parity enters the class (0 or 1).
    pub sigma: u32,
    /// The class of the rare positions (0 or 1).
    pub c: u32,
    /// How many positions `1..len` are rare.
    pub count: usize,
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
/// flag while a sequence is extended value by value.
const CHECK_EVERY: usize = 16;
/// How many values the sparse method's blocks compute between two looks
/// at the control (a few milliseconds of work).
const SPARSE_CHUNK: usize = 1024;
/// How many values are copied from a certified period between two looks
/// at the control.
const PERIOD_CHUNK: usize = 1 << 16;

impl SequenceRun {
    /// A run with no values yet.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let run = SequenceRun::new(&HeapGame::parse("0.6").unwrap());
    /// assert!(run.is_empty());
    /// ```
    pub fn new(game: &HeapGame) -> SequenceRun {
        let engine = match game {
            HeapGame::SplitSmaller => Engine::SplitSmaller {
                reached: Vec::new(),
                mex: 0,
            },
            HeapGame::Grundy => Engine::Sparse(Box::new(Sparse::new(&SplitMoves::grundys_game()))),
            HeapGame::TakeBreak(code) => match SplitMoves::of(code) {
                Some(moves) => Engine::Sparse(Box::new(Sparse::new(&moves))),
                None => Engine::Dense(Box::new(Dense::new(code))),
            },
            HeapGame::Code(_) => Engine::Plain(Marks::default()),
        };
        // The sparse method keeps its values narrow (and widens them only
        // past 2^16); the others read 32-bit values.
        let g = match engine {
            Engine::Sparse(_) => Values::narrow(),
            _ => Values::wide(),
        };
        SequenceRun {
            game: game.clone(),
            g,
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
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let kayles = HeapGame::parse("kayles").unwrap();
    /// assert_eq!(SequenceRun::resume(&kayles, &[0, 1, 2]).unwrap().len(), 3);
    /// // A heap of 3 has far fewer than 2^40 options.
    /// assert!(SequenceRun::resume(&kayles, &[0, 1, 2, 1 << 40]).is_err());
    /// ```
    pub fn resume(game: &HeapGame, values: &[u64]) -> Result<SequenceRun, ResumeError> {
        let mut run = SequenceRun::new(game);
        run.reserve(values.len());
        run.push_saved(values.iter().copied())?;
        Ok(run)
    }

    /// Appends saved values `G(len), G(len + 1), …` (as read from a
    /// checkpoint, a piece at a time), rebuilding the method's state as
    /// [`SequenceRun::resume`] does; a value that cannot be the game's is
    /// refused, and the values before it are kept.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::{Method, SequenceRun};
    /// let grundy = HeapGame::parse("grundy").unwrap();
    /// let all = grundy.values(3000, Method::Auto);
    /// let mut run = SequenceRun::new(&grundy);
    /// run.push_saved(all[..1000].iter().copied()).unwrap();
    /// run.push_saved(all[1000..2000].iter().copied()).unwrap();
    /// run.extend_to(3000, &Control::unlimited()).unwrap();
    /// assert_eq!(run.values(), all);
    /// // G(3001) of Grundy's game cannot be 2^40.
    /// assert!(run.push_saved([1 << 40]).is_err());
    /// ```
    pub fn push_saved(&mut self, values: impl IntoIterator<Item = u64>) -> Result<(), ResumeError> {
        for value in values {
            let heap = self.g.len();
            let v = u32::try_from(value)
                .ok()
                .filter(|&v| (v as u128) <= max_options(&self.game, heap))
                .ok_or(ResumeError::Impossible { heap, value })?;
            self.push(v);
        }
        Ok(())
    }

    /// The number of values computed: `G(0..len)`.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let mut run = SequenceRun::new(&HeapGame::parse("grundy").unwrap());
    /// run.extend_to(9, &Control::unlimited()).unwrap();
    /// assert_eq!(run.len(), 10);
    /// ```
    pub fn len(&self) -> usize {
        self.g.len()
    }

    /// True when no value is computed yet.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// assert!(SequenceRun::new(&HeapGame::parse("grundy").unwrap()).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.g.len() == 0
    }

    /// The values computed so far, `G(0..len)`.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let mut run = SequenceRun::new(&HeapGame::parse("grundy").unwrap());
    /// run.extend_to(8, &Control::unlimited()).unwrap();
    /// // Grundy's game (OEIS A002188).
    /// assert_eq!(run.values(), [0, 0, 0, 1, 0, 2, 1, 0, 2]);
    /// ```
    pub fn values(&self) -> Vec<u64> {
        self.values_in(0..self.g.len()).collect()
    }

    /// Makes room for the values up to `G(n)` at once, so that a long run
    /// holds them in exactly as much memory as they need (instead of up to
    /// twice that as its stores double).
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let grundy = HeapGame::parse("grundy").unwrap();
    /// let mut run = SequenceRun::new(&grundy);
    /// run.reserve(5000);
    /// run.extend_to(5000, &Control::unlimited()).unwrap();
    /// assert_eq!(run.values(), grundy.values(5000, conway::impartial::sequence::Method::Auto));
    /// ```
    /// If the memory cannot be had now, the stores grow as they need.
    pub fn reserve(&mut self, n: usize) {
        self.g.reserve_total(n + 1);
    }

    /// The values `G(i)` for `i` in `range` (within `0..len`), without
    /// copying the rest: for streaming a long sequence out.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let mut run = SequenceRun::new(&HeapGame::parse("grundy").unwrap());
    /// run.extend_to(8, &Control::unlimited()).unwrap();
    /// assert_eq!(run.values_in(5..9).collect::<Vec<_>>(), [2, 1, 0, 2]);
    /// ```
    pub fn values_in(&self, range: std::ops::Range<usize>) -> impl Iterator<Item = u64> + '_ {
        let g = &self.g;
        assert!(
            range.end <= g.len(),
            "values up to {} of {}",
            range.end,
            g.len()
        );
        range.map(move |x| u64::from(g.get(x)))
    }

    /// The rare/common classes the run's method uses now, with the number
    /// of rare positions among the values so far; `None` for games the
    /// method does not run on (or once a period is certified).
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let mut run = SequenceRun::new(&HeapGame::parse("grundy").unwrap());
    /// run.extend_to(10_000, &Control::unlimited()).unwrap();
    /// let rare = run.rare_positions().unwrap();
    /// // Flammenkamp's sparse set of Grundy's game: G(n) with an even
    /// // number of ones apart from the lowest bit (mask ...1110; here,
    /// // with every value below 128, 0b1111110).
    /// assert_eq!((rare.mask, rare.sigma, rare.c), (0b111_1110, 0, 0));
    /// let g = run.values();
    /// let parity = |v: u64| (v & u64::from(rare.mask)).count_ones() % 2;
    /// let count = (1..g.len()).filter(|&n| parity(g[n]) == rare.c).count();
    /// assert_eq!(rare.count, count);
    /// ```
    pub fn rare_positions(&self) -> Option<RarePositions> {
        match &self.engine {
            Engine::Sparse(s) => Some(s.rare_positions()),
            _ => None,
        }
    }

    /// The game.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let kayles = HeapGame::parse("0.77").unwrap();
    /// assert_eq!(SequenceRun::new(&kayles).game(), &kayles);
    /// ```
    pub fn game(&self) -> &HeapGame {
        &self.game
    }

    /// Computes values until `G(0..=n)` are known, one tick of `control`
    /// per value; on a stop the values computed so far are kept (and the
    /// run may be extended again, or saved and resumed). Exactly the
    /// values the control granted a tick are computed, so a budget of `k`
    /// positions leaves `k` values.
    ///
    /// ```
    /// use conway::control::{Control, Stop};
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let mut run = SequenceRun::new(&HeapGame::parse("0.6").unwrap());
    /// let budget = Control::new(Some(3000), None);
    /// assert_eq!(run.extend_to(10_000, &budget), Err(Stop::Positions(3000)));
    /// assert_eq!(run.len(), 3000);
    /// ```
    pub fn extend_to(&mut self, n: usize, control: &Control) -> Result<(), Stop> {
        // On a worker of the thread pool, so that the methods' parallel
        // parts fork from there: forking from outside the pool hands every
        // part to a worker and back (two thread wake-ups per value).
        crate::control::workers::install(|| self.extend_in_pool(n, control))
    }

    /// The period the periodicity theorem has certified, once it has
    /// (the run then copies values from one period back).
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let mut run = SequenceRun::new(&HeapGame::parse("0.77").unwrap());
    /// assert_eq!(run.certified_period(), None);
    /// run.extend_to(1000, &Control::unlimited()).unwrap();
    /// assert_eq!(run.certified_period(), Some(12)); // Kayles (Winning Ways, ch. 4)
    /// ```
    pub fn certified_period(&self) -> Option<usize> {
        self.period
    }

    /// Computes values until the period is certified or `G(0..=n)` are
    /// known, whichever comes first, under `control` (as
    /// [`extend_to`](Self::extend_to): on a stop the values computed are
    /// kept). The run grows in steps that double its length, so it stops
    /// within a factor of two past the length at which the certificate
    /// was found — what a census of many codes wants, where most are
    /// certified early and a few run to `n`.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let mut run = SequenceRun::new(&HeapGame::parse("0.156").unwrap());
    /// run.extend_until_certified(1 << 20, &Control::unlimited()).unwrap();
    /// assert_eq!(run.certified_period(), Some(349)); // Kenyon, 1967
    /// assert!(run.len() < 1 << 15);
    /// ```
    pub fn extend_until_certified(&mut self, n: usize, control: &Control) -> Result<(), Stop> {
        while self.len() <= n && self.period.is_none() {
            let step = (2 * self.len()).max(WARM_UP).min(n);
            self.extend_to(step, control)?;
        }
        Ok(())
    }

    /// [`SequenceRun::extend_to`], run on a worker of the thread pool.
    fn extend_in_pool(&mut self, n: usize, control: &Control) -> Result<(), Stop> {
        while self.g.len() <= n {
            let len = self.g.len();
            let chunk = match &self.engine {
                _ if self.period.is_some() => PERIOD_CHUNK,
                Engine::Sparse(s) if s.uses_blocks(&self.g) => SPARSE_CHUNK,
                _ => 1,
            };
            if chunk == 1 {
                control.tick()?;
                if len % CHECK_EVERY == 0 {
                    control.check()?;
                }
                self.step(control)?;
                continue;
            }
            // A chunk of values copied from the period or computed by the
            // blocks, ending where the period is next tried, so that
            // certification happens at the same lengths however the run is
            // cut.
            control.check()?;
            let mut end = (n + 1).min(len + chunk);
            if self.period.is_none() {
                end = end.min(self.next_certify.max(len + 1));
            }
            let (grant, stop) = control.grant((end - len) as u64);
            // The position budget grants exactly what is left of it; a
            // stop by the clock or Ctrl-C is seen once the chunk is done.
            let granted = len + grant as usize;
            match (self.period, &mut self.engine) {
                (Some(p), _) => {
                    while self.g.len() < granted {
                        let from = self.g.len() - p;
                        let take = p.min(granted - self.g.len());
                        self.g.extend_from_within(from..from + take);
                    }
                }
                (None, Engine::Sparse(s)) => {
                    s.extend(&mut self.g, granted);
                    self.try_certify();
                }
                (None, _) => unreachable!("only the blocks and the period go by chunks"),
            }
            stop?;
        }
        Ok(())
    }

    /// Computes the next value alone. Only a generalised code's value,
    /// which may have very many options, looks at the control midway (and
    /// then leaves the run as it was).
    fn step(&mut self, control: &Control) -> Result<(), Stop> {
        let n = self.g.len();
        if let Some(p) = self.period {
            let v = self.g.get(n - p);
            self.g.push(v);
            return Ok(());
        }
        match &mut self.engine {
            Engine::SplitSmaller { mex, .. } => {
                let v = *mex;
                self.push(v);
            }
            Engine::Sparse(s) => {
                s.extend(&mut self.g, n + 1);
                self.try_certify();
            }
            Engine::Dense(d) => {
                let v = d.next(wide(&self.g));
                self.push(v);
            }
            Engine::Plain(seen) => {
                let HeapGame::Code(code) = &self.game else {
                    unreachable!("the plain engine runs generalised codes")
                };
                let v = plain_code_value(code, wide(&self.g), seen, control)?;
                self.push(v);
            }
            Engine::Done => unreachable!("a run without an engine has a period"),
        }
        Ok(())
    }

    /// Appends `v = G(len)` (known from elsewhere) and updates the
    /// derived state.
    fn push(&mut self, v: u32) {
        if self.period.is_some() {
            self.g.push(v);
            return;
        }
        match &mut self.engine {
            Engine::SplitSmaller { reached, mex } => {
                self.g.push(v);
                // Pairs (a, m) for a <= m become available from heap m + 1 on.
                let m = self.g.len() - 1;
                let g = wide(&self.g);
                for a in 0..=m {
                    let x = (g[a] ^ g[m]) as usize;
                    if x >= reached.len() {
                        reached.resize((x + 1).next_power_of_two(), false);
                    }
                    reached[x] = true;
                }
                while reached.get(*mex as usize).copied().unwrap_or(false) {
                    *mex += 1;
                }
            }
            Engine::Sparse(s) => s.push(&mut self.g, v),
            Engine::Dense(_) | Engine::Plain(_) | Engine::Done => self.g.push(v),
        }
        self.try_certify();
    }

    /// At lengths 256, 512, 1024, …: whether the periodicity theorem now
    /// certifies the values of a finite code, after which the rest is
    /// copied from the period.
    fn try_certify(&mut self) {
        if self.period.is_some() || self.g.len() < self.next_certify {
            return;
        }
        self.next_certify = self.g.len() * 2;
        if let HeapGame::TakeBreak(code) = &self.game {
            if code.is_finite() {
                let wide = self.values();
                if let Some(c) = periodicity::certify_take_break(code, &wide) {
                    self.period = Some(c.period);
                    // The engine's state is no longer needed.
                    self.engine = Engine::Done;
                }
            }
        }
    }
}

/// The values of a run whose method reads them as 32-bit numbers (made
/// wide from the start, [`SequenceRun::new`]).
fn wide(g: &Values) -> &[u32] {
    g.as_wide()
        .expect("the dense and plain methods keep 32-bit values")
}

/// An upper bound on the number of options of a heap of `n` (so on
/// `G(n)`), for checking saved values.
fn max_options(game: &HeapGame, n: usize) -> u128 {
    let n = n as u128;
    match game {
        // Pairs a <= b < n, and (0, 0).
        HeapGame::SplitSmaller => n * (n + 1) / 2 + 1,
        // Any number of heaps: no useful bound.
        HeapGame::Code(_) => u128::MAX,
        // At most n choices of amount, times up to n^2 ways to split.
        _ => (n + 1) * (n + 1) * (n + 1),
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

/// How many options of one heap pass between two looks at the control.
const OPTIONS_BETWEEN_CHECKS: u64 = 1 << 14;

/// `G(g.len())` for a generalised code, by the plain mex, looking at the
/// control every [`OPTIONS_BETWEEN_CHECKS`] options.
fn plain_code_value(
    code: &Code,
    g: &[u32],
    seen: &mut Marks,
    control: &Control,
) -> Result<u32, Stop> {
    seen.clear();
    let mut visited = 0u64;
    let mut stopped = None;
    let _ = code.try_for_each_option(g.len(), &mut |heaps| {
        visited += 1;
        if visited % OPTIONS_BETWEEN_CHECKS == 0 {
            if let Err(stop) = control.check() {
                stopped = Some(stop);
                return ControlFlow::Break(());
            }
        }
        seen.mark(heaps.iter().fold(0, |acc, &h| acc ^ g[h]) as usize);
        ControlFlow::Continue(())
    });
    match stopped {
        Some(stop) => Err(stop),
        None => Ok(narrow(seen.mex_from(0))),
    }
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

    /// How far back a heap's value reads: `G(n)` depends on `G(n − j)`
    /// for no `j` below this (a removal of `k` leaving one heap reads
    /// `n − k`; a split after removing `k` reads at most `n − k − 1`).
    fn reach(&self) -> usize {
        let removals = self
            .removals
            .iter()
            .filter(|&&(k, bits)| bits & 2 != 0 && k >= 1)
            .map(|&(k, _)| k);
        let splits = self.splits.iter().map(|&k| k + 1);
        removals.chain(splits).min().unwrap_or(usize::MAX)
    }

    /// Whether all splits remove numbers of the same parity (needed for
    /// σ = 1: then X is the same for every split).
    fn splits_share_parity(&self) -> bool {
        self.splits.iter().all(|&k| k % 2 == self.splits[0] % 2)
    }
}

fn sparse(moves: &SplitMoves, n: usize) -> Vec<u32> {
    let mut g = Values::narrow();
    g.reserve_total(n + 1);
    Sparse::new(moves).extend(&mut g, n + 1);
    (0..g.len()).map(|x| g.get(x)).collect()
}

/// The take-and-break code of `text` (tests of the sequence methods).
#[cfg(test)]
fn take_break(text: &str) -> TakeBreak {
    match HeapGame::parse(text).unwrap() {
        HeapGame::TakeBreak(code) => code,
        other => panic!("{other} is not a code"),
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
    fn how_far_back_a_value_reads() {
        // 0.04: take 2, leave two heaps (largest n − 3); 0.06 also leaves
        // one heap (n − 2); 0.6 takes 1 (n − 1); 0.14 takes a whole heap
        // of 1 (reads nothing) or 2 leaving two heaps.
        for (text, reach) in [
            ("0.04", 3),
            ("0.06", 2),
            ("0.6", 1),
            ("0.14", 3),
            ("0.16", 2),
        ] {
            let moves = SplitMoves::of(&take_break(text)).unwrap();
            assert_eq!(moves.reach(), reach, "{text}");
        }
        assert_eq!(SplitMoves::grundys_game().reach(), 1);
    }

    #[test]
    fn split_smaller_by_definition() {
        assert_eq!(
            super::super::heap::split_smaller_sequence(40),
            plain_sequence(&SplitSmaller, 40)
        );
    }
}
