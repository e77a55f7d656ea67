//! Exact integers with a machine-word fast path.
//!
//! Game values carry integers in several places (number parts, up multiples,
//! birthdays) that are almost always small but must never overflow silently.
//! [`Integer`] keeps values that fit an `i64` inline and moves to a
//! heap-allocated [`BigInt`] only when they do not. The representation is
//! canonical (a value that fits `i64` is always stored small), so the derived
//! `Eq` and `Hash` are value equality and value hashing.

use num_bigint::BigInt;
use num_integer::Integer as _;
use num_traits::{One, Pow, Signed, ToPrimitive, Zero};
use rustc_hash::FxHashMap;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};
use std::str::FromStr;

/// An exact integer of any size.
///
/// ```
/// use conway::numeric::Integer;
/// let big = Integer::from(i64::MAX) + Integer::from(1);
/// assert_eq!(big.to_string(), "9223372036854775808");
/// assert_eq!(big - Integer::from(1), Integer::from(i64::MAX));
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Integer(Repr);

#[derive(Clone, PartialEq, Eq, Hash)]
enum Repr {
    Small(i64),
    /// Only ever holds values outside the `i64` range.
    Big(Box<BigInt>),
}

impl Integer {
    /// Zero.
    pub const ZERO: Integer = Integer(Repr::Small(0));
    /// One.
    pub const ONE: Integer = Integer(Repr::Small(1));

    fn from_big(b: BigInt) -> Integer {
        match b.to_i64() {
            Some(v) => Integer(Repr::Small(v)),
            None => Integer(Repr::Big(Box::new(b))),
        }
    }

    fn from_i128(v: i128) -> Integer {
        match i64::try_from(v) {
            Ok(v) => Integer(Repr::Small(v)),
            Err(_) => Integer(Repr::Big(Box::new(BigInt::from(v)))),
        }
    }

    /// The value as a [`BigInt`].
    pub fn to_bigint(&self) -> BigInt {
        match &self.0 {
            Repr::Small(v) => BigInt::from(*v),
            Repr::Big(b) => (**b).clone(),
        }
    }

    /// The value as an `i64`, if it fits.
    ///
    /// ```
    /// use conway::numeric::Integer;
    /// assert_eq!(Integer::from(-7).to_i64(), Some(-7));
    /// assert_eq!((Integer::from(1) << 70).to_i64(), None);
    /// ```
    pub fn to_i64(&self) -> Option<i64> {
        match &self.0 {
            Repr::Small(v) => Some(*v),
            Repr::Big(_) => None,
        }
    }

    /// The value as a `u64`, if it is non-negative and fits.
    pub fn to_u64(&self) -> Option<u64> {
        match &self.0 {
            Repr::Small(v) => u64::try_from(*v).ok(),
            Repr::Big(b) => b.to_u64(),
        }
    }

    /// True if the value is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self.0, Repr::Small(0))
    }

    /// True if the value is odd.
    pub fn is_odd(&self) -> bool {
        match &self.0 {
            Repr::Small(v) => v & 1 == 1,
            Repr::Big(b) => b.is_odd(),
        }
    }

    /// -1, 0 or 1 according to the sign.
    pub fn signum(&self) -> i32 {
        match &self.0 {
            Repr::Small(v) => v.signum() as i32,
            Repr::Big(b) => {
                if b.is_negative() {
                    -1
                } else {
                    1
                }
            }
        }
    }

    /// The absolute value.
    pub fn abs(&self) -> Integer {
        if self.signum() < 0 {
            -self
        } else {
            self.clone()
        }
    }

    /// The number of trailing zero bits (`None` for zero).
    pub fn trailing_zeros(&self) -> Option<u64> {
        match &self.0 {
            Repr::Small(0) => None,
            Repr::Small(v) => Some(u64::from(v.trailing_zeros())),
            Repr::Big(b) => b.trailing_zeros(),
        }
    }

    /// Floor division by `2^k` (an arithmetic shift right).
    pub fn shr_floor(&self, k: u64) -> Integer {
        match &self.0 {
            Repr::Small(v) => Integer(Repr::Small(if k >= 64 {
                if *v < 0 {
                    -1
                } else {
                    0
                }
            } else {
                v >> k
            })),
            Repr::Big(b) => {
                // BigInt's shift right rounds towards negative infinity.
                Integer::from_big(&**b >> k)
            }
        }
    }

    /// Multiplication by `2^k`.
    pub fn shl(&self, k: u64) -> Integer {
        match &self.0 {
            Repr::Small(0) => Integer::ZERO,
            Repr::Small(v) if k < 64 => {
                let wide = i128::from(*v) << k;
                if (wide >> k) == i128::from(*v) {
                    Integer::from_i128(wide)
                } else {
                    Integer::from_big(BigInt::from(*v) << k)
                }
            }
            _ => Integer::from_big(self.to_bigint() << k),
        }
    }

    /// `2^k`.
    pub fn pow2(k: u64) -> Integer {
        Integer::ONE.shl(k)
    }

    /// The number of bits needed for the absolute value (0 for zero).
    pub fn bits(&self) -> u64 {
        match &self.0 {
            Repr::Small(v) => 64 - u64::from(v.unsigned_abs().leading_zeros()),
            Repr::Big(b) => b.bits(),
        }
    }

    /// The larger of two integers.
    pub fn max(self, other: Integer) -> Integer {
        if other > self {
            other
        } else {
            self
        }
    }
}

impl Default for Integer {
    fn default() -> Self {
        Integer::ZERO
    }
}

impl From<i64> for Integer {
    fn from(v: i64) -> Self {
        Integer(Repr::Small(v))
    }
}

impl From<i32> for Integer {
    fn from(v: i32) -> Self {
        Integer(Repr::Small(i64::from(v)))
    }
}

impl From<u64> for Integer {
    fn from(v: u64) -> Self {
        Integer::from_i128(i128::from(v))
    }
}

impl From<usize> for Integer {
    fn from(v: usize) -> Self {
        Integer::from(v as u64)
    }
}

impl From<BigInt> for Integer {
    fn from(b: BigInt) -> Self {
        Integer::from_big(b)
    }
}

impl Ord for Integer {
    fn cmp(&self, other: &Self) -> Ordering {
        match (&self.0, &other.0) {
            (Repr::Small(a), Repr::Small(b)) => a.cmp(b),
            _ => self.to_bigint().cmp(&other.to_bigint()),
        }
    }
}

impl PartialOrd for Integer {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

macro_rules! binop {
    ($trait:ident, $method:ident, $checked:ident, $big:expr) => {
        impl $trait<&Integer> for &Integer {
            type Output = Integer;
            fn $method(self, rhs: &Integer) -> Integer {
                if let (Repr::Small(a), Repr::Small(b)) = (&self.0, &rhs.0) {
                    if let Some(v) = a.$checked(*b) {
                        return Integer(Repr::Small(v));
                    }
                }
                let f: fn(BigInt, BigInt) -> BigInt = $big;
                Integer::from_big(f(self.to_bigint(), rhs.to_bigint()))
            }
        }
        impl $trait<Integer> for Integer {
            type Output = Integer;
            fn $method(self, rhs: Integer) -> Integer {
                (&self).$method(&rhs)
            }
        }
        impl $trait<&Integer> for Integer {
            type Output = Integer;
            fn $method(self, rhs: &Integer) -> Integer {
                (&self).$method(rhs)
            }
        }
    };
}

binop!(Add, add, checked_add, |a, b| a + b);
binop!(Sub, sub, checked_sub, |a, b| a - b);
binop!(Mul, mul, checked_mul, |a, b| a * b);

impl Neg for &Integer {
    type Output = Integer;
    fn neg(self) -> Integer {
        match &self.0 {
            Repr::Small(v) => match v.checked_neg() {
                Some(n) => Integer(Repr::Small(n)),
                None => Integer::from_big(-BigInt::from(*v)),
            },
            Repr::Big(b) => Integer::from_big(-(**b).clone()),
        }
    }
}

impl Neg for Integer {
    type Output = Integer;
    fn neg(self) -> Integer {
        -&self
    }
}

impl std::ops::Shl<u64> for Integer {
    type Output = Integer;
    fn shl(self, k: u64) -> Integer {
        Integer::shl(&self, k)
    }
}

impl fmt::Display for Integer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Repr::Small(v) => write!(f, "{v}"),
            Repr::Big(b) => write!(f, "{b}"),
        }
    }
}

impl fmt::Debug for Integer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The error for a string that is not a decimal integer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("expected a decimal integer")]
pub struct ParseIntegerError;

impl FromStr for Integer {
    type Err = ParseIntegerError;

    /// Parses an optionally signed decimal integer of any length.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let digits = s.strip_prefix(['-', '+']).unwrap_or(s);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseIntegerError);
        }
        if let Ok(v) = s.parse::<i64>() {
            return Ok(Integer(Repr::Small(v)));
        }
        let magnitude = decimal(digits, &mut FxHashMap::default()).ok_or(ParseIntegerError)?;
        Ok(Integer::from_big(if s.starts_with('-') {
            -magnitude
        } else {
            magnitude
        }))
    }
}

/// Decimal strings longer than this are read by halves: num-bigint reads
/// them in quadratic time, and halving makes a million digits take about
/// as long as a few multiplications of that size.
const SPLIT_DIGITS: usize = 2048;

/// The value of a string of decimal digits; `powers` keeps `10^k` by `k`.
fn decimal(digits: &str, powers: &mut FxHashMap<usize, BigInt>) -> Option<BigInt> {
    if digits.len() <= SPLIT_DIGITS {
        return BigInt::from_str(digits).ok();
    }
    let low_len = digits.len() / 2;
    let (high, low) = digits.split_at(digits.len() - low_len);
    let scale = powers
        .entry(low_len)
        .or_insert_with(|| BigInt::from(10u32).pow(low_len as u32))
        .clone();
    Some(decimal(high, powers)? * scale + decimal(low, powers)?)
}

impl Zero for Integer {
    fn zero() -> Self {
        Integer::ZERO
    }
    fn is_zero(&self) -> bool {
        Integer::is_zero(self)
    }
}

impl One for Integer {
    fn one() -> Self {
        Integer::ONE
    }
}
