//! `outcome(…)` in the worksheet with positions among its terms: the
//! outcome search, checked against the outcome class of the canonical
//! form the worksheet computes for the same sum, and against (XO)^n.

use conway::control::Control;
use conway::worksheet::{Error, Output, Worksheet};

/// The text of the last line's answer (the lines before must succeed).
fn text_with(lines: &[&str], control: &Control) -> String {
    let mut w = Worksheet::new();
    let (last, before) = lines.split_last().expect("a line");
    for line in before {
        w.eval_line(line)
            .unwrap_or_else(|e| panic!("{line:?}: {e}"));
    }
    match w.eval_line_with(last, control) {
        Ok(Output::Text(t)) => t,
        other => panic!("{last:?}: expected text, got {other:?}"),
    }
}

fn text(lines: &[&str]) -> String {
    text_with(lines, &Control::unlimited())
}

/// The error of the line: its column and message.
fn error(line: &str) -> (usize, String) {
    match Worksheet::new().eval_line(line) {
        Err(Error::Syntax(e)) => (e.column, e.message),
        other => panic!("{line:?}: expected an error, got {other:?}"),
    }
}

/// The searched answer's first line is the class `outcome` of the
/// canonical form gives, for sums of positions of several rulesets and
/// values, written as one sum or as several arguments.
#[test]
fn searched_sums_agree_with_canonical_outcomes() {
    let sums = [
        "clobber(\"xoxo\")",
        "clobber(\"xoxoxo\")",
        "domineering(\"..|..\") + {1|*}",
        "clobber(\"xoxo\") + domineering(\"..|..\") + {1|*}",
        "konane(\"xo.|.ox\") + toppling_dominoes(\"LRL\")",
        "domineering(\"...|...\") + -1/2",
        "cram(\"...|...\") + *",
        "clobber(\"xo|ox\") + v",
        "nim(\"1 2 3\") + clobber(\"xxo\")",
    ];
    for sum in sums {
        let searched = text(&[&format!("outcome({sum})")]);
        let canonical = text(&[&format!("g := {sum}"), "outcome(g)"]);
        let first_line = searched.lines().next().unwrap();
        assert_eq!(first_line, canonical, "{sum}");
        assert_eq!(searched.lines().count(), 3, "{searched}");
        // The winner moving first names a move; the loser does not.
        for line in searched.lines().skip(1) {
            let (first, rest) = line.trim().split_once(" first: ").unwrap();
            assert_eq!(rest.starts_with(first), rest.contains(", e.g. "), "{line}");
        }
    }
    // Terms as separate arguments are added.
    assert_eq!(
        text(&["outcome(clobber(\"xoxo\"), domineering(\"..|..\"), {1|*})"]),
        text(&["outcome(clobber(\"xoxo\") + domineering(\"..|..\") + {1|*})"]),
    );
}

/// The answer in full for a small sum: Left and Right first, each with a
/// move in the ruleset's notation and the term it is in.
#[test]
fn the_answer_names_moves() {
    let answer = text(&["outcome(clobber(\"xo\"))"]);
    assert_eq!(
        answer,
        "N (the first player to move wins)\n  \
         Left first: Left wins, e.g. a1-b1 in clobber(\"xo\")\n  \
         Right first: Right wins, e.g. b1-a1 in clobber(\"xo\")"
    );
    // A move in the values names their sum.
    let answer = text(&["outcome(clobber(\"x\") + {1|-1})"]);
    assert!(
        answer.contains("Left first: Left wins, e.g. to 1 in values (+-1)"),
        "{answer}"
    );
    // A game alone keeps the plain class.
    assert_eq!(text(&["outcome({1|*})"]), "L (Left wins, whoever starts)");
}

/// (XO)^n is a first-player win for n ≠ 3 and a second-player win for
/// n = 3 (Albert, Grossman, Nowakowski, Wolfe, INTEGERS 5 (2005); proved
/// by Chen et al., arXiv:2509.08985), with the position's text built by a
/// user function.
#[test]
fn alternating_clobber_from_a_function() {
    let lines = [
        "xo(n) := if n == 0 then \"\" else xo(n - 1) + \"xo\" end",
        "f(n) := outcome(clobber(xo(n)))",
    ];
    for n in [3, 4, 11] {
        let call = format!("f({n})");
        let answer = text(&[lines[0], lines[1], &call]);
        let expected = if n == 3 { "P " } else { "N " };
        assert!(answer.starts_with(expected), "(xo)^{n}: {answer}");
    }
}

/// A limit gives "undecided" with the reason, not an error or a guess.
#[test]
fn a_limit_leaves_it_undecided() {
    let board = "......|......|......|......|......|......";
    let answer = text_with(
        &[&format!("outcome(domineering(\"{board}\"))")],
        &Control::new(Some(300), None),
    );
    let mut lines = answer.lines();
    assert!(lines.next().unwrap().starts_with("undecided ("), "{answer}");
    assert!(answer.contains("first: undecided"), "{answer}");
}

/// Errors name the place, on one line.
#[test]
fn errors_name_the_place() {
    let cases: &[(&str, usize, &str)] = &[
        ("outcome(clobber(\"xoz\"))", 20, "clobber position"),
        ("outcome(clobber(1))", 9, "one position in double quotes"),
        ("outcome(clobber(\"xo\") + \"a\")", 25, "not a string"),
        ("outcome(clobber(\"xo\"), [1])", 24, "not a list"),
        (
            "outcome(backsliding_toads_and_frogs(\"t.|.f\"))",
            9,
            "cannot join a sum",
        ),
    ];
    for (line, column, message) in cases {
        let (c, m) = error(line);
        assert!(m.contains(message), "{line}: {m}");
        assert_eq!(c, *column, "{line}: {m}");
        assert!(!m.contains('\n'), "{line}: {m}");
    }
}
