//! `conway compare A B`: how two values are ordered: `=`, `<`, `>`, or `||`
//! when they are confused (incomparable).

use super::analyze::emit;
use super::value::{expression, ScriptArg};
use crate::failure::Failure;
use crate::limits::Limits;
use std::cmp::Ordering;

/// Arguments of `conway compare`.
#[derive(clap::Args)]
#[command(
    after_help = "Prints one of = < > || (A is equal to, less than, greater than,
or confused with B).

Examples:
  conway compare '^' '0'                  >
  conway compare '*' '0'                  ||
  conway compare '{1|-1} + {1|-1}' 0      =
  conway compare --json 'Tiny(2)' '^'     {\"a\":\"Tiny(2)\",\"b\":\"^\",\"relation\":\"<\"}

A and B are expressions of the worksheet language (CGSuite's notation, ruleset
calls such as domineering(\"..|..\"), functions; see `conway repl` and its
help), with the names of --script FILE; @FILE reads one from a file."
)]
pub struct Args {
    /// The first value.
    #[arg(value_name = "A", allow_hyphen_values = true)]
    pub a: String,
    /// The second value.
    #[arg(value_name = "B", allow_hyphen_values = true)]
    pub b: String,

    #[command(flatten)]
    pub script: ScriptArg,

    #[command(flatten)]
    pub limits: Limits,
}

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    let watch = args.limits.watch("comparing");
    let mut sheet = args.script.worksheet(&watch)?;
    let (a, b, relation) = watch.algebra(|| {
        let (_, a) = expression("A", &args.a, &mut sheet, &watch)?;
        let (_, b) = expression("B", &args.b, &mut sheet, &watch)?;
        let relation = match a.partial_cmp(&b) {
            Some(Ordering::Equal) => "=",
            Some(Ordering::Less) => "<",
            Some(Ordering::Greater) => ">",
            None => "||",
        };
        Ok((a, b, relation))
    })?;
    if json {
        let v = serde_json::json!({
            "a": a.to_string(),
            "b": b.to_string(),
            "relation": relation,
        });
        emit(&format!("{v}\n"))
    } else {
        emit(&format!("{relation}\n"))
    }
}
