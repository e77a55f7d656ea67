//! Big positions in the board explorer: a position the outcome search
//! walks ([`conway::rulesets::Position::outcome_parts`]) whose canonical
//! value does not come within a small budget of positions is answered
//! "who wins" by the library's outcome search ([`conway::outcome`]) under
//! the request's control, which the page's progress line reads
//! (`GET /api/progress`) and its Stop button cancels.

use crate::board;
use crate::failure;
use conway::control::{Control, Stop};
use conway::outcome::{OutcomeSearch, Settings, SumOfTerms};
use conway::rulesets::{Position, Ruleset};
use serde_json::Value;
use std::time::Duration;

/// Positions the canonical route may take before the outcome search
/// answers instead (a fraction of a second).
pub const CANONICAL_BUDGET: u64 = 200_000;

/// Bytes of the outcome search's table for one request.
pub const TABLE_BYTES: usize = 32 << 20;

/// The outcome search's answer for `position` when its canonical value
/// does not come within `budget` positions; `None` when it does, or when
/// the search does not walk the position, or when the request was stopped
/// first (the analysis then goes on, or says it stopped, as usual).
pub fn report(
    rules: &dyn Ruleset,
    position: &dyn Position,
    budget: u64,
    control: &Control,
    timeout: Duration,
) -> Option<Value> {
    if rules.can_cycle() || position.outcome_parts().is_none() {
        return None;
    }
    match position.value_with(&control.part(budget)) {
        Err(Stop::Positions(_)) if control.poll().is_ok() => {}
        _ => return None,
    }
    let mut sum = SumOfTerms::new();
    sum.add_position(rules.name(), position, control).ok()?;
    let settings = Settings {
        table_bytes: TABLE_BYTES,
        ..Settings::default()
    };
    let mut search = OutcomeSearch::new(settings);
    let verdict = search.decide(&sum, control);
    let mut doc = board::heading(rules, position);
    let (options, _) = board::options(rules.kind(), position, None, None, control);
    if let Some(map) = doc.as_object_mut() {
        map.insert("value".into(), Value::Null);
        map.insert(
            "outcome".into(),
            verdict.outcome().map(|o| o.to_string()).into(),
        );
        map.insert(
            "outcome_search".into(),
            verdict.to_json(search.table_bytes()),
        );
        map.insert("board".into(), board::board(rules, position).into());
        map.insert("thermograph".into(), Value::Null);
        map.insert("options".into(), options.into());
        if let Some(stop) = verdict.stop {
            failure::mark_stopped(map, stop, timeout);
        }
    }
    Some(doc)
}
