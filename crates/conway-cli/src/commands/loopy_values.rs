//! Loopy values for `conway value` and `conway compare`: what the worksheet
//! gives for a loopy expression (names of a script included), or a literal
//! in the loopy notation (`{pass|}`, `a{0|a}`, `on`, `over`, `upon`, `dud`,
//! …), or a sided value `A & B`.

use super::analyze::position_text;
use crate::failure::Failure;
use conway::loopy::{notation, sided, LoopyGame, LoopyOutcome, Play, SidedValue};
use serde_json::{json, Value};
use std::fmt;

/// A loopy expression as read: a game, or a sided value `A & B`.
pub enum LoopyValue {
    /// A game (a graph).
    Game(LoopyGame),
    /// `A & B`.
    Sided(SidedValue),
}

impl fmt::Display for LoopyValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopyValue::Game(g) => g.fmt(f),
            LoopyValue::Sided(s) => s.fmt(f),
        }
    }
}

impl From<&conway::worksheet::Loopy> for LoopyValue {
    fn from(value: &conway::worksheet::Loopy) -> LoopyValue {
        match value {
            conway::worksheet::Loopy::Game(g) => LoopyValue::Game(g.clone()),
            conway::worksheet::Loopy::Sided(s) => LoopyValue::Sided(s.clone()),
        }
    }
}

impl From<conway::value::Game> for LoopyValue {
    fn from(game: conway::value::Game) -> LoopyValue {
        LoopyValue::Game(LoopyGame::from_game(game))
    }
}

impl LoopyValue {
    /// The kind, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            LoopyValue::Game(g) if g.is_stopper() => "a stopper",
            LoopyValue::Game(_) => "a loopy game",
            LoopyValue::Sided(_) => "a sided value",
        }
    }

    /// Its sides (sidling a game that is not a stopper).
    fn sides(&self) -> Result<SidedValue, String> {
        match self {
            LoopyValue::Game(g) => g.sides().map_err(|e| e.to_string()),
            LoopyValue::Sided(s) => Ok(s.clone()),
        }
    }
}

/// The argument read as a loopy game or sided value, if it is one (`-`,
/// standard input, was read already by the short reader and is not read
/// again).
pub fn loopy_expression(arg: &str) -> Option<(String, LoopyValue)> {
    if arg == "-" {
        return None;
    }
    let text = position_text(arg, false).ok()?;
    let value = if text.contains('&') {
        LoopyValue::Sided(sided::parse(&text).ok()?)
    } else {
        LoopyValue::Game(notation::parse(&text).ok()?)
    };
    Some((text.trim().to_string(), value))
}

/// What `conway value` says of a loopy game.
pub struct LoopyReport {
    input: String,
    /// The game as printed, if it is a game.
    form: Option<String>,
    /// `A & B`, or why sidling found no sides.
    sides: Result<String, String>,
    outcome: Option<LoopyOutcome>,
    stopper: bool,
    /// Left and Right stops, of a stopper.
    stops: Option<(String, String)>,
    /// The degree of loopiness of a stopper, or why it was not found.
    degree: Option<Result<String, String>>,
}

fn play_words(p: Play) -> &'static str {
    match p {
        Play::LeftWins => "Left wins",
        Play::RightWins => "Right wins",
        Play::Draw => "a draw (play goes on for ever)",
    }
}

impl LoopyReport {
    pub fn new(input: String, value: &LoopyValue) -> LoopyReport {
        let sides = value.sides();
        let (form, outcome, stopper) = match value {
            LoopyValue::Game(g) => (Some(g.to_string()), Some(g.outcome()), g.is_stopper()),
            LoopyValue::Sided(s) => (None, Some(s.outcome()), s.is_stopper()),
        };
        let game = match value {
            LoopyValue::Game(g) if stopper => Some(g),
            _ => None,
        };
        let stops = game.and_then(|g| Some((g.left_stop().ok()?, g.right_stop().ok()?)));
        LoopyReport {
            input,
            form,
            sides: sides.map(|s| s.to_string()),
            outcome,
            stopper,
            stops: stops.map(|(l, r)| (l.to_string(), r.to_string())),
            degree: game.map(|g| g.degree().map(|d| d.to_string()).map_err(|e| e.to_string())),
        }
    }

    pub fn to_json(&self) -> Value {
        let (value, error) = match &self.sides {
            Ok(s) => (Some(s), None),
            Err(e) => (None, Some(e)),
        };
        json!({
            "input": self.input,
            "canonical": self.form.as_ref().unwrap_or(value.unwrap_or(&String::new())),
            "value": value,
            "sides_error": error,
            "outcome": self.outcome.map(|o| o.to_string()),
            "stopper": self.stopper,
            "left_stop": self.stops.as_ref().map(|s| &s.0),
            "right_stop": self.stops.as_ref().map(|s| &s.1),
            "degree": self.degree.as_ref().and_then(|d| d.as_ref().ok()),
        })
    }

    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{}
",
            self.input
        );
        let line = |key: &str, value: &str| format!("  {key:<16}{value}\n");
        match (&self.form, self.stopper) {
            (Some(form), true) => out.push_str(&line("simplest form", form)),
            (Some(form), false) => out.push_str(&line("game graph", form)),
            (None, _) => {}
        }
        if !self.stopper || self.form.is_none() {
            let sides = match &self.sides {
                Ok(s) => s.clone(),
                Err(e) => format!("not found: {e}"),
            };
            out.push_str(&line("sides", &sides));
        }
        if let Some(o) = self.outcome {
            out.push_str(&line(
                "outcome",
                &format!(
                    "{o} (Left first: {}; Right first: {})",
                    play_words(o.left_first),
                    play_words(o.right_first)
                ),
            ));
        }
        let kind = match (self.stopper, &self.form) {
            (true, _) => "yes",
            (false, Some(_)) => {
                "no (play can alternate for ever; its value is its onside & offside)"
            }
            (false, None) => "no (its sides differ)",
        };
        out.push_str(&line("stopper", kind));
        if let Some((left, right)) = &self.stops {
            out.push_str(&line("stops", &format!("{left} (Left), {right} (Right)")));
        }
        if let Some(degree) = &self.degree {
            let shown = match degree {
                Ok(d) => d.clone(),
                Err(e) => format!("not found: {e}"),
            };
            out.push_str(&line("degree", &shown));
        }
        out
    }
}

/// The relation of two loopy values (`=`, `<`, `>`, `||`): by both sides.
pub fn relation(a: &LoopyValue, b: &LoopyValue) -> Result<&'static str, Failure> {
    let sides = |v: &LoopyValue, place: &str| v.sides().map_err(|e| Failure::input(place, e));
    let (a, b) = (sides(a, "A")?, sides(b, "B")?);
    Ok(match (a.ge(&b), b.ge(&a)) {
        (true, true) => "=",
        (true, false) => ">",
        (false, true) => "<",
        (false, false) => "||",
    })
}
