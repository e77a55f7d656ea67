//! Numbers, ups and stars: the values `x + n·↑ + *m` that have closed forms.
//!
//! These values are stored by their three parts (see [`table`](super::table))
//! and everything about them is computed by formula:
//!
//! * canonical forms (Siegel, *Combinatorial Game Theory*, II.1 and II.4;
//!   *Lessons in Play* ch. 5): an integer `k > 0` is `{k-1 | }`; a dyadic
//!   `a/2^e` (odd `a`) is `{(a-1)/2^e | (a+1)/2^e}`; `x + *m` is
//!   `{x, x+*1, …, x+*(m-1) | same}`; for `n ≥ 1`,
//!   `x + n·↑ + *m = {x | x + (n-1)·↑ + *(m xor 1)}`, except
//!   `x + ↑* = {x, x* | x}`; negative multiples of up by symmetry.
//! * sums: parts add (nimbers by xor);
//! * sign: `x + n·↑ + *m > 0` iff `x > 0`, or `x = 0` and either `n ≥ 2`, or
//!   `n = 1` and `m ≠ 1`.
//!
//! [`recognize`] runs the canonical-form rules backwards, so a form built
//! from options that happens to be a number-up-star gets the same handle as
//! the one built from its parts.

use super::table::{intern_nus, node, Node, Nus};
use super::Game;
use crate::numeric::{Dyadic, Integer, Nimber};
use std::cmp::Ordering;

/// The handle of `x + n·↑ + *m`.
pub(crate) fn make(number: Dyadic, ups: Integer, nimber: Nimber) -> Game {
    intern_nus(Nus {
        number,
        ups,
        nimber,
    })
}

fn number(x: Dyadic) -> Game {
    make(x, Integer::ZERO, Nimber::ZERO)
}

/// The canonical options `(left, right)` of a number-up-star.
pub(crate) fn options(v: &Nus) -> (Vec<Game>, Vec<Game>) {
    let x = &v.number;
    if v.is_number() {
        return number_options(x);
    }
    if v.ups.is_zero() {
        // *n has n options: each counts as work, so that a watched
        // computation expanding a huge nimber stops at its limits.
        let opts: Vec<Game> = (0..v.nimber.0)
            .map(|k| {
                crate::control::work_point();
                make(x.clone(), Integer::ZERO, Nimber(k))
            })
            .collect();
        return (opts.clone(), opts);
    }
    let n = &v.ups;
    let m = v.nimber;
    // Expanding ↑n goes through n levels, one call each: count them.
    crate::control::work_point();
    let unit = Integer::from(n.signum());
    if n.abs() == Integer::ONE && m == Nimber(1) {
        // x + ↑* = {x, x* | x} and x + ↓* = {x | x, x*}.
        let both = vec![number(x.clone()), make(x.clone(), Integer::ZERO, Nimber(1))];
        let one = vec![number(x.clone())];
        return if n.signum() > 0 {
            (both, one)
        } else {
            (one, both)
        };
    }
    let plain = vec![number(x.clone())];
    let toward_zero = vec![make(x.clone(), n - &unit, m ^ Nimber(1))];
    if n.signum() > 0 {
        (plain, toward_zero)
    } else {
        (toward_zero, plain)
    }
}

fn number_options(x: &Dyadic) -> (Vec<Game>, Vec<Game>) {
    if x.is_integer() {
        let k = x.numerator();
        match k.signum() {
            0 => (vec![], vec![]),
            s if s > 0 => (vec![number(Dyadic::from(k - &Integer::ONE))], vec![]),
            _ => (vec![], vec![number(Dyadic::from(k + &Integer::ONE))]),
        }
    } else {
        let e = x.exponent();
        let a = x.numerator();
        (
            vec![number(Dyadic::new(a - &Integer::ONE, e))],
            vec![number(Dyadic::new(a + &Integer::ONE, e))],
        )
    }
}

/// Birthday of a number-up-star, by formula.
pub(crate) fn birthday(v: &Nus) -> Integer {
    let x = &v.number;
    let number_birthday = if x.is_integer() {
        x.numerator().abs()
    } else {
        // a/2^e is born on day floor(|x|) + 1 + e.
        x.abs().floor() + Integer::ONE + Integer::from(x.exponent())
    };
    let n = v.ups.abs();
    let m = v.nimber.0;
    let infinitesimal = if n.is_zero() {
        Integer::from(m)
    } else {
        // B(0, m) = m; B(1, 1) = 2; B(n, m) = 1 + B(n-1, m xor 1) otherwise,
        // so B(n, m) = (n - 1) + B(1, m') with m' = m xor ((n-1) mod 2).
        let m1 = if (&n - &Integer::ONE).is_odd() {
            m ^ 1
        } else {
            m
        };
        let b1 = if m1 == 1 {
            Integer::from(2)
        } else {
            Integer::from(m1 ^ 1) + Integer::ONE
        };
        &n - &Integer::ONE + b1
    };
    number_birthday + infinitesimal
}

/// True if `x + n·↑ + *m ≥ 0`.
pub(crate) fn is_nonnegative(v: &Nus) -> bool {
    match v.number.signum() {
        1 => true,
        -1 => false,
        _ => {
            let n = &v.ups;
            let m = v.nimber.0;
            if n.is_zero() {
                m == 0
            } else if *n == Integer::ONE {
                m != 1
            } else {
                n.signum() > 0
            }
        }
    }
}

/// The difference `a - b` of two number-up-stars.
pub(crate) fn difference(a: &Nus, b: &Nus) -> Nus {
    Nus {
        number: &a.number - &b.number,
        ups: &a.ups - &b.ups,
        nimber: a.nimber ^ b.nimber,
    }
}

/// The sum `a + b` of two number-up-stars.
pub(crate) fn sum(a: &Nus, b: &Nus) -> Nus {
    Nus {
        number: &a.number + &b.number,
        ups: &a.ups + &b.ups,
        nimber: a.nimber ^ b.nimber,
    }
}

/// `a ≤ b` for number-up-stars.
pub(crate) fn leq(a: &Nus, b: &Nus) -> bool {
    is_nonnegative(&difference(b, a))
}

fn as_nus(g: Game) -> Option<&'static Nus> {
    match node(g) {
        Node::Nus(n, _) => Some(&**n),
        Node::General(_) => None,
    }
}

/// If the canonical options `(left, right)` are those of a number-up-star,
/// that value. The options must be canonical (no dominated or reversible
/// options); the value must not be a number (numbers are caught earlier).
pub(crate) fn recognize(left: &[Game], right: &[Game]) -> Option<Nus> {
    let parts =
        |gs: &[Game]| -> Option<Vec<&'static Nus>> { gs.iter().map(|&g| as_nus(g)).collect() };
    let l = parts(left)?;
    let r = parts(right)?;
    let x = &l.first().or(r.first())?.number;
    if l.iter().chain(&r).any(|v| &v.number != x) {
        return None;
    }
    let is = |v: &Nus, n: i64, m: u64| v.ups == Integer::from(n) && v.nimber == Nimber(m);
    let nimber_run = |vs: &[&Nus]| -> bool {
        let mut ks: Vec<u64> = vs
            .iter()
            .filter(|v| v.ups.is_zero())
            .map(|v| v.nimber.0)
            .collect();
        ks.sort_unstable();
        ks.len() == vs.len() && ks.iter().enumerate().all(|(i, &k)| k == i as u64)
    };
    let found = |ups: Integer, nimber: u64| Nus {
        number: x.clone(),
        ups,
        nimber: Nimber(nimber),
    };
    // x + *m = {x, …, x+*(m-1) | same}.
    if left == right && nimber_run(&l) {
        return Some(found(Integer::ZERO, l.len() as u64));
    }
    match (l.len(), r.len()) {
        (2, 1) if nimber_run(&l) && is(r[0], 0, 0) => Some(found(Integer::ONE, 1)),
        (1, 2) if nimber_run(&r) && is(l[0], 0, 0) => Some(found(Integer::from(-1), 1)),
        (1, 1) if is(l[0], 0, 0) => {
            let v = r[0];
            (v.ups.signum() > 0 || (v.ups.is_zero() && v.nimber != Nimber::ZERO))
                .then(|| found(&v.ups + &Integer::ONE, v.nimber.0 ^ 1))
        }
        (1, 1) if is(r[0], 0, 0) => {
            let v = l[0];
            (v.ups.signum() < 0 || (v.ups.is_zero() && v.nimber != Nimber::ZERO))
                .then(|| found(&v.ups - &Integer::ONE, v.nimber.0 ^ 1))
        }
        _ => None,
    }
}

/// Compare two numbers, if both games are numbers.
pub(crate) fn number_cmp(a: Game, b: Game) -> Option<Ordering> {
    match (node(a), node(b)) {
        (Node::Nus(x, _), Node::Nus(y, _)) if x.is_number() && y.is_number() => {
            Some(x.number.cmp(&y.number))
        }
        _ => None,
    }
}
