//! A statement's answer as a JSON document body (`docs/schema/repl.json`):
//! the one place its fields are built. `conway repl --json` prints one per
//! statement and `conway serve` answers worksheet cells with them; a front
//! end adds the `"schema"` field with [`crate::schema::document`].

use super::{Output, Value};
use serde_json::{json, Value as Json};

/// The answer `output` of the statement on `line`: its value (or the name
/// assigned, or the function defined).
///
/// ```
/// use conway::worksheet::{document, Worksheet};
/// let mut w = Worksheet::new();
/// let out = w.eval_line("g := {1|*}").unwrap();
/// assert_eq!(document::answer(1, &out), serde_json::json!({"line": 1, "name": "g", "value": "{1|*}"}));
/// let out = w.eval_line("[g, 1 < 2]").unwrap();
/// assert_eq!(document::answer(2, &out)["value"], serde_json::json!(["{1|*}", true]));
/// ```
pub fn answer(line: usize, output: &Output) -> Json {
    match output {
        Output::Assigned { name, value } => {
            json!({"line": line, "name": name, "value": value_json(value)})
        }
        Output::Defined(name) => json!({"line": line, "defined": name}),
        Output::Nothing | Output::Quit => json!({"line": line, "value": null}),
        other => {
            json!({"line": line, "value": other.value().map_or(Json::Null, |v| value_json(&v))})
        }
    }
}

/// A value as JSON: games as strings in the notation, lists as arrays.
fn value_json(v: &Value) -> Json {
    match v {
        Value::Bool(b) => Json::Bool(*b),
        Value::List(items) | Value::Set(items) => {
            Json::Array(items.iter().map(value_json).collect())
        }
        Value::Nothing => Json::Null,
        // As `conway grundy --json` writes a sequence.
        Value::Sequence(s) => s.report.to_json(&s.game, &s.game),
        other => Json::String(other.to_string()),
    }
}
