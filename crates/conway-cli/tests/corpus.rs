//! The binary on the corpus of nasty inputs (`crates/conway/tests/corpus`)
//! and on generated giants: every run ends with exit code 0 (an answer),
//! 2 (bad input, one line on stderr) or 3 (a limit), never with a panic
//! (101), an abort (134) or a crash (139), and within a time limit.

use crate::common;
use common::{command, stdout};

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

fn corpus(folder: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../conway/tests/corpus")
        .join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 5, "{folder}: the corpus is missing");
    files
}

/// Runs conway and checks the exit code and stderr; returns the code.
fn check(args: &[OsString]) -> i32 {
    let started = Instant::now();
    let out = command()
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the conway binary runs");
    let shown = format!(
        "{:?}",
        args.iter()
            .map(|a| a.to_string_lossy().chars().take(60).collect::<String>())
            .collect::<Vec<_>>()
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    let code = out
        .status
        .code()
        .unwrap_or_else(|| panic!("{shown}: killed by a signal; {stderr}"));
    assert!(
        matches!(code, 0 | 2 | 3),
        "{shown}: exit code {code}; {stderr}"
    );
    // Usage errors keep clap's detail (tips, usage line, where to find
    // help); bad input is one line.
    if code == 2 && !stderr.contains("For more information, try '--help'.") {
        assert_eq!(stderr.lines().count(), 1, "{shown}: {stderr}");
        assert!(stderr.starts_with("conway: "), "{shown}: {stderr}");
    }
    assert!(
        started.elapsed() < Duration::from_secs(120),
        "{shown}: {:?}",
        started.elapsed()
    );
    code
}

fn os(args: &[&str]) -> Vec<OsString> {
    args.iter().map(OsString::from).collect()
}

fn rulesets() -> Vec<String> {
    let out = command().args(["rulesets", "--json"]).output().unwrap();
    let list: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    list["rulesets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect()
}

/// Small limits, so that positions that are valid but huge stop quickly.
const LIMITS: [&str; 4] = ["--max-positions", "200000", "--timeout", "5"];

#[test]
fn graph_files() {
    for folder in ["graph-text", "graph-json"] {
        for file in corpus(folder) {
            let mut args = os(&["solve"]);
            args.push(file.into_os_string());
            args.extend(os(&LIMITS));
            check(&args);
        }
    }
}

#[test]
fn value_expressions_from_files() {
    for file in corpus("value") {
        let mut at = OsString::from("@");
        at.push(file.as_os_str());
        check(&[OsString::from("value"), at]);
    }
}

#[test]
fn worksheet_scripts_from_files() {
    // `conway repl FILE`: each failing statement is one line on stderr,
    // then a summary; the exit code says failed (2) or stopped (3).
    for file in corpus("worksheet") {
        let started = Instant::now();
        let out = command()
            .args([
                OsString::from("repl"),
                OsString::from("--timeout"),
                OsString::from("20"),
            ])
            .arg(&file)
            .stdin(Stdio::null())
            .output()
            .expect("the conway binary runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let code = out
            .status
            .code()
            .unwrap_or_else(|| panic!("{file:?}: killed; {stderr}"));
        assert!(
            matches!(code, 0 | 2 | 3),
            "{file:?}: exit code {code}; {stderr}"
        );
        assert!(
            stderr
                .lines()
                .all(|l| l.starts_with("error: ") || l.starts_with("conway: ")),
            "{file:?}: {stderr}"
        );
        assert!(started.elapsed() < Duration::from_secs(120), "{file:?}");
    }
}

#[test]
fn ruleset_positions_from_files() {
    let names = rulesets();
    for file in corpus("rulesets") {
        for name in &names {
            let mut at = OsString::from("@");
            at.push(file.as_os_str());
            let mut args = os(&["analyze", name]);
            args.push(at);
            args.extend(os(&LIMITS));
            check(&args);
        }
    }
}

#[cfg(unix)]
#[test]
fn heap_games_as_arguments() {
    use std::os::unix::ffi::OsStringExt;
    for file in corpus("heap-game") {
        let bytes = std::fs::read(&file).unwrap();
        if bytes.contains(&0) {
            continue; // an argument cannot hold a NUL byte
        }
        let mut args = os(&["grundy"]);
        args.push(OsString::from_vec(bytes));
        args.extend(os(&["--to", "50"]));
        args.extend(os(&LIMITS));
        check(&args);
    }
}

#[test]
fn checkpoint_files() {
    let dir = std::env::temp_dir().join(format!("conway-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for file in corpus("checkpoint") {
        // A copy: a checkpoint that is accepted gets overwritten.
        let copy = dir.join(file.file_name().unwrap());
        std::fs::copy(&file, &copy).unwrap();
        let mut args = os(&["grundy", "kayles", "--to", "20", "--checkpoint"]);
        args.push(copy.into_os_string());
        let code = check(&args);
        assert_eq!(code, 2, "{}", file.display());
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn generated_giants() {
    let dir = std::env::temp_dir().join(format!("conway-giants-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A chain of 10^6 edges.
    let mut chain = String::new();
    for i in 0..1_000_000 {
        chain.push_str(&format!("v{i} -> v{}\n", i + 1));
    }
    chain.push_str("tokens v0\n");
    let file = dir.join("chain.txt");
    std::fs::write(&file, chain).unwrap();
    let mut args = os(&["solve", "--json"]);
    args.push(file.into_os_string());
    assert_eq!(check(&args), 0);
    // A 10^6-digit heap, a board of 10^5 rows: files for every ruleset.
    let digits = dir.join("digits.txt");
    std::fs::write(&digits, "9".repeat(1_000_000)).unwrap();
    let rows = dir.join("rows.txt");
    std::fs::write(&rows, vec!["..."; 100_000].join("|")).unwrap();
    for name in rulesets() {
        for file in [&digits, &rows] {
            let mut at = OsString::from("@");
            at.push(file.as_os_str());
            let mut args = os(&["analyze", &name]);
            args.push(at);
            args.extend(os(&LIMITS));
            check(&args);
        }
    }
    // A 10^5-digit amount as an argument (10^6 exceeds what a command
    // line may hold; the library test feeds 10^6 digits).
    check(&os(&[
        "grundy",
        &format!("subtraction:{}", "9".repeat(100_000)),
    ]));
    // A file that does not exist, and a directory.
    check(&os(&["solve", "/no/such/file"]));
    let mut args = os(&["solve"]);
    args.push(dir.clone().into_os_string());
    assert_eq!(check(&args), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_arguments_exit_2_and_json_reports_them() {
    assert_eq!(check(&os(&["grundy", "kayles", "--to", "many"])), 2);
    assert_eq!(check(&os(&["frobnicate"])), 2);
    assert_eq!(check(&os(&["analyze", "nim", "1", "--timeout", "-3"])), 2);
    let out = command()
        .args(["--json", "grundy", "kayles", "--to", "many"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["error"].as_str().unwrap().contains("--to"), "{v}");
    // Every error of every command is JSON under --json.
    for args in [
        vec!["--json", "analyze", "nim", "x"],
        vec!["--json", "analyze", "no-such-game", "1"],
        vec!["--json", "solve", "/no/such/file"],
        vec!["--json", "grundy", "kayle"],
        vec!["--json", "play", "nim", "x"],
    ] {
        let out = command().args(&args).stdin(Stdio::null()).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert!(v["error"].is_string(), "{args:?}: {v}");
    }
}

#[test]
fn completions_and_help_examples() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = command().args(["completions", shell]).output().unwrap();
        assert!(out.status.success());
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains("grundy") && text.contains("max-positions"),
            "{shell}"
        );
    }
    for name in [
        "rulesets",
        "analyze",
        "play",
        "grundy",
        "solve",
        "completions",
        "repl",
    ] {
        let text = stdout(&[name, "--help"]);
        assert!(
            text.contains(&format!("conway {name}")),
            "{name} --help has no example:\n{text}"
        );
    }
    // The searching commands document the limits and the default budget.
    for name in ["analyze", "play", "grundy", "solve", "repl"] {
        let text = stdout(&[name, "--help"]);
        assert!(
            text.contains("--max-positions <N>") && text.contains("50000000"),
            "{name}"
        );
        assert!(text.contains("--timeout <SECONDS>"), "{name}");
    }
}
