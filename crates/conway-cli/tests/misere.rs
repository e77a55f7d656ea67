//! End-to-end tests of misère play in the real binary: `grundy --misere`,
//! `analyze --misere`, `play --misere`, and misère literals in `value`.

use crate::common;

use common::{conway_with_input as conway, json, stdout};

#[test]
fn misere_sequence_of_take_one_or_two() {
    // Misère "take 1 or 2": the player facing n ≡ 1 (mod 3) loses, so
    // G-(n) is 1, 0, 2 repeating (values by the mex rule, G-(0) = 1).
    let v = json(&[
        "grundy",
        "take-at-most:2",
        "--misere",
        "--to",
        "11",
        "--json",
    ]);
    assert_eq!(
        v["values"],
        serde_json::json!([1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 0, 2])
    );
    assert_eq!(v["period"], 3);
    assert_eq!(v["certified"], false);
    assert_eq!(v["genus"][0], "0^120");
}

#[test]
fn misere_nim_analysis() {
    // Misère Nim (Bouton 1901): 1 1 3 — take the 3 down to 1, leaving three
    // single heaps.
    let v = json(&["analyze", "--misere", "--json", "nim", "1 1 3"]);
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["winning_moves"], serde_json::json!(["heap 3: 3 -> 1"]));
    let v = json(&["analyze", "--misere", "--json", "nim", "1 1 1"]);
    assert_eq!(v["outcome"], "P");
}

#[test]
fn partizan_rulesets_are_refused() {
    let out = conway(&["analyze", "--misere", "domineering", "..|.."], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("misère"));
}

#[test]
fn playing_misere_nim_the_engine_leaves_a_single_heap() {
    // One heap of 3, misère: the engine (first) takes 2, leaving 1; you
    // must take it and lose.
    let out = conway(
        &["play", "--misere", "--first", "engine", "nim", "3"],
        "1\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("The engine plays heap 1: 3 -> 1"), "{text}");
    assert!(text.contains("under misère play the engine wins"), "{text}");
}

#[test]
fn misere_literals_in_value() {
    let v = json(&["value", "--json", "*[2] + *[2]", "*[2,0]", "*[[2],0]"]);
    // As CGSuite prints them (MisereCanonicalGameTestCase): *2 + *2 is
    // *[2[2]] with genus 0^0 (one superscript digit, a tame game), and
    // {{*2}, 0} is *[2#0] with genus 1^2 (restive).
    assert_eq!(v["values"][0]["canonical"], "*[2[2]]");
    assert_eq!(v["values"][0]["outcome"], "P");
    assert_eq!(v["values"][0]["genus"], "0^0");
    // {*2, 0} = * (*2 reverses through *).
    assert_eq!(v["values"][1]["canonical"], "*[1]");
    assert_eq!(v["values"][2]["canonical"], "*[2#0]");
    assert_eq!(v["values"][2]["genus"], "1^2");
    let out = conway(&["value", "*[2,"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("1:5"));
}

#[test]
fn misere_graphs() {
    // Seed 000's graph: tokens on *3, *3, *2, * — misère Nim with a heap of
    // two or more plays as normal Nim (Bouton): nim-sum 3, a first-player
    // win, by a -> b (to 0) or c -> e (to *).
    let v = json(&[
        "solve",
        "--misere",
        "--json",
        "../../examples/graphs/tokens-impartial.txt",
    ]);
    assert_eq!(v["outcome"], "N");
    assert_eq!(
        v["winning_moves"],
        serde_json::json!(["token 1 a -> b", "token 2 a -> b", "token 3 c -> e"])
    );
    // A chain 10^5 moves long with a token at each end of a 3-move tail:
    // 10^5 (even) is 0 and 3 (odd) is *, a misère P-position.
    let dir = std::env::temp_dir().join(format!("conway-misere-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("chain.txt");
    let mut text: String = (0..100_000)
        .map(|i| format!("v{i} -> v{}\n", i + 1))
        .collect();
    text.push_str("tokens v0 v99997\n");
    std::fs::write(&path, text).unwrap();
    let v = json(&["solve", "--misere", "--json", path.to_str().unwrap()]);
    assert_eq!(v["outcome"], "P");
    // Loopy graphs are refused with exit code 2.
    let out = conway(
        &["solve", "--misere", "../../examples/graphs/loopy-draw.txt"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn quotient_of_misere_nim_with_small_heaps() {
    // Plambeck, "Taming the wild" (2005): <a, b | a^2 = 1, b^3 = b>, order 6,
    // P-portion {a, b^2}; heap 1 pretends to be a, heap 2 to be b.
    let v = json(&["quotient", "nim", "--heaps", "2", "--json", "--sum", "2 2"]);
    assert_eq!(v["size"], 6);
    assert_eq!(v["p_portion"], serde_json::json!(["a", "b^2"]));
    assert_eq!(v["pretending"], serde_json::json!(["1", "a", "b"]));
    assert_eq!(v["sum_outcome"], "P");
    // The relations are a minimal set (issue 27: five were printed).
    assert_eq!(v["relations"], serde_json::json!(["a^2 = 1", "b^3 = b"]));
    let text = stdout(&["quotient", "nim", "--heaps", "2"]);
    assert!(
        text.contains("presentation: <a, b | a^2 = 1, b^3 = b>\n"),
        "{text}"
    );
    let out = conway(&["quotient", "nim", "--heaps", "0"], "");
    assert_eq!(out.status.code(), Some(2));
    // Misère Nim 1 1 3: the winning move leaves three single heaps.
    let v = json(&[
        "quotient", "nim", "--heaps", "3", "--json", "--sum", "1 1 3",
    ]);
    assert_eq!(v["sum_outcome"], "N");
    assert_eq!(v["winning_moves"], serde_json::json!(["heap 3 -> 1"]));
    // Dawson's Kayles to heap 24: 24 elements (the library's tests check
    // heap 30's 360 elements, Plambeck & Siegel, JCTA 2008), and a time
    // limit stops the computation to heap 30 with exit code 3.
    let v = json(&["quotient", "0.07", "--heaps", "24", "--json"]);
    assert_eq!(v["size"], 24);
    let out = conway(
        &["quotient", "0.07", "--heaps", "30", "--timeout", "0.1"],
        "",
    );
    assert_eq!(out.status.code(), Some(3));
    // A quotient that outgrows the cap is reported, not hung on.
    let v = json(&[
        "quotient",
        "0.3122",
        "--heaps",
        "30",
        "--max-size",
        "64",
        "--json",
    ]);
    assert_eq!(v["found"], false);
    assert!(v["reason"]
        .as_str()
        .unwrap()
        .starts_with("no finite quotient found up to heap"));
}
