//! `conway value EXPR...`: the canonical form of each expression and what
//! the field asks of it: outcome class, stops, mean, temperature, birthday,
//! reduced canonical form and atomic weight.
//!
//! Also home of [`expression`], which `compare` and `thermograph` use to
//! read their arguments.

use super::analyze::{outcome_words, position_text};
use super::loopy_values::{loopy_expression, LoopyReport, LoopyValue};
use super::misere_value::{self, MisereReport};
use crate::failure::Failure;
use crate::limits::{Limits, Watch};
use crate::output::{emit, emit_json};
use crate::shown;
use conway::value::{notation, Game};
use conway::worksheet::{self, Error, Script, Worksheet};
use serde_json::{json, Value};
use std::path::PathBuf;

/// Arguments of `conway value`.
#[derive(clap::Args)]
#[command(after_help = "Examples:
  conway value '{3||2*|1*}' '^ + ^ + *' '{1|-1} + {1|-1}'
  conway value '*3 + *5' '+-1 + +-1/2' 'Tiny(2)' '^<2>'
  conway value --json '{5|-5}'          (a JSON array, one object per EXPR)
  conway value '*[3,2]' '*[2] + *[2#]'   (misère values, CGSuite's *[...] notation)
  conway value @big.txt                 (the expression read from a file)

Notation (CGSuite's): numbers 3, -2, 3/4; nimbers *, *3; ups ^, v, ^^, ^3, v4,
with stars ^*, 1/2^3*2; switches +-1, +-{1,2}; games {1|0}, {3||2*|1*} (more
slashes separate outer levels); Tiny(2), Miny(1/4), 2Tiny(2); powers of up
^<2> (up-nth) and ^[3] (up + ^<2> + ^<3>); sums and differences with
parentheses: (1 + *) - ^.

JSON keys: input, canonical, outcome (L, R, N or P), left_stop, right_stop,
mean, temperature, birthday, reduced, and atomic_weight for atomic
infinitesimals; every value is a string in the notation above.

Loopy games (CGSuite's notation): pass is a move to the same position
({pass|} is on, {0|pass} is over), a{0|b{a|*}} names a position, and on, off,
over, under, upon, dud, tis, tisn are known. Their report: the simplest form
of a stopper (else the game graph), the outcome with draws (L, R, N, P, D, or
Left-first/Right-first such as L/D) and whether it is a stopper; JSON keys
input, canonical, outcome, stopper.")]
pub struct Args {
    /// Expressions of the worksheet language: CGSuite's notation, ruleset
    /// calls, functions (quote them for the shell);
    /// @FILE reads one from a file, - from standard input.
    #[arg(required = true, value_name = "EXPR", allow_hyphen_values = true)]
    pub expressions: Vec<String>,

    /// Print long canonical and reduced forms whole (text output).
    #[arg(long)]
    pub full: bool,

    #[command(flatten)]
    pub script: ScriptArg,

    #[command(flatten)]
    pub limits: Limits,
}

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    // Options written after the expressions (`--json` among them) were
    // moved before them ahead of clap (`usage::options_first`).
    let expressions: Vec<&String> = args.expressions.iter().collect();
    if expressions.is_empty() {
        return Err(Failure::input(
            "EXPR",
            "give at least one expression, such as '{1|0}'",
        ));
    }
    let watch = args.limits.watch("evaluating");
    let mut sheet = args.script.worksheet(&watch)?;
    let mut reports = Vec::with_capacity(expressions.len());
    let mut stopped = None;
    for (i, arg) in expressions.into_iter().enumerate() {
        let place = format!("EXPR {}", i + 1);
        let report = watch.algebra(|| {
            if misere_value::is_misere(arg) {
                return Ok(Entry::Misere(MisereReport::new(&place, arg)?));
            }
            let (text, v) = evaluated(&place, arg, &mut sheet, &watch)?;
            Ok(match v {
                Evaluated::Short(g) => Entry::Normal(Report::new(text, g)),
                Evaluated::Loopy(v) => Entry::Loopy(LoopyReport::new(text.trim().to_string(), &v)),
            })
        });
        match report {
            Ok(r) => reports.push(r),
            Err(f) if f.is_stop() => {
                stopped = Some(f);
                break;
            }
            Err(f) => return Err(f),
        }
    }
    // A limit that stopped one expression leaves the reports of those
    // before it, which are printed (in text; JSON gets the error alone).
    if json {
        if let Some(f) = stopped {
            return Err(f);
        }
        let all: Vec<Value> = reports.iter().map(Entry::to_json).collect();
        emit_json(json!({ "values": all }))
    } else {
        let texts: Vec<String> = reports.iter().map(|r| r.to_text(args.full)).collect();
        emit(&texts.join("\n"))?;
        stopped.map_or(Ok(()), Err)
    }
}

/// `--script FILE`: definitions that the expressions may use.
#[derive(clap::Args, Default)]
pub struct ScriptArg {
    /// A worksheet script of definitions (f(n) := ..., g := ...) run first;
    /// the expressions may use its names.
    #[arg(long, value_name = "FILE")]
    pub script: Option<PathBuf>,
}

impl ScriptArg {
    /// A worksheet with the script's definitions (empty without one).
    pub fn worksheet(&self, watch: &Watch) -> Result<Worksheet, Failure> {
        let mut sheet = Worksheet::new();
        let Some(path) = &self.script else {
            return Ok(sheet);
        };
        let text = std::fs::read_to_string(path)
            .map_err(|e| Failure::input(format!("--script {}", path.display()), e))?;
        let mut script = Script::new(&text);
        while let Some(step) = sheet.step(&mut script, watch.control()) {
            match step.result {
                Ok(_) => {}
                Err(Error::Syntax(e)) => {
                    return Err(Failure::input(format!("--script {}", path.display()), e))
                }
                Err(Error::Stopped(stop)) => return Err(watch.stopped(stop)),
            }
        }
        Ok(sheet)
    }
}

/// What an expression gives: a short game, or a loopy value (a stopper,
/// a game whose play can alternate for ever, or sides `A & B`).
pub enum Evaluated {
    /// A short game.
    Short(Game),
    /// A loopy value.
    Loopy(LoopyValue),
}

/// Reads the expression argument `arg` (or the file or standard input it
/// names) and evaluates it in the worksheet language (CGSuite's notation,
/// names from `sheet`, functions, ruleset calls such as
/// `domineering("..|..")`), as a short game or a loopy value: the names of
/// a script mean what they mean written inline. Bad input fails naming
/// `place`, the argument, the line and column, and what was expected.
/// Returns the text and the value.
pub fn evaluated(
    place: &str,
    arg: &str,
    sheet: &mut Worksheet,
    watch: &Watch,
) -> Result<(String, Evaluated), Failure> {
    let text = position_text(arg, true)?;
    // The notation's own reader first: it reads literals of any depth.
    let notation_error = match notation::parse(&text) {
        Ok(g) => return Ok((text, Evaluated::Short(g))),
        Err(e) => e,
    };
    let place = format!("{place} {}", quoted(arg));
    let failure = match sheet.evaluate(&text, watch.control()) {
        Ok(worksheet::Value::Game(g)) => return Ok((text, Evaluated::Short(g))),
        Ok(worksheet::Value::Loopy(l)) => {
            // A literal keeps its graph (the worksheet keeps the sides of
            // a game that is not a stopper); a name's value is as kept.
            let value = match loopy_expression(&text) {
                Some((_, literal)) => literal,
                None => LoopyValue::from(l.as_ref()),
            };
            return Ok((text, Evaluated::Loopy(value)));
        }
        // CGSuite's `game.grid.Domineering("..|..")`: the position's value.
        Ok(worksheet::Value::Position(p)) => match p.position().analyze_with(watch.control()) {
            Ok(analysis) => match analysis.value {
                Some(g) => return Ok((text, Evaluated::Short(g))),
                None => Failure::input(
                    place,
                    format!("{} has no canonical value (its play can cycle)", p.as_ref()),
                ),
            },
            Err(stop) => return Err(watch.stopped(stop)),
        },
        Ok(other) => Failure::input(
            place,
            format!("expected a game, but this gives {} ({other})", other.kind()),
        ),
        Err(Error::Stopped(stop)) => return Err(watch.stopped(stop)),
        Err(Error::Syntax(_)) if is_plain_notation(&text) => Failure::input(place, notation_error),
        Err(Error::Syntax(e)) => Failure::input(place, e),
    };
    // What the worksheet cannot read may be loopy notation (`A & B` of
    // any games).
    match loopy_expression(&text) {
        Some((_, v)) => Ok((text, Evaluated::Loopy(v))),
        None => Err(failure),
    }
}

/// Like [`evaluated`], for a short game: a loopy value is refused.
pub fn expression(
    place: &str,
    arg: &str,
    sheet: &mut Worksheet,
    watch: &Watch,
) -> Result<(String, Game), Failure> {
    match evaluated(place, arg, sheet, watch)? {
        (text, Evaluated::Short(g)) => Ok((text, g)),
        (_, Evaluated::Loopy(v)) => Err(Failure::input(
            format!("{place} {}", quoted(arg)),
            format!("expected a short game, but this gives {} ({v})", v.kind()),
        )),
    }
}

/// True if `text` uses no more than the notation (no names, strings or
/// keywords), so that the notation's error message fits it best.
fn is_plain_notation(text: &str) -> bool {
    let mut words = text
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'));
    !text.contains('"') && words.all(worksheet::is_notation_word)
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

/// The report on one expression: normal play (a short game or a loopy
/// one), or a misère literal `*[...]`.
enum Entry {
    Normal(Report),
    Loopy(LoopyReport),
    Misere(MisereReport),
}

impl Entry {
    fn to_json(&self) -> Value {
        match self {
            Entry::Normal(r) => r.to_json(),
            Entry::Loopy(r) => r.to_json(),
            Entry::Misere(r) => r.to_json(),
        }
    }

    fn to_text(&self, full: bool) -> String {
        match self {
            Entry::Normal(r) => r.to_text(full),
            Entry::Loopy(r) => r.to_text(),
            Entry::Misere(r) => r.to_text(),
        }
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

    /// The report in text, long forms shortened unless `full`.
    fn to_text(&self, full: bool) -> String {
        let form = |text: &str| shown::shorten(text, &self.birthday, full);
        let mut rows = vec![
            ("canonical form", form(&self.canonical)),
            (
                "outcome",
                format!("{} ({})", self.outcome, outcome_words(self.outcome)),
            ),
            ("left stop", self.left_stop.clone()),
            ("right stop", self.right_stop.clone()),
            ("mean", self.mean.clone()),
            ("temperature", self.temperature.clone()),
            ("birthday", self.birthday.clone()),
            ("reduced form", form(&self.reduced)),
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
