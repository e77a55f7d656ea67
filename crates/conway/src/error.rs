//! Errors for bad input: every one names the place and what was expected.

use std::fmt;

/// A syntax error in some text, with its 1-based line and column.
///
/// ```
/// use conway::error::ParseError;
/// let e = ParseError::at("{1|\n2|", 5, "expected '}'");
/// assert_eq!((e.line, e.column), (2, 2));
/// assert_eq!(e.to_string(), "2:2: expected '}'");
/// // A message quoting a value printed over several lines stays one line.
/// let e = ParseError::at("x", 0, "not a string (a\n  b)");
/// assert_eq!(e.message, "not a string (a b)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column, counted in characters.
    pub column: usize,
    /// What was wrong, or what was expected, in words a user understands.
    pub message: String,
}

impl ParseError {
    /// An error at byte offset `offset` of `text` (clamped to the text).
    pub fn at(text: &str, offset: usize, message: impl Into<String>) -> ParseError {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let before = &text[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = text[line_start..offset].chars().count() + 1;
        ParseError {
            line,
            column,
            message: one_line(message.into()),
        }
    }
}

/// A piece of user input as an error message quotes it: in single quotes,
/// on one line (control characters and quotes escaped), and shortened to
/// its first 40 characters when longer.
///
/// ```
/// use conway::error::quoted;
/// assert_eq!(quoted("kayle"), "'kayle'");
/// assert_eq!(quoted("a\nb"), "'a\\nb'");
/// assert_eq!(quoted(&"9".repeat(1000)), format!("'{}…' (1000 characters)", "9".repeat(40)));
/// ```
pub fn quoted(text: &str) -> String {
    const SHOWN: usize = 40;
    let shown: String = text
        .chars()
        .take(SHOWN)
        .flat_map(|c| match c {
            '\'' | '\\' => vec!['\\', c],
            c if c.is_control() => c.escape_default().collect(),
            c => vec![c],
        })
        .collect();
    let count = text.chars().count();
    if count > SHOWN {
        format!("'{shown}…' ({count} characters)")
    } else {
        format!("'{shown}'")
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

/// An error message is one line: a message that quotes a value printed over
/// several lines (a thermograph, a table) has each line break and the
/// indentation after it folded into one space.
fn one_line(message: String) -> String {
    if !message.contains('\n') {
        return message;
    }
    message
        .split('\n')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}
