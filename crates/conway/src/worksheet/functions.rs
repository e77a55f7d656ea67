//! The worksheet's functions and rulesets: how names and calls in an
//! expression get their values.

use super::Error;
use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::impartial::heap::HeapGame;
use crate::impartial::periodicity::SequenceReport;
use crate::impartial::sequence::SequenceRun;
use crate::numeric::Dyadic;
use crate::rulesets::{self, Analysis, Position, Ruleset};
use crate::value::notation::{Arg, ArgValue, Call, Scope};
use crate::value::{Game, Outcome, Trajectory};
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::fmt::Write;

/// What a function gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Gives {
    /// A value, which may take part in expressions.
    Value,
    /// Text, described in words (`an outcome class`): the call stands
    /// alone on its line.
    Report(&'static str),
}

/// An answer of a function.
enum Answer {
    Game(Game),
    Text(String),
}

/// A built-in function.
pub(super) struct Function {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    /// How it is called: `cool(g, t)`.
    pub usage: &'static str,
    /// What it does, in a line.
    pub summary: &'static str,
    /// A call to try.
    pub example: &'static str,
    pub gives: Gives,
    min_args: usize,
    max_args: usize,
    run: fn(&Evaluator<'_>, &Call<'_>) -> Result<Answer, ParseError>,
}

/// Every built-in function, in the order `help` lists them.
pub(super) const FUNCTIONS: &[Function] = &[
    Function {
        name: "outcome",
        aliases: &[],
        usage: "outcome(g)",
        summary: "the outcome class: L (Left wins), R (Right wins), N (the first player wins), P (the second player wins)",
        example: "outcome({1|*})",
        gives: Gives::Report("an outcome class"),
        min_args: 1,
        max_args: 1,
        run: |_, call| {
            let g = game(call, 0)?;
            let words = match g.outcome() {
                Outcome::L => "Left wins, whoever starts",
                Outcome::R => "Right wins, whoever starts",
                Outcome::N => "the first player to move wins",
                Outcome::P => "the second player to move wins",
            };
            Ok(Answer::Text(format!("{} ({words})", g.outcome())))
        },
    },
    Function {
        name: "compare",
        aliases: &[],
        usage: "compare(a, b)",
        summary: "how a and b are ordered: =, <, > or || (confused)",
        example: "compare(^, *)",
        gives: Gives::Report("a relation"),
        min_args: 2,
        max_args: 2,
        run: |_, call| {
            let (a, b) = (game(call, 0)?, game(call, 1)?);
            let relation = match a.partial_cmp(&b) {
                Some(std::cmp::Ordering::Equal) => "=",
                Some(std::cmp::Ordering::Less) => "<",
                Some(std::cmp::Ordering::Greater) => ">",
                None => "||",
            };
            Ok(Answer::Text(relation.to_string()))
        },
    },
    Function {
        name: "leftstop",
        aliases: &["left_stop"],
        usage: "leftstop(g)",
        summary: "Left's stop: the number reached when Left moves first and both play well",
        example: "leftstop({3||2*|1*})",
        gives: Gives::Value,
        min_args: 1,
        max_args: 1,
        run: |_, call| Ok(Answer::Game(Game::dyadic(game(call, 0)?.left_stop()))),
    },
    Function {
        name: "rightstop",
        aliases: &["right_stop"],
        usage: "rightstop(g)",
        summary: "Right's stop: the number reached when Right moves first",
        example: "rightstop({3||2*|1*})",
        gives: Gives::Value,
        min_args: 1,
        max_args: 1,
        run: |_, call| Ok(Answer::Game(Game::dyadic(game(call, 0)?.right_stop()))),
    },
    Function {
        name: "mean",
        aliases: &[],
        usage: "mean(g)",
        summary: "the mean value (the mast of the thermograph)",
        example: "mean({5|-1})",
        gives: Gives::Value,
        min_args: 1,
        max_args: 1,
        run: |_, call| Ok(Answer::Game(Game::dyadic(game(call, 0)?.mean()))),
    },
    Function {
        name: "temperature",
        aliases: &["temp"],
        usage: "temperature(g)",
        summary: "the temperature (where the thermograph's mast starts)",
        example: "temperature({5|-1})",
        gives: Gives::Value,
        min_args: 1,
        max_args: 1,
        run: |_, call| Ok(Answer::Game(Game::dyadic(game(call, 0)?.temperature()))),
    },
    Function {
        name: "thermograph",
        aliases: &[],
        usage: "thermograph(g)",
        summary: "the thermograph: temperature, mean and each wall as exact breakpoints",
        example: "thermograph({3||2*|1*})",
        gives: Gives::Report("a thermograph"),
        min_args: 1,
        max_args: 1,
        run: |_, call| Ok(Answer::Text(thermograph_text(game(call, 0)?))),
    },
    Function {
        name: "cool",
        aliases: &[],
        usage: "cool(g, t)",
        summary: "g cooled by the number t (t > -1)",
        example: "cool({3|-1}, 1)",
        gives: Gives::Value,
        min_args: 2,
        max_args: 2,
        run: |_, call| {
            let g = game(call, 0)?;
            let t = number(call, 1)?;
            g.cool(&t)
                .map(Answer::Game)
                .ok_or_else(|| call.error(call.args[1].at, format!("cooling needs t > -1, not {t}")))
        },
    },
    Function {
        name: "heat",
        aliases: &[],
        usage: "heat(g, t)",
        summary: "g heated by t (any value): the inverse of cooling",
        example: "heat(*, 1)",
        gives: Gives::Value,
        min_args: 2,
        max_args: 2,
        run: |_, call| Ok(Answer::Game(game(call, 0)?.heat(game(call, 1)?))),
    },
    Function {
        name: "overheat",
        aliases: &[],
        usage: "overheat(g, s, t)",
        summary: "g overheated from s to t (Berlekamp's operator, as CGSuite computes it)",
        example: "overheat(1/2, 1, 1)",
        gives: Gives::Value,
        min_args: 3,
        max_args: 3,
        run: |_, call| {
            let (g, s, t) = (game(call, 0)?, game(call, 1)?, game(call, 2)?);
            Ok(Answer::Game(g.overheat(s, t)))
        },
    },
    Function {
        name: "atomicweight",
        aliases: &["aw", "atomic_weight"],
        usage: "atomicweight(g)",
        summary: "the atomic weight of an all-small game or atomic infinitesimal",
        example: "atomicweight(^^*)",
        gives: Gives::Value,
        min_args: 1,
        max_args: 1,
        run: |_, call| {
            let g = game(call, 0)?;
            g.atomic_weight().map(Answer::Game).ok_or_else(|| {
                call.error(
                    call.args[0].at,
                    format!("{g} has no atomic weight: it is neither all-small nor an atomic infinitesimal"),
                )
            })
        },
    },
    Function {
        name: "rcf",
        aliases: &["reduced"],
        usage: "rcf(g)",
        summary: "the reduced canonical form (g up to infinitesimals)",
        example: "rcf({2|^*})",
        gives: Gives::Value,
        min_args: 1,
        max_args: 1,
        run: |_, call| Ok(Answer::Game(game(call, 0)?.reduced())),
    },
    Function {
        name: "birthday",
        aliases: &[],
        usage: "birthday(g)",
        summary: "the birthday: the height of the canonical form's game tree",
        example: "birthday({3||2*|1*})",
        gives: Gives::Value,
        min_args: 1,
        max_args: 1,
        run: |_, call| Ok(Answer::Game(Game::integer(game(call, 0)?.birthday()))),
    },
    Function {
        name: "grundy",
        aliases: &[],
        usage: "grundy(\"GAME\", n)",
        summary: "Grundy values G(0..=n) of a heap game (as conway grundy names it: \"0.77\", \"kayles\", \"subtraction:1,3,4\") and its period; n is 100 if left out",
        example: "grundy(\"0.77\", 20)",
        gives: Gives::Report("a Grundy sequence"),
        min_args: 1,
        max_args: 2,
        run: grundy,
    },
];

/// The most values `grundy(…)` computes.
const MAX_GRUNDY: usize = 1_000_000;

/// The function called `name` (or one of its aliases).
pub(super) fn function(name: &str) -> Option<&'static Function> {
    FUNCTIONS
        .iter()
        .find(|f| f.name == name || f.aliases.contains(&name))
}

/// The ruleset called `name`, written as registered or with `_` for `-`.
pub(super) fn ruleset(name: &str) -> Option<&'static dyn Ruleset> {
    rulesets::all()
        .into_iter()
        .find(|r| r.name() == name || r.name().replace('-', "_") == name)
}

/// The name of a ruleset as it is called in an expression.
pub(super) fn call_name(rules: &dyn Ruleset) -> String {
    rules.name().replace('-', "_")
}

/// Why `name` cannot be assigned, if it is a function's or a ruleset's.
pub(super) fn reserved(name: &str) -> Option<String> {
    if let Some(f) = function(name) {
        return Some(format!("the function {}", f.usage));
    }
    ruleset(name).map(|r| format!("the ruleset {}(\"POSITION\")", call_name(r)))
}

/// Resolves names and calls while one expression is read.
pub(super) struct Evaluator<'a> {
    names: &'a BTreeMap<String, Game>,
    control: &'a Control,
    /// Where a call must start and end to be alone on its line; `None`
    /// where no report may stand.
    alone: Option<(usize, usize)>,
    report: RefCell<Option<String>>,
    stop: Cell<Option<Stop>>,
}

impl<'a> Evaluator<'a> {
    pub(super) fn new(
        names: &'a BTreeMap<String, Game>,
        control: &'a Control,
        alone: Option<(usize, usize)>,
    ) -> Evaluator<'a> {
        Evaluator {
            names,
            control,
            alone,
            report: RefCell::new(None),
            stop: Cell::new(None),
        }
    }

    /// The parser's result, unless a computation was stopped meanwhile.
    pub(super) fn finish<T>(&self, result: Result<T, ParseError>) -> Result<T, Error> {
        match self.stop.get() {
            Some(stop) => Err(Error::Stopped(stop)),
            None => result.map_err(Error::Syntax),
        }
    }

    /// The text of a report function that stood alone on the line.
    pub(super) fn take_report(&self) -> Option<String> {
        self.report.borrow_mut().take()
    }

    /// Hands over a report, if the call stands alone on its line.
    fn report(&self, call: &Call<'_>, what: &str, text: String) -> Result<Game, ParseError> {
        self.check_alone(call, what)?;
        *self.report.borrow_mut() = Some(text);
        Ok(Game::ZERO)
    }

    fn check_alone(&self, call: &Call<'_>, what: &str) -> Result<(), ParseError> {
        if self.alone == Some((call.at, call.end)) {
            return Ok(());
        }
        Err(call.error(
            call.at,
            format!(
                "{}(…) gives {what}, not a value: write it alone on its line",
                call.name
            ),
        ))
    }

    /// Records a stop; the error returned is replaced by it in `finish`.
    fn stopped(&self, call: &Call<'_>, stop: Stop) -> ParseError {
        self.stop.set(Some(stop));
        call.error(call.at, stop.to_string())
    }

    fn ruleset_call(&self, rules: &dyn Ruleset, call: &Call<'_>) -> Result<Game, ParseError> {
        let name = call_name(rules);
        let (text, arg) = match &call.args[..] {
            [arg @ Arg {
                value: ArgValue::Text(text),
                ..
            }] => (text, arg),
            _ => {
                return Err(call.error(
                    call.at,
                    format!(
                        "{name} takes one position in double quotes, as in {name}(\"{}\")",
                        rules.example()
                    ),
                ))
            }
        };
        let position = rules
            .parse(text)
            .map_err(|e| inside_string(call, arg, text, &e, &format!("{name} position")))?;
        let analysis = position
            .analyze_with(self.control)
            .map_err(|stop| self.stopped(call, stop))?;
        match analysis.value {
            Some(g) => Ok(g),
            None => {
                let what = format!(
                    "an analysis ({} positions have no game value)",
                    rules.name()
                );
                self.report(
                    call,
                    &what,
                    analysis_text(rules, position.as_ref(), &analysis),
                )
            }
        }
    }
}

impl Scope for Evaluator<'_> {
    fn name(&self, name: &str) -> Result<Game, String> {
        if let Some(&g) = self.names.get(name) {
            return Ok(g);
        }
        if let Some(f) = function(name) {
            return Err(format!("{name} is a function: write {}", f.usage));
        }
        if let Some(r) = ruleset(name) {
            let name = call_name(r);
            return Err(format!(
                "{name} is a ruleset: write {name}(\"{}\")",
                r.example()
            ));
        }
        Err(format!(
            "unknown name '{name}'; assign it first ({name} = ...), or see help"
        ))
    }

    fn call(&self, call: &Call<'_>) -> Result<Game, ParseError> {
        if let Some(f) = function(call.name) {
            if let Gives::Report(what) = f.gives {
                self.check_alone(call, what)?;
            }
            let n = call.args.len();
            if n < f.min_args || n > f.max_args {
                let count = match (f.min_args, f.max_args) {
                    (1, 1) => "one argument".to_string(),
                    (a, b) if a == b => format!("{a} arguments"),
                    (a, b) => format!("{a} to {b} arguments"),
                };
                return Err(
                    call.error(call.at, format!("{} takes {count}: {}", call.name, f.usage))
                );
            }
            return match (f.run)(self, call)? {
                Answer::Game(g) => Ok(g),
                Answer::Text(text) => self.report(call, "text", text),
            };
        }
        if let Some(rules) = ruleset(call.name) {
            return self.ruleset_call(rules, call);
        }
        if self.names.contains_key(call.name) {
            return Err(call.error(call.at, format!("{} is a name, not a function", call.name)));
        }
        Err(call.error(
            call.at,
            format!(
                "unknown function '{}'; 'help' lists the functions and rulesets",
                call.name
            ),
        ))
    }
}

/// Argument `i`, which must be a value.
fn game(call: &Call<'_>, i: usize) -> Result<Game, ParseError> {
    match &call.args[i].value {
        ArgValue::Game(g) => Ok(*g),
        ArgValue::Text(_) => Err(call.error(
            call.args[i].at,
            format!(
                "expected a value here, not a string (argument {} of {})",
                i + 1,
                call.name
            ),
        )),
    }
}

/// Argument `i`, which must be a number.
fn number(call: &Call<'_>, i: usize) -> Result<Dyadic, ParseError> {
    let g = game(call, i)?;
    g.as_number()
        .cloned()
        .ok_or_else(|| call.error(call.args[i].at, format!("expected a number here, not {g}")))
}

/// Argument `i`, which must be a whole number from 0 to `max`.
fn count(call: &Call<'_>, i: usize, max: usize) -> Result<usize, ParseError> {
    let x = number(call, i)?;
    x.to_integer()
        .and_then(|n| n.to_u64())
        .and_then(|n| usize::try_from(n).ok())
        .filter(|&n| n <= max)
        .ok_or_else(|| {
            call.error(
                call.args[i].at,
                format!("expected a whole number from 0 to {max}, not {x}"),
            )
        })
}

/// Argument `i`, which must be a string.
fn text<'c>(call: &'c Call<'_>, i: usize) -> Result<&'c str, ParseError> {
    match &call.args[i].value {
        ArgValue::Text(t) => Ok(t),
        ArgValue::Game(_) => Err(call.error(
            call.args[i].at,
            format!(
                "expected a string in double quotes here (argument {} of {})",
                i + 1,
                call.name
            ),
        )),
    }
}

/// An error `e` in the string argument `arg` (whose text is `text`),
/// moved to its place on the line.
fn inside_string(call: &Call<'_>, arg: &Arg, text: &str, e: &ParseError, what: &str) -> ParseError {
    let line_start: usize = text
        .split_inclusive('\n')
        .take(e.line.saturating_sub(1))
        .map(str::len)
        .sum();
    let line = &text[line_start.min(text.len())..];
    let in_line: usize = line
        .chars()
        .take(e.column.saturating_sub(1))
        .map(char::len_utf8)
        .sum();
    // The opening quote comes first.
    call.error(
        arg.at + 1 + line_start + in_line,
        format!("{what}: {}", e.message),
    )
}

fn grundy(evaluator: &Evaluator<'_>, call: &Call<'_>) -> Result<Answer, ParseError> {
    let name = text(call, 0)?;
    let game = HeapGame::parse(name)
        .map_err(|e| inside_string(call, &call.args[0], name, &e, "heap game"))?;
    let n = if call.args.len() > 1 {
        count(call, 1, MAX_GRUNDY)?
    } else {
        100
    };
    let mut run = SequenceRun::new(&game);
    run.extend_to(game.analysis_length(n), evaluator.control)
        .map_err(|stop| evaluator.stopped(call, stop))?;
    let report = game.report(run.values(), n);
    Ok(Answer::Text(sequence_text(&game, &report)))
}

/// A Grundy sequence in short: the values, then the period.
fn sequence_text(game: &HeapGame, report: &SequenceReport) -> String {
    let n = report.values.len() - 1;
    let mut out = format!("G(0..={n}) of {game}:");
    const PER_ROW: usize = 20;
    if report.values.len() <= 2 * PER_ROW {
        for v in &report.values {
            let _ = write!(out, " {v}");
        }
    } else {
        let label = n.to_string().len();
        for (row, chunk) in report.values.chunks(PER_ROW).enumerate() {
            let values: Vec<String> = chunk.iter().map(u64::to_string).collect();
            let _ = write!(out, "\n  {:>label$}: {}", row * PER_ROW, values.join(" "));
        }
    }
    out.push('\n');
    match &report.periodicity {
        None => {
            let _ = write!(out, "no period in the first {} values", report.checked);
        }
        Some(p) => {
            let _ = write!(out, "period {}, preperiod {}", p.period, p.preperiod);
            if p.saltus != 0 {
                let _ = write!(out, ", saltus {}", p.saltus);
            }
            match &p.certificate {
                Some(c) => {
                    let _ = write!(out, "; certified: {c}");
                }
                None => {
                    let _ = write!(
                        out,
                        "; apparent in the first {} values, not proved",
                        report.checked
                    );
                }
            }
        }
    }
    out
}

/// A thermograph in words: temperature, mean, and each wall's corners.
fn thermograph_text(g: Game) -> String {
    let th = g.thermograph();
    let wall = |w: &Trajectory| {
        let corners: Vec<String> = w
            .pieces()
            .iter()
            .map(|p| format!("{} at t = {}", p.value, p.start))
            .collect();
        format!("{}, then straight up", corners.join(", "))
    };
    format!(
        "thermograph of {g}: temperature {}, mean {}\n  left wall:  {}\n  right wall: {}",
        th.temperature(),
        th.mast(),
        wall(th.left_wall()),
        wall(th.right_wall()),
    )
}

/// The analysis of a position that has no game value.
fn analysis_text(rules: &dyn Ruleset, position: &dyn Position, a: &Analysis) -> String {
    let mut out = format!(
        "{} {}: outcome {}",
        rules.name(),
        position.notation(),
        a.outcome
    );
    if let Some(n) = a.nimber {
        let _ = write!(out, ", Grundy value {}", n.0);
    }
    if !a.left_moves.is_empty() {
        let _ = write!(out, "\n  winning moves: {}", a.left_moves.join(", "));
    }
    for (key, value) in &a.details {
        let _ = write!(out, "\n  {key}: {value}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_ruleset_is_shadowed_by_a_function() {
        for r in rulesets::all() {
            assert!(function(&call_name(r)).is_none(), "{}", r.name());
        }
    }

    #[test]
    fn names_are_unique() {
        let mut all: Vec<&str> = FUNCTIONS
            .iter()
            .flat_map(|f| std::iter::once(f.name).chain(f.aliases.iter().copied()))
            .collect();
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }
}
