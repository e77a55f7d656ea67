//! CGSuite's heap rulesets as worksheet values: `game.heap.Kayles`,
//! `game.heap.TakeAndBreak("0.3F")`, `game.heap.Subtraction([2,3,7])`,
//! `game.heap.Spawning("1-3")`. Each is a code of conway's
//! `take-and-break` or `spawning` ruleset; applied to a heap size
//! (`game.heap.Kayles(20)`, `game.heap.TakeAndBreak("0.3F")(20)`) it gives
//! that ruleset's position, kept with its moves
//! ([`RulesetPosition`](super::positions::RulesetPosition)). Its accessors:
//! `.code` (for the named games and subtraction sets, as CGSuite prints
//! it), `.NimValueSequence(n)` (the nim values of the heaps 1 to n) and
//! `.CheckPeriodicity(n)` (the pure period of the first n values, or
//! Nothing).
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! assert_eq!(w.eval_line("game.heap.Kayles.code").unwrap().to_string(), "0.77");
//! assert_eq!(w.eval_line("game.heap.Kayles(20).Options.Size").unwrap().to_string(), "20");
//! assert_eq!(w.eval_line("game.heap.Kayles.NimValueSequence(5)").unwrap().to_string(), "[1, 2, 3, 1, 4]");
//! assert_eq!(w.eval_line("game.heap.TakeAndBreak(\"0.07\")(5).NimValue").unwrap().to_string(), "0");
//! ```

use super::data::{GrundySequence, Value};
use super::functions::{self, Arg, Call};
use super::machine::{Fail, Machine};
use super::positions::RulesetPosition;
use crate::rulesets::Ruleset;
use crate::value::Game;
use std::fmt;
use std::rc::Rc;

type Run<T> = Result<T, Fail>;

/// CGSuite's named heap games and their codes, as CGSuite prints them.
const NAMED: &[(&str, &str)] = &[
    ("Nim", "0.[3]"),
    ("Kayles", "0.77"),
    ("DawsonsKayles", "0.07"),
    ("GrundysGame", "4!.0"),
];

/// The heap rulesets `game.heap.X` names (named games, then the families).
pub(super) fn is_heap_class(class: &str) -> bool {
    NAMED.iter().any(|(name, _)| *name == class)
        || ["TakeAndBreak", "Subtraction", "Spawning"].contains(&class)
}

/// A heap ruleset: a code of conway's `take-and-break` or `spawning`.
pub struct HeapRules {
    class: Rc<str>,
    ruleset: &'static dyn Ruleset,
    code: String,
    /// The code as CGSuite prints it, where conway knows it.
    printed: Option<String>,
}

impl fmt::Display for HeapRules {
    /// CGSuite's `game.heap.TakeAndBreak("0.77")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game.heap.{}(\"{}\")", self.class, self.code)
    }
}

impl fmt::Debug for HeapRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl PartialEq for HeapRules {
    fn eq(&self, other: &HeapRules) -> bool {
        self.ruleset.name() == other.ruleset.name() && self.code == other.code
    }
}

impl Eq for HeapRules {}

impl std::hash::Hash for HeapRules {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.ruleset.name().hash(state);
        self.code.hash(state);
    }
}

impl HeapRules {
    /// The position of one heap of `n`.
    fn position(&self, n: &Arg, at: usize) -> Run<Value> {
        let size = n
            .value
            .as_integer()
            .filter(|k| k.signum() >= 0)
            .ok_or_else(|| {
                Fail::At(
                    n.at,
                    format!(
                        "expected a heap size (a whole number) here, not {}",
                        n.value
                    ),
                )
            })?;
        let text = format!("{}: {size}", self.code);
        let position = self.ruleset.parse(&text).map_err(|e| {
            Fail::At(
                at,
                format!("{} position {text}: {}", self.ruleset.name(), e.message),
            )
        })?;
        Ok(RulesetPosition::value_of(
            &self.class,
            self.ruleset,
            position,
        ))
    }

    /// `grundy(code, n)`: the worksheet's sequence of a take-and-break
    /// code to heap `n`.
    fn grundy(&self, m: &mut Machine<'_>, n: usize, at: usize) -> Run<Value> {
        let arg = |value| Arg { value, at };
        let args = [
            arg(Value::Str(self.code.as_str().into())),
            arg(Value::Game(Game::integer(n))),
        ];
        functions::call(m, "grundy", at, &args)
    }

    /// The nim values of the heaps 0 to `n`, each from its position.
    fn values(&self, m: &mut Machine<'_>, n: usize, at: usize) -> Run<Vec<Value>> {
        if self.ruleset.name() == "take-and-break" {
            if let Value::Sequence(s) = self.grundy(m, n, at)? {
                return Ok(s.values()[..=n].to_vec());
            }
        }
        let mut out = Vec::with_capacity(n + 1);
        for k in 0..=n {
            m.control.tick()?;
            let heap = Arg {
                value: Value::Game(Game::integer(k)),
                at,
            };
            let Value::Position(p) = self.position(&heap, at)? else {
                unreachable!("a heap rule's position")
            };
            let g = p.value(m.control, at)?;
            let nim = g.as_nimber().ok_or_else(|| {
                Fail::At(at, format!("the heap of {k} has value {g}, not a nimber"))
            })?;
            out.push(Value::Game(Game::integer(nim.0)));
        }
        Ok(out)
    }

    /// CGSuite's `CheckPeriodicity(n)`: the period and preperiod of the
    /// first `n` values when they repeat purely (saltus 0), else Nothing.
    fn periodicity(&self, m: &mut Machine<'_>, n: usize, at: usize) -> Run<Value> {
        if self.ruleset.name() != "take-and-break" {
            return Err(Fail::At(
                at,
                "CheckPeriodicity is not supported yet for spawning games".into(),
            ));
        }
        let Value::Sequence(s) = self.grundy(m, n, at)? else {
            unreachable!("grundy gives a sequence")
        };
        let s: &GrundySequence = &s;
        Ok(match &s.report.periodicity {
            Some(p) if p.saltus == 0 => Value::Str(
                format!(
                    "Periodicity(Period => {}, Preperiod => {}, Saltus => 0)",
                    p.period, p.preperiod
                )
                .into(),
            ),
            _ => Value::Nothing,
        })
    }
}

/// `game.heap.X(…)` (`class` is `X`): the ruleset, or with a heap size
/// for a named game (`game.heap.Kayles(20)`) its position; and
/// `game.heap.position(rules, n)`, what `rules(n)` is read as.
pub(super) fn call(class: &str, call: &Call<'_>) -> Run<Value> {
    let args = call.args;
    if class == "position" {
        return match &args[0].value {
            Value::HeapRules(h) if args.len() == 2 => h.position(&args[1], call.at),
            _ => Err(Fail::At(
                call.at,
                "a heap ruleset takes one heap size, as in game.heap.Kayles(20)".into(),
            )),
        };
    }
    let rules = |ruleset: &str, code: String, printed: Option<String>| -> Run<HeapRules> {
        let ruleset = functions::ruleset(ruleset).expect("a built-in ruleset");
        // The code is checked by reading the position of an empty heap.
        ruleset
            .parse(&format!("{code}: 0"))
            .map_err(|e| call.fail(0, format!("{} code {code}: {}", ruleset.name(), e.message)))?;
        Ok(HeapRules {
            class: class.into(),
            ruleset,
            code,
            printed,
        })
    };
    let made = match (class, args) {
        (_, []) | (_, [_]) if NAMED.iter().any(|(n, _)| *n == class) => {
            let code = NAMED.iter().find(|(n, _)| *n == class).expect("named").1;
            let h = rules("take-and-break", code.into(), Some(code.into()))?;
            return match args {
                [n] => h.position(n, call.at),
                _ => Ok(Value::HeapRules(Rc::new(h))),
            };
        }
        (
            "TakeAndBreak",
            [Arg {
                value: Value::Str(code),
                ..
            }],
        ) => rules("take-and-break", code.to_string(), None)?,
        (
            "Spawning",
            [Arg {
                value: Value::Str(code),
                ..
            }],
        ) => rules("spawning", code.to_string(), None)?,
        ("Subtraction", [set]) => {
            let code = subtraction_code(set)?;
            rules("take-and-break", code.clone(), Some(code))?
        }
        _ => {
            return Err(Fail::At(
                call.at,
                format!(
                    "game.heap.{class} takes {}",
                    match class {
                        "Subtraction" =>
                            "a list of whole numbers, as in game.heap.Subtraction([2,3,7])",
                        "TakeAndBreak" | "Spawning" =>
                            "a code in double quotes, as in game.heap.TakeAndBreak(\"0.77\")",
                        _ => "no argument, or a heap size",
                    }
                ),
            ))
        }
    };
    Ok(Value::HeapRules(Rc::new(made)))
}

/// The take-and-break code of the subtraction game with this list of
/// takes: digit `k` is 3 (take `k`, leave a heap or none) for each `k`.
fn subtraction_code(set: &Arg) -> Run<String> {
    let bad = || {
        Fail::At(
            set.at,
            format!(
                "expected a list of whole numbers from 1 to 200 here, not {}",
                set.value
            ),
        )
    };
    let takes = set.value.items().ok_or_else(bad)?;
    let mut digits = Vec::new();
    for t in takes {
        let k = t
            .as_integer()
            .and_then(|k| k.to_u64())
            .filter(|k| (1..=200).contains(k))
            .ok_or_else(bad)? as usize;
        if digits.len() < k {
            digits.resize(k, '0');
        }
        digits[k - 1] = '3';
    }
    if digits.is_empty() {
        return Err(bad());
    }
    Ok(format!("0.{}", digits.into_iter().collect::<String>()))
}

/// The accessors of a heap ruleset (`code`, `NimValueSequence(n)`,
/// `CheckPeriodicity(n)`), when the first argument is one.
pub(super) fn accessor(m: &mut Machine<'_>, name: &str, call: &Call<'_>) -> Option<Run<Value>> {
    let Value::HeapRules(h) = &call.args.first()?.value else {
        return None;
    };
    let count = |i: usize| -> Run<usize> {
        call.args
            .get(i)
            .and_then(|a| a.value.as_integer())
            .and_then(|n| n.to_u64())
            .and_then(|n| usize::try_from(n).ok())
            .filter(|&n| n <= 100_000)
            .ok_or_else(|| {
                Fail::At(
                    call.args.get(i).map_or(call.at, |a| a.at),
                    format!("{name} takes a whole number from 0 to 100000"),
                )
            })
    };
    Some(match name.to_ascii_lowercase().as_str() {
        "code" => h.printed.clone().map(|c| Value::Str(c.into())).ok_or_else(|| {
            Fail::At(
                call.at,
                format!(
                    "the code of {h} as CGSuite prints it is not supported yet (conway reads it as {})",
                    h.code
                ),
            )
        }),
        "nimvaluesequence" => count(1)
            .and_then(|n| h.values(m, n, call.at))
            .map(|v| Value::list(v[1..].to_vec())),
        "checkperiodicity" => count(1).and_then(|n| h.periodicity(m, n, call.at)),
        _ => return None,
    })
}
