//! Powers of up: `↑ⁿ` ("up-nth") and `↑^{→n} = ↑ + ↑² + … + ↑ⁿ`, and the
//! values CGSuite prints with them.
//!
//! The definitions are CGSuite's (`CanonicalShortGameOps.pow` and `powTo`
//! in its source): with `↑ = {0 | *}`,
//!
//! * `↑^{→0} = 0` and `↑^{→n} = {↑^{→(n-1)} | *}`;
//! * `↑ⁿ = {0 | * - ↑^{→(n-1)}}`, so `↑¹ = ↑` and `↑² = {0 | ↓*}`.
//!
//! An *uptimal* is `x + d₁·↑ + d₂·↑² + … + dₙ·↑ⁿ + *m`. CGSuite prints two
//! kinds of them in a notation of their own (`Uptimal.appendTo` in its
//! source), and so do we: a single `±↑ⁿ` as `^<n>` / `v<n>`, and
//! `±(↑ + … + ↑ⁿ) = ±↑^{→n}` as `^[n]` / `v[n]`, after the number part and
//! before the star: `1/2^<3>*`, `v[4]*2`. The tests check
//! `↑^{→n} = ↑ + ↑² + … + ↑ⁿ` by plain sums.
//!
//! [`recognize`] finds those values among canonical forms. It proposes a
//! shape from the options (the canonical forms, found by computing them,
//! are `↑ⁿ + *m = {0, *, …, *m | -(↑^{→(n-1)} + *(m xor 1))}`,
//! `↑^{→n} + *m = {↑^{→(n-1)} + *m | *(m xor 1)}` for `m ≠ 1` and
//! `↑^{→n}* = {0, ↑^{→(n-1)}* | 0}`, all translated by the number part),
//! then confirms it by building the value and comparing handles, so a wrong
//! proposal can only cost a missed recognition, never a wrong answer.

use super::game::Game;
use super::memo::Memo;
use super::order::stops;
use crate::numeric::{Dyadic, Integer};
use parking_lot::Mutex;
use std::sync::LazyLock;

/// The largest `n` for which `↑ⁿ` and `↑^{→n}` are built from notation
/// (`^<n>`, `^[n]`); building them takes time and table space linear in `n`.
/// Values beyond it are printed in braces instead.
pub const MAX_UP_POWER: u64 = 10_000;

/// Which power of up.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum UpPower {
    /// `↑ⁿ`, printed `^<n>`.
    Nth,
    /// `↑^{→n} = ↑ + ↑² + … + ↑ⁿ`, printed `^[n]`.
    ToNth,
}

/// `x ± P + *m` for a power `P` of up with `n ≥ 2`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Uptimal {
    pub number: Dyadic,
    pub positive: bool,
    pub power: UpPower,
    pub n: u64,
    pub nimber: u64,
}

impl Uptimal {}

/// `↑ⁿ` and `↑^{→n}` for `n = 0, 1, 2, …`, extended on demand.
struct Powers {
    nth: Vec<Game>,
    to_nth: Vec<Game>,
}

static POWERS: LazyLock<Mutex<Powers>> = LazyLock::new(|| {
    let star = Game::nimber(1);
    Mutex::new(Powers {
        // ↑⁰ = -* = * by CGSuite's definition; it is never asked for.
        nth: vec![star],
        to_nth: vec![Game::ZERO],
    })
});

/// `↑ⁿ` or `↑^{→n}`, built iteratively (and kept) up to `n`.
pub(crate) fn power(kind: UpPower, n: u64) -> Game {
    let n = usize::try_from(n).expect("powers of up are bounded by MAX_UP_POWER");
    let mut p = POWERS.lock();
    let star = Game::nimber(1);
    while p.to_nth.len() <= n {
        let below = *p.to_nth.last().expect("starts with ↑^{→0}");
        p.nth.push(Game::new(&[Game::ZERO], &[star - below]));
        p.to_nth.push(Game::new(&[below], &[star]));
    }
    match kind {
        UpPower::Nth => p.nth[n],
        UpPower::ToNth => p.to_nth[n],
    }
}

impl Uptimal {
    /// The value this describes.
    pub fn value(&self) -> Game {
        let p = power(self.power, self.n);
        let p = if self.positive { p } else { -p };
        Game::dyadic(self.number.clone()) + p + Game::nimber(self.nimber)
    }
}

static RECOGNIZED: LazyLock<Memo<Game, Option<Uptimal>>> = LazyLock::new(Memo::new);

/// The shape `x ± P + *m` of `g` with `n ≥ 1`, when it has one. For `n = 1`
/// both powers are `↑`; [`matches`] accepts either.
fn shape(g: Game) -> Option<Uptimal> {
    if let Some((x, ups, m)) = g.as_number_up_star() {
        return (ups.abs() == Integer::ONE).then(|| Uptimal {
            number: x.clone(),
            positive: ups.signum() > 0,
            power: UpPower::Nth,
            n: 1,
            nimber: m.0,
        });
    }
    recognize(g)
}

fn matches(u: &Uptimal, x: &Dyadic, positive: bool, power: UpPower) -> bool {
    &u.number == x && u.positive == positive && (u.n == 1 || u.power == power)
}

/// Proposals for `g = x + P + *m` with `P` a positive power of up, read off
/// the options (at most one of each power).
fn propose_positive(g: Game, x: &Dyadic) -> Vec<Uptimal> {
    let mut proposals = Vec::new();
    // ↑ⁿ + *m: one Right option, x - ↑^{→(n-1)} + *(m xor 1).
    if let [r] = g.right_options()[..] {
        if let Some(u) = shape(r) {
            if matches(&u, x, false, UpPower::ToNth) && u.n < MAX_UP_POWER {
                proposals.push(Uptimal {
                    number: x.clone(),
                    positive: true,
                    power: UpPower::Nth,
                    n: u.n + 1,
                    nimber: u.nimber ^ 1,
                });
            }
        }
    }
    // ↑^{→n} + *m: one Left option that is not a number,
    // x + ↑^{→(n-1)} + *m.
    let left = g.left_options();
    let mut non_numbers = left.iter().filter(|g| !g.is_number());
    if let (Some(&l), None) = (non_numbers.next(), non_numbers.next()) {
        if let Some(u) = shape(l) {
            if matches(&u, x, true, UpPower::ToNth) && u.n < MAX_UP_POWER {
                proposals.push(Uptimal {
                    number: x.clone(),
                    positive: true,
                    power: UpPower::ToNth,
                    n: u.n + 1,
                    nimber: u.nimber,
                });
            }
        }
    }
    proposals
}

/// If `g` (not a number-up-star) is `x ± ↑ⁿ + *m` or `x ± ↑^{→n} + *m` with
/// `2 ≤ n ≤ MAX_UP_POWER`, that description.
pub(crate) fn recognize(g: Game) -> Option<Uptimal> {
    if g.is_number_up_star() {
        return None;
    }
    let (l, r) = stops(g);
    if l != r {
        return None;
    }
    RECOGNIZED.get_or(g, || {
        let positive = propose_positive(g, l);
        let negative = propose_positive(-g, &-l).into_iter().map(|u| Uptimal {
            number: l.clone(),
            positive: false,
            ..u
        });
        positive
            .into_iter()
            .chain(negative)
            .find(|u| u.value() == g)
    })
}

impl Game {
    /// `↑ⁿ` ("up-nth"): `↑¹ = ↑`, `↑² = {0 | ↓*}`, and
    /// `↑ⁿ = {0 | * - ↑^{→(n-1)}}` (CGSuite's `Pow`). Notation `^<n>`.
    ///
    /// Returns `None` for `n = 0` or `n > MAX_UP_POWER`.
    ///
    /// ```
    /// use conway::value::Game;
    /// let up2 = Game::up_nth(2).unwrap();
    /// assert_eq!(up2, Game::new(&[Game::ZERO], &[Game::up(-1) + Game::nimber(1)]));
    /// assert_eq!(up2.to_string(), "^<2>");
    /// assert!(Game::ZERO < up2 && up2 < Game::up(1));
    /// ```
    pub fn up_nth(n: u64) -> Option<Game> {
        (1..=MAX_UP_POWER)
            .contains(&n)
            .then(|| power(UpPower::Nth, n))
    }

    /// `↑^{→n} = ↑ + ↑² + … + ↑ⁿ` ("up-to-the-n"), built as
    /// `{↑^{→(n-1)} | *}` (CGSuite's `PowTo`). Notation `^[n]`.
    ///
    /// Returns `None` for `n = 0` or `n > MAX_UP_POWER`.
    ///
    /// ```
    /// use conway::value::Game;
    /// let g = Game::up_to_nth(3).unwrap();
    /// let sum: Game = (1..=3).map(|i| Game::up_nth(i).unwrap()).sum();
    /// assert_eq!(g, sum);
    /// assert_eq!(g.to_string(), "^[3]");
    /// ```
    pub fn up_to_nth(n: u64) -> Option<Game> {
        (1..=MAX_UP_POWER)
            .contains(&n)
            .then(|| power(UpPower::ToNth, n))
    }
}
