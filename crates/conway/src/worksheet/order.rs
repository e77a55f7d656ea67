//! CGSuite's universal order of values (`UniversalOrdering`), in which its
//! sets are sorted and printed: short games first (numbers ascending,
//! then nimbers, then uptimals, then the rest by their sorted options, as
//! options are printed), then loopy values, misère games, true and false,
//! players, strings, lists (element by element, the shorter first),
//! sets and maps, then grids; nothing comes before everything.
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! let set = w.eval_line("{3, \"foo\", [], true, *2, +-6, 1/2}").unwrap();
//! assert_eq!(set.to_string(), "{1/2, 3, *2, +-6, true, \"foo\", []}");
//! ```

use super::data::Value;
use super::grid_games::Grid;
use crate::misere::phylum_order;
use crate::value::notation::option_order;
use std::cmp::Ordering;

/// Where a kind of value goes among the others.
fn rank(v: &Value) -> u8 {
    match v {
        Value::Nothing => 0,
        Value::Game(_) | Value::Rational(_) | Value::Surreal(_) | Value::TransfiniteNimber(_) => 1,
        Value::Loopy(_) => 2,
        Value::Misere(_) => 3,
        Value::Bool(_) => 4,
        Value::Player(_) => 5,
        Value::Str(_) => 6,
        Value::List(_) | Value::Range(..) | Value::Sequence(_) => 7,
        Value::Set(_) => 8,
        Value::Map(_) => 9,
        Value::Mutable(_) => 10,
        Value::Strip(_) => 11,
        Value::Grid(_) => 12,
        Value::Graph(_) | Value::Vertex(_) | Value::Edge(_) => 13,
        Value::Function(_) | Value::Lambda(_) => 14,
        Value::Position(_) | Value::Explicit(_) | Value::HeapRules(_) | Value::Genus(_) => 15,
    }
}

/// CGSuite's order of two values (a total order: equal only when equal).
pub(crate) fn universal(a: &Value, b: &Value) -> Ordering {
    match (a, b) {
        (Value::Game(x), Value::Game(y)) => option_order(*x, *y),
        // Numbers, dyadic or not, by value before every other game.
        (Value::Rational(_), Value::Game(g)) if !g.is_number() => Ordering::Less,
        (Value::Game(g), Value::Rational(_)) if !g.is_number() => Ordering::Greater,
        (Value::Surreal(_), _) | (_, Value::Surreal(_)) if rank(a) == rank(b) => {
            super::transfinite::order(a, b)
        }
        (Value::TransfiniteNimber(x), Value::TransfiniteNimber(y)) => x.cmp(y),
        (Value::TransfiniteNimber(_), _) => Ordering::Greater,
        (_, Value::TransfiniteNimber(_)) => Ordering::Less,
        (Value::Rational(_), _) | (_, Value::Rational(_)) if rank(a) == rank(b) => {
            a.as_rational().cmp(&b.as_rational())
        }
        (Value::Misere(x), Value::Misere(y)) => phylum_order(*x, *y),
        (Value::Bool(x), Value::Bool(y)) => x.cmp(y),
        (Value::Player(x), Value::Player(y)) => (*x as u8).cmp(&(*y as u8)),
        (Value::Str(x), Value::Str(y)) => x.cmp(y),
        (Value::Set(x), Value::Set(y)) => sequence(x, y),
        (Value::Map(x), Value::Map(y)) => {
            let flat = |m: &[(Value, Value)]| -> Vec<Value> {
                m.iter().flat_map(|(k, v)| [k.clone(), v.clone()]).collect()
            };
            sequence(&flat(x), &flat(y))
        }
        (Value::Grid(x), Value::Grid(y)) => grids(x, y),
        (
            Value::List(_) | Value::Range(..) | Value::Sequence(_),
            Value::List(_) | Value::Range(..) | Value::Sequence(_),
        ) => sequence(
            &a.items().unwrap_or_default(),
            &b.items().unwrap_or_default(),
        ),
        (Value::Loopy(_), Value::Loopy(_))
        | (Value::Mutable(_), Value::Mutable(_))
        | (Value::Strip(_), Value::Strip(_))
        | (
            Value::Graph(_) | Value::Vertex(_) | Value::Edge(_),
            Value::Graph(_) | Value::Vertex(_) | Value::Edge(_),
        )
        | (Value::Function(_) | Value::Lambda(_), Value::Function(_) | Value::Lambda(_))
        | (
            Value::Position(_) | Value::Explicit(_) | Value::HeapRules(_) | Value::Genus(_),
            Value::Position(_) | Value::Explicit(_) | Value::HeapRules(_) | Value::Genus(_),
        ) => a.to_string().cmp(&b.to_string()),
        _ => rank(a).cmp(&rank(b)),
    }
}

/// Grids by their board's text, then by size and settings (the text of a
/// board with no row or no column is empty whatever its size).
fn grids(a: &Grid, b: &Grid) -> Ordering {
    let key = |g: &Grid| {
        let b = g.board();
        let settings = (g.symmetries().name(), g.adjacency().name());
        (b.to_string(), b.rows(), b.cols(), settings)
    };
    key(a).cmp(&key(b))
}

/// Element by element; the shorter first when one starts the other.
fn sequence(a: &[Value], b: &[Value]) -> Ordering {
    a.iter()
        .zip(b)
        .map(|(x, y)| universal(x, y))
        .find(|o| o.is_ne())
        .unwrap_or_else(|| a.len().cmp(&b.len()))
}

/// `items` sorted in the universal order, each once.
pub(crate) fn sorted_set(mut items: Vec<Value>) -> Vec<Value> {
    items.sort_by(universal);
    items.dedup_by(|a, b| universal(a, b).is_eq());
    items
}
