//! CGSuite's `Strip` (cgsuite.util.Strip): a row of small integers
//! (-128 to 127), as the positions of strip games are stored. Made by
//! `Strip.Empty(n)` or `Strip.Parse(text, chars)` (each character's place
//! in `chars`); read by `s[i]` (from 1), `Length`, `FindAll`,
//! `Decomposition`, `Substrip`, `ToString(chars)`; changed copies by
//! `Updated` and `UpdatedRange`.
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! w.eval_line("s := Strip.Parse(\".abbd.\", \".abcd\")").unwrap();
//! assert_eq!(w.eval_line("s").unwrap().to_string(), "Strip([0, 1, 2, 2, 4, 0])");
//! assert_eq!(w.eval_line("s.Decomposition(2)").unwrap().to_string(), "[Strip([0, 1]), Strip([4, 0])]");
//! assert_eq!(w.eval_line("s.Updated(3, 4).ToString(\".abcd\")").unwrap().to_string(), ".adbd.");
//! ```

use super::data::Value;
use super::functions::{f, Call, Function};
use super::machine::{integer, Fail};
use crate::value::Game;
use std::fmt;
use std::rc::Rc;

type Run<T> = Result<T, Fail>;

const SOURCE: &str = "CGSuite's strips (cgsuite.util.Strip)";

/// The most cells a strip may have.
const MAX_STRIP: usize = 1 << 20;

/// A strip: its cells, each from -128 to 127.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Strip(pub Vec<i8>);

impl fmt::Display for Strip {
    /// `Strip([0, 1, 2])`, as CGSuite prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cells: Vec<String> = self.0.iter().map(i8::to_string).collect();
        write!(f, "Strip([{}])", cells.join(", "))
    }
}

fn strip(cells: Vec<i8>) -> Value {
    Value::Strip(Rc::new(Strip(cells)))
}

/// The strip of argument `i`.
fn cells<'c>(call: &'c Call<'_>, i: usize) -> Run<&'c [i8]> {
    match &call.args[i].value {
        Value::Strip(s) => Ok(&s.0),
        other => Err(call.fail(
            i,
            format!("{} takes a strip, not {}", call.name, other.kind()),
        )),
    }
}

/// The text of argument `i`.
fn text<'c>(call: &'c Call<'_>, i: usize) -> Run<&'c str> {
    match &call.args[i].value {
        Value::Str(s) => Ok(s),
        other => Err(call.fail(
            i,
            format!("{} takes a string here, not {}", call.name, other.kind()),
        )),
    }
}

/// A whole number argument as an `i64` (a clear error when it is huge).
fn whole(call: &Call<'_>, i: usize) -> Run<i64> {
    let a = &call.args[i];
    let n = integer(&a.value, a.at)?;
    n.to_i64()
        .ok_or_else(|| call.fail(i, format!("{n} is out of range here")))
}

/// A cell's value: from -128 to 127.
fn cell_value(call: &Call<'_>, value: &Value, i: usize) -> Run<i8> {
    let n = integer(value, call.args[i].at)?;
    n.to_i64()
        .and_then(|k| i8::try_from(k).ok())
        .ok_or_else(|| call.fail(i, format!("a strip's cells are from -128 to 127, not {n}")))
}

/// A position (from 1) in a strip of `len` cells.
fn place(call: &Call<'_>, value: &Value, i: usize, len: usize) -> Run<usize> {
    let n = integer(value, call.args[i].at)?;
    n.to_u64()
        .and_then(|k| usize::try_from(k).ok())
        .filter(|&k| (1..=len).contains(&k))
        .ok_or_else(|| call.fail(i, format!("index {n} is outside 1..{len} of the strip")))
}

/// `s[i]`: the cell at `i` (from 1).
pub(super) fn index(s: &Strip, i: &Value, at: usize) -> Run<Value> {
    let n = integer(i, at)?;
    n.to_u64()
        .and_then(|k| usize::try_from(k).ok())
        .filter(|&k| (1..=s.0.len()).contains(&k))
        .map(|k| Value::Game(Game::integer(i64::from(s.0[k - 1]))))
        .ok_or_else(|| {
            Fail::At(
                at,
                format!("index {n} is outside 1..{} of the strip", s.0.len()),
            )
        })
}

fn empty(call: &Call<'_>) -> Run<Value> {
    let n = whole(call, 0)?;
    match usize::try_from(n) {
        Ok(len) if len <= MAX_STRIP => Ok(strip(vec![0; len])),
        _ => Err(call.fail(0, format!("a strip has 0 to {MAX_STRIP} cells, not {n}"))),
    }
}

fn parse(call: &Call<'_>) -> Run<Value> {
    let chars: Vec<char> = text(call, 1)?.chars().collect();
    let mut out = Vec::new();
    for c in text(call, 0)?.chars() {
        let lower = c.to_lowercase().next().unwrap_or(c);
        let k = chars.iter().position(|&x| x == lower).ok_or_else(|| {
            call.fail(
                0,
                format!(
                    "'{c}' is not one of the strip's characters \"{}\"",
                    text(call, 1).unwrap_or("")
                ),
            )
        })?;
        let cell =
            i8::try_from(k).map_err(|_| call.fail(1, "at most 128 characters name the cells"))?;
        out.push(cell);
    }
    Ok(strip(out))
}

/// `s.Updated(i, v)` or `s.Updated({i => v, ...})`.
fn updated(call: &Call<'_>) -> Run<Value> {
    let mut out = cells(call, 0)?.to_vec();
    let changes: Vec<(Value, Value)> = match call.args.len() {
        3 => vec![(call.args[1].value.clone(), call.args[2].value.clone())],
        _ => super::maps::entries(call, 1)?,
    };
    let value_arg = call.args.len() - 1;
    for (k, v) in changes {
        let i = place(call, &k, 1, out.len())?;
        out[i - 1] = cell_value(call, &v, value_arg)?;
    }
    Ok(strip(out))
}

/// `s.UpdatedRange(a, b, v)`: cells `a` to `b` (clamped to the strip) set
/// to `v`.
fn updated_range(call: &Call<'_>) -> Run<Value> {
    let mut out = cells(call, 0)?.to_vec();
    let len = out.len() as i64;
    let (a, b) = (whole(call, 1)?.max(1), whole(call, 2)?.min(len));
    let v = cell_value(call, &call.args[3].value, 3)?;
    for k in a..=b {
        out[(k - 1) as usize] = v;
    }
    Ok(strip(out))
}

/// `s.Substrip(a, b)`: cells `a` to `b`, empty when `b < a`.
fn substrip(call: &Call<'_>) -> Run<Value> {
    let all = cells(call, 0)?;
    let (a, b) = (whole(call, 1)?, whole(call, 2)?);
    if b < a {
        return Ok(strip(Vec::new()));
    }
    let len = all.len() as i64;
    if a < 1 || a > len || b > len {
        return Err(call.fail(1, format!("{a}..{b} is outside 1..{len} of the strip")));
    }
    Ok(strip(all[(a - 1) as usize..b as usize].to_vec()))
}

/// `s.Decomposition(v)`: the runs of cells between cells equal to `v`
/// (empty runs left out).
fn decomposition(call: &Call<'_>) -> Run<Value> {
    let wall = cell_value(call, &call.args[1].value, 1)?;
    let parts = cells(call, 0)?
        .split(|&c| c == wall)
        .filter(|run| !run.is_empty())
        .map(|run| strip(run.to_vec()));
    Ok(Value::list(parts.collect()))
}

/// `s.ToString(chars)`: each cell as the character at its place.
fn to_string(call: &Call<'_>) -> Run<Value> {
    let chars: Vec<char> = text(call, 1)?.chars().collect();
    let mut out = String::new();
    for &c in cells(call, 0)? {
        let ch = usize::try_from(c)
            .ok()
            .and_then(|k| chars.get(k))
            .ok_or_else(|| {
                call.fail(
                    1,
                    format!(
                        "the cell {c} has no character in \"{}\"",
                        text(call, 1).unwrap_or("")
                    ),
                )
            })?;
        out.push(*ch);
    }
    Ok(Value::Str(out.into()))
}

/// CGSuite's strips, as `help` lists them.
pub(super) const FUNCTIONS: &[Function] = &[
    f(
        "strip.empty",
        &[],
        "Strip.Empty(n)",
        "a strip of n cells, each 0",
        "Strip.Empty(4)",
        SOURCE,
        (1, 1),
        |_, call| empty(call),
    ),
    f(
        "strip.parse",
        &[],
        "Strip.Parse(text, chars)",
        "a strip from text: each cell the place (from 0) of its character in chars",
        "Strip.Parse(\".ab.\", \".ab\")",
        SOURCE,
        (2, 2),
        |_, call| parse(call),
    ),
    f(
        "findall",
        &[],
        "s.FindAll(v)",
        "the positions (from 1) of the cells equal to v",
        "Strip.Parse(\".a.a\", \".a\").FindAll(1)",
        SOURCE,
        (2, 2),
        |_, call| {
            let v = cell_value(call, &call.args[1].value, 1)?;
            let at = cells(call, 0)?.iter().enumerate().filter(|(_, c)| **c == v);
            Ok(Value::list(
                at.map(|(i, _)| Value::Game(Game::integer(i as i64 + 1)))
                    .collect(),
            ))
        },
    ),
    f(
        "decomposition",
        &[],
        "s.Decomposition(v)",
        "the runs of cells between the cells equal to v, as strips",
        "Strip.Parse(\"ab.ba\", \".ab\").Decomposition(0)",
        SOURCE,
        (2, 2),
        |_, call| match call.args[0].value {
            Value::Graph(_) => super::graphs::decomposition(call),
            _ => decomposition(call),
        },
    ),
    f(
        "substrip",
        &[],
        "s.Substrip(a, b)",
        "the cells a to b, as a strip (empty when b < a)",
        "Strip.Parse(\".abba\", \".ab\").Substrip(2, 3)",
        SOURCE,
        (3, 3),
        |_, call| substrip(call),
    ),
    f(
        "updatedrange",
        &[],
        "s.UpdatedRange(a, b, v)",
        "the strip with cells a to b set to v",
        "Strip.Empty(5).UpdatedRange(2, 3, 1)",
        SOURCE,
        (4, 4),
        |_, call| updated_range(call),
    ),
];

/// `s.Updated(…)` on a strip (the collection method dispatches here).
pub(super) fn updated_strip(call: &Call<'_>) -> Run<Value> {
    updated(call)
}

/// `s.ToString(chars)` on a strip (the string method dispatches here).
pub(super) fn to_string_strip(call: &Call<'_>) -> Run<Value> {
    to_string(call)
}
