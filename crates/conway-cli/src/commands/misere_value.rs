//! `conway value '*[3,2]'`: misère values written in CGSuite's bracket
//! notation (printed as CGSuite prints them, `*[2[2]]`) (`*[...]`, which is not normal-play notation, so the two never
//! meet): the simplest form, misère outcome, misère nim value, genus,
//! birthday, tameness, restive and restless. Sums of such literals are read too.

use super::analyze::outcome_words;
use crate::failure::Failure;
use conway::misere::{self, MisereGame};
use serde_json::{json, Value};

/// Whether an expression is a misère one: it starts with `*[`.
pub fn is_misere(text: &str) -> bool {
    text.trim_start().starts_with("*[")
}

/// What `conway value` says about a misère expression.
pub struct MisereReport {
    input: String,
    game: MisereGame,
}

impl MisereReport {
    /// Reads `text`; errors name `place` and the column.
    pub fn new(place: &str, text: &str) -> Result<MisereReport, Failure> {
        let game = misere::parse_sum(text).map_err(|e| Failure::input(place, e))?;
        Ok(MisereReport {
            input: text.trim().to_string(),
            game,
        })
    }

    pub fn to_json(&self) -> Value {
        let g = self.game;
        json!({
            "input": self.input,
            "play": "misere",
            "canonical": g.to_string(),
            "outcome": g.outcome().to_string(),
            "misere_nim_value": g.misere_grundy(),
            "normal_nim_value": g.normal_grundy(),
            "genus": g.genus().to_string(),
            "birthday": g.birthday(),
            "tame": g.is_tame(),
            "restive": g.is_restive(),
            "restless": g.is_restless(),
        })
    }

    pub fn to_text(&self) -> String {
        let g = self.game;
        let rows = [
            ("misère form", g.to_string()),
            (
                "outcome",
                format!(
                    "{} ({}, misère play)",
                    g.outcome(),
                    outcome_words(g.outcome())
                ),
            ),
            ("misère nim value", g.misere_grundy().to_string()),
            ("genus", g.genus().to_string()),
            ("birthday", g.birthday().to_string()),
            ("tame", g.is_tame().to_string()),
            ("restive", g.is_restive().to_string()),
            ("restless", g.is_restless().to_string()),
        ];
        let mut out = format!("{}\n", self.input);
        for (k, v) in rows {
            out.push_str(&format!("  {k:<18}{v}\n"));
        }
        out
    }
}
