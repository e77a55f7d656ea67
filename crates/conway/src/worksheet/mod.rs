//! The worksheet: a small language for exploring games, in the spirit of
//! CGSuite's worksheet and its CGScript, following its syntax wherever it
//! has one. `conway repl` is a terminal around it; this module does no I/O.
//!
//! ```text
//! statement  := NAME (':=' | '=') expr                   assignment
//!             | NAME '(' params ')' (':=' | '=') expr     a function, recursive and memoised
//!             | expr | 'help' NAME? | 'names' | 'quit' | 'exit'
//! expr       := expr ('or' | 'and') expr | 'not' expr
//!             | sum (relation sum)?                       >= <= == != < > <> || <| |>
//! sum        := term (('+' | '-' | '+-') term)*
//! term       := unary (('*' | '/' | 'div' | 'mod') unary)*
//! unary      := ('-' | '+' | '+-') unary | postfix
//! postfix    := primary ('[' expr ']' | '.' NAME ('(' args ')')?)*
//! primary    := number-up-star of the notation (3, 1/2, *3, ^<2>, v, 2Tiny(2))
//!             | NAME | NAME '(' args ')' | '"' text '"' | 'true' | 'false' | '(' expr ')'
//!             | '[' items ']' | '{' items ('|'+ items)* '}' | sum '..' sum
//!             | 'if' expr 'then' block ('elseif' expr 'then' block)* ('else' block)? 'end'
//!             | 'for' clause+ ('do' | 'yield') block 'end'
//! items      := (expr clause* (',' expr clause*)*)?      clause: comprehension
//! clause     := 'for' NAME ('in' expr | 'from' expr 'to' expr ('by' expr)?) ('where' expr)?
//! block      := statements separated by ';' or line breaks
//! ```
//!
//! Values are games (integers of any size are games, as in CGSuite),
//! true and false, strings, lists and ranges. The machine that runs a
//! statement keeps its own stacks ([`machine`]), so a function may recurse
//! a hundred thousand calls deep; every call and every turn of a loop
//! counts against the [`Control`]'s limits. A call whose name is a
//! ruleset's (with `_` for `-`: `advance_or_eat`) reads its one argument
//! as a position of that ruleset and gives its value.
//!
//! ```
//! use conway::worksheet::{Output, Worksheet};
//! use conway::value::Game;
//! let mut w = Worksheet::new();
//! w.eval_line("g := {1|*}").unwrap();
//! assert_eq!(w.eval_line("g + ^").unwrap().to_string(), "{1^|^*}");
//! assert_eq!(w.eval_line("g >= 0").unwrap(), Output::Truth(true));
//! w.eval_line("f(n) := if n == 0 then 0 else {f(n-1) | } end").unwrap();
//! assert_eq!(w.eval_line("f(5)").unwrap(), Output::Value(Game::integer(5)));
//! assert_eq!(w.eval_line("domineering(\"..|..\")").unwrap(), Output::Value(Game::switch(Game::integer(1))));
//! let e = w.eval_line("g + h").unwrap_err();
//! assert_eq!(e.to_string(), "column 5: unknown name 'h'; assign it first (h := ...), or see help");
//! ```

mod accessors;
mod collections;
mod data;
pub mod document;
mod functions;
mod graphs;
mod grid_games;
mod heap_rules;
mod help;
mod lexer;
mod loopy;
pub mod machine;
mod maps;
mod misere;
mod mutable;
mod order;
mod outcome_search;
mod parser;
mod positions;
mod strings;
mod strip;
mod syntax;
mod transfinite;

pub use data::{GrundySequence, Value};
pub use graphs::{Edge, Graph, Vertex};
pub use grid_games::Grid;
pub use help::{markdown_text, reference_markdown};
pub use loopy::Loopy;
pub use mutable::{Mutable, MutableItems};
pub use positions::RulesetPosition;
pub use strip::Strip;

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::value::Game;
use machine::{Fail, Functions, Machine, State};
use parser::{Command, Parsed, Parser, KEYWORDS};
use std::fmt;
use std::rc::Rc;
use syntax::Stmt;

/// A worksheet: the names assigned and the functions defined so far.
///
/// ```
/// use conway::worksheet::Worksheet;
/// let mut w = Worksheet::new();
/// w.eval_line("a := ^").unwrap();
/// w.eval_line("b = a + a + *").unwrap();
/// assert_eq!(w.get("b").unwrap().to_string(), "^^*");
/// ```
#[derive(Clone, Debug, Default)]
pub struct Worksheet {
    state: State,
    functions: Functions,
}

/// What a statement gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    /// Nothing to show: an empty line, a comment, a loop that only printed.
    Nothing,
    /// A game.
    Value(Game),
    /// A name was given a value.
    Assigned {
        /// The name.
        name: String,
        /// Its value.
        value: Value,
    },
    /// A function was defined.
    Defined(String),
    /// True or false.
    Truth(bool),
    /// A list or range.
    Data(Value),
    /// Text: a string, a report (outcome, thermograph, Grundy sequence),
    /// help, or what `print` printed; possibly several lines, without a
    /// final newline.
    Text(String),
    /// The user asked to leave (`quit`, `exit`).
    Quit,
}

impl Output {
    fn of(v: Value) -> Output {
        match v {
            Value::Game(g) => Output::Value(g),
            Value::Bool(b) => Output::Truth(b),
            Value::Str(s) => Output::Text(s.to_string()),
            Value::Nothing => Output::Nothing,
            other => Output::Data(other),
        }
    }

    /// The value shown, if the statement gave one (an assignment gives
    /// the value assigned; help and quit give none).
    ///
    /// ```
    /// use conway::worksheet::{Value, Worksheet};
    /// let mut w = Worksheet::new();
    /// assert_eq!(w.eval_line("1 < 2").unwrap().value(), Some(Value::Bool(true)));
    /// assert_eq!(w.eval_line("quit").unwrap().value(), None);
    /// ```
    pub fn value(&self) -> Option<Value> {
        match self {
            Output::Value(g) => Some(Value::Game(*g)),
            Output::Truth(b) => Some(Value::Bool(*b)),
            Output::Data(v) => Some(v.clone()),
            Output::Text(t) => Some(Value::Str(t.as_str().into())),
            Output::Assigned { value, .. } => Some(value.clone()),
            _ => None,
        }
    }
}

impl fmt::Display for Output {
    /// Values in CGSuite's notation; assignments as `name = value`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // A definition is quiet, as in CGSuite.
            Output::Nothing | Output::Quit | Output::Defined(_) => Ok(()),
            Output::Value(g) => write!(f, "{g}"),
            Output::Assigned { name, value } => write!(f, "{name} = {value}"),
            Output::Truth(b) => write!(f, "{b}"),
            Output::Data(v) => write!(f, "{v}"),
            Output::Text(t) => f.write_str(t),
        }
    }
}

/// Why a statement gave no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The statement is not understood, or asks for something impossible;
    /// the error names the line and column.
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
    /// `column N: message` on the first line, `line L, column N: message`
    /// after it, or what stopped the computation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Syntax(e) if e.line == 1 => write!(f, "column {}: {}", e.column, e.message),
            Error::Syntax(e) => write!(f, "line {}, column {}: {}", e.line, e.column, e.message),
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

/// A script being run a statement at a time (see [`Worksheet::step`]).
///
/// ```
/// use conway::control::Control;
/// use conway::worksheet::{Script, Worksheet};
/// let mut w = Worksheet::new();
/// let mut script = Script::new("f(n) := if n == 0 then 0\n  else f(n - 1) + 1 end\nf(10)\nf(x)");
/// let steps: Vec<_> = std::iter::from_fn(|| w.step(&mut script, &Control::unlimited())).collect();
/// assert_eq!(steps.len(), 3);
/// assert_eq!(steps[1].line, 3);
/// assert_eq!(steps[1].result.as_ref().unwrap().to_string(), "10");
/// let e = steps[2].result.as_ref().unwrap_err();
/// assert_eq!(e.to_string(), "line 4, column 3: unknown name 'x'; assign it first (x := ...), or see help");
/// ```
#[derive(Clone, Debug)]
pub struct Script {
    text: Rc<str>,
    pos: usize,
    /// A place whose line is known: (offset, 1-based line), so that lines
    /// are counted once however long the script.
    known: (usize, usize),
}

impl Script {
    /// A script of statements, one or more per line.
    pub fn new(text: &str) -> Script {
        Script {
            text: text.into(),
            pos: 0,
            known: (0, 1),
        }
    }

    /// The 1-based line of byte `at` (at or after the last one asked).
    fn line_of(&mut self, at: usize) -> usize {
        let (from, line) = self.known;
        if at < from {
            return ParseError::at(&self.text, at, "").line;
        }
        let line = line + self.text[from..at].matches('\n').count();
        self.known = (at, line);
        line
    }
}

/// One statement of a script and what it gave.
///
/// ```
/// use conway::control::Control;
/// use conway::worksheet::{Script, Worksheet};
/// let mut sheet = Worksheet::new();
/// let mut script = Script::new("g := domineering(\"..#|...\")\ng + 1");
/// let step = sheet.step(&mut script, &Control::unlimited()).unwrap();
/// assert_eq!(step.position, Some(("domineering".to_string(), "..#|...".to_string())));
/// let step = sheet.step(&mut script, &Control::unlimited()).unwrap();
/// assert_eq!(step.position, None);
/// ```
#[derive(Clone, Debug)]
pub struct Step {
    /// The 1-based line where the statement starts.
    pub line: usize,
    /// Its answer.
    pub result: Result<Output, Error>,
    /// The ruleset position the statement's value is, when it calls a
    /// ruleset on a position written out (`domineering("..|..")`) or its
    /// answer is a position kept with its moves
    /// (`game.grid.Domineering("..|..")`), alone or assigned to a name,
    /// and the statement succeeded: the ruleset's name and the position's
    /// text, for a front end that draws boards.
    pub position: Option<(String, String)>,
}

/// The ruleset and position a statement names, when its value is a
/// ruleset called on a position written out (`domineering("..|..")`).
fn ruleset_position(stmt: &Stmt) -> Option<(String, String)> {
    let expr = match stmt {
        Stmt::Expr(e) => e,
        Stmt::Assign { value, .. } => value,
        Stmt::Define(_) => return None,
    };
    let syntax::Kind::Call(name, args) = &expr.kind else {
        return None;
    };
    let rules = functions::ruleset(name)?;
    let [arg] = args.as_slice() else {
        return None;
    };
    let syntax::Kind::Const(Value::Str(text)) = &arg.kind else {
        return None;
    };
    Some((rules.name().to_string(), text.to_string()))
}

/// The ruleset and position a statement's answer is, when it is a
/// ruleset position kept with its moves (`game.grid.Domineering("..|..")`,
/// alone or assigned to a name).
fn position_shown(output: &Output) -> Option<(String, String)> {
    let value = match output {
        Output::Data(v) | Output::Assigned { value: v, .. } => v,
        _ => return None,
    };
    let Value::Position(p) = value else {
        return None;
    };
    Some((p.ruleset.name().to_string(), p.position().notation()))
}

impl Worksheet {
    /// An empty worksheet.
    pub fn new() -> Worksheet {
        Worksheet::default()
    }

    /// Sets the threads that search `outcome(...)` of positions together
    /// (at least 1; by default one per core, as `conway outcome`). The
    /// answers and the winning moves named are the same whatever the
    /// number.
    ///
    /// ```
    /// use conway::worksheet::Worksheet;
    /// let line = "outcome(clobber(\"xoxoxoxoxo\"))";
    /// let mut one = Worksheet::new();
    /// one.set_threads(1);
    /// let mut two = Worksheet::new();
    /// two.set_threads(2);
    /// assert_eq!(one.eval_line(line).unwrap(), two.eval_line(line).unwrap());
    /// ```
    pub fn set_threads(&mut self, threads: usize) {
        self.state.threads = Some(threads.max(1));
    }

    /// The game a name holds, if it holds one.
    pub fn get(&self, name: &str) -> Option<Game> {
        match self.state.globals.get(name) {
            Some(Value::Game(g)) => Some(*g),
            _ => None,
        }
    }

    /// The value of a name, if it has one.
    ///
    /// ```
    /// use conway::worksheet::Worksheet;
    /// let mut w = Worksheet::new();
    /// w.eval_line("L := [1, *]").unwrap();
    /// assert_eq!(w.value("L").unwrap().to_string(), "[1, *]");
    /// ```
    pub fn value(&self, name: &str) -> Option<&Value> {
        self.state.globals.get(name)
    }

    /// The names assigned so far and their values, in alphabetical order.
    ///
    /// ```
    /// use conway::worksheet::Worksheet;
    /// let mut w = Worksheet::new();
    /// w.eval_line("b := 2; a := *").unwrap();
    /// let names: Vec<&str> = w.names().map(|(n, _)| n).collect();
    /// assert_eq!(names, ["a", "b"]);
    /// ```
    pub fn names(&self) -> impl Iterator<Item = (&str, &Value)> {
        self.state.globals.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// Evaluates one line without limits (see [`Worksheet::eval_line_with`]).
    pub fn eval_line(&mut self, line: &str) -> Result<Output, Error> {
        self.eval_line_with(line, &Control::unlimited())
    }

    /// Evaluates the statements of a line (or of a longer text: a
    /// definition over several lines), each under `control`; the answer
    /// is the last statement's, after anything printed. The first error
    /// stops the line.
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
        let mut script = Script::new(line);
        let mut outputs = Vec::new();
        while let Some(step) = self.step(&mut script, control) {
            match step.result? {
                Output::Nothing => {}
                Output::Quit => return Ok(Output::Quit),
                out => outputs.push(out),
            }
        }
        Ok(match outputs.len() {
            0 => Output::Nothing,
            1 => outputs.pop().expect("one output"),
            _ => Output::Text(
                outputs
                    .iter()
                    .map(|o| o.to_string())
                    .collect::<Vec<_>>()
                    .join("\n"),
            ),
        })
    }

    /// The value of the last statement of `text` (definitions and
    /// assignments before it are kept): how `conway value`, `compare` and
    /// `thermograph` read their arguments, so that they accept all the
    /// worksheet accepts.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::worksheet::{Value, Worksheet};
    /// use conway::value::Game;
    /// let mut w = Worksheet::new();
    /// let c = Control::unlimited();
    /// w.evaluate("f(n) := {f(n-1) | } ", &c).ok();
    /// let v = w.evaluate("g := domineering(\"..|..\"); 2 * g", &c).unwrap();
    /// assert_eq!(v, Value::Game(Game::ZERO));
    /// assert_eq!(w.evaluate("[1, 2]", &c).unwrap().kind(), "a list");
    /// ```
    pub fn evaluate(&mut self, text: &str, control: &Control) -> Result<Value, Error> {
        let mut script = Script::new(text);
        let mut last = Value::Nothing;
        while let Some(step) = self.step(&mut script, control) {
            last = step.result?.value().unwrap_or(Value::Nothing);
        }
        Ok(last)
    }

    /// True if `text` is the start of a statement that goes on (an open
    /// bracket, an `if` or `for` without its `end`): a terminal can ask
    /// for another line.
    ///
    /// ```
    /// use conway::worksheet::Worksheet;
    /// assert!(Worksheet::is_incomplete("f(n) := if n == 0 then 0"));
    /// assert!(Worksheet::is_incomplete("g := {1 |"));
    /// assert!(!Worksheet::is_incomplete("g := {1 | 0}"));
    /// assert!(!Worksheet::is_incomplete("g := }"));
    /// ```
    pub fn is_incomplete(text: &str) -> bool {
        let mut parser = Parser::new(text, text.into());
        loop {
            match parser.statement() {
                Ok(Some(_)) => {}
                Ok(None) => return false,
                Err(e) => return e.at_end,
            }
        }
    }

    /// Runs the next statement of `script` under `control`; `None` at its
    /// end. A statement that does not parse is skipped to the end of its
    /// line, so the script goes on.
    pub fn step(&mut self, script: &mut Script, control: &Control) -> Option<Step> {
        let text = script.text.clone();
        let mut parser = Parser::new(&text, text.clone());
        parser.seek(script.pos);
        let parsed = parser.statement();
        let (parsed, start) = match parsed {
            Ok(None) => {
                script.pos = text.len();
                return None;
            }
            Ok(Some(p)) => p,
            Err(e) => {
                let error = first_line_error(&text, script.pos, e);
                let line = error.line;
                // Go on after the line of the error.
                parser.seek(line_start(&text, &error));
                parser.skip_line();
                script.pos = parser.position();
                return Some(Step {
                    line,
                    result: Err(Error::Syntax(error)),
                    position: None,
                });
            }
        };
        script.pos = parser.position();
        let line = script.line_of(start);
        let position = match &parsed {
            Parsed::Stmt(stmt) => ruleset_position(stmt),
            Parsed::Command(_) => None,
        };
        let result = crate::control::watch(control, || self.run(&text, parsed, control))
            .unwrap_or_else(|stop| Err(Error::Stopped(stop)));
        let position = match &result {
            Ok(output) => position.or_else(|| position_shown(output)),
            Err(_) => None,
        };
        Some(Step {
            line,
            result,
            position,
        })
    }

    fn run(&mut self, text: &str, parsed: Parsed, control: &Control) -> Result<Output, Error> {
        let stmt = match parsed {
            Parsed::Command(c) => return self.command(text, c),
            Parsed::Stmt(s) => s,
        };
        match &stmt {
            Stmt::Define(def) => {
                if let Some(why) = reserved(&def.name) {
                    return Err(ParseError::at(
                        text,
                        def.at,
                        format!("'{}' cannot be defined: it is {why}", def.name),
                    )
                    .into());
                }
                self.state.globals.remove(&def.name);
                self.state.memo.clear();
                self.functions.insert(def.name.clone(), def.clone());
                return Ok(Output::Defined(def.name.clone()));
            }
            Stmt::Assign { name, .. } if self.functions.contains_key(name) => {
                self.functions.remove(name);
            }
            _ => {}
        }
        let mut machine = Machine::new(&mut self.state, &self.functions, control);
        let value = machine.statement(&stmt);
        let printed = std::mem::take(&mut machine.printed);
        let value = value.map_err(|fail| match fail {
            Fail::At(at, message) => Error::Syntax(ParseError::at(text, at, message)),
            Fail::Stopped(stop) => Error::Stopped(stop),
        })?;
        let output = match &stmt {
            Stmt::Assign { name, .. } => Output::Assigned {
                name: name.clone(),
                value: self
                    .state
                    .globals
                    .get(name)
                    .cloned()
                    .unwrap_or(Value::Nothing),
            },
            _ => Output::of(value),
        };
        if printed.is_empty() {
            return Ok(output);
        }
        let mut text = printed.trim_end_matches('\n').to_string();
        if output != Output::Nothing {
            text.push('\n');
            text.push_str(&output.to_string());
        }
        Ok(Output::Text(text))
    }

    fn command(&self, text: &str, command: Command) -> Result<Output, Error> {
        match command {
            Command::Quit => Ok(Output::Quit),
            Command::Names => Ok(Output::Text(self.listing())),
            Command::Help(None, _) => Ok(Output::Text(help::overview())),
            Command::Help(Some(topic), at) => help::topic(&topic)
                .map(Output::Text)
                .ok_or_else(|| {
                    ParseError::at(
                        text,
                        at,
                        format!(
                            "no help on '{topic}'{}; 'help' alone lists the statements, functions and rulesets",
                            functions::did_you_mean(&topic)
                        ),
                    )
                    .into()
                }),
        }
    }

    /// `names`: each name and its value, then the functions defined.
    fn listing(&self) -> String {
        if self.state.globals.is_empty() && self.functions.is_empty() {
            return "no names assigned yet (assign one with g := {1|*})".to_string();
        }
        let mut lines: Vec<String> = self
            .state
            .globals
            .iter()
            .map(|(name, value)| format!("{name} = {value}"))
            .collect();
        for def in self.functions.values() {
            lines.push(format!("{}({}) defined", def.name, def.params.join(", ")));
        }
        lines.join("\n")
    }
}

/// A statement that ran into the end of the text over several lines (an
/// unclosed bracket) is reported on its first line, if that line alone
/// is wrong too, so one missing `}` does not swallow the rest of a script.
fn first_line_error(text: &str, from: usize, e: parser::SyntaxError) -> ParseError {
    let start = lexer::skip_blank(text, from);
    let start = start + text[start..].len() - text[start..].trim_start().len();
    let first_line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    if first_line_end >= text.len() || e.error.line <= ParseError::at(text, start, "").line {
        return e.error;
    }
    // An error in the middle of a later line belongs to the statement
    // that goes on there; one at the start of a line (or at the end of
    // the text) more likely means the first line was left open.
    let error_line = line_start(text, &e.error);
    let first_token = lexer::skip_blank(text, error_line);
    let at_first_token = ParseError::at(text, first_token, "").column == e.error.column;
    if !e.at_end && !at_first_token {
        return e.error;
    }
    let head = &text[..first_line_end];
    let mut parser = Parser::new(head, head.into());
    parser.seek(from);
    match parser.statement() {
        Err(first) if first.at_end => first.error,
        _ => e.error,
    }
}

/// The offset where the error's line starts.
fn line_start(text: &str, e: &ParseError) -> usize {
    let mut start = 0;
    for _ in 1..e.line {
        match text[start..].find('\n') {
            Some(i) => start += i + 1,
            None => return text.len(),
        }
    }
    start
}

/// Why `name` cannot be assigned, if it cannot.
fn reserved(name: &str) -> Option<String> {
    if KEYWORDS.contains(&name) {
        return Some("a keyword of the language (see help)".to_string());
    }
    if is_tiny_or_miny(name) {
        return Some("part of the notation: Tiny(2), Miny(1/4)".to_string());
    }
    if is_down(name) {
        return Some("part of the notation: v, vv and v3 are downs".to_string());
    }
    functions::reserved(name)
}

/// True if `word` is a word of CGSuite's notation rather than a name:
/// `Tiny`, `Miny` (either case of the first letter) or a down (`v`, `vv`,
/// `v3`).
///
/// ```
/// use conway::worksheet::is_notation_word;
/// assert!(is_notation_word("Tiny") && is_notation_word("vv") && is_notation_word("v3"));
/// assert!(!is_notation_word("f") && !is_notation_word("value"));
/// ```
pub fn is_notation_word(word: &str) -> bool {
    is_tiny_or_miny(word) || is_down(word)
}

fn is_tiny_or_miny(word: &str) -> bool {
    ["Tiny", "tiny", "Miny", "miny"].contains(&word)
}

/// `v`, `vv`, `v3`, ...: a run of `v`s and an optional count.
fn is_down(word: &str) -> bool {
    let v_run = word.trim_end_matches(|c: char| c.is_ascii_digit());
    !v_run.is_empty() && v_run.bytes().all(|b| b == b'v')
}

#[cfg(test)]
mod tests {
    use super::*;

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
