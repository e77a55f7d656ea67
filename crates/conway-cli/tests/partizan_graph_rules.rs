//! End-to-end tests of `conway analyze` and `conway play` on Hackenbush,
//! Snort, Col and Amazons, with the real binary.

use crate::common;
use common::{analyze, play_record};

use serde_json::json;

/// `2^k` in decimal.
fn power_of_two(k: u32) -> String {
    let mut digits = vec![1u8]; // least significant first
    for _ in 0..k {
        let mut carry = 0;
        for d in &mut digits {
            let x = *d * 2 + carry;
            *d = x % 10;
            carry = x / 10;
        }
        if carry > 0 {
            digits.push(carry);
        }
    }
    digits.iter().rev().map(|d| char::from(b'0' + d)).collect()
}

#[test]
fn hackenbush_strings_and_pictures() {
    // BR = 1/2 (Berlekamp's rule) plus GG = *2. Left wins moving first by
    // cutting either green edge (leaving 1/2 or 1/2*); Right has no move to
    // a position <= 0.
    let a = analyze("hackenbush", "BR GG");
    assert_eq!(a["value"], "1/2*2");
    assert_eq!(a["outcome"], "L");
    assert_eq!(a["temperature"], "0");
    assert_eq!(a["mean"], "1/2");
    assert_eq!(a["left_moves"], json!(["2.1", "2.2"]));
    assert_eq!(a["right_moves"], json!([]));
    assert_eq!(a["details"]["stalks"], json!(["1/2", "*2"]));
    // B with R above and G beside it: both players' best move cuts the
    // green edge, so {1/2 | 1/2} = 1/2*. Left moving first also wins by
    // cutting the trunk, leaving 0 to Right.
    let a = analyze("hackenbush", "g-1:B 1-2:R 1-3:G");
    assert_eq!(a["value"], "1/2*");
    assert_eq!(a["left_moves"], json!(["g-1:B", "1-3:G"]));
    assert_eq!(a["right_moves"], json!([]));
    // A blue-red string of 200 edges: exactly 1/2^199.
    let long = format!("B{}", "R".repeat(199));
    let a = analyze("hackenbush", &long);
    assert_eq!(a["value"], format!("1/{}", power_of_two(199)));
    assert_eq!(a["temperature"], format!("-1/{}", power_of_two(199)));
    // Green pieces by the colon and fusion principles: a triangle on the
    // ground is *1, plus a green stalk of 1.
    let a = analyze("hackenbush", "g-1:G 1-2:G 2-g:G g-3:G");
    assert_eq!(a["value"], "0");
    assert_eq!(a["outcome"], "P");
}

#[test]
fn snort_and_col_on_grids_and_graphs() {
    // Snort on two joined vertices is ±1 (Winning Ways, vol. 1, ch. 2).
    let a = analyze("snort", "..");
    assert_eq!(a["value"], "+-1");
    assert_eq!(a["outcome"], "N");
    assert_eq!(a["temperature"], "1");
    assert_eq!(a["mean"], "0");
    assert_eq!(a["left_moves"], json!(["a1", "b1"]));
    assert_eq!(a["right_moves"], json!(["a1", "b1"]));
    // Col: the same two vertices are 0; a vertex next to Left's colour is
    // Right's alone.
    assert_eq!(analyze("col", "0-1")["value"], "0");
    let a = analyze("col", "n=3; 0-1; L:0");
    assert_eq!(a["value"], "-1*");
    assert_eq!(a["position"], "n=3; 0-1; L:0");
    // Even × even boards are second-player wins (the symmetry strategy).
    for rules in ["snort", "col"] {
        assert_eq!(analyze(rules, "....|....")["outcome"], "P", "{rules}");
    }
}

#[test]
fn amazons_on_a_small_board() {
    let a = analyze("amazons", "x.o");
    assert_eq!(a["value"], "*");
    assert_eq!(a["outcome"], "N");
    assert_eq!(a["left_moves"], json!(["a1-b1/a1"]));
    assert_eq!(a["right_moves"], json!(["c1-b1/c1"]));
    // CGSuite's letters and L/R read alike.
    assert_eq!(analyze("amazons", "L..")["value"], "2");
    assert_eq!(analyze("amazons", "L..")["position"], "x..");
}

#[test]
fn playing_the_analysis_wins() {
    for (ruleset, position, first) in [
        ("hackenbush", "BR", "1.1"),
        ("snort", "..", "a1"),
        ("amazons", "x.o", "a1-b1/a1"),
        ("col", ".", "a1"),
    ] {
        let r = play_record(&[ruleset, position], &format!("{first}\n"));
        assert_eq!(r["winner"], "you", "{ruleset}: {r}");
        // Moving first as Left, the engine wins the same positions.
        let r = play_record(
            &["--first", "engine", "--side", "right", ruleset, position],
            "1\n",
        );
        assert_eq!(r["winner"], "engine", "{ruleset}: {r}");
    }
}
