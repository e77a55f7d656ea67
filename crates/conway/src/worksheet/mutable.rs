//! CGSuite's mutable collections (cgsuite.util.MutableList, MutableSet,
//! MutableMap): one collection shared by every name that holds it, changed
//! in place by `Add`, `AddAll`, `Remove`, `RemoveAll`, `RemoveAt`, `Sort`,
//! `Put`, `PutAll` and `Clear`, read by the methods of lists, sets and
//! maps (`Contains`, `IsEmpty`, `ToList`, `ContainsKey`, `x[i]`, ...).
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! w.eval_line("x := MutableList([3, 4])").unwrap();
//! w.eval_line("y := x").unwrap();
//! w.eval_line("y.Add(*)").unwrap();
//! assert_eq!(w.eval_line("x").unwrap().to_string(), "MutableList(3, 4, *)");
//! w.eval_line("m := MutableMap({3 => true})").unwrap();
//! w.eval_line("m.Put(*, 101)").unwrap();
//! assert_eq!(w.eval_line("m").unwrap().to_string(), "MutableMap(3 => true, * => 101)");
//! ```

use super::collections::items;
use super::data::Value;
use super::functions::{f, Call, Function};
use super::machine::{integer, Fail};
use super::order::{sorted_set, universal};
use std::cell::{Ref, RefCell};
use std::fmt;
use std::rc::Rc;

type Run<T> = Result<T, Fail>;

const SOURCE: &str =
    "CGSuite's mutable collections (cgsuite.util.MutableList, MutableSet, MutableMap)";

/// A mutable collection, shared: a copy of the value is the same
/// collection. Equal only to itself.
#[derive(Clone, Debug)]
pub struct Mutable(Rc<RefCell<MutableItems>>);

/// What a mutable collection holds.
#[derive(Clone, Debug)]
pub enum MutableItems {
    /// In the order added.
    List(Vec<Value>),
    /// Each once, in CGSuite's universal order.
    Set(Vec<Value>),
    /// Each key once, sorted by key in the universal order.
    Map(Vec<(Value, Value)>),
}

impl PartialEq for Mutable {
    fn eq(&self, other: &Mutable) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Mutable {}

impl std::hash::Hash for Mutable {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        std::ptr::hash(Rc::as_ptr(&self.0), state);
    }
}

impl Mutable {
    fn value(items: MutableItems) -> Value {
        Value::Mutable(Mutable(Rc::new(RefCell::new(items))))
    }

    /// What it holds now.
    pub fn items(&self) -> Ref<'_, MutableItems> {
        self.0.borrow()
    }

    /// The kind, for messages.
    pub(super) fn kind(&self) -> &'static str {
        match *self.items() {
            MutableItems::List(_) => "a mutable list",
            MutableItems::Set(_) => "a mutable set",
            MutableItems::Map(_) => "a mutable map",
        }
    }

    /// The items of a list or set, in order (`None` for a map).
    pub(super) fn values(&self) -> Option<Vec<Value>> {
        match &*self.items() {
            MutableItems::List(v) | MutableItems::Set(v) => Some(v.clone()),
            MutableItems::Map(_) => None,
        }
    }
}

impl fmt::Display for Mutable {
    /// `MutableList(3, 4, *)`, `MutableMap(3 => true)`, as CGSuite prints.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let items = self.items();
        let (name, shown): (&str, Vec<String>) = match &*items {
            MutableItems::List(v) => ("MutableList", v.iter().map(nested).collect()),
            MutableItems::Set(v) => ("MutableSet", v.iter().map(nested).collect()),
            MutableItems::Map(m) => (
                "MutableMap",
                m.iter()
                    .map(|(k, v)| format!("{} => {}", nested(k), nested(v)))
                    .collect(),
            ),
        };
        write!(f, "{name}({})", shown.join(", "))
    }
}

/// A value as it shows inside a collection (strings quoted).
fn nested(v: &Value) -> String {
    Value::list(vec![v.clone()])
        .to_string()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .to_string()
}

/// The mutable collection that is argument 0.
fn target<'c>(call: &'c Call<'_>) -> Run<&'c Mutable> {
    match &call.args[0].value {
        Value::Mutable(m) => Ok(m),
        other => Err(call.fail(
            0,
            format!(
                "{} changes a mutable collection (MutableList, MutableSet or MutableMap), not {}",
                call.name,
                other.kind()
            ),
        )),
    }
}

/// The entries of a map or mutable map at argument `i`.
fn map_entries(call: &Call<'_>, i: usize) -> Run<Vec<(Value, Value)>> {
    super::maps::entries(call, i)
}

/// Changes the collection of argument 0 with `change`; gives nothing.
fn change(call: &Call<'_>, change: impl FnOnce(&mut MutableItems) -> Run<()>) -> Run<Value> {
    let m = target(call)?;
    let mut items = m.0.borrow_mut();
    change(&mut items)?;
    if let MutableItems::Set(v) = &mut *items {
        *v = sorted_set(std::mem::take(v));
    }
    Ok(Value::Nothing)
}

fn not_for(call: &Call<'_>, what: &str) -> Fail {
    call.fail(0, format!("{} is not a method of {what}", call.name))
}

/// Adds each of `new` (a key and value for a map).
fn add_all(call: &Call<'_>, new: Vec<Value>) -> Run<Value> {
    change(call, |items| match items {
        MutableItems::List(v) | MutableItems::Set(v) => {
            v.extend(new);
            Ok(())
        }
        MutableItems::Map(_) => Err(not_for(call, "a map: use Put")),
    })
}

/// Removes the first appearance of each of `gone`.
fn remove_all(call: &Call<'_>, gone: Vec<Value>) -> Run<Value> {
    change(call, |items| match items {
        MutableItems::List(v) | MutableItems::Set(v) => {
            for x in gone {
                if let Some(i) = v.iter().position(|y| *y == x) {
                    v.remove(i);
                }
            }
            Ok(())
        }
        MutableItems::Map(m) => {
            m.retain(|(k, _)| !gone.contains(k));
            Ok(())
        }
    })
}

/// Sets each entry.
fn put_all(call: &Call<'_>, new: Vec<(Value, Value)>) -> Run<Value> {
    change(call, |items| match items {
        MutableItems::Map(m) => {
            for (k, v) in new {
                match m.binary_search_by(|(x, _)| universal(x, &k)) {
                    Ok(i) => m[i].1 = v,
                    Err(i) => m.insert(i, (k, v)),
                }
            }
            Ok(())
        }
        _ => Err(not_for(call, "a list or set: use Add")),
    })
}

fn remove_at(call: &Call<'_>) -> Run<Value> {
    let n = integer(&call.args[1].value, call.args[1].at)?.clone();
    change(call, |items| match items {
        MutableItems::List(v) => {
            let k = n
                .to_u64()
                .and_then(|k| usize::try_from(k).ok())
                .filter(|&k| (1..=v.len()).contains(&k))
                .ok_or_else(|| call.fail(1, format!("index {n} is outside 1..{}", v.len())))?;
            v.remove(k - 1);
            Ok(())
        }
        _ => Err(not_for(call, "a set or map")),
    })
}

/// The contents of argument 1 if given (a collection), for a constructor.
fn initial(call: &Call<'_>) -> Run<Vec<Value>> {
    match call.args.len() {
        1 => items(call, 0),
        _ => Ok(Vec::new()),
    }
}

/// CGSuite's mutable collections, as `help` lists them.
pub(super) const FUNCTIONS: &[Function] = &[
    f(
        "mutablelist",
        &[],
        "MutableList(L)",
        "a list that methods change in place (empty, or with the items of L)",
        "MutableList([3, 4, 5])",
        SOURCE,
        (0, 1),
        |_, call| Ok(Mutable::value(MutableItems::List(initial(call)?))),
    ),
    f(
        "mutableset",
        &[],
        "MutableSet(L)",
        "a set that methods change in place (empty, or with the items of L)",
        "MutableSet([3, 4, 3])",
        SOURCE,
        (0, 1),
        |_, call| Ok(Mutable::value(MutableItems::Set(sorted_set(initial(call)?)))),
    ),
    f(
        "mutablemap",
        &[],
        "MutableMap(m)",
        "a map that methods change in place (empty, or with the entries of m)",
        "MutableMap({3 => true})",
        SOURCE,
        (0, 1),
        |_, call| {
            let entries = match call.args.len() {
                1 => map_entries(call, 0)?,
                _ => Vec::new(),
            };
            let Value::Map(sorted) = Value::map(entries) else {
                unreachable!("Value::map gives a map")
            };
            Ok(Mutable::value(MutableItems::Map(sorted.to_vec())))
        },
    ),
    f(
        "add",
        &[],
        "x.Add(v)",
        "adds v to a mutable list or set",
        "begin x := MutableList([1]); x.Add(3); x end",
        SOURCE,
        (2, 2),
        |_, call| add_all(call, vec![call.args[1].value.clone()]),
    ),
    f(
        "addall",
        &[],
        "x.AddAll(L)",
        "adds the items of L to a mutable list or set",
        "begin x := MutableSet([2]); x.AddAll([1, 2]); x end",
        SOURCE,
        (2, 2),
        |_, call| add_all(call, items(call, 1)?),
    ),
    f(
        "remove",
        &[],
        "x.Remove(v)",
        "removes v (its first appearance) from a mutable list or set, or the key v from a mutable map",
        "begin x := MutableList([3, 4]); x.Remove(3); x end",
        SOURCE,
        (2, 2),
        |_, call| remove_all(call, vec![call.args[1].value.clone()]),
    ),
    f(
        "removeall",
        &[],
        "x.RemoveAll(L)",
        "removes each item of L (once each) from a mutable list or set, or those keys from a mutable map",
        "begin x := MutableSet([3, 4, 5]); x.RemoveAll([3, 5]); x end",
        SOURCE,
        (2, 2),
        |_, call| remove_all(call, items(call, 1)?),
    ),
    f(
        "removeat",
        &[],
        "x.RemoveAt(i)",
        "removes item i (from 1) of a mutable list",
        "begin x := MutableList([3, 4]); x.RemoveAt(1); x end",
        SOURCE,
        (2, 2),
        |_, call| remove_at(call),
    ),
    f(
        "sort",
        &[],
        "x.Sort()",
        "sorts a mutable list in place, in CGSuite's universal order",
        "begin x := MutableList([3, 1]); x.Sort(); x end",
        SOURCE,
        (1, 1),
        |_, call| {
            change(call, |items| match items {
                MutableItems::List(v) => {
                    v.sort_by(universal);
                    Ok(())
                }
                _ => Err(not_for(call, "a set or map")),
            })
        },
    ),
    f(
        "put",
        &[],
        "x.Put(k, v)",
        "sets the key k of a mutable map to v",
        "begin x := MutableMap(); x.Put(3, true); x end",
        SOURCE,
        (3, 3),
        |_, call| {
            let entry = (call.args[1].value.clone(), call.args[2].value.clone());
            put_all(call, vec![entry])
        },
    ),
    f(
        "putall",
        &[],
        "x.PutAll(m)",
        "sets the entries of the map m in a mutable map",
        "begin x := MutableMap(); x.PutAll({3 => true}); x end",
        SOURCE,
        (2, 2),
        |_, call| put_all(call, map_entries(call, 1)?),
    ),
    f(
        "clear",
        &[],
        "x.Clear()",
        "empties a mutable collection",
        "begin x := MutableList([3]); x.Clear(); x end",
        SOURCE,
        (1, 1),
        |_, call| {
            change(call, |items| {
                match items {
                    MutableItems::List(v) | MutableItems::Set(v) => v.clear(),
                    MutableItems::Map(m) => m.clear(),
                }
                Ok(())
            })
        },
    ),
];
