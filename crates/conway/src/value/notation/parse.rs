//! Reading CGSuite's notation for values, and sums and differences of them.
//!
//! ```text
//! expression := term (('+' | '-') term | '+-' term)*     a +- b is a + (+-b), as in CGScript
//! term       := ('-' | '+' | '+-') term | value
//! value      := nus | number? ('Tiny' | 'Miny') '(' expression ')'
//!             | '{' sides '}' | '(' expression ')'
//! sides      := list (slashes list)*                      one '|' or more; see below
//! list       := (expression (',' expression)*)?
//! nus        := number? ups? star?                        at least one part, no spaces inside
//! number     := digits ('/' digits)?                      the denominator a power of 2
//! ups        := '^' | 'v' | '^^' | 'vv' | '^' digits | 'v' digits      (runs '^^^' too)
//!             | '^<' n '>' | 'v<' n '>'                   ±↑ⁿ (up-nth)
//!             | '^[' n ']' | 'v[' n ']'                   ±(↑ + ↑² + … + ↑ⁿ)
//! star       := '*' digits?
//! ```
//!
//! * A number part is written before ups and stars and adds to them:
//!   `1/2^3*2` is `1/2 + 3·↑ + *2`, and a minus sign in front of a number
//!   belongs to the number: `-1^*` is `-1 + ↑*`. To negate a whole value,
//!   use parentheses: `-(1^*)`.
//! * A number written right before `Tiny` or `Miny` adds to it: `2Tiny(2)`
//!   is `2 + Tiny(2)`, as printed.
//! * `+-x` is the switch `{x | -x}`, and `+-` takes the value right after it:
//!   `+-1*` is `±(1*)`. `+-{a,b}` and `+-(a,b)` are `{a,b | -a,-b}`.
//! * Slashes bind by count: more slashes separate outer levels, so
//!   `{a|||b||c|d}` is `{a ||| {b || {c | d}}}`, and `{a||b|c}` is
//!   `{a || {b | c}}`. Two separators of the same count at the same level
//!   (`{a|b|c}`) are ambiguous and rejected, as CGSuite rejects them.
//! * `±`, `↑`, `↓`, `⇑` and `⇓` may be written for `+-`, `^`, `v`, `^^` and
//!   `vv`; whitespace may stand between any two tokens, but not inside a
//!   number-up-star.
//!
//! The parser keeps its own stack, so nesting depth is limited only by
//! memory (`{{{…|}|}|}` a hundred thousand deep is fine), and numbers of
//! any length are exact.
//!
//! # Names and calls
//!
//! [`parse_with`] reads the same notation with two more kinds of value,
//! resolved by a [`Scope`] (the worksheet is one):
//!
//! ```text
//! value      := … | name | name '(' (argument (',' argument)*)? ')'
//! name       := (letter | '_') (letter | digit | '_')*  not Tiny, Miny, nor v, vv, v3 (downs)
//! argument   := expression | '"' text '"'                 text without '"'
//! ```
//!
//! [`parse_prefix_with`] reads the longest expression at the start of a
//! text and says where it stopped, so that a host can put its own syntax
//! (comparisons such as `>=` or `||`) after it.

use super::super::game::Game;
use super::super::uptimal::{power, UpPower, MAX_UP_POWER};
use crate::error::ParseError;
use crate::numeric::{Dyadic, Integer, ParseDyadicError};
use std::str::FromStr;

/// Reads a value, or a sum or difference of values, in CGSuite's notation.
///
/// ```
/// use conway::value::{notation::parse, Game};
/// assert_eq!(parse("*3 + *5"), Ok(Game::nimber(6)));
/// assert_eq!(parse("{1|-1} + {1|-1}"), Ok(Game::ZERO));
/// assert_eq!(parse("^ + ^ + *").unwrap().to_string(), "^^*");
/// assert_eq!(parse("2Tiny(2)").unwrap(), Game::integer(2) + Game::tiny(Game::integer(2)));
/// let e = parse("1/3").unwrap_err();
/// assert_eq!((e.line, e.column), (1, 1));
/// assert!(e.message.contains("not a power of 2"));
/// ```
pub fn parse(text: &str) -> Result<Game, ParseError> {
    Parser::new(text).run().map(|(g, _)| g)
}

/// What a host adds to the notation: the values of names and of calls
/// (see the [module documentation](crate::value::notation)).
///
/// ```
/// use conway::error::ParseError;
/// use conway::value::notation::{parse_with, Call, Scope};
/// use conway::value::Game;
///
/// struct Doubles;
/// impl Scope for Doubles {
///     fn name(&self, name: &str) -> Result<Game, String> {
///         match name {
///             "two" => Ok(Game::integer(2)),
///             _ => Err(format!("unknown name '{name}'")),
///         }
///     }
///     fn call(&self, call: &Call<'_>) -> Result<Game, ParseError> {
///         match (call.name, call.games().as_deref()) {
///             ("double", Some([g])) => Ok(*g + *g),
///             _ => Err(call.error(call.at, "double takes one value")),
///         }
///     }
/// }
/// assert_eq!(parse_with("double(two) + *", &Doubles), "4*".parse());
/// let e = parse_with("{two | three}", &Doubles).unwrap_err();
/// assert_eq!((e.column, e.message.as_str()), (8, "unknown name 'three'"));
/// ```
pub trait Scope {
    /// The value of `name`, or an error message (placed at the name).
    fn name(&self, name: &str) -> Result<Game, String>;

    /// The value of a call `name(arguments)`; [`Call::error`] places an
    /// error at the call or at one of its arguments.
    fn call(&self, call: &Call<'_>) -> Result<Game, ParseError>;
}

/// A call `name(arguments)` as written, handed to [`Scope::call`].
#[derive(Clone, Debug)]
pub struct Call<'a> {
    /// The whole text being parsed (byte offsets below refer to it).
    pub text: &'a str,
    /// The function's name.
    pub name: &'a str,
    /// Where the name starts.
    pub at: usize,
    /// Where the call ends: just after its `)`.
    pub end: usize,
    /// The arguments, in order.
    pub args: Vec<Arg>,
}

/// One argument of a [`Call`]: its value and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// The value written.
    pub value: ArgValue,
    /// Byte offset of the argument's first character (for a string, its
    /// opening quote).
    pub at: usize,
}

/// What an argument is: a value, or a string in double quotes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgValue {
    /// An expression in the notation.
    Game(Game),
    /// A string in double quotes (a position, a game's name), without the
    /// quotes.
    Text(String),
}

impl Call<'_> {
    /// An error at byte offset `at` of the text.
    pub fn error(&self, at: usize, message: impl Into<String>) -> ParseError {
        ParseError::at(self.text, at, message)
    }

    /// The arguments when all of them are values.
    pub fn games(&self) -> Option<Vec<Game>> {
        self.args
            .iter()
            .map(|a| match a.value {
                ArgValue::Game(g) => Some(g),
                ArgValue::Text(_) => None,
            })
            .collect()
    }
}

/// Reads an expression in the notation in which names and calls are
/// resolved by `scope` (see the [module documentation](crate::value::notation)).
pub fn parse_with(text: &str, scope: &dyn Scope) -> Result<Game, ParseError> {
    Parser::with_scope(text, scope, false).run().map(|(g, _)| g)
}

/// Reads the longest expression at the start of `text`, with names and
/// calls resolved by `scope`, and returns it with the byte offset where it
/// stopped: the end of the text, or a character outside brackets that
/// cannot continue an expression (such as `>`, `=` or `|`).
///
/// ```
/// use conway::error::ParseError;
/// use conway::value::notation::{parse_prefix_with, Call, Scope};
/// use conway::value::Game;
/// struct Empty;
/// impl Scope for Empty {
///     fn name(&self, name: &str) -> Result<Game, String> {
///         Err(format!("unknown name '{name}'"))
///     }
///     fn call(&self, call: &Call<'_>) -> Result<Game, ParseError> {
///         Err(call.error(call.at, "no functions"))
///     }
/// }
/// let (g, stop) = parse_prefix_with("^ + * >= {0|*}", &Empty).unwrap();
/// assert_eq!((g.to_string().as_str(), stop), ("^*", 6));
/// let (_, stop) = parse_prefix_with("{0|*} || *", &Empty).unwrap();
/// assert_eq!(stop, 6);
/// ```
pub fn parse_prefix_with(text: &str, scope: &dyn Scope) -> Result<(Game, usize), ParseError> {
    Parser::with_scope(text, scope, true).run()
}

/// Reads the number-up-star (`3`, `1/2`, `^*`, `v<2>`, `^[3]`, `2*3`, ...)
/// that starts at byte `at` of `text`, with no spaces inside, and returns
/// its value and the offset just after it; `None` if none starts there.
/// Hosts with their own syntax (the worksheet language) read these
/// literals with it, so the notation has one reader.
///
/// ```
/// use conway::value::notation::read_number_up_star;
/// use conway::value::Game;
/// let (g, end) = read_number_up_star("x = ^<2> + 1", 4).unwrap().unwrap();
/// assert_eq!((g, end), ("^<2>".parse::<Game>().unwrap(), 8));
/// assert_eq!(read_number_up_star("2*3 ..", 0).unwrap(), Some((Game::integer(2) + Game::nimber(3), 3)));
/// assert_eq!(read_number_up_star("g", 0).unwrap(), None);
/// ```
pub fn read_number_up_star(text: &str, at: usize) -> Result<Option<(Game, usize)>, ParseError> {
    let mut lexer = Lexer {
        text,
        pos: at,
        peeked: None,
        scoped: true,
    };
    let atom = lexer.atom()?;
    if atom.number.is_none() && atom.ups.is_none() && atom.star.is_none() {
        return Ok(None);
    }
    Ok(Some((atom.value(), lexer.pos)))
}

impl FromStr for Game {
    type Err = ParseError;

    /// Same as [`parse`].
    fn from_str(s: &str) -> Result<Game, ParseError> {
        parse(s)
    }
}

/// The multiple-of-up part of a number-up-star.
#[derive(Clone, Debug)]
enum Ups {
    Multiple(Integer),
    Power {
        kind: UpPower,
        positive: bool,
        n: u64,
    },
}

/// A number-up-star as written: `1/2^3*2`.
#[derive(Clone, Debug)]
struct Atom {
    number: Option<Dyadic>,
    ups: Option<Ups>,
    star: Option<u64>,
}

impl Atom {
    fn is_plain_number(&self) -> bool {
        self.number.is_some() && self.ups.is_none() && self.star.is_none()
    }

    fn value(&self) -> Game {
        let x = self.number.clone().unwrap_or(Dyadic::ZERO);
        let m = self.star.unwrap_or(0);
        match &self.ups {
            None => Game::number_up_star(x, 0, m),
            Some(Ups::Multiple(n)) => Game::number_up_star(x, n.clone(), m),
            Some(Ups::Power { kind, positive, n }) => {
                let p = power(*kind, *n);
                let p = if *positive { p } else { -p };
                Game::dyadic(x) + p + Game::nimber(m)
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Word {
    Tiny,
    Miny,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bracket {
    Brace,
    Paren,
}

#[derive(Clone, Debug)]
enum Tok {
    Atom(Atom),
    Word(Word),
    Open(Bracket),
    Close(Bracket),
    Comma,
    Slashes(usize),
    Plus,
    Minus,
    PlusMinus,
    /// A name (only with a scope).
    Name(String),
    /// A string in double quotes (only with a scope).
    Text(String),
    /// A character that starts no token (only with a scope: it may be the
    /// host's syntax after a prefix).
    Stray(char),
    End,
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    at: usize,
    /// Whitespace stands before the token.
    spaced: bool,
}

/// A value, the start of a value, and the like, for messages.
const EXPECTED_VALUE: &str =
    "expected a value such as 3/4, *2, ^, v, {1|0}, +-1, Tiny(2) or a parenthesised sum";

struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    peeked: Option<Token>,
    /// Names, strings and stray characters are tokens (a scope resolves
    /// them); without a scope they are errors.
    scoped: bool,
}

impl<'a> Lexer<'a> {
    fn peek_char(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn error(&self, at: usize, message: impl Into<String>) -> ParseError {
        ParseError::at(self.text, at, message)
    }

    fn digits(&mut self) -> &'a str {
        let start = self.pos;
        let len = self.text[start..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        self.pos += len;
        &self.text[start..start + len]
    }

    /// The run of ASCII letters at the current position (not consumed).
    fn letters(&self) -> &'a str {
        let rest = &self.text[self.pos..];
        let len = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
        &rest[..len]
    }

    /// The run of ASCII letters, digits and underscores at the current
    /// position (not consumed).
    fn identifier(&self) -> &'a str {
        let rest = &self.text[self.pos..];
        let len = rest
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
            .count();
        &rest[..len]
    }

    fn peek(&mut self) -> Result<&Token, ParseError> {
        if self.peeked.is_none() {
            let t = self.lex()?;
            self.peeked = Some(t);
        }
        Ok(self.peeked.as_ref().expect("just filled"))
    }

    fn next(&mut self) -> Result<Token, ParseError> {
        match self.peeked.take() {
            Some(t) => Ok(t),
            None => self.lex(),
        }
    }

    fn lex(&mut self) -> Result<Token, ParseError> {
        let before = self.pos;
        let rest = &self.text[self.pos..];
        let trimmed = rest.trim_start();
        self.pos += rest.len() - trimmed.len();
        let spaced = self.pos > before;
        let at = self.pos;
        let Some(c) = self.peek_char() else {
            return Ok(Token {
                tok: Tok::End,
                at,
                spaced,
            });
        };
        let single = |tok| (tok, c.len_utf8());
        let (tok, len) = match c {
            '{' => single(Tok::Open(Bracket::Brace)),
            '}' => single(Tok::Close(Bracket::Brace)),
            '(' => single(Tok::Open(Bracket::Paren)),
            ')' => single(Tok::Close(Bracket::Paren)),
            ',' => single(Tok::Comma),
            '±' => single(Tok::PlusMinus),
            '-' => single(Tok::Minus),
            '+' if trimmed.starts_with("+-") => (Tok::PlusMinus, 2),
            '+' => single(Tok::Plus),
            '|' => {
                let n = trimmed.bytes().take_while(|&b| b == b'|').count();
                (Tok::Slashes(n), n)
            }
            c if c.is_ascii_digit() || "^*↑↓⇑⇓".contains(c) => {
                let atom = self.atom()?;
                return Ok(Token {
                    tok: Tok::Atom(atom),
                    at,
                    spaced,
                });
            }
            '"' if self.scoped => {
                let body = &self.text[self.pos + 1..];
                let Some(len) = body.find('"') else {
                    return Err(self.error(at, "expected '\"' to close this string"));
                };
                (Tok::Text(body[..len].to_string()), len + 2)
            }
            c if c.is_ascii_alphabetic() || (self.scoped && c == '_') => {
                let word = self.letters();
                let ident = self.identifier();
                // Downs: v, vv, v3 (and, without a scope, any run of v's).
                let downs = !word.is_empty()
                    && word.bytes().all(|b| b == b'v')
                    && (!self.scoped || ident[word.len()..].bytes().all(|b| b.is_ascii_digit()));
                if downs {
                    let atom = self.atom()?;
                    return Ok(Token {
                        tok: Tok::Atom(atom),
                        at,
                        spaced,
                    });
                }
                let tok = match word {
                    "Tiny" | "tiny" if !self.scoped || ident == word => Tok::Word(Word::Tiny),
                    "Miny" | "miny" if !self.scoped || ident == word => Tok::Word(Word::Miny),
                    _ if self.scoped => {
                        self.pos += ident.len();
                        return Ok(Token {
                            tok: Tok::Name(ident.to_string()),
                            at,
                            spaced,
                        });
                    }
                    _ => {
                        let name: String = trimmed
                            .chars()
                            .take_while(|c| c.is_alphanumeric() || *c == '_')
                            .collect();
                        return Err(
                            self.error(at, format!("unknown word '{name}'; {EXPECTED_VALUE}"))
                        );
                    }
                };
                (tok, word.len())
            }
            c if self.scoped => single(Tok::Stray(c)),
            c => return Err(unexpected_character(self.text, at, c)),
        };
        self.pos += len;
        Ok(Token { tok, at, spaced })
    }

    /// Reads `number? ups? star?` (at least one part is there).
    fn atom(&mut self) -> Result<Atom, ParseError> {
        let number = self.number()?;
        let ups = self.ups()?;
        let star = self.star()?;
        Ok(Atom { number, ups, star })
    }

    fn number(&mut self) -> Result<Option<Dyadic>, ParseError> {
        let start = self.pos;
        if self.digits().is_empty() {
            return Ok(None);
        }
        // `1/omega`, `1/(omega+1)` in the worksheet: a '/' before a name
        // or a bracket divides; it is not part of the number.
        let divides = self.text[self.pos..].starts_with('/')
            && self.text[self.pos + 1..]
                .starts_with(|c: char| c.is_ascii_alphabetic() || c == '_' || c == '(');
        if self.peek_char() == Some('/') && !divides {
            self.pos += 1;
            if self.digits().is_empty() {
                return Err(self.error(self.pos, "expected the digits of a denominator after '/'"));
            }
        }
        if self.peek_char() == Some('.')
            && self.text[self.pos + 1..].starts_with(|c: char| c.is_ascii_digit())
        {
            return Err(self.error(
                self.pos,
                "decimal points are not part of the notation; write fractions such as 3/4",
            ));
        }
        let literal = &self.text[start..self.pos];
        literal.parse::<Dyadic>().map(Some).map_err(|e| {
            let message = match e {
                ParseDyadicError::NotDyadic(d) => format!(
                    "{literal} is not a dyadic rational: the denominator {d} is not a power of 2"
                ),
                ParseDyadicError::ZeroDenominator => format!("{literal}: division by zero"),
                ParseDyadicError::Syntax => format!("expected a number, found '{literal}'"),
            };
            self.error(start, message)
        })
    }

    /// `^`, `^^`, `^3`, `^<3>`, `^[3]` and their downward forms.
    fn ups(&mut self) -> Result<Option<Ups>, ParseError> {
        let start = self.pos;
        let mut count: u64 = 0;
        let mut direction = 0i8;
        loop {
            let (d, k, len) = match self.peek_char() {
                Some('^') => (1, 1, 1),
                Some('↑') => (1, 1, '↑'.len_utf8()),
                Some('⇑') => (1, 2, '⇑'.len_utf8()),
                Some('v') if self.letters().bytes().all(|b| b == b'v') => (-1, 1, 1),
                Some('↓') => (-1, 1, '↓'.len_utf8()),
                Some('⇓') => (-1, 2, '⇓'.len_utf8()),
                _ => break,
            };
            if direction != 0 && d != direction {
                break;
            }
            direction = d;
            count += k;
            self.pos += len;
        }
        if direction == 0 {
            return Ok(None);
        }
        let positive = direction > 0;
        let symbols = &self.text[start..self.pos];
        let single = count == 1;
        let suffix = self.peek_char();
        let wants_suffix =
            matches!(suffix, Some('<' | '[')) || suffix.is_some_and(|c| c.is_ascii_digit());
        if wants_suffix && !single {
            return Err(self.error(
                self.pos,
                format!(
                    "'{symbols}' takes no count; write one '^' or 'v' before it, as in ^3 or v<2>"
                ),
            ));
        }
        let multiple = |n: Integer| Some(Ups::Multiple(if positive { n } else { -n }));
        match suffix {
            Some(c) if c.is_ascii_digit() => {
                let digits = self.digits();
                let n: Integer = digits
                    .parse()
                    .map_err(|_| self.error(start, "expected a count of ups"))?;
                Ok(multiple(n))
            }
            Some(open @ ('<' | '[')) => {
                let close = if open == '<' { '>' } else { ']' };
                self.pos += 1;
                let digits_at = self.pos;
                let digits = self.digits();
                let n = digits
                    .parse::<u64>()
                    .ok()
                    .filter(|n| (1..=MAX_UP_POWER).contains(n));
                let Some(n) = n else {
                    return Err(self.error(
                        digits_at,
                        format!("expected a whole number from 1 to {MAX_UP_POWER} after '{symbols}{open}'"),
                    ));
                };
                if self.peek_char() != Some(close) {
                    return Err(self.error(
                        self.pos,
                        format!("expected '{close}' to close '{symbols}{open}{digits}'"),
                    ));
                }
                self.pos += 1;
                let kind = if open == '<' {
                    UpPower::Nth
                } else {
                    UpPower::ToNth
                };
                Ok(Some(Ups::Power { kind, positive, n }))
            }
            _ => Ok(multiple(Integer::from(count))),
        }
    }

    fn star(&mut self) -> Result<Option<u64>, ParseError> {
        if self.peek_char() != Some('*') {
            return Ok(None);
        }
        self.pos += 1;
        let at = self.pos;
        let digits = self.digits();
        if digits.is_empty() {
            return Ok(Some(1));
        }
        digits.parse::<u64>().map(Some).map_err(|_| {
            self.error(
                at,
                format!("the nimber *{digits} is too large: at most *{}", u64::MAX),
            )
        })
    }
}

fn unexpected_character(text: &str, at: usize, c: char) -> ParseError {
    ParseError::at(
        text,
        at,
        format!("unexpected character '{c}'; {EXPECTED_VALUE}"),
    )
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Prefix {
    Neg,
    Pos,
    Switch,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Binary {
    Add,
    Sub,
}

/// An expression being read: the value so far, the operator waiting for
/// its right operand, and the prefix operators waiting for a value.
#[derive(Default)]
struct Expr {
    value: Option<Game>,
    pending: Option<(Binary, usize)>,
    prefixes: Vec<(Prefix, usize)>,
}

impl Expr {
    fn wants_operand(&self) -> bool {
        self.value.is_none() || self.pending.is_some()
    }

    fn is_empty(&self) -> bool {
        self.value.is_none() && self.pending.is_none() && self.prefixes.is_empty()
    }
}

/// What a finished bracket yields.
enum Operand {
    Value(Game),
    /// Options without slashes (`{a,b}`) or a list (`(a,b)`): a value only
    /// after `+-`. The offset is the opening bracket's.
    List(Vec<Game>, usize),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum GroupKind {
    Top,
    Paren,
    Brace,
    /// `Tiny(…)` or `Miny(…)`, with the number written before the word.
    Call(Word),
    /// A call of a scope's function: `name(…)`.
    Function,
}

/// One open bracket (or the whole text) on the parser's stack.
struct Group {
    kind: GroupKind,
    open_at: usize,
    translate: Option<Game>,
    expr: Expr,
    /// Finished expressions of the current comma list.
    list: Vec<Game>,
    commas: bool,
    /// Braces: sides and separators not yet combined (a precedence parse
    /// where fewer slashes bind tighter).
    sides: Vec<Vec<Game>>,
    separators: Vec<(usize, usize)>,
    slashes_seen: bool,
    /// Functions: the name, the arguments so far, a string argument just
    /// read, and where the current argument's text starts.
    function: String,
    args: Vec<Arg>,
    text_arg: Option<(String, usize)>,
    item_start: usize,
}

impl Group {
    fn new(kind: GroupKind, open_at: usize) -> Group {
        Group {
            kind,
            open_at,
            translate: None,
            expr: Expr::default(),
            list: Vec::new(),
            commas: false,
            sides: Vec::new(),
            separators: Vec::new(),
            slashes_seen: false,
            function: String::new(),
            args: Vec::new(),
            text_arg: None,
            item_start: open_at,
        }
    }

    /// Combines the innermost separator with its two sides.
    fn reduce(&mut self) {
        self.separators.pop();
        let right = self.sides.pop().unwrap_or_default();
        let left = self.sides.pop().unwrap_or_default();
        self.sides.push(vec![Game::new(&left, &right)]);
    }
}

struct Parser<'a> {
    text: &'a str,
    lexer: Lexer<'a>,
    stack: Vec<Group>,
    /// Resolves names and calls; without one they are errors.
    scope: Option<&'a dyn Scope>,
    /// Stop at a stray character or slashes outside brackets instead of
    /// failing.
    prefix: bool,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Parser<'a> {
        Parser {
            text,
            lexer: Lexer {
                text,
                pos: 0,
                peeked: None,
                scoped: false,
            },
            stack: vec![Group::new(GroupKind::Top, 0)],
            scope: None,
            prefix: false,
        }
    }

    fn with_scope(text: &'a str, scope: &'a dyn Scope, prefix: bool) -> Parser<'a> {
        let mut parser = Parser::new(text);
        parser.lexer.scoped = true;
        parser.scope = Some(scope);
        parser.prefix = prefix;
        parser
    }

    fn error(&self, at: usize, message: impl Into<String>) -> ParseError {
        ParseError::at(self.text, at, message)
    }

    fn place(&self, at: usize) -> String {
        let e = self.error(at, "");
        format!("{}:{}", e.line, e.column)
    }

    fn top(&mut self) -> &mut Group {
        self.stack
            .last_mut()
            .expect("the top group is never popped")
    }

    /// The value, and where it ended (the end of the text, or for a
    /// prefix the stray character or slashes that stopped it).
    fn run(mut self) -> Result<(Game, usize), ParseError> {
        loop {
            let t = self.lexer.next()?;
            if self.top().text_arg.is_some() && !matches!(t.tok, Tok::Comma | Tok::Close(_)) {
                return Err(self.error(t.at, "expected ',' or ')' after the string"));
            }
            let outside = self.stack.len() == 1;
            if self.prefix && outside && matches!(t.tok, Tok::Stray(_) | Tok::Slashes(_)) {
                return self.end(t.at).map(|g| (g, t.at));
            }
            let wants_operand = self.top().expr.wants_operand();
            match t.tok {
                Tok::Name(name) if wants_operand => self.name(name, t.at)?,
                Tok::Text(text) => self.text_arg(text, t.at)?,
                Tok::Stray(c) => return Err(unexpected_character(self.text, t.at, c)),
                Tok::Atom(atom) if wants_operand => self.atom(atom, t.at)?,
                Tok::Word(word) if wants_operand => self.call(word, None, t.at)?,
                Tok::Open(b) if wants_operand => {
                    let kind = match b {
                        Bracket::Brace => GroupKind::Brace,
                        Bracket::Paren => GroupKind::Paren,
                    };
                    self.stack.push(Group::new(kind, t.at));
                }
                Tok::Atom(_) | Tok::Word(_) | Tok::Open(_) | Tok::Name(_) => {
                    return Err(self.error(
                        t.at,
                        "expected an operator ('+' or '-') between two values (or ',' or '|' inside braces)",
                    ))
                }
                Tok::Minus if wants_operand => {
                    let folds =
                        matches!(&self.lexer.peek()?.tok, Tok::Atom(a) if a.number.is_some());
                    if folds {
                        let next = self.lexer.next()?;
                        if let Tok::Atom(mut atom) = next.tok {
                            atom.number = atom.number.map(|x| -x);
                            self.atom(atom, t.at)?;
                        }
                    } else {
                        self.top().expr.prefixes.push((Prefix::Neg, t.at));
                    }
                }
                Tok::Plus if wants_operand => self.top().expr.prefixes.push((Prefix::Pos, t.at)),
                Tok::PlusMinus if wants_operand => {
                    self.top().expr.prefixes.push((Prefix::Switch, t.at))
                }
                Tok::Plus => self.top().expr.pending = Some((Binary::Add, t.at)),
                Tok::Minus => self.top().expr.pending = Some((Binary::Sub, t.at)),
                Tok::PlusMinus => {
                    let expr = &mut self.top().expr;
                    expr.pending = Some((Binary::Add, t.at));
                    expr.prefixes.push((Prefix::Switch, t.at));
                }
                Tok::Comma => self.comma(t.at)?,
                Tok::Slashes(n) => self.slashes(n, t.at)?,
                Tok::Close(b) => self.close(b, t.at)?,
                Tok::End => return self.end(t.at).map(|g| (g, t.at)),
            }
        }
    }

    /// A number-up-star; a plain number right before `Tiny(`/`Miny(` is its
    /// translation.
    fn atom(&mut self, atom: Atom, at: usize) -> Result<(), ParseError> {
        if atom.is_plain_number() {
            if let Token {
                tok: Tok::Word(word),
                spaced: false,
                at: word_at,
            } = *self.lexer.peek()?
            {
                self.lexer.next()?;
                return self.call(word, Some(atom.value()), word_at);
            }
        }
        self.deliver(Operand::Value(atom.value()), at)
    }

    /// A name: the value the scope gives it, or with `(` after it the
    /// start of a call.
    fn name(&mut self, name: String, at: usize) -> Result<(), ParseError> {
        if let Tok::Open(Bracket::Paren) = self.lexer.peek()?.tok {
            let open = self.lexer.next()?;
            let mut group = Group::new(GroupKind::Function, at);
            group.function = name;
            group.item_start = open.at + 1;
            self.stack.push(group);
            return Ok(());
        }
        let scope = self.scope.expect("names are read only with a scope");
        let g = scope.name(&name).map_err(|m| self.error(at, m))?;
        self.deliver(Operand::Value(g), at)
    }

    /// A string in double quotes: only a whole argument of a function.
    fn text_arg(&mut self, text: String, at: usize) -> Result<(), ParseError> {
        let group = self.top();
        if group.kind != GroupKind::Function || !group.expr.is_empty() {
            return Err(self.error(
                at,
                "a string in double quotes can only be an argument of a function, as in domineering(\"..|..\")",
            ));
        }
        group.text_arg = Some((text, at));
        Ok(())
    }

    /// Ends the current argument of a function call at `at` (a ',' or the
    /// closing ')').
    fn finish_arg(&mut self, at: usize, closing: bool) -> Result<(), ParseError> {
        if let Some((text, text_at)) = self.top().text_arg.take() {
            self.top().args.push(Arg {
                value: ArgValue::Text(text),
                at: text_at,
            });
            return Ok(());
        }
        let start = self.top().item_start;
        let rest = &self.text[start..];
        let first = start + rest.len() - rest.trim_start().len();
        match self.finish_expr(at)? {
            Some(g) => self.top().args.push(Arg {
                value: ArgValue::Game(g),
                at: first,
            }),
            None if closing && !self.top().commas => {}
            None => {
                return Err(self.error(
                    at,
                    format!("expected an argument: {EXPECTED_VALUE}, or a string in double quotes"),
                ))
            }
        }
        Ok(())
    }

    /// `Tiny` or `Miny`, which must be followed by `(`.
    fn call(&mut self, word: Word, translate: Option<Game>, at: usize) -> Result<(), ParseError> {
        let open = self.lexer.next()?;
        if !matches!(open.tok, Tok::Open(Bracket::Paren)) {
            let name = match word {
                Word::Tiny => "Tiny",
                Word::Miny => "Miny",
            };
            return Err(self.error(
                open.at,
                format!("expected '(' after {name}, as in {name}(2)"),
            ));
        }
        let mut group = Group::new(GroupKind::Call(word), at);
        group.translate = translate;
        self.stack.push(group);
        Ok(())
    }

    /// Hands a finished value to the expression being read.
    fn deliver(&mut self, operand: Operand, at: usize) -> Result<(), ParseError> {
        let expr = &mut self.top().expr;
        let mut g = match operand {
            Operand::Value(g) => g,
            Operand::List(options, _)
                if matches!(expr.prefixes.last(), Some((Prefix::Switch, _))) =>
            {
                expr.prefixes.pop();
                let negatives: Vec<Game> = options.iter().map(|&x| -x).collect();
                Game::new(&options, &negatives)
            }
            Operand::List(_, open_at) => {
                return Err(self.error(
                    open_at,
                    "options without '|' make no game: write {1,2|0}, or +-{1,2} for a switch",
                ))
            }
        };
        while let Some((p, _)) = expr.prefixes.pop() {
            g = match p {
                Prefix::Neg => -g,
                Prefix::Pos => g,
                Prefix::Switch => Game::switch(g),
            };
        }
        if let (Some(a), Some((_, op_at))) = (expr.value, expr.pending) {
            if sum_too_deep(a, g) {
                return Err(self.error(
                    op_at,
                    format!(
                        "this sum is too deep to compute: its canonical form would have a \
                         birthday above {DEEPEST_SUM} (sums recurse through every level)"
                    ),
                ));
            }
        }
        expr.value = Some(match (expr.value, expr.pending.take()) {
            (Some(a), Some((Binary::Add, _))) => a + g,
            (Some(a), Some((Binary::Sub, _))) => a - g,
            (None, _) => g,
            (Some(_), None) => {
                unreachable!("a value is delivered only when one is wanted: at {at}")
            }
        });
        Ok(())
    }

    /// Ends the expression being read: its value, or `None` if nothing was
    /// written; an operator without its operand is an error at `at`.
    fn finish_expr(&mut self, at: usize) -> Result<Option<Game>, ParseError> {
        let expr = std::mem::take(&mut self.top().expr);
        if expr.is_empty() {
            return Ok(None);
        }
        if expr.wants_operand() {
            let op_at = expr
                .pending
                .map(|(_, a)| a)
                .into_iter()
                .chain(expr.prefixes.iter().map(|&(_, a)| a))
                .max()
                .unwrap_or(at);
            let op: String = self.text[op_at..]
                .chars()
                .take_while(|c| "+-±".contains(*c))
                .collect();
            return Err(self.error(
                at,
                format!("expected a value after '{op}'; {EXPECTED_VALUE}"),
            ));
        }
        Ok(expr.value)
    }

    /// Ends the current item of a list; `allow_empty` for a list that may
    /// have no items at all (a side of a game).
    fn finish_item(&mut self, at: usize, allow_empty: bool) -> Result<(), ParseError> {
        match self.finish_expr(at)? {
            Some(g) => self.top().list.push(g),
            None => {
                let group = self.top();
                if group.commas || !allow_empty {
                    return Err(self.error(at, EXPECTED_VALUE));
                }
            }
        }
        Ok(())
    }

    fn comma(&mut self, at: usize) -> Result<(), ParseError> {
        if self.top().kind == GroupKind::Function {
            self.finish_arg(at, false)?;
            let group = self.top();
            group.commas = true;
            group.item_start = at + 1;
            return Ok(());
        }
        if !matches!(self.top().kind, GroupKind::Brace | GroupKind::Paren) {
            return Err(self.error(
                at,
                "unexpected ',': lists of options belong in braces, as in {1,2|0}",
            ));
        }
        if self
            .finish_expr(at)?
            .map(|g| self.top().list.push(g))
            .is_none()
        {
            return Err(self.error(at, format!("{EXPECTED_VALUE} before ','")));
        }
        self.top().commas = true;
        Ok(())
    }

    fn slashes(&mut self, n: usize, at: usize) -> Result<(), ParseError> {
        if self.top().kind != GroupKind::Brace {
            return Err(self.error(
                at,
                "unexpected '|': Left's and Right's options go in braces, as in {1|0}",
            ));
        }
        self.finish_item(at, true)?;
        let group = self.top();
        let side = std::mem::take(&mut group.list);
        group.commas = false;
        group.slashes_seen = true;
        group.sides.push(side);
        while let Some(&(k, k_at)) = group.separators.last() {
            if k < n {
                group.reduce();
            } else if k == n {
                let bars = "|".repeat(n);
                let there = self.place(k_at);
                return Err(self.error(
                    at,
                    format!(
                        "ambiguous slashes: this '{bars}' and the one at {there} are on the same level; \
                         put braces around one side, as in {{{{a|b}}|c}}"
                    ),
                ));
            } else {
                break;
            }
        }
        self.top().separators.push((n, at));
        Ok(())
    }

    fn close(&mut self, bracket: Bracket, at: usize) -> Result<(), ParseError> {
        let kind = self.top().kind;
        let open_at = self.top().open_at;
        let expected = match kind {
            GroupKind::Top => None,
            GroupKind::Brace => Some(Bracket::Brace),
            GroupKind::Paren | GroupKind::Call(_) | GroupKind::Function => Some(Bracket::Paren),
        };
        let found = match bracket {
            Bracket::Brace => '}',
            Bracket::Paren => ')',
        };
        match expected {
            None => {
                let open = if found == '}' { '{' } else { '(' };
                return Err(self.error(at, format!("unexpected '{found}': no '{open}' is open")));
            }
            Some(b) if b != bracket => {
                let (open, close) = match b {
                    Bracket::Brace => ('{', '}'),
                    Bracket::Paren => ('(', ')'),
                };
                let there = self.place(open_at);
                return Err(self.error(
                    at,
                    format!("expected '{close}' to close the '{open}' at {there}, found '{found}'"),
                ));
            }
            Some(_) => {}
        }
        let operand = match kind {
            GroupKind::Brace => {
                self.finish_item(at, true)?;
                let mut group = self.stack.pop().expect("a brace group is open");
                let last = std::mem::take(&mut group.list);
                if !group.slashes_seen {
                    Operand::List(last, open_at)
                } else {
                    group.sides.push(last);
                    while !group.separators.is_empty() {
                        group.reduce();
                    }
                    let g = group.sides.pop().and_then(|s| s.first().copied());
                    Operand::Value(g.expect("a reduced brace holds one game"))
                }
            }
            GroupKind::Paren => {
                self.finish_item(at, false)?;
                let group = self.stack.pop().expect("a paren group is open");
                match (group.commas, &group.list[..]) {
                    (false, [g]) => Operand::Value(*g),
                    _ => Operand::List(group.list, open_at),
                }
            }
            GroupKind::Call(word) => {
                self.finish_item(at, false)?;
                let group = self.stack.pop().expect("a call group is open");
                let [arg] = group.list[..] else {
                    return Err(self.error(at, "Tiny and Miny take one value"));
                };
                let g = match word {
                    Word::Tiny => Game::tiny(arg),
                    Word::Miny => Game::miny(arg),
                };
                Operand::Value(group.translate.map_or(g, |x| x + g))
            }
            GroupKind::Function => {
                self.finish_arg(at, true)?;
                let group = self.stack.pop().expect("a function group is open");
                let scope = self.scope.expect("calls are read only with a scope");
                let call = Call {
                    text: self.text,
                    name: &group.function,
                    at: open_at,
                    end: at + 1,
                    args: group.args,
                };
                Operand::Value(scope.call(&call)?)
            }
            GroupKind::Top => unreachable!("handled above"),
        };
        self.deliver(operand, open_at)
    }

    fn end(&mut self, at: usize) -> Result<Game, ParseError> {
        if self.stack.len() > 1 {
            let group = self.top();
            let (open, close) = match group.kind {
                GroupKind::Brace => ("{".to_string(), "}"),
                GroupKind::Call(Word::Tiny) => ("Tiny(".to_string(), ")"),
                GroupKind::Call(Word::Miny) => ("Miny(".to_string(), ")"),
                GroupKind::Function => (format!("{}(", group.function), ")"),
                _ => ("(".to_string(), ")"),
            };
            let open_at = group.open_at;
            let there = self.place(open_at);
            return Err(self.error(
                at,
                format!("expected '{close}' to close the '{open}' at {there}"),
            ));
        }
        match self.finish_expr(at)? {
            Some(g) => Ok(g),
            None => Err(self.error(at, EXPECTED_VALUE)),
        }
    }
}

/// The deepest sum the parser computes. Adding two games recurses once per
/// level of their game trees (numbers, nimbers and ups alone have closed
/// forms and do not); `{1|*} + ^1000000` takes seconds and a gigabyte of
/// the command line's 1 GB stack, so deeper sums are refused rather than
/// overflowing it.
pub const DEEPEST_SUM: u64 = 1_000_000;

/// True if `a + b` (or `a - b`) would recurse deeper than [`DEEPEST_SUM`].
fn sum_too_deep(a: Game, b: Game) -> bool {
    if a.as_number_up_star().is_some() && b.as_number_up_star().is_some() {
        return false;
    }
    a.birthday() + b.birthday() > Integer::from(DEEPEST_SUM)
}
