//! The board explorer's analysis: `GET /api/rulesets` lists the rulesets,
//! `POST /api/analyze` analyses a position (the document of `conway
//! analyze --json`) with its board drawn, the thermograph of its value,
//! and every legal move with the value it leads to, winning moves marked.
//! Under misère play (`"misere": true`) the document is `conway analyze
//! --misere --json`'s and each move leads to a misère form
//! ([`crate::misere`]); a position the outcome search walks whose
//! canonical value does not come within a small budget is answered by the
//! outcome search ([`crate::outcome`]).

use crate::app::{App, Body};
use crate::failure::{self, Failure};
use crate::{misere, outcome, pool};
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
    /// Misère play: the last player to move loses.
    #[serde(default)]
    misere: bool,
    /// Positions the canonical route may take before the outcome search
    /// answers who wins (for positions the search walks).
    canonical_budget: Option<u64>,
    job: Option<String>,
}

/// Which moves win, for each side (impartial games: `left` only).
#[derive(Default)]
pub struct Winning {
    /// Left's winning moves (the mover's, in an impartial game).
    pub left: Vec<String>,
    /// Right's winning moves.
    pub right: Vec<String>,
}

/// How the value a move leads to is found and written, if at all.
pub type ValueOf<'a> = &'a dyn Fn(&dyn Position, &Control) -> Result<Option<String>, Stop>;

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
    let budget = asked.canonical_budget.unwrap_or(outcome::CANONICAL_BUDGET);
    let doc = app
        .pool
        .run(job.as_deref(), pool::blocking, move |control| {
            let (rules, position) = load(&asked.ruleset, &asked.position)?;
            if asked.misere {
                return misere::report(rules, position.as_ref(), control, timeout);
            }
            if let Some(doc) = outcome::report(rules, position.as_ref(), budget, control, timeout) {
                return Ok(doc);
            }
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
    let (mut doc, analysis, winning, stop) = analysis(rules, position, control);
    let mut extra = Map::new();
    extra.insert("board".into(), board(rules, position).into());
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
    let value_of: Option<ValueOf> = match rules.can_cycle() {
        true => None,
        false => Some(&value_text),
    };
    let (options, move_stop) = options(rules.kind(), position, winning.as_ref(), value_of, control);
    extra.insert("options".into(), options.into());
    if let Some(stop) = stop.or(move_stop) {
        failure::mark_stopped(&mut extra, stop, timeout);
    }
    if let Some(map) = doc.as_object_mut() {
        map.extend(extra);
    }
    doc
}

/// The board of `position`, drawn, if its ruleset draws its positions.
pub fn board(rules: &dyn Ruleset, position: &dyn Position) -> Option<String> {
    rulesets::svg(rules, &position.notation()).ok()
}

/// The analysis document (`conway analyze --json`), the analysis when it
/// finished, the winning moves when known, and what stopped it.
fn analysis(
    rules: &dyn Ruleset,
    position: &dyn Position,
    control: &Control,
) -> (Value, Option<Analysis>, Option<Winning>, Option<Stop>) {
    if rules.can_cycle() {
        if let Some(loopy) = position.loopy() {
            return match loopy.analyze_loopy(control) {
                Ok(a) => {
                    let winning = Winning {
                        left: a.left.winning.clone(),
                        right: a.right.winning.clone(),
                    };
                    let doc = document::loopy_analysis(rules, position, &a);
                    (doc, None, Some(winning), None)
                }
                Err(stop) => (heading(rules, position), None, None, Some(stop)),
            };
        }
    }
    match position.analyze_partially(control) {
        Ok(a) => match control::watch(control, || a.value.map(|v| v.to_string())) {
            Ok(value) => {
                let winning = Winning {
                    left: a.left_moves.clone(),
                    right: a.right_moves.clone(),
                };
                let doc = document::analysis(rules, position, &a, value);
                (doc, Some(a), Some(winning), None)
            }
            Err(stop) => (heading(rules, position), None, None, Some(stop)),
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
            (doc, None, None, Some(partial.stop))
        }
    }
}

/// The fields every analysis document has, before anything is known.
pub fn heading(rules: &dyn Ruleset, position: &dyn Position) -> Value {
    json!({
        "ruleset": rules.name(),
        "kind": rules.kind().to_string(),
        "position": position.notation(),
    })
}

/// Each side's moves with the value each leads to (found by `value_of`;
/// none without it: games that can cycle have none) and whether it wins
/// (`null` where that is not known), as many as [`MOST_MOVES`] a side,
/// and what stopped the values.
pub fn options(
    kind: Kind,
    position: &dyn Position,
    winning: Option<&Winning>,
    value_of: Option<ValueOf>,
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
        let winning = winning.map(|w| match player {
            Player::Left => &w.left,
            Player::Right => &w.right,
        });
        for m in position.moves(player).into_iter().take(MOST_MOVES) {
            let value = match (stop, value_of) {
                (None, Some(value_of)) => {
                    value_of(m.position.as_ref(), control).unwrap_or_else(|s| {
                        stop = Some(s);
                        None
                    })
                }
                _ => None,
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
