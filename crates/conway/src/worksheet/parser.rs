//! Reads the worksheet language into a syntax tree (see the grammar in
//! the [module documentation](super)).
//!
//! The parser descends recursively, so the nesting of brackets and
//! blocks is bounded ([`MAX_NESTING`]); a game literal of the notation
//! nested deeper than that (`{{{…|}|}|}`, as printed for deep games) is
//! handed whole to the notation's reader, which keeps its own stack.

use super::data::Value;
use super::lexer::{self, token_at, Tok, Token};
use super::loopy;
use super::misere;
use super::syntax::{BinOp, Block, Clause, Expr, FnDef, Gathering, Item, Kind, Source, Stmt, UnOp};
use crate::error::ParseError;
use crate::value::notation;
use std::rc::Rc;

/// How deep brackets, blocks and operators may nest.
pub(super) const MAX_NESTING: usize = 120;

/// From this depth on, a `{` is first offered to the notation's reader.
const NOTATION_DEPTH: usize = 60;

/// Words of the language, which cannot be names.
pub(super) const KEYWORDS: &[&str] = &[
    "if", "then", "else", "elseif", "end", "for", "in", "from", "to", "by", "where", "do", "yield",
    "and", "or", "not", "div", "mod", "while", "begin", "var", "true", "false", "help", "names",
    "quit", "exit",
];

/// A line-level command.
#[derive(Clone, Debug)]
pub(super) enum Command {
    Help(Option<String>, usize),
    Names,
    Quit,
}

/// What the parser read: a statement or a command.
#[derive(Clone, Debug)]
pub(super) enum Parsed {
    Stmt(Stmt),
    Command(Command),
}

/// A syntax error, and whether it came from input that ended too soon
/// (a terminal can then ask for another line).
#[derive(Clone, Debug)]
pub(super) struct SyntaxError {
    pub error: ParseError,
    pub at_end: bool,
}

pub(super) struct Parser<'t> {
    text: &'t str,
    source: Rc<str>,
    pos: usize,
    /// Open brackets: line breaks inside them are spaces.
    brackets: usize,
    depth: usize,
    /// Open braces not inside other brackets: `||` separates there.
    in_braces: usize,
    at_end: bool,
    /// Braces before this offset were checked for loopy notation already
    /// (inside an outer literal), so each brace is scanned once.
    loopy_checked: usize,
    /// The names of the functions written as values being read (`x -> y
    /// -> …`): an inner one may not take an outer one's name, as in CGSuite.
    lambda_names: Vec<String>,
}

type Result<T> = std::result::Result<T, ParseError>;

impl<'t> Parser<'t> {
    pub(super) fn new(text: &'t str, source: Rc<str>) -> Parser<'t> {
        Parser {
            text,
            source,
            pos: 0,
            brackets: 0,
            depth: 0,
            in_braces: 0,
            at_end: false,
            loopy_checked: 0,
            lambda_names: Vec::new(),
        }
    }

    /// Moves to byte `pos` (where a statement starts).
    pub(super) fn seek(&mut self, pos: usize) {
        self.pos = pos;
    }

    /// Where the next statement starts.
    pub(super) fn position(&self) -> usize {
        self.pos
    }

    /// Skips to the start of the next line (after an error).
    pub(super) fn skip_line(&mut self) {
        self.brackets = 0;
        self.depth = 0;
        self.pos = match self.text[self.pos.min(self.text.len())..].find('\n') {
            Some(i) => self.pos + i + 1,
            None => self.text.len(),
        };
    }

    /// The next statement, with the offset where it starts; `None` at the
    /// end of the text.
    pub(super) fn statement(
        &mut self,
    ) -> std::result::Result<Option<(Parsed, usize)>, SyntaxError> {
        self.at_end = false;
        let result = self.statement_inner();
        result.map_err(|error| SyntaxError {
            error,
            at_end: self.at_end,
        })
    }

    fn statement_inner(&mut self) -> Result<Option<(Parsed, usize)>> {
        loop {
            let t = self.peek(true)?;
            match t.tok {
                Tok::Newline | Tok::Sym(";") => self.pos = t.end,
                Tok::End => return Ok(None),
                _ => break,
            }
        }
        let start = self.peek(true)?.at;
        if let Some(command) = self.command()? {
            self.terminator()?;
            return Ok(Some((Parsed::Command(command), start)));
        }
        let stmt = self.simple_statement(true)?;
        self.terminator()?;
        Ok(Some((Parsed::Stmt(stmt), start)))
    }

    /// `help [NAME]`, `names`, `quit`, `exit` at the start of a statement.
    fn command(&mut self) -> Result<Option<Command>> {
        let t = self.peek(true)?;
        let Tok::Word(word) = &t.tok else {
            return Ok(None);
        };
        let after = self.peek_from(t.end, true)?;
        let ends = matches!(after.tok, Tok::End | Tok::Newline | Tok::Sym(";"));
        let command = match word.as_str() {
            "names" if ends => Command::Names,
            "quit" | "exit" if ends => Command::Quit,
            "help" if ends => Command::Help(None, t.at),
            "help" if matches!(after.tok, Tok::Sym("=" | ":=" | "(")) => return Ok(None),
            "help" => {
                // The topic is the rest of the statement: help staircase-nim.
                let rest = &self.text[after.at..];
                let len = rest.find(['\n', ';']).unwrap_or(rest.len());
                let topic = rest[..len].trim_end().to_string();
                self.pos = after.at + len;
                return Ok(Some(Command::Help(Some(topic), after.at)));
            }
            _ => return Ok(None),
        };
        self.pos = after.at;
        Ok(Some(command))
    }

    /// The end of a statement: `;`, a line break or the end of the text.
    fn terminator(&mut self) -> Result<()> {
        let t = self.peek(false)?;
        match t.tok {
            Tok::End => Ok(()),
            Tok::Newline | Tok::Sym(";") => {
                self.pos = t.end;
                Ok(())
            }
            Tok::Sym(":=" | "=") => Err(self.error(
                t.at,
                "only a name (g := …) or a function (f(n) := …) can be assigned",
            )),
            _ => Err(self.error(t.at, unexpected_after_value(&t.tok))),
        }
    }

    /// An expression, an assignment or (at the top) a definition.
    fn simple_statement(&mut self, top: bool) -> Result<Stmt> {
        if let Some(t) = self.is_word(true, "def")? {
            let name = self.peek_from(t.end, false)?;
            let open = self.peek_from(name.end, false)?;
            if matches!(name.tok, Tok::Word(_)) && open.tok == Tok::Sym("(") {
                return self.def(t.at);
            }
        }
        // CGSuite's `var x := v`: a local of the enclosing block (at the top
        // of a statement, a global as without `var`).
        let declared = match self.is_word(true, "var")? {
            Some(t) => {
                self.pos = t.end;
                true
            }
            None => false,
        };
        let e = self.expr()?;
        let t = self.peek(false)?;
        if !matches!(t.tok, Tok::Sym(":=" | "=")) {
            if let (true, Kind::Name(name)) = (declared, &e.kind) {
                let value = Expr {
                    at: e.at,
                    kind: Kind::Const(Value::Nothing),
                };
                let (name, at, local) = (name.clone(), e.at, !top);
                return Ok(Stmt::Assign {
                    name,
                    at,
                    value,
                    local,
                });
            }
            if declared {
                return Err(self.error(e.at, "'var' declares a name: var x := 1"));
            }
            return Ok(Stmt::Expr(e));
        }
        self.pos = t.end;
        match e.kind {
            Kind::Name(name) => {
                self.skip_newlines()?;
                let value = self.expr()?;
                Ok(Stmt::Assign {
                    name,
                    at: e.at,
                    value,
                    local: declared && !top,
                })
            }
            _ if declared => Err(self.error(e.at, "'var' declares a name: var x := 1")),
            Kind::Call(name, args) if top => {
                let mut params = Vec::with_capacity(args.len());
                for a in args {
                    match a.kind {
                        Kind::Name(p) if !params.contains(&p) => params.push(p),
                        Kind::Name(p) => {
                            return Err(
                                self.error(a.at, format!("the parameter '{p}' is named twice"))
                            )
                        }
                        _ => {
                            return Err(self.error(
                                a.at,
                                "a parameter is a name: define functions as f(n) := …",
                            ))
                        }
                    }
                }
                self.skip_newlines()?;
                let body = self.expr()?;
                Ok(Stmt::Define(Rc::new(FnDef {
                    name,
                    at: e.at,
                    params,
                    body,
                    source: self.source.clone(),
                })))
            }
            Kind::Call(..) => Err(self.error(
                e.at,
                "functions are defined at the top of a statement, not inside a block",
            )),
            Kind::Const(_) if self.text[e.at..].starts_with('v') => Err(self.error(
                e.at,
                "this cannot be assigned: it is part of the notation: v, vv and v3 are downs",
            )),
            _ => Err(self.error(
                t.at,
                "only a name (g := …) or a function (f(n) := …) can be assigned; compare values with ==",
            )),
        }
    }

    /// CGSuite's `def f(x) := body` or `def f(x) begin … end`: the name
    /// holds the function as a value, printed `x -> body`.
    fn def(&mut self, at: usize) -> Result<Stmt> {
        let kw = self.peek(true)?;
        let name = self.peek_from(kw.end, false)?;
        let Tok::Word(fname) = name.tok else {
            return Err(self.error(name.at, "expected the function's name after 'def'"));
        };
        self.pos = name.end;
        let open = self.expect("(", "after the function's name")?;
        let mut params = Vec::new();
        let mut t = self.peek(true)?;
        while t.tok != Tok::Sym(")") {
            let Tok::Word(p) = t.tok else {
                return Err(self.error(t.at, "expected a parameter's name"));
            };
            if params.contains(&p) {
                return Err(self.error(t.at, format!("the parameter '{p}' is named twice")));
            }
            params.push(p);
            self.pos = t.end;
            let sep = self.peek(false)?;
            match sep.tok {
                Tok::Sym(",") => self.pos = sep.end,
                Tok::Sym(")") => {}
                _ => return Err(self.error(sep.at, "expected ',' or ')' after a parameter")),
            }
            t = self.peek(true)?;
        }
        self.pos = t.end;
        let body_at = match self.is_word(false, "begin")? {
            Some(b) => b.at,
            None => {
                self.expect(":=", "or 'begin' after the parameters: def f(x) := x + 1")?;
                self.skip_newlines()?;
                self.peek(true)?.at
            }
        };
        let body = self.expr()?;
        let shown = match params.as_slice() {
            [one] => one.clone(),
            many => format!("({})", many.join(", ")),
        };
        // As CGSuite prints it: no empty statement before a block's `end`.
        let body_text = self.text[body_at..self.pos].trim_end();
        let body_text = match body_text.strip_suffix("end") {
            Some(before) if before.trim_end().ends_with(';') => {
                format!("{} end", before.trim_end().trim_end_matches(';'))
            }
            _ => body_text.to_string(),
        };
        let text = format!("{shown} -> {body_text}");
        let lambda = Expr {
            at: open.at,
            kind: Kind::Lambda(Rc::new(FnDef {
                name: text,
                at: open.at,
                params,
                body,
                source: self.source.clone(),
            })),
        };
        Ok(Stmt::Assign {
            name: fname,
            at,
            value: lambda,
            local: false,
        })
    }

    // ---- tokens --------------------------------------------------------

    fn peek_from(&mut self, at: usize, operand: bool) -> Result<Token> {
        let mut t = token_at(self.text, at, operand)?;
        while self.brackets > 0 && t.tok == Tok::Newline {
            t = token_at(self.text, t.end, operand)?;
        }
        if t.tok == Tok::End {
            self.at_end = true;
        }
        Ok(t)
    }

    fn peek(&mut self, operand: bool) -> Result<Token> {
        self.peek_from(self.pos, operand)
    }

    fn skip_newlines(&mut self) -> Result<()> {
        loop {
            let t = self.peek(true)?;
            if t.tok != Tok::Newline {
                return Ok(());
            }
            self.pos = t.end;
        }
    }

    /// The next token, which must be the symbol `sym`.
    fn expect(&mut self, sym: &'static str, what: &str) -> Result<Token> {
        let t = self.peek(false)?;
        if t.tok == Tok::Sym(sym) {
            self.pos = t.end;
            return Ok(t);
        }
        Err(self.error(t.at, format!("expected '{sym}' {what}")))
    }

    /// The next word, after line breaks, which must be `word`.
    fn expect_word(&mut self, word: &str, what: &str) -> Result<Token> {
        self.skip_newlines()?;
        let t = self.peek(false)?;
        if t.tok == Tok::Word(word.to_string()) {
            self.pos = t.end;
            return Ok(t);
        }
        Err(self.error(t.at, format!("expected '{word}' {what}")))
    }

    fn is_word(&mut self, operand: bool, word: &str) -> Result<Option<Token>> {
        let t = self.peek(operand)?;
        Ok(match &t.tok {
            Tok::Word(w) if w == word => Some(t),
            _ => None,
        })
    }

    fn error(&self, at: usize, message: impl Into<String>) -> ParseError {
        ParseError::at(self.text, at, message)
    }

    // ---- expressions -----------------------------------------------------

    pub(super) fn expr(&mut self) -> Result<Expr> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            let at = self.peek(true)?.at;
            return Err(self.error(
                at,
                format!("nested too deeply: at most {MAX_NESTING} levels of brackets, blocks and operators"),
            ));
        }
        let e = self.or_expr();
        self.depth -= 1;
        e
    }

    fn or_expr(&mut self) -> Result<Expr> {
        self.chain("or", Self::and_expr, Kind::Or)
    }

    fn and_expr(&mut self) -> Result<Expr> {
        self.chain("and", Self::not_expr, Kind::And)
    }

    /// `operand (word operand)*`, grouped to the left: `a or b or c`.
    fn chain(
        &mut self,
        word: &str,
        operand: fn(&mut Self) -> Result<Expr>,
        join: fn(Box<Expr>, Box<Expr>) -> Kind,
    ) -> Result<Expr> {
        let mut left = operand(self)?;
        while let Some(t) = self.is_word(false, word)? {
            self.pos = t.end;
            self.skip_newlines()?;
            let right = operand(self)?;
            left = Expr {
                at: left.at,
                kind: join(Box::new(left), Box::new(right)),
            };
        }
        Ok(left)
    }

    fn not_expr(&mut self) -> Result<Expr> {
        if let Some(t) = self.is_word(true, "not")? {
            self.pos = t.end;
            let inner = self.nested(Self::not_expr)?;
            return Ok(Expr {
                at: t.at,
                kind: Kind::Unary(UnOp::Not, Box::new(inner)),
            });
        }
        self.comparison()
    }

    /// Runs `f` one level deeper (prefix operators nest without brackets).
    fn nested(&mut self, f: fn(&mut Self) -> Result<Expr>) -> Result<Expr> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            let at = self.peek(true)?.at;
            return Err(self.error(
                at,
                format!("nested too deeply: at most {MAX_NESTING} levels"),
            ));
        }
        let e = f(self);
        self.depth -= 1;
        e
    }

    fn comparison(&mut self) -> Result<Expr> {
        let left = self.sided()?;
        let t = self.peek(false)?;
        let op = match t.tok {
            Tok::Sym("==") => BinOp::Eq,
            Tok::Sym("===") => BinOp::Same,
            Tok::Sym("!=") => BinOp::Ne,
            Tok::Sym("<=") => BinOp::Le,
            Tok::Sym(">=") => BinOp::Ge,
            Tok::Sym("<") => BinOp::Lt,
            Tok::Sym(">") => BinOp::Gt,
            Tok::Sym("<>") => BinOp::Confused,
            Tok::Sym("<|") => BinOp::LessOrConfused,
            Tok::Sym("|>") => BinOp::GreaterOrConfused,
            Tok::Slashes(2) if self.brackets_allow_confused() => BinOp::Confused,
            _ => return Ok(left),
        };
        self.pos = t.end;
        self.skip_newlines()?;
        let right = self.sided()?;
        Ok(binary(op, left, right))
    }

    /// `range ('&' range)?`: a sided value `onside & offside`.
    fn sided(&mut self) -> Result<Expr> {
        let left = self.range()?;
        let t = self.peek(false)?;
        if t.tok != Tok::Sym("&") {
            return Ok(left);
        }
        self.pos = t.end;
        self.skip_newlines()?;
        let right = self.range()?;
        Ok(binary(BinOp::Sided, left, right))
    }

    /// `||` compares outside braces; inside them it separates options.
    fn brackets_allow_confused(&self) -> bool {
        self.in_braces == 0
    }

    /// `a..b`, or CGSuite's stepped range `a..b..step`.
    fn range(&mut self) -> Result<Expr> {
        let left = self.infix()?;
        let t = self.peek(false)?;
        if t.tok != Tok::Sym("..") {
            return Ok(left);
        }
        self.pos = t.end;
        let right = self.infix()?;
        let t = self.peek(false)?;
        if t.tok != Tok::Sym("..") {
            return Ok(binary(BinOp::Range, left, right));
        }
        self.pos = t.end;
        let step = self.infix()?;
        let range = binary(BinOp::Range, left, right);
        Ok(binary(BinOp::Step, range, step))
    }

    /// CGSuite's infix method call `a Method b`, which is `a.Method(b)`
    /// (`[5, 12] Adjoin 13`, `3 Max 5`): a capitalised name between two
    /// operands, grouped to the left, below `+` and `-`.
    fn infix(&mut self) -> Result<Expr> {
        let mut left = self.sum()?;
        loop {
            let t = self.peek(false)?;
            let Tok::Word(w) = &t.tok else {
                return Ok(left);
            };
            if !w.starts_with(|c: char| c.is_ascii_uppercase()) {
                return Ok(left);
            }
            let w = w.clone();
            self.pos = t.end;
            self.skip_newlines()?;
            let right = self.sum()?;
            left = Expr {
                at: t.at,
                kind: Kind::Call(w, vec![left, right]),
            };
        }
    }

    fn sum(&mut self) -> Result<Expr> {
        let mut left = self.product()?;
        loop {
            let t = self.peek(false)?;
            let op = match t.tok {
                Tok::Sym("+") => BinOp::Add,
                Tok::Sym("-") => BinOp::Sub,
                Tok::Sym("+-") => {
                    // a +- b is a + (+-b), as in CGScript.
                    self.pos = t.end;
                    self.skip_newlines()?;
                    let right = self.product()?;
                    let switch = Expr {
                        at: t.at,
                        kind: Kind::Unary(UnOp::Switch, Box::new(right)),
                    };
                    left = binary(BinOp::Add, left, switch);
                    continue;
                }
                _ => return Ok(left),
            };
            self.pos = t.end;
            self.skip_newlines()?;
            let right = self.product()?;
            left = binary(op, left, right);
        }
    }

    fn product(&mut self) -> Result<Expr> {
        let mut left = self.unary()?;
        loop {
            let t = self.peek(false)?;
            let op = match &t.tok {
                Tok::Sym("*") => BinOp::Mul,
                Tok::Sym("/") => BinOp::Div,
                Tok::Word(w) if w == "div" => BinOp::IntDiv,
                Tok::Word(w) if w == "mod" => BinOp::Mod,
                // CGSuite's `%`: the remainder, as `mod`.
                Tok::Sym("%") => BinOp::Mod,
                _ => return Ok(left),
            };
            self.pos = t.end;
            self.skip_newlines()?;
            let right = self.unary()?;
            left = binary(op, left, right);
        }
    }

    fn unary(&mut self) -> Result<Expr> {
        // CGSuite's loopy shorthand (`^[on]`, `1over`) before the lexer,
        // which would read `^[` as the start of an uptimal.
        let at = lexer::skip_blank(self.text, self.pos);
        if let Some((value, end)) = loopy::shorthand(self.text, at) {
            self.pos = end;
            let e = Expr {
                at,
                kind: Kind::Const(value),
            };
            return self.postfix_on(e);
        }
        // CGSuite's misère literals `*[2,0]`, read whole by the misère
        // notation (a `*` glued to `[` is nothing in normal play).
        if let Some(read) = misere::literal(self.text, at) {
            let (value, end) = read?;
            self.pos = end;
            let e = Expr {
                at,
                kind: Kind::Const(value),
            };
            return self.postfix_on(e);
        }
        let t = self.peek(true)?;
        let op = match t.tok {
            Tok::Sym("-") => UnOp::Neg,
            Tok::Sym("+-") => UnOp::Switch,
            Tok::Sym("*") => UnOp::Nim,
            Tok::Sym("+") => {
                self.pos = t.end;
                return self.nested(Self::unary);
            }
            _ => return self.postfix(),
        };
        self.pos = t.end;
        let next = self.peek(true)?;
        if op == UnOp::Neg && !next.spaced {
            if let Some(e) = self.negative_literal(t.at, &next)? {
                return self.postfix_on(e);
            }
        }
        if op == UnOp::Switch && next.tok == Tok::Sym("{") {
            // `+-{|0,pass}`: braces that need the loopy reader go to it
            // whole, `+-` included (it knows what `pass` is there).
            if let Some(e) = self.loopy_literal(t.at, next.at)? {
                return self.postfix_on(e);
            }
            // +-{a, b} is {a, b | -a, -b}.
            self.pos = next.end;
            let inner = self.braces(next.at, true)?;
            return Ok(Expr {
                at: t.at,
                kind: Kind::Unary(op, Box::new(inner)),
            });
        }
        let inner = self.nested(Self::unary)?;
        Ok(Expr {
            at: t.at,
            kind: Kind::Unary(op, Box::new(inner)),
        })
    }

    /// `-1^*` is `-1 + ^*` as the notation reads it: a minus sign glued
    /// to a number belongs to the number.
    fn negative_literal(&mut self, minus: usize, next: &Token) -> Result<Option<Expr>> {
        if !matches!(next.tok, Tok::Value(_))
            || !self.text[next.at..].starts_with(|c: char| c.is_ascii_digit())
        {
            return Ok(None);
        }
        let g = notation::parse(&self.text[minus..next.end])
            .map_err(|e| self.error(minus + e.column.saturating_sub(1), e.message))?;
        self.pos = next.end;
        self.after_number(g, minus).map(Some)
    }

    fn postfix(&mut self) -> Result<Expr> {
        let e = self.primary()?;
        let base = self.postfix_on(e)?;
        // `x^2`, `(1/2)^-3`: a power, right to left (`x^2^3` is x^(2^3)).
        let t = self.peek(false)?;
        if t.tok != Tok::Sym("^") {
            return Ok(base);
        }
        self.pos = t.end;
        if let Some(whole) = self.whole_exponent()? {
            return Ok(binary(BinOp::Pow, base, whole));
        }
        let exponent = self.nested(Self::unary)?;
        Ok(binary(BinOp::Pow, base, exponent))
    }

    /// The digits of an exponent glued to more notation, as CGSuite reads
    /// them: `omega^3*9` is `(omega^3)*9`, not `omega^(3 + *9)`.
    fn whole_exponent(&mut self) -> Result<Option<Expr>> {
        let t = self.peek(true)?;
        if !matches!(t.tok, Tok::Value(_)) {
            return Ok(None);
        }
        let literal = &self.text[t.at..t.end];
        let digits = literal.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 || digits == literal.len() || literal.as_bytes()[digits] != b'*' {
            return Ok(None);
        }
        let n: crate::numeric::Integer = literal[..digits].parse().expect("digits");
        self.pos = t.at + digits;
        Ok(Some(Expr {
            at: t.at,
            kind: Kind::Const(Value::Game(crate::value::Game::integer(n))),
        }))
    }

    /// Indexing `x[i]` and members `x.name`, `x.name(args)`.
    fn postfix_on(&mut self, mut e: Expr) -> Result<Expr> {
        loop {
            let t = self.peek(false)?;
            match t.tok {
                Tok::Sym("[") if !t.spaced => {
                    self.pos = t.end;
                    self.brackets += 1;
                    let index = self.expr()?;
                    self.expect("]", "to close the index")?;
                    self.brackets -= 1;
                    e = Expr {
                        at: e.at,
                        kind: Kind::Index(Box::new(e), Box::new(index)),
                    };
                }
                Tok::Sym(".") => {
                    self.pos = t.end;
                    let name = self.peek(false)?;
                    let Tok::Word(member) = name.tok else {
                        return Err(
                            self.error(name.at, "expected a name after '.', as in g.LeftOptions")
                        );
                    };
                    self.pos = name.end;
                    let mut args = vec![e];
                    let open = self.peek(false)?;
                    if open.tok == Tok::Sym("(") && !open.spaced {
                        self.pos = open.end;
                        args.extend(self.arguments(&member, name.at)?);
                    }
                    e = Expr {
                        at: name.at,
                        kind: Kind::Call(member, args),
                    };
                }
                _ => return Ok(e),
            }
        }
    }

    /// `x ->`, `(a, b) ->` or `() ->` ahead: the names and where the body
    /// starts.
    fn lambda_ahead(&mut self) -> Option<(Vec<String>, usize)> {
        let arrow = |p: &mut Self, at: usize| {
            let t = p.peek_from(at, false).ok()?;
            (t.tok == Tok::Sym("->")).then_some(t.end)
        };
        let name = |t: &Token| match &t.tok {
            Tok::Word(w) if !KEYWORDS.contains(&w.as_str()) => Some(w.clone()),
            _ => None,
        };
        let t = self.peek_from(self.pos, true).ok()?;
        if let Some(w) = name(&t) {
            return arrow(self, t.end).map(|end| (vec![w], end));
        }
        if t.tok != Tok::Sym("(") {
            return None;
        }
        let mut params = Vec::new();
        let mut at = t.end;
        loop {
            let t = self.peek_from(at, true).ok()?;
            if t.tok == Tok::Sym(")") && params.is_empty() {
                return arrow(self, t.end).map(|end| (params, end));
            }
            params.push(name(&t)?);
            let sep = self.peek_from(t.end, false).ok()?;
            at = sep.end;
            match sep.tok {
                Tok::Sym(",") => {}
                Tok::Sym(")") => return arrow(self, at).map(|end| (params, end)),
                _ => return None,
            }
        }
    }

    /// `x -> body`: the body reaches as far as an expression goes.
    fn lambda(&mut self, at: usize, params: Vec<String>, body_at: usize) -> Result<Expr> {
        let outer = self.lambda_names.len();
        for (i, p) in params.iter().enumerate() {
            if params[..i].contains(p) || self.lambda_names.contains(p) {
                return Err(self.error(at, format!("the name '{p}' is given twice")));
            }
        }
        self.lambda_names.extend(params.iter().cloned());
        self.pos = body_at;
        let body = self.skip_newlines().and_then(|()| self.expr());
        self.lambda_names.truncate(outer);
        let body = body?;
        let name = self.text[at..self.pos].trim_end().to_string();
        Ok(Expr {
            at,
            kind: Kind::Lambda(Rc::new(FnDef {
                name,
                at,
                params,
                body,
                source: self.source.clone(),
            })),
        })
    }

    fn primary(&mut self) -> Result<Expr> {
        if let Some((params, body_at)) = self.lambda_ahead() {
            let at = lexer::skip_blank(self.text, self.pos);
            return self.lambda(at, params, body_at);
        }
        let t = self.peek(true)?;
        let at = t.at;
        let kind = match t.tok {
            Tok::Value(g) => {
                self.pos = t.end;
                return self.after_number(g, at);
            }
            Tok::Text(s) => {
                self.pos = t.end;
                Kind::Const(Value::Str(s.into()))
            }
            Tok::Word(w) => {
                self.pos = t.end;
                return self.word(w, at);
            }
            Tok::Sym("(") => {
                self.pos = t.end;
                self.brackets += 1;
                let saved = std::mem::take(&mut self.in_braces);
                let e = self.expr()?;
                self.expect(")", &format!("to close the '(' at {}", self.place(at)))?;
                self.in_braces = saved;
                self.brackets -= 1;
                return Ok(e);
            }
            Tok::Sym("[") => {
                self.pos = t.end;
                self.brackets += 1;
                let saved = std::mem::take(&mut self.in_braces);
                let items = self.items("]")?;
                self.expect("]", &format!("to close the '[' at {}", self.place(at)))?;
                self.in_braces = saved;
                self.brackets -= 1;
                Kind::List(items)
            }
            Tok::Sym("{") => {
                if let Some(e) = self.loopy_literal(at, at)? {
                    return Ok(e);
                }
                if self.depth >= NOTATION_DEPTH {
                    if let Some(e) = self.notation_literal(at)? {
                        return Ok(e);
                    }
                }
                self.pos = t.end;
                return self.braces(at, false);
            }
            Tok::End => return Err(self.error(at, "expected a value, found the end of the input")),
            Tok::Newline => {
                return Err(self.error(at, "expected a value before the end of the line"))
            }
            ref other => {
                return Err(self.error(at, format!("expected a value, found {}", describe(other))))
            }
        };
        Ok(Expr { at, kind })
    }

    /// A literal of the loopy notation from `start` (a node's name glued
    /// to the brace, `+-`, or the `{` itself) to the brace matching the
    /// one at `open`, if it needs the loopy reader
    /// ([`loopy::needs_loopy_reader`]: it holds `pass`, a named node
    /// `a{…}`, …). Braces inside braces that do not need it do not either,
    /// so they are not looked at again.
    fn loopy_literal(&mut self, start: usize, open: usize) -> Result<Option<Expr>> {
        if open < self.loopy_checked {
            return Ok(None);
        }
        let Some(close) = matching_brace(self.text, open) else {
            return Ok(None);
        };
        self.loopy_checked = close;
        if !loopy::needs_loopy_reader(&self.text[start..=close]) {
            return Ok(None);
        }
        let value = loopy::literal(self.text, start, close + 1)?;
        self.pos = close + 1;
        Ok(Some(Expr {
            at: start,
            kind: Kind::Const(value),
        }))
    }

    /// A whole game literal of the notation at `at`, if it is one.
    fn notation_literal(&mut self, at: usize) -> Result<Option<Expr>> {
        let Some(close) = matching_brace(self.text, at) else {
            return Ok(None);
        };
        match notation::parse(&self.text[at..=close]) {
            Ok(g) => {
                self.pos = close + 1;
                Ok(Some(Expr {
                    at,
                    kind: Kind::Const(Value::Game(g)),
                }))
            }
            Err(_) => Ok(None),
        }
    }

    /// A number right before `Tiny(`/`Miny(` adds to it: `2Tiny(2)`.
    fn after_number(&mut self, g: crate::value::Game, at: usize) -> Result<Expr> {
        let value = Expr {
            at,
            kind: Kind::Const(Value::Game(g)),
        };
        let t = self.peek(false)?;
        match &t.tok {
            Tok::Word(w)
                if !t.spaced
                    && g.is_number()
                    && ["Tiny", "Miny", "tiny", "miny"].contains(&w.as_str()) =>
            {
                self.pos = t.end;
                let call = self.word(w.clone(), t.at)?;
                Ok(binary(BinOp::Add, value, call))
            }
            _ => Ok(value),
        }
    }

    /// A name, a call, a literal word or a block that starts with a word.
    fn word(&mut self, w: String, at: usize) -> Result<Expr> {
        let kind = match w.as_str() {
            "true" => Kind::Const(Value::Bool(true)),
            "false" => Kind::Const(Value::Bool(false)),
            "Nothing" => Kind::Const(Value::Nothing),
            "Player" => return self.player(at),
            "if" => return self.if_expr(at),
            "for" => return self.for_expr(at),
            "begin" => {
                let body = self.block()?;
                self.expect_word(
                    "end",
                    &format!("to close the 'begin' at {}", self.place(at)),
                )?;
                Kind::Begin(body)
            }
            _ if KEYWORDS.contains(&w.as_str()) => {
                return Err(self.error(
                    at,
                    format!("'{w}' is a keyword of the language, not a value"),
                ))
            }
            "game" if self.game_member()?.is_some() => return self.game_call(at),
            _ if self.class_member(&w)?.is_some() => {
                let (member, open) = self.class_member(&w)?.expect("a member");
                self.pos = open;
                Kind::Call(member.clone(), self.arguments(&member, at)?)
            }
            _ => {
                let t = self.peek(false)?;
                if t.tok == Tok::Sym("{") && t.at == at + w.len() {
                    if let Some(e) = self.loopy_literal(at, t.at)? {
                        return Ok(e);
                    }
                }
                if t.tok == Tok::Sym("(") {
                    self.pos = t.end;
                    Kind::Call(w.clone(), self.arguments(&w, at)?)
                } else {
                    Kind::Name(w)
                }
            }
        };
        Ok(Expr { at, kind })
    }

    /// `Class.Member(` after the word `class` (`Strip.Empty(8)`), when a
    /// built-in function is called `class.member`: its name and where
    /// its arguments start.
    fn class_member(&mut self, class: &str) -> Result<Option<(String, usize)>> {
        let dot = self.peek(false)?;
        if dot.tok != Tok::Sym(".") || dot.spaced {
            return Ok(None);
        }
        let member = self.peek_from(dot.end, false)?;
        let Tok::Word(m) = &member.tok else {
            return Ok(None);
        };
        let open = self.peek_from(member.end, false)?;
        let name = format!("{class}.{m}");
        if open.tok != Tok::Sym("(") || super::functions::function(&name).is_none() {
            return Ok(None);
        }
        Ok(Some((name, open.end)))
    }

    /// CGSuite's `game.grid.Clobber("…")`, `game.heap.Kayles`,
    /// `game.heap.Kayles(20)` or `game.heap.TakeAndBreak("0.77")(20)`
    /// (a heap ruleset applied to a heap size: `game.heap.position(rules,
    /// n)`).
    fn game_call(&mut self, at: usize) -> Result<Expr> {
        let (name, next, open) = self.game_member()?.expect("a member");
        self.pos = next;
        let args = match open {
            true => self.arguments(&name, at)?,
            false => Vec::new(),
        };
        let call = Expr {
            at,
            kind: Kind::Call(name.clone(), args),
        };
        let t = self.peek(false)?;
        if !name.starts_with("game.heap.") || t.tok != Tok::Sym("(") || t.spaced {
            return Ok(call);
        }
        self.pos = t.end;
        let position = "game.heap.position".to_string();
        let mut args = self.arguments(&position, at)?;
        args.insert(0, call);
        Ok(Expr {
            at,
            kind: Kind::Call(position, args),
        })
    }

    /// CGSuite's `game.graph.Snort(` or `game.grid.Clobber(` after the
    /// word `game`, when conway has that ruleset (`snort`, `clobber`;
    /// words joined by `_`: `game.graph.ArcKayles` is `arc_kayles`): the
    /// call's name as written (`game.graph.Snort`, which gives the
    /// position, not its value), where its arguments start and whether it
    /// has them (CGSuite's heap rulesets, `game.heap.Kayles`, may not).
    fn game_member(&mut self) -> Result<Option<(String, usize, bool)>> {
        let mut at = self.pos;
        let mut words = Vec::new();
        for _ in 0..2 {
            let dot = self.peek_from(at, false)?;
            let word = self.peek_from(dot.end, false)?;
            match (&dot.tok, &word.tok) {
                (Tok::Sym("."), Tok::Word(w)) if !dot.spaced => words.push(w.clone()),
                _ => return Ok(None),
            }
            at = word.end;
        }
        let open = self.peek_from(at, false)?;
        let name = format!("game.{}.{}", words[0], words[1]);
        let has_args = open.tok == Tok::Sym("(") && !open.spaced;
        if words[0] == "heap" && super::heap_rules::is_heap_class(&words[1]) {
            return Ok(Some((name, if has_args { open.end } else { at }, has_args)));
        }
        if !["graph", "grid"].contains(&words[0].as_str()) || open.tok != Tok::Sym("(") {
            return Ok(None);
        }
        match super::functions::cgsuite_ruleset(&words[1]) {
            Some(_) => Ok(Some((name, open.end, true))),
            None => Ok(None),
        }
    }

    /// CGSuite's `Player.Left` and `Player.Right`; `Player` read.
    fn player(&mut self, at: usize) -> Result<Expr> {
        let dot = self.peek(false)?;
        let name = self.peek_from(dot.end, false)?;
        let player = match (&dot.tok, &name.tok) {
            (Tok::Sym("."), Tok::Word(w)) if w == "Left" => crate::value::Player::Left,
            (Tok::Sym("."), Tok::Word(w)) if w == "Right" => crate::value::Player::Right,
            _ => return Err(self.error(at, "expected Player.Left or Player.Right")),
        };
        self.pos = name.end;
        Ok(Expr {
            at,
            kind: Kind::Const(Value::Player(player)),
        })
    }

    /// CGSuite's `name => value` for argument `index` of the function
    /// `function`: read past the name when the function takes that name
    /// at that place ([`NAMED_ARGUMENTS`](super::functions::NAMED_ARGUMENTS));
    /// an error naming the place otherwise.
    fn named_argument(&mut self, function: &str, index: usize) -> Result<()> {
        let t = self.peek(true)?;
        let Tok::Word(w) = &t.tok else {
            return Ok(());
        };
        let arrow = self.peek_from(t.end, false)?;
        if arrow.tok != Tok::Sym("=>") {
            return Ok(());
        }
        let known = super::functions::NAMED_ARGUMENTS
            .iter()
            .find(|(f, n, _)| f.eq_ignore_ascii_case(function) && n.eq_ignore_ascii_case(w));
        match known {
            Some(&(_, _, i)) if i == index => {
                self.pos = arrow.end;
                Ok(())
            }
            Some(&(_, n, i)) => Err(self.error(
                t.at,
                format!("{n} is argument {} of {function}: write the arguments before it first", i + 1),
            )),
            None => Err(self.error(
                t.at,
                format!("the named argument '{w}' of {function} is not supported (conway reads arguments by their place)"),
            )),
        }
    }

    /// Arguments after `(`, up to and with `)`.
    fn arguments(&mut self, name: &str, at: usize) -> Result<Vec<Expr>> {
        self.brackets += 1;
        let saved = std::mem::take(&mut self.in_braces);
        let mut args = Vec::new();
        let t = self.peek(true)?;
        if t.tok == Tok::Sym(")") {
            self.pos = t.end;
            self.brackets -= 1;
            self.in_braces = saved;
            return Ok(args);
        }
        loop {
            self.named_argument(name, args.len())?;
            args.push(self.argument()?);
            let t = self.peek(false)?;
            match t.tok {
                Tok::Sym(",") => self.pos = t.end,
                Tok::Sym(")") => {
                    self.pos = t.end;
                    self.brackets -= 1;
                    self.in_braces = saved;
                    return Ok(args);
                }
                Tok::End => {
                    return Err(self.error(
                        t.at,
                        format!("expected ')' to close the '{name}(' at {}", self.place(at)),
                    ))
                }
                _ => return Err(self.error(t.at, "expected ',' or ')' after an argument")),
            }
        }
    }

    /// An argument: an expression, or CGSuite's generator
    /// `Sum(x*x for x from 1 to 5)`, which passes the list it gathers.
    fn argument(&mut self) -> Result<Expr> {
        let at = self.peek(true)?.at;
        Ok(match self.item()? {
            Item::One(e) => e,
            many => Expr {
                at,
                kind: Kind::List(vec![many]),
            },
        })
    }

    /// Items of a list or of a side of a game, up to `close` or a `|`.
    fn items(&mut self, close: &str) -> Result<Vec<Item>> {
        let mut items = Vec::new();
        loop {
            let t = self.peek(true)?;
            if t.tok == Tok::End && items.is_empty() {
                // The caller names the bracket left open.
                return Ok(items);
            }
            if t.tok == Tok::Sym(close_sym(close)) || matches!(t.tok, Tok::Slashes(_)) {
                if !items.is_empty() {
                    return Err(self.error(t.at, "expected an item after ','"));
                }
                return Ok(items);
            }
            items.push(self.item()?);
            let t = self.peek(false)?;
            if t.tok != Tok::Sym(",") {
                return Ok(items);
            }
            self.pos = t.end;
        }
    }

    /// `expr` or `expr for x in … where …`.
    fn item(&mut self) -> Result<Item> {
        let e = self.expr()?;
        let mut clauses = Vec::new();
        while let Some(t) = self.is_word(false, "for")? {
            self.pos = t.end;
            clauses.push(self.clause()?);
        }
        Ok(if clauses.is_empty() {
            Item::One(e)
        } else {
            Item::Many(e, clauses)
        })
    }

    /// `x in LIST` or `n from a to b (by s)`, then `where c`.
    fn clause(&mut self) -> Result<Clause> {
        let t = self.peek(true)?;
        let Tok::Word(var) = t.tok else {
            return Err(self.error(t.at, "expected the loop's name after 'for'"));
        };
        if KEYWORDS.contains(&var.as_str()) {
            return Err(self.error(t.at, format!("'{var}' is a keyword, not a name")));
        }
        self.pos = t.end;
        let how = self.peek(false)?;
        let source = match &how.tok {
            Tok::Word(w) if w == "in" => {
                self.pos = how.end;
                Source::In(self.expr()?)
            }
            Tok::Word(w) if w == "from" => {
                self.pos = how.end;
                let from = self.expr()?;
                let to = match self.is_word(false, "to")? {
                    Some(t) => {
                        self.pos = t.end;
                        Some(self.expr()?)
                    }
                    None => None,
                };
                let by = match self.is_word(false, "by")? {
                    Some(b) => {
                        self.pos = b.end;
                        Some(self.expr()?)
                    }
                    None => None,
                };
                Source::FromTo(from, to, by)
            }
            Tok::Sym(":=") => {
                self.pos = how.end;
                let e = self.expr()?;
                Source::In(Expr {
                    at: e.at,
                    kind: Kind::List(vec![Item::One(e)]),
                })
            }
            _ => {
                return Err(self.error(
                    how.at,
                    "expected 'in', 'from' or ':=': for x in [1, 2], for n from 1 to 10",
                ))
            }
        };
        let until = match self.is_word(false, "while")? {
            Some(w) => {
                self.pos = w.end;
                Some(self.expr()?)
            }
            None => None,
        };
        if matches!(source, Source::FromTo(_, None, _)) && until.is_none() {
            return Err(self.error(
                how.at,
                "expected 'to' or 'while' after 'for n from a': for n from 1 to 10",
            ));
        }
        let filter = match self.is_word(false, "where")? {
            Some(w) => {
                self.pos = w.end;
                Some(self.expr()?)
            }
            None => None,
        };
        Ok(Clause {
            var,
            source,
            until,
            filter,
        })
    }

    /// `{` read; the sides of a game up to `}`. With `plain`, options
    /// without `|` are allowed (for `+-{a, b}`) and give a list.
    fn braces(&mut self, open: usize, plain: bool) -> Result<Expr> {
        if !plain {
            if let Some(map) = self.map_literal(open)? {
                return Ok(map);
            }
        }
        self.brackets += 1;
        self.in_braces += 1;
        let mut sides = vec![self.items("}")?];
        let mut seps: Vec<(usize, usize)> = Vec::new();
        loop {
            let t = self.peek(false)?;
            match t.tok {
                Tok::Slashes(n) => {
                    self.pos = t.end;
                    seps.push((n, t.at));
                    sides.push(self.items("}")?);
                }
                Tok::Sym("}") => {
                    self.pos = t.end;
                    break;
                }
                Tok::End => {
                    return Err(self.error(
                        t.at,
                        format!("expected '}}' to close the '{{' at {}", self.place(open)),
                    ))
                }
                _ => return Err(self.error(t.at, "expected ',', '|' or '}' after an option")),
            }
        }
        self.in_braces -= 1;
        self.brackets -= 1;
        if seps.is_empty() {
            if plain {
                return Ok(Expr {
                    at: open,
                    kind: Kind::List(sides.pop().expect("one side")),
                });
            }
            return Ok(Expr {
                at: open,
                kind: Kind::Set(sides.pop().expect("one side")),
            });
        }
        self.reduce(open, sides, &seps)
    }

    /// CGSuite's map `{k => v, ...}` (or `{=>}`, or `{k => v for x in L}`)
    /// after the `{` at `open`, if the braces hold a `=>` of their own:
    /// each entry is the pair `[k, v]`. Otherwise nothing is read.
    fn map_literal(&mut self, open: usize) -> Result<Option<Expr>> {
        let t = self.peek(true)?;
        if t.tok == Tok::Sym("=>") {
            self.pos = t.end;
            self.expect("}", "to close the empty map {=>}")?;
            return Ok(Some(Expr {
                at: open,
                kind: Kind::Map(Vec::new()),
            }));
        }
        if !arrow_inside(self.text, open) {
            return Ok(None);
        }
        self.brackets += 1;
        self.in_braces += 1;
        let mut key = self.expr()?;
        let mut entries = Vec::new();
        loop {
            self.expect("=>", "after a map's key: {key => value}")?;
            self.skip_newlines()?;
            let value = self.expr()?;
            let pair = Expr {
                at: key.at,
                kind: Kind::List(vec![Item::One(key), Item::One(value)]),
            };
            let mut clauses = Vec::new();
            while let Some(t) = self.is_word(false, "for")? {
                self.pos = t.end;
                clauses.push(self.clause()?);
            }
            entries.push(match clauses.is_empty() {
                true => Item::One(pair),
                false => Item::Many(pair, clauses),
            });
            let t = self.peek(false)?;
            match t.tok {
                Tok::Sym(",") => {
                    self.pos = t.end;
                    self.skip_newlines()?;
                    key = self.expr()?;
                }
                Tok::Sym("}") => {
                    self.pos = t.end;
                    break;
                }
                _ => return Err(self.error(t.at, "expected ',' or '}' after a map's entry")),
            }
        }
        self.brackets -= 1;
        self.in_braces -= 1;
        Ok(Some(Expr {
            at: open,
            kind: Kind::Map(entries),
        }))
    }

    /// Sides separated by slashes: more slashes separate outer levels,
    /// `{a || b | c}` is `{a || {b | c}}`.
    fn reduce(
        &self,
        at: usize,
        mut sides: Vec<Vec<Item>>,
        seps: &[(usize, usize)],
    ) -> Result<Expr> {
        let most = seps.iter().map(|s| s.0).max().expect("a separator");
        let at_most: Vec<usize> = (0..seps.len()).filter(|&i| seps[i].0 == most).collect();
        if at_most.len() > 1 {
            let (first, second) = (seps[at_most[0]].1, seps[at_most[1]].1);
            return Err(self.error(
                second,
                format!(
                    "ambiguous slashes: this '{}' and the one at {} are on the same level; put braces around one side, as in {{{{a|b}}|c}}",
                    "|".repeat(most),
                    self.place(first)
                ),
            ));
        }
        let split = at_most[0];
        let right_sides = sides.split_off(split + 1);
        let left = self.side(at, sides, &seps[..split])?;
        let right = self.side(seps[split].1, right_sides, &seps[split + 1..])?;
        Ok(Expr {
            at,
            kind: Kind::Game(left, right),
        })
    }

    /// One side of a split: its items, or a game of its own.
    fn side(
        &self,
        at: usize,
        mut sides: Vec<Vec<Item>>,
        seps: &[(usize, usize)],
    ) -> Result<Vec<Item>> {
        if seps.is_empty() {
            return Ok(sides.pop().expect("one side"));
        }
        Ok(vec![Item::One(self.reduce(at, sides, seps)?)])
    }

    /// `if c then … (elseif c then …)* (else …)? end`; `if` read.
    fn if_expr(&mut self, at: usize) -> Result<Expr> {
        let mut branches = Vec::new();
        let mut otherwise = None;
        loop {
            self.skip_newlines()?;
            let cond = self.expr()?;
            self.expect_word("then", "after the condition of 'if'")?;
            let block = self.block()?;
            branches.push((cond, block));
            self.skip_newlines()?;
            let t = self.peek(false)?;
            match &t.tok {
                Tok::Word(w) if w == "elseif" || w == "elif" => self.pos = t.end,
                Tok::Word(w) if w == "else" => {
                    self.pos = t.end;
                    otherwise = Some(self.block()?);
                    self.expect_word("end", &format!("to close the 'if' at {}", self.place(at)))?;
                    break;
                }
                Tok::Word(w) if w == "end" => {
                    self.pos = t.end;
                    break;
                }
                _ => {
                    return Err(self.error(
                        t.at,
                        format!(
                            "expected 'elseif', 'else' or 'end' for the 'if' at {}",
                            self.place(at)
                        ),
                    ))
                }
            }
        }
        Ok(Expr {
            at,
            kind: Kind::If(branches, otherwise),
        })
    }

    /// `for clause (for clause)* (do | yield) block end`; `for` read.
    fn for_expr(&mut self, at: usize) -> Result<Expr> {
        let mut clauses = vec![self.clause()?];
        let yields;
        loop {
            self.skip_newlines()?;
            let t = self.peek(false)?;
            match &t.tok {
                Tok::Word(w) if w == "for" => {
                    self.pos = t.end;
                    clauses.push(self.clause()?);
                }
                Tok::Word(w) if w == "do" || w == "yield" => {
                    yields = w == "yield";
                    self.pos = t.end;
                    break;
                }
                _ => {
                    return Err(self.error(t.at, "expected 'do' or 'yield' after the loop's range"))
                }
            }
        }
        let mut bodies = vec![self.block()?];
        if yields {
            while let Some(t) = self.is_word(false, "yield")? {
                self.pos = t.end;
                bodies.push(self.block()?);
            }
        }
        self.expect_word("end", &format!("to close the 'for' at {}", self.place(at)))?;
        let gathering = match bodies.len() {
            _ if !yields => Gathering::Do,
            1 => Gathering::Yield,
            _ => Gathering::YieldEach,
        };
        let body = match bodies.len() {
            1 => bodies.pop().expect("a body"),
            _ => {
                // Each `yield`'s block, run as an expression, into one list.
                let truth = |b: &Block| Expr {
                    at,
                    kind: Kind::If(
                        vec![(
                            Expr {
                                at,
                                kind: Kind::Const(Value::Bool(true)),
                            },
                            b.clone(),
                        )],
                        None,
                    ),
                };
                let items = bodies.iter().map(|b| Item::One(truth(b))).collect();
                Rc::new(vec![Stmt::Expr(Expr {
                    at,
                    kind: Kind::List(items),
                })])
            }
        };
        Ok(Expr {
            at,
            kind: Kind::For(clauses, body, gathering),
        })
    }

    /// Statements separated by `;` or line breaks, up to `end`, `else` or
    /// `elseif`.
    fn block(&mut self) -> Result<Block> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            let at = self.peek(true)?.at;
            return Err(self.error(
                at,
                format!("nested too deeply: at most {MAX_NESTING} levels"),
            ));
        }
        let saved = self.brackets;
        // Line breaks separate statements in a block, even inside brackets.
        self.brackets = 0;
        let saved_braces = self.in_braces;
        self.in_braces = 0;
        let mut stmts = Vec::new();
        loop {
            let t = self.peek(true)?;
            match &t.tok {
                Tok::Newline | Tok::Sym(";") => self.pos = t.end,
                Tok::Word(w)
                    if ["end", "else", "elseif", "elif", "yield"].contains(&w.as_str()) =>
                {
                    break
                }
                Tok::End => break,
                _ => {
                    stmts.push(self.simple_statement(false)?);
                    let t = self.peek(false)?;
                    match &t.tok {
                        Tok::Newline | Tok::Sym(";") => self.pos = t.end,
                        Tok::Word(w)
                            if ["end", "else", "elseif", "elif", "yield"].contains(&w.as_str()) => {
                        }
                        Tok::End => {}
                        other => return Err(self.error(t.at, unexpected_after_value(other))),
                    }
                }
            }
        }
        self.brackets = saved;
        self.in_braces = saved_braces;
        self.depth -= 1;
        if stmts.is_empty() {
            stmts.push(Stmt::Expr(Expr {
                at: self.pos,
                kind: Kind::Const(Value::Nothing),
            }));
        }
        Ok(Rc::new(stmts))
    }

    /// `line:column` of byte `at`, for messages.
    fn place(&self, at: usize) -> String {
        let e = ParseError::at(self.text, at, "");
        format!("{}:{}", e.line, e.column)
    }
}

fn binary(op: BinOp, left: Expr, right: Expr) -> Expr {
    Expr {
        at: left.at,
        kind: Kind::Binary(op, Box::new(left), Box::new(right)),
    }
}

fn close_sym(close: &str) -> &'static str {
    match close {
        "]" => "]",
        _ => "}",
    }
}

fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Value(g) => format!("the value {g}"),
        Tok::Word(w) => format!("'{w}'"),
        Tok::Text(_) => "a string".to_string(),
        Tok::Slashes(n) => format!("'{}'", "|".repeat(*n)),
        Tok::Sym(s) => format!("'{s}'"),
        Tok::LoopyShorthand => "a loopy value".to_string(),
        Tok::Newline => "the end of the line".to_string(),
        Tok::End => "the end of the input".to_string(),
    }
}

fn unexpected_after_value(tok: &Tok) -> String {
    format!(
        "expected an operator (+ - * == >= ...), ';' or the end of the line, found {}",
        describe(tok)
    )
}

/// The offset of the `}` matching the `{` at `open`, outside strings.
/// Whether the braces opened at `open` hold a `=>` outside any inner
/// bracket or string: they are a map.
fn arrow_inside(text: &str, open: usize) -> bool {
    let bytes = text.as_bytes();
    let (mut depth, mut i, mut quoted) = (0usize, open + 1, false);
    while i < bytes.len() {
        match bytes[i] {
            b'"' => quoted = !quoted,
            _ if quoted => {}
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' if depth == 0 => return false,
            b')' | b']' | b'}' => depth -= 1,
            b'=' if depth == 0 && bytes.get(i + 1) == Some(&b'>') => return true,
            _ => {}
        }
        i += 1;
    }
    false
}

fn matching_brace(text: &str, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut quoted = false;
    for (i, b) in text.bytes().enumerate().skip(open) {
        match b {
            b'"' => quoted = !quoted,
            b'{' if !quoted => depth += 1,
            b'}' if !quoted => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}
