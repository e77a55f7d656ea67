//! Running the real `conway` binary from the end-to-end tests.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The `conway` binary as a command to add arguments to. `HOME` points at
/// a scratch folder, so no run can touch the user's files (the worksheet's
/// history, for one).
pub fn command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_conway"));
    command.env("HOME", std::env::temp_dir().join("conway-test-home"));
    command
}

/// Runs `conway ARGS` with no input.
pub fn conway(args: &[&str]) -> Output {
    conway_with_input(args, "")
}

/// Runs `conway ARGS` with `input` on its standard input.
pub fn conway_with_input(args: &[&str], input: &str) -> Output {
    let mut child = command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the conway binary runs");
    // A command that does not read its input may close it early.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

/// The standard output of `conway ARGS`, which must succeed.
pub fn stdout(args: &[&str]) -> String {
    let out = conway(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 on stdout")
}

/// The JSON that `conway ARGS` prints, which must succeed.
pub fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&stdout(args)).expect("JSON on stdout")
}

/// The JSON a finished run printed, whatever its exit code.
pub fn json_of(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

/// The JSON that `conway --json ARGS` prints, which must succeed.
pub fn json_report(args: &[&str]) -> serde_json::Value {
    json(&[&["--json"], args].concat())
}

/// The JSON report of `conway analyze RULESET POSITION`, which must succeed.
pub fn analyze(ruleset: &str, position: &str) -> serde_json::Value {
    json_report(&["analyze", ruleset, position])
}

/// Runs `conway play ARGS` with the moves in `input`.
pub fn play(args: &[&str], input: &str) -> Output {
    conway_with_input(&[&["play"], args].concat(), input)
}

/// The record of a game played with `conway --json play ARGS`, which must
/// succeed.
pub fn play_record(args: &[&str], input: &str) -> serde_json::Value {
    let out = play(&[&["--json"], args].concat(), input);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    json_of(&out)
}

/// What a finished run printed on standard output.
pub fn stdout_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// What a finished run printed on standard error.
pub fn stderr_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}
