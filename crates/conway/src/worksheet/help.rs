//! `help` and `help NAME`: what the worksheet knows, from its own tables
//! and the ruleset registry.

use super::functions::{call_name, function, ruleset, Gives, FUNCTIONS};
use crate::rulesets;
use std::fmt::Write;

/// The statements, with what they do.
const STATEMENTS: &[(&str, &str)] = &[
    ("EXPR", "the value of EXPR, in CGSuite's notation"),
    ("NAME = EXPR", "gives NAME the value of EXPR"),
    (
        "EXPR OP EXPR",
        "true or false; OP is >= <= == != < > || (confused) <| (less or confused) |> (greater or confused)",
    ),
    ("help [NAME]", "this list, or more on one function, ruleset or statement"),
    ("names", "the names assigned so far and their values"),
    ("quit, exit", "leave (Ctrl-D too)"),
    ("// text", "a comment, anywhere on a line"),
];

/// More on the statements, for `help NAME`.
const KEYWORD_HELP: &[(&str, &str)] = &[
    (
        "help",
        "help lists the statements, functions and rulesets; help NAME says more about one of them.",
    ),
    (
        "names",
        "names lists the names assigned so far, with their values.",
    ),
    ("quit", "quit (or exit, or Ctrl-D) leaves the worksheet."),
    ("exit", "exit (or quit, or Ctrl-D) leaves the worksheet."),
];

const NOTATION: &str =
    "Values: 3, -2, 3/4, *, *3, ^, v, ^^*, ^3, {1|0}, {3||2*|1*}, +-1, Tiny(2), Miny(1/4), \
2Tiny(2), ^<2> (up-nth), ^[3] (up + ^<2> + ^<3>); sums and differences with + and -, \
grouped with ( ); names (g), calls of functions; a name is letters, digits and _.";

/// The answer to `help`.
pub(super) fn overview() -> String {
    let mut out = String::from("Statements:\n");
    for (form, what) in STATEMENTS {
        let _ = writeln!(out, "  {form:<16} {what}");
    }
    let _ = writeln!(out, "{NOTATION}");
    out.push_str("Functions (help NAME for more):\n");
    for f in FUNCTIONS {
        let _ = writeln!(out, "  {:<20} {}", f.usage, f.summary);
    }
    out.push_str(
        "Rulesets: NAME(\"POSITION\") is the position's value (*n for impartial games):\n",
    );
    for r in rulesets::all() {
        let call = format!("{}(\"{}\")", call_name(r), r.example());
        let _ = writeln!(out, "  {call:<36} {}", r.summary());
    }
    out.trim_end().to_string()
}

/// The answer to `help NAME`, if there is one.
pub(super) fn topic(name: &str) -> Option<String> {
    if let Some(f) = function(name) {
        let mut out = format!("{}: {}", f.usage, f.summary);
        if !f.aliases.is_empty() {
            let _ = write!(out, "\n  also written: {}", f.aliases.join(", "));
        }
        if let Gives::Report(what) = f.gives {
            let _ = write!(out, "\n  gives {what}, so it stands alone on its line");
        }
        let _ = write!(out, "\n  example: {}", f.example);
        return Some(out);
    }
    if let Some(r) = ruleset(name) {
        let call = call_name(r);
        return Some(format!(
            "{call}(\"POSITION\"): {} ({}; its value is {})\n  positions: {}\n  example: {call}(\"{}\")",
            r.summary(),
            r.kind(),
            match r.kind() {
                rulesets::Kind::Impartial => "a nimber *n",
                rulesets::Kind::Partizan => "a canonical form",
            },
            r.syntax(),
            r.example()
        ));
    }
    KEYWORD_HELP
        .iter()
        .find(|(k, _)| *k == name)
        .map(|(_, text)| text.to_string())
}
