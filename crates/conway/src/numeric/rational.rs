//! [`Rational`]: exact rational numbers, and `±inf` (CGSuite's `17/0`),
//! for the numbers the worksheet divides out that are not dyadic
//! (`6/23`, `4/6 = 2/3`). They are numbers, not games: a short game's
//! numbers are the dyadic rationals only.

use super::{Dyadic, Integer};
use num_bigint::BigInt;
use num_integer::Integer as _;
use std::cmp::Ordering;
use std::fmt;

/// A rational `num/den` in lowest terms with `den ≥ 0`; `den = 0` is
/// `+inf` (`num = 1`) or `-inf` (`num = -1`).
///
/// ```
/// use conway::numeric::{Integer, Rational};
/// let r = Rational::new(Integer::from(4), Integer::from(6)).unwrap();
/// assert_eq!(r.to_string(), "2/3");
/// assert_eq!(r.checked_add(&Rational::from(Integer::from(1))).unwrap().to_string(), "5/3");
/// assert_eq!(Rational::new(Integer::from(-17), Integer::from(0)).unwrap().to_string(), "-inf");
/// assert!(Rational::new(Integer::from(0), Integer::from(0)).is_none());
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Rational {
    num: Integer,
    den: Integer,
}

impl From<Integer> for Rational {
    fn from(n: Integer) -> Rational {
        Rational {
            num: n,
            den: Integer::from(1),
        }
    }
}

impl From<&Dyadic> for Rational {
    fn from(d: &Dyadic) -> Rational {
        Rational {
            num: d.numerator().clone(),
            den: Integer::pow2(d.exponent()),
        }
    }
}

impl Rational {
    /// `num/den` in lowest terms; `None` for `0/0`.
    pub fn new(num: Integer, den: Integer) -> Option<Rational> {
        let (n, d) = (num.to_bigint(), den.to_bigint());
        if d == BigInt::from(0) {
            let sign = n.sign();
            return match sign {
                num_bigint::Sign::NoSign => None,
                num_bigint::Sign::Plus => Some(Rational::infinity(true)),
                num_bigint::Sign::Minus => Some(Rational::infinity(false)),
            };
        }
        let g = n.gcd(&d);
        let (mut n, mut d) = (n / &g, d / &g);
        if d < BigInt::from(0) {
            n = -n;
            d = -d;
        }
        Some(Rational {
            num: Integer::from(n),
            den: Integer::from(d),
        })
    }

    /// `+inf` or `-inf`.
    pub fn infinity(positive: bool) -> Rational {
        Rational {
            num: Integer::from(if positive { 1 } else { -1 }),
            den: Integer::from(0),
        }
    }

    /// The numerator (in lowest terms; ±1 for ±inf).
    pub fn numerator(&self) -> &Integer {
        &self.num
    }

    /// The denominator (0 for ±inf).
    pub fn denominator(&self) -> &Integer {
        &self.den
    }

    /// True for `±inf`.
    pub fn is_infinite(&self) -> bool {
        self.den.is_zero()
    }

    /// The dyadic rational, if the denominator is a power of 2.
    pub fn to_dyadic(&self) -> Option<Dyadic> {
        let twos = self.den.trailing_zeros()?;
        (Integer::pow2(twos) == self.den).then(|| Dyadic::new(self.num.clone(), twos))
    }

    /// `-1`, `0` or `1`.
    pub fn signum(&self) -> i32 {
        self.num.signum()
    }

    /// The absolute value.
    pub fn abs(&self) -> Rational {
        Rational {
            num: self.num.abs(),
            den: self.den.clone(),
        }
    }

    /// `1/x`, with `1/0 = inf` and `1/±inf = 0`, as CGSuite's `Reciprocal`.
    pub fn reciprocal(&self) -> Rational {
        Rational::new(self.den.clone(), self.num.clone())
            .unwrap_or_else(|| Rational::infinity(true))
    }

    /// The largest integer at most `x`; `None` for ±inf.
    pub fn floor(&self) -> Option<Integer> {
        if self.is_infinite() {
            return None;
        }
        Some(Integer::from(
            self.num.to_bigint().div_floor(&self.den.to_bigint()),
        ))
    }

    /// The smallest integer at least `x`; `None` for ±inf.
    pub fn ceiling(&self) -> Option<Integer> {
        self.floor().map(|f| {
            if Rational::from(f.clone()) == *self {
                f
            } else {
                &f + &Integer::from(1)
            }
        })
    }

    fn combine(&self, other: &Rational, sign: i64) -> Option<Rational> {
        if self.is_infinite() || other.is_infinite() {
            let s = i64::from(self.signum()) * i64::from(self.is_infinite())
                + sign * i64::from(other.signum()) * i64::from(other.is_infinite());
            return (s != 0).then(|| Rational::infinity(s > 0));
        }
        let (a, b) = (self.num.to_bigint(), self.den.to_bigint());
        let (c, d) = (other.num.to_bigint(), other.den.to_bigint());
        Rational::new(
            Integer::from(a * &d + BigInt::from(sign) * c * &b),
            Integer::from(b * d),
        )
    }

    /// The sum; `None` for `inf + -inf`.
    pub fn checked_add(&self, other: &Rational) -> Option<Rational> {
        self.combine(other, 1)
    }

    /// The difference; `None` for `inf - inf`.
    pub fn checked_sub(&self, other: &Rational) -> Option<Rational> {
        self.combine(other, -1)
    }

    /// The product; `None` for `0 × inf`.
    pub fn checked_mul(&self, other: &Rational) -> Option<Rational> {
        Rational::new(
            Integer::from(self.num.to_bigint() * other.num.to_bigint()),
            Integer::from(self.den.to_bigint() * other.den.to_bigint()),
        )
    }

    /// The quotient; `None` for `0/0` and `inf/inf`.
    pub fn checked_div(&self, other: &Rational) -> Option<Rational> {
        if self.is_infinite() && other.is_infinite() {
            return None;
        }
        self.checked_mul(&other.reciprocal_exact()?)
    }

    /// `1/x` with `1/0` left undefined (so `x / 0` is `x × (1/0)` only
    /// through [`Rational::new`]).
    fn reciprocal_exact(&self) -> Option<Rational> {
        if self.is_infinite() {
            return Some(Rational::from(Integer::from(0)));
        }
        if self.num.is_zero() {
            return Some(Rational {
                num: Integer::from(1),
                den: Integer::from(0),
            });
        }
        Rational::new(self.den.clone(), self.num.clone())
    }
}

impl Ord for Rational {
    fn cmp(&self, other: &Rational) -> Ordering {
        match (self.is_infinite(), other.is_infinite()) {
            (true, true) => self.num.cmp(&other.num),
            (true, false) => self.num.signum().cmp(&0),
            (false, true) => 0.cmp(&other.num.signum()),
            (false, false) => (self.num.to_bigint() * other.den.to_bigint())
                .cmp(&(other.num.to_bigint() * self.den.to_bigint())),
        }
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, other: &Rational) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Rational {
    /// `2/3`, `-6/23`, `5`, `inf`, `-inf`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_infinite() {
            return f.write_str(if self.num.signum() > 0 { "inf" } else { "-inf" });
        }
        if self.den == Integer::from(1) {
            return write!(f, "{}", self.num);
        }
        write!(f, "{}/{}", self.num, self.den)
    }
}
