//! End-to-end tests of `conway value`, `conway compare` and
//! `conway thermograph` with the real binary.

use crate::common;
use common::{conway, json_report, stdout};

use serde_json::Value;

/// The JSON object `conway value` reports for one expression.
fn value(expr: &str) -> Value {
    let all = json_report(&["value", expr]);
    let list = all["values"].as_array().expect("a JSON array of reports");
    assert_eq!(list.len(), 1);
    list[0].clone()
}

/// A scratch file with the given contents.
fn scratch(name: &str, contents: &str) -> String {
    let dir = std::env::temp_dir().join(format!("conway-value-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path.to_str().unwrap().to_owned()
}

/// The README's first set-up command: three expressions, one report each.
#[test]
fn the_bundled_example_runs() {
    let args = ["value", "{3||2*|1*}", "^ + ^ + *", "{1|-1} + {1|-1}"];
    let text = stdout(&args);
    assert_eq!(text.matches("canonical form").count(), 3);
    let all = json_report(&args);
    let canon: Vec<&str> = all["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["canonical"].as_str().unwrap())
        .collect();
    assert_eq!(canon, ["{3||2*|1*}", "^^*", "0"]);
}

#[test]
fn known_values_from_the_literature() {
    // *3 + *5 = *6: the nim-sum 3 xor 5 (Winning Ways ch. 3).
    assert_eq!(value("*3 + *5")["canonical"], "*6");
    // Switches cancel: {1|-1} + {1|-1} = 0, a second-player win
    // (Winning Ways ch. 2).
    let v = value("{1|-1} + {1|-1}");
    assert_eq!(
        (v["canonical"].as_str(), v["outcome"].as_str()),
        (Some("0"), Some("P"))
    );
    // ^ + ^ + * = ^^*, positive (Lessons in Play ch. 5).
    let v = value("^ + ^ + *");
    assert_eq!(
        (v["canonical"].as_str(), v["outcome"].as_str()),
        (Some("^^*"), Some("L"))
    );
    // ^* is confused with 0: a first-player win (Lessons in Play ch. 5).
    assert_eq!(value("^*")["outcome"], "N");
    // {5|-5}: temperature 5, mean 0, stops 5 and -5 (Winning Ways ch. 6).
    let v = value("{5|-5}");
    assert_eq!(v["canonical"], "+-5");
    assert_eq!(
        (v["temperature"].as_str(), v["mean"].as_str()),
        (Some("5"), Some("0"))
    );
    assert_eq!(
        (v["left_stop"].as_str(), v["right_stop"].as_str()),
        (Some("5"), Some("-5"))
    );
    // {3|-1}: the walls 3 - t and -1 + t meet at t = 2 over the mean 1
    // (the definition of the thermograph, Siegel II.5).
    let v = value("{3|-1}");
    assert_eq!(
        (v["temperature"].as_str(), v["mean"].as_str()),
        (Some("2"), Some("1"))
    );
    // Simplest numbers: {0|1} = 1/2, {1/2|1} = 3/4 (Winning Ways ch. 2),
    // numbers have negative temperature (Siegel II.5).
    assert_eq!(value("{0|1}")["canonical"], "1/2");
    let v = value("{1/2|1}");
    assert_eq!(
        (v["canonical"].as_str(), v["temperature"].as_str()),
        (Some("3/4"), Some("-1/4"))
    );
    // The atomic weight of ^ is 1 and of ^^* is 2 (Winning Ways ch. 8;
    // Siegel II.7); hot games have none.
    assert_eq!(value("^")["atomic_weight"], "1");
    assert_eq!(value("^^*")["atomic_weight"], "2");
    assert!(value("{5|-5}").get("atomic_weight").is_none());
    // Tiny(2) = {0||0|-2} is a positive infinitesimal, below ^ (Siegel II.4).
    let v = value("{0||0|-2}");
    assert_eq!(
        (v["canonical"].as_str(), v["outcome"].as_str()),
        (Some("Tiny(2)"), Some("L"))
    );
    assert_eq!(stdout(&["compare", "Tiny(2)", "^"]), "<\n");
}

#[test]
fn every_key_is_a_notation_string() {
    let v = value("{3||2*|1*}");
    for key in [
        "input",
        "canonical",
        "outcome",
        "left_stop",
        "right_stop",
        "mean",
        "temperature",
        "birthday",
        "reduced",
    ] {
        assert!(v[key].is_string(), "{key} in {v}");
    }
    assert_eq!(v["input"], "{3||2*|1*}");
    // Stops of {3||2*|1*}: Left moves to 3; Right to {2*|1*}, whose left
    // stop is 2 (the definition of stops, Siegel II.3).
    assert_eq!(
        (v["left_stop"].as_str(), v["right_stop"].as_str()),
        (Some("3"), Some("2"))
    );
    assert_eq!(v["birthday"], "5");
}

#[test]
fn compare_prints_the_relation() {
    let cases = [
        (["^", "0"], ">"),
        (["*", "0"], "||"),
        (["{1|-1} + {1|-1}", "0"], "="),
        (["-1", "-3/4"], "<"),
        (["^<2>", "^"], "<"),
    ];
    for (args, relation) in cases {
        assert_eq!(
            stdout(&["compare", args[0], args[1]]),
            format!("{relation}\n"),
            "{args:?}"
        );
    }
    let v = json_report(&["compare", "Tiny(2)", "{0|*}"]);
    assert_eq!(
        v,
        serde_json::json!({"schema": "conway/1", "a": "Tiny(2)", "b": "^", "relation": "<"})
    );
}

#[test]
fn thermograph_walls_text_json_and_svg() {
    let text = stdout(&["thermograph", "{5|-5}"]);
    assert!(text.contains("temperature  5"), "{text}");
    assert!(
        text.contains("left wall    (t, value): (-1, 6) (5, 0)"),
        "{text}"
    );
    assert!(
        text.contains("right wall   (t, value): (-1, -6) (5, 0)"),
        "{text}"
    );
    // {4|2||-1|-3}: Left's option {4|2} has right wall 2 + t up to t = 1, so
    // the left wall is 2 up to t = 1 and then 3 - t; it meets the right
    // wall -2 + t at t = 5/2 over 1/2 (Siegel II.5, by the definition).
    let svg = scratch("th.svg", "");
    let v = json_report(&["thermograph", "{{4|2}|{-1|-3}}", "--svg", &svg]);
    assert_eq!(v["canonical"], "{4|2||-1|-3}");
    assert_eq!(
        (v["temperature"].as_str(), v["mean"].as_str()),
        (Some("5/2"), Some("1/2"))
    );
    let left: Vec<(String, String)> = v["left_wall"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["t"].as_str().unwrap().into(),
                p["value"].as_str().unwrap().into(),
            )
        })
        .collect();
    let expect = |pts: &[(&str, &str)]| -> Vec<(String, String)> {
        pts.iter()
            .map(|(t, v)| (t.to_string(), v.to_string()))
            .collect()
    };
    assert_eq!(left, expect(&[("-1", "2"), ("1", "2"), ("5/2", "1/2")]));
    assert_eq!(v["svg"], svg.as_str());
    let picture = std::fs::read_to_string(&svg).unwrap();
    assert!(picture.starts_with("<svg"), "{picture}");
    for needle in [
        "left wall",
        "right wall",
        "mast",
        "mean 1/2",
        "t = 5/2",
        "temperature",
        "</svg>",
    ] {
        assert!(picture.contains(needle), "{needle} missing");
    }
    // Notation with '<' is escaped in the picture.
    let svg2 = scratch("th2.svg", "");
    stdout(&["thermograph", "^<2>", "--svg", &svg2]);
    assert!(std::fs::read_to_string(&svg2)
        .unwrap()
        .contains("^&lt;2&gt;"));
}

/// CGSuite's `game.grid.X(...)` gives a position (kept with its moves in
/// the worksheet); `conway value` takes its value, as for conway's own
/// `domineering(...)`.
#[test]
fn a_cgsuite_position_has_the_rulesets_value() {
    let cgsuite = stdout(&["value", r#"game.grid.Domineering("..|..")"#]);
    let conway = stdout(&["value", r#"domineering("..|..")"#]);
    // The same report but for the first line, the expression as typed.
    let report = |text: &str| text.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(report(&cgsuite), report(&conway));
    // Two by two: a move leaves the mover one more, {1|-1} (Winning Ways ch. 2).
    assert!(cgsuite.contains("canonical form  +-1"), "{cgsuite}");
}

#[test]
fn bad_input_is_one_line_exit_2() {
    let cases = [
        (vec!["value", "{1|"], "EXPR 1 '{1|': 1:4: expected '}'"),
        (
            vec!["value", "0", "1/3"],
            "EXPR 2 '1/3': expected a game, but this gives a rational number (1/3)",
        ),
        (vec!["value", "2 + foo"], "1:5: unknown name 'foo'"),
        (
            vec!["value", "leftoptions(^)"],
            "expected a game, but this gives a set",
        ),
        (
            vec!["compare", "0", "{1||2|3||4}"],
            "B '{1||2|3||4}': 1:8: ambiguous slashes",
        ),
        (vec!["thermograph", "(1"], "EXPR '(1': 1:3: expected ')'"),
    ];
    for (args, needle) in cases {
        let out = conway(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
    let out = conway(&["--json", "value", "1/3"]);
    assert_eq!(out.status.code(), Some(2));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        v["error"]
            .as_str()
            .unwrap()
            .contains("gives a rational number (1/3)"),
        "{v}"
    );
}

#[test]
fn negative_values_and_flags_in_any_order() {
    let v = json_report(&["value", "-1/2"]);
    assert_eq!(v["values"][0]["canonical"], "-1/2");
    let v: Value = serde_json::from_str(&stdout(&["value", "-1^*", "--json"])).unwrap();
    assert_eq!(v["values"][0]["canonical"], "-1^*");
    assert_eq!(stdout(&["compare", "-1", "0"]), "<\n");
}

/// Inputs too big for a command line come from files; a million digits
/// stay exact, and nesting 100000 deep is read without a stack overflow.
#[test]
fn huge_inputs_from_files() {
    let digits = format!("9{}", "1".repeat(999_999));
    let path = scratch("big.txt", &format!("{digits}\n"));
    let v = value(&format!("@{path}"));
    assert_eq!(v["canonical"].as_str(), Some(digits.as_str()));
    let deep = scratch(
        "deep.txt",
        &format!("{}{}", "{".repeat(100_000), "|}".repeat(100_000)),
    );
    assert_eq!(value(&format!("@{deep}"))["canonical"], "99999");
    let out = conway(&[
        "thermograph",
        &format!("@{path}"),
        "--svg",
        &scratch("x.svg", ""),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("too large to draw"));
}

#[test]
fn help_has_examples() {
    for cmd in ["value", "compare", "thermograph"] {
        let help = stdout(&[cmd, "--help"]);
        assert!(help.contains("Examples:"), "{cmd}: {help}");
    }
}

#[test]
fn expressions_are_the_worksheet_language() {
    // A ruleset call: the 2x2 Domineering square is +-1 (Winning Ways ch. 2).
    assert_eq!(stdout(&["compare", "domineering(\"..|..\")", "+-1"]), "=\n");
    assert!(stdout(&["thermograph", "domineering(\"..|..\")"]).contains("temperature  1"));
    // Names and functions from --script FILE.
    let script = scratch(
        "defs.cgs",
        "f(n) := if n == 0 then 0 else {f(n-1) | } end\ng := {1|*}\n",
    );
    assert_eq!(
        stdout(&["compare", "--script", &script, "f(7)", "7"]),
        "=\n"
    );
    let out = stdout(&["--json", "value", "--script", &script, "2 * g"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["values"][0]["canonical"], "1*");
    // A bad script names its file, line and column.
    let bad = scratch("bad.cgs", "g := {1|*}\nh := g +\n");
    let out = conway(&["value", "--script", &bad, "0"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("bad.cgs") && err.contains("2:9"), "{err}");
}
