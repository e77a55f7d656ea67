//! `outcome(…)` of positions by the outcome search ([`crate::outcome`]).
//!
//! A ruleset call written among the terms of `outcome` — as an argument,
//! or summed with `+` inside one — is not valued: its position joins the
//! sum as it is, and the search decides who wins with Left first and with
//! Right first, and names a winning move, without the canonical form of
//! the whole. Every other term is evaluated as usual and must be a game.
//! So `outcome(clobber("xoxoxoxoxoxoxoxoxoxo"))` and
//! `outcome(clobber("xoxo") + domineering("..|.."), {1|*})` are searched,
//! while `outcome({1|*})` (no position) keeps the plain outcome class of
//! the game.

use super::data::Value;
use super::functions::{call_name, inside_string, ruleset, Arg};
use super::machine::Fail;
use super::syntax::{BinOp, Expr, Kind};
use crate::control::Control;
use crate::outcome::{
    default_threads, Answer, OutcomeSearch, Settings, SumOfTerms, TermError, Verdict,
};
use crate::rulesets::{Position, Ruleset};
use crate::value::{Outcome, Player};
use std::fmt::Write;

/// Bytes of the search's transposition table in the worksheet.
const TABLE_BYTES: usize = 32 << 20;

/// One term of the sum, as written.
pub(super) enum Leaf<'p> {
    /// `ruleset("position")`: the call and its one argument.
    Position {
        rules: &'static dyn Ruleset,
        call: &'p Expr,
        arg: &'p Expr,
    },
    /// Any other expression; its value must be a game.
    Value(&'p Expr),
}

impl<'p> Leaf<'p> {
    /// The expression whose value the machine computes for this term: the
    /// position's text, or the value.
    pub(super) fn expr(&self) -> &'p Expr {
        match self {
            Leaf::Position { arg, .. } => arg,
            Leaf::Value(e) => e,
        }
    }
}

/// The terms of `name(args)` when it is a call of `outcome` with at least
/// one position among its terms; `None` otherwise (an ordinary call).
pub(super) fn search_terms<'p>(name: &str, args: &'p [Expr]) -> Option<Vec<Leaf<'p>>> {
    if !name.eq_ignore_ascii_case("outcome") {
        return None;
    }
    let mut leaves = Vec::new();
    let mut cgsuite_positions = false;
    // The sums' trees on an explicit stack, leftmost term first.
    let mut stack: Vec<&Expr> = args.iter().rev().collect();
    while let Some(e) = stack.pop() {
        match &e.kind {
            Kind::Binary(BinOp::Add, a, b) => {
                stack.push(b);
                stack.push(a);
            }
            Kind::Call(r, call_args) if call_args.len() == 1 && ruleset(r).is_some() => {
                leaves.push(Leaf::Position {
                    rules: ruleset(r).expect("checked"),
                    call: e,
                    arg: &call_args[0],
                });
            }
            Kind::Call(r, _) if r.starts_with("game.") => {
                // CGSuite's `game.grid.Domineering("..")`: a position
                // once evaluated.
                cgsuite_positions = true;
                leaves.push(Leaf::Value(e));
            }
            _ => leaves.push(Leaf::Value(e)),
        }
    }
    (cgsuite_positions || leaves.iter().any(|l| matches!(l, Leaf::Position { .. })))
        .then_some(leaves)
}

/// Decides the sum of `leaves`, whose values (in order) are `values`, on
/// `threads` threads (`None`: [`default_threads`]), and describes the
/// verdict; a limit leaves what was proved in the text.
pub(super) fn decide(
    leaves: &[Leaf<'_>],
    values: Vec<Value>,
    threads: Option<usize>,
    control: &Control,
) -> Result<Value, Fail> {
    let mut sum = SumOfTerms::new();
    for (leaf, value) in leaves.iter().zip(values) {
        let arg = Arg {
            value,
            at: leaf.expr().at,
        };
        match leaf {
            Leaf::Position { rules, call, .. } => {
                add_position(&mut sum, *rules, call, &arg, control)?
            }
            Leaf::Value(_) => match &arg.value {
                Value::Game(g) => sum.add_value(g.to_string(), *g),
                Value::Position(p) => {
                    let name = call_name(p.ruleset);
                    add_to_sum(
                        &mut sum,
                        p.to_string(),
                        p.position(),
                        &name,
                        arg.at,
                        control,
                    )?
                }
                other => {
                    return Err(Fail::At(
                        arg.at,
                        format!(
                            "outcome adds games and positions, not {} ({})",
                            other.kind(),
                            super::machine::brief(other)
                        ),
                    ))
                }
            },
        }
    }
    let settings = Settings {
        table_bytes: TABLE_BYTES,
        threads: threads.unwrap_or_else(default_threads),
        ..Settings::default()
    };
    let verdict = OutcomeSearch::new(settings).decide(&sum, control);
    Ok(Value::Str(verdict_text(&verdict).into()))
}

/// Adds the position `rules(arg)` to `sum`.
fn add_position(
    sum: &mut SumOfTerms,
    rules: &dyn Ruleset,
    call: &Expr,
    arg: &Arg,
    control: &Control,
) -> Result<(), Fail> {
    let name = call_name(rules);
    let Value::Str(text) = &arg.value else {
        return Err(Fail::At(
            call.at,
            format!(
                "{name} takes one position in double quotes, as in {name}(\"{}\")",
                rules.example()
            ),
        ));
    };
    let position = rules
        .parse(text)
        .map_err(|e| inside_string(arg, text, &e, &format!("{name} position")))?;
    let label = format!("{name}(\"{text}\")");
    add_to_sum(sum, label, position.as_ref(), &name, call.at, control)
}

/// Adds `position` (a position of the ruleset called `name`) to `sum`.
fn add_to_sum(
    sum: &mut SumOfTerms,
    label: String,
    position: &dyn Position,
    name: &str,
    at: usize,
    control: &Control,
) -> Result<(), Fail> {
    sum.add_position(label, position, control)
        .map_err(|e| match e {
            TermError::Stopped(stop) => Fail::Stopped(stop),
            TermError::NoValue => Fail::At(at, format!("{name} positions cannot join a sum: {e}")),
        })
}

/// The verdict in words: the outcome class as `outcome(g)` writes it, then
/// each first player's answer with a winning move.
fn verdict_text(verdict: &Verdict) -> String {
    let mut out = match verdict.outcome() {
        Some(o) => format!("{o} ({})", class_words(o)),
        None => match &verdict.stop {
            Some(stop) => format!("undecided ({stop})"),
            None => "undecided".to_string(),
        },
    };
    for player in [Player::Left, Player::Right] {
        let _ = write!(
            out,
            "\n  {} first: {}",
            player.name(),
            answer_text(verdict.first(player))
        );
    }
    out
}

/// What an outcome class means, as `outcome(g)` says it.
pub(super) fn class_words(o: Outcome) -> &'static str {
    match o {
        Outcome::L => "Left wins, whoever starts",
        Outcome::R => "Right wins, whoever starts",
        Outcome::N => "the first player to move wins",
        Outcome::P => "the second player to move wins",
    }
}

fn answer_text(answer: &Answer) -> String {
    match (answer.winner, &answer.winning_move) {
        (None, _) => "undecided".to_string(),
        (Some(w), None) => format!("{} wins", w.name()),
        (Some(w), Some(m)) => {
            let mut s = format!("{} wins, e.g. {} in {}", w.name(), m.label, m.term_name);
            if m.term.is_none() {
                let _ = write!(s, " ({})", m.component);
            } else if !m.term_name.contains(&format!("\"{}\"", m.component)) {
                let _ = write!(s, " (the part {})", m.component);
            }
            s
        }
    }
}
