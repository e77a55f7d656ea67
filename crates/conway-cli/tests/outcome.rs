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

/// `--checkpoint`: a search stopped by `--max-positions` saves its proofs,
/// and a run from the checkpoint gives the fresh run's answer with fewer
/// positions searched; a damaged checkpoint or one of another query is
/// refused (exit code 2), never used.
#[test]
fn a_stopped_search_resumes_from_its_checkpoint() {
    let dir = std::env::temp_dir().join(format!("conway-outcome-ckpt-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("xo18.ckpt");
    let file_arg = file.to_str().unwrap();
    let row = "xo".repeat(18);
    let fresh = json(&conway(&["--json", "outcome", "clobber", &row]));
    assert_eq!(fresh["outcome"], "N");

    let stopped = conway(&[
        "--json",
        "outcome",
        "--max-positions",
        "12000",
        "--checkpoint",
        file_arg,
        "clobber",
        &row,
    ]);
    assert_eq!(stopped.status.code(), Some(3));
    // Header (28 bytes) and checksum (4): some proofs were saved.
    assert!(std::fs::metadata(&file).unwrap().len() > 32);

    let resumed_out = conway(&[
        "--json",
        "outcome",
        "--checkpoint",
        file_arg,
        "clobber",
        &row,
    ]);
    assert_eq!(resumed_out.status.code(), Some(0));
    let resumed = json(&resumed_out);
    for key in ["left_first", "right_first"] {
        assert_eq!(resumed[key]["winner"], fresh[key]["winner"], "{key}");
    }
    assert_eq!(resumed["outcome"], fresh["outcome"]);
    let positions = |v: &serde_json::Value| v["positions"].as_u64().unwrap();
    assert!(positions(&resumed) < positions(&fresh));

    // Another query: refused, naming the file.
    let other = conway(&["outcome", "--checkpoint", file_arg, "clobber", "xoxo"]);
    assert_eq!(other.status.code(), Some(2));
    let message = String::from_utf8_lossy(&other.stderr).to_string();
    assert!(
        message.contains("xo18.ckpt") && message.contains("another query"),
        "{message}"
    );

    // One flipped bit in a proof: refused by the checksum.
    let mut bytes = std::fs::read(&file).unwrap();
    bytes[30] ^= 1;
    std::fs::write(&file, &bytes).unwrap();
    let damaged = conway(&["outcome", "--checkpoint", file_arg, "clobber", &row]);
    assert_eq!(damaged.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&damaged.stderr).contains("damaged"));
    let _ = std::fs::remove_dir_all(&dir);
}
