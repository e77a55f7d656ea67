//! Misère values in the worksheet: CGSuite's `*[2,0]` literals (read by
//! the misère notation's own reader, [`crate::misere::read_at`]; a `*`
//! glued to `[` is never normal-play notation), sums, equality, and the
//! functions of misère play. Called only when a value is misère, so the
//! rest of the language never pays.

use super::data::Value;
use super::functions::{f, inside_string, ruleset, Arg, Call, Function};
use super::machine::{Fail, Machine};
use super::syntax::BinOp;
use crate::error::ParseError;
use crate::misere::{self, MisereError, MisereGame, MAX_NIM_HEAP};
use crate::value::Outcome;

type Run<T> = Result<T, Fail>;

const WW: &str = "Winning Ways, ch. 13; Conway, On Numbers and Games, ch. 12";

/// The misère literal `*[…]` at byte `at`, as a value, and the offset after
/// it; `None` when the text there is not one.
pub(super) fn literal(text: &str, at: usize) -> Option<Result<(Value, usize), ParseError>> {
    if !text.get(at..)?.starts_with("*[") {
        return None;
    }
    Some(misere::read_at(text, at).map(|(g, end)| (Value::Misere(g), end)))
}

/// `a op b` when either side is misère; `None` otherwise.
pub(super) fn binary(op: BinOp, a: &Value, b: &Value, at: usize) -> Option<Run<Value>> {
    let (x, y) = match (a, b) {
        (Value::Misere(x), Value::Misere(y)) => (*x, *y),
        (Value::Misere(_), other) | (other, Value::Misere(_)) => {
            return match op {
                BinOp::Eq => Some(Ok(Value::Bool(false))),
                BinOp::Ne => Some(Ok(Value::Bool(true))),
                _ => Some(Err(mixed(op, other, at))),
            };
        }
        _ => return None,
    };
    Some(match op {
        BinOp::Add => Ok(Value::Misere(x + y)),
        BinOp::Sub => Err(Fail::At(
            at,
            "misère games are not subtracted (G - H is defined only when H is a part of G); write a sum with +".into(),
        )),
        BinOp::Eq => Ok(Value::Bool(x == y)),
        BinOp::Ne => Ok(Value::Bool(x != y)),
        _ => Err(Fail::At(
            at,
            "misère games are compared with == and != only (two impartial misère games are equal or not)".into(),
        )),
    })
}

/// The message for a misère value meeting another kind of value.
fn mixed(op: BinOp, other: &Value, at: usize) -> Fail {
    let hint = match other {
        Value::Game(g) => match g.as_nimber() {
            // As printed (`*[&10;]`): `*[10]` would read as {*1, 0}.
            Some(n) => match u32::try_from(n.0).ok().filter(|&n| n <= MAX_NIM_HEAP) {
                Some(n) => format!(
                    "; write the nim heap as {} or misere({g})",
                    MisereGame::nim_heap(n)
                ),
                None => String::new(),
            },
            None => String::new(),
        },
        _ => String::new(),
    };
    let what = if op == BinOp::Add {
        "added to"
    } else {
        "used with"
    };
    Fail::At(
        at,
        format!(
            "a misère game cannot be {what} {} ({other}){hint}",
            other.kind()
        ),
    )
}

/// `-g` of a misère game: an impartial game is its own negative.
pub(super) fn negate(g: MisereGame) -> Value {
    Value::Misere(g)
}

/// The general functions (`outcome`, `birthday`, `compare`) on a misère
/// argument; `None` when no argument is misère.
pub(super) fn call(name: &str, args: &[Arg]) -> Option<Run<Value>> {
    if !args.iter().any(|a| matches!(a.value, Value::Misere(_))) {
        return None;
    }
    let first = match &args[0].value {
        Value::Misere(g) => Some(*g),
        _ => None,
    };
    match (name.to_ascii_lowercase().as_str(), args, first) {
        ("outcome", [_], Some(g)) => Some(Ok(text(outcome_words(g.outcome())))),
        ("birthday", [_], Some(g)) => Some(Ok(integer(g.birthday()))),
        ("compare", [a, b], _) => Some(match (&a.value, &b.value) {
            (Value::Misere(x), Value::Misere(y)) => {
                Ok(text(if x == y { "=" } else { "!=" }.to_string()))
            }
            (Value::Misere(_), other) => Err(mixed(BinOp::Eq, other, b.at)),
            (other, _) => Err(mixed(BinOp::Eq, other, a.at)),
        }),
        _ => None,
    }
}

fn outcome_words(o: Outcome) -> String {
    let words = if o == Outcome::P {
        "the second player wins, misère play"
    } else {
        "the first player wins, misère play"
    };
    format!("{o} ({words})")
}

fn text(s: String) -> Value {
    Value::Str(s.into())
}

fn integer(n: u32) -> Value {
    Value::Game(crate::value::Game::integer(i64::from(n)))
}

/// Argument `i`, which must be a misère game.
fn misere_arg(call: &Call<'_>, i: usize) -> Run<MisereGame> {
    match &call.args[i].value {
        Value::Misere(g) => Ok(*g),
        other => Err(call.fail(
            i,
            format!(
                "expected a misère game such as *[2,0] here, not {} (argument {} of {}); misere(*n) gives the nim heap",
                other.kind(),
                i + 1,
                call.name
            ),
        )),
    }
}

fn predicate(call: &Call<'_>, holds: fn(MisereGame) -> bool) -> Run<Value> {
    Ok(Value::Bool(holds(misere_arg(call, 0)?)))
}

/// The misère functions, in the order `help` lists them.
pub(super) const FUNCTIONS: &[Function] = &[
    f("misere", &["misere_form"], "misere(*n) or misere(RULESET, \"position\")",
      "the misère simplest form of a nimber (the nim heap *[n]) or of a position of an impartial ruleset, as CGSuite writes it",
      "misere(\"take_and_break\", \"0.77: 3 4\")", WW, (1, 2), misere_form),
    f("miserenimvalue", &["misere_nim_value", "miseregrundy"], "miserenimvalue(g)",
      "the misère nim value G-: 1 for 0, else the mex of the options' values; 0 exactly for misère P-positions",
      "miserenimvalue(*[2] + *[2])", WW, (1, 1),
      |_, call| Ok(integer(misere_arg(call, 0)?.misere_grundy()))),
    f("genus", &[], "genus(g)",
      "the genus g^γ0γ1…: the normal-play nim value and the misère nim values of g, g + *2, g + *2 + *2, … as CGSuite prints it",
      "genus(*[2] + *[2])", WW, (1, 1),
      |_, call| Ok(Value::Genus(misere_arg(call, 0)?.genus().to_string().into()))),
    f("istame", &["is_tame"], "istame(g)",
      "true if g and all its followers have tame genus (0^120, 1^031, 0^02, 1^13 or a^(a, a⊕2)): g plays like a misère Nim position",
      "istame(*[2] + *[3])", WW, (1, 1), |_, call| predicate(call, MisereGame::is_tame)),
    f("isrestive", &["is_restive"], "isrestive(g)",
      "true if every option of g is tame and G+ ≤ 1 < G- (genus 0^a or 1^a, a ≥ 2)",
      "isrestive(*[[[3,2],3,2],1])", WW, (1, 1), |_, call| predicate(call, MisereGame::is_restive)),
    f("isrestless", &["is_restless"], "isrestless(g)",
      "true if every option of g is tame and G- ≤ 1 < G+ (genus a^0 or a^1, a ≥ 2)",
      "isrestless(*[[[3,2],3,2],0])", WW, (1, 1), |_, call| predicate(call, MisereGame::is_restless)),
    f("isnimheap", &["is_nim_heap"], "isnimheap(g)",
      "true if g is a nim heap *[n] (CGSuite's IsNimHeap)",
      "isnimheap(*[[2],1,0])", WW, (1, 1),
      |_, call| Ok(Value::Bool(misere_arg(call, 0)?.as_nim_heap().is_some()))),
    f("mate", &[], "mate(g)",
      "the mate: * for 0, else the game whose options are the options' mates",
      "mate(*[2#])", WW, (1, 1),
      |_, call| Ok(Value::Misere(misere_arg(call, 0)?.mate()))),
];

/// `misere(*n)` or `misere(RULESET, "position")`.
fn misere_form(m: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    match call.args {
        [Arg {
            value: Value::Misere(g),
            ..
        }] => Ok(Value::Misere(*g)),
        [Arg {
            value: Value::Game(g),
            ..
        }] => {
            let heap = g
                .as_nimber()
                .and_then(|n| u32::try_from(n.0).ok())
                .filter(|&n| n <= MAX_NIM_HEAP)
                .ok_or_else(|| {
                    call.fail(
                        0,
                        format!("misere takes a nimber *n with n ≤ {MAX_NIM_HEAP} (the only impartial short games), not {g}"),
                    )
                })?;
            Ok(Value::Misere(MisereGame::nim_heap(heap)))
        }
        [rules, position] => position_form(m, call, rules, position),
        [other, ..] => Err(call.fail(
            0,
            format!(
                "misere takes a nimber or a misère game, not {} (for a position: misere(\"nim\", \"3 5\"))",
                other.value.kind()
            ),
        )),
        [] => Err(Fail::At(call.at, "misere takes one or two arguments".into())),
    }
}

/// The misère form of a position of the ruleset named by `rules`.
fn position_form(m: &mut Machine<'_>, call: &Call<'_>, rules: &Arg, position: &Arg) -> Run<Value> {
    let Value::Str(name) = &rules.value else {
        return Err(call.fail(
            0,
            "expected the ruleset's name in double quotes, as in misere(\"nim\", \"3 5\")",
        ));
    };
    let rules_found = ruleset(name).ok_or_else(|| {
        call.fail(
            0,
            format!(
                "unknown ruleset '{name}'{}; 'help' lists the rulesets",
                super::functions::did_you_mean(name)
            ),
        )
    })?;
    let Value::Str(text_of) = &position.value else {
        return Err(call.fail(1, "expected the position in double quotes"));
    };
    let parsed = rules_found
        .parse(text_of)
        .map_err(|e| inside_string(position, text_of, &e, &format!("{name} position")))?;
    match parsed.misere().map(|play| play.misere_form(m.control)) {
        None => Err(call.fail(
            0,
            format!("{name} is partizan: misère forms are for impartial games"),
        )),
        Some(Err(MisereError::Stopped(stop))) => Err(Fail::Stopped(stop)),
        Some(Err(e)) => Err(call.fail(1, e.to_string())),
        Some(Ok(form)) => Ok(Value::Misere(form)),
    }
}
