//! `conway analyze RULESET POSITION`: the value, the winner and the
//! winning moves of a position of a built-in ruleset.
//!
//! Works through the `Ruleset`/`Position` traits only: impartial positions
//! report a nimber and the winning moves of the player to move; partizan
//! ones a canonical form, temperature, mean and each side's winning moves.

use crate::failure::Failure;
use crate::limits::{within_grace, Limits};
use crate::output::{emit, emit_json, json_line};
use crate::shown;
use conway::control::Stop;
use conway::rulesets::{self, document, Analysis, Kind, PartialAnalysis, Position, Ruleset};
use serde_json::{json, Value};

/// Arguments of `conway analyze`.
#[derive(clap::Args)]
#[command(after_help = "Examples:
  conway analyze nim '3 5 7'
  conway analyze rectangle-split '#..#|.#..|..#.'
  conway analyze --json divisor-chain '1 2 3 3 5'
  conway analyze bomberman 40x60
  conway analyze divisor-chain @heaps.txt   (the position read from a file)
  conway analyze --misere nim '1 1 3'   (misère play: the last player to move loses)
  conway analyze --timeout 60 domineering '......|......|......|......|......'

`conway rulesets` lists the rulesets, their position syntax and an example each.")]
pub struct Args {
    /// The ruleset, e.g. nim, pawns, wythoff (see `conway rulesets`).
    pub ruleset: String,
    /// The position in the ruleset's notation (quote it for the shell);
    /// @FILE reads it from a file, - from standard input.
    pub position: String,

    /// Print long canonical forms and move lists whole (text output).
    #[arg(long)]
    pub full: bool,
    /// Misère play (the last player to move loses): the misère outcome and
    /// winning moves of an impartial position, with its misère value.
    #[arg(long)]
    pub misere: bool,
    /// Only who wins and a winning move, by the outcome search (for
    /// positions too big for canonical forms; see `conway outcome`).
    #[arg(long, conflicts_with = "misere")]
    pub outcome_only: bool,

    #[command(flatten)]
    pub limits: Limits,
}

/// Finds the ruleset and reads the position; bad names and malformed
/// positions become input failures (exit code 2) naming the argument, the
/// line and column, and what was expected.
pub fn load(
    ruleset: &str,
    position: &str,
) -> Result<(&'static dyn Ruleset, Box<dyn Position>), Failure> {
    let rules = rulesets::find(ruleset).map_err(|e| Failure::input("ruleset", e))?;
    let parsed = rules
        .parse(position)
        .map_err(|e| Failure::input(format!("position for {}", rules.name()), e))?;
    Ok((rules, parsed))
}

/// The text of a position argument: the argument itself, or for `@PATH`
/// the contents of that file, or for `-` (when `stdin_allowed`) standard
/// input. Long positions (10^5 heaps) do not fit on a command line.
pub fn position_text(arg: &str, stdin_allowed: bool) -> Result<String, Failure> {
    if let Some(path) = arg.strip_prefix('@') {
        return std::fs::read_to_string(path).map_err(|e| Failure::input(path, e));
    }
    if arg == "-" {
        if !stdin_allowed {
            return Err(Failure::input(
                "position",
                "'-' is not allowed here (standard input carries the moves); use @FILE",
            ));
        }
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut text)
            .map_err(|e| Failure::input("standard input", e))?;
        return Ok(text);
    }
    Ok(arg.to_string())
}

/// Analyses and writes the report, every phase under the limits; a stop
/// after the value was found still prints it, with the rest "not computed".
pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    let text = position_text(&args.position, true)?;
    let (rules, position) = load(&args.ruleset, &text)?;
    let position = position.as_ref();
    if args.misere {
        return super::misere_analysis::run(rules, position, &args.limits, json);
    }
    if args.outcome_only {
        return super::outcome::run_position(rules, position, &args.limits, json);
    }
    if rules.can_cycle() {
        if let Some(done) = super::loopy_analysis::run(rules, position, &args.limits, json) {
            return done;
        }
    }
    let watch = args
        .limits
        .watch(&format!("analysing a {} position", rules.name()));
    let analysis = position.analyze_partially(watch.control());
    let report = match &analysis {
        // Writing the report prints the value, which may be huge.
        Ok(a) => {
            let value = || {
                a.value.map(|v| {
                    if json {
                        v.to_string()
                    } else {
                        shown::form(v, args.full)
                    }
                })
            };
            watch.watched(|| report(rules, position, a, value(), json, args.full))
        }
        Err(partial) => Err(partial.stop),
    };
    let stop = match report {
        Ok(text) => return emit(&text),
        Err(stop) => stop,
    };
    let failure = watch.stopped(stop);
    drop(watch);
    let outcome_command = format!(
        "conway outcome {} {}",
        rules.name(),
        shell_word(&args.position)
    );
    let (text, mut out) = stopped_report(rules, position, analysis, stop, &outcome_command);
    if json {
        if let Some(map) = out.as_object_mut() {
            map.extend(failure.json());
        }
        emit_json(out)?;
        Err(failure.json_printed())
    } else {
        emit(&text)?;
        Err(failure)
    }
}

/// The report after `stop`, in text and JSON, saying exactly what was
/// proved: the whole analysis if only writing the report was stopped (the
/// value's form too if it prints within the grace period), else the value
/// and outcome if they were found; `None` if nothing was.
fn stopped_report(
    rules: &dyn Ruleset,
    position: &dyn Position,
    analysis: Result<Analysis, PartialAnalysis>,
    stop: Stop,
    outcome_command: &str,
) -> (String, Value) {
    // What was proved: the value (if its form prints within the grace
    // period) and, if the analysis was complete, the rest of it.
    let (value, outcome) = match &analysis {
        Ok(a) => (a.value, Some(a.outcome)),
        Err(partial) => (partial.value, partial.outcome),
    };
    let shown = value.and_then(|v| within_grace(|| v.to_string()));
    let partial = PartialAnalysis {
        stop,
        value,
        outcome,
    };
    let complete = analysis.ok().and_then(|a| {
        within_grace(|| {
            let mut json = report_json(rules, position, &a, shown.clone());
            if let Some(map) = json.as_object_mut() {
                map.insert("value_found".into(), true.into());
                map.insert("complete".into(), false.into());
            }
            let text = a.value.map(|_| {
                shown
                    .clone()
                    .unwrap_or_else(|| VALUE_NOT_PRINTED.to_string())
            });
            (report_text(rules, position, &a, text, false), json)
        })
    });
    complete.unwrap_or_else(|| {
        let mut text = partial_text(rules, position, &partial, shown.clone());
        let mut json = partial_json(rules, position, &partial, shown.clone());
        if partial.value.is_none() {
            // Who wins may still be found without the value.
            text += &format!("who wins: `{outcome_command}` decides it without the value\n");
            if let Some(map) = json.as_object_mut() {
                map.insert("outcome_command".into(), outcome_command.into());
            }
        }
        (text, json)
    })
}

/// `word` quoted for a POSIX shell where it needs it.
fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "@%+,-./:=_".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// The complete report, in text or JSON, with `value` as the value's text.
fn report(
    rules: &dyn Ruleset,
    position: &dyn Position,
    a: &Analysis,
    value: Option<String>,
    json: bool,
    full: bool,
) -> String {
    match json {
        true => json_line(report_json(rules, position, a, value)),
        false => report_text(rules, position, a, value, full),
    }
}

/// What to say where a value was found but not printed.
const VALUE_NOT_PRINTED: &str = "found, but too large to print within the limits";

/// The partial report in JSON; `value` is the value's text if it printed.
fn partial_json(
    rules: &dyn Ruleset,
    position: &dyn Position,
    p: &PartialAnalysis,
    value: Option<String>,
) -> Value {
    json!({
        "ruleset": rules.name(),
        "kind": rules.kind().to_string(),
        "position": position.notation(),
        "value": value,
        "value_found": p.value.is_some(),
        "outcome": p.outcome.map(|o| o.to_string()),
        "complete": false,
    })
}

/// The partial report in text; `value` is the value's text if it printed.
fn partial_text(
    rules: &dyn Ruleset,
    position: &dyn Position,
    p: &PartialAnalysis,
    value: Option<String>,
) -> String {
    let mut out = heading(rules, position);
    out.push_str("incomplete: stopped by a limit; what follows is what was proved\n");
    let value = match (value, p.value) {
        (Some(shown), _) => shown,
        (None, Some(_)) => VALUE_NOT_PRINTED.to_string(),
        (None, None) => "not found (stopped by a limit)".to_string(),
    };
    out.push_str(&format!("value: {value}\n"));
    match p.outcome {
        Some(o) => out.push_str(&format!("outcome: {o} ({})\n", outcome_words(o))),
        None => out.push_str("outcome: not computed\n"),
    }
    if rules.kind() == Kind::Partizan {
        out.push_str("temperature: not computed\nmean: not computed\n");
    }
    out.push_str("winning moves: not computed\n");
    out
}

/// Positions longer than this are shortened in the text report.
const SHOWN_CHARS: usize = 300;

/// A position's picture, shortened when it is very long.
fn shortened(picture: String) -> String {
    match picture.char_indices().nth(SHOWN_CHARS) {
        Some((cut, _)) => format!(
            "{} ... ({} characters in all)",
            &picture[..cut],
            picture.chars().count()
        ),
        None => picture,
    }
}

pub use conway::play::words::outcome_words;

/// The report in JSON (the library's document), `value` being the
/// value's text (`None`: none or not printed).
fn report_json(
    rules: &dyn Ruleset,
    position: &dyn Position,
    a: &Analysis,
    value: Option<String>,
) -> Value {
    document::analysis(rules, position, a, value)
}

/// The ruleset and the position's picture, the first lines of a report.
fn heading(rules: &dyn Ruleset, position: &dyn Position) -> String {
    let mut out = format!("{} ({})\n", rules.name(), rules.kind());
    let picture = shortened(position.render());
    if picture.contains('\n') {
        out.push_str(&format!("position:\n{}\n", indent(&picture)));
    } else {
        out.push_str(&format!("position: {picture}\n"));
    }
    out
}

/// The report in text, `value` being the value's text.
fn report_text(
    rules: &dyn Ruleset,
    position: &dyn Position,
    a: &Analysis,
    value: Option<String>,
    full: bool,
) -> String {
    let mut out = heading(rules, position);
    if let Some(v) = value {
        out.push_str(&format!("value: {v}\n"));
    }
    out.push_str(&format!(
        "outcome: {} ({})\n",
        a.outcome,
        outcome_words(a.outcome)
    ));
    match rules.kind() {
        Kind::Impartial => {
            out.push_str(&shown::moves("winning moves", &a.left_moves, full));
        }
        Kind::Partizan => {
            if let Some(v) = a.value {
                out.push_str(&format!(
                    "temperature: {}\nmean: {}\n",
                    document::temperature(a, v),
                    document::mean(a, v)
                ));
            }
            out.push_str(&shown::moves(
                "winning moves for Left (Left to move)",
                &a.left_moves,
                full,
            ));
            out.push_str(&shown::moves(
                "winning moves for Right (Right to move)",
                &a.right_moves,
                full,
            ));
        }
    }
    for d in document::own_details(rules.kind(), a) {
        out.push_str(&format!("{}: {}\n", d.label, d.text));
    }
    out
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|l| format!("  {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use conway::error::ParseError;
    use conway::rulesets::Move;
    use conway::value::{Game, Player};

    /// A partizan position given by its value: the moves are the canonical
    /// options. It stands in for the partizan rulesets built elsewhere.
    struct ValuePosition(Game);

    impl Position for ValuePosition {
        fn notation(&self) -> String {
            self.0.to_string()
        }
        fn moves(&self, player: Player) -> Vec<Move> {
            self.0
                .options(player)
                .iter()
                .map(|&g| Move {
                    label: g.to_string(),
                    position: Box::new(ValuePosition(g)),
                })
                .collect()
        }
        fn analyze(&self) -> Analysis {
            Analysis {
                value: Some(self.0),
                nimber: None,
                outcome: self.0.outcome(),
                left_moves: vec!["1".into()],
                right_moves: vec!["-1".into()],
                details: vec![conway::schema::Detail::text("temperature", "1")],
            }
        }
    }

    struct ValueRules;

    impl Ruleset for ValueRules {
        fn name(&self) -> &'static str {
            "values"
        }
        fn kind(&self) -> Kind {
            Kind::Partizan
        }
        fn summary(&self) -> &'static str {
            ""
        }
        fn syntax(&self) -> &'static str {
            ""
        }
        fn example(&self) -> &'static str {
            ""
        }
        fn parse(&self, _: &str) -> Result<Box<dyn Position>, ParseError> {
            Ok(Box::new(ValuePosition(Game::switch(Game::integer(1)))))
        }
    }

    #[test]
    fn a_report_stopped_while_written_keeps_all_that_was_computed() {
        let p = ValuePosition(Game::switch(Game::integer(1)));
        let a = p.analyze();
        let stop = Stop::Timeout(std::time::Duration::from_secs(1));
        let decide = "conway outcome value +-1";
        let (text, json) = stopped_report(&ValueRules, &p, Ok(a), stop, decide);
        assert!(text.contains("value: +-1\n"), "{text}");
        assert!(text.contains("temperature: 1\nmean: 0\n"), "{text}");
        assert!(!text.contains("not computed"), "{text}");
        assert_eq!(json["complete"], false);
        assert_eq!(json["temperature"], "1");
        assert_eq!(json["left_moves"], json!(["1"]));
        // Stopped after the value: the rest is not computed.
        let partial = PartialAnalysis {
            stop,
            value: Some(Game::switch(Game::integer(1))),
            outcome: None,
        };
        let (text, json) = stopped_report(&ValueRules, &p, Err(partial), stop, decide);
        assert!(text.contains("value: +-1\n"), "{text}");
        assert!(text.contains("temperature: not computed"), "{text}");
        assert!(!text.contains(decide), "{text}");
        assert_eq!(json["value_found"], true);
        // Stopped before the value: it says so, and how to find who wins.
        let nothing = PartialAnalysis::nothing(stop);
        let (text, json) = stopped_report(&ValueRules, &p, Err(nothing), stop, decide);
        assert!(
            text.contains("value: not found (stopped by a limit)\n"),
            "{text}"
        );
        assert!(text.contains(&format!("`{decide}` decides it")), "{text}");
        assert_eq!(json["complete"], false);
        assert_eq!(json["value_found"], false);
        assert_eq!(json["outcome_command"], decide);
    }

    #[test]
    fn partizan_reports_have_their_keys() {
        let p = ValuePosition(Game::switch(Game::integer(1)));
        let a = p.analyze();
        let j = report_json(&ValueRules, &p, &a, a.value.map(|v| v.to_string()));
        assert_eq!(j["value"], "+-1");
        assert_eq!(j["outcome"], "N");
        assert_eq!(j["temperature"], "1");
        assert_eq!(j["mean"], "0");
        assert_eq!(j["left_moves"], json!(["1"]));
        assert_eq!(j["right_moves"], json!(["-1"]));
        assert!(j.get("nimber").is_none());
        assert!(j["details"].get("temperature").is_none());
        let t = report_text(&ValueRules, &p, &a, a.value.map(|v| v.to_string()), false);
        assert!(t.contains("temperature: 1\nmean: 0\n"), "{t}");
        assert_eq!(t.matches("temperature").count(), 1, "{t}");
    }
}
