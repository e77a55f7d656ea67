//! Loopy values in the worksheet: the constants `on`, `off`, `over`,
//! `under`, `upon`, `dud`, `tis`, `tisn`; literals with `pass` and named
//! nodes (`{0|pass}`, `a{0|{a|*}}`) read by the loopy notation; loopy
//! options in braces (`{over|0}`); sided values `A & B`; sums,
//! negatives, comparison, outcomes with draws, sides and the stopper
//! test. A short game never takes this path: only a value that is loopy
//! (or `&`) calls in here.
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! assert_eq!(w.eval_line("1 + over").unwrap().to_string(), "1over");
//! assert_eq!(w.eval_line("on + off").unwrap().to_string(), "dud");
//! assert_eq!(w.eval_line("over > 0").unwrap().to_string(), "true");
//! assert_eq!(w.eval_line("sides(tis)").unwrap().to_string(), "1 & 0");
//! assert_eq!(w.eval_line("outcome({pass|pass})").unwrap().to_string(),
//!            "D (Left first: a draw; Right first: a draw)");
//! ```

use super::data::Value;
use super::functions::{self, f, Arg, Call, Function};
use super::machine::Fail;
use super::syntax::BinOp;
use crate::error::ParseError;
use crate::loopy::{notation, LoopyGame, LoopyOutcome, Play, SidedValue};
use crate::value::Game;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

type Run<T> = Result<T, Fail>;

/// Sums whose plain graph would have more nodes than this are refused:
/// simplifying a stopper costs time and memory quadratic in its size.
pub const MAX_SUM_NODES: usize = 4_000;

const WW: &str = "Winning Ways, vol. 2, ch. 11; Siegel, Combinatorial Game Theory, ch. VI";

/// A loopy value of the worksheet: a game graph that is not short (a
/// stopper in simplest form, or a game whose play can alternate for
/// ever), or a sided value `A & B` whose sides differ.
#[derive(Clone, Debug)]
pub enum Loopy {
    /// A game, as a graph.
    Game(LoopyGame),
    /// `onside & offside`.
    Sided(SidedValue),
}

impl Loopy {
    /// The worksheet value of a loopy game, as CGSuite keeps it: a short
    /// game when it is one, a stopper, or else its sides (the game itself
    /// when sidling does not settle).
    pub(super) fn value_of_game(game: LoopyGame) -> Value {
        if let Some(g) = game.to_game() {
            return Value::Game(g);
        }
        if !game.is_stopper() {
            if let Ok(sides) = game.sides() {
                return Loopy::value_of_sides(sides);
            }
        }
        Value::Loopy(Rc::new(Loopy::Game(game)))
    }

    /// The worksheet value of sides (each in simplest form): a stopper
    /// when they are equal.
    pub(super) fn value_of_sides(sides: SidedValue) -> Value {
        let simplest = |g: &LoopyGame| LoopyGame::new(g.graph().clone(), g.root());
        let (on, off) = (simplest(sides.onside()), simplest(sides.offside()));
        if on.equals(&off).unwrap_or(false) {
            return Loopy::value_of_game(on);
        }
        match SidedValue::new(on, off) {
            Ok(sides) => Value::Loopy(Rc::new(Loopy::Sided(sides))),
            Err(_) => Value::Loopy(Rc::new(Loopy::Sided(sides))),
        }
    }

    /// The kind, for messages.
    pub(super) fn kind(&self) -> &'static str {
        match self {
            Loopy::Game(g) if g.is_stopper() => "a stopper",
            Loopy::Game(_) => "a loopy game",
            Loopy::Sided(_) => "a sided value",
        }
    }

    /// The game, when this is one.
    pub(super) fn game(&self) -> Option<&LoopyGame> {
        match self {
            Loopy::Game(g) => Some(g),
            Loopy::Sided(_) => None,
        }
    }

    fn is_stopper(&self) -> bool {
        self.game().is_some_and(LoopyGame::is_stopper)
    }

    pub(super) fn sides(&self) -> Result<SidedValue, String> {
        match self {
            Loopy::Game(g) => g.sides().map_err(|e| e.to_string()),
            Loopy::Sided(s) => Ok(s.clone()),
        }
    }

    /// Who wins with each player moving first. For `A & B` the game
    /// itself is not known, only its sides: Left moving first wins when
    /// she wins the offside `B` (infinite play counted against her),
    /// draws when she wins only the onside `A`, and loses otherwise
    /// (Siegel ch. VI §4; checked against the games' own outcomes in the
    /// tests).
    pub(super) fn outcome(&self) -> LoopyOutcome {
        match self {
            Loopy::Game(g) => g.outcome(),
            Loopy::Sided(s) => s.outcome(),
        }
    }
}

impl fmt::Display for Loopy {
    /// As CGSuite prints it: the simplest form of a stopper, the graph of
    /// a game that is not one, `A & B` for sides.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Loopy::Game(g) => g.fmt(f),
            Loopy::Sided(s) => s.fmt(f),
        }
    }
}

impl PartialEq for Loopy {
    /// Equal values (equal sides); games whose sides are not found are
    /// equal when they print alike.
    fn eq(&self, other: &Loopy) -> bool {
        match (self.sides(), other.sides()) {
            (Ok(a), Ok(b)) => a.equals(&b),
            _ => self.to_string() == other.to_string(),
        }
    }
}

impl Eq for Loopy {}

impl Hash for Loopy {
    /// One hash for all: equal values may have different graphs.
    fn hash<H: Hasher>(&self, state: &mut H) {
        0u8.hash(state);
    }
}

/// The value of a loopy constant's name, if `name` is one.
pub(super) fn constant(name: &str) -> Option<Value> {
    LoopyGame::constant(name).map(Loopy::value_of_game)
}

/// True if the braces `span` need the loopy reader: they hold `pass`, a
/// named node `a{…}`, CGSuite's shorthand, or a constant that is no
/// stopper (`dud`, `tis`, `tisn`: as a worksheet value it is its sides,
/// which can be no option, while the loopy reader takes the game itself).
pub(super) fn needs_loopy_reader(span: &str) -> bool {
    let bytes = span.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii_alphabetic() || b == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &span[start..i];
            let glued_brace = bytes.get(i) == Some(&b'{');
            let after_number = start > 0 && bytes[start - 1].is_ascii_digit();
            let glued_over = after_number && (word == "over" || word == "under");
            let not_a_stopper = matches!(word, "dud" | "tis" | "tisn");
            if word == "pass" || glued_brace || glued_over || not_a_stopper {
                return true;
            }
        } else if bytes[i..].starts_with(b"[on]") || bytes[i..].starts_with(b"<on>") {
            return true;
        } else {
            i += 1;
        }
    }
    false
}

/// CGSuite's shorthand (`1over`, `-1/4v[on]`, `^<on>*`) at byte `at`, as
/// a worksheet value, and the offset after it.
pub(super) fn shorthand(text: &str, at: usize) -> Option<(Value, usize)> {
    notation::shorthand(text, at).map(|(game, end)| (Loopy::value_of_game(game), end))
}

/// The loopy literal `text[start..end]`, read by the loopy notation;
/// errors name their place in the whole text.
pub(super) fn literal(text: &str, start: usize, end: usize) -> Result<Value, ParseError> {
    let game = notation::parse(&text[start..end]).map_err(|e| {
        let base = ParseError::at(text, start, "");
        ParseError {
            line: base.line + e.line - 1,
            column: if e.line == 1 {
                base.column + e.column - 1
            } else {
                e.column
            },
            message: e.message,
        }
    })?;
    Ok(Loopy::value_of_game(game))
}

/// A value as a loopy game, if it is a short game or a loopy game.
fn as_game(v: &Value) -> Option<LoopyGame> {
    match v {
        Value::Game(g) => Some(LoopyGame::from_game(*g)),
        Value::Loopy(l) => l.game().cloned(),
        _ => None,
    }
}

/// A value's sides, if it is a game or a loopy value.
fn as_sides(v: &Value, at: usize) -> Option<Run<SidedValue>> {
    match v {
        Value::Game(g) => Some(Ok(SidedValue::stopper(LoopyGame::from_game(*g)))),
        Value::Loopy(l) => Some(l.sides().map_err(|e| Fail::At(at, format!("{l}: {e}")))),
        _ => None,
    }
}

/// `-v` for a loopy value.
pub(super) fn negate(l: &Loopy) -> Value {
    match l {
        Loopy::Game(g) => Loopy::value_of_game(-g.clone()),
        Loopy::Sided(s) => Loopy::value_of_sides(-s.clone()),
    }
}

/// `a op b` when either is loopy (or `op` is `&`); `None` when this is
/// not a loopy operation.
pub(super) fn binary(op: BinOp, a: &Value, b: &Value, at: usize) -> Option<Run<Value>> {
    if op == BinOp::Sided {
        return Some(sided_value(a, b, at));
    }
    let is_game = |v: &Value| matches!(v, Value::Game(_) | Value::Loopy(_));
    let loopy = matches!(a, Value::Loopy(_)) || matches!(b, Value::Loopy(_));
    if !loopy || !is_game(a) || !is_game(b) {
        return None;
    }
    let result = match op {
        BinOp::Add => sum(a, b, at),
        BinOp::Sub => match b {
            Value::Loopy(l) => sum(a, &negate(l), at),
            Value::Game(g) => sum(a, &Value::Game(-*g), at),
            _ => return None,
        },
        BinOp::Eq
        | BinOp::Ne
        | BinOp::Le
        | BinOp::Ge
        | BinOp::Lt
        | BinOp::Gt
        | BinOp::Confused
        | BinOp::LessOrConfused
        | BinOp::GreaterOrConfused => relation(op, a, b, at)?,
        _ => return None,
    };
    Some(result)
}

fn sum(a: &Value, b: &Value, at: usize) -> Run<Value> {
    if let (Some(x), Some(y)) = (as_game(a), as_game(b)) {
        let nodes = x.graph().len() * y.graph().len();
        if nodes > MAX_SUM_NODES {
            return Err(Fail::At(
                at,
                format!("this loopy sum has {nodes} positions, more than the {MAX_SUM_NODES} the worksheet simplifies"),
            ));
        }
        return Ok(Loopy::value_of_game(x + y));
    }
    let (Some(x), Some(y)) = (as_sides(a, at), as_sides(b, at)) else {
        return Err(Fail::At(
            at,
            format!("cannot add {} and {}", a.kind(), b.kind()),
        ));
    };
    let total = x?.sum(&y?).map_err(|e| Fail::At(at, e.to_string()))?;
    Ok(Loopy::value_of_sides(total))
}

/// `a & b`: the sided value with onside `a` and offside `b`.
fn sided_value(a: &Value, b: &Value, at: usize) -> Run<Value> {
    let side = |v: &Value| match as_game(v) {
        Some(g) if g.is_stopper() => Ok(g),
        _ => Err(Fail::At(
            at,
            format!("each side of '&' must be a stopper, not {} ({v})", v.kind()),
        )),
    };
    let sides = SidedValue::new(side(a)?, side(b)?).map_err(|e| Fail::At(at, e.into()))?;
    Ok(Loopy::value_of_sides(sides))
}

/// A relation of loopy values, by both sides; `None` if either is no
/// game.
fn relation(op: BinOp, a: &Value, b: &Value, at: usize) -> Option<Run<Value>> {
    let (x, y) = (as_sides(a, at)?, as_sides(b, at)?);
    let order = |x: Run<SidedValue>, y: Run<SidedValue>| -> Run<(bool, bool)> {
        let (x, y) = (x?, y?);
        Ok((x.ge(&y), y.ge(&x)))
    };
    Some(order(x, y).map(|(ge, le)| {
        Value::Bool(match op {
            BinOp::Eq => ge && le,
            BinOp::Ne => !(ge && le),
            BinOp::Ge => ge,
            BinOp::Le => le,
            BinOp::Gt => ge && !le,
            BinOp::Lt => le && !ge,
            BinOp::Confused => !ge && !le,
            BinOp::LessOrConfused => !ge,
            _ => !le, // BinOp::GreaterOrConfused
        })
    }))
}

/// The braces `{left | right}` when an option is loopy.
pub(super) fn braces(left: &[Value], right: &[Value], at: usize) -> Run<Value> {
    let mut graph = crate::loopy::Graph::new();
    let root = graph.add_node();
    for (player, side) in [
        (crate::value::Player::Left, left),
        (crate::value::Player::Right, right),
    ] {
        for v in side {
            let option = as_game(v).ok_or_else(|| {
                Fail::At(
                    at,
                    format!("an option must be a game, not {} ({v})", v.kind()),
                )
            })?;
            let offset = graph.append(option.graph());
            graph.add_option(root, player, offset + option.root());
        }
    }
    if graph.len() > MAX_SUM_NODES {
        return Err(Fail::At(
            at,
            format!("this game has more than {MAX_SUM_NODES} positions to simplify"),
        ));
    }
    Ok(Loopy::value_of_game(LoopyGame::new(graph, root)))
}

fn play_words(p: Play) -> &'static str {
    match p {
        Play::LeftWins => "Left wins",
        Play::RightWins => "Right wins",
        Play::Draw => "a draw",
    }
}

/// `outcome(g)` and `compare(a, b)` when an argument is loopy; `None`
/// for the short functions.
pub(super) fn call(name: &str, args: &[Arg]) -> Option<Run<Value>> {
    if !args.iter().any(|a| matches!(a.value, Value::Loopy(_))) {
        return None;
    }
    match (name.to_ascii_lowercase().as_str(), args) {
        ("outcome", [g]) => {
            let Value::Loopy(l) = &g.value else {
                return None;
            };
            let o = l.outcome();
            Some(Ok(text(format!(
                "{o} (Left first: {}; Right first: {})",
                play_words(o.left_first),
                play_words(o.right_first)
            ))))
        }
        // Winning Ways ch. 5: Tiny(G) = {0 || 0 | -G}, Miny(G) = {G | 0 || 0}.
        ("tiny", [g]) => {
            let Value::Loopy(l) = &g.value else {
                return None;
            };
            let zero = Value::Game(crate::value::Game::ZERO);
            Some(
                braces(std::slice::from_ref(&zero), &[negate(l)], g.at)
                    .and_then(|inner| braces(&[zero], &[inner], g.at)),
            )
        }
        ("miny", [g]) => {
            let zero = Value::Game(crate::value::Game::ZERO);
            Some(
                braces(
                    std::slice::from_ref(&g.value),
                    std::slice::from_ref(&zero),
                    g.at,
                )
                .and_then(|inner| braces(&[inner], &[zero], g.at)),
            )
        }
        ("compare", [a, b]) => {
            let order = relation(BinOp::Ge, &a.value, &b.value, a.at)?.and_then(|ge| {
                let le = relation(BinOp::Le, &a.value, &b.value, a.at).expect("games")?;
                Ok((ge, le))
            });
            Some(order.map(|(ge, le)| {
                text(
                    match (ge, le) {
                        (Value::Bool(true), Value::Bool(true)) => "=",
                        (Value::Bool(true), _) => ">",
                        (_, Value::Bool(true)) => "<",
                        _ => "||",
                    }
                    .to_string(),
                )
            }))
        }
        _ => None,
    }
}

fn text(s: String) -> Value {
    Value::Str(s.into())
}

/// A loopy value (or a short game) argument.
fn loopy_arg(call: &Call<'_>, i: usize) -> Run<Loopy> {
    match &call.args[i].value {
        Value::Game(g) => Ok(Loopy::Game(LoopyGame::from_game(*g))),
        Value::Loopy(l) => Ok((**l).clone()),
        _ => Err(functions::not_a_game(call, i)),
    }
}

fn sides_arg(call: &Call<'_>, i: usize) -> Run<SidedValue> {
    let l = loopy_arg(call, i)?;
    l.sides().map_err(|e| call.fail(i, e))
}

/// The short game, if argument `i` is one: a short game is a stopper, its
/// own onside and offside, so these functions answer from its canonical
/// form and never make a graph of its positions (a number's has as many
/// as its birthday).
fn short_arg(call: &Call<'_>, i: usize) -> Option<Game> {
    match call.args[i].value {
        Value::Game(g) => Some(g),
        _ => None,
    }
}

/// The loopy functions, listed by `help` after the others.
pub(super) const FUNCTIONS: &[Function] = &[
    f("onside", &[], "onside(g)", "the onside of a loopy game: infinite play counted as a win for Left",
      "onside(tis)", WW, (1, 1),
      |_, call| match short_arg(call, 0) {
          Some(g) => Ok(Value::Game(g)),
          None => Ok(Loopy::value_of_game(sides_arg(call, 0)?.onside().clone())),
      }),
    f("offside", &[], "offside(g)", "the offside of a loopy game: infinite play counted as a win for Right",
      "offside(tis)", WW, (1, 1),
      |_, call| match short_arg(call, 0) {
          Some(g) => Ok(Value::Game(g)),
          None => Ok(Loopy::value_of_game(sides_arg(call, 0)?.offside().clone())),
      }),
    f("sides", &[], "sides(g)", "a loopy game's value by its sides, onside & offside (found by sidling)",
      "sides({pass|pass})", WW, (1, 1),
      |_, call| match short_arg(call, 0) {
          Some(g) => Ok(Value::Game(g)),
          None => Ok(Loopy::value_of_sides(sides_arg(call, 0)?)),
      }),
    f("isstopper", &["is_stopper"], "isstopper(g)",
      "true if play can never alternate for ever (short games, on, over, upon are stoppers; dud is not)",
      "isstopper(over)", WW, (1, 1),
      |_, call| match short_arg(call, 0) {
          Some(_) => Ok(Value::Bool(true)),
          None => Ok(Value::Bool(loopy_arg(call, 0)?.is_stopper())),
      }),
    f("upsum", &[], "upsum(g, h)", "the onside of g + h (Winning Ways' upsum)",
      "upsum(on, off)", WW, (2, 2), |_, call| side_sum(call, true)),
    f("downsum", &[], "downsum(g, h)", "the offside of g + h (Winning Ways' downsum)",
      "downsum(on, off)", WW, (2, 2), |_, call| side_sum(call, false)),
];

fn side_sum(call: &Call<'_>, up: bool) -> Run<Value> {
    // Short games: the sum is short, its own onside and offside.
    if let (Some(g), Some(h)) = (short_arg(call, 0), short_arg(call, 1)) {
        return Ok(Value::Game(g + h));
    }
    let game = |i: usize| match loopy_arg(call, i)? {
        Loopy::Game(g) => Ok(g),
        Loopy::Sided(_) => Err(call.fail(i, "expected a loopy game here, not a sided value")),
    };
    let (g, h) = (game(0)?, game(1)?);
    let nodes = g.graph().len() * h.graph().len();
    if nodes > MAX_SUM_NODES {
        return Err(Fail::At(
            call.at,
            format!("this loopy sum has {nodes} positions, more than the {MAX_SUM_NODES} the worksheet simplifies"),
        ));
    }
    let side = if up { g.upsum(&h) } else { g.downsum(&h) };
    side.map(Loopy::value_of_game)
        .map_err(|e| Fail::At(call.at, e.to_string()))
}
