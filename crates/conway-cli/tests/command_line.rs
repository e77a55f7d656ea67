//! The command line as a user meets it: usage errors that keep clap's
//! detail, mistyped options that are errors rather than values, subtraction
//! games written with braces, and no project-internal words in what users
//! read.

use crate::common;
use common::{conway, stderr_of, stdout_of};

#[test]
fn usage_errors_keep_clap_detail() {
    let cases: [(&[&str], &[&str]); 4] = [
        // A missing argument is named.
        (
            &["analyze", "nim"],
            &["<POSITION>", "Usage: conway analyze"],
        ),
        // The allowed values are listed.
        (
            &["play", "--first", "nobody", "nim", "1"],
            &["[possible values: you, engine]"],
        ),
        // A near miss is suggested.
        (&["grundy", "kayles", "--too", "5"], &["'--to'"]),
        (&["analyze", "--jsn", "nim", "1"], &["'--json'"]),
    ];
    for (args, needles) in cases {
        let out = conway(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr_of(&out);
        assert!(err.starts_with("conway: "), "{err}");
        for needle in needles {
            assert!(err.contains(needle), "{args:?}: {needle} missing in\n{err}");
        }
    }
}

#[test]
fn mistyped_options_are_not_expressions() {
    for args in [
        &["value", "1", "--jsn"][..],
        &["compare", "--jsn", "1", "2"],
        &["thermograph", "+-1", "--scirpt", "f"],
    ] {
        let out = conway(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr_of(&out);
        assert!(err.contains("unexpected argument '--"), "{args:?}: {err}");
        assert!(err.contains("tip: a similar argument exists"), "{err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    // Values starting with '-' stay possible, and anything goes after `--`.
    let out = conway(&["value", "-1/2", "-^"]);
    assert!(out.status.success(), "{}", stderr_of(&out));
    assert!(
        stdout_of(&out).contains("canonical form  -1/2"),
        "{}",
        stdout_of(&out)
    );
    let out = conway(&["value", "--", "--1"]);
    assert!(
        !stderr_of(&out).contains("unexpected argument"),
        "{}",
        stderr_of(&out)
    );
}

#[test]
fn usage_errors_under_json_are_one_object() {
    let out = conway(&["--json", "analyze", "nim"]);
    assert_eq!(out.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let error = v["error"].as_str().unwrap();
    assert!(error.contains("<POSITION>"), "{error}");
    assert!(!error.contains('\n'), "{error}");
}

#[test]
fn subtraction_sets_with_braces() {
    // S = {1, 3, 4}: G = 0 1 0 1 2 3 2, period 7 (Winning Ways ch. 4;
    // Berlekamp, Conway and Guy's table of subtraction games).
    let braces = conway(&["grundy", "subtraction:{1,3,4}", "--to", "13"]);
    let plain = conway(&["grundy", "subtraction:1,3,4", "--to", "13"]);
    assert!(braces.status.success(), "{}", stderr_of(&braces));
    let text = stdout_of(&braces);
    assert!(
        text.contains("game subtraction:{1,3,4} (0.3033): G(0..=13)"),
        "{text}"
    );
    assert!(text.contains(" 0: 0 1 0 1 2 3 2 0 1 0"), "{text}");
    // Same values whichever way it is written.
    let values = |t: &str| t.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(values(&text), values(&stdout_of(&plain)));
    // JSON keeps the code under "game" and the user's words under "name".
    let out = conway(&["--json", "grundy", "subtraction:{1, 3, 4}", "--to", "6"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["game"], "0.3033");
    assert_eq!(v["name"], "subtraction:{1, 3, 4}");
    // A bad element is still named by its column.
    let out = conway(&["grundy", "subtraction:{1,x}"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr_of(&out).contains("column 16"), "{}", stderr_of(&out));
}

#[test]
fn no_internal_words_in_what_users_read() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut texts = vec![
        ("rulesets".to_string(), stdout_of(&conway(&["rulesets"]))),
        (
            "solve --help".into(),
            stdout_of(&conway(&["solve", "--help"])),
        ),
        ("--help".into(), stdout_of(&conway(&["--help"]))),
    ];
    for file in ["tokens-impartial.txt", "tokens-partizan.txt"] {
        let path = root.join("examples/graphs").join(file);
        let out = conway(&["solve", path.to_str().unwrap()]);
        texts.push((format!("solve {file}"), stdout_of(&out)));
    }
    for file in ["README.md", "docs/src/graph-format.md", "examples/tour.sh"] {
        texts.push((
            file.into(),
            std::fs::read_to_string(root.join(file)).unwrap(),
        ));
    }
    for (name, text) in texts {
        let lower = text.to_lowercase();
        assert!(!lower.contains("seed"), "{name} says 'seed':\n{text}");
    }
}

#[test]
fn long_forms_and_move_lists_fit_a_terminal() {
    // A sum of nine switches: a canonical form of thousands of characters.
    let sum = (1..=9)
        .map(|n| format!("+-{n}"))
        .collect::<Vec<_>>()
        .join(" + ");
    let short = stdout_of(&conway(&["value", &sum]));
    let line = short.lines().nth(1).unwrap();
    assert!(line.contains("characters in all, birthday "), "{line}");
    assert!(line.contains("--full or --json prints it whole"), "{line}");
    assert!(line.len() < 300, "{line}");
    let full = stdout_of(&conway(&["value", "--full", &sum]));
    let v: serde_json::Value =
        serde_json::from_slice(&conway(&["--json", "value", &sum]).stdout).unwrap();
    let canonical = v["values"][0]["canonical"].as_str().unwrap();
    assert!(canonical.len() > 400);
    assert!(full.contains(canonical), "--full prints the form whole");
    // Nim with 41 heaps 64..=104: each has bit 6, so their nim-sum has it
    // too (an odd count), and every heap holds a winning move (Bouton).
    let heaps: Vec<String> = (64..=104).map(|n: u32| n.to_string()).collect();
    let heaps = heaps.join(" ");
    let text = stdout_of(&conway(&["analyze", "nim", &heaps]));
    let json: serde_json::Value =
        serde_json::from_slice(&conway(&["--json", "analyze", "nim", &heaps]).stdout).unwrap();
    assert_eq!(json["winning_moves"].as_array().unwrap().len(), 41);
    assert!(text.contains("winning moves (41):"), "{text}");
    assert!(
        text.contains("... and 21 more (--full or --json lists them all)"),
        "{text}"
    );
    assert_eq!(
        text.lines().filter(|l| l.starts_with("  heap ")).count(),
        20
    );
    let full = stdout_of(&conway(&["analyze", "--full", "nim", &heaps]));
    assert_eq!(
        full.lines().filter(|l| l.starts_with("  heap ")).count(),
        41
    );
}
