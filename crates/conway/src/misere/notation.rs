//! Misère simplest forms in CGSuite's bracket notation, both ways.
//!
//! * `*[n]` is the nim heap `*n` (as CGSuite prints it);
//! * `*[n#]` is the game whose only option is `*n` (CGSuite's "sharp");
//! * any other game is `*[a,b,…]`, its options in CGSuite's input syntax
//!   (CGSuite's output runs one-digit options together, `*[42]`; we keep
//!   the commas so that the text reads back):
//!   a number is a nim heap, and a bracketed list `[…]` is the game with
//!   those options (`*[[2],2,1,0]` has the options `{*2}`, `*2`, `*` and
//!   `0`).
//!
//! Options are written from the latest born down. Printing and parsing use
//! explicit stacks, so nesting depth is bounded by memory only, and
//! `parse(print(g)) == g` for every game.

use super::MisereGame;
use crate::error::ParseError;
use std::fmt;

/// The options of `g` in printing order: latest born first, then larger
/// nim heaps first.
fn printing_order(g: MisereGame) -> Vec<MisereGame> {
    let mut options = g.options().to_vec();
    options.sort_by_key(|&o| {
        (
            std::cmp::Reverse(o.birthday()),
            std::cmp::Reverse(o.as_nim_heap()),
            o,
        )
    });
    options
}

enum Piece {
    Text(&'static str),
    Term(MisereGame),
}

/// Writes the options of `g`, comma-separated, each a number or a nested
/// list.
fn write_options(f: &mut fmt::Formatter<'_>, g: MisereGame) -> fmt::Result {
    let mut stack: Vec<Piece> = Vec::new();
    let push_options = |stack: &mut Vec<Piece>, g: MisereGame| {
        for (i, o) in printing_order(g).into_iter().enumerate().rev() {
            stack.push(Piece::Term(o));
            if i > 0 {
                stack.push(Piece::Text(","));
            }
        }
    };
    push_options(&mut stack, g);
    while let Some(piece) = stack.pop() {
        match piece {
            Piece::Text(t) => f.write_str(t)?,
            Piece::Term(o) => match o.as_nim_heap() {
                Some(n) => write!(f, "{n}")?,
                None => {
                    f.write_str("[")?;
                    stack.push(Piece::Text("]"));
                    push_options(&mut stack, o);
                }
            },
        }
    }
    Ok(())
}

impl fmt::Display for MisereGame {
    /// CGSuite's notation: `*[2]`, `*[2#]`, `*[4,2]`, `*[[2],2,1,0]`.
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// let two = MisereGame::nim_heap(2);
    /// assert_eq!(two.to_string(), "*[2]");
    /// assert_eq!(MisereGame::from_options(vec![two]).to_string(), "*[2#]");
    /// assert_eq!((two + two).to_string(), "*[3,2]");
    /// let g = MisereGame::from_options(vec![two + two, MisereGame::from_options(vec![two])]);
    /// assert_eq!(g.to_string(), "*[[3,2],[2]]");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.as_nim_heap() {
            return write!(f, "*[{n}]");
        }
        if let [only] = self.options() {
            if let Some(n) = only.as_nim_heap() {
                return write!(f, "*[{n}#]");
            }
        }
        f.write_str("*[")?;
        write_options(f, *self)?;
        f.write_str("]")
    }
}

/// The largest nim heap the notation accepts: the heaps below it are
/// interned with all their options, so `*[n]` costs memory of order `n²`
/// (4096 takes about 32 MB).
pub const MAX_NIM_HEAP: u32 = 1 << 12;

/// Reads a misère game in the notation [`MisereGame`] prints; errors name
/// the column (1-based).
///
/// ```
/// use conway::misere::{parse, MisereGame};
/// let two = MisereGame::nim_heap(2);
/// assert_eq!(parse("*[3,2]").unwrap(), two + two);
/// let g = parse("*[[2],2,1,0]").unwrap();
/// assert_eq!(g.options().len(), 4);
/// assert_eq!(parse(&g.to_string()).unwrap(), g);
/// assert_eq!(parse("*[2]").unwrap(), MisereGame::nim_heap(2));
/// assert_eq!(parse("*[2#]").unwrap().options(), &[MisereGame::nim_heap(2)]);
/// assert_eq!(parse("*[2,").unwrap_err().column, 5);
/// ```
pub fn parse(text: &str) -> Result<MisereGame, ParseError> {
    let mut reader = Reader { text, at: 0 };
    reader.skip_space();
    if !reader.eat("*[") {
        return Err(reader.error("expected a misère game such as *[2,0] or *[[2],1]"));
    }
    let game = reader.top_level()?;
    reader.skip_space();
    if reader.at < text.len() {
        return Err(reader.error("unexpected text after the game"));
    }
    Ok(game)
}

/// Reads the one misère game `*[…]` that starts at byte `at` of `text`
/// and returns it with the offset after its closing bracket, so a larger
/// language (the worksheet) can read misère literals with this reader;
/// errors name their line and column in the whole `text`.
///
/// ```
/// use conway::misere::{read_at, MisereGame};
/// let text = "x := *[2,0] + 1";
/// let (g, end) = read_at(text, 5).unwrap();
/// assert_eq!(g, MisereGame::nim_heap(1));
/// assert_eq!(&text[end..], " + 1");
/// assert_eq!(read_at("a\n *[2,", 3).unwrap_err().line, 2);
/// ```
pub fn read_at(text: &str, at: usize) -> Result<(MisereGame, usize), ParseError> {
    let mut reader = Reader { text, at };
    if !reader
        .text
        .get(at..)
        .is_some_and(|rest| rest.starts_with("*["))
    {
        return Err(reader.error("expected a misère game such as *[2,0] or *[[2],1]"));
    }
    reader.at += 2;
    let game = reader.top_level()?;
    Ok((game, reader.at))
}

/// Reads a sum of misère games, `*[2] + *[2#] + …`; errors name the
/// column.
///
/// ```
/// use conway::misere::{parse_sum, MisereGame};
/// let two = MisereGame::nim_heap(2);
/// assert_eq!(parse_sum("*[2] + *[2]").unwrap(), two + two);
/// assert_eq!(parse_sum("*[2] +").unwrap_err().column, 7);
/// ```
pub fn parse_sum(text: &str) -> Result<MisereGame, ParseError> {
    let mut reader = Reader { text, at: 0 };
    let mut total = MisereGame::ZERO;
    loop {
        if !reader.eat("*[") {
            return Err(reader.error("expected a misère game such as *[2,0] or *[[2],1]"));
        }
        total = total + reader.top_level()?;
        reader.skip_space();
        if reader.at == text.len() {
            return Ok(total);
        }
        if !reader.eat("+") {
            return Err(reader.error("expected + or the end of the expression"));
        }
    }
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl Reader<'_> {
    fn error(&self, message: &str) -> ParseError {
        ParseError::at(self.text, self.at, message.to_string())
    }

    fn skip_space(&mut self) {
        let rest = &self.text[self.at..];
        self.at += rest.len() - rest.trim_start().len();
    }

    fn eat(&mut self, token: &str) -> bool {
        self.skip_space();
        if self.text[self.at..].starts_with(token) {
            self.at += token.len();
            true
        } else {
            false
        }
    }

    fn number(&mut self) -> Result<Option<u32>, ParseError> {
        self.skip_space();
        let digits = self.text[self.at..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        if digits == 0 {
            return Ok(None);
        }
        let start = self.at;
        self.at += digits;
        match self.text[start..self.at].parse::<u32>() {
            Ok(n) if n <= MAX_NIM_HEAP => Ok(Some(n)),
            _ => Err(ParseError::at(
                self.text,
                start,
                format!("nim heaps up to {MAX_NIM_HEAP} are supported"),
            )),
        }
    }

    /// After `*[`: `n]`, `n#]` or a list of options.
    fn top_level(&mut self) -> Result<MisereGame, ParseError> {
        let start = self.at;
        if let Some(n) = self.number()? {
            if self.eat("]") {
                return Ok(MisereGame::nim_heap(n));
            }
            if self.eat("#") {
                if !self.eat("]") {
                    return Err(self.error("expected ] after #"));
                }
                return Ok(MisereGame::from_options(vec![MisereGame::nim_heap(n)]));
            }
            self.at = start;
        }
        self.options()
    }

    /// A comma-separated list of numbers and nested lists up to the `]`
    /// that closes the opening bracket, read with an explicit stack.
    fn options(&mut self) -> Result<MisereGame, ParseError> {
        let mut lists: Vec<Vec<MisereGame>> = vec![Vec::new()];
        let mut expecting_item = true;
        loop {
            self.skip_space();
            if expecting_item {
                if let Some(n) = self.number()? {
                    lists
                        .last_mut()
                        .expect("open list")
                        .push(MisereGame::nim_heap(n));
                    expecting_item = false;
                } else if self.eat("[") {
                    lists.push(Vec::new());
                } else if lists.last().is_some_and(Vec::is_empty) && self.eat("]") {
                    // An empty list: the game 0.
                    self.close(&mut lists);
                    expecting_item = false;
                    if lists.is_empty() {
                        return Ok(MisereGame::ZERO);
                    }
                } else {
                    return Err(self.error("expected a nim heap (a number) or ["));
                }
            } else if self.eat(",") {
                expecting_item = true;
            } else if self.eat("]") {
                let done = self.close(&mut lists);
                if lists.is_empty() {
                    return Ok(done);
                }
            } else {
                return Err(self.error("expected , or ]"));
            }
        }
    }

    /// Closes the innermost list: its game joins the enclosing list (if
    /// any) and is returned.
    fn close(&mut self, lists: &mut Vec<Vec<MisereGame>>) -> MisereGame {
        let game = MisereGame::from_options(lists.pop().expect("open list"));
        if let Some(outer) = lists.last_mut() {
            outer.push(game);
        }
        game
    }
}
