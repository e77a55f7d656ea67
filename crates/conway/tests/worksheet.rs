//! The worksheet language: names, comparisons, functions, rulesets and
//! errors, each answer checked against the library called directly or a
//! value from the literature.

use crate::common;

use common::arb_game;
use conway::control::{Control, Stop};
use conway::impartial::heap::HeapGame;
use conway::numeric::Dyadic;
use conway::rulesets::{self, Kind};
use conway::value::{notation, Game};
use conway::worksheet::{Error, Output, Value, Worksheet};
use proptest::prelude::*;

fn p(s: &str) -> Game {
    notation::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

fn num(s: &str) -> Dyadic {
    s.parse().unwrap()
}

/// Evaluates the lines in order; the answer of the last.
fn eval(lines: &[&str]) -> Output {
    let mut w = Worksheet::new();
    let (last, before) = lines.split_last().expect("a line");
    for line in before {
        w.eval_line(line)
            .unwrap_or_else(|e| panic!("{line:?}: {e}"));
    }
    w.eval_line(last)
        .unwrap_or_else(|e| panic!("{last:?}: {e}"))
}

fn value(lines: &[&str]) -> Game {
    match eval(lines) {
        Output::Value(g) => g,
        other => panic!("{lines:?}: expected a value, got {other:?}"),
    }
}

fn text(lines: &[&str]) -> String {
    match eval(lines) {
        Output::Text(t) => t,
        other => panic!("{lines:?}: expected text, got {other:?}"),
    }
}

fn truth(lines: &[&str]) -> bool {
    match eval(lines) {
        Output::Truth(b) => b,
        other => panic!("{lines:?}: expected true or false, got {other:?}"),
    }
}

/// The error of the last line (the lines before must succeed).
fn error(lines: &[&str]) -> (usize, String) {
    let mut w = Worksheet::new();
    let (last, before) = lines.split_last().expect("a line");
    for line in before {
        w.eval_line(line).unwrap();
    }
    match w.eval_line(last) {
        Err(Error::Syntax(e)) => {
            assert_eq!(e.line, 1, "{last:?}");
            (e.column, e.message)
        }
        other => panic!("{last:?}: expected an error, got {other:?}"),
    }
}

#[test]
fn assignment_and_names() {
    let g = Game::new(&[Game::integer(1)], &[Game::nimber(1)]);
    let mut w = Worksheet::new();
    assert_eq!(
        w.eval_line("g = {1|*}"),
        Ok(Output::Assigned {
            name: "g".into(),
            value: Value::Game(g)
        })
    );
    assert_eq!(w.eval_line("g + ^"), Ok(Output::Value(g + Game::up(1))));
    // Names work inside braces, Tiny and calls, and can be reassigned.
    assert_eq!(
        w.eval_line("{g | -g}"),
        Ok(Output::Value(Game::new(&[g], &[-g])))
    );
    assert_eq!(w.eval_line("Tiny(g)"), Ok(Output::Value(Game::tiny(g))));
    assert_eq!(
        w.eval_line("Miny(g) + v[2] + ^<3>"),
        Ok(Output::Value(
            Game::miny(g) - Game::up_to_nth(2).unwrap() + Game::up_nth(3).unwrap()
        ))
    );
    assert_eq!(w.eval_line("2Tiny(2) - 2"), Ok(Output::Value(p("Tiny(2)"))));
    w.eval_line("h_2 = g + g").unwrap();
    w.eval_line("g = ^<2>").unwrap();
    assert_eq!(w.get("g"), Game::up_nth(2));
    assert_eq!(w.get("h_2"), Some(p("{1|*} + {1|*}")));
    // A line that fails assigns nothing.
    assert!(w.eval_line("g = g + nothing").is_err());
    assert_eq!(w.get("g"), Game::up_nth(2));
    let names: Vec<&str> = w.names().map(|(n, _)| n).collect();
    assert_eq!(names, ["g", "h_2"]);
    assert_eq!(
        w.eval_line("names").unwrap().to_string(),
        format!("g = {}\nh_2 = {}", p("^<2>"), p("{1|*} + {1|*}"))
    );
}

#[test]
fn statements_other_than_values() {
    let mut w = Worksheet::new();
    assert_eq!(w.eval_line(""), Ok(Output::Nothing));
    assert_eq!(w.eval_line("   // just a comment"), Ok(Output::Nothing));
    assert_eq!(
        w.eval_line("1/2 + 1/2 // one"),
        Ok(Output::Value(Game::integer(1)))
    );
    assert_eq!(w.eval_line("quit"), Ok(Output::Quit));
    assert_eq!(w.eval_line(" exit "), Ok(Output::Quit));
    let Ok(Output::Text(help)) = w.eval_line("help") else {
        panic!("help gives text")
    };
    for name in [
        "outcome(g)",
        "thermograph(g)",
        "grundy(",
        "cool(g, t)",
        "names",
    ] {
        assert!(help.contains(name), "help lists {name}");
    }
    for r in rulesets::all() {
        let call = r.name().replace('-', "_");
        assert!(help.contains(&format!("{call}(\"")), "help lists {call}");
        // help on a ruleset, by either spelling.
        for spelling in [r.name().to_string(), call] {
            let Ok(Output::Text(t)) = w.eval_line(&format!("help {spelling}")) else {
                panic!("help {spelling}")
            };
            assert!(t.contains(r.syntax()), "{t}");
        }
    }
    let Ok(Output::Text(t)) = w.eval_line("help aw") else {
        panic!("help on an alias")
    };
    assert!(t.starts_with("atomicweight(g)"), "{t}");
}

#[test]
fn comparisons() {
    // Winning Ways ch. 2-3: ^ > 0, * || 0, ^ || *, {1|-1} || 0, ^* || 0.
    let cases = [
        ("^ > 0", true),
        ("^ >= 0", true),
        ("^ < 0", false),
        ("* || 0", true),
        ("* == 0", false),
        ("* != 0", true),
        ("^ || *", true),
        ("^* || 0", true),
        ("{1|-1} || 0", true),
        ("{1|-1} + {1|-1} == 0", true),
        ("1/2 + 1/2 == 1", true),
        ("v <= 0", true),
        ("v <| 0", true),
        ("* <| 0", true),
        ("* |> 0", true),
        ("1 <| 0", false),
        ("-1 |> 0", false),
        ("^<2> < ^", true),
        ("^<2> > 0", true),
        ("Tiny(2) < ^", true),
    ];
    for (line, expected) in cases {
        assert_eq!(truth(&[line]), expected, "{line}");
    }
    assert!(truth(&["g = {1|*}", "g >= 0"]));
    assert!(!truth(&["g = {1|*}", "g < 1"]));
    for (line, relation) in [
        ("compare(^, *)", "||"),
        ("compare(^, 0)", ">"),
        ("compare(v, 0)", "<"),
        ("compare({1|-1} + {1|-1}, 0)", "="),
    ] {
        assert_eq!(text(&[line]), relation, "{line}");
    }
}

#[test]
fn functions_agree_with_the_library() {
    let g = p("{3||2*|1*}");
    let gs = "{3||2*|1*}";
    let call = |f: &str| value(&[&format!("{f}({gs})")]);
    assert_eq!(call("leftstop"), Game::dyadic(g.left_stop()));
    assert_eq!(call("rightstop"), Game::dyadic(g.right_stop()));
    assert_eq!(call("left_stop"), Game::dyadic(g.left_stop()));
    assert_eq!(call("mean"), Game::dyadic(g.mean()));
    assert_eq!(call("temperature"), Game::dyadic(g.temperature()));
    assert_eq!(call("birthday"), Game::integer(g.birthday()));
    assert_eq!(call("rcf"), g.reduced());
    assert_eq!(
        value(&["cool({3||2*|1*}, 1/2)"]),
        g.cool(&num("1/2")).unwrap()
    );
    assert_eq!(value(&["heat({3||2*|1*}, *)"]), g.heat(Game::nimber(1)));
    assert_eq!(
        value(&["overheat(1/2, 1, 1)"]),
        Game::dyadic(num("1/2")).overheat(Game::integer(1), Game::integer(1))
    );
    assert_eq!(
        value(&["aw(^^*)"]),
        (Game::up(2) + Game::nimber(1)).atomic_weight().unwrap()
    );
    // By hand from the definitions (Siegel, Combinatorial Game Theory,
    // II.5-6): {3|-1} cooled by 1 is {2|0}; mean 1, temperature 2; heating *
    // by 1 gives {1|-1}; the atomic weight of ^ is 1; rcf({2|^*}) = {2|0}.
    assert_eq!(value(&["cool({3|-1}, 1)"]), p("{2|0}"));
    assert_eq!(value(&["mean({3|-1})"]), Game::integer(1));
    assert_eq!(value(&["temperature({3|-1})"]), Game::integer(2));
    assert_eq!(value(&["heat(*, 1)"]), p("+-1"));
    assert_eq!(value(&["atomicweight(^)"]), Game::integer(1));
    assert_eq!(value(&["rcf({2|^*})"]), p("{2|0}"));
    assert_eq!(value(&["birthday(*2)"]), Game::integer(2));
    // Values from functions take part in expressions.
    assert_eq!(value(&["mean({3|-1}) + temperature({3|-1}) + *"]), p("3*"));
    assert_eq!(value(&["g = {5|-1}", "cool(g, temperature(g))"]), p("2*"));
}

#[test]
fn reports() {
    assert_eq!(text(&["outcome({1|*})"]), "L (Left wins, whoever starts)");
    assert!(text(&["outcome(*)"]).starts_with("N "));
    assert!(text(&["outcome(0)"]).starts_with("P "));
    assert!(text(&["outcome(v)"]).starts_with("R "));
    // Thermograph: the library's walls, written out.
    let g = p("{3||2*|1*}");
    let th = g.thermograph();
    let t = text(&["thermograph({3||2*|1*})"]);
    assert!(
        t.starts_with(&format!(
            "thermograph of {g}: temperature {}, mean {}",
            th.temperature(),
            th.mast()
        )),
        "{t}"
    );
    for piece in th.left_wall().pieces() {
        assert!(
            t.contains(&format!("{} at t = {}", piece.value, piece.start)),
            "{t}"
        );
    }
    // {5|-5}: walls from 6 and -6 at t = -1 meet at 0 at t = 5 (Winning Ways ch. 6).
    let t = text(&["thermograph({5|-5})"]);
    assert!(t.contains("temperature 5, mean 0"), "{t}");
    assert!(t.contains("left wall:  6 at t = -1, 0 at t = 5"), "{t}");
    assert!(t.contains("right wall: -6 at t = -1, 0 at t = 5"), "{t}");
}

#[test]
fn grundy_sequences() {
    // Kayles, G(0..=20): OEIS A002186; period 12 from n = 71 (Winning Ways ch. 4).
    let t = eval(&["grundy(\"0.77\", 20)"]).to_string();
    assert!(
        t.starts_with("G(0..=20) of 0.77: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1\n"),
        "{t}"
    );
    assert!(t.contains("period 12, preperiod 71; certified"), "{t}");
    assert_eq!(eval(&["grundy(\"kayles\", 20)"]).to_string(), t);
    // The default length, and a game without a certified period: the
    // library's values.
    let report = HeapGame::Grundy.analyze(100);
    let t = eval(&["grundy(\"grundy\")"]).to_string();
    let rows: Vec<&str> = t.lines().skip(1).take(6).collect();
    let shown: Vec<u64> = rows
        .iter()
        .flat_map(|r| r.split(':').nth(1).unwrap().split_whitespace())
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(shown, report.values);
}

#[test]
fn a_grundy_sequence_is_a_list_of_values_with_its_pattern() {
    // Kayles, G(0..=20): OEIS A002186; period 12, preperiod 71, certified
    // by the octal periodicity theorem (Winning Ways ch. 4; Guy & Smith).
    let kayles = HeapGame::parse("0.77").unwrap().analyze(20);
    let s = "s := grundy(\"0.77\", 20)";
    // It indexes from 1 as lists do: s[4] is G(3).
    for (heap, &v) in kayles.values.iter().enumerate() {
        let at = format!("s[{}]", heap + 1);
        assert_eq!(eval(&[s, &at]).to_string(), v.to_string(), "{at}");
    }
    assert_eq!(eval(&[s, "length(s)"]).to_string(), "21");
    // It loops as its values, and equals the list of them.
    let listed: Vec<String> = kayles.values.iter().map(u64::to_string).collect();
    let list = format!("[{}]", listed.join(", "));
    assert_eq!(eval(&[s, "for x in s do x end"]).to_string(), list);
    assert!(truth(&[
        s,
        "l := for x in s do x end",
        &format!("l == {list}")
    ]));
    let sum: u64 = kayles.values.iter().sum();
    assert_eq!(
        eval(&[
            s,
            "total := 0",
            "for x in s do total := total + x end",
            "total"
        ])
        .to_string(),
        sum.to_string()
    );
    // Its pattern as properties (and as functions).
    assert_eq!(eval(&[s, "s.period"]).to_string(), "12");
    assert_eq!(eval(&[s, "s.preperiod"]).to_string(), "71");
    assert_eq!(eval(&[s, "saltus(s)"]).to_string(), "0");
    let certificate = eval(&[s, "s.certificate"]).to_string();
    assert!(certificate.contains("Guy & Smith"), "{certificate}");
    // A game without a period found: nothing.
    let none = "n := grundy(\"grundy\", 30)";
    assert_eq!(eval(&[none, "n.period"]).to_string(), "");
    assert_eq!(eval(&[none, "n.certificate"]).to_string(), "");
    // A user's heap game: an apparent period, not certified. Nim by
    // moves: G(n) = n.
    let nim = "f(n) := for k from 0 to n - 1 do k end";
    let t = eval(&[nim, "u := grundy(f, 9)", "u[10] + length(u)"]).to_string();
    assert_eq!(t, "19");
    // Out of range, and properties of other values, fail in place.
    assert!(error(&[s, "s[22]"]).1.contains("outside 1..21"));
    assert!(error(&[s, "s[0]"]).1.contains("outside 1..21"));
    assert!(error(&["period([1, 2])"])
        .1
        .contains("takes a Grundy sequence"));
}

/// Every ruleset of the registry is callable by name and gives the value
/// the ruleset's own analysis gives, or its report.
#[test]
fn every_ruleset_is_callable() {
    for r in rulesets::all() {
        assert!(!r.example().contains('"'), "{}", r.name());
        let line = format!("{}(\"{}\")", r.name().replace('-', "_"), r.example());
        let analysis = r.parse(r.example()).unwrap().analyze();
        match (eval(&[&line]), analysis.value) {
            (Output::Value(g), Some(v)) => {
                assert_eq!(g, v, "{line}");
                if r.kind() == Kind::Impartial {
                    assert!(g.as_nimber().is_some(), "{line}: {g}");
                }
            }
            (Output::Text(t), None) => {
                assert!(t.contains(&format!("outcome {}", analysis.outcome)), "{t}")
            }
            (out, v) => panic!("{line}: {out:?} but the analysis gives {v:?}"),
        }
    }
}

#[test]
fn ruleset_values_from_the_literature() {
    // Domineering: a vertical 1x2 strip is Left's move, 1; a horizontal one
    // -1; the 2x2 square is +-1 (Winning Ways ch. 2).
    assert_eq!(value(&["domineering(\".|.\")"]), Game::integer(1));
    assert_eq!(value(&["domineering(\"..\")"]), Game::integer(-1));
    assert_eq!(value(&["domineering(\"..|..\")"]), p("+-1"));
    // Nim: the nim-sum of the heaps (Bouton 1901): 3 ^ 4 ^ 5 = 2.
    assert_eq!(value(&["nim(\"3 4 5\")"]), Game::nimber(2));
    assert_eq!(value(&["nim(\"3 4 5\") + *2"]), Game::ZERO);
    // Names with '-' are called with '_'.
    assert!(matches!(
        eval(&["advance_or_eat(\"W.|.B\")"]),
        Output::Value(_)
    ));
}

#[test]
fn errors_name_the_column() {
    let cases: &[(&[&str], usize, &str)] = &[
        (&["g = 1", "g + h"], 5, "unknown name 'h'"),
        (&["g + 1"], 1, "unknown name 'g'"),
        (&["{1 | nope}"], 6, "unknown name 'nope'"),
        (&["g = {1|*}", "g >= h"], 6, "unknown name 'h'"),
        (&["1 = 1"], 3, "compare values with =="),
        (&["1 2"], 3, "expected an operator"),
        (&["1 >= "], 6, "expected a value"),
        (&["cool(1)"], 1, "cool takes 2 arguments"),
        (&["cool(*, *)"], 9, "expected a number"),
        (&["cool(1, -2)"], 9, "t > -1"),
        (&["cool(\"x\", 1)"], 6, "not a string"),
        (&["aw(1)"], 4, "no atomic weight"),
        (&["frobnicate(1)"], 1, "unknown function 'frobnicate'"),
        (&["mean"], 1, "mean is a function"),
        (&["domineering"], 1, "domineering is a ruleset"),
        (&["domineering(\"..|.x\")"], 18, "domineering position"),
        (&["domineering(1)"], 1, "one position in double quotes"),
        (&["grundy(\"0.7z\", 5)"], 12, "heap game"),
        (&["grundy(\"0.77\", 1/2)"], 16, "whole number"),
        (&["f(\"abc\" 1)"], 9, "expected ',' or ')'"),
        (&["-outcome(1)"], 1, "'-' takes a game, not a string"),
        (
            &["grundy(\"0.77\", 5) * 2"],
            1,
            "cannot multiply a Grundy sequence",
        ),
        (&["f(\"abc"], 3, "close this string"),
        (&["oops(1, 2"], 10, "expected ')' to close the 'oops('"),
        (&["cool = 1"], 1, "the function cool(g, t)"),
        (&["help = 1"], 1, "a keyword"),
        (&["v = 1"], 1, "downs"),
        (&["nim = 1"], 1, "the ruleset nim"),
        (&["help nothing"], 6, "no help on 'nothing'"),
        (&["g = {1|*}", "g(1)"], 1, "g is a name, not a function"),
        (&["↑ >= x"], 6, "unknown name 'x'"),
    ];
    for (lines, column, fragment) in cases {
        let (c, message) = error(lines);
        assert_eq!(c, *column, "{lines:?}: {message}");
        assert!(message.contains(fragment), "{lines:?}: {message}");
    }
    let e = Worksheet::new().eval_line("1 + h").unwrap_err();
    assert_eq!(e.column(), Some(5));
    assert!(e.to_string().starts_with("column 5: unknown name 'h'"));
}

#[test]
fn limits_stop_long_computations() {
    let mut w = Worksheet::new();
    let big = "domineering(\"......|......|......|......|......|......\")";
    let tight = Control::new(Some(50), None);
    assert_eq!(
        w.eval_line_with(&format!("x = {big}"), &tight),
        Err(Error::Stopped(Stop::Positions(50)))
    );
    assert_eq!(w.get("x"), None);
    let cancelled = Control::unlimited();
    cancelled.cancel();
    assert_eq!(
        w.eval_line_with("grundy(\"0.77\", 1000)", &cancelled),
        Err(Error::Stopped(Stop::Interrupted))
    );
    // The worksheet goes on.
    assert_eq!(w.eval_line("1 + 1"), Ok(Output::Value(Game::integer(2))));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// parse(print(g)) == g through the worksheet, as a value, as an
    /// assignment, and inside a sum with names.
    #[test]
    fn printed_games_read_back(g in arb_game(4, 3), h in arb_game(3, 2)) {
        let mut w = Worksheet::new();
        prop_assert_eq!(w.eval_line(&g.to_string()), Ok(Output::Value(g)));
        prop_assert_eq!(
            w.eval_line(&format!("a = {g}")),
            Ok(Output::Assigned { name: "a".into(), value: Value::Game(g) })
        );
        w.eval_line(&format!("b = {h}")).unwrap();
        prop_assert_eq!(w.eval_line("a - b + {a | b}"), Ok(Output::Value(g - h + Game::new(&[g], &[h]))));
    }

    /// Comparisons mean what the library's order says.
    #[test]
    fn comparisons_follow_the_order(g in arb_game(3, 2), h in arb_game(3, 2)) {
        let mut w = Worksheet::new();
        w.eval_line(&format!("g = {g}")).unwrap();
        w.eval_line(&format!("h = {h}")).unwrap();
        let ask = |w: &mut Worksheet, op: &str| match w.eval_line(&format!("g {op} h")) {
            Ok(Output::Truth(b)) => b,
            other => panic!("{op}: {other:?}"),
        };
        prop_assert_eq!(ask(&mut w, ">="), h.leq(g));
        prop_assert_eq!(ask(&mut w, "<="), g.leq(h));
        prop_assert_eq!(ask(&mut w, "=="), g == h);
        prop_assert_eq!(ask(&mut w, "!="), g != h);
        prop_assert_eq!(ask(&mut w, "<"), g.leq(h) && g != h);
        prop_assert_eq!(ask(&mut w, ">"), h.leq(g) && g != h);
        prop_assert_eq!(ask(&mut w, "||"), !g.leq(h) && !h.leq(g));
        prop_assert_eq!(ask(&mut w, "<|"), !h.leq(g));
        prop_assert_eq!(ask(&mut w, "|>"), !g.leq(h));
    }
}
