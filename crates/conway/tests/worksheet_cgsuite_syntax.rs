//! CGSuite's syntax in the worksheet: loops with `while`, several
//! `yield`s, steps that are games and generators as arguments; functions
//! as values (`x -> x + 1`) with the locals they saw; `begin … end` with
//! `var`; `x ^ n` as a power after a name or a bracket; `===`. Each is
//! checked against the same computation written here in Rust or made
//! with the library directly.

use crate::common::worksheet::{last_error, show as run};
use conway::value::{notation, Game};
use conway::worksheet::Error;

/// The message of the error of the last line.
fn error(lines: &[&str]) -> String {
    match last_error(lines) {
        Error::Syntax(e) => e.message,
        other => panic!("{lines:?}: expected a worksheet error, got {other:?}"),
    }
}

fn list(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(", "))
}

#[test]
fn several_yields_gather_each_value_in_turn() {
    let want = list(
        (1..=6)
            .flat_map(|x| [x * x, x * x + 1])
            .map(|v| v.to_string()),
    );
    assert_eq!(
        run(&["for x from 1 to 6 yield x*x yield x*x + 1 end"]),
        want
    );
    // With a filter and a descending step.
    let want = list(
        (1..=12)
            .rev()
            .step_by(3)
            .filter(|x| x % 2 == 0)
            .flat_map(|x| [x, -x])
            .map(|v| v.to_string()),
    );
    assert_eq!(
        run(&["for x from 12 to 1 by -3 where x % 2 == 0 yield x yield -x end"]),
        want
    );
}

#[test]
fn while_stops_the_loop_where_filters_skip() {
    // `while` ends the loop at the first value that fails it.
    let want = list((1..).take_while(|x| x * x < 50).map(|v: i64| v.to_string()));
    assert_eq!(run(&["[x for x from 1 while x*x < 50]"]), want);
    let items = [3, 1, 4, 1, 5, 9, 2, 6];
    let want = list(
        items
            .iter()
            .take_while(|&&x| x != 9)
            .filter(|&&x| x > 1)
            .map(|v| v.to_string()),
    );
    assert_eq!(
        run(&["[x for x in [3, 1, 4, 1, 5, 9, 2, 6] while x != 9 where x > 1]"]),
        want
    );
    // `for x := v` runs once.
    assert_eq!(run(&["for x := 5 yield x + 1 end"]), "[6]");
    assert!(error(&["for x from 1 do x end"]).contains("'to' or 'while'"));
}

#[test]
fn steps_may_be_games() {
    // 0, ^*, ^*+^*, ... while at most ^5, by repeated addition in the library.
    let step = notation::parse("^*").unwrap();
    let last = notation::parse("^5").unwrap();
    let mut want = Vec::new();
    let mut x = Game::ZERO;
    while x.leq(last) {
        want.push(x.to_string());
        x += step;
    }
    assert!(want.len() > 3);
    assert_eq!(run(&["[x for x from 0 to ^5 by ^*]"]), list(want));
    // A game step that is 0 is refused.
    assert!(error(&["[x for x from 0 to ^5 by *+*]"]).contains("cannot be 0"));
}

#[test]
fn generators_pass_the_list_they_gather() {
    for n in [1i64, 5, 17] {
        let want = n * (n + 1) * (2 * n + 1) / 6;
        assert_eq!(
            run(&[&format!("Sum(x*x for x from 1 to {n})")]),
            want.to_string()
        );
    }
    assert_eq!(
        run(&["Sum(x for x from 0 to ^5 by ^*)"]),
        run(&["0 + ^* + ^^ + ^3* + ^4"])
    );
}

#[test]
fn functions_as_values() {
    assert_eq!(run(&["f := x -> x + 1", "f(8)"]), "9");
    assert_eq!(run(&["f := (x, y) -> (x - y) / 2", "f(3, 4)"]), "-1/2");
    assert_eq!(run(&["f := () -> 3", "f()"]), "3");
    // The value prints as it was written.
    assert_eq!(run(&["x -> x * x"]), "x -> x * x");
    // Globals are read when the function runs; its names stay its own.
    assert_eq!(run(&["y := 3", "f := x -> x + y", "y := 6", "f(5)"]), "11");
    assert_eq!(run(&["x := 9", "f := x -> x + 1", "f(5)", "x"]), "9");
    // Currying: the inner function keeps the outer's argument.
    assert_eq!(
        run(&[
            "add := x -> y -> x + y",
            "g := add(3)",
            "h := add(5)",
            "[g(7), h(7)]"
        ]),
        "[10, 12]"
    );
    // Recursion through a global name, against the factorial computed here.
    let want: u64 = (1..=10).product();
    assert_eq!(
        run(&[
            "fact := n -> if n == 0 then 1 else n * fact(n-1) end",
            "fact(10)"
        ]),
        want.to_string()
    );
    assert!(error(&["f := (x, y) -> x", "f(3)"]).contains("takes 2 arguments, not 1"));
    assert!(error(&["(x, x) -> x"]).contains("given twice"));
    assert!(error(&["x -> x -> x + 3"]).contains("given twice"));
    assert_eq!(run(&["f := x -> (y -> x + y)", "g := f(1)", "g(2)"]), "3");
    assert!(error(&["j := n -> j(n)", "j(5)"]).contains("nested more than"));
}

#[test]
fn collections_take_functions() {
    let items = [0, 1, 3, 9, 7, 5];
    let count = items.iter().filter(|&&x| (2..7).contains(&x)).count();
    assert_eq!(
        run(&["[0,1,3,9,7,5].Count(x -> x >= 2 and x < 7)"]),
        count.to_string()
    );
    assert_eq!(run(&["[0,1,3,9,7,5].Exists(x -> x == 7)"]), "true");
    assert_eq!(run(&["[0,1,3,9,7,5].ForAll(x -> x == 7)"]), "false");
    assert_eq!(run(&["[].ForAll(x -> x == 7)"]), "true");
    // Sorted by the second item, stable, as Rust's sort_by_key.
    let mut rows = [[5, 3, 7], [1, 6, 3], [9, 2, 8], [4, 3, 0]];
    rows.sort_by_key(|r| r[1]);
    let want = list(rows.iter().map(|r| list(r.iter().map(|v| v.to_string()))));
    assert_eq!(
        run(&["[[5,3,7],[1,6,3],[9,2,8],[4,3,0]].SortedWith((a, b) -> a[2] - b[2])"]),
        want
    );
    // A user function by name works as well as a written one.
    assert_eq!(run(&["big(x) := x > 4", "[1, 5, 9].Count(big)"]), "2");
    assert!(error(&["[1, 2].Exists(x -> x)"]).contains("true or false"));
}

#[test]
fn begin_blocks_keep_their_vars() {
    assert_eq!(run(&["begin var k := 6 end"]), "6");
    assert!(error(&["begin var k := 6 end", "k"]).contains("unknown name 'k'"));
    assert_eq!(run(&["begin var l := 8; l * l end"]), "64");
    // Without `var`, a name assigned in a block is a global.
    assert_eq!(run(&["begin m := 2 end", "m"]), "2");
    // At the top of a statement `var` assigns a global.
    assert_eq!(run(&["var h := 5", "h + 1"]), "6");
    // A var inside a function is its own.
    assert_eq!(
        run(&["f := n -> begin var t := n * n; t + 1 end", "f(7)"]),
        "50"
    );
}

#[test]
fn powers_after_names_and_brackets() {
    for x in -3i64..=3 {
        for n in 0u32..=6 {
            let want = x.pow(n).to_string();
            assert_eq!(
                run(&[&format!("x := {x}"), &format!("x^{n}")]),
                want,
                "{x}^{n}"
            );
        }
    }
    // Exact rationals, against fraction arithmetic: (2/3)^-3 = 27/8.
    assert_eq!(run(&["(2/3)^(-3)"]), "27/8");
    assert_eq!(run(&["(1/2)^4"]), "1/16");
    // Right to left: x^y^z is x^(y^z).
    assert_eq!(run(&["x := 2", "y := 3", "x^y^x"]), "512");
    assert_eq!(run(&["[x^2 for x from 1 to 5]"]), "[1, 4, 9, 16, 25]");
    // `3^5` is still the game 3 + ^5, as conway prints it.
    assert_eq!(run(&["3^5"]), notation::parse("3^5").unwrap().to_string());
    assert!(error(&["(0)^(-1)"]).contains("no reciprocal"));
    assert!(error(&["x := 3", "x^100000000"]).contains("too large"));
    assert!(error(&["x := *", "x^2"]).contains("takes a number"));
}

#[test]
fn same_items() {
    assert_eq!(run(&["1..4 === [1, 2, 3, 4]"]), "true");
    assert_eq!(run(&["1..0 === []"]), "true");
    assert_eq!(run(&["1..3 === [1, 2]"]), "false");
    assert_eq!(run(&["* === *"]), "true");
}
