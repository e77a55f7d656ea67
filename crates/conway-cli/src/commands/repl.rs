//! `conway repl` (and `conway` alone at a terminal): the worksheet.
//!
//! The language is the library's ([`conway::worksheet`]); this module
//! only reads lines (with rustyline's editing and history at a terminal,
//! plainly from a pipe), runs each under the limits and prints the
//! answer. An error is one line on stderr and the worksheet goes on.

use super::analyze::emit;
use crate::failure::Failure;
use crate::limits::{self, Limits};
use conway::control::Stop;
use conway::worksheet::{Error, Output, Worksheet};
use rustyline::error::ReadlineError;
use rustyline::DefaultEditor;
use std::io::{BufRead, IsTerminal};
use std::path::PathBuf;

/// Arguments of `conway repl`.
#[derive(clap::Args, Default)]
#[command(
    after_help = "Reads statements a line at a time and prints their answers:

  > g = {1|*}
  g = {1|*}
  > g + ^
  {1^|^*}
  > g >= 0
  true
  > thermograph({3||2*|1*})
  > domineering(\"..|..|..\")
  > grundy(\"0.77\", 20)
  > help                       (the statements, functions and rulesets)

At a terminal, lines can be edited and recalled (history in ~/.conway_history);
Ctrl-C abandons the line being typed or stops a long computation, and quit,
exit or Ctrl-D leaves. `conway` with no arguments at a terminal starts it too.

From a pipe or file it prints the answers without prompts, errors on stderr
with their line numbers, and exits with code 2 if a line failed (3 if a limit
stopped one):
  conway repl < script.txt
  echo 'outcome(clobber(\"xo|ox\"))' | conway repl

The limits apply to each line on its own."
)]
pub struct Args {
    #[command(flatten)]
    pub limits: Limits,
}

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    if json {
        return Err(Failure::input(
            "--json",
            "conway repl prints text; for JSON use conway value, compare or analyze",
        ));
    }
    if std::io::stdin().is_terminal() {
        interactive(&args.limits)
    } else {
        script(&args.limits)
    }
}

/// Why a line gave no answer, as the command line reports it.
enum Problem {
    /// A syntax error or an impossible request: `column N: ...`.
    Input(String),
    /// A limit or Ctrl-C stopped the computation.
    Stopped(Stop, Failure),
}

/// Evaluates one line under the limits (with a progress bar and Ctrl-C),
/// and writes its answer under them too (a value's form can be huge):
/// the text to show, or `None` to quit.
fn evaluate(sheet: &mut Worksheet, line: &str, limits: &Limits) -> Result<Option<String>, Problem> {
    let watch = limits.watch("evaluating");
    let stopped = |stop| Problem::Stopped(stop, watch.stopped(stop));
    let answer = match sheet.eval_line_with(line, watch.control()) {
        Ok(Output::Quit) => Ok(None),
        Ok(output) => watch
            .watched(|| output.to_string())
            .map(Some)
            .map_err(stopped),
        Err(Error::Stopped(stop)) => Err(stopped(stop)),
        Err(e) => Err(Problem::Input(e.to_string())),
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
        Err(_) => return script(limits),
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
    loop {
        let line = match editor.readline("> ") {
            Ok(line) => line,
            Err(ReadlineError::Interrupted) => continue,
            Err(ReadlineError::Eof) => break,
            Err(e) => return Err(Failure::internal(format!("cannot read the terminal: {e}"))),
        };
        if !line.trim().is_empty() {
            let _ = editor.add_history_entry(line.as_str());
            if let Some(path) = &history {
                let _ = editor.save_history(path);
            }
        }
        match evaluate(&mut sheet, &line, limits) {
            Ok(None) => break,
            Ok(Some(text)) => show(&text)?,
            Err(Problem::Input(message)) => eprintln!("error: {message}"),
            // On a new line: the terminal has echoed ^C.
            Err(Problem::Stopped(Stop::Interrupted, failure)) => {
                eprintln!("\n{}", failure.message())
            }
            Err(Problem::Stopped(_, failure)) => eprintln!("{}", failure.message()),
        }
    }
    Ok(())
}

/// From a pipe or a file: answers without prompts; errors name the line.
/// The exit code says whether a line failed (2) or was stopped by a limit
/// (3); Ctrl-C stops the whole script (130).
fn script(limits: &Limits) -> Result<(), Failure> {
    let mut sheet = Worksheet::new();
    let mut failed: Vec<usize> = Vec::new();
    let mut stopped: Option<Failure> = None;
    for (i, line) in std::io::stdin().lock().lines().enumerate() {
        let number = i + 1;
        let line = line.map_err(|e| Failure::input(format!("standard input line {number}"), e))?;
        match evaluate(&mut sheet, &line, limits) {
            Ok(None) => break,
            Ok(Some(text)) => show(&text)?,
            Err(Problem::Input(message)) => {
                eprintln!("error: line {number}, {message}");
                failed.push(number);
            }
            Err(Problem::Stopped(stop, failure)) => {
                eprintln!("error: line {number}: {}", failure.message());
                if stop == Stop::Interrupted {
                    return Err(failure);
                }
                stopped.get_or_insert(failure);
            }
        }
    }
    if let Some(&first) = failed.first() {
        let lines = if failed.len() == 1 {
            "1 line".to_string()
        } else {
            format!("{} lines", failed.len())
        };
        return Err(Failure::input(
            "standard input",
            format!("{lines} failed, the first at line {first}"),
        ));
    }
    stopped.map_or(Ok(()), Err)
}
