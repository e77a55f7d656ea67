//! Runs the syntax tree with explicit stacks: a stack of tasks (what is
//! left to do), a stack of values (what has been computed) and a stack of
//! frames (the calls of user functions in progress). No task calls the
//! machine back, so a chain of calls `f(100000)` deep costs heap memory,
//! not machine stack. Every call of a user function and every turn of a
//! loop ticks the [`Control`], so limits and Ctrl-C reach them; calls are
//! memoised (user functions are pure functions of their arguments).

use super::data::{Closure, Value};
use super::functions::{self, Arg};
use super::loopy;
use super::misere;
use super::outcome_search::{self, Leaf};
use super::positions;
use super::syntax::{BinOp, Block, Clause, Expr, FnDef, Gathering, Item, Kind, Source, Stmt, UnOp};
use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::numeric::{Integer, Rational};
use crate::value::notation::DEEPEST_SUM;
use crate::value::Game;
use num_integer::Integer as _;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::rc::Rc;

/// The deepest chain of calls of user functions.
pub const MAX_CALL_DEPTH: usize = 1_000_000;

/// The longest list a range, loop or sum of lists may build.
pub const MAX_LIST: usize = 1_000_000;

/// How deep lists may nest (`[[[…]]]`): printing, comparing and freeing
/// them recurses.
pub const MAX_LIST_NESTING: usize = 1_000;

/// The longest string a sum of strings may build, in bytes.
pub const MAX_STRING: usize = 10_000_000;

/// How often a builtin may call user functions that call builtins…
const MAX_REENTRY: usize = 16;

/// The deepest chain of calls of functions written as values (each runs
/// on its own stacks).
const MAX_CLOSURE_DEPTH: usize = 200;

/// What the worksheet remembers between statements.
#[derive(Clone, Debug, Default)]
pub(super) struct State {
    pub globals: BTreeMap<String, Value>,
    pub memo: HashMap<(Rc<str>, Vec<Value>), Value>,
    /// Threads of `outcome(...)`'s search; `None`: one per core.
    pub threads: Option<usize>,
}

/// The functions defined by the user, by name.
pub(super) type Functions = BTreeMap<String, Rc<FnDef>>;

/// Why a run failed: an error at a byte offset of the statement's text,
/// or a stop.
#[derive(Debug)]
pub(super) enum Fail {
    At(usize, String),
    Stopped(Stop),
}

impl From<Stop> for Fail {
    fn from(s: Stop) -> Fail {
        Fail::Stopped(s)
    }
}

type Run<T> = Result<T, Fail>;

/// A call of a user function in progress.
struct Frame {
    def: Option<Rc<FnDef>>,
    locals: Vec<(String, Value)>,
    /// Where the outermost call stands in the statement's text.
    call_at: usize,
    key: Option<(Rc<str>, Vec<Value>)>,
}

/// A loop or comprehension in progress.
struct Loop<'p> {
    clauses: &'p [Clause],
    k: usize,
    body: Body<'p>,
    iter: Iter,
    acc: Vec<Value>,
    /// Gather every value (`yield`, comprehensions), or only those that
    /// are not nothing (`do`).
    all: bool,
    /// The body gives a list of values to gather each (several `yield`s).
    splice: bool,
    at: usize,
}

#[derive(Clone, Copy)]
enum Body<'p> {
    Expr(&'p Expr),
    Block(&'p [Stmt]),
}

enum Iter {
    List(Rc<Vec<Value>>, usize),
    Range {
        next: Integer,
        last: Option<Integer>,
        step: Integer,
    },
    /// `for x from 0 to ^5 by ^*`: games, up while `x <= last` (down while
    /// `x >= last` when the step is negative).
    Games {
        next: Game,
        last: Option<Game>,
        step: Game,
    },
}

impl Iter {
    fn next(&mut self) -> Option<Value> {
        match self {
            Iter::List(items, i) => {
                let v = items.get(*i).cloned();
                *i += 1;
                v
            }
            Iter::Range { next, last, step } => {
                let done = last.as_ref().is_some_and(|last| {
                    if step.signum() > 0 {
                        *next > *last
                    } else {
                        *next < *last
                    }
                });
                if done {
                    return None;
                }
                let v = Value::Game(Game::integer(next.clone()));
                *next = &*next + &*step;
                Some(v)
            }
            Iter::Games { next, last, step } => {
                let within = last.is_none_or(|last| {
                    if step.leq(Game::ZERO) && *step != Game::ZERO {
                        last.leq(*next)
                    } else {
                        next.leq(last)
                    }
                });
                if !within {
                    return None;
                }
                let v = *next;
                *next += *step;
                Some(Value::Game(v))
            }
        }
    }
}

enum Task<'p> {
    Eval(&'p Expr),
    Exec(&'p Stmt),
    /// Runs statements, keeping the value of the last.
    Block(&'p [Stmt]),
    Discard,
    Unary(UnOp, usize),
    Binary(BinOp, usize),
    AndRight(&'p Expr),
    OrRight(&'p Expr),
    Branch(&'p [(Expr, Block)], usize, Option<&'p Block>),
    Call(&'p str, usize, Vec<usize>),
    /// `outcome(…)` of terms with positions: the outcome search.
    SearchOutcome(Vec<Leaf<'p>>),
    Return,
    Assign(&'p str, usize),
    /// `var name := …` in a block: a new local.
    Declare(&'p str),
    /// The end of a `begin … end`: its locals end (the count before it).
    EndScope(usize),
    Index(usize, usize),
    Gather(&'p [Item], usize),
    GatherSet(&'p [Item], usize),
    GatherMap(&'p [Item], usize),
    GatherGame(&'p [Item], &'p [Item], usize),
    LoopStart(&'p [Clause], usize, Body<'p>, Gathering, usize),
    /// A `while` tested: go on, or end the loop.
    LoopWhile(Box<Loop<'p>>),
    LoopNext(Box<Loop<'p>>),
    LoopFiltered(Box<Loop<'p>>),
    LoopCollect(Box<Loop<'p>>),
}

/// The machine running one statement.
pub(super) struct Machine<'s> {
    pub(super) state: &'s mut State,
    defs: &'s Functions,
    pub(super) control: &'s Control,
    pub(super) printed: String,
    frames: Vec<Frame>,
    in_progress: HashSet<(Rc<str>, Vec<Value>)>,
    reentry: usize,
}

impl<'s> Machine<'s> {
    pub(super) fn new(
        state: &'s mut State,
        defs: &'s Functions,
        control: &'s Control,
    ) -> Machine<'s> {
        Machine {
            state,
            defs,
            control,
            printed: String::new(),
            frames: vec![Frame {
                def: None,
                locals: Vec::new(),
                call_at: 0,
                key: None,
            }],
            in_progress: HashSet::new(),
            reentry: 0,
        }
    }

    /// Runs one statement (not a definition) and gives its value.
    pub(super) fn statement<'p>(&mut self, stmt: &'p Stmt) -> Run<Value>
    where
        's: 'p,
    {
        let mut tasks = vec![Task::Exec(stmt)];
        let mut values = Vec::new();
        self.run(&mut tasks, &mut values)?;
        Ok(values.pop().unwrap_or(Value::Nothing))
    }

    /// Calls a value that is a function (for builtins such as `grundy`).
    pub(super) fn call_function(&mut self, name: &str, args: Vec<Value>, at: usize) -> Run<Value> {
        if self.reentry >= MAX_REENTRY {
            return Err(Fail::At(
                at,
                "functions given to functions nest too deeply".into(),
            ));
        }
        self.reentry += 1;
        let defs = self.defs;
        let result = match defs.get(name) {
            Some(def) => {
                let mut values = Vec::new();
                let mut tasks = Vec::new();
                self.enter(def, args, at, &mut tasks, &mut values)
                    .and_then(|()| {
                        self.run(&mut tasks, &mut values)?;
                        Ok(values.pop().unwrap_or(Value::Nothing))
                    })
            }
            None => Err(Fail::At(
                at,
                format!("'{name}' is not a function defined here"),
            )),
        };
        self.reentry -= 1;
        result
    }

    fn run<'p>(&mut self, tasks: &mut Vec<Task<'p>>, values: &mut Vec<Value>) -> Run<()>
    where
        's: 'p,
    {
        while let Some(task) = tasks.pop() {
            if let Err(fail) = self.step(task, tasks, values) {
                return Err(self.locate(fail));
            }
        }
        Ok(())
    }

    /// An error inside a function's body is reported at the outermost
    /// call, naming the function and the place in its definition.
    fn locate(&mut self, fail: Fail) -> Fail {
        let Fail::At(at, message) = fail else {
            return fail;
        };
        let top = self.frames.last().expect("the statement's frame");
        let Some(def) = &top.def else {
            return Fail::At(at, message);
        };
        let place = ParseError::at(&def.source, at, "");
        let outer = self.frames.get(1).map_or(at, |f| f.call_at);
        let message = format!(
            "{message} (in {}, defined at {}:{})",
            def.name, place.line, place.column
        );
        self.frames.truncate(1);
        Fail::At(outer, message)
    }

    fn step<'p>(
        &mut self,
        task: Task<'p>,
        tasks: &mut Vec<Task<'p>>,
        values: &mut Vec<Value>,
    ) -> Run<()>
    where
        's: 'p,
    {
        match task {
            Task::Eval(e) => self.eval(e, tasks, values)?,
            Task::Exec(stmt) => match stmt {
                Stmt::Expr(e) => tasks.push(Task::Eval(e)),
                Stmt::Assign {
                    name,
                    at,
                    value,
                    local,
                } => {
                    tasks.push(match local {
                        true => Task::Declare(name),
                        false => Task::Assign(name, *at),
                    });
                    tasks.push(Task::Eval(value));
                }
                Stmt::Define(def) => {
                    return Err(Fail::At(
                        def.body.at,
                        "functions are defined at the top of a statement".into(),
                    ))
                }
            },
            Task::Block(stmts) => {
                let (last, before) = stmts.split_last().expect("a block has a statement");
                tasks.push(Task::Exec(last));
                for s in before.iter().rev() {
                    tasks.push(Task::Discard);
                    tasks.push(Task::Exec(s));
                }
            }
            Task::Discard => {
                values.pop();
            }
            Task::Unary(op, at) => {
                let v = values.pop().expect("an operand");
                let v = positions::evaluated(v, self.control, at)?;
                values.push(unary(op, v, at)?);
            }
            Task::Binary(op, at) => {
                let b = values.pop().expect("an operand");
                let a = values.pop().expect("an operand");
                let a = positions::evaluated(a, self.control, at)?;
                let b = positions::evaluated(b, self.control, at)?;
                values.push(binary(op, a, b, at)?);
            }
            Task::AndRight(right) | Task::OrRight(right) => {
                let is_and = matches!(task, Task::AndRight(_));
                let at = right.at;
                match values.pop().expect("an operand") {
                    Value::Bool(b) if b != is_and => values.push(Value::Bool(b)),
                    Value::Bool(_) => {
                        tasks.push(Task::Unary(UnOp::Not, at));
                        tasks.push(Task::Unary(UnOp::Not, at));
                        tasks.push(Task::Eval(right));
                    }
                    other => return Err(not_bool(&other, at)),
                }
            }
            Task::Branch(branches, i, otherwise) => {
                let at = branches[i].0.at;
                match values.pop().expect("a condition") {
                    Value::Bool(true) => tasks.push(Task::Block(&branches[i].1)),
                    Value::Bool(false) if i + 1 < branches.len() => {
                        tasks.push(Task::Branch(branches, i + 1, otherwise));
                        tasks.push(Task::Eval(&branches[i + 1].0));
                    }
                    Value::Bool(false) => match otherwise {
                        Some(block) => tasks.push(Task::Block(block)),
                        None => values.push(Value::Nothing),
                    },
                    other => return Err(not_bool(&other, at)),
                }
            }
            Task::Call(name, at, arg_ats) => {
                let args = values.split_off(values.len() - arg_ats.len());
                self.call(name, at, args, arg_ats, tasks, values)?;
            }
            Task::SearchOutcome(leaves) => {
                let terms = values.split_off(values.len() - leaves.len());
                values.push(outcome_search::decide(
                    &leaves,
                    terms,
                    self.state.threads,
                    self.control,
                )?);
            }
            Task::Return => {
                let frame = self.frames.pop().expect("a call's frame");
                if let Some(key) = frame.key {
                    self.in_progress.remove(&key);
                    let v = values.last().expect("a result").clone();
                    self.state.memo.insert(key, v);
                }
            }
            Task::Assign(name, at) => {
                let v = values.pop().expect("a value");
                self.assign(name, at, v)?;
                values.push(Value::Nothing);
            }
            Task::Declare(name) => {
                let v = values.pop().expect("a value");
                let frame = self.frames.last_mut().expect("a frame");
                frame.locals.push((name.to_string(), v.clone()));
                values.push(v);
            }
            Task::EndScope(len) => {
                self.frames
                    .last_mut()
                    .expect("a frame")
                    .locals
                    .truncate(len);
            }
            Task::Index(at, index_at) => {
                let i = values.pop().expect("an index");
                let list = values.pop().expect("a list");
                values.push(index(list, i, at, index_at)?);
            }
            Task::Gather(items, at) => {
                let parts = values.split_off(values.len() - items.len());
                values.push(nested_list(gather(items, parts, at, false)?, at)?);
            }
            Task::GatherSet(items, at) => {
                let parts = values.split_off(values.len() - items.len());
                values.push(Value::set(gather(items, parts, at, false)?));
            }
            Task::GatherMap(items, at) => {
                let parts = values.split_off(values.len() - items.len());
                let pairs = gather(items, parts, at, false)?.into_iter().map(|pair| {
                    let kv = pair.items().expect("a pair");
                    (kv[0].clone(), kv[1].clone())
                });
                values.push(Value::map(pairs.collect()));
            }
            Task::GatherGame(left, right, at) => {
                let right_parts = values.split_off(values.len() - right.len());
                let left_parts = values.split_off(values.len() - left.len());
                let l = gather(left, left_parts, at, true)?;
                let r = gather(right, right_parts, at, true)?;
                let is_loopy = |v: &Value| matches!(v, Value::Loopy(_));
                if let Some(explicit) = positions::braces(&l, &r) {
                    values.push(explicit);
                } else if l.iter().chain(&r).any(is_loopy) {
                    values.push(loopy::braces(&l, &r, at)?);
                } else {
                    let (l, r) = (games(l, left, at)?, games(r, right, at)?);
                    values.push(Value::Game(Game::new(&l, &r)));
                }
            }
            Task::LoopStart(clauses, k, body, gathering, at) => {
                let iter = self.iterator(&clauses[k].source, values)?;
                self.frames
                    .last_mut()
                    .expect("a frame")
                    .locals
                    .push((clauses[k].var.clone(), Value::Nothing));
                tasks.push(Task::LoopNext(Box::new(Loop {
                    clauses,
                    k,
                    body,
                    iter,
                    acc: Vec::new(),
                    all: gathering != Gathering::Do,
                    splice: gathering == Gathering::YieldEach,
                    at,
                })));
            }
            Task::LoopNext(mut lp) => {
                self.control.tick()?;
                match lp.iter.next() {
                    None => {
                        let frame = self.frames.last_mut().expect("a frame");
                        frame.locals.pop();
                        let gathered = std::mem::take(&mut lp.acc);
                        let inner = lp.k > 0;
                        values.push(if gathered.is_empty() && !lp.all && !inner {
                            Value::Nothing
                        } else {
                            nested_list(gathered, lp.at)?
                        });
                    }
                    Some(v) => {
                        let frame = self.frames.last_mut().expect("a frame");
                        frame.locals.last_mut().expect("the loop's name").1 = v;
                        match &lp.clauses[lp.k].until {
                            Some(until) => {
                                tasks.push(Task::LoopWhile(lp));
                                tasks.push(Task::Eval(until));
                            }
                            None => self.loop_filter(lp, tasks),
                        }
                    }
                }
            }
            Task::LoopWhile(mut lp) => match values.pop().expect("a condition") {
                Value::Bool(true) => self.loop_filter(lp, tasks),
                Value::Bool(false) => {
                    lp.iter = Iter::List(Rc::new(Vec::new()), 0);
                    tasks.push(Task::LoopNext(lp));
                }
                other => {
                    let at = lp.clauses[lp.k].until.as_ref().map_or(lp.at, |f| f.at);
                    return Err(not_bool(&other, at));
                }
            },
            Task::LoopFiltered(lp) => match values.pop().expect("a condition") {
                Value::Bool(true) => self.loop_body(lp, tasks),
                Value::Bool(false) => tasks.push(Task::LoopNext(lp)),
                other => {
                    let at = lp.clauses[lp.k].filter.as_ref().map_or(lp.at, |f| f.at);
                    return Err(not_bool(&other, at));
                }
            },
            Task::LoopCollect(mut lp) => {
                let v = values.pop().expect("a value");
                let inner = lp.k + 1 < lp.clauses.len();
                match v {
                    Value::List(items) if inner || lp.splice => {
                        lp.acc.extend(items.iter().cloned());
                    }
                    Value::Nothing if inner || !lp.all => {}
                    v => lp.acc.push(v),
                }
                if lp.acc.len() > MAX_LIST {
                    return Err(Fail::At(
                        lp.at,
                        format!("this loop gathers more than {MAX_LIST} values"),
                    ));
                }
                tasks.push(Task::LoopNext(lp));
            }
        }
        Ok(())
    }

    /// The loop's `where`, if any, then its body.
    fn loop_filter<'p>(&mut self, lp: Box<Loop<'p>>, tasks: &mut Vec<Task<'p>>) {
        match &lp.clauses[lp.k].filter {
            Some(filter) => {
                tasks.push(Task::LoopFiltered(lp));
                tasks.push(Task::Eval(filter));
            }
            None => self.loop_body(lp, tasks),
        }
    }

    fn loop_body<'p>(&mut self, lp: Box<Loop<'p>>, tasks: &mut Vec<Task<'p>>) {
        let (clauses, k, body, at) = (lp.clauses, lp.k, lp.body, lp.at);
        let gathering = match (lp.all, lp.splice) {
            (false, _) => Gathering::Do,
            (true, false) => Gathering::Yield,
            (true, true) => Gathering::YieldEach,
        };
        tasks.push(Task::LoopCollect(lp));
        if k + 1 < clauses.len() {
            tasks.push(Task::LoopStart(clauses, k + 1, body, gathering, at));
            push_source(&clauses[k + 1].source, tasks);
        } else {
            match body {
                Body::Expr(e) => tasks.push(Task::Eval(e)),
                Body::Block(stmts) => tasks.push(Task::Block(stmts)),
            }
        }
    }

    /// The iterator of a loop's source, whose values are on the stack.
    fn iterator(&mut self, source: &Source, values: &mut Vec<Value>) -> Run<Iter> {
        match source {
            Source::In(e) => match values.pop().expect("a source") {
                Value::List(items) | Value::Set(items) => Ok(Iter::List(items, 0)),
                Value::Sequence(s) => Ok(Iter::List(s.values(), 0)),
                Value::Range(a, b, step) => Ok(Iter::Range {
                    next: a,
                    last: Some(b),
                    step,
                }),
                other => Err(Fail::At(
                    e.at,
                    format!(
                        "'for … in' takes a list, a range or a Grundy sequence, not {}",
                        other.kind()
                    ),
                )),
            },
            Source::FromTo(a, b, by) => {
                let step = match by {
                    Some(s) => (values.pop().expect("a step"), s.at),
                    None => (Value::Game(Game::integer(1)), a.at),
                };
                let last = b.as_ref().map(|b| (values.pop().expect("an end"), b.at));
                let first = (values.pop().expect("a start"), a.at);
                loop_range(first, last, step)
            }
        }
    }

    fn eval<'p>(
        &mut self,
        e: &'p Expr,
        tasks: &mut Vec<Task<'p>>,
        values: &mut Vec<Value>,
    ) -> Run<()>
    where
        's: 'p,
    {
        match &e.kind {
            Kind::Const(v) => values.push(v.clone()),
            Kind::Name(name) => values.push(self.lookup(name, e.at)?),
            Kind::Unary(op, inner) => {
                tasks.push(Task::Unary(*op, e.at));
                tasks.push(Task::Eval(inner));
            }
            Kind::Binary(op, a, b) => {
                let at = if matches!(op, BinOp::Div | BinOp::IntDiv | BinOp::Mod) {
                    b.at
                } else {
                    e.at
                };
                tasks.push(Task::Binary(*op, at));
                tasks.push(Task::Eval(b));
                tasks.push(Task::Eval(a));
            }
            Kind::And(a, b) => {
                tasks.push(Task::AndRight(b));
                tasks.push(Task::Eval(a));
            }
            Kind::Or(a, b) => {
                tasks.push(Task::OrRight(b));
                tasks.push(Task::Eval(a));
            }
            Kind::Call(name, args) if functions::counted_followers(name, args).is_some() => {
                let g = functions::counted_followers(name, args).expect("followers(g)");
                tasks.push(Task::Call("followercount", e.at, vec![g.at]));
                tasks.push(Task::Eval(g));
            }
            Kind::Call(name, args) => match outcome_search::search_terms(name, args) {
                Some(leaves) => {
                    let exprs: Vec<&'p Expr> = leaves.iter().map(Leaf::expr).collect();
                    tasks.push(Task::SearchOutcome(leaves));
                    tasks.extend(exprs.into_iter().rev().map(Task::Eval));
                }
                None => {
                    tasks.push(Task::Call(name, e.at, args.iter().map(|a| a.at).collect()));
                    for a in args.iter().rev() {
                        tasks.push(Task::Eval(a));
                    }
                }
            },
            Kind::Index(list, i) => {
                tasks.push(Task::Index(e.at, i.at));
                tasks.push(Task::Eval(i));
                tasks.push(Task::Eval(list));
            }
            Kind::List(items) => {
                tasks.push(Task::Gather(items, e.at));
                push_items(items, tasks);
            }
            Kind::Set(items) => {
                tasks.push(Task::GatherSet(items, e.at));
                push_items(items, tasks);
            }
            Kind::Map(items) => {
                tasks.push(Task::GatherMap(items, e.at));
                push_items(items, tasks);
            }
            Kind::Game(left, right) => {
                tasks.push(Task::GatherGame(left, right, e.at));
                push_items(right, tasks);
                push_items(left, tasks);
            }
            Kind::If(branches, otherwise) => {
                tasks.push(Task::Branch(branches, 0, otherwise.as_ref()));
                tasks.push(Task::Eval(&branches[0].0));
            }
            Kind::Begin(block) => {
                let len = self.frames.last().expect("a frame").locals.len();
                tasks.push(Task::EndScope(len));
                tasks.push(Task::Block(block));
            }
            Kind::Lambda(def) => {
                let frame = self.frames.last().expect("a frame");
                values.push(Value::Lambda(Rc::new(Closure {
                    def: def.clone(),
                    captured: frame.locals.clone(),
                })));
            }
            Kind::For(clauses, body, gathering) => {
                tasks.push(Task::LoopStart(
                    clauses,
                    0,
                    Body::Block(body),
                    *gathering,
                    e.at,
                ));
                push_source(&clauses[0].source, tasks);
            }
        }
        Ok(())
    }
}

/// The iterator of `for x from a (to b) (by s)`: whole numbers when all
/// three are, else games (`for x from 0 to ^5 by ^*`).
fn loop_range(
    (first, first_at): (Value, usize),
    last: Option<(Value, usize)>,
    (step, step_at): (Value, usize),
) -> Run<Iter> {
    let whole = |v: &Value| matches!(v, Value::Game(g) if g.is_integer());
    if whole(&first) && whole(&step) && last.as_ref().is_none_or(|(l, _)| whole(l)) {
        let step = integer(&step, step_at)?.clone();
        if step.is_zero() {
            return Err(Fail::At(step_at, "the step of a loop cannot be 0".into()));
        }
        let last = match last {
            Some((l, at)) => Some(integer(&l, at)?.clone()),
            None => None,
        };
        let next = integer(&first, first_at)?.clone();
        return Ok(Iter::Range { next, last, step });
    }
    let step = game(&step, step_at)?;
    if step == Game::ZERO {
        return Err(Fail::At(step_at, "the step of a loop cannot be 0".into()));
    }
    let last = match last {
        Some((l, at)) => Some(game(&l, at)?),
        None => None,
    };
    Ok(Iter::Games {
        next: game(&first, first_at)?,
        last,
        step,
    })
}

/// Pushes the tasks that evaluate `items` in order, one value each.
fn push_items<'p>(items: &'p [Item], tasks: &mut Vec<Task<'p>>) {
    for item in items.iter().rev() {
        match item {
            Item::One(e) => tasks.push(Task::Eval(e)),
            Item::Many(e, clauses) => {
                tasks.push(Task::LoopStart(
                    clauses,
                    0,
                    Body::Expr(e),
                    Gathering::Yield,
                    e.at,
                ));
                push_source(&clauses[0].source, tasks);
            }
        }
    }
}

fn push_source<'p>(source: &'p Source, tasks: &mut Vec<Task<'p>>) {
    match source {
        Source::In(e) => tasks.push(Task::Eval(e)),
        Source::FromTo(a, b, by) => {
            if let Some(s) = by {
                tasks.push(Task::Eval(s));
            }
            if let Some(b) = b {
                tasks.push(Task::Eval(b));
            }
            tasks.push(Task::Eval(a));
        }
    }
}

impl<'s> Machine<'s> {
    /// The value of a name: a local, a global, or a function by name.
    fn lookup(&self, name: &str, at: usize) -> Run<Value> {
        let frame = self.frames.last().expect("a frame");
        if let Some((_, v)) = frame.locals.iter().rev().find(|(n, _)| n == name) {
            return Ok(v.clone());
        }
        if let Some(v) = self.state.globals.get(name) {
            return Ok(v.clone());
        }
        if self.defs.contains_key(name) {
            return Ok(Value::Function(name.into()));
        }
        if let Some(v) = loopy::constant(name) {
            return Ok(v);
        }
        if let Some(v) = super::accessors::constant(name) {
            return Ok(v);
        }
        Err(Fail::At(at, functions::unknown_name(name)))
    }

    /// `name := value`: a local of the running function (or loop), else a
    /// global.
    fn assign(&mut self, name: &str, at: usize, v: Value) -> Run<()> {
        if let Some(why) = super::reserved(name) {
            return Err(Fail::At(
                at,
                format!("'{name}' cannot be assigned: it is {why}"),
            ));
        }
        let in_function = self.frames.len() > 1;
        let frame = self.frames.last_mut().expect("a frame");
        if let Some(slot) = frame.locals.iter_mut().rev().find(|(n, _)| n == name) {
            slot.1 = v;
        } else if in_function {
            frame.locals.push((name.to_string(), v));
        } else {
            // Functions may read globals: what they remembered may change.
            self.state.memo.clear();
            self.state.globals.insert(name.to_string(), v);
        }
        Ok(())
    }

    fn call<'p>(
        &mut self,
        name: &'p str,
        at: usize,
        args: Vec<Value>,
        arg_ats: Vec<usize>,
        tasks: &mut Vec<Task<'p>>,
        values: &mut Vec<Value>,
    ) -> Run<()>
    where
        's: 'p,
    {
        let defs: &'s Functions = self.defs;
        let target = match self.lookup(name, at) {
            Ok(Value::Function(f)) => defs.get(&*f),
            Ok(Value::Lambda(c)) => {
                values.push(self.call_closure(&c, args, at)?);
                return Ok(());
            }
            Ok(_) if !defs.contains_key(name) && functions::is_builtin(name) => None,
            Ok(other) => {
                return Err(Fail::At(
                    at,
                    format!(
                        "{name} is a name, not a function (it holds {})",
                        other.kind()
                    ),
                ))
            }
            Err(_) => None,
        };
        if let Some(def) = target {
            return self.enter(def, args, at, tasks, values);
        }
        // A built-in uses a position's value, but for the accessors
        // that read the position itself.
        let function = functions::function(name).map(|f| f.name);
        let keeps = function.is_some_and(positions::reads_position);
        let misere = function.is_some_and(|f| misere::FUNCTIONS.iter().any(|g| g.name == f));
        let mut kept = Vec::with_capacity(args.len());
        for (i, (value, at)) in args.into_iter().zip(arg_ats).enumerate() {
            let value = match value {
                v @ Value::Position(_) if i == 0 && keeps => v,
                Value::Position(p) if misere => p.misere_form(self.control, at)?,
                v => positions::evaluated(v, self.control, at)?,
            };
            kept.push(Arg { value, at });
        }
        let args = kept;
        let v = functions::call(self, name, at, &args)?;
        values.push(v);
        Ok(())
    }

    /// Calls a function given as a value (`x -> x + 1` or a user
    /// function's name), for builtins such as `L.Exists(x -> x > 2)`.
    pub(super) fn call_value(&mut self, f: &Value, args: Vec<Value>, at: usize) -> Run<Value> {
        match f {
            Value::Lambda(c) => self.call_closure(c, args, at),
            Value::Function(name) => self.call_function(name, args, at),
            other => Err(Fail::At(
                at,
                format!("expected a function here, not {} ({other})", other.kind()),
            )),
        }
    }

    /// Runs a function written as a value, on its own stacks.
    fn call_closure(&mut self, c: &Rc<Closure>, args: Vec<Value>, at: usize) -> Run<Value> {
        let params = &c.def.params;
        if args.len() != params.len() {
            let s = if params.len() == 1 { "" } else { "s" };
            let message = format!(
                "{} takes {} argument{s}, not {}",
                c.def.name,
                params.len(),
                args.len()
            );
            return Err(Fail::At(at, message));
        }
        if self.reentry >= MAX_CLOSURE_DEPTH {
            return Err(Fail::At(
                at,
                format!("calls nested more than {MAX_CLOSURE_DEPTH} deep: is the recursion missing a base case?"),
            ));
        }
        self.control.tick()?;
        let c = c.clone();
        let mut locals = c.captured.clone();
        locals.extend(c.def.params.iter().cloned().zip(args));
        let call_at = match self.frames.len() {
            1 => at,
            _ => self.frames.last().expect("a frame").call_at,
        };
        self.frames.push(Frame {
            def: Some(c.def.clone()),
            locals,
            call_at,
            key: None,
        });
        self.reentry += 1;
        let mut tasks = vec![Task::Return, Task::Eval(&c.def.body)];
        let mut values = Vec::new();
        let result = self.run(&mut tasks, &mut values);
        self.reentry -= 1;
        result?;
        Ok(values.pop().unwrap_or(Value::Nothing))
    }

    /// Starts a call of a user function (or takes its remembered value).
    fn enter<'p>(
        &mut self,
        def: &'p Rc<FnDef>,
        args: Vec<Value>,
        at: usize,
        tasks: &mut Vec<Task<'p>>,
        values: &mut Vec<Value>,
    ) -> Run<()> {
        if args.len() != def.params.len() {
            return Err(Fail::At(
                at,
                format!(
                    "{} takes {} argument{}, not {}",
                    def.name,
                    def.params.len(),
                    if def.params.len() == 1 { "" } else { "s" },
                    args.len()
                ),
            ));
        }
        let key: (Rc<str>, Vec<Value>) = (def.name.as_str().into(), args);
        if let Some(v) = self.state.memo.get(&key) {
            values.push(v.clone());
            return Ok(());
        }
        if self.in_progress.contains(&key) {
            let shown: Vec<String> = key.1.iter().map(|v| v.to_string()).collect();
            return Err(Fail::At(
                at,
                format!(
                    "{}({}) calls itself with the same arguments, so it never ends",
                    def.name,
                    shown.join(", ")
                ),
            ));
        }
        if self.frames.len() > MAX_CALL_DEPTH {
            return Err(Fail::At(
                at,
                format!("calls nested more than {MAX_CALL_DEPTH} deep: is the recursion missing a base case?"),
            ));
        }
        self.control.tick()?;
        let call_at = if self.frames.len() == 1 {
            at
        } else {
            self.frames.last().expect("a frame").call_at
        };
        let locals = def
            .params
            .iter()
            .cloned()
            .zip(key.1.iter().cloned())
            .collect();
        self.in_progress.insert(key.clone());
        self.frames.push(Frame {
            def: Some(def.clone()),
            locals,
            call_at,
            key: Some(key),
        });
        tasks.push(Task::Return);
        tasks.push(Task::Eval(&def.body));
        Ok(())
    }
}

fn not_bool(v: &Value, at: usize) -> Fail {
    Fail::At(
        at,
        format!(
            "expected true or false here, not {} ({})",
            v.kind(),
            brief(v)
        ),
    )
}

/// The integer a value must be.
pub(super) fn integer(v: &Value, at: usize) -> Run<&'static Integer> {
    v.as_integer().ok_or_else(|| {
        Fail::At(
            at,
            format!("expected an integer here, not {} ({})", v.kind(), brief(v)),
        )
    })
}

fn game(v: &Value, at: usize) -> Run<Game> {
    match v {
        Value::Game(g) => Ok(*g),
        other => Err(Fail::At(
            at,
            format!(
                "expected a game here, not {} ({})",
                other.kind(),
                brief(other)
            ),
        )),
    }
}

fn unary(op: UnOp, v: Value, at: usize) -> Run<Value> {
    if let Some(answer) = super::transfinite::unary(op, &v, at) {
        return answer;
    }
    Ok(match (op, v) {
        (UnOp::Neg, Value::Game(g)) => Value::Game(-g),
        (UnOp::Neg, Value::Rational(r)) => Value::number(
            Rational::new(-r.numerator().clone(), r.denominator().clone())
                .unwrap_or_else(|| (*r).clone()),
        ),
        (UnOp::Neg, Value::Loopy(l)) => loopy::negate(&l),
        (UnOp::Neg, Value::Misere(g)) => misere::negate(g),
        (UnOp::Not, Value::Bool(b)) => Value::Bool(!b),
        (UnOp::Not, other) => return Err(not_bool(&other, at)),
        (UnOp::Switch, Value::Game(g)) => Value::Game(Game::switch(g)),
        (UnOp::Switch, v @ Value::Loopy(_)) => switch_loopy(vec![v], at)?,
        (UnOp::Switch, Value::List(items))
            if items.iter().any(|v| matches!(v, Value::Loopy(_))) =>
        {
            switch_loopy(items.to_vec(), at)?
        }
        (UnOp::Nim, v) => {
            let n = integer(&v, at)?;
            let n = n.to_u64().ok_or_else(|| {
                Fail::At(
                    at,
                    format!("*n takes a whole number n from 0 to {}, not {n}", u64::MAX),
                )
            })?;
            Value::Game(Game::nimber(n))
        }
        (UnOp::Switch, Value::List(items)) => {
            let left: Vec<Game> = items.iter().map(|v| game(v, at)).collect::<Run<_>>()?;
            let right: Vec<Game> = left.iter().map(|&g| -g).collect();
            Value::Game(Game::new(&left, &right))
        }
        (op, other) => {
            let sign = if op == UnOp::Neg { "-" } else { "+-" };
            return Err(Fail::At(
                at,
                format!(
                    "'{sign}' takes a game, not {} ({})",
                    other.kind(),
                    brief(&other)
                ),
            ));
        }
    })
}

/// `+-G` (or `+-{A,B}`) when an option is loopy: `{G | -G}`.
fn switch_loopy(left: Vec<Value>, at: usize) -> Run<Value> {
    let right: Vec<Value> = left
        .iter()
        .map(|v| unary(UnOp::Neg, v.clone(), at))
        .collect::<Run<_>>()?;
    loopy::braces(&left, &right, at)
}

/// True if `a + b` would recurse deeper than the notation allows.
fn sum_too_deep(a: Game, b: Game) -> bool {
    if a.is_number_up_star() && b.is_number_up_star() {
        return false;
    }
    a.birthday() + b.birthday() > Integer::from(DEEPEST_SUM)
}

pub(super) fn binary(op: BinOp, a: Value, b: Value, at: usize) -> Run<Value> {
    use BinOp::*;
    if op != Same {
        if let Some(v) = super::transfinite::binary(op, &a, &b, at) {
            return v;
        }
    }
    match op {
        Pow => return power(&a, &b, at),
        Same => {
            let same = match (a.items(), b.items()) {
                (Some(x), Some(y)) => x == y,
                _ => a == b,
            };
            return Ok(Value::Bool(same));
        }
        _ => {}
    }
    if let Some(v) = loopy::binary(op, &a, &b, at) {
        return v;
    }
    if let Some(v) = misere::binary(op, &a, &b, at) {
        return v;
    }
    if let Some(v) = rational_binary(op, &a, &b, at) {
        return v;
    }
    if op == BinOp::Div {
        return divide(&a, &b, at);
    }
    let relation = |holds: fn(Game, Game) -> bool| -> Run<Value> {
        Ok(Value::Bool(holds(game(&a, at)?, game(&b, at)?)))
    };
    match op {
        Eq => return Ok(Value::Bool(a == b)),
        Ne => return Ok(Value::Bool(a != b)),
        Le => return relation(|x, y| x.leq(y)),
        Ge => return relation(|x, y| y.leq(x)),
        Lt => return relation(|x, y| x != y && x.leq(y)),
        Gt => return relation(|x, y| x != y && y.leq(x)),
        Confused => return relation(|x, y| x.is_confused_with(y)),
        LessOrConfused => return relation(|x, y| !y.leq(x)),
        GreaterOrConfused => return relation(|x, y| !x.leq(y)),
        _ => {}
    }
    match (op, &a, &b) {
        (Add, Value::Str(x), y) => {
            let joined = format!("{x}{y}");
            if joined.len() > MAX_STRING {
                return Err(Fail::At(
                    at,
                    format!("strings are limited to {MAX_STRING} bytes"),
                ));
            }
            return Ok(Value::Str(joined.into()));
        }
        (Add, Value::List(x), Value::List(y)) => {
            if x.len() + y.len() > MAX_LIST {
                return Err(Fail::At(
                    at,
                    format!("lists are limited to {MAX_LIST} items"),
                ));
            }
            return Ok(Value::list(x.iter().chain(y.iter()).cloned().collect()));
        }
        (Range, x, y) => {
            return Ok(Value::Range(
                integer(x, at)?.clone(),
                integer(y, at)?.clone(),
                Integer::from(1),
            ))
        }
        (Step, Value::Range(x, y, _), s) => {
            let step = integer(s, at)?;
            if step.is_zero() {
                return Err(Fail::At(at, "the step of a range cannot be 0".into()));
            }
            return Ok(Value::Range(x.clone(), y.clone(), step.clone()));
        }
        _ => {}
    }
    let (x, y) = match (&a, &b) {
        (Value::Game(x), Value::Game(y)) => (*x, *y),
        _ => {
            return Err(Fail::At(
                at,
                format!(
                    "cannot {} {} ({}) and {} ({})",
                    verb(op),
                    a.kind(),
                    brief(&a),
                    b.kind(),
                    brief(&b)
                ),
            ))
        }
    };
    if matches!(op, Add | Sub) && sum_too_deep(x, y) {
        return Err(Fail::At(
            at,
            format!("this sum is too deep to compute: its canonical form would have a birthday above {DEEPEST_SUM}"),
        ));
    }
    Ok(Value::Game(match op {
        Add => x + y,
        Sub => x - y,
        Mul => multiply(x, y, at)?,
        Div => unreachable!("division is taken before"),
        IntDiv | Mod => {
            let (m, n) = (integer(&a, at)?, integer(&b, at)?);
            if n.is_zero() {
                return Err(Fail::At(at, "division by zero".into()));
            }
            let (m, n) = (m.to_bigint(), n.to_bigint());
            let r = if op == IntDiv {
                m.div_floor(&n)
            } else {
                m.mod_floor(&n)
            };
            Game::integer(Integer::from(r))
        }
        _ => unreachable!("relations and ranges are handled above"),
    }))
}

/// The largest exponent of a number other than 0, 1 and -1.
const MAX_EXPONENT: u64 = 1 << 16;

/// `x ^ n`: a number to a whole power, exactly (`(2/3)^(-3)` is `27/8`).
fn power(a: &Value, b: &Value, at: usize) -> Run<Value> {
    let Some(x) = a.as_rational() else {
        let what = format!("'^' as a power takes a number, not {} ({a})", a.kind());
        return Err(Fail::At(at, what));
    };
    let n = integer(b, at)?;
    let trivial = x.signum() == 0 || x.abs() == Rational::from(Integer::from(1));
    let Some(k) = n.abs().to_u64().filter(|&k| trivial || k <= MAX_EXPONENT) else {
        return Err(Fail::At(
            at,
            format!("{x}^{n} is too large: exponents are at most {MAX_EXPONENT}"),
        ));
    };
    let overflow = || Fail::At(at, format!("{x}^{n} is undefined"));
    let k = if trivial {
        k % 2 + 2 * u64::from(k > 0)
    } else {
        k
    };
    let (mut result, mut square, mut k) = (Rational::from(Integer::from(1)), x.clone(), k);
    while k > 0 {
        if k & 1 == 1 {
            result = result.checked_mul(&square).ok_or_else(overflow)?;
        }
        k >>= 1;
        if k > 0 {
            square = square.checked_mul(&square).ok_or_else(overflow)?;
        }
    }
    if n.signum() < 0 {
        if result.signum() == 0 {
            return Err(Fail::At(
                at,
                format!("{x}^{n} is undefined: 0 has no reciprocal"),
            ));
        }
        result = result.reciprocal();
    }
    Ok(Value::number(result))
}

fn verb(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "add",
        BinOp::Sub => "subtract",
        BinOp::Mul => "multiply",
        _ => "divide",
    }
}

/// `x * y`: the product of numbers; `n * g` (or `g * n`) n copies of g;
/// otherwise the Norton product `x.y`, for `y > 0`.
fn multiply(x: Game, y: Game, at: usize) -> Run<Game> {
    if let (Some(a), Some(b)) = (x.as_number(), y.as_number()) {
        return Ok(Game::dyadic(a * b));
    }
    if y.is_integer() && !x.is_integer() {
        return Ok(y.norton_product(x));
    }
    if x.is_integer() {
        return Ok(x.norton_product(y));
    }
    if Game::ZERO.leq(y) && y != Game::ZERO {
        return Ok(x.norton_product(y));
    }
    Err(Fail::At(
        at,
        format!("{x} * {y}: the Norton product needs a positive unit on the right (or an integer on either side)"),
    ))
}

/// `x / y` for numbers, when the quotient is a dyadic rational.
/// `x / y` of numbers: a game when dyadic, else a rational number;
/// `x / 0` is `inf` or `-inf` (CGSuite's), `0 / 0` an error.
fn divide(x: &Value, y: &Value, at: usize) -> Run<Value> {
    let (Some(a), Some(b)) = (x.as_rational(), y.as_rational()) else {
        return Err(Fail::At(
            at,
            format!("'/' divides numbers, not {} by {}", brief(x), brief(y)),
        ));
    };
    let q = if b.signum() == 0 && !b.is_infinite() {
        Rational::new(a.numerator().clone(), Integer::from(0))
    } else {
        a.checked_div(&b)
    };
    q.map(Value::number)
        .ok_or_else(|| Fail::At(at, format!("{x} / {y} is undefined (division by zero)")))
}

/// `+ - *` and the order of numbers when one is a rational (not a game).
fn rational_binary(op: BinOp, a: &Value, b: &Value, at: usize) -> Option<Run<Value>> {
    use BinOp::*;
    if !matches!(a, Value::Rational(_)) && !matches!(b, Value::Rational(_)) {
        return None;
    }
    let (Some(x), Some(y)) = (a.as_rational(), b.as_rational()) else {
        if matches!(op, Eq | Ne) {
            return Some(Ok(Value::Bool((a == b) == (op == Eq))));
        }
        let (r, other) = if matches!(a, Value::Rational(_)) {
            (a, b)
        } else {
            (b, a)
        };
        return Some(Err(Fail::At(
            at,
            format!(
                "{r} is a rational number, not a game: it cannot {} {} ({})",
                verb(op),
                other.kind(),
                brief(other)
            ),
        )));
    };
    let undefined = || Fail::At(at, format!("{a} {} {b} is undefined", op.symbol()));
    Some(match op {
        Add => x.checked_add(&y).map(Value::number).ok_or_else(undefined),
        Sub => x.checked_sub(&y).map(Value::number).ok_or_else(undefined),
        Mul => x.checked_mul(&y).map(Value::number).ok_or_else(undefined),
        Div => divide(a, b, at),
        Eq => Ok(Value::Bool(x == y)),
        Ne => Ok(Value::Bool(x != y)),
        Le => Ok(Value::Bool(x <= y)),
        Ge => Ok(Value::Bool(x >= y)),
        Lt => Ok(Value::Bool(x < y)),
        Gt => Ok(Value::Bool(x > y)),
        Confused | LessOrConfused | GreaterOrConfused => Ok(Value::Bool(match op {
            Confused => false,
            LessOrConfused => x < y,
            _ => x > y,
        })),
        _ => return None,
    })
}

/// `list[i]`, counting from 1 as CGSuite does.
fn index(list: Value, i: Value, at: usize, index_at: usize) -> Run<Value> {
    let list = match list {
        Value::Mutable(m) => match &*m.items() {
            super::mutable::MutableItems::List(v) | super::mutable::MutableItems::Set(v) => {
                Value::list(v.clone())
            }
            super::mutable::MutableItems::Map(e) => Value::Map(Rc::new(e.clone())),
        },
        other => other,
    };
    if let Value::Map(entries) = &list {
        return super::maps::get(entries, &i)
            .cloned()
            .ok_or_else(|| Fail::At(index_at, format!("key not found: {}", brief(&i))));
    }
    if let Value::Strip(s) = &list {
        return super::strip::index(s, &i, index_at);
    }
    if let Some(found) = super::graphs::index(&list, &i, index_at) {
        return found;
    }
    if let Value::Str(s) = &list {
        return super::strings::index(s, &i, index_at);
    }
    let n = integer(&i, index_at)?;
    let items: Rc<Vec<Value>> = match list {
        Value::List(items) | Value::Set(items) => items,
        Value::Sequence(s) => {
            let heap = n.to_u64().and_then(|k| usize::try_from(k).ok());
            return heap
                .filter(|&k| k >= 1)
                .and_then(|k| s.value(k - 1))
                .ok_or_else(|| {
                    Fail::At(
                        index_at,
                        format!(
                            "index {n} is outside 1..{} (s[1] is G(0): sequences count from 1, as lists do)",
                            s.report.values.len()
                        ),
                    )
                });
        }
        Value::Range(a, b, step) => {
            let len = Value::range_len(&a, &b, &step);
            if n.signum() > 0 && *n <= len {
                let v = &a + &(&(n - &Integer::from(1)) * &step);
                return Ok(Value::Game(Game::integer(v)));
            }
            let shown = Value::Range(a, b, step);
            return Err(Fail::At(
                index_at,
                format!("index {n} is outside the range {shown}"),
            ));
        }
        other => {
            return Err(Fail::At(
                at,
                format!(
                    "only lists and Grundy sequences can be indexed, not {} ({})",
                    other.kind(),
                    brief(&other)
                ),
            ))
        }
    };
    n.to_u64()
        .and_then(|k| usize::try_from(k).ok())
        .filter(|&k| k >= 1 && k <= items.len())
        .map(|k| items[k - 1].clone())
        .ok_or_else(|| {
            Fail::At(
                index_at,
                format!(
                    "index {n} is outside 1..{} (lists count from 1, as in CGSuite)",
                    items.len()
                ),
            )
        })
}

/// The values of items, comprehensions spread out; for a game's side
/// (`spread`), lists and ranges spread too.
fn gather(items: &[Item], parts: Vec<Value>, at: usize, spread: bool) -> Run<Vec<Value>> {
    let mut out = Vec::with_capacity(parts.len());
    for (item, v) in items.iter().zip(parts) {
        match (item, v) {
            (Item::Many(..), Value::List(vs)) => out.extend(vs.iter().cloned()),
            (_, Value::List(vs) | Value::Set(vs)) if spread => out.extend(vs.iter().cloned()),
            (_, Value::Range(a, b, step)) if spread => {
                if Value::range_len(&a, &b, &step) > Integer::from(MAX_LIST) {
                    return Err(Fail::At(at, format!("more than {MAX_LIST} options")));
                }
                out.extend(Value::Range(a, b, step).items().expect("a range's items"));
            }
            (_, v) => out.push(v),
        }
    }
    Ok(out)
}

/// A list of `items`, unless it would nest deeper than [`MAX_LIST_NESTING`].
fn nested_list(items: Vec<Value>, at: usize) -> Run<Value> {
    let mut stack: Vec<(&Value, usize)> = items.iter().map(|v| (v, 2)).collect();
    while let Some((v, depth)) = stack.pop() {
        if let Value::List(inner) = v {
            if depth > MAX_LIST_NESTING {
                return Err(Fail::At(
                    at,
                    format!("lists nest at most {MAX_LIST_NESTING} deep"),
                ));
            }
            stack.extend(inner.iter().map(|w| (w, depth + 1)));
        }
    }
    Ok(Value::list(items))
}

/// Options must be games.
fn games(values: Vec<Value>, items: &[Item], at: usize) -> Run<Vec<Game>> {
    values
        .iter()
        .map(|v| match v {
            Value::Game(g) => Ok(*g),
            other => {
                let at = items.first().map_or(at, |i| match i {
                    Item::One(e) | Item::Many(e, _) => e.at,
                });
                Err(Fail::At(
                    at,
                    format!(
                        "an option must be a game, not {} ({})",
                        other.kind(),
                        brief(other)
                    ),
                ))
            }
        })
        .collect()
}

/// A value as an error message quotes it: on one line (a position's
/// report may take several), cut after 60 characters.
pub(super) fn brief(v: &Value) -> String {
    const SHOWN: usize = 60;
    let one_line = v
        .to_string()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    match one_line.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}...", &one_line[..cut]),
        None => one_line,
    }
}
