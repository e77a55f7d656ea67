//! Exact dyadic rationals: the numbers of short combinatorial games.
//!
//! A [`Dyadic`] is `numerator / 2^exponent` with an [`Integer`] numerator, so
//! values of any size and any denominator stay exact. The representation is
//! reduced (the numerator is odd whenever the exponent is positive), so the
//! derived `Eq` and `Hash` are value equality.

use super::integer::Integer;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};
use std::str::FromStr;

/// An exact dyadic rational `numerator / 2^exponent`.
///
/// ```
/// use conway::numeric::Dyadic;
/// let x: Dyadic = "3/4".parse().unwrap();
/// let y: Dyadic = "-5/2".parse().unwrap();
/// assert_eq!((x.clone() + y).to_string(), "-7/4");
/// assert_eq!(x.half().to_string(), "3/8");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Default)]
pub struct Dyadic {
    num: Integer,
    exp: u64,
}

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic {
        num: Integer::ZERO,
        exp: 0,
    };

    /// `num / 2^exp`, reduced.
    ///
    /// ```
    /// use conway::numeric::{Dyadic, Integer};
    /// assert_eq!(Dyadic::new(Integer::from(6), 3).to_string(), "3/4");
    /// ```
    pub fn new(num: Integer, exp: u64) -> Dyadic {
        if num.is_zero() {
            return Dyadic::ZERO;
        }
        let tz = num.trailing_zeros().unwrap_or(0).min(exp);
        if tz == 0 {
            Dyadic { num, exp }
        } else {
            Dyadic {
                num: num.shr_floor(tz),
                exp: exp - tz,
            }
        }
    }

    /// The integer `n`.
    pub fn from_integer(n: Integer) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }

    /// The reduced numerator.
    pub fn numerator(&self) -> &Integer {
        &self.num
    }

    /// The exponent `k` of the reduced denominator `2^k`.
    pub fn exponent(&self) -> u64 {
        self.exp
    }

    /// True if the value is an integer.
    pub fn is_integer(&self) -> bool {
        self.exp == 0
    }

    /// True if the value is zero.
    pub fn is_zero(&self) -> bool {
        self.num.is_zero()
    }

    /// -1, 0 or 1 according to the sign.
    pub fn signum(&self) -> i32 {
        self.num.signum()
    }

    /// The value as an integer, if it is one.
    pub fn to_integer(&self) -> Option<&Integer> {
        self.is_integer().then_some(&self.num)
    }

    /// The greatest integer not above the value.
    pub fn floor(&self) -> Integer {
        self.num.shr_floor(self.exp)
    }

    /// The least integer not below the value.
    pub fn ceil(&self) -> Integer {
        if self.is_integer() {
            self.num.clone()
        } else {
            self.floor() + Integer::ONE
        }
    }

    /// Half the value.
    pub fn half(&self) -> Dyadic {
        if self.is_zero() {
            Dyadic::ZERO
        } else if self.exp == 0 && !self.num.is_odd() {
            Dyadic::new(self.num.clone(), 1)
        } else {
            Dyadic {
                num: self.num.clone(),
                exp: self.exp + 1,
            }
        }
    }

    /// The value times `2^k`.
    pub fn shl(&self, k: u64) -> Dyadic {
        if k <= self.exp {
            Dyadic {
                num: self.num.clone(),
                exp: self.exp - k,
            }
        } else {
            Dyadic::from_integer(self.num.shl(k - self.exp))
        }
    }

    /// The absolute value.
    pub fn abs(&self) -> Dyadic {
        Dyadic {
            num: self.num.abs(),
            exp: self.exp,
        }
    }

    /// Numerators of `self` and `other` over the common denominator `2^max(exp)`.
    fn aligned(&self, other: &Dyadic) -> (Integer, Integer, u64) {
        let e = self.exp.max(other.exp);
        (self.num.shl(e - self.exp), other.num.shl(e - other.exp), e)
    }

    /// The simplest number strictly between `lo` and `hi` (either bound may
    /// be absent, meaning no bound), by Conway's simplicity rule
    /// states it: the integer of least absolute value if there is one,
    /// otherwise the dyadic rational of least denominator. `None` if
    /// `lo >= hi`.
    ///
    /// ```
    /// use conway::numeric::Dyadic;
    /// let d = |s: &str| s.parse::<Dyadic>().unwrap();
    /// // Three examples: the simplest integer, the closest to 0, a fraction.
    /// assert_eq!(Dyadic::simplest_between(Some(&d("-25/8")), Some(&d("3/2"))), Some(d("0")));
    /// assert_eq!(Dyadic::simplest_between(Some(&d("-11/2")), Some(&d("-2"))), Some(d("-3")));
    /// assert_eq!(Dyadic::simplest_between(Some(&d("13/8")), Some(&d("57/32"))), Some(d("7/4")));
    /// assert_eq!(Dyadic::simplest_between(Some(&d("1")), Some(&d("1"))), None);
    /// ```
    pub fn simplest_between(lo: Option<&Dyadic>, hi: Option<&Dyadic>) -> Option<Dyadic> {
        if let (Some(l), Some(h)) = (lo, hi) {
            if l >= h {
                return None;
            }
        }
        let below_zero = |x: Option<&Dyadic>| x.is_none_or(|x| x.signum() < 0);
        let above_zero = |x: Option<&Dyadic>| x.is_none_or(|x| x.signum() > 0);
        if below_zero(lo) && above_zero(hi) {
            return Some(Dyadic::ZERO);
        }
        if hi.is_some_and(|h| h.signum() <= 0) {
            // Mirror the negative case onto the positive one.
            let neg = |x: Option<&Dyadic>| x.map(|v| -v);
            let (nl, nh) = (neg(hi), neg(lo));
            return Dyadic::simplest_between(nl.as_ref(), nh.as_ref()).map(|v| -v);
        }
        // Now 0 <= lo < hi (lo is present because the range does not contain 0).
        let lo = lo.expect("a range not containing 0 with hi > 0 has a lower bound");
        let n = Dyadic::from_integer(lo.floor() + Integer::ONE);
        if hi.is_none_or(|h| &n < h) {
            return Some(n);
        }
        let hi = hi.expect("checked above");
        // No integer strictly between: the answer has the least denominator
        // 2^k for which a multiple of 2^-k fits, at most
        // 2^(max(exp(lo), exp(hi)) + 1). A multiple of 2^-k fitting means one
        // of 2^-(k+1) fits too, so k is found by bisection (a chain of
        // halvings 2^-100000 deep would otherwise cost quadratic time).
        let candidate = |k: u64| Dyadic::new(lo.shl(k).floor() + Integer::ONE, k);
        let (mut fails, mut fits) = (0, lo.exp.max(hi.exp) + 1);
        while fits - fails > 1 {
            let mid = fails + (fits - fails) / 2;
            if &candidate(mid) < hi {
                fits = mid;
            } else {
                fails = mid;
            }
        }
        Some(candidate(fits))
    }
}

impl From<i64> for Dyadic {
    fn from(v: i64) -> Self {
        Dyadic::from_integer(Integer::from(v))
    }
}

impl From<Integer> for Dyadic {
    fn from(v: Integer) -> Self {
        Dyadic::from_integer(v)
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Self) -> Ordering {
        if self.exp == other.exp {
            return self.num.cmp(&other.num);
        }
        let s = self.signum().cmp(&other.signum());
        if s != Ordering::Equal {
            return s;
        }
        let (a, b, _) = self.aligned(other);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add<&Dyadic> for &Dyadic {
    type Output = Dyadic;
    fn add(self, rhs: &Dyadic) -> Dyadic {
        let (a, b, e) = self.aligned(rhs);
        Dyadic::new(a + b, e)
    }
}

impl Sub<&Dyadic> for &Dyadic {
    type Output = Dyadic;
    fn sub(self, rhs: &Dyadic) -> Dyadic {
        let (a, b, e) = self.aligned(rhs);
        Dyadic::new(a - b, e)
    }
}

impl Mul<&Dyadic> for &Dyadic {
    type Output = Dyadic;
    fn mul(self, rhs: &Dyadic) -> Dyadic {
        Dyadic::new(&self.num * &rhs.num, self.exp + rhs.exp)
    }
}

macro_rules! owned_binop {
    ($trait:ident, $method:ident) => {
        impl $trait<Dyadic> for Dyadic {
            type Output = Dyadic;
            fn $method(self, rhs: Dyadic) -> Dyadic {
                (&self).$method(&rhs)
            }
        }
        impl $trait<&Dyadic> for Dyadic {
            type Output = Dyadic;
            fn $method(self, rhs: &Dyadic) -> Dyadic {
                (&self).$method(rhs)
            }
        }
    };
}
owned_binop!(Add, add);
owned_binop!(Sub, sub);
owned_binop!(Mul, mul);

impl Neg for &Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        Dyadic {
            num: -&self.num,
            exp: self.exp,
        }
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        -&self
    }
}

impl fmt::Display for Dyadic {
    /// `7`, `-5/2`, `3/4`: the way CGSuite prints numbers.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, Integer::pow2(self.exp))
        }
    }
}

impl fmt::Debug for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a string is not a dyadic rational.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseDyadicError {
    /// The text is not of the form `n` or `n/d`.
    #[error("expected a number such as 3, -2 or 3/4")]
    Syntax,
    /// The denominator is not a power of two, so the value is not dyadic.
    #[error("the denominator {0} is not a power of 2, so the number is not dyadic")]
    NotDyadic(String),
    /// A zero denominator.
    #[error("division by zero")]
    ZeroDenominator,
}

impl FromStr for Dyadic {
    type Err = ParseDyadicError;

    /// Parses `n` or `n/d` where `d` is a power of two; `6/8` reduces to `3/4`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (n, d) = match s.split_once('/') {
            Some((n, d)) => (n, Some(d)),
            None => (s, None),
        };
        let num: Integer = n.trim().parse().map_err(|_| ParseDyadicError::Syntax)?;
        let Some(d) = d else {
            return Ok(Dyadic::from_integer(num));
        };
        let den: Integer = d.trim().parse().map_err(|_| ParseDyadicError::Syntax)?;
        if den.is_zero() {
            return Err(ParseDyadicError::ZeroDenominator);
        }
        let exp = den.abs().trailing_zeros().unwrap_or(0);
        if den.abs() != Integer::pow2(exp) {
            return Err(ParseDyadicError::NotDyadic(den.to_string()));
        }
        let num = if den.signum() < 0 { -num } else { num };
        Ok(Dyadic::new(num, exp))
    }
}
