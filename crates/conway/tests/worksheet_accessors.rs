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
        ("{3||2+*|1+*}", "Thermograph", "Thermograph(9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1])"),
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
        assert_eq!(show(&[&format!("({x}).{accessor}")]), expected, "({x}).{accessor}");
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
        assert_eq!(show(&[&format!("({x}).{accessor}")]), expected, "({x}).{accessor}");
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
        assert_eq!(show(&[&format!("({x}).{accessor}")]), expected, "({x}).{accessor}");
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
