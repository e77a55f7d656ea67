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

/// A ruleset's detail: a label for people, the text a report shows, and
/// the JSON value documents give it. Counts are JSON integers and lists
/// arrays; exact game values stay strings in CGSuite's notation (as the
/// text shows them).
///
/// ```
/// use serde_json::json;
/// use conway::schema::Detail;
/// let d = Detail::count("winning first moves", 81);
/// assert_eq!((d.key(), d.text.as_str(), &d.json), ("winning_first_moves".into(), "81", &json!(81)));
/// let d = Detail::text("column a", "-1/2");
/// assert_eq!((d.key(), d.json), ("column_a".into(), json!("-1/2")));
/// let d = Detail::counts("coin values", &[1, 2, 4], " ");
/// assert_eq!((d.text.as_str(), d.json), ("1 2 4", json!([1, 2, 4])));
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Detail {
    /// The label, as the text report shows it.
    pub label: String,
    /// The text, as the text report shows it.
    pub text: String,
    /// The value in a JSON document.
    pub json: Value,
}

impl Detail {
    /// A detail shown and given as text (a value in CGSuite's notation, a
    /// player, a sentence).
    pub fn text(label: impl Into<String>, text: impl Into<String>) -> Detail {
        let text = text.into();
        Detail {
            label: label.into(),
            json: Value::String(text.clone()),
            text,
        }
    }

    /// A count: a JSON integer.
    pub fn count(label: impl Into<String>, n: u64) -> Detail {
        Detail {
            label: label.into(),
            text: n.to_string(),
            json: n.into(),
        }
    }

    /// Counts (or nimbers) shown joined by `separator`: a JSON array of
    /// integers.
    pub fn counts(label: impl Into<String>, ns: &[u64], separator: &str) -> Detail {
        let text: Vec<String> = ns.iter().map(u64::to_string).collect();
        Detail {
            label: label.into(),
            text: text.join(separator),
            json: ns.into(),
        }
    }

    /// Texts (values in CGSuite's notation, move labels) shown joined by
    /// `separator`: a JSON array of strings.
    pub fn texts(label: impl Into<String>, items: &[String], separator: &str) -> Detail {
        Detail {
            label: label.into(),
            text: items.join(separator),
            json: items.into(),
        }
    }

    /// A detail whose text and JSON value are made apart (an array of
    /// objects, say): `json` must say what `text` says.
    pub fn shaped(label: impl Into<String>, text: impl Into<String>, json: Value) -> Detail {
        Detail {
            label: label.into(),
            text: text.into(),
            json,
        }
    }

    /// The label as a JSON key ([`key`]).
    pub fn key(&self) -> String {
        key(&self.label)
    }
}
