//! CGSuite's maps `{k => v, ...}` (cgsuite.lang.Map): reading a key
//! (`m[k]`), `ContainsKey`, `Keys`, `Values`, and, through the collection
//! methods of the same names, `Reversed`, `Updated(k, v)`, `Updated(m)`
//! and `Size`.
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! assert_eq!(w.eval_line("{7 => true, 1/2 => ^^*}[1/2]").unwrap().to_string(), "^^*");
//! assert_eq!(w.eval_line("{7 => true, 1/2 => ^^*}.Keys").unwrap().to_string(), "{1/2, 7}");
//! assert_eq!(w.eval_line("{x^2 => x for x in [1, 3]}").unwrap().to_string(), "{1 => 1, 9 => 3}");
//! ```

use super::data::Value;
use super::functions::{f, Call, Function};
use super::machine::Fail;
use super::order::universal;

type Run<T> = Result<T, Fail>;

const SOURCE: &str = "CGSuite's maps (cgsuite.lang.Map)";

/// The value of `key` in sorted `entries`, if it has one.
pub(super) fn get<'m>(entries: &'m [(Value, Value)], key: &Value) -> Option<&'m Value> {
    entries
        .binary_search_by(|(k, _)| universal(k, key))
        .ok()
        .map(|i| &entries[i].1)
}

/// The entries of argument `i`, which must be a map.
pub(super) fn entries(call: &Call<'_>, i: usize) -> Run<Vec<(Value, Value)>> {
    match &call.args[i].value {
        Value::Map(entries) => Ok(entries.to_vec()),
        Value::Mutable(m) => match &*m.items() {
            super::mutable::MutableItems::Map(entries) => Ok(entries.clone()),
            _ => Err(call.fail(i, format!("{} takes a map, not {}", call.name, m.kind()))),
        },
        other => Err(call.fail(
            i,
            format!("{} takes a map, not {}", call.name, other.kind()),
        )),
    }
}

/// `m.Reversed`: each value maps to its key (of keys with the same value,
/// the last in the map's order wins).
pub(super) fn reversed(call: &Call<'_>) -> Run<Value> {
    let swapped = entries(call, 0)?.into_iter().map(|(k, v)| (v, k));
    Ok(Value::map(swapped.collect()))
}

/// `m.Updated(k, v)` or `m.Updated(other)`: the map with those entries
/// set.
pub(super) fn updated(call: &Call<'_>) -> Run<Value> {
    let mut all = entries(call, 0)?;
    match call.args.len() {
        2 => all.extend(entries(call, 1)?),
        _ => all.push((call.args[1].value.clone(), call.args[2].value.clone())),
    }
    Ok(Value::map(all))
}

/// CGSuite's methods of maps, as `help` lists them.
pub(super) const FUNCTIONS: &[Function] = &[
    f(
        "containskey",
        &[],
        "m.ContainsKey(k)",
        "true if the map has the key k",
        "{7 => true}.ContainsKey(7)",
        SOURCE,
        (2, 2),
        |_, call| {
            let all = entries(call, 0)?;
            Ok(Value::Bool(get(&all, &call.args[1].value).is_some()))
        },
    ),
    f(
        "keys",
        &[],
        "m.Keys",
        "the keys of a map, as a set",
        "{7 => true, 1/2 => ^^*}.Keys",
        SOURCE,
        (1, 1),
        |_, call| {
            Ok(Value::set(
                entries(call, 0)?.into_iter().map(|(k, _)| k).collect(),
            ))
        },
    ),
    f(
        "values",
        &[],
        "m.Values",
        "the values of a map, as a set",
        "{7 => true, 1/2 => ^^*}.Values",
        SOURCE,
        (1, 1),
        |_, call| {
            Ok(Value::set(
                entries(call, 0)?.into_iter().map(|(_, v)| v).collect(),
            ))
        },
    ),
];
