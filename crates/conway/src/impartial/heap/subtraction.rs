//! Subtraction games, written as take-and-break codes: taking `s` tokens
//! from a heap and leaving the rest as one heap (or nothing) is the digit 3
//! at position `s` (*Winning Ways* vol. 1 ch. 4; Siegel IV.2).
//!
//! * a finite subtraction set S: digit 3 at each `s` in S (`{1, 2, 5}` is
//!   `0.33003`);
//! * "take at most k": S = {1, …, k}, the code `0.33…3` with k threes;
//! * "all but S": any positive number not in S, the code with 0 at each
//!   `s` in S and 3 everywhere else, repeating (`all-but:2` is `0.303...`).

use super::TakeBreak;
use crate::error::ParseError;

/// The largest number of tokens a subtraction set may name (the code has
/// one digit per number).
pub const MAX_SUBTRACTION: usize = 1 << 20;

/// The code of the subtraction game with set `set` (positive numbers).
pub fn subtraction(set: &[usize]) -> Result<TakeBreak, String> {
    if set.is_empty() {
        return Err("a subtraction set needs at least one number".into());
    }
    let digits = digits_marking(set, 3, 0)?;
    TakeBreak::from_digits(digits, 0)
}

/// The code of "take 1 to `k` tokens".
pub fn take_at_most(k: usize) -> Result<TakeBreak, String> {
    if k == 0 {
        return Err("expected a positive number of tokens".into());
    }
    subtraction(&(1..=k).collect::<Vec<_>>())
}

/// The code of "take any positive number of tokens except those in `set`".
pub fn all_but(set: &[usize]) -> Result<TakeBreak, String> {
    let digits = digits_marking(set, 0, 3)?;
    TakeBreak::from_digits(digits, 3)
}

/// Digits `d_0 = 0, d_1, …, d_max(set)`: `marked` at the numbers in `set`,
/// `other` elsewhere.
fn digits_marking(set: &[usize], marked: u8, other: u8) -> Result<Vec<u8>, String> {
    if set.contains(&0) {
        return Err("the numbers of tokens taken must be positive".into());
    }
    let max = set.iter().copied().max().unwrap_or(0);
    if max > MAX_SUBTRACTION {
        return Err(format!(
            "{max} is more than the {MAX_SUBTRACTION} tokens supported"
        ));
    }
    let mut digits = vec![other; max + 1];
    digits[0] = 0;
    for &s in set {
        digits[s] = marked;
    }
    Ok(digits)
}

/// Reads a comma-separated list of positive numbers, with or without
/// braces (`1,3,4` or `{1, 3, 4}`); `allow_empty` accepts the empty list.
/// Errors give the column within `list`.
pub fn parse_set(list: &str, allow_empty: bool) -> Result<Vec<usize>, ParseError> {
    let trimmed = list.trim();
    if let Some(inner) = trimmed.strip_prefix('{') {
        let start = list.len() - list.trim_start().len() + 1;
        let Some(inner) = inner.strip_suffix('}') else {
            return Err(ParseError::at(
                list,
                list.len(),
                "expected '}' to close the set",
            ));
        };
        let shift = |e: ParseError| {
            // The error's column (in characters) back to a byte offset.
            let within = inner
                .char_indices()
                .nth(e.column - 1)
                .map_or(inner.len(), |(i, _)| i);
            ParseError::at(list, start + within, e.message)
        };
        return parse_bare_set(inner, allow_empty).map_err(shift);
    }
    parse_bare_set(list, allow_empty)
}

/// [`parse_set`] without braces.
fn parse_bare_set(list: &str, allow_empty: bool) -> Result<Vec<usize>, ParseError> {
    if list.is_empty() {
        return if allow_empty {
            Ok(Vec::new())
        } else {
            Err(ParseError::at(
                list,
                0,
                "expected a list of positive numbers such as 1,3,4",
            ))
        };
    }
    let mut out = Vec::new();
    let mut offset = 0;
    for item in list.split(',') {
        out.push(parse_positive(item).map_err(|m| ParseError::at(list, offset, m))?);
        offset += item.len() + 1;
    }
    Ok(out)
}

/// Reads one positive number. Errors give the column within `text`.
pub fn parse_count(text: &str) -> Result<usize, ParseError> {
    parse_positive(text).map_err(|m| ParseError::at(text, 0, m))
}

fn parse_positive(item: &str) -> Result<usize, String> {
    match item.trim().parse::<usize>() {
        Ok(0) => Err("expected a positive number, not 0".into()),
        Ok(n) if n > MAX_SUBTRACTION => Err(format!(
            "{n} is more than the {MAX_SUBTRACTION} tokens supported"
        )),
        Ok(n) => Ok(n),
        Err(_) => Err(format!(
            "expected a positive number, found {}",
            crate::error::quoted(item)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_of_the_families() {
        assert_eq!(subtraction(&[1, 2, 5]).unwrap().to_string(), "0.33003");
        // Braces as sets are written: {1, 2, 5}; errors keep their columns.
        assert_eq!(parse_set("{1, 2, 5}", false).unwrap(), [1, 2, 5]);
        assert_eq!(parse_set("{}", true).unwrap(), Vec::<usize>::new());
        assert!(parse_set("{}", false).is_err());
        assert_eq!(parse_set("{1,x}", false).unwrap_err().column, 4);
        assert!(parse_set("{1,2", false).is_err());
        assert_eq!(parse_set("{é,1}", false).unwrap_err().column, 2);
        assert_eq!(take_at_most(2).unwrap().to_string(), "0.33");
        assert_eq!(all_but(&[2]).unwrap().to_string(), "0.303...");
        assert_eq!(all_but(&[]).unwrap().to_string(), "0.3...");
        assert!(subtraction(&[]).is_err());
        assert!(subtraction(&[0, 1]).is_err());
        assert!(take_at_most(0).is_err());
    }

    #[test]
    fn lists_name_the_bad_item() {
        assert_eq!(parse_set("1,3,4", false).unwrap(), vec![1, 3, 4]);
        assert_eq!(parse_set("1,,4", false).unwrap_err().column, 3);
        assert_eq!(parse_set("1,3,0", false).unwrap_err().column, 5);
        assert!(parse_set("", true).unwrap().is_empty());
    }
}
