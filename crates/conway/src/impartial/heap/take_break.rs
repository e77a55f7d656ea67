//! Take-and-break games given by their codes, as Guy and Smith wrote them
//! (Guy & Smith, "The G-values of various games", 1956; *Winning Ways*
//! vol. 1 ch. 4; Siegel, *Combinatorial Game Theory*, IV.2).
//!
//! A code `d0.d1d2d3…` has one digit `d_k` for each number `k` of tokens
//! removed from a heap. Bit `2^j` of `d_k` says that removing `k` tokens may
//! leave exactly `j` non-empty heaps:
//!
//! | bit | `j` | the move |
//! |---|---|---|
//! | 1 | 0 | remove `k` tokens, and they must be the whole heap |
//! | 2 | 1 | remove `k` tokens from a larger heap, leaving one heap |
//! | 4 | 2 | remove `k` tokens and split what is left into two non-empty heaps |
//! | 8 | 3 | remove `k` tokens and split what is left into three non-empty heaps |
//!
//! Octal games use digits 0–7; hexadecimal games also use 8–f. The digit
//! before the point, `d_0`, is about removing no tokens: only splitting
//! makes sense there, so `d_0` is 0, 4, 8 or c (`4.7` lets a player split a
//! heap in two without removing anything). Examples: `0.77` Kayles, `0.07`
//! Dawson's Kayles, `0.137` Dawson's chess, `0.6`, `4.7`, `0.3f`.
//!
//! A code may end in `...` (or `…`): its last digit then repeats forever,
//! as in `4.3...` (Lasker's Nim: split a heap, or take any number) or
//! `0.3...` (Nim). A repeating digit may not use the three-heap bit 8.

use crate::error::ParseError;
use std::fmt;

/// A take-and-break code: digits `d_0, d_1, …` and, for codes that end in
/// `...`, a digit repeated forever after them.
///
/// ```
/// use conway::impartial::heap::TakeBreak;
/// let kayles = TakeBreak::parse("0.77").unwrap();
/// assert_eq!(kayles.digit(1), 7);
/// assert_eq!(kayles.digit(3), 0);
/// assert_eq!(kayles.max_removal(), Some(2));
/// assert_eq!(kayles.to_string(), "0.77");
/// let lasker = TakeBreak::parse("4.3...").unwrap();
/// assert_eq!(lasker.digit(1000), 3);
/// assert!(TakeBreak::parse("0.7g").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TakeBreak {
    /// `d_0, d_1, …`, without trailing zeros (a finite code) or with the
    /// repeating digit as the last entry of the written code.
    digits: Vec<u8>,
    /// The digit for every `k ≥ digits.len()` (0 for a finite code).
    tail: u8,
}

/// The bit of a digit that allows leaving `heaps` heaps.
pub(crate) const fn bit(heaps: usize) -> u8 {
    1 << heaps
}

impl TakeBreak {
    /// A code from its digits `d_0, d_1, …` and the digit repeated after
    /// them (0 for a finite code). Errors say what is wrong with the
    /// digits (a digit above 15, `d_0` with bit 1 or 2, a repeating digit
    /// with bit 8).
    ///
    /// ```
    /// use conway::impartial::heap::TakeBreak;
    /// let take_at_most_2 = TakeBreak::from_digits(vec![0, 3, 3], 0).unwrap();
    /// assert_eq!(take_at_most_2.to_string(), "0.33");
    /// assert!(TakeBreak::from_digits(vec![1], 0).is_err());
    /// ```
    pub fn from_digits(mut digits: Vec<u8>, tail: u8) -> Result<TakeBreak, String> {
        if let Some(&d) = digits.iter().find(|&&d| d > 15) {
            return Err(format!("digit {d} is above 15 (f)"));
        }
        if tail > 7 {
            return Err("a repeating digit may not use the three-heap bit 8".into());
        }
        if digits.is_empty() {
            digits.push(0);
        }
        if digits[0] & 3 != 0 {
            return Err(
                "the digit before the point (no tokens removed) may only split heaps: 0, 4, 8 or c"
                    .into(),
            );
        }
        while digits.len() > 1 && digits.last() == Some(&tail) {
            digits.pop();
        }
        Ok(TakeBreak { digits, tail })
    }

    /// Reads a code such as `0.77`, `.137`, `4.7`, `0.3f` or `4.3...`.
    /// Errors give the column (counted from 1 in `text`).
    pub fn parse(text: &str) -> Result<TakeBreak, ParseError> {
        let err = |offset: usize, msg: &str| ParseError::at(text, offset, msg);
        let (body, repeats) = if let Some(b) = text.strip_suffix("...") {
            (b, true)
        } else if let Some(b) = text.strip_suffix('…') {
            (b, true)
        } else {
            (text, false)
        };
        let Some(point) = body.find('.') else {
            return Err(err(
                0,
                "expected a take-and-break code such as 0.77 (digits around a point)",
            ));
        };
        let mut digits = Vec::new();
        match &body[..point] {
            "" => digits.push(0),
            before if before.len() == 1 => {
                let d = hex_digit(before.as_bytes()[0])
                    .ok_or_else(|| err(0, "expected a hexadecimal digit before the point"))?;
                if d & 3 != 0 {
                    return Err(err(
                        0,
                        "the digit before the point (no tokens removed) may only split heaps: 0, 4, 8 or c",
                    ));
                }
                digits.push(d);
            }
            _ => return Err(err(1, "expected the point after one digit")),
        }
        for (i, c) in body[point + 1..].char_indices() {
            let offset = point + 1 + i;
            let d = u8::try_from(c)
                .ok()
                .and_then(hex_digit)
                .ok_or_else(|| err(offset, "expected a hexadecimal digit (0-9, a-f)"))?;
            digits.push(d);
        }
        if digits.len() == 1 && !repeats {
            return Err(err(
                body.len(),
                "expected at least one digit after the point",
            ));
        }
        let tail = if repeats {
            let last = *digits.last().unwrap_or(&0);
            if last > 7 {
                return Err(err(
                    body.len().saturating_sub(1),
                    "a repeating digit may not use the three-heap bit 8",
                ));
            }
            if digits.len() == 1 {
                return Err(err(
                    body.len(),
                    "expected a digit after the point to repeat",
                ));
            }
            last
        } else {
            0
        };
        TakeBreak::from_digits(digits, tail).map_err(|m| err(0, &m))
    }

    /// The digit `d_k`.
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(self.tail)
    }

    /// The digit repeated forever after the written ones (0 for a finite
    /// code).
    pub fn tail(&self) -> u8 {
        self.tail
    }

    /// The written digits `d_0, d_1, …` (without trailing zeros, and without
    /// trailing copies of the repeating digit).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// Whether every digit past some point is 0.
    pub fn is_finite(&self) -> bool {
        self.tail == 0
    }

    /// For a finite code, the largest number of tokens a move may remove
    /// (the index of the last nonzero digit; 0 when only `d_0` is nonzero).
    pub fn max_removal(&self) -> Option<usize> {
        self.is_finite().then(|| self.digits.len() - 1)
    }

    /// The largest number of heaps a move may leave (0 to 3).
    pub fn max_heaps(&self) -> usize {
        let all = self.digits.iter().fold(self.tail, |a, &d| a | d);
        (0..4).rev().find(|&j| all & bit(j) != 0).unwrap_or(0)
    }

    /// Calls `visit` with the heaps left by each move on a heap of `n`
    /// tokens (each left heap non-empty; an empty list when the move takes
    /// the whole heap).
    pub fn for_each_option(&self, n: usize, visit: &mut dyn FnMut(&[usize])) {
        for k in 0..=n {
            if k >= self.digits.len() && self.tail == 0 {
                break;
            }
            let d = self.digit(k);
            let r = n - k;
            if d & bit(0) != 0 && r == 0 {
                visit(&[]);
            }
            if d & bit(1) != 0 && r >= 1 && k >= 1 {
                visit(&[r]);
            }
            if d & bit(2) != 0 {
                for a in 1..=r / 2 {
                    visit(&[a, r - a]);
                }
            }
            if d & bit(3) != 0 {
                for a in 1..=r / 3 {
                    for b in a..=(r - a) / 2 {
                        visit(&[a, b, r - a - b]);
                    }
                }
            }
        }
    }
}

fn hex_digit(c: u8) -> Option<u8> {
    (c as char).to_digit(16).map(|d| d as u8)
}

impl fmt::Display for TakeBreak {
    /// The code as Guy and Smith write it: `0.77`, `4.7`, `0.3f`, `4.3...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:x}.", self.digits[0])?;
        for d in &self.digits[1..] {
            write!(f, "{d:x}")?;
        }
        if self.digits.len() == 1 && self.tail == 0 {
            write!(f, "0")?;
        }
        if self.tail != 0 {
            write!(f, "{:x}...", self.tail)?;
        }
        Ok(())
    }
}
