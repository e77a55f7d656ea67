//! The worksheet language: every construct, checked against the library
//! called directly or a plain computation written here; errors with their
//! line and column; recursion a hundred thousand calls deep; limits.

use crate::common;

use common::arb_game;
use conway::control::{Control, Stop};
use conway::impartial::heap::HeapGame;
use conway::impartial::sequence::Method;
use conway::value::{notation, Game};
use conway::worksheet::{Error, Output, Script, Value, Worksheet};
use proptest::prelude::*;
use std::time::Duration;

fn p(s: &str) -> Game {
    notation::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

/// Runs the lines in order; the answer of the last, as text.
fn run(lines: &[&str]) -> String {
    let mut w = Worksheet::new();
    let mut last = Output::Nothing;
    for line in lines {
        last = w
            .eval_line(line)
            .unwrap_or_else(|e| panic!("{line:?}: {e}"));
    }
    last.to_string()
}

fn game(lines: &[&str]) -> Game {
    let out = run(lines);
    p(&out)
}

/// The error of the last line: (line, column, message).
fn error(lines: &[&str]) -> (usize, usize, String) {
    let mut w = Worksheet::new();
    let (last, before) = lines.split_last().unwrap();
    for line in before {
        w.eval_line(line)
            .unwrap_or_else(|e| panic!("{line:?}: {e}"));
    }
    match w.eval_line(last) {
        Err(Error::Syntax(e)) => (e.line, e.column, e.message),
        other => panic!("{last:?}: expected an error, got {other:?}"),
    }
}

#[test]
fn assignments_in_both_spellings() {
    let mut w = Worksheet::new();
    assert_eq!(w.eval_line("g := {1|*}").unwrap().to_string(), "g = {1|*}");
    w.eval_line("h = g + ^").unwrap();
    assert_eq!(w.get("h"), Some(p("{1|*} + ^")));
    // The four refusals work now.
    assert_eq!(run(&["f(x) = x + 1", "f(3)"]), "4");
    assert_eq!(run(&["G := {1|*}", "leftoptions(G)"]), "{1}");
    assert_eq!(
        run(&["G := {1|*}", "2 * G"]),
        (p("{1|*}") + p("{1|*}")).to_string()
    );
    // Sets in CGSuite's order: numbers before nimbers.
    assert_eq!(run(&["G := {*, 0|-1}", "G.LeftOptions"]), "{0, *}");
    assert_eq!(run(&["G := {1|*, 0}", "G.rightoptions()"]), "{0, *}");
}

#[test]
fn notation_still_reads() {
    for (text, want) in [
        ("^<2>", "^<2>"),
        ("Tiny(2)", "Tiny(2)"),
        ("2Tiny(2)", "2Tiny(2)"),
        ("-1Miny(1)", "-1Miny(1)"),
        ("+-1", "+-1"),
        ("*3 + *5", "*6"),
        ("{3||2*|1*}", "{3||2*|1*}"),
        ("1/2^3*2", "1/2^^^*2"),
        ("-1^*", "-1^*"),
        ("+-{1, 2}", "{1,2|-2,-1}"),
        ("v + v", "vv"),
        ("2*", "2*"),
    ] {
        assert_eq!(game(&[text]), p(want), "{text}");
    }
}

#[test]
fn integers_of_any_size() {
    assert_eq!(
        run(&["12345678901234567890 * 98765432109876543210"]),
        "1219326311370217952237463801111263526900"
    );
    assert_eq!(run(&["-7 div 2"]), "-4"); // floor division
    assert_eq!(run(&["-7 mod 2"]), "1");
    assert_eq!(run(&["3 / 4"]), "3/4");
    assert_eq!(run(&["(3/4) * (1/2)"]), "3/8");
    // Numbers that are not dyadic are rational numbers, not games (CGSuite's
    // EvalTest: 4/6 is 2/3, 1/2 + 1/3 is 5/6, 17/0 is inf).
    assert_eq!(run(&["1 / 3"]), "1/3");
    assert_eq!(run(&["4/6"]), "2/3");
    assert_eq!(run(&["1/2 + 1/3"]), "5/6");
    assert_eq!(run(&["(1/3) * 3"]), "1");
    assert_eq!(run(&["17/0"]), "inf");
    assert!(error(&["0/0"]).2.contains("division by zero"));
    assert!(error(&["1/3 + *"]).2.contains("not a game"));
    assert_eq!(error(&["1 div 0"]).1, 7);
    assert_eq!(run(&["2 < 3 and not (3 <= 2)"]), "true");
    assert_eq!(run(&["false or 1 == 1"]), "true");
}

#[test]
fn products_of_games() {
    let g = p("{2|*}");
    // n * g is n copies of g, on either side.
    assert_eq!(game(&["3 * {2|*}"]), g + g + g);
    assert_eq!(game(&["{2|*} * 3"]), g + g + g);
    assert_eq!(game(&["-2 * ^"]), p("vv"));
    // g * u is the Norton product for a positive unit u.
    let half = Game::dyadic("1/2".parse().unwrap());
    assert_eq!(game(&["1/2 * ^"]), half.norton_product(Game::up(1)));
    assert_eq!(game(&["{1|0} * ^"]), p("{1|0}").norton_product(Game::up(1)));
    let (_, col, msg) = error(&["* * *"]);
    assert_eq!(col, 1);
    assert!(msg.contains("positive unit"), "{msg}");
}

#[test]
fn comparisons_of_values() {
    for (text, want) in [
        ("^ > 0", true),
        ("* || 0", true),
        ("* <> 0", true),
        ("^ <| *", true),
        ("{1|-1} |> 0", true),
        ("[1, *] == [1, *]", true),
        ("\"a\" != \"b\"", true),
        ("v >= 0", false),
    ] {
        assert_eq!(run(&[text]), want.to_string(), "{text}");
    }
}

#[test]
fn lists_ranges_and_strings() {
    assert_eq!(run(&["L := [*, ^, 3]", "L[2]"]), "^");
    assert_eq!(run(&["length([1, 2, 3])"]), "3");
    assert_eq!(run(&["length(1..10)"]), "10");
    assert_eq!(run(&["(1..10)[3]"]), "3");
    assert_eq!(run(&["[1, 2] + [3]"]), "[1, 2, 3]");
    assert_eq!(run(&["\"ab\" + \"cd\""]), "abcd");
    assert_eq!(run(&["[\"x\", [1, true]]"]), "[\"x\", [1, true]]");
    let (_, col, msg) = error(&["L := [1, 2]", "L[3]"]);
    assert_eq!(col, 3);
    assert!(msg.contains("lists count from 1"), "{msg}");
}

#[test]
fn conditionals() {
    let sign = "sign(n) := if n > 0 then 1 elseif n < 0 then -1 else 0 end";
    assert_eq!(run(&[sign, "[sign(5), sign(-3), sign(0)]"]), "[1, -1, 0]");
    assert_eq!(run(&["if 1 == 2 then 3 end"]), "");
    let (_, col, msg) = error(&["if 3 then 1 else 2 end"]);
    assert_eq!(col, 4);
    assert!(msg.contains("expected true or false"), "{msg}");
}

#[test]
fn loops_collect_or_print() {
    assert_eq!(run(&["for n from 1 to 4 do n * n end"]), "[1, 4, 9, 16]");
    assert_eq!(
        run(&["for n from 10 to 1 by -3 yield n end"]),
        "[10, 7, 4, 1]"
    );
    assert_eq!(run(&["for x in [*, ^] do x + x end"]), "[0, ^^]");
    assert_eq!(
        run(&["for n from 1 to 3 do print(n, *n) end"]),
        "1 *\n2 *2\n3 *3"
    );
    // Assignments inside a loop reach the names outside it.
    assert_eq!(
        run(&["s := 0", "for n in 1..100 do s := s + n end", "s"]),
        "5050"
    );
    // Nested loops and a filter.
    assert_eq!(
        run(&["for a from 1 to 3 for b from a to 3 where a + b == 4 do [a, b] end"]),
        "[[1, 3], [2, 2]]"
    );
}

#[test]
fn comprehensions_build_lists_and_games() {
    assert_eq!(run(&["[k * k for k in 0..4]"]), "[0, 1, 4, 9, 16]");
    assert_eq!(
        run(&["[k for k from 1 to 20 where k mod 7 == 0]"]),
        "[7, 14]"
    );
    assert_eq!(
        run(&["[[a, b] for a in 1..2 for b in 1..2]"]),
        "[[1, 1], [1, 2], [2, 1], [2, 2]]"
    );
    // The example: { f(k) for k in 0..n-1 | -f(n-1) }, with f(n) = n.
    let mut w = Worksheet::new();
    w.eval_line("f(n) := n").unwrap();
    w.eval_line("n := 4").unwrap();
    let g = w.eval_line("{ f(k) for k in 0..n-1 | -f(n-1) }").unwrap();
    let left: Vec<Game> = (0..4).map(Game::integer).collect();
    assert_eq!(g, Output::Value(Game::new(&left, &[Game::integer(-3)])));
    // Nimbers by the mex rule: *n = {*k for k < n | *k for k < n}.
    assert_eq!(
        game(&["{ *k for k from 0 to 5 | *k for k from 0 to 5 }"]),
        Game::nimber(6)
    );
    // A list in an option's place gives its items.
    assert_eq!(game(&["L := [0, *]", "{L | L}"]), Game::up(0) + p("*2"));
}

#[test]
fn functions_recurse_and_remember() {
    // Without memoisation this doubles at each level: 2^60 calls.
    let fib = "fib(n) := if n < 2 then n else fib(n-1) + fib(n-2) end";
    assert_eq!(run(&[fib, "fib(90)"]), "2880067194370816120");
    // Games by recursion: Hackenbush-like towers {n-1 | } = n.
    assert_eq!(
        run(&["t(n) := if n == 0 then 0 else {t(n-1) | } end", "t(30)"]),
        "30"
    );
    // Two arguments; a function as an argument.
    assert_eq!(
        run(&[
            "add(a, b) := a + b",
            "twice(f, x) := f(f(x, x), x)",
            "twice(add, *)"
        ]),
        "*"
    );
    // Nimbers from the mex rule agree with Game::nimber.
    let mex = "mex(n) := { mex(k) for k from 0 to n-1 | mex(k) for k from 0 to n-1 }";
    assert_eq!(game(&[mex, "mex(9)"]), Game::nimber(9));
}

#[test]
fn recursion_a_hundred_thousand_deep() {
    // On the test thread's small stack: the machine keeps its own stacks.
    let mut w = Worksheet::new();
    w.eval_line("f(n) := if n == 0 then 0 else {f(n-1)|} end")
        .unwrap();
    assert_eq!(
        w.eval_line("f(100000)").unwrap(),
        Output::Value(Game::integer(100000))
    );
    w.eval_line("h(n) := if n==0 then 0 else h(n-1)+1 end")
        .unwrap();
    assert_eq!(
        w.eval_line("h(100000)").unwrap(),
        Output::Value(Game::integer(100000))
    );
}

#[test]
fn runaway_definitions_stop_with_a_clear_error() {
    let (_, col, msg) = error(&["f(n) := f(n)", "1 + f(3)"]);
    assert_eq!(col, 5);
    assert!(
        msg.contains("calls itself with the same arguments"),
        "{msg}"
    );
    // Endless descent: stopped at the depth bound, not by a crash.
    let (_, _, msg) = error(&["down(n) := down(n - 1) + 1", "down(0)"]);
    assert!(msg.contains("nested more than"), "{msg}");
    assert!(msg.contains("in down, defined at 1:"), "{msg}");
    // A huge range under a budget stops at the budget.
    let mut w = Worksheet::new();
    let tight = Control::new(Some(1000), None);
    let e = w.eval_line_with("for n in 0..1000000000000 do n end", &tight);
    assert_eq!(e, Err(Error::Stopped(Stop::Positions(1000))));
    let e = w.eval_line_with("[k for k in 0..1000000000000]", &tight);
    assert!(matches!(e, Err(Error::Stopped(_))), "{e:?}");
}

#[test]
fn limits_reach_user_recursion() {
    let mut w = Worksheet::new();
    w.eval_line("f(n) := if n == 0 then 0 else f(n-1) + 1 end")
        .unwrap();
    let tight = Control::new(Some(500), None);
    assert_eq!(
        w.eval_line_with("f(100000)", &tight),
        Err(Error::Stopped(Stop::Positions(500)))
    );
    let slow = Control::new(None, Some(Duration::from_millis(50)));
    w.eval_line("loop(n) := if n == 0 then 0 else loop(n - 1) end")
        .unwrap();
    let e = w.eval_line_with("for k in 1..100000000 do loop(k mod 7) end", &slow);
    assert!(matches!(e, Err(Error::Stopped(Stop::Timeout(_)))), "{e:?}");
    let cancelled = Control::unlimited();
    cancelled.cancel();
    assert_eq!(
        w.eval_line_with("f(50000)", &cancelled),
        Err(Error::Stopped(Stop::Interrupted))
    );
}

#[test]
fn heap_games_defined_by_a_function() {
    // Kayles: remove one or two adjacent pins, possibly splitting the row.
    let kayles = "kayles(n) := [[a, n - t - a] for t from 1 to 2 for a from 0 to n - t]";
    let text = run(&[kayles, "grundy(kayles, 100)"]);
    let reference = HeapGame::parse("0.77").unwrap().values(100, Method::Auto);
    let shown: Vec<String> = reference.iter().map(u64::to_string).collect();
    for row in shown.chunks(20) {
        assert!(text.contains(&row.join(" ")), "{text}");
    }
    // Subtraction {1, 2, 3}: G(n) = n mod 4, period 4 (Winning Ways ch. 4).
    let text = run(&[
        "s(n) := [[n - k] for k in [1, 2, 3] where k <= n]",
        "grundy(s, 30)",
    ]);
    assert!(
        text.starts_with("G(0..=30) of s: 0 1 2 3 0 1 2 3"),
        "{text}"
    );
    assert!(text.contains("period 4, preperiod 0"), "{text}");
    let (_, _, msg) = error(&["bad(n) := [[n]]", "grundy(bad, 5)"]);
    assert!(
        msg.contains("heaps after a move must be whole numbers below"),
        "{msg}"
    );
}

#[test]
fn errors_name_line_and_column() {
    let cases: &[(&[&str], usize, &str)] = &[
        (&["g :="], 5, "expected a value"),
        (&["1 + {2 | x}"], 10, "unknown name 'x'"),
        (&["f(1) := 2"], 3, "a parameter is a name"),
        (&["f(n, n) := 2"], 6, "named twice"),
        (&["[1, 2"], 6, "expected ']'"),
        (
            &["if true then 1"],
            15,
            "expected 'elseif', 'else' or 'end'",
        ),
        (
            &["for x on [1] do x end"],
            7,
            "expected 'in', 'from' or ':='",
        ),
        (&["{1 | 2 | 3}"], 8, "ambiguous slashes"),
        (&["f(x) := x + y", "f(1)"], 1, "unknown name 'y'"),
        (&["for := 3"], 5, "expected the loop's name"),
        (&["\"abc"], 1, "close this string"),
        (&["1 +"], 4, "expected a value"),
        (&["f(x) := x", "f(1, 2)"], 1, "f takes 1 argument, not 2"),
        (&["[1][\"a\"]"], 5, "expected an integer"),
        (&["true + 1"], 1, "cannot add true or false"),
    ];
    for (lines, column, fragment) in cases {
        let (line, c, message) = error(lines);
        assert_eq!((line, c), (1, *column), "{lines:?}: {message}");
        assert!(message.contains(fragment), "{lines:?}: {message}");
    }
}

/// Braces holding a non-ASCII character are refused with an error, not a
/// panic (the loopy reader's scan for `pass` and `[on]` went by bytes and
/// sliced inside `é`; found by the parser fuzz test).
#[test]
fn braces_with_non_ascii_text_are_an_error() {
    for line in ["{f(n-1)é | -f(n-1)}", "{1é[on] | 0}", "{é<on>|}"] {
        let mut w = Worksheet::new();
        assert!(w.eval_line(line).is_err(), "{line}");
    }
}

/// A value printed over several lines (a thermograph's report) quoted in an
/// error still gives a one-line message (found by the parser fuzz test).
#[test]
fn errors_quoting_multi_line_values_stay_one_line() {
    let (line, column, message) = error(&["t := thermograph({3||2*|1*})", "-t"]);
    assert_eq!((line, column), (1, 1), "{message}");
    assert!(!message.contains('\n'), "{message:?}");
    assert!(message.contains("thermograph of {3||2*|1*}"), "{message}");
    let (_, _, message) = error(&["t := thermograph({3||2*|1*})", "{t | 0}"]);
    assert!(!message.contains('\n'), "{message:?}");
}

#[test]
fn scripts_report_line_and_column() {
    let text = "// a script\nf(n) := if n == 0 then 0\n  else f(n - 1) + 1\nend\nf(7)\ng := f(3) + oops\nf(2); f(1)\n";
    let mut w = Worksheet::new();
    let mut script = Script::new(text);
    let steps: Vec<_> = std::iter::from_fn(|| w.step(&mut script, &Control::unlimited())).collect();
    let lines: Vec<usize> = steps.iter().map(|s| s.line).collect();
    assert_eq!(lines, [2, 5, 6, 7, 7]);
    assert_eq!(steps[1].result.as_ref().unwrap().to_string(), "7");
    let Err(Error::Syntax(e)) = &steps[2].result else {
        panic!("{:?}", steps[2].result)
    };
    assert_eq!((e.line, e.column), (6, 13));
    assert_eq!(steps[4].result.as_ref().unwrap().to_string(), "1");
    // A syntax error skips its line and the script goes on.
    let mut script = Script::new("1 +* 2\n3");
    let steps: Vec<_> = std::iter::from_fn(|| w.step(&mut script, &Control::unlimited())).collect();
    assert_eq!(steps.len(), 2);
    assert_eq!(steps[1].result.as_ref().unwrap().to_string(), "3");
    assert!(Worksheet::is_incomplete("for n from 1 to 3 do"));
}

#[test]
fn deep_literals_and_nesting() {
    // A literal of the notation deeper than the parser nests is read by
    // the notation's own reader.
    let deep = format!("{}{}", "{".repeat(5000), "|}".repeat(5000));
    let mut w = Worksheet::new();
    // {|} is 0, {0|} is 1, …: 5000 braces make 4999.
    assert_eq!(
        w.eval_line(&deep).unwrap(),
        Output::Value(Game::integer(4999))
    );
    // Brackets with names inside that deep are refused, with a place.
    let deep = format!("{}x{}", "(".repeat(5000), ")".repeat(5000));
    let e = w.eval_line(&deep).unwrap_err();
    assert!(e.to_string().contains("nested too deeply"), "{e}");
}

#[test]
fn help_covers_the_language() {
    let Output::Text(help) = Worksheet::new().eval_line("help").unwrap() else {
        panic!()
    };
    for word in [
        ":=",
        "for X in L do",
        "if C then",
        "leftoptions(g)",
        "norton(g, u)",
        "grundy(GAME, n)",
    ] {
        assert!(help.contains(word), "{word}");
    }
    let Output::Text(t) = Worksheet::new().eval_line("help norton").unwrap() else {
        panic!()
    };
    assert!(
        t.contains("example: ") && t.contains("source: Winning Ways"),
        "{t}"
    );
    let Value::List(_) = Value::list(vec![]) else {
        panic!()
    };
}

/// Every short-game operation the issue names, by name, with help.
const OPERATIONS: &[&str] = &[
    "leftoptions",
    "rightoptions",
    "followers",
    "incentives",
    "leftincentives",
    "rightincentives",
    "companion",
    "birthday",
    "stopcount",
    "isnumber",
    "isnimber",
    "isinteger",
    "isinfinitesimal",
    "isallsmall",
    "isnumberish",
    "iseventempered",
    "isoddtempered",
    "isuptimal",
    "isswitch",
    "norton",
    "ordinalsum",
    "conjunctive",
    "selective",
    "pow",
    "powto",
    "uptimal",
    "freeze",
    "nimproduct",
    "nimpower",
    "leftstop",
    "rightstop",
    "stops",
    "mean",
    "temperature",
    "thermograph",
    "cool",
    "heat",
    "overheat",
    "atomicweight",
    "rcf",
];

#[test]
fn every_operation_has_help_with_an_example_and_a_source() {
    let mut w = Worksheet::new();
    for name in OPERATIONS {
        let Ok(Output::Text(t)) = w.eval_line(&format!("help {name}")) else {
            panic!("help {name}")
        };
        assert!(
            t.contains("example: ") && t.contains("source: "),
            "{name}: {t}"
        );
        // The example runs.
        let example = t
            .lines()
            .find_map(|l| l.trim().strip_prefix("example: "))
            .unwrap();
        w.eval_line(example)
            .unwrap_or_else(|e| panic!("{example}: {e}"));
    }
}

#[test]
fn operations_agree_with_the_library() {
    let games = [
        "0",
        "*",
        "^",
        "{1|-1}",
        "{2|*}",
        "{3||2*|1*}",
        "^<2>+*",
        "{0|^}",
        "+-1+*2",
    ];
    for text in games {
        let g = p(text);
        // Options, followers and incentives are sets, in CGSuite's order.
        let list = |gs: Vec<Game>| {
            let set = Value::set(gs.into_iter().map(Value::Game).collect());
            set.to_string()
        };
        let call = |f: &str| run(&[&format!("{f}({text})")]);
        assert_eq!(
            call("leftoptions"),
            list(g.left_options().to_vec()),
            "{text}"
        );
        assert_eq!(
            call("rightoptions"),
            list(g.right_options().to_vec()),
            "{text}"
        );
        assert_eq!(call("followers"), list(g.followers()), "{text}");
        assert_eq!(call("incentives"), list(g.incentives()), "{text}");
        assert_eq!(call("companion"), g.companion().to_string(), "{text}");
        assert_eq!(call("freeze"), g.freeze().to_string(), "{text}");
        assert_eq!(call("isswitch"), g.is_switch().to_string(), "{text}");
        assert_eq!(call("isnumberish"), g.is_numberish().to_string(), "{text}");
        assert_eq!(
            call("iseventempered"),
            g.is_even_tempered().to_string(),
            "{text}"
        );
        assert_eq!(call("isuptimal"), g.is_uptimal().to_string(), "{text}");
        assert_eq!(
            run(&[&format!("ordinalsum({text}, ^)")]),
            g.ordinal_sum(Game::up(1)).to_string()
        );
        assert_eq!(
            run(&[&format!("conjunctive({text}, *2)")]),
            g.conjunctive_sum(Game::nimber(2)).to_string()
        );
        assert_eq!(
            run(&[&format!("selective({text}, 1)")]),
            g.selective_sum(Game::integer(1)).to_string()
        );
    }
    // From the literature: ↑ⁿ and ↑ + ↑² + ↑³ (Siegel II.7); 2 ⊗ 3 = 1 in
    // the nim field, 2 ⊗ 2 = 3 (On Numbers and Games, ch. 6).
    assert_eq!(game(&["pow(^, 3)"]), p("^<3>"));
    assert_eq!(game(&["powto(^, 3)"]), p("^[3]"));
    assert_eq!(run(&["nimproduct(*2, *3)"]), "*");
    assert_eq!(run(&["nimpower(*2, 2)"]), "*3");
    assert_eq!(
        run(&["uptimal(^<2> + ^)"]),
        Game::up(1)
            .uptimal_expansion()
            .map_or(String::new(), |_| p("^<2> + ^")
                .uptimal_expansion()
                .unwrap()
                .to_string())
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Sums, differences, integer multiples and the order, through the
    /// language, agree with the library.
    #[test]
    fn arithmetic_agrees_with_the_library(g in arb_game(3, 2), h in arb_game(3, 2), n in -3i64..4) {
        let mut w = Worksheet::new();
        w.eval_line(&format!("g := {g}")).unwrap();
        w.eval_line(&format!("h := {h}")).unwrap();
        prop_assert_eq!(w.eval_line("g + h"), Ok(Output::Value(g + h)));
        prop_assert_eq!(w.eval_line("g - h"), Ok(Output::Value(g - h)));
        prop_assert_eq!(w.eval_line("g >= h"), Ok(Output::Truth(h.leq(g))));
        let copies = (0..n.abs()).fold(Game::ZERO, |acc, _| acc + g);
        let multiple = if n < 0 { -copies } else { copies };
        prop_assert_eq!(w.eval_line(&format!("({n}) * g")), Ok(Output::Value(multiple)));
        // Options through the language are the canonical form's.
        let left: Vec<Value> = g.left_options().iter().map(|&x| Value::Game(x)).collect();
        prop_assert_eq!(w.eval_line("leftoptions(g)"), Ok(Output::Data(Value::set(left))));
    }

    /// A subtraction game written as a function of the heap size has the
    /// library's Grundy values.
    #[test]
    fn subtraction_games_by_function_agree(set in proptest::collection::btree_set(1usize..7, 1..4)) {
        let subtract: Vec<usize> = set.into_iter().collect();
        let listed: Vec<String> = subtract.iter().map(usize::to_string).collect();
        let define = format!("s(n) := [[n - k] for k in [{}] where k <= n]", listed.join(", "));
        let text = run(&[&define, "grundy(s, 30)"]);
        let values = HeapGame::subtraction(&subtract).unwrap().values(30, Method::Auto);
        let shown: Vec<String> = values.iter().map(u64::to_string).collect();
        let first = text.lines().next().unwrap();
        let expected = format!("G(0..=30) of s: {}", shown.join(" "));
        prop_assert_eq!(first, expected.as_str());
    }
}

#[test]
fn doubling_strings_and_lists_stops_at_a_bound() {
    let (_, _, msg) = error(&["s := \"ab\"", "for n in 1..40 do s := s + s end"]);
    assert!(msg.contains("strings are limited to"), "{msg}");
    let (_, _, msg) = error(&["L := [1, 2]", "for n in 1..40 do L := L + L end"]);
    assert!(msg.contains("lists are limited to"), "{msg}");
}

#[test]
fn lists_nest_to_a_bound() {
    assert_eq!(
        run(&["L := []", "for n in 1..10 do L := [L] end", "L"]),
        "[[[[[[[[[[[]]]]]]]]]]]"
    );
    let (_, _, msg) = error(&["L := []", "for n in 1..100000 do L := [L] end"]);
    assert!(msg.contains("lists nest at most"), "{msg}");
}
