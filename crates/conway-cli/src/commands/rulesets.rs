//! `conway rulesets`: the built-in games, their position syntax and an
//! example each.

use crate::failure::Failure;
use conway::rulesets;

/// How boards written in MCGS's letters read (after the text listing).
const MCGS_LETTERS: &str =
    "Boards in MCGS's letters: 'X' is Left (MCGS's BLACK) and 'O' is Right, \
as CGSuite's 'x' and 'o'. MCGS's test files follow a position by the value -(v) that \
cancels it, so the position's value is v.";

/// Arguments of `conway rulesets`.
#[derive(clap::Args)]
#[command(after_help = "Example:\n  conway rulesets\n  conway rulesets --json")]
pub struct Args {}

pub fn run(_args: Args, json: bool) -> Result<(), Failure> {
    let all = rulesets::all();
    if json {
        let list: Vec<serde_json::Value> = all
            .iter()
            .map(|r| {
                serde_json::json!({
                    "name": r.name(),
                    "kind": r.kind().to_string(),
                    "summary": r.summary(),
                    "syntax": r.syntax(),
                    "example": r.example(),
                    "can_cycle": r.can_cycle(),
                })
            })
            .collect();
        println!("{}", serde_json::Value::Array(list));
        return Ok(());
    }
    for r in all {
        println!("{:<20} {:<10} {}", r.name(), r.kind(), r.summary());
        println!("{:<20} syntax: {}", "", r.syntax());
        println!(
            "{:<20} e.g.   conway analyze {} '{}'",
            "",
            r.name(),
            r.example()
        );
    }
    println!();
    println!("{MCGS_LETTERS}");
    Ok(())
}
