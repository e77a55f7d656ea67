//! Grid games written in the worksheet: the `Grid` value and its
//! accessors, and `GridGame` with Domineering's and Cram's rules written
//! as worksheet functions, checked against the built-in rulesets and
//! against a plain game-tree recursion written in the worksheet itself
//! (no regions, no symmetries); symmetry settings that do not change
//! values; errors with their line and column; limits.

use conway::control::{Control, Stop};
use conway::worksheet::{Error, Output, Value, Worksheet};

/// Domineering (Left vertical, Right horizontal) and Cram as worksheet
/// functions of a grid; `plain` is the game tree searched plainly.
const RULES: &[&str] = &[
    "vertical(g) := [g.Fill([r, c], [r + 1, c]) for r from 1 to g.Rows for c from 1 to g.Cols where g.Empty(r, c) and g.Empty(r + 1, c)]",
    "horizontal(g) := [g.Fill([r, c], [r, c + 1]) for r from 1 to g.Rows for c from 1 to g.Cols where g.Empty(r, c) and g.Empty(r, c + 1)]",
    "dominoes(g) := vertical(g) + horizontal(g)",
    "plain(g) := {plain(o) for o in vertical(g) | plain(o) for o in horizontal(g)}",
    "plaincram(g) := {plaincram(o) for o in dominoes(g) | plaincram(o) for o in dominoes(g)}",
];

fn sheet() -> Worksheet {
    let mut w = Worksheet::new();
    for line in RULES {
        w.eval_line(line)
            .unwrap_or_else(|e| panic!("{line:?}: {e}"));
    }
    w
}

fn eval(w: &mut Worksheet, line: &str) -> String {
    w.eval_line(line)
        .unwrap_or_else(|e| panic!("{line:?}: {e}"))
        .to_string()
}

/// The error of `line` after the rules: (column, message).
fn error(line: &str) -> (usize, String) {
    match sheet().eval_line(line) {
        Err(Error::Syntax(e)) => (e.column, e.message),
        other => panic!("{line:?}: expected an error, got {other:?}"),
    }
}

/// Every board of `rows` x `cols` cells, each subset of cells blocked.
fn boards(rows: usize, cols: usize) -> Vec<String> {
    let n = rows * cols;
    (0..1u32 << n)
        .map(|blocked| {
            let row = |r: usize| -> String {
                (0..cols)
                    .map(|c| match blocked >> (r * cols + c) & 1 {
                        1 => '#',
                        _ => '.',
                    })
                    .collect()
            };
            (0..rows).map(row).collect::<Vec<_>>().join("|")
        })
        .collect()
}

/// The rectangles up to 3 x 4 and 4 x 3, as board text.
fn rectangles() -> Vec<String> {
    let mut out = Vec::new();
    for rows in 1..=4 {
        for cols in 1..=4 {
            if rows * cols <= 12 {
                out.push(vec![".".repeat(cols); rows].join("|"));
            }
        }
    }
    out
}

#[test]
fn domineering_as_a_rule_is_the_built_in_domineering() {
    let mut w = sheet();
    let mut all = rectangles();
    all.extend(boards(3, 3));
    all.extend(boards(3, 4).into_iter().step_by(3));
    for board in &all {
        let built_in = eval(&mut w, &format!("domineering(\"{board}\")"));
        for symmetry in [
            "none",
            "left-right",
            "top-bottom",
            "mirrors",
            "mirrors\", \"king",
        ] {
            let ours = eval(
                &mut w,
                &format!("GridGame(Grid(\"{board}\", \"{symmetry}\"), vertical, horizontal)"),
            );
            assert_eq!(ours, built_in, "{board} under {symmetry}");
        }
    }
    // The 2 x 2 square is +-1 (Winning Ways, ch. 5).
    assert_eq!(
        eval(&mut w, "GridGame(Grid(2, 2), vertical, horizontal)"),
        "+-1"
    );
}

#[test]
fn cram_as_a_rule_is_the_built_in_cram() {
    let mut w = sheet();
    let mut all = rectangles();
    all.extend(boards(3, 3));
    all.extend(boards(3, 4).into_iter().step_by(3));
    for board in &all {
        let built_in = eval(&mut w, &format!("cram(\"{board}\")"));
        for setting in ["\"none\"", "\"mirrors\"", "\"all\"", "\"all\", \"king\""] {
            let line = format!("GridGame(Grid(\"{board}\", {setting}), dominoes)");
            assert_eq!(eval(&mut w, &line), built_in, "{line}");
        }
    }
    // 2 x n Cram is *0 for n even and *1 for n odd (Uiterwijk's Cram
    // databases; the second player mirrors on even boards).
    for n in 1..=6 {
        let v = eval(
            &mut w,
            &format!("GridGame(Grid(2, {n}, \"all\"), dominoes)"),
        );
        assert_eq!(v, if n % 2 == 0 { "0" } else { "*" }, "2 x {n}");
    }
}

#[test]
fn grid_games_agree_with_the_plain_game_tree() {
    let mut w = sheet();
    for board in boards(2, 3).iter().chain(&rectangles()[..8]) {
        let plain = eval(&mut w, &format!("plain(Grid(\"{board}\"))"));
        let split = eval(
            &mut w,
            &format!("GridGame(Grid(\"{board}\", \"mirrors\"), vertical, horizontal)"),
        );
        assert_eq!(split, plain, "{board}");
        let plain = eval(&mut w, &format!("plaincram(Grid(\"{board}\"))"));
        let split = eval(
            &mut w,
            &format!("GridGame(Grid(\"{board}\", \"all\"), dominoes)"),
        );
        assert_eq!(split, plain, "{board}");
    }
}

#[test]
fn the_rule_sees_only_regions_in_normal_form() {
    let mut w = sheet();
    // The rule fails (1/0 is an error) when given anything else.
    w.eval_line("checked(g) := if g == g.NormalForm and length(g.Regions) == 1 then dominoes(g) else 1/0 end")
        .unwrap();
    for board in [
        "...|.#.|...",
        "..#..|..#..",
        "....|#..#|....",
        ".#.#|#.#.|....",
    ] {
        for symmetry in ["none", "left-right", "top-bottom", "mirrors", "all"] {
            let ours = eval(
                &mut w,
                &format!("GridGame(Grid(\"{board}\", \"{symmetry}\"), checked)"),
            );
            assert_eq!(ours, eval(&mut w, &format!("cram(\"{board}\")")));
        }
    }
}

#[test]
fn grids_by_text_or_by_size_and_blocked_cells() {
    let mut w = sheet();
    w.eval_line("g := Grid(3, 3, [[2, 2]], \"mirrors\")")
        .unwrap();
    assert_eq!(eval(&mut w, "g"), "...|.#.|...");
    assert_eq!(
        eval(&mut w, "g == Grid(\"...|.#.|...\", \"mirrors\")"),
        "true"
    );
    // The settings are part of the value.
    assert_eq!(eval(&mut w, "g == Grid(\"...|.#.|...\")"), "false");
    assert_eq!(
        eval(&mut w, "[g.Rows, g.Cols, g.Symmetry, g.Adjacency]"),
        "[3, 3, \"mirrors\", \"orthogonal\"]"
    );
    assert_eq!(
        eval(&mut w, "Grid(\".#|..\", \"king\", \"all\").Adjacency"),
        "king"
    );
    assert_eq!(eval(&mut w, "g.Blocked"), "[[2, 2]]");
    assert_eq!(
        eval(&mut w, "Grid(\".#|..\").EmptyCells"),
        "[[1, 1], [2, 1], [2, 2]]"
    );
    // Cells count from 1; off the grid is not empty.
    assert_eq!(
        eval(&mut w, "[g.Empty(1, 1), g.Empty([2, 2]), g.Empty(0, 1), g.Empty([-1, 1]), g.Empty(4, 1), g.Empty(1, 99999999999999999999)]"),
        "[true, false, false, false, false, false]"
    );
    // A blocked cell: Domineering's value on it is the built-in's.
    assert_eq!(
        eval(&mut w, "GridGame(g, vertical, horizontal)"),
        eval(&mut w, "domineering(\"...|.#.|...\")")
    );
    // Fill: cells as arguments or as one list; the settings are kept.
    assert_eq!(eval(&mut w, "g.Fill([1, 1], [1, 2])"), "##.|.#.|...");
    assert_eq!(
        eval(
            &mut w,
            "g.Fill([[1, 1], [1, 2]]) == g.Fill([1, 1]).Fill([1, 2])"
        ),
        "true"
    );
    assert_eq!(eval(&mut w, "g.Fill([1, 1]).Symmetry"), "mirrors");
    // In lists a grid is shown as the call that makes it.
    assert_eq!(
        eval(&mut w, "[Grid(\"..\"), Grid(\".#\", \"all\", \"king\")]"),
        "[Grid(\"..\"), Grid(\".#\", \"all\", \"king\")]"
    );
    assert_eq!(
        eval(&mut w, "Grid(\"..#.|####|.#..\").Regions"),
        "[Grid(\"..\"), Grid(\".\"), Grid(\".\"), Grid(\"..\")]"
    );
    assert_eq!(
        eval(&mut w, "Grid(\".#|#.\", \"king\").Regions"),
        "[Grid(\".#|#.\", \"king\")]"
    );
    assert_eq!(
        eval(&mut w, "Grid(\"##.|#..\", \"mirrors\").NormalForm == Grid(\"..#|.##|###\", \"mirrors\").NormalForm"),
        "true"
    );
    // Sets hold grids after the other kinds, each once.
    assert_eq!(
        eval(&mut w, "{Grid(\"..\"), 3, Grid(\".\"), Grid(\"..\")}"),
        "{3, Grid(\".\"), Grid(\"..\")}"
    );
    // A grid as a worksheet value, for the library.
    let Ok(Output::Data(Value::Grid(grid))) = w.eval_line("g") else {
        panic!("g is a grid")
    };
    assert_eq!(grid.board().empty_cells(), 8);
    assert_eq!(grid.symmetries().name(), "mirrors");
}

#[test]
fn user_functions_and_lambdas_both_serve_as_rules() {
    let mut w = sheet();
    let named = eval(&mut w, "GridGame(Grid(\"...|...\"), vertical, horizontal)");
    let lambdas = eval(
        &mut w,
        "GridGame(Grid(\"...|...\"), g -> vertical(g), g -> horizontal(g))",
    );
    assert_eq!(named, lambdas);
    // A rule that gathers nothing (a loop over no moves) has no moves.
    assert_eq!(
        eval(
            &mut w,
            "GridGame(Grid(\"..\"), g -> for r in [] yield g end)"
        ),
        "0"
    );
    // A grid with no empty cell is 0, whatever the rule.
    assert_eq!(
        eval(&mut w, "GridGame(Grid(\"##\"), g -> 1/0, g -> 1/0)"),
        "0"
    );
}

#[test]
fn bad_grids_are_errors_naming_the_place() {
    let (column, message) = error("Grid(\"..|.x\")");
    assert_eq!(column, 11, "{message}");
    assert!(message.starts_with("grid: unexpected 'x'"), "{message}");
    let (column, message) = error("Grid(2)");
    assert_eq!(column, 1);
    assert!(message.contains("columns too"), "{message}");
    let (column, message) = error("Grid(2, \"a\")");
    assert_eq!(column, 9);
    assert!(message.contains("rows and columns"), "{message}");
    let (column, message) = error("Grid(30, 30)");
    assert_eq!(column, 10);
    assert!(message.contains("at most 400 cells"), "{message}");
    let (column, message) = error("Grid(\"..\", \"rotations\")");
    assert_eq!(column, 12);
    assert!(message.contains("\"mirrors\""), "{message}");
    let (column, message) = error("Grid(\"..\", \"all\", \"none\")");
    assert_eq!(column, 19);
    assert!(message.contains("named twice"), "{message}");
    let (column, message) = error("Grid(2, 2, [[3, 1]])");
    assert_eq!(column, 12);
    assert!(
        message.contains("[3, 1] is off the 2 x 2 grid"),
        "{message}"
    );
    let (column, message) = error("Grid(2, 2, [[1, 0]])");
    assert_eq!(column, 12);
    assert!(message.contains("counting from 1"), "{message}");
    let (column, message) = error("Grid(\"..\").Fill([1, 1], [1, 1])");
    assert_eq!(column, 25);
    assert!(
        message.contains("[1, 1] is named twice in a move on the 1 x 2 grid .."),
        "{message}"
    );
    let (column, message) = error("Grid(\".#\").Fill([1, 2])");
    assert_eq!(column, 17);
    assert!(
        message.contains("[1, 2] is filled already in the 1 x 2 grid .#"),
        "{message}"
    );
    let (column, message) = error("Grid(\".#\").Fill([[1, 1], [2, 1]])");
    assert_eq!(column, 17);
    assert!(
        message.contains("[2, 1] is off the 1 x 2 grid .#"),
        "{message}"
    );
    let (column, message) = error("Grid(\"..\").Fill(3)");
    assert_eq!(column, 17);
    assert!(message.contains("cell"), "{message}");
    let (column, message) = error("Grid(\"..\").Empty(1/2, 1)");
    assert_eq!(column, 18);
    assert!(message.contains("Empty takes a cell"), "{message}");
    let (_, message) = error("Rows(3)");
    assert!(message.contains("takes a grid"), "{message}");
}

#[test]
fn bad_rules_are_errors_naming_the_place() {
    // A rule that gives a number, not a list.
    let (column, message) = error("GridGame(Grid(\"..|..\"), g -> 3, horizontal)");
    assert_eq!(column, 25);
    assert!(
        message.contains("Left's rule of GridGame gave an integer (3) for the grid ..|..,"),
        "{message}"
    );
    // A list that holds something else than grids.
    let (column, message) = error("GridGame(Grid(\"..|..\"), vertical, g -> [g, 7])");
    assert_eq!(column, 35);
    assert!(
        message.contains("Right's rule of GridGame gave a list holding an integer (7)"),
        "{message}"
    );
    let (column, message) = error("GridGame(Grid(\"..|..\"), g -> \"moves\")");
    assert_eq!(column, 25);
    assert!(
        message.starts_with("the moves of GridGame gave a string"),
        "{message}"
    );
    // An error inside the rule names the rule and where it fails.
    let (column, message) = error("GridGame(Grid(\"..|..\"), g -> [g.Fill([9, 9])], horizontal)");
    assert_eq!(column, 25);
    assert!(
        message.contains("[9, 9] is off the 2 x 2 grid ..|.."),
        "{message}"
    );
    // The place in the rule where it failed: the cell, at column 38.
    assert!(
        message.contains("(in g -> [g.Fill([9, 9])], defined at 1:38)"),
        "{message}"
    );
    let (column, message) = error("GridGame(Grid(\"..|..\"), vertical, nothere)");
    assert_eq!(column, 35);
    assert!(message.contains("unknown name 'nothere'"), "{message}");
    // Not a function.
    let (column, message) = error("GridGame(Grid(\"..|..\"), 3)");
    assert_eq!(column, 25);
    assert!(message.contains("takes functions"), "{message}");
    let (column, message) = error("GridGame(\"..|..\", dominoes)");
    assert_eq!(column, 10);
    assert!(message.contains("GridGame takes a grid"), "{message}");
    // A rule whose moves do not end.
    let (column, message) = error("GridGame(Grid(\"..|..\"), g -> [g])");
    assert_eq!(column, 1);
    assert!(
        message.contains("cycle: the region ..|.. can be reached from itself"),
        "{message}"
    );
}

#[test]
fn an_error_in_a_rule_inside_a_function_names_the_function() {
    let mut w = sheet();
    w.eval_line("bad(n) := GridGame(Grid(1, n), g -> [g.Fill([1, n + 1])])")
        .unwrap();
    let Err(Error::Syntax(e)) = w.eval_line("[bad(2)]") else {
        panic!("an error")
    };
    assert_eq!(e.column, 2, "{}", e.message);
    assert!(
        e.message
            .contains("the cell [1, 3] is off the 1 x 2 grid .."),
        "{}",
        e.message
    );
}

#[test]
fn grid_games_obey_limits() {
    let mut w = sheet();
    let tight = Control::new(Some(200), None);
    let e = w.eval_line_with(
        "GridGame(Grid(5, 5, \"mirrors\"), vertical, horizontal)",
        &tight,
    );
    assert!(
        matches!(e, Err(Error::Stopped(Stop::Positions(200)))),
        "{e:?}"
    );
    let cancelled = Control::unlimited();
    cancelled.cancel();
    let e = w.eval_line_with("GridGame(Grid(4, 4, \"all\"), dominoes)", &cancelled);
    assert_eq!(e, Err(Error::Stopped(Stop::Interrupted)));
    // The worksheet is usable after a stop.
    assert_eq!(eval(&mut w, "GridGame(Grid(1, 3), dominoes)"), "*");
}

#[test]
fn help_describes_grids() {
    let mut w = Worksheet::new();
    let help = eval(&mut w, "help GridGame");
    assert!(help.starts_with("GridGame(grid, left, right)"), "{help}");
    assert!(help.contains("example: GridGame(Grid("), "{help}");
    for name in [
        "Grid",
        "rows",
        "cols",
        "empty",
        "emptycells",
        "blocked",
        "fill",
        "regions",
        "normalform",
        "symmetry",
        "adjacency",
    ] {
        let text = eval(&mut w, &format!("help {name}"));
        assert!(text.contains("grid"), "{name}: {text}");
    }
}
