//! Nimbers: the values of impartial games, with nim-addition and
//! nim-multiplication.
//!
//! The nimbers below `2^64` form the finite field of order `2^64` under
//! nim-sum (bitwise xor) and nim-product (Conway, *On Numbers and Games*,
//! ch. 6). Nim-multiplication is computed by the usual halving recursion on
//! Fermat 2-powers `F = 2^(2^k)`: `F ⊗ F = F ⊕ F/2` (that is, `3F/2`), and
//! `x ⊗ F = x·F` whenever `x < F`. Products of bytes come from a table.

use std::fmt;
use std::ops::{BitXor, BitXorAssign};
use std::sync::OnceLock;

/// A nimber `*n` with `n < 2^64`.
///
/// ```
/// use conway::numeric::Nimber;
/// let (a, b) = (Nimber(3), Nimber(5));
/// assert_eq!(a + b, Nimber(6));            // nim-sum: *3 + *5 = *6
/// assert_eq!(Nimber(2) * Nimber(2), Nimber(3)); // nim-product: *2 x *2 = *3
/// assert_eq!(Nimber::mex([0, 1, 3].map(Nimber)), Nimber(2));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Nimber(pub u64);

impl Nimber {
    /// `*0`.
    pub const ZERO: Nimber = Nimber(0);

    /// The minimum excluded value: the least nimber not in `values`.
    ///
    /// ```
    /// use conway::numeric::Nimber;
    /// assert_eq!(Nimber::mex([]), Nimber(0));
    /// assert_eq!(Nimber::mex([Nimber(1), Nimber(0), Nimber(4)]), Nimber(2));
    /// ```
    pub fn mex(values: impl IntoIterator<Item = Nimber>) -> Nimber {
        let mut seen: Vec<u64> = values.into_iter().map(|n| n.0).collect();
        seen.sort_unstable();
        seen.dedup();
        let mut m = 0u64;
        for v in seen {
            if v == m {
                m += 1;
            } else if v > m {
                break;
            }
        }
        Nimber(m)
    }

    /// Nim-product in the field of order `2^64`.
    ///
    /// ```
    /// use conway::numeric::Nimber;
    /// assert_eq!(Nimber(4).nim_mul(Nimber(4)), Nimber(6));
    /// assert_eq!(Nimber(16).nim_mul(Nimber(16)), Nimber(24));
    /// ```
    pub fn nim_mul(self, other: Nimber) -> Nimber {
        Nimber(mul_bits(self.0, other.0, 64))
    }

    /// The multiplicative inverse (`None` for `*0`).
    ///
    /// ```
    /// use conway::numeric::Nimber;
    /// let x = Nimber(12345);
    /// assert_eq!(x * x.inverse().unwrap(), Nimber(1));
    /// ```
    pub fn inverse(self) -> Option<Nimber> {
        if self.0 == 0 {
            return None;
        }
        // The multiplicative group has order 2^64 - 1, so x^(2^64 - 2) = 1/x.
        Some(self.pow(u64::MAX - 1))
    }

    /// Nim-power `self^e`: `e` nim-products of `self` (`x^0 = 1`), by
    /// repeated squaring. In the field of nimbers (Conway, *On Numbers and
    /// Games*, ch. 6) every `x ≠ 0` below `2^64` has `x^(2^64 - 1) = 1`.
    ///
    /// ```
    /// use conway::numeric::Nimber;
    /// assert_eq!(Nimber(2).pow(2), Nimber(3)); // *2 · *2 = *3
    /// assert_eq!(Nimber(2).pow(3), Nimber(1)); // {0, 1, 2, 3} is the field of order 4
    /// assert_eq!(Nimber(12345).pow(u64::MAX), Nimber(1));
    /// ```
    pub fn pow(self, mut e: u64) -> Nimber {
        let mut base = self;
        let mut acc = Nimber(1);
        while e > 0 {
            if e & 1 == 1 {
                acc = acc * base;
            }
            base = base * base;
            e >>= 1;
        }
        acc
    }
}

/// Table of nim-products of bytes, built once.
fn byte_table() -> &'static [[u8; 256]; 256] {
    static TABLE: OnceLock<Box<[[u8; 256]; 256]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = Box::new([[0u8; 256]; 256]);
        for a in 0..256u64 {
            for b in 0..256u64 {
                t[a as usize][b as usize] = mul_recursive(a, b, 8) as u8;
            }
        }
        t
    })
}

/// Nim-product of `a, b < 2^bits` (`bits` a power of two, at most 64).
fn mul_bits(a: u64, b: u64, bits: u32) -> u64 {
    if a <= 1 || b <= 1 {
        return a * b;
    }
    if bits <= 8 {
        return u64::from(byte_table()[a as usize][b as usize]);
    }
    let half = bits / 2;
    split_mul(a, b, half, |x, y| mul_bits(x, y, half))
}

/// The recursion without the table (used to build it).
fn mul_recursive(a: u64, b: u64, bits: u32) -> u64 {
    if a <= 1 || b <= 1 {
        return a * b;
    }
    let half = bits / 2;
    split_mul(a, b, half, |x, y| mul_recursive(x, y, half))
}

/// One halving step: with `F = 2^half`, write `a = a1·F ⊕ a0` and
/// `b = b1·F ⊕ b0`; then
/// `a ⊗ b = ((a1⊕a0)(b1⊕b0) ⊕ a0b0)·F ⊕ a0b0 ⊕ a1b1 ⊗ (F/2)`.
fn split_mul(a: u64, b: u64, half: u32, mul: impl Fn(u64, u64) -> u64) -> u64 {
    let mask = (1u64 << half) - 1;
    let (a1, a0) = (a >> half, a & mask);
    let (b1, b0) = (b >> half, b & mask);
    let hh = mul(a1, b1);
    let ll = mul(a0, b0);
    let mid = mul(a1 ^ a0, b1 ^ b0);
    let high = mid ^ ll;
    let low = ll ^ mul(hh, 1u64 << (half - 1));
    (high << half) | low
}

impl std::ops::Add for Nimber {
    type Output = Nimber;
    // Nim-addition is bitwise exclusive or.
    #[allow(clippy::suspicious_arithmetic_impl)]
    fn add(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl std::ops::Mul for Nimber {
    type Output = Nimber;
    fn mul(self, rhs: Nimber) -> Nimber {
        self.nim_mul(rhs)
    }
}

impl BitXor for Nimber {
    type Output = Nimber;
    fn bitxor(self, rhs: Nimber) -> Nimber {
        Nimber(self.0 ^ rhs.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, rhs: Nimber) {
        self.0 ^= rhs.0;
    }
}

impl fmt::Display for Nimber {
    /// `0`, `*`, `*n`: the way CGSuite prints nimbers.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => write!(f, "0"),
            1 => write!(f, "*"),
            n => write!(f, "*{n}"),
        }
    }
}

impl fmt::Debug for Nimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
