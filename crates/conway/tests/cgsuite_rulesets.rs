//! CGSuite's own test suite as an oracle for conway's rulesets: every case
//! of its `GameGridTest`, `GameStripTest`, `GameHeapTest` and
//! `GameGraphTest` about a ruleset conway has, in
//! `tests/data/cgsuite_rulesets.txt` (sources and commits named there), run
//! through the path users take: `rulesets::find`, `parse`, then `analyze`
//! (or the misère form, or the moves). A few go through the CLI too
//! (conway-cli's tests/cgsuite_cli.rs).

use conway::control::Control;
use conway::misere;
use conway::rulesets::{self, Position};
use conway::value::{notation, Game, Player};
use std::collections::BTreeSet;

/// One line of the data file.
struct Case {
    line: usize,
    ruleset: String,
    position: String,
    property: String,
    expected: String,
    /// Why conway does not meet the case yet (`open: why`), if it does not.
    open: Option<String>,
}

/// The cases of the data file, each row (`{n}`) expanded to its entries.
fn cases() -> Vec<Case> {
    let text = include_str!("data/cgsuite_rulesets.txt");
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(" ; ").map(str::trim).collect();
        assert!((4..=5).contains(&fields.len()), "line {line_no}: {line:?}");
        let last = fields.get(4).copied().unwrap_or("");
        let from: usize = last.strip_prefix("from=").map_or(0, |k| k.parse().unwrap());
        let open = last.strip_prefix("open: ").map(str::to_string);
        assert!(last.is_empty() || last.starts_with("from=") || open.is_some());
        let case = |position: String, expected: String| Case {
            line: line_no,
            ruleset: fields[0].to_string(),
            position,
            property: fields[2].to_string(),
            expected,
            open: open.clone(),
        };
        if fields[1].contains("{n}") {
            for (k, entry) in cgsuite_list(fields[3]).into_iter().enumerate() {
                let position = fields[1].replace("{n}", &(from + k).to_string());
                out.push(case(position, entry));
            }
        } else {
            out.push(case(fields[1].to_string(), fields[3].to_string()));
        }
    }
    out
}

/// The entries of a list as CGSuite prints it, `[a,{b|c},d]`: split at the
/// commas outside braces and parentheses.
fn cgsuite_list(text: &str) -> Vec<String> {
    let inner = text.strip_prefix('[').unwrap().strip_suffix(']').unwrap();
    let mut entries = vec![String::new()];
    let mut depth = 0i32;
    for c in inner.chars() {
        match c {
            '{' | '(' | '[' => depth += 1,
            '}' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                entries.push(String::new());
                continue;
            }
            _ => {}
        }
        entries.last_mut().unwrap().push(c);
    }
    entries
}

/// Left's options as distinct positions: the sorted notations of each
/// option's components (so `8x1 + 8x7` and `8x7 + 8x1` are one option).
fn distinct_left_options(p: &dyn Position) -> usize {
    let options: BTreeSet<Vec<String>> = p
        .moves(Player::Left)
        .iter()
        .map(|m| {
            let mut parts: Vec<String> = m
                .position
                .components()
                .iter()
                .map(|c| c.notation())
                .collect();
            parts.sort();
            parts
        })
        .collect();
    options.len()
}

/// What conway says about `case.property` of the position, printed so that
/// it can be compared with CGSuite's text.
fn check(case: &Case) -> Result<(), String> {
    let ruleset = rulesets::find(&case.ruleset).map_err(|e| e.to_string())?;
    let p = ruleset.parse(&case.position).map_err(|e| e.to_string())?;
    let control = Control::unlimited();
    let misere_form = || -> Result<misere::MisereGame, String> {
        match p.misere().map(|m| m.misere_form(&control)) {
            Some(form) => form.map_err(|e| e.to_string()),
            None => Err("no misère form".into()),
        }
    };
    let value =
        || -> Result<Game, String> { p.analyze().value.ok_or_else(|| "no value".to_string()) };
    let expected_game = |text: &str| notation::parse(text).map_err(|e| e.to_string());
    let same = |got: String, expected: &str| match got == expected {
        true => Ok(()),
        false => Err(format!("got {got}")),
    };
    match case.property.as_str() {
        "value" => {
            let got = value()?;
            match got == expected_game(&case.expected)? {
                true => Ok(()),
                false => Err(format!("got {got}")),
            }
        }
        "nim" => {
            let got = value()?;
            match got == expected_game(&format!("*{}", case.expected))? {
                true => Ok(()),
                false => Err(format!("got {got}")),
            }
        }
        "atomic-weight" => {
            let got = value()?.atomic_weight().ok_or("no atomic weight")?;
            match got == expected_game(&case.expected)? {
                true => Ok(()),
                false => Err(format!("got {got}")),
            }
        }
        "misere-nim" => same(misere_form()?.misere_grundy().to_string(), &case.expected),
        "genus" => same(misere_form()?.genus().to_string(), &case.expected),
        "misere-form" => {
            let got = misere_form()?;
            let expected = misere::parse(&case.expected).map_err(|e| e.to_string())?;
            match got == expected {
                true => Ok(()),
                false => Err(format!("got {got}")),
            }
        }
        "options" => same(
            distinct_left_options(p.as_ref()).to_string(),
            &case.expected,
        ),
        "loopy-value" => {
            let analysis = p
                .loopy()
                .ok_or("not a loopy ruleset")?
                .analyze_loopy(&control)
                .map_err(|e| e.to_string())?;
            same(analysis.value.to_string(), &case.expected)
        }
        other => Err(format!("unknown property {other}")),
    }
}

/// The failures among `cases`, one line each.
fn failures(cases: &[&Case]) -> Vec<String> {
    cases
        .iter()
        .filter_map(|case| {
            check(case).err().map(|why| {
                format!(
                    "line {}: {} {:?} {} = {}: {why}",
                    case.line, case.ruleset, case.position, case.property, case.expected
                )
            })
        })
        .collect()
}

/// Every fourth case but the heavy ones; the full tier below checks every
/// case.
#[test]
fn cgsuite_test_suite_cases_hold() {
    met_cases_hold(4, false);
}

#[test]
#[ignore = "full tier"]
fn cgsuite_test_suite_cases_hold_every_case() {
    met_cases_hold(1, true);
}

/// The cases that take more than a few seconds in a debug build (measured
/// on 2 cores: the misère genus of Wythoff `10 13` 11 s, `10 14` 36 s, and
/// more beyond; the Hackenbush picture of 87 characters over a minute),
/// which only the full tier checks.
fn heavy(case: &Case) -> bool {
    match (case.ruleset.as_str(), case.property.as_str()) {
        ("wythoff", "genus") => {
            let heaps: u32 = case
                .position
                .split_whitespace()
                .map(|h| h.parse::<u32>().unwrap())
                .sum();
            heaps > 22
        }
        ("hackenbush", _) => case.position.len() > 60,
        _ => false,
    }
}

fn met_cases_hold(step: usize, with_heavy: bool) {
    let cases = cases();
    let met: Vec<&Case> = cases.iter().filter(|c| c.open.is_none()).collect();
    assert!(met.len() > 400, "{} cases", met.len());
    let heavy_count = met.iter().filter(|c| heavy(c)).count();
    assert!(
        heavy_count < 20,
        "{heavy_count} heavy cases: most must run by default"
    );
    let sample: Vec<&Case> = met
        .into_iter()
        .filter(|c| with_heavy || !heavy(c))
        .step_by(step)
        .collect();
    let failures = failures(&sample);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The cases conway does not meet yet (marked `open:` in the data file,
/// with the reason): run with `--ignored` to see where they stand.
#[test]
#[ignore = "CGSuite cases conway does not meet yet; see the data file"]
fn open_cases_hold() {
    let cases = cases();
    let open: Vec<&Case> = cases.iter().filter(|c| c.open.is_some()).collect();
    let failures = failures(&open);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// First P-positions of r-Wythoff (CGSuite's `GenWythoff(x -> x + r)`,
/// conway's `a=r`), r = 1..5, as CGSuite's GameHeapTest checks them:
/// `(⌊iα⌋, ⌊iβ⌋)` with `α = (2 − r + √(r² + 4))/2`, `β = α + r` (Fraenkel,
/// "How to beat your Wythoff games' opponent on three fronts", 1982).
/// `√(r² + 4)` is irrational for r ≥ 1, so `⌊iα⌋ = ⌊(i(2 − r) + ⌊√(i²(r²+4))⌋)/2⌋`.
#[test]
fn generalised_wythoff_p_positions_from_fraenkels_formula() {
    let ruleset = rulesets::find("generalised-wythoff").unwrap();
    for r in 1..=5i64 {
        for i in 0..15i64 {
            let root = (i * i * (r * r + 4)).isqrt();
            let a = (i * (2 - r) + root).div_euclid(2);
            let b = a + r * i;
            let p = ruleset.parse(&format!("a={r}: {a} {b}")).unwrap();
            assert_eq!(p.analyze().value, Some(Game::ZERO), "r={r}: ({a},{b})");
        }
    }
}
