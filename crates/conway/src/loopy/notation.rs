//! CGSuite's notation for loopy games, both ways.
//!
//! Read: `{L|R}` with slashes (`{0||0|pass}`), `pass` (a move from a node
//! to itself: the node of the innermost braces), named nodes `a{0|a}`
//! whose name may be used inside their braces, the constants `on`, `off`,
//! `over`, `under`, `upon`, `dud`, `tis`, `tisn`, short values (`1/2`,
//! `^*`, `v`), sums and differences of games that do not refer to an
//! enclosing node, parentheses, and the shorthand printed (`1over`,
//! `3/2under`, `^[on]*`, `-1/4v[on]`, `^<on>`).
//!
//! Printed: the simplest form of a stopper (the plain graph otherwise),
//! short parts as [`Game`](crate::value::Game) prints them, CGSuite's
//! shorthand where it has one (`on`, `off`, `dud`, `3/2under`, `1over`,
//! upon as `^[on]`, `-1/4v[on]`, `^[on]*`, uponth as `^<on>`), `pass` for
//! a move to the node itself and names `a`, `b`, … for longer cycles;
//! `parse(print(g))` is `g` again, and the shorthand reads back.
//!
//! ```
//! use conway::loopy::notation::{parse, print};
//! let g = parse("a{0|b{0|a}}").unwrap();
//! assert_eq!(parse(&print(&g)).unwrap().equals(&g), Ok(true));
//! assert_eq!(print(&parse("{0||0|0,pass}").unwrap()), "^<on>");
//! assert_eq!(print(&parse("a{0||||0|||a|*||*}").unwrap()), "a{0||||0|||a|*||*}");
//! ```

use super::game::LoopyGame;
use super::graph::{Graph, Node};
use crate::error::ParseError;
use crate::numeric::{Dyadic, Integer};
use crate::value::notation::{parse_prefix_with, read_number_up_star, Call, Scope};
use crate::value::{Game, Player};
use std::cell::RefCell;

/// The latest birthday of a short game written inside a loopy game
/// (see `embed_short`).
pub const MAX_EMBEDDED_BIRTHDAY: i64 = 100_000;

/// More open brackets and expressions than this at once are refused with
/// an error (the reader keeps its own stack, so this only bounds memory).
pub const DEEPEST_NESTING: usize = 1_000_000;

/// A loopy game read with more positions than this is refused (unless it
/// is short): simplifying it costs time and memory quadratic in its size.
pub const MAX_READ_POSITIONS: usize = 5_000;

/// Reads a loopy game.
///
/// ```
/// use conway::loopy::notation::parse;
/// assert_eq!(parse("{pass|*}").unwrap().to_string(), "^[on]"); // upon
/// assert_eq!(parse("{pass|3/2}").unwrap().to_string(), "3/2under");
/// let e = parse("{0|pass").unwrap_err();
/// assert_eq!((e.line, e.column), (1, 8));
/// ```
pub fn parse(text: &str) -> Result<LoopyGame, ParseError> {
    let mut reader = Reader {
        text,
        at: 0,
        graph: Graph::new(),
        labels: Vec::new(),
        open: Vec::new(),
    };
    let start = reader.skip_space();
    let value = reader.expr()?;
    let end = reader.skip_space();
    if end < text.len() {
        return Err(reader.error(end, "expected an operator or the end of the input"));
    }
    match value {
        Opt::Pass => Err(reader.error(start, "'pass' is only a move inside braces")),
        Opt::Node(v) => {
            let size = reader.graph.reachable(v).len();
            if size <= MAX_READ_POSITIONS {
                return Ok(LoopyGame::new(reader.graph, v));
            }
            match reader.graph.short_values()[v as usize] {
                Some(short) => Ok(LoopyGame::from_game(short)),
                None => Err(reader.error(
                    start,
                    format!("this loopy game has {size} positions; at most {MAX_READ_POSITIONS} are simplified"),
                )),
            }
        }
    }
}

/// An option as read: a pass or a node.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Opt {
    Pass,
    Node(Node),
}

struct Reader<'a> {
    text: &'a str,
    at: usize,
    graph: Graph,
    /// Names in scope, innermost last.
    labels: Vec<(String, Node)>,
    /// Nodes whose braces are still open.
    open: Vec<Node>,
}

/// What the reader has open, innermost last.
enum Open {
    /// An expression: a minus before its first term (where the term
    /// starts), the sum so far, and the operator before the term being
    /// read (`+` or `-`, where it is, where its term starts).
    /// A single expression (the operand of `+-`) takes one term and
    /// no operators.
    Expr {
        negate: Option<usize>,
        acc: Option<Opt>,
        op: Option<(char, usize, usize)>,
        single: bool,
    },
    /// `(`, or the parenthesis of `Tiny(` or `Miny(`.
    Paren(Option<Wrap>),
    /// `+-` (where it is) before its operand; `listed` when the operand
    /// is a list of options, `+-{A,B}` (CGSuite's `+-{1,1*}`).
    Switch { at: usize, listed: bool },
    /// `{`.
    Braces(Braces),
}

/// `Tiny(G)` (`{0||0|-G}`) or `Miny(G)` (`{G|0||0}`), after a number
/// glued before it (`1Tiny(on)` is `1 + Tiny(on)`), as CGSuite writes
/// them.
#[derive(Clone)]
struct Wrap {
    tiny: bool,
    translate: Option<Dyadic>,
    at: usize,
}

/// Braces being read.
struct Braces {
    node: Node,
    /// Where they open (at the name of a named node).
    at: usize,
    /// Whether they name their node.
    scoped: bool,
    /// The options between bars, each with where it starts.
    groups: Vec<Vec<(Opt, usize)>>,
    /// The bars: how many `|`, and where.
    bars: Vec<(usize, usize)>,
    /// Where the option being read starts.
    item_at: usize,
    /// A list of options with no bars (the operand of `+-{A,B}`).
    list: bool,
}

impl Reader<'_> {
    fn error(&self, at: usize, message: impl Into<String>) -> ParseError {
        ParseError::at(self.text, at, message)
    }

    /// The short game read at `at` as a subgraph of the loopy game (a
    /// node per follower). A number has about as many followers as its
    /// birthday, so a short game born later than
    /// [`MAX_EMBEDDED_BIRTHDAY`] is refused rather than expanded.
    fn embed_short(&mut self, at: usize, game: Game) -> Result<Node, ParseError> {
        if game.birthday() > Integer::from(MAX_EMBEDDED_BIRTHDAY) {
            return Err(self.error(
                at,
                format!(
                    "a short game of birthday {} is too big to be part of a loopy game (at most {MAX_EMBEDDED_BIRTHDAY})",
                    game.birthday()
                ),
            ));
        }
        Ok(self.graph.embed(game))
    }

    fn skip_space(&mut self) -> usize {
        let rest = &self.text[self.at..];
        self.at += rest.len() - rest.trim_start().len();
        self.at
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_space();
        self.text[self.at..].chars().next()
    }

    /// `[-] term {(+|-) term}`, read with an explicit stack of open
    /// expressions, parentheses and braces (no recursion), so that input
    /// nested however deep reads or gives an error, never overflows.
    fn expr(&mut self) -> Result<Opt, ParseError> {
        let mut stack: Vec<Open> = Vec::new();
        self.begin_expr(&mut stack)?;
        loop {
            // An expression on top wants a term.
            let mut value = match self.term_start(&mut stack)? {
                Some(value) => value,
                None => continue,
            };
            // Hand finished terms (and the expressions they finish) up.
            loop {
                let Some(Open::Expr {
                    negate,
                    acc,
                    op,
                    single,
                }) = stack.last_mut()
                else {
                    unreachable!("a term is read for an expression");
                };
                let single = *single;
                let (negate, acc_now, op_now) = (negate.take(), acc.take(), op.take());
                if let Some(start) = negate {
                    value = Opt::Node(self.negated(value, start)?);
                }
                if let Some((sign, op_at, term_at)) = op_now {
                    if sign == '-' {
                        value = Opt::Node(self.negated(value, term_at)?);
                    }
                    let left = acc_now.expect("a left operand");
                    value = Opt::Node(self.sum(left, value, op_at)?);
                }
                if let Some(sign @ ('+' | '-')) = self.peek().filter(|_| !single) {
                    let op_at = self.at;
                    // `a+-b` is `a + (+-b)`: the `+-` starts the term.
                    if !self.text[op_at..].starts_with("+-") {
                        self.at += 1;
                    }
                    let term_at = self.skip_space();
                    let Some(Open::Expr { acc, op, .. }) = stack.last_mut() else {
                        unreachable!("the expression on top");
                    };
                    *acc = Some(value);
                    *op = Some((sign, op_at, term_at));
                    break;
                }
                stack.pop();
                match stack.last_mut() {
                    None => return Ok(value),
                    Some(Open::Paren(wrap)) => {
                        let wrap = wrap.take();
                        if self.peek() != Some(')') {
                            return Err(self.error(self.at, "expected ')'"));
                        }
                        self.at += 1;
                        stack.pop();
                        if let Some(wrap) = wrap {
                            value = Opt::Node(self.wrapped(value, &wrap)?);
                        }
                    }
                    Some(&mut Open::Switch { at, listed }) => {
                        stack.pop();
                        value = Opt::Node(self.switch(value, listed, at)?);
                    }
                    Some(Open::Braces(braces)) => {
                        braces
                            .groups
                            .last_mut()
                            .expect("one group")
                            .push((value, braces.item_at));
                        match self.braces_next(&mut stack)? {
                            Some(node) => value = Opt::Node(node),
                            None => break,
                        }
                    }
                    Some(Open::Expr { .. }) => unreachable!("expressions nest in brackets"),
                }
            }
        }
    }

    /// Opens an expression: its leading minus, unless it starts a
    /// shorthand (`-1/4v[on]` is -1/4 + v[on], as CGSuite prints it).
    fn begin_expr(&mut self, stack: &mut Vec<Open>) -> Result<(), ParseError> {
        self.begin_expr_of(stack, false)
    }

    /// Opens an expression, a single one (one term) if `single`.
    fn begin_expr_of(&mut self, stack: &mut Vec<Open>, single: bool) -> Result<(), ParseError> {
        if stack.len() >= DEEPEST_NESTING {
            return Err(self.error(
                self.at,
                format!("nested deeper than {DEEPEST_NESTING} levels"),
            ));
        }
        let negate_first = self.peek() == Some('-')
            && shorthand(self.text, self.at).is_none()
            && !self.text[self.at + 1..].starts_with(|c: char| c.is_ascii_digit())
            && {
                self.at += 1;
                true
            };
        let start = self.skip_space();
        stack.push(Open::Expr {
            negate: negate_first.then_some(start),
            acc: None,
            op: None,
            single,
        });
        Ok(())
    }

    /// Starts the term at the read position: its value if it is a leaf,
    /// or `None` after opening a bracket (a new expression on top).
    fn term_start(&mut self, stack: &mut Vec<Open>) -> Result<Option<Opt>, ParseError> {
        let at = self.skip_space();
        if let Some(short) = self.short_call(at)? {
            return Ok(Some(short));
        }
        if let Some((translate, tiny, open)) = glued_wrap(self.text, at) {
            self.at = open + 1;
            stack.push(Open::Paren(Some(Wrap {
                tiny,
                translate,
                at,
            })));
            self.begin_expr(stack)?;
            return Ok(None);
        }
        if self.text[at..].starts_with("+-") {
            return self.open_switch(at, stack);
        }
        if let Some((game, end)) = shorthand(self.text, at) {
            self.at = end;
            let offset = self.graph.append(game.graph());
            return Ok(Some(Opt::Node(offset + game.root())));
        }
        if self.text[at..].starts_with('-') {
            if let Some((g, end)) = read_number_up_star(self.text, at + 1)? {
                // A number glued to a word (`-1Miny(2)`) is one short game:
                // the short notation reads it whole.
                if self.text[end..].starts_with(|c: char| c.is_ascii_alphabetic()) {
                    if let Ok((game, len)) = parse_prefix_with(&self.text[at..], &NoNames) {
                        if len > end - at {
                            self.at = at + len;
                            return Ok(Some(Opt::Node(self.embed_short(at, game)?)));
                        }
                    }
                }
                if let Some((x, ups, star)) = g.as_number_up_star() {
                    self.at = end;
                    let signed = Game::number_up_star(-x.clone(), ups.clone(), star.0);
                    return Ok(Some(Opt::Node(self.embed_short(at, signed)?)));
                }
            }
        }
        match self.peek() {
            Some('{') => {
                self.at += 1;
                self.open_braces(None, at, stack)
            }
            Some('(') => {
                self.at += 1;
                stack.push(Open::Paren(None));
                self.begin_expr(stack)?;
                Ok(None)
            }
            Some(c) if c.is_ascii_alphabetic() => self.word(at, stack),
            _ => self.short_atom(at).map(Some),
        }
    }

    /// Opens braces after `{` (at `at`), named `label`; the node if they
    /// close at once.
    fn open_braces(
        &mut self,
        label: Option<String>,
        at: usize,
        stack: &mut Vec<Open>,
    ) -> Result<Option<Opt>, ParseError> {
        let node = self.graph.add_node();
        self.open.push(node);
        let scoped = label.is_some();
        if let Some(name) = label {
            self.labels.push((name, node));
        }
        stack.push(Open::Braces(Braces {
            node,
            at,
            scoped,
            groups: vec![Vec::new()],
            bars: Vec::new(),
            item_at: at,
            list: false,
        }));
        Ok(self.braces_next(stack)?.map(Opt::Node))
    }

    /// Reads on in the braces on top, past bars and commas: the node when
    /// they close, or `None` with a new expression (an option) on top.
    fn braces_next(&mut self, stack: &mut Vec<Open>) -> Result<Option<Node>, ParseError> {
        loop {
            let here = self.skip_space();
            let Some(Open::Braces(braces)) = stack.last_mut() else {
                unreachable!("braces on top");
            };
            match self.text[here..].chars().next() {
                None => return Err(self.error(here, "expected '}'")),
                Some('}') => {
                    self.at += 1;
                    let Some(Open::Braces(braces)) = stack.pop() else {
                        unreachable!("braces on top");
                    };
                    return self.close_braces(braces).map(Some);
                }
                Some('|') if braces.list => {
                    return Err(self.error(here, "expected ',' or '}' in the options of '+-'"));
                }
                Some('|') => {
                    let count = self.text[here..].chars().take_while(|&c| c == '|').count();
                    self.at += count;
                    braces.bars.push((count, here));
                    braces.groups.push(Vec::new());
                }
                Some(',') if !braces.groups.last().is_some_and(|g| g.is_empty()) => self.at += 1,
                Some(_) => {
                    if braces.groups.last().is_some_and(|g| !g.is_empty())
                        && !self.text[..here].trim_end().ends_with(',')
                    {
                        return Err(self.error(here, "expected ',', '|' or '}'"));
                    }
                    braces.item_at = here;
                    self.begin_expr(stack)?;
                    return Ok(None);
                }
            }
        }
    }

    /// The node of braces just closed.
    fn close_braces(&mut self, braces: Braces) -> Result<Node, ParseError> {
        if braces.list {
            for &(opt, at) in &braces.groups[0] {
                let Opt::Node(v) = opt else {
                    return Err(self.error(at, "'pass' is no option of '+-'"));
                };
                self.graph.add_option(braces.node, Player::Left, v);
            }
            self.open.pop();
            return Ok(braces.node);
        }
        if braces.bars.is_empty() {
            return Err(self.error(
                braces.at,
                "braces need '|' between Left's and Right's options",
            ));
        }
        self.build(braces.node, &braces.groups, &braces.bars)?;
        self.open.pop();
        if braces.scoped {
            self.labels.pop();
        }
        Ok(braces.node)
    }

    /// A node that a sum may use: not a pass, reaching no open node.
    fn closed(&self, value: Opt, at: usize) -> Result<Node, ParseError> {
        let Opt::Node(v) = value else {
            return Err(self.error(at, "'pass' can not be added or negated"));
        };
        let reaches_open = self
            .graph
            .reachable(v)
            .iter()
            .any(|w| self.open.contains(w));
        if reaches_open {
            return Err(self.error(
                at,
                "a sum or negative can not refer to an enclosing node (name the part instead)",
            ));
        }
        Ok(v)
    }

    fn negated(&mut self, value: Opt, at: usize) -> Result<Node, ParseError> {
        let v = self.closed(value, at)?;
        let part = self.graph.extract(v).negated();
        Ok(self.graph.append(&part))
    }

    fn sum(&mut self, a: Opt, b: Opt, at: usize) -> Result<Node, ParseError> {
        let (x, y) = (self.closed(a, at)?, self.closed(b, at)?);
        let sum = Graph::sum(&self.graph, x, &self.graph, y);
        Ok(self.graph.append(&sum))
    }

    /// A short `+-…`, `Tiny(…)` or `xMiny(…)` at `at`, read by the short
    /// reader when it reads it whole (past the `+-` or the `(`).
    fn short_call(&mut self, at: usize) -> Result<Option<Opt>, ParseError> {
        let rest = &self.text[at..];
        let opens = if rest.starts_with("+-") {
            2
        } else {
            match glued_wrap(self.text, at) {
                Some(wrap) => wrap.2 - at + 1,
                None => return Ok(None),
            }
        };
        match parse_prefix_with(rest, &NoNames) {
            Ok((game, len)) if len > opens => {
                self.at = at + len;
                Ok(Some(Opt::Node(self.embed_short(at, game)?)))
            }
            _ => Ok(None),
        }
    }

    /// Opens `+-` at `at`: its operand is one term, or a list of options
    /// in braces with no bars.
    fn open_switch(&mut self, at: usize, stack: &mut Vec<Open>) -> Result<Option<Opt>, ParseError> {
        self.at = at + 2;
        let brace = self.skip_space();
        let listed = self.text[brace..].starts_with('{') && !has_top_bar(&self.text[brace..]);
        stack.push(Open::Switch { at, listed });
        self.begin_expr_of(stack, true)?;
        if !listed {
            return Ok(None);
        }
        self.at = brace + 1;
        let node = self.graph.add_node();
        self.open.push(node);
        stack.push(Open::Braces(Braces {
            node,
            at: brace,
            scoped: false,
            groups: vec![Vec::new()],
            bars: Vec::new(),
            item_at: brace,
            list: true,
        }));
        Ok(self.braces_next(stack)?.map(Opt::Node))
    }

    /// `+-G` = `{G|-G}`, or for a list read as Left's options of `value`,
    /// `{A,B|-A,-B}`.
    fn switch(&mut self, value: Opt, listed: bool, at: usize) -> Result<Node, ParseError> {
        let v = self.closed(value, at)?;
        let options = if listed {
            self.graph.options(v, Player::Left).to_vec()
        } else {
            vec![v]
        };
        let node = self.graph.add_node();
        for a in options {
            let minus = self.negated(Opt::Node(a), at)?;
            self.graph.add_option(node, Player::Left, a);
            self.graph.add_option(node, Player::Right, minus);
        }
        Ok(node)
    }

    /// `Tiny(G)` = `{0||0|-G}` or `Miny(G)` = `{G|0||0}`, plus the number
    /// glued before it.
    fn wrapped(&mut self, value: Opt, wrap: &Wrap) -> Result<Node, ParseError> {
        let mut g = self.closed(value, wrap.at)?;
        let zero = self.graph.embed(Game::ZERO);
        let (near, far) = if wrap.tiny {
            g = self.negated(Opt::Node(g), wrap.at)?;
            (Player::Left, Player::Right)
        } else {
            (Player::Right, Player::Left)
        };
        let inner = self.graph.add_node();
        self.graph.add_option(inner, near, zero);
        self.graph.add_option(inner, far, g);
        let outer = self.graph.add_node();
        self.graph.add_option(outer, near, zero);
        self.graph.add_option(outer, far, inner);
        match &wrap.translate {
            Some(x) => {
                let x = Opt::Node(self.embed_short(wrap.at, Game::dyadic(x.clone()))?);
                self.sum(x, Opt::Node(outer), wrap.at)
            }
            None => Ok(outer),
        }
    }

    /// A short game: the longest short expression here (`+-1`,
    /// `Tiny(2)`, `1/2 + ^`), or else a number-up-star (before a loopy
    /// part of a sum, as in `1 + on`).
    fn short_atom(&mut self, at: usize) -> Result<Opt, ParseError> {
        if let Ok((game, len)) = parse_prefix_with(&self.text[at..], &NoNames) {
            if len > 0 {
                self.at = at + len;
                return Ok(Opt::Node(self.embed_short(at, game)?));
            }
        }
        match read_number_up_star(self.text, at)? {
            Some((game, end)) if end > at => {
                self.at = end;
                Ok(Opt::Node(self.embed_short(at, game)?))
            }
            _ => Err(self.error(
                at,
                "expected a game: '{', a number, '*', '^', a name or 'pass'",
            )),
        }
    }

    /// A word: a named node's braces, a name in scope, `pass`, a
    /// constant, or a short game's word (`Tiny(2)`).
    fn word(&mut self, at: usize, stack: &mut Vec<Open>) -> Result<Option<Opt>, ParseError> {
        let len = self.text[at..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(self.text.len() - at);
        let word = &self.text[at..at + len];
        if self.text[at + len..].starts_with('{') && !is_keyword(word) {
            self.at = at + len + 1;
            return self.open_braces(Some(word.to_string()), at, stack);
        }
        if let Some(&(_, v)) = self.labels.iter().rev().find(|(name, _)| name == word) {
            self.at = at + len;
            return Ok(Some(Opt::Node(v)));
        }
        if word == "pass" {
            self.at = at + len;
            return Ok(Some(Opt::Pass));
        }
        let Some(constant) = LoopyGame::constant(word) else {
            return self.short_atom(at).map(Some);
        };
        self.at = at + len;
        let offset = self.graph.append(constant.graph());
        Ok(Some(Opt::Node(offset + constant.root())))
    }

    /// Makes `node` the game of `groups` split at the bars between them:
    /// the longest bar splits first, each side a group or a further node.
    fn build(
        &mut self,
        node: Node,
        groups: &[Vec<(Opt, usize)>],
        bars: &[(usize, usize)],
    ) -> Result<(), ParseError> {
        let longest = bars.iter().map(|b| b.0).max().expect("a bar");
        let mut at_longest = bars.iter().enumerate().filter(|(_, b)| b.0 == longest);
        let (split, _) = at_longest.next().expect("a longest bar");
        if let Some((_, &(_, second))) = at_longest.next() {
            return Err(self.error(second, "two bars of the same length at one level"));
        }
        let sides = [
            (Player::Left, &groups[..=split], &bars[..split]),
            (Player::Right, &groups[split + 1..], &bars[split + 1..]),
        ];
        for (player, side_groups, side_bars) in sides {
            if side_bars.is_empty() {
                for &(opt, _) in &side_groups[0] {
                    let target = match opt {
                        Opt::Pass => node,
                        Opt::Node(v) => v,
                    };
                    self.graph.add_option(node, player, target);
                }
            } else {
                let child = self.graph.add_node();
                self.build(child, side_groups, side_bars)?;
                self.graph.add_option(node, player, child);
            }
        }
        Ok(())
    }
}

/// `Tiny(` or `Miny(` at byte `at`, after a number glued before it
/// (`-1/2Tiny(`): the number, whether it is `Tiny`, and where the `(` is.
fn glued_wrap(text: &str, at: usize) -> Option<(Option<Dyadic>, bool, usize)> {
    let rest = &text[at..];
    let number_end = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '/' || c == '-'))
        .unwrap_or(rest.len());
    let word = &rest[number_end..];
    let tiny = if word.starts_with("Tiny(") {
        true
    } else if word.starts_with("Miny(") {
        false
    } else {
        return None;
    };
    let translate = match &rest[..number_end] {
        "" => None,
        number => Some(number.parse().ok()?),
    };
    Some((translate, tiny, at + number_end + 4))
}

/// True if the braces that `text` starts with hold a bar outside inner
/// braces (a game `{A|B}`, not a list `{A,B}`).
fn has_top_bar(text: &str) -> bool {
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth <= 1 => return false,
            '}' => depth -= 1,
            '|' if depth == 1 => return true,
            _ => {}
        }
    }
    false
}

/// CGSuite's shorthand at byte `at`: a number glued to `over`, `under`,
/// `^[on]`, `v[on]`, `^<on>` or `v<on>` (the last four with an optional
/// `*n`), as printed; the game and the offset after it.
///
/// ```
/// use conway::loopy::notation::shorthand;
/// let (g, end) = shorthand("x = -1/4v[on]*", 4).unwrap();
/// assert_eq!((g.to_string().as_str(), end), ("-1/4v[on]*", 14));
/// assert!(shorthand("1/4v", 0).is_none());
/// ```
pub fn shorthand(text: &str, at: usize) -> Option<(LoopyGame, usize)> {
    let rest = &text[at..];
    let sign = usize::from(rest.starts_with('-'));
    let digits = |from: usize| from + rest[from..].bytes().take_while(u8::is_ascii_digit).count();
    let mut end = digits(sign);
    if end > sign && (rest[end..].starts_with('/') || rest[end..].starts_with('.')) {
        let after = digits(end + 1);
        if after > end + 1 {
            end = after;
        }
    }
    if end == sign && sign == 1 {
        return None;
    }
    let x: Dyadic = if end == 0 {
        Dyadic::from(0)
    } else {
        rest[..end].parse().ok()?
    };
    const SUFFIXES: [&str; 6] = ["over", "under", "^[on]", "v[on]", "^<on>", "v<on>"];
    let suffix = SUFFIXES.iter().find(|s| rest[end..].starts_with(**s))?;
    end += suffix.len();
    let mut star = 0u64;
    if !matches!(*suffix, "over" | "under") && rest[end..].starts_with('*') {
        let after = digits(end + 1);
        star = if after == end + 1 {
            1
        } else {
            rest[end + 1..after].parse().ok()?
        };
        end = after;
    }
    if rest[end..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let infinitesimal = match *suffix {
        "over" => LoopyGame::over(),
        "under" => LoopyGame::under(),
        "^[on]" => LoopyGame::upon(),
        "v[on]" => -LoopyGame::upon(),
        "^<on>" => uponth(),
        _ => -uponth(),
    };
    let short = LoopyGame::from_game(Game::number_up_star(x, 0, star));
    Some((short + infinitesimal, at + end))
}

/// Uponth, `{0||0|0,pass}` (CGSuite's `^<on>`).
fn uponth() -> LoopyGame {
    let mut graph = Graph::new();
    let (g, h) = (graph.add_node(), graph.add_node());
    let zero = graph.embed(Game::ZERO);
    graph.add_option(g, Player::Left, zero);
    graph.add_option(g, Player::Right, h);
    graph.add_option(h, Player::Left, zero);
    graph.add_option(h, Player::Right, zero);
    graph.add_option(h, Player::Right, h);
    LoopyGame::new(graph, g)
}

/// The short reader's scope here: it knows no names (loopy names and
/// constants are this reader's).
struct NoNames;

impl Scope for NoNames {
    fn name(&self, name: &str) -> Result<Game, String> {
        Err(format!("unknown name '{name}'"))
    }
    fn call(&self, call: &Call<'_>) -> Result<Game, ParseError> {
        Err(call.error(call.at, "no functions here"))
    }
}

fn is_keyword(word: &str) -> bool {
    matches!(
        word,
        "pass" | "on" | "off" | "over" | "under" | "upon" | "dud" | "tis" | "tisn"
    )
}

/// Prints a loopy game as CGSuite writes it.
///
/// ```
/// use conway::loopy::{notation::print, LoopyGame};
/// assert_eq!(print(&LoopyGame::over()), "over");
/// assert_eq!(print(&(LoopyGame::on() + LoopyGame::from_game(conway::value::Game::integer(1)))), "on");
/// ```
pub fn print(game: &LoopyGame) -> String {
    Printer::new(game.graph()).print(game.root())
}

/// A printed option: its text, and for unnamed braces the length of its
/// longest bar (the braces are left off, for the parent to add or to
/// merge with its own bars).
struct Printed {
    text: String,
    bars: Option<usize>,
}

impl Printed {
    /// A leaf's text (a short game, a shorthand, `pass`, a name): a short
    /// game in braces gives up its braces and bars for the parent to merge
    /// (`{on|{0|-1/2}}` is written `{on||0|-1/2}`, as CGSuite writes it),
    /// unless its longest bar is written inside braces anyway.
    fn leaf(text: String) -> Printed {
        if let Some(bars) = outer_bars(&text).filter(|&b| b < MAX_BARS) {
            let inner = text[1..text.len() - 1].to_string();
            return Printed {
                text: inner,
                bars: Some(bars),
            };
        }
        Printed { text, bars: None }
    }

    fn braced(self) -> String {
        match self.bars {
            Some(_) => format!("{{{}}}", self.text),
            None => self.text,
        }
    }
}

struct Printer<'a> {
    graph: &'a Graph,
    short: Vec<Option<Game>>,
    names: Vec<Option<String>>,
    /// Whether the graph is a stopper (`+-` and `Tiny` need equality).
    stopper: bool,
    /// The `+-`, `Tiny` or `Miny` text of each node, once decided.
    named_forms: RefCell<Vec<Option<Option<String>>>>,
}

/// `+-G`, `Tiny(G)` and `Miny(G)` are looked for only in parts of at
/// most this many positions: each test compares games, and the
/// subscripts print by a printer of their own (so nesting stays shallow).
const NAMED_FORM_POSITIONS: usize = 256;

/// The subscripts and options of `+-G`, `Tiny(G)`, `Miny(G)` print by a
/// printer of their own; past this many such printers open at once, the
/// plain braces are printed (they read back to the same game), so
/// printing never nests deep.
const MAX_NAMED_FORM_DEPTH: usize = 4;

thread_local! {
    /// How many `+-`/`Tiny`/`Miny` printers are open on this thread.
    static NAMED_FORM_DEPTH: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// One node being printed: its node, the options printed so far.
struct Frame {
    node: Node,
    next: usize,
    done: Vec<Printed>,
}

impl<'a> Printer<'a> {
    fn new(graph: &'a Graph) -> Printer<'a> {
        Printer {
            graph,
            short: graph.short_values(),
            names: vec![None; graph.len()],
            stopper: super::stopper::is_stopper(graph),
            named_forms: RefCell::new(vec![None; graph.len()]),
        }
    }

    /// The options of `v`, Left's then Right's.
    fn options(&self, v: Node) -> impl Iterator<Item = Node> + '_ {
        let g = self.graph;
        g.options(v, Player::Left)
            .iter()
            .chain(g.options(v, Player::Right))
            .copied()
    }

    /// The options of `v` for `player` when each is a pass (`None`) or a
    /// short game (`Some`); `None` if one is neither.
    fn plain_options(&self, v: Node, player: Player) -> Option<Vec<Option<Game>>> {
        self.graph
            .options(v, player)
            .iter()
            .map(|&w| {
                if w == v {
                    Some(None)
                } else {
                    self.short[w as usize].map(Some)
                }
            })
            .collect()
    }

    /// CGSuite's shorthand for `v`, if it has one: `on`, `off`, `dud`,
    /// `x + over` as `xover` and `x + under` as `xunder` for a number `x`,
    /// the upon forms `x^[on]*n` and `xv[on]*n`, and the uponth forms
    /// `x^<on>*n` and `xv<on>*n` (CGSuite's CanonicalStopperTestCase:
    /// `{pass|3/2}` is `3/2under`, `{-1/4+*|pass}` is `-1/4v[on]`,
    /// `{0||0|0,pass}` is `^<on>`).
    fn shorthand(&self, v: Node) -> Option<String> {
        let left = self.plain_options(v, Player::Left);
        let right = self.plain_options(v, Player::Right);
        if let (Some(left), Some(right)) = (&left, &right) {
            if let Some(text) = pseudonumber(left, right) {
                return Some(text);
            }
        }
        if let Some(text) = self.named_form(v) {
            return Some(text);
        }
        if let (Some(left), Some(right)) = (&left, &right) {
            if let Some((x, star)) = upon_form(left, right) {
                return Some(format!("{}^[on]{}", number_text(&x), star_text(star)));
            }
            if let Some((x, star)) = upon_form(right, left) {
                return Some(format!("{}v[on]{}", number_text(&x), star_text(star)));
            }
        }
        for (player, arrow) in [(Player::Left, "^"), (Player::Right, "v")] {
            if let Some((x, star)) = self.uponth_form(v, player) {
                let x = if player == Player::Left { x } else { -x };
                return Some(format!("{}{arrow}<on>{}", number_text(&x), star_text(star)));
            }
        }
        None
    }

    /// CGSuite's `+-G` (a switch: `v = -v`), `xTiny(G)` or `xMiny(G)`
    /// for `v`, if it is one (checked in order, as CGSuite does; see
    /// [`switch_text`] and [`tiny_text`]).
    fn named_form(&self, v: Node) -> Option<String> {
        if let Some(known) = &self.named_forms.borrow()[v as usize] {
            return known.clone();
        }
        let depth = NAMED_FORM_DEPTH.with(|d| d.get());
        let found = if self.stopper
            && depth < MAX_NAMED_FORM_DEPTH
            && self.graph.reachable(v).len() <= NAMED_FORM_POSITIONS
        {
            NAMED_FORM_DEPTH.with(|d| d.set(depth + 1));
            let game = LoopyGame::unsimplified(self.graph.clone(), v);
            let found = switch_text(&game).or_else(|| tiny_text(&game));
            NAMED_FORM_DEPTH.with(|d| d.set(depth));
            found
        } else {
            None
        };
        self.named_forms.borrow_mut()[v as usize] = Some(found.clone());
        found
    }

    /// The printed options of `v` for `player`, in CGSuite's order as its
    /// test cases show it: short options first in the order of short
    /// games (`CanonicalShortGame`'s), then loopy ones, fewer positions
    /// first (`^[on]*` before `^<on>`), then by text, the pass last.
    fn sorted(&self, v: Node, player: Player, printed: Vec<Printed>) -> Vec<Printed> {
        let options = self.graph.options(v, player);
        let mut keyed: Vec<(Node, Printed)> = options.iter().copied().zip(printed).collect();
        let size = |w: Node| self.graph.reachable(w).len();
        keyed.sort_by(|(a, pa), (b, pb)| {
            let pass = |w: &Node| *w == v;
            pass(a).cmp(&pass(b)).then_with(|| {
                match (self.short[*a as usize], self.short[*b as usize]) {
                    (Some(x), Some(y)) => crate::value::notation::option_order(x, y),
                    (Some(_), None) => std::cmp::Ordering::Less,
                    (None, Some(_)) => std::cmp::Ordering::Greater,
                    (None, None) => size(*a).cmp(&size(*b)).then_with(|| pa.text.cmp(&pb.text)),
                }
            })
        });
        keyed.into_iter().map(|(_, p)| p).collect()
    }

    /// The uponth form `x^<on>*n` of `v` (`player` Left), or of `-v`
    /// (`player` Right; `v` prints as `-x v<on>*n`): see [`uponth_form`].
    fn uponth_form(&self, v: Node, player: Player) -> Option<(Dyadic, u64)> {
        let [h] = self.graph.options(v, player.opponent()) else {
            return None;
        };
        if *h == v {
            return None;
        }
        let own = self.plain_options(v, player)?;
        let h_own = self.plain_options(*h, player)?;
        let h_other = self.plain_options(*h, player.opponent())?;
        if player == Player::Left {
            return uponth_form(&own, &h_own, &h_other);
        }
        let negated = |side: Vec<Option<Game>>| -> Vec<Option<Game>> {
            side.into_iter().map(|o| o.map(|g| -g)).collect()
        };
        uponth_form(&negated(own), &negated(h_own), &negated(h_other))
    }

    /// How `w` prints from inside `v` without being expanded, if it does.
    fn leaf(&self, v: Node, w: Node, on_path: &[bool]) -> Option<String> {
        if w == v {
            return Some("pass".into());
        }
        if let Some(g) = self.short[w as usize] {
            return Some(g.to_string());
        }
        if let Some(text) = self.shorthand(w) {
            return Some(text);
        }
        on_path[w as usize].then(|| self.names[w as usize].clone().unwrap_or_default())
    }

    /// Walks the game from `root` as printing does, calling `visit` with
    /// each finished node and its printed options; returns the root's.
    fn walk(
        &mut self,
        root: Node,
        mut finish: impl FnMut(&mut Self, Node, Vec<Printed>) -> Printed,
    ) -> Printed {
        if let Some(text) = self.leaf(Node::MAX, root, &vec![false; self.graph.len()]) {
            return Printed::leaf(text);
        }
        let mut on_path = vec![false; self.graph.len()];
        on_path[root as usize] = true;
        let mut stack = vec![Frame {
            node: root,
            next: 0,
            done: Vec::new(),
        }];
        loop {
            let top = stack.last_mut().expect("a frame");
            let v = top.node;
            let Some(w) = self.options(v).nth(top.next) else {
                let frame = stack.pop().expect("a frame");
                on_path[v as usize] = false;
                let printed = finish(self, v, frame.done);
                match stack.last_mut() {
                    Some(parent) => {
                        parent.done.push(printed);
                        parent.next += 1;
                        continue;
                    }
                    None => return printed,
                }
            };
            if let Some(text) = self.leaf(v, w, &on_path) {
                if w != v && on_path[w as usize] && self.names[w as usize].is_none() {
                    self.names[w as usize] = Some(String::new());
                }
                let top = stack.last_mut().expect("a frame");
                top.done.push(Printed::leaf(text));
                top.next += 1;
            } else {
                on_path[w as usize] = true;
                stack.push(Frame {
                    node: w,
                    next: 0,
                    done: Vec::new(),
                });
            }
        }
    }

    fn print(mut self, root: Node) -> String {
        // First walk: which nodes are referred to from below (they need names).
        self.walk(root, |_, _, _| Printed {
            text: String::new(),
            bars: None,
        });
        for (count, name) in self.names.iter_mut().flatten().enumerate() {
            *name = label(count);
        }
        let printed = self.walk(root, |printer, v, done| printer.node_text(v, done));
        printed.braced()
    }

    fn node_text(&self, v: Node, mut done: Vec<Printed>) -> Printed {
        let left_count = self.graph.options(v, Player::Left).len();
        let right = done.split_off(left_count);
        let left = self.sorted(v, Player::Left, done);
        let right = self.sorted(v, Player::Right, right);
        let inner = |side: &[Printed]| match side {
            [one] => one.bars.unwrap_or(0),
            _ => 0,
        };
        let bars = inner(&left).max(inner(&right)) + 1;
        // As for short games, four bars are written inside braces.
        let bars_shown = (bars < MAX_BARS).then_some(bars);
        let join = |side: Vec<Printed>| {
            let merge = side.len() == 1;
            side.into_iter()
                .map(|p| if merge { p.text } else { p.braced() })
                .collect::<Vec<_>>()
                .join(",")
        };
        let text = format!("{}{}{}", join(left), "|".repeat(bars), join(right));
        let empty_side = text.starts_with('|') || text.ends_with('|');
        match &self.names[v as usize] {
            Some(name) => Printed {
                text: format!("{name}{{{text}}}"),
                bars: None,
            },
            // The bars of an empty side would run into the parent's.
            None if empty_side || bars_shown.is_none() => Printed {
                text: format!("{{{text}}}"),
                bars: None,
            },
            None => Printed {
                text,
                bars: bars_shown,
            },
        }
    }
}

/// For a text that is one pair of braces around everything, the longest
/// run of bars directly inside them.
fn outer_bars(text: &str) -> Option<usize> {
    if !text.starts_with('{') || !text.ends_with('}') {
        return None;
    }
    let (mut depth, mut run, mut longest) = (0usize, 0usize, 0usize);
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 && i + 1 != text.len() {
                    return None;
                }
            }
            '|' if depth == 1 => {
                run += 1;
                longest = longest.max(run);
                continue;
            }
            _ => {}
        }
        run = 0;
    }
    (longest > 0).then_some(longest)
}

/// A separator of this many bars is written inside braces, and the
/// braces count as none for the separator around them (CGSuite's rule
/// for short games, and its loopy output: `{0|{0||||-1|||…}}`).
const MAX_BARS: usize = 4;

/// `+-G` for a switch `{G|-G}` (a game equal to its negative) with one
/// Left option `G`, `+-{A,B}` with several; the one option in
/// parentheses when it is a number glued to a word (`+-(5over)`,
/// `+-(Tiny(on))`), as CGSuite prints them (CanonicalStopperTestCase:
/// `+-{0|pass}` is `+-over`, `+-{5|pass}` is `+-(5over)`).
fn switch_text(game: &LoopyGame) -> Option<String> {
    let g = game.graph();
    let (left, right) = (g.options(0, Player::Left), g.options(0, Player::Right));
    if left.is_empty() || left.len() != right.len() || left.contains(&0) || right.contains(&0) {
        return None;
    }
    // Options are printed on their own, so they must not refer back to
    // this node or above it: only plumtrees (all of CGSuite's examples).
    if !game.is_plumtree() {
        return None;
    }
    if !game.equals(&-game.clone()).ok()? {
        return None;
    }
    let shown: Vec<String> = left
        .iter()
        .map(|&a| print(&LoopyGame::unsimplified(g.clone(), a)))
        .collect();
    Some(match &shown[..] {
        [one] if glued_word(one) => format!("+-({one})"),
        [one] => format!("+-{one}"),
        _ => format!("+-{{{}}}", shown.join(",")),
    })
}

/// True for a number glued to a word (`5over`, `1Tiny(on)`) and for
/// `Tiny(…)`, `Miny(…)`: CGSuite puts these in parentheses after `+-`.
fn glued_word(text: &str) -> bool {
    let number_end = text
        .find(|c: char| !(c.is_ascii_digit() || c == '/' || c == '-'))
        .unwrap_or(text.len());
    let word = &text[number_end..];
    let glued = number_end > 0 && word.starts_with(|c: char| c.is_ascii_alphabetic());
    glued || word.starts_with("Tiny(") || word.starts_with("Miny(")
}

/// `xTiny(G)` for `{x||x|y}` and `xMiny(G)` for `{{w|x}||x}`, a plumtree
/// with a number `x`, where `G = x - y` (`G = w - x`) is at least
/// `over` (CGSuite's IsNumberTiny; `Tiny(G) = {0||0|-G}`, Winning Ways
/// ch. 5 for short `G`; CanonicalStopperTestCase: `{0||0|off}` is
/// `Tiny(on)`, `{on|0||0}` is `Miny(on)`, `{0||0|under}` is `Tiny(over)`).
fn tiny_text(game: &LoopyGame) -> Option<String> {
    let g = game.graph();
    if !game.is_plumtree() {
        return None;
    }
    let short = g.short_values();
    let number = |v: Node| short[v as usize].and_then(|s| s.as_number().cloned());
    for (near, word) in [(Player::Left, "Tiny"), (Player::Right, "Miny")] {
        let far = near.opponent();
        let ([x], [h]) = (g.options(0, near), g.options(0, far)) else {
            continue;
        };
        let (Some(x), true) = (number(*x), *h != 0) else {
            continue;
        };
        let ([x2], [y]) = (g.options(*h, near), g.options(*h, far)) else {
            continue;
        };
        if number(*x2).as_ref() != Some(&x) {
            continue;
        }
        let x_game = LoopyGame::from_game(Game::dyadic(x.clone()));
        let y_game = LoopyGame::unsimplified(g.clone(), *y);
        // G = x − y for Tiny, y − x for Miny (y is Left's there): at least over.
        let subscript = match near {
            Player::Left => x_game.clone() - y_game,
            Player::Right => y_game - x_game.clone(),
        };
        if !subscript.ge(&LoopyGame::over()).ok()? {
            continue;
        }
        let shown = print(&subscript);
        return Some(format!("{}{word}({shown})", number_text(&x)));
    }
    None
}

/// `on`, `off`, `dud`, `xover`, `xunder` for a one-node game whose
/// options are passes and short games.
fn pseudonumber(left: &[Option<Game>], right: &[Option<Game>]) -> Option<String> {
    let number = |g: &Option<Game>| g.and_then(|g| g.as_number().cloned());
    match (left, right) {
        ([None], []) => Some("on".into()),
        ([], [None]) => Some("off".into()),
        ([None], [None]) => Some("dud".into()),
        ([x], [None]) => number(x).map(|x| format!("{}over", number_text(&x))),
        ([None], [x]) => number(x).map(|x| format!("{}under", number_text(&x))),
        _ => None,
    }
}

/// The upon form `x^[on]*(n^1)` of a node with options `own` for the
/// player it favours and `other` for the opponent (Left's and Right's for
/// `^[on]`): one option `x + *n` for the opponent, and the pass alone
/// (`n ≠ 0`) or the pass and `x` (`n = 0`) for the player. Gives `x` and
/// `n ^ 1`; for the opponent's view (`other` Left's) `x` is the negative
/// of the number printed.
fn upon_form(own: &[Option<Game>], other: &[Option<Game>]) -> Option<(Dyadic, u64)> {
    let [Some(r)] = other else {
        return None;
    };
    let (x, ups, star) = r.as_number_up_star()?;
    if !ups.is_zero() {
        return None;
    }
    let x_game = Game::dyadic(x.clone());
    let fits = match own {
        [None] => star.0 != 0,
        [a, b] => {
            star.0 == 0 && {
                let (a, b) = (*a, *b);
                (a.is_none() && b == Some(x_game)) || (b.is_none() && a == Some(x_game))
            }
        }
        _ => false,
    };
    fits.then(|| (x.clone(), star.0 ^ 1))
}

/// The uponth form `x^<on>*n` (CGSuite's uponth, `{0||0|0,pass}` is
/// `^<on>`): Left's options `own` are exactly `x + *j` for `j` from 0 to
/// `n`, and Right's one option `h` (Left's options `h_left`, Right's
/// `h_right`) is the negative of an upon form `-x^[on]*(n^1)`. Gives `x`
/// and `n`.
fn uponth_form(
    own: &[Option<Game>],
    h_left: &[Option<Game>],
    h_right: &[Option<Game>],
) -> Option<(Dyadic, u64)> {
    let (x, k) = upon_form(h_right, h_left)?;
    let n = k ^ 1;
    if n.checked_add(1) != Some(own.len() as u64) {
        return None;
    }
    let mut wanted: Vec<Game> = (0..=n)
        .map(|j| Game::number_up_star(x.clone(), 0, j))
        .collect();
    let mut have: Vec<Game> = own.iter().copied().collect::<Option<_>>()?;
    wanted.sort_unstable_by_key(|g| g.to_string());
    have.sort_unstable_by_key(|g| g.to_string());
    (wanted == have).then_some((x, n))
}

/// A number as a prefix of a shorthand: nothing for 0.
fn number_text(x: &Dyadic) -> String {
    if x.is_zero() {
        String::new()
    } else {
        Game::dyadic(x.clone()).to_string()
    }
}

/// `*n` after a shorthand: nothing for 0, `*` for 1.
fn star_text(n: u64) -> String {
    match n {
        0 => String::new(),
        1 => "*".into(),
        n => format!("*{n}"),
    }
}

/// The `i`-th node name: `a`, `b`, … (`v` is down), then `a1`, `b1`, ….
fn label(i: usize) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnpqrstuwxyz";
    let letter = LETTERS[i % LETTERS.len()] as char;
    match i / LETTERS.len() {
        0 => letter.to_string(),
        round => format!("{letter}{round}"),
    }
}

impl std::fmt::Display for LoopyGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&print(self))
    }
}

impl std::str::FromStr for LoopyGame {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<LoopyGame, ParseError> {
        parse(text)
    }
}
