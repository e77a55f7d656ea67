//! `conway rulesets [NAME]`: the built-in games, their position syntax and
//! an example each, or everything about one of them.

use crate::failure::Failure;
use crate::output::{emit, emit_json};
use conway::rulesets::{self, Ruleset};
use std::io::IsTerminal;

/// How boards written in MCGS's letters read (after the text listing).
const MCGS_LETTERS: &str =
    "Boards in MCGS's letters: 'X' is Left (MCGS's BLACK) and 'O' is Right, \
as CGSuite's 'x' and 'o'. MCGS's test files follow a position by the value -(v) that \
cancels it, so the position's value is v.";

/// Arguments of `conway rulesets`.
#[derive(clap::Args)]
#[command(after_help = "Examples:
  conway rulesets
  conway rulesets domineering   (its syntax, rules, an example and, at a terminal, a drawing)
  conway rulesets --json")]
pub struct Args {
    /// One ruleset to describe (`conway help NAME` does the same).
    #[arg(value_name = "RULESET")]
    pub name: Option<String>,
}

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    if let Some(name) = args.name {
        let rules = rulesets::find(&name).map_err(|e| Failure::input("RULESET", e.to_string()))?;
        return describe(rules, json);
    }
    let all = rulesets::all();
    if json {
        let list: Vec<serde_json::Value> = all
            .iter()
            .map(|&r| rulesets::document::ruleset(r))
            .collect();
        return emit_json(serde_json::json!({ "rulesets": list }));
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

/// Everything about one ruleset: its kind, rules, syntax and example, and
/// at a terminal the example's board as `analyze` draws it.
pub fn describe(r: &dyn Ruleset, json: bool) -> Result<(), Failure> {
    if json {
        return emit_json(rulesets::document::ruleset(r));
    }
    let cycle = if r.can_cycle() {
        ", play can cycle"
    } else {
        ""
    };
    let mut text = format!(
        "{} ({}{cycle})\n  {}\nsyntax: {}\nexample: conway analyze {} '{}'\n",
        r.name(),
        r.kind(),
        r.summary(),
        r.syntax(),
        r.name(),
        r.example()
    );
    if std::io::stdout().is_terminal() {
        if let Ok(position) = r.parse(r.example()) {
            text += &format!("{}\n", position.render());
        }
    }
    text += &format!(
        "also: worksheet {}(\"...\"), Python conway.position(\"{}\", \"...\")\n",
        r.name().replace('-', "_"),
        r.name()
    );
    emit(&text)
}
