//! `conway rulesets`: the built-in games, their position syntax and an
//! example each.

use crate::failure::Failure;
use crate::output::emit;
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
        return emit(&format!("{}\n", serde_json::Value::Array(list)));
    }
    let mut text = String::new();
    for r in all {
        text += &format!("{:<20} {:<10} {}\n", r.name(), r.kind(), r.summary());
        text += &format!("{:<20} syntax: {}\n", "", r.syntax());
        text += &format!(
            "{:<20} e.g.   conway analyze {} '{}'\n",
            "",
            r.name(),
            r.example()
        );
    }
    emit(&format!("{text}\n{MCGS_LETTERS}\n"))
}
