//! Surreal numbers as quotients of generalized ordinals: `1/ω`, `ω - 1`,
//! `(ω+7)/(ω×7)` (CGSuite's `SurrealNumber`), with their order, sums,
//! products and quotients (Conway, ONAG ch. 3).

use super::{GeneralizedOrdinal, Integer, Rational};
use std::cmp::Ordering;
use std::fmt;

/// How many quotient terms an exact division may take before the quotient
/// is kept as a fraction.
const DIVISION_STEPS: usize = 4096;

/// `numerator / denominator`, the denominator positive, with no common
/// integer factor and no common factor `ω^α`; reduced to a generalized
/// ordinal when the denominator divides the numerator.
///
/// ```
/// use conway::numeric::{GeneralizedOrdinal, Surreal};
/// let w = Surreal::from(GeneralizedOrdinal::omega());
/// let one = Surreal::from(GeneralizedOrdinal::from(1));
/// let x = one.checked_div(&w).unwrap();
/// assert_eq!(x.to_string(), "1/ω");
/// assert!(x > Surreal::from(GeneralizedOrdinal::zero()));
/// assert_eq!((&x * &w).to_string(), "1");
/// ```
#[derive(Clone)]
pub struct Surreal {
    numerator: GeneralizedOrdinal,
    denominator: GeneralizedOrdinal,
}

impl Surreal {
    /// `numerator / denominator` reduced; `None` when the denominator is 0.
    ///
    /// ```
    /// use conway::numeric::{GeneralizedOrdinal, Surreal};
    /// let x = Surreal::new(GeneralizedOrdinal::from(4), GeneralizedOrdinal::from(6)).unwrap();
    /// assert_eq!(x.to_string(), "2/3");
    /// ```
    pub fn new(numerator: GeneralizedOrdinal, denominator: GeneralizedOrdinal) -> Option<Self> {
        if denominator.signum() == 0 {
            return None;
        }
        let (mut n, mut d) = if denominator.signum() < 0 {
            (-numerator, -denominator)
        } else {
            (numerator, denominator)
        };
        if let Some(q) = n.checked_div(&d, DIVISION_STEPS) {
            return Some(Self::from(q));
        }
        use num_integer::Integer as _;
        let g = n.content().gcd(&d.content());
        if g > num_bigint::BigInt::from(1) {
            n = n.divide_coefficients(&g);
            d = d.divide_coefficients(&g);
        }
        if let Some(m) = common_monomial(&n, &d) {
            n = n.checked_div(&m, DIVISION_STEPS).unwrap_or(n);
            d = d.checked_div(&m, DIVISION_STEPS).unwrap_or(d);
        }
        Some(Self {
            numerator: n,
            denominator: d,
        })
    }

    /// The numerator (sign carried here).
    pub fn numerator(&self) -> &GeneralizedOrdinal {
        &self.numerator
    }

    /// The denominator (positive; 1 for a generalized ordinal).
    pub fn denominator(&self) -> &GeneralizedOrdinal {
        &self.denominator
    }

    /// The generalized ordinal this is, if the denominator is 1.
    ///
    /// ```
    /// use conway::numeric::{GeneralizedOrdinal, Surreal};
    /// let w = Surreal::from(GeneralizedOrdinal::omega());
    /// assert_eq!(w.as_generalized_ordinal(), Some(&GeneralizedOrdinal::omega()));
    /// ```
    pub fn as_generalized_ordinal(&self) -> Option<&GeneralizedOrdinal> {
        (self.denominator == GeneralizedOrdinal::from(1)).then_some(&self.numerator)
    }

    /// The rational this is, when numerator and denominator are finite.
    ///
    /// ```
    /// use conway::numeric::{GeneralizedOrdinal, Rational, Surreal};
    /// let x = Surreal::new(GeneralizedOrdinal::from(1), GeneralizedOrdinal::from(7)).unwrap();
    /// assert_eq!(x.as_rational().unwrap().to_string(), "1/7");
    /// ```
    pub fn as_rational(&self) -> Option<Rational> {
        Rational::new(self.numerator.as_integer()?, self.denominator.as_integer()?)
    }

    /// From a finite rational (`None` for ±inf).
    ///
    /// ```
    /// use conway::numeric::{Integer, Rational, Surreal};
    /// let r = Rational::new(Integer::from(1), Integer::from(3)).unwrap();
    /// assert_eq!(Surreal::from_rational(&r).unwrap().to_string(), "1/3");
    /// ```
    pub fn from_rational(r: &Rational) -> Option<Self> {
        if r.is_infinite() {
            return None;
        }
        Self::new(
            GeneralizedOrdinal::from(r.numerator().clone()),
            GeneralizedOrdinal::from(r.denominator().clone()),
        )
    }

    /// -1, 0 or 1.
    pub fn signum(&self) -> i32 {
        self.numerator.signum()
    }

    /// `self / other`; `None` when `other` is 0.
    pub fn checked_div(&self, other: &Self) -> Option<Self> {
        Self::new(
            &self.numerator * &other.denominator,
            &self.denominator * &other.numerator,
        )
    }

    /// `self^n` for an integer `n` (`None` for `0^n`, `n < 0`).
    ///
    /// ```
    /// use conway::numeric::{GeneralizedOrdinal, Surreal};
    /// let w = Surreal::from(GeneralizedOrdinal::omega());
    /// assert_eq!(w.pow(-2).unwrap().to_string(), "1/ω^2");
    /// ```
    pub fn pow(&self, n: i64) -> Option<Self> {
        let k = n.unsigned_abs();
        let (a, b) = (self.numerator.pow(k), self.denominator.pow(k));
        if n < 0 {
            Self::new(b, a)
        } else {
            Self::new(a, b)
        }
    }
}

/// The largest `ω^α` dividing both (as a generalized ordinal), if not 1.
fn common_monomial(a: &GeneralizedOrdinal, b: &GeneralizedOrdinal) -> Option<GeneralizedOrdinal> {
    let all: Vec<&GeneralizedOrdinal> = a.terms().iter().chain(b.terms()).map(|t| &t.0).collect();
    let mut least = (*all.first()?).clone();
    for e in &all[1..] {
        least = coefficientwise_min(&least, e);
    }
    (least.signum() != 0).then(|| {
        GeneralizedOrdinal::try_omega_power(least).expect("a minimum of ordinals is an ordinal")
    })
}

/// The ordinal whose Cantor coefficient at each exponent is the smaller of
/// the two (the greatest common monomial divisor's exponent).
fn coefficientwise_min(a: &GeneralizedOrdinal, b: &GeneralizedOrdinal) -> GeneralizedOrdinal {
    let terms = a
        .terms()
        .iter()
        .filter_map(|(e, c)| {
            let d = b.terms().iter().find(|t| &t.0 == e)?;
            Some((e.clone(), c.clone().min(d.1.clone())))
        })
        .collect();
    GeneralizedOrdinal::from_terms(terms)
}

impl From<GeneralizedOrdinal> for Surreal {
    fn from(x: GeneralizedOrdinal) -> Self {
        Self {
            numerator: x,
            denominator: GeneralizedOrdinal::from(1),
        }
    }
}

impl PartialEq for Surreal {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Surreal {}

/// Equal values have equal signs (a quotient's form need not be unique).
impl std::hash::Hash for Surreal {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.signum().hash(state);
    }
}

impl Ord for Surreal {
    fn cmp(&self, other: &Self) -> Ordering {
        (&self.numerator * &other.denominator).cmp(&(&other.numerator * &self.denominator))
    }
}

impl PartialOrd for Surreal {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl std::ops::Neg for &Surreal {
    type Output = Surreal;
    fn neg(self) -> Surreal {
        Surreal {
            numerator: -&self.numerator,
            denominator: self.denominator.clone(),
        }
    }
}

impl std::ops::Add for &Surreal {
    type Output = Surreal;
    fn add(self, rhs: &Surreal) -> Surreal {
        let n = &(&self.numerator * &rhs.denominator) + &(&rhs.numerator * &self.denominator);
        Surreal::new(n, &self.denominator * &rhs.denominator).expect("denominators are positive")
    }
}

impl std::ops::Sub for &Surreal {
    type Output = Surreal;
    fn sub(self, rhs: &Surreal) -> Surreal {
        self + &-rhs
    }
}

impl std::ops::Mul for &Surreal {
    type Output = Surreal;
    fn mul(self, rhs: &Surreal) -> Surreal {
        Surreal::new(
            &self.numerator * &rhs.numerator,
            &self.denominator * &rhs.denominator,
        )
        .expect("denominators are positive")
    }
}

/// CGSuite's form: `1/ω`, `(ω+7)/ω×7`, `(ω^(ω+1)+ω^ω+1)/(ω+1)`.
impl fmt::Display for Surreal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (n, d) = (&self.numerator, &self.denominator);
        if *d == GeneralizedOrdinal::from(1) {
            return write!(f, "{n}");
        }
        let one_term = |x: &GeneralizedOrdinal| x.terms().len() == 1;
        match one_term(n) {
            true => write!(f, "{n}/")?,
            false => write!(f, "({n})/")?,
        }
        match one_term(d) {
            true => write!(f, "{d}"),
            false => write!(f, "({d})"),
        }
    }
}

impl fmt::Debug for Surreal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl From<Integer> for Surreal {
    fn from(n: Integer) -> Self {
        Self::from(GeneralizedOrdinal::from(n))
    }
}
