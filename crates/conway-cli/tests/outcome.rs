//! `conway outcome`: sums of rulesets and values, bad terms, limits.

mod common;

use common::{conway, json_of as json};

/// (xo)^3 is the one alternating Clobber row the second player wins
/// (Albert, Grossman, Nowakowski, Wolfe, INTEGERS 5 (2005)); (xo)^4 is a
/// first-player win with a move for each side.
#[test]
fn linear_clobber() {
    let p = conway(&["--json", "outcome", "clobber", "xoxoxo"]);
    assert_eq!(p.status.code(), Some(0));
    assert_eq!(json(&p)["outcome"], "P");
    let n = conway(&["--json", "outcome", "clobber", "xoxoxoxo"]);
    let v = json(&n);
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["left_first"]["winner"], "Left");
    assert!(v["left_first"]["winning_move"]["move"].is_string());
}

/// A sum of two rulesets and a value agrees with the outcome class of the
/// canonical value of the same sum (the reference: `analyze` values the
/// positions, `value` adds them).
#[test]
fn mixed_sum_agrees_with_the_canonical_value() {
    let out = conway(&[
        "--json",
        "outcome",
        "--sum",
        "clobber:xoxo",
        "domineering:..|..",
        "{1|*}",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let value_of = |ruleset: &str, position: &str| {
        let v = json(&conway(&["--json", "analyze", ruleset, position]));
        v["value"].as_str().unwrap().to_string()
    };
    let expression = format!(
        "{} + {} + {{1|*}}",
        value_of("clobber", "xoxo"),
        value_of("domineering", "..|..")
    );
    let value = json(&conway(&["--json", "value", &expression]));
    assert_eq!(json(&out)["outcome"], value[0]["outcome"]);
}

#[test]
fn a_bad_term_names_the_argument() {
    let out = conway(&["outcome", "--sum", "clobber:xo", "clobber:xq"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--sum term 2"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_limit_prints_undecided_and_exits_3() {
    let row = "xo".repeat(40);
    let out = conway(&["outcome", "--max-positions", "300", "clobber", &row]);
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stdout).contains("undecided"));
}
