//! `conway value EXPR...`: the canonical form of each expression and what
//! the field asks of it: outcome class, stops, mean, temperature, birthday,
//! reduced canonical form and atomic weight.
//!
//! Also home of [`expression`], which `compare` and `thermograph` use to
//! read their arguments.

use super::analyze::{emit, outcome_words, position_text};
use crate::failure::Failure;
use conway::value::{notation, Game};
use serde_json::{json, Value};

/// Arguments of `conway value`.
#[derive(clap::Args)]
#[command(after_help = "Examples:
  conway value '{3||2*|1*}' '^ + ^ + *' '{1|-1} + {1|-1}'
  conway value '*3 + *5' '+-1 + +-1/2' 'Tiny(2)' '^<2>'
  conway value --json '{5|-5}'          (a JSON array, one object per EXPR)
  conway value @big.txt                 (the expression read from a file)

Notation (CGSuite's): numbers 3, -2, 3/4; nimbers *, *3; ups ^, v, ^^, ^3, v4,
with stars ^*, 1/2^3*2; switches +-1, +-{1,2}; games {1|0}, {3||2*|1*} (more
slashes separate outer levels); Tiny(2), Miny(1/4), 2Tiny(2); powers of up
^<2> (up-nth) and ^[3] (up + ^<2> + ^<3>); sums and differences with
parentheses: (1 + *) - ^.

JSON keys: input, canonical, outcome (L, R, N or P), left_stop, right_stop,
mean, temperature, birthday, reduced, and atomic_weight for atomic
infinitesimals; every value is a string in the notation above.")]
pub struct Args {
    /// Expressions in CGSuite's notation (quote them for the shell);
    /// @FILE reads one from a file, - from standard input.
    #[arg(required = true, value_name = "EXPR", allow_hyphen_values = true)]
    pub expressions: Vec<String>,
}

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    // Expressions may start with '-' (-1/2, -1^*), so the list takes
    // hyphenated words as values, `--json` among them when it comes last;
    // no expression is spelt `--json`, so it is the flag wherever it stands.
    let json = json || args.expressions.iter().any(|e| e == "--json");
    let expressions: Vec<&String> = args.expressions.iter().filter(|e| *e != "--json").collect();
    if expressions.is_empty() {
        return Err(Failure::input(
            "EXPR",
            "give at least one expression, such as '{1|0}'",
        ));
    }
    let mut reports = Vec::with_capacity(expressions.len());
    for (i, arg) in expressions.into_iter().enumerate() {
        let place = format!("EXPR {}", i + 1);
        let (text, g) = expression(&place, arg)?;
        reports.push(Report::new(text, g));
    }
    if json {
        let all: Vec<Value> = reports.iter().map(Report::to_json).collect();
        emit(&format!("{}\n", Value::Array(all)))
    } else {
        let texts: Vec<String> = reports.iter().map(Report::to_text).collect();
        emit(&texts.join("\n"))
    }
}

/// Reads the expression argument `arg` (or the file or standard input it
/// names) and parses it; bad input fails naming `place`, the argument, the
/// line and column, and what was expected. Returns the text and the value.
pub fn expression(place: &str, arg: &str) -> Result<(String, Game), Failure> {
    let text = position_text(arg, true)?;
    match notation::parse(&text) {
        Ok(g) => Ok((text, g)),
        Err(e) => Err(Failure::input(format!("{place} {}", quoted(arg)), e)),
    }
}

/// The argument in quotes, on one line and shortened for messages.
fn quoted(arg: &str) -> String {
    const SHOWN: usize = 40;
    let one_line: String = arg
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    match one_line.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("'{}...'", &one_line[..cut]),
        None => format!("'{one_line}'"),
    }
}

/// Everything `conway value` says about one expression, as notation strings.
struct Report {
    input: String,
    canonical: String,
    outcome: conway::value::Outcome,
    left_stop: String,
    right_stop: String,
    mean: String,
    temperature: String,
    birthday: String,
    reduced: String,
    atomic_weight: Option<String>,
}

impl Report {
    fn new(input: String, g: Game) -> Report {
        Report {
            input: input.trim().to_string(),
            canonical: g.to_string(),
            outcome: g.outcome(),
            left_stop: g.left_stop().to_string(),
            right_stop: g.right_stop().to_string(),
            mean: g.mean().to_string(),
            temperature: g.temperature().to_string(),
            birthday: g.birthday().to_string(),
            reduced: g.reduced().to_string(),
            atomic_weight: g.atomic_weight().map(|w| w.to_string()),
        }
    }

    fn to_json(&self) -> Value {
        let mut v = json!({
            "input": self.input,
            "canonical": self.canonical,
            "outcome": self.outcome.to_string(),
            "left_stop": self.left_stop,
            "right_stop": self.right_stop,
            "mean": self.mean,
            "temperature": self.temperature,
            "birthday": self.birthday,
            "reduced": self.reduced,
        });
        if let (Some(w), Some(map)) = (&self.atomic_weight, v.as_object_mut()) {
            map.insert("atomic_weight".into(), Value::String(w.clone()));
        }
        v
    }

    fn to_text(&self) -> String {
        let mut rows = vec![
            ("canonical form", self.canonical.clone()),
            (
                "outcome",
                format!("{} ({})", self.outcome, outcome_words(self.outcome)),
            ),
            ("left stop", self.left_stop.clone()),
            ("right stop", self.right_stop.clone()),
            ("mean", self.mean.clone()),
            ("temperature", self.temperature.clone()),
            ("birthday", self.birthday.clone()),
            ("reduced form", self.reduced.clone()),
        ];
        if let Some(w) = &self.atomic_weight {
            rows.push(("atomic weight", w.clone()));
        }
        let mut out = format!("{}\n", self.input);
        for (k, v) in rows {
            out.push_str(&format!("  {k:<16}{v}\n"));
        }
        out
    }
}
