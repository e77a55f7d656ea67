//! A closed output pipe (`conway ... | head`): every command, in text and
//! JSON, stops its work at once and exits with code 141 and nothing on
//! stderr (issue 27, point 1). The binary is handed a pipe whose reader is
//! already closed, so its first write fails and a search that has not
//! written yet must notice on its own; or a reader that takes a little and
//! leaves.

use super::common::command;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// The exit code of a command whose output was closed (README).
const OUTPUT_CLOSED: i32 = 141;

/// A run that has not ended by then is still computing for nobody: each
/// long case below takes minutes or never ends when its output is open.
const DEADLINE: Duration = Duration::from_secs(60);

/// Eight rows of eight empty squares: a Domineering board nobody values in
/// minutes (CGSuite neither).
const DOMINEERING_8X8: &str =
    "........|........|........|........|........|........|........|........";

/// Every command with arguments that write on each of its output paths,
/// and its standard input.
fn quick_cases() -> Vec<(Vec<&'static str>, &'static str)> {
    let graph = "../../examples/graphs/tokens-partizan.txt";
    let impartial_graph = "../../examples/graphs/tokens-impartial.txt";
    let loopy_graph = "../../examples/graphs/loopy-draw.txt";
    vec![
        (vec!["rulesets"], ""),
        (vec!["analyze", "nim", "3 5 7"], ""),
        (vec!["analyze", "clobber", "xox|oxo|xox"], ""),
        (vec!["analyze", "--misere", "nim", "1 1 3"], ""),
        (vec!["analyze", "--outcome-only", "clobber", "xo|ox"], ""),
        (
            vec!["analyze", "fox-and-geese", "g.g.g.|......|......|...f.."],
            "",
        ),
        (vec!["outcome", "domineering", "...|...|..."], ""),
        (vec!["play", "nim", "1 2"], "hint\nmoves\n1\n"),
        (vec!["play", "--first", "engine", "nim", "3"], "1\n"),
        (vec!["grundy", "kayles", "--to", "100"], ""),
        (vec!["grundy", "kayles", "--misere", "--to", "20"], ""),
        (vec!["grundy", "grundy", "--to", "1000", "--stats"], ""),
        (vec!["quotient", "nim", "--heaps", "2"], ""),
        (vec!["solve", graph], ""),
        (vec!["solve", "--misere", impartial_graph], ""),
        (vec!["solve", loopy_graph], ""),
        (vec!["help"], ""),
        (vec!["help", "solve"], ""),
        (vec!["help", "graph-format"], ""),
        (vec!["completions", "bash"], ""),
        (vec!["value", "{1|*}"], ""),
        (vec!["value", "*[2] + *[2]"], ""),
        (vec!["value", "over + *"], ""),
        (vec!["compare", "1", "{0|2}"], ""),
        (vec!["thermograph", "{3||2*|1*}"], ""),
        (vec!["repl"], "g := {1|*}\ng + ^\ngrundy(\"0.77\", 20)\n"),
        (vec!["serve", "--port", "0"], ""),
        (vec!["--help"], ""),
        (vec!["grundy", "--help"], ""),
        (vec!["--version"], ""),
    ]
}

/// Commands whose work takes minutes or never ends: their output closes
/// while they compute, before they write anything (JSON) or after a
/// heading (text).
fn long_cases() -> Vec<(Vec<&'static str>, &'static str)> {
    vec![
        // Misère Kayles' heap 64 has not been valued in an hour.
        (vec!["grundy", "kayles", "--misere", "--to", "2000"], ""),
        (
            vec!["analyze", "clobber", "xoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxo"],
            "",
        ),
        (vec!["outcome", "domineering", DOMINEERING_8X8], ""),
        (vec!["value", "domineering(\"........|........|........|........|........|........|........|........\")"], ""),
        (vec!["compare", "domineering(\"........|........|........|........|........|........|........|........\")", "0"], ""),
        (vec!["thermograph", "domineering(\"........|........|........|........|........|........|........|........\")"], ""),
        (vec!["repl"], "for n from 1 to 1000000000000 do x := n end\n1\n"),
    ]
}

/// The command as a child, with `stdout` as its standard output and
/// `input` written to its standard input (on a thread: a child that does
/// not read it must not block the test).
fn spawn(args: &[&str], input: &'static str, stdout: Stdio) -> Child {
    let mut child = command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the conway binary runs");
    let mut stdin = child.stdin.take().unwrap();
    std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    child
}

/// Waits for the child until [`DEADLINE`]; kills it and fails past that.
/// Returns its status and what it wrote on stderr.
fn finish(mut child: Child, args: &[&str]) -> (ExitStatus, String) {
    let mut stderr = child.stderr.take().unwrap();
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > DEADLINE {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{args:?} still ran {DEADLINE:?} after its output was closed");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    (status, errors.join().unwrap())
}

/// Runs `conway ARGS` with its standard output a pipe nobody reads from.
fn run_into_closed_pipe(args: &[&str], input: &'static str) -> (ExitStatus, String) {
    let (reader, writer) = rustix::pipe::pipe().unwrap();
    drop(reader);
    finish(spawn(args, input, Stdio::from(writer)), args)
}

/// Asserts the quiet end of a run whose output was closed.
fn assert_quiet_stop(args: &[&str], (status, stderr): (ExitStatus, String)) {
    assert_eq!(status.code(), Some(OUTPUT_CLOSED), "{args:?}: {stderr}");
    assert_eq!(stderr, "", "{args:?} wrote on stderr");
}

/// The same case in text and under `--json`.
fn both_modes(args: &[&'static str]) -> [Vec<&'static str>; 2] {
    [args.to_vec(), [&["--json"], args].concat()]
}

#[test]
fn every_command_stops_quietly_when_its_output_is_closed() {
    for (args, input) in quick_cases() {
        for args in both_modes(&args) {
            assert_quiet_stop(&args, run_into_closed_pipe(&args, input));
        }
    }
}

#[test]
fn long_work_stops_at_once_when_its_output_is_closed() {
    for (args, input) in long_cases() {
        for args in both_modes(&args) {
            assert_quiet_stop(&args, run_into_closed_pipe(&args, input));
        }
    }
}

#[test]
fn every_command_is_covered() {
    // The commands `conway --help` lists: a new one must join the cases.
    let help = super::common::stdout(&["--help"]);
    let listed: Vec<&str> = help
        .lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| !line.trim().is_empty())
        .filter_map(|line| line.split_whitespace().next())
        .collect();
    assert!(listed.len() >= 13, "{help}");
    let covered: Vec<Vec<&str>> = quick_cases().into_iter().map(|(args, _)| args).collect();
    for name in listed {
        assert!(
            covered.iter().any(|args| args[0] == name),
            "`conway {name}` has no closed-output case"
        );
    }
}

#[test]
fn a_reader_that_leaves_after_a_few_lines_ends_the_run() {
    // The cases: `conway grundy kayles --to 100000 | head -3`
    // (400 kB of text, more than a pipe holds), `conway grundy 0.6 --to
    // 300000 --json | head -c 100` and `conway grundy kayles --misere --to
    // 2000 | head -1` (whose heap 64 never comes).
    for (args, lines, start) in [
        (vec!["grundy", "kayles", "--to", "100000"], 3, "game kayles"),
        (vec!["--json", "grundy", "0.6", "--to", "300000"], 1, "{"),
        (
            vec!["grundy", "kayles", "--misere", "--to", "2000"],
            1,
            "game kayles",
        ),
    ] {
        let mut child = spawn(&args, "", Stdio::piped());
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        // Lines of at most 100 bytes, as `head -c 100` would take.
        let mut taken = Vec::new();
        for _ in 0..lines {
            (&mut reader)
                .take(100)
                .read_until(b'\n', &mut taken)
                .unwrap();
        }
        drop(reader);
        let taken = String::from_utf8_lossy(&taken);
        assert!(taken.starts_with(start), "{args:?}: {taken}");
        assert_quiet_stop(&args, finish(child, &args));
    }
}

#[test]
fn a_search_stops_when_its_reader_leaves_midway() {
    // The reader is there when the search starts and leaves while it runs
    // (nothing written yet): the search is cancelled, not run to the end.
    let args = ["--json", "grundy", "kayles", "--misere", "--to", "2000"];
    let mut child = spawn(&args, "", Stdio::piped());
    let stdout = child.stdout.take().unwrap();
    std::thread::sleep(Duration::from_millis(500));
    assert!(child.try_wait().unwrap().is_none(), "it is still computing");
    drop(stdout);
    assert_quiet_stop(&args, finish(child, &args));
}

#[test]
fn an_input_error_is_still_reported_when_the_output_is_closed() {
    // The closed pipe hides nothing else: input refused before any work
    // starts keeps its message and exit code 2.
    for args in [
        vec!["--json", "grundy", "0.x9"],
        vec!["--json", "solve", "no-such-file.txt"],
        vec!["--json", "grundy", "--bogus"],
    ] {
        let (status, stderr) = run_into_closed_pipe(&args, "");
        assert_eq!(status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.starts_with("conway: "), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}
