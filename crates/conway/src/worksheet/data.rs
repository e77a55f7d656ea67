//! The values of the worksheet language.

use super::grid_games::Grid;
use super::loopy::Loopy;
use crate::impartial::periodicity::SequenceReport;
use crate::misere::MisereGame;
use crate::numeric::{transfinite_nim, GeneralizedOrdinal, Integer, Rational, Surreal};
use crate::value::{Game, Player};
use std::fmt::{self, Write};
use std::rc::Rc;

/// A value of the worksheet language. Integers are games (as in CGSuite),
/// of any size.
///
/// ```
/// use conway::worksheet::{Output, Value, Worksheet};
/// let mut w = Worksheet::new();
/// let Output::Data(v) = w.eval_line("[1, *, \"a\", true]").unwrap() else { panic!() };
/// assert_eq!(v.to_string(), "[1, *, \"a\", true]");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A canonical short game; integers and numbers are games too.
    Game(Game),
    /// A loopy value: a stopper such as `over`, a game whose play can
    /// alternate for ever, or a sided value `A & B` (never a short game).
    Loopy(Rc<Loopy>),
    /// An impartial game under misère play, in its misère simplest form
    /// (CGSuite's `*[2,0]`; never a short game).
    Misere(MisereGame),
    /// A rational number that is not dyadic, or ±inf (`6/23`, `17/0`):
    /// a number but not a game. Dyadic results are games.
    Rational(Rc<Rational>),
    /// A surreal number that is not a rational: a generalized ordinal
    /// (`omega + 5`, `omega - 1`) or a quotient of them (`1/omega`). Build
    /// one with [`Value::surreal`].
    Surreal(Rc<Surreal>),
    /// A nimber `*α` of an infinite ordinal `α` (`*omega`); finite
    /// nimbers are games.
    TransfiniteNimber(Rc<GeneralizedOrdinal>),
    /// `true` or `false`.
    Bool(bool),
    /// A string.
    Str(Rc<str>),
    /// A list.
    List(Rc<Vec<Value>>),
    /// A set, as CGSuite's: its items each once, sorted in CGSuite's
    /// universal order (numbers ascending, then other games, then the
    /// other kinds), printed in braces. Build one with [`Value::set`].
    Set(Rc<Vec<Value>>),
    /// CGSuite's map `{k => v, ...}`: each key once, the entries sorted
    /// by key in the universal order, printed so (`{=>}` when empty).
    /// Build one with [`Value::map`].
    Map(Rc<Vec<(Value, Value)>>),
    /// CGSuite's `MutableList`, `MutableSet` or `MutableMap`: shared, so
    /// a change through one name shows through every other.
    Mutable(super::mutable::Mutable),
    /// CGSuite's `Strip`: a row of cells from -128 to 127.
    Strip(Rc<super::strip::Strip>),
    /// `Left` or `Right`.
    Player(Player),
    /// The Grundy values of a heap game with their period: a list of
    /// integers with properties (`grundy(…)` gives it).
    Sequence(Rc<GrundySequence>),
    /// The whole numbers from the first towards the last by the step
    /// (never 0), the last included when reached: `0..n` (step 1), or
    /// CGSuite's `1..10..2`; empty when the last lies behind the first.
    Range(Integer, Integer, Integer),
    /// A function defined by the user, by name (as an argument:
    /// `grundy(mygame, 100)`).
    Function(Rc<str>),
    /// A function written as a value, `x -> x + 1`, with the locals it
    /// saw where it was made.
    Lambda(Rc<Closure>),
    /// The board of a grid game whose rule the user writes
    /// (`Grid("..#|...")`), for `GridGame`.
    Grid(Rc<Grid>),
    /// CGSuite's `Graph`: an undirected multigraph with labelled vertices
    /// and edges (`Graph(":A-----:A")`, `Graph.Path(5)`).
    Graph(Rc<super::graphs::Graph>),
    /// A vertex of a graph (`g[1]`): its label and its edges.
    Vertex(Rc<super::graphs::Vertex>),
    /// An edge of a graph (`g[1][1]`): its ends and its label.
    Edge(Rc<super::graphs::Edge>),
    /// What a loop that only prints, or `print`, gives.
    Nothing,
}

/// A function written `x -> x + 1`: its definition, and the locals of the
/// function or loop it was made in (globals are read when it runs). Equal
/// only to itself.
#[derive(Debug)]
pub struct Closure {
    pub(super) def: Rc<super::syntax::FnDef>,
    pub(super) captured: Vec<(String, Value)>,
}

impl PartialEq for Closure {
    fn eq(&self, other: &Closure) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for Closure {}

impl std::hash::Hash for Closure {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        std::ptr::hash(self, state);
    }
}

impl Value {
    /// The kind of value, for messages: "a game", "a list", ...
    ///
    /// ```
    /// use conway::worksheet::Value;
    /// use conway::value::Game;
    /// assert_eq!(Value::Game(Game::integer(3)).kind(), "an integer");
    /// assert_eq!(Value::Game(Game::nimber(1)).kind(), "a game");
    /// assert_eq!(Value::list(vec![]).kind(), "a list");
    /// ```
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Game(g) if g.is_integer() => "an integer",
            Value::Game(g) if g.is_number() => "a number",
            Value::Game(_) => "a game",
            Value::Loopy(l) => l.kind(),
            Value::Misere(_) => "a misère game",
            Value::Rational(_) => "a rational number",
            Value::Surreal(_) => "a surreal number",
            Value::TransfiniteNimber(_) => "a transfinite nimber",
            Value::Bool(_) => "true or false",
            Value::Str(_) => "a string",
            Value::List(_) => "a list",
            Value::Set(_) => "a set",
            Value::Map(_) => "a map",
            Value::Mutable(m) => m.kind(),
            Value::Strip(_) => "a strip",
            Value::Player(_) => "a player",
            Value::Sequence(_) => "a Grundy sequence",
            Value::Range(..) => "a range",
            Value::Function(_) | Value::Lambda(_) => "a function",
            Value::Grid(_) => "a grid",
            Value::Graph(_) => "a graph",
            Value::Vertex(_) => "a vertex",
            Value::Edge(_) => "an edge",
            Value::Nothing => "nothing",
        }
    }

    /// The integer, if the value is one.
    ///
    /// ```
    /// use conway::worksheet::Value;
    /// use conway::value::Game;
    /// assert_eq!(Value::Game(Game::integer(7)).as_integer().and_then(|n| n.to_i64()), Some(7));
    /// assert_eq!(Value::Bool(true).as_integer(), None);
    /// ```
    pub fn as_integer(&self) -> Option<&'static Integer> {
        match self {
            Value::Game(g) => g.as_number().and_then(|x| x.to_integer()),
            _ => None,
        }
    }

    /// A number: a game when it is dyadic, else a rational value.
    ///
    /// ```
    /// use conway::worksheet::Value;
    /// use conway::numeric::{Integer, Rational};
    /// let third = Rational::new(Integer::from(1), Integer::from(3)).unwrap();
    /// assert_eq!(Value::number(third).kind(), "a rational number");
    /// let half = Rational::new(Integer::from(2), Integer::from(4)).unwrap();
    /// assert_eq!(Value::number(half).to_string(), "1/2");
    /// ```
    pub fn number(r: Rational) -> Value {
        match r.to_dyadic() {
            Some(d) => Value::Game(Game::dyadic(d)),
            None => Value::Rational(Rc::new(r)),
        }
    }

    /// A surreal number as a value: a game when it is dyadic, a rational
    /// value when it is rational, else a surreal value.
    ///
    /// ```
    /// use conway::numeric::{GeneralizedOrdinal, Surreal};
    /// use conway::worksheet::Value;
    /// let w = Surreal::from(GeneralizedOrdinal::omega());
    /// assert_eq!(Value::surreal(w.clone()).to_string(), "ω");
    /// assert_eq!(Value::surreal(&w - &w).to_string(), "0");
    /// ```
    pub fn surreal(x: Surreal) -> Value {
        match x.as_rational() {
            Some(r) => Value::number(r),
            None => Value::Surreal(Rc::new(x)),
        }
    }

    /// The number a value holds, as a rational: a rational value or a
    /// game that is a number.
    ///
    /// ```
    /// use conway::worksheet::Value;
    /// use conway::value::Game;
    /// assert_eq!(Value::Game(Game::integer(3)).as_rational().unwrap().to_string(), "3");
    /// assert!(Value::Game(Game::nimber(1)).as_rational().is_none());
    /// ```
    pub fn as_rational(&self) -> Option<Rational> {
        match self {
            Value::Rational(r) => Some((**r).clone()),
            Value::Game(g) => g.as_number().map(Rational::from),
            _ => None,
        }
    }

    /// A list from values.
    ///
    /// ```
    /// use conway::worksheet::Value;
    /// assert_eq!(Value::list(vec![Value::Bool(true)]).to_string(), "[true]");
    /// ```
    pub fn list(items: Vec<Value>) -> Value {
        Value::List(Rc::new(items))
    }

    /// A set of `items`: sorted in CGSuite's universal order, each once.
    ///
    /// ```
    /// use conway::worksheet::Value;
    /// use conway::value::Game;
    /// let s = Value::set(vec![Value::Game(Game::nimber(1)), Value::Game(Game::integer(2)), Value::Game(Game::integer(2))]);
    /// assert_eq!(s.to_string(), "{2, *}");
    /// ```
    pub fn set(items: Vec<Value>) -> Value {
        Value::Set(Rc::new(super::order::sorted_set(items)))
    }

    /// A map of `entries`: a later entry with the same key replaces an
    /// earlier one; sorted by key in CGSuite's universal order.
    ///
    /// ```
    /// use conway::worksheet::Value;
    /// use conway::value::Game;
    /// let int = |n| Value::Game(Game::integer(n));
    /// let m = Value::map(vec![(int(7), int(1)), (int(2), int(3)), (int(7), int(5))]);
    /// assert_eq!(m.to_string(), "{2 => 3, 7 => 5}");
    /// ```
    pub fn map(entries: Vec<(Value, Value)>) -> Value {
        let mut out: Vec<(Value, Value)> = Vec::with_capacity(entries.len());
        for (k, v) in entries {
            match out.binary_search_by(|(x, _)| super::order::universal(x, &k)) {
                Ok(i) => out[i].1 = v,
                Err(i) => out.insert(i, (k, v)),
            }
        }
        Value::Map(Rc::new(out))
    }

    /// The items of a list, range or set, in order (`None` for other
    /// values; a range's integers one by one).
    ///
    /// ```
    /// use conway::worksheet::Value;
    /// use conway::numeric::Integer;
    /// let r = Value::Range(Integer::from(2), Integer::from(4), Integer::from(1));
    /// assert_eq!(r.items().map(|v| v.len()), Some(3));
    /// ```
    pub fn items(&self) -> Option<Vec<Value>> {
        match self {
            Value::List(items) | Value::Set(items) => Some(items.to_vec()),
            Value::Sequence(s) => Some(s.values().to_vec()),
            Value::Mutable(m) => m.values(),
            Value::Range(a, b, step) => {
                let mut out = Vec::new();
                let mut k = a.clone();
                while (step.signum() > 0 && &k <= b) || (step.signum() < 0 && &k >= b) {
                    out.push(Value::Game(Game::integer(k.clone())));
                    k = &k + step;
                }
                Some(out)
            }
            _ => None,
        }
    }

    /// How many whole numbers the range `a..b..step` holds.
    ///
    /// ```
    /// use conway::worksheet::Value;
    /// use conway::numeric::Integer;
    /// let n = |k: i64| Integer::from(k);
    /// assert_eq!(Value::range_len(&n(1), &n(10), &n(2)), n(5));
    /// assert_eq!(Value::range_len(&n(3), &n(1), &n(1)), n(0));
    /// ```
    pub fn range_len(a: &Integer, b: &Integer, step: &Integer) -> Integer {
        let span = num_integer::Integer::div_floor(&(b - a).to_bigint(), &step.to_bigint());
        let span = Integer::from(span);
        (&span + &Integer::from(1)).max(Integer::from(0))
    }

    fn write_nested(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Str(s) => write!(f, "\"{s}\""),
            Value::Nothing => f.write_str("Nothing"),
            Value::Grid(g) => f.write_str(&g.call_form()),
            other => write!(f, "{other}"),
        }
    }
}

impl fmt::Display for Value {
    /// Games in CGSuite's notation, lists as `[a, b]`, strings plainly at
    /// the top and in double quotes inside lists, grids as their board at
    /// the top and as the call that makes them (`Grid("..#|...")`) inside
    /// lists.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Game(g) => write!(f, "{g}"),
            Value::Loopy(l) => write!(f, "{l}"),
            Value::Misere(g) => write!(f, "{g}"),
            Value::Rational(r) => write!(f, "{r}"),
            Value::Surreal(x) => write!(f, "{x}"),
            Value::TransfiniteNimber(a) => f.write_str(&transfinite_nim::nimber_notation(a)),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Str(s) => f.write_str(s),
            Value::List(items) => {
                f.write_str("[")?;
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    v.write_nested(f)?;
                }
                f.write_str("]")
            }
            Value::Set(items) => {
                f.write_str("{")?;
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    v.write_nested(f)?;
                }
                f.write_str("}")
            }
            Value::Map(entries) if entries.is_empty() => f.write_str("{=>}"),
            Value::Map(entries) => {
                f.write_str("{")?;
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    k.write_nested(f)?;
                    f.write_str(" => ")?;
                    v.write_nested(f)?;
                }
                f.write_str("}")
            }
            Value::Mutable(m) => write!(f, "{m}"),
            Value::Strip(s) => write!(f, "{s}"),
            Value::Player(Player::Left) => f.write_str("Left"),
            Value::Player(Player::Right) => f.write_str("Right"),
            Value::Sequence(s) => write!(f, "{s}"),
            Value::Range(a, b, step) if *step == Integer::from(1) => write!(f, "{a}..{b}"),
            Value::Range(a, b, step) => write!(f, "{a}..{b}..{step}"),
            Value::Function(name) => write!(f, "{name}"),
            Value::Lambda(c) => f.write_str(&c.def.name),
            Value::Grid(g) => write!(f, "{g}"),
            Value::Graph(g) => write!(f, "{g}"),
            Value::Vertex(v) => write!(f, "{v}"),
            Value::Edge(e) => write!(f, "{e}"),
            Value::Nothing => Ok(()),
        }
    }
}

/// What `grundy(…)` gives: the Grundy values `G(0..=n)` of a heap game and
/// their periodic pattern. It indexes (`s[1]` is `G(0)`: indices count
/// from 1, as a list's do), loops and measures (`length`) as the list of
/// its values; `s.period`, `s.preperiod`, `s.saltus` and `s.certificate`
/// read its pattern; it prints as the values with the period.
///
/// ```
/// use conway::worksheet::{Output, Value, Worksheet};
/// let mut w = Worksheet::new();
/// w.eval_line("s := grundy(\"0.77\", 20)").unwrap();
/// assert_eq!(w.eval_line("s[4]").unwrap().to_string(), "3"); // G(3) of Kayles
/// assert_eq!(w.eval_line("length(s)").unwrap().to_string(), "21");
/// assert_eq!(w.eval_line("s.period").unwrap().to_string(), "12");
/// let Output::Data(Value::Sequence(s)) = w.eval_line("s").unwrap() else { panic!() };
/// assert_eq!(s.report.values[..5], [0, 1, 2, 3, 1]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GrundySequence {
    /// The game: its code, or the name of the function giving its moves.
    pub game: String,
    /// The values and their periodicity.
    pub report: SequenceReport,
}

impl GrundySequence {
    /// The sequence of `game` as a worksheet value.
    pub(super) fn value_of(game: String, report: SequenceReport) -> Value {
        Value::Sequence(Rc::new(GrundySequence { game, report }))
    }

    /// `G(heap)` as a worksheet value, if it was computed.
    pub(super) fn value(&self, heap: usize) -> Option<Value> {
        let v = *self.report.values.get(heap)?;
        Some(Value::Game(Game::integer(v)))
    }

    /// The values as a list.
    pub(super) fn values(&self) -> Rc<Vec<Value>> {
        let values = self.report.values.iter();
        Rc::new(values.map(|&v| Value::Game(Game::integer(v))).collect())
    }
}

impl fmt::Display for GrundySequence {
    /// The values (in rows of 20 when there are many), then the period.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&sequence_text(&self.game, &self.report))
    }
}

/// A Grundy sequence in short: the values, then the period.
fn sequence_text(game: &str, report: &SequenceReport) -> String {
    let n = report.values.len() - 1;
    let mut out = format!("G(0..={n}) of {game}:");
    const PER_ROW: usize = 20;
    if report.values.len() <= 2 * PER_ROW {
        for v in &report.values {
            let _ = write!(out, " {v}");
        }
    } else {
        let label = n.to_string().len();
        for (row, chunk) in report.values.chunks(PER_ROW).enumerate() {
            let values: Vec<String> = chunk.iter().map(u64::to_string).collect();
            let _ = write!(out, "\n  {:>label$}: {}", row * PER_ROW, values.join(" "));
        }
    }
    out.push('\n');
    match &report.periodicity {
        None => {
            let _ = write!(out, "no period in the first {} values", report.checked);
        }
        Some(p) => {
            let _ = write!(out, "period {}, preperiod {}", p.period, p.preperiod);
            if p.saltus != 0 {
                let _ = write!(out, ", saltus {}", p.saltus);
            }
            match &p.certificate {
                Some(c) => {
                    let _ = write!(out, "; certified: {c}");
                }
                None => {
                    let _ = write!(
                        out,
                        "; apparent in the first {} values, not proved",
                        report.checked
                    );
                }
            }
        }
    }
    out
}
