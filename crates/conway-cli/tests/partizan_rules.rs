//! End-to-end tests of `conway analyze` and `conway play` on Advance or
//! Eat, Clobber, Konane, Toads and Frogs, Toppling Dominoes and Cutcake,
//! with the real binary. Values worked out by hand in the comments (the
//! library's tests check them against plain search).

use crate::common;
use common::{analyze, conway, play};

use serde_json::json;

#[test]
fn advance_or_eat_reports_columns_sum_and_winner() {
    // A White piece on the top row is { | 0} = -1 (only Black can move, by
    // eating it); one row lower White may first advance: {-1 | 0} = -1/2.
    let a = analyze("advance-or-eat", "W.|.W");
    assert_eq!(a["value"], "-3/2");
    assert_eq!(a["outcome"], "R");
    assert_eq!(a["details"]["column_a"], "-1");
    assert_eq!(a["details"]["column_b"], "-1/2");
    assert_eq!(a["details"]["sum"], "-3/2");
    assert_eq!(a["details"]["winner_with_white_to_move"], "Black");
    assert_eq!(a["left_moves"], json!([]));
    // A Black piece below an empty square is {0 | 1} = 1/2: White wins by
    // eating it.
    let a = analyze("advance-or-eat", ".|B");
    assert_eq!(a["value"], "1/2");
    assert_eq!(a["details"]["winner_with_white_to_move"], "White");
    assert_eq!(a["left_moves"], json!(["eat a2"]));
    assert_eq!(a["right_moves"], json!([]));
    // The text report lists the columns.
    let out = conway(&["analyze", "advance-or-eat", "W.|.W"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("column a: -1\ncolumn b: -1/2\nsum: -3/2\n"),
        "{text}"
    );
}

#[test]
fn advance_or_eat_twelve_by_twelve_is_quick() {
    // N = 12 (3^12 states per column): rows of a fixed pattern.
    let rows: Vec<String> = (0..12)
        .map(|r| {
            (0..12)
                .map(|c| match (r * 7 + c * 5) % 3 {
                    0 => 'W',
                    1 => 'B',
                    _ => '.',
                })
                .collect()
        })
        .collect();
    let a = analyze("advance-or-eat", &rows.join("|"));
    assert!(a["details"]["column_l"].is_string(), "{a}");
    let winner = a["details"]["winner_with_white_to_move"].as_str().unwrap();
    let left_moves = a["left_moves"].as_array().unwrap();
    assert_eq!(winner == "White", !left_moves.is_empty(), "{a}");
}

#[test]
fn the_field_s_rulesets_report_canonical_forms() {
    // (ruleset, position, value, outcome, Left's winning moves, Right's)
    let cases = [
        // xxo = {0 | *} = ↑: Left's clobber leaves x.x (0).
        ("clobber", "xxo", "^", "L", json!(["b1-c1"]), json!([])),
        // xo = {0 | 0} = *.
        (
            "clobber",
            "xo",
            "*",
            "N",
            json!(["a1-b1"]),
            json!(["b1-a1"]),
        ),
        // Only Left can jump: {0 | } = 1.
        ("konane", "xo.", "1", "L", json!(["a1-c1"]), json!([])),
        // t.f = {0 | 0} = *.
        (
            "toads-and-frogs",
            "t.f",
            "*",
            "N",
            json!(["1-2"]),
            json!(["3-2"]),
        ),
        // LR = {-1, 0 | 0, 1} = *: each wins by toppling everything.
        (
            "toppling-dominoes",
            "LR",
            "*",
            "N",
            json!(["1 right"]),
            json!(["2 left"]),
        ),
        // 2x4 = {-1, 0 | 6} = 1: Left wins by halving it.
        (
            "cutcake",
            "2x4",
            "1",
            "L",
            json!(["2x4 -> 2x2 + 2x2"]),
            json!([]),
        ),
    ];
    for (ruleset, position, value, outcome, left, right) in cases {
        let a = analyze(ruleset, position);
        assert_eq!(a["kind"], "partizan");
        assert_eq!(a["value"], value, "{ruleset} {position}: {a}");
        assert_eq!(a["outcome"], outcome, "{ruleset} {position}: {a}");
        assert_eq!(a["left_moves"], left, "{ruleset} {position}: {a}");
        assert_eq!(a["right_moves"], right, "{ruleset} {position}: {a}");
        assert!(a["temperature"].is_string() && a["mean"].is_string());
    }
    // A hot value: ±1/8 has temperature 1/8 and mean 0 (the first player
    // gains 1/8 by moving).
    let a = analyze("toads-and-frogs", "ttt..fff");
    assert_eq!(
        (
            a["value"].as_str(),
            a["temperature"].as_str(),
            a["mean"].as_str()
        ),
        (Some("+-1/8"), Some("1/8"), Some("0"))
    );
    // Huge cakes by the closed form: floor(1000000 / 2) - 1.
    let a = analyze("cutcake", "3x1000000");
    assert_eq!(a["value"], "499999");
}

#[test]
fn bad_positions_exit_2_naming_the_place() {
    for (ruleset, bad, place) in [
        ("advance-or-eat", "W.|.BX", "1:6"),
        ("clobber", "xo|o", "1:4"),
        ("konane", "xo.\nx?o", "2:2"),
        ("toads-and-frogs", "tt.fg", "1:5"),
        ("toppling-dominoes", "LR|", "1:4"),
        ("cutcake", "3x4 + 2y5", "1:8"),
        ("cutcake", "0x4", "1:1"),
        ("hackenbush", "BRX", "1:3"),
        ("hackenbush", "g-1:B 2-3:R", "1:7"),
        ("hackenbush", "g-1:B\n1-2:Q", "2:5"),
        ("snort", "0-1 1-q", "1:7"),
        ("snort", "n=2; 0-2", "1:8"),
        ("col", "..|.z", "1:5"),
        ("col", "0-1; L:0 R:0", "1:12"),
        ("amazons", "x..\n.q.", "2:2"),
        ("amazons", "x..|..", "1:5"),
    ] {
        let out = conway(&["analyze", ruleset, bad]);
        assert_eq!(out.status.code(), Some(2), "{ruleset} '{bad}'");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.contains(&format!("position for {ruleset}")) && err.contains(place),
            "{ruleset} '{bad}': {err}"
        );
        assert!(!err.contains("panicked"), "{err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
}

#[test]
fn games_are_playable() {
    // t.f: your toad steps (to 0, a win); the frog's only move jumps it;
    // your toad steps once more and the frogs are stuck.
    let out = play(&["toads-and-frogs", "t.f"], "1-2\n2-3\n");
    let t = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{t}");
    assert!(t.contains("You kept a winning position."), "{t}");
    assert!(t.contains("you win"), "{t}");
    // Advance or Eat as Black against the engine's White, which moves
    // first from a position White wins (1/2): the engine wins.
    let out = play(
        &[
            "--first",
            "engine",
            "--side",
            "right",
            "advance-or-eat",
            ".|B",
        ],
        "1\n1\n1\n",
    );
    let t = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{t}");
    assert!(t.contains("the engine wins"), "{t}");
}
