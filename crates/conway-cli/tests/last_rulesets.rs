//! End-to-end tests of the last rulesets from the peers (Fjords, Hot
//! Clobber, Ceylonese Fox and Geese) and of Nimstring's limits, with the
//! real binary. Values worked out by hand in the comments (the library's
//! tests check them against plain search).

use crate::common;

use common::{conway, json};

#[test]
fn fjords_and_hot_clobber_values() {
    // Fjords x..: only Left has a farm; her two fields, 2.
    let a = json(&["--json", "analyze", "fjords", "x.."]);
    assert_eq!(a["value"], "2");
    assert_eq!(a["outcome"], "L");
    // Between the farms: whoever takes it wins, *.
    let a = json(&["--json", "analyze", "fjords", "0-1-2 L:0 R:2"]);
    assert_eq!(a["value"], "*");
    assert_eq!(a["left_moves"], serde_json::json!(["1"]));
    // Hot Clobber xx: Left clobbers her own stone, Right has none: 1.
    let a = json(&["--json", "analyze", "hot-clobber", "xx"]);
    assert_eq!(a["value"], "1");
}

#[test]
fn ceylonese_fox_and_geese_is_listed_and_analysed() {
    let list = common::stdout(&["rulesets"]);
    assert!(list.contains("ceylonese-fox-and-geese"), "{list}");
    assert!(
        list.contains("hot-clobber") && list.contains("fjords"),
        "{list}"
    );
    // No goose can stop a fox on an empty board: the fox never runs out of
    // moves and the geese have none, Right wins whoever starts.
    let a = json(&[
        "--json",
        "analyze",
        "ceylonese-fox-and-geese",
        "...|...|f..",
    ]);
    assert_eq!(a["outcome"], "R", "{a}");
}

/// A board of `n` x `n` boxes with no line drawn.
fn empty_dots(n: usize) -> String {
    let dots = format!("+{}", ".+".repeat(n));
    let bars = ".".repeat(2 * n + 1);
    let mut rows = vec![dots.clone()];
    for _ in 0..n {
        rows.push(bars.clone());
        rows.push(dots.clone());
    }
    rows.join("/")
}

#[test]
fn nimstring_stops_at_its_limits_with_exit_3() {
    let board = empty_dots(4);
    let out = conway(&["analyze", "nimstring", &board, "--max-positions", "20"]);
    assert_eq!(out.status.code(), Some(3));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("20 positions"), "{stderr}");
    let started = std::time::Instant::now();
    let out = conway(&["analyze", "nimstring", &board, "--timeout", "0.5"]);
    assert_eq!(out.status.code(), Some(3));
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
}
