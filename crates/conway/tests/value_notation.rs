//! CGSuite's notation: every printed game reads back to itself, every piece
//! of the syntax means what CGSuite means by it, and bad input gets one
//! error naming the place.

use crate::common;

use common::arb_game;
use conway::numeric::{Dyadic, Integer};
use conway::value::{notation, Game, MAX_UP_POWER};
use proptest::prelude::*;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

fn p(s: &str) -> Game {
    notation::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

fn num(s: &str) -> Game {
    Game::dyadic(s.parse().unwrap())
}

fn int(n: i64) -> Game {
    Game::integer(n)
}

fn star(n: u64) -> Game {
    Game::nimber(n)
}

fn up(n: i64) -> Game {
    Game::up(n)
}

fn g(left: &[Game], right: &[Game]) -> Game {
    Game::new(left, right)
}

fn nth(n: u64) -> Game {
    Game::up_nth(n).unwrap()
}

fn to_nth(n: u64) -> Game {
    Game::up_to_nth(n).unwrap()
}

fn round_trips(g: Game) -> Result<(), TestCaseError> {
    let s = g.to_string();
    let back = notation::parse(&s).map_err(|e| TestCaseError::fail(format!("{s:?}: {e}")))?;
    prop_assert_eq!(back, g, "{}", s);
    Ok(())
}

/// Values with notation of their own: number-up-stars, powers of up,
/// switches, Tiny and Miny, each translated by a small number.
fn arb_special() -> impl Strategy<Value = Game> {
    let x = (-4i64..=4, 0u64..3).prop_map(|(n, e)| Dyadic::new(Integer::from(n), e));
    let kind = prop_oneof![
        (-3i64..=3, 0u64..4).prop_map(|(n, m)| up(n) + star(m)),
        (2u64..6, any::<bool>(), 0u64..4).prop_map(|(n, s, m)| {
            let u = if s { nth(n) } else { -nth(n) };
            u + star(m)
        }),
        (2u64..6, any::<bool>(), 0u64..4).prop_map(|(n, s, m)| {
            let u = if s { to_nth(n) } else { -to_nth(n) };
            u + star(m)
        }),
        (1i64..4).prop_map(|n| Game::switch(int(n))),
        (1i64..4).prop_map(|n| Game::tiny(int(n))),
        (0i64..4).prop_map(|n| Game::miny(num("1/2") + int(n))),
    ];
    (x, kind).prop_map(|(x, k)| Game::dyadic(x) + k)
}

/// Games whose options are drawn from random small games and the special
/// values, to reach every printing rule inside braces.
fn arb_mixed() -> impl Strategy<Value = Game> {
    let option = prop_oneof![arb_game(2, 2), arb_special()];
    (
        prop::collection::vec(option.clone(), 0..3),
        prop::collection::vec(option, 0..3),
    )
        .prop_map(|(l, r)| g(&l, &r))
}

proptest! {
    #![proptest_config(config(300))]

    /// parse(print(g)) == g on random games up to birthday 4.
    #[test]
    fn printing_reads_back(a in arb_game(4, 3)) {
        round_trips(a)?;
    }

    /// ... on sums of random games (larger canonical forms).
    #[test]
    fn printed_sums_read_back(a in arb_game(3, 2), b in arb_game(3, 2)) {
        round_trips(a + b)?;
        round_trips(a - b)?;
    }

    /// ... on the values with a notation of their own, alone and as options.
    #[test]
    fn special_values_read_back(a in arb_special(), b in arb_mixed()) {
        round_trips(a)?;
        round_trips(-a)?;
        round_trips(b)?;
        round_trips(Game::switch(b))?;
        round_trips(a + b)?;
    }

    /// Sums and differences in the notation are sums and differences of
    /// the values.
    #[test]
    fn written_sums_are_sums(a in arb_game(3, 2), b in arb_game(3, 2)) {
        let (sa, sb) = (a.to_string(), b.to_string());
        prop_assert_eq!(p(&format!("{sa} + {sb}")), a + b);
        prop_assert_eq!(p(&format!("({sa}) - ({sb})")), a - b);
        prop_assert_eq!(p(&format!("-({sa})")), -a);
        prop_assert_eq!(p(&format!("+-({sa})")), Game::switch(a));
    }
}

#[test]
fn numbers_nimbers_and_ups() {
    let cases: Vec<(&str, Game)> = vec![
        ("0", Game::ZERO),
        ("-3", int(-3)),
        ("3/4", num("3/4")),
        ("-5/2", num("-5/2")),
        ("6/8", num("3/4")),
        ("*", star(1)),
        ("*0", Game::ZERO),
        ("*5", star(5)),
        ("^", up(1)),
        ("v", up(-1)),
        ("^*", up(1) + star(1)),
        ("^^", up(2)),
        ("^^^", up(3)),
        ("vv*", up(-2) + star(1)),
        ("^3*2", up(3) + star(2)),
        ("v4", up(-4)),
        ("1/2vv*", num("1/2") + up(-2) + star(1)),
        ("2*", int(2) + star(1)),
        ("-1^*", int(-1) + up(1) + star(1)),
        ("- 1^*", int(-1) + up(1) + star(1)),
        ("-(1^*)", int(-1) + up(-1) + star(1)),
        ("-^", up(-1)),
        ("--1", int(1)),
        ("+3", int(3)),
        ("↑", up(1)),
        ("⇓*", up(-2) + star(1)),
        (
            "^100000000000000000000000",
            up(0) + Game::up("100000000000000000000000".parse::<Integer>().unwrap()),
        ),
    ];
    for (s, expected) in cases {
        assert_eq!(p(s), expected, "{s}");
    }
    // Negation of a whole expression against a negative number part.
    assert_eq!(p("-(1^*)"), -(int(1) + up(1) + star(1)));
}

#[test]
fn braces_and_slashes() {
    let cases: Vec<(&str, Game)> = vec![
        ("{|}", Game::ZERO),
        ("{0|}", int(1)),
        ("{|0}", int(-1)),
        ("{0|1}", num("1/2")),
        ("{1|0}", g(&[int(1)], &[Game::ZERO])),
        ("{ 1 , 2 | 0 }", g(&[int(2)], &[Game::ZERO])),
        (
            "{3||2*|1*}",
            g(&[int(3)], &[g(&[int(2) + star(1)], &[int(1) + star(1)])]),
        ),
        // More slashes separate outer levels (CGSuite's grammar).
        (
            "{4|||3||2|1}",
            g(&[int(4)], &[g(&[int(3)], &[g(&[int(2)], &[int(1)])])]),
        ),
        ("{4|3||2}", g(&[g(&[int(4)], &[int(3)])], &[int(2)])),
        (
            "{5|4||3|2}",
            g(&[g(&[int(5)], &[int(4)])], &[g(&[int(3)], &[int(2)])]),
        ),
        (
            "{{1|0},*|0}",
            g(&[g(&[int(1)], &[Game::ZERO]), star(1)], &[Game::ZERO]),
        ),
        ("{0|{0|*}}", up(2) + star(1)),
    ];
    for (s, expected) in cases {
        assert_eq!(p(s), expected, "{s}");
    }
}

#[test]
fn switches() {
    let pm = Game::switch;
    assert_eq!(p("+-1"), pm(int(1)));
    assert_eq!(p("±1"), pm(int(1)));
    assert_eq!(p("+-1*"), pm(int(1) + star(1)));
    assert_eq!(p("+-(1*)"), pm(int(1) + star(1)));
    assert_eq!(p("+-{2|1}"), pm(g(&[int(2)], &[int(1)])));
    let both = g(&[int(2), int(2) + star(1)], &[int(-2), int(-2) + star(1)]);
    assert_eq!(p("+-{2,2*}"), both);
    assert_eq!(p("+-(2,2*)"), both);
    // CGScript's addition: a +- b is a + (+-b).
    assert_eq!(p("3+-1"), int(3) + pm(int(1)));
    assert_eq!(p("3 + -1"), int(2));
    assert_eq!(p("+-1 + +-1"), Game::ZERO);
}

#[test]
fn tiny_and_miny() {
    let (two, half) = (int(2), num("1/2"));
    assert_eq!(p("Tiny(2)"), Game::tiny(two));
    assert_eq!(
        p("Tiny(2)"),
        g(&[Game::ZERO], &[g(&[Game::ZERO], &[int(-2)])])
    );
    assert_eq!(p("Miny(1/32)"), Game::miny(num("1/32")));
    assert_eq!(p("2Tiny(2)"), two + Game::tiny(two));
    assert_eq!(p("2 + Tiny(2)"), two + Game::tiny(two));
    assert_eq!(p("-2Tiny(2)"), -two + Game::tiny(two));
    assert_eq!(p("1/2+Tiny(1)"), half + Game::tiny(int(1)));
    assert_eq!(p("1/2Tiny(1)"), half + Game::tiny(int(1)));
    assert_eq!(p("Tiny({3|1})"), Game::tiny(g(&[int(3)], &[int(1)])));
    assert_eq!(p("tiny (1 + 1)"), Game::tiny(two));
    assert_eq!(p("-Tiny(2)"), Game::miny(two));
}

/// `^<n>` is ↑ⁿ and `^[n]` is ↑ + ↑² + … + ↑ⁿ (CGSuite: `Uptimal.appendTo`
/// prints a single unit `d_n = ±1` as `^<n>` and all `d_i = ±1` as `^[n]`;
/// `CanonicalShortGameOps.pow`/`powTo` define the units).
#[test]
fn powers_of_up() {
    let star1 = star(1);
    // ↑² = {0 | ↓*} and ↑^{→2} = {↑ | *} (CGSuite's definitions).
    assert_eq!(nth(2), g(&[Game::ZERO], &[up(-1) + star1]));
    assert_eq!(to_nth(2), g(&[up(1)], &[star1]));
    assert_eq!(nth(1), up(1));
    assert_eq!(to_nth(1), up(1));
    // ↑^{→n} = ↑ + ↑² + … + ↑ⁿ: by plain sums.
    for n in 1..=8 {
        let sum: Game = (1..=n).map(nth).sum();
        assert_eq!(to_nth(n), sum, "n = {n}");
    }
    let cases: Vec<(&str, Game)> = vec![
        ("^<2>", nth(2)),
        ("v<2>", -nth(2)),
        ("^<3>*", nth(3) + star1),
        ("^[3]", to_nth(3)),
        ("v[4]*2", -to_nth(4) + star(2)),
        ("1/2^<2>*3", num("1/2") + nth(2) + star(3)),
        ("-1v[2]", int(-1) - to_nth(2)),
    ];
    for (s, expected) in cases {
        assert_eq!(p(s), expected, "{s}");
        assert_eq!(expected.to_string(), s, "printed form of {s}");
    }
    assert_eq!(
        p(&format!("^<{MAX_UP_POWER}>")).birthday(),
        Integer::from(MAX_UP_POWER + 1)
    );
}

/// Strings CGSuite prints (its `Uptimal` and `CanonicalShortGame` printing
/// rules, plain text), beyond those in `value_algebra.rs`.
#[test]
fn printing_matches_cgsuite() {
    let cases: Vec<(Game, &str)> = vec![
        (g(&[int(1)], &[star(1)]), "{1|*}"),
        (Game::switch(int(1) + star(1)), "+-(1*)"),
        (Game::switch(int(1) + up(1)), "+-(1^)"),
        (Game::switch(up(2)), "+-^^"),
        (Game::switch(g(&[int(2)], &[int(1)])), "+-{2|1}"),
        (
            g(&[int(2), int(2) + star(1)], &[int(-2), int(-2) + star(1)]),
            "+-{2,2*}",
        ),
        (num("1/2") + up(3) + star(2), "1/2^3*2"),
        (num("1/2") + Game::tiny(int(1)), "1/2+Tiny(1)"),
        (int(-2) + Game::miny(int(3)), "-2Miny(3)"),
        (Game::switch(int(2) + Game::tiny(int(2))), "+-(2Tiny(2))"),
        // Numbers, then nimbers, then number-up-stars by their uptimal
        // expansion (a shorter expansion first: 1* before 1v), then the rest
        // (CGSuite's DeterministicOrdering and UptimalExpansion.compareTo).
        (
            g(&[int(1) + up(-1), int(1) + star(1)], &[int(-5)]),
            "{1*,1v|-5}",
        ),
        (
            g(&[Game::switch(int(1)), star(1), Game::ZERO], &[int(-5)]),
            "{0,*,+-1|-5}",
        ),
        // Four slashes force braces again.
        (
            g(
                &[int(5)],
                &[g(&[int(4)], &[g(&[int(3)], &[g(&[int(2)], &[int(1)])])])],
            ),
            "{5||||4|||3||2|1}",
        ),
        (
            g(
                &[g(
                    &[int(5)],
                    &[g(&[int(4)], &[g(&[int(3)], &[g(&[int(2)], &[int(1)])])])],
                )],
                &[int(0)],
            ),
            "{{5||||4|||3||2|1}|0}",
        ),
    ];
    for (game, s) in cases {
        assert_eq!(game.to_string(), s);
        assert_eq!(p(s), game, "{s}");
    }
}

#[test]
fn sums_differences_and_whitespace() {
    // *3 + *5 = *6 (Winning Ways ch. 3: the nim-sum 3 xor 5 = 6).
    assert_eq!(p("*3 + *5"), star(6));
    // {1|-1} + {1|-1} = 0 (Winning Ways ch. 2).
    assert_eq!(p("{1|-1} + {1|-1}"), Game::ZERO);
    // ^ + ^ + * = ^^* (Lessons in Play ch. 5).
    assert_eq!(p("^ + ^ + *"), up(2) + star(1));
    assert_eq!(p("1 - 3/4 - 1/4"), Game::ZERO);
    assert_eq!(p(" ( 1 +\n*) - ^\t"), int(1) + star(1) + up(-1));
    assert_eq!(p("{1|0} - {1|0}"), Game::ZERO);
    assert_eq!("{2|1}".parse::<Game>(), Ok(g(&[int(2)], &[int(1)])));
}

fn error(s: &str) -> (usize, usize, String) {
    let e = notation::parse(s).expect_err(s);
    (e.line, e.column, e.message)
}

#[test]
fn errors_name_the_place_and_what_was_expected() {
    let cases: Vec<(&str, (usize, usize), &str)> = vec![
        ("1/3", (1, 1), "not a power of 2"),
        ("{1|0} + 5/6", (1, 9), "not a dyadic rational"),
        ("1/0", (1, 1), "division by zero"),
        ("{1|", (1, 4), "expected '}' to close the '{' at 1:1"),
        ("{1|0}}", (1, 6), "unexpected '}'"),
        ("(1", (1, 3), "expected ')'"),
        ("{1|0)", (1, 5), "expected '}'"),
        ("foo", (1, 1), "unknown word 'foo'"),
        ("2 + bar7", (1, 5), "unknown word 'bar7'"),
        ("1 2", (1, 3), "expected an operator"),
        ("", (1, 1), "expected a value"),
        ("   ", (1, 4), "expected a value"),
        ("1 +", (1, 4), "expected a value after '+'"),
        ("{1 - |0}", (1, 6), "expected a value after '-'"),
        ("{1||2|3||4}", (1, 8), "ambiguous slashes"),
        ("{1|2|3}", (1, 5), "ambiguous slashes"),
        ("{1,2}", (1, 1), "without '|'"),
        ("(1,2)", (1, 1), "without '|'"),
        ("{1,|0}", (1, 4), "expected a value"),
        ("{,1|0}", (1, 2), "expected a value"),
        ("1|0", (1, 2), "unexpected '|'"),
        ("1, 2", (1, 2), "unexpected ','"),
        ("*99999999999999999999", (1, 2), "too large"),
        ("^<0>", (1, 3), "from 1 to"),
        ("^<10001>", (1, 3), "from 1 to"),
        ("^<2", (1, 4), "expected '>'"),
        ("^^3", (1, 3), "takes no count"),
        ("1.5", (1, 2), "decimal points"),
        ("1/", (1, 3), "denominator"),
        ("Tiny 2", (1, 6), "expected '(' after Tiny"),
        ("Tiny()", (1, 6), "expected a value"),
        ("Tiny(1,2)", (1, 7), "unexpected ','"),
        ("1 @ 2", (1, 3), "unexpected character '@'"),
        ("{1|\n2", (2, 2), "expected '}'"),
    ];
    for (s, (line, column), needle) in cases {
        let (l, c, m) = error(s);
        assert_eq!((l, c), (line, column), "{s:?}: {m}");
        assert!(m.contains(needle), "{s:?}: {m:?} lacks {needle:?}");
    }
}

/// The parser keeps its own stack: deep nesting gives a value or a clean
/// error, never a stack overflow (this runs on a test thread's small stack).
#[test]
fn deep_nesting_is_fine() {
    const N: usize = 100_000;
    // {{…{|}|}…|} = N - 1: {|} = 0, {0|} = 1, {1|} = 2, …
    let integers = format!("{}{}", "{".repeat(N), "|}".repeat(N));
    assert_eq!(p(&integers), int(N as i64 - 1));
    let parens = format!("{}1{}", "(".repeat(N), ")".repeat(N));
    assert_eq!(p(&parens), int(1));
    let minuses = format!("{}(1)", "-".repeat(N + 1));
    assert_eq!(p(&minuses), int(-1));
    // {0|{0|…{0|}…}} = 2^-(N-1), exact.
    let halves = format!("{}{}", "{0|".repeat(N), "}".repeat(N));
    assert_eq!(
        p(&halves),
        Game::dyadic(Dyadic::new(Integer::ONE, N as u64 - 1))
    );
    let (_, _, m) = error(&format!("{}{}", "{".repeat(N), "}".repeat(N)));
    assert!(m.contains("without '|'"), "{m}");
    let (l, c, m) = error(&"{".repeat(N));
    assert_eq!((l, c), (1, N + 1));
    assert!(m.contains(&format!("'{{' at 1:{N}")), "{m}");
}

/// A million digits are exact, and read in about the time of a few
/// multiplications of that size.
#[test]
fn huge_integers_are_exact() {
    let digits = format!("7{}3", "0".repeat(999_998));
    let g = p(&digits);
    let x = g.as_number().expect("a number");
    assert_eq!(x.to_string(), digits);
    assert_eq!(p(&format!("-{digits} + {digits}")), Game::ZERO);
    let big = format!("{digits}/1024");
    assert_eq!(p(&big) + p(&big), p(&format!("{digits}/512")));
}

#[test]
fn sums_too_deep_to_compute_are_refused_at_their_operator() {
    use conway::value::notation::{parse, DEEPEST_SUM};
    // ^n alone and ^n + * have closed forms at any n.
    assert!(parse("^18446744073709551616 + *").is_ok());
    // {1|*} + ^n recurses n levels: refused past DEEPEST_SUM, at the '+'.
    let e = parse("{1|*} + ^18446744073709551616").unwrap_err();
    assert_eq!((e.line, e.column), (1, 7), "{e}");
    assert!(e.message.contains("too deep"), "{e}");
    let deep = format!("{{1|*}} - ^{}", DEEPEST_SUM);
    assert!(parse(&deep).is_err());
    // A shallow one is computed: {1|*} + ^3 has birthday 3 + 3.
    let g = parse("{1|*} + ^3").unwrap();
    assert_eq!(g.birthday(), 6u64.into());
}
