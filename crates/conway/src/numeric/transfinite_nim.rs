//! Nim arithmetic on ordinals: the nim sum of any two ordinals below ε₀
//! (Cantor coefficients added bit by bit without carry), and the nim
//! product of ordinals below `ω^ω^ω` by Lenstra's method (H. W. Lenstra,
//! "On the algebraic closure of two", 1977, and "Nim multiplication", 1978;
//! Conway, ONAG ch. 6).
//!
//! Below `ω^ω^ω` every ordinal is a nim sum of `ω^e·c` with `e < ω^ω` and
//! `c` finite, and `ω^e·c` is the nim product of `c` and the generators
//! `ω^(ω^k·a)`. For the `k`-th odd prime `p` (`p = 3, 5, 7, …` for `k = 0,
//! 1, 2, …`) write `a` in base `p`: the generator `κ_{p^(n+1)} = ω^(ω^k·p^n)`
//! has `κ_{p^(n+1)}^p = κ_{p^n}` for `n ≥ 1`, and `κ_p^p = α_p`, Lenstra's
//! constant: the nim sum of `κ_q` over the prime powers `q` of the set
//! `Q(p)` plus the finite excess `m_p`. The table of `Q(p)` and `m_p` for
//! the primes up to 257 is Lenstra's (as CGSuite tabulates it); beyond it,
//! and from `ω^ω^ω` on, the product is out of range, as in CGSuite.

use super::{GeneralizedOrdinal, Integer, Nimber};
use std::collections::BTreeMap;

/// Why a nim operation has no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NimError {
    /// An operand is not an ordinal (`ω - 1`).
    #[error("nim arithmetic applies only to ordinals")]
    NotOrdinal,
    /// An operand is `ω^ω^ω` or more (or beyond Lenstra's table), or has a
    /// finite coefficient beyond 2^64.
    #[error(
        "out of range: nim products are known below ω^ω^ω (Lenstra's table to the prime 257, ω^ω^53), with finite coefficients below 2^64"
    )]
    OutOfRange,
    /// The product has more terms than [`MAX_TERMS`], or takes more than
    /// [`MAX_WORK`] products of terms.
    #[error(
        "too large: it would take more than {MAX_TERMS} terms or {MAX_WORK} products of terms"
    )]
    TooLarge,
}

/// The nimber `*a` as CGSuite writes it: `*5`, `*ω`, `*ω^ω`, `*(ω+1)`.
///
/// ```
/// use conway::numeric::{transfinite_nim::nimber_notation, GeneralizedOrdinal as G};
/// let w = G::omega();
/// assert_eq!(nimber_notation(&w), "*ω");
/// assert_eq!(nimber_notation(&(&w + &G::from(1))), "*(ω+1)");
/// ```
pub fn nimber_notation(a: &GeneralizedOrdinal) -> String {
    match a.is_simple() {
        true => format!("*{a}"),
        false => format!("*({a})"),
    }
}

/// The most terms a nim product may have.
pub const MAX_TERMS: usize = 1 << 12;

/// The most products of two terms one nim operation may take (about a
/// second of work).
pub const MAX_WORK: u64 = 4_000_000;

/// The primes to 257: the `k`-th odd prime belongs to `ω^ω^k`.
const PRIMES: [u64; 55] = [
    2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97,
    101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151, 157, 163, 167, 173, 179, 181, 191, 193,
    197, 199, 211, 223, 227, 229, 233, 239, 241, 251, 257,
];

/// Lenstra's excess `m_p` for each prime of [`PRIMES`].
const EXCESS: [u64; 55] = [
    0, 0, 0, 1, 1, 0, 0, 4, 1, 0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 0, 1, 0, 1, 0, 0, 1, 0,
    1, 0, 1, 0, 1, 4, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 0,
];

/// Lenstra's set `Q(p)` of prime powers for each prime of [`PRIMES`].
const Q_SETS: [&[u64]; 55] = [
    &[],
    &[2],
    &[4],
    &[3],
    &[5],
    &[4, 3],
    &[8],
    &[9],
    &[11],
    &[4, 7],
    &[5],
    &[4, 9],
    &[5],
    &[7],
    &[23],
    &[13],
    &[29],
    &[3, 5],
    &[3, 11],
    &[5, 7],
    &[9],
    &[13],
    &[41],
    &[11],
    &[16, 3],
    &[25],
    &[3, 17],
    &[53],
    &[4, 9],
    &[4, 7],
    &[7],
    &[5, 13],
    &[17],
    &[3, 23],
    &[37],
    &[3, 5],
    &[13],
    &[81],
    &[83],
    &[4, 43],
    &[89],
    &[9, 5],
    &[5, 19],
    &[32, 3],
    &[4, 49],
    &[9, 11],
    &[5, 7],
    &[37],
    &[113],
    &[19],
    &[29],
    &[7, 17],
    &[8, 3],
    &[25],
    &[16],
];

/// The number of generators `ω^ω^k` the table reaches (`k < VARIABLES`).
const VARIABLES: usize = PRIMES.len() - 1;

/// A monomial: the exponent `a_k` of each generator `ω^(ω^k·a_k)`,
/// without trailing zeros.
type Monomial = Vec<u64>;

/// A nim polynomial: finite (nimber) coefficients of monomials.
type Element = BTreeMap<Monomial, Nimber>;

/// The nim sum of two ordinals below ε₀: their Cantor coefficients added
/// bit by bit without carry.
///
/// ```
/// use conway::numeric::{transfinite_nim, GeneralizedOrdinal as G};
/// let w = G::omega();
/// let x = &(&w * &G::from(4)) + &G::from(11);
/// assert_eq!(transfinite_nim::nim_sum(&x, &(&w * &G::from(6))).unwrap().to_string(), "ω×2+11");
/// ```
pub fn nim_sum(
    a: &GeneralizedOrdinal,
    b: &GeneralizedOrdinal,
) -> Result<GeneralizedOrdinal, NimError> {
    if !a.is_ordinal() || !b.is_ordinal() {
        return Err(NimError::NotOrdinal);
    }
    let mut terms: BTreeMap<&GeneralizedOrdinal, num_bigint::BigInt> = BTreeMap::new();
    for (e, c) in a.terms().iter().chain(b.terms()) {
        let slot = terms.entry(e).or_default();
        *slot ^= c.to_bigint();
    }
    Ok(GeneralizedOrdinal::from_terms(
        terms
            .into_iter()
            .map(|(e, c)| (e.clone(), Integer::from(c)))
            .collect(),
    ))
}

/// The nim product of two ordinals below `ω^ω^ω`.
///
/// ```
/// use conway::numeric::{transfinite_nim, GeneralizedOrdinal as G};
/// let w = G::omega();
/// // ONAG ch. 6: ω is the cube root of 2 in nim arithmetic.
/// assert_eq!(transfinite_nim::nim_product(&w, &(&w * &w)).unwrap(), G::from(2));
/// ```
pub fn nim_product(
    a: &GeneralizedOrdinal,
    b: &GeneralizedOrdinal,
) -> Result<GeneralizedOrdinal, NimError> {
    let mut work = MAX_WORK;
    let product = multiply(&element(a)?, &element(b)?, &mut work)?;
    Ok(ordinal(&product))
}

/// `a` to the nim power `n` (`a ⊗ a ⊗ …`, `n` times; 1 when `n` is 0).
///
/// ```
/// use conway::numeric::{transfinite_nim, GeneralizedOrdinal as G};
/// let w = G::omega();
/// assert_eq!(transfinite_nim::nim_power(&w, 3).unwrap(), G::from(2));
/// ```
pub fn nim_power(a: &GeneralizedOrdinal, mut n: u64) -> Result<GeneralizedOrdinal, NimError> {
    let (mut result, mut square) = (constant(Nimber(1)), element(a)?);
    let mut work = MAX_WORK;
    while n > 0 {
        if n & 1 == 1 {
            result = multiply(&result, &square, &mut work)?;
        }
        n >>= 1;
        if n > 0 {
            square = multiply(&square, &square, &mut work)?;
        }
    }
    Ok(ordinal(&result))
}

fn constant(c: Nimber) -> Element {
    let mut e = Element::new();
    if c != Nimber::ZERO {
        e.insert(Vec::new(), c);
    }
    e
}

/// The nim polynomial of an ordinal below `ω^ω^ω`.
fn element(x: &GeneralizedOrdinal) -> Result<Element, NimError> {
    if !x.is_ordinal() {
        return Err(NimError::NotOrdinal);
    }
    let mut out = Element::new();
    for (e, c) in x.terms() {
        let c = c.to_u64().ok_or(NimError::OutOfRange)?;
        out.insert(monomial(e)?, Nimber(c));
    }
    Ok(out)
}

/// The exponents `a_k` of `ω^e` for `e = Σ ω^k·a_k < ω^ω`.
fn monomial(e: &GeneralizedOrdinal) -> Result<Monomial, NimError> {
    let mut m = Monomial::new();
    for (k, a) in e.terms() {
        let k = k
            .as_integer()
            .and_then(|k| k.to_u64())
            .ok_or(NimError::OutOfRange)?;
        let k = usize::try_from(k)
            .ok()
            .filter(|&k| k < VARIABLES)
            .ok_or(NimError::OutOfRange)?;
        if m.len() <= k {
            m.resize(k + 1, 0);
        }
        m[k] = a.to_u64().ok_or(NimError::OutOfRange)?;
    }
    Ok(m)
}

/// The ordinal of a nim polynomial.
fn ordinal(x: &Element) -> GeneralizedOrdinal {
    let terms = x
        .iter()
        .map(|(m, c)| {
            let exponent = GeneralizedOrdinal::from_terms(
                m.iter()
                    .enumerate()
                    .filter(|(_, a)| **a > 0)
                    .map(|(k, a)| (GeneralizedOrdinal::from(k as i64), Integer::from(*a)))
                    .collect(),
            );
            (exponent, Integer::from(c.0))
        })
        .collect();
    GeneralizedOrdinal::from_terms(terms)
}

/// `x ⊗ y`, each product of two terms taken from `work`.
fn multiply(x: &Element, y: &Element, work: &mut u64) -> Result<Element, NimError> {
    let mut out = Element::new();
    for (m, c) in x {
        for (n, d) in y {
            *work = work.checked_sub(1).ok_or(NimError::TooLarge)?;
            let product = monomial_product(m, n, work)?;
            for (r, e) in product {
                add_term(&mut out, r, e * *c * *d);
            }
            if out.len() > MAX_TERMS {
                return Err(NimError::TooLarge);
            }
        }
    }
    Ok(out)
}

fn add_term(out: &mut Element, m: Monomial, c: Nimber) {
    let slot = out.entry(m.clone()).or_insert(Nimber::ZERO);
    *slot ^= c;
    if *slot == Nimber::ZERO {
        out.remove(&m);
    }
}

/// The product of two monomials: the exponents added digit by digit in
/// base `p`, a carry out of digit `n ≥ 1` going to digit `n - 1`
/// (`κ_{p^(n+1)}^p = κ_{p^n}`) and one out of digit 0 multiplying by `α_p`.
fn monomial_product(m: &Monomial, n: &Monomial, work: &mut u64) -> Result<Element, NimError> {
    let len = m.len().max(n.len());
    let mut exponents = vec![0; len];
    let mut overflows = Vec::new();
    for k in 0..len {
        let p = PRIMES[k + 1];
        let (a, b) = (
            m.get(k).copied().unwrap_or(0),
            n.get(k).copied().unwrap_or(0),
        );
        let (sum, overflow) = add_base_p(a, b, p).ok_or(NimError::OutOfRange)?;
        exponents[k] = sum;
        if overflow {
            overflows.push(k);
        }
    }
    while exponents.last() == Some(&0) {
        exponents.pop();
    }
    let mut result = Element::new();
    result.insert(exponents, Nimber(1));
    for &k in overflows.iter().rev() {
        result = multiply(&result, &alpha(k + 1), work)?;
    }
    Ok(result)
}

/// `a + b` digit by digit in base `p` with carries running down; the
/// second value says whether a carry left digit 0.
fn add_base_p(a: u64, b: u64, p: u64) -> Option<(u64, bool)> {
    let digits = |mut x: u64| {
        let mut d = Vec::new();
        while x > 0 {
            d.push(x % p);
            x /= p;
        }
        d
    };
    let (da, db) = (digits(a), digits(b));
    let len = da.len().max(db.len());
    let mut out = vec![0; len];
    let mut carry = 0;
    for i in (0..len).rev() {
        let s = da.get(i).copied().unwrap_or(0) + db.get(i).copied().unwrap_or(0) + carry;
        (out[i], carry) = if s >= p { (s - p, 1) } else { (s, 0) };
    }
    let mut value: u64 = 0;
    for d in out.iter().rev() {
        value = value.checked_mul(p)?.checked_add(*d)?;
    }
    Some((value, carry == 1))
}

/// `κ_q` for a prime power `q`: `2^(2^(n-1))` for `q = 2^n`, and
/// `ω^(ω^k·r^(n-1))` for `q = r^n`, `r` the `k`-th odd prime.
fn kappa(q: u64) -> Element {
    if q.is_power_of_two() {
        return constant(Nimber(1 << (1u64 << (q.trailing_zeros() - 1))));
    }
    let (k, r) = PRIMES[1..]
        .iter()
        .enumerate()
        .find(|(_, r)| q % **r == 0)
        .expect("the table's prime powers have a prime in the table");
    let mut m = vec![0; k + 1];
    m[k] = q / r;
    let mut e = Element::new();
    e.insert(m, Nimber(1));
    e
}

/// Lenstra's `α_p = κ_p^p` for the prime of index `i` in [`PRIMES`].
fn alpha(i: usize) -> Element {
    let mut e = constant(Nimber(EXCESS[i]));
    for &q in Q_SETS[i] {
        for (m, c) in kappa(q) {
            add_term(&mut e, m, c);
        }
    }
    e
}
