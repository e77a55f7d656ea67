//! How the command line fails: one line on stderr (and a JSON object with
//! an `error` key on stdout under `--json`), and an exit code that says
//! why.
//!
//! | code | meaning |
//! |---|---|
//! | 0 | success |
//! | 1 | conway's fault or the system's (an internal error, a failed write) |
//! | 2 | bad input: arguments, files, positions, checkpoints |
//! | 3 | a limit (`--max-positions`, `--timeout`, `--max-memory`) stopped the computation |
//! | 130 | Ctrl-C stopped the computation |
//! | 141 | standard output was closed (`\| head`): the work stopped, quietly |

use crate::output::json_line;
use conway::control::Stop;
use std::fmt::Display;
use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

/// Exit code for bad input: a malformed expression, file or position.
pub const EXIT_INPUT: u8 = 2;
/// Exit code for a failure that is conway's fault or the system's.
pub const EXIT_INTERNAL: u8 = 1;
/// Exit code for a computation stopped by `--max-positions`, `--timeout`
/// or `--max-memory`.
pub const EXIT_LIMIT: u8 = 3;
/// Exit code for a computation stopped by Ctrl-C (128 + SIGINT, as shells
/// report it).
pub const EXIT_INTERRUPTED: u8 = 130;
/// Exit code for a command whose standard output was closed before it
/// finished (128 + SIGPIPE, as shells report a program that signal ends).
pub const EXIT_OUTPUT_CLOSED: u8 = 141;

/// Why a command could not finish.
#[derive(Debug)]
pub struct Failure {
    code: u8,
    message: String,
    /// Extra keys for the JSON error object.
    json_fields: Vec<(&'static str, serde_json::Value)>,
    /// The command already printed a JSON object that reports the failure.
    json_printed: bool,
}

impl Failure {
    fn new(code: u8, message: String) -> Failure {
        // One line, whatever the message quotes.
        let message = message.replace('\r', "\\r").replace('\n', "\\n");
        Failure {
            code,
            message,
            json_fields: Vec::new(),
            json_printed: false,
        }
    }

    /// Bad input; `place` is the argument or file it came from.
    pub fn input(place: impl Display, message: impl Display) -> Failure {
        Failure::new(EXIT_INPUT, format!("{place}: {message}"))
    }

    /// A computation refused before it starts because it cannot keep
    /// within the memory limit (exit code 3, `stopped: max-memory`);
    /// `message` names the limit.
    pub fn over_memory(message: impl Display) -> Failure {
        let mut failure = Failure::new(EXIT_LIMIT, message.to_string());
        failure.json_fields = vec![
            ("stopped", serde_json::json!("max-memory")),
            ("complete", serde_json::json!(false)),
        ];
        failure
    }

    /// Standard output was closed: the command stops without a message.
    pub fn output_closed() -> Failure {
        Failure::new(EXIT_OUTPUT_CLOSED, String::new())
    }

    /// Something went wrong that is not the input's fault.
    pub fn internal(message: impl Display) -> Failure {
        Failure::new(EXIT_INTERNAL, message.to_string())
    }

    /// A computation stopped by a limit or by Ctrl-C after `positions`
    /// positions and `elapsed` time.
    pub fn stopped(stop: Stop, positions: u64, elapsed: Duration) -> Failure {
        // The tick that hit the budget is counted but was not done.
        let positions = match stop {
            Stop::Positions(n) => positions.min(n),
            _ => positions,
        };
        let (code, reason, why) = match stop {
            Stop::Positions(n) => (
                EXIT_LIMIT,
                "max-positions",
                format!("reached the limit of {n} positions (--max-positions)"),
            ),
            Stop::Timeout(t) => (
                EXIT_LIMIT,
                "timeout",
                format!(
                    "reached the time limit of {} s (--timeout)",
                    t.as_secs_f64()
                ),
            ),
            Stop::Interrupted => (EXIT_INTERRUPTED, "interrupted", "interrupted".to_string()),
            Stop::Memory(n) => (
                EXIT_LIMIT,
                "max-memory",
                format!(
                    "reached the memory limit of {} MiB ({})",
                    n >> 20,
                    memory_limit_name(n)
                ),
            ),
        };
        let mut failure = Failure::new(
            code,
            format!(
                "stopped: {why} after {positions} positions in {:.1} s",
                elapsed.as_secs_f64()
            ),
        );
        failure.json_fields = vec![
            ("stopped", serde_json::json!(reason)),
            ("positions", serde_json::json!(positions)),
            ("complete", serde_json::json!(false)),
        ];
        failure
    }

    /// True for a computation stopped by a limit or Ctrl-C (not bad input).
    pub fn is_stop(&self) -> bool {
        matches!(self.code, EXIT_LIMIT | EXIT_INTERRUPTED)
    }

    /// True when the command ends because its output was closed, or
    /// because a stop (which the closing causes) came with the output
    /// found closed (`closed`): such an end is quiet.
    pub fn is_quiet(&self, closed: bool) -> bool {
        self.code == EXIT_OUTPUT_CLOSED || (closed && self.is_stop())
    }

    /// The one-line message (what `report` prints after `conway: `).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The failure's JSON keys (`error` and any others).
    pub fn json(&self) -> serde_json::Map<String, serde_json::Value> {
        let mut map = serde_json::Map::new();
        map.insert("error".into(), serde_json::json!(self.message));
        for (k, v) in &self.json_fields {
            map.insert((*k).into(), v.clone());
        }
        map
    }

    /// Marks the failure as already reported in the command's JSON output.
    pub fn json_printed(mut self) -> Failure {
        self.json_printed = true;
        self
    }

    /// Prints the failure (its JSON object on `stdout`, if asked for and
    /// not printed yet, and its line on stderr) and returns its exit code;
    /// when `closed` (standard output was found closed) and the failure
    /// is [quiet](Failure::is_quiet), prints nothing and exits with 141.
    pub fn report(&self, json: bool, stdout: &mut dyn Write, closed: bool) -> ExitCode {
        if self.is_quiet(closed) {
            return ExitCode::from(EXIT_OUTPUT_CLOSED);
        }
        if json && !self.json_printed {
            // A closed output is noticed by the writer; the line below
            // still says what failed.
            let _ = write!(
                stdout,
                "{}",
                json_line(serde_json::Value::Object(self.json()))
            );
        }
        eprintln!("conway: {}", self.message);
        ExitCode::from(self.code)
    }
}

/// A bad command line (clap's error): clap's own message on stderr, with
/// its detail kept (the missing argument, the allowed values, "a similar
/// argument exists"), the usage line and where to find help; under `--json`
/// also `{"error": ...}` on stdout with the message and its tips on one
/// line. Exit code 2. `--help` and `--version` print as usual and succeed
/// (or exit with 141 when standard output is closed).
pub fn argument_error(e: clap::Error, stdout: &mut dyn Write) -> ExitCode {
    if !e.use_stderr() {
        // clap's own printing keeps its colours at a terminal.
        return match e.print() {
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                ExitCode::from(EXIT_OUTPUT_CLOSED)
            }
            _ => ExitCode::SUCCESS,
        };
    }
    if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        // `conway` alone, not at a terminal: the usual help, as a failure.
        eprint!("{}", e.render());
        return ExitCode::from(EXIT_INPUT);
    }
    let text = e.render().to_string();
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    eprint!("conway: {text}");
    if std::env::args_os().any(|a| a == "--json") {
        let failure = Failure::new(EXIT_INPUT, usage_summary(text));
        let _ = write!(
            stdout,
            "{}",
            json_line(serde_json::Value::Object(failure.json()))
        );
    }
    ExitCode::from(EXIT_INPUT)
}

/// Clap's message and its tips (not the usage and help lines), as one line.
fn usage_summary(text: &str) -> String {
    let mut summary = String::new();
    let lines = text.lines().map(str::trim);
    for line in lines.take_while(|line| !line.starts_with("Usage:")) {
        if line.is_empty() {
            continue;
        }
        if summary.ends_with(':') {
            summary.push(' ');
        } else if line.starts_with('<') && summary.ends_with('>') {
            summary.push_str(", ");
        } else if !summary.is_empty() {
            summary.push_str("; ");
        }
        summary.push_str(line);
    }
    summary
}

/// Which limit a memory stop of `bytes` was: the address-space limit of
/// the shell (`ulimit -v`) when it is that, else `--max-memory`.
fn memory_limit_name(bytes: u64) -> &'static str {
    if conway::control::address_space_limit() == Some(bytes) {
        "the address-space limit, ulimit -v"
    } else {
        "--max-memory"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usage_summary_keeps_the_tips() {
        let text = "unexpected argument '--jsn' found\n\n  tip: a similar argument exists: '--json'\n\nUsage: conway grundy [OPTIONS] <GAME>\n\nFor more information, try '--help'.\n";
        assert_eq!(
            usage_summary(text),
            "unexpected argument '--jsn' found; tip: a similar argument exists: '--json'"
        );
        let missing = "the following required arguments were not provided:\n  <RULESET>\n  <POSITION>\n\nUsage: x\n";
        assert_eq!(
            usage_summary(missing),
            "the following required arguments were not provided: <RULESET>, <POSITION>"
        );
    }
}
