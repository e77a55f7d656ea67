//! Ordinals, surreal numbers and transfinite nimbers in the worksheet:
//! `omega`, generalized ordinals (`omega^omega - 1`) and their quotients
//! (`1/omega`) with surreal sums, products, powers and order; nimbers of
//! ordinals (`*(omega+5)`), and CGSuite's `NimSum`, `NimProduct`, `NimExp`
//! and `ConwayProduct` on ordinals (library: `numeric::transfinite_nim`).
//! Called only when a value is one of these, so the rest never pays.

use super::data::Value;
use super::functions::{f, Arg, Call, Function};
use super::machine::{brief, Fail, Machine};
use super::syntax::{BinOp, UnOp};
use crate::numeric::transfinite_nim::{self, NimError};
use crate::numeric::{GeneralizedOrdinal, Integer, Surreal};
use crate::value::Game;
use std::cmp::Ordering;
use std::rc::Rc;

type Run<T> = Result<T, Fail>;

const ONAG: &str = "Conway, On Numbers and Games, ch. 1, 3 and 6";
const LENSTRA: &str =
    "Conway, On Numbers and Games, ch. 6; Lenstra, On the algebraic closure of two (1977)";

/// The largest power taken of a surreal number.
const MAX_POWER: u64 = 4096;

/// The most products of terms one product of surreal numbers may take.
const MAX_PRODUCT_WORK: usize = 1 << 20;

/// The number of terms of a surreal number, nested exponents included.
fn size(x: &Surreal) -> usize {
    x.numerator().size() + x.denominator().size()
}

/// `x * y`, or an error when it would take too long.
fn product(x: &Surreal, y: &Surreal, at: usize) -> Run<Surreal> {
    if size(x).saturating_mul(size(y)) > MAX_PRODUCT_WORK {
        return Err(Fail::At(
            at,
            format!("this product is too large: over {MAX_PRODUCT_WORK} products of terms"),
        ));
    }
    Ok(x * y)
}

/// `x^k` by repeated squaring, each product bounded.
fn checked_pow(x: &Surreal, k: i64, at: usize) -> Run<Value> {
    let one = Surreal::from(GeneralizedOrdinal::from(1));
    let (mut result, mut square, mut n) = (one.clone(), x.clone(), k.unsigned_abs());
    while n > 0 {
        if n & 1 == 1 {
            result = product(&result, &square, at)?;
        }
        n >>= 1;
        if n > 0 {
            square = product(&square, &square, at)?;
        }
    }
    if k < 0 {
        result = one
            .checked_div(&result)
            .ok_or_else(|| Fail::At(at, format!("{x}^{k} is undefined: 0 has no reciprocal")))?;
    }
    Ok(Value::surreal(result))
}

/// `omega`, the least infinite ordinal.
pub(super) fn omega() -> Value {
    Value::Surreal(Rc::new(Surreal::from(GeneralizedOrdinal::omega())))
}

/// The surreal number a value is: a surreal value or a finite number.
fn surreal_of(v: &Value) -> Option<Surreal> {
    match v {
        Value::Surreal(x) => Some((**x).clone()),
        _ => Surreal::from_rational(&v.as_rational()?),
    }
}

/// The generalized ordinal a value is (integers included).
fn generalized_ordinal(v: &Value) -> Option<GeneralizedOrdinal> {
    match v {
        Value::Surreal(x) => x.as_generalized_ordinal().cloned(),
        Value::Game(_) => v.as_integer().cloned().map(GeneralizedOrdinal::from),
        _ => None,
    }
}

/// The ordinal `α` of a nimber `*α` (finite ones included).
fn nim_value(v: &Value) -> Option<GeneralizedOrdinal> {
    match v {
        Value::TransfiniteNimber(a) => Some((**a).clone()),
        Value::Game(g) => g
            .as_nimber()
            .map(|n| GeneralizedOrdinal::from(Integer::from(n.0))),
        _ => None,
    }
}

/// An ordinal as a value (an integer when finite).
fn ordinal_value(x: GeneralizedOrdinal) -> Value {
    Value::surreal(Surreal::from(x))
}

/// `*α` as a value (a game when `α` is finite).
fn nimber_value(a: GeneralizedOrdinal, at: usize) -> Run<Value> {
    match a.as_integer() {
        Some(n) => n
            .to_u64()
            .map(|n| Value::Game(Game::nimber(n)))
            .ok_or_else(|| Fail::At(at, format!("*{n} is beyond the nimbers below 2^64"))),
        None => Ok(Value::TransfiniteNimber(Rc::new(a))),
    }
}

/// The universal order when a surreal value is compared: numbers by
/// value, before every other game.
pub(super) fn order(a: &Value, b: &Value) -> Ordering {
    match (surreal_of(a), surreal_of(b)) {
        (Some(x), Some(y)) => x.cmp(&y),
        (Some(_), None) if !matches!(a, Value::Rational(_)) => Ordering::Less,
        (None, Some(_)) if !matches!(b, Value::Rational(_)) => Ordering::Greater,
        // ±inf against an infinite surreal number: by the sign of inf.
        _ => {
            let inf = |v: &Value| v.as_rational().map_or(0, |r| r.signum());
            inf(a).cmp(&inf(b))
        }
    }
}

/// `-x` and `*x` when `x` is a surreal value or a transfinite nimber.
pub(super) fn unary(op: UnOp, v: &Value, at: usize) -> Option<Run<Value>> {
    match (op, v) {
        (UnOp::Neg, Value::Surreal(x)) => Some(Ok(Value::surreal(-&**x))),
        (UnOp::Neg, Value::TransfiniteNimber(_)) => Some(Ok(v.clone())),
        (UnOp::Nim, Value::Surreal(x)) => Some(match x.as_generalized_ordinal() {
            Some(a) if a.is_ordinal() => nimber_value(a.clone(), at),
            _ => Err(Fail::At(at, format!("Nim value is not an ordinal: {x}"))),
        }),
        _ => None,
    }
}

/// `a op b` when either side is a surreal value or a transfinite nimber.
pub(super) fn binary(op: BinOp, a: &Value, b: &Value, at: usize) -> Option<Run<Value>> {
    if matches!(a, Value::TransfiniteNimber(_)) || matches!(b, Value::TransfiniteNimber(_)) {
        return Some(nimber_binary(op, a, b, at));
    }
    if !matches!(a, Value::Surreal(_)) && !matches!(b, Value::Surreal(_)) {
        return None;
    }
    if op == BinOp::Pow {
        return Some(power(a, b, at));
    }
    let (Some(x), Some(y)) = (surreal_of(a), surreal_of(b)) else {
        return Some(match op {
            BinOp::Eq => Ok(Value::Bool(false)),
            BinOp::Ne => Ok(Value::Bool(true)),
            _ => Err(mixed(op, a, b, at)),
        });
    };
    let order = x.cmp(&y);
    Some(Ok(match op {
        BinOp::Add => Value::surreal(&x + &y),
        BinOp::Sub => Value::surreal(&x - &y),
        BinOp::Mul => match product(&x, &y, at) {
            Ok(p) => Value::surreal(p),
            Err(e) => return Some(Err(e)),
        },
        BinOp::Div if y.signum() == 0 => {
            return Some(Err(Fail::At(at, format!("{x} / 0 is undefined"))))
        }
        BinOp::Div => match product(&x, &y, at) {
            Ok(_) => Value::surreal(x.checked_div(&y).expect("a nonzero divisor")),
            Err(e) => return Some(Err(e)),
        },
        BinOp::Eq => Value::Bool(order.is_eq()),
        BinOp::Ne => Value::Bool(order.is_ne()),
        BinOp::Lt => Value::Bool(order.is_lt()),
        BinOp::Le => Value::Bool(order.is_le()),
        BinOp::Gt => Value::Bool(order.is_gt()),
        BinOp::Ge => Value::Bool(order.is_ge()),
        BinOp::Confused | BinOp::LessOrConfused | BinOp::GreaterOrConfused => {
            // Numbers are never confused with one another.
            Value::Bool(match op {
                BinOp::LessOrConfused => order.is_lt(),
                BinOp::GreaterOrConfused => order.is_gt(),
                _ => false,
            })
        }
        _ => return Some(Err(mixed(op, a, b, at))),
    }))
}

fn mixed(op: BinOp, a: &Value, b: &Value, at: usize) -> Fail {
    Fail::At(
        at,
        format!(
            "'{}' does not apply to {} ({}) and {} ({})",
            op.symbol(),
            a.kind(),
            brief(a),
            b.kind(),
            brief(b)
        ),
    )
}

/// Sums and equality of nimbers when one is transfinite.
fn nimber_binary(op: BinOp, a: &Value, b: &Value, at: usize) -> Run<Value> {
    let (Some(x), Some(y)) = (nim_value(a), nim_value(b)) else {
        return match op {
            BinOp::Eq => Ok(Value::Bool(false)),
            BinOp::Ne => Ok(Value::Bool(true)),
            _ => Err(mixed(op, a, b, at)),
        };
    };
    match op {
        BinOp::Add | BinOp::Sub => {
            let sum = transfinite_nim::nim_sum(&x, &y).map_err(|e| nim_error("NimSum", e, at))?;
            nimber_value(sum, at)
        }
        BinOp::Eq => Ok(Value::Bool(x == y)),
        BinOp::Ne => Ok(Value::Bool(x != y)),
        _ => Err(mixed(op, a, b, at)),
    }
}

/// `x ^ y` when either is a surreal value: `omega ^ α` for an ordinal
/// `α`, or a surreal number to a whole power.
fn power(a: &Value, b: &Value, at: usize) -> Run<Value> {
    let base = surreal_of(a).ok_or_else(|| {
        Fail::At(
            at,
            format!(
                "'^' as a power takes a number, not {} ({})",
                a.kind(),
                brief(a)
            ),
        )
    })?;
    if let Some(n) = b.as_integer() {
        let k = n
            .to_i64()
            .filter(|k| k.unsigned_abs() <= MAX_POWER)
            .ok_or_else(|| {
                Fail::At(
                    at,
                    format!("{base}^{n} is too large: exponents are at most {MAX_POWER}"),
                )
            })?;
        return checked_pow(&base, k, at);
    }
    let is_omega = base.as_generalized_ordinal() == Some(&GeneralizedOrdinal::omega());
    match generalized_ordinal(b) {
        Some(e) if is_omega => GeneralizedOrdinal::try_omega_power(e)
            .map(ordinal_value)
            .ok_or_else(|| Fail::At(at, format!("ω^x takes an ordinal x, not {}", brief(b)))),
        _ => Err(Fail::At(
            at,
            format!(
                "{base}^{}: powers are whole numbers, or ordinals on ω",
                brief(b)
            ),
        )),
    }
}

/// An accessor of a surreal value or a transfinite nimber, or a nim
/// operation with a transfinite operand; `None` otherwise.
pub(super) fn call(name: &str, args: &[Arg]) -> Option<Run<Value>> {
    let first = args.first()?;
    let transfinite = |v: &Value| matches!(v, Value::Surreal(_) | Value::TransfiniteNimber(_));
    if !args.iter().any(|a| transfinite(&a.value)) {
        return None;
    }
    let lower = name.to_ascii_lowercase();
    let call = Call {
        name,
        at: first.at,
        args,
    };
    if lower == "nimproduct" {
        return Some(nim_operation(&call, Operation::Product));
    }
    let Value::Surreal(x) = &first.value else {
        return None;
    };
    let integer = |n: i32| Value::Game(Game::integer(i64::from(n)));
    let ordinal = x.as_generalized_ordinal();
    Some(Ok(match (lower.as_str(), ordinal) {
        ("abs", _) => Value::surreal(if x.signum() < 0 { -&**x } else { (**x).clone() }),
        ("sign", _) => integer(x.signum()),
        ("outcomeclass", _) => Value::Str(
            match x.signum() {
                1 => "L",
                -1 => "R",
                _ => "P",
            }
            .into(),
        ),
        ("isordinal", o) => Value::Bool(o.is_some_and(|o| o.is_ordinal())),
        ("birthday", Some(o)) => ordinal_value(o.birthday()),
        ("numerator", _) => Value::surreal(Surreal::from(x.numerator().clone())),
        ("denominator", _) => Value::surreal(Surreal::from(x.denominator().clone())),
        _ => return None,
    }))
}

#[derive(Clone, Copy, PartialEq)]
enum Operation {
    Sum,
    Product,
    Power,
}

/// `a NimSum b`, `a NimProduct b`, `a NimExp n` on ordinals.
fn nim_operation(call: &Call<'_>, op: Operation) -> Run<Value> {
    let name = match op {
        Operation::Sum => "NimSum",
        Operation::Product => "NimProduct",
        Operation::Power => "NimExp",
    };
    let operand = |i: usize| {
        generalized_ordinal(&call.args[i].value)
            .ok_or_else(|| call.fail(i, format!("{name} applies only to ordinals.")))
    };
    let x = operand(0)?;
    let result = match op {
        Operation::Sum => transfinite_nim::nim_sum(&x, &operand(1)?),
        Operation::Product => transfinite_nim::nim_product(&x, &operand(1)?),
        Operation::Power => {
            let n = call.args[1].value.as_integer().and_then(|n| n.to_u64());
            let n = n.ok_or_else(|| call.fail(1, "NimExp takes a whole number exponent"))?;
            transfinite_nim::nim_power(&x, n)
        }
    };
    result
        .map(ordinal_value)
        .map_err(|e| nim_error(name, e, call.at))
}

fn nim_error(name: &str, e: NimError, at: usize) -> Fail {
    Fail::At(
        at,
        match e {
            NimError::NotOrdinal => format!("{name} applies only to ordinals."),
            NimError::OutOfRange => format!("{name} {e}"),
            NimError::TooLarge => format!("{name} is {e}"),
        },
    )
}

fn nim_sum(_: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    nim_operation(call, Operation::Sum)
}

fn nim_exp(_: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    nim_operation(call, Operation::Power)
}

fn conway_product(_: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    let nimber = |i: usize| {
        nim_value(&call.args[i].value).ok_or_else(|| {
            call.fail(
                i,
                "ConwayProduct takes two nimbers here (*a, *omega, *(omega^2))",
            )
        })
    };
    let product = transfinite_nim::nim_product(&nimber(0)?, &nimber(1)?)
        .map_err(|e| nim_error("ConwayProduct", e, call.at))?;
    nimber_value(product, call.at)
}

/// The worksheet functions this module adds, as `help` lists them.
pub(super) const FUNCTIONS: &[Function] = &[
    f(
        "nimsum",
        &["nim_sum"],
        "nimsum(a, b)",
        "the nim sum of two ordinals below ε₀, Cantor coefficients added bit by bit without carry (CGSuite's a NimSum b)",
        "(omega*4 + 11) NimSum (omega*6 + 5)",
        ONAG,
        (2, 2),
        nim_sum,
    ),
    f(
        "nimexp",
        &["nim_exp"],
        "nimexp(a, n)",
        "an ordinal below ω^ω^ω to the n-th nim power, by Lenstra's method (CGSuite's a NimExp n)",
        "omega NimExp 3",
        LENSTRA,
        (2, 2),
        nim_exp,
    ),
    f(
        "conwayproduct",
        &["conway_product"],
        "conwayproduct(*a, *b)",
        "the product of two nimbers, transfinite ones below *ω^ω^ω included, by Lenstra's method (CGSuite's *a ConwayProduct *b)",
        "(*omega) ConwayProduct *(omega^2)",
        LENSTRA,
        (2, 2),
        conway_product,
    ),
];
