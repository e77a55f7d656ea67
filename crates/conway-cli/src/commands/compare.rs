//! `conway compare A B`: how two values are ordered: `=`, `<`, `>`, or `||`
//! when they are confused (incomparable).

use super::loopy_values::{relation, LoopyValue};
use super::value::{evaluated, Evaluated, ScriptArg};
use crate::failure::Failure;
use crate::limits::Limits;
use crate::output::{emit, emit_json};
use std::cmp::Ordering;
use std::fmt::Display;

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
    let (a, b) = watch.algebra(|| {
        let (_, a) = evaluated("A", &args.a, &mut sheet, &watch)?;
        let (_, b) = evaluated("B", &args.b, &mut sheet, &watch)?;
        Ok((a, b))
    })?;
    let (a, b) = match (a, b) {
        (Evaluated::Short(a), Evaluated::Short(b)) => (a, b),
        (a, b) => {
            let (a, b) = (loopy(a), loopy(b));
            return print_relation(&a, &b, relation(&a, &b)?, json);
        }
    };
    let (a, b, relation) = watch.algebra(|| {
        let relation = match a.partial_cmp(&b) {
            Some(Ordering::Equal) => "=",
            Some(Ordering::Less) => "<",
            Some(Ordering::Greater) => ">",
            None => "||",
        };
        Ok((a, b, relation))
    })?;
    print_relation(&a, &b, relation, json)
}

/// A value as a loopy one (a short game is a loopy game).
fn loopy(v: Evaluated) -> LoopyValue {
    match v {
        Evaluated::Short(g) => LoopyValue::from(g),
        Evaluated::Loopy(v) => v,
    }
}

/// Prints the relation (with both values in JSON).
fn print_relation(
    a: &dyn Display,
    b: &dyn Display,
    relation: &str,
    json: bool,
) -> Result<(), Failure> {
    if json {
        let v = serde_json::json!({
            "a": a.to_string(),
            "b": b.to_string(),
            "relation": relation,
        });
        emit_json(v)
    } else {
        emit(&format!("{relation}\n"))
    }
}
