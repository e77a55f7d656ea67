//! Loopy values for `conway value` and `conway compare`: an expression the
//! worksheet cannot read (it knows short games only) is read with the loopy
//! notation (`{pass|}`, `a{0|a}`, `on`, `over`, `upon`, `dud`, …).

use super::analyze::position_text;
use crate::failure::Failure;
use conway::loopy::{notation, LoopyGame, LoopyOutcome, Play};
use serde_json::{json, Value};

/// The argument read as a loopy game, if it is one (`-`, standard input,
/// was read already by the short reader and is not read again).
pub fn loopy_expression(arg: &str) -> Option<(String, LoopyGame)> {
    if arg == "-" {
        return None;
    }
    let text = position_text(arg, false).ok()?;
    let g = notation::parse(&text).ok()?;
    Some((text.trim().to_string(), g))
}

/// What `conway value` says of a loopy game.
pub struct LoopyReport {
    input: String,
    value: String,
    outcome: LoopyOutcome,
    stopper: bool,
}

fn play_words(p: Play) -> &'static str {
    match p {
        Play::LeftWins => "Left wins",
        Play::RightWins => "Right wins",
        Play::Draw => "a draw (play goes on for ever)",
    }
}

impl LoopyReport {
    pub fn new(input: String, g: &LoopyGame) -> LoopyReport {
        LoopyReport {
            input,
            value: g.to_string(),
            outcome: g.outcome(),
            stopper: g.is_stopper(),
        }
    }

    pub fn to_json(&self) -> Value {
        json!({
            "input": self.input,
            "canonical": self.value,
            "outcome": self.outcome.to_string(),
            "stopper": self.stopper,
        })
    }

    pub fn to_text(&self) -> String {
        let form = if self.stopper {
            "simplest form"
        } else {
            "game graph"
        };
        let mut out = format!("{}\n  {form:<16}{}\n", self.input, self.value);
        out.push_str(&format!(
            "  {:<16}{} (Left first: {}; Right first: {})\n",
            "outcome",
            self.outcome,
            play_words(self.outcome.left_first),
            play_words(self.outcome.right_first)
        ));
        let kind = if self.stopper {
            "yes"
        } else {
            "no (play can alternate for ever; its onside and offside are not computed)"
        };
        out.push_str(&format!("  {:<16}{kind}\n", "stopper"));
        out
    }
}

/// The relation of two loopy games (`=`, `<`, `>`, `||`), for stoppers.
pub fn relation(a: &LoopyGame, b: &LoopyGame) -> Result<&'static str, Failure> {
    let not_stopper = |place: &str| {
        Failure::input(
            place,
            "not a stopper (play can alternate for ever): only stoppers are compared",
        )
    };
    let ge = a
        .ge(b)
        .map_err(|_| not_stopper(if a.is_stopper() { "B" } else { "A" }))?;
    let le = b.ge(a).map_err(|_| not_stopper("B"))?;
    Ok(match (ge, le) {
        (true, true) => "=",
        (true, false) => ">",
        (false, true) => "<",
        (false, false) => "||",
    })
}
