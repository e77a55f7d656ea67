//! End-to-end tests of `conway repl` with the real binary: a script on
//! standard input (not a terminal) gives the answers without prompts.

use crate::common;
use common::{conway_with_input, json_report, stderr_of, stdout_of};

#[test]
fn a_script_prints_one_answer_per_statement() {
    let script = "\
// a comment, then the issue's examples
g = {1|*}
g + ^
g >= 0

compare(^, *)
domineering(\"..|..\")
nim(\"3 4 5\") + *2
grundy(\"0.77\", 20)
quit
1 + 1
";
    let out = conway_with_input(&["repl"], script);
    assert!(out.status.success(), "{}", stderr_of(&out));
    assert_eq!(stderr_of(&out), "");
    let stdout = stdout_of(&out);
    let lines: Vec<&str> = stdout.lines().collect();
    // Values as the library computes them: {1|*} + ^ = {1^|^*}; the 2x2
    // Domineering square is +-1 (Winning Ways ch. 2); *3+*4+*5+*2 = 0;
    // Kayles from OEIS A002186. Nothing after quit.
    assert_eq!(
        lines[..6],
        ["g = {1|*}", "{1^|^*}", "true", "||", "+-1", "0",]
    );
    assert_eq!(
        lines[6],
        "G(0..=20) of 0.77: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1"
    );
    assert!(lines[7].starts_with("period 12, preperiod 71; certified"));
    assert_eq!(lines.len(), 8, "{stdout}");
}

#[test]
fn errors_name_line_and_column_and_the_script_goes_on() {
    let out = conway_with_input(&["repl"], "x = 1\nx + y\n{1|\nx + 1\n");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stdout_of(&out), "x = 1\n2\n");
    let stderr = stderr_of(&out);
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(
        lines[0],
        "error: line 2, column 5: unknown name 'y'; assign it first (y := ...), or see help"
    );
    assert!(
        lines[1].starts_with("error: line 3, column 4: expected '}'"),
        "{stderr}"
    );
    assert_eq!(
        lines[2],
        "conway: standard input: 2 statements failed, the first at line 2"
    );
}

#[test]
fn limits_apply_to_each_line() {
    let script = "domineering(\"......|......|......|......|......|......\")\n1/2 + 1/2\n";
    let out = conway_with_input(&["repl", "--max-positions", "100"], script);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(stdout_of(&out), "1\n");
    let stderr = stderr_of(&out);
    assert!(
        stderr.starts_with("error: line 1: stopped: reached the limit of 100 positions"),
        "{stderr}"
    );
}

#[test]
fn help_and_no_arguments() {
    let out = conway_with_input(&["repl", "--help"], "");
    assert!(out.status.success());
    let help = stdout_of(&out);
    assert!(help.contains("conway repl < script.txt"), "{help}");
    assert!(help.contains("--max-positions"), "{help}");
    // Not at a terminal, `conway` alone prints the usage and fails.
    let out = conway_with_input(&[], "1 + 1\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr_of(&out).contains("Usage: conway"));
    assert_eq!(stdout_of(&out), "");
    // With --json, one object per statement.
    let out = conway_with_input(&["--json", "repl"], "g := {1|*}\n[g, 2 * g, g > 0]\n");
    assert!(out.status.success(), "{}", stderr_of(&out));
    assert_eq!(
        stdout_of(&out),
        "{\"line\":1,\"name\":\"g\",\"schema\":\"conway/1\",\"value\":\"{1|*}\"}\n{\"line\":2,\"schema\":\"conway/1\",\"value\":[\"{1|*}\",\"1*\",true]}\n"
    );
}

#[test]
fn help_lists_every_ruleset() {
    let list = json_report(&["rulesets"]);
    let out = conway_with_input(&["repl"], "help\n");
    let help = stdout_of(&out);
    let names: Vec<String> = list["rulesets"]
        .as_array()
        .expect("a JSON array of rulesets")
        .iter()
        .map(|r| r["name"].as_str().unwrap().replace('-', "_"))
        .collect();
    assert!(!names.is_empty());
    for name in names {
        assert!(help.contains(&format!("  {name}(\"")), "{name}");
    }
}

#[test]
fn a_script_file_defines_functions_and_reports_file_line_column() {
    let dir = std::env::temp_dir().join(format!("conway-repl-file-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("chain.cgs");
    // A definition over three lines, recursion 10^5 deep, then an error.
    std::fs::write(
        &path,
        "f(n) := if n == 0 then 0\n  else f(n - 1) + 1\nend\nf(100000)\nf(2) + nope\n",
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let out = conway_with_input(&["repl", file], "");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stdout_of(&out), "100000\n");
    let stderr = stderr_of(&out);
    assert!(
        stderr.starts_with(&format!("error: {file}:5:8: unknown name 'nope'")),
        "{stderr}"
    );
    // Limits reach the user's recursion.
    let out = conway_with_input(&["repl", "--max-positions", "1000", file], "");
    assert_eq!(out.status.code(), Some(2), "{}", stderr_of(&out));
    assert!(stderr_of(&out).contains("stopped"), "{}", stderr_of(&out));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs `conway repl` on a pseudo-terminal (as a user at a terminal),
/// typing `keys` at once, before the first prompt; returns what the
/// terminal showed. Fails if the worksheet is still running after a
/// minute (it waits for lines it lost).
#[cfg(unix)]
fn at_a_terminal(keys: &str) -> String {
    use rustix::pty::{grantpt, openpt, ptsname, unlockpt, OpenptFlags};
    use std::io::{Read, Write};
    use std::process::Stdio;
    use std::time::{Duration, Instant};
    let master = openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY).unwrap();
    grantpt(&master).unwrap();
    unlockpt(&master).unwrap();
    let name = ptsname(&master, Vec::new()).unwrap();
    let terminal = || {
        let path = std::path::Path::new(std::ffi::OsStr::new(
            std::str::from_utf8(name.as_bytes()).unwrap(),
        ));
        std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(path)
            .unwrap()
    };
    let mut child = common::command()
        .arg("repl")
        .env("TERM", "xterm")
        .stdin(Stdio::from(terminal()))
        .stdout(Stdio::from(terminal()))
        .stderr(Stdio::from(terminal()))
        .spawn()
        .expect("the conway binary runs");
    let mut master = std::fs::File::from(master);
    master.write_all(keys.as_bytes()).unwrap();
    let mut screen = master.try_clone().unwrap();
    let shown = std::thread::spawn(move || {
        let mut all = Vec::new();
        let mut chunk = [0u8; 4096];
        // The read fails (EIO) once no process holds the terminal.
        while let Ok(n) = screen.read(&mut chunk) {
            if n == 0 {
                break;
            }
            all.extend_from_slice(&chunk[..n]);
        }
        String::from_utf8_lossy(&all).into_owned()
    });
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the worksheet still waits for lines it was given");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    drop(master);
    shown.join().unwrap()
}

#[cfg(unix)]
#[test]
fn lines_typed_ahead_at_a_terminal_are_all_run() {
    // Issue 27, point 9: typed quickly (all before the first prompt),
    // every line runs, in order; Enter is a carriage return at a terminal.
    let shown = at_a_terminal("a := 1\rb := 2\rc := a + b\rc + 1\rquit\r");
    let answers: Vec<&str> = ["a = 1", "b = 2", "c = 3", "\n4"]
        .into_iter()
        .filter(|answer| !shown.contains(answer))
        .collect();
    assert!(answers.is_empty(), "missing {answers:?} in {shown:?}");
    let at = |answer: &str| shown.find(answer).unwrap();
    assert!(at("a = 1") < at("b = 2") && at("b = 2") < at("c = 3"));
}
