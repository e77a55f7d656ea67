//! `help` and `help NAME`: what the worksheet knows, from its own tables
//! and the ruleset registry.

use super::functions::{call_name, function, ruleset};
use crate::rulesets;
use std::fmt::Write;

/// The statements, with what they do.
const STATEMENTS: &[(&str, &str)] = &[
    ("EXPR", "the value of EXPR, in CGSuite's notation"),
    ("NAME := EXPR", "gives NAME the value of EXPR (NAME = EXPR too)"),
    ("F(X, Y) := EXPR", "defines a function; recursive calls are remembered (memoised)"),
    (
        "EXPR OP EXPR",
        "true or false; OP is >= <= == != < > || or <> (confused) <| (less or confused) |> (greater or confused)",
    ),
    ("if C then A elseif D then B else E end", "a choice; C and D are true or false"),
    ("for X in L do S end", "runs S for each item of a list or range; gives the list of S's values"),
    ("for N from A to B by K do S end", "the same over whole numbers (by K is optional); 'yield' for 'do' keeps every value"),
    ("[E for X in L where C]", "a list comprehension; { E for X in L | ... } builds a game's options likewise"),
    ("S; S", "statements in a row; in scripts a statement ends at the end of its line unless a bracket or block is open"),
    ("help [NAME]", "this list, or more on one function, ruleset or statement (help if, help for, help assign)"),
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
    (
        "if",
        "if C then A elseif D then B else E end: A if C is true, else B if D is, else E (nothing without else). \
         Blocks hold statements separated by ';' or line breaks. As in CGScript.\n  example: sign(n) := if n > 0 then 1 elseif n < 0 then -1 else 0 end",
    ),
    (
        "for",
        "for x in L do S end, for n from a to b by k do S end: S for each item; the loop gives the list of S's values \
         (those that are not nothing; 'yield' instead of 'do' keeps all), so print(...) inside shows them instead. \
         'where C' skips items; several 'for' clauses nest. In brackets: [e for x in L where C], { e for x in L | ... }.\n  example: for n from 1 to 5 do n * ^ end",
    ),
    (
        "assign",
        "NAME := EXPR gives NAME a value; F(X, Y) := EXPR defines a function of X and Y (recursive, and remembered: \
         a call with the same arguments is computed once). '=' does the same, as in CGSuite 1.\n  example: f(n) := if n == 0 then 0 else {f(n-1) | } end",
    ),
    ("exit", "exit (or quit, or Ctrl-D) leaves the worksheet."),
];

const NOTATION: &str =
    "Values: 3, -2, 3/4, *, *3, ^, v, ^^*, ^3, {1|0}, {3||2*|1*}, +-1, Tiny(2), Miny(1/4), \
2Tiny(2), ^<2> (up-nth), ^[3] (up + ^<2> + ^<3>); integers of any size; true, false; \"strings\"; \
lists [a, b] (L[1] is the first item, as in CGSuite); ranges 0..n and 1..9..2; maps {k => v} (m[k]); \
Nothing; Player.Left.\n\
Operators: + - (games), n * g (n copies of g), g * u (Norton product, u > 0; numbers multiply), \
/ (numbers), div mod (integers), and or not, comparisons; g.LeftOptions is leftoptions(g), \
and so is CGSuite's infix call L Adjoin x (L.Adjoin(x)); def f(x) := x + 1 names a function value.\n\
Differences from CGSuite: lists count from 1 as there, but ranges and loops are over integers only; \
'for ... do' gathers the values its body gives (print to show them instead); \
'||' compares only outside braces (inside them it separates options); names are case-sensitive, \
functions (leftoptions, LeftOptions after a dot) are not.";

/// The answer to `help`.
pub(super) fn overview() -> String {
    let mut out = String::from("Statements:\n");
    for (form, what) in STATEMENTS {
        if form.len() > 16 {
            let _ = writeln!(out, "  {form}\n  {:<16} {what}", "");
        } else {
            let _ = writeln!(out, "  {form:<16} {what}");
        }
    }
    let _ = writeln!(out, "{NOTATION}");
    out.push_str("Functions (help NAME for more):\n");
    for f in super::functions::all() {
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
        let _ = write!(out, "\n  example: {}", f.example);
        let _ = write!(out, "\n  source: {}", f.source);
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

/// The worksheet's reference as a Markdown page, from the same tables as
/// `help` and `help NAME` (the user guide's worksheet reference is this
/// page, so the two cannot drift apart). Each function's example is shown
/// with the answer a fresh worksheet gives.
///
/// ```
/// let page = conway::worksheet::reference_markdown();
/// assert!(page.starts_with("# Worksheet reference"));
/// assert!(page.contains("### `cool(g, t)`") || page.contains("### `cool"));
/// ```
pub fn reference_markdown() -> String {
    let mut out = String::from(
        "# Worksheet reference\n\n\
         This page is generated from the worksheet's own help texts (what `help` and\n\
         `help NAME` print); a test regenerates it and fails if it differs.\n\n\
         ## Statements\n\n| form | what it does |\n|---|---|\n",
    );
    for (form, what) in STATEMENTS {
        let _ = writeln!(
            out,
            "| `{}` | {} |",
            form.replace('|', "\\|"),
            markdown_text(what)
        );
    }
    out.push('\n');
    for (word, text) in KEYWORD_HELP
        .iter()
        .filter(|(w, _)| ["if", "for", "assign"].contains(w))
    {
        let _ = writeln!(
            out,
            "**{word}**: {}\n",
            markdown_text(text).replace("\n  ", "\n\n")
        );
    }
    let _ = writeln!(
        out,
        "## Notation\n\n{}\n",
        markdown_text(NOTATION).replace('\n', "\n\n")
    );
    out.push_str("## Functions\n");
    for f in super::functions::all() {
        let _ = write!(out, "\n### `{}`\n\n{}\n", f.usage, markdown_text(f.summary));
        if !f.aliases.is_empty() {
            let _ = write!(out, "\nAlso written: `{}`.\n", f.aliases.join("`, `"));
        }
        let answer = match super::Worksheet::new().eval_line(f.example) {
            Ok(output) => output.to_string(),
            Err(e) => format!("error: {e}"),
        };
        let _ = write!(out, "\n```worksheet\n> {}\n{answer}\n```\n", f.example);
        let _ = write!(
            out,
            "\nSource: {}.\n",
            markdown_text(f.source.trim_end_matches('.'))
        );
    }
    out.push_str(
        "\n## Rulesets\n\nEvery ruleset is a function of its position (`-` in its name written `_`), \
         whose value is a nimber for an impartial ruleset and a canonical form otherwise; \
         see [Rulesets](rulesets.md) for each one's position syntax.\n",
    );
    out
}

/// Plain text as Markdown that shows it as written: the characters
/// Markdown or HTML would read (`*2`, `^<n>`, `a|b`) escaped.
///
/// ```
/// use conway::worksheet::markdown_text;
/// assert_eq!(markdown_text("*2 + ^<3>|x"), "\\*2 + ^&lt;3&gt;\\|x");
/// ```
pub fn markdown_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\\' | '`' | '*' | '_' | '|' | '[' | ']' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}
