//! The board explorer under misère play (`POST /api/analyze` with
//! `"misere": true`): `conway analyze --misere --json`'s document (the
//! misère form and genus, the outcome, the winning moves) with the board
//! drawn and every move with the misère form it leads to, the moves to
//! misère P-positions marked winning.

use crate::board::{self, Winning};
use crate::failure::{self, Failure};
use conway::control::{self, Control, Stop};
use conway::misere::MisereError;
use conway::rulesets::{document, Position, Ruleset};
use serde_json::Value;
use std::time::Duration;

/// Positions the misère form of a whole position may take when the
/// analysis decided its outcome without it (by a quotient, or by genera).
pub const FORM_BUDGET: u64 = 100_000;

/// The misère analysis of `position` with its board and moves; a stop
/// keeps the position's heading and what was found before it. A position
/// without misère play, or whose play can cycle, is bad input.
pub fn report(
    rules: &dyn Ruleset,
    position: &dyn Position,
    control: &Control,
    timeout: Duration,
) -> Result<Value, Failure> {
    let misere = position
        .misere()
        .ok_or_else(|| Failure::input("misere", document::no_misere(rules)))?;
    let (mut doc, winning, stop) = match misere.analyze_misere(control) {
        Ok(mut a) => {
            let winning = Winning {
                left: a.winning_moves.clone(),
                right: Vec::new(),
            };
            let mut stop = None;
            if a.form.is_none() {
                // Read off a quotient or decided by genera: the form of
                // the whole, when it comes within a small budget.
                match misere.misere_form(&control.part(FORM_BUDGET)) {
                    Ok(form) => a.form = Some(form),
                    Err(MisereError::Stopped(Stop::Positions(_))) | Err(MisereError::Cycle) => {}
                    Err(MisereError::Stopped(s)) => stop = Some(s),
                }
            }
            let doc = document::misere_analysis(rules, position, &a);
            (doc, Some(winning), stop)
        }
        Err(MisereError::Stopped(stop)) => {
            let mut doc = board::heading(rules, position);
            if let Some(map) = doc.as_object_mut() {
                map.insert("play".into(), "misere".into());
            }
            (doc, None, Some(stop))
        }
        Err(e @ MisereError::Cycle) => return Err(Failure::input("position", e)),
    };
    let (options, move_stop) = board::options(
        rules.kind(),
        position,
        winning.as_ref(),
        Some(&form_text),
        control,
    );
    if let Some(map) = doc.as_object_mut() {
        map.insert("kind".into(), rules.kind().to_string().into());
        map.insert("board".into(), board::board(rules, position).into());
        map.insert("thermograph".into(), Value::Null);
        map.insert("options".into(), options.into());
        if let Some(stop) = stop.or(move_stop) {
            failure::mark_stopped(map, stop, timeout);
        }
    }
    Ok(doc)
}

/// The misère simplest form of `position` in CGSuite's notation.
fn form_text(position: &dyn Position, control: &Control) -> Result<Option<String>, Stop> {
    let Some(misere) = position.misere() else {
        return Ok(None);
    };
    match misere.misere_form(control) {
        Ok(form) => control::watch(control, || Some(form.to_string())),
        Err(MisereError::Stopped(stop)) => Err(stop),
        Err(MisereError::Cycle) => Ok(None),
    }
}
