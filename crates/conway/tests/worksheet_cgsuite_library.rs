//! CGSuite's worksheet library in conway's worksheet: maps `{k => v}`,
//! mutable collections, strings and their methods, stepped ranges
//! `a..b..s`, strips, infix method calls `a Method b`, `def`, `Nothing`
//! and `Player.Left`. Each is checked against its definition computed
//! here in Rust, and against the answers of CGSuite's own test tables
//! (CGSuite 2.x, lib/core/src/test/scala: CgsuiteLangTest.scala,
//! CgsuiteUtilTest.scala and EvalTest.scala), where those are cited.

use crate::common::worksheet::{last_error, show as run};
use conway::worksheet::Error;
use proptest::prelude::*;
use std::collections::BTreeMap;

/// The error of the last line, as shown (with its column).
fn error(lines: &[&str]) -> String {
    match last_error(lines) {
        e @ Error::Syntax(_) => e.to_string(),
        other => panic!("{lines:?}: expected a worksheet error, got {other:?}"),
    }
}

fn list(items: impl IntoIterator<Item = i64>) -> String {
    let shown: Vec<String> = items.into_iter().map(|v| v.to_string()).collect();
    format!("[{}]", shown.join(", "))
}

#[test]
fn maps_keep_each_key_once_sorted() {
    // CgsuiteLangTest.scala ("maps"), EvalTest.scala ("collections").
    let m = "{7 => true, 1/2 => ^^*}";
    assert_eq!(run(&[m]), "{1/2 => ^^*, 7 => true}");
    assert_eq!(run(&[&format!("{m}[1/2]")]), "^^*");
    assert_eq!(run(&[&format!("{m} ContainsKey 7")]), "true");
    assert_eq!(run(&[&format!("{m}.ContainsKey(8)")]), "false");
    assert_eq!(run(&[&format!("{m}.Keys")]), "{1/2, 7}");
    assert_eq!(run(&[&format!("{m}.Values")]), "{^^*, true}");
    assert_eq!(run(&[&format!("{m}.Reversed")]), "{^^* => 1/2, true => 7}");
    assert_eq!(
        run(&[&format!("{m}.Updated(6, 19)")]),
        "{1/2 => ^^*, 6 => 19, 7 => true}"
    );
    assert_eq!(
        run(&[&format!("{m}.Updated({{6 => 19, 7 => Left}})")]),
        "{1/2 => ^^*, 6 => 19, 7 => Left}"
    );
    assert_eq!(run(&["{=>}"]), "{=>}");
    assert_eq!(
        run(&["{\"foo\" => 1, \"bar\" => *2, 16 => 22}"]),
        "{16 => 22, \"bar\" => *2, \"foo\" => 1}"
    );
    assert_eq!(
        run(&["{x^2 => x for x in [1,3,5,3]}"]),
        "{1 => 1, 9 => 3, 25 => 5}"
    );
    assert!(error(&[&format!("{m}[1/4]")]).contains("key not found: 1/4"));
    assert!(error(&["{1 => 2, 3}"]).contains("after a map's key"));
    // Braces that are not a map are read again as a set or a game, with
    // the error of that reading (the trial leaves nothing behind).
    assert!(error(&["{(4,2),(4,4)}"]).contains("to close the '('"));
    assert!(error(&["{ (1,3) => 4 }"]).contains("to close the '('"));
    assert_eq!(run(&["{[1, 2] => 3}"]), "{[1, 2] => 3}");
}

#[test]
fn a_map_comprehension_is_the_last_value_of_each_key() {
    // {x^2+y^2 => x ...}: the definition, with a BTreeMap.
    let mut want = BTreeMap::new();
    for x in 1..=5i64 {
        for y in 1..=5i64 {
            want.insert(x * x + y * y, x);
        }
    }
    let shown: Vec<String> = want.iter().map(|(k, v)| format!("{k} => {v}")).collect();
    assert_eq!(
        run(&["{x^2+y^2 => x for x from 1 to 5 for y from 1 to 5}"]),
        format!("{{{}}}", shown.join(", "))
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn maps_are_their_entries_by_key(pairs in proptest::collection::vec((-20i64..20, -5i64..5), 0..8)) {
        let written: Vec<String> = pairs.iter().map(|(k, v)| format!("{k} => {v}")).collect();
        let text = if pairs.is_empty() { "{=>}".to_string() } else { format!("{{{}}}", written.join(", ")) };
        let want: BTreeMap<i64, i64> = pairs.iter().copied().collect();
        let shown: Vec<String> = want.iter().map(|(k, v)| format!("{k} => {v}")).collect();
        let expected = if want.is_empty() { "{=>}".to_string() } else { format!("{{{}}}", shown.join(", ")) };
        prop_assert_eq!(run(&[&text]), expected);
        prop_assert_eq!(run(&[&format!("{text}.Size")]), want.len().to_string());
    }

    #[test]
    fn stepped_ranges_are_their_items(a in -12i64..12, b in -12i64..12, s in -4i64..5) {
        prop_assume!(s != 0);
        let want: Vec<i64> = if s > 0 {
            (a..=b).step_by(s as usize).collect()
        } else {
            (b..=a).rev().step_by((-s) as usize).collect()
        };
        let range = format!("({a}..{b}..{s})");
        prop_assert_eq!(run(&[&format!("{range}.Length")]), want.len().to_string());
        let looped = run(&[&format!("[x for x in {range}]")]);
        prop_assert_eq!(looped, list(want.iter().copied()));
        if let Some(&first) = want.first() {
            prop_assert_eq!(run(&[&format!("{range}[1]")]), first.to_string());
        }
    }
}

#[test]
fn stepped_ranges_print_as_written() {
    // EvalTest.scala ("collections"), CgsuiteLangTest.scala ("ranges").
    assert_eq!(run(&["3..12..3"]), "3..12..3");
    assert_eq!(run(&["(3..12..3).ToSet"]), "{3, 6, 9, 12}");
    assert_eq!(run(&["(1..10..2).Contains(4)"]), "false");
    assert_eq!(run(&["(1..10..2).Contains(9)"]), "true");
    assert_eq!(run(&["1..4"]), "1..4");
    assert!(error(&["1..4..0"]).contains("the step of a range cannot be 0"));
}

#[test]
fn infix_methods_are_method_calls() {
    // CgsuiteLangTest.scala ("lists"), EvalTest.scala ("infix ops").
    assert_eq!(run(&["[5,12,13] Adjoin 99"]), "[5, 12, 13, 99]");
    assert_eq!(run(&["[5,12,13] Concat [99,101]"]), "[5, 12, 13, 99, 101]");
    assert_eq!(run(&["3 Max 5"]), "5");
    // Below + : 4 Max (3 + 5).
    assert_eq!(run(&["4 Max 3 + 5"]), "8");
    assert_eq!(run(&["* Heat 2"]), run(&["heat(*, 2)"]));
    assert_eq!(run(&["* Heat 2"]), "+-2");
}

#[test]
fn mutable_lists_change_in_place() {
    // CgsuiteUtilTest.scala ("MutableList").
    let x = ["x := MutableList([3,4,5])"];
    assert_eq!(run(&x), "x = MutableList(3, 4, 5)");
    assert_eq!(run(&["MutableList()"]), "MutableList()");
    let steps = [
        "x := MutableList([3,4,5])",
        "x.Add(*)",
        "x.AddAll([1/2, 1/4, *2, *3, 1/2, 1/4, *3])",
        "x.Remove(1/2)",
        "x.RemoveAll([4, *2])",
        "x.RemoveAll([1/4, 1/4])",
    ];
    assert_eq!(
        run(&[&steps[..], &["x"]].concat()),
        "MutableList(3, 5, *, *3, 1/2, *3)"
    );
    assert_eq!(run(&[&steps[..], &["x[2]"]].concat()), "5");
    assert_eq!(run(&[&steps[..], &["x.Contains(*3)"]].concat()), "true");
    assert_eq!(
        run(&[&steps[..], &["x.RemoveAt(2)", "x.Sort()", "x"]].concat()),
        "MutableList(1/2, 3, *, *3, *3)"
    );
    assert_eq!(
        run(&[&steps[..], &["x.Clear()", "x"]].concat()),
        "MutableList()"
    );
    // A second name is the same list.
    assert_eq!(
        run(&["x := MutableList()", "y := x", "y.Add(7)", "x"]),
        "MutableList(7)"
    );
    assert!(error(&["x := MutableList([3])", "x[0]"]).contains("column 3"));
}

#[test]
fn mutable_sets_and_maps() {
    // CgsuiteUtilTest.scala ("MutableSet", "MutableMap").
    let set = [
        "x := MutableSet([3,4,5])",
        "x.Add(*)",
        "x.AddAll([1/2, 1/4, *2, *3, 1/2, 1/4, *3])",
    ];
    assert_eq!(
        run(&[&set[..], &["x"]].concat()),
        "MutableSet(1/4, 1/2, 3, 4, 5, *, *2, *3)"
    );
    assert_eq!(
        run(&[
            &set[..],
            &["x.Remove(1/4)", "x.RemoveAll([3, 5, *2, 5, 19])", "x"]
        ]
        .concat()),
        "MutableSet(1/2, 4, *, *3)"
    );
    assert_eq!(
        run(&[&set[..], &["x.ToList"]].concat()),
        "[1/4, 1/2, 3, 4, 5, *, *2, *3]"
    );
    let map = ["x := MutableMap({3 => true, 5 => Left})"];
    assert_eq!(run(&map), "x = MutableMap(3 => true, 5 => Left)");
    assert_eq!(run(&[&map[..], &["x[5]"]].concat()), "Left");
    assert_eq!(run(&[&map[..], &["x.ContainsKey(5)"]].concat()), "true");
    assert_eq!(
        run(&[
            &map[..],
            &[
                "x.Put(3, false)",
                "x.Put(*, 101)",
                "x.PutAll({Right => 1474, 3 => 1/7})",
                "x"
            ]
        ]
        .concat()),
        "MutableMap(3 => 1/7, 5 => Left, * => 101, Right => 1474)"
    );
    assert!(error(&[&map[..], &["x[*]"]].concat()).contains("key not found: *"));
    assert!(error(&["[1].Add(2)"]).contains("changes a mutable collection"));
}

#[test]
fn strings_by_position() {
    // CgsuiteLangTest.scala ("strings"); each checked against Rust's own
    // string operations too.
    let s = "Clobber";
    assert_eq!(run(&["\"Hackenbush\"[7]"]), "b");
    assert_eq!(run(&[&format!("\"{s}\".Substring(4, 6)")]), &s[3..6]);
    assert_eq!(run(&["\"Toads and Frogs\".ToLowerCase"]), "toads and frogs");
    assert_eq!(run(&["\"Toads and Frogs\".ToUpperCase"]), "TOADS AND FROGS");
    assert_eq!(run(&["\"Short\".Updated(2, \"n\")"]), "Snort");
    assert_eq!(run(&["3.ToString"]), "3");
    assert_eq!(run(&["(^^*).ToString"]), "^^*");
    assert!(error(&["\"abc\"[4]"]).contains("outside 1..3"));
}

#[test]
fn strips_of_small_integers() {
    // CgsuiteUtilTest.scala ("Strip").
    let s = "strip := Strip.Parse(\".abbd.\", \".abcd\")";
    assert_eq!(run(&["Strip.Empty(8)"]), "Strip([0, 0, 0, 0, 0, 0, 0, 0])");
    assert_eq!(run(&[s]), "strip = Strip([0, 1, 2, 2, 4, 0])");
    let with = |line: &str| run(&[s, line]);
    assert_eq!(with("strip[3]"), "2");
    assert_eq!(
        with("strip.Decomposition(2)"),
        "[Strip([0, 1]), Strip([4, 0])]"
    );
    assert_eq!(with("strip.Decomposition(0)"), "[Strip([1, 2, 2, 4])]");
    assert_eq!(run(&["Strip.Empty(0).Decomposition(0)"]), "[]");
    assert_eq!(with("strip.FindAll(2)"), "[3, 4]");
    assert_eq!(with("strip.Length"), "6");
    assert_eq!(with("strip.ToString(\".abcd\")"), ".abbd.");
    assert_eq!(with("strip.Updated(3, 4)"), "Strip([0, 1, 4, 2, 4, 0])");
    assert_eq!(
        with("strip.UpdatedRange(2, 4, 5)"),
        "Strip([0, 5, 5, 5, 4, 0])"
    );
    assert_eq!(
        with("strip.UpdatedRange(-1, 7, 5)"),
        "Strip([5, 5, 5, 5, 5, 5])"
    );
    assert_eq!(
        with("strip.Updated({ 1 => 4, 4 => 127, 6 => -128 })"),
        "Strip([4, 1, 2, 127, 4, -128])"
    );
    assert_eq!(with("strip.Substrip(2, 5)"), "Strip([1, 2, 2, 4])");
    assert_eq!(with("strip.Substrip(3, 2)"), "Strip([])");
    assert!(error(&[s, "strip.Updated(7, 0)"]).contains("outside 1..6"));
    assert!(error(&[s, "strip.Updated(3, 1001)"]).contains("from -128 to 127"));
}

#[test]
fn strip_decomposition_is_a_split() {
    // The definition: the runs between the cells equal to the value.
    let cells = [0i8, 1, 1, 0, 0, 2, 1, 0, 2];
    let text: String = cells.iter().map(|&c| ['.', 'a', 'b'][c as usize]).collect();
    for wall in 0..3i8 {
        let want: Vec<String> = cells
            .split(|&c| c == wall)
            .filter(|r| !r.is_empty())
            .map(|r| {
                let shown: Vec<String> = r.iter().map(i8::to_string).collect();
                format!("Strip([{}])", shown.join(", "))
            })
            .collect();
        assert_eq!(
            run(&[&format!(
                "Strip.Parse(\"{text}\", \".ab\").Decomposition({wall})"
            )]),
            format!("[{}]", want.join(", "))
        );
    }
}

#[test]
fn def_nothing_and_players() {
    // EvalTest.scala ("def", "collections", "player").
    assert_eq!(run(&["def t(x) := x + 1"]), "t = x -> x + 1");
    assert_eq!(run(&["def t(x) := x + 3", "t(5)"]), "8");
    assert_eq!(run(&["def u(x) begin y := x + 5; y; end", "u(5)"]), "10");
    assert_eq!(
        run(&["def u(x) begin y := x + 4; y; end"]),
        "u = x -> begin y := x + 4; y end"
    );
    assert_eq!(
        run(&["{3,\"foo\",[],true,Nothing,[3,5,3,1],+-6,*2,\"bar\"}"]),
        "{Nothing, 3, *2, +-6, true, \"bar\", \"foo\", [], [3, 5, 3, 1]}"
    );
    assert_eq!(run(&["Player.Left == Player.Left"]), "true");
    assert_eq!(run(&["Player.Left == Player.Right"]), "false");
    assert_eq!(run(&["Player.Right"]), "Right");
    assert!(error(&["Player.Up"]).contains("expected Player.Left or Player.Right"));
}

#[test]
fn a_power_in_brackets_after_a_number() {
    // EvalTest.scala ("arithmetic"): 2^(-4) is 1/16, 2^(*+*) is 2^0.
    assert_eq!(run(&["2^(-4)"]), "1/16");
    assert_eq!(run(&["2^(*+*)"]), "1");
    assert_eq!(run(&["3^(5-1)"]), "81");
    // Without brackets the notation reads on: 2^ is 2 + ^.
    assert_eq!(run(&["2^"]), "2^");
    assert!(error(&["2^(100000)"]).contains("too large"));
}
