//! `conway compare A B`: how two values are ordered: `=`, `<`, `>`, or `||`
//! when they are confused (incomparable).

use super::loopy_values::{loopy_expression, relation};
use super::value::{expression, ScriptArg};
use crate::failure::Failure;
use crate::limits::Limits;
use crate::output::emit;
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
    let short = watch.algebra(|| {
        let (_, a) = expression("A", &args.a, &mut sheet, &watch)?;
        let (_, b) = expression("B", &args.b, &mut sheet, &watch)?;
        Ok((a, b))
    });
    let (a, b) = match short {
        Ok(pair) => pair,
        Err(f) if f.is_stop() => return Err(f),
        Err(f) => return compare_loopy(&args, json, f),
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
        emit(&format!("{v}\n"))
    } else {
        emit(&format!("{relation}\n"))
    }
}

/// A and B as loopy games (when either is not short): `failure` is the
/// short reader's error, reported if they are not loopy games either.
fn compare_loopy(args: &Args, json: bool, failure: Failure) -> Result<(), Failure> {
    let (Some((_, a)), Some((_, b))) = (loopy_expression(&args.a), loopy_expression(&args.b))
    else {
        return Err(failure);
    };
    print_relation(&a, &b, relation(&a, &b)?, json)
}
