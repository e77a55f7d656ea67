//! How the command line fails: one line on stderr (and a JSON object with
//! an `error` key on stdout under `--json`), and an exit code that says
//! why.

use std::fmt::Display;
use std::process::ExitCode;

/// Exit code for bad input: a malformed expression, file or position.
pub const EXIT_INPUT: u8 = 2;
/// Exit code for a failure that is conway's fault or the system's.
pub const EXIT_INTERNAL: u8 = 1;

/// Why a command could not finish.
#[derive(Debug)]
pub struct Failure {
    code: u8,
    message: String,
}

impl Failure {
    /// Bad input; `place` is the argument or file it came from.
    pub fn input(place: impl Display, message: impl Display) -> Failure {
        Failure {
            code: EXIT_INPUT,
            message: format!("{place}: {message}"),
        }
    }

    /// Something went wrong that is not the input's fault.
    pub fn internal(message: impl Display) -> Failure {
        Failure {
            code: EXIT_INTERNAL,
            message: message.to_string(),
        }
    }

    /// Prints the failure and returns its exit code.
    pub fn report(&self, json: bool) -> ExitCode {
        if json {
            println!("{}", serde_json::json!({ "error": self.message }));
        }
        eprintln!("conway: {}", self.message);
        ExitCode::from(self.code)
    }
}
