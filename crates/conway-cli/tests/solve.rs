//! `conway solve` end to end, with the real binary on the example graphs
//! in examples/graphs/ and on bad files.

use crate::common;
use common::conway;

use serde_json::{json, Value};
use std::path::PathBuf;

fn example(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/graphs")
        .join(name)
        .to_str()
        .unwrap()
        .to_owned()
}

fn solve_json(path: &str) -> Value {
    let out = conway(&["solve", path, "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

fn solve_text(path: &str) -> String {
    String::from_utf8(conway(&["solve", path]).stdout).unwrap()
}

/// A scratch file with the given contents.
fn scratch(name: &str, contents: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("conway-solve-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path.to_str().unwrap().to_owned()
}

#[test]
fn tokens_impartial_text_and_json_agree() {
    // Values by the mex rule of seed 000, worked out in the file's comments:
    // a = 3, b = 0, c = 2, d = 1, e = 1, f = 0; tokens a a c d: 3.
    let expected = json!({
        "schema": "conway/1",
        "kind": "impartial",
        "values": {"a": 3, "b": 0, "c": 2, "d": 1, "e": 1, "f": 0},
        "value": 3,
        "winner": "first",
        "winning_moves": [{"token": "a", "to": "b"}, {"token": "c", "to": "e"}],
    });
    for file in ["tokens-impartial.txt", "tokens-impartial.json"] {
        assert_eq!(solve_json(&example(file)), expected, "{file}");
    }
    let text = solve_text(&example("tokens-impartial.txt"));
    assert!(text.contains("value: 3\n"), "{text}");
    assert!(
        text.contains("winning move: the token on a moves to b\n"),
        "{text}"
    );
}

#[test]
fn tokens_partizan() {
    // 1/2 + 1/2 - 1 + * + ^ = ^* (N): Left wins by star -> zero (leaving
    // ^ > 0), Right by up -> star (leaving * + * = 0); Winning Ways ch. 3.
    for file in ["tokens-partizan.txt", "tokens-partizan.json"] {
        let v = solve_json(&example(file));
        assert_eq!(v["values"]["half"], "1/2");
        assert_eq!(v["values"]["star"], "*");
        assert_eq!(v["values"]["up"], "^");
        assert_eq!(v["values"]["hot"], "+-1");
        assert_eq!(v["value"], "^*");
        assert_eq!(v["outcome"], "N");
        assert_eq!(v["left_first"], "left");
        assert_eq!(v["right_first"], "right");
        assert_eq!(v["winning_moves"], json!([{"token": "star", "to": "zero"}]));
        assert_eq!(
            v["right_winning_moves"],
            json!([{"token": "up", "to": "star"}])
        );
    }
    let text = solve_text(&example("tokens-partizan.txt"));
    assert!(
        text.contains("(the simplest-number rule: undefined)"),
        "{text}"
    );
}

#[test]
fn loopy_graphs() {
    // spin = inf{0}, one = 1: spin + one = inf{1}, a draw (Siegel IV.4).
    let v = solve_json(&example("loopy-draw.txt"));
    assert_eq!(v["values"]["spin"], "inf{0}");
    assert_eq!(v["value"], "inf{1}");
    assert_eq!(v["winner"], "draw");
    assert_eq!(v["winning_moves"], json!([{"token": "spin", "to": "spin"}]));
    // Left moving first can only keep going round a -> b -> a (leaving
    // for `out` loses); Right moving first has no move at a.
    let v = solve_json(&example("loopy-partizan.txt"));
    assert_eq!(v["values"]["a"], Value::Null);
    assert_eq!(v["values"]["out"], "-1");
    assert_eq!(v["value"], Value::Null);
    assert_eq!(v["outcome"], Value::Null);
    assert_eq!(v["left_first"], "draw");
    assert_eq!(v["right_first"], "left");
    assert_eq!(v["vertex_results"]["b"]["left_first"], "right");
    // Per vertex, the moves that keep each side's result: from a Left
    // keeps the draw by moving to b, from b Right by moving back to a;
    // Left at b loses, so has none.
    assert_eq!(v["vertex_results"]["a"]["left_moves"], json!(["b"]));
    assert_eq!(v["vertex_results"]["b"]["right_moves"], json!(["a"]));
    assert_eq!(v["vertex_results"]["b"]["left_moves"], json!([]));
    let text = solve_text(&example("loopy-partizan.txt"));
    assert!(text.contains("Left first: a draw, moving to b;"), "{text}");
}

#[test]
fn bad_files_fail_with_place_and_exit_code_2() {
    let cases: [(&str, &[u8], &str); 5] = [
        ("bad.txt", b"a -> b\nb c\n", ":2:3: expected an arrow"),
        (
            "bad.json",
            b"{\"edges\": [[\"a\", 1]]}",
            ":1:18: invalid type: integer `1`",
        ),
        (
            "semantic.json",
            b"{\"vertices\": [\"a\"],\n \"tokens\": [\"b\"]}",
            ":2:13: tokens[0]: vertex \"b\" is not in `vertices`",
        ),
        ("empty.txt", b"", ":1:1: the file describes no vertices"),
        (
            "junk.bin",
            b"\x00\xff\xfe\x01",
            ":1:2: the file is not UTF-8 text",
        ),
    ];
    for (name, contents, expected) in cases {
        let path = scratch(name, contents);
        let out = conway(&["solve", &path]);
        assert_eq!(out.status.code(), Some(2), "{name}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        let wanted = format!("{path}{expected}");
        assert!(
            stderr.contains(&wanted),
            "{name}: {stderr:?} should contain {wanted:?}"
        );
        // --json: an error object on stdout.
        let out = conway(&["solve", &path, "--json"]);
        assert_eq!(out.status.code(), Some(2));
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(v["error"].as_str().unwrap().contains(&wanted));
    }
    let out = conway(&["solve", "/nonexistent/graph.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("/nonexistent/graph.txt: cannot read the file"));
}

#[test]
fn help_has_an_example() {
    let out = conway(&["solve", "--help"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Example:") && text.contains("conway solve tokens.txt"),
        "{text}"
    );
}
