//! `conway analyze` of positions whose play can cycle (Fox and Geese,
//! Backsliding Toads and Frogs, game graphs with cycles): who wins with
//! each player moving first, or a draw; each side's winning moves, or
//! drawing moves when it cannot win; the loopy value.

use crate::failure::Failure;
use crate::limits::Limits;
use crate::output::{emit, json_line};
use conway::loopy::LoopyOutcome;
use conway::rulesets::loopy_position::{BestMoves, LoopyAnalysis};
use conway::rulesets::{document, Position, Ruleset};

/// Analyses `position` with draws and prints the report; `None` when the
/// position's play cannot cycle (the ordinary analysis applies).
pub fn run(
    rules: &dyn Ruleset,
    position: &dyn Position,
    limits: &Limits,
    json: bool,
) -> Option<Result<(), Failure>> {
    let watch = limits.watch(&format!("analysing a {} position", rules.name()));
    let analysis = match position.loopy()?.analyze_loopy(watch.control()) {
        Ok(a) => a,
        Err(stop) => return Some(Err(watch.stopped(stop))),
    };
    drop(watch);
    let text = match json {
        true => json_line(document::loopy_analysis(rules, position, &analysis)),
        false => report_text(rules, position, &analysis),
    };
    Some(emit(&text))
}

pub use conway::play::words::play_words;

/// The outcome with draws, in words.
pub fn outcome_words(o: LoopyOutcome) -> String {
    format!(
        "Left first: {}; Right first: {}",
        play_words(o.left_first),
        play_words(o.right_first)
    )
}

fn side_text(who: &str, side: &BestMoves) -> String {
    if !side.winning.is_empty() {
        format!("{who}'s winning moves: {}\n", side.winning.join(", "))
    } else if !side.drawing.is_empty() {
        format!(
            "{who}'s winning moves: none; drawing moves: {}\n",
            side.drawing.join(", ")
        )
    } else {
        format!("{who}'s winning moves: none\n")
    }
}

fn report_text(rules: &dyn Ruleset, position: &dyn Position, a: &LoopyAnalysis) -> String {
    let mut out = format!("{} ({}, play can cycle)\n", rules.name(), rules.kind());
    let picture = position.render();
    if picture.contains('\n') {
        let indented: Vec<String> = picture.lines().map(|l| format!("  {l}")).collect();
        out += &format!("position:\n{}\n", indented.join("\n"));
    } else {
        out += &format!("position: {picture}\n");
    }
    out += &format!("value: {}\n", a.value);
    out += &format!("outcome: {} ({})\n", a.outcome, outcome_words(a.outcome));
    out += &side_text("Left", &a.left);
    out += &side_text("Right", &a.right);
    out += &format!("positions reachable: {}\n", a.positions);
    out
}
