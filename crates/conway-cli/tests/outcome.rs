//! `conway outcome`: sums of rulesets and values, bad terms, limits.

use std::process::{Command, Output};

fn conway(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_conway"))
        .args(args)
        .output()
        .expect("conway runs")
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

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

/// A sum of two rulesets and a value: xoxo = 0 (P, the same reference),
/// the 2×2 Domineering square is ±1, and {1|*}: Left wins moving first
/// (to 1 leaves ±1 + 1, which Right cannot win moving first... checked by
/// the canonical value of the sum, computed by `conway value`).
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
    // clobber xoxo is 0 and the 2x2 square is +-1 (Winning Ways ch. 2).
    let value = conway(&["--json", "value", "+-1 + {1|*}"]);
    let v: serde_json::Value = serde_json::from_slice(&value.stdout).unwrap();
    assert_eq!(json(&out)["outcome"], v["outcome"]);
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
