//! CGSuite's methods of strings (cgsuite.lang.String): a character by
//! position (`s[i]`, from 1), `Substring`, `ToLowerCase`, `ToUpperCase`,
//! and, through the collection method of the same name, `Updated`; and
//! `ToString` of any value.
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! assert_eq!(w.eval_line("\"Hackenbush\"[7]").unwrap().to_string(), "b");
//! assert_eq!(w.eval_line("\"Clobber\".Substring(4, 6)").unwrap().to_string(), "bbe");
//! assert_eq!(w.eval_line("\"Short\".Updated(2, \"n\")").unwrap().to_string(), "Snort");
//! ```

use super::data::Value;
use super::functions::{f, Call, Function};
use super::machine::{integer, Fail};

type Run<T> = Result<T, Fail>;

const SOURCE: &str = "CGSuite's strings (cgsuite.lang.String)";

/// A 1-based position in `len` characters, from the value `i`.
fn position(i: &Value, len: usize, at: usize) -> Run<usize> {
    let n = integer(i, at)?;
    n.to_u64()
        .and_then(|k| usize::try_from(k).ok())
        .filter(|&k| (1..=len).contains(&k))
        .ok_or_else(|| Fail::At(at, format!("index {n} is outside 1..{len} of the string")))
}

/// `s[i]`: the `i`th character (from 1), as a string.
pub(super) fn index(s: &str, i: &Value, at: usize) -> Run<Value> {
    let chars: Vec<char> = s.chars().collect();
    let k = position(i, chars.len(), at)?;
    Ok(Value::Str(chars[k - 1].to_string().into()))
}

/// The string of argument `i`.
fn text<'c>(call: &'c Call<'_>, i: usize) -> Run<&'c str> {
    match &call.args[i].value {
        Value::Str(s) => Ok(s),
        other => Err(call.fail(
            i,
            format!("{} takes a string, not {}", call.name, other.kind()),
        )),
    }
}

/// `s.Updated(i, t)`: the string with its `i`th character replaced by `t`.
pub(super) fn updated(call: &Call<'_>) -> Run<Value> {
    if call.args.len() != 3 {
        return Err(call.fail(0, "a string's Updated takes a position and a string"));
    }
    let mut chars: Vec<String> = text(call, 0)?.chars().map(String::from).collect();
    let k = position(&call.args[1].value, chars.len(), call.args[1].at)?;
    chars[k - 1] = text(call, 2)?.to_string();
    Ok(Value::Str(chars.concat().into()))
}

/// `s.Substring(i, j)`: the characters `i` to `j`, both included.
fn substring(call: &Call<'_>) -> Run<Value> {
    let chars: Vec<char> = text(call, 0)?.chars().collect();
    let from = position(&call.args[1].value, chars.len(), call.args[1].at)?;
    let to = position(&call.args[2].value, chars.len(), call.args[2].at)?;
    Ok(Value::Str(
        chars[from - 1..to.max(from - 1)]
            .iter()
            .collect::<String>()
            .into(),
    ))
}

/// CGSuite's methods of strings, as `help` lists them.
pub(super) const FUNCTIONS: &[Function] = &[
    f(
        "substring",
        &[],
        "s.Substring(i, j)",
        "the characters i to j of a string (from 1, both included)",
        "\"Clobber\".Substring(4, 6)",
        SOURCE,
        (3, 3),
        |_, call| substring(call),
    ),
    f(
        "tolowercase",
        &[],
        "s.ToLowerCase",
        "the string in lower case",
        "\"Toads and Frogs\".ToLowerCase",
        SOURCE,
        (1, 1),
        |_, call| Ok(Value::Str(text(call, 0)?.to_lowercase().into())),
    ),
    f(
        "touppercase",
        &[],
        "s.ToUpperCase",
        "the string in upper case",
        "\"Toads and Frogs\".ToUpperCase",
        SOURCE,
        (1, 1),
        |_, call| Ok(Value::Str(text(call, 0)?.to_uppercase().into())),
    ),
    f(
        "tostring",
        &[],
        "x.ToString",
        "any value as the string the worksheet prints for it (a strip's cells as the characters of chars: s.ToString(chars))",
        "(^*).ToString",
        SOURCE,
        (1, 2),
        |_, call| match call.args {
            [_] => Ok(Value::Str(call.args[0].value.to_string().into())),
            _ => super::strip::to_string_strip(call),
        },
    ),
];
