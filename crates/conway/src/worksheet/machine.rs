//! Runs the syntax tree with explicit stacks: a stack of tasks (what is
//! left to do), a stack of values (what has been computed) and a stack of
//! frames (the calls of user functions in progress). No task calls the
//! machine back, so a chain of calls `f(100000)` deep costs heap memory,
//! not machine stack. Every call of a user function and every turn of a
//! loop ticks the [`Control`], so limits and Ctrl-C reach them; calls are
//! memoised (user functions are pure functions of their arguments).

use super::data::Value;
use super::functions::{self, Arg};
use super::loopy;
use super::misere;
use super::outcome_search::{self, Leaf};
use super::syntax::{BinOp, Block, Clause, Expr, FnDef, Item, Kind, Source, Stmt, UnOp};
use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::numeric::{Dyadic, Integer};
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

/// What the worksheet remembers between statements.
#[derive(Clone, Debug, Default)]
pub(super) struct State {
    pub globals: BTreeMap<String, Value>,
    pub memo: HashMap<(Rc<str>, Vec<Value>), Value>,
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
        last: Integer,
        step: Integer,
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
                let done = if step.signum() > 0 {
                    *next > *last
                } else {
                    *next < *last
                };
                if done {
                    return None;
                }
                let v = Value::Game(Game::integer(next.clone()));
                *next = &*next + &*step;
                Some(v)
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
    Index(usize, usize),
    Gather(&'p [Item], usize),
    GatherGame(&'p [Item], &'p [Item], usize),
    LoopStart(&'p [Clause], usize, Body<'p>, bool, usize),
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
                Stmt::Assign { name, at, value } => {
                    tasks.push(Task::Assign(name, *at));
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
                values.push(unary(op, v, at)?);
            }
            Task::Binary(op, at) => {
                let b = values.pop().expect("an operand");
                let a = values.pop().expect("an operand");
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
                values.push(outcome_search::decide(&leaves, terms, self.control)?);
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
            Task::Index(at, index_at) => {
                let i = values.pop().expect("an index");
                let list = values.pop().expect("a list");
                values.push(index(list, i, at, index_at)?);
            }
            Task::Gather(items, at) => {
                let parts = values.split_off(values.len() - items.len());
                values.push(nested_list(gather(items, parts, at, false)?, at)?);
            }
            Task::GatherGame(left, right, at) => {
                let right_parts = values.split_off(values.len() - right.len());
                let left_parts = values.split_off(values.len() - left.len());
                let l = gather(left, left_parts, at, true)?;
                let r = gather(right, right_parts, at, true)?;
                let is_loopy = |v: &Value| matches!(v, Value::Loopy(_));
                if l.iter().chain(&r).any(is_loopy) {
                    values.push(loopy::braces(&l, &r, at)?);
                } else {
                    let (l, r) = (games(l, left, at)?, games(r, right, at)?);
                    values.push(Value::Game(Game::new(&l, &r)));
                }
            }
            Task::LoopStart(clauses, k, body, all, at) => {
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
                    all,
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
                        match &lp.clauses[lp.k].filter {
                            Some(filter) => {
                                tasks.push(Task::LoopFiltered(lp));
                                tasks.push(Task::Eval(filter));
                            }
                            None => self.loop_body(lp, tasks),
                        }
                    }
                }
            }
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
                    Value::List(items) if inner => lp.acc.extend(items.iter().cloned()),
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

    fn loop_body<'p>(&mut self, lp: Box<Loop<'p>>, tasks: &mut Vec<Task<'p>>) {
        let (clauses, k, body, all, at) = (lp.clauses, lp.k, lp.body, lp.all, lp.at);
        tasks.push(Task::LoopCollect(lp));
        if k + 1 < clauses.len() {
            tasks.push(Task::LoopStart(clauses, k + 1, body, all, at));
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
                Value::List(items) => Ok(Iter::List(items, 0)),
                Value::Sequence(s) => Ok(Iter::List(s.values(), 0)),
                Value::Range(a, b) => Ok(Iter::Range {
                    next: a,
                    last: b,
                    step: Integer::from(1),
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
                    Some(s) => integer(&values.pop().expect("a step"), s.at)?.clone(),
                    None => Integer::from(1),
                };
                let last = integer(&values.pop().expect("an end"), b.at)?.clone();
                let first = integer(&values.pop().expect("a start"), a.at)?.clone();
                if step.is_zero() {
                    let at = by.as_ref().map_or(a.at, |s| s.at);
                    return Err(Fail::At(at, "the step of a loop cannot be 0".into()));
                }
                Ok(Iter::Range {
                    next: first,
                    last,
                    step,
                })
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
            Kind::Game(left, right) => {
                tasks.push(Task::GatherGame(left, right, e.at));
                push_items(right, tasks);
                push_items(left, tasks);
            }
            Kind::If(branches, otherwise) => {
                tasks.push(Task::Branch(branches, 0, otherwise.as_ref()));
                tasks.push(Task::Eval(&branches[0].0));
            }
            Kind::For(clauses, body, all) => {
                tasks.push(Task::LoopStart(clauses, 0, Body::Block(body), *all, e.at));
                push_source(&clauses[0].source, tasks);
            }
        }
        Ok(())
    }
}

/// Pushes the tasks that evaluate `items` in order, one value each.
fn push_items<'p>(items: &'p [Item], tasks: &mut Vec<Task<'p>>) {
    for item in items.iter().rev() {
        match item {
            Item::One(e) => tasks.push(Task::Eval(e)),
            Item::Many(e, clauses) => {
                tasks.push(Task::LoopStart(clauses, 0, Body::Expr(e), true, e.at));
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
            tasks.push(Task::Eval(b));
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
        let args: Vec<Arg> = args
            .into_iter()
            .zip(arg_ats)
            .map(|(value, at)| Arg { value, at })
            .collect();
        let v = functions::call(self, name, at, &args)?;
        values.push(v);
        Ok(())
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
    Ok(match (op, v) {
        (UnOp::Neg, Value::Game(g)) => Value::Game(-g),
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

fn binary(op: BinOp, a: Value, b: Value, at: usize) -> Run<Value> {
    use BinOp::*;
    if let Some(v) = loopy::binary(op, &a, &b, at) {
        return v;
    }
    if let Some(v) = misere::binary(op, &a, &b, at) {
        return v;
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
            ))
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
        Div => divide(x, y, at)?,
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
fn divide(x: Game, y: Game, at: usize) -> Run<Game> {
    let (Some(a), Some(b)) = (x.as_number(), y.as_number()) else {
        return Err(Fail::At(at, format!("'/' divides numbers, not {x} by {y}")));
    };
    if b.is_zero() {
        return Err(Fail::At(at, "division by zero".into()));
    }
    // a / b = (na / 2^ea) / (nb / 2^eb) = na * 2^eb / (nb * 2^ea).
    let numerator = a.numerator().to_bigint() << b.exponent();
    let mut denominator = b.numerator().to_bigint() << a.exponent();
    let mut twos = 0u64;
    while denominator.is_even() {
        denominator >>= 1;
        twos += 1;
    }
    let (q, r) = numerator.div_rem(&denominator);
    if r != num_bigint::BigInt::from(0) {
        return Err(Fail::At(
            at,
            format!("{x} / {y} is not a dyadic rational (its denominator is not a power of 2)"),
        ));
    }
    Ok(Game::dyadic(Dyadic::new(Integer::from(q), twos)))
}

/// `list[i]`, counting from 1 as CGSuite does.
fn index(list: Value, i: Value, at: usize, index_at: usize) -> Run<Value> {
    let n = integer(&i, index_at)?;
    let items: Rc<Vec<Value>> = match list {
        Value::List(items) => items,
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
        Value::Range(a, b) => {
            let v = &a + &(n - &Integer::from(1));
            if n.signum() > 0 && v <= b {
                return Ok(Value::Game(Game::integer(v)));
            }
            return Err(Fail::At(
                index_at,
                format!("index {n} is outside the range {a}..{b}"),
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
            (_, Value::List(vs)) if spread => out.extend(vs.iter().cloned()),
            (_, Value::Range(a, b)) if spread => {
                let mut k = a;
                while k <= b {
                    if out.len() > MAX_LIST {
                        return Err(Fail::At(at, format!("more than {MAX_LIST} options")));
                    }
                    out.push(Value::Game(Game::integer(k.clone())));
                    k = &k + &Integer::from(1);
                }
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
