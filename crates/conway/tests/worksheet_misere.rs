//! Misère values in the worksheet: CGSuite's `*[2,0]` literals, sums,
//! equality and the misère functions, each checked against the misère
//! library called directly (itself checked against plain game-tree search
//! in misere_forms.rs) or a value from the literature; normal-play notation
//! next to them is unchanged.

use crate::common;
use common::worksheet::{error, show, truth};

use conway::misere::{parse, parse_sum, MisereGame};
use proptest::prelude::*;

#[test]
fn literals_print_as_the_notation_prints_them() {
    for text in ["*[2]", "*[2#]", "*[3,2]", "*[[2],2,1,0]", "*[2,0]", "*[]"] {
        let expected = parse(text).unwrap().to_string();
        assert_eq!(show(&[text]), expected, "{text}");
    }
    // {*2, 0}: *2 reverses through *, so the game is * (ONAG ch. 12).
    assert_eq!(show(&["*[2,0]"]), "*[1]");
    // Normal play is untouched next to them.
    assert_eq!(show(&["*2 + *3"]), "*");
    assert_eq!(show(&["{0, *|0, *}"]), "*2");
}

#[test]
fn sums_and_equality_follow_the_library() {
    let two = MisereGame::nim_heap(2);
    assert_eq!(show(&["*[2] + *[2]"]), (two + two).to_string());
    assert_eq!(
        show(&["g := *[2#]", "g + g + *[1]"]),
        parse_sum("*[2#] + *[2#] + *[1]").unwrap().to_string()
    );
    // * + * = 0 in misère play, but *2 + *2 is not 0 (Winning Ways ch. 13).
    assert!(truth("*[1] + *[1] == *[0]"));
    assert!(!truth("*[2] + *[2] == *[0]"));
    assert!(truth("*[2] + *[2] != *[0]"));
    assert!(truth("-*[2#] == *[2#]"));
    assert_eq!(show(&["compare(*[1] + *[1], *[0])"]), "=");
    assert_eq!(show(&["compare(*[2], *[3])"]), "!=");
}

#[test]
fn functions_follow_the_library() {
    let g = parse("*[[2],2,1,0]").unwrap();
    let lines = |f: &str| show(&["g := *[[2],2,1,0]", &format!("{f}(g)")]);
    assert_eq!(lines("miserenimvalue"), g.misere_grundy().to_string());
    assert_eq!(lines("birthday"), g.birthday().to_string());
    assert_eq!(lines("genus"), g.genus().to_string());
    assert_eq!(lines("istame"), g.is_tame().to_string());
    assert_eq!(lines("isrestive"), g.is_restive().to_string());
    assert_eq!(lines("isrestless"), g.is_restless().to_string());
    assert_eq!(lines("mate"), g.mate().to_string());
    assert!(lines("outcome").starts_with(&g.outcome().to_string()));
    // Winning Ways ch. 13: *2 + *2 has genus 0^02, which CGSuite prints
    // 0^0 (one superscript digit for a tame game); * is a misère P-position.
    assert_eq!(show(&["genus(*[2] + *[2])"]), "0^0");
    assert!(show(&["outcome(*[1])"]).starts_with("P ("));
    assert_eq!(show(&["misere_nim_value(*[0])"]), "1");
    // The restive and restless examples of the help: {*, F} and {0, F}
    // with F = *2 + *2 + * (genus 1^13).
    let firm_one = parse_sum("*[2] + *[2] + *[1]").unwrap();
    let restive = MisereGame::from_options(vec![MisereGame::nim_heap(1), firm_one]);
    let restless = MisereGame::from_options(vec![MisereGame::ZERO, firm_one]);
    assert_eq!(restive.to_string(), "*[2[3]1]");
    assert_eq!(restless.to_string(), "*[2[3]0]");
    assert_eq!(show(&["isrestive(*[[[3,2],3,2],1])"]), "true");
    assert_eq!(show(&["isrestless(*[[[3,2],3,2],0])"]), "true");
    assert_eq!(show(&["isrestive(*[2[3]1])"]), "true");
}

#[test]
fn misere_forms_of_nimbers_and_positions() {
    assert_eq!(show(&["misere(*3)"]), "*[3]");
    assert_eq!(show(&["misere(*[2,0])"]), "*[1]");
    // Kayles heaps 3 and 4 (0.77) as misère forms, against the search of
    // the heaps by the library.
    let searched = show(&["misere(\"take_and_break\", \"0.77: 3 4\")"]);
    let three = show(&["misere(\"take_and_break\", \"0.77: 3\")"]);
    let four = show(&["misere(\"take_and_break\", \"0.77: 4\")"]);
    assert_eq!(
        searched,
        (parse(&three).unwrap() + parse(&four).unwrap()).to_string()
    );
    // Misère Kayles: a heap of 1 is *, a P-position.
    assert!(show(&["outcome(misere(\"take_and_break\", \"0.77: 1\"))"]).starts_with("P"));
}

#[test]
fn errors_name_the_place_in_one_line() {
    // A binary operation's errors name the start of the expression.
    let (_, column, message) = error("*[2] + *2");
    assert_eq!(column, 1, "{message}");
    assert!(message.contains("*[2]"), "{message}");
    let (_, column, _) = error("1 + *[2,");
    assert_eq!(column, 9);
    let (_, column, message) = error("x := *[2] < *[3]");
    assert_eq!(column, 6, "{message}");
    let (_, column, message) = error("genus(*3)");
    assert_eq!(column, 7, "{message}");
    let (_, column, message) = error("misere({1|0})");
    assert_eq!(column, 8, "{message}");
    let (_, column, message) = error("misere(\"clobber\", \"xo\")");
    assert_eq!(column, 8, "{message}");
    let (_, column, message) = error("misere(\"take_and_break\", \"0.77: x\")");
    assert!(column > 26, "{column}: {message}");
    let (_, _, message) = error("*[99999]");
    assert!(message.contains("nim heaps up to"), "{message}");
    let (_, column, message) = error("*[1] - *[1]");
    assert_eq!(column, 1, "{message}");
}

fn small_game() -> impl Strategy<Value = MisereGame> {
    let leaf = (0u32..4).prop_map(MisereGame::nim_heap);
    leaf.prop_recursive(3, 12, 3, |inner| {
        prop::collection::vec(inner, 0..4).prop_map(MisereGame::from_options)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// What the worksheet prints reads back as the same game, and a sum
    /// written in the worksheet is the library's sum.
    #[test]
    fn worksheet_sums_are_library_sums(a in small_game(), b in small_game()) {
        let line = format!("{a} + {b}");
        prop_assert_eq!(show(&[&line]), (a + b).to_string());
        let commuted = format!("{a} + {b} == {b} + {a}");
        prop_assert!(truth(&commuted));
        let outcome = show(&[&format!("outcome({line})")]);
        prop_assert!(outcome.starts_with(&(a + b).outcome().to_string()));
    }
}
