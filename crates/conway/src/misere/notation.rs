//! Misère simplest forms in CGSuite's notation, both ways.
//!
//! **Printing** (CGSuite's `MisereCanonicalGameOps`, its compact form):
//! `*[…]` around one *term*. A term is a *base* followed by operations:
//!
//! * a base is a nim heap, one digit (`2` is `*2`; heaps from 10 on are
//!   written `&12;`), or a parenthesised run of terms, the game with those
//!   options (`(2#1)`);
//! * `#` makes the game whose only option is the game so far (`2#` is
//!   `{*2}`, `2##` is `{{*2}}`); a digit `n` adds the heap `*n` (`2[2]` is
//!   `*2 + *2`; `1` adds `*`). When any operation is not `#` they are all
//!   written in brackets after the base: `2[#1]` is `{*2} + *`.
//!
//! The outermost term of a game with two or more options is written
//! without parentheses: `*[2#0]` is `{{*2}, 0}`. A game is written as
//! the first of these that applies: a nim heap; `X + *n` (`X[n]`) for the
//! least `n ≥ 2` of the game's parity for which an option `X` of the game
//! has `X + *n` equal to it; `E + *` (`E[1]`) for an odd game with even
//! part `E`; `X#` for a game with one option `X`; otherwise its options,
//! latest in CGSuite's canonical order first.
//!
//! **Reading**: the printed form, and CGSuite's input syntax — a list of
//! entries separated by commas, an entry being a number `n` (the heap
//! `*n`), a list `[…]` (the game with those options), a literal `*[…]` or
//! a sum of these joined by `+`. At the top of a literal one entry is that
//! entry (`*[[2]]` is `{*2}`, as in CGSuite) and several are the options.
//! Text inside `*[…]` with a comma, `+`, `*` or a leading `[` is read as a
//! list; so is a bare number whose digits do not fall (`*[12]` is `*12`,
//! as in CGSuite). Otherwise it is read as printed, one digit per heap:
//! `*[21]` is `{*2, *}` (printed option lists fall), where CGSuite's input
//! would read `*21` (which both print as `*[&21;]`).
//!
//! Printing and reading use explicit stacks, so nesting depth is bounded by
//! memory only, and `parse(print(g)) == g` for every game.

use super::phylum::{is_odd, sorted_options};
use super::MisereGame;
use crate::error::ParseError;
use std::fmt;

/// How a game is written: a nim heap, an operation on a simpler game, or
/// its options.
enum Shape {
    Heap(u32),
    /// `g` is `{inner}`.
    Sharp(MisereGame),
    /// `g` is `inner + *n`.
    Plus(MisereGame, u32),
    /// The options, in printing order.
    List(Vec<MisereGame>),
}

/// The least `n ≥ first` of `first`'s parity, below the birthday of `g`,
/// with an option `X` of `g` such that `X + *n = g`, and that `X`. The
/// normal-play values fix `n` for each option (`G+(X) ⊕ n = G+(g)`), so
/// one sum is tried per option.
fn heap_part(g: MisereGame, first: u32) -> Option<(MisereGame, u32)> {
    let mut candidates: Vec<(u32, MisereGame)> = g
        .options()
        .iter()
        .map(|&x| (x.normal_grundy() ^ g.normal_grundy(), x))
        .filter(|&(n, _)| n >= first && n % 2 == first % 2 && n < g.birthday())
        .collect();
    candidates.sort();
    candidates
        .into_iter()
        .find(|&(n, x)| x + MisereGame::nim_heap(n) == g)
        .map(|(n, x)| (x, n))
}

fn shape(g: MisereGame) -> Shape {
    if let Some(n) = g.as_nim_heap() {
        return Shape::Heap(n);
    }
    let odd = is_odd(g);
    if let Some((x, n)) = heap_part(g, if odd { 3 } else { 2 }) {
        return Shape::Plus(x, n);
    }
    if odd {
        return Shape::Plus(g + MisereGame::nim_heap(1), 1);
    }
    let mut options = sorted_options(g);
    if let [only] = options[..] {
        return Shape::Sharp(only);
    }
    options.reverse();
    Shape::List(options)
}

/// A nim heap as one CGSuite digit: `0`–`9`, then `&10;`, `&11;`, ….
fn digit(n: u32) -> String {
    if n < 10 {
        n.to_string()
    } else {
        format!("&{n};")
    }
}

enum Piece {
    Text(String),
    /// A term; `true` for the outermost one (a bare option list).
    Term(MisereGame, bool),
}

/// Pushes the pieces of one term onto the stack (to be written from the
/// top): its base, then its operations.
fn push_term(stack: &mut Vec<Piece>, g: MisereGame, outermost: bool) {
    let mut operations = Vec::new();
    let mut at = g;
    let base = loop {
        match shape(at) {
            Shape::Sharp(inner) => {
                operations.push("#".to_string());
                at = inner;
            }
            Shape::Plus(inner, n) => {
                operations.push(digit(n));
                at = inner;
            }
            Shape::Heap(n) => break Err(n),
            Shape::List(options) => break Ok(options),
        }
    };
    operations.reverse();
    let all_sharp = operations.iter().all(|o| o == "#");
    let suffix = if all_sharp {
        operations.concat()
    } else {
        format!("[{}]", operations.concat())
    };
    stack.push(Piece::Text(suffix));
    match base {
        Err(n) => stack.push(Piece::Text(digit(n))),
        Ok(options) => {
            let bare = outermost && operations.is_empty();
            if !bare {
                stack.push(Piece::Text(")".to_string()));
            }
            stack.extend(options.into_iter().rev().map(|o| Piece::Term(o, false)));
            if !bare {
                stack.push(Piece::Text("(".to_string()));
            }
        }
    }
}

impl fmt::Display for MisereGame {
    /// CGSuite's notation: `*[2]`, `*[2#]`, `*[2#0]`, `*[2[2]]` (`*2 + *2`),
    /// `*[(2#1)2##]`.
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// let two = MisereGame::nim_heap(2);
    /// assert_eq!(two.to_string(), "*[2]");
    /// let sharp = MisereGame::from_options(vec![two]);
    /// assert_eq!(sharp.to_string(), "*[2#]");
    /// assert_eq!((two + two).to_string(), "*[2[2]]");
    /// assert_eq!(MisereGame::from_options(vec![sharp, MisereGame::ZERO]).to_string(), "*[2#0]");
    /// assert_eq!((sharp + MisereGame::nim_heap(1)).to_string(), "*[2[#1]]");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("*[")?;
        let mut stack = vec![Piece::Term(*self, true)];
        while let Some(piece) = stack.pop() {
            match piece {
                Piece::Text(t) => f.write_str(&t)?,
                Piece::Term(g, outermost) => push_term(&mut stack, g, outermost),
            }
        }
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
/// // CGSuite's input: one entry is that entry, a nested list the game
/// // with those options; entries may be literals and sums of them.
/// assert_eq!(parse("*[[2]]").unwrap().to_string(), "*[2#]");
/// assert_eq!(parse("*[[2],0]").unwrap().to_string(), "*[2#0]");
/// assert_eq!(parse("*[*[2]+*[2]]").unwrap(), two + two);
/// assert_eq!(parse("*[[*[2]+*[2]]]").unwrap().options(), &[two + two]);
/// // The printed form reads back.
/// assert_eq!(parse("*[2[2]]").unwrap(), two + two);
/// assert_eq!(parse("*[(2#1)2##]").unwrap().to_string(), "*[(2#1)2##]");
/// ```
pub fn parse(text: &str) -> Result<MisereGame, ParseError> {
    let mut reader = Reader { text, at: 0 };
    reader.skip_space();
    if !reader.eat("*[") {
        return Err(reader.error("expected a misère game such as *[2,0] or *[[2],1]"));
    }
    let game = reader.literal()?;
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
    let game = reader.literal()?;
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
        total = total + reader.literal()?;
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

/// An open list of CGSuite's input syntax.
struct Frame {
    entries: Vec<MisereGame>,
    /// The next entry is added to the last one (after a `+`).
    adding: bool,
    /// A literal `*[…]` (one entry is that entry) rather than `[…]`.
    literal: bool,
}

impl Frame {
    fn new(literal: bool) -> Frame {
        Frame {
            entries: Vec::new(),
            adding: false,
            literal,
        }
    }

    /// Puts `game` in the list: as a new entry, or added to the last one
    /// after a `+`.
    fn push(&mut self, game: MisereGame) {
        match self.entries.last_mut() {
            Some(last) if self.adding => *last = *last + game,
            _ => self.entries.push(game),
        }
        self.adding = false;
    }

    fn game(self) -> MisereGame {
        match self.entries[..] {
            [only] if self.literal => only,
            _ => MisereGame::from_options(self.entries),
        }
    }
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

    fn peek(&mut self) -> Option<char> {
        self.skip_space();
        self.text[self.at..].chars().next()
    }

    /// A decimal number (a nim heap) up to [`MAX_NIM_HEAP`], if one starts
    /// here; `max_digits` limits its length (1 in the printed form).
    fn number(&mut self, max_digits: usize) -> Result<Option<u32>, ParseError> {
        self.skip_space();
        let digits = self.text[self.at..]
            .bytes()
            .take(max_digits)
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

    /// After `*[`: the literal's content and its closing `]`, as a list
    /// (CGSuite's input) or in the printed form.
    fn literal(&mut self) -> Result<MisereGame, ParseError> {
        if self.is_list() {
            self.list()
        } else {
            self.printed()
        }
    }

    /// Whether the literal that starts here is written as a list: it
    /// starts with `[` or `*` or is empty, or has a comma or `+` before
    /// its closing bracket.
    fn is_list(&mut self) -> bool {
        if matches!(self.peek(), Some('[' | '*' | ']')) {
            return true;
        }
        let content = self.text[self.at..].split(']').next().unwrap_or("").trim();
        let digits = content.as_bytes();
        if digits.len() >= 2
            && digits.iter().all(u8::is_ascii_digit)
            && !digits.windows(2).all(|w| w[0] > w[1])
        {
            // Never printed (printed digit runs fall): CGSuite's `*[12]`.
            return true;
        }
        let mut depth = 0usize;
        for c in self.text[self.at..].chars() {
            match c {
                '[' => depth += 1,
                ']' if depth == 0 => return false,
                ']' => depth -= 1,
                ',' | '+' | '*' => return true,
                _ => {}
            }
        }
        false
    }

    /// A list of entries up to the `]` that closes the literal, read with
    /// an explicit stack of open lists.
    fn list(&mut self) -> Result<MisereGame, ParseError> {
        let mut frames = vec![Frame::new(true)];
        let mut expecting_entry = true;
        loop {
            if expecting_entry {
                let empty = frames
                    .last()
                    .is_some_and(|f| f.entries.is_empty() && !f.adding);
                if let Some(n) = self.number(usize::MAX)? {
                    push(&mut frames, MisereGame::nim_heap(n));
                    expecting_entry = false;
                } else if self.eat("*[") {
                    if self.is_list() {
                        frames.push(Frame::new(true));
                    } else {
                        let g = self.printed()?;
                        push(&mut frames, g);
                        expecting_entry = false;
                    }
                } else if self.eat("[") {
                    frames.push(Frame::new(false));
                } else if empty && self.eat("]") {
                    // An empty list: the game 0.
                    if let Some(done) = close(&mut frames) {
                        return Ok(done);
                    }
                    expecting_entry = false;
                } else {
                    return Err(self.error("expected a nim heap (a number) or ["));
                }
            } else if self.eat(",") {
                expecting_entry = true;
            } else if self.eat("+") {
                if let Some(top) = frames.last_mut() {
                    top.adding = true;
                }
                expecting_entry = true;
            } else if self.eat("]") {
                if let Some(done) = close(&mut frames) {
                    return Ok(done);
                }
            } else {
                return Err(self.error("expected , + or ]"));
            }
        }
    }

    /// The printed form up to the `]` that closes the literal: terms, each
    /// a base (a digit, `&n;` or a parenthesised run of terms) and its
    /// operations; parentheses are read with an explicit stack.
    fn printed(&mut self) -> Result<MisereGame, ParseError> {
        let mut runs: Vec<Vec<MisereGame>> = vec![Vec::new()];
        loop {
            let base = match self.peek() {
                Some(']') if runs.len() == 1 => {
                    self.at += 1;
                    break;
                }
                Some('(') => {
                    self.at += 1;
                    runs.push(Vec::new());
                    continue;
                }
                Some(')') if runs.len() > 1 => {
                    let options = runs.pop().unwrap_or_default();
                    if options.is_empty() {
                        return Err(self.error("expected a term before )"));
                    }
                    self.at += 1;
                    MisereGame::from_options(options)
                }
                _ => MisereGame::nim_heap(self.digit()?),
            };
            let term = self.operations(base)?;
            runs.last_mut().expect("a run is open").push(term);
        }
        match runs.pop().unwrap_or_default()[..] {
            [] => Err(self.error("expected a misère game such as *[2#0]")),
            [only] => Ok(only),
            ref options => Ok(MisereGame::from_options(options.to_vec())),
        }
    }

    /// One heap digit of the printed form: `0`–`9` or `&n;`.
    fn digit(&mut self) -> Result<u32, ParseError> {
        if let Some(n) = self.number(1)? {
            return Ok(n);
        }
        if self.eat("&") {
            let n = self.number(usize::MAX)?;
            if let (Some(n), true) = (n, self.eat(";")) {
                return Ok(n);
            }
            return Err(self.error("expected a number and ; after &"));
        }
        Err(self.error("expected a heap digit, &n;, ( or ] in the misère game"))
    }

    /// The operations after a base: `#`s, or in brackets `#`s and heaps
    /// added (`2[#1]`).
    fn operations(&mut self, mut game: MisereGame) -> Result<MisereGame, ParseError> {
        loop {
            if self.eat("#") {
                game = MisereGame::from_options(vec![game]);
            } else if self.eat("[") {
                while !self.eat("]") {
                    if self.eat("#") {
                        game = MisereGame::from_options(vec![game]);
                    } else if self.peek() == Some('-') {
                        return Err(self.error(
                            "CGSuite's subtracted heap (-n) is not read; write the game's options",
                        ));
                    } else {
                        game = game + MisereGame::nim_heap(self.digit()?);
                    }
                }
            } else {
                return Ok(game);
            }
        }
    }
}

/// Puts `game` in the innermost open list.
fn push(frames: &mut [Frame], game: MisereGame) {
    frames.last_mut().expect("open list").push(game);
}

/// Closes the innermost list: its game joins the enclosing list, or is
/// returned when the outermost list closes.
fn close(frames: &mut Vec<Frame>) -> Option<MisereGame> {
    let game = frames.pop().expect("open list").game();
    match frames.last_mut() {
        Some(outer) => {
            outer.push(game);
            None
        }
        None => Some(game),
    }
}
