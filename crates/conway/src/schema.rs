//! conway's JSON documents: the version every document carries, and the
//! one spelling of a key.
//!
//! Every JSON document conway writes (the command line's `--json`, and
//! Python's dicts that mirror it) is an object with `"schema": "conway/1"`
//! at the top; its shape is published as JSON Schema files in
//! `docs/schema/` and described in the guide's "JSON output" chapter.
//! Keys are snake_case ([`key`]); exact values are strings in CGSuite's
//! notation.

use serde_json::{Map, Value};

/// The version of the JSON schema, the `"schema"` field of every document.
pub const VERSION: &str = "conway/1";

/// `body` as a document: the `"schema"` field added to an object (any
/// other JSON value is put under `"result"`, so a document is always an
/// object).
///
/// ```
/// use serde_json::json;
/// let doc = conway::schema::document(json!({"value": "*"}));
/// assert_eq!(doc, json!({"schema": "conway/1", "value": "*"}));
/// ```
pub fn document(body: Value) -> Value {
    let mut map = match body {
        Value::Object(map) => map,
        other => {
            let mut map = Map::new();
            map.insert("result".into(), other);
            map
        }
    };
    map.insert("schema".into(), VERSION.into());
    Value::Object(map)
}

/// A label written for people (`"winning first moves"`, `"column a"`) as
/// a JSON key: lower case, words joined by `_`, anything but letters and
/// digits dropped.
///
/// ```
/// assert_eq!(conway::schema::key("Winning first moves"), "winning_first_moves");
/// assert_eq!(conway::schema::key("next removal"), "next_removal");
/// ```
pub fn key(label: &str) -> String {
    label
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join("_")
}

/// A ruleset's detail (a label and its text, as the text report shows
/// it) as a JSON field: the label as a [`key`], the text as it is shown
/// (a value in CGSuite's notation, a count, a player, a list).
///
/// ```
/// use serde_json::json;
/// use conway::schema::detail;
/// assert_eq!(detail("winning first moves", "81"), ("winning_first_moves".into(), json!("81")));
/// assert_eq!(detail("column a", "-1/2"), ("column_a".into(), json!("-1/2")));
/// ```
pub fn detail(label: &str, text: &str) -> (String, Value) {
    (key(label), Value::String(text.to_string()))
}
