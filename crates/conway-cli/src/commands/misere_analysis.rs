//! `conway analyze --misere RULESET POSITION`: the misère outcome (the last
//! player to move loses) and winning moves of an impartial position, with
//! its misère simplest form or its components' genera.

use super::analyze::outcome_words;
use crate::failure::Failure;
use crate::limits::Limits;
use crate::output::{emit, json_line};
use conway::misere::MisereError;
use conway::rulesets::misere_analysis::MisereAnalysis;
use conway::rulesets::{document, Position, Ruleset};

pub fn run(
    rules: &dyn Ruleset,
    position: &dyn Position,
    limits: &Limits,
    json: bool,
) -> Result<(), Failure> {
    let watch = limits.watch(&format!(
        "analysing a {} position in misère play",
        rules.name()
    ));
    let analysis = match position.misere().map(|m| m.analyze_misere(watch.control())) {
        None => return Err(Failure::input("--misere", document::no_misere(rules))),
        Some(Ok(a)) => a,
        Some(Err(MisereError::Stopped(stop))) => return Err(watch.stopped(stop)),
        Some(Err(e @ MisereError::Cycle)) => return Err(Failure::input("position", e)),
    };
    let text = match watch.watched(|| report(rules, position, &analysis, json)) {
        Ok(text) => text,
        Err(stop) => return Err(watch.stopped(stop)),
    };
    drop(watch);
    emit(&text)
}

fn report(rules: &dyn Ruleset, position: &dyn Position, a: &MisereAnalysis, json: bool) -> String {
    let genera: Vec<String> = a
        .component_forms
        .iter()
        .map(|g| g.genus().to_string())
        .collect();
    if json {
        return json_line(document::misere_analysis(rules, position, a));
    }
    let mut out = format!(
        "{} ({}), misère play\n{}\n",
        rules.name(),
        rules.kind(),
        position.render()
    );
    match a.form {
        Some(g) => out += &format!("misère value: {g}\ngenus: {}\n", g.genus()),
        None if genera.is_empty() => {}
        None => out += &format!("component genera: {}\n", genera.join(" + ")),
    }
    out += &format!("outcome: {} ({})\n", a.outcome, outcome_words(a.outcome));
    if a.winning_moves.is_empty() {
        out += "winning moves: none\n";
    } else {
        out += &format!("winning moves: {}\n", a.winning_moves.join(", "));
    }
    out += &format!("method: {}\n", a.method);
    out
}
