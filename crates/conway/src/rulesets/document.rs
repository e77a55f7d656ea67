//! An analysis as a JSON document (`docs/schema/analyze.json`): the one
//! place its fields are built. `conway analyze --json` prints it and
//! Python's `Position.to_dict()` returns it; the text report reads the
//! same values through [`temperature`], [`mean`] and [`own_details`].
//! The bodies here have no `"schema"` field: a front end adds it with
//! [`crate::schema::document`] when it prints or returns the document.

use crate::loopy::Play;
use crate::rulesets::loopy_position::{BestMoves, LoopyAnalysis, LoopyValue};
use crate::rulesets::misere_analysis::MisereAnalysis;
use crate::rulesets::{Analysis, Kind, Position, Ruleset};
use crate::schema::Detail;
use crate::value::Game;
use serde_json::{json, Map, Value};

/// A ruleset's description as a document body (an entry of
/// `docs/schema/rulesets.json`): `conway rulesets --json` prints it and
/// `conway serve` lists it.
///
/// ```
/// let nim = conway::rulesets::find("nim").unwrap();
/// let doc = conway::rulesets::document::ruleset(nim);
/// assert_eq!((doc["name"].as_str(), doc["kind"].as_str()), (Some("nim"), Some("impartial")));
/// ```
pub fn ruleset(r: &dyn Ruleset) -> Value {
    json!({
        "name": r.name(),
        "kind": r.kind().to_string(),
        "summary": r.summary(),
        "syntax": r.syntax(),
        "example": r.example(),
        "can_cycle": r.can_cycle(),
    })
}

/// Details a partizan report shows on their own lines (not under
/// `details`).
const SHOWN_APART: [&str; 2] = ["temperature", "mean"];

/// The analysis of `position` (a complete one) as a document body;
/// `value` is the value's text (`None` where there is none, or where a
/// front end could not print it within its limits: a value's form may be
/// huge, so the caller writes it under its own watch).
///
/// ```
/// let rules = conway::rulesets::find("domineering").unwrap();
/// let position = rules.parse("..|..").unwrap();
/// let a = position.analyze();
/// let value = a.value.map(|v| v.to_string());
/// let doc = conway::rulesets::document::analysis(rules, position.as_ref(), &a, value);
/// assert_eq!(doc["value"], "+-1");
/// assert_eq!(doc["left_moves"], serde_json::json!(["a1-a2", "b1-b2"]));
/// ```
pub fn analysis(
    rules: &dyn Ruleset,
    position: &dyn Position,
    a: &Analysis,
    value: Option<String>,
) -> Value {
    let details: Map<String, Value> = own_details(rules.kind(), a)
        .map(|d| (d.key(), d.json.clone()))
        .collect();
    let mut out = json!({
        "ruleset": rules.name(),
        "kind": rules.kind().to_string(),
        "position": position.notation(),
        "value": value,
        "outcome": a.outcome.to_string(),
    });
    let fields = match rules.kind() {
        Kind::Impartial => json!({
            "nimber": a.nimber.map(|n| n.0),
            "winning_moves": a.left_moves,
        }),
        Kind::Partizan => json!({
            "temperature": a.value.map(|v| temperature(a, v)),
            "mean": a.value.map(|v| mean(a, v)),
            "left_moves": a.left_moves,
            "right_moves": a.right_moves,
        }),
    };
    if let (Some(out), Value::Object(fields)) = (out.as_object_mut(), fields) {
        out.extend(fields);
        out.insert("details".into(), Value::Object(details));
    }
    out
}

/// The ruleset's own details of `a`, in order: for a partizan ruleset,
/// those not shown on lines of their own (temperature and mean).
pub fn own_details(kind: Kind, a: &Analysis) -> impl Iterator<Item = &Detail> {
    a.details
        .iter()
        .filter(move |d| kind == Kind::Impartial || !SHOWN_APART.contains(&d.label.as_str()))
}

/// The temperature of the value `v` as the analysis found it (computed
/// when it did not).
pub fn temperature(a: &Analysis, v: Game) -> String {
    detail(a, "temperature").unwrap_or_else(|| v.temperature().to_string())
}

/// The mean of the value `v` as the analysis found it (computed when it
/// did not).
pub fn mean(a: &Analysis, v: Game) -> String {
    detail(a, "mean").unwrap_or_else(|| v.mean().to_string())
}

fn detail(a: &Analysis, key: &str) -> Option<String> {
    a.details
        .iter()
        .find(|d| d.label == key)
        .map(|d| d.text.clone())
}

/// The analysis with draws of a position whose play can cycle, as a
/// document body.
///
/// ```
/// let rules = conway::rulesets::find("fox-and-geese").unwrap();
/// let position = rules.parse("g.g.g.|......|......|...f..").unwrap();
/// let control = conway::control::Control::unlimited();
/// let a = position.loopy().unwrap().analyze_loopy(&control).unwrap();
/// let doc = conway::rulesets::document::loopy_analysis(rules, position.as_ref(), &a);
/// assert_eq!(doc["loopy"], true);
/// assert_eq!(doc["left_first"], "left");
/// ```
pub fn loopy_analysis(rules: &dyn Ruleset, position: &dyn Position, a: &LoopyAnalysis) -> Value {
    let (value, stopper) = match &a.value {
        LoopyValue::Stopper(g) => (Some(g.to_string()), Some(true)),
        LoopyValue::Proven { value, .. } => (Some(value.to_string()), Some(true)),
        LoopyValue::Sided(s) => (Some(s.to_string()), Some(false)),
        LoopyValue::NotStopper => (None, Some(false)),
        LoopyValue::NotSimplified { stopper, .. } => (None, Some(*stopper)),
    };
    json!({
        "ruleset": rules.name(),
        "kind": rules.kind().to_string(),
        "position": position.notation(),
        "loopy": true,
        "value": value,
        "value_text": a.value.to_string(),
        "stopper": stopper,
        "outcome": a.outcome.to_string(),
        "left_first": side_name(a.outcome.left_first),
        "right_first": side_name(a.outcome.right_first),
        "left": best_moves(&a.left),
        "right": best_moves(&a.right),
        "positions": a.positions,
    })
}

/// The misère analysis of an impartial position (the last player to move
/// loses), as a document body: `conway analyze --misere --json` prints it
/// and `conway serve` shows it. `value` and `genus` are the misère simplest
/// form of the whole and its genus (`null` for a sum of tame components,
/// decided by their `component_genera`).
///
/// ```
/// use conway::control::Control;
/// let rules = conway::rulesets::find("nim").unwrap();
/// let position = rules.parse("1 1 3").unwrap();
/// let a = position.misere().unwrap().analyze_misere(&Control::unlimited()).unwrap();
/// let doc = conway::rulesets::document::misere_analysis(rules, position.as_ref(), &a);
/// assert_eq!(doc["play"], "misere");
/// // Misère Nim 1 1 3: take the 3 down to 1, leaving three single heaps
/// // (Bouton; Winning Ways ch. 13).
/// assert_eq!(doc["outcome"], "N");
/// assert_eq!(doc["winning_moves"], serde_json::json!(["heap 3: 3 -> 1"]));
/// ```
pub fn misere_analysis(rules: &dyn Ruleset, position: &dyn Position, a: &MisereAnalysis) -> Value {
    let genera: Vec<String> = a
        .component_forms
        .iter()
        .map(|g| g.genus().to_string())
        .collect();
    json!({
        "ruleset": rules.name(),
        "position": position.notation(),
        "play": "misere",
        "value": a.form.map(|g| g.to_string()),
        "genus": a.form.map(|g| g.genus().to_string()),
        "component_genera": genera,
        "outcome": a.outcome.to_string(),
        "winning_moves": a.winning_moves,
        "method": a.method,
    })
}

/// Why a position of `rules` has no misère analysis (it is not impartial,
/// or not given as a sum of moves): the message the command line and the
/// workbench give.
///
/// ```
/// let snort = conway::rulesets::find("snort").unwrap();
/// assert!(conway::rulesets::document::no_misere(snort).ends_with("snort is not one"));
/// ```
pub fn no_misere(rules: &dyn Ruleset) -> String {
    format!(
        "misère play is supported for impartial games given as sums of moves; {} is not one",
        rules.name()
    )
}

fn best_moves(side: &BestMoves) -> Value {
    json!({
        "winning": side.winning,
        "drawing": side.drawing,
        "best": side.best,
    })
}

/// Who wins with a player moving first, as the schema spells it.
fn side_name(p: Play) -> &'static str {
    match p {
        Play::LeftWins => "left",
        Play::RightWins => "right",
        Play::Draw => "draw",
    }
}
