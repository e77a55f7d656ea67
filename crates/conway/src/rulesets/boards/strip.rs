//! Positions made of one or more strips (rows of cells, 1×n boards), as
//! Toads and Frogs and Toppling Dominoes write them: one character per
//! cell, several strips (a sum) separated by `|` or newlines. Strips may
//! have different lengths.

use crate::error::ParseError;

/// Reads strips: rows of cells separated by `|` or newlines (blank lines
/// and spaces are ignored); `cell` maps a character to a cell or rejects it,
/// and `expected` says in words what characters are allowed. Every strip
/// holds at least one cell.
///
/// ```
/// use conway::rulesets::strip::parse_strips;
/// let digits = |c: char| c.to_digit(10);
/// assert_eq!(parse_strips("12|3", digits, "a digit").unwrap(), vec![vec![1, 2], vec![3]]);
/// let e = parse_strips("12|3a", digits, "a digit").unwrap_err();
/// assert_eq!((e.line, e.column), (1, 5));
/// assert!(parse_strips("12||3", digits, "a digit").is_err());
/// ```
pub fn parse_strips<T>(
    text: &str,
    cell: impl Fn(char) -> Option<T>,
    expected: &str,
) -> Result<Vec<Vec<T>>, ParseError> {
    let mut strips = Vec::new();
    let mut current = Vec::new();
    for (i, ch) in text.char_indices() {
        match ch {
            '|' | '\n' => {
                if !current.is_empty() {
                    strips.push(std::mem::take(&mut current));
                } else if ch == '|' {
                    return Err(ParseError::at(
                        text,
                        i,
                        format!("expected a strip of {expected} before '|'"),
                    ));
                }
            }
            c if c.is_whitespace() => {}
            c => match cell(c) {
                Some(v) => current.push(v),
                None => {
                    return Err(ParseError::at(
                        text,
                        i,
                        format!(
                            "unexpected '{c}': expected {expected}, with strips separated by '|'"
                        ),
                    ))
                }
            },
        }
    }
    if !current.is_empty() {
        strips.push(current);
    } else if strips.is_empty() || text.trim_end().ends_with('|') {
        return Err(ParseError::at(
            text,
            text.len(),
            format!("expected a strip of {expected}"),
        ));
    }
    Ok(strips)
}

/// Writes strips back: each cell's character, strips separated by `|`.
///
/// ```
/// use conway::rulesets::strip::strips_notation;
/// assert_eq!(strips_notation(&[vec![1, 2], vec![3]], |d| char::from(b'0' + d)), "12|3");
/// ```
pub fn strips_notation<T>(strips: &[Vec<T>], symbol: impl Fn(&T) -> char) -> String {
    strips
        .iter()
        .map(|s| s.iter().map(&symbol).collect::<String>())
        .collect::<Vec<_>>()
        .join("|")
}

/// A move label, prefixed with the strip's name and number (from 1) when
/// the position has more than one strip: `3-4`, or `strip 2: 3-4`.
///
/// ```
/// use conway::rulesets::strip::strip_label;
/// assert_eq!(strip_label("row", 1, 0, "3 left".into()), "3 left");
/// assert_eq!(strip_label("row", 2, 1, "3 left".into()), "row 2: 3 left");
/// ```
pub fn strip_label(noun: &str, strips: usize, strip: usize, label: String) -> String {
    if strips > 1 {
        format!("{noun} {}: {label}", strip + 1)
    } else {
        label
    }
}
