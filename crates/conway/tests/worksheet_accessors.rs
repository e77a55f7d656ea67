//! CGSuite's accessors in the worksheet (worksheet/accessors.rs), sets and
//! the parity and misère outcome of forms: checked against their
//! definitions computed plainly on the canonical form's tree, and against
//! CGSuite's own test tables (aaron-siegel/cgsuite,
//! lib/core/src/test/scala/org/cgsuite/lang/CanonicalShortGameTestCase.scala,
//! CanonicalStopperTestCase.scala, SidedValueTestCase.scala,
//! MisereCanonicalGameTestCase.scala), whose printed answers are quoted.

use crate::common::worksheet::show;
use crate::common::{arb_game, expand, Form};
use conway::value::{Game, Outcome, Parity};
use proptest::prelude::*;

/// ONAG ch. 12 on a plain tree: even when every option is odd, odd when
/// every option is even and there is one.
fn plain_parity(g: &Form) -> Parity {
    let options: Vec<Parity> = g.left.iter().chain(&g.right).map(plain_parity).collect();
    if options.iter().all(|&p| p == Parity::Odd) {
        Parity::Even
    } else if !options.is_empty() && options.iter().all(|&p| p == Parity::Even) {
        Parity::Odd
    } else {
        Parity::Neither
    }
}

/// Misère play on a plain tree: does the player to move win? (Unable to
/// move, they win.)
fn plain_misere(g: &Form, left_to_move: bool) -> bool {
    let options = if left_to_move { &g.left } else { &g.right };
    options.is_empty() || options.iter().any(|o| !plain_misere(o, !left_to_move))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn parity_is_the_plain_recursion_on_the_canonical_form(g in arb_game(3, 3)) {
        prop_assert_eq!(g.parity(), plain_parity(&expand(g)), "{}", g);
    }

    #[test]
    fn misere_outcome_is_plain_search_of_the_canonical_form(g in arb_game(3, 3)) {
        let form = expand(g);
        let expected = match (plain_misere(&form, true), plain_misere(&form, false)) {
            (true, true) => Outcome::N,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::P,
        };
        prop_assert_eq!(g.misere_outcome(), expected, "{}", g);
    }

    #[test]
    fn options_are_sets_of_the_canonical_options(g in arb_game(3, 3)) {
        let mut w = conway::worksheet::Worksheet::new();
        w.eval_line(&format!("g := {g}")).unwrap();
        let shown = w.eval_line("g.Options(Left)").unwrap().to_string();
        let count = w.eval_line("g.Options(Left).Size").unwrap().to_string();
        prop_assert_eq!(count, g.left_options().len().to_string());
        for o in g.left_options().iter() {
            prop_assert!(shown.contains(&o.to_string()), "{} in {}", o, shown);
        }
    }
}

#[test]
fn integers_by_formula_agree_with_their_chains() {
    // 5 = {4|}: odd; Right, unable to move, wins moving first (CGSuite's
    // table: IsOdd true, MisereOutcomeClass R); -1823437481924 is even,
    // misère L, with 1823437481925 followers.
    for n in [-4i64, -1, 0, 1, 2, 5] {
        let form = Form::integer(n);
        assert_eq!(Game::integer(n).parity(), plain_parity(&form), "{n}");
    }
    assert_eq!(show(&["5.MisereOutcomeClass"]), "R");
    assert_eq!(show(&["(-1823437481924).IsEven"]), "true");
    assert_eq!(show(&["(-1823437481924).MisereOutcomeClass"]), "L");
    assert_eq!(show(&["(-1823437481924).FollowerCount"]), "1823437481925");
}

#[test]
fn cgsuite_short_game_table() {
    // CanonicalShortGameTestCase.scala: input, accessor, CGSuite's answer.
    let cases = [
        ("0", "IsEven", "true"),
        ("0", "MisereOutcomeClass", "N"),
        ("-1/2", "IsEven", "false"),
        ("-1/2", "IsOdd", "false"),
        ("25/16", "Followers", "{0, 1, 3/2, 25/16, 13/8, 7/4, 2}"),
        ("*8", "Options(Left)", "{0, *, *2, *3, *4, *5, *6, *7}"),
        ("9/8+*", "Followers", "{0, 1, 9/8, 5/4, 3/2, 2, 9/8*}"),
        ("v*", "RightIncentives", "{v, v*}"),
        ("^", "Thermograph", "Thermograph(0,[0],[0,-1],0,[],[0])"),
        (
            "{3||2+*|1+*}",
            "Thermograph",
            "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])",
        ),
        ("73/16+v9*8", "UptimalExpansion", "73/16*8.9-"),
        ("{0||0|v*}", "UptimalExpansion", "*.12"),
        ("5", "UptimalExpansion", "5.0"),
        ("{0||0|-1}", "IsNumberTiny", "true"),
        ("^", "IsNumberTiny", "false"),
        ("5", "IsOrdinal", "true"),
        ("-1/2", "IsOrdinal", "false"),
        ("^", "Stop(Left)", "0"),
        ("{3|-1}", "Degree", "0"),
        ("{3|-1}", "IsPlumtree", "true"),
    ];
    for (x, accessor, expected) in cases {
        assert_eq!(
            show(&[&format!("({x}).{accessor}")]),
            expected,
            "({x}).{accessor}"
        );
    }
}

#[test]
fn cgsuite_stopper_and_sided_tables() {
    // CanonicalStopperTestCase.scala and SidedValueTestCase.scala.
    let cases = [
        ("on", "OutcomeClass", "L"),
        ("over", "Followers", "{0, over}"),
        ("over", "IsInfinitesimal", "true"),
        ("over", "IsPseudonumber", "true"),
        ("{pass|3/2}", "LeftStop", "3/2under"),
        ("{pass|3/2}", "Variety", "under"),
        ("{on|0||0}", "IsNumberTiny", "true"),
        ("{0||0|under}", "IsNumberTiny", "true"),
        ("dud", "OutcomeClass", "D"),
        ("dud", "IsIdempotent", "true"),
        ("a{{|a}|}", "OutcomeClass", "PHat"),
        ("{0|{dud|},*}", "OutcomeClass", "NHat"),
        ("{0|{dud|},*}", "IsInfinitesimal", "true"),
        ("a{0|{0||||0,*2|||a|0||0}||0}", "IsStable", "false"),
    ];
    for (x, accessor, expected) in cases {
        assert_eq!(
            show(&[&format!("({x}).{accessor}")]),
            expected,
            "({x}).{accessor}"
        );
    }
    // Its degree is not idempotent, so CGSuite refuses the variety.
    let e = conway::worksheet::Worksheet::new()
        .eval_line("({0|||0||0|off}).IsStable")
        .unwrap_err();
    assert!(e.to_string().contains("idempotent"), "{e}");
}

#[test]
fn cgsuite_misere_table() {
    // MisereCanonicalGameTestCase.scala.
    let cases = [
        ("*[0]", "IsEven", "true"),
        ("*[1]", "IsOdd", "true"),
        ("*[1]", "IsIntroverted", "true"),
        ("*[2]", "IsIntroverted", "false"),
        ("*[2]", "Options", "[*[0], *[1]]"),
        ("*[[2],1]", "Options", "[*[1], *[2#]]"),
        ("*[2]", "NimValue", "2"),
        ("*[2]+*[2]", "MisereOutcomeClass", "P"),
    ];
    for (x, accessor, expected) in cases {
        assert_eq!(
            show(&[&format!("({x}).{accessor}")]),
            expected,
            "({x}).{accessor}"
        );
    }
}

#[test]
fn sets_are_sorted_in_cgsuites_order_each_item_once() {
    // EvalTest.scala: {3,5,3,1} is {1,3,5}; a heterogeneous set sorts
    // games first, then booleans, strings and lists.
    assert_eq!(show(&["{3, 5, 3, 1}"]), "{1, 3, 5}");
    assert_eq!(
        show(&["{3, \"foo\", [], true, [3, 5, 3, 1], +-6, *2, \"bar\"}"]),
        "{3, *2, +-6, true, \"bar\", \"foo\", [], [3, 5, 3, 1]}"
    );
    assert_eq!(show(&["length({1, 1, *, *})"]), "2");
    assert_eq!(show(&["[x for x in {3, 1, 2}]"]), "[1, 2, 3]");
    assert_eq!(show(&["[Left, Right]"]), "[Left, Right]");
}

/// `a/b` in lowest terms with a positive denominator, plainly.
fn plain_fraction(a: i64, b: i64) -> String {
    fn gcd(x: i64, y: i64) -> i64 {
        if y == 0 {
            x.abs()
        } else {
            gcd(y, x % y)
        }
    }
    let g = gcd(a, b);
    let (n, d) = if b < 0 {
        (-a / g, -b / g)
    } else {
        (a / g, b / g)
    };
    if d == 1 {
        n.to_string()
    } else {
        format!("{n}/{d}")
    }
}

proptest! {
    #[test]
    fn rational_arithmetic_is_fraction_arithmetic(a in -50i64..50, b in 1i64..40, c in -50i64..50, d in 1i64..40) {
        let sum = plain_fraction(a * d + c * b, b * d);
        let product = plain_fraction(a * c, b * d);
        prop_assert_eq!(show(&[&format!("({a}/{b}) + ({c}/{d})")]), sum);
        prop_assert_eq!(show(&[&format!("({a}/{b}) * ({c}/{d})")]), product);
        prop_assert_eq!(show(&[&format!("{a}/{b} < {c}/{d}")]), (a * d < c * b).to_string());
        let floor = a.div_euclid(b);
        prop_assert_eq!(show(&[&format!("({a}/{b}).Floor")]), floor.to_string());
    }
}

#[test]
fn cgsuite_rational_table() {
    // GameTest.scala ("game.Rational should implement methods correctly")
    // and EvalTest.scala (4/6, 0/0, 1/2 + 1/3).
    let cases = [
        ("6/23", "6/23"),
        ("4/6", "2/3"),
        ("1/2 + 1/3", "5/6"),
        ("(1/2) * (1/3)", "1/6"),
        ("17/0", "inf"),
        ("-17/0", "-inf"),
        ("(-6/23).Floor", "-1"),
        ("(6/23).Ceiling", "1"),
        ("(-6/23).Reciprocal", "-23/6"),
        ("(0/7).Reciprocal", "inf"),
        ("(17/0).Reciprocal", "0"),
        ("(17/0).Numerator", "1"),
        ("(17/0).Denominator", "0"),
        ("(6/23).IsDyadic", "false"),
        ("(3/16).Reciprocal", "16/3"),
        ("(6/23).Birthday", "ω"),
        ("(-6/23).OutcomeClass", "R"),
        ("(-3).Max(14/5)", "14/5"),
        ("(inf).Min(-inf)", "-inf"),
        ("(6/23).Class", "⟪game.Rational⟫"),
        ("[92/47, 41/23, 9/4, 3].Sorted", "[41/23, 92/47, 9/4, 3]"),
    ];
    for (input, expected) in cases {
        assert_eq!(show(&[input]), expected, "{input}");
    }
    let mut w = conway::worksheet::Worksheet::new();
    assert!(w.eval_line("0/0").is_err());
    assert!(w.eval_line("(17/0).Floor").is_err());
    assert!(w.eval_line("6/23 + *").is_err());
}

#[test]
fn cgsuite_collection_table() {
    // CollectionTestCase.scala and CgsuiteLangTest.scala.
    let cases = [
        ("[0,1,3,9,7,5].Mex", "2"),
        ("Sum([0,1,3,9,7,5])", "25"),
        ("[0,1,3,9,7,5].Tail", "[1, 3, 9, 7, 5]"),
        ("[0,1,3,9,7,5].ToSet", "{0, 1, 3, 5, 7, 9}"),
        ("[].IsEmpty", "true"),
        (
            "Max([\"Winning\", \"Ways\", \"Mathematical\", \"Plays\"])",
            "Winning",
        ),
        ("[\"Winning\", \"Ways\"].Sum", "WinningWays"),
        ("[5,12,13].Concat([99,101])", "[5, 12, 13, 99, 101]"),
        ("[5,12,5,13,12].Distinct", "[5, 12, 13]"),
        ("[5,12,13].IndexOf(12)", "2"),
        ("[5,12,13].Updated(2, 99)", "[5, 99, 13]"),
        (
            "[[5,3,7],[1,6,3],[9,2,8]].Sorted",
            "[[1, 6, 3], [5, 3, 7], [9, 2, 8]]",
        ),
        ("{0,1,7,5,3,2,9}.Contains(9)", "true"),
        ("(1..10).ToList", "1..10"),
        ("[x for x in [1, 2, 3, 4] where x % 2 == 1]", "[1, 3]"),
        ("17 % 5", "2"),
    ];
    for (input, expected) in cases {
        assert_eq!(show(&[input]), expected, "{input}");
    }
    assert!(conway::worksheet::Worksheet::new()
        .eval_line("[].Head")
        .is_err());
    assert!(conway::worksheet::Worksheet::new()
        .eval_line("[5,12,13].Updated(0, 99)")
        .is_err());
}

#[test]
fn reduced_canonical_form_under_cgsuite_name() {
    // CanonicalShortGameTestCase.scala: ReducedCanonicalForm, as printed
    // by CGSuite; the same function as conway's rcf.
    for (input, printed) in [
        ("(9/8+*).ReducedCanonicalForm", "9/8"),
        ("(^*6).ReducedCanonicalForm", "0"),
        ("(73/16+v9*8).ReducedCanonicalForm", "73/16"),
        ("({3||2+*|1+*}).ReducedCanonicalForm", "{3||2|1}"),
        (
            "({3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}).ReducedCanonicalForm",
            "{3/2|1/2||{0|-3},{-1/2|-1||-5/2}}",
        ),
    ] {
        assert_eq!(show(&[input]), printed, "{input}");
        let g = input.trim_end_matches(".ReducedCanonicalForm");
        assert_eq!(show(&[&format!("rcf{g}")]), printed, "{input}");
    }
}
