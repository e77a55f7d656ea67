//! CGSuite's methods of collections (lists, sets, ranges) under its
//! names: `IsEmpty`, `Size`, `Head`, `Tail`, `Contains`, `Adjoin`,
//! `Concat`, `Sum`, `Mex`, `ToList`, `ToSet`, `Sorted`, `Reversed`,
//! `Distinct`, `Flattened`, `IndexOf`, `Updated`, also called as
//! functions (`Sum([1, 2])`, `Mex({0, 1, 3})`).
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! assert_eq!(w.eval_line("[0,1,3,9,7,5].Mex").unwrap().to_string(), "2");
//! assert_eq!(w.eval_line("Sum([^, ^, *])").unwrap().to_string(), "^^*");
//! assert_eq!(w.eval_line("[5,12,13].Adjoin(99)").unwrap().to_string(), "[5, 12, 13, 99]");
//! assert_eq!(w.eval_line("[3,1,2].ToSet").unwrap().to_string(), "{1, 2, 3}");
//! ```

use super::data::Value;
use super::functions::{f, Call, Function};
use super::machine::{binary, Fail, Machine, MAX_LIST};
use super::syntax::BinOp;
use crate::numeric::Integer;
use crate::value::Game;
use std::collections::HashSet;

type Run<T> = Result<T, Fail>;

const SOURCE: &str = "CGSuite's collections (cgsuite.lang.Collection, List, Set)";

/// The items of argument `i`, which must be a list, set or range (of at
/// most [`MAX_LIST`] items, as a loop may gather: a range is spelled out).
pub(super) fn items(call: &Call<'_>, i: usize) -> Run<Vec<Value>> {
    if let Value::Range(a, b, step) = &call.args[i].value {
        let len = Value::range_len(a, b, step);
        if len > Integer::from(MAX_LIST) {
            return Err(call.fail(
                i,
                format!("{} takes a range of at most {MAX_LIST} items", call.name),
            ));
        }
    }
    call.args[i].value.items().ok_or_else(|| {
        call.fail(
            i,
            format!(
                "{} takes a list, set or range, not {}",
                call.name,
                call.args[i].value.kind()
            ),
        )
    })
}

/// The same kind of collection as argument 0 (a range gives a list).
fn like(call: &Call<'_>, items: Vec<Value>) -> Value {
    match call.args[0].value {
        Value::Set(_) => Value::set(items),
        _ => Value::list(items),
    }
}

/// Whether `f` holds of `v`: it must give true or false.
fn holds(m: &mut Machine<'_>, call: &Call<'_>, v: &Value) -> Run<bool> {
    match m.call_value(&call.args[1].value, vec![v.clone()], call.args[1].at)? {
        Value::Bool(b) => Ok(b),
        other => Err(call.fail(
            1,
            format!(
                "{} expected true or false from the function, not {} ({other})",
                call.name,
                other.kind()
            ),
        )),
    }
}

/// How many items `f` holds of (`L.Count(x -> x > 2)`).
fn count(m: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    let mut n = 0usize;
    for v in items(call, 0)? {
        n += usize::from(holds(m, call, &v)?);
    }
    Ok(Value::Game(Game::integer(n)))
}

/// Whether `f` holds of some item (`any`) or of every item.
fn exists(m: &mut Machine<'_>, call: &Call<'_>, any: bool) -> Run<Value> {
    for v in items(call, 0)? {
        if holds(m, call, &v)? == any {
            return Ok(Value::Bool(any));
        }
    }
    Ok(Value::Bool(!any))
}

/// The items sorted by a comparison `(a, b) -> …` that gives a negative
/// integer, 0 or a positive integer (a stable insertion sort).
fn sorted_with(m: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    let mut out: Vec<Value> = Vec::new();
    for v in items(call, 0)? {
        // The first place whose item comes after v.
        let (mut lo, mut hi) = (0, out.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            let pair = vec![v.clone(), out[mid].clone()];
            let c = m.call_value(&call.args[1].value, pair, call.args[1].at)?;
            let sign = match &c {
                Value::Game(g) if g.is_integer() => g.as_number().map_or(0, |d| d.signum()),
                other => {
                    return Err(call.fail(
                        1,
                        format!(
                            "SortedWith expected an integer from the comparison, not {} ({other})",
                            other.kind()
                        ),
                    ))
                }
            };
            if sign < 0 {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        out.insert(lo, v);
    }
    Ok(like(call, out))
}

fn empty(call: &Call<'_>) -> Fail {
    call.fail(0, "that collection is empty")
}

fn sum(m: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    let mut all = items(call, 0)?.into_iter();
    let first = all.next().ok_or_else(|| empty(call))?;
    all.try_fold(first, |acc, v| {
        m.control.tick()?;
        binary(BinOp::Add, acc, v, call.at)
    })
}

fn mex(call: &Call<'_>) -> Run<Value> {
    let present: HashSet<u64> = items(call, 0)?
        .iter()
        .filter_map(|v| v.as_integer().and_then(|n| n.to_u64()))
        .collect();
    let m = (0u64..)
        .find(|k| !present.contains(k))
        .expect("a free value");
    Ok(Value::Game(Game::integer(m as i64)))
}

fn flattened(v: &Value, out: &mut Vec<Value>) {
    match v.items() {
        Some(inner) if !matches!(v, Value::Range(..)) => {
            inner.iter().for_each(|x| flattened(x, out))
        }
        _ => out.push(v.clone()),
    }
}

/// A 1-based position argument.
fn position(call: &Call<'_>, i: usize, len: usize) -> Run<usize> {
    let n = call.args[i].value.as_integer().and_then(|n| n.to_u64());
    n.and_then(|k| usize::try_from(k).ok())
        .filter(|&k| (1..=len).contains(&k))
        .ok_or_else(|| {
            call.fail(
                i,
                format!("index out of bounds: {} (1..{len})", call.args[i].value),
            )
        })
}

/// CGSuite's collection methods, as `help` lists them.
pub(super) const FUNCTIONS: &[Function] = &[
    f(
        "count",
        &[],
        "L.Count(f)",
        "how many items f holds of",
        "[0, 1, 3, 9].Count(x -> x >= 2)",
        SOURCE,
        (2, 2),
        count,
    ),
    f(
        "exists",
        &[],
        "L.Exists(f)",
        "true if f holds of some item",
        "[0, 7].Exists(x -> x == 7)",
        SOURCE,
        (2, 2),
        |m, call| exists(m, call, true),
    ),
    f(
        "forall",
        &[],
        "L.ForAll(f)",
        "true if f holds of every item",
        "[7, 7].ForAll(x -> x == 7)",
        SOURCE,
        (2, 2),
        |m, call| exists(m, call, false),
    ),
    f(
        "sortedwith",
        &[],
        "L.SortedWith(f)",
        "the items sorted by a comparison f(a, b): negative when a comes first, 0 when either may",
        "[[5, 3], [1, 6]].SortedWith((a, b) -> a[2] - b[2])",
        SOURCE,
        (2, 2),
        sorted_with,
    ),
    f(
        "isempty",
        &[],
        "L.IsEmpty",
        "true if the collection has no items",
        "[].IsEmpty",
        SOURCE,
        (1, 1),
        |_, call| match &call.args[0].value {
            Value::Graph(g) => Ok(super::graphs::is_empty(g)),
            _ => Ok(Value::Bool(items(call, 0)?.is_empty())),
        },
    ),
    f(
        "head",
        &[],
        "L.Head",
        "the first item",
        "[5, 12].Head",
        SOURCE,
        (1, 1),
        |_, call| {
            items(call, 0)?
                .into_iter()
                .next()
                .ok_or_else(|| empty(call))
        },
    ),
    f(
        "tail",
        &[],
        "L.Tail",
        "every item but the first",
        "[5, 12, 13].Tail",
        SOURCE,
        (1, 1),
        |_, call| {
            let all = items(call, 0)?;
            if all.is_empty() {
                return Err(empty(call));
            }
            Ok(like(call, all[1..].to_vec()))
        },
    ),
    f(
        "contains",
        &[],
        "L.Contains(x)",
        "true if x is an item",
        "[1, 7].Contains(7)",
        SOURCE,
        (2, 2),
        |_, call| Ok(Value::Bool(items(call, 0)?.contains(&call.args[1].value))),
    ),
    f(
        "adjoin",
        &[],
        "L.Adjoin(x)",
        "the collection with x added",
        "[5, 12].Adjoin(13)",
        SOURCE,
        (2, 2),
        |_, call| {
            let mut all = items(call, 0)?;
            all.push(call.args[1].value.clone());
            Ok(like(call, all))
        },
    ),
    f(
        "concat",
        &[],
        "L.Concat(M)",
        "the items of L, then those of M",
        "[5].Concat([12, 13])",
        SOURCE,
        (2, 2),
        |_, call| {
            let mut all = items(call, 0)?;
            all.extend(items(call, 1)?);
            Ok(like(call, all))
        },
    ),
    f(
        "sum",
        &[],
        "Sum(L) or L.Sum",
        "the sum of the items (games add, strings join)",
        "Sum([1, ^, *])",
        SOURCE,
        (1, 1),
        sum,
    ),
    f(
        "mex",
        &[],
        "Mex(L) or L.Mex",
        "the least nonnegative integer that is not an item",
        "Mex([0, 1, 3])",
        SOURCE,
        (1, 1),
        |_, call| mex(call),
    ),
    f(
        "tolist",
        &[],
        "L.ToList",
        "the items as a list (a range is one already)",
        "{3, 1}.ToList",
        SOURCE,
        (1, 1),
        |_, call| match &call.args[0].value {
            range @ Value::Range(..) => Ok(range.clone()),
            _ => Ok(Value::list(items(call, 0)?)),
        },
    ),
    f(
        "toset",
        &[],
        "L.ToSet",
        "the items as a set (each once, in CGSuite's order)",
        "[3, 1, 3].ToSet",
        SOURCE,
        (1, 1),
        |_, call| Ok(Value::set(items(call, 0)?)),
    ),
    f(
        "sorted",
        &[],
        "L.Sorted",
        "the items in CGSuite's order (numbers by value)",
        "[3, 1, 2].Sorted",
        SOURCE,
        (1, 1),
        |_, call| {
            let mut all = items(call, 0)?;
            all.sort_by(super::order::universal);
            Ok(Value::list(all))
        },
    ),
    f(
        "reversed",
        &["reverse"],
        "L.Reversed",
        "the items in reverse order (of a map: each value mapped to its key)",
        "[1, 2, 3].Reversed",
        SOURCE,
        (1, 1),
        |_, call| match call.args[0].value {
            Value::Map(_) => super::maps::reversed(call),
            _ => Ok(Value::list(items(call, 0)?.into_iter().rev().collect())),
        },
    ),
    f(
        "distinct",
        &[],
        "L.Distinct",
        "the items, each once, in their first order",
        "[5, 12, 5].Distinct",
        SOURCE,
        (1, 1),
        |_, call| {
            let mut seen = HashSet::new();
            Ok(Value::list(
                items(call, 0)?
                    .into_iter()
                    .filter(|v| seen.insert(v.clone()))
                    .collect(),
            ))
        },
    ),
    f(
        "flattened",
        &[],
        "L.Flattened",
        "the items of nested lists, in order",
        "[[1, 2], [3]].Flattened",
        SOURCE,
        (1, 1),
        |_, call| {
            let mut out = Vec::new();
            items(call, 0)?.iter().for_each(|v| flattened(v, &mut out));
            Ok(like(call, out))
        },
    ),
    f(
        "indexof",
        &[],
        "L.IndexOf(x)",
        "the position of x's first appearance (from 1), 0 if none",
        "[5, 12].IndexOf(12)",
        SOURCE,
        (2, 2),
        |_, call| {
            let at = items(call, 0)?
                .iter()
                .position(|v| *v == call.args[1].value);
            Ok(Value::Game(Game::integer(at.map_or(0, |i| i as i64 + 1))))
        },
    ),
    f(
        "updated",
        &[],
        "L.Updated(i, x)",
        "the list (or string) with item i replaced by x; a map with key i set to x, or with the entries of a map x",
        "[5, 12, 13].Updated(2, 99)",
        SOURCE,
        (2, 3),
        |_, call| {
            match call.args[0].value {
                Value::Map(_) => return super::maps::updated(call),
                Value::Str(_) => return super::strings::updated(call),
                Value::Strip(_) => return super::strip::updated_strip(call),
                _ if call.args.len() != 3 => {
                    return Err(call.fail(0, "a list's Updated takes a position and a value"))
                }
                _ => {}
            }
            let mut all = items(call, 0)?;
            let i = position(call, 1, all.len())?;
            all[i - 1] = call.args[2].value.clone();
            Ok(Value::list(all))
        },
    ),
];
