//! Running the real `conway` binary from the end-to-end tests.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `conway ARGS` with no input.
pub fn conway(args: &[&str]) -> Output {
    conway_with_input(args, "")
}

/// Runs `conway ARGS` with `input` on its standard input.
pub fn conway_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_conway"))
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
