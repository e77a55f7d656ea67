//! The worksheet language's syntax tree, as the parser builds it and the
//! machine runs it. Every node keeps the byte offset where it starts, so
//! errors name a line and column.

use super::data::Value;
use std::rc::Rc;

/// An expression.
#[derive(Clone, Debug)]
pub(super) struct Expr {
    pub at: usize,
    pub kind: Kind,
}

/// The binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    IntDiv,
    Mod,
    Range,
    /// `r..s` after a range `a..b`: CGSuite's stepped range `a..b..s`.
    Step,
    Eq,
    Ne,
    Le,
    Ge,
    Lt,
    Gt,
    /// `||` or `<>`: confused with.
    Confused,
    /// `<|`: less than or confused with.
    LessOrConfused,
    /// `|>`: greater than or confused with.
    GreaterOrConfused,
    /// `A & B`: the sided value with onside A and offside B.
    Sided,
    /// `x ^ n` after a name or a bracket: a number to a whole power, as
    /// CGSuite reads it (`3^5` stays the game `3 + ^5`).
    Pow,
    /// `===`: the same items (a range and the list of its items are).
    Same,
}

impl BinOp {
    /// The operator as the user writes it, for messages.
    pub(super) fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::IntDiv => "//",
            BinOp::Mod => "%",
            BinOp::Range | BinOp::Step => "..",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Le => "<=",
            BinOp::Ge => ">=",
            BinOp::Lt => "<",
            BinOp::Gt => ">",
            BinOp::Confused => "<>",
            BinOp::LessOrConfused => "<|",
            BinOp::GreaterOrConfused => "|>",
            BinOp::Sided => "&",
            BinOp::Pow => "^",
            BinOp::Same => "===",
        }
    }
}

/// The prefix operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum UnOp {
    Neg,
    Not,
    /// `+-g`: the switch `{g | -g}`.
    Switch,
    /// `*n` for an expression `n`: the nimber.
    Nim,
}

#[derive(Clone, Debug)]
pub(super) enum Kind {
    Const(Value),
    Name(String),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    /// `name(args)`, `x.name(args)` (the receiver first) or `x.name`.
    Call(String, Vec<Expr>),
    Index(Box<Expr>, Box<Expr>),
    /// `[items]`.
    List(Vec<Item>),
    /// `{items}` without `|`: a set, as in CGSuite.
    Set(Vec<Item>),
    /// `{k => v, ...}`: a map; each item gives the pair `[k, v]`.
    Map(Vec<Item>),
    /// `{left | right}`: each side's items (multi-slash literals are
    /// nested games by then).
    Game(Vec<Item>, Vec<Item>),
    /// `if c then … elseif c then … else … end`.
    If(Vec<(Expr, Block)>, Option<Block>),
    /// `begin … end`: a block whose `var`s end with it.
    Begin(Block),
    /// `x -> x + 1`, `(a, b) -> a - b`, `() -> 3`: a function as a
    /// value (its name is its text).
    Lambda(Rc<FnDef>),
    /// `for … do … end`, `for … yield … end` or `for … yield a yield b
    /// end`: what the loop gathers.
    For(Vec<Clause>, Block, Gathering),
}

/// What a loop gathers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Gathering {
    /// `do`: the values that are not nothing.
    Do,
    /// `yield`: every value.
    Yield,
    /// Several `yield`s: the body gives the list of their values, each
    /// gathered in turn.
    YieldEach,
}

/// An item of a list or a side of a game: an expression, or a
/// comprehension `expr for x in … where …` whose values all join.
#[derive(Clone, Debug)]
pub(super) enum Item {
    One(Expr),
    Many(Expr, Vec<Clause>),
}

/// `x in LIST`, `n from a (to b) (by s)` or `x := v`, with an optional
/// `while` (the loop stops when it fails) and `where` (a value is skipped
/// when it fails).
#[derive(Clone, Debug)]
pub(super) struct Clause {
    pub var: String,
    pub source: Source,
    pub until: Option<Expr>,
    pub filter: Option<Expr>,
}

#[derive(Clone, Debug)]
pub(super) enum Source {
    In(Expr),
    FromTo(Expr, Option<Expr>, Option<Expr>),
}

/// Statements; the value of a block is that of its last statement.
pub(super) type Block = Rc<Vec<Stmt>>;

/// A statement.
#[derive(Clone, Debug)]
pub(super) enum Stmt {
    Expr(Expr),
    /// `name := value` (or `=`); `var name := value` in a block makes a
    /// local of the block (`local`).
    Assign {
        name: String,
        at: usize,
        value: Expr,
        local: bool,
    },
    /// `name(params) := body`; only at the top of a statement.
    Define(Rc<FnDef>),
}

/// A function defined by the user.
#[derive(Debug)]
pub(super) struct FnDef {
    pub name: String,
    /// Where the definition starts.
    pub at: usize,
    pub params: Vec<String>,
    pub body: Expr,
    /// The text it was read from (its offsets refer to it), for errors.
    pub source: Rc<str>,
}
