//! The board explorer's analysis: `GET /api/rulesets` lists the rulesets,
//! `POST /api/analyze` analyses a position (the document of `conway
//! analyze --json`) with its board drawn, the thermograph of its value,
//! and every legal move with the value it leads to, winning moves marked.

use crate::app::{App, Body};
use crate::failure::{self, Failure};
use crate::pool;
use axum::extract::State;
use axum::Json;
use conway::control::{self, Control, Stop};
use conway::rulesets::{self, document, Analysis, Kind, Position, Ruleset};
use conway::value::Player;
use serde::Deserialize;
use serde_json::{json, Map, Value};
use std::sync::Arc;
use std::time::Duration;

/// The most moves of a side listed with their values.
pub const MOST_MOVES: usize = 400;

/// `GET /api/rulesets`: every ruleset, as `conway rulesets --json` lists
/// it, with whether its positions are drawn.
pub async fn rulesets() -> Json<Value> {
    let list: Vec<Value> = rulesets::all()
        .iter()
        .map(|&r| {
            let mut doc = document::ruleset(r);
            if let Some(map) = doc.as_object_mut() {
                map.insert("drawn".into(), r.drawing().is_some().into());
            }
            doc
        })
        .collect();
    Json(conway::schema::document(json!({ "rulesets": list })))
}

/// A position to analyse.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Asked {
    ruleset: String,
    position: String,
    job: Option<String>,
}

/// The ruleset named `name` and the position `text` of it, or the
/// command line's one-line error.
pub fn load(name: &str, text: &str) -> Result<(&'static dyn Ruleset, Box<dyn Position>), Failure> {
    let rules = rulesets::find(name).map_err(|e| Failure::input("ruleset", e))?;
    let position = rules
        .parse(text)
        .map_err(|e| Failure::input(format!("position for {}", rules.name()), e))?;
    Ok((rules, position))
}

/// `POST /api/analyze`.
pub async fn analyze(
    State(app): State<Arc<App>>,
    Body(asked): Body<Asked>,
) -> Result<Json<Value>, Failure> {
    let timeout = app.pool.timeout();
    let job = asked.job.clone();
    let doc = app
        .pool
        .run(job.as_deref(), pool::blocking, move |control| {
            let (rules, position) = load(&asked.ruleset, &asked.position)?;
            Ok::<_, Failure>(report(rules, position.as_ref(), control, timeout))
        })
        .await??;
    Ok(Json(conway::schema::document(doc)))
}

/// The analysis of `position` with its pictures and moves; a stop keeps
/// what was found before it.
pub fn report(
    rules: &dyn Ruleset,
    position: &dyn Position,
    control: &Control,
    timeout: Duration,
) -> Value {
    let (mut doc, analysis, stop) = analysis(rules, position, control);
    let mut extra = Map::new();
    let board = rulesets::svg(rules, &position.notation()).ok();
    extra.insert("board".into(), board.into());
    let value = analysis.as_ref().and_then(|a| a.value);
    let thermograph = match (rules.kind(), value) {
        (Kind::Partizan, Some(g)) if !g.is_number() => control::watch(control, || {
            conway::picture::thermograph::svg(g, &g.thermograph()).ok()
        })
        .ok()
        .flatten(),
        _ => None,
    };
    extra.insert("thermograph".into(), thermograph.into());
    let values = !rules.can_cycle();
    let (options, move_stop) = options(rules.kind(), position, analysis.as_ref(), values, control);
    extra.insert("options".into(), options.into());
    if let Some(stop) = stop.or(move_stop) {
        failure::mark_stopped(&mut extra, stop, timeout);
    }
    if let Some(map) = doc.as_object_mut() {
        map.extend(extra);
    }
    doc
}

/// The analysis document (`conway analyze --json`), the analysis when it
/// finished, and what stopped it.
fn analysis(
    rules: &dyn Ruleset,
    position: &dyn Position,
    control: &Control,
) -> (Value, Option<Analysis>, Option<Stop>) {
    if rules.can_cycle() {
        if let Some(loopy) = position.loopy() {
            return match loopy.analyze_loopy(control) {
                Ok(a) => (document::loopy_analysis(rules, position, &a), None, None),
                Err(stop) => (heading(rules, position), None, Some(stop)),
            };
        }
    }
    match position.analyze_partially(control) {
        Ok(a) => match control::watch(control, || a.value.map(|v| v.to_string())) {
            Ok(value) => (
                document::analysis(rules, position, &a, value),
                Some(a),
                None,
            ),
            Err(stop) => (heading(rules, position), None, Some(stop)),
        },
        Err(partial) => {
            let mut doc = heading(rules, position);
            if let Some(map) = doc.as_object_mut() {
                let value = partial
                    .value
                    .and_then(|v| control::watch(control, || v.to_string()).ok());
                map.insert("value".into(), value.into());
                map.insert(
                    "outcome".into(),
                    partial.outcome.map(|o| o.to_string()).into(),
                );
            }
            (doc, None, Some(partial.stop))
        }
    }
}

/// The fields every analysis document has, before anything is known.
fn heading(rules: &dyn Ruleset, position: &dyn Position) -> Value {
    json!({
        "ruleset": rules.name(),
        "kind": rules.kind().to_string(),
        "position": position.notation(),
    })
}

/// Each side's moves with the value each leads to (when `values`: games
/// that can cycle have none) and whether it wins (as many as
/// [`MOST_MOVES`] a side), and what stopped the values.
fn options(
    kind: Kind,
    position: &dyn Position,
    a: Option<&Analysis>,
    values: bool,
    control: &Control,
) -> (Vec<Value>, Option<Stop>) {
    let sides: &[(Player, &str)] = match kind {
        Kind::Impartial => &[(Player::Left, "either")],
        Kind::Partizan => &[(Player::Left, "left"), (Player::Right, "right")],
    };
    if position
        .move_bound()
        .is_some_and(|n| n > MOST_MOVES as u128 * 4)
    {
        return (Vec::new(), None);
    }
    let mut out = Vec::new();
    let mut stop = None;
    for &(player, side) in sides {
        let winning = a.map(|a| match player {
            Player::Left => &a.left_moves,
            Player::Right => &a.right_moves,
        });
        for m in position.moves(player).into_iter().take(MOST_MOVES) {
            let value = match stop {
                _ if !values => None,
                Some(_) => None,
                None => match value_text(m.position.as_ref(), control) {
                    Ok(v) => v,
                    Err(s) => {
                        stop = Some(s);
                        None
                    }
                },
            };
            out.push(json!({
                "side": side,
                "move": m.label,
                "position": m.position.notation(),
                "value": value,
                "winning": winning.map(|w| w.contains(&m.label)),
            }));
        }
    }
    (out, stop)
}

/// The value of `position` in CGSuite's notation, if it has one.
fn value_text(position: &dyn Position, control: &Control) -> Result<Option<String>, Stop> {
    let value = position.value_with(control)?;
    control::watch(control, || value.map(|v| v.to_string()))
}
