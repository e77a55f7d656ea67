//! `conway repl` (and `conway` alone at a terminal): the worksheet.
//!
//! The language is the library's ([`conway::worksheet`]); this module
//! only reads lines (with rustyline's editing and history at a terminal,
//! plainly from a pipe), runs each under the limits and prints the
//! answer. An error is one line on stderr and the worksheet goes on.

use crate::failure::Failure;
use crate::limits::{self, Limits};
use crate::output::{self, emit};
use conway::control::Stop;
use conway::worksheet::{document, Error, Output, Script, Worksheet};
use rustyline::error::ReadlineError;
use rustyline::DefaultEditor;
use std::io::{IsTerminal, Read};
use std::path::PathBuf;

/// Arguments of `conway repl`.
#[derive(clap::Args, Default)]
#[command(
    after_help = "Reads statements a line at a time and prints their answers:

  > g := {1|*}
  g = {1|*}
  > g + ^
  {1^|^*}
  > g >= 0
  true
  > f(n) := if n == 0 then 0 else {f(n-1) | -f(n-1)} end
  > for n from 0 to 3 do f(n) end
  > leftoptions(g); 2 * g; g.LeftOptions
  > thermograph({3||2*|1*})
  > domineering(\"..|..|..\")
  > grundy(\"0.77\", 20)
  > help                       (the statements, functions and rulesets)

At a terminal, lines can be edited and recalled (history in ~/.conway_history);
Ctrl-C abandons the line being typed or stops a long computation, and quit,
exit or Ctrl-D leaves. `conway` with no arguments at a terminal starts it too.

From a file or a pipe it runs a script: statements end at the end of their
line unless a bracket or an if/for block is still open. It prints the answers
without prompts, errors on stderr with file:line:column, and exits with code 2
if a statement failed (3 if a limit stopped one):
  conway repl script.cgs
  conway repl --json script.cgs       (one JSON object per statement)
  conway repl < script.txt
  echo 'outcome(clobber(\"xo|ox\"))' | conway repl

The limits apply to each statement on its own, and reach user-defined
recursion and loops (each call and each turn counts as a position)."
)]
pub struct Args {
    /// A script to run (a file of statements); standard input if left out.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    #[command(flatten)]
    pub limits: Limits,
}

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    if let Some(path) = &args.file {
        let text = std::fs::read_to_string(path).map_err(|e| Failure::input(path.display(), e))?;
        return script(&text, &path.display().to_string(), &args.limits, json);
    }
    if std::io::stdin().is_terminal() && !json {
        interactive(&args.limits)
    } else {
        script(&read_stdin()?, "standard input", &args.limits, json)
    }
}

/// All of standard input.
fn read_stdin() -> Result<String, Failure> {
    let mut text = String::new();
    std::io::stdin()
        .lock()
        .read_to_string(&mut text)
        .map_err(|e| Failure::input("standard input", e))?;
    Ok(text)
}

/// Why a line gave no answer, as the command line reports it.
enum Problem {
    /// A syntax error or an impossible request: `column N: ...`.
    Input(Error),
    /// A limit or Ctrl-C stopped the computation.
    Stopped(Stop, Failure),
}

/// Evaluates one line under the limits (with a progress bar and Ctrl-C)
/// and writes its answer as text: the text to show, or `None` to quit.
fn evaluate(sheet: &mut Worksheet, line: &str, limits: &Limits) -> Result<Option<String>, Problem> {
    let watch = limits.watch("evaluating");
    let result = sheet.eval_line_with(line, watch.control());
    settle(result, watch, Output::to_string)
}

/// The answer of a statement, as the command line reports it: written by
/// `write` under the statement's own limits too (a value's form can be
/// huge), or `None` to quit.
fn settle(
    result: Result<Output, Error>,
    watch: limits::Watch,
    write: impl FnOnce(&Output) -> String,
) -> Result<Option<String>, Problem> {
    let stopped = |stop| Problem::Stopped(stop, watch.stopped(stop));
    let answer = match result {
        Ok(Output::Quit) => Ok(None),
        Ok(output) => watch.watched(|| write(&output)).map(Some).map_err(stopped),
        Err(Error::Stopped(stop)) => Err(stopped(stop)),
        Err(e) => Err(Problem::Input(e)),
    };
    drop(watch);
    // A Ctrl-C that stopped this line must not stop the next one.
    limits::rearm_interrupts();
    answer
}

/// Prints an answer (nothing for an empty line).
fn show(text: &str) -> Result<(), Failure> {
    if text.is_empty() {
        return Ok(());
    }
    emit(&format!("{text}\n"))
}

/// Where the history is kept: `$HOME/.conway_history`.
fn history_path() -> Option<PathBuf> {
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(|h| PathBuf::from(h).join(".conway_history"))
}

/// At a terminal: line editing, history, prompts; never stops on an error.
fn interactive(limits: &Limits) -> Result<(), Failure> {
    let mut editor = match DefaultEditor::new() {
        Ok(editor) => editor,
        // No usable terminal after all: read plainly.
        Err(_) => return script(&read_stdin()?, "standard input", limits, false),
    };
    let history = history_path();
    if let Some(path) = &history {
        // A missing or unreadable history is no reason to stop.
        let _ = editor.load_history(path);
    }
    emit(&format!(
        "conway {} worksheet: 'help' lists what it knows; 'quit' or Ctrl-D leaves.\n",
        env!("CARGO_PKG_VERSION")
    ))?;
    let mut sheet = Worksheet::new();
    let mut pending = String::new();
    loop {
        let prompt = if pending.is_empty() { "> " } else { ". " };
        let line = match editor.readline(prompt) {
            Ok(line) => line,
            Err(ReadlineError::Interrupted) => {
                pending.clear();
                continue;
            }
            Err(ReadlineError::Eof) => break,
            Err(ReadlineError::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                return Err(output::write_failure(e))
            }
            Err(e) => return Err(Failure::internal(format!("cannot read the terminal: {e}"))),
        };
        // A statement left open (a bracket, an if or for without end)
        // goes on on the next line.
        pending.push_str(&line);
        if Worksheet::is_incomplete(&pending) {
            pending.push('\n');
            continue;
        }
        let line = std::mem::take(&mut pending);
        if !line.trim().is_empty() {
            let _ = editor.add_history_entry(line.as_str());
            if let Some(path) = &history {
                let _ = editor.save_history(path);
            }
        }
        match evaluate(&mut sheet, &line, limits) {
            Ok(None) => break,
            Ok(Some(text)) => show(&text)?,
            Err(_) if output::is_closed() => return Err(Failure::output_closed()),
            Err(Problem::Input(e)) => eprintln!("error: {e}"),
            // On a new line: the terminal has echoed ^C.
            Err(Problem::Stopped(Stop::Interrupted, failure)) => {
                eprintln!("\n{}", failure.message())
            }
            Err(Problem::Stopped(_, failure)) => eprintln!("{}", failure.message()),
        }
    }
    Ok(())
}

/// From a file or a pipe: answers without prompts; errors name the
/// place (`FILE:line:column`, or the line of standard input). The exit
/// code says whether a statement failed (2) or was stopped by a limit
/// (3); Ctrl-C stops the whole script (130).
fn script(text: &str, name: &str, limits: &Limits, json: bool) -> Result<(), Failure> {
    let mut sheet = Worksheet::new();
    let mut script = Script::new(text);
    let mut failed: Vec<usize> = Vec::new();
    let mut stopped: Option<Failure> = None;
    let stdin = name == "standard input";
    loop {
        // Nobody reads the answers any more (`| head`): stop, quietly.
        if output::is_closed() {
            return Err(Failure::output_closed());
        }
        let watch = limits.watch("evaluating");
        let Some(step) = sheet.step(&mut script, watch.control()) else {
            break;
        };
        let line = step.line;
        let write = |output: &Output| {
            if json {
                conway::schema::document(document::answer(line, output)).to_string()
            } else {
                output.to_string()
            }
        };
        match settle(step.result, watch, write) {
            Ok(None) => break,
            Ok(Some(text)) => show(&text)?,
            Err(_) if output::is_closed() => return Err(Failure::output_closed()),
            Err(Problem::Input(e)) => {
                let (l, c, text) = match &e {
                    Error::Syntax(p) => (p.line, p.column, p.message.clone()),
                    other => (line, 1, other.to_string()),
                };
                let place = if stdin {
                    format!("line {l}, column {c}")
                } else {
                    format!("{name}:{l}:{c}")
                };
                eprintln!("error: {place}: {text}");
                failed.push(line);
            }
            Err(Problem::Stopped(stop, failure)) => {
                eprintln!("error: line {line}: {}", failure.message());
                if stop == Stop::Interrupted {
                    return Err(failure);
                }
                stopped.get_or_insert(failure);
            }
        }
    }
    if let Some(&first) = failed.first() {
        let statements = if failed.len() == 1 {
            "1 statement".to_string()
        } else {
            format!("{} statements", failed.len())
        };
        return Err(Failure::input(
            name,
            format!("{statements} failed, the first at line {first}"),
        ));
    }
    stopped.map_or(Ok(()), Err)
}
