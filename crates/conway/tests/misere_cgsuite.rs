//! CGSuite's misère test suite as an oracle: every case of
//! `MisereCanonicalGameTestCase.scala` (repository aaron-siegel/cgsuite,
//! lib/core/src/test/scala/org/cgsuite/lang/) whose quantity conway
//! computes, run through the worksheet (the same text CGSuite reads, its
//! answer as CGSuite prints it) and the library. The inputs and expected
//! outputs are CGSuite's test data; the predicates CGSuite has and conway
//! lacks (IsEven, IsExtraverted, IsIntroverted, IsHalfTame,
//! IsGenerallyTame, IsGenerallyRestive, IsTameable, IsPrime, Partitions,
//! Parts) are listed in README's misère section and not tested here.

use crate::common;
use common::worksheet::show;
use conway::misere::parse_sum;

/// One case: CGSuite's input and its printed answers.
struct Case {
    input: &'static str,
    printed: &'static str,
    birthday: &'static str,
    genus: &'static str,
    is_restive: bool,
    is_restless: bool,
    is_tame: bool,
    is_nim_heap: bool,
    mate: &'static str,
    misere_nim_value: &'static str,
    outcome: &'static str,
    nim_value: &'static str,
    options: &'static str,
}

#[rustfmt::skip]
const CASES: &[Case] = &[
    Case { input: "*[0]", printed: "*[0]", birthday: "0", genus: "0", is_restive: false, is_restless: false, is_tame: true, is_nim_heap: true, mate: "*[1]", misere_nim_value: "1", outcome: "N", nim_value: "0", options: "[]" },
    Case { input: "*[1]", printed: "*[1]", birthday: "1", genus: "1", is_restive: false, is_restless: false, is_tame: true, is_nim_heap: true, mate: "*[0]", misere_nim_value: "0", outcome: "P", nim_value: "1", options: "[*[0]]" },
    Case { input: "*[2]", printed: "*[2]", birthday: "2", genus: "2", is_restive: false, is_restless: false, is_tame: true, is_nim_heap: true, mate: "*[2]", misere_nim_value: "2", outcome: "N", nim_value: "2", options: "[*[0],*[1]]" },
    Case { input: "*[[2]]", printed: "*[2#]", birthday: "3", genus: "0^0", is_restive: false, is_restless: false, is_tame: true, is_nim_heap: false, mate: "*[2#]", misere_nim_value: "0", outcome: "P", nim_value: "0", options: "[*[2]]" },
    Case { input: "*[[[2]]]", printed: "*[2##]", birthday: "4", genus: "1^1", is_restive: false, is_restless: false, is_tame: true, is_nim_heap: false, mate: "*[2##]", misere_nim_value: "1", outcome: "N", nim_value: "1", options: "[*[2#]]" },
    Case { input: "*[2]+*[2]", printed: "*[2[2]]", birthday: "4", genus: "0^0", is_restive: false, is_restless: false, is_tame: true, is_nim_heap: false, mate: "*[2[2]]", misere_nim_value: "0", outcome: "P", nim_value: "0", options: "[*[2],*[3]]" },
    Case { input: "*[[*[2]+*[[2]]]]", printed: "*[2[#2#]]", birthday: "6", genus: "0^0", is_restive: false, is_restless: false, is_tame: true, is_nim_heap: false, mate: "*[2[#2#]]", misere_nim_value: "0", outcome: "P", nim_value: "0", options: "[*[2[#2]]]" },
    // Restive.
    Case { input: "*[[2],0]", printed: "*[2#0]", birthday: "4", genus: "1^2", is_restive: true, is_restless: false, is_tame: false, is_nim_heap: false, mate: "*[2#1]", misere_nim_value: "2", outcome: "N", nim_value: "1", options: "[*[0],*[2#]]" },
    // Restless.
    Case { input: "*[[2],1]", printed: "*[2#1]", birthday: "4", genus: "2^1420", is_restive: false, is_restless: true, is_tame: false, is_nim_heap: false, mate: "*[2#0]", misere_nim_value: "1", outcome: "N", nim_value: "2", options: "[*[1],*[2#]]" },
    // Multiple partitions.
    Case { input: "*[[*[4]+*[2]]]", printed: "*[4[2#]]", birthday: "7", genus: "0^0", is_restive: false, is_restless: false, is_tame: true, is_nim_heap: false, mate: "*[4[2#]]", misere_nim_value: "0", outcome: "P", nim_value: "0", options: "[*[4[2]]]" },
    // Generally tame, but not tame.
    Case { input: "*[[[2]],[[2],1]]", printed: "*[(2#1)2##]", birthday: "5", genus: "0^0", is_restive: false, is_restless: false, is_tame: false, is_nim_heap: false, mate: "*[(2#0)2##]", misere_nim_value: "0", outcome: "P", nim_value: "0", options: "[*[2##],*[2#1]]" },
    // Generally tame with separate reverting moves to 0^1 and 1^0.
    Case { input: "*[[[2]],[[[2],0],0,1]]", printed: "*[((2#0)10)2##]", birthday: "6", genus: "0^0", is_restive: false, is_restless: false, is_tame: false, is_nim_heap: false, mate: "*[((2#1)10)2##]", misere_nim_value: "0", outcome: "P", nim_value: "0", options: "[*[2##],*[(2#0)10]]" },
    // Tameable, but not generally tame.
    Case { input: "*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", printed: "*[((2#0)2[#1]2#)(2#1)[1]]", birthday: "6", genus: "0^120", is_restive: false, is_restless: false, is_tame: false, is_nim_heap: false, mate: "*[((2#1)2[#1]2#)(2#0)[1]]", misere_nim_value: "1", outcome: "N", nim_value: "0", options: "[*[(2#1)[1]],*[(2#0)2[#1]2#]]" },
    // Restive, but not generally restive.
    Case { input: "*[[[2],2,0],[[2],3],1]", printed: "*[(2#20)2[#1]1]", birthday: "5", genus: "0^2", is_restive: false, is_restless: false, is_tame: false, is_nim_heap: false, mate: "*[(2#21)2[#1]0]", misere_nim_value: "2", outcome: "N", nim_value: "0", options: "[*[1],*[2[#1]],*[2#20]]" },
];

/// Runs `f(x)` in the worksheet for the case's input `x`.
fn call(f: &str, case: &Case) -> String {
    show(&[&format!("x := {}", case.input), &format!("{f}(x)")])
}

/// The quantities: birthday, misère and normal nim values, outcome, the
/// predicates conway has, and the genus' `G+` and first superscript
/// digit (the printed genus is compared in the test below).
#[test]
fn cgsuite_misere_quantities() {
    let mut wrong = Vec::new();
    let mut checked = 0;
    for case in CASES {
        let g = parse_sum(case.input).unwrap_or_else(|e| panic!("{}: {e}", case.input));
        let genus = g.genus();
        let (base, sup) = case.genus.split_once('^').unwrap_or((case.genus, ""));
        let mut found = vec![
            (
                "Birthday",
                call("birthday", case),
                case.birthday.to_string(),
            ),
            (
                "IsRestive",
                call("isrestive", case),
                bool_text(case.is_restive).to_string(),
            ),
            (
                "IsRestless",
                call("isrestless", case),
                bool_text(case.is_restless).to_string(),
            ),
            (
                "IsTame",
                call("istame", case),
                bool_text(case.is_tame).to_string(),
            ),
            (
                "IsNimHeap",
                call("isnimheap", case),
                bool_text(case.is_nim_heap).to_string(),
            ),
            (
                "MisereNimValue",
                call("miserenimvalue", case),
                case.misere_nim_value.to_string(),
            ),
            (
                "MisereOutcomeClass",
                call("outcome", case).chars().take(1).collect(),
                case.outcome.to_string(),
            ),
            (
                "NimValue",
                g.normal_grundy().to_string(),
                case.nim_value.to_string(),
            ),
            (
                "Genus G+",
                genus
                    .to_string()
                    .split('^')
                    .next()
                    .unwrap_or("")
                    .to_string(),
                base.to_string(),
            ),
        ];
        if let Some(first) = sup.chars().next() {
            found.push(("Genus γ0", genus.gamma(0).to_string(), first.to_string()));
        }
        for (what, got, expected) in found {
            checked += 1;
            if got != expected {
                wrong.push(format!(
                    "({}).{what}: {got}, CGSuite {expected}",
                    case.input
                ));
            }
        }
    }
    assert!(checked >= 80, "{checked}");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// CGSuite's printed forms: its compact notation (`*[2#0]`, `*[2[2]]`,
/// `*[(2#1)2##]`) of the value, its mate and its options, its reading of
/// a lone bracketed element (`*[[2]]` is `{*2}`), and its genus with one
/// superscript digit for tame and restive phyla (`0^0` for `*2 + *2`);
/// and each printed form reads back as the same game.
#[test]
fn cgsuite_misere_printed_forms() {
    let mut wrong = Vec::new();
    for case in CASES {
        let g = parse_sum(case.input).unwrap_or_else(|e| panic!("{}: {e}", case.input));
        // The worksheet's `x.Options`: in CGSuite's canonical order, which
        // does not depend on the order the games were first made in
        // (`MisereGame::options` lists them by that order).
        let options = call("options", case).replace(' ', "");
        let found = [
            ("value", show(&[case.input]), case.printed),
            ("Genus", call("genus", case), case.genus),
            ("Mate", call("mate", case), case.mate),
            ("Options", options, case.options),
        ];
        for (what, got, expected) in found {
            if got != expected {
                wrong.push(format!(
                    "({}).{what}: {got}, CGSuite {expected}",
                    case.input
                ));
            }
        }
        for printed in [case.printed, case.mate] {
            let back = parse_sum(printed).unwrap_or_else(|e| panic!("{printed}: {e}"));
            let expected = if printed == case.printed { g } else { g.mate() };
            if back != expected {
                wrong.push(format!("{printed} reads back as {back}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

fn bool_text(b: bool) -> &'static str {
    if b {
        "true"
    } else {
        "false"
    }
}
