//! Reading generalized ordinals and surreal numbers back from the text
//! they print: `ω^(ω^2+ω)-ω^20×9+ω×3`, `-ω+5`, `ω^ω^2`, `1/ω`,
//! `(ω+7)/ω×7`. `omega` may stand for `ω` and `*` for `×`; spaces are
//! ignored.

use super::{GeneralizedOrdinal, Integer, Surreal};
use std::str::FromStr;

/// Why a text is not a generalized ordinal or surreal number.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("at character {at}: expected {expected}")]
pub struct ParseOrdinalError {
    /// The 1-based character where the text stops making sense.
    pub at: usize,
    /// What would have been read there.
    pub expected: &'static str,
}

/// `ω^ω + 3` read back.
///
/// ```
/// use conway::numeric::GeneralizedOrdinal;
/// let x: GeneralizedOrdinal = "ω^(ω+1)-ω×9+3".parse().unwrap();
/// assert_eq!(x.to_string(), "ω^(ω+1)-ω×9+3");
/// assert_eq!("omega^2 * 2".parse::<GeneralizedOrdinal>().unwrap().to_string(), "ω^2×2");
/// assert!("ω^(ω-1)".parse::<GeneralizedOrdinal>().is_err()); // an exponent is an ordinal
/// ```
impl FromStr for GeneralizedOrdinal {
    type Err = ParseOrdinalError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut reader = Reader::new(text);
        let value = reader.sum()?;
        reader.end()?;
        Ok(value)
    }
}

/// `(ω+7)/ω×7` read back: a generalized ordinal, or a quotient of two
/// whose sides are single terms or in parentheses.
///
/// ```
/// use conway::numeric::Surreal;
/// let x: Surreal = "(ω+7)/ω×7".parse().unwrap();
/// assert_eq!(x.to_string(), "(ω+7)/ω×7");
/// assert_eq!("4/6".parse::<Surreal>().unwrap().to_string(), "2/3");
/// assert!("1/0".parse::<Surreal>().is_err());
/// ```
impl FromStr for Surreal {
    type Err = ParseOrdinalError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let as_ordinal = match text.parse::<GeneralizedOrdinal>() {
            Ok(x) => return Ok(Surreal::from(x)),
            Err(e) => e,
        };
        // The error of whichever reading got further.
        quotient(text).map_err(|e| if e.at >= as_ordinal.at { e } else { as_ordinal })
    }
}

/// `a/b`, each side a term or a sum in parentheses.
fn quotient(text: &str) -> Result<Surreal, ParseOrdinalError> {
    let mut reader = Reader::new(text);
    let numerator = reader.side()?;
    reader.expect('/', "'/' after a single term or a sum in parentheses")?;
    let at = reader.at();
    let denominator = reader.side()?;
    reader.end()?;
    Surreal::new(numerator, denominator).ok_or(ParseOrdinalError {
        at,
        expected: "a denominator other than 0",
    })
}

/// A cursor over the characters of the text, spaces skipped.
struct Reader {
    chars: Vec<char>,
    next: usize,
}

impl Reader {
    fn new(text: &str) -> Reader {
        Reader {
            chars: text.chars().filter(|c| !c.is_whitespace()).collect(),
            next: 0,
        }
    }

    fn at(&self) -> usize {
        self.next + 1
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.next).copied()
    }

    fn fail<T>(&self, expected: &'static str) -> Result<T, ParseOrdinalError> {
        Err(ParseOrdinalError {
            at: self.at(),
            expected,
        })
    }

    fn eat(&mut self, c: char) -> bool {
        let found = self.peek() == Some(c);
        self.next += usize::from(found);
        found
    }

    fn expect(&mut self, c: char, expected: &'static str) -> Result<(), ParseOrdinalError> {
        match self.eat(c) {
            true => Ok(()),
            false => self.fail(expected),
        }
    }

    fn end(&self) -> Result<(), ParseOrdinalError> {
        match self.peek() {
            None => Ok(()),
            Some(_) => self.fail("'+', '-' or the end"),
        }
    }

    /// `ω` or `omega`.
    fn omega(&mut self) -> bool {
        if self.eat('ω') {
            return true;
        }
        let word: String = self.chars[self.next..].iter().take(5).collect();
        let found = word.eq_ignore_ascii_case("omega");
        self.next += if found { 5 } else { 0 };
        found
    }

    fn integer(&mut self) -> Result<Integer, ParseOrdinalError> {
        let start = self.next;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.next += 1;
        }
        if start == self.next {
            return self.fail("a number or ω");
        }
        let digits: String = self.chars[start..self.next].iter().collect();
        Ok(digits.parse().expect("ASCII digits are an integer"))
    }

    /// One side of a quotient: a term, or a sum in parentheses.
    fn side(&mut self) -> Result<GeneralizedOrdinal, ParseOrdinalError> {
        if self.eat('(') {
            let inner = self.sum()?;
            self.expect(')', "')'")?;
            return Ok(inner);
        }
        let negative = self.eat('-');
        let term = self.term()?;
        Ok(if negative { -term } else { term })
    }

    /// `[-] term (± term)*`.
    fn sum(&mut self) -> Result<GeneralizedOrdinal, ParseOrdinalError> {
        let mut terms = Vec::new();
        let mut negative = self.eat('-');
        loop {
            let term = self.term()?;
            terms.push(if negative { -term } else { term });
            negative = match self.peek() {
                Some('+') => false,
                Some('-') => true,
                _ => break,
            };
            self.next += 1;
        }
        Ok(terms.iter().fold(GeneralizedOrdinal::zero(), |a, t| &a + t))
    }

    /// `n`, or `ω[^exponent][×n]`.
    fn term(&mut self) -> Result<GeneralizedOrdinal, ParseOrdinalError> {
        if !self.omega() {
            return self.integer().map(GeneralizedOrdinal::from);
        }
        let power = self.power()?;
        if self.eat('×') || self.eat('*') {
            let n = self.integer()?;
            return Ok(&power * &GeneralizedOrdinal::from(n));
        }
        Ok(power)
    }

    /// `ω` (just read) to the exponent that may follow.
    fn power(&mut self) -> Result<GeneralizedOrdinal, ParseOrdinalError> {
        if !self.eat('^') {
            return Ok(GeneralizedOrdinal::omega());
        }
        let at = self.next;
        let exponent = if self.eat('(') {
            let inner = self.sum()?;
            self.expect(')', "')'")?;
            inner
        } else if self.omega() {
            self.power()?
        } else {
            GeneralizedOrdinal::from(self.integer()?)
        };
        GeneralizedOrdinal::try_omega_power(exponent).ok_or(ParseOrdinalError {
            at: at + 1,
            expected: "an exponent that is an ordinal (no negative coefficient)",
        })
    }
}
