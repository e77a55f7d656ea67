//! End-to-end tests of `conway grundy` with the real binary.

use crate::common;
use common::{conway, json};

#[test]
fn kayles_json_has_values_and_a_certified_period() {
    let v = json(&["grundy", "kayles", "--to", "20", "--json"]);
    // OEIS A002186, n = 0..20.
    let expected = [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1,
    ];
    assert_eq!(v["values"], serde_json::json!(expected));
    // Period 12 from n = 71 on (OEIS A002186; Winning Ways ch. 4).
    assert_eq!(v["period"], 12);
    assert_eq!(v["preperiod"], 71);
    assert_eq!(v["saltus"], 0);
    assert_eq!(v["certified"], true);
}

#[test]
fn take_at_most_is_n_mod_k_plus_1() {
    // Seed 002: "take at most k" has Grundy values n mod (k + 1).
    let v = json(&["grundy", "take-at-most:2", "--to", "11", "--json"]);
    assert_eq!(
        v["values"],
        serde_json::json!([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2])
    );
    assert_eq!(v["period"], 3);
    assert_eq!(v["preperiod"], 0);
    assert_eq!(v["certified"], true);
}

#[test]
fn grundys_game_has_no_period_claimed() {
    let v = json(&["--json", "grundy", "grundy", "--to", "30"]);
    // OEIS A002188, n = 0..30.
    let expected = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3,
    ];
    assert_eq!(v["values"], serde_json::json!(expected));
    assert_eq!(v["period"], serde_json::Value::Null);
    assert_eq!(v["preperiod"], serde_json::Value::Null);
    assert_eq!(v["saltus"], serde_json::Value::Null);
    assert_eq!(v["certified"], false);
}

#[test]
fn lasker_is_arithmetic_periodic() {
    let v = json(&["grundy", "lasker", "--to", "12", "--json"]);
    // Lasker's Nim (Ferguson, Game Theory, Part I, 3.4).
    assert_eq!(
        v["values"],
        serde_json::json!([0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11])
    );
    assert_eq!(
        (v["period"].as_u64(), v["saltus"].as_u64()),
        (Some(4), Some(4))
    );
    assert_eq!(v["certified"], true);
}

#[test]
fn text_output_lists_values_and_the_period() {
    let out = conway(&["grundy", "0.137", "--to", "25"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("game 0.137: G(0..=25)"), "{text}");
    // OEIS A002187, n = 0..9 and 20..25.
    assert!(text.contains(" 0: 0 1 1 2 0 3 1 1 0 3"), "{text}");
    assert!(text.contains("20: 0 1 1 3 0 2"), "{text}");
    assert!(text.contains("period 34, preperiod 52 (last exceptional value at n = 51)"));
    assert!(text.contains("certified: periodicity theorem"), "{text}");
}

#[test]
fn unknown_games_list_the_known_ones() {
    let out = conway(&["grundy", "chomp", "--to", "5"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("unknown game 'chomp'"), "{err}");
    assert!(
        err.contains("kayles") && err.contains("subtraction:S"),
        "{err}"
    );
}

#[test]
fn malformed_codes_name_the_column() {
    let out = conway(&["grundy", "0.7x7", "--to", "5"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("column 4"), "{err}");
    assert!(err.contains("hexadecimal digit"), "{err}");
    let out = conway(&["--json", "grundy", "subtraction:1,0", "--to", "5"]);
    assert_eq!(out.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["error"].as_str().unwrap().contains("column 15"), "{v}");
}

#[test]
fn help_has_an_example() {
    let out = conway(&["grundy", "--help"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("conway grundy kayles --to 100"), "{text}");
    assert!(text.contains("take-at-most:K"), "{text}");
}
