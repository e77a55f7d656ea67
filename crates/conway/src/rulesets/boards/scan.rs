//! A small cursor for reading the one-line position syntaxes of the heap
//! rulesets (`3 5 7`, `{2,5}: 2 4 7`, `k=3: ..P.P`, `d=2: 4 9`).
//!
//! Every error it makes names the line and column of the offending
//! character and says what was expected there, so each ruleset's parser is
//! a few calls to [`Scanner`].

use crate::error::ParseError;

/// Reads a position text from left to right.
///
/// ```
/// use conway::rulesets::scan::Scanner;
/// let mut s = Scanner::new("k=3: 4 5");
/// assert_eq!(s.setting("k").unwrap(), Some(3));
/// assert_eq!(s.numbers("a heap size").unwrap(), vec![4, 5]);
/// assert!(Scanner::new("4 x").numbers("a heap size").is_err());
/// ```
pub struct Scanner<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `text`.
    pub fn new(text: &'a str) -> Scanner<'a> {
        Scanner { text, pos: 0 }
    }

    /// The whole text being read.
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The byte offset reached.
    pub fn offset(&self) -> usize {
        self.pos
    }

    /// The text not read yet.
    pub fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    /// An error at the current place.
    pub fn error(&self, message: impl Into<String>) -> ParseError {
        ParseError::at(self.text, self.pos, message)
    }

    /// An error at byte offset `offset` of the text.
    pub fn error_at(&self, offset: usize, message: impl Into<String>) -> ParseError {
        ParseError::at(self.text, offset, message)
    }

    /// Skips spaces, tabs and newlines.
    pub fn skip_space(&mut self) {
        let rest = self.rest();
        self.pos += rest.len() - rest.trim_start().len();
    }

    /// The next character after any space, without consuming it.
    pub fn peek(&mut self) -> Option<char> {
        self.skip_space();
        self.rest().chars().next()
    }

    /// Consumes `c` (after any space) if it comes next.
    pub fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            true
        } else {
            false
        }
    }

    /// Consumes `c` or fails saying it was expected.
    pub fn expect(&mut self, c: char, after: &str) -> Result<(), ParseError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.unexpected(&format!("'{c}' {after}")))
        }
    }

    /// An error at the current place: `expected ...`, naming what was found.
    pub fn unexpected(&mut self, expected: &str) -> ParseError {
        match self.peek() {
            Some(c) => self.error(format!("unexpected '{c}': expected {expected}")),
            None => self.error(format!("unexpected end of text: expected {expected}")),
        }
    }

    /// Whether only space is left.
    pub fn at_end(&mut self) -> bool {
        self.peek().is_none()
    }

    /// Fails unless only space is left.
    pub fn expect_end(&mut self, expected: &str) -> Result<(), ParseError> {
        if self.at_end() {
            Ok(())
        } else {
            Err(self.unexpected(expected))
        }
    }

    /// A whole number `>= 0` (after any space); `what` names it in errors.
    pub fn number(&mut self, what: &str) -> Result<u64, ParseError> {
        self.skip_space();
        let start = self.pos;
        let digits = self.rest().bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return Err(self.unexpected(&format!("{what} (a whole number)")));
        }
        self.pos += digits;
        self.text[start..self.pos].parse::<u64>().map_err(|_| {
            self.error_at(start, format!("{what} is too large (at most {})", u64::MAX))
        })
    }

    /// Whole numbers separated by spaces or commas, up to the end of the
    /// text; at least one.
    pub fn numbers(&mut self, what: &str) -> Result<Vec<u64>, ParseError> {
        let mut out = vec![self.number(what)?];
        loop {
            self.eat(',');
            if self.at_end() {
                return Ok(out);
            }
            out.push(self.number(what)?);
        }
    }

    /// An optional setting `name=N:` at the current place (the name is
    /// matched case-insensitively); `None` if the text does not start with
    /// `name=`.
    pub fn setting(&mut self, name: &str) -> Result<Option<u64>, ParseError> {
        self.skip_space();
        let rest = self.rest();
        let matches = rest.len() > name.len()
            && rest.is_char_boundary(name.len())
            && rest[..name.len()].eq_ignore_ascii_case(name)
            && rest[name.len()..].trim_start().starts_with('=');
        if !matches {
            return Ok(None);
        }
        self.pos += name.len();
        self.expect('=', &format!("after '{name}'"))?;
        let value = self.number(&format!("the value of {name}"))?;
        self.expect(':', &format!("after {name}={value}"))?;
        Ok(Some(value))
    }

    /// Checks a number read just before against a bound, with an error
    /// pointing at it.
    pub fn check_at_most(
        &self,
        start: usize,
        value: u64,
        max: u64,
        what: &str,
    ) -> Result<(), ParseError> {
        if value > max {
            Err(self.error_at(
                start,
                format!("{what} {value} is too large (at most {max})"),
            ))
        } else {
            Ok(())
        }
    }
}
