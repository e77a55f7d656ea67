//! CGSuite's own test cases for loopy games (CanonicalStopperTestCase,
//! SidedValueTestCase and the loopy lines of CgscriptTest, in
//! aaron-siegel/cgsuite), run as data: tests/data/cgsuite_loopy.txt holds
//! each input with the operation and CGSuite's printed answer; the file
//! names its sources and lists the cases conway has no operation for.

use conway::loopy::{notation, LoopyGame, LoopyStop};
use conway::value::Player;
use conway::worksheet::Worksheet;

const DATA: &str = include_str!("data/cgsuite_loopy.txt");

fn game(text: &str) -> Result<LoopyGame, String> {
    notation::parse(text).map_err(|e| e.to_string())
}

/// The options of `g` for `player`, in CGSuite's set notation.
fn options(g: &LoopyGame, player: Player) -> String {
    let shown: Vec<String> = g
        .graph()
        .options(g.root(), player)
        .iter()
        .map(|&w| LoopyGame::new(g.graph().clone(), w).to_string())
        .collect();
    format!("{{{}}}", shown.join(","))
}

fn strong_stops(g: &LoopyGame) -> Result<(LoopyStop, LoopyStop), String> {
    let stop = |p| g.stop(p, true).map_err(|e| e.to_string());
    Ok((stop(Player::Left)?, stop(Player::Right)?))
}

/// The answer of operation `op` on `input` (`a ; b` for two games), as
/// CGSuite would print it, or the error.
fn answer(op: &str, input: &str) -> Result<String, String> {
    let two = || -> Result<(LoopyGame, LoopyGame), String> {
        let (a, b) = input.split_once(" ; ").ok_or("two games expected")?;
        Ok((game(a)?, game(b)?))
    };
    let text = |r: Result<LoopyGame, String>| r.map(|g| g.to_string());
    let err = |e: &dyn std::fmt::Display| e.to_string();
    match op {
        "show" | "error" => Worksheet::new()
            .eval_line(input)
            .map(|v| v.to_string())
            .map_err(|e| e.to_string()),
        "value" => text(game(input)),
        "degree" => text(game(input)?.degree().map_err(|e| err(&e))),
        "variety" => text(game(input)?.variety().map_err(|e| err(&e))),
        "followers" => Ok(game(input)?.graph().len().to_string()),
        "idempotent" => {
            let sides = game(input)?.sides().map_err(|e| err(&e))?;
            let double = sides.sum(&sides).map_err(|e| err(&e))?;
            Ok(double.equals(&sides).to_string())
        }
        "infinitesimal" => {
            let zero = LoopyStop::Number(0.into());
            let (l, r) = strong_stops(&game(input)?)?;
            Ok((l == zero && r == zero).to_string())
        }
        "numberish" => {
            let (l, r) = strong_stops(&game(input)?)?;
            Ok((matches!(l, LoopyStop::Number(_)) && l == r).to_string())
        }
        "plumtree" => Ok(game(input)?.is_plumtree().to_string()),
        "leftoptions" => Ok(options(&game(input)?, Player::Left)),
        "rightoptions" => Ok(options(&game(input)?, Player::Right)),
        "leftstop" => game(input)?
            .left_stop()
            .map(|s| s.to_string())
            .map_err(|e| err(&e)),
        "rightstop" => game(input)?
            .right_stop()
            .map(|s| s.to_string())
            .map_err(|e| err(&e)),
        "outcome" => Ok(game(input)?.outcome().cgsuite_class().to_string()),
        "onside" => text(game(input)?.onside().map_err(|e| err(&e))),
        "offside" => text(game(input)?.offside().map_err(|e| err(&e))),
        "upsum" => two().and_then(|(a, b)| text(a.upsum(&b).map_err(|e| err(&e)))),
        "downsum" => two().and_then(|(a, b)| text(a.downsum(&b).map_err(|e| err(&e)))),
        "upsumvariety" => two().and_then(|(g, d)| {
            let inner = (-g.clone()).downsum(&-d).map_err(|e| err(&e))?;
            text(g.upsum(&inner).map_err(|e| err(&e)))
        }),
        "downsumvariety" => two().and_then(|(g, d)| {
            let inner = (-g.clone()).upsum(&d).map_err(|e| err(&e))?;
            text(g.downsum(&inner).map_err(|e| err(&e)))
        }),
        _ => panic!("unknown operation {op}"),
    }
}

#[test]
fn cgsuite_loopy_cases() {
    let mut failures = Vec::new();
    let mut count = 0;
    for line in DATA.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (case, expected) = line.split_once(" => ").expect("op input => expected");
        let (op, input) = case.split_once(' ').expect("op input");
        count += 1;
        let got = answer(op, input);
        let ok = match (op, expected.strip_prefix("!!"), &got) {
            // An error the data names: conway's message says the same.
            (_, Some(message), Err(e)) => e
                .to_lowercase()
                .contains(message.trim_end_matches('.').to_lowercase().as_str()),
            ("error", None, Err(e)) => e.contains(expected),
            (_, None, Ok(shown)) => shown == expected,
            _ => false,
        };
        if !ok {
            failures.push(format!("{op} {input}: CGSuite {expected}, conway {got:?}"));
        }
    }
    assert!(count > 200, "{count} cases read");
    assert!(
        failures.is_empty(),
        "{} of {count} cases differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
