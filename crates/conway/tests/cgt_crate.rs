//! The cgt crate (cgt-tools 0.11.0) as an oracle for the rulesets conway
//! shares with it: `tests/data/cgt_cases.txt` holds random small positions
//! of Domineering, Toads and Frogs, Ski Jumps, Fission, Konane, Amazons,
//! Snort, Col, Digraph Placement and Toppling Dominoes
//! with the canonical forms cgt computes (the file names its source). Each
//! is read the way a user moving from cgt writes it and valued through
//! `rulesets::find`, `parse`, `analyze`, as the CLI does.

use conway::rulesets;
use conway::value::notation;

/// `(line, game, position, cgt's value)` for every case of the data file.
fn cases() -> Vec<(usize, String, String, String)> {
    include_str!("data/cgt_cases.txt")
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|(i, line)| {
            let fields: Vec<&str> = line.split(" ; ").map(str::trim).collect();
            assert_eq!(fields.len(), 3, "line {}: {line:?}", i + 1);
            let [game, position, value] = [fields[0], fields[1], fields[2]].map(str::to_string);
            (i + 1, game, position, value)
        })
        .collect()
}

/// conway's value of the case, and cgt's read by conway's notation; an
/// error names what could not be read.
fn both_values(game: &str, position: &str, value: &str) -> Result<(String, String), String> {
    let ruleset = rulesets::find(game).map_err(|e| e.to_string())?;
    let p = ruleset.parse(position).map_err(|e| e.to_string())?;
    let ours = p.analyze().value.ok_or("no value")?;
    let theirs = notation::parse(value).map_err(|e| format!("cgt's {value}: {e}"))?;
    Ok((ours.to_string(), theirs.to_string()))
}

#[test]
fn conway_agrees_with_the_cgt_crate() {
    let cases = cases();
    let games: std::collections::BTreeSet<&str> = cases.iter().map(|c| c.1.as_str()).collect();
    assert_eq!(games.len(), 10, "{games:?}");
    assert!(cases.len() >= 500, "{} cases", cases.len());
    let failures: Vec<String> = cases
        .iter()
        .filter_map(
            |(line, game, position, value)| match both_values(game, position, value) {
                Ok((ours, theirs)) if ours == theirs => None,
                Ok((ours, theirs)) => Some(format!(
                    "line {line}: {game} {position}: conway {ours}, cgt {theirs}"
                )),
                Err(e) => Some(format!("line {line}: {game} {position}: {e}")),
            },
        )
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {}:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}
