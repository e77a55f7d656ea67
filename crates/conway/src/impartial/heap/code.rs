//! CGSuite's generalised take-and-break codes: the syntax of its
//! `TakeAndBreak("…")`, which extends Guy and Smith's octal and
//! hexadecimal codes ([`TakeBreak`]).
//!
//! A code `d₀.d₁d₂…` still has one digit `d_k` per number `k` of tokens
//! removed, and a digit still says how many heaps the rest may be left in;
//! what is new is how much a digit can say:
//!
//! | digit | may leave |
//! |---|---|
//! | `0`–`9`, `a`–`v` | `j` heaps for each bit `2^j` of the digit, base 32 (`g` = 16 = four heaps) |
//! | `&N;` | the same for any bit mask `N`, written in decimal (`&32;` = five heaps) |
//! | `*` | any number of heaps, 0 included |
//! | `{2,3}`, `{2+}` | the listed numbers of heaps; a final `+` allows every larger number too |
//!
//! A digit may be followed by a condition on the heaps it leaves (which
//! matters for two heaps or more): `!` all different, `?` not all equal,
//! `=` all equal. Inside braces each number may carry its own condition
//! (`{2!,3}`), or the whole list one after the brace (`{2,3}!`). After the
//! point, a block in square brackets repeats forever: `0.[3]` is Nim,
//! `4.[3]` Lasker's Nim, `0.1[2]`; a final `...` repeats the last digit, as
//! [`TakeBreak`] writes it. Examples: Grundy's game is `4!.0` (split a heap
//! into two unequal heaps), `0.4!` removes one token and splits the rest
//! into two unequal heaps, `0.{2+}` removes one token and splits the rest
//! into any number of heaps, at least two.
//!
//! The digit before the point (no tokens removed) may only split heaps:
//! leaving the heap whole, or removing nothing and leaving nothing, is not a
//! move. CGSuite also allows several digits before the point (moves that
//! *add* tokens); those are refused here, with the column.
//!
//! Codes are kept normalised, so equal games have equal codes: a condition
//! on fewer than two heaps is dropped, `?` on two heaps is `!`, a repeating
//! block is as short as it can be and starts as early as it can, and a
//! block of zeros is no block. [`Code::into_game`] turns a code that an
//! octal or hexadecimal code or Grundy's game can say into that game, so
//! `0.[7]`, `0.7...` and `0.777...` are the same [`HeapGame`], and `4!.0` is
//! [`HeapGame::Grundy`].

use super::{HeapGame, HeapRule, TakeBreak};
use crate::error::ParseError;
use std::fmt;
use std::ops::ControlFlow;

/// The condition a digit puts on the heaps it leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Split {
    /// Any sizes.
    Any,
    /// All sizes different (`!`).
    Unequal,
    /// Not all sizes equal (`?`).
    NotAllEqual,
    /// All sizes equal (`=`).
    Equal,
}

impl Split {
    fn suffix(self) -> &'static str {
        match self {
            Split::Any => "",
            Split::Unequal => "!",
            Split::NotAllEqual => "?",
            Split::Equal => "=",
        }
    }

    fn from_char(c: char) -> Option<Split> {
        match c {
            '!' => Some(Split::Unequal),
            '?' => Some(Split::NotAllEqual),
            '=' => Some(Split::Equal),
            _ => None,
        }
    }

    /// Whether heaps `parts` (sorted, at least two) meet the condition.
    fn admits(self, parts: &[usize]) -> bool {
        match self {
            Split::Any => true,
            Split::Unequal => parts.windows(2).all(|w| w[0] != w[1]),
            Split::NotAllEqual => parts.first() != parts.last(),
            Split::Equal => parts.first() == parts.last(),
        }
    }
}

/// The largest number of heaps a digit may name explicitly.
const MAX_NAMED_HEAPS: usize = 63;

/// One digit: for each number `j` of heaps, whether the rest may be left
/// in `j` heaps and on what condition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Digit {
    /// Entry `j`: `None` if `j` heaps are not allowed. No trailing `None`.
    heaps: Vec<Option<Split>>,
    /// Every number of heaps past the last entry is allowed, on the last
    /// entry's condition.
    more: bool,
}

impl Digit {
    const ZERO: Digit = Digit {
        heaps: Vec::new(),
        more: false,
    };

    /// A digit from its entries, normalised.
    fn new(mut heaps: Vec<Option<Split>>, more: bool) -> Digit {
        for (j, h) in heaps.iter_mut().enumerate() {
            match h {
                Some(s) if j < 2 => *s = Split::Any,
                Some(s @ Split::NotAllEqual) if j == 2 => *s = Split::Unequal,
                _ => {}
            }
        }
        while heaps.last() == Some(&None) {
            heaps.pop();
        }
        let more = more && !heaps.is_empty();
        if more {
            // The last entry repeats; drop copies of it before it. Entries
            // 0 and 1 have no condition, so they only merge with `Any`.
            while heaps.len() >= 2 && heaps[heaps.len() - 2] == heaps[heaps.len() - 1] {
                heaps.pop();
            }
        }
        Digit { heaps, more }
    }

    /// A digit from a bit mask (bit `j`: `j` heaps) and one condition.
    fn from_mask(mask: u64, split: Split) -> Digit {
        let heaps = (0..64)
            .map(|j| (mask >> j & 1 == 1).then_some(split))
            .collect();
        Digit::new(heaps, false)
    }

    fn is_zero(&self) -> bool {
        self.heaps.is_empty()
    }

    /// The condition for `j` heaps, if `j` heaps are allowed.
    ///
    /// ```
    /// use conway::impartial::heap::{Code, Split};
    /// let code = Code::parse("0.{2!,3+}").unwrap();
    /// let d = code.digit(1);
    /// assert_eq!(d.heaps(1), None);
    /// assert_eq!(d.heaps(2), Some(Split::Unequal));
    /// assert_eq!(d.heaps(7), Some(Split::Any));
    /// ```
    pub fn heaps(&self, j: usize) -> Option<Split> {
        match self.heaps.get(j) {
            Some(h) => *h,
            None if self.more => *self.heaps.last().expect("a digit with `more` has entries"),
            None => None,
        }
    }

    /// The largest number of heaps allowed (`None`: no limit).
    fn max_heaps(&self) -> Option<usize> {
        (!self.more).then(|| self.heaps.len().saturating_sub(1))
    }

    /// As a Guy–Smith digit (0 to 15), when it is one.
    fn as_hex(&self) -> Option<u8> {
        if self.more || self.heaps.len() > 4 {
            return None;
        }
        let mut d = 0u8;
        for (j, h) in self.heaps.iter().enumerate() {
            match h {
                None => {}
                Some(Split::Any) => d |= 1 << j,
                Some(_) => return None,
            }
        }
        Some(d)
    }

    /// The one condition of all its entries for two heaps or more, if they
    /// agree.
    fn common_split(&self) -> Option<Split> {
        let mut splits = self.heaps.iter().skip(2).flatten();
        let first = splits.next().copied().unwrap_or(Split::Any);
        splits.all(|&s| s == first).then_some(first)
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const CHARS: &[u8; 32] = b"0123456789abcdefghijklmnopqrstuv";
        let allowed: Vec<usize> = (0..self.heaps.len())
            .filter(|&j| self.heaps[j].is_some())
            .collect();
        let plus = if self.more { "+" } else { "" };
        match self.common_split() {
            Some(split) if !self.more => {
                let mask: u64 = allowed.iter().map(|&j| 1u64 << j).sum();
                match CHARS.get(mask as usize) {
                    Some(&c) => write!(f, "{}", c as char)?,
                    None => write!(f, "&{mask};")?,
                }
                f.write_str(split.suffix())
            }
            Some(split) if allowed.len() == self.heaps.len() => {
                write!(f, "*{}", split.suffix())
            }
            Some(split) => {
                let list: Vec<String> = allowed.iter().map(|j| j.to_string()).collect();
                write!(f, "{{{}{plus}}}{}", list.join(","), split.suffix())
            }
            None => {
                let list: Vec<String> = allowed
                    .iter()
                    .map(|&j| {
                        let s = self.heaps[j].expect("allowed");
                        format!("{j}{}", if j < 2 { "" } else { s.suffix() })
                    })
                    .collect();
                write!(f, "{{{}{plus}}}", list.join(","))
            }
        }
    }
}

static ZERO_DIGIT: Digit = Digit::ZERO;

/// A generalised take-and-break code, normalised.
///
/// ```
/// use conway::impartial::heap::{Code, HeapGame};
/// let code = Code::parse("0.4!").unwrap();
/// assert_eq!(code.to_string(), "0.4!");
/// // A heap of 6: remove one token, split 5 into 1+4 or 2+3 (not 5 alone).
/// let mut options = Vec::new();
/// code.for_each_option(6, &mut |h| options.push(h.to_vec()));
/// assert_eq!(options, vec![vec![1, 4], vec![2, 3]]);
/// assert_eq!(Code::parse("0.[7]").unwrap().into_game(), HeapGame::parse("0.7...").unwrap());
/// assert_eq!(Code::parse("4!.0").unwrap().into_game(), HeapGame::Grundy);
/// assert_eq!(Code::parse("0.2[22]").unwrap().to_string(), "0.[2]");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Code {
    /// `d₀, d₁, …`; the last `period` of them repeat forever.
    digits: Vec<Digit>,
    period: usize,
}

impl Code {
    /// A normalised code (see the module notes).
    fn new(mut digits: Vec<Digit>, mut period: usize) -> Code {
        if period > 0 {
            // The shortest repeating block.
            let start = digits.len() - period;
            let block = &digits[start..];
            if let Some(p) = (1..period)
                .find(|&p| period % p == 0 && (p..period).all(|i| block[i] == block[i - p]))
            {
                digits.truncate(start + p);
                period = p;
            }
            // Starting as early as it can (never at d₀): when the digit
            // before the block equals its last digit, the block may start
            // one earlier, which drops that last digit.
            while digits.len() - period > 1
                && digits[digits.len() - period - 1] == digits[digits.len() - 1]
            {
                digits.pop();
            }
            if digits[digits.len() - period..].iter().all(Digit::is_zero) {
                digits.truncate(digits.len() - period);
                period = 0;
            }
        }
        if period == 0 {
            while digits.len() > 1 && digits.last().is_some_and(Digit::is_zero) {
                digits.pop();
            }
        }
        if digits.is_empty() {
            digits.push(Digit::ZERO);
        }
        Code { digits, period }
    }

    /// Reads a code written as CGSuite writes it (see the module notes).
    /// Errors give the column.
    pub fn parse(text: &str) -> Result<Code, ParseError> {
        Parser { text, pos: 0 }.code()
    }

    /// The digit `d_k`.
    pub fn digit(&self, k: usize) -> &Digit {
        match self.digits.get(k) {
            Some(d) => d,
            None if self.period == 0 => &ZERO_DIGIT,
            None => {
                let start = self.digits.len() - self.period;
                &self.digits[start + (k - start) % self.period]
            }
        }
    }

    /// Calls `visit` with the heaps left by each move on a heap of `n`
    /// tokens (sorted, each non-empty; none when the move takes the heap).
    pub fn for_each_option(&self, n: usize, visit: &mut dyn FnMut(&[usize])) {
        let _ = self.try_for_each_option(n, &mut |heaps| {
            visit(heaps);
            ControlFlow::Continue(())
        });
    }

    /// Like [`Code::for_each_option`], but stops as soon as `visit` says
    /// so (a heap split into any number of heaps has as many options as
    /// the heap has partitions, so a caller may need to stop midway).
    pub fn try_for_each_option(
        &self,
        n: usize,
        visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let last = if self.period == 0 {
            n.min(self.digits.len() - 1)
        } else {
            n
        };
        let mut parts = Vec::new();
        for k in 0..=last {
            let digit = self.digit(k);
            let rest = n - k;
            if digit.heaps(0).is_some() && rest == 0 {
                visit(&[])?;
            }
            if digit.heaps(1).is_some() && rest >= 1 && k >= 1 {
                visit(&[rest])?;
            }
            let most = digit.max_heaps().unwrap_or(rest).min(rest);
            for j in 2..=most {
                if let Some(split) = digit.heaps(j) {
                    for_each_partition(rest, j, &mut parts, &mut |p| {
                        if split.admits(p) {
                            visit(p)
                        } else {
                            ControlFlow::Continue(())
                        }
                    })?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// The game this code names: a [`TakeBreak`] when an octal or
    /// hexadecimal code says it, [`HeapGame::Grundy`] for `4!.0`, else the
    /// code itself.
    pub fn into_game(self) -> HeapGame {
        if self.period == 0
            && self.digits.len() == 1
            && self.digits[0] == Digit::from_mask(4, Split::Unequal)
        {
            return HeapGame::Grundy;
        }
        let hex: Option<Vec<u8>> = self.digits.iter().map(Digit::as_hex).collect();
        if let Some(hex) = hex {
            let tail = match self.period {
                0 => Some(0),
                1 => hex.last().copied().filter(|&d| d <= 7),
                _ => None,
            };
            if let Some(tail) = tail {
                if let Ok(code) = TakeBreak::from_digits(hex, tail) {
                    return HeapGame::TakeBreak(code);
                }
            }
        }
        HeapGame::Code(self)
    }
}

impl HeapRule for Code {
    fn for_each_option(&self, n: usize, visit: &mut dyn FnMut(&[usize])) {
        Code::for_each_option(self, n, visit)
    }
}

/// Calls `visit` with every way to write `total` as `count ≥ 2` positive
/// parts in non-decreasing order, iteratively.
fn for_each_partition(
    total: usize,
    count: usize,
    parts: &mut Vec<usize>,
    visit: &mut dyn FnMut(&[usize]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if count == 0 || total < count {
        return ControlFlow::Continue(());
    }
    parts.clear();
    parts.resize(count - 1, 1);
    parts.push(total - (count - 1));
    loop {
        visit(parts)?;
        // The rightmost part but the last that can grow by one, with every
        // part after it (but the last) raised to match.
        let mut suffix = parts[count - 1];
        let mut grown = false;
        for i in (0..count - 1).rev() {
            suffix += parts[i];
            let v = parts[i] + 1;
            if v * (count - i) <= suffix {
                for p in &mut parts[i..count - 1] {
                    *p = v;
                }
                parts[count - 1] = suffix - v * (count - 1 - i);
                grown = true;
                break;
            }
        }
        if !grown {
            return ControlFlow::Continue(());
        }
    }
}

impl fmt::Display for Code {
    /// The normalised code: `4!.0`, `0.4!`, `0.1[2]`, `4.{2+}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        let start = self.digits.len() - self.period;
        for d in &self.digits[1..start] {
            write!(f, "{d}")?;
        }
        if self.period > 0 {
            f.write_str("[")?;
            for d in &self.digits[start..] {
                write!(f, "{d}")?;
            }
            f.write_str("]")?;
        } else if self.digits.len() == 1 {
            f.write_str("0")?;
        }
        Ok(())
    }
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl Parser<'_> {
    fn error(&self, offset: usize, message: &str) -> ParseError {
        ParseError::at(self.text, offset, message)
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    fn code(mut self) -> Result<Code, ParseError> {
        let first = if self.peek() == Some('.') {
            Digit::ZERO
        } else {
            let at = self.pos;
            let d = self.digit()?;
            if d.heaps(0).is_some() || d.heaps(1).is_some() {
                return Err(self.error(
                    at,
                    "the digit before the point (no tokens removed) may only split heaps (into two or more)",
                ));
            }
            d
        };
        match self.peek() {
            Some('.') => {
                self.bump();
            }
            Some(_) => {
                return Err(self.error(
                    self.pos,
                    "expected the point: one digit comes before it (digits that add tokens are not supported)",
                ))
            }
            None => {
                return Err(self.error(
                    self.pos,
                    "expected a take-and-break code such as 0.77 or 4!.0 (digits around a point)",
                ))
            }
        }
        let mut digits = vec![first];
        let mut period = 0;
        while let Some(c) = self.peek() {
            match c {
                '[' => {
                    let open = self.pos;
                    self.bump();
                    let before = digits.len();
                    while self.peek().is_some_and(|c| c != ']') {
                        digits.push(self.digit()?);
                    }
                    if self.bump() != Some(']') {
                        return Err(self.error(open, "this [ is never closed by ]"));
                    }
                    period = digits.len() - before;
                    if period == 0 {
                        return Err(self.error(open, "expected digits to repeat inside [ ]"));
                    }
                    if self.pos < self.text.len() {
                        return Err(self.error(self.pos, "expected the end of the code after ]"));
                    }
                }
                '.' | '…' => {
                    let at = self.pos;
                    let rest = &self.text[at..];
                    if rest != "..." && rest != "…" {
                        return Err(
                            self.error(at, "expected ... (repeat the last digit) at the end")
                        );
                    }
                    if digits.len() == 1 {
                        return Err(self.error(at, "expected a digit after the point to repeat"));
                    }
                    period = 1;
                    self.pos = self.text.len();
                }
                _ => digits.push(self.digit()?),
            }
        }
        if digits.len() == 1 {
            return Err(self.error(self.pos, "expected at least one digit after the point"));
        }
        Ok(Code::new(digits, period))
    }

    /// One digit and its condition.
    fn digit(&mut self) -> Result<Digit, ParseError> {
        let at = self.pos;
        let c = self
            .bump()
            .ok_or_else(|| self.error(at, "expected a digit"))?;
        let digit = match c {
            '*' => {
                let split = self.split();
                Digit::new(vec![Some(split); 3], true)
            }
            '&' => {
                let end = self.text[self.pos..]
                    .find(';')
                    .ok_or_else(|| self.error(at, "expected ; to end the &…; digit"))?;
                let mask: u64 = self.text[self.pos..self.pos + end].parse().map_err(|_| {
                    self.error(self.pos, "expected a decimal bit mask such as &32;")
                })?;
                self.pos += end + 1;
                let split = self.split();
                Digit::from_mask(mask, split)
            }
            '{' => self.list(at)?,
            c => match c.to_digit(32) {
                Some(d) => {
                    let split = self.split();
                    Digit::from_mask(u64::from(d), split)
                }
                None => {
                    return Err(self.error(
                        at,
                        "expected a digit: a hexadecimal digit 0-f (or base 32 up to v), &N;, * or {heap counts}",
                    ))
                }
            },
        };
        Ok(digit)
    }

    fn split(&mut self) -> Split {
        match self.peek().and_then(Split::from_char) {
            Some(s) => {
                self.bump();
                s
            }
            None => Split::Any,
        }
    }

    /// `{a,b,c+}` with conditions, after the `{` at `open`.
    fn list(&mut self, open: usize) -> Result<Digit, ParseError> {
        let end = self.text[self.pos..]
            .find('}')
            .map(|e| self.pos + e)
            .ok_or_else(|| self.error(open, "this { is never closed by }"))?;
        let mut items: Vec<(usize, Option<Split>)> = Vec::new();
        let mut more = false;
        let mut offset = self.pos;
        for item in self.text[self.pos..end].split(',') {
            let mut body = item.trim_end();
            if body.ends_with('+') && offset + item.len() == end {
                more = true;
                body = &body[..body.len() - 1];
            }
            let split = body.chars().last().and_then(Split::from_char);
            let number = if split.is_some() {
                &body[..body.len() - 1]
            } else {
                body
            };
            let j: usize = number
                .trim()
                .parse()
                .ok()
                .filter(|&j| j <= MAX_NAMED_HEAPS)
                .ok_or_else(|| self.error(offset, "expected a number of heaps from 0 to 63"))?;
            items.push((j, split));
            offset += item.len() + 1;
        }
        self.pos = end + 1;
        let after = self.pos;
        let global = self.split();
        if global != Split::Any && items.iter().any(|(_, s)| s.is_some()) {
            return Err(self.error(
                after,
                "a condition after } may not be combined with conditions inside the braces",
            ));
        }
        let top = items.iter().map(|&(j, _)| j).max().unwrap_or(0);
        let mut heaps = vec![None; top + 1];
        for (j, s) in items {
            heaps[j] = Some(s.unwrap_or(global));
        }
        Ok(Digit::new(heaps, more))
    }
}
