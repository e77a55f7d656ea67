//! The worksheet: a small language for exploring values a line at a time,
//! in the spirit of CGSuite's worksheet. `conway repl` is a terminal
//! around it; this module does no I/O.
//!
//! ```text
//! line       := statement? ('//' comment)?
//! statement  := 'help' name? | 'names' | 'quit' | 'exit'
//!             | name '=' expression                       assignment
//!             | expression (relation expression)?         a value, or true/false
//!             | report                                    text: outcome(g), thermograph(g), ...
//! relation   := '>=' | '<=' | '==' | '!=' | '<' | '>' | '||' | '<|' | '|>'
//! expression := CGSuite's notation (see value::notation), with names and
//!               calls of functions: cool(g, 1), domineering("..|..")
//! ```
//!
//! Values are read by the notation parser ([`crate::value::notation`])
//! with names and calls resolved by the worksheet, so `{g | 0}`,
//! `Tiny(g)` and `^<2>` all work; functions are listed by `help`. A call
//! whose name is a ruleset's (with `_` for `-`: `advance_or_eat`) reads
//! its one argument as a position of that ruleset and gives its value: a
//! canonical form for partizan games, a nimber `*n` for impartial ones.
//! Functions whose answer is not a value (`outcome`, `compare`,
//! `thermograph`, `grundy`, rulesets without values such as the
//! divisor-chain game) stand alone on their line and give text.
//!
//! ```
//! use conway::worksheet::{Output, Worksheet};
//! use conway::value::Game;
//! let mut w = Worksheet::new();
//! w.eval_line("g = {1|*}").unwrap();
//! assert_eq!(w.eval_line("g + ^").unwrap().to_string(), "{1^|^*}");
//! assert_eq!(w.eval_line("g >= 0").unwrap(), Output::Truth(true));
//! assert_eq!(w.eval_line("domineering(\"..|..\")").unwrap(), Output::Value(Game::switch(Game::integer(1))));
//! let e = w.eval_line("g + h").unwrap_err();
//! assert_eq!(e.to_string(), "column 5: unknown name 'h'; assign it first (h = ...), or see help");
//! ```

mod functions;
mod help;

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::value::notation::{parse_prefix_with, parse_with};
use crate::value::Game;
use functions::Evaluator;
use std::collections::BTreeMap;
use std::fmt;

/// A worksheet: the names assigned so far.
///
/// ```
/// use conway::worksheet::Worksheet;
/// let mut w = Worksheet::new();
/// w.eval_line("a = ^").unwrap();
/// w.eval_line("b = a + a + *").unwrap();
/// assert_eq!(w.get("b").unwrap().to_string(), "^^*");
/// ```
#[derive(Clone, Debug, Default)]
pub struct Worksheet {
    names: BTreeMap<String, Game>,
}

/// What a line gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    /// Nothing to show: an empty line or a comment.
    Nothing,
    /// A value.
    Value(Game),
    /// A name was given a value.
    Assigned {
        /// The name.
        name: String,
        /// Its value.
        value: Game,
    },
    /// The answer of a comparison.
    Truth(bool),
    /// A report in words (outcome, thermograph, Grundy sequence, help),
    /// possibly several lines, without a final newline.
    Text(String),
    /// The user asked to leave (`quit`, `exit`).
    Quit,
}

impl fmt::Display for Output {
    /// Values in CGSuite's notation; assignments as `name = value`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Output::Nothing | Output::Quit => Ok(()),
            Output::Value(g) => write!(f, "{g}"),
            Output::Assigned { name, value } => write!(f, "{name} = {value}"),
            Output::Truth(b) => write!(f, "{b}"),
            Output::Text(t) => f.write_str(t),
        }
    }
}

/// Why a line gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The line is not understood, or asks for something impossible; the
    /// error names the column.
    Syntax(ParseError),
    /// A limit or a cancellation stopped a long computation.
    Stopped(Stop),
}

impl Error {
    /// The 1-based column the error names, if it is a syntax error.
    pub fn column(&self) -> Option<usize> {
        match self {
            Error::Syntax(e) => Some(e.column),
            Error::Stopped(_) => None,
        }
    }
}

impl fmt::Display for Error {
    /// `column N: message` (a line has one line), or what stopped the
    /// computation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Syntax(e) => write!(f, "column {}: {}", e.column, e.message),
            Error::Stopped(stop) => write!(f, "{stop}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<ParseError> for Error {
    fn from(e: ParseError) -> Error {
        Error::Syntax(e)
    }
}

/// Words that are statements, and so cannot be names.
const KEYWORDS: [&str; 4] = ["help", "names", "quit", "exit"];

/// The comparisons, longest first so that `<=` is not read as `<`.
const RELATIONS: [&str; 9] = [">=", "<=", "==", "!=", "<|", "|>", "||", "<", ">"];

impl Worksheet {
    /// An empty worksheet.
    pub fn new() -> Worksheet {
        Worksheet::default()
    }

    /// The value of a name, if it has one.
    pub fn get(&self, name: &str) -> Option<Game> {
        self.names.get(name).copied()
    }

    /// The names assigned so far, in alphabetical order.
    pub fn names(&self) -> impl Iterator<Item = (&str, Game)> {
        self.names.iter().map(|(k, &v)| (k.as_str(), v))
    }

    /// Evaluates one line without limits (see [`Worksheet::eval_line_with`]).
    pub fn eval_line(&mut self, line: &str) -> Result<Output, Error> {
        self.eval_line_with(line, &Control::unlimited())
    }

    /// Evaluates one line; searches (ruleset positions, Grundy sequences)
    /// run under `control` and stop with [`Error::Stopped`] at its limits.
    /// A line that fails changes nothing.
    ///
    /// ```
    /// use conway::control::{Control, Stop};
    /// use conway::worksheet::{Error, Worksheet};
    /// let mut w = Worksheet::new();
    /// let tight = Control::new(Some(10), None);
    /// let e = w.eval_line_with("domineering(\"....|....|....|....\")", &tight);
    /// assert_eq!(e, Err(Error::Stopped(Stop::Positions(10))));
    /// ```
    pub fn eval_line_with(&mut self, line: &str, control: &Control) -> Result<Output, Error> {
        // Watched as a whole: sums and comparisons of big values obey the
        // limits and Ctrl-C like searches do.
        crate::control::watch(control, || self.eval_watched(line, control))
            .unwrap_or_else(|stop| Err(Error::Stopped(stop)))
    }

    fn eval_watched(&mut self, line: &str, control: &Control) -> Result<Output, Error> {
        let text = without_comment(line);
        let trimmed = text.trim_start();
        if trimmed.trim_end().is_empty() {
            return Ok(Output::Nothing);
        }
        let start = text.len() - trimmed.len();
        let first = identifier_at(text, start);
        let after_first = skip_spaces(text, start + first.len());
        let rest = &text[after_first..];
        match first {
            "help" if !rest.starts_with(['(', '=']) => return self.help(text, after_first),
            "names" | "quit" | "exit" if rest.is_empty() => {
                return Ok(match first {
                    "names" => Output::Text(self.listing()),
                    _ => Output::Quit,
                })
            }
            _ => {}
        }
        if !first.is_empty() && rest.starts_with('=') && !rest.starts_with("==") {
            return self.assign(text, start, first, after_first + 1, control);
        }
        self.expression(text, start, control)
    }

    /// `name = expression`.
    fn assign(
        &mut self,
        text: &str,
        start: usize,
        name: &str,
        from: usize,
        control: &Control,
    ) -> Result<Output, Error> {
        if let Some(why) = reserved(name) {
            return Err(ParseError::at(
                text,
                start,
                format!("'{name}' cannot be assigned: it is {why}"),
            )
            .into());
        }
        let padded = padded(text, from);
        let evaluator = Evaluator::new(&self.names, control, None);
        let value = evaluator.finish(parse_with(&padded, &evaluator))?;
        self.names.insert(name.to_string(), value);
        Ok(Output::Assigned {
            name: name.to_string(),
            value,
        })
    }

    /// An expression, a comparison of two, or a report.
    fn expression(&self, text: &str, start: usize, control: &Control) -> Result<Output, Error> {
        let end = text.trim_end().len();
        let evaluator = Evaluator::new(&self.names, control, Some((start, end)));
        let (left, stop) = evaluator.finish(parse_prefix_with(text, &evaluator))?;
        if let Some(report) = evaluator.take_report() {
            return Ok(Output::Text(report));
        }
        let rest = &text[stop..];
        if rest.trim().is_empty() {
            return Ok(Output::Value(left));
        }
        let Some(relation) = RELATIONS.iter().find(|r| rest.starts_with(**r)) else {
            let message = if rest.starts_with('=') {
                "'=' assigns to a name (g = {1|*}); compare values with =="
            } else {
                "expected '+', '-', a comparison (>= <= == != < > || <| |>) or the end of the line"
            };
            return Err(ParseError::at(text, stop, message).into());
        };
        let padded = padded(text, stop + relation.len());
        let evaluator = Evaluator::new(&self.names, control, None);
        let right = evaluator.finish(parse_with(&padded, &evaluator))?;
        Ok(Output::Truth(holds(relation, left, right)))
    }

    /// `help` or `help NAME`.
    fn help(&self, text: &str, from: usize) -> Result<Output, Error> {
        let topic = text[from..].trim_end();
        if topic.is_empty() {
            return Ok(Output::Text(help::overview()));
        }
        help::topic(topic)
            .map(Output::Text)
            .ok_or_else(|| {
                ParseError::at(
                    text,
                    from,
                    format!(
                        "no help on '{topic}'; 'help' alone lists the statements, functions and rulesets"
                    ),
                )
            })
            .map_err(Error::from)
    }

    /// `names`: each name and its value.
    fn listing(&self) -> String {
        if self.names.is_empty() {
            return "no names assigned yet (assign one with g = {1|*})".to_string();
        }
        let lines: Vec<String> = self
            .names
            .iter()
            .map(|(name, value)| format!("{name} = {value}"))
            .collect();
        lines.join("\n")
    }
}

/// Whether `left relation right` holds.
fn holds(relation: &str, left: Game, right: Game) -> bool {
    match relation {
        ">=" => right.leq(left),
        "<=" => left.leq(right),
        "==" => left == right,
        "!=" => left != right,
        "<" => left != right && left.leq(right),
        ">" => left != right && right.leq(left),
        "||" => left.is_confused_with(right),
        // Less than or confused with: not greater than or equal.
        "<|" => !right.leq(left),
        // Greater than or confused with: not less than or equal.
        "|>" => !left.leq(right),
        _ => unreachable!("RELATIONS lists the relations"),
    }
}

/// Why `name` cannot be assigned, if it cannot.
fn reserved(name: &str) -> Option<String> {
    if KEYWORDS.contains(&name) {
        return Some("a statement (see help)".to_string());
    }
    if ["Tiny", "tiny", "Miny", "miny"].contains(&name) {
        return Some("part of the notation: Tiny(2), Miny(1/4)".to_string());
    }
    let v_run = name.trim_end_matches(|c: char| c.is_ascii_digit());
    if !v_run.is_empty() && v_run.bytes().all(|b| b == b'v') {
        return Some("part of the notation: v, vv and v3 are downs".to_string());
    }
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        return Some("not a name: names start with a letter or '_'".to_string());
    }
    functions::reserved(name)
}

/// The line up to a `//` comment (outside double quotes).
fn without_comment(line: &str) -> &str {
    let mut quoted = false;
    let bytes = line.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'"' => quoted = !quoted,
            b'/' if !quoted && bytes.get(i + 1) == Some(&b'/') => return &line[..i],
            _ => {}
        }
    }
    line
}

/// The identifier (letters, digits, `_`, not starting with a digit) at
/// byte `at`, or "" if none starts there.
fn identifier_at(text: &str, at: usize) -> &str {
    let rest = &text[at..];
    if !rest.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        return "";
    }
    let len = rest
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    &rest[..len]
}

fn skip_spaces(text: &str, at: usize) -> usize {
    let rest = &text[at..];
    at + rest.len() - rest.trim_start().len()
}

/// The text with everything before byte `from` blanked, one space per
/// character, so that columns in errors stay those of the line.
fn padded(text: &str, from: usize) -> String {
    let blanks = text[..from].chars().count();
    let mut out = " ".repeat(blanks);
    out.push_str(&text[from..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_end_outside_strings() {
        assert_eq!(without_comment("1 // one"), "1 ");
        assert_eq!(without_comment("f(\"a//b\") // c"), "f(\"a//b\") ");
        assert_eq!(without_comment("1/2"), "1/2");
    }

    #[test]
    fn padding_keeps_columns() {
        let line = "↑ >= x";
        let p = padded(line, line.find('x').unwrap());
        assert_eq!(p, "     x");
        // x is the sixth character of the line, and of the padded text.
        assert_eq!(ParseError::at(&p, 5, "").column, 6);
    }

    #[test]
    fn downs_and_keywords_are_reserved() {
        for name in [
            "v",
            "vv",
            "v3",
            "help",
            "Tiny",
            "cool",
            "domineering",
            "advance_or_eat",
        ] {
            assert!(reserved(name).is_some(), "{name}");
        }
        for name in ["g", "value", "v_1", "x2", "_", "vx"] {
            assert!(reserved(name).is_none(), "{name}");
        }
    }
}
