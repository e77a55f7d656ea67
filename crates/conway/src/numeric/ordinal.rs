//! Generalized ordinals: the surreal numbers `ω^α₁·n₁ + ω^α₂·n₂ + …` with
//! ordinal exponents `α₁ > α₂ > …` below ε₀ (themselves in Cantor normal
//! form) and nonzero integer coefficients. With every coefficient positive
//! the value is an ordinal in Cantor normal form; `ω - 5` and `-ω` are
//! generalized ordinals that are not ordinals (CGSuite's `GeneralizedOrdinal`).
//!
//! Arithmetic is the surreal numbers' (Conway, ONAG ch. 1 and 3): sums and
//! products are commutative, and the exponents of a product add by the
//! natural (Hessenberg) sum, so `ω^19·9·ω` is `ω^20·9` (not the ordinal
//! product `ω^20`).

use super::Integer;
use std::cmp::Ordering;
use std::fmt;

/// A generalized ordinal `Σ ω^αᵢ·nᵢ`: exponents strictly decreasing
/// ordinals, coefficients nonzero integers.
///
/// ```
/// use conway::numeric::GeneralizedOrdinal;
/// let w = GeneralizedOrdinal::omega();
/// let five = GeneralizedOrdinal::from(5);
/// assert_eq!((&w - &five).to_string(), "ω-5");
/// assert_eq!((&w * &w).to_string(), "ω^2");
/// assert!(!(&w - &five).is_ordinal());
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Default)]
pub struct GeneralizedOrdinal {
    /// `(exponent, coefficient)`, exponents strictly decreasing.
    terms: Vec<(GeneralizedOrdinal, Integer)>,
}

impl GeneralizedOrdinal {
    /// `0`.
    pub fn zero() -> Self {
        Self::default()
    }

    /// `ω`, the least infinite ordinal.
    ///
    /// ```
    /// use conway::numeric::GeneralizedOrdinal;
    /// assert_eq!(GeneralizedOrdinal::omega().to_string(), "ω");
    /// ```
    pub fn omega() -> Self {
        Self::omega_power(Self::from(1))
    }

    /// `ω^exponent`; `None` unless the exponent is an ordinal.
    ///
    /// ```
    /// use conway::numeric::GeneralizedOrdinal;
    /// let w = GeneralizedOrdinal::omega();
    /// assert_eq!(GeneralizedOrdinal::try_omega_power(w).unwrap().to_string(), "ω^ω");
    /// ```
    pub fn try_omega_power(exponent: Self) -> Option<Self> {
        exponent.is_ordinal().then(|| Self::omega_power(exponent))
    }

    fn omega_power(exponent: Self) -> Self {
        Self {
            terms: vec![(exponent, Integer::from(1))],
        }
    }

    /// Builds a value from terms in any order, merging equal exponents.
    /// Every exponent must be an ordinal.
    pub fn from_terms(mut terms: Vec<(Self, Integer)>) -> Self {
        terms.sort_by(|a, b| b.0.cmp(&a.0));
        let mut out: Vec<(Self, Integer)> = Vec::with_capacity(terms.len());
        for (e, c) in terms {
            match out.last_mut() {
                Some(last) if last.0 == e => last.1 = &last.1 + &c,
                _ => out.push((e, c)),
            }
            if out.last().is_some_and(|t| t.1.is_zero()) {
                out.pop();
            }
        }
        Self { terms: out }
    }

    /// The terms `(exponent, coefficient)`, exponents decreasing.
    ///
    /// ```
    /// use conway::numeric::GeneralizedOrdinal;
    /// assert_eq!(GeneralizedOrdinal::from(7).terms().len(), 1);
    /// ```
    pub fn terms(&self) -> &[(Self, Integer)] {
        &self.terms
    }

    /// True when every coefficient is positive (0 included): an ordinal.
    ///
    /// ```
    /// use conway::numeric::GeneralizedOrdinal;
    /// assert!(GeneralizedOrdinal::omega().is_ordinal());
    /// assert!(!(-GeneralizedOrdinal::omega()).is_ordinal());
    /// ```
    pub fn is_ordinal(&self) -> bool {
        self.terms.iter().all(|(_, c)| c.signum() > 0)
    }

    /// The integer this is, if it is finite.
    ///
    /// ```
    /// use conway::numeric::{GeneralizedOrdinal, Integer};
    /// assert_eq!(GeneralizedOrdinal::from(3).as_integer(), Some(Integer::from(3)));
    /// assert_eq!(GeneralizedOrdinal::omega().as_integer(), None);
    /// ```
    pub fn as_integer(&self) -> Option<Integer> {
        match self.terms.as_slice() {
            [] => Some(Integer::from(0)),
            [(e, c)] if e.terms.is_empty() => Some(c.clone()),
            _ => None,
        }
    }

    /// -1, 0 or 1: the sign of the leading coefficient.
    ///
    /// ```
    /// use conway::numeric::GeneralizedOrdinal;
    /// assert_eq!((GeneralizedOrdinal::from(5) - GeneralizedOrdinal::omega()).signum(), -1);
    /// ```
    pub fn signum(&self) -> i32 {
        self.terms.first().map_or(0, |(_, c)| c.signum())
    }

    /// The absolute value.
    ///
    /// ```
    /// use conway::numeric::GeneralizedOrdinal;
    /// assert_eq!((-GeneralizedOrdinal::omega()).abs(), GeneralizedOrdinal::omega());
    /// ```
    pub fn abs(&self) -> Self {
        if self.signum() < 0 {
            -self
        } else {
            self.clone()
        }
    }

    /// The birthday as CGSuite gives it: `Σ ω^αᵢ·|nᵢ|` (`ω - 5` is born
    /// on day `ω + 5`).
    ///
    /// ```
    /// use conway::numeric::GeneralizedOrdinal;
    /// let x = GeneralizedOrdinal::omega() - GeneralizedOrdinal::from(5);
    /// assert_eq!(x.birthday().to_string(), "ω+5");
    /// ```
    pub fn birthday(&self) -> Self {
        Self {
            terms: self
                .terms
                .iter()
                .map(|(e, c)| (e.clone(), c.abs()))
                .collect(),
        }
    }

    /// The leading exponent and coefficient (`None` for 0).
    pub fn leading(&self) -> Option<&(Self, Integer)> {
        self.terms.first()
    }

    /// True if `ω^exponent` divides this monomially: exponent `e ≤ self`
    /// coefficient by coefficient (the natural difference exists).
    pub(crate) fn natural_difference(&self, other: &Self) -> Option<Self> {
        let d = self - other;
        d.is_ordinal().then_some(d)
    }

    /// The exact quotient `self / other` of generalized ordinals, when
    /// `other` divides `self` (long division by leading terms; at most
    /// `steps` terms of quotient). `None` when it does not divide, or
    /// when the division takes more steps.
    pub fn checked_div(&self, other: &Self, steps: usize) -> Option<Self> {
        let (le, lc) = other.leading()?;
        let mut rest = self.clone();
        let mut quotient = Vec::new();
        for _ in 0..steps {
            let Some((e, c)) = rest.leading().cloned() else {
                return Some(Self::from_terms(quotient));
            };
            let exponent = e.natural_difference(le)?;
            let (q, r) = (
                c.to_bigint() / lc.to_bigint(),
                c.to_bigint() % lc.to_bigint(),
            );
            if r != num_bigint::BigInt::from(0) {
                return None;
            }
            let term = Self {
                terms: vec![(exponent, Integer::from(q))],
            };
            rest = &rest - &(&term * other);
            quotient.extend(term.terms);
        }
        None
    }

    /// The gcd of the coefficients (0 for 0).
    pub(crate) fn content(&self) -> num_bigint::BigInt {
        use num_integer::Integer as _;
        self.terms
            .iter()
            .fold(num_bigint::BigInt::from(0), |g, (_, c)| {
                g.gcd(&c.to_bigint())
            })
    }

    /// Every coefficient divided exactly by `d`.
    pub(crate) fn divide_coefficients(&self, d: &num_bigint::BigInt) -> Self {
        Self {
            terms: self
                .terms
                .iter()
                .map(|(e, c)| (e.clone(), Integer::from(c.to_bigint() / d)))
                .collect(),
        }
    }

    /// `self^n` for a whole `n` (repeated surreal products).
    ///
    /// ```
    /// use conway::numeric::GeneralizedOrdinal;
    /// let x = GeneralizedOrdinal::omega() + GeneralizedOrdinal::from(1);
    /// assert_eq!(x.pow(2).to_string(), "ω^2+ω×2+1");
    /// ```
    pub fn pow(&self, mut n: u64) -> Self {
        let (mut result, mut square) = (Self::from(1), self.clone());
        while n > 0 {
            if n & 1 == 1 {
                result = &result * &square;
            }
            n >>= 1;
            if n > 0 {
                square = &square * &square;
            }
        }
        result
    }

    /// The number of terms, nested exponents included: a measure of size.
    pub fn size(&self) -> usize {
        self.terms.iter().map(|(e, _)| 1 + e.size()).sum()
    }

    /// Written bare after `ω^` or `*` (an integer, or `ω^α` alone).
    pub(crate) fn is_simple(&self) -> bool {
        match self.terms.as_slice() {
            [] => true,
            [(e, c)] => e.terms.is_empty() || *c == Integer::from(1),
            _ => false,
        }
    }
}

impl From<i64> for GeneralizedOrdinal {
    fn from(n: i64) -> Self {
        Self::from(Integer::from(n))
    }
}

impl From<Integer> for GeneralizedOrdinal {
    fn from(n: Integer) -> Self {
        if n.is_zero() {
            return Self::zero();
        }
        Self {
            terms: vec![(Self::zero(), n)],
        }
    }
}

impl Ord for GeneralizedOrdinal {
    fn cmp(&self, other: &Self) -> Ordering {
        for (a, b) in self.terms.iter().zip(&other.terms) {
            match a.0.cmp(&b.0) {
                Ordering::Equal => {}
                Ordering::Greater => return a.1.signum().cmp(&0),
                Ordering::Less => return 0.cmp(&b.1.signum()),
            }
            match a.1.cmp(&b.1) {
                Ordering::Equal => {}
                o => return o,
            }
        }
        let n = other.terms.len().min(self.terms.len());
        match (self.terms.get(n), other.terms.get(n)) {
            (Some(a), _) => a.1.signum().cmp(&0),
            (_, Some(b)) => 0.cmp(&b.1.signum()),
            _ => Ordering::Equal,
        }
    }
}

impl PartialOrd for GeneralizedOrdinal {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl std::ops::Neg for &GeneralizedOrdinal {
    type Output = GeneralizedOrdinal;
    fn neg(self) -> GeneralizedOrdinal {
        GeneralizedOrdinal {
            terms: self.terms.iter().map(|(e, c)| (e.clone(), -c)).collect(),
        }
    }
}

impl std::ops::Neg for GeneralizedOrdinal {
    type Output = GeneralizedOrdinal;
    fn neg(self) -> GeneralizedOrdinal {
        -&self
    }
}

impl std::ops::Add for &GeneralizedOrdinal {
    type Output = GeneralizedOrdinal;
    fn add(self, rhs: &GeneralizedOrdinal) -> GeneralizedOrdinal {
        GeneralizedOrdinal::from_terms(self.terms.iter().chain(&rhs.terms).cloned().collect())
    }
}

impl std::ops::Sub for &GeneralizedOrdinal {
    type Output = GeneralizedOrdinal;
    fn sub(self, rhs: &GeneralizedOrdinal) -> GeneralizedOrdinal {
        self + &-rhs
    }
}

impl std::ops::Mul for &GeneralizedOrdinal {
    type Output = GeneralizedOrdinal;
    fn mul(self, rhs: &GeneralizedOrdinal) -> GeneralizedOrdinal {
        let mut terms = Vec::with_capacity(self.terms.len() * rhs.terms.len());
        for (e, c) in &self.terms {
            for (f, d) in &rhs.terms {
                terms.push((e + f, c * d));
            }
        }
        GeneralizedOrdinal::from_terms(terms)
    }
}

macro_rules! owned_op {
    ($trait:ident, $method:ident) => {
        impl std::ops::$trait for GeneralizedOrdinal {
            type Output = GeneralizedOrdinal;
            fn $method(self, rhs: GeneralizedOrdinal) -> GeneralizedOrdinal {
                (&self).$method(&rhs)
            }
        }
    };
}
owned_op!(Add, add);
owned_op!(Sub, sub);
owned_op!(Mul, mul);

/// CGSuite's form: `ω^(ω^2+ω)-ω^20×9+ω×3`, `-ω+5`, `ω^ω^2`.
impl fmt::Display for GeneralizedOrdinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.terms.is_empty() {
            return write!(f, "0");
        }
        for (i, (e, c)) in self.terms.iter().enumerate() {
            let magnitude = c.abs();
            match (c.signum() < 0, i) {
                (true, _) => write!(f, "-")?,
                (false, 0) => {}
                (false, _) => write!(f, "+")?,
            }
            if e.terms.is_empty() {
                write!(f, "{magnitude}")?;
                continue;
            }
            write!(f, "ω")?;
            if *e != GeneralizedOrdinal::from(1) {
                if e.is_simple() {
                    write!(f, "^{e}")?;
                } else {
                    write!(f, "^({e})")?;
                }
            }
            if magnitude != Integer::from(1) {
                write!(f, "×{magnitude}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for GeneralizedOrdinal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}
